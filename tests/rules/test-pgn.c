/* test-pgn.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The PGN reader and writer: records read from hand-written games, problems with their places,
 * streaming through small reads, export format as the PGN standard lays it out, round trips.
 */
#include <glib.h>
#include <string.h>

#include "chess-clock.h"
#include "chess-pgn.h"
#include "game-test-util.h"

#ifndef TEST_DATA_DIR
#error "TEST_DATA_DIR must name tests/data"
#endif

/* ----- Reading from memory, in chunks of a chosen size ----- */

typedef struct
{
  const char *data;
  size_t len, pos, chunk;
  bool fail_at_end; /* report a read failure instead of the end */
} MemSource;

static long
mem_read (void *user_data, char *buf, size_t size)
{
  MemSource *m = user_data;
  if (m->pos == m->len)
    return m->fail_at_end ? -1 : 0;
  size_t n = m->len - m->pos;
  if (n > size)
    n = size;
  if (m->chunk && n > m->chunk)
    n = m->chunk;
  memcpy (buf, m->data + m->pos, n);
  m->pos += n;
  return (long) n;
}

static ChessPgnReader *
reader_for (MemSource *src, const char *text, size_t chunk, ChessSanLanguage lang, unsigned flags)
{
  *src = (MemSource){ .data = text, .len = strlen (text), .chunk = chunk };
  ChessPgnReader *r = g_new (ChessPgnReader, 1);
  chess_pgn_reader_init (r, mem_read, src, lang, flags);
  return r;
}

static void
reader_free (ChessPgnReader *r)
{
  chess_pgn_reader_clear (r);
  g_free (r);
}

static bool
mem_write (void *user_data, const char *data, size_t len)
{
  g_string_append_len (user_data, data, (gssize) len);
  return true;
}

static char *
write_game (const ChessGame *game)
{
  GString *s = g_string_new (NULL);
  g_assert_cmpint (chess_pgn_write_game (game, mem_write, s), ==, CHESS_PGN_WRITE_OK);
  return g_string_free (s, FALSE);
}

static char *
file_text (const char *name)
{
  g_autofree char *path = g_build_filename (TEST_DATA_DIR, "pgn", name, NULL);
  char *text = NULL;
  g_autoptr (GError) error = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  return text;
}

/* ----- Clock stamps ----- */

typedef struct
{
  const char *text;
  bool ok;
  int32_t ms;
} ClockCase;

/* h:mm:ss = (h * 3600 + mm * 60 + ss) * 1000 ms, plus the fraction. */
static const ClockCase clock_cases[] = {
  { "1:23:45", true, 5025000 },
  { "0:00:00", true, 0 },
  { "0:03:00", true, 180000 },
  { "1:29:58.5", true, 5398500 },
  { "0:00:09.25", true, 9250 },
  { "0:00:01.125", true, 1125 },
  { "0:00:01.1259", true, 1125 }, /* past milliseconds the digits are dropped */
  { "12:00:00", true, 43200000 },
  { "3:00", true, 180000 }, /* minutes and seconds only */
  { "596:31:23.647", true, 2147483647 },
  { "596:31:23.648", false, 0 }, /* one past 32 bits of milliseconds */
  { "1:60:00", false, 0 },
  { "1:00:60", false, 0 },
  { "1:2:3", true, 3723000 },
  { "1:234:00", false, 0 },
  { "1:00:00.", false, 0 },
  { "1", false, 0 },
  { "", false, 0 },
  { "1:00:00:00", false, 0 },
  { "a:00:00", false, 0 },
  { "-1:00:00", false, 0 },
};

static void
test_clock_parse (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (clock_cases); i++)
    {
      const ClockCase *c = &clock_cases[i];
      int32_t ms = -7;
      bool ok = chess_pgn_parse_clock (c->text, strlen (c->text), &ms);
      g_test_message ("clock '%s'", c->text);
      g_assert_cmpint (ok, ==, c->ok);
      if (c->ok)
        g_assert_cmpint (ms, ==, c->ms);
    }
}

static void
test_clock_format (void)
{
  static const struct
  {
    int32_t ms;
    const char *text;
  } cases[] = {
    { 5025000, "1:23:45" },   { 0, "0:00:00" },        { 5398500, "1:29:58.5" },
    { 9250, "0:00:09.25" },   { 1125, "0:00:01.125" }, { 43200000, "12:00:00" },
    { 59999, "0:00:59.999" },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      char buf[24];
      g_assert_cmpstr (chess_pgn_format_clock (cases[i].ms, buf, sizeof buf), ==, cases[i].text);
    }
}

/* ----- Reading single games ----- */

typedef struct
{
  const char *name;
  const char *pgn;
  ChessSanLanguage lang;
  unsigned flags;
  int count; /* moves recorded */
  ChessResult result;
  ChessPgnError code;
  ChessPgnExpect expected;
  int line, column, ply; /* of the problem, when there is one */
  const char *text;      /* the move of CHESS_PGN_ERROR_MOVE */
} ReadCase;

#define NONE CHESS_RESULT_NONE
#define WHITE CHESS_RESULT_WHITE_WINS
#define BLACK CHESS_RESULT_BLACK_WINS
#define DRAW CHESS_RESULT_DRAW

