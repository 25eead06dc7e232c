/* chess-reconcile.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The reconciler's entry point: the letters of each sheet (English or Turkish, tried both ways
 * when a sheet does not tell), the cells read, the search run and its answer built.
 */
#include "chess-reconcile-private.h"

#include <stdlib.h>
#include <string.h>

#include "chess-movegen.h"

static const char *const kind_names[] = {
  "decoration",  "piece",   "square", "other",   "illegible",
  "not-written", "omitted", "extra",  "swapped", "not-recorded",
};

const char *
chess_reconcile_kind_name (ChessReconcileKind kind)
{
  if ((unsigned) kind >= sizeof kind_names / sizeof kind_names[0])
    return "other";
  return kind_names[kind];
}

void
chess_reconcile_result_clear (ChessReconcileResult *r)
{
  free (r->game.moves);
  free (r->discrepancies);
  for (int k = 0; k < r->alternative_count; k++)
    free (r->alternatives[k].moves);
  memset (r, 0, sizeof *r);
}

static bool
read_cells (RcSearch *s, const ChessReconcileSheet sheets[2], const ChessSanLanguage lang[2])
{
  for (int k = 0; k < 2; k++)
    {
      s->cells[k] = calloc ((size_t) sheets[k].count + 1, sizeof *s->cells[k]);
      if (!s->cells[k])
        return false;
      for (int i = 0; i < sheets[k].count; i++)
        rc_cell_parse (sheets[k].cells[i], lang[k], &s->cells[k][i]);
    }
  return true;
}

/* One reconciliation with the sheets read in the given letters. */
static bool
reconcile_in (const ChessPosition *start, const ChessReconcileSheet sheets[2],
              const ChessPosition *final, const ChessMove *prefix, int prefix_count,
              const ChessSanLanguage lang[2], ChessReconcileResult *out)
{
  RcSearch s = { 0 };
  s.sheets = sheets;
  s.forced = prefix;
  s.forced_count = prefix_count;
  memset (out, 0, sizeof *out);
  out->lang[0] = lang[0];
  out->lang[1] = lang[1];
  bool ok = read_cells (&s, sheets, lang)
            && rc_search_run (&s, start, final ? 2 * RC_COST_OMITTED : RC_COST_DECORATION)
            && rc_result_build (&s, start, final, out);
  rc_search_clear (&s);
  if (!ok)
    chess_reconcile_result_clear (out);
  return ok;
}

static bool
better (const ChessReconcileResult *a, const ChessReconcileResult *b)
{
  if (a->final_reached != b->final_reached)
    return a->final_reached;
  if ((a->game.moves != NULL) != (b->game.moves != NULL))
    return a->game.moves != NULL;
  return a->game.cost < b->game.cost;
}

/* Whether each move of the prefix is legal where it stands. */
static bool
prefix_legal (const ChessPosition *start, const ChessMove *prefix, int count)
{
  ChessPosition pos = *start;
  for (int i = 0; i < count; i++)
    {
      if (!chess_movegen_is_legal (&pos, prefix[i]))
        return false;
      ChessUndo undo;
      chess_position_make (&pos, prefix[i], &undo);
    }
  return true;
}

bool
chess_reconcile (const ChessPosition *start, const ChessReconcileSheet sheets[2],
                 const ChessPosition *final, ChessReconcileResult *out)
{
  return chess_reconcile_from (start, sheets, final, NULL, 0, out);
}

bool
chess_reconcile_from (const ChessPosition *start, const ChessReconcileSheet sheets[2],
                      const ChessPosition *final, const ChessMove *prefix, int prefix_count,
                      ChessReconcileResult *out)
{
  memset (out, 0, sizeof *out);
  if (prefix_count < 0 || prefix_count > CHESS_RECONCILE_MAX_CELLS || (prefix_count > 0 && !prefix)
      || !prefix_legal (start, prefix, prefix_count))
    return false;
  int detected[2];
  for (int k = 0; k < 2; k++)
    {
      if (sheets[k].count < 0 || sheets[k].count > CHESS_RECONCILE_MAX_CELLS)
        return false;
      detected[k] = rc_sheet_language (&sheets[k]);
    }
  bool first = true;
  for (int w = 0; w < 2; w++)
    for (int b = 0; b < 2; b++)
      {
        ChessSanLanguage lang[2] = { w ? CHESS_SAN_TURKISH : CHESS_SAN_ENGLISH,
                                     b ? CHESS_SAN_TURKISH : CHESS_SAN_ENGLISH };
        if ((detected[0] && detected[0] != w + 1) || (detected[1] && detected[1] != b + 1))
          continue;
        ChessReconcileResult r;
        if (!reconcile_in (start, sheets, final, prefix, prefix_count, lang, &r))
          {
            chess_reconcile_result_clear (out);
            return false;
          }
        if (first || better (&r, out))
          {
            chess_reconcile_result_clear (out);
            *out = r;
          }
        else
          chess_reconcile_result_clear (&r);
        first = false;
      }
  return true;
}
