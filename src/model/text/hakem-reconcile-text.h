/* hakem-reconcile-text.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The reconciliation of both scoresheets (8.5.3) in words: each kind of mistake the reconciler
 * finds, a discrepancy between a sheet and the game found, and the arbiter's decisions. The
 * sheets dialog and the appeals report say them the same way.
 */
#pragma once

#include <glib.h>

#include "chess-game.h"
#include "chess-reconcile.h"

G_BEGIN_DECLS

/* The kind of mistake in words: "the wrong piece letter". */
const char *hakem_reconcile_kind_text (ChessReconcileKind kind);

/* "11. Bxb5+" or "11... Nbd7": the move at ply (from 1) of game, in lang's letters. */
char *hakem_reconcile_move_text (const ChessGame *game, int ply, ChessSanLanguage lang);

/* The move number of ply (from 1) of a game from start, as the sheet's row has it: "11." for
 * White's move, "11..." for Black's; for any ply, played or not (an extra cell's). */
char *hakem_reconcile_ply_number (const ChessPosition *start, int ply);

/* What a discrepancy says of its cell: "written “Nf3”, played 2. Nd2: the wrong piece letter";
 * written is NULL for a move the sheet has no cell for. */
char *hakem_reconcile_mistake_text (const ChessReconcileDiscrepancy *d, const char *written,
                                    const ChessGame *game, ChessSanLanguage lang);

/* A discrepancy as a sentence naming its sheet: "White's sheet: “Nf3” where 2. Nd2 was played
 * (the wrong piece letter)." or "Black's sheet has nothing for 8. Nc3 (left out: ...)." */
char *hakem_reconcile_discrepancy_text (const ChessReconcileDiscrepancy *d, const char *written,
                                        const ChessGame *game, ChessSanLanguage lang);

/* The arbiter's correction at ply (from 1) of game, the move he decided, where the reconciler
 * had proposed: "Corrected by the arbiter: 3. Nc3, where the reconciler had Nf3." */
char *hakem_reconcile_correction_text (const ChessGame *game, int ply, ChessMove proposed,
                                       ChessSanLanguage lang);

/* The game's first decided moves the arbiter decided (1 to game->count): "The arbiter decided
 * the moves up to 5... Nf6; the reconciler found the rest." */
char *hakem_reconcile_decided_text (const ChessGame *game, int decided, ChessSanLanguage lang);

G_END_DECLS
