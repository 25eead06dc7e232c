/* chess-mate-store.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The positions a mate search has reached, each stored whole, and the table that finds them.
 *
 * A search's answer "no" says that every position reachable was looked at; a table that told
 * positions apart by a hash key alone could take a new position for one seen before and skip it.
 * So each position is packed into 32 bytes (the occupied squares, four bits of piece for each,
 * side to move, castling rights, en passant square) and the table compares packed positions. The
 * 64-bit Zobrist key only chooses the slot and, with 24 of its bits, rules out most comparisons.
 * The halfmove clock is left out: the 50- and 75-move rules make no move illegal.
 */
#include "chess-mate-private.h"

#include <string.h>

#include "chess-tables.h"

void
chess_mate_pack (const ChessPosition *pos, ChessMatePacked *out)
{
  ChessBitboard occ = chess_position_occupied (pos), b = occ;
  uint64_t codes[2] = { 0, 0 };
  int n = 0;
  while (b)
    {
      ChessSquare s = chess_pop_lsb (&b);
      codes[n >> 4] |= (uint64_t) pos->board[s] << (4 * (n & 15));
      n++;
    }
  out->w[0] = occ;
  out->w[1] = codes[0];
  out->w[2] = codes[1];
  out->w[3] = (uint64_t) pos->side | ((uint64_t) pos->castling << 1)
              | ((uint64_t) (pos->ep == CHESS_SQUARE_NONE ? 0 : pos->ep + 1) << 5);
}

void
chess_mate_store_position (const ChessMateContext *ctx, uint32_t node, const ChessPosition *root,
                           ChessPosition *pos)
{
  const ChessMatePacked *in = &ctx->packed[node];
  *pos = *root;
  memset (pos->pieces, 0, sizeof pos->pieces);
  memset (pos->colors, 0, sizeof pos->colors);
  memset (pos->board, CHESS_NO_PIECE, sizeof pos->board);
  ChessBitboard b = in->w[0];
  int n = 0;
  while (b)
    {
      ChessSquare s = chess_pop_lsb (&b);
      ChessPiece p = (ChessPiece) ((in->w[1 + (n >> 4)] >> (4 * (n & 15))) & 15);
      pos->board[s] = p;
      pos->pieces[CHESS_PIECE_TYPE (p)] |= CHESS_BB (s);
      pos->colors[CHESS_PIECE_COLOR (p)] |= CHESS_BB (s);
      n++;
    }
  pos->side = (ChessColor) (in->w[3] & 1);
  pos->castling = (uint8_t) ((in->w[3] >> 1) & 15);
  unsigned ep = (unsigned) ((in->w[3] >> 5) & 127);
  pos->ep = ep ? (ChessSquare) ep - 1 : CHESS_SQUARE_NONE;
  pos->halfmove = 0;
  pos->key = chess_position_compute_key (pos);
}

void
chess_mate_store_begin (ChessMateStore *st, ChessMateContext *ctx, const ChessPosition *root,
                        uint32_t limit)
{
  /* The slots' stamps have eight bits: start afresh every 255 questions. */
  if (++ctx->stamp % 256 == 0)
    {
      memset (ctx->slots, 0, ctx->clean * sizeof ctx->slots[0]);
      ctx->stamp++;
    }
  st->ctx = ctx;
  st->stamp = ctx->stamp % 256;
  st->count = 0;
  st->queued = 0;
  st->limit = limit < CHESS_MATE_MAX_NODES ? limit : CHESS_MATE_MAX_NODES;
  uint32_t slots = 4096;
  while (slots < 2 * st->limit)
    slots *= 2;
  st->mask = slots - 1;
  if (ctx->clean < slots)
    {
      memset (ctx->slots + ctx->clean, 0, (slots - ctx->clean) * sizeof ctx->slots[0]);
      ctx->clean = slots;
    }
  chess_mate_store_add (st, root, 0, CHESS_MOVE_NONE, 0);
}

void
chess_mate_store_prefetch (const ChessMateStore *st, ChessKey key)
{
  __builtin_prefetch (&st->ctx->slots[(uint32_t) (key >> 20) & st->mask]);
}

