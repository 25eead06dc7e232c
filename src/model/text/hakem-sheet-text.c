/* hakem-sheet-text.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A scoresheet's text into cells: "12. Nf3 Nc6" per line, "-" for nothing written, "?" for
 * unreadable, blank lines and a trailing result tolerated (hakem-cli reconcile's files, the
 * reconstruction view's typed sheets).
 */
#include "config.h"

#include "hakem-sheet-text.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "chess-reconcile.h"

G_DEFINE_QUARK (hakem - sheet - text - error - quark, hakem_sheet_text_error)

/* Where an error goes: its line and its sentence. */
typedef struct
{
  int *line;
  GError **error;
} SheetError;

typedef struct
{
  GPtrArray *cells;
  int last_number; /* the move number of the line before, 0 before the first */
} Sheet;

static gboolean
is_result (const char *t)
{
  return strcmp (t, "1-0") == 0 || strcmp (t, "0-1") == 0 || strcmp (t, "1/2-1/2") == 0
         || strcmp (t, "*") == 0;
}

/* "12." or "12..." (the line then holds Black's move alone); FALSE when it is neither. */
static gboolean
read_number (const char *t, int *number, gboolean *black_only)
{
  const char *p = t;
  while (g_ascii_isdigit (*p))
    p++;
  if (p == t || p - t > 4)
    return FALSE;
  *number = atoi (t);
  *black_only = strcmp (p, "...") == 0;
  return *black_only || strcmp (p, ".") == 0;
}

static gboolean
line_error (SheetError *where, int line, const char *message)
{
  *where->line = line;
  g_set_error_literal (where->error, HAKEM_SHEET_TEXT_ERROR, 0, message);
  return FALSE;
}

/* One line's tokens into cells; *ended once a result was read. */
static gboolean
read_line (SheetError *path, int line, char **tokens, gboolean first, gboolean black_first,
           Sheet *sheet, gboolean *ended)
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
  int number;
  if (!read_number (tokens[0], &number, &black_only))
    return line_error (path, line, _ ("expected a move number such as '12.'"));
  /* The paper's numbers are printed one a line, in order: a number skipped or written twice is a
   * line lost or typed twice, which would slide every later move into the other column. */
  if (sheet->last_number && number == sheet->last_number)
    {
      /* TRANSLATORS: a scoresheet's line repeats the move number of the line before */
      g_autofree char *m = g_strdup_printf (_ ("move %d again: each move number has one line (a "
                                               "move number alone when nothing was written)"),
                                            number);
      return line_error (path, line, m);
    }
  if (sheet->last_number && number != sheet->last_number + 1)
    {
      /* TRANSLATORS: a scoresheet's move numbers out of order: the number found, the one
       * expected */
      g_autofree char *m = g_strdup_printf (_ ("move %d where move %d was expected: each move "
                                               "number has one line, in order (a move number "
                                               "alone when nothing was written)"),
                                            number, sheet->last_number + 1);
      return line_error (path, line, m);
    }
  sheet->last_number = number;
  int start = 1;
  if (black_first && first && !black_only && n > 1
      && (strcmp (tokens[1], "...") == 0 || strcmp (tokens[1], "-") == 0))
    start = 2, black_only = TRUE;
  if (black_only && !(first && black_first))
    return line_error (path, line,
                       _ ("only the first line of a game that starts with Black "
                          "to move may hold Black's move alone"));
  if (n - start > (black_only ? 1 : 2))
    return line_error (path, line, _ ("more moves than one move number holds"));
  if (black_first && first && !black_only)
    return line_error (path, line,
                       _ ("the game starts with Black to move: write the first "
                          "line as '12... Nf6'"));
  if (n == start)
    {
      /* A move number and nothing after it: neither move was written ('-' each). */
      for (int k = 0; k < (black_only ? 1 : 2); k++)
        {
          if (sheet->cells->len >= CHESS_RECONCILE_MAX_CELLS)
            return line_error (path, line, _ ("too many moves"));
          g_ptr_array_add (sheet->cells, g_strdup ("-"));
        }
      return TRUE;
    }
  for (int k = start; k < n; k++)
    {
      if (strlen (tokens[k]) > HAKEM_SHEET_CELL_MAX_BYTES)
        return line_error (path, line, _ ("a move too long to be one"));
      if (sheet->cells->len >= CHESS_RECONCILE_MAX_CELLS)
        return line_error (path, line, _ ("too many moves"));
      g_ptr_array_add (sheet->cells, g_strdup (tokens[k]));
    }
  return TRUE;
}

static gboolean
read_text (SheetError *path, const char *text, gboolean black_first, Sheet *sheet)
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
        return line_error (path, i + 1, _ ("text after the result"));
      /* A line with White's move alone, followed by more: Black's cell was left empty. */
      if (sheet->cells->len > 0 && sheet->cells->len % 2 == (black_first ? 0u : 1u)
          && !is_result (tokens[0]))
        {
          if (sheet->cells->len >= CHESS_RECONCILE_MAX_CELLS)
            return line_error (path, i + 1, _ ("too many moves"));
          g_ptr_array_add (sheet->cells, g_strdup ("-"));
        }
      guint before = sheet->cells->len;
      if (!read_line (path, i + 1, tokens, first, black_first, sheet, &ended))
        return FALSE;
      first = first && sheet->cells->len == before;
    }
  return TRUE;
}

GPtrArray *
hakem_sheet_text_cells (const char *text, gboolean black_first, int *line, GError **error)
{
  int ignored = 0;
  SheetError where = { line ? line : &ignored, error };
  Sheet sheet = { g_ptr_array_new_with_free_func (g_free), 0 };
  if (!read_text (&where, text, black_first, &sheet))
    {
      g_ptr_array_unref (sheet.cells);
      return NULL;
    }
  return sheet.cells;
}