static const ReadCase read_cases[] = {
  { "plain", "1. e4 e5 2. Nf3 Nc6 *", 0, 0, 4, NONE, CHESS_PGN_OK, CHESS_PGN_EXPECT_NOTHING, 0, 0,
    0, NULL },
  { "no-spaces", "1.e4 e5 2.Nf3 Nc6 3.Bb5 1-0", 0, 0, 5, WHITE, CHESS_PGN_OK,
    CHESS_PGN_EXPECT_NOTHING, 0, 0, 0, NULL },
  { "black-number", "[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 1\"]\n1...Kd7 2.e4 Kc6 0-1", 0, 0, 3,
    BLACK, CHESS_PGN_OK, CHESS_PGN_EXPECT_NOTHING, 0, 0, 0, NULL },
  { "no-numbers", "e4 e5 Nf3 1/2-1/2", 0, 0, 3, DRAW, CHESS_PGN_OK, CHESS_PGN_EXPECT_NOTHING, 0, 0,
    0, NULL },
  /* The Result tag is the game's result; the marker only when the tag holds none. */
  { "tag-wins", "[Result \"1-0\"]\n\n1. e4 0-1", 0, 0, 1, WHITE, CHESS_PGN_OK,
    CHESS_PGN_EXPECT_NOTHING, 0, 0, 0, NULL },
  { "bad-tag-value", "[Result \"won\"]\n\n1. e4 0-1", 0, 0, 1, BLACK, CHESS_PGN_OK,
    CHESS_PGN_EXPECT_NOTHING, 0, 0, 0, NULL },
  { "castling-zeros", "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 *", 0, 0, 7, NONE, CHESS_PGN_OK,
    CHESS_PGN_EXPECT_NOTHING, 0, 0, 0, NULL },
  { "en-passant-mark", "[FEN \"4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1\"]\n1. e4 dxe3 e.p. 2. Kd1 ep *",
    0, 0, 3, NONE, CHESS_PGN_OK, CHESS_PGN_EXPECT_NOTHING, 0, 0, 0, NULL },
  { "turkish", "1. e4 e5 2. Af3 Ac6 3. Fb5 Af6 4. O-O Fe7 5. Ke1 *", CHESS_SAN_TURKISH, 0, 9, NONE,
    CHESS_PGN_OK, CHESS_PGN_EXPECT_NOTHING, 0, 0, 0, NULL },
  { "escape-lines", "% first\n%[Event \"x\"]\n1. e4\n% 2. d4\ne5 *", 0, 0, 2, NONE, CHESS_PGN_OK,
    CHESS_PGN_EXPECT_NOTHING, 0, 0, 0, NULL },
  /* The move is recorded up to the bad one; the place is that of its first character. */
  { "illegal", "1. e4 e5 2. Ke3 Nc6 *", 0, 0, 2, NONE, CHESS_PGN_ERROR_MOVE,
    CHESS_PGN_EXPECT_LEGAL_MOVE, 1, 13, 2, "Ke3" },
  { "illegal-second-line", "[Event \"x\"]\n\n1. d4 d5\n2. Bf4 e6 3. Bb8 *", 0, 0, 4, NONE,
    CHESS_PGN_ERROR_MOVE, CHESS_PGN_EXPECT_LEGAL_MOVE, 4, 14, 4, "Bb8" },
  { "unreadable", "1. e4 xyz *", 0, 0, 1, NONE, CHESS_PGN_ERROR_MOVE, CHESS_PGN_EXPECT_LEGAL_MOVE,
    1, 7, 1, "xyz" },
  { "english-in-turkish", "1. Nf3 *", CHESS_SAN_TURKISH, CHESS_PGN_ONE_LANGUAGE, 0, NONE,
    CHESS_PGN_ERROR_MOVE, CHESS_PGN_EXPECT_LEGAL_MOVE, 1, 4, 0, "Nf3" },
  { "turkish-in-english", "1. Af3 *", CHESS_SAN_ENGLISH, CHESS_PGN_ONE_LANGUAGE, 0, NONE,
    CHESS_PGN_ERROR_MOVE, CHESS_PGN_EXPECT_LEGAL_MOVE, 1, 4, 0, "Af3" },
  /* Without CHESS_PGN_ONE_LANGUAGE the letters that read the game are found. */
  { "english-found", "1. Nf3 *", CHESS_SAN_TURKISH, 0, 1, NONE, CHESS_PGN_OK,
    CHESS_PGN_EXPECT_NOTHING, 0, 0, 0, NULL },
  { "turkish-found", "1. Af3 *", CHESS_SAN_ENGLISH, 0, 1, NONE, CHESS_PGN_OK,
    CHESS_PGN_EXPECT_NOTHING, 0, 0, 0, NULL },
  /* Columns count characters: "Ş" is one. */
  { "column-utf8", "1. e4 e5 2. Şe2 Şe3 *", CHESS_SAN_TURKISH, 0, 3, NONE, CHESS_PGN_ERROR_MOVE,
    CHESS_PGN_EXPECT_LEGAL_MOVE, 1, 17, 3, "Şe3" },
  /* A game without marker before the next game's tags is damaged; at the file's end it is the
   * last game of a file cut while it was written: unfinished (a warning, below). */
  { "no-marker", "1. e4 e5\n[Event \"Next\"]\n1. d4 *", 0, 0, 2, NONE,
    CHESS_PGN_ERROR_NO_TERMINATION, CHESS_PGN_EXPECT_RESULT, 2, 1, 2, NULL },
  { "no-marker-at-end", "1. e4 e5", 0, 0, 2, NONE, CHESS_PGN_OK, CHESS_PGN_EXPECT_NOTHING, 0, 0, 0,
    NULL },
  { "no-marker-result-tag", "[Result \"1-0\"]\n1. e4 e5 ", 0, 0, 2, WHITE, CHESS_PGN_OK,
    CHESS_PGN_EXPECT_NOTHING, 0, 0, 0, NULL },
  { "bad-nag", "1. e4 $256 e5 *", 0, 0, 1, NONE, CHESS_PGN_ERROR_SYNTAX, CHESS_PGN_EXPECT_MOVE, 1,
    7, 1, NULL },
  { "bad-suffix", "1. e4 ?!? e5 *", 0, 0, 1, NONE, CHESS_PGN_ERROR_SYNTAX, CHESS_PGN_EXPECT_MOVE, 1,
    7, 1, NULL },
  { "variation-first", "(1. d4) 1. e4 *", 0, 0, 0, NONE, CHESS_PGN_ERROR_SYNTAX,
    CHESS_PGN_EXPECT_MOVE, 1, 1, 0, NULL },
  { "stray-close", "1. e4 ) e5 *", 0, 0, 1, NONE, CHESS_PGN_ERROR_SYNTAX, CHESS_PGN_EXPECT_MOVE, 1,
    7, 1, NULL },
  { "tag-name", "[ \"x\"]\n1. e4 *", 0, 0, 0, NONE, CHESS_PGN_ERROR_SYNTAX,
    CHESS_PGN_EXPECT_TAG_NAME, 1, 3, 0, NULL },
  { "tag-end", "[Event \"x\" junk]\n1. e4 *", 0, 0, 0, NONE, CHESS_PGN_ERROR_SYNTAX,
    CHESS_PGN_EXPECT_TAG_END, 1, 12, 0, NULL },
  { "string-end", "[Event \"x]\n1. e4 *", 0, 0, 0, NONE, CHESS_PGN_ERROR_UNTERMINATED_STRING,
    CHESS_PGN_EXPECT_STRING_END, 1, 8, 0, NULL },
  { "comment-end", "1. e4 {open", 0, 0, 1, NONE, CHESS_PGN_ERROR_UNTERMINATED_COMMENT,
    CHESS_PGN_EXPECT_COMMENT_END, 1, 7, 1, NULL },
  { "variation-end", "1. e4 e5 (1... c5", 0, 0, 2, NONE, CHESS_PGN_ERROR_UNTERMINATED_VARIATION,
    CHESS_PGN_EXPECT_VARIATION_END, 1, 10, 2, NULL },
  { "too-long", "1. eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee *", 0,
    0, 0, NONE, CHESS_PGN_ERROR_TOO_LONG, CHESS_PGN_EXPECT_MOVE, 1, 4, 0, NULL },
  /* "[FEN " is 5 characters: the value starts at column 7; its eighth character is the '9'. */
  { "bad-fen", "[FEN \"rnbqkbnr/9/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n\n1. e4 *", 0, 0, 0,
    NONE, CHESS_PGN_ERROR_FEN, CHESS_PGN_EXPECT_FEN, 1, 0, 0, NULL },
};

static void
test_read (gconstpointer data)
{
  const ReadCase *c = data;
  MemSource src;
  ChessPgnReader *r = reader_for (&src, c->pgn, 0, c->lang, c->flags);
  ChessGame game = { 0 };
  ChessPgnProblem p;
  g_assert_cmpint (chess_pgn_read_game (r, &game, &p), ==, CHESS_PGN_GAME);
  g_assert_cmpint (p.game, ==, 1);
  g_assert_cmpint (game.count, ==, c->count);
  g_assert_cmpint (game.result, ==, c->result);
  g_assert_cmpint (p.code, ==, c->code);
  if (c->code != CHESS_PGN_OK)
    {
      g_assert_cmpint (p.expected, ==, c->expected);
      g_assert_cmpint (p.line, ==, c->line);
      if (c->column)
        g_assert_cmpint (p.column, ==, c->column);
      else
        g_assert_cmpint (p.column, >=, 7);
      g_assert_cmpint (p.ply, ==, c->ply);
    }
  if (c->text)
    g_assert_cmpstr (p.text, ==, c->text);
  chess_game_clear (&game);
  /* Then the end (after the next game, for the one that leads to it). */
  ChessPgnStatus st = chess_pgn_read_game (r, &game, &p);
  if (g_str_equal (c->name, "no-marker"))
    {
      g_assert_cmpint (st, ==, CHESS_PGN_GAME);
      g_assert_cmpint (p.code, ==, CHESS_PGN_OK);
      chess_game_clear (&game);
      st = chess_pgn_read_game (r, &game, &p);
    }
  g_assert_cmpint (st, ==, CHESS_PGN_END);
  chess_game_clear (&game);
  reader_free (r);
}

/* ----- Warnings: variations checked, FENs completed ----- */

/* Each warning written "CODE:line:column[:ply:depth:move]" (V: a variation's move, with the ply
 * of the position it was written in and the variation's depth; Z: a FEN's move number 0; C: a
 * FEN completed, with its field count), joined by spaces. Columns counted by hand from 1 and
 * checked by measuring the strings; the moves' legality is worked out by hand in each comment. */
typedef struct
{
  const char *name;
  const char *pgn;
  int count;          /* main-line moves recorded: variations never change them */
  ChessPgnError code; /* the main line's problem */
  const char *warnings;
  int total; /* warnings counted */
} WarnCase;

