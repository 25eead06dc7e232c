/* test-regulations-dialog.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The regulations dialog under Xvfb, opened through the window's action: the session's
 * regulations with their articles, a FIDE profile chosen and changed (A.4, 6.7.1, 9.1.1) and set
 * for the event with a note in the incident log, the blitz B.2 reading, a file refused with the
 * loader's message, and the export read back. PNGs of the dialog for review.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <locale.h>
#include <string.h>

#include "chess-san.h"
#include "hakem-regulations-dialog.h"
#include "hakem-window.h"
#include "ui-test-util.h"

#define T HAKEM_TYPE_REGULATIONS_DIALOG

/* The places of the FIDE profiles in the drop-down (hakem_regulations_builtin_ids order). */
enum
{
  PROFILE_STANDARD,
  PROFILE_RAPID,
  PROFILE_BLITZ,
};

static char *tmp_dir;

static HakemWindow *
new_window (void)
{
  HakemWindow *w = g_object_new (HAKEM_TYPE_WINDOW, NULL);
  gtk_window_present (GTK_WINDOW (w));
  ui_test_spin ();
  return w;
}

/* Opens the dialog the way the menu and Ctrl+G do. */
static GtkWindow *
open_dialog (HakemWindow *w)
{
  return ui_test_open_dialog (GTK_WINDOW (w), "regulations", T);
}

static gpointer
child (gpointer widget, const char *name)
{
  return ui_test_child (widget, T, name);
}

static const char *
label_text (gpointer dialog, const char *name)
{
  return gtk_label_get_text (GTK_LABEL (child (dialog, name)));
}

static gboolean
visible (gpointer dialog, const char *name)
{
  return gtk_widget_get_visible (GTK_WIDGET (child (dialog, name)));
}

static int
spin_value (gpointer dialog, const char *name)
{
  return gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (child (dialog, name)));
}

static void
set_spin (gpointer dialog, const char *name, int value)
{
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (dialog, name)), value);
  ui_test_spin ();
}

static void
select_item (gpointer dialog, const char *name, guint index)
{
  gtk_drop_down_set_selected (GTK_DROP_DOWN (child (dialog, name)), index);
  ui_test_spin ();
}

static void
type_text (gpointer dialog, const char *name, const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (child (dialog, name)), text);
  ui_test_spin ();
}

static gboolean
apply_sensitive (gpointer dialog)
{
  return gtk_widget_get_sensitive (GTK_WIDGET (child (dialog, "apply_button")));
}

static void
click_apply (gpointer dialog)
{
  g_assert_true (apply_sensitive (dialog));
  g_signal_emit_by_name (child (dialog, "apply_button"), "clicked");
  ui_test_spin ();
  g_assert_null (ui_test_find_toplevel (T));
}

static void
assert_contains (const char *text, const char *part)
{
  if (!strstr (text, part))
    g_error ("\"%s\" is not in \"%s\"", part, text);
}

static const HakemIncident *
last_incident (HakemSession *s)
{
  guint n = hakem_session_get_incident_count (s);
  g_assert_cmpuint (n, >, 0);
  return hakem_session_get_incident (s, n - 1);
}

static gboolean
has_article (const char *articles, const char *article)
{
  g_auto (GStrv) list = g_strsplit (articles ? articles : "", " ", -1);
  return g_strv_contains ((const char *const *) list, article);
}

/* ---- tests ---- */

/* A new window's game is standard play under the FIDE profile: every value with its article,
 * standard play always fully supervised (Article 12). */
