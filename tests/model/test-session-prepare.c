/* test-session-prepare.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A dialog's searches are made on a worker thread (hakem_session_prepare_async): once it calls
 * back, the ruling made on the main thread makes no search of its own and says what a search
 * made afresh, without the kept answers, says.
 */
#include <glib.h>

#include "chess-mate.h"
#include "hakem-session-private.h"
#include "session-test-util.h"

/* The real-game position that took the mate search longest of tests/data/mate/games.fen
 * (53 ms in a release build, tests/bench/mate): White, with a rook and a bishop, can still
 * checkmate; only a search shows it (no material or blockade proof applies). */
#define SLOW_FEN "1r6/2knB3/3p3p/8/pP2q3/Pb4P1/4BnKP/5R2 w - - 6 46"

static void
prepared (GObject *source, GAsyncResult *result, gpointer data)
{
  gboolean *done = data;
  g_assert_true (hakem_session_prepare_finish (HAKEM_SESSION (source), result, NULL));
  *done = TRUE;
}

static void
prepare (HakemSession *s, int ply)
{
  gboolean done = FALSE;
  hakem_session_prepare_async (s, ply, NULL, prepared, &done);
  g_assert_cmpuint (hakem_session_prepare_pending (), ==, 1);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (hakem_session_prepare_pending (), ==, 0);
}

/* The answer of a context that keeps nothing: the reference. */
static ChessMateAnswer
fresh_answer (const char *fen, ChessColor side)
{
  ChessPosition pos;
  g_assert_cmpint (chess_position_from_fen (&pos, fen, NULL), ==, CHESS_FEN_OK);
  ChessMateContext *ctx = g_new (ChessMateContext, 1);
  chess_mate_context_init (ctx);
  g_assert_null (ctx->memo);
  ChessMateResult *r = g_new (ChessMateResult, 1);
  ChessMateAnswer a = chess_mate_can_checkmate (ctx, &pos, side, r);
  g_free (r);
  g_free (ctx);
  return a;
}

/* 5.1.2: Black resigns; White can still checkmate, so White wins. */
static void
test_resignation_after_prepare (void)
{
  g_assert_cmpint (fresh_answer (SLOW_FEN, CHESS_WHITE), ==, CHESS_MATE_YES);
  g_autoptr (HakemSession) s = hakem_session_new ();
  start_game (s, SLOW_FEN, "5400+30");
  guint before = hakem_session_mate_searches ();
  prepare (s, -1);
  guint after = hakem_session_mate_searches ();
  /* The worker searched: White's question needs one. */
  g_assert_cmpuint (after, >, before);
  HakemResultCase c = { .kind = HAKEM_RESULT_RESIGNATION, .player = CHESS_BLACK };
  HakemResultRuling r;
  HakemResultError err;
  g_assert_true (hakem_session_rule_result (s, &c, &r, &err));
  /* ... and the main thread did not. */
  g_assert_cmpuint (hakem_session_mate_searches (), ==, after);
  g_assert_cmpint (r.opponent_can_mate, ==, CHESS_MATE_YES);
  g_assert_cmpint (r.result, ==, CHESS_RESULT_WHITE_WINS);
}

/* 6.9: Black's flag falls; the ruling made after the preparation searches nothing more. */
static void
test_flag_after_prepare (void)
{
  g_autoptr (HakemSession) s = hakem_session_new ();
  start_game (s, SLOW_FEN, "5400+30");
  prepare (s, -1);
  guint after = hakem_session_mate_searches ();
  ChessFlagCase fc;
  ChessRuling r;
  ChessRulingError err;
  g_assert_true (
      hakem_session_rule_flag (s, CHESS_BLACK, CHESS_FLAG_SEEN_BY_ARBITER, TRUE, &fc, &r, &err));
  g_assert_cmpuint (hakem_session_mate_searches (), ==, after);
  g_assert_cmpint (r.result, ==, CHESS_RESULT_WHITE_WINS);
}

/* A question the preparation did not ask is searched on the spot, with the same answer as a
 * fresh context: the kept answers only save time. */
static void
test_unprepared_still_right (void)
{
  /* A middlegame of tests/data/mate/games.fen: Black resigns; can White still mate? */
  const char *fen = "2kr2nr/pppb1p2/7p/3p1q2/1BPP3p/P2P4/1P1KNbP1/R4B1R w - - 4 21";
  ChessMateAnswer want = fresh_answer (fen, CHESS_WHITE);
  g_assert_cmpint (want, ==, CHESS_MATE_YES);
  g_autoptr (HakemSession) s = hakem_session_new ();
  start_game (s, fen, "5400+30");
  guint before = hakem_session_mate_searches ();
  HakemResultCase c = { .kind = HAKEM_RESULT_RESIGNATION, .player = CHESS_BLACK };
  HakemResultRuling r;
  HakemResultError err;
  g_assert_true (hakem_session_rule_result (s, &c, &r, &err));
  g_assert_cmpuint (hakem_session_mate_searches (), >, before);
  g_assert_cmpint (r.opponent_can_mate, ==, want);
  g_assert_cmpint (r.result, ==, CHESS_RESULT_WHITE_WINS);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/session-prepare/resignation", test_resignation_after_prepare);
  g_test_add_func ("/session-prepare/flag", test_flag_after_prepare);
  g_test_add_func ("/session-prepare/unprepared", test_unprepared_still_right);
  return g_test_run ();
}
