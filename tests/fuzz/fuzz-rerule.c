/* fuzz-rerule.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * libFuzzer harness: any bytes as a case file; one that loads is ruled again whole, as the
 * appeals committee's review does, and the record as it stood is asked for each incident: it
 * must reach the incident's ply.
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
      const HakemIncident *inc = hakem_session_get_incident (session, i);
      ChessGame record;
      char *why = NULL;
      if (hakem_rerule_record_at (session, i, &record, &why))
        {
          /* The record as it stood when the incident was logged reaches its ply. */
          if (record.count < 0 || (inc->ply >= 0 && record.count < inc->ply))
            {
              fprintf (stderr, "incident %u at ply %d, its record has %d moves\n", i, inc->ply,
                       record.count);
              abort ();
            }
          chess_game_clear (&record);
        }
      g_free (why);
    }
  return 0;
}
