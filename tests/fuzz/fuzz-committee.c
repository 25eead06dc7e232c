/* fuzz-committee.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * libFuzzer harness: any bytes as the committee's file beside a case. A file that loads keeps
 * every decision it had through a save and a second load (the committee's text is never lost
 * or changed by Hakem's round trip).
 */
#include <glib/gstdio.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hakem-committee.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

#define INDEXES 8

static char *folder, *case_path;

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  if (!folder)
    {
      folder = g_dir_make_tmp ("hakem-fuzz-committee-XXXXXX", NULL);
      if (!folder)
        abort ();
      case_path = g_build_filename (folder, "case.hakem", NULL);
    }
  g_autofree char *path = hakem_committee_path (case_path);
  if (!g_file_set_contents (path, (const char *) data, (gssize) size, NULL))
    abort ();
  g_autoptr (GError) error = NULL;
  g_autoptr (HakemCommittee) committee = hakem_committee_load (case_path, &error);
  if (!committee)
    {
      if (!error)
        abort ();
      return 0;
    }
  char *before[INDEXES + 1];
  for (int i = -1; i < INDEXES; i++)
    before[i + 1] = hakem_committee_get_decision (committee, i);
  if (!hakem_committee_save (committee, &error))
    {
      fprintf (stderr, "a loaded committee file does not save: %s\n", error->message);
      abort ();
    }
  g_autoptr (HakemCommittee) again = hakem_committee_load (case_path, &error);
  if (!again)
    {
      fprintf (stderr, "a saved committee file does not load: %s\n", error->message);
      abort ();
    }
  for (int i = -1; i < INDEXES; i++)
    {
      g_autofree char *after = hakem_committee_get_decision (again, i);
      if (g_strcmp0 (before[i + 1], after) != 0)
        {
          fprintf (stderr, "decision %d changed: \"%s\" became \"%s\"\n", i, before[i + 1], after);
          abort ();
        }
      g_free (before[i + 1]);
    }
  return 0;
}
