/* cli-test-util.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Runs the hakem-cli named by $HAKEM_CLI with given arguments and keeps what it wrote.
 */
#pragma once

#include <glib.h>

typedef struct
{
  char *out;  /* everything written on stdout, never NULL after a run */
  char *err;  /* everything written on stderr, never NULL after a run */
  int status; /* the exit status, or -1 when the process did not exit normally */
} CliResult;

/* Runs hakem-cli with 'args' (NULL-terminated, without the program name). Aborts the test when
 * HAKEM_CLI is unset or the program cannot be started. */
void cli_run (CliResult *res, const char *const *args);

/* Same, with the arguments given as a NULL-terminated list of strings. */
void cli_runv (CliResult *res, const char *first, ...) G_GNUC_NULL_TERMINATED;

/* Runs "hakem-cli COMMAND ARGS..." (args NULL-terminated). */
void cli_run_command (CliResult *res, const char *command, const char *const *args);

void cli_result_clear (CliResult *res);

/* Checks a successful run: exit status 0, nothing on stderr, and each of the NULL-terminated
 * 'lines' standing whole as a line of stdout. */
void cli_assert_ok_with_lines (const CliResult *res, const char *const *lines);

/* Registers one test per case of a table whose structs each begin with their name, under
 * PREFIX/NAME. */
void cli_add_cases (const char *prefix, const void *cases, gsize size, gsize n, GTestDataFunc func);

/* The number of '\n'-terminated lines in 'text' (a final line without '\n' counts too). */
guint cli_count_lines (const char *text);

/* Checks the contract for bad input: exit status 2, nothing on stdout, exactly one line on stderr
 * that contains each of the NULL-terminated 'needles' (what was wrong and where). */
void cli_assert_usage_error (const CliResult *res, const char *first_needle,
                             ...) G_GNUC_NULL_TERMINATED;

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (CliResult, cli_result_clear)
