/* render-pieces.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Build-time tool: renders the piece SVGs into sprites at given sizes, with their manifest.
 *
 * Usage: render-pieces OUTDIR SIZE,SIZE,... MANIFEST.gresource.xml PIECE.svg...
 * For every SIZE it writes OUTDIR/piece-sprites-SIZE: a header, then the PIECEs rendered SIZE
 * pixels square, one after another in the order given (the board view reads them in ChessPiece
 * order). The manifest lists them as /io/github/hakem/Hakem/pieces/sprites/SIZE.
 *
 * The sprites are drawn exactly as the board view draws an SVG (librsvg into a SIZE x SIZE
 * ARGB32 surface, the document fitted to it), and stored as that surface's own bytes, so that the
 * program need not load librsvg to start, nor decode anything: the board's first frame paints
 * them straight from the executable. The header (hakem-piece-sprites-format.h) gives the size, the
 * row stride and the byte order, which is the build machine's: the sprites are built where the
 * program is. One file per size rather than per piece: a GResource scatters its files through
 * the executable, and the kernel maps the pages around each one read, so twelve scattered reads
 * made most of the sprites of every size resident.
 */
#include <librsvg/rsvg.h>
#include <stdio.h>
#include <stdlib.h>

#include "../../src/ui/widgets/hakem-piece-sprites-format.h"

/* The header of a file of SIZE-pixel sprites. */
static void
append_header (GByteArray *out, int size)
{
  HakemSpritesHeader h = { HAKEM_SPRITES_MAGIC, (guint32) size,
                           (guint32) cairo_format_stride_for_width (CAIRO_FORMAT_ARGB32, size),
                           HAKEM_SPRITES_BYTE_ORDER };
  g_byte_array_append (out, (const guint8 *) &h, sizeof h);
}

static gboolean
render (RsvgHandle *svg, const char *name, int size, GByteArray *out)
{
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cairo_t *cr = cairo_create (s);
  RsvgRectangle viewport = { 0, 0, size, size };
  g_autoptr (GError) error = NULL;
  gboolean ok = rsvg_handle_render_document (svg, cr, &viewport, &error);
  if (!ok)
    fprintf (stderr, "render-pieces: %s: %s\n", name, error->message);
  cairo_destroy (cr);
  cairo_surface_flush (s);
  if (ok)
    g_byte_array_append (out, cairo_image_surface_get_data (s),
                         (guint) (cairo_image_surface_get_stride (s) * size));
  cairo_surface_destroy (s);
  return ok;
}

/* Appends the SVG at every size to the files' contents; 0 on success. */
static int
render_piece (const char *svg_path, const int *sizes, int n_sizes, GByteArray **files)
{
  g_autoptr (GError) error = NULL;
  RsvgHandle *svg = rsvg_handle_new_from_file (svg_path, &error);
  if (!svg)
    {
      fprintf (stderr, "render-pieces: %s: %s\n", svg_path, error->message);
      return 1;
    }
  int status = 0;
  for (int k = 0; k < n_sizes && status == 0; k++)
    if (!render (svg, svg_path, sizes[k], files[k]))
      status = 1;
  g_object_unref (svg);
  return status;
}

static int
write_file (const char *path, const void *data, gsize len)
{
  g_autoptr (GError) error = NULL;
  if (g_file_set_contents (path, data, (gssize) len, &error))
    return 0;
  fprintf (stderr, "render-pieces: %s\n", error->message);
  return 1;
}

int
main (int argc, char **argv)
{
  if (argc < 5)
    {
      fprintf (stderr, "usage: render-pieces OUTDIR SIZE,SIZE,... MANIFEST PIECE.svg...\n");
      return 2;
    }
  g_auto (GStrv) fields = g_strsplit (argv[2], ",", -1);
  int n_sizes = (int) g_strv_length (fields);
  g_autofree int *sizes = g_new0 (int, n_sizes);
  g_autofree GByteArray **files = g_new0 (GByteArray *, n_sizes);
  for (int k = 0; k < n_sizes; k++)
    {
      sizes[k] = atoi (fields[k]);
      if (sizes[k] < 1 || sizes[k] > 4096)
        {
          fprintf (stderr, "render-pieces: bad size '%s'\n", fields[k]);
          return 2;
        }
      files[k] = g_byte_array_new ();
      append_header (files[k], sizes[k]);
    }

  int status = 0;
  for (int i = 4; i < argc && status == 0; i++)
    status = render_piece (argv[i], sizes, n_sizes, files);

  g_autoptr (GString) manifest = g_string_new (NULL);
  g_string_append (manifest, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                             "<!-- Written by render-pieces at build time. -->\n"
                             "<gresources>\n"
                             "  <gresource prefix=\"/io/github/hakem/Hakem/pieces\">\n");
  for (int k = 0; k < n_sizes; k++)
    {
      g_autofree char *name = g_strdup_printf ("piece-sprites-%d", sizes[k]);
      g_autofree char *path = g_build_filename (argv[1], name, NULL);
      if (status == 0)
        status = write_file (path, files[k]->data, files[k]->len);
      g_string_append_printf (manifest, "    <file alias=\"sprites/%d\">%s</file>\n", sizes[k],
                              name);
      g_byte_array_unref (files[k]);
    }
  g_string_append (manifest, "  </gresource>\n</gresources>\n");
  if (status == 0)
    status = write_file (argv[3], manifest->str, manifest->len);
  return status;
}
