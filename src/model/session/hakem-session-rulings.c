/* hakem-session-rulings.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The session's rulings on draw claims (9.2, 9.3, 9.5) and on illegal moves and the other
 * irregularities of 7.5 (A.5.2), carried out on the record and the clock and logged.
 */
#include "config.h"

#include "hakem-session-private.h"

#include <glib/gi18n.h>

#include "chess-movegen.h"
#include "hakem-claim-text.h"
#include "hakem-material-text.h"

/* Terms for rulings. ------------------------------------------------------------------------ */

void
hakem_session_ruling_terms (HakemSession *self, HakemRulingTerms *t)
{
  const HakemRegulations *regs = hakem_session_get_regulations (self);
  if (regs)
    {
      t->illegal_penalty = regs->illegal_move_penalty.value;
      t->claim_penalty = regs->claim_penalty.value;
      t->time_class = regs->time_class;
      t->supervision = regs->supervision;
      return;
    }
  t->time_class = chess_time_control_classify (&self->tc, NULL);
  int penalty = chess_time_class_penalty_seconds (t->time_class);
  if (penalty < 0)
    penalty = 120; /* unknown control: the standard-play figure of 7.5.5 and 9.5.3 */
  t->illegal_penalty = t->claim_penalty = penalty;
  /* A.6, B.4: the event chooses; when it does not say, the usual case, A.5 or B.3. */
  t->supervision
      = t->time_class == CHESS_TIME_CLASS_RAPID || t->time_class == CHESS_TIME_CLASS_BLITZ
            ? CHESS_SUPERVISION_PARTIAL
            : CHESS_SUPERVISION_FULL;
}

/* Claims. ------------------------------------------------------------------------------------ */

gboolean
hakem_session_rule_claim (HakemSession *self, ChessClaimKind kind, ChessMove intended,
                          ChessRuling *out, ChessRulingError *error_out)
{
  return hakem_session_rule_claim_written (self, kind, intended, FALSE, out, error_out);
}

gboolean
hakem_session_rule_claim_written (HakemSession *self, ChessClaimKind kind, ChessMove intended,
                                  gboolean written_illegal, ChessRuling *out,
                                  ChessRulingError *error_out)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), FALSE);
  HakemRulingTerms t;
  hakem_session_ruling_terms (self, &t);
  /* A.3: rapid play, and blitz under B.3 (partial supervision); not blitz under B.2. */
  gboolean rapid_or_blitz
      = t.time_class == CHESS_TIME_CLASS_RAPID
        || (t.time_class == CHESS_TIME_CLASS_BLITZ && t.supervision == CHESS_SUPERVISION_PARTIAL);
  const ChessClaimCase c = {
    .ply = self->game.count,
    .kind = kind,
    .by = self->game.current.side,
    .intended = intended,
    .written_illegal = written_illegal,
    .penalty_seconds = t.claim_penalty,
    .rapid_or_blitz = rapid_or_blitz,
  };
  /* The context decides a dead position exactly (5.2.2), as every ruling does first. */
  ChessMateContext *ctx = hakem_session_mate_context_take ();
  ChessRulingError err = chess_ruling_claim_case (ctx, &self->game, &c, out);
  hakem_session_mate_context_give (ctx);
  if (error_out)
    *error_out = err;
  return err == CHESS_RULING_OK;
}

gboolean
hakem_session_ended (HakemSession *self, ChessEnded *out)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), FALSE);
  ChessMateContext *ctx = hakem_session_mate_context_take ();
  gboolean ended = chess_ended_game (ctx, &self->game, self->game.count, out);
  hakem_session_mate_context_give (ctx);
  return ended;
}

void
hakem_session_apply_claim (HakemSession *self, const ChessRuling *ruling, ChessMove intended)
{
  hakem_session_apply_claim_written (self, ruling, intended, NULL);
}

