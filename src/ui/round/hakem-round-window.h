/* hakem-round-window.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The round view: every board of a watched round at a glance, sorted and filtered by flag; from
 * the pairings, each board's result entered, confirmed and written back.
 */
#pragma once

#include <adwaita.h>

#include "hakem-round-feed.h"
#include "hakem-round-pairings.h"

G_BEGIN_DECLS

#define HAKEM_TYPE_ROUND_WINDOW (hakem_round_window_get_type ())
G_DECLARE_FINAL_TYPE (HakemRoundWindow, hakem_round_window, HAKEM, ROUND_WINDOW, AdwWindow)

/* Watches location (a PGN file or a round folder) and shows its boards. When it cannot be read
 * the window says so in place of the boards. */
HakemRoundWindow *hakem_round_window_new (GtkApplication *app, GFile *location);
HakemRoundFeed *hakem_round_window_get_feed (HakemRoundWindow *self);

/* Watches location (a PGN file or a round folder; NULL: none, results entered by hand) as round
 * of pairings (a reference is taken): a board per pairing, shown with its players before any
 * move, the feed's games on them, each board's result, and the actions on the results
 * (round.enter-result, round.save-trf, round.export-csv, round.export-pdf). */
HakemRoundWindow *hakem_round_window_new_for_pairings (GtkApplication *app,
                                                       HakemRoundPairings *pairings,
                                                       GFile *location);
/* The pairings the window was opened from, or NULL. */
HakemRoundPairings *hakem_round_window_get_pairings (HakemRoundWindow *self);

/* The dialog in which the arbiter enters or confirms the result of the board at 'position' of
 * those shown (round.enter-result asks it for the selected board); NULL when that board has no
 * pairing. Its responses: "cancel", "apply". */
GtkWindow *hakem_round_window_ask_result (HakemRoundWindow *self, guint position);

/* What round.save-trf, round.export-csv and round.export-pdf write, once a file is chosen. */
gboolean hakem_round_window_save_trf (HakemRoundWindow *self, const char *path, GError **error);
gboolean hakem_round_window_export_csv (HakemRoundWindow *self, const char *path, GError **error);
gboolean hakem_round_window_export_pdf (HakemRoundWindow *self, const char *path, GError **error);

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
