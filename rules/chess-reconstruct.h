/* chess-reconstruct.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Reconstruction of a game on a second board (8.5.3): the arbiter's snapshot of the real board,
 * the players' recollection replayed move by move, the square-by-square comparison, and whether
 * a time control was reached (8.6).
 */
#pragma once

#include <stdbool.h>
#include <stdint.h>

#include "chess-clock.h"
#include "chess-game.h"

#define CHESS_RECONSTRUCT_UNKNOWN (-1)

/* What 8.5.3 has the arbiter record before the reconstruction starts. */
typedef struct
{
  ChessPosition actual;    /* the position on the real board */
  int64_t remaining_ms[2]; /* both clocks' times; CHESS_RECONSTRUCT_UNKNOWN if not read */
  bool running_known;
  ChessColor running; /* whose clock was running, when running_known */
  int moves_made;     /* moves made (white's and black's count as one each, as a full
                       * move number would) or CHESS_RECONSTRUCT_UNKNOWN */
} ChessReconstructSnapshot;

/* The second board: the recollection replayed from start, beside the snapshot. */
typedef struct
{
  ChessReconstructSnapshot snapshot;
  ChessGame replay;
} ChessReconstruction;

/* Starts a reconstruction of a game that began at start (the initial position when NULL). */
void chess_reconstruction_init (ChessReconstruction *r, const ChessReconstructSnapshot *snapshot,
                                const ChessPosition *start);
void chess_reconstruction_clear (ChessReconstruction *r);

/* The next recalled move on the second board: refused (nothing changes) when not legal there;
 * the caller explains the refusal with chess_explain. */
ChessGameStatus chess_reconstruction_push (ChessReconstruction *r, ChessMove move);
void chess_reconstruction_pop (ChessReconstruction *r);

/* The squares whose contents differ between the second board and the real board. */
ChessBitboard chess_reconstruction_diff (const ChessReconstruction *r);

/* The second board shows the real position: same pieces on the same squares and the same side
 * to move. */
bool chess_reconstruction_matches (const ChessReconstruction *r);

/* The moves each player completed in the reconstruction, and under 8.6 where each stands with
 * the time control. */
typedef struct
{
  int completed[2];        /* moves completed, by colour */
  int period[2];           /* index of the period of each player's next move */
  bool control_reached[2]; /* the player completed the moves of a period with a move count */
  /* 8.6: the scoresheets (the reconstruction) cannot show that the player overstepped: the next
   * move counts as the first of the following period. */
  bool next_move_new_period[2];
  /* The reconstruction proves that the player's flag fell before the control's moves were
   * completed (a complete reconstruction, a fallen flag, fewer moves than the period needs). */
  bool overstep_shown[2];
} ChessReconstructTime;

/* Under the time control tc; flag_fallen[] says whose clock shows a fallen flag. */
void chess_reconstruction_time (const ChessReconstruction *r, const ChessTimeControl *tc,
                                const bool flag_fallen[2], ChessReconstructTime *out);

/* The number (1-based, the player's own moves) of each player's next move as
 * chess_reconstruction_time counts it: after the completed moves, or after the snapshot's count
 * of moves made when the replay does not match and that count is higher, or the first move of
 * the following period when 8.6 gives it. */
void chess_reconstruction_next_moves (const ChessReconstruction *r, const ChessTimeControl *tc,
                                      const bool flag_fallen[2], int next_move[2]);
