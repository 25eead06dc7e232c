/* chess-mate-dive.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A depth-first hunt for a helpmate, deepened step by step, that spends its depth on moves that
 * lead nowhere and none on moves that make progress.
 *
 * The idea is Ambrona's ("A Practical Algorithm for Chess Unwinnability", FUN 2022): a mate by W
 * with L's help mostly walks L's king into a corner of L's first rank (of the colour of W's
 * bishops, when W mates with bishops), puts L's men beside it as blockers and brings W's king
 * and pieces near. Each move is weighed by that plan: a move of W that pushes an advanced pawn,
 * captures, or brings its king or a knight nearer to its place costs no depth; so does a move of
 * L that goes towards its place, or pushes a pawn when W needs L to promote (W has too little to
 * mate alone). A capture by L, or a move of L that does not promote when W needs it, costs three
 * plies. A move after one that made progress costs nothing either. The limit of each round grows
 * until a mate is found or the nodes are spent.
 *
 * This search only ever answers "yes" (with a line the move generator replays) or nothing: it
 * cuts lines by depth and by a table of hash keys, so running out proves nothing. The proofs of
 * "no" are elsewhere (chess-mate-exhaust.c).
 */
#include "chess-mate-private.h"

#include <string.h>

#include "chess-mate-reach.h"
#include "chess-movegen.h"

#define DARK_SQUARES (~CHESS_LIGHT_SQUARES)
#define TT_BITS 18
#define TT_DEPTH 0x3FFull
#define MAX_PLY 300
#define ROUND_NODES 10000u

typedef enum
{
  NORMAL,
  REWARD,
  PUNISH
} Variation;

typedef struct
{
  ChessMateContext *ctx;
  ChessColor w;
  uint64_t *tt;
  uint32_t nodes, limit, round_nodes, round_limit;
  int max_depth;
  bool interrupted;
  ChessMove line[MAX_PLY + 1];
  int found;
} Dive;

/* Knight moves from a to b (at most six on an empty board). */
static int
knight_distance (ChessSquare a, ChessSquare b)
{
  ChessBitboard seen = CHESS_BB (a), front = seen;
  for (int n = 0; n < 8; n++)
    {
      if (seen & CHESS_BB (b))
        return n;
      ChessBitboard next = 0;
      while (front)
        next |= chess_knight_attacks[chess_pop_lsb (&front)];
      front = next & ~seen;
      seen |= next;
    }
  return 8;
}

/* Does m bring a piece of kind t nearer to s? Kings, knights, and bishops when asked. */
static bool
nearer (ChessMove m, ChessSquare s, ChessPieceType t, bool bishops)
{
  ChessSquare from = chess_move_from (m), to = chess_move_to (m);
  if (t == CHESS_KING || (bishops && t == CHESS_BISHOP))
    return chess_mate_distance (to, s) < chess_mate_distance (from, s);
  if (t == CHESS_KNIGHT)
    return knight_distance (to, s) < knight_distance (from, s);
  return false;
}

/* Where the plan wants the moving piece: L's king in a corner of L's first rank, L's other men
 * beside it on that rank, W's king two ranks up, W's pieces on the corner. The corner is dark
 * when W has a dark-squared bishop, or no bishop while L has a light-squared one. */
static ChessSquare
target (const ChessPosition *pos, ChessColor w, ChessPieceType moving)
{
  ChessBitboard wb = pos->pieces[CHESS_BISHOP] & pos->colors[w];
  ChessBitboard lb = pos->pieces[CHESS_BISHOP] & pos->colors[!w];
  bool dark = (wb & DARK_SQUARES) || (!wb && (lb & CHESS_LIGHT_SQUARES));
  bool king = moving == CHESS_KING;
  int file = pos->side == w ? 7 : (king ? 7 : 6);
  int rank = pos->side == w && king ? 5 : 7;
  if (!dark)
    file = 7 - file;
  ChessSquare s = (ChessSquare) CHESS_SQUARE (file, rank);
  return w == CHESS_WHITE ? s : (ChessSquare) (63 - s);
}

/* W has so little that only a promotion of L can give it the blocker or the piece it needs: a
 * lone knight against no minor piece or rook, or bishops of one colour against no bishop of the
 * other colour and no knight. (A guide for the order only.) */
