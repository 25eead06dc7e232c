/* hakem-report-private.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The report's blocks and text helpers, shared by the files that build its sections.
 */
#pragma once

#include <pango/pangocairo.h>

#include "hakem-report.h"
#include "hakem-rerule.h"

G_BEGIN_DECLS

/* Ends a PDF drawn on cr: destroys cr, finishes and destroys surface, and tells whether the file
 * was written (else error says why, naming path). */
gboolean hakem_report_pdf_close (cairo_t *cr, cairo_surface_t *surface, const char *path,
                                 GError **error);

/* Sizes in points. */
#define HAKEM_REPORT_MARGIN 42.0   /* on every side; nothing is drawn outside it */
#define HAKEM_REPORT_FOOTER 24.0   /* the footer's band at the bottom of the margin box */
#define HAKEM_REPORT_BODY_SIZE 9.0 /* body text */
#define HAKEM_REPORT_SMALL_SIZE 7.5
#define HAKEM_REPORT_GAP 6.0 /* between blocks */

typedef struct _HakemReportBlock HakemReportBlock;

/* Draws block with its top left corner at (x, y), width points wide. */
typedef void (*HakemReportDrawFunc) (HakemReport *report, const HakemReportBlock *block,
                                     cairo_t *cr, double x, double y, double width);

/* One unit of the layout. A block taller than a page's body goes on over the next pages when it
 * has a flow, a text that may be cut between its lines: the block keeps the lines that fit and
 * a plain block after it the rest (hakem_report_paginate); a flow marked cut_anywhere is cut so
 * at the foot of any page it does not fit on (a long list of moves). Anything else is never
 * split. */
struct _HakemReportBlock
{
  double height;                  /* points, the space below it included */
  HakemReportDrawFunc draw;       /* NULL: the layout alone, at the block's top left */
  PangoLayout *layout;            /* owned, or NULL */
  PangoLayout *aside;             /* a second text (beside a diagram), owned, or NULL */
  int index;                      /* which incident, row or reconstruction */
  gboolean keep_with_next;        /* a heading: not left alone at the foot of a page */
  gboolean shaded;                /* a scoresheet row with a grey band behind it */
  const HakemReportBlock *repeat; /* drawn first when this block opens a page (a table's head) */
  PangoLayout *flow;     /* layout or aside when that may be cut between lines, else NULL */
  double flow_x, flow_y; /* where the flow's first line is drawn in the block */
  double fixed; /* the block's height without the flow (a diagram beside it), space excluded */
  double space; /* the space below it, counted in height */
  int first_line, end_line; /* the flow's lines the block shows; end_line -1: to the last */
  GPtrArray *cells; /* a table row's layouts, a column each (owned; the flow is one), or NULL */
  gboolean cut_anywhere; /* the flow is cut at the page's foot even when shorter than a page */
};

struct _HakemReport
{
  HakemSession *session;
  char *source;
  char *sha256;
  ChessSanLanguage san;
  PangoContext *pango;
  double page_width, page_height;
  GPtrArray *blocks;     /* HakemReportBlock, in reading order */
  GArray *page_starts;   /* int: the first block of each page */
  HakemRerulePast *past; /* each incident's record as it stood, made when first needed */
  GArray *adoptions;     /* the reconstructions adopted (hakem-case-records.h), the same */
};

/* Every incident's record as it stood, from one pass over the log made when first needed: taking
 * each back on its own went over every later incident again (issue 26.4). */
HakemRerulePast *hakem_report_past (HakemReport *report);
/* The reconstructions adopted, found once: each record's name and moves are looked up in it. */
GArray *hakem_report_adoptions (HakemReport *report);

/* The width blocks are laid out in. */
double hakem_report_content_width (HakemReport *report);

/* A layout of markup in the report's font at size points, wrapping at width. */
PangoLayout *hakem_report_layout (HakemReport *report, const char *markup, double size,
                                  double width);
/* Its height in points. */
double hakem_report_layout_height (PangoLayout *layout);
/* Draws block's flow (its lines first_line to end_line) with the first at (x, y): the whole
 * layout when the block was not split. */
void hakem_report_show_flow (cairo_t *cr, const HakemReportBlock *block, double x, double y);
/* The grey band behind a table's shaded row (block->shaded), width wide and as tall as the block;
 * nothing for a row that is not shaded. The source is black again afterwards. */
void hakem_report_shade_row (cairo_t *cr, const HakemReportBlock *block, double x, double y,
                             double width);
/* A block of markup text; keep_with_next for headings. Returns it, added to the report. */
HakemReportBlock *hakem_report_add_text (HakemReport *report, const char *markup, double size,
                                         double space_after, gboolean keep_with_next);
HakemReportBlock *hakem_report_add_block (HakemReport *report);
/* A text (not markup) cut into pieces of at most HAKEM_REPORT_PIECE bytes, each after a line's
 * end or a space where it can: Pango lays out a paragraph of some 300,000 characters as one line
 * and measures a layout's height in an int, so a long note is laid out piece by piece. */
#define HAKEM_REPORT_PIECE 16384
GPtrArray *hakem_report_text_pieces (const char *text);
/* A block of markup text indented by indent points, which may go on over several pages. */
HakemReportBlock *hakem_report_add_flow (HakemReport *report, const char *markup, double size,
                                         double indent, double space_after);
/* A section heading. */
void hakem_report_add_heading (HakemReport *report, const char *text);

/* The sections, in the order the report has them. */
void hakem_report_add_case (HakemReport *report);
void hakem_report_add_scoresheet (HakemReport *report);
void hakem_report_add_incidents (HakemReport *report);
void hakem_report_add_reconstructions (HakemReport *report);
/* After incident (0-based), a reconstruction reconciled from both scoresheets (8.5.3): the game
 * found, the arbiter's decisions, the discrepancies. */
void hakem_report_add_reconciliation (HakemReport *report, guint incident,
                                      const HakemReconciliation *r);

/* The articles of a space-separated list, each with its summary, as markup lines. */
char *hakem_report_articles_markup (const char *articles);
/* What the article numbered exactly so says, in a sentence of our own, translated; NULL when it
 * has none (never its parent's). */
const char *hakem_report_article_summary (const char *article);
/* The articles that have a summary, in the Laws' order: index 0 to count - 1. */
guint hakem_report_article_count (void);
const char *hakem_report_article_nth (guint index);

/* A move of the game with its number in the report's letters: "19...Nf6". */
char *hakem_report_move_text (HakemReport *report, int ply_index);

G_END_DECLS
