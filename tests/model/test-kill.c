/* test-kill.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The kill test: kill-driver plays a game with rulings under autosave and is killed (SIGKILL) at
 * many points; each time the file must load whole and hold every move and incident the driver
 * had reported saved. Killed while its clock runs, the file's clock is at most a second behind.
 */
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

#include "hakem-casefile.h"
#include "test-zones.h"

#ifndef KILL_DRIVER
#error "KILL_DRIVER must name the kill-driver program"
#endif

/* The kinds of the rulings the driver gives, in its order (see kill-driver.c). */
static const HakemIncidentKind planned[] = {
  HAKEM_INCIDENT_ILLEGAL_MOVE,
  HAKEM_INCIDENT_CLAIM,
  HAKEM_INCIDENT_PENALTY,
  HAKEM_INCIDENT_ILLEGAL_MOVE,
};

static char *tmp_dir;

typedef struct
{
  GSubprocess *process;
  GDataInputStream *out;
  char **script; /* the driver's moves, UCI */
  int saving;    /* "saving" lines read: saves begun */
  int saves;     /* "saved" lines read: saves done */
  int plies;     /* of the last one */
  int incidents;
  gboolean done;
  /* The "clock" line: the running side, its reading, and the instants it was read at. */
  gboolean clock_known;
  ChessColor clock_side;
  gint64 clock_ms;
  gint64 clock_mono_us;
  gint64 clock_real_us;
} Driver;

static void
driver_start (Driver *d, const char *path)
{
  g_autoptr (GError) error = NULL;
  memset (d, 0, sizeof *d);
  d->process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDIN_PIPE,
                                 &error, KILL_DRIVER, path, NULL);
  g_assert_no_error (error);
  d->out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (d->process));
}

/* Reads one line of the driver's; FALSE at the end of its output. */
static gboolean
driver_read (Driver *d)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *line = g_data_input_stream_read_line_utf8 (d->out, NULL, NULL, &error);
  g_assert_no_error (error);
  if (!line)
    return FALSE;
  if (g_str_has_prefix (line, "script "))
    d->script = g_strsplit (line + strlen ("script "), " ", -1);
  else if (g_str_has_prefix (line, "saved "))
    {
      unsigned n, incidents;
      int plies;
      g_assert_cmpint (sscanf (line, "saved %u plies %d incidents %u", &n, &plies, &incidents), ==,
                       3);
      g_assert_cmpuint (n, ==, (unsigned) d->saves);
      d->saves++;
      d->plies = plies;
      d->incidents = (int) incidents;
    }
  else if (g_str_has_prefix (line, "saving "))
    {
      unsigned n;
      g_assert_cmpint (sscanf (line, "saving %u", &n), ==, 1);
      g_assert_cmpuint (n, ==, (unsigned) d->saving);
      d->saving++;
    }
  else if (g_str_has_prefix (line, "clock "))
    {
      char side[8];
      gint64 ms, mono, real;
      g_assert_cmpint (
          sscanf (line, "clock %7s %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %" G_GINT64_FORMAT,
                  side, &ms, &mono, &real),
          ==, 4);
      g_assert_true (strcmp (side, "white") == 0 || strcmp (side, "black") == 0);
      d->clock_known = TRUE;
      d->clock_side = strcmp (side, "white") == 0 ? CHESS_WHITE : CHESS_BLACK;
      d->clock_ms = ms;
      d->clock_mono_us = mono;
      d->clock_real_us = real;
    }
  else if (strcmp (line, "done") == 0)
    d->done = TRUE;
  else
    g_error ("unexpected line from the driver: %s", line);
  return TRUE;
}

/* Kills the driver and reads what it had written before it died. */
static void
driver_kill (Driver *d)
{
  g_subprocess_send_signal (d->process, SIGKILL);
  g_autoptr (GError) error = NULL;
  g_assert_true (g_subprocess_wait (d->process, NULL, &error));
  g_assert_no_error (error);
  while (driver_read (d))
    ;
}

