/* hakem-round-desk.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The names under which each desk writes its case files into the round folder.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* This desk's name in file names: HAKEM_DESK_ID when set, else the host name (letters, digits,
 * '-' and '_' kept, anything else '_'). */
char *hakem_round_desk_id (void);

/* "round-3-board-12.DESK.hakem": the case file this desk writes for a board. The desk is part of
 * the name, so two desks never write the same file; the round folder's reader takes every
 * desk's *.hakem. */
char *hakem_round_casefile_name (const char *desk, const char *round, const char *board);

G_END_DECLS