static const WarnCase warn_cases[] = {
  /* 1...c5 replaces 1...e5 (ply 1); 2.Ke3 moves the king two squares: not legal (3.8). */
  { "variation-illegal", "1. e4 e5 (1... c5 2. Ke3) 2. Nf3 *", 3, CHESS_PGN_OK, "V:1:22:2:1:Ke3",
    1 },
  /* A variation replaces the move before it: here 1.e4, so White is to move and cannot play e5
   * (read after 1.e4 it would be Black's legal 1...e5). */
  { "variation-replaces", "1. e4 (1... e5) e5 *", 2, CHESS_PGN_OK, "V:1:13:0:1:e5", 1 },
  /* 2.Bc4 Nf6, and inside it 2...Bc5 replacing Nf6: 3.Bc4 lands on White's own bishop (ply 4,
   * depth 2). The outer variation goes on after it: 3.d3 is legal, 3...Kf7 is not (Black's own
   * pawn stands on f7; ply 5, depth 1). */
  { "variation-nested", "1. e4 e5 2. Nf3 (2. Bc4 Nf6 (2... Bc5 3. Bc4) 3. d3 Kf7) Nc6 *", 4,
    CHESS_PGN_OK, "V:1:42:4:2:Bc4 V:1:53:5:1:Kf7", 2 },
  { "variation-legal", "1. e4 e5 2. Nf3 (2. Bc4 Nf6 (2... Bc5 3. Qh5) 3. d3) Nc6 *", 4,
    CHESS_PGN_OK, "", 0 },
  /* After the bad move the rest of that variation, and the variation inside it, is unchecked. */
  { "variation-rest", "1. e4 e5 (1... c5 2. Ke3 Ke2 (2. Kd7)) 2. Nf3 *", 3, CHESS_PGN_OK,
    "V:1:22:2:1:Ke3", 1 },
  /* A null move is no move of chess: nothing after it is checked. The (=) mark opens nothing. */
  { "variation-null", "1. e4 e5 (1... -- 2. d4 Zz) (1... Z0 Zz) 2. Nf3 *", 3, CHESS_PGN_OK, "", 0 },
  { "variation-offer", "1. e4 e5 (1... c5 (=) 2. Nf3) 2. Nf3 *", 3, CHESS_PGN_OK, "", 0 },
  /* The main line's bad move stops the record; its variations are not read as moves. */
  { "main-line-stopped", "1. e4 e5 2. Ke3 (2. Kxx) *", 2, CHESS_PGN_ERROR_MOVE, "", 0 },
  /* The line continues on the next line of the file: line 2, column 7. */
  { "variation-line-two", "1. e4 e5\n(1... c5 Ke7) 2. Nf3 *", 3, CHESS_PGN_OK, "V:2:10:2:1:Ke7",
    1 },
  /* "[FEN " is 5 characters, so the value starts at column 7: the move number's 0 is its 31st
   * character (column 37); the two-field FEN ends at column 29, the missing fields at 30. */
  { "fen-fullmove-zero", "[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 0\"]\n1. e4 *", 1, CHESS_PGN_OK,
    "Z:1:37", 1 },
  { "fen-two-fields", "[FEN \"4k3/8/8/8/8/8/4P3/4K3 b\"]\n1... Kd7 *", 1, CHESS_PGN_OK, "C:1:30:2",
    1 },
  { "fen-four-fields", "[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - -\"]\n1... Kd7 *", 1, CHESS_PGN_OK, "",
    0 },
  /* Turkish letters: A (at) is no English letter, so the game reads in Turkish only. */
  { "turkish-letters", "1. e4 e5 2. Af3 Ac6 *", 4, CHESS_PGN_OK, "T:1:1", 1 },
  /* White Ke1 Ra1, Black Ke8 Rh8. In English 1.Kd1 and 1...Kf8 are king moves (one square, to
   * squares nobody attacks); in Turkish K is the rook: a1-d1 and h8-f8 over empty squares. Both
   * readings are legal and differ: the first letters tried (English) stay, said at the first K
   * (line 2, column 4, before ply 0). */
  { "letters-ambiguous", "[FEN \"4k2r/8/8/8/8/8/8/R3K3 w - - 0 1\"]\n1. Kd1 Kf8 *", 2, CHESS_PGN_OK,
    "A:2:4:0:en", 1 },
  /* The same position: a king cannot go from e1 to b1 (3.8), a rook from a1 can; h8-g8 likewise.
   * Only the Turkish reading is legal. */
  { "letters-turkish-legal", "[FEN \"4k2r/8/8/8/8/8/8/R3K3 w - - 0 1\"]\n1. Kb1 Kg8 *", 2,
    CHESS_PGN_OK, "T:1:1", 1 },
  /* ... and a rook cannot pass its own king from a1 to f1, a king from e1 can step there: an
   * English game, no warning. */
  { "letters-english-legal", "[FEN \"4k2r/8/8/8/8/8/8/R3K3 w - - 0 1\"]\n1. Kf1 Kd8 *", 2,
    CHESS_PGN_OK, "", 0 },
  /* Quotes not escaped (2 of 375 games of a public mate collection): the stray quote is the
   * second, column 9. A quote inside a value is no stray quote when ']' follows the value. */
  { "tag-quotes", "[White \"\"Socrates Expert\"\"]\n1. e4 *", 1, CHESS_PGN_OK, "Q:1:9", 1 },
  { "tag-quotes-inside", "[White \"A \"B\" C\"]\n[Black \"D\"]\n1. e4 *", 1, CHESS_PGN_OK, "Q:1:11",
    1 },
  { "tag-quotes-escaped", "[White \"A \\\"B\\\" C\"] [Black \"D\"]\n1. e4 *", 1, CHESS_PGN_OK, "",
    0 },
  /* The file ends in the moves: "1. e4 e5" is 8 characters, the end column 9. */
  { "no-result", "1. e4 e5", 2, CHESS_PGN_OK, "R:1:9", 1 },
  { "no-result-comment", "1. e4 e5 {[%clk 1:30:00]}\n", 2, CHESS_PGN_OK, "R:2:1", 1 },
};

static char *
warnings_text (const ChessPgnProblem *p)
{
  GString *s = g_string_new (NULL);
  int kept = MIN (p->warning_count, CHESS_PGN_MAX_WARNINGS);
  for (int i = 0; i < kept; i++)
    {
      const ChessPgnWarning *w = &p->warnings[i];
      if (s->len)
        g_string_append_c (s, ' ');
      switch (w->code)
        {
        case CHESS_PGN_WARNING_VARIATION_MOVE:
          g_string_append_printf (s, "V:%ld:%d:%d:%d:%s", w->line, w->column, w->ply, w->depth,
                                  w->text);
          break;
        case CHESS_PGN_WARNING_FEN_FULLMOVE_ZERO:
          g_string_append_printf (s, "Z:%ld:%d", w->line, w->column);
          break;
        case CHESS_PGN_WARNING_FEN_COMPLETED:
          g_string_append_printf (s, "C:%ld:%d:%d", w->line, w->column, w->fields);
          break;
        case CHESS_PGN_WARNING_TURKISH_LETTERS:
          g_string_append_printf (s, "T:%ld:%d", w->line, w->column);
          break;
        case CHESS_PGN_WARNING_LETTERS_AMBIGUOUS:
          g_string_append_printf (s, "A:%ld:%d:%d:%s", w->line, w->column, w->ply,
                                  w->language == CHESS_SAN_TURKISH ? "tr" : "en");
          break;
        case CHESS_PGN_WARNING_TAG_QUOTES:
          g_string_append_printf (s, "Q:%ld:%d", w->line, w->column);
          break;
        case CHESS_PGN_WARNING_NO_RESULT:
          g_string_append_printf (s, "R:%ld:%d", w->line, w->column);
          break;
        }
    }
  return g_string_free (s, FALSE);
}

