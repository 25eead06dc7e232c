/* hakem-piece-sprites-format.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The layout of the piece sprites rendered at build time (assets/pieces/render-pieces.c) and
 * read by the board (hakem-piece-sprites.c): a header, then twelve Cairo ARGB32 images
 * (premultiplied alpha, native byte order), SIZE rows of STRIDE bytes each, in ChessPiece order.
 */
#pragma once

#include <glib.h>

#define HAKEM_SPRITES_MAGIC 0x5053484bu      /* "KHSP" read as a little-endian word */
#define HAKEM_SPRITES_BYTE_ORDER 0x01020304u /* as the writer stored it: its byte order */

typedef struct
{
  guint32 magic;
  guint32 size;   /* pixels square */
  guint32 stride; /* bytes per row */
  guint32 byte_order;
} HakemSpritesHeader;

G_STATIC_ASSERT (sizeof (HakemSpritesHeader) == 16);
