/* test-pgn-index.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The quick listing of a PGN file's games: tags, move counts and where each game begins, against
 * games counted by hand and against the full reader on the test files.
 */
#include <glib.h>
#include <string.h>

#include "chess-pgn.h"
#include "hakem-pgn-index.h"
#include "hakem-session.h"

/* Counted by hand: game 1 has 7 moves of the main line (the variation's, the comment's and
 * the %-line's are none), game 2 starts with "0-0" castling after a FEN and "12..." numbers,
 * game 3 has no tags, game 4 no Result tag but a marker. */
static const char text[] = "[Event \"Open\"]\n" /* line 1 */
                           "[White \"Kasparov, G.\"]\n"
                           "[Black \"Karpov, A.\"]\n"
                           "[Round \"10\"]\n"
                           "[Board \"2\"]\n"
                           "[Result \"1-0\"]\n"
                           "\n"
                           "1. e4 {a [comment] 2. d4} e5 (1... c5 2. Nf3 (2. c3)) 2.Nf3 $1 Nc6\n"
                           "% 3. Bc4 a line the escape hides\n"
                           "3. Bb5 ; Spanish 3... Nf6 on a line comment\n"
                           "a6 4. Ba4 1-0\n" /* line 11 */
                           "\n"
                           "[Event \"Open\"]\n" /* line 13 */
                           "[White \"Şahin, Ö.\"]\n"
                           "[Black \"Polgar, J.\"]\n"
                           "[Round \"2\"]\n"
                           "[Board \"10\"]\n"
                           "[Result \"*\"]\n"
                           "[FEN \"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 12\"]\n"
                           "\n"
                           "12... 0-0 13. 0-0-0 *\n"
                           "\n"
                           "1. d4 d5 1/2-1/2\n" /* line 23 */
                           "\n"
                           "[White \"A \\\"quoted\\\" name\"]\n" /* line 25 */
                           "1. c4 0-1\n";

