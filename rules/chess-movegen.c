/* chess-movegen.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Legal moves from check and pin masks, so no move is made and taken back to test it.
 *
 * One generator serves both listing and counting: with out == NULL it only adds up the
 * targets with popcount, which is what perft needs at its last ply.
 */
#include "chess-movegen.h"

#include "chess-tables.h"

typedef struct
{
  ChessMove *out; /* NULL: count only */
  int count;
  bool any; /* only whether there is a move: stop at the first kind that has one */
} Sink;

static inline void
emit_targets (Sink *s, ChessSquare from, ChessBitboard targets)
{
  if (s->any)
    {
      s->count += targets != 0;
      return;
    }
  if (!s->out)
    {
      s->count += chess_popcount (targets);
      return;
    }
  while (targets)
    s->out[s->count++] = chess_move_make (from, chess_pop_lsb (&targets), CHESS_MOVE_NORMAL, 0);
}

/* Pawn moves whose origin is target - delta. */
static inline void
emit_pawns (Sink *s, ChessBitboard targets, int delta, ChessBitboard promo_rank)
{
  if (s->any)
    {
      s->count += targets != 0;
      return;
    }
  ChessBitboard promo = targets & promo_rank;
  targets &= ~promo_rank;
  if (!s->out)
    {
      s->count += chess_popcount (targets) + 4 * chess_popcount (promo);
      return;
    }
  while (targets)
    {
      ChessSquare to = chess_pop_lsb (&targets);
      s->out[s->count++] = chess_move_make (to - delta, to, CHESS_MOVE_NORMAL, 0);
    }
  while (promo)
    {
      ChessSquare to = chess_pop_lsb (&promo);
      for (int p = CHESS_QUEEN; p >= CHESS_KNIGHT; p--)
        s->out[s->count++] = chess_move_make (to - delta, to, CHESS_MOVE_PROMOTION, p);
    }
}

static inline ChessBitboard
shift_up (ChessBitboard b, ChessColor us)
{
  return us == CHESS_WHITE ? b << 8 : b >> 8;
}

static void
gen_castling (const ChessPosition *pos, Sink *s, ChessSquare ksq, ChessBitboard occ)
{
  ChessColor us = pos->side, them = !us;
  for (int is_long = 0; is_long < 2; is_long++)
    {
      int idx = CHESS_CASTLE_INDEX (us, is_long);
      if (!(pos->castling & (1 << idx)))
        continue;
      ChessSquare rsq = pos->castle_rook[idx];
      int rank = CHESS_RANK_OF (ksq);
      ChessSquare kto = CHESS_SQUARE (is_long ? 2 : 6, rank);
      ChessSquare rto = CHESS_SQUARE (is_long ? 3 : 5, rank);
      ChessBitboard movers = CHESS_BB (ksq) | CHESS_BB (rsq);
      ChessBitboard span
          = chess_between (ksq, kto) | CHESS_BB (kto) | chess_between (rsq, rto) | CHESS_BB (rto);
      if (span & occ & ~movers)
        continue;
      ChessBitboard rest = occ & ~movers;
      ChessBitboard path = chess_between (ksq, kto) | CHESS_BB (kto);
      bool safe = true;
      while (path && safe)
        if (chess_position_attackers (pos, chess_pop_lsb (&path), them, rest))
          safe = false;
      if (!safe)
        continue;
      if (s->out)
        s->out[s->count] = chess_move_make (ksq, rsq, CHESS_MOVE_CASTLING, 0);
      s->count++;
    }
}

/* What every part of the generator needs to know about the side to move. */
typedef struct
{
  const ChessPosition *pos;
  ChessColor us, them;
  ChessBitboard own, opp, occ;
  ChessSquare ksq;
  ChessBitboard checkmask; /* squares a move must reach to answer a check; all when none */
  ChessBitboard pinned;    /* own men alone between the king and an enemy slider */
} Frame;

/* King moves: the king must not stand in its own shadow along a checking line. */
static inline void
gen_king (const Frame *f, Sink *s)
{
  ChessBitboard targets = chess_king_attacks[f->ksq] & ~f->own;
  ChessBitboard occ_no_king = f->occ ^ CHESS_BB (f->ksq);
  ChessBitboard ok = 0;
  while (targets)
    {
      ChessSquare to = chess_pop_lsb (&targets);
      if (!chess_position_attackers (f->pos, to, f->them, occ_no_king))
        ok |= CHESS_BB (to);
    }
  emit_targets (s, f->ksq, ok);
}

