/* hakem-report-case.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The report's first section: the game's event, round, board, players, time control and the
 * regulations it was played under.
 */
#include "config.h"

#include "hakem-report-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "hakem-rules-text.h"
#include "hakem-text-safe.h"

/* The labels' column is as wide as the widest label (in Turkish "Oynanan yarım hamleler"):
 * each value, wrapped lines too, starts after it. */
typedef struct
{
  GPtrArray *labels, *values;
} Rows;

static void
add_row (Rows *rows, const char *label, const char *value)
{
  /* PGN writes what is not known with question marks ("?", "????.??.??"). */
  if (!value || !*value || strchr (value, '?'))
    return;
  g_ptr_array_add (rows->labels, g_markup_printf_escaped ("<b>%s</b>", label));
  g_autofree char *shown = hakem_text_show_bidi (value);
  g_ptr_array_add (rows->values, g_markup_escape_text (shown, -1));
}

/* block->index is the labels' column width in points. */
static void
draw_row (HakemReport *report, const HakemReportBlock *b, cairo_t *cr, double x, double y,
          double width)
{
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, b->aside);
  hakem_report_show_flow (cr, b, x, y);
}

static void
add_rows (HakemReport *report, Rows *rows)
{
  double width = hakem_report_content_width (report), label_width = 0;
  for (guint i = 0; i < rows->labels->len; i++)
    {
      g_autoptr (PangoLayout) layout = hakem_report_layout (
          report, g_ptr_array_index (rows->labels, i), HAKEM_REPORT_BODY_SIZE, -1);
      PangoRectangle logical;
      pango_layout_get_extents (layout, NULL, &logical);
      label_width
          = MAX (label_width, (double) ((logical.width + PANGO_SCALE - 1) / PANGO_SCALE) + 12);
    }
  for (guint i = 0; i < rows->labels->len; i++)
    {
      HakemReportBlock *b = hakem_report_add_block (report);
      b->aside = hakem_report_layout (report, g_ptr_array_index (rows->labels, i),
                                      HAKEM_REPORT_BODY_SIZE, label_width);
      b->layout = hakem_report_layout (report, g_ptr_array_index (rows->values, i),
                                       HAKEM_REPORT_BODY_SIZE, width - label_width);
      b->index = (int) label_width;
      b->draw = draw_row;
      /* A value longer than a page goes on over the next ones beside no label. */
      b->flow = b->layout;
      b->flow_x = label_width;
      b->fixed = hakem_report_layout_height (b->aside);
      b->space = i + 1 == rows->labels->len ? 2 * HAKEM_REPORT_GAP : 0;
      b->height = MAX (b->fixed, hakem_report_layout_height (b->layout)) + b->space;
    }
  g_ptr_array_unref (rows->labels);
  g_ptr_array_unref (rows->values);
}

static char *
time_control_text (HakemSession *session)
{
  const ChessTimeControl *tc = hakem_session_get_time_control (session);
  char pgn[128], human[128];
  chess_time_control_to_pgn (tc, pgn, sizeof pgn);
  chess_time_control_to_human (tc, NULL, human, sizeof human);
  ChessTimeClass cls = chess_time_control_classify (tc, NULL);
  /* TRANSLATORS: the time control: as people write it, its class, and the PGN tag's value:
   * "90'/40 + 30' + 30" (standard play; PGN 40/5400+30:1800+30)" */
  return g_strdup_printf (_ ("%s (%s; PGN %s)"), human, hakem_time_class_text (cls), pgn);
}

static char *
regulations_text (const HakemRegulations *regs)
{
  g_autofree char *in_force = hakem_regulations_in_force_text (regs);
  g_autofree char *illegal = hakem_time_amount_text (regs->illegal_move_penalty.value);
  g_autofree char *claim = hakem_time_amount_text (regs->claim_penalty.value);
  const char *supervision = regs->supervision == CHESS_SUPERVISION_FULL ? _ ("full supervision")
                                                                        : _ ("partial supervision");
  /* TRANSLATORS: the regulations' profile: its name and edition, what is in force, who watches
   * the game (article), and the penalties of 7.5.5 and 9.5.3 added to the opponent's clock */
  return g_strdup_printf (_ ("%s (%s, edition %s): %s; %s (%s); illegal move: %s to the "
                             "opponent (7.5.5); incorrect claim: %s to the opponent (9.5.3)"),
                          regs->name, regs->id, regs->edition, in_force, supervision,
                          regs->supervision_article, illegal, claim);
}

void
hakem_report_add_case (HakemReport *report)
{
  HakemSession *session = report->session;
  const ChessGame *game = hakem_session_get_game (session);
  g_autofree char *title = g_markup_printf_escaped ("<b>%s</b>", _ ("Appeals report"));
  hakem_report_add_text (report, title, 16.0, HAKEM_REPORT_GAP, TRUE);

  Rows rows = { g_ptr_array_new_with_free_func (g_free), g_ptr_array_new_with_free_func (g_free) };
  add_row (&rows, _ ("Event"), chess_game_get_tag (game, "Event"));
  add_row (&rows, _ ("Site"), chess_game_get_tag (game, "Site"));
  add_row (&rows, _ ("Date"), chess_game_get_tag (game, "Date"));
  add_row (&rows, _ ("Round"), chess_game_get_tag (game, "Round"));
  add_row (&rows, _ ("Board"), chess_game_get_tag (game, "Board"));
  add_row (&rows, hakem_color_text (CHESS_WHITE), hakem_session_player_name (session, CHESS_WHITE));
  add_row (&rows, hakem_color_text (CHESS_BLACK), hakem_session_player_name (session, CHESS_BLACK));
  g_autofree char *tc = time_control_text (session);
  add_row (&rows, _ ("Time control"), tc);
  const HakemRegulations *regs = hakem_session_get_regulations (session);
  g_autofree char *regulations = regs ? regulations_text (regs) : NULL;
  add_row (&rows, _ ("Regulations"), regulations);
  g_autofree char *outcome = hakem_session_outcome_text (session);
  add_row (&rows, _ ("Result"), outcome ? outcome : _ ("the game goes on"));
  g_autofree char *moves = g_strdup_printf ("%d", game->count);
  add_row (&rows, _ ("Half-moves played"), moves);
  g_autofree char *incidents = g_strdup_printf ("%u", hakem_session_get_incident_count (session));
  add_row (&rows, _ ("Incidents"), incidents);
  add_row (&rows, _ ("Case file"), report->source);
  add_rows (report, &rows);
}
