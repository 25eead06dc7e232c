/* chess-reconcile-path.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * From the reconciler's search to its answer: the moves after both sheets stop that reach a
 * known final position, the choice of the game and its alternatives, and the discrepancies
 * between each sheet and the game.
 */
#include "chess-reconcile-private.h"

#include <stdlib.h>
#include <string.h>

#include "chess-movegen.h"

#define PAST_MAX_PLIES 4
#define PAST_NODE_BUDGET 400000
#define FINALS_TRIED 24

static bool
same_placement (const ChessPosition *a, const ChessPosition *b)
{
  return a->side == b->side && memcmp (a->board, b->board, sizeof a->board) == 0;
}

static int
squares_differing (const ChessPosition *a, const ChessPosition *b)
{
  int n = 0;
  for (int sq = 0; sq < 64; sq++)
    n += a->board[sq] != b->board[sq];
  return n;
}

/* Depth-first search for exactly 'depth' moves from pos to the final placement. */
static bool
past_search (ChessPosition *pos, const ChessPosition *final, int depth, ChessMove *line,
             long *budget)
{
  if (depth == 0)
    return same_placement (pos, final);
  /* No move changes more than four squares (castling). */
  if (--*budget < 0 || squares_differing (pos, final) > 4 * depth)
    return false;
  ChessMoveList list;
  chess_movegen_legal (pos, &list);
  for (int k = 0; k < list.count; k++)
    {
      ChessUndo undo;
      chess_position_make (pos, list.moves[k], &undo);
      bool found = past_search (pos, final, depth - 1, line + 1, budget);
      chess_position_unmake (pos, list.moves[k], &undo);
      if (found)
        {
          line[0] = list.moves[k];
          return true;
        }
    }
  return false;
}

/* Whether the final position is reached from f's, within a few plies; notes the moves. */
static bool
reach_final (RcFinal *f, const ChessPosition *final, long *budget)
{
  for (int depth = 0; depth <= PAST_MAX_PLIES; depth++)
    {
      ChessPosition pos = f->pos;
      if (past_search (&pos, final, depth, f->past, budget))
        {
          f->past_count = depth;
          f->cost += RC_COST_PAST_END * depth;
          return true;
        }
    }
  return false;
}

static int
compare_finals (const void *pa, const void *pb)
{
  const RcFinal *a = pa, *b = pb;
  if (a->cost != b->cost)
    return a->cost < b->cost ? -1 : 1;
  return a->node < b->node ? -1 : a->node > b->node;
}

/* The moves of final f, in order; returns their number or -1 without memory. */
static int
final_moves (const RcSearch *s, const RcFinal *f, ChessMove **out)
{
  int n = f->past_count;
  for (int k = f->node; k >= 0; k = s->nodes[k].parent)
    n += s->nodes[k].move != CHESS_MOVE_NONE;
  ChessMove *moves = malloc ((size_t) (n + 1) * sizeof *moves);
  if (!moves)
    return -1;
  int i = n - f->past_count;
  memcpy (moves + i, f->past, (size_t) f->past_count * sizeof *moves);
  for (int k = f->node; k >= 0; k = s->nodes[k].parent)
    if (s->nodes[k].move != CHESS_MOVE_NONE)
      moves[--i] = s->nodes[k].move;
  *out = moves;
  return n;
}

static bool
same_game (const ChessReconcileGame *a, const ChessMove *moves, int count)
{
  return a->count == count && memcmp (a->moves, moves, (size_t) count * sizeof *moves) == 0;
}

/* Keeps the finals that reach the final position (all of them when none does). */
static bool
filter_finals (RcSearch *s, const ChessPosition *final)
{
  if (!final)
    return false;
  long budget = PAST_NODE_BUDGET;
  int kept = 0;
  for (int k = 0; k < s->final_count && k < FINALS_TRIED; k++)
    if (reach_final (&s->finals[k], final, &budget))
      s->finals[kept++] = s->finals[k];
  if (kept == 0)
    return false;
  s->final_count = kept;
  qsort (s->finals, (size_t) kept, sizeof *s->finals, compare_finals);
  return true;
}

static bool
choose_games (RcSearch *s, ChessReconcileResult *out)
{
  for (int k = 0; k < s->final_count; k++)
    {
      const RcFinal *f = &s->finals[k];
      if (k > 0 && (f->cost > out->game.cost + RC_COST_DECORATION
                    || out->alternative_count == CHESS_RECONCILE_MAX_ALTERNATIVES))
        break;
      ChessMove *moves;
      int n = final_moves (s, f, &moves);
      if (n < 0)
        return false;
      bool seen = k > 0 && same_game (&out->game, moves, n);
      for (int a = 0; !seen && a < out->alternative_count; a++)
        seen = same_game (&out->alternatives[a], moves, n);
      ChessReconcileGame g = { moves, n, f->cost };
      if (seen)
        free (moves);
      else if (k == 0)
        out->game = g;
      else
        out->alternatives[out->alternative_count++] = g;
    }
  return true;
}

