/* test-cli-trf.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The CLI contract of 'hakem-cli trf': a round's boards and byes of published tournament report
 * files (tests/data/trf/README.md), worked out by hand from their columns, and the round trip:
 * a played round's results removed here, the round listed as the next to play, its results
 * written back through the CLI from the original columns, and the file compared byte for byte
 * with the original, in LF and CR LF; with --feed, a board's result from its PGN with the colours
 * reversed, confirmed, and the file written back as published.
 */
#include "cli-test-util.h"

#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

#define EXAMPLE1 TEST_DATA_DIR "/trf/fide-example1.trf"
#define LICHESS TEST_DATA_DIR "/trf/lichess-swiss-2020-05-29.trf"
#define LICHESS2 TEST_DATA_DIR "/trf/lichess-swiss-2020-06-26.trf"

/* Before round 3 of the Lichess Swiss, 1, 2 and 3 have 2 points, 4, 6, 9, 10, 11 and 12 one, 5 a
 * half and 7 and 13 none: boards 2+2, 2+1, then 1+1 (6 before 9), 1+0.5, 0+0. */
static const char lichess_round3[] = "round: 3\n"
                                     "board: 1\nwhite: 1\nwhite-name: mattderkuerschner\n"
                                     "black: 3\nblack-name: michaelwalz7\n"
                                     "colours-known: yes\nresult: 0-1\n"
                                     "board: 2\nwhite: 4\nwhite-name: hansimpech\n"
                                     "black: 2\nblack-name: noiretblanc\n"
                                     "colours-known: yes\nresult: 0-1\n"
                                     "board: 3\nwhite: 11\nwhite-name: liamyoda2007\n"
                                     "black: 6\nblack-name: nullkommaneun\n"
                                     "colours-known: yes\nresult: 0-1\n"
                                     "board: 4\nwhite: 12\nwhite-name: presidentlangen\n"
                                     "black: 9\nblack-name: tobiasthomas\n"
                                     "colours-known: yes\nresult: 0-1\n"
                                     "board: 5\nwhite: 5\nwhite-name: defrank\n"
                                     "black: 10\nblack-name: feyre17\n"
                                     "colours-known: yes\nresult: 1-0\n"
                                     "board: 6\nwhite: 13\nwhite-name: johnnydiggson\n"
                                     "black: 7\nblack-name: oshgnacknak\n"
                                     "colours-known: yes\nresult: 1-0\n"
                                     "player: 8\nname: mainspringer\nkind: Z\n";

static void
test_lichess_text (void)
{
  g_auto (CliResult) res = { 0 };
  cli_runv (&res, "trf", LICHESS, "--round", "3", NULL);
  g_assert_cmpint (res.status, ==, 0);
  g_assert_cmpstr (res.err, ==, "");
  g_assert_cmpstr (res.out, ==, lichess_round3);
}

/* Round 1: every score 0, the boards by the smaller pairing number; 5 and 8 have a half-point
 * bye (H), 12 the pairing-allocated bye (U). */
static const char lichess_round1_json[]
    = "{\"round\":1,\"boards\":["
      "{\"board\":1,\"white\":13,\"white-name\":\"johnnydiggson\",\"black\":1,"
      "\"black-name\":\"mattderkuerschner\",\"colours-known\":\"yes\",\"result\":\"0-1\"},"
      "{\"board\":2,\"white\":7,\"white-name\":\"oshgnacknak\",\"black\":2,"
      "\"black-name\":\"noiretblanc\",\"colours-known\":\"yes\",\"result\":\"0-1\"},"
      "{\"board\":3,\"white\":6,\"white-name\":\"nullkommaneun\",\"black\":3,"
      "\"black-name\":\"michaelwalz7\",\"colours-known\":\"yes\",\"result\":\"0-1\"},"
      "{\"board\":4,\"white\":4,\"white-name\":\"hansimpech\",\"black\":9,"
      "\"black-name\":\"tobiasthomas\",\"colours-known\":\"yes\",\"result\":\"1-0\"},"
      "{\"board\":5,\"white\":11,\"white-name\":\"liamyoda2007\",\"black\":10,"
      "\"black-name\":\"feyre17\",\"colours-known\":\"yes\",\"result\":\"1-0\"}],"
      "\"byes\":[{\"player\":5,\"name\":\"defrank\",\"kind\":\"H\"},"
      "{\"player\":8,\"name\":\"mainspringer\",\"kind\":\"H\"},"
      "{\"player\":12,\"name\":\"presidentlangen\",\"kind\":\"U\"}]}\n";

