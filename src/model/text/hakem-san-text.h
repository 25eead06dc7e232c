/* hakem-san-text.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Translated messages for the SAN reader's errors, shared by the window and hakem-cli.
 */
#pragma once

#include <glib.h>

#include "chess-san.h"

/* "'Nf3': no knight can move to f3: ..." for a failed chess_san_read of 'text' in pos; free it. */
char *hakem_san_error_message (const ChessPosition *pos, const char *text, ChessSanError err,
                               const ChessSanReading *r, ChessSanLanguage lang);
