/* hakem-dialog-util.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Helpers the arbiter's ruling dialogs share: accessible button names and the error display.
 */
#pragma once

#include <gtk/gtk.h>

#include "hakem-accessible-names.h"

#include "hakem-session.h"

G_BEGIN_DECLS

/* For mnemonic buttons under WIDGET that have an accessible label of their own: read only that.
 * GTK 4.8 reads the label and then the text of the mnemonic label that points to the button
 * ("Draw Claim Claim…"); the relation is dropped, the mnemonic key still works. */
void hakem_dialog_unlink_mnemonic_labels (GtkWidget *widget);
/* A drop-down of long texts, each read in full: closed, the chosen one wrapped in WIDTH_CHARS
 * characters whatever its length (the dialog keeps its width); open, each wrapped. */
void hakem_dialog_set_long_text_factories (GtkDropDown *dropdown, int width_chars);
/* Enter applies the dialog: DEFAULT_WIDGET (the primary button) becomes the window's default,
 * the entries under DIALOG that have no "activate" handler of their own and the spin buttons'
 * texts activate it, and Return, keypad Enter and ISO Enter apply it from a check button, an
 * active radio button or a closed drop-down too (GTK 4.8 toggles the check or opens the list;
 * Space still does that). hakem_dialog_enter is what those keys do: TRUE when it took the key. */
void hakem_dialog_enter_applies (GtkWindow *dialog, GtkWidget *default_widget);
gboolean hakem_dialog_enter (GtkWindow *dialog, GtkWidget *focus);
gboolean hakem_dialog_partial_supervision_applies (HakemSession *session);

/* A small modal window over parent, built in code (a question, the clocks after a restore): not
 * resizable, destroyed with its parent, closed by Escape. */
GtkWindow *hakem_dialog_small_window_new (GtkWindow *parent, const char *title);
/* The same for a window of a type of its own, made transient for its parent already. */
void hakem_dialog_small_window_setup (GtkWindow *window, const char *title);
/* Its row of buttons at the end: the secondary answer, then the primary one, which is the
 * window's default (Enter) and looks so (suggested, or destructive). Names the buttons for
 * screen readers. */
GtkWidget *hakem_dialog_button_row (GtkWindow *window, GtkWidget *secondary, GtkWidget *primary,
                                    gboolean destructive);
void hakem_dialog_show_error (GtkWidget *apply_button, GtkLabel *verdict_label,
                              GtkLabel *details_label, const char *message);

/* A ruling on a game that had already ended by itself (ruling->game_over: 5.1.1, 5.2, 9.6): the
 * verdict label says when, how and by which article, and that nothing changes; the details give
 * the article; Apply is made insensitive. Returns FALSE (nothing shown) for any other ruling. */
gboolean hakem_dialog_show_game_over (GtkWidget *apply_button, GtkLabel *verdict_label,
                                      GtkLabel *details_label, const ChessRuling *ruling);

G_END_DECLS
