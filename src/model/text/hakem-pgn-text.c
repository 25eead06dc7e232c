/* hakem-pgn-text.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Translated sentences for the PGN reader's limits, NUL bytes and cut-off reading.
 */
#include "config.h"

#include "hakem-pgn-text.h"

#include <glib/gi18n.h>

const char *
hakem_pgn_limit_text (ChessPgnError code)
{
  switch (code)
    {
    case CHESS_PGN_ERROR_NUL:
      return _ ("a NUL byte: the file is not text (a file on a memory card after a power cut may "
                "hold such bytes)");
    case CHESS_PGN_ERROR_TAG_TOO_LONG:
      /* TRANSLATORS: PGN tag value; KiB as in 8 KiB */
      return _ ("a tag's value is longer than 8 KiB, the most Hakem reads");
    case CHESS_PGN_ERROR_COMMENT_TOO_LONG:
      return _ ("the comments or variations after one move are longer than 256 KiB, the most "
                "Hakem keeps");
    case CHESS_PGN_ERROR_TOO_MANY_TAGS:
      return _ ("a game has more than 1000 tags, the most Hakem reads");
    case CHESS_PGN_ERROR_LINE_TOO_LONG:
      return _ ("a line is longer than 1 MiB, the most Hakem reads; the rest of the file was not "
                "read");
    case CHESS_PGN_ERROR_GAME_TOO_LONG:
      return _ ("a game is longer than 16 MiB, the most Hakem reads; the rest of the file was not "
                "read");
    case CHESS_PGN_ERROR_CONTROL:
      return _ ("a control character (a tab, an escape) inside a tag's value, where the PGN "
                "standard allows printing characters only");
    default:
      return NULL;
    }
}

char *
hakem_pgn_problem_message (const char *path, const ChessPgnProblem *problem)
{
  const char *what = hakem_pgn_limit_text (problem->code);
  if (what == NULL)
    what = problem->code == CHESS_PGN_ERROR_NO_MEMORY ? _ ("out of memory")
                                                      : _ ("the file is damaged here");
  return g_strdup_printf ("%s:%ld:%d: %s", path, problem->line, problem->column, what);
}
