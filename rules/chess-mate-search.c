/* chess-mate-search.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The best-first search for a helpmate: W's threats and an estimate of how near a mate stands.
 *
 * A best-first search over positions, both sides moving. A position seen before in this question
 * is not searched again (the store compares whole positions), and a position after a capture, a
 * promotion or a pawn step that meets an enemy pawn is cut when the static proofs show it
 * hopeless for W. Each position taken from the
 * queue is first looked at a few plies ahead: with L to move, is there a move of L after which W
 * mates (mate_in_two_plies)? With W to move, the same after each move of W. That look reads W's
 * threats (the checks W would have if L passed, with what still answers each: flight squares of
 * L's king, L's pieces that take the checker or step between), and they also measure how near
 * each child stands to a mate. The queue is ordered by that and by the L king's room, the
 * distances of the pieces and the material. Several orders are tried in turn, each with a share
 * of the node limit (a search that loses its way is often rescued by a different one); with few
 * men on the board the cheap classic estimate comes first. Finding a checkmate by W gives "yes"
 * with the line. Running out of positions proves "no": every reachable position was generated
 * (lines longer than CHESS_MATE_MAX_LINE or running out of nodes leave the answer undetermined).
 */
#include "chess-mate-private.h"

#include "chess-mate-reach.h"
#include "chess-movegen.h"

#define LIGHT_SQUARES CHESS_LIGHT_SQUARES
#define DARK_SQUARES (~CHESS_LIGHT_SQUARES)
#define RANK_1 0x00000000000000FFull
#define RANK_8 0xFF00000000000000ull

static inline ChessBitboard
non_king (const ChessPosition *pos, ChessColor c)
{
  return pos->colors[c] & ~pos->pieces[CHESS_KING];
}

/* File plus rank distance to the nearest corner, or to the nearest corner of the given colour
 * (a bishop mates only in a corner of its own colour). */
static inline int
corner_distance (ChessSquare k, ChessBitboard colour)
{
  int f = CHESS_FILE_OF (k), r = CHESS_RANK_OF (k);
  if (colour == LIGHT_SQUARES)
    return (f + 7 - r < 7 - f + r) ? f + 7 - r : 7 - f + r;
  if (colour == DARK_SQUARES)
    return (f + r < 14 - f - r) ? f + r : 14 - f - r;
  return (f < 4 ? f : 7 - f) + (r < 4 ? r : 7 - r);
}

/* -- checks -- */

/* What tells quickly whether a move of the side to move gives check: the squares each piece type
 * checks from, and the pieces whose leaving uncovers a check (as in most chess engines). */
typedef struct
{
  ChessSquare k;            /* the king that would be in check */
  ChessBitboard from_sq[5]; /* per piece type, pawn to queen: squares that give check */
  ChessBitboard uncovers;   /* own pieces alone between an own slider and k */
} CheckInfo;

static void
check_info (const ChessPosition *pos, CheckInfo *ci)
{
  ChessColor us = pos->side;
  ChessSquare k = chess_position_king (pos, !us);
  ChessBitboard occ = chess_position_occupied (pos);
  ci->k = k;
  ci->from_sq[CHESS_PAWN] = chess_pawn_attacks (!us, k);
  ci->from_sq[CHESS_KNIGHT] = chess_knight_attacks[k];
  ci->from_sq[CHESS_BISHOP] = chess_bishop_attacks (k, occ);
  ci->from_sq[CHESS_ROOK] = chess_rook_attacks (k, occ);
  ci->from_sq[CHESS_QUEEN] = ci->from_sq[CHESS_BISHOP] | ci->from_sq[CHESS_ROOK];
  ci->uncovers = 0;
  ChessBitboard mine = pos->colors[us];
  ChessBitboard diag = pos->pieces[CHESS_BISHOP] | pos->pieces[CHESS_QUEEN];
  ChessBitboard orth = pos->pieces[CHESS_ROOK] | pos->pieces[CHESS_QUEEN];
  ChessBitboard snipers
      = mine & ((chess_bishop_attacks (k, 0) & diag) | (chess_rook_attacks (k, 0) & orth));
  while (snipers)
    {
      ChessBitboard b = chess_between (k, chess_pop_lsb (&snipers)) & occ;
      if (b && !(b & (b - 1)) && (b & mine))
        ci->uncovers |= b;
    }
}

