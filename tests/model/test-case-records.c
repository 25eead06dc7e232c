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

/* a and b are the same record: start, moves with their clock stamps and offers, tags, result. */
static void
assert_same_game (const ChessGame *a, const ChessGame *b)
{
  char fa[CHESS_FEN_MAX], fb[CHESS_FEN_MAX];
  chess_position_to_fen (&a->start, CHESS_FEN_STYLE_XFEN, fa, sizeof fa);
  chess_position_to_fen (&b->start, CHESS_FEN_STYLE_XFEN, fb, sizeof fb);
  g_assert_cmpstr (fa, ==, fb);
  g_assert_cmpint (a->count, ==, b->count);
  for (int i = 0; i < a->count; i++)
    {
      g_assert_true (a->moves[i].move == b->moves[i].move);
      g_assert_cmpint (a->moves[i].clock_ms, ==, b->moves[i].clock_ms);
      g_assert_cmpint (a->moves[i].elapsed_ms, ==, b->moves[i].elapsed_ms);
      g_assert_cmpint (a->moves[i].draw_offer, ==, b->moves[i].draw_offer);
      g_assert_cmpstr (a->moves[i].comment, ==, b->moves[i].comment);
    }
  g_assert_cmpint (a->tag_count, ==, b->tag_count);
  for (int i = 0; i < a->tag_count; i++)
    {
      g_assert_cmpstr (a->tags[i].name, ==, b->tags[i].name);
      g_assert_cmpstr (a->tags[i].value, ==, b->tags[i].value);
    }
  g_assert_cmpint (a->result, ==, b->result);
  g_assert_cmpint (a->auto_ending, ==, b->auto_ending);
}

/* moves played, then the first of those after ply half-moves found illegal: the position after
 * ply half-moves reinstated and the moves after it void (7.5.1). */
static void
play_and_correct (HakemSession *s, const char *moves, int ply)
{
  play (s, moves);
  g_assert_cmpint (rule_illegal_move (s, ply, NULL).restore_ply, ==, ply);
}

static void
note_at (HakemSession *s, int ply, const char *text)
{
  const gint64 ms[2] = { 600000, 600000 };
  hakem_session_add_incident (s, hakem_incident_new (HAKEM_INCIDENT_NOTE, ply, ms, "", text, NULL));
}

/* Every incident's record from the one pass over the log (what the re-rule and the report take)
 * is the record asked for one incident at a time, and the record want[i] (UCI from the initial
 * position) worked out by hand; records[i] is the record it was logged on. */
static void
assert_records (HakemSession *back, const char *const *want, const guint *records, guint n)
{
  g_assert_cmpuint (hakem_session_get_incident_count (back), ==, n);
  g_autoptr (HakemRerulePast) past = hakem_rerule_past_new (back);
  g_assert_cmpuint (hakem_rerule_past_count (past), ==, n);
  g_assert_cmpuint (hakem_rerule_past_record_count (past), ==, 2);
  g_assert_cmpuint (hakem_case_record_count (back), ==, 2);
  for (guint i = 0; i < n; i++)
    {
      ChessGame one, all;
      char *why = NULL;
      g_assert_true (hakem_rerule_record_at (back, i, &one, &why));
      g_assert_true (hakem_rerule_past_get (past, i, &all, &why));
      g_assert_null (why);
      assert_moves (&all, CHESS_FEN_START, want[i]);
      assert_same_game (&one, &all);
      g_assert_cmpuint (hakem_rerule_past_record (past, i), ==, records[i]);
      g_assert_cmpuint (hakem_case_record_of (back, i), ==, records[i]);
      chess_game_clear (&one);
      chess_game_clear (&all);
    }
  ChessGame now, last;
  hakem_rerule_past_now (past, &now);
  g_assert_true (hakem_case_record_game (back, hakem_case_record_count (back) - 1, &last));
  assert_same_game (&now, &last);
  chess_game_clear (&now);
  chess_game_clear (&last);
}

/* The case of reconstructed-case.h goes on from the record adopted with two corrections (7.5.1)
 * and a note. After 6.Nf3 Nc6, White's 7.Be2 is found illegal after 7...e6 8.O-O: the position
 * after 12 half-moves is reinstated, 7.Be2 e6 8.O-O void (incident 7). The game goes 7.Bd3 dxe5
 * 8.dxe5 and Black's 7...dxe5 is found illegal: the position after 13 half-moves is reinstated,
 * 7...dxe5 8.dxe5 void (incident 8). After 7...Bg4, a note (incident 9). Taken back from the
 * newest: the voided moves come back on the record adopted, then the record the reconstruction
 * replaced, 1.e4 e5 ... 9.h3 Nb8, is the one of the first five incidents. */
