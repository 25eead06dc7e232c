/* round-view-bench.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The round view alone on a round folder, for tests/bench/round/run --window: the window a
 * chief arbiter keeps open, without the rest of the application.
 */
#include <adwaita.h>

#include "hakem-round-window.h"

int
main (int argc, char **argv)
{
  if (argc != 2)
    {
      g_printerr ("usage: round-view-bench FILE|DIR\n");
      return 2;
    }
  gtk_init ();
  adw_init ();
  g_autoptr (GFile) location = g_file_new_for_commandline_arg (argv[1]);
  HakemRoundWindow *window = hakem_round_window_new (NULL, location);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 1000);
  gtk_window_present (GTK_WINDOW (window));
  while (g_list_model_get_n_items (gtk_window_get_toplevels ()) > 0)
    g_main_context_iteration (NULL, TRUE);
  return 0;
}
