/* hakem-casefile-writer.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The case file written on a worker thread, the documents queued meanwhile coalesced to the last.
 */
#include "config.h"

#include "hakem-casefile-private.h"

#include <string.h>

struct _HakemCasefileWriter
{
  char *path;
  GThread *thread;
  GMutex lock;
  GCond cond;
  /* Under lock. */
  char *pending; /* the next document to write, or NULL */
  gsize pending_length;
  gboolean busy; /* the worker is writing a document it took */
  gboolean stop;
  GError *error; /* of the last write, or NULL */
  guint writes, coalesced;
};

static gpointer
worker (gpointer data)
{
  HakemCasefileWriter *w = data;
  g_mutex_lock (&w->lock);
  for (;;)
    {
      while (!w->pending && !w->stop)
        g_cond_wait (&w->cond, &w->lock);
      if (!w->pending)
        break;
      char *xml = g_steal_pointer (&w->pending);
      gsize length = w->pending_length;
      w->busy = TRUE;
      g_mutex_unlock (&w->lock);
      GError *error = NULL;
      gboolean ok = hakem_casefile_write_xml (w->path, xml, length, &error);
      g_free (xml);
      g_mutex_lock (&w->lock);
      w->busy = FALSE;
      g_clear_error (&w->error);
      w->error = error;
      w->writes += ok;
      g_cond_broadcast (&w->cond);
    }
  g_mutex_unlock (&w->lock);
  return NULL;
}

HakemCasefileWriter *
hakem_casefile_writer_new (const char *path)
{
  g_return_val_if_fail (path != NULL, NULL);
  HakemCasefileWriter *w = g_new0 (HakemCasefileWriter, 1);
  w->path = g_strdup (path);
  g_mutex_init (&w->lock);
  g_cond_init (&w->cond);
  w->thread = g_thread_new ("hakem-casefile-writer", worker, w);
  return w;
}

gboolean
hakem_casefile_writer_queue (HakemCasefileWriter *w, char *xml, GError **error)
{
  g_return_val_if_fail (w != NULL && xml != NULL, FALSE);
  gsize length = strlen (xml);
  if (length > MAX_BYTES)
    {
      g_free (xml);
      /* The same refusal as the worker's, at once, so that the caller knows. */
      return hakem_casefile_write_xml (w->path, "", length, error);
    }
  g_mutex_lock (&w->lock);
  if (w->pending)
    {
      g_free (w->pending);
      w->coalesced++;
    }
  w->pending = xml;
  w->pending_length = length;
  g_cond_broadcast (&w->cond);
  g_mutex_unlock (&w->lock);
  return TRUE;
}

gboolean
hakem_casefile_writer_flush (HakemCasefileWriter *w, GError **error)
{
  g_return_val_if_fail (w != NULL, FALSE);
  g_mutex_lock (&w->lock);
  while (w->pending || w->busy)
    g_cond_wait (&w->cond, &w->lock);
  gboolean ok = w->error == NULL;
  if (!ok && error)
    *error = g_error_copy (w->error);
  g_mutex_unlock (&w->lock);
  return ok;
}

/* A counter the worker thread changes under the lock. */
static guint
read_counter (HakemCasefileWriter *w, const guint *counter)
{
  g_mutex_lock (&w->lock);
  guint n = *counter;
  g_mutex_unlock (&w->lock);
  return n;
}

guint
hakem_casefile_writer_get_writes (HakemCasefileWriter *w)
{
  return read_counter (w, &w->writes);
}

guint
hakem_casefile_writer_get_coalesced (HakemCasefileWriter *w)
{
  return read_counter (w, &w->coalesced);
}

void
hakem_casefile_writer_free (HakemCasefileWriter *w)
{
  if (!w)
    return;
  g_mutex_lock (&w->lock);
  w->stop = TRUE;
  g_cond_broadcast (&w->cond);
  g_mutex_unlock (&w->lock);
  /* The worker writes what is pending before it sees 'stop'. */
  g_thread_join (w->thread);
  g_clear_error (&w->error);
  g_mutex_clear (&w->lock);
  g_cond_clear (&w->cond);
  g_free (w->path);
  g_free (w);
}
