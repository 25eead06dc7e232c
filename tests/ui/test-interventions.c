/* test-interventions.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The arbiter's interventions under Xvfb: the illegal-move, flag and penalty dialogs opened
 * through the window's actions and set through their widgets, their rulings applied to clocks,
 * result and incident log; the incident log's rows and notes; restoring an unfinished case.
 * PNGs of each dialog and of the window with the log for review.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <locale.h>
#include <string.h>

#include "chess-san.h"
#include "hakem-casefile.h"
#include "hakem-flag-dialog.h"
#include "hakem-illegal-dialog.h"
#include "hakem-incident-log.h"
#include "hakem-penalty-dialog.h"
#include "hakem-restore-banner.h"
#include "hakem-scoresheet.h"
#include "hakem-side-panel.h"
#include "hakem-window.h"
#include "ui-test-util.h"

static HakemWindow *
new_window (void)
{
  HakemWindow *w = g_object_new (HAKEM_TYPE_WINDOW, NULL);
  gtk_window_present (GTK_WINDOW (w));
  ui_test_spin ();
  return w;
}

static void
play (HakemSession *s, const char *const *moves, gsize n)
{
  for (gsize i = 0; i < n; i++)
    {
      const ChessGame *game = hakem_session_get_game (s);
      ChessSanReading r;
      g_assert_cmpint (chess_san_read (&game->current, moves[i], CHESS_SAN_ENGLISH, 0, &r), ==,
                       CHESS_SAN_OK);
      g_assert_true (hakem_session_play (s, r.move));
    }
}

static void
new_game_from (HakemSession *s, const char *fen, const char *tc_text)
{
  ChessPosition pos;
  g_assert_cmpint (chess_position_from_fen (&pos, fen, NULL), ==, CHESS_FEN_OK);
  ChessTimeControl tc;
  g_assert_cmpint (chess_time_control_parse (&tc, tc_text, NULL), ==, CHESS_TIME_CONTROL_OK);
  hakem_session_new_game (s, &pos, &tc);
}

/* Opens a dialog the way the menu and the accelerator do. */
static GtkWindow *
open_dialog (HakemWindow *w, const char *action, GType type)
{
  return ui_test_open_dialog (GTK_WINDOW (w), action, type);
}

static gpointer
child (gpointer widget, GType type, const char *name)
{
  GObject *o = gtk_widget_get_template_child (GTK_WIDGET (widget), type, name);
  if (!o && type == HAKEM_TYPE_WINDOW)
    {
      hakem_window_get_session (widget); /* builds the side panel if it is not yet */
      GtkWidget *panel = ui_test_find_widget (GTK_WIDGET (widget), HAKEM_TYPE_SIDE_PANEL);
      g_assert_nonnull (panel);
      o = gtk_widget_get_template_child (panel, HAKEM_TYPE_SIDE_PANEL, name);
    }
  g_assert_nonnull (o);
  return o;
}

static const char *
label_text (gpointer widget, GType type, const char *name)
{
  return gtk_label_get_text (GTK_LABEL (child (widget, type, name)));
}

static void
click_apply (gpointer dialog, GType type)
{
  GtkWidget *apply = child (dialog, type, "apply_button");
  g_assert_true (gtk_widget_get_sensitive (apply));
  g_signal_emit_by_name (apply, "clicked");
  ui_test_spin ();
}

static int64_t
remaining_us (HakemSession *s, ChessColor c)
{
  return chess_clock_remaining (hakem_session_get_clock (s), c, g_get_monotonic_time ());
}

static gboolean
has_article (const char *articles, const char *article)
{
  g_auto (GStrv) list = g_strsplit (articles ? articles : "", " ", -1);
  return g_strv_contains ((const char *const *) list, article);
}

static const HakemIncident *
last_incident (HakemSession *s)
{
  guint n = hakem_session_get_incident_count (s);
  g_assert_cmpuint (n, >, 0);
  return hakem_session_get_incident (s, n - 1);
}

/* ---- illegal moves (7.5) ---- */

static const char *const opening[] = { "e4", "e5", "Nf3", "Nc6" };

/* 7.5.1 and 7.5.5 in standard play: the first illegal move gives the opponent two minutes, the
 * second loses the game while the opponent can still checkmate. */
static void
test_illegal_now_standard (void)
{
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  g_assert_true (hakem_session_start_clock (s));
  play (s, opening, 2);

  GtkWindow *d = open_dialog (w, "illegal", HAKEM_TYPE_ILLEGAL_DIALOG);
  GType t = HAKEM_TYPE_ILLEGAL_DIALOG;
  /* 6.11.1: the clock is paused while the arbiter rules. */
  g_assert_false (hakem_session_get_clock (s)->running);
  /* A.5.2 has no place in standard play. */
  g_assert_false (gtk_widget_get_visible (child (d, t, "opponent_moved_check")));
  g_assert_true (gtk_check_button_get_active (child (d, t, "now_check")));
  g_assert_cmpuint (gtk_drop_down_get_selected (child (d, t, "kind_dropdown")), ==,
                    CHESS_IRREGULARITY_ILLEGAL_MOVE);
  ui_test_spin ();
  const ChessRuling *r = hakem_illegal_dialog_get_ruling (HAKEM_ILLEGAL_DIALOG (d));
  g_assert_nonnull (r);
  g_assert_cmpint (r->result, ==, CHESS_RESULT_NONE);
  g_assert_cmpint (r->restore_ply, ==, 2);
  g_assert_cmpint (r->adjust_color, ==, CHESS_BLACK);
  g_assert_cmpint (r->adjust_seconds, ==, 120); /* 7.5.5 in standard play */
  /* Said as 7.5.5 says it: two minutes. */
  g_assert_nonnull (strstr (label_text (d, t, "verdict_label"), _ ("two minutes")));
  g_assert_nonnull (strstr (label_text (d, t, "details_label"), "7.5.5"));
  int64_t black = remaining_us (s, CHESS_BLACK);
  int64_t white = remaining_us (s, CHESS_WHITE);
  ui_test_render_png (d, "illegal-dialog");
  click_apply (d, t);
  g_assert_null (ui_test_find_toplevel (HAKEM_TYPE_ILLEGAL_DIALOG));

  g_assert_cmpint (remaining_us (s, CHESS_BLACK) - black, ==, 120 * G_USEC_PER_SEC);
  g_assert_cmpint (remaining_us (s, CHESS_WHITE), ==, white);
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, 2);
  g_assert_cmpint (hakem_session_get_illegal_count (s, CHESS_WHITE), ==, 1);
  const HakemIncident *inc = last_incident (s);
  g_assert_cmpint (inc->kind, ==, HAKEM_INCIDENT_ILLEGAL_MOVE);
  g_assert_true (has_article (inc->articles, "7.5.1"));
  g_assert_true (has_article (inc->articles, "7.5.5"));
  g_autofree char *pgn = hakem_session_to_pgn (s);
  g_assert_nonnull (strstr (pgn, "7.5.5"));

  /* The second illegal move by White: lost, Black can checkmate (7.5.5). */
  d = open_dialog (w, "illegal", t);
  ui_test_spin ();
  r = hakem_illegal_dialog_get_ruling (HAKEM_ILLEGAL_DIALOG (d));
  g_assert_nonnull (r);
  g_assert_cmpint (r->result, ==, CHESS_RESULT_BLACK_WINS);
  gtk_editable_set_text (GTK_EDITABLE (child (d, t, "note_entry")), "touched the clock twice");
  click_apply (d, t);
  g_assert_cmpint (hakem_session_get_game (s)->result, ==, CHESS_RESULT_BLACK_WINS);
  g_assert_cmpstr (last_incident (s)->note, ==, "touched the clock twice");
  gtk_window_destroy (GTK_WINDOW (w));
}

