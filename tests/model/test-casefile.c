/* test-casefile.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The case file: a full session round trip, damaged and hostile files refused with a clean error
 * and the session untouched, cut-short files at every length, the autosave.
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>

#include "chess-movegen.h"
#include "hakem-casefile.h"
#include "session-test-util.h"
#include "test-zones.h"

static char *tmp_dir;

/* The document without its "saved" attribute, the one thing that differs between two saves. */
static char *
without_saved (const char *xml)
{
  g_autoptr (GRegex) re = g_regex_new (" saved=\"[^\"]*\"", 0, 0, NULL);
  return g_regex_replace_literal (re, xml, -1, 0, "", 0, NULL);
}

static char *
snapshot (HakemSession *s)
{
  g_autofree char *xml = hakem_casefile_to_xml (s);
  return without_saved (xml);
}

/* A session with every part a case file holds: moves with clock stamps, notes and draw offers,
 * tags with characters XML must escape, incidents of every kind, reconstructions kept and
 * adopted, regulations set for the event, scores a penalty set, illegal-move counts. */
static HakemSession *
rich_session (void)
{
  HakemSession *s = hakem_session_new ();
  g_autoptr (HakemRegulations) regs = hakem_regulations_copy (hakem_session_get_regulations (s));
  regs->illegal_move_penalty.value = 90;
  hakem_session_set_regulations (s, regs);
  hakem_session_new_game (s, NULL, NULL);
  hakem_session_set_tag (s, "Event", "Şampiyona <açık> & \"A\" grubu");
  hakem_session_set_tag (s, "White", "Öztürk, Ç.");
  hakem_session_set_tag (s, "Black", "control \001 character");
  g_assert_true (hakem_session_start_clock (s));
  play (s, "e2e4 e7e5 g1f3 b8c6");

  gint64 ms[2];
  hakem_session_clock_readings (s, ms);
  hakem_session_add_incident (
      s, hakem_incident_new (HAKEM_INCIDENT_NOTE, 4, ms, "", "", "spectator near the board"));
  hakem_session_add_incident (
      s, hakem_incident_new (HAKEM_INCIDENT_CLOCK, 4, ms, "6.11.1", "clock stopped", NULL));
  hakem_session_set_incident_note (s, 1, "replaced the clock's battery }");

  /* 7.5.1: Black... White completes an illegal move now; Black gets 90 s (the regulations). */
  ChessIrregularityCase ic = { .kind = CHESS_IRREGULARITY_ILLEGAL_MOVE, .ply = -1 };
  ChessRuling r;
  g_assert_true (hakem_session_rule_irregularity (s, &ic, &r, NULL));
  hakem_session_apply_irregularity (s, &ic, &r, "the deputy saw it");
  play (s, "f1b5 a7a6");

  /* 9.5.3: an incorrect claim with a written move. */
  ChessMove intended = find_move (&hakem_session_get_game (s)->current, "b5a4");
  g_assert_true (hakem_session_rule_claim (s, CHESS_CLAIM_FIFTY, intended, &r, NULL));
  hakem_session_apply_claim (s, &r, intended);

  /* 12.9.2 */
  ChessPenalty p
      = { CHESS_PENALTY_OPPONENT_TIME, CHESS_BLACK, 60, CHESS_SCORE_UNSET, CHESS_SCORE_UNSET, 0 };
  g_assert_true (hakem_session_apply_penalty (s, &p, "11.3", "phone", NULL));

  /* 8.6 after a flag the arbiter names: the game goes on. */
  ChessFlagCase fc;
  g_assert_true (
      hakem_session_rule_flag (s, CHESS_BLACK, CHESS_FLAG_SEEN_BY_ARBITER, FALSE, &fc, &r, NULL));
  hakem_session_apply_flag (s, &fc, &r, NULL);

  /* 8.5.3: one reconstruction kept, one adopted. */
  ChessReconstructSnapshot snap = { 0 };
  snap.actual = hakem_session_get_game (s)->current;
  snap.remaining_ms[CHESS_WHITE] = 3000000;
  snap.remaining_ms[CHESS_BLACK] = CHESS_RECONSTRUCT_UNKNOWN;
  snap.running_known = true;
  snap.running = CHESS_BLACK;
  snap.moves_made = 5;
  ChessReconstruction rec;
  chess_reconstruction_init (&rec, &snap, NULL);
  const char *replay[] = { "e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4" };
  for (guint i = 0; i < 3; i++)
    chess_reconstruction_push (&rec, find_move (&rec.replay.current, replay[i]));
  hakem_session_add_reconstruction (s, &rec, FALSE, "incomplete");
  for (guint i = 3; i < G_N_ELEMENTS (replay); i++)
    chess_reconstruction_push (&rec, find_move (&rec.replay.current, replay[i]));
  hakem_session_add_reconstruction (s, &rec, TRUE, "agreed by both players");
  chess_reconstruction_clear (&rec);

  /* 12.9.5 after the arbiter's result: scores apart from the result. */
  hakem_session_end_game (s, CHESS_RESULT_WHITE_WINS, CHESS_ENDING_ARBITER);
  ChessPenalty lower
      = { CHESS_PENALTY_OFFENDER_POINTS, CHESS_WHITE, 0, CHESS_SCORE_DRAW, CHESS_SCORE_UNSET, 0 };
  g_assert_true (hakem_session_apply_penalty (s, &lower, "11.5", NULL, NULL));
  return s;
}

