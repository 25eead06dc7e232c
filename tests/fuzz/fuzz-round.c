/* fuzz-round.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * libFuzzer harness: a round's board file as electronic boards and cards really change it,
 * driven by the input as a series of operations (append, rewrite, cut, a block of NUL bytes),
 * the feed scanning the folder after each. Beyond "no crash, leak or UB": every scan returns,
 * and a board file that is cut must never leave the feed with more games than it read.
 */
#include <glib/gstdio.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hakem-round-feed.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static char *folder, *board_path;

static void
write_file (const char *mode, const uint8_t *bytes, size_t n)
{
  FILE *f = fopen (board_path, mode);
  if (!f)
    abort ();
  if (n && fwrite (bytes, 1, n, f) != n)
    abort ();
  fclose (f);
}

static void
cut_file (size_t fraction)
{
  g_autofree char *text = NULL;
  gsize length = 0;
  if (!g_file_get_contents (board_path, &text, &length, NULL))
    return;
  if (!g_file_set_contents (board_path, text, (gssize) (length * fraction / 255), NULL))
    abort ();
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  if (!folder)
    {
      folder = g_dir_make_tmp ("hakem-fuzz-round-XXXXXX", NULL);
      if (!folder)
        abort ();
      board_path = g_build_filename (folder, "board-1.pgn", NULL);
    }
  g_unlink (board_path);
  g_autoptr (GFile) location = g_file_new_for_path (folder);
  g_autoptr (HakemRoundFeed) feed = hakem_round_feed_new (location);
  size_t pos = 0;
  for (int step = 0; pos + 2 <= size && step < 16; step++)
    {
      uint8_t op = data[pos] & 3, len = data[pos + 1];
      pos += 2;
      size_t n = MIN ((size_t) len, size - pos);
      static const uint8_t zeros[255];
      switch (op)
        {
        case 0:
          write_file ("ab", data + pos, n);
          pos += n;
          break;
        case 1:
          write_file ("wb", data + pos, n);
          pos += n;
          break;
        case 2:
          cut_file (len);
          break;
        default:
          write_file ("ab", zeros, len);
          break;
        }
      g_autoptr (GError) error = NULL;
      if (!hakem_round_feed_scan (feed, &error) && error == NULL)
        abort ();
      GListModel *boards = hakem_round_feed_get_boards (feed);
      guint count = g_list_model_get_n_items (boards);
      if (count > hakem_round_feed_get_games_parsed (feed) + 1)
        {
          fprintf (stderr, "%u boards from %" G_GUINT64_FORMAT " games\n", count,
                   hakem_round_feed_get_games_parsed (feed));
          abort ();
        }
    }
  return 0;
}
