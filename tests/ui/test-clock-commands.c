/* test-clock-commands.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The clock's commands in the window: Start (F5) after a ruling stopped the clock, the commands
 * greyed out when they cannot apply, and moves made on the board or typed completed alike.
 *
 * The expected move counts are the Laws': every move a player completes counts once for the
 * time control's moves (6.2.1, 6.3.1), whether the clock ran, was stopped or had not started.
 */
#include "config.h"

#include <gtk/gtk.h>

#include "hakem-board-view.h"
#include "hakem-penalty-dialog.h"
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

/* A pawn move (no piece letter, the same in either letters) typed into the move entry, Enter. */
static void
type_pawn_move (HakemWindow *w, const char *san)
{
  hakem_window_get_session (w); /* the side panel is built */
  HakemSidePanel *panel
      = HAKEM_SIDE_PANEL (ui_test_find_widget (GTK_WIDGET (w), HAKEM_TYPE_SIDE_PANEL));
  GtkEntry *entry = hakem_side_panel_get_move_entry (panel);
  gtk_editable_set_text (GTK_EDITABLE (entry), san);
  g_signal_emit_by_name (entry, "activate");
  ui_test_spin ();
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");
}

/* A move made on the board: a click on the piece, a click on its square. */
static void
board_move (HakemWindow *w, ChessSquare from, ChessSquare to)
{
  HakemBoardView *board
      = HAKEM_BOARD_VIEW (ui_test_find_widget (GTK_WIDGET (w), HAKEM_TYPE_BOARD_VIEW));
  hakem_board_view_activate_square (board, from);
  hakem_board_view_activate_square (board, to);
  ui_test_spin ();
}

static void
action (HakemWindow *w, const char *name)
{
  gtk_widget_activate_action (GTK_WIDGET (w), name, NULL);
  ui_test_spin ();
}

/* Each player's completed moves on the clock, whose clock runs (or would), and the record's
 * last move completed on the clock (its [%clk] stamp). */
static void
assert_clock (HakemSession *s, int white, int black, ChessColor to_move, gboolean stamped)
{
  const ChessClock *clock = hakem_session_get_clock (s);
  g_assert_cmpint (clock->moves[CHESS_WHITE], ==, white);
  g_assert_cmpint (clock->moves[CHESS_BLACK], ==, black);
  g_assert_cmpint (clock->to_move, ==, to_move);
  const ChessGame *game = hakem_session_get_game (s);
  g_assert_cmpint (game->count, ==, white + black);
  if (stamped)
    g_assert_cmpint (game->moves[game->count - 1].clock_ms, !=, CHESS_GAME_NO_TIME);
}

/* A ruling stops the clock (6.11.1) and leaves it stopped (6.11.3): Start (F5) restarts it, as
 * Restart (F7) does. The commands that cannot apply to the clock as it is are greyed out. */
static void
test_start_after_ruling (void)
{
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  GtkWindow *win = GTK_WINDOW (w);
  g_assert_cmpint (hakem_session_get_clock_state (s), ==, HAKEM_CLOCK_READY);
  g_assert_true (ui_test_action_enabled (win, "win.clock-start"));
  g_assert_false (ui_test_action_enabled (win, "win.clock-stop"));
  g_assert_false (ui_test_action_enabled (win, "win.clock-resume"));
  action (w, "win.clock-start");
  g_assert_cmpint (hakem_session_get_clock_state (s), ==, HAKEM_CLOCK_RUNNING);
  g_assert_false (ui_test_action_enabled (win, "win.clock-start"));
  g_assert_true (ui_test_action_enabled (win, "win.clock-stop"));
  g_assert_false (ui_test_action_enabled (win, "win.clock-resume"));
  type_pawn_move (w, "e4");

  /* The penalty dialog stops the clock while the arbiter deals with the offence; a warning is
   * ruled (12.9.1), the dialog closes, the clock stays stopped. */
  GtkWindow *dialog = ui_test_open_dialog (win, "penalty", HAKEM_TYPE_PENALTY_DIALOG);
  g_assert_cmpint (hakem_session_get_clock_state (s), ==, HAKEM_CLOCK_STOPPED);
  ChessPenalty warning = { .kind = CHESS_PENALTY_WARNING, .offender = CHESS_BLACK };
  g_assert_true (hakem_session_apply_penalty (s, &warning, "11.5", NULL, NULL));
  gtk_window_destroy (dialog);
  ui_test_spin ();
  g_assert_cmpint (hakem_session_get_clock_state (s), ==, HAKEM_CLOCK_STOPPED);
  g_assert_true (ui_test_action_enabled (win, "win.clock-start"));
  g_assert_true (ui_test_action_enabled (win, "win.clock-resume"));
  g_assert_false (ui_test_action_enabled (win, "win.clock-stop"));

  /* F5: Black's clock runs again. */
  action (w, "win.clock-start");
  g_assert_cmpint (hakem_session_get_clock_state (s), ==, HAKEM_CLOCK_RUNNING);
  g_assert_cmpint (hakem_session_get_clock_side (s), ==, CHESS_BLACK);
  /* Stopped by the arbiter (F6), restarted by F7 as before. */
  action (w, "win.clock-stop");
  g_assert_cmpint (hakem_session_get_clock_state (s), ==, HAKEM_CLOCK_STOPPED);
  action (w, "win.clock-resume");
  g_assert_cmpint (hakem_session_get_clock_state (s), ==, HAKEM_CLOCK_RUNNING);

  /* Once the game is over (12.9.6, a loss by penalty), none of the three applies. */
  ChessPenalty loss = { CHESS_PENALTY_LOSS, CHESS_WHITE, 0, CHESS_SCORE_LOSS, CHESS_SCORE_WIN, 0 };
  g_assert_true (hakem_session_apply_penalty (s, &loss, "11.3", NULL, NULL));
  ui_test_spin ();
  g_assert_false (ui_test_action_enabled (win, "win.clock-start"));
  g_assert_false (ui_test_action_enabled (win, "win.clock-resume"));
  g_assert_false (ui_test_action_enabled (win, "win.clock-stop"));
  gtk_window_destroy (win);
}

