/* test-result-dialog.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The result dialog under Xvfb, opened through the window's action and set through its widgets:
 * a resignation (5.1.2), a draw by agreement before the regulations' move (9.1.1), a player
 * absent at the start (6.7.1) and the arbiter's own result, recorded on the session and logged.
 * PNGs of the dialog for review.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <locale.h>
#include <string.h>

#include "chess-movegen.h"
#include "hakem-result-dialog.h"
#include "hakem-window.h"
#include "session-test-util.h"
#include "ui-test-util.h"

#define T HAKEM_TYPE_RESULT_DIALOG

static HakemWindow *
new_window (void)
{
  HakemWindow *w = g_object_new (HAKEM_TYPE_WINDOW, NULL);
  gtk_window_present (GTK_WINDOW (w));
  ui_test_spin ();
  return w;
}

static void
new_game_from (HakemSession *s, const char *fen)
{
  ChessPosition pos;
  g_assert_cmpint (chess_position_from_fen (&pos, fen, NULL), ==, CHESS_FEN_OK);
  hakem_session_new_game (s, &pos, NULL);
}

/* The event's regulations: the FIDE standard profile with a default time and a 9.1.1 move. */
static void
set_regulations (HakemSession *s, int default_time, int draw_offer_move)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (HakemRegulations) regs = hakem_regulations_load_builtin ("fide-2023-standard", &error);
  g_assert_no_error (error);
  regs->default_time.value = default_time;
  regs->draw_offer_move.value = draw_offer_move;
  hakem_session_set_regulations (s, regs);
}

/* Opens the dialog the way the menu and Ctrl+E do. */
static GtkWindow *
open_dialog (HakemWindow *w)
{
  return ui_test_open_dialog (GTK_WINDOW (w), "result", T);
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

static gboolean
apply_sensitive (gpointer dialog)
{
  return gtk_widget_get_sensitive (GTK_WIDGET (child (dialog, "apply_button")));
}

static void
check (gpointer dialog, const char *name, gboolean active)
{
  gtk_check_button_set_active (GTK_CHECK_BUTTON (child (dialog, name)), active);
  ui_test_spin ();
}

static void
type_text (gpointer dialog, const char *name, const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (child (dialog, name)), text);
  ui_test_spin ();
}

static void
click_apply (gpointer dialog)
{
  g_assert_true (apply_sensitive (dialog));
  g_signal_emit_by_name (child (dialog, "apply_button"), "clicked");
  ui_test_spin ();
  g_assert_null (ui_test_find_toplevel (T));
}

static const HakemIncident *
last_incident (HakemSession *s)
{
  guint n = hakem_session_get_incident_count (s);
  g_assert_cmpuint (n, >, 0);
  return hakem_session_get_incident (s, n - 1);
}

static void
assert_contains (const char *text, const char *part)
{
  if (!strstr (text, part))
    g_error ("\"%s\" is not in \"%s\"", part, text);
}

/* ---- resignation (5.1.2) ---- */

/* Black resigns against king and queen: White can still checkmate, so White wins. */
static void
test_resignation_win (void)
{
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  new_game_from (s, "4k3/8/8/8/8/8/8/3QK3 b - - 0 1");
  g_assert_true (hakem_session_start_clock (s));
  GtkWindow *d = open_dialog (w);
  /* White resigns is the first choice; Black resigns is picked here. */
  check (d, "black_resigns_check", TRUE);
  ui_test_spin ();
  const HakemResultRuling *r = hakem_result_dialog_get_ruling (HAKEM_RESULT_DIALOG (d));
  g_assert_nonnull (r);
  g_assert_cmpint (r->result, ==, CHESS_RESULT_WHITE_WINS);
  assert_contains (label_text (d, "verdict_label"), "1-0");
  assert_contains (label_text (d, "verdict_label"), "5.1.2");
  assert_contains (label_text (d, "details_label"), "5.1.2");
  g_assert_false (visible (d, "absent_grid"));
  g_assert_false (visible (d, "consent_box"));
  g_assert_false (visible (d, "arbiter_grid"));
  ui_test_render_png (d, "result-dialog-resignation");
  type_text (d, "note_entry", "resigned by stopping the clock");
  click_apply (d);
  const ChessGame *g = hakem_session_get_game (s);
  g_assert_cmpint (g->result, ==, CHESS_RESULT_WHITE_WINS);
  g_assert_cmpint (g->ending, ==, CHESS_ENDING_RESIGNATION);
  g_assert_false (hakem_session_get_clock (s)->running);
  const HakemIncident *inc = last_incident (s);
  g_assert_cmpint (inc->kind, ==, HAKEM_INCIDENT_RESULT);
  g_assert_cmpstr (inc->articles, ==, "5.1.2");
  g_assert_cmpstr (inc->note, ==, "resigned by stopping the clock");
  gtk_window_destroy (GTK_WINDOW (w));
}

