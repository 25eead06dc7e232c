/* chess-mate-private.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * What the files of the mate proofs share inside the rules core: the static proofs, the store of
 * positions and the two searches over it.
 */
#pragma once

#include "chess-mate.h"

/* True when the static proofs (material, reach) show that w can never checkmate from pos. */
bool chess_mate_hopeless (const ChessPosition *pos, ChessColor w);

/* The same from the material alone (cheap enough to ask in every position of a search). */
bool chess_mate_material_hopeless (const ChessPosition *pos, ChessColor w);

/* The same for a search that asks it of many positions after captures and pawn moves; it may say
 * false without trying (see chess-mate.c), which only costs the search a cut. */
bool chess_mate_prune (ChessMateContext *ctx, const ChessPosition *pos, ChessColor w);

/* King moves from a to b on an empty board. */
static inline int
chess_mate_distance (ChessSquare a, ChessSquare b)
{
  int df = CHESS_FILE_OF (a) - CHESS_FILE_OF (b), dr = CHESS_RANK_OF (a) - CHESS_RANK_OF (b);
  df = df < 0 ? -df : df;
  dr = dr < 0 ? -dr : dr;
  return df > dr ? df : dr;
}

/* Is the position after move m (undo u) worth asking the static proofs about? After a capture,
 * a promotion or a pawn step that meets an enemy pawn head on, they often succeed; after other
 * pawn steps they seldom do, and in positions full of pawns they would cost more than the
 * search they save. Not asking is always allowed: the search just follows the position. */
static inline bool
chess_mate_worth_proof (const ChessPosition *pos, ChessMove m, const ChessUndo *u)
{
  if (u->captured != CHESS_NO_PIECE || chess_move_kind (m) == CHESS_MOVE_PROMOTION)
    return true;
  ChessSquare to = chess_move_to (m);
  ChessPiece p = pos->board[to];
  if (CHESS_PIECE_TYPE (p) != CHESS_PAWN)
    return false;
  ChessColor c = CHESS_PIECE_COLOR (p);
  int ahead = c == CHESS_WHITE ? to + 8 : to - 8;
  return ahead >= 0 && ahead < 64 && pos->board[ahead] != CHESS_NO_PIECE
         && CHESS_PIECE_TYPE (pos->board[ahead]) == CHESS_PAWN
         && CHESS_PIECE_COLOR (pos->board[ahead]) != c;
}

/* -- the store of positions (chess-mate-store.c) -- */

#define CHESS_MATE_SEEN UINT32_MAX
#define CHESS_MATE_NODE_CUT 0x8000u    /* seen, but the static proofs show it hopeless */
#define CHESS_MATE_NODE_LOOKED 0x4000u /* the search looked two plies past it already */
#define CHESS_MATE_NODE_DEPTH 0x3FFFu

typedef struct
{
  ChessMateContext *ctx;
  uint32_t stamp; /* 1..255: marks this question's slots */
  uint32_t count;
  uint32_t limit;
  uint32_t mask;   /* slots in use, minus one: twice the limit, so that a small search stays in
                      cache */
  uint32_t queued; /* nodes waiting in the priority queue */
} ChessMateStore;

void chess_mate_pack (const ChessPosition *pos, ChessMatePacked *out);

/* Starts a question's store with root as node 0; at most limit nodes (capped by the context's
 * size). */
void chess_mate_store_begin (ChessMateStore *st, ChessMateContext *ctx, const ChessPosition *root,
                             uint32_t limit);

/* Adds pos, reached from node parent by m, unless the same position is stored: its node, or
 * CHESS_MATE_SEEN. The caller checks st->count < st->limit first. */
uint32_t chess_mate_store_add (ChessMateStore *st, const ChessPosition *pos, uint32_t parent,
                               ChessMove m, int depth);

/* The node of the packed position p (key: its Zobrist key), added when not stored yet (*added
 * then true; only its packed form is written). The caller checks st->count < st->limit first. */
