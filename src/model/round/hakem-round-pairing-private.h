/* hakem-round-pairing-private.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A pairing's state, shared by the matching (hakem-round-pairings.c) and the results
 * (hakem-round-results.c).
 */
#pragma once

#include "hakem-round-results.h"

struct _HakemRoundPairing
{
  GObject parent_instance;
  int number;
  gboolean colours_known;
  HakemRoundPlayer players[2]; /* CHESS_WHITE, CHESS_BLACK */
  HakemRoundBoard *own;        /* shown before the feed has the board */
  HakemRoundBoard *fed;        /* the feed's board matched (a reference), or NULL */
  gboolean fed_by_players;     /* matched by its players, not only by the feed's Board tag */
  gboolean reversed;
  HakemRoundDetail *mismatch; /* the PAIRING_MISMATCH flag's detail, or NULL */
  char *came[2];              /* the feed's White and Black as it wrote them */
  /* The desk's case file that gives the result, its stamp, and what it holds (pairing colours). */
  char *desk_path;
  guint64 desk_mtime, desk_size;
  char desk[2]; /* 0 when no result is recorded there */
  gboolean desk_reversed;
  ChessEnded desk_ended;
  int desk_plies;
  char arbiter[2];    /* 0 when none entered */
  char trf_result[2]; /* the TRF's result of the round, 0 when blank */
  /* The result the arbiter confirmed, and its source, while it still stands. */
  char confirmed[2];
  HakemResultSource confirmed_source;
};

/* Emits "changed". */
void hakem_round_pairing_changed (HakemRoundPairing *self);
/* The pairing's player on side of the game whose White and Black are given: 0 when white, name
 * or id is the pairing's White, 1 for its Black, -1 for neither. */
int hakem_round_pairing_side_of (HakemRoundPairing *self, const char *name, const char *fide_id);
/* The folder of the desks' case files, or NULL before a feed is followed. */
const char *hakem_round_pairings_folder (HakemRoundPairings *self);