static void
test_lichess_json (void)
{
  g_auto (CliResult) res = { 0 };
  cli_runv (&res, "trf", LICHESS, "--round", "1", "--json", NULL);
  g_assert_cmpint (res.status, ==, 0);
  g_assert_cmpstr (res.err, ==, "");
  g_assert_cmpstr (res.out, ==, lichess_round1_json);
}

/* The other Lichess Swiss, round 1 by the smaller pairing number: 1-6, 4-2, 8-3, 7-9, and 5 the
 * pairing-allocated bye. */
static void
test_lichess2_round1 (void)
{
  g_auto (CliResult) res = { 0 };
  cli_runv (&res, "trf", LICHESS2, "--round", "1", NULL);
  static const char want[] = "round: 1\n"
                             "board: 1\nwhite: 1\nwhite-name: mattderkuerschner\n"
                             "black: 6\nblack-name: liamyoda2007\n"
                             "colours-known: yes\nresult: 1-0\n"
                             "board: 2\nwhite: 4\nwhite-name: tobiasthomas\n"
                             "black: 2\nblack-name: hansimpech\n"
                             "colours-known: yes\nresult: 1-0\n"
                             "board: 3\nwhite: 8\nwhite-name: feyre17\n"
                             "black: 3\nblack-name: kicia64\n"
                             "colours-known: yes\nresult: 0-1\n"
                             "board: 4\nwhite: 7\nwhite-name: michaelwalz7\n"
                             "black: 9\nblack-name: presidentlangen\n"
                             "colours-known: yes\nresult: 0-1\n"
                             "player: 5\nname: nowosibirsk\nkind: U\n";
  g_assert_cmpint (res.status, ==, 0);
  g_assert_cmpstr (res.out, ==, want);
}

/* The 001 line of player n in text (its content, without the line end), or NULL. */
static char *
player_line (const char *text, int n)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  for (char **l = lines; *l; l++)
    if (g_str_has_prefix (*l, "001") && strlen (*l) > 8 && atoi (*l + 4) == n)
      return g_strdup (*l);
  return NULL;
}

static char
result_column (const char *line, int round)
{
  gsize at = 98 + 10 * (gsize) (round - 1);
  return strlen (line) > at ? line[at] : ' ';
}

static double
points_of (char c)
{
  return strchr ("1+WFU", c) ? 1.0 : strchr ("=DH", c) ? 0.5 : 0.0;
}

/* The round's results removed from text, here by the description's columns: the result column
 * of every paired player blank, the points (81-84) less what it scored. */
static char *
strip_round (const char *text, int round)
{
  GString *out = g_string_new (NULL);
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  for (char **l = lines; *l; l++)
    {
      GString *line = g_string_new (*l);
      gsize at = 91 + 10 * (gsize) (round - 1);
      g_autofree char *opp = line->len > at ? g_strndup (line->str + at, 4) : g_strdup ("");
      if (g_str_has_prefix (line->str, "001") && atoi (opp) > 0)
        {
          char c = result_column (line->str, round);
          line->str[at + 7] = ' ';
          g_autofree char *old = g_strndup (line->str + 80, 4);
          char buf[G_ASCII_DTOSTR_BUF_SIZE];
          g_ascii_formatd (buf, sizeof buf, "%4.1f", g_ascii_strtod (old, NULL) - points_of (c));
          memcpy (line->str + 80, buf, 4);
        }
      g_string_append (out, line->str);
      if (l[1])
        g_string_append_c (out, '\n');
      g_string_free (line, TRUE);
    }
  return g_string_free (out, FALSE);
}

static const char *
result_text (char w, char b)
{
  static const struct
  {
    char w, b;
    const char *text;
  } pairs[] = { { '1', '0', "1-0" }, { '0', '1', "0-1" }, { '=', '=', "1/2-1/2" },
                { '+', '-', "+/-" }, { '-', '+', "-/+" }, { '-', '-', "-/-" } };
  for (gsize i = 0; i < G_N_ELEMENTS (pairs); i++)
    if (pairs[i].w == w && pairs[i].b == b)
      return pairs[i].text;
  g_error ("no result for %c/%c", w, b);
}

