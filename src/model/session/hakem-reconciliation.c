/* hakem-reconciliation.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The reconciliation of both scoresheets a reconstruction came from (8.5.3): made, copied, freed.
 */
#include "config.h"

#include "hakem-reconciliation.h"

#include <string.h>

HakemReconciliation *
hakem_reconciliation_new (const ChessPosition *start)
{
  HakemReconciliation *r = g_new0 (HakemReconciliation, 1);
  r->start = *start;
  r->moves = g_array_new (FALSE, FALSE, sizeof (ChessMove));
  r->decisions = g_array_new (FALSE, FALSE, sizeof (HakemReconciliationDecision));
  r->discrepancies = g_array_new (FALSE, FALSE, sizeof (ChessReconcileDiscrepancy));
  r->written = g_ptr_array_new_with_free_func (g_free);
  return r;
}

HakemReconciliation *
hakem_reconciliation_copy (const HakemReconciliation *r)
{
  HakemReconciliation *c = hakem_reconciliation_new (&r->start);
  for (int k = 0; k < 2; k++)
    c->sheets[k] = g_strdup (r->sheets[k]);
  g_array_append_vals (c->moves, r->moves->data, r->moves->len);
  g_array_append_vals (c->decisions, r->decisions->data, r->decisions->len);
  for (guint i = 0; i < r->discrepancies->len; i++)
    hakem_reconciliation_add_discrepancy (
        c, &g_array_index (r->discrepancies, ChessReconcileDiscrepancy, i),
        g_ptr_array_index (r->written, i));
  c->decided = r->decided;
  c->final_reached = r->final_reached;
  return c;
}

void
hakem_reconciliation_free (HakemReconciliation *r)
{
  if (!r)
    return;
  for (int k = 0; k < 2; k++)
    g_free (r->sheets[k]);
  g_array_unref (r->moves);
  g_array_unref (r->decisions);
  g_array_unref (r->discrepancies);
  g_ptr_array_unref (r->written);
  g_free (r);
}

void
hakem_reconciliation_add_discrepancy (HakemReconciliation *r, const ChessReconcileDiscrepancy *d,
                                      const char *written)
{
  g_array_append_val (r->discrepancies, *d);
  g_ptr_array_add (r->written, g_strdup (written));
}

gboolean
hakem_reconciliation_is_game (const HakemReconciliation *r, const ChessMove *moves, int count)
{
  return (int) r->moves->len == count
         && (count == 0 || memcmp (r->moves->data, moves, (size_t) count * sizeof *moves) == 0);
}
