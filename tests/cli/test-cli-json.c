/* test-cli-json.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * --json: every ruling's object is valid JSON (python3 -m json.tool, an independent parser) and
 * holds the key: value lines' keys in their order with the same values; the escaping of strings
 * (cli-json.c) checked the same way on quotes, control characters and bytes that are no UTF-8.
 */
#include "cli-test-util.h"

#include <gio/gio.h>
#include <string.h>

#include "cli-json.h"

#ifndef TEST_DATA_DIR
#error "TEST_DATA_DIR must name tests/data"
#endif

#define MAX_ARGS 16

static const char *
python (void)
{
  static char *path = NULL;
  if (!path)
    path = g_find_program_in_path ("python3");
  return path;
}

/* Runs python3 with 'argv_tail' on 'input'; returns its stdout, NULL when it failed. */
static char *
run_python (const char *const *argv_tail, const char *input)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_ptr_array_add (argv, (char *) python ());
  for (int i = 0; argv_tail[i]; i++)
    g_ptr_array_add (argv, (char *) argv_tail[i]);
  g_ptr_array_add (argv, NULL);
  g_autoptr (GSubprocess) proc
      = g_subprocess_newv ((const char *const *) argv->pdata,
                           G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                               | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                           NULL);
  g_assert_nonnull (proc);
  char *out = NULL, *err = NULL;
  g_assert_true (g_subprocess_communicate_utf8 (proc, input, NULL, &out, &err, NULL));
  if (!g_subprocess_get_if_exited (proc) || g_subprocess_get_exit_status (proc) != 0)
    {
      g_test_message ("python3 refused:\n%s\n%s", input, err);
      g_free (out);
      out = NULL;
    }
  g_free (err);
  return out;
}

/* The object's members as "key: value" lines, values written as the lines write them: a string
 * as it is, a number in decimal, an array space-separated after the key, null as "none". */
static const char *const as_lines[] = {
  "-c",
  "import json, sys\n"
  "def word(v):\n"
  "    if v is None: return 'none'\n"
  "    return str(v)\n"
  "for line in sys.stdin.read().splitlines():\n"
  "    for k, v in json.loads(line, object_pairs_hook=list):\n"
  "        if isinstance(v, list): print(k + ':' + ''.join(' ' + word(x) for x in v))\n"
  "        else: print(k + ': ' + word(v))\n",
  NULL,
};

static const char *const json_tool[] = { "-m", "json.tool", NULL };

typedef struct
{
  const char *name;
  const char *args[MAX_ARGS]; /* "@dir/name" is tests/data/dir/name */
} JsonCase;

#define QUEEN "4k3/8/8/8/8/8/8/3QK3 w - - 0 1"

static const JsonCase cases[] = {
  { "claim-threefold",
    { "claim", "--pgn", "@claims/knights.pgn", "--kind", "threefold", "--by", "white" } },
  { "claim-fifty-rapid",
    { "claim", "--pgn", "@claims/knights.pgn", "--kind", "fifty", "--by", "white", "--tc",
      "900+10" } },
  { "flag", { "flag", "--fen", QUEEN, "--flagged", "black", "--tc", "40/5400:1800" } },
  { "flag-both", { "flag", "--fen", QUEEN, "--both", "--tc", "300", "--claimed-by", "white" } },
  { "illegal", { "illegal", "--pgn", "@claims/knights.pgn", "--ply", "3", "--tc", "900+10" } },
  { "illegal-second",
    { "illegal", "--pgn", "@claims/knights.pgn", "--ply", "3", "--previous", "1" } },
  { "penalty", { "penalty", "--offender", "black", "--occasion", "11.3.2.2" } },
  { "penalty-refused",
    { "penalty", "--offender", "white", "--kind", "opponent-points", "--scores", "1/2-1/2" } },
  { "resign", { "resign", "--fen", QUEEN, "--by", "black" } },
};

static void
build_argv (const char *const *args, const char **argv, GPtrArray *owned, gboolean json)
{
  int n = 0;
  for (int i = 0; i < MAX_ARGS && args[i]; i++)
    if (args[i][0] == '@')
      {
        char *p = g_build_filename (TEST_DATA_DIR, args[i] + 1, NULL);
        g_ptr_array_add (owned, p);
        argv[n++] = p;
      }
    else
      argv[n++] = args[i];
  if (json)
    argv[n++] = "--json";
  argv[n] = NULL;
}

