/* cli-canmate.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * hakem-cli canmate: can a side still checkmate by any series of legal moves (6.9, 7.5.5, A.5.3)?
 */
#include "cli-common.h"

#include "chess-mate.h"

const char *
cli_mate_answer (ChessMateAnswer answer)
{
  switch (answer)
    {
    case CHESS_MATE_YES:
      return "yes";
    case CHESS_MATE_NO:
      return "no";
    case CHESS_MATE_UNDETERMINED:
      break;
    }
  return "undetermined";
}

const char *
cli_mate_proof (ChessMateProof proof)
{
  static const char *const names[] = { "checkmate", "helpmate",  "no-moves", "material",
                                       "blocked",   "exhausted", "bound",    "not-asked" };
  return (unsigned) proof < G_N_ELEMENTS (names) ? names[proof] : "unknown";
}

void
cli_print_mate_line (const ChessPosition *start, const ChessMateResult *r)
{
  ChessPosition pos = *start;
  printf ("line:");
  for (int i = 0; i < r->length; i++)
    {
      char uci[6];
      ChessUndo undo;
      printf (" %s", chess_move_to_uci (&pos, r->line[i], uci));
      chess_position_make (&pos, r->line[i], &undo);
    }
  printf ("\n");
}

int
cli_canmate (int argc, char **argv)
{
  g_autofree char *fen = NULL;
  g_autofree char *side_text = NULL;
  const GOptionEntry entries[] = {
    { "fen", 0, 0, G_OPTION_ARG_STRING, &fen, N_ ("The position"), "FEN" },
    { "side", 0, 0, G_OPTION_ARG_STRING, &side_text,
      N_ ("The side that would checkmate: white or black"), "SIDE" },
    G_OPTION_ENTRY_NULL,
  };
  if (!cli_parse_options ("canmate", "", entries, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc != 1)
    return cli_error (_ ("canmate: unexpected argument '%s'"), argv[1]);
  if (!fen)
    return cli_error (_ ("canmate: give the position with --fen"));
  ChessColor side;
  if (!cli_require_side ("canmate", "--side", side_text, &side))
    return CLI_EXIT_USAGE;
  ChessPosition pos;
  if (!cli_parse_fen ("--fen", fen, &pos))
    return CLI_EXIT_USAGE;

  ChessMateContext *ctx = g_malloc (sizeof *ctx);
  ChessMateResult *r = g_new0 (ChessMateResult, 1);
  chess_mate_context_init (ctx);
  ChessMateAnswer answer = chess_mate_can_checkmate (ctx, &pos, side, r);
  printf ("canmate: %s\n", cli_mate_answer (answer));
  printf ("proof: %s\n", cli_mate_proof (r->proof));
  /* Only a helpmate has moves to show; a checkmate on the board is its own proof. */
  if (r->proof == CHESS_MATE_PROOF_HELPMATE)
    cli_print_mate_line (&pos, r);
  g_free (r);
  g_free (ctx);
  return answer == CHESS_MATE_UNDETERMINED ? CLI_EXIT_FAILURE : CLI_EXIT_OK;
}