/* Cancelled (Escape closes the window): nothing is ruled and the clock the dialog paused for the
 * arbiter runs again. */
static void
test_illegal_cancelled (void)
{
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  g_assert_true (hakem_session_start_clock (s));
  play (s, opening, 2);
  GtkWindow *d = open_dialog (w, "illegal", HAKEM_TYPE_ILLEGAL_DIALOG);
  g_assert_false (hakem_session_get_clock (s)->running);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (d), "window.close", NULL));
  ui_test_spin ();
  g_assert_null (ui_test_find_toplevel (HAKEM_TYPE_ILLEGAL_DIALOG));
  g_assert_true (hakem_session_get_clock (s)->running);
  g_assert_cmpuint (hakem_session_get_incident_count (s), ==, 0);
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, 2);
  gtk_window_destroy (GTK_WINDOW (w));
}

/* 7.5.1 found later: the position before the irregularity is reinstated, the moves after it are
 * void, and the dialog says how many before the arbiter applies it. */
static void
test_illegal_found_later (void)
{
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  play (s, opening, 4);
  /* The arbiter picks 2. Nf3 on the scoresheet: the position after it is shown. */
  HakemScoresheet *sheet = child (w, HAKEM_TYPE_WINDOW, "scoresheet");
  hakem_scoresheet_select_ply (sheet, 3);
  GType t = HAKEM_TYPE_ILLEGAL_DIALOG;
  GtkWindow *d = open_dialog (w, "illegal", t);
  g_assert_true (gtk_check_button_get_active (child (d, t, "later_check")));
  g_assert_cmpuint (gtk_drop_down_get_selected (child (d, t, "ply_dropdown")), ==, 2);
  GtkWidget *void_label = child (d, t, "void_label");
  g_assert_true (gtk_widget_get_visible (void_label));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (void_label)), "2"));

  /* Set through the widgets: the move before, 1... e5, instead. */
  gtk_drop_down_set_selected (child (d, t, "ply_dropdown"), 1);
  ui_test_spin ();
  const ChessRuling *r = hakem_illegal_dialog_get_ruling (HAKEM_ILLEGAL_DIALOG (d));
  g_assert_nonnull (r);
  g_assert_cmpint (r->restore_ply, ==, 1);
  g_assert_cmpint (r->adjust_color, ==, CHESS_WHITE); /* Black was the offender */
  g_assert_cmpint (r->adjust_seconds, ==, 120);
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (void_label)), "3"));
  int64_t white = remaining_us (s, CHESS_WHITE);
  click_apply (d, t);
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, 1);
  g_assert_cmpint (remaining_us (s, CHESS_WHITE) - white, ==, 120 * G_USEC_PER_SEC);
  g_assert_cmpint (hakem_session_get_illegal_count (s, CHESS_BLACK), ==, 1);
  gtk_window_destroy (GTK_WINDOW (w));
}

/* 7.5.2: a pawn on the last rank not replaced: a queen is put, and it counts as an illegal move
 * (7.5.5: two minutes for the opponent). */
static void
test_promotion_without_piece (void)
{
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  new_game_from (s, "7k/4P3/8/8/8/8/8/4K3 w - - 0 1", "40/5400+30:1800+30");
  GType t = HAKEM_TYPE_ILLEGAL_DIALOG;
  GtkWindow *d = open_dialog (w, "illegal", t);
  gtk_drop_down_set_selected (child (d, t, "kind_dropdown"), CHESS_IRREGULARITY_NO_PROMOTION);
  g_assert_true (gtk_widget_get_visible (child (d, t, "move_dropdown")));
  GtkDropDown *moves = child (d, t, "move_dropdown");
  GListModel *items = gtk_drop_down_get_model (moves);
  g_assert_cmpuint (g_list_model_get_n_items (items), ==, 1); /* e8, the piece not named */
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (items), 0), ==, "e8");
  ui_test_spin ();
  const ChessRuling *r = hakem_illegal_dialog_get_ruling (HAKEM_ILLEGAL_DIALOG (d));
  g_assert_nonnull (r);
  g_assert_cmpint (chess_move_kind (r->replacement), ==, CHESS_MOVE_PROMOTION);
  g_assert_cmpint (chess_move_promotion (r->replacement), ==, CHESS_QUEEN);
  g_assert_cmpint (r->adjust_color, ==, CHESS_BLACK);
  g_assert_cmpint (r->adjust_seconds, ==, 120);
  ui_test_render_png (d, "illegal-dialog-promotion");
  int64_t black = remaining_us (s, CHESS_BLACK);
  click_apply (d, t);
  const ChessGame *game = hakem_session_get_game (s);
  g_assert_cmpint (game->count, ==, 1);
  g_assert_cmpint (chess_move_promotion (game->moves[0].move), ==, CHESS_QUEEN);
  g_assert_cmpint (remaining_us (s, CHESS_BLACK) - black, ==, 120 * G_USEC_PER_SEC);
  g_assert_true (has_article (last_incident (s)->articles, "7.5.2"));
  gtk_window_destroy (GTK_WINDOW (w));
}

/* 7.5.3: the clock pressed without a move is penalised as an illegal move (7.5.5), and the clock
 * runs again for the player who still has to move. */
static void
test_clock_without_move (void)
{
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  g_assert_true (hakem_session_start_clock (s));
  play (s, opening, 1);
  gtk_widget_activate_action (GTK_WIDGET (w), "win.clock-press", NULL);
  g_assert_cmpint (hakem_session_get_clock (s)->to_move, ==, CHESS_WHITE);
  GType t = HAKEM_TYPE_ILLEGAL_DIALOG;
  GtkWindow *d = open_dialog (w, "illegal", t);
  gtk_drop_down_set_selected (child (d, t, "kind_dropdown"), CHESS_IRREGULARITY_CLOCK_ONLY);
  g_assert_false (gtk_widget_get_visible (child (d, t, "move_dropdown")));
  ui_test_spin ();
  const ChessRuling *r = hakem_illegal_dialog_get_ruling (HAKEM_ILLEGAL_DIALOG (d));
  g_assert_nonnull (r);
  g_assert_cmpint (r->adjust_color, ==, CHESS_WHITE);
  g_assert_cmpint (r->adjust_seconds, ==, 120);
  int64_t white = remaining_us (s, CHESS_WHITE);
  click_apply (d, t);
  g_assert_cmpint (remaining_us (s, CHESS_WHITE) - white, ==, 120 * G_USEC_PER_SEC);
  g_assert_cmpint (hakem_session_get_clock (s)->to_move, ==, CHESS_BLACK);
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, 1);
  g_assert_true (has_article (last_incident (s)->articles, "7.5.3"));
  gtk_window_destroy (GTK_WINDOW (w));
}