static void
test_round_trip (void)
{
  g_autoptr (HakemSession) s = rich_session ();
  /* Every kind of incident is in the log. */
  gboolean seen[HAKEM_INCIDENT_NOTE + 1] = { FALSE };
  for (guint i = 0; i < hakem_session_get_incident_count (s); i++)
    seen[hakem_session_get_incident (s, i)->kind] = TRUE;
  for (int k = 0; k <= HAKEM_INCIDENT_NOTE; k++)
    if (!seen[k])
      g_error ("no incident of kind %s", hakem_incident_kind_to_string ((HakemIncidentKind) k));

  g_autofree char *xml = hakem_casefile_to_xml (s);
  g_autoptr (HakemSession) t = hakem_session_new ();
  g_autoptr (GError) error = NULL;
  g_assert_true (hakem_casefile_from_xml (t, xml, strlen (xml), &error));
  g_assert_no_error (error);

  /* The loaded session writes the same document. */
  g_autofree char *a = without_saved (xml);
  g_autofree char *b = snapshot (t);
  g_assert_cmpstr (a, ==, b);

  const ChessGame *g = hakem_session_get_game (s), *h = hakem_session_get_game (t);
  g_assert_cmpint (h->count, ==, g->count);
  for (int i = 0; i < g->count; i++)
    {
      g_assert_cmpuint (h->moves[i].move, ==, g->moves[i].move);
      g_assert_cmpint (h->moves[i].clock_ms, ==, g->moves[i].clock_ms);
      g_assert_cmpint (h->moves[i].elapsed_ms, ==, g->moves[i].elapsed_ms);
    }
  g_assert_cmpint (h->result, ==, CHESS_RESULT_WHITE_WINS);
  g_assert_cmpint (h->ending, ==, CHESS_ENDING_ARBITER);
  g_assert_cmpstr (chess_game_get_tag (h, "Event"), ==, "Şampiyona <açık> & \"A\" grubu");
  g_assert_cmpstr (chess_game_get_tag (h, "Black"), ==, "control  character");

  g_assert_cmpuint (hakem_session_get_incident_count (t), ==, hakem_session_get_incident_count (s));
  for (guint i = 0; i < hakem_session_get_incident_count (s); i++)
    {
      const HakemIncident *x = hakem_session_get_incident (s, i);
      const HakemIncident *y = hakem_session_get_incident (t, i);
      g_assert_cmpint (y->kind, ==, x->kind);
      g_assert_cmpint (y->ply, ==, x->ply);
      g_assert_cmpint (y->clock_ms[0], ==, x->clock_ms[0]);
      g_assert_cmpint (y->clock_ms[1], ==, x->clock_ms[1]);
      g_assert_cmpstr (y->articles, ==, x->articles);
      g_assert_cmpstr (y->ruling, ==, x->ruling);
      g_assert_cmpstr (y->note, ==, x->note);
      g_assert_cmpstr (y->data, ==, x->data);
      g_assert_true (g_date_time_equal (y->wall_time, x->wall_time));
    }
  g_assert_cmpuint (hakem_session_get_reconstruction_count (t), ==, 2);
  const HakemReconstructionRecord *r0 = hakem_session_get_reconstruction (t, 0);
  const HakemReconstructionRecord *r1 = hakem_session_get_reconstruction (t, 1);
  g_assert_false (r0->adopted);
  g_assert_null (r0->replaced_pgn);
  g_assert_cmpint (r0->reconstruction.replay.count, ==, 3);
  g_assert_true (r1->adopted);
  g_assert_cmpstr (r1->replaced_pgn, ==, hakem_session_get_reconstruction (s, 1)->replaced_pgn);
  g_assert_cmpint (r1->reconstruction.snapshot.remaining_ms[CHESS_WHITE], ==, 3000000);
  g_assert_cmpint (r1->reconstruction.snapshot.remaining_ms[CHESS_BLACK], ==,
                   CHESS_RECONSTRUCT_UNKNOWN);
  g_assert_cmpint (r1->reconstruction.snapshot.moves_made, ==, 5);

  g_assert_true (hakem_session_get_regulations_explicit (t));
  g_assert_cmpint (hakem_session_get_regulations (t)->illegal_move_penalty.value, ==, 90);
  g_assert_cmpint (hakem_session_get_illegal_count (t, CHESS_WHITE), ==, 1);
  g_assert_cmpint (hakem_session_get_illegal_count (t, CHESS_BLACK), ==, 0);
  int scores[2];
  hakem_session_get_scores (t, scores);
  g_assert_true (hakem_session_get_scores_set (t));
  g_assert_cmpint (scores[0], ==, CHESS_SCORE_DRAW);
  g_assert_cmpint (scores[1], ==, CHESS_SCORE_LOSS);

  /* The clock comes back stopped at the saved times. */
  const ChessClock *cs = hakem_session_get_clock (s), *ct = hakem_session_get_clock (t);
  g_assert_false (ct->running);
  g_assert_cmpint (ct->started, ==, cs->started);
  g_assert_cmpint (ct->to_move, ==, cs->to_move);
  g_assert_cmpint (ct->moves[0], ==, cs->moves[0]);
  g_assert_cmpint (ct->moves[1], ==, cs->moves[1]);
  gint64 ms_s[2], ms_t[2];
  hakem_session_clock_readings (s, ms_s);
  hakem_session_clock_readings (t, ms_t);
  g_assert_cmpint (ms_t[0], ==, ms_s[0]);
  g_assert_cmpint (ms_t[1], ==, ms_s[1]);

  /* The PGN with the log is the same too, but for the control character XML cannot carry: the
   * case file drops it, the PGN writer writes it as a space (PGN standard 7, printing characters
   * only in a tag). */
  g_autofree char *pgn_s = hakem_session_to_pgn (s);
  g_autofree char *pgn_t = hakem_session_to_pgn (t);
  g_assert_null (strchr (pgn_s, '\001'));
  g_autoptr (GString) expected = g_string_new (pgn_s);
  g_assert_cmpuint (g_string_replace (expected, "[Black \"control   character\"]",
                                      "[Black \"control  character\"]", 0),
                    ==, 1);
  g_assert_cmpstr (expected->str, ==, pgn_t);
}

/* A clock whose flags fell keeps them, and their order. */
static void
test_flags_kept (void)
{
  g_autoptr (HakemSession) s = hakem_session_new ();
  gint64 ms[2];
  hakem_session_clock_readings (s, ms);
  g_assert_true (hakem_session_adjust_clock (s, CHESS_WHITE, (int) (-ms[0] / 1000)));
  g_assert_true (hakem_session_adjust_clock (s, CHESS_BLACK, (int) (-ms[1] / 1000)));
  g_assert_true (hakem_session_start_clock (s));
  g_assert_true (hakem_session_press_clock (s));
  g_autofree char *xml = hakem_casefile_to_xml (s);
  g_autoptr (HakemSession) t = hakem_session_new ();
  g_assert_true (hakem_casefile_from_xml (t, xml, strlen (xml), NULL));
  ChessClockFlags flags;
  g_assert_true (
      chess_clock_flag_fall (hakem_session_get_clock (t), g_get_monotonic_time (), &flags));
  g_assert_true (flags.fallen[CHESS_WHITE] && flags.fallen[CHESS_BLACK]);
  g_assert_cmpint (flags.first, ==, CHESS_WHITE);
}

/* What 8.6 did to the clock, a count moved to the end of a period and the next period's time,
 * is saved and comes back: after a flag ruling and after a reconstruction adopted. */
static HakemSession *
reloaded (HakemSession *s)
{
  g_autofree char *xml = hakem_casefile_to_xml (s);
  HakemSession *t = hakem_session_new ();
  g_autoptr (GError) error = NULL;
  g_assert_true (hakem_casefile_from_xml (t, xml, strlen (xml), &error));
  g_assert_no_error (error);
  g_autofree char *a = without_saved (xml);
  g_autofree char *b = snapshot (t);
  g_assert_cmpstr (a, ==, b);
  return t;
}

/* White's next move is 41, the first of period 2 of 40/5400+30:1800+30, with its 1800 s. */
static void
assert_white_in_period_2 (HakemSession *t, int black_moves)
{
  const ChessClock *clock = hakem_session_get_clock (t);
  gint64 ms[2];
  hakem_session_clock_readings (t, ms);
  g_assert_cmpint (ms[CHESS_WHITE], ==, 1800000);
  g_assert_cmpint (clock->moves[CHESS_WHITE], ==, 40);
  g_assert_cmpint (clock->moves[CHESS_BLACK], ==, black_moves);
  g_assert_cmpint (chess_clock_period (clock, CHESS_WHITE), ==, 1);
  g_assert_false (clock->frozen[CHESS_WHITE]);
  g_assert_false (chess_clock_flag_fall (clock, g_get_monotonic_time (), NULL));
}

