/* chess-mate-sets.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The exhaustive walk with one king's squares kept as a set beside the rest of the position.
 *
 * In the positions where the exhaustive walk takes longest (pawn races, tempo counts), one king
 * walks about while the other men stand or make a counted number of pawn moves: the positions
 * reached are the few arrangements of the rest times the many squares of that king. This walk
 * visits exactly the positions chess_mate_exhaust visits, but stores each as the rest of the
 * position (every man but the walking king, side to move, castling rights, en passant square,
 * stored whole by chess-mate-store.c) and a bitboard of the squares that king has been seen on
 * with that rest. A position is (rest, square), so two positions are taken for one only when both
 * are the same; a position is skipped only when its square is already in its rest's set. All the
 * children of one rest's squares that share a rest are gathered first and stored once.
 *
 * Each square added to a set is followed (every legal move from that position) unless, after a
 * capture, a promotion or a pawn meeting an enemy pawn, the static proofs show the position
 * hopeless for W (chess_mate_prune), as in the exhaustive walk. So when nothing is left to follow
 * and no move of W gave checkmate, none is reachable: the same proof as the exhaustive walk's
 * "no". The rests are followed in the exhaustive walk's order (captures and pawn moves first).
 *
 * A square does not remember how it was reached, only each rest its first parent rest and move.
 * When a move of W checkmates, a line to it is looked for backwards over the stored positions:
 * one step back from (rest, square) is the first parent rest (with the same square, or the
 * king's square before, when that move was the king's), or, after a move of the walking king,
 * the rest before it with a neighbouring square seen there (and any man the king took), or,
 * after a move of another man, that man taken back (with any man it took, a pawn un-promoted,
 * en passant). Each step is checked by making the move, the nearest the root first, depth first
 * and then, when that goes astray, breadth first; the whole line is replayed by the move
 * generator before YES is answered. When no line is found the answer is UNDETERMINED, and the
 * exhaustive walk after it finds one. The recovery only chooses which line is shown: it never
 * bears on a "no".
 */
#include "chess-mate-private.h"

#include <stdlib.h>
#include <string.h>

#include "chess-mate-reach.h"
#include "chess-movegen.h"
#include "chess-tables.h"

/* The order of the exhaustive walk (chess-mate-exhaust.c). */
#define PROGRESS 4u
#define PRIORITY_BASE (1u << 30)

/* The children of one expansion, gathered by rest: a small table, flushed into the store when
 * half full and at the end of the expansion. */
#define LOCAL_SLOTS 512u

typedef struct
{
  ChessMatePacked packed;
  ChessKey key;
  ChessBitboard to;    /* squares of the king */
  ChessBitboard worth; /* those reached by a move after which a static proof may cut */
  ChessMove move;      /* the first move that led there */
  bool changes;        /* that move captured or moved a pawn */
  bool used;
} Child;

typedef struct
{
  Child slot[LOCAL_SLOTS];
  uint16_t used[LOCAL_SLOTS];
  unsigned count;
} Children;

typedef struct
{
  ChessMateContext *ctx;
  const ChessPosition *root;
  ChessColor w, k;
  ChessSquare start; /* the walking king's square in the root */
  ChessMateStore st;
} Walk;

/* Puts the king of colour k on s, or takes it off (the key is the caller's business). */
static inline void
lift (ChessPosition *pos, ChessColor k, ChessSquare s)
{
  ChessBitboard b = CHESS_BB (s);
  pos->board[s] = pos->board[s] == CHESS_NO_PIECE ? CHESS_PIECE (k, CHESS_KING) : CHESS_NO_PIECE;
  pos->pieces[CHESS_KING] ^= b;
  pos->colors[k] ^= b;
}

static inline ChessKey
king_key (const Walk *wk, ChessSquare s)
{
  return CHESS_ZOBRIST_PIECE (CHESS_PIECE (wk->k, CHESS_KING), s);
}