/* 7.5.4: castling made with both hands is penalised as an illegal move (7.5.5); the move made
 * is the one played. */
static void
test_two_hands (void)
{
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  new_game_from (s, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", "40/5400+30:1800+30");
  GType t = HAKEM_TYPE_ILLEGAL_DIALOG;
  GtkWindow *d = open_dialog (w, "illegal", t);
  gtk_drop_down_set_selected (child (d, t, "kind_dropdown"), CHESS_IRREGULARITY_TWO_HANDS);
  GtkDropDown *moves = child (d, t, "move_dropdown");
  GtkStringList *items = GTK_STRING_LIST (gtk_drop_down_get_model (moves));
  guint castling = GTK_INVALID_LIST_POSITION;
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (items)); i++)
    if (g_str_equal (gtk_string_list_get_string (items, i), "O-O"))
      castling = i;
  g_assert_cmpuint (castling, !=, GTK_INVALID_LIST_POSITION);
  gtk_drop_down_set_selected (moves, castling);
  ui_test_spin ();
  const ChessRuling *r = hakem_illegal_dialog_get_ruling (HAKEM_ILLEGAL_DIALOG (d));
  g_assert_nonnull (r);
  g_assert_cmpint (chess_move_kind (r->replacement), ==, CHESS_MOVE_CASTLING);
  g_assert_cmpint (r->adjust_color, ==, CHESS_BLACK);
  g_assert_cmpint (r->adjust_seconds, ==, 120);
  click_apply (d, t);
  const ChessGame *game = hakem_session_get_game (s);
  g_assert_cmpint (game->count, ==, 1);
  g_assert_cmpint (chess_move_kind (game->moves[0].move), ==, CHESS_MOVE_CASTLING);
  g_assert_true (has_article (last_incident (s)->articles, "7.5.4"));
  gtk_window_destroy (GTK_WINDOW (w));
}

/* A.5.2 in rapid without full supervision: once the opponent has made the next move, the illegal
 * move stands and nothing changes. */
static void
test_rapid_partial_stands (void)
{
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  g_autoptr (GError) error = NULL;
  g_autoptr (HakemRegulations) regs = hakem_regulations_load_builtin ("fide-2023-rapid", &error);
  g_assert_no_error (error);
  regs->supervision = CHESS_SUPERVISION_PARTIAL;
  hakem_session_set_regulations (s, regs);
  ChessTimeControl tc;
  g_assert_cmpint (chess_time_control_parse (&tc, "900+10", NULL), ==, CHESS_TIME_CONTROL_OK);
  hakem_session_new_game (s, NULL, &tc);
  play (s, opening, 4);

  GType t = HAKEM_TYPE_ILLEGAL_DIALOG;
  GtkWindow *d = open_dialog (w, "illegal", t);
  GtkWidget *moved = child (d, t, "opponent_moved_check");
  g_assert_true (gtk_widget_get_visible (moved));
  gtk_check_button_set_active (child (d, t, "later_check"), TRUE);
  /* Black's 2... Nc6 (after 3 half-moves) was illegal and White has not replied: A.5.2 lets the
   * arbiter act, 7.5.5 with A.3's minute. */
  gtk_drop_down_set_selected (child (d, t, "ply_dropdown"), 3);
  ui_test_spin ();
  const ChessRuling *r = hakem_illegal_dialog_get_ruling (HAKEM_ILLEGAL_DIALOG (d));
  g_assert_nonnull (r);
  g_assert_false (r->stands);
  g_assert_true (gtk_widget_get_sensitive (moved));
  g_assert_cmpint (r->adjust_seconds, ==, 60); /* A.3 */
  /* White's 2. Nf3 (after 2 half-moves): the record holds Black's reply, so the opponent has
   * moved and the move stands (A.5.2); the box says so and cannot be cleared. */
  gtk_drop_down_set_selected (child (d, t, "ply_dropdown"), 2);
  ui_test_spin ();
  r = hakem_illegal_dialog_get_ruling (HAKEM_ILLEGAL_DIALOG (d));
  g_assert_nonnull (r);
  g_assert_true (r->stands);
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (moved)));
  g_assert_false (gtk_widget_get_sensitive (moved));
  /* Back to Black's move: the box is free again and clear. */
  gtk_drop_down_set_selected (child (d, t, "ply_dropdown"), 3);
  ui_test_spin ();
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (moved)));
  g_assert_true (gtk_widget_get_sensitive (moved));
  gtk_drop_down_set_selected (child (d, t, "ply_dropdown"), 2);
  ui_test_spin ();
  int64_t black = remaining_us (s, CHESS_BLACK);
  click_apply (d, t);
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, 4);
  g_assert_cmpint (remaining_us (s, CHESS_BLACK), ==, black);
  g_assert_cmpuint (hakem_session_get_incident_count (s), ==, 1);
  g_assert_true (has_article (last_incident (s)->articles, "A.5.2"));
  gtk_window_destroy (GTK_WINDOW (w));
}

/* ---- flags (6.9, 8.6) ---- */

static void
test_flag_named_by_arbiter (void)
{
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  play (s, opening, 2);
  GType t = HAKEM_TYPE_FLAG_DIALOG;
  GtkWindow *d = open_dialog (w, "flag", t);
  /* No flag on the clock: the arbiter names the player. */
  g_assert_false (hakem_flag_dialog_get_clock_shows_flag (HAKEM_FLAG_DIALOG (d)));
  g_assert_true (gtk_widget_get_visible (child (d, t, "pick_box")));
  g_assert_false (gtk_widget_get_visible (child (d, t, "notice_box")));
  gtk_check_button_set_active (child (d, t, "black_check"), TRUE);
  ui_test_spin ();
  const ChessRuling *r = hakem_flag_dialog_get_ruling (HAKEM_FLAG_DIALOG (d));
  g_assert_nonnull (r);
  g_assert_cmpint (r->result, ==, CHESS_RESULT_WHITE_WINS); /* 6.9: White can checkmate */
  g_assert_nonnull (strstr (label_text (d, t, "details_label"), "6.9"));
  ui_test_render_png (d, "flag-dialog");
  click_apply (d, t);
  g_assert_cmpint (hakem_session_get_game (s)->result, ==, CHESS_RESULT_WHITE_WINS);
  g_assert_cmpint (last_incident (s)->kind, ==, HAKEM_INCIDENT_FLAG);
  g_assert_true (has_article (last_incident (s)->articles, "6.9"));
  gtk_window_destroy (GTK_WINDOW (w));
}

