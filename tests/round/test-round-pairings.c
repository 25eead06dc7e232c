/* test-round-pairings.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A round watched from its pairings, on published TRF files (tests/data/trf/README.md): the
 * round's results taken out of the file here, column by column, as the pairing program wrote it
 * before the round was played; PGN feeds made here from the file's players (by FIDE id, by name,
 * a board with the colours reversed, two boards swapped at the tables, a result the position
 * contradicts); the results gathered from the feed, a desk's case file and the arbiter, and
 * written back: the file must be the one published, byte for byte.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hakem-casefile.h"
#include "hakem-round-entries.h"
#include "hakem-round-feed.h"
#include "hakem-round-results.h"

#define EXAMPLE1 TEST_DATA_DIR "/trf/fide-example1.trf"
#define LICHESS TEST_DATA_DIR "/trf/lichess-swiss-2020-05-29.trf"

/* The columns of TRF16's 001 line (FIDE Handbook C.04 Annex 2), 0-based here. */
#define AT_NAME 14
#define AT_FIDE 57
#define AT_POINTS 80
#define AT_OPPONENT(r) ((gsize) (91 + 10 * ((r) -1)))
#define AT_RESULT(r) ((gsize) (98 + 10 * ((r) -1)))

/* A player as the test reads them off the line, without the reader under test. */
typedef struct
{
  int number;
  char name[40];
  char fide_id[16];
  int opponent;
  char result;
} Line;

static char *
column (const char *line, gsize at, gsize n)
{
  gsize len = strlen (line);
  g_autofree char *field = at < len ? g_strndup (line + at, MIN (n, len - at)) : g_strdup ("");
  return g_strstrip (g_strdup (field));
}

static GHashTable *
read_lines (const char *text, int round)
{
  GHashTable *players = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, g_free);
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  for (char **l = lines; *l; l++)
    {
      if (!g_str_has_prefix (*l, "001"))
        continue;
      Line *p = g_new0 (Line, 1);
      g_autofree char *number = column (*l, 4, 4);
      g_autofree char *name = column (*l, AT_NAME, 33);
      g_autofree char *id = column (*l, AT_FIDE, 11);
      g_autofree char *opponent = column (*l, AT_OPPONENT (round), 4);
      p->number = atoi (number);
      g_strlcpy (p->name, name, sizeof p->name);
      g_strlcpy (p->fide_id, id, sizeof p->fide_id);
      p->opponent = atoi (opponent);
      p->result = strlen (*l) > AT_RESULT (round) ? (*l)[AT_RESULT (round)] : ' ';
      g_hash_table_insert (players, GINT_TO_POINTER (p->number), p);
    }
  return players;
}

/* What a result letter scores by default (TRF16: 1 for a win, a forfeit win or a full-point
 * bye, 0.5 for a draw or a half-point bye). */
static double
letter_points (char c)
{
  return strchr ("1+WFU", c) ? 1.0 : strchr ("=DH", c) ? 0.5 : 0.0;
}

/* The file as the pairing program wrote it when it paired round: the round's results of the
 * players paired in it blanked, their points less those results. Byes keep theirs: they are
 * written with the pairing. */
static char *
without_results (const char *text, int round)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  for (char **l = lines; *l; l++)
    {
      gsize len = strlen (*l);
      if (!g_str_has_prefix (*l, "001") || len <= AT_RESULT (round))
        continue;
      g_autofree char *opponent = column (*l, AT_OPPONENT (round), 4);
      if (atoi (opponent) == 0)
        continue;
      char *line = *l;
      char result = line[AT_RESULT (round)];
      g_autofree char *points_text = column (line, AT_POINTS, 4);
      double points = g_ascii_strtod (points_text, NULL) - letter_points (result);
      char buf[8];
      g_snprintf (buf, sizeof buf, "%4.1f", points);
      g_assert_cmpuint (strlen (buf), ==, 4);
      memcpy (line + AT_POINTS, buf, 4);
      line[AT_RESULT (round)] = ' ';
    }
  return g_strjoinv ("\n", lines);
}

typedef struct
{
  char *dir;
  char *feed_dir;
  char *original; /* the published file */
  gsize original_len;
  char *blank_path;
  GHashTable *lines; /* number -> Line */
  GPtrArray *events;
} Fixture;

static void
on_event (HakemRoundFeed *feed, HakemRoundBoard *board, gpointer flag_ptr, gpointer user_data)
{
  Fixture *fx = user_data;
  const HakemRoundFlag *f = flag_ptr;
  if (f->kind == HAKEM_ROUND_PAIRING_MISMATCH)
    g_ptr_array_add (fx->events, hakem_round_detail_to_text (f->detail));
}

