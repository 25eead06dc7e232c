/* chess-reconcile-search.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The reconciler's search: a beam over states (position, cell index and swap phase of each
 * sheet), one ply at a time. Each legal move is read from each sheet in every way a writer's
 * mistake allows (the next cell, after one or two extra cells, no cell, a swapped cell, past the
 * sheet's end); states are merged by position and indices, the cheapest kept.
 */
#include "chess-reconcile-private.h"

#include <stdlib.h>
#include <limits.h>
#include <string.h>

#include "chess-ended.h"
#include "chess-movegen.h"

#define BEAM_WIDTH 320
#define COST_WINDOW 14

typedef struct
{
  ChessPosition pos;
  int node;
  int cost;
  short idx[2];
  unsigned char flag[2]; /* swap phase: 0 none, 1 after the start, 2 before the end */
} RcState;

typedef struct
{
  int parent_state;
  ChessMove move;
  ChessKey key;
  int cost;
  int order;
  short idx[2], cell[2];
  unsigned char flag[2], op[2];
  int alt_state; /* another way here: parent state, move and cost, or -1 */
  ChessMove alt_move;
  int alt_cost;
} RcChild;

/* One way of reading a move from one sheet. */
typedef struct
{
  int cost;
  short idx, cell;
  unsigned char flag, op;
} RcOption;

typedef struct
{
  RcChild *items;
  int count, cap;
  int *table;     /* child index + 1, or 0 */
  int table_size; /* power of two */
  /* The costs of the cheapest BEAM_WIDTH children so far, a max-heap: a child that costs as much
   * as the dearest of them once there are BEAM_WIDTH would not make the beam (ties go to the
   * first), so it is not even made. */
  int heap[BEAM_WIDTH];
  int heap_count;
} RcChildren;

static bool
grow (void **p, int *cap, int need, size_t size)
{
  if (need <= *cap)
    return true;
  int n = *cap ? *cap * 2 : 256;
  while (n < need)
    n *= 2;
  void *q = realloc (*p, (size_t) n * size);
  if (!q)
    return false;
  *p = q;
  *cap = n;
  return true;
}

static int
cell_cost (const RcSearch *s, int sheet, int cell, const RcMove *m)
{
  ChessReconcileKind kind;
  return rc_cell_cost (&s->cells[sheet][cell], m, &kind);
}

/* Every way sheet 'sheet' of state st can account for move m. */
static int
sheet_options (const RcSearch *s, const RcState *st, int sheet, const RcMove *m, RcOption *o)
{
  int len = s->sheets[sheet].count, i = st->idx[sheet], n = 0;
  if (st->flag[sheet] == 1)
    {
      o[n++]
          = (RcOption){ cell_cost (s, sheet, i, m), (short) (i + 1), (short) i, 2, RC_OP_SWAP_MID };
      return n;
    }
  if (st->flag[sheet] == 2)
    {
      o[n++] = (RcOption){ RC_COST_SWAP + cell_cost (s, sheet, i - 2, m), (short) (i + 1),
                           (short) (i - 2), 0, RC_OP_SWAP_END };
      return n;
    }
  if (i >= len)
    {
      o[n++] = (RcOption){ 0, (short) i, -1, 0, RC_OP_NOT_RECORDED };
      return n;
    }
  o[n++] = (RcOption){ cell_cost (s, sheet, i, m), (short) (i + 1), (short) i, 0, RC_OP_CONSUME };
  o[n++] = (RcOption){ RC_COST_OMITTED, (short) i, -1, 0, RC_OP_OMIT };
  if (i + 1 < len)
    o[n++] = (RcOption){ RC_COST_EXTRA + cell_cost (s, sheet, i + 1, m), (short) (i + 2),
                         (short) (i + 1), 0, RC_OP_EXTRA1 };
  if (i + 2 < len)
    {
      o[n++] = (RcOption){ 2 * RC_COST_EXTRA + cell_cost (s, sheet, i + 2, m), (short) (i + 3),
                           (short) (i + 2), 0, RC_OP_EXTRA2 };
      o[n++] = (RcOption){ RC_COST_SWAP + cell_cost (s, sheet, i + 2, m), (short) (i + 1),
                           (short) (i + 2), 1, RC_OP_SWAP_START };
    }
  return n;
}

