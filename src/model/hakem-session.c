/* hakem-session.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * HakemSession: a GObject owning the game record and announcing its changes.
 */
#include "hakem-session.h"

struct _HakemSession
{
  GObject parent_instance;
  ChessGame game;
};

G_DEFINE_FINAL_TYPE (HakemSession, hakem_session, G_TYPE_OBJECT)

enum
{
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
hakem_session_finalize (GObject *object)
{
  HakemSession *self = HAKEM_SESSION (object);
  chess_game_clear (&self->game);
  G_OBJECT_CLASS (hakem_session_parent_class)->finalize (object);
}

static void
hakem_session_class_init (HakemSessionClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = hakem_session_finalize;
  /* The record changed: a move was played or taken back, or a new game began. */
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
hakem_session_init (HakemSession *self)
{
  chess_game_init (&self->game, NULL);
}

HakemSession *
hakem_session_new (void)
{
  return g_object_new (HAKEM_TYPE_SESSION, NULL);
}

void
hakem_session_reset (HakemSession *self, const ChessPosition *pos)
{
  g_return_if_fail (HAKEM_IS_SESSION (self));
  chess_game_clear (&self->game);
  chess_game_init (&self->game, pos);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

const ChessGame *
hakem_session_get_game (HakemSession *self)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), NULL);
  return &self->game;
}

gboolean
hakem_session_play (HakemSession *self, ChessMove move)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), FALSE);
  ChessGameStatus status = chess_game_push (&self->game, move);
  if (status == CHESS_GAME_ILLEGAL_MOVE || status == CHESS_GAME_NO_MEMORY)
    return FALSE;
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return TRUE;
}

gboolean
hakem_session_undo (HakemSession *self)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), FALSE);
  if (self->game.count == 0)
    return FALSE;
  chess_game_pop (&self->game);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return TRUE;
}
