/* hakem-dialog-util.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Helpers the arbiter's ruling dialogs share: accessible button names and the error display.
 */
#pragma once

#include <gtk/gtk.h>

#include "hakem-session.h"

G_BEGIN_DECLS

void hakem_dialog_name_buttons (GtkWidget *widget);
gboolean hakem_dialog_partial_supervision_applies (HakemSession *session);
void hakem_dialog_show_error (GtkWidget *apply_button, GtkLabel *verdict_label,
                              GtkLabel *details_label, const char *message);

G_END_DECLS
