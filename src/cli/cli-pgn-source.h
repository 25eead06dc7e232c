/* cli-pgn-source.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A PGN file as check reads it: its beginning read ahead and judged text or not, before anything
 * of it is printed, then handed to the reader before the rest.
 */
#pragma once

#include <stdio.h>

#include <glib.h>

#include "chess-pgn.h"

/* How much of a file is judged. */
#define CLI_PGN_SOURCE_HEAD 65536

typedef struct
{
  FILE *file;
  char *head; /* the first bytes, read ahead */
  size_t len, pos;
} CliPgnSource;

/* Opens path and reads its first CLI_PGN_SOURCE_HEAD bytes; FALSE with errno set when it cannot
 * be opened or read (a folder is EISDIR). */
gboolean cli_pgn_source_open (CliPgnSource *s, const char *path);

/* FALSE when the beginning is not text: more than one byte in 16 a control character other than
 * a tab, a line end, a form feed or a carriage return. Random bytes have one in 9; a PGN file in
 * any encoding none, but for a stray NUL (which the reader reports in its game). */
gboolean cli_pgn_source_is_text (const CliPgnSource *s);

/* Starts reader on the source: the bytes read ahead, then the rest of the file. */
void cli_pgn_source_read (CliPgnSource *s, ChessPgnReader *reader, ChessSanLanguage language,
                          unsigned flags);

void cli_pgn_source_close (CliPgnSource *s);
