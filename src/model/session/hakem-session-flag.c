/* hakem-session-flag.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The session's rulings on fallen flags (6.9, 8.6, A.5.3, A.5.5) and what they do to the game.
 */
#include "config.h"

#include "hakem-session-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "hakem-material-text.h"

/* The index of the period in which a player's flag fell: the one his next move was in when it
 * fell (he may have moved on since, with his clock at 0), or, for a flag the arbiter names, the
 * one it is in now. */
static int
flag_period (const ChessClock *clock, const ChessClockFlags *flags, ChessColor color)
{
  int moves = flags->fallen[color] ? flags->moves[color] : clock->moves[color];
  return chess_time_control_period_index (&clock->tc, moves + 1);
}

/* The last move (a player's own count) of the period at index, which has a move count. */
static int
period_last_move (const ChessTimeControl *tc, int index)
{
  int last = 0;
  for (int i = 0; i <= index; i++)
    last += chess_time_control_period (tc, i)->moves;
  return last;
}

/* The moves of a player's count that come before the period at index. */
static int
moves_before_period (const ChessTimeControl *tc, int index)
{
  return index > 0 ? period_last_move (tc, index - 1) : 0;
}

char *
hakem_session_flag_count_text (HakemSession *self, ChessColor color)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), NULL);
  int completed[2];
  if (!hakem_session_reconciled_moves (self, completed))
    return NULL;
  g_autofree char *who = hakem_session_player_text (self, color);
  int n = completed[color];
  if (self->tc.kind == CHESS_TIME_CONTROL_PERIODS)
    {
      int index = chess_time_control_period_index (&self->tc, n + 1);
      const ChessTimePeriod *p = chess_time_control_period (&self->tc, index);
      if (p && p->moves > 0)
        /* TRANSLATORS: 6.9, 8.5.3: a player ("White (Carlsen)"), his completed moves, those of
         * them in the present period, and how many that period requires */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "%s has completed %d move, counted from the game "
                                             "reconciled from both scoresheets (Article 8.5.3): "
                                             "%d of the %d moves this period requires (Article "
                                             "6.9).",
                                             "%s has completed %d moves, counted from the game "
                                             "reconciled from both scoresheets (Article 8.5.3): "
                                             "%d of the %d moves this period requires (Article "
                                             "6.9).",
                                             n),
                                who, n, n - moves_before_period (&self->tc, index), p->moves);
      if (p)
        /* TRANSLATORS: 6.9, 8.5.3: a player ("White (Carlsen)") and his completed moves */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "%s has completed %d move, counted from the game "
                                             "reconciled from both scoresheets (Article 8.5.3); "
                                             "this period requires all the remaining moves "
                                             "(Article 6.9).",
                                             "%s has completed %d moves, counted from the game "
                                             "reconciled from both scoresheets (Article 8.5.3); "
                                             "this period requires all the remaining moves "
                                             "(Article 6.9).",
                                             n),
                                who, n);
    }
  /* TRANSLATORS: 8.5.3: a player ("White (Carlsen)") and his completed moves */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%s has completed %d move, counted from the game "
                                       "reconciled from both scoresheets (Article 8.5.3).",
                                       "%s has completed %d moves, counted from the game "
                                       "reconciled from both scoresheets (Article 8.5.3).",
                                       n),
                          who, n);
}

gboolean
hakem_session_rule_flag (HakemSession *self, int flagged, ChessFlagNotice notice,
                         gboolean moves_known, ChessFlagCase *case_out, ChessRuling *out,
                         ChessRulingError *error_out)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), FALSE);
  g_return_val_if_fail (out != NULL, FALSE);
  ChessClockFlags flags;
  if (chess_clock_flag_fall (&self->clock, g_get_monotonic_time (), &flags))
    return hakem_session_rule_flags (self, &flags, TRUE, notice, moves_known, case_out, out,
                                     error_out);
  memset (&flags, 0, sizeof flags);
  if (flagged == CHESS_WHITE || flagged == CHESS_BLACK)
    {
      flags.fallen[flagged] = true;
      flags.first = (ChessColor) flagged;
      /* A flag the arbiter names fell in the period the clock's count is in now. */
      flags.moves[flagged] = self->clock.moves[flagged];
    }
  return hakem_session_rule_flags (self, &flags, TRUE, notice, moves_known, case_out, out,
                                   error_out);
}

