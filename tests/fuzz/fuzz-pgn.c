/* fuzz-pgn.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * libFuzzer harness: any bytes as a PGN file, fed to the reader in chunks whose size the first
 * byte chooses (so that tokens and look-ahead straddle the buffer's refills), with the flags the
 * second byte chooses. A game read without a problem must be written in export format and read
 * back with the same moves.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "chess-pgn.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

typedef struct
{
  const uint8_t *data;
  size_t size, pos, chunk;
} Source;

static long
source_read (void *user_data, char *buf, size_t size)
{
  Source *s = user_data;
  size_t n = s->size - s->pos;
  if (n > size)
    n = size;
  if (n > s->chunk)
    n = s->chunk;
  memcpy (buf, s->data + s->pos, n);
  s->pos += n;
  return (long) n;
}

typedef struct
{
  char *text;
  size_t len, cap;
} Sink;

static bool
sink_write (void *user_data, const char *data, size_t len)
{
  Sink *s = user_data;
  if (s->len + len + 1 > s->cap)
    {
      s->cap = (s->len + len + 1) * 2;
      s->text = realloc (s->text, s->cap);
    }
  memcpy (s->text + s->len, data, len);
  s->len += len;
  s->text[s->len] = '\0';
  return true;
}

static void
check_round_trip (const ChessGame *game)
{
  Sink out = { 0 };
  if (chess_pgn_write_game (game, sink_write, &out) != CHESS_PGN_WRITE_OK)
    abort ();
  Source src = { .data = (const uint8_t *) out.text, .size = out.len, .chunk = out.len + 1 };
  ChessPgnReader *r = malloc (sizeof *r);
  chess_pgn_reader_init (r, source_read, &src, CHESS_SAN_ENGLISH, CHESS_PGN_ONE_LANGUAGE);
  ChessGame back = { 0 };
  ChessPgnProblem problem;
  if (chess_pgn_read_game (r, &back, &problem) != CHESS_PGN_GAME || back.count != game->count)
    abort ();
  for (int i = 0; i < game->count; i++)
    if (back.moves[i].move != game->moves[i].move)
      abort ();
  chess_game_clear (&back);
  chess_pgn_reader_clear (r);
  free (r);
  free (out.text);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  if (size < 2)
    return 0;
  Source src = { .data = data + 2, .size = size - 2, .chunk = 1 + data[0] % 64 };
  unsigned flags = data[1] & (CHESS_PGN_MOVES_ONLY | CHESS_PGN_ONE_LANGUAGE);
  ChessSanLanguage lang = (data[1] & 4) ? CHESS_SAN_TURKISH : CHESS_SAN_ENGLISH;
  ChessPgnReader *r = malloc (sizeof *r);
  chess_pgn_reader_init (r, source_read, &src, lang, flags);
  for (int games = 0; games < 64; games++)
    {
      ChessGame game = { 0 };
      ChessPgnProblem problem;
      ChessPgnStatus st = chess_pgn_read_game (r, &game, &problem);
      if (st == CHESS_PGN_GAME && problem.code == CHESS_PGN_OK && problem.unrecorded == 0)
        check_round_trip (&game);
      chess_game_clear (&game);
      if (st != CHESS_PGN_GAME)
        break;
    }
  chess_pgn_reader_clear (r);
  free (r);
  return 0;
}
