/* fuzz-casefile.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * libFuzzer harness: any bytes as a case file; one that loads must save, and what was saved must
 * load again (the writer and the reader keep the same limits).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hakem-casefile.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  HakemSession *session = hakem_session_new ();
  GError *error = NULL;
  if (hakem_casefile_from_xml (session, (const char *) data, size, &error))
    {
      char *saved = hakem_casefile_to_xml (session);
      HakemSession *again = hakem_session_new ();
      if (!hakem_casefile_from_xml (again, saved, strlen (saved), &error))
        {
          fprintf (stderr, "saved case does not load: %s\n%s\n", error->message, saved);
          abort ();
        }
      g_object_unref (again);
      g_free (saved);
    }
  g_clear_error (&error);
  g_object_unref (session);
  return 0;
}
