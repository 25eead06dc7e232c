/* hakem-material-text.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The material on the board as an arbiter writes it, "K+N against K+Q", and the sentence that
 * gives a ruling's reason when a player cannot checkmate (5.1.2, 6.9, 7.5.5).
 */
#pragma once

#include <glib.h>

#include "chess-mate.h"
#include "chess-san.h"

G_BEGIN_DECLS

/* One side's material in the notation's letters: "K+R+2P" (English), "Ş+K+2P" (Turkish). */
char *hakem_material_text (const ChessPosition *pos, ChessColor color, ChessSanLanguage lang);

/* Why the side can or cannot still checkmate, translated: "White cannot checkmate by any series
 * of legal moves: K+N against K+Q"; NULL for an undetermined answer. who names the side
 * ("White", "White (Carlsen)"). */
char *hakem_mate_reason_text (const ChessPosition *pos, ChessColor side, const char *who,
                              ChessMateAnswer answer, ChessSanLanguage lang);

G_END_DECLS
