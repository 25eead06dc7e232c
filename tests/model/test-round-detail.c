/* test-round-detail.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A round flag's typed details: every type set and read back, "none", equality (the board's
 * "same flag"), the keys walked in the order docs/cli.md gives each event's keys, the text
 * `hakem-cli trf --feed` prints, and a value of another type refused.
 */
#include "config.h"

#include <string.h>

#include "chess-position.h"
#include "hakem-round-detail.h"

/* The table against docs/cli.md (monitor): each key's name, and which are lists, FENs, numbers
 * and may be "none". */
static void
test_table (void)
{
  static const struct
  {
    HakemRoundDetailKey key;
    const char *name;
    HakemRoundValueType type;
    gboolean nullable;
  } want[] = {
    { HAKEM_ROUND_DETAIL_RESULT, "result", HAKEM_ROUND_VALUE_RESULT, FALSE },
    { HAKEM_ROUND_DETAIL_EXPECTED, "expected", HAKEM_ROUND_VALUE_RESULT, FALSE },
    { HAKEM_ROUND_DETAIL_MOVE, "move", HAKEM_ROUND_VALUE_WORD, FALSE },
    { HAKEM_ROUND_DETAIL_CANDIDATES, "candidates", HAKEM_ROUND_VALUE_LIST, FALSE },
    { HAKEM_ROUND_DETAIL_INSERTED, "inserted", HAKEM_ROUND_VALUE_WORD, TRUE },
    { HAKEM_ROUND_DETAIL_MOVES, "moves", HAKEM_ROUND_VALUE_LIST, FALSE },
    { HAKEM_ROUND_DETAIL_FEN_BEFORE, "fen-before", HAKEM_ROUND_VALUE_FEN, TRUE },
    { HAKEM_ROUND_DETAIL_FEN_AFTER, "fen-after", HAKEM_ROUND_VALUE_FEN, TRUE },
    { HAKEM_ROUND_DETAIL_BY, "by", HAKEM_ROUND_VALUE_COLOR, FALSE },
    { HAKEM_ROUND_DETAIL_WINNER, "winner", HAKEM_ROUND_VALUE_COLOR, FALSE },
    { HAKEM_ROUND_DETAIL_SIDE, "side", HAKEM_ROUND_VALUE_COLOR, FALSE },
    { HAKEM_ROUND_DETAIL_PROBLEM, "problem", HAKEM_ROUND_VALUE_WORD, FALSE },
    { HAKEM_ROUND_DETAIL_DROPPED, "dropped", HAKEM_ROUND_VALUE_NUMBER, FALSE },
    { HAKEM_ROUND_DETAIL_DESK, "desk", HAKEM_ROUND_VALUE_WORD, FALSE },
    { HAKEM_ROUND_DETAIL_INCIDENT, "incident", HAKEM_ROUND_VALUE_WORD, FALSE },
    { HAKEM_ROUND_DETAIL_ARTICLES, "articles", HAKEM_ROUND_VALUE_ARTICLES, FALSE },
    { HAKEM_ROUND_DETAIL_REASON, "reason", HAKEM_ROUND_VALUE_WORD, FALSE },
    { HAKEM_ROUND_DETAIL_MAX_BYTES, "max-bytes", HAKEM_ROUND_VALUE_NUMBER, FALSE },
    { HAKEM_ROUND_DETAIL_BOARD, "board", HAKEM_ROUND_VALUE_NUMBER, FALSE },
    { HAKEM_ROUND_DETAIL_EXPECTED_PAIRING, "expected", HAKEM_ROUND_VALUE_PAIR, FALSE },
    { HAKEM_ROUND_DETAIL_CAME, "came", HAKEM_ROUND_VALUE_PAIR, FALSE },
    { HAKEM_ROUND_DETAIL_FEED_BOARD, "feed-board", HAKEM_ROUND_VALUE_LABEL, FALSE },
    { HAKEM_ROUND_DETAIL_ROUND, "round", HAKEM_ROUND_VALUE_NUMBER, FALSE },
    { HAKEM_ROUND_DETAIL_EXPECTED_ROUND, "expected-round", HAKEM_ROUND_VALUE_NUMBER, FALSE },
  };
  g_assert_cmpuint (G_N_ELEMENTS (want), ==, HAKEM_ROUND_DETAIL_N_KEYS);
  for (gsize i = 0; i < G_N_ELEMENTS (want); i++)
    {
      g_assert_cmpstr (hakem_round_detail_key_name (want[i].key), ==, want[i].name);
      g_assert_cmpint (hakem_round_detail_key_type (want[i].key), ==, want[i].type);
      g_assert_cmpint (hakem_round_detail_key_nullable (want[i].key), ==, want[i].nullable);
    }
}

