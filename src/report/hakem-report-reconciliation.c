/* hakem-report-reconciliation.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A reconstruction reconciled from both players' scoresheets (8.5.3), after its incident: the
 * game found, the arbiter's decisions (the moves he accepted, those he corrected) and a table of
 * the discrepancies, each with its move, its sheet, what was written, what was played and the
 * kind of mistake, in the words of the sheets dialog (hakem-reconcile-text.h).
 */
#include "config.h"

#include "hakem-report-private.h"

#include <glib/gi18n.h>

#include "hakem-reconcile-text.h"
#include "hakem-rules-text.h"
#include "hakem-text-safe.h"

/* The table's columns: where each starts, as fractions of the width: the move's number, the
 * sheet, what it says, the move played, the kind of mistake. */
static const double columns[] = { 0.0, 0.08, 0.23, 0.40, 0.54 };
#define N_COLUMNS G_N_ELEMENTS (columns)
/* Room around a cell's text: left of it, and above and below the row's text. */
#define CELL_PAD 2.0

static double
column_x (HakemReport *report, guint i)
{
  return columns[i] * hakem_report_content_width (report);
}

static double
column_width (HakemReport *report, guint i)
{
  double end = i + 1 < N_COLUMNS ? columns[i + 1] : 1.0;
  return (end - columns[i]) * hakem_report_content_width (report) - 2 * CELL_PAD;
}

/* A row of the table: each cell drawn in its column, the tallest as the block's flow, which goes
 * on over the next page should a cell be taller than a page (a cell of a case file may hold any
 * text). */
static void
draw_row (HakemReport *report, const HakemReportBlock *b, cairo_t *cr, double x, double y,
          double width)
{
  hakem_report_shade_row (cr, b, x, y, width);
  for (guint i = 0; i < b->cells->len; i++)
    {
      PangoLayout *cell = g_ptr_array_index (b->cells, i);
      if (cell == b->flow)
        continue;
      cairo_move_to (cr, x + column_x (report, i) + CELL_PAD, y + CELL_PAD / 2);
      pango_cairo_show_layout (cr, cell);
    }
  if (b->flow)
    hakem_report_show_flow (cr, b, x, y);
}

/* A row of markup cells, one a column, added to the report. */
static HakemReportBlock *
add_row (HakemReport *report, char **markup)
{
  HakemReportBlock *b = hakem_report_add_block (report);
  b->cells = g_ptr_array_new_with_free_func (g_object_unref);
  double tallest = 0, others = 0;
  guint flow = 0;
  for (guint i = 0; i < N_COLUMNS; i++)
    {
      PangoLayout *cell = hakem_report_layout (report, markup[i], HAKEM_REPORT_BODY_SIZE,
                                               column_width (report, i));
      g_ptr_array_add (b->cells, cell);
      double h = hakem_report_layout_height (cell);
      if (h > tallest)
        {
          others = MAX (others, tallest);
          tallest = h;
          flow = i;
        }
      else
        others = MAX (others, h);
    }
  b->draw = draw_row;
  b->flow = g_ptr_array_index (b->cells, flow);
  b->flow_x = column_x (report, flow) + CELL_PAD;
  b->flow_y = CELL_PAD / 2;
  b->fixed = others + CELL_PAD;
  b->height = tallest + CELL_PAD;
  return b;
}

/* The game found, numbered as on a scoresheet: "1. e4 e5 2. Nf3". */
static char *
game_text (HakemReport *report, const ChessGame *game)
{
  GString *s = g_string_new (NULL);
  for (int ply = 1; ply <= game->count; ply++)
    {
      ChessPosition pos;
      chess_game_position_at (game, ply - 1, &pos);
      char san[CHESS_SAN_MAX] = "";
      chess_san_write (&pos, game->moves[ply - 1].move, report->san, san, sizeof san);
      if (s->len)
        g_string_append_c (s, ' ');
      if (pos.side == CHESS_WHITE || ply == 1)
        {
          g_autofree char *number = hakem_reconcile_ply_number (&game->start, ply);
          /* A no-break space: a number is never left at the end of a line without its move. */
          g_string_append_printf (s, "%s\u00A0", number);
        }
      g_string_append (s, san);
    }
  return g_string_free (s, FALSE);
}