static void
test_warnings (gconstpointer data)
{
  const WarnCase *c = data;
  /* The same warnings whether the notes are kept or only the moves. */
  for (unsigned flags = 0; flags <= CHESS_PGN_MOVES_ONLY; flags += CHESS_PGN_MOVES_ONLY)
    {
      MemSource src;
      ChessPgnReader *r = reader_for (&src, c->pgn, 0, CHESS_SAN_ENGLISH, flags);
      ChessGame game = { 0 };
      ChessPgnProblem p;
      g_assert_cmpint (chess_pgn_read_game (r, &game, &p), ==, CHESS_PGN_GAME);
      g_assert_cmpint (game.count, ==, c->count);
      g_assert_cmpint (p.code, ==, c->code);
      g_autofree char *text = warnings_text (&p);
      g_assert_cmpstr (text, ==, c->warnings);
      g_assert_cmpint (p.warning_count, ==, c->total);
      /* A move number 0 is move 1. */
      g_assert_cmpint (game.start.fullmove, >=, 1);
      chess_game_clear (&game);
      reader_free (r);
    }
}

/* Twenty bad variations: all counted, the first CHESS_PGN_MAX_WARNINGS kept. */
/* Quotes not escaped: the value runs from the first quote to the last one before the line's
 * ']', as python-chess's tag pattern (quote, any text, quote, ']' at the line's end) takes it:
 * for [White ""Socrates Expert""] the value is "Socrates Expert" with its quotes. */
static void
test_tag_quotes_value (void)
{
  static const struct
  {
    const char *pgn, *white, *black;
  } cases[] = {
    { "[White \"\"Socrates Expert\"\"]\n[Black \"B\"]\n1. e4 *", "\"Socrates Expert\"", "B" },
    { "[White \"A \"B\" C\"]\n[Black \"D\"]\n1. e4 *", "A \"B\" C", "D" },
    { "[White \"A \"B\" C\"] [Black \"D\"]\n1. e4 *", "A \"B\" C", "D" },
    { "[White \"A\\\\\"B\" C\"]\n1. e4 *", "A\\\"B\" C", NULL },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      MemSource src;
      ChessPgnReader *r = reader_for (&src, cases[i].pgn, 0, CHESS_SAN_ENGLISH, 0);
      ChessGame game = { 0 };
      ChessPgnProblem p;
      g_assert_cmpint (chess_pgn_read_game (r, &game, &p), ==, CHESS_PGN_GAME);
      g_assert_cmpint (p.code, ==, CHESS_PGN_OK);
      g_assert_cmpint (p.warning_count, ==, 1);
      g_assert_cmpint (p.warnings[0].code, ==, CHESS_PGN_WARNING_TAG_QUOTES);
      g_assert_cmpstr (chess_game_get_tag (&game, "White"), ==, cases[i].white);
      g_assert_cmpstr (chess_game_get_tag (&game, "Black"), ==, cases[i].black);
      g_assert_cmpint (game.count, ==, 1);
      chess_game_clear (&game);
      reader_free (r);
    }
}

static void
test_warnings_many (void)
{
  GString *pgn = g_string_new ("1. e4 ");
  for (int i = 0; i < 20; i++)
    g_string_append (pgn, "(1. e5) ");
  g_string_append (pgn, "e5 *");
  MemSource src;
  ChessPgnReader *r = reader_for (&src, pgn->str, 0, CHESS_SAN_ENGLISH, 0);
  ChessGame game = { 0 };
  ChessPgnProblem p;
  g_assert_cmpint (chess_pgn_read_game (r, &game, &p), ==, CHESS_PGN_GAME);
  g_assert_cmpint (p.warning_count, ==, 20);
  g_assert_cmpint (game.count, ==, 2);
  /* "1. e4 " is 6 characters and each "(1. e5) " 8: the last kept e5 is at 7 + 15 * 8 + 4. */
  g_assert_cmpint (p.warnings[CHESS_PGN_MAX_WARNINGS - 1].column, ==, 7 + 15 * 8 + 4);
  chess_game_clear (&game);
  reader_free (r);
  g_string_free (pgn, TRUE);
}

static void
test_read_nothing (void)
{
  static const char *const texts[]
      = { "", "   \n\n", "\xEF\xBB\xBF", "% only\n% escapes\n", "\r\n\t" };
  for (gsize i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      MemSource src;
      ChessPgnReader *r = reader_for (&src, texts[i], 0, CHESS_SAN_ENGLISH, 0);
      ChessGame game = { 0 };
      ChessPgnProblem p;
      g_assert_cmpint (chess_pgn_read_game (r, &game, &p), ==, CHESS_PGN_END);
      chess_game_clear (&game);
      reader_free (r);
    }
}

static void
test_read_failure (void)
{
  MemSource src;
  ChessPgnReader *r = reader_for (&src, "1. e4 e5 *\n\n1. d4", 3, CHESS_SAN_ENGLISH, 0);
  src.fail_at_end = true;
  ChessGame game = { 0 };
  ChessPgnProblem p;
  g_assert_cmpint (chess_pgn_read_game (r, &game, &p), ==, CHESS_PGN_GAME);
  g_assert_cmpint (game.count, ==, 2);
  chess_game_clear (&game);
  g_assert_cmpint (chess_pgn_read_game (r, &game, &p), ==, CHESS_PGN_FAILED);
  g_assert_cmpint (p.code, ==, CHESS_PGN_ERROR_READ);
  chess_game_clear (&game);
  reader_free (r);
}

/* ----- The annotated game, field by field ----- */

static void
assert_nags (const ChessGameMove *m, const char *want)
{
  GString *s = g_string_new (NULL);
  for (int i = 0; i < m->nag_count; i++)
    g_string_append_printf (s, "%s%d", i ? " " : "", m->nags[i]);
  g_assert_cmpstr (s->str, ==, want);
  g_string_free (s, TRUE);
}

static void
test_annotated (void)
{
  g_autofree char *text = file_text ("annotated.pgn");
  MemSource src;
  ChessPgnReader *r = reader_for (&src, text, 0, CHESS_SAN_ENGLISH, 0);
  ChessGame g = { 0 };
  ChessPgnProblem p;
  g_assert_cmpint (chess_pgn_read_game (r, &g, &p), ==, CHESS_PGN_GAME);
  g_assert_cmpint (p.code, ==, CHESS_PGN_OK);
  /* The tag string's escapes \" and \\ stand for '"' and '\' (PGN standard 7). */
  g_assert_cmpstr (chess_game_get_tag (&g, "Event"), ==,
                   "Club \"Hakem\" championship \\ round robin");
  g_assert_cmpstr (chess_game_get_tag (&g, "ECO"), ==, "C42");
  g_assert_cmpstr (g.comment, ==, "Before the first move.");
  g_assert_cmpint (g.count, ==, 34);
  g_assert_cmpint (g.result, ==, CHESS_RESULT_DRAW);
  const ChessGameMove *m = g.moves;
  /* 1. e4 {[%clk 1:30:00]}: 5,400,000 ms and nothing left of the comment. */
  g_assert_cmpint (m[0].clock_ms, ==, 5400000);
  g_assert_cmpint (m[0].elapsed_ms, ==, CHESS_GAME_NO_TIME);
  g_assert_null (m[0].comment);
  /* 1... e5 {[%clk 1:29:58.5] [%emt 0:00:02.5]} */
  g_assert_cmpint (m[1].clock_ms, ==, 5398500);
  g_assert_cmpint (m[1].elapsed_ms, ==, 2500);
  g_assert_null (m[1].comment);
  assert_nags (&m[2], "1"); /* 2. Nf3! */
  assert_nags (&m[3], "5"); /* 2... Nf6!? */
  g_assert_cmpstr (m[3].variations, ==,
                   "(2... Nc6 3. Bb5 (3. Bc4 Bc5 {the Giuoco} (3... Nf6)) 3... a6) "
                   "(2... d6 {Philidor})");
  g_assert_null (m[2].variations);
  assert_nags (&m[4], "1");    /* 3. Nxe5 $1 */
  assert_nags (&m[5], "2 13"); /* 3... d6 $2 $13 */
  /* 5. d4 {(=) a draw offer} */
  g_assert_true (m[8].draw_offer);
  g_assert_cmpstr (m[8].comment, ==, "a draw offer");
  g_assert_false (m[9].draw_offer);
  /* 10... Bf5 ; a line comment */
  g_assert_cmpstr (m[19].comment, ==, "a line comment");
  /* 14... Qxd5 {(=)} */
  g_assert_true (m[27].draw_offer);
  g_assert_null (m[27].comment);
  /* 16. h3? {White offers (=) again [%clk 0:45:12] and ...}: 45 * 60 + 12 = 2712 s */
  assert_nags (&m[30], "2");
  g_assert_true (m[30].draw_offer);
  g_assert_cmpint (m[30].clock_ms, ==, 2712000);
  g_assert_cmpstr (m[30].comment, ==,
                   "White offers again and the comment goes on for a while, longer than one "
                   "line of eighty characters, so that the writer must break it.");
  assert_nags (&m[31], "6"); /* ?! */
  assert_nags (&m[32], "4"); /* ?? */
  assert_nags (&m[33], "3"); /* !! */
  chess_game_clear (&g);

  g_assert_cmpint (chess_pgn_read_game (r, &g, &p), ==, CHESS_PGN_GAME);
  g_assert_cmpint (p.code, ==, CHESS_PGN_OK);
  g_assert_cmpint (g.count, ==, 8);
  g_assert_cmpint (g.start.fullmove, ==, 40);
  g_assert_cmpint (g.result, ==, CHESS_RESULT_BLACK_WINS);
  /* The variation keeps its clock stamp as text: it is no move of the game. */
  g_assert_cmpstr (g.moves[5].variations, ==, "(42... Kd7 43. Kd3 {[%emt 0:01:00]})");
  g_assert_cmpint (g.moves[6].clock_ms, ==, 9250);
  chess_game_clear (&g);

  g_assert_cmpint (chess_pgn_read_game (r, &g, &p), ==, CHESS_PGN_GAME);
  g_assert_cmpint (p.code, ==, CHESS_PGN_OK);
  g_assert_cmpint (g.start.side, ==, CHESS_BLACK);
  g_assert_cmpint (g.start.halfmove, ==, 3);
  g_assert_cmpint (g.count, ==, 4);
  chess_game_clear (&g);
  g_assert_cmpint (chess_pgn_read_game (r, &g, &p), ==, CHESS_PGN_END);
  chess_game_clear (&g);
  reader_free (r);
}

