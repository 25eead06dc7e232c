/* hakem-round-pairings.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A round watched from the pairing program's file: its boards made from the pairings of a TRF
 * round before any move arrives, each feed game matched to its pairing by FIDE ids or names,
 * and the results gathered for writing back (hakem-round-results.h).
 */
#pragma once

#include "hakem-round-feed.h"
#include "hakem-trf.h"

G_BEGIN_DECLS

/* A player of a pairing, as the TRF's 001 line gives them. */
typedef struct
{
  int number;       /* the pairing number (starting rank) */
  char *name;       /* as written ("Surname, Firstname") */
  char *title;      /* as PGN writes it (GM, IM, WGM...), "" when none */
  int rating;       /* 0 when none */
  char *fide_id;    /* "" when none */
  char *federation; /* "" when none */
} HakemRoundPlayer;

/* One board of the round's pairings. */
#define HAKEM_TYPE_ROUND_PAIRING (hakem_round_pairing_get_type ())
G_DECLARE_FINAL_TYPE (HakemRoundPairing, hakem_round_pairing, HAKEM, ROUND_PAIRING, GObject)

/* The board's number in the published order, 1-based. */
int hakem_round_pairing_get_number (HakemRoundPairing *self);
const HakemRoundPlayer *hakem_round_pairing_get_player (HakemRoundPairing *self, ChessColor side);
/* The feed's board matched to this pairing, or NULL while none is. */
HakemRoundBoard *hakem_round_pairing_get_fed (HakemRoundPairing *self);
/* The board to show: the feed's once matched, before that one made from the pairing (no move,
 * the pairing's names, no file). Owned by the pairing or the feed. */
HakemRoundBoard *hakem_round_pairing_get_board (HakemRoundPairing *self);
/* The feed's players are the pairing's with the colours reversed (its White is our Black). */
gboolean hakem_round_pairing_get_reversed (HakemRoundPairing *self);
/* The PAIRING_MISMATCH detail of the board matched here (reason, board, expected, came,
 * feed-board, round, expected-round), or NULL when its players are the pairing's as paired. */
const HakemRoundDetail *hakem_round_pairing_get_mismatch (HakemRoundPairing *self);
/* The same in the arbiter's words, translated ("Expected A – B; the feed has B – A: colours
 * reversed"), or NULL. Free it. */
char *hakem_round_pairing_mismatch_text (HakemRoundPairing *self);

/* Signal "changed" (no arguments): the match, the feed's game or the results changed. */

#define HAKEM_TYPE_ROUND_PAIRINGS (hakem_round_pairings_get_type ())
G_DECLARE_FINAL_TYPE (HakemRoundPairings, hakem_round_pairings, HAKEM, ROUND_PAIRINGS, GObject)

/* Round round (0: hakem_trf_default_round) of the TRF file at path. NULL with the reader's
 * error, or HAKEM_TRF_ERROR_ROUND when the round has no boards. */
HakemRoundPairings *hakem_round_pairings_new_for_path (const char *path, int round, GError **error);
/* The same over a TRF already read (taken). */
HakemRoundPairings *hakem_round_pairings_new (HakemTrf *trf, int round, GError **error);

const HakemTrf *hakem_round_pairings_get_trf (HakemRoundPairings *self);
int hakem_round_pairings_get_round (HakemRoundPairings *self);
/* The pairings (HakemRoundPairing) in the published order. */
GListModel *hakem_round_pairings_get_pairings (HakemRoundPairings *self);
HakemRoundPairing *hakem_round_pairings_get_pairing (HakemRoundPairings *self, int number);
/* The round's byes (HakemTrfBye), by pairing number. */
const GArray *hakem_round_pairings_get_byes (HakemRoundPairings *self);
/* A bye's player as the pairings show players: the strings point into trf ("?" for a number the
 * file has no player for), valid while it lives; nothing to free. */
HakemRoundPlayer hakem_round_bye_player (const HakemTrf *trf, int number);

/* Follows feed (not started yet, or already): each of its boards is matched to a pairing when
 * its players are known and again when its tags change; a board whose players are not its
 * pairing's gets HAKEM_ROUND_PAIRING_MISMATCH (emitted through the feed's "event"). location is
 * the feed's: the desks' case files are looked for there (in the file's folder for a file). */
void hakem_round_pairings_follow (HakemRoundPairings *self, HakemRoundFeed *feed, GFile *location);

/* The boards to show (HakemRoundBoard): each pairing's board in the published order, then the
 * feed's boards that match no pairing, in the order they appeared. */
GListModel *hakem_round_pairings_get_shown (HakemRoundPairings *self);
/* The pairing a board shown belongs to (the feed's board matched, or a pairing's own), or NULL. */
HakemRoundPairing *hakem_round_pairings_find (HakemRoundPairings *self, HakemRoundBoard *board);

/* The key two spellings of one name share: letters case-folded (and compatibility-normalised,
 * NFKC), the words split at blanks, commas and full stops, then put in order. So "Carlsen,
 * Magnus", "CARLSEN,Magnus" and "Magnus  Carlsen" are one name; initials ("Carlsen, M."), a
 * missing middle name or another transliteration ("Caruana" / "Karuana") are not. NULL when the
 * name has no word ("", "?", "-"). Free it. */
char *hakem_round_name_key (const char *name);

G_END_DECLS
