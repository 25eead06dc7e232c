/* chess-san.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * SAN writing with minimal disambiguation, and a tolerant but never guessing SAN reader.
 *
 * Reading is in two steps: a parser that knows nothing of the position turns the text into
 * what it names (piece, origin hints, target, promotion, markers), then a resolver finds the
 * moves that fit from the attack tables. Only castling and the long forms ask
 * chess_explain_move(), which lists the legal moves, because they are rare in real games.
 */
#include "chess-san.h"

#include <string.h>

#include "chess-movegen.h"
#include "chess-tables.h"

/* The Turkish king 'Ş' in UTF-8. */
#define S_CEDILLA "\xC5\x9E"

static const char *const piece_letters[2][6] = {
  { "", "N", "B", "R", "Q", "K" },
  { "", "A", "F", "K", "V", S_CEDILLA },
};

const char *
chess_san_piece_letter (ChessPieceType type, ChessSanLanguage lang)
{
  if ((int) type < 0 || type > CHESS_KING)
    return "";
  return piece_letters[lang == CHESS_SAN_TURKISH][type];
}

/* Attacks are symmetric for every piece but the pawn, so the pieces of type t that reach sq are
 * the pieces of type t that a piece t standing on sq would attack (none for a pawn). */
static inline ChessBitboard
reach (ChessPieceType t, ChessSquare sq, ChessBitboard occ)
{
  return chess_piece_attacks (t, sq, occ);
}

/* Does a pseudo-legal move (no castling) keep the own king out of check? The captured piece is
 * masked out, since it is gone after the move but still in the bitboards. */
static bool
king_safe_after (const ChessPosition *pos, ChessSquare from, ChessSquare to, bool en_passant)
{
  ChessColor us = pos->side, them = !us;
  ChessBitboard occ = chess_position_occupied (pos);
  ChessBitboard gone = CHESS_BB (to);
  if (en_passant)
    {
      ChessSquare capsq = to - chess_pawn_push (us);
      occ ^= CHESS_BB (capsq);
      gone = CHESS_BB (capsq);
    }
  occ = (occ & ~CHESS_BB (from)) | CHESS_BB (to);
  ChessSquare ksq = chess_position_king (pos, us);
  if (ksq == from)
    ksq = to;
  return !(chess_position_attackers (pos, ksq, them, occ) & ~gone);
}

/* The other pieces of the mover's kind that could legally go to the same square: what SAN must
 * tell the move apart from. */
static ChessBitboard
rivals (const ChessPosition *pos, ChessSquare from, ChessSquare to, ChessPieceType t)
{
  if (t == CHESS_PAWN || t == CHESS_KING)
    return 0;
  ChessBitboard b = reach (t, to, chess_position_occupied (pos))
                    & chess_position_pieces (pos, pos->side, t) & ~CHESS_BB (from);
  ChessBitboard legal = 0;
  while (b)
    {
      ChessSquare sq = chess_pop_lsb (&b);
      if (king_safe_after (pos, sq, to, false))
        legal |= CHESS_BB (sq);
    }
  return legal;
}

/* Canonical disambiguation: none, else the file if it is enough, else the rank, else both. */
static void
disambiguation (ChessBitboard others, ChessSquare from, bool *file, bool *rank)
{
  *file = *rank = false;
  if (!others)
    return;
  if (!(others & (CHESS_FILE_BB (CHESS_FILE_OF (from)))))
    *file = true;
  else if (!(others & (CHESS_RANK_BB (CHESS_RANK_OF (from)))))
    *rank = true;
  else
    *file = *rank = true;
}

/* 0 no check, 1 check, 2 checkmate, after the legal move. */
static int
check_kind (const ChessPosition *pos, ChessMove move)
{
  ChessPosition after = *pos;
  ChessUndo undo;
  chess_position_make (&after, move, &undo);
  if (!chess_position_in_check (&after))
    return 0;
  return !chess_movegen_any (&after) ? 2 : 1;
}

char
chess_san_check_mark (const ChessPosition *pos, ChessMove move)
{
  static const char marks[] = { 0, '+', '#' };
  return marks[check_kind (pos, move)];
}

