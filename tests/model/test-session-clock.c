/* test-session-clock.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The clock follows the moves rulings make: the written move played after an incorrect claim
 * (9.5.3) and the queen of 7.5.2 are completed on the clock as at the board (6.2.1): the
 * player's increment, the move count and the clock that runs next.
 */
#include <glib.h>
#include <string.h>

#include "hakem-session.h"
#include "session-test-util.h"

/* 40/5400+30:1800+30: 30 s added for every move (6.3.1, Fischer increment). */
#define STANDARD_TC "40/5400+30:1800+30"
#define US G_USEC_PER_SEC

static int64_t
remaining (HakemSession *s, ChessColor c)
{
  return chess_clock_remaining (hakem_session_get_clock (s), c, g_get_monotonic_time ());
}

/* 9.5.3: Black's incorrect claim with Nf6 written: White gets two minutes, and Nf6 is played as
 * Black's completed move, with Black's increment; White's clock is the one to run next. */
static void
test_intended_move_completed (void)
{
  g_autoptr (HakemSession) s = hakem_session_new ();
  start_game (s, NULL, STANDARD_TC);
  g_assert_true (hakem_session_start_clock (s));
  play (s, "e2e4");
  /* 9.5.1: the clock is stopped while the claim is examined. */
  g_assert_true (hakem_session_stop_clock (s));
  int64_t black_before = remaining (s, CHESS_BLACK);
  int64_t white_before = remaining (s, CHESS_WHITE);
  const ChessPosition *pos = &hakem_session_get_game (s)->current;
  ChessMove nf6 = find_move (pos, "g8f6");
  ChessRuling r;
  g_assert_true (hakem_session_rule_claim (s, CHESS_CLAIM_THREEFOLD, nf6, &r, NULL));
  g_assert_cmpint (r.verdict, ==, CHESS_VERDICT_INCORRECT);
  g_assert_true (r.must_play_intended);
  hakem_session_apply_claim (s, &r, nf6);

  const ChessClock *clock = hakem_session_get_clock (s);
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, 2);
  g_assert_false (clock->running);
  g_assert_cmpint (clock->to_move, ==, CHESS_WHITE);
  g_assert_cmpint (clock->moves[CHESS_WHITE], ==, 1);
  g_assert_cmpint (clock->moves[CHESS_BLACK], ==, 1);
  /* Black: the increment of the completed move, no time used while stopped. */
  g_assert_cmpint (remaining (s, CHESS_BLACK), ==, black_before + 30 * US);
  /* White: the two minutes of 9.5.3. */
  g_assert_cmpint (remaining (s, CHESS_WHITE), ==, white_before + 120 * US);
  /* The record has the move's clock reading. */
  g_assert_cmpint (hakem_session_get_game (s)->moves[1].clock_ms, ==,
                   (int32_t) ((black_before + 30 * US) / 1000));
  /* Restarted, White's clock runs. */
  g_assert_true (hakem_session_resume_clock (s));
  g_assert_cmpint (hakem_session_get_clock (s)->to_move, ==, CHESS_WHITE);
  /* The log says it in one sentence: no sentence begins in lower case. */
  const HakemIncident *logged = hakem_session_get_incident (s, 0);
  g_assert_nonnull (strstr (logged->ruling, "goes on; two minutes added to White"));
  g_assert_null (strstr (logged->ruling, ". two"));
}

/* 7.5.2: White's pawn reached the last rank and the clock was pressed without a piece: a queen
 * is put there, and that move counts as White's, with White's increment; Black's clock next. */
static void
test_replacement_completed (void)
{
  g_autoptr (HakemSession) s = hakem_session_new ();
  start_game (s, "4k3/P7/8/8/8/8/8/4K3 w - - 0 50", STANDARD_TC);
  g_assert_true (hakem_session_start_clock (s));
  int moves_before = hakem_session_get_clock (s)->moves[CHESS_WHITE];
  g_assert_true (hakem_session_stop_clock (s));
  int64_t white_before = remaining (s, CHESS_WHITE);
  ChessIrregularityCase c = {
    .kind = CHESS_IRREGULARITY_NO_PROMOTION,
    .ply = -1,
    .move = find_move (&hakem_session_get_game (s)->current, "a7a8q"),
  };
  ChessRuling r;
  g_assert_true (hakem_session_rule_irregularity (s, &c, &r, NULL));
  g_assert_cmpint (r.replacement, !=, CHESS_MOVE_NONE);
  hakem_session_apply_irregularity (s, &c, &r, NULL);

  const ChessClock *clock = hakem_session_get_clock (s);
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, 1);
  g_assert_cmpint (clock->to_move, ==, CHESS_BLACK);
  g_assert_cmpint (clock->moves[CHESS_WHITE], ==, moves_before + 1);
  /* 7.5.5 gives Black two minutes for the first illegal move; White has the increment. */
  g_assert_cmpint (remaining (s, CHESS_WHITE), ==, white_before + 30 * US);
  g_assert_false (clock->running);
}

/* 6.11.1: the clock is stopped while the arbiter examines; cancelled, the examination gives the
 * clock back running; with a ruling recorded it stays stopped until the arbiter restarts it
 * (6.11.3). A clock that was not running is not started by the end of an examination. */
static void
test_examination (void)
{
  g_autoptr (HakemSession) s = hakem_session_new ();
  start_game (s, NULL, STANDARD_TC);
  g_assert_true (hakem_session_start_clock (s));
  play (s, "e2e4");
  hakem_session_begin_examination (s);
  g_assert_true (hakem_session_is_examining (s));
  g_assert_false (hakem_session_get_clock (s)->running);
  hakem_session_end_examination (s);
  g_assert_false (hakem_session_is_examining (s));
  g_assert_true (hakem_session_get_clock (s)->running);

  hakem_session_begin_examination (s);
  ChessPenalty warning
      = { CHESS_PENALTY_WARNING, CHESS_BLACK, 0, CHESS_SCORE_UNSET, CHESS_SCORE_UNSET, 0 };
  g_assert_true (hakem_session_apply_penalty (s, &warning, "11.3", NULL, NULL));
  hakem_session_end_examination (s);
  g_assert_false (hakem_session_get_clock (s)->running);

  hakem_session_begin_examination (s);
  hakem_session_end_examination (s);
  g_assert_false (hakem_session_get_clock (s)->running);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/session-clock/intended-move-completed", test_intended_move_completed);
  g_test_add_func ("/session-clock/examination", test_examination);
  g_test_add_func ("/session-clock/replacement-completed", test_replacement_completed);
  return g_test_run ();
}
