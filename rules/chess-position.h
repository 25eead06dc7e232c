/* chess-position.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The position: bitboards, FEN / X-FEN / Shredder-FEN, make and unmake, Zobrist and 9.2.2 keys.
 */
#pragma once

#include <stddef.h>

#include "chess-types.h"

typedef struct
{
  ChessBitboard pieces[6]; /* by piece type, both colours */
  ChessBitboard colors[2];
  ChessPiece board[64];
  ChessColor side;
  uint8_t castling;        /* CHESS_CASTLE_* rights still held */
  uint8_t castle_rook[4];  /* origin square of the rook of each right (CHESS_CASTLE_INDEX) */
  uint8_t castle_lost[64]; /* rights lost when a move leaves from or arrives on a square */
  ChessSquare ep;          /* en passant target square after a double push, as in FEN */
  int halfmove;            /* plies since the last capture or pawn move (9.3) */
  int fullmove;
  ChessKey key;  /* Zobrist key, updated incrementally */
  bool chess960; /* castling rights are written and castled as in Chess960 */
} ChessPosition;

/* What make saves for unmake; caller-owned. */
typedef struct
{
  ChessKey key;
  ChessSquare ep;
  int halfmove;
  uint8_t castling;
  ChessPiece captured;
} ChessUndo;

typedef enum
{
  CHESS_FEN_OK = 0,
  CHESS_FEN_ERROR_FIELD_COUNT,       /* not 2 to 6 space-separated fields */
  CHESS_FEN_ERROR_BAD_CHARACTER,     /* a character that is no piece, digit or '/' */
  CHESS_FEN_ERROR_RANK_COUNT,        /* not exactly eight ranks */
  CHESS_FEN_ERROR_RANK_LENGTH,       /* a rank that does not add up to eight squares */
  CHESS_FEN_ERROR_KING_COUNT,        /* not exactly one king of each colour */
  CHESS_FEN_ERROR_PAWN_ON_EDGE_RANK, /* a pawn on the first or the last rank */
  CHESS_FEN_ERROR_SIDE,              /* side to move is not 'w' or 'b' */
  CHESS_FEN_ERROR_OPPONENT_IN_CHECK, /* the side not to move is in check */
  CHESS_FEN_ERROR_CASTLING_SYNTAX,   /* castling field is not '-' or letters KQkq/A-Ha-h */
  CHESS_FEN_ERROR_CASTLING_PIECES,   /* a castling right without king and rook on their squares */
  CHESS_FEN_ERROR_EN_PASSANT_SYNTAX, /* en passant field is not '-' or a square */
  CHESS_FEN_ERROR_EN_PASSANT_IMPOSSIBLE, /* no double pawn push could have produced it */
  CHESS_FEN_ERROR_HALFMOVE,              /* halfmove clock is not a number >= 0 */
  CHESS_FEN_ERROR_FULLMOVE,              /* fullmove number is not a number >= 0 */
} ChessFenError;

typedef enum
{
  CHESS_FEN_STYLE_XFEN = 0, /* KQkq where the rook is the outermost one, else the file (X-FEN) */
  CHESS_FEN_STYLE_SHREDDER, /* always the rook's file: HAha */
} ChessFenStyle;

#define CHESS_FEN_START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
#define CHESS_FEN_MAX 100

/* What the reader had to assume to read a FEN that is short or has move number 0.
 *
 * Short FENs are completed as python-chess completes them (chess/__init__.py, Board.set_fen,
 * read through its source): a missing castling field is "-" (no rights; not guessed from the
 * board, since a king and rook at home may both have moved), a missing en passant field "-",
 * halfmove clock 0, move number 1. Two fields (placement and side to move) are the fewest read:
 * python-chess would take White to move from the placement alone, but who has the move decides
 * claims, so we do not guess it. A move number 0 (written by some problem collections) is read as
 * 1, as python-chess does ("0 is allowed for compatibility, but later replaced with 1"). */
typedef enum
{
  CHESS_FEN_NOTE_COMPLETED = 1 << 0,     /* fewer than six fields: the rest were filled in */
  CHESS_FEN_NOTE_FULLMOVE_ZERO = 1 << 1, /* the move number was 0 and is read as 1 */
} ChessFenNoteFlags;

typedef struct
{
  unsigned flags;       /* ChessFenNoteFlags */
  int fields;           /* how many fields the text had (2 to 6) */
  int completed_column; /* COMPLETED: just past the last field, where the missing ones belong */
  int fullmove_column;  /* FULLMOVE_ZERO: the column of the 0 */
} ChessFenNotes;

/* Reads FEN, X-FEN or Shredder-FEN. On error returns the code, leaves *pos unspecified and sets
 * *column (1-based, into fen) to where the problem was found. A short FEN or a move number 0 is
 * read as ChessFenNotes says. */
ChessFenError chess_position_from_fen (ChessPosition *pos, const char *fen, int *column);
/* The same, saying in *notes (when not NULL) what was assumed. */
ChessFenError chess_position_from_fen_noted (ChessPosition *pos, const char *fen, int *column,
                                             ChessFenNotes *notes);

/* Writes the FEN into buf (at least CHESS_FEN_MAX bytes). Returns buf. */
char *chess_position_to_fen (const ChessPosition *pos, ChessFenStyle style, char *buf, size_t size);

void chess_position_init_start (ChessPosition *pos);

/* The Chess960 start position number n (0..959, 518 is the standard one; any other n gives 518). */
void chess_position_init_chess960 (ChessPosition *pos, int n);

/* The Zobrist key computed from scratch; always equals pos->key. */
ChessKey chess_position_compute_key (const ChessPosition *pos);

/* The key of the position as Article 9.2.2 defines sameness: side to move, placement, castling
 * rights, and the en passant file only when an en passant capture is actually legal. */
ChessKey chess_position_repetition_key (const ChessPosition *pos);

void chess_position_make (ChessPosition *pos, ChessMove move, ChessUndo *undo);
void chess_position_unmake (ChessPosition *pos, ChessMove move, const ChessUndo *undo);
/* A pass, for analysis only (no such move exists in chess): the other side is to move and no
 * pawn may be taken en passant; the key follows. The side to move must not be in check. */
void chess_position_pass (ChessPosition *pos);

/* Pieces of colour 'by' that attack sq, with the given occupancy. */
ChessBitboard chess_position_attackers (const ChessPosition *pos, ChessSquare sq, ChessColor by,
                                        ChessBitboard occ);

ChessSquare chess_position_king (const ChessPosition *pos, ChessColor c);
bool chess_position_in_check (const ChessPosition *pos);

static inline ChessBitboard
chess_position_occupied (const ChessPosition *pos)
{
  return pos->colors[0] | pos->colors[1];
}

static inline ChessBitboard
chess_position_pieces (const ChessPosition *pos, ChessColor c, ChessPieceType t)
{
  return pos->pieces[t] & pos->colors[c];
}

/* The square the king lands on for a castling move (encoded as king takes own rook). */
ChessSquare chess_move_king_target (ChessMove move);
ChessSquare chess_move_rook_target (ChessMove move);

/* Writes the move as UCI text ("e2e4", "e7e8q"); castling as king to its destination, or in
 * Chess960 as king to rook, as UCI engines expect. buf holds at least 6 bytes. */
char *chess_move_to_uci (const ChessPosition *pos, ChessMove move, char *buf);

void chess_square_name (ChessSquare sq, char out[3]);
