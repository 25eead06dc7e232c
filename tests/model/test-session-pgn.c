/* test-session-pgn.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * PGN out of and into a session: export format with English letters whatever the notation shown,
 * checked by an independent reader (pgn-extract); Turkish-letter files read as the same game.
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "hakem-session.h"
#include "game-test-util.h"
#include "session-test-util.h"

#ifndef TEST_DATA_DIR
#error "TEST_DATA_DIR must name tests/data"
#endif
#ifndef PGN_EXTRACT
#error "PGN_EXTRACT must name pgn-extract, or be empty when meson did not find it"
#endif

/* The "Opera game" (Paris 1858, tests/data/pgn/opera-en.pgn): its moves as coordinates, worked out
 * by hand from the published score, and that score's moves in SAN. */
static const char opera_uci[]
    = "e2e4 e7e5 g1f3 d7d6 d2d4 c8g4 d4e5 g4f3 d1f3 d6e5 f1c4 g8f6 f3b3 d8e7 b1c3 c7c6 c1g5 b7b5 "
      "c3b5 c6b5 c4b5 b8d7 e1c1 a8d8 d1d7 d8d7 h1d1 e7e6 b5d7 f6d7 b3b8 d7b8 d1d8";
static const char opera_san[]
    = "e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 Bxb5+ Nbd7 "
      "O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#";

static const char *const roster[]
    = { "Event", "Site", "Date", "Round", "White", "Black", "Result" };

/* The SAN moves of a movetext: without move numbers, comments and the result. */
static char *
movetext_moves (const char *movetext, char **result)
{
  g_autoptr (GRegex) comments = g_regex_new ("\\{[^}]*\\}", 0, 0, NULL);
  g_autofree char *bare = g_regex_replace_literal (comments, movetext, -1, 0, " ", 0, NULL);
  g_auto (GStrv) words = g_strsplit_set (bare, " \n", -1);
  GString *s = g_string_new (NULL);
  *result = NULL;
  for (int i = 0; words[i]; i++)
    {
      const char *w = words[i];
      if (!*w || g_regex_match_simple ("^[0-9]+\\.+$", w, 0, 0))
        continue;
      if (g_regex_match_simple ("^(1-0|0-1|1/2-1/2|\\*)$", w, 0, 0))
        {
          g_free (*result);
          *result = g_strdup (w);
          g_assert_null (words[i + 1] && *words[i + 1] ? words[i + 1] : NULL);
          continue;
        }
      g_string_append_printf (s, "%s%s", s->len ? " " : "", w);
    }
  return g_string_free (s, FALSE);
}

/* The Opera game played with the clock running, Turkish letters chosen for the screen, then
 * written: export format in the standard's letters. */