static void
fixture_open (Fixture *fx, const char *source, int round)
{
  fx->dir = g_dir_make_tmp ("hakem-pairings-XXXXXX", NULL);
  g_assert_nonnull (fx->dir);
  fx->feed_dir = g_build_filename (fx->dir, "feed", NULL);
  g_assert_cmpint (g_mkdir (fx->feed_dir, 0700), ==, 0);
  g_assert_true (g_file_get_contents (source, &fx->original, &fx->original_len, NULL));
  g_autofree char *blank = without_results (fx->original, round);
  g_assert_cmpstr (blank, !=, fx->original);
  fx->blank_path = g_build_filename (fx->dir, "paired.trf", NULL);
  g_assert_true (g_file_set_contents (fx->blank_path, blank, -1, NULL));
  fx->lines = read_lines (fx->original, round);
  fx->events = g_ptr_array_new_with_free_func (g_free);
}

static void
remove_tree (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  while (d && (name = g_dir_read_name (d)))
    {
      g_autofree char *p = g_build_filename (dir, name, NULL);
      if (g_file_test (p, G_FILE_TEST_IS_DIR))
        remove_tree (p);
      else
        g_remove (p);
    }
  g_rmdir (dir);
}

static void
fixture_close (Fixture *fx)
{
  remove_tree (fx->dir);
  g_free (fx->dir);
  g_free (fx->feed_dir);
  g_free (fx->original);
  g_free (fx->blank_path);
  g_hash_table_unref (fx->lines);
  g_ptr_array_unref (fx->events);
}

static const Line *
line_of (Fixture *fx, int number)
{
  const Line *l = g_hash_table_lookup (fx->lines, GINT_TO_POINTER (number));
  g_assert_nonnull (l);
  return l;
}

/* "Surname,Given Names" written the other way round, upper case, two blanks: the same name to
 * the matcher. */
static char *
other_spelling (const char *name)
{
  const char *comma = strchr (name, ',');
  if (!comma)
    return g_ascii_strup (name, -1);
  g_autofree char *surname = g_strndup (name, (gsize) (comma - name));
  g_autofree char *given = g_strstrip (g_strdup (comma + 1));
  g_autofree char *upper = g_ascii_strup (surname, -1);
  return g_strdup_printf ("%s  %s", given, upper);
}

typedef enum
{
  BY_ID,   /* names the matcher cannot know ("NN"), FIDE ids right (names for those without) */
  BY_NAME, /* names spelled otherwise, no ids */
} Identity;

/* A feed file: the game between white and black (Line of each), with those moves and result. */
static void
write_feed (Fixture *fx, const char *file, int round, const char *board, const Line *white,
            const Line *black, Identity how, const char *moves, const char *result)
{
  g_autoptr (GString) pgn = g_string_new (NULL);
  g_string_append_printf (pgn, "[Event \"Test\"]\n[Round \"%d\"]\n[Board \"%s\"]\n", round, board);
  if (how == BY_ID)
    {
      /* A player without a FIDE id (the file has some) is known by name alone. */
      const Line *players[] = { white, black };
      const char *sides[] = { "White", "Black" };
      for (int i = 0; i < 2; i++)
        if (*players[i]->fide_id)
          g_string_append_printf (pgn, "[%s \"NN\"]\n[%sFideId \"%s\"]\n", sides[i], sides[i],
                                  players[i]->fide_id);
        else
          g_string_append_printf (pgn, "[%s \"%s\"]\n", sides[i], players[i]->name);
    }
  else
    {
      g_autofree char *w = other_spelling (white->name);
      g_autofree char *b = other_spelling (black->name);
      g_string_append_printf (pgn, "[White \"%s\"]\n[Black \"%s\"]\n", w, b);
    }
  g_string_append_printf (pgn, "[Result \"%s\"]\n\n%s %s\n", result, moves, result);
  g_autofree char *path = g_build_filename (fx->feed_dir, file, NULL);
  g_assert_true (g_file_set_contents (path, pgn->str, -1, NULL));
}

static const char *
pgn_result (char white)
{
  return white == '1' ? "1-0" : white == '0' ? "0-1" : "1/2-1/2";
}

static gboolean
played (char c)
{
  return c == '1' || c == '0' || c == '=';
}

/* What the pairings know about the board's players, against the lines. */
static void
assert_pairing_players (Fixture *fx, HakemRoundPairing *p, int white, int black)
{
  const HakemRoundPlayer *w = hakem_round_pairing_get_player (p, CHESS_WHITE);
  const HakemRoundPlayer *b = hakem_round_pairing_get_player (p, CHESS_BLACK);
  g_assert_cmpint (w->number, ==, white);
  g_assert_cmpint (b->number, ==, black);
  g_assert_cmpstr (w->name, ==, line_of (fx, white)->name);
  g_assert_cmpstr (b->fide_id, ==, line_of (fx, black)->fide_id);
}