static void
driver_clear (Driver *d)
{
  g_clear_object (&d->out);
  g_clear_object (&d->process);
  g_clear_pointer (&d->script, g_strfreev);
}

/* The file after the kill: loadable, a prefix of the driver's game, and at least as far as the
 * last save the driver reported. */
static void
check_file (const Driver *d, const char *path)
{
  if (d->saves == 0 && !g_file_test (path, G_FILE_TEST_EXISTS))
    return; /* killed before the first save */
  g_autoptr (HakemSession) s = hakem_session_new ();
  g_autoptr (GError) error = NULL;
  if (!hakem_casefile_load (s, path, &error))
    g_error ("after %d saves the file does not load: %s", d->saves, error->message);
  const ChessGame *g = hakem_session_get_game (s);
  g_assert_nonnull (d->script);
  g_assert_cmpint (g->count, <=, (int) g_strv_length (d->script));
  ChessPosition pos = g->start;
  for (int i = 0; i < g->count; i++)
    {
      char uci[8];
      g_assert_cmpstr (chess_move_to_uci (&pos, g->moves[i].move, uci), ==, d->script[i]);
      ChessUndo undo;
      chess_position_make (&pos, g->moves[i].move, &undo);
    }
  g_assert_cmpint (g->count, >=, d->plies);
  guint n = hakem_session_get_incident_count (s);
  g_assert_cmpuint (n, >=, (guint) d->incidents);
  g_assert_cmpuint (n, <=, G_N_ELEMENTS (planned));
  for (guint i = 0; i < n; i++)
    g_assert_cmpint (hakem_session_get_incident (s, i)->kind, ==, planned[i]);
  g_assert_cmpstr (chess_game_get_tag (g, "White"), ==, "Kasparov, G.");
}

/* A whole run: how many saves the driver makes. */
static int
full_run (const char *path)
{
  Driver d;
  driver_start (&d, path);
  while (!d.done && driver_read (&d))
    ;
  g_assert_true (d.done);
  g_assert_nonnull (d.script);
  g_assert_cmpint (d.plies, ==, (int) g_strv_length (d.script));
  g_assert_cmpint (d.incidents, ==, G_N_ELEMENTS (planned));
  driver_kill (&d);
  check_file (&d, path);
  int saves = d.saves;
  driver_clear (&d);
  return saves;
}

static void
test_kill_after_saves (void)
{
  g_autofree char *path = g_build_filename (tmp_dir, "after.hakem", NULL);
  int total = full_run (path);
  g_assert_cmpint (total, >, 100);
  g_unlink (path);
  /* A spread of points, the first save and the last among them. */
  for (int step = 0; step <= 12; step++)
    {
      int k = 1 + (total - 1) * step / 12;
      Driver d;
      driver_start (&d, path);
      while (d.saves < k && driver_read (&d))
        ;
      g_assert_cmpint (d.saves, ==, k);
      driver_kill (&d);
      g_test_message ("killed after save %d of %d; %d reported", k, total, d.saves);
      check_file (&d, path);
      driver_clear (&d);
      g_unlink (path);
    }
}

/* Killed at any moment, without waiting for anything: in the middle of a write too. */
static void
test_kill_at_random (void)
{
  g_autofree char *path = g_build_filename (tmp_dir, "random.hakem", NULL);
  /* How long a whole run takes here sets the range of the moments. */
  gint64 start = g_get_monotonic_time ();
  full_run (path);
  gint64 span = MAX (g_get_monotonic_time () - start, 1000);
  g_unlink (path);
  guint32 seed = g_test_rand_int ();
  g_test_message ("seed %u, whole run %" G_GINT64_FORMAT " us", seed, span);
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  for (int round = 0; round < 10; round++)
    {
      Driver d;
      driver_start (&d, path);
      g_usleep ((gulong) g_rand_int_range (rand, 0, (gint32) MIN (span, G_MAXINT32)));
      driver_kill (&d);
      g_test_message ("round %d: %d saves reported", round, d.saves);
      check_file (&d, path);
      driver_clear (&d);
      g_unlink (path);
    }
}

