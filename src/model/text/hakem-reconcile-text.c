/* hakem-reconcile-text.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The reconciliation of both scoresheets (8.5.3) in words, for the sheets dialog and the report.
 */
#include "config.h"

#include "hakem-reconcile-text.h"

#include <glib/gi18n.h>

const char *
hakem_reconcile_kind_text (ChessReconcileKind kind)
{
  switch (kind)
    {
    case CHESS_RECONCILE_DECORATION:
      return _ ("a capture, check or promotion sign wrong");
    case CHESS_RECONCILE_PIECE:
      return _ ("the wrong piece letter");
    case CHESS_RECONCILE_SQUARE:
      return _ ("the wrong file or rank");
    case CHESS_RECONCILE_OTHER:
      return _ ("another move written");
    case CHESS_RECONCILE_ILLEGIBLE:
      return _ ("cannot be read");
    case CHESS_RECONCILE_NOT_WRITTEN:
      return _ ("not written");
    case CHESS_RECONCILE_OMITTED:
      return _ ("left out: the later moves slide into the other column");
    case CHESS_RECONCILE_EXTRA:
      return _ ("a move that was not played");
    case CHESS_RECONCILE_SWAPPED:
      return _ ("two moves of one side in each other's place");
    case CHESS_RECONCILE_NOT_RECORDED:
    default:
      return _ ("played after the sheet stops");
    }
}

char *
hakem_reconcile_move_text (const ChessGame *game, int ply, ChessSanLanguage lang)
{
  g_return_val_if_fail (game && ply >= 1 && ply <= game->count, NULL);
  ChessPosition pos;
  chess_game_position_at (game, ply - 1, &pos);
  char san[CHESS_SAN_MAX] = "";
  chess_san_write (&pos, game->moves[ply - 1].move, lang, san, sizeof san);
  return g_strdup_printf (pos.side == CHESS_WHITE ? "%d. %s" : "%d... %s", pos.fullmove, san);
}

char *
hakem_reconcile_ply_number (const ChessPosition *start, int ply)
{
  /* Plies counted from White's move of the start's row. */
  gint64 slot = (gint64) MAX (ply, 1) - 1 + (start->side == CHESS_BLACK ? 1 : 0);
  gint64 number = start->fullmove + slot / 2;
  return g_strdup_printf (slot % 2 == 0 ? "%" G_GINT64_FORMAT "." : "%" G_GINT64_FORMAT "...",
                          number);
}

char *
hakem_reconcile_mistake_text (const ChessReconcileDiscrepancy *d, const char *written,
                              const ChessGame *game, ChessSanLanguage lang)
{
  const char *kind = hakem_reconcile_kind_text (d->kind);
  gboolean played = d->played != CHESS_MOVE_NONE && d->ply >= 1 && d->ply <= game->count;
  g_autofree char *move = played ? hakem_reconcile_move_text (game, d->ply, lang) : NULL;
  if (written && played)
    /* TRANSLATORS: a marked cell of a scoresheet: what it says, the move played, the mistake */
    return g_strdup_printf (_ ("written “%s”, played %s: %s"), written, move, kind);
  if (written)
    /* TRANSLATORS: a marked cell of a scoresheet for no move played, and the mistake */
    return g_strdup_printf (_ ("written “%s”, no move played for it: %s"), written, kind);
  /* TRANSLATORS: a move a scoresheet has no cell for, and why */
  return g_strdup_printf (_ ("nothing written for %s: %s"), move ? move : "", kind);
}

char *
hakem_reconcile_discrepancy_text (const ChessReconcileDiscrepancy *d, const char *written,
                                  const ChessGame *game, ChessSanLanguage lang)
{
  g_autofree char *played = d->played != CHESS_MOVE_NONE && d->ply >= 1 && d->ply <= game->count
                                ? hakem_reconcile_move_text (game, d->ply, lang)
                                : g_strdup (_ ("nothing"));
  const char *k = hakem_reconcile_kind_text (d->kind);
  gboolean white = d->sheet == CHESS_WHITE;
  if (written)
    /* TRANSLATORS: one mistake of White's (Black's) scoresheet: what it says, what was
     * played, and the kind of mistake */
    return white ? g_strdup_printf (_ ("White's sheet: “%s” where %s was played (%s)."), written,
                                    played, k)
                 : g_strdup_printf (_ ("Black's sheet: “%s” where %s was played (%s)."), written,
                                    played, k);
  /* TRANSLATORS: a move White's (Black's) scoresheet has no cell for, and why */
  return white ? g_strdup_printf (_ ("White's sheet has nothing for %s (%s)."), played, k)
               : g_strdup_printf (_ ("Black's sheet has nothing for %s (%s)."), played, k);
}

char *
hakem_reconcile_correction_text (const ChessGame *game, int ply, ChessMove proposed,
                                 ChessSanLanguage lang)
{
  g_return_val_if_fail (game && ply >= 1 && ply <= game->count, NULL);
  g_autofree char *move = hakem_reconcile_move_text (game, ply, lang);
  ChessPosition pos;
  chess_game_position_at (game, ply - 1, &pos);
  char san[CHESS_SAN_MAX] = "";
  chess_san_write (&pos, proposed, lang, san, sizeof san);
  /* TRANSLATORS: the arbiter's correction of the reconciled game: the move he decided was
   * played ("3. Nc3"), then the reconciler's move ("Nf3") */
  return g_strdup_printf (_ ("Corrected by the arbiter: %s, where the reconciler had %s."), move,
                          san);
}

char *
hakem_reconcile_decided_text (const ChessGame *game, int decided, ChessSanLanguage lang)
{
  g_return_val_if_fail (game && decided >= 1 && decided <= game->count, NULL);
  g_autofree char *last = hakem_reconcile_move_text (game, decided, lang);
  /* TRANSLATORS: %s is the last move the arbiter decided ("5... Nf6") */
  return g_strdup_printf (_ ("The arbiter decided the moves up to %s; the reconciler found the "
                             "rest."),
                          last);
}
