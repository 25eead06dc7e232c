/* chess-mate-reach.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Where each man of a position could ever stand, take and attack, over every series of legal moves
 * (private to the rules core: the static proofs of chess-mate.c rest on it).
 */
#pragma once

#include "chess-position.h"
#include "chess-tables.h"

/* 32 men, and per colour one more unit for every piece its pawns could promote into. */
#define CHESS_REACH_MAX_UNITS 34

typedef struct
{
  ChessColor color;
  ChessPieceType type;   /* for a promoted unit CHESS_QUEEN, moving also as a knight */
  bool promoted;         /* stands for all pieces that pawns of its colour may promote into */
  bool taken;            /* it could be captured */
  ChessSquare from;      /* where it stands now; CHESS_SQUARE_NONE for a promoted unit */
  ChessBitboard reach;   /* every square it could ever stand on (from included) */
  ChessBitboard takes;   /* every square it could ever capture on */
  ChessBitboard attacks; /* every square it could ever attack (filled by chess_reach_attacks) */
  /* The fixpoint's bookkeeping: squares of reach already spread from, and the blockers and
   * squares to avoid they were spread with (while those stay, only new squares spread). */
  ChessBitboard done, done_block, done_avoid;
} ChessReachUnit;

typedef struct
{
  int count;
  int king[2];         /* unit index of each king */
  int promoted[2];     /* unit index of each colour's promoted unit */
  ChessBitboard fixed; /* squares whose man never leaves and is never taken */
  /* Squares next to its reach where each king's arrival would leave the other side without a
   * legal move: the game ends there, so the reach leaves them out (see dead_ends). */
  ChessBitboard dead_end[2];
  ChessReachUnit u[CHESS_REACH_MAX_UNITS];
} ChessReach;

/* Computes, for every man of pos, supersets of the squares it can ever reach and take on, from
 * any series of legal moves of both sides. False when the analysis does not apply (Chess960
 * castling rights, an en passant capture available now), or, with w a colour (not -1), when it
 * is given up for chess_reach_cannot_mate (w has a queen, rook or promoted piece that can come
 * next to the other king); then r is unspecified. */
bool chess_reach_compute (const ChessPosition *pos, int w, ChessReach *r);

/* True when chess_reach_compute (pos, w, ...) is certain to return false, seen from sets inside
 * the fixpoint's without running it (a queen or rook of w, or a pawn free to promote, can come
 * next to the other king's square): a few table look-ups. */
bool chess_reach_surely_given_up (const ChessPosition *pos, ChessColor w);

/* The give-up of chess_reach_compute for w on computed sets: a queen, rook (orthogonally) or
 * promoted unit of w can stand next to a square the other king can reach. */
bool chess_reach_gives_up (const ChessReach *r, ChessColor w);

/* Fills each unit's attacks from its reach. */
void chess_reach_attacks (ChessReach *r);

/* True when the reach proves that 'w' can never checkmate: no man of w can ever attack a square
 * the other king can stand on, or around every square where it could, some neighbour the king
 * could step to can be neither attacked by w nor filled by the king's own men. Needs
 * chess_reach_attacks first. */
bool chess_reach_cannot_mate (const ChessReach *r, ChessColor w);

/* Bitboard helpers shared by the mate proofs. */

#define CHESS_LIGHT_SQUARES 0x55AA55AA55AA55AAull
#define CHESS_FILE_A 0x0101010101010101ull
#define CHESS_FILE_H 0x8080808080808080ull

/* Every square attacked by pawns of colour c standing on the squares of b. */
static inline ChessBitboard
chess_pawn_attack_set (ChessBitboard b, ChessColor c)
{
  if (c == CHESS_WHITE)
    return ((b << 7) & ~CHESS_FILE_H) | ((b << 9) & ~CHESS_FILE_A);
  return ((b >> 9) & ~CHESS_FILE_H) | ((b >> 7) & ~CHESS_FILE_A);
}
