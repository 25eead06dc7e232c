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

static HakemRsvg rsvg;
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
  memcpy (&rsvg.new_from_data, &new_from_data, sizeof rsvg.new_from_data);
  memcpy (&rsvg.render_document, &render_document, sizeof rsvg.render_document);
  return &rsvg;
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
