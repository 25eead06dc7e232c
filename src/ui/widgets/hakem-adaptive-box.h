/* hakem-adaptive-box.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * HakemAdaptiveBox: its children side by side when its width allows, one above the other below.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define HAKEM_TYPE_ADAPTIVE_BOX (hakem_adaptive_box_get_type ())
G_DECLARE_FINAL_TYPE (HakemAdaptiveBox, hakem_adaptive_box, HAKEM, ADAPTIVE_BOX, GtkWidget)

/* The children (added in a template, or by gtk_widget_set_parent) are laid out as a horizontal
 * GtkBox's from the "threshold" width up (when they fit), as a vertical one's below. The box
 * asks no more width than the vertical arrangement needs, so that a window holding it can be
 * made narrow from any size (GNOME's 360 px), and arranges its children again at each
 * allocation: "side-by-side" (read-only) says which arrangement the last one chose. */
GtkWidget *hakem_adaptive_box_new (void);
gboolean hakem_adaptive_box_get_side_by_side (HakemAdaptiveBox *self);
void hakem_adaptive_box_set_threshold (HakemAdaptiveBox *self, int width);

G_END_DECLS
