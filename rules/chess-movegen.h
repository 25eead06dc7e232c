/* chess-movegen.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Legal move generation for standard chess and Chess960, and perft.
 */
#pragma once

#include "chess-position.h"

/* Fills list with every legal move of the side to move. */
void chess_movegen_legal (const ChessPosition *pos, ChessMoveList *list);

/* The number of legal moves, without writing them (promotions count once per piece). */
int chess_movegen_count (const ChessPosition *pos);
/* Whether the side to move has a legal move (checkmate and stalemate are its absence); cheaper
 * than counting them. */
bool chess_movegen_any (const ChessPosition *pos);

/* Is this move (from any source) one of the legal moves here? */
bool chess_movegen_is_legal (const ChessPosition *pos, ChessMove move);

/* Leaf nodes of the legal move tree to the given depth. */
uint64_t chess_perft (ChessPosition *pos, int depth);
