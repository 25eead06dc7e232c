/* chess-mate-corner.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A best-first hunt for the one checkmate bishops of one colour can give without their king's
 * help: L's king in a corner of the bishops' colour, L's own men on the corner's two orthogonal
 * neighbours, and a bishop of W checking along the corner's long diagonal.
 *
 * Bishops of one colour only ever attack that colour, so a king they mate stands on it, and each
 * of its orthogonal neighbours (of the other colour) must be covered by W's king or pawns or hold
 * one of L's own men (5.2.2 asks only whether a mate can arise, L helping). Without W's king and
 * pawns the fewest such neighbours a square has is two, in a corner: where they cannot help (a
 * king shut in, pawns locked) the helpmate is this picture. With W's pieces crowding the
 * corner's diagonal and L's king far off, the general searches (chess-mate-search.c,
 * chess-mate-dive.c) lose their way among the bishops' many moves before the king arrives.
 *
 * This search is ordered by the distance to that picture for one corner: L's king's steps to it,
 * the moves L's two nearest blockers need to reach the two neighbours, and W's men standing on
 * the corner or on its diagonal (each has to leave it before L's king can step in; the checker
 * comes back last). Every legal move of both sides is generated and a position is stored whole
 * (chess-mate-store.c), as in the best-first search; only the order is this one. It answers only
 * "yes", with the line to a checkmate by W that the move generator replays (chess-mate.c), or
 * nothing: the proofs of "no" are the exhaustive walk's (chess-mate-exhaust.c).
 */
#include "chess-mate-private.h"

#include "chess-mate-reach.h"
#include "chess-movegen.h"
#include "chess-tables.h"

#define LIGHT_SQUARES 0x55AA55AA55AA55AAull
#define DARK_SQUARES (~LIGHT_SQUARES)
#define FAR 8     /* moves a man that can never reach a square is counted */
#define SCALE 4   /* priority = SCALE * distance + depth: nearly greedy, shorter lines on ties */
#define CORNERS 2 /* corners of one colour */

/* One corner's picture: the corner, its two orthogonal neighbours and its diagonal. */
typedef struct
{
  ChessSquare corner;
  ChessSquare side[2];
  ChessBitboard diagonal; /* the corner's long diagonal, the corner left out */
} Picture;

/* The picture of corner; the diagonal ends before the first of the squares 'fixed' (their men
 * never leave: a checker stands between them and the corner). */
static void
picture_of (ChessSquare corner, ChessBitboard fixed, Picture *p)
{
  int f = CHESS_FILE_OF (corner), r = CHESS_RANK_OF (corner);
  int df = f == 0 ? 1 : -1, dr = r == 0 ? 1 : -1;
  p->corner = corner;
  p->side[0] = (ChessSquare) CHESS_SQUARE (f + df, r);
  p->side[1] = (ChessSquare) CHESS_SQUARE (f, r + dr);
  p->diagonal = 0;
  for (int i = 1; i < 8; i++)
    {
      ChessBitboard b = CHESS_BB (CHESS_SQUARE (f + i * df, r + i * dr));
      if (b & fixed)
        break;
      p->diagonal |= b;
    }
}

static int
knight_steps (ChessSquare a, ChessSquare b)
{
  ChessBitboard seen = CHESS_BB (a), front = seen;
  for (int n = 0; n < FAR; n++)
    {
      if (seen & CHESS_BB (b))
        return n;
      ChessBitboard next = 0;
      while (front)
        next |= chess_knight_attacks[chess_pop_lsb (&front)];
      front = next & ~seen;
      seen |= next;
    }
  return FAR;
}

/* Moves L's man on s needs to stand on n, on an empty board (FAR: never; a pawn only where it
 * stands). */
static int
steps_to (const ChessPosition *pos, ChessSquare s, ChessSquare n)
{
  if (s == n)
    return 0;
  ChessBitboard nb = CHESS_BB (n);
  switch (CHESS_PIECE_TYPE (pos->board[s]))
    {
    case CHESS_BISHOP:
      if (!(LIGHT_SQUARES & CHESS_BB (s)) != !(LIGHT_SQUARES & nb))
        return FAR;
      return (chess_bishop_attacks (s, 0) & nb) ? 1 : 2;
    case CHESS_ROOK:
      return (chess_rook_attacks (s, 0) & nb) ? 1 : 2;
    case CHESS_QUEEN:
      return ((chess_rook_attacks (s, 0) | chess_bishop_attacks (s, 0)) & nb) ? 1 : 2;
    case CHESS_KNIGHT:
      return knight_steps (s, n);
    default:
      return FAR;
    }
}

/* The moves of the best two distinct men of L to the two neighbours (FAR or more: none can). */
static int
blockers (const ChessPosition *pos, ChessColor l, const Picture *p)
{
  ChessBitboard men = pos->colors[l] & ~pos->pieces[CHESS_KING];
  int best = 2 * FAR;
  ChessBitboard a = men;
  while (a)
    {
      ChessSquare sa = chess_pop_lsb (&a);
      int ca = steps_to (pos, sa, p->side[0]);
      if (ca >= best)
        continue;
      ChessBitboard b = men & ~CHESS_BB (sa);
      while (b)
        {
          int c = ca + steps_to (pos, chess_pop_lsb (&b), p->side[1]);
          if (c < best)
            best = c;
        }
    }
  return best;
}