static void
test_next_period_kept (void)
{
  /* White's flag falls at once on a clock set to 0; the scoresheets cannot show the control. */
  g_autoptr (HakemSession) s = hakem_session_new ();
  gint64 ms[2];
  hakem_session_clock_readings (s, ms);
  g_assert_true (hakem_session_adjust_clock (s, CHESS_WHITE, (int) (-ms[0] / 1000)));
  g_assert_true (hakem_session_start_clock (s));
  g_assert_true (hakem_session_stop_clock (s));
  ChessFlagCase fc;
  ChessRuling r;
  g_assert_true (hakem_session_rule_flag (s, -1, CHESS_FLAG_SEEN_BY_ARBITER, FALSE, &fc, &r, NULL));
  g_assert_true (r.next_period);
  hakem_session_apply_flag (s, &fc, &r, NULL);
  assert_white_in_period_2 (s, 0);
  g_autoptr (HakemSession) t = reloaded (s);
  assert_white_in_period_2 (t, 0);
  const HakemIncident *inc = hakem_session_get_incident (t, 0);
  g_assert_nonnull (strstr (inc->data, ";white-next-move=41;adjust=white+1800"));

  /* A reconstruction from move 38 that does not reach the board, White's clock read at 0. */
  g_autoptr (HakemSession) u = hakem_session_new ();
  ChessPosition start;
  g_assert_cmpint (
      chess_position_from_fen (&start, "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 38", NULL), ==,
      CHESS_FEN_OK);
  ChessReconstructSnapshot snap = { 0 };
  snap.actual = start;
  snap.remaining_ms[CHESS_WHITE] = 0;
  snap.remaining_ms[CHESS_BLACK] = 600000;
  snap.moves_made = CHESS_RECONSTRUCT_UNKNOWN;
  ChessReconstruction rec;
  chess_reconstruction_init (&rec, &snap, &start);
  const char *replay[] = { "e2e3", "e7e6", "d2d3", "d7d6" };
  for (guint i = 0; i < G_N_ELEMENTS (replay); i++)
    chess_reconstruction_push (&rec, find_move (&rec.replay.current, replay[i]));
  hakem_session_add_reconstruction (u, &rec, TRUE, NULL);
  chess_reconstruction_clear (&rec);
  assert_white_in_period_2 (u, 39);
  g_autoptr (HakemSession) v = reloaded (u);
  assert_white_in_period_2 (v, 39);
  g_assert_cmpstr (hakem_session_get_incident (v, 0)->articles, ==, "8.5.3 8.6");
}

static void
test_files (void)
{
  g_autoptr (HakemSession) s = rich_session ();
  g_autofree char *path = g_build_filename (tmp_dir, "case.hakem", NULL);
  g_autoptr (GError) error = NULL;
  g_assert_true (hakem_casefile_save (s, path, &error));
  g_assert_no_error (error);
  GStatBuf st;
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  /* A document's mode, as the umask makes it (the other desks of a round read it). */
  mode_t mask = umask (022);
  umask (mask);
  g_assert_cmpint (st.st_mode & 0777, ==, 0666 & ~mask);
  g_autoptr (HakemSession) t = hakem_session_new ();
  g_assert_true (hakem_casefile_load (t, path, &error));
  g_autofree char *a = snapshot (s);
  g_autofree char *b = snapshot (t);
  g_assert_cmpstr (a, ==, b);

  g_autofree char *nowhere = g_build_filename (tmp_dir, "no-such-dir", "case.hakem", NULL);
  g_assert_false (hakem_casefile_save (s, nowhere, &error));
  g_assert_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_IO);
  g_clear_error (&error);
  g_assert_false (hakem_casefile_load (t, nowhere, &error));
  g_assert_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_IO);
  g_unlink (path);
}

/* The files in tests/data/casefile/ written by hand: valid.hakem, and short-offset.hakem, the
 * same case with its times as versions before issue 13 wrote them in Turkey (+03). */
static void
test_valid_data (gconstpointer data)
{
  g_autofree char *path = g_build_filename (TEST_DATA_DIR, "casefile", data, NULL);
  g_autoptr (HakemSession) s = hakem_session_new ();
  g_autoptr (GError) error = NULL;
  g_auto (HakemSavedClock) saved = { 0 };
  g_assert_true (hakem_casefile_load_full (s, path, &saved, &error));
  g_assert_no_error (error);
  const ChessGame *g = hakem_session_get_game (s);
  g_assert_cmpint (g->count, ==, 3);
  g_assert_cmpint (g->moves[0].clock_ms, ==, 5399000);
  g_assert_true (g->moves[1].draw_offer);
  g_assert_cmpint (g->moves[1].nag_count, ==, 2);
  g_assert_cmpint (g->moves[1].nags[1], ==, 13);
  g_assert_cmpstr (g->moves[1].comment, ==, "a comment");
  g_assert_cmpint (g->moves[2].clock_ms, ==, CHESS_GAME_NO_TIME);
  g_assert_cmpint (hakem_session_get_clock (s)->to_move, ==, CHESS_BLACK);
  gint64 ms[2];
  hakem_session_clock_readings (s, ms);
  g_assert_cmpint (ms[CHESS_WHITE], ==, 5398000);
  g_assert_cmpint (ms[CHESS_BLACK], ==, 5398500);
  g_assert_cmpuint (hakem_session_get_incident_count (s), ==, 1);
  const HakemIncident *inc = hakem_session_get_incident (s, 0);
  g_assert_cmpint (inc->kind, ==, HAKEM_INCIDENT_ILLEGAL_MOVE);
  g_autoptr (GDateTime) utc = g_date_time_to_utc (inc->wall_time);
  g_assert_cmpint (g_date_time_get_hour (utc), ==, 7);
  g_assert_cmpint (g_date_time_get_microsecond (utc), ==, 500000);
  g_assert_cmpuint (hakem_session_get_reconstruction_count (s), ==, 1);
  g_assert_cmpint (hakem_session_get_illegal_count (s, CHESS_WHITE), ==, 1);

  /* Stopped, Black to move, as <clock> says; saved at 10:00:00Z or 10:02:17.081532+03:00. */
  g_assert_false (saved.running);
  g_assert_cmpint (saved.running_side, ==, CHESS_BLACK);
  g_assert_cmpint (saved.ms[CHESS_WHITE], ==, 5398000);
  g_assert_cmpint (saved.ms[CHESS_BLACK], ==, 5398500);
  g_assert_nonnull (saved.saved_at);
  g_autoptr (GDateTime) saved_utc = g_date_time_to_utc (saved.saved_at);
  g_autofree char *saved_text = g_date_time_format (saved_utc, "%H:%M:%S.%f");
  g_assert_cmpstr (saved_text, ==,
                   strcmp (data, "valid.hakem") == 0 ? "10:00:00.000000" : "07:02:17.081532");
}

static void assert_refused (HakemSession *s, const char *data, gsize length,
                            HakemCasefileError code, const char *says);

/* Time zones. ---------------------------------------------------------------------------------- */

/* The zone this case is under (test-zones.h) is one the system knows, and GLib's local zone
 * follows it: else GLib would quietly use UTC, or the zone before, and the case would test
 * nothing new. */
