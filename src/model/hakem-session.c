/* hakem-session.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * HakemSession: a GObject owning the game record, the clock, the regulations and the arbiter's
 * incident log, announcing their changes.
 */
#include "config.h"

#include "hakem-session.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "chess-movegen.h"
#include "chess-pgn.h"
#include "hakem-rules-text.h"

#define DEFAULT_TIME_CONTROL "40/5400+30:1800+30"

struct _HakemSession
{
  GObject parent_instance;
  ChessGame game;
  ChessTimeControl tc;
  ChessClock clock;
  HakemRegulations *regs;
  gboolean regs_explicit;   /* set for the event: a new game keeps them */
  GPtrArray *incidents;     /* HakemIncident, oldest first */
  GPtrArray *reconstructions; /* HakemReconstructionRecord, oldest first */
  int illegal[2];
  /* A penalty decided the scores (10.2 lets them differ from the result); otherwise the
   * game's result gives them. */
  gboolean scores_set;
  int scores[2];
  ChessSanLanguage san_language;
};

G_DEFINE_FINAL_TYPE (HakemSession, hakem_session, G_TYPE_OBJECT)

enum
{
  SIGNAL_CHANGED,
  SIGNAL_CLOCK_CHANGED,
  SIGNAL_INCIDENT_ADDED,
  SIGNAL_INCIDENT_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
record_free (gpointer data)
{
  HakemReconstructionRecord *record = data;
  chess_reconstruction_clear (&record->reconstruction);
  g_free (record->replaced_pgn);
  g_free (record);
}

static void
hakem_session_finalize (GObject *object)
{
  HakemSession *self = HAKEM_SESSION (object);
  chess_game_clear (&self->game);
  g_clear_pointer (&self->regs, hakem_regulations_free);
  g_ptr_array_unref (self->incidents);
  g_ptr_array_unref (self->reconstructions);
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
  /* An incident entered the log, at the index given. */
  signals[SIGNAL_INCIDENT_ADDED] = g_signal_new ("incident-added", G_TYPE_FROM_CLASS (klass),
                                                 G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                 G_TYPE_NONE, 1, G_TYPE_UINT);
  /* The arbiter's note of the incident at the index given was changed. */
  signals[SIGNAL_INCIDENT_CHANGED] = g_signal_new ("incident-changed", G_TYPE_FROM_CLASS (klass),
                                                   G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                   G_TYPE_NONE, 1, G_TYPE_UINT);
}

/* Regulations chosen for the event stay; otherwise each game takes the profile of its time
 * control's class (A.1, B.1). */
static void
pick_regulations (HakemSession *self)
{
  if (self->regs && self->regs_explicit)
    return;
  HakemRegulations *regs = hakem_regulations_for_time_control (&self->tc);
  if (!regs)
    return;
  g_clear_pointer (&self->regs, hakem_regulations_free);
  self->regs = regs;
}

static void
set_time_control (HakemSession *self, const ChessTimeControl *tc)
{
  if (tc)
    self->tc = *tc;
  else
    chess_time_control_parse (&self->tc, DEFAULT_TIME_CONTROL, NULL);
  chess_clock_init (&self->clock, &self->tc);
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
  g_ptr_array_set_size (self->reconstructions, 0);
  self->illegal[0] = self->illegal[1] = 0;
  self->scores_set = FALSE;
  self->scores[0] = self->scores[1] = CHESS_SCORE_UNSET;
}

static void
hakem_session_init (HakemSession *self)
{
  self->incidents = g_ptr_array_new_with_free_func ((GDestroyNotify) hakem_incident_free);
  self->reconstructions = g_ptr_array_new_with_free_func (record_free);
  clear_case (self);
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
  clear_case (self);
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

/* Text helpers for the log. --------------------------------------------------------------- */

static const char *
color_name (ChessColor color)
{
  return color == CHESS_WHITE ? _("White") : _("Black");
}

static const char *
color_key (ChessColor color)
{
  return color == CHESS_WHITE ? "white" : "black";
}

/* "White's clock +120 s": what a ruling did to a clock. */
static char *
adjust_text (ChessColor color, int seconds)
{
  if (color == CHESS_WHITE)
    /* TRANSLATORS: a time adjustment; %+d is the signed number of seconds */
    return g_strdup_printf (_("White's clock %+d s"), seconds);
  /* TRANSLATORS: a time adjustment; %+d is the signed number of seconds */
  return g_strdup_printf (_("Black's clock %+d s"), seconds);
}

static char *
articles_text (const char *const *articles, int count)
{
  GString *s = g_string_new (NULL);
  for (int i = 0; i < count; i++)
    if (articles[i] && *articles[i])
      {
        if (s->len)
          g_string_append_c (s, ' ');
        g_string_append (s, articles[i]);
      }
  return g_string_free (s, FALSE);
}

static char *
move_uci (const ChessPosition *pos, ChessMove move)
{
  char buf[8];
  return g_strdup (chess_move_to_uci (pos, move, buf));
}

static char *
move_san (HakemSession *self, const ChessPosition *pos, ChessMove move)
{
  char buf[CHESS_SAN_MAX];
  return g_strdup (chess_san_write (pos, move, self->san_language, buf, sizeof buf));
}

/* "2-0", "1-1", "0-0" as half points: 10.1 counts in halves. */
static const char *
score_text (int halves)
{
  switch (halves)
    {
    case CHESS_SCORE_LOSS:
      return "0";
    case CHESS_SCORE_DRAW:
      return "½";
    case CHESS_SCORE_WIN:
      return "1";
    default:
      return "-";
    }
}

/* Logging. ----------------------------------------------------------------------------------- */

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

/* Logs an incident with the clocks read now; data (taken) are the machine-readable details. */
static void
log_incident (HakemSession *self, HakemIncidentKind kind, int ply, const gint64 ms[2],
              const char *articles, const char *ruling, const char *note, char *data)
{
  HakemIncident *incident = hakem_incident_new (kind, ply, ms, articles, ruling, note);
  incident->data = data;
  hakem_session_add_incident (self, incident);
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

void
hakem_session_add_incident (HakemSession *self, HakemIncident *incident)
{
  g_return_if_fail (HAKEM_IS_SESSION (self));
  g_return_if_fail (incident != NULL);
  g_ptr_array_add (self->incidents, incident);
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
  g_signal_emit (self, signals[SIGNAL_INCIDENT_CHANGED], 0, index);
}

/* Ending the game. --------------------------------------------------------------------------- */

static void
finish_game (HakemSession *self, ChessResult result, ChessEnding ending)
{
  self->game.result = result;
  self->game.ending = ending;
  chess_game_set_tag (&self->game, "Result", chess_result_to_string (result));
  if (self->clock.running)
    hakem_session_stop_clock (self);
}

void
hakem_session_end_game (HakemSession *self, ChessResult result, ChessEnding ending)
{
  g_return_if_fail (HAKEM_IS_SESSION (self));
  gint64 ms[2];
  hakem_session_clock_readings (self, ms);
  finish_game (self, result, ending);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  /* Resignations, agreements and the board's own endings are the players' doing; the arbiter's
   * rulings (a flag he saw, any other decision) go in the log. */
  if (ending == CHESS_ENDING_ARBITER || ending == CHESS_ENDING_TIME)
    {
      char *ruling = g_strdup_printf ("%s %s", chess_result_to_string (result),
                                      hakem_ending_text (ending));
      char *data = g_strdup_printf ("result=%s;ending=%s", chess_result_to_string (result),
                                    ending == CHESS_ENDING_TIME ? "time" : "arbiter");
      log_incident (self, HAKEM_INCIDENT_RESULT, self->game.count, ms,
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
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

const HakemRegulations *
hakem_session_get_regulations (HakemSession *self)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), NULL);
  return self->regs;
}

/* The terms the regulations set for rulings: penalty seconds for 7.5.5 and 9.5.3, the class,
 * and who watches the games. Without regulations, the Laws' defaults for the time control. */
typedef struct
{
  int illegal_penalty;
  int claim_penalty;
  ChessTimeClass time_class;
  ChessSupervision supervision;
} RulingTerms;

static void
ruling_terms (HakemSession *self, RulingTerms *t)
{
  if (self->regs)
    {
      t->illegal_penalty = self->regs->illegal_move_penalty.value;
      t->claim_penalty = self->regs->claim_penalty.value;
      t->time_class = self->regs->time_class;
      t->supervision = self->regs->supervision;
      return;
    }
  t->time_class = chess_time_control_classify (&self->tc, NULL);
  int penalty = chess_time_class_penalty_seconds (t->time_class);
  if (penalty < 0)
    penalty = 120; /* unknown control: the standard-play figure of 7.5.5 and 9.5.3 */
  t->illegal_penalty = t->claim_penalty = penalty;
  t->supervision = CHESS_SUPERVISION_FULL;
}

/* Claims. ------------------------------------------------------------------------------------ */

gboolean
hakem_session_rule_claim (HakemSession *self, ChessClaimKind kind, ChessMove intended,
                          ChessRuling *out, ChessRulingError *error_out)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), FALSE);
  RulingTerms t;
  ruling_terms (self, &t);
  gboolean rapid_or_blitz = t.time_class == CHESS_TIME_CLASS_RAPID
                            || t.time_class == CHESS_TIME_CLASS_BLITZ;
  ChessRulingError err = chess_ruling_claim (&self->game, self->game.count, kind,
                                             self->game.current.side, intended, t.claim_penalty,
                                             rapid_or_blitz, out);
  if (error_out)
    *error_out = err;
  return err == CHESS_RULING_OK;
}