/* The clock shows White's flag: no player to name, and White loses while Black can still
 * checkmate (6.9). */
static void
test_flag_on_clock (void)
{
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  g_assert_true (hakem_session_start_clock (s));
  /* The arbiter's adjustment leaves White one second, which runs out (the wait ends when the
   * flag falls; its bound only keeps a broken clock from hanging the test). */
  g_assert_true (hakem_session_adjust_clock (s, CHESS_WHITE, -5399));
  UI_TEST_WAIT_UNTIL (remaining_us (s, CHESS_WHITE) <= 0);
  g_assert_cmpint (remaining_us (s, CHESS_WHITE), <=, 0);
  GType t = HAKEM_TYPE_FLAG_DIALOG;
  GtkWindow *d = open_dialog (w, "flag", t);
  g_assert_true (hakem_flag_dialog_get_clock_shows_flag (HAKEM_FLAG_DIALOG (d)));
  g_assert_false (gtk_widget_get_visible (child (d, t, "pick_box")));
  const ChessFlagCase *c = hakem_flag_dialog_get_case (HAKEM_FLAG_DIALOG (d));
  g_assert_nonnull (c);
  g_assert_true (c->fallen[CHESS_WHITE]);
  g_assert_false (c->fallen[CHESS_BLACK]);
  ui_test_spin ();
  const ChessRuling *r = hakem_flag_dialog_get_ruling (HAKEM_FLAG_DIALOG (d));
  g_assert_nonnull (r);
  g_assert_cmpint (r->result, ==, CHESS_RESULT_BLACK_WINS);
  click_apply (d, t);
  g_assert_cmpint (hakem_session_get_game (s)->result, ==, CHESS_RESULT_BLACK_WINS);
  gtk_window_destroy (GTK_WINDOW (w));
}

/* 6.9: the opponent has a bare king and cannot checkmate: drawn. */
static void
test_flag_cannot_mate (void)
{
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  new_game_from (s, "4k3/8/8/8/8/8/8/4KQ2 w - - 0 1", "40/5400+30:1800+30");
  GType t = HAKEM_TYPE_FLAG_DIALOG;
  GtkWindow *d = open_dialog (w, "flag", t);
  gtk_check_button_set_active (child (d, t, "white_check"), TRUE);
  ui_test_spin ();
  const ChessRuling *r = hakem_flag_dialog_get_ruling (HAKEM_FLAG_DIALOG (d));
  g_assert_nonnull (r);
  g_assert_cmpint (r->result, ==, CHESS_RESULT_DRAW);
  /* Enter in the note applies the ruling. */
  GtkWidget *note = child (d, t, "note_entry");
  gtk_editable_set_text (GTK_EDITABLE (note), "bare king");
  g_signal_emit_by_name (gtk_editable_get_delegate (GTK_EDITABLE (note)), "activate");
  /* The default button shows itself pressed for a moment before it is clicked. */
  UI_TEST_WAIT_UNTIL (!ui_test_find_toplevel (HAKEM_TYPE_FLAG_DIALOG));
  g_assert_null (ui_test_find_toplevel (HAKEM_TYPE_FLAG_DIALOG));
  g_assert_cmpstr (last_incident (s)->note, ==, "bare king");
  g_assert_cmpint (hakem_session_get_game (s)->result, ==, CHESS_RESULT_DRAW);
  gtk_window_destroy (GTK_WINDOW (w));
}

/* 8.6: in a period that is not the last, scoresheets that cannot show the missed control let
 * the game go on. */
static void
test_flag_scoresheets_unknown (void)
{
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  play (s, opening, 2);
  GType t = HAKEM_TYPE_FLAG_DIALOG;
  GtkWindow *d = open_dialog (w, "flag", t);
  gtk_check_button_set_active (child (d, t, "unknown_moves_check"), TRUE);
  ui_test_spin ();
  const ChessRuling *r = hakem_flag_dialog_get_ruling (HAKEM_FLAG_DIALOG (d));
  g_assert_nonnull (r);
  g_assert_true (r->next_period);
  g_assert_cmpint (r->result, ==, CHESS_RESULT_NONE);
  g_assert_nonnull (strstr (label_text (d, t, "verdict_label"), "8.6"));
  click_apply (d, t);
  g_assert_cmpint (hakem_session_get_game (s)->result, ==, CHESS_RESULT_NONE);
  g_assert_true (has_article (last_incident (s)->articles, "8.6"));
  gtk_window_destroy (GTK_WINDOW (w));
}

/* ---- penalties (12.9, 10.2) ---- */

static GtkCheckButton *
kind_button (GtkWindow *d, ChessPenaltyKind kind)
{
  g_autofree char *name = g_strdup_printf ("kind-%s", chess_penalty_article (kind));
  GtkWidget *box = child (d, HAKEM_TYPE_PENALTY_DIALOG, "kind_box");
  for (GtkWidget *c = gtk_widget_get_first_child (box); c; c = gtk_widget_get_next_sibling (c))
    if (g_str_equal (gtk_widget_get_name (c), name))
      return GTK_CHECK_BUTTON (c);
  g_assert_not_reached ();
  return NULL;
}

static void
select_occasion (GtkWindow *d, const char *article)
{
  for (int i = 0; i < chess_penalty_occasion_count (); i++)
    if (g_str_equal (chess_penalty_occasion (i)->article, article))
      {
        gtk_drop_down_set_selected (child (d, HAKEM_TYPE_PENALTY_DIALOG, "occasion_dropdown"),
                                    (guint) i);
        return;
      }
  g_assert_not_reached ();
}

/* Every occasion is shown in the dialog's own (translatable) words, not the rules core's. */
static void
test_penalty_occasions (void)
{
  for (int i = 0; i < chess_penalty_occasion_count (); i++)
    g_assert_nonnull (hakem_penalty_occasion_text (chess_penalty_occasion (i)->article));
}

/* Each occasion preselects what the Laws prescribe (the table and its sources are in
 * tests/rules/test-penalty.c): an electronic device on the player's person loses the game
 * (11.3.2.2), both players' persistent refusal loses it for both (11.8), a distraction gets
 * the mildest, a warning (11.5 through 11.6). The arbiter can still change it. */