/* Moves typed and moves made on the board are completed alike on the clock before it starts,
 * while it runs and while it is stopped: the clock counts each player's moves (for 40 moves in
 * the first period of the default 40/5400+30:1800+30) and runs for the side the game has to
 * move. */
static void
test_board_and_typed_alike (void)
{
  HakemWindow *w = new_window ();
  HakemSession *s = hakem_window_get_session (w);
  g_assert_cmpint (hakem_session_get_time_control (s)->periods[0].moves, ==, 40);

  /* Before the clock starts: 1. e4 typed, 1... e5 on the board; started, the clock has them. */
  type_pawn_move (w, "e4");
  board_move (w, CHESS_SQUARE (4, 6), CHESS_SQUARE (4, 4)); /* e7-e5 */
  action (w, "win.clock-start");
  assert_clock (s, 1, 1, CHESS_WHITE, FALSE);
  g_assert_cmpint (hakem_session_get_clock_state (s), ==, HAKEM_CLOCK_RUNNING);

  /* Running: 2. d4 typed, 2... exd4 on the board, each pressing the clock. */
  type_pawn_move (w, "d4");
  assert_clock (s, 2, 1, CHESS_BLACK, TRUE);
  board_move (w, CHESS_SQUARE (4, 4), CHESS_SQUARE (3, 3)); /* e5xd4 */
  assert_clock (s, 2, 2, CHESS_WHITE, TRUE);

  /* Stopped by the arbiter: 3. c3 typed, 3... dxc3 on the board, each completed on the clock,
   * which stays stopped. */
  action (w, "win.clock-stop");
  type_pawn_move (w, "c3");
  assert_clock (s, 3, 2, CHESS_BLACK, TRUE);
  g_assert_cmpint (hakem_session_get_clock_state (s), ==, HAKEM_CLOCK_STOPPED);
  board_move (w, CHESS_SQUARE (3, 3), CHESS_SQUARE (2, 2)); /* d4xc3 */
  assert_clock (s, 3, 3, CHESS_WHITE, TRUE);
  g_assert_cmpint (hakem_session_get_clock_state (s), ==, HAKEM_CLOCK_STOPPED);

  /* Restarted, White's clock runs: the side the game has to move. */
  action (w, "win.clock-start");
  g_assert_cmpint (hakem_session_get_clock_state (s), ==, HAKEM_CLOCK_RUNNING);
  g_assert_cmpint (hakem_session_get_clock_side (s), ==, CHESS_WHITE);
  gtk_window_destroy (GTK_WINDOW (w));
}

int
main (int argc, char **argv)
{
  if (!ui_test_init (&argc, &argv, "clock-commands"))
    return g_test_run ();
  g_autofree char *dir = ui_test_private_dir ("clock-commands");
  g_test_add_func ("/clock-commands/start-after-ruling", test_start_after_ruling);
  g_test_add_func ("/clock-commands/board-and-typed-alike", test_board_and_typed_alike);
  int status = g_test_run ();
  ui_test_remove_private_dir (dir);
  return status;
}
