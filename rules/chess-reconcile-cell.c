/* chess-reconcile-cell.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A written scoresheet cell taken apart (piece, origin hints, target, promotion, marks), legal
 * moves described alike, and the cost of reading a cell as a move, by kind of writing mistake.
 */
#include "chess-reconcile-private.h"

#include <string.h>

#include "chess-movegen.h"

static int
piece_of_letter (char c)
{
  switch (c)
    {
    case 'K':
      return CHESS_KING;
    case 'Q':
    case 'q':
      return CHESS_QUEEN;
    case 'R':
    case 'r':
      return CHESS_ROOK;
    case 'B':
      return CHESS_BISHOP;
    case 'N':
    case 'n':
      return CHESS_KNIGHT;
    default:
      return -1;
    }
}

/* Cuts annotations, "e.p." and the check marks off the end of t, noting the mark. */
static size_t
strip_tail (const char *t, size_t n, char *mark)
{
  *mark = 0;
  for (;;)
    {
      if (n >= 4 && memcmp (t + n - 4, "e.p.", 4) == 0)
        n -= 4;
      else if (n >= 2 && memcmp (t + n - 2, "ep", 2) == 0 && n > 3)
        n -= 2;
      else if (n > 0 && (t[n - 1] == '!' || t[n - 1] == '?' || t[n - 1] == ' '))
        n--;
      else if (n > 0 && (t[n - 1] == '+' || t[n - 1] == '#'))
        {
          if (*mark == 0 || t[n - 1] == '#')
            *mark = t[n - 1];
          n--;
        }
      else
        return n;
    }
}

static bool
parse_castling (const char *t, size_t n, RcCell *cell)
{
  int os = 0;
  for (size_t i = 0; i < n; i++)
    if (t[i] == 'O' || t[i] == '0' || t[i] == 'o')
      os++;
    else if (t[i] != '-')
      return false;
  if (os != 2 && os != 3)
    return false;
  cell->type = RC_CELL_CASTLING;
  cell->castle_long = os == 3;
  cell->piece = CHESS_KING;
  return true;
}

/* The squares and marks after the piece letter: the last file-rank pair is the target, what
 * comes before it the origin. */
static void
parse_body (const char *t, size_t n, RcCell *cell)
{
  int files[8], ranks[8], count = 0, pending_file = -1;
  for (size_t i = 0; i < n; i++)
    {
      char c = t[i];
      if (c >= 'a' && c <= 'h' && !(c == 'b' && i + 1 == n && count > 0))
        {
          if (pending_file >= 0 && count < 8)
            files[count] = pending_file, ranks[count++] = -1;
          pending_file = c - 'a';
        }
      else if (c >= '1' && c <= '8' && count < 8)
        files[count] = pending_file, ranks[count++] = c - '1', pending_file = -1;
      else if (c == 'x' || c == ':')
        cell->capture = true;
      else if (piece_of_letter (c) >= 0 && piece_of_letter (c) != CHESS_KING && count > 0)
        cell->promo = piece_of_letter (c);
      else if (c == 'b' && count > 0)
        cell->promo = CHESS_BISHOP;
    }
  if (pending_file >= 0 && count < 8)
    files[count] = pending_file, ranks[count++] = -1;
  int target = -1;
  for (int k = count - 1; k >= 0 && target < 0; k--)
    if (files[k] >= 0 && ranks[k] >= 0)
      target = k;
  if (target < 0)
    {
      cell->type = RC_CELL_ILLEGIBLE;
      return;
    }
  cell->to = CHESS_SQUARE (files[target], ranks[target]);
  for (int k = 0; k < target; k++)
    {
      if (files[k] >= 0)
        cell->from_file = files[k];
      if (ranks[k] >= 0)
        cell->from_rank = ranks[k];
    }
  cell->type = RC_CELL_MOVE;
}

void
rc_cell_parse (const char *text, ChessSanLanguage lang, RcCell *cell)
{
  memset (cell, 0, sizeof *cell);
  cell->to = cell->from_file = cell->from_rank = cell->promo = -1;
  cell->piece = CHESS_PAWN;
  if (!text || !*text || strcmp (text, "-") == 0)
    {
      cell->type = RC_CELL_EMPTY;
      return;
    }
  char buf[64];
  size_t len = strlen (text);
  if (len >= sizeof buf)
    {
      cell->type = RC_CELL_ILLEGIBLE;
      return;
    }
  if (lang == CHESS_SAN_TURKISH)
    len = chess_san_turkish_to_english (text, len, buf, sizeof buf);
  else
    memcpy (buf, text, len + 1);
  buf[len] = 0;
  size_t n = strip_tail (buf, len, &cell->mark);
  if (n == 0)
    {
      cell->type = RC_CELL_ILLEGIBLE;
      return;
    }
  if (parse_castling (buf, n, cell))
    return;
  size_t start = 0;
  if (piece_of_letter (buf[0]) >= 0 && buf[0] >= 'A' && buf[0] <= 'Z')
    cell->piece = piece_of_letter (buf[0]), start = 1;
  parse_body (buf + start, n - start, cell);
}

