/* hakem-session-state.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The session's clock state, result, place in the game and live position as read-only GObject
 * properties that views bind to, notified when, and only when, their values change.
 */
#include "config.h"

#include "hakem-session-private.h"

#include "hakem-position-type.h"

GType
hakem_clock_state_get_type (void)
{
  static gsize type_id = 0;
  if (g_once_init_enter (&type_id))
    {
      static const GEnumValue values[] = {
        { HAKEM_CLOCK_NONE, "HAKEM_CLOCK_NONE", "none" },
        { HAKEM_CLOCK_READY, "HAKEM_CLOCK_READY", "ready" },
        { HAKEM_CLOCK_RUNNING, "HAKEM_CLOCK_RUNNING", "running" },
        { HAKEM_CLOCK_STOPPED, "HAKEM_CLOCK_STOPPED", "stopped" },
        { 0, NULL, NULL },
      };
      GType type = g_enum_register_static (g_intern_static_string ("HakemClockState"), values);
      g_once_init_leave (&type_id, type);
    }
  return type_id;
}

HakemClockState
hakem_session_get_clock_state (HakemSession *self)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), HAKEM_CLOCK_NONE);
  const ChessClock *clock = &self->clock;
  if (clock->tc.kind != CHESS_TIME_CONTROL_PERIODS
      && clock->tc.kind != CHESS_TIME_CONTROL_SANDCLOCK)
    return HAKEM_CLOCK_NONE;
  if (!clock->started)
    return HAKEM_CLOCK_READY;
  return clock->running ? HAKEM_CLOCK_RUNNING : HAKEM_CLOCK_STOPPED;
}

ChessColor
hakem_session_get_clock_side (HakemSession *self)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), CHESS_WHITE);
  return self->clock.to_move;
}

ChessResult
hakem_session_get_result (HakemSession *self)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), CHESS_RESULT_NONE);
  return self->game.result != CHESS_RESULT_NONE ? self->game.result
                                                : chess_game_auto_result (&self->game);
}

/* The move that reached the live position, or CHESS_MOVE_NONE before the first. */
static ChessMove
last_move (HakemSession *self)
{
  return self->game.count ? self->game.moves[self->game.count - 1].move : CHESS_MOVE_NONE;
}

static void
state_now (HakemSession *self, HakemSessionState *out)
{
  out->clock_state = hakem_session_get_clock_state (self);
  out->clock_side = hakem_session_get_clock_side (self);
  out->result = hakem_session_get_result (self);
  out->over = hakem_session_is_over (self);
  out->outcome = hakem_session_outcome_text (self);
  out->side_to_move = self->game.current.side;
  out->ply = self->game.count;
  out->position_key = self->game.current.key;
  out->halfmove = self->game.current.halfmove;
  out->fullmove = self->game.current.fullmove;
  out->last_move = last_move (self);
}

void
hakem_session_state_class_init (void)
{
  GParamSpec **props = hakem_session_properties;
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  /* Whether the clock is running, stopped by the arbiter, not started, or absent. */
  props[HAKEM_SESSION_PROP_CLOCK_STATE] = g_param_spec_enum (
      "clock-state", NULL, NULL, HAKEM_TYPE_CLOCK_STATE, HAKEM_CLOCK_NONE, flags);
  /* The player (a ChessColor) whose clock runs, was running when stopped, or will start. */
  props[HAKEM_SESSION_PROP_CLOCK_SIDE]
      = g_param_spec_int ("clock-side", NULL, NULL, CHESS_WHITE, CHESS_BLACK, CHESS_WHITE, flags);
  /* "clock-state" is running: for views that only need that. */
  props[HAKEM_SESSION_PROP_CLOCK_RUNNING]
      = g_param_spec_boolean ("clock-running", NULL, NULL, FALSE, flags);
  /* The game's result (a ChessResult), recorded or made by the position; none while it goes on
   * (and when a penalty's scores fit no PGN result). */
  props[HAKEM_SESSION_PROP_RESULT] = g_param_spec_int ("result", NULL, NULL, CHESS_RESULT_NONE,
                                                       CHESS_RESULT_DRAW, CHESS_RESULT_NONE, flags);
  /* The game is over: moves and clock presses are refused until it is reopened. */
  props[HAKEM_SESSION_PROP_OVER] = g_param_spec_boolean ("over", NULL, NULL, FALSE, flags);
  /* How it ended, translated ("½–½ threefold repetition, 9.2"); NULL while it goes on. */
  props[HAKEM_SESSION_PROP_OUTCOME] = g_param_spec_string ("outcome", NULL, NULL, NULL, flags);
  /* The player (a ChessColor) to move in the position the record has reached. */
  props[HAKEM_SESSION_PROP_SIDE_TO_MOVE]
      = g_param_spec_int ("side-to-move", NULL, NULL, CHESS_WHITE, CHESS_BLACK, CHESS_WHITE, flags);
  /* The half-moves recorded (the scoresheet's plies); 0 before the first move. */
  props[HAKEM_SESSION_PROP_PLY] = g_param_spec_int ("ply", NULL, NULL, 0, G_MAXINT, 0, flags);
  /* The position the record has reached (a ChessPosition, HAKEM_TYPE_POSITION): what a board
   * of the live game shows. */
  props[HAKEM_SESSION_PROP_POSITION]
      = g_param_spec_boxed ("position", NULL, NULL, HAKEM_TYPE_POSITION, flags);
  /* The move (a ChessMove) that reached it, or 0 (CHESS_MOVE_NONE) before the first. */
  props[HAKEM_SESSION_PROP_LAST_MOVE]
      = g_param_spec_uint ("last-move", NULL, NULL, 0, G_MAXUINT16, CHESS_MOVE_NONE, flags);
}

