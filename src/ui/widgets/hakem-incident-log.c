/* hakem-incident-log.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * HakemIncidentLog: the session's incidents (hakem_session_get_incidents, a list model of
 * HakemIncidentItem the session keeps) shown as a list box of HakemIncidentRow bound to that
 * model, where the arbiter's note is edited in place.
 *
 * Incidents are few (a handful in a long game): a list box bound to the model, rather than a
 * list view with recycled cells, keeps every note entry the arbiter is typing in alive.
 */
#include "config.h"

#include "hakem-incident-log.h"

#include <glib/gi18n.h>

#include "hakem-accessible-names.h"
#include "hakem-incident-row.h"

struct _HakemIncidentLog
{
  GtkWidget parent_instance;

  HakemSession *session;
  GListModel *items; /* the session's incidents, or an empty store without a session */
  guint scroll_tick; /* a pending scroll to the newest row, or 0 */

  GtkWidget *empty_label;
  GtkScrolledWindow *scroller;
  GtkListBox *list;
};

G_DEFINE_FINAL_TYPE (HakemIncidentLog, hakem_incident_log, GTK_TYPE_WIDGET)

enum
{
  SIGNAL_INCIDENT_SELECTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* A row for each item of the model, its note edited into the session. */
static void
note_edited (HakemIncidentRow *row, const char *text, HakemIncidentLog *self)
{
  guint index = hakem_incident_item_get_index (hakem_incident_row_get_item (row));
  if (self->session && index < hakem_session_get_incident_count (self->session))
    hakem_session_set_incident_note (self->session, index, *text ? text : NULL);
}

static GtkWidget *
create_row (gpointer item, gpointer user_data)
{
  GtkWidget *row = hakem_incident_row_new (HAKEM_INCIDENT_ITEM (item));
  g_signal_connect (row, "note-edited", G_CALLBACK (note_edited), user_data);
  return row;
}

static gboolean
scroll_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)
{
  HakemIncidentLog *self = HAKEM_INCIDENT_LOG (widget);
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (self->scroller);
  gtk_adjustment_set_value (adj,
                            gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj));
  self->scroll_tick = 0;
  return G_SOURCE_REMOVE;
}

/* Only what is shown stays in the accessibility tree: the list, or the line saying it is
 * empty; an incident added is scrolled into view. */
static void
items_changed (GListModel *items, guint position, guint removed, guint added,
               HakemIncidentLog *self)
{
  guint count = g_list_model_get_n_items (items);
  gtk_widget_set_visible (self->empty_label, count == 0);
  gtk_widget_set_visible (GTK_WIDGET (self->scroller), count > 0);
  if (added > removed && !self->scroll_tick)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_tick, NULL, NULL);
}

/* The list box shows items, and the widget follows their count. */
static void
follow_items (HakemIncidentLog *self, GListModel *items)
{
  if (self->items)
    g_signal_handlers_disconnect_by_data (self->items, self);
  g_set_object (&self->items, items);
  gtk_list_box_bind_model (self->list, items, create_row, self, NULL);
  g_signal_connect (items, "items-changed", G_CALLBACK (items_changed), self);
  guint count = g_list_model_get_n_items (items);
  gtk_widget_set_visible (self->empty_label, count == 0);
  gtk_widget_set_visible (GTK_WIDGET (self->scroller), count > 0);
}

static void
hakem_incident_log_dispose (GObject *object)
{
  HakemIncidentLog *self = HAKEM_INCIDENT_LOG (object);
  if (self->items)
    g_signal_handlers_disconnect_by_data (self->items, self);
  g_clear_object (&self->session);
  if (self->scroll_tick)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->scroll_tick);
  self->scroll_tick = 0;
  gtk_widget_dispose_template (GTK_WIDGET (self), HAKEM_TYPE_INCIDENT_LOG);
  /* The template's box has no name, so the template does not unparent it. */
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (hakem_incident_log_parent_class)->dispose (object);
}