static char *
with_crlf (const char *text)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  return g_strjoinv ("\r\n", lines);
}

typedef struct
{
  const char *name;
  const char *path;
  int round;
  gboolean crlf;
} TripCase;

static const TripCase trip_cases[] = {
  { "example1-round7-lf", EXAMPLE1, 7, FALSE }, { "example1-round7-crlf", EXAMPLE1, 7, TRUE },
  { "example1-round1-lf", EXAMPLE1, 1, FALSE }, { "example1-round4-crlf", EXAMPLE1, 4, TRUE },
  { "lichess-round1-lf", LICHESS, 1, FALSE },   { "lichess-round6-crlf", LICHESS, 6, TRUE },
  { "lichess-round10-lf", LICHESS, 10, FALSE }, { "lichess2-round1-crlf", LICHESS2, 1, TRUE },
  { "lichess2-round6-lf", LICHESS2, 6, FALSE },
};

/* The --result arguments for the boards of the listing out, from the original's columns. */
static GPtrArray *
results_from_original (const char *original, const char *out, int round)
{
  GPtrArray *args = g_ptr_array_new_with_free_func (g_free);
  g_auto (GStrv) lines = g_strsplit (out, "\n", -1);
  int board = 0, white = 0;
  for (char **l = lines; *l; l++)
    {
      if (g_str_has_prefix (*l, "board: "))
        board = atoi (*l + 7);
      else if (g_str_has_prefix (*l, "white: "))
        white = atoi (*l + 7);
      else if (g_str_has_prefix (*l, "black: "))
        {
          g_autofree char *wl = player_line (original, white);
          g_autofree char *bl = player_line (original, atoi (*l + 7));
          g_assert_nonnull (wl);
          g_assert_nonnull (bl);
          const char *r = result_text (result_column (wl, round), result_column (bl, round));
          g_ptr_array_add (args, g_strdup ("--result"));
          g_ptr_array_add (args, g_strdup_printf ("%d:%s", board, r));
        }
      else if (g_str_has_prefix (*l, "result: "))
        g_assert_cmpstr (*l, ==, "result: none");
    }
  return args;
}

static void
test_round_trip (gconstpointer data)
{
  const TripCase *c = data;
  g_autofree char *lf = NULL;
  g_assert_true (g_file_get_contents (c->path, &lf, NULL, NULL));
  g_autofree char *original = c->crlf ? with_crlf (lf) : g_strdup (lf);
  g_autofree char *stripped = strip_round (original, c->round);
  g_assert_cmpstr (stripped, !=, original);
  g_autofree char *dir = g_dir_make_tmp ("hakem-trf-XXXXXX", NULL);
  g_autofree char *in = g_build_filename (dir, "stripped.trf", NULL);
  g_autofree char *out = g_build_filename (dir, "out.trf", NULL);
  g_assert_true (g_file_set_contents (in, stripped, -1, NULL));

  /* Without --round: the first round paired without results, the one stripped. */
  g_auto (CliResult) list = { 0 };
  cli_runv (&list, "trf", in, NULL);
  g_assert_cmpint (list.status, ==, 0);
  g_autofree char *head = g_strdup_printf ("round: %d\n", c->round);
  g_assert_true (g_str_has_prefix (list.out, head));

  g_autoptr (GPtrArray) args = results_from_original (lf, list.out, c->round);
  g_assert_cmpuint (args->len, >, 0);
  g_autofree char *round = g_strdup_printf ("%d", c->round);
  GPtrArray *argv = g_ptr_array_new ();
  const char *fixed[] = { "trf", in, "--round", round, "-o", out };
  for (gsize i = 0; i < G_N_ELEMENTS (fixed); i++)
    g_ptr_array_add (argv, (gpointer) fixed[i]);
  for (guint i = 0; i < args->len; i++)
    g_ptr_array_add (argv, args->pdata[i]);
  g_ptr_array_add (argv, NULL);
  g_auto (CliResult) res = { 0 };
  cli_run (&res, (const char *const *) argv->pdata);
  g_ptr_array_free (argv, TRUE);
  if (res.status != 0)
    g_test_message ("stderr: %s", res.err);
  g_assert_cmpint (res.status, ==, 0);
  g_autofree char *want
      = g_strdup_printf ("round: %d\nresults: %u\noutput: %s\n", c->round, args->len / 2, out);
  g_assert_cmpstr (res.out, ==, want);
  g_autofree char *written = NULL;
  gsize length = 0;
  g_assert_true (g_file_get_contents (out, &written, &length, NULL));
  g_assert_cmpuint (length, ==, strlen (original));
  g_assert_cmpstr (written, ==, original);
  g_remove (in);
  g_remove (out);
  g_rmdir (dir);
}

