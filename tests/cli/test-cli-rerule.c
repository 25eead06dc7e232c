/* test-cli-rerule.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * hakem-cli rerule on bad input (issue 26.7): exit status 2, one line on stderr that names the
 * file once, nothing on stdout, as docs/cli.md says of every command.
 */
#include "cli-test-util.h"

#include <string.h>

#ifndef TEST_DATA_DIR
#error "TEST_DATA_DIR must name tests/data"
#endif

typedef struct
{
  const char *name;
  const char *path;
  const char *file; /* the name the message must hold, once */
} BadCase;

static const BadCase bad_cases[] = {
  { "missing", TEST_DATA_DIR "/casefile/no-such-case.hakem", "no-such-case.hakem" },
  { "doctype", TEST_DATA_DIR "/casefile/doctype.hakem", "doctype.hakem" },
  { "bad-position", TEST_DATA_DIR "/casefile/bad-position.hakem", "bad-position.hakem" },
  { "empty", "/dev/null", "/dev/null" },
};

static void
test_bad (gconstpointer data)
{
  const BadCase *c = data;
  g_auto (CliResult) res = { 0 };
  cli_runv (&res, "rerule", c->path, NULL);
  cli_assert_usage_error (&res, "rerule", c->file, NULL);
  const char *first = strstr (res.err, c->file);
  g_assert_null (strstr (first + strlen (c->file), c->file));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  cli_add_cases ("/cli/rerule/bad", bad_cases, sizeof bad_cases[0], G_N_ELEMENTS (bad_cases),
                 test_bad);
  return g_test_run ();
}