/* The position of node n with the walking king on s. */
static void
concrete (const Walk *wk, uint32_t n, ChessSquare s, ChessPosition *pos)
{
  chess_mate_store_position (wk->ctx, n, wk->root, pos);
  lift (pos, wk->k, s);
  pos->key ^= king_key (wk, s);
}

/* Adds the king's squares for a rest, reached from node parent (those of worth first asked of
 * the static proofs, once, when new); false at the node limit. */
static bool
add (Walk *wk, const Child *c, uint32_t parent)
{
  ChessMateContext *ctx = wk->ctx;
  if (wk->st.count >= wk->st.limit)
    return false;
  bool added;
  uint32_t n = chess_mate_store_intern (&wk->st, &c->packed, c->key, &added);
  if (added)
    {
      ctx->squares[n] = ctx->pending[n] = 0;
      ctx->parent[n] = parent;
      ctx->move[n] = c->move;
      int depth = chess_mate_store_depth (ctx, parent) + 1;
      ctx->depth[n]
          = (uint16_t) (depth < (int) CHESS_MATE_NODE_DEPTH ? depth : (int) CHESS_MATE_NODE_DEPTH);
      ctx->progress[n] = (uint16_t) (ctx->progress[parent] + c->changes);
    }
  ChessBitboard fresh = c->to & ~ctx->squares[n];
  ctx->squares[n] |= fresh;
  ChessBitboard ask = fresh & c->worth;
  if (ask)
    {
      ChessPosition pos;
      chess_mate_store_position (ctx, n, wk->root, &pos);
      while (ask)
        {
          ChessSquare s = chess_pop_lsb (&ask);
          lift (&pos, wk->k, s);
          pos.key ^= king_key (wk, s);
          if (chess_mate_prune (ctx, &pos, wk->w))
            fresh &= ~CHESS_BB (s);
          lift (&pos, wk->k, s);
          pos.key ^= king_key (wk, s);
        }
    }
  if (fresh)
    {
      if (!ctx->pending[n])
        chess_mate_store_push (
            &wk->st, PRIORITY_BASE + chess_mate_store_depth (ctx, n) - PROGRESS * ctx->progress[n],
            n);
      ctx->pending[n] |= fresh;
    }
  return true;
}

static bool
flush (Walk *wk, Children *ch, uint32_t parent)
{
  bool ok = true;
  for (unsigned i = 0; i < ch->count; i++)
    {
      Child *c = &ch->slot[ch->used[i]];
      if (ok)
        ok = add (wk, c, parent);
      c->used = false;
    }
  ch->count = 0;
  return ok;
}

static Child *
gather (Children *ch, const ChessMatePacked *p, ChessKey key, ChessMove m, bool changes)
{
  uint32_t i = (uint32_t) key & (LOCAL_SLOTS - 1);
  while (ch->slot[i].used)
    {
      if (ch->slot[i].key == key && memcmp (&ch->slot[i].packed, p, sizeof *p) == 0)
        return &ch->slot[i];
      i = (i + 1) & (LOCAL_SLOTS - 1);
    }
  Child *c = &ch->slot[i];
  c->used = true;
  c->packed = *p;
  c->key = key;
  c->to = c->worth = 0;
  c->move = m;
  c->changes = changes;
  ch->used[ch->count++] = (uint16_t) i;
  return c;
}

/* ---- the line, backwards ---- */

#ifndef VISITED_BITS
#define VISITED_BITS 16
#endif
#define VISITED_SLOTS (1u << VISITED_BITS)

typedef struct
{
  uint32_t visited[VISITED_SLOTS]; /* node * 64 + square + 1; 0: free */
  uint16_t at[VISITED_SLOTS];      /* the fewest steps back it was reached with */
  unsigned count, calls;
  unsigned budget;                     /* calls allowed */
  ChessMove back[CHESS_MATE_MAX_LINE]; /* back[i]: the (i+1)-th move from the end */
  /* The search breadth first: positions, the entry one step nearer the checkmate, the move. */
  uint32_t qnode[VISITED_SLOTS / 2];
  uint8_t qsq[VISITED_SLOTS / 2];
  uint32_t qnext[VISITED_SLOTS / 2];
  ChessMove qmove[VISITED_SLOTS / 2];
} Back;