char *
chess_san_write (const ChessPosition *pos, ChessMove move, ChessSanLanguage lang, char *buf,
                 size_t size)
{
  char tmp[CHESS_SAN_MAX];
  size_t n = 0;
  ChessSquare from = chess_move_from (move), to = chess_move_to (move);
  ChessMoveKind kind = chess_move_kind (move);

  if (size == 0)
    return buf;
  /* Not even a move of the side to move: nothing to write, and nothing to make on a copy. */
  ChessPiece mover = pos->board[from];
  if (mover == CHESS_NO_PIECE || CHESS_PIECE_COLOR (mover) != pos->side || from == to)
    {
      buf[0] = '\0';
      return buf;
    }

  if (kind == CHESS_MOVE_CASTLING)
    {
      memcpy (tmp, to > from ? "O-O" : "O-O-O", to > from ? 3 : 5);
      n = to > from ? 3 : 5;
    }
  else
    {
      ChessPieceType t = CHESS_PIECE_TYPE (mover);
      bool capture = kind == CHESS_MOVE_EN_PASSANT || pos->board[to] != CHESS_NO_PIECE;
      if (t == CHESS_PAWN)
        {
          if (capture)
            {
              tmp[n++] = (char) ('a' + CHESS_FILE_OF (from));
              tmp[n++] = 'x';
            }
        }
      else
        {
          const char *l = chess_san_piece_letter (t, lang);
          size_t len = strlen (l);
          memcpy (tmp + n, l, len);
          n += len;
          bool file, rank;
          disambiguation (rivals (pos, from, to, t), from, &file, &rank);
          if (file)
            tmp[n++] = (char) ('a' + CHESS_FILE_OF (from));
          if (rank)
            tmp[n++] = (char) ('1' + CHESS_RANK_OF (from));
          if (capture)
            tmp[n++] = 'x';
        }
      tmp[n++] = (char) ('a' + CHESS_FILE_OF (to));
      tmp[n++] = (char) ('1' + CHESS_RANK_OF (to));
      if (kind == CHESS_MOVE_PROMOTION)
        {
          tmp[n++] = '=';
          tmp[n++] = chess_san_piece_letter (chess_move_promotion (move), lang)[0];
        }
    }
  int ck = check_kind (pos, move);
  if (ck)
    tmp[n++] = ck == 2 ? '#' : '+';

  if (n > size - 1)
    {
      n = size - 1;
      /* Never cut a character in half. */
      while (n > 0 && ((unsigned char) tmp[n] & 0xC0) == 0x80)
        n--;
    }
  memcpy (buf, tmp, n);
  buf[n] = '\0';
  return buf;
}

/* Reading: the parser. */

typedef struct
{
  int piece;     /* ChessPieceType named by a letter, or -1 */
  int from_file; /* origin hints, -1 when absent */
  int from_rank;
  ChessSquare to;
  int castle; /* -1 no castling, 0 O-O, 1 O-O-O */
  bool capture_mark;
  bool hyphen;       /* '-' between origin and target */
  bool whole_origin; /* both origin file and rank were given: a long form */
  bool uci;          /* origin and target without a separator and no letter (e2e4) */
  int promo;         /* ChessPieceType, or -1 */
  size_t promo_at;   /* byte offset of the promotion letter */
  size_t target_end; /* byte offset just after the target square */
  bool ep_mark;
  int check_mark; /* 0 none, 1 '+' or '++', 2 '#' */
  unsigned notes;
} Parsed;

/* A piece letter at p: 1 and its type and byte length when it is one of this language's, -1 when
 * it belongs to the other language only, 0 when it is no piece letter at all. */
static int
read_letter (const char *p, size_t avail, ChessSanLanguage lang, int *type, size_t *len,
             unsigned *notes)
{
  *len = 1;
  if (avail >= 2 && (unsigned char) p[0] == 0xC5 && (unsigned char) p[1] == 0x9E)
    {
      *len = 2;
      if (lang != CHESS_SAN_TURKISH)
        return -1;
      *type = CHESS_KING;
      return 1;
    }
  if (avail < 1)
    return 0;
  static const char english[] = "NBRQK";
  static const char turkish[] = "AFKVS";
  const char *own = lang == CHESS_SAN_TURKISH ? turkish : english;
  const char *other = lang == CHESS_SAN_TURKISH ? english : turkish;
  char c = p[0];
  const char *q = c ? strchr (own, c) : NULL;
  if (q)
    {
      *type = CHESS_KNIGHT + (int) (q - own);
      if (lang == CHESS_SAN_TURKISH && c == 'S')
        *notes |= CHESS_SAN_NOTE_TURKISH_S;
      return 1;
    }
  if (c && strchr (other, c))
    return -1;
  return 0;
}

