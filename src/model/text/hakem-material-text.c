/* hakem-material-text.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The material on the board in the notation's letters, and the reason sentence of rulings that
 * rest on "can the opponent still checkmate?".
 */
#include "config.h"

#include "hakem-material-text.h"

#include <glib/gi18n.h>

char *
hakem_material_text (const ChessPosition *pos, ChessColor color, ChessSanLanguage lang)
{
  static const ChessPieceType order[]
      = { CHESS_KING, CHESS_QUEEN, CHESS_ROOK, CHESS_BISHOP, CHESS_KNIGHT, CHESS_PAWN };
  GString *out = g_string_new (NULL);
  for (gsize i = 0; i < G_N_ELEMENTS (order); i++)
    {
      int n = __builtin_popcountll (chess_position_pieces (pos, color, order[i]));
      if (!n)
        continue;
      /* Pawns have no letter in either language: P, as arbiters write material. */
      const char *letter = order[i] == CHESS_PAWN ? "P" : chess_san_piece_letter (order[i], lang);
      if (out->len)
        g_string_append_c (out, '+');
      if (n > 1)
        g_string_append_printf (out, "%d", n);
      g_string_append (out, letter);
    }
  return g_string_free (out, FALSE);
}

char *
hakem_mate_reason_text (const ChessPosition *pos, ChessColor side, const char *who,
                        ChessMateAnswer answer, ChessSanLanguage lang)
{
  if (answer == CHESS_MATE_UNDETERMINED)
    return NULL;
  g_autofree char *own = hakem_material_text (pos, side, lang);
  g_autofree char *other = hakem_material_text (pos, !side, lang);
  if (answer == CHESS_MATE_NO)
    /* TRANSLATORS: the reason of a ruling: who cannot checkmate, then the material of that side
     * and of the other, as in "White cannot checkmate by any series of legal moves: K+N against
     * K+Q" */
    return g_strdup_printf (_ ("%s cannot checkmate by any series of legal moves: %s against %s"),
                            who, own, other);
  /* TRANSLATORS: the reason of a ruling: who can still checkmate, then the material of that side
   * and of the other */
  return g_strdup_printf (_ ("%s can still checkmate by a series of legal moves: %s against %s"),
                          who, own, other);
}