/* The least any move can cost read from a cell: a blank or unreadable cell costs the same
 * whatever the move, a written move may be read at no cost. */
static int
cell_floor (const RcSearch *s, int sheet, int cell)
{
  switch (s->cells[sheet][cell].type)
    {
    case RC_CELL_EMPTY:
      return RC_COST_NOT_WRITTEN;
    case RC_CELL_ILLEGIBLE:
      return RC_COST_ILLEGIBLE;
    default:
      return 0;
    }
}

static int
min2 (int a, int b)
{
  return a < b ? a : b;
}

/* The least any option of sheet_options can cost for state st, whatever the move. */
static int
sheet_floor (const RcSearch *s, const RcState *st, int sheet)
{
  int len = s->sheets[sheet].count, i = st->idx[sheet];
  if (st->flag[sheet] == 1)
    return cell_floor (s, sheet, i);
  if (st->flag[sheet] == 2)
    return RC_COST_SWAP + cell_floor (s, sheet, i - 2);
  if (i >= len)
    return 0;
  int f = min2 (cell_floor (s, sheet, i), RC_COST_OMITTED);
  if (i + 1 < len)
    f = min2 (f, RC_COST_EXTRA + cell_floor (s, sheet, i + 1));
  if (i + 2 < len)
    f = min2 (f, RC_COST_SWAP + cell_floor (s, sheet, i + 2));
  return f;
}

static bool
beyond_beam (const RcChildren *ch, int cost)
{
  return ch->heap_count == BEAM_WIDTH && cost >= ch->heap[0];
}

static void
heap_sift_down (int *h, int n, int i)
{
  for (;;)
    {
      int l = 2 * i + 1, r = l + 1, m = i;
      if (l < n && h[l] > h[m])
        m = l;
      if (r < n && h[r] > h[m])
        m = r;
      if (m == i)
        return;
      int t = h[i];
      h[i] = h[m];
      h[m] = t;
      i = m;
    }
}

static void
heap_note (RcChildren *ch, int cost)
{
  if (ch->heap_count < BEAM_WIDTH)
    {
      int i = ch->heap_count++;
      ch->heap[i] = cost;
      while (i > 0 && ch->heap[(i - 1) / 2] < ch->heap[i])
        {
          int p = (i - 1) / 2, t = ch->heap[p];
          ch->heap[p] = ch->heap[i];
          ch->heap[i] = t;
          i = p;
        }
    }
  else if (cost < ch->heap[0])
    {
      ch->heap[0] = cost;
      heap_sift_down (ch->heap, ch->heap_count, 0);
    }
}

static unsigned
child_hash (const RcChild *c)
{
  uint64_t h = c->key ^ ((uint64_t) (unsigned short) c->idx[0] * 0x9E3779B97F4A7C15ull)
               ^ ((uint64_t) (unsigned short) c->idx[1] * 0xC2B2AE3D27D4EB4Full)
               ^ ((uint64_t) (c->flag[0] * 3 + c->flag[1]) << 52);
  return (unsigned) (h ^ (h >> 29));
}

static bool
same_state (const RcChild *a, const RcChild *b)
{
  return a->key == b->key && a->idx[0] == b->idx[0] && a->idx[1] == b->idx[1]
         && a->flag[0] == b->flag[0] && a->flag[1] == b->flag[1];
}

static bool
same_way (const RcChild *a, const RcChild *b)
{
  return a->parent_state == b->parent_state && a->move == b->move;
}

/* A second way c to the state of old: the cheaper becomes the way, the other (when it costs at
 * most one decoration more and is the best such) the alternative. */