static void
test_same_keys (gconstpointer data)
{
  const JsonCase *c = data;
  if (!python ())
    {
      g_test_skip ("python3 is not installed");
      return;
    }
  const char *argv[MAX_ARGS + 2];
  g_autoptr (GPtrArray) owned = g_ptr_array_new_with_free_func (g_free);
  build_argv (c->args, argv, owned, FALSE);
  g_auto (CliResult) text = { 0 };
  cli_run (&text, argv);
  build_argv (c->args, argv, owned, TRUE);
  g_auto (CliResult) json = { 0 };
  cli_run (&json, argv);
  g_assert_cmpint (json.status, ==, text.status);
  /* One object, on one line. */
  g_assert_cmpuint (cli_count_lines (json.out), ==, 1);
  g_autofree char *pretty = run_python (json_tool, json.out);
  g_assert_nonnull (pretty);
  g_autofree char *lines = run_python (as_lines, json.out);
  g_assert_cmpstr (lines, ==, text.out);
}

/* check --json: one object a line (JSON Lines), each event's with the file, game, ply and
 * event, the last the totals. */
static void
test_check (void)
{
  if (!python ())
    {
      g_test_skip ("python3 is not installed");
      return;
    }
  g_autofree char *path = g_build_filename (TEST_DATA_DIR, "pgn", "variations.pgn", NULL);
  g_auto (CliResult) res = { 0 };
  cli_runv (&res, "check", "--json", path, NULL);
  g_assert_cmpint (res.status, ==, 1);
  const char *const json_lines[] = { "-m", "json.tool", "--json-lines", NULL };
  g_autofree char *pretty = run_python (json_lines, res.out);
  g_assert_nonnull (pretty);
  g_autofree char *lines = run_python (as_lines, res.out);
  g_assert_nonnull (lines);
  /* variations.pgn's first event and the totals, as test-cli-check.c works them out: seven
   * warnings (three in game 1, two FEN ones, one in game 3, one in game 4). */
  g_autofree char *first = g_strdup_printf ("file: %s\ngame: 1\nply: 2\nevent: variation-illegal\n"
                                            "move: Ke3\nreason: piece-rules\ndepth: 1\nline: 5\n"
                                            "column: 22\n",
                                            path);
  g_assert_true (g_str_has_prefix (lines, first));
  g_assert_true (g_str_has_suffix (lines, "games: 4\nerrors: 1\nwarnings: 7\n"));
}

/* cli_json_append_string read back by Python: what comes out is what went in, with each byte
 * that is no UTF-8 read as U+FFFD. */
typedef struct
{
  const char *name;
  const char *in;
  const char *back; /* what json.loads gives, as UTF-8 */
} EscapeCase;

static const EscapeCase escape_cases[] = {
  { "plain", "Nf3", "Nf3" },
  { "quote-backslash", "a\"b\\c", "a\"b\\c" },
  { "controls", "tab\tline\nreturn\rbell\a\x1f", "tab\tline\nreturn\rbell\a\x1f" },
  { "turkish", "Şe2 Vxf7 ığüşöç", "Şe2 Vxf7 ığüşöç" },
  /* Latin-1 "Þe2" and a cut UTF-8 sequence. */
  { "latin1",
    "\xde"
    "e2",
    "\xef\xbf\xbd"
    "e2" },
  { "cut-sequence", "ab\xc5", "ab\xef\xbf\xbd" },
  { "empty", "", "" },
};

static void
test_escape (gconstpointer data)
{
  const EscapeCase *c = data;
  if (!python ())
    {
      g_test_skip ("python3 is not installed");
      return;
    }
  g_autoptr (GString) json = g_string_new (NULL);
  cli_json_append_string (json, c->in);
  /* Python writes the decoded string back as UTF-8, in hex so that any byte survives. */
  const char *const decode[] = {
    "-c",
    "import json, sys; print(json.loads(sys.stdin.read()).encode('utf-8').hex())",
    NULL,
  };
  g_autofree char *hex = run_python (decode, json->str);
  g_assert_nonnull (hex);
  GString *want = g_string_new (NULL);
  for (const unsigned char *p = (const unsigned char *) c->back; *p; p++)
    g_string_append_printf (want, "%02x", *p);
  g_string_append_c (want, '\n');
  g_assert_cmpstr (hex, ==, want->str);
  g_string_free (want, TRUE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_set_nonfatal_assertions ();
  cli_add_cases ("/cli/json/same-keys", cases, sizeof cases[0], G_N_ELEMENTS (cases),
                 test_same_keys);
  g_test_add_func ("/cli/json/check", test_check);
  cli_add_cases ("/cli/json/escape", escape_cases, sizeof escape_cases[0],
                 G_N_ELEMENTS (escape_cases), test_escape);
  return g_test_run ();
}
