/* chess-mate.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Whether a side can still checkmate, decided with a proof either way, and dead positions.
 *
 * The question for side W (winner) against L (loser) is whether some series of legal moves of
 * BOTH sides, L cooperating, ends with L checkmated (5.2.2, 6.9: "by any possible series of legal
 * moves"). "Yes" is given only with such a series, replayed by the move generator. Each way of
 * answering "no" proves this much:
 *
 * 1. No moves. The side to move has no legal move: the game is over (stalemate, or a checkmate
 *    of W; a checkmate of L is the "yes" of this step). Proves: no further move is legal.
 *
 * 2. Material (material_cannot_mate, each case proved in its comment). Applies only without
 *    pawns (W's lone king aside), so no piece can ever be added: every position that follows
 *    holds a subset of today's men, and the cases name the material with which no checkmate
 *    exists at all. Proves: no placement of the remaining men is a checkmate by W.
 *
 * 3. Reach (chess-mate-reach.c). A fixpoint computes, for every man, a set of squares holding
 *    every square it can ever stand on in any continuation, whether it can ever be captured, and
 *    the squares it can ever attack; promotions are covered by a unit that moves as queen and
 *    knight. It then proves "no" when no man of W can ever attack a square that L's king can
 *    stand on (W never gives check), or when only bishops of one colour can, and around every
 *    square where they could check, some orthogonal neighbour (of the other colour) can be
 *    neither attacked by W nor filled by an L man, one man a square (the mated king would step
 *    there). A square where a king's arrival would leave the other side without a legal move
 *    ends the game there (stalemate, or mate when the arrival uncovers a check, which is then
 *    counted); the king is not followed beyond it. Proves: no position that can arise holds a
 *    checkmate by W.
 *
 * 4. Exhausted search (chess-mate-exhaust.c, chess-mate-search.c). Every legal move of both sides
 *    is followed from every position reached; positions are stored whole and a position is
 *    skipped only when the very same one (placement, side to move, castling rights, en passant
 *    square) was stored before (chess-mate-store.c); a position reached by a capture, a promotion
 *    or a pawn step that meets an enemy pawn is not followed when step 2 or 3 proves it hopeless
 *    for W. When nothing is
 *    left to follow and no checkmate by W was met, none is reachable. Proves: the positions
 *    reachable from here, all of them visited or cut by a proof, hold no checkmate by W. A
 *    search that stops at its limit answers "undetermined", never "no". The king-set walk
 *    (chess-mate-sets.c) is the same walk with each position stored as the rest of it and the set
 *    of one king's squares seen with that rest: a position is skipped only when its square is in
 *    its rest's set, so its "no" proves the same; its "yes" comes with a line found backwards and
 *    replayed by the move generator, and without one it answers "undetermined". The depth-first
 *    hunt of chess-mate-dive.c prunes moves (by depth and by a table of hash keys that may
 *    confuse two positions), so it answers only "yes", with a line; its running out proves
 *    nothing. The corner search of chess-mate-corner.c likewise answers only "yes", with a line.
 *
 * The dead position (chess_mate_is_dead) is "no" for both sides. The game record's rule without
 * search (chess_mate_dead_by_rule) uses steps 2 and 3 for both sides, and, with few men, the
 * same one ply ahead when every legal move captures or moves a pawn (each leading to a position
 * dead by steps 2-3 or to a stalemate). Proves: the position is dead by 5.2.2.
 *
 * Not considered: the 75-move and fivefold repetition rules (9.6), which end a game but do not
 * make a move illegal; the answer is about legal moves, as 5.2.2 and 6.9 say.
 */
#if defined(__linux__)
#define _DEFAULT_SOURCE 1 /* madvise's MADV_HUGEPAGE */
#endif
#include "chess-mate-private.h"

#include <stdint.h>
#include <string.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

#include "chess-mate-reach.h"
#include "chess-movegen.h"
#include "chess-tables.h"

#define LIGHT_SQUARES CHESS_LIGHT_SQUARES
#define DARK_SQUARES (~CHESS_LIGHT_SQUARES)

/* A large search touches its tables all over (the slots by hash key), and with 4 KB pages nearly
 * every touch misses the TLB: on Linux the context asks for huge pages (about 6 % off the
 * slowest questions, tests/bench/RESULTS.md). Only advice: without it the answers are the same. */