static bool
add_discrepancy (ChessReconcileResult *out, int *cap, int ply, int sheet, int cell,
                 ChessReconcileKind kind, ChessMove played)
{
  if (out->discrepancy_count == *cap)
    {
      int n = *cap ? *cap * 2 : 16;
      void *p = realloc (out->discrepancies, (size_t) n * sizeof *out->discrepancies);
      if (!p)
        return false;
      out->discrepancies = p;
      *cap = n;
    }
  out->discrepancies[out->discrepancy_count++]
      = (ChessReconcileDiscrepancy) { ply, (ChessColor) sheet, cell, kind, played };
  return true;
}

/* What one sheet did with the move of node n (at ply, from pos). */
static bool
sheet_discrepancies (const RcSearch *s, const RcNode *n, int sheet, int ply,
                     const ChessPosition *pos, ChessReconcileResult *out, int *cap)
{
  int cell = n->cell[sheet];
  bool ok = true;
  switch ((RcOp) n->op[sheet])
    {
    case RC_OP_EXTRA2:
      ok = add_discrepancy (out, cap, ply, sheet, cell - 2, CHESS_RECONCILE_EXTRA, 0);
      /* fall through */
    case RC_OP_EXTRA1:
      ok = ok && add_discrepancy (out, cap, ply, sheet, cell - 1, CHESS_RECONCILE_EXTRA, 0);
      /* fall through */
    case RC_OP_CONSUME:
    case RC_OP_SWAP_MID:
      {
        RcMove moves[CHESS_MAX_MOVES];
        int count = rc_moves_describe (pos, moves);
        for (int k = 0; ok && k < count; k++)
          if (moves[k].move == n->move)
            {
              ChessReconcileKind kind;
              if (rc_cell_cost (&s->cells[sheet][cell], &moves[k], &kind) > 0)
                ok = add_discrepancy (out, cap, ply, sheet, cell, kind, n->move);
            }
        return ok;
      }
    case RC_OP_OMIT:
      return add_discrepancy (out, cap, ply, sheet, -1, CHESS_RECONCILE_OMITTED, n->move);
    case RC_OP_SWAP_START:
    case RC_OP_SWAP_END:
      return add_discrepancy (out, cap, ply, sheet, cell, CHESS_RECONCILE_SWAPPED, n->move);
    case RC_OP_NOT_RECORDED:
      return add_discrepancy (out, cap, ply, sheet, -1, CHESS_RECONCILE_NOT_RECORDED, n->move);
    case RC_OP_NONE:
    default:
      return true;
    }
}

static bool
list_discrepancies (const RcSearch *s, const RcFinal *f, const ChessPosition *start,
                    ChessReconcileResult *out)
{
  int count = 0, cap = 0;
  for (int k = f->node; k >= 0; k = s->nodes[k].parent)
    count++;
  int *path = malloc ((size_t) count * sizeof *path);
  if (!path)
    return false;
  for (int k = f->node, i = count; k >= 0; k = s->nodes[k].parent)
    path[--i] = k;
  ChessPosition pos = *start;
  bool ok = true;
  int ply = 0;
  for (int i = 1; ok && i < count; i++)
    {
      const RcNode *n = &s->nodes[path[i]];
      ply++;
      for (int sheet = 0; ok && sheet < 2; sheet++)
        ok = sheet_discrepancies (s, n, sheet, ply, &pos, out, &cap);
      ChessUndo undo;
      chess_position_make (&pos, n->move, &undo);
    }
  free (path);
  for (int k = 0; ok && k < f->past_count; k++)
    for (int sheet = 0; ok && sheet < 2; sheet++)
      ok = add_discrepancy (out, &cap, ply + k + 1, sheet, -1, CHESS_RECONCILE_NOT_RECORDED,
                            f->past[k]);
  for (int sheet = 0; ok && sheet < 2; sheet++)
    for (int k = f->trailing[sheet]; ok && k > 0; k--)
      ok = add_discrepancy (out, &cap, ply + f->past_count + 1, sheet,
                            s->sheets[sheet].count - k, CHESS_RECONCILE_EXTRA, 0);
  return ok;
}

bool
rc_result_build (RcSearch *s, const ChessPosition *start, const ChessPosition *final,
                 ChessReconcileResult *out)
{
  if (s->final_count == 0)
    return true;
  qsort (s->finals, (size_t) s->final_count, sizeof *s->finals, compare_finals);
  out->final_reached = filter_finals (s, final);
  return choose_games (s, out) && list_discrepancies (s, &s->finals[0], start, out);
}