gboolean
hakem_session_rule_flags (HakemSession *self, const ChessClockFlags *flags, gboolean order_known,
                          ChessFlagNotice notice, gboolean moves_known, ChessFlagCase *case_out,
                          ChessRuling *out, ChessRulingError *error_out)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), FALSE);
  g_return_val_if_fail (flags != NULL && out != NULL, FALSE);
  ChessFlagCase c;
  memset (&c, 0, sizeof c);
  c.fallen[0] = flags->fallen[0];
  c.fallen[1] = flags->fallen[1];
  c.order_known = order_known;
  c.first = flags->first;
  if (c.fallen[0] || c.fallen[1])
    {
      ChessColor first = c.fallen[c.first] ? c.first : (c.fallen[0] ? CHESS_WHITE : CHESS_BLACK);
      if (self->tc.kind == CHESS_TIME_CONTROL_SANDCLOCK)
        c.last_period = true;
      else if (self->tc.kind == CHESS_TIME_CONTROL_PERIODS)
        {
          /* The game reconciled from both scoresheets counts the moves completed, when it is the
           * record (8.5.3): the clock's counter is only as good as its setting. */
          int reconciled[2];
          int index = hakem_session_reconciled_moves (self, reconciled)
                          ? chess_time_control_period_index (&self->tc, reconciled[first] + 1)
                          : flag_period (&self->clock, flags, first);
          const ChessTimePeriod *p = chess_time_control_period (&self->tc, index);
          c.last_period = p && p->moves == 0;
        }
    }
  HakemRulingTerms t;
  hakem_session_ruling_terms (self, &t);
  c.moves_known = moves_known;
  c.time_class = t.time_class;
  c.supervision = t.supervision;
  c.notice = notice;
  /* Guidelines III: announced by the event (III.2.1), and a control without increment (III.2.2). */
  const HakemRegulations *regs = hakem_session_get_regulations (self);
  c.guidelines_iii = regs && regs->guidelines_iii;
  for (int i = 0; self->tc.kind == CHESS_TIME_CONTROL_PERIODS && i < self->tc.n_periods; i++)
    if (self->tc.periods[i].increment > 0)
      c.increment = true;
  /* A fivefold, 75 moves or a dead position the record reached had already ended the game
   * (9.6, 5.2.2): the position alone does not show the first. */
  c.ended_by_record = self->game.auto_ending_ply >= 0 ? self->game.auto_ending : CHESS_ENDING_NONE;
  if (case_out)
    *case_out = c;
  ChessMateContext *ctx = hakem_session_mate_context_take ();
  ChessRulingError err = chess_ruling_flag_case (ctx, &self->game.current, &c, out);
  hakem_session_mate_context_give (ctx);
  if (error_out)
    *error_out = err;
  return err == CHESS_RULING_OK;
}

/* 8.6 on the clock, for each fallen flag in a period that another follows. The clock adds a
 * period's time when the move completing the one before is pressed, and nothing to a clock whose
 * flag has fallen (chess_clock_press): the flagged player never got the following period's time.
 * His count goes to the last move of the period his flag fell in, so that his next move is the
 * first of the following one (a count already past it, moves made on a clock at 0, stays: they
 * are evidence of more moves), and that period's time is added to what his clock shows: the 0
 * his flag left, or time the arbiter has given since; a flag the clock did not show but the
 * arbiter names left 0 on the board's clock. The opponent's time and count, and a flag of his
 * that 8.6 cannot help, stay as they were. Writes the seconds given and each player's next move
 * (0 when untouched) and returns whether the clock changed. */