static void
advise_huge_pages (ChessMateContext *ctx)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  const uintptr_t huge = (uintptr_t) 2 << 20;
  uintptr_t start = ((uintptr_t) ctx + huge - 1) & ~(huge - 1);
  uintptr_t end = ((uintptr_t) ctx + sizeof *ctx) & ~(huge - 1);
  if (end > start)
    madvise ((void *) start, end - start, MADV_HUGEPAGE);
#else
  (void) ctx;
#endif
}

void
chess_mate_context_init (ChessMateContext *ctx)
{
  advise_huge_pages (ctx);
  memset (ctx->failed, 0, sizeof ctx->failed);
  ctx->clean = 0;
  ctx->stamp = 0;
  ctx->node_limit = CHESS_MATE_MAX_NODES;
  ctx->memo = NULL;
}

/* ---- rule 2: material ---- */

static inline ChessBitboard
non_king (const ChessPosition *pos, ChessColor c)
{
  return pos->colors[c] & ~pos->pieces[CHESS_KING];
}

/* True when W can never checkmate whatever happens, from the material alone.
 *
 * - W has only the king: a king never gives check.
 * - No pawns on the board, W has exactly one knight and nothing else. Say the knight checks
 *   from K+(1,2) (the other seven are its mirror images). Of the L king's neighbours, A = K+(1,1)
 *   and B = K+(0,1) are next to the knight, C = K+(1,0) sees it through A and D = K+(-1,0)
 *   through B. An L queen on A or B would take the knight, so A and B are empty, and then a queen
 *   on C or D would take it too: with only queens beside its king, L needs A, B, C (and D when
 *   on the board) covered by W. The knight covers none of them and the W king, never next to
 *   the L king, cannot cover both C and B (their common neighbours touch K). So L needs a
 *   knight, a bishop or a rook, and each will do: Ka1 with Na2 against Kc2 and Nb3, Ka1 with
 *   Ra2 against Kc1 and Nb3, Ka1 with Ba2 against Kc1 and Nc2.
 * - No pawns, W's pieces are bishops all on one colour: the L king must stand on that colour,
 *   and of its orthogonal neighbours (the other colour) the two beside the first square of the
 *   checking diagonal cannot both be covered by the W king (their only common neighbours are
 *   the L king's square and that first square). One of them then holds an L piece, which
 *   cannot be a bishop of W's colour; a rook or queen there would capture or block on that
 *   first square (orthogonally adjacent). So L needs a knight or a bishop of the other colour,
 *   and each does (Kh1, Nh2 against Kf2, Bg2). */
static bool
material_cannot_mate (const ChessPosition *pos, ChessColor w)
{
  ChessColor l = !w;
  ChessBitboard wpieces = non_king (pos, w);
  if (!wpieces)
    return true;
  if (pos->pieces[CHESS_PAWN])
    return false;
  if (wpieces & (pos->pieces[CHESS_QUEEN] | pos->pieces[CHESS_ROOK]))
    return false;
  ChessBitboard wn = wpieces & pos->pieces[CHESS_KNIGHT];
  ChessBitboard wb = wpieces & pos->pieces[CHESS_BISHOP];
  ChessBitboard lp = non_king (pos, l);
  if (wn && !wb && chess_popcount (wn) == 1)
    return !(lp
             & (pos->pieces[CHESS_KNIGHT] | pos->pieces[CHESS_BISHOP] | pos->pieces[CHESS_ROOK]));
  if (!wn && (!(wb & LIGHT_SQUARES) || !(wb & DARK_SQUARES)))
    {
      ChessBitboard other = (wb & LIGHT_SQUARES) ? DARK_SQUARES : LIGHT_SQUARES;
      return !(lp & (pos->pieces[CHESS_KNIGHT] | (pos->pieces[CHESS_BISHOP] & other)));
    }
  return false;
}

/* ---- rule 3: what the men can ever reach ---- */

/* The fixpoint's proof alone (the caller has looked at the certain give-up). */
static bool
reach_fixpoint_cannot_mate (const ChessPosition *pos, ChessColor w)
{
  ChessReach r;
  if (!chess_reach_compute (pos, (int) w, &r))
    return false;
  chess_reach_attacks (&r);
  return chess_reach_cannot_mate (&r, w);
}