void
hakem_session_apply_claim_written (HakemSession *self, const ChessRuling *ruling,
                                   ChessMove intended, const char *written)
{
  g_return_if_fail (HAKEM_IS_SESSION (self));
  /* 5.1.1, 5.2, 9.6: the game had ended; the claim changes nothing and is not logged. */
  if (ruling->game_over)
    return;
  gint64 ms[2];
  hakem_session_clock_readings (self, ms);
  int ply = self->game.count;
  ChessColor claimant = self->game.current.side;
  ChessPosition pos = self->game.current;
  GString *text = g_string_new (NULL);
  HakemIncidentData *data = hakem_incident_data_new ();
  hakem_incident_data_put_color (data, HAKEM_DATA_CLAIMANT, claimant);
  hakem_incident_data_put_word (data, HAKEM_DATA_VERDICT,
                                ruling->verdict == CHESS_VERDICT_CORRECT ? "correct" : "incorrect");
  hakem_incident_data_put_word (
      data, HAKEM_DATA_CLAIM, ruling->claim_kind == CHESS_CLAIM_THREEFOLD ? "threefold" : "fifty");
  /* Who claimed what, first: the log and the PGN comment name the claimant; the evidence, cited
   * as moves, on the record as it was claimed on. */
  g_autofree char *who = hakem_session_player_text (self, claimant);
  g_autofree char *evidence
      = hakem_claim_evidence_text (&self->game, ruling, intended, self->san_language);
  gboolean threefold = ruling->claim_kind == CHESS_CLAIM_THREEFOLD;
  /* The move written (9.2.1.1, 9.3.1): in SAN when legal, else as the claimant wrote it. */
  g_autofree char *shown = NULL;
  if (intended != CHESS_MOVE_NONE && chess_movegen_is_legal (&pos, intended))
    {
      shown = hakem_session_move_san (self, &pos, intended);
      hakem_incident_data_put_move (data, HAKEM_DATA_INTENDED, &pos, intended);
    }
  else if (ruling->written_illegal)
    {
      hakem_incident_data_put_switch (data, HAKEM_DATA_WRITTEN);
      shown = g_strdup (written && *written ? written : "?");
      /* As written, for the re-ruling's text. */
      if (written && *written)
        hakem_incident_data_put_word (data, HAKEM_DATA_WRITTEN_AS, written);
    }
  if (shown && threefold)
    /* TRANSLATORS: 9.2.1.1; the claimant ("White (Carlsen)"), then the move written */
    g_string_append_printf (text,
                            _ ("%s claims a draw by threefold repetition (Article 9.2), "
                               "writing %s on the scoresheet without playing it. "),
                            who, shown);
  else if (shown)
    /* TRANSLATORS: 9.3.1; the claimant ("White (Carlsen)"), then the move written */
    g_string_append_printf (text,
                            _ ("%s claims a draw under the fifty-move rule (Article "
                               "9.3), writing %s on the scoresheet without playing it. "),
                            who, shown);
  else if (threefold)
    /* TRANSLATORS: 9.2.1.2; the claimant, as in "White (Carlsen)" */
    g_string_append_printf (text, _ ("%s claims a draw by threefold repetition (Article 9.2). "),
                            who);
  else
    /* TRANSLATORS: 9.3.2; the claimant, as in "White (Carlsen)" */
    g_string_append_printf (text, _ ("%s claims a draw under the fifty-move rule (Article 9.3). "),
                            who);

  if (ruling->verdict == CHESS_VERDICT_CORRECT)
    {
      hakem_session_finish_game (self, CHESS_RESULT_DRAW, CHESS_ENDING_CLAIM,
                                 threefold ? HAKEM_END_THREEFOLD : HAKEM_END_FIFTY,
                                 threefold ? "9.2" : "9.3");
      g_string_append (text, _ ("The claim is correct: the game is drawn."));
      hakem_incident_data_put_word (data, HAKEM_DATA_RESULT,
                                    chess_result_to_string (CHESS_RESULT_DRAW));
    }
  else
    {
      g_string_append (text, _ ("The claim is incorrect: the game goes on."));
      /* chess_clock_adjust works on a clock not yet started as on a running or stopped one. */
      if (ruling->adjust_seconds)
        {
          hakem_session_adjust_clock (self, ruling->adjust_color, ruling->adjust_seconds);
          g_autofree char *adj
              = hakem_session_adjust_text (ruling->adjust_color, ruling->adjust_seconds);
          /* It goes on the sentence before ("...goes on; two minutes added to..."): the
           * adjustment's text begins in lower case. */
          if (text->len && text->str[text->len - 1] == '.')
            g_string_truncate (text, text->len - 1);
          g_string_append_printf (text, "; %s.", adj);
          hakem_incident_data_put_adjust (data, ruling->adjust_color, ruling->adjust_seconds);
        }
      if (ruling->must_play_intended && intended != CHESS_MOVE_NONE
          && chess_movegen_is_legal (&pos, intended))
        {
          g_autofree char *san = hakem_session_move_san (self, &pos, intended);
          /* Played as at the board (a stopped clock pressed at no time used): 9.5.3's move. */
          hakem_session_play (self, intended);
          g_string_append_c (text, ' ');
          /* TRANSLATORS: 9.5.3: the move the claimant wrote must now be made; %s is its SAN */
          g_string_append_printf (text, _ ("The written move %s is played."), san);
          /* It may have ended the game: a checkmate (5.1.1), or what only the search sees. */
          if (ruling->result != CHESS_RESULT_NONE && !hakem_session_is_over (self))
            hakem_session_finish_game (self, ruling->result, ruling->ended_by,
                                       hakem_end_reason_of_ending (ruling->ended_by), NULL);
        }
      if (ruling->written_illegal)
        {
          g_autofree char *must = hakem_claim_written_illegal_text (written, who);
          g_string_append_printf (text, " %s", must);
        }
    }
  if (!ruling->written_illegal)
    g_string_append_printf (text, " %s", evidence);
  if (ruling->verdict == CHESS_VERDICT_CORRECT)
    hakem_session_emit_changed (self);
  g_autofree char *articles = hakem_session_articles_text (ruling->articles, ruling->article_count);
  hakem_session_log_incident (self, HAKEM_INCIDENT_CLAIM, ply, ms, articles, text->str, NULL, data);
  g_string_free (text, TRUE);
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
  HakemRulingTerms t;
  hakem_session_ruling_terms (self, &t);
  c->ply = ply;
  c->previous = self->illegal[pos.side];
  c->penalty_seconds = t.illegal_penalty;
  c->time_class = t.time_class;
  c->supervision = t.supervision;
  /* A.5.2: the record holds the opponent's next move, so he has made it. */
  if (t.supervision == CHESS_SUPERVISION_PARTIAL && ply + 2 <= self->game.count)
    c->opponent_moved = true;
  ChessMateContext *ctx = hakem_session_mate_context_take ();
  ChessRulingError err = chess_ruling_irregularity (ctx, &self->game, c, out);
  hakem_session_mate_context_give (ctx);
  if (error_out)
    *error_out = err;
  return err == CHESS_RULING_OK;
}

