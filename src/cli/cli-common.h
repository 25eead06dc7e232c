/* cli-common.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * What every hakem-cli command shares: errors with exit status 2, option helpers, the commands.
 */
#pragma once

#include "config.h"

#include <stdio.h>

#include <glib.h>
#include <glib/gi18n.h>

#include "chess-mate.h"
#include "chess-position.h"
#include "chess-game.h"
#include "chess-san.h"

#define CLI_EXIT_OK 0
#define CLI_EXIT_FAILURE 1
#define CLI_EXIT_USAGE 2

/* Prints "hakem-cli: MESSAGE" on stderr; returns CLI_EXIT_USAGE for 'return cli_error (...)'. */
int cli_error (const char *format, ...) G_GNUC_PRINTF (1, 2);

/* Prints "hakem-cli: warning: MESSAGE" on stderr: the input was read, with an assumption. */
void cli_warning (const char *format, ...) G_GNUC_PRINTF (1, 2);

/* Reads a FEN for the option named 'option'; on error prints it (with the column) and returns
 * FALSE. A short FEN or a move number 0 is read with a warning (ChessFenNotes). */
gboolean cli_parse_fen (const char *option, const char *fen, ChessPosition *pos);

/* Parses a whole number in [min, max]; FALSE (nothing printed) when the text is not one. */
gboolean cli_parse_int (const char *text, long min, long max, long *out);

/* Runs g_option_context_parse over a command's entries; prints the error and returns FALSE. */
gboolean cli_parse_options (const char *command, const char *params, const GOptionEntry *entries,
                            int *argc, char ***argv);

/* Reads "white" or "black" for the option named 'option'; prints the error and returns FALSE. */
gboolean cli_parse_side (const char *option, const char *text, ChessColor *out);

/* The same for an option that must be given: when text is NULL, says that 'command' requires
 * 'option' (canmate --side, resign --by, penalty --offender). */
gboolean cli_require_side (const char *command, const char *option, const char *text,
                           ChessColor *out);

/* Reads --lang: NULL or "en" is English, "tr" Turkish; prints the error and returns FALSE. */
gboolean cli_parse_language (const char *text, ChessSanLanguage *out);

/* What follows from a time control for the penalties of Articles 7 and 9. */
typedef struct
{
  int seconds; /* 120 in standard play, 60 in rapid and blitz (A.3) */
  gboolean rapid_or_blitz;
  const char *class_name; /* "standard", "rapid", "blitz", or "unknown" */
} CliPenalty;

/* From a PGN TimeControl value (NULL, "?" and "-": unknown, standard assumed); prints the error
 * naming 'what' and returns FALSE when the value cannot be read. */
gboolean cli_penalty_for_time_control (const char *what, const char *tc, CliPenalty *out);

/* Reads game number 'wanted' (1-based) of a PGN file into game (zeroed or cleared); prints the
 * error naming --pgn or --game and returns FALSE when the file cannot be read, has no such game,
 * or the game is damaged. With usable_plies >= 0, a game whose first illegal move comes after at
 * least that many half-moves is read up to it (the record of an illegal move under ruling). */
gboolean cli_load_game (const char *path, int wanted, int usable_plies, ChessGame *game);

int cli_perft (int argc, char **argv);
int cli_fen (int argc, char **argv);
int cli_san (int argc, char **argv);
int cli_timecontrol (int argc, char **argv);
int cli_demo (int argc, char **argv);
int cli_claim (int argc, char **argv);
int cli_flag (int argc, char **argv);
int cli_illegal (int argc, char **argv);
int cli_check (int argc, char **argv);
int cli_canmate (int argc, char **argv);
int cli_dead (int argc, char **argv);
int cli_monitor (int argc, char **argv);
int cli_penalty (int argc, char **argv);
int cli_resign (int argc, char **argv);
int cli_report (int argc, char **argv);
int cli_scenario_from_case (int argc, char **argv);
int cli_rerule (int argc, char **argv);
int cli_trf (int argc, char **argv);
int cli_reconcile (int argc, char **argv);

/* Shared by canmate and dead: fixed English words for answers and proofs, the line as UCI. */
const char *cli_mate_answer (ChessMateAnswer answer);
const char *cli_mate_proof (ChessMateProof proof);
void cli_print_mate_line (const ChessPosition *start, const ChessMateResult *r);

int hakem_cli_main (int argc, char **argv);
