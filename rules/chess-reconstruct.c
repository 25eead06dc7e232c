/* chess-reconstruct.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The second board of 8.5.3 compared with the arbiter's snapshot, and 8.6's reading of the clock.
 *
 * How 8.6 is read here.
 *
 * "If the scoresheets cannot be brought up to date showing that a player has overstepped the
 * allotted time, the next move made shall be considered as the first of the following time
 * period, unless there is evidence that more moves have been made or completed."
 *
 * - The scoresheets are brought up to date when the second board shows the real board: same
 *   pieces on the same squares, same side to move (chess_reconstruction_matches). The replay is
 *   then the complete scoresheet and its move counts are exact.
 * - A fallen flag belongs to the period of the player's next move. Hakem's clock adds a period's
 *   time when the move that completes the previous period is completed (6.3.2), so a flag can
 *   only fall in the period the player is in; the reconstruction's counts say which that is.
 * - Brought up to date, the counts show the overstep whenever the flag has fallen: the player's
 *   next move lies inside that period, so its moves (all the moves of the game, in a period
 *   without a move count) were not completed in its time (6.9).
 * - Not brought up to date, the overstep is not shown, and the next move counts as the first of
 *   the period after the one the partial replay places the player in. The replay is the
 *   scoresheet as far as it goes; only the scoresheets can show an overstep, so the arbiter's
 *   count of moves made (8.5.3) never does: a count below the control is no evidence of "more
 *   moves", and 8.6 still gives the new period. A count beyond the first move of that following
 *   period is such evidence: the next move is then the one after the counted moves, further on.
 * - When no period follows (the flag fell in a last period without a move count, or under a
 *   sandclock), there is nothing for 8.6 to move on to: the flag is 6.9's loss, with or without
 *   a complete scoresheet.
 * - Without periods to count ("?" or "-") nothing is concluded.
 *
 * Moves made (8.5.3) are counted as a scoresheet numbers them, a white and a black move sharing
 * a number: with n made and White to move on the real board both players made n moves; with
 * Black to move, White made n and Black n - 1.
 */
#include "chess-reconstruct.h"

#include <string.h>

void
chess_reconstruction_init (ChessReconstruction *r, const ChessReconstructSnapshot *snapshot,
                           const ChessPosition *start)
{
  memset (r, 0, sizeof *r);
  chess_game_init (&r->replay, start);
  if (snapshot)
    r->snapshot = *snapshot;
  else
    {
      /* Nothing recorded: the real board is taken to be the start, nothing else is known. */
      r->snapshot.actual = r->replay.start;
      r->snapshot.remaining_ms[CHESS_WHITE] = CHESS_RECONSTRUCT_UNKNOWN;
      r->snapshot.remaining_ms[CHESS_BLACK] = CHESS_RECONSTRUCT_UNKNOWN;
      r->snapshot.running_known = false;
      r->snapshot.running = CHESS_WHITE;
      r->snapshot.moves_made = CHESS_RECONSTRUCT_UNKNOWN;
    }
}

void
chess_reconstruction_clear (ChessReconstruction *r)
{
  chess_game_clear (&r->replay);
}

ChessGameStatus
chess_reconstruction_push (ChessReconstruction *r, ChessMove move)
{
  return chess_game_push (&r->replay, move);
}

void
chess_reconstruction_pop (ChessReconstruction *r)
{
  if (r->replay.count > 0)
    chess_game_pop (&r->replay);
}

ChessBitboard
chess_reconstruction_diff (const ChessReconstruction *r)
{
  const ChessPosition *a = &r->replay.current, *b = &r->snapshot.actual;
  ChessBitboard diff = 0;
  for (int c = CHESS_WHITE; c <= CHESS_BLACK; c++)
    for (int t = CHESS_PAWN; t <= CHESS_KING; t++)
      diff |= chess_position_pieces (a, (ChessColor) c, (ChessPieceType) t)
              ^ chess_position_pieces (b, (ChessColor) c, (ChessPieceType) t);
  return diff;
}

bool
chess_reconstruction_matches (const ChessReconstruction *r)
{
  return chess_reconstruction_diff (r) == 0 && r->replay.current.side == r->snapshot.actual.side;
}