/* False when (n, s) was reached in as few steps back before, or the search is too long. A
 * position reached again in fewer steps is tried again: the line has a bound on its length,
 * and the first way back to a position may have been the long one. */
static bool
visit (Back *b, uint32_t n, ChessSquare s, int len)
{
  uint32_t v = n * 64u + (uint32_t) s + 1u;
  if (b->count >= VISITED_SLOTS / 2 || ++b->calls > b->budget)
    return false;
  uint32_t i = (v * 2654435761u) & (VISITED_SLOTS - 1);
  while (b->visited[i])
    {
      if (b->visited[i] == v)
        {
          if (b->at[i] <= len)
            return false;
          b->at[i] = (uint16_t) len;
          return true;
        }
      i = (i + 1) & (VISITED_SLOTS - 1);
    }
  b->visited[i] = v;
  b->at[i] = (uint16_t) len;
  b->count++;
  return true;
}

/* Does move m from (node from, square x) lead to (node to, square s)? */
static bool
leads (const Walk *wk, uint32_t from, ChessSquare x, ChessMove m, uint32_t to, ChessSquare s)
{
  if (!(wk->ctx->squares[from] & CHESS_BB (x)))
    return false;
  ChessPosition pos;
  concrete (wk, from, x, &pos);
  if (!chess_movegen_is_legal (&pos, m))
    return false;
  ChessUndo u;
  chess_position_make (&pos, m, &u);
  if (chess_position_king (&pos, wk->k) != s)
    return false;
  lift (&pos, wk->k, s);
  ChessMatePacked p;
  chess_mate_pack (&pos, &p);
  return memcmp (&p, &wk->ctx->packed[to], sizeof p) == 0;
}

/* The positions one step back, to be tried nearest the root first. */
#define MAX_CANDS 48

typedef struct
{
  uint32_t node[MAX_CANDS];
  ChessSquare sq[MAX_CANDS];
  ChessMove move[MAX_CANDS];
  int count;
} Cands;

/* Notes (from, x) when m leads from there to (n, s). */
static void
step (const Walk *wk, Cands *cs, uint32_t from, ChessSquare x, ChessMove m, uint32_t n,
      ChessSquare s)
{
  if (cs->count == MAX_CANDS || from == CHESS_MATE_SEEN || !leads (wk, from, x, m, n, s))
    return;
  cs->node[cs->count] = from;
  cs->sq[cs->count] = x;
  cs->move[cs->count++] = m;
}

/* The node of pos without the walking king (on s), or CHESS_MATE_SEEN. */
static uint32_t
node_of (const Walk *wk, ChessPosition *pos, ChessSquare s)
{
  lift (pos, wk->k, s);
  pos->key = chess_position_compute_key (pos);
  ChessMatePacked p;
  chess_mate_pack (pos, &p);
  uint32_t n = chess_mate_store_find (&wk->st, &p, pos->key);
  lift (pos, wk->k, s);
  return n;
}

/* Where a man may have come from: squares, whether it took a man, whether a pawn promoted. */
typedef struct
{
  ChessBitboard from;
  bool capture, promotion;
} Way;

/* Steps back over a move of a man other than the walking king, to any stored position before
 * it: the man taken back to a square it came from (a pawn un-promoted), with or without a man
 * it took, and any en passant square a pawn of the other side could have left. Castling is not
 * taken back (the search only misses lines through them). */
