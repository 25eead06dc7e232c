/* cli-perft.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * hakem-cli perft: leaf counts of the legal move tree, optionally divided by first move.
 */
#include "cli-common.h"

#include <inttypes.h>

#include "chess-movegen.h"

int
cli_perft (int argc, char **argv)
{
  g_autofree char *fen = NULL;
  gboolean divide = FALSE;
  const GOptionEntry entries[] = {
    { "fen", 0, 0, G_OPTION_ARG_STRING, &fen,
      N_ ("Start from this position (default: the initial position)"), "FEN" },
    { "divide", 0, 0, G_OPTION_ARG_NONE, &divide, N_ ("Print the count below each legal move"),
      NULL },
    G_OPTION_ENTRY_NULL,
  };
  if (!cli_parse_options ("perft", "DEPTH", entries, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc != 2)
    return cli_error (_ ("perft: give exactly one DEPTH"));
  long depth;
  if (!cli_parse_int (argv[1], 0, 20, &depth))
    return cli_error (_ ("perft: DEPTH must be a whole number from 0 to 20, not '%s'"), argv[1]);

  ChessPosition pos;
  if (!cli_parse_fen ("--fen", fen ? fen : CHESS_FEN_START, &pos))
    return CLI_EXIT_USAGE;

  uint64_t total = 0;
  if (divide && depth > 0)
    {
      ChessMoveList list;
      chess_movegen_legal (&pos, &list);
      for (int i = 0; i < list.count; i++)
        {
          ChessUndo undo;
          char uci[6];
          chess_move_to_uci (&pos, list.moves[i], uci);
          chess_position_make (&pos, list.moves[i], &undo);
          uint64_t n = chess_perft (&pos, (int) depth - 1);
          chess_position_unmake (&pos, list.moves[i], &undo);
          printf ("%s: %" PRIu64 "\n", uci, n);
          total += n;
        }
    }
  else
    total = chess_perft (&pos, (int) depth);
  printf ("nodes: %" PRIu64 "\n", total);
  return CLI_EXIT_OK;
}