/* Does the legal move m give check? Castling, en passant and promotions from the occupancy after
 * the move. A slider moving along its line towards the king cannot have been checking before
 * (the side to move never gives check standing), so from_sq is enough for the others. */
static bool
gives_check (const ChessPosition *pos, const CheckInfo *ci, ChessMove m)
{
  ChessSquare from = chess_move_from (m), to = chess_move_to (m);
  ChessMoveKind kind = chess_move_kind (m);
  if (kind == CHESS_MOVE_NORMAL)
    {
      ChessPieceType t = CHESS_PIECE_TYPE (pos->board[from]);
      if (t != CHESS_KING && (ci->from_sq[t] & CHESS_BB (to)))
        return true;
      return (ci->uncovers & CHESS_BB (from)) && !(chess_line (ci->k, from) & CHESS_BB (to));
    }
  ChessColor us = pos->side;
  ChessBitboard kb = CHESS_BB (ci->k);
  ChessBitboard occ = chess_position_occupied (pos);
  if (kind == CHESS_MOVE_CASTLING)
    {
      /* Only the rook can check; the king's and the rook's squares are both left first. */
      ChessSquare rto = chess_move_rook_target (m), kto = chess_move_king_target (m);
      ChessBitboard after
          = (occ & ~CHESS_BB (from) & ~CHESS_BB (to)) | CHESS_BB (rto) | CHESS_BB (kto);
      return (chess_rook_attacks (rto, after) & kb) != 0;
    }
  ChessBitboard after = (occ & ~CHESS_BB (from)) | CHESS_BB (to);
  ChessPieceType t = CHESS_PAWN;
  if (kind == CHESS_MOVE_EN_PASSANT)
    after &= ~CHESS_BB (to - chess_pawn_push (us));
  else
    t = chess_move_promotion (m);
  if (t == CHESS_PAWN ? (chess_pawn_attacks (us, to) & kb)
                      : (chess_piece_attacks (t, to, after) & kb))
    return true;
  ChessBitboard others = pos->colors[us] & ~CHESS_BB (from);
  ChessBitboard diag = others & (pos->pieces[CHESS_BISHOP] | pos->pieces[CHESS_QUEEN]);
  ChessBitboard orth = others & (pos->pieces[CHESS_ROOK] | pos->pieces[CHESS_QUEEN]);
  return (chess_bishop_attacks (ci->k, after) & diag) || (chess_rook_attacks (ci->k, after) & orth);
}

/* Is the side to move checkmated? One free flight square is the usual answer and costs no move
 * generation. */
static bool
mated (const ChessPosition *pos)
{
  ChessColor l = pos->side;
  ChessSquare k = chess_position_king (pos, l);
  ChessBitboard occ_nk = chess_position_occupied (pos) ^ CHESS_BB (k);
  if (!chess_position_attackers (pos, k, !l, occ_nk))
    return false;
  ChessBitboard flights = chess_king_attacks[k] & ~pos->colors[l];
  while (flights)
    if (!chess_position_attackers (pos, chess_pop_lsb (&flights), !l, occ_nk))
      return false;
  return !chess_movegen_any (pos);
}

/* Could the side to move give check at all? From where its pieces can go, ignoring pins: false
 * means surely no check, true only maybe. Most positions deep in a search answer false, and
 * then no move needs generating. */
static bool
may_check (const ChessPosition *pos, const CheckInfo *ci)
{
  ChessColor us = pos->side;
  ChessBitboard occ = chess_position_occupied (pos);
  ChessBitboard mine = pos->colors[us];
  if (ci->uncovers)
    return true;
  ChessBitboard pawns = mine & pos->pieces[CHESS_PAWN];
  if (pawns)
    {
      /* A promotion can check in many ways: leave those to the full test. */
      ChessBitboard last = us == CHESS_WHITE ? RANK_8 >> 8 : RANK_1 << 8;
      if (pawns & last)
        return true;
      ChessBitboard push = (us == CHESS_WHITE ? pawns << 8 : pawns >> 8) & ~occ;
      ChessBitboard caps = chess_pawn_attack_set (pawns, us) & pos->colors[!us];
      if ((push | caps) & ci->from_sq[CHESS_PAWN])
        return true;
      /* Double pushes and en passant: rare enough to answer maybe. */
      if (pos->ep != CHESS_SQUARE_NONE)
        return true;
      ChessBitboard second = us == CHESS_WHITE ? RANK_1 << 8 : RANK_8 >> 8;
      ChessBitboard dbl = pawns & second;
      dbl = (us == CHESS_WHITE ? dbl << 8 : dbl >> 8) & ~occ;
      dbl = (us == CHESS_WHITE ? dbl << 8 : dbl >> 8) & ~occ;
      if (dbl & ci->from_sq[CHESS_PAWN])
        return true;
    }
  ChessBitboard pieces = mine & ~pos->pieces[CHESS_PAWN] & ~pos->pieces[CHESS_KING];
  while (pieces)
    {
      ChessSquare sq = chess_pop_lsb (&pieces);
      ChessPieceType t = CHESS_PIECE_TYPE (pos->board[sq]);
      if (chess_piece_attacks (t, sq, occ) & ~mine & ci->from_sq[t])
        return true;
    }
  /* Castling can check with the rook. */
  return (pos->castling
          & (us == CHESS_WHITE ? CHESS_CASTLE_WHITE_SHORT | CHESS_CASTLE_WHITE_LONG
                               : CHESS_CASTLE_BLACK_SHORT | CHESS_CASTLE_BLACK_LONG))
         != 0;
}

