/* test-incident-data.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A ruling's typed details: the texts case files hold (tests/data, older versions' keys
 * included) read and written back unchanged, each key read as its type, and a value of another
 * type refused.
 */
#include "config.h"

#include <string.h>

#include "chess-position.h"
#include "hakem-incident-data.h"

/* Texts as case files keep them: tests/data/scenario/claim-names.hakem, an illegal move of the
 * malformed cases, and keys no version writes today, which must come through. */
static const char *const texts[] = {
  "claimant=white;verdict=incorrect;claim=threefold;intended=g1f3",
  "irregularity=illegal-move;offender=white;ply=2",
  /* One text, in parentheses: two literals side by side in the array are one string. */
  ("irregularity=no-promotion;offender=black;ply=35;found-at=36;move=e2e1;restore=35;"
   "dropped=e2e1 h1g1;adjust=white+120;count=1"),
  "penalty=time-added;offender=black;occasion=11.5;adjust=white+120",
  "fallen=white,black;notice=arbiter;moves-known=1;first=black;result=0-1",
  "old-key=kept;ply=7",
};

static void
test_round_trip (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr (HakemIncidentData) data = hakem_incident_data_parse (texts[i]);
      g_autofree char *back = hakem_incident_data_to_text (data);
      g_assert_cmpstr (back, ==, texts[i]);
    }
  g_autoptr (HakemIncidentData) none = hakem_incident_data_parse (NULL);
  g_assert_null (hakem_incident_data_to_text (none));
  /* Parts without a key or an "=" are skipped, as every version's reader did. */
  g_autoptr (HakemIncidentData) torn = hakem_incident_data_parse ("=x;ply;count=2;");
  g_autofree char *kept = hakem_incident_data_to_text (torn);
  g_assert_cmpstr (kept, ==, "count=2");
}

static void
test_typed_reading (void)
{
  g_autoptr (HakemIncidentData) d = hakem_incident_data_parse (texts[2]);
  g_assert_cmpstr (hakem_incident_data_get_word (d, HAKEM_DATA_IRREGULARITY), ==, "no-promotion");
  ChessColor color;
  g_assert_true (hakem_incident_data_get_color (d, HAKEM_DATA_OFFENDER, &color));
  g_assert_cmpint (color, ==, CHESS_BLACK);
  int n = -1;
  g_assert_true (hakem_incident_data_get_int (d, HAKEM_DATA_FOUND_AT, &n));
  g_assert_cmpint (n, ==, 36);
  g_assert_false (hakem_incident_data_get_int (d, HAKEM_DATA_REPLAYED, &n));
  g_assert_cmpint (n, ==, 36);
  g_auto (GStrv) dropped = hakem_incident_data_get_moves (d, HAKEM_DATA_DROPPED);
  g_assert_cmpuint (g_strv_length (dropped), ==, 2);
  g_assert_cmpstr (dropped[1], ==, "h1g1");
  int seconds;
  g_assert_true (hakem_incident_data_get_adjust (d, &color, &seconds));
  g_assert_cmpint (color, ==, CHESS_WHITE);
  g_assert_cmpint (seconds, ==, 120);
  g_assert_true (hakem_incident_data_parse_adjust ("black-30", &color, &seconds));
  g_assert_cmpint (color, ==, CHESS_BLACK);
  g_assert_cmpint (seconds, ==, -30);
  g_assert_false (hakem_incident_data_parse_adjust ("black 30", &color, &seconds));

  g_autoptr (HakemIncidentData) f = hakem_incident_data_parse (texts[4]);
  gboolean fallen[2];
  g_assert_true (hakem_incident_data_get_colors (f, HAKEM_DATA_FALLEN, fallen));
  g_assert_true (fallen[CHESS_WHITE] && fallen[CHESS_BLACK]);
  g_assert_true (hakem_incident_data_get_bool (f, HAKEM_DATA_MOVES_KNOWN, FALSE));
  g_assert_true (hakem_incident_data_is (f, HAKEM_DATA_RESULT, "0-1"));
  g_assert_false (hakem_incident_data_get_switch (f, HAKEM_DATA_NO_RULE));

  /* The move a claim wrote, looked up among the legal moves of the position it was made in. */
  g_autoptr (HakemIncidentData) c = hakem_incident_data_parse (texts[0]);
  ChessPosition start;
  g_assert_true (chess_position_from_fen (&start, CHESS_FEN_START, NULL) == CHESS_FEN_OK);
  ChessMove nf3 = hakem_incident_data_get_move (c, HAKEM_DATA_INTENDED, &start);
  g_assert_true (nf3 != CHESS_MOVE_NONE);
  char buf[8];
  g_assert_cmpstr (chess_move_to_uci (&start, nf3, buf), ==, "g1f3");
}

static void
test_writing (void)
{
  ChessPosition start;
  g_assert_true (chess_position_from_fen (&start, CHESS_FEN_START, NULL) == CHESS_FEN_OK);
  g_autoptr (HakemIncidentData) d = hakem_incident_data_new ();
  hakem_incident_data_put_color (d, HAKEM_DATA_CLAIMANT, CHESS_BLACK);
  hakem_incident_data_put_switch (d, HAKEM_DATA_WRITTEN);
  /* A word loses the separator that would end it. */
  hakem_incident_data_put_word (d, HAKEM_DATA_WRITTEN_AS, "Nf3;x");
  ChessMove none = CHESS_MOVE_NONE;
  g_assert_false (hakem_incident_data_put_move (d, HAKEM_DATA_INTENDED, &start, none));
  hakem_incident_data_put_adjust (d, CHESS_BLACK, -60);
  hakem_incident_data_put_scores (d, 2, 0);
  hakem_incident_data_put_bool (d, HAKEM_DATA_ADOPTED, TRUE);
  hakem_incident_data_put_next_move (d, CHESS_WHITE, 41);
  hakem_incident_data_put_int (d, HAKEM_DATA_SET_WHITE_MS, G_GINT64_CONSTANT (5400000));
  g_autofree char *text = hakem_incident_data_to_text (d);
  g_assert_cmpstr (text, ==,
                   "claimant=black;written=illegal;written-as=Nf3 x;adjust=black-60;scores=2,0;"
                   "adopted=1;white-next-move=41;set-white-ms=5400000");
}

static void
test_wrong_type (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr (HakemIncidentData) d = hakem_incident_data_new ();
      /* A colour put as a number: refused. */
      hakem_incident_data_put_int (d, HAKEM_DATA_OFFENDER, 1);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr ("*key_is*");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/incident-data/round-trip", test_round_trip);
  g_test_add_func ("/incident-data/typed-reading", test_typed_reading);
  g_test_add_func ("/incident-data/writing", test_writing);
  g_test_add_func ("/incident-data/wrong-type", test_wrong_type);
  return g_test_run ();
}
