/* test-session-reconciled.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A reconstruction from both scoresheets (8.5.3) in the session: the game reconciled from them
 * adopted as the record counts each player's completed moves for the flag rulings (6.9, 8.6),
 * each said in the ruling; the case file keeps both sheets as typed and the reconciliation, read
 * back on restore.
 */
#include <glib.h>
#include <string.h>

#include "hakem-casefile.h"
#include "hakem-rerule.h"
#include "hakem-session.h"
#include "session-test-util.h"

/* 40 moves in 90 minutes, then 30 minutes for the rest (A period with a move count first). */
#define TC "40/5400:1800"
#define RUY "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6"
#define WHITE_SHEET "1. e4 e5\n2. Nf3 Nc6\n3. Bb5 a6\n"
#define BLACK_SHEET "1. e4 e5\n2. Nf3 Nc6\n3. Bb4 a6\n"

/* The Ruy Lopez to 3...a6 on the board; the reconstruction replays it, and (reconciled) it is
 * the game both sheets explain, Black's with 3.Bb4 for Bb5 (a wrong rank) and 3.Bb5 accepted by
 * the arbiter. */
static HakemSession *
adopted (gboolean reconciled)
{
  HakemSession *s = hakem_session_new ();
  start_game (s, NULL, TC);
  play (s, RUY);
  const ChessGame *g = hakem_session_get_game (s);
  ChessReconstructSnapshot snap = { g->current, { -1, -1 }, false, CHESS_WHITE, -1 };
  ChessReconstruction r;
  chess_reconstruction_init (&r, &snap, NULL);
  g_autoptr (HakemReconciliation) rec = hakem_reconciliation_new (&g->start);
  for (int i = 0; i < g->count; i++)
    {
      g_assert_cmpint (chess_reconstruction_push (&r, g->moves[i].move), ==, CHESS_GAME_OK);
      g_array_append_val (rec->moves, g->moves[i].move);
    }
  rec->sheets[CHESS_WHITE] = g_strdup (WHITE_SHEET);
  rec->sheets[CHESS_BLACK] = g_strdup (BLACK_SHEET);
  ChessMove bb5 = g->moves[4].move;
  HakemReconciliationDecision accepted = { 5, bb5, bb5 };
  g_array_append_val (rec->decisions, accepted);
  rec->decided = 5;
  ChessReconcileDiscrepancy d = { 5, CHESS_BLACK, 4, CHESS_RECONCILE_SQUARE, bb5 };
  hakem_reconciliation_add_discrepancy (rec, &d, "Bb4");
  rec->final_reached = TRUE;
  hakem_session_add_reconciled (s, &r, TRUE, "from both sheets", reconciled ? rec : NULL);
  chess_reconstruction_clear (&r);
  return s;
}

/* 6.9: White's flag falls after 3 of the 40 moves the period requires, counted from the game
 * reconciled from both sheets: the sheets are up to date (8.6 does not apply), and Black, who
 * can checkmate, wins. The log's ruling says where the count came from. */
static void
test_flag_counts_reconciled (void)
{
  g_autoptr (HakemSession) s = adopted (TRUE);
  int completed[2] = { -1, -1 };
  g_assert_true (hakem_session_reconciled_moves (s, completed));
  g_assert_cmpint (completed[CHESS_WHITE], ==, 3);
  g_assert_cmpint (completed[CHESS_BLACK], ==, 3);
  g_autofree char *text = hakem_session_flag_count_text (s, CHESS_WHITE);
  g_assert_nonnull (text);
  g_assert_nonnull (strstr (text, "3 of the 40 moves this period requires"));
  g_assert_nonnull (strstr (text, "8.5.3"));

  ChessFlagCase c;
  ChessRuling ruling;
  g_assert_true (hakem_session_rule_flag (s, CHESS_WHITE, CHESS_FLAG_SEEN_BY_ARBITER, TRUE, &c,
                                          &ruling, NULL));
  g_assert_false (c.last_period);
  g_assert_cmpint (ruling.result, ==, CHESS_RESULT_BLACK_WINS);
  hakem_session_apply_flag (s, &c, &ruling, NULL);
  guint n = hakem_session_get_incident_count (s);
  const HakemIncident *incident = hakem_session_get_incident (s, n - 1);
  g_assert_cmpint (incident->kind, ==, HAKEM_INCIDENT_FLAG);
  g_assert_nonnull (strstr (incident->ruling, "3 of the 40 moves this period requires"));
  /* The appeals committee's second ruling, which counts from the record as it stood, agrees. */
  g_autoptr (GPtrArray) again = hakem_rerule_case (s);
  const HakemReruling *last = g_ptr_array_index (again, again->len - 1);
  g_assert_cmpuint (last->index, ==, n - 1);
  g_assert_cmpint (last->status, ==, HAKEM_RERULE_SAME);
}

