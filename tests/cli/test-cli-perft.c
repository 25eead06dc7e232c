/* test-cli-perft.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The CLI contract of 'hakem-cli perft': node counts, --divide, bad input refused with status 2.
 */
#include "cli-test-util.h"

#include <string.h>

#define START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
#define KIWIPETE "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
#define POS3 "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
#define POS4 "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"
#define POS5 "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"
#define POS6 "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10"
/* Fool's mate: White is checkmated, so every depth from 1 on counts 0. */
#define MATED "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"

/* Up to six arguments after "perft"; the rest NULL. */
#define MAX_ARGS 6

typedef struct
{
  const char *name;
  const char *args[MAX_ARGS + 1];
  guint64 nodes;
  guint moves; /* with --divide: the number of legal moves, which is perft 1 */
} CountCase;

/* Node counts from the Chess Programming Wiki "Perft Results" page (the published table);
 * a position's legal move count is its depth-1 entry there. */
static const CountCase count_cases[] = {
  { "start-0-default", { "0" }, 1, 0 },
  { "start-1-default", { "1" }, 20, 0 },
  { "start-3-default", { "3" }, 8902, 0 },
  { "start-4-fen", { "--fen", START, "4" }, 197281, 0 },
  { "start-3-fen-equals", { "--fen=" START, "3" }, 8902, 0 },
  { "start-3-depth-first", { "3", "--fen", START }, 8902, 0 },
  { "kiwipete-1", { "--fen", KIWIPETE, "1" }, 48, 0 },
  { "kiwipete-3", { "--fen", KIWIPETE, "3" }, 97862, 0 },
  { "position3-4", { "--fen", POS3, "4" }, 43238, 0 },
  { "position4-3", { "--fen", POS4, "3" }, 9467, 0 },
  { "position5-3", { "--fen", POS5, "3" }, 62379, 0 },
  { "position6-3", { "--fen", POS6, "3" }, 89890, 0 },
  { "mated-2", { "--fen", MATED, "2" }, 0, 0 },
};

static const CountCase divide_cases[] = {
  { "start-1", { "--divide", "1" }, 20, 20 },
  { "start-3", { "--divide", "3" }, 8902, 20 },
  { "kiwipete-2", { "--divide", "--fen", KIWIPETE, "2" }, 2039, 48 },
  { "position3-3", { "--fen", POS3, "--divide", "3" }, 2812, 14 },
  { "position4-2", { "--fen", POS4, "2", "--divide" }, 264, 6 },
  { "position5-3", { "--divide", "--fen", POS5, "3" }, 62379, 44 },
  { "position6-2", { "--divide", "--fen", POS6, "2" }, 2079, 46 },
  { "mated-2", { "--divide", "--fen", MATED, "2" }, 0, 0 },
};

/* Checks a successful run and returns its stdout split into lines (without the final empty one). */
static char **
success_lines (const CliResult *res)
{
  if (res->status != 0 || res->err[0] != '\0')
    g_test_message ("status %d\nstderr: <%s>", res->status, res->err);
  g_assert_cmpint (res->status, ==, 0);
  g_assert_cmpstr (res->err, ==, "");
  g_assert_true (g_str_has_suffix (res->out, "\n"));
  if (!g_str_has_suffix (res->out, "\n"))
    return g_new0 (char *, 1);
  g_autofree char *body = g_strndup (res->out, strlen (res->out) - 1);
  return g_strsplit (body, "\n", -1);
}

/* The "nodes: N" line, which the contract puts last. */
static guint64
last_nodes (char **lines)
{
  guint n = g_strv_length (lines);
  g_assert_cmpuint (n, >=, 1);
  if (n == 0)
    return G_MAXUINT64;
  const char *last = lines[n - 1];
  g_assert_true (g_str_has_prefix (last, "nodes: "));
  guint64 v = 0;
  g_autoptr (GError) error = NULL;
  g_assert_true (g_ascii_string_to_unsigned (last + 7, 10, 0, G_MAXUINT64, &v, &error));
  return v;
}

static void
test_count (gconstpointer data)
{
  const CountCase *c = data;
  g_auto (CliResult) res = { 0 };
  cli_run_command (&res, "perft", c->args);
  g_auto (GStrv) lines = success_lines (&res);
  g_assert_cmpuint (last_nodes (lines), ==, c->nodes);
}

