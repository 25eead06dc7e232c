/* test-sheets-dialog.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The scoresheets dialog under Xvfb (8.5.3): both sheets loaded from text files, the game that
 * explains both shown beside them with each discrepancy marked on the sheet that has it, a move
 * corrected by the arbiter and the rest found again, the game adopted with its incident.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <stdarg.h>
#include <string.h>

#include "chess-san.h"
#include "hakem-board-view.h"
#include "hakem-flag-dialog.h"
#include "hakem-reconstruction-view.h"
#include "hakem-session.h"
#include "hakem-sheets-dialog.h"
#include "ui-test-util.h"

#define OPERA_DIR TEST_DATA_DIR "/reconcile"

/* The texts are compared in English; the Turkish run checks that they name the same moves. */
static gboolean
english (void)
{
  return g_strcmp0 (g_getenv ("LANGUAGE"), "tr") != 0;
}

/* haystack has every one of the NULL-terminated needles. */
static gboolean
has_all (const char *haystack, ...)
{
  va_list ap;
  va_start (ap, haystack);
  gboolean all = TRUE;
  for (const char *n = va_arg (ap, const char *); n; n = va_arg (ap, const char *))
    all = all && haystack && strstr (haystack, n);
  va_end (ap);
  return all;
}

static HakemSheetsDialog *
opera_dialog (GtkWindow *parent, ChessPosition *start)
{
  chess_position_init_start (start);
  HakemSheetsDialog *d = hakem_sheets_dialog_new (parent, start, NULL, CHESS_SAN_ENGLISH);
  gtk_window_present (GTK_WINDOW (d));
  ui_test_spin ();
  return d;
}

/* Each sheet read from its file, as the "Load…" buttons do; a file that is no text is refused
 * with its name, and the sheet typed before stays. */
