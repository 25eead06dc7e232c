/* hakem-session-rulings.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The session's rulings on draw claims (9.2, 9.3, 9.5) and on illegal moves and the other
 * irregularities of 7.5 (A.5.2), carried out on the record and the clock and logged.
 */
#include "config.h"

#include "hakem-session-private.h"

#include <glib/gi18n.h>

#include "chess-movegen.h"

/* Terms for rulings. ------------------------------------------------------------------------ */

void
hakem_session_ruling_terms (HakemSession *self, HakemRulingTerms *t)
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
  HakemRulingTerms t;
  hakem_session_ruling_terms (self, &t);
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
  g_string_append_printf (data, "claimant=%s;verdict=%s", hakem_session_color_key (claimant),
                          ruling->verdict == CHESS_VERDICT_CORRECT ? "correct" : "incorrect");
  if (intended != CHESS_MOVE_NONE && chess_movegen_is_legal (&pos, intended))
    {
      g_autofree char *uci = hakem_session_move_uci (&pos, intended);
      g_string_append_printf (data, ";intended=%s", uci);
    }

  if (ruling->verdict == CHESS_VERDICT_CORRECT)
    {
      hakem_session_finish_game (self, CHESS_RESULT_DRAW, CHESS_ENDING_CLAIM);
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
          g_autofree char *adj = hakem_session_adjust_text (ruling->adjust_color,
                                                            ruling->adjust_seconds);
          g_string_append_printf (text, " %s.", adj);
          g_string_append_printf (data, ";adjust=%s%+d",
                                  hakem_session_color_key (ruling->adjust_color),
                                  ruling->adjust_seconds);
        }
      if (ruling->must_play_intended && intended != CHESS_MOVE_NONE
          && chess_movegen_is_legal (&pos, intended))
        {
          g_autofree char *san = hakem_session_move_san (self, &pos, intended);
          hakem_session_play (self, intended);
          g_string_append_c (text, ' ');
          /* TRANSLATORS: 9.5.3: the move the claimant wrote must now be made; %s is its SAN */
          g_string_append_printf (text, _("The written move %s is played."), san);
        }
    }
  if (ruling->verdict == CHESS_VERDICT_CORRECT)
    hakem_session_emit_changed (self);
  g_autofree char *articles = hakem_session_articles_text (ruling->articles, ruling->article_count);
  hakem_session_log_incident (self, HAKEM_INCIDENT_CLAIM, ply, ms, articles, text->str, NULL,
                              g_string_free (data, FALSE));
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
irregularity_text (ChessIrregularity kind, ChessColor offender)
{
  const char *who = hakem_session_color_name (offender);
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
                          irregularity_key (c->kind), hakem_session_color_key (offender), ply,
                          found_at);
  if (c->move != CHESS_MOVE_NONE && chess_movegen_is_legal (&at, c->move))
    {
      g_autofree char *uci = hakem_session_move_uci (&at, c->move);
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
              g_autofree char *san = hakem_session_move_san (self, &pos, ruling->replacement);
              g_autofree char *uci = hakem_session_move_uci (&pos, ruling->replacement);
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
          g_ptr_array_add (parts, hakem_session_adjust_text (ruling->adjust_color,
                                                            ruling->adjust_seconds));
          g_string_append_printf (data, ";adjust=%s%+d",
                                  hakem_session_color_key (ruling->adjust_color),
                                  ruling->adjust_seconds);
        }
      self->illegal[offender]++;
      g_string_append_printf (data, ";count=%d", self->illegal[offender]);
      if (ruling->result != CHESS_RESULT_NONE)
        {
          hakem_session_finish_game (self, ruling->result, CHESS_ENDING_ARBITER);
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
    hakem_session_emit_changed (self);
  g_autofree char *articles = hakem_session_articles_text (ruling->articles, ruling->article_count);
  hakem_session_log_incident (self, HAKEM_INCIDENT_ILLEGAL_MOVE, ply, ms, articles, text->str,
                              note, g_string_free (data, FALSE));
  g_string_free (text, TRUE);
}