/* The slot of the packed position p with that key: its own when stored, else the empty slot
 * where it belongs (tag then tells which). */
static uint32_t
find_slot (const ChessMateStore *st, const ChessMatePacked *p, ChessKey key, uint32_t tag)
{
  const ChessMateContext *ctx = st->ctx;
  uint32_t i = (uint32_t) (key >> 20) & st->mask;
  for (;;)
    {
      const ChessMateSlot *slot = &ctx->slots[i];
      if (slot->tag >> 24 != st->stamp)
        return i;
      if (slot->tag == tag && memcmp (&ctx->packed[slot->node], p, sizeof *p) == 0)
        return i;
      i = (i + 1) & st->mask;
    }
}

static inline uint32_t
key_tag (const ChessMateStore *st, ChessKey key)
{
  return (st->stamp << 24) | ((uint32_t) key & 0xFFFFFFu);
}

uint32_t
chess_mate_store_add (ChessMateStore *st, const ChessPosition *pos, uint32_t parent, ChessMove m,
                      int depth)
{
  ChessMateContext *ctx = st->ctx;
  ChessMatePacked p;
  chess_mate_pack (pos, &p);
  uint32_t tag = key_tag (st, pos->key);
  uint32_t i = find_slot (st, &p, pos->key, tag);
  if (ctx->slots[i].tag == tag)
    return CHESS_MATE_SEEN;
  uint32_t n = st->count++;
  ctx->slots[i] = (ChessMateSlot){ tag, n };
  ctx->packed[n] = p;
  ctx->parent[n] = parent;
  ctx->move[n] = m;
  ctx->depth[n]
      = (uint16_t) (depth < (int) CHESS_MATE_NODE_DEPTH ? depth : (int) CHESS_MATE_NODE_DEPTH);
  return n;
}

uint32_t
chess_mate_store_intern (ChessMateStore *st, const ChessMatePacked *p, ChessKey key, bool *added)
{
  ChessMateContext *ctx = st->ctx;
  uint32_t tag = key_tag (st, key);
  uint32_t i = find_slot (st, p, key, tag);
  *added = ctx->slots[i].tag != tag;
  if (!*added)
    return ctx->slots[i].node;
  uint32_t n = st->count++;
  ctx->slots[i] = (ChessMateSlot){ tag, n };
  ctx->packed[n] = *p;
  return n;
}

uint32_t
chess_mate_store_find (const ChessMateStore *st, const ChessMatePacked *p, ChessKey key)
{
  uint32_t tag = key_tag (st, key);
  uint32_t i = find_slot (st, p, key, tag);
  return st->ctx->slots[i].tag == tag ? st->ctx->slots[i].node : CHESS_MATE_SEEN;
}

int
chess_mate_store_line (const ChessMateContext *ctx, uint32_t node, ChessMove *line)
{
  int n = chess_mate_store_depth (ctx, node);
  if (n > CHESS_MATE_MAX_LINE)
    return -1;
  for (int i = n - 1; i >= 0; i--)
    {
      line[i] = ctx->move[node];
      node = ctx->parent[node];
    }
  return n;
}

void
chess_mate_store_push (ChessMateStore *st, uint32_t priority, uint32_t node)
{
  uint64_t *heap = st->ctx->heap;
  uint64_t item = ((uint64_t) priority << 32) | node;
  uint32_t i = st->queued++;
  while (i > 0)
    {
      uint32_t parent = (i - 1) / 2;
      if (heap[parent] <= item)
        break;
      heap[i] = heap[parent];
      i = parent;
    }
  heap[i] = item;
}

uint32_t
chess_mate_store_pop (ChessMateStore *st)
{
  uint64_t *heap = st->ctx->heap;
  uint32_t top = (uint32_t) heap[0];
  uint64_t last = heap[--st->queued];
  uint32_t i = 0, n = st->queued;
  for (;;)
    {
      uint32_t c = 2 * i + 1;
      if (c >= n)
        break;
      if (c + 1 < n && heap[c + 1] < heap[c])
        c++;
      if (last <= heap[c])
        break;
      heap[i] = heap[c];
      i = c;
    }
  if (n)
    heap[i] = last;
  return top;
}