/* Each type set, read back as it was set, and as the CLI prints it. */
static void
test_round_trip (void)
{
  g_autoptr (HakemRoundDetail) d = hakem_round_detail_new ();
  g_assert_false (hakem_round_detail_has (d, HAKEM_ROUND_DETAIL_MOVE));
  g_assert_null (hakem_round_detail_get_word (d, HAKEM_ROUND_DETAIL_MOVE));
  g_assert_null (hakem_round_detail_to_text (d));
  g_assert_null (hakem_round_detail_to_text (NULL));

  /* A word, as given: a promotion keeps its '='. */
  hakem_round_detail_set_word (d, HAKEM_ROUND_DETAIL_MOVE, "e8=Q");
  g_assert_cmpstr (hakem_round_detail_get_word (d, HAKEM_ROUND_DETAIL_MOVE), ==, "e8=Q");
  /* A label loses its spaces and '=' (a Board tag made one word). */
  hakem_round_detail_set_word (d, HAKEM_ROUND_DETAIL_FEED_BOARD, "2 = x");
  g_assert_cmpstr (hakem_round_detail_get_word (d, HAKEM_ROUND_DETAIL_FEED_BOARD), ==, "2___x");

  int n = -1;
  g_assert_false (hakem_round_detail_get_int (d, HAKEM_ROUND_DETAIL_DROPPED, &n));
  g_assert_cmpint (n, ==, -1);
  hakem_round_detail_set_int (d, HAKEM_ROUND_DETAIL_DROPPED, 3);
  /* Set again: replaced. */
  hakem_round_detail_set_int (d, HAKEM_ROUND_DETAIL_DROPPED, 16777216);
  g_assert_true (hakem_round_detail_get_int (d, HAKEM_ROUND_DETAIL_DROPPED, &n));
  g_assert_cmpint (n, ==, 16777216);

  ChessColor c = CHESS_WHITE;
  hakem_round_detail_set_color (d, HAKEM_ROUND_DETAIL_SIDE, CHESS_BLACK);
  g_assert_true (hakem_round_detail_get_color (d, HAKEM_ROUND_DETAIL_SIDE, &c));
  g_assert_cmpint (c, ==, CHESS_BLACK);

  ChessResult r = CHESS_RESULT_NONE;
  hakem_round_detail_set_result (d, HAKEM_ROUND_DETAIL_RESULT, CHESS_RESULT_DRAW);
  g_assert_true (hakem_round_detail_get_result (d, HAKEM_ROUND_DETAIL_RESULT, &r));
  g_assert_cmpint (r, ==, CHESS_RESULT_DRAW);

  /* A FEN, as X-FEN: after 1. e4 the en passant square stands though no pawn can take. */
  const char *fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
  ChessPosition pos;
  int column;
  g_assert_cmpint (chess_position_from_fen (&pos, fen, &column), ==, CHESS_FEN_OK);
  hakem_round_detail_set_fen (d, HAKEM_ROUND_DETAIL_FEN_BEFORE, &pos);
  g_assert_cmpstr (hakem_round_detail_get_fen (d, HAKEM_ROUND_DETAIL_FEN_BEFORE), ==, fen);

  const char *const moves[] = { "Bd3", "Bc4", NULL };
  hakem_round_detail_set_list (d, HAKEM_ROUND_DETAIL_MOVES, moves);
  const char *const *got = hakem_round_detail_get_list (d, HAKEM_ROUND_DETAIL_MOVES);
  g_assert_nonnull (got);
  g_assert_true (g_strv_equal (got, moves));

  /* Articles as a case file writes them, split at each space. */
  const char *const articles[] = { "6.9", "A.5.3", NULL };
  hakem_round_detail_set_list (d, HAKEM_ROUND_DETAIL_ARTICLES, articles);
  g_assert_true (
      g_strv_equal (hakem_round_detail_get_list (d, HAKEM_ROUND_DETAIL_ARTICLES), articles));

  int pair[2] = { -1, -1 };
  hakem_round_detail_set_pair (d, HAKEM_ROUND_DETAIL_CAME, 31, 0);
  g_assert_true (hakem_round_detail_get_pair (d, HAKEM_ROUND_DETAIL_CAME, pair));
  g_assert_cmpint (pair[0], ==, 31);
  g_assert_cmpint (pair[1], ==, 0);

  /* As the CLI prints each: the FEN with its spaces, the pair with '?' for the player not
   * known, the articles joined by ','. */
  static const struct
  {
    HakemRoundDetailKey key;
    const char *text;
  } printed[] = {
    { HAKEM_ROUND_DETAIL_MOVE, "e8=Q" },
    { HAKEM_ROUND_DETAIL_FEED_BOARD, "2___x" },
    { HAKEM_ROUND_DETAIL_DROPPED, "16777216" },
    { HAKEM_ROUND_DETAIL_SIDE, "black" },
    { HAKEM_ROUND_DETAIL_RESULT, "1/2-1/2" },
    { HAKEM_ROUND_DETAIL_FEN_BEFORE,
      "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1" },
    { HAKEM_ROUND_DETAIL_ARTICLES, "6.9,A.5.3" },
    { HAKEM_ROUND_DETAIL_CAME, "31-?" },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (printed); i++)
    {
      g_autofree char *text = hakem_round_detail_get_text (d, printed[i].key);
      g_assert_cmpstr (text, ==, printed[i].text);
    }
  /* A list has no one word: the CLI prints its words. */
  g_assert_null (hakem_round_detail_get_text (d, HAKEM_ROUND_DETAIL_MOVES));

  /* The copy reads the same. */
  g_autoptr (HakemRoundDetail) copy = hakem_round_detail_copy (d);
  g_assert_true (hakem_round_detail_get_fen (copy, HAKEM_ROUND_DETAIL_FEN_BEFORE)
                 != hakem_round_detail_get_fen (d, HAKEM_ROUND_DETAIL_FEN_BEFORE));
  g_assert_cmpstr (hakem_round_detail_get_fen (copy, HAKEM_ROUND_DETAIL_FEN_BEFORE), ==, fen);
  g_assert_true (
      g_strv_equal (hakem_round_detail_get_list (copy, HAKEM_ROUND_DETAIL_MOVES), moves));
  g_assert_null (hakem_round_detail_copy (NULL));
}

