/* test-board-follows.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The main window's board and status line are bound to the session and to the window's
 * "shown-ply": the session's own calls, with no action of the window, move the board; a ply
 * picked on the scoresheet shows that position read-only; a passing message lasts until the
 * record changes. Expected positions are written as FEN by hand from the moves played.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <gtk/gtk.h>

#include "chess-san.h"
#include "hakem-board-view.h"
#include "hakem-scoresheet.h"
#include "hakem-side-panel.h"
#include "hakem-window.h"
#include "ui-test-util.h"

/* The position after 1. e4, and after 1. e4 e5 (the en passant square as FEN writes it after
 * every double push; only the pieces and the side to move are compared). */
#define AFTER_E4 "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
#define AFTER_E4_E5 "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"
#define AFTER_E4_E5_NF3 "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
/* A bare-kings-and-rook position set up for a new game at ply 0. */
#define SET_UP "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1"

typedef struct
{
  HakemWindow *window;
  HakemSession *session;
  HakemBoardView *board;
  HakemScoresheet *scoresheet;
  GtkLabel *status;
  GtkEntry *entry;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->window = g_object_new (HAKEM_TYPE_WINDOW, NULL);
  gtk_window_present (GTK_WINDOW (f->window));
  f->session = hakem_window_get_session (f->window); /* builds the side panel */
  f->board = HAKEM_BOARD_VIEW (ui_test_find_widget (GTK_WIDGET (f->window), HAKEM_TYPE_BOARD_VIEW));
  HakemSidePanel *panel
      = HAKEM_SIDE_PANEL (ui_test_find_widget (GTK_WIDGET (f->window), HAKEM_TYPE_SIDE_PANEL));
  g_assert_nonnull (f->board);
  g_assert_nonnull (panel);
  f->scoresheet = hakem_side_panel_get_scoresheet (panel);
  f->status = hakem_side_panel_get_status (panel);
  f->entry = hakem_side_panel_get_move_entry (panel);
  ui_test_spin ();
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  gpointer weak = f->window;
  g_object_add_weak_pointer (G_OBJECT (f->window), &weak);
  gtk_window_destroy (GTK_WINDOW (f->window));
  ui_test_spin ();
  g_assert_null (weak);
}

/* Plays a move written in English letters through the session, not the window. */
static ChessMove
play (Fixture *f, const char *san)
{
  const ChessGame *game = hakem_session_get_game (f->session);
  ChessSanReading r;
  g_assert_cmpint (chess_san_read (&game->current, san, CHESS_SAN_ENGLISH, 0, &r), ==,
                   CHESS_SAN_OK);
  g_assert_true (hakem_session_play (f->session, r.move));
  return r.move;
}

/* The board shows the position of fen: its pieces and the side to move. */
static void
assert_board_shows (Fixture *f, const char *fen)
{
  ChessPosition expected;
  g_assert_cmpint (chess_position_from_fen (&expected, fen, NULL), ==, CHESS_FEN_OK);
  const ChessPosition *shown = hakem_board_view_get_position (f->board);
  for (int sq = 0; sq < 64; sq++)
    g_assert_cmpint (shown->board[sq], ==, expected.board[sq]);
  g_assert_cmpint (shown->side, ==, expected.side);
  /* The property says the same as the getter. */
  ChessPosition *property = NULL;
  g_object_get (f->board, "position", &property, NULL);
  g_assert_nonnull (property);
  g_assert_cmpmem (property->board, sizeof property->board, expected.board, sizeof expected.board);
  g_free (property);
}

static guint
board_last_move (Fixture *f)
{
  guint move = 0;
  g_object_get (f->board, "last-move", &move, NULL);
  return move;
}

static int
shown_ply (Fixture *f)
{
  int ply = -2;
  g_object_get (f->window, "shown-ply", &ply, NULL);
  g_assert_cmpint (ply, ==, hakem_window_get_shown_ply (f->window));
  return ply;
}

