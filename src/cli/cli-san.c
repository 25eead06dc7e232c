/* cli-san.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * hakem-cli san: reads a move as a person wrote it and prints its canonical SAN and UCI forms.
 */
#include "cli-common.h"

#include "chess-san.h"
#include "hakem-san-text.h"

int
cli_san (int argc, char **argv)
{
  g_autofree char *fen = NULL;
  g_autofree char *lang_name = NULL;
  const GOptionEntry entries[] = {
    { "fen", 0, 0, G_OPTION_ARG_STRING, &fen, N_ ("The position (default: the initial position)"),
      "FEN" },
    { "lang", 0, 0, G_OPTION_ARG_STRING, &lang_name,
      N_ ("Piece letters: en (K Q R B N, the default) or tr (Ş V K F A)"), "en|tr" },
    G_OPTION_ENTRY_NULL,
  };
  if (!cli_parse_options ("san", "MOVE", entries, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc < 2)
    return cli_error (_ ("san: give the MOVE to read"));

  ChessSanLanguage lang;
  if (!cli_parse_language (lang_name, &lang))
    return CLI_EXIT_USAGE;

  ChessPosition pos;
  if (!cli_parse_fen ("--fen", fen ? fen : CHESS_FEN_START, &pos))
    return CLI_EXIT_USAGE;

  /* "exd6 e.p." given unquoted arrives as two arguments: join them. */
  g_autofree char *text = g_strjoinv (" ", argv + 1);
  ChessSanReading r;
  ChessSanError err = chess_san_read (&pos, text, lang, 0, &r);
  if (err != CHESS_SAN_OK)
    {
      g_autofree char *message = hakem_san_error_message (&pos, text, err, &r, lang);
      return cli_error ("san: %s", message);
    }

  char san[CHESS_SAN_MAX], uci[6];
  chess_san_write (&pos, r.move, lang, san, sizeof san);
  chess_move_to_uci (&pos, r.move, uci);
  printf ("san: %s\nuci: %s\n", san, uci);
  return CLI_EXIT_OK;
}
