/* test-cli-penalty.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * hakem-cli penalty and resign against the Laws: 12.9.1 to 12.9.9 with the limits of 10.2, the
 * penalties the articles prescribe (11.3.2.2, 11.8), and 5.1.2; each answer worked out by hand.
 */
#include "cli-test-util.h"

#define MAX_ARGS 14

typedef struct
{
  const char *name;
  const char *args[MAX_ARGS];
  int status;           /* 0 given, 1 refused */
  const char *lines[8]; /* lines that must stand whole in the output */
} PenaltyCase;

static const PenaltyCase cases[] = {
  /* 12.9.1: a warning changes no clock and no score. */
  { "warning",
    { "penalty", "--offender", "white", "--kind", "warning" },
    0,
    { "penalty: warning", "verdict: given", "articles: 12.9.1", "adjust: none", "scores: none",
      "game-ends: no" } },
  /* 12.9.2: time added to the opponent's clock; 12.9.3: taken from the offender's. */
  { "opponent-time",
    { "penalty", "--offender", "white", "--kind", "12.9.2", "--seconds", "120" },
    0,
    { "penalty: opponent-time", "adjust: black +120", "articles: 12.9.2" } },
  { "offender-time",
    { "penalty", "--offender", "black", "--kind", "offender-time", "--seconds", "60" },
    0,
    { "adjust: black -60", "articles: 12.9.3" } },
  /* A time penalty of no time is none: refused, and said why. */
  { "time-without-seconds",
    { "penalty", "--offender", "black", "--kind", "offender-time" },
    1,
    { "verdict: refused", "refusal: seconds" } },
  /* 12.9.4 while the game goes on: the opponent gets the maximum, 1, the offender nothing; the
   * game ends with that result. */
  { "opponent-points",
    { "penalty", "--offender", "white", "--kind", "opponent-points" },
    0,
    { "scores: 0-1", "result: 0-1", "game-ends: yes", "articles: 12.9.4 10.2" } },
  /* After a draw the opponent's 1 and the offender's 1/2 would make 1 1/2: more than a game's
   * one point (10.2). */
  { "opponent-points-after-draw",
    { "penalty", "--offender", "white", "--kind", "opponent-points", "--scores", "1/2-1/2" },
    1,
    { "verdict: refused", "refusal: score-above-maximum", "scores: 1/2-1", "game-ends: no" } },
  /* 12.9.5: the offender's draw lowered to 0: 0-1/2, which 10.2 allows. */
  { "offender-points",
    { "penalty", "--offender", "white", "--kind", "offender-points", "--offender-score", "0",
      "--scores", "1/2-1/2" },
    0,
    { "verdict: given", "scores: 0-1/2", "game-ends: no" } },
  /* Only points the offender has can be lowered: none while the game goes on; and Black's 0 of
   * 1/2-0 cannot become 1/2 (the sum, 1, is within 10.2: only 12.9.5 refuses it). */
  { "offender-points-going-on",
    { "penalty", "--offender", "white", "--kind", "offender-points", "--offender-score", "0" },
    1,
    { "refusal: not-lower" } },
  { "offender-points-raised",
    { "penalty", "--offender", "black", "--kind", "offender-points", "--offender-score", "1/2",
      "--scores", "1/2-0" },
    1,
    { "refusal: not-lower" } },
  /* 12.9.6: lost; the arbiter gives the opponent 1/2: 0-1/2 has no PGN result. */
  { "loss-half",
    { "penalty", "--offender", "white", "--kind", "loss", "--opponent-score", "1/2" },
    0,
    { "scores: 0-1/2", "result: *", "game-ends: yes", "articles: 12.9.6 10.2" } },
  { "loss-win",
    { "penalty", "--offender", "black", "--kind", "12.9.6", "--opponent-score", "1" },
    0,
    { "scores: 1-0", "result: 1-0" } },
  /* 12.9.7 to 12.9.9 act outside this game's board. */
  { "fine",
    { "penalty", "--offender", "black", "--kind", "fine" },
    0,
    { "verdict: given", "articles: 12.9.7", "scores: none", "game-ends: no" } },
  { "exclusion",
    { "penalty", "--offender", "black", "--kind", "exclusion", "--rounds", "2" },
    0,
    { "articles: 12.9.8", "rounds: 2" } },
  { "exclusion-no-rounds",
    { "penalty", "--offender", "black", "--kind", "exclusion" },
    1,
    { "refusal: rounds" } },
  { "expulsion",
    { "penalty", "--offender", "white", "--kind", "12.9.9" },
    0,
    { "articles: 12.9.9", "scores: none", "game-ends: no" } },
  /* 11.3.2.2 prescribes it: a device on the player's person loses the game, the opponent wins;
   * the regulations may set a milder penalty. */
  { "occasion-device",
    { "penalty", "--offender", "black", "--occasion", "11.3.2.2" },
    0,
    { "penalty: loss", "scores: 1-0", "result: 1-0", "articles: 11.3.2.2 12.9.6 10.2",
      "prescribed: yes", "regulations-may-soften: yes" } },
  /* 11.8: both players persistently refuse to comply: lost by both, 0-0. */
  { "occasion-both",
    { "penalty", "--offender", "white", "--occasion", "11.8" },
    0,
    { "penalty: loss", "scores: 0-0", "result: *", "game-ends: yes", "prescribed: yes" } },
  /* 6.2.4 leaves the penalty to the arbiter: the mildest is proposed. */
  { "occasion-clock",
    { "penalty", "--offender", "white", "--occasion", "6.2.4" },
    0,
    { "penalty: warning", "prescribed: no", "articles: 6.2.4 12.9.1" } },
  /* The arbiter's choice over the occasion's proposal. */
  { "occasion-and-kind",
    { "penalty", "--offender", "white", "--occasion", "11.3.2.2", "--kind", "opponent-time",
      "--seconds", "60" },
    0,
    { "penalty: opponent-time", "adjust: black +60", "articles: 11.3.2.2 12.9.2" } },

  /* 5.1.2: White resigns against a lone king and queen... Black has only the king. */
  { "resign-draw",
    { "resign", "--fen", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "--by", "white" },
    0,
    { "result: 1/2-1/2", "articles: 5.1.2", "opponent-can-mate: no" } },
  /* ...and when Black resigns, White with the queen can mate: White wins. */
  { "resign-win",
    { "resign", "--fen", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "--by", "black" },
    0,
    { "result: 1-0", "opponent-can-mate: yes", "resigned: black" } },
  /* A knight alone can mate only with the opponent's help: a king and pawn give it (a7 pawn
   * blocks its own king; Nb6#): the resignation loses. */
  { "resign-knight-helpmate",
    { "resign", "--fen", "k7/p7/8/8/8/8/8/K1N5 b - - 0 1", "--by", "black" },
    0,
    { "result: 1-0", "opponent-can-mate: yes" } },
  /* Against a bare king no series of moves mates with a knight: the position is dead, so the
   * game had ended already (5.2.2) and the resignation changes nothing. */
  { "resign-knight-bare",
    { "resign", "--fen", "k7/8/8/8/8/8/8/K1N5 b - - 0 1", "--by", "black" },
    0,
    { "ruling: game-over", "ended: dead-position", "result: 1/2-1/2", "articles: 5.2.2" } },

  /* 5.1.1: Black is checkmated (Ra8#, Kg6): the game is won by White, whoever "resigns" after;
   * not 1/2-1/2. */
  { "resign-after-mate",
    { "resign", "--fen", "R6k/8/6K1/8/8/8/8/8 b - - 100 60", "--by", "black" },
    0,
    { "ruling: game-over", "ended: checkmate", "ended-ply: none", "result: 1-0",
      "articles: 5.1.1" } },
  { "resign-after-mate-by-winner",
    { "resign", "--fen", "R6k/8/6K1/8/8/8/8/8 b - - 100 60", "--by", "white" },
    0,
    { "ruling: game-over", "result: 1-0", "articles: 5.1.1" } },
  /* 5.2.1: Black to move has no legal move and is not in check. */
  { "resign-after-stalemate",
    { "resign", "--fen", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "--by", "black" },
    0,
    { "ruling: game-over", "ended: stalemate", "result: 1/2-1/2", "articles: 5.2.1" } },
  /* 9.6.2: 75 moves by each without capture or pawn move; Black could mate, but the game was
   * drawn already. */
  { "resign-after-75",
    { "resign", "--fen", "4k3/8/8/8/8/8/q7/4K3 w - - 150 120", "--by", "white" },
    0,
    { "ruling: game-over", "ended: seventy-five", "result: 1/2-1/2", "articles: 9.6.2" } },
  /* 9.6.2: "If the last move resulted in checkmate, that shall take precedence." */
  { "resign-mate-on-75th",
    { "resign", "--fen", "R6k/8/6K1/8/8/8/8/8 b - - 150 80", "--by", "black" },
    0,
    { "ruling: game-over", "ended: checkmate", "result: 1-0", "articles: 5.1.1" } },
  /* 5.2.2: king against king, and king and bishop against king. */
  { "resign-king-king",
    { "resign", "--fen", "8/8/8/4k3/8/8/8/4K3 w - - 0 1", "--by", "white" },
    0,
    { "ruling: game-over", "ended: dead-position", "result: 1/2-1/2", "articles: 5.2.2" } },
  { "resign-king-bishop",
    { "resign", "--fen", "4k3/8/8/8/8/8/8/4KB2 w - - 0 1", "--by", "black" },
    0,
    { "ruling: game-over", "ended: dead-position", "result: 1/2-1/2", "articles: 5.2.2" } },
};

