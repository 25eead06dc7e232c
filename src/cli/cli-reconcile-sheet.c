/* cli-reconcile-sheet.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Reading a scoresheet file for hakem-cli reconcile: "12. Nf3 Nc6" per line, "-" for nothing
 * written, "?" for unreadable, blank lines and a trailing result tolerated.
 */
#include "cli-reconcile-sheet.h"

#include <string.h>

#include "cli-common.h"
#include "hakem-file-read.h"

#define SHEET_MAX_BYTES (1 << 20)
#define CELL_MAX_BYTES 32

static gboolean
is_result (const char *t)
{
  return strcmp (t, "1-0") == 0 || strcmp (t, "0-1") == 0 || strcmp (t, "1/2-1/2") == 0
         || strcmp (t, "*") == 0;
}

/* "12." or "12..." (the line then holds Black's move alone); FALSE when it is neither. */
static gboolean
read_number (const char *t, gboolean *black_only)
{
  const char *p = t;
  while (g_ascii_isdigit (*p))
    p++;
  if (p == t || p - t > 4)
    return FALSE;
  *black_only = strcmp (p, "...") == 0;
  return *black_only || strcmp (p, ".") == 0;
}

static gboolean
line_error (const char *path, int line, const char *message)
{
  cli_error ("%s:%d: %s", path, line, message);
  return FALSE;
}

/* One line's tokens into cells; *ended once a result was read. */
static gboolean
read_line (const char *path, int line, char **tokens, gboolean first, gboolean black_first,
           CliSheet *sheet, gboolean *ended)
{
  int n = (int) g_strv_length (tokens);
  if (n > 0 && is_result (tokens[n - 1]))
    {
      *ended = TRUE;
      n--;
    }
  if (n == 0)
    return TRUE;
  gboolean black_only;
  if (!read_number (tokens[0], &black_only))
    return line_error (path, line, _("expected a move number such as '12.'"));
  int start = 1;
  if (black_first && first && !black_only && n > 1
      && (strcmp (tokens[1], "...") == 0 || strcmp (tokens[1], "-") == 0))
    start = 2, black_only = TRUE;
  if (black_only && !(first && black_first))
    return line_error (path, line, _("only the first line of a game that starts with Black "
                                     "to move may hold Black's move alone"));
  if (n - start > (black_only ? 1 : 2))
    return line_error (path, line, _("more moves than one move number holds"));
  if (black_first && first && !black_only)
    return line_error (path, line, _("the game starts with Black to move: write the first "
                                     "line as '12... Nf6'"));
  if (n == start)
    {
      /* A move number and nothing after it: neither move was written ('-' each). */
      for (int k = 0; k < (black_only ? 1 : 2); k++)
        {
          if (sheet->cells->len >= CHESS_RECONCILE_MAX_CELLS)
            return line_error (path, line, _("too many moves"));
          g_ptr_array_add (sheet->cells, g_strdup ("-"));
        }
      return TRUE;
    }
  for (int k = start; k < n; k++)
    {
      if (strlen (tokens[k]) > CELL_MAX_BYTES)
        return line_error (path, line, _("a move too long to be one"));
      if (sheet->cells->len >= CHESS_RECONCILE_MAX_CELLS)
        return line_error (path, line, _("too many moves"));
      g_ptr_array_add (sheet->cells, g_strdup (tokens[k]));
    }
  return TRUE;
}

static gboolean
read_text (const char *path, const char *text, gboolean black_first, CliSheet *sheet)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  gboolean ended = FALSE, first = TRUE;
  for (int i = 0; lines[i]; i++)
    {
      g_strdelimit (lines[i], "\r\t", ' ');
      g_auto (GStrv) tokens = g_strsplit (g_strstrip (lines[i]), " ", -1);
      int n = 0;
      for (int k = 0; tokens[k]; k++)
        if (*tokens[k])
          tokens[n++] = tokens[k];
        else
          g_free (tokens[k]);
      tokens[n] = NULL;
      if (n == 0)
        continue;
      if (ended)
        return line_error (path, i + 1, _("text after the result"));
      /* A line with White's move alone, followed by more: Black's cell was left empty. */
      if (sheet->cells->len > 0 && sheet->cells->len % 2 == (black_first ? 0u : 1u)
          && !is_result (tokens[0]))
        {
          if (sheet->cells->len >= CHESS_RECONCILE_MAX_CELLS)
            return line_error (path, i + 1, _("too many moves"));
          g_ptr_array_add (sheet->cells, g_strdup ("-"));
        }
      guint before = sheet->cells->len;
      if (!read_line (path, i + 1, tokens, first, black_first, sheet, &ended))
        return FALSE;
      first = first && sheet->cells->len == before;
    }
  return TRUE;
}

gboolean
cli_sheet_load (const char *path, gboolean black_first, CliSheet *sheet)
{
  memset (sheet, 0, sizeof *sheet);
  sheet->cells = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *text = NULL;
  gsize length = 0;
  g_autoptr (GError) error = NULL;
  /* Never more than one byte past the limit is read, and no pipe or device. */
  if (!hakem_file_read_bounded (path, 0, SHEET_MAX_BYTES, &text, &length, &error))
    {
      if (g_error_matches (error, HAKEM_FILE_READ_ERROR, HAKEM_FILE_READ_ERROR_TOO_LARGE))
        return line_error (path, 0, _("the file is larger than 1 MiB, too large for a "
                                      "scoresheet"));
      cli_error ("%s: %s", path, error->message);
      return FALSE;
    }
  if (strlen (text) != length)
    {
      int line = 1;
      for (const char *p = text; *p; p++)
        line += *p == '\n';
      return line_error (path, line, _("the file holds a NUL byte"));
    }
  if (!read_text (path, text, black_first, sheet))
    return FALSE;
  sheet->sheet.cells = (const char *const *) sheet->cells->pdata;
  sheet->sheet.count = (int) sheet->cells->len;
  return TRUE;
}

void
cli_sheet_clear (CliSheet *sheet)
{
  if (sheet->cells)
    g_ptr_array_free (sheet->cells, TRUE);
  memset (sheet, 0, sizeof *sheet);
}
