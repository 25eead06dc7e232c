/* chess-mate-reach.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Where each man could ever stand, take and attack: a fixpoint over rules every legal move obeys.
 *
 * Each man (a unit) gets a set of squares, its reach, that starts as its own square and grows by
 * rules that every legal move satisfies, until nothing grows. The rules read facts that the
 * current sets make certain, and those facts only weaken as the sets grow:
 *
 * - a square is fixed while the man on it has no other square in its reach and no enemy man can
 *   capture on any square of its reach (a king is never captured);
 * - a piece moves as its kind does, through no fixed square, onto no square fixed by a man of its
 *   own colour or by a king (a piece cannot take a king);
 * - a king never steps onto a square that a fixed enemy man attacks (pawns, knights and kings
 *   always; a bishop, rook or queen along squares that no man can ever enter);
 * - a pawn pushes onto a square that is not fixed (two from its first square), and takes onto a
 *   square where some enemy man other than the king can stand, or that an enemy pawn's double
 *   step passes (en passant);
 * - a pawn that reaches its last rank adds the squares there to its colour's promoted unit, which
 *   moves as a queen and a knight together and so covers whatever the pawn becomes.
 *
 * Why the result holds every position that can arise: by induction over any series of legal
 * moves, every man stands within its reach and every captured man is marked 'taken'. For the next
 * move, a square it passes or lands on that held a fixed man at the start is empty or (landing)
 * holds an enemy to take; an empty one means that man left or was taken, which the sets already
 * allow, so that square is not fixed; landing on a man of its own colour or on a king is never
 * legal. A king never moves into check, and a fixed attacker still stands where it stood. So the
 * move lands inside the closed sets.
 */
#include "chess-mate-reach.h"

#define RANK_1 0x00000000000000FFull
#define RANK_2 0x000000000000FF00ull
#define RANK_7 0x00FF000000000000ull
#define RANK_8 0xFF00000000000000ull

static inline ChessBitboard
forward (ChessBitboard b, ChessColor c)
{
  return c == CHESS_WHITE ? b << 8 : b >> 8;
}

/* Every square a king standing on some square of b attacks. */
static inline ChessBitboard
king_attack_set (ChessBitboard b)
{
  ChessBitboard h = ((b << 1) & ~CHESS_FILE_A) | ((b >> 1) & ~CHESS_FILE_H);
  ChessBitboard v = b | h;
  return h | (v << 8) | (v >> 8);
}

/* Every square one rook step (orthogonally next) from some square of b. */
static inline ChessBitboard
rook_step_set (ChessBitboard b)
{
  return ((b << 1) & ~CHESS_FILE_A) | ((b >> 1) & ~CHESS_FILE_H) | (b << 8) | (b >> 8);
}

/* What a unit of kind t attacks from s, rays stopping at the first square of occ. */
static ChessBitboard
unit_attacks (const ChessReachUnit *u, ChessSquare s, ChessBitboard occ)
{
  if (u->promoted)
    return chess_bishop_attacks (s, occ) | chess_rook_attacks (s, occ) | chess_knight_attacks[s];
  if (u->type == CHESS_PAWN)
    return chess_pawn_attacks (u->color, s);
  return chess_piece_attacks (u->type, s, occ);
}

/* Every square reachable from the squares of reach by moves of the unit's kind through squares
 * not in block, landing on none of avoid; those of done have been spread from already. */
static ChessBitboard
flood (const ChessReachUnit *u, ChessBitboard reach, ChessBitboard done, ChessBitboard block,
       ChessBitboard avoid)
{
  ChessBitboard todo = reach & ~done;
  while (todo)
    {
      ChessBitboard next = unit_attacks (u, chess_pop_lsb (&todo), block) & ~avoid & ~reach;
      reach |= next;
      todo |= next;
    }
  return reach;
}

