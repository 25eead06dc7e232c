/* hakem-session.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * HakemSession: a GObject owning the game record and announcing its changes.
 */
#include "hakem-session.h"

#define DEFAULT_TIME_CONTROL "40/5400+30:1800+30"

struct _HakemSession
{
  GObject parent_instance;
  ChessGame game;
  ChessTimeControl tc;
  ChessClock clock;
};

G_DEFINE_FINAL_TYPE (HakemSession, hakem_session, G_TYPE_OBJECT)

enum
{
  SIGNAL_CHANGED,
  SIGNAL_CLOCK_CHANGED,
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
  /* The clock was started, stopped, pressed or set. */
  signals[SIGNAL_CLOCK_CHANGED] = g_signal_new ("clock-changed", G_TYPE_FROM_CLASS (klass),
                                                G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                G_TYPE_NONE, 0);
}

static void
set_time_control (HakemSession *self, const ChessTimeControl *tc)
{
  if (tc)
    self->tc = *tc;
  else
    chess_time_control_parse (&self->tc, DEFAULT_TIME_CONTROL, NULL);
  chess_clock_init (&self->clock, &self->tc);
  char text[128];
  chess_time_control_to_pgn (&self->tc, text, sizeof text);
  chess_game_set_tag (&self->game, "TimeControl", text);
}

static void
hakem_session_init (HakemSession *self)
{
  chess_game_init (&self->game, NULL);
  set_time_control (self, NULL);
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
  ChessTimeControl tc = self->tc;
  hakem_session_new_game (self, pos, &tc);
}

void
hakem_session_new_game (HakemSession *self, const ChessPosition *pos, const ChessTimeControl *tc)
{
  g_return_if_fail (HAKEM_IS_SESSION (self));
  chess_game_clear (&self->game);
  chess_game_init (&self->game, pos);
  set_time_control (self, tc);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  g_signal_emit (self, signals[SIGNAL_CLOCK_CHANGED], 0);
}

const ChessClock *
hakem_session_get_clock (HakemSession *self)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), NULL);
  return &self->clock;
}

const ChessTimeControl *
hakem_session_get_time_control (HakemSession *self)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), NULL);
  return &self->tc;
}

static gboolean
clock_result (HakemSession *self, ChessClockError err)
{
  if (err != CHESS_CLOCK_OK)
    return FALSE;
  g_signal_emit (self, signals[SIGNAL_CLOCK_CHANGED], 0);
  return TRUE;
}

gboolean
hakem_session_start_clock (HakemSession *self)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), FALSE);
  /* The clock runs for the side to move of the position the game is at. */
  if (!self->clock.started && self->game.current.side != self->clock.to_move)
    {
      int64_t remaining[2] = { chess_clock_remaining (&self->clock, CHESS_WHITE, 0),
                               chess_clock_remaining (&self->clock, CHESS_BLACK, 0) };
      int moves[2] = { self->clock.moves[0], self->clock.moves[1] };
      chess_clock_set (&self->clock, remaining, moves, self->game.current.side);
    }
  return clock_result (self, chess_clock_start (&self->clock, g_get_monotonic_time ()));
}

gboolean
hakem_session_stop_clock (HakemSession *self)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), FALSE);
  return clock_result (self, chess_clock_stop (&self->clock, g_get_monotonic_time ()));
}

gboolean
hakem_session_resume_clock (HakemSession *self)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), FALSE);
  return clock_result (self, chess_clock_resume (&self->clock, g_get_monotonic_time ()));
}

gboolean
hakem_session_adjust_clock (HakemSession *self, ChessColor color, int delta_seconds)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), FALSE);
  return clock_result (self, chess_clock_adjust (&self->clock, color,
                                                 (int64_t) delta_seconds * G_USEC_PER_SEC,
                                                 g_get_monotonic_time ()));
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
  gboolean pressed = FALSE;
  if (self->clock.running)
    {
      ChessClockMove figures;
      if (chess_clock_press (&self->clock, g_get_monotonic_time (), &figures) == CHESS_CLOCK_OK)
        {
          ChessGameMove *m = &self->game.moves[self->game.count - 1];
          m->clock_ms = (int32_t) (figures.left_us / 1000);
          m->elapsed_ms = (int32_t) (figures.used_us / 1000);
          pressed = TRUE;
        }
    }
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  if (pressed)
    g_signal_emit (self, signals[SIGNAL_CLOCK_CHANGED], 0);
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
