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

#define PAST_LINES 6

/* The lines of moves after both sheets stop that reach the final placement. */
typedef struct
{
  ChessMove lines[PAST_LINES][PAST_MAX_PLIES];
  int count;
  ChessMove line[PAST_MAX_PLIES];
  long budget;
} RcPast;

/* Depth-first search for exactly 'depth' moves from pos to the final placement; line[0 .. at-1]
 * holds the moves made so far. */
static void
past_search (ChessPosition *pos, const ChessPosition *final, int depth, int at, RcPast *p)
{
  if (at == depth)
    {
      if (same_placement (pos, final) && p->count < PAST_LINES)
        memcpy (p->lines[p->count++], p->line, sizeof p->line);
      return;
    }
  /* No move changes more than four squares (castling). */
  if (--p->budget < 0 || squares_differing (pos, final) > 4 * (depth - at))
    return;
  ChessMoveList list;
  chess_movegen_legal (pos, &list);
  for (int k = 0; k < list.count && p->count < PAST_LINES; k++)
    {
      ChessUndo undo;
      chess_position_make (pos, list.moves[k], &undo);
      p->line[at] = list.moves[k];
      past_search (pos, final, depth, at + 1, p);
      chess_position_unmake (pos, list.moves[k], &undo);
    }
}

/* Appends to kept a copy of f for each shortest line (at most a few plies) from its position to
 * the final one; returns how many. */
static int
reach_final (const RcFinal *f, const ChessPosition *final, long *budget, RcFinal *kept)
{
  RcPast p;
  p.budget = *budget;
  p.count = 0;
  for (int depth = 1; depth <= PAST_MAX_PLIES && p.count == 0; depth++)
    {
      ChessPosition pos = f->pos;
      past_search (&pos, final, depth, 0, &p);
      for (int k = 0; k < p.count; k++)
        {
          kept[k] = *f;
          memcpy (kept[k].past, p.lines[k], (size_t) depth * sizeof *kept[k].past);
          kept[k].past_count = depth;
          kept[k].cost += RC_COST_PAST_END * depth;
        }
    }
  *budget = p.budget;
  return p.count;
}

static int
compare_finals (const void *pa, const void *pb)
{
  const RcFinal *a = pa, *b = pb;
  if (a->cost != b->cost)
    return a->cost < b->cost ? -1 : 1;
  if (a->node != b->node)
    return a->node < b->node ? -1 : 1;
  return memcmp (a->past, b->past, sizeof a->past);
}

/* The moves from the start to node k; returns their number. */
static int
chain_count (const RcSearch *s, int k)
{
  int n = 0;
  for (; k >= 0; k = s->nodes[k].parent)
    n += s->nodes[k].move != CHESS_MOVE_NONE;
  return n;
}

/* Writes the last 'count' moves up to node k into moves[n - count .. n - 1]. */
static void
chain_fill (const RcSearch *s, int k, ChessMove *moves, int n, int count)
{
  for (; k >= 0 && count > 0; k = s->nodes[k].parent)
    if (s->nodes[k].move != CHESS_MOVE_NONE)
      moves[--n] = s->nodes[k].move, count--;
}

/* The moves of final f, in order; returns their number or -1 without memory. */
static int
final_moves (const RcSearch *s, const RcFinal *f, ChessMove **out)
{
  int before = chain_count (s, f->node), n = before + f->past_count;
  ChessMove *moves = malloc ((size_t) (n + 1) * sizeof *moves);
  if (!moves)
    return -1;
  chain_fill (s, f->node, moves, before, before);
  memcpy (moves + before, f->past, (size_t) f->past_count * sizeof *moves);
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
  RcFinal *out = malloc ((size_t) (s->final_count + FINALS_TRIED * PAST_LINES) * sizeof *out);
  if (!out)
    return false;
  for (int k = 0; k < s->final_count; k++)
    if (same_placement (&s->finals[k].pos, final))
      out[kept++] = s->finals[k];
    else if (k < FINALS_TRIED)
      kept += reach_final (&s->finals[k], final, &budget, out + kept);
  if (kept == 0)
    {
      free (out);
      return false;
    }
  free (s->finals);
  s->finals = out;
  s->final_count = s->final_cap = kept;
  qsort (s->finals, (size_t) kept, sizeof *s->finals, compare_finals);
  return true;
}