/* A divide line is "UCI: N" with UCI a long-algebraic move (promotion letter lower case). */
static gboolean
parse_divide_line (const char *line, char uci[6], guint64 *count)
{
  GRegex *re = g_regex_new ("^([a-h][1-8][a-h][1-8][qrbn]?): ([0-9]+)$", 0, 0, NULL);
  g_autoptr (GMatchInfo) m = NULL;
  gboolean ok = g_regex_match (re, line, 0, &m);
  if (ok)
    {
      g_autofree char *mv = g_match_info_fetch (m, 1);
      g_autofree char *num = g_match_info_fetch (m, 2);
      g_strlcpy (uci, mv, 6);
      *count = g_ascii_strtoull (num, NULL, 10);
    }
  g_regex_unref (re);
  return ok;
}

static void
test_divide (gconstpointer data)
{
  const CountCase *c = data;
  g_auto (CliResult) res = { 0 };
  cli_run_command (&res, "perft", c->args);
  g_auto (GStrv) lines = success_lines (&res);
  guint64 nodes = last_nodes (lines);
  g_assert_cmpuint (nodes, ==, c->nodes);

  if (g_test_failed ())
    return;
  guint n_moves = g_strv_length (lines) - 1;
  g_assert_cmpuint (n_moves, ==, c->moves);
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint64 sum = 0;
  for (guint i = 0; i < n_moves; i++)
    {
      char uci[6];
      guint64 count;
      if (!parse_divide_line (lines[i], uci, &count))
        g_test_message ("not a divide line: <%s>", lines[i]);
      g_assert_true (parse_divide_line (lines[i], uci, &count));
      if (g_test_failed ())
        return;
      /* Each legal move once, or the count of lines would not mean the number of moves. */
      g_assert_true (g_hash_table_add (seen, g_strdup (uci)));
      sum += count;
    }
  g_assert_cmpuint (sum, ==, nodes);
}

/* 'go perft 3' of Stockfish 15.1 (Debian 15.1-4) on position 5 of the perft table, which has
 * castling and all four promotions at the root. */
static const struct
{
  const char *uci;
  guint64 nodes;
} stockfish_divide[] = {
  { "a2a3", 1373 },  { "a2a4", 1433 },  { "b1a3", 1303 },  { "b1c3", 1467 },  { "b1d2", 1174 },
  { "b2b3", 1368 },  { "b2b4", 1398 },  { "c1d2", 1368 },  { "c1e3", 1587 },  { "c1f4", 1552 },
  { "c1g5", 1422 },  { "c1h6", 1312 },  { "c2c3", 1440 },  { "c4a6", 1256 },  { "c4b3", 1275 },
  { "c4b5", 1332 },  { "c4d3", 1269 },  { "c4d5", 1375 },  { "c4e6", 1438 },  { "c4f7", 1328 },
  { "d1d2", 1436 },  { "d1d3", 1685 },  { "d1d4", 1751 },  { "d1d5", 1688 },  { "d1d6", 1500 },
  { "d7c8b", 1668 }, { "d7c8n", 1607 }, { "d7c8q", 1459 }, { "d7c8r", 1296 }, { "e1d2", 978 },
  { "e1f1", 1445 },  { "e1f2", 1269 },  { "e1g1", 1376 },  { "e2c3", 1595 },  { "e2d4", 1554 },
  { "e2f4", 1555 },  { "e2g1", 1431 },  { "e2g3", 1523 },  { "g2g3", 1308 },  { "g2g4", 1337 },
  { "h1f1", 1364 },  { "h1g1", 1311 },  { "h2h3", 1371 },  { "h2h4", 1402 },
};

