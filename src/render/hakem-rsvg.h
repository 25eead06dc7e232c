/* hakem-rsvg.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * librsvg opened with dlopen when an SVG is first drawn, so that no program links it.
 */
#pragma once

#include <librsvg/rsvg.h>

#include "chess-types.h"

G_BEGIN_DECLS

typedef struct
{
  RsvgHandle *(*new_from_data) (const guint8 *data, gsize len, GError **error);
  gboolean (*render_document) (RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport,
                               GError **error);
} HakemRsvg;

/* librsvg's functions, opened once per process and never closed (it registers GTypes); NULL when
 * the library cannot be opened, with a warning the first time that says what follows
 * (consequence, "pieces at sizes without sprites are scaled"). Any thread. */
const HakemRsvg *hakem_rsvg_open (const char *consequence);
/* Whether hakem_rsvg_open has been tried and failed: no need to try again. */
gboolean hakem_rsvg_failed (void);

/* "white-pawn", ... "black-king": the name of a piece's SVG, without ".svg", in ChessPiece order
 * (NULL for CHESS_NO_PIECE). */
const char *hakem_rsvg_piece_name (ChessPiece piece);
/* The SVG of piece at PREFIX NAME.svg in the resources (prefix ends in '/'), parsed; NULL,
 * with a warning, when it is missing or cannot be read. Unref it. */
RsvgHandle *hakem_rsvg_load_piece (const HakemRsvg *rsvg, const char *prefix, ChessPiece piece);

G_END_DECLS
