/* test-pgn-limits.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The PGN reader's limits (chess-pgn.h): NUL bytes, long tags, comments, lines and games, moves
 * after the automatic end, and bytes that are not UTF-8, each refused with its code, where it is,
 * having read no more than a limit's worth of input.
 */
#include <glib.h>
#include <string.h>

#include "chess-pgn.h"

/* A source of head, then 'fill' repeated 'count' bytes long (forever when count is 0 and
 * endless is set), then tail; it counts what it gave. */
typedef struct
{
  const char *head;
  size_t head_len;
  char fill;
  size_t count;
  bool endless;
  const char *tail;
  size_t pos; /* in the whole stream */
  size_t given;
} Source;

static long
source_read (void *user_data, char *buf, size_t size)
{
  Source *s = user_data;
  size_t tail_len = s->tail ? strlen (s->tail) : 0;
  size_t n = 0;
  while (n < size)
    {
      size_t at = s->pos;
      if (at < s->head_len)
        buf[n] = s->head[at];
      else if (s->endless || at < s->head_len + s->count)
        buf[n] = s->fill;
      else if (at < s->head_len + s->count + tail_len)
        buf[n] = s->tail[at - s->head_len - s->count];
      else
        break;
      n++;
      s->pos++;
    }
  s->given += n;
  return (long) n;
}

typedef struct
{
  ChessPgnReader reader;
  ChessGame game;
  ChessPgnProblem problem;
} Reading;

static ChessPgnStatus
read_source (Reading *rd, Source *src, unsigned flags)
{
  chess_pgn_reader_init (&rd->reader, source_read, src, CHESS_SAN_ENGLISH, flags);
  memset (&rd->game, 0, sizeof rd->game);
  return chess_pgn_read_game (&rd->reader, &rd->game, &rd->problem);
}

static void
reading_clear (Reading *rd)
{
  chess_game_clear (&rd->game);
  chess_pgn_reader_clear (&rd->reader);
}

static ChessPgnStatus
read_bytes (Reading *rd, const char *data, size_t len, unsigned flags)
{
  static Source src;
  src = (Source){ .head = data, .head_len = len };
  return read_source (rd, &src, flags);
}

/* 5.2.2: bare kings after 42.Kxe2 end the game; the three moves written after it are counted,
 * not played (tests/data/pgn/after-dead.pgn). */
static void
test_after_dead (void)
{
  g_autofree char *path = g_build_filename (TEST_DATA_DIR, "pgn", "after-dead.pgn", NULL);
  g_autofree char *text = NULL;
  gsize len;
  g_assert_true (g_file_get_contents (path, &text, &len, NULL));
  g_autofree Reading *rd = g_new0 (Reading, 1);
  g_assert_cmpint (read_bytes (rd, text, len, 0), ==, CHESS_PGN_GAME);
  g_assert_cmpint (rd->problem.code, ==, CHESS_PGN_OK);
  g_assert_cmpint (rd->game.count, ==, 5);
  g_assert_cmpint (rd->game.auto_ending, ==, CHESS_ENDING_DEAD_POSITION);
  g_assert_cmpint (rd->problem.unrecorded, ==, 3);
  g_assert_cmpint (rd->game.result, ==, CHESS_RESULT_BLACK_WINS);
  reading_clear (rd);
}

/* 9.6.1: after the fivefold repetition (16 plies) the 100 moves that follow are not played. */
static void
test_after_fivefold (void)
{
  GString *s = g_string_new ("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 "
                             "7. Nf3 Nf6 8. Ng1 Ng8");
  for (int i = 0; i < 25; i++)
    g_string_append (s, " Nf3 Nf6 Ng1 Ng8");
  g_string_append (s, " *\n");
  g_autofree Reading *rd = g_new0 (Reading, 1);
  g_assert_cmpint (read_bytes (rd, s->str, s->len, 0), ==, CHESS_PGN_GAME);
  g_assert_cmpint (rd->game.count, ==, 16);
  g_assert_cmpint (rd->game.auto_ending, ==, CHESS_ENDING_FIVEFOLD);
  g_assert_cmpint (rd->problem.unrecorded, ==, 100);
  reading_clear (rd);
  g_string_free (s, TRUE);
}

