/* hakem-round-window.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The round view: every board of a watched round at a glance, sorted and filtered by flag.
 */
#pragma once

#include <adwaita.h>

#include "hakem-round-feed.h"

G_BEGIN_DECLS

#define HAKEM_TYPE_ROUND_WINDOW (hakem_round_window_get_type ())
G_DECLARE_FINAL_TYPE (HakemRoundWindow, hakem_round_window, HAKEM, ROUND_WINDOW, AdwWindow)

/* Watches location (a PGN file or a round folder) and shows its boards. When it cannot be read
 * the window says so in place of the boards. */
HakemRoundWindow *hakem_round_window_new (GtkApplication *app, GFile *location);
HakemRoundFeed *hakem_round_window_get_feed (HakemRoundWindow *self);

/* What the arbiter picks in the view's menus (tests drive them): the filter's and the sort's
 * positions. Filter 0: every board, 1: boards with a flag, 2 and on: one flag each, in
 * HakemRoundKind's order. Sort 0: by board, 1: flagged boards first, 2: most moves first. */
void hakem_round_window_set_filter (HakemRoundWindow *self, guint filter);
void hakem_round_window_set_sort (HakemRoundWindow *self, guint sort);
/* The boards shown, in the order shown. */
GListModel *hakem_round_window_get_shown (HakemRoundWindow *self);

/* Opens the board at 'position' of those shown as a full game in the main window. */
void hakem_round_window_open_board (HakemRoundWindow *self, guint position);

G_END_DECLS