/* A label in bold over a text that may be cut at any page's foot (a long game's moves), the
 * label kept with its first line; the text cut in pieces a layout can take. */
static void
add_labelled (HakemReport *report, const char *label, const char *text, double space_after)
{
  g_autofree char *label_markup = g_markup_printf_escaped ("<b>%s</b>", label);
  hakem_report_add_text (report, label_markup, HAKEM_REPORT_BODY_SIZE, 0, TRUE);
  g_autoptr (GPtrArray) pieces = hakem_report_text_pieces (text);
  for (guint i = 0; i < pieces->len; i++)
    {
      g_autofree char *markup = g_markup_escape_text (pieces->pdata[i], -1);
      HakemReportBlock *b = hakem_report_add_flow (report, markup, HAKEM_REPORT_BODY_SIZE, 0,
                                                   i + 1 < pieces->len ? 0 : space_after);
      b->cut_anywhere = TRUE;
    }
}

/* What the arbiter decided: each move he corrected, then the moves he accepted up to. */
static char *
decisions_text (HakemReport *report, const HakemReconciliation *r, const ChessGame *game)
{
  GString *s = g_string_new (NULL);
  for (guint i = 0; i < r->decisions->len; i++)
    {
      const HakemReconciliationDecision *d
          = &g_array_index (r->decisions, HakemReconciliationDecision, i);
      if (d->move == d->proposed || d->ply < 1 || d->ply > game->count)
        continue;
      g_autofree char *line
          = hakem_reconcile_correction_text (game, d->ply, d->proposed, report->san);
      g_string_append_printf (s, "%s%s", s->len ? "\n" : "", line);
    }
  g_autofree char *decided = NULL;
  if (r->decided > 0 && r->decided < game->count)
    decided = hakem_reconcile_decided_text (game, r->decided, report->san);
  else if (r->decided > 0 && r->decided == game->count)
    {
      g_autofree char *last = hakem_reconcile_move_text (game, r->decided, report->san);
      /* TRANSLATORS: %s is the game's last move ("17. Rd8#"): the arbiter decided every move */
      decided = g_strdup_printf (_ ("The arbiter decided every move of the game, up to %s."), last);
    }
  else if (s->len == 0)
    decided = g_strdup (_ ("The arbiter decided no move: the game is the reconciler's alone."));
  if (decided)
    g_string_append_printf (s, "%s%s", s->len ? "\n" : "", decided);
  return g_string_free (s, FALSE);
}

/* The table of discrepancies, its head repeated on every page it runs over. */
static void
add_discrepancies (HakemReport *report, const HakemReconciliation *r, const ChessGame *game)
{
  char *head[N_COLUMNS] = {
    g_markup_printf_escaped ("<b>%s</b>", C_ ("reconciliation table", "Move")),
    g_markup_printf_escaped ("<b>%s</b>", C_ ("reconciliation table", "Sheet")),
    g_markup_printf_escaped ("<b>%s</b>", C_ ("reconciliation table", "Written")),
    g_markup_printf_escaped ("<b>%s</b>", C_ ("reconciliation table", "Played")),
    g_markup_printf_escaped ("<b>%s</b>", C_ ("reconciliation table", "Mistake")),
  };
  HakemReportBlock *head_block = add_row (report, head);
  head_block->keep_with_next = TRUE;
  for (guint i = 0; i < N_COLUMNS; i++)
    g_free (head[i]);
  for (guint i = 0; i < r->discrepancies->len; i++)
    {
      const ChessReconcileDiscrepancy *d
          = &g_array_index (r->discrepancies, ChessReconcileDiscrepancy, i);
      const char *written = g_ptr_array_index (r->written, i);
      g_autofree char *written_shown = written ? hakem_text_show_bidi (written) : NULL;
      char played[CHESS_SAN_MAX] = "—";
      if (d->played != CHESS_MOVE_NONE && d->ply >= 1 && d->ply <= game->count)
        {
          ChessPosition pos;
          chess_game_position_at (game, d->ply - 1, &pos);
          chess_san_write (&pos, d->played, report->san, played, sizeof played);
        }
      g_autofree char *number = hakem_reconcile_ply_number (&game->start, d->ply);
      char *row[N_COLUMNS] = {
        g_markup_escape_text (number, -1),
        g_markup_escape_text (hakem_color_text (d->sheet), -1),
        /* What was written is quoted as on the sheets dialog's marks; nothing is a dash. */
        written_shown ? g_markup_printf_escaped ("“%s”", written_shown) : g_strdup ("—"),
        g_markup_escape_text (played, -1),
        g_markup_escape_text (hakem_reconcile_kind_text (d->kind), -1),
      };
      HakemReportBlock *b = add_row (report, row);
      b->shaded = i % 2 == 1;
      b->repeat = head_block;
      for (guint k = 0; k < N_COLUMNS; k++)
        g_free (row[k]);
    }
}

