/* chess-mate.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Whether a side can still checkmate, decided with a proof either way, and dead positions.
 *
 * The question for side W (winner) against L (loser) is whether some series of legal moves of
 * BOTH sides, L cooperating, ends with L checkmated. An answer is given only with a proof:
 *
 * 1. Now. L checkmated in the position itself: yes. No legal move for the side to move (a
 *    stalemate, or W checkmated): no, the game is over.
 *
 * 2. Material (exact rules, each proved in the comment above material_cannot_mate). A lone king
 *    never gives check. Without pawns on the board no piece is ever added, any piece can be
 *    captured by the enemy king, so what can be reached is every subset of the material and the
 *    question is whether some checkmate exists with it. A lone knight of W needs a knight, a
 *    bishop or a rook of L beside the L king (queens always see the knight); bishops of W all on
 *    one colour need an L knight or an L bishop of the other colour. Every other pawnless
 *    material (a queen, a rook, two minor pieces that are not same-coloured bishops) mates a
 *    lone king, and the search below then finds the line.
 *
 * 3. Locked pawns (blocked_cannot_mate). If every pawn stands head to head against a pawn, no
 *    pawn can ever move unless something is captured. Flood-fill the squares each piece could
 *    ever reach (kings never enter squares attacked by enemy pawns); if no piece can ever attack
 *    an enemy pawn or a square an enemy piece can reach, and no pawn attacks such a square,
 *    nothing is ever captured, so the structure and the regions last forever. Then if no piece
 *    of W can ever attack a square the L king can reach, W never even gives check.
 *
 * 4. Search. A best-first search over positions, both sides moving. A position whose key was
 *    seen before in this question is not searched again (transposition table), and a position
 *    after a capture or a pawn move that rules 2-3 prove hopeless for W is cut. Each position
 *    taken from the queue is first looked at a few plies ahead: with L to move, is there a move of
 *    L after which W mates (mate_in_two_plies)? With W to move, the same after each move of W.
 *    That look reads W's threats (the checks W would have if L passed, with what still answers
 *    each: flight squares of L's king, L's pieces that take the checker or step between), and
 *    they also measure how near each child stands to a mate. The queue is ordered by that and by
 *    the L king's room, the distances of the pieces and the material. Several orders are tried in
 *    turn, each with a share of the node limit (a search that loses its way is often rescued by
 *    a different one); with few men on the board the cheap classic estimate comes first.
 *    Finding a checkmate by W gives "yes" with the line, which is replayed with the move
 *    generator before it is returned. Running out of positions proves "no": every position
 *    reachable was generated (positions are told apart by their 64-bit Zobrist key; lines
 *    longer than CHESS_MATE_MAX_LINE or running out of nodes leave the answer undetermined).
 *
 * Not considered: the 75-move and fivefold repetition rules (9.6), which end a game but do not
 * make a move illegal; the answer is about legal moves, as 5.2.2 and 6.9 say.
 */
#include "chess-mate.h"

#include <stdlib.h>
#include <string.h>

#include "chess-movegen.h"
#include "chess-tables.h"

#define LIGHT_SQUARES 0x55AA55AA55AA55AAull
#define DARK_SQUARES (~LIGHT_SQUARES)
#define RANK_1 0x00000000000000FFull
#define RANK_8 0xFF00000000000000ull
#define FILE_A 0x0101010101010101ull
#define FILE_H 0x8080808080808080ull

#define DEFAULT_NODE_LIMIT 250000u

