/* chess-ruling.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Draw claims of Articles 9.2 and 9.3, ruled as 9.5 orders.
 */
#include "chess-ruling.h"

#include <stdlib.h>
#include <string.h>

#include "chess-movegen.h"

static void
add_article (ChessRuling *r, const char *article)
{
  if (r->article_count < CHESS_RULING_MAX_ARTICLES)
    r->articles[r->article_count++] = article;
}

static void
ruling_init (ChessRuling *out)
{
  memset (out, 0, sizeof *out);
  out->last_irreversible_ply = -1;
  out->ended_ply = -1;
  out->restore_ply = -1;
  out->opponent_can_mate = CHESS_MATE_UNDETERMINED;
}

static ChessResult
win_for (ChessColor winner)
{
  return winner == CHESS_WHITE ? CHESS_RESULT_WHITE_WINS : CHESS_RESULT_BLACK_WINS;
}

ChessRulingError
chess_ruling_claim (const ChessGame *game, int ply, ChessClaimKind kind, ChessColor by,
                    ChessMove intended, int penalty_seconds, bool rapid_or_blitz,
                    ChessRuling *out)
{
  ruling_init (out);
  if (ply < 0 || ply > game->count)
    return CHESS_RULING_ERROR_PLY;

  ChessPosition pos;
  chess_game_position_at (game, ply, &pos);
  if (pos.side != by)
    return CHESS_RULING_ERROR_NOT_TO_MOVE;
  if (intended != CHESS_MOVE_NONE && !chess_movegen_is_legal (&pos, intended))
    return CHESS_RULING_ERROR_INTENDED_ILLEGAL;

  if (game->auto_ending_ply >= 0 && game->auto_ending_ply <= ply)
    {
      out->ended_ply = game->auto_ending_ply;
      out->ended_by = game->auto_ending;
    }

  bool correct;
  int claimed_ply = ply;
  if (kind == CHESS_CLAIM_THREEFOLD)
    {
      int n = chess_game_occurrences (game, ply, out->occurrences, CHESS_RULING_MAX_PLIES);
      if (intended != CHESS_MOVE_NONE)
        {
          /* The position the written move would make: compared with the earlier positions of
           * the same side to move since the last irreversible move. */
          ChessUndo undo;
          chess_position_make (&pos, intended, &undo);
          ChessKey key = chess_position_repetition_key (&pos);
          n = 0;
          claimed_ply = ply + 1;
          int window = pos.halfmove < claimed_ply ? pos.halfmove : claimed_ply;
          int found = -1;
          for (int back = 2; back <= window; back += 2)
            if (game->keys[claimed_ply - back] == key)
              {
                found = claimed_ply - back;
                break;
              }
          if (found >= 0)
            n = chess_game_occurrences (game, found, out->occurrences, CHESS_RULING_MAX_PLIES - 1);
          if (n < CHESS_RULING_MAX_PLIES)
            out->occurrences[n] = claimed_ply;
          n++;
        }
      out->occurrence_count = n < CHESS_RULING_MAX_PLIES ? n : CHESS_RULING_MAX_PLIES;
      correct = n >= 3;
      add_article (out, intended != CHESS_MOVE_NONE ? "9.2.1.1" : "9.2.1.2");
      add_article (out, "9.2.2");
    }
  else
    {
      int without = pos.halfmove;
      out->last_irreversible_ply = chess_game_last_irreversible (game, ply);
      if (intended != CHESS_MOVE_NONE)
        {
          ChessUndo undo;
          chess_position_make (&pos, intended, &undo);
          without = pos.halfmove;
          if (without == 0)
            out->last_irreversible_ply = ply + 1;
        }
      out->moves_without = without;
      correct = without >= 100;
      add_article (out, intended != CHESS_MOVE_NONE ? "9.3.1" : "9.3.2");
    }

  if (correct)
    {
      out->verdict = CHESS_VERDICT_CORRECT;
      out->result = CHESS_RESULT_DRAW;
      add_article (out, "9.5.2");
    }
  else
    {
      out->verdict = CHESS_VERDICT_INCORRECT;
      out->result = CHESS_RESULT_NONE;
      out->adjust_color = !by;
      out->adjust_seconds = penalty_seconds;
      out->must_play_intended = intended != CHESS_MOVE_NONE;
      add_article (out, "9.5.3");
      if (rapid_or_blitz)
        add_article (out, "A.3");
    }
  return CHESS_RULING_OK;
}

/* The loser's opponent wins, unless it cannot checkmate from pos: then a draw. */
static ChessRulingError
loss_unless_no_mate (ChessMateContext *ctx, const ChessPosition *pos, ChessColor loser,
                     ChessRuling *out)
{
  ChessMateResult *mate = malloc (sizeof *mate);
  if (!mate)
    return CHESS_RULING_ERROR_UNDETERMINED;
  out->opponent_can_mate = chess_mate_can_checkmate (ctx, pos, !loser, mate);
  free (mate);
  if (out->opponent_can_mate == CHESS_MATE_UNDETERMINED)
    return CHESS_RULING_ERROR_UNDETERMINED;
  out->result = out->opponent_can_mate == CHESS_MATE_YES ? win_for (!loser) : CHESS_RESULT_DRAW;
  return CHESS_RULING_OK;
}

ChessRulingError
chess_ruling_flag (ChessMateContext *ctx, const ChessPosition *pos, ChessColor flagged,
                   ChessRuling *out)
{
  ruling_init (out);
  add_article (out, "6.9");
  out->verdict = CHESS_VERDICT_CORRECT;
  return loss_unless_no_mate (ctx, pos, flagged, out);
}

ChessRulingError
chess_ruling_illegal (ChessMateContext *ctx, const ChessGame *game, int ply, int previous,
                      int penalty_seconds, bool rapid_or_blitz, ChessRuling *out)
{
  ruling_init (out);
  if (ply < 0 || ply > game->count || previous < 0)
    return CHESS_RULING_ERROR_PLY;
  ChessPosition pos;
  chess_game_position_at (game, ply, &pos);
  out->verdict = CHESS_VERDICT_CORRECT;
  out->restore_ply = ply;
  add_article (out, "7.5.1");
  add_article (out, "7.5.5");
  if (previous == 0)
    {
      out->result = CHESS_RESULT_NONE;
      out->adjust_color = !pos.side;
      out->adjust_seconds = penalty_seconds;
      if (rapid_or_blitz)
        add_article (out, "A.3");
      return CHESS_RULING_OK;
    }
  return loss_unless_no_mate (ctx, &pos, pos.side, out);
}
