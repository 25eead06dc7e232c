/* hakem-session-mate.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The mate search's context (about 86 MB), kept after a question for the next one.
 *
 * Rulings that ask whether a side can still checkmate (6.9, 7.5.5, 5.1.2) need a context. A fresh
 * one per question costs nothing in pages the search never touches, but an allocator that fills
 * what it hands out (glibc with MALLOC_PERTURB_, which meson sets for every test) writes all of
 * it each time: a second or so per ruling. One context is kept when given back and taken by the
 * next question; a question asked while another holds it gets one of its own.
 */
#include "config.h"

#include "hakem-session-private.h"

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
