/* chess-tables.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Constant attack, line and Zobrist tables, generated at build time, and the lookups over them.
 */
#pragma once

#include "chess-types.h"

typedef struct
{
  ChessBitboard mask;
  ChessBitboard magic;
  unsigned offset;
  int shift;
} ChessMagic;

extern const ChessBitboard chess_knight_attacks[64];
extern const ChessBitboard chess_king_attacks[64];
extern const ChessBitboard chess_pawn_attacks_table[128];
extern const ChessMagic chess_rook_magics[64];
extern const ChessMagic chess_bishop_magics[64];
extern const ChessBitboard chess_slider_attacks[];
extern const ChessBitboard chess_between_table[4096];
extern const ChessBitboard chess_line_table[4096];
extern const ChessKey chess_zobrist[12 * 64 + 16 + 8 + 1];

#define CHESS_ZOBRIST_PIECE(p, sq) chess_zobrist[(p) *64 + (sq)]
#define CHESS_ZOBRIST_CASTLING(mask) chess_zobrist[12 * 64 + (mask)]
#define CHESS_ZOBRIST_EP_FILE(f) chess_zobrist[12 * 64 + 16 + (f)]
#define CHESS_ZOBRIST_SIDE chess_zobrist[12 * 64 + 16 + 8]

static inline ChessBitboard
chess_pawn_attacks (ChessColor c, ChessSquare sq)
{
  return chess_pawn_attacks_table[c * 64 + sq];
}

static inline ChessBitboard
chess_rook_attacks (ChessSquare sq, ChessBitboard occ)
{
  const ChessMagic *m = &chess_rook_magics[sq];
  return chess_slider_attacks[m->offset + (((occ & m->mask) * m->magic) >> m->shift)];
}

static inline ChessBitboard
chess_bishop_attacks (ChessSquare sq, ChessBitboard occ)
{
  const ChessMagic *m = &chess_bishop_magics[sq];
  return chess_slider_attacks[m->offset + (((occ & m->mask) * m->magic) >> m->shift)];
}

/* What a piece of type t (not a pawn) attacks from sq with the occupancy occ. */
static inline ChessBitboard
chess_piece_attacks (ChessPieceType t, ChessSquare sq, ChessBitboard occ)
{
  switch (t)
    {
    case CHESS_KNIGHT:
      return chess_knight_attacks[sq];
    case CHESS_BISHOP:
      return chess_bishop_attacks (sq, occ);
    case CHESS_ROOK:
      return chess_rook_attacks (sq, occ);
    case CHESS_QUEEN:
      return chess_bishop_attacks (sq, occ) | chess_rook_attacks (sq, occ);
    case CHESS_KING:
      return chess_king_attacks[sq];
    default:
      return 0;
    }
}

/* Squares strictly between a and b when they share a line, else empty. */
static inline ChessBitboard
chess_between (ChessSquare a, ChessSquare b)
{
  return chess_between_table[a * 64 + b];
}

/* The whole line through a and b (edge to edge) when they share one, else empty. */
static inline ChessBitboard
chess_line (ChessSquare a, ChessSquare b)
{
  return chess_line_table[a * 64 + b];
}

static inline int
chess_popcount (ChessBitboard b)
{
  return __builtin_popcountll (b);
}

static inline ChessSquare
chess_lsb (ChessBitboard b)
{
  return __builtin_ctzll (b);
}

static inline ChessSquare
chess_pop_lsb (ChessBitboard *b)
{
  ChessSquare s = __builtin_ctzll (*b);
  *b &= *b - 1;
  return s;
}