/* The facts the rules read, from the sets as they stand. */
typedef struct
{
  ChessBitboard fixed;       /* squares of fixed men */
  ChessBitboard fixed_by[2]; /* the same by colour */
  ChessBitboard fixed_kings; /* squares of kings that never move */
  ChessBitboard can_be[2];   /* squares where some man of that colour but the king may stand */
  ChessBitboard passed[2];   /* squares a double step of that colour may pass */
  ChessBitboard guarded[2];  /* squares that men of that colour never taken always attack */
  ChessBitboard held[2];     /* the same by men other than the king */
  ChessBitboard dead_end[2]; /* squares where that colour's king leaves the other side no move */
} Facts;

/* Squares where the arrival of c's king leaves the other side M without a legal move, so that the
 * game ends there (checkmate or stalemate) and c's king never moves on. Certain when M cannot
 * castle, M's men other than the king never move (they may be taken), and from every square of
 * its reach not next to the arrival square, M's king finds every neighbour next to c's king, held
 * by a fixed man of its own or by a king, or attacked by a man of c (not the king) that is never
 * taken and attacks it from every square it can stand on. Those facts hold when c's king
 * arrives: the other men have not moved, and M's king was within its reach. */
static ChessBitboard
dead_ends (const ChessReach *r, const Facts *f, ChessColor c, bool can_castle)
{
  ChessColor m = !c;
  if (can_castle)
    return 0;
  for (int i = 0; i < r->count; i++)
    {
      const ChessReachUnit *u = &r->u[i];
      if (u->color == m && u->type != CHESS_KING
          && (u->promoted ? u->reach != 0 : u->reach != CHESS_BB (u->from)))
        return 0;
    }
  ChessBitboard mk = r->u[r->king[m]].reach, ends = 0;
  ChessBitboard shut = f->fixed_by[m] | f->fixed_kings | f->held[c];
  for (ChessSquare a = 0; a < 64; a++)
    {
      ChessBitboard near = chess_king_attacks[a] | CHESS_BB (a);
      ChessBitboard from = mk & ~near;
      if (!(king_attack_set (from) & ~near & ~shut))
        ends |= CHESS_BB (a);
    }
  return ends;
}

static void
read_facts (const ChessReach *r, const bool can_castle[2], Facts *f)
{
  *f = (Facts){ 0 };
  ChessBitboard anywhere = 0;
  for (int i = 0; i < r->count; i++)
    anywhere |= r->u[i].reach;
  for (int i = 0; i < r->count; i++)
    {
      const ChessReachUnit *u = &r->u[i];
      if (u->type != CHESS_KING)
        f->can_be[u->color] |= u->reach;
      if (u->promoted || u->reach != CHESS_BB (u->from) || u->taken)
        continue;
      f->fixed |= u->reach;
      f->fixed_by[u->color] |= u->reach;
      if (u->type == CHESS_KING)
        f->fixed_kings |= u->reach;
    }
  for (int i = 0; i < r->count; i++)
    {
      const ChessReachUnit *u = &r->u[i];
      if (u->promoted)
        continue;
      if (u->type == CHESS_PAWN)
        {
          ChessBitboard first = u->color == CHESS_WHITE ? RANK_2 : RANK_7;
          ChessBitboard one = forward (CHESS_BB (u->from) & first, u->color);
          if (forward (one, u->color) & u->reach)
            f->passed[u->color] |= one;
        }
      /* What a man that is never taken attacks from every square of its reach; a king keeps
       * the other king off its own square too. (A king shut in with few squares keeps the other
       * king off every square next to all of them.) */
      if (u->taken || chess_popcount (u->reach) > 8)
        continue;
      ChessBitboard always = ~0ull, from = u->reach;
      while (from)
        {
          ChessSquare s = chess_pop_lsb (&from);
          always &= unit_attacks (u, s, anywhere & ~CHESS_BB (s))
                    | (u->type == CHESS_KING ? CHESS_BB (s) : 0);
        }
      f->guarded[u->color] |= always;
      if (u->type != CHESS_KING)
        f->held[u->color] |= always;
    }
  for (int c = 0; c < 2; c++)
    f->dead_end[c] = dead_ends (r, f, (ChessColor) c, can_castle[!c]);
}

