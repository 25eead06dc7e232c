/* test-cli-timecontrol.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The CLI contract of 'hakem-cli timecontrol': class, periods, penalty and scoresheet lines from
 * the Laws (A.1, B.1, A.2, A.3, 8.4), one-line errors with the column otherwise.
 */
#include "cli-test-util.h"

#include <string.h>

typedef struct
{
  const char *name;
  const char *tc;
  const char *cls;
  const char *periods;
  const char *penalty;
  const char *exempt;
} LineCase;

/* Classes: time + 60 * increment per player; 10 minutes or less blitz (B.1), under 60 rapid
 * (A.1), else standard. Penalty: 120 s, 60 s in rapid and blitz (A.3, B.3). Scoresheet: yes in
 * rapid and blitz (A.2); in standard yes when a period adds less than 30 s a move (8.4). */
static const LineCase line_cases[] = {
  /* 5400 + 1800 + 60 * 30 = 9000 s; 30 s added in both periods keeps the scoresheet. */
  { "fide-classical", "40/5400+30:1800+30", "standard", "40/5400+30 1800+30", "120", "no" },
  /* 7200 + 3600 with nothing added: 8.4 can apply. */
  { "no-increment", "40/7200:3600", "standard", "40/7200 3600", "120", "yes" },
  /* 300 + 120 = 420 s. */
  { "blitz", "300+2", "blitz", "300+2", "60", "yes" },
  /* laws/003 commentary: 15'+10" is rapid (25 minutes). */
  { "rapid", "900+10", "rapid", "900+10", "60", "yes" },
  { "exactly-10", "600", "blitz", "600", "60", "yes" },
  { "exactly-10-increment", "300+5", "blitz", "300+5", "60", "yes" },
  { "just-over-10", "300+6", "rapid", "300+6", "60", "yes" },
  { "exactly-60", "3600", "standard", "3600", "120", "yes" },
  { "exactly-60-increment", "1800+30", "standard", "1800+30", "120", "no" },
  { "just-under-60", "1800+29", "rapid", "1800+29", "60", "yes" },
  /* A delay counts as an increment: 1800 + 60 * 30 = 3600, and 30 s a move. */
  { "delay-60", "1800d30", "standard", "1800d30", "120", "no" },
  { "bronstein-10", "300b5", "blitz", "300b5", "60", "yes" },
  /* The PGN standard's egg timer: 90 s each. */
  { "sandclock", "*180", "blitz", "*180", "60", "yes" },
  { "normalised", "040/05400+030:01800+0", "standard", "40/5400+30 1800", "120", "yes" },
  { "unknown", "?", "unknown", "?", "unknown", "unknown" },
  { "none", "-", "none", "-", "none", "no" },
};

/* The value of the line "key: value" in out, or NULL. */
static char *
line_value (const char *out, const char *key)
{
  g_auto (GStrv) lines = g_strsplit (out, "\n", -1);
  g_autofree char *prefix = g_strdup_printf ("%s: ", key);
  for (char **l = lines; *l; l++)
    if (g_str_has_prefix (*l, prefix))
      return g_strdup (*l + strlen (prefix));
  return NULL;
}

static void
test_lines (gconstpointer data)
{
  const LineCase *c = data;
  g_auto (CliResult) res = { 0 };
  cli_runv (&res, "timecontrol", c->tc, NULL);
  if (res.status != 0)
    g_test_message ("stderr: <%s>", res.err);
  g_assert_cmpint (res.status, ==, 0);
  g_assert_cmpstr (res.err, ==, "");
  /* The contract's four lines come first, in this order. */
  g_autofree char *head = g_strdup_printf ("class: %s\nperiods: %s\npenalty-seconds: %s\n"
                                           "scoresheet-exempt: %s\n",
                                           c->cls, c->periods, c->penalty, c->exempt);
  if (!g_str_has_prefix (res.out, head))
    g_test_message ("stdout <%s>\nwanted first <%s>", res.out, head);
  g_assert_true (g_str_has_prefix (res.out, head));
}

/* The whole output for the FIDE classical control, worked out by hand: 9000 s for 60 moves,
 * the form of the issue for people, and the articles behind each line. */