static const char *
earlier_text (void)
{
  return _ ("Showing an earlier position; the board takes no moves until you return to the live "
            "position.");
}

/* Moves made through the session move the board and its last-move squares, and the status line
 * says who is to move. */
static void
test_live_position (Fixture *f, gconstpointer data)
{
  g_assert_cmpstr (gtk_label_get_text (f->status), ==, _ ("White to move"));
  play (f, "e4");
  ChessMove e5 = play (f, "e5");
  assert_board_shows (f, AFTER_E4_E5);
  g_assert_cmpuint (board_last_move (f), ==, e5);
  g_assert_true (hakem_board_view_get_interactive (f->board));
  g_assert_cmpstr (gtk_label_get_text (f->status), ==, _ ("White to move"));
  play (f, "Nf3");
  assert_board_shows (f, AFTER_E4_E5_NF3);
  g_assert_cmpstr (gtk_label_get_text (f->status), ==, _ ("Black to move"));
  /* Taken back: the board follows. */
  g_assert_true (hakem_session_undo (f->session));
  assert_board_shows (f, AFTER_E4_E5);
  g_assert_cmpuint (board_last_move (f), ==, e5);
}

/* A ply picked on the scoresheet is the window's "shown-ply": the board shows that position,
 * takes no moves, and the status line says so; back to live, all three return. Set on the
 * window, the scoresheet follows. */
