/* reconstructed-case.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A case whose record a reconstruction on a second board replaced, made through the session's
 * own procedures (claims, notes, the reconstruction adopted), for the model, window and report
 * tests.
 */
#include "reconstructed-case.h"

#include "hakem-session-private.h"
#include "session-test-util.h"

const int reconstructed_plies[RECONSTRUCTED_INCIDENTS] = { 9, 18, 18, 18, 18, 10, 12 };
const guint reconstructed_records[RECONSTRUCTED_INCIDENTS] = { 0, 0, 0, 0, 0, 1, 1 };

/* A threefold claim (9.2) by the player to move, with no move written: no position has stood
 * three times, so it is incorrect (9.5.3). */
static void
claim (HakemSession *s)
{
  ChessRuling ruling;
  g_assert_true (
      hakem_session_rule_claim (s, CHESS_CLAIM_THREEFOLD, CHESS_MOVE_NONE, &ruling, NULL));
  g_assert_cmpint (ruling.result, ==, CHESS_RESULT_NONE);
  hakem_session_apply_claim (s, &ruling, CHESS_MOVE_NONE);
}

HakemSession *
reconstructed_case (void)
{
  HakemSession *s = hakem_session_new ();
  start_game (s, NULL, "40/5400+30:1800+30");
  hakem_session_set_tag (s, "White", "Yılmaz");
  hakem_session_set_tag (s, "Black", "Smith");
  g_auto (GStrv) before = g_strsplit (RECONSTRUCTED_BEFORE, " ", -1);
  for (int i = 0; before[i]; i++)
    {
      play (s, before[i]);
      if (i + 1 == 9)
        claim (s);
    }
  add_note (s, "The players disagree about their scoresheets.");
  claim (s);
  add_note (s, "The game is stopped for a reconstruction.");

  ChessPosition start;
  chess_position_init_start (&start);
  ChessReconstruction r;
  chess_reconstruction_init (&r, NULL, &start);
  g_auto (GStrv) adopted = g_strsplit (RECONSTRUCTED_ADOPTED, " ", -1);
  for (int i = 0; adopted[i]; i++)
    g_assert_cmpint (chess_reconstruction_push (&r, find_move (&r.replay.current, adopted[i])), ==,
                     CHESS_GAME_OK);
  r.snapshot.actual = r.replay.current;
  r.snapshot.remaining_ms[0] = 4000000;
  r.snapshot.remaining_ms[1] = 3900000;
  r.snapshot.moves_made = 5;
  hakem_session_add_reconstruction (s, &r, TRUE, "Both players agree with the second board.");
  chess_reconstruction_clear (&r);
  /* The reconstruction's time, as the arbiter's watch gave it: the report names records by it. */
  HakemIncident *incident = g_ptr_array_index (s->incidents, s->incidents->len - 1);
  g_assert_cmpint (incident->kind, ==, HAKEM_INCIDENT_RECONSTRUCTION);
  g_date_time_unref (incident->wall_time);
  GDateTime *now = g_date_time_new_now_local ();
  incident->wall_time
      = g_date_time_new_local (g_date_time_get_year (now), g_date_time_get_month (now),
                               g_date_time_get_day_of_month (now), 14, 32, 10);
  g_date_time_unref (now);

  add_note (s, "The game goes on from the record adopted.");
  play (s, RECONSTRUCTED_AFTER);
  claim (s);
  g_assert_cmpuint (hakem_session_get_incident_count (s), ==, RECONSTRUCTED_INCIDENTS);
  for (guint i = 0; i < RECONSTRUCTED_INCIDENTS; i++)
    g_assert_cmpint (hakem_session_get_incident (s, i)->ply, ==, reconstructed_plies[i]);
  return s;
}
