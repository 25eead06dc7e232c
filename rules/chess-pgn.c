/* chess-pgn.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The PGN reader (one pass over a fixed buffer, one character of look-ahead but where noted)
 * and the export-format writer.
 */
#include "chess-pgn.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "chess-clock.h"
#include "chess-movegen.h"

/* ------------------------------------------------------------------------------------------ */
/* Input                                                                                      */

static long
read_file (void *user_data, char *buf, size_t size)
{
  FILE *f = user_data;
  size_t n = fread (buf, 1, size, f);
  if (n == 0 && ferror (f))
    return -1;
  return (long) n;
}

void
chess_pgn_reader_init (ChessPgnReader *r, ChessPgnReadFunc read, void *user_data,
                       ChessSanLanguage language, unsigned flags)
{
  /* The buffer is large and need not be cleared. */
  memset (r, 0, offsetof (ChessPgnReader, buf));
  r->read = read;
  r->user_data = user_data;
  r->language = language;
  r->file_language = language;
  r->flags = flags;
  r->line = 1;
  r->column = 1;
  r->at_line_start = true;
}

static long
read_memory (void *user_data, char *buf, size_t size)
{
  ChessPgnMemory *src = user_data;
  size_t n = size < src->left ? size : src->left;
  memcpy (buf, src->p, n);
  src->p += n;
  src->left -= n;
  return (long) n;
}

void
chess_pgn_reader_init_memory (ChessPgnReader *reader, ChessPgnMemory *src, const char *text,
                              size_t len, ChessSanLanguage language, unsigned flags)
{
  src->p = text;
  src->left = len;
  chess_pgn_reader_init (reader, read_memory, src, language, flags);
}

void
chess_pgn_reader_init_file (ChessPgnReader *r, FILE *file, ChessSanLanguage language,
                            unsigned flags)
{
  chess_pgn_reader_init (r, read_file, file, language, flags);
}

void
chess_pgn_reader_clear (ChessPgnReader *r)
{
  free (r->text);
  free (r->var);
  free (r->capture);
  r->text = r->var = r->capture = NULL;
  r->text_len = r->text_cap = r->var_len = r->var_cap = 0;
  r->capture_len = r->capture_cap = 0;
}

static bool grow (char **buf, size_t *cap, size_t need);

/* Copies the bytes consumed since the last copy into the capture of the game being read. */
static void
capture_consumed (ChessPgnReader *r)
{
  if (!r->capturing)
    return;
  size_t n = r->pos - r->capture_from;
  if (!r->capture_failed && n > 0)
    {
      if (grow (&r->capture, &r->capture_cap, r->capture_len + n + 1))
        {
          memcpy (r->capture + r->capture_len, r->buf + r->capture_from, n);
          r->capture_len += n;
        }
      else
        r->capture_failed = true;
    }
  r->capture_from = r->pos;
}

/* Stops the reading when the line or the game being read has grown past its limit: checked
 * whenever the buffer runs dry, so at most a buffer past the limit. The input then looks ended
 * to every loop of the reader, which unwinds as at the end of the file. */
static bool
over_limit (ChessPgnReader *r)
{
  size_t at = r->base + r->pos;
  ChessPgnError code = CHESS_PGN_OK;
  if (at - r->line_start > (size_t) CHESS_PGN_MAX_LINE)
    code = CHESS_PGN_ERROR_LINE_TOO_LONG;
  else if (at - r->game_start > (size_t) CHESS_PGN_MAX_GAME)
    code = CHESS_PGN_ERROR_GAME_TOO_LONG;
  if (code == CHESS_PGN_OK)
    return false;
  r->stopped = code;
  r->stop_line = r->line;
  r->stop_column = r->column;
  capture_consumed (r);
  r->len = r->pos;
  return true;
}

/* Makes at least n bytes available from pos on, unless the input ends first. Returns how many
 * are available. Moves the unread bytes to the front when the buffer's tail is too short. */
static size_t
ensure (ChessPgnReader *r, size_t n)
{
  /* The byte order mark is looked for once three bytes are in (or the input is shorter). */
  size_t want = !r->bom_checked && n < 3 ? 3 : n;
  while (r->len - r->pos < want && !r->eof && !r->failed && !r->stopped && !over_limit (r))
    {
      if (r->pos > 0)
        {
          capture_consumed (r);
          memmove (r->buf, r->buf + r->pos, r->len - r->pos);
          r->base += r->pos;
          r->len -= r->pos;
          r->pos = 0;
          r->capture_from = 0;
        }
      long got = r->read (r->user_data, r->buf + r->len, sizeof r->buf - r->len);
      if (got < 0)
        r->failed = true;
      else if (got == 0)
        r->eof = true;
      else
        r->len += (size_t) got;
    }
  if (!r->bom_checked && (r->len - r->pos >= 3 || r->eof || r->failed || r->stopped))
    {
      r->bom_checked = true;
      if (r->len - r->pos >= 3 && memcmp (r->buf + r->pos, "\xEF\xBB\xBF", 3) == 0)
        r->pos += 3;
      return ensure (r, n);
    }
  return r->len - r->pos;
}

static inline int
peek (ChessPgnReader *r)
{
  /* ensure() looks for the byte order mark before it hands out any byte. */
  if (r->pos < r->len)
    return (unsigned char) r->buf[r->pos];
  return ensure (r, 1) ? (unsigned char) r->buf[r->pos] : -1;
}

/* Consumes the character peek() returned. */
static inline void
advance (ChessPgnReader *r)
{
  unsigned char c = (unsigned char) r->buf[r->pos++];
  if (c == '\n')
    {
      r->line++;
      r->column = 1;
      r->at_line_start = true;
      r->line_start = r->base + r->pos;
    }
  else
    {
      /* UTF-8 continuation bytes belong to the character already counted. The line limit keeps
       * the column far below INT_MAX; saturating costs nothing and makes sure. */
      if ((c & 0xC0) != 0x80 && r->column < INT_MAX)
        r->column++;
      r->at_line_start = false;
    }
}

static inline int
next (ChessPgnReader *r)
{
  int c = peek (r);
  if (c >= 0)
    advance (r);
  return c;
}

