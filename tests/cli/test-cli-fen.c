/* test-cli-fen.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The CLI contract of 'hakem-cli fen': output lines, errors and exit statuses.
 */
#include "cli-test-util.h"

static void
test_runs (void)
{
  g_auto (CliResult) res = { 0 };
  cli_runv (&res, "fen", NULL);
  g_assert_cmpint (res.status, ==, 2);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/fen/runs", test_runs);
  return g_test_run ();
}
