/* main.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The hakem executable: locale set-up, then the application.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "hakem-application.h"

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  const char *dir = g_getenv ("HAKEM_LOCALEDIR");
  bindtextdomain (GETTEXT_PACKAGE, dir && *dir ? dir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_autoptr (HakemApplication) app = hakem_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
