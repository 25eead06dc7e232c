/* hakem-incident-log.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * HakemIncidentLog: a list box with one row per incident of the session, kept in step with its
 * "incident-added" and "incident-changed" signals; the arbiter's note is edited in place.
 *
 * Incidents are few (a handful in a long game), so rows are plain widgets rebuilt in place
 * rather than a list model with recycled cells.
 */
#include "config.h"

#include "hakem-incident-log.h"

#include <glib/gi18n.h>

#include "hakem-accessible-names.h"
#include "hakem-rules-text.h"

struct _HakemIncidentLog
{
  GtkWidget parent_instance;

  HakemSession *session;
  GPtrArray *rows;   /* GtkListBoxRow of each incident, owned by the list box */
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

static char *
articles_text (const char *articles)
{
  if (!articles || !*articles)
    return g_strdup ("");
  g_auto (GStrv) list = g_strsplit (articles, " ", -1);
  g_autofree char *joined = g_strjoinv (", ", list);
  /* TRANSLATORS: %s is a list of article numbers such as "7.5.1, 7.5.5" */
  return g_strdup_printf (_("Articles %s"), joined);
}

static char *
meta_text (const HakemIncident *incident)
{
  g_autofree char *time = incident->wall_time ? g_date_time_format (incident->wall_time, "%H:%M:%S")
                                              : g_strdup ("—");
  g_autofree char *white = hakem_clock_reading_text (incident->clock_ms[CHESS_WHITE]);
  g_autofree char *black = hakem_clock_reading_text (incident->clock_ms[CHESS_BLACK]);
  /* TRANSLATORS: the time of day, the half-moves played, both clocks:
   * "14:03:12 · half-move 37 · White 1:12:00 · Black 0:58:10" */
  return g_strdup_printf (_("%s · half-move %d · White %s · Black %s"), time, incident->ply,
                          white, black);
}

static char *
title_text (const HakemIncident *incident)
{
  g_autofree char *arts = articles_text (incident->articles);
  if (!*arts)
    return g_strdup (hakem_incident_kind_text (incident->kind));
  /* TRANSLATORS: the kind of incident and its articles: "Penalty · Articles 11.5, 12.9.2" */
  return g_strdup_printf (_("%s · %s"), hakem_incident_kind_text (incident->kind), arts);
}

/* The whole incident as one sentence group, for screen readers and tests. */
static char *
row_text (const HakemIncident *incident)
{
  g_autofree char *title = title_text (incident);
  g_autofree char *meta = meta_text (incident);
  g_autoptr (GString) text = g_string_new (NULL);
  g_string_append_printf (text, "%s. %s.", title, meta);
  if (incident->ruling && *incident->ruling)
    g_string_append_printf (text, " %s", incident->ruling);
  if (incident->note && *incident->note)
    {
      g_string_append_c (text, ' ');
      /* TRANSLATORS: %s is the arbiter's note on an incident */
      g_string_append_printf (text, _("Note: %s"), incident->note);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static guint
row_index (GtkWidget *row)
{
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "hakem-index"));
}

static void
refresh_row (HakemIncidentLog *self, guint index)
{
  if (!self->session || index >= self->rows->len
      || index >= hakem_session_get_incident_count (self->session))
    return;
  const HakemIncident *incident = hakem_session_get_incident (self->session, index);
  GtkWidget *row = g_ptr_array_index (self->rows, index);
  g_autofree char *title = title_text (incident);
  g_autofree char *meta = meta_text (incident);
  gtk_label_set_text (g_object_get_data (G_OBJECT (row), "hakem-title"), title);
  gtk_label_set_text (g_object_get_data (G_OBJECT (row), "hakem-meta"), meta);
  GtkLabel *ruling = g_object_get_data (G_OBJECT (row), "hakem-ruling");
  gtk_label_set_text (ruling, incident->ruling ? incident->ruling : "");
  gtk_widget_set_visible (GTK_WIDGET (ruling), incident->ruling && *incident->ruling);

  /* The arbiter may be typing in it: only a note changed elsewhere replaces the text. */
  GtkEditable *note = g_object_get_data (G_OBJECT (row), "hakem-note");
  const char *shown = gtk_editable_get_text (note);
  const char *kept = incident->note ? incident->note : "";
  GtkEditable *inner = gtk_editable_get_delegate (note);
  if (!g_str_equal (shown, kept) && !gtk_widget_has_focus (GTK_WIDGET (inner ? inner : note)))
    gtk_editable_set_text (note, kept);

  g_autofree char *text = row_text (incident);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
}

static void
commit_note (HakemIncidentLog *self, GtkEditable *note)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (note), GTK_TYPE_LIST_BOX_ROW);
  if (!self->session || !row)
    return;
  guint index = row_index (row);
  if (index >= hakem_session_get_incident_count (self->session))
    return;
  const HakemIncident *incident = hakem_session_get_incident (self->session, index);
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (note)));
  const char *kept = incident->note ? incident->note : "";
  if (!g_str_equal (text, kept))
    hakem_session_set_incident_note (self->session, index, *text ? text : NULL);
}

static void
note_activated (GtkEntry *entry, HakemIncidentLog *self)
{
  commit_note (self, GTK_EDITABLE (entry));
}

static void
note_focus_left (GtkEventControllerFocus *focus, HakemIncidentLog *self)
{
  commit_note (self, GTK_EDITABLE (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (focus))));
}

static GtkWidget *
add_label (GtkWidget *box, const char *css_class, gboolean wrap)
{
  GtkWidget *label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), wrap);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_add_css_class (label, css_class);
  gtk_box_append (GTK_BOX (box), label);
  return label;
}