static inline bool
is_file (char c)
{
  return c >= 'a' && c <= 'h';
}

static inline bool
is_rank (char c)
{
  return c >= '1' && c <= '8';
}

static inline bool
is_capture_mark (char c)
{
  return c == 'x' || c == ':';
}

static bool
has_at (const char *s, size_t n, size_t i, const char *word)
{
  size_t len = strlen (word);
  return i + len <= n && memcmp (s + i, word, len) == 0;
}

/* The forms of origin hints and target, from the most to the least specific. F a file, R a rank,
 * S a capture mark or '-', C a capture mark; the last F R is the target. A rank alone as the
 * origin, and a capture mark before a bare target, only follow a piece letter. */
static const char *const piece_forms[]
    = { "FRSFR", "FRFR", "FCFR", "FFR", "RCFR", "RFR", "CFR", "FR" };
static const char *const pawn_forms[] = { "FRSFR", "FRFR", "FCFR", "FFR", "FR" };

/* How many characters of s from i fit the form. */
static size_t
form_match (const char *form, const char *s, size_t n, size_t i)
{
  size_t k = 0;
  for (; form[k]; k++)
    {
      char c = i + k < n ? s[i + k] : '\0';
      bool ok = false;
      switch (form[k])
        {
        case 'F':
          ok = is_file (c);
          break;
        case 'R':
          ok = is_rank (c);
          break;
        case 'S':
          ok = is_capture_mark (c) || c == '-';
          break;
        case 'C':
          ok = is_capture_mark (c);
          break;
        }
      if (!ok)
        break;
    }
  return k;
}

/* Fills the origin hints and the target; on failure *at is the first character that fits no
 * form. */
static bool
parse_body (const char *s, size_t n, size_t i, Parsed *p, size_t *end, size_t *at)
{
  const char *const *forms = p->piece >= 0 ? piece_forms : pawn_forms;
  size_t count = p->piece >= 0 ? sizeof piece_forms / sizeof piece_forms[0]
                               : sizeof pawn_forms / sizeof pawn_forms[0];
  size_t best = 0;
  for (size_t f = 0; f < count; f++)
    {
      const char *form = forms[f];
      size_t got = form_match (form, s, n, i);
      size_t len = got;
      if (form[got])
        {
          if (got > best)
            best = got;
          continue;
        }
      for (size_t k = 0; k + 2 < len; k++)
        {
          char c = s[i + k];
          if (form[k] == 'F')
            p->from_file = c - 'a';
          else if (form[k] == 'R')
            p->from_rank = c - '1';
          else
            {
              p->hyphen = c == '-';
              p->capture_mark = c != '-';
              if (c == ':')
                p->notes |= CHESS_SAN_NOTE_COLON;
            }
        }
      p->to = CHESS_SQUARE (s[i + len - 2] - 'a', s[i + len - 1] - '1');
      p->whole_origin = p->from_file >= 0 && p->from_rank >= 0;
      p->uci = p->whole_origin && p->piece < 0 && len == 4;
      *end = i + len;
      return true;
    }
  *at = i + best;
  return false;
}

