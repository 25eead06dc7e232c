/* long-game.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A long legal game for the report's test cases, the same every run.
 */
#include "long-game.h"

#include "chess-movegen.h"

/* A move that keeps the game going: no automatic ending (mate, stalemate, dead position, 9.6),
 * quiet moves preferred so that material lasts; captures and pawn moves when quiet play would
 * reach 75 moves. The choice is random with a fixed seed, so the game is the same every run. */
static gboolean
next_move (ChessGame *game, GRand *rand)
{
  ChessMoveList list;
  chess_movegen_legal (&game->current, &list);
  for (int pass = 0; pass < 2; pass++)
    for (int tries = 0; tries < 3 * list.count; tries++)
      {
        ChessMove m = list.moves[g_rand_int_range (rand, 0, list.count)];
        gboolean capture = game->current.board[chess_move_to (m)] != CHESS_NO_PIECE;
        if (pass == 0 && capture && g_rand_int_range (rand, 0, 4) != 0)
          continue;
        chess_game_push (game, m);
        if (game->auto_ending == CHESS_ENDING_NONE && game->current.halfmove < 120)
          return TRUE;
        chess_game_pop (game);
        game->auto_ending = CHESS_ENDING_NONE;
        game->auto_ending_ply = -1;
      }
  return FALSE;
}

gboolean
long_game_make (int moves, ChessGame *game)
{
  for (guint32 seed = 1; seed < 200; seed++)
    {
      g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
      chess_game_init (game, NULL);
      while (game->count < 2 * moves && next_move (game, rand))
        ;
      if (game->count == 2 * moves)
        return TRUE;
      chess_game_clear (game);
    }
  return FALSE;
}
