/* chess-ended.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Whether and how a game has ended by itself (5.1.1, 5.2.1, 5.2.2, 9.6.1, 9.6.2): the one check
 * every ruling makes before it rules.
 */
#pragma once

#include "chess-game.h"
#include "chess-mate.h"

typedef struct
{
  ChessEnding ending;  /* CHESS_ENDING_NONE: the game goes on */
  int ply;             /* the position in which it ended; -1 when none, or for a lone position */
  ChessResult result;  /* what the ending gives */
  const char *article; /* "5.1.1", ...; NULL when the game goes on */
} ChessEnded;

/* Every ending's word, as the case file and hakem-cli write it ("checkmate", "dead-position",
 * "seventy-five", "resignation", ...; "none"), and the ending of a word (false when none is). */
const char *chess_ending_word (ChessEnding ending);
bool chess_ending_from_word (const char *word, ChessEnding *out);

/* The article of an automatic ending (5.1.1, 5.2.1, 5.2.2, 9.6.1, 9.6.2), NULL for the others. */
const char *chess_ending_article (ChessEnding ending);

/* Has the position itself ended the game? In the Laws' order: checkmate (5.1.1, which takes
 * precedence over 9.6.2 when the last move mated), stalemate (5.2.1), a dead position (5.2.2),
 * then 9.6.1 when 'occurrences' (how many times this position has stood, 9.2.2; 0 or 1 when not
 * known) reaches five, then 9.6.2 from the halfmove count. With a context a dead position is
 * decided exactly (chess_mate_is_dead; an undetermined search does not end the game); without
 * one only by the rules that need no search (chess_mate_dead_by_rule). answers, when not NULL,
 * receives each side's answer of the dead-position search (CHESS_MATE_PROOF_SKIPPED when it
 * was not asked). */
bool chess_ended_position (ChessMateContext *ctx, const ChessPosition *pos, int occurrences,
                           ChessMateResult answers[2], ChessEnded *out);

/* Had the game ended at or before the position after 'ply' half-moves? The record's first
 * automatic ending (chess-game.h) when it comes at or before ply; else, with a context, a dead
 * position that only a search shows: the first ply the search proves dead (a dead position stays
 * dead, so the plies are halved). Returns false, out->ending CHESS_ENDING_NONE, when the game
 * goes on there (or ply is outside the game). */
bool chess_ended_game (ChessMateContext *ctx, const ChessGame *game, int ply, ChessEnded *out);
