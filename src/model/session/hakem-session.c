/* hakem-session.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * HakemSession: a GObject owning the game record, the clock, the regulations and the arbiter's
 * incident log, announcing their changes; the rulings, the log's texts, the reconstructions and
 * the restoring of a case are in the hakem-session-*.c files beside it.
 */
#include "config.h"

#include "hakem-session-private.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <unistd.h>

#include "chess-pgn.h"
#include "hakem-file-read.h"
#include "hakem-incident-item.h"
#include "hakem-pgn-text.h"
#include "hakem-rules-text.h"

#define DEFAULT_TIME_CONTROL "40/5400+30:1800+30"

G_DEFINE_FINAL_TYPE (HakemSession, hakem_session, G_TYPE_OBJECT)

GParamSpec *hakem_session_properties[HAKEM_SESSION_N_PROPS];

enum
{
  SIGNAL_CHANGED,
  SIGNAL_CLOCK_CHANGED,
  SIGNAL_INCIDENT_ADDED,
  SIGNAL_INCIDENT_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void set_going_on (HakemSession *self);

void
hakem_session_emit_changed (HakemSession *self)
{
  hakem_session_sync_state (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

void
hakem_session_emit_clock_changed (HakemSession *self)
{
  hakem_session_sync_state (self);
  g_signal_emit (self, signals[SIGNAL_CLOCK_CHANGED], 0);
}

static void
record_free (gpointer data)
{
  HakemReconstructionRecord *record = data;
  chess_reconstruction_clear (&record->reconstruction);
  g_free (record->replaced_pgn);
  hakem_reconciliation_free (record->reconciliation);
  g_free (record);
}

static void
hakem_session_finalize (GObject *object)
{
  HakemSession *self = HAKEM_SESSION (object);
  chess_game_clear (&self->game);
  g_clear_pointer (&self->regs, hakem_regulations_free);
  g_free (self->end_articles);
  hakem_session_state_clear (self);
  g_ptr_array_unref (self->incidents);
  g_object_unref (self->incident_items);
  g_ptr_array_unref (self->reconstructions);
  G_OBJECT_CLASS (hakem_session_parent_class)->finalize (object);
}

static void
hakem_session_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case HAKEM_SESSION_PROP_SAN_LANGUAGE:
      g_value_set_int (value, HAKEM_SESSION (object)->san_language);
      break;
    case HAKEM_SESSION_PROP_CLOCK_STATE:
    case HAKEM_SESSION_PROP_CLOCK_SIDE:
    case HAKEM_SESSION_PROP_CLOCK_RUNNING:
    case HAKEM_SESSION_PROP_RESULT:
    case HAKEM_SESSION_PROP_OVER:
    case HAKEM_SESSION_PROP_OUTCOME:
    case HAKEM_SESSION_PROP_SIDE_TO_MOVE:
    case HAKEM_SESSION_PROP_PLY:
    case HAKEM_SESSION_PROP_POSITION:
    case HAKEM_SESSION_PROP_LAST_MOVE:
      hakem_session_state_get_property (HAKEM_SESSION (object), prop_id, value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hakem_session_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case HAKEM_SESSION_PROP_SAN_LANGUAGE:
      hakem_session_set_san_language (HAKEM_SESSION (object), g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hakem_session_class_init (HakemSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  object_class->finalize = hakem_session_finalize;
  object_class->get_property = hakem_session_get_property;
  object_class->set_property = hakem_session_set_property;
  /* The piece letters of the screen, the move entry and the log's rulings (a ChessSanLanguage):
   * held here alone; the views follow its notify. */
  hakem_session_properties[HAKEM_SESSION_PROP_SAN_LANGUAGE] = g_param_spec_int (
      "san-language", NULL, NULL, CHESS_SAN_ENGLISH, CHESS_SAN_TURKISH, CHESS_SAN_ENGLISH,
      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  hakem_session_state_class_init ();
  g_object_class_install_properties (object_class, HAKEM_SESSION_N_PROPS, hakem_session_properties);
  /* The record changed: a move was played or taken back, or a new game began. */
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The clock was started, stopped, pressed or set. */
  signals[SIGNAL_CLOCK_CHANGED]
      = g_signal_new ("clock-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                      NULL, G_TYPE_NONE, 0);
  /* An incident entered the log, at the index given. */
  signals[SIGNAL_INCIDENT_ADDED]
      = g_signal_new ("incident-added", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                      NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /* The arbiter's note of the incident at the index given was changed. */
  signals[SIGNAL_INCIDENT_CHANGED]
      = g_signal_new ("incident-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                      NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

/* Regulations chosen for the event stay while they are for the class of the game's time control;
 * otherwise the game takes the profile of its class (A.1, B.1): a blitz profile never rules a
 * standard game unless the arbiter sets it again for that game. The profile is read when first
 * asked for: parsing it and its schema costs a few milliseconds and a megabyte that the first
 * frame need not wait for. */
static void
pick_regulations (HakemSession *self)
{
  if (self->regs && self->regs_explicit
      && hakem_regulations_fit_time_control (self->regs, &self->tc, NULL))
    return;
  g_clear_pointer (&self->regs, hakem_regulations_free);
  self->regs_explicit = FALSE;
}

/* chess_reconstruction_next_moves counts the moves before a set-up start the same way. */
void
hakem_session_recorded_moves (const ChessGame *game, int moves[2])
{
  const ChessPosition *start = &game->start;
  int full = start->fullmove > 0 ? start->fullmove : 1;
  moves[CHESS_WHITE] = full - 1 + (start->side == CHESS_BLACK ? 1 : 0);
  moves[CHESS_BLACK] = full - 1;
  ChessColor side = start->side;
  for (int i = 0; i < game->count; i++, side = !side)
    moves[side]++;
}

/* A clock for a game that does not begin at move 1 with White, or that already has moves (a set-up
 * position, a PGN): each player's completed moves are the record's, the player to move is the
 * record's, and each time is the player's last [%clk] stamp or, without one, the first period's
 * (the record does not say more). */
static void
clock_follow_record (HakemSession *self)
{
  if (self->tc.kind != CHESS_TIME_CONTROL_PERIODS && self->tc.kind != CHESS_TIME_CONTROL_SANDCLOCK)
    return;
  int moves[2];
  hakem_session_recorded_moves (&self->game, moves);
  ChessColor to_move = self->game.current.side;
  if (moves[0] == 0 && moves[1] == 0 && to_move == CHESS_WHITE)
    return;
  int64_t remaining[2];
  for (int c = 0; c < 2; c++)
    remaining[c] = chess_clock_remaining (&self->clock, (ChessColor) c, 0);
  ChessColor side = self->game.start.side;
  for (int i = 0; i < self->game.count; i++, side = !side)
    if (self->game.moves[i].clock_ms != CHESS_GAME_NO_TIME)
      remaining[side] = (int64_t) self->game.moves[i].clock_ms * 1000;
  chess_clock_set (&self->clock, remaining, moves, to_move);
}

static void
set_time_control (HakemSession *self, const ChessTimeControl *tc)
{
  if (tc)
    self->tc = *tc;
  else
    chess_time_control_parse (&self->tc, DEFAULT_TIME_CONTROL, NULL);
  chess_clock_init (&self->clock, &self->tc);
  clock_follow_record (self);
  char text[CHESS_TIME_CONTROL_PGN_MAX];
  chess_time_control_to_pgn (&self->tc, text, sizeof text);
  chess_game_set_tag (&self->game, "TimeControl", text);
  pick_regulations (self);
}

/* What belongs to one game only: its incidents, rulings' counts, scores, reconstructions. */
static void
clear_case (HakemSession *self)
{
  g_ptr_array_set_size (self->incidents, 0);
  hakem_session_sync_incident_items (self);
  g_ptr_array_set_size (self->reconstructions, 0);
  self->illegal[0] = self->illegal[1] = 0;
  self->scores_set = FALSE;
  self->scores[0] = self->scores[1] = CHESS_SCORE_UNSET;
  self->end_reason = HAKEM_END_NONE;
  g_clear_pointer (&self->end_articles, g_free);
}

static void
hakem_session_init (HakemSession *self)
{
  self->incidents = g_ptr_array_new_with_free_func ((GDestroyNotify) hakem_incident_free);
  self->incident_items = g_list_store_new (HAKEM_TYPE_INCIDENT_ITEM);
  self->reconstructions = g_ptr_array_new_with_free_func (record_free);
  clear_case (self);
  chess_game_init (&self->game, NULL);
  set_time_control (self, NULL);
  hakem_session_state_init (self);
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
  /* The PGN Date of a game played here is the day it starts. */
  g_autoptr (GDateTime) today = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (today, "%Y.%m.%d");
  chess_game_set_tag (&self->game, "Date", date);
  clear_case (self);
  set_time_control (self, tc);
  hakem_session_emit_changed (self);
  hakem_session_emit_clock_changed (self);
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
  hakem_session_emit_clock_changed (self);
  return TRUE;
}

gboolean
hakem_session_start_clock (HakemSession *self)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), FALSE);
  if (hakem_session_is_over (self))
    return FALSE;
  /* The clock runs for the side to move of the position the game is at, and counts the moves
   * recorded before it started (typed or made on the board ahead of the start), so that its
   * periods (6.3.1) follow the game. */
  int moves[2];
  hakem_session_recorded_moves (&self->game, moves);
  if (!self->clock.started
      && (self->game.current.side != self->clock.to_move || moves[0] != self->clock.moves[0]
          || moves[1] != self->clock.moves[1]))
    {
      int64_t remaining[2] = { chess_clock_remaining (&self->clock, CHESS_WHITE, 0),
                               chess_clock_remaining (&self->clock, CHESS_BLACK, 0) };
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
  if (hakem_session_is_over (self))
    return FALSE;
  return clock_result (self, chess_clock_resume (&self->clock, g_get_monotonic_time ()));
}

void
hakem_session_begin_examination (HakemSession *self)
{
  g_return_if_fail (HAKEM_IS_SESSION (self));
  if (self->examining)
    return;
  self->examining = TRUE;
  self->examination_incidents = self->incidents->len;
  self->examination_stopped = self->clock.running && hakem_session_stop_clock (self);
}

void
hakem_session_end_examination (HakemSession *self)
{
  g_return_if_fail (HAKEM_IS_SESSION (self));
  if (!self->examining)
    return;
  self->examining = FALSE;
  gboolean ruled = self->incidents->len != self->examination_incidents;
  if (self->examination_stopped && !ruled)
    hakem_session_resume_clock (self);
  self->examination_stopped = FALSE;
}

gboolean
hakem_session_is_examining (HakemSession *self)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), FALSE);
  return self->examining;
}

gboolean
hakem_session_set_clocks (HakemSession *self, const gint64 ms[2], const char *why)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), FALSE);
  if (self->clock.running
      || (self->tc.kind != CHESS_TIME_CONTROL_PERIODS
          && self->tc.kind != CHESS_TIME_CONTROL_SANDCLOCK))
    return FALSE;
  gint64 before[2];
  hakem_session_clock_readings (self, before);
  if (before[0] == ms[0] && before[1] == ms[1])
    return TRUE;
  int64_t remaining[2] = { ms[0] * 1000, ms[1] * 1000 };
  int moves[2] = { self->clock.moves[0], self->clock.moves[1] };
  gboolean started = self->clock.started;
  if (chess_clock_set (&self->clock, remaining, moves, self->clock.to_move) != CHESS_CLOCK_OK)
    return FALSE;
  self->clock.started = started;
  hakem_session_emit_clock_changed (self);
  g_autofree char *white = hakem_clock_reading_text (ms[CHESS_WHITE]);
  g_autofree char *black = hakem_clock_reading_text (ms[CHESS_BLACK]);
  /* TRANSLATORS: the arbiter set both clocks; why (a sentence), then White's and Black's times */
  g_autofree char *text
      = g_strdup_printf (_ ("%s White's clock %s, Black's clock %s."), why, white, black);
  HakemIncidentData *data = hakem_incident_data_new ();
  hakem_incident_data_put_int (data, HAKEM_DATA_SET_WHITE_MS, ms[0]);
  hakem_incident_data_put_int (data, HAKEM_DATA_SET_BLACK_MS, ms[1]);
  hakem_incident_data_put_int (data, HAKEM_DATA_WAS_WHITE_MS, before[0]);
  hakem_incident_data_put_int (data, HAKEM_DATA_WAS_BLACK_MS, before[1]);
  hakem_session_log_incident (self, HAKEM_INCIDENT_CLOCK, self->game.count, before, "6.10.2", text,
                              NULL, data);
  return TRUE;
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

/* Records a move and completes it on the clock (6.2.1): a running clock is pressed; a stopped one
 * too, at no time used since it stopped, so that the move count, the increment and the side
 * whose clock runs follow the game whether the arbiter stopped the clock or not. A clock not
 * started yet counts the recorded moves when it starts (hakem_session_start_clock). */
static gboolean
play_move (HakemSession *self, ChessMove move)
{
  if (hakem_session_is_over (self))
    return FALSE;
  ChessGameStatus status = chess_game_push (&self->game, move);
  if (status == CHESS_GAME_ILLEGAL_MOVE || status == CHESS_GAME_NO_MEMORY)
    return FALSE;
  gboolean pressed = FALSE;
  gboolean stopped = self->clock.started && !self->clock.running;
  if (self->clock.running || stopped)
    {
      gint64 now = g_get_monotonic_time ();
      ChessClockMove figures;
      if (stopped)
        chess_clock_resume (&self->clock, now);
      if (chess_clock_press (&self->clock, now, &figures) == CHESS_CLOCK_OK)
        {
          ChessGameMove *m = &self->game.moves[self->game.count - 1];
          m->clock_ms = (int32_t) (figures.left_us / 1000);
          m->elapsed_ms = (int32_t) (figures.used_us / 1000);
          pressed = TRUE;
        }
      if (stopped)
        chess_clock_stop (&self->clock, now);
    }
  /* Checkmate, stalemate, a dead position, 9.6: the move ended the game (5.1.1, 5.2, 9.6), which
   * stops the clock once the move is completed. */
  if (self->game.auto_ending != CHESS_ENDING_NONE)
    hakem_session_finish_game (self, chess_game_auto_result (&self->game), self->game.auto_ending,
                               hakem_end_reason_of_ending (self->game.auto_ending), NULL);
  hakem_session_emit_changed (self);
  if (pressed)
    hakem_session_emit_clock_changed (self);
  return TRUE;
}

gboolean
hakem_session_play (HakemSession *self, ChessMove move)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), FALSE);
  return play_move (self, move);
}