static void
test_penalty_proposals (void)
{
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  play (s, opening, 2);
  GType t = HAKEM_TYPE_PENALTY_DIALOG;
  GtkWindow *d = open_dialog (w, "penalty", t);
  HakemPenaltyDialog *p = HAKEM_PENALTY_DIALOG (d);

  select_occasion (d, "11.3.2.2");
  g_assert_true (gtk_check_button_get_active (kind_button (d, CHESS_PENALTY_LOSS)));
  const ChessPenaltyEffect *e = hakem_penalty_dialog_get_effect (p);
  g_assert_nonnull (e);
  g_assert_true (e->game_ends);
  g_assert_cmpint (e->score[CHESS_WHITE], ==, CHESS_SCORE_LOSS);
  g_assert_cmpint (e->score[CHESS_BLACK], ==, CHESS_SCORE_WIN);
  g_assert_nonnull (strstr (label_text (d, t, "proposal_label"), "11.3.2.2"));

  select_occasion (d, "11.8");
  e = hakem_penalty_dialog_get_effect (p);
  g_assert_cmpint (e->score[CHESS_WHITE], ==, CHESS_SCORE_LOSS);
  g_assert_cmpint (e->score[CHESS_BLACK], ==, CHESS_SCORE_LOSS);

  select_occasion (d, "11.5");
  g_assert_true (gtk_check_button_get_active (kind_button (d, CHESS_PENALTY_WARNING)));
  g_assert_nonnull (strstr (label_text (d, t, "proposal_label"), "11.6"));
  g_assert_nonnull (strstr (label_text (d, t, "proposal_label"), "12.9"));

  /* The arbiter's own choice stands, within 10.2. */
  gtk_check_button_set_active (kind_button (d, CHESS_PENALTY_OPPONENT_TIME), TRUE);
  g_assert_cmpint (hakem_penalty_dialog_get_penalty (p)->kind, ==, CHESS_PENALTY_OPPONENT_TIME);
  g_assert_nonnull (hakem_penalty_dialog_get_effect (p));
  gtk_window_destroy (d);
  gtk_window_destroy (GTK_WINDOW (w));
}

/* 11.5 distracting the opponent, penalised under 12.9.2: the opponent's clock gains. */
static void
test_penalty_time (void)
{
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  g_assert_true (hakem_session_start_clock (s));
  play (s, opening, 2);
  GType t = HAKEM_TYPE_PENALTY_DIALOG;
  /* 6.11.1: the clock is stopped while the arbiter deals with it, as for the other procedures;
   * cancelled, it runs again. */
  GtkWindow *d = open_dialog (w, "penalty", t);
  g_assert_false (hakem_session_get_clock (s)->running);
  gtk_window_destroy (d);
  ui_test_spin ();
  g_assert_true (hakem_session_get_clock (s)->running);
  d = open_dialog (w, "penalty", t);
  select_occasion (d, "11.5");
  gtk_check_button_set_active (kind_button (d, CHESS_PENALTY_OPPONENT_TIME), TRUE);
  g_assert_true (gtk_widget_get_visible (child (d, t, "seconds_spin")));
  g_assert_false (gtk_widget_get_visible (child (d, t, "rounds_spin")));
  gtk_spin_button_set_value (child (d, t, "seconds_spin"), 60);
  const ChessPenaltyEffect *e = hakem_penalty_dialog_get_effect (HAKEM_PENALTY_DIALOG (d));
  g_assert_nonnull (e);
  g_assert_cmpint (e->clock_delta[CHESS_BLACK], ==, 60);
  g_assert_cmpint (e->clock_delta[CHESS_WHITE], ==, 0);
  g_assert_nonnull (strstr (label_text (d, t, "verdict_label"), _ ("one minute")));
  ui_test_render_png (d, "penalty-dialog");
  int64_t black = remaining_us (s, CHESS_BLACK);
  click_apply (d, t);
  g_assert_cmpint (remaining_us (s, CHESS_BLACK) - black, ==, 60 * G_USEC_PER_SEC);
  /* Applied, the clock stays stopped until the arbiter restarts it (6.11.3). */
  g_assert_false (hakem_session_get_clock (s)->running);
  const HakemIncident *inc = last_incident (s);
  g_assert_cmpint (inc->kind, ==, HAKEM_INCIDENT_PENALTY);
  g_assert_true (has_article (inc->articles, "12.9.2"));
  g_autofree char *pgn = hakem_session_to_pgn (s);
  g_assert_nonnull (strstr (pgn, "12.9.2"));
  gtk_window_destroy (GTK_WINDOW (w));
}

/* 10.2: after a draw, raising the opponent to a full point while the offender keeps a half would
 * give one game more than one point: refused, Apply stays insensitive. Lowering the offender to
 * 0 (12.9.5) is allowed. */
static void
test_penalty_score_limits (void)
{
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  play (s, opening, 2);
  GType t = HAKEM_TYPE_PENALTY_DIALOG;
  /* 12.9.5 while the game goes on: the offender has scored no points that could be reduced. */
  GtkWindow *d = open_dialog (w, "penalty", t);
  gtk_check_button_set_active (kind_button (d, CHESS_PENALTY_OFFENDER_POINTS), TRUE);
  g_assert_null (hakem_penalty_dialog_get_effect (HAKEM_PENALTY_DIALOG (d)));
  g_assert_false (gtk_widget_get_sensitive (child (d, t, "apply_button")));
  g_assert_nonnull (strstr (label_text (d, t, "verdict_label"), "12.9.5"));
  gtk_window_destroy (d);

  hakem_session_end_game (s, CHESS_RESULT_DRAW, CHESS_ENDING_AGREEMENT);
  d = open_dialog (w, "penalty", t);
  gtk_check_button_set_active (kind_button (d, CHESS_PENALTY_OPPONENT_POINTS), TRUE);
  g_assert_null (hakem_penalty_dialog_get_effect (HAKEM_PENALTY_DIALOG (d)));
  g_assert_false (gtk_widget_get_sensitive (child (d, t, "apply_button")));
  g_assert_nonnull (strstr (label_text (d, t, "verdict_label"), "10.2"));
  ui_test_render_png (d, "penalty-dialog-refused");

  gtk_check_button_set_active (kind_button (d, CHESS_PENALTY_OFFENDER_POINTS), TRUE);
  g_assert_true (gtk_widget_get_visible (child (d, t, "offender_score_dropdown")));
  gtk_drop_down_set_selected (child (d, t, "offender_score_dropdown"), CHESS_SCORE_LOSS);
  const ChessPenaltyEffect *e = hakem_penalty_dialog_get_effect (HAKEM_PENALTY_DIALOG (d));
  g_assert_nonnull (e);
  g_assert_cmpint (e->score[CHESS_WHITE], ==, CHESS_SCORE_LOSS);
  click_apply (d, t);
  int scores[2];
  hakem_session_get_scores (s, scores);
  g_assert_cmpint (scores[CHESS_WHITE], ==, CHESS_SCORE_LOSS);
  g_assert_cmpint (scores[CHESS_BLACK], ==, CHESS_SCORE_DRAW);
  gtk_window_destroy (GTK_WINDOW (w));
}

/* 12.9.6: the game lost by the offender, the opponent's score decided by the arbiter (½ here,
 * which 10.2 allows). */