static void
test_load (void)
{
  GtkWindow *parent = GTK_WINDOW (gtk_window_new ());
  ChessPosition start;
  HakemSheetsDialog *d = opera_dialog (parent, &start);
  g_autoptr (GFile) white = g_file_new_for_path (OPERA_DIR "/opera-white.txt");
  g_autoptr (GFile) black = g_file_new_for_path (OPERA_DIR "/opera-black-tr.txt");
  g_autoptr (GError) error = NULL;
  g_assert_true (hakem_sheets_dialog_load (d, CHESS_WHITE, white, &error));
  g_assert_no_error (error);
  g_assert_true (hakem_sheets_dialog_load (d, CHESS_BLACK, black, &error));
  g_assert_no_error (error);
  g_assert_true (hakem_sheets_dialog_reconcile (d));
  int count = 0;
  g_assert_nonnull (hakem_sheets_dialog_get_moves (d, &count));
  /* The Opera game: 17.Rd8# is the 33rd half-move. */
  g_assert_cmpint (count, ==, 33);

  g_autofree char *dir = g_dir_make_tmp ("hakem-sheets-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "nul.txt", NULL);
  g_assert_true (g_file_set_contents (path, "1. e4\0 e5\n", 10, NULL));
  g_autoptr (GFile) bad = g_file_new_for_path (path);
  g_assert_false (hakem_sheets_dialog_load (d, CHESS_WHITE, bad, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "nul.txt"));
  g_clear_error (&error);
  g_autoptr (GFile) folder = g_file_new_for_path (dir);
  g_assert_false (hakem_sheets_dialog_load (d, CHESS_WHITE, folder, &error));
  g_clear_error (&error);
  /* White's sheet is still the Opera's. */
  g_assert_true (hakem_sheets_dialog_reconcile (d));
  hakem_sheets_dialog_get_moves (d, &count);
  g_assert_cmpint (count, ==, 33);
  g_unlink (path);
  g_rmdir (dir);
  gtk_window_destroy (GTK_WINDOW (d));
  gtk_window_destroy (parent);
  ui_test_spin ();
}

static gboolean
has_name (GtkWidget *w, gconstpointer name)
{
  return g_strcmp0 (gtk_widget_get_name (w), name) == 0;
}

static GtkWidget *
named (GtkWidget *root, const char *name)
{
  GtkWidget *w = ui_test_find (root, has_name, name);
  if (!w)
    g_error ("no widget named %s", name);
  return w;
}

/* The tooltips of the marked cells of a grid, one a line, in the grid's order. */
static char *
marked_tooltips (GtkWidget *grid)
{
  GString *out = g_string_new (NULL);
  for (GtkWidget *c = gtk_widget_get_first_child (grid); c; c = gtk_widget_get_next_sibling (c))
    if (gtk_widget_has_css_class (c, "sheet-mistake"))
      g_string_append_printf (out, "%s\n", gtk_widget_get_tooltip_text (c));
  return g_string_free (out, FALSE);
}

/* The game's move at ply as a button of the game's list. */
static GtkWidget *
ply_button (HakemSheetsDialog *d, int ply)
{
  GtkWidget *grid = named (GTK_WIDGET (d), "game-grid");
  for (GtkWidget *c = gtk_widget_get_first_child (grid); c; c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_TOGGLE_BUTTON (c)
        && GPOINTER_TO_INT (g_object_get_data (G_OBJECT (c), "ply")) == ply)
      return c;
  g_error ("no button for ply %d", ply);
  return NULL;
}

/* The Opera sheets' mistakes (tests/data/reconcile/README.md) marked on the sheet that has them,
 * in words; a move a sheet has no cell for said on the game's move; the board follows the move
 * chosen. */
static void
test_marks (void)
{
  GtkWindow *parent = GTK_WINDOW (gtk_window_new ());
  ChessPosition start;
  HakemSheetsDialog *d = opera_dialog (parent, &start);
  g_autoptr (GFile) white = g_file_new_for_path (OPERA_DIR "/opera-white.txt");
  g_autoptr (GFile) black = g_file_new_for_path (OPERA_DIR "/opera-black-tr.txt");
  g_assert_true (hakem_sheets_dialog_load (d, CHESS_WHITE, white, NULL));
  g_assert_true (hakem_sheets_dialog_load (d, CHESS_BLACK, black, NULL));
  g_assert_true (hakem_sheets_dialog_reconcile (d));
  ui_test_spin ();
  /* White's sheet: 11...Nbd7 written Nd7, the origin a second knight needs left out. */
  g_autofree char *w = marked_tooltips (named (GTK_WIDGET (d), "white-sheet-grid"));
  if (english ())
    g_assert_cmpstr (w, ==,
                     "written “Nd7”, played 11... Nbd7: a capture, check or promotion sign "
                     "wrong\n");
  else
    g_assert_true (has_all (w, "“Nd7”", "11... Nbd7", NULL));
  /* Black's sheet: 15.Bxd7+ unreadable. Its 8.Nc3 left out and the moves after it stops have no
   * cell to mark. */
  g_autofree char *b = marked_tooltips (named (GTK_WIDGET (d), "black-sheet-grid"));
  if (english ())
    g_assert_cmpstr (b, ==, "written “?”, played 15. Bxd7+: cannot be read\n");
  else
    g_assert_true (has_all (b, "“?”", "15. Bxd7+", NULL));
  GtkWidget *nc3 = ply_button (d, 15);
  g_assert_true (gtk_widget_has_css_class (nc3, "sheet-mistake"));
  g_assert_true (has_all (gtk_widget_get_tooltip_text (nc3),
                          english () ? "Black's sheet has nothing for 8. Nc3" : "8. Nc3", NULL));
  g_assert_false (gtk_widget_has_css_class (ply_button (d, 14), "sheet-mistake"));

  /* The board shows the position after the move chosen: 11...Nbd7 put the knight on d7. */
  HakemBoardView *board = HAKEM_BOARD_VIEW (named (GTK_WIDGET (d), "sheets-board"));
  g_assert_cmpint (hakem_board_view_get_position (board)->board[CHESS_SQUARE (3, 6)], ==,
                   CHESS_PIECE (CHESS_BLACK, CHESS_PAWN));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (ply_button (d, 22)), TRUE);
  ui_test_spin ();
  g_assert_cmpint (hakem_board_view_get_position (board)->board[CHESS_SQUARE (3, 6)], ==,
                   CHESS_PIECE (CHESS_BLACK, CHESS_KNIGHT));
  g_assert_cmpint (hakem_board_view_get_position (board)->board[CHESS_SQUARE (1, 7)], ==,
                   CHESS_NO_PIECE);
  ui_test_render_png (GTK_WINDOW (d), "sheets-dialog");
  gtk_window_destroy (GTK_WINDOW (d));
  gtk_window_destroy (parent);
  ui_test_spin ();
}