static void
test_name_key (void)
{
  g_autofree char *a = hakem_round_name_key ("Carlsen, Magnus");
  g_autofree char *b = hakem_round_name_key ("magnus  CARLSEN");
  g_autofree char *c = hakem_round_name_key ("Carlsen,Magnus");
  g_autofree char *d = hakem_round_name_key ("Carlsen, M.");
  g_autofree char *e = hakem_round_name_key ("Çağlar, Şükrü");
  g_autofree char *f = hakem_round_name_key ("ŞÜKRÜ ÇAĞLAR");
  g_assert_cmpstr (a, ==, b);
  g_assert_cmpstr (a, ==, c);
  g_assert_cmpstr (a, !=, d);
  g_assert_cmpstr (e, ==, f);
  g_assert_null (hakem_round_name_key ("?"));
  g_assert_null (hakem_round_name_key (" - "));
  g_assert_null (hakem_round_name_key (""));
}

/* Results against positions: the Laws decide (5.1.1, 5.2.1), the game going on decides nothing. */
static void
test_doubt (void)
{
  ChessEnded mate = { CHESS_ENDING_CHECKMATE, 4, CHESS_RESULT_BLACK_WINS, "5.1.1" };
  ChessEnded stalemate = { CHESS_ENDING_STALEMATE, 60, CHESS_RESULT_DRAW, "5.2.1" };
  ChessEnded going_on = { CHESS_ENDING_NONE, -1, CHESS_RESULT_NONE, NULL };
  g_autofree char *wrong_winner = hakem_round_result_doubt ('1', '0', &mate, 4);
  g_assert_nonnull (wrong_winner);
  g_assert_nonnull (strstr (wrong_winner, "5.1.1"));
  g_assert_null (hakem_round_result_doubt ('0', '1', &mate, 4));
  g_autofree char *after_stalemate = hakem_round_result_doubt ('1', '0', &stalemate, 60);
  g_assert_nonnull (after_stalemate);
  g_assert_nonnull (strstr (after_stalemate, "5.2.1"));
  g_assert_null (hakem_round_result_doubt ('=', '=', &stalemate, 60));
  g_assert_null (hakem_round_result_doubt ('=', '=', &going_on, 30));
  g_assert_null (hakem_round_result_doubt ('0', '1', &going_on, 30));
  /* A forfeit with no move is a forfeit; after both players moved it needs a confirmation. */
  g_assert_null (hakem_round_result_doubt ('+', '-', &going_on, 0));
  g_assert_null (hakem_round_result_doubt ('-', '-', &going_on, 1));
  g_autofree char *forfeit = hakem_round_result_doubt ('-', '+', &going_on, 12);
  g_assert_nonnull (forfeit);
}

/* A desk's case of the game in the feed file, its result recorded there. */
static void
write_desk_case (Fixture *fx, const char *feed_file, int round, int board, ChessResult result)
{
  g_autoptr (HakemSession) session = hakem_session_new ();
  g_autofree char *pgn = g_build_filename (fx->feed_dir, feed_file, NULL);
  g_autofree char *message = NULL;
  g_assert_true (hakem_session_load_pgn (session, pgn, &message));
  hakem_session_end_game (session, result, CHESS_ENDING_RESIGNATION);
  g_autofree char *name = g_strdup_printf ("round-%d-board-%d.deputy.hakem", round, board);
  g_autofree char *path = g_build_filename (fx->feed_dir, name, NULL);
  g_autoptr (GError) error = NULL;
  g_assert_true (hakem_casefile_save (session, path, &error));
  g_assert_no_error (error);
}

static HakemRoundFeed *
follow_feed (Fixture *fx, HakemRoundPairings *pairings)
{
  g_autoptr (GFile) location = g_file_new_for_path (fx->feed_dir);
  HakemRoundFeed *feed = hakem_round_feed_new (location);
  g_signal_connect (feed, "event", G_CALLBACK (on_event), fx);
  hakem_round_pairings_follow (pairings, feed, location);
  g_autoptr (GError) error = NULL;
  g_assert_true (hakem_round_feed_scan (feed, &error));
  g_assert_no_error (error);
  hakem_round_pairings_read_desks (pairings);
  return feed;
}

static gboolean
has_event (Fixture *fx, const char *detail)
{
  for (guint i = 0; i < fx->events->len; i++)
    if (strcmp (fx->events->pdata[i], detail) == 0)
      return TRUE;
  return FALSE;
}

