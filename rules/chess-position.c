/* chess-position.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Board state, FEN reading and writing, make/unmake with incremental Zobrist keys.
 */
#include "chess-position.h"

#include <assert.h>
#include <stdio.h>
#include <string.h>

#include "chess-tables.h"

static const char piece_letters[] = "PNBRQKpnbrqk";

static inline void
put_piece (ChessPosition *pos, ChessPiece p, ChessSquare sq)
{
  ChessBitboard b = CHESS_BB (sq);
  pos->pieces[CHESS_PIECE_TYPE (p)] |= b;
  pos->colors[CHESS_PIECE_COLOR (p)] |= b;
  pos->board[sq] = p;
  pos->key ^= CHESS_ZOBRIST_PIECE (p, sq);
}

static inline void
remove_piece (ChessPosition *pos, ChessSquare sq)
{
  ChessPiece p = pos->board[sq];
  ChessBitboard b = CHESS_BB (sq);
  pos->pieces[CHESS_PIECE_TYPE (p)] &= ~b;
  pos->colors[CHESS_PIECE_COLOR (p)] &= ~b;
  pos->board[sq] = CHESS_NO_PIECE;
  pos->key ^= CHESS_ZOBRIST_PIECE (p, sq);
}

static void
clear (ChessPosition *pos)
{
  memset (pos, 0, sizeof *pos);
  memset (pos->board, CHESS_NO_PIECE, sizeof pos->board);
  pos->ep = CHESS_SQUARE_NONE;
  pos->fullmove = 1;
}

void
chess_square_name (ChessSquare sq, char out[3])
{
  out[0] = (char) ('a' + CHESS_FILE_OF (sq));
  out[1] = (char) ('1' + CHESS_RANK_OF (sq));
  out[2] = '\0';
}

ChessSquare
chess_position_king (const ChessPosition *pos, ChessColor c)
{
  return chess_lsb (chess_position_pieces (pos, c, CHESS_KING));
}

ChessBitboard
chess_position_attackers (const ChessPosition *pos, ChessSquare sq, ChessColor by,
                          ChessBitboard occ)
{
  ChessBitboard them = pos->colors[by];
  ChessBitboard diag = pos->pieces[CHESS_BISHOP] | pos->pieces[CHESS_QUEEN];
  ChessBitboard orth = pos->pieces[CHESS_ROOK] | pos->pieces[CHESS_QUEEN];
  return them
         & ((chess_pawn_attacks ((ChessColor) !by, sq) & pos->pieces[CHESS_PAWN])
            | (chess_knight_attacks[sq] & pos->pieces[CHESS_KNIGHT])
            | (chess_king_attacks[sq] & pos->pieces[CHESS_KING])
            | (chess_bishop_attacks (sq, occ) & diag) | (chess_rook_attacks (sq, occ) & orth));
}

bool
chess_position_in_check (const ChessPosition *pos)
{
  return chess_position_attackers (pos, chess_position_king (pos, pos->side), !pos->side,
                                   chess_position_occupied (pos))
         != 0;
}

ChessKey
chess_position_compute_key (const ChessPosition *pos)
{
  ChessKey k = 0;
  for (ChessSquare sq = 0; sq < 64; sq++)
    if (pos->board[sq] != CHESS_NO_PIECE)
      k ^= CHESS_ZOBRIST_PIECE (pos->board[sq], sq);
  k ^= CHESS_ZOBRIST_CASTLING (pos->castling);
  if (pos->ep != CHESS_SQUARE_NONE)
    k ^= CHESS_ZOBRIST_EP_FILE (CHESS_FILE_OF (pos->ep));
  if (pos->side == CHESS_BLACK)
    k ^= CHESS_ZOBRIST_SIDE;
  return k;
}

