/* cli-main.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * hakem-cli's entry point: locale set-up and the dispatch to one command.
 */
#include <string.h>

#include "cli-common.h"
#include "hakem-locale.h"

typedef struct
{
  const char *name;
  int (*run) (int argc, char **argv);
  const char *summary;
} Command;

static const Command commands[] = {
  { "perft", cli_perft, N_ ("Count the leaf nodes of the legal move tree") },
  { "fen", cli_fen, N_ ("Check a FEN and print it normalised") },
  { "san", cli_san, N_ ("Read a move as written and print it in canonical SAN") },
  { "timecontrol", cli_timecontrol, N_ ("Classify a PGN TimeControl value") },
  { "demo", cli_demo, N_ ("Show what the rules core does on a short game") },
  { "check", cli_check,
    N_ ("Check the games of PGN files: repetitions, 50 and 75 moves, illegal moves, results") },
  { "claim", cli_claim,
    N_ ("Rule on a draw claim (9.2 threefold, 9.3 fifty moves) in a PGN game") },
  { "flag", cli_flag, N_ ("The result when a flag has fallen (6.9)") },
  { "illegal", cli_illegal, N_ ("Rule on a completed illegal move (7.5)") },
  { "penalty", cli_penalty,
    N_ ("A penalty of 12.9 and its effect, refusing the scores 10.2 forbids") },
  { "resign", cli_resign, N_ ("The result of a resignation (5.1.2)") },
  { "reconcile", cli_reconcile,
    N_ ("The game that best explains White's and Black's scoresheets, with their mistakes") },
  { "rerule", cli_rerule, N_ ("Rule again on every incident of a case file and compare") },
  { "canmate", cli_canmate, N_ ("Can a side still checkmate by any series of legal moves?") },
  { "dead", cli_dead, N_ ("Is the position dead: can neither side checkmate?") },
  { "report", cli_report, N_ ("The appeals report of a case file as PDF") },
  { "monitor", cli_monitor,
    N_ ("Watch a round's PGN file or folder and print each board's flags") },
  { "trf", cli_trf, N_ ("A round of a FIDE tournament report file: boards, byes, results") },
  { "scenario-from-case", cli_scenario_from_case,
    N_ ("Make an incident of a case file into a training scenario") },
};

static void
usage (FILE *out)
{
  fprintf (out, "%s\n\n", _ ("Usage: hakem-cli COMMAND [OPTIONS...]"));
  fprintf (out, "%s\n", _ ("Commands:"));
  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %-12s %s\n", commands[i].name, _ (commands[i].summary));
  fprintf (out, "\n%s\n", _ ("Run 'hakem-cli COMMAND --help' for the options of a command."));
}

int
hakem_cli_main (int argc, char **argv)
{
  hakem_locale_init ();
  if (argc < 2)
    return cli_error (_ ("no command given (run 'hakem-cli --help' for the list)"));
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0
      || strcmp (argv[1], "help") == 0)
    {
      usage (stdout);
      return CLI_EXIT_OK;
    }
  if (strcmp (argv[1], "--version") == 0)
    {
      printf ("hakem-cli %s\n", PACKAGE_VERSION);
      return CLI_EXIT_OK;
    }
  for (gsize i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (argv[1], commands[i].name) == 0)
      return commands[i].run (argc - 1, argv + 1);
  return cli_error (_ ("unknown command '%s' (run 'hakem-cli --help' for the list)"), argv[1]);
}