/* The moves each colour completed before the record's start position, from its move number. */
static void
completed_before_start (const ChessPosition *start, int out[2])
{
  int full = start->fullmove > 0 ? start->fullmove : 1;
  out[CHESS_WHITE] = full - 1 + (start->side == CHESS_BLACK ? 1 : 0);
  out[CHESS_BLACK] = full - 1;
}

/* The first move number of period 'index' (a player's moves, 1-based). */
static int
first_move_of_period (const ChessTimeControl *tc, int index)
{
  int first = 1;
  for (int i = 0; i < index; i++)
    {
      const ChessTimePeriod *p = chess_time_control_period (tc, i);
      if (p->moves == 0)
        break;
      first += p->moves;
    }
  return first;
}

/* Whether a period follows 'index': it has a move count (a last one with a count repeats). */
static bool
period_has_successor (const ChessTimeControl *tc, int index)
{
  return tc->kind == CHESS_TIME_CONTROL_PERIODS && chess_time_control_period (tc, index)->moves > 0;
}

/* chess_reconstruction_time, with the number of each player's next move besides. */
static void
reconstruction_time (const ChessReconstruction *r, const ChessTimeControl *tc,
                     const bool flag_fallen[2], ChessReconstructTime *out, int next_move[2])
{
  memset (out, 0, sizeof *out);
  int before[2];
  completed_before_start (&r->replay.start, before);
  int plies = r->replay.count;
  int first_mover_plies = (plies + 1) / 2, second_mover_plies = plies / 2;
  ChessColor first = r->replay.start.side;
  out->completed[first] = before[first] + first_mover_plies;
  out->completed[!first] = before[!first] + second_mover_plies;

  bool complete = chess_reconstruction_matches (r);
  int made[2] = { -1, -1 };
  if (!complete && r->snapshot.moves_made >= 0)
    {
      made[CHESS_WHITE] = r->snapshot.moves_made;
      made[CHESS_BLACK] = r->snapshot.moves_made - (r->snapshot.actual.side == CHESS_BLACK ? 1 : 0);
    }
  bool countable = tc && tc->kind == CHESS_TIME_CONTROL_PERIODS && tc->n_periods > 0;

  for (int c = CHESS_WHITE; c <= CHESS_BLACK; c++)
    {
      bool fallen = flag_fallen && flag_fallen[c];
      int done = out->completed[c];
      /* Evidence of more moves than the partial replay holds: the arbiter's count. */
      int evidence = made[c] > done ? made[c] : done;
      next_move[c] = evidence + 1;
      if (!tc || tc->kind == CHESS_TIME_CONTROL_UNKNOWN || tc->kind == CHESS_TIME_CONTROL_NONE)
        continue;
      if (!countable)
        {
          /* A sandclock: one period without a move count. */
          out->overstep_shown[c] = fallen;
          continue;
        }
      int period = chess_time_control_period_index (tc, done + 1);
      out->period[c] = chess_time_control_period_index (tc, evidence + 1);
      out->control_reached[c] = out->period[c] > 0;
      if (!fallen)
        continue;
      if (!period_has_successor (tc, period))
        out->overstep_shown[c] = true;
      else if (complete)
        out->overstep_shown[c] = true;
      else
        {
          int first_next = first_move_of_period (tc, period + 1);
          out->next_move_new_period[c] = true;
          if (next_move[c] < first_next)
            next_move[c] = first_next;
          out->period[c] = chess_time_control_period_index (tc, next_move[c]);
          out->control_reached[c] = true;
        }
    }
}

void
chess_reconstruction_time (const ChessReconstruction *r, const ChessTimeControl *tc,
                           const bool flag_fallen[2], ChessReconstructTime *out)
{
  int next_move[2];
  reconstruction_time (r, tc, flag_fallen, out, next_move);
}

void
chess_reconstruction_next_moves (const ChessReconstruction *r, const ChessTimeControl *tc,
                                 const bool flag_fallen[2], int next_move[2])
{
  ChessReconstructTime t;
  reconstruction_time (r, tc, flag_fallen, &t, next_move);
}