/* "none": a value that does not exist, distinct from a key not set. */
static void
test_none (void)
{
  g_autoptr (HakemRoundDetail) d = hakem_round_detail_new ();
  hakem_round_detail_set_none (d, HAKEM_ROUND_DETAIL_INSERTED);
  hakem_round_detail_set_none (d, HAKEM_ROUND_DETAIL_FEN_AFTER);
  g_assert_true (hakem_round_detail_has (d, HAKEM_ROUND_DETAIL_INSERTED));
  g_assert_true (hakem_round_detail_is_none (d, HAKEM_ROUND_DETAIL_INSERTED));
  g_assert_null (hakem_round_detail_get_word (d, HAKEM_ROUND_DETAIL_INSERTED));
  g_assert_null (hakem_round_detail_get_fen (d, HAKEM_ROUND_DETAIL_FEN_AFTER));
  g_assert_null (hakem_round_detail_get_text (d, HAKEM_ROUND_DETAIL_FEN_AFTER));
  g_assert_false (hakem_round_detail_is_none (d, HAKEM_ROUND_DETAIL_FEN_BEFORE));
  g_assert_false (hakem_round_detail_is_none (NULL, HAKEM_ROUND_DETAIL_FEN_BEFORE));
  g_autofree char *text = hakem_round_detail_to_text (d);
  g_assert_cmpstr (text, ==, "inserted=none fen-after=none");
  /* A value set over none replaces it. */
  hakem_round_detail_set_word (d, HAKEM_ROUND_DETAIL_INSERTED, "Nc6");
  g_assert_false (hakem_round_detail_is_none (d, HAKEM_ROUND_DETAIL_INSERTED));
  g_assert_cmpstr (hakem_round_detail_get_word (d, HAKEM_ROUND_DETAIL_INSERTED), ==, "Nc6");
  /* Articles: an incident that cites none is the word "none". */
  const char *const empty[] = { NULL };
  hakem_round_detail_set_list (d, HAKEM_ROUND_DETAIL_ARTICLES, empty);
  g_autofree char *none = hakem_round_detail_get_text (d, HAKEM_ROUND_DETAIL_ARTICLES);
  g_assert_cmpstr (none, ==, "none");
}

