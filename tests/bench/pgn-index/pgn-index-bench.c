/* pgn-index-bench.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * What opening a file of many games costs before the chooser shows: the index of the file,
 * sorted by round and board as the chooser sorts it. Prints the games, their moves and the time.
 */
#include <glib.h>
#include <stdio.h>
#include <stdlib.h>

#include "hakem-pgn-index.h"

static int
by_board (gconstpointer a, gconstpointer b)
{
  HakemPgnGame *x = *(HakemPgnGame **) a, *y = *(HakemPgnGame **) b;
  int c = hakem_pgn_natural_compare (hakem_pgn_game_get_round (x), hakem_pgn_game_get_round (y));
  return c ? c
           : hakem_pgn_natural_compare (hakem_pgn_game_get_board (x), hakem_pgn_game_get_board (y));
}

int
main (int argc, char **argv)
{
  if (argc != 2)
    {
      fprintf (stderr, "usage: pgn-index-bench FILE.pgn\n");
      return 2;
    }
  gint64 start = g_get_monotonic_time ();
  g_autoptr (GError) error = NULL;
  g_autoptr (HakemPgnIndex) index = hakem_pgn_index_new_for_path (argv[1], &error);
  if (!index)
    {
      fprintf (stderr, "%s\n", error->message);
      return 2;
    }
  guint n = g_list_model_get_n_items (G_LIST_MODEL (index));
  g_autoptr (GPtrArray) games = g_ptr_array_new_with_free_func (g_object_unref);
  guint64 plies = 0;
  for (guint i = 0; i < n; i++)
    {
      HakemPgnGame *g = g_list_model_get_item (G_LIST_MODEL (index), i);
      plies += hakem_pgn_game_get_plies (g);
      g_ptr_array_add (games, g);
    }
  g_ptr_array_sort (games, by_board);
  gint64 end = g_get_monotonic_time ();
  printf ("games: %u\nplies: %" G_GUINT64_FORMAT "\nseconds: %.4f\n", n, plies,
          (end - start) / 1e6);
  return 0;
}
