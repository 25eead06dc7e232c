/* hakem-sheet-text.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A handwritten scoresheet as typed: one line per move number as on the paper, "12. Nf3 Nc6",
 * "-" where nothing was written, "?" where the move cannot be read; the cells the reconciler
 * (rules/chess-reconcile.h) takes.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The longest cell a sheet's text may hold, in bytes: longer is no move. */
#define HAKEM_SHEET_CELL_MAX_BYTES 32

#define HAKEM_SHEET_TEXT_ERROR (hakem_sheet_text_error_quark ())
GQuark hakem_sheet_text_error_quark (void);

/* The cells of text (char *, White's and Black's in turn). black_first: the game starts with
 * Black to move, so the first line may hold Black's move alone ("12... Nf6", "12. ... Nf6" or
 * "12. - Nf6"). A move number alone is two empty cells; a line with White's move alone is
 * followed by an empty Black cell when more lines follow; blank lines and a result at the end
 * are allowed. The move numbers run one a line, in order from the first line's: a number skipped
 * or repeated is bad text. NULL on bad text, with *line (1-based) and a translated sentence in
 * error. */
GPtrArray *hakem_sheet_text_cells (const char *text, gboolean black_first, int *line,
                                   GError **error);

G_END_DECLS