/* Adds a game unless it is one already there; takes moves. */
static void
offer_game (ChessReconcileResult *out, ChessMove *moves, int n, int cost)
{
  bool seen = out->game.moves && same_game (&out->game, moves, n);
  for (int a = 0; !seen && a < out->alternative_count; a++)
    seen = same_game (&out->alternatives[a], moves, n);
  ChessReconcileGame g = { moves, n, cost };
  if (seen || (out->game.moves && out->alternative_count == CHESS_RECONCILE_MAX_ALTERNATIVES))
    free (moves);
  else if (!out->game.moves)
    out->game = g;
  else
    out->alternatives[out->alternative_count++] = g;
}

static int
compare_games (const void *pa, const void *pb)
{
  const ChessReconcileGame *a = pa, *b = pb;
  return (a->cost > b->cost) - (a->cost < b->cost);
}

typedef struct
{
  const RcSearch *s;
  const RcFinal *f;
  ChessReconcileResult *out;
  ChessMove *buf; /* the game being built, from its end */
  int total;
  int tries;
  bool ok;
  int base; /* the delta enumerate_ways starts from */
} RcWays;

#define WAYS_TRIED 64

static bool
results_full (const ChessReconcileResult *out)
{
  return out->alternative_count == CHESS_RECONCILE_MAX_ALTERNATIVES;
}

/* Every game that reaches f's state from node 'node' back, switching to the other way into a
 * state wherever that keeps the cost within one decoration of the best; buf[pos..] is set. */
static void
enumerate_ways (RcWays *w, int node, int pos, int delta)
{
  for (; node >= 0 && w->s->nodes[node].move != CHESS_MOVE_NONE; node = w->s->nodes[node].parent)
    {
      const RcNode *n = &w->s->nodes[node];
      if (n->alt_parent >= 0 && delta + n->alt_delta <= RC_COST_DECORATION && w->tries < WAYS_TRIED
          && !results_full (w->out) && w->ok)
        {
          w->tries++;
          w->buf[pos - 1] = n->alt_move;
          enumerate_ways (w, n->alt_parent, pos - 1, delta + n->alt_delta);
        }
      w->buf[--pos] = n->move;
    }
  ChessMove *moves = malloc ((size_t) (w->total + 1) * sizeof *moves);
  if (!moves)
    {
      w->ok = false;
      return;
    }
  memcpy (moves, w->buf, (size_t) w->total * sizeof *moves);
  offer_game (w->out, moves, w->total, w->f->cost + delta - w->base);
}

/* The best game, then near-equal ones: other orders of moves the sheets cannot tell apart
 * (other ways into the best game's states), and other finals. */
/* Offers final f's game and the other ways into its states (cost within one decoration of the
 * best game's). */
static bool
offer_final (RcSearch *s, const RcFinal *f, int best_cost, ChessReconcileResult *out)
{
  ChessMove *moves;
  int n = final_moves (s, f, &moves);
  if (n < 0)
    return false;
  offer_game (out, moves, n, f->cost);
  RcWays w
      = { s, f, out, malloc ((size_t) (n + 1) * sizeof *w.buf), n, 0, true, f->cost - best_cost };
  if (!w.buf)
    return false;
  memcpy (w.buf + n - f->past_count, f->past, (size_t) f->past_count * sizeof *w.buf);
  enumerate_ways (&w, f->node, n - f->past_count, f->cost - best_cost);
  free (w.buf);
  return w.ok;
}

/* The best game, then near-equal ones: other orders of moves the sheets cannot tell apart
 * (other ways into the best game's states), other finals and their own other ways. */
static bool
choose_games (RcSearch *s, ChessReconcileResult *out)
{
  int best = s->finals[0].cost;
  for (int k = 0; k < s->final_count && !results_full (out); k++)
    {
      if (s->finals[k].cost > best + RC_COST_DECORATION)
        break;
      if (!offer_final (s, &s->finals[k], best, out))
        return false;
    }
  qsort (out->alternatives, (size_t) out->alternative_count, sizeof *out->alternatives,
         compare_games);
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
      = (ChessReconcileDiscrepancy){ ply, (ChessColor) sheet, cell, kind, played };
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
      /* Reported at the cell where the move belonged, which holds the other one. */
      return add_discrepancy (out, cap, ply, sheet, cell - 2, CHESS_RECONCILE_SWAPPED, n->move);
    case RC_OP_SWAP_END:
      return add_discrepancy (out, cap, ply, sheet, cell + 2, CHESS_RECONCILE_SWAPPED, n->move);
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
      ok = add_discrepancy (out, &cap, ply + f->past_count + 1, sheet, s->sheets[sheet].count - k,
                            CHESS_RECONCILE_EXTRA, 0);
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