gboolean
hakem_session_undo (HakemSession *self)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), FALSE);
  if (self->game.count == 0)
    return FALSE;
  /* A move that ended the game by itself can be taken back, and the ending with it; a result the
   * arbiter recorded stands until the game is reopened. */
  gboolean automatic = self->game.auto_ending != CHESS_ENDING_NONE
                       && self->end_reason == hakem_end_reason_of_ending (self->game.auto_ending);
  if (hakem_session_is_over (self) && !automatic)
    return FALSE;
  chess_game_pop (&self->game);
  if (automatic && self->game.auto_ending == CHESS_ENDING_NONE)
    set_going_on (self);
  hakem_session_emit_changed (self);
  return TRUE;
}

gboolean
hakem_session_press_clock (HakemSession *self)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), FALSE);
  if (hakem_session_is_over (self))
    return FALSE;
  return clock_result (self, chess_clock_press (&self->clock, g_get_monotonic_time (), NULL));
}

/* The incident log and the clocks' readings it keeps. ---------------------------------------- */

void
hakem_session_clock_readings (HakemSession *self, gint64 ms[2])
{
  g_return_if_fail (HAKEM_IS_SESSION (self));
  gboolean has_clock = self->tc.kind == CHESS_TIME_CONTROL_PERIODS
                       || self->tc.kind == CHESS_TIME_CONTROL_SANDCLOCK;
  gint64 now = g_get_monotonic_time ();
  for (int c = 0; c < 2; c++)
    ms[c] = has_clock ? chess_clock_remaining (&self->clock, (ChessColor) c, now) / 1000 : -1;
}

