/* cli-ruling.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * What the ruling commands (claim, illegal, flag) share: the game and ply they rule on, the time
 * class and supervision, and the lines every ruling prints.
 */
#pragma once

#include "cli-common.h"
#include "cli-out.h"
#include "chess-ruling.h"

/* The game and ply a ruling is asked about, read from --pgn, --game, --ply, --tc and --lang. */
typedef struct
{
  ChessGame game;
  int ply;
  ChessSanLanguage lang;
  CliPenalty penalty;
} CliRulingInput;

/* Reads and checks them (ply < 0: after the last move; tc NULL: the game's TimeControl tag);
 * prints the one-line error and returns FALSE on bad input. Clear 'in' afterwards either way.
 * illegal_after_ply: the file may hold an illegal move after the ply (the one under ruling). */
gboolean cli_ruling_input_load (CliRulingInput *in, const char *pgn, int game_no, int ply,
                                const char *tc, const char *lang_text, gboolean illegal_after_ply);
void cli_ruling_input_clear (CliRulingInput *in);

/* The result, adjust and articles lines (and opponent-can-mate when it was asked). */
void cli_print_ruling_common (CliOut *o, const ChessRuling *r);

/* Reads --supervision: "full" (A.4, B.2) or "partial" (A.5, B.3); NULL: the event's choice is not
 * known (A.6, B.4), so the usual case, partial, is assumed (*assumed is set). Prints the error
 * and returns FALSE otherwise. */
gboolean cli_parse_supervision (const char *text, ChessSupervision *out, gboolean *assumed);

/* The penalties of 7.5.5 and 9.5.3 under that supervision: in blitz under B.2 the Competition
 * Rules' two minutes by the letter (A.3 reaches blitz only through B.3); rapid_or_blitz then
 * says whether A.3 applies. */
void cli_penalty_apply_supervision (CliPenalty *penalty, ChessSupervision supervision);

/* The reading used, for rapid and blitz: "supervision: partial", "supervision-article: B.3",
 * "supervision-assumed: yes|no", and under B.2 the penalty's reading. Nothing in standard play. */
void cli_print_supervision (CliOut *o, const CliPenalty *penalty, ChessSupervision supervision,
                            gboolean assumed);

/* The class a CliPenalty was made for; a control that is unknown or absent counts as standard
 * play, as the penalty does. */
ChessTimeClass cli_penalty_time_class (const CliPenalty *penalty);

/* A ruling asked for after the game had ended by itself (chess-ended.h): "ruling: game-over",
 * "ended:" how (checkmate, stalemate, dead-position, fivefold, seventy-five), "ended-ply:" the
 * ply (none for a lone position), "result:" and "articles:" the ending's article. */
void cli_print_game_over (CliOut *o, ChessEnding ending, int ply, ChessResult result);

/* "yes" or "no", untranslated, for the key: value lines. */
const char *cli_yes_no (gboolean value);
