/* cli-scenario.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * hakem-cli scenario-from-case: an incident of a case file made into a training scenario.
 */
#include "cli-common.h"

#include "hakem-casefile.h"
#include "hakem-scenario.h"

int
cli_scenario_from_case (int argc, char **argv)
{
  g_autofree char *output = NULL;
  int incident = 0;
  gboolean anonymous = FALSE;
  const GOptionEntry entries[] = {
    { "incident", 0, 0, G_OPTION_ARG_INT, &incident,
      N_ ("The incident of the log to make into a scenario (1 is the first)"), "N" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_ ("Write the scenario to FILE (default: standard output)"), "FILE" },
    { "anonymous", 0, 0, G_OPTION_ARG_NONE, &anonymous,
      N_ ("Replace the players' names by White and Black"), NULL },
    G_OPTION_ENTRY_NULL,
  };
  if (!cli_parse_options ("scenario-from-case", "CASE", entries, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc != 2)
    return cli_error (_ ("scenario-from-case: one case file is required"));
  if (incident < 1)
    return cli_error (_ ("scenario-from-case: --incident N is required (1 is the first)"));
  g_autoptr (HakemSession) session = hakem_session_new ();
  g_autoptr (GError) error = NULL;
  /* The case file's messages name the file already. */
  if (!hakem_casefile_load (session, argv[1], &error))
    return cli_error ("%s", error->message);
  g_autofree char *xml
      = hakem_scenario_from_incident (session, (guint) incident - 1, anonymous, &error);
  if (!xml)
    return cli_error ("%s", error->message);
  if (!output)
    {
      fputs (xml, stdout);
      return CLI_EXIT_OK;
    }
  if (!g_file_set_contents (output, xml, -1, &error))
    {
      cli_error ("%s", error->message);
      return CLI_EXIT_FAILURE;
    }
  return CLI_EXIT_OK;
}
