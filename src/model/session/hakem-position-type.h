/* hakem-position-type.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The rules core's ChessPosition as a GLib boxed type, so that a position can be a property
 * (the session's live position, the board's) and be bound.
 */
#pragma once

#include <glib-object.h>

#include "chess-position.h"

G_BEGIN_DECLS

#define HAKEM_TYPE_POSITION (hakem_position_get_type ())
GType hakem_position_get_type (void) G_GNUC_CONST;

/* A copy of pos that g_boxed_free (HAKEM_TYPE_POSITION, ...) or g_free releases. */
ChessPosition *hakem_position_copy (const ChessPosition *pos);

G_END_DECLS
