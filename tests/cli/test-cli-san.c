/* test-cli-san.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The CLI contract of 'hakem-cli san': canonical SAN and UCI on success, one-line errors otherwise.
 */
#include "cli-test-util.h"

#include <string.h>

#define MAX_ARGS 8

#define START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
/* Knights b1 and f1 both reach d2. */
#define KNIGHTS "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1"
/* Queens e4, h4, h1 all reach e1; for h4 both its file and its rank are shared. */
#define QUEENS "1k6/8/8/8/4Q2Q/8/8/K6Q w - - 0 1"
/* The knight d2 is pinned by the bishop b4, so h4 alone goes to f3. */
#define PINNED_KNIGHT "4k3/8/8/8/1b5N/8/3N4/4K3 w - - 0 1"
/* Queen or rook on e8 checks the king a8 along the eighth rank; a7 and b7 stay free. */
#define PROMO "k7/4P3/8/8/8/8/8/4K3 w - - 0 1"
#define CASTLE "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
/* The rook f2 attacks f1, which the king crosses for O-O. */
#define CASTLE_THROUGH "4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1"
/* Chess960: king f1 next to its castling rook g1 (O-O is written f1g1 in Chess960 UCI). */
#define C960_SHORT "4k3/8/8/8/8/8/8/5KR1 w G - 0 1"
/* Chess960: king b1, rook a1: O-O-O and Kc1 both put the king on c1. */
#define C960_LONG "4k3/8/8/8/8/8/8/RK6 w A - 0 1"
#define EP "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"
/* The en passant capture would uncover the rook h5 against the king a5. */
#define EP_PINNED "8/8/8/K2pP2r/8/8/8/4k3 w - d6 0 1"
/* 1.e4 e5 2.Bc4 Nc6 3.Qh5 Nf6: 4.Qxf7 mates. */
#define SCHOLAR "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"
/* 1.f3 e5 2.g4: 2...Qh4 mates. */
#define FOOL "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2"
#define BACK_RANK "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"
#define KING_ROOK "4k3/8/8/8/8/8/8/4K2R w - - 0 1"

typedef struct
{
  const char *name;
  const char *args[MAX_ARGS + 1]; /* after "san" */
  const char *san;
  const char *uci;
} OkCase;

/* Expected values are worked out by hand from the positions above and FIDE Appendix C (SAN and
 * the Turkish letters Ş V K F A), and UCI as the UCI protocol writes moves. */
static const OkCase ok_cases[] = {
  { "pawn", { "--fen", START, "e4" }, "e4", "e2e4" },
  { "default-position", { "Nf3" }, "Nf3", "g1f3" },
  { "long-form", { "Ng1-f3" }, "Nf3", "g1f3" },
  { "uci-form", { "e2e4" }, "e4", "e2e4" },
  { "lang-en", { "--lang", "en", "Nc3" }, "Nc3", "b1c3" },
  { "lang-tr", { "--lang", "tr", "Af3" }, "Af3", "g1f3" },
  { "tr-king-s", { "--lang", "tr", "--fen", KING_ROOK, "Se2" }, "Şe2", "e1e2" },
  { "tr-rook", { "--lang", "tr", "--fen", KING_ROOK, "Kh2" }, "Kh2", "h1h2" },
  { "disambiguated", { "--fen", KNIGHTS, "Nbd2" }, "Nbd2", "b1d2" },
  { "file-and-rank", { "--fen", QUEENS, "Qh4-e1" }, "Qh4e1", "h4e1" },
  { "pinned-rival", { "--fen", PINNED_KNIGHT, "Nhf3" }, "Nf3", "h4f3" },
  { "promotion", { "--fen", PROMO, "e7e8q" }, "e8=Q+", "e7e8q" },
  { "promotion-tr", { "--lang", "tr", "--fen", PROMO, "e8=V" }, "e8=V+", "e7e8q" },
  { "underpromotion", { "--fen", PROMO, "e8(N)" }, "e8=N", "e7e8n" },
  { "castling-zeros", { "--fen", CASTLE, "0-0-0" }, "O-O-O", "e1c1" },
  { "castling-king-move", { "--fen", CASTLE, "e1g1" }, "O-O", "e1g1" },
  { "c960-castling", { "--fen", C960_SHORT, "O-O" }, "O-O", "f1g1" },
  { "c960-king-move", { "--fen", C960_LONG, "Kc1" }, "Kc1", "b1c1" },
  { "c960-castling-long", { "--fen", C960_LONG, "O-O-O" }, "O-O-O", "b1a1" },
  { "en-passant", { "--fen", EP, "exd6 e.p." }, "exd6", "e5d6" },
  /* Unquoted, "exd6 e.p." arrives as two arguments. */
  { "en-passant-unquoted", { "--fen", EP, "exd6", "e.p." }, "exd6", "e5d6" },
  { "mate", { "--fen", SCHOLAR, "Qf7" }, "Qxf7#", "h5f7" },
  { "black-mate", { "--fen", FOOL, "Qh4+" }, "Qh4#", "d8h4" },
  { "tr-mate", { "--lang", "tr", "--fen", BACK_RANK, "Ka8" }, "Ka8#", "a1a8" },
  { "annotated", { "Nf3!?" }, "Nf3", "g1f3" },
};