/* The certain give-up is seen in a few bit operations; only where it is not does the fixpoint run
 * (chess-mate-reach.c says why that gives the same answer). */
static bool
reach_cannot_mate (const ChessPosition *pos, ChessColor w)
{
  return !chess_reach_surely_given_up (pos, w) && reach_fixpoint_cannot_mate (pos, w);
}

bool
chess_mate_material_hopeless (const ChessPosition *pos, ChessColor w)
{
  return material_cannot_mate (pos, w);
}

bool
chess_mate_hopeless (const ChessPosition *pos, ChessColor w)
{
  return material_cannot_mate (pos, w) || reach_cannot_mate (pos, w);
}

/* What the static proofs mostly depend on: the pawns and each side's pieces by kind (bishops by
 * square colour), mixed into 64 bits with the question's stamp. The kings' squares are left out:
 * a king walking about its region seldom changes the answer, and with them in the key a king
 * that wanders among pawns had every proof tried again at each of its squares. */
static uint64_t
structure_key (const ChessPosition *pos, uint32_t stamp, ChessColor w)
{
  uint64_t k = (uint64_t) stamp * 0x9E3779B97F4A7C15ull ^ (uint64_t) w;
  for (int c = 0; c < 2; c++)
    {
      ChessBitboard mine = pos->colors[c];
      k = (k ^ (pos->pieces[CHESS_PAWN] & mine)) * 0xFF51AFD7ED558CCDull;
      uint64_t counts
          = (uint64_t) chess_popcount (pos->pieces[CHESS_KNIGHT] & mine)
            | (uint64_t) chess_popcount (pos->pieces[CHESS_BISHOP] & mine & LIGHT_SQUARES) << 8
            | (uint64_t) chess_popcount (pos->pieces[CHESS_BISHOP] & mine & DARK_SQUARES) << 16
            | (uint64_t) chess_popcount (pos->pieces[CHESS_ROOK] & mine) << 24
            | (uint64_t) chess_popcount (pos->pieces[CHESS_QUEEN] & mine) << 32;
      k = (k ^ counts) * 0xC4CEB9FE1A85EC53ull;
    }
  return k ^ (k >> 29);
}

/* A search asks the static proofs after captures and pawn moves, and in open positions they
 * fail nearly every time. Each failure is remembered by structure_key, and a position with the
 * same pawns and pieces by kind is then not tried: the proof would most likely fail the
 * same way. Not trying is always allowed (the search just follows the position), so this
 * costs no soundness, only, rarely, a cut the search could have made. */
bool
chess_mate_prune (ChessMateContext *ctx, const ChessPosition *pos, ChessColor w)
{
  uint64_t k = structure_key (pos, ctx->stamp, w) | 1;
  uint64_t *slot = &ctx->failed[k % CHESS_MATE_FAILED_SLOTS];
  if (*slot == k)
    return false;
  if (chess_mate_hopeless (pos, w))
    return true;
  *slot = k;
  return false;
}

/* ---- the questions ---- */

/* Both sides hopeless by rules 2 and 3. The reach analysis's certain give-up is looked at for
 * both sides before either fixpoint runs: a side it sees able to come near the other king makes
 * the position not dead, whatever the other side's fixpoint would say. */
static bool
dead_by_rules (const ChessPosition *pos)
{
  bool material[2];
  for (int c = 0; c < 2; c++)
    {
      material[c] = material_cannot_mate (pos, (ChessColor) c);
      if (!material[c] && chess_reach_surely_given_up (pos, (ChessColor) c))
        return false;
    }
  /* Neither side's give-up is certain: each is hopeless by its material or by the fixpoint. */
  return (material[CHESS_WHITE] || reach_fixpoint_cannot_mate (pos, CHESS_WHITE))
         && (material[CHESS_BLACK] || reach_fixpoint_cannot_mate (pos, CHESS_BLACK));
}

static inline bool
changes_material (const ChessPosition *pos, ChessMove m)
{
  return pos->board[chess_move_to (m)] != CHESS_NO_PIECE
         || CHESS_PIECE_TYPE (pos->board[chess_move_from (m)]) == CHESS_PAWN;
}

/* At most this many men besides the kings for the look one ply ahead: a single capture or
 * promotion leaves rules 2 and 3 nothing to prove with more. */
#define FORCED_MEN 5

