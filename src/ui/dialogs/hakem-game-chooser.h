/* hakem-game-chooser.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * HakemGameChooser: the games of a PGN file in a list to search and pick one from.
 */
#pragma once

#include <gtk/gtk.h>

#include "hakem-pgn-index.h"

G_BEGIN_DECLS

#define HAKEM_TYPE_GAME_CHOOSER (hakem_game_chooser_get_type ())
G_DECLARE_FINAL_TYPE (HakemGameChooser, hakem_game_chooser, HAKEM, GAME_CHOOSER, GtkWindow)

/* A modal window over parent listing index's games, sorted by round and board; file_name (shown
 * in the title) names the file. Typing searches the players' names, the arrows move, Enter (or a
 * double click) emits "game-chosen" (HakemPgnGame *) and closes it, Escape closes it. */
HakemGameChooser *hakem_game_chooser_new (GtkWindow *parent, HakemPgnIndex *index,
                                          const char *file_name);

/* The list as shown (after the search and the sort), and its selection. */
GtkSingleSelection *hakem_game_chooser_get_selection (HakemGameChooser *self);
/* Chooses the game at position in the list as shown, as Enter does there. */
void hakem_game_chooser_choose (HakemGameChooser *self, guint position);

G_END_DECLS
