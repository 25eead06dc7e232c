/* test-cli-rulings.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * hakem-cli flag and illegal against the CLI contract: results worked out by hand from Articles
 * 6.9, 7.5.1, 7.5.5 and A.3.
 */
#include "cli-test-util.h"

#define MAX_ARGS 14

typedef struct
{
  const char *name;
  const char *args[MAX_ARGS]; /* "@name" is replaced by tests/data/claims/name */
  const char *lines[6];       /* lines that must appear whole in the output */
} RulingCase;

static const RulingCase cases[] = {
  /* 6.9: Black's lone king flags against K+Q: White can mate, so White wins. */
  { "flag-queen-wins", { "flag", "--fen", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "--flagged", "black" },
    { "result: 1-0", "adjust: none", "articles: 6.9" } },
  /* 6.9: White, with the queen, flags; Black has a lone king and can never mate: a draw. */
  { "flag-lone-king-draws",
    { "flag", "--fen", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "--flagged", "white" },
    { "result: 1/2-1/2", "articles: 6.9" } },
  /* A lone knight cannot force mate but need not: is there ANY series? Not against a bare
   * king (no piece can block the king's flight squares). Draw. */
  { "flag-knight-bare-king", { "flag", "--fen", "k7/8/8/8/8/8/8/K1N5 w - - 0 1", "--flagged", "black" },
    { "result: 1/2-1/2" } },
  /* With a black pawn on a7 the helpmate Kc7 and Nb6# exists (a7 blocks the king): White wins. */
  { "flag-knight-with-pawn", { "flag", "--fen", "k7/p7/8/8/8/8/8/K1N5 w - - 0 1", "--flagged", "black" },
    { "result: 1-0", "opponent-can-mate: yes" } },
  /* Black flags with K+N against K+B: the knight can shut its own king in. Helpmate:
   * Black Ka8 Nb8, White Kb6 Bb7#: b7 is guarded by the king, a7 too, b8 is blocked. White wins. */
  { "flag-bishop-vs-knight", { "flag", "--fen", "k7/8/8/8/8/8/8/KB5n w - - 0 1", "--flagged", "black" },
    { "result: 1-0" } },
  /* K+B against K+R: the rook next to its king can always interpose or take on the square next to
   * it. Enumerating all 64^4 placements of the four pieces with Black to move finds no checkmate
   * of Black at all, so no series of moves ends in one: the rook side's flag gives a draw. */
  { "flag-bishop-vs-rook", { "flag", "--fen", "k7/8/8/8/8/8/8/KB5r w - - 0 1", "--flagged", "black" },
    { "result: 1/2-1/2", "opponent-can-mate: no" } },
  /* 7.5.5: first illegal move by Black after 3 half-moves: two minutes to White; reinstate 3. */
  { "illegal-first-standard", { "illegal", "--pgn", "@knights.pgn", "--ply", "3" },
    { "result: *", "adjust: white +120", "articles: 7.5.1 7.5.5", "restore-ply: 3" } },
  /* In rapid (15'+10": 25 minutes) one minute (A.3). */
  { "illegal-first-rapid", { "illegal", "--pgn", "@knights.pgn", "--ply", "2", "--tc", "900+10" },
    { "result: *", "adjust: black +60", "articles: 7.5.1 7.5.5 A.3", "restore-ply: 2" } },
  /* Second illegal move by Black, White has K+R: White can mate, Black loses. */
  { "illegal-second-loses", { "illegal", "--pgn", "@fifty.pgn", "--ply", "1", "--previous", "1" },
    { "result: 1-0", "adjust: none", "articles: 7.5.1 7.5.5", "restore-ply: 1" } },
  /* Second illegal move by White, but Black has a lone king and cannot mate: drawn (7.5.5). */
  { "illegal-second-draws", { "illegal", "--pgn", "@fifty.pgn", "--ply", "2", "--previous", "1" },
    { "result: 1/2-1/2", "adjust: none", "restore-ply: 2" } },
};

static void
run_case (gconstpointer data)
{
  const RulingCase *c = data;
  const char *argv[MAX_ARGS + 1] = { NULL };
  g_autoptr (GPtrArray) owned = g_ptr_array_new_with_free_func (g_free);
  for (int i = 0; c->args[i]; i++)
    {
      if (c->args[i][0] == '@')
        {
          char *p = g_build_filename (TEST_DATA_DIR, "claims", c->args[i] + 1, NULL);
          g_ptr_array_add (owned, p);
          argv[i] = p;
        }
      else
        argv[i] = c->args[i];
    }
  g_auto (CliResult) res = { 0 };
  cli_run (&res, argv);
  cli_assert_ok_with_lines (&res, c->lines);
}

typedef struct
{
  const char *name;
  const char *args[MAX_ARGS];
  const char *needle;
} ErrorCase;

static const ErrorCase errors[] = {
  { "flag-no-fen", { "flag", "--flagged", "white" }, "--fen" },
  { "flag-bad-side", { "flag", "--fen", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "--flagged", "both" },
    "--flagged" },
  { "flag-bad-fen", { "flag", "--fen", "4k3/8/8/8/8/8/8/3QK2 w - - 0 1", "--flagged", "white" },
    "--fen" },
  { "illegal-no-ply", { "illegal", "--pgn", "x.pgn" }, "--ply" },
  { "illegal-negative-previous", { "illegal", "--pgn", "x.pgn", "--ply", "1", "--previous=-1" },
    "--previous" },
};

static void
run_error (gconstpointer data)
{
  const ErrorCase *c = data;
  g_auto (CliResult) res = { 0 };
  cli_run (&res, c->args);
  cli_assert_usage_error (&res, c->needle, NULL);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  cli_add_cases ("/cli/rulings", cases, sizeof cases[0], G_N_ELEMENTS (cases), run_case);
  cli_add_cases ("/cli/rulings/error", errors, sizeof errors[0], G_N_ELEMENTS (errors), run_error);
  return g_test_run ();
}