static inline ChessBitboard
find_pinned (const Frame *f, ChessBitboard diag, ChessBitboard orth)
{
  ChessBitboard pinned = 0;
  ChessBitboard snipers
      = f->opp
        & ((chess_rook_attacks (f->ksq, 0) & orth) | (chess_bishop_attacks (f->ksq, 0) & diag));
  while (snipers)
    {
      ChessBitboard b = chess_between (f->ksq, chess_pop_lsb (&snipers)) & f->occ;
      if (b && !(b & (b - 1)))
        pinned |= b & f->own;
    }
  return pinned;
}

/* Knights and sliders; a pinned knight never moves, a pinned slider stays on its pin line. */
static inline void
gen_pieces (const Frame *f, Sink *s, ChessBitboard diag, ChessBitboard orth)
{
  ChessBitboard target_mask = ~f->own & f->checkmask;
  ChessBitboard b = chess_position_pieces (f->pos, f->us, CHESS_KNIGHT) & ~f->pinned;
  while (b && !(s->any && s->count))
    {
      ChessSquare from = chess_pop_lsb (&b);
      emit_targets (s, from, chess_knight_attacks[from] & target_mask);
    }
  b = f->own & diag;
  while (b && !(s->any && s->count))
    {
      ChessSquare from = chess_pop_lsb (&b);
      ChessBitboard t = chess_bishop_attacks (from, f->occ) & target_mask;
      if (f->pinned & CHESS_BB (from))
        t &= chess_line (f->ksq, from);
      emit_targets (s, from, t);
    }
  b = f->own & orth;
  while (b && !(s->any && s->count))
    {
      ChessSquare from = chess_pop_lsb (&b);
      ChessBitboard t = chess_rook_attacks (from, f->occ) & target_mask;
      if (f->pinned & CHESS_BB (from))
        t &= chess_line (f->ksq, from);
      emit_targets (s, from, t);
    }
}

/* Pawns: unpinned ones set-wise, pinned ones each along its pin line. */
static inline void
gen_pawns (const Frame *f, Sink *s)
{
  ChessColor us = f->us;
  ChessBitboard pawns = chess_position_pieces (f->pos, us, CHESS_PAWN);
  ChessBitboard empty = ~f->occ, checkmask = f->checkmask;
  ChessBitboard promo_rank = us == CHESS_WHITE ? CHESS_RANK_BB (7) : CHESS_RANK_1;
  ChessBitboard third = us == CHESS_WHITE ? CHESS_RANK_BB (2) : CHESS_RANK_BB (5);
  int up = chess_pawn_push (us);

  ChessBitboard free_pawns = pawns & ~f->pinned;
  ChessBitboard one = shift_up (free_pawns, us) & empty;
  ChessBitboard two = shift_up (one & third, us) & empty;
  emit_pawns (s, one & checkmask, up, promo_rank);
  emit_pawns (s, two & checkmask, 2 * up, promo_rank);
  ChessBitboard west = shift_up (free_pawns & ~CHESS_FILE_A, us) >> 1;
  ChessBitboard east = shift_up (free_pawns & ~CHESS_FILE_H, us) << 1;
  emit_pawns (s, west & f->opp & checkmask, up - 1, promo_rank);
  emit_pawns (s, east & f->opp & checkmask, up + 1, promo_rank);

  ChessBitboard pp = pawns & f->pinned;
  while (pp)
    {
      ChessSquare from = chess_pop_lsb (&pp);
      ChessBitboard pin_line = chess_line (f->ksq, from);
      ChessBitboard fwd = shift_up (CHESS_BB (from), us) & empty;
      ChessBitboard dbl = shift_up (fwd & third, us) & empty;
      ChessBitboard mask = checkmask & pin_line;
      emit_pawns (s, fwd & mask, up, promo_rank);
      emit_pawns (s, dbl & mask, 2 * up, promo_rank);
      ChessBitboard caps = chess_pawn_attacks (us, from) & f->opp & mask;
      while (caps)
        {
          ChessSquare to = chess_pop_lsb (&caps);
          emit_pawns (s, CHESS_BB (to), to - from, promo_rank);
        }
    }
}

