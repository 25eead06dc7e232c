/* hakem-session-prepare.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The searches a ruling will make, made first on a worker thread.
 *
 * Every ruling asks whether the game had already ended (a dead position is decided exactly), and
 * the rulings of 5.1.2, 6.9, 7.5.5 and A.5.3 whether a side can still checkmate. Most answers
 * take microseconds; a few real positions take tens of milliseconds, longer than a frame. A
 * dialog calls hakem_session_prepare_async when it opens (and when the arbiter picks another
 * ply); the worker asks those questions on a copy of the record, the answers are kept
 * (hakem-session-mate.c), and the dialog rules, on the main thread, once they are ready.
 */
#include "config.h"

#include "hakem-session-private.h"

typedef struct
{
  ChessPosition start;
  ChessMove *moves;
  int count;
  int ply;
} Questions;

static void
questions_free (gpointer data)
{
  Questions *q = data;
  g_free (q->moves);
  g_free (q);
}

static void
ask (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  (void) source;
  Questions *q = data;
  ChessGame game;
  chess_game_init (&game, &q->start);
  for (int i = 0; i < q->count && !g_cancellable_is_cancelled (cancellable); i++)
    if (chess_game_push_legal (&game, q->moves[i]) != CHESS_GAME_OK)
      break;
  if (!g_cancellable_is_cancelled (cancellable) && game.count == q->count)
    {
      ChessMateContext *ctx = hakem_session_mate_context_take ();
      ChessEnded ended;
      chess_ended_game (ctx, &game, game.count, &ended);
      ChessPosition pos;
      chess_game_position_at (&game, q->ply, &pos);
      ChessMateResult *result = g_new (ChessMateResult, 1);
      for (int side = 0; side < 2 && !g_cancellable_is_cancelled (cancellable); side++)
        chess_mate_can_checkmate (ctx, &pos, (ChessColor) side, result);
      g_free (result);
      hakem_session_mate_context_give (ctx);
    }
  chess_game_clear (&game);
  g_task_return_boolean (task, TRUE);
}

/* Preparations whose callback has not run yet (hakem_session_prepare_pending). */
static guint pending;

typedef struct
{
  GAsyncReadyCallback callback;
  gpointer user_data;
} Reply;

static void
answered (GObject *source, GAsyncResult *result, gpointer data)
{
  Reply *reply = data;
  if (reply->callback)
    reply->callback (source, result, reply->user_data);
  g_free (reply);
  pending--;
}

guint
hakem_session_prepare_pending (void)
{
  return pending;
}

void
hakem_session_prepare_async (HakemSession *self, int ply, GCancellable *cancellable,
                             GAsyncReadyCallback callback, gpointer user_data)
{
  g_return_if_fail (HAKEM_IS_SESSION (self));
  const ChessGame *game = &self->game;
  Questions *q = g_new0 (Questions, 1);
  q->start = game->start;
  q->count = game->count;
  q->ply = ply < 0 || ply > game->count ? game->count : ply;
  q->moves = g_new (ChessMove, MAX (game->count, 1));
  for (int i = 0; i < game->count; i++)
    q->moves[i] = game->moves[i].move;
  Reply *reply = g_new (Reply, 1);
  reply->callback = callback;
  reply->user_data = user_data;
  pending++;
  GTask *task = g_task_new (self, cancellable, answered, reply);
  g_task_set_task_data (task, q, questions_free);
  g_task_run_in_thread (task, ask);
  g_object_unref (task);
}

gboolean
hakem_session_prepare_finish (HakemSession *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}