/* Promotion, en passant, check, annotation: whatever follows the target. */
static ChessSanError
parse_suffix (const char *s, size_t n, size_t i, ChessSanLanguage lang, bool castling, Parsed *p,
              size_t *at)
{
  if (!castling)
    {
      /* En passant: "e.p." or "ep", maybe after one space; pawns only. */
      size_t j = i < n && s[i] == ' ' ? i + 1 : i;
      if (p->piece < 0 && has_at (s, n, j, "e.p."))
        {
          p->ep_mark = true;
          i = j + 4;
        }
      else if (p->piece < 0 && has_at (s, n, j, "ep"))
        {
          p->ep_mark = true;
          i = j + 2;
        }

      /* Promotion: =Q, /Q, (Q), Q, and q in the UCI form. */
      if (i < n)
        {
          char c = s[i];
          size_t k = i;
          bool paren = false, marked = false;
          if (c == '=' || c == '/' || c == '(')
            {
              paren = c == '(';
              marked = true;
              if (c != '=')
                p->notes |= CHESS_SAN_NOTE_PROMOTION_FORM;
              k = i + 1;
            }
          int type;
          size_t len;
          int l = read_letter (s + k, k < n ? n - k : 0, lang, &type, &len, &p->notes);
          if (l < 0)
            {
              *at = k;
              return CHESS_SAN_ERROR_WRONG_LANGUAGE;
            }
          if (l > 0)
            {
              if (!marked)
                p->notes |= CHESS_SAN_NOTE_PROMOTION_FORM;
              p->promo = type;
              p->promo_at = k;
              i = k + len;
              if (paren)
                {
                  if (i >= n || s[i] != ')')
                    {
                      *at = i;
                      return CHESS_SAN_ERROR_SYNTAX;
                    }
                  i++;
                }
            }
          else if (marked)
            {
              *at = k;
              return CHESS_SAN_ERROR_SYNTAX;
            }
          else if (p->uci && c && strchr ("nbrq", c))
            {
              /* UCI's promotion letters are English ones. */
              if (lang != CHESS_SAN_ENGLISH)
                {
                  *at = i;
                  return CHESS_SAN_ERROR_WRONG_LANGUAGE;
                }
              p->notes |= CHESS_SAN_NOTE_PROMOTION_FORM;
              p->promo = CHESS_KNIGHT + (int) (strchr ("nbrq", c) - "nbrq");
              p->promo_at = i;
              i++;
            }
        }
      if (p->promo == CHESS_KING || p->promo == CHESS_PAWN)
        {
          *at = p->promo_at;
          return CHESS_SAN_ERROR_PROMOTION_PIECE;
        }
    }

  if (i < n && s[i] == '+')
    {
      p->check_mark = 1;
      i++;
      if (i < n && s[i] == '+')
        i++;
    }
  else if (i < n && s[i] == '#')
    {
      p->check_mark = 2;
      i++;
    }

  static const char *const annotations[] = { "!!", "??", "!?", "?!", "!", "?" };
  size_t kinds = sizeof annotations / sizeof annotations[0];
  for (size_t a = 0; i < n && (s[i] == '!' || s[i] == '?') && a < kinds; a++)
    if (has_at (s, n, i, annotations[a]))
      {
        p->notes |= CHESS_SAN_NOTE_ANNOTATION;
        i += strlen (annotations[a]);
        break;
      }

  if (i != n)
    {
      *at = i;
      return CHESS_SAN_ERROR_SYNTAX;
    }
  return CHESS_SAN_OK;
}

static ChessSanError
parse (const char *s, size_t n, ChessSanLanguage lang, Parsed *p, size_t *at)
{
  memset (p, 0, sizeof *p);
  p->piece = p->from_file = p->from_rank = p->castle = p->promo = -1;
  p->to = CHESS_SQUARE_NONE;
  *at = 0;
  if (n == 0)
    return CHESS_SAN_ERROR_EMPTY;

  char c = s[0];
  if (c == 'O' || c == '0' || c == 'o')
    {
      if (n < 3 || s[1] != '-' || s[2] != c)
        {
          *at = n < 2 || s[1] != '-' ? 1 : 2;
          return CHESS_SAN_ERROR_SYNTAX;
        }
      size_t i = 3;
      p->castle = 0;
      if (i + 1 < n && s[i] == '-' && s[i + 1] == c)
        {
          p->castle = 1;
          i += 2;
        }
      if (c != 'O')
        p->notes |= CHESS_SAN_NOTE_CASTLING_ZEROS;
      return parse_suffix (s, n, i, lang, true, p, at);
    }

  size_t i = 0, len;
  int type;
  int l = read_letter (s, n, lang, &type, &len, &p->notes);
  if (l < 0)
    return CHESS_SAN_ERROR_WRONG_LANGUAGE;
  if (l > 0)
    {
      p->piece = type;
      i = len;
    }
  size_t end;
  if (!parse_body (s, n, i, p, &end, at))
    return CHESS_SAN_ERROR_SYNTAX;
  p->target_end = end;
  return parse_suffix (s, n, end, lang, false, p, at);
}

