/* game-test-util.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Starting game records and playing UCI moves into them, for the game-record tests.
 */
#include "game-test-util.h"

#include <glib.h>
#include <string.h>

#include "chess-movegen.h"

void
game_test_start (ChessGame *game, const char *fen)
{
  ChessPosition pos;
  if (fen)
    g_assert_cmpint (chess_position_from_fen (&pos, fen, NULL), ==, CHESS_FEN_OK);
  chess_game_init (game, fen ? &pos : NULL);
}

static ChessMove
legal_move (const ChessPosition *pos, const char *uci_text)
{
  ChessMoveList legal;
  chess_movegen_legal (pos, &legal);
  for (int j = 0; j < legal.count; j++)
    {
      char uci[6];
      if (strcmp (chess_move_to_uci (pos, legal.moves[j], uci), uci_text) == 0)
        return legal.moves[j];
    }
  return CHESS_MOVE_NONE;
}

void
game_test_play (ChessGame *game, const char *moves)
{
  g_auto (GStrv) list = g_strsplit (moves, " ", -1);
  for (int i = 0; list[i]; i++)
    {
      if (!*list[i])
        continue;
      ChessMove found = legal_move (&game->current, list[i]);
      if (found == CHESS_MOVE_NONE)
        g_error ("move %s is not legal here", list[i]);
      chess_game_push (game, found);
    }
}

ChessMove
game_test_find_move (const ChessGame *game, int ply, const char *uci)
{
  ChessPosition pos;
  chess_game_position_at (game, ply, &pos);
  ChessMove m = legal_move (&pos, uci);
  if (m == CHESS_MOVE_NONE)
    g_error ("move %s is not legal after ply %d", uci, ply);
  return m;
}

char *
game_test_uci (const ChessGame *game)
{
  GString *s = g_string_new (NULL);
  ChessPosition pos = game->start;
  for (int i = 0; i < game->count; i++)
    {
      char buf[8];
      g_string_append_printf (s, "%s%s", i ? " " : "",
                              chess_move_to_uci (&pos, game->moves[i].move, buf));
      ChessUndo undo;
      chess_position_make (&pos, game->moves[i].move, &undo);
    }
  return g_string_free (s, FALSE);
}

gboolean
game_test_parse_line (const ChessPosition *start, const char *line, ChessMove *moves, int max,
                      int *n)
{
  g_auto (GStrv) words = g_strsplit (line, " ", -1);
  ChessPosition pos = *start;
  *n = 0;
  for (int i = 0; words[i]; i++)
    {
      ChessMoveList list;
      chess_movegen_legal (&pos, &list);
      ChessMove found = CHESS_MOVE_NONE;
      for (int j = 0; j < list.count; j++)
        {
          char uci[6];
          if (strcmp (chess_move_to_uci (&pos, list.moves[j], uci), words[i]) == 0)
            found = list.moves[j];
        }
      if (found == CHESS_MOVE_NONE || *n >= max)
        return FALSE;
      ChessUndo u;
      chess_position_make (&pos, found, &u);
      moves[(*n)++] = found;
    }
  return TRUE;
}
