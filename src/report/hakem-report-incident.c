/* hakem-report-incident.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The report's incidents: each ruling with its verdict, the articles and what they say, the
 * evidence (the move, the clocks, the position) and a diagram of the position it was made in.
 */
#include "config.h"

#include "hakem-report-private.h"

#include <glib/gi18n.h>

#include "hakem-report-diagram.h"
#include "hakem-rules-text.h"

#define BOARD_SIZE 128.0
/* Room for the rank numbers left of the board and the file letters below it. */
#define BOARD_BAND (BOARD_SIZE / 16)
#define TEXT_LEFT (BOARD_SIZE + BOARD_BAND + 14)

/* The position the incident happened in: after its ply, or the game's last one. */
static int
incident_ply (const ChessGame *game, const HakemIncident *inc)
{
  return CLAMP (inc->ply, 0, game->count);
}

static void
draw_incident (HakemReport *report, const HakemReportBlock *b, cairo_t *cr, double x, double y,
               double width)
{
  const ChessGame *game = hakem_session_get_game (report->session);
  const HakemIncident *inc = hakem_session_get_incident (report->session, (guint) b->index);
  int ply = incident_ply (game, inc);
  ChessPosition pos;
  chess_game_position_at (game, ply, &pos);
  ChessBitboard marked = 0;
  if (ply > 0)
    {
      ChessMove m = game->moves[ply - 1].move;
      marked = CHESS_BB (chess_move_from (m)) | CHESS_BB (chess_move_to (m));
    }
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, b->layout);
  double top = y + hakem_report_layout_height (b->layout) + 2;
  hakem_report_draw_board (cr, &pos, x + BOARD_BAND, top, BOARD_SIZE, marked);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_move_to (cr, x + TEXT_LEFT, top);
  pango_cairo_show_layout (cr, b->aside);
}

static char *
details_markup (HakemReport *report, const HakemIncident *inc)
{
  const ChessGame *game = hakem_session_get_game (report->session);
  int ply = incident_ply (game, inc);
  GString *s = g_string_new (NULL);

  g_autofree char *when = NULL;
  if (ply > 0)
    {
      g_autofree char *move = hakem_report_move_text (report, ply - 1);
      /* TRANSLATORS: when an incident happened: "after 19.Nf3 (ply 37)" */
      when = g_strdup_printf (_("after %s (ply %d)"), move, inc->ply);
    }
  else
    when = g_strdup (_("before the first move"));
  g_autofree char *time = inc->wall_time ? g_date_time_format (inc->wall_time, "%H:%M:%S") : NULL;
  g_autofree char *white = hakem_clock_reading_text (inc->clock_ms[CHESS_WHITE]);
  g_autofree char *black = hakem_clock_reading_text (inc->clock_ms[CHESS_BLACK]);
  /* TRANSLATORS: an incident's moment and both clocks: "after 19.Nf3 (ply 37), at 14:03:12;
   * clocks: White 1:23:45, Black 1:20:00" */
  g_autofree char *moment = g_strdup_printf (_("%s, at %s; clocks: White %s, Black %s"), when,
                                                time ? time : "–", white, black);
  g_autofree char *moment_markup = g_markup_escape_text (moment, -1);
  g_string_append (s, moment_markup);

  g_autofree char *ruling
      = g_markup_printf_escaped ("\n<b>%s</b> %s", _("Ruling:"), inc->ruling ? inc->ruling : "");
  g_string_append (s, ruling);
  if (inc->note && *inc->note)
    {
      g_autofree char *note
          = g_markup_printf_escaped ("\n<b>%s</b> %s", _("Arbiter's note:"), inc->note);
      g_string_append (s, note);
    }
  if (inc->articles && *inc->articles)
    {
      g_autofree char *articles = hakem_report_articles_markup (inc->articles);
      g_string_append_printf (s, "\n%s", articles);
    }
  char fen[CHESS_FEN_MAX];
  ChessPosition pos;
  chess_game_position_at (game, ply, &pos);
  chess_position_to_fen (&pos, CHESS_FEN_STYLE_XFEN, fen, sizeof fen);
  g_autofree char *evidence = g_markup_printf_escaped (
      "\n<span size=\"smaller\"><b>%s</b> <tt>%s</tt></span>", _("Position (FEN):"), fen);
  g_string_append (s, evidence);
  return g_string_free (s, FALSE);
}

void
hakem_report_add_incidents (HakemReport *report)
{
  guint n = hakem_session_get_incident_count (report->session);
  if (n == 0)
    return;
  hakem_report_add_heading (report, _("Incidents and rulings"));
  double width = hakem_report_content_width (report);
  for (guint i = 0; i < n; i++)
    {
      const HakemIncident *inc = hakem_session_get_incident (report->session, i);
      HakemReportBlock *b = hakem_report_add_block (report);
      /* TRANSLATORS: an incident's heading: its number in the log and its kind, "Incident 3:
       * Irregularity" */
      g_autofree char *title
          = g_strdup_printf (_("Incident %u: %s"), i + 1, hakem_incident_kind_text (inc->kind));
      g_autofree char *title_markup = g_markup_printf_escaped ("<b>%s</b>", title);
      b->layout = hakem_report_layout (report, title_markup, 10.5, width);
      g_autofree char *details = details_markup (report, inc);
      b->aside = hakem_report_layout (report, details, HAKEM_REPORT_BODY_SIZE, width - TEXT_LEFT);
      b->index = (int) i;
      b->draw = draw_incident;
      b->height = hakem_report_layout_height (b->layout) + 2
                  + MAX (BOARD_SIZE + BOARD_BAND, hakem_report_layout_height (b->aside))
                  + 3 * HAKEM_REPORT_GAP;
    }
}
