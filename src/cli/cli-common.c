/* cli-common.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Error reporting and option parsing shared by the hakem-cli commands.
 */
#include "cli-common.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>

int
cli_error (const char *format, ...)
{
  va_list ap;
  va_start (ap, format);
  g_autofree char *msg = g_strdup_vprintf (format, ap);
  va_end (ap);
  fprintf (stderr, "hakem-cli: %s\n", msg);
  return CLI_EXIT_USAGE;
}

const char *
cli_fen_error_message (ChessFenError code)
{
  switch (code)
    {
    case CHESS_FEN_OK:
      return _("no error");
    case CHESS_FEN_ERROR_FIELD_COUNT:
      return _("a FEN has 4 to 6 fields separated by spaces");
    case CHESS_FEN_ERROR_BAD_CHARACTER:
      return _("this character is not a piece letter, a digit 1-8 or '/'");
    case CHESS_FEN_ERROR_RANK_COUNT:
      return _("the board must have exactly 8 ranks");
    case CHESS_FEN_ERROR_RANK_LENGTH:
      return _("this rank does not add up to 8 squares");
    case CHESS_FEN_ERROR_KING_COUNT:
      return _("each side must have exactly one king");
    case CHESS_FEN_ERROR_PAWN_ON_EDGE_RANK:
      return _("a pawn cannot stand on the first or the last rank");
    case CHESS_FEN_ERROR_SIDE:
      return _("the side to move must be 'w' or 'b'");
    case CHESS_FEN_ERROR_OPPONENT_IN_CHECK:
      return _("the side that is not to move is in check");
    case CHESS_FEN_ERROR_CASTLING_SYNTAX:
      return _("castling rights must be '-' or letters from KQkq or A-H/a-h, each once");
    case CHESS_FEN_ERROR_CASTLING_PIECES:
      return _("this castling right needs the king and the rook on their original squares");
    case CHESS_FEN_ERROR_EN_PASSANT_SYNTAX:
      return _("the en passant field must be '-' or a square such as e3");
    case CHESS_FEN_ERROR_EN_PASSANT_IMPOSSIBLE:
      return _("no double pawn move could have produced this en passant square");
    case CHESS_FEN_ERROR_HALFMOVE:
      return _("the halfmove clock must be a whole number, 0 or more");
    case CHESS_FEN_ERROR_FULLMOVE:
      return _("the move number must be a whole number, 1 or more");
    }
  return _("invalid FEN");
}

gboolean
cli_parse_fen (const char *option, const char *fen, ChessPosition *pos)
{
  int column = 0;
  ChessFenError err = chess_position_from_fen (pos, fen, &column);
  if (err == CHESS_FEN_OK)
    return TRUE;
  /* TRANSLATORS: %s (first) is an option like --fen, %d the column, the last %s the reason */
  cli_error (_("%s: column %d: %s"), option, column, cli_fen_error_message (err));
  return FALSE;
}

gboolean
cli_parse_int (const char *text, long min, long max, long *out)
{
  if (!text || !*text)
    return FALSE;
  char *end = NULL;
  errno = 0;
  long v = strtol (text, &end, 10);
  if (errno || *end || v < min || v > max)
    return FALSE;
  *out = v;
  return TRUE;
}

gboolean
cli_parse_options (const char *command, const char *params, const GOptionEntry *entries,
                   int *argc, char ***argv)
{
  g_autoptr (GOptionContext) ctx = g_option_context_new (params);
  g_autoptr (GError) error = NULL;
  g_autofree char *prg = g_strdup_printf ("hakem-cli %s", command);
  g_set_prgname (prg);
  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (ctx, GETTEXT_PACKAGE);
  if (!g_option_context_parse (ctx, argc, argv, &error))
    {
      cli_error ("%s: %s", command, error->message);
      return FALSE;
    }
  return TRUE;
}