static void
test_hand_counted (void)
{
  g_autoptr (HakemPgnIndex) index = hakem_pgn_index_new_for_text (text, strlen (text));
  GListModel *list = G_LIST_MODEL (index);
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 4);
  static const struct
  {
    const char *white, *black, *round, *board, *result;
    guint plies;
    long line;
    const char *starts;
  } want[] = {
    { "Kasparov, G.", "Karpov, A.", "10", "2", "1-0", 7, 1, "[Event \"Open\"]\n[White \"K" },
    { "Şahin, Ö.", "Polgar, J.", "2", "10", "*", 2, 13, "[Event \"Open\"]\n[White \"Ş" },
    { "", "", "", "", "1/2-1/2", 2, 23, "1. d4 d5" },
    { "A \"quoted\" name", "", "", "", "0-1", 1, 25, "[White \"A" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    {
      g_autoptr (HakemPgnGame) g = g_list_model_get_item (list, i);
      g_assert_cmpuint (hakem_pgn_game_get_number (g), ==, i);
      g_assert_cmpstr (hakem_pgn_game_get_white (g), ==, want[i].white);
      g_assert_cmpstr (hakem_pgn_game_get_black (g), ==, want[i].black);
      g_assert_cmpstr (hakem_pgn_game_get_round (g), ==, want[i].round);
      g_assert_cmpstr (hakem_pgn_game_get_board (g), ==, want[i].board);
      g_assert_cmpstr (hakem_pgn_game_get_result (g), ==, want[i].result);
      g_assert_cmpuint (hakem_pgn_game_get_plies (g), ==, want[i].plies);
      g_assert_cmpint (hakem_pgn_game_get_line (g), ==, want[i].line);
      g_assert_true (g_str_has_prefix (text + hakem_pgn_game_get_offset (g), want[i].starts));
    }
  g_autoptr (HakemPgnGame) second = g_list_model_get_item (list, 1);
  g_autofree char *folded = g_utf8_casefold ("ŞAH", -1);
  g_assert_true (hakem_pgn_game_matches (second, folded));
  g_assert_true (hakem_pgn_game_matches (second, "polgar"));
  g_assert_false (hakem_pgn_game_matches (second, "karpov"));
  g_assert_true (hakem_pgn_game_matches (second, ""));
}

static void
test_natural_order (void)
{
  g_assert_cmpint (hakem_pgn_natural_compare ("2", "10"), <, 0);
  g_assert_cmpint (hakem_pgn_natural_compare ("1.10", "1.2"), >, 0);
  g_assert_cmpint (hakem_pgn_natural_compare ("3", "03"), ==, 0);
  g_assert_cmpint (hakem_pgn_natural_compare ("", "1"), <, 0);
  g_assert_cmpint (hakem_pgn_natural_compare ("1a", "1b"), <, 0);
}

static void
test_empty (void)
{
  g_autoptr (HakemPgnIndex) index = hakem_pgn_index_new_for_text ("% nothing\n\n", 11);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (index)), ==, 0);
  g_autoptr (GError) error = NULL;
  g_assert_null (hakem_pgn_index_new_for_path (TEST_DATA_DIR "/pgn/no-such.pgn", &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
}

/* Every game of the test files: one entry for each "[Event " line, beginning there; and for
 * each game the full reader, reading the file from its start, reads without fault, the same
 * White and count of half-moves, which the session also gets reading from the entry's offset. */
static void
test_against_reader (gconstpointer data)
{
  const char *name = data;
  g_autofree char *path = g_build_filename (TEST_DATA_DIR, "pgn", name, NULL);
  g_autofree char *contents = NULL;
  gsize length = 0;
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  guint events = 0;
  for (const char *p = contents; (p = strstr (p, "[Event ")); p++)
    if (p == contents || p[-1] == '\n')
      events++;
  g_autoptr (GError) error = NULL;
  g_autoptr (HakemPgnIndex) index = hakem_pgn_index_new_for_path (path, &error);
  g_assert_no_error (error);
  GListModel *list = G_LIST_MODEL (index);
  ChessSanLanguage lang = g_str_equal (name, "turkish.pgn") ? CHESS_SAN_TURKISH : CHESS_SAN_ENGLISH;
  FILE *f = fopen (path, "rb");
  g_assert_nonnull (f);
  ChessPgnReader *reader = g_new0 (ChessPgnReader, 1);
  chess_pgn_reader_init_file (reader, f, lang, 0);
  guint compared = 0, tagged = 0;
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr (HakemPgnGame) g = g_list_model_get_item (list, i);
      goffset at = hakem_pgn_game_get_offset (g);
      /* A game without tags begins with its first move number. */
      if (g_str_has_prefix (contents + at, "[Event "))
        tagged++;
      else
        g_assert_true (g_ascii_isdigit (contents[at]));
      /* The line is the count of line ends before the offset, plus one. */
      long line = 1;
      for (goffset k = 0; k < at; k++)
        line += contents[k] == '\n';
      g_assert_cmpint (hakem_pgn_game_get_line (g), ==, line);

      ChessGame game = { 0 };
      ChessPgnProblem problem;
      g_assert_cmpint (chess_pgn_read_game (reader, &game, &problem), ==, CHESS_PGN_GAME);
      if (problem.code == CHESS_PGN_OK && problem.unrecorded == 0)
        {
          g_assert_cmpuint (hakem_pgn_game_get_plies (g), ==, (guint) game.count);
          const char *white = chess_game_get_tag (&game, "White");
          g_assert_cmpstr (hakem_pgn_game_get_white (g), ==, white ? white : "");
          g_autoptr (HakemSession) s = hakem_session_new ();
          g_autofree char *msg = NULL;
          gboolean read = hakem_session_load_pgn_at (s, path, at, line, &msg);
          g_assert_true (read);
          /* On success a message only says in which letters the moves were read, what was
           * assumed in a tag or at the file's end, or that the result written contradicts the
           * position. */
          if (msg)
            {
              g_test_message ("%s at line %ld: %s", name, line, msg);
              g_assert_true (strstr (msg, "letters") || strstr (msg, "escaped")
                             || strstr (msg, "unfinished") || strstr (msg, "contradicts"));
            }
          g_assert_cmpint (hakem_session_get_game (s)->count, ==, game.count);
          compared++;
        }
      chess_game_clear (&game);
    }
  /* The reader finds no game the listing missed. */
  ChessGame rest = { 0 };
  ChessPgnProblem problem;
  g_assert_cmpint (chess_pgn_read_game (reader, &rest, &problem), ==, CHESS_PGN_END);
  chess_game_clear (&rest);
  chess_pgn_reader_clear (reader);
  g_free (reader);
  fclose (f);
  g_assert_cmpuint (tagged, ==, events);
  if (!g_str_equal (name, "damaged.pgn"))
    g_assert_cmpuint (compared, >, 0);
}

/* Issue 25: a comment wrapped so that a line starts with '[' ("[%emt ...]" of an older Hakem's
 * save) or '%' is the comment's text, not a tag or an escape; a ';' comment or a string may hold
 * a '[' too. Two games, counted by hand: 3 and 1 half-moves. */
static void
test_comment_lines (void)
{
  static const char pgn[] = "[Event \"A\"]\n"
                            "[White \"W \\\"[x]\\\" ; {\"]\n"
                            "\n"
                            "1. e4 {[%clk 1:59:58]\n"
                            "[%emt 0:00:01.788]} e5 {[Hakem] 14:03:12 ply 2 a long note\n"
                            "[Hakem] 14:05:00 ply 2 another\n"
                            "%not an escape inside a comment} 2. Nf3 ; [Event \"no\"]\n"
                            "*\n"
                            "\n"
                            "[Event \"B\"]\n"
                            "\n"
                            "1. d4 *\n";
  g_autoptr (HakemPgnIndex) index = hakem_pgn_index_new_for_text (pgn, sizeof pgn - 1);
  GListModel *list = G_LIST_MODEL (index);
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 2);
  g_autoptr (HakemPgnGame) a = g_list_model_get_item (list, 0);
  g_autoptr (HakemPgnGame) b = g_list_model_get_item (list, 1);
  g_assert_cmpstr (hakem_pgn_game_get_white (a), ==, "W \"[x]\" ; {");
  g_assert_cmpuint (hakem_pgn_game_get_plies (a), ==, 3);
  g_assert_cmpstr (hakem_pgn_game_get_result (a), ==, "*");
  g_assert_cmpuint (hakem_pgn_game_get_plies (b), ==, 1);
  g_assert_cmpint (hakem_pgn_game_get_line (b), ==, 10);
  /* A comment left open still ends where a line begins with a tag pair. */
  static const char open[] = "1. e4 {open\n[Event \"B\"]\n1. d4 *\n";
  g_autoptr (HakemPgnIndex) two = hakem_pgn_index_new_for_text (open, sizeof open - 1);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (two)), ==, 2);
}