int
rc_moves_describe (const ChessPosition *pos, RcMove *moves)
{
  ChessMoveList list;
  chess_movegen_legal (pos, &list);
  unsigned char reach[64][6];
  memset (reach, 0, sizeof reach);
  for (int k = 0; k < list.count; k++)
    {
      ChessMove m = list.moves[k];
      RcMove *d = &moves[k];
      ChessMoveKind kind = chess_move_kind (m);
      d->move = m;
      d->from = chess_move_from (m);
      d->piece = CHESS_PIECE_TYPE (pos->board[d->from]);
      d->castling = kind == CHESS_MOVE_CASTLING;
      d->to = d->castling ? chess_move_king_target (m) : chess_move_to (m);
      d->castle_long = d->castling && CHESS_FILE_OF (d->to) < 4;
      d->promo = kind == CHESS_MOVE_PROMOTION ? (int) chess_move_promotion (m) : -1;
      d->capture = kind == CHESS_MOVE_EN_PASSANT
                   || (!d->castling && pos->board[chess_move_to (m)] != CHESS_NO_PIECE);
      d->mark = chess_san_check_mark (pos, m);
      if (d->promo < 0 || d->promo == CHESS_QUEEN)
        reach[d->to][d->piece]++;
    }
  for (int k = 0; k < list.count; k++)
    moves[k].ambiguous = !moves[k].castling && moves[k].piece != CHESS_PAWN
                         && reach[moves[k].to][moves[k].piece] > 1;
  return list.count;
}

/* Marks, 'x', '=Q' and a missing origin: the decorations a cell may get wrong. */
static int
decoration_cost (const RcCell *c, const RcMove *m, int *piece_cost)
{
  int cost = 0;
  if (c->mark != m->mark)
    cost++;
  if (c->type == RC_CELL_CASTLING)
    return cost;
  if (c->capture != m->capture)
    cost++;
  if (m->promo >= 0 && c->promo < 0)
    cost++;
  else if (m->promo < 0 && c->promo >= 0)
    cost++;
  else if (m->promo >= 0 && c->promo != m->promo)
    *piece_cost += RC_COST_PIECE;
  if (c->from_file < 0 && c->from_rank < 0
      && (m->ambiguous || (m->piece == CHESS_PAWN && m->capture)))
    cost++;
  return cost < RC_COST_DECORATION_MAX ? cost : RC_COST_DECORATION_MAX;
}

static int
castling_cost (const RcCell *c, const RcMove *m, ChessReconcileKind *kind)
{
  int piece = 0, deco = decoration_cost (c, m, &piece);
  if (m->castling && m->castle_long == c->castle_long)
    {
      *kind = CHESS_RECONCILE_DECORATION;
      return deco;
    }
  *kind = m->castling ? CHESS_RECONCILE_SQUARE : CHESS_RECONCILE_OTHER;
  if (m->castling)
    return RC_COST_SQUARE + deco;
  return m->piece == CHESS_KING ? RC_COST_PIECE + RC_COST_SQUARE : RC_COST_OTHER_MAX;
}

int
rc_cell_cost (const RcCell *c, const RcMove *m, ChessReconcileKind *kind)
{
  if (c->type == RC_CELL_EMPTY)
    {
      *kind = CHESS_RECONCILE_NOT_WRITTEN;
      return RC_COST_NOT_WRITTEN;
    }
  if (c->type == RC_CELL_ILLEGIBLE)
    {
      *kind = CHESS_RECONCILE_ILLEGIBLE;
      return RC_COST_ILLEGIBLE + (c->piece != CHESS_PAWN && c->piece != m->piece ? 2 : 0);
    }
  if (c->type == RC_CELL_CASTLING)
    return castling_cost (c, m, kind);
  int piece = c->piece != m->piece ? RC_COST_PIECE : 0;
  int square = 0;
  if (CHESS_FILE_OF (c->to) != CHESS_FILE_OF (m->to))
    square += RC_COST_SQUARE;
  if (CHESS_RANK_OF (c->to) != CHESS_RANK_OF (m->to))
    square += RC_COST_SQUARE;
  if (c->from_file >= 0 && c->from_file != CHESS_FILE_OF (m->from))
    square += RC_COST_ORIGIN;
  if (c->from_rank >= 0 && c->from_rank != CHESS_RANK_OF (m->from))
    square += RC_COST_ORIGIN;
  int deco = decoration_cost (c, m, &piece);
  int cost = piece + square + deco;
  if (piece && square)
    *kind = CHESS_RECONCILE_OTHER;
  else if (piece)
    *kind = CHESS_RECONCILE_PIECE;
  else if (square)
    *kind = CHESS_RECONCILE_SQUARE;
  else
    *kind = CHESS_RECONCILE_DECORATION;
  return cost < RC_COST_OTHER_MAX ? cost : RC_COST_OTHER_MAX;
}

int
rc_sheet_language (const ChessReconcileSheet *sheet)
{
  int english = 0, turkish = 0;
  for (int i = 0; i < sheet->count; i++)
    {
      const char *t = sheet->cells[i];
      if (!t)
        continue;
      unsigned l = chess_san_letters (t, strlen (t));
      english += (l & CHESS_SAN_LETTERS_ENGLISH) != 0;
      turkish += (l & CHESS_SAN_LETTERS_TURKISH) != 0;
    }
  if (english == turkish)
    return english == 0 ? 0 : 1;
  return turkish > english ? 2 : 1;
}
