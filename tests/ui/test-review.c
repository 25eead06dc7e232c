/* test-review.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The appeals committee's review window on a case made by the session: stepping through the
 * plies, an incident shown on the record as it stood when the arbiter ruled (moves a later
 * correction made void included) with its clocks and today's ruling beside it, a log altered to
 * say what the Laws do not flagged, the clocks of a PGN game read from its [%clk] stamps, the
 * committee's decision kept beside the case, and the case file's bytes the same after the review
 * (its SHA-256 before and after); and in a case whose record a reconstruction replaced, each
 * incident on the scoresheet, board and ply of the record it was logged on.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "hakem-board-view.h"
#include "hakem-casefile.h"
#include "hakem-committee.h"
#include "hakem-review-window.h"
#include "hakem-move-row.h"
#include "hakem-scoresheet.h"
#include "reconstructed-case.h"
#include "session-test-util.h"
#include "ui-test-util.h"

/* 1.e4 e5 2.Nf3 Nc6: White's illegal move after two half-moves is found two half-moves later
 * (7.5.1: 2.Nf3 Nc6 are void), then 2.d4 d5. The note holds a right-to-left override (U+202E)
 * before its last words. */
static char *
write_case (const char *dir)
{
  g_autoptr (HakemSession) s = hakem_session_new ();
  ChessTimeControl tc;
  g_assert_cmpint (chess_time_control_parse (&tc, "40/5400+30:1800+30", NULL), ==,
                   CHESS_TIME_CONTROL_OK);
  hakem_session_new_game (s, NULL, &tc);
  hakem_session_set_tag (s, "White", "Yılmaz");
  hakem_session_set_tag (s, "Black", "Smith");
  play (s, "e2e4 e7e5 g1f3 b8c6");
  rule_illegal_move (s, 2, "found two half-moves late \u202Eby the deputy");
  play (s, "d2d4 d7d5");
  char *path = g_build_filename (dir, "appeal.hakem", NULL);
  g_autoptr (GError) error = NULL;
  g_assert_true (hakem_casefile_save (s, path, &error));
  return path;
}

static char *
checksum (const char *path)
{
  g_autofree char *data = NULL;
  gsize length = 0;
  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  return g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) data, length);
}

static void
assert_board (GtkWindow *w, const char *fen_prefix)
{
  HakemBoardView *board = ui_test_child (w, HAKEM_TYPE_REVIEW_WINDOW, "board");
  char fen[CHESS_FEN_MAX];
  chess_position_to_fen (hakem_board_view_get_position (board), CHESS_FEN_STYLE_XFEN, fen,
                         sizeof fen);
  if (!g_str_has_prefix (fen, fen_prefix))
    g_error ("board shows %s, expected %s", fen, fen_prefix);
}

static const char *
label_text (GtkWindow *w, const char *name)
{
  return gtk_label_get_text (ui_test_child (w, HAKEM_TYPE_REVIEW_WINDOW, name));
}

/* A clock label ends with the reading, whatever the language of the player's name before it. */
static void
assert_clocks (GtkWindow *w, const char *white, const char *black)
{
  const char *have[2] = { label_text (w, "white_clock"), label_text (w, "black_clock") };
  const char *want[2] = { white, black };
  for (int i = 0; i < 2; i++)
    if (!g_str_has_suffix (have[i], want[i]))
      g_error ("the %s clock shows \"%s\", expected %s", i ? "black" : "white", have[i], want[i]);
}

static gboolean
visible (GtkWindow *w, const char *name)
{
  return gtk_widget_get_visible (ui_test_child (w, HAKEM_TYPE_REVIEW_WINDOW, name));
}

static void
activate (GtkWindow *w, const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), action, NULL));
  ui_test_spin ();
}

/* The review window of the file at path, shown. */
static GtkWindow *
open_review (const char *path)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  GtkWindow *w = hakem_review_window_new (NULL, file, &error);
  g_assert_no_error (error);
  gtk_window_present (w);
  ui_test_spin ();
  return w;
}

