/* test-cli-claim.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * hakem-cli claim against the CLI contract: rulings worked out by hand from Articles 9.2, 9.3,
 * 9.5 and A.3 on the games in tests/data/claims/.
 */
#include <string.h>

#include "cli-test-util.h"

#define MAX_ARGS 16

typedef struct
{
  const char *name;
  const char *args[MAX_ARGS]; /* after "claim"; FILE is replaced by the data file */
  const char *file;
  /* Expected lines of output (each must appear whole), NULL-terminated. */
  const char *lines[8];
} ClaimCase;

static const ClaimCase cases[] = {
  /* 25.4. 60.Ra8# is checkmate (5.1.1) and the hundredth half-move without capture or pawn move:
   * the checkmate ended the game at once, so Black's fifty-move claim after it draws nothing;
   * the game had ended, 1-0, and nothing is ruled. */
  { "fifty-after-mate",
    { "--kind", "fifty", "--by", "black" },
    "mate-100.pgn",
    { "ruling: game-over", "ended: checkmate", "ended-ply: 1", "result: 1-0", "articles: 5.1.1" } },
  /* A threefold claim there is not ruled incorrect either: no two minutes for White. */
  { "threefold-after-mate",
    { "--kind", "threefold", "--by", "black" },
    "mate-100.pgn",
    { "ruling: game-over", "ended: checkmate", "result: 1-0", "articles: 5.1.1" } },
  /* 9.3.1: White writes Ra8, which completes the fifty moves, and claims before playing it: the
   * move is not made (9.3.1), so no checkmate is on the board, and the claim is correct
   * (9.5.2). */
  { "fifty-written-mate",
    { "--ply", "0", "--kind", "fifty", "--by", "white", "--intended", "Ra8" },
    "mate-100.pgn",
    { "verdict: correct", "result: 1/2-1/2", "articles: 9.3.1 9.5.2" } },
  /* 9.2.1.1 with the same move: the position after it is new, so the claim is incorrect; 9.5.3
   * has the written move made, and it checkmates (5.1.1): White wins. */
  { "threefold-written-mate",
    { "--ply", "0", "--kind", "threefold", "--by", "white", "--intended", "Ra8" },
    "mate-100.pgn",
    { "verdict: incorrect", "result: 1-0", "articles: 9.2.1.1 9.2.2 9.5.3 5.1.1", "must-play: Ra8#",
      "ended: checkmate", "ended-ply: 1" } },
  /* 9.6.1: the fivefold repetition after 16 plies ended the game; a threefold claim after it. */
  { "threefold-after-fivefold",
    { "--kind", "threefold", "--by", "white" },
    "../rulings/fivefold.pgn",
    { "ruling: game-over", "ended: fivefold", "ended-ply: 16", "result: 1/2-1/2",
      "articles: 9.6.1" } },
  /* 25.5. The black king on e8 cannot go to e7, its own pawn stands there: the written move is
   * no legal move (Article 3), so no position is about to appear; the claim is incorrect, two
   * minutes to White in standard play (9.5.3), and Black must make a legal move instead. */
  { "intended-illegal",
    { "--ply", "7", "--kind", "threefold", "--by", "black", "--intended", "Ke7" },
    "knights.pgn",
    { "verdict: incorrect", "result: *", "adjust: white +120", "articles: 9.2.1.1 9.2.2 9.5.3",
      "occurrences:", "written-move: illegal", "must-play: any-legal-move" } },
  /* The same under 9.3.1 in rapid play (15'+10"): one minute (A.3). */
  { "intended-illegal-fifty-rapid",
    { "--ply", "7", "--kind", "fifty", "--by", "black", "--intended", "Ke7", "--tc", "900+10" },
    "knights.pgn",
    { "verdict: incorrect", "adjust: white +60", "articles: 9.3.1 9.5.3 A.3",
      "written-move: illegal", "must-play: any-legal-move", "time-class: rapid" } },
  /* Blitz under B.2 applies the Competition Rules: two minutes by the letter; under B.3 (A.3)
   * one minute. */
  { "intended-illegal-blitz-b2",
    { "--ply", "7", "--kind", "threefold", "--by", "black", "--intended", "Ke7", "--tc", "180+2",
      "--supervision", "full" },
    "knights.pgn",
    { "verdict: incorrect", "adjust: white +120", "articles: 9.2.1.1 9.2.2 9.5.3",
      "supervision-article: B.2" } },
  { "intended-illegal-blitz-b3",
    { "--ply", "7", "--kind", "threefold", "--by", "black", "--intended", "Ke7", "--tc", "180+2" },
    "knights.pgn",
    { "verdict: incorrect", "adjust: white +60", "articles: 9.2.1.1 9.2.2 9.5.3 A.3",
      "supervision-article: B.3" } },
  /* The initial position at plies 0, 4 and 8; White has the move (9.2.1.2). */
  { "threefold-at-end",
    { "--kind", "threefold", "--by", "white" },
    "knights.pgn",
    { "verdict: correct", "result: 1/2-1/2", "adjust: none", "articles: 9.2.1.2 9.2.2 9.5.2",
      "occurrences: 0 4 8" } },
  /* Black writes ...Ng8, which would make the third occurrence (9.2.1.1). */
  { "threefold-intended",
    { "--ply", "7", "--kind", "threefold", "--by", "black", "--intended", "Ng8" },
    "knights.pgn",
    { "verdict: correct", "result: 1/2-1/2", "articles: 9.2.1.1 9.2.2 9.5.2",
      "occurrences: 0 4 8" } },
  /* The game and the move in Turkish letters (--lang tr for the move): A is the knight. Only the
   * second occurrence: incorrect, two minutes to White (standard play, 9.5.3), and the written move
   * must be made. */
  { "threefold-intended-turkish",
    { "--ply", "3", "--kind", "threefold", "--by", "black", "--intended", "Ag8", "--lang", "tr" },
    "knights-tr.pgn",
    { "verdict: incorrect", "result: *", "adjust: white +120", "articles: 9.2.1.1 9.2.2 9.5.3",
      "occurrences: 0 4", "must-play: Ag8" } },
  /* --lang names the letters of the command line's moves; the file's own letters are found
   * (English here, though N is no Turkish letter): the same ruling as threefold-at-end. */
  { "threefold-lang-tr-english-file",
    { "--kind", "threefold", "--by", "white", "--lang", "tr" },
    "knights.pgn",
    { "verdict: correct", "result: 1/2-1/2", "adjust: none", "articles: 9.2.1.2 9.2.2 9.5.2",
      "occurrences: 0 4 8" } },
  /* ... and the Turkish file read with English letters for the command line. */
  { "threefold-turkish-file",
    { "--kind", "threefold", "--by", "white" },
    "knights-tr.pgn",
    { "verdict: correct", "result: 1/2-1/2", "adjust: none", "articles: 9.2.1.2 9.2.2 9.5.2",
      "occurrences: 0 4 8" } },
  /* Twice only: incorrect, two minutes to Black in the tag's standard control. */
  { "threefold-premature",
    { "--ply", "4", "--kind", "threefold", "--by", "white" },
    "knights.pgn",
    { "verdict: incorrect", "result: *", "adjust: black +120", "articles: 9.2.1.2 9.2.2 9.5.3",
      "occurrences: 0 4" } },
  /* 10 minutes + 60 x 5 s = 15 minutes: rapid (A.1), one minute (A.3). */
  { "threefold-premature-rapid",
    { "--ply", "4", "--kind", "threefold", "--by", "white", "--tc", "600+5" },
    "knights.pgn",
    { "verdict: incorrect", "adjust: black +60", "articles: 9.2.1.2 9.2.2 9.5.3 A.3" } },
  /* 3 minutes + 60 x 2 s = 5 minutes: blitz (B.1), one minute (A.3 through B.3). */
  { "threefold-premature-blitz",
    { "--ply", "4", "--kind", "threefold", "--by", "white", "--tc", "180+2" },
    "knights.pgn",
    { "verdict: incorrect", "adjust: black +60", "articles: 9.2.1.2 9.2.2 9.5.3 A.3" } },
  /* 9.2.2.1: en passant was possible at ply 4, so that position is another one. */
  { "en-passant-possible",
    { "--ply", "12", "--kind", "threefold", "--by", "white" },
    "en-passant.pgn",
    { "verdict: incorrect", "occurrences: 8 12" } },
  /* No white pawn could take on d6: the same position at plies 2, 6 and 10. */
  { "en-passant-impossible",
    { "--game", "2", "--kind", "threefold", "--by", "white" },
    "en-passant.pgn",
    { "verdict: correct", "occurrences: 2 6 10" } },
  /* 9.2.2.2: the kings went out and back, so ply 2 had castling rights and ply 6 has none. */
  { "castling-rights-lost",
    { "--ply", "10", "--kind", "threefold", "--by", "white" },
    "castling.pgn",
    { "verdict: incorrect", "occurrences: 6 10" } },
  { "castling-rights-lost-third",
    { "--kind", "threefold", "--by", "white" },
    "castling.pgn",
    { "verdict: correct", "occurrences: 6 10 14" } },
  /* 99 plies after 60.Ra2: not yet fifty moves each (9.3.2). */
  { "fifty-premature",
    { "--ply", "1", "--kind", "fifty", "--by", "black" },
    "fifty.pgn",
    { "verdict: incorrect", "result: *", "adjust: white +120", "articles: 9.3.2 9.5.3" } },
  /* ...Kd5 written down completes them (9.3.1). */
  { "fifty-intended",
    { "--ply", "1", "--kind", "fifty", "--by", "black", "--intended", "Kd5" },
    "fifty.pgn",
    { "verdict: correct", "result: 1/2-1/2", "articles: 9.3.1 9.5.2" } },
  /* After 60...Kd5, White has the move with 100 plies complete (9.3.2). */
  { "fifty-correct",
    { "--ply", "2", "--kind", "fifty", "--by", "white" },
    "fifty.pgn",
    { "verdict: correct", "result: 1/2-1/2", "adjust: none", "articles: 9.3.2 9.5.2" } },
};

