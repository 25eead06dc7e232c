/* hakem-result-dialog.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The result dialog: a resignation (5.1.2), a draw by agreement (5.2.3, 9.1), a player absent at
 * the start (6.7.1) or the arbiter's own result, ruled as the inputs change and recorded.
 */
#pragma once

#include <gtk/gtk.h>

#include "hakem-session-dialog.h"

G_BEGIN_DECLS

#define HAKEM_TYPE_RESULT_DIALOG (hakem_result_dialog_get_type ())
G_DECLARE_FINAL_TYPE (HakemResultDialog, hakem_result_dialog, HAKEM, RESULT_DIALOG,
                      HakemSessionDialog)

HakemResultDialog *hakem_result_dialog_new (GtkWindow *parent, HakemSession *session);

/* The case as the controls set it, and the ruling on it (NULL while the case is refused). */
const HakemResultCase *hakem_result_dialog_get_case (HakemResultDialog *self);
const HakemResultRuling *hakem_result_dialog_get_ruling (HakemResultDialog *self);

G_END_DECLS