void
hakem_session_apply_claim (HakemSession *self, const ChessRuling *ruling, ChessMove intended)
{
  g_return_if_fail (HAKEM_IS_SESSION (self));
  gint64 ms[2];
  hakem_session_clock_readings (self, ms);
  int ply = self->game.count;
  ChessColor claimant = self->game.current.side;
  ChessPosition pos = self->game.current;
  GString *text = g_string_new (NULL);
  GString *data = g_string_new (NULL);
  g_string_append_printf (data, "claimant=%s;verdict=%s", color_key (claimant),
                          ruling->verdict == CHESS_VERDICT_CORRECT ? "correct" : "incorrect");
  if (intended != CHESS_MOVE_NONE && chess_movegen_is_legal (&pos, intended))
    {
      g_autofree char *uci = move_uci (&pos, intended);
      g_string_append_printf (data, ";intended=%s", uci);
    }

  if (ruling->verdict == CHESS_VERDICT_CORRECT)
    {
      finish_game (self, CHESS_RESULT_DRAW, CHESS_ENDING_CLAIM);
      g_string_append (text, _("The claim is correct: the game is drawn."));
      g_string_append (data, ";result=1/2-1/2");
    }
  else
    {
      g_string_append (text, _("The claim is incorrect: the game goes on."));
      /* chess_clock_adjust works on a clock not yet started as on a running or stopped one. */
      if (ruling->adjust_seconds)
        {
          hakem_session_adjust_clock (self, ruling->adjust_color, ruling->adjust_seconds);
          g_autofree char *adj = adjust_text (ruling->adjust_color, ruling->adjust_seconds);
          g_string_append_printf (text, " %s.", adj);
          g_string_append_printf (data, ";adjust=%s%+d", color_key (ruling->adjust_color),
                                  ruling->adjust_seconds);
        }
      if (ruling->must_play_intended && intended != CHESS_MOVE_NONE
          && chess_movegen_is_legal (&pos, intended))
        {
          g_autofree char *san = move_san (self, &pos, intended);
          hakem_session_play (self, intended);
          g_string_append_c (text, ' ');
          /* TRANSLATORS: 9.5.3: the move the claimant wrote must now be made; %s is its SAN */
          g_string_append_printf (text, _("The written move %s is played."), san);
        }
    }
  if (ruling->verdict == CHESS_VERDICT_CORRECT)
    g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  g_autofree char *articles = articles_text (ruling->articles, ruling->article_count);
  log_incident (self, HAKEM_INCIDENT_CLAIM, ply, ms, articles, text->str, NULL,
                g_string_free (data, FALSE));
  g_string_free (text, TRUE);
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
  clear_case (self);
  const char *tc_text = chess_game_get_tag (&self->game, "TimeControl");
  ChessTimeControl tc;
  if (!tc_text || chess_time_control_parse (&tc, tc_text, NULL) != CHESS_TIME_CONTROL_OK)
    chess_time_control_parse (&tc, DEFAULT_TIME_CONTROL, NULL);
  self->tc = tc;
  chess_clock_init (&self->clock, &self->tc);
  pick_regulations (self);
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

/* Irregularities (7.5, A.5.2). --------------------------------------------------------------- */

int
hakem_session_get_illegal_count (HakemSession *self, ChessColor color)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), 0);
  g_return_val_if_fail (color == CHESS_WHITE || color == CHESS_BLACK, 0);
  return self->illegal[color];
}

