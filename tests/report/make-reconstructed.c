/* make-reconstructed.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Writes the case of reconstructed-case.h (a record replaced by a reconstruction adopted, with
 * incidents on both records) through the model's case file writer, for the report's test.
 *
 * Usage: make-reconstructed CASE
 */
#include "config.h"

#include <stdio.h>

#include "hakem-casefile.h"
#include "reconstructed-case.h"

int
main (int argc, char **argv)
{
  if (argc != 2)
    {
      fprintf (stderr, "usage: make-reconstructed CASE\n");
      return 2;
    }
  g_autoptr (HakemSession) session = reconstructed_case ();
  g_autoptr (GError) error = NULL;
  if (!hakem_casefile_save (session, argv[1], &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }
  return 0;
}
