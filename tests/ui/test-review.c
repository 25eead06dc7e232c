/* test-review.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The appeals committee's review window on a case made by the session: stepping through the
 * plies, an incident shown on the record as it stood when the arbiter ruled (moves a later
 * correction made void included), the committee's decision kept beside the case, and the case
 * file's bytes the same after the review (its SHA-256 before and after).
 */
#include <glib/gstdio.h>
#include <string.h>

#include "chess-movegen.h"
#include "hakem-board-view.h"
#include "hakem-casefile.h"
#include "hakem-committee.h"
#include "hakem-review-window.h"
#include "ui-test-util.h"

static ChessMove
uci_move (const ChessPosition *pos, const char *uci)
{
  ChessMoveList list;
  chess_movegen_legal (pos, &list);
  for (int i = 0; i < list.count; i++)
    {
      char buf[8];
      if (strcmp (chess_move_to_uci (pos, list.moves[i], buf), uci) == 0)
        return list.moves[i];
    }
  g_error ("no move %s", uci);
}

static void
play (HakemSession *s, const char *moves)
{
  g_auto (GStrv) list = g_strsplit (moves, " ", -1);
  for (int i = 0; list[i]; i++)
    g_assert_true (
        hakem_session_play (s, uci_move (&hakem_session_get_game (s)->current, list[i])));
}

/* 1.e4 e5 2.Nf3 Nc6: White's illegal move after two half-moves is found two half-moves later
 * (7.5.1: 2.Nf3 Nc6 are void), then 2.d4 d5. */
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
  ChessIrregularityCase c = { 0 };
  c.kind = CHESS_IRREGULARITY_ILLEGAL_MOVE;
  c.ply = 2;
  c.move = CHESS_MOVE_NONE;
  ChessRuling ruling;
  g_assert_true (hakem_session_rule_irregularity (s, &c, &ruling, NULL));
  hakem_session_apply_irregularity (s, &c, &ruling, "found two half-moves late");
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

static void
activate (GtkWindow *w, const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), action, NULL));
  ui_test_spin ();
}

static void
test_review (void)
{
  g_autofree char *dir = ui_test_private_dir ("review");
  g_autofree char *path = write_case (dir);
  g_autofree char *before = checksum (path);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  GtkWindow *w = hakem_review_window_new (NULL, file, &error);
  g_assert_no_error (error);
  gtk_window_present (w);
  ui_test_spin ();

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
  GtkLabel *detail = ui_test_child (w, HAKEM_TYPE_REVIEW_WINDOW, "detail");
  const char *text = gtk_label_get_text (detail);
  g_assert_nonnull (strstr (text, "7.5.1"));
  g_assert_nonnull (strstr (text, "7.5.5"));
  g_assert_nonnull (strstr (text, "found two half-moves late"));

  /* The committee's decision on it, kept beside the case. */
  GtkTextView *decision = ui_test_child (w, HAKEM_TYPE_REVIEW_WINDOW, "decision");
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (decision), "The ruling stands.", -1);
  activate (w, "review.keep-decision");
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

int
main (int argc, char **argv)
{
  if (!ui_test_init (&argc, &argv, "review"))
    return g_test_run ();
  g_test_add_func ("/review/step-incident-decision", test_review);
  g_test_add_func ("/review/refused", test_refused);
  return g_test_run ();
}
