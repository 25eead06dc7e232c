/* hakem-report-results.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The round's results list as a PDF: a table of the boards laid out on pages of the paper's
 * size, the table's head repeated on each page, the byes after it, page numbers in the footer.
 */
#include "config.h"

#include "hakem-report-results.h"

#include <cairo-pdf.h>
#include <glib/gi18n.h>
#include <pango/pangocairo.h>

#include "hakem-report-private.h"
#include "hakem-round-results.h"

#define MARGIN 42.0
#define FOOTER 24.0
#define SIZE 9.0
#define ROW_GAP 3.0

/* The columns' shares of the width: board, White, result, Black, note. */
static const double shares[] = { 0.09, 0.33, 0.10, 0.33, 0.15 };
#define N_COLUMNS G_N_ELEMENTS (shares)

typedef struct
{
  PangoLayout *cells[N_COLUMNS]; /* a row of the table, or cells[0] alone: a line of text */
  double height;
  gboolean head; /* the table's head, repeated at the top of each page */
  gboolean rule; /* a line under it */
} Row;

static PangoLayout *
text_layout (PangoContext *pango, const char *text, double size, gboolean bold, double width)
{
  PangoLayout *layout = pango_layout_new (pango);
  PangoFontDescription *font = pango_font_description_from_string ("Sans");
  pango_font_description_set_size (font, (int) (size * PANGO_SCALE));
  if (bold)
    pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_text (layout, text ? text : "", -1);
  return layout;
}

static double
layout_height (PangoLayout *layout)
{
  int w, h;
  pango_layout_get_size (layout, &w, &h);
  return (double) h / PANGO_SCALE;
}

static void
row_free (gpointer data)
{
  Row *row = data;
  for (gsize i = 0; i < N_COLUMNS; i++)
    g_clear_object (&row->cells[i]);
  g_free (row);
}

static Row *
add_line (GPtrArray *rows, PangoContext *pango, const char *text, double size, gboolean bold,
          double width, double space)
{
  Row *row = g_new0 (Row, 1);
  row->cells[0] = text_layout (pango, text, size, bold, width);
  row->height = layout_height (row->cells[0]) + space;
  g_ptr_array_add (rows, row);
  return row;
}

static Row *
add_row (GPtrArray *rows, PangoContext *pango, const char *const texts[N_COLUMNS], gboolean bold,
         double width)
{
  Row *row = g_new0 (Row, 1);
  for (gsize i = 0; i < N_COLUMNS; i++)
    {
      row->cells[i] = text_layout (pango, texts[i], SIZE, bold, width * shares[i] - 4.0);
      row->height = MAX (row->height, layout_height (row->cells[i]));
    }
  row->height += ROW_GAP;
  g_ptr_array_add (rows, row);
  return row;
}

static char *
player_text (const HakemRoundPlayer *p)
{
  GString *out = g_string_new (NULL);
  if (p->title && *p->title)
    g_string_append_printf (out, "%s ", p->title);
  g_string_append (out, p->name);
  if (p->rating > 0)
    g_string_append_printf (out, " (%d)", p->rating);
  return g_string_free (out, FALSE);
}

/* The rows of the list: title lines, the table, the byes. The head row is returned too. */
static GPtrArray *
build_rows (HakemRoundPairings *pairings, PangoContext *pango, double width, Row **head)
{
  GPtrArray *rows = g_ptr_array_new_with_free_func (row_free);
  const HakemTrf *trf = hakem_round_pairings_get_trf (pairings);
  g_autofree char *file = g_path_get_basename (trf->source);
  add_line (rows, pango, trf->name ? trf->name : file, 14.0, TRUE, width, 4.0);
  /* TRANSLATORS: the results list's second heading: the round's number */
  g_autofree char *subtitle
      = g_strdup_printf (_ ("Results of round %d"), hakem_round_pairings_get_round (pairings));
  add_line (rows, pango, subtitle, 11.0, TRUE, width, 4.0);
  g_autoptr (GString) where = g_string_new (NULL);
  const char *parts[] = { trf->city, trf->start_date, trf->chief_arbiter };
  for (gsize i = 0; i < G_N_ELEMENTS (parts); i++)
    if (parts[i] && *parts[i])
      g_string_append_printf (where, "%s%s", where->len ? " · " : "", parts[i]);
  if (where->len)
    add_line (rows, pango, where->str, SIZE, FALSE, width, 4.0);
  add_line (rows, pango, "", SIZE, FALSE, width, 4.0);

  const char *heads[N_COLUMNS]
      = { _ ("Board"), _ ("White"), _ ("Result"), _ ("Black"), _ ("Note") };
  *head = add_row (rows, pango, heads, TRUE, width);
  (*head)->head = TRUE;
  (*head)->rule = TRUE;
  GListModel *list = hakem_round_pairings_get_pairings (pairings);
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr (HakemRoundPairing) p = g_list_model_get_item (list, i);
      g_autofree char *board = g_strdup_printf ("%d", hakem_round_pairing_get_number (p));
      g_autofree char *white = player_text (hakem_round_pairing_get_player (p, CHESS_WHITE));
      g_autofree char *black = player_text (hakem_round_pairing_get_player (p, CHESS_BLACK));
      char w, b;
      gboolean has = hakem_round_pairing_get_result (p, &w, &b, NULL);
      g_autofree char *result = has ? hakem_round_result_text (w, b) : g_strdup ("");
      /* The printed list writes the half point as people do. */
      if (g_strcmp0 (result, "1/2-1/2") == 0)
        {
          g_free (result);
          result = g_strdup ("½-½");
        }
      const char *note = !has                                   ? _ ("no result")
                         : !hakem_round_pairing_is_accepted (p) ? _ ("to be confirmed")
                                                                : "";
      const char *cells[N_COLUMNS] = { board, white, result, black, note };
      add_row (rows, pango, cells, FALSE, width);
    }
  const GArray *byes = hakem_round_pairings_get_byes (pairings);
  if (byes->len)
    {
      add_line (rows, pango, "", SIZE, FALSE, width, 4.0);
      add_line (rows, pango, _ ("Byes"), 11.0, TRUE, width, 4.0);
      for (guint i = 0; i < byes->len; i++)
        {
          const HakemTrfBye *bye = &g_array_index (byes, HakemTrfBye, i);
          HakemRoundPlayer player = hakem_round_bye_player (trf, bye->player);
          g_autofree char *text = player_text (&player);
          g_autofree char *line
              = g_strdup_printf ("%d. %s: %s", bye->player, text, hakem_round_bye_text (bye->kind));
          add_line (rows, pango, line, SIZE, FALSE, width, ROW_GAP);
        }
    }
  return rows;
}

