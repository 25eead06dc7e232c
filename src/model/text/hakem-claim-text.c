/* hakem-claim-text.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The evidence of a draw claim in words, as the claim dialog shows it and the incident log keeps
 * it: where the position occurred (9.2), or the count since the last capture or pawn move (9.3),
 * each cited as moves.
 */
#include "config.h"

#include "hakem-claim-text.h"

#include <glib/gi18n.h>

#include "hakem-rules-text.h"

/* 9.2: where the position occurred, cited as the moves after which it stood on the board. */
static void
append_occurrences (GString *out, const ChessGame *game, const ChessRuling *r, ChessMove intended,
                    ChessSanLanguage lang)
{
  /* The intended move's position counts as the ply after the record's last (9.2.1.1). */
  int n = r->occurrence_count;
  gboolean with_intended
      = intended != CHESS_MOVE_NONE && n > 0 && r->occurrences[n - 1] == game->count + 1;
  int before = with_intended ? n - 1 : n;
  g_autofree char *where = hakem_plies_as_moves_text (game, r->occurrences, before, lang);
  if (!with_intended)
    {
      /* TRANSLATORS: %d is a count, %s where: "at the start of the game and after 2...Ng8 and
       * 4...Ng8" */
      g_string_append_printf (out,
                              g_dngettext (GETTEXT_PACKAGE,
                                           "The position has occurred %d time: %s.",
                                           "The position has occurred %d times: %s.", n),
                              n, where);
      return;
    }
  g_autofree char *move = hakem_numbered_move_text (&game->current, intended, lang);
  if (before == 0)
    /* TRANSLATORS: %s is the intended move with its number, "5.Ng1" */
    g_string_append_printf (out,
                            _ ("The intended move %s makes a position that has not occurred "
                               "before."),
                            move);
  else
    /* TRANSLATORS: the intended move with its number ("5.Ng1"), a count, and where the position
     * occurred: "at the start of the game and after 2...Ng8" */
    g_string_append_printf (out,
                            g_dngettext (GETTEXT_PACKAGE,
                                         "The position the intended move %s makes has occurred "
                                         "%d time before: %s.",
                                         "The position the intended move %s makes has occurred "
                                         "%d times before: %s.",
                                         before),
                            move, before, where);
}

/* 9.3: the count of half-moves, and the last capture or pawn move as a move. */
static void
append_fifty (GString *out, const ChessGame *game, const ChessRuling *r, ChessMove intended,
              ChessSanLanguage lang)
{
  /* TRANSLATORS: %d is a number of half-moves; 9.3 needs 50 moves by each player */
  g_string_append_printf (out,
                          g_dngettext (GETTEXT_PACKAGE,
                                       "%d half-move without a capture or a pawn move (100 are "
                                       "needed: 50 by each player).",
                                       "%d half-moves without a capture or a pawn move (100 are "
                                       "needed: 50 by each player).",
                                       r->moves_without),
                          r->moves_without);
  int last = r->last_irreversible_ply;
  g_autofree char *move = NULL;
  if (last > 0 && last <= game->count)
    move = hakem_move_text (game, last - 1, lang);
  else if (last == game->count + 1 && intended != CHESS_MOVE_NONE)
    move = hakem_numbered_move_text (&game->current, intended, lang);
  if (move)
    {
      g_string_append_c (out, ' ');
      /* TRANSLATORS: %s is a move with its number, "23.exd5" */
      g_string_append_printf (out, _ ("The last capture or pawn move was %s."), move);
    }
}

char *
hakem_claim_evidence_text (const ChessGame *game, const ChessRuling *r, ChessMove intended,
                           ChessSanLanguage lang)
{
  GString *out = g_string_new (NULL);
  if (r->claim_kind == CHESS_CLAIM_THREEFOLD)
    append_occurrences (out, game, r, intended, lang);
  else
    append_fifty (out, game, r, intended, lang);
  return g_string_free (out, FALSE);
}

char *
hakem_claim_written_illegal_text (const char *written, const char *who)
{
  if (written && *written)
    /* TRANSLATORS: 9.2.1.1, 9.3.1, 9.5.3: the move as the claimant wrote it ("Ke7"), then the
     * claimant ("White (Carlsen)") */
    return g_strdup_printf (_ ("The written move %s cannot be played: it is not a legal move "
                               "(Article 3). %s must make a legal move instead (Article 9.5.3)."),
                            written, who);
  /* TRANSLATORS: 9.2.1.1, 9.3.1, 9.5.3; %s is the claimant ("White (Carlsen)") */
  return g_strdup_printf (_ ("The written move cannot be played: it is not a legal move (Article "
                             "3). %s must make a legal move instead (Article 9.5.3)."),
                          who);
}