void
hakem_report_add_reconciliation (HakemReport *report, guint incident, const HakemReconciliation *r)
{
  ChessGame game;
  chess_game_init (&game, &r->start);
  for (guint i = 0; i < r->moves->len; i++)
    if (chess_game_push_legal (&game, g_array_index (r->moves, ChessMove, i)) != CHESS_GAME_OK)
      break;

  /* TRANSLATORS: the heading of a reconstruction made from both players' scoresheets, after its
   * incident: "Reconciliation of both scoresheets (incident 5; Article 8.5.3)" */
  g_autofree char *title = g_strdup_printf (
      _ ("Reconciliation of both scoresheets (incident %u; Article 8.5.3)"), incident + 1);
  g_autofree char *title_markup = g_markup_printf_escaped ("<b>%s</b>", title);
  hakem_report_add_text (report, title_markup, 10.5, 2, TRUE);

  GString *intro = g_string_new (NULL);
  g_string_append (intro, _ ("The game found is the legal game that explains both players' "
                             "scoresheets best."));
  g_string_append_c (intro, ' ');
  /* TRANSLATORS: the game the two scoresheets explain best, its length in half-moves */
  g_string_append_printf (
      intro,
      g_dngettext (GETTEXT_PACKAGE, "The game that explains both sheets: %d half-move.",
                   "The game that explains both sheets: %d half-moves.", game.count),
      game.count);
  g_string_append_c (intro, ' ');
  g_string_append (intro, r->final_reached
                              ? _ ("It reaches the position on the real board.")
                              : _ ("It does not reach the position on the real board."));
  g_autofree char *intro_markup = g_markup_escape_text (intro->str, -1);
  g_string_free (intro, TRUE);
  HakemReportBlock *intro_block = hakem_report_add_flow (
      report, intro_markup, HAKEM_REPORT_BODY_SIZE, 0, HAKEM_REPORT_GAP / 2);
  /* The heading and this stay with the first line of the game. */
  intro_block->keep_with_next = TRUE;

  g_autofree char *moves = game_text (report, &game);
  add_labelled (report, _ ("The game found"), moves, HAKEM_REPORT_GAP / 2);
  g_autofree char *decisions = decisions_text (report, r, &game);
  add_labelled (report, _ ("The arbiter's decisions"), decisions, HAKEM_REPORT_GAP / 2);

  g_autofree char *where
      = g_markup_printf_escaped ("<b>%s</b>", _ ("Where the sheets differ from the game found"));
  if (r->discrepancies->len == 0)
    {
      g_autofree char *agree_text = g_markup_escape_text (_ ("Both sheets agree with it."), -1);
      g_autofree char *agree = g_strdup_printf ("%s\n%s", where, agree_text);
      hakem_report_add_flow (report, agree, HAKEM_REPORT_BODY_SIZE, 0, 3 * HAKEM_REPORT_GAP);
    }
  else
    {
      hakem_report_add_text (report, where, HAKEM_REPORT_BODY_SIZE, 2, TRUE);
      add_discrepancies (report, r, &game);
      HakemReportBlock *gap = hakem_report_add_block (report);
      gap->height = 3 * HAKEM_REPORT_GAP;
    }
  chess_game_clear (&game);
}