static void
assert_written_back (Fixture *fx, HakemRoundPairings *pairings)
{
  gsize length = 0;
  g_autoptr (GError) error = NULL;
  g_autofree char *out = hakem_round_pairings_write_trf (pairings, &length, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (length, ==, fx->original_len);
  g_assert_cmpmem (out, length, fx->original, fx->original_len);
}

/* FIDE's example, round 7: every played board fed, most by FIDE id; board 3 with the colours
 * reversed, boards 5 and 6 swapped at the tables, board 4 by name, board 8's result at a desk,
 * a played board whose result the feed's own mate contradicts; the forfeits the arbiter's. */
static void
test_example1 (void)
{
  Fixture fx = { 0 };
  const int round = 7;
  fixture_open (&fx, EXAMPLE1, round);
  g_autoptr (GError) error = NULL;
  g_autoptr (HakemRoundPairings) pairings
      = hakem_round_pairings_new_for_path (fx.blank_path, round, &error);
  g_assert_no_error (error);
  g_assert_cmpint (hakem_round_pairings_get_round (pairings), ==, round);

  /* The boards and byes counted off the columns. */
  guint paired = 0, unpaired = 0;
  GHashTableIter it;
  gpointer value;
  g_hash_table_iter_init (&it, fx.lines);
  while (g_hash_table_iter_next (&it, NULL, &value))
    ((Line *) value)->opponent ? paired++ : unpaired++;
  GListModel *list = hakem_round_pairings_get_pairings (pairings);
  guint n = g_list_model_get_n_items (list);
  g_assert_cmpuint (n * 2, ==, paired);
  g_assert_cmpuint (hakem_round_pairings_get_byes (pairings)->len, ==, unpaired);

  /* Before any move: a board per pairing, with its players. Board 1 is 1 (g, 2558, 3400042)
   * against 31, board 2 5 against 25 (test-trf.c's published order). */
  GListModel *shown = hakem_round_pairings_get_shown (pairings);
  g_assert_cmpuint (g_list_model_get_n_items (shown), ==, n);
  HakemRoundPairing *first = hakem_round_pairings_get_pairing (pairings, 1);
  assert_pairing_players (&fx, first, 1, 31);
  const HakemRoundPlayer *vasquez = hakem_round_pairing_get_player (first, CHESS_WHITE);
  g_assert_cmpstr (vasquez->title, ==, "GM");
  g_assert_cmpint (vasquez->rating, ==, 2558);
  g_assert_cmpstr (vasquez->fide_id, ==, "3400042");
  assert_pairing_players (&fx, hakem_round_pairings_get_pairing (pairings, 2), 5, 25);
  g_autoptr (HakemRoundBoard) shown_first = g_list_model_get_item (shown, 0);
  g_assert_cmpint (hakem_round_board_get_game (shown_first)->count, ==, 0);
  g_assert_true (hakem_round_pairings_find (pairings, shown_first) == first);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (HakemRoundPairing) p = g_list_model_get_item (list, i);
      g_assert_false (hakem_round_pairing_get_result (p, NULL, NULL, NULL));
    }

  /* The feed. The first played board from 9 on whose result is not 0-1 gets Black's mate in
   * the feed with the file's result: the position contradicts it. */
  const char *moves = "1. e4 e5 2. Nf3 Nc6";
  int contradicted = 0;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (HakemRoundPairing) p = g_list_model_get_item (list, i);
      int k = hakem_round_pairing_get_number (p);
      const Line *w = line_of (&fx, hakem_round_pairing_get_player (p, CHESS_WHITE)->number);
      const Line *b = line_of (&fx, hakem_round_pairing_get_player (p, CHESS_BLACK)->number);
      g_assert_cmpint (w->opponent, ==, b->number);
      if (!played (w->result))
        continue;
      g_autofree char *file = g_strdup_printf ("board-%03d.pgn", k);
      g_autofree char *tag = g_strdup_printf ("%d", k == 5 ? 6 : k == 6 ? 5 : k);
      if (k == 3)
        {
          /* Colours reversed: the feed's White is the pairing's Black, the result its own. */
          char rb = b->result;
          write_feed (&fx, file, round, tag, b, w, BY_ID, moves, pgn_result (rb));
        }
      else if (k == 8)
        {
          write_feed (&fx, file, round, tag, w, b, BY_ID, moves, "*");
          write_desk_case (&fx, file, round, k,
                           w->result == '1'   ? CHESS_RESULT_WHITE_WINS
                           : w->result == '0' ? CHESS_RESULT_BLACK_WINS
                                              : CHESS_RESULT_DRAW);
        }
      else if (k >= 9 && !contradicted && w->result != '0')
        {
          contradicted = k;
          write_feed (&fx, file, round, tag, w, b, BY_ID, "1. f3 e5 2. g4 Qh4#",
                      pgn_result (w->result));
        }
      else
        write_feed (&fx, file, round, tag, w, b, k == 4 ? BY_NAME : BY_ID, moves,
                    pgn_result (w->result));
    }
  g_assert_cmpint (contradicted, >, 0);
  g_autoptr (HakemRoundFeed) feed = follow_feed (&fx, pairings);
  g_assert_nonnull (feed); /* kept, watching, to the end of the case */

  /* Every feed board found its pairing: none shown apart. */
  g_assert_cmpuint (g_list_model_get_n_items (shown), ==, n);
  for (int k = 1; k <= 8; k++)
    {
      HakemRoundPairing *p = hakem_round_pairings_get_pairing (pairings, k);
      if (!played (line_of (&fx, hakem_round_pairing_get_player (p, CHESS_WHITE)->number)->result))
        continue;
      HakemRoundBoard *fed = hakem_round_pairing_get_fed (p);
      g_assert_nonnull (fed);
      g_assert_true (hakem_round_pairing_get_board (p) == fed);
      g_assert_true (hakem_round_pairings_find (pairings, fed) == p);
      g_assert_cmpint (hakem_round_board_get_game (fed)->count, ==, 4);
    }

  /* Board 3: colours reversed, flagged with what was expected and what came. */
  HakemRoundPairing *three = hakem_round_pairings_get_pairing (pairings, 3);
  int w3 = hakem_round_pairing_get_player (three, CHESS_WHITE)->number;
  int b3 = hakem_round_pairing_get_player (three, CHESS_BLACK)->number;
  g_autofree char *want3 = g_strdup_printf (
      "reason=colours-reversed board=3 expected=%d-%d came=%d-%d feed-board=3", w3, b3, b3, w3);
  g_autofree char *got = hakem_round_detail_to_text (hakem_round_pairing_get_mismatch (three));
  g_assert_cmpstr (got, ==, want3);
  g_assert_true (has_event (&fx, want3));
  g_assert_true (hakem_round_board_get_flag_mask (hakem_round_pairing_get_fed (three))
                 & HAKEM_ROUND_PAIRING_MISMATCH);
  g_assert_true (hakem_round_pairing_get_reversed (three));
  /* Its result, by player, waits for the arbiter. */
  char rw, rb;
  HakemResultSource source;
  g_assert_true (hakem_round_pairing_get_result (three, &rw, &rb, &source));
  g_assert_cmpint (rw, ==, line_of (&fx, w3)->result);
  g_assert_cmpint (rb, ==, line_of (&fx, b3)->result);
  g_assert_cmpint (source, ==, HAKEM_RESULT_FROM_FEED);
  g_assert_false (hakem_round_pairing_is_accepted (three));

  /* Boards 5 and 6 swapped at the tables: each matched to its players' pairing, flagged. */
  for (int k = 5; k <= 6; k++)
    {
      HakemRoundPairing *p = hakem_round_pairings_get_pairing (pairings, k);
      int w = hakem_round_pairing_get_player (p, CHESS_WHITE)->number;
      int b = hakem_round_pairing_get_player (p, CHESS_BLACK)->number;
      g_autofree char *want
          = g_strdup_printf ("reason=other-board board=%d expected=%d-%d came=%d-%d feed-board=%d",
                             k, w, b, w, b, k == 5 ? 6 : 5);
      g_autofree char *got_k = hakem_round_detail_to_text (hakem_round_pairing_get_mismatch (p));
      g_assert_cmpstr (got_k, ==, want);
      g_assert_true (has_event (&fx, want));
      g_autofree char *label = g_strdup_printf ("%d", k == 5 ? 6 : 5);
      g_assert_cmpstr (hakem_round_board_get_label (hakem_round_pairing_get_fed (p)), ==, label);
      g_assert_false (hakem_round_pairing_is_accepted (p));
    }
  /* Board 4 by names spelled otherwise, the others by id: no flag. */
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (HakemRoundPairing) p = g_list_model_get_item (list, i);
      int k = hakem_round_pairing_get_number (p);
      if (k != 3 && k != 5 && k != 6)
        g_assert_null (hakem_round_pairing_get_mismatch (p));
    }
  g_assert_cmpuint (fx.events->len, ==, 3);

  /* Board 8's result from the desk, the feed saying "*". */
  HakemRoundPairing *eight = hakem_round_pairings_get_pairing (pairings, 8);
  g_assert_true (hakem_round_pairing_get_result (eight, &rw, NULL, &source));
  g_assert_cmpint (source, ==, HAKEM_RESULT_FROM_DESK);
  g_assert_cmpint (
      rw, ==, line_of (&fx, hakem_round_pairing_get_player (eight, CHESS_WHITE)->number)->result);
  g_assert_true (hakem_round_pairing_is_accepted (eight));

  /* The contradicted board: Black mated, the result says otherwise (5.1.1). */
  HakemRoundPairing *mated = hakem_round_pairings_get_pairing (pairings, contradicted);
  g_autofree char *doubt = hakem_round_pairing_get_doubt (mated);
  g_assert_nonnull (doubt);
  g_assert_nonnull (strstr (doubt, "5.1.1"));
  g_assert_false (hakem_round_pairing_is_accepted (mated));
  g_assert_true (hakem_round_board_get_flag_mask (hakem_round_pairing_get_fed (mated))
                 & HAKEM_ROUND_RESULT_MISMATCH);

  /* The forfeits, entered by the arbiter. */
  guint forfeits = 0;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (HakemRoundPairing) p = g_list_model_get_item (list, i);
      const Line *w = line_of (&fx, hakem_round_pairing_get_player (p, CHESS_WHITE)->number);
      const Line *b = line_of (&fx, hakem_round_pairing_get_player (p, CHESS_BLACK)->number);
      if (played (w->result))
        continue;
      g_assert_true (strchr ("+-", w->result) && strchr ("+-", b->result));
      g_assert_null (hakem_round_pairing_get_fed (p));
      g_autofree char *entry = g_strdup_printf ("%c/%c", w->result, b->result);
      g_assert_true (hakem_round_pairing_enter_result (p, entry));
      g_assert_true (hakem_round_pairing_is_accepted (p));
      forfeits++;
    }
  g_assert_cmpuint (forfeits, >, 0);
  g_assert_false (hakem_round_pairing_enter_result (first, "2-0"));

  /* Four doubts wait; the file written without them is not the published one. */
  guint waiting = 0;
  g_assert_cmpuint (hakem_round_pairings_count_results (pairings, &waiting), ==, n - 4);
  g_assert_cmpuint (waiting, ==, 4);
  gsize length;
  g_autofree char *early = hakem_round_pairings_write_trf (pairings, &length, &error);
  g_assert_no_error (error);
  g_assert_false (length == fx.original_len && memcmp (early, fx.original, length) == 0);

  /* The arbiter confirms them: the file is the one the pairing program published. */
  for (int k = 3; k <= 6; k++)
    if (k != 4)
      hakem_round_pairing_confirm (hakem_round_pairings_get_pairing (pairings, k));
  hakem_round_pairing_confirm (mated);
  g_assert_cmpuint (hakem_round_pairings_count_results (pairings, &waiting), ==, n);
  g_assert_cmpuint (waiting, ==, 0);
  assert_written_back (&fx, pairings);

  /* A result entered over a confirmed one needs its own confirmation when it is doubtful. */
  g_assert_true (hakem_round_pairing_enter_result (mated, "1-0"));
  g_assert_false (hakem_round_pairing_is_accepted (mated));
  g_assert_true (hakem_round_pairing_enter_result (mated, "0-1"));
  g_assert_true (hakem_round_pairing_is_accepted (mated));

  /* The results list: the header, board 1's line with both players as the file has them. */
  g_autofree char *csv = hakem_round_pairings_to_csv (pairings);
  g_auto (GStrv) rows = g_strsplit (csv, "\r\n", -1);
  g_assert_cmpstr (rows[0], ==,
                   "Board,White No.,White Title,White,White Rating,White FIDE ID,Result,"
                   "Black No.,Black Title,Black,Black Rating,Black FIDE ID,Source,Accepted");
  /* 31 Uwira,Oliver 2219 4646630; board 1 was drawn (test-trf.c). */
  g_assert_cmpstr (rows[1], ==,
                   "1,1,GM,\"Vasquez,Rodrigo\",2558,3400042,1/2-1/2,31,,\"Uwira,Oliver\",2219,"
                   "4646630,feed,yes");
  g_assert_cmpuint (g_strv_length (rows), ==, 1 + n + unpaired + 1);
  g_assert_cmpstr (rows[1 + n + unpaired], ==, "");
  fixture_close (&fx);
}

