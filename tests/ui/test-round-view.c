/* test-round-view.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The round view opened by app.watch-round on a folder of boards: the grid's boards in order,
 * the flag filter and the sort, a flag arriving from the feed, a board opened as a full game;
 * and opened from a pairing file (a published TRF, its last round's results taken out here):
 * the pairings before any move, a board with the colours reversed flagged, results entered and
 * confirmed in the result dialog, the TRF written back as published, the CSV and PDF lists.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <glib/gi18n.h>
#include <gtk/gtk.h>
#include <stdlib.h>
#include <string.h>

#include "hakem-application.h"
#include "hakem-round-cell.h"
#include "hakem-casefile.h"
#include "hakem-round-desk.h"
#include "hakem-round-open.h"
#include "hakem-round-results.h"
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
  g_autofree char *english_knights = g_strdup_printf (_ ("%d%s %s"), 4, "...", "Ng8");
  g_autofree char *turkish_knights = g_strdup_printf (_ ("%d%s %s"), 4, "...", "Ag8");
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
  g_autofree char *tip = g_strdup_printf (_ ("%s, after half-move %d"),
                                          hakem_round_kind_label (HAKEM_ROUND_THREEFOLD), 8);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (flags), ==, tip);
  /* Another desk's incident on hovering: the desk's name and the incident's kind, translated. */
  g_autoptr (HakemRoundDetail) detail = hakem_round_detail_new ();
  hakem_round_detail_set_word (detail, HAKEM_ROUND_DETAIL_DESK, "round-2-board-1.deputy.hakem");
  hakem_round_detail_set_word (detail, HAKEM_ROUND_DETAIL_INCIDENT, "claim");
  const char *const articles[] = { "9.2", NULL };
  hakem_round_detail_set_list (detail, HAKEM_ROUND_DETAIL_ARTICLES, articles);
  g_autofree char *incident = hakem_round_incident_text (detail);
  g_autofree char *expected_incident
      = g_strdup_printf (_ ("%s: %s"), "deputy", hakem_incident_kind_text (HAKEM_INCIDENT_CLAIM));
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
  g_assert_nonnull (ui_test_find_button (GTK_WIDGET (question), _ ("_Leave It")));
  g_assert_cmpint (hakem_session_get_game (session)->count, ==, 8);
  gtk_widget_activate_action (GTK_WIDGET (question), "window.close", NULL);
  ui_test_spin ();
  g_assert_null (ui_test_find_transient (main_window));
  g_assert_cmpint (hakem_session_get_game (session)->count, ==, 8);
  /* Asked again and left, board 2 comes in. */
  gtk_widget_activate_action (grid, "list.activate-item", "u", 1);
  ui_test_spin ();
  ui_test_click_button (GTK_WIDGET (ui_test_find_transient (main_window)), _ ("_Leave It"));
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
  ui_test_click_button (GTK_WIDGET (ui_test_find_transient (main_window)), _ ("_Leave It"));
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

#define LICHESS TEST_DATA_DIR "/trf/lichess-swiss-2020-05-29.trf"
#define LAST_ROUND 10
#define AT_POINTS 80
#define AT_OPPONENT ((gsize) (91 + 10 * (LAST_ROUND - 1)))
#define AT_RESULT ((gsize) (98 + 10 * (LAST_ROUND - 1)))

/* The published file as the pairing program wrote it before its last round was played: the
 * round's results of the players paired in it blanked, their points less those results (1 for
 * a win, 0.5 for a draw: TRF16's defaults). */
static char *
without_last_round (const char *text)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  for (char **l = lines; *l; l++)
    {
      char *line = *l;
      if (!g_str_has_prefix (line, "001") || strlen (line) <= AT_RESULT)
        continue;
      g_autofree char *opponent = g_strndup (line + AT_OPPONENT, 4);
      if (atoi (opponent) == 0)
        continue;
      char r = line[AT_RESULT];
      g_autofree char *points = g_strndup (line + AT_POINTS, 4);
      char buf[8];
      g_snprintf (buf, sizeof buf, "%4.1f",
                  g_ascii_strtod (points, NULL)
                      - (r == '1'   ? 1.0
                         : r == '=' ? 0.5
                                    : 0.0));
      memcpy (line + AT_POINTS, buf, 4);
      line[AT_RESULT] = ' ';
    }
  return g_strjoinv ("\n", lines);
}

/* A line's result in the last round, read off its columns. */
static char
published_result (const char *text, int player)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  for (char **l = lines; *l; l++)
    if (g_str_has_prefix (*l, "001") && atoi (*l + 4) == player && strlen (*l) > AT_RESULT)
      return (*l)[AT_RESULT];
  return '?';
}