guint
hakem_session_get_incident_count (HakemSession *self)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), 0);
  return self->incidents->len;
}

const HakemIncident *
hakem_session_get_incident (HakemSession *self, guint index)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), NULL);
  g_return_val_if_fail (index < self->incidents->len, NULL);
  return g_ptr_array_index (self->incidents, index);
}

GListModel *
hakem_session_get_incidents (HakemSession *self)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), NULL);
  return G_LIST_MODEL (self->incident_items);
}

void
hakem_session_sync_incident_items (HakemSession *self)
{
  GListModel *model = G_LIST_MODEL (self->incident_items);
  guint count = self->incidents->len;
  guint shown = g_list_model_get_n_items (model);
  guint kept = MIN (count, shown);
  for (guint i = 0; i < kept; i++)
    {
      g_autoptr (HakemIncidentItem) item = g_list_model_get_item (model, i);
      hakem_incident_item_update (item, g_ptr_array_index (self->incidents, i));
    }
  if (count == shown)
    return;
  g_autoptr (GPtrArray) added = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = shown; i < count; i++)
    g_ptr_array_add (added, hakem_incident_item_new (i, g_ptr_array_index (self->incidents, i)));
  g_list_store_splice (self->incident_items, kept, shown - kept, added->pdata, added->len);
}

