/* long-game.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A long legal game for the report's test cases (make-case, make-reconciled), the same every run.
 */
#pragma once

#include <glib.h>

#include "chess-game.h"

/* A game of moves moves from the initial position in *game (initialised here; clear it) that
 * never ends by itself (no mate, stalemate, dead position or 9.6 ending), quiet moves preferred;
 * random with fixed seeds. FALSE when no seed tried gives one. */
gboolean long_game_make (int moves, ChessGame *game);
