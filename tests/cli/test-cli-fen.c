/* test-cli-fen.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The CLI contract of 'hakem-cli fen': the normalised FEN on success, one-line errors otherwise.
 */
#include "cli-test-util.h"

#include <string.h>

#define BOARD "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"
#define START BOARD " w KQkq - 0 1"

#define MAX_ARGS 8

typedef struct
{
  const char *name;
  const char *args[MAX_ARGS + 1]; /* after "fen" */
  const char *fen;                /* what must follow "fen: " */
} NormCase;

/* Expected forms follow the FEN definition of the PGN standard (section 16.1) and, for castling
 * rights, the X-FEN and Shredder-FEN conventions (Chess Programming Wiki). */
static const NormCase norm_cases[] = {
  { "start", { START }, START },
  /* Missing move counters take their defaults. */
  { "four-fields", { BOARD " w KQkq -" }, START },
  { "five-fields", { BOARD " w KQkq - 5" }, BOARD " w KQkq - 5 1" },
  { "counters-kept", { BOARD " b KQkq - 12 40" }, BOARD " b KQkq - 12 40" },
  /* An unquoted FEN arrives as six arguments. */
  { "unquoted", { BOARD, "w", "KQkq", "-", "0", "1" }, START },
  /* Castling letters in the order KQkq whatever order they were given in. */
  { "castling-order", { BOARD " w qkQK - 0 1" }, START },
  { "castling-some",
    { "r3k2r/8/8/8/8/8/8/R3K2R w qK - 0 1" },
    "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1" },
  /* Shredder-FEN in, X-FEN out: outermost rooks are written KQkq. */
  { "shredder-in", { BOARD " w HAha - 0 1" }, START },
  { "shredder-out", { "--shredder", START }, BOARD " w HAha - 0 1" },
  /* A Chess960 start (Chess Programming Wiki, Chess960 perft positions): rooks f1 and h1 are each
   * the outermost on their side of the king. */
  { "chess960-xfen",
    { "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9" },
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9" },
  /* The b1 rook is not the outermost on its side, so X-FEN must name its file. */
  { "xfen-inner-rook", { "4k3/8/8/8/8/8/8/RR2K3 w B - 0 1" }, "4k3/8/8/8/8/8/8/RR2K3 w B - 0 1" },
  { "xfen-outer-rook", { "4k3/8/8/8/8/8/8/RR2K3 w A - 0 1" }, "4k3/8/8/8/8/8/8/RR2K3 w Q - 0 1" },
  /* Black can take e.p., so the square stays under every convention. */
  { "en-passant",
    { "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3" },
    "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3" },
  { "bare-kings", { "8/8/4k3/8/8/3K4/8/8 b - - 0 60" }, "8/8/4k3/8/8/3K4/8/8 b - - 0 60" },
};

static void
test_normalise (gconstpointer data)
{
  const NormCase *c = data;
  g_auto (CliResult) res = { 0 };
  cli_run_command (&res, "fen", c->args);
  if (res.status != 0)
    g_test_message ("stderr: <%s>", res.err);
  g_assert_cmpint (res.status, ==, 0);
  g_assert_cmpstr (res.err, ==, "");
  g_autofree char *want = g_strdup_printf ("fen: %s\n", c->fen);
  g_assert_cmpstr (res.out, ==, want);
}

/* What the tool prints must read back as itself. */
static void
test_idempotent (gconstpointer data)
{
  const NormCase *c = data;
  g_auto (CliResult) first = { 0 };
  cli_run_command (&first, "fen", c->args);
  g_assert_cmpint (first.status, ==, 0);
  g_assert_true (g_str_has_prefix (first.out, "fen: "));
  g_assert_true (g_str_has_suffix (first.out, "\n"));
  if (g_test_failed ())
    return;
  g_autofree char *fen = g_strndup (first.out + 5, strlen (first.out) - 6);
  /* Same options, so that --shredder output is read back under --shredder. */
  const char *args[MAX_ARGS + 1] = { NULL };
  int n = 0;
  for (int i = 0; i < MAX_ARGS && c->args[i] != NULL; i++)
    if (g_str_has_prefix (c->args[i], "--"))
      args[n++] = c->args[i];
  args[n] = fen;
  g_auto (CliResult) second = { 0 };
  cli_run_command (&second, "fen", args);
  g_assert_cmpint (second.status, ==, 0);
  g_assert_cmpstr (second.out, ==, first.out);
}

typedef struct
{
  const char *name;
  const char *args[MAX_ARGS + 1]; /* after "fen" */
  const char *what;
  const char *where; /* NULL when the place is a matter of choice */
} ErrorCase;

/* Columns are 1-based; BOARD is 43 characters, so the side to move is column 45, castling starts
 * at 47, en passant at 52 (after "KQkq "), the halfmove clock at 54 and the move number at 56. */
static const ErrorCase error_cases[] = {
  { "bad-character",
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1" },
    "fen",
    "column 43" },
  { "side", { BOARD " x KQkq - 0 1" }, "fen", "column 45" },
  { "castling-syntax", { BOARD " w x - 0 1" }, "fen", "column 47" },
  /* "4k3/8/8/8/8/8/8/4K3 w " is 22 characters: the K is at 23, and there is no rook. */
  { "castling-no-rook", { "4k3/8/8/8/8/8/8/4K3 w K - 0 1" }, "fen", "column 23" },
  { "en-passant-syntax", { BOARD " w KQkq z3 0 1" }, "fen", "column 52" },
  /* White to move, yet e3 says White just pushed. */
  { "en-passant-impossible", { BOARD " w KQkq e3 0 1" }, "fen", "column 52" },
  { "halfmove", { BOARD " w KQkq - x 1" }, "fen", "column 54" },
  { "empty", { "" }, "fen", "column 1" },
  /* The placement alone: who has the move is not guessed (43 characters). */
  { "too-few-fields", { BOARD }, "fen", "column 44" },
  { "too-many-fields", { START " 7" }, "fen", "column " },
  { "seven-ranks", { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1" }, "fen", "column " },
  { "short-rank", { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1" }, "fen", "column " },
  { "long-rank", { "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" }, "fen", "column " },
  { "two-white-kings", { "4k3/8/8/8/8/8/8/4KK2 w - - 0 1" }, "fen", "column " },
  { "no-black-king", { "8/8/8/8/8/8/8/4K3 w - - 0 1" }, "fen", "column " },
  { "pawn-on-first-rank", { "4k3/8/8/8/8/8/8/P3K3 w - - 0 1" }, "fen", "column " },
  /* Black's king on e8 stands in the rook's line with White to move. */
  { "opponent-in-check", { "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1" }, "fen", "column " },
  { "missing-argument", { NULL }, "fen", "FEN" },
  { "unknown-option", { "--bogus", START }, "--bogus", NULL },
};

static void
test_error (gconstpointer data)
{
  const ErrorCase *c = data;
  g_auto (CliResult) res = { 0 };
  cli_run_command (&res, "fen", c->args);
  cli_assert_usage_error (&res, c->what, c->where, NULL);
}

/* Read with a warning: the FEN printed is python-chess's completion (chess/__init__.py,
 * Board.set_fen, read in its source: castling "-", en passant "-", halfmove 0, move number 1; a
 * move number 0 becomes 1), and stderr says what was assumed and where (BOARD is 43 characters,
 * so its side to move is column 45 and a third field starts at 47). */
typedef struct
{
  const char *name;
  const char *args[MAX_ARGS + 1];
  const char *fen;
  const char *warning; /* in the one line on stderr */
} WarnCase;

static const WarnCase warn_cases[] = {
  { "two-fields", { BOARD " b" }, BOARD " b - - 0 1", "column 46" },
  { "three-fields", { BOARD " w KQkq" }, START, "column 51" },
  { "fullmove-zero", { BOARD " w KQkq - 0 0" }, START, "column 56" },
  /* A mate problem as some collections write it: White to play (Rh8#), move 0 at column 29. */
  { "problem", { "k7/8/1K6/8/8/8/8/7R w - - 0 0" }, "k7/8/1K6/8/8/8/8/7R w - - 0 1", "column 29" },
};

static void
test_warning (gconstpointer data)
{
  const WarnCase *c = data;
  g_auto (CliResult) res = { 0 };
  cli_run_command (&res, "fen", c->args);
  g_assert_cmpint (res.status, ==, 0);
  g_autofree char *want = g_strdup_printf ("fen: %s\n", c->fen);
  g_assert_cmpstr (res.out, ==, want);
  g_assert_cmpuint (cli_count_lines (res.err), ==, 1);
  g_assert_nonnull (strstr (res.err, "warning"));
  g_assert_nonnull (strstr (res.err, c->warning));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* One wrong case must not hide the verdicts on the others. */
  g_test_set_nonfatal_assertions ();
  cli_add_cases ("/cli/fen/normalise", norm_cases, sizeof norm_cases[0], G_N_ELEMENTS (norm_cases),
                 test_normalise);
  cli_add_cases ("/cli/fen/idempotent", norm_cases, sizeof norm_cases[0], G_N_ELEMENTS (norm_cases),
                 test_idempotent);
  cli_add_cases ("/cli/fen/error", error_cases, sizeof error_cases[0], G_N_ELEMENTS (error_cases),
                 test_error);
  cli_add_cases ("/cli/fen/warning", warn_cases, sizeof warn_cases[0], G_N_ELEMENTS (warn_cases),
                 test_warning);
  return g_test_run ();
}