/* The squares of its file that a pawn which never captures can get to: it never passes a pawn
 * ahead of it on that file that never captures, is never taken and never promotes (that pawn
 * stays on the file, and two pawns on one file never change places). */
static ChessBitboard
file_room (const ChessReach *r, const ChessReachUnit *u)
{
  ChessBitboard file = CHESS_FILE_A << CHESS_FILE_OF (u->from);
  ChessBitboard room = file;
  for (int i = 0; i < r->count; i++)
    {
      const ChessReachUnit *v = &r->u[i];
      if (v == u || v->type != CHESS_PAWN || v->promoted || !(CHESS_BB (v->from) & file))
        continue;
      bool ahead = u->color == CHESS_WHITE ? v->from > u->from : v->from < u->from;
      ChessBitboard v_last = v->color == CHESS_WHITE ? RANK_8 : RANK_1;
      if (!ahead || v->takes || v->taken || (v->reach & v_last))
        continue;
      if (u->color == CHESS_WHITE)
        {
          ChessSquare top = 63 - __builtin_clzll (v->reach);
          room &= CHESS_BB (top) - 1;
        }
      else
        {
          ChessSquare bottom = chess_lsb (v->reach);
          room &= ~((CHESS_BB (bottom) << 1) - 1);
        }
    }
  return room | ~file;
}

/* The unit's reach under the rules and facts; its takes are updated too. */
static ChessBitboard
grow (const ChessReach *r, ChessReachUnit *u, const Facts *f)
{
  ChessColor c = u->color;
  if (u->type == CHESS_PAWN && !u->promoted)
    {
      ChessBitboard last = c == CHESS_WHITE ? RANK_8 : RANK_1;
      ChessBitboard first = c == CHESS_WHITE ? RANK_2 : RANK_7;
      ChessBitboard reach = u->reach, before, room = file_room (r, u);
      do
        {
          before = reach;
          ChessBitboard on = reach & ~last;
          ChessBitboard ok = ~f->fixed & (u->takes ? ~0ull : room);
          ChessBitboard push = forward (on, c) & ok;
          ChessBitboard dbl = forward (forward (on & first, c) & ok, c) & ok;
          ChessBitboard caps = chess_pawn_attack_set (on, c) & (f->can_be[!c] | f->passed[!c]);
          u->takes |= caps;
          reach |= push | dbl | caps;
        }
      while (reach != before);
      return reach;
    }
  ChessBitboard avoid = f->fixed_by[c] | f->fixed_kings;
  if (u->type == CHESS_KING)
    {
      avoid |= f->guarded[!c];
      avoid |= f->dead_end[c] & ~CHESS_BB (u->from);
    }
  ChessBitboard seeds = u->reach;
  if (u->promoted)
    {
      const ChessBitboard last = c == CHESS_WHITE ? RANK_8 : RANK_1;
      for (int i = 0; i < r->count; i++)
        if (r->u[i].color == c && r->u[i].type == CHESS_PAWN && !r->u[i].promoted)
          seeds |= r->u[i].reach & last;
    }
  if (f->fixed != u->done_block || avoid != u->done_avoid)
    {
      u->done = 0;
      u->done_block = f->fixed;
      u->done_avoid = avoid;
    }
  ChessBitboard reach = flood (u, seeds, u->done, f->fixed, avoid);
  u->done = reach;
  u->takes = reach;
  return reach;
}

static void
add_unit (ChessReach *r, ChessColor c, ChessPieceType t, ChessSquare s, bool promoted)
{
  ChessReachUnit *u = &r->u[r->count++];
  *u = (ChessReachUnit){ .color = c, .type = t, .promoted = promoted, .from = s };
  if (!promoted)
    u->reach = CHESS_BB (s);
}