void
hakem_session_state_init (HakemSession *self)
{
  state_now (self, &self->state);
}

void
hakem_session_state_clear (HakemSession *self)
{
  g_clear_pointer (&self->state.outcome, g_free);
}

void
hakem_session_state_get_property (HakemSession *self, guint prop_id, GValue *value)
{
  switch (prop_id)
    {
    case HAKEM_SESSION_PROP_CLOCK_STATE:
      g_value_set_enum (value, hakem_session_get_clock_state (self));
      break;
    case HAKEM_SESSION_PROP_CLOCK_SIDE:
      g_value_set_int (value, hakem_session_get_clock_side (self));
      break;
    case HAKEM_SESSION_PROP_CLOCK_RUNNING:
      g_value_set_boolean (value, hakem_session_get_clock_state (self) == HAKEM_CLOCK_RUNNING);
      break;
    case HAKEM_SESSION_PROP_RESULT:
      g_value_set_int (value, hakem_session_get_result (self));
      break;
    case HAKEM_SESSION_PROP_OVER:
      g_value_set_boolean (value, hakem_session_is_over (self));
      break;
    case HAKEM_SESSION_PROP_OUTCOME:
      g_value_take_string (value, hakem_session_outcome_text (self));
      break;
    case HAKEM_SESSION_PROP_SIDE_TO_MOVE:
      g_value_set_int (value, self->game.current.side);
      break;
    case HAKEM_SESSION_PROP_PLY:
      g_value_set_int (value, self->game.count);
      break;
    case HAKEM_SESSION_PROP_POSITION:
      g_value_set_boxed (value, &self->game.current);
      break;
    case HAKEM_SESSION_PROP_LAST_MOVE:
      g_value_set_uint (value, last_move (self));
      break;
    default:
      g_assert_not_reached ();
    }
}

static void
notify (HakemSession *self, guint prop_id)
{
  g_object_notify_by_pspec (G_OBJECT (self), hakem_session_properties[prop_id]);
}

void
hakem_session_sync_state (HakemSession *self)
{
  HakemSessionState now;
  state_now (self, &now);
  HakemSessionState was = self->state;
  self->state = now;
  /* Frozen, so that each handler finds every property already at its new value. */
  g_object_freeze_notify (G_OBJECT (self));
  if (now.clock_state != was.clock_state)
    notify (self, HAKEM_SESSION_PROP_CLOCK_STATE);
  if (now.clock_side != was.clock_side)
    notify (self, HAKEM_SESSION_PROP_CLOCK_SIDE);
  if ((now.clock_state == HAKEM_CLOCK_RUNNING) != (was.clock_state == HAKEM_CLOCK_RUNNING))
    notify (self, HAKEM_SESSION_PROP_CLOCK_RUNNING);
  if (now.result != was.result)
    notify (self, HAKEM_SESSION_PROP_RESULT);
  if (now.over != was.over)
    notify (self, HAKEM_SESSION_PROP_OVER);
  if (g_strcmp0 (now.outcome, was.outcome) != 0)
    notify (self, HAKEM_SESSION_PROP_OUTCOME);
  if (now.side_to_move != was.side_to_move)
    notify (self, HAKEM_SESSION_PROP_SIDE_TO_MOVE);
  if (now.ply != was.ply)
    notify (self, HAKEM_SESSION_PROP_PLY);
  if (now.position_key != was.position_key || now.halfmove != was.halfmove
      || now.fullmove != was.fullmove || now.ply != was.ply)
    notify (self, HAKEM_SESSION_PROP_POSITION);
  if (now.last_move != was.last_move)
    notify (self, HAKEM_SESSION_PROP_LAST_MOVE);
  g_free (was.outcome);
  g_object_thaw_notify (G_OBJECT (self));
}
