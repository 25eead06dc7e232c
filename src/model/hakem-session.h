/* hakem-session.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The game under the arbiter's control: the record, whose changes the views follow.
 */
#pragma once

#include <glib-object.h>

#include "chess-clock.h"
#include "chess-game.h"
#include "chess-ruling.h"
#include "chess-san.h"

G_BEGIN_DECLS

#define HAKEM_TYPE_SESSION (hakem_session_get_type ())
G_DECLARE_FINAL_TYPE (HakemSession, hakem_session, HAKEM, SESSION, GObject)

HakemSession *hakem_session_new (void);

/* Starts a new game from pos (the initial position when NULL). Emits "changed". */
void hakem_session_reset (HakemSession *self, const ChessPosition *pos);

const ChessGame *hakem_session_get_game (HakemSession *self);

/* Starts a new game from pos (the initial position when NULL) under a time control (the FIDE
 * standard 40/5400+30:1800+30 when NULL); the clock waits to be started. Emits "changed". */
void hakem_session_new_game (HakemSession *self, const ChessPosition *pos,
                             const ChessTimeControl *tc);

/* Plays a legal move; FALSE (nothing changes) when it is not legal. A running clock is pressed:
 * the move is completed (6.2.1) and its clock figures go into the record. Emits "changed". */
gboolean hakem_session_play (HakemSession *self, ChessMove move);

/* The clock, read at g_get_monotonic_time(). */
const ChessClock *hakem_session_get_clock (HakemSession *self);
const ChessTimeControl *hakem_session_get_time_control (HakemSession *self);

/* Starts the clock (6.6), or the arbiter stops and restarts it (6.11). FALSE when the clock
 * refuses (not started, already running, ...). Emit "clock-changed". */
gboolean hakem_session_start_clock (HakemSession *self);
gboolean hakem_session_stop_clock (HakemSession *self);
gboolean hakem_session_resume_clock (HakemSession *self);

/* Adds (or with delta_seconds < 0 removes) time on a player's clock. Emits "clock-changed". */
gboolean hakem_session_adjust_clock (HakemSession *self, ChessColor color, int delta_seconds);

/* Takes back the last move. Emits "changed". */
gboolean hakem_session_undo (HakemSession *self);

/* Presses the clock without a move (the arbiter mirrors what happened at the board; 7.5.3). */
gboolean hakem_session_press_clock (HakemSession *self);

/* Records how the game ended; stops the clock. Emits "changed". */
void hakem_session_end_game (HakemSession *self, ChessResult result, ChessEnding ending);

/* Rules on a draw claim by the player having the move, now, with an optional intended move
 * (CHESS_MOVE_NONE), under the session's time control. FALSE with the error in *error_out. */
gboolean hakem_session_rule_claim (HakemSession *self, ChessClaimKind kind, ChessMove intended,
                                   ChessRuling *out, ChessRulingError *error_out);

/* Carries out a claim's ruling (9.5.2 or 9.5.3): a draw, or the penalty on the opponent's
 * clock and the intended move played. */
void hakem_session_apply_claim (HakemSession *self, const ChessRuling *ruling, ChessMove intended);

/* Replaces the game with the first game of a PGN file. On failure the session is unchanged and
 * *message (free it) says, translated, what is wrong and where. */
gboolean hakem_session_load_pgn (HakemSession *self, const char *path, ChessSanLanguage lang,
                                 char **message);

/* Sets a PGN tag of the game (White, Black, Event, ...). Emits "changed". */
void hakem_session_set_tag (HakemSession *self, const char *name, const char *value);

G_END_DECLS