typedef struct
{
  const char *name;
  const char *pgn;
  const char *comment; /* of the first move */
  bool draw_offer;
  const char *nags;
} NoteCase;

static const NoteCase note_cases[] = {
  { "joined", "1. e4 {a} {b} ; c\n e5 *", "a b c", false, "" },
  { "white-space", "1. e4 { a \n\t b  } *", "a b", false, "" },
  { "bare-draw-offer", "1. e4 (=) e5 *", NULL, true, "" },
  { "draw-offer-token-only", "1. e4 {x(=)y} *", "x(=)y", false, "" },
  { "suffix-glued", "1. e4!? e5 *", NULL, false, "5" },
  { "suffix-and-nag", "1. e4 ! $14 *", NULL, false, "1 14" },
  { "four-nags-kept", "1. e4 $1 $2 $3 $4 $5 *", NULL, false, "1 2 3 4" },
  { "unknown-command-kept", "1. e4 {[%eval 0.25] [%clk 0:10:00]} *", "[%eval 0.25]", false, "" },
  { "bad-clock-kept", "1. e4 {[%clk 1:75:00]} *", "[%clk 1:75:00]", false, "" },
};

static void
test_notes (gconstpointer data)
{
  const NoteCase *c = data;
  MemSource src;
  ChessPgnReader *r = reader_for (&src, c->pgn, 0, CHESS_SAN_ENGLISH, 0);
  ChessGame g = { 0 };
  ChessPgnProblem p;
  g_assert_cmpint (chess_pgn_read_game (r, &g, &p), ==, CHESS_PGN_GAME);
  g_assert_cmpint (p.code, ==, CHESS_PGN_OK);
  g_assert_cmpint (g.count, >=, 1);
  g_assert_cmpstr (g.moves[0].comment, ==, c->comment);
  g_assert_cmpint (g.moves[0].draw_offer, ==, c->draw_offer);
  assert_nags (&g.moves[0], c->nags);
  chess_game_clear (&g);
  reader_free (r);
}

/* ----- Piece letters: the same game in English and in Turkish ----- */

/* The "Opera game", Morphy against the Duke of Brunswick and Count Isouard, Paris 1858:
 * opera-en.pgn is the published score (English letters), opera-tr.pgn the same written out by hand
 * with Turkish letters (Ş V K F A), and here are its moves as coordinates, worked out square by
 * square from the published score. */
static const char opera_uci[]
    = "e2e4 e7e5 g1f3 d7d6 d2d4 c8g4 d4e5 g4f3 d1f3 d6e5 f1c4 g8f6 f3b3 d8e7 b1c3 c7c6 c1g5 b7b5 "
      "c3b5 c6b5 c4b5 b8d7 e1c1 a8d8 d1d7 d8d7 h1d1 e7e6 b5d7 f6d7 b3b8 d7b8 d1d8";

/* Either text, whichever letters the reader tries first: the published game, read in the letters
 * it is written in; Turkish letters said by a warning at the game's start. */
static void
test_letters_same_game (void)
{
  g_autofree char *opera_en = file_text ("opera-en.pgn");
  g_autofree char *opera_tr = file_text ("opera-tr.pgn");
  const char *texts[2] = { opera_en, opera_tr };
  for (int t = 0; t < 2; t++)
    for (int l = 0; l < 2; l++)
      {
        MemSource src;
        ChessPgnReader *r
            = reader_for (&src, texts[t], 0, l ? CHESS_SAN_TURKISH : CHESS_SAN_ENGLISH, 0);
        ChessGame g = { 0 };
        ChessPgnProblem p;
        g_assert_cmpint (chess_pgn_read_game (r, &g, &p), ==, CHESS_PGN_GAME);
        g_assert_cmpint (p.code, ==, CHESS_PGN_OK);
        g_assert_cmpint (p.language, ==, t ? CHESS_SAN_TURKISH : CHESS_SAN_ENGLISH);
        g_autofree char *uci = game_test_uci (&g);
        g_assert_cmpstr (uci, ==, opera_uci);
        g_assert_cmpint (g.result, ==, CHESS_RESULT_WHITE_WINS);
        g_autofree char *warnings = warnings_text (&p);
        g_assert_cmpstr (warnings, ==, t ? "T:1:1" : "");
        /* Written, it is the published score in export format: the same tags in the same
         * order, then the same moves in lines of fewer than 80 characters. */
        g_autofree char *out = write_game (&g);
        g_auto (GStrv) lines = g_strsplit (out, "\n", -1);
        for (int i = 0; lines[i]; i++)
          g_assert_cmpint (strlen (lines[i]), <, 80);
        const char *body = strstr (out, "\n\n");
        g_assert_nonnull (body);
        g_assert_cmpmem (out, body + 2 - out, opera_en, strstr (opera_en, "\n\n") + 2 - opera_en);
        g_autofree char *moves = g_strdelimit (g_strstrip (g_strdup (body)), "\n", ' ');
        g_autofree char *published
            = g_strdelimit (g_strdup (strstr (opera_en, "\n\n") + 2), "\n", ' ');
        g_assert_cmpstr (moves, ==, g_strstrip (published));
        chess_game_clear (&g);
        reader_free (r);
      }
}

/* A file's letters hold from game to game: after a game only Turkish letters read, a game that
 * reads both ways is read in Turkish (the position of "letters-ambiguous"). Variations of a game
 * read in Turkish are kept in English letters. */