static void
test_one_pass_reconstructed (void)
{
  g_autoptr (HakemSession) s = reconstructed_case ();
  play_and_correct (s, "f1e2 e7e6 e1g1", 12);
  play_and_correct (s, "f1d3 d6e5 d4e5", 13);
  play (s, "c8g4");
  note_at (s, 14, "After 7...Bg4.");
  g_autoptr (HakemSession) back = through_case_file (s, NULL, NULL);

#define ADOPTED RECONSTRUCTED_ADOPTED " " RECONSTRUCTED_AFTER
  const char *want[] = {
    "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6 e1g1",
    RECONSTRUCTED_BEFORE,
    RECONSTRUCTED_BEFORE,
    RECONSTRUCTED_BEFORE,
    RECONSTRUCTED_BEFORE,
    RECONSTRUCTED_ADOPTED,
    ADOPTED,
    ADOPTED " f1e2 e7e6 e1g1",
    ADOPTED " f1d3 d6e5 d4e5",
    ADOPTED " f1d3 c8g4",
  };
#undef ADOPTED
  const guint records[] = { 0, 0, 0, 0, 0, 1, 1, 1, 1, 1 };
  assert_records (back, want, records, G_N_ELEMENTS (want));
}

/* Corrections on the record a reconstruction replaced, then on the one it made. 1.e4 e5 2.Nf3
 * Nc6 3.Bb5: White's 2.Nf3 is found illegal, the position after 1.e4 e5 reinstated, 2.Nf3 Nc6
 * 3.Bb5 void (incident 0). 2.d4 exd4 3.Qxd4 Nc6, a note (1). A reconstruction adopts 1.d4 d5
 * 2.c4 (2), logged on the record it replaced, 1.e4 e5 2.d4 exd4 3.Qxd4 Nc6. 2...e6 3.Nc3 Nf6
 * 4.Bg5: Black's 2...e6 is found illegal, the position after 1.d4 d5 2.c4 reinstated, 2...e6
 * 3.Nc3 Nf6 4.Bg5 void (3). 2...c6 3.Nf3, a note (4). */
static void
test_one_pass_both_records (void)
{
  g_autoptr (HakemSession) s = hakem_session_new ();
  start_game (s, NULL, "40/5400+30:1800+30");
  play_and_correct (s, "e2e4 e7e5 g1f3 b8c6 f1b5", 2);
  play (s, "d2d4 e5d4 d1d4 b8c6");
  note_at (s, 6, "After 3...Nc6.");
  ChessPosition start;
  chess_position_init_start (&start);
  ChessReconstruction r;
  chess_reconstruction_init (&r, NULL, &start);
  g_auto (GStrv) adopted = g_strsplit ("d2d4 d7d5 c2c4", " ", -1);
  for (int i = 0; adopted[i]; i++)
    g_assert_cmpint (chess_reconstruction_push (&r, find_move (&r.replay.current, adopted[i])), ==,
                     CHESS_GAME_OK);
  r.snapshot.actual = r.replay.current;
  hakem_session_add_reconstruction (s, &r, TRUE, NULL);
  chess_reconstruction_clear (&r);
  play_and_correct (s, "e7e6 b1c3 g8f6 c1g5", 3);
  play (s, "c7c6 g1f3");
  note_at (s, 5, "After 3.Nf3.");
  g_autoptr (HakemSession) back = through_case_file (s, NULL, NULL);

  const char *want[] = {
    "e2e4 e7e5 g1f3 b8c6 f1b5",      "e2e4 e7e5 d2d4 e5d4 d1d4 b8c6",
    "e2e4 e7e5 d2d4 e5d4 d1d4 b8c6", "d2d4 d7d5 c2c4 e7e6 b1c3 g8f6 c1g5",
    "d2d4 d7d5 c2c4 c7c6 g1f3",
  };
  const guint records[] = { 0, 0, 0, 1, 1 };
  /* The reconstruction's incident is logged at the length of the record it replaced. */
  g_assert_cmpint (hakem_session_get_incident (back, 2)->ply, ==, 6);
  assert_records (back, want, records, G_N_ELEMENTS (want));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/case-records/through-case-file", test_records);
  g_test_add_func ("/case-records/old-file", test_old_file);
  g_test_add_func ("/case-records/set-up-start", test_set_up_start);
  g_test_add_func ("/case-records/one-pass-reconstructed", test_one_pass_reconstructed);
  g_test_add_func ("/case-records/one-pass-both-records", test_one_pass_both_records);
  return g_test_run ();
}
