/* hakem-round-detail.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The details a flag of a watched round carries (HakemRoundFlag.detail), as typed values: every
 * key a flag may carry, with the type of its value, in one table, and the one walk over them in
 * the order the CLI prints them.
 */
#pragma once

#include <glib.h>

#include "chess-game.h"
#include "chess-position.h"

G_BEGIN_DECLS

/* Every key a round flag may carry, in the order they are walked and printed (a flag's keys
 * come out in this order: hakem-cli monitor's contract, docs/cli.md). A key's type is fixed
 * (hakem-round-detail.c's table); the accessors of another type refuse it. */
typedef enum
{
  HAKEM_ROUND_DETAIL_RESULT,     /* result: the one written (result-mismatch), set out (kings) */
  HAKEM_ROUND_DETAIL_EXPECTED,   /* result: how the game ended by itself (result-mismatch) */
  HAKEM_ROUND_DETAIL_MOVE,       /* word: the feed's move as written (illegal, missed-move) */
  HAKEM_ROUND_DETAIL_CANDIDATES, /* list: the half-moves that may have been missed (SAN) */
  HAKEM_ROUND_DETAIL_INSERTED,   /* word or none: the half-move inserted (SAN) */
  HAKEM_ROUND_DETAIL_MOVES,      /* list: the moves dropped as written (jump, kings) */
  HAKEM_ROUND_DETAIL_FEN_BEFORE, /* FEN or none: the position before the glitch */
  HAKEM_ROUND_DETAIL_FEN_AFTER,  /* FEN or none: the position after it */
  HAKEM_ROUND_DETAIL_BY,         /* colour: who may claim (threefold, fifty) */
  HAKEM_ROUND_DETAIL_WINNER,     /* colour (checkmate) */
  HAKEM_ROUND_DETAIL_SIDE,       /* colour: whose flag fell */
  HAKEM_ROUND_DETAIL_PROBLEM,    /* word: the damage, as chess_pgn_error_word says it */
  HAKEM_ROUND_DETAIL_DROPPED,    /* number: the half-moves the feed took back */
  HAKEM_ROUND_DETAIL_DESK,       /* word: the desk's case file's name */
  HAKEM_ROUND_DETAIL_INCIDENT,   /* word: the incident's kind, as the case file names it */
  HAKEM_ROUND_DETAIL_ARTICLES,   /* articles: the incident's, one word joined by ',' */
  HAKEM_ROUND_DETAIL_REASON,     /* word: why a file was refused, why a pairing mismatches */
  HAKEM_ROUND_DETAIL_MAX_BYTES,  /* number: the largest file read */
  HAKEM_ROUND_DETAIL_BOARD,      /* number: the pairing's board */
  HAKEM_ROUND_DETAIL_EXPECTED_PAIRING, /* pair ("expected"): the pairing's players' numbers */
  HAKEM_ROUND_DETAIL_CAME,             /* pair: the feed's players' numbers in the pairings */
  HAKEM_ROUND_DETAIL_FEED_BOARD,       /* label: the feed's Board tag */
  HAKEM_ROUND_DETAIL_ROUND,            /* number: the feed's round */
  HAKEM_ROUND_DETAIL_EXPECTED_ROUND,   /* number: the pairings' round */
  HAKEM_ROUND_DETAIL_N_KEYS
} HakemRoundDetailKey;

/* The types of the values. */
typedef enum
{
  HAKEM_ROUND_VALUE_WORD,     /* a word, as given */
  HAKEM_ROUND_VALUE_LABEL,    /* a name made one word: its spaces and '=' written '_' */
  HAKEM_ROUND_VALUE_NUMBER,   /* a whole number */
  HAKEM_ROUND_VALUE_COLOR,    /* white, black */
  HAKEM_ROUND_VALUE_RESULT,   /* 1-0, 0-1, 1/2-1/2, * */
  HAKEM_ROUND_VALUE_FEN,      /* a position, as X-FEN */
  HAKEM_ROUND_VALUE_LIST,     /* words, printed as a list */
  HAKEM_ROUND_VALUE_ARTICLES, /* words, printed as one word joined by ',' ("none": no word) */
  HAKEM_ROUND_VALUE_PAIR,     /* two numbers, "3-17" ('?' for one not known) */
} HakemRoundValueType;

/* The key as the CLI and the JSON print it: "fen-before", "expected", ... (two keys of different
 * types may share a name: they never stand on the same flag). */