/* Reading: the resolver. */

static int
char_column (const char *s, size_t at)
{
  int col = 1;
  for (size_t i = 0; i < at; i++)
    if (((unsigned char) s[i] & 0xC0) != 0x80)
      col++;
  return col;
}

static ChessSanError
fail (ChessSanReading *r, ChessSanError e, ChessIllegalReason reason)
{
  r->move = CHESS_MOVE_NONE;
  r->reason = reason;
  if (!r->column)
    r->column = 1;
  return e;
}

static ChessSanError
promotion_missing (const ChessPosition *pos, ChessSquare from, ChessSquare to, const char *s,
                   const Parsed *p, ChessSanReading *r)
{
  for (int t = CHESS_QUEEN; t >= CHESS_KNIGHT; t--)
    r->candidates[r->candidate_count++] = chess_move_make (from, to, CHESS_MOVE_PROMOTION, t);
  r->column = char_column (s, p->target_end);
  return fail (r, CHESS_SAN_ERROR_PROMOTION_MISSING, CHESS_ILLEGAL_NONE);
}

static ChessSanError
from_reason (ChessSanReading *r, ChessIllegalReason reason)
{
  switch (reason)
    {
    case CHESS_ILLEGAL_NONE:
      break;
    case CHESS_ILLEGAL_KING_IN_CHECK:
      return fail (r, CHESS_SAN_ERROR_KING_IN_CHECK, reason);
    case CHESS_ILLEGAL_CASTLING_RIGHTS:
    case CHESS_ILLEGAL_CASTLING_BLOCKED:
    case CHESS_ILLEGAL_CASTLING_CHECK:
      return fail (r, CHESS_SAN_ERROR_CASTLING, reason);
    case CHESS_ILLEGAL_NO_PIECE:
    case CHESS_ILLEGAL_NOT_YOUR_TURN:
    case CHESS_ILLEGAL_OWN_PIECE:
    case CHESS_ILLEGAL_PIECE_RULES:
    case CHESS_ILLEGAL_PATH_BLOCKED:
      break;
    }
  return fail (r, CHESS_SAN_ERROR_NO_SUCH_MOVE, reason);
}

static ChessSanError
resolve_castling (const ChessPosition *pos, const Parsed *p, ChessSanReading *r)
{
  ChessColor us = pos->side;
  int idx = CHESS_CASTLE_INDEX (us, p->castle == 1);
  r->piece = CHESS_KING;
  if (!(pos->castling & (1 << idx)))
    return fail (r, CHESS_SAN_ERROR_CASTLING, CHESS_ILLEGAL_CASTLING_RIGHTS);
  ChessIllegalReason reason;
  ChessMove m = chess_explain_move (pos, chess_position_king (pos, us), pos->castle_rook[idx],
                                    CHESS_QUEEN, &reason);
  if (m == CHESS_MOVE_NONE)
    return from_reason (r, reason);
  r->move = m;
  return CHESS_SAN_OK;
}

/* Origin and target both given: the piece is the one on the origin, and castling may be
 * written as the king's move (see the header). */
