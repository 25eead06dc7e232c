/* fuzz-fen.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * libFuzzer harness: any bytes as a FEN; a FEN that reads must write and read back the same.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "chess-position.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  char *text = malloc (size + 1);
  memcpy (text, data, size);
  text[size] = '\0';
  ChessPosition pos;
  int column = 0;
  if (chess_position_from_fen (&pos, text, &column) == CHESS_FEN_OK)
    {
      char out[CHESS_FEN_MAX], again[CHESS_FEN_MAX];
      chess_position_to_fen (&pos, CHESS_FEN_STYLE_XFEN, out, sizeof out);
      ChessPosition back;
      if (chess_position_from_fen (&back, out, &column) != CHESS_FEN_OK)
        abort ();
      chess_position_to_fen (&back, CHESS_FEN_STYLE_XFEN, again, sizeof again);
      if (strcmp (out, again) != 0)
        abort ();
    }
  free (text);
  return 0;
}