static void
test_penalty_loss (void)
{
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  play (s, opening, 2);
  GType t = HAKEM_TYPE_PENALTY_DIALOG;
  GtkWindow *d = open_dialog (w, "penalty", t);
  gtk_check_button_set_active (child (d, t, "black_check"), TRUE);
  gtk_check_button_set_active (kind_button (d, CHESS_PENALTY_LOSS), TRUE);
  gtk_drop_down_set_selected (child (d, t, "opponent_score_dropdown"), CHESS_SCORE_DRAW);
  click_apply (d, t);
  int scores[2];
  hakem_session_get_scores (s, scores);
  g_assert_cmpint (scores[CHESS_BLACK], ==, CHESS_SCORE_LOSS);
  g_assert_cmpint (scores[CHESS_WHITE], ==, CHESS_SCORE_DRAW);
  g_assert_true (has_article (last_incident (s)->articles, "12.9.6"));
  gtk_window_destroy (GTK_WINDOW (w));
}

/* ---- the incident log ---- */

static void
test_incident_log (void)
{
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  gtk_window_set_default_size (GTK_WINDOW (w), 1100, 760);
  g_assert_true (hakem_session_start_clock (s));
  play (s, opening, 4);
  HakemIncidentLog *log = child (w, HAKEM_TYPE_WINDOW, "incident_log");
  g_assert_cmpuint (hakem_incident_log_get_n_rows (log), ==, 0);
  GListModel *model = hakem_incident_log_get_model (log);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 0);

  GType t = HAKEM_TYPE_PENALTY_DIALOG;
  GtkWindow *d = open_dialog (w, "penalty", t);
  select_occasion (d, "11.3.2.1");
  click_apply (d, t);
  d = open_dialog (w, "illegal", HAKEM_TYPE_ILLEGAL_DIALOG);
  click_apply (d, HAKEM_TYPE_ILLEGAL_DIALOG);
  g_assert_cmpuint (hakem_incident_log_get_n_rows (log), ==, 2);
  g_autofree char *row = hakem_incident_log_dup_row_text (log, 1);
  g_assert_nonnull (strstr (row, "7.5.5"));
  g_assert_nonnull (strstr (row, hakem_incident_kind_text (HAKEM_INCIDENT_ILLEGAL_MOVE)));
  /* The rows show the log's model: an item per ruling, oldest first, the penalty's 12.9 and
   * the illegal move's 7.5.5 in their titles. */
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 2);
  g_assert_true (g_list_model_get_item_type (model) == HAKEM_TYPE_INCIDENT_ITEM);
  g_autoptr (HakemIncidentItem) penalty = g_list_model_get_item (model, 0);
  g_autoptr (HakemIncidentItem) illegal = g_list_model_get_item (model, 1);
  g_assert_cmpuint (hakem_incident_item_get_index (illegal), ==, 1);
  g_assert_nonnull (strstr (hakem_incident_item_get_title (penalty), "12.9"));
  g_assert_nonnull (strstr (hakem_incident_item_get_title (illegal), "7.5.5"));

  /* The note typed in the row goes to the session and back into the row's text. */
  GtkEditable *note = hakem_incident_log_get_note_editable (log, 0);
  g_assert_nonnull (note);
  gtk_editable_set_text (note, "phone rang in the bag");
  g_signal_emit_by_name (note, "activate");
  g_assert_cmpstr (hakem_session_get_incident (s, 0)->note, ==, "phone rang in the bag");
  g_assert_cmpstr (hakem_incident_item_get_note (penalty), ==, "phone rang in the bag");
  g_autofree char *first = hakem_incident_log_dup_row_text (log, 0);
  g_assert_nonnull (strstr (first, "phone rang in the bag"));
  /* A note set elsewhere shows in the row. */
  hakem_session_set_incident_note (s, 1, "seen by the deputy");
  g_assert_cmpstr (gtk_editable_get_text (hakem_incident_log_get_note_editable (log, 1)), ==,
                   "seen by the deputy");

  GtkStack *stack = child (w, HAKEM_TYPE_WINDOW, "side_stack");
  gtk_stack_set_visible_child (stack, GTK_WIDGET (log));
  ui_test_render_png (GTK_WINDOW (w), "window-incidents");
  gtk_window_destroy (GTK_WINDOW (w));
}

/* ---- restoring an unfinished case ---- */

static char *
write_case (void)
{
  const char *path = g_getenv ("HAKEM_CASEFILE");
  g_autoptr (HakemSession) s = hakem_session_new ();
  play (s, opening, 3);
  ChessPenalty warning = { .kind = CHESS_PENALTY_WARNING, .offender = CHESS_BLACK };
  g_assert_true (hakem_session_apply_penalty (s, &warning, "11.5", NULL, NULL));
  g_autoptr (GError) error = NULL;
  g_assert_true (hakem_casefile_save (s, path, &error));
  g_assert_no_error (error);
  return hakem_casefile_autosave_path ();
}

static GtkWidget *
banner (HakemWindow *w)
{
  return child (w, HAKEM_TYPE_WINDOW, "restore_banner");
}

/* A button of the restore banner. */
static GtkWidget *
banner_button (HakemWindow *w, const char *name)
{
  return child (banner (w), HAKEM_TYPE_RESTORE_BANNER, name);
}

static void
count_emission (gpointer instance, gpointer user_data)
{
  ++*(int *) user_data;
}

/* The banner on its own: its buttons as its "question" says, each button its own signal, and
 * hidden (out of the accessibility tree) once concealed. */