static bool
needs_l_promotion (const ChessPosition *pos, ChessColor w)
{
  ChessBitboard wmen = pos->colors[w] & ~pos->pieces[CHESS_KING];
  ChessBitboard lmen = pos->colors[!w] & ~pos->pieces[CHESS_KING];
  ChessBitboard minors = pos->pieces[CHESS_KNIGHT] | pos->pieces[CHESS_BISHOP];
  if (wmen == (wmen & pos->pieces[CHESS_KNIGHT]) && chess_popcount (wmen) == 1
      && !(lmen & (minors | pos->pieces[CHESS_ROOK])))
    return true;
  ChessBitboard wb = wmen & pos->pieces[CHESS_BISHOP];
  if (!wb || wb != wmen)
    return false;
  ChessBitboard colour = (wb & DARK_SQUARES) ? DARK_SQUARES : CHESS_LIGHT_SQUARES;
  return !(pos->pieces[CHESS_BISHOP] & ~colour) && !(lmen & pos->pieces[CHESS_KNIGHT]);
}

/* Pawns standing head to head, and whether a pawn of each side faces one of the other on every
 * file where it has any (the pawn skeleton of a blocked position). */
static int
blocked_pawns (const ChessPosition *pos)
{
  ChessBitboard wp = pos->pieces[CHESS_PAWN] & pos->colors[CHESS_WHITE];
  ChessBitboard bp = pos->pieces[CHESS_PAWN] & pos->colors[CHESS_BLACK];
  return chess_popcount ((wp << 8) & bp);
}

static bool
lonely_pawns (const ChessPosition *pos)
{
  ChessBitboard wp = pos->pieces[CHESS_PAWN] & pos->colors[CHESS_WHITE];
  ChessBitboard bp = pos->pieces[CHESS_PAWN] & pos->colors[CHESS_BLACK];
  unsigned wf = 0, bf = 0;
  for (int f = 0; f < 8; f++)
    {
      if (wp & (CHESS_FILE_A << f))
        wf |= 1u << f;
      if (bp & (CHESS_FILE_A << f))
        bf |= 1u << f;
    }
  return wf != bf;
}

/* Two pawns of opposite colours on one file with one empty square between them: that square,
 * where a king or piece can lever the chain open; CHESS_SQUARE_NONE if none. */
static ChessSquare
lever_square (const ChessPosition *pos)
{
  ChessBitboard wp = pos->pieces[CHESS_PAWN] & pos->colors[CHESS_WHITE];
  ChessBitboard bp = pos->pieces[CHESS_PAWN] & pos->colors[CHESS_BLACK];
  ChessBitboard between = (wp << 8) & (bp >> 8);
  return between ? chess_lsb (between) : CHESS_SQUARE_NONE;
}