bool
chess_mate_dead_by_rule (const ChessPosition *pos)
{
  if (dead_by_rules (pos))
    return true;
  ChessBitboard men = chess_position_occupied (pos) & ~pos->pieces[CHESS_KING];
  if (chess_popcount (men) > FORCED_MEN)
    return false;
  /* Every legal move leads to a position dead by the rules, or to a stalemate: then this one is
   * dead too (it is no checkmate itself, having moves). A move that neither captures nor moves a
   * pawn leaves the rules' answer as it is, so one such move ends the look. */
  ChessMoveList list;
  chess_movegen_legal (pos, &list);
  if (list.count == 0)
    return false;
  for (int i = 0; i < list.count; i++)
    if (!changes_material (pos, list.moves[i]))
      return false;
  ChessPosition next = *pos;
  for (int i = 0; i < list.count; i++)
    {
      ChessUndo u;
      chess_position_make (&next, list.moves[i], &u);
      bool dead
          = !chess_movegen_any (&next) ? !chess_position_in_check (&next) : dead_by_rules (&next);
      chess_position_unmake (&next, list.moves[i], &u);
      if (!dead)
        return false;
    }
  return true;
}

/* The searches in turn, each with a budget of positions (capped by the context's limit): the
 * best-first search finds most helpmates within a few thousand; the depth-first hunt, ten times
 * cheaper a position, finds the long walks of kings and bishops to a mating corner; where W has
 * only bishops of one colour and the hunt fails, the corner search walks L's king and blockers to
 * the one picture such bishops mate in (after the hunt: tried first, it costs the locked
 * positions where it fails more than it saves, tests/bench/RESULTS.md); the king-set walk decides
 * the tempo positions (one king walking, the other men making a counted few moves) storing each
 * arrangement of the other men once; the exhaustive walk decides wherever it can store every
 * reachable position, and, taking first the lines that give up and push pawns, finds the long
 * pawn-race helpmates; the best-first search last, with more, for the few helpmates only its order
 * finds. */
typedef enum
{
  BEST_FIRST,
  EXHAUST,
  DIVE,
  SETS,
  CORNER,
} PhaseKind;

static const struct
{
  PhaseKind kind;
  uint32_t nodes;
} phases[] = {
#ifdef MATE_PHASES
  MATE_PHASES
#else
  { BEST_FIRST, 20000 }, { DIVE, 300000 },     { CORNER, 20000 },
  { SETS, 100000 },      { EXHAUST, 1000000 }, { BEST_FIRST, 250000 },
#endif
};

/* Pieces besides kings and pawns above which the king-set walk is not tried. */
#define SETS_MOST_PIECES 5

static ChessMateAnswer
search (ChessMateContext *ctx, const ChessPosition *pos, ChessColor w, ChessMateResult *result)
{
  uint32_t limit = ctx->node_limit;
  if (limit == 0 || limit > CHESS_MATE_MAX_NODES)
    limit = CHESS_MATE_MAX_NODES;
  uint32_t total = 0;
  ChessMateAnswer a = CHESS_MATE_UNDETERMINED;
  /* Without pawns standing head to head (most positions of real games) the first best-first
   * search gets twice its budget: there it finds nearly every helpmate, some of them (a bishop
   * against a queen) only after a few thousand positions of its first order. */
  ChessBitboard wp = pos->pieces[CHESS_PAWN] & pos->colors[CHESS_WHITE];
  ChessBitboard bp = pos->pieces[CHESS_PAWN] & pos->colors[CHESS_BLACK];
  bool open = !((wp << 8) & bp);
  for (size_t i = 0; i < sizeof phases / sizeof phases[0] && a == CHESS_MATE_UNDETERMINED; i++)
    {
      uint32_t want = phases[i].nodes * (i == 0 && open ? 2 : 1);
      uint32_t n = want < limit ? want : limit;
      switch (phases[i].kind)
        {
        case BEST_FIRST:
          a = chess_mate_best_first (ctx, pos, w, n, result);
          break;
        case EXHAUST:
          a = chess_mate_exhaust (ctx, pos, w, n, result);
          break;
        case DIVE:
          a = chess_mate_dive (ctx, pos, w, n, result);
          break;
        case CORNER:
          if (chess_mate_corner_applies (pos, w))
            a = chess_mate_corner (ctx, pos, w, n, result);
          else
            result->nodes = 0;
          break;
        case SETS:
          /* With many pieces besides the kings their arrangements are many and a rest holds
           * few squares of the king: the walk would only add to the exhaustive walk's time. */
          if (chess_popcount (chess_position_occupied (pos) & ~pos->pieces[CHESS_PAWN]
                              & ~pos->pieces[CHESS_KING])
              > SETS_MOST_PIECES)
            result->nodes = 0;
          else
            a = chess_mate_walk_sets (ctx, pos, w, n, result);
          break;
        }
      total += result->nodes;
      if (n == limit)
        break;
    }
  result->nodes = total;
  return a;
}