/* Has a queen, rook or promoted piece of w come to stand next to a square the other king can
 * reach (a rook orthogonally)? Such a man checks and covers so much that the proof for w is not
 * worth finishing: it is given up (which is always allowed). */
bool
chess_reach_gives_up (const ChessReach *r, ChessColor w)
{
  ChessBitboard k = r->u[r->king[!w]].reach;
  ChessBitboard near = king_attack_set (k);
  ChessBitboard orth = rook_step_set (k);
  for (int i = 0; i < r->count; i++)
    {
      const ChessReachUnit *u = &r->u[i];
      if (u->color != w || !(u->promoted || u->type == CHESS_QUEEN || u->type == CHESS_ROOK))
        continue;
      if (u->reach & (u->type == CHESS_ROOK && !u->promoted ? orth : near))
        return true;
    }
  return false;
}

/* ---- the shortcut: a give-up that is certain before the fixpoint runs ----
 *
 * In nearly every position of a real game w has a queen or a rook that can come next to the
 * other king, and the fixpoint would be given up (chess_reach_gives_up) after all its work. Here
 * the same is seen from sets that are certainly inside the fixpoint's final sets, in a few dozen
 * bit operations:
 *
 * - The other king's square k0 is in its reach: every reach starts as the man's own square and
 *   only grows.
 * - A man that can move now is never fixed: a pawn with an empty square ahead (pushes go onto any
 *   square not fixed, and a pawn ahead on the file bounds the room only beyond itself), a knight,
 *   bishop, rook or queen that attacks an empty square (its flood lands there: only fixed men
 *   block, and only fixed men of its colour and kings are avoided). Call those men 'movable'.
 * - The fixpoint's final reach of a queen or rook is closed under its flood, which lands on any
 *   square but those of fixed men of its colour and of kings. A step to a square next to it
 *   (orthogonally next, for a rook) is a move no man can block. So the reach holds the whole
 *   region such steps fill from the unit's square through squares that hold no king and no man
 *   of its colour that is not movable (the first try takes every man of its colour as one to
 *   avoid: cheaper, and enough in most positions).
 * - A pawn of w with no pawn and no man that is not movable ahead of it on its file pushes to its
 *   last rank: those squares are not fixed, and no pawn stands ahead to bound its file's room.
 *   That square then seeds w's promoted unit, which moves as a queen (and a knight) and fills its
 *   region as a queen does.
 *
 * When one of those regions touches k0's neighbours (orthogonal ones for a rook), the final sets
 * touch them too, chess_reach_gives_up holds at the end of the fixpoint, and chess_reach_compute
 * returns false: a caller that asks this first and skips the fixpoint gets the same answer
 * (chess-mate.c does). tests/rules/test-mate-reach.c
 * checks it on every position of the mate test sets against the fixpoint run to its end.
 */

/* Does a flood from 'from', landing only on land, come to a square of target? One king step
 * (for a rook, one orthogonal step) is a move of the unit's kind that no man can block, so the
 * flood holds the whole region such steps fill from 'from' through squares of land: filled
 * set-wise in a few dozen bit operations. */
static bool
flood_touches (bool rook, ChessSquare from, ChessBitboard occ, ChessBitboard land,
               ChessBitboard target)
{
  ChessBitboard region = CHESS_BB (from), before;
  if (region & target)
    return true;
  target &= land;
  /* Its first move along open lines (rays stopping at every man: a prefix of any ray the
   * fixpoint follows) reaches far at once, so the steps below have less to fill. */
  region |= chess_piece_attacks (rook ? CHESS_ROOK : CHESS_QUEEN, from, occ) & land;
  if (region & target)
    return true;
  do
    {
      before = region;
      ChessBitboard step = (rook ? rook_step_set (region) : king_attack_set (region)) & land;
      if (step & target)
        return true;
      region |= step;
    }
  while (region != before);
  return false;
}

