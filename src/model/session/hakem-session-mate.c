/* hakem-session-mate.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The mate search's context (about 86 MB), kept after a question for the next one, and the
 * answers of the last searches, kept for a ruling that asks again.
 *
 * Rulings that ask whether a side can still checkmate (6.9, 7.5.5, 5.1.2) need a context. A fresh
 * one per question costs nothing in pages the search never touches, but an allocator that fills
 * what it hands out (glibc with MALLOC_PERTURB_, which meson sets for every test) writes all of
 * it each time: a second or so per ruling. One context is kept when given back and taken by the
 * next question; a question asked while another holds it gets one of its own.
 *
 * Every context handed out shares one memo of answers (chess-mate.h: ChessMateMemo): a dialog
 * asks its questions on a worker thread first (hakem-session-prepare.c), and the ruling made on
 * the main thread then finds them answered.
 */
#include "config.h"

#include "hakem-session-private.h"

/* Enough for every question a dialog asks (two sides, a few positions) and the halving of a
 * dead position's first ply. */
#define MEMO_SIZE 64

typedef struct
{
  ChessMatePacked pos;
  ChessColor side;
  gboolean used;
  ChessMateResult result;
} MemoEntry;

static struct
{
  GMutex lock;
  guint next;
  MemoEntry entries[MEMO_SIZE];
} memo;

/* Searches whose answers were kept: one per search made (hakem_session_mate_searches). */
static guint searches;

guint
hakem_session_mate_searches (void)
{
  return g_atomic_int_get (&searches);
}

static bool
memo_lookup (ChessMateMemo *base, const ChessMatePacked *pos, ChessColor side,
             ChessMateResult *result)
{
  (void) base;
  bool found = false;
  g_mutex_lock (&memo.lock);
  for (guint i = 0; i < MEMO_SIZE && !found; i++)
    {
      const MemoEntry *e = &memo.entries[i];
      if (e->used && e->side == side && memcmp (&e->pos, pos, sizeof *pos) == 0)
        {
          *result = e->result;
          found = true;
        }
    }
  g_mutex_unlock (&memo.lock);
  return found;
}

static void
memo_store (ChessMateMemo *base, const ChessMatePacked *pos, ChessColor side,
            const ChessMateResult *result)
{
  (void) base;
  g_atomic_int_inc (&searches);
  g_mutex_lock (&memo.lock);
  MemoEntry *e = &memo.entries[memo.next];
  memo.next = (memo.next + 1) % MEMO_SIZE;
  e->pos = *pos;
  e->side = side;
  e->result = *result;
  e->used = TRUE;
  g_mutex_unlock (&memo.lock);
}

static ChessMateMemo memo_functions = { memo_lookup, memo_store };

G_LOCK_DEFINE_STATIC (kept);
static ChessMateContext *kept;

ChessMateContext *
hakem_session_mate_context_take (void)
{
  G_LOCK (kept);
  ChessMateContext *ctx = g_steal_pointer (&kept);
  G_UNLOCK (kept);
  if (!ctx)
    ctx = g_new (ChessMateContext, 1);
  /* One context serves any number of questions, one at a time (chess-mate.h). */
  chess_mate_context_init (ctx);
  ctx->memo = &memo_functions;
  return ctx;
}

void
hakem_session_mate_context_give (ChessMateContext *ctx)
{
  G_LOCK (kept);
  if (!kept)
    kept = g_steal_pointer (&ctx);
  G_UNLOCK (kept);
  g_free (ctx);
}