/* Killed while a save is under way: "saving k" was printed, the write follows within about the
 * time one save takes. */
static void
test_kill_during_saves (void)
{
  g_autofree char *path = g_build_filename (tmp_dir, "during.hakem", NULL);
  gint64 start = g_get_monotonic_time ();
  int total = full_run (path);
  gint64 per_save = MAX ((g_get_monotonic_time () - start) / total, 100);
  g_unlink (path);
  guint32 seed = g_test_rand_int ();
  g_test_message ("seed %u, %d saves, %" G_GINT64_FORMAT " us each", seed, total, per_save);
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  for (int round = 0; round < 10; round++)
    {
      int k = g_rand_int_range (rand, 1, total);
      Driver d;
      driver_start (&d, path);
      while (d.saving <= k && driver_read (&d))
        ;
      g_usleep ((gulong) g_rand_int_range (rand, 0, (gint32) MIN (2 * per_save, G_MAXINT32)));
      driver_kill (&d);
      g_test_message ("round %d: killed during save %d; %d saves reported", round, k, d.saves);
      check_file (&d, path);
      driver_clear (&d);
      g_unlink (path);
    }
}

/* What a kill at any instant would leave, seen without killing: the file read over and over
 * while the driver saves. Every version read must load, from the first save to the last. A save
 * that wrote the file in place would show a reader an empty or cut-short file now and then. */
static void
test_reader_never_sees_half (void)
{
  g_autofree char *path = g_build_filename (tmp_dir, "read.hakem", NULL);
  Driver d;
  driver_start (&d, path);
  while (d.saves == 0 && driver_read (&d))
    ;
  g_assert_nonnull (d.script);
  int plies = (int) g_strv_length (d.script);
  g_autoptr (HakemSession) s = hakem_session_new ();
  g_autofree char *last = NULL;
  guint reads = 0, versions = 0;
  for (;;)
    {
      g_autofree char *text = NULL;
      gsize length = 0;
      g_autoptr (GError) error = NULL;
      g_assert_true (g_file_get_contents (path, &text, &length, &error));
      reads++;
      if (last && strcmp (text, last) == 0)
        {
          if (!g_subprocess_get_identifier (d.process))
            g_error ("the driver ended before its last save");
          continue;
        }
      versions++;
      if (!hakem_casefile_from_xml (s, text, length, &error))
        g_error ("read %u (%" G_GSIZE_FORMAT " bytes) does not load: %s", reads, length,
                 error->message);
      g_free (last);
      last = g_steal_pointer (&text);
      if (hakem_session_get_game (s)->count == plies
          && hakem_session_get_incident_count (s) == G_N_ELEMENTS (planned))
        break;
    }
  g_test_message ("%u reads, %u versions", reads, versions);
  g_assert_cmpuint (versions, >, 1);
  while (!d.done && driver_read (&d))
    ;
  driver_kill (&d);
  driver_clear (&d);
  g_unlink (path);
}

/* The slack this test allows itself, in ms, beyond the second the autosave may be behind: the
 * driver's timeout running late on a busy machine, one durable write of its case file (a write
 * under way when the kill comes is lost, the file before it stays), and the moment between this
 * test's reading of the clock and the kill. */
#define SLACK_MS 500

/* Killed while the clock runs, long after the last move: the file's reading of the running clock
 * is at most a second (and the slack) behind what the clock showed at the kill. Without writes
 * while the clock runs it would be behind by all the time since the last move, 2 s at least. */