typedef struct
{
  const char *name;
  const char *pgn;
  size_t len;
  unsigned flags;
  ChessPgnError code;
  long line;
  int column;
  int count;
} NulCase;

#define BYTES(s) s, sizeof s - 1
static const NulCase nul_cases[] = {
  /* The NUL is the 11th character of line 1, inside "Hakem". */
  { "tag", BYTES ("[Event \"Ha\0kem\"]\n\n1. e4 *\n"), 0, CHESS_PGN_ERROR_NUL, 1, 11, 0 },
  { "comment", BYTES ("1. e4 {a\0b} e5 *\n"), 0, CHESS_PGN_ERROR_NUL, 1, 9, 2 },
  { "comment-moves-only", BYTES ("1. e4 {a\0b} e5 *\n"), CHESS_PGN_MOVES_ONLY, CHESS_PGN_ERROR_NUL,
    1, 9, 2 },
  { "line-comment", BYTES ("1. e4 ; x\0y\ne5 *\n"), 0, CHESS_PGN_ERROR_NUL, 1, 10, 2 },
  { "variation-comment", BYTES ("1. e4 (1. d4 {\0}) e5 *\n"), CHESS_PGN_MOVES_ONLY,
    CHESS_PGN_ERROR_NUL, 1, 15, 2 },
  /* In the movetext too (issue 26: a memory card's file after a power cut): the NUL is said,
   * not a syntax error, and the game ends at its marker. */
  { "movetext", BYTES ("1. e4 \0 e5 *\n"), 0, CHESS_PGN_ERROR_NUL, 1, 7, 1 },
  { "movetext-issue", BYTES ("[Event \"E\"]\n[Result \"*\"]\n\n1. e4 e5 \0 2. Nf3 *\n"), 0,
    CHESS_PGN_ERROR_NUL, 4, 10, 2 },
  { "after-tags", BYTES ("[Event \"E\"]\0\n1. e4 *\n"), 0, CHESS_PGN_ERROR_NUL, 1, 12, 0 },
  { "tag-name", BYTES ("[Ev\0ent \"E\"]\n1. e4 *\n"), 0, CHESS_PGN_ERROR_NUL, 1, 4, 0 },
};

static void
run_nul (gconstpointer data)
{
  const NulCase *c = data;
  g_autofree Reading *rd = g_new0 (Reading, 1);
  g_assert_cmpint (read_bytes (rd, c->pgn, c->len, c->flags), ==, CHESS_PGN_GAME);
  g_assert_cmpint (rd->problem.code, ==, c->code);
  g_assert_cmpint (rd->problem.line, ==, c->line);
  g_assert_cmpint (rd->problem.column, ==, c->column);
  g_assert_cmpint (rd->game.count, ==, c->count);
  reading_clear (rd);
}

/* A game of CHESS_GAME_MAX_TAGS tags (one a line) is read whole; one more tag is refused at its
 * line, before the moves. The same tag given again replaces it and counts once. */
