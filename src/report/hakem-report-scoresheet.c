/* hakem-report-scoresheet.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The report's scoresheet: every move with both clock readings, the draw offers and the
 * incidents at each move, one row per move number, its head repeated on every page.
 */
#include "config.h"

#include "hakem-report-private.h"

#include <glib/gi18n.h>

#include "hakem-case-records.h"
#include "hakem-rules-text.h"

/* Where the columns start, as fractions of the width: number, White's move and clock, Black's
 * move and clock, the incidents. */
static const double columns[] = { 0.09, 0.23, 0.39, 0.53, 0.69 };

static void
set_tabs (PangoLayout *layout, double width)
{
  PangoTabArray *tabs = pango_tab_array_new (G_N_ELEMENTS (columns), TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (columns); i++)
    pango_tab_array_set_tab (tabs, (int) i, PANGO_TAB_LEFT, (int) (columns[i] * width));
  pango_layout_set_tabs (layout, tabs);
  pango_tab_array_free (tabs);
}

static void
draw_row (HakemReport *report, const HakemReportBlock *b, cairo_t *cr, double x, double y,
          double width)
{
  hakem_report_shade_row (cr, b, x, y, width);
  cairo_move_to (cr, x + 2, y + 1);
  pango_cairo_show_layout (cr, b->layout);
}

static HakemReportBlock *
add_row (HakemReport *report, const char *markup)
{
  double width = hakem_report_content_width (report);
  HakemReportBlock *b = hakem_report_add_block (report);
  b->layout = hakem_report_layout (report, markup, HAKEM_REPORT_BODY_SIZE, width - 4);
  pango_layout_set_wrap (b->layout, PANGO_WRAP_WORD);
  set_tabs (b->layout, width);
  b->height = hakem_report_layout_height (b->layout) + 2;
  b->draw = draw_row;
  return b;
}

/* The move at ply_index (0-based) with "(=)" when a draw was offered with it (9.1.2.2). */
static char *
move_cell (HakemReport *report, const ChessGame *game, int ply_index)
{
  ChessPosition pos;
  chess_game_position_at (game, ply_index, &pos);
  char san[CHESS_SAN_MAX];
  chess_san_write (&pos, game->moves[ply_index].move, report->san, san, sizeof san);
  return g_strdup_printf ("%s%s", san, game->moves[ply_index].draw_offer ? " (=)" : "");
}

/* The incidents (1-based) logged on record k, by the row of game whose moves they came after
 * ("3, 4"; NULL for none), in one pass over the log: a row holds the plies 2 row - offset + 1
 * and + 2, and an incident before the first move goes with the first row. */
static GPtrArray *
incidents_by_row (HakemReport *report, guint k, const ChessGame *game, int offset, int rows)
{
  GPtrArray *cells = g_ptr_array_new_full ((guint) rows, NULL);
  g_ptr_array_set_size (cells, rows);
  HakemRerulePast *past = hakem_report_past (report);
  guint n = hakem_session_get_incident_count (report->session);
  for (guint i = 0; i < n; i++)
    {
      const HakemIncident *inc = hakem_session_get_incident (report->session, i);
      int ply = MAX (inc->ply, 1);
      if (ply > game->count || hakem_rerule_past_record (past, i) != k)
        continue;
      int row = (ply + offset - 1) / 2;
      GString *cell = cells->pdata[row] ? cells->pdata[row] : g_string_new (NULL);
      g_string_append_printf (cell, "%s%u", cell->len ? ", " : "", i + 1);
      cells->pdata[row] = cell;
    }
  return cells;
}

/* The rows of record k, under head. */
static void
add_record (HakemReport *report, guint k, const ChessGame *game, HakemReportBlock *head)
{
  /* A game set up with Black to move opens on a row with White's cell empty. */
  int offset = game->start.side == CHESS_BLACK ? 1 : 0;
  int rows = (game->count + offset + 1) / 2;
  g_autoptr (GPtrArray) cells = incidents_by_row (report, k, game, offset, rows);
  for (int row = 0; row < rows; row++)
    {
      int wi = 2 * row - offset, bi = wi + 1;
      g_autofree char *white = wi >= 0 ? move_cell (report, game, wi) : g_strdup ("…");
      g_autofree char *black = bi < game->count ? move_cell (report, game, bi) : g_strdup ("");
      g_autofree char *wclock
          = wi >= 0 ? hakem_clock_reading_text (game->moves[wi].clock_ms) : g_strdup ("");
      g_autofree char *bclock
          = bi < game->count ? hakem_clock_reading_text (game->moves[bi].clock_ms) : g_strdup ("");
      GString *cell = cells->pdata[row];
      g_autofree char *incidents = cell ? g_string_free (cell, FALSE) : g_strdup ("");
      g_autofree char *markup
          = g_markup_printf_escaped ("%d.\t%s\t%s\t%s\t%s\t%s", game->start.fullmove + row, white,
                                     wclock, black, bclock, incidents);
      HakemReportBlock *b = add_row (report, markup);
      b->shaded = row % 2 == 1;
      b->repeat = head;
    }
}

void
hakem_report_add_scoresheet (HakemReport *report)
{
  hakem_report_add_heading (report, _ ("Scoresheet"));
  g_autofree char *note = g_markup_printf_escaped (
      "%s", _ ("Clock readings are the times left after each move. (=) marks a move with which a "
               "draw was offered (9.1.2.2). The last column names the incidents after that move."));
  hakem_report_add_text (report, note, HAKEM_REPORT_SMALL_SIZE, HAKEM_REPORT_GAP / 2, TRUE);
  g_autofree char *head_markup = g_markup_printf_escaped (
      "<b>%s\t%s\t%s\t%s\t%s\t%s</b>", _ ("No."), hakem_color_text (CHESS_WHITE), _ ("Clock"),
      hakem_color_text (CHESS_BLACK), _ ("Clock"), _ ("Incidents"));
  /* Each record the game has had, oldest first, with the incidents logged on it: a
   * reconstruction adopted (8.5.3) replaced the one before. */
  GArray *adoptions = hakem_report_adoptions (report);
  for (guint k = 0; k <= adoptions->len; k++)
    {
      ChessGame game;
      g_autofree char *heading = hakem_case_record_heading_in (report->session, adoptions, k);
      if (heading)
        {
          g_autofree char *markup = g_markup_printf_escaped ("<b>%s</b>", heading);
          hakem_report_add_text (report, markup, HAKEM_REPORT_BODY_SIZE, HAKEM_REPORT_GAP / 2,
                                 TRUE);
        }
      if (!hakem_case_record_game_in (report->session, adoptions, k, &game))
        {
          g_autofree char *lost
              = g_markup_escape_text (_ ("The case file does not give this record back."), -1);
          hakem_report_add_text (report, lost, HAKEM_REPORT_BODY_SIZE, HAKEM_REPORT_GAP, FALSE);
          continue;
        }
      HakemReportBlock *head = add_row (report, head_markup);
      head->keep_with_next = TRUE;
      add_record (report, k, &game, head);
      chess_game_clear (&game);
      HakemReportBlock *gap = hakem_report_add_block (report);
      gap->height = 2 * HAKEM_REPORT_GAP;
    }
}
