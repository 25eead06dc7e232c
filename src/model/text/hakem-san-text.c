/* hakem-san-text.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Why a move as written cannot be read: the SAN reader's codes as sentences a person can act on.
 */
#include "config.h"

#include "hakem-san-text.h"

#include <glib/gi18n.h>

static const char *
piece_name (ChessPieceType type)
{
  switch (type)
    {
    case CHESS_PAWN:
      return _ ("pawn");
    case CHESS_KNIGHT:
      return _ ("knight");
    case CHESS_BISHOP:
      return _ ("bishop");
    case CHESS_ROOK:
      return _ ("rook");
    case CHESS_QUEEN:
      return _ ("queen");
    case CHESS_KING:
      return _ ("king");
    }
  return "?";
}

/* Why no legal move fits, with the article of the Laws it rests on. */
static const char *
reason_text (ChessIllegalReason reason)
{
  switch (reason)
    {
    case CHESS_ILLEGAL_NONE:
      break;
    case CHESS_ILLEGAL_NO_PIECE:
      return _ ("there is no such piece");
    case CHESS_ILLEGAL_NOT_YOUR_TURN:
      return _ ("the piece there belongs to the opponent");
    case CHESS_ILLEGAL_OWN_PIECE:
      return _ ("a piece of the same colour stands on the target square (3.1)");
    case CHESS_ILLEGAL_PIECE_RULES:
      return _ ("the piece does not move that way (3.2 to 3.8)");
    case CHESS_ILLEGAL_PATH_BLOCKED:
      return _ ("a piece stands in the way (3.5)");
    case CHESS_ILLEGAL_KING_IN_CHECK:
      return _ ("it would leave or put its own king in check (3.9.2)");
    case CHESS_ILLEGAL_CASTLING_RIGHTS:
      return _ ("the king or that rook has already moved (3.8.2.1)");
    case CHESS_ILLEGAL_CASTLING_BLOCKED:
      return _ ("a piece stands between the king and the rook (3.8.2.2.2)");
    case CHESS_ILLEGAL_CASTLING_CHECK:
      return _ ("the king is in check, or would pass or land on an attacked square (3.8.2.2.1)");
    }
  return _ ("no legal move fits");
}

/* The SAN of each candidate, separated by commas. */
static char *
candidate_list (const ChessPosition *pos, const ChessSanReading *r, ChessSanLanguage lang)
{
  GString *s = g_string_new (NULL);
  for (int i = 0; i < r->candidate_count; i++)
    {
      char san[CHESS_SAN_MAX];
      if (i > 0)
        g_string_append (s, ", ");
      g_string_append (s, chess_san_write (pos, r->candidates[i], lang, san, sizeof san));
    }
  return g_string_free (s, FALSE);
}

char *
hakem_san_error_message (const ChessPosition *pos, const char *text, ChessSanError err,
                         const ChessSanReading *r, ChessSanLanguage lang)
{
  char to[3] = "", from[3] = "";
  if (r->to != CHESS_SQUARE_NONE)
    chess_square_name (r->to, to);
  if (r->from != CHESS_SQUARE_NONE)
    chess_square_name (r->from, from);

  switch (err)
    {
    case CHESS_SAN_OK:
      break;
    case CHESS_SAN_ERROR_EMPTY:
      return g_strdup (_ ("the move is empty"));
    case CHESS_SAN_ERROR_SYNTAX:
      /* TRANSLATORS: %s is the move as given, %d a column in it */
      return g_strdup_printf (_ ("'%s': column %d: this is not a move in algebraic notation"), text,
                              r->column);
    case CHESS_SAN_ERROR_WRONG_LANGUAGE:
      {
        /* The letter at the column, whole even when it is the two bytes of 'Ş'. */
        const char *p = g_utf8_offset_to_pointer (text, r->column - 1);
        g_autofree char *letter = g_strndup (p, g_utf8_next_char (p) - p);
        if (lang == CHESS_SAN_TURKISH)
          /* TRANSLATORS: the second %s is a letter; keep the Turkish piece letters as they are */
          return g_strdup_printf (_ ("'%s': column %d: '%s' is no piece letter in Turkish, whose "
                                     "pieces are Ş (or S) V K F A"),
                                  text, r->column, letter);
        /* TRANSLATORS: the second %s is a letter; keep the English piece letters as they are */
        return g_strdup_printf (_ ("'%s': column %d: '%s' is no piece letter in English, whose "
                                   "pieces are K Q R B N"),
                                text, r->column, letter);
      }
    case CHESS_SAN_ERROR_PROMOTION_PIECE:
      return g_strdup_printf (_ ("'%s': column %d: a pawn cannot be promoted to a king"), text,
                              r->column);
    case CHESS_SAN_ERROR_PROMOTION_MISSING:
      {
        g_autofree char *list = candidate_list (pos, r, lang);
        /* TRANSLATORS: the last %s lists the possible moves in SAN, like "e8=Q, e8=R" */
        return g_strdup_printf (_ ("'%s': column %d: name the piece the pawn becomes: %s"), text,
                                r->column, list);
      }
    case CHESS_SAN_ERROR_PROMOTION_UNEXPECTED:
      return g_strdup_printf (_ ("'%s': column %d: this move is no pawn promotion"), text,
                              r->column);
    case CHESS_SAN_ERROR_PIECE_MISMATCH:
      /* TRANSLATORS: the second %s is a piece name like "knight", the third a square */
      return g_strdup_printf (_ ("'%s': there is no %s of the side to move on %s"), text,
                              piece_name (r->piece), from);
    case CHESS_SAN_ERROR_KING_IN_CHECK:
      return g_strdup_printf (
          _ ("'%s': this move would leave or put its own king in check (3.9.2)"), text);
    case CHESS_SAN_ERROR_NO_SUCH_MOVE:
      if (r->from != CHESS_SQUARE_NONE && r->reason == CHESS_ILLEGAL_NO_PIECE)
        /* TRANSLATORS: the second %s is a square */
        return g_strdup_printf (_ ("'%s': there is no piece on %s"), text, from);
      if (r->from != CHESS_SQUARE_NONE)
        /* TRANSLATORS: the second and third %s are squares, the last one says why */
        return g_strdup_printf (_ ("'%s': no legal move from %s to %s: %s"), text, from, to,
                                reason_text (r->reason));
      if (r->reason == CHESS_ILLEGAL_NO_PIECE)
        /* TRANSLATORS: the second %s is a piece name like "knight" */
        return g_strdup_printf (_ ("'%s': the side to move has no such %s"), text,
                                piece_name (r->piece));
      /* TRANSLATORS: the second %s is a piece name like "knight", the third a square, the last
       * one says why */
      return g_strdup_printf (_ ("'%s': no %s can move to %s: %s"), text, piece_name (r->piece), to,
                              reason_text (r->reason));
    case CHESS_SAN_ERROR_CASTLING:
      /* TRANSLATORS: the last %s says why */
      return g_strdup_printf (_ ("'%s': castling is not possible now: %s"), text,
                              reason_text (r->reason));
    case CHESS_SAN_ERROR_AMBIGUOUS:
      {
        g_autofree char *list = candidate_list (pos, r, lang);
        /* TRANSLATORS: the last %s lists the moves in SAN, like "Nbd7, Nfd7" */
        return g_strdup_printf (_ ("'%s': ambiguous, it could be any of: %s"), text, list);
      }
    }
  return g_strdup_printf (_ ("'%s': not a legal move"), text);
}