/* The name of player n, columns 15-47 of their line. */
static char *
name_column (const char *text, int n)
{
  g_autofree char *line = player_line (text, n);
  g_assert_nonnull (line);
  g_autofree char *name = g_strndup (line + 14, 33);
  return g_strdup (g_strchomp (name));
}

/* --feed: the Lichess Swiss's last round, its results taken out; board 1's game in the feed with
 * the colours reversed (its result by player, to be confirmed), the others' results given. The
 * file written once board 1 is confirmed is the published one; the results list beside it. */
static void
test_feed (void)
{
  g_autofree char *original = NULL;
  g_assert_true (g_file_get_contents (LICHESS, &original, NULL, NULL));
  g_autofree char *stripped = strip_round (original, 10);
  g_autofree char *dir = g_dir_make_tmp ("hakem-trf-XXXXXX", NULL);
  g_autofree char *feed = g_build_filename (dir, "feed", NULL);
  g_assert_cmpint (g_mkdir (feed, 0700), ==, 0);
  g_autofree char *in = g_build_filename (dir, "paired.trf", NULL);
  g_autofree char *out = g_build_filename (dir, "out.trf", NULL);
  g_autofree char *csv = g_build_filename (dir, "out.csv", NULL);
  g_assert_true (g_file_set_contents (in, stripped, -1, NULL));
  g_auto (CliResult) list = { 0 };
  cli_runv (&list, "trf", in, NULL);
  g_assert_cmpint (list.status, ==, 0);
  g_autoptr (GPtrArray) args = results_from_original (original, list.out, 10);
  /* Board 1: its players from the listing, its game written with Black's player as White. */
  g_assert_true (g_str_has_prefix (list.out, "round: 10\nboard: 1\nwhite: "));
  int white = atoi (strstr (list.out, "white: ") + 7);
  int black = atoi (strstr (list.out, "black: ") + 7);
  g_autofree char *wl = player_line (original, white);
  g_autofree char *bl = player_line (original, black);
  char br = result_column (bl, 10);
  const char *feed_result = br == '1' ? "1-0" : br == '0' ? "0-1" : "1/2-1/2";
  g_autofree char *wname = name_column (original, white);
  g_autofree char *bname = name_column (original, black);
  g_autofree char *game = g_strdup_printf ("[Round \"10\"]\n[Board \"1\"]\n[White \"%s\"]\n"
                                           "[Black \"%s\"]\n[Result \"%s\"]\n\n1. e4 e5 %s\n",
                                           bname, wname, feed_result, feed_result);
  g_autofree char *game_path = g_build_filename (feed, "board1.pgn", NULL);
  g_assert_true (g_file_set_contents (game_path, game, -1, NULL));

  for (int confirm = 0; confirm < 2; confirm++)
    {
      GPtrArray *argv = g_ptr_array_new ();
      const char *fixed[] = { "trf", in, "--feed", feed, "-o", out, "--csv", csv };
      for (gsize i = 0; i < G_N_ELEMENTS (fixed); i++)
        g_ptr_array_add (argv, (gpointer) fixed[i]);
      /* Every board's result but board 1's, which the feed gives. */
      for (guint i = 2; i < args->len; i++)
        g_ptr_array_add (argv, args->pdata[i]);
      if (confirm)
        {
          g_ptr_array_add (argv, (gpointer) "--confirm");
          g_ptr_array_add (argv, (gpointer) "1");
        }
      g_ptr_array_add (argv, NULL);
      g_auto (CliResult) res = { 0 };
      cli_run (&res, (const char *const *) argv->pdata);
      g_ptr_array_free (argv, TRUE);
      g_assert_cmpint (res.status, ==, 0);
      g_autofree char *mismatch = g_strdup_printf (
          "\nmismatch: reason=colours-reversed board=1 expected=%d-%d came=%d-%d feed-board=1\n",
          white, black, black, white);
      g_assert_nonnull (strstr (res.out, mismatch));
      g_assert_nonnull (strstr (res.out, "\nsource: feed\n"));
      g_autofree char *counts = g_strdup_printf (
          "\naccepted: %u\nwaiting: %d\n", args->len / 2 - (confirm ? 0 : 1), confirm ? 0 : 1);
      g_assert_nonnull (strstr (res.out, counts));
      g_autofree char *written = NULL;
      g_assert_true (g_file_get_contents (out, &written, NULL, NULL));
      if (confirm)
        g_assert_cmpstr (written, ==, original);
      else
        g_assert_cmpstr (written, !=, original);
    }
  g_autofree char *list_csv = NULL;
  g_assert_true (g_file_get_contents (csv, &list_csv, NULL, NULL));
  g_autofree char *first = g_strdup_printf ("\r\n1,%d,,%s,,,%c-%c,%d,,%s,,,feed,yes\r\n", white,
                                            wname, result_column (wl, 10), br, black, bname);
  /* "1/2-1/2" for a draw: the letters give "=-=". */
  if (br != '=')
    g_assert_nonnull (strstr (list_csv, first));
  g_remove (game_path);
  g_rmdir (feed);
  g_remove (in);
  g_remove (out);
  g_remove (csv);
  g_rmdir (dir);
}