gboolean
hakem_session_rule_irregularity (HakemSession *self, ChessIrregularityCase *c, ChessRuling *out,
                                 ChessRulingError *error_out)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), FALSE);
  g_return_val_if_fail (c != NULL && out != NULL, FALSE);
  int ply = c->ply < 0 ? self->game.count : c->ply;
  if (ply > self->game.count)
    {
      if (error_out)
        *error_out = CHESS_RULING_ERROR_PLY;
      return FALSE;
    }
  ChessPosition pos;
  chess_game_position_at (&self->game, ply, &pos);
  RulingTerms t;
  ruling_terms (self, &t);
  c->ply = ply;
  c->previous = self->illegal[pos.side];
  c->penalty_seconds = t.illegal_penalty;
  c->time_class = t.time_class;
  c->supervision = t.supervision;
  ChessMateContext *ctx = g_new (ChessMateContext, 1);
  chess_mate_context_init (ctx);
  ChessRulingError err = chess_ruling_irregularity (ctx, &self->game, c, out);
  g_free (ctx);
  if (error_out)
    *error_out = err;
  return err == CHESS_RULING_OK;
}

/* After the record was cut back (and a move perhaps put in place), the clock must run for the
 * player the record says is to move: 7.5.3's press without a move gives the clock back to the
 * offender. The move counts follow the record's changes so that the periods stay right; the
 * times stay as they are (the penalty comes after). dropped/added count moves by colour. */
static void
give_clock_back (HakemSession *self, const int dropped[2], const int added[2],
                 ChessColor side_before)
{
  ChessClock *clock = &self->clock;
  if (!clock->started && dropped[0] + dropped[1] + added[0] + added[1] == 0)
    return;
  int moves[2];
  for (int c = 0; c < 2; c++)
    moves[c] = clock->moves[c] - dropped[c] + added[c];
  /* A press the record does not show: the clock runs for someone other than the player the
   * record had to move. That press was no move. */
  if (clock->started && clock->to_move != side_before)
    moves[side_before]--;
  for (int c = 0; c < 2; c++)
    if (moves[c] < 0)
      moves[c] = 0;
  ChessColor to_move = self->game.current.side;
  if (moves[0] == clock->moves[0] && moves[1] == clock->moves[1] && to_move == clock->to_move)
    return;
  gint64 now = g_get_monotonic_time ();
  gboolean running = clock->running;
  if (running)
    chess_clock_stop (clock, now);
  int64_t remaining[2] = { chess_clock_remaining (clock, CHESS_WHITE, now),
                           chess_clock_remaining (clock, CHESS_BLACK, now) };
  chess_clock_set (clock, remaining, moves, to_move);
  if (running)
    chess_clock_resume (clock, now);
  g_signal_emit (self, signals[SIGNAL_CLOCK_CHANGED], 0);
}

static const char *
irregularity_key (ChessIrregularity kind)
{
  switch (kind)
    {
    case CHESS_IRREGULARITY_ILLEGAL_MOVE:
      return "illegal-move";
    case CHESS_IRREGULARITY_NO_PROMOTION:
      return "no-promotion";
    case CHESS_IRREGULARITY_CLOCK_ONLY:
      return "clock-only";
    case CHESS_IRREGULARITY_TWO_HANDS:
      return "two-hands";
    }
  return "illegal-move";
}

