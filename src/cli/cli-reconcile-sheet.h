/* cli-reconcile-sheet.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A scoresheet file for hakem-cli reconcile: one line per move number as on paper.
 */
#pragma once

#include <glib.h>

#include "chess-reconcile.h"

typedef struct
{
  GPtrArray *cells;          /* char *: the written cells, White's and Black's in turn */
  ChessReconcileSheet sheet; /* a view of cells */
} CliSheet;

/* Reads the sheet file at path; black_first: the game starts with Black to move, so the first
 * line may hold Black's move alone ("12... Nf6" or "12. ... Nf6" / "12. - Nf6"). On bad input
 * prints "hakem-cli: FILE:LINE: ..." and returns FALSE. */
gboolean cli_sheet_load (const char *path, gboolean black_first, CliSheet *sheet);
void cli_sheet_clear (CliSheet *sheet);
