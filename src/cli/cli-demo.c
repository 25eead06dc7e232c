/* cli-demo.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * hakem-cli demo: a short tour of what the rules core decides, for a first look without a window.
 */
#include "cli-common.h"

#include "chess-game.h"
#include "chess-movegen.h"
#include "chess-ruling.h"
#include "chess-san.h"
#include "hakem-rules-text.h"

/* Plays SAN moves (English letters) into the game; they are known to be legal. */
static void
play (ChessGame *game, const char *const *moves)
{
  for (int i = 0; moves[i]; i++)
    {
      ChessSanReading r;
      if (chess_san_read (&game->current, moves[i], CHESS_SAN_ENGLISH, 0, &r) == CHESS_SAN_OK)
        chess_game_push (game, r.move);
    }
}

static void
print_moves (const ChessGame *game, ChessSanLanguage lang)
{
  ChessPosition pos = game->start;
  for (int i = 0; i < game->count; i++)
    {
      char san[CHESS_SAN_MAX];
      ChessUndo undo;
      if (pos.side == CHESS_WHITE)
        printf (" %d.", pos.fullmove);
      printf (" %s", chess_san_write (&pos, game->moves[i].move, lang, san, sizeof san));
      chess_position_make (&pos, game->moves[i].move, &undo);
    }
  printf ("\n");
}

int
cli_demo (int argc, char **argv)
{
  if (!cli_parse_options ("demo", "", (const GOptionEntry[]){ G_OPTION_ENTRY_NULL }, &argc, &argv))
    return CLI_EXIT_USAGE;

  ChessPosition start;
  chess_position_init_start (&start);
  printf ("# %s\n", _ ("Legal moves from the initial position, counted to depth 4 (perft)"));
  printf ("perft-4: %" G_GUINT64_FORMAT "\n", (guint64) chess_perft (&start, 4));

  /* The knights go out and back twice: the initial position stands for the third time. */
  static const char *const dance[]
      = { "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8", NULL };
  ChessGame game;
  chess_game_init (&game, NULL);
  play (&game, dance);
  printf ("\n# %s\n", _ ("A game in which the same position appears three times"));
  printf ("moves-en:");
  print_moves (&game, CHESS_SAN_ENGLISH);
  printf ("moves-tr:");
  print_moves (&game, CHESS_SAN_TURKISH);
  ChessRuling r;
  chess_ruling_claim (&game, game.count, CHESS_CLAIM_THREEFOLD, CHESS_WHITE, CHESS_MOVE_NONE, 120,
                      FALSE, &r);
  printf ("claim: threefold by white after %d half-moves\n", game.count);
  printf ("verdict: %s\n", r.verdict == CHESS_VERDICT_CORRECT ? "correct" : "incorrect");
  printf ("result: %s\n", chess_result_to_string (r.result));
  printf ("articles:");
  for (int i = 0; i < r.article_count; i++)
    printf (" %s", r.articles[i]);
  printf ("\noccurrences:");
  for (int i = 0; i < r.occurrence_count; i++)
    printf (" %d", r.occurrences[i]);
  printf ("\n");
  chess_game_clear (&game);

  static const char *const fools[] = { "f3", "e5", "g4", "Qh4#", NULL };
  chess_game_init (&game, NULL);
  play (&game, fools);
  printf ("\n# %s\n", _ ("The shortest checkmate"));
  printf ("moves-en:");
  print_moves (&game, CHESS_SAN_ENGLISH);
  printf ("moves-tr:");
  print_moves (&game, CHESS_SAN_TURKISH);
  printf ("ending: %s\n", hakem_ending_text (game.auto_ending));
  printf ("result: %s\n", chess_result_to_string (chess_game_auto_result (&game)));
  chess_game_clear (&game);
  return CLI_EXIT_OK;
}
