/* test-case-records.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The records of a case whose record a reconstruction replaced (8.5.3), through the case file's
 * writer and reader: which record each incident was logged on, each record's moves and start,
 * the record as it stood at each incident (what the review's board, scoresheet and ply come
 * from), today's rulings on it, and a case file written before the replaced record's start was
 * kept. The expected moves are the game as it was played (reconstructed-case.h).
 */
#include <glib.h>
#include <string.h>

#include "hakem-case-records.h"
#include "hakem-casefile.h"
#include "hakem-rerule.h"
#include "reconstructed-case.h"
#include "session-test-util.h"

/* The session through a case file and back, with every `from` in it made `to` (NULL: as
 * written). */
static HakemSession *
through_case_file (HakemSession *s, const char *from, const char *to)
{
  g_autofree char *xml = hakem_casefile_to_xml (s);
  if (from)
    {
      g_autoptr (GRegex) re = g_regex_new (from, 0, 0, NULL);
      g_assert_true (g_regex_match (re, xml, 0, NULL));
      char *changed = g_regex_replace_literal (re, xml, -1, 0, to, 0, NULL);
      g_free (xml);
      xml = changed;
    }
  HakemSession *back = hakem_session_new ();
  g_autoptr (GError) error = NULL;
  g_assert_true (hakem_casefile_from_xml (back, xml, strlen (xml), &error));
  g_assert_no_error (error);
  return back;
}

/* game holds exactly the moves of uci (space-separated) from fen. */
static void
assert_moves (const ChessGame *game, const char *fen, const char *uci)
{
  ChessPosition pos;
  g_assert_cmpint (chess_position_from_fen (&pos, fen, NULL), ==, CHESS_FEN_OK);
  char have[CHESS_FEN_MAX], want[CHESS_FEN_MAX];
  chess_position_to_fen (&game->start, CHESS_FEN_STYLE_XFEN, have, sizeof have);
  chess_position_to_fen (&pos, CHESS_FEN_STYLE_XFEN, want, sizeof want);
  g_assert_cmpstr (have, ==, want);
  g_auto (GStrv) list = g_strsplit (uci, " ", -1);
  g_assert_cmpint (game->count, ==, (int) g_strv_length (list));
  for (int i = 0; list[i]; i++)
    {
      ChessMove m = find_move (&pos, list[i]);
      g_assert_true (game->moves[i].move == m);
      ChessUndo undo;
      chess_position_make (&pos, m, &undo);
    }
}

static void
check_records (HakemSession *back)
{
  g_assert_cmpuint (hakem_case_record_count (back), ==, 2);
  for (guint i = 0; i < RECONSTRUCTED_INCIDENTS; i++)
    g_assert_cmpuint (hakem_case_record_of (back, i), ==, reconstructed_records[i]);
  g_assert_cmpint (hakem_case_record_replaced_at (back, 0), ==, 4);
  g_assert_cmpint (hakem_case_record_adopted_at (back, 1), ==, 4);
  g_assert_cmpint (hakem_case_record_adopted_at (back, 0), ==, -1);
  g_assert_cmpint (hakem_case_record_replaced_at (back, 1), ==, -1);

  ChessGame game;
  g_assert_true (hakem_case_record_game (back, 0, &game));
  assert_moves (&game, CHESS_FEN_START, RECONSTRUCTED_BEFORE);
  chess_game_clear (&game);
  g_assert_true (hakem_case_record_game (back, 1, &game));
  assert_moves (&game, CHESS_FEN_START, RECONSTRUCTED_ADOPTED " " RECONSTRUCTED_AFTER);
  chess_game_clear (&game);

  /* What the review shows for each incident: its record, and its ply on it. */
  for (guint i = 0; i < RECONSTRUCTED_INCIDENTS; i++)
    {
      char *why = NULL;
      g_assert_true (hakem_rerule_record_of (back, i, &game, &why));
      assert_moves (&game, CHESS_FEN_START,
                    reconstructed_records[i] == 0 ? RECONSTRUCTED_BEFORE
                                                  : RECONSTRUCTED_ADOPTED " " RECONSTRUCTED_AFTER);
      chess_game_clear (&game);
      g_assert_true (hakem_rerule_record_at (back, i, &game, &why));
      g_assert_cmpint (game.count, ==, reconstructed_plies[i]);
      chess_game_clear (&game);
    }
  /* The 9th half-move of the record the first incident was logged on is 5.O-O, not the record
   * adopted's 5.cxd4. */
  g_assert_true (hakem_rerule_record_at (back, 0, &game, NULL));
  g_autofree char *movetext = hakem_case_record_movetext (&game, CHESS_SAN_ENGLISH);
  g_assert_cmpstr (movetext, ==, "1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O");
  chess_game_clear (&game);

  g_autofree char *before = hakem_case_record_heading (back, 0);
  g_autofree char *adopted = hakem_case_record_heading (back, 1);
  g_assert_cmpstr (before, ==, "Record before the reconstruction of " RECONSTRUCTED_TIME);
  g_assert_cmpstr (adopted, ==, "Record adopted by the reconstruction of " RECONSTRUCTED_TIME);

  /* The claims ruled again on the record they were made on: the same rulings. */
  g_autoptr (GPtrArray) rulings = hakem_rerule_case (back);
  const guint claims[] = { 0, 2, 6 };
  for (guint i = 0; i < G_N_ELEMENTS (claims); i++)
    {
      const HakemReruling *r = g_ptr_array_index (rulings, claims[i]);
      if (r->status != HAKEM_RERULE_SAME)
        g_error ("incident %u: %s", claims[i] + 1,
                 r->differences->len ? (char *) g_ptr_array_index (r->differences, 0) : "");
    }
}

