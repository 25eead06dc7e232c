/* hakem-accessible-names.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Names for the parts GTK 4.8 and libadwaita 1.2 leave unnamed, which a screen reader would
 * otherwise read by their type name ("GtkScrollbar", "AdwGizmo").
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Names the scroll bars under WIDGET by their direction. */
void hakem_name_scroll_bars (GtkWidget *widget);
/* Names the boxes at the start and the end of a header bar. */
void hakem_name_header_boxes (GtkWidget *header_bar);

G_END_DECLS