static void
test_export (void)
{
  g_autoptr (HakemSession) s = hakem_session_new ();
  start_game (s, NULL, "5400+30");
  hakem_session_set_san_language (s, CHESS_SAN_TURKISH);
  /* A tag outside the roster set first: it must come after the roster all the same. */
  hakem_session_set_tag (s, "Annotator", "Hakem test");
  hakem_session_set_tag (s, "White", "Morphy, Paul");
  hakem_session_set_tag (s, "Black", "Duke Karl / Count Isouard");
  hakem_session_set_tag (s, "Event", "Paris");
  hakem_session_set_tag (s, "Site", "Paris FRA");
  g_assert_true (hakem_session_start_clock (s));
  play (s, opera_uci);
  g_assert_cmpint (hakem_session_get_game (s)->result, ==, CHESS_RESULT_WHITE_WINS);
  g_autofree char *pgn = hakem_session_to_pgn (s);
  g_assert_nonnull (pgn);
  g_test_message ("%s", pgn);

  /* The Seven Tag Roster first, in its order (PGN standard 8.1.1), then the others, a blank line.
   */
  g_auto (GStrv) lines = g_strsplit (pgn, "\n", -1);
  int n = 0;
  for (; lines[n] && lines[n][0] == '['; n++)
    if (n < (int) G_N_ELEMENTS (roster))
      {
        g_autofree char *start = g_strdup_printf ("[%s \"", roster[n]);
        g_assert_true (g_str_has_prefix (lines[n], start));
      }
  g_assert_cmpint (n, >, (int) G_N_ELEMENTS (roster));
  g_assert_cmpstr (lines[G_N_ELEMENTS (roster) - 1], ==, "[Result \"1-0\"]");
  g_assert_nonnull (strstr (pgn, "\n[Annotator \"Hakem test\"]\n"));
  g_assert_cmpstr (lines[n], ==, "");
  /* Lines of fewer than 80 characters (8.2.5). */
  for (int i = 0; lines[i]; i++)
    g_assert_cmpint (g_utf8_strlen (lines[i], -1), <, 80);

  /* The moves in English letters, as published; the result token at the end. */
  const char *movetext = strstr (pgn, "\n\n") + 2;
  g_autofree char *result = NULL;
  g_autofree char *moves = movetext_moves (movetext, &result);
  g_assert_cmpstr (moves, ==, opera_san);
  g_assert_cmpstr (result, ==, "1-0");
  /* A clock reading after every move: [%clk h:mm:ss]. */
  g_autoptr (GRegex) clk
      = g_regex_new ("\\{[^}]*\\[%clk [0-9]+:[0-5][0-9]:[0-5][0-9]\\][^}]*\\}", 0, 0, NULL);
  g_autoptr (GMatchInfo) match = NULL;
  int clocks = 0;
  for (g_regex_match (clk, movetext, 0, &match); g_match_info_matches (match);
       g_match_info_next (match, NULL))
    clocks++;
  g_assert_cmpint (clocks, ==, 33);

  /* pgn-extract, a reader that owes nothing to Hakem, reads it without a word on stderr and
   * counts the same 33 half-moves. */
  if (!*PGN_EXTRACT)
    {
      g_test_fail_printf ("pgn-extract was not found (build-aux/packages.txt installs it)");
      return;
    }
  g_autofree char *dir = g_dir_make_tmp ("hakem-pgn-XXXXXX", NULL);
  g_assert_nonnull (dir);
  g_autofree char *path = g_build_filename (dir, "opera.pgn", NULL);
  g_assert_true (g_file_set_contents (path, pgn, -1, NULL));
  const char *argv[] = { PGN_EXTRACT, "-s", "--plycount", path, NULL };
  g_autofree char *out = NULL, *err = NULL;
  int status = 0;
  g_autoptr (GError) error = NULL;
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err,
                               &status, &error));
  g_assert_no_error (error);
  g_test_message ("pgn-extract:\n%s\nstderr: %s", out, err);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_cmpstr (err, ==, "");
  g_assert_nonnull (strstr (out, "[PlyCount \"33\"]"));
  /* ... and the same moves, which it writes in SAN itself. */
  const char *their_text = strstr (out, "\n\n");
  g_assert_nonnull (their_text);
  g_autofree char *their_result = NULL;
  g_autofree char *theirs = movetext_moves (their_text + 2, &their_result);
  g_assert_cmpstr (theirs, ==, opera_san);
  g_assert_cmpstr (their_result, ==, "1-0");
  g_remove (path);
  g_rmdir (dir);
}

/* The published score and the same written with Turkish letters: one game. */
static void
test_read_letters (void)
{
  static const struct
  {
    const char *file;
    gboolean note;
  } files[] = { { "opera-en.pgn", FALSE }, { "opera-tr.pgn", TRUE } };
  for (gsize i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autoptr (HakemSession) s = hakem_session_new ();
      g_autofree char *path = g_build_filename (TEST_DATA_DIR, "pgn", files[i].file, NULL);
      g_autofree char *message = NULL;
      g_assert_true (hakem_session_load_pgn (s, path, &message));
      g_test_message ("%s: %s", files[i].file, message ? message : "(no note)");
      g_assert_true ((message != NULL) == files[i].note);
      g_autofree char *uci = game_test_uci (hakem_session_get_game (s));
      g_assert_cmpstr (uci, ==, opera_uci);
      g_assert_cmpint (hakem_session_get_game (s)->result, ==, CHESS_RESULT_WHITE_WINS);
      /* Turkish letters chosen or not, it goes out in English. */
      hakem_session_set_san_language (s, CHESS_SAN_TURKISH);
      g_autofree char *pgn = hakem_session_to_pgn (s);
      g_autofree char *result = NULL;
      g_autofree char *moves = movetext_moves (strstr (pgn, "\n\n") + 2, &result);
      g_assert_cmpstr (moves, ==, opera_san);
    }
}

