/* chess-types.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Squares, pieces, colours, bitboards, moves and keys shared by the whole rules core.
 */
#pragma once

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

typedef uint64_t ChessBitboard;
typedef uint64_t ChessKey;

/* Squares are 0..63 with a1 = 0, b1 = 1, ..., h8 = 63. */
typedef int ChessSquare;
#define CHESS_SQUARE_NONE 64
#define CHESS_SQUARE(file, rank) ((rank) *8 + (file))
#define CHESS_FILE_OF(sq) ((sq) &7)
#define CHESS_RANK_OF(sq) ((sq) >> 3)
#define CHESS_BB(sq) ((ChessBitboard) 1 << (sq))

/* Files and ranks as sets of squares, the only definitions in the rules core. */
#define CHESS_FILE_A 0x0101010101010101ull
#define CHESS_FILE_H 0x8080808080808080ull
#define CHESS_RANK_1 0x00000000000000FFull
#define CHESS_FILE_BB(file) (CHESS_FILE_A << (file))
#define CHESS_RANK_BB(rank) (CHESS_RANK_1 << (8 * (rank)))

typedef enum
{
  CHESS_WHITE = 0,
  CHESS_BLACK = 1
} ChessColor;

/* The square index step of a pawn of colour c moving one rank forward. */
static inline int
chess_pawn_push (ChessColor c)
{
  return c == CHESS_WHITE ? 8 : -8;
}

/* The colour as the file formats and the command line write it: "white" or "black". */
static inline const char *
chess_color_name (ChessColor c)
{
  return c == CHESS_WHITE ? "white" : "black";
}

/* The colour named "white" or "black" (exactly), into *out; false for any other text. */
static inline bool
chess_color_from_name (const char *text, ChessColor *out)
{
  for (int c = CHESS_WHITE; c <= CHESS_BLACK; c++)
    if (text && strcmp (text, chess_color_name ((ChessColor) c)) == 0)
      {
        *out = (ChessColor) c;
        return true;
      }
  return false;
}

typedef enum
{
  CHESS_PAWN = 0,
  CHESS_KNIGHT = 1,
  CHESS_BISHOP = 2,
  CHESS_ROOK = 3,
  CHESS_QUEEN = 4,
  CHESS_KING = 5
} ChessPieceType;

/* A piece is colour * 6 + type; CHESS_NO_PIECE marks an empty square. */
typedef uint8_t ChessPiece;
#define CHESS_NO_PIECE 12
#define CHESS_PIECE(color, type) ((ChessPiece) ((color) *6 + (type)))
#define CHESS_PIECE_COLOR(p) ((ChessColor) ((p) / 6))
#define CHESS_PIECE_TYPE(p) ((ChessPieceType) ((p) % 6))

/* Castling rights, one bit each. */
enum
{
  CHESS_CASTLE_WHITE_SHORT = 1,
  CHESS_CASTLE_WHITE_LONG = 2,
  CHESS_CASTLE_BLACK_SHORT = 4,
  CHESS_CASTLE_BLACK_LONG = 8
};

/* Index 0..3 of a castling right: colour * 2 + (long ? 1 : 0). */
#define CHESS_CASTLE_INDEX(color, is_long) ((color) *2 + ((is_long) ? 1 : 0))

/* A move in 16 bits: from (6), to (6), kind (2), promotion piece (2).
 * Castling is encoded as the king moving onto its own rook's square, which describes
 * standard chess and Chess960 alike; chess_move_king_target() gives the king's real
 * destination.
 */
typedef uint16_t ChessMove;
#define CHESS_MOVE_NONE ((ChessMove) 0)

typedef enum
{
  CHESS_MOVE_NORMAL = 0,
  CHESS_MOVE_PROMOTION = 1,
  CHESS_MOVE_EN_PASSANT = 2,
  CHESS_MOVE_CASTLING = 3
} ChessMoveKind;

static inline ChessMove
chess_move_make (ChessSquare from, ChessSquare to, ChessMoveKind kind, ChessPieceType promo)
{
  unsigned p = kind == CHESS_MOVE_PROMOTION ? (unsigned) promo - CHESS_KNIGHT : 0;
  return (ChessMove) ((unsigned) from | ((unsigned) to << 6) | ((unsigned) kind << 12) | (p << 14));
}

static inline ChessSquare
chess_move_from (ChessMove m)
{
  return m & 63;
}

static inline ChessSquare
chess_move_to (ChessMove m)
{
  return (m >> 6) & 63;
}

static inline ChessMoveKind
chess_move_kind (ChessMove m)
{
  return (ChessMoveKind) ((m >> 12) & 3);
}

static inline ChessPieceType
chess_move_promotion (ChessMove m)
{
  return (ChessPieceType) (((m >> 14) & 3) + CHESS_KNIGHT);
}

/* The most moves any legal chess position has is 218; 256 leaves room. */
#define CHESS_MAX_MOVES 256

typedef struct
{
  ChessMove moves[CHESS_MAX_MOVES];
  int count;
} ChessMoveList;