static void
hakem_incident_log_finalize (GObject *object)
{
  HakemIncidentLog *self = HAKEM_INCIDENT_LOG (object);
  g_clear_object (&self->items);
  G_OBJECT_CLASS (hakem_incident_log_parent_class)->finalize (object);
}

static void
row_selected (GtkListBox *list, GtkListBoxRow *row, HakemIncidentLog *self)
{
  int index = row ? gtk_list_box_row_get_index (row) : -1;
  g_signal_emit (self, signals[SIGNAL_INCIDENT_SELECTED], 0, index);
}

static void
hakem_incident_log_class_init (HakemIncidentLogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = hakem_incident_log_dispose;
  object_class->finalize = hakem_incident_log_finalize;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hakem/Hakem/hakem-incident-log.ui");
  gtk_widget_class_bind_template_child (widget_class, HakemIncidentLog, empty_label);
  gtk_widget_class_bind_template_child (widget_class, HakemIncidentLog, scroller);
  gtk_widget_class_bind_template_child (widget_class, HakemIncidentLog, list);
  gtk_widget_class_bind_template_callback (widget_class, row_selected);
  /* The incident at the index given was selected (-1: none is). */
  signals[SIGNAL_INCIDENT_SELECTED]
      = g_signal_new ("incident-selected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                      NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "incidentlog");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
hakem_incident_log_init (HakemIncidentLog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_autoptr (GListStore) none = g_list_store_new (HAKEM_TYPE_INCIDENT_ITEM);
  follow_items (self, G_LIST_MODEL (none));
  hakem_name_scroll_bars (GTK_WIDGET (self));
}

GtkWidget *
hakem_incident_log_new (void)
{
  return g_object_new (HAKEM_TYPE_INCIDENT_LOG, NULL);
}

void
hakem_incident_log_set_session (HakemIncidentLog *self, HakemSession *session)
{
  g_return_if_fail (HAKEM_IS_INCIDENT_LOG (self));
  if (self->session == session)
    return;
  g_set_object (&self->session, session);
  g_autoptr (GListStore) none = session ? NULL : g_list_store_new (HAKEM_TYPE_INCIDENT_ITEM);
  follow_items (self, session ? hakem_session_get_incidents (session) : G_LIST_MODEL (none));
}

GListModel *
hakem_incident_log_get_model (HakemIncidentLog *self)
{
  g_return_val_if_fail (HAKEM_IS_INCIDENT_LOG (self), NULL);
  return self->items;
}

guint
hakem_incident_log_get_n_rows (HakemIncidentLog *self)
{
  g_return_val_if_fail (HAKEM_IS_INCIDENT_LOG (self), 0);
  guint n = 0;
  while (gtk_list_box_get_row_at_index (self->list, (int) n))
    n++;
  return n;
}

char *
hakem_incident_log_dup_row_text (HakemIncidentLog *self, guint index)
{
  g_return_val_if_fail (HAKEM_IS_INCIDENT_LOG (self), NULL);
  g_autoptr (HakemIncidentItem) item = g_list_model_get_item (self->items, index);
  return item ? g_strdup (hakem_incident_item_get_text (item)) : NULL;
}

void
hakem_incident_log_select (HakemIncidentLog *self, int index)
{
  g_return_if_fail (HAKEM_IS_INCIDENT_LOG (self));
  GtkListBoxRow *row = index < 0 ? NULL : gtk_list_box_get_row_at_index (self->list, index);
  if (!row)
    gtk_list_box_unselect_all (self->list);
  else
    gtk_list_box_select_row (self->list, row);
}

GtkEditable *
hakem_incident_log_get_note_editable (HakemIncidentLog *self, guint index)
{
  g_return_val_if_fail (HAKEM_IS_INCIDENT_LOG (self), NULL);
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->list, (int) index);
  return row ? hakem_incident_row_get_note_editable (HAKEM_INCIDENT_ROW (row)) : NULL;
}