static void
draw_row (cairo_t *cr, const Row *row, double x, double y, double width)
{
  double cx = x;
  for (gsize i = 0; i < N_COLUMNS && row->cells[i]; i++)
    {
      cairo_move_to (cr, cx, y);
      pango_cairo_show_layout (cr, row->cells[i]);
      cx += width * shares[i];
    }
  if (row->rule)
    {
      cairo_set_line_width (cr, 0.5);
      cairo_move_to (cr, x, y + row->height - ROW_GAP / 2);
      cairo_line_to (cr, x + width, y + row->height - ROW_GAP / 2);
      cairo_stroke (cr);
    }
}

gboolean
hakem_report_write_results_pdf (HakemRoundPairings *pairings, HakemPaper paper, const char *path,
                                GError **error)
{
  double page_w, page_h;
  hakem_paper_size (paper, &page_w, &page_h);
  double width = page_w - 2 * MARGIN, body = page_h - 2 * MARGIN - FOOTER;
  cairo_surface_t *surface = cairo_pdf_surface_create (path, page_w, page_h);
  g_autofree char *title
      = g_strdup_printf (_ ("Results of round %d"), hakem_round_pairings_get_round (pairings));
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, title);
  g_autofree char *creator = g_strdup_printf ("Hakem %s", PACKAGE_VERSION);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, creator);
  cairo_t *cr = cairo_create (surface);
  PangoContext *pango = pango_cairo_create_context (cr);
  Row *head = NULL;
  g_autoptr (GPtrArray) rows = build_rows (pairings, pango, width, &head);

  /* The pages: each row where it fits, a page begun after the head repeats it. */
  g_autoptr (GArray) starts = g_array_new (FALSE, FALSE, sizeof (guint));
  double used = 0;
  gboolean in_table = FALSE;
  guint first = 0;
  g_array_append_val (starts, first);
  for (guint i = 0; i < rows->len; i++)
    {
      const Row *row = rows->pdata[i];
      if (used > 0 && used + row->height > body)
        {
          g_array_append_val (starts, i);
          used = in_table && !row->head ? head->height : 0;
        }
      used += row->height;
      in_table = in_table || row->head;
    }
  guint pages = starts->len;
  for (guint page = 0; page < pages; page++)
    {
      guint from = g_array_index (starts, guint, page);
      guint to = page + 1 < pages ? g_array_index (starts, guint, page + 1) : rows->len;
      double y = MARGIN;
      cairo_set_source_rgb (cr, 0, 0, 0);
      gboolean table_open = FALSE;
      for (guint i = 0; i < from; i++)
        table_open = table_open || ((const Row *) rows->pdata[i])->head;
      if (page > 0 && table_open && !((const Row *) rows->pdata[from])->head)
        {
          draw_row (cr, head, MARGIN, y, width);
          y += head->height;
        }
      for (guint i = from; i < to; i++)
        {
          const Row *row = rows->pdata[i];
          draw_row (cr, row, MARGIN, y, width);
          y += row->height;
        }
      /* TRANSLATORS: the results list's footer: this page's number and how many there are */
      g_autofree char *footer = g_strdup_printf (_ ("Page %u of %u"), page + 1, pages);
      g_autoptr (PangoLayout) foot = text_layout (pango, footer, 7.5, FALSE, width);
      pango_layout_set_alignment (foot, PANGO_ALIGN_RIGHT);
      cairo_move_to (cr, MARGIN, page_h - MARGIN - layout_height (foot));
      pango_cairo_show_layout (cr, foot);
      cairo_show_page (cr);
    }
  g_ptr_array_set_size (rows, 0);
  g_object_unref (pango);
  return hakem_report_pdf_close (cr, surface, path, error);
}