/* White resigns but Black has a bare king: the game is drawn (5.1.2, 2023). */
static void
test_resignation_draw (void)
{
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  new_game_from (s, "4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
  GtkWindow *d = open_dialog (w);
  g_assert_true (gtk_check_button_get_active (child (d, "white_resigns_check")));
  ui_test_spin ();
  const HakemResultRuling *r = hakem_result_dialog_get_ruling (HAKEM_RESULT_DIALOG (d));
  g_assert_nonnull (r);
  g_assert_cmpint (r->result, ==, CHESS_RESULT_DRAW);
  g_assert_cmpint (r->opponent_can_mate, ==, CHESS_MATE_NO);
  assert_contains (label_text (d, "verdict_label"), "½-½");
  ui_test_render_png (d, "result-dialog-resignation-draw");
  click_apply (d);
  g_assert_cmpint (hakem_session_get_game (s)->result, ==, CHESS_RESULT_DRAW);
  g_assert_cmpint (hakem_session_get_game (s)->ending, ==, CHESS_ENDING_RESIGNATION);
  gtk_window_destroy (GTK_WINDOW (w));
}

/* ---- draw by agreement (9.1.1, 9.1.2, 5.2.3) ---- */

#define TEN_MOVES                                                                                  \
  "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6 e1g1 f8e7 f1e1 b7b5 a4b3 d7d6 "                         \
  "c2c3 e8g8 h2h3 c6b8 d2d4 b8d7"

/* At move 10 under regulations that allow no agreement before move 30, the arbiter's consent
 * comes first (9.1.1). */
static void
test_agreement_needs_consent (void)
{
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  set_regulations (s, 0, 30);
  play (s, TEN_MOVES);
  GtkWindow *d = open_dialog (w);
  check (d, "agreement_check", TRUE);
  g_assert_true (visible (d, "consent_box"));
  assert_contains (label_text (d, "consent_label"), "30");
  assert_contains (label_text (d, "consent_label"), "9.1.1");
  g_assert_false (apply_sensitive (d));
  ui_test_spin ();
  g_assert_null (hakem_result_dialog_get_ruling (HAKEM_RESULT_DIALOG (d)));
  ui_test_render_png (d, "result-dialog-consent");
  check (d, "consent_check", TRUE);
  g_assert_true (apply_sensitive (d));
  assert_contains (label_text (d, "verdict_label"), "½-½");
  click_apply (d);
  const ChessGame *g = hakem_session_get_game (s);
  g_assert_cmpint (g->result, ==, CHESS_RESULT_DRAW);
  g_assert_cmpint (g->ending, ==, CHESS_ENDING_AGREEMENT);
  const HakemIncident *inc = last_incident (s);
  g_assert_cmpint (inc->kind, ==, HAKEM_INCIDENT_RESULT);
  g_assert_cmpstr (inc->articles, ==, "9.1.1 5.2.3");
  assert_contains (inc->data, "consent=yes");
  gtk_window_destroy (GTK_WINDOW (w));
}

/* Without a limit in the regulations nothing is asked (9.1.2, 5.2.3); before Black's first move
 * there is no agreement to record (5.2.3). */
static void
test_agreement_free (void)
{
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  set_regulations (s, 0, 0);
  play (s, "e2e4");
  GtkWindow *d = open_dialog (w);
  check (d, "agreement_check", TRUE);
  g_assert_false (apply_sensitive (d));
  assert_contains (label_text (d, "verdict_label"), "5.2.3");
  gtk_window_destroy (d);
  ui_test_spin ();
  play (s, "e7e5");
  d = open_dialog (w);
  check (d, "agreement_check", TRUE);
  g_assert_false (visible (d, "consent_box"));
  g_assert_true (apply_sensitive (d));
  click_apply (d);
  g_assert_cmpint (hakem_session_get_game (s)->ending, ==, CHESS_ENDING_AGREEMENT);
  g_assert_cmpstr (last_incident (s)->articles, ==, "9.1.2 5.2.3");
  gtk_window_destroy (GTK_WINDOW (w));
}

/* ---- a player absent at the start (6.7.1) ---- */

/* Default time 0: White one second late loses, unless the arbiter decides otherwise. */
static void
test_absent_after_default_time (void)
{
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  set_regulations (s, 0, 0);
  GtkWindow *d = open_dialog (w);
  check (d, "absent_check", TRUE);
  g_assert_true (visible (d, "absent_grid"));
  assert_contains (label_text (d, "default_time_label"), "0:00");
  assert_contains (label_text (d, "default_time_label"), "6.7.1");
  /* On time: not after the default time. */
  type_text (d, "late_entry", "0:00");
  g_assert_false (visible (d, "play_on_check"));
  type_text (d, "late_entry", "0:01");
  g_assert_true (visible (d, "play_on_check"));
  ui_test_spin ();
  const HakemResultRuling *r = hakem_result_dialog_get_ruling (HAKEM_RESULT_DIALOG (d));
  g_assert_nonnull (r);
  g_assert_cmpint (r->result, ==, CHESS_RESULT_BLACK_WINS);
  assert_contains (label_text (d, "verdict_label"), "0-1");
  ui_test_render_png (d, "result-dialog-absent");
  /* "... unless the arbiter decides otherwise": the game goes on. */
  check (d, "play_on_check", TRUE);
  ui_test_spin ();
  g_assert_cmpint (hakem_result_dialog_get_ruling (HAKEM_RESULT_DIALOG (d))->result, ==,
                   CHESS_RESULT_NONE);
  check (d, "play_on_check", FALSE);
  /* Not a time: nothing to apply. */
  type_text (d, "late_entry", "soon");
  g_assert_false (apply_sensitive (d));
  type_text (d, "late_entry", "1");
  click_apply (d);
  const ChessGame *g = hakem_session_get_game (s);
  g_assert_cmpint (g->result, ==, CHESS_RESULT_BLACK_WINS);
  const HakemIncident *inc = last_incident (s);
  g_assert_cmpint (inc->kind, ==, HAKEM_INCIDENT_RESULT);
  g_assert_cmpstr (inc->articles, ==, "6.7.1");
  gtk_window_destroy (GTK_WINDOW (w));
}

/* Default time 15:00: Black ten minutes late plays on, logged; a player who never came loses. */
static void
test_absent_within_default_time (void)
{
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  set_regulations (s, 900, 0);
  g_assert_true (hakem_session_start_clock (s));
  GtkWindow *d = open_dialog (w);
  check (d, "absent_check", TRUE);
  check (d, "absent_black_check", TRUE);
  type_text (d, "late_entry", "10:00");
  assert_contains (label_text (d, "default_time_label"), "15:00");
  g_assert_false (visible (d, "play_on_check"));
  ui_test_spin ();
  const HakemResultRuling *r = hakem_result_dialog_get_ruling (HAKEM_RESULT_DIALOG (d));
  g_assert_nonnull (r);
  g_assert_cmpint (r->result, ==, CHESS_RESULT_NONE);
  /* Did not arrive: after any default time. */
  check (d, "never_check", TRUE);
  g_assert_false (gtk_widget_get_sensitive (child (d, "late_entry")));
  ui_test_spin ();
  g_assert_cmpint (hakem_result_dialog_get_ruling (HAKEM_RESULT_DIALOG (d))->result, ==,
                   CHESS_RESULT_WHITE_WINS);
  check (d, "never_check", FALSE);
  ui_test_render_png (d, "result-dialog-absent-within");
  click_apply (d);
  g_assert_cmpint (hakem_session_get_game (s)->result, ==, CHESS_RESULT_NONE);
  g_assert_true (hakem_session_get_clock (s)->running);
  const HakemIncident *inc = last_incident (s);
  g_assert_cmpint (inc->kind, ==, HAKEM_INCIDENT_NOTE);
  g_assert_cmpstr (inc->articles, ==, "6.7.1");
  assert_contains (inc->ruling, "15:00");
  gtk_window_destroy (GTK_WINDOW (w));
}

/* ---- the arbiter's own result ---- */

static void
test_arbiter_result (void)
{
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  play (s, "e2e4 e7e5");
  GtkWindow *d = open_dialog (w);
  check (d, "arbiter_check", TRUE);
  g_assert_true (visible (d, "arbiter_grid"));
  gtk_drop_down_set_selected (child (d, "result_dropdown"), 0); /* 1-0 */
  type_text (d, "articles_entry", "11.7 12.9.6");
  /* A note is required. */
  g_assert_false (apply_sensitive (d));
  type_text (d, "note_entry", "Black refused to continue the game");
  g_assert_true (apply_sensitive (d));
  type_text (d, "articles_entry", "eleven");
  g_assert_false (apply_sensitive (d));
  type_text (d, "articles_entry", "11.7 12.9.6");
  assert_contains (label_text (d, "verdict_label"), "1-0");
  ui_test_render_png (d, "result-dialog-arbiter");
  click_apply (d);
  const ChessGame *g = hakem_session_get_game (s);
  g_assert_cmpint (g->result, ==, CHESS_RESULT_WHITE_WINS);
  g_assert_cmpint (g->ending, ==, CHESS_ENDING_ARBITER);
  const HakemIncident *inc = last_incident (s);
  g_assert_cmpstr (inc->articles, ==, "11.7 12.9.6");
  g_assert_cmpstr (inc->note, ==, "Black refused to continue the game");
  gtk_window_destroy (GTK_WINDOW (w));
}

/* A game that has ended opens on the arbiter's own result; a resignation is refused. */
static void
test_game_over (void)
{
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  play (s, "f2f3 e7e5 g2g4 d8h4");
  GtkWindow *d = open_dialog (w);
  g_assert_true (gtk_check_button_get_active (child (d, "arbiter_check")));
  check (d, "white_resigns_check", TRUE);
  g_assert_false (apply_sensitive (d));
  ui_test_spin ();
  g_assert_null (hakem_result_dialog_get_ruling (HAKEM_RESULT_DIALOG (d)));
  gtk_window_destroy (d);
  gtk_window_destroy (GTK_WINDOW (w));
}

/* Escape (window.close) records nothing. */
static void
test_cancelled (void)
{
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  play (s, "e2e4 e7e5");
  guint before = hakem_session_get_incident_count (s);
  GtkWindow *d = open_dialog (w);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (d), "window.close", NULL));
  ui_test_spin ();
  g_assert_null (ui_test_find_toplevel (T));
  g_assert_cmpuint (hakem_session_get_incident_count (s), ==, before);
  g_assert_cmpint (hakem_session_get_game (s)->result, ==, CHESS_RESULT_NONE);
  gtk_window_destroy (GTK_WINDOW (w));
}

int
main (int argc, char **argv)
{
  if (!ui_test_init (&argc, &argv, "result-dialog"))
    return g_test_run ();
  /* The case file in a directory of this run's own, never the arbiter's. */
  g_autofree char *dir = ui_test_private_dir ("result");

  g_test_add_func ("/result-dialog/resignation/win", test_resignation_win);
  g_test_add_func ("/result-dialog/resignation/draw", test_resignation_draw);
  g_test_add_func ("/result-dialog/agreement/consent", test_agreement_needs_consent);
  g_test_add_func ("/result-dialog/agreement/free", test_agreement_free);
  g_test_add_func ("/result-dialog/absent/after-default-time", test_absent_after_default_time);
  g_test_add_func ("/result-dialog/absent/within-default-time", test_absent_within_default_time);
  g_test_add_func ("/result-dialog/arbiter", test_arbiter_result);
  g_test_add_func ("/result-dialog/game-over", test_game_over);
  g_test_add_func ("/result-dialog/cancelled", test_cancelled);
  int status = g_test_run ();
  ui_test_remove_private_dir (dir);
  return status;
}
