/* hakem-move-row.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * One line of the scoresheet: a move number with White's and Black's moves as they are shown.
 */
#pragma once

#include <glib-object.h>

#include "chess-types.h"

G_BEGIN_DECLS

#define HAKEM_TYPE_MOVE_ROW (hakem_move_row_get_type ())
G_DECLARE_FINAL_TYPE (HakemMoveRow, hakem_move_row, HAKEM, MOVE_ROW, GObject)

/* What White's first cell holds in a game that starts with Black to move. */
#define HAKEM_MOVE_ROW_SKIPPED "..."

/* Properties (read only, notified when they change): "number"; for each side ("white-" and
 * "black-") "-text" and "-markup" (hakem_move_row_dup_text and _dup_markup), "-selected" and
 * "-marked". The scoresheet's cells are bound to them. */

HakemMoveRow *hakem_move_row_new (int number);

int hakem_move_row_get_number (HakemMoveRow *self);

/* Fills one side's cell: the move that leads to the position after 'ply' half-moves, its SAN,
 * the clock after it (CHESS_GAME_NO_TIME when unknown) and whether a draw was offered with it.
 * Notifies its side's "-text" and "-markup" when anything differs. */
void hakem_move_row_set_move (HakemMoveRow *self, ChessColor side, int ply, const char *san,
                              int32_t clock_ms, gboolean draw_offer);
/* Marks White's cell as skipped ("...") in a game that starts with Black to move. */
void hakem_move_row_set_skipped (HakemMoveRow *self, ChessColor side);
/* Empties a cell, notifying what changed. */
void hakem_move_row_clear (HakemMoveRow *self, ChessColor side);

/* The ply of a cell's move, or -1 when the cell holds no move. */
int hakem_move_row_get_ply (HakemMoveRow *self, ChessColor side);
const char *hakem_move_row_get_san (HakemMoveRow *self, ChessColor side);
int32_t hakem_move_row_get_clock (HakemMoveRow *self, ChessColor side);
gboolean hakem_move_row_get_draw_offer (HakemMoveRow *self, ChessColor side);

/* The cell's text as a screen reader reads it ("e4 (=)\t1:29:58"), and as Pango markup with
 * the clock stamp small and dim. Free with g_free. */
char *hakem_move_row_dup_text (HakemMoveRow *self, ChessColor side);
char *hakem_move_row_dup_markup (HakemMoveRow *self, ChessColor side);

/* The state the scoresheet draws: the cell of the position shown, and the evidence of a ruling.
 * Notify their side's "-selected" and "-marked" when they change. */
void hakem_move_row_set_selected (HakemMoveRow *self, ChessColor side, gboolean selected);
gboolean hakem_move_row_get_selected (HakemMoveRow *self, ChessColor side);
void hakem_move_row_set_marked (HakemMoveRow *self, ChessColor side, gboolean marked);
gboolean hakem_move_row_get_marked (HakemMoveRow *self, ChessColor side);

/* Writes a clock stamp for the scoresheet: whole seconds, tenths under a minute, where a time
 * scramble needs them. buf holds at least 24 bytes; "" when ms is CHESS_GAME_NO_TIME. */
char *hakem_move_row_format_clock (int32_t ms, char *buf, size_t size);

G_END_DECLS