static ChessMateAnswer
finish (ChessMateResult *r, ChessMateAnswer a, ChessMateProof p)
{
  r->answer = a;
  r->proof = p;
  return a;
}

ChessMateAnswer
chess_mate_can_checkmate (ChessMateContext *ctx, const ChessPosition *pos, ChessColor side,
                          ChessMateResult *result)
{
  result->side = side;
  result->length = 0;
  result->nodes = 0;
  if (!chess_movegen_any (pos))
    {
      if (pos->side != side && chess_position_in_check (pos))
        return finish (result, CHESS_MATE_YES, CHESS_MATE_PROOF_CHECKMATE);
      return finish (result, CHESS_MATE_NO, CHESS_MATE_PROOF_NO_MOVES);
    }
  if (material_cannot_mate (pos, side))
    return finish (result, CHESS_MATE_NO, CHESS_MATE_PROOF_MATERIAL);
  if (reach_cannot_mate (pos, side))
    return finish (result, CHESS_MATE_NO, CHESS_MATE_PROOF_BLOCKED);
  /* Only a search is worth keeping: the proofs above cost less than a lookup. The answer is the
   * position's own (the halfmove clock makes no move illegal), so a kept one is as good as new. */
  ChessMatePacked key;
  if (ctx->memo)
    {
      chess_mate_pack (pos, &key);
      if (ctx->memo->lookup (ctx->memo, &key, side, result))
        return result->answer;
    }
  switch (search (ctx, pos, side, result))
    {
    case CHESS_MATE_YES:
      finish (result, CHESS_MATE_YES, CHESS_MATE_PROOF_HELPMATE);
      break;
    case CHESS_MATE_NO:
      result->length = 0;
      finish (result, CHESS_MATE_NO, CHESS_MATE_PROOF_EXHAUSTED);
      break;
    case CHESS_MATE_UNDETERMINED:
      result->length = 0;
      return finish (result, CHESS_MATE_UNDETERMINED, CHESS_MATE_PROOF_BOUND);
    }
  if (ctx->memo)
    ctx->memo->store (ctx->memo, &key, side, result);
  return result->answer;
}

ChessMateAnswer
chess_mate_is_dead (ChessMateContext *ctx, const ChessPosition *pos, ChessMateResult results[2])
{
  /* The side not to move first: after a move the mover's opponent is usually the one left
   * with the material question (a flag fall, a capture of the last piece). */
  ChessColor first = !pos->side;
  bool undetermined = false;
  for (int i = 0; i < 2; i++)
    {
      ChessColor c = i == 0 ? first : !first;
      ChessMateAnswer a = chess_mate_can_checkmate (ctx, pos, c, &results[c]);
      if (a == CHESS_MATE_YES)
        {
          if (i == 0)
            {
              results[!c].side = !c;
              results[!c].length = 0;
              results[!c].nodes = 0;
              finish (&results[!c], CHESS_MATE_UNDETERMINED, CHESS_MATE_PROOF_SKIPPED);
            }
          return CHESS_MATE_NO;
        }
      if (a == CHESS_MATE_UNDETERMINED)
        undetermined = true;
    }
  return undetermined ? CHESS_MATE_UNDETERMINED : CHESS_MATE_YES;
}

bool
chess_mate_line_is_helpmate (const ChessPosition *start, ChessColor side, const ChessMove *line,
                             int length)
{
  ChessPosition pos = *start;
  for (int i = 0; i < length; i++)
    {
      if (!chess_movegen_is_legal (&pos, line[i]))
        return false;
      ChessUndo u;
      chess_position_make (&pos, line[i], &u);
    }
  /* Only the move generator decides, so that the search's own shortcuts are checked too. */
  return pos.side != side && chess_position_in_check (&pos) && !chess_movegen_any (&pos);
}