static void
test_letters_file (void)
{
  static const char text[] = "1. e4 e5 2. Af3 (2. Fc4 Af6) Ac6 *\n\n"
                             "[FEN \"4k2r/8/8/8/8/8/8/R3K3 w - - 0 1\"]\n1. Kd1 Kf8 *\n";
  MemSource src;
  ChessPgnReader *r = reader_for (&src, text, 0, CHESS_SAN_ENGLISH, 0);
  ChessGame g = { 0 };
  ChessPgnProblem p;
  g_assert_cmpint (chess_pgn_read_game (r, &g, &p), ==, CHESS_PGN_GAME);
  g_assert_cmpint (p.language, ==, CHESS_SAN_TURKISH);
  g_assert_cmpstr (g.moves[2].variations, ==, "(2. Bc4 Nf6)");
  g_autofree char *out = write_game (&g);
  g_assert_nonnull (strstr (out, "\n1. e4 e5 2. Nf3 (2. Bc4 Nf6) 2... Nc6 *\n"));
  chess_game_clear (&g);
  g_assert_cmpint (chess_pgn_read_game (r, &g, &p), ==, CHESS_PGN_GAME);
  g_assert_cmpint (p.code, ==, CHESS_PGN_OK);
  g_assert_cmpint (p.language, ==, CHESS_SAN_TURKISH);
  g_autofree char *warnings = warnings_text (&p);
  g_assert_cmpstr (warnings, ==, "T:3:1 A:4:4:0:tr");
  g_autofree char *uci = game_test_uci (&g);
  g_assert_cmpstr (uci, ==, "a1d1 h8f8");
  chess_game_clear (&g);
  reader_free (r);
}

static void
test_moves_only (void)
{
  g_autofree char *text = file_text ("annotated.pgn");
  MemSource src;
  ChessPgnReader *r = reader_for (&src, text, 0, CHESS_SAN_ENGLISH, CHESS_PGN_MOVES_ONLY);
  ChessGame g = { 0 };
  ChessPgnProblem p;
  g_assert_cmpint (chess_pgn_read_game (r, &g, &p), ==, CHESS_PGN_GAME);
  g_assert_cmpint (g.count, ==, 34);
  g_assert_null (g.comment);
  g_assert_null (g.moves[3].variations);
  g_assert_null (g.moves[30].comment);
  g_assert_null (chess_game_get_tag (&g, "Event"));
  g_assert_cmpstr (chess_game_get_tag (&g, "Result"), ==, "1/2-1/2");
  /* Comments are not read, nor the clock stamps and draw offers in them; NAGs are kept. */
  g_assert_cmpint (g.moves[30].clock_ms, ==, CHESS_GAME_NO_TIME);
  g_assert_false (g.moves[30].draw_offer);
  assert_nags (&g.moves[30], "2");
  chess_game_clear (&g);
  reader_free (r);
}

/* ----- Writing ----- */

/* Export format (PGN standard 8): the Seven Tag Roster in order, SetUp and FEN for a set-up
 * position, an empty line, movetext of at most 80 characters a line, "N..." before Black's move
 * after a comment or variation, an empty line after the game. We keep a move number with its
 * move: "43. Ke3" would end line 1 at column 81, so it starts line 2. A clock reading is written
 * as a clock shows it, rounded up (tenths under ten seconds): 9.25 s reads 0:00:09.3. */
static const char annotated2_en[]
    = "[Event \"From a set-up position, with en passant\"]\n"
      "[Site \"?\"]\n"
      "[Date \"????.??.??\"]\n"
      "[Round \"2\"]\n"
      "[White \"?\"]\n"
      "[Black \"?\"]\n"
      "[Result \"0-1\"]\n"
      "[SetUp \"1\"]\n"
      "[FEN \"4k3/8/8/8/3p4/8/4P2P/4K3 w - - 0 40\"]\n"
      "\n"
      "40. e4 dxe3 41. Kd1 e2+ 42. Kxe2 Ke7 (42... Kd7 43. Kd3 {[%emt 0:01:00]})\n"
      "43. Ke3 {[%clk 0:00:09.3]} 43... Kd6 0-1\n"
      "\n";

/* The knights of turkish.pgn game 2 (written there with A, at, for the knight), in English
 * letters whatever letters it was read in. Missing roster tags are written "?", the date
 * "????.??.??" (PGN standard 8.1.1). */
static const char knights_en[] = "[Event \"Knights out and back\"]\n"
                                 "[Site \"?\"]\n"
                                 "[Date \"????.??.??\"]\n"
                                 "[Round \"2\"]\n"
                                 "[White \"?\"]\n"
                                 "[Black \"?\"]\n"
                                 "[Result \"1/2-1/2\"]\n"
                                 "\n"
                                 "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2\n"
                                 "\n";

/* Reads game 'n' (1-based) of a file. */
static void
read_nth (const char *file, int n, ChessSanLanguage lang, ChessGame *g)
{
  g_autofree char *text = file_text (file);
  MemSource src;
  ChessPgnReader *r = reader_for (&src, text, 0, lang, 0);
  ChessPgnProblem p;
  for (int i = 1; i <= n; i++)
    {
      chess_game_clear (g);
      g_assert_cmpint (chess_pgn_read_game (r, g, &p), ==, CHESS_PGN_GAME);
    }
  reader_free (r);
}

static void
test_write_export (void)
{
  ChessGame g = { 0 };
  read_nth ("annotated.pgn", 2, CHESS_SAN_ENGLISH, &g);
  g_autofree char *out = write_game (&g);
  g_assert_cmpstr (out, ==, annotated2_en);
  /* Read with Turkish letters, written with the standard's. */
  read_nth ("turkish.pgn", 2, CHESS_SAN_TURKISH, &g);
  g_autofree char *en = write_game (&g);
  g_assert_cmpstr (en, ==, knights_en);
  read_nth ("turkish.pgn", 2, CHESS_SAN_ENGLISH, &g);
  g_autofree char *again = write_game (&g);
  g_assert_cmpstr (again, ==, knights_en);
  chess_game_clear (&g);
}

/* Tags beyond the roster in ASCII order; escapes in values. */
static void
test_write_tags (void)
{
  ChessGame g;
  chess_game_init (&g, NULL);
  chess_game_set_tag (&g, "White", "A \"B\" \\ C");
  chess_game_set_tag (&g, "ECO", "A00");
  chess_game_set_tag (&g, "Annotator", "Z");
  chess_game_set_tag (&g, "Event", "E");
  g_autofree char *out = write_game (&g);
  g_assert_cmpstr (out, ==,
                   "[Event \"E\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
                   "[White \"A \\\"B\\\" \\\\ C\"]\n[Black \"?\"]\n[Result \"*\"]\n"
                   "[Annotator \"Z\"]\n[ECO \"A00\"]\n\n*\n\n");
  chess_game_clear (&g);
}

/* A control character in a tag value (a tab pasted into a name) is no printing character (PGN
 * standard 7): written as a space, so that the reader, which refuses one, reads the file back. */
static void
test_write_tag_control (void)
{
  ChessGame g;
  chess_game_init (&g, NULL);
  chess_game_set_tag (&g, "White", "Tab\there\x7f");
  g_autofree char *out = write_game (&g);
  g_assert_nonnull (strstr (out, "[White \"Tab here \"]\n"));
  MemSource src;
  ChessPgnReader *r = reader_for (&src, out, 0, CHESS_SAN_ENGLISH, 0);
  ChessGame back = { 0 };
  ChessPgnProblem p;
  g_assert_cmpint (chess_pgn_read_game (r, &back, &p), ==, CHESS_PGN_GAME);
  g_assert_cmpint (p.code, ==, CHESS_PGN_OK);
  g_assert_cmpstr (chess_game_get_tag (&back, "White"), ==, "Tab here ");
  chess_game_clear (&back);
  reader_free (r);
  chess_game_clear (&g);
}

static void assert_same_record (const ChessGame *a, const ChessGame *b);

/* A '}' can only come from a ';' comment, and only a ';' comment can carry it back. */
/* The writer's output read again holds the same record. */
static void
assert_reads_back (const ChessGame *g, const char *out)
{
  MemSource src;
  ChessPgnReader *r = reader_for (&src, out, 0, CHESS_SAN_ENGLISH, 0);
  ChessGame back = { 0 };
  ChessPgnProblem p;
  g_assert_cmpint (chess_pgn_read_game (r, &back, &p), ==, CHESS_PGN_GAME);
  g_assert_cmpint (p.code, ==, CHESS_PGN_OK);
  assert_same_record (g, &back);
  chess_game_clear (&back);
  reader_free (r);
}