static bool
dive (Dive *d, ChessPosition *pos, int depth, int ply, bool progress, bool was_lever)
{
  ChessColor w = d->w;
  int left = d->max_depth - depth;
  if (left < 0)
    left = 0;
  uint64_t *entry = &d->tt[pos->key & ((1u << TT_BITS) - 1)];
  if ((*entry & ~TT_DEPTH) == (pos->key & ~TT_DEPTH) && (int) (*entry & TT_DEPTH) >= left)
    return false;
  if (chess_mate_material_hopeless (pos, w))
    return false;
  ChessMoveList list;
  chess_movegen_legal (pos, &list);
  if (list.count == 0)
    {
      if (pos->side != w && chess_position_in_check (pos))
        {
          d->found = ply;
          return true;
        }
      return false;
    }
  if (depth >= d->max_depth || ply >= MAX_PLY || d->round_nodes > d->round_limit)
    {
      d->interrupted = true;
      return false;
    }
  *entry = (pos->key & ~TT_DEPTH) | (uint64_t) left;

  bool w_moves = pos->side == w;
  bool needs_promotion = !w_moves && needs_l_promotion (pos, w);
  ChessBitboard krq
      = pos->pieces[CHESS_KNIGHT] | pos->pieces[CHESS_ROOK] | pos->pieces[CHESS_QUEEN];
  ChessSquare lever = lever_square (pos);
  bool skeleton = !krq && blocked_pawns (pos) >= 4 && !lonely_pawns (pos);
  bool levered = skeleton && (lever != CHESS_SQUARE_NONE || was_lever);
  ChessBitboard lbishops = pos->pieces[CHESS_BISHOP] & pos->colors[!w];

  for (int i = 0; i < list.count; i++)
    {
      ChessMove m = list.moves[i];
      ChessSquare from = chess_move_from (m), to = chess_move_to (m);
      ChessPieceType t = CHESS_PIECE_TYPE (pos->board[from]);
      bool capture
          = pos->board[to] != CHESS_NO_PIECE || chess_move_kind (m) == CHESS_MOVE_EN_PASSANT;
      ChessSquare goal = target (pos, w, t);
      Variation v = NORMAL;
      if (w_moves)
        {
          int rank = w == CHESS_WHITE ? CHESS_RANK_OF (from) : 7 - CHESS_RANK_OF (from);
          if ((t == CHESS_PAWN && rank >= 4) || capture || nearer (m, goal, t, false))
            v = REWARD;
        }
      else
        {
          if (needs_promotion)
            {
              bool heavy = chess_move_kind (m) == CHESS_MOVE_PROMOTION
                           && chess_move_promotion (m) >= CHESS_ROOK;
              v = t == CHESS_PAWN && !heavy ? REWARD : PUNISH;
            }
          /* L's bishops go to the blocking squares too. */
          if (nearer (m, goal, t, true))
            v = REWARD;
          else if (capture)
            v = PUNISH;
        }
      if (skeleton)
        {
          if (levered)
            {
              if (capture && w_moves)
                v = REWARD;
              else if (t == CHESS_KING)
                v = lever != CHESS_SQUARE_NONE && nearer (m, lever, t, false) ? REWARD : NORMAL;
              else
                v = PUNISH;
            }
          else if (nearer (m, goal, t, true) && chess_popcount (lbishops) > 1)
            v = REWARD;
        }
      if (ply > 200 && v == REWARD)
        v = NORMAL;
      int next = depth + 1;
      if (v == REWARD)
        next--;
      else if (v == PUNISH)
        next = next + 2 < d->max_depth ? next + 2 : d->max_depth;
      else if (progress)
        next--;

      ChessUndo u;
      chess_position_make (pos, m, &u);
      d->line[ply] = m;
      d->nodes++;
      d->round_nodes++;
      /* A capture may leave W without mating material: the static proofs cut such lines (after a
       * mere pawn move they seldom do, and would cost more than the nodes they save). */
      bool mate = false;
      if (!(capture && chess_mate_prune (d->ctx, pos, w)))
        mate = dive (d, pos, next, ply + 1, v == REWARD, levered);
      chess_position_unmake (pos, m, &u);
      if (mate)
        return true;
      if (d->nodes >= d->limit)
        {
          d->interrupted = true;
          return false;
        }
    }
  return false;
}

ChessMateAnswer
chess_mate_dive (ChessMateContext *ctx, const ChessPosition *root, ChessColor w, uint32_t limit,
                 ChessMateResult *result)
{
  /* The table borrows the queue's memory: no other search runs meanwhile. */
  Dive d = { .ctx = ctx, .w = w, .tt = ctx->heap, .limit = limit };
  memset (d.tt, 0, sizeof (uint64_t) << TT_BITS);
  ChessPosition pos = *root;
  for (int depth = 2; depth < MAX_PLY && d.nodes < limit; depth++)
    {
      d.max_depth = depth;
      d.interrupted = false;
      d.round_nodes = 0;
      d.round_limit = (uint32_t) depth * ROUND_NODES;
      if (dive (&d, &pos, 0, 0, false, false))
        {
          result->nodes = d.nodes;
          if (d.found > CHESS_MATE_MAX_LINE)
            return CHESS_MATE_UNDETERMINED;
          memcpy (result->line, d.line, (size_t) d.found * sizeof d.line[0]);
          result->length = d.found;
          if (chess_mate_line_is_helpmate (root, w, result->line, result->length))
            return CHESS_MATE_YES;
          return CHESS_MATE_UNDETERMINED;
        }
      if (!d.interrupted)
        break;
    }
  result->nodes = d.nodes;
  return CHESS_MATE_UNDETERMINED;
}
