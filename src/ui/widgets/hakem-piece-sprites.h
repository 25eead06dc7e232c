/* hakem-piece-sprites.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The board's twelve piece images at one size, from build-time sprites or the SVGs.
 */
#pragma once

#include <gtk/gtk.h>

#include "chess-types.h"

G_BEGIN_DECLS

typedef struct _HakemPieceSprites HakemPieceSprites;

/* OWNER (not referenced: it frees the cache in its dispose) is redrawn when sharper sprites for
 * the current size become ready. */
HakemPieceSprites *hakem_piece_sprites_new (GtkWidget *owner);
void hakem_piece_sprites_free (HakemPieceSprites *self);

/* Makes the sprites SIZE device pixels square; does nothing when they already are. */
void hakem_piece_sprites_set_size (HakemPieceSprites *self, int size);

/* The image of PIECE at the current size, or NULL if there is none. */
cairo_surface_t *hakem_piece_sprites_get (HakemPieceSprites *self, ChessPiece piece);

G_END_DECLS
