/* hakem-round-actions.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The application's actions that open the round view.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Adds app.watch-round (parameter: a path, or "" to choose a PGN file),
 * app.watch-round-folder (a folder chooser), with their accelerators, and
 * app.watch-round-pairings (the pairing file, its round and the feeds' folder chosen). */
void hakem_round_add_actions (GtkApplication *app);

G_END_DECLS