static void
test_records (void)
{
  g_autoptr (HakemSession) s = reconstructed_case ();
  g_autoptr (HakemSession) back = through_case_file (s, NULL, NULL);
  check_records (back);
}

/* A case file written before the replaced record's start was kept: its <replaced> has no start,
 * and the schema and the reader still take it, the record found from the game's start. */
static void
test_old_file (void)
{
  g_autoptr (HakemSession) s = reconstructed_case ();
  g_autoptr (HakemSession) back = through_case_file (s, "<replaced start=\"[^\"]*\"", "<replaced");
  check_records (back);
}

/* The reconstruction starts from a set-up position (the second board set up at move 38, 8.5.3):
 * the record adopted starts there, the record before at the initial position, where the claim
 * before the reconstruction was ruled. */
#define SET_UP "4k3/8/8/4p3/4P3/8/8/4K3 w - - 0 38"

static void
test_set_up_start (void)
{
  g_autoptr (HakemSession) s = hakem_session_new ();
  start_game (s, NULL, "40/5400+30:1800+30");
  play (s, "e2e4 e7e5 g1f3 b8c6");
  ChessRuling ruling;
  g_assert_true (
      hakem_session_rule_claim (s, CHESS_CLAIM_THREEFOLD, CHESS_MOVE_NONE, &ruling, NULL));
  hakem_session_apply_claim (s, &ruling, CHESS_MOVE_NONE);
  ChessPosition start;
  g_assert_cmpint (chess_position_from_fen (&start, SET_UP, NULL), ==, CHESS_FEN_OK);
  ChessReconstruction r;
  chess_reconstruction_init (&r, NULL, &start);
  g_assert_cmpint (chess_reconstruction_push (&r, find_move (&r.replay.current, "e1d2")), ==,
                   CHESS_GAME_OK);
  r.snapshot.actual = r.replay.current;
  hakem_session_add_reconstruction (s, &r, TRUE, NULL);
  chess_reconstruction_clear (&r);

  const char *const variants[][2]
      = { { NULL, NULL }, { "<replaced start=\"[^\"]*\"", "<replaced" } };
  for (gsize v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      g_autoptr (HakemSession) back = through_case_file (s, variants[v][0], variants[v][1]);
      ChessGame game;
      g_assert_true (hakem_case_record_game (back, 0, &game));
      assert_moves (&game, CHESS_FEN_START, "e2e4 e7e5 g1f3 b8c6");
      chess_game_clear (&game);
      g_assert_true (hakem_case_record_game (back, 1, &game));
      assert_moves (&game, SET_UP, "e1d2");
      chess_game_clear (&game);
      g_assert_true (hakem_rerule_record_at (back, 0, &game, NULL));
      assert_moves (&game, CHESS_FEN_START, "e2e4 e7e5 g1f3 b8c6");
      chess_game_clear (&game);
      g_autoptr (GPtrArray) rulings = hakem_rerule_case (back);
      const HakemReruling *rr = g_ptr_array_index (rulings, 0);
      g_assert_cmpint (rr->status, ==, HAKEM_RERULE_SAME);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/case-records/through-case-file", test_records);
  g_test_add_func ("/case-records/old-file", test_old_file);
  g_test_add_func ("/case-records/set-up-start", test_set_up_start);
  return g_test_run ();
}
