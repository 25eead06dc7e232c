/* hakem-round-open.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * "Watch a Round from Pairings": the pairing program's file, the round and the folder of the
 * boards' feeds chosen, then the round view opened on them.
 */
#pragma once

#include <adwaita.h>

#include "hakem-round-window.h"

G_BEGIN_DECLS

#define HAKEM_TYPE_ROUND_OPEN (hakem_round_open_get_type ())
G_DECLARE_FINAL_TYPE (HakemRoundOpen, hakem_round_open, HAKEM, ROUND_OPEN, AdwWindow)

HakemRoundOpen *hakem_round_open_new (GtkApplication *app);

/* What the file choosers give (tests call them): the TRF read (FALSE with its error, which the
 * dialog shows too), its rounds offered with the first unplayed one chosen; the feeds' folder,
 * by default the TRF's. */
gboolean hakem_round_open_set_pairings_file (HakemRoundOpen *self, const char *path,
                                             GError **error);
void hakem_round_open_set_folder (HakemRoundOpen *self, const char *path);
/* The round chosen (1-based). */
int hakem_round_open_get_round (HakemRoundOpen *self);
/* "Watch": the round view opened on what was chosen (NULL when it cannot be), this dialog
 * closed. */
HakemRoundWindow *hakem_round_open_watch (HakemRoundOpen *self);

G_END_DECLS