static void
play (HakemSession *s, const char *moves)
{
  g_auto (GStrv) list = g_strsplit (moves, " ", -1);
  for (int i = 0; list[i]; i++)
    {
      ChessSanReading r;
      g_assert_cmpint (
          chess_san_read (&hakem_session_get_game (s)->current, list[i], CHESS_SAN_ENGLISH, 0, &r),
          ==, CHESS_SAN_OK);
      g_assert_true (hakem_session_play (s, r.move));
    }
}

static ChessMove
san_move (const ChessGame *g, int ply, const char *san)
{
  ChessPosition pos;
  chess_game_position_at (g, ply - 1, &pos);
  ChessSanReading r;
  g_assert_cmpint (chess_san_read (&pos, san, CHESS_SAN_ENGLISH, 0, &r), ==, CHESS_SAN_OK);
  return r.move;
}

/* The Bishop's Opening on the board (1.e4 e5 2.Bc4 Nc6 3.Nf3 Nf6), both sheets with 2.? and 3.?:
 * 2.Bc4 3.Nf3 and 2.Nf3 3.Bc4 both reach the board, and only the players can say which was
 * played. The arbiter corrects White's second move to 2.Bc4 whatever the reconciler had; the
 * rest is found again (3.Nf3, the one way to the board); adopted, the record is the game played
 * and the incident says what the arbiter corrected and what the sheets had wrong. */