/* The period time a player's moves 1 to n have brought: each move that completes a period with a
 * move count adds the following period's time (6.3; chess_clock_press), a last period with a
 * move count repeating (chess_time_control_period_index). */
static int64_t
period_time_earned (const ChessTimeControl *tc, int n)
{
  int64_t total = 0;
  if (tc->kind != CHESS_TIME_CONTROL_PERIODS)
    return 0;
  int first = 1; /* the first move of period i */
  for (int i = 0; i < tc->n_periods; i++)
    {
      int m = tc->periods[i].moves;
      if (m == 0)
        break;
      if (i == tc->n_periods - 1)
        {
          if (n >= first)
            total += (int64_t) ((n - first + 1) / m) * tc->periods[i].seconds;
          break;
        }
      if (n < first + m - 1)
        break;
      total += tc->periods[i + 1].seconds;
      first += m;
    }
  return total * CHESS_CLOCK_US_PER_SECOND;
}

/* After the record was cut back (and a move perhaps put in place), the clock must run for the
 * player the record says is to move (7.5.3's press without a move gives it back to the
 * offender), and its move counts must be the record's, whatever presses the record does not
 * show, so that the periods stay right. The times stay as they are (7.1 and 7.5.1 leave them to
 * the arbiter; the penalty comes after), except that the period time the voided moves and
 * presses brought is taken back: replayed, they will bring it again, and no period is given
 * twice. */