/* Is an en passant capture onto pos->ep legal for the side to move? */
static bool
ep_capture_legal (const ChessPosition *pos)
{
  if (pos->ep == CHESS_SQUARE_NONE)
    return false;
  ChessColor us = pos->side, them = !us;
  ChessSquare capsq = pos->ep - chess_pawn_push (us);
  ChessSquare ksq = chess_position_king (pos, us);
  ChessBitboard pawns
      = chess_pawn_attacks (them, pos->ep) & chess_position_pieces (pos, us, CHESS_PAWN);
  while (pawns)
    {
      ChessSquare from = chess_pop_lsb (&pawns);
      ChessBitboard occ = (chess_position_occupied (pos) ^ CHESS_BB (from) ^ CHESS_BB (capsq))
                          | CHESS_BB (pos->ep);
      ChessBitboard att = chess_position_attackers (pos, ksq, them, occ) & ~CHESS_BB (capsq);
      if (!att)
        return true;
    }
  return false;
}

ChessKey
chess_position_repetition_key (const ChessPosition *pos)
{
  ChessKey k = pos->key;
  if (pos->ep != CHESS_SQUARE_NONE && !ep_capture_legal (pos))
    k ^= CHESS_ZOBRIST_EP_FILE (CHESS_FILE_OF (pos->ep));
  return k;
}

ChessSquare
chess_move_king_target (ChessMove move)
{
  ChessSquare from = chess_move_from (move), to = chess_move_to (move);
  return CHESS_SQUARE (to > from ? 6 : 2, CHESS_RANK_OF (from));
}

ChessSquare
chess_move_rook_target (ChessMove move)
{
  ChessSquare from = chess_move_from (move), to = chess_move_to (move);
  return CHESS_SQUARE (to > from ? 5 : 3, CHESS_RANK_OF (from));
}

#ifdef CHESS_CHECK_KEYS
/* The invariants every position keeps, checked after each make, pass and unmake in debug and
 * sanitizer builds (-DCHESS_CHECK_KEYS): the board array and the bitboards agree, the colours
 * and the piece types do not overlap, one king of each colour, an en passant square only on
 * the third or sixth rank, the key recomputed. */
static void
check_invariants (const ChessPosition *pos)
{
  ChessBitboard by_type = 0;
  for (int t = 0; t < 6; t++)
    {
      assert (!(by_type & pos->pieces[t]));
      by_type |= pos->pieces[t];
    }
  assert (!(pos->colors[CHESS_WHITE] & pos->colors[CHESS_BLACK]));
  assert (by_type == (pos->colors[CHESS_WHITE] | pos->colors[CHESS_BLACK]));
  for (ChessSquare s = 0; s < 64; s++)
    {
      ChessPiece p = pos->board[s];
      if (p == CHESS_NO_PIECE)
        assert (!(by_type & CHESS_BB (s)));
      else
        assert (pos->pieces[CHESS_PIECE_TYPE (p)] & pos->colors[CHESS_PIECE_COLOR (p)]
                & CHESS_BB (s));
    }
  for (int c = CHESS_WHITE; c <= CHESS_BLACK; c++)
    assert (chess_popcount (pos->pieces[CHESS_KING] & pos->colors[c]) == 1);
  assert (pos->ep == CHESS_SQUARE_NONE || CHESS_RANK_OF (pos->ep) == 2
          || CHESS_RANK_OF (pos->ep) == 5);
  assert (pos->key == chess_position_compute_key (pos));
}
#endif