/* A Lichess Swiss, round 10: no FIDE ids, the names written in other capitals, the byes listed;
 * the results written back give the published file. */
static void
test_lichess (void)
{
  Fixture fx = { 0 };
  const int round = 10;
  fixture_open (&fx, LICHESS, round);
  g_autoptr (GError) error = NULL;
  g_autoptr (HakemRoundPairings) pairings
      = hakem_round_pairings_new_for_path (fx.blank_path, 0, &error);
  g_assert_no_error (error);
  /* The first round without results is the one blanked. */
  g_assert_cmpint (hakem_round_pairings_get_round (pairings), ==, round);
  GListModel *list = hakem_round_pairings_get_pairings (pairings);
  guint n = g_list_model_get_n_items (list);
  guint unpaired = 0;
  GHashTableIter it;
  gpointer value;
  g_hash_table_iter_init (&it, fx.lines);
  while (g_hash_table_iter_next (&it, NULL, &value))
    unpaired += ((Line *) value)->opponent == 0;
  g_assert_cmpuint (hakem_round_pairings_get_byes (pairings)->len, ==, unpaired);
  g_assert_cmpuint (n, >, 2);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (HakemRoundPairing) p = g_list_model_get_item (list, i);
      const Line *w = line_of (&fx, hakem_round_pairing_get_player (p, CHESS_WHITE)->number);
      const Line *b = line_of (&fx, hakem_round_pairing_get_player (p, CHESS_BLACK)->number);
      g_assert_true (played (w->result));
      g_autofree char *file = g_strdup_printf ("game%u.pgn", i);
      g_autofree char *upper_w = g_ascii_strup (w->name, -1);
      Line shouted = *w;
      g_strlcpy (shouted.name, upper_w, sizeof shouted.name);
      /* No Board tag: the players alone say which board it is. */
      write_feed (&fx, file, round, "?", &shouted, b, BY_NAME, "1. d4 d5", pgn_result (w->result));
    }
  g_autoptr (HakemRoundFeed) feed = follow_feed (&fx, pairings);
  g_assert_nonnull (feed); /* kept, watching, to the end of the case */
  g_assert_cmpuint (fx.events->len, ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (hakem_round_pairings_get_shown (pairings)), ==, n);
  g_assert_cmpuint (hakem_round_pairings_count_results (pairings, NULL), ==, n);
  assert_written_back (&fx, pairings);
  /* The byes at the end of the list, in words. */
  g_autofree char *csv = hakem_round_pairings_to_csv (pairings);
  g_auto (GStrv) rows = g_strsplit (csv, "\r\n", -1);
  const HakemTrfBye *bye
      = &g_array_index (hakem_round_pairings_get_byes (pairings), HakemTrfBye, 0);
  g_autofree char *want
      = g_strdup_printf (",%d,,%s,,,%s,,,,,,trf,yes", bye->player, line_of (&fx, bye->player)->name,
                         hakem_round_bye_text (bye->kind));
  g_assert_cmpstr (rows[1 + n], ==, want);
  fixture_close (&fx);
}

