/* hakem-sheets-dialog.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Both players' scoresheets typed as written, and the game that explains both (8.5.3), found by
 * the reconciler (rules/chess-reconcile.h) with every place where a sheet differs from it.
 */
#pragma once

#include <gtk/gtk.h>

#include "chess-position.h"
#include "chess-reconcile.h"
#include "chess-san.h"
#include "hakem-reconciliation.h"

G_BEGIN_DECLS

#define HAKEM_TYPE_SHEETS_DIALOG (hakem_sheets_dialog_get_type ())
G_DECLARE_FINAL_TYPE (HakemSheetsDialog, hakem_sheets_dialog, HAKEM, SHEETS_DIALOG, GtkWindow)

/* A move the arbiter decided (hakem-reconciliation.h). */
typedef HakemReconciliationDecision HakemSheetsDecision;

/* The game starts at start and, when final is not NULL, stands at final now (the real board):
 * among the games the sheets explain, one that reaches it is taken, and moves after both sheets
 * stop are searched towards it. Moves are shown in lang's letters (the sheets may use either). */
HakemSheetsDialog *hakem_sheets_dialog_new (GtkWindow *parent, const ChessPosition *start,
                                            const ChessPosition *final, ChessSanLanguage lang);

/* Types a sheet's text into its box (side: whose sheet); for tests and pasted text. */
void hakem_sheets_dialog_set_text (HakemSheetsDialog *self, ChessColor side, const char *text);

/* Reads a sheet's text from a file into its box (the "Load…" button's file); FALSE with a
 * translated sentence when the file is no text a sheet can be (not a regular file, over 1 MiB, a
 * NUL byte, not UTF-8). */
gboolean hakem_sheets_dialog_load (HakemSheetsDialog *self, ChessColor side, GFile *file,
                                   GError **error);

/* Reconciles the two sheets as typed; FALSE (the reason shown) when a sheet cannot be read. */
gboolean hakem_sheets_dialog_reconcile (HakemSheetsDialog *self);

/* The board shows the position after ply (0: the start) of the game found, and the decision
 * controls are for that move. */
void hakem_sheets_dialog_select (HakemSheetsDialog *self, int ply);

/* The arbiter's decisions, move by move. Accepting keeps the game's moves up to ply as they are
 * when a later one is corrected. Correcting says that san (either letters) was played at ply:
 * the moves before it are kept, and the rest of the game is found again from it
 * (chess_reconcile_from); FALSE (the reason shown) when san is no legal move there. A decision
 * undoes those of later moves. */
gboolean hakem_sheets_dialog_accept (HakemSheetsDialog *self, int ply);
gboolean hakem_sheets_dialog_correct (HakemSheetsDialog *self, int ply, const char *san);
/* The number of the game's first moves the arbiter decided. */
int hakem_sheets_dialog_get_decided (HakemSheetsDialog *self);

/* The game found (NULL before one is); the reconciler's answer for it (NULL before); what the
 * arbiter decided and what the sheets had wrong and why, one sentence a line, for the incident's
 * note.
 * "chosen" is emitted when the arbiter takes the game. */
const ChessMove *hakem_sheets_dialog_get_moves (HakemSheetsDialog *self, int *count);
const ChessReconcileResult *hakem_sheets_dialog_get_result (HakemSheetsDialog *self);
char *hakem_sheets_dialog_dup_summary (HakemSheetsDialog *self);
/* All of it as the case keeps it, the sheets' texts as they were reconciled (NULL before a game
 * is found); free it. */
HakemReconciliation *hakem_sheets_dialog_dup_reconciliation (HakemSheetsDialog *self);
void hakem_sheets_dialog_choose (HakemSheetsDialog *self);

G_END_DECLS