static gboolean
start_next_period (HakemSession *self, const ChessFlagCase *c, int given[2], int next_move[2])
{
  ChessClock *clock = &self->clock;
  given[0] = given[1] = next_move[0] = next_move[1] = 0;
  if (self->tc.kind != CHESS_TIME_CONTROL_PERIODS)
    return FALSE;
  gint64 now = g_get_monotonic_time ();
  gboolean running = clock->running;
  if (running)
    chess_clock_stop (clock, now); /* stopping records a flag that has just fallen */
  ChessClockFlags flags;
  chess_clock_flag_fall (clock, now, &flags);
  int64_t remaining[2];
  int moves[2];
  gboolean reset[2] = { FALSE, FALSE };
  for (int k = 0; k < 2; k++)
    {
      ChessColor color = (ChessColor) k;
      remaining[k] = chess_clock_remaining (clock, color, now);
      moves[k] = clock->moves[k];
      if (!c->fallen[k])
        continue;
      int index = flag_period (clock, &flags, color);
      if (chess_time_control_period (&self->tc, index)->moves == 0)
        continue;
      moves[k] = MAX (moves[k], period_last_move (&self->tc, index));
      int next = chess_time_control_period_index (&self->tc, moves[k] + 1);
      given[k] = chess_time_control_period (&self->tc, next)->seconds;
      remaining[k] = (flags.fallen[k] ? remaining[k] : 0) + given[k] * CHESS_CLOCK_US_PER_SECOND;
      next_move[k] = moves[k] + 1;
      reset[k] = TRUE;
    }
  gboolean changed = reset[0] || reset[1];
  if (changed)
    {
      /* chess_clock_set clears every flag and 8.4's record: the untouched player keeps his. */
      ChessClock before = *clock;
      chess_clock_set (clock, remaining, moves, clock->to_move);
      clock->flags = before.flags;
      for (int k = 0; k < 2; k++)
        if (reset[k])
          {
            clock->flags.fallen[k] = false;
            clock->flags.at_us[k] = 0;
            clock->flags.moves[k] = 0;
          }
        else
          {
            clock->frozen[k] = before.frozen[k];
            clock->low[k] = before.low[k];
          }
      if (clock->flags.fallen[!clock->flags.first] && !clock->flags.fallen[clock->flags.first])
        clock->flags.first = (ChessColor) !clock->flags.first;
    }
  if (running)
    chess_clock_resume (clock, now);
  return changed;
}

