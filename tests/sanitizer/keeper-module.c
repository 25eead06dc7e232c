/* keeper-module.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A loadable module that keeps 128 bytes from malloc() in a variable of its own, as Mesa's driver
 * keeps its state: reachable while the module is loaded, "leaked" once it is unloaded.
 */
#include <gmodule.h>
#include <stdlib.h>

G_MODULE_EXPORT void keeper_module_keep (void);

/* volatile: a variable nothing reads would be optimized away, and the memory with it. */
static void *volatile kept;

G_MODULE_EXPORT void
keeper_module_keep (void)
{
  kept = malloc (128);
}