static char *
irregularity_text (ChessIrregularity kind, ChessColor offender)
{
  const char *who = color_name (offender);
  switch (kind)
    {
    case CHESS_IRREGULARITY_NO_PROMOTION:
      /* TRANSLATORS: 7.5.2; %s is White or Black */
      return g_strdup_printf (_("%s moved a pawn to the last rank and did not replace it"), who);
    case CHESS_IRREGULARITY_CLOCK_ONLY:
      /* TRANSLATORS: 7.5.3; %s is White or Black */
      return g_strdup_printf (_("%s pressed the clock without making a move"), who);
    case CHESS_IRREGULARITY_TWO_HANDS:
      /* TRANSLATORS: 7.5.4; %s is White or Black */
      return g_strdup_printf (_("%s made a move with both hands"), who);
    case CHESS_IRREGULARITY_ILLEGAL_MOVE:
    default:
      /* TRANSLATORS: 7.5.1; %s is White or Black */
      return g_strdup_printf (_("%s completed an illegal move"), who);
    }
}

void
hakem_session_apply_irregularity (HakemSession *self, const ChessIrregularityCase *c,
                                  const ChessRuling *ruling, const char *note)
{
  g_return_if_fail (HAKEM_IS_SESSION (self));
  g_return_if_fail (c != NULL && ruling != NULL);
  gint64 ms[2];
  hakem_session_clock_readings (self, ms);
  int found_at = self->game.count;
  int ply = c->ply < 0 || c->ply > self->game.count ? self->game.count : c->ply;
  ChessPosition at;
  chess_game_position_at (&self->game, ply, &at);
  ChessColor offender = at.side;

  GPtrArray *parts = g_ptr_array_new_with_free_func (g_free);
  GString *data = g_string_new (NULL);
  g_string_append_printf (data, "irregularity=%s;offender=%s;ply=%d;found-at=%d",
                          irregularity_key (c->kind), color_key (offender), ply, found_at);
  if (c->move != CHESS_MOVE_NONE && chess_movegen_is_legal (&at, c->move))
    {
      g_autofree char *uci = move_uci (&at, c->move);
      g_string_append_printf (data, ";move=%s", uci);
    }
  g_autofree char *what = irregularity_text (c->kind, offender);
  gboolean changed = FALSE;

  if (ruling->stands)
    {
      /* TRANSLATORS: A.5.2: nobody acted before the opponent made the next move */
      g_ptr_array_add (parts, g_strdup (_("the move stands: the opponent had already made the "
                                          "next move")));
      g_string_append (data, ";stands=1");
    }
  else
    {
      int dropped[2] = { 0, 0 }, added[2] = { 0, 0 };
      ChessColor side_before = self->game.current.side;
      if (ruling->restore_ply >= 0 && ruling->restore_ply <= self->game.count)
        {
          /* The moves after the irregularity are void (7.5.1); the log keeps them. */
          GString *gone = g_string_new (NULL);
          ChessPosition pos;
          chess_game_position_at (&self->game, ruling->restore_ply, &pos);
          for (int i = ruling->restore_ply; i < self->game.count; i++)
            {
              char buf[8];
              ChessUndo undo;
              if (gone->len)
                g_string_append_c (gone, ' ');
              g_string_append (gone, chess_move_to_uci (&pos, self->game.moves[i].move, buf));
              dropped[pos.side]++;
              chess_position_make (&pos, self->game.moves[i].move, &undo);
            }
          g_string_append_printf (data, ";restore=%d", ruling->restore_ply);
          if (gone->len)
            {
              g_string_append_printf (data, ";dropped=%s", gone->str);
              chess_game_truncate (&self->game, ruling->restore_ply);
              changed = TRUE;
            }
          g_string_free (gone, TRUE);
          /* TRANSLATORS: 7.5.1; %d counts half-moves from the start of the game */
          g_ptr_array_add (parts, g_strdup_printf (_("the position after %d half-moves is "
                                                     "reinstated"),
                                                   ruling->restore_ply));
        }
      if (ruling->replacement != CHESS_MOVE_NONE)
        {
          ChessPosition pos = self->game.current;
          if (chess_movegen_is_legal (&pos, ruling->replacement))
            {
              g_autofree char *san = move_san (self, &pos, ruling->replacement);
              g_autofree char *uci = move_uci (&pos, ruling->replacement);
              chess_game_push (&self->game, ruling->replacement);
              added[pos.side]++;
              changed = TRUE;
              g_string_append_printf (data, ";replacement=%s", uci);
              /* TRANSLATORS: 7.5.2, 7.5.4: the move put in place of the irregular one */
              g_ptr_array_add (parts, g_strdup_printf (_("%s is played in its place"), san));
            }
        }
      give_clock_back (self, dropped, added, side_before);
      if (ruling->adjust_seconds)
        {
          hakem_session_adjust_clock (self, ruling->adjust_color, ruling->adjust_seconds);
          g_ptr_array_add (parts, adjust_text (ruling->adjust_color, ruling->adjust_seconds));
          g_string_append_printf (data, ";adjust=%s%+d", color_key (ruling->adjust_color),
                                  ruling->adjust_seconds);
        }
      self->illegal[offender]++;
      g_string_append_printf (data, ";count=%d", self->illegal[offender]);
      if (ruling->result != CHESS_RESULT_NONE)
        {
          finish_game (self, ruling->result, CHESS_ENDING_ARBITER);
          changed = TRUE;
          const char *result = chess_result_to_string (ruling->result);
          /* TRANSLATORS: %s is a result such as 1-0 */
          g_ptr_array_add (parts, g_strdup_printf (_("result %s"), result));
          g_string_append_printf (data, ";result=%s", result);
        }
    }
  GString *text = g_string_new (what);
  for (guint i = 0; i < parts->len; i++)
    {
      g_string_append (text, i == 0 ? ": " : "; ");
      g_string_append (text, g_ptr_array_index (parts, i));
    }
  g_string_append_c (text, '.');
  g_ptr_array_unref (parts);
  /* The count changed even when the record did not: views showing it follow "changed". */
  if (changed || !ruling->stands)
    g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  g_autofree char *articles = articles_text (ruling->articles, ruling->article_count);
  log_incident (self, HAKEM_INCIDENT_ILLEGAL_MOVE, ply, ms, articles, text->str, note,
                g_string_free (data, FALSE));
  g_string_free (text, TRUE);
}