/* A replay the arbiter made, not reconciled: the clock counts, and nothing is said of sheets. A
 * reconciled record played on is the clock's again. */
static void
test_flag_counts_clock (void)
{
  g_autoptr (HakemSession) plain = adopted (FALSE);
  int completed[2];
  g_assert_false (hakem_session_reconciled_moves (plain, completed));
  g_assert_null (hakem_session_flag_count_text (plain, CHESS_WHITE));
  /* 8.6 when the arbiter says the sheets cannot show the moves. */
  ChessFlagCase c;
  ChessRuling ruling;
  g_assert_true (hakem_session_rule_flag (plain, CHESS_WHITE, CHESS_FLAG_SEEN_BY_ARBITER, FALSE, &c,
                                          &ruling, NULL));
  g_assert_true (ruling.next_period);

  g_autoptr (HakemSession) s = adopted (TRUE);
  play (s, "e1g1");
  g_assert_false (hakem_session_reconciled_moves (s, completed));
}

/* The case file keeps both sheets as typed and the reconciliation, and gives them back. */
static void
test_casefile_round_trip (void)
{
  g_autoptr (HakemSession) s = adopted (TRUE);
  g_autofree char *xml = hakem_casefile_to_xml (s);
  g_autoptr (HakemSession) back = hakem_session_new ();
  g_autoptr (GError) error = NULL;
  g_assert_true (hakem_casefile_from_xml (back, xml, strlen (xml), &error));
  g_assert_no_error (error);
  g_assert_cmpuint (hakem_session_get_reconstruction_count (back), ==, 1);
  const HakemReconstructionRecord *record = hakem_session_get_reconstruction (back, 0);
  const HakemReconciliation *rec = record->reconciliation;
  g_assert_nonnull (rec);
  g_assert_cmpstr (rec->sheets[CHESS_WHITE], ==, WHITE_SHEET);
  g_assert_cmpstr (rec->sheets[CHESS_BLACK], ==, BLACK_SHEET);
  const ChessGame *g = hakem_session_get_game (s);
  g_assert_cmpuint (rec->moves->len, ==, 6);
  for (int i = 0; i < 6; i++)
    g_assert_true (g_array_index (rec->moves, ChessMove, i) == g->moves[i].move);
  g_assert_cmpint (rec->decided, ==, 5);
  g_assert_cmpuint (rec->decisions->len, ==, 1);
  const HakemReconciliationDecision *dec
      = &g_array_index (rec->decisions, HakemReconciliationDecision, 0);
  g_assert_cmpint (dec->ply, ==, 5);
  g_assert_true (dec->move == g->moves[4].move && dec->proposed == g->moves[4].move);
  g_assert_cmpuint (rec->discrepancies->len, ==, 1);
  const ChessReconcileDiscrepancy *d
      = &g_array_index (rec->discrepancies, ChessReconcileDiscrepancy, 0);
  g_assert_cmpint (d->ply, ==, 5);
  g_assert_cmpint (d->sheet, ==, CHESS_BLACK);
  g_assert_cmpint (d->cell, ==, 4);
  g_assert_cmpint (d->kind, ==, CHESS_RECONCILE_SQUARE);
  g_assert_true (d->played == g->moves[4].move);
  g_assert_cmpstr (g_ptr_array_index (rec->written, 0), ==, "Bb4");
  g_assert_true (rec->final_reached);
  /* Restored, the record still counts from the reconciled game. */
  int completed[2];
  g_assert_true (hakem_session_reconciled_moves (back, completed));
  /* Written again, the same document. */
  g_autofree char *again = hakem_casefile_to_xml (back);
  g_autofree char *a
      = strstr (xml, "<reconciliation")
            ? g_strndup (strstr (xml, "<reconciliation"),
                         strstr (xml, "</reconciliation>") - strstr (xml, "<reconciliation"))
            : NULL;
  g_assert_nonnull (a);
  g_assert_nonnull (strstr (again, a));
  /* A case without one has none. */
  g_autoptr (HakemSession) plain = adopted (FALSE);
  g_autofree char *plain_xml = hakem_casefile_to_xml (plain);
  g_assert_null (strstr (plain_xml, "<reconciliation"));
}