void
chess_mate_context_init (ChessMateContext *ctx)
{
  memset (ctx->table, 0, sizeof ctx->table);
  ctx->stamp = 0;
  ctx->node_limit = DEFAULT_NODE_LIMIT;
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

/* ---- rule 3: locked pawns ---- */

static inline ChessBitboard
king_span (ChessBitboard b)
{
  ChessBitboard h = b | ((b << 1) & ~FILE_A) | ((b >> 1) & ~FILE_H);
  return h | (h << 8) | (h >> 8);
}

static ChessBitboard
piece_attacks (ChessPieceType t, ChessSquare sq, ChessBitboard occ)
{
  switch (t)
    {
    case CHESS_KNIGHT:
      return chess_knight_attacks[sq];
    case CHESS_BISHOP:
      return chess_bishop_attacks (sq, occ);
    case CHESS_ROOK:
      return chess_rook_attacks (sq, occ);
    case CHESS_QUEEN:
      return chess_bishop_attacks (sq, occ) | chess_rook_attacks (sq, occ);
    case CHESS_KING:
      return chess_king_attacks[sq];
    default:
      return 0;
    }
}

/* Every square the piece could ever stand on while the pawns stay where they are, moving
 * through squares free of pawns ('forbidden' adds squares it never enters). */
static ChessBitboard
region_of (ChessPieceType t, ChessSquare from, ChessBitboard pawns, ChessBitboard forbidden)
{
  ChessBitboard reach = CHESS_BB (from), todo = reach;
  ChessBitboard open = ~pawns & ~forbidden;
  while (todo)
    {
      ChessSquare s = chess_pop_lsb (&todo);
      ChessBitboard next = piece_attacks (t, s, pawns) & open & ~reach;
      reach |= next;
      todo |= next;
    }
  return reach;
}

/* Every square the piece attacks from anywhere in its region. */
static ChessBitboard
region_attacks (ChessPieceType t, ChessBitboard region, ChessBitboard pawns)
{
  if (t == CHESS_KING)
    return king_span (region);
  ChessBitboard a = 0;
  while (region)
    a |= piece_attacks (t, chess_pop_lsb (&region), pawns);
  return a;
}

static ChessBitboard
pawn_attack_set (ChessBitboard pawns, ChessColor c)
{
  if (c == CHESS_WHITE)
    return ((pawns << 7) & ~FILE_H) | ((pawns << 9) & ~FILE_A);
  return ((pawns >> 9) & ~FILE_H) | ((pawns >> 7) & ~FILE_A);
}

#define MAX_UNITS 32

static bool
blocked_cannot_mate (const ChessPosition *pos, ChessColor w)
{
  ChessBitboard pawns = pos->pieces[CHESS_PAWN];
  ChessBitboard wp = pawns & pos->colors[CHESS_WHITE], bp = pawns & pos->colors[CHESS_BLACK];
  if (!pawns)
    return false;
  /* An en passant capture would break the lock; the square alone (FEN writes it after every
   * double step) does not when no pawn can take there. */
  if (pos->ep != CHESS_SQUARE_NONE
      && (chess_pawn_attacks (!pos->side, pos->ep) & pawns & pos->colors[pos->side]))
    return false;
  /* Each pawn's square ahead holds a pawn. */
  if ((wp << 8) & ~pawns)
    return false;
  if ((bp >> 8) & ~pawns)
    return false;

  ChessBitboard pattacks[2] = { pawn_attack_set (wp, CHESS_WHITE),
                                pawn_attack_set (bp, CHESS_BLACK) };
  ChessBitboard own_pawns[2] = { wp, bp };
  ChessBitboard region[MAX_UNITS], attacks[MAX_UNITS];
  ChessColor color[MAX_UNITS];
  ChessPieceType type[MAX_UNITS];
  int n = 0;
  ChessBitboard pieces = chess_position_occupied (pos) & ~pawns;
  while (pieces && n < MAX_UNITS)
    {
      ChessSquare s = chess_pop_lsb (&pieces);
      ChessPiece p = pos->board[s];
      ChessColor c = CHESS_PIECE_COLOR (p);
      ChessPieceType t = CHESS_PIECE_TYPE (p);
      ChessBitboard forbidden = t == CHESS_KING ? pattacks[!c] : 0;
      if (t == CHESS_KING && (pattacks[!c] & CHESS_BB (s)))
        return false;
      color[n] = c;
      type[n] = t;
      region[n] = region_of (t, s, pawns, forbidden);
      attacks[n] = region_attacks (t, region[n], pawns);
      /* It could take a pawn, or a pawn could take it. */
      if (attacks[n] & own_pawns[!c])
        return false;
      if (t != CHESS_KING && (region[n] & pattacks[!c]))
        return false;
      n++;
    }
  if (pieces)
    return false;

  ChessBitboard l_king_region = 0;
  for (int i = 0; i < n; i++)
    if (type[i] == CHESS_KING && color[i] != w)
      l_king_region = region[i];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (color[i] != color[j] && type[j] != CHESS_KING && (attacks[i] & region[j]))
        return false;
  for (int i = 0; i < n; i++)
    if (color[i] == w && type[i] != CHESS_KING && (attacks[i] & l_king_region))
      return false;
  return true;
}

static bool
hopeless (const ChessPosition *pos, ChessColor w)
{
  return material_cannot_mate (pos, w) || blocked_cannot_mate (pos, w);
}

/* ---- rule 4: search ---- */

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

static inline int
distance (ChessSquare a, ChessSquare b)
{
  int df = abs (CHESS_FILE_OF (a) - CHESS_FILE_OF (b));
  int dr = abs (CHESS_RANK_OF (a) - CHESS_RANK_OF (b));
  return df > dr ? df : dr;
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
  ChessBitboard snipers = mine & ((chess_bishop_attacks (k, 0) & diag)
                                  | (chess_rook_attacks (k, 0) & orth));
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
      ChessBitboard after = (occ & ~CHESS_BB (from) & ~CHESS_BB (to)) | CHESS_BB (rto)
                            | CHESS_BB (kto);
      return (chess_rook_attacks (rto, after) & kb) != 0;
    }
  ChessBitboard after = (occ & ~CHESS_BB (from)) | CHESS_BB (to);
  ChessPieceType t = CHESS_PAWN;
  if (kind == CHESS_MOVE_EN_PASSANT)
    after &= ~CHESS_BB (to + (us == CHESS_WHITE ? -8 : 8));
  else
    t = chess_move_promotion (m);
  if (t == CHESS_PAWN ? (chess_pawn_attacks (us, to) & kb) : (piece_attacks (t, to, after) & kb))
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
  return chess_movegen_count (pos) == 0;
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
      ChessBitboard caps = pawn_attack_set (pawns, us) & pos->colors[!us];
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
      if (piece_attacks (t, sq, occ) & ~mine & ci->from_sq[t])
        return true;
    }
  /* Castling can check with the rook. */
  return (pos->castling & (us == CHESS_WHITE ? CHESS_CASTLE_WHITE_SHORT | CHESS_CASTLE_WHITE_LONG
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
  ChessBitboard sliders = pos->colors[w] & (pos->pieces[CHESS_BISHOP] | pos->pieces[CHESS_ROOK]
                                            | pos->pieces[CHESS_QUEEN]);
  while (sliders)
    {
      ChessSquare sq = chess_pop_lsb (&sliders);
      ChessPieceType t = CHESS_PIECE_TYPE (pos->board[sq]);
      ChessBitboard target = t == CHESS_BISHOP ? to_diag
                             : t == CHESS_ROOK ? to_orth
                                               : to_diag | to_orth;
      ChessBitboard seen = piece_attacks (t, sq, occ);
      ChessBitboard blockers = seen & lp & ~found;
      while (blockers)
        {
          ChessSquare b = chess_pop_lsb (&blockers);
          if (piece_attacks (t, sq, occ ^ CHESS_BB (b)) & ~seen & target)
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
          targets = (fwd | (chess_pawn_attacks (w, s) & pos->colors[l]))
                    & chess_pawn_attacks (l, k);
        }
      else
        {
          ChessBitboard want = t == CHESS_KNIGHT ? chess_knight_attacks[k]
                               : t == CHESS_BISHOP ? diag
                               : t == CHESS_ROOK   ? orth
                                                   : diag | orth;
          targets = piece_attacks (t, s, occ) & free & want;
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

#define SET_0 { 2, 16, 4, 4, 1, 2, 4, 16, 2, 3, 2, 6, 3, 12, 3 }
#define SET_1 { 1, 8, 2, 2, 1, 2, 4, 16, 2, 3, 1, 6, 3, 20, 5 }
#define SET_2 { 1, 4, 1, 1, 0, 2, 4, 16, 2, 3, 0, 6, 3, 30, 8 }
#define SET_3 { 2, 16, 4, 4, 1, 1, 4, 16, 3, 6, 0, 6, 4, 0, 0 }

/* With many men on the board the threats lead best; with few, the cheap estimate of each position
 * alone (nearly every position there has some check, and what matters is the walk of the kings
 * and pieces towards a mating pattern). */
static const Weights many_men[] = {
  { SET_0, 2, 0, 2, 1 },
  { SET_0, 4, 0, 1, 0 },
  { SET_0, 4, 2, 2, 1 },
  { SET_3, 8, 0, 1, 0 },
  { SET_1, 8, 2, 2, 1 },
  { SET_2, 12, 2, 2, 1 },
  { SET_3, 12, 2, 2, 1 },
  { SET_0, 12, 3, 2, 1 },
};

static const Weights few_men[] = {
  { SET_0, 8, 0, 0, 0 },
  { SET_3, 8, 0, 0, 0 },
  { SET_0, 4, 0, 2, 1 },
  { SET_0, 4, 2, 2, 1 },
  { SET_1, 8, 0, 0, 0 },
  { SET_2, 12, 2, 2, 1 },
  { SET_3, 12, 2, 2, 1 },
  { SET_0, 8, 3, 2, 1 },
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
    h += (endgame ? P (W_NEAR_END) : P (W_NEAR)) * distance (chess_pop_lsb (&b), k);
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
  h += P (W_KING) * distance (chess_position_king (pos, w), k);
  if (endgame)
    {
      h += P (W_KING_END) * distance (chess_position_king (pos, w), k);
      ChessBitboard colour = ~0ull;
      ChessBitboard lbishops = non_king (pos, l) & pos->pieces[CHESS_BISHOP];
      if (wpieces && wpieces == (wpieces & pos->pieces[CHESS_BISHOP]))
        colour = !(wpieces & DARK_SQUARES)  ? LIGHT_SQUARES
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
        h += P (W_BLOCKER_END) * distance (chess_pop_lsb (&lp), k);
    }
  return h;
}

/* -- best-first search -- */

typedef struct
{
  ChessMateContext *ctx;
  ChessColor w;
  const Weights *wt;
  uint32_t count;
  uint32_t limit;
  uint32_t heap_size;
  bool truncated;
} Search;

static inline void
heap_push (Search *s, uint32_t prio, uint32_t node)
{
  uint64_t *heap = s->ctx->heap;
  uint64_t item = ((uint64_t) prio << 32) | node;
  uint32_t i = s->heap_size++;
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

static inline uint32_t
heap_pop (Search *s)
{
  uint64_t *heap = s->ctx->heap;
  uint32_t top = (uint32_t) heap[0];
  uint64_t last = heap[--s->heap_size];
  uint32_t i = 0, n = s->heap_size;
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

static inline void
table_prefetch (const ChessMateContext *ctx, ChessKey key)
{
  uint32_t mask = (1u << CHESS_MATE_TABLE_BITS) - 1;
  __builtin_prefetch (&ctx->table[(uint32_t) (key >> 20) & mask]);
}

/* Marks key as seen; false when it was seen already in this question. */
static bool
table_insert (ChessMateContext *ctx, ChessKey key)
{
  uint32_t mask = (1u << CHESS_MATE_TABLE_BITS) - 1;
  uint32_t i = (uint32_t) (key >> 20) & mask;
  for (;;)
    {
      ChessMateSlot *slot = &ctx->table[i];
      if (slot->stamp != ctx->stamp)
        {
          slot->stamp = ctx->stamp;
          slot->key = key;
          return true;
        }
      if (slot->key == key)
        return false;
      i = (i + 1) & mask;
    }
}

static int
path_of (const ChessMateContext *ctx, uint32_t node, ChessMove *moves)
{
  int n = ctx->nodes[node].depth;
  for (int i = n - 1; i >= 0; i--)
    {
      moves[i] = ctx->nodes[node].move;
      node = ctx->nodes[node].parent;
    }
  return n;
}

static inline bool
changes_material (const ChessPosition *pos, ChessMove m)
{
  return pos->board[chess_move_to (m)] != CHESS_NO_PIECE
         || CHESS_PIECE_TYPE (pos->board[chess_move_from (m)]) == CHESS_PAWN;
}

/* The line to node, then 'extra' more moves. */
static ChessMateAnswer
found (Search *s, uint32_t node, const ChessMove *extra, int n, ChessMateResult *result)
{
  result->length = path_of (s->ctx, node, result->line);
  for (int i = 0; i < n; i++)
    result->line[result->length++] = extra[i];
  result->nodes = s->count;
  return CHESS_MATE_YES;
}

/* Adds a child of 'node' (pos is the child) to the search; false at the node limit. */
static bool
add_child (Search *s, uint32_t node, ChessMove m, int depth, const ChessPosition *pos, int least,
           bool looked)
{
  if (s->count >= s->limit)
    return false;
  uint32_t child = s->count++;
  s->ctx->nodes[child] = (ChessMateNode){ node, m, (uint8_t) depth, looked };
  int prio = s->wt->w[W_SCALE] * estimate (pos, s->w, s->wt, least) + depth;
  /* Shallow positions first, in order of depth, and the most promising of each depth first. */
  prio += (depth <= s->wt->breadth ? depth : s->wt->breadth + 1) << 20;
  heap_push (s, (uint32_t) prio, child);
  return true;
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
  Search s = { ctx, w, wt, 0, limit, 0, false };
  if (++ctx->stamp == 0)
    {
      memset (ctx->table, 0, sizeof ctx->table);
      ctx->stamp = 1;
    }
  ctx->nodes[0] = (ChessMateNode){ 0, CHESS_MOVE_NONE, 0, 0 };
  s.count = 1;
  table_insert (ctx, root->key);
  heap_push (&s, 0, 0);

  ChessPosition pos;
  ChessMove path[CHESS_MATE_MAX_LINE];
  ChessMoveList list;
  Threats th, child_th;
  while (s.heap_size)
    {
      uint32_t node = heap_pop (&s);
      pos = *root;
      int depth = path_of (ctx, node, path);
      for (int i = 0; i < depth; i++)
        {
          ChessUndo u;
          chess_position_make (&pos, path[i], &u);
        }
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
      else if (ctx->nodes[node].looked)
        find_threats (&pos, w, &th);
      else if (mate_in_two_plies (&pos, w, &th, pair))
        return found (&s, node, pair, 2, result);
      chess_movegen_legal (&pos, &list);
      /* The table is large and each child's slot a likely cache miss: ask for them all first. */
      for (int i = 0; i < list.count; i++)
        {
          ChessUndo u;
          chess_position_make (&pos, list.moves[i], &u);
          table_prefetch (ctx, pos.key);
          chess_position_unmake (&pos, list.moves[i], &u);
        }
      for (int i = 0; i < list.count; i++)
        {
          ChessMove m = list.moves[i];
          ChessUndo u;
          bool changes = changes_material (&pos, m);
          chess_position_make (&pos, m, &u);
          bool stop = false;
          if (table_insert (ctx, pos.key) && !(changes && hopeless (&pos, w)))
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
              stop = !add_child (&s, node, m, depth + 1, &pos, least, w_moves && wt->looks == 2);
            }
          chess_position_unmake (&pos, m, &u);
          if (stop)
            {
              result->nodes = s.count;
              return CHESS_MATE_UNDETERMINED;
            }
        }
    }
  result->nodes = s.count;
  return s.truncated ? CHESS_MATE_UNDETERMINED : CHESS_MATE_NO;
}

/* Tries the weight sets in turn. Any of them that runs out of positions proves "no", since
 * each generates every legal move; only the order differs. */
static ChessMateAnswer
search (ChessMateContext *ctx, const ChessPosition *root, ChessColor w, ChessMateResult *result)
{
  uint32_t limit = ctx->node_limit;
  if (limit == 0 || limit > CHESS_MATE_MAX_NODES)
    limit = CHESS_MATE_MAX_NODES;
  if (limit > (1u << CHESS_MATE_TABLE_BITS) / 2)
    limit = (1u << CHESS_MATE_TABLE_BITS) / 2;
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
      if (a == CHESS_MATE_YES && !chess_mate_line_is_helpmate (root, w, result->line,
                                                               result->length))
        continue;
      if (a != CHESS_MATE_UNDETERMINED)
        return a;
    }
  return CHESS_MATE_UNDETERMINED;
}

/* ---- the questions ---- */

/* Both sides hopeless by rules 2 and 3. */
static bool
dead_by_rules (const ChessPosition *pos)
{
  return hopeless (pos, CHESS_WHITE) && hopeless (pos, CHESS_BLACK);
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
      bool dead = chess_movegen_count (&next) == 0 ? !chess_position_in_check (&next)
                                                   : dead_by_rules (&next);
      chess_position_unmake (&next, list.moves[i], &u);
      if (!dead)
        return false;
    }
  return true;
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
  if (chess_movegen_count (pos) == 0)
    {
      if (pos->side != side && chess_position_in_check (pos))
        return finish (result, CHESS_MATE_YES, CHESS_MATE_PROOF_CHECKMATE);
      return finish (result, CHESS_MATE_NO, CHESS_MATE_PROOF_NO_MOVES);
    }
  if (material_cannot_mate (pos, side))
    return finish (result, CHESS_MATE_NO, CHESS_MATE_PROOF_MATERIAL);
  if (blocked_cannot_mate (pos, side))
    return finish (result, CHESS_MATE_NO, CHESS_MATE_PROOF_BLOCKED);
  switch (search (ctx, pos, side, result))
    {
    case CHESS_MATE_YES:
      return finish (result, CHESS_MATE_YES, CHESS_MATE_PROOF_HELPMATE);
    case CHESS_MATE_NO:
      result->length = 0;
      return finish (result, CHESS_MATE_NO, CHESS_MATE_PROOF_EXHAUSTED);
    case CHESS_MATE_UNDETERMINED:
      break;
    }
  result->length = 0;
  return finish (result, CHESS_MATE_UNDETERMINED, CHESS_MATE_PROOF_BOUND);
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
  return pos.side != side && chess_position_in_check (&pos) && chess_movegen_count (&pos) == 0;
}