static void
unmove (const Walk *wk, Cands *cs, uint32_t n, ChessSquare s, ChessSquare to)
{
  ChessPosition q;
  concrete (wk, n, s, &q);
  ChessColor c = !q.side;
  ChessPiece pc = q.board[to];
  ChessPieceType t = CHESS_PIECE_TYPE (pc);
  ChessBitboard occ = chess_position_occupied (&q), empty = ~occ;
  int dir = chess_pawn_push (c);
  int rank = CHESS_RANK_OF (to), last = c == CHESS_WHITE ? 7 : 0;
  ChessBitboard behind = 0, diag = 0;
  if ((t == CHESS_PAWN || rank == last) && to - dir >= 0 && to - dir < 64)
    {
      ChessSquare f = to - dir;
      behind = CHESS_BB (f) & empty;
      diag = (chess_king_attacks[f] & CHESS_RANK_BB (CHESS_RANK_OF (f)) & empty) & ~CHESS_BB (f);
    }
  Way ways[4];
  int nw = 0;
  if (t == CHESS_PAWN && rank == (c == CHESS_WHITE ? 5 : 2) && behind && diag)
    {
      /* En passant: the pawn taken stood behind the square, the square was the en passant one. */
      ChessPosition p = q;
      ChessSquare taken = to - dir;
      p.board[taken] = CHESS_PIECE (!c, CHESS_PAWN);
      p.pieces[CHESS_PAWN] |= CHESS_BB (taken);
      p.colors[!c] |= CHESS_BB (taken);
      p.side = c;
      p.ep = to;
      for (ChessBitboard from = diag; from;)
        {
          ChessSquare f = chess_pop_lsb (&from);
          ChessPosition r = p;
          r.board[to] = CHESS_NO_PIECE;
          r.board[f] = pc;
          r.pieces[CHESS_PAWN] ^= CHESS_BB (to) | CHESS_BB (f);
          r.colors[c] ^= CHESS_BB (to) | CHESS_BB (f);
          ChessMove m = chess_move_make (f, to, CHESS_MOVE_EN_PASSANT, CHESS_PAWN);
          step (wk, cs, node_of (wk, &r, s), s, m, n, s);
        }
    }
  if (t == CHESS_PAWN)
    {
      ChessBitboard dbl = 0;
      if (behind && rank == (c == CHESS_WHITE ? 3 : 4) && (CHESS_BB (to - 2 * dir) & empty))
        dbl = CHESS_BB (to - 2 * dir);
      ways[nw++] = (Way){ behind | dbl, false, false };
      ways[nw++] = (Way){ diag, true, false };
    }
  else
    {
      ways[nw++] = (Way){ chess_piece_attacks (t, to, occ) & empty, false, false };
      ways[nw++] = (Way){ chess_piece_attacks (t, to, occ) & empty, true, false };
      if (rank == last && t != CHESS_KING)
        {
          ways[nw++] = (Way){ behind, false, true };
          ways[nw++] = (Way){ diag, true, true };
        }
    }
  for (int i = 0; i < nw; i++)
    for (ChessBitboard from = ways[i].from; from;)
      {
        ChessSquare f = chess_pop_lsb (&from);
        ChessMove m
            = chess_move_make (f, to, ways[i].promotion ? CHESS_MOVE_PROMOTION : CHESS_MOVE_NORMAL,
                               ways[i].promotion ? t : CHESS_PAWN);
        for (ChessPieceType cap = CHESS_PAWN; cap <= CHESS_QUEEN; cap++)
          {
            if (!ways[i].capture && cap != CHESS_PAWN)
              break;
            if (ways[i].capture && cap == CHESS_PAWN && (rank == 0 || rank == 7))
              continue;
            ChessPosition p = q;
            p.board[to] = ways[i].capture ? CHESS_PIECE (!c, cap) : CHESS_NO_PIECE;
            p.board[f] = ways[i].promotion ? CHESS_PIECE (c, CHESS_PAWN) : pc;
            p.pieces[t] &= ~CHESS_BB (to);
            p.pieces[CHESS_PIECE_TYPE (p.board[f])] |= CHESS_BB (f);
            p.colors[c] ^= CHESS_BB (to) | CHESS_BB (f);
            if (ways[i].capture)
              {
                p.pieces[cap] |= CHESS_BB (to);
                p.colors[!c] |= CHESS_BB (to);
              }
            p.side = c;
            /* En passant squares the other side's last double step may have left. */
            ChessBitboard pawns
                = p.pieces[CHESS_PAWN] & p.colors[!c]
                  & (c == CHESS_WHITE ? 0x000000FF00000000ull : 0x00000000FF000000ull);
            ChessBitboard eps = 0;
            while (pawns)
              {
                ChessSquare x = chess_pop_lsb (&pawns);
                ChessSquare over = c == CHESS_WHITE ? x + 8 : x - 8;
                ChessSquare start = c == CHESS_WHITE ? x + 16 : x - 16;
                if (!((CHESS_BB (over) | CHESS_BB (start)) & chess_position_occupied (&p)))
                  eps |= CHESS_BB (over);
              }
            for (int e = -1; e < 64; e = eps ? chess_pop_lsb (&eps) : 64)
              {
                p.ep = e < 0 ? CHESS_SQUARE_NONE : (ChessSquare) e;
                step (wk, cs, node_of (wk, &p, s), s, m, n, s);
              }
          }
      }
}