typedef struct
{
  const char *name;
  const char *args[12];
  const char *needle1;
  const char *needle2;
} BadCase;

static const BadCase bad_cases[] = {
  { "no-file", { "trf", NULL }, "trf: the tournament report file is required", NULL },
  { "missing", { "trf", "/nonexistent/x.trf", NULL }, "/nonexistent/x.trf", NULL },
  { "folder", { "trf", TEST_DATA_DIR, NULL }, "not a regular file", NULL },
  { "round", { "trf", LICHESS, "--round", "11", NULL }, "no round 11", "lichess" },
  { "result-text",
    { "trf", LICHESS, "--result", "1:2-0", "-o", "/tmp/hakem-trf-never-written", NULL },
    "--result",
    "1:2-0" },
  { "result-alone", { "trf", LICHESS, "--result", "1:1-0", NULL }, "-o", NULL },
  { "output-alone",
    { "trf", LICHESS, "-o", "/tmp/hakem-trf-never-written", NULL },
    "--result",
    NULL },
  { "board",
    { "trf", LICHESS, "--round", "3", "--result", "7:1-0", "-o", "/tmp/hakem-trf-never-written",
      NULL },
    "no board 7",
    "lichess" },
  { "twice",
    { "trf", LICHESS, "--round", "3", "--result", "1:1-0", "--result", "1:0-1", "-o",
      "/tmp/hakem-trf-never-written", NULL },
    "twice",
    NULL },
};

static void
test_bad (gconstpointer data)
{
  const BadCase *c = data;
  g_auto (CliResult) res = { 0 };
  cli_run (&res, c->args);
  cli_assert_usage_error (&res, c->needle1, c->needle2, NULL);
  g_assert_false (g_file_test ("/tmp/hakem-trf-never-written", G_FILE_TEST_EXISTS));
}

/* A NUL byte and two lines that disagree: named by file and line. */
static void
test_bad_files (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hakem-trf-XXXXXX", NULL);
  g_autofree char *nul = g_build_filename (dir, "nul.trf", NULL);
  g_assert_true (g_file_set_contents (nul, "012 x\n022 y\0z\n", 13, NULL));
  g_auto (CliResult) res = { 0 };
  cli_runv (&res, "trf", nul, NULL);
  g_autofree char *where = g_strdup_printf ("%s:2:", nul);
  cli_assert_usage_error (&res, where, "NUL", NULL);

  g_autofree char *lf = NULL;
  g_assert_true (g_file_get_contents (LICHESS, &lf, NULL, NULL));
  /* Player 3's round 1 opponent (6, line 18) made 5: 6 still names 3. */
  char *line = strstr (lf, "001    3 ");
  g_assert_nonnull (line);
  g_assert_cmpint (line[94], ==, '6');
  line[94] = '5';
  g_autofree char *bad = g_build_filename (dir, "bad.trf", NULL);
  g_assert_true (g_file_set_contents (bad, lf, -1, NULL));
  g_auto (CliResult) res2 = { 0 };
  cli_runv (&res2, "trf", bad, "--round", "1", NULL);
  g_autofree char *where2 = g_strdup_printf ("%s:18:", bad);
  cli_assert_usage_error (&res2, where2, "round 1", NULL);
  g_remove (nul);
  g_remove (bad);
  g_rmdir (dir);
}

