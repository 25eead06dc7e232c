/* test-open.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Files opened as the desktop opens them (g_application_open, as `hakem FILE` does): a PGN file
 * of several games through the game chooser, and a case file as the document the autosave then
 * writes to.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <string.h>

#include "hakem-application.h"
#include "hakem-board-view.h"
#include "hakem-casefile.h"
#include "hakem-game-chooser.h"
#include "hakem-move-row.h"
#include "hakem-scoresheet.h"
#include "hakem-window.h"
#include "ui-test-util.h"

static char *dir;

/* Three games of a round, boards 1 to 3 in the file's order. The positions after each are
 * written out by hand below. */
static const char round_pgn[]
    = "[Event \"Test Open\"]\n[Round \"4\"]\n[Board \"1\"]\n[White \"Alpha, A.\"]\n"
      "[Black \"Bravo, B.\"]\n[Result \"*\"]\n\n1. e4 e5 *\n\n"
      "[Event \"Test Open\"]\n[Round \"4\"]\n[Board \"2\"]\n[White \"Charlie, C.\"]\n"
      "[Black \"Delta, D.\"]\n[Result \"*\"]\n\n1. d4 d5 2. c4 *\n\n"
      "[Event \"Test Open\"]\n[Round \"4\"]\n[Board \"3\"]\n[White \"Echo, E.\"]\n"
      "[Black \"Foxtrot, F.\"]\n[Result \"*\"]\n\n1. Nf3 *\n";

/* After 1. d4 d5 2. c4 (the Queen's Gambit; FEN names the en passant square after every
 * double step, PGN standard 16.1.3.4) and after 1. Nf3. */
#define FEN_GAME_2 "rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR b KQkq c3 0 2"
#define FEN_GAME_3 "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1"

static void
spin (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* One application for the program, as in a run of hakem: each test closes its window. */
static HakemApplication *app;

static char *
write_file (const char *name, const char *text)
{
  char *path = g_build_filename (dir, name, NULL);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

/* Opens path as `hakem PATH` does; returns the window. */
static HakemWindow *
open_from_desktop (const char *path)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_application_open (G_APPLICATION (app), &file, 1, "");
  spin ();
  GtkWindow *w = gtk_application_get_active_window (GTK_APPLICATION (app));
  g_assert_true (HAKEM_IS_WINDOW (w));
  return HAKEM_WINDOW (w);
}

static void
assert_board (HakemWindow *w, const char *fen)
{
  HakemBoardView *board
      = HAKEM_BOARD_VIEW (ui_test_find_widget (GTK_WIDGET (w), HAKEM_TYPE_BOARD_VIEW));
  char buf[CHESS_FEN_MAX];
  chess_position_to_fen (hakem_board_view_get_position (board), CHESS_FEN_STYLE_XFEN, buf,
                         sizeof buf);
  g_assert_cmpstr (buf, ==, fen);
}

static const char *
row_san (HakemWindow *w, guint row, ChessColor side)
{
  HakemScoresheet *sheet
      = HAKEM_SCORESHEET (ui_test_find_widget (GTK_WIDGET (w), HAKEM_TYPE_SCORESHEET));
  GListModel *rows = hakem_scoresheet_get_rows (sheet);
  g_assert_cmpuint (row, <, g_list_model_get_n_items (rows));
  g_autoptr (HakemMoveRow) r = g_list_model_get_item (rows, row);
  return hakem_move_row_get_san (r, side);
}

static HakemGameChooser *
find_chooser (HakemWindow *w)
{
  GtkWindow *chooser = ui_test_find_transient (GTK_WINDOW (w));
  g_assert_true (HAKEM_IS_GAME_CHOOSER (chooser));
  g_assert_true (gtk_window_get_modal (chooser));
  return HAKEM_GAME_CHOOSER (chooser);
}

static void
test_pgn_second_game (void)
{
  g_autofree char *path = write_file ("round 4.pgn", round_pgn);
  HakemWindow *w = open_from_desktop (path);
  HakemGameChooser *chooser = find_chooser (w);
  /* Until one is chosen the window's game is the empty one it started with. */
  g_assert_cmpint (hakem_session_get_game (hakem_window_get_session (w))->count, ==, 0);

  GtkColumnView *view
      = GTK_COLUMN_VIEW (ui_test_find_widget (GTK_WIDGET (chooser), GTK_TYPE_COLUMN_VIEW));
  GListModel *columns = gtk_column_view_get_columns (view);
  const char *titles[] = { "White", "Black", "Round", "Board", "Result", "Date", "Moves" };
  g_assert_cmpuint (g_list_model_get_n_items (columns), ==, G_N_ELEMENTS (titles));
  for (guint i = 0; i < G_N_ELEMENTS (titles); i++)
    {
      g_autoptr (GtkColumnViewColumn) c = g_list_model_get_item (columns, i);
      g_assert_cmpstr (gtk_column_view_column_get_title (c), ==, titles[i]);
    }
  /* Sorted by board; the second row is board 2. */
  GtkSingleSelection *selection = hakem_game_chooser_get_selection (chooser);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (selection)), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr (HakemPgnGame) g = g_list_model_get_item (G_LIST_MODEL (selection), i);
      g_autofree char *board = g_strdup_printf ("%u", i + 1);
      g_assert_cmpstr (hakem_pgn_game_get_board (g), ==, board);
    }
  /* The row activated, as a double click or Enter on it does. */
  gtk_single_selection_set_selected (selection, 1);
  g_signal_emit_by_name (view, "activate", 1);
  spin ();
  g_assert_null (ui_test_find_transient (GTK_WINDOW (w)));

  assert_board (w, FEN_GAME_2);
  g_assert_cmpstr (row_san (w, 0, CHESS_WHITE), ==, "d4");
  g_assert_cmpstr (row_san (w, 0, CHESS_BLACK), ==, "d5");
  g_assert_cmpstr (row_san (w, 1, CHESS_WHITE), ==, "c4");
  const ChessGame *game = hakem_session_get_game (hakem_window_get_session (w));
  g_assert_cmpint (game->count, ==, 3);
  g_assert_cmpstr (chess_game_get_tag (game, "White"), ==, "Charlie, C.");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (w)), ==, "Charlie, C. – Delta, D.");

  /* The file is among the recent ones. */
  g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);
  g_assert_true (gtk_recent_manager_has_item (gtk_recent_manager_get_default (), uri));
  gtk_window_destroy (GTK_WINDOW (w));
  spin ();
}

