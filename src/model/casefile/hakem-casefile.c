/* hakem-casefile.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The case file on disk: saved atomically, loaded through the bounded reader, and the autosave
 * that keeps the file current after each change. The writer, the parser and the reader are in
 * hakem-casefile-write.c, hakem-casefile-parse.c and hakem-casefile-read.c.
 */
#include "config.h"

#include "hakem-casefile-private.h"

#include "hakem-file-read.h"

#include <errno.h>
#include <fcntl.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

G_DEFINE_QUARK (hakem - casefile - error - quark, hakem_casefile_error)

/* Files. -------------------------------------------------------------------------------------- */

gboolean
hakem_casefile_write_xml (const char *path, const char *xml, gsize length, GError **error)
{
  g_autofree char *display = g_filename_display_name (path);
  /* What cannot be read back is not written: the file on disk stays the last one that can. */
  if (length > MAX_BYTES)
    {
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_TOO_LARGE,
                   _ ("Cannot save the case file “%s”: the case would be larger than %d MiB, the "
                      "most Hakem reads; the file keeps the last state that fitted."),
                   display, MAX_MIB);
      return FALSE;
    }
  g_autoptr (GError) local_error = NULL;
  /* Written to a new file, flushed to the disk and renamed over the old one: a crash at any
   * moment leaves either the old file or the new one, whole. The mode is a document's, as the
   * umask makes it: the autosave is private through its folder (0700), and a case file in a
   * round folder must be readable by the other desks' arbiters, who may log in as other users. */
  if (!g_file_set_contents_full (path, xml, (gssize) length,
                                 G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE, 0666,
                                 &local_error))
    {
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_IO,
                   _ ("Cannot save the case file “%s”: %s"), display, local_error->message);
      return FALSE;
    }
  return TRUE;
}

gboolean
hakem_casefile_save (HakemSession *session, const char *path, GError **error)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (session), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_autofree char *xml = hakem_casefile_to_xml (session);
  return hakem_casefile_write_xml (path, xml, strlen (xml), error);
}

gboolean
hakem_casefile_read_file (const char *path, char **data, gsize *length, GError **error)
{
  g_return_val_if_fail (path != NULL, FALSE);
  g_autoptr (GError) local_error = NULL;
  if (hakem_file_read_bounded (path, 0, MAX_BYTES, data, length, &local_error))
    return TRUE;
  g_autofree char *display = g_filename_display_name (path);
  if (g_error_matches (local_error, HAKEM_FILE_READ_ERROR, HAKEM_FILE_READ_ERROR_TOO_LARGE))
    g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_TOO_LARGE,
                 _ ("%s: the case file is larger than %d MiB, the most Hakem reads."), display,
                 MAX_MIB);
  else
    g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_IO,
                 _ ("Cannot read the case file “%s”: %s"), display, local_error->message);
  return FALSE;
}

gboolean
hakem_casefile_load (HakemSession *session, const char *path, GError **error)
{
  return hakem_casefile_load_full (session, path, NULL, error);
}

gboolean
hakem_casefile_load_full (HakemSession *session, const char *path, HakemSavedClock *saved,
                          GError **error)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (session), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_autofree char *display = g_filename_display_name (path);
  g_autofree char *data = NULL;
  gsize length = 0;
  if (!hakem_casefile_read_file (path, &data, &length, error))
    return FALSE;
  if (!hakem_casefile_from_xml_full (session, data, length, saved, error))
    {
      /* TRANSLATORS: the file's name, then the error that follows it. */
      g_prefix_error (error, _ ("%s: "), display);
      return FALSE;
    }
  return TRUE;
}

/* The name is claimed first by creating it (O_EXCL fails on any name in use, even one made a
 * moment ago by another program), then the file is renamed over our own empty claim. Unlike
 * link() this works on file systems without hard links too (a USB stick's FAT). A kill between
 * the two leaves an empty claim beside the damaged file, never a file lost; a claim whose
 * rename fails (no file at path) is taken back. */