static void
test_shows_session (void)
{
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  g_assert_false (hakem_session_get_regulations_explicit (s));
  GtkWindow *d = open_dialog (w);
  g_assert_cmpuint (gtk_drop_down_get_selected (child (d, "source_dropdown")), ==,
                    PROFILE_STANDARD);
  assert_contains (label_text (d, "class_label"), "A.1");
  assert_contains (label_text (d, "time_control_label"), "40/5400+30:1800+30");
  g_assert_false (gtk_widget_get_sensitive (child (d, "supervision_dropdown")));
  /* 7.5.5 and 9.5.3: two minutes in standard play. */
  g_assert_cmpint (spin_value (d, "illegal_spin"), ==, 120);
  assert_contains (label_text (d, "illegal_label"), "7.5.5");
  g_assert_cmpint (spin_value (d, "claim_spin"), ==, 120);
  assert_contains (label_text (d, "claim_label"), "9.5.3");
  /* 6.7.1: zero unless the regulations say otherwise; 9.1.1: no limit. */
  g_assert_cmpstr (gtk_editable_get_text (child (d, "default_time_entry")), ==, "0:00");
  assert_contains (label_text (d, "default_time_label"), "6.7.1");
  g_assert_cmpint (spin_value (d, "draw_spin"), ==, 0);
  assert_contains (label_text (d, "draw_label"), "9.1.1");
  g_assert_false (visible (d, "reading_label"));
  g_assert_false (visible (d, "message_label"));
  ui_test_render_png (d, "regulations-dialog");
  /* Escape (window.close) changes nothing. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (d), "window.close", NULL));
  ui_test_spin ();
  g_assert_null (ui_test_find_toplevel (T));
  g_assert_false (hakem_session_get_regulations_explicit (s));
  gtk_window_destroy (GTK_WINDOW (w));
}

/* The rapid profile under A.4 with a default time of 15 minutes and no agreement before move
 * 30, set for the event: the session keeps them, the log says what changed, and the result
 * rulings use them (6.7.1, 9.1.1). */
static void
test_rapid_changed_and_applied (void)
{
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  ChessTimeControl rapid;
  g_assert_cmpint (chess_time_control_parse (&rapid, "900+10", NULL), ==, CHESS_TIME_CONTROL_OK);
  hakem_session_new_game (s, NULL, &rapid);
  GtkWindow *d = open_dialog (w);
  select_item (d, "source_dropdown", PROFILE_RAPID);
  assert_contains (label_text (d, "class_label"), "A.1");
  g_assert_true (gtk_widget_get_sensitive (child (d, "supervision_dropdown")));
  /* A.3: one minute in rapid play. */
  g_assert_cmpint (spin_value (d, "illegal_spin"), ==, 60);
  assert_contains (label_text (d, "illegal_label"), "A.3");
  select_item (d, "supervision_dropdown", 0); /* A.4 */
  type_text (d, "default_time_entry", "15:00");
  set_spin (d, "draw_spin", 30);
  assert_contains (label_text (d, "changes_label"), "A.4");
  assert_contains (label_text (d, "changes_label"), "15:00");
  ui_test_render_png (d, "regulations-dialog-rapid");
  click_apply (d);

  g_assert_true (hakem_session_get_regulations_explicit (s));
  const HakemRegulations *regs = hakem_session_get_regulations (s);
  g_assert_cmpint (regs->time_class, ==, CHESS_TIME_CLASS_RAPID);
  g_assert_cmpint (regs->supervision, ==, CHESS_SUPERVISION_FULL);
  g_assert_cmpstr (regs->supervision_article, ==, "A.4");
  g_assert_cmpint (regs->default_time.value, ==, 900);
  g_assert_cmpint (regs->draw_offer_move.value, ==, 30);
  g_assert_cmpint (regs->illegal_move_penalty.value, ==, 60);
  /* Changed, the profile is the event's own. */
  g_assert_cmpstr (regs->id, ==, "fide-2023-rapid-event");

  const HakemIncident *inc = last_incident (s);
  g_assert_cmpint (inc->kind, ==, HAKEM_INCIDENT_NOTE);
  g_assert_true (has_article (inc->articles, "A.4"));
  g_assert_true (has_article (inc->articles, "6.7.1"));
  g_assert_true (has_article (inc->articles, "9.1.1"));
  assert_contains (inc->ruling, "15:00");
  assert_contains (inc->data, "default-time=900");

  /* 6.7.1 with the event's default time: ten minutes late plays on. */
  HakemResultCase c = { .kind = HAKEM_RESULT_ABSENT, .player = CHESS_WHITE, .late_seconds = 600 };
  HakemResultRuling r;
  g_assert_true (hakem_session_rule_result (s, &c, &r, NULL));
  g_assert_cmpint (r.result, ==, CHESS_RESULT_NONE);
  g_assert_cmpint (r.default_time, ==, 900);
  /* A new rapid game keeps the event's regulations; in it, an agreement at move 1 needs the
   * arbiter's consent (9.1.1). */
  hakem_session_new_game (s, NULL, &rapid);
  g_assert_cmpint (hakem_session_get_regulations (s)->draw_offer_move.value, ==, 30);
  ChessPosition pos = hakem_session_get_game (s)->current;
  ChessSanReading e4, e5;
  g_assert_cmpint (chess_san_read (&pos, "e4", CHESS_SAN_ENGLISH, 0, &e4), ==, CHESS_SAN_OK);
  g_assert_true (hakem_session_play (s, e4.move));
  pos = hakem_session_get_game (s)->current;
  g_assert_cmpint (chess_san_read (&pos, "e5", CHESS_SAN_ENGLISH, 0, &e5), ==, CHESS_SAN_OK);
  g_assert_true (hakem_session_play (s, e5.move));
  c = (HakemResultCase){ .kind = HAKEM_RESULT_AGREEMENT };
  HakemResultError err;
  g_assert_false (hakem_session_rule_result (s, &c, &r, &err));
  g_assert_cmpint (err, ==, HAKEM_RESULT_ERROR_CONSENT);

  /* Opened again, the dialog shows the event's regulations. */
  d = open_dialog (w);
  assert_contains (label_text (d, "state_label"), "FIDE");
  g_assert_cmpstr (gtk_editable_get_text (child (d, "default_time_entry")), ==, "15:00");
  g_assert_cmpint (spin_value (d, "draw_spin"), ==, 30);
  gtk_window_destroy (d);
  gtk_window_destroy (GTK_WINDOW (w));
}

/* A blitz profile on a 90'+30" game would give A.3's one minute for 9.5.3: the dialog shows
 * what it changes and sets it only when the arbiter confirms (A.1, B.1). */
static void
test_unfit_profile_needs_confirmation (void)
{
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  GtkWindow *d = open_dialog (w);
  select_item (d, "source_dropdown", PROFILE_BLITZ);
  guint incidents = hakem_session_get_incident_count (s);
  g_signal_emit_by_name (child (d, "apply_button"), "clicked");
  ui_test_spin ();
  GtkWindow *question = ui_test_find_transient (d);
  g_assert_nonnull (question);
  g_assert_true (gtk_window_get_modal (question));
  ui_test_click_button (GTK_WIDGET (question), _ ("_Cancel"));
  g_assert_null (ui_test_find_transient (d));
  g_assert_false (hakem_session_get_regulations_explicit (s));
  g_assert_cmpint (hakem_session_get_regulations (s)->claim_penalty.value, ==, 120);
  g_assert_cmpuint (hakem_session_get_incident_count (s), ==, incidents);

  g_signal_emit_by_name (child (d, "apply_button"), "clicked");
  ui_test_spin ();
  ui_test_click_button (GTK_WIDGET (ui_test_find_transient (d)), _ ("_Set Them Anyway"));
  g_assert_null (ui_test_find_toplevel (T));
  g_assert_true (hakem_session_get_regulations_explicit (s));
  g_assert_cmpint (hakem_session_get_regulations (s)->time_class, ==, CHESS_TIME_CLASS_BLITZ);
  const HakemIncident *inc = last_incident (s);
  g_assert_true (has_article (inc->articles, "A.1"));
  g_assert_true (has_article (inc->articles, "B.1"));
  assert_contains (inc->data, "class-mismatch=confirmed");
  gtk_window_destroy (GTK_WINDOW (w));
}

/* Blitz under B.2: the Competition Rules apply, so 7.5.5 and 9.5.3 give two minutes by the
 * letter (A.3 reaches blitz only through B.3); the dialog shows that reading, and the event may
 * change the figures. Under B.3, A.3's one minute. */
static void
test_blitz_b2_reading (void)
{
  HakemWindow *w = new_window ();
  GtkWindow *d = open_dialog (w);
  select_item (d, "source_dropdown", PROFILE_BLITZ);
  assert_contains (label_text (d, "class_label"), "B.1");
  g_assert_cmpuint (gtk_drop_down_get_selected (child (d, "supervision_dropdown")), ==, 1);
  g_assert_false (visible (d, "reading_label"));
  select_item (d, "supervision_dropdown", 0); /* B.2 */
  g_assert_true (visible (d, "reading_label"));
  assert_contains (label_text (d, "reading_label"), "B.2");
  assert_contains (label_text (d, "reading_label"), "7.5.5");
  g_assert_cmpint (spin_value (d, "illegal_spin"), ==, 120);
  g_assert_cmpint (spin_value (d, "claim_spin"), ==, 120);
  ui_test_render_png (d, "regulations-dialog-blitz-b2");
  g_autoptr (HakemRegulations) regs
      = hakem_regulations_dialog_get_regulations (HAKEM_REGULATIONS_DIALOG (d));
  g_assert_cmpstr (regs->supervision_article, ==, "B.2");
  g_assert_null (regs->illegal_move_penalty_via);
  select_item (d, "supervision_dropdown", 1); /* B.3 */
  g_assert_false (visible (d, "reading_label"));
  assert_contains (label_text (d, "illegal_label"), "A.3");
  g_assert_cmpint (spin_value (d, "illegal_spin"), ==, 60);
  g_assert_cmpint (spin_value (d, "claim_spin"), ==, 60);
  gtk_window_destroy (d);
  gtk_window_destroy (GTK_WINDOW (w));
}

/* A default time that is no time cannot be applied. */
static void
test_bad_default_time (void)
{
  HakemWindow *w = new_window ();
  GtkWindow *d = open_dialog (w);
  type_text (d, "default_time_entry", "a quarter");
  g_assert_false (apply_sensitive (d));
  g_assert_null (hakem_regulations_dialog_get_regulations (HAKEM_REGULATIONS_DIALOG (d)));
  type_text (d, "default_time_entry", "900");
  g_assert_true (apply_sensitive (d));
  g_autoptr (HakemRegulations) regs
      = hakem_regulations_dialog_get_regulations (HAKEM_REGULATIONS_DIALOG (d));
  g_assert_cmpint (regs->default_time.value, ==, 900);
  gtk_window_destroy (d);
  gtk_window_destroy (GTK_WINDOW (w));
}

/* A file the loader refuses: its message is shown as it is, with the line; an export read back
 * gives the same regulations, and opening it selects it. */
static void
test_files (void)
{
  HakemWindow *w = new_window ();
  GtkWindow *d = open_dialog (w);
  HakemRegulationsDialog *rd = HAKEM_REGULATIONS_DIALOG (d);
  g_autofree char *bad = g_build_filename (tmp_dir, "bad.xml", NULL);
  g_assert_true (g_file_set_contents (bad,
                                      "<?xml version=\"1.0\"?>\n"
                                      "<regulations xmlns=\"urn:hakem:regulations:1\">\n"
                                      "  <name>cut</name\n",
                                      -1, NULL));
  g_assert_false (hakem_regulations_dialog_open_file (rd, bad));
  g_assert_true (visible (d, "message_label"));
  g_autoptr (GError) error = NULL;
  g_assert_null (hakem_regulations_load_file (bad, &error));
  g_assert_cmpstr (label_text (d, "message_label"), ==, error->message);
  assert_contains (label_text (d, "message_label"), "bad.xml");
  ui_test_render_png (d, "regulations-dialog-error");

  select_item (d, "source_dropdown", PROFILE_RAPID);
  type_text (d, "default_time_entry", "5:00");
  g_autofree char *out = g_build_filename (tmp_dir, "event.xml", NULL);
  g_clear_error (&error);
  g_assert_true (hakem_regulations_dialog_export (rd, out, &error));
  g_assert_no_error (error);
  g_autoptr (HakemRegulations) back = hakem_regulations_load_file (out, &error);
  g_assert_no_error (error);
  g_autoptr (HakemRegulations) shown = hakem_regulations_dialog_get_regulations (rd);
  g_autofree char *xml_back = hakem_regulations_to_xml (back);
  g_autofree char *xml_shown = hakem_regulations_to_xml (shown);
  g_assert_cmpstr (xml_back, ==, xml_shown);
  g_assert_cmpint (back->default_time.value, ==, 300);

  g_assert_true (hakem_regulations_dialog_open_file (rd, out));
  g_assert_false (visible (d, "message_label"));
  GtkDropDown *source = child (d, "source_dropdown");
  g_assert_cmpuint (gtk_drop_down_get_selected (source), ==,
                    g_list_model_get_n_items (gtk_drop_down_get_model (source)) - 1);
  g_assert_cmpstr (gtk_editable_get_text (child (d, "default_time_entry")), ==, "5:00");
  gtk_window_destroy (d);
  gtk_window_destroy (GTK_WINDOW (w));
  g_remove (bad);
  g_remove (out);
}

int
main (int argc, char **argv)
{
  if (!ui_test_init (&argc, &argv, "regulations-dialog"))
    return g_test_run ();
  /* The case file in a directory of this run's own, never the arbiter's. */
  tmp_dir = ui_test_private_dir ("regulations");

  g_test_add_func ("/regulations-dialog/unfit-profile-needs-confirmation",
                   test_unfit_profile_needs_confirmation);
  g_test_add_func ("/regulations-dialog/shows-session", test_shows_session);
  g_test_add_func ("/regulations-dialog/rapid-applied", test_rapid_changed_and_applied);
  g_test_add_func ("/regulations-dialog/blitz-b2-reading", test_blitz_b2_reading);
  g_test_add_func ("/regulations-dialog/bad-default-time", test_bad_default_time);
  g_test_add_func ("/regulations-dialog/files", test_files);
  int status = g_test_run ();
  ui_test_remove_private_dir (tmp_dir);
  g_free (tmp_dir);
  return status;
}