static void
give_clock_back (HakemSession *self)
{
  ChessClock *clock = &self->clock;
  if (self->tc.kind != CHESS_TIME_CONTROL_PERIODS && self->tc.kind != CHESS_TIME_CONTROL_SANDCLOCK)
    return;
  int moves[2];
  hakem_session_recorded_moves (&self->game, moves);
  ChessColor to_move = self->game.current.side;
  if (moves[0] == clock->moves[0] && moves[1] == clock->moves[1] && to_move == clock->to_move)
    return;
  gint64 now = g_get_monotonic_time ();
  gboolean running = clock->running;
  if (running)
    chess_clock_stop (clock, now);
  int64_t remaining[2];
  for (int c = 0; c < 2; c++)
    {
      remaining[c] = chess_clock_remaining (clock, (ChessColor) c, now);
      if (clock->moves[c] > moves[c])
        remaining[c] -= period_time_earned (&self->tc, clock->moves[c])
                        - period_time_earned (&self->tc, moves[c]);
      if (remaining[c] < 0)
        remaining[c] = 0;
    }
  chess_clock_set (clock, remaining, moves, to_move);
  if (running)
    chess_clock_resume (clock, now);
  hakem_session_emit_clock_changed (self);
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
irregularity_text (ChessIrregularity kind, const char *who)
{
  switch (kind)
    {
    case CHESS_IRREGULARITY_NO_PROMOTION:
      /* TRANSLATORS: 7.5.2; %s is the player, as in "White (Carlsen)" */
      return g_strdup_printf (_ ("%s moved a pawn to the last rank and did not replace it"), who);
    case CHESS_IRREGULARITY_CLOCK_ONLY:
      /* TRANSLATORS: 7.5.3; %s is the player, as in "White (Carlsen)" */
      return g_strdup_printf (_ ("%s pressed the clock without making a move"), who);
    case CHESS_IRREGULARITY_TWO_HANDS:
      /* TRANSLATORS: 7.5.4; %s is the player, as in "White (Carlsen)" */
      return g_strdup_printf (_ ("%s made a move with both hands"), who);
    case CHESS_IRREGULARITY_ILLEGAL_MOVE:
    default:
      /* TRANSLATORS: 7.5.1; %s is the player, as in "White (Carlsen)" */
      return g_strdup_printf (_ ("%s completed an illegal move"), who);
    }
}

/* Ends the game with the ruling's result, if it has one, and says so in the log's parts and
 * data; returns whether it did. How the game ended is the ruling's: an ending the record had
 * reached (5.1.1, 5.2.1, 5.2.2, 9.6.1, 9.6.2) or one the replacing move made (7.5.2's queen,
 * 7.5.4's move); otherwise the arbiter ends it under 7.5.5. */
static gboolean
finish_ruled_game (HakemSession *self, const ChessRuling *ruling, GPtrArray *parts,
                   HakemIncidentData *data)
{
  HakemEndReason reason
      = ruling->illegal_position_draw ? HAKEM_END_ILLEGAL_POSITION : HAKEM_END_ILLEGAL_MOVE;
  if (ruling->result == CHESS_RESULT_NONE)
    return FALSE;
  ChessEnding ending
      = ruling->ended_by != CHESS_ENDING_NONE ? ruling->ended_by : CHESS_ENDING_ARBITER;
  hakem_session_finish_game (self, ruling->result, ending,
                             ruling->ended_by != CHESS_ENDING_NONE
                                 ? hakem_end_reason_of_ending (ruling->ended_by)
                                 : reason,
                             NULL);
  const char *result = chess_result_to_string (ruling->result);
  /* TRANSLATORS: %s is a result such as 1-0 */
  g_ptr_array_add (parts, g_strdup_printf (_ ("result %s"), result));
  hakem_incident_data_put_word (data, HAKEM_DATA_RESULT, result);
  return TRUE;
}

void
hakem_session_apply_irregularity (HakemSession *self, const ChessIrregularityCase *c,
                                  const ChessRuling *ruling, const char *note)
{
  g_return_if_fail (HAKEM_IS_SESSION (self));
  g_return_if_fail (c != NULL && ruling != NULL);
  /* 5.1.1, 5.2, 9.6 had ended the game at or before the irregularity: nothing changes and
   * nothing is logged. */
  if (ruling->game_over)
    return;
  gint64 ms[2];
  hakem_session_clock_readings (self, ms);
  int found_at = self->game.count;
  int ply = c->ply < 0 || c->ply > self->game.count ? self->game.count : c->ply;
  ChessPosition at;
  chess_game_position_at (&self->game, ply, &at);
  ChessColor offender = at.side;

  GPtrArray *parts = g_ptr_array_new_with_free_func (g_free);
  HakemIncidentData *data = hakem_incident_data_new ();
  hakem_incident_data_put_word (data, HAKEM_DATA_IRREGULARITY, irregularity_key (c->kind));
  hakem_incident_data_put_color (data, HAKEM_DATA_OFFENDER, offender);
  hakem_incident_data_put_int (data, HAKEM_DATA_PLY, ply);
  hakem_incident_data_put_int (data, HAKEM_DATA_FOUND_AT, found_at);
  hakem_incident_data_put_move (data, HAKEM_DATA_MOVE, &at, c->move);
  g_autofree char *offender_text = hakem_session_player_text (self, offender);
  g_autofree char *what = irregularity_text (c->kind, offender_text);
  gboolean changed = FALSE;

  if (ruling->stands && (c->kind == CHESS_IRREGULARITY_NO_PROMOTION || c->illegal_position))
    {
      /* TRANSLATORS: A.5.4: the opponent's next move removed the illegal position */
      g_ptr_array_add (parts, g_strdup (_ ("the next move put the illegal position right: the "
                                           "game goes on")));
      hakem_incident_data_put_switch (data, HAKEM_DATA_STANDS);
      hakem_incident_data_put_word (data, HAKEM_DATA_ILLEGAL_POSITION, "put-right");
    }
  else if (ruling->stands)
    {
      /* TRANSLATORS: A.5.2: nobody acted before the opponent made the next move */
      g_ptr_array_add (parts, g_strdup (_ ("the move stands: the opponent had already made the "
                                           "next move")));
      hakem_incident_data_put_switch (data, HAKEM_DATA_STANDS);
    }
  else if (ruling->illegal_position_draw)
    {
      /* TRANSLATORS: A.5.4: both kings in check or a pawn on the last rank, still there once the
       * next move was completed */
      g_ptr_array_add (parts, g_strdup (_ ("an illegal position was still on the board after the "
                                           "next move was completed")));
      hakem_incident_data_put_word (data, HAKEM_DATA_ILLEGAL_POSITION, "still");
      self->illegal[offender]++;
      hakem_incident_data_put_int (data, HAKEM_DATA_COUNT, self->illegal[offender]);
      changed = finish_ruled_game (self, ruling, parts, data);
    }
  else
    {
      if (ruling->restore_ply >= 0 && ruling->restore_ply <= self->game.count)
        {
          /* The moves after the irregularity are void (7.5.1); the log keeps them. */
          gboolean gone = ruling->restore_ply < self->game.count;
          hakem_incident_data_put_int (data, HAKEM_DATA_RESTORE, ruling->restore_ply);
          if (gone)
            {
              hakem_incident_data_put_moves (data, HAKEM_DATA_DROPPED, &self->game,
                                             ruling->restore_ply);
              chess_game_truncate (&self->game, ruling->restore_ply);
              changed = TRUE;
            }
          if (c->kind == CHESS_IRREGULARITY_CLOCK_ONLY && !gone)
            {
              /* 7.5.3 at once: no move was made, so there is nothing to take back. */
              const char *who = offender_text;
              /* TRANSLATORS: 7.5.3; the player who pressed the clock without moving, as in
               * "White (Carlsen)" */
              g_ptr_array_add (parts, g_strdup_printf (_ ("%s must now make a move"), who));
              if (self->clock.started)
                /* TRANSLATORS: 7.5.3; %s is the player, as in "White (Carlsen)" */
                g_ptr_array_add (parts, g_strdup_printf (_ ("the clock is given back to %s"), who));
            }
          else
            /* TRANSLATORS: 7.5.1; %d counts half-moves from the start of the game */
            g_ptr_array_add (parts, g_strdup_printf (_ ("the position after %d half-moves is "
                                                        "reinstated"),
                                                     ruling->restore_ply));
        }
      /* The clock back to the reinstated position first; then the replacing move is completed
       * on it as at the board: its increment, its count, the opponent's clock to run. */
      give_clock_back (self);
      if (ruling->replacement != CHESS_MOVE_NONE)
        {
          ChessPosition pos = self->game.current;
          if (chess_movegen_is_legal (&pos, ruling->replacement))
            {
              g_autofree char *san = hakem_session_move_san (self, &pos, ruling->replacement);
              hakem_incident_data_put_move (data, HAKEM_DATA_REPLACEMENT, &pos,
                                            ruling->replacement);
              /* As at the board: 7.5.2's queen, 7.5.4's move. */
              hakem_session_play (self, ruling->replacement);
              changed = TRUE;
              /* TRANSLATORS: 7.5.2, 7.5.4: the move put in place of the irregular one */
              g_ptr_array_add (parts, g_strdup_printf (_ ("%s is played in its place"), san));
            }
        }
      if (ruling->adjust_seconds)
        {
          hakem_session_adjust_clock (self, ruling->adjust_color, ruling->adjust_seconds);
          g_ptr_array_add (
              parts, hakem_session_adjust_text (ruling->adjust_color, ruling->adjust_seconds));
          hakem_incident_data_put_adjust (data, ruling->adjust_color, ruling->adjust_seconds);
        }
      self->illegal[offender]++;
      hakem_incident_data_put_int (data, HAKEM_DATA_COUNT, self->illegal[offender]);
      /* 7.5.5: a second illegal move loses, unless the opponent cannot checkmate: say which. */
      if (ruling->result != CHESS_RESULT_NONE && ruling->ended_by == CHESS_ENDING_NONE)
        {
          g_autofree char *opponent = hakem_session_player_text (self, !offender);
          char *why = hakem_mate_reason_text (&self->game.current, !offender, opponent,
                                              ruling->opponent_can_mate, self->san_language);
          if (why)
            g_ptr_array_add (parts, why);
        }
      if (finish_ruled_game (self, ruling, parts, data))
        changed = TRUE;
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
    hakem_session_emit_changed (self);
  g_autofree char *articles = hakem_session_articles_text (ruling->articles, ruling->article_count);
  hakem_session_log_incident (self, HAKEM_INCIDENT_ILLEGAL_MOVE, ply, ms, articles, text->str, note,
                              data);
  g_string_free (text, TRUE);
}