/* Flags (6.9, 8.6, A.5.3, A.5.5). ------------------------------------------------------------ */

gboolean
hakem_session_rule_flag (HakemSession *self, int flagged, ChessFlagNotice notice,
                         gboolean moves_known, ChessFlagCase *case_out, ChessRuling *out,
                         ChessRulingError *error_out)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), FALSE);
  g_return_val_if_fail (out != NULL, FALSE);
  ChessFlagCase c;
  memset (&c, 0, sizeof c);
  ChessClockFlags flags;
  if (chess_clock_flag_fall (&self->clock, g_get_monotonic_time (), &flags))
    {
      c.fallen[0] = flags.fallen[0];
      c.fallen[1] = flags.fallen[1];
      c.order_known = true; /* the clock dates each flag */
      c.first = flags.first;
    }
  else if (flagged == CHESS_WHITE || flagged == CHESS_BLACK)
    {
      c.fallen[flagged] = true;
      c.order_known = true;
      c.first = (ChessColor) flagged;
    }
  if (c.fallen[0] || c.fallen[1])
    {
      ChessColor first = c.fallen[c.first] ? c.first : (c.fallen[0] ? CHESS_WHITE : CHESS_BLACK);
      if (self->tc.kind == CHESS_TIME_CONTROL_SANDCLOCK)
        c.last_period = true;
      else if (self->tc.kind == CHESS_TIME_CONTROL_PERIODS)
        {
          int index = chess_clock_period (&self->clock, first);
          const ChessTimePeriod *p = chess_time_control_period (&self->tc, index);
          c.last_period = p && p->moves == 0;
        }
    }
  RulingTerms t;
  ruling_terms (self, &t);
  c.moves_known = moves_known;
  c.time_class = t.time_class;
  c.supervision = t.supervision;
  c.notice = notice;
  if (case_out)
    *case_out = c;
  ChessMateContext *ctx = g_new (ChessMateContext, 1);
  chess_mate_context_init (ctx);
  ChessRulingError err = chess_ruling_flag_case (ctx, &self->game.current, &c, out);
  g_free (ctx);
  if (error_out)
    *error_out = err;
  return err == CHESS_RULING_OK;
}

void
hakem_session_apply_flag (HakemSession *self, const ChessFlagCase *c, const ChessRuling *ruling,
                          const char *note)
{
  g_return_if_fail (HAKEM_IS_SESSION (self));
  g_return_if_fail (c != NULL && ruling != NULL);
  gint64 ms[2];
  hakem_session_clock_readings (self, ms);
  GString *text = g_string_new (NULL);
  GString *data = g_string_new (NULL);
  g_string_append_printf (data, "fallen=%s%s%s;notice=%s;moves-known=%d",
                          c->fallen[0] ? "white" : "", c->fallen[0] && c->fallen[1] ? "," : "",
                          c->fallen[1] ? "black" : "",
                          c->notice == CHESS_FLAG_CLAIMED ? "claimed" : "arbiter",
                          c->moves_known ? 1 : 0);
  if (c->order_known && c->fallen[0] && c->fallen[1])
    g_string_append_printf (data, ";first=%s", color_key (c->first));
  if (c->fallen[0] && c->fallen[1])
    g_string_append (text, _("Both flags have fallen"));
  else if (c->fallen[CHESS_WHITE])
    g_string_append (text, _("White's flag has fallen"));
  else
    g_string_append (text, _("Black's flag has fallen"));
  if (ruling->next_period)
    {
      /* TRANSLATORS: 8.6 */
      g_string_append_printf (text, ": %s.", _("the scoresheets cannot show that the time "
                                               "control was missed; the game goes on and the "
                                               "next move counts as the first of the following "
                                               "period"));
      g_string_append (data, ";next-period=1");
    }
  else if (ruling->result != CHESS_RESULT_NONE)
    {
      /* A game that checkmate, stalemate or a dead position had ended keeps that ending. */
      ChessEnding ending = ruling->ended_by != CHESS_ENDING_NONE ? ruling->ended_by
                                                                 : CHESS_ENDING_TIME;
      finish_game (self, ruling->result, ending);
      const char *result = chess_result_to_string (ruling->result);
      g_string_append (text, ": ");
      g_string_append_printf (text, _("result %s"), result);
      g_string_append_c (text, '.');
      g_string_append_printf (data, ";result=%s", result);
      g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
    }
  else
    g_string_append_printf (text, ": %s.", _("the game goes on"));
  g_autofree char *articles = articles_text (ruling->articles, ruling->article_count);
  log_incident (self, HAKEM_INCIDENT_FLAG, self->game.count, ms, articles, text->str, note,
                g_string_free (data, FALSE));
  g_string_free (text, TRUE);
}

