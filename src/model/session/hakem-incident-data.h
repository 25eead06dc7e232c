/* hakem-incident-data.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The machine-readable details of a ruling (HakemIncident.data), as typed values: every key a
 * ruling may record, with the type of its value, in one table, and the one writer and the one
 * reader of their text in the case file ("key=value;key=value").
 */
#pragma once

#include <glib.h>

#include "chess-game.h"
#include "chess-position.h"

G_BEGIN_DECLS

/* Every key of the details, grouped by the procedure that writes it; a key's type is fixed
 * (hakem-incident-data.c's table), and the accessors of another type refuse it. */
typedef enum
{
  /* Claims (9.2, 9.3). */
  HAKEM_DATA_CLAIMANT,   /* colour */
  HAKEM_DATA_VERDICT,    /* word: correct, incorrect */
  HAKEM_DATA_CLAIM,      /* word: threefold, fifty */
  HAKEM_DATA_INTENDED,   /* move: the move written, not played (9.2.1.1, 9.3.1) */
  HAKEM_DATA_WRITTEN,    /* switch (illegal): the written move was not legal (9.5.3) */
  HAKEM_DATA_WRITTEN_AS, /* word: that move as the claimant wrote it */
  /* Irregularities (7.5, A.5.4). */
  HAKEM_DATA_IRREGULARITY,     /* word: illegal-move, no-promotion, clock-only, two-hands */
  HAKEM_DATA_OFFENDER,         /* colour (penalties too) */
  HAKEM_DATA_PLY,              /* number: the half-moves before the irregular move */
  HAKEM_DATA_FOUND_AT,         /* number: the half-moves when it was found */
  HAKEM_DATA_MOVE,             /* move: the irregular move */
  HAKEM_DATA_STANDS,           /* switch (1): the move stands (A.5.2) */
  HAKEM_DATA_ILLEGAL_POSITION, /* word: put-right, still (A.5.4) */
  HAKEM_DATA_RESTORE,          /* number: the half-moves of the reinstated position (7.5.1) */
  HAKEM_DATA_DROPPED,          /* moves: those made void, from the reinstated position */
  HAKEM_DATA_REPLACEMENT,      /* move: put in place of the irregular one (7.5.2, 7.5.4) */
  HAKEM_DATA_COUNT,            /* number: the offender's illegal moves so far (7.5.5) */
  /* Flags (6.9, 8.6, A.5.3, A.5.5, Guidelines III). */
  HAKEM_DATA_FALLEN,          /* colours: white, black or white,black */
  HAKEM_DATA_NOTICE,          /* word: claimed, arbiter */
  HAKEM_DATA_MOVES_KNOWN,     /* 0 or 1: the scoresheets show the moves */
  HAKEM_DATA_FIRST,           /* colour: the flag that fell first */
  HAKEM_DATA_NO_RULE,         /* switch (1): the Laws give no rule */
  HAKEM_DATA_NEXT_PERIOD,     /* switch (1): the next move counts in the next period (8.6) */
  HAKEM_DATA_WHITE_NEXT_MOVE, /* number: White's next move, 8.6 */
  HAKEM_DATA_BLACK_NEXT_MOVE, /* number: Black's next move, 8.6 */
  /* Penalties (12.9, 10.2). */
  HAKEM_DATA_PENALTY,  /* word: the penalty's key */
  HAKEM_DATA_OCCASION, /* word: the article broken */
  HAKEM_DATA_ROUNDS,   /* number: rounds of exclusion */
  HAKEM_DATA_SCORES,   /* scores: White's and Black's, in half-points */
  /* Results (5.1.2, 9.1.1, 6.7.1) and the game reopened. */
  HAKEM_DATA_RESULT_KIND,     /* word: resignation, agreement, absent, arbiter */
  HAKEM_DATA_PLAYER,          /* colour */
  HAKEM_DATA_LATE,            /* number: seconds late */
  HAKEM_DATA_PLAY_ON,         /* switch (yes): the late player plays on */
  HAKEM_DATA_CONSENT,         /* switch (yes) */
  HAKEM_DATA_REOPENED,        /* switch (yes) */
  HAKEM_DATA_PREVIOUS,        /* word: the result that no longer stands */
  HAKEM_DATA_PREVIOUS_REASON, /* word: how that game had ended */
  HAKEM_DATA_ENDING,          /* word: time, arbiter */
  /* Reconstructions (8.5.3). */
  HAKEM_DATA_RECONSTRUCTION, /* number: its index in the case */
  HAKEM_DATA_ADOPTED,        /* 0 or 1 */
  HAKEM_DATA_REPLAYED,       /* number: half-moves */
  HAKEM_DATA_MATCHES,        /* 0 or 1 */
  HAKEM_DATA_RECONCILED,     /* 0 or 1: the game was reconciled from both scoresheets (8.5.3) */
  HAKEM_DATA_DISCREPANCIES,  /* number: the places where a sheet differs from that game */
  HAKEM_DATA_DECIDED,        /* number: the half-moves the arbiter decided himself */
  /* The clock set (6.10.2). */
  HAKEM_DATA_SET_WHITE_MS, /* milliseconds */
  HAKEM_DATA_SET_BLACK_MS,
  HAKEM_DATA_WAS_WHITE_MS,
  HAKEM_DATA_WAS_BLACK_MS,
  /* Regulations set or kept (A.1, B.1). */
  HAKEM_DATA_REGULATIONS,          /* word: their id */
  HAKEM_DATA_SUPERVISION,          /* word: the article of supervision */
  HAKEM_DATA_ILLEGAL_MOVE_PENALTY, /* number: seconds */
  HAKEM_DATA_CLAIM_PENALTY,        /* number: seconds */
  HAKEM_DATA_DRAW_OFFER_MOVE,      /* number (results too) */
  HAKEM_DATA_CLASS_MISMATCH,       /* switch (confirmed) */
  /* Shared. */
  HAKEM_DATA_ADJUST,       /* adjustment: a colour and signed seconds, "white+120" */
  HAKEM_DATA_DEFAULT_TIME, /* number: seconds (6.7.1) */
  HAKEM_DATA_RESULT,       /* word: 1-0, 0-1, 1/2-1/2, * */
  HAKEM_DATA_N_KEYS
} HakemDataKey;