static void
test_kill_running_clock (void)
{
  g_autofree char *path = g_build_filename (tmp_dir, "running.hakem", NULL);
  guint32 seed = g_test_rand_int ();
  g_test_message ("seed %u", seed);
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  for (int round = 0; round < 3; round++)
    {
      Driver d;
      driver_start (&d, path);
      while (!d.done && driver_read (&d))
        ;
      g_assert_true (d.done);
      g_assert_true (d.clock_known);
      /* Anywhere in a second of the clock, 2 s to 3 s after the last move. */
      gint64 kill_at = d.clock_mono_us + 2000000 + g_rand_int_range (rand, 0, 1000000);
      gint64 now = g_get_monotonic_time ();
      if (kill_at > now)
        g_usleep ((gulong) (kill_at - now));
      gint64 killed_mono = g_get_monotonic_time ();
      gint64 killed_real = g_get_real_time ();
      driver_kill (&d);
      /* The clock runs down at one second a second: what it showed at the kill. */
      gint64 at_kill = d.clock_ms - (killed_mono - d.clock_mono_us) / 1000;

      g_autoptr (HakemSession) s = hakem_session_new ();
      g_auto (HakemSavedClock) saved = { 0 };
      g_autoptr (GError) error = NULL;
      if (!hakem_casefile_load_full (s, path, &saved, &error))
        g_error ("the file does not load: %s", error->message);
      g_assert_true (saved.running);
      g_assert_cmpint (saved.running_side, ==, d.clock_side);
      gint64 behind = saved.ms[d.clock_side] - at_kill;
      g_test_message ("round %d: killed %" G_GINT64_FORMAT " ms after the last move; the clock "
                      "showed %" G_GINT64_FORMAT " ms, the file has %" G_GINT64_FORMAT
                      " ms: %" G_GINT64_FORMAT " ms behind",
                      round, (killed_mono - d.clock_mono_us) / 1000, at_kill,
                      saved.ms[d.clock_side], behind);
      g_assert_cmpint (behind, <=, 1000 + SLACK_MS);
      /* Not ahead of the clock either, but for the moment before the kill lands. */
      g_assert_cmpint (behind, >=, -SLACK_MS);
      /* The restored clock is stopped at that reading. */
      gint64 ms[2];
      hakem_session_clock_readings (s, ms);
      g_assert_false (hakem_session_get_clock (s)->running);
      g_assert_cmpint (ms[d.clock_side], ==, saved.ms[d.clock_side]);
      /* Written when it says: the reading and the wall time were taken together (the time the
       * clock ran down between the driver's line and the write is the wall time between them). */
      gint64 saved_real = g_date_time_to_unix (saved.saved_at) * G_USEC_PER_SEC
                          + g_date_time_get_microsecond (saved.saved_at);
      g_assert_cmpint (saved_real, >=, d.clock_real_us);
      g_assert_cmpint (saved_real, <=, killed_real);
      gint64 ran_down = d.clock_ms - saved.ms[d.clock_side];
      g_assert_cmpint (ABS (ran_down - (saved_real - d.clock_real_us) / 1000), <=, SLACK_MS);
      driver_clear (&d);
      g_unlink (path);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("hakem-kill-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);
  /* Each case under one zone, the zones of HAKEM_TEST_ZONES in turn (the driver inherits TZ):
   * the kills are long, so one run gives them the zones rather than a whole run per zone. */
  guint n = 0;
  test_zone_add ("/kill/after-saves", test_zone_in_turn (n++), test_kill_after_saves, NULL, NULL);
  test_zone_add ("/kill/at-random", test_zone_in_turn (n++), test_kill_at_random, NULL, NULL);
  test_zone_add ("/kill/during-saves", test_zone_in_turn (n++), test_kill_during_saves, NULL, NULL);
  test_zone_add ("/kill/reader", test_zone_in_turn (n++), test_reader_never_sees_half, NULL, NULL);
  test_zone_add ("/kill/running-clock", test_zone_in_turn (n++), test_kill_running_clock, NULL,
                 NULL);
  int status = g_test_run ();
  /* The temporary files an interrupted save leaves behind. */
  g_autoptr (GDir) dir = g_dir_open (tmp_dir, 0, NULL);
  for (const char *name; dir && (name = g_dir_read_name (dir));)
    {
      g_autofree char *file = g_build_filename (tmp_dir, name, NULL);
      g_unlink (file);
    }
  g_rmdir (tmp_dir);
  g_free (tmp_dir);
  return status;
}
