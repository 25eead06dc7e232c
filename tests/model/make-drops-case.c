/* make-drops-case.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Writes the case of drops-case.h as a case file, for the bounds benchmark.
 *
 * Usage: make-drops-case CASE N DROP
 */
#include <stdio.h>
#include <stdlib.h>

#include "drops-case.h"
#include "hakem-casefile.h"

int
main (int argc, char **argv)
{
  if (argc != 4)
    {
      fprintf (stderr, "usage: make-drops-case CASE N DROP\n");
      return 2;
    }
  g_autoptr (HakemSession) s = drops_case ((guint) atoi (argv[2]), atoi (argv[3]));
  g_autoptr (GError) error = NULL;
  if (!hakem_casefile_save (s, argv[1], &error))
    {
      fprintf (stderr, "make-drops-case: %s\n", error->message);
      return 1;
    }
  return 0;
}
