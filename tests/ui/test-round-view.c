/* test-round-view.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The round view opened by app.watch-round on a folder of boards: the grid's boards in order,
 * the flag filter and the sort, a flag arriving from the feed, a board opened as a full game.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <glib/gi18n.h>
#include <gtk/gtk.h>
#include <string.h>

#include "hakem-application.h"
#include "hakem-round-cell.h"
#include "hakem-casefile.h"
#include "hakem-round-desk.h"
#include "hakem-round-window.h"
#include "hakem-window.h"
#include "ui-test-util.h"

static char *dir;
static HakemApplication *app;

#define GAME(board, moves)                                                                         \
  "[Event \"Test Open\"]\n[Round \"2\"]\n[Board \"" board "\"]\n[White \"White " board             \
  "\"]\n[Black \"Black " board "\"]\n[Result \"*\"]\n\n" moves " *\n"

/* The initial position again after 4 and 8 half-moves: claimable at ply 8 (9.2). */
#define KNIGHTS "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8"

static char *
write_board (const char *name, const char *text)
{
  char *path = g_build_filename (dir, name, NULL);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

static const char *
shown_label (HakemRoundWindow *w, guint i)
{
  g_autoptr (HakemRoundBoard) b = g_list_model_get_item (hakem_round_window_get_shown (w), i);
  g_assert_nonnull (b);
  return hakem_round_board_get_label (b);
}

static guint
shown (HakemRoundWindow *w)
{
  return g_list_model_get_n_items (hakem_round_window_get_shown (w));
}

/* The last move a cell shows. */
static const char *
move_text (GtkWidget *cell)
{
  return gtk_label_get_text (GTK_LABEL (ui_test_child (cell, HAKEM_TYPE_ROUND_CELL, "move")));
}

static void
test_round_view (void)
{
  /* Board 1's last move, 4... Ng8, in either letters (knight: N in English, A in Turkish). */
  g_autofree char *english_knights = g_strdup_printf (_("%d%s %s"), 4, "...", "Ng8");
  g_autofree char *turkish_knights = g_strdup_printf (_("%d%s %s"), 4, "...", "Ag8");
  g_autofree char *p10 = write_board ("b10.pgn", GAME ("10", "1. e4 e5 2. Ke3"));
  g_autofree char *p2 = write_board ("b2.pgn", GAME ("2", "1. d4"));
  g_autofree char *p1 = write_board ("b1.pgn", GAME ("1", KNIGHTS));
  g_action_group_activate_action (G_ACTION_GROUP (app), "watch-round", g_variant_new_string (dir));
  ui_test_spin ();
  HakemRoundWindow *w = HAKEM_ROUND_WINDOW (ui_test_find_toplevel (HAKEM_TYPE_ROUND_WINDOW));
  g_assert_nonnull (w);

  /* By board, as people number them: 1, 2, 10. */
  g_assert_cmpuint (shown (w), ==, 3);
  g_assert_cmpstr (shown_label (w, 0), ==, "1");
  g_assert_cmpstr (shown_label (w, 1), ==, "2");
  g_assert_cmpstr (shown_label (w, 2), ==, "10");

  /* Boards with a flag: the threefold of board 1 and the illegal move of board 10. */
  hakem_round_window_set_filter (w, 1);
  g_assert_cmpuint (shown (w), ==, 2);
  /* One flag each: the threefold (first flag entry), the illegal move (sixth). */
  hakem_round_window_set_filter (w, 2);
  g_assert_cmpuint (shown (w), ==, 1);
  g_assert_cmpstr (shown_label (w, 0), ==, "1");
  hakem_round_window_set_filter (w, 2 + 5);
  g_assert_cmpuint (shown (w), ==, 1);
  g_assert_cmpstr (shown_label (w, 0), ==, "10");
  hakem_round_window_set_filter (w, 0);
  /* Most moves first: 8 (board 1), 3 (board 10; its illegal move not counted), 1 (board 2). */
  hakem_round_window_set_sort (w, 2);
  g_assert_cmpstr (shown_label (w, 0), ==, "1");
  g_assert_cmpstr (shown_label (w, 1), ==, "10");
  g_assert_cmpstr (shown_label (w, 2), ==, "2");

  /* Board 2 falls into a threefold in the feed: with the filter on it, it comes into view. */
  hakem_round_window_set_sort (w, 0);
  hakem_round_window_set_filter (w, 2);
  g_autofree char *text = g_strdup (GAME ("2", "1. d4 d5 2. Nf3 Nf6 3. Ng1 Ng8 4. Nf3 Nf6 "
                                               "5. Ng1 Ng8"));
  g_assert_true (g_file_set_contents (p2, text, -1, NULL));
  g_assert_true (hakem_round_feed_scan (hakem_round_window_get_feed (w), NULL));
  while (shown (w) != 2)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpstr (shown_label (w, 1), ==, "2");

  /* The first cell is board 1's: its flag says on hover the ply it arose at (8, 9.2). */
  GtkWidget *grid = ui_test_find_widget (GTK_WIDGET (w), GTK_TYPE_GRID_VIEW);
  g_assert_nonnull (grid);
  GtkWidget *cell = ui_test_find_widget (grid, HAKEM_TYPE_ROUND_CELL);
  g_assert_nonnull (cell);
  GtkWidget *flags = ui_test_child (cell, HAKEM_TYPE_ROUND_CELL, "flags");
  g_autofree char *tip = g_strdup_printf (_("%s, after half-move %d"),
                                             hakem_round_kind_label (HAKEM_ROUND_THREEFOLD), 8);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (flags), ==, tip);
  /* Another desk's incident on hovering: the desk's name and the incident's kind, translated. */
  g_autofree char *incident
      = hakem_round_incident_text ("desk=round-2-board-1.deputy.hakem incident=claim "
                                   "articles=9.2");
  g_autofree char *expected_incident
      = g_strdup_printf (_("%s: %s"), "deputy", hakem_incident_kind_text (HAKEM_INCIDENT_CLAIM));
  g_assert_cmpstr (incident, ==, expected_incident);
  g_assert_true (gtk_widget_get_visible (flags));
  /* The last move in the letters the main window would show, with none open yet: those of the
   * interface's language (no setting in the tests), Turkish under LANGUAGE=tr: 4... Ag8, the
   * knight (at) an A. */
  gboolean turkish = g_strcmp0 (g_getenv ("LANGUAGE"), "tr") == 0;
  g_assert_cmpstr (move_text (cell), ==, turkish ? turkish_knights : english_knights);
  ui_test_render_png (GTK_WINDOW (w), "round-view");

  /* Board 1 opened from the keyboard: Enter on its cell activates it (the list item's activate
   * signal, which GTK binds to Return and Enter). */
  gtk_widget_activate (gtk_widget_get_parent (cell));
  ui_test_spin ();
  GtkWindow *main_window = ui_test_find_toplevel (HAKEM_TYPE_WINDOW);
  g_assert_nonnull (main_window);
  HakemSession *session = hakem_window_get_session (HAKEM_WINDOW (main_window));
  g_assert_cmpint (hakem_session_get_game (session)->count, ==, 8);
  /* The letters chosen in the main window's menu (win.notation) are the round view's at once,
   * both ways. */
  gtk_widget_activate_action (GTK_WIDGET (main_window), "win.notation", "s", turkish ? "en" : "tr");
  ui_test_spin ();
  cell = ui_test_find_widget (grid, HAKEM_TYPE_ROUND_CELL);
  g_assert_cmpstr (move_text (cell), ==, turkish ? english_knights : turkish_knights);
  gtk_widget_activate_action (GTK_WIDGET (main_window), "win.notation", "s", turkish ? "tr" : "en");
  ui_test_spin ();
  g_assert_cmpstr (move_text (cell), ==, turkish ? turkish_knights : english_knights);
  g_autofree char *name1 = hakem_round_casefile_name ("desk-a", "2", "1");
  g_autofree char *case1 = g_build_filename (dir, name1, NULL);
  g_assert_true (g_file_test (case1, G_FILE_TEST_EXISTS));

  /* Board 2 opened as a full game in one click: a click on a cell activates it (the grid's
   * list.activate-item, what a click runs when single-click-activate is on). */
  g_assert_true (gtk_grid_view_get_single_click_activate (GTK_GRID_VIEW (grid)));
  g_autoptr (HakemRoundBoard) opened = g_list_model_get_item (hakem_round_window_get_shown (w), 1);
  /* Board 1's game is in progress in the main window: it is not replaced without the arbiter's
   * word, as New Game (Ctrl+N) asks; kept (Escape), it stays. */
  gtk_widget_activate_action (grid, "list.activate-item", "u", 1);
  ui_test_spin ();
  GtkWindow *question = ui_test_find_transient (main_window);
  g_assert_nonnull (question);
  g_assert_true (gtk_window_get_modal (question));
  g_assert_nonnull (ui_test_find_button (GTK_WIDGET (question), _("_Leave It")));
  g_assert_cmpint (hakem_session_get_game (session)->count, ==, 8);
  gtk_widget_activate_action (GTK_WIDGET (question), "window.close", NULL);
  ui_test_spin ();
  g_assert_null (ui_test_find_transient (main_window));
  g_assert_cmpint (hakem_session_get_game (session)->count, ==, 8);
  /* Asked again and left, board 2 comes in. */
  gtk_widget_activate_action (grid, "list.activate-item", "u", 1);
  ui_test_spin ();
  ui_test_click_button (GTK_WIDGET (ui_test_find_transient (main_window)), _("_Leave It"));
  session = hakem_window_get_session (HAKEM_WINDOW (main_window));
  g_assert_cmpint (hakem_session_get_game (session)->count, ==, 10);
  /* Its case is this desk's file in the round folder, written as the game came in. */
  g_autofree char *name = hakem_round_casefile_name ("desk-a", hakem_round_board_get_round (opened),
                                                     hakem_round_board_get_label (opened));
  g_autofree char *case_path = g_build_filename (dir, name, NULL);
  g_autoptr (HakemSession) on_disk = hakem_session_new ();
  g_autoptr (GError) error = NULL;
  g_assert_true (hakem_casefile_load (on_disk, case_path, &error));
  g_assert_no_error (error);
  g_assert_cmpint (hakem_session_get_game (on_disk)->count, ==, 10);

  /* Board 10's feed holds an illegal move (2. Ke3, half-move 3), which the window's reader
   * refuses: the board opens with the moves before it, and its case file is written. */
  hakem_round_window_set_filter (w, 0);
  g_assert_cmpstr (shown_label (w, 2), ==, "10");
  gtk_widget_activate_action (grid, "list.activate-item", "u", 2);
  ui_test_spin ();
  ui_test_click_button (GTK_WIDGET (ui_test_find_transient (main_window)), _("_Leave It"));
  session = hakem_window_get_session (HAKEM_WINDOW (main_window));
  g_assert_cmpint (hakem_session_get_game (session)->count, ==, 2);
  g_assert_cmpstr (chess_game_get_tag (hakem_session_get_game (session), "White"), ==, "White 10");
  g_autofree char *name10 = hakem_round_casefile_name ("desk-a", "2", "10");
  g_autofree char *case10 = g_build_filename (dir, name10, NULL);
  g_assert_true (g_file_test (case10, G_FILE_TEST_EXISTS));
  g_remove (case10);
  gtk_window_destroy (GTK_WINDOW (w));
  gtk_window_destroy (main_window);
  ui_test_spin ();
  g_remove (case_path);
  g_remove (case1);
  g_remove (p1);
  g_remove (p2);
  g_remove (p10);
}