/* Men of either colour that can move now (see above); kings left out. */
static ChessBitboard
movable_men (const ChessPosition *pos, ChessBitboard occ)
{
  ChessBitboard empty = ~occ, pawns = pos->pieces[CHESS_PAWN];
  ChessBitboard m = ((empty >> 8) & pawns & pos->colors[CHESS_WHITE])
                    | ((empty << 8) & pawns & pos->colors[CHESS_BLACK]);
  ChessBitboard pieces = occ & ~pawns & ~pos->pieces[CHESS_KING];
  while (pieces)
    {
      ChessSquare s = chess_pop_lsb (&pieces);
      if (chess_piece_attacks (CHESS_PIECE_TYPE (pos->board[s]), s, occ) & empty)
        m |= CHESS_BB (s);
    }
  return m;
}

/* Does some queen or rook of w, or a pawn of w free to promote, flood next to the other king?
 * block: the men that stop rays (and a pawn's way); land: where a flood may land. */
static bool
touches_king (const ChessPosition *pos, ChessColor w, ChessBitboard block, ChessBitboard land)
{
  ChessBitboard occ = chess_position_occupied (pos);
  ChessSquare k0 = chess_lsb (pos->pieces[CHESS_KING] & pos->colors[!w]);
  ChessBitboard near = chess_king_attacks[k0];
  ChessBitboard orth = rook_step_set (CHESS_BB (k0));
  ChessBitboard heavy = pos->colors[w] & (pos->pieces[CHESS_QUEEN] | pos->pieces[CHESS_ROOK]);
  while (heavy)
    {
      ChessSquare s = chess_pop_lsb (&heavy);
      ChessPieceType t = CHESS_PIECE_TYPE (pos->board[s]);
      if (flood_touches (t == CHESS_ROOK, s, occ, land, t == CHESS_ROOK ? orth : near))
        return true;
    }
  ChessBitboard pawns = pos->colors[w] & pos->pieces[CHESS_PAWN];
  while (pawns)
    {
      ChessSquare s = chess_pop_lsb (&pawns);
      ChessBitboard ahead = 0;
      for (ChessBitboard b = forward (CHESS_BB (s), w); b; b = forward (b, w))
        ahead |= b;
      if (ahead & (block | pos->pieces[CHESS_PAWN]))
        continue;
      ChessSquare promotion
          = w == CHESS_WHITE ? (ChessSquare) (63 - __builtin_clzll (ahead)) : chess_lsb (ahead);
      if (flood_touches (false, promotion, occ, land, near))
        return true;
    }
  return false;
}

bool
chess_reach_surely_given_up (const ChessPosition *pos, ChessColor w)
{
  if (pos->castling && pos->chess960)
    return true;
  ChessBitboard occ = chess_position_occupied (pos);
  ChessBitboard kings = pos->pieces[CHESS_KING];
  if (touches_king (pos, w, occ, ~(pos->colors[w] | kings)))
    return true;
  ChessBitboard m = movable_men (pos, occ);
  return touches_king (pos, w, occ & ~m, ~((pos->colors[w] & ~m) | kings));
}