/* Equality is what makes two flags of one kind at one ply the same flag. */
static void
test_equal (void)
{
  g_autoptr (HakemRoundDetail) a = hakem_round_detail_new ();
  g_autoptr (HakemRoundDetail) empty = hakem_round_detail_new ();
  g_assert_true (hakem_round_detail_equal (NULL, NULL));
  g_assert_true (hakem_round_detail_equal (empty, NULL));
  hakem_round_detail_set_color (a, HAKEM_ROUND_DETAIL_BY, CHESS_WHITE);
  g_assert_false (hakem_round_detail_equal (a, NULL));

  g_autoptr (HakemRoundDetail) b = hakem_round_detail_copy (a);
  g_assert_true (hakem_round_detail_equal (a, b));
  /* Another value of the same key. */
  hakem_round_detail_set_color (b, HAKEM_ROUND_DETAIL_BY, CHESS_BLACK);
  g_assert_false (hakem_round_detail_equal (a, b));
  /* The same value under another key. */
  g_autoptr (HakemRoundDetail) c = hakem_round_detail_new ();
  hakem_round_detail_set_color (c, HAKEM_ROUND_DETAIL_WINNER, CHESS_WHITE);
  g_assert_false (hakem_round_detail_equal (a, c));
  /* One key more. */
  g_autoptr (HakemRoundDetail) d = hakem_round_detail_copy (a);
  hakem_round_detail_set_int (d, HAKEM_ROUND_DETAIL_DROPPED, 2);
  g_assert_false (hakem_round_detail_equal (a, d));
  g_assert_false (hakem_round_detail_equal (d, a));

  /* The keys in another order are the same details. */
  g_autoptr (HakemRoundDetail) x = hakem_round_detail_new ();
  g_autoptr (HakemRoundDetail) y = hakem_round_detail_new ();
  hakem_round_detail_set_word (x, HAKEM_ROUND_DETAIL_REASON, "too-large");
  hakem_round_detail_set_int (x, HAKEM_ROUND_DETAIL_MAX_BYTES, 16);
  hakem_round_detail_set_int (y, HAKEM_ROUND_DETAIL_MAX_BYTES, 16);
  hakem_round_detail_set_word (y, HAKEM_ROUND_DETAIL_REASON, "too-large");
  g_assert_true (hakem_round_detail_equal (x, y));

  /* Lists compare word by word: two moves are not one word holding a ','. */
  g_autoptr (HakemRoundDetail) two = hakem_round_detail_new ();
  g_autoptr (HakemRoundDetail) one = hakem_round_detail_new ();
  const char *const split[] = { "Nc6", "c6", NULL }, *const joined[] = { "Nc6,c6", NULL };
  hakem_round_detail_set_list (two, HAKEM_ROUND_DETAIL_CANDIDATES, split);
  hakem_round_detail_set_list (one, HAKEM_ROUND_DETAIL_CANDIDATES, joined);
  g_assert_false (hakem_round_detail_equal (two, one));

  /* none is not a value of the key. */
  g_autoptr (HakemRoundDetail) none = hakem_round_detail_new ();
  g_autoptr (HakemRoundDetail) some = hakem_round_detail_new ();
  hakem_round_detail_set_none (none, HAKEM_ROUND_DETAIL_INSERTED);
  hakem_round_detail_set_word (some, HAKEM_ROUND_DETAIL_INSERTED, "none");
  g_assert_false (hakem_round_detail_equal (none, some));
}