static void
test_write_brace_in_comment (void)
{
  const char *pgn = "; before } the game\n1. e4 {[%clk 0:01:00]} ; a } b\n e5 *";
  MemSource src;
  ChessPgnReader *r = reader_for (&src, pgn, 0, CHESS_SAN_ENGLISH, 0);
  ChessGame g = { 0 };
  ChessPgnProblem p;
  g_assert_cmpint (chess_pgn_read_game (r, &g, &p), ==, CHESS_PGN_GAME);
  g_assert_cmpint (p.code, ==, CHESS_PGN_OK);
  g_assert_cmpstr (g.comment, ==, "before } the game");
  g_assert_cmpstr (g.moves[0].comment, ==, "a } b");
  g_assert_cmpint (g.moves[0].clock_ms, ==, 60000);
  g_autofree char *out = write_game (&g);
  g_assert_nonnull (strstr (out, "\n; before } the game\n1. e4 {[%clk 0:01:00]} ; a } b\n"));
  assert_reads_back (&g, out);
  chess_game_clear (&g);
  reader_free (r);
}

/* Issue 25: comments wrapped so that a line began with "[%emt ...]" were taken for a tag by
 * the game list. Moves with clock stamps and comments of every length (so that every word comes
 * at a line's end somewhere), words of the text starting with '[' and '%' too: no line of the
 * output starts with '[' or '%' outside the tag section, and the game reads back the same. */
static void
test_write_no_bracket_line_start (void)
{
  static const char *const moves[]
      = { "e4",  "e5", "Nf3", "Nc6", "Bb5", "a6",  "Ba4", "Nf6", "O-O", "Be7",
          "Re1", "b5", "Bb3", "d6",  "c3",  "O-O", "h3",  "Nb8", "d4",  "Nbd7" };
  GString *pgn = g_string_new ("[Event \"Wrap\"]\n\n");
  for (gsize i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      if (i % 2 == 0)
        g_string_append_printf (pgn, "%zu. ", i / 2 + 1);
      g_string_append_printf (pgn, "%s {[%%clk 1:%02zu:00] [%%emt 0:00:01.%03zu]", moves[i], 59 - i,
                              100 + i * 37);
      for (gsize k = 0; k < i % 7; k++)
        g_string_append (pgn, " arbiter");
      g_string_append (pgn, i % 3 ? " [sic] [%x] %y" : " (=)");
      g_string_append (pgn, "} ");
    }
  g_string_append (pgn, "*");
  MemSource src;
  ChessPgnReader *r = reader_for (&src, pgn->str, 0, CHESS_SAN_ENGLISH, 0);
  ChessGame g = { 0 };
  ChessPgnProblem p;
  g_assert_cmpint (chess_pgn_read_game (r, &g, &p), ==, CHESS_PGN_GAME);
  g_assert_cmpint (p.code, ==, CHESS_PGN_OK);
  g_assert_cmpint (g.count, ==, (int) G_N_ELEMENTS (moves));
  g_autofree char *out = write_game (&g);
  g_auto (GStrv) lines = g_strsplit (out, "\n", -1);
  gboolean tags = TRUE;
  for (int i = 0; lines[i]; i++)
    {
      if (tags && lines[i][0] == '\0')
        tags = FALSE;
      if (tags)
        continue;
      if (lines[i][0] == '[' || lines[i][0] == '%')
        g_error ("line %d starts a tag or escape: %s\n%s", i + 1, lines[i], out);
      g_assert_cmpint (g_utf8_strlen (lines[i], -1), <=, CHESS_PGN_LINE_LENGTH);
    }
  assert_reads_back (&g, out);
  chess_game_clear (&g);
  reader_free (r);
  g_string_free (pgn, TRUE);
}

/* ----- Round trips over every game of the test files ----- */

static void
assert_same_record (const ChessGame *a, const ChessGame *b)
{
  char fa[CHESS_FEN_MAX], fb[CHESS_FEN_MAX];
  g_assert_cmpstr (chess_position_to_fen (&a->start, CHESS_FEN_STYLE_XFEN, fa, sizeof fa), ==,
                   chess_position_to_fen (&b->start, CHESS_FEN_STYLE_XFEN, fb, sizeof fb));
  g_assert_cmpint (a->count, ==, b->count);
  g_assert_cmpint (a->result, ==, b->result);
  g_assert_cmpstr (a->comment, ==, b->comment);
  for (int i = 0; i < a->count && i < b->count; i++)
    {
      const ChessGameMove *x = &a->moves[i], *y = &b->moves[i];
      g_assert_cmpuint (x->move, ==, y->move);
      /* [%clk] keeps a reading as a clock shows it: the same reading, not the same millisecond. */
      if (x->clock_ms == CHESS_GAME_NO_TIME || y->clock_ms == CHESS_GAME_NO_TIME)
        g_assert_cmpint (x->clock_ms, ==, y->clock_ms);
      else
        g_assert_cmpint (chess_clock_reading_tenths ((int64_t) x->clock_ms * 1000), ==,
                         chess_clock_reading_tenths ((int64_t) y->clock_ms * 1000));
      g_assert_cmpint (x->elapsed_ms, ==, y->elapsed_ms);
      g_assert_cmpint (x->draw_offer, ==, y->draw_offer);
      g_assert_cmpint (x->nag_count, ==, y->nag_count);
      g_assert_cmpmem (x->nags, x->nag_count, y->nags, y->nag_count);
      g_assert_cmpstr (x->comment, ==, y->comment);
      g_assert_cmpstr (x->variations, ==, y->variations);
    }
  /* Tags: the same values, except that the writer adds the roster's "?" defaults, writes Result
   * from the record's result and SetUp/FEN from its start. */
  for (int i = 0; i < a->tag_count; i++)
    {
      const char *n = a->tags[i].name;
      if (strcmp (n, "Result") && strcmp (n, "FEN") && strcmp (n, "SetUp"))
        g_assert_cmpstr (chess_game_get_tag (b, n), ==, a->tags[i].value);
    }
  for (int i = 0; i < b->tag_count; i++)
    if (!chess_game_get_tag (a, b->tags[i].name))
      g_assert_true (
          strcmp (b->tags[i].value, "?") == 0 || strcmp (b->tags[i].value, "????.??.??") == 0
          || strcmp (b->tags[i].name, "Result") == 0 || strcmp (b->tags[i].name, "SetUp") == 0
          || strcmp (b->tags[i].name, "FEN") == 0);
}

static void
assert_lines_fit (const char *text)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  for (int i = 0; lines[i]; i++)
    if (lines[i][0] != '[')
      g_assert_cmpint (g_utf8_strlen (lines[i], -1), <=, CHESS_PGN_LINE_LENGTH);
}

typedef struct
{
  const char *file;
  ChessSanLanguage lang;
  int games;
} FileCase;

static const FileCase file_cases[] = {
  { "annotated.pgn", CHESS_SAN_ENGLISH, 3 }, { "repetition.pgn", CHESS_SAN_ENGLISH, 6 },
  { "endings.pgn", CHESS_SAN_ENGLISH, 7 },   { "fifty.pgn", CHESS_SAN_ENGLISH, 1 },
  { "damaged.pgn", CHESS_SAN_ENGLISH, 10 },  { "crlf-bom.pgn", CHESS_SAN_ENGLISH, 3 },
  { "turkish.pgn", CHESS_SAN_TURKISH, 4 },   { "opera-en.pgn", CHESS_SAN_ENGLISH, 1 },
  { "opera-tr.pgn", CHESS_SAN_ENGLISH, 1 },
};

/* Every game read, written, read back (English letters tried first or Turkish): the same record;
 * written again: the same text. Damaged games too: what was recorded of them is a valid game. */
