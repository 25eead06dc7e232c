/* hakem-session-penalty.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The game's scores (10.2) and the penalties of 12.9 carried out on the clock and the scores.
 */
#include "config.h"

#include "hakem-session-private.h"

#include <glib/gi18n.h>
#include <string.h>

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
  [CHESS_PENALTY_WARNING] = N_ ("a warning"),
  [CHESS_PENALTY_OPPONENT_TIME] = N_ ("time added to the opponent's clock"),
  [CHESS_PENALTY_OFFENDER_TIME] = N_ ("time taken from the offender's clock"),
  [CHESS_PENALTY_OPPONENT_POINTS] = N_ ("the opponent's score raised to the maximum"),
  [CHESS_PENALTY_OFFENDER_POINTS] = N_ ("the offender's score lowered"),
  [CHESS_PENALTY_LOSS] = N_ ("the game declared lost"),
  [CHESS_PENALTY_FINE] = N_ ("a fine announced in advance"),
  [CHESS_PENALTY_EXCLUSION] = N_ ("exclusion from one or more rounds"),
  [CHESS_PENALTY_EXPULSION] = N_ ("expulsion from the competition"),
};

static const char *const penalty_keys[CHESS_PENALTY_COUNT] = {
  "warning", "opponent-time", "offender-time", "opponent-points", "offender-points",
  "loss",    "fine",          "exclusion",     "expulsion",
};

gboolean
hakem_session_apply_penalty (HakemSession *self, const ChessPenalty *penalty, const char *occasion,
                             const char *note, ChessPenaltyEffect *out)
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
  /* 5.1.1, 5.2, 9.6: the result stands; only what concerns the player may still be given. */
  ChessEnded ended;
  if (chess_penalty_after_ending (penalty) != CHESS_PENALTY_OK
      && hakem_session_ended (self, &ended))
    return FALSE;

  gint64 ms[2];
  hakem_session_clock_readings (self, ms);
  int ply = self->game.count;
  ChessColor offender = penalty->offender;
  HakemIncidentData *data = hakem_incident_data_new ();
  hakem_incident_data_put_word (data, HAKEM_DATA_PENALTY, penalty_keys[penalty->kind]);
  hakem_incident_data_put_color (data, HAKEM_DATA_OFFENDER, offender);
  if (occasion && *occasion)
    hakem_incident_data_put_word (data, HAKEM_DATA_OCCASION, occasion);
  GString *text = g_string_new (NULL);
  g_autofree char *who = hakem_session_player_text (self, offender);
  if (occasion && *occasion)
    /* TRANSLATORS: 12.9; the first %s is the offender ("White (Carlsen)"), the second an
     * article number, the third the penalty */
    g_string_append_printf (text, _ ("Penalty on %s for Article %s: %s"), who, occasion,
                            _ (penalty_names[penalty->kind]));
  else
    /* TRANSLATORS: 12.9; the first %s is the offender ("White (Carlsen)"), the second the
     * penalty */
    g_string_append_printf (text, _ ("Penalty on %s: %s"), who, _ (penalty_names[penalty->kind]));
  if (penalty->kind == CHESS_PENALTY_EXCLUSION)
    {
      g_string_append_printf (text, " (%d)", penalty->rounds);
      hakem_incident_data_put_int (data, HAKEM_DATA_ROUNDS, penalty->rounds);
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
          hakem_session_emit_clock_changed (self);
        g_autofree char *adj = hakem_session_adjust_text ((ChessColor) c, effect.clock_delta[c]);
        g_string_append_printf (text, "; %s", adj);
        hakem_incident_data_put_adjust (data, (ChessColor) c, effect.clock_delta[c]);
      }

  gboolean scores_changed
      = effect.score[0] != CHESS_SCORE_UNSET || effect.score[1] != CHESS_SCORE_UNSET;
  if (scores_changed)
    {
      for (int c = 0; c < 2; c++)
        self->scores[c] = effect.score[c] != CHESS_SCORE_UNSET ? effect.score[c] : current[c];
      self->scores_set = TRUE;
      g_string_append (text, "; ");
      /* TRANSLATORS: the game's scores, White's first: 1-0, ½-½, ½-0 */
      g_string_append_printf (text, _ ("scores %s-%s"), hakem_score_text (self->scores[0]),
                              hakem_score_text (self->scores[1]));
      hakem_incident_data_put_scores (data, self->scores[0], self->scores[1]);
    }
  if (effect.game_ends)
    {
      /* Scores 10.2 allows but no PGN result stands for (0-0, ½-0, 0-½) leave the result "*":
       * the game is over (ending ARBITER, clock stopped) and the scores are the session's. */
      int scores[2];
      hakem_session_get_scores (self, scores);
      ChessResult result = result_of_scores (scores);
      hakem_session_finish_game (self, result, CHESS_ENDING_ARBITER, HAKEM_END_PENALTY, occasion);
      hakem_incident_data_put_word (data, HAKEM_DATA_RESULT, chess_result_to_string (result));
    }
  g_string_append_c (text, '.');
  if (scores_changed || effect.game_ends)
    hakem_session_emit_changed (self);

  GString *articles = g_string_new (occasion ? occasion : "");
  for (int i = 0; i < effect.article_count; i++)
    if (effect.articles[i] && !(occasion && strcmp (occasion, effect.articles[i]) == 0))
      {
        if (articles->len)
          g_string_append_c (articles, ' ');
        g_string_append (articles, effect.articles[i]);
      }
  hakem_session_log_incident (self, HAKEM_INCIDENT_PENALTY, ply, ms, articles->str, text->str, note,
                              data);
  g_string_free (articles, TRUE);
  g_string_free (text, TRUE);
  return TRUE;
}