static ChessSanError
resolve_long (const ChessPosition *pos, const char *s, const Parsed *p, ChessSanReading *r)
{
  ChessColor us = pos->side;
  ChessSquare from = CHESS_SQUARE (p->from_file, p->from_rank), to = p->to;
  ChessPiece pc = pos->board[from];
  bool ours = pc != CHESS_NO_PIECE && CHESS_PIECE_COLOR (pc) == us;
  r->from = from;
  if (p->piece >= 0)
    {
      r->piece = (ChessPieceType) p->piece;
      if (!ours || (int) CHESS_PIECE_TYPE (pc) != p->piece)
        return fail (r, CHESS_SAN_ERROR_PIECE_MISMATCH, CHESS_ILLEGAL_NONE);
    }
  else
    r->piece = ours ? CHESS_PIECE_TYPE (pc) : CHESS_PAWN;

  /* A king's step of two or more files onto its castling square is castling; explain only
   * knows the two-file step of standard chess. */
  ChessSquare explain_to = to;
  int df = CHESS_FILE_OF (to) - CHESS_FILE_OF (from);
  if (ours && CHESS_PIECE_TYPE (pc) == CHESS_KING && (df >= 2 || df <= -2)
      && CHESS_RANK_OF (to) == CHESS_RANK_OF (from))
    for (int is_long = 0; is_long < 2; is_long++)
      {
        int idx = CHESS_CASTLE_INDEX (us, is_long);
        if ((pos->castling & (1 << idx)) && (df < 0) == (is_long == 1)
            && chess_move_king_target (
                   chess_move_make (from, pos->castle_rook[idx], CHESS_MOVE_CASTLING, 0))
                   == to)
          explain_to = pos->castle_rook[idx];
      }

  ChessIllegalReason reason;
  ChessMove m
      = chess_explain_move (pos, from, explain_to, p->promo >= 0 ? p->promo : CHESS_QUEEN, &reason);
  if (m == CHESS_MOVE_NONE)
    return from_reason (r, reason);
  ChessMoveKind kind = chess_move_kind (m);
  if (kind == CHESS_MOVE_PROMOTION && p->promo < 0)
    return promotion_missing (pos, from, to, s, p, r);
  if (kind != CHESS_MOVE_PROMOTION && p->promo >= 0)
    {
      r->column = char_column (s, p->promo_at);
      return fail (r, CHESS_SAN_ERROR_PROMOTION_UNEXPECTED, CHESS_ILLEGAL_NONE);
    }
  if (kind == CHESS_MOVE_CASTLING)
    r->notes |= CHESS_SAN_NOTE_CASTLING_AS_KING | CHESS_SAN_NOTE_LONG_FORM;
  else
    {
      /* Qh4e1 is canonical SAN when two other queens share the file and the rank. */
      bool file = false, rank = false;
      if (p->piece >= 0)
        disambiguation (rivals (pos, from, to, r->piece), from, &file, &rank);
      if (p->hyphen || !file || !rank)
        r->notes |= CHESS_SAN_NOTE_LONG_FORM;
    }
  r->move = m;
  return CHESS_SAN_OK;
}