static void
test_time_zone (void)
{
  const char *tz = g_getenv ("TZ");
  if (!tz || !*tz)
    {
      g_test_skip ("TZ is not set");
      return;
    }
  g_autoptr (GTimeZone) zone = g_time_zone_new_identifier (tz);
  if (!zone)
    g_error ("the time zone %s is not known here (is tzdata installed?)", tz);
  g_autoptr (GTimeZone) local = g_time_zone_new_local ();
  g_assert_cmpstr (g_time_zone_get_identifier (local), ==, tz);
  g_test_message ("TZ=%s", tz);
}

/* The value of the first attribute name="..." in xml. */
static char *
attribute_value (const char *xml, const char *name)
{
  g_autofree char *pattern = g_strdup_printf (" %s=\"([^\"]*)\"", name);
  g_autoptr (GRegex) re = g_regex_new (pattern, 0, 0, NULL);
  g_autoptr (GMatchInfo) match = NULL;
  g_assert_true (g_regex_match (re, xml, 0, &match));
  return g_match_info_fetch (match, 1);
}

typedef struct
{
  const char *zone;   /* an identifier, or NULL for a fixed offset */
  int offset_seconds; /* with zone NULL */
  int year, month, day, hour, minute;
  double seconds;
  const char *written; /* as the case file must write it (xs:dateTime) */
} TimeCase;

/* The offsets from the tz database (Turkey +03 all year since 2016; New York -05 in winter and
 * -04 in summer; India +05:30). A fixed offset of seconds cannot be written as xs:dateTime: in
 * UTC then. */
static const TimeCase time_cases[] = {
  { "Europe/Istanbul", 0, 2026, 11, 23, 10, 0, 0.5, "2026-11-23T10:00:00.500000+03:00" },
  { "Europe/Istanbul", 0, 2026, 7, 1, 0, 30, 5, "2026-07-01T00:30:05+03:00" },
  { "America/New_York", 0, 2026, 1, 15, 19, 45, 0, "2026-01-15T19:45:00-05:00" },
  { "America/New_York", 0, 2026, 7, 15, 19, 45, 0, "2026-07-15T19:45:00-04:00" },
  { "Asia/Kolkata", 0, 2026, 3, 2, 9, 5, 59.25, "2026-03-02T09:05:59.250000+05:30" },
  { "UTC", 0, 2026, 12, 31, 23, 59, 59, "2026-12-31T23:59:59Z" },
  { NULL, 3600 + 55 * 60 + 52, 2026, 5, 5, 12, 0, 0, "2026-05-05T10:04:08Z" },
  { NULL, -(9 * 3600 + 30 * 60), 2026, 5, 5, 12, 0, 0, "2026-05-05T12:00:00-09:30" },
};

/* An incident's time is written as xs:dateTime wants it in every zone, and read back as the same
 * instant; the document loads (before issue 13, Istanbul's and New York's did not). */
static void
test_time_written (gconstpointer data)
{
  const TimeCase *t = data;
  g_autoptr (GTimeZone) zone
      = t->zone ? g_time_zone_new_identifier (t->zone) : g_time_zone_new_offset (t->offset_seconds);
  g_assert_nonnull (zone);
  g_autoptr (HakemSession) s = hakem_session_new ();
  gint64 ms[2] = { 1000, 2000 };
  HakemIncident *incident = hakem_incident_new (HAKEM_INCIDENT_NOTE, 0, ms, "", "", NULL);
  g_date_time_unref (incident->wall_time);
  incident->wall_time
      = g_date_time_new (zone, t->year, t->month, t->day, t->hour, t->minute, t->seconds);
  hakem_session_add_incident (s, incident);
  g_autofree char *xml = hakem_casefile_to_xml (s);
  g_autofree char *time = attribute_value (strstr (xml, "<incident "), "time");
  g_assert_cmpstr (time, ==, t->written);

  g_autoptr (HakemSession) u = hakem_session_new ();
  g_autoptr (GError) error = NULL;
  g_assert_true (hakem_casefile_from_xml (u, xml, strlen (xml), &error));
  g_assert_no_error (error);
  g_assert_true (g_date_time_equal (hakem_session_get_incident (u, 0)->wall_time,
                                    hakem_session_get_incident (s, 0)->wall_time));
}

/* The time the document was saved, in this run's zone: an offset the schema takes. */
static void
test_saved_written (void)
{
  g_autoptr (HakemSession) s = hakem_session_new ();
  g_autoptr (GDateTime) before = g_date_time_new_now_utc ();
  g_autofree char *xml = hakem_casefile_to_xml (s);
  g_autoptr (GDateTime) after = g_date_time_new_now_utc ();
  g_autofree char *saved = attribute_value (xml, "saved");
  g_autoptr (GRegex) re = g_regex_new ("^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}"
                                       "(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$",
                                       0, 0, NULL);
  if (!g_regex_match (re, saved, 0, NULL))
    g_error ("saved=\"%s\" is no xs:dateTime", saved);
  g_auto (HakemSavedClock) clock = { 0 };
  g_autoptr (HakemSession) t = hakem_session_new ();
  g_assert_true (hakem_casefile_from_xml_full (t, xml, strlen (xml), &clock, NULL));
  /* Written to the microsecond. */
  g_assert_cmpint (g_date_time_compare (before, clock.saved_at), <=, 0);
  g_assert_cmpint (g_date_time_compare (clock.saved_at, after), <=, 0);
  g_autoptr (GTimeZone) local = g_time_zone_new_local ();
  g_autoptr (GDateTime) now = g_date_time_new_now (local);
  g_assert_cmpint (g_date_time_get_utc_offset (clock.saved_at), ==,
                   g_date_time_get_utc_offset (now));
}

typedef struct
{
  const char *saved; /* the casefile's saved="" */
  const char *time;  /* the incident's time="" */
  gboolean loads;
  const char *utc; /* the incident's time in UTC, when it loads */
} OffsetCase;

/* What the reader takes: xs:dateTime, and the ISO 8601 short offsets of older files. */
static const OffsetCase offset_cases[] = {
  { "2026-11-23T10:02:00+03", "2026-11-23T10:00:00.500000+03", TRUE, "07:00:00.500000" },
  { "2026-11-23T10:02:00+0300", "2026-11-23T10:00:00+0300", TRUE, "07:00:00.000000" },
  { "2026-11-23T10:02:00+03:00", "2026-11-23T10:00:00+03:00", TRUE, "07:00:00.000000" },
  { "2026-11-23T10:02:00Z", "2026-11-23T10:00:00Z", TRUE, "10:00:00.000000" },
  { "2026-11-23T10:02:00-05", "2026-11-23T10:00:00-05", TRUE, "15:00:00.000000" },
  { "2026-11-23T10:02:00+0530", "2026-11-23T10:00:00+0530", TRUE, "04:30:00.000000" },
  { "2026-11-23T10:02:00", "2026-11-23T10:00:00+00", TRUE, "10:00:00.000000" },
  { "2026-11-23T10:02:00+03", "2026-11-23T10:00:00+3", FALSE, NULL },
  { "2026-11-23T10:02:00+03", "2026-11-23T10:00:00+03:0", FALSE, NULL },
  { "2026-11-23T10:02:00+03", "2026-11-23T10:00:00+15", FALSE, NULL },
  { "2026-11-23T10:02:00+03", "2026-11-23 10:00:00+03", FALSE, NULL },
  { "2026-11-23T10:02:00+03", "2026-13-23T10:00:00+03", FALSE, NULL },
  { "2026-11-23T25:02:00+03", "2026-11-23T10:00:00+03", FALSE, NULL },
};

