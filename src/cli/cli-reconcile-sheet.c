/* cli-reconcile-sheet.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Reading a scoresheet file for hakem-cli reconcile (its text read by hakem-sheet-text).
 */
#include "cli-reconcile-sheet.h"

#include <string.h>

#include "cli-common.h"
#include "hakem-file-read.h"
#include "hakem-sheet-text.h"

#define SHEET_MAX_BYTES (1 << 20)

static gboolean
line_error (const char *path, int line, const char *message)
{
  cli_error ("%s:%d: %s", path, line, message);
  return FALSE;
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
        return line_error (path, 0,
                           _ ("the file is larger than 1 MiB, too large for a "
                              "scoresheet"));
      cli_error ("%s: %s", path, error->message);
      return FALSE;
    }
  if (strlen (text) != length)
    {
      int line = 1;
      for (const char *p = text; *p; p++)
        line += *p == '\n';
      return line_error (path, line, _ ("the file holds a NUL byte"));
    }
  int line = 0;
  g_autoptr (GError) bad = NULL;
  GPtrArray *cells = hakem_sheet_text_cells (text, black_first, &line, &bad);
  if (!cells)
    return line_error (path, line, bad->message);
  g_ptr_array_unref (sheet->cells);
  sheet->cells = cells;
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
