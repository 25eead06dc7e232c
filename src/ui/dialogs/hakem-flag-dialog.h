/* hakem-flag-dialog.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The flag dialog: a fallen flag (6.9), both flags, a control the scoresheets cannot show (8.6),
 * a time claim or the arbiter's call in rapid and blitz (A.5.3, A.5.5).
 */
#pragma once

#include <gtk/gtk.h>

#include "hakem-session-dialog.h"

G_BEGIN_DECLS

#define HAKEM_TYPE_FLAG_DIALOG (hakem_flag_dialog_get_type ())
G_DECLARE_FINAL_TYPE (HakemFlagDialog, hakem_flag_dialog, HAKEM, FLAG_DIALOG, HakemSessionDialog)

HakemFlagDialog *hakem_flag_dialog_new (GtkWindow *parent, HakemSession *session);

/* Whether the clock showed a fallen flag when the dialog opened (else the arbiter names one). */
gboolean hakem_flag_dialog_get_clock_shows_flag (HakemFlagDialog *self);

/* The ruling shown and its case, or NULL while there is none. */
const ChessRuling *hakem_flag_dialog_get_ruling (HakemFlagDialog *self);
const ChessFlagCase *hakem_flag_dialog_get_case (HakemFlagDialog *self);

G_END_DECLS