static void
test_correct_and_adopt (void)
{
  GtkWindow *parent = GTK_WINDOW (gtk_window_new ());
  HakemSession *s = hakem_session_new ();
  hakem_session_new_game (s, NULL, NULL);
  play (s, "e4 e5 Bc4 Nc6 Nf3 Nf6");
  HakemReconstructionView *v
      = HAKEM_RECONSTRUCTION_VIEW (hakem_reconstruction_view_new (parent, s));
  gtk_window_present (GTK_WINDOW (v));
  ui_test_spin ();
  g_assert_true (hakem_reconstruction_view_start (v));
  g_signal_emit_by_name (named (GTK_WIDGET (v), "sheets"), "clicked");
  ui_test_spin ();
  HakemSheetsDialog *d = HAKEM_SHEETS_DIALOG (ui_test_find_toplevel (HAKEM_TYPE_SHEETS_DIALOG));
  g_assert_nonnull (d);
  hakem_sheets_dialog_set_text (d, CHESS_WHITE, "1. e4 e5\n2. ? Nc6\n3. ? Nf6\n");
  hakem_sheets_dialog_set_text (d, CHESS_BLACK, "1. e4 e5\n2. ? Nc6\n3. ? Nf6\n");
  g_assert_true (hakem_sheets_dialog_reconcile (d));
  const ChessGame *live = hakem_session_get_game (s);
  ChessMove bc4 = san_move (live, 3, "Bc4"), nf3 = san_move (live, 5, "Nf3");
  int count = 0;
  const ChessMove *moves = hakem_sheets_dialog_get_moves (d, &count);
  g_assert_cmpint (count, ==, 6);
  ChessMove proposed = moves[2];
  g_assert_true (proposed == bc4 || proposed == san_move (live, 3, "Nf3"));

  /* Black cannot play at White's ply, and the game stays. */
  g_assert_false (hakem_sheets_dialog_correct (d, 3, "Nf6"));
  moves = hakem_sheets_dialog_get_moves (d, &count);
  g_assert_true (moves[2] == proposed);

  /* 1.e4 e5 accepted as they are, then 2.Bc4 decided (typed with the Turkish letter). */
  g_assert_true (hakem_sheets_dialog_accept (d, 2));
  g_assert_cmpint (hakem_sheets_dialog_get_decided (d), ==, 2);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (ply_button (d, 3)), TRUE);
  ui_test_spin ();
  gtk_editable_set_text (GTK_EDITABLE (named (GTK_WIDGET (d), "correct-entry")), "Fc4");
  g_signal_emit_by_name (named (GTK_WIDGET (d), "correct-entry"), "activate");
  ui_test_spin ();
  g_assert_cmpint (hakem_sheets_dialog_get_decided (d), ==, 3);
  moves = hakem_sheets_dialog_get_moves (d, &count);
  g_assert_cmpint (count, ==, 6);
  g_assert_true (moves[2] == bc4);
  g_assert_true (moves[4] == nf3);
  g_assert_true (hakem_sheets_dialog_get_result (d)->final_reached);
  g_assert_true (gtk_widget_has_css_class (ply_button (d, 3), "sheet-decided"));
  g_assert_false (gtk_widget_has_css_class (ply_button (d, 5), "sheet-decided"));
  g_autofree char *summary = hakem_sheets_dialog_dup_summary (d);
  g_auto (GStrv) lines = g_strsplit (summary, "\n", -1);
  /* A correction when the reconciler had 2.Nf3, what the arbiter decided, then each sheet's 2.?
   * and 3.? that cannot be read: four mistakes, each with its kind. */
  g_assert_cmpuint (g_strv_length (lines), ==, proposed != bc4 ? 6 : 5);
  if (english ())
    {
      if (proposed != bc4)
        g_assert_cmpstr (lines[0], ==,
                         "Corrected by the arbiter: 2. Bc4, where the reconciler "
                         "had Nf3.");
      g_assert_true (has_all (summary, "The arbiter decided the moves up to 2. Bc4",
                              "White's sheet: “?” where 2. Bc4 was played (cannot be read).",
                              "Black's sheet: “?” where 3. Nf3 was played (cannot be read).",
                              NULL));
    }
  else
    g_assert_true (has_all (summary, "2. Bc4", "3. Nf3", "“?”", NULL));

  hakem_sheets_dialog_choose (d);
  ui_test_spin ();
  g_assert_true (chess_reconstruction_matches (hakem_reconstruction_view_get_reconstruction (v)));
  g_assert_true (hakem_reconstruction_view_adopt (v, FALSE));
  ui_test_spin ();
  live = hakem_session_get_game (s);
  g_assert_cmpint (live->count, ==, 6);
  g_assert_true (live->moves[2].move == bc4);
  guint n = hakem_session_get_incident_count (s);
  g_assert_cmpuint (n, >, 0);
  const HakemIncident *incident = hakem_session_get_incident (s, n - 1);
  g_assert_cmpint (incident->kind, ==, HAKEM_INCIDENT_RECONSTRUCTION);
  g_assert_nonnull (incident->note);
  /* The note is the dialog's sentences, on one line. */
  g_assert_true (has_all (incident->note, lines[g_strv_length (lines) - 1], lines[0], NULL));
  if (english ())
    g_assert_true (has_all (incident->note, "The arbiter decided the moves up to 2. Bc4",
                            "(cannot be read)", NULL));
  g_object_unref (s);
  gtk_window_destroy (parent);
  ui_test_spin ();
}