/* W to move: a move of W that checkmates, or CHESS_MOVE_NONE. */
static ChessMove
mate_in_one (ChessPosition *pos)
{
  CheckInfo ci;
  check_info (pos, &ci);
  if (!may_check (pos, &ci))
    return CHESS_MOVE_NONE;
  ChessMoveList list;
  chess_movegen_legal (pos, &list);
  for (int i = 0; i < list.count; i++)
    {
      ChessMove m = list.moves[i];
      if (!gives_check (pos, &ci, m))
        continue;
      ChessUndo u;
      chess_position_make (pos, m, &u);
      bool mate = mated (pos);
      chess_position_unmake (pos, m, &u);
      if (mate)
        return m;
    }
  return CHESS_MOVE_NONE;
}

/* -- threats: W's checks and what still answers them -- */

#define MAX_THREATS 24

/* A check W could give, and L's answers to it: the squares its king could flee to and its other
 * pieces that could take the checker or step in between. With none left it is mate. */
typedef struct
{
  ChessMove check;
  ChessBitboard flights;
  ChessBitboard defenders;
} Threat;

typedef struct
{
  int count;
  int least; /* the fewest answers to any of them; -1 when W has no check */
  Threat t[MAX_THREATS];
} Threats;

static inline int
answers (const Threat *t)
{
  return chess_popcount (t->flights) + chess_popcount (t->defenders);
}

/* W's checks in pos, with L's answers. With L to move they are the checks W would have if L
 * passed: what L's next move has to prepare. L in check: none are listed. */
static void
find_threats (const ChessPosition *from, ChessColor w, Threats *out)
{
  out->count = 0;
  out->least = -1;
  ChessPosition pos = *from;
  if (pos.side != w)
    {
      if (chess_position_in_check (&pos))
        return;
      chess_position_pass (&pos);
    }
  ChessSquare k = chess_position_king (&pos, !w);
  CheckInfo ci;
  check_info (&pos, &ci);
  if (!may_check (&pos, &ci))
    return;
  ChessMoveList moves;
  chess_movegen_legal (&pos, &moves);
  for (int j = 0; j < moves.count && out->count < MAX_THREATS; j++)
    {
      ChessMove m = moves.moves[j];
      if (!gives_check (&pos, &ci, m))
        continue;
      ChessUndo u;
      ChessMoveList replies;
      chess_position_make (&pos, m, &u);
      chess_movegen_legal (&pos, &replies);
      chess_position_unmake (&pos, m, &u);
      Threat *t = &out->t[out->count++];
      t->check = m;
      t->flights = 0;
      t->defenders = 0;
      for (int r = 0; r < replies.count; r++)
        {
          ChessSquare rf = chess_move_from (replies.moves[r]);
          if (rf == k)
            t->flights |= CHESS_BB (chess_move_to (replies.moves[r]));
          else
            t->defenders |= CHESS_BB (rf);
        }
      int a = answers (t);
      if (out->least < 0 || a < out->least)
        out->least = a;
    }
}

/* The least answers left to the threats of an L-to-move position after L's move m (not a king
 * move): a piece stepping onto a flight square takes that answer away, a defender leaving takes
 * itself away. An estimate: new answers m creates are not seen. */
