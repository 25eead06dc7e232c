/* hakem-round-glitch.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * An electronic board's glitches, read from the feed's text where the PGN reader found a move that
 * is not legal: the kings set out for the result, pieces displaced and put back (7.4.1, 7.6), a
 * half-move the board missed. Only what none of them explains stays an illegal move (7.5.1: a
 * player's, completed when the clock was pressed). The model is in ARCHITECTURE.md.
 */
#include "config.h"

#include "hakem-round-glitch.h"

#include <string.h>

#include "chess-movegen.h"
#include "chess-san.h"
#include "hakem-round-board.h"

/* The most king placements read as the kings set out, and the most displacements (each with the
 * move that puts it back) read as one jump. */
#define MAX_PLACEMENTS 4
#define MAX_JUNK 8
/* The moves the hypotheses are tried on (probe), and the largest text read for glitches. */
#define PROBE 16
#define MAX_TEXT (1 << 20)

/* A move as the movetext writes it: where it starts and its bytes. */
typedef struct
{
  gsize start, len;
} Token;

typedef struct
{
  const char *text;
  gsize len;
  GArray *tokens; /* Token: the moves of the movetext, in order */
  ChessSanLanguage lang;
  ChessPgnReader *reader;
  GArray *glitches;
} Reading;

/* The feed's moves read on from one token in a position of our choosing. */
typedef struct
{
  ChessGame game;
  ChessPgnProblem problem;
  gsize fail_at; /* the offset in the text of the move that stopped it, or G_MAXSIZE */
} Cont;

typedef enum
{
  STEP_NONE, /* no glitch fits */
  STEP_STOP, /* a glitch, and nothing more to read */
  STEP_ON,   /* a glitch, and the feed stops again further on (Reading's next offset) */
} Step;

/* Tokens of the movetext */

static gsize
skip_comment (const char *t, gsize n, gsize i)
{
  while (i < n && t[i] != '}')
    i++;
  return i < n ? i + 1 : n;
}

static gsize
skip_line (const char *t, gsize n, gsize i)
{
  while (i < n && t[i] != '\n')
    i++;
  return i;
}

static gsize
skip_variation (const char *t, gsize n, gsize i)
{
  int depth = 0;
  while (i < n)
    {
      if (t[i] == '{')
        {
          i = skip_comment (t, n, i);
          continue;
        }
      if (t[i] == ';')
        {
          i = skip_line (t, n, i);
          continue;
        }
      if (t[i] == '(')
        depth++;
      else if (t[i] == ')' && --depth == 0)
        return i + 1;
      i++;
    }
  return n;
}

