/* hakem-piece-sprites.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The board's twelve piece images at one size, from build-time sprites or the SVGs.
 *
 * The SVGs are the source; assets/pieces/render-pieces.c renders them at build time into
 * sprites at the default window's square sizes (assets/meson.build), the same pixels librsvg
 * draws at run time, stored as Cairo's own image bytes. A size that has sprites is painted from
 * them where they lie in the executable (no decoding: PNG sprites took 2.4 ms at start, librsvg
 * 12 ms), which needs no library GTK does not load already. Loading, parsing and
 * rendering with librsvg were the largest part of Hakem's start-up above a bare GTK window (about
 * 12 ms and 6 MB), so the program does not link librsvg (no symbol of it is referenced and meson
 * links with --as-needed): it is opened with dlopen when a board first needs a size that has no
 * sprites. Until then that size shows the nearest sprites scaled, which is sharp enough for a
 * frame but not for good, so the exact rendering follows at low priority after the frame.
 */
#include "config.h"

#include "hakem-piece-sprites.h"
#include "hakem-piece-sprites-format.h"

#include "hakem-rsvg.h"

#include <stdlib.h>
#include <string.h>

#define PIECES_PATH "/io/github/hakem/Hakem/pieces/"

struct _HakemPieceSprites
{
  GtkWidget *owner;
  cairo_surface_t *sprites[12];
  int size; /* device pixels of the sprites, 0 when there are none */
  RsvgHandle *svg[12];
  gboolean svg_ready; /* the SVGs are parsed: any size can be rendered exactly */
  guint svg_idle;     /* the source that will open librsvg, or 0 */
};

/* librsvg's functions once opened (hakem-rsvg.c), or NULL. */
static const HakemRsvg *rsvg;

static gboolean
load_svg (HakemPieceSprites *self)
{
  if (self->svg_ready)
    return TRUE;
  rsvg = hakem_rsvg_open ("pieces at sizes without sprites are scaled");
  if (!rsvg)
    return FALSE;
  for (int i = 0; i < 12; i++)
    self->svg[i] = hakem_rsvg_load_piece (rsvg, PIECES_PATH, (ChessPiece) i);
  self->svg_ready = TRUE;
  return TRUE;
}

static void
render_svg (HakemPieceSprites *self)
{
  for (int i = 0; i < 12; i++)
    {
      if (!self->svg[i])
        continue;
      cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, self->size, self->size);
      cairo_t *cr = cairo_create (s);
      RsvgRectangle viewport = { 0, 0, self->size, self->size };
      g_autoptr (GError) error = NULL;
      if (!rsvg->render_document (self->svg[i], cr, &viewport, &error))
        g_warning ("cannot render piece %s: %s", hakem_rsvg_piece_name ((ChessPiece) i),
                   error->message);
      cairo_destroy (cr);
      self->sprites[i] = s;
    }
}

static gboolean
svg_idle (gpointer data)
{
  HakemPieceSprites *self = data;
  self->svg_idle = 0;
  if (load_svg (self))
    {
      /* The next draw asks for its size again and gets it rendered exactly. */
      for (int i = 0; i < 12; i++)
        g_clear_pointer (&self->sprites[i], cairo_surface_destroy);
      self->size = 0;
      gtk_widget_queue_draw (self->owner);
    }
  return G_SOURCE_REMOVE;
}

/* ---- sprites rendered at build time ---- */

/* SIZE when it has sprites, else the next larger size that has, else the largest; 0 if none. */
static int
sprite_source_size (int size)
{
  g_auto (GStrv) children = g_resources_enumerate_children (PIECES_PATH "sprites/", 0, NULL);
  int above = 0, largest = 0;
  for (int i = 0; children && children[i]; i++)
    {
      char *end;
      long n = strtol (children[i], &end, 10);
      if (end == children[i] || *end || n <= 0 || n > G_MAXINT)
        continue;
      if (n == size)
        return size;
      if (n > size && (above == 0 || n < above))
        above = (int) n;
      largest = MAX (largest, (int) n);
    }
  return above ? above : largest;
}

/* The sprites of one size stay in the executable's read-only data, where they are painted
 * from without a copy: a surface over them holds the resource's bytes until it is destroyed.
 * Cairo only reads a surface used as a source, and the board uses them for nothing else. */
static cairo_surface_t *
sprite_surface (GBytes *bytes, const guint8 *pixels, int size, int stride)
{
  /* Cairo's ARGB32 is read a word at a time: copy if the resource is not aligned for that. */
  if ((guintptr) pixels % sizeof (guint32) != 0)
    {
      cairo_surface_t *copy = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
      if (cairo_surface_status (copy) != CAIRO_STATUS_SUCCESS
          || cairo_image_surface_get_stride (copy) != stride)
        {
          cairo_surface_destroy (copy);
          return NULL;
        }
      cairo_surface_flush (copy);
      memcpy (cairo_image_surface_get_data (copy), pixels, (gsize) stride * (gsize) size);
      cairo_surface_mark_dirty (copy);
      return copy;
    }
  static const cairo_user_data_key_t bytes_key;
  cairo_surface_t *s = cairo_image_surface_create_for_data (
      (unsigned char *) (guintptr) pixels, CAIRO_FORMAT_ARGB32, size, size, stride);
  if (cairo_surface_status (s) != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (s);
      return NULL;
    }
  cairo_surface_set_user_data (s, &bytes_key, g_bytes_ref (bytes),
                               (cairo_destroy_func_t) g_bytes_unref);
  return s;
}