static int
least_after (const Threats *th, ChessMove m)
{
  ChessBitboard to = CHESS_BB (chess_move_to (m)), from = CHESS_BB (chess_move_from (m));
  int least = -1;
  for (int i = 0; i < th->count; i++)
    {
      const Threat *t = &th->t[i];
      int a = chess_popcount (t->flights & ~to) + chess_popcount (t->defenders & ~from);
      if (least < 0 || a < least)
        least = a;
    }
  return least;
}

/* L's pieces whose leaving would let a slider of W through to the L king, to a square next to
 * it, or to a square from which that slider would give check: L's moves that threats do not
 * foresee. */
static ChessBitboard
openers (const ChessPosition *pos, ChessColor w, ChessSquare k)
{
  ChessBitboard occ = chess_position_occupied (pos);
  ChessBitboard lp = pos->colors[!w] & ~CHESS_BB (k);
  ChessBitboard near = chess_king_attacks[k] | CHESS_BB (k);
  ChessBitboard to_diag = chess_bishop_attacks (k, occ) | near;
  ChessBitboard to_orth = chess_rook_attacks (k, occ) | near;
  ChessBitboard found = 0;
  ChessBitboard sliders
      = pos->colors[w]
        & (pos->pieces[CHESS_BISHOP] | pos->pieces[CHESS_ROOK] | pos->pieces[CHESS_QUEEN]);
  while (sliders)
    {
      ChessSquare sq = chess_pop_lsb (&sliders);
      ChessPieceType t = CHESS_PIECE_TYPE (pos->board[sq]);
      ChessBitboard target = t == CHESS_BISHOP ? to_diag
                             : t == CHESS_ROOK ? to_orth
                                               : to_diag | to_orth;
      ChessBitboard seen = chess_piece_attacks (t, sq, occ);
      ChessBitboard blockers = seen & lp & ~found;
      while (blockers)
        {
          ChessSquare b = chess_pop_lsb (&blockers);
          if (chess_piece_attacks (t, sq, occ ^ CHESS_BB (b)) & ~seen & target)
            found |= CHESS_BB (b);
        }
    }
  return found;
}

/* Is the L move lm followed by the W move wm a mate? wm is checked for legality. */
static bool
pair_mates (ChessPosition *pos, ChessMove lm, ChessMove wm)
{
  ChessUndo u1, u2;
  chess_position_make (pos, lm, &u1);
  bool mate = false;
  CheckInfo ci;
  if (chess_movegen_is_legal (pos, wm))
    {
      check_info (pos, &ci);
      if (gives_check (pos, &ci, wm))
        {
          chess_position_make (pos, wm, &u2);
          mate = mated (pos);
          chess_position_unmake (pos, wm, &u2);
        }
    }
  chess_position_unmake (pos, lm, &u1);
  return mate;
}

/* L to move: a move of L after which W mates, both written to pair[], and the threats of the
 * position in th (for estimating the children). King moves, moves that open a line of W, and
 * every move when L is in check are tried in full. For the others L's king stays where it is, so
 * W's mate is looked for among the threats: a threat answered only from one flight square and by
 * at most one piece is turned into mate by that piece, or another, stepping onto the square, or
 * by the one defender leaving. Mates that need more than that are left to the search. */
static bool
mate_in_two_plies (ChessPosition *pos, ChessColor w, Threats *th, ChessMove pair[2])
{
  ChessColor l = !w;
  ChessMoveList lmoves;
  chess_movegen_legal (pos, &lmoves);
  ChessSquare k = chess_position_king (pos, l);
  bool in_check = chess_position_in_check (pos);
  ChessBitboard full = in_check ? ~0ull : CHESS_BB (k) | openers (pos, w, k);
  th->count = 0;
  th->least = -1;
  for (int i = 0; i < lmoves.count; i++)
    {
      ChessMove m = lmoves.moves[i];
      if (!(full & CHESS_BB (chess_move_from (m))))
        continue;
      ChessUndo u;
      chess_position_make (pos, m, &u);
      ChessMove wm = mate_in_one (pos);
      chess_position_unmake (pos, m, &u);
      if (wm != CHESS_MOVE_NONE)
        {
          pair[0] = m;
          pair[1] = wm;
          return true;
        }
    }
  if (in_check)
    return false;

  find_threats (pos, w, th);
  for (int j = 0; j < th->count; j++)
    {
      const Threat *t = &th->t[j];
      if (chess_popcount (t->flights) > 1 || chess_popcount (t->defenders) > 1)
        continue;
      for (int i = 0; i < lmoves.count; i++)
        {
          ChessMove m = lmoves.moves[i];
          ChessBitboard from = CHESS_BB (chess_move_from (m));
          if ((full & from) || (t->flights && !(CHESS_BB (chess_move_to (m)) & t->flights))
              || (t->defenders && !(t->defenders & from)))
            continue;
          if (pair_mates (pos, m, t->check))
            {
              pair[0] = m;
              pair[1] = t->check;
              return true;
            }
        }
    }
  return false;
}