/* Scores and penalties (10.2, 12.9). --------------------------------------------------------- */

void
hakem_session_get_scores (HakemSession *self, int scores[2])
{
  g_return_if_fail (HAKEM_IS_SESSION (self));
  if (self->scores_set)
    {
      scores[0] = self->scores[0];
      scores[1] = self->scores[1];
      return;
    }
  ChessResult result = self->game.result;
  if (result == CHESS_RESULT_NONE)
    result = chess_game_auto_result (&self->game);
  switch (result)
    {
    case CHESS_RESULT_WHITE_WINS:
      scores[0] = CHESS_SCORE_WIN, scores[1] = CHESS_SCORE_LOSS;
      break;
    case CHESS_RESULT_BLACK_WINS:
      scores[0] = CHESS_SCORE_LOSS, scores[1] = CHESS_SCORE_WIN;
      break;
    case CHESS_RESULT_DRAW:
      scores[0] = scores[1] = CHESS_SCORE_DRAW;
      break;
    case CHESS_RESULT_NONE:
    default:
      scores[0] = scores[1] = CHESS_SCORE_UNSET;
      break;
    }
}

/* The result a pair of scores stands for: only the normal ones have a PGN result. */
static ChessResult
result_of_scores (const int scores[2])
{
  if (scores[0] == CHESS_SCORE_WIN && scores[1] == CHESS_SCORE_LOSS)
    return CHESS_RESULT_WHITE_WINS;
  if (scores[0] == CHESS_SCORE_LOSS && scores[1] == CHESS_SCORE_WIN)
    return CHESS_RESULT_BLACK_WINS;
  if (scores[0] == CHESS_SCORE_DRAW && scores[1] == CHESS_SCORE_DRAW)
    return CHESS_RESULT_DRAW;
  return CHESS_RESULT_NONE;
}

static const char *const penalty_names[CHESS_PENALTY_COUNT] = {
  [CHESS_PENALTY_WARNING] = N_("a warning"),
  [CHESS_PENALTY_OPPONENT_TIME] = N_("time added to the opponent's clock"),
  [CHESS_PENALTY_OFFENDER_TIME] = N_("time taken from the offender's clock"),
  [CHESS_PENALTY_OPPONENT_POINTS] = N_("the opponent's score raised to the maximum"),
  [CHESS_PENALTY_OFFENDER_POINTS] = N_("the offender's score lowered"),
  [CHESS_PENALTY_LOSS] = N_("the game declared lost"),
  [CHESS_PENALTY_FINE] = N_("a fine announced in advance"),
  [CHESS_PENALTY_EXCLUSION] = N_("exclusion from one or more rounds"),
  [CHESS_PENALTY_EXPULSION] = N_("expulsion from the competition"),
};

static const char *const penalty_keys[CHESS_PENALTY_COUNT] = {
  "warning", "opponent-time", "offender-time", "opponent-points", "offender-points",
  "loss", "fine", "exclusion", "expulsion",
};

