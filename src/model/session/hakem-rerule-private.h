/* hakem-rerule-private.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * What the re-rule's files share and the tests may read: a count of the work done taking records
 * back, which the tests compare between a log and one twice as long without a clock.
 */
#pragma once

#include "hakem-session.h"

G_BEGIN_DECLS

/* The work done since the program started: each incident visited and each move made, taken back
 * or replayed on a record as it stood counts one. */
guint64 hakem_rerule_work_done (void);
void hakem_rerule_work_add (guint64 n);

G_END_DECLS
