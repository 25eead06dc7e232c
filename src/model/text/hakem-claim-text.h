/* hakem-claim-text.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The evidence of a draw claim in words, for the claim dialog and the incident log.
 */
#pragma once

#include <glib.h>

#include "chess-ruling.h"
#include "chess-san.h"

G_BEGIN_DECLS

/* What a claim's ruling rests on, translated, with positions cited as moves: "The position has
 * occurred 3 times: at the start of the game and after 4...Ng8 and 8...Ng8." (9.2) or "98
 * half-moves without a capture or a pawn move (100 are needed: 50 by each player). The last
 * capture or pawn move was 23.exd5." (9.3). game is the record the claim was made on (before an
 * intended move is played). */
char *hakem_claim_evidence_text (const ChessGame *game, const ChessRuling *r, ChessMove intended,
                                 ChessSanLanguage lang);

/* 9.5.3 on a written move that is not legal (9.2.1.1, 9.3.1): it cannot be played, and the
 * claimant ("White (Carlsen)") must make a legal move. written: the move as written, or NULL. */
char *hakem_claim_written_illegal_text (const char *written, const char *who);

G_END_DECLS
