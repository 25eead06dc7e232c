/* hakem-new-game-dialog.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The new game dialog: players, event, round, board, time control and start position.
 */
#pragma once

#include <gtk/gtk.h>

#include "hakem-pairing-picker.h"

#include "hakem-session-dialog.h"

G_BEGIN_DECLS

#define HAKEM_TYPE_NEW_GAME_DIALOG (hakem_new_game_dialog_get_type ())
G_DECLARE_FINAL_TYPE (HakemNewGameDialog, hakem_new_game_dialog, HAKEM, NEW_GAME_DIALOG,
                      HakemSessionDialog)

HakemNewGameDialog *hakem_new_game_dialog_new (GtkWindow *parent, HakemSession *session);

/* Starts the game as the dialog says; FALSE (and the reason shown in the dialog) when a field is
 * wrong. Emits "started" on success. */
gboolean hakem_new_game_dialog_start (HakemNewGameDialog *self);

/* Field access for keyboard-free use and tests. */
void hakem_new_game_dialog_set_fields (HakemNewGameDialog *self, const char *white,
                                       const char *black, const char *time_control,
                                       const char *fen);

/* The row that takes the game from the pairing program's file (for tests and the window). */
HakemPairingPicker *hakem_new_game_dialog_get_pairing_picker (HakemNewGameDialog *self);

G_END_DECLS
