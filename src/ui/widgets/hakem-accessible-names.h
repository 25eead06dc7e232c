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

/* GTK 4.8 names a button with a mnemonic by its label plus the text of the mnemonic label that
 * points to it ("Apply Apply", or "_Apply Apply"): names WIDGET by LABEL without its mnemonic
 * underscores ("_Apply" -> "Apply", "__" -> "_"), and drops that relation. */
void hakem_name_by_plain_label (GtkWidget *widget, const char *label);

/* Every button and check button with a mnemonic under WIDGET (WIDGET included), named so:
 * dialogs call it once built (libadwaita's message dialogs after their responses are added). */
void hakem_name_mnemonic_buttons (GtkWidget *widget);

/* gtk_button_new_with_mnemonic, named for screen readers by the text it shows, once. */
GtkWidget *hakem_mnemonic_button_new (const char *label);

G_END_DECLS
