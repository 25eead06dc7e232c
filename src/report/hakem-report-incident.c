/* hakem-report-incident.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The report's incidents: each ruling with its verdict, the articles and what they say, the
 * evidence (the move, the clocks, the position) and a diagram of the position it was made in, on
 * the record as it stood then.
 */
#include "config.h"

#include "hakem-report-private.h"

#include <glib/gi18n.h>

#include "hakem-case-records.h"
#include "hakem-incident-data.h"
#include "hakem-report-diagram.h"
#include "hakem-rerule.h"
#include "hakem-rules-text.h"
#include "hakem-text-safe.h"

#define BOARD_SIZE 128.0
/* Room for the rank numbers left of the board and the file letters below it. */
#define BOARD_BAND (BOARD_SIZE / 16)
#define TEXT_LEFT (BOARD_SIZE + BOARD_BAND + 14)

/* The record as it stood when incident index was logged, up to the incident's ply (*ply), in
 * *record (clear it): a later correction (7.5.1) or an adopted reconstruction (8.5.3) may have
 * changed the moves since. The session's own record when the log cannot tell. */
static void
record_then (HakemReport *report, guint index, ChessGame *record, int *ply)
{
  const HakemIncident *inc = hakem_session_get_incident (report->session, index);
  HakemRerulePast *records = hakem_report_past (report);
  if (index >= hakem_rerule_past_count (records)
      || !hakem_rerule_past_get (records, index, record, NULL))
    hakem_rerule_past_now (records, record);
  *ply = CLAMP (inc->ply, 0, record->count);
}

static void
draw_incident (HakemReport *report, const HakemReportBlock *b, cairo_t *cr, double x, double y,
               double width)
{
  ChessGame then;
  int ply;
  record_then (report, (guint) b->index, &then, &ply);
  ChessPosition pos;
  chess_game_position_at (&then, ply, &pos);
  ChessBitboard marked = 0;
  if (ply > 0)
    {
      ChessMove m = then.moves[ply - 1].move;
      marked = CHESS_BB (chess_move_from (m)) | CHESS_BB (chess_move_to (m));
    }
  chess_game_clear (&then);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, b->layout);
  double top = y + hakem_report_layout_height (b->layout) + 2;
  hakem_report_draw_board (cr, &pos, x + BOARD_BAND, top, BOARD_SIZE, marked);
  cairo_set_source_rgb (cr, 0, 0, 0);
  hakem_report_show_flow (cr, b, x, y);
}

/* A reconstruction adopted (8.5.3) decided the record: the one it replaced and the one it made,
 * move by move. */
static void
records_markup (HakemReport *report, guint index, GString *s)
{
  g_autofree char *replaced = NULL, *adopted = NULL;
  if (!hakem_case_record_decision (report->session, index, report->san, &replaced, &adopted))
    return;
  g_autofree char *markup
      = g_markup_printf_escaped ("\n<b>%s</b> %s\n<b>%s</b> %s", _ ("Record replaced:"), replaced,
                                 _ ("Record adopted:"), adopted);
  g_string_append (s, markup);
}

/* The details as markup: the first part beside the diagram, the others (a long note's pieces,
 * then the articles and the position) below it, each laid out on its own. */
static GPtrArray *
details_markup (HakemReport *report, guint index)
{
  GPtrArray *parts = g_ptr_array_new_with_free_func (g_free);
  const HakemIncident *inc = hakem_session_get_incident (report->session, index);
  ChessGame then;
  int ply;
  record_then (report, index, &then, &ply);
  GString *s = g_string_new (NULL);

  g_autofree char *when = NULL;
  if (ply > 0)
    {
      g_autofree char *move = hakem_move_text (&then, ply - 1, report->san);
      /* TRANSLATORS: when an incident happened: "after 19.Nf3 (ply 37)" */
      when = g_strdup_printf (_ ("after %s (ply %d)"), move, inc->ply);
    }
  else
    when = g_strdup (_ ("before the first move"));
  /* Which record the ply counts on, when reconstructions adopted have given the game more than
   * one. */
  HakemRerulePast *records = hakem_report_past (report);
  g_autofree char *on
      = hakem_rerule_past_record_count (records) > 1
            ? hakem_case_record_text_in (report->session, hakem_report_adoptions (report),
                                         hakem_rerule_past_record (records, index))
            : NULL;
  if (on)
    {
      /* TRANSLATORS: when an incident happened and on which record: "after 5.O-O (ply 9) on the
       * record before the reconstruction of 14:32" */
      char *both = g_strdup_printf (C_ ("incident and its record", "%s %s"), when, on);
      g_free (when);
      when = both;
    }
  g_autofree char *time = inc->wall_time ? g_date_time_format (inc->wall_time, "%H:%M:%S") : NULL;
  g_autofree char *white = hakem_clock_reading_text (inc->clock_ms[CHESS_WHITE]);
  g_autofree char *black = hakem_clock_reading_text (inc->clock_ms[CHESS_BLACK]);
  /* TRANSLATORS: an incident's moment and both clocks: "after 19.Nf3 (ply 37), at 14:03:12;
   * clocks: White 1:23:45, Black 1:20:00" */
  g_autofree char *moment = g_strdup_printf (_ ("%s, at %s; clocks: White %s, Black %s"), when,
                                             time ? time : "–", white, black);
  g_autofree char *moment_markup = g_markup_escape_text (moment, -1);
  g_string_append (s, moment_markup);

  /* A right-to-left override in a note or a ruling would print its words in another order than
   * they were written: the report shows such characters as marks instead. */
  g_autofree char *ruling_shown = hakem_text_show_bidi (inc->ruling ? inc->ruling : "");
  g_autofree char *ruling = g_markup_printf_escaped ("\n<b>%s</b> %s", _ ("Ruling:"), ruling_shown);
  g_string_append (s, ruling);
  records_markup (report, index, s);
  if (inc->note && *inc->note)
    {
      g_autofree char *note_shown = hakem_text_show_bidi (inc->note);
      g_autoptr (GPtrArray) pieces = hakem_report_text_pieces (note_shown);
      g_autofree char *note = g_markup_printf_escaped ("\n<b>%s</b> %s", _ ("Arbiter's note:"),
                                                       (const char *) pieces->pdata[0]);
      g_string_append (s, note);
      for (guint i = 1; i < pieces->len; i++)
        {
          g_ptr_array_add (parts, g_string_free (s, FALSE));
          s = g_string_new (NULL);
          g_autofree char *piece = g_markup_escape_text (pieces->pdata[i], -1);
          g_string_append (s, piece);
        }
    }
  if (inc->articles && *inc->articles)
    {
      g_autofree char *articles = hakem_report_articles_markup (inc->articles);
      g_string_append_printf (s, "\n%s", articles);
    }
  char fen[CHESS_FEN_MAX];
  ChessPosition pos;
  chess_game_position_at (&then, ply, &pos);
  chess_position_to_fen (&pos, CHESS_FEN_STYLE_XFEN, fen, sizeof fen);
  chess_game_clear (&then);
  g_autofree char *evidence = g_markup_printf_escaped (
      "\n<span size=\"smaller\"><b>%s</b> <tt>%s</tt></span>", _ ("Position (FEN):"), fen);
  g_string_append (s, evidence);
  g_ptr_array_add (parts, g_string_free (s, FALSE));
  return parts;
}

