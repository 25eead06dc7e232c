/* test-module-unload.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Loads keeper-module (its path is argv[1]) with GModule, as GIO loads its modules, lets it keep
 * 128 bytes, and closes it. Linked with resident-modules.c, LeakSanitizer has nothing to report;
 * linked without, it reports the 128 bytes as allocated from "<unknown module>".
 */
#include <gmodule.h>

int
main (int argc, char **argv)
{
  GModule *module;
  void (*keep) (void);

  g_assert_cmpint (argc, ==, 2);
  module = g_module_open (argv[1], G_MODULE_BIND_LOCAL);
  g_assert_nonnull (module);
  g_assert_true (g_module_symbol (module, "keeper_module_keep", (gpointer *) &keep));
  keep ();
  g_assert_true (g_module_close (module));
  return 0;
}