gboolean
hakem_session_apply_penalty (HakemSession *self, const ChessPenalty *penalty,
                             const char *occasion, const char *note, ChessPenaltyEffect *out)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), FALSE);
  g_return_val_if_fail (penalty != NULL, FALSE);
  int current[2];
  hakem_session_get_scores (self, current);
  ChessPenaltyEffect effect;
  ChessPenaltyError err = chess_penalty_apply (penalty, current, &effect);
  if (out)
    *out = effect;
  if (err != CHESS_PENALTY_OK)
    return FALSE;

  gint64 ms[2];
  hakem_session_clock_readings (self, ms);
  int ply = self->game.count;
  ChessColor offender = penalty->offender;
  GString *data = g_string_new (NULL);
  g_string_append_printf (data, "penalty=%s;offender=%s", penalty_keys[penalty->kind],
                          color_key (offender));
  if (occasion && *occasion)
    g_string_append_printf (data, ";occasion=%s", occasion);
  GString *text = g_string_new (NULL);
  if (occasion && *occasion)
    /* TRANSLATORS: 12.9; the first %s is White or Black, the second an article number,
     * the third the penalty */
    g_string_append_printf (text, _("Penalty on %s for Article %s: %s"), color_name (offender),
                            occasion, _(penalty_names[penalty->kind]));
  else
    /* TRANSLATORS: 12.9; the first %s is White or Black, the second the penalty */
    g_string_append_printf (text, _("Penalty on %s: %s"), color_name (offender),
                            _(penalty_names[penalty->kind]));
  if (penalty->kind == CHESS_PENALTY_EXCLUSION)
    {
      g_string_append_printf (text, " (%d)", penalty->rounds);
      g_string_append_printf (data, ";rounds=%d", penalty->rounds);
    }

  /* More time than is left cannot be taken: the clock goes to 0 and the flag falls. */
  gint64 now = g_get_monotonic_time ();
  for (int c = 0; c < 2; c++)
    if (effect.clock_delta[c])
      {
        int64_t delta = (int64_t) effect.clock_delta[c] * G_USEC_PER_SEC;
        int64_t left = chess_clock_remaining (&self->clock, (ChessColor) c, now);
        if (delta < 0 && -delta > left)
          delta = -left;
        if (chess_clock_adjust (&self->clock, (ChessColor) c, delta, now) == CHESS_CLOCK_OK)
          g_signal_emit (self, signals[SIGNAL_CLOCK_CHANGED], 0);
        g_autofree char *adj = adjust_text ((ChessColor) c, effect.clock_delta[c]);
        g_string_append_printf (text, "; %s", adj);
        g_string_append_printf (data, ";adjust=%s%+d", color_key ((ChessColor) c),
                                effect.clock_delta[c]);
      }

  gboolean scores_changed = effect.score[0] != CHESS_SCORE_UNSET
                            || effect.score[1] != CHESS_SCORE_UNSET;
  if (scores_changed)
    {
      for (int c = 0; c < 2; c++)
        self->scores[c] = effect.score[c] != CHESS_SCORE_UNSET ? effect.score[c] : current[c];
      self->scores_set = TRUE;
      g_string_append (text, "; ");
      /* TRANSLATORS: the game's scores, White's first: 1-0, ½-½, ½-0 */
      g_string_append_printf (text, _("scores %s-%s"), score_text (self->scores[0]),
                              score_text (self->scores[1]));
      g_string_append_printf (data, ";scores=%d,%d", self->scores[0], self->scores[1]);
    }
  if (effect.game_ends)
    {
      /* Scores 10.2 allows but no PGN result stands for (0-0, ½-0, 0-½) leave the result "*":
       * the game is over (ending ARBITER, clock stopped) and the scores are the session's. */
      int scores[2];
      hakem_session_get_scores (self, scores);
      ChessResult result = result_of_scores (scores);
      finish_game (self, result, CHESS_ENDING_ARBITER);
      g_string_append_printf (data, ";result=%s", chess_result_to_string (result));
    }
  g_string_append_c (text, '.');
  if (scores_changed || effect.game_ends)
    g_signal_emit (self, signals[SIGNAL_CHANGED], 0);

  GString *articles = g_string_new (occasion ? occasion : "");
  for (int i = 0; i < effect.article_count; i++)
    if (effect.articles[i] && !(occasion && strcmp (occasion, effect.articles[i]) == 0))
      {
        if (articles->len)
          g_string_append_c (articles, ' ');
        g_string_append (articles, effect.articles[i]);
      }
  log_incident (self, HAKEM_INCIDENT_PENALTY, ply, ms, articles->str, text->str, note,
                g_string_free (data, FALSE));
  g_string_free (articles, TRUE);
  g_string_free (text, TRUE);
  return TRUE;
}

/* Reconstructions (8.5.3). ------------------------------------------------------------------ */

/* A deep copy of a record, move by move, with every note. */
static void
game_copy (ChessGame *dst, const ChessGame *src)
{
  chess_game_init (dst, &src->start);
  for (int i = 0; i < src->count; i++)
    {
      const ChessGameMove *s = &src->moves[i];
      if (chess_game_push_legal (dst, s->move) == CHESS_GAME_NO_MEMORY)
        break;
      ChessGameMove *d = &dst->moves[dst->count - 1];
      d->clock_ms = s->clock_ms;
      d->elapsed_ms = s->elapsed_ms;
      d->draw_offer = s->draw_offer;
      d->nag_count = s->nag_count;
      memcpy (d->nags, s->nags, sizeof d->nags);
      if (s->comment)
        chess_game_set_comment (dst, dst->count, s->comment);
      d->variations = s->variations ? g_strdup (s->variations) : NULL;
    }
  for (int i = 0; i < src->tag_count; i++)
    chess_game_set_tag (dst, src->tags[i].name, src->tags[i].value);
  if (src->comment)
    chess_game_set_comment (dst, 0, src->comment);
  dst->result = src->result;
  dst->ending = src->ending;
}

static bool
append_chunk (void *user_data, const char *data, size_t len)
{
  g_string_append_len (user_data, data, (gssize) len);
  return true;
}

/* The movetext of a game, without its tag section. */
static char *
movetext (const ChessGame *game, ChessSanLanguage lang)
{
  GString *s = g_string_new (NULL);
  chess_pgn_write_game (game, lang, append_chunk, s);
  const char *body = strstr (s->str, "\n\n");
  char *text = g_strdup (body ? body + 2 : s->str);
  g_string_free (s, TRUE);
  return g_strchomp (text);
}

guint
hakem_session_get_reconstruction_count (HakemSession *self)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), 0);
  return self->reconstructions->len;
}

const HakemReconstructionRecord *
hakem_session_get_reconstruction (HakemSession *self, guint index)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), NULL);
  g_return_val_if_fail (index < self->reconstructions->len, NULL);
  return g_ptr_array_index (self->reconstructions, index);
}