static void
test_tag_count (void)
{
  for (int extra = 0; extra <= 1; extra++)
    {
      GString *text = g_string_new ("[White \"A\"]\n[White \"B\"]\n");
      for (int i = 1; i < CHESS_GAME_MAX_TAGS + extra; i++)
        g_string_append_printf (text, "[T%d \"v\"]\n", i);
      g_string_append (text, "\n1. e4 *\n");
      ChessGame game = { 0 };
      ChessPgnProblem problem;
      ChessPgnMemory src;
      g_autofree ChessPgnReader *reader = g_new0 (ChessPgnReader, 1);
      chess_pgn_reader_init_memory (reader, &src, text->str, text->len, CHESS_SAN_ENGLISH, 0);
      g_assert_cmpint (chess_pgn_read_game (reader, &game, &problem), ==, CHESS_PGN_GAME);
      if (extra)
        {
          g_assert_cmpint (problem.code, ==, CHESS_PGN_ERROR_TOO_MANY_TAGS);
          g_assert_cmpint (problem.line, ==, CHESS_GAME_MAX_TAGS + 2);
        }
      else
        {
          g_assert_cmpint (problem.code, ==, CHESS_PGN_OK);
          g_assert_cmpint (game.tag_count, ==, CHESS_GAME_MAX_TAGS);
          g_assert_cmpstr (chess_game_get_tag (&game, "White"), ==, "B");
          g_assert_cmpint (game.count, ==, 1);
          /* The record itself holds no more. */
          g_assert_false (chess_game_set_tag (&game, "One", "more"));
          g_assert_true (chess_game_set_tag (&game, "White", "C"));
        }
      chess_pgn_reader_clear (reader);
      chess_game_clear (&game);
      g_string_free (text, TRUE);
    }
}

/* A tag value of CHESS_PGN_MAX_TAG_VALUE bytes is read; one more is refused at its quote. */
static void
test_tag_limit (void)
{
  for (int extra = 0; extra <= 1; extra++)
    {
      Source src = { .head = "[Annotator \"",
                     .head_len = 12,
                     .fill = 'a',
                     .count = CHESS_PGN_MAX_TAG_VALUE + (size_t) extra,
                     .tail = "\"]\n\n1. e4 *\n" };
      g_autofree Reading *rd = g_new0 (Reading, 1);
      g_assert_cmpint (read_source (rd, &src, 0), ==, CHESS_PGN_GAME);
      if (extra)
        {
          g_assert_cmpint (rd->problem.code, ==, CHESS_PGN_ERROR_TAG_TOO_LONG);
          g_assert_cmpint (rd->problem.line, ==, 1);
          g_assert_cmpint (rd->problem.column, ==, 12);
        }
      else
        {
          g_assert_cmpint (rd->problem.code, ==, CHESS_PGN_OK);
          g_assert_cmpint (strlen (chess_game_get_tag (&rd->game, "Annotator")), ==,
                           CHESS_PGN_MAX_TAG_VALUE);
          g_assert_cmpint (rd->game.count, ==, 1);
        }
      reading_clear (rd);
    }
}

/* A comment over many lines, longer than CHESS_PGN_MAX_COMMENT: the game is read to its end,
 * the text kept stops at the limit, and the game has the problem. */
static void
test_comment_limit (void)
{
  /* Lines of "x" (each a character and a new line): the comment is normalised to "x x x ...",
   * two bytes a line. */
  GString *body = g_string_new ("1. e4 {");
  for (long i = 0; i < CHESS_PGN_MAX_COMMENT; i++)
    g_string_append (body, "x\n");
  g_string_append (body, "} e5 *\n");
  Source src = { .head = body->str, .head_len = body->len };
  g_autofree Reading *rd = g_new0 (Reading, 1);
  g_assert_cmpint (read_source (rd, &src, 0), ==, CHESS_PGN_GAME);
  g_assert_cmpint (rd->problem.code, ==, CHESS_PGN_ERROR_COMMENT_TOO_LONG);
  g_assert_cmpint (rd->game.count, ==, 2);
  g_assert_cmpint (strlen (rd->game.moves[0].comment), <=, CHESS_PGN_MAX_COMMENT);
  reading_clear (rd);
  g_string_free (body, TRUE);
}

/* A line longer than CHESS_PGN_MAX_LINE stops the reading, with a buffer's worth read past the
 * limit at most: here NUL bytes without end, as from /dev/zero, and a comment that never ends. */