static void
note_alternative (RcChild *old, const RcChild *c)
{
  if (c->cost < old->cost)
    {
      RcChild prev = *old;
      *old = *c;
      old->order = prev.order;
      old->alt_state = -1;
      if (!same_way (&prev, c) && prev.cost <= c->cost + RC_COST_DECORATION)
        old->alt_state = prev.parent_state, old->alt_move = prev.move, old->alt_cost = prev.cost;
      return;
    }
  if (same_way (old, c) || c->cost > old->cost + RC_COST_DECORATION)
    return;
  if (old->alt_state < 0 || c->cost < old->alt_cost)
    old->alt_state = c->parent_state, old->alt_move = c->move, old->alt_cost = c->cost;
}

/* Adds a child, or lowers the cost of the equal state already there. */
static bool
children_add (RcChildren *ch, const RcChild *c)
{
  if (ch->count * 2 >= ch->table_size)
    {
      int size = ch->table_size ? ch->table_size * 2 : 4096;
      int *t = calloc ((size_t) size, sizeof *t);
      if (!t)
        return false;
      for (int k = 0; k < ch->count; k++)
        {
          unsigned h = child_hash (&ch->items[k]) & (unsigned) (size - 1);
          while (t[h])
            h = (h + 1) & (unsigned) (size - 1);
          t[h] = k + 1;
        }
      free (ch->table);
      ch->table = t;
      ch->table_size = size;
    }
  unsigned h = child_hash (c) & (unsigned) (ch->table_size - 1);
  while (ch->table[h])
    {
      RcChild *old = &ch->items[ch->table[h] - 1];
      if (same_state (old, c))
        {
          note_alternative (old, c);
          return true;
        }
      h = (h + 1) & (unsigned) (ch->table_size - 1);
    }
  if (!grow ((void **) &ch->items, &ch->cap, ch->count + 1, sizeof *ch->items))
    return false;
  ch->items[ch->count] = *c;
  ch->items[ch->count].order = ch->count;
  ch->table[h] = ++ch->count;
  heap_note (ch, c->cost);
  return true;
}

static void
children_reset (RcChildren *ch)
{
  ch->count = 0;
  ch->heap_count = 0;
  if (ch->table)
    memset (ch->table, 0, (size_t) ch->table_size * sizeof *ch->table);
}

/* Adds the children of state k that cost at most limit; returns how many ways it had of going
 * on, or -1 without memory. */
static int
expand_state (const RcSearch *s, const RcState *states, int k, int ply, int limit, RcChildren *ch)
{
  int made = 0;
  const RcState *st = &states[k];
  /* Every child of a state whose cheapest conceivable child would not make the beam would be
   * left unmade (beyond_beam: the beam only gets cheaper): the state is passed over whole. Long
   * runs of blank or unreadable cells, where every move costs the same, fill the beam with the
   * first states' children. What the caller learns is the same: whether it could go on. */
  if (limit != INT_MAX)
    {
      int floor = st->cost + sheet_floor (s, st, 0) + sheet_floor (s, st, 1);
      if (floor > limit)
        return 0;
      if (beyond_beam (ch, floor))
        return chess_movegen_any (&st->pos) ? 1 : 0;
    }
  RcMove moves[CHESS_MAX_MOVES];
  int count = rc_moves_describe (&st->pos, moves);
  for (int mi = 0; mi < count; mi++)
    {
      if (ply < s->forced_count && moves[mi].move != s->forced[ply])
        continue;
      RcOption a[5], b[5];
      int na = sheet_options (s, st, 0, &moves[mi], a);
      int nb = sheet_options (s, st, 1, &moves[mi], b);
      ChessKey key = 0;
      for (int x = 0; x < na; x++)
        for (int y = 0; y < nb; y++)
          {
            int cost = st->cost + a[x].cost + b[y].cost;
            if (cost > limit)
              continue;
            made++;
            if (beyond_beam (ch, cost))
              continue;
            if (!key)
              {
                ChessPosition p = st->pos;
                ChessUndo undo;
                chess_position_make (&p, moves[mi].move, &undo);
                key = p.key ? p.key : 1;
              }
            RcChild c = { k,
                          moves[mi].move,
                          key,
                          cost,
                          0,
                          { a[x].idx, b[y].idx },
                          { a[x].cell, b[y].cell },
                          { a[x].flag, b[y].flag },
                          { a[x].op, b[y].op },
                          -1,
                          CHESS_MOVE_NONE,
                          0 };
            if (!children_add (ch, &c))
              return -1;
          }
    }
  return made;
}

