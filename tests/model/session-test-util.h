/* session-test-util.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Helpers the session tests share: moves by UCI text, a new game at a position, articles.
 */
#pragma once

#include <glib.h>

#include "hakem-session.h"

G_BEGIN_DECLS

ChessMove find_move (const ChessPosition *pos, const char *uci);
void play (HakemSession *s, const char *moves);
void start_game (HakemSession *s, const char *fen, const char *tc_text);
void assert_articles (const char *have, const char *want);
/* Logs a note at the ply the game has reached, at the clocks' readings. */
void add_note (HakemSession *s, const char *text);
/* An illegal move completed after ply half-moves and found now: ruled (7.5.1, 7.5.5) and carried
 * out, with note (or none) in the log; the ruling. */
ChessRuling rule_illegal_move (HakemSession *s, int ply, const char *note);
char *ruling_articles (const ChessRuling *r);
/* Runs the default main context for ms milliseconds of real time. */
void run_main_loop_for (guint ms);

G_END_DECLS