static void
test_earlier_position (Fixture *f, gconstpointer data)
{
  ChessMove e4 = play (f, "e4");
  ChessMove e5 = play (f, "e5");
  hakem_scoresheet_select_ply (f->scoresheet, 1);
  g_assert_cmpint (shown_ply (f), ==, 1);
  assert_board_shows (f, AFTER_E4);
  g_assert_cmpuint (board_last_move (f), ==, e4);
  g_assert_false (hakem_board_view_get_interactive (f->board));
  g_assert_cmpstr (gtk_label_get_text (f->status), ==, earlier_text ());

  hakem_scoresheet_select_ply (f->scoresheet, 0);
  g_assert_cmpint (shown_ply (f), ==, 0);
  assert_board_shows (f, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  g_assert_cmpuint (board_last_move (f), ==, CHESS_MOVE_NONE);

  g_object_set (f->window, "shown-ply", -1, NULL);
  g_assert_cmpint (hakem_scoresheet_get_selected_ply (f->scoresheet), ==, HAKEM_SCORESHEET_LIVE);
  assert_board_shows (f, AFTER_E4_E5);
  g_assert_cmpuint (board_last_move (f), ==, e5);
  g_assert_true (hakem_board_view_get_interactive (f->board));
  g_assert_cmpstr (gtk_label_get_text (f->status), ==, _ ("White to move"));

  hakem_window_set_shown_ply (f->window, 1);
  g_assert_cmpint (hakem_scoresheet_get_selected_ply (f->scoresheet), ==, 1);
  assert_board_shows (f, AFTER_E4);
  /* A ply the record does not have before its last is the live position. */
  hakem_window_set_shown_ply (f->window, 2);
  g_assert_cmpint (shown_ply (f), ==, HAKEM_SCORESHEET_LIVE);
  hakem_window_set_shown_ply (f->window, 40);
  g_assert_cmpint (shown_ply (f), ==, HAKEM_SCORESHEET_LIVE);
  assert_board_shows (f, AFTER_E4_E5);
}

/* The record changes while an earlier position is shown: a ply it still has stays shown
 * (read-only), one it no longer has before its end returns the board to the live position. */
static void
test_record_changes_under_history (Fixture *f, gconstpointer data)
{
  play (f, "e4");
  play (f, "e5");
  play (f, "Nf3");
  hakem_scoresheet_select_ply (f->scoresheet, 1);
  g_assert_true (hakem_session_undo (f->session));
  g_assert_cmpint (shown_ply (f), ==, 1);
  assert_board_shows (f, AFTER_E4);
  g_assert_false (hakem_board_view_get_interactive (f->board));
  g_assert_true (hakem_session_undo (f->session));
  g_assert_cmpint (shown_ply (f), ==, HAKEM_SCORESHEET_LIVE);
  assert_board_shows (f, AFTER_E4);
  g_assert_true (hakem_board_view_get_interactive (f->board));
  g_assert_cmpstr (gtk_label_get_text (f->status), ==, _ ("Black to move"));
}

/* A refusal's message stays on the status line until the record changes. */
static void
test_passing_message (Fixture *f, gconstpointer data)
{
  /* The queen cannot move at the start: refused with a reason. */
  gtk_editable_set_text (GTK_EDITABLE (f->entry), "Qh5");
  g_signal_emit_by_name (f->entry, "activate");
  ui_test_spin ();
  const char *refused = gtk_label_get_text (f->status);
  g_assert_cmpstr (refused, !=, _ ("White to move"));
  g_assert_cmpstr (refused, !=, "");
  g_autofree char *message = NULL;
  g_object_get (f->window, "status-message", &message, NULL);
  g_assert_cmpstr (message, ==, refused);
  play (f, "e4");
  g_assert_cmpstr (gtk_label_get_text (f->status), ==, _ ("Black to move"));
  g_clear_pointer (&message, g_free);
  g_object_get (f->window, "status-message", &message, NULL);
  g_assert_null (message);
}

/* Over (a resignation, 5.1.2), the board takes no moves and the status line says how it ended;
 * reopened, both return. */
static void
test_game_over (Fixture *f, gconstpointer data)
{
  play (f, "e4");
  hakem_session_end_game (f->session, CHESS_RESULT_BLACK_WINS, CHESS_ENDING_RESIGNATION);
  g_assert_false (hakem_board_view_get_interactive (f->board));
  g_autofree char *outcome = NULL;
  g_object_get (f->session, "outcome", &outcome, NULL);
  g_assert_nonnull (outcome);
  g_autofree char *line = g_strdup_printf (_ ("Game over: %s."), outcome);
  g_assert_cmpstr (gtk_label_get_text (f->status), ==, line);
  g_assert_true (hakem_session_reopen (f->session, NULL, NULL));
  g_assert_true (hakem_board_view_get_interactive (f->board));
  g_assert_cmpstr (gtk_label_get_text (f->status), ==, _ ("Black to move"));
}

/* A new game set up at ply 0 from ply 0: the count does not change, the position does, and the
 * board follows it. */
static void
test_new_game_same_ply (Fixture *f, gconstpointer data)
{
  ChessPosition pos;
  g_assert_cmpint (chess_position_from_fen (&pos, SET_UP, NULL), ==, CHESS_FEN_OK);
  hakem_session_new_game (f->session, &pos, NULL);
  assert_board_shows (f, SET_UP);
  g_assert_cmpuint (board_last_move (f), ==, CHESS_MOVE_NONE);
}

int
main (int argc, char **argv)
{
  if (!ui_test_init (&argc, &argv, "board-follows"))
    return g_test_run ();
  g_test_add ("/board-follows/live-position", Fixture, NULL, fixture_set_up, test_live_position,
              fixture_tear_down);
  g_test_add ("/board-follows/earlier-position", Fixture, NULL, fixture_set_up,
              test_earlier_position, fixture_tear_down);
  g_test_add ("/board-follows/record-changes-under-history", Fixture, NULL, fixture_set_up,
              test_record_changes_under_history, fixture_tear_down);
  g_test_add ("/board-follows/passing-message", Fixture, NULL, fixture_set_up, test_passing_message,
              fixture_tear_down);
  g_test_add ("/board-follows/game-over", Fixture, NULL, fixture_set_up, test_game_over,
              fixture_tear_down);
  g_test_add ("/board-follows/new-game-same-ply", Fixture, NULL, fixture_set_up,
              test_new_game_same_ply, fixture_tear_down);
  return g_test_run ();
}
