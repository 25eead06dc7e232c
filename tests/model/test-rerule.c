/* test-rerule.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Re-ruling a case: rulings made by the session, saved and read back as a case file, are ruled
 * again; a log altered to say what the Laws do not is flagged. The expected rulings are worked
 * out by hand from the Laws (9.2.1.2, 7.5.1, 7.5.5, 6.9, 5.1.2).
 */
#include <glib.h>
#include <string.h>

#include "hakem-casefile.h"
#include "hakem-regulations.h"
#include "drops-case.h"
#include "hakem-rerule-private.h"
#include "hakem-rerule.h"
#include "hakem-session-private.h"
#include "session-test-util.h"

#define STANDARD "40/5400+30:1800+30"

/* The session through a case file and back: what the committee opens. */
static HakemSession *
through_case_file (HakemSession *s, const char *from, const char *to)
{
  g_autofree char *xml = hakem_casefile_to_xml (s);
  if (from)
    {
      g_assert_nonnull (strstr (xml, from));
      g_auto (GStrv) parts = g_strsplit (xml, from, 2);
      g_free (xml);
      xml = g_strjoinv (to, parts);
    }
  HakemSession *back = hakem_session_new ();
  g_autoptr (GError) error = NULL;
  g_assert_true (hakem_casefile_from_xml (back, xml, strlen (xml), &error));
  g_assert_no_error (error);
  return back;
}

static const HakemReruling *
only (GPtrArray *rulings, guint n_incidents, guint index)
{
  g_assert_cmpuint (rulings->len, ==, n_incidents);
  return g_ptr_array_index (rulings, index);
}

static gboolean
differs_in (const HakemReruling *r, const char *word)
{
  for (guint i = 0; i < r->differences->len; i++)
    if (strstr (g_ptr_array_index (r->differences, i), word))
      return TRUE;
  return FALSE;
}

/* White claims after Ng1-f3-g1 twice by each side: the initial position, White to move with
 * every castling right, stands for the third time after Black's eighth half-move. 9.2.1.2: the
 * claim is correct, the game drawn. */