/* Past the tag pairs (and a byte order mark) to the movetext. */
static gsize
skip_tags (const char *t, gsize n)
{
  gsize i = n >= 3 && memcmp (t, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
  for (;;)
    {
      while (i < n && g_ascii_isspace (t[i]))
        i++;
      if (i >= n || t[i] != '[')
        return i;
      gboolean in_string = FALSE;
      for (i++; i < n && (in_string || t[i] != ']'); i++)
        if (in_string && t[i] == '\\' && i + 1 < n)
          i++;
        else if (t[i] == '"')
          in_string = !in_string;
      i++;
    }
}

static gboolean
is_marker (const char *s, gsize n)
{
  static const char *const markers[] = { "*", "1-0", "0-1", "1/2-1/2" };
  for (gsize i = 0; i < G_N_ELEMENTS (markers); i++)
    if (n == strlen (markers[i]) && memcmp (s, markers[i], n) == 0)
      return TRUE;
  return FALSE;
}

/* The moves of the movetext as the PGN reader takes them: move numbers, NAGs, annotations,
 * comments and variations left out, up to the termination marker. */
static void
tokenize (Reading *r)
{
  const char *t = r->text;
  gsize n = r->len;
  gsize i = skip_tags (t, n);
  while (i < n)
    {
      char c = t[i];
      if (g_ascii_isspace (c))
        i++;
      else if (c == '%' && (i == 0 || t[i - 1] == '\n'))
        i = skip_line (t, n, i);
      else if (c == '{')
        i = skip_comment (t, n, i);
      else if (c == ';')
        i = skip_line (t, n, i);
      else if (c == '(')
        i = skip_variation (t, n, i);
      else if (c == ')' || c == '}')
        i++;
      else if (c == '[' || c == '\0')
        return;
      else if (c == '$')
        for (i++; i < n && g_ascii_isdigit (t[i]); i++)
          ;
      else
        {
          gsize s = i;
          while (i < n && t[i] && !g_ascii_isspace (t[i]) && !strchr ("{}();[$", t[i]))
            i++;
          gsize e = i;
          /* Whatever else stops a word (a stray character) is passed over, one at a time. */
          if (e == s)
            {
              i++;
              continue;
            }
          if (is_marker (t + s, e - s))
            return;
          /* A move number, alone ("12.", "12...") or with its move ("12.e4"). */
          gsize k = s;
          while (k < e && g_ascii_isdigit (t[k]))
            k++;
          if (k == e)
            continue;
          if (k > s && t[k] == '.')
            s = k;
          while (s < e && t[s] == '.')
            s++;
          gboolean word = FALSE;
          for (gsize j = s; j < e && !word; j++)
            word = g_ascii_isalnum (t[j]);
          /* Annotations alone ("!?", "+-") and an en passant mark after a space. */
          if (!word || (e - s == 4 && memcmp (t + s, "e.p.", 4) == 0)
              || (e - s == 2 && memcmp (t + s, "ep", 2) == 0))
            continue;
          Token tok = { s, e - s };
          g_array_append_val (r->tokens, tok);
        }
    }
}

/* The byte offset of a 1-based line and column (in characters) of the text, as the reader counts
 * them. */
static gsize
offset_of (const char *t, gsize n, long line, int column)
{
  gsize i = 0;
  for (long l = 1; i < n && l < line; i++)
    if (t[i] == '\n')
      l++;
  for (int c = 1; i < n && c < column; c++)
    for (i++; i < n && ((guchar) t[i] & 0xC0) == 0x80; i++)
      ;
  return i;
}

static guint
token_at (const Reading *r, gsize offset)
{
  for (guint i = 0; i < r->tokens->len; i++)
    if (g_array_index (r->tokens, Token, i).start == offset)
      return i;
  return G_MAXUINT;
}

static const Token *
token (const Reading *r, guint i)
{
  return &g_array_index (r->tokens, Token, i);
}

/* The tokens [from, to) as written (free with g_strfreev). */
static char **
tokens_words (const Reading *r, guint from, guint to)
{
  char **words = g_new0 (char *, to - from + 1);
  for (guint i = from; i < to; i++)
    words[i - from] = g_strndup (r->text + token (r, i)->start, token (r, i)->len);
  return words;
}

/* Positions */

static void
remove_piece (ChessPosition *p, ChessSquare sq)
{
  ChessPiece pc = p->board[sq];
  if (pc == CHESS_NO_PIECE)
    return;
  p->pieces[CHESS_PIECE_TYPE (pc)] &= ~CHESS_BB (sq);
  p->colors[CHESS_PIECE_COLOR (pc)] &= ~CHESS_BB (sq);
  p->board[sq] = CHESS_NO_PIECE;
}

static void
put_piece (ChessPosition *p, ChessSquare sq, ChessPiece pc)
{
  remove_piece (p, sq);
  p->pieces[CHESS_PIECE_TYPE (pc)] |= CHESS_BB (sq);
  p->colors[CHESS_PIECE_COLOR (pc)] |= CHESS_BB (sq);
  p->board[sq] = pc;
}

static gboolean
is_centre (ChessSquare sq)
{
  int f = CHESS_FILE_OF (sq), r = CHESS_RANK_OF (sq);
  return (f == 3 || f == 4) && (r == 3 || r == 4);
}

/* Light squares: a1 is dark (Article 2.1: h1 is a white square). */
static gboolean
is_light (ChessSquare sq)
{
  return (CHESS_FILE_OF (sq) + CHESS_RANK_OF (sq)) & 1;
}

static int
distance (ChessSquare a, ChessSquare b)
{
  return MAX (ABS (CHESS_FILE_OF (a) - CHESS_FILE_OF (b)),
              ABS (CHESS_RANK_OF (a) - CHESS_RANK_OF (b)));
}

/* A token read as a piece set down on a square, whatever the rules allow: an optional piece
 * letter in the reading's letters (none: a pawn), what SAN may write between it and the square
 * (an origin, 'x', ':', '-'), the square, check and annotation marks. No castling, no
 * promotion. */
static gboolean
read_displacement (const char *s, gsize n, ChessSanLanguage lang, ChessPieceType *type,
                   ChessSquare *to)
{
  while (n > 0 && s[n - 1] && strchr ("+#!?", s[n - 1]))
    n--;
  if (n < 2 || s[n - 2] < 'a' || s[n - 2] > 'h' || s[n - 1] < '1' || s[n - 1] > '8')
    return FALSE;
  *to = CHESS_SQUARE (s[n - 2] - 'a', s[n - 1] - '1');
  gsize k = 0;
  *type = CHESS_PAWN;
  static const struct
  {
    const char *letter;
    ChessSanLanguage lang;
    ChessPieceType type;
  } letters[] = {
    { "K", CHESS_SAN_ENGLISH, CHESS_KING },   { "Q", CHESS_SAN_ENGLISH, CHESS_QUEEN },
    { "R", CHESS_SAN_ENGLISH, CHESS_ROOK },   { "B", CHESS_SAN_ENGLISH, CHESS_BISHOP },
    { "N", CHESS_SAN_ENGLISH, CHESS_KNIGHT }, { "\xC5\x9E", CHESS_SAN_TURKISH, CHESS_KING },
    { "S", CHESS_SAN_TURKISH, CHESS_KING },   { "V", CHESS_SAN_TURKISH, CHESS_QUEEN },
    { "K", CHESS_SAN_TURKISH, CHESS_ROOK },   { "F", CHESS_SAN_TURKISH, CHESS_BISHOP },
    { "A", CHESS_SAN_TURKISH, CHESS_KNIGHT },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (letters) && k == 0; i++)
    {
      gsize m = strlen (letters[i].letter);
      if (letters[i].lang == lang && n - 2 >= m && memcmp (s, letters[i].letter, m) == 0)
        {
          *type = letters[i].type;
          k = m;
        }
    }
  if (*type == CHESS_PAWN && n > 2 && (s[0] < 'a' || s[0] > 'h'))
    return FALSE;
  for (; k < n - 2; k++)
    if (!strchr ("abcdefgh12345678x:-", s[k]) || !s[k])
      return FALSE;
  return TRUE;
}

/* Reading on */

static void
cont_clear (Cont *c)
{
  chess_game_clear (&c->game);
}

/* The feed's moves from token 'from' to the end, read from position 'at' (a game of its own,
 * with their clocks): how far the feed goes on legally from there. */
static void
read_on (Reading *r, guint from, const ChessPosition *at, Cont *c)
{
  memset (c, 0, sizeof *c);
  c->fail_at = G_MAXSIZE;
  char fen[CHESS_FEN_MAX];
  chess_position_to_fen (at, CHESS_FEN_STYLE_XFEN, fen, sizeof fen);
  g_autoptr (GString) s = g_string_new (NULL);
  g_string_append_printf (s, "[SetUp \"1\"]\n[FEN \"%s\"]\n\n", fen);
  gsize header = s->len;
  const Token *tok = token (r, from);
  g_string_append_len (s, r->text + tok->start, (gssize) (r->len - tok->start));
  ChessPgnMemory src;
  chess_pgn_reader_init_memory (r->reader, &src, s->str, s->len, r->lang, CHESS_PGN_ONE_LANGUAGE);
  ChessPgnStatus status = chess_pgn_read_game (r->reader, &c->game, &c->problem);
  chess_pgn_reader_clear (r->reader);
  if (status != CHESS_PGN_GAME || c->game.start.key != at->key)
    {
      /* Not read from there: as if no move went on. */
      chess_game_clear (&c->game);
      memset (&c->game, 0, sizeof c->game);
      c->problem.code = CHESS_PGN_ERROR_SYNTAX;
      return;
    }
  if (c->problem.code == CHESS_PGN_ERROR_MOVE)
    {
      gsize at_text = offset_of (s->str, s->len, c->problem.line, c->problem.column);
      if (at_text >= header)
        c->fail_at = at_text - header + tok->start;
    }
}

/* How many of the PROBE tokens from 'from' on read as legal moves one after the other from
 * 'at': what the hypotheses are compared by, on a few moves rather than the rest of the game, so
 * that a long game costs no more than a short one. */
static int
probe (Reading *r, guint from, const ChessPosition *at)
{
  char fen[CHESS_FEN_MAX];
  chess_position_to_fen (at, CHESS_FEN_STYLE_XFEN, fen, sizeof fen);
  g_autoptr (GString) s = g_string_new (NULL);
  g_string_append_printf (s, "[SetUp \"1\"]\n[FEN \"%s\"]\n\n", fen);
  for (guint i = from; i < r->tokens->len && i < from + PROBE; i++)
    {
      g_string_append_len (s, r->text + token (r, i)->start, (gssize) token (r, i)->len);
      g_string_append_c (s, ' ');
    }
  g_string_append (s, "*\n");
  ChessPgnMemory src;
  chess_pgn_reader_init_memory (r->reader, &src, s->str, s->len, r->lang,
                                CHESS_PGN_ONE_LANGUAGE | CHESS_PGN_MOVES_ONLY);
  ChessGame game;
  memset (&game, 0, sizeof game);
  ChessPgnProblem problem;
  ChessPgnStatus status = chess_pgn_read_game (r->reader, &game, &problem);
  chess_pgn_reader_clear (r->reader);
  int count = status == CHESS_PGN_GAME && game.start.key == at->key ? game.count : 0;
  chess_game_clear (&game);
  return count;
}

/* The continuation's moves appended to the game, with their clocks; what stopped it becomes the
 * game's problem. */
static Step
go_on (Reading *r, ChessGame *game, Cont *c, ChessPgnProblem *problem, gsize *next)
{
  for (int i = 0; i < c->game.count; i++)
    {
      ChessGameStatus st = chess_game_push_legal (game, c->game.moves[i].move);
      if (st == CHESS_GAME_NO_MEMORY || st == CHESS_GAME_ILLEGAL_MOVE)
        break;
      ChessGameMove *m = &game->moves[game->count - 1];
      m->clock_ms = c->game.moves[i].clock_ms;
      m->elapsed_ms = c->game.moves[i].elapsed_ms;
      m->draw_offer = c->game.moves[i].draw_offer;
    }
  ChessPgnProblem left = c->problem;
  left.ply = game->count;
  left.warning_count = 0;
  left.language = r->lang;
  *problem = left;
  if (left.code == CHESS_PGN_ERROR_MOVE && c->fail_at != G_MAXSIZE)
    {
      *next = c->fail_at;
      return STEP_ON;
    }
  return STEP_STOP;
}

static void
add_glitch (Reading *r, HakemRoundKind kind, int ply, HakemRoundDetail *detail /* owned */)
{
  HakemRoundFlag f = { kind, ply, detail };
  g_array_append_val (r->glitches, f);
}

/* The kings set out: every token from the first that is not legal to the end sets a king down,
 * and then both kings stand on centre squares (d4, e4, d5, e5), which no legal position has:
 * any two of them touch, and a king next to the other is in check from it (3.9.2). The squares'
 * colour is the result, as DGT's boards read it: both light (d5, e4) 1-0, both dark (d4, e5)
 * 0-1, one of each 1/2-1/2. Which king a token sets down: the one not on the centre yet when the
 * other is, else the one nearer the square. */
static Step
try_signal (Reading *r, guint first, ChessGame *game, ChessPgnProblem *problem)
{
  guint n = r->tokens->len - first;
  if (n < 1 || n > MAX_PLACEMENTS)
    return STEP_NONE;
  const ChessPosition *before = &game->current;
  ChessSquare king[2]
      = { chess_position_king (before, CHESS_WHITE), chess_position_king (before, CHESS_BLACK) };
  ChessSquare home[2] = { king[0], king[1] };
  for (guint i = 0; i < n; i++)
    {
      const Token *tok = token (r, first + i);
      ChessPieceType type;
      ChessSquare to;
      if (!read_displacement (r->text + tok->start, tok->len, r->lang, &type, &to)
          || type != CHESS_KING)
        return STEP_NONE;
      if (king[0] == to || king[1] == to)
        continue;
      int which;
      if (is_centre (king[0]) != is_centre (king[1]))
        which = is_centre (king[0]) ? 1 : 0;
      else if (distance (king[0], to) != distance (king[1], to))
        which = distance (king[0], to) < distance (king[1], to) ? 0 : 1;
      else
        which = (before->side + (int) i) & 1;
      king[which] = to;
    }
  if (!is_centre (king[0]) || !is_centre (king[1]) || king[0] == king[1])
    return STEP_NONE;
  ChessResult result = is_light (king[0]) && is_light (king[1])     ? CHESS_RESULT_WHITE_WINS
                       : !is_light (king[0]) && !is_light (king[1]) ? CHESS_RESULT_BLACK_WINS
                                                                    : CHESS_RESULT_DRAW;
  ChessPosition after = *before;
  remove_piece (&after, home[0]);
  remove_piece (&after, home[1]);
  put_piece (&after, king[0], CHESS_PIECE (CHESS_WHITE, CHESS_KING));
  put_piece (&after, king[1], CHESS_PIECE (CHESS_BLACK, CHESS_KING));
  after.castling = 0;
  after.ep = CHESS_SQUARE_NONE;
  g_auto (GStrv) moves = tokens_words (r, first, r->tokens->len);
  HakemRoundDetail *detail = hakem_round_detail_new ();
  hakem_round_detail_set_result (detail, HAKEM_ROUND_DETAIL_RESULT, result);
  hakem_round_detail_set_list (detail, HAKEM_ROUND_DETAIL_MOVES, (const char *const *) moves);
  hakem_round_detail_set_fen (detail, HAKEM_ROUND_DETAIL_FEN_BEFORE, before);
  hakem_round_detail_set_fen (detail, HAKEM_ROUND_DETAIL_FEN_AFTER, &after);
  add_glitch (r, HAKEM_ROUND_RESULT_SIGNALLED, game->count, detail);
  if (game->result == CHESS_RESULT_NONE)
    game->result = result;
  problem->code = CHESS_PGN_OK;
  problem->ply = game->count;
  return STEP_STOP;
}

/* Whether the displacements type/to (in the order written) pair off, each with a later one that
 * sets a piece of its kind down on a square where 'before' has one: every piece moved off was
 * put back (7.4.1). */
static gboolean
put_back (const ChessPosition *before, const ChessPieceType *type, const ChessSquare *to, int n,
          guint used)
{
  int i = 0;
  while (i < n && (used & (1u << i)))
    i++;
  if (i == n)
    return TRUE;
  for (int j = i + 1; j < n; j++)
    {
      ChessPiece home = before->board[to[j]];
      if (!(used & (1u << j)) && type[j] == type[i] && to[j] != to[i] && home != CHESS_NO_PIECE
          && CHESS_PIECE_TYPE (home) == type[i]
          && put_back (before, type, to, n, used | (1u << i) | (1u << j)))
        return TRUE;
    }
  return FALSE;
}

/* Pieces displaced and put back: from the move that is not legal (or the one before it, which
 * may have been legal by chance), an even run of at most MAX_JUNK tokens that pair off as
 * put_back says, after which the feed goes on legally from the position before them. The
 * shortest such run, nearest the stop, is dropped. */
static Step
try_jump (Reading *r, guint first, ChessGame *game, ChessPgnProblem *problem, gsize *next)
{
  for (int back = 0; back <= 1; back++)
    {
      int a = game->count - back;
      if (a < 0 || (int) first < back)
        continue;
      guint from = first - (guint) back;
      ChessPosition before;
      chess_game_position_at (game, a, &before);
      if (back)
        {
          /* The token before must be the move the game has there. */
          ChessSanReading reading;
          const Token *tok = token (r, from);
          if (chess_san_read_n (&before, r->text + tok->start, tok->len, r->lang, 0, &reading)
                  != CHESS_SAN_OK
              || reading.move != game->moves[a].move)
            continue;
        }
      ChessPieceType type[MAX_JUNK];
      ChessSquare to[MAX_JUNK];
      int readable = 0;
      for (guint i = 0; i < MAX_JUNK && from + i < r->tokens->len; i++, readable++)
        {
          const Token *tok = token (r, from + i);
          if (!read_displacement (r->text + tok->start, tok->len, r->lang, &type[i], &to[i]))
            break;
        }
      for (int n = 2; n <= readable && from + (guint) n < r->tokens->len; n += 2)
        {
          if (!put_back (&before, type, to, n, 0) || probe (r, from + (guint) n, &before) == 0)
            continue;
          Cont c;
          read_on (r, from + (guint) n, &before, &c);
          chess_game_truncate (game, a);
          g_auto (GStrv) moves = tokens_words (r, from, from + (guint) n);
          HakemRoundDetail *detail = hakem_round_detail_new ();
          hakem_round_detail_set_list (detail, HAKEM_ROUND_DETAIL_MOVES,
                                       (const char *const *) moves);
          hakem_round_detail_set_fen (detail, HAKEM_ROUND_DETAIL_FEN_BEFORE, &before);
          hakem_round_detail_set_fen (detail, HAKEM_ROUND_DETAIL_FEN_AFTER, &before);
          add_glitch (r, HAKEM_ROUND_BOARD_JUMP, a, detail);
          Step step = go_on (r, game, &c, problem, next);
          cont_clear (&c);
          return step;
        }
    }
  return STEP_NONE;
}

typedef struct
{
  ChessMove move;
  char san[CHESS_SAN_MAX];
} Candidate;

static int
compare_candidates (gconstpointer a, gconstpointer b)
{
  return strcmp (((const Candidate *) a)->san, ((const Candidate *) b)->san);
}

/* A half-move the board missed: the feed's move is a move of the other side once the side to
 * move has made one more half-move (its capture mark true: it takes a piece if it says so). The
 * candidates are those half-moves after which the feed goes on legally furthest (over PROBE moves);
 * one alone is inserted and the reading goes on, several stop the board where an illegal move
 * would. */
static Step
try_missed (Reading *r, guint first, ChessGame *game, ChessPgnProblem *problem, gsize *next)
{
  const ChessPosition *before = &game->current;
  ChessMoveList list;
  chess_movegen_legal (before, &list);
  g_autoptr (GArray) best = g_array_new (FALSE, TRUE, sizeof (Candidate));
  const Token *tok = token (r, first);
  int reach = 0;
  for (int i = 0; i < list.count; i++)
    {
      ChessPosition q = *before;
      ChessUndo undo;
      chess_position_make (&q, list.moves[i], &undo);
      /* The reader takes an 'x' on a move that captures nothing; a board writes one only
       * where it saw a piece taken, so here it must capture. */
      ChessSanReading reading;
      if (chess_san_read_n (&q, r->text + tok->start, tok->len, r->lang, 0, &reading)
              != CHESS_SAN_OK
          || (reading.notes & CHESS_SAN_NOTE_CAPTURE_MARK))
        continue;
      int count = probe (r, first, &q);
      if (count == 0 || count < reach)
        continue;
      if (count > reach)
        g_array_set_size (best, 0);
      reach = count;
      Candidate cand = { list.moves[i], "" };
      chess_san_write (before, list.moves[i], CHESS_SAN_ENGLISH, cand.san, sizeof cand.san);
      g_array_append_val (best, cand);
    }
  if (best->len == 0)
    return STEP_NONE;
  g_array_sort (best, compare_candidates);
  g_autofree const char **names = g_new0 (const char *, best->len + 1);
  for (guint i = 0; i < best->len; i++)
    names[i] = g_array_index (best, Candidate, i).san;
  g_autofree char *move = g_strndup (r->text + tok->start, tok->len);
  HakemRoundDetail *detail = hakem_round_detail_new ();
  hakem_round_detail_set_word (detail, HAKEM_ROUND_DETAIL_MOVE, move);
  hakem_round_detail_set_list (detail, HAKEM_ROUND_DETAIL_CANDIDATES, names);
  hakem_round_detail_set_fen (detail, HAKEM_ROUND_DETAIL_FEN_BEFORE, before);
  int ply = game->count + 1;
  if (best->len > 1)
    {
      hakem_round_detail_set_none (detail, HAKEM_ROUND_DETAIL_INSERTED);
      hakem_round_detail_set_none (detail, HAKEM_ROUND_DETAIL_FEN_AFTER);
      add_glitch (r, HAKEM_ROUND_MISSED_MOVE, ply, detail);
      problem->code = CHESS_PGN_OK;
      problem->ply = game->count;
      return STEP_STOP;
    }
  const Candidate *only = &g_array_index (best, Candidate, 0);
  if (chess_game_push_legal (game, only->move) == CHESS_GAME_NO_MEMORY)
    {
      hakem_round_detail_free (detail);
      return STEP_NONE;
    }
  Cont c;
  read_on (r, first, &game->current, &c);
  ChessPosition after;
  chess_game_position_at (&c.game, 1, &after);
  hakem_round_detail_set_word (detail, HAKEM_ROUND_DETAIL_INSERTED, only->san);
  hakem_round_detail_set_fen (detail, HAKEM_ROUND_DETAIL_FEN_AFTER, &after);
  add_glitch (r, HAKEM_ROUND_MISSED_MOVE, ply, detail);
  Step step = go_on (r, game, &c, problem, next);
  cont_clear (&c);
  return step;
}

void
hakem_round_glitch_clear (gpointer flag)
{
  g_clear_pointer (&((HakemRoundFlag *) flag)->detail, hakem_round_detail_free);
}

gboolean
hakem_round_glitch_resolve (const char *text, gsize len, ChessGame *game, ChessPgnProblem *problem,
                            GArray *glitches)
{
  if (problem->code != CHESS_PGN_ERROR_MOVE || game->start.chess960 || len > MAX_TEXT)
    return FALSE;
  g_autoptr (GArray) tokens = g_array_new (FALSE, FALSE, sizeof (Token));
  Reading r = { text, len, tokens, problem->language, g_new0 (ChessPgnReader, 1), glitches };
  tokenize (&r);
  guint first = token_at (&r, offset_of (text, len, problem->line, problem->column));
  /* The tokens must be the reader's moves: as many before the stop as the game has. */
  guint found = 0;
  if (first != G_MAXUINT && first == (guint) game->count)
    while (found < HAKEM_ROUND_GLITCH_MAX)
      {
        gsize next = G_MAXSIZE;
        Step step = try_signal (&r, first, game, problem);
        if (step == STEP_NONE)
          step = try_jump (&r, first, game, problem, &next);
        if (step == STEP_NONE)
          step = try_missed (&r, first, game, problem, &next);
        if (step == STEP_NONE)
          break;
        found++;
        if (step == STEP_STOP || (first = token_at (&r, next)) == G_MAXUINT)
          break;
      }
  chess_pgn_reader_clear (r.reader);
  g_free (r.reader);
  return found > 0;
}
