/* test-cli-scenario.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * hakem-cli scenario-from-case: a case's incident becomes a scenario that follows the schema and
 * replays with the ruling the Laws give (worked out by hand), with the players' names removed on
 * request; bad input is refused by the CLI contract.
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "cli-test-util.h"
#include "hakem-scenario.h"

#define CASE TEST_DATA_DIR "/scenario/claim-names.hakem"

static char *
scenario_from_case (const char *const *args, CliResult *res)
{
  g_autofree char *dir = g_dir_make_tmp ("hakem-scenario-XXXXXX", NULL);
  g_assert_nonnull (dir);
  char *out = g_build_filename (dir, "lesson.xml", NULL);
  GPtrArray *argv = g_ptr_array_new ();
  for (; *args; args++)
    g_ptr_array_add (argv, (gpointer) *args);
  g_ptr_array_add (argv, (gpointer) "-o");
  g_ptr_array_add (argv, out);
  g_ptr_array_add (argv, NULL);
  cli_run_command (res, "scenario-from-case", (const char *const *) argv->pdata);
  g_ptr_array_free (argv, TRUE);
  return out;
}

static void
remove_output (const char *out)
{
  g_remove (out);
  g_autofree char *dir = g_path_get_dirname (out);
  g_rmdir (dir);
}

/* White wrote Nf3 after 1. Nf3 Nf6 2. Ng1 Ng8 and claimed: the position after 3. Nf3 would be
 * there for the second time only (9.2.1.1), so the claim is incorrect and Black gets two minutes
 * (9.5.3). The scenario must say so, without the names, and replay to that ruling. */
static void
test_anonymous (void)
{
  g_auto (CliResult) res = { 0 };
  static const char *const args[] = { "--incident", "1", "--anonymous", CASE, NULL };
  g_autofree char *out = scenario_from_case (args, &res);
  cli_assert_ok_with_lines (&res, (const char *const[]){ NULL });
  g_autofree char *xml = NULL;
  g_assert_true (g_file_get_contents (out, &xml, NULL, NULL));
  g_assert_null (strstr (xml, "Carlsen"));
  g_assert_null (strstr (xml, "Nepomniachtchi"));
  g_assert_nonnull (strstr (xml, "White insisted; Black said nothing."));
  g_assert_nonnull (strstr (xml, "<claim kind=\"threefold\" written=\"Nf3\"/>"));
  g_assert_nonnull (strstr (xml, "verdict=\"incorrect\""));
  g_assert_nonnull (strstr (xml, "<adjust player=\"black\" seconds=\"120\"/>"));
  g_assert_nonnull (strstr (xml, "<article>9.5.3</article>"));

  /* Read back through the schema and replayed: the expected ruling is what Hakem rules. */
  g_autoptr (GError) error = NULL;
  g_autoptr (HakemScenario) sc = hakem_scenario_load (out, &error);
  g_assert_no_error (error);
  g_autoptr (HakemSession) session = hakem_session_new ();
  g_assert_true (hakem_scenario_replay (sc, session, &error));
  g_assert_no_error (error);
  remove_output (out);
}

static void
test_names_kept (void)
{
  g_auto (CliResult) res = { 0 };
  static const char *const args[] = { "--incident", "1", CASE, NULL };
  g_autofree char *out = scenario_from_case (args, &res);
  cli_assert_ok_with_lines (&res, (const char *const[]){ NULL });
  g_autofree char *xml = NULL;
  g_assert_true (g_file_get_contents (out, &xml, NULL, NULL));
  g_assert_nonnull (strstr (xml, "Carlsen, Magnus insisted"));
  remove_output (out);
}

static void
test_bad_input (void)
{
  g_auto (CliResult) res = { 0 };
  /* No such incident: nothing written. */
  static const char *const none[] = { "--incident", "2", CASE, NULL };
  g_autofree char *out = scenario_from_case (none, &res);
  cli_assert_usage_error (&res, "incident 2", NULL);
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  remove_output (out);
  cli_result_clear (&res);

  cli_run_command (&res, "scenario-from-case", (const char *const[]){ CASE, NULL });
  cli_assert_usage_error (&res, "--incident", NULL);
  cli_result_clear (&res);

  /* A hostile case file: refused, the file named once and the line given. */
  const char *doctype = TEST_DATA_DIR "/casefile/doctype.hakem";
  cli_run_command (&res, "scenario-from-case",
                   (const char *const[]){ "--incident", "1", doctype, NULL });
  cli_assert_usage_error (&res, "doctype.hakem", "DOCTYPE", NULL);
  const char *first = strstr (res.err, "doctype.hakem");
  g_assert_null (strstr (first + 1, "doctype.hakem"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/scenario-from-case/anonymous", test_anonymous);
  g_test_add_func ("/cli/scenario-from-case/names-kept", test_names_kept);
  g_test_add_func ("/cli/scenario-from-case/bad-input", test_bad_input);
  return g_test_run ();
}
