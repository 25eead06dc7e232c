/* hakem-report-reconstruction.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The report's reconstructions (8.5.3): the position on the real board and the position the
 * recalled moves reach on the second board, side by side, the squares that differ framed.
 */
#include "config.h"

#include "hakem-report-private.h"

#include <glib/gi18n.h>

#include "hakem-report-diagram.h"
#include "hakem-rules-text.h"

#define BOARD_SIZE 150.0
#define BOARD_BAND (BOARD_SIZE / 16)
#define CAPTION_HEIGHT 14.0

static void
draw_reconstruction (HakemReport *report, const HakemReportBlock *b, cairo_t *cr, double x,
                     double y, double width)
{
  const HakemReconstructionRecord *rec
      = hakem_session_get_reconstruction (report->session, (guint) b->index);
  const ChessReconstruction *r = &rec->reconstruction;
  ChessBitboard diff = chess_reconstruction_diff (r);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, b->layout);
  double top = y + hakem_report_layout_height (b->layout) + 4;
  const char *captions[2] = { _ ("The real board"), _ ("The second board (the moves recalled)") };
  const ChessPosition *boards[2] = { &r->snapshot.actual, &r->replay.current };
  double column = width / 2;
  for (int i = 0; i < 2; i++)
    {
      double left = x + i * column;
      g_autofree char *caption = g_markup_printf_escaped ("<b>%s</b>", captions[i]);
      g_autoptr (PangoLayout) layout
          = hakem_report_layout (report, caption, HAKEM_REPORT_BODY_SIZE, column - 8);
      cairo_move_to (cr, left, top);
      pango_cairo_show_layout (cr, layout);
      hakem_report_draw_board (cr, boards[i], left + BOARD_BAND, top + CAPTION_HEIGHT, BOARD_SIZE,
                               diff);
      cairo_set_source_rgb (cr, 0, 0, 0);
    }
}

static char *
summary_markup (HakemReport *report, guint index)
{
  const HakemReconstructionRecord *rec = hakem_session_get_reconstruction (report->session, index);
  const ChessReconstruction *r = &rec->reconstruction;
  g_autofree char *white = hakem_clock_reading_text (r->snapshot.remaining_ms[CHESS_WHITE]);
  g_autofree char *black = hakem_clock_reading_text (r->snapshot.remaining_ms[CHESS_BLACK]);
  /* TRANSLATORS: a reconstruction's heading: its number, how many half-moves were recalled */
  g_autofree char *title = g_strdup_printf (_ ("Reconstruction %u: %d half-moves recalled"),
                                            index + 1, r->replay.count);
  const char *match = chess_reconstruction_matches (r)
                          ? _ ("The second board shows the real position.")
                          : _ ("The second board does not show the real position: the squares "
                               "that differ are framed.");
  const char *adopted
      = rec->adopted ? _ ("It was adopted as the game's record.") : _ ("It was not adopted.");
  /* TRANSLATORS: both clocks when the game was stopped for a reconstruction */
  g_autofree char *clocks
      = g_strdup_printf (_ ("Clocks at the stop: White %s, Black %s."), white, black);
  return g_markup_printf_escaped ("<b>%s</b>\n%s %s %s", title, match, adopted, clocks);
}

void
hakem_report_add_reconstructions (HakemReport *report)
{
  guint n = hakem_session_get_reconstruction_count (report->session);
  if (n == 0)
    return;
  hakem_report_add_heading (report, _ ("Reconstructions (8.5.3)"));
  double width = hakem_report_content_width (report);
  for (guint i = 0; i < n; i++)
    {
      HakemReportBlock *b = hakem_report_add_block (report);
      g_autofree char *markup = summary_markup (report, i);
      b->layout = hakem_report_layout (report, markup, HAKEM_REPORT_BODY_SIZE, width);
      b->index = (int) i;
      b->draw = draw_reconstruction;
      b->height = hakem_report_layout_height (b->layout) + 4 + CAPTION_HEIGHT + BOARD_SIZE
                  + BOARD_BAND + 3 * HAKEM_REPORT_GAP;
    }
}
