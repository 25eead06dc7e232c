/* cli-dead.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * hakem-cli dead: is the position dead, neither side able to checkmate (5.2.2)?
 */
#include "cli-common.h"

#include "chess-mate.h"

int
cli_dead (int argc, char **argv)
{
  g_autofree char *fen = NULL;
  const GOptionEntry entries[] = {
    { "fen", 0, 0, G_OPTION_ARG_STRING, &fen, N_ ("The position"), "FEN" },
    G_OPTION_ENTRY_NULL,
  };
  if (!cli_parse_options ("dead", "", entries, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc != 1)
    return cli_error (_ ("dead: unexpected argument '%s'"), argv[1]);
  if (!fen)
    return cli_error (_ ("dead: give the position with --fen"));
  ChessPosition pos;
  if (!cli_parse_fen ("--fen", fen, &pos))
    return CLI_EXIT_USAGE;

  ChessMateContext *ctx = g_malloc (sizeof *ctx);
  ChessMateResult *r = g_new0 (ChessMateResult, 2);
  chess_mate_context_init (ctx);
  ChessMateAnswer answer = chess_mate_is_dead (ctx, &pos, r);
  printf ("dead: %s\n", cli_mate_answer (answer));
  /* Each side's own answer and what it rests on, e.g. 'white: no material'. */
  for (int c = 0; c < 2; c++)
    {
      const char *who = chess_color_name (c);
      if (r[c].proof == CHESS_MATE_PROOF_SKIPPED)
        printf ("%s: not-asked\n", who);
      else
        printf ("%s: %s %s\n", who, cli_mate_answer (r[c].answer), cli_mate_proof (r[c].proof));
    }
  for (int c = 0; c < 2; c++)
    if (r[c].answer == CHESS_MATE_YES && r[c].proof == CHESS_MATE_PROOF_HELPMATE)
      {
        cli_print_mate_line (&pos, &r[c]);
        break;
      }
  g_free (r);
  g_free (ctx);
  return answer == CHESS_MATE_UNDETERMINED ? CLI_EXIT_FAILURE : CLI_EXIT_OK;
}