gboolean
hakem_casefile_keep_aside (const char *path, const char *suffix, char **kept_path, GError **error)
{
  g_return_val_if_fail (path != NULL && suffix != NULL, FALSE);
  g_autofree char *display = g_filename_display_name (path);
  int saved_errno = 0;
  for (guint n = 1; n <= 1000 && saved_errno == 0; n++)
    {
      g_autofree char *kept = n == 1 ? g_strdup_printf ("%s.%s", path, suffix)
                                     : g_strdup_printf ("%s.%s-%u", path, suffix, n);
      int fd = g_open (kept, O_WRONLY | O_CREAT | O_EXCL, 0600);
      if (fd < 0)
        {
          if (errno != EEXIST)
            saved_errno = errno;
          continue;
        }
      g_close (fd, NULL);
      if (g_rename (path, kept) != 0)
        {
          saved_errno = errno;
          g_unlink (kept);
          break;
        }
      if (kept_path)
        *kept_path = g_steal_pointer (&kept);
      return TRUE;
    }
  g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_IO,
               /* TRANSLATORS: a file name, then why it could not be moved */
               _ ("Cannot move the case file “%s” aside: %s"), display,
               g_strerror (saved_errno ? saved_errno : EEXIST));
  return FALSE;
}

gboolean
hakem_casefile_keep_damaged (const char *path, char **kept_path, GError **error)
{
  return hakem_casefile_keep_aside (path, "damaged", kept_path, error);
}

char *
hakem_casefile_autosave_path (void)
{
  const char *env = g_getenv ("HAKEM_CASEFILE");
  if (env && *env)
    return g_strdup (env);
  g_autofree char *dir = g_build_filename (g_get_user_state_dir (), "hakem", NULL);
  /* The case holds players' names and the arbiter's notes: for the user's eyes only. */
  g_mkdir_with_parents (dir, 0700);
  return g_build_filename (dir, "current.hakem", NULL);
}

/* Autosave. ------------------------------------------------------------------------------------ */

struct _HakemAutosave
{
  HakemSession *session;
  char *path;
  GError *error;
  gulong handlers[4];
  guint saves;
  /* The clock as the file last written holds it, and its readings then (ms); valid while
   * 'clock_saved'. */
  ChessClock saved_clock;
  gint64 saved_ms[2];
  gboolean clock_saved;
  /* The timeout that writes the running clock's time, or 0 while the clock stands. */
  guint tick;
  /* Large cases only (see autosave_now): the worker that writes them, made on first use. */
  HakemCasefileWriter *writer;
};

/* A case this large takes long enough to write and flush to the disk that the window would
 * stall at every move: it goes to a worker thread. Real games with their incidents stay far
 * below and are written before the change is shown, so that a kill loses nothing shown; a
 * case above it may lose the last change still queued. */
#define AUTOSAVE_SYNC_BYTES (1024 * 1024)

static void autosave_now (HakemAutosave *autosave);
static void schedule_tick (HakemAutosave *autosave);

/* Milliseconds until a running clock's reading is a whole second away from the file's (0: it
 * is now), or -1 when the clock stands and no timer is wanted. */
static gint64
until_second_behind (HakemAutosave *autosave)
{
  if (!hakem_session_get_clock (autosave->session)->running)
    return -1;
  gint64 ms[2];
  hakem_session_clock_readings (autosave->session, ms);
  if (ms[0] < 0)
    return -1; /* no clock: nothing runs down */
  if (!autosave->clock_saved)
    return 1000; /* the last write failed: again in a second, not at once and again */
  gint64 behind = MAX (ABS (ms[0] - autosave->saved_ms[0]), ABS (ms[1] - autosave->saved_ms[1]));
  return MAX (1000 - behind, 0);
}

static gboolean
on_tick (gpointer user_data)
{
  HakemAutosave *autosave = user_data;
  autosave->tick = 0;
  if (until_second_behind (autosave) == 0)
    autosave_now (autosave); /* schedules the next tick */
  else
    schedule_tick (autosave);
  return G_SOURCE_REMOVE;
}

/* One timeout at a time, set for the moment the file will be a second behind: a write a second
 * while the clock runs, none while it stands (a frozen clock, its flag fallen, only wakes). */
static void
schedule_tick (HakemAutosave *autosave)
{
  g_clear_handle_id (&autosave->tick, g_source_remove);
  gint64 wait = until_second_behind (autosave);
  if (wait < 0)
    return;
  autosave->tick = g_timeout_add ((guint) MAX (wait, 1), on_tick, autosave);
  g_source_set_name_by_id (autosave->tick, "[hakem] autosave of the running clock");
}

