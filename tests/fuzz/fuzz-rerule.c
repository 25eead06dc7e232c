/* fuzz-rerule.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * libFuzzer harness: any bytes as a case file; one that loads is ruled again whole, as the
 * appeals committee's review does, and the record as it stood is asked for each incident. The
 * record at an incident can never be longer than the moves the case holds plus those taken back.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "hakem-casefile.h"
#include "hakem-rerule.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (HakemSession) session = hakem_session_new ();
  g_autoptr (GError) error = NULL;
  if (!hakem_casefile_from_xml (session, (const char *) data, size, &error))
    return 0;
  g_autoptr (GPtrArray) rulings = hakem_rerule_case (session);
  guint count = hakem_session_get_incident_count (session);
  if (rulings->len != count)
    {
      fprintf (stderr, "%u incidents, %u rulings\n", count, rulings->len);
      abort ();
    }
  for (guint i = 0; i < count; i++)
    {
      ChessMove *moves = NULL;
      int n = -1;
      char *why = NULL;
      if (hakem_rerule_record_at (session, i, &moves, &n, &why) && n < 0)
        abort ();
      g_free (moves);
      g_free (why);
    }
  return 0;
}