static char *
data_path (const char *file)
{
  return g_build_filename (TEST_DATA_DIR, "claims", file, NULL);
}

static void
run_case (gconstpointer data)
{
  const ClaimCase *c = data;
  g_autofree char *path = data_path (c->file);
  const char *argv[MAX_ARGS + 4] = { "claim", "--pgn", path };
  int n = 3;
  for (int i = 0; c->args[i]; i++)
    argv[n++] = c->args[i];
  argv[n] = NULL;
  g_auto (CliResult) res = { 0 };
  cli_run (&res, argv);
  cli_assert_ok_with_lines (&res, c->lines);
}

typedef struct
{
  const char *name;
  const char *args[MAX_ARGS];
  const char *file;
  const char *needle; /* what the one-line error must name */
} ErrorCase;

static const ErrorCase errors[] = {
  /* 9.2.1: only the player having the move may claim; after 4 plies that is White. */
  { "not-to-move",
    { "--ply", "4", "--kind", "threefold", "--by", "black" },
    "knights.pgn",
    "--by" },
  { "ply-too-far",
    { "--ply", "99", "--kind", "threefold", "--by", "white" },
    "knights.pgn",
    "--ply" },
  { "bad-kind", { "--kind", "twofold", "--by", "white" }, "knights.pgn", "--kind" },
  { "bad-side", { "--kind", "threefold", "--by", "red" }, "knights.pgn", "--by" },
  { "no-kind", { "--by", "white" }, "knights.pgn", "--kind" },
  { "missing-file", { "--kind", "threefold", "--by", "white" }, "no-such-file.pgn", "--pgn" },
  { "no-such-game",
    { "--game", "2", "--kind", "threefold", "--by", "white" },
    "knights.pgn",
    "--game" },
  /* Not a move in algebraic notation at all: bad input, not an illegal move. */
  { "intended-not-a-move",
    { "--ply", "7", "--kind", "threefold", "--by", "black", "--intended", "Zz9" },
    "knights.pgn",
    "--intended" },
  /* N is no Turkish piece letter. */
  { "intended-wrong-language",
    { "--ply", "7", "--kind", "threefold", "--by", "black", "--intended", "Ng8", "--lang", "tr" },
    "knights-tr.pgn",
    "--intended" },
  { "bad-tc", { "--kind", "threefold", "--by", "white", "--tc", "40/" }, "knights.pgn", "--tc" },
  { "bad-lang",
    { "--kind", "threefold", "--by", "white", "--lang", "de" },
    "knights.pgn",
    "--lang" },
};

static void
run_error (gconstpointer data)
{
  const ErrorCase *c = data;
  g_autofree char *path = data_path (c->file);
  const char *argv[MAX_ARGS + 4] = { "claim", "--pgn", path };
  int n = 3;
  for (int i = 0; c->args[i]; i++)
    argv[n++] = c->args[i];
  argv[n] = NULL;
  g_auto (CliResult) res = { 0 };
  cli_run (&res, argv);
  cli_assert_usage_error (&res, c->needle, NULL);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  cli_add_cases ("/cli/claim", cases, sizeof cases[0], G_N_ELEMENTS (cases), run_case);
  cli_add_cases ("/cli/claim/error", errors, sizeof errors[0], G_N_ELEMENTS (errors), run_error);
  return g_test_run ();
}