/* How hard it is for W to give a check that sticks with one move (discovered checks aside):
 * for the best checking move, the number of L's answers in sight (pieces that could take the
 * checker or step between, the king taking an undefended checker next to it); -1 when no
 * piece of W can give check with one move. */
static int
check_cost (const ChessPosition *pos, ChessColor w, ChessSquare k, ChessBitboard occ)
{
  ChessColor l = !w;
  ChessBitboard diag = chess_bishop_attacks (k, occ), orth = chess_rook_attacks (k, occ);
  ChessBitboard free = ~pos->colors[w];
  ChessBitboard b = pos->colors[w] & ~pos->pieces[CHESS_KING];
  int best = -1;
  while (b)
    {
      ChessSquare s = chess_pop_lsb (&b);
      ChessPieceType t = CHESS_PIECE_TYPE (pos->board[s]);
      ChessBitboard targets;
      if (t == CHESS_PAWN)
        {
          ChessBitboard fwd = (w == CHESS_WHITE ? CHESS_BB (s) << 8 : CHESS_BB (s) >> 8) & ~occ;
          targets
              = (fwd | (chess_pawn_attacks (w, s) & pos->colors[l])) & chess_pawn_attacks (l, k);
        }
      else
        {
          ChessBitboard want = t == CHESS_KNIGHT   ? chess_knight_attacks[k]
                               : t == CHESS_BISHOP ? diag
                               : t == CHESS_ROOK   ? orth
                                                   : diag | orth;
          targets = chess_piece_attacks (t, s, occ) & free & want;
        }
      while (targets)
        {
          ChessSquare to = chess_pop_lsb (&targets);
          ChessBitboard after = (occ ^ CHESS_BB (s)) | CHESS_BB (to);
          ChessBitboard takers = chess_position_attackers (pos, to, l, after);
          int cost = chess_popcount (takers & ~pos->pieces[CHESS_KING]);
          if ((takers & pos->pieces[CHESS_KING])
              && !(chess_position_attackers (pos, to, w, after) & ~CHESS_BB (s)))
            cost++;
          ChessBitboard between = chess_between (to, k);
          while (between && cost < 3)
            if (chess_position_attackers (pos, chess_pop_lsb (&between), l, after)
                & ~pos->pieces[CHESS_KING])
              cost++;
          if (best < 0 || cost < best)
            best = cost;
          if (best == 0)
            return 0;
        }
    }
  return best;
}

/* -- the estimate -- */

/* Weights of the estimate. The search tries several sets in turn, each with its share of the
 * node limit: they differ in how hard they push for trading L's pieces off and for walking L's
 * king towards W's pieces, and a search that loses its way is often rescued by the next one. */
enum
{
  W_FLIGHT,      /* per free flight square of L's king, middlegame */
  W_NO_CHECK,    /* W has no check */
  W_CHECK,       /* W has a check... */
  W_ANSWER,      /* ...plus this per answer L has to the best one */
  W_NEAR,        /* per square between each piece of W and L's king, middlegame */
  W_NEAR_END,    /* the same in the endgame */
  W_SCALE,       /* priority = scale * estimate + depth */
  W_END_MEN,     /* at most this many men on the board: endgame */
  W_KING_END,    /* W's king away from L's king, endgame */
  W_BLOCKER_END, /* L's pieces away from their king (they are its blockers), endgame */
  W_KING,        /* W's king away from L's king */
  W_FLIGHT_END,  /* per free flight square, endgame */
  W_CORNER_END,  /* L's king away from a corner (of the right colour), endgame */
  W_L_PIECES,    /* per piece L has left */
  W_L_PAWNS,     /* per pawn L has left */
  W_COUNT
};

typedef struct
{
  int8_t w[W_COUNT];
  uint8_t share;   /* in 64ths of the node limit */
  uint8_t breadth; /* every position this many plies deep or less is looked at first */
  uint8_t looks;   /* 0: no look-ahead; 1: mate_in_two_plies on L's positions; 2: also W's moves
                      ahead, which gives the children their threats */
  uint8_t threats; /* the estimate counts L's answers to W's best threat (needs looks 2) */
} Weights;

