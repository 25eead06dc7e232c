/* hakem-reconciliation.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A reconstruction's reconciliation of both scoresheets (8.5.3), as the case keeps it: each sheet
 * as typed, the game found, the moves the arbiter decided, and every discrepancy between the
 * sheets and the game with its kind.
 */
#pragma once

#include <glib.h>

#include "chess-reconcile.h"

G_BEGIN_DECLS

/* A move the arbiter decided: accepted as the reconciler had it (move == proposed), or corrected
 * (proposed is the reconciler's). */
typedef struct
{
  int ply;
  ChessMove move;
  ChessMove proposed;
} HakemReconciliationDecision;

typedef struct
{
  char *sheets[2];        /* each sheet's text as typed, by colour */
  ChessPosition start;    /* where the game found starts */
  GArray *moves;          /* of ChessMove: the game found */
  GArray *decisions;      /* of HakemReconciliationDecision, in ply order */
  int decided;            /* the game's first moves the arbiter decided */
  GArray *discrepancies;  /* of ChessReconcileDiscrepancy, in ply order */
  GPtrArray *written;     /* of char *: the cell each discrepancy names, as typed, or NULL */
  gboolean final_reached; /* the game reaches the position on the real board */
} HakemReconciliation;

HakemReconciliation *hakem_reconciliation_new (const ChessPosition *start);
HakemReconciliation *hakem_reconciliation_copy (const HakemReconciliation *r);
void hakem_reconciliation_free (HakemReconciliation *r);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HakemReconciliation, hakem_reconciliation_free)

/* Adds a discrepancy with the text of the cell it names (NULL: none). */
void hakem_reconciliation_add_discrepancy (HakemReconciliation *r,
                                           const ChessReconcileDiscrepancy *d, const char *written);

/* Whether the game found is these moves (a replay the arbiter changed afterwards is not). */
gboolean hakem_reconciliation_is_game (const HakemReconciliation *r, const ChessMove *moves,
                                       int count);

G_END_DECLS