static void
test_divide_stockfish (void)
{
  g_auto (CliResult) res = { 0 };
  cli_runv (&res, "perft", "--fen", POS5, "--divide", "3", NULL);
  g_auto (GStrv) lines = success_lines (&res);
  g_assert_cmpuint (last_nodes (lines), ==, 62379);
  if (g_test_failed ())
    return;

  g_autoptr (GHashTable) ours = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  guint n = g_strv_length (lines) - 1;
  for (guint i = 0; i < n; i++)
    {
      char uci[6];
      guint64 count;
      if (!parse_divide_line (lines[i], uci, &count))
        g_test_message ("not a divide line: <%s>", lines[i]);
      g_assert_true (parse_divide_line (lines[i], uci, &count));
      if (g_test_failed ())
        return;
      g_hash_table_insert (ours, g_strdup (uci), g_memdup2 (&count, sizeof count));
    }
  g_assert_cmpuint (g_hash_table_size (ours), ==, G_N_ELEMENTS (stockfish_divide));
  for (gsize i = 0; i < G_N_ELEMENTS (stockfish_divide); i++)
    {
      const guint64 *count = g_hash_table_lookup (ours, stockfish_divide[i].uci);
      if (count == NULL)
        g_test_message ("stockfish's move %s is missing", stockfish_divide[i].uci);
      g_assert_nonnull (count);
      if (count == NULL)
        continue;
      if (*count != stockfish_divide[i].nodes)
        g_test_message ("move %s", stockfish_divide[i].uci);
      g_assert_cmpuint (*count, ==, stockfish_divide[i].nodes);
    }
}

typedef struct
{
  const char *name;
  const char *args[MAX_ARGS + 1]; /* the whole command line after the program name */
  const char *what;               /* what stderr must name */
  const char *where;              /* and where; NULL when 'what' says it all */
} ErrorCase;

#define BAD_CHAR "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1"

static const ErrorCase error_cases[] = {
  { "depth-letters", { "perft", "abc" }, "DEPTH", "abc" },
  { "depth-trailing", { "perft", "3x" }, "DEPTH", "3x" },
  { "depth-empty", { "perft", "" }, "DEPTH", "''" },
  { "depth-too-large", { "perft", "99" }, "DEPTH", "99" },
  { "depth-overflow", { "perft", "99999999999999999999999" }, "DEPTH", "99999999999999999999999" },
  { "depth-negative", { "perft", "-1" }, "-1", NULL },
  { "depth-missing", { "perft" }, "DEPTH", NULL },
  { "depth-missing-with-fen", { "perft", "--fen", START }, "DEPTH", NULL },
  { "depth-twice", { "perft", "3", "4" }, "DEPTH", NULL },
  /* The X is the 43rd character of the FEN. */
  { "fen-bad-character", { "perft", "--fen", BAD_CHAR, "2" }, "--fen", "column 43" },
  { "fen-bad-character-divide",
    { "perft", "--divide", "--fen", BAD_CHAR, "2" },
    "--fen",
    "column 43" },
  { "fen-empty", { "perft", "--fen", "", "2" }, "--fen", "column 1" },
  { "fen-missing-argument", { "perft", "2", "--fen" }, "--fen", NULL },
  { "unknown-option", { "perft", "--bogus", "3" }, "--bogus", NULL },
  { "unknown-short-option", { "perft", "-x", "3" }, "-x", NULL },
  { "unknown-command", { "frobnicate", "3" }, "frobnicate", NULL },
};

static void
test_error (gconstpointer data)
{
  const ErrorCase *c = data;
  g_auto (CliResult) res = { 0 };
  cli_run (&res, c->args);
  cli_assert_usage_error (&res, c->what, c->where, NULL);
}

/* 'hakem-cli' alone lacks its command: bad input like any other. */
static void
test_no_command (void)
{
  g_auto (CliResult) res = { 0 };
  const char *const none[] = { NULL };
  cli_run (&res, none);
  cli_assert_usage_error (&res, "command", NULL);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* One wrong case must not hide the verdicts on the others. */
  g_test_set_nonfatal_assertions ();
  cli_add_cases ("/cli/perft/count", count_cases, sizeof count_cases[0], G_N_ELEMENTS (count_cases),
                 test_count);
  cli_add_cases ("/cli/perft/divide", divide_cases, sizeof divide_cases[0],
                 G_N_ELEMENTS (divide_cases), test_divide);
  g_test_add_func ("/cli/perft/divide-stockfish", test_divide_stockfish);
  cli_add_cases ("/cli/perft/error", error_cases, sizeof error_cases[0], G_N_ELEMENTS (error_cases),
                 test_error);
  g_test_add_func ("/cli/perft/error/no-command", test_no_command);
  return g_test_run ();
}