/* En passant: tested by its resulting occupancy, which also covers the rank pin. */
static inline void
gen_en_passant (const Frame *f, Sink *s)
{
  const ChessPosition *pos = f->pos;
  int up = chess_pawn_push (f->us);
  ChessSquare capsq = pos->ep - up;
  ChessBitboard cand
      = chess_pawn_attacks (f->them, pos->ep) & chess_position_pieces (pos, f->us, CHESS_PAWN);
  while (cand)
    {
      ChessSquare from = chess_pop_lsb (&cand);
      ChessBitboard after = (f->occ ^ CHESS_BB (from) ^ CHESS_BB (capsq)) | CHESS_BB (pos->ep);
      if (chess_position_attackers (pos, f->ksq, f->them, after) & ~CHESS_BB (capsq))
        continue;
      if (s->out)
        s->out[s->count] = chess_move_make (from, pos->ep, CHESS_MOVE_EN_PASSANT, 0);
      s->count++;
    }
}

static void
generate (const ChessPosition *pos, Sink *s)
{
  Frame f = { .pos = pos, .us = pos->side, .them = !pos->side };
  f.own = pos->colors[f.us];
  f.opp = pos->colors[f.them];
  f.occ = f.own | f.opp;
  f.ksq = chess_position_king (pos, f.us);
  ChessBitboard diag = (pos->pieces[CHESS_BISHOP] | pos->pieces[CHESS_QUEEN]);
  ChessBitboard orth = (pos->pieces[CHESS_ROOK] | pos->pieces[CHESS_QUEEN]);
  ChessBitboard checkers = chess_position_attackers (pos, f.ksq, f.them, f.occ);

  if (s->any && !checkers)
    {
      /* Out of check a pawn or piece move is nearly always there, and cheaper to find than the
       * king's (each of whose squares asks who attacks it). */
      f.checkmask = ~0ull;
      f.pinned = find_pinned (&f, diag, orth);
      gen_pawns (&f, s);
      if (s->count)
        return;
      gen_pieces (&f, s, diag, orth);
      if (s->count)
        return;
      gen_king (&f, s);
      if (s->count)
        return;
      if (pos->ep != CHESS_SQUARE_NONE)
        gen_en_passant (&f, s);
      if (pos->castling)
        gen_castling (pos, s, f.ksq, f.occ);
      return;
    }
  gen_king (&f, s);
  if (checkers & (checkers - 1))
    return; /* double check: only the king moves */
  f.checkmask = checkers ? chess_between (f.ksq, chess_lsb (checkers)) | checkers : ~0ull;
  f.pinned = find_pinned (&f, diag, orth);
  gen_pieces (&f, s, diag, orth);
  gen_pawns (&f, s);
  if (pos->ep != CHESS_SQUARE_NONE)
    gen_en_passant (&f, s);
  if (!checkers && pos->castling)
    gen_castling (pos, s, f.ksq, f.occ);
}

void
chess_movegen_legal (const ChessPosition *pos, ChessMoveList *list)
{
  Sink s = { list->moves, 0, false };
  generate (pos, &s);
  list->count = s.count;
}

int
chess_movegen_count (const ChessPosition *pos)
{
  Sink s = { NULL, 0, false };
  generate (pos, &s);
  return s.count;
}

bool
chess_movegen_any (const ChessPosition *pos)
{
  Sink s = { NULL, 0, true };
  generate (pos, &s);
  return s.count > 0;
}

bool
chess_movegen_is_legal (const ChessPosition *pos, ChessMove move)
{
  ChessMoveList list;
  chess_movegen_legal (pos, &list);
  for (int i = 0; i < list.count; i++)
    if (list.moves[i] == move)
      return true;
  return false;
}

uint64_t
chess_perft (ChessPosition *pos, int depth)
{
  if (depth <= 0)
    return 1;
  if (depth == 1)
    return (uint64_t) chess_movegen_count (pos);
  ChessMoveList list;
  ChessUndo undo;
  uint64_t nodes = 0;
  chess_movegen_legal (pos, &list);
  for (int i = 0; i < list.count; i++)
    {
      chess_position_make (pos, list.moves[i], &undo);
      nodes += chess_perft (pos, depth - 1);
      chess_position_unmake (pos, list.moves[i], &undo);
    }
  return nodes;
}