void
hakem_session_add_incident (HakemSession *self, HakemIncident *incident)
{
  g_return_if_fail (HAKEM_IS_SESSION (self));
  g_return_if_fail (incident != NULL);
  g_ptr_array_add (self->incidents, incident);
  hakem_session_sync_incident_items (self);
  g_signal_emit (self, signals[SIGNAL_INCIDENT_ADDED], 0, self->incidents->len - 1);
}

void
hakem_session_set_incident_note (HakemSession *self, guint index, const char *note)
{
  g_return_if_fail (HAKEM_IS_SESSION (self));
  g_return_if_fail (index < self->incidents->len);
  HakemIncident *incident = g_ptr_array_index (self->incidents, index);
  g_free (incident->note);
  incident->note = note && *note ? g_strdup (note) : NULL;
  g_autoptr (HakemIncidentItem) item
      = g_list_model_get_item (G_LIST_MODEL (self->incident_items), index);
  hakem_incident_item_update (item, incident);
  g_signal_emit (self, signals[SIGNAL_INCIDENT_CHANGED], 0, index);
}

/* Ending the game. --------------------------------------------------------------------------- */

void
hakem_session_finish_game (HakemSession *self, ChessResult result, ChessEnding ending,
                           HakemEndReason reason, const char *articles)
{
  self->game.result = result;
  self->game.ending = ending;
  self->end_reason = reason;
  g_free (self->end_articles);
  self->end_articles = articles && *articles ? g_strdup (articles) : NULL;
  chess_game_set_tag (&self->game, "Result", chess_result_to_string (result));
  if (self->clock.running)
    hakem_session_stop_clock (self);
}