bool
chess_reach_compute (const ChessPosition *pos, int w, ChessReach *r)
{
  if (pos->castling && pos->chess960)
    return false;
  /* An en passant capture now is a move the rules below do not see (the double step is past). */
  if (pos->ep != CHESS_SQUARE_NONE
      && (chess_pawn_attacks (!pos->side, pos->ep) & pos->pieces[CHESS_PAWN]
          & pos->colors[pos->side]))
    return false;
  r->count = 0;
  ChessBitboard men = chess_position_occupied (pos);
  while (men)
    {
      ChessSquare s = chess_pop_lsb (&men);
      ChessPiece p = pos->board[s];
      ChessColor c = CHESS_PIECE_COLOR (p);
      if (CHESS_PIECE_TYPE (p) == CHESS_KING)
        r->king[c] = r->count;
      add_unit (r, c, CHESS_PIECE_TYPE (p), s, false);
    }
  for (int c = 0; c < 2; c++)
    {
      r->promoted[c] = r->count;
      add_unit (r, (ChessColor) c, CHESS_QUEEN, CHESS_SQUARE_NONE, true);
    }

  bool can_castle[2]
      = { (pos->castling & (CHESS_CASTLE_WHITE_SHORT | CHESS_CASTLE_WHITE_LONG)) != 0,
          (pos->castling & (CHESS_CASTLE_BLACK_SHORT | CHESS_CASTLE_BLACK_LONG)) != 0 };
  Facts f;
  bool changed = true;
  while (changed)
    {
      changed = false;
      read_facts (r, can_castle, &f);
      for (int i = 0; i < r->count; i++)
        {
          ChessBitboard reach = grow (r, &r->u[i], &f);
          if (reach != r->u[i].reach)
            {
              r->u[i].reach = reach;
              changed = true;
            }
        }
      ChessBitboard takes[2] = { 0, 0 };
      for (int i = 0; i < r->count; i++)
        takes[r->u[i].color] |= r->u[i].takes;
      for (int i = 0; i < r->count; i++)
        {
          ChessReachUnit *u = &r->u[i];
          if (u->type != CHESS_KING && !u->taken && (takes[!u->color] & u->reach))
            u->taken = changed = true;
        }
      if (w >= 0 && chess_reach_gives_up (r, (ChessColor) w))
        return false;
    }
  r->fixed = f.fixed;
  for (int c = 0; c < 2; c++)
    r->dead_end[c]
        = f.dead_end[c] & king_attack_set (r->u[r->king[c]].reach) & ~r->u[r->king[c]].reach;
  return true;
}

void
chess_reach_attacks (ChessReach *r)
{
  for (int i = 0; i < r->count; i++)
    {
      ChessReachUnit *u = &r->u[i];
      ChessBitboard from = u->reach, a = 0;
      if (u->type == CHESS_PAWN && !u->promoted)
        a = chess_pawn_attack_set (from, u->color);
      else if (u->type == CHESS_KING)
        a = king_attack_set (from);
      else
        while (from)
          a |= unit_attacks (u, chess_pop_lsb (&from), r->fixed);
      u->attacks = a;
    }
}

/* Squares to fill and the men that can fill them, for a matching. */
typedef struct
{
  ChessSquare sq[8];
  int squares;
  ChessBitboard reach[CHESS_REACH_MAX_UNITS];
  int men;
  int holder[CHESS_REACH_MAX_UNITS]; /* the square index each man fills, or -1 */
  bool seen[CHESS_REACH_MAX_UNITS];
} Filling;

static bool
augment (Filling *f, int i)
{
  for (int j = 0; j < f->men; j++)
    if (!f->seen[j] && (f->reach[j] & CHESS_BB (f->sq[i])))
      {
        f->seen[j] = true;
        if (f->holder[j] < 0 || augment (f, f->holder[j]))
          {
            f->holder[j] = i;
            return true;
          }
      }
  return false;
}

/* Can the men of colour l other than the king stand on every square of e at once, one man a
 * square? A maximum matching by augmenting paths. The promoted unit stands for as many pieces as
 * are needed. */
static bool
can_fill (const ChessReach *r, ChessColor l, ChessBitboard e)
{
  Filling f;
  f.men = 0;
  for (int j = 0; j < r->count; j++)
    {
      const ChessReachUnit *u = &r->u[j];
      if (u->color != l || u->type == CHESS_KING || !(u->reach & e))
        continue;
      if (u->promoted)
        e &= ~u->reach;
      else
        {
          f.reach[f.men] = u->reach;
          f.holder[f.men++] = -1;
        }
    }
  f.squares = 0;
  while (e)
    f.sq[f.squares++] = chess_pop_lsb (&e);
  if (f.squares > f.men)
    return false;
  for (int i = 0; i < f.squares; i++)
    {
      for (int j = 0; j < f.men; j++)
        f.seen[j] = false;
      if (!augment (&f, i))
        return false;
    }
  return true;
}

