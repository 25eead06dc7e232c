/* hakem-committee.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The committee's decisions as a key file beside the case: one group per incident ("incident 3")
 * and one for the case, each with the decision's text and when it was set. A key file is enough:
 * plain text any committee member can read, parsed by GLib, written atomically.
 */
#include "config.h"

#include "hakem-committee.h"

#include "hakem-file-read.h"

#include <glib/gi18n.h>

/* Far above any decision a committee writes; the file is refused past it. */
#define COMMITTEE_MAX_BYTES (4 * 1024 * 1024)

struct _HakemCommittee
{
  char *path;
  GKeyFile *file;
};

char *
hakem_committee_path (const char *case_path)
{
  g_return_val_if_fail (case_path != NULL, NULL);
  return g_strconcat (case_path, ".committee", NULL);
}

static char *
group_name (int index)
{
  return index < 0 ? g_strdup ("case") : g_strdup_printf ("incident %d", index + 1);
}

HakemCommittee *
hakem_committee_load (const char *case_path, GError **error)
{
  g_return_val_if_fail (case_path != NULL, NULL);
  HakemCommittee *committee = g_new0 (HakemCommittee, 1);
  committee->path = hakem_committee_path (case_path);
  committee->file = g_key_file_new ();
  g_autofree char *data = NULL;
  gsize length = 0;
  g_autoptr (GError) local = NULL;
  /* Refused before it is read when it is larger than any committee writes, or is no regular
   * file: a FIFO would hold the review window, a link to /dev/zero fill the memory. */
  if (!hakem_file_read_bounded (committee->path, 0, COMMITTEE_MAX_BYTES, &data, &length, &local))
    {
      if (g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        return committee;
      /* TRANSLATORS: the appeals committee's file beside a case file: its name, then why */
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                   _ ("The committee's file %s cannot be read: %s"), committee->path,
                   local->message);
      hakem_committee_free (committee);
      return NULL;
    }
  /* GKeyFile reads a value that is not UTF-8 as no value at all: a decision would be lost
   * without a word. */
  const char *bad = NULL;
  if (!g_utf8_validate_len (data, length, &bad))
    {
      int line = 1;
      for (const char *p = data; p < bad; p++)
        line += *p == '\n';
      /* TRANSLATORS: the appeals committee's file beside a case file, and the line in it */
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                   _ ("The committee's file %s cannot be read: line %d is not UTF-8 text."),
                   committee->path, line);
      hakem_committee_free (committee);
      return NULL;
    }
  if (!g_key_file_load_from_data (committee->file, data, length, G_KEY_FILE_NONE, NULL))
    {
      /* TRANSLATORS: the appeals committee's file beside a case file; %s is its name */
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                   _ ("The committee's file %s cannot be read: it is not one Hakem wrote."),
                   committee->path);
      hakem_committee_free (committee);
      return NULL;
    }
  return committee;
}

void
hakem_committee_free (HakemCommittee *committee)
{
  if (!committee)
    return;
  g_free (committee->path);
  g_key_file_unref (committee->file);
  g_free (committee);
}

char *
hakem_committee_get_decision (HakemCommittee *committee, int index)
{
  g_return_val_if_fail (committee != NULL, NULL);
  g_autofree char *group = group_name (index);
  return g_key_file_get_string (committee->file, group, "decision", NULL);
}

void
hakem_committee_set_decision (HakemCommittee *committee, int index, const char *text)
{
  g_return_if_fail (committee != NULL);
  g_autofree char *group = group_name (index);
  g_autofree char *trimmed = g_strstrip (g_strdup (text ? text : ""));
  if (!*trimmed)
    {
      g_key_file_remove_group (committee->file, group, NULL);
      return;
    }
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *when = g_date_time_format_iso8601 (now);
  g_key_file_set_string (committee->file, group, "decision", trimmed);
  g_key_file_set_string (committee->file, group, "decided-at", when);
}

GDateTime *
hakem_committee_get_decided_at (HakemCommittee *committee, int index)
{
  g_return_val_if_fail (committee != NULL, NULL);
  g_autofree char *group = group_name (index);
  g_autofree char *when = g_key_file_get_string (committee->file, group, "decided-at", NULL);
  return when ? g_date_time_new_from_iso8601 (when, NULL) : NULL;
}

gboolean
hakem_committee_save (HakemCommittee *committee, GError **error)
{
  g_return_val_if_fail (committee != NULL, FALSE);
  gsize length = 0;
  g_autofree char *data = g_key_file_to_data (committee->file, &length, NULL);
  return g_file_set_contents_full (committee->path, data, (gssize) length,
                                   G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                   0644, error);
}