/* A reconciled game that is not legal from the start is refused, as any move of a case is. */
static void
test_casefile_bad_move (void)
{
  g_autoptr (HakemSession) s = adopted (TRUE);
  g_autofree char *xml = hakem_casefile_to_xml (s);
  const char *game = strstr (xml, "<game-found");
  g_assert_nonnull (game);
  const char *e2e4 = strstr (game, "uci=\"e2e4\"");
  g_assert_nonnull (e2e4);
  g_autoptr (GString) bad = g_string_new (xml);
  g_string_overwrite (bad, (gsize) (e2e4 - xml), "uci=\"e2e5\"");
  g_autoptr (HakemSession) back = hakem_session_new ();
  g_autoptr (GError) error = NULL;
  g_assert_false (hakem_casefile_from_xml (back, bad->str, bad->len, &error));
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
}

/* A discrepancy's cell as written is a cell of a sheet's text: 32 bytes at most (the sheets'
 * reader refuses longer), which the report can lay out in its table; a longer one is refused. */
static void
test_casefile_long_cell (void)
{
  g_autoptr (HakemSession) s = adopted (TRUE);
  g_autofree char *xml = hakem_casefile_to_xml (s);
  const char *written = strstr (xml, "written=\"Bb4\"");
  g_assert_nonnull (written);
  for (int extra = 29; extra <= 30; extra++)
    {
      /* "Bb4" and extra more letters: 32 bytes are read, 33 are refused. */
      g_autoptr (GString) doc = g_string_new_len (xml, written - xml);
      g_string_append (doc, "written=\"Bb4");
      for (int i = 0; i < extra; i++)
        g_string_append_c (doc, 'x');
      g_string_append (doc, written + strlen ("written=\"Bb4"));
      g_autoptr (HakemSession) back = hakem_session_new ();
      g_autoptr (GError) error = NULL;
      gboolean read = hakem_casefile_from_xml (back, doc->str, doc->len, &error);
      if (extra == 29)
        {
          g_assert_no_error (error);
          g_assert_true (read);
          const HakemReconciliation *rec
              = hakem_session_get_reconstruction (back, 0)->reconciliation;
          g_assert_cmpuint (strlen (g_ptr_array_index (rec->written, 0)), ==, 32);
        }
      else
        {
          g_assert_false (read);
          g_assert_nonnull (error);
          g_test_message ("%s", error->message);
        }
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/session-reconciled/flag-counts-reconciled", test_flag_counts_reconciled);
  g_test_add_func ("/session-reconciled/flag-counts-clock", test_flag_counts_clock);
  g_test_add_func ("/session-reconciled/casefile-round-trip", test_casefile_round_trip);
  g_test_add_func ("/session-reconciled/casefile-bad-move", test_casefile_bad_move);
  g_test_add_func ("/session-reconciled/casefile-long-cell", test_casefile_long_cell);
  return g_test_run ();
}