static ChessSanError
resolve_pawn (const ChessPosition *pos, const char *s, const Parsed *p, ChessSanReading *r)
{
  ChessColor us = pos->side;
  ChessPiece own_pawn = CHESS_PIECE (us, CHESS_PAWN);
  int dir = us == CHESS_WHITE ? 1 : -1;
  ChessSquare to = p->to;
  int tf = CHESS_FILE_OF (to), tr = CHESS_RANK_OF (to);
  ChessPiece target = pos->board[to];
  ChessSquare from;
  bool ep = false;
  r->piece = CHESS_PAWN;

  /* A pawn arrives on the ranks 3 to 8 of its side. */
  int rel = us == CHESS_WHITE ? tr : 7 - tr;
  if (rel < 2)
    return fail (r, CHESS_SAN_ERROR_NO_SUCH_MOVE, CHESS_ILLEGAL_PIECE_RULES);
  ChessSquare behind = CHESS_SQUARE (tf, tr - dir);

  if (p->from_file < 0 || p->from_file == tf)
    {
      if (p->from_file == tf)
        return fail (r, CHESS_SAN_ERROR_NO_SUCH_MOVE, CHESS_ILLEGAL_PIECE_RULES);
      if (target != CHESS_NO_PIECE)
        return fail (r, CHESS_SAN_ERROR_NO_SUCH_MOVE,
                     CHESS_PIECE_COLOR (target) == us ? CHESS_ILLEGAL_OWN_PIECE
                                                      : CHESS_ILLEGAL_PIECE_RULES);
      if (pos->board[behind] == own_pawn)
        from = behind;
      else if (rel == 3 && pos->board[CHESS_SQUARE (tf, tr - 2 * dir)] == own_pawn)
        {
          if (pos->board[behind] != CHESS_NO_PIECE)
            return fail (r, CHESS_SAN_ERROR_NO_SUCH_MOVE, CHESS_ILLEGAL_PATH_BLOCKED);
          from = CHESS_SQUARE (tf, tr - 2 * dir);
        }
      else
        return fail (r, CHESS_SAN_ERROR_NO_SUCH_MOVE, CHESS_ILLEGAL_NO_PIECE);
      if (p->capture_mark)
        r->notes |= CHESS_SAN_NOTE_CAPTURE_MARK;
    }
  else
    {
      if (p->from_file != tf - 1 && p->from_file != tf + 1)
        return fail (r, CHESS_SAN_ERROR_NO_SUCH_MOVE, CHESS_ILLEGAL_PIECE_RULES);
      from = CHESS_SQUARE (p->from_file, tr - dir);
      if (pos->board[from] != own_pawn)
        return fail (r, CHESS_SAN_ERROR_NO_SUCH_MOVE, CHESS_ILLEGAL_NO_PIECE);
      if (to == pos->ep)
        ep = true;
      else if (target == CHESS_NO_PIECE)
        return fail (r, CHESS_SAN_ERROR_NO_SUCH_MOVE, CHESS_ILLEGAL_PIECE_RULES);
      else if (CHESS_PIECE_COLOR (target) == us)
        return fail (r, CHESS_SAN_ERROR_NO_SUCH_MOVE, CHESS_ILLEGAL_OWN_PIECE);
      if (!p->capture_mark)
        r->notes |= CHESS_SAN_NOTE_CAPTURE_MARK;
    }

  if (!king_safe_after (pos, from, to, ep))
    return fail (r, CHESS_SAN_ERROR_KING_IN_CHECK, CHESS_ILLEGAL_KING_IN_CHECK);
  if (rel == 7)
    {
      if (p->promo < 0)
        return promotion_missing (pos, from, to, s, p, r);
      r->move = chess_move_make (from, to, CHESS_MOVE_PROMOTION, (ChessPieceType) p->promo);
      return CHESS_SAN_OK;
    }
  if (p->promo >= 0)
    {
      r->column = char_column (s, p->promo_at);
      return fail (r, CHESS_SAN_ERROR_PROMOTION_UNEXPECTED, CHESS_ILLEGAL_NONE);
    }
  r->move = chess_move_make (from, to, ep ? CHESS_MOVE_EN_PASSANT : CHESS_MOVE_NORMAL, 0);
  return CHESS_SAN_OK;
}

static ChessSanError
resolve_piece (const ChessPosition *pos, const char *s, const Parsed *p, ChessSanReading *r)
{
  ChessColor us = pos->side;
  ChessPieceType t = (ChessPieceType) p->piece;
  ChessSquare to = p->to;
  r->piece = t;
  if (pos->colors[us] & CHESS_BB (to))
    return fail (r, CHESS_SAN_ERROR_NO_SUCH_MOVE, CHESS_ILLEGAL_OWN_PIECE);

  ChessBitboard mask = ~0ull;
  if (p->from_file >= 0)
    mask &= CHESS_FILE_BB (p->from_file);
  if (p->from_rank >= 0)
    mask &= CHESS_RANK_BB (p->from_rank);
  ChessBitboard pieces = chess_position_pieces (pos, us, t) & mask;
  ChessBitboard found = reach (t, to, chess_position_occupied (pos)) & pieces;
  if (!found)
    {
      ChessIllegalReason why = CHESS_ILLEGAL_NO_PIECE;
      if (reach (t, to, 0) & pieces)
        why = CHESS_ILLEGAL_PATH_BLOCKED;
      else if (pieces)
        why = CHESS_ILLEGAL_PIECE_RULES;
      return fail (r, CHESS_SAN_ERROR_NO_SUCH_MOVE, why);
    }

  ChessBitboard legal = 0;
  while (found)
    {
      ChessSquare sq = chess_pop_lsb (&found);
      if (king_safe_after (pos, sq, to, false))
        legal |= CHESS_BB (sq);
    }
  if (!legal)
    return fail (r, CHESS_SAN_ERROR_KING_IN_CHECK, CHESS_ILLEGAL_KING_IN_CHECK);
  if (legal & (legal - 1))
    {
      while (legal && r->candidate_count < CHESS_SAN_MAX_CANDIDATES)
        r->candidates[r->candidate_count++]
            = chess_move_make (chess_pop_lsb (&legal), to, CHESS_MOVE_NORMAL, 0);
      return fail (r, CHESS_SAN_ERROR_AMBIGUOUS, CHESS_ILLEGAL_NONE);
    }
  if (p->promo >= 0)
    {
      r->column = char_column (s, p->promo_at);
      return fail (r, CHESS_SAN_ERROR_PROMOTION_UNEXPECTED, CHESS_ILLEGAL_NONE);
    }

  ChessSquare from = chess_lsb (legal);
  if (p->from_file >= 0 || p->from_rank >= 0)
    {
      bool file, rank;
      disambiguation (rivals (pos, from, to, t), from, &file, &rank);
      if (file != (p->from_file >= 0) || rank != (p->from_rank >= 0))
        r->notes |= CHESS_SAN_NOTE_DISAMBIGUATION;
    }
  if (p->capture_mark != (pos->board[to] != CHESS_NO_PIECE))
    r->notes |= CHESS_SAN_NOTE_CAPTURE_MARK;
  r->move = chess_move_make (from, to, CHESS_MOVE_NORMAL, 0);
  return CHESS_SAN_OK;
}