static void
test_restore_banner_widget (void)
{
  GtkWidget *window = gtk_window_new ();
  HakemRestoreBanner *b = HAKEM_RESTORE_BANNER (hakem_restore_banner_new ());
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (b));
  gtk_window_present (GTK_WINDOW (window));
  int restored = 0, discarded = 0, dismissed = 0;
  g_signal_connect (b, "restore", G_CALLBACK (count_emission), &restored);
  g_signal_connect (b, "discard", G_CALLBACK (count_emission), &discarded);
  g_signal_connect (b, "dismiss", G_CALLBACK (count_emission), &dismissed);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (b)));
  hakem_restore_banner_reveal (b, "found", TRUE);
  ui_test_spin ();
  gboolean revealed = FALSE;
  g_object_get (b, "revealed", &revealed, NULL);
  g_assert_true (revealed);
  g_assert_cmpstr (hakem_restore_banner_get_text (b), ==, "found");
  GtkWidget *restore = child (b, HAKEM_TYPE_RESTORE_BANNER, "restore_button");
  GtkWidget *discard = child (b, HAKEM_TYPE_RESTORE_BANNER, "discard_button");
  GtkWidget *dismiss = child (b, HAKEM_TYPE_RESTORE_BANNER, "dismiss_button");
  g_assert_true (gtk_widget_get_visible (restore) && gtk_widget_get_visible (discard));
  g_assert_false (gtk_widget_get_visible (dismiss));
  g_assert_true (gtk_widget_has_focus (restore));
  g_signal_emit_by_name (restore, "clicked");
  g_signal_emit_by_name (discard, "clicked");
  g_assert_cmpint (restored, ==, 1);
  g_assert_cmpint (discarded, ==, 1);
  g_object_set (b, "question", FALSE, "text", "damaged", NULL);
  g_assert_false (gtk_widget_get_visible (restore) || gtk_widget_get_visible (discard));
  g_assert_true (gtk_widget_get_visible (dismiss));
  g_signal_emit_by_name (dismiss, "clicked");
  g_assert_cmpint (dismissed, ==, 1);
  g_assert_cmpint (restored, ==, 1);
  hakem_restore_banner_conceal (b);
  g_assert_false (hakem_restore_banner_get_revealed (b));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (b)));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_restore_accepted (void)
{
  g_autofree char *path = write_case ();
  g_assert_cmpstr (path, ==, g_getenv ("HAKEM_CASEFILE"));
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  gtk_widget_activate_action (GTK_WIDGET (w), "win.offer-restore", "s", path);
  ui_test_spin ();
  g_assert_true (gtk_widget_get_visible (banner (w)));
  g_assert_true (gtk_widget_get_visible (banner_button (w, "restore_button")));
  /* Nothing is written before the arbiter answers: the session is still the empty one. */
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, 0);
  ui_test_render_png (GTK_WINDOW (w), "window-restore");
  gtk_widget_activate_action (GTK_WIDGET (w), "win.restore-case", NULL);
  ui_test_spin ();
  g_assert_false (gtk_widget_get_visible (banner (w)));
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, 3);
  g_assert_cmpuint (hakem_session_get_incident_count (s), ==, 1);
  g_assert_cmpuint (hakem_incident_log_get_n_rows (child (w, HAKEM_TYPE_WINDOW, "incident_log")),
                    ==, 1);

  /* From now on the file follows the session. */
  const char *const more[] = { "Nc6" };
  play (s, more, 1);
  g_autoptr (HakemSession) saved = hakem_session_new ();
  g_autoptr (GError) error = NULL;
  g_assert_true (hakem_casefile_load (saved, path, &error));
  g_assert_cmpint (hakem_session_get_game (saved)->count, ==, 4);
  gtk_window_destroy (GTK_WINDOW (w));
  g_unlink (path);
}

static void
test_restore_discarded (void)
{
  g_autofree char *path = write_case ();
  HakemWindow *w = new_window ();
  gtk_widget_activate_action (GTK_WIDGET (w), "win.offer-restore", "s", path);
  ui_test_spin ();
  g_assert_true (gtk_widget_get_visible (banner (w)));
  gtk_widget_activate_action (GTK_WIDGET (w), "win.discard-case", NULL);
  ui_test_spin ();
  g_assert_false (gtk_widget_get_visible (banner (w)));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpint (hakem_session_get_game (hakem_window_get_session (w))->count, ==, 0);
  gtk_window_destroy (GTK_WINDOW (w));
}

/* A file that is no case file is kept aside as *.damaged and said so; nothing crashes. */
static void
test_restore_damaged (void)
{
  const char *path = g_getenv ("HAKEM_CASEFILE");
  g_assert_true (g_file_set_contents (path, "<hakem-case><game>", -1, NULL));
  g_autofree char *damaged = g_strconcat (path, ".damaged", NULL);
  g_unlink (damaged);
  HakemWindow *w = new_window ();
  gtk_widget_activate_action (GTK_WIDGET (w), "win.offer-restore", "s", path);
  ui_test_spin ();
  g_assert_true (gtk_widget_get_visible (banner (w)));
  g_assert_false (gtk_widget_get_visible (banner_button (w, "restore_button")));
  g_assert_true (gtk_widget_get_visible (banner_button (w, "dismiss_button")));
  g_assert_nonnull (
      strstr (hakem_restore_banner_get_text (HAKEM_RESTORE_BANNER (banner (w))), damaged));
  /* The damaged file is kept as it was; the autosave starts afresh in its place. */
  g_autofree char *kept = NULL;
  g_assert_true (g_file_get_contents (damaged, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, "<hakem-case><game>");
  g_autoptr (HakemSession) fresh = hakem_session_new ();
  g_autoptr (GError) error = NULL;
  g_assert_true (hakem_casefile_load (fresh, path, &error));
  g_assert_cmpint (hakem_session_get_game (fresh)->count, ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (w), "win.dismiss-banner", NULL);
  ui_test_spin ();
  g_assert_false (gtk_widget_get_visible (banner (w)));
  gtk_window_destroy (GTK_WINDOW (w));
  g_unlink (damaged);
  g_unlink (path);
}

static int
saved_count (const char *path)
{
  g_autoptr (HakemSession) saved = hakem_session_new ();
  g_autoptr (GError) error = NULL;
  g_assert_true (hakem_casefile_load (saved, path, &error));
  g_assert_no_error (error);
  return hakem_session_get_game (saved)->count;
}

/* Moves made while the restore banner is showing are saved, and the case found is not lost: it
 * is set aside, still on offer; restoring it then asks first, and puts it back in place. */
static void
test_restore_after_work (void)
{
  g_autofree char *path = write_case ();
  g_autofree char *earlier = g_strconcat (path, ".earlier", NULL);
  g_unlink (earlier);
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  gtk_widget_activate_action (GTK_WIDGET (w), "win.offer-restore", "s", path);
  ui_test_spin ();
  g_assert_true (gtk_widget_get_visible (banner (w)));
  const char *const first[] = { "d4" };
  play (s, first, 1);
  ui_test_spin ();
  /* The work is in the autosave file, the found case beside it, as it was. */
  g_assert_cmpint (saved_count (path), ==, 1);
  g_assert_cmpint (saved_count (earlier), ==, 3);
  g_assert_true (gtk_widget_get_visible (banner (w)));
  g_assert_nonnull (
      strstr (hakem_restore_banner_get_text (HAKEM_RESTORE_BANNER (banner (w))), earlier));
  const char *const second[] = { "d5" };
  play (s, second, 1);
  g_assert_cmpint (saved_count (path), ==, 2);
  g_assert_cmpint (saved_count (earlier), ==, 3);

  /* Restoring replaces the two moves: asked first. No: nothing changes. */
  gtk_widget_activate_action (GTK_WIDGET (w), "win.restore-case", NULL);
  ui_test_spin ();
  GtkWindow *question = ui_test_find_transient (GTK_WINDOW (w));
  g_assert_nonnull (question);
  ui_test_click_button (GTK_WIDGET (question), _ ("_Cancel"));
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, 2);
  g_assert_true (g_file_test (earlier, G_FILE_TEST_EXISTS));
  gtk_widget_activate_action (GTK_WIDGET (w), "win.restore-case", NULL);
  ui_test_spin ();
  ui_test_click_button (GTK_WIDGET (ui_test_find_transient (GTK_WINDOW (w))), _ ("_Restore"));
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, 3);
  g_assert_cmpuint (hakem_session_get_incident_count (s), ==, 1);
  g_assert_cmpint (saved_count (path), ==, 3);
  g_assert_false (g_file_test (earlier, G_FILE_TEST_EXISTS));
  g_assert_false (gtk_widget_get_visible (banner (w)));
  gtk_window_destroy (GTK_WINDOW (w));
  g_unlink (path);
}

