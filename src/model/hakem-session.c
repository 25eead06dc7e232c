/* hakem-session.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * HakemSession: a GObject owning the game record and announcing its changes.
 */
#include "config.h"

#include "hakem-session.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "chess-pgn.h"

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

gboolean
hakem_session_press_clock (HakemSession *self)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), FALSE);
  return clock_result (self, chess_clock_press (&self->clock, g_get_monotonic_time (), NULL));
}

void
hakem_session_end_game (HakemSession *self, ChessResult result, ChessEnding ending)
{
  g_return_if_fail (HAKEM_IS_SESSION (self));
  self->game.result = result;
  self->game.ending = ending;
  chess_game_set_tag (&self->game, "Result", chess_result_to_string (result));
  if (self->clock.running)
    hakem_session_stop_clock (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

gboolean
hakem_session_rule_claim (HakemSession *self, ChessClaimKind kind, ChessMove intended,
                          ChessRuling *out, ChessRulingError *error_out)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), FALSE);
  ChessTimeClass cls = chess_time_control_classify (&self->tc, NULL);
  int penalty = chess_time_class_penalty_seconds (cls);
  if (penalty < 0)
    penalty = 120; /* unknown control: the standard-play figure of 9.5.3 */
  gboolean rapid_or_blitz = cls == CHESS_TIME_CLASS_RAPID || cls == CHESS_TIME_CLASS_BLITZ;
  ChessRulingError err = chess_ruling_claim (&self->game, self->game.count, kind,
                                             self->game.current.side, intended, penalty,
                                             rapid_or_blitz, out);
  if (error_out)
    *error_out = err;
  return err == CHESS_RULING_OK;
}

void
hakem_session_apply_claim (HakemSession *self, const ChessRuling *ruling, ChessMove intended)
{
  g_return_if_fail (HAKEM_IS_SESSION (self));
  if (ruling->verdict == CHESS_VERDICT_CORRECT)
    {
      hakem_session_end_game (self, CHESS_RESULT_DRAW, CHESS_ENDING_CLAIM);
      return;
    }
  /* chess_clock_adjust works on a clock not yet started as on a running or stopped one. */
  if (ruling->adjust_seconds)
    hakem_session_adjust_clock (self, ruling->adjust_color, ruling->adjust_seconds);
  if (ruling->must_play_intended && intended != CHESS_MOVE_NONE)
    hakem_session_play (self, intended);
}

gboolean
hakem_session_load_pgn (HakemSession *self, const char *path, ChessSanLanguage lang,
                        char **message)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), FALSE);
  FILE *f = g_fopen (path, "rb");
  if (!f)
    {
      *message = g_strdup_printf (_("Cannot open %s: %s"), path, g_strerror (errno));
      return FALSE;
    }
  ChessPgnReader *reader = g_new0 (ChessPgnReader, 1);
  chess_pgn_reader_init_file (reader, f, lang, 0);
  ChessGame game = { 0 };
  ChessPgnProblem problem;
  ChessPgnStatus st = chess_pgn_read_game (reader, &game, &problem);
  chess_pgn_reader_clear (reader);
  g_free (reader);
  fclose (f);
  if (st != CHESS_PGN_GAME || problem.code != CHESS_PGN_OK)
    {
      if (st == CHESS_PGN_END)
        *message = g_strdup_printf (_("%s holds no game."), path);
      else if (problem.code == CHESS_PGN_ERROR_MOVE)
        /* TRANSLATORS: file:line:column, then the move as written and a count of half-moves */
        *message = g_strdup_printf (_("%s:%ld:%d: the move '%s' after %d half-moves is not legal "
                                      "or cannot be read; the game was not opened."),
                                    path, problem.line, problem.column, problem.text, problem.ply);
      else
        *message = g_strdup_printf (_("%s:%ld:%d: the file is damaged here; the game was not "
                                      "opened."),
                                    path, problem.line, problem.column);
      chess_game_clear (&game);
      return FALSE;
    }
  chess_game_clear (&self->game);
  self->game = game;
  const char *tc_text = chess_game_get_tag (&self->game, "TimeControl");
  ChessTimeControl tc;
  if (!tc_text || chess_time_control_parse (&tc, tc_text, NULL) != CHESS_TIME_CONTROL_OK)
    chess_time_control_parse (&tc, DEFAULT_TIME_CONTROL, NULL);
  self->tc = tc;
  chess_clock_init (&self->clock, &self->tc);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  g_signal_emit (self, signals[SIGNAL_CLOCK_CHANGED], 0);
  return TRUE;
}

void
hakem_session_set_tag (HakemSession *self, const char *name, const char *value)
{
  g_return_if_fail (HAKEM_IS_SESSION (self));
  chess_game_set_tag (&self->game, name, value);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}