void
hakem_session_add_reconstruction (HakemSession *self, const ChessReconstruction *r, gboolean adopt,
                                  const char *note)
{
  g_return_if_fail (HAKEM_IS_SESSION (self));
  g_return_if_fail (r != NULL);
  gint64 ms[2];
  hakem_session_clock_readings (self, ms);
  int ply = self->game.count;
  HakemReconstructionRecord *record = g_new0 (HakemReconstructionRecord, 1);
  record->reconstruction.snapshot = r->snapshot;
  game_copy (&record->reconstruction.replay, &r->replay);
  record->adopted = adopt;
  gboolean matches = chess_reconstruction_matches (r);
  int replayed = r->replay.count;

  if (adopt)
    {
      record->replaced_pgn = movetext (&self->game, self->san_language);
      /* The reconstruction's moves become the record; the game keeps its tags and result. */
      ChessGame game;
      game_copy (&game, &r->replay);
      for (int i = 0; i < self->game.tag_count; i++)
        chess_game_set_tag (&game, self->game.tags[i].name, self->game.tags[i].value);
      if (self->game.comment)
        chess_game_set_comment (&game, 0, self->game.comment);
      game.result = self->game.result;
      game.ending = self->game.ending;
      chess_game_clear (&self->game);
      self->game = game;

      /* 8.5.3: the clock as the arbiter read it before the reconstruction, stopped. */
      ChessClock *clock = &self->clock;
      gint64 now = g_get_monotonic_time ();
      if (clock->running)
        chess_clock_stop (clock, now);
      int64_t remaining[2];
      int moves[2] = { 0, 0 };
      for (int c = 0; c < 2; c++)
        {
          remaining[c] = r->snapshot.remaining_ms[c] == CHESS_RECONSTRUCT_UNKNOWN
                           ? chess_clock_remaining (clock, (ChessColor) c, now)
                           : r->snapshot.remaining_ms[c] * 1000;
          if (remaining[c] < 0)
            remaining[c] = 0;
        }
      ChessPosition pos = self->game.start;
      for (int i = 0; i < self->game.count; i++)
        {
          ChessUndo undo;
          moves[pos.side]++;
          chess_position_make (&pos, self->game.moves[i].move, &undo);
        }
      chess_clock_set (clock, remaining, moves, self->game.current.side);
    }
  g_ptr_array_add (self->reconstructions, record);

  GString *text = g_string_new (NULL);
  if (adopt)
    /* TRANSLATORS: 8.5.3; %d counts half-moves */
    g_string_append_printf (text, _("The reconstruction on a second board (%d half-moves) is "
                                    "adopted as the game record; the clock is set from the "
                                    "snapshot"),
                            replayed);
  else
    /* TRANSLATORS: 8.5.3; %d counts half-moves */
    g_string_append_printf (text, _("The reconstruction on a second board (%d half-moves) is "
                                    "kept; the game record stands"),
                            replayed);
  g_string_append (text, "; ");
  g_string_append (text, matches ? _("it shows the position on the board")
                                 : _("it differs from the position on the board"));
  g_string_append_c (text, '.');
  char *data = g_strdup_printf ("reconstruction=%u;adopted=%d;replayed=%d;matches=%d",
                                self->reconstructions->len - 1, adopt ? 1 : 0, replayed,
                                matches ? 1 : 0);
  if (adopt)
    {
      g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
      g_signal_emit (self, signals[SIGNAL_CLOCK_CHANGED], 0);
    }
  log_incident (self, HAKEM_INCIDENT_RECONSTRUCTION, ply, ms, "8.5.3", text->str, note, data);
  g_string_free (text, TRUE);
}

/* PGN with the log. -------------------------------------------------------------------------- */

static void
append_comment (ChessGame *game, int ply, const char *text)
{
  const char *old = ply == 0 ? game->comment : game->moves[ply - 1].comment;
  char *joined = old && *old ? g_strconcat (old, " ", text, NULL) : g_strdup (text);
  chess_game_set_comment (game, ply, joined);
  g_free (joined);
}

char *
hakem_session_to_pgn (HakemSession *self, ChessSanLanguage lang)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), NULL);
  ChessGame game;
  game_copy (&game, &self->game);
  for (guint i = 0; i < self->incidents->len; i++)
    {
      const HakemIncident *incident = g_ptr_array_index (self->incidents, i);
      /* A ruling may have cut the record back past an incident's ply: it goes after the last
       * move that is still there. */
      int ply = CLAMP (incident->ply, 0, game.count);
      g_autofree char *text = hakem_incident_to_pgn_comment (incident);
      append_comment (&game, ply, text);
    }
  GString *s = g_string_new (NULL);
  ChessPgnWriteStatus st = chess_pgn_write_game (&game, lang, append_chunk, s);
  chess_game_clear (&game);
  if (st != CHESS_PGN_WRITE_OK)
    {
      g_string_free (s, TRUE);
      return NULL;
    }
  return g_string_free (s, FALSE);
}

/* Added with the case file. ------------------------------------------------------------------ */

void
hakem_session_set_san_language (HakemSession *self, ChessSanLanguage lang)
{
  g_return_if_fail (HAKEM_IS_SESSION (self));
  self->san_language = lang;
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
hakem_session_restore_reconstruction (HakemSession *self, HakemReconstructionRecord *record)
{
  g_return_if_fail (HAKEM_IS_SESSION (self));
  g_return_if_fail (record != NULL);
  g_ptr_array_add (self->reconstructions, record);
}

#define SWAP(type, a, b) \
  do \
    { \
      type tmp_ = (a); \
      (a) = (b); \
      (b) = tmp_; \
    } \
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
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  g_signal_emit (self, signals[SIGNAL_CLOCK_CHANGED], 0);
}