static GtkWidget *
cell_at (HakemRoundWindow *w, int board)
{
  GtkWidget *grid = ui_test_find_widget (GTK_WIDGET (w), GTK_TYPE_GRID_VIEW);
  for (GtkWidget *child = gtk_widget_get_first_child (grid); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *cell = ui_test_find_widget (child, HAKEM_TYPE_ROUND_CELL);
      if (!cell)
        continue;
      g_autofree char *title = g_strdup_printf (_ ("Board %s"), "");
      GtkLabel *label = ui_test_child (cell, HAKEM_TYPE_ROUND_CELL, "title");
      g_autofree char *want = g_strdup_printf ("%s%d", title, board);
      if (g_strcmp0 (gtk_label_get_text (label), want) == 0)
        return cell;
    }
  return NULL;
}

static const char *
cell_text (GtkWidget *cell, const char *name)
{
  return gtk_label_get_text (GTK_LABEL (ui_test_child (cell, HAKEM_TYPE_ROUND_CELL, name)));
}

/* Enters a result in the dialog of the board at position (the selected board, through
 * round.enter-result): choice is the drop-down's entry, confirm ticks the confirmation. */
static void
enter_in_dialog (HakemRoundWindow *w, guint position, guint choice, gboolean confirm)
{
  GtkSingleSelection *selection = GTK_SINGLE_SELECTION (gtk_grid_view_get_model (
      GTK_GRID_VIEW (ui_test_find_widget (GTK_WIDGET (w), GTK_TYPE_GRID_VIEW))));
  gtk_single_selection_set_selected (selection, position);
  gtk_widget_activate_action (GTK_WIDGET (w), "round.enter-result", NULL);
  ui_test_spin ();
  GtkWindow *dialog = ui_test_find_transient (GTK_WINDOW (w));
  g_assert_true (ADW_IS_MESSAGE_DIALOG (dialog));
  GtkWidget *dropdown = ui_test_find_widget (GTK_WIDGET (dialog), GTK_TYPE_DROP_DOWN);
  GtkWidget *check = ui_test_find_widget (GTK_WIDGET (dialog), GTK_TYPE_CHECK_BUTTON);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown), choice);
  if (confirm)
    {
      g_assert_true (gtk_widget_get_visible (check));
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check), TRUE);
    }
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "apply");
  gtk_window_destroy (dialog);
  ui_test_spin ();
}