static void
test_ok (gconstpointer data)
{
  const OkCase *c = data;
  g_auto (CliResult) res = { 0 };
  cli_run_command (&res, "san", c->args);
  if (res.status != 0)
    g_test_message ("stderr: <%s>", res.err);
  g_assert_cmpint (res.status, ==, 0);
  g_assert_cmpstr (res.err, ==, "");
  g_autofree char *want = g_strdup_printf ("san: %s\nuci: %s\n", c->san, c->uci);
  g_assert_cmpstr (res.out, ==, want);
}

/* What the tool prints as SAN must read back as itself. */
static void
test_idempotent (gconstpointer data)
{
  const OkCase *c = data;
  g_auto (CliResult) first = { 0 };
  cli_run_command (&first, "san", c->args);
  g_assert_cmpint (first.status, ==, 0);
  g_assert_true (g_str_has_prefix (first.out, "san: "));
  if (g_test_failed ())
    return;
  const char *nl = strchr (first.out, '\n');
  g_assert_nonnull (nl);
  g_autofree char *san = g_strndup (first.out + 5, nl - (first.out + 5));
  /* Same options, the printed SAN in place of the move. */
  const char *args[MAX_ARGS + 1] = { NULL };
  int n = 0;
  for (int i = 0; i < MAX_ARGS && c->args[i] != NULL; i++)
    if (g_str_has_prefix (c->args[i], "--"))
      {
        args[n++] = c->args[i];
        args[n++] = c->args[++i];
      }
  args[n] = san;
  g_auto (CliResult) second = { 0 };
  cli_run_command (&second, "san", args);
  g_assert_cmpint (second.status, ==, 0);
  g_assert_cmpstr (second.out, ==, first.out);
}

typedef struct
{
  const char *name;
  const char *args[MAX_ARGS + 1]; /* after "san" */
  const char *needles[4];         /* what the one error line must name */
} ErrorCase;

