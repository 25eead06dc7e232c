/* cli-san.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Placeholder for hakem-cli san.
 */
#include "cli-common.h"

int
cli_san (int argc, char **argv)
{
  return cli_error (_("san: not available yet"));
}
