/* test-round-cli.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * hakem-cli monitor as a script sees it: key: value blocks, JSON Lines, a growing feed, bad input.
 */
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <stdio.h>
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

/* The next line of the running monitor's output (blocks until it comes). */
static char *
next_line (GDataInputStream *in)
{
  g_autoptr (GError) error = NULL;
  char *line = g_data_input_stream_read_line_utf8 (in, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (line);
  return line;
}

/* Without --once: the monitor keeps watching and prints each event as the feed grows (polled,
 * so that the test does not depend on the file system's notifications). */
static void
test_stream (void)
{
  char *path = write_round ();
  const char *cli = g_getenv ("HAKEM_CLI");
  g_assert_nonnull (cli);
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocessLauncher) launcher
      = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_subprocess_launcher_setenv (launcher, "HAKEM_ROUND_POLL_MS", "20", TRUE);
  g_autoptr (GSubprocess) proc = g_subprocess_launcher_spawn (launcher, &error, cli, "monitor",
                                                              "--json", "--poll", path, NULL);
  g_assert_no_error (error);
  g_autoptr (GDataInputStream) in = g_data_input_stream_new (g_subprocess_get_stdout_pipe (proc));
  /* The first reading: boards 12 and 13, then the flags of each. */
  g_autofree char *l1 = next_line (in), *l2 = next_line (in), *l3 = next_line (in),
                  *l4 = next_line (in);
  /* Each board is announced, then its flags. */
  g_assert_nonnull (strstr (l1, "\"board\":\"12\""));
  g_assert_nonnull (strstr (l1, "\"event\":\"board-added\""));
  g_assert_nonnull (strstr (l3, "\"board\":\"13\""));
  g_assert_nonnull (strstr (l3, "\"event\":\"board-added\""));
  g_assert_cmpstr (l2, ==,
                   "{\"board\":\"12\",\"round\":\"4\",\"event\":\"threefold-claimable\","
                   "\"ply\":8,\"by\":\"white\"}");
  g_assert_cmpstr (l4, ==,
                   "{\"board\":\"13\",\"round\":\"4\",\"event\":\"illegal-move\","
                   "\"ply\":3,\"move\":\"Ke3\"}");
  /* A board added while the monitor runs: 1. f3 e5 2. g4 Qh4# mates at ply 4 (5.1.1). */
  g_autofree char *more = g_strconcat ("[Round \"4\"]\n[Board \"14\"]\n[Result \"*\"]\n\n",
                                       "1. f3 e5 2. g4 Qh4# *\n", NULL);
  FILE *f = fopen (path, "a");
  g_assert_nonnull (f);
  fputs (more, f);
  fclose (f);
  g_autofree char *l5 = next_line (in), *l6 = next_line (in);
  g_assert_nonnull (strstr (l5, "\"board\":\"14\",\"round\":\"4\",\"event\":\"board-added\""));
  g_assert_cmpstr (l6, ==,
                   "{\"board\":\"14\",\"round\":\"4\",\"event\":\"checkmate\",\"ply\":4,"
                   "\"winner\":\"black\"}");
  g_subprocess_force_exit (proc);
  g_subprocess_wait (proc, NULL, NULL);
  remove_round (path);
}

/* Issue 26: a file with a NUL byte (a memory card's after a power cut) dropped into the round's
 * folder. The pass over it ended never, and no board of the folder was read; now every board is,
 * and the damaged one says so (problem=nul, as check says it) after the 2 plies before it. */
static void
test_nul (void)
{
  char *path = write_round ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *nul = g_build_filename (dir, "nul.pgn", NULL);
  static const char bytes[] = "[Event \"E\"]\n[Result \"*\"]\n\n1. e4 e5 \0 2. Nf3 *\n";
  g_assert_true (g_file_set_contents (nul, bytes, sizeof bytes - 1, NULL));
  g_auto (CliResult) res = { 0 };
  cli_runv (&res, "monitor", "--once", dir, NULL);
  const char *const lines[]
      = { "event: threefold-claimable", "event: illegal-move", "boards: 3", "pending: 0", NULL };
  cli_assert_ok_with_lines (&res, lines);
  g_assert_nonnull (strstr (res.out, "event: damaged\nply: 2\nproblem: nul\n\n"));
  g_remove (nul);
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
  g_test_add_func ("/round/cli/stream", test_stream);
  g_test_add_func ("/round/cli/bad-input", test_bad_input);
  g_test_add_func ("/round/cli/nul", test_nul);
  return g_test_run ();
}
