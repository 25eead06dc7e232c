/* test-round-cli.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * hakem-cli monitor as a script sees it: key: value blocks, JSON Lines, a growing feed, bad input,
 * and no line forged by a name or a file name (issue 26.6).
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

/* A desk's case file: tests/data/casefile/valid.hakem on board 7 of round 1, Black named black
 * (XML text), written in dir as name. */
static void
write_desk (const char *dir, const char *name, const char *black)
{
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (TEST_DATA_DIR "/casefile/valid.hakem", &text, NULL, NULL));
  const char *tag = "<tag name=\"White\">Arbiter, A.</tag>";
  char *at = strstr (text, tag);
  g_assert_nonnull (at);
  *at = '\0';
  g_autofree char *changed
      = g_strdup_printf ("%s<tag name=\"Round\">1</tag><tag name=\"Board\">7</tag>"
                         "<tag name=\"White\">Good</tag><tag name=\"Black\">%s</tag>%s",
                         text, black, at + strlen (tag));
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_assert_true (g_file_set_contents (path, changed, -1, NULL));
}

static gboolean
has_line (const char *text, const char *line)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  return g_strv_contains ((const char *const *) lines, line);
}

static void
test_forged (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hakem-forged-XXXXXX", NULL);
  /* A name with a line end is refused when the case file is read: no board, no line. */
  write_desk (dir, "round-1-board-7.a.hakem", "Evil&#10;event: checkmate");
  g_auto (CliResult) refused = { 0 };
  cli_runv (&refused, "monitor", "--once", dir, NULL);
  g_assert_cmpint (refused.status, ==, 0);
  g_assert_false (has_line (refused.out, "event: checkmate"));
  g_assert_true (has_line (refused.out, "boards: 0"));
  g_autofree char *forged = g_build_filename (dir, "round-1-board-7.a.hakem", NULL);
  g_remove (forged);

  /* A file name is no field of the case: a line end in it is escaped where it is printed. */
  const char *name = "a\nevent: checkmate.hakem";
  write_desk (dir, name, "Evil");
  g_auto (CliResult) escaped = { 0 };
  cli_runv (&escaped, "monitor", "--once", dir, NULL);
  g_assert_cmpint (escaped.status, ==, 0);
  g_assert_false (has_line (escaped.out, "event: checkmate"));
  g_assert_true (has_line (escaped.out, "black: Evil"));
  g_assert_nonnull (strstr (escaped.out, "\ndesk: a\\nevent:"));
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_remove (path);
  g_rmdir (dir);
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

/* Issue 30.5: the recorded round of tests/data/round/glitches (its README says why each value is
 * what it is) as a script sees it: each glitch with its moves as a list, its FENs as written,
 * null where there is no position or no inserted move, and the one illegal move. */
static void
test_glitches (void)
{
  const char *dir = TEST_DATA_DIR "/round/glitches";
  g_auto (CliResult) res = { 0 };
  cli_runv (&res, "monitor", "--once", "--json", dir, NULL);
  const char *const lines[] = {
    "{\"board\":\"1\",\"round\":\"5\",\"event\":\"missed-move\",\"ply\":2,\"move\":\"exd5\","
    "\"candidates\":[\"d5\"],\"inserted\":\"d5\","
    "\"fen-before\":\"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\","
    "\"fen-after\":\"rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2\"}",
    "{\"board\":\"2\",\"round\":\"5\",\"event\":\"missed-move\",\"ply\":4,\"move\":\"Bxc6\","
    "\"candidates\":[\"Nc6\",\"c6\"],\"inserted\":null,"
    "\"fen-before\":\"rnbqkbnr/pppp1ppp/8/1B2p3/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 2\","
    "\"fen-after\":null}",
    "{\"board\":\"3\",\"round\":\"5\",\"event\":\"board-jump\",\"ply\":5,"
    "\"moves\":[\"Bd3\",\"Bc4\"],"
    "\"fen-before\":\"r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3\","
    "\"fen-after\":\"r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3\"}",
    "{\"board\":\"4\",\"round\":\"5\",\"event\":\"result-signalled\",\"ply\":4,\"result\":\"1-0\","
    "\"moves\":[\"Ke4\",\"Kd5\"],"
    "\"fen-before\":\"rnbqkb1r/pppppp1p/5np1/8/8/5NP1/PPPPPP1P/RNBQKB1R w KQkq - 0 3\","
    "\"fen-after\":\"rnbq1b1r/pppppp1p/5np1/3k4/4K3/5NP1/PPPPPP1P/RNBQ1B1R w - - 0 3\"}",
    "{\"board\":\"5\",\"round\":\"5\",\"event\":\"result-signalled\",\"ply\":4,\"result\":\"0-1\","
    "\"moves\":[\"Ke5\",\"Kd4\"],"
    "\"fen-before\":\"rnbqkb1r/pppppp1p/5np1/8/8/5NP1/PPPPPP1P/RNBQKB1R w KQkq - 0 3\","
    "\"fen-after\":\"rnbq1b1r/pppppp1p/5np1/4k3/3K4/5NP1/PPPPPP1P/RNBQ1B1R w - - 0 3\"}",
    "{\"board\":\"6\",\"round\":\"5\",\"event\":\"result-signalled\",\"ply\":4,"
    "\"result\":\"1/2-1/2\",\"moves\":[\"Ke4\",\"Ke5\"],"
    "\"fen-before\":\"rnbqkb1r/pppppp1p/5np1/8/8/5NP1/PPPPPP1P/RNBQKB1R w KQkq - 0 3\","
    "\"fen-after\":\"rnbq1b1r/pppppp1p/5np1/4k3/4K3/5NP1/PPPPPP1P/RNBQ1B1R w - - 0 3\"}",
    "{\"board\":\"7\",\"round\":\"5\",\"event\":\"illegal-move\",\"ply\":3,\"move\":\"Ke3\"}",
    "{\"boards\":7,\"pending\":0}",
    NULL
  };
  cli_assert_ok_with_lines (&res, lines);
  g_assert_null (strstr (res.out, "\"board\":\"1\",\"round\":\"5\",\"event\":\"illegal-move\""));
  /* Seven boards, each added and with one event. */
  g_auto (GStrv) out = g_strsplit (res.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (out), ==, 7 * 2 + 1 + 1);

  /* The lines: a list space-separated, a FEN as it is written. */
  g_auto (CliResult) text = { 0 };
  cli_runv (&text, "monitor", "--once", dir, NULL);
  g_assert_nonnull (strstr (text.out, "board: 2\nround: 5\nevent: missed-move\nply: 4\n"
                                      "move: Bxc6\ncandidates: Nc6 c6\ninserted: none\n"
                                      "fen-before: rnbqkbnr/pppp1ppp/8/1B2p3/4P3/8/PPPP1PPP/"
                                      "RNBQK1NR b KQkq - 1 2\nfen-after: none\n\n"));
  g_assert_nonnull (strstr (text.out, "event: result-signalled\nply: 4\nresult: 0-1\n"
                                      "moves: Ke5 Kd4\n"));
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
  g_test_add_func ("/round/cli/forged", test_forged);
  g_test_add_func ("/round/cli/glitches", test_glitches);
  return g_test_run ();
}