/* FIDE's example as JSON read by an independent parser (python3's json): 141 boards of round 1
 * (282 players paired; 276 and 284, blank in round 1, not), the forfeit 63-204 without colours. */
static void
test_example1_json_valid (void)
{
  g_autofree char *python = g_find_program_in_path ("python3");
  if (!python)
    {
      g_test_skip ("python3 is not installed");
      return;
    }
  g_auto (CliResult) res = { 0 };
  cli_runv (&res, "trf", EXAMPLE1, "--round", "1", "--json", NULL);
  g_assert_cmpint (res.status, ==, 0);
  g_assert_cmpuint (cli_count_lines (res.out), ==, 1);
  g_autofree char *dir = g_dir_make_tmp ("hakem-trf-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "round.json", NULL);
  g_assert_true (g_file_set_contents (path, res.out, -1, NULL));
  const char *script = "import json,sys\n"
                       "d=json.load(open(sys.argv[1]))\n"
                       "b=d['boards']\n"
                       "f=[x for x in b if x['white']==63][0]\n"
                       "print(d['round'],len(b),[y['player'] for y in d['byes']],"
                       "f['black'],f['colours-known'],f['result'])\n";
  const char *argv[] = { python, "-c", script, path, NULL };
  g_autofree char *out = NULL;
  int status = 0;
  g_assert_true (
      g_spawn_sync (NULL, (char **) argv, NULL, 0, NULL, NULL, &out, NULL, &status, NULL));
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_cmpstr (out, ==, "1 141 [276, 284] 204 no +/-\n");
  g_remove (path);
  g_rmdir (dir);
}

/* A device and a file over the 8 MiB limit (sparse) are refused before they are read. */
static void
test_refused_files (void)
{
  g_auto (CliResult) res = { 0 };
  cli_runv (&res, "trf", "/dev/zero", NULL);
  cli_assert_usage_error (&res, "/dev/zero", "not a regular file", NULL);
  g_autofree char *dir = g_dir_make_tmp ("hakem-trf-XXXXXX", NULL);
  g_autofree char *big = g_build_filename (dir, "big.trf", NULL);
  FILE *f = fopen (big, "w");
  g_assert_nonnull (f);
  g_assert_cmpint (fseek (f, 8 * 1024 * 1024, SEEK_SET), ==, 0);
  g_assert_cmpint (fputc ('\n', f), ==, '\n');
  g_assert_cmpint (fclose (f), ==, 0);
  g_auto (CliResult) res2 = { 0 };
  cli_runv (&res2, "trf", big, NULL);
  cli_assert_usage_error (&res2, big, "larger than", NULL);
  g_remove (big);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/trf/lichess-text", test_lichess_text);
  g_test_add_func ("/cli/trf/lichess-json", test_lichess_json);
  g_test_add_func ("/cli/trf/lichess2-round1", test_lichess2_round1);
  cli_add_cases ("/cli/trf/round-trip", trip_cases, sizeof trip_cases[0], G_N_ELEMENTS (trip_cases),
                 test_round_trip);
  cli_add_cases ("/cli/trf/bad", bad_cases, sizeof bad_cases[0], G_N_ELEMENTS (bad_cases),
                 test_bad);
  g_test_add_func ("/cli/trf/bad-files", test_bad_files);
  g_test_add_func ("/cli/trf/example1-json", test_example1_json_valid);
  g_test_add_func ("/cli/trf/refused-files", test_refused_files);
  g_test_add_func ("/cli/trf/feed", test_feed);
  return g_test_run ();
}
