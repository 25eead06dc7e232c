/* hakem-outcome.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Why a game ended, and the one line that says it everywhere (header, status line, scoresheet,
 * restore offer): the result, the reason and its articles, "½–½ threefold repetition, 9.2".
 */
#pragma once

#include <glib.h>

#include "chess-game.h"

G_BEGIN_DECLS

typedef enum
{
  HAKEM_END_NONE = 0,         /* the game goes on */
  HAKEM_END_CHECKMATE,        /* 5.1.1 */
  HAKEM_END_STALEMATE,        /* 5.2.1 */
  HAKEM_END_DEAD_POSITION,    /* 5.2.2 */
  HAKEM_END_FIVEFOLD,         /* 9.6.1 */
  HAKEM_END_SEVENTY_FIVE,     /* 9.6.2 */
  HAKEM_END_RESIGNATION,      /* 5.1.2 */
  HAKEM_END_AGREEMENT,        /* 9.1, 5.2.3 */
  HAKEM_END_THREEFOLD,        /* 9.2, a correct claim */
  HAKEM_END_FIFTY,            /* 9.3, a correct claim */
  HAKEM_END_TIME,             /* 6.9, A.5.3, A.5.5 */
  HAKEM_END_ILLEGAL_MOVE,     /* 7.5.5: a second illegal move */
  HAKEM_END_PENALTY,          /* 12.9.4 to 12.9.6, prompted by an article such as 11.3.2.2 */
  HAKEM_END_DEFAULT,          /* 6.7.1: absent at the start */
  HAKEM_END_ARBITER,          /* the arbiter's own decision */
  HAKEM_END_RECORDED,         /* a result the record came with (a PGN), no reason given */
  HAKEM_END_CLAIM,            /* 9.5.2: a correct claim, 9.2 or 9.3 not known (older case files) */
  HAKEM_END_ILLEGAL_POSITION, /* A.5.4: an illegal position still on the board after a move */
} HakemEndReason;

/* "threefold", "time", ... as the case file writes them; NULL for an unknown value. */
const char *hakem_end_reason_to_key (HakemEndReason reason);
gboolean hakem_end_reason_from_key (const char *key, HakemEndReason *out);

/* The reason an ending stands for (CHESS_ENDING_CLAIM, _TIME and _ARBITER give CLAIM, TIME and
 * ARBITER: the callers that know better say so), and the reason's article. */
HakemEndReason hakem_end_reason_of_ending (ChessEnding ending);
const char *hakem_end_reason_article (HakemEndReason reason);

/* The result as the arbiter writes it: "1–0", "0–1", "½–½", or from scores in half points that
 * no PGN result stands for ("0–0", "½–0"; scores may be NULL). NULL for a game going on with no
 * scores. */
char *hakem_outcome_score_text (ChessResult result, const int *scores);

/* "½–½ threefold repetition, 9.2": score, reason (worded after the result: a resignation or a
 * flag that ends in a draw says the opponent cannot checkmate) and the articles (space-separated,
 * shown with commas; NULL or empty: the reason's own). */
char *hakem_outcome_text (ChessResult result, const int *scores, HakemEndReason reason,
                          const char *articles);

G_END_DECLS