/* White Ke1 Ra1, Black Ke8 Rh8: 1.Kd1 Kf8 is two king moves in English and two rook moves in
 * Turkish (a1-d1, h8-f8), all legal. The English reading is kept, and the arbiter told. */
static void
test_read_ambiguous (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hakem-pgn-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "both.pgn", NULL);
  g_assert_true (g_file_set_contents (
      path, "[SetUp \"1\"]\n[FEN \"4k2r/8/8/8/8/8/8/R3K3 w - - 0 1\"]\n\n1. Kd1 Kf8 *\n", -1,
      NULL));
  g_autoptr (HakemSession) s = hakem_session_new ();
  g_autofree char *message = NULL;
  g_assert_true (hakem_session_load_pgn (s, path, &message));
  g_assert_nonnull (message);
  g_autofree char *uci = game_test_uci (hakem_session_get_game (s));
  g_assert_cmpstr (uci, ==, "e1d1 e8f8");
  g_remove (path);
  g_rmdir (dir);
}

/* A record whose result contradicts the position: Fool's mate (Black mates at 2...Qh4#, 5.1.1)
 * written 1-0. The result stands as recorded; it is not called a checkmate, and the arbiter is
 * told that the position gives 0-1 by checkmate. The same record written 0-1 ends by checkmate,
 * with nothing to tell. */
static void
test_read_contradicting_result (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hakem-pgn-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "mate.pgn", NULL);
  const char *results[] = { "1-0", "0-1" };
  const HakemEndReason reasons[] = { HAKEM_END_RECORDED, HAKEM_END_CHECKMATE };
  for (gsize i = 0; i < G_N_ELEMENTS (results); i++)
    {
      g_autofree char *text
          = g_strdup_printf ("[Result \"%s\"]\n\n1. f3 e5 2. g4 Qh4# %s\n", results[i], results[i]);
      g_assert_true (g_file_set_contents (path, text, -1, NULL));
      g_autoptr (HakemSession) s = hakem_session_new ();
      g_autofree char *message = NULL;
      g_assert_true (hakem_session_load_pgn (s, path, &message));
      g_assert_cmpint (hakem_session_get_end_reason (s, NULL), ==, reasons[i]);
      if (reasons[i] == HAKEM_END_RECORDED)
        {
          g_assert_nonnull (message);
          g_assert_nonnull (strstr (message, "1-0, contradicts the position, which gives 0-1"));
          g_assert_nonnull (strstr (message, "5.1.1"));
        }
      else
        g_assert_null (message);
    }
  g_remove (path);
  g_rmdir (dir);
}

/* What the window says opening the files of issues 25 and 26: a tag's stray quotes (line 2) are
 * said and the game opens; a NUL byte is said and the game does not open. */
static void
test_read_assumed_and_nul (void)
{
  g_autoptr (HakemSession) s = hakem_session_new ();
  g_autofree char *msg = NULL;
  g_assert_true (hakem_session_load_pgn (s, TEST_DATA_DIR "/pgn/tag-quotes.pgn", &msg));
  g_assert_nonnull (msg);
  g_assert_nonnull (strstr (msg, "line 2 "));
  g_assert_nonnull (strstr (msg, "not escaped"));
  g_assert_cmpstr (chess_game_get_tag (hakem_session_get_game (s), "White"), ==,
                   "\"Socrates Expert\"");
  g_clear_pointer (&msg, g_free);
  g_autoptr (HakemSession) n = hakem_session_new ();
  g_assert_false (hakem_session_load_pgn (n, TEST_DATA_DIR "/pgn/nul.pgn", &msg));
  g_assert_nonnull (strstr (msg, "nul.pgn:4:10: a NUL byte"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/session-pgn/export", test_export);
  g_test_add_func ("/session-pgn/read/letters", test_read_letters);
  g_test_add_func ("/session-pgn/read/ambiguous", test_read_ambiguous);
  g_test_add_func ("/session-pgn/read/contradicting-result", test_read_contradicting_result);
  g_test_add_func ("/session-pgn/read/assumed-and-nul", test_read_assumed_and_nul);
  return g_test_run ();
}