void
chess_position_make (ChessPosition *pos, ChessMove move, ChessUndo *undo)
{
  ChessSquare from = chess_move_from (move), to = chess_move_to (move);
  ChessMoveKind kind = chess_move_kind (move);
  ChessColor us = pos->side;
  ChessPiece pc = pos->board[from];

  undo->key = pos->key;
  undo->ep = pos->ep;
  undo->halfmove = pos->halfmove;
  undo->castling = pos->castling;
  undo->captured = CHESS_NO_PIECE;

  if (pos->ep != CHESS_SQUARE_NONE)
    {
      pos->key ^= CHESS_ZOBRIST_EP_FILE (CHESS_FILE_OF (pos->ep));
      pos->ep = CHESS_SQUARE_NONE;
    }
  pos->halfmove++;

  if (kind == CHESS_MOVE_CASTLING)
    {
      ChessPiece rook = pos->board[to];
      remove_piece (pos, from);
      remove_piece (pos, to);
      put_piece (pos, pc, chess_move_king_target (move));
      put_piece (pos, rook, chess_move_rook_target (move));
    }
  else
    {
      if (kind == CHESS_MOVE_EN_PASSANT)
        {
          ChessSquare capsq = to - chess_pawn_push (us);
          undo->captured = pos->board[capsq];
          remove_piece (pos, capsq);
        }
      else if (pos->board[to] != CHESS_NO_PIECE)
        {
          undo->captured = pos->board[to];
          remove_piece (pos, to);
        }
      if (undo->captured != CHESS_NO_PIECE)
        pos->halfmove = 0;
      remove_piece (pos, from);
      if (kind == CHESS_MOVE_PROMOTION)
        put_piece (pos, CHESS_PIECE (us, chess_move_promotion (move)), to);
      else
        put_piece (pos, pc, to);
      if (CHESS_PIECE_TYPE (pc) == CHESS_PAWN)
        {
          pos->halfmove = 0;
          if ((from ^ to) == 16)
            {
              pos->ep = (from + to) / 2;
              pos->key ^= CHESS_ZOBRIST_EP_FILE (CHESS_FILE_OF (pos->ep));
            }
        }
    }

  uint8_t rights = pos->castling & ~(pos->castle_lost[from] | pos->castle_lost[to]);
  if (rights != pos->castling)
    {
      pos->key ^= CHESS_ZOBRIST_CASTLING (pos->castling) ^ CHESS_ZOBRIST_CASTLING (rights);
      pos->castling = rights;
    }
  pos->side = !us;
  pos->key ^= CHESS_ZOBRIST_SIDE;
  if (us == CHESS_BLACK)
    pos->fullmove++;
#ifdef CHESS_CHECK_KEYS
  check_invariants (pos);
#endif
}

void
chess_position_pass (ChessPosition *pos)
{
  if (pos->ep != CHESS_SQUARE_NONE)
    pos->key ^= CHESS_ZOBRIST_EP_FILE (CHESS_FILE_OF (pos->ep));
  pos->ep = CHESS_SQUARE_NONE;
  pos->side = !pos->side;
  pos->key ^= CHESS_ZOBRIST_SIDE;
#ifdef CHESS_CHECK_KEYS
  check_invariants (pos);
#endif
}

void
chess_position_unmake (ChessPosition *pos, ChessMove move, const ChessUndo *undo)
{
  ChessSquare from = chess_move_from (move), to = chess_move_to (move);
  ChessMoveKind kind = chess_move_kind (move);
  ChessColor us = !pos->side;

  pos->side = us;
  if (us == CHESS_BLACK)
    pos->fullmove--;

  if (kind == CHESS_MOVE_CASTLING)
    {
      ChessSquare kto = chess_move_king_target (move), rto = chess_move_rook_target (move);
      ChessPiece king = pos->board[kto], rook = pos->board[rto];
      remove_piece (pos, kto);
      remove_piece (pos, rto);
      put_piece (pos, king, from);
      put_piece (pos, rook, to);
    }
  else
    {
      ChessPiece pc = kind == CHESS_MOVE_PROMOTION ? CHESS_PIECE (us, CHESS_PAWN) : pos->board[to];
      remove_piece (pos, to);
      put_piece (pos, pc, from);
      if (undo->captured != CHESS_NO_PIECE)
        put_piece (pos, undo->captured,
                   kind == CHESS_MOVE_EN_PASSANT ? to - chess_pawn_push (us) : to);
    }

  pos->key = undo->key;
  pos->ep = undo->ep;
  pos->halfmove = undo->halfmove;
  pos->castling = undo->castling;
#ifdef CHESS_CHECK_KEYS
  check_invariants (pos);
#endif
}

/* ---- FEN ---- */

typedef struct
{
  const char *start;
  int len;
  int column; /* 1-based */
} Field;

static int
split_fields (const char *fen, Field *fields, int max, int *extra_column)
{
  int n = 0;
  const char *p = fen;
  *extra_column = 0;
  for (;;)
    {
      while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
        p++;
      if (!*p)
        break;
      const char *s = p;
      while (*p && *p != ' ' && *p != '\t' && *p != '\n' && *p != '\r')
        p++;
      if (n < max)
        fields[n] = (Field){ s, (int) (p - s), (int) (s - fen) + 1 };
      else if (n == max)
        *extra_column = (int) (s - fen) + 1;
      n++;
    }
  return n;
}