/* The key as the case file writes it: "claimant", "found-at", ... */
const char *hakem_incident_data_key_name (HakemDataKey key);

/* Details in the order they were put, as the text keeps them. A key may come twice (one
 * adjustment for each clock): the getters read the last. */
typedef struct _HakemIncidentData HakemIncidentData;

HakemIncidentData *hakem_incident_data_new (void);
void hakem_incident_data_free (HakemIncidentData *data);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HakemIncidentData, hakem_incident_data_free)

/* The one reader of the text: lenient, as case files from every version must load; a part
 * without "=" or without a key is skipped; NULL or "" gives no details. */
HakemIncidentData *hakem_incident_data_parse (const char *text);
/* The one writer: "key=value;key=value" in the order put, or NULL when there is nothing. */
char *hakem_incident_data_to_text (const HakemIncidentData *data);
/* The same, data freed. */
char *hakem_incident_data_steal_text (HakemIncidentData *data);

/* Putting, each of the key's type. Words lose any ';', which would end them. */
void hakem_incident_data_put_word (HakemIncidentData *data, HakemDataKey key, const char *word);
void hakem_incident_data_put_int (HakemIncidentData *data, HakemDataKey key, gint64 value);
void hakem_incident_data_put_bool (HakemIncidentData *data, HakemDataKey key, gboolean value);
void hakem_incident_data_put_switch (HakemIncidentData *data, HakemDataKey key);
void hakem_incident_data_put_color (HakemIncidentData *data, HakemDataKey key, ChessColor color);
void hakem_incident_data_put_colors (HakemIncidentData *data, HakemDataKey key,
                                     const gboolean colors[2]);
/* A legal move of pos, as uci; a move that is not legal there is not put (FALSE). */
gboolean hakem_incident_data_put_move (HakemIncidentData *data, HakemDataKey key,
                                       const ChessPosition *pos, ChessMove move);
/* The moves of game from half-move from on, as uci words. */
void hakem_incident_data_put_moves (HakemIncidentData *data, HakemDataKey key,
                                    const ChessGame *game, int from);
void hakem_incident_data_put_adjust (HakemIncidentData *data, ChessColor color, int seconds);
void hakem_incident_data_put_scores (HakemIncidentData *data, int white, int black);
/* 8.6: the next move of color (HAKEM_DATA_WHITE_NEXT_MOVE or _BLACK_). */
void hakem_incident_data_put_next_move (HakemIncidentData *data, ChessColor color, int move);

/* Reading. Each getter is FALSE (and leaves *out) when the key is absent or its value is not
 * of the key's type. */
gboolean hakem_incident_data_has (const HakemIncidentData *data, HakemDataKey key);
/* The word, or NULL. */
const char *hakem_incident_data_get_word (const HakemIncidentData *data, HakemDataKey key);
/* Whether the key holds this word. */
gboolean hakem_incident_data_is (const HakemIncidentData *data, HakemDataKey key, const char *word);
gboolean hakem_incident_data_get_int (const HakemIncidentData *data, HakemDataKey key, int *out);
/* A 0-or-1 key; fallback when absent or not 0 or 1. */
gboolean hakem_incident_data_get_bool (const HakemIncidentData *data, HakemDataKey key,
                                       gboolean fallback);
/* A switch is on when it holds its word. */
gboolean hakem_incident_data_get_switch (const HakemIncidentData *data, HakemDataKey key);
gboolean hakem_incident_data_get_color (const HakemIncidentData *data, HakemDataKey key,
                                        ChessColor *out);
/* Which colours the list names; FALSE when absent. */
gboolean hakem_incident_data_get_colors (const HakemIncidentData *data, HakemDataKey key,
                                         gboolean out[2]);
/* The legal move of pos the key holds, or CHESS_MOVE_NONE. */
ChessMove hakem_incident_data_get_move (const HakemIncidentData *data, HakemDataKey key,
                                        const ChessPosition *pos);
/* The move as written (uci), whatever position it is read in, or NULL. */
const char *hakem_incident_data_get_uci (const HakemIncidentData *data, HakemDataKey key);
/* The moves' uci words, or NULL when absent (free with g_strfreev). */
char **hakem_incident_data_get_moves (const HakemIncidentData *data, HakemDataKey key);
gboolean hakem_incident_data_get_adjust (const HakemIncidentData *data, ChessColor *color,
                                         int *seconds);
gboolean hakem_incident_data_get_scores (const HakemIncidentData *data, int scores[2]);

/* For comparing two rulings whatever their keys, those of older versions included: the names
 * present, each once, in the order first put (free the array only), and a name's last value as
 * written, or NULL. */
GPtrArray *hakem_incident_data_names (const HakemIncidentData *data);
const char *hakem_incident_data_lookup (const HakemIncidentData *data, const char *name);
/* An adjustment's value as written ("black-30"), read back; FALSE when it is not one. */
gboolean hakem_incident_data_parse_adjust (const char *value, ChessColor *color, int *seconds);

G_END_DECLS