/* The result no longer stands: the game goes on. */
static void
set_going_on (HakemSession *self)
{
  self->game.result = CHESS_RESULT_NONE;
  self->game.ending = CHESS_ENDING_NONE;
  self->end_reason = HAKEM_END_NONE;
  g_clear_pointer (&self->end_articles, g_free);
  self->scores_set = FALSE;
  self->scores[0] = self->scores[1] = CHESS_SCORE_UNSET;
  chess_game_set_tag (&self->game, "Result", "*");
}

gboolean
hakem_session_is_over (HakemSession *self)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), FALSE);
  const ChessGame *g = &self->game;
  return g->result != CHESS_RESULT_NONE || g->ending != CHESS_ENDING_NONE
         || g->auto_ending != CHESS_ENDING_NONE;
}

HakemEndReason
hakem_session_get_end_reason (HakemSession *self, const char **articles)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), HAKEM_END_NONE);
  const ChessGame *g = &self->game;
  HakemEndReason reason = self->end_reason;
  if (reason == HAKEM_END_NONE && hakem_session_is_over (self))
    reason = g->auto_ending != CHESS_ENDING_NONE ? hakem_end_reason_of_ending (g->auto_ending)
             : g->ending != CHESS_ENDING_NONE    ? hakem_end_reason_of_ending (g->ending)
                                                 : HAKEM_END_RECORDED;
  if (articles)
    *articles = self->end_reason != HAKEM_END_NONE && self->end_articles
                    ? self->end_articles
                    : hakem_end_reason_article (reason);
  return reason;
}

char *
hakem_session_outcome_text (HakemSession *self)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), NULL);
  if (!hakem_session_is_over (self))
    return NULL;
  const char *articles;
  HakemEndReason reason = hakem_session_get_end_reason (self, &articles);
  return hakem_outcome_text (hakem_session_get_result (self),
                             self->scores_set ? self->scores : NULL, reason, articles);
}

gboolean
hakem_session_reopen (HakemSession *self, const char *note, HakemReopenError *error)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), FALSE);
  HakemReopenError err = !hakem_session_is_over (self)                 ? HAKEM_REOPEN_NOT_OVER
                         : self->game.auto_ending != CHESS_ENDING_NONE ? HAKEM_REOPEN_POSITION
                                                                       : HAKEM_REOPEN_OK;
  if (error)
    *error = err;
  if (err != HAKEM_REOPEN_OK)
    return FALSE;
  gint64 ms[2];
  hakem_session_clock_readings (self, ms);
  g_autofree char *was = hakem_session_outcome_text (self);
  const char *articles;
  HakemEndReason reason = hakem_session_get_end_reason (self, &articles);
  HakemIncidentData *data = hakem_incident_data_new ();
  hakem_incident_data_put_switch (data, HAKEM_DATA_REOPENED);
  hakem_incident_data_put_word (data, HAKEM_DATA_PREVIOUS,
                                chess_result_to_string (self->game.result));
  hakem_incident_data_put_word (data, HAKEM_DATA_PREVIOUS_REASON, hakem_end_reason_to_key (reason));
  set_going_on (self);
  hakem_session_emit_changed (self);
  /* TRANSLATORS: the arbiter reopened a finished game; %s is how it had ended, as in
   * "½–½ threefold repetition, 9.2" */
  g_autofree char *text = g_strdup_printf (_ ("The game was reopened: the result %s no longer "
                                              "stands and the game goes on."),
                                           was);
  hakem_session_log_incident (self, HAKEM_INCIDENT_RESULT, self->game.count, ms, "", text, note,
                              data);
  return TRUE;
}

