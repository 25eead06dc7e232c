/* hakem-regulations-dialog.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The regulations dialog: the event's regulations (a FIDE profile or a file), each value with
 * its article, set for the event or written to a file.
 */
#pragma once

#include <gtk/gtk.h>

#include "hakem-session-dialog.h"

G_BEGIN_DECLS

#define HAKEM_TYPE_REGULATIONS_DIALOG (hakem_regulations_dialog_get_type ())
G_DECLARE_FINAL_TYPE (HakemRegulationsDialog, hakem_regulations_dialog, HAKEM, REGULATIONS_DIALOG,
                      HakemSessionDialog)

HakemRegulationsDialog *hakem_regulations_dialog_new (GtkWindow *parent, HakemSession *session);

/* Reads a regulations file and selects it, as "Open a Regulations File…" does; FALSE when the
 * loader refuses it, its message then shown in the dialog. */
gboolean hakem_regulations_dialog_open_file (HakemRegulationsDialog *self, const char *path);

/* Writes the regulations as the controls set them, as "Export…" does. */
gboolean hakem_regulations_dialog_export (HakemRegulationsDialog *self, const char *path,
                                          GError **error);

/* The regulations as Apply would set them (a copy), or NULL while a value does not read. */
HakemRegulations *hakem_regulations_dialog_get_regulations (HakemRegulationsDialog *self);

G_END_DECLS