/* The flag dialog after a game reconciled from both scoresheets was adopted (8.5.3): White's
 * flag falls after 3 of the 40 moves of the first period, counted from that game; the sheets are
 * up to date, so 8.6 is not offered, and Black, who can checkmate, wins (6.9). */
static void
test_flag_count (void)
{
  GtkWindow *parent = GTK_WINDOW (gtk_window_new ());
  HakemSession *s = hakem_session_new ();
  ChessTimeControl tc;
  g_assert_cmpint (chess_time_control_parse (&tc, "40/5400:1800", NULL), ==, CHESS_TIME_CONTROL_OK);
  hakem_session_new_game (s, NULL, &tc);
  play (s, "e4 e5 Nf3 Nc6 Bb5 a6");
  HakemReconstructionView *v
      = HAKEM_RECONSTRUCTION_VIEW (hakem_reconstruction_view_new (parent, s));
  gtk_window_present (GTK_WINDOW (v));
  ui_test_spin ();
  g_assert_true (hakem_reconstruction_view_start (v));
  g_signal_emit_by_name (named (GTK_WIDGET (v), "sheets"), "clicked");
  ui_test_spin ();
  HakemSheetsDialog *d = HAKEM_SHEETS_DIALOG (ui_test_find_toplevel (HAKEM_TYPE_SHEETS_DIALOG));
  hakem_sheets_dialog_set_text (d, CHESS_WHITE, "1. e4 e5\n2. Nf3 Nc6\n3. Bb5 a6\n");
  hakem_sheets_dialog_set_text (d, CHESS_BLACK, "1. e4 e5\n2. Nf3 Nc6\n3. Bb4 a6\n");
  g_assert_true (hakem_sheets_dialog_reconcile (d));
  hakem_sheets_dialog_choose (d);
  ui_test_spin ();
  g_assert_true (hakem_reconstruction_view_adopt (v, FALSE));
  ui_test_spin ();
  g_assert_nonnull (hakem_session_get_reconstruction (s, 0)->reconciliation);

  GtkWidget *f = GTK_WIDGET (hakem_flag_dialog_new (parent, s));
  gtk_window_present (GTK_WINDOW (f));
  ui_test_spin ();
  GtkWidget *unknown = ui_test_child (f, HAKEM_TYPE_FLAG_DIALOG, "unknown_moves_check");
  g_assert_false (gtk_widget_get_sensitive (unknown));
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (unknown)));
  GtkLabel *counted = ui_test_child (f, HAKEM_TYPE_FLAG_DIALOG, "counted_label");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (counted)));
  const char *text = gtk_label_get_text (counted);
  if (english ())
    g_assert_true (has_all (text, "White has completed 3 moves",
                            "3 of the 40 moves this period requires", "8.5.3",
                            "Article 8.6 does not apply", NULL));
  else
    g_assert_true (has_all (text, "3", "40", "8.5.3", "8.6", NULL));
  const ChessRuling *ruling = hakem_flag_dialog_get_ruling (HAKEM_FLAG_DIALOG (f));
  g_assert_nonnull (ruling);
  g_assert_cmpint (ruling->result, ==, CHESS_RESULT_BLACK_WINS);
  g_assert_false (ruling->next_period);
  ui_test_render_png (GTK_WINDOW (f), "flag-dialog-reconciled");
  gtk_window_destroy (GTK_WINDOW (f));
  g_object_unref (s);
  gtk_window_destroy (parent);
  ui_test_spin ();
}

int
main (int argc, char **argv)
{
  if (!ui_test_init (&argc, &argv, "sheets-dialog"))
    return g_test_run ();
  g_test_add_func ("/sheets-dialog/load", test_load);
  g_test_add_func ("/sheets-dialog/marks", test_marks);
  g_test_add_func ("/sheets-dialog/correct-and-adopt", test_correct_and_adopt);
  g_test_add_func ("/sheets-dialog/flag-count", test_flag_count);
  return g_test_run ();
}
