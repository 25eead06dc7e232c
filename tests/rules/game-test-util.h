/* game-test-util.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Helpers the game-record tests share: start a record, play UCI moves into it.
 */
#pragma once

#include <glib.h>

#include "chess-game.h"

/* Starts a record at fen (the initial position when NULL); fails the test on a bad FEN. */
void game_test_start (ChessGame *game, const char *fen);

/* Plays space-separated UCI moves; fails the test on a move that is not legal. */
void game_test_play (ChessGame *game, const char *moves);

/* The legal move written as uci after 'ply' half-moves; fails the test when there is none. */
ChessMove game_test_find_move (const ChessGame *game, int ply, const char *uci);

/* The moves of a space-separated UCI line from start, each found among the legal moves, into
 * moves (at most max); FALSE when one is not legal there or there are more than max. */
gboolean game_test_parse_line (const ChessPosition *start, const char *line, ChessMove *moves,
                               int max, int *n);

/* The record's moves as space-separated UCI (free with g_free). */
char *game_test_uci (const ChessGame *game);
