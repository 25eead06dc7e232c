/* cli-fen.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * hakem-cli fen: validates a FEN, X-FEN or Shredder-FEN and prints it normalised.
 */
#include "cli-common.h"

int
cli_fen (int argc, char **argv)
{
  gboolean shredder = FALSE;
  const GOptionEntry entries[] = {
    { "shredder", 0, 0, G_OPTION_ARG_NONE, &shredder,
      N_ ("Write castling rights as rook files (Shredder-FEN)"), NULL },
    G_OPTION_ENTRY_NULL,
  };
  if (!cli_parse_options ("fen", "FEN", entries, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc < 2)
    return cli_error (_ ("fen: give the FEN to check"));
  /* A FEN given unquoted arrives as several arguments: join them. */
  g_autofree char *text = g_strjoinv (" ", argv + 1);
  ChessPosition pos;
  if (!cli_parse_fen ("fen", text, &pos))
    return CLI_EXIT_USAGE;
  char out[CHESS_FEN_MAX];
  chess_position_to_fen (&pos, shredder ? CHESS_FEN_STYLE_SHREDDER : CHESS_FEN_STYLE_XFEN, out,
                         sizeof out);
  printf ("fen: %s\n", out);
  return CLI_EXIT_OK;
}
