/* hakem-confirm.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A question before something that cannot be taken back (a game discarded, a result reopened):
 * a heading, what it means, optionally a note, and the two answers.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Called once with the answer; note is the text typed (empty without a note field). */
typedef void (*HakemConfirmFunc) (gboolean accepted, const char *note, gpointer user_data);

/* Shows a modal question (an AdwMessageDialog) over parent. accept_label is the button that goes
 * ahead (with a mnemonic); destructive marks it so. With note_label, an entry for a note is shown
 * under the text. The callback runs once: when the question is answered, or closed (Escape) or
 * destroyed with its parent, both not accepted. Returns the dialog, already shown. */
GtkWindow *hakem_confirm (GtkWindow *parent, const char *heading, const char *body,
                          const char *accept_label, gboolean destructive, const char *note_label,
                          HakemConfirmFunc callback, gpointer user_data);

G_END_DECLS