static GtkWidget *
row_new (HakemIncidentLog *self, guint index)
{
  GtkWidget *row = gtk_list_box_row_new ();
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  /* Selected, a row shows the incident's position on the board. */
  gtk_list_box_row_set_selectable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_widget_add_css_class (row, "incident");
  g_object_set_data (G_OBJECT (row), "hakem-index", GUINT_TO_POINTER (index));

  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 3);
  g_object_set_data (G_OBJECT (row), "hakem-title", add_label (box, "incident-title", TRUE));
  g_object_set_data (G_OBJECT (row), "hakem-meta", add_label (box, "incident-meta", TRUE));
  g_object_set_data (G_OBJECT (row), "hakem-ruling", add_label (box, "incident-ruling", TRUE));

  GtkWidget *note = gtk_entry_new ();
  gtk_entry_set_placeholder_text (GTK_ENTRY (note), _("Add a note"));
  g_autofree char *name = g_strdup_printf (_("Note on incident %u"), index + 1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (note), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  gtk_widget_add_css_class (note, "incident-note");
  g_signal_connect (note, "activate", G_CALLBACK (note_activated), self);
  GtkEventController *focus = gtk_event_controller_focus_new ();
  g_signal_connect (focus, "leave", G_CALLBACK (note_focus_left), self);
  gtk_widget_add_controller (note, focus);
  gtk_box_append (GTK_BOX (box), note);
  g_object_set_data (G_OBJECT (row), "hakem-note", note);

  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  return row;
}

static gboolean
scroll_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)
{
  HakemIncidentLog *self = HAKEM_INCIDENT_LOG (widget);
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (self->scroller);
  gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj)
                                     - gtk_adjustment_get_page_size (adj));
  self->scroll_tick = 0;
  return G_SOURCE_REMOVE;
}

/* Rows for every incident and no more; the text of each row written again. */
static void
sync_rows (HakemIncidentLog *self)
{
  guint count = self->session ? hakem_session_get_incident_count (self->session) : 0;
  gboolean grew = count > self->rows->len;
  while (self->rows->len > count)
    {
      GtkWidget *row = g_ptr_array_steal_index (self->rows, self->rows->len - 1);
      gtk_list_box_remove (self->list, row);
    }
  while (self->rows->len < count)
    {
      GtkWidget *row = row_new (self, self->rows->len);
      g_ptr_array_add (self->rows, row);
      gtk_list_box_append (self->list, row);
    }
  for (guint i = 0; i < count; i++)
    refresh_row (self, i);
  /* Only what is shown stays in the accessibility tree. */
  gtk_widget_set_visible (self->empty_label, count == 0);
  gtk_widget_set_visible (GTK_WIDGET (self->scroller), count > 0);
  if (grew && !self->scroll_tick)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_tick, NULL, NULL);
}

static void
incident_added (HakemSession *session, guint index, HakemIncidentLog *self)
{
  sync_rows (self);
}

static void
incident_changed (HakemSession *session, guint index, HakemIncidentLog *self)
{
  refresh_row (self, index);
}

/* A case file loaded or a new game: the log may have been replaced as a whole. */
static void
session_changed (HakemSession *session, HakemIncidentLog *self)
{
  sync_rows (self);
}

static void
hakem_incident_log_dispose (GObject *object)
{
  HakemIncidentLog *self = HAKEM_INCIDENT_LOG (object);
  if (self->session)
    g_signal_handlers_disconnect_by_data (self->session, self);
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
  g_ptr_array_unref (self->rows);
  G_OBJECT_CLASS (hakem_incident_log_parent_class)->finalize (object);
}

static void
row_selected (GtkListBox *list, GtkListBoxRow *row, HakemIncidentLog *self)
{
  int index = row ? (int) GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "hakem-index"))
                  : -1;
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
  signals[SIGNAL_INCIDENT_SELECTED] = g_signal_new ("incident-selected",
                                                    G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                                    0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                                    G_TYPE_INT);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "incidentlog");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
hakem_incident_log_init (HakemIncidentLog *self)
{
  self->rows = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
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
  if (self->session)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_set_object (&self->session, session);
  if (session)
    {
      g_signal_connect (session, "incident-added", G_CALLBACK (incident_added), self);
      g_signal_connect (session, "incident-changed", G_CALLBACK (incident_changed), self);
      g_signal_connect (session, "changed", G_CALLBACK (session_changed), self);
    }
  sync_rows (self);
}

guint
hakem_incident_log_get_n_rows (HakemIncidentLog *self)
{
  g_return_val_if_fail (HAKEM_IS_INCIDENT_LOG (self), 0);
  return self->rows->len;
}

char *
hakem_incident_log_dup_row_text (HakemIncidentLog *self, guint index)
{
  g_return_val_if_fail (HAKEM_IS_INCIDENT_LOG (self), NULL);
  if (!self->session || index >= self->rows->len
      || index >= hakem_session_get_incident_count (self->session))
    return NULL;
  return row_text (hakem_session_get_incident (self->session, index));
}

void
hakem_incident_log_select (HakemIncidentLog *self, int index)
{
  g_return_if_fail (HAKEM_IS_INCIDENT_LOG (self));
  if (index < 0 || (guint) index >= self->rows->len)
    gtk_list_box_unselect_all (self->list);
  else
    gtk_list_box_select_row (self->list, g_ptr_array_index (self->rows, index));
}

GtkEditable *
hakem_incident_log_get_note_editable (HakemIncidentLog *self, guint index)
{
  g_return_val_if_fail (HAKEM_IS_INCIDENT_LOG (self), NULL);
  if (index >= self->rows->len)
    return NULL;
  return g_object_get_data (G_OBJECT (g_ptr_array_index (self->rows, index)), "hakem-note");
}