/* The positions one step back from (n, s), nearest the root first. */
static void
cands_of (const Walk *wk, uint32_t n, ChessSquare s, Cands *cs)
{
  const ChessMateContext *ctx = wk->ctx;
  cs->count = 0;
  /* The first parent: the same square, or the king's square before its own move. */
  if (n != 0)
    {
      uint32_t pn = ctx->parent[n];
      ChessMove m = ctx->move[n];
      step (wk, cs, pn, s, m, n, s);
      if (chess_move_from (m) != s)
        step (wk, cs, pn, chess_move_from (m), m, n, s);
    }
  const ChessMatePacked *p = &ctx->packed[n];
  ChessColor mover = !(ChessColor) (p->w[3] & 1);
  /* After a move of the walking king (no en passant square then): the rest before it, with a
   * man it took or none, any en passant square, and a neighbour seen there. */
  if (mover == wk->k && ((p->w[3] >> 5) & 127) == 0)
    {
      ChessPosition rest;
      chess_mate_store_position (ctx, n, wk->root, &rest);
      rest.side = wk->k;
      ChessSquare ep_first = wk->k == CHESS_WHITE ? 40 : 16; /* the other side's double steps */
      for (int cap = -1; cap <= CHESS_QUEEN; cap++)
        {
          if (cap == CHESS_PAWN && (CHESS_RANK_OF (s) == 0 || CHESS_RANK_OF (s) == 7))
            continue;
          ChessPosition q = rest;
          if (cap >= 0)
            {
              q.board[s] = CHESS_PIECE (!wk->k, (ChessPieceType) cap);
              q.pieces[cap] |= CHESS_BB (s);
              q.colors[!wk->k] |= CHESS_BB (s);
            }
          for (int e = -1; e < 8; e++)
            {
              q.ep = e < 0 ? CHESS_SQUARE_NONE : ep_first + e;
              q.key = chess_position_compute_key (&q);
              ChessMatePacked qp;
              chess_mate_pack (&q, &qp);
              uint32_t sib = chess_mate_store_find (&wk->st, &qp, q.key);
              if (sib == CHESS_MATE_SEEN)
                continue;
              ChessBitboard from = ctx->squares[sib] & chess_king_attacks[s];
              while (from)
                {
                  ChessSquare x = chess_pop_lsb (&from);
                  step (wk, cs, sib, x, chess_move_make (x, s, CHESS_MOVE_NORMAL, CHESS_PAWN), n,
                        s);
                }
            }
        }
    }
  /* After a move of another man of the side that moved last. */
  ChessPosition q;
  concrete (wk, n, s, &q);
  ChessBitboard men = q.colors[mover];
  if (mover == wk->k)
    men &= ~CHESS_BB (s);
  while (men)
    unmove (wk, cs, n, s, chess_pop_lsb (&men));
  /* Nearest the root first (a few candidates: insertion sort). */
  for (int i = 1; i < cs->count; i++)
    for (int j = i; j > 0
                    && chess_mate_store_depth (ctx, cs->node[j])
                           < chess_mate_store_depth (ctx, cs->node[j - 1]);
         j--)
      {
        uint32_t tn = cs->node[j];
        ChessSquare ts = cs->sq[j];
        ChessMove tm = cs->move[j];
        cs->node[j] = cs->node[j - 1];
        cs->sq[j] = cs->sq[j - 1];
        cs->move[j] = cs->move[j - 1];
        cs->node[j - 1] = tn;
        cs->sq[j - 1] = ts;
        cs->move[j - 1] = tm;
      }
}