static void
test_offsets_read (gconstpointer data)
{
  const OffsetCase *t = data;
  g_autofree char *path = g_build_filename (TEST_DATA_DIR, "casefile", "valid.hakem", NULL);
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_autoptr (GString) xml = g_string_new (text);
  g_assert_cmpuint (g_string_replace (xml, "saved=\"2026-11-23T10:00:00Z\"", "saved=\"\"", 1), ==,
                    1);
  g_assert_cmpuint (g_string_replace (xml, "time=\"2026-11-23T10:00:00.5+03:00\"", "time=\"\"", 1),
                    ==, 1);
  g_autofree char *saved = g_strdup_printf ("saved=\"%s\"", t->saved);
  g_autofree char *time = g_strdup_printf ("time=\"%s\"", t->time);
  g_string_replace (xml, "saved=\"\"", saved, 1);
  g_string_replace (xml, "time=\"\"", time, 1);
  g_autoptr (HakemSession) s = hakem_session_new ();
  g_autoptr (GError) error = NULL;
  if (!t->loads)
    {
      assert_refused (s, xml->str, xml->len, HAKEM_CASEFILE_ERROR_INVALID, "Line ");
      return;
    }
  if (!hakem_casefile_from_xml (s, xml->str, xml->len, &error))
    g_error ("saved=\"%s\" time=\"%s\": %s", t->saved, t->time, error->message);
  g_autoptr (GDateTime) utc = g_date_time_to_utc (hakem_session_get_incident (s, 0)->wall_time);
  g_autofree char *got = g_date_time_format (utc, "%H:%M:%S.%f");
  g_assert_cmpstr (got, ==, t->utc);
}

/* Damaged and hostile files. ------------------------------------------------------------------ */

typedef struct
{
  const char *file;
  HakemCasefileError code;
  const char *says; /* a piece of the message: the line, or what is wrong */
} HostileCase;

static const HostileCase hostile_cases[] = {
  { "illegal-move.hakem", HAKEM_CASEFILE_ERROR_INVALID, "Line 10: the move e1e3" },
  { "wrong-namespace.hakem", HAKEM_CASEFILE_ERROR_INVALID, "urn:hakem:casefile:2" },
  { "doctype.hakem", HAKEM_CASEFILE_ERROR_FORBIDDEN, "DOCTYPE" },
  { "billion-laughs.hakem", HAKEM_CASEFILE_ERROR_FORBIDDEN, "DOCTYPE" },
  { "external-entity.hakem", HAKEM_CASEFILE_ERROR_FORBIDDEN, "DOCTYPE" },
  { "parameter-entity.hakem", HAKEM_CASEFILE_ERROR_FORBIDDEN, "DOCTYPE" },
  { "undeclared-entity.hakem", HAKEM_CASEFILE_ERROR_MALFORMED, "Line 7" },
  { "xinclude.hakem", HAKEM_CASEFILE_ERROR_FORBIDDEN, "XInclude" },
  { "no-clock.hakem", HAKEM_CASEFILE_ERROR_INVALID, "schema" },
  { "scores.hakem", HAKEM_CASEFILE_ERROR_INVALID, "10.2" },
  { "bad-position.hakem", HAKEM_CASEFILE_ERROR_INVALID, "Line 6" },
  { "bad-regulations.hakem", HAKEM_CASEFILE_ERROR_INVALID, "regulations" },
};

static void
assert_refused (HakemSession *s, const char *data, gsize length, HakemCasefileError code,
                const char *says)
{
  g_autofree char *before = snapshot (s);
  g_autoptr (GError) error = NULL;
  g_assert_false (hakem_casefile_from_xml (s, data, length, &error));
  g_assert_error (error, HAKEM_CASEFILE_ERROR, (gint) code);
  g_assert_cmpuint (strlen (error->message), >, 10);
  if (says && !strstr (error->message, says))
    g_error ("\"%s\" does not say \"%s\"", error->message, says);
  g_autofree char *after = snapshot (s);
  g_assert_cmpstr (before, ==, after);
}

static void
test_hostile (gconstpointer data)
{
  const HostileCase *t = data;
  g_autofree char *path = g_build_filename (TEST_DATA_DIR, "casefile", t->file, NULL);
  g_autofree char *text = NULL;
  gsize length;
  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  g_autoptr (HakemSession) s = hakem_session_new ();
  play (s, "d2d4 d7d5");
  assert_refused (s, text, length, t->code, t->says);
  /* Through the file too: the name comes first. */
  g_autoptr (GError) error = NULL;
  g_assert_false (hakem_casefile_load (s, path, &error));
  g_assert_true (strstr (error->message, t->file) != NULL);
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, 2);
}

/* A case file cut short at every length is refused cleanly, never half read. */
static void
test_truncated (void)
{
  g_autoptr (HakemSession) rich = rich_session ();
  g_autofree char *xml = hakem_casefile_to_xml (rich);
  gsize whole = strlen (xml);
  gsize complete = whole;
  while (complete > 0 && g_ascii_isspace (xml[complete - 1]))
    complete--;
  g_autoptr (HakemSession) s = hakem_session_new ();
  play (s, "c2c4");
  g_autofree char *before = snapshot (s);
  for (gsize n = 0; n < complete; n++)
    {
      g_autoptr (GError) error = NULL;
      /* A copy of exactly n bytes, so that a reader overrunning it would be caught. */
      char *prefix = g_memdup2 (xml, n);
      gboolean ok = hakem_casefile_from_xml (s, prefix ? prefix : "", n, &error);
      g_free (prefix);
      if (ok)
        g_error ("a prefix of %" G_GSIZE_FORMAT " bytes out of %" G_GSIZE_FORMAT " was read", n,
                 whole);
      g_assert_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_MALFORMED);
      if (n > 0 && !g_str_has_prefix (error->message, "Line "))
        g_error ("no line in \"%s\" (prefix %" G_GSIZE_FORMAT ")", error->message, n);
    }
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, 1);
  g_autofree char *after = snapshot (s);
  g_assert_cmpstr (before, ==, after);
  /* Whole, it loads. */
  g_assert_true (hakem_casefile_from_xml (s, xml, complete, NULL));
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, hakem_session_get_game (rich)->count);
}

static void
test_too_large (void)
{
  /* 20 MB: a valid beginning and a comment that goes on. */
  gsize size = 20 * 1000 * 1000;
  char *data = g_malloc (size);
  const char *head = "<?xml version=\"1.0\"?>\n<casefile xmlns=\"urn:hakem:casefile:1\"><!--";
  memset (data, 'x', size);
  memcpy (data, head, strlen (head));
  g_autoptr (HakemSession) s = hakem_session_new ();
  assert_refused (s, data, size, HAKEM_CASEFILE_ERROR_TOO_LARGE, "16");
  g_autofree char *path = g_build_filename (tmp_dir, "large.hakem", NULL);
  g_assert_true (g_file_set_contents (path, data, (gssize) size, NULL));
  g_free (data);
  g_autoptr (GError) error = NULL;
  g_assert_false (hakem_casefile_load (s, path, &error));
  g_assert_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_TOO_LARGE);
  g_unlink (path);
}

