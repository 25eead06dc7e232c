/* hakem-report.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The appeals committee's report of a case, laid out on pages of any size and drawn with Cairo.
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "hakem-session.h"

G_BEGIN_DECLS

typedef enum
{
  HAKEM_PAPER_A4,
  HAKEM_PAPER_LETTER,
} HakemPaper;

/* The paper's size in points (1/72 inch): A4 595.28 x 841.89, Letter 612 x 792. */
void hakem_paper_size (HakemPaper paper, double *width, double *height);

typedef struct _HakemReport HakemReport;

/* The report of session's case, in the language of the messages' locale. A reference to session
 * is kept; nothing in it is changed. source is the file's name as the report shows it and
 * sha256 its checksum in hex (either NULL: not shown). */
HakemReport *hakem_report_new (HakemSession *session, const char *source, const char *sha256);
void hakem_report_free (HakemReport *report);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HakemReport, hakem_report_free)
/* The letters the moves are written in (English until set); before hakem_report_paginate. */
void hakem_report_set_san_language (HakemReport *report, ChessSanLanguage lang);

/* Lays the report out on pages width x height points wide and high; returns how many pages. */
int hakem_report_paginate (HakemReport *report, double width, double height);
/* Draws page (0-based, after hakem_report_paginate) on cr, whose user units are points with the
 * origin at the paper's top left corner. */
void hakem_report_draw_page (HakemReport *report, cairo_t *cr, int page);

/* Reads a case file (or, for a name ending in .pgn, the first game of a PGN file) into a new
 * session for the report, with the SHA-256 of the bytes read in *sha256 (free it). NULL with a
 * translated error a person can act on. The file is only read. */
HakemSession *hakem_report_load (const char *path, char **sha256, GError **error);

/* The whole report of session as a PDF file at path (vector pieces, fonts embedded). */
gboolean hakem_report_write_pdf (HakemSession *session, const char *source, const char *sha256,
                                 HakemPaper paper, ChessSanLanguage lang, const char *path,
                                 GError **error);

G_END_DECLS