/* A feed game of players the pairings do not know, on a board the round has: attached by its
 * Board tag, flagged; one of another round: flagged, apart. */
static void
test_unknown_players (void)
{
  Fixture fx = { 0 };
  fixture_open (&fx, LICHESS, 10);
  g_autoptr (HakemRoundPairings) pairings
      = hakem_round_pairings_new_for_path (fx.blank_path, 10, NULL);
  g_assert_nonnull (pairings);
  Line stranger = { 0, "Somebody Else", "", 0, ' ' };
  Line other = { 0, "Nobody Known", "", 0, ' ' };
  write_feed (&fx, "a.pgn", 10, "2", &stranger, &other, BY_NAME, "1. e4", "*");
  write_feed (&fx, "b.pgn", 9, "1", &stranger, &other, BY_NAME, "1. e4", "*");
  g_autoptr (HakemRoundFeed) feed = follow_feed (&fx, pairings);
  g_assert_nonnull (feed); /* kept, watching, to the end of the case */
  HakemRoundPairing *two = hakem_round_pairings_get_pairing (pairings, 2);
  g_assert_nonnull (hakem_round_pairing_get_fed (two));
  g_autofree char *want
      = g_strdup_printf ("reason=unknown-players board=2 expected=%d-%d came=?-? feed-board=2",
                         hakem_round_pairing_get_player (two, CHESS_WHITE)->number,
                         hakem_round_pairing_get_player (two, CHESS_BLACK)->number);
  g_autofree char *got = hakem_round_detail_to_text (hakem_round_pairing_get_mismatch (two));
  g_assert_cmpstr (got, ==, want);
  g_assert_true (
      has_event (&fx, "reason=other-round came=?-? feed-board=1 round=9 expected-round=10"));
  guint n = g_list_model_get_n_items (hakem_round_pairings_get_pairings (pairings));
  g_assert_cmpuint (g_list_model_get_n_items (hakem_round_pairings_get_shown (pairings)), ==,
                    n + 1);
  fixture_close (&fx);
}

