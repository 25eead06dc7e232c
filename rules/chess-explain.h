/* chess-explain.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Why a move from one square to another is not legal, in terms of Article 3.
 */
#pragma once

#include "chess-position.h"

typedef enum
{
  CHESS_ILLEGAL_NONE = 0,         /* the move is legal */
  CHESS_ILLEGAL_NO_PIECE,         /* nothing stands on the origin square */
  CHESS_ILLEGAL_NOT_YOUR_TURN,    /* the piece belongs to the player not having the move */
  CHESS_ILLEGAL_OWN_PIECE,        /* a piece of the same colour stands on the target (3.1) */
  CHESS_ILLEGAL_PIECE_RULES,      /* the piece does not move that way (3.2-3.8) */
  CHESS_ILLEGAL_PATH_BLOCKED,     /* a piece stands in between (3.5) */
  CHESS_ILLEGAL_KING_IN_CHECK,    /* the move leaves or puts the own king in check (3.9, 3.10) */
  CHESS_ILLEGAL_CASTLING_RIGHTS,  /* king or rook has moved (3.8.2.1) */
  CHESS_ILLEGAL_CASTLING_BLOCKED, /* a square between king and rook is occupied (3.8.2.1) */
  CHESS_ILLEGAL_CASTLING_CHECK,   /* the king is in check, passes or lands on an attacked square
                                     (3.8.2.2) */
} ChessIllegalReason;

/* The legal move from 'from' to 'to' (castling written as the king's two-square step or as the
 * king onto its own rook; a promotion as 'promotion', CHESS_QUEEN when unsure), or
 * CHESS_MOVE_NONE with the reason in *reason. */
ChessMove chess_explain_move (const ChessPosition *pos, ChessSquare from, ChessSquare to,
                              ChessPieceType promotion, ChessIllegalReason *reason);