static void
collect (const HakemRoundDetail *detail, HakemRoundDetailKey key, gpointer user_data)
{
  g_ptr_array_add (user_data, (gpointer) hakem_round_detail_key_name (key));
}

/* The keys of d walked, as names joined by ' '. */
static char *
walked (const HakemRoundDetail *d)
{
  g_autoptr (GPtrArray) names = g_ptr_array_new ();
  hakem_round_detail_foreach (d, collect, names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

/* The keys of each event come out in the order of docs/cli.md's table, whatever order they were
 * set in: each event's keys are set here last first. */
static void
test_order (void)
{
  static const struct
  {
    HakemRoundDetailKey keys[8];
    const char *order; /* docs/cli.md */
  } events[] = {
    /* missed-move */
    { { HAKEM_ROUND_DETAIL_MOVE, HAKEM_ROUND_DETAIL_CANDIDATES, HAKEM_ROUND_DETAIL_INSERTED,
        HAKEM_ROUND_DETAIL_FEN_BEFORE, HAKEM_ROUND_DETAIL_FEN_AFTER, HAKEM_ROUND_DETAIL_N_KEYS },
      "move candidates inserted fen-before fen-after" },
    /* board-jump */
    { { HAKEM_ROUND_DETAIL_MOVES, HAKEM_ROUND_DETAIL_FEN_BEFORE, HAKEM_ROUND_DETAIL_FEN_AFTER,
        HAKEM_ROUND_DETAIL_N_KEYS },
      "moves fen-before fen-after" },
    /* result-signalled */
    { { HAKEM_ROUND_DETAIL_RESULT, HAKEM_ROUND_DETAIL_MOVES, HAKEM_ROUND_DETAIL_FEN_BEFORE,
        HAKEM_ROUND_DETAIL_FEN_AFTER, HAKEM_ROUND_DETAIL_N_KEYS },
      "result moves fen-before fen-after" },
    /* result-mismatch */
    { { HAKEM_ROUND_DETAIL_RESULT, HAKEM_ROUND_DETAIL_EXPECTED, HAKEM_ROUND_DETAIL_N_KEYS },
      "result expected" },
    /* incident */
    { { HAKEM_ROUND_DETAIL_DESK, HAKEM_ROUND_DETAIL_INCIDENT, HAKEM_ROUND_DETAIL_ARTICLES,
        HAKEM_ROUND_DETAIL_N_KEYS },
      "desk incident articles" },
    /* file-refused */
    { { HAKEM_ROUND_DETAIL_REASON, HAKEM_ROUND_DETAIL_MAX_BYTES, HAKEM_ROUND_DETAIL_N_KEYS },
      "reason max-bytes" },
    /* pairing-mismatch, as `trf --feed` prints it (docs/cli.md, trf) */
    { { HAKEM_ROUND_DETAIL_REASON, HAKEM_ROUND_DETAIL_BOARD, HAKEM_ROUND_DETAIL_EXPECTED_PAIRING,
        HAKEM_ROUND_DETAIL_CAME, HAKEM_ROUND_DETAIL_FEED_BOARD, HAKEM_ROUND_DETAIL_ROUND,
        HAKEM_ROUND_DETAIL_EXPECTED_ROUND, HAKEM_ROUND_DETAIL_N_KEYS },
      "reason board expected came feed-board round expected-round" },
  };
  for (gsize e = 0; e < G_N_ELEMENTS (events); e++)
    {
      g_autoptr (HakemRoundDetail) d = hakem_round_detail_new ();
      int n = 0;
      while (events[e].keys[n] != HAKEM_ROUND_DETAIL_N_KEYS)
        n++;
      for (int i = n - 1; i >= 0; i--)
        {
          HakemRoundDetailKey key = events[e].keys[i];
          switch (hakem_round_detail_key_type (key))
            {
            case HAKEM_ROUND_VALUE_WORD:
            case HAKEM_ROUND_VALUE_LABEL:
              hakem_round_detail_set_word (d, key, "w");
              break;
            case HAKEM_ROUND_VALUE_NUMBER:
              hakem_round_detail_set_int (d, key, 1);
              break;
            case HAKEM_ROUND_VALUE_COLOR:
              hakem_round_detail_set_color (d, key, CHESS_WHITE);
              break;
            case HAKEM_ROUND_VALUE_RESULT:
              hakem_round_detail_set_result (d, key, CHESS_RESULT_WHITE_WINS);
              break;
            case HAKEM_ROUND_VALUE_FEN:
              hakem_round_detail_set_none (d, key);
              break;
            case HAKEM_ROUND_VALUE_LIST:
            case HAKEM_ROUND_VALUE_ARTICLES:
              hakem_round_detail_set_list (d, key, NULL);
              break;
            case HAKEM_ROUND_VALUE_PAIR:
              hakem_round_detail_set_pair (d, key, 1, 2);
              break;
            }
        }
      g_autofree char *order = walked (d);
      g_assert_cmpstr (order, ==, events[e].order);
    }

  /* The text: docs/cli.md's missed-move example (monitor), each FEN's spaces written '_'; and a
   * pairing's mismatch as trf --feed prints it. */
  ChessPosition before;
  int column;
  g_assert_cmpint (
      chess_position_from_fen (
          &before, "rnbqkbnr/pppp1ppp/8/1B2p3/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 2", &column),
      ==, CHESS_FEN_OK);
  g_autoptr (HakemRoundDetail) missed = hakem_round_detail_new ();
  hakem_round_detail_set_none (missed, HAKEM_ROUND_DETAIL_FEN_AFTER);
  hakem_round_detail_set_fen (missed, HAKEM_ROUND_DETAIL_FEN_BEFORE, &before);
  hakem_round_detail_set_none (missed, HAKEM_ROUND_DETAIL_INSERTED);
  const char *const candidates[] = { "Nc6", "c6", NULL };
  hakem_round_detail_set_list (missed, HAKEM_ROUND_DETAIL_CANDIDATES, candidates);
  hakem_round_detail_set_word (missed, HAKEM_ROUND_DETAIL_MOVE, "Bxc6");
  g_autofree char *text = hakem_round_detail_to_text (missed);
  g_assert_cmpstr (text, ==,
                   "move=Bxc6 candidates=Nc6,c6 inserted=none "
                   "fen-before=rnbqkbnr/pppp1ppp/8/1B2p3/4P3/8/PPPP1PPP/RNBQK1NR_b_KQkq_-_1_2 "
                   "fen-after=none");

  g_autoptr (HakemRoundDetail) pairing = hakem_round_detail_new ();
  hakem_round_detail_set_int (pairing, HAKEM_ROUND_DETAIL_EXPECTED_ROUND, 10);
  hakem_round_detail_set_int (pairing, HAKEM_ROUND_DETAIL_ROUND, 9);
  hakem_round_detail_set_word (pairing, HAKEM_ROUND_DETAIL_FEED_BOARD, "1");
  hakem_round_detail_set_pair (pairing, HAKEM_ROUND_DETAIL_CAME, 0, 0);
  hakem_round_detail_set_word (pairing, HAKEM_ROUND_DETAIL_REASON, "other-round");
  g_autofree char *mismatch = hakem_round_detail_to_text (pairing);
  g_assert_cmpstr (mismatch, ==,
                   "reason=other-round came=?-? feed-board=1 round=9 expected-round=10");
}

static void
test_wrong_type (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr (HakemRoundDetail) d = hakem_round_detail_new ();
      /* A colour set as a number: refused. */
      hakem_round_detail_set_int (d, HAKEM_ROUND_DETAIL_BY, 1);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr ("*key_is*");
}

static void
test_not_nullable (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr (HakemRoundDetail) d = hakem_round_detail_new ();
      /* Only inserted and the FENs may be none. */
      hakem_round_detail_set_none (d, HAKEM_ROUND_DETAIL_MOVE);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr ("*nullable*");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/round-detail/table", test_table);
  g_test_add_func ("/round-detail/round-trip", test_round_trip);
  g_test_add_func ("/round-detail/none", test_none);
  g_test_add_func ("/round-detail/equal", test_equal);
  g_test_add_func ("/round-detail/order", test_order);
  g_test_add_func ("/round-detail/wrong-type", test_wrong_type);
  g_test_add_func ("/round-detail/not-nullable", test_not_nullable);
  return g_test_run ();
}