/* SOURCE, a sprite of FROM pixels, as SIZE pixels. */
static cairo_surface_t *
scale_sprite (cairo_surface_t *source, int from, int size)
{
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cairo_t *cr = cairo_create (s);
  cairo_scale (cr, (double) size / from, (double) size / from);
  cairo_set_source_surface (cr, source, 0, 0);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_GOOD);
  cairo_paint (cr);
  cairo_destroy (cr);
  if (cairo_surface_status (s) != CAIRO_STATUS_SUCCESS)
    g_clear_pointer (&s, cairo_surface_destroy);
  return s;
}

/* The resource's header and length as render-pieces writes them for FROM pixels. */
static gboolean
sprites_valid (const guint8 *data, gsize len, int from)
{
  HakemSpritesHeader h;
  if (len < sizeof h)
    return FALSE;
  memcpy (&h, data, sizeof h);
  return h.magic == HAKEM_SPRITES_MAGIC && h.byte_order == HAKEM_SPRITES_BYTE_ORDER
         && h.size == (guint32) from
         && h.stride == (guint32) cairo_format_stride_for_width (CAIRO_FORMAT_ARGB32, from)
         && len - sizeof h == (gsize) 12 * h.stride * h.size;
}

/* The twelve sprites of FROM pixels at the cache's size; FALSE, with none, if any is missing. */
static gboolean
load_sprites (HakemPieceSprites *self, int from)
{
  g_autofree char *path = g_strdup_printf (PIECES_PATH "sprites/%d", from);
  g_autoptr (GBytes) bytes = g_resources_lookup_data (path, 0, NULL);
  if (!bytes)
    return FALSE;
  gsize len;
  const guint8 *data = g_bytes_get_data (bytes, &len);
  if (!sprites_valid (data, len, from))
    {
      g_warning ("bad piece sprites %s (another build's byte order?): drawing the SVGs", path);
      return FALSE;
    }
  int stride = cairo_format_stride_for_width (CAIRO_FORMAT_ARGB32, from);
  const guint8 *pixels = data + sizeof (HakemSpritesHeader);
  for (int i = 0; i < 12; i++)
    {
      cairo_surface_t *s = sprite_surface (bytes, pixels + (gsize) i * stride * from, from, stride);
      if (s && from != self->size)
        {
          cairo_surface_t *scaled = scale_sprite (s, from, self->size);
          cairo_surface_destroy (s);
          s = scaled;
        }
      self->sprites[i] = s;
    }
  for (int i = 0; i < 12; i++)
    if (!self->sprites[i])
      {
        for (int j = 0; j < 12; j++)
          g_clear_pointer (&self->sprites[j], cairo_surface_destroy);
        return FALSE;
      }
  return TRUE;
}

/* ---- the cache ---- */

HakemPieceSprites *
hakem_piece_sprites_new (GtkWidget *owner)
{
  HakemPieceSprites *self = g_new0 (HakemPieceSprites, 1);
  self->owner = owner;
  return self;
}

void
hakem_piece_sprites_free (HakemPieceSprites *self)
{
  if (!self)
    return;
  g_clear_handle_id (&self->svg_idle, g_source_remove);
  for (int i = 0; i < 12; i++)
    {
      g_clear_pointer (&self->sprites[i], cairo_surface_destroy);
      g_clear_object (&self->svg[i]);
    }
  g_free (self);
}

void
hakem_piece_sprites_set_size (HakemPieceSprites *self, int size)
{
  if (size == self->size || size <= 0)
    return;
  for (int i = 0; i < 12; i++)
    g_clear_pointer (&self->sprites[i], cairo_surface_destroy);
  self->size = size;
  int from = sprite_source_size (size);
  g_debug ("piece sprites: %d pixels, %s", size,
           from == size                   ? "built-in"
           : self->svg_ready || from == 0 ? "librsvg"
                                          : "scaled");
  if (from != size && (self->svg_ready || (from == 0 && load_svg (self))))
    {
      render_svg (self);
      return;
    }
  if (from > 0 && !load_sprites (self, from))
    {
      /* Sprites the program cannot use: the SVGs, at once, rather than no pieces. */
      if (load_svg (self))
        render_svg (self);
      return;
    }
  if (from != size && !self->svg_idle && !hakem_rsvg_failed ())
    self->svg_idle = g_idle_add_full (G_PRIORITY_LOW, svg_idle, self, NULL);
}

cairo_surface_t *
hakem_piece_sprites_get (HakemPieceSprites *self, ChessPiece piece)
{
  return piece < 12 ? self->sprites[piece] : NULL;
}