static void
test_full_output (void)
{
  g_auto (CliResult) res = { 0 };
  cli_runv (&res, "timecontrol", "40/5400+30:1800+30", NULL);
  g_assert_cmpint (res.status, ==, 0);
  g_assert_cmpstr (res.out, ==,
                   "class: standard\n"
                   "periods: 40/5400+30 1800+30\n"
                   "penalty-seconds: 120\n"
                   "scoresheet-exempt: no\n"
                   "game-seconds: 9000\n"
                   "tag: 40/5400+30:1800+30\n"
                   "human: 90'/40 + 30' + 30\"\n"
                   "articles: A.1 B.1 7.5.5 9.5.3 8.4\n");
}

static void
test_extra_lines (void)
{
  struct
  {
    const char *tc, *key, *value;
  } cases[] = {
    { "300+2", "game-seconds", "420" },           { "300+2", "human", "5' + 2\"" },
    { "300+2", "articles", "B.1 B.3 A.3 A.2" },   { "900+10", "articles", "A.1 A.3 A.2" },
    { "*1201", "game-seconds", "600.5" },         { "1500d5", "human", "25' + delay 5\"" },
    { "40/7200", "human", "120'/40 (repeated)" }, { "040/05400", "tag", "40/5400" },
    { "?", "game-seconds", "unknown" },           { "-", "game-seconds", "none" },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (CliResult) res = { 0 };
      cli_runv (&res, "timecontrol", cases[i].tc, NULL);
      g_assert_cmpint (res.status, ==, 0);
      g_autofree char *value = line_value (res.out, cases[i].key);
      g_assert_cmpstr (value, ==, cases[i].value);
    }
}

/* What the tool prints as tag: reads back as itself. */
static void
test_round_trip (gconstpointer data)
{
  const LineCase *c = data;
  g_auto (CliResult) first = { 0 };
  cli_runv (&first, "timecontrol", c->tc, NULL);
  g_assert_cmpint (first.status, ==, 0);
  g_autofree char *tag = line_value (first.out, "tag");
  g_assert_nonnull (tag);
  g_auto (CliResult) second = { 0 };
  cli_runv (&second, "timecontrol", tag, NULL);
  g_assert_cmpint (second.status, ==, 0);
  g_assert_cmpstr (second.out, ==, first.out);
}

typedef struct
{
  const char *name;
  const char *args[4]; /* after "timecontrol" */
  const char *where;
} ErrorCase;

static const ErrorCase error_cases[] = {
  { "empty", { "" }, "column 1" },
  /* "40/" is three characters: the seconds are missing at column 4. */
  { "no-seconds", { "40/" }, "column 4" },
  { "trailing-colon", { "40/5400+30:" }, "column 12" },
  { "space", { "300 + 2" }, "column 4" },
  { "capital-delay", { "300D5" }, "column 4" },
  { "zero", { "0" }, "column 1" },
  { "zero-moves", { "40/0" }, "column 4" },
  { "after-sudden-death", { "300:40/100" }, "column 5" },
  { "sandclock-not-alone", { "*180:300" }, "column 5" },
  { "unknown-not-alone", { "?:300" }, "column 2" },
  { "nine-periods", { "1/1:1/1:1/1:1/1:1/1:1/1:1/1:1/1:1/1" }, "column 33" },
  { "missing", { NULL }, "timecontrol" },
  { "two", { "300", "600" }, "600" },
};

static void
test_error (gconstpointer data)
{
  const ErrorCase *c = data;
  const char *argv[6] = { "timecontrol" };
  for (int i = 0; i < 4 && c->args[i]; i++)
    argv[i + 1] = c->args[i];
  g_auto (CliResult) res = { 0 };
  cli_run (&res, argv);
  cli_assert_usage_error (&res, "timecontrol", c->where, NULL);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* One wrong case must not hide the verdicts on the others. */
  g_test_set_nonfatal_assertions ();
  cli_add_cases ("/cli/timecontrol/lines", line_cases, sizeof line_cases[0],
                 G_N_ELEMENTS (line_cases), test_lines);
  g_test_add_func ("/cli/timecontrol/full-output", test_full_output);
  g_test_add_func ("/cli/timecontrol/extra-lines", test_extra_lines);
  cli_add_cases ("/cli/timecontrol/round-trip", line_cases, sizeof line_cases[0],
                 G_N_ELEMENTS (line_cases), test_round_trip);
  cli_add_cases ("/cli/timecontrol/error", error_cases, sizeof error_cases[0],
                 G_N_ELEMENTS (error_cases), test_error);
  return g_test_run ();
}