/* Could the king of w, arriving on one of its dead-end squares, uncover a check by a bishop, rook
 * or queen of w? That arrival would then be checkmate, and the king's squares there count. The
 * king checked stands where the other king can, but not next to the arrival square (two kings
 * are never neighbours); the arriving king leaves a square next to the arrival that lies between
 * the checked king and a slider of w beyond it, with no fixed man between them. */
static bool
arrival_can_check (const ChessReach *r, ChessColor w)
{
  /* A square that holds a man for good is never arrived on. */
  ChessBitboard ends = r->dead_end[w] & ~r->fixed;
  if (!ends)
    return false;
  ChessBitboard targets_all = r->u[r->king[!w]].reach;
  ChessBitboard diag = 0, orth = 0;
  for (int i = 0; i < r->count; i++)
    {
      const ChessReachUnit *u = &r->u[i];
      if (u->color != w)
        continue;
      if (u->promoted || u->type == CHESS_BISHOP || u->type == CHESS_QUEEN)
        diag |= u->reach;
      if (u->promoted || u->type == CHESS_ROOK || u->type == CHESS_QUEEN)
        orth |= u->reach;
    }
  while (ends)
    {
      ChessSquare a = chess_pop_lsb (&ends);
      ChessBitboard departures = r->u[r->king[w]].reach & chess_king_attacks[a];
      ChessBitboard targets = targets_all & ~chess_king_attacks[a] & ~CHESS_BB (a);
      while (departures)
        {
          ChessSquare d = chess_pop_lsb (&departures);
          ChessBitboard m_all = targets;
          while (m_all)
            {
              ChessSquare m = chess_pop_lsb (&m_all);
              ChessBitboard line = chess_line (m, d), beyond = 0;
              if (!line)
                continue;
              ChessBitboard rest = line;
              while (rest)
                {
                  ChessSquare x = chess_pop_lsb (&rest);
                  ChessBitboard ray = chess_between (m, x);
                  /* The king must stand in the way, and no man that never moves. */
                  if ((ray & CHESS_BB (d)) && !(ray & r->fixed))
                    beyond |= CHESS_BB (x);
                }
              bool diagonal = CHESS_FILE_OF (m) != CHESS_FILE_OF (d)
                              && CHESS_RANK_OF (m) != CHESS_RANK_OF (d);
              if (beyond & (diagonal ? diag : orth))
                return true;
            }
        }
    }
  return false;
}

/* Checkmate needs a check: a man of w attacking the square k of the other king. With none that
 * can ever attack a square that king can stand on, w never mates. Else each such k is tried as
 * the mating square: every neighbour of k where the mated king could step (a square of its reach,
 * or one of its dead ends, which it may enter to leave check) must be attacked by w, or filled by
 * a man of the mated side, one man a square. When some neighbour can be neither attacked by any
 * man of w nor filled, for every k, w never mates. Needs chess_reach_attacks first. */
bool
chess_reach_cannot_mate (const ChessReach *r, ChessColor w)
{
  ChessColor l = !w;
  ChessBitboard kreach = r->u[r->king[l]].reach;
  ChessBitboard steps = kreach | r->dead_end[l];
  ChessBitboard checks = 0, cover = 0;
  for (int i = 0; i < r->count; i++)
    {
      const ChessReachUnit *u = &r->u[i];
      if (u->color != w)
        continue;
      cover |= u->attacks;
      if (u->type != CHESS_KING)
        checks |= u->attacks & kreach;
    }
  if (!checks)
    return true;
  if (arrival_can_check (r, w))
    cover |= king_attack_set (r->dead_end[w]);
  while (checks)
    {
      ChessSquare k = chess_pop_lsb (&checks);
      ChessBitboard open = chess_king_attacks[k] & steps & ~cover;
      if (!open || can_fill (r, l, open))
        return false;
    }
  return true;
}