static inline bool
is_space (int c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

static inline bool
is_ident (int c)
{
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
}

/* Characters of a PGN symbol (standard 7), and UTF-8 bytes for Turkish piece letters. */
static inline bool
is_symbol (int c)
{
  return is_ident (c) || c == '+' || c == '#' || c == '=' || c == ':' || c == '-' || c == '/'
         || c >= 0x80;
}

static void
skip_line (ChessPgnReader *r)
{
  int c;
  while ((c = next (r)) >= 0 && c != '\n')
    ;
}

/* White space and '%' escape lines (standard 6). */
static void
skip_space (ChessPgnReader *r)
{
  for (;;)
    {
      int c = peek (r);
      if (c == '%' && r->at_line_start)
        skip_line (r);
      else if (is_space (c))
        advance (r);
      else
        return;
    }
}

/* Does the line starting here begin a tag pair, '[' name space* '"'? Used to see where a comment
 * or variation left open ends; needs look-ahead, hence ensure(). */
static bool
tag_line_ahead (ChessPgnReader *r)
{
  size_t avail = ensure (r, 80);
  const char *s = r->buf + r->pos;
  if (avail < 3 || s[0] != '[')
    return false;
  size_t i = 1;
  while (i < avail && is_ident ((unsigned char) s[i]))
    i++;
  if (i == 1)
    return false;
  while (i < avail && (s[i] == ' ' || s[i] == '\t'))
    i++;
  return i < avail && s[i] == '"';
}

/* ------------------------------------------------------------------------------------------ */
/* Scratch buffers                                                                            */

static bool
grow (char **buf, size_t *cap, size_t need)
{
  if (need <= *cap)
    return true;
  size_t n = *cap ? *cap * 2 : 256;
  while (n < need)
    n *= 2;
  char *b = realloc (*buf, n);
  if (!b)
    return false;
  *buf = b;
  *cap = n;
  return true;
}

/* Appends c to the buffer, turning each run of white space into one space. */
static inline bool
put_normalised (char **buf, size_t *len, size_t *cap, int c)
{
  if (is_space (c))
    {
      if (*len == 0 || (*buf)[*len - 1] == ' ')
        return true;
      c = ' ';
    }
  if (*len + 2 > *cap && !grow (buf, cap, *len + 2))
    return false;
  (*buf)[(*len)++] = (char) c;
  (*buf)[*len] = '\0';
  return true;
}

static inline void
trim_end (char *buf, size_t *len)
{
  while (*len > 0 && buf[*len - 1] == ' ')
    buf[--*len] = '\0';
}

/* ------------------------------------------------------------------------------------------ */
/* Reading a game                                                                             */

typedef struct
{
  ChessPgnReader *r;
  ChessGame *game;
  ChessPgnProblem *problem;
  bool moves_stopped; /* after a bad move: the rest is read for its syntax only */
  bool after_end;     /* ... or after a checkmate or stalemate */
  bool have_marker;
  ChessResult marker;
  bool have_result_tag;
  ChessResult result_tag;
  bool have_fen;
  char fen[CHESS_FEN_MAX + 28];
  long fen_line;
  int fen_column;
  bool fen_too_long;
  /* Notes for the move (or the game, ply 0) that comments, NAGs and variations attach to. */
  int owner;
  ChessPosition before_owner; /* the position the owner move was played in: its variations'
                               * start */
  int32_t clock_ms, elapsed_ms;
  bool draw_offer;
  /* The piece letters of the moves (CHESS_SAN_LETTERS_*), and where the first 'K' was. */
  unsigned letters;
  long k_line;
  int k_column;
  int k_ply;
  long start_line; /* the game's first character */
  int start_column;
} Ctx;

static void
set_problem (Ctx *x, ChessPgnError code, ChessPgnExpect expected, long line, int column)
{
  if (x->problem->code != CHESS_PGN_OK)
    return;
  x->problem->code = code;
  x->problem->expected = expected;
  x->problem->line = line;
  x->problem->column = column;
  x->problem->ply = x->game->count;
}

/* A problem at the next character. A syntax error there that is a NUL byte is said as such: the
 * file is no text (a memory card after a power cut), whatever was expected. */
static void
problem_here (Ctx *x, ChessPgnError code, ChessPgnExpect expected)
{
  if (code == CHESS_PGN_ERROR_SYNTAX && peek (x->r) == 0)
    code = CHESS_PGN_ERROR_NUL;
  set_problem (x, code, expected, x->r->line, x->r->column);
}

/* Appends a character read from a comment or a variation to the text kept for the owner move.
 * A NUL is a problem of the game, not the end of the text; past CHESS_PGN_MAX_COMMENT bytes
 * nothing more is kept, and the game has that problem. False when memory ran out. */
static bool
keep_char (Ctx *x, bool discard, char **buf, size_t *len, size_t *cap, int c)
{
  /* Called once the character is consumed: a NUL, one byte wide, stood one column back. */
  if (c == 0)
    set_problem (x, CHESS_PGN_ERROR_NUL, CHESS_PGN_EXPECT_NOTHING, x->r->line, x->r->column - 1);
  if (c == 0 || discard)
    return true;
  if (*len >= (size_t) CHESS_PGN_MAX_COMMENT)
    {
      problem_here (x, CHESS_PGN_ERROR_COMMENT_TOO_LONG, CHESS_PGN_EXPECT_NOTHING);
      return true;
    }
  return put_normalised (buf, len, cap, c);
}

/* The length of the valid UTF-8 sequence at s[0..n), or 0 when it is not one. */
static size_t
utf8_sequence (const unsigned char *s, size_t n)
{
  size_t k;
  unsigned min;
  if (s[0] < 0x80)
    return 1;
  if (s[0] >= 0xC2 && s[0] <= 0xDF)
    k = 2, min = 0x80;
  else if (s[0] >= 0xE0 && s[0] <= 0xEF)
    k = 3, min = 0x800;
  else if (s[0] >= 0xF0 && s[0] <= 0xF4)
    k = 4, min = 0x10000;
  else
    return 0;
  if (n < k)
    return 0;
  unsigned cp = s[0] & (0x7F >> k);
  for (size_t i = 1; i < k; i++)
    {
      if ((s[i] & 0xC0) != 0x80)
        return 0;
      cp = (cp << 6) | (s[i] & 0x3F);
    }
  if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
    return 0;
  return k;
}

/* Copies the move as written into text, cut to CHESS_PGN_MAX_TEXT without splitting a UTF-8
 * sequence, each byte that is not part of valid UTF-8 made '?': callers show the text to
 * people, and a file in another encoding must not put bytes on their screen that are no text. */
static void
copy_move_text (char *text, const char *tok, size_t n)
{
  size_t i = 0, k = 0;
  while (i < n)
    {
      size_t seq = utf8_sequence ((const unsigned char *) tok + i, n - i);
      size_t w = seq ? seq : 1;
      if (k + w > CHESS_PGN_MAX_TEXT - 1)
        break;
      if (seq)
        memcpy (text + k, tok + i, seq);
      else
        text[k] = '?';
      k += w;
      i += w;
    }
  text[k] = '\0';
}

/* A new warning at line:column, or NULL when the game already keeps as many as it can (it is
 * counted all the same). */
static ChessPgnWarning *
problem_warning (ChessPgnProblem *p, ChessPgnWarningCode code, long line, int column)
{
  if (p->warning_count++ >= CHESS_PGN_MAX_WARNINGS)
    return NULL;
  ChessPgnWarning *w = &p->warnings[p->warning_count - 1];
  memset (w, 0, sizeof *w);
  w->code = code;
  w->line = line;
  w->column = column;
  return w;
}

static ChessPgnWarning *
add_warning (Ctx *x, ChessPgnWarningCode code, long line, int column)
{
  return problem_warning (x->problem, code, line, column);
}

/* Notes the piece letters of a move as written, for the choice of language. */
static void
note_letters (Ctx *x, const char *tok, size_t n, long line, int column, int ply)
{
  unsigned letters = chess_san_letters (tok, n);
  if ((letters & CHESS_SAN_LETTERS_SHARED) && ply >= 0 && x->k_line == 0)
    {
      x->k_line = line;
      x->k_column = column;
      x->k_ply = ply;
    }
  x->letters |= letters;
}

static bool
keep_tag (const Ctx *x, const char *name)
{
  return !(x->r->flags & CHESS_PGN_MOVES_ONLY) || strcmp (name, "Result") == 0
         || strcmp (name, "FEN") == 0 || strcmp (name, "SetUp") == 0;
}

bool
chess_pgn_stray_quote (const char *s, size_t avail, bool complete, size_t *end)
{
  size_t i = 0;
  while (i < avail && (s[i] == ' ' || s[i] == '\t'))
    i++;
  if (i < avail && s[i] == ']')
    return false;
  for (i = 0; i < avail && s[i] != '\n' && s[i] != '\r' && s[i] != '\0'; i++)
    {
      if (s[i] != '"')
        continue;
      size_t j = i + 1;
      while (j < avail && (s[j] == ' ' || s[j] == '\t'))
        j++;
      if (j == avail || s[j] != ']')
        continue;
      for (j++; j < avail && (s[j] == ' ' || s[j] == '\t'); j++)
        ;
      if (j == avail ? complete : (s[j] == '\n' || s[j] == '\r' || s[j] == '['))
        {
          *end = i;
          return true;
        }
    }
  return false;
}

/* chess_pgn_stray_quote on what the reader holds ahead, without consuming it. */
static bool
stray_quotes (ChessPgnReader *r, size_t *end)
{
  size_t avail = ensure (r, CHESS_PGN_MAX_TAG_VALUE + 64);
  return chess_pgn_stray_quote (r->buf + r->pos, avail, r->eof, end);
}

/* Reads '[' name "value" ']' into the game's tags. False on a syntax error (problem set). */
static bool
read_tag (Ctx *x)
{
  ChessPgnReader *r = x->r;
  advance (r); /* '[' */
  while (peek (r) == ' ' || peek (r) == '\t')
    advance (r);
  char name[CHESS_PGN_MAX_TOKEN + 1];
  size_t n = 0;
  while (is_ident (peek (r)))
    {
      if (n == CHESS_PGN_MAX_TOKEN)
        {
          problem_here (x, CHESS_PGN_ERROR_TOO_LONG, CHESS_PGN_EXPECT_TAG_VALUE);
          return false;
        }
      name[n++] = (char) next (r);
    }
  name[n] = '\0';
  if (n == 0)
    {
      problem_here (x, CHESS_PGN_ERROR_SYNTAX, CHESS_PGN_EXPECT_TAG_NAME);
      return false;
    }
  while (peek (r) == ' ' || peek (r) == '\t')
    advance (r);
  if (peek (r) != '"')
    {
      problem_here (x, CHESS_PGN_ERROR_SYNTAX, CHESS_PGN_EXPECT_TAG_VALUE);
      return false;
    }
  long qline = r->line;
  int qcolumn = r->column;
  advance (r);
  long vline = r->line;
  int vcolumn = r->column;
  r->text_len = 0;
  if (!grow (&r->text, &r->text_cap, 1))
    goto no_memory;
  r->text[0] = '\0';
  /* With quotes not escaped: the offset (base + pos) of the value's last quote, else 0. */
  size_t last_quote = 0;
  for (;;)
    {
      int c = peek (r);
      if (c < 0 || c == '\n' || c == '\r')
        {
          set_problem (x, CHESS_PGN_ERROR_UNTERMINATED_STRING, CHESS_PGN_EXPECT_STRING_END, qline,
                       qcolumn);
          return false;
        }
      if (c == 0)
        {
          problem_here (x, CHESS_PGN_ERROR_NUL, CHESS_PGN_EXPECT_STRING_END);
          return false;
        }
      /* A name with a control character would forge lines wherever it is printed. */
      if (c < 0x20 || c == 0x7f)
        {
          problem_here (x, CHESS_PGN_ERROR_CONTROL, CHESS_PGN_EXPECT_STRING_END);
          return false;
        }
      size_t at = r->base + r->pos;
      long line = r->line;
      int column = r->column;
      advance (r);
      if (c == '"')
        {
          size_t end;
          if (last_quote == at || (last_quote == 0 && !stray_quotes (r, &end)))
            break;
          if (last_quote == 0)
            {
              add_warning (x, CHESS_PGN_WARNING_TAG_QUOTES, line, column);
              last_quote = r->base + r->pos + end;
            }
        }
      else if (c == '\\' && (peek (r) == '"' || peek (r) == '\\') && r->base + r->pos != last_quote)
        c = next (r);
      if (r->text_len >= CHESS_PGN_MAX_TAG_VALUE)
        {
          set_problem (x, CHESS_PGN_ERROR_TAG_TOO_LONG, CHESS_PGN_EXPECT_STRING_END, qline,
                       qcolumn);
          return false;
        }
      if (!grow (&r->text, &r->text_cap, r->text_len + 2))
        goto no_memory;
      r->text[r->text_len++] = (char) c;
      r->text[r->text_len] = '\0';
    }
  while (peek (r) == ' ' || peek (r) == '\t')
    advance (r);
  if (peek (r) != ']')
    {
      problem_here (x, CHESS_PGN_ERROR_SYNTAX, CHESS_PGN_EXPECT_TAG_END);
      return false;
    }
  advance (r);

  const char *value = r->text;
  if (strcmp (name, "Result") == 0)
    x->have_result_tag = chess_result_from_string (value, &x->result_tag);
  else if (strcmp (name, "FEN") == 0)
    {
      x->have_fen = true;
      x->fen_line = vline;
      x->fen_column = vcolumn;
      x->fen_too_long = r->text_len >= sizeof x->fen;
      if (!x->fen_too_long)
        memcpy (x->fen, value, r->text_len + 1);
    }
  if (keep_tag (x, name) && x->game->tag_count >= CHESS_GAME_MAX_TAGS
      && !chess_game_get_tag (x->game, name))
    {
      problem_here (x, CHESS_PGN_ERROR_TOO_MANY_TAGS, CHESS_PGN_EXPECT_NOTHING);
      return false;
    }
  if (keep_tag (x, name) && !chess_game_set_tag (x->game, name, value))
    goto no_memory;
  return true;

no_memory:
  problem_here (x, CHESS_PGN_ERROR_NO_MEMORY, CHESS_PGN_EXPECT_NOTHING);
  return false;
}

/* Sets up the start position from the FEN tag, keeping the tags read so far. */
static bool
setup_start (Ctx *x)
{
  ChessGame *g = x->game;
  ChessGameTag *tags = g->tags;
  int count = g->tag_count, cap = g->tag_capacity;
  g->tags = NULL;
  g->tag_count = g->tag_capacity = 0;
  ChessPosition pos;
  ChessFenNotes notes = { 0 };
  int column = 1;
  ChessFenError err = x->fen_too_long
                          ? CHESS_FEN_ERROR_FIELD_COUNT
                          : chess_position_from_fen_noted (&pos, x->fen, &column, &notes);
  chess_game_clear (g);
  chess_game_init (g, err == CHESS_FEN_OK ? &pos : NULL);
  g->tags = tags;
  g->tag_count = count;
  g->tag_capacity = cap;
  if (!g->keys)
    {
      problem_here (x, CHESS_PGN_ERROR_NO_MEMORY, CHESS_PGN_EXPECT_NOTHING);
      return false;
    }
  if (err != CHESS_FEN_OK)
    {
      set_problem (x, CHESS_PGN_ERROR_FEN, CHESS_PGN_EXPECT_FEN, x->fen_line,
                   x->fen_column + column - 1);
      x->problem->fen_error = err;
      return false;
    }
  /* The tag's value is ASCII when it is a FEN: its columns are the file's. */
  if (notes.fields < 4)
    {
      ChessPgnWarning *w = add_warning (x, CHESS_PGN_WARNING_FEN_COMPLETED, x->fen_line,
                                        x->fen_column + notes.completed_column - 1);
      if (w)
        w->fields = notes.fields;
    }
  if (notes.flags & CHESS_FEN_NOTE_FULLMOVE_ZERO)
    add_warning (x, CHESS_PGN_WARNING_FEN_FULLMOVE_ZERO, x->fen_line,
                 x->fen_column + notes.fullmove_column - 1);
  return true;
}

/* ----- Notes attached to a move ----- */

static void
begin_owner (Ctx *x, int owner)
{
  x->owner = owner;
  x->r->text_len = 0;
  x->r->var_len = 0;
  x->clock_ms = CHESS_GAME_NO_TIME;
  x->elapsed_ms = CHESS_GAME_NO_TIME;
  x->draw_offer = false;
}

/* Removes the word at s[0..len) and the space before or after it from the comment text. */
static void
cut (char *text, size_t *text_len, size_t start, size_t len)
{
  size_t end = start + len;
  if (end < *text_len && text[end] == ' ')
    end++;
  else if (start > 0 && text[start - 1] == ' ')
    start--;
  memmove (text + start, text + end, *text_len - end + 1);
  *text_len -= end - start;
}

/* Takes [%clk ...], [%emt ...] and the token (=) out of the comment text. */
static void
extract_marks (Ctx *x)
{
  char *t = x->r->text;
  size_t i = 0;
  while (i < x->r->text_len)
    {
      size_t n = x->r->text_len;
      if (t[i] == '[' && i + 5 < n && t[i + 1] == '%'
          && (memcmp (t + i + 2, "clk", 3) == 0 || memcmp (t + i + 2, "emt", 3) == 0))
        {
          bool clk = t[i + 2] == 'c';
          size_t j = i + 5;
          if (j < n && t[j] == ' ')
            {
              j++;
              size_t v = j;
              while (j < n && t[j] != ']' && t[j] != ' ')
                j++;
              size_t vend = j;
              if (j < n && t[j] == ' ')
                j++;
              int32_t ms;
              if (j < n && t[j] == ']' && chess_pgn_parse_clock (t + v, vend - v, &ms))
                {
                  if (clk)
                    x->clock_ms = ms;
                  else
                    x->elapsed_ms = ms;
                  cut (t, &x->r->text_len, i, j + 1 - i);
                  continue;
                }
            }
        }
      else if (t[i] == '(' && i + 2 < n && t[i + 1] == '=' && t[i + 2] == ')'
               && (i == 0 || t[i - 1] == ' ') && (i + 3 == n || t[i + 3] == ' '))
        {
          x->draw_offer = true;
          cut (t, &x->r->text_len, i, 3);
          continue;
        }
      i++;
    }
  trim_end (t, &x->r->text_len);
}

static char *
dup_text (const char *s, size_t n)
{
  char *d = malloc (n + 1);
  if (d)
    {
      memcpy (d, s, n);
      d[n] = '\0';
    }
  return d;
}

/* Stores the notes gathered for the current owner in the record. */
static bool
end_owner (Ctx *x)
{
  ChessPgnReader *r = x->r;
  bool keep = !(r->flags & CHESS_PGN_MOVES_ONLY);
  /* Before the first move there is no move for a clock stamp or a draw offer to belong to. */
  if (r->text_len > 0 && x->owner > 0)
    extract_marks (x);
  if (x->owner == 0)
    {
      if (keep && r->text_len > 0)
        {
          char *d = dup_text (r->text, r->text_len);
          if (!d)
            return false;
          free (x->game->comment);
          x->game->comment = d;
        }
      return true;
    }
  ChessGameMove *m = &x->game->moves[x->owner - 1];
  m->clock_ms = x->clock_ms;
  m->elapsed_ms = x->elapsed_ms;
  m->draw_offer = x->draw_offer;
  if (keep && r->text_len > 0 && !(m->comment = dup_text (r->text, r->text_len)))
    return false;
  trim_end (r->var, &r->var_len);
  if (keep && r->var_len > 0 && !(m->variations = dup_text (r->var, r->var_len)))
    return false;
  return true;
}

/* A '{' comment; the text goes to the owner's notes (or nowhere when discarding). False when it
 * has no end: then the input stands at the end, or at the tag pair that starts the next game. */
static bool
read_brace_comment (Ctx *x, char **buf, size_t *len, size_t *cap, bool discard)
{
  ChessPgnReader *r = x->r;
  long line = r->line;
  int column = r->column;
  advance (r); /* '{' */
  if (discard)
    {
      /* Skipped a buffer at a time: only '}' and line starts matter. */
      for (;;)
        {
          if (r->pos == r->len && ensure (r, 1) == 0)
            break;
          const char *s = r->buf + r->pos, *end = r->buf + r->len, *p = s;
          size_t chars = 0;
          while (p < end && *p != '}' && *p != '\n' && *p != '\0')
            chars += ((unsigned char) *p++ & 0xC0) != 0x80;
          /* At most a buffer's worth, and the column saturates (advance()). */
          r->column = chars > (size_t) (INT_MAX - r->column) ? INT_MAX : r->column + (int) chars;
          if (p > s)
            r->at_line_start = false;
          r->pos = (size_t) (p - r->buf);
          if (p == end)
            continue;
          advance (r);
          if (*p == '\0')
            {
              keep_char (x, true, NULL, NULL, NULL, 0);
              continue;
            }
          if (*p == '}')
            return true;
          if (peek (r) == '[' && tag_line_ahead (r))
            break;
        }
      set_problem (x, CHESS_PGN_ERROR_UNTERMINATED_COMMENT, CHESS_PGN_EXPECT_COMMENT_END, line,
                   column);
      return false;
    }
  if (!discard && *len > 0 && (*buf)[*len - 1] != ' ' && buf == &r->text
      && !put_normalised (buf, len, cap, ' '))
    goto no_memory;
  for (;;)
    {
      int c = peek (r);
      if (c < 0 || (c == '[' && r->at_line_start && tag_line_ahead (r)))
        {
          set_problem (x, CHESS_PGN_ERROR_UNTERMINATED_COMMENT, CHESS_PGN_EXPECT_COMMENT_END, line,
                       column);
          return false;
        }
      advance (r);
      if (c == '}')
        return true;
      if (!keep_char (x, discard, buf, len, cap, c))
        goto no_memory;
    }
no_memory:
  problem_here (x, CHESS_PGN_ERROR_NO_MEMORY, CHESS_PGN_EXPECT_NOTHING);
  return false;
}

/* A ';' comment, to the end of the line. */
static bool
read_line_comment (Ctx *x, bool discard)
{
  ChessPgnReader *r = x->r;
  advance (r); /* ';' */
  if (!discard && r->text_len > 0 && !put_normalised (&r->text, &r->text_len, &r->text_cap, ' '))
    goto no_memory;
  for (;;)
    {
      int c = peek (r);
      if (c < 0 || c == '\n')
        return true;
      advance (r);
      if (!keep_char (x, discard, &r->text, &r->text_len, &r->text_cap, c))
        goto no_memory;
    }
no_memory:
  problem_here (x, CHESS_PGN_ERROR_NO_MEMORY, CHESS_PGN_EXPECT_NOTHING);
  return false;
}

static bool is_result_token (const char *t, ChessResult *out);

/* A line of play inside the variations being read: the position its next move is played in, and
 * the one before its last move, where a variation inside it starts. */
typedef struct
{
  ChessPosition now;
  ChessPosition before_last;
  int ply; /* half-moves from the game's start to 'now' */
  bool has_move;
  bool checked; /* its moves are still checked: no bad move, no null move so far */
} VarLine;

/* Opens the line of depth 'depth' (1: a variation of the main line). */
static void
open_line (Ctx *x, VarLine *lines, int depth, bool check)
{
  if (depth > CHESS_PGN_MAX_DEPTH)
    return;
  VarLine *l = &lines[depth - 1];
  l->has_move = false;
  if (depth == 1)
    {
      /* It replaces the main line's last move. */
      l->checked = check && x->owner > 0;
      l->now = x->before_owner;
      l->ply = x->owner - 1;
      return;
    }
  const VarLine *parent = &lines[depth - 2];
  l->checked = parent->checked && parent->has_move;
  l->now = parent->before_last;
  l->ply = parent->ply - 1;
}

/* A symbol read inside a variation: a move to check in its line, or a move number, a result,
 * an "ep" mark or a null move. */
static void
variation_symbol (Ctx *x, VarLine *l, const char *tok, size_t n, long line, int column, int depth)
{
  bool digits = true;
  for (size_t i = 0; i < n; i++)
    digits = digits && tok[i] >= '0' && tok[i] <= '9';
  ChessResult res;
  if (digits || is_result_token (tok, &res) || strcmp (tok, "ep") == 0)
    return;
  if (strcmp (tok, "e") == 0 && ensure (x->r, 3) >= 3
      && memcmp (x->r->buf + x->r->pos, ".p.", 3) == 0)
    return;
  if (strcmp (tok, "--") == 0 || strcmp (tok, "Z0") == 0)
    {
      /* A null move: not a move of chess, so what follows is not checked. */
      l->checked = false;
      return;
    }
  ChessSanReading reading;
  ChessSanError err = chess_san_read_n (&l->now, tok, n, x->r->language, 0, &reading);
  if (err == CHESS_SAN_OK)
    {
      ChessUndo undo;
      l->before_last = l->now;
      chess_position_make (&l->now, reading.move, &undo);
      l->ply++;
      l->has_move = true;
      return;
    }
  l->checked = false;
  ChessPgnWarning *w = add_warning (x, CHESS_PGN_WARNING_VARIATION_MOVE, line, column);
  if (!w)
    return;
  w->ply = l->ply;
  w->depth = depth;
  w->san_error = err;
  w->reason = reading.reason;
  copy_move_text (w->text, tok, n);
}

/* A variation with those nested in it, kept as text (unless discard), its moves checked (when
 * check) in their own positions. False on a problem (set). */
static bool
read_variation (Ctx *x, bool discard, bool check)
{
  ChessPgnReader *r = x->r;
  long line = r->line;
  int column = r->column;
  char **b = &r->var;
  size_t *len = &r->var_len, *cap = &r->var_cap;
  size_t before = *len;
  if (!discard && *len > 0 && !put_normalised (b, len, cap, ' '))
    goto no_memory;
  VarLine lines[CHESS_PGN_MAX_DEPTH];
  int depth = 0;
  for (;;)
    {
      int c = peek (r);
      if (c < 0 || (c == '[' && r->at_line_start && tag_line_ahead (r)))
        {
          set_problem (x, CHESS_PGN_ERROR_UNTERMINATED_VARIATION, CHESS_PGN_EXPECT_VARIATION_END,
                       line, column);
          /* Half a variation would make the game unreadable when written out: it is dropped. */
          if (!discard)
            {
              *len = before;
              trim_end (*b, len);
            }
          return false;
        }
      if (c == '%' && r->at_line_start)
        {
          skip_line (r);
          continue;
        }
      if (c == '{')
        {
          if (!keep_char (x, discard, b, len, cap, '{'))
            goto no_memory;
          if (!read_brace_comment (x, b, len, cap, discard))
            {
              if (!discard)
                {
                  *len = before;
                  trim_end (*b, len);
                }
              return false;
            }
          if (!keep_char (x, discard, b, len, cap, '}'))
            goto no_memory;
          continue;
        }
      if (c == ';')
        {
          /* Kept as a {} comment, since the text will no longer end at a line's end. */
          advance (r);
          if (!keep_char (x, discard, b, len, cap, '{'))
            goto no_memory;
          while ((c = peek (r)) >= 0 && c != '\n')
            {
              advance (r);
              if (!keep_char (x, discard, b, len, cap, c == '}' ? ')' : c))
                goto no_memory;
            }
          if (!keep_char (x, discard, b, len, cap, ' ')
              || !keep_char (x, discard, b, len, cap, '}'))
            goto no_memory;
          continue;
        }
      if (depth > 0 && is_symbol (c))
        {
          long tline = r->line;
          int tcolumn = r->column;
          char tok[CHESS_PGN_MAX_TOKEN + 1];
          size_t n = 0, start = *len;
          bool too_long = false;
          while (is_symbol (peek (r)))
            {
              c = next (r);
              if (!keep_char (x, discard, b, len, cap, c))
                goto no_memory;
              if (n < CHESS_PGN_MAX_TOKEN)
                tok[n++] = (char) c;
              else
                too_long = true;
            }
          tok[n] = '\0';
          note_letters (x, tok, n, tline, tcolumn, -1);
          /* Kept in the standard's letters, since the record is written in them. */
          if (!discard && r->language == CHESS_SAN_TURKISH)
            *len = start
                   + chess_san_turkish_to_english (*b + start, *len - start, *b + start,
                                                   *len - start + 1);
          VarLine *l = depth <= CHESS_PGN_MAX_DEPTH ? &lines[depth - 1] : NULL;
          if (l && too_long)
            l->checked = false;
          else if (l && l->checked)
            variation_symbol (x, l, tok, n, tline, tcolumn, depth);
          continue;
        }
      /* A draw offer's mark "(=)" inside a variation opens none. */
      bool offer
          = depth > 0 && c == '(' && ensure (r, 3) >= 3 && memcmp (r->buf + r->pos, "(=)", 3) == 0;
      int count = offer ? 3 : 1;
      for (int i = 0; i < count; i++)
        {
          c = next (r);
          if (!keep_char (x, discard, b, len, cap, c))
            goto no_memory;
        }
      if (offer)
        continue;
      if (c == '(')
        open_line (x, lines, ++depth, check);
      else if (c == ')' && --depth == 0)
        {
          /* A variation cut at the limit would make the record unreadable when written out. */
          if (!discard && *len >= (size_t) CHESS_PGN_MAX_COMMENT)
            {
              *len = before;
              trim_end (*b, len);
            }
          return true;
        }
    }
no_memory:
  problem_here (x, CHESS_PGN_ERROR_NO_MEMORY, CHESS_PGN_EXPECT_NOTHING);
  return false;
}

static void
add_nag (Ctx *x, int nag)
{
  if (x->owner == 0)
    return;
  ChessGameMove *m = &x->game->moves[x->owner - 1];
  if (m->nag_count < CHESS_GAME_MAX_NAGS)
    m->nags[m->nag_count++] = (uint8_t) nag;
}

static bool
is_result_token (const char *t, ChessResult *out)
{
  if (strcmp (t, "1-0") == 0)
    *out = CHESS_RESULT_WHITE_WINS;
  else if (strcmp (t, "0-1") == 0)
    *out = CHESS_RESULT_BLACK_WINS;
  else if (strcmp (t, "1/2-1/2") == 0)
    *out = CHESS_RESULT_DRAW;
  else
    return false;
  return true;
}

/* Reads a move in SAN and records it. */
static bool
play_move (Ctx *x, const char *tok, size_t n, long line, int column)
{
  ChessGame *g = x->game;
  note_letters (x, tok, n, line, column, g->count);
  ChessSanReading reading;
  ChessSanError err = chess_san_read_n (&g->current, tok, n, x->r->language, 0, &reading);
  if (err == CHESS_SAN_OK)
    {
      if (!end_owner (x))
        goto no_memory;
      x->before_owner = g->current;
      ChessGameStatus st = chess_game_push_legal (g, reading.move);
      if (st == CHESS_GAME_NO_MEMORY)
        goto no_memory;
      if (st != CHESS_GAME_ILLEGAL_MOVE)
        {
          begin_owner (x, g->count);
          return true;
        }
      reading.reason = CHESS_ILLEGAL_NONE;
    }
  set_problem (x, CHESS_PGN_ERROR_MOVE, CHESS_PGN_EXPECT_LEGAL_MOVE, line, column);
  x->problem->san_error = err;
  x->problem->reason = reading.reason;
  copy_move_text (x->problem->text, tok, n);
  x->moves_stopped = true;
  return true;

no_memory:
  problem_here (x, CHESS_PGN_ERROR_NO_MEMORY, CHESS_PGN_EXPECT_NOTHING);
  return false;
}

typedef enum
{
  MOVETEXT_RESULT,  /* ended by a termination marker */
  MOVETEXT_BROKEN,  /* a syntax error; the input is somewhere inside the game */
  MOVETEXT_AT_NEXT, /* ended without marker or with an open comment: the next game starts here */
} MovetextEnd;

static MovetextEnd
read_movetext (Ctx *x)
{
  ChessPgnReader *r = x->r;
  bool moves_only = r->flags & CHESS_PGN_MOVES_ONLY;
  begin_owner (x, 0);
  for (;;)
    {
      skip_space (r);
      int c = peek (r);
      long line = r->line;
      int column = r->column;
      if (c < 0 || c == '[')
        {
          if (c < 0 && r->failed)
            return MOVETEXT_AT_NEXT;
          if (c < 0 && !r->stopped)
            {
              /* The file ends in the last game's moves (cut while it was written): unfinished. */
              ChessPgnWarning *w = add_warning (x, CHESS_PGN_WARNING_NO_RESULT, line, column);
              if (w)
                w->ply = x->game->count;
              x->have_marker = true;
              x->marker = CHESS_RESULT_NONE;
              end_owner (x);
              return MOVETEXT_RESULT;
            }
          problem_here (x, CHESS_PGN_ERROR_NO_TERMINATION, CHESS_PGN_EXPECT_RESULT);
          end_owner (x);
          return MOVETEXT_AT_NEXT;
        }
      switch (c)
        {
        case '{':
          if (!read_brace_comment (x, &r->text, &r->text_len, &r->text_cap,
                                   x->moves_stopped || moves_only))
            {
              end_owner (x);
              return MOVETEXT_AT_NEXT;
            }
          continue;
        case ';':
          if (!read_line_comment (x, x->moves_stopped || moves_only))
            return MOVETEXT_BROKEN;
          continue;
        case '(':
          if (ensure (r, 3) >= 3 && memcmp (r->buf + r->pos, "(=)", 3) == 0)
            {
              for (int i = 0; i < 3; i++)
                advance (r);
              if (x->owner > 0 && !x->moves_stopped)
                x->draw_offer = true;
              continue;
            }
          if (x->owner == 0 && !x->moves_stopped)
            {
              problem_here (x, CHESS_PGN_ERROR_SYNTAX, CHESS_PGN_EXPECT_MOVE);
              return MOVETEXT_BROKEN;
            }
          if (!read_variation (x, x->moves_stopped || moves_only, !x->moves_stopped))
            {
              end_owner (x);
              return x->problem->code == CHESS_PGN_ERROR_NO_MEMORY ? MOVETEXT_BROKEN
                                                                   : MOVETEXT_AT_NEXT;
            }
          continue;
        case '$':
          {
            advance (r);
            int nag = 0, digits = 0;
            while (peek (r) >= '0' && peek (r) <= '9')
              {
                nag = nag * 10 + (next (r) - '0');
                if (++digits > 3)
                  break;
              }
            if (digits == 0 || nag > 255)
              {
                set_problem (x, CHESS_PGN_ERROR_SYNTAX, CHESS_PGN_EXPECT_MOVE, line, column);
                return MOVETEXT_BROKEN;
              }
            if (!x->moves_stopped)
              add_nag (x, nag);
            continue;
          }
        case '!':
        case '?':
          {
            char s[4] = { 0 };
            int n = 0;
            while (peek (r) == '!' || peek (r) == '?')
              {
                int ch = next (r);
                if (n < 3)
                  s[n] = (char) ch;
                n++;
              }
            static const char *const suffix[] = { "!", "?", "!!", "??", "!?", "?!" };
            int nag = 0;
            for (int i = 0; i < 6 && n <= 2; i++)
              if (strcmp (s, suffix[i]) == 0)
                nag = i + 1;
            if (nag == 0)
              {
                set_problem (x, CHESS_PGN_ERROR_SYNTAX, CHESS_PGN_EXPECT_MOVE, line, column);
                return MOVETEXT_BROKEN;
              }
            if (!x->moves_stopped)
              add_nag (x, nag);
            continue;
          }
        case '*':
          advance (r);
          x->have_marker = true;
          x->marker = CHESS_RESULT_NONE;
          end_owner (x);
          return MOVETEXT_RESULT;
        default:
          break;
        }
      if (!is_symbol (c))
        {
          problem_here (x, CHESS_PGN_ERROR_SYNTAX, CHESS_PGN_EXPECT_MOVE);
          return MOVETEXT_BROKEN;
        }
      char tok[CHESS_PGN_MAX_TOKEN + 1];
      size_t n = 0;
      bool digits = true;
      while (is_symbol (peek (r)))
        {
          if (n == CHESS_PGN_MAX_TOKEN)
            {
              set_problem (x, CHESS_PGN_ERROR_TOO_LONG, CHESS_PGN_EXPECT_MOVE, line, column);
              return MOVETEXT_BROKEN;
            }
          c = next (r);
          digits = digits && c >= '0' && c <= '9';
          tok[n++] = (char) c;
        }
      tok[n] = '\0';
      if (digits)
        {
          /* A move number, with its periods if any (the standard's import format lets them be
           * left out; the number's value is not checked against the moves). */
          while (peek (r) == '.')
            advance (r);
          continue;
        }
      ChessResult res;
      if (is_result_token (tok, &res))
        {
          x->have_marker = true;
          x->marker = res;
          end_owner (x);
          return MOVETEXT_RESULT;
        }
      /* 'ep' or 'e.p.' after an en passant capture, with a space between. */
      if (strcmp (tok, "ep") == 0)
        continue;
      if (strcmp (tok, "e") == 0 && peek (r) == '.' && ensure (r, 3) >= 3
          && memcmp (r->buf + r->pos, ".p.", 3) == 0)
        {
          for (int i = 0; i < 3; i++)
            advance (r);
          continue;
        }
      /* 5.1.1, 5.2.1, 5.2.2, 9.6: the game ended at once; what follows was never a move of
       * it, and playing on would let a flood of moves grow the record without bound. */
      if (!x->moves_stopped && x->game->auto_ending != CHESS_ENDING_NONE)
        x->moves_stopped = x->after_end = true;
      if (x->moves_stopped)
        {
          if (x->after_end && x->problem->unrecorded < INT_MAX)
            x->problem->unrecorded++;
          continue;
        }
      if (!play_move (x, tok, n, line, column))
        return MOVETEXT_BROKEN;
    }
}

/* After a syntax error: skips to the game's termination marker or to the next tag section. */
static void
skip_rest (Ctx *x, bool in_tags, bool seen_movetext)
{
  ChessPgnReader *r = x->r;
  if (in_tags)
    skip_line (r);
  for (;;)
    {
      int c = peek (r);
      if (c < 0)
        return;
      if (r->at_line_start && (c == '%' || (c == '[' && !seen_movetext)))
        {
          skip_line (r);
          continue;
        }
      if (c == '[' && r->at_line_start)
        return;
      if (is_space (c))
        {
          advance (r);
          continue;
        }
      seen_movetext = true;
      if (c == '{')
        {
          if (!read_brace_comment (x, NULL, NULL, NULL, true))
            return;
          continue;
        }
      if (c == ';')
        {
          skip_line (r);
          continue;
        }
      if (c == '*')
        {
          advance (r);
          return;
        }
      if (!is_symbol (c))
        {
          advance (r);
          continue;
        }
      char tok[8];
      size_t n = 0;
      while (is_symbol (peek (r)))
        {
          c = next (r);
          if (n < sizeof tok - 1)
            tok[n++] = (char) c;
          else
            n = sizeof tok; /* too long to be a result */
        }
      ChessResult res;
      if (n < sizeof tok)
        {
          tok[n] = '\0';
          if (is_result_token (tok, &res))
            return;
        }
    }
}

/* Reads one game in r->language; what was noted while reading it is left in *out. */
static ChessPgnStatus
read_body (ChessPgnReader *r, ChessGame *game, ChessPgnProblem *problem, Ctx *out)
{
  memset (problem, 0, sizeof *problem);
  problem->language = r->language;
  r->game_start = r->base + r->pos;
  skip_space (r);
  if (peek (r) < 0)
    {
      if (r->stopped)
        {
          problem->code = r->stopped;
          problem->line = r->stop_line;
          problem->column = r->stop_column;
          return CHESS_PGN_FAILED;
        }
      if (r->failed)
        {
          problem->code = CHESS_PGN_ERROR_READ;
          return CHESS_PGN_FAILED;
        }
      return CHESS_PGN_END;
    }
  problem->game = ++r->games;
  Ctx x = {
    .r = r, .game = game, .problem = problem, .start_line = r->line, .start_column = r->column
  };
  if (!(r->flags & CHESS_PGN_ONE_LANGUAGE))
    {
      r->capturing = true;
      r->capture_failed = false;
      r->capture_len = 0;
      r->capture_from = r->pos;
    }

  /* Tags are gathered on the zeroed record; chess_game_init comes once the start is known. */
  bool ok = true;
  while (peek (r) == '[')
    {
      if (!read_tag (&x))
        {
          ok = false;
          break;
        }
      skip_space (r);
    }
  if (ok && x.have_fen)
    ok = setup_start (&x);
  else
    {
      ChessGameTag *tags = game->tags;
      int count = game->tag_count, cap = game->tag_capacity;
      chess_game_init (game, NULL);
      game->tags = tags;
      game->tag_count = count;
      game->tag_capacity = cap;
      if (!game->keys)
        problem_here (&x, CHESS_PGN_ERROR_NO_MEMORY, CHESS_PGN_EXPECT_NOTHING);
    }
  if (problem->code == CHESS_PGN_ERROR_NO_MEMORY)
    {
      *out = x;
      return CHESS_PGN_FAILED;
    }
  if (!ok)
    skip_rest (&x, problem->code != CHESS_PGN_ERROR_FEN, false);
  else if (read_movetext (&x) == MOVETEXT_BROKEN)
    {
      if (problem->code == CHESS_PGN_ERROR_NO_MEMORY)
        {
          *out = x;
          return CHESS_PGN_FAILED;
        }
      skip_rest (&x, false, true);
    }

  if (x.have_result_tag)
    game->result = x.result_tag;
  else if (x.have_marker)
    game->result = x.marker;
  *out = x;
  if (r->stopped)
    {
      /* Whatever else was wrong, this is what the reader of the file must know. */
      problem->code = r->stopped;
      problem->expected = CHESS_PGN_EXPECT_NOTHING;
      problem->line = r->stop_line;
      problem->column = r->stop_column;
      problem->ply = game->count;
      return CHESS_PGN_FAILED;
    }
  if (r->failed)
    {
      problem->code = CHESS_PGN_ERROR_READ;
      return CHESS_PGN_FAILED;
    }
  return CHESS_PGN_GAME;
}

static ChessPgnStatus
read_one (ChessPgnReader *r, ChessGame *game, ChessPgnProblem *problem, Ctx *out)
{
  memset (out, 0, sizeof *out);
  ChessPgnStatus st = read_body (r, game, problem, out);
  capture_consumed (r);
  r->capturing = false;
  return st;
}

/* Reads the game just read by r again, from its captured bytes, in the other letters. */
static ChessPgnStatus
read_again (ChessPgnReader *r, const Ctx *first, ChessGame *game, ChessPgnProblem *problem,
            Ctx *out)
{
  ChessPgnReader *again = malloc (sizeof *again);
  if (!again)
    return CHESS_PGN_FAILED;
  ChessPgnMemory m;
  ChessSanLanguage other
      = r->file_language == CHESS_SAN_ENGLISH ? CHESS_SAN_TURKISH : CHESS_SAN_ENGLISH;
  chess_pgn_reader_init_memory (again, &m, r->capture, r->capture_len, other,
                                r->flags | CHESS_PGN_ONE_LANGUAGE);
  /* Places and game numbers as in the file. */
  again->line = first->start_line;
  again->column = first->start_column;
  again->at_line_start = first->start_column == 1;
  again->bom_checked = true;
  again->games = first->problem->game - 1;
  ChessPgnStatus st = read_one (again, game, problem, out);
  chess_pgn_reader_clear (again);
  free (again);
  return st;
}

/* Do two records hold the same moves? */
static bool
same_moves (const ChessGame *a, const ChessGame *b)
{
  if (a->count != b->count)
    return false;
  for (int i = 0; i < a->count; i++)
    if (a->moves[i].move != b->moves[i].move)
      return false;
  return true;
}

ChessPgnStatus
chess_pgn_read_game (ChessPgnReader *r, ChessGame *game, ChessPgnProblem *problem)
{
  if (r->flags & CHESS_PGN_ONE_LANGUAGE)
    {
      Ctx x;
      return read_one (r, game, problem, &x);
    }
  ChessSanLanguage preferred = r->language;
  r->language = r->file_language;
  Ctx x;
  ChessPgnStatus st = read_one (r, game, problem, &x);
  r->language = preferred;
  if (st != CHESS_PGN_GAME)
    return st;
  ChessSanLanguage first = problem->language;
  unsigned own = first == CHESS_SAN_ENGLISH ? CHESS_SAN_LETTERS_ENGLISH : CHESS_SAN_LETTERS_TURKISH;
  bool bad_move = problem->code == CHESS_PGN_ERROR_MOVE;
  /* Only a move the first reading refused, or moves all written with 'K' and letters common to
   * both languages, can be read otherwise; anything else would be read the same or not at all. */
  bool again = bad_move || ((x.letters & CHESS_SAN_LETTERS_SHARED) && !(x.letters & own));
  bool ambiguous = false;
  if (again && !r->capture_failed)
    {
      ChessGame other = { 0 };
      ChessPgnProblem *p = malloc (sizeof *p);
      if (!p)
        return CHESS_PGN_FAILED;
      Ctx y;
      st = read_again (r, &x, &other, p, &y);
      bool other_whole = st == CHESS_PGN_GAME && p->code != CHESS_PGN_ERROR_MOVE;
      if (st == CHESS_PGN_GAME && bad_move && (other_whole || other.count > game->count))
        {
          /* The other letters read more of the game: they are the game's. */
          ChessGame kept = *game;
          *game = other;
          other = kept;
          *problem = *p;
          x.letters = y.letters;
          bad_move = p->code == CHESS_PGN_ERROR_MOVE;
        }
      else if (!bad_move && other_whole && !same_moves (game, &other))
        ambiguous = true;
      chess_game_clear (&other);
      free (p);
      if (st == CHESS_PGN_FAILED)
        return st;
    }
  /* Moves without piece letters read the same in both: they are the standard's. */
  if (!x.letters)
    problem->language = CHESS_SAN_ENGLISH;
  if (problem->language == CHESS_SAN_TURKISH)
    {
      ChessPgnWarning *w = problem_warning (problem, CHESS_PGN_WARNING_TURKISH_LETTERS,
                                            x.start_line, x.start_column);
      if (w)
        w->language = CHESS_SAN_TURKISH;
    }
  if (ambiguous)
    {
      ChessPgnWarning *w
          = problem_warning (problem, CHESS_PGN_WARNING_LETTERS_AMBIGUOUS, x.k_line, x.k_column);
      if (w)
        {
          w->language = problem->language;
          w->ply = x.k_ply;
        }
    }
  /* A game whose letters are clear decides those the next games are read in first. */
  else if (!bad_move && x.letters)
    r->file_language = problem->language;
  return CHESS_PGN_GAME;
}

const char *
chess_pgn_error_word (ChessPgnError code)
{
  switch (code)
    {
    case CHESS_PGN_ERROR_NUL:
      return "nul";
    case CHESS_PGN_ERROR_TAG_TOO_LONG:
      return "tag-too-long";
    case CHESS_PGN_ERROR_COMMENT_TOO_LONG:
      return "comment-too-long";
    case CHESS_PGN_ERROR_TOO_MANY_TAGS:
      return "too-many-tags";
    case CHESS_PGN_ERROR_CONTROL:
      return "control";
    default:
      return NULL;
    }
}

/* ------------------------------------------------------------------------------------------ */
/* Clock stamps                                                                               */

bool
chess_pgn_parse_clock (const char *s, size_t len, int32_t *ms)
{
  int64_t v;
  if (!chess_clock_text_parse (s, len, CHESS_CLOCK_TEXT_PGN, INT32_MAX, &v))
    return false;
  *ms = (int32_t) v;
  return true;
}

char *
chess_pgn_format_clock (int32_t ms, char *buf, size_t size)
{
  if (ms < 0)
    ms = 0;
  int32_t s = ms / 1000, f = ms % 1000;
  int n
      = snprintf (buf, size, "%d:%02d:%02d", (int) (s / 3600), (int) (s / 60 % 60), (int) (s % 60));
  if (f && n > 0 && (size_t) n < size)
    {
      if (f % 100 == 0)
        snprintf (buf + n, size - (size_t) n, ".%d", (int) (f / 100));
      else if (f % 10 == 0)
        snprintf (buf + n, size - (size_t) n, ".%02d", (int) (f / 10));
      else
        snprintf (buf + n, size - (size_t) n, ".%03d", (int) f);
    }
  return buf;
}

/* ------------------------------------------------------------------------------------------ */
/* Writing                                                                                    */

/* The writer keeps the last word back: a word that must not start a line ('[' or '%' first) is
 * joined to it, so that the break comes before the pair. */
#define PENDING_MAX (2 * CHESS_PGN_LINE_LENGTH)

typedef struct
{
  ChessPgnWriteFunc write;
  void *user_data;
  int column; /* characters on the current line, the pending word not counted */
  bool failed;
  char pending[PENDING_MAX];
  size_t pending_len; /* 0: none */
  int pending_width;
} Out;

static void
put_now (Out *o, const char *s, size_t n)
{
  if (!o->failed && n > 0 && !o->write (o->user_data, s, n))
    o->failed = true;
}

static int
width (const char *s, size_t n)
{
  int w = 0;
  for (size_t i = 0; i < n; i++)
    w += ((unsigned char) s[i] & 0xC0) != 0x80;
  return w;
}

/* A line must not start with '%' (an escape line, standard 6) nor with '[' (inside a comment,
 * what looks like a tag pair there ends the comment for a reader of damaged files, the game
 * list's quick pass among them): such a word never starts a line. */
static bool
may_start_line (const char *s, size_t n)
{
  return !(n > 0 && (s[0] == '%' || s[0] == '['));
}

/* Puts the space or line break before a word of w characters. */
static void
separate (Out *o, int w, bool may_break)
{
  if (o->column == 0)
    return;
  if (may_break && o->column + 1 + w > CHESS_PGN_LINE_LENGTH)
    {
      put_now (o, "\n", 1);
      o->column = 0;
    }
  else
    {
      put_now (o, " ", 1);
      o->column++;
    }
}

/* Writes the word kept back, after its space or line break. */
static void
flush (Out *o)
{
  if (o->pending_len == 0)
    return;
  separate (o, o->pending_width, may_start_line (o->pending, o->pending_len));
  put_now (o, o->pending, o->pending_len);
  o->column += o->pending_width;
  o->pending_len = 0;
}

/* Bytes written as they are, after the word kept back. */
static void
put (Out *o, const char *s, size_t n)
{
  flush (o);
  put_now (o, s, n);
}

static void
word (Out *o, const char *s, size_t n)
{
  int w = width (s, n);
  if (o->pending_len > 0 && !may_start_line (s, n) && o->pending_len + 1 + n <= PENDING_MAX)
    {
      o->pending[o->pending_len++] = ' ';
      memcpy (o->pending + o->pending_len, s, n);
      o->pending_len += n;
      o->pending_width += 1 + w;
      return;
    }
  flush (o);
  if (n <= PENDING_MAX)
    {
      memcpy (o->pending, s, n);
      o->pending_len = n;
      o->pending_width = w;
      return;
    }
  separate (o, w, may_start_line (s, n));
  put_now (o, s, n);
  o->column += w;
}

static void
word0 (Out *o, const char *s)
{
  word (o, s, strlen (s));
}

/* Writes text as words separated by spaces; 'open' glues onto the first word, 'close' onto the
 * last (the braces of a comment). */
static void
words (Out *o, const char *open, const char *text, const char *close)
{
  char tmp[CHESS_PGN_LINE_LENGTH + 8];
  const char *s = text;
  bool first = true;
  while (*s == ' ')
    s++;
  if (!*s)
    {
      snprintf (tmp, sizeof tmp, "%s%s", open, close);
      word0 (o, tmp);
      return;
    }
  while (*s)
    {
      const char *e = s;
      while (*e && *e != ' ')
        e++;
      const char *next_word = e;
      while (*next_word == ' ')
        next_word++;
      bool last = *next_word == '\0';
      size_t n = (size_t) (e - s);
      size_t lo = first ? strlen (open) : 0, lc = last ? strlen (close) : 0;
      if (lo + n + lc < sizeof tmp)
        {
          memcpy (tmp, open, lo);
          memcpy (tmp + lo, s, n);
          memcpy (tmp + lo + n, close, lc);
          word (o, tmp, lo + n + lc);
        }
      else
        {
          /* A long word: written in pieces, but as one word for line breaking. */
          const char *o_ = first ? open : "", *c_ = last ? close : "";
          int w = width (o_, lo) + width (s, n) + width (c_, lc);
          flush (o);
          separate (o, w, lo ? may_start_line (o_, lo) : may_start_line (s, n));
          put_now (o, o_, lo);
          put_now (o, s, n);
          put_now (o, c_, lc);
          o->column += w;
        }
      first = false;
      s = next_word;
    }
}

static void
put_tag (Out *o, const char *name, const char *value)
{
  put (o, "[", 1);
  put (o, name, strlen (name));
  put (o, " \"", 2);
  for (const char *s = value; *s; s++)
    {
      const char *run = s;
      while (*s && *s != '"' && *s != '\\' && (unsigned char) *s >= 0x20 && *s != 0x7f)
        s++;
      put (o, run, (size_t) (s - run));
      if (!*s)
        break;
      /* A control character is no printing character (PGN standard 7), and the reader refuses
       * one in a tag value: it is written as a space. */
      if ((unsigned char) *s < 0x20 || *s == 0x7f)
        put (o, " ", 1);
      else
        {
          put (o, "\\", 1);
          put (o, s, 1);
        }
    }
  put (o, "\"]\n", 3);
}

static const char *const roster[]
    = { "Event", "Site", "Date", "Round", "White", "Black", "Result" };

static bool
in_roster (const char *name)
{
  for (int i = 0; i < 7; i++)
    if (strcmp (name, roster[i]) == 0)
      return true;
  return strcmp (name, "SetUp") == 0 || strcmp (name, "FEN") == 0;
}

static void
write_tags (Out *o, const ChessGame *g)
{
  for (int i = 0; i < 7; i++)
    {
      const char *v = chess_game_get_tag (g, roster[i]);
      if (i == 6)
        v = chess_result_to_string (g->result);
      else if (!v)
        v = i == 2 ? "????.??.??" : "?";
      put_tag (o, roster[i], v);
    }
  char fen[CHESS_FEN_MAX], initial[CHESS_FEN_MAX];
  ChessPosition start;
  chess_position_init_start (&start);
  chess_position_to_fen (&g->start, CHESS_FEN_STYLE_XFEN, fen, sizeof fen);
  chess_position_to_fen (&start, CHESS_FEN_STYLE_XFEN, initial, sizeof initial);
  if (strcmp (fen, initial) != 0)
    {
      put_tag (o, "SetUp", "1");
      put_tag (o, "FEN", fen);
    }
  /* The rest in ASCII order of their names, picked one by one: no allocation. */
  const char *last = NULL;
  for (;;)
    {
      const ChessGameTag *best = NULL;
      for (int i = 0; i < g->tag_count; i++)
        {
          const ChessGameTag *t = &g->tags[i];
          if (in_roster (t->name) || (last && strcmp (t->name, last) <= 0))
            continue;
          if (!best || strcmp (t->name, best->name) < 0)
            best = t;
        }
      if (!best)
        break;
      put_tag (o, best->name, best->value);
      last = best->name;
    }
  put (o, "\n", 1);
}

static bool
has_notes (const ChessGameMove *m)
{
  return m->comment || m->variations || m->draw_offer || m->clock_ms != CHESS_GAME_NO_TIME
         || m->elapsed_ms != CHESS_GAME_NO_TIME;
}

static void
write_comment (Out *o, const ChessGameMove *m)
{
  char tmp[48], clk[24];
  bool braces
      = m->draw_offer || m->clock_ms != CHESS_GAME_NO_TIME || m->elapsed_ms != CHESS_GAME_NO_TIME;
  /* Text with a '}' cannot go between braces: it goes in a ';' comment to the line's end. */
  bool semicolon = m->comment && strchr (m->comment, '}');
  bool text_in_braces = m->comment && !semicolon;
  if (braces || text_in_braces)
    {
      const char *open = "{";
      int units = 0;
      const char *items[3];
      char bufs[3][48];
      if (m->draw_offer)
        items[units++] = "(=)";
      if (m->clock_ms != CHESS_GAME_NO_TIME)
        {
          snprintf (bufs[units], sizeof bufs[units], "[%%clk %s]",
                    chess_clock_format_reading ((int64_t) m->clock_ms * 1000, clk, sizeof clk));
          items[units] = bufs[units];
          units++;
        }
      if (m->elapsed_ms != CHESS_GAME_NO_TIME)
        {
          snprintf (bufs[units], sizeof bufs[units], "[%%emt %s]",
                    chess_pgn_format_clock (m->elapsed_ms, clk, sizeof clk));
          items[units] = bufs[units];
          units++;
        }
      for (int i = 0; i < units; i++)
        {
          bool last = i == units - 1 && !text_in_braces;
          snprintf (tmp, sizeof tmp, "%s%s%s", open, items[i], last ? "}" : "");
          word0 (o, tmp);
          open = "";
        }
      if (text_in_braces)
        words (o, open, m->comment, "}");
    }
  if (semicolon)
    {
      /* Whatever the width, the comment must run to the end of its line. */
      word (o, ";", 1);
      put (o, " ", 1);
      put (o, m->comment, strlen (m->comment));
      put (o, "\n", 1);
      o->column = 0;
    }
}

ChessPgnWriteStatus
chess_pgn_write_game (const ChessGame *g, ChessPgnWriteFunc write, void *user_data)
{
  Out o = { .write = write, .user_data = user_data };
  write_tags (&o, g);
  if (g->comment && strchr (g->comment, '}'))
    {
      word (&o, ";", 1);
      put (&o, " ", 1);
      put (&o, g->comment, strlen (g->comment));
      put (&o, "\n", 1);
      o.column = 0;
    }
  else if (g->comment)
    words (&o, "{", g->comment, "}");
  ChessPosition pos = g->start;
  bool interrupted = true; /* black's move needs its number after a comment or variation */
  for (int i = 0; i < g->count; i++)
    {
      const ChessGameMove *m = &g->moves[i];
      /* The move number and the move stay on one line. */
      char num[24], unit[24 + CHESS_SAN_MAX + 2], san[CHESS_SAN_MAX];
      num[0] = '\0';
      if (pos.side == CHESS_WHITE)
        snprintf (num, sizeof num, "%d. ", pos.fullmove);
      else if (interrupted)
        snprintf (num, sizeof num, "%d... ", pos.fullmove);
      if (!chess_movegen_is_legal (&pos, m->move))
        return CHESS_PGN_WRITE_ERROR_MOVE;
      snprintf (unit, sizeof unit, "%s%s", num,
                chess_san_write (&pos, m->move, CHESS_SAN_ENGLISH, san, sizeof san));
      word0 (&o, unit);
      for (int k = 0; k < m->nag_count; k++)
        {
          snprintf (num, sizeof num, "$%d", m->nags[k]);
          word0 (&o, num);
        }
      write_comment (&o, m);
      if (m->variations)
        words (&o, "", m->variations, "");
      interrupted = has_notes (m);
      ChessUndo undo;
      chess_position_make (&pos, m->move, &undo);
    }
  word0 (&o, chess_result_to_string (g->result));
  put (&o, "\n\n", 2);
  return o.failed ? CHESS_PGN_WRITE_ERROR_OUTPUT : CHESS_PGN_WRITE_OK;
}

static bool
write_file (void *user_data, const char *data, size_t len)
{
  return fwrite (data, 1, len, user_data) == len;
}

ChessPgnWriteStatus
chess_pgn_write_game_file (const ChessGame *game, FILE *file)
{
  return chess_pgn_write_game (game, write_file, file);
}