/* The keyboard's way: typing searches the names, Enter opens the game found; Escape cancels. */
static void
test_search_and_escape (void)
{
  g_autofree char *path = write_file ("round 4.pgn", round_pgn);
  HakemWindow *w = open_from_desktop (path);
  HakemGameChooser *chooser = find_chooser (w);
  GtkWidget *search = ui_test_find_widget (GTK_WIDGET (chooser), GTK_TYPE_SEARCH_ENTRY);
  g_assert_true (gtk_widget_has_focus (search)
                 || gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (chooser)), search));
  gtk_editable_set_text (GTK_EDITABLE (search), "FOXTROT");
  /* The search entry waits a moment after the last key before it searches. */
  while (g_list_model_get_n_items (G_LIST_MODEL (hakem_game_chooser_get_selection (chooser))) != 1)
    g_main_context_iteration (NULL, TRUE);
  g_signal_emit_by_name (search, "activate");
  spin ();
  assert_board (w, FEN_GAME_3);

  /* Opened again (the arbiter agrees to leave the game in progress) and closed with Escape:
   * the game in the window stays. */
  g_autoptr (GFile) again = g_file_new_for_path (path);
  hakem_window_open_file (w, again);
  spin ();
  ui_test_click_button (GTK_WIDGET (ui_test_find_transient (GTK_WINDOW (w))), "_Leave It");
  spin ();
  chooser = find_chooser (w);
  gtk_widget_activate_action (GTK_WIDGET (chooser), "window.close", NULL);
  spin ();
  g_assert_null (ui_test_find_transient (GTK_WINDOW (w)));
  assert_board (w, FEN_GAME_3);
  gtk_window_destroy (GTK_WINDOW (w));
  spin ();
}

/* A case file opens as the case it holds, and what the arbiter does then is saved in it. */
static void
test_case_document (void)
{
  g_autoptr (HakemSession) saved = hakem_session_new ();
  ChessMove e4 = CHESS_MOVE_NONE;
  ChessPosition start;
  chess_position_init_start (&start);
  ChessSanReading reading;
  g_assert_cmpint (chess_san_read (&start, "e4", CHESS_SAN_ENGLISH, 0, &reading), ==, CHESS_SAN_OK);
  e4 = reading.move;
  g_assert_true (hakem_session_play (saved, e4));
  g_autofree char *path = g_build_filename (dir, "appeal.hakem", NULL);
  g_assert_true (hakem_casefile_save (saved, path, NULL));

  HakemWindow *w = open_from_desktop (path);
  g_assert_null (ui_test_find_transient (GTK_WINDOW (w)));
  HakemSession *s = hakem_window_get_session (w);
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, 1);
  g_assert_cmpstr (row_san (w, 0, CHESS_WHITE), ==, "e4");

  /* 1... e5 on the board: the document holds two half-moves now. */
  HakemBoardView *board
      = HAKEM_BOARD_VIEW (ui_test_find_widget (GTK_WIDGET (w), HAKEM_TYPE_BOARD_VIEW));
  hakem_board_view_activate_square (board, CHESS_SQUARE (4, 6)); /* e7 */
  hakem_board_view_activate_square (board, CHESS_SQUARE (4, 4)); /* e5 */
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, 2);
  g_autoptr (HakemSession) reread = hakem_session_new ();
  g_assert_true (hakem_casefile_load (reread, path, NULL));
  g_assert_cmpint (hakem_session_get_game (reread)->count, ==, 2);
  /* and the autosave file of its own was not written with it. */
  g_autofree char *own = hakem_casefile_autosave_path ();
  g_autoptr (HakemSession) other = hakem_session_new ();
  if (hakem_casefile_load (other, own, NULL))
    g_assert_cmpint (hakem_session_get_game (other)->count, !=, 2);
  gtk_window_destroy (GTK_WINDOW (w));
  spin ();
}

static void
remove_dir (const char *path)
{
  g_autoptr (GDir) d = g_dir_open (path, 0, NULL);
  const char *name;
  while (d && (name = g_dir_read_name (d)))
    {
      g_autofree char *child = g_build_filename (path, name, NULL);
      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        remove_dir (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

int
main (int argc, char **argv)
{
  /* The recent files go to this run's own directory, not the user's: set before GTK reads it. */
  g_autofree char *data_home = g_dir_make_tmp ("hakem-open-data-XXXXXX", NULL);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  if (!ui_test_init (&argc, &argv, "open"))
    {
      remove_dir (data_home);
      return g_test_run ();
    }
  dir = ui_test_private_dir ("open");
  app = hakem_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_NON_UNIQUE | G_APPLICATION_HANDLES_OPEN);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  g_test_add_func ("/open/pgn-second-game", test_pgn_second_game);
  g_test_add_func ("/open/search-and-escape", test_search_and_escape);
  g_test_add_func ("/open/case-document", test_case_document);
  int status = g_test_run ();
  g_clear_object (&app);
  remove_dir (dir);
  remove_dir (data_home);
  g_free (dir);
  return status;
}
