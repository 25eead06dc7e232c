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

/* From now on, every window's buttons with a mnemonic ("_Apply", GTK's and libadwaita's own
 * included) are named by the text they show when the window is mapped (GTK 4.8 would say
 * "_Apply Apply"). Called once, at start-up. */
void hakem_name_mnemonic_buttons_everywhere (void);

G_END_DECLS
