/* fuzz-san.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * libFuzzer harness: any bytes as a move in SAN, English or Turkish letters (the first byte
 * chooses the language and one of a few positions); a move that reads must be written in that
 * language and read back as the same move.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "chess-san.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static const char *const fens[] = {
  "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
  /* Castling both ways, en passant, promotions with and without capture, ambiguous knights. */
  "r3k2r/1P4P1/8/3pP3/8/2N3N1/8/R3K2R w KQkq d6 0 1",
  "r3k2r/8/8/8/4Pp2/8/1p4p1/R3K2R b KQkq e3 0 1",
  /* Chess960 castling: king on b1, rooks on a1 and h1. */
  "rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1",
};

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  if (size < 1)
    return 0;
  ChessSanLanguage lang = (data[0] & 1) ? CHESS_SAN_TURKISH : CHESS_SAN_ENGLISH;
  ChessPosition pos;
  int column = 0;
  if (chess_position_from_fen (&pos, fens[(data[0] >> 1) % 4], &column) != CHESS_FEN_OK)
    abort ();
  const char *text = (const char *) data + 1;
  size_t len = size - 1;
  ChessSanReading r;
  if (chess_san_read_n (&pos, text, len, lang, 0, &r) == CHESS_SAN_OK)
    {
      char out[CHESS_SAN_MAX];
      chess_san_write (&pos, r.move, lang, out, sizeof out);
      ChessSanReading back;
      if (chess_san_read (&pos, out, lang, 0, &back) != CHESS_SAN_OK || back.move != r.move)
        abort ();
    }
  return 0;
}
