/* hakem-reconstruction-view.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The reconstruction of a game on a second board (8.5.3, 8.6): record, replay, compare, adopt.
 */
#pragma once

#include <gtk/gtk.h>

#include "hakem-session-dialog.h"

G_BEGIN_DECLS

#define HAKEM_TYPE_RECONSTRUCTION_VIEW (hakem_reconstruction_view_get_type ())
G_DECLARE_FINAL_TYPE (HakemReconstructionView, hakem_reconstruction_view, HAKEM,
                      RECONSTRUCTION_VIEW, HakemSessionDialog)

/* A modal window over parent; it stops a running clock (6.11.1) and starts with the live board,
 * clocks and counts as the record's first draft. */
GtkWidget *hakem_reconstruction_view_new (GtkWindow *parent, HakemSession *session);

/* What the view's controls do, for keyboard-free use and tests. */

/* Step 1: the record drafted again from the live board, clocks and counts. */
void hakem_reconstruction_view_take_live (HakemReconstructionView *self);
/* Ends step 1: the record is checked (a legal placement: one king each, no pawn on the first or
 * last rank, the side not to move not in check) and the replay starts from the game's start
 * position (or goes on, when the record is corrected later). FALSE with the reason shown. */
gboolean hakem_reconstruction_view_start (HakemReconstructionView *self);
/* Step 2: a recalled move as written (SAN in the notation's letters, long forms too); FALSE with
 * the reason shown when it cannot be read or played. */
gboolean hakem_reconstruction_view_play (HakemReconstructionView *self, const char *text);
void hakem_reconstruction_view_undo (HakemReconstructionView *self);
/* The second board shows the position after PLY recalled half-moves (0: the start; clamped to
 * those recalled), the squares that differ from the real board marked on both; a new recalled
 * move brings it to the end again. The keys Alt+Home, Alt+Left, Alt+Right and Alt+End step. */
void hakem_reconstruction_view_show_step (HakemReconstructionView *self, int ply);
int hakem_reconstruction_view_get_step (HakemReconstructionView *self);
/* The squares of the position shown that differ from the real board, in words. */
const char *hakem_reconstruction_view_get_differences (HakemReconstructionView *self);
void hakem_reconstruction_view_set_note (HakemReconstructionView *self, const char *note);

/* The reconstruction so far; NULL before step 1 is done. */
const ChessReconstruction *
hakem_reconstruction_view_get_reconstruction (HakemReconstructionView *self);
/* The status text: moves replayed, whether the boards match or how many squares differ. */
const char *hakem_reconstruction_view_get_status (HakemReconstructionView *self);
/* The 8.6 findings for both players, one paragraph each. */
const char *hakem_reconstruction_view_get_findings (HakemReconstructionView *self);

/* Hands the reconstruction to the session and closes: kept beside the game record, or adopted
 * as the record. Adopting boards that do not match needs confirmed; otherwise the view asks for
 * the confirmation and returns FALSE. */
void hakem_reconstruction_view_keep (HakemReconstructionView *self);
gboolean hakem_reconstruction_view_adopt (HakemReconstructionView *self, gboolean confirmed);

G_END_DECLS
