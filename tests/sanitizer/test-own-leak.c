/* test-own-leak.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A window program built like hakem (the UI library, resident-modules.c, the window tests'
 * environment) that leaks 128 bytes in code of its own after showing a window: LeakSanitizer
 * must report it (expect-leak.py checks the report), or the sanitizer tree would hide Hakem's
 * leaks.
 */
#include <adwaita.h>

G_GNUC_NO_INLINE void own_leak_lose (void);

static gpointer volatile sink;

void
own_leak_lose (void)
{
  sink = g_malloc (128);
  sink = NULL;
}

int
main (void)
{
  GtkWidget *window;

  adw_init ();
  window = gtk_window_new ();
  gtk_window_present (GTK_WINDOW (window));
  while (!gtk_widget_get_mapped (window))
    g_main_context_iteration (NULL, TRUE);
  own_leak_lose ();
  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  return 0;
}
