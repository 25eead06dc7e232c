/* cli-timecontrol.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Placeholder for hakem-cli timecontrol.
 */
#include "cli-common.h"

int
cli_timecontrol (int argc, char **argv)
{
  return cli_error (_("timecontrol: not available yet"));
}