static bool
parse_number (const Field *f, int min, int *out)
{
  long v = 0;
  if (f->len == 0 || f->len > 6)
    return false;
  for (int i = 0; i < f->len; i++)
    {
      if (f->start[i] < '0' || f->start[i] > '9')
        return false;
      v = v * 10 + (f->start[i] - '0');
    }
  if (v < min)
    return false;
  *out = (int) v;
  return true;
}

/* Sets up the right 'index' with the rook on rook_sq; false when pieces are not there. */
static bool
add_castling_right (ChessPosition *pos, ChessColor c, ChessSquare rook_sq)
{
  ChessSquare ksq = chess_position_king (pos, c);
  int back = c == CHESS_WHITE ? 0 : 7;
  if (CHESS_RANK_OF (ksq) != back || CHESS_RANK_OF (rook_sq) != back
      || pos->board[rook_sq] != CHESS_PIECE (c, CHESS_ROOK) || rook_sq == ksq)
    return false;
  bool is_long = rook_sq < ksq;
  int idx = CHESS_CASTLE_INDEX (c, is_long);
  if (pos->castling & (1 << idx))
    return false;
  pos->castling |= (uint8_t) (1 << idx);
  pos->castle_rook[idx] = (uint8_t) rook_sq;
  return true;
}

ChessFenError
chess_position_from_fen (ChessPosition *pos, const char *fen, int *column)
{
  return chess_position_from_fen_noted (pos, fen, column, NULL);
}

/* The fields a short FEN lacks, as python-chess fills them in (see ChessFenNotes). */
static const Field missing_fields[6] = {
  { "", 0, 0 }, { "", 0, 0 }, { "-", 1, 0 }, { "-", 1, 0 }, { "0", 1, 0 }, { "1", 1, 0 },
};

/* Each part of a FEN below reads one field; on an error it sets *column to where it lies. */

/* Placement: eight ranks of eight squares, one king a side, no pawn on a first or last rank.
 * king_col receives each king's column, for the check test that needs the side to move. */
static ChessFenError
read_placement (ChessPosition *pos, const Field *f, int king_col[2], int *column)
{
  int rank = 7, file = 0;
  king_col[0] = king_col[1] = 0;
  for (int i = 0; i < f->len; i++)
    {
      char ch = f->start[i];
      *column = f->column + i;
      if (ch == '/')
        {
          if (file != 8)
            return CHESS_FEN_ERROR_RANK_LENGTH;
          if (--rank < 0)
            return CHESS_FEN_ERROR_RANK_COUNT;
          file = 0;
        }
      else if (ch >= '1' && ch <= '8')
        {
          file += ch - '0';
          if (file > 8)
            return CHESS_FEN_ERROR_RANK_LENGTH;
        }
      else
        {
          const char *q = ch ? strchr (piece_letters, ch) : NULL;
          if (!q)
            return CHESS_FEN_ERROR_BAD_CHARACTER;
          if (file >= 8)
            return CHESS_FEN_ERROR_RANK_LENGTH;
          ChessPiece p = (ChessPiece) (q - piece_letters);
          if (CHESS_PIECE_TYPE (p) == CHESS_PAWN && (rank == 0 || rank == 7))
            return CHESS_FEN_ERROR_PAWN_ON_EDGE_RANK;
          if (CHESS_PIECE_TYPE (p) == CHESS_KING)
            {
              ChessColor c = CHESS_PIECE_COLOR (p);
              if (king_col[c])
                return CHESS_FEN_ERROR_KING_COUNT;
              king_col[c] = *column;
            }
          put_piece (pos, p, CHESS_SQUARE (file, rank));
          file++;
        }
    }
  *column = f->column + f->len;
  if (rank != 0)
    return CHESS_FEN_ERROR_RANK_COUNT;
  if (file != 8)
    return CHESS_FEN_ERROR_RANK_LENGTH;
  if (!king_col[0] || !king_col[1])
    {
      *column = f->column;
      return CHESS_FEN_ERROR_KING_COUNT;
    }
  return CHESS_FEN_OK;
}

