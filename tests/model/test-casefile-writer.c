/* test-casefile-writer.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The case file's worker-thread writer: documents queued faster than they are written coalesce
 * to the last, which is the one on disk after a flush; a case larger than the reader takes is
 * refused at once; a write that fails is reported by the flush; the written case loads again.
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "hakem-casefile.h"

static char *
scratch_path (const char *name)
{
  g_autofree char *dir = g_dir_make_tmp ("hakem-writer-XXXXXX", NULL);
  g_assert_nonnull (dir);
  return g_build_filename (dir, name, NULL);
}

static void
remove_scratch (const char *path)
{
  g_unlink (path);
  g_autofree char *dir = g_path_get_dirname (path);
  g_rmdir (dir);
}

/* 200 documents queued at once: every one is either written or replaced by a later one, and the
 * file holds the last. */
static void
test_coalesce (void)
{
  g_autofree char *path = scratch_path ("case.hakem");
  HakemCasefileWriter *w = hakem_casefile_writer_new (path);
  for (int i = 0; i < 200; i++)
    g_assert_true (hakem_casefile_writer_queue (w, g_strdup_printf ("document %d\n", i), NULL));
  g_autoptr (GError) error = NULL;
  g_assert_true (hakem_casefile_writer_flush (w, &error));
  g_assert_no_error (error);
  guint writes = hakem_casefile_writer_get_writes (w);
  g_assert_cmpuint (writes, >=, 1);
  g_assert_cmpuint (writes + hakem_casefile_writer_get_coalesced (w), ==, 200);
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_cmpstr (text, ==, "document 199\n");
  hakem_casefile_writer_free (w);
  remove_scratch (path);
}

/* One byte over 16 MiB is refused when queued; the file keeps what it had. */
static void
test_too_large (void)
{
  g_autofree char *path = scratch_path ("case.hakem");
  HakemCasefileWriter *w = hakem_casefile_writer_new (path);
  g_assert_true (hakem_casefile_writer_queue (w, g_strdup ("small\n"), NULL));
  gsize n = 16 * 1024 * 1024 + 1;
  char *big = g_malloc (n + 1);
  memset (big, 'x', n);
  big[n] = '\0';
  g_autoptr (GError) error = NULL;
  g_assert_false (hakem_casefile_writer_queue (w, big, &error));
  g_assert_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_TOO_LARGE);
  g_assert_true (hakem_casefile_writer_flush (w, NULL));
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_cmpstr (text, ==, "small\n");
  hakem_casefile_writer_free (w);
  remove_scratch (path);
}

/* A directory that is not there: the flush reports the I/O error. */
static void
test_error (void)
{
  HakemCasefileWriter *w = hakem_casefile_writer_new ("/nonexistent-hakem-dir/case.hakem");
  g_assert_true (hakem_casefile_writer_queue (w, g_strdup ("x"), NULL));
  g_autoptr (GError) error = NULL;
  g_assert_false (hakem_casefile_writer_flush (w, &error));
  g_assert_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_IO);
  g_assert_cmpuint (hakem_casefile_writer_get_writes (w), ==, 0);
  hakem_casefile_writer_free (w);
}

/* A session's case written by the worker loads again; freeing the writer writes what is
 * pending. */
static void
test_session_round_trip (void)
{
  g_autofree char *path = scratch_path ("case.hakem");
  g_autoptr (HakemSession) session = hakem_session_new ();
  HakemCasefileWriter *w = hakem_casefile_writer_new (path);
  g_assert_true (hakem_casefile_writer_queue (w, hakem_casefile_to_xml (session), NULL));
  hakem_casefile_writer_free (w);
  g_autoptr (HakemSession) again = hakem_session_new ();
  g_autoptr (GError) error = NULL;
  g_assert_true (hakem_casefile_load (again, path, &error));
  g_assert_no_error (error);
  remove_scratch (path);
}

/* The autosave of a case above a mebibyte (600 notes of 2,000 characters) goes through the
 * worker; freeing the autosave flushes it, and the file then holds every incident. A small case
 * is on the disk as soon as the change is made. */
static void
test_autosave_large (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hakem-autosave-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "case.hakem", NULL);
  g_autoptr (HakemSession) s = hakem_session_new ();
  const gint64 ms[2] = { 60000, 60000 };
  g_autofree char *words = g_strnfill (2000, 'w');
  /* Words, as notes have: a line of one word is no note. */
  for (int k = 7; k < 2000; k += 8)
    words[k] = ' ';
  for (int i = 0; i < 600; i++)
    hakem_session_add_incident (s,
                                hakem_incident_new (HAKEM_INCIDENT_NOTE, 0, ms, "", words, NULL));
  /* The case is above a mebibyte before the autosave starts: its first write is the worker's. */
  HakemAutosave *autosave = hakem_autosave_new (s, path);
  hakem_session_add_incident (s,
                              hakem_incident_new (HAKEM_INCIDENT_NOTE, 0, ms, "", "Last.", NULL));
  g_assert_null (hakem_autosave_get_error (autosave));
  hakem_autosave_free (autosave);
  g_autoptr (HakemSession) back = hakem_session_new ();
  g_autoptr (GError) error = NULL;
  g_assert_true (hakem_casefile_load (back, path, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (hakem_session_get_incident_count (back), ==, 601);
  g_remove (path);

  /* A small case is on the disk as soon as the change is made. */
  g_autoptr (HakemSession) small = hakem_session_new ();
  autosave = hakem_autosave_new (small, path);
  hakem_session_add_incident (small,
                              hakem_incident_new (HAKEM_INCIDENT_NOTE, 0, ms, "", "First.", NULL));
  g_autoptr (HakemSession) early = hakem_session_new ();
  g_assert_true (hakem_casefile_load (early, path, &error));
  g_assert_cmpuint (hakem_session_get_incident_count (early), ==, 1);
  hakem_autosave_free (autosave);
  g_remove (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/casefile-writer/coalesce", test_coalesce);
  g_test_add_func ("/casefile-writer/too-large", test_too_large);
  g_test_add_func ("/casefile-writer/error", test_error);
  g_test_add_func ("/casefile-writer/session-round-trip", test_session_round_trip);
  g_test_add_func ("/casefile-writer/autosave-large", test_autosave_large);
  return g_test_run ();
}
