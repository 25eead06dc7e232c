/* hakem-report-diagram.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A board diagram with the pieces drawn from their SVGs as vectors, on any Cairo surface.
 *
 * Each SVG is drawn once into a recording surface; a diagram paints those. Cairo's PDF surface
 * writes a recording surface it meets again as the same form object, so a report with thirty
 * diagrams holds each piece's paths once, and on a printer or the screen they stay vectors.
 * librsvg is opened on the first diagram (hakem-rsvg.c): the window, which links this library to
 * print, does not load it at start.
 */
#include "config.h"

#include "hakem-report-diagram.h"

#include "hakem-rsvg.h"

#define PIECES_PATH "/io/github/hakem/Hakem/report/pieces/"
/* The recording's own units: a piece is drawn in a 100 x 100 square and scaled. */
#define PIECE_UNITS 100.0

GResource *hakem_report_get_resource (void);

/* Process-wide and never freed, like the resource they come from. */
static cairo_surface_t *pieces[12];

static gpointer
load_pieces (gpointer data)
{
  /* Referencing the resource keeps its constructor in the link of a static library. */
  (void) hakem_report_get_resource ();
  const HakemRsvg *rsvg = hakem_rsvg_open ("diagrams are drawn without pieces");
  if (!rsvg)
    return NULL;
  cairo_rectangle_t extents = { 0, 0, PIECE_UNITS, PIECE_UNITS };
  for (int i = 0; i < 12; i++)
    {
      RsvgHandle *handle = hakem_rsvg_load_piece (rsvg, PIECES_PATH, (ChessPiece) i);
      if (!handle)
        continue;
      pieces[i] = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, &extents);
      cairo_t *cr = cairo_create (pieces[i]);
      RsvgRectangle viewport = { 0, 0, PIECE_UNITS, PIECE_UNITS };
      g_autoptr (GError) error = NULL;
      if (!rsvg->render_document (handle, cr, &viewport, &error))
        g_warning ("cannot draw piece %s: %s", hakem_rsvg_piece_name ((ChessPiece) i),
                   error->message);
      cairo_destroy (cr);
      g_object_unref (handle);
    }
  return NULL;
}

static void
draw_coordinates (cairo_t *cr, double x, double y, double size)
{
  double sq = size / 8, font = size / 20;
  cairo_set_source_rgb (cr, 0.25, 0.25, 0.25);
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, font);
  for (int i = 0; i < 8; i++)
    {
      char file[2] = { (char) ('a' + i), 0 }, rank[2] = { (char) ('8' - i), 0 };
      cairo_text_extents_t e;
      cairo_text_extents (cr, file, &e);
      cairo_move_to (cr, x + i * sq + (sq - e.x_advance) / 2, y + size + font * 1.1);
      cairo_show_text (cr, file);
      cairo_text_extents (cr, rank, &e);
      cairo_move_to (cr, x - e.x_advance - font * 0.4, y + i * sq + (sq + e.height) / 2);
      cairo_show_text (cr, rank);
    }
}

void
hakem_report_draw_board (cairo_t *cr, const ChessPosition *pos, double x, double y, double size,
                         ChessBitboard marked)
{
  static GOnce once = G_ONCE_INIT;
  g_once (&once, load_pieces, NULL);
  double sq = size / 8;
  cairo_save (cr);
  for (int rank = 0; rank < 8; rank++)
    for (int file = 0; file < 8; file++)
      {
        double sx = x + file * sq, sy = y + (7 - rank) * sq;
        gboolean dark = (rank + file) % 2 == 0;
        cairo_rectangle (cr, sx, sy, sq, sq);
        cairo_set_source_rgb (cr, dark ? 0.72 : 0.96, dark ? 0.72 : 0.96, dark ? 0.72 : 0.96);
        cairo_fill (cr);
        ChessSquare s = CHESS_SQUARE (file, rank);
        ChessPiece p = pos->board[s];
        if (p < 12 && pieces[p])
          {
            cairo_save (cr);
            cairo_translate (cr, sx, sy);
            cairo_scale (cr, sq / PIECE_UNITS, sq / PIECE_UNITS);
            cairo_set_source_surface (cr, pieces[p], 0, 0);
            cairo_paint (cr);
            cairo_restore (cr);
          }
        if (marked & CHESS_BB (s))
          {
            double w = MAX (sq / 14, 0.8);
            cairo_rectangle (cr, sx + w / 2, sy + w / 2, sq - w, sq - w);
            cairo_set_line_width (cr, w);
            cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
            cairo_stroke (cr);
          }
      }
  cairo_rectangle (cr, x, y, size, size);
  cairo_set_line_width (cr, MAX (size / 300, 0.5));
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_stroke (cr);
  draw_coordinates (cr, x, y, size);
  cairo_restore (cr);
}
