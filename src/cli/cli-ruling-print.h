/* cli-ruling-print.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Prints the lines every ruling shares (result, adjust, articles) in the CLI contract's form.
 */
#pragma once

#include "chess-ruling.h"

void cli_print_ruling_common (const ChessRuling *r);
