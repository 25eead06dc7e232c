/* chess-ended.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The endings of the game that need nobody's claim or ruling (5.1.1, 5.2.1, 5.2.2, 9.6), for a
 * position and for a game record at a ply.
 */
#include "chess-ended.h"

#include <stdlib.h>

#include "chess-movegen.h"

#include <string.h>

static const char *const ending_words[] = {
  [CHESS_ENDING_NONE] = "none",
  [CHESS_ENDING_CHECKMATE] = "checkmate",
  [CHESS_ENDING_STALEMATE] = "stalemate",
  [CHESS_ENDING_DEAD_POSITION] = "dead-position",
  [CHESS_ENDING_FIVEFOLD] = "fivefold",
  [CHESS_ENDING_SEVENTY_FIVE] = "seventy-five",
  [CHESS_ENDING_RESIGNATION] = "resignation",
  [CHESS_ENDING_AGREEMENT] = "agreement",
  [CHESS_ENDING_CLAIM] = "claim",
  [CHESS_ENDING_TIME] = "time",
  [CHESS_ENDING_ARBITER] = "arbiter",
};
#define ENDING_WORDS (sizeof ending_words / sizeof ending_words[0])

const char *
chess_ending_word (ChessEnding ending)
{
  return (unsigned) ending < ENDING_WORDS ? ending_words[ending] : "none";
}

bool
chess_ending_from_word (const char *word, ChessEnding *out)
{
  for (unsigned i = 0; i < ENDING_WORDS; i++)
    if (strcmp (word, ending_words[i]) == 0)
      {
        *out = (ChessEnding) i;
        return true;
      }
  return false;
}

const char *
chess_ending_article (ChessEnding ending)
{
  switch (ending)
    {
    case CHESS_ENDING_CHECKMATE:
      return "5.1.1";
    case CHESS_ENDING_STALEMATE:
      return "5.2.1";
    case CHESS_ENDING_DEAD_POSITION:
      return "5.2.2";
    case CHESS_ENDING_FIVEFOLD:
      return "9.6.1";
    case CHESS_ENDING_SEVENTY_FIVE:
      return "9.6.2";
    default:
      return NULL;
    }
}

static bool
set_ended (ChessEnded *out, ChessEnding ending, int ply, ChessResult result)
{
  out->ending = ending;
  out->ply = ending == CHESS_ENDING_NONE ? -1 : ply;
  out->result = result;
  out->article = chess_ending_article (ending);
  return ending != CHESS_ENDING_NONE;
}

/* Dead (5.2.2) by the rules that need no search, or, with a context, by the search. */
static ChessMateAnswer
dead_answer (ChessMateContext *ctx, const ChessPosition *pos, ChessMateResult answers[2])
{
  if (chess_mate_dead_by_rule (pos))
    return CHESS_MATE_YES;
  if (!ctx)
    return CHESS_MATE_NO;
  ChessMateResult *own = answers ? NULL : malloc (2 * sizeof *own);
  if (!answers && !own)
    return CHESS_MATE_UNDETERMINED;
  ChessMateAnswer dead = chess_mate_is_dead (ctx, pos, answers ? answers : own);
  free (own);
  return dead;
}

bool
chess_ended_position (ChessMateContext *ctx, const ChessPosition *pos, int occurrences,
                      ChessMateResult answers[2], ChessEnded *out)
{
  if (answers)
    answers[0].proof = answers[1].proof = CHESS_MATE_PROOF_SKIPPED;
  if (!chess_movegen_any (pos))
    {
      if (chess_position_in_check (pos))
        return set_ended (out, CHESS_ENDING_CHECKMATE, -1,
                          pos->side == CHESS_WHITE ? CHESS_RESULT_BLACK_WINS
                                                   : CHESS_RESULT_WHITE_WINS);
      return set_ended (out, CHESS_ENDING_STALEMATE, -1, CHESS_RESULT_DRAW);
    }
  if (dead_answer (ctx, pos, answers) == CHESS_MATE_YES)
    return set_ended (out, CHESS_ENDING_DEAD_POSITION, -1, CHESS_RESULT_DRAW);
  if (occurrences >= 5)
    return set_ended (out, CHESS_ENDING_FIVEFOLD, -1, CHESS_RESULT_DRAW);
  if (pos->halfmove >= 150)
    return set_ended (out, CHESS_ENDING_SEVENTY_FIVE, -1, CHESS_RESULT_DRAW);
  return set_ended (out, CHESS_ENDING_NONE, -1, CHESS_RESULT_NONE);
}

static bool
dead_at (ChessMateContext *ctx, const ChessGame *game, int ply)
{
  ChessPosition pos;
  chess_game_position_at (game, ply, &pos);
  return dead_answer (ctx, &pos, NULL) == CHESS_MATE_YES;
}

bool
chess_ended_game (ChessMateContext *ctx, const ChessGame *game, int ply, ChessEnded *out)
{
  set_ended (out, CHESS_ENDING_NONE, -1, CHESS_RESULT_NONE);
  if (ply < 0 || ply > game->count)
    return false;
  if (game->auto_ending != CHESS_ENDING_NONE && game->auto_ending_ply >= 0
      && game->auto_ending_ply <= ply)
    return set_ended (out, game->auto_ending, game->auto_ending_ply, chess_game_auto_result (game));
  /* The record sees checkmate, stalemate, 9.6 and the dead positions that need no search; what
   * is left is a position only the search shows dead. Every position reached from a dead one is
   * dead, so the first dead ply is found by halving. */
  if (!ctx || !dead_at (ctx, game, ply))
    return false;
  int lo = 0, hi = ply;
  while (lo < hi)
    {
      int mid = lo + (hi - lo) / 2;
      if (dead_at (ctx, game, mid))
        hi = mid;
      else
        lo = mid + 1;
    }
  return set_ended (out, CHESS_ENDING_DEAD_POSITION, hi, CHESS_RESULT_DRAW);
}
