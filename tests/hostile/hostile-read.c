/* hostile-read.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Reads one file as a PGN game, a case file, regulations, a scenario or the committee's file of a
 * case (the file beside CASE), as the window would, and prints the error:
 * the hostile suite runs it on each hostile input to measure its memory and time.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "hakem-casefile.h"
#include "hakem-committee.h"
#include "hakem-regulations.h"
#include "hakem-scenario.h"

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("HAKEM_LOCALEDIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  if (argc != 3
      || (strcmp (argv[1], "pgn") != 0 && strcmp (argv[1], "casefile") != 0
          && strcmp (argv[1], "regulations") != 0 && strcmp (argv[1], "committee") != 0
          && strcmp (argv[1], "scenario") != 0))
    {
      fprintf (stderr, "usage: hostile-read pgn|casefile|regulations|committee|scenario FILE\n");
      return 64;
    }
  g_autoptr (GError) error = NULL;
  gboolean ok;
  if (strcmp (argv[1], "pgn") == 0)
    {
      g_autoptr (HakemSession) session = hakem_session_new ();
      g_autofree char *message = NULL;
      ok = hakem_session_load_pgn (session, argv[2], &message);
      if (!ok)
        {
          fprintf (stderr, "%s\n", message);
          return 2;
        }
    }
  else if (strcmp (argv[1], "casefile") == 0)
    {
      g_autoptr (HakemSession) session = hakem_session_new ();
      ok = hakem_casefile_load (session, argv[2], &error);
    }
  else if (strcmp (argv[1], "scenario") == 0)
    {
      HakemScenario *scenario = hakem_scenario_load (argv[2], &error);
      ok = scenario != NULL;
      g_clear_pointer (&scenario, hakem_scenario_free);
    }
  else if (strcmp (argv[1], "committee") == 0)
    {
      HakemCommittee *committee = hakem_committee_load (argv[2], &error);
      ok = committee != NULL;
      g_clear_pointer (&committee, hakem_committee_free);
    }
  else
    {
      HakemRegulations *regs = hakem_regulations_load_file (argv[2], &error);
      ok = regs != NULL;
      g_clear_pointer (&regs, hakem_regulations_free);
    }
  if (ok)
    {
      printf ("read\n");
      return 0;
    }
  fprintf (stderr, "%s\n", error->message);
  return 2;
}
