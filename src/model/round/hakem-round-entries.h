/* hakem-round-entries.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The arbiter's results of a round (entered and confirmed) kept on disk as they are given, and
 * taken back when the round is watched again.
 */
#pragma once

#include "hakem-round-results.h"

G_BEGIN_DECLS

/* Where the entries of this round of this pairing file are kept: the user's state directory
 * (XDG_STATE_HOME/hakem/rounds/), a name made of a checksum of the file's absolute path and the
 * round. Free it. */
char *hakem_round_entries_path (HakemRoundPairings *self);

/* Writes every board's entered and confirmed result, with the pairing numbers they are for
 * (atomically: a kill leaves the old file or the new one). Removes the file when there is
 * nothing to keep. */
gboolean hakem_round_entries_save (HakemRoundPairings *self, GError **error);

/* Takes back what hakem_round_entries_save kept for this round: on each board whose players are
 * still those of the entry, the result entered and the confirmation (which holds only while the
 * result it confirmed stands). Returns how many boards were given something back. */
guint hakem_round_entries_restore (HakemRoundPairings *self);

G_END_DECLS
