/* main.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The hakem-cli executable: everything it does lives in the hakem-cli library.
 */
#include "cli-common.h"

int
main (int argc, char **argv)
{
  return hakem_cli_main (argc, argv);
}