/* The reconciliation of both scoresheets (8.5.3) of a reconstruction's incident, the nth such
 * incident of the log, or NULL: the incident names its reconstruction in its data, and a log
 * without it goes by their order, which is the same (hakem-case-records.c). */
static const HakemReconciliation *
reconciliation_of (HakemReport *report, const HakemIncident *inc, int nth)
{
  int index = nth;
  g_autoptr (HakemIncidentData) data = hakem_incident_data_parse (inc->data);
  hakem_incident_data_get_int (data, HAKEM_DATA_RECONSTRUCTION, &index);
  if (index < 0 || (guint) index >= hakem_session_get_reconstruction_count (report->session))
    return NULL;
  return hakem_session_get_reconstruction (report->session, (guint) index)->reconciliation;
}

void
hakem_report_add_incidents (HakemReport *report)
{
  guint n = hakem_session_get_incident_count (report->session);
  if (n == 0)
    return;
  hakem_report_add_heading (report, _ ("Incidents and rulings"));
  double width = hakem_report_content_width (report);
  int nth_reconstruction = 0;
  for (guint i = 0; i < n; i++)
    {
      const HakemIncident *inc = hakem_session_get_incident (report->session, i);
      HakemReportBlock *b = hakem_report_add_block (report);
      /* TRANSLATORS: an incident's heading: its number in the log and its kind, "Incident 3:
       * Irregularity" */
      g_autofree char *title
          = g_strdup_printf (_ ("Incident %u: %s"), i + 1, hakem_incident_kind_text (inc->kind));
      g_autofree char *title_markup = g_markup_printf_escaped ("<b>%s</b>", title);
      b->layout = hakem_report_layout (report, title_markup, 10.5, width);
      g_autoptr (GPtrArray) details = details_markup (report, i);
      b->aside = hakem_report_layout (report, details->pdata[0], HAKEM_REPORT_BODY_SIZE,
                                      width - TEXT_LEFT);
      b->index = (int) i;
      b->draw = draw_incident;
      /* The details go on over the next pages when they are longer than one. */
      b->flow = b->aside;
      b->flow_x = TEXT_LEFT;
      b->flow_y = hakem_report_layout_height (b->layout) + 2;
      b->fixed = b->flow_y + BOARD_SIZE + BOARD_BAND;
      b->space = details->len > 1 ? 0 : 3 * HAKEM_REPORT_GAP;
      b->height = MAX (b->fixed, b->flow_y + hakem_report_layout_height (b->aside)) + b->space;
      for (guint p = 1; p < details->len; p++)
        hakem_report_add_flow (report, details->pdata[p], HAKEM_REPORT_BODY_SIZE, TEXT_LEFT,
                               p + 1 < details->len ? 0 : 3 * HAKEM_REPORT_GAP);
      if (inc->kind == HAKEM_INCIDENT_RECONSTRUCTION)
        {
          const HakemReconciliation *r = reconciliation_of (report, inc, nth_reconstruction++);
          if (r)
            {
              /* Its reconciliation follows it closely. */
              HakemReportBlock *last = g_ptr_array_index (report->blocks, report->blocks->len - 1);
              last->height -= last->space - HAKEM_REPORT_GAP;
              last->space = HAKEM_REPORT_GAP;
              hakem_report_add_reconciliation (report, i, r);
            }
        }
    }
}
