/* hakem-claim-dialog.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The draw claim dialog: threefold (9.2) or fifty moves (9.3), with or without an intended move.
 */
#pragma once

#include <gtk/gtk.h>

#include "hakem-session-dialog.h"

G_BEGIN_DECLS

#define HAKEM_TYPE_CLAIM_DIALOG (hakem_claim_dialog_get_type ())
G_DECLARE_FINAL_TYPE (HakemClaimDialog, hakem_claim_dialog, HAKEM, CLAIM_DIALOG, HakemSessionDialog)

/* On SESSION (the construct-only "session" property): the intended move is read in the
 * session's letters. */
HakemClaimDialog *hakem_claim_dialog_new (GtkWindow *parent, HakemSession *session);

/* The ruling shown, or NULL before "Rule" was pressed. */
const ChessRuling *hakem_claim_dialog_get_ruling (HakemClaimDialog *self);

/* What the dialog's controls do, for keyboard-free use and tests. */
void hakem_claim_dialog_set_claim (HakemClaimDialog *self, ChessClaimKind kind,
                                   const char *intended);
void hakem_claim_dialog_rule (HakemClaimDialog *self);
void hakem_claim_dialog_apply (HakemClaimDialog *self);

G_END_DECLS
