/* hakem-rsvg.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * librsvg opened with dlopen when an SVG is first drawn, so that no program links it.
 */
#pragma once

#include <librsvg/rsvg.h>

G_BEGIN_DECLS

typedef struct
{
  RsvgHandle *(*new_from_data) (const guint8 *data, gsize len, GError **error);
  gboolean (*render_document) (RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport,
                               GError **error);
} HakemRsvg;

/* librsvg's functions, opened once per process and never closed (it registers GTypes); NULL when
 * the library cannot be opened, with a warning the first time that says what follows
 * (consequence, "pieces at sizes without sprites are scaled"). Any thread. */
const HakemRsvg *hakem_rsvg_open (const char *consequence);
/* Whether hakem_rsvg_open has been tried and failed: no need to try again. */
gboolean hakem_rsvg_failed (void);

G_END_DECLS
