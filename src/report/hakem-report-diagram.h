/* hakem-report-diagram.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A board diagram with the pieces drawn from their SVGs as vectors, on any Cairo surface.
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "chess-position.h"

G_BEGIN_DECLS

/* Draws pos as a diagram size points square with its top left corner at (x, y), White at the
 * bottom, file letters and rank numbers outside it (size / 16 below and to the left); the
 * squares of marked are framed (the move under ruling, the squares that differ). */
void hakem_report_draw_board (cairo_t *cr, const ChessPosition *pos, double x, double y,
                              double size, ChessBitboard marked);

G_END_DECLS