/* A line from the root to (n, s) into b->back, backwards, depth first; its length, or -1. */
static int
back (const Walk *wk, Back *b, uint32_t n, ChessSquare s, int len)
{
  if (n == 0 && s == wk->start)
    return len;
  if (len >= CHESS_MATE_MAX_LINE - 1 || !visit (b, n, s, len))
    return -1;
  Cands cs;
  cands_of (wk, n, s, &cs);
  for (int i = 0; i < cs.count; i++)
    {
      b->back[len] = cs.move[i];
      int l = back (wk, b, cs.node[i], cs.sq[i], len + 1);
      if (l >= 0)
        return l;
    }
  return -1;
}

/* The same breadth first, for the shortest line when the search depth first went astray. */
static int
back_wide (const Walk *wk, Back *b, uint32_t n, ChessSquare s)
{
  unsigned head = 0, tail = 0;
  b->qnode[tail] = n;
  b->qsq[tail] = (uint8_t) s;
  b->qnext[tail++] = UINT32_MAX;
  visit (b, n, s, 0);
  while (head < tail)
    {
      unsigned cur = head++;
      if (b->qnode[cur] == 0 && b->qsq[cur] == wk->start)
        {
          int len = 0;
          for (unsigned x = cur; b->qnext[x] != UINT32_MAX && len < CHESS_MATE_MAX_LINE;
               x = b->qnext[x])
            b->back[len++] = b->qmove[x];
          /* back[] holds the moves from the root onwards: reverse them into the order used. */
          for (int i = 0; i < len / 2; i++)
            {
              ChessMove t = b->back[i];
              b->back[i] = b->back[len - 1 - i];
              b->back[len - 1 - i] = t;
            }
          return len < CHESS_MATE_MAX_LINE ? len : -1;
        }
      Cands cs;
      cands_of (wk, b->qnode[cur], b->qsq[cur], &cs);
      for (int i = 0; i < cs.count && tail < VISITED_SLOTS / 2; i++)
        if (visit (b, cs.node[i], cs.sq[i], 1))
          {
            b->qnode[tail] = cs.node[i];
            b->qsq[tail] = (uint8_t) cs.sq[i];
            b->qnext[tail] = cur;
            b->qmove[tail++] = cs.move[i];
          }
    }
  return -1;
}

/* The line to (n, s) and then m into result; false when none is found or it does not replay. */
static bool
line_to (const Walk *wk, uint32_t n, ChessSquare s, ChessMove m, ChessMateResult *result)
{
  Back *b = malloc (sizeof *b);
  if (!b)
    return false;
  b->count = b->calls = 0;
  b->budget = 4096;
  memset (b->visited, 0, sizeof b->visited);
  int len = back (wk, b, n, s, 0);
  if (len < 0)
    {
      b->count = b->calls = 0;
      b->budget = 8192; /* each position back costs a few microseconds */
      memset (b->visited, 0, sizeof b->visited);
      len = back_wide (wk, b, n, s);
    }
  for (int i = 0; i < len; i++)
    result->line[i] = b->back[len - 1 - i];
  free (b);
  if (len < 0 || len + 1 > CHESS_MATE_MAX_LINE)
    return false;
  result->line[len] = m;
  result->length = len + 1;
  return chess_mate_line_is_helpmate (wk->root, wk->w, result->line, result->length);
}

/* ---- the walk ---- */

/* The squares the king of colour c can walk to now, through squares free of its own men and of
 * the other side's pawn attacks (pawns move seldom and slowly). */