static HakemSession *
threefold_case (void)
{
  HakemSession *s = hakem_session_new ();
  start_game (s, NULL, STANDARD);
  play (s, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8");
  ChessRuling ruling;
  g_assert_true (
      hakem_session_rule_claim (s, CHESS_CLAIM_THREEFOLD, CHESS_MOVE_NONE, &ruling, NULL));
  hakem_session_apply_claim (s, &ruling, CHESS_MOVE_NONE);
  return s;
}

static void
test_claim_same (void)
{
  g_autoptr (HakemSession) s = threefold_case ();
  g_autoptr (HakemSession) back = through_case_file (s, NULL, NULL);
  g_autoptr (GPtrArray) rulings = hakem_rerule_case (back);
  const HakemReruling *r = only (rulings, 1, 0);
  g_assert_cmpint (r->status, ==, HAKEM_RERULE_SAME);
  assert_articles (r->today_articles, "9.2.1.2");
  g_assert_cmpuint (r->differences->len, ==, 0);
}

/* 9.2.1.1 with a written move that is not legal (Ke3 after 3...Nf6: the white king cannot go
 * there): an incorrect claim (9.5.3). Ruled again from the case file, today's text names the move
 * as the claimant wrote it, as the arbiter's did. */
static void
test_claim_written_illegal (void)
{
  g_autoptr (HakemSession) s = hakem_session_new ();
  start_game (s, NULL, STANDARD);
  play (s, "e2e4 e7e5 g1f3 b8c6 f3g1 c6b8 b1c3 g8f6");
  ChessRuling ruling;
  g_assert_true (hakem_session_rule_claim_written (s, CHESS_CLAIM_THREEFOLD, CHESS_MOVE_NONE, TRUE,
                                                   &ruling, NULL));
  hakem_session_apply_claim_written (s, &ruling, CHESS_MOVE_NONE, "Ke3");
  g_autoptr (HakemSession) back = through_case_file (s, NULL, NULL);
  g_autoptr (GPtrArray) rulings = hakem_rerule_case (back);
  const HakemReruling *r = only (rulings, 1, 0);
  g_assert_cmpint (r->status, ==, HAKEM_RERULE_SAME);
  assert_articles (r->today_articles, "9.2.1.1 9.2.2 9.5.3");
  g_assert_nonnull (strstr (r->recorded_ruling, "writing Ke3 on the scoresheet"));
  g_assert_nonnull (strstr (r->today_ruling, "writing Ke3 on the scoresheet"));
}

/* The log altered to say the correct claim was found incorrect: today's ruling differs. */
static void
test_claim_altered (void)
{
  g_autoptr (HakemSession) s = threefold_case ();
  g_autoptr (HakemSession) back = through_case_file (s, "verdict=correct", "verdict=incorrect");
  g_autoptr (GPtrArray) rulings = hakem_rerule_case (back);
  const HakemReruling *r = only (rulings, 1, 0);
  g_assert_cmpint (r->status, ==, HAKEM_RERULE_DIFFERENT);
  g_assert_true (differs_in (r, "correct"));
}

/* White's illegal move after 1.e4 e5 is found two half-moves later: 7.5.1 reinstates the
 * position after 2 half-moves (2.Nf3 Nc6 are void), 7.5.5 gives Black two minutes. The game
 * goes on with 2.d4 d5: the record the committee opens no longer holds 2.Nf3 Nc6, and the
 * ruling again must take them back from the log. */
static void
test_illegal_record_rebuilt (void)
{
  g_autoptr (HakemSession) s = hakem_session_new ();
  start_game (s, NULL, STANDARD);
  play (s, "e2e4 e7e5 g1f3 b8c6");
  ChessRuling ruling = rule_illegal_move (s, 2, NULL);
  g_assert_cmpint (ruling.restore_ply, ==, 2);
  play (s, "d2d4 d7d5");

  g_autoptr (HakemSession) back = through_case_file (s, NULL, NULL);
  ChessGame record;
  char *why = NULL;
  g_assert_true (hakem_rerule_record_at (back, 0, &record, &why));
  g_assert_cmpint (record.count, ==, 4);
  ChessPosition pos;
  chess_position_init_start (&pos);
  const char *want[] = { "e2e4", "e7e5", "g1f3", "b8c6" };
  for (int i = 0; i < 4; i++)
    {
      g_assert_true (record.moves[i].move == find_move (&pos, want[i]));
      ChessUndo undo;
      chess_position_make (&pos, record.moves[i].move, &undo);
    }
  chess_game_clear (&record);

  g_autoptr (GPtrArray) rulings = hakem_rerule_case (back);
  const HakemReruling *r = only (rulings, 1, 0);
  g_assert_cmpint (r->status, ==, HAKEM_RERULE_SAME);
  assert_articles (r->today_articles, "7.5.1 7.5.5");
}

/* The event's regulations give one minute for an illegal move (the rapid profile's A.3 figure,
 * set for a standard time control): the arbiter gave Black 60 seconds, and ruled again under the
 * case's regulations the same 60 seconds stand; without them 7.5.5 would give two minutes. */
static void
test_case_regulations (void)
{
  g_autoptr (HakemSession) s = hakem_session_new ();
  start_game (s, NULL, STANDARD);
  g_autoptr (GError) error = NULL;
  g_autoptr (HakemRegulations) rapid = hakem_regulations_load_builtin ("fide-2023-rapid", &error);
  g_assert_no_error (error);
  hakem_session_set_regulations (s, rapid);
  play (s, "e2e4 e7e5");
  g_assert_cmpint (rule_illegal_move (s, 2, NULL).adjust_seconds, ==, 60);

  g_autoptr (HakemSession) back = through_case_file (s, NULL, NULL);
  g_autoptr (GPtrArray) rulings = hakem_rerule_case (back);
  const HakemReruling *r = only (rulings, 1, 0);
  g_assert_cmpint (r->status, ==, HAKEM_RERULE_SAME);
}

/* Black's flag falls; White has a bare king against king and queen and cannot checkmate by any
 * series of legal moves: 6.9 makes it a draw (the position is not dead: Black could mate, so
 * 5.2.2 had not ended the game). A log that says 1-0 is not what the Laws give. */
static void
test_flag (void)
{
  g_autoptr (HakemSession) s = hakem_session_new ();
  start_game (s, "8/8/8/4k3/8/8/q7/4K3 b - - 0 60", STANDARD);
  ChessFlagCase c;
  ChessRuling ruling;
  g_assert_true (hakem_session_rule_flag (s, CHESS_BLACK, CHESS_FLAG_SEEN_BY_ARBITER, TRUE, &c,
                                          &ruling, NULL));
  g_assert_cmpint (ruling.result, ==, CHESS_RESULT_DRAW);
  hakem_session_apply_flag (s, &c, &ruling, NULL);

  g_autoptr (HakemSession) same = through_case_file (s, NULL, NULL);
  g_autoptr (GPtrArray) a = hakem_rerule_case (same);
  const HakemReruling *r = only (a, 1, 0);
  g_assert_cmpint (r->status, ==, HAKEM_RERULE_SAME);
  assert_articles (r->today_articles, "6.9");

  g_autoptr (HakemSession) altered = through_case_file (s, "result=1/2-1/2", "result=1-0");
  g_autoptr (GPtrArray) b = hakem_rerule_case (altered);
  r = only (b, 1, 0);
  g_assert_cmpint (r->status, ==, HAKEM_RERULE_DIFFERENT);
  g_assert_true (differs_in (r, "1-0"));
  g_assert_true (differs_in (r, "1/2-1/2"));
}

/* White resigns with only a king against king and rook: Black can checkmate, 0-1 (5.1.1 does not
 * apply; 5.1.2's exception needs an opponent who cannot mate). A note is nothing to rule. */
static void
test_resignation_and_note (void)
{
  g_autoptr (HakemSession) s = hakem_session_new ();
  start_game (s, "8/8/8/4k3/8/8/8/r3K3 w - - 0 50", STANDARD);
  const gint64 ms[2] = { 600000, 600000 };
  hakem_session_add_incident (s,
                              hakem_incident_new (HAKEM_INCIDENT_NOTE, 0, ms, "", "A note.", NULL));
  HakemResultCase c = { 0 };
  c.kind = HAKEM_RESULT_RESIGNATION;
  c.player = CHESS_WHITE;
  HakemResultError err;
  g_assert_true (hakem_session_apply_result (s, &c, NULL, NULL, &err));
  g_autoptr (HakemSession) back = through_case_file (s, NULL, NULL);
  g_autoptr (GPtrArray) rulings = hakem_rerule_case (back);
  g_assert_cmpint (only (rulings, 2, 0)->status, ==, HAKEM_RERULE_NOT_RULED);
  const HakemReruling *r = only (rulings, 2, 1);
  g_assert_cmpint (r->status, ==, HAKEM_RERULE_SAME);
  assert_articles (r->today_articles, "5.1.2");
}

/* The work of re-ruling the case of n incidents of drops-case.h (voiding drop half-moves each, or
 * notes) and of taking every incident's record back as it stood, counted by the re-rule itself:
 * incidents visited and moves made, taken back or replayed. */
static guint64
work_for (guint n, int drop)
{
  g_autoptr (HakemSession) s = drops_case (n, drop);
  g_autoptr (HakemSession) back = through_case_file (s, NULL, NULL);
  g_assert_cmpuint (hakem_session_get_incident_count (back), ==, n);
  guint64 before = hakem_rerule_work_done ();
  g_autoptr (GPtrArray) rulings = hakem_rerule_case (back);
  g_assert_cmpuint (rulings->len, ==, n);
  /* All the records, as the report takes them; and the oldest one's alone, which goes over the
   * whole log. */
  g_autoptr (HakemRerulePast) past = hakem_rerule_past_new (back);
  for (guint i = 0; i < n; i++)
    {
      ChessGame record;
      g_assert_true (hakem_rerule_past_get (past, i, &record, NULL));
      /* After 1.e4 e5 2.Nf3 Nc6 and, for a correction, the drop half-moves it voided. */
      g_assert_cmpint (record.count, ==, 4 + drop);
      chess_game_clear (&record);
    }
  ChessGame first;
  g_assert_true (hakem_rerule_record_at (back, 0, &first, NULL));
  g_assert_cmpint (first.count, ==, 4 + drop);
  chess_game_clear (&first);
  return hakem_rerule_work_done () - before;
}

/* Issue 26.4: twice the incidents, twice the work (taking each incident's record back over every
 * later incident made it four times), whether they void moves or are notes. */
static void
test_linear_work (void)
{
  const int drops[] = { 40, 0 };
  const guint sizes[] = { 40, 200 };
  for (gsize i = 0; i < G_N_ELEMENTS (drops); i++)
    {
      guint64 once = work_for (sizes[i], drops[i]);
      guint64 twice = work_for (2 * sizes[i], drops[i]);
      g_test_message ("drop %d: work %" G_GUINT64_FORMAT " for %u incidents, %" G_GUINT64_FORMAT
                      " for %u",
                      drops[i], once, sizes[i], twice, 2 * sizes[i]);
      g_assert_cmpuint (once, >, 0);
      g_assert_cmpuint (twice, <=, 2 * once + once / 10);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rerule/claim-same", test_claim_same);
  g_test_add_func ("/rerule/claim-altered", test_claim_altered);
  g_test_add_func ("/rerule/claim-written-illegal", test_claim_written_illegal);
  g_test_add_func ("/rerule/illegal-record-rebuilt", test_illegal_record_rebuilt);
  g_test_add_func ("/rerule/flag", test_flag);
  g_test_add_func ("/rerule/case-regulations", test_case_regulations);
  g_test_add_func ("/rerule/resignation-and-note", test_resignation_and_note);
  g_test_add_func ("/rerule/linear-work", test_linear_work);
  return g_test_run ();
}
