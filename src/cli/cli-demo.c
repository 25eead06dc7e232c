/* cli-demo.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Placeholder for hakem-cli demo.
 */
#include "cli-common.h"

int
cli_demo (int argc, char **argv)
{
  return cli_error (_("demo: not available yet"));
}