static void
autosave_now (HakemAutosave *autosave)
{
  g_clear_error (&autosave->error);
  /* Read just before the write, which reads the clock a moment later: the file is no further
   * behind the clock than these readings. */
  hakem_session_clock_readings (autosave->session, autosave->saved_ms);
  char *xml = hakem_casefile_to_xml (autosave->session);
  gsize length = strlen (xml);
  if (length <= AUTOSAVE_SYNC_BYTES && !autosave->writer)
    {
      autosave->clock_saved
          = hakem_casefile_write_xml (autosave->path, xml, length, &autosave->error);
      g_free (xml);
    }
  else
    {
      /* Once large, always through the worker: a synchronous write must never overtake a
       * queued one. Its errors come back with the next write. */
      if (!autosave->writer)
        autosave->writer = hakem_casefile_writer_new (autosave->path);
      autosave->clock_saved = hakem_casefile_writer_queue (autosave->writer, xml, &autosave->error);
    }
  if (autosave->clock_saved)
    {
      autosave->saves++;
      memcpy (&autosave->saved_clock, hakem_session_get_clock (autosave->session),
              sizeof autosave->saved_clock);
    }
  schedule_tick (autosave);
}

static void
on_change (HakemSession *session, gpointer user_data)
{
  autosave_now (user_data);
}

/* The session changes its state first and tells of it after: a move on a running clock says
 * "changed", then "clock-changed" for the press that the first write already holds. The clock
 * is a plain value that reading does not change, so a clock equal to the one written needs no
 * second write (each is flushed to the disk). */
static void
on_clock_change (HakemSession *session, gpointer user_data)
{
  HakemAutosave *autosave = user_data;
  if (autosave->clock_saved
      && memcmp (&autosave->saved_clock, hakem_session_get_clock (session),
                 sizeof autosave->saved_clock)
             == 0)
    return;
  autosave_now (autosave);
}

static void
on_incident (HakemSession *session, guint index, gpointer user_data)
{
  autosave_now (user_data);
}

HakemAutosave *
hakem_autosave_new (HakemSession *session, const char *path)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (session), NULL);
  g_return_val_if_fail (path != NULL, NULL);
  HakemAutosave *autosave = g_new0 (HakemAutosave, 1);
  autosave->session = g_object_ref (session);
  autosave->path = g_strdup (path);
  /* The clock's ticking sends no signal: its events (start, stop, press, adjust) save here, its
   * running time from the timeout (schedule_tick). */
  autosave->handlers[0] = g_signal_connect (session, "changed", G_CALLBACK (on_change), autosave);
  autosave->handlers[1]
      = g_signal_connect (session, "clock-changed", G_CALLBACK (on_clock_change), autosave);
  autosave->handlers[2]
      = g_signal_connect (session, "incident-added", G_CALLBACK (on_incident), autosave);
  autosave->handlers[3]
      = g_signal_connect (session, "incident-changed", G_CALLBACK (on_incident), autosave);
  /* The case as it stands now: the file exists from the start. */
  autosave_now (autosave);
  return autosave;
}

void
hakem_autosave_free (HakemAutosave *autosave)
{
  if (!autosave)
    return;
  g_clear_handle_id (&autosave->tick, g_source_remove);
  for (guint i = 0; i < G_N_ELEMENTS (autosave->handlers); i++)
    g_clear_signal_handler (&autosave->handlers[i], autosave->session);
  g_clear_pointer (&autosave->writer, hakem_casefile_writer_free);
  g_object_unref (autosave->session);
  g_free (autosave->path);
  g_clear_error (&autosave->error);
  g_free (autosave);
}

guint
hakem_autosave_get_saves (HakemAutosave *autosave)
{
  g_return_val_if_fail (autosave != NULL, 0);
  return autosave->saves;
}

const GError *
hakem_autosave_get_error (HakemAutosave *autosave)
{
  g_return_val_if_fail (autosave != NULL, NULL);
  return autosave->error;
}

/* The handle stays connected: a later change writes the file anew (a new case in the same
 * window is saved like the first). */
void
hakem_autosave_discard (HakemAutosave *autosave)
{
  g_return_if_fail (autosave != NULL);
  autosave->clock_saved = FALSE; /* no file holds it now: the next notice writes */
  /* The clock's running is no change: a discarded case comes back with the next event only. */
  g_clear_handle_id (&autosave->tick, g_source_remove);
  /* A write still queued would bring the file back. */
  if (autosave->writer)
    hakem_casefile_writer_flush (autosave->writer, NULL);
  if (g_unlink (autosave->path) != 0 && errno != ENOENT)
    {
      int saved = errno;
      g_autofree char *display = g_filename_display_name (autosave->path);
      g_clear_error (&autosave->error);
      g_set_error (&autosave->error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_IO,
                   _ ("Cannot delete the case file “%s”: %s"), display, g_strerror (saved));
    }
}
