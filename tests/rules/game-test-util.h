/* game-test-util.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Helpers the game-record tests share: start a record, play UCI moves into it.
 */
#pragma once

#include "chess-game.h"

/* Starts a record at fen (the initial position when NULL); fails the test on a bad FEN. */
void game_test_start (ChessGame *game, const char *fen);

/* Plays space-separated UCI moves; fails the test on a move that is not legal. */
void game_test_play (ChessGame *game, const char *moves);

/* The legal move written as uci after 'ply' half-moves; fails the test when there is none. */
ChessMove game_test_find_move (const ChessGame *game, int ply, const char *uci);

/* The record's moves as space-separated UCI (free with g_free). */
char *game_test_uci (const ChessGame *game);
