/* cli-flag.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * hakem-cli flag: the result when a player's flag has fallen in a position (6.9).
 */
#include "cli-ruling.h"

int
cli_flag (int argc, char **argv)
{
  g_autofree char *fen = NULL, *flagged_text = NULL;
  const GOptionEntry entries[] = {
    { "fen", 0, 0, G_OPTION_ARG_STRING, &fen, N_("The position when the flag fell"), "FEN" },
    { "flagged", 0, 0, G_OPTION_ARG_STRING, &flagged_text, N_("The player whose flag fell: white or black"), "SIDE" },
    { NULL },
  };
  if (!cli_parse_options ("flag", "", entries, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc > 1)
    return cli_error (_("flag: unexpected argument '%s'"), argv[1]);
  if (!fen)
    return cli_error (_("flag: --fen FEN is required"));
  if (!flagged_text)
    return cli_error (_("flag: --flagged white|black is required"));
  ChessColor flagged;
  if (!cli_parse_side ("--flagged", flagged_text, &flagged))
    return CLI_EXIT_USAGE;
  ChessPosition pos;
  if (!cli_parse_fen ("--fen", fen, &pos))
    return CLI_EXIT_USAGE;

  ChessMateContext *ctx = g_malloc (sizeof *ctx);
  chess_mate_context_init (ctx);
  ChessRuling r;
  ChessRulingError err = chess_ruling_flag (ctx, &pos, flagged, &r);
  g_free (ctx);
  if (err != CHESS_RULING_OK)
    {
      printf ("result: undetermined\n");
      fprintf (stderr, "hakem-cli: %s\n",
               _("flag: could not decide whether the opponent can still checkmate"));
      return CLI_EXIT_FAILURE;
    }
  cli_print_ruling_common (&r);
  return CLI_EXIT_OK;
}