void
hakem_session_end_game (HakemSession *self, ChessResult result, ChessEnding ending)
{
  g_return_if_fail (HAKEM_IS_SESSION (self));
  gint64 ms[2];
  hakem_session_clock_readings (self, ms);
  hakem_session_finish_game (self, result, ending, hakem_end_reason_of_ending (ending), NULL);
  hakem_session_emit_changed (self);
  /* Resignations, agreements and the board's own endings are the players' doing; the arbiter's
   * rulings (a flag he saw, any other decision) go in the log. */
  if (ending == CHESS_ENDING_ARBITER || ending == CHESS_ENDING_TIME)
    {
      char *ruling
          = g_strdup_printf ("%s %s", chess_result_to_string (result), hakem_ending_text (ending));
      HakemIncidentData *data = hakem_incident_data_new ();
      hakem_incident_data_put_word (data, HAKEM_DATA_RESULT, chess_result_to_string (result));
      hakem_incident_data_put_word (data, HAKEM_DATA_ENDING,
                                    ending == CHESS_ENDING_TIME ? "time" : "arbiter");
      hakem_session_log_incident (self, HAKEM_INCIDENT_RESULT, self->game.count, ms,
                                  ending == CHESS_ENDING_TIME ? "6.9" : "", ruling, NULL, data);
      g_free (ruling);
    }
}

/* Regulations. ------------------------------------------------------------------------------- */

void
hakem_session_set_regulations (HakemSession *self, const HakemRegulations *regs)
{
  g_return_if_fail (HAKEM_IS_SESSION (self));
  g_return_if_fail (regs != NULL);
  HakemRegulations *copy = hakem_regulations_copy (regs);
  g_clear_pointer (&self->regs, hakem_regulations_free);
  self->regs = copy;
  self->regs_explicit = TRUE;
  hakem_session_emit_changed (self);
}

const HakemRegulations *
hakem_session_get_regulations (HakemSession *self)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), NULL);
  if (!self->regs)
    self->regs = hakem_regulations_for_time_control (&self->tc);
  return self->regs;
}

/* PGN files and tags. ------------------------------------------------------------------------ */

/* What the arbiter should know of what the reader assumed in the file (a tag value with quotes
 * not escaped, a last game the file ends in), or NULL. */
static char *
assumed_note (const ChessPgnProblem *problem)
{
  int kept = MIN (problem->warning_count, CHESS_PGN_MAX_WARNINGS);
  g_autoptr (GString) s = g_string_new (NULL);
  gboolean quotes = FALSE, no_result = FALSE;
  for (int i = 0; i < kept; i++)
    {
      const ChessPgnWarning *w = &problem->warnings[i];
      if (w->code == CHESS_PGN_WARNING_TAG_QUOTES && !quotes)
        {
          quotes = TRUE;
          /* TRANSLATORS: %ld is a line of the PGN file */
          g_string_append_printf (s,
                                  _ ("A tag on line %ld has quotes inside its value that are "
                                     "not escaped; they were kept in the value."),
                                  w->line);
        }
      else if (w->code == CHESS_PGN_WARNING_NO_RESULT && !no_result)
        {
          no_result = TRUE;
          g_string_append_printf (s, "%s%s", s->len ? " " : "",
                                  _ ("The file ends in this game's moves, without its result: "
                                     "it was read as unfinished."));
        }
    }
  return s->len ? g_strdup (s->str) : NULL;
}

/* What the arbiter should know of the letters a game was read in, or NULL. */
static char *
letters_note (const ChessPgnProblem *problem)
{
  int kept = MIN (problem->warning_count, CHESS_PGN_MAX_WARNINGS);
  for (int i = 0; i < kept; i++)
    if (problem->warnings[i].code == CHESS_PGN_WARNING_LETTERS_AMBIGUOUS)
      /* TRANSLATORS: English and Turkish piece letters; K is the king in English, the rook in
       * Turkish */
      return g_strdup (_ ("Every move of this game is legal both in English letters (K Q R B N) "
                          "and in Turkish ones (Ş V K F A), and the two games differ: it was read "
                          "in English letters, the PGN standard's. Check the moves."));
  for (int i = 0; i < kept; i++)
    if (problem->warnings[i].code == CHESS_PGN_WARNING_TURKISH_LETTERS)
      return g_strdup (_ ("The moves in this file are written with Turkish letters (Ş V K F A) "
                          "and were read as such; it will be saved with English letters, the PGN "
                          "standard's."));
  return NULL;
}