/* A round longer than the window (150 boards): scrolled down, then sorted flagged boards
 * first, the grid shows its top (the flagged board), not the board it showed before. */
static void
test_sort_shows_top (void)
{
  g_autoptr (GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  for (int i = 1; i <= 150; i++)
    {
      g_autofree char *name = g_strdup_printf ("s%03d.pgn", i);
      g_autofree char *number = g_strdup_printf ("%d", i);
      g_autofree char *text = g_strdup_printf (
          "[Round \"3\"]\n[Board \"%s\"]\n[White \"W\"]\n[Black \"B\"]\n[Result \"*\"]\n\n%s *\n",
          number, i == 150 ? KNIGHTS : "1. e4");
      g_ptr_array_add (paths, write_board (name, text));
    }
  g_action_group_activate_action (G_ACTION_GROUP (app), "watch-round", g_variant_new_string (dir));
  ui_test_spin ();
  HakemRoundWindow *w = HAKEM_ROUND_WINDOW (ui_test_find_toplevel (HAKEM_TYPE_ROUND_WINDOW));
  g_assert_nonnull (w);
  ui_test_spin ();
  /* The grid's own scroller (the menus' popovers hold scrolled windows too). */
  GtkWidget *grid = ui_test_find_widget (GTK_WIDGET (w), GTK_TYPE_GRID_VIEW);
  GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (gtk_widget_get_parent (grid));
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (scroller);
  UI_TEST_WAIT_UNTIL (gtk_adjustment_get_page_size (adj) > 0
                      && gtk_adjustment_get_upper (adj) > gtk_adjustment_get_page_size (adj));
  gtk_adjustment_set_value (adj, gtk_adjustment_get_page_size (adj));
  UI_TEST_WAIT_UNTIL (gtk_adjustment_get_value (adj) > 0);
  hakem_round_window_set_sort (w, 1);
  ui_test_spin ();
  g_assert_cmpstr (shown_label (w, 0), ==, "150");
  /* At the next layout (a grid that stays where it was is meson's timeout to catch). */
  UI_TEST_WAIT_UNTIL (gtk_adjustment_get_value (adj) == 0);
  gtk_window_destroy (GTK_WINDOW (w));
  ui_test_spin ();
  for (guint i = 0; i < paths->len; i++)
    g_remove (paths->pdata[i]);
}

int
main (int argc, char **argv)
{
  if (!ui_test_init (&argc, &argv, "round-view"))
    return g_test_run ();
  dir = ui_test_private_dir ("round-view");
  g_setenv ("HAKEM_DESK_ID", "desk-a", TRUE);
  app = hakem_application_new ();
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_NON_UNIQUE | G_APPLICATION_HANDLES_OPEN);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  g_test_add_func ("/round-view/grid-filter-sort-open", test_round_view);
  g_test_add_func ("/round-view/sort-shows-top", test_sort_shows_top);
  int status = g_test_run ();
  g_clear_object (&app);
  ui_test_remove_private_dir (dir);
  g_free (dir);
  return status;
}
