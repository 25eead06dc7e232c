/* test-session-reconciled.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A reconstruction from both scoresheets (8.5.3) in the session: the game reconciled from them
 * adopted as the record counts each player's completed moves for the flag rulings (6.9, 8.6),
 * each said in the ruling.
 */
#include <glib.h>
#include <string.h>

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
 * can checkmate, wins. The log says where the count came from. */
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
  g_assert_nonnull (strstr (incident->data, "counted=reconciled"));
  g_assert_nonnull (strstr (incident->data, "completed-white=3"));
  g_assert_nonnull (strstr (incident->ruling, "3 of the 40 moves this period requires"));
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

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/session-reconciled/flag-counts-reconciled", test_flag_counts_reconciled);
  g_test_add_func ("/session-reconciled/flag-counts-clock", test_flag_counts_clock);
  return g_test_run ();
}