#define SET_0                                                                                      \
  {                                                                                                \
    2, 16, 4, 4, 1, 2, 4, 16, 2, 3, 2, 6, 3, 12, 3                                                 \
  }
#define SET_1                                                                                      \
  {                                                                                                \
    1, 8, 2, 2, 1, 2, 4, 16, 2, 3, 1, 6, 3, 20, 5                                                  \
  }
#define SET_2                                                                                      \
  {                                                                                                \
    1, 4, 1, 1, 0, 2, 4, 16, 2, 3, 0, 6, 3, 30, 8                                                  \
  }
#define SET_3                                                                                      \
  {                                                                                                \
    2, 16, 4, 4, 1, 1, 4, 16, 3, 6, 0, 6, 4, 0, 0                                                  \
  }

/* With many men on the board the threats lead best; with few, the cheap estimate of each position
 * alone (nearly every position there has some check, and what matters is the walk of the kings
 * and pieces towards a mating pattern). */
static const Weights many_men[] = {
  { SET_0, 2, 0, 2, 1 }, { SET_0, 4, 0, 1, 0 },  { SET_0, 4, 2, 2, 1 },  { SET_3, 8, 0, 1, 0 },
  { SET_1, 8, 2, 2, 1 }, { SET_2, 12, 2, 2, 1 }, { SET_3, 12, 2, 2, 1 }, { SET_0, 12, 3, 2, 1 },
};

static const Weights few_men[] = {
  { SET_0, 8, 0, 0, 0 }, { SET_3, 8, 0, 0, 0 },  { SET_0, 4, 0, 2, 1 },  { SET_0, 4, 2, 2, 1 },
  { SET_1, 8, 0, 0, 0 }, { SET_2, 12, 2, 2, 1 }, { SET_3, 12, 2, 2, 1 }, { SET_0, 8, 3, 2, 1 },
};

#define FEW_MEN 12

#define P(i) (wt->w[i])

/* An estimate of how far L's king is from being checkmated by W; smaller is nearer. least is the
 * fewest answers L has to a check of W (see Threats), -1 when W has none. */