/* Quotes not escaped in a tag value: the value as the reader takes it (chess-pgn.h), the games
 * as many as there are. */
static void
test_stray_quotes (void)
{
  static const char pgn[] = "[White \"\"Socrates Expert\"\"]\n"
                            "[Black \"Mr. \"X\" himself\"]\n"
                            "\n"
                            "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n"
                            "\n"
                            "[White \"A\"]\n"
                            "\n"
                            "1. d4 d5 2. c4\n";
  g_autoptr (HakemPgnIndex) index = hakem_pgn_index_new_for_text (pgn, sizeof pgn - 1);
  GListModel *list = G_LIST_MODEL (index);
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 2);
  g_autoptr (HakemPgnGame) a = g_list_model_get_item (list, 0);
  g_autoptr (HakemPgnGame) b = g_list_model_get_item (list, 1);
  g_assert_cmpstr (hakem_pgn_game_get_white (a), ==, "\"Socrates Expert\"");
  g_assert_cmpstr (hakem_pgn_game_get_black (a), ==, "Mr. \"X\" himself");
  g_assert_cmpuint (hakem_pgn_game_get_plies (a), ==, 7);
  g_assert_cmpstr (hakem_pgn_game_get_white (b), ==, "A");
  g_assert_cmpuint (hakem_pgn_game_get_plies (b), ==, 3);
}

/* Issue 26: a NUL byte anywhere (a memory card's file after a power cut) is passed over: the
 * pass ends, and the games around it are listed. */
static void
test_nul (void)
{
  static const char pgn[] = "[Event \"E\"]\n[Result \"*\"]\n\n1. e4 e5 \0 2. Nf3 *\n"
                            "\0\0\0\0[Event \"F\"]\n\n1. d4 {a\0b} d5 *\n"
                            "[Ev\0ent \"G\0\"]\n1. c4\0 *\n";
  g_autoptr (HakemPgnIndex) index = hakem_pgn_index_new_for_text (pgn, sizeof pgn - 1);
  GListModel *list = G_LIST_MODEL (index);
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 3);
  g_autoptr (HakemPgnGame) a = g_list_model_get_item (list, 0);
  g_autoptr (HakemPgnGame) b = g_list_model_get_item (list, 1);
  g_assert_cmpuint (hakem_pgn_game_get_plies (a), ==, 3);
  g_assert_cmpuint (hakem_pgn_game_get_plies (b), ==, 2);
  g_assert_cmpstr (hakem_pgn_game_get_event (b), ==, "F");
}

/* A damaged game read from its offset names the file's own line, as when read from the start. */
static void
test_lines_in_messages (void)
{
  const char *path = TEST_DATA_DIR "/pgn/damaged.pgn";
  g_autoptr (HakemPgnIndex) index = hakem_pgn_index_new_for_path (path, NULL);
  g_autoptr (HakemPgnGame) first = g_list_model_get_item (G_LIST_MODEL (index), 0);
  g_autoptr (HakemSession) a = hakem_session_new ();
  g_autoptr (HakemSession) b = hakem_session_new ();
  g_autofree char *from_start = NULL, *from_offset = NULL;
  gboolean ok_a = hakem_session_load_pgn (a, path, &from_start);
  gboolean ok_b = hakem_session_load_pgn_at (b, path, hakem_pgn_game_get_offset (first),
                                             hakem_pgn_game_get_line (first), &from_offset);
  g_assert_cmpint (ok_a, ==, ok_b);
  g_assert_cmpstr (from_start, ==, from_offset);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/pgn-index/hand-counted", test_hand_counted);
  g_test_add_func ("/pgn-index/natural-order", test_natural_order);
  g_test_add_func ("/pgn-index/empty", test_empty);
  g_test_add_func ("/pgn-index/lines-in-messages", test_lines_in_messages);
  g_test_add_func ("/pgn-index/comment-lines", test_comment_lines);
  g_test_add_func ("/pgn-index/stray-quotes", test_stray_quotes);
  g_test_add_func ("/pgn-index/nul", test_nul);
  static const char *files[]
      = { "annotated.pgn",  "crlf-bom.pgn",   "damaged.pgn", "endings.pgn",   "fifty.pgn",
          "repetition.pgn", "tag-quotes.pgn", "turkish.pgn", "variations.pgn" };
  for (gsize i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *test = g_strdup_printf ("/pgn-index/against-reader/%s", files[i]);
      g_test_add_data_func (test, files[i], test_against_reader);
    }
  return g_test_run ();
}
