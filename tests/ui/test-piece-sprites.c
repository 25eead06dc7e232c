/* test-piece-sprites.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The board's piece images against librsvg: the sprites rendered at build time are the SVGs'
 * own pixels at their sizes; another size shows scaled sprites for a frame, then librsvg's
 * rendering of the SVGs at that size.
 */
#include "config.h"

#include <gtk/gtk.h>

#include "ui-test-util.h"
#include <librsvg/rsvg.h>
#include <string.h>

#include "hakem-piece-sprites.h"

/* ChessPiece order: colour * 6 + type. */
static const char *const names[12] = {
  "white-pawn", "white-knight", "white-bishop", "white-rook", "white-queen", "white-king",
  "black-pawn", "black-knight", "black-bishop", "black-rook", "black-queen", "black-king",
};

/* The reference: librsvg draws the piece's SVG (from the program's resources) fitted to a
 * SIZE-pixel square, as the board does when it has no sprites. */
static cairo_surface_t *
render_reference (int piece, int size)
{
  g_autofree char *path = g_strdup_printf ("/io/github/hakem/Hakem/pieces/%s.svg", names[piece]);
  g_autoptr (GBytes) svg = g_resources_lookup_data (path, 0, NULL);
  g_assert_nonnull (svg);
  gsize len;
  const guint8 *data = g_bytes_get_data (svg, &len);
  g_autoptr (GError) error = NULL;
  RsvgHandle *handle = rsvg_handle_new_from_data (data, len, &error);
  g_assert_no_error (error);
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cairo_t *cr = cairo_create (s);
  RsvgRectangle viewport = { 0, 0, size, size };
  g_assert_true (rsvg_handle_render_document (handle, cr, &viewport, &error));
  g_assert_no_error (error);
  cairo_destroy (cr);
  g_object_unref (handle);
  cairo_surface_flush (s);
  return s;
}

/* How far A is from B, both SIZE square: the largest difference of one channel of one pixel,
 * and the mean difference over all channels of all pixels. */
static void
difference (cairo_surface_t *a, cairo_surface_t *b, int size, int *largest, double *mean)
{
  g_assert_cmpint (cairo_image_surface_get_format (a), ==, CAIRO_FORMAT_ARGB32);
  g_assert_cmpint (cairo_image_surface_get_width (a), ==, size);
  g_assert_cmpint (cairo_image_surface_get_height (a), ==, size);
  cairo_surface_flush (a);
  int worst = 0;
  double sum = 0;
  for (int y = 0; y < size; y++)
    {
      const guint8 *ra = cairo_image_surface_get_data (a) + y * cairo_image_surface_get_stride (a);
      const guint8 *rb = cairo_image_surface_get_data (b) + y * cairo_image_surface_get_stride (b);
      for (int x = 0; x < size * 4; x++)
        {
          int d = ABS ((int) ra[x] - (int) rb[x]);
          worst = MAX (worst, d);
          sum += d;
        }
    }
  *largest = worst;
  *mean = sum / (size * size * 4.0);
}

/* A piece that is not blank: some pixels opaque, some clear (the SVG was found and drawn). */
static void
assert_drawn (cairo_surface_t *s, int size)
{
  cairo_surface_flush (s);
  int opaque = 0, clear = 0;
  for (int y = 0; y < size; y++)
    {
      const guint32 *row = (const guint32 *) (cairo_image_surface_get_data (s)
                                              + y * cairo_image_surface_get_stride (s));
      for (int x = 0; x < size; x++)
        {
          opaque += (row[x] >> 24) == 0xff;
          clear += (row[x] >> 24) == 0;
        }
    }
  g_assert_cmpint (opaque, >, size);
  g_assert_cmpint (clear, >, size);
}

/* Every piece of SPRITES against librsvg's rendering of its SVG at SIZE pixels: the same pixels
 * when EXACT, else a resampling of them (a mean difference under 3 of 255: edges move by a
 * fraction of a pixel, nothing else). */
static void
assert_like_librsvg (HakemPieceSprites *sprites, int size, gboolean exact)
{
  for (int p = 0; p < 12; p++)
    {
      cairo_surface_t *sprite = hakem_piece_sprites_get (sprites, (ChessPiece) p);
      g_assert_nonnull (sprite);
      cairo_surface_t *ref = render_reference (p, size);
      assert_drawn (ref, size);
      int largest;
      double mean;
      difference (sprite, ref, size, &largest, &mean);
      if (exact)
        g_assert_cmpint (largest, ==, 0);
      else
        g_assert_cmpfloat (mean, <, 3.0);
      cairo_surface_destroy (ref);
    }
  g_assert_null (hakem_piece_sprites_get (sprites, CHESS_NO_PIECE));
}

/* The sizes built in (assets/meson.build): exactly librsvg's pixels, painted from the resource
 * itself (a header of 16 bytes, then the twelve images), not rendered again. */
static void
test_built_in (gconstpointer data)
{
  int size = GPOINTER_TO_INT (data);
  GtkWidget *owner = g_object_ref_sink (gtk_label_new (NULL));
  HakemPieceSprites *sprites = hakem_piece_sprites_new (owner);
  hakem_piece_sprites_set_size (sprites, size);
  assert_like_librsvg (sprites, size, TRUE);
  g_autofree char *path = g_strdup_printf ("/io/github/hakem/Hakem/pieces/sprites/%d", size);
  g_autoptr (GBytes) bytes = g_resources_lookup_data (path, 0, NULL);
  g_assert_nonnull (bytes);
  const guint8 *pixels = (const guint8 *) g_bytes_get_data (bytes, NULL) + 16;
  int stride = cairo_format_stride_for_width (CAIRO_FORMAT_ARGB32, size);
  for (int p = 0; p < 12; p++)
    g_assert_true (cairo_image_surface_get_data (hakem_piece_sprites_get (sprites, (ChessPiece) p))
                   == pixels + (gsize) p * stride * size);
  hakem_piece_sprites_free (sprites);
  g_object_unref (owner);
}

/* A size without sprites: the nearest sprites scaled at once, close to the SVG's rendering;
 * once the main loop has run, librsvg's own pixels at that size. */
static void
test_other_size (void)
{
  const int size = 80;
  GtkWidget *owner = g_object_ref_sink (gtk_label_new (NULL));
  HakemPieceSprites *sprites = hakem_piece_sprites_new (owner);
  hakem_piece_sprites_set_size (sprites, size);
  assert_like_librsvg (sprites, size, FALSE);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  /* The exact rendering replaces them at the next draw, which asks for the size again. */
  hakem_piece_sprites_set_size (sprites, size);
  assert_like_librsvg (sprites, size, TRUE);
  hakem_piece_sprites_free (sprites);
  g_object_unref (owner);
}

int
main (int argc, char **argv)
{
  if (!ui_test_init (&argc, &argv, "piece-sprites"))
    return g_test_run ();
  g_test_add_data_func ("/piece-sprites/built-in/75", GINT_TO_POINTER (75), test_built_in);
  g_test_add_data_func ("/piece-sprites/built-in/151", GINT_TO_POINTER (151), test_built_in);
  g_test_add_func ("/piece-sprites/other-size", test_other_size);
  return g_test_run ();
}
