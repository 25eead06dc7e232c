/* hakem-round-results.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The results of a round watched from its pairings: each board's from the desk's case file, the
 * feed's Result or the arbiter's entry, checked against the board's game, and written back as a
 * TRF (only that round's results and the points change) and as a CSV results list.
 */
#pragma once

#include "chess-ended.h"
#include "hakem-round-pairings.h"

G_BEGIN_DECLS

/* Where the result that stands on a board came from, in the order of authority: the arbiter's
 * entry over a desk's case file over the feed's PGN Result over what the TRF held. */
typedef enum
{
  HAKEM_RESULT_FROM_NONE = 0,
  HAKEM_RESULT_FROM_TRF,     /* written in the pairing file for the round already */
  HAKEM_RESULT_FROM_FEED,    /* the Result tag (or termination marker) of the board's live PGN */
  HAKEM_RESULT_FROM_DESK,    /* a desk's case file of the board in the round folder */
  HAKEM_RESULT_FROM_ARBITER, /* entered in the round view or given to hakem-cli */
} HakemResultSource;

/* "trf", "feed", "desk", "arbiter" ("none"): the CLI's and the CSV's word. */
const char *hakem_result_source_name (HakemResultSource source);
/* "Pairing file", "PGN", "Desk", "Arbiter", translated; "" for none. */
const char *hakem_result_source_label (HakemResultSource source);

/* A result as TRF letters: '1' '0' '=' for a game played, '+' '-' for forfeits. "1-0", "0-1",
 * "1/2-1/2", "+/-", "-/+", "-/-"; free it. */
char *hakem_round_result_text (char white, char black);

/* Why a result (TRF letters for White and Black) cannot be the game's: the game ended by itself
 * (ended: chess_ended_game at its last position) with another result (5.1.1, 5.2.1, 5.2.2, 9.6),
 * or a forfeit is given after both players moved (plies >= 2). A translated sentence, or NULL
 * when nothing contradicts it (a result in a game that goes on is the players' or the arbiter's
 * to give: resignation, agreement, a flag). Free it. */
char *hakem_round_result_doubt (char white, char black, const ChessEnded *ended, int plies);

/* Enters the arbiter's result for the board (text as hakem_trf_result_parse reads it, or the
 * glyph "½-½"); NULL or "" takes the entry back. FALSE when text is not a result. */
gboolean hakem_round_pairing_enter_result (HakemRoundPairing *self, const char *text);

/* The result that stands on the board and where it came from; FALSE when there is none. */
gboolean hakem_round_pairing_get_result (HakemRoundPairing *self, char *white, char *black,
                                         HakemResultSource *source);
/* Why the result that stands must be confirmed, translated: it contradicts the position (the
 * game it came from: the desk's case, else the feed's), or it came from a feed or case whose
 * players are not the pairing's. NULL when it need not be. Free it. */
char *hakem_round_pairing_get_doubt (HakemRoundPairing *self);
/* The arbiter confirms the result that stands, doubts and all; a result that changes afterwards
 * needs its own confirmation. */
void hakem_round_pairing_confirm (HakemRoundPairing *self);
/* A result stands and needs no confirmation, or has it: it goes into the files written. */
gboolean hakem_round_pairing_is_accepted (HakemRoundPairing *self);

/* Reads the desks' case files of the round folder again (round-R-board-B.DESK.hakem, for the
 * pairing's round and board and for the feed's board matched; the newest file when several desks
 * wrote one): a result recorded there stands for the board. Files not changed since the last
 * reading are not read. */
void hakem_round_pairings_read_desks (HakemRoundPairings *self);

/* How many boards have an accepted result, and how many a result waiting for confirmation. */
guint hakem_round_pairings_count_results (HakemRoundPairings *self, guint *waiting);

/* The TRF with the accepted results of the round written in (hakem_trf_write_results: only
 * those result columns and the points change). NULL with an error. */
char *hakem_round_pairings_write_trf (HakemRoundPairings *self, gsize *length, GError **error);
/* The results list as CSV (RFC 4180, CR LF): a header line, one line per board (board, both
 * players' numbers, titles, names, ratings and FIDE ids, the result, where it came from, and
 * "yes"/"no" accepted), then one per bye. The header's words are translated. */
char *hakem_round_pairings_to_csv (HakemRoundPairings *self);

/* A bye's kind in words, translated: "half-point bye" (H), "full-point bye" (F),
 * "pairing-allocated bye" (U), "zero-point bye" (Z). */
const char *hakem_round_bye_text (char kind);

G_END_DECLS