static int
estimate (const ChessPosition *pos, ChessColor w, const Weights *wt, int least)
{
  ChessColor l = !w;
  ChessSquare k = chess_position_king (pos, l);
  ChessBitboard occ = chess_position_occupied (pos);
  bool endgame = chess_popcount (occ) <= P (W_END_MEN);
  int h;
  if (wt->threats)
    h = least >= 0 ? P (W_CHECK) + P (W_ANSWER) * least : P (W_NO_CHECK);
  else if (chess_position_attackers (pos, k, w, occ))
    h = 0;
  else
    {
      int c = check_cost (pos, w, k, occ);
      h = c < 0 ? P (W_NO_CHECK) : P (W_CHECK) + P (W_ANSWER) * c;
    }
  /* The free flight squares count even when a threat already counts them as answers: a king
   * with room needs more than one move of L to be shut in. */
  ChessBitboard occ_nk = occ ^ CHESS_BB (k);
  ChessBitboard zone = chess_king_attacks[k] & ~pos->colors[l];
  int flights = 0;
  while (zone)
    if (!chess_position_attackers (pos, chess_pop_lsb (&zone), w, occ_nk))
      flights++;
  h += (endgame ? P (W_FLIGHT_END) : P (W_FLIGHT)) * flights;

  ChessBitboard wmajor = non_king (pos, w) & (pos->pieces[CHESS_QUEEN] | pos->pieces[CHESS_ROOK]);
  ChessBitboard wpieces = non_king (pos, w) & ~pos->pieces[CHESS_PAWN];
  ChessBitboard b = wpieces;
  while (b)
    h += (endgame ? P (W_NEAR_END) : P (W_NEAR)) * chess_mate_distance (chess_pop_lsb (&b), k);
  if (!wmajor)
    {
      /* Without a queen or rook W's pawns are its mating material to be. */
      ChessBitboard pw = pos->pieces[CHESS_PAWN] & pos->colors[w];
      while (pw)
        {
          ChessSquare s = chess_pop_lsb (&pw);
          h += 3 * (w == CHESS_WHITE ? 7 - CHESS_RANK_OF (s) : CHESS_RANK_OF (s));
        }
    }
  ChessBitboard lpawns = pos->pieces[CHESS_PAWN] & pos->colors[l];
  if (!wmajor && !(pos->pieces[CHESS_PAWN] & pos->colors[w]) && chess_popcount (wpieces) <= 1)
    {
      /* A lone minor piece needs L's help: L's pawns are blockers or pieces to be. */
      while (lpawns)
        {
          ChessSquare sq = chess_pop_lsb (&lpawns);
          h += 2 * (l == CHESS_WHITE ? 7 - CHESS_RANK_OF (sq) : CHESS_RANK_OF (sq));
        }
    }
  else
    h += P (W_L_PAWNS) * chess_popcount (lpawns);
  h += P (W_L_PIECES) * chess_popcount (non_king (pos, l) & ~pos->pieces[CHESS_PAWN]);
  h += P (W_KING) * chess_mate_distance (chess_position_king (pos, w), k);
  if (endgame)
    {
      h += P (W_KING_END) * chess_mate_distance (chess_position_king (pos, w), k);
      ChessBitboard colour = ~0ull;
      ChessBitboard lbishops = non_king (pos, l) & pos->pieces[CHESS_BISHOP];
      if (wpieces && wpieces == (wpieces & pos->pieces[CHESS_BISHOP]))
        colour = !(wpieces & DARK_SQUARES)    ? LIGHT_SQUARES
                 : !(wpieces & LIGHT_SQUARES) ? DARK_SQUARES
                                              : ~0ull;
      else if (wpieces == (wpieces & pos->pieces[CHESS_KNIGHT]) && chess_popcount (wpieces) == 1
               && lbishops && (!(lbishops & DARK_SQUARES) || !(lbishops & LIGHT_SQUARES)))
        /* A lone knight mates in a corner whose neighbours on the edge hold L's bishop: the
         * corners of the other colour than that bishop's. */
        colour = (lbishops & LIGHT_SQUARES) ? DARK_SQUARES : LIGHT_SQUARES;
      h += P (W_CORNER_END) * corner_distance (k, colour);
      ChessBitboard lp = non_king (pos, l);
      while (lp)
        h += P (W_BLOCKER_END) * chess_mate_distance (chess_pop_lsb (&lp), k);
    }
  return h;
}

/* -- best-first search -- */

typedef struct
{
  ChessMateContext *ctx;
  ChessMateStore store;
  ChessColor w;
  const Weights *wt;
  bool truncated;
} Search;

/* The line to node, then 'extra' more moves. */
static ChessMateAnswer
found (Search *s, uint32_t node, const ChessMove *extra, int n, ChessMateResult *result)
{
  result->length = chess_mate_store_line (s->ctx, node, result->line);
  for (int i = 0; i < n; i++)
    result->line[result->length++] = extra[i];
  result->nodes = s->store.count;
  return CHESS_MATE_YES;
}

/* Queues the new node 'child' (pos is its position) with its priority. */
static void
queue_child (Search *s, uint32_t child, int depth, const ChessPosition *pos, int least)
{
  int prio = s->wt->w[W_SCALE] * estimate (pos, s->w, s->wt, least) + depth;
  /* Shallow positions first, in order of depth, and the most promising of each depth first. */
  prio += (depth <= s->wt->breadth ? depth : s->wt->breadth + 1) << 20;
  chess_mate_store_push (&s->store, (uint32_t) prio, child);
}

/* Best-first search from root, W against L, in the order of one set of weights. Depending on the
 * set, each position taken from the queue first gets a look ahead: with L to move,
 * mate_in_two_plies; with W to move, the same after each move of W (three plies), which also
 * tells how near each child stands to a mate. Then its children join the queue. YES with the
 * line; NO when every reachable position was generated (the looks only ever add a YES);
 * UNDETERMINED at a bound. */
