/* main.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The hakem executable: locale set-up, then the application.
 */
#include "config.h"

#include "hakem-application.h"
#include "hakem-locale.h"

int
main (int argc, char **argv)
{
  hakem_locale_init ();
  g_autoptr (HakemApplication) app = hakem_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
