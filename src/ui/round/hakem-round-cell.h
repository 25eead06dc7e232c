/* hakem-round-cell.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * One board of the round view: a small board, the players, the move, both clocks and the flags.
 */
#pragma once

#include <gtk/gtk.h>

#include "hakem-round-board.h"
#include "hakem-round-pairings.h"

G_BEGIN_DECLS

#define HAKEM_TYPE_ROUND_CELL (hakem_round_cell_get_type ())
G_DECLARE_FINAL_TYPE (HakemRoundCell, hakem_round_cell, HAKEM, ROUND_CELL, GtkWidget)

GtkWidget *hakem_round_cell_new (void);
/* Shows board (NULL: nothing) and follows its changes until another is set. */
void hakem_round_cell_set_board (HakemRoundCell *self, HakemRoundBoard *board);
/* The pairing of the board shown (NULL: none): the cell then shows its number, its players with
 * titles and ratings, its result and what that waits for, and follows its changes. Set before
 * the board. */
void hakem_round_cell_set_pairing (HakemRoundCell *self, HakemRoundPairing *pairing);

/* A player as the round view shows them: "GM Vasquez, Rodrigo 2558". Free it. */
char *hakem_round_player_text (const HakemRoundPlayer *player);
/* The line of a pairing's result: "Result 1-0 (PGN)", "No result yet", "Result 1-0 (PGN), to be
 * confirmed". Free it. */
char *hakem_round_result_line (HakemRoundPairing *pairing);

/* The flags of a mask as one translated line, "Threefold claimable · Flag fallen"; "" for 0. */
char *hakem_round_flags_text (guint mask);
/* A desk's incident (a HAKEM_ROUND_INCIDENT flag's detail) in the arbiter's words: "deputy:
 * Claim", the desk's name from its case file's, the kind translated (as the file names it when
 * this version does not know it). */
char *hakem_round_incident_text (const HakemRoundDetail *detail);

G_END_DECLS
