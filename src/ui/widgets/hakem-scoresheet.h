/* hakem-scoresheet.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The scoresheet: the session's moves with clock stamps and draw offers, and a way back through
 * the game's positions.
 */
#pragma once

#include <gtk/gtk.h>

#include "chess-san.h"
#include "hakem-session.h"

G_BEGIN_DECLS

#define HAKEM_TYPE_SCORESHEET (hakem_scoresheet_get_type ())
G_DECLARE_FINAL_TYPE (HakemScoresheet, hakem_scoresheet, HAKEM, SCORESHEET, GtkWidget)

/* The ply of the live position: the game as it stands, where moves are played. */
#define HAKEM_SCORESHEET_LIVE (-1)

GtkWidget *hakem_scoresheet_new (void);

/* Follows a session's record (NULL: none). Returns to the live position. */
void hakem_scoresheet_set_session (HakemScoresheet *self, HakemSession *session);
HakemSession *hakem_scoresheet_get_session (HakemScoresheet *self);

/* The letters of the moves (English by default); the rows change in place. */
void hakem_scoresheet_set_language (HakemScoresheet *self, ChessSanLanguage language);
ChessSanLanguage hakem_scoresheet_get_language (HakemScoresheet *self);

/* Shows the position after 'ply' half-moves (0 is the start position) and emits "ply-selected"
 * when that changes. The live ply (HAKEM_SCORESHEET_LIVE, or the number of moves played) returns
 * to the live position and emits -1. Out of range: nothing happens. */
void hakem_scoresheet_select_ply (HakemScoresheet *self, int ply);
/* The ply shown, or HAKEM_SCORESHEET_LIVE. */
int hakem_scoresheet_get_selected_ply (HakemScoresheet *self);

/* The evidence of a ruling: the cells of these plies are marked (CSS class "evidence" and an
 * accessible description) until the next call; n = 0 clears them. Ply 0 has no cell. */
void hakem_scoresheet_set_marked_plies (HakemScoresheet *self, const int *plies, int n);

/* The rows (HakemMoveRow), one per move number; for tests and exports. */
GListModel *hakem_scoresheet_get_rows (HakemScoresheet *self);

G_END_DECLS