static void
test_round_trip (gconstpointer data)
{
  const FileCase *c = data;
  g_autofree char *text = file_text (c->file);
  MemSource src;
  ChessPgnReader *r = reader_for (&src, text, 0, c->lang, 0);
  int n = 0;
  for (;;)
    {
      ChessGame g = { 0 };
      ChessPgnProblem p;
      ChessPgnStatus st = chess_pgn_read_game (r, &g, &p);
      if (st != CHESS_PGN_GAME)
        {
          g_assert_cmpint (st, ==, CHESS_PGN_END);
          chess_game_clear (&g);
          break;
        }
      n++;
      /* Written in English letters, read back whichever letters the reader tries first. */
      for (int l = 0; l < 2; l++)
        {
          ChessSanLanguage lang = l ? CHESS_SAN_TURKISH : CHESS_SAN_ENGLISH;
          g_autofree char *out = write_game (&g);
          assert_lines_fit (out);
          MemSource src2;
          ChessPgnReader *r2 = reader_for (&src2, out, 0, lang, 0);
          ChessGame back = { 0 };
          ChessPgnProblem p2;
          g_assert_cmpint (chess_pgn_read_game (r2, &back, &p2), ==, CHESS_PGN_GAME);
          g_test_message ("%s game %d:\n%s", c->file, n, out);
          g_assert_cmpint (p2.code, ==, CHESS_PGN_OK);
          assert_same_record (&g, &back);
          g_assert_cmpint (p2.language, ==, CHESS_SAN_ENGLISH);
          g_autofree char *again = write_game (&back);
          g_assert_cmpstr (again, ==, out);
          chess_game_clear (&back);
          g_assert_cmpint (chess_pgn_read_game (r2, &back, &p2), ==, CHESS_PGN_END);
          chess_game_clear (&back);
          reader_free (r2);
        }
      chess_game_clear (&g);
    }
  g_assert_cmpint (n, ==, c->games);
  reader_free (r);
}

/* The same records and problems whatever sizes the reads come in: tokens, comments, the byte
 * order mark and CRLF pairs cut at every place. */
static void
test_chunks (gconstpointer data)
{
  const FileCase *c = data;
  g_autofree char *text = file_text (c->file);
  static const size_t chunks[] = { 1, 2, 3, 7, 64, 1 };
  MemSource whole;
  ChessPgnReader *ref = reader_for (&whole, text, 0, c->lang, 0);
  ChessPgnReader *rs[G_N_ELEMENTS (chunks)];
  MemSource srcs[G_N_ELEMENTS (chunks)];
  /* The last reader skips comments and variations (a path of its own), a byte at a time. */
  for (gsize k = 0; k < G_N_ELEMENTS (chunks); k++)
    rs[k] = reader_for (&srcs[k], text, chunks[k], c->lang,
                        k + 1 == G_N_ELEMENTS (chunks) ? CHESS_PGN_MOVES_ONLY : 0);
  for (;;)
    {
      ChessGame g = { 0 };
      ChessPgnProblem p;
      ChessPgnStatus st = chess_pgn_read_game (ref, &g, &p);
      for (gsize k = 0; k < G_N_ELEMENTS (chunks); k++)
        {
          ChessGame h = { 0 };
          ChessPgnProblem q;
          g_assert_cmpint (chess_pgn_read_game (rs[k], &h, &q), ==, st);
          g_assert_cmpmem (&p, sizeof p, &q, sizeof q);
          if (st == CHESS_PGN_GAME && k + 1 < G_N_ELEMENTS (chunks))
            {
              assert_same_record (&g, &h);
              g_assert_cmpint (g.tag_count, ==, h.tag_count);
            }
          else if (st == CHESS_PGN_GAME)
            {
              g_assert_cmpint (g.count, ==, h.count);
              g_assert_cmpint (g.result, ==, h.result);
              for (int i = 0; i < g.count && i < h.count; i++)
                g_assert_cmpuint (g.moves[i].move, ==, h.moves[i].move);
            }
          chess_game_clear (&h);
        }
      chess_game_clear (&g);
      if (st != CHESS_PGN_GAME)
        break;
    }
  for (gsize k = 0; k < G_N_ELEMENTS (chunks); k++)
    reader_free (rs[k]);
  reader_free (ref);
}

/* ----- Memory that does not grow with the input ----- */

typedef struct
{
  const char *game;
  size_t len, pos;
  long remaining; /* games still to give */
} RepeatSource;

static long
repeat_read (void *user_data, char *buf, size_t size)
{
  RepeatSource *s = user_data;
  size_t n = 0;
  while (n < size && s->remaining > 0)
    {
      size_t k = s->len - s->pos;
      if (k > size - n)
        k = size - n;
      memcpy (buf + n, s->game + s->pos, k);
      n += k;
      s->pos += k;
      if (s->pos == s->len)
        {
          s->pos = 0;
          s->remaining--;
        }
    }
  return (long) n;
}

/* 20,000 games (about 10 MB) through one reader: its scratch stays the size one game needs. */
static void
test_constant_memory (void)
{
  g_autofree char *game = file_text ("annotated.pgn");
  RepeatSource s = { .game = game, .len = strlen (game), .remaining = 20000 / 3 };
  ChessPgnReader *r = g_new (ChessPgnReader, 1);
  chess_pgn_reader_init (r, repeat_read, &s, CHESS_SAN_ENGLISH, 0);
  size_t text_cap = 0, var_cap = 0, capture_cap = 0;
  int games = 0;
  for (;;)
    {
      ChessGame g = { 0 };
      ChessPgnProblem p;
      ChessPgnStatus st = chess_pgn_read_game (r, &g, &p);
      chess_game_clear (&g);
      if (st != CHESS_PGN_GAME)
        break;
      g_assert_cmpint (p.code, ==, CHESS_PGN_OK);
      if (++games == 3)
        {
          text_cap = r->text_cap;
          var_cap = r->var_cap;
          capture_cap = r->capture_cap;
        }
    }
  g_assert_cmpint (games, ==, 20000 / 3 * 3);
  g_assert_cmpuint (r->text_cap, ==, text_cap);
  g_assert_cmpuint (r->var_cap, ==, var_cap);
  g_assert_cmpuint (r->capture_cap, ==, capture_cap);
  g_assert_cmpuint (text_cap, <=, 1024);
  chess_pgn_reader_clear (r);
  g_free (r);
}

static void
add_cases (const char *prefix, const void *cases, gsize size, gsize n, GTestDataFunc func)
{
  for (gsize i = 0; i < n; i++)
    {
      const void *c = (const char *) cases + i * size;
      /* Each case struct begins with its name. */
      g_autofree char *path = g_strdup_printf ("%s/%s", prefix, *(const char *const *) c);
      g_test_add_data_func (path, c, func);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_set_nonfatal_assertions ();
  g_test_add_func ("/pgn/clock/parse", test_clock_parse);
  g_test_add_func ("/pgn/clock/format", test_clock_format);
  add_cases ("/pgn/read", read_cases, sizeof read_cases[0], G_N_ELEMENTS (read_cases), test_read);
  g_test_add_func ("/pgn/read/nothing", test_read_nothing);
  add_cases ("/pgn/warnings", warn_cases, sizeof warn_cases[0], G_N_ELEMENTS (warn_cases),
             test_warnings);
  g_test_add_func ("/pgn/warnings/many", test_warnings_many);
  g_test_add_func ("/pgn/read/tag-quotes-value", test_tag_quotes_value);
  g_test_add_func ("/pgn/read/failure", test_read_failure);
  g_test_add_func ("/pgn/read/annotated", test_annotated);
  add_cases ("/pgn/notes", note_cases, sizeof note_cases[0], G_N_ELEMENTS (note_cases), test_notes);
  g_test_add_func ("/pgn/read/moves-only", test_moves_only);
  g_test_add_func ("/pgn/letters/same-game", test_letters_same_game);
  g_test_add_func ("/pgn/letters/file", test_letters_file);
  g_test_add_func ("/pgn/write/export", test_write_export);
  g_test_add_func ("/pgn/write/tags", test_write_tags);
  g_test_add_func ("/pgn/write/tag-control", test_write_tag_control);
  g_test_add_func ("/pgn/write/brace-in-comment", test_write_brace_in_comment);
  g_test_add_func ("/pgn/write/no-bracket-line-start", test_write_no_bracket_line_start);
  add_cases ("/pgn/round-trip", file_cases, sizeof file_cases[0], G_N_ELEMENTS (file_cases),
             test_round_trip);
  add_cases ("/pgn/chunks", file_cases, sizeof file_cases[0], G_N_ELEMENTS (file_cases),
             test_chunks);
  g_test_add_func ("/pgn/memory/constant", test_constant_memory);
  return g_test_run ();
}
