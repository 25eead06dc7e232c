/* hakem-illegal-dialog.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The irregularity dialog: an illegal move, a promotion without a new piece, a clock pressed
 * without a move, a move made with two hands (7.5.1 to 7.5.5, A.5.2).
 */
#pragma once

#include <gtk/gtk.h>

#include "hakem-session-dialog.h"

G_BEGIN_DECLS

#define HAKEM_TYPE_ILLEGAL_DIALOG (hakem_illegal_dialog_get_type ())
G_DECLARE_FINAL_TYPE (HakemIllegalDialog, hakem_illegal_dialog, HAKEM, ILLEGAL_DIALOG,
                      HakemSessionDialog)

/* Moves are written in the session's letters. found_ply: the ply the irregularity was found at
 * later (the player having the move after that many half-moves), or -1 for the player to move
 * now. */
HakemIllegalDialog *hakem_illegal_dialog_new (GtkWindow *parent, HakemSession *session,
                                              int found_ply);

/* The ruling shown and its case, or NULL while the inputs allow none. */
const ChessRuling *hakem_illegal_dialog_get_ruling (HakemIllegalDialog *self);
const ChessIrregularityCase *hakem_illegal_dialog_get_case (HakemIllegalDialog *self);

G_END_DECLS