void
hakem_session_apply_flag (HakemSession *self, const ChessFlagCase *c, const ChessRuling *ruling,
                          const char *note)
{
  g_return_if_fail (HAKEM_IS_SESSION (self));
  g_return_if_fail (c != NULL && ruling != NULL);
  /* 5.1.1, 5.2, 9.6 had ended the game before the flag fell: it changes nothing (6.9 does not
   * apply) and nothing is logged. */
  if (ruling->game_over)
    return;
  gint64 ms[2];
  hakem_session_clock_readings (self, ms);
  GString *text = g_string_new (NULL);
  HakemIncidentData *data = hakem_incident_data_new ();
  const gboolean fallen[2] = { c->fallen[0], c->fallen[1] };
  hakem_incident_data_put_colors (data, HAKEM_DATA_FALLEN, fallen);
  hakem_incident_data_put_word (data, HAKEM_DATA_NOTICE,
                                c->notice == CHESS_FLAG_CLAIMED ? "claimed" : "arbiter");
  hakem_incident_data_put_bool (data, HAKEM_DATA_MOVES_KNOWN, c->moves_known);
  if (c->order_known && c->fallen[0] && c->fallen[1])
    hakem_incident_data_put_color (data, HAKEM_DATA_FIRST, c->first);
  int reconciled[2];
  /* Said before the ruling ends the game: the count comes from the record as it is. */
  char *counted[2] = { NULL, NULL };
  /* Said in the text only: the data is what a second ruling compares (hakem-rerule.c), which
   * counts from the record as it stood, as this does. */
  if (hakem_session_reconciled_moves (self, reconciled))
    {
      for (int k = 0; k < 2; k++)
        if (c->fallen[k])
          counted[k] = hakem_session_flag_count_text (self, (ChessColor) k);
    }
  gboolean both = c->fallen[0] && c->fallen[1];
  ChessColor flagged = c->fallen[CHESS_WHITE] ? CHESS_WHITE : CHESS_BLACK;
  g_autofree char *flagged_text = hakem_session_player_text (self, flagged);
  if (both)
    g_string_append (text, _ ("Both flags have fallen"));
  else
    /* TRANSLATORS: 6.9; the player whose flag fell, as in "White (Carlsen)" */
    g_string_append_printf (text, _ ("The flag of %s has fallen"), flagged_text);
  if (ruling->no_rule)
    {
      /* TRANSLATORS: both flags down, which first unknown, and Guidelines III not in force */
      g_string_append_printf (text, ": %s",
                              _ ("which fell first cannot be established, and the "
                                 "Laws give no rule here (Guidelines III apply only "
                                 "where the event announced them, to standard and "
                                 "rapid games without increment); the arbiter "
                                 "decides"));
      for (int side = 0; side < 2; side++)
        {
          g_autofree char *who = hakem_session_player_text (self, (ChessColor) side);
          g_autofree char *why
              = hakem_mate_reason_text (&self->game.current, (ChessColor) side, who,
                                        ruling->can_mate[side], self->san_language);
          if (why)
            g_string_append_printf (text, "; %s", why);
        }
      hakem_incident_data_put_switch (data, HAKEM_DATA_NO_RULE);
      g_string_append_c (text, '.');
    }
  else if (ruling->next_period)
    {
      /* TRANSLATORS: 8.6 */
      g_string_append_printf (text, ": %s",
                              _ ("the scoresheets cannot show that the time "
                                 "control was missed; the game goes on and the "
                                 "next move counts as the first of the following "
                                 "period"));
      hakem_incident_data_put_switch (data, HAKEM_DATA_NEXT_PERIOD);
      int given[2], next_move[2];
      if (start_next_period (self, c, given, next_move))
        {
          for (int k = 0; k < 2; k++)
            if (next_move[k])
              hakem_session_append_next_period (self, text, data, (ChessColor) k, next_move[k],
                                                given[k]);
          hakem_session_emit_clock_changed (self);
        }
      g_string_append_c (text, '.');
    }
  else if (ruling->result != CHESS_RESULT_NONE)
    {
      /* A game that checkmate, stalemate or a dead position had ended keeps that ending. */
      ChessEnding ending
          = ruling->ended_by != CHESS_ENDING_NONE ? ruling->ended_by : CHESS_ENDING_TIME;
      g_autofree char *cited
          = hakem_session_articles_text (ruling->articles, ruling->article_count);
      hakem_session_finish_game (self, ruling->result, ending, hakem_end_reason_of_ending (ending),
                                 ruling->ended_by != CHESS_ENDING_NONE ? NULL : cited);
      const char *result = chess_result_to_string (ruling->result);
      g_string_append (text, ": ");
      /* 6.9: the flagged player loses unless the opponent cannot checkmate: say which. */
      g_autofree char *opponent = hakem_session_player_text (self, !flagged);
      g_autofree char *why
          = !both && ruling->ended_by == CHESS_ENDING_NONE
                ? hakem_mate_reason_text (&self->game.current, !flagged, opponent,
                                          ruling->opponent_can_mate, self->san_language)
                : NULL;
      if (why)
        g_string_append_printf (text, "%s; ", why);
      g_string_append_printf (text, _ ("result %s"), result);
      g_string_append_c (text, '.');
      hakem_incident_data_put_word (data, HAKEM_DATA_RESULT, result);
      hakem_session_emit_changed (self);
    }
  else
    g_string_append_printf (text, ": %s.", _ ("the game goes on"));
  for (int k = 0; k < 2; k++)
    if (counted[k])
      {
        g_string_append_printf (text, " %s", counted[k]);
        g_free (counted[k]);
      }
  g_autofree char *articles = hakem_session_articles_text (ruling->articles, ruling->article_count);
  hakem_session_log_incident (self, HAKEM_INCIDENT_FLAG, self->game.count, ms, articles, text->str,
                              note, data);
  g_string_free (text, TRUE);
}