gboolean
hakem_session_load_pgn (HakemSession *self, const char *path, char **message)
{
  return hakem_session_load_pgn_at (self, path, 0, 1, message);
}

gboolean
hakem_session_load_pgn_at (HakemSession *self, const char *path, goffset offset, long line,
                           char **message)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), FALSE);
  *message = NULL;
  /* Only a regular file: a FIFO would hold the window, a device never end. */
  g_autoptr (GError) error = NULL;
  int fd = hakem_file_open_regular (path, NULL, &error);
  FILE *f = fd >= 0 ? fdopen (fd, "rb") : NULL;
  if (fd >= 0 && !f)
    {
      g_set_error_literal (&error, G_FILE_ERROR, g_file_error_from_errno (errno),
                           g_strerror (errno));
      close (fd);
    }
  if (f && offset > 0 && fseek (f, (long) offset, SEEK_SET) != 0)
    {
      g_set_error_literal (&error, G_FILE_ERROR, g_file_error_from_errno (errno),
                           g_strerror (errno));
      fclose (f);
      f = NULL;
    }
  if (!f)
    {
      *message = g_strdup_printf (_ ("Cannot open %s: %s"), path, error->message);
      return FALSE;
    }
  ChessPgnReader *reader = g_new0 (ChessPgnReader, 1);
  /* English letters first: they are the PGN standard's; Turkish ones only when they read the
   * game better (chess-pgn.h). */
  chess_pgn_reader_init_file (reader, f, CHESS_SAN_ENGLISH, 0);
  /* The reader counts lines from where it starts: the file's own numbers in its messages. */
  reader->line = line;
  ChessGame game = { 0 };
  ChessPgnProblem problem;
  ChessPgnStatus st = chess_pgn_read_game (reader, &game, &problem);
  chess_pgn_reader_clear (reader);
  g_free (reader);
  fclose (f);
  if (st != CHESS_PGN_GAME || problem.code != CHESS_PGN_OK)
    {
      if (st == CHESS_PGN_END)
        *message = g_strdup_printf (_ ("%s holds no game."), path);
      else if (problem.code == CHESS_PGN_ERROR_MOVE)
        /* TRANSLATORS: file:line:column, then the move as written and a count of half-moves */
        *message = g_strdup_printf (_ ("%s:%ld:%d: the move '%s' after %d half-moves is not legal "
                                       "or cannot be read; the game was not opened."),
                                    path, problem.line, problem.column, problem.text, problem.ply);
      else if (hakem_pgn_limit_text (problem.code))
        /* TRANSLATORS: file:line:column, then what is wrong there (hakem-pgn-text.c) */
        *message
            = g_strdup_printf (_ ("%s:%ld:%d: %s; the game was not opened."), path, problem.line,
                               problem.column, hakem_pgn_limit_text (problem.code));
      else
        *message = g_strdup_printf (_ ("%s:%ld:%d: the file is damaged here; the game was not "
                                       "opened."),
                                    path, problem.line, problem.column);
      chess_game_clear (&game);
      return FALSE;
    }
  *message = letters_note (&problem);
  g_autofree char *assumed = assumed_note (&problem);
  if (assumed)
    {
      char *both = *message ? g_strconcat (*message, " ", assumed, NULL) : g_strdup (assumed);
      g_free (*message);
      *message = both;
    }
  if (problem.unrecorded > 0)
    {
      /* TRANSLATORS: %d moves (half-moves) written after the game's automatic end */
      g_autofree char *after = g_strdup_printf (
          g_dngettext (
              GETTEXT_PACKAGE,
              "%d move written after the game had ended (5.1.1, 5.2, 9.6) was not played.",
              "%d moves written after the game had ended (5.1.1, 5.2, 9.6) were not played.",
              (gulong) problem.unrecorded),
          problem.unrecorded);
      char *both = *message ? g_strconcat (*message, " ", after, NULL) : g_strdup (after);
      g_free (*message);
      *message = both;
    }
  /* A result written against how the game ended by itself (1-0 where Black mated): it stands as
   * recorded (below), and the arbiter is told what the position gives (5.1.1, 5.2, 9.6). */
  if (game.result != CHESS_RESULT_NONE && game.auto_ending != CHESS_ENDING_NONE
      && chess_game_auto_result (&game) != game.result)
    {
      /* TRANSLATORS: the result written in the file, the result the final position gives, then
       * how the game ended with its article */
      g_autofree char *contradiction = g_strdup_printf (
          _ ("The result written, %s, contradicts the position, which gives %s. %s"),
          chess_result_to_string (game.result),
          chess_result_to_string (chess_game_auto_result (&game)),
          hakem_ending_text (game.auto_ending));
      char *both
          = *message ? g_strconcat (*message, " ", contradiction, NULL) : g_strdup (contradiction);
      g_free (*message);
      *message = both;
    }
  chess_game_clear (&self->game);
  self->game = game;
  clear_case (self);
  /* A result the file gives stands as recorded, with the record's own ending if it has one: not
   * when it contradicts that ending (1-0 written where Black mated), which would call the
   * recorded result a checkmate. */
  if (self->game.result != CHESS_RESULT_NONE
      && (self->game.auto_ending == CHESS_ENDING_NONE
          || chess_game_auto_result (&self->game) != self->game.result))
    self->end_reason = HAKEM_END_RECORDED;
  const char *tc_text = chess_game_get_tag (&self->game, "TimeControl");
  ChessTimeControl tc;
  if (!tc_text || chess_time_control_parse (&tc, tc_text, NULL) != CHESS_TIME_CONTROL_OK)
    chess_time_control_parse (&tc, DEFAULT_TIME_CONTROL, NULL);
  self->tc = tc;
  chess_clock_init (&self->clock, &self->tc);
  clock_follow_record (self);
  pick_regulations (self);
  hakem_session_emit_changed (self);
  hakem_session_emit_clock_changed (self);
  return TRUE;
}