static int
compare_children (const void *pa, const void *pb)
{
  const RcChild *a = pa, *b = pb;
  if (a->cost != b->cost)
    return a->cost < b->cost ? -1 : 1;
  return a->order < b->order ? -1 : a->order > b->order;
}

static int
add_node (RcSearch *s, int parent, ChessMove move, int cost, const short cell[2],
          const unsigned char op[2], const ChessPosition *after)
{
  if (!grow ((void **) &s->nodes, &s->node_cap, s->node_count + 1, sizeof *s->nodes))
    return -1;
  RcNode *n = &s->nodes[s->node_count];
  *n = (RcNode){ parent,
                 move,
                 cost,
                 { cell[0], cell[1] },
                 { op[0], op[1] },
                 -1,
                 CHESS_MOVE_NONE,
                 0,
                 chess_position_repetition_key (after) };
  return s->node_count++;
}

/* How many times the state's position has stood on its path (9.2.2), counted back over the
 * moves since the last capture or pawn move, before which it cannot have stood. */
static int
occurrences (const RcSearch *s, const RcState *st)
{
  /* Five occurrences take at least sixteen reversible half-moves. */
  if (st->pos.halfmove < 16)
    return 1;
  ChessKey key = s->nodes[st->node].repetition;
  int seen = 1, node = s->nodes[st->node].parent;
  for (int back = 1; node >= 0 && back <= st->pos.halfmove; back++)
    {
      seen += s->nodes[node].repetition == key;
      node = s->nodes[node].parent;
    }
  return seen;
}

/* The position of the state ended the game by itself, with moves still possible: a dead position
 * the rules see without a search (5.2.2), a fifth occurrence (9.6.1) or 75 moves of each side
 * without a capture or pawn move (9.6.2). No move after it belongs to the game. (Checkmate and
 * stalemate leave no move to make.) */
static bool
ended_with_moves (const RcSearch *s, const RcState *st)
{
  ChessEnded e;
  return chess_ended_position (NULL, &st->pos, occurrences (s, st), NULL, &e)
         && e.ending != CHESS_ENDING_CHECKMATE && e.ending != CHESS_ENDING_STALEMATE;
}

/* A state whose sheets are read to their ends (but for at most two extra cells each) ends a
 * game; so does, with all its cells left over, a dead end (checkmate or stalemate with cells
 * still to read). */
static bool
note_final (RcSearch *s, const RcState *st, bool dead_end)
{
  int left[2];
  for (int k = 0; k < 2; k++)
    {
      left[k] = s->sheets[k].count - st->idx[k];
      if (st->flag[k] || (left[k] > 2 && !dead_end))
        return true;
    }
  if (!grow ((void **) &s->finals, &s->final_cap, s->final_count + 1, sizeof *s->finals))
    return false;
  RcFinal *f = &s->finals[s->final_count++];
  memset (f, 0, sizeof *f);
  f->node = st->node;
  f->cost = st->cost + RC_COST_EXTRA * (left[0] + left[1]);
  f->trailing[0] = left[0];
  f->trailing[1] = left[1];
  f->pos = st->pos;
  return true;
}

static int
best_final (const RcSearch *s)
{
  int best = -1;
  for (int k = 0; k < s->final_count; k++)
    if (best < 0 || s->finals[k].cost < best)
      best = s->finals[k].cost;
  return best;
}