static void
test_line_limit (void)
{
  static const char *const heads[] = { "", "1. e4 {" };
  for (guint i = 0; i < G_N_ELEMENTS (heads); i++)
    {
      Source src = { .head = heads[i],
                     .head_len = strlen (heads[i]),
                     .fill = i == 0 ? '\0' : 'x',
                     .endless = true };
      g_autofree Reading *rd = g_new0 (Reading, 1);
      g_assert_cmpint (read_source (rd, &src, i == 0 ? CHESS_PGN_MOVES_ONLY : 0), ==,
                       CHESS_PGN_FAILED);
      g_assert_cmpint (rd->problem.code, ==, CHESS_PGN_ERROR_LINE_TOO_LONG);
      g_assert_cmpint (rd->problem.line, ==, 1);
      g_assert_cmpuint (src.given, <=, (size_t) CHESS_PGN_MAX_LINE + 2 * CHESS_PGN_BUFFER_SIZE);
      /* And it stays stopped. */
      chess_game_clear (&rd->game);
      g_assert_cmpint (chess_pgn_read_game (&rd->reader, &rd->game, &rd->problem), ==,
                       CHESS_PGN_FAILED);
      g_assert_cmpint (rd->problem.code, ==, CHESS_PGN_ERROR_LINE_TOO_LONG);
      reading_clear (rd);
    }
}

/* A game longer than CHESS_PGN_MAX_GAME bytes, in short lines, stops the reading too. */
static void
test_game_limit (void)
{
  Source src = { .head = "1. e4 {", .head_len = 7, .fill = '\n', .endless = true };
  g_autofree Reading *rd = g_new0 (Reading, 1);
  g_assert_cmpint (read_source (rd, &src, CHESS_PGN_MOVES_ONLY), ==, CHESS_PGN_FAILED);
  g_assert_cmpint (rd->problem.code, ==, CHESS_PGN_ERROR_GAME_TOO_LONG);
  g_assert_cmpint (rd->problem.ply, ==, 1);
  g_assert_cmpuint (src.given, <=, (size_t) CHESS_PGN_MAX_GAME + 2 * CHESS_PGN_BUFFER_SIZE);
  reading_clear (rd);
}

/* A move in bytes that are not UTF-8 (Latin-1 'é', a lone continuation byte) is kept in the
 * problem with '?' for each such byte; valid UTF-8 stays. */
static void
test_invalid_utf8 (void)
{
  static const char pgn[] = "1. e4 N\xe9\x80\xc5\x9e *\n";
  g_autofree Reading *rd = g_new0 (Reading, 1);
  g_assert_cmpint (read_bytes (rd, pgn, sizeof pgn - 1, CHESS_PGN_ONE_LANGUAGE), ==,
                   CHESS_PGN_GAME);
  g_assert_cmpint (rd->problem.code, ==, CHESS_PGN_ERROR_MOVE);
  g_assert_cmpstr (rd->problem.text, ==, "N??\xc5\x9e");
  g_assert_true (g_utf8_validate (rd->problem.text, -1, NULL));
  reading_clear (rd);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/pgn-limits/after-dead", test_after_dead);
  g_test_add_func ("/pgn-limits/after-fivefold", test_after_fivefold);
  for (guint i = 0; i < G_N_ELEMENTS (nul_cases); i++)
    {
      g_autofree char *name = g_strdup_printf ("/pgn-limits/nul/%s", nul_cases[i].name);
      g_test_add_data_func (name, &nul_cases[i], run_nul);
    }
  g_test_add_func ("/pgn-limits/tag", test_tag_limit);
  g_test_add_func ("/pgn-limits/tag-count", test_tag_count);
  g_test_add_func ("/pgn-limits/comment", test_comment_limit);
  g_test_add_func ("/pgn-limits/line", test_line_limit);
  g_test_add_func ("/pgn-limits/game", test_game_limit);
  g_test_add_func ("/pgn-limits/invalid-utf8", test_invalid_utf8);
  return g_test_run ();
}