static const ErrorCase error_cases[] = {
  { "ambiguous", { "--fen", KNIGHTS, "Nd2" }, { "'Nd2'", "Nbd2", "Nfd2" } },
  { "ambiguous-tr", { "--lang", "tr", "--fen", KNIGHTS, "Ad2" }, { "'Ad2'", "Abd2", "Afd2" } },
  { "ambiguous-three", { "--fen", QUEENS, "Qe1" }, { "Qh4e1", "Qee1", "Q1e1" } },
  { "promotion-missing", { "--fen", PROMO, "e8" }, { "'e8'", "column 3", "e8=Q+", "e8=N" } },
  { "promotion-king", { "--fen", PROMO, "e8=K" }, { "'e8=K'", "column 4" } },
  { "promotion-unexpected", { "e4=Q" }, { "'e4=Q'", "column 4" } },
  { "syntax", { "Nz3" }, { "'Nz3'", "column 2" } },
  { "syntax-after-s-cedilla",
    { "--lang", "tr", "--fen", KING_ROOK, "Şz2" },
    { "'Şz2'", "column 2" } },
  { "empty", { "" }, { "san" } },
  { "tr-rejects-N", { "--lang", "tr", "Nf3" }, { "'Nf3'", "column 1", "'N'" } },
  { "en-rejects-A", { "Af3" }, { "'Af3'", "column 1", "'A'" } },
  { "en-rejects-S-cedilla", { "--fen", KING_ROOK, "Şe2" }, { "'Şe2'", "column 1", "'Ş'" } },
  { "tr-rejects-Q-promotion",
    { "--lang", "tr", "--fen", PROMO, "e8=Q" },
    { "'e8=Q'", "column 4", "'Q'" } },
  /* K is the rook in Turkish: no rook reaches f2, and the king is not taken instead. */
  { "tr-k-is-rook", { "--lang", "tr", "--fen", KING_ROOK, "Kf2" }, { "'Kf2'", "f2" } },
  { "blocked", { "Bc4" }, { "'Bc4'", "c4", "3.5" } },
  { "own-piece", { "Nd2" }, { "'Nd2'", "d2", "3.1" } },
  { "pinned", { "--fen", PINNED_KNIGHT, "Ndf3" }, { "'Ndf3'", "3.9.2" } },
  { "en-passant-pinned", { "--fen", EP_PINNED, "exd6" }, { "'exd6'", "3.9.2" } },
  { "castling-through-check", { "--fen", CASTLE_THROUGH, "O-O" }, { "'O-O'", "3.8.2.2.1" } },
  { "castling-lost", { "--fen", KING_ROOK, "O-O" }, { "'O-O'", "3.8.2.1" } },
  /* Two squares is no king move, and Kg1 is never read as castling. */
  { "kg1-is-no-castling", { "--fen", CASTLE, "Kg1" }, { "'Kg1'", "g1" } },
  { "c960-kg1", { "--fen", C960_SHORT, "Kg1" }, { "'Kg1'", "g1", "3.1" } },
  { "long-no-piece", { "e3e4" }, { "'e3e4'", "e3" } },
  { "long-theirs", { "e7e5" }, { "'e7e5'", "e7", "e5" } },
  { "no-such-piece", { "--fen", KING_ROOK, "Qd1" }, { "'Qd1'" } },
  { "long-wrong-piece", { "Bg1-f3" }, { "'Bg1-f3'", "g1" } },
  { "bad-lang", { "--lang", "de", "e4" }, { "--lang", "'de'" } },
  { "bad-fen", { "--fen", "8/8/8 w - - 0 1", "e4" }, { "--fen", "column" } },
  { "missing-move", { NULL }, { "MOVE" } },
  { "unknown-option", { "--bogus", "e4" }, { "--bogus" } },
};

static void
test_error (gconstpointer data)
{
  const ErrorCase *c = data;
  g_auto (CliResult) res = { 0 };
  cli_run_command (&res, "san", c->args);
  cli_assert_usage_error (&res, c->needles[0], c->needles[1], c->needles[2], c->needles[3], NULL);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* One wrong case must not hide the verdicts on the others. */
  g_test_set_nonfatal_assertions ();
  cli_add_cases ("/cli/san/ok", ok_cases, sizeof ok_cases[0], G_N_ELEMENTS (ok_cases), test_ok);
  cli_add_cases ("/cli/san/idempotent", ok_cases, sizeof ok_cases[0], G_N_ELEMENTS (ok_cases),
                 test_idempotent);
  cli_add_cases ("/cli/san/error", error_cases, sizeof error_cases[0], G_N_ELEMENTS (error_cases),
                 test_error);
  return g_test_run ();
}