static void
test_review (void)
{
  g_autofree char *dir = ui_test_private_dir ("review");
  g_autofree char *path = write_case (dir);
  g_autofree char *before = checksum (path);
  GtkWindow *w = open_review (path);

  /* The end of the record as it is now: 1.e4 e5 2.d4 d5. */
  assert_board (w, "rnbqkbnr/ppp2ppp/8/3pp3/3PP3/8/PPP2PPP/RNBQKBNR w");
  activate (w, "review.first");
  assert_board (w, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w");
  activate (w, "review.forward");
  assert_board (w, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b");
  activate (w, "review.last");
  assert_board (w, "rnbqkbnr/ppp2ppp/8/3pp3/3PP3/8/PPP2PPP/RNBQKBNR w");

  /* The incident: the position after 1.e4 e5 as the arbiter ruled, the ruling, and today's. */
  GtkListBox *incidents = ui_test_child (w, HAKEM_TYPE_REVIEW_WINDOW, "incidents");
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (incidents, 0);
  g_assert_nonnull (row);
  g_assert_null (gtk_list_box_get_row_at_index (incidents, 1));
  g_signal_emit_by_name (incidents, "row-activated", row);
  ui_test_spin ();
  assert_board (w, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w");
  /* The clocks as the arbiter stopped them: nothing spent yet of 90 minutes. */
  assert_clocks (w, "1:30:00", "1:30:00");
  /* The scoresheet follows to the move: after 1...e5, the same then and now. */
  HakemScoresheet *sheet = ui_test_child (w, HAKEM_TYPE_REVIEW_WINDOW, "scoresheet");
  g_assert_cmpint (hakem_scoresheet_get_selected_ply (sheet), ==, 2);
  const char *text = label_text (w, "detail");
  g_assert_nonnull (strstr (text, "7.5.1"));
  g_assert_nonnull (strstr (text, "7.5.5"));
  /* The override is shown as a mark, not obeyed: the words keep their order (issue 26.6). */
  g_assert_nonnull (strstr (text, "found two half-moves late ⟨U+202E⟩by the deputy"));
  /* Beside it, the same case ruled today: 7.5.1 and 7.5.5 again, nothing flagged. */
  g_assert_true (visible (w, "today"));
  text = label_text (w, "today");
  g_assert_nonnull (strstr (text, "7.5.1"));
  g_assert_nonnull (strstr (text, "7.5.5"));
  g_assert_false (visible (w, "differences"));

  /* The committee's decision on it, kept beside the case. */
  GtkTextView *decision = ui_test_child (w, HAKEM_TYPE_REVIEW_WINDOW, "decision");
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (decision), "The ruling stands.", -1);
  activate (w, "review.keep-decision");
  g_autoptr (GError) error = NULL;
  g_autoptr (HakemCommittee) committee = hakem_committee_load (path, &error);
  g_assert_no_error (error);
  g_autofree char *kept = hakem_committee_get_decision (committee, 0);
  g_assert_cmpstr (kept, ==, "The ruling stands.");

  gtk_window_destroy (w);
  ui_test_spin ();
  g_autofree char *after = checksum (path);
  g_assert_cmpstr (before, ==, after);

  g_autofree char *side = hakem_committee_path (path);
  g_remove (side);
  g_remove (path);
  ui_test_remove_private_dir (dir);
}

static char *
write_text (const char *dir, const char *name, const char *text)
{
  char *path = g_build_filename (dir, name, NULL);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

/* The case of test_review with its log altered to say Black was given one minute for White's
 * illegal move: 7.5.5 gives two in standard play, so today's ruling differs and says so. */
static void
test_altered (void)
{
  g_autofree char *dir = ui_test_private_dir ("review-altered");
  g_autofree char *path = write_case (dir);
  g_autofree char *xml = NULL;
  g_assert_true (g_file_get_contents (path, &xml, NULL, NULL));
  g_assert_nonnull (strstr (xml, "adjust=black+120"));
  g_auto (GStrv) parts = g_strsplit (xml, "adjust=black+120", 2);
  g_autofree char *altered = g_strjoinv ("adjust=black+60", parts);
  g_autofree char *altered_path = write_text (dir, "altered.hakem", altered);
  GtkWindow *w = open_review (altered_path);
  GtkListBox *incidents = ui_test_child (w, HAKEM_TYPE_REVIEW_WINDOW, "incidents");
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (incidents, 0);
  g_assert_true (gtk_widget_has_css_class (gtk_list_box_row_get_child (row), "error"));
  g_signal_emit_by_name (incidents, "row-activated", row);
  ui_test_spin ();
  g_assert_true (visible (w, "today"));
  g_assert_true (visible (w, "differences"));
  const char *text = label_text (w, "differences");
  if (!strstr (text, "+60") || !strstr (text, "+120"))
    g_error ("the difference is not flagged: %s", text);
  /* Under the Turkish interface the player is named in Turkish (glossary-tr.md: Siyah). */
  const char *language = g_getenv ("LANGUAGE");
  if (language && g_str_has_prefix (language, "tr") && !strstr (text, "Siyah +60"))
    g_error ("the difference is not in Turkish: %s", text);
  gtk_window_destroy (w);
  ui_test_spin ();
  g_remove (altered_path);
  g_remove (path);
  ui_test_remove_private_dir (dir);
}

/* A PGN game: the clocks at each half-move are the [%clk] stamps of each player's last move, the
 * first period's 90 minutes before a player's first move (TimeControl 40/5400+30:1800+30). */
static void
test_pgn_clocks (void)
{
  g_autofree char *dir = ui_test_private_dir ("review-pgn");
  g_autofree char *path
      = write_text (dir, "clocks.pgn",
                    "[Event \"Clocks\"]\n[White \"Kaya, Ayşe\"]\n[Black \"Berg, Jonas\"]\n"
                    "[Result \"*\"]\n[TimeControl \"40/5400+30:1800+30\"]\n\n"
                    "1. e4 {[%clk 1:29:50]} e5 {[%clk 1:29:40]} 2. Nf3 {[%clk 1:28:00]} "
                    "Nc6 {[%clk 1:27:30]} 3. Bb5 {[%clk 1:26:15]} *\n");
  g_autofree char *before = checksum (path);
  GtkWindow *w = open_review (path);
  assert_clocks (w, "1:26:15", "1:27:30");
  activate (w, "review.first");
  assert_clocks (w, "1:30:00", "1:30:00");
  activate (w, "review.forward");
  assert_clocks (w, "1:29:50", "1:30:00");
  activate (w, "review.forward");
  activate (w, "review.forward");
  assert_clocks (w, "1:28:00", "1:29:40");
  activate (w, "review.back");
  assert_clocks (w, "1:29:50", "1:29:40");
  /* No case file to keep a committee's decision beside: the box is closed and says why. */
  GtkWidget *decision = ui_test_child (w, HAKEM_TYPE_REVIEW_WINDOW, "decision");
  g_assert_false (gtk_widget_get_sensitive (decision));
  g_assert_nonnull (gtk_widget_get_tooltip_text (decision));
  gtk_widget_activate_action (GTK_WIDGET (w), "review.keep-decision", NULL);
  ui_test_spin ();
  g_autofree char *side = hakem_committee_path (path);
  g_assert_false (g_file_test (side, G_FILE_TEST_EXISTS));
  gtk_window_destroy (w);
  ui_test_spin ();
  g_autofree char *after = checksum (path);
  g_assert_cmpstr (before, ==, after);
  g_remove (path);
  ui_test_remove_private_dir (dir);
}

/* A file that is no case is refused with a message, and no window is left behind. */
static void
test_refused (void)
{
  g_autofree char *dir = ui_test_private_dir ("review-refused");
  g_autofree char *path = g_build_filename (dir, "broken.hakem", NULL);
  g_assert_true (g_file_set_contents (path, "<not-a-case/>", -1, NULL));
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_assert_null (hakem_review_window_new (NULL, file, &error));
  g_assert_nonnull (error);
  g_assert_cmpstr (error->message, !=, "");
  g_remove (path);
  ui_test_remove_private_dir (dir);
}

/* The move the scoresheet highlights: the SAN in the cell of the selected ply. */
static const char *
highlighted_san (HakemScoresheet *sheet, int ply)
{
  GListModel *rows = hakem_scoresheet_get_rows (sheet);
  for (guint i = 0; i < g_list_model_get_n_items (rows); i++)
    {
      g_autoptr (HakemMoveRow) row = g_list_model_get_item (rows, i);
      for (int side = 0; side < 2; side++)
        if (hakem_move_row_get_ply (row, (ChessColor) side) == ply)
          return hakem_move_row_get_san (row, (ChessColor) side);
    }
  g_error ("no cell holds half-move %d", ply);
  return NULL;
}

/* A move written with English piece letters as a Turkish scoresheet has it (Ş V K F A for K Q R
 * B N): the review writes moves in the arbiter's letters, "as the interface" by default. */
static char *
in_interface_letters (const char *san)
{
  if (g_strcmp0 (g_getenv ("LANGUAGE"), "tr") != 0)
    return g_strdup (san);
  GString *out = g_string_new (NULL);
  for (const char *c = san; *c; c++)
    switch (*c)
      {
      case 'K':
        g_string_append (out, "Ş");
        break;
      case 'Q':
        g_string_append_c (out, 'V');
        break;
      case 'R':
        g_string_append_c (out, 'K');
        break;
      case 'B':
        g_string_append_c (out, 'F');
        break;
      case 'N':
        g_string_append_c (out, 'A');
        break;
      default:
        g_string_append_c (out, *c);
      }
  return g_string_free (out, FALSE);
}

/* Picks incident index and checks what the review shows: the record it was logged on (heading),
 * its ply on that record of count half-moves, the move highlighted and the board after it. */
static void
pick_incident (GtkWindow *w, int index, const char *heading, int ply, int count, const char *san,
               const char *fen_prefix)
{
  GtkListBox *incidents = ui_test_child (w, HAKEM_TYPE_REVIEW_WINDOW, "incidents");
  g_signal_emit_by_name (incidents, "row-activated",
                         gtk_list_box_get_row_at_index (incidents, index));
  ui_test_spin ();
  g_assert_true (visible (w, "record_label"));
  g_assert_cmpstr (label_text (w, "record_label"), ==, heading);
  g_autofree char *where = g_strdup_printf (_ ("After %d of %d half-moves"), ply, count);
  g_assert_cmpstr (label_text (w, "ply_label"), ==, where);
  HakemScoresheet *sheet = ui_test_child (w, HAKEM_TYPE_REVIEW_WINDOW, "scoresheet");
  int selected = hakem_scoresheet_get_selected_ply (sheet);
  g_assert_cmpint (selected == HAKEM_SCORESHEET_LIVE ? count : selected, ==, ply);
  g_assert_cmpint (g_list_model_get_n_items (hakem_scoresheet_get_rows (sheet)), ==,
                   (guint) (count + 1) / 2);
  g_autofree char *written = in_interface_letters (san);
  g_assert_cmpstr (highlighted_san (sheet, ply), ==, written);
  assert_board (w, fen_prefix);
}

/* reconstructed-case.h: incidents on the record before (18 half-moves) and on the record the
 * reconstruction of 14:32 adopted (10, then 12). */
static void
test_reconstructed (void)
{
  g_autofree char *dir = ui_test_private_dir ("review-reconstructed");
  g_autofree char *path = g_build_filename (dir, "reconstructed.hakem", NULL);
  g_autoptr (HakemSession) s = reconstructed_case ();
  g_autoptr (GError) error = NULL;
  g_assert_true (hakem_casefile_save (s, path, &error));
  GtkWindow *w = open_review (path);
  g_autofree char *before
      = g_strdup_printf (_ ("Record before the reconstruction of %s"), RECONSTRUCTED_TIME);
  g_autofree char *adopted
      = g_strdup_printf (_ ("Record adopted by the reconstruction of %s"), RECONSTRUCTED_TIME);
  /* Opened on the record as it is: the one adopted, 6...Nc6 last. */
  g_assert_cmpstr (label_text (w, "record_label"), ==, adopted);

  /* Black's claim after 5.O-O on the record before, not 5.cxd4 of the record adopted. */
  pick_incident (w, 0, before, 9, 18, "O-O",
                 "r1bqkb1r/1ppp1ppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQ1RK1 b");
  ui_test_render_png (w, "review-record-before");
  /* The claim after 9...Nb8, the last move of the record before. */
  pick_incident (w, 2, before, 18, 18, "Nb8",
                 "rnbq1rk1/2p1bppp/p2p1n2/1p2p3/4P3/1BP2N1P/PP1P1PP1/RNBQR1K1 w");
  /* Stepping goes on along that record: one half-move back is 9.h3. */
  activate (w, "review.back");
  assert_board (w, "r1bq1rk1/2p1bppp/p1np1n2/1p2p3/4P3/1BP2N1P/PP1P1PP1/RNBQR1K1 b");
  /* The reconstruction: ruled on the record before, it shows that record and the one adopted. */
  pick_incident (w, 4, before, 18, 18, "Nb8",
                 "rnbq1rk1/2p1bppp/p2p1n2/1p2p3/4P3/1BP2N1P/PP1P1PP1/RNBQR1K1 w");
  const char *detail = label_text (w, "detail");
  g_assert_nonnull (strstr (detail, "9.h3"));
  g_assert_nonnull (strstr (detail, "5.cxd4 d6"));
  ui_test_render_png (w, "review-reconstruction");
  /* The note after 5...d6 and the claim after 6...Nc6, on the record adopted. */
  pick_incident (w, 5, adopted, 10, 12, "d6", "rnbqkb1r/pp2pppp/3p4/3nP3/3P4/8/PP3PPP/RNBQKBNR w");
  pick_incident (w, 6, adopted, 12, 12, "Nc6",
                 "r1bqkb1r/pp2pppp/2np4/3nP3/3P4/5N2/PP3PPP/RNBQKB1R w");

  gtk_window_destroy (w);
  ui_test_spin ();
  g_autofree char *side = hakem_committee_path (path);
  g_remove (side);
  g_remove (path);
  ui_test_remove_private_dir (dir);
}

int
main (int argc, char **argv)
{
  if (!ui_test_init (&argc, &argv, "review"))
    return g_test_run ();
  g_test_add_func ("/review/step-incident-decision", test_review);
  g_test_add_func ("/review/altered-flagged", test_altered);
  g_test_add_func ("/review/pgn-clocks", test_pgn_clocks);
  g_test_add_func ("/review/refused", test_refused);
  g_test_add_func ("/review/reconstructed", test_reconstructed);
  return g_test_run ();
}