/* The side to move, which must not be giving check to a king that cannot be to move. */
static ChessFenError
read_side (ChessPosition *pos, const Field *f, const int king_col[2], int *column)
{
  *column = f->column;
  if (f->len != 1 || (f->start[0] != 'w' && f->start[0] != 'b'))
    return CHESS_FEN_ERROR_SIDE;
  pos->side = f->start[0] == 'w' ? CHESS_WHITE : CHESS_BLACK;
  ChessColor them = !pos->side;
  if (chess_position_attackers (pos, chess_position_king (pos, them), pos->side,
                                chess_position_occupied (pos)))
    {
      *column = king_col[them];
      return CHESS_FEN_ERROR_OPPONENT_IN_CHECK;
    }
  return CHESS_FEN_OK;
}

/* The rook a castling letter names: K and Q the outermost rook on that wing (X-FEN), A to H
 * the rook on that file (Shredder-FEN); CHESS_SQUARE_NONE when there is none. */
static ChessSquare
castling_rook (const ChessPosition *pos, ChessColor c, char up)
{
  int back = c == CHESS_WHITE ? 0 : 7;
  if (up >= 'A' && up <= 'H' && up != 'K' && up != 'Q')
    return CHESS_SQUARE (up - 'A', back);
  ChessSquare ksq = chess_position_king (pos, c);
  if (CHESS_RANK_OF (ksq) != back)
    return CHESS_SQUARE_NONE;
  int step = up == 'K' ? -1 : 1;
  for (int fl = up == 'K' ? 7 : 0; fl != CHESS_FILE_OF (ksq); fl += step)
    if (pos->board[CHESS_SQUARE (fl, back)] == CHESS_PIECE (c, CHESS_ROOK))
      return CHESS_SQUARE (fl, back);
  return CHESS_SQUARE_NONE;
}

static ChessFenError
read_castling (ChessPosition *pos, const Field *f, int *column)
{
  if (!(f->len == 1 && f->start[0] == '-'))
    for (int i = 0; i < f->len; i++)
      {
        char ch = f->start[i];
        *column = f->column + i;
        ChessColor c = (ch >= 'a' && ch <= 'z') ? CHESS_BLACK : CHESS_WHITE;
        char up = (char) (c == CHESS_BLACK ? ch - 'a' + 'A' : ch);
        if (up != 'K' && up != 'Q' && (up < 'A' || up > 'H'))
          return CHESS_FEN_ERROR_CASTLING_SYNTAX;
        ChessSquare rook_sq = castling_rook (pos, c, up);
        if (rook_sq == CHESS_SQUARE_NONE || !add_castling_right (pos, c, rook_sq))
          return CHESS_FEN_ERROR_CASTLING_PIECES;
      }
  for (int idx = 0; idx < 4; idx++)
    if (pos->castling & (1 << idx))
      {
        ChessColor c = idx / 2;
        ChessSquare ksq = chess_position_king (pos, c);
        pos->castle_lost[ksq] |= (uint8_t) (1 << idx);
        pos->castle_lost[pos->castle_rook[idx]] |= (uint8_t) (1 << idx);
        if (CHESS_FILE_OF (ksq) != 4 || CHESS_FILE_OF (pos->castle_rook[idx]) != (idx & 1 ? 0 : 7))
          pos->chess960 = true;
      }
  return CHESS_FEN_OK;
}

