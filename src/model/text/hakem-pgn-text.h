/* hakem-pgn-text.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Translated sentences for the PGN reader's limits and the problems that are no syntax error,
 * shared by the window and hakem-cli.
 */
#pragma once

#include <glib.h>

#include "chess-pgn.h"

/* What is wrong, for the codes a person cannot guess from "damaged here": a NUL byte, a tag, a
 * comment, a line or a game over its limit (chess-pgn.h). NULL for the other codes. */
const char *hakem_pgn_limit_text (ChessPgnError code);

/* "PATH:LINE:COLUMN: " and the text above, or "the file is damaged here" for a code that has
 * none; for messages that stop at the first problem. Free it. */
char *hakem_pgn_problem_message (const char *path, const ChessPgnProblem *problem);