static void
test_from_pairings (void)
{
  g_autofree char *published = NULL;
  gsize published_len = 0;
  g_assert_true (g_file_get_contents (LICHESS, &published, &published_len, NULL));
  g_autofree char *pairs_dir = g_build_filename (dir, "pairings", NULL);
  g_autofree char *feed_dir = g_build_filename (pairs_dir, "feed", NULL);
  g_assert_cmpint (g_mkdir_with_parents (feed_dir, 0700), ==, 0);
  g_autofree char *trf_path = g_build_filename (pairs_dir, "swiss.trf", NULL);
  g_autofree char *blank = without_last_round (published);
  g_assert_true (g_file_set_contents (trf_path, blank, -1, NULL));

  /* Through the dialog: the last round, unplayed, offered first. */
  g_action_group_activate_action (G_ACTION_GROUP (app), "watch-round-pairings", NULL);
  ui_test_spin ();
  HakemRoundOpen *open = HAKEM_ROUND_OPEN (ui_test_find_toplevel (HAKEM_TYPE_ROUND_OPEN));
  g_assert_nonnull (open);
  g_assert_true (hakem_round_open_set_pairings_file (open, trf_path, NULL));
  g_assert_cmpint (hakem_round_open_get_round (open), ==, LAST_ROUND);
  /* A file that is no TRF after it: refused, and the one before is not left on offer. */
  g_autofree char *not_trf = g_build_filename (pairs_dir, "notes.txt", NULL);
  g_assert_true (g_file_set_contents (not_trf, "not a tournament report\n", -1, NULL));
  g_autoptr (GError) refused = NULL;
  g_assert_false (hakem_round_open_set_pairings_file (open, not_trf, &refused));
  g_assert_nonnull (refused);
  g_assert_cmpint (hakem_round_open_get_round (open), ==, 0);
  g_assert_null (hakem_round_open_watch (open));
  g_assert_true (hakem_round_open_set_pairings_file (open, trf_path, NULL));
  g_assert_cmpint (hakem_round_open_get_round (open), ==, LAST_ROUND);
  hakem_round_open_set_folder (open, feed_dir);
  HakemRoundWindow *w = hakem_round_open_watch (open);
  g_assert_nonnull (w);
  ui_test_spin ();
  HakemRoundPairings *pairings = hakem_round_window_get_pairings (w);
  g_assert_nonnull (pairings);
  guint n = g_list_model_get_n_items (hakem_round_pairings_get_pairings (pairings));
  /* Round 10: 13 players, 5 without an opponent (mainspringer, feyre17 and johnnydiggson
   * absent, ...): counted off the columns. */
  guint paired = 0;
  g_auto (GStrv) lines = g_strsplit (published, "\n", -1);
  for (char **l = lines; *l; l++)
    if (g_str_has_prefix (*l, "001") && strlen (*l) > AT_OPPONENT)
      {
        g_autofree char *opponent = g_strndup (*l + AT_OPPONENT, 4);
        paired += atoi (opponent) != 0;
      }
  g_assert_cmpuint (n * 2, ==, paired);

  /* Before any move: a board per pairing, its players' names shown. */
  g_assert_cmpuint (shown (w), ==, n);
  HakemRoundPairing *one = hakem_round_pairings_get_pairing (pairings, 1);
  const HakemRoundPlayer *white = hakem_round_pairing_get_player (one, CHESS_WHITE);
  const HakemRoundPlayer *black = hakem_round_pairing_get_player (one, CHESS_BLACK);
  GtkWidget *cell = cell_at (w, 1);
  g_assert_nonnull (cell);
  g_assert_nonnull (strstr (cell_text (cell, "players"), white->name));
  g_assert_nonnull (strstr (cell_text (cell, "players"), black->name));
  g_assert_cmpstr (cell_text (cell, "result"), ==, _ ("No result yet"));

  /* Board 1's feed comes with the colours reversed: flagged, its result to confirm. */
  char wr = published_result (published, white->number);
  char br = published_result (published, black->number);
  g_autofree char *game = g_strdup_printf (
      "[Event \"Swiss\"]\n[Round \"%d\"]\n[Board \"1\"]\n[White \"%s\"]\n[Black \"%s\"]\n"
      "[Result \"%s\"]\n\n1. e4 e5 %s\n",
      LAST_ROUND, black->name, white->name,
      br == '1'   ? "1-0"
      : br == '0' ? "0-1"
                  : "1/2-1/2",
      br == '1'   ? "1-0"
      : br == '0' ? "0-1"
                  : "1/2-1/2");
  g_autofree char *game_path = g_build_filename (feed_dir, "board1.pgn", NULL);
  g_assert_true (g_file_set_contents (game_path, game, -1, NULL));
  hakem_round_feed_scan (hakem_round_window_get_feed (w), NULL);
  ui_test_spin ();
  cell = cell_at (w, 1);
  g_assert_nonnull (
      strstr (cell_text (cell, "flags"), hakem_round_kind_label (HAKEM_ROUND_PAIRING_MISMATCH)));
  g_assert_true (gtk_widget_get_visible (ui_test_child (cell, HAKEM_TYPE_ROUND_CELL, "doubt")));
  g_assert_false (hakem_round_pairing_is_accepted (one));
  g_autofree char *to_confirm = hakem_round_result_line (one);
  g_assert_cmpstr (cell_text (cell, "result"), ==, to_confirm);
  /* The arbiter confirms it in the dialog (the entry left empty: the feed's result stands). */
  enter_in_dialog (w, 0, 0, TRUE);
  g_assert_true (hakem_round_pairing_is_accepted (one));
  char got_w, got_b;
  g_assert_true (hakem_round_pairing_get_result (one, &got_w, &got_b, NULL));
  g_assert_cmpint (got_w, ==, wr);
  g_assert_cmpint (got_b, ==, br);

  /* The other boards' results entered in the dialog: 1-0 is its first entry, 0-1 the second,
   * a draw the third. */
  for (guint k = 2; k <= n; k++)
    {
      HakemRoundPairing *p = hakem_round_pairings_get_pairing (pairings, (int) k);
      char r
          = published_result (published, hakem_round_pairing_get_player (p, CHESS_WHITE)->number);
      enter_in_dialog (w, k - 1, r == '1' ? 1 : r == '0' ? 2 : 3, FALSE);
      g_assert_true (hakem_round_pairing_is_accepted (p));
    }
  g_autofree char *entered
      = hakem_round_result_line (hakem_round_pairings_get_pairing (pairings, 2));
  g_assert_cmpstr (cell_text (cell_at (w, 2), "result"), ==, entered);

  /* Written back: the file the pairing program published. */
  g_autofree char *out_trf = g_build_filename (pairs_dir, "out.trf", NULL);
  g_autoptr (GError) error = NULL;
  g_assert_true (hakem_round_window_save_trf (w, out_trf, &error));
  g_assert_no_error (error);
  g_autofree char *written = NULL;
  gsize written_len = 0;
  g_assert_true (g_file_get_contents (out_trf, &written, &written_len, NULL));
  g_assert_cmpmem (written, written_len, published, published_len);
  /* The lists: the CSV's lines, the PDF's signature. */
  g_autofree char *out_csv = g_build_filename (pairs_dir, "out.csv", NULL);
  g_assert_true (hakem_round_window_export_csv (w, out_csv, &error));
  g_autofree char *csv = NULL;
  g_assert_true (g_file_get_contents (out_csv, &csv, NULL, NULL));
  g_auto (GStrv) rows = g_strsplit (csv, "\r\n", -1);
  guint byes = hakem_round_pairings_get_byes (pairings)->len;
  g_assert_cmpuint (g_strv_length (rows), ==, 1 + n + byes + 1);
  g_autofree char *out_pdf = g_build_filename (pairs_dir, "out.pdf", NULL);
  g_assert_true (hakem_round_window_export_pdf (w, out_pdf, &error));
  g_autofree char *pdf = NULL;
  gsize pdf_len = 0;
  g_assert_true (g_file_get_contents (out_pdf, &pdf, &pdf_len, NULL));
  g_assert_true (pdf_len > 5 && memcmp (pdf, "%PDF-", 5) == 0);
  ui_test_render_png (GTK_WINDOW (w), "round-from-pairings");

  gtk_window_destroy (GTK_WINDOW (w));
  ui_test_spin ();

  /* The same round watched again (after a crash, say): every entry and confirmation the arbiter
   * gave comes back from the disk, and the file written back is the published one again. */
  g_action_group_activate_action (G_ACTION_GROUP (app), "watch-round-pairings", NULL);
  ui_test_spin ();
  open = HAKEM_ROUND_OPEN (ui_test_find_toplevel (HAKEM_TYPE_ROUND_OPEN));
  g_assert_nonnull (open);
  g_assert_true (hakem_round_open_set_pairings_file (open, trf_path, NULL));
  hakem_round_open_set_folder (open, feed_dir);
  HakemRoundWindow *again = hakem_round_open_watch (open);
  g_assert_nonnull (again);
  ui_test_spin ();
  HakemRoundPairings *back = hakem_round_window_get_pairings (again);
  g_assert_cmpuint (hakem_round_pairings_count_results (back, NULL), ==, n);
  for (guint k = 2; k <= n; k++)
    {
      HakemResultSource source;
      g_assert_true (hakem_round_pairing_get_result (
          hakem_round_pairings_get_pairing (back, (int) k), &got_w, &got_b, &source));
      g_assert_cmpint (source, ==, HAKEM_RESULT_FROM_ARBITER);
    }
  g_assert_true (hakem_round_window_save_trf (again, out_trf, &error));
  g_clear_pointer (&written, g_free);
  g_assert_true (g_file_get_contents (out_trf, &written, &written_len, NULL));
  g_assert_cmpmem (written, written_len, published, published_len);
  gtk_window_destroy (GTK_WINDOW (again));
  ui_test_spin ();
  const char *names[] = { "board1.pgn" };
  for (gsize i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *p = g_build_filename (feed_dir, names[i], NULL);
      g_remove (p);
    }
  g_remove (out_trf);
  g_remove (out_csv);
  g_remove (out_pdf);
  g_remove (trf_path);
  g_rmdir (feed_dir);
  g_rmdir (pairs_dir);
}

int
main (int argc, char **argv)
{
  /* The arbiter's entries of a round are kept in the user's state directory: a private one,
   * set before GLib first reads it. */
  g_autofree char *state = g_dir_make_tmp ("hakem-round-view-state-XXXXXX", NULL);
  g_setenv ("XDG_STATE_HOME", state, TRUE);
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
  g_test_add_func ("/round-view/from-pairings", test_from_pairings);
  int status = g_test_run ();
  g_clear_object (&app);
  ui_test_remove_private_dir (dir);
  g_free (dir);
  /* The entries' files, their folders, the state directory. */
  g_autofree char *rounds = g_build_filename (state, "hakem", "rounds", NULL);
  g_autoptr (GDir) entries = g_dir_open (rounds, 0, NULL);
  for (const char *name; entries && (name = g_dir_read_name (entries));)
    {
      g_autofree char *file = g_build_filename (rounds, name, NULL);
      g_remove (file);
    }
  g_rmdir (rounds);
  g_autofree char *hakem_state = g_path_get_dirname (rounds);
  g_rmdir (hakem_state);
  g_rmdir (state);
  return status;
}