static void
test_garbage (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (20231);
  g_autoptr (HakemSession) s = hakem_session_new ();
  const gsize lengths[] = { 1, 2, 7, 64, 1000, 65536 };
  for (guint i = 0; i < G_N_ELEMENTS (lengths); i++)
    for (int round = 0; round < 20; round++)
      {
        guint8 *data = g_malloc (lengths[i]);
        for (gsize k = 0; k < lengths[i]; k++)
          data[k] = (guint8) g_rand_int_range (rand, 0, 256);
        /* Half of them begin like a case file, so that the parser gets some way in. */
        const char *head = "<?xml version=\"1.0\"?><casefile xmlns=\"urn:hakem:casefile:1\">";
        if (round % 2 && lengths[i] > strlen (head))
          memcpy (data, head, strlen (head));
        assert_refused (s, (const char *) data, lengths[i], HAKEM_CASEFILE_ERROR_MALFORMED, NULL);
        g_free (data);
      }
}

static void
test_empty (void)
{
  g_autoptr (HakemSession) s = hakem_session_new ();
  assert_refused (s, "", 0, HAKEM_CASEFILE_ERROR_MALFORMED, NULL);
  assert_refused (s, "   \n", 4, HAKEM_CASEFILE_ERROR_MALFORMED, "Line");
  assert_refused (s, "<casefile/>", 11, HAKEM_CASEFILE_ERROR_INVALID, "namespace");
  assert_refused (s, "<game xmlns=\"urn:hakem:casefile:1\"/>", 36, HAKEM_CASEFILE_ERROR_INVALID,
                  "<game>");
}

/* Elements nested far deeper than any case file: libxml2's depth limit stops the parser. */
static void
test_deep (void)
{
  GString *xml = g_string_new ("<casefile xmlns=\"urn:hakem:casefile:1\">");
  for (int i = 0; i < 100000; i++)
    g_string_append (xml, "<game>");
  g_autoptr (HakemSession) s = hakem_session_new ();
  assert_refused (s, xml->str, xml->len, HAKEM_CASEFILE_ERROR_MALFORMED, "Line 1");
  for (int i = 0; i < 100000; i++)
    g_string_append (xml, "</game>");
  g_string_append (xml, "</casefile>");
  assert_refused (s, xml->str, xml->len, HAKEM_CASEFILE_ERROR_MALFORMED, "Line 1");
  g_string_free (xml, TRUE);
}

/* A file that cannot be read is moved aside, each to a name of its own: two damaged files in a
 * row are both kept, and a name in use (even a directory) is never replaced. */