static ChessMateAnswer
search_with (ChessMateContext *ctx, const ChessPosition *root, ChessColor w, const Weights *wt,
             uint32_t limit, ChessMateResult *result)
{
  Search s = { .ctx = ctx, .w = w, .wt = wt };
  chess_mate_store_begin (&s.store, ctx, root, limit);
  chess_mate_store_push (&s.store, 0, 0);

  ChessPosition pos;
  ChessMoveList list;
  Threats th, child_th;
  while (s.store.queued)
    {
      uint32_t node = chess_mate_store_pop (&s.store);
      chess_mate_store_position (ctx, node, root, &pos);
      int depth = chess_mate_store_depth (ctx, node);
      if (depth + 3 > CHESS_MATE_MAX_LINE)
        {
          s.truncated = true;
          continue;
        }
      bool w_moves = pos.side == w;
      ChessMove pair[3];
      th.count = 0;
      if (w_moves || !wt->looks)
        ;
      else if (chess_mate_store_flags (ctx, node) & CHESS_MATE_NODE_LOOKED)
        find_threats (&pos, w, &th);
      else if (mate_in_two_plies (&pos, w, &th, pair))
        return found (&s, node, pair, 2, result);
      chess_movegen_legal (&pos, &list);
      /* The slots are many and each child's a likely cache miss: ask for them all first. */
      for (int i = 0; i < list.count; i++)
        {
          ChessUndo u;
          chess_position_make (&pos, list.moves[i], &u);
          chess_mate_store_prefetch (&s.store, pos.key);
          chess_position_unmake (&pos, list.moves[i], &u);
        }
      for (int i = 0; i < list.count; i++)
        {
          ChessMove m = list.moves[i];
          ChessUndo u;
          chess_position_make (&pos, m, &u);
          if (s.store.count >= s.store.limit)
            {
              result->nodes = s.store.count;
              return CHESS_MATE_UNDETERMINED;
            }
          uint32_t child = chess_mate_store_add (&s.store, &pos, node, m, depth + 1);
          if (child != CHESS_MATE_SEEN
              && !(chess_mate_worth_proof (&pos, m, &u) && chess_mate_prune (ctx, &pos, w)))
            {
              int least = -1;
              if (w_moves && mated (&pos))
                return found (&s, node, &m, 1, result);
              if (wt->looks < 2)
                ;
              else if (w_moves)
                {
                  if (mate_in_two_plies (&pos, w, &child_th, pair + 1))
                    {
                      pair[0] = m;
                      return found (&s, node, pair, 3, result);
                    }
                  least = child_th.least;
                }
              else if (chess_move_from (m) == chess_position_king (&pos, !w) || th.count == 0)
                {
                  find_threats (&pos, w, &child_th);
                  least = child_th.least;
                }
              else
                least = least_after (&th, m);
              if (w_moves && wt->looks == 2)
                chess_mate_store_mark (ctx, child, CHESS_MATE_NODE_LOOKED);
              queue_child (&s, child, depth + 1, &pos, least);
            }
          chess_position_unmake (&pos, m, &u);
        }
    }
  result->nodes = s.store.count;
  return s.truncated ? CHESS_MATE_UNDETERMINED : CHESS_MATE_NO;
}

/* Tries the weight sets in turn, each with its share of limit. Any of them that runs out of
 * positions proves "no", since each generates every legal move and the store compares whole
 * positions; only the order differs. */
ChessMateAnswer
chess_mate_best_first (ChessMateContext *ctx, const ChessPosition *root, ChessColor w,
                       uint32_t limit, ChessMateResult *result)
{
  if (limit > CHESS_MATE_MAX_NODES)
    limit = CHESS_MATE_MAX_NODES;
  uint32_t total = 0;
  /* W with pawns and at most one minor piece has no threats to speak of until a pawn promotes:
   * the cheap estimate first too. */
  ChessBitboard wpieces = non_king (root, w) & ~root->pieces[CHESS_PAWN];
  bool few = chess_popcount (chess_position_occupied (root)) <= FEW_MEN
             || (!(wpieces & (root->pieces[CHESS_QUEEN] | root->pieces[CHESS_ROOK]))
                 && chess_popcount (wpieces) <= 1);
  const Weights *sets = few ? few_men : many_men;
  size_t n = few ? sizeof few_men / sizeof few_men[0] : sizeof many_men / sizeof many_men[0];
  for (size_t i = 0; i < n; i++)
    {
      uint32_t share = (uint32_t) ((uint64_t) limit * sets[i].share / 64);
      ChessMateAnswer a = search_with (ctx, root, w, &sets[i], share, result);
      total += result->nodes;
      result->nodes = total;
      /* A yes stands only on a line the move generator replays: the look-ahead's shortcuts
       * (gives_check, mated) are thereby checked on every answer. */
      if (a == CHESS_MATE_YES
          && !chess_mate_line_is_helpmate (root, w, result->line, result->length))
        continue;
      if (a != CHESS_MATE_UNDETERMINED)
        return a;
    }
  return CHESS_MATE_UNDETERMINED;
}
