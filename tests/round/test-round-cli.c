/* test-round-cli.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * hakem-cli monitor --once as a script sees it: key: value blocks, JSON Lines, bad input.
 */
#include <glib/gstdio.h>
#include <string.h>

#include "cli-test-util.h"

static char *
write_round (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hakem-monitor-XXXXXX", NULL);
  g_assert_nonnull (dir);
  char *path = g_build_filename (dir, "round.pgn", NULL);
  /* The initial position stands after plies 0, 4 and 8: a threefold claim at ply 8 (9.2). */
  g_assert_true (
      g_file_set_contents (path,
                           "[Round \"4\"]\n[Board \"12\"]\n[White \"A\"]\n[Black \"B\"]\n"
                           "[Result \"*\"]\n\n"
                           "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *\n"
                           "[Round \"4\"]\n[Board \"13\"]\n[Result \"*\"]\n\n1. e4 e5 2. Ke3 *\n",
                           -1, NULL));
  return path;
}

static void
remove_round (char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_remove (path);
  g_rmdir (dir);
  g_free (path);
}

static void
test_lines (void)
{
  char *path = write_round ();
  g_auto (CliResult) res = { 0 };
  cli_runv (&res, "monitor", "--once", path, NULL);
  const char *const lines[] = { "board: 12", "round: 4",  "event: threefold-claimable",
                                "ply: 8",    "by: white", "event: illegal-move",
                                "move: Ke3", "boards: 2", "pending: 0",
                                NULL };
  cli_assert_ok_with_lines (&res, lines);
  g_assert_nonnull (strstr (res.out, "board: 12\nround: 4\nevent: threefold-claimable\nply: 8\n"
                                     "by: white\n\n"));
  remove_round (path);
}

static void
test_json (void)
{
  char *path = write_round ();
  g_auto (CliResult) res = { 0 };
  cli_runv (&res, "monitor", "--once", "--json", path, NULL);
  const char *const lines[] = {
    "{\"board\":\"12\",\"round\":\"4\",\"event\":\"threefold-claimable\",\"ply\":8,\"by\":"
    "\"white\"}",
    "{\"board\":\"13\",\"round\":\"4\",\"event\":\"illegal-move\",\"ply\":3,\"move\":\"Ke3\"}",
    "{\"boards\":2,\"pending\":0}", NULL
  };
  cli_assert_ok_with_lines (&res, lines);
  remove_round (path);
}

static void
test_bad_input (void)
{
  g_auto (CliResult) res = { 0 };
  cli_runv (&res, "monitor", "--once", "/nonexistent/round.pgn", NULL);
  cli_assert_usage_error (&res, "monitor", NULL);
  g_auto (CliResult) none = { 0 };
  cli_runv (&none, "monitor", "--once", NULL);
  cli_assert_usage_error (&none, "monitor", NULL);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/round/cli/lines", test_lines);
  g_test_add_func ("/round/cli/json", test_json);
  g_test_add_func ("/round/cli/bad-input", test_bad_input);
  return g_test_run ();
}
