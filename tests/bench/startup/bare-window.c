/* bare-window.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The start-up benchmark's floor: an empty libadwaita application window, shaped like Hakem's.
 *
 * Like the hakem executable it is an AdwApplication (so it pays the same D-Bus registration and
 * libadwaita's style set-up) whose AdwApplicationWindow has an AdwHeaderBar above its content and
 * Hakem's default size, 1024x720; only the content is missing. It sets no renderer or GL option:
 * GTK's defaults, as in the program it stands beside.
 * Usage: bare-window [--size WIDTHxHEIGHT] (another size, for instance gnome-chess's 700x550).
 */
#include <adwaita.h>
#include <stdio.h>
#include <string.h>

static int width = 1024, height = 720;

static void
activate (GApplication *app)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (app));
  gtk_window_set_title (GTK_WINDOW (window), "Bare libadwaita window");
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  if (argc > 2 && strcmp (argv[1], "--size") == 0)
    {
      if (sscanf (argv[2], "%dx%d", &width, &height) != 2 || width < 1 || height < 1)
        {
          fprintf (stderr, "usage: bare-window [--size WIDTHxHEIGHT]\n");
          return 2;
        }
      argv[2] = argv[0];
      argv += 2;
      argc -= 2;
    }
  g_autoptr (AdwApplication) app
      = adw_application_new ("io.github.hakem.BareWindow", G_APPLICATION_DEFAULT_FLAGS);
  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