const char *hakem_round_detail_key_name (HakemRoundDetailKey key);
HakemRoundValueType hakem_round_detail_key_type (HakemRoundDetailKey key);
/* Whether the key may hold "none" (a value that does not exist) in place of one of its type. */
gboolean hakem_round_detail_key_nullable (HakemRoundDetailKey key);

/* A flag's details: each key at most once. */
typedef struct _HakemRoundDetail HakemRoundDetail;

HakemRoundDetail *hakem_round_detail_new (void);
HakemRoundDetail *hakem_round_detail_copy (const HakemRoundDetail *detail);
void hakem_round_detail_free (HakemRoundDetail *detail);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HakemRoundDetail, hakem_round_detail_free)

/* The same keys with the same values; NULL is the same as no key. */
gboolean hakem_round_detail_equal (const HakemRoundDetail *a, const HakemRoundDetail *b);

/* Setting, each of the key's type; setting a key again replaces its value. */
void hakem_round_detail_set_word (HakemRoundDetail *detail, HakemRoundDetailKey key,
                                  const char *word);
void hakem_round_detail_set_int (HakemRoundDetail *detail, HakemRoundDetailKey key, int value);
void hakem_round_detail_set_color (HakemRoundDetail *detail, HakemRoundDetailKey key,
                                   ChessColor color);
void hakem_round_detail_set_result (HakemRoundDetail *detail, HakemRoundDetailKey key,
                                    ChessResult result);
void hakem_round_detail_set_fen (HakemRoundDetail *detail, HakemRoundDetailKey key,
                                 const ChessPosition *pos);
/* A list or articles: the words (NULL: none of them). */
void hakem_round_detail_set_list (HakemRoundDetail *detail, HakemRoundDetailKey key,
                                  const char *const *words);
/* 0 for a number not known. */
void hakem_round_detail_set_pair (HakemRoundDetail *detail, HakemRoundDetailKey key, int first,
                                  int second);
/* "none", for a nullable key. */
void hakem_round_detail_set_none (HakemRoundDetail *detail, HakemRoundDetailKey key);

/* Reading. detail may be NULL (no key). Each getter is FALSE or NULL when the key is absent or
 * none. */
gboolean hakem_round_detail_has (const HakemRoundDetail *detail, HakemRoundDetailKey key);
gboolean hakem_round_detail_is_none (const HakemRoundDetail *detail, HakemRoundDetailKey key);
/* A word or a label. */
const char *hakem_round_detail_get_word (const HakemRoundDetail *detail, HakemRoundDetailKey key);
gboolean hakem_round_detail_get_int (const HakemRoundDetail *detail, HakemRoundDetailKey key,
                                     int *out);
gboolean hakem_round_detail_get_color (const HakemRoundDetail *detail, HakemRoundDetailKey key,
                                       ChessColor *out);
gboolean hakem_round_detail_get_result (const HakemRoundDetail *detail, HakemRoundDetailKey key,
                                        ChessResult *out);
/* The FEN, its spaces as they are. */
const char *hakem_round_detail_get_fen (const HakemRoundDetail *detail, HakemRoundDetailKey key);
/* A list's or the articles' words (NULL-terminated). */
const char *const *hakem_round_detail_get_list (const HakemRoundDetail *detail,
                                                HakemRoundDetailKey key);
gboolean hakem_round_detail_get_pair (const HakemRoundDetail *detail, HakemRoundDetailKey key,
                                      int out[2]);

/* A value of any type but a list as one word, as the CLI prints it: a colour's or a result's
 * name, a FEN with its spaces, a number, a pair "3-17", the articles joined by ',' ("none" when
 * there is none). NULL when the key is absent, none, or a list. Free it. */
char *hakem_round_detail_get_text (const HakemRoundDetail *detail, HakemRoundDetailKey key);

/* Calls func for each key set, in the order of HakemRoundDetailKey. */
typedef void (*HakemRoundDetailFunc) (const HakemRoundDetail *detail, HakemRoundDetailKey key,
                                      gpointer user_data);
void hakem_round_detail_foreach (const HakemRoundDetail *detail, HakemRoundDetailFunc func,
                                 gpointer user_data);

/* The details as one line of "key=value" words in that order, as `hakem-cli trf --feed` prints a
 * pairing's mismatch and the tests compare flags: a FEN's spaces written '_', a list's words
 * joined by ',', none as "none". NULL when there is no key. Free it. */
char *hakem_round_detail_to_text (const HakemRoundDetail *detail);

G_END_DECLS