ChessSanError
chess_san_read_n (const ChessPosition *pos, const char *text, size_t length, ChessSanLanguage lang,
                  unsigned flags, ChessSanReading *r)
{
  memset (r, 0, sizeof *r);
  r->to = r->from = CHESS_SQUARE_NONE;
  r->piece = CHESS_PAWN;

  Parsed p;
  size_t at;
  ChessSanError e = parse (text, length, lang, &p, &at);
  if (e != CHESS_SAN_OK)
    {
      r->column = char_column (text, at);
      return fail (r, e, CHESS_ILLEGAL_NONE);
    }
  r->to = p.to;
  r->notes = p.notes;

  if (p.castle >= 0)
    e = resolve_castling (pos, &p, r);
  else if (p.whole_origin)
    e = resolve_long (pos, text, &p, r);
  else if (p.piece < 0)
    e = resolve_pawn (pos, text, &p, r);
  else
    e = resolve_piece (pos, text, &p, r);
  if (e != CHESS_SAN_OK)
    return e;

  ChessMoveKind kind = chess_move_kind (r->move);
  if (p.whole_origin)
    {
      bool capture = kind == CHESS_MOVE_EN_PASSANT
                     || (kind != CHESS_MOVE_CASTLING && pos->board[p.to] != CHESS_NO_PIECE);
      if (p.capture_mark != capture)
        r->notes |= CHESS_SAN_NOTE_CAPTURE_MARK;
    }
  if (p.ep_mark)
    {
      r->notes |= CHESS_SAN_NOTE_EN_PASSANT_MARK;
      if (kind != CHESS_MOVE_EN_PASSANT)
        r->notes |= CHESS_SAN_NOTE_EN_PASSANT_WRONG;
    }
  if (flags & CHESS_SAN_READ_CHECK_MARKS)
    {
      if (check_kind (pos, r->move) != p.check_mark)
        r->notes |= CHESS_SAN_NOTE_CHECK_MARK;
    }
  r->column = 0;
  return CHESS_SAN_OK;
}

ChessSanError
chess_san_read (const ChessPosition *pos, const char *text, ChessSanLanguage lang, unsigned flags,
                ChessSanReading *r)
{
  return chess_san_read_n (pos, text, strlen (text), lang, flags, r);
}

bool
chess_san_error_is_illegal_move (ChessSanError err)
{
  switch (err)
    {
    case CHESS_SAN_ERROR_NO_SUCH_MOVE:
    case CHESS_SAN_ERROR_KING_IN_CHECK:
    case CHESS_SAN_ERROR_CASTLING:
    case CHESS_SAN_ERROR_PIECE_MISMATCH:
    case CHESS_SAN_ERROR_PROMOTION_PIECE:
    case CHESS_SAN_ERROR_PROMOTION_UNEXPECTED:
      return true;
    default:
      return false;
    }
}