/* The en passant square, kept only where a pawn has just made a double step past it. */
static ChessFenError
read_en_passant (ChessPosition *pos, const Field *f, int *column)
{
  if (f->len == 1 && f->start[0] == '-')
    return CHESS_FEN_OK;
  *column = f->column;
  if (f->len != 2 || f->start[0] < 'a' || f->start[0] > 'h' || f->start[1] < '1'
      || f->start[1] > '8')
    return CHESS_FEN_ERROR_EN_PASSANT_SYNTAX;
  ChessSquare ep = CHESS_SQUARE (f->start[0] - 'a', f->start[1] - '1');
  ChessColor them = !pos->side;
  int want_rank = pos->side == CHESS_WHITE ? 5 : 2;
  int dir = -chess_pawn_push (pos->side); /* from ep towards the pushed pawn */
  if (CHESS_RANK_OF (ep) != want_rank || pos->board[ep] != CHESS_NO_PIECE
      || pos->board[ep - dir] != CHESS_NO_PIECE
      || pos->board[ep + dir] != CHESS_PIECE (them, CHESS_PAWN))
    return CHESS_FEN_ERROR_EN_PASSANT_IMPOSSIBLE;
  pos->ep = ep;
  return CHESS_FEN_OK;
}

/* The two counters; a move number 0 (no such move exists) is read as 1 and noted. */
static ChessFenError
read_counters (ChessPosition *pos, const Field f[2], ChessFenNotes *notes, int *column)
{
  *column = f[0].column;
  if (!parse_number (&f[0], 0, &pos->halfmove))
    return CHESS_FEN_ERROR_HALFMOVE;
  *column = f[1].column;
  if (!parse_number (&f[1], 0, &pos->fullmove))
    return CHESS_FEN_ERROR_FULLMOVE;
  if (pos->fullmove == 0)
    {
      pos->fullmove = 1;
      notes->flags |= CHESS_FEN_NOTE_FULLMOVE_ZERO;
      notes->fullmove_column = f[1].column;
    }
  return CHESS_FEN_OK;
}

ChessFenError
chess_position_from_fen_noted (ChessPosition *pos, const char *fen, int *column,
                               ChessFenNotes *notes)
{
  Field f[6];
  int extra;
  int dummy;
  ChessFenNotes scratch;
  if (!column)
    column = &dummy;
  if (!notes)
    notes = &scratch;
  memset (notes, 0, sizeof *notes);
  *column = 1;
  clear (pos);

  int n = split_fields (fen, f, 6, &extra);
  if (n < 2 || n > 6)
    {
      *column = n > 6 ? extra : (int) strlen (fen) + 1;
      return CHESS_FEN_ERROR_FIELD_COUNT;
    }
  notes->fields = n;
  if (n < 6)
    {
      /* Board and side alone, or without counters: completed as python-chess does. */
      notes->flags |= CHESS_FEN_NOTE_COMPLETED;
      notes->completed_column = f[n - 1].column + f[n - 1].len;
      for (int i = n; i < 6; i++)
        {
          f[i] = missing_fields[i];
          f[i].column = notes->completed_column;
        }
    }

  int king_col[2];
  ChessFenError e;
  if ((e = read_placement (pos, &f[0], king_col, column)) != CHESS_FEN_OK
      || (e = read_side (pos, &f[1], king_col, column)) != CHESS_FEN_OK
      || (e = read_castling (pos, &f[2], column)) != CHESS_FEN_OK
      || (e = read_en_passant (pos, &f[3], column)) != CHESS_FEN_OK
      || (e = read_counters (pos, &f[4], notes, column)) != CHESS_FEN_OK)
    return e;
  *column = 1;
  pos->key = chess_position_compute_key (pos);
  return CHESS_FEN_OK;
}

