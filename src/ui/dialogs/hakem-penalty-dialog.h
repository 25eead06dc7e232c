/* hakem-penalty-dialog.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The penalty dialog: the arbiter's options of Article 12.9, what prompted them, and the score
 * limits of Article 10.2.
 */
#pragma once

#include <gtk/gtk.h>

#include "hakem-session-dialog.h"

G_BEGIN_DECLS

#define HAKEM_TYPE_PENALTY_DIALOG (hakem_penalty_dialog_get_type ())
G_DECLARE_FINAL_TYPE (HakemPenaltyDialog, hakem_penalty_dialog, HAKEM, PENALTY_DIALOG,
                      HakemSessionDialog)

HakemPenaltyDialog *hakem_penalty_dialog_new (GtkWindow *parent, HakemSession *session);

/* The penalty as the controls set it, and its effect (NULL while it is refused). */
const ChessPenalty *hakem_penalty_dialog_get_penalty (HakemPenaltyDialog *self);
const ChessPenaltyEffect *hakem_penalty_dialog_get_effect (HakemPenaltyDialog *self);

/* The translated description of an article that prompts a 12.9 penalty ("6.2.4", "11.5"), or
 * NULL for an article without one. */
const char *hakem_penalty_occasion_text (const char *article);

G_END_DECLS