static void
test_keep_damaged (void)
{
  g_autofree char *dir = g_build_filename (tmp_dir, "damaged", NULL);
  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  g_autofree char *path = g_build_filename (dir, "current.hakem", NULL);
  g_autofree char *first = g_strconcat (path, ".damaged", NULL);
  g_autofree char *second = g_strconcat (path, ".damaged-2", NULL);
  g_autofree char *third = g_strconcat (path, ".damaged-3", NULL);
  g_autofree char *fourth = g_strconcat (path, ".damaged-4", NULL);

  const char *contents[] = { "one", "two", "three" };
  const char *kept_names[] = { first, second, fourth };
  g_assert_cmpint (g_mkdir (third, 0700), ==, 0); /* in use: skipped */
  for (guint i = 0; i < G_N_ELEMENTS (contents); i++)
    {
      g_assert_true (g_file_set_contents (path, contents[i], -1, NULL));
      g_autofree char *kept = NULL;
      g_autoptr (GError) error = NULL;
      g_assert_true (hakem_casefile_keep_damaged (path, &kept, &error));
      g_assert_no_error (error);
      g_assert_cmpstr (kept, ==, kept_names[i]);
      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
    }
  for (guint i = 0; i < G_N_ELEMENTS (contents); i++)
    {
      g_autofree char *text = NULL;
      g_assert_true (g_file_get_contents (kept_names[i], &text, NULL, NULL));
      g_assert_cmpstr (text, ==, contents[i]);
    }
  g_assert_true (g_file_test (third, G_FILE_TEST_IS_DIR));

  /* No file: an error, nothing made. */
  g_autofree char *kept = NULL;
  g_autoptr (GError) error = NULL;
  g_assert_false (hakem_casefile_keep_damaged (path, &kept, &error));
  g_assert_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "current.hakem"));
  g_assert_null (kept);
  g_autofree char *fifth = g_strconcat (path, ".damaged-5", NULL);
  g_assert_false (g_file_test (fifth, G_FILE_TEST_EXISTS));

  /* Without asking for the name. */
  g_assert_true (g_file_set_contents (path, "four", -1, NULL));
  g_assert_true (hakem_casefile_keep_damaged (path, NULL, NULL));
  g_assert_true (g_file_test (fifth, G_FILE_TEST_IS_REGULAR));

  const char *all[] = { first, second, fourth, fifth };
  for (guint i = 0; i < G_N_ELEMENTS (all); i++)
    g_assert_cmpint (g_unlink (all[i]), ==, 0);
  g_assert_cmpint (g_rmdir (third), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* What the clock was doing when the file was written: running or not, whose, both readings. */
static void
test_saved_clock (void)
{
  g_autoptr (HakemSession) s = hakem_session_new ();
  g_assert_true (hakem_session_start_clock (s));
  play (s, "e2e4");
  /* Black's clock runs. */
  gint64 before[2], after[2];
  hakem_session_clock_readings (s, before);
  g_autofree char *xml = hakem_casefile_to_xml (s);
  hakem_session_clock_readings (s, after);
  g_autoptr (HakemSession) t = hakem_session_new ();
  g_auto (HakemSavedClock) saved = { 0 };
  g_autoptr (GError) error = NULL;
  g_assert_true (hakem_casefile_from_xml_full (t, xml, strlen (xml), &saved, &error));
  g_assert_no_error (error);
  g_assert_true (saved.running);
  g_assert_cmpint (saved.running_side, ==, CHESS_BLACK);
  g_assert_cmpint (saved.ms[CHESS_WHITE], ==, before[CHESS_WHITE]);
  g_assert_cmpint (saved.ms[CHESS_BLACK], <=, before[CHESS_BLACK]);
  g_assert_cmpint (saved.ms[CHESS_BLACK], >=, after[CHESS_BLACK]);
  /* The clock itself comes back stopped at these readings. */
  const ChessClock *clock = hakem_session_get_clock (t);
  g_assert_false (clock->running);
  g_assert_cmpint (clock->to_move, ==, CHESS_BLACK);
  gint64 ms[2];
  hakem_session_clock_readings (t, ms);
  g_assert_cmpint (ms[CHESS_WHITE], ==, saved.ms[CHESS_WHITE]);
  g_assert_cmpint (ms[CHESS_BLACK], ==, saved.ms[CHESS_BLACK]);

  /* Stopped by the arbiter: not running, White's would run next. */
  g_assert_true (hakem_session_press_clock (s));
  g_assert_true (hakem_session_stop_clock (s));
  g_free (xml);
  xml = hakem_casefile_to_xml (s);
  GDateTime *first_saved_at = g_date_time_ref (saved.saved_at);
  g_assert_true (hakem_casefile_from_xml_full (t, xml, strlen (xml), &saved, NULL));
  g_assert_false (saved.running);
  g_assert_cmpint (saved.running_side, ==, CHESS_WHITE);
  g_assert_cmpint (g_date_time_compare (first_saved_at, saved.saved_at), <=, 0);
  g_date_time_unref (first_saved_at);

  /* No clock at all. */
  g_autoptr (HakemSession) u = hakem_session_new ();
  start_game (u, NULL, "-");
  g_free (xml);
  xml = hakem_casefile_to_xml (u);
  g_assert_true (hakem_casefile_from_xml_full (t, xml, strlen (xml), &saved, NULL));
  g_assert_false (saved.running);
  g_assert_cmpint (saved.ms[CHESS_WHITE], ==, -1);
  g_assert_cmpint (saved.ms[CHESS_BLACK], ==, -1);

  /* A refused file leaves it as it was. */
  g_assert_false (hakem_casefile_from_xml_full (t, "<x/>", 4, &saved, NULL));
  g_assert_cmpint (saved.ms[CHESS_WHITE], ==, -1);
  g_assert_nonnull (saved.saved_at);
}

/* Autosave. ------------------------------------------------------------------------------------ */

static void
test_autosave_path (void)
{
  g_setenv ("HAKEM_CASEFILE", "/somewhere/else.hakem", TRUE);
  g_autofree char *env_path = hakem_casefile_autosave_path ();
  g_assert_cmpstr (env_path, ==, "/somewhere/else.hakem");
  g_unsetenv ("HAKEM_CASEFILE");
  g_autofree char *path = hakem_casefile_autosave_path ();
  g_autofree char *expected = g_build_filename (tmp_dir, "state", "hakem", "current.hakem", NULL);
  g_assert_cmpstr (path, ==, expected);
  g_autofree char *dir = g_path_get_dirname (path);
  GStatBuf st;
  g_assert_cmpint (g_stat (dir, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0700);
}

static guint
content_hash (const char *path)
{
  g_autofree char *text = NULL;
  gsize length = 0;
  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  return g_str_hash (text);
}

static void
test_autosave (void)
{
  g_autofree char *path = g_build_filename (tmp_dir, "auto.hakem", NULL);
  g_autoptr (HakemSession) s = hakem_session_new ();
  HakemAutosave *autosave = hakem_autosave_new (s, path);
  g_assert_null (hakem_autosave_get_error (autosave));
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

  g_autoptr (HakemSession) t = hakem_session_new ();
  play (s, "e2e4");
  g_assert_true (hakem_casefile_load (t, path, NULL));
  g_assert_cmpint (hakem_session_get_game (t)->count, ==, 1);

  guint h = content_hash (path);
  hakem_session_start_clock (s);
  g_assert_cmpuint (content_hash (path), !=, h);
  g_assert_true (hakem_casefile_load (t, path, NULL));
  g_assert_true (hakem_session_get_clock (t)->started);

  gint64 ms[2] = { 1, 2 };
  hakem_session_add_incident (s, hakem_incident_new (HAKEM_INCIDENT_NOTE, 1, ms, "", "x", NULL));
  g_assert_true (hakem_casefile_load (t, path, NULL));
  g_assert_cmpuint (hakem_session_get_incident_count (t), ==, 1);
  hakem_session_set_incident_note (s, 0, "note after");
  g_assert_true (hakem_casefile_load (t, path, NULL));
  g_assert_cmpstr (hakem_session_get_incident (t, 0)->note, ==, "note after");

  /* A move on the running clock is written once, the press included (not again for the
   * clock's own notice); a press without a move, a stop, are written. */
  guint saves = hakem_autosave_get_saves (autosave);
  play (s, "e7e5");
  g_assert_cmpuint (hakem_autosave_get_saves (autosave), ==, saves + 1);
  g_assert_true (hakem_casefile_load (t, path, NULL));
  g_assert_cmpint (hakem_session_get_game (t)->count, ==, 2);
  g_assert_cmpint (hakem_session_get_clock (t)->moves[CHESS_BLACK], ==, 1);
  g_assert_cmpint (hakem_session_get_clock (t)->to_move, ==, CHESS_WHITE);
  g_assert_true (hakem_session_press_clock (s));
  g_assert_cmpuint (hakem_autosave_get_saves (autosave), ==, saves + 2);
  g_assert_true (hakem_casefile_load (t, path, NULL));
  g_assert_cmpint (hakem_session_get_clock (t)->to_move, ==, CHESS_BLACK);
  g_assert_true (hakem_session_stop_clock (s));
  g_assert_cmpuint (hakem_autosave_get_saves (autosave), ==, saves + 3);
  g_assert_true (hakem_casefile_load (t, path, NULL));
  g_assert_false (hakem_session_get_clock (t)->running);

  hakem_autosave_discard (autosave);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_null (hakem_autosave_get_error (autosave));
  hakem_autosave_free (autosave);
  /* Freed: changes no longer write. */
  play (s, "g1f3");
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  g_autofree char *nowhere = g_build_filename (tmp_dir, "no-such-dir", "auto.hakem", NULL);
  autosave = hakem_autosave_new (s, nowhere);
  g_assert_nonnull (hakem_autosave_get_error (autosave));
  g_assert_true (g_error_matches (hakem_autosave_get_error (autosave), HAKEM_CASEFILE_ERROR,
                                  HAKEM_CASEFILE_ERROR_IO));
  hakem_autosave_free (autosave);
}

/* How late this test lets a timeout of the autosave's run, and one write of a small file take, on
 * a busy machine. */
#define SLACK_MS 500

static gboolean
on_give_up (gpointer user_data)
{
  g_error ("no write in %u ms while the clock ran", GPOINTER_TO_UINT (user_data));
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until the autosave has written the file once more; fails the test after
 * give_up_ms (the clock ran all that time unsaved). */
static void
wait_for_save (HakemAutosave *autosave, guint give_up_ms)
{
  guint saves = hakem_autosave_get_saves (autosave);
  guint id = g_timeout_add (give_up_ms, on_give_up, GUINT_TO_POINTER (give_up_ms));
  while (hakem_autosave_get_saves (autosave) == saves)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (id);
}

/* The autosave's timeout, found by its callback's data (the handle). */
static gboolean
has_tick (HakemAutosave *autosave)
{
  return g_main_context_find_source_by_funcs_user_data (NULL, &g_timeout_funcs, autosave) != NULL;
}

/* While the clock runs the file follows it: written each time a reading has moved a whole second
 * from the file's, no more often; no timer and no write once the clock stands, nor while it runs
 * but shows no change (a fallen flag). */
static void
test_autosave_running_clock (void)
{
  g_autofree char *path = g_build_filename (tmp_dir, "running.hakem", NULL);
  g_autoptr (HakemSession) s = hakem_session_new ();
  HakemAutosave *autosave = hakem_autosave_new (s, path);
  g_assert_false (has_tick (autosave));
  g_assert_true (hakem_session_start_clock (s));
  g_assert_true (has_tick (autosave));
  g_autoptr (HakemSession) t = hakem_session_new ();
  gint64 file_ms[4];
  for (guint k = 0; k < G_N_ELEMENTS (file_ms); k++)
    {
      wait_for_save (autosave, 10000);
      gint64 now[2];
      hakem_session_clock_readings (s, now);
      g_auto (HakemSavedClock) saved = { 0 };
      g_autoptr (GError) error = NULL;
      g_assert_true (hakem_casefile_load_full (t, path, &saved, &error));
      g_assert_no_error (error);
      g_assert_true (saved.running);
      g_assert_cmpint (saved.running_side, ==, CHESS_WHITE);
      file_ms[k] = saved.ms[CHESS_WHITE];
      g_test_message ("write %u: %" G_GINT64_FORMAT " ms on the file, %" G_GINT64_FORMAT
                      " ms on the clock",
                      k, file_ms[k], now[CHESS_WHITE]);
      /* Written just now: not ahead of the clock, nor behind it by the time of a write. */
      g_assert_cmpint (file_ms[k], >=, now[CHESS_WHITE]);
      g_assert_cmpint (file_ms[k] - now[CHESS_WHITE], <=, SLACK_MS);
      g_assert_cmpint (saved.ms[CHESS_BLACK], ==, now[CHESS_BLACK]);
      /* A second of the clock between writes, late by at most the slack. A little less is
       * seen on a loaded machine: the readings are truncated to milliseconds, the moment between
       * the autosave's reading and the writer's shaves some off, and GLib's millisecond timer
       * may fire up to a millisecond early; never as little as half a second. */
      if (k > 0)
        {
          g_assert_cmpint (file_ms[k - 1] - file_ms[k], >=, 990);
          g_assert_cmpint (file_ms[k - 1] - file_ms[k], <=, 1000 + SLACK_MS);
        }
    }

  /* Stopped: written once for the stop, then the timer is gone and nothing is written. */
  guint saves = hakem_autosave_get_saves (autosave);
  g_assert_true (hakem_session_stop_clock (s));
  g_assert_cmpuint (hakem_autosave_get_saves (autosave), ==, saves + 1);
  g_assert_false (has_tick (autosave));
  run_main_loop_for (1500);
  g_assert_cmpuint (hakem_autosave_get_saves (autosave), ==, saves + 1);

  /* Running again, then discarded: the clock's running alone does not bring the file back. */
  g_assert_true (hakem_session_resume_clock (s));
  g_assert_true (has_tick (autosave));
  hakem_autosave_discard (autosave);
  g_assert_false (has_tick (autosave));
  run_main_loop_for (1500);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  hakem_autosave_free (autosave);

  /* White's flag down at 0:00 with the clock running: nothing changes, nothing is written. */
  g_autoptr (HakemSession) u = hakem_session_new ();
  gint64 ms[2];
  hakem_session_clock_readings (u, ms);
  g_assert_true (hakem_session_adjust_clock (u, CHESS_WHITE, (int) (-ms[0] / 1000)));
  autosave = hakem_autosave_new (u, path);
  g_assert_true (hakem_session_start_clock (u));
  saves = hakem_autosave_get_saves (autosave);
  run_main_loop_for (2500);
  g_assert_true (hakem_session_get_clock (u)->running);
  g_assert_cmpuint (hakem_autosave_get_saves (autosave), ==, saves);

  /* Freed while the clock runs: its timer goes with it. */
  hakem_autosave_free (autosave);
  g_assert_null (g_main_context_find_source_by_funcs_user_data (NULL, &g_timeout_funcs, autosave));
  g_unlink (path);
}

int
main (int argc, char **argv)
{
  tmp_dir = g_dir_make_tmp ("hakem-casefile-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);
  /* Before anything asks GLib for it: the state directory is read once. */
  g_autofree char *state = g_build_filename (tmp_dir, "state", NULL);
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  g_unsetenv ("HAKEM_CASEFILE");

  g_test_init (&argc, &argv, NULL);
  /* The cases of wall times, in every zone of test_zones; the others each in one zone, the
   * zones in turn: one run covers all four (see test-zones.h). */
  for (guint z = 0; z < G_N_ELEMENTS (test_zones); z++)
    {
      const char *zone = test_zones[z];
      test_zone_add ("/casefile/time/zone", zone, test_time_zone, NULL, NULL);
      test_zone_add ("/casefile/time/saved", zone, test_saved_written, NULL, NULL);
      for (guint i = 0; i < G_N_ELEMENTS (time_cases); i++)
        {
          g_autofree char *path = g_strdup_printf ("/casefile/time/written/%u", i);
          test_zone_add (path, zone, NULL, test_time_written, &time_cases[i]);
        }
      for (guint i = 0; i < G_N_ELEMENTS (offset_cases); i++)
        {
          g_autofree char *path = g_strdup_printf ("/casefile/time/read/%u", i);
          test_zone_add (path, zone, NULL, test_offsets_read, &offset_cases[i]);
        }
    }
  guint n = 0;
  test_zone_add ("/casefile/round-trip", test_zone_in_turn (n++), test_round_trip, NULL, NULL);
  test_zone_add ("/casefile/flags-kept", test_zone_in_turn (n++), test_flags_kept, NULL, NULL);
  test_zone_add ("/casefile/next-period-kept", test_zone_in_turn (n++), test_next_period_kept, NULL,
                 NULL);
  test_zone_add ("/casefile/files", test_zone_in_turn (n++), test_files, NULL, NULL);
  test_zone_add ("/casefile/valid-data", test_zone_in_turn (n++), NULL, test_valid_data,
                 "valid.hakem");
  test_zone_add ("/casefile/short-offset-data", test_zone_in_turn (n++), NULL, test_valid_data,
                 "short-offset.hakem");
  for (guint i = 0; i < G_N_ELEMENTS (hostile_cases); i++)
    {
      g_autofree char *name = g_strdup (hostile_cases[i].file);
      *strrchr (name, '.') = '\0';
      g_autofree char *path = g_strdup_printf ("/casefile/refused/%s", name);
      test_zone_add (path, test_zone_in_turn (n++), NULL, test_hostile, &hostile_cases[i]);
    }
  const struct
  {
    const char *path;
    GTestFunc func;
  } others[] = {
    { "/casefile/refused/truncated", test_truncated },
    { "/casefile/refused/too-large", test_too_large },
    { "/casefile/refused/garbage", test_garbage },
    { "/casefile/refused/empty", test_empty },
    { "/casefile/refused/deep", test_deep },
    { "/casefile/keep-damaged", test_keep_damaged },
    { "/casefile/saved-clock", test_saved_clock },
    { "/casefile/autosave/path", test_autosave_path },
    { "/casefile/autosave/saves", test_autosave },
    { "/casefile/autosave/running-clock", test_autosave_running_clock },
  };
  for (guint i = 0; i < G_N_ELEMENTS (others); i++)
    test_zone_add (others[i].path, test_zone_in_turn (n++), others[i].func, NULL, NULL);
  int status = g_test_run ();
  g_autofree char *state_hakem = g_build_filename (state, "hakem", NULL);
  g_rmdir (state_hakem);
  g_rmdir (state);
  g_rmdir (tmp_dir);
  return status;
}