/* The arbiter's entries kept on disk as given (hakem-round-entries.c): a second watch of the same
 * round of the same file gets them back, with the confirmations; an entry whose players are not
 * the board's any more is not given back; another file's round gets nothing; taking every entry
 * back removes the file. */
static void
test_entries (void)
{
  Fixture fx = { 0 };
  fixture_open (&fx, LICHESS, 10);
  g_autoptr (HakemRoundPairings) first
      = hakem_round_pairings_new_for_path (fx.blank_path, 10, NULL);
  g_assert_nonnull (first);
  g_assert_cmpuint (hakem_round_entries_restore (first), ==, 0);
  HakemRoundPairing *one = hakem_round_pairings_get_pairing (first, 1);
  HakemRoundPairing *two = hakem_round_pairings_get_pairing (first, 2);
  g_assert_true (hakem_round_pairing_enter_result (one, "1-0"));
  hakem_round_pairing_confirm (one);
  g_assert_true (hakem_round_pairing_enter_result (two, "-/+"));
  g_autoptr (GError) error = NULL;
  g_assert_true (hakem_round_entries_save (first, &error));
  g_assert_no_error (error);
  g_autofree char *path = hakem_round_entries_path (first);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  /* The user's state directory, for the user alone. */
  GStatBuf st;
  g_autofree char *dir = g_path_get_dirname (path);
  g_assert_cmpint (g_stat (dir, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0077, ==, 0);

  /* The same round watched again: both entries back, as the arbiter gave them. */
  g_autoptr (HakemRoundPairings) again
      = hakem_round_pairings_new_for_path (fx.blank_path, 10, NULL);
  g_assert_cmpuint (hakem_round_entries_restore (again), ==, 2);
  char w, b;
  HakemResultSource source;
  g_assert_true (hakem_round_pairing_get_result (hakem_round_pairings_get_pairing (again, 1), &w,
                                                 &b, &source));
  g_assert_cmpint (w, ==, '1');
  g_assert_cmpint (b, ==, '0');
  g_assert_cmpint (source, ==, HAKEM_RESULT_FROM_ARBITER);
  g_assert_true (hakem_round_pairing_is_accepted (hakem_round_pairings_get_pairing (again, 1)));
  g_assert_true (hakem_round_pairing_get_result (hakem_round_pairings_get_pairing (again, 2), &w,
                                                 &b, &source));
  g_assert_cmpint (w, ==, '-');
  g_assert_cmpint (b, ==, '+');
  g_assert_false (hakem_round_pairing_get_result (hakem_round_pairings_get_pairing (again, 3), &w,
                                                  &b, &source));

  /* Board 1 paired otherwise since (its White another player): its entry is not given back. */
  g_autoptr (GKeyFile) kept = g_key_file_new ();
  g_assert_true (g_key_file_load_from_file (kept, path, G_KEY_FILE_KEEP_COMMENTS, NULL));
  g_key_file_set_integer (kept, "board 1", "white", 9999);
  g_assert_true (g_key_file_save_to_file (kept, path, NULL));
  g_autoptr (HakemRoundPairings) repaired
      = hakem_round_pairings_new_for_path (fx.blank_path, 10, NULL);
  g_assert_cmpuint (hakem_round_entries_restore (repaired), ==, 1);
  g_assert_false (hakem_round_pairing_get_result (hakem_round_pairings_get_pairing (repaired, 1),
                                                  &w, &b, &source)
                  && source == HAKEM_RESULT_FROM_ARBITER);

  /* The same bytes under another name: another file's round, nothing to give back. */
  g_autofree char *copy = g_build_filename (fx.dir, "copy.trf", NULL);
  g_autofree char *bytes = NULL;
  gsize length;
  g_assert_true (g_file_get_contents (fx.blank_path, &bytes, &length, NULL));
  g_assert_true (g_file_set_contents (copy, bytes, (gssize) length, NULL));
  g_autoptr (HakemRoundPairings) other = hakem_round_pairings_new_for_path (copy, 10, NULL);
  g_assert_cmpuint (hakem_round_entries_restore (other), ==, 0);

  /* Every entry taken back (board 1's confirmation with its result): nothing left to offer, no
   * file. */
  g_assert_true (hakem_round_pairing_enter_result (one, NULL));
  g_assert_true (hakem_round_pairing_enter_result (two, ""));
  g_assert_true (hakem_round_entries_save (first, NULL));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  fixture_close (&fx);
}

int
main (int argc, char **argv)
{
  /* The arbiter's entries go to the user's state directory: a private one for the run, set
   * before GLib first reads it. */
  g_autofree char *state = g_dir_make_tmp ("hakem-pairings-state-XXXXXX", NULL);
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/round-pairings/name-key", test_name_key);
  g_test_add_func ("/round-pairings/doubt", test_doubt);
  g_test_add_func ("/round-pairings/example1", test_example1);
  g_test_add_func ("/round-pairings/lichess", test_lichess);
  g_test_add_func ("/round-pairings/unknown-players", test_unknown_players);
  g_test_add_func ("/round-pairings/entries", test_entries);
  int status = g_test_run ();
  remove_tree (state);
  return status;
}
