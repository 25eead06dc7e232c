/* drops-case.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A long case of corrections that each void many moves (7.5.1), or of notes, made through the
 * session, for the re-rule's work count and the bounds benchmark.
 */
#pragma once

#include "hakem-session.h"

G_BEGIN_DECLS

/* After 1.e4 e5 2.Nf3 Nc6, n times: drop half-moves are played (the same line each time) and the
 * first of them is found illegal: the position after 4 half-moves is reinstated and the drop
 * half-moves are void (7.5.1). The offender's count is set back after each ruling so that
 * 7.5.5's second illegal move does not end the game: a device of the benchmark, not a case the
 * Laws would let go on. With drop 0, n notes after the fourth half-move instead. */
HakemSession *drops_case (guint n, int drop);

G_END_DECLS
