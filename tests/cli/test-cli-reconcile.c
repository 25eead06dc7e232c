/* test-cli-reconcile.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * hakem-cli reconcile on the Opera game's two scoresheets (tests/data/reconcile, mistakes made
 * by hand from tests/data/pgn/opera-en.pgn): the game recovered is the PGN file's, the
 * discrepancies are the mistakes made, the final position was set up by hand; bad sheets are
 * refused naming file and line.
 */
#include <glib/gstdio.h>
#include <string.h>

#include "cli-test-util.h"

#define DATA TEST_DATA_DIR "/reconcile/"
#define OPERA_MOVES                                                                                \
  "moves: 1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 "    \
  "c6 9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6 15. "         \
  "Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8#"
#define OPERA_FINAL "1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17"

static void
test_text (void)
{
  g_auto (CliResult) res;
  cli_runv (&res, "reconcile", "--white", DATA "opera-white.txt", "--black",
            DATA "opera-black-tr.txt", NULL);
  const char *const lines[] = {
    OPERA_MOVES,
    "plies: 33",
    "final-fen: " OPERA_FINAL,
    "final-position: not-given",
    "letters-white: en",
    "letters-black: tr",
    "discrepancy: ply 15 sheet black written none played Nc3 kind omitted",
    "discrepancy: ply 22 sheet white written Nd7 played Nbd7 kind decoration",
    "discrepancy: ply 29 sheet black written ? played Bxd7+ kind illegible",
    "discrepancy: ply 33 sheet black written none played Rd8# kind not-recorded",
    "alternatives: 0",
    NULL,
  };
  cli_assert_ok_with_lines (&res, lines);
}

static void
test_json (void)
{
  g_auto (CliResult) res;
  cli_runv (&res, "reconcile", "--white", DATA "opera-white.txt", "--black",
            DATA "opera-black-tr.txt", "--json", NULL);
  g_assert_cmpint (res.status, ==, 0);
  g_assert_cmpuint (cli_count_lines (res.out), ==, 1);
  g_assert_true (g_str_has_prefix (res.out, "{\"moves\":[\"e4\",\"e5\",\"Nf3\",\"d6\","));
  g_assert_nonnull (strstr (res.out, ",\"Qb8+\",\"Nxb8\",\"Rd8#\"],\"plies\":33,"));
  g_assert_nonnull (strstr (res.out, "\"final-fen\":\"" OPERA_FINAL "\""));
  g_assert_nonnull (strstr (res.out, "{\"ply\":15,\"sheet\":\"black\",\"written\":null,"
                                     "\"played\":\"Nc3\",\"kind\":\"omitted\"}"));
  g_assert_nonnull (strstr (res.out, "{\"ply\":22,\"sheet\":\"white\",\"written\":\"Nd7\","
                                     "\"played\":\"Nbd7\",\"kind\":\"decoration\"}"));
  g_assert_true (g_str_has_suffix (res.out, "\"alternatives\":[]}\n"));
}

/* Both sheets stop after 15...Nxd7: 16.Qb8+ Nxb8 17.Rd8# are found from the final position. */
static void
test_final_position (void)
{
  g_auto (CliResult) res;
  cli_runv (&res, "reconcile", "--white", DATA "opera-white-short.txt", "--black",
            DATA "opera-black-tr.txt", "--final-fen", OPERA_FINAL, NULL);
  const char *const lines[] = {
    OPERA_MOVES,
    "plies: 33",
    "final-position: reached",
    "discrepancy: ply 31 sheet white written none played Qb8+ kind not-recorded",
    "discrepancy: ply 32 sheet black written none played Nxb8 kind not-recorded",
    NULL,
  };
  cli_assert_ok_with_lines (&res, lines);
}

