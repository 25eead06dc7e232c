/* hakem-sheets-marks.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A scoresheet shown as on paper, two moves a numbered row, with each cell the reconciler found
 * wrong marked (8.5.3): "written Nf3, played Nd2: the wrong piece letter".
 */
#pragma once

#include <gtk/gtk.h>

#include "chess-game.h"
#include "chess-reconcile.h"

G_BEGIN_DECLS

/* Empties grid and fills it with the cells of one sheet (whose: the sheet's colour), two a
 * numbered row from the game's start, each cell a discrepancy of that sheet names marked (the
 * style class "sheet-mistake", a tooltip and the accessible description saying the mistake). */
void hakem_sheets_fill_sheet (GtkGrid *grid, GPtrArray *cells, ChessColor whose,
                              const ChessGame *game, const ChessReconcileResult *r,
                              ChessSanLanguage lang);

G_END_DECLS
