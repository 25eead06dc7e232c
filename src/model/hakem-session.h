/* hakem-session.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The game under the arbiter's control: the record, whose changes the views follow.
 */
#pragma once

#include <glib-object.h>

#include "chess-game.h"

G_BEGIN_DECLS

#define HAKEM_TYPE_SESSION (hakem_session_get_type ())
G_DECLARE_FINAL_TYPE (HakemSession, hakem_session, HAKEM, SESSION, GObject)

HakemSession *hakem_session_new (void);

/* Starts a new game from pos (the initial position when NULL). Emits "changed". */
void hakem_session_reset (HakemSession *self, const ChessPosition *pos);

const ChessGame *hakem_session_get_game (HakemSession *self);

/* Plays a legal move; FALSE (nothing changes) when it is not legal. Emits "changed". */
gboolean hakem_session_play (HakemSession *self, ChessMove move);

/* Takes back the last move. Emits "changed". */
gboolean hakem_session_undo (HakemSession *self);

G_END_DECLS