static int
room (const ChessPosition *pos, ChessColor c)
{
  ChessBitboard pass
      = ~pos->colors[c] & ~chess_pawn_attack_set (pos->pieces[CHESS_PAWN] & pos->colors[!c], !c);
  ChessBitboard seen = CHESS_BB (chess_position_king (pos, c)), todo = seen;
  while (todo)
    {
      ChessBitboard next = chess_king_attacks[chess_pop_lsb (&todo)] & pass & ~seen;
      seen |= next;
      todo |= next;
    }
  return chess_popcount (seen);
}

ChessMateAnswer
chess_mate_walk_sets (ChessMateContext *ctx, const ChessPosition *root, ChessColor w,
                      uint32_t limit, ChessMateResult *result)
{
  /* The king with more room walks: then a rest holds many of its squares. Either choice gives
   * the same proof; only the time differs. */
  ChessColor k = room (root, w) > room (root, !w) ? w : !w;
  Walk wk = { .ctx = ctx, .root = root, .w = w, .k = k };
  wk.start = chess_position_king (root, k);
  ChessPosition pos = *root;
  lift (&pos, k, wk.start);
  pos.key ^= king_key (&wk, wk.start);
  chess_mate_store_begin (&wk.st, ctx, &pos, limit);
  ctx->squares[0] = ctx->pending[0] = CHESS_BB (wk.start);
  ctx->progress[0] = 0;
  chess_mate_store_push (&wk.st, PRIORITY_BASE, 0);
  /* Positions followed: a bound on the time besides the stored rests. */
  uint64_t followed = 0, most = 10ull * wk.st.limit;
  Children ch;
  memset (&ch, 0, sizeof ch);
  ChessMoveList list;
  ChessPosition rest;
  ChessMateAnswer answer = CHESS_MATE_NO;
  while (wk.st.queued && answer == CHESS_MATE_NO)
    {
      uint32_t n = chess_mate_store_pop (&wk.st);
      ChessBitboard bits = ctx->pending[n];
      ctx->pending[n] = 0;
      chess_mate_store_position (ctx, n, root, &rest);
      while (bits && answer == CHESS_MATE_NO)
        {
          ChessSquare s = chess_pop_lsb (&bits);
          /* Past its limit, or holding hardly more than one square a rest (then the
           * exhaustive walk does the same work for less). */
          if (++followed > most || (followed > 65536 && 2 * wk.st.count > followed))
            {
              answer = CHESS_MATE_UNDETERMINED;
              break;
            }
          pos = rest;
          lift (&pos, k, s);
          pos.key ^= king_key (&wk, s);
          chess_movegen_legal (&pos, &list);
          bool w_moves = pos.side == w;
          for (int i = 0; i < list.count && answer == CHESS_MATE_NO; i++)
            {
              ChessMove m = list.moves[i];
              bool changes = pos.board[chess_move_to (m)] != CHESS_NO_PIECE
                             || CHESS_PIECE_TYPE (pos.board[chess_move_from (m)]) == CHESS_PAWN;
              ChessUndo u;
              chess_position_make (&pos, m, &u);
              if (w_moves && chess_position_in_check (&pos) && !chess_movegen_any (&pos))
                {
                  answer
                      = line_to (&wk, n, s, m, result) ? CHESS_MATE_YES : CHESS_MATE_UNDETERMINED;
                  break;
                }
              ChessSquare to = chess_position_king (&pos, k);
              ChessMatePacked p;
              lift (&pos, k, to);
              chess_mate_pack (&pos, &p);
              lift (&pos, k, to);
              Child *c = gather (&ch, &p, pos.key ^ king_key (&wk, to), m, changes);
              c->to |= CHESS_BB (to);
              if (chess_mate_worth_proof (&pos, m, &u))
                c->worth |= CHESS_BB (to);
              chess_position_unmake (&pos, m, &u);
              if (ch.count >= LOCAL_SLOTS / 2 && !flush (&wk, &ch, n))
                answer = CHESS_MATE_UNDETERMINED;
            }
        }
      if (!flush (&wk, &ch, n) && answer == CHESS_MATE_NO)
        answer = CHESS_MATE_UNDETERMINED;
    }
  result->nodes = wk.st.count;
  return answer;
}
