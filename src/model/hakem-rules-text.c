/* hakem-rules-text.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Turns the rules core's codes into translated sentences a person can act on.
 */
#include "config.h"

#include "hakem-rules-text.h"

#include <glib/gi18n.h>

const char *
hakem_color_text (ChessColor color)
{
  return color == CHESS_WHITE ? _("White") : _("Black");
}

char *
hakem_clock_reading_text (int64_t ms)
{
  if (ms < 0)
    return g_strdup ("—");
  char buf[24];
  return g_strdup (chess_clock_format_reading (ms * 1000, buf, sizeof buf));
}

const char *
hakem_piece_text (ChessPiece piece)
{
  static const char *const names[12] = {
    N_("white pawn"), N_("white knight"), N_("white bishop"),
    N_("white rook"), N_("white queen"), N_("white king"),
    N_("black pawn"), N_("black knight"), N_("black bishop"),
    N_("black rook"), N_("black queen"), N_("black king"),
  };
  return piece < 12 ? _(names[piece]) : _("empty");
}

const char *
hakem_score_text (int halves)
{
  switch (halves)
    {
    case CHESS_SCORE_LOSS:
      return "0";
    case CHESS_SCORE_DRAW:
      return "½";
    case CHESS_SCORE_WIN:
      return "1";
    case CHESS_SCORE_UNSET:
      /* TRANSLATORS: a score that a penalty leaves as it is */
      return _("unchanged");
    default:
      return "?";
    }
}

char *
hakem_articles_text (const char *const *articles, int count)
{
  g_autoptr (GString) list = g_string_new (NULL);
  for (int i = 0; i < count; i++)
    if (articles[i] && *articles[i])
      g_string_append_printf (list, "%s%s", list->len ? ", " : "", articles[i]);
  /* TRANSLATORS: %s is a list of article numbers such as "9.2.1.2, 9.2.2, 7.5.5" */
  return g_strdup_printf (_("Articles: %s"), list->str);
}

const char *
hakem_fen_error_text (ChessFenError code)
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

const char *
hakem_illegal_reason_text (ChessIllegalReason reason)
{
  switch (reason)
    {
    case CHESS_ILLEGAL_NONE:
      return _("The move is legal.");
    case CHESS_ILLEGAL_NO_PIECE:
      return _("There is no piece on that square.");
    case CHESS_ILLEGAL_NOT_YOUR_TURN:
      return _("That piece belongs to the player who does not have the move.");
    case CHESS_ILLEGAL_OWN_PIECE:
      return _("A piece cannot move to a square occupied by a piece of the same colour (Article 3.1).");
    case CHESS_ILLEGAL_PIECE_RULES:
      return _("That piece does not move that way (Articles 3.2 to 3.8).");
    case CHESS_ILLEGAL_PATH_BLOCKED:
      return _("A piece stands in the way (Article 3.5).");
    case CHESS_ILLEGAL_KING_IN_CHECK:
      return _("The move would leave the king in check (Articles 3.9 and 3.10).");
    case CHESS_ILLEGAL_CASTLING_RIGHTS:
      return _("Castling is no longer possible: the king or that rook has moved (Article 3.8.2.1).");
    case CHESS_ILLEGAL_CASTLING_BLOCKED:
      return _("Castling is not possible now: a square between king and rook is occupied (Article 3.8.2.2.2).");
    case CHESS_ILLEGAL_CASTLING_CHECK:
      return _("Castling is not possible now: the king is in check or would pass or land on an attacked square (Article 3.8.2.2.1).");
    }
  return _("The move is not legal.");
}

const char *
hakem_ending_text (ChessEnding ending)
{
  switch (ending)
    {
    case CHESS_ENDING_NONE:
      return _("The game goes on.");
    case CHESS_ENDING_CHECKMATE:
      return _("Checkmate: the game is over (Article 5.1.1).");
    case CHESS_ENDING_STALEMATE:
      return _("Stalemate: the game is drawn (Article 5.2.1).");
    case CHESS_ENDING_DEAD_POSITION:
      return _("Dead position: neither player can checkmate; the game is drawn (Article 5.2.2).");
    case CHESS_ENDING_FIVEFOLD:
      return _("The same position has appeared five times: the game is drawn (Article 9.6.1).");
    case CHESS_ENDING_SEVENTY_FIVE:
      return _("75 moves by each player without a pawn move or a capture: the game is drawn (Article 9.6.2).");
    case CHESS_ENDING_RESIGNATION:
      return _("A player resigned (Article 5.1.2).");
    case CHESS_ENDING_AGREEMENT:
      return _("Drawn by agreement (Article 5.2.3).");
    case CHESS_ENDING_CLAIM:
      return _("Drawn on a correct claim (Article 9.5.2).");
    case CHESS_ENDING_TIME:
      return _("A flag has fallen (Article 6.9).");
    case CHESS_ENDING_ARBITER:
      return _("Ended by the arbiter's ruling.");
    }
  return "";
}

const char *
hakem_time_control_error_text (ChessTimeControlError code)
{
  switch (code)
    {
    case CHESS_TIME_CONTROL_OK:
      return _("no error");
    case CHESS_TIME_CONTROL_ERROR_EMPTY:
      return _("the time control is empty");
    case CHESS_TIME_CONTROL_ERROR_EXPECTED_NUMBER:
      return _("a number of moves or seconds belongs here");
    case CHESS_TIME_CONTROL_ERROR_NUMBER_RANGE:
      return _("the number is 0 where it must be at least 1, or it is too large");
    case CHESS_TIME_CONTROL_ERROR_UNEXPECTED:
      return _("unexpected character: '/', '+', 'd', 'b', ':' or the end belongs here");
    case CHESS_TIME_CONTROL_ERROR_NOT_ALONE:
      return _("'?', '-' and a sandclock '*' must stand alone");
    case CHESS_TIME_CONTROL_ERROR_AFTER_SUDDEN_DEATH:
      return _("a period follows one that has no move count and so lasts the rest of the game");
    case CHESS_TIME_CONTROL_ERROR_TOO_MANY_PERIODS:
      return _("too many periods");
    }
  return _("invalid time control");
}