/* A second damaged case never replaces the first one kept. */
static void
test_restore_damaged_twice (void)
{
  const char *path = g_getenv ("HAKEM_CASEFILE");
  g_autofree char *damaged = g_strconcat (path, ".damaged", NULL);
  g_autofree char *damaged2 = g_strconcat (path, ".damaged-2", NULL);
  g_unlink (damaged);
  g_unlink (damaged2);
  const char *contents[] = { "first <case", "second <case" };
  for (int i = 0; i < 2; i++)
    {
      g_assert_true (g_file_set_contents (path, contents[i], -1, NULL));
      HakemWindow *w = new_window ();
      gtk_widget_activate_action (GTK_WIDGET (w), "win.offer-restore", "s", path);
      ui_test_spin ();
      gtk_window_destroy (GTK_WINDOW (w));
    }
  g_autofree char *a = NULL, *b = NULL;
  g_assert_true (g_file_get_contents (damaged, &a, NULL, NULL));
  g_assert_true (g_file_get_contents (damaged2, &b, NULL, NULL));
  g_assert_cmpstr (a, ==, contents[0]);
  g_assert_cmpstr (b, ==, contents[1]);
  g_unlink (damaged);
  g_unlink (damaged2);
  g_unlink (path);
}

/* After a restore the arbiter confirms the clocks, or sets them from the clock on the table
 * (the case file may be a second behind a clock that ran); the times set are logged. */
static void
test_restore_sets_clocks (void)
{
  const char *path = g_getenv ("HAKEM_CASEFILE");
  {
    g_autoptr (HakemSession) s = hakem_session_new ();
    g_assert_true (hakem_session_start_clock (s));
    play (s, opening, 2);
    g_autoptr (GError) error = NULL;
    g_assert_true (hakem_casefile_save (s, path, &error));
  }
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  gtk_widget_activate_action (GTK_WIDGET (w), "win.offer-restore", "s", path);
  ui_test_spin ();
  gtk_widget_activate_action (GTK_WIDGET (w), "win.restore-case", NULL);
  ui_test_spin ();
  GtkWindow *clocks = ui_test_find_transient (GTK_WINDOW (w));
  g_assert_nonnull (clocks);
  g_assert_true (gtk_window_get_modal (clocks));
  GtkWidget *white = ui_test_find_widget (GTK_WIDGET (clocks), GTK_TYPE_ENTRY);
  g_assert_nonnull (white);
  /* White's clock on the table: 1 hour 20 minutes 5 seconds; Black's is right. */
  gtk_editable_set_text (GTK_EDITABLE (white), "1:20:05");
  guint incidents = hakem_session_get_incident_count (s);
  ui_test_click_button (GTK_WIDGET (clocks), _ ("_Set the Clocks"));
  g_assert_null (ui_test_find_transient (GTK_WINDOW (w)));
  gint64 ms[2];
  hakem_session_clock_readings (s, ms);
  g_assert_cmpint (ms[CHESS_WHITE], ==, (gint64) (3600 + 20 * 60 + 5) * 1000);
  g_assert_false (hakem_session_get_clock (s)->running);
  g_assert_cmpuint (hakem_session_get_incident_count (s), ==, incidents + 1);
  const HakemIncident *set = hakem_session_get_incident (s, incidents);
  g_assert_cmpint (set->kind, ==, HAKEM_INCIDENT_CLOCK);
  g_assert_nonnull (strstr (set->ruling, "1:20:05"));
  gtk_window_destroy (GTK_WINDOW (w));
  g_unlink (path);
}

/* No file: nothing is asked. */
static void
test_restore_nothing (void)
{
  const char *path = g_getenv ("HAKEM_CASEFILE");
  g_unlink (path);
  HakemWindow *w = new_window ();
  gtk_widget_activate_action (GTK_WIDGET (w), "win.offer-restore", "s", path);
  ui_test_spin ();
  g_assert_false (gtk_widget_get_visible (banner (w)));
  gtk_window_destroy (GTK_WINDOW (w));
  g_unlink (path);
}

int
main (int argc, char **argv)
{
  if (!ui_test_init (&argc, &argv, "interventions"))
    return g_test_run ();
  /* The case file in a directory of this run's own, never the arbiter's. */
  g_autofree char *dir = ui_test_private_dir ("interventions");

  g_test_add_func ("/interventions/illegal/now-standard", test_illegal_now_standard);
  g_test_add_func ("/interventions/illegal/cancelled", test_illegal_cancelled);
  g_test_add_func ("/interventions/illegal/found-later", test_illegal_found_later);
  g_test_add_func ("/interventions/illegal/promotion", test_promotion_without_piece);
  g_test_add_func ("/interventions/illegal/clock-without-move", test_clock_without_move);
  g_test_add_func ("/interventions/illegal/two-hands", test_two_hands);
  g_test_add_func ("/interventions/illegal/rapid-partial-stands", test_rapid_partial_stands);
  g_test_add_func ("/interventions/flag/named", test_flag_named_by_arbiter);
  g_test_add_func ("/interventions/flag/on-clock", test_flag_on_clock);
  g_test_add_func ("/interventions/flag/cannot-mate", test_flag_cannot_mate);
  g_test_add_func ("/interventions/flag/scoresheets-unknown", test_flag_scoresheets_unknown);
  g_test_add_func ("/interventions/penalty/occasions", test_penalty_occasions);
  g_test_add_func ("/interventions/penalty/proposals", test_penalty_proposals);
  g_test_add_func ("/interventions/penalty/time", test_penalty_time);
  g_test_add_func ("/interventions/penalty/score-limits", test_penalty_score_limits);
  g_test_add_func ("/interventions/penalty/loss", test_penalty_loss);
  g_test_add_func ("/interventions/incident-log", test_incident_log);
  g_test_add_func ("/interventions/restore/banner-widget", test_restore_banner_widget);
  g_test_add_func ("/interventions/restore/after-work", test_restore_after_work);
  g_test_add_func ("/interventions/restore/damaged-twice", test_restore_damaged_twice);
  g_test_add_func ("/interventions/restore/sets-clocks", test_restore_sets_clocks);
  g_test_add_func ("/interventions/restore/accepted", test_restore_accepted);
  g_test_add_func ("/interventions/restore/discarded", test_restore_discarded);
  g_test_add_func ("/interventions/restore/damaged", test_restore_damaged);
  g_test_add_func ("/interventions/restore/nothing", test_restore_nothing);
  int status = g_test_run ();
  ui_test_remove_private_dir (dir);
  return status;
}
