/* hakem-report-results.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A round's results list, printable: the boards with their players and results, then the byes,
 * drawn with Cairo and Pango into a PDF.
 */
#pragma once

#include "hakem-report.h"
#include "hakem-round-pairings.h"

G_BEGIN_DECLS

/* The results list of the round as a PDF at path on paper of that size, in the language of the
 * messages' locale: the tournament and the round, one line per board (its number, White with
 * title and rating, the result, Black, and "to be confirmed" or "no result" where that is so),
 * then the byes. */
gboolean hakem_report_write_results_pdf (HakemRoundPairings *pairings, HakemPaper paper,
                                         const char *path, GError **error);

G_END_DECLS
