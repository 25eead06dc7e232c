/* hakem-rules-text.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Translated sentences for the rules core's codes, shared by the window and hakem-cli.
 */
#pragma once

#include "chess-clock.h"
#include "chess-explain.h"
#include "chess-game.h"
#include "chess-penalty.h"
#include "chess-position.h"
#include "chess-san.h"

/* "White" or "Black". */
const char *hakem_color_text (ChessColor color);
/* "white knight", or "empty" for CHESS_NO_PIECE: how the boards read squares out. */
const char *hakem_piece_text (ChessPiece piece);
/* A score in half points as the arbiter writes it: 0, ½, 1; "unchanged" for CHESS_SCORE_UNSET. */
const char *hakem_score_text (int halves);
/* An amount of time as the Laws write a penalty: "two minutes", "one minute", "5 minutes",
 * "1 minute 30 seconds", "45 seconds" (seconds > 0; the sign is the caller's). Free it. */
char *hakem_time_amount_text (int seconds);
/* A clock reading in milliseconds as every view writes one (chess_clock_format_reading):
 * "1:29:58", "0:00:09.8"; a dash for -1 (no clock). Free it. */
char *hakem_clock_reading_text (int64_t ms);
/* "Articles: 7.5.1, 7.5.5" for the COUNT article numbers (empty ones left out). */
char *hakem_articles_text (const char *const *articles, int count);

/* A move from pos with its number, in the letters of lang, as arbiters cite it: "3.Nf3" for
 * White, "2...Ng8" for Black. */
char *hakem_numbered_move_text (const ChessPosition *pos, ChessMove move, ChessSanLanguage lang);
/* The same for the move game->moves[index]. */
char *hakem_move_text (const ChessGame *game, int index, ChessSanLanguage lang);
/* Where the positions after these plies (half-moves from the game's start, ascending) occurred,
 * said as moves: "after 2...Ng8 and 4...Ng8", "at the start of the game and after 4.Ng1 and
 * 8.Ng1"; in Turkish "2...Ag8 ve 4...Ag8 hamlelerinden sonra". A phrase to put in a sentence. */
char *hakem_plies_as_moves_text (const ChessGame *game, const int *plies, int n,
                                 ChessSanLanguage lang);

/* A time control's class in a few words: "blitz", "rapid play", "standard play", "unknown". */
const char *hakem_time_class_text (ChessTimeClass cls);
/* A time control in its short form with translated words, as hakem-cli timecontrol and the clocks
 * write it: "90'/40 + 30' + 30\"", "25' + delay 5\"", "no clock". Free it. */
char *hakem_time_control_text (const ChessTimeControl *tc);

const char *hakem_fen_error_text (ChessFenError code);
const char *hakem_illegal_reason_text (ChessIllegalReason reason);
const char *hakem_ending_text (ChessEnding ending);
/* A ruling asked for after the game had ended by itself (chess-ended.h): when ("after 57
 * half-moves", or in this position when ply < 0), how and by which article, and that nothing
 * changes: the result stands. Free it. */
char *hakem_game_over_text (ChessEnding ending, int ply, ChessResult result);
const char *hakem_time_control_error_text (ChessTimeControlError code);