char *
chess_position_to_fen (const ChessPosition *pos, ChessFenStyle style, char *buf, size_t size)
{
  char tmp[CHESS_FEN_MAX + 16];
  char *o = tmp;
  for (int rank = 7; rank >= 0; rank--)
    {
      int empty = 0;
      for (int file = 0; file < 8; file++)
        {
          ChessPiece p = pos->board[CHESS_SQUARE (file, rank)];
          if (p == CHESS_NO_PIECE)
            {
              empty++;
              continue;
            }
          if (empty)
            *o++ = (char) ('0' + empty);
          empty = 0;
          *o++ = piece_letters[p];
        }
      if (empty)
        *o++ = (char) ('0' + empty);
      if (rank)
        *o++ = '/';
    }
  *o++ = ' ';
  *o++ = pos->side == CHESS_WHITE ? 'w' : 'b';
  *o++ = ' ';
  if (!pos->castling)
    *o++ = '-';
  static const int order[4] = { 0, 1, 2, 3 }; /* K Q k q */
  for (int i = 0; i < 4; i++)
    {
      int idx = order[i];
      if (!(pos->castling & (1 << idx)))
        continue;
      ChessColor c = idx / 2;
      bool is_long = idx & 1;
      ChessSquare rsq = pos->castle_rook[idx];
      bool outermost = true;
      /* Any other rook of the same colour further out on the same side? On the castling
       * rook's rank: a board being set up may have no king yet. */
      int back = CHESS_RANK_OF (rsq);
      int fl = CHESS_FILE_OF (rsq) + (is_long ? -1 : 1);
      for (; fl >= 0 && fl < 8; fl += is_long ? -1 : 1)
        if (pos->board[CHESS_SQUARE (fl, back)] == CHESS_PIECE (c, CHESS_ROOK))
          outermost = false;
      char ch;
      if (style == CHESS_FEN_STYLE_XFEN && outermost)
        ch = is_long ? 'Q' : 'K';
      else
        ch = (char) ('A' + CHESS_FILE_OF (rsq));
      if (c == CHESS_BLACK)
        ch = (char) (ch - 'A' + 'a');
      *o++ = ch;
    }
  *o++ = ' ';
  if (pos->ep == CHESS_SQUARE_NONE)
    *o++ = '-';
  else
    {
      chess_square_name (pos->ep, o);
      o += 2;
    }
  snprintf (o, sizeof tmp - (size_t) (o - tmp), " %d %d", pos->halfmove, pos->fullmove);
  snprintf (buf, size, "%s", tmp);
  return buf;
}

void
chess_position_init_start (ChessPosition *pos)
{
  chess_position_from_fen (pos, CHESS_FEN_START, NULL);
}

void
chess_position_init_chess960 (ChessPosition *pos, int n)
{
  /* Scharnagl's numbering of the 960 start positions; outside it, the standard array (518). */
  if (n < 0 || n > 959)
    n = 518;
  char rank[9] = "........";
  int light = (n % 4) * 2 + 1; /* b, d, f, h */
  n /= 4;
  int dark = (n % 4) * 2; /* a, c, e, g */
  n /= 4;
  rank[light] = 'b';
  rank[dark] = 'b';
  int q = n % 6;
  n /= 6;
  for (int i = 0, k = 0; i < 8; i++)
    if (rank[i] == '.' && k++ == q)
      {
        rank[i] = 'q';
        break;
      }
  static const int knights[10][2] = { { 0, 1 }, { 0, 2 }, { 0, 3 }, { 0, 4 }, { 1, 2 },
                                      { 1, 3 }, { 1, 4 }, { 2, 3 }, { 2, 4 }, { 3, 4 } };
  for (int i = 0, k = 0; i < 8; i++)
    if (rank[i] == '.')
      {
        if (k == knights[n][0] || k == knights[n][1])
          {
            rank[i] = 'n';
          }
        k++;
      }
  const char *rest = "rkr";
  for (int i = 0; i < 8; i++)
    if (rank[i] == '.')
      rank[i] = *rest++;
  char fen[CHESS_FEN_MAX];
  char upper[9];
  for (int i = 0; i < 8; i++)
    upper[i] = (char) (rank[i] - 'a' + 'A');
  upper[8] = '\0';
  snprintf (fen, sizeof fen, "%s/pppppppp/8/8/8/8/PPPPPPPP/%s w KQkq - 0 1", rank, upper);
  chess_position_from_fen (pos, fen, NULL);
}

char *
chess_move_to_uci (const ChessPosition *pos, ChessMove move, char *buf)
{
  ChessSquare from = chess_move_from (move), to = chess_move_to (move);
  if (chess_move_kind (move) == CHESS_MOVE_CASTLING && !pos->chess960)
    to = chess_move_king_target (move);
  chess_square_name (from, buf);
  chess_square_name (to, buf + 2);
  if (chess_move_kind (move) == CHESS_MOVE_PROMOTION)
    {
      buf[4] = " nbrq"[chess_move_promotion (move)];
      buf[5] = '\0';
    }
  return buf;
}
