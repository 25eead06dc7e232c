/* hakem-session-flag.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The session's rulings on fallen flags (6.9, 8.6, A.5.3, A.5.5) and what they do to the game.
 */
#include "config.h"

#include "hakem-session-private.h"

#include <glib/gi18n.h>
#include <string.h>

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
  HakemRulingTerms t;
  hakem_session_ruling_terms (self, &t);
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
    g_string_append_printf (data, ";first=%s", hakem_session_color_key (c->first));
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
      hakem_session_finish_game (self, ruling->result, ending);
      const char *result = chess_result_to_string (ruling->result);
      g_string_append (text, ": ");
      g_string_append_printf (text, _("result %s"), result);
      g_string_append_c (text, '.');
      g_string_append_printf (data, ";result=%s", result);
      hakem_session_emit_changed (self);
    }
  else
    g_string_append_printf (text, ": %s.", _("the game goes on"));
  g_autofree char *articles = hakem_session_articles_text (ruling->articles, ruling->article_count);
  hakem_session_log_incident (self, HAKEM_INCIDENT_FLAG, self->game.count, ms, articles,
                              text->str, note, g_string_free (data, FALSE));
  g_string_free (text, TRUE);
}
