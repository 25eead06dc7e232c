/* reconstructed-case.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The case of a game whose record a reconstruction replaced (8.5.3), with incidents on the record
 * before and on the record adopted, made through the session as the window makes it.
 */
#pragma once

#include "hakem-session.h"

G_BEGIN_DECLS

/* The record before: 1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O Be7 6.Re1 b5 7.Bb3 d6 8.c3 O-O
 * 9.h3 Nb8 (18 half-moves). The reconstruction adopted, logged at 14:32:10: 1.e4 c5 2.c3 Nf6
 * 3.e5 Nd5 4.d4 cxd4 5.cxd4 d6 (10 half-moves), then 6.Nf3 Nc6 are played on it. */
#define RECONSTRUCTED_BEFORE                                                                       \
  "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6 e1g1 f8e7 f1e1 b7b5 a4b3 d7d6 c2c3 e8g8 h2h3 c6b8"
#define RECONSTRUCTED_ADOPTED "e2e4 c7c5 c2c3 g8f6 e4e5 f6d5 d2d4 c5d4 c3d4 d7d6"
#define RECONSTRUCTED_AFTER "g1f3 b8c6"
#define RECONSTRUCTED_TIME "14:32"

/* The incidents, oldest first (log index: half-move, kind):
 *   0: 9 (after 5.O-O), Black's incorrect threefold claim (9.2, 9.5.3)
 *   1: 18 (after 9...Nb8), a note
 *   2: 18, White's incorrect threefold claim
 *   3: 18, a note
 *   4: 18, the reconstruction, adopted
 *   5: 10 (after 5...d6 of the record adopted), a note
 *   6: 12 (after 6...Nc6), White's incorrect threefold claim */
#define RECONSTRUCTED_INCIDENTS 7
extern const int reconstructed_plies[RECONSTRUCTED_INCIDENTS];
/* The record each incident was logged on: 0 the record before, 1 the record adopted. */
extern const guint reconstructed_records[RECONSTRUCTED_INCIDENTS];

HakemSession *reconstructed_case (void);

G_END_DECLS
