/* hakem-report-layout.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The report's pages: its blocks laid out in order, broken into pages (a text longer than a page
 * cut between its lines), each with its footer.
 *
 * Text is laid out once, in points, with hinting off, so that the lines break at the same places
 * on a PDF, a printer of any resolution and the screen.
 */
#include "config.h"

#include "hakem-report-private.h"

#include <string.h>

#include <glib/gi18n.h>

#include "hakem-case-records.h"
#include "hakem-rules-text.h"
#include "hakem-text-safe.h"

static void
block_free (gpointer data)
{
  HakemReportBlock *b = data;
  g_clear_object (&b->layout);
  g_clear_object (&b->aside);
  g_clear_pointer (&b->cells, g_ptr_array_unref);
  g_free (b);
}

void
hakem_paper_size (HakemPaper paper, double *width, double *height)
{
  /* A4 is 210 x 297 mm; Letter 8.5 x 11 inches. */
  *width = paper == HAKEM_PAPER_LETTER ? 612.0 : 210.0 / 25.4 * 72.0;
  *height = paper == HAKEM_PAPER_LETTER ? 792.0 : 297.0 / 25.4 * 72.0;
}

HakemReport *
hakem_report_new (HakemSession *session, const char *source, const char *sha256)
{
  HakemReport *r = g_new0 (HakemReport, 1);
  r->session = g_object_ref (session);
  r->source = hakem_text_show_bidi (source);
  r->sha256 = g_strdup (sha256);
  r->san = CHESS_SAN_ENGLISH;
  PangoFontMap *map = pango_cairo_font_map_get_default ();
  r->pango = pango_font_map_create_context (map);
  pango_cairo_context_set_resolution (r->pango, 72.0);
  cairo_font_options_t *options = cairo_font_options_create ();
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (r->pango, options);
  cairo_font_options_destroy (options);
  pango_context_set_round_glyph_positions (r->pango, FALSE);
  r->blocks = g_ptr_array_new_with_free_func (block_free);
  r->page_starts = g_array_new (FALSE, FALSE, sizeof (int));
  return r;
}

void
hakem_report_free (HakemReport *report)
{
  if (!report)
    return;
  g_object_unref (report->session);
  g_free (report->source);
  g_free (report->sha256);
  g_object_unref (report->pango);
  g_ptr_array_unref (report->blocks);
  g_array_unref (report->page_starts);
  hakem_rerule_past_free (report->past);
  g_clear_pointer (&report->adoptions, g_array_unref);
  g_free (report);
}

HakemRerulePast *
hakem_report_past (HakemReport *report)
{
  if (!report->past)
    report->past = hakem_rerule_past_new (report->session);
  return report->past;
}

GArray *
hakem_report_adoptions (HakemReport *report)
{
  if (!report->adoptions)
    report->adoptions = hakem_case_record_adoptions (report->session);
  return report->adoptions;
}

void
hakem_report_set_san_language (HakemReport *report, ChessSanLanguage lang)
{
  report->san = lang;
}

double
hakem_report_content_width (HakemReport *report)
{
  return report->page_width - 2 * HAKEM_REPORT_MARGIN;
}

static double
content_height (HakemReport *report)
{
  return report->page_height - 2 * HAKEM_REPORT_MARGIN - HAKEM_REPORT_FOOTER;
}

