/* hakem-rsvg.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * librsvg opened with dlopen when an SVG is first drawn, so that no program links it.
 *
 * Loading librsvg was the largest part of Hakem's start-up above a bare GTK window (about 12 ms
 * and 6 MB with parsing and rendering), and the window draws its first board from build-time
 * sprites: the library is opened only when a board needs a size without sprites, or a report
 * draws its diagrams. No symbol of it is referenced, so meson's --as-needed leaves it out.
 */
#include "config.h"

#include "hakem-rsvg.h"

#include <dlfcn.h>
#include <string.h>

/* The soname librsvg 2 has always had. */
#define RSVG_LIBRARY "librsvg-2.so.2"

static HakemRsvg functions;
static gboolean failed;

static gpointer
open_library (gpointer consequence)
{
  void *lib = dlopen (RSVG_LIBRARY, RTLD_LAZY | RTLD_LOCAL);
  void *new_from_data = lib ? dlsym (lib, "rsvg_handle_new_from_data") : NULL;
  void *render_document = lib ? dlsym (lib, "rsvg_handle_render_document") : NULL;
  if (!new_from_data || !render_document)
    {
      g_warning ("cannot open %s (%s): %s", RSVG_LIBRARY, dlerror (), (const char *) consequence);
      g_atomic_int_set (&failed, TRUE);
      return NULL;
    }
  /* ISO C has no cast from an object pointer to a function pointer; POSIX guarantees the bits. */
  memcpy (&functions.new_from_data, &new_from_data, sizeof functions.new_from_data);
  memcpy (&functions.render_document, &render_document, sizeof functions.render_document);
  return &functions;
}

const HakemRsvg *
hakem_rsvg_open (const char *consequence)
{
  static GOnce once = G_ONCE_INIT;
  return g_once (&once, open_library, (gpointer) consequence);
}

gboolean
hakem_rsvg_failed (void)
{
  return g_atomic_int_get (&failed);
}

/* In ChessPiece order: colour * 6 + type. */
static const char *const piece_names[12] = {
  "white-pawn", "white-knight", "white-bishop", "white-rook", "white-queen", "white-king",
  "black-pawn", "black-knight", "black-bishop", "black-rook", "black-queen", "black-king",
};

const char *
hakem_rsvg_piece_name (ChessPiece piece)
{
  return piece < 12 ? piece_names[piece] : NULL;
}

RsvgHandle *
hakem_rsvg_load_piece (const HakemRsvg *rsvg, const char *prefix, ChessPiece piece)
{
  g_return_val_if_fail (rsvg != NULL && piece < 12, NULL);
  g_autofree char *path = g_strdup_printf ("%s%s.svg", prefix, piece_names[piece]);
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) bytes = g_resources_lookup_data (path, 0, &error);
  if (!bytes)
    {
      g_warning ("missing piece image %s: %s", path, error->message);
      return NULL;
    }
  gsize len;
  const guint8 *data = g_bytes_get_data (bytes, &len);
  RsvgHandle *handle = rsvg->new_from_data (data, len, &error);
  if (!handle)
    g_warning ("bad piece image %s: %s", path, error->message);
  return handle;
}
