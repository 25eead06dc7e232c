/* cli-pgn-source.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A PGN file as check reads it: its beginning judged text or not, then handed to the reader.
 */
#include "config.h"

#include "cli-pgn-source.h"

#include <errno.h>
#include <string.h>

gboolean
cli_pgn_source_open (CliPgnSource *s, const char *path)
{
  memset (s, 0, sizeof *s);
  if (g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      errno = EISDIR;
      return FALSE;
    }
  s->file = fopen (path, "rb");
  if (!s->file)
    return FALSE;
  s->head = g_malloc (CLI_PGN_SOURCE_HEAD);
  s->len = fread (s->head, 1, CLI_PGN_SOURCE_HEAD, s->file);
  if (s->len < CLI_PGN_SOURCE_HEAD && ferror (s->file))
    {
      int err = errno;
      cli_pgn_source_close (s);
      errno = err;
      return FALSE;
    }
  return TRUE;
}

gboolean
cli_pgn_source_is_text (const CliPgnSource *s)
{
  size_t controls = 0;
  for (size_t i = 0; i < s->len; i++)
    {
      unsigned char c = (unsigned char) s->head[i];
      if ((c < 0x20 && c != '\t' && c != '\n' && c != '\f' && c != '\r') || c == 0x7f)
        controls++;
    }
  return controls * 16 <= s->len;
}

static long
source_read (void *data, char *buf, size_t size)
{
  CliPgnSource *s = data;
  if (s->pos < s->len)
    {
      size_t n = MIN (size, s->len - s->pos);
      memcpy (buf, s->head + s->pos, n);
      s->pos += n;
      return (long) n;
    }
  size_t n = fread (buf, 1, size, s->file);
  return n == 0 && ferror (s->file) ? -1 : (long) n;
}

void
cli_pgn_source_read (CliPgnSource *s, ChessPgnReader *reader, ChessSanLanguage language,
                     unsigned flags)
{
  chess_pgn_reader_init (reader, source_read, s, language, flags);
}

void
cli_pgn_source_close (CliPgnSource *s)
{
  if (s->file)
    fclose (s->file);
  g_free (s->head);
  memset (s, 0, sizeof *s);
}
