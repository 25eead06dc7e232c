/* hakem-round-glitch.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * What an electronic board writes that is no move of the game: a half-move it missed, pieces
 * displaced and put back, the kings set out on the centre squares for the result. Told apart
 * from an illegal move, which is a player's (7.5.1); the model is in ARCHITECTURE.md.
 */
#pragma once

#include <glib.h>

#include "chess-pgn.h"

G_BEGIN_DECLS

/* The most glitches read in one game: past them the rest is left as the reader found it. */
#define HAKEM_ROUND_GLITCH_MAX 32

/* When the reader stopped at a move that is not legal (problem->code CHESS_PGN_ERROR_MOVE) in
 * 'text' (the PGN text it read, len bytes: the game with its tags and termination marker), reads
 * what follows as an electronic board's glitches:
 *   - the kings set out on the centre squares: HAKEM_ROUND_RESULT_SIGNALLED;
 *   - displaced pieces put back, after which the game goes on: HAKEM_ROUND_BOARD_JUMP;
 *   - the feed's move legal after one more half-move of the side to move:
 *     HAKEM_ROUND_MISSED_MOVE (that half-move is inserted when it is the only one that fits).
 * Each is appended to 'glitches' (HakemRoundFlag; detail owned by the array, ply counted from
 * game's start); game gets the moves the feed goes on with; *problem becomes what is left:
 * CHESS_PGN_OK, or the next move no glitch explains (an illegal move: ply counted from game's
 * start; its line and column are not kept). A game without a result gets the one the kings set
 * out. Nothing changes when no glitch fits; FALSE then.
 *
 * Details (hakem-round-detail.h): move, candidates, inserted, moves, result, fen-before and
 * fen-after as docs/cli.md gives them for each glitch. */
gboolean hakem_round_glitch_resolve (const char *text, gsize len, ChessGame *game,
                                     ChessPgnProblem *problem, GArray *glitches);

/* The clear function of an array of glitches (HakemRoundFlag): frees the detail. */
void hakem_round_glitch_clear (gpointer flag);

G_END_DECLS