/* How far pos stands from the picture: L's king's steps to the corner, its blockers' moves, and
 * W's men on the corner (two each: they leave through the diagonal) and on the diagonal (one
 * each). */
static int
distance (const ChessPosition *pos, ChessColor w, const Picture *p)
{
  int h = chess_mate_distance (chess_position_king (pos, !w), p->corner);
  h += blockers (pos, !w, p);
  h += 2 * chess_popcount (pos->colors[w] & CHESS_BB (p->corner));
  h += chess_popcount (pos->colors[w] & p->diagonal);
  return h;
}

/* Best-first from root towards one corner's picture. */
static ChessMateAnswer
search_corner (ChessMateContext *ctx, const ChessPosition *root, ChessColor w, const Picture *p,
               uint32_t limit, ChessMateResult *result)
{
  ChessMateStore st;
  chess_mate_store_begin (&st, ctx, root, limit);
  chess_mate_store_push (&st, 0, 0);
  ChessPosition pos;
  ChessMoveList list;
  while (st.queued)
    {
      uint32_t node = chess_mate_store_pop (&st);
      int depth = chess_mate_store_depth (ctx, node);
      if (depth + 1 > CHESS_MATE_MAX_LINE)
        continue;
      chess_mate_store_position (ctx, node, root, &pos);
      chess_movegen_legal (&pos, &list);
      bool w_moves = pos.side == w;
      for (int i = 0; i < list.count; i++)
        {
          if (st.count >= st.limit)
            {
              result->nodes = st.count;
              return CHESS_MATE_UNDETERMINED;
            }
          ChessMove m = list.moves[i];
          ChessUndo u;
          chess_position_make (&pos, m, &u);
          uint32_t child = chess_mate_store_add (&st, &pos, node, m, depth + 1);
          if (child != CHESS_MATE_SEEN)
            {
              if (w_moves && chess_position_in_check (&pos) && !chess_movegen_any (&pos))
                {
                  result->length = chess_mate_store_line (ctx, child, result->line);
                  result->nodes = st.count;
                  return CHESS_MATE_YES;
                }
              if (!(chess_mate_worth_proof (&pos, m, &u) && chess_mate_prune (ctx, &pos, w)))
                chess_mate_store_push (&st, (uint32_t) (SCALE * distance (&pos, w, p) + depth + 1),
                                       child);
            }
          chess_position_unmake (&pos, m, &u);
        }
    }
  result->nodes = st.count;
  return CHESS_MATE_UNDETERMINED;
}

bool
chess_mate_corner_applies (const ChessPosition *pos, ChessColor w)
{
  ChessBitboard pieces = pos->colors[w] & ~pos->pieces[CHESS_KING] & ~pos->pieces[CHESS_PAWN];
  ChessBitboard bishops = pieces & pos->pieces[CHESS_BISHOP];
  return bishops && bishops == pieces && (!(bishops & LIGHT_SQUARES) || !(bishops & DARK_SQUARES));
}

ChessMateAnswer
chess_mate_corner (ChessMateContext *ctx, const ChessPosition *root, ChessColor w, uint32_t limit,
                   ChessMateResult *result)
{
  ChessBitboard bishops = root->colors[w] & root->pieces[CHESS_BISHOP];
  bool light = (bishops & LIGHT_SQUARES) != 0;
  /* The two corners of the bishops' colour, the nearer picture first; one that L's king can never
   * reach (chess-mate-reach.c), or with no two men of L able to reach the neighbours, is left
   * out. */
  ChessReach reach;
  ChessBitboard king_reach = ~0ull, fixed = 0;
  if (chess_reach_compute (root, -1, &reach))
    {
      king_reach = reach.u[reach.king[!w]].reach;
      fixed = reach.fixed;
    }
  Picture pics[CORNERS];
  int dist[CORNERS];
  int n = 0;
  static const ChessSquare corners[4] = { 0, 7, 56, 63 };
  for (int i = 0; i < 4; i++)
    {
      if (!(LIGHT_SQUARES & CHESS_BB (corners[i])) != !light
          || !(king_reach & CHESS_BB (corners[i])))
        continue;
      Picture p;
      picture_of (corners[i], fixed, &p);
      if (blockers (root, !w, &p) >= FAR)
        continue;
      int d = distance (root, w, &p);
      int j = n++;
      while (j > 0 && dist[j - 1] > d)
        {
          pics[j] = pics[j - 1];
          dist[j] = dist[j - 1];
          j--;
        }
      pics[j] = p;
      dist[j] = d;
    }
  uint32_t total = 0;
  for (int i = 0; i < n; i++)
    {
      ChessMateAnswer a = search_corner (ctx, root, w, &pics[i], limit / (uint32_t) n, result);
      total += result->nodes;
      result->nodes = total;
      if (a == CHESS_MATE_YES && result->length > 0
          && chess_mate_line_is_helpmate (root, w, result->line, result->length))
        return CHESS_MATE_YES;
    }
  result->nodes = total;
  return CHESS_MATE_UNDETERMINED;
}
