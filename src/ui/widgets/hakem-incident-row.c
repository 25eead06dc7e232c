/* hakem-incident-row.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A row of the incident log, showing a HakemIncidentItem; the arbiter's note is edited in it.
 */
#include "config.h"

#include "hakem-incident-row.h"

#include <glib/gi18n.h>

struct _HakemIncidentRow
{
  GtkListBoxRow parent_instance;

  HakemIncidentItem *item;

  GtkLabel *title_label;
  GtkLabel *meta_label;
  GtkLabel *ruling_label;
  GtkEntry *note_entry;
};

G_DEFINE_FINAL_TYPE (HakemIncidentRow, hakem_incident_row, GTK_TYPE_LIST_BOX_ROW)

enum
{
  PROP_0,
  PROP_ITEM,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_NOTE_EDITED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
commit_note (HakemIncidentRow *self)
{
  g_autofree char *text
      = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->note_entry))));
  const char *kept = hakem_incident_item_get_note (self->item);
  if (!g_str_equal (text, kept ? kept : ""))
    g_signal_emit (self, signals[SIGNAL_NOTE_EDITED], 0, text);
}

static void
note_activated (HakemIncidentRow *self)
{
  commit_note (self);
}

static void
note_focus_left (HakemIncidentRow *self)
{
  commit_note (self);
}

/* The arbiter may be typing in it: only a note changed elsewhere replaces the text. */
static void
note_changed (HakemIncidentRow *self)
{
  GtkEditable *note = GTK_EDITABLE (self->note_entry);
  const char *kept = hakem_incident_item_get_note (self->item);
  GtkEditable *inner = gtk_editable_get_delegate (note);
  if (!g_str_equal (gtk_editable_get_text (note), kept ? kept : "")
      && !gtk_widget_has_focus (GTK_WIDGET (inner ? inner : note)))
    gtk_editable_set_text (note, kept ? kept : "");
}

/* The row reads as one sentence group to a screen reader. */
static void
text_changed (HakemIncidentRow *self)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  hakem_incident_item_get_text (self->item), -1);
}

static void
ruling_changed (HakemIncidentRow *self)
{
  const char *ruling = hakem_incident_item_get_ruling (self->item);
  gtk_widget_set_visible (GTK_WIDGET (self->ruling_label), ruling && *ruling);
}

static void
hakem_incident_row_constructed (GObject *object)
{
  HakemIncidentRow *self = HAKEM_INCIDENT_ROW (object);
  G_OBJECT_CLASS (hakem_incident_row_parent_class)->constructed (object);
  g_return_if_fail (self->item);
  g_object_bind_property (self->item, "title", self->title_label, "label", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->item, "meta", self->meta_label, "label", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->item, "ruling", self->ruling_label, "label", G_BINDING_SYNC_CREATE);
  g_signal_connect_object (self->item, "notify::ruling", G_CALLBACK (ruling_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->item, "notify::note", G_CALLBACK (note_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->item, "notify::text", G_CALLBACK (text_changed), self,
                           G_CONNECT_SWAPPED);
  ruling_changed (self);
  note_changed (self);
  text_changed (self);
  g_autofree char *name
      = g_strdup_printf (_ ("Note on incident %u"), hakem_incident_item_get_index (self->item) + 1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->note_entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  name, -1);
}

static void
hakem_incident_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_ITEM:
      g_value_set_object (value, HAKEM_INCIDENT_ROW (object)->item);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hakem_incident_row_set_property (GObject *object, guint prop_id, const GValue *value,
                                 GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_ITEM:
      HAKEM_INCIDENT_ROW (object)->item = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hakem_incident_row_dispose (GObject *object)
{
  HakemIncidentRow *self = HAKEM_INCIDENT_ROW (object);
  gtk_widget_dispose_template (GTK_WIDGET (self), HAKEM_TYPE_INCIDENT_ROW);
  g_clear_object (&self->item);
  G_OBJECT_CLASS (hakem_incident_row_parent_class)->dispose (object);
}

static void
hakem_incident_row_class_init (HakemIncidentRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->constructed = hakem_incident_row_constructed;
  object_class->get_property = hakem_incident_row_get_property;
  object_class->set_property = hakem_incident_row_set_property;
  object_class->dispose = hakem_incident_row_dispose;
  properties[PROP_ITEM]
      = g_param_spec_object ("item", NULL, NULL, HAKEM_TYPE_INCIDENT_ITEM,
                             G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  /* The arbiter's note as typed (stripped), when it differs from the item's. */
  signals[SIGNAL_NOTE_EDITED]
      = g_signal_new ("note-edited", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                      NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hakem/Hakem/hakem-incident-row.ui");
  gtk_widget_class_bind_template_child (widget_class, HakemIncidentRow, title_label);
  gtk_widget_class_bind_template_child (widget_class, HakemIncidentRow, meta_label);
  gtk_widget_class_bind_template_child (widget_class, HakemIncidentRow, ruling_label);
  gtk_widget_class_bind_template_child (widget_class, HakemIncidentRow, note_entry);
  gtk_widget_class_bind_template_callback (widget_class, note_activated);
  gtk_widget_class_bind_template_callback (widget_class, note_focus_left);
}

static void
hakem_incident_row_init (HakemIncidentRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
hakem_incident_row_new (HakemIncidentItem *item)
{
  return g_object_new (HAKEM_TYPE_INCIDENT_ROW, "item", item, NULL);
}

HakemIncidentItem *
hakem_incident_row_get_item (HakemIncidentRow *self)
{
  g_return_val_if_fail (HAKEM_IS_INCIDENT_ROW (self), NULL);
  return self->item;
}

GtkEditable *
hakem_incident_row_get_note_editable (HakemIncidentRow *self)
{
  g_return_val_if_fail (HAKEM_IS_INCIDENT_ROW (self), NULL);
  return GTK_EDITABLE (self->note_entry);
}
