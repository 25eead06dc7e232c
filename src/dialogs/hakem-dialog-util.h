/* hakem-dialog-util.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Helpers the arbiter's ruling dialogs share: accessible button names and the error display.
 */
#pragma once

#include <gtk/gtk.h>

#include "hakem-session.h"

G_BEGIN_DECLS

/* Names every mnemonic button and check button under WIDGET for screen readers by its label
 * without the underscores (GTK 4.8 gives the raw "_Cancel"), read once. */
void hakem_dialog_name_buttons (GtkWidget *widget);
/* For mnemonic buttons under WIDGET that have an accessible label of their own: read only that.
 * GTK 4.8 reads the label and then the text of the mnemonic label that points to the button
 * ("Draw Claim Claim…"); the relation is dropped, the mnemonic key still works. */
void hakem_dialog_unlink_mnemonic_labels (GtkWidget *widget);
/* Names the scroll bars under WIDGET by their direction (GTK 4.8 gives screen readers their
 * type name, "GtkScrollbar"). */
void hakem_dialog_name_scroll_bars (GtkWidget *widget);
/* A drop-down of long texts: closed, one line of WIDTH_CHARS to MAX_WIDTH_CHARS characters,
 * ellipsized, the whole text in its tooltip; open, each text wrapped in full. */
void hakem_dialog_set_long_text_factories (GtkDropDown *dropdown, int width_chars,
                                           int max_width_chars);
gboolean hakem_dialog_partial_supervision_applies (HakemSession *session);
void hakem_dialog_show_error (GtkWidget *apply_button, GtkLabel *verdict_label,
                              GtkLabel *details_label, const char *message);

G_END_DECLS
