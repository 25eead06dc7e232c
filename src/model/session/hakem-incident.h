/* hakem-incident.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * One intervention of the arbiter, as the incident log keeps it: when, both clocks, the ply,
 * what was ruled and on which articles, and the arbiter's note.
 */
#pragma once

#include <glib.h>

#include "chess-types.h"

G_BEGIN_DECLS

/* A kind is a procedure: its names, articles and functions are its row in hakem-procedures.c. */
typedef enum
{
  HAKEM_INCIDENT_CLAIM,          /* 9.2, 9.3 */
  HAKEM_INCIDENT_ILLEGAL_MOVE,   /* 7.5, A.5.2 */
  HAKEM_INCIDENT_FLAG,           /* 6.9, 8.6, A.5.3, A.5.5 */
  HAKEM_INCIDENT_PENALTY,        /* 12.9 */
  HAKEM_INCIDENT_RECONSTRUCTION, /* 8.5.3, 8.6 */
  HAKEM_INCIDENT_CLOCK,          /* 6.11: the arbiter stopped, set or adjusted the clock */
  HAKEM_INCIDENT_RESULT,         /* the game ended by the arbiter's ruling */
  HAKEM_INCIDENT_NOTE,           /* a note without a ruling */
} HakemIncidentKind;

typedef struct
{
  HakemIncidentKind kind;
  GDateTime *wall_time; /* local time of the ruling */
  gint64 clock_ms[2];   /* both clocks when it happened; -1 without a clock */
  int ply;              /* half-moves played when it happened */
  char *articles;       /* space-separated article numbers, "7.5.1 7.5.5" */
  char *ruling;         /* what was decided, in the language it was decided in */
  char *note;           /* the arbiter's own words, or NULL */
  char *data;           /* machine-readable details for replay, or NULL: their text
                         * ("key=value;..."), put and read only through
                         * hakem-incident-data.h */
} HakemIncident;

HakemIncident *hakem_incident_new (HakemIncidentKind kind, int ply, const gint64 clock_ms[2],
                                   const char *articles, const char *ruling, const char *note);
HakemIncident *hakem_incident_copy (const HakemIncident *incident);
void hakem_incident_free (HakemIncident *incident);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HakemIncident, hakem_incident_free)

/* "claim", "illegal-move", ... as the case file writes them; FALSE for an unknown name. */
const char *hakem_incident_kind_to_string (HakemIncidentKind kind);
gboolean hakem_incident_kind_from_string (const char *text, HakemIncidentKind *out);

/* The translated name of an incident kind: "Irregularity", "Flag fall", ... */
const char *hakem_incident_kind_text (HakemIncidentKind kind);

/* The one-line text the PGN export puts in a comment: "[Hakem] 14:03:12 W 01:12:00 B 00:58:10
 * ply 37 7.5.1 7.5.5: ruling. note" */
char *hakem_incident_to_pgn_comment (const HakemIncident *incident);

G_END_DECLS