static char *
write_temp (const char *name, const char *text)
{
  char *path = g_build_filename (g_get_tmp_dir (), name, NULL);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

/* A game from a position with Black to move: the first line holds Black's move alone. */
static void
test_black_first (void)
{
  g_autofree char *w = write_temp ("hakem-reconcile-w.txt", "1... e5\n2. Nf3 Nc6\n");
  g_autofree char *b = write_temp ("hakem-reconcile-b.txt", "1. - e5\n2. Nf3 Nc7\n*\n");
  g_auto (CliResult) res;
  cli_runv (&res, "reconcile", "--white", w, "--black", b, "--fen",
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", NULL);
  const char *const lines[] = {
    "moves: 1... e5 2. Nf3 Nc6",
    "plies: 3",
    "discrepancy: ply 3 sheet black written Nc7 played Nc6 kind square",
    NULL,
  };
  cli_assert_ok_with_lines (&res, lines);
  g_unlink (w);
  g_unlink (b);
}

static void
test_bad_sheet (void)
{
  g_autofree char *bad = write_temp ("hakem-reconcile-bad.txt", "1. e4 e5\n\n2. Nf3\nNc6\n");
  g_auto (CliResult) res;
  cli_runv (&res, "reconcile", "--white", bad, "--black", DATA "opera-white.txt", NULL);
  g_autofree char *where = g_strdup_printf ("%s:4:", bad);
  cli_assert_usage_error (&res, where, "move number", NULL);
  g_unlink (bad);

  g_autofree char *many = write_temp ("hakem-reconcile-many.txt", "1. e4 e5 Nf3\n");
  g_auto (CliResult) res2;
  cli_runv (&res2, "reconcile", "--white", DATA "opera-white.txt", "--black", many, NULL);
  g_autofree char *where2 = g_strdup_printf ("%s:1:", many);
  cli_assert_usage_error (&res2, where2, NULL);
  g_unlink (many);

  /* Move numbers run one a line, in order: a number skipped (a line lost) or written twice (a
   * line typed twice) is refused at its line, since every later move would slide. */
  g_autofree char *jump
      = write_temp ("hakem-reconcile-jump.txt", "1. e4 e5\n2. Nf3 Nc6\n4. Bb5 a6\n");
  g_auto (CliResult) res3;
  cli_runv (&res3, "reconcile", "--white", jump, "--black", DATA "opera-white.txt", NULL);
  g_autofree char *where3 = g_strdup_printf ("%s:3:", jump);
  cli_assert_usage_error (&res3, where3, "move 4 where move 3 was expected", NULL);
  g_unlink (jump);
  g_autofree char *twice
      = write_temp ("hakem-reconcile-twice.txt", "1. e4 e5\n2. Nf3 Nc6\n\n2. Nf3 Nc6\n");
  g_auto (CliResult) res4;
  cli_runv (&res4, "reconcile", "--white", DATA "opera-white.txt", "--black", twice, NULL);
  g_autofree char *where4 = g_strdup_printf ("%s:4:", twice);
  cli_assert_usage_error (&res4, where4, "move 2 again", NULL);
  g_unlink (twice);
}

static void
test_bad_options (void)
{
  g_auto (CliResult) res;
  cli_runv (&res, "reconcile", "--white", DATA "opera-white.txt", NULL);
  cli_assert_usage_error (&res, "--black", NULL);
  g_auto (CliResult) res2;
  cli_runv (&res2, "reconcile", "--white", DATA "opera-white.txt", "--black",
            DATA "opera-white.txt", "--final-fen", "8/8/8 w", NULL);
  cli_assert_usage_error (&res2, "--final-fen", NULL);
  g_auto (CliResult) res3;
  cli_runv (&res3, "reconcile", "--white", DATA "missing.txt", "--black", DATA "opera-white.txt",
            NULL);
  cli_assert_usage_error (&res3, "missing.txt", NULL);
}

/* A move number with nothing after it on White's sheet ("11.", as on a paper where neither move
 * was written): two empty cells, so the later moves keep their columns and only 11.Bxb5+ and
 * 11...Nbd7 are missing from that sheet; the game is still the Opera game. */
static void
test_number_alone (void)
{
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (DATA "opera-white.txt", &text, NULL, NULL));
  char *line = strstr (text, "11. Bxb5+ Nd7\n");
  g_assert_nonnull (line);
  memcpy (line, "11.          \n", strlen ("11. Bxb5+ Nd7\n"));
  g_autofree char *dir = g_dir_make_tmp ("hakem-reconcile-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "white.txt", NULL);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  g_auto (CliResult) res;
  cli_runv (&res, "reconcile", "--white", path, "--black", DATA "opera-black-tr.txt", NULL);
  g_assert_cmpint (res.status, ==, 0);
  g_assert_true (g_str_has_prefix (res.out, OPERA_MOVES "\n"));
  g_assert_nonnull (strstr (res.out, "discrepancy: ply 21 sheet white written - played Bxb5+"));
  g_assert_nonnull (strstr (res.out, "discrepancy: ply 22 sheet white written - played Nbd7"));
  /* Nothing else is wrong on White's sheet: the later moves kept their columns. */
  guint on_white = 0;
  for (const char *p = res.out; (p = strstr (p, "sheet white")); p++)
    on_white++;
  g_assert_cmpuint (on_white, ==, 2);
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/reconcile/text", test_text);
  g_test_add_func ("/cli/reconcile/json", test_json);
  g_test_add_func ("/cli/reconcile/final-position", test_final_position);
  g_test_add_func ("/cli/reconcile/black-first", test_black_first);
  g_test_add_func ("/cli/reconcile/bad-sheet", test_bad_sheet);
  g_test_add_func ("/cli/reconcile/bad-options", test_bad_options);
  g_test_add_func ("/cli/reconcile/number-alone", test_number_alone);
  return g_test_run ();
}