uint32_t chess_mate_store_intern (ChessMateStore *st, const ChessMatePacked *p, ChessKey key,
                                  bool *added);

/* The node of the packed position p, or CHESS_MATE_SEEN when it is not stored. */
uint32_t chess_mate_store_find (const ChessMateStore *st, const ChessMatePacked *p, ChessKey key);

/* Asks the memory for the slot of a position with that key, before adding it. */
void chess_mate_store_prefetch (const ChessMateStore *st, ChessKey key);

/* The priority queue of nodes to expand, smallest priority first (ties: the older node). */
void chess_mate_store_push (ChessMateStore *st, uint32_t priority, uint32_t node);
uint32_t chess_mate_store_pop (ChessMateStore *st);

/* The position of node, with what packing leaves out (castling rooks, Chess960) from root. */
void chess_mate_store_position (const ChessMateContext *ctx, uint32_t node,
                                const ChessPosition *root, ChessPosition *pos);

/* The moves from the root to node into line; -1 when longer than CHESS_MATE_MAX_LINE. */
int chess_mate_store_line (const ChessMateContext *ctx, uint32_t node, ChessMove *line);

static inline int
chess_mate_store_depth (const ChessMateContext *ctx, uint32_t node)
{
  return ctx->depth[node] & CHESS_MATE_NODE_DEPTH;
}

static inline unsigned
chess_mate_store_flags (const ChessMateContext *ctx, uint32_t node)
{
  return ctx->depth[node] & ~CHESS_MATE_NODE_DEPTH;
}

static inline void
chess_mate_store_mark (ChessMateContext *ctx, uint32_t node, unsigned flag)
{
  ctx->depth[node] |= (uint16_t) flag;
}

/* -- the searches -- */

/* Best-first, in the order of W's threats (chess-mate-search.c): YES with a line, NO when every
 * reachable position was stored, else UNDETERMINED. */
ChessMateAnswer chess_mate_best_first (ChessMateContext *ctx, const ChessPosition *root,
                                       ChessColor w, uint32_t limit, ChessMateResult *result);

/* A depth-first hunt guided by the usual plan of a helpmate (chess-mate-dive.c): YES with a line,
 * else UNDETERMINED (it never proves "no"). */
ChessMateAnswer chess_mate_dive (ChessMateContext *ctx, const ChessPosition *root, ChessColor w,
                                 uint32_t limit, ChessMateResult *result);

/* The same walk as chess_mate_exhaust, each position stored as the rest of it (all but one king)
 * and the set of squares that king stands on with that rest (chess-mate-sets.c): YES with a
 * line, NO when no checkmate by w is reachable, UNDETERMINED at the limit or when a checkmate was
 * met but no line to it recovered. */
ChessMateAnswer chess_mate_walk_sets (ChessMateContext *ctx, const ChessPosition *root,
                                      ChessColor w, uint32_t limit, ChessMateResult *result);

/* Every reachable position (chess-mate-exhaust.c): YES with a line to a checkmate by w, NO when
 * none is reachable, UNDETERMINED at the limit. */
ChessMateAnswer chess_mate_exhaust (ChessMateContext *ctx, const ChessPosition *root, ChessColor w,
                                    uint32_t limit, ChessMateResult *result);

/* Do W's pieces (besides king and pawns) consist of bishops all of one colour? Then
 * chess_mate_corner may be asked. */
bool chess_mate_corner_applies (const ChessPosition *pos, ChessColor w);

/* A best-first hunt towards the mate of bishops of one colour in a corner, L's men beside L's
 * king (chess-mate-corner.c): YES with a line, else UNDETERMINED (it never proves "no"). */
ChessMateAnswer chess_mate_corner (ChessMateContext *ctx, const ChessPosition *root, ChessColor w,
                                   uint32_t limit, ChessMateResult *result);