/* Turns the cheapest children into the next beam. */
static int
next_beam (RcSearch *s, RcChildren *ch, const RcState *cur, RcState *next)
{
  if (ch->count > 0)
    qsort (ch->items, (size_t) ch->count, sizeof *ch->items, compare_children);
  int n = ch->count < BEAM_WIDTH ? ch->count : BEAM_WIDTH;
  for (int k = 0; k < n; k++)
    {
      const RcChild *c = &ch->items[k];
      const RcState *p = &cur[c->parent_state];
      RcState *st = &next[k];
      st->pos = p->pos;
      ChessUndo undo;
      chess_position_make (&st->pos, c->move, &undo);
      st->cost = c->cost;
      memcpy (st->idx, c->idx, sizeof st->idx);
      memcpy (st->flag, c->flag, sizeof st->flag);
      st->node = add_node (s, p->node, c->move, c->cost, c->cell, c->op, &st->pos);
      if (st->node < 0)
        return -1;
      if (c->alt_state >= 0)
        {
          RcNode *node = &s->nodes[st->node];
          node->alt_parent = cur[c->alt_state].node;
          node->alt_move = c->alt_move;
          node->alt_delta = c->alt_cost - c->cost;
        }
    }
  return n;
}

/* A state with nothing left to read goes no further, unless the arbiter's moves go on. */
static bool
exhausted (const RcSearch *s, const RcState *st, int ply)
{
  return st->idx[0] >= s->sheets[0].count && st->idx[1] >= s->sheets[1].count
         && ply >= s->forced_count;
}

bool
rc_search_run (RcSearch *s, const ChessPosition *start, int final_margin)
{
  RcState *cur = malloc (BEAM_WIDTH * sizeof *cur), *next = malloc (BEAM_WIDTH * sizeof *next);
  RcChildren ch = { 0 };
  bool ok = cur && next;
  int n = 0;
  if (ok)
    {
      short none[2] = { -1, -1 };
      unsigned char op[2] = { RC_OP_NONE, RC_OP_NONE };
      cur[0] = (RcState){
        *start, add_node (s, -1, CHESS_MOVE_NONE, 0, none, op, start), 0, { 0, 0 }, { 0, 0 }
      };
      n = cur[0].node < 0 ? 0 : 1;
      ok = n == 1;
    }
  int max_plies = s->sheets[0].count + s->sheets[1].count + 4;
  if (max_plies < s->forced_count + 1)
    max_plies = s->forced_count + 1;
  for (int ply = 0; ok && n > 0 && ply < max_plies; ply++)
    {
      int min = cur[0].cost, best = best_final (s);
      if (best >= 0 && min > best + final_margin)
        break;
      children_reset (&ch);
      int limit = min + COST_WINDOW;
      for (int k = 0; ok && k < n; k++)
        {
          /* A game ends after the arbiter's moves, never among them. One the position ended
           * (5.2.2, 9.6) goes no further, its cells left over as after a checkmate. */
          bool ended = ply >= s->forced_count && ended_with_moves (s, &cur[k]);
          ok = ply < s->forced_count || note_final (s, &cur[k], ended);
          if (ended)
            continue;
          int made = 0;
          if (ok && !exhausted (s, &cur[k], ply))
            made = expand_state (s, cur, k, ply, limit, &ch);
          ok = made >= 0;
          if (ok && made == 0 && !chess_movegen_any (&cur[k].pos))
            ok = note_final (s, &cur[k], true);
        }
      /* Every state of the beam may have only dear ways on (garbage in the middle of a swap):
       * then they all go on, whatever they cost. */
      for (int k = 0; ok && ch.count == 0 && k < n; k++)
        if (!exhausted (s, &cur[k], ply)
            && !(ply >= s->forced_count && ended_with_moves (s, &cur[k])))
          ok = expand_state (s, cur, k, ply, INT_MAX, &ch) >= 0;
      if (!ok)
        break;
      n = next_beam (s, &ch, cur, next);
      ok = n >= 0;
      RcState *t = cur;
      cur = next;
      next = t;
    }
  free (cur);
  free (next);
  free (ch.items);
  free (ch.table);
  return ok;
}

void
rc_search_clear (RcSearch *s)
{
  free (s->cells[0]);
  free (s->cells[1]);
  free (s->nodes);
  free (s->finals);
  memset (s, 0, sizeof *s);
}
