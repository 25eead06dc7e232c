/* hakem-rerule.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The appeals committee's second look: each ruling of a case ruled again with today's rules and
 * the case's regulations, on the record as it stood when the arbiter ruled, and compared.
 */
#pragma once

#include "hakem-session.h"

G_BEGIN_DECLS

typedef enum
{
  HAKEM_RERULE_SAME,      /* today's ruling is the arbiter's: same outcome, same articles */
  HAKEM_RERULE_DIFFERENT, /* the outcome or the articles differ: see differences */
  HAKEM_RERULE_NOT_RULED, /* not a ruling of the Laws (a note, the clock set, a reconstruction,
                           * the arbiter's own result): kept as recorded */
  HAKEM_RERULE_CANNOT,    /* the log does not hold what a second ruling needs: see why */
} HakemRerulingStatus;

typedef struct
{
  guint index; /* the incident's index in the log */
  HakemRerulingStatus status;
  char *recorded_articles; /* as the log has them */
  char *recorded_ruling;   /* the log's text */
  char *today_articles;    /* today's, or NULL when not re-ruled */
  char *today_ruling;      /* today's text, translated, or NULL */
  /* What differs, one translated line each ("result: recorded 1-0, today 1/2-1/2"); for CANNOT,
   * why. Empty for SAME and NOT_RULED. */
  GPtrArray *differences;
} HakemReruling;

void hakem_reruling_free (HakemReruling *r);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HakemReruling, hakem_reruling_free)

/* Rules every incident of session's log again, oldest first: a GPtrArray of HakemReruling, one
 * per incident. session is not changed. */
GPtrArray *hakem_rerule_case (HakemSession *session);

/* The status as a key ("same", "different", "not-ruled", "cannot") and as translated text. */
const char *hakem_reruling_status_key (HakemRerulingStatus status);
const char *hakem_reruling_status_text (HakemRerulingStatus status);

/* The record incident index was logged on (hakem-case-records.h), as it stood then and went on
 * until the next change to it (an illegal move's correction, 7.5.1, or a reconstruction adopted,
 * 8.5.3) or to now: its start and its moves, the moves a later correction voided or a later
 * adoption replaced included, in *record (initialised here; clear it with chess_game_clear).
 * FALSE when the log cannot tell, why in *why (translated, free it; why may be NULL). */
gboolean hakem_rerule_record_of (HakemSession *session, guint index, ChessGame *record, char **why);

/* The same record taken to where it stood when incident index was logged: its ply, or for an
 * illegal move the ply it was found at. */
gboolean hakem_rerule_record_at (HakemSession *session, guint index, ChessGame *record, char **why);

/* The records of every incident as they stood, found in one pass over the log, for a caller that
 * needs them all (the re-rule, the report): asking hakem_rerule_record_at for each goes over the
 * later incidents again for each. The past keeps its own copies: session may change after. */
typedef struct _HakemRerulePast HakemRerulePast;
HakemRerulePast *hakem_rerule_past_new (HakemSession *session);
void hakem_rerule_past_free (HakemRerulePast *past);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HakemRerulePast, hakem_rerule_past_free)
/* How many incidents the log had. */
guint hakem_rerule_past_count (HakemRerulePast *past);
/* What hakem_rerule_record_at said of incident index (index below the count). */
gboolean hakem_rerule_past_get (HakemRerulePast *past, guint index, ChessGame *record, char **why);
/* The record incident index was logged on: hakem_case_record_of. */
guint hakem_rerule_past_record (HakemRerulePast *past, guint index);
/* How many records the game has had: hakem_case_record_count. */
guint hakem_rerule_past_record_count (HakemRerulePast *past);
/* The record as it stood when the past was made, whole, in *record (initialised here). */
void hakem_rerule_past_now (HakemRerulePast *past, ChessGame *record);

G_END_DECLS