PangoLayout *
hakem_report_layout (HakemReport *report, const char *markup, double size, double width)
{
  PangoLayout *layout = pango_layout_new (report->pango);
  PangoFontDescription *font = pango_font_description_from_string ("Sans");
  pango_font_description_set_size (font, (int) (size * PANGO_SCALE));
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_width (layout, width < 0 ? -1 : (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_markup (layout, markup, -1);
  return layout;
}

double
hakem_report_layout_height (PangoLayout *layout)
{
  PangoRectangle logical;
  pango_layout_get_extents (layout, NULL, &logical);
  return (double) (logical.y + logical.height) / PANGO_SCALE;
}

HakemReportBlock *
hakem_report_add_block (HakemReport *report)
{
  HakemReportBlock *b = g_new0 (HakemReportBlock, 1);
  b->end_line = -1;
  g_ptr_array_add (report->blocks, b);
  return b;
}

HakemReportBlock *
hakem_report_add_text (HakemReport *report, const char *markup, double size, double space_after,
                       gboolean keep_with_next)
{
  HakemReportBlock *b = hakem_report_add_flow (report, markup, size, 0, space_after);
  b->keep_with_next = keep_with_next;
  return b;
}

HakemReportBlock *
hakem_report_add_flow (HakemReport *report, const char *markup, double size, double indent,
                       double space_after)
{
  HakemReportBlock *b = hakem_report_add_block (report);
  b->layout
      = hakem_report_layout (report, markup, size, hakem_report_content_width (report) - indent);
  b->flow = b->layout;
  b->flow_x = indent;
  b->space = space_after;
  b->height = hakem_report_layout_height (b->layout) + space_after;
  return b;
}

GPtrArray *
hakem_report_text_pieces (const char *text)
{
  GPtrArray *pieces = g_ptr_array_new_with_free_func (g_free);
  const char *p = text;
  size_t left = strlen (text);
  while (left > HAKEM_REPORT_PIECE)
    {
      const char *end = p + HAKEM_REPORT_PIECE, *cut = NULL;
      for (const char *q = end; q > p + HAKEM_REPORT_PIECE / 2 && !cut; q--)
        if (*q == '\n' || *q == ' ')
          cut = q;
      if (!cut)
        cut = g_utf8_find_prev_char (p, end + 1);
      /* The space or line end at the cut is the break between the pieces. */
      g_ptr_array_add (pieces, g_strndup (p, (gsize) (cut - p)));
      if (*cut == '\n' || *cut == ' ')
        cut++;
      left -= (size_t) (cut - p);
      p = cut;
    }
  g_ptr_array_add (pieces, g_strdup (p));
  return pieces;
}

void
hakem_report_add_heading (HakemReport *report, const char *text)
{
  g_autofree char *markup = g_markup_printf_escaped ("<b>%s</b>", text);
  hakem_report_add_text (report, markup, 12.0, HAKEM_REPORT_GAP, TRUE);
}

char *
hakem_report_move_text (HakemReport *report, int ply_index)
{
  return hakem_move_text (hakem_session_get_game (report->session), ply_index, report->san);
}

/* The top and bottom of each line of a layout, in points. */
typedef struct
{
  double top, bottom;
} LineSpan;

/* The height of line 'line' of layout. */
static double
line_height (PangoLayout *layout, int line)
{
  PangoLayoutIter *iter = pango_layout_get_iter (layout);
  for (int i = 0; i < line && pango_layout_iter_next_line (iter); i++)
    ;
  int y0, y1;
  pango_layout_iter_get_line_yrange (iter, &y0, &y1);
  pango_layout_iter_free (iter);
  return (double) (y1 - y0) / PANGO_SCALE;
}

/* How much of the page block b needs to begin on it: all of it, or for a flow taller than a page
 * or cut anywhere (which is cut at the page's foot), its first line and what stands beside it. */
static double
opening_height (HakemReport *report, const HakemReportBlock *b)
{
  if (!b->flow || (b->height <= content_height (report) && !b->cut_anywhere))
    return b->height;
  return MAX (b->fixed, b->flow_y + line_height (b->flow, b->first_line));
}

/* How much of the page a run of blocks from first needs before a block that may stand last. */
static double
kept_height (HakemReport *report, guint first)
{
  double h = 0;
  for (guint i = first; i < report->blocks->len; i++)
    {
      const HakemReportBlock *b = g_ptr_array_index (report->blocks, i);
      if (!b->keep_with_next)
        return h + opening_height (report, b);
      h += b->height;
    }
  return h;
}

static GArray *
line_spans (PangoLayout *layout)
{
  GArray *spans = g_array_new (FALSE, FALSE, sizeof (LineSpan));
  PangoLayoutIter *iter = pango_layout_get_iter (layout);
  do
    {
      int y0, y1;
      pango_layout_iter_get_line_yrange (iter, &y0, &y1);
      LineSpan span = { (double) y0 / PANGO_SCALE, (double) y1 / PANGO_SCALE };
      g_array_append_val (spans, span);
    }
  while (pango_layout_iter_next_line (iter));
  pango_layout_iter_free (iter);
  return spans;
}

/* The height of lines first to end - 1. */
static double
spans_height (GArray *spans, int first, int end)
{
  return g_array_index (spans, LineSpan, end - 1).bottom
         - g_array_index (spans, LineSpan, first).top;
}

/* Cuts block i's flow after the lines that fit in room points (one at least, so that the
 * report goes on): the block keeps them, a plain block after it holds the rest. */
static void
split_block (HakemReport *report, guint i, GArray *spans, double room)
{
  HakemReportBlock *b = g_ptr_array_index (report->blocks, i);
  int first = b->first_line, end = b->end_line < 0 ? (int) spans->len : b->end_line;
  int cut = first + 1;
  while (cut < end && b->flow_y + spans_height (spans, first, cut + 1) <= room)
    cut++;
  if (cut >= end)
    return;
  HakemReportBlock *rest = g_new0 (HakemReportBlock, 1);
  rest->layout = g_object_ref (b->flow);
  rest->flow = rest->layout;
  rest->flow_x = b->flow_x;
  rest->space = b->space;
  rest->first_line = cut;
  rest->end_line = b->end_line;
  rest->cut_anywhere = b->cut_anywhere;
  rest->height = spans_height (spans, cut, end) + rest->space;
  g_ptr_array_insert (report->blocks, (int) i + 1, rest);
  b->end_line = cut;
  b->space = 0;
  b->height = MAX (b->fixed, b->flow_y + spans_height (spans, first, cut));
}

int
hakem_report_paginate (HakemReport *report, double width, double height)
{
  report->page_width = width;
  report->page_height = height;
  g_ptr_array_set_size (report->blocks, 0);
  g_array_set_size (report->page_starts, 0);
  hakem_report_add_case (report);
  hakem_report_add_scoresheet (report);
  hakem_report_add_incidents (report);
  hakem_report_add_reconstructions (report);

  double room = content_height (report), y = 0;
  int zero = 0;
  g_array_append_val (report->page_starts, zero);
  GArray *spans = NULL;
  const PangoLayout *spans_of = NULL;
  for (guint i = 0; i < report->blocks->len; i++)
    {
      HakemReportBlock *b = g_ptr_array_index (report->blocks, i);
      double need = b->keep_with_next ? kept_height (report, i) : opening_height (report, b);
      /* A space alone at the foot of a page is not carried over to the next one. */
      if (!b->draw && !b->layout && y + b->height > room)
        {
          y = room;
          continue;
        }
      if (y > 0 && y + MIN (need, room) > room)
        {
          int start = (int) i;
          g_array_append_val (report->page_starts, start);
          y = b->repeat ? b->repeat->height : 0;
        }
      /* A flow taller than any page, or one that may be cut anywhere and does not fit, is cut at
       * the page's foot. */
      if (b->flow && (b->height > room || (b->cut_anywhere && y + b->height > room)))
        {
          if (spans_of != b->flow)
            {
              g_clear_pointer (&spans, g_array_unref);
              spans = line_spans (b->flow);
              spans_of = b->flow;
            }
          split_block (report, i, spans, room - y);
        }
      y += b->height;
    }
  g_clear_pointer (&spans, g_array_unref);
  return (int) report->page_starts->len;
}

static void
draw_block (HakemReport *report, const HakemReportBlock *b, cairo_t *cr, double x, double y)
{
  double width = hakem_report_content_width (report);
  if (b->draw)
    b->draw (report, b, cr, x, y, width);
  else if (b->flow)
    hakem_report_show_flow (cr, b, x, y);
  else if (b->layout)
    {
      cairo_move_to (cr, x, y);
      pango_cairo_show_layout (cr, b->layout);
    }
}

void
hakem_report_shade_row (cairo_t *cr, const HakemReportBlock *b, double x, double y, double width)
{
  if (!b->shaded)
    return;
  cairo_rectangle (cr, x, y, width, b->height);
  cairo_set_source_rgb (cr, 0.93, 0.93, 0.93);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
}

void
hakem_report_show_flow (cairo_t *cr, const HakemReportBlock *b, double x, double y)
{
  x += b->flow_x;
  y += b->flow_y;
  if (b->first_line == 0 && b->end_line < 0)
    {
      cairo_move_to (cr, x, y);
      pango_cairo_show_layout (cr, b->flow);
      return;
    }
  PangoLayoutIter *iter = pango_layout_get_iter (b->flow);
  int line = 0, top = 0;
  do
    {
      if (b->end_line >= 0 && line >= b->end_line)
        break;
      if (line >= b->first_line)
        {
          int y0, y1;
          pango_layout_iter_get_line_yrange (iter, &y0, &y1);
          if (line == b->first_line)
            top = y0;
          PangoRectangle logical;
          pango_layout_iter_get_line_extents (iter, NULL, &logical);
          int baseline = pango_layout_iter_get_baseline (iter) - top;
          cairo_move_to (cr, x + (double) logical.x / PANGO_SCALE,
                         y + (double) baseline / PANGO_SCALE);
          pango_cairo_show_layout_line (cr, pango_layout_iter_get_line_readonly (iter));
        }
      line++;
    }
  while (pango_layout_iter_next_line (iter));
  pango_layout_iter_free (iter);
}

/* The program and version, the case file and its checksum, and the page number. */
static void
draw_footer (HakemReport *report, cairo_t *cr, int page)
{
  double x = HAKEM_REPORT_MARGIN, width = hakem_report_content_width (report);
  double y = report->page_height - HAKEM_REPORT_MARGIN - HAKEM_REPORT_FOOTER;
  cairo_set_source_rgb (cr, 0.5, 0.5, 0.5);
  cairo_set_line_width (cr, 0.5);
  cairo_move_to (cr, x, y + 3);
  cairo_line_to (cr, x + width, y + 3);
  cairo_stroke (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);

  /* TRANSLATORS: the report's page number: "Page 2 of 7" */
  g_autofree char *number
      = g_strdup_printf (_ ("Page %d of %d"), page + 1, (int) report->page_starts->len);
  g_autofree char *number_markup = g_markup_escape_text (number, -1);
  g_autoptr (PangoLayout) right
      = hakem_report_layout (report, number_markup, HAKEM_REPORT_SMALL_SIZE, width);
  pango_layout_set_alignment (right, PANGO_ALIGN_RIGHT);
  cairo_move_to (cr, x, y + 5);
  pango_cairo_show_layout (cr, right);

  PangoRectangle ink;
  pango_layout_get_pixel_extents (right, NULL, &ink);
  double left_width = width - ink.width - 12;
  /* TRANSLATORS: the report's footer: the program and its version, then the case file's name */
  g_autofree char *program = g_strdup_printf (_ ("Hakem %s"), PACKAGE_VERSION);
  GString *left = g_string_new (NULL);
  g_autofree char *program_markup = g_markup_escape_text (program, -1);
  g_string_append (left, program_markup);
  if (report->source)
    {
      g_autofree char *source = g_markup_escape_text (report->source, -1);
      g_string_append_printf (left, " · %s", source);
    }
  if (report->sha256)
    /* TRANSLATORS: the checksum of the case file the report was made from */
    g_string_append_printf (left, "\n%s <tt>%s</tt>", _ ("SHA-256:"), report->sha256);
  g_autoptr (PangoLayout) footer
      = hakem_report_layout (report, left->str, HAKEM_REPORT_SMALL_SIZE, left_width);
  pango_layout_set_ellipsize (footer, PANGO_ELLIPSIZE_MIDDLE);
  g_string_free (left, TRUE);
  cairo_move_to (cr, x, y + 5);
  pango_cairo_show_layout (cr, footer);
}

void
hakem_report_draw_page (HakemReport *report, cairo_t *cr, int page)
{
  g_return_if_fail (page >= 0 && (guint) page < report->page_starts->len);
  int first = g_array_index (report->page_starts, int, page);
  int end = (guint) page + 1 < report->page_starts->len
                ? g_array_index (report->page_starts, int, page + 1)
                : (int) report->blocks->len;
  cairo_save (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  double x = HAKEM_REPORT_MARGIN, y = HAKEM_REPORT_MARGIN;
  const HakemReportBlock *opening = g_ptr_array_index (report->blocks, first);
  if (page > 0 && opening->repeat)
    {
      draw_block (report, opening->repeat, cr, x, y);
      y += opening->repeat->height;
    }
  for (int i = first; i < end; i++)
    {
      const HakemReportBlock *b = g_ptr_array_index (report->blocks, i);
      draw_block (report, b, cr, x, y);
      y += b->height;
    }
  draw_footer (report, cr, page);
  cairo_restore (cr);
}
