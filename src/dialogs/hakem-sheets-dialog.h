/* hakem-sheets-dialog.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Both players' scoresheets typed as written, and the game that explains both (8.5.3), found by
 * the reconciler (rules/chess-reconcile.h) with every place where a sheet differs from it.
 */
#pragma once

#include <gtk/gtk.h>

#include "chess-position.h"
#include "chess-san.h"

G_BEGIN_DECLS

#define HAKEM_TYPE_SHEETS_DIALOG (hakem_sheets_dialog_get_type ())
G_DECLARE_FINAL_TYPE (HakemSheetsDialog, hakem_sheets_dialog, HAKEM, SHEETS_DIALOG, GtkWindow)

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

/* The game found (NULL before one is), and what the sheets had wrong, one line each, for the
 * incident's note; "chosen" is emitted when the arbiter takes the game. */
const ChessMove *hakem_sheets_dialog_get_moves (HakemSheetsDialog *self, int *count);
char *hakem_sheets_dialog_dup_summary (HakemSheetsDialog *self);
void hakem_sheets_dialog_choose (HakemSheetsDialog *self);

G_END_DECLS