static void
run_case (gconstpointer data)
{
  const PenaltyCase *c = data;
  g_auto (CliResult) res = { 0 };
  cli_run (&res, c->args);
  g_assert_cmpint (res.status, ==, c->status);
  g_assert_cmpstr (res.err, ==, "");
  for (int i = 0; i < (int) G_N_ELEMENTS (c->lines) && c->lines[i]; i++)
    {
      g_autofree char *line = g_strdup_printf ("\n%s\n", c->lines[i]);
      g_autofree char *out = g_strdup_printf ("\n%s", res.out);
      if (!strstr (out, line))
        g_test_message ("missing line '%s' in:\n%s", c->lines[i], res.out);
      g_assert_nonnull (strstr (out, line));
    }
}

typedef struct
{
  const char *name;
  const char *args[MAX_ARGS];
  const char *needle;
  const char *needle2; /* NULL, or a second word the message must hold */
} ErrorCase;

static const ErrorCase errors[] = {
  /* A missing option is named as required, not as a wrong value. */
  { "no-offender", { "penalty", "--kind", "warning" }, "--offender", "required" },
  { "no-kind", { "penalty", "--offender", "white" }, "--kind", NULL },
  { "bad-kind", { "penalty", "--offender", "white", "--kind", "12.9.10" }, "--kind", NULL },
  { "bad-occasion", { "penalty", "--offender", "white", "--occasion", "4.3" }, "--occasion", NULL },
  { "seconds-with-warning",
    { "penalty", "--offender", "white", "--kind", "warning", "--seconds", "60" },
    "--seconds",
    NULL },
  { "loss-without-score",
    { "penalty", "--offender", "white", "--kind", "loss" },
    "--opponent-score",
    NULL },
  { "bad-score",
    { "penalty", "--offender", "white", "--kind", "loss", "--opponent-score", "2" },
    "--opponent-score",
    NULL },
  { "bad-scores",
    { "penalty", "--offender", "white", "--kind", "fine", "--scores", "1-1-1" },
    "--scores",
    NULL },
  { "resign-no-side", { "resign", "--fen", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1" }, "--by", "required" },
  { "resign-no-position", { "resign", "--by", "white" }, "--fen", NULL },
  { "resign-both-sources",
    { "resign", "--fen", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "--pgn", "x.pgn", "--by", "white" },
    "--pgn",
    NULL },
};

static void
run_error (gconstpointer data)
{
  const ErrorCase *c = data;
  g_auto (CliResult) res = { 0 };
  cli_run (&res, c->args);
  cli_assert_usage_error (&res, c->needle, c->needle2, NULL);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_set_nonfatal_assertions ();
  cli_add_cases ("/cli/penalty", cases, sizeof cases[0], G_N_ELEMENTS (cases), run_case);
  cli_add_cases ("/cli/penalty/error", errors, sizeof errors[0], G_N_ELEMENTS (errors), run_error);
  return g_test_run ();
}