char *
hakem_session_file_name (HakemSession *self, const char *fallback, const char *extension)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), NULL);
  static const struct
  {
    const char *tag;
    const char *prefix;
  } parts[] = { { "Date", "" }, { "Event", "" }, { "Round", "R" }, { "Board", "B" } };
  GString *name = g_string_new (NULL);
  for (gsize i = 0; i < G_N_ELEMENTS (parts); i++)
    {
      const char *value = chess_game_get_tag (&self->game, parts[i].tag);
      if (value && *value && !strchr (value, '?'))
        g_string_append_printf (name, "%s%s%s", name->len ? " " : "", parts[i].prefix, value);
    }
  const char *white = hakem_session_player_name (self, CHESS_WHITE);
  const char *black = hakem_session_player_name (self, CHESS_BLACK);
  if (white && black)
    g_string_append_printf (name, "%s%s-%s", name->len ? " " : "", white, black);
  else if (white || black)
    g_string_append_printf (name, "%s%s", name->len ? " " : "", white ? white : black);
  /* A name any file system takes: no separators, control characters or characters Windows
   * refuses; no leading dot; not too long. */
  g_autofree char *valid = g_utf8_make_valid (name->str, -1);
  g_string_free (name, TRUE);
  GString *safe = g_string_new (NULL);
  for (const char *p = valid; *p && g_utf8_strlen (safe->str, -1) < 120; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      if (g_unichar_iscntrl (c) || strchr ("/\\:*?\"<>|", (int) (c < 128 ? c : 'a')) != NULL)
        c = '-';
      if (c == '.' && safe->len == 0)
        continue;
      g_string_append_unichar (safe, c);
    }
  g_strstrip (safe->str);
  if (!*safe->str)
    g_string_assign (safe, fallback);
  g_string_append (safe, extension);
  return g_string_free (safe, FALSE);
}

void
hakem_session_set_tag (HakemSession *self, const char *name, const char *value)
{
  g_return_if_fail (HAKEM_IS_SESSION (self));
  chess_game_set_tag (&self->game, name, value);
  hakem_session_emit_changed (self);
}

/* Added with the case file. ------------------------------------------------------------------ */

void
hakem_session_set_san_language (HakemSession *self, ChessSanLanguage lang)
{
  g_return_if_fail (HAKEM_IS_SESSION (self));
  if (self->san_language == lang)
    return;
  self->san_language = lang;
  g_object_notify_by_pspec (G_OBJECT (self),
                            hakem_session_properties[HAKEM_SESSION_PROP_SAN_LANGUAGE]);
}

ChessSanLanguage
hakem_session_get_san_language (HakemSession *self)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), CHESS_SAN_ENGLISH);
  return self->san_language;
}

gboolean
hakem_session_get_regulations_explicit (HakemSession *self)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), FALSE);
  return self->regs_explicit;
}

gboolean
hakem_session_get_scores_set (HakemSession *self)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), FALSE);
  return self->scores_set;
}
