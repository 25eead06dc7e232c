/* hakem-session-restore.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Filling a fresh session from a saved case, and swapping it in whole (hakem-casefile-read.c).
 */
#include "config.h"

#include "hakem-session-private.h"

#include <string.h>

void
hakem_session_restore_game (HakemSession *self, ChessGame *game, const ChessClock *clock)
{
  g_return_if_fail (HAKEM_IS_SESSION (self));
  g_return_if_fail (game != NULL && clock != NULL);
  chess_game_clear (&self->game);
  self->game = *game;
  memset (game, 0, sizeof *game);
  self->clock = *clock;
  self->tc = clock->tc;
}

void
hakem_session_restore_regulations (HakemSession *self, HakemRegulations *regs,
                                   gboolean set_for_event)
{
  g_return_if_fail (HAKEM_IS_SESSION (self));
  g_return_if_fail (regs != NULL);
  g_clear_pointer (&self->regs, hakem_regulations_free);
  self->regs = regs;
  self->regs_explicit = set_for_event;
}

void
hakem_session_restore_counts (HakemSession *self, const int illegal[2], gboolean scores_set,
                              const int scores[2])
{
  g_return_if_fail (HAKEM_IS_SESSION (self));
  for (int c = 0; c < 2; c++)
    {
      self->illegal[c] = illegal[c];
      self->scores[c] = scores_set ? scores[c] : CHESS_SCORE_UNSET;
    }
  self->scores_set = scores_set;
}

void
hakem_session_restore_end_reason (HakemSession *self, HakemEndReason reason, const char *articles)
{
  g_return_if_fail (HAKEM_IS_SESSION (self));
  self->end_reason = reason;
  g_free (self->end_articles);
  self->end_articles = articles && *articles ? g_strdup (articles) : NULL;
}

void
hakem_session_restore_reconstruction (HakemSession *self, HakemReconstructionRecord *record)
{
  g_return_if_fail (HAKEM_IS_SESSION (self));
  g_return_if_fail (record != NULL);
  g_ptr_array_add (self->reconstructions, record);
}

#define SWAP(type, a, b)                                                                           \
  do                                                                                               \
    {                                                                                              \
      type tmp_ = (a);                                                                             \
      (a) = (b);                                                                                   \
      (b) = tmp_;                                                                                  \
    }                                                                                              \
  while (0)

void
hakem_session_swap (HakemSession *self, HakemSession *other)
{
  g_return_if_fail (HAKEM_IS_SESSION (self));
  g_return_if_fail (HAKEM_IS_SESSION (other));
  SWAP (ChessGame, self->game, other->game);
  SWAP (ChessTimeControl, self->tc, other->tc);
  SWAP (ChessClock, self->clock, other->clock);
  SWAP (HakemRegulations *, self->regs, other->regs);
  SWAP (gboolean, self->regs_explicit, other->regs_explicit);
  SWAP (GPtrArray *, self->incidents, other->incidents);
  SWAP (GPtrArray *, self->reconstructions, other->reconstructions);
  for (int c = 0; c < 2; c++)
    {
      SWAP (int, self->illegal[c], other->illegal[c]);
      SWAP (int, self->scores[c], other->scores[c]);
    }
  SWAP (gboolean, self->scores_set, other->scores_set);
  SWAP (HakemEndReason, self->end_reason, other->end_reason);
  SWAP (char *, self->end_articles, other->end_articles);
  hakem_session_sync_incident_items (other);
  hakem_session_sync_incident_items (self);
  hakem_session_emit_changed (self);
  hakem_session_emit_clock_changed (self);
}
