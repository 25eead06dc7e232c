/* test-game-dead.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The game record ends a game at a dead position (5.2.2), after stalemate and checkmate in the
 * order of the Laws; every ending ply below is worked out by hand in the comment beside it.
 */
#include <glib.h>
#include <string.h>

#include "chess-game.h"
#include "game-test-util.h"
#include "chess-mate.h"
#include "chess-movegen.h"

typedef struct
{
  const char *name;
  const char *fen; /* NULL: the initial position */
  const char *moves;
  ChessEnding ending;
  int ply;
} DeadCase;

static const DeadCase cases[] = {
  /* K+R against K+B, alive (the rook mates a lone king). 1...Bxa1 leaves a lone king against
   * K+B: a lone king never gives check, and one bishop never mates a lone king (5.2.2). */
  { "bishop-takes-rook", "4k3/8/8/8/8/8/1b6/R3K3 b - - 0 1", "b2a1", CHESS_ENDING_DEAD_POSITION,
    1 },
  /* White K+B(c4, light)+N(d5) against K+B(b7, light): two minor pieces mate. 1...Bxd5 leaves
   * a light bishop on each side: the mated king would stand on a light square with its two
   * orthogonal neighbours on the far side of the checking diagonal dark, and neither bishop nor
   * king can cover both; dead. White's 2.Bxd5 comes after the end. */
  { "same-colour-bishops", "4k3/1b6/8/3N4/2B5/8/8/4K3 b - - 0 1", "b7d5 c4d5",
    CHESS_ENDING_DEAD_POSITION, 1 },
  /* The same with Black's bishop dark (c7) taking a knight on the dark e5: opposite bishops,
   * either side mates with the other's bishop as a blocker (Ka8, Ba7 against Kc7 and a bishop on
   * the long diagonal). The game goes on. */
  { "opposite-bishops", "4k3/2b5/8/4N3/2B5/8/8/4K3 b - - 0 1", "c7e5", CHESS_ENDING_NONE, -1 },
  /* K+N against K+N, alive (Ka1, Na2 against Kc2 and Nb3). 1...Nxd4 leaves a lone knight
   * against a lone king. */
  { "knight-takes-knight", "4k3/8/8/1n6/3N4/8/8/4K3 b - - 0 1", "b5d4", CHESS_ENDING_DEAD_POSITION,
    1 },
  /* K+Q against K+Q. 1.Qxd8+ leaves Black a lone king against K+Q, which mates it: alive (and
   * Black has Kf7 besides Kxd8). 1...Kxd8 leaves two lone kings: dead after ply 2. */
  { "queen-trade", "3qk3/8/8/8/8/8/8/3QK3 w - - 0 1", "d1d8 e8d8", CHESS_ENDING_DEAD_POSITION, 2 },
  /* 1...Qg2+: White's king on h1 can go neither to g1 nor to h2 (both next to the queen) and the
   * queen is unguarded (the black king on f4 does not touch g2), so 2.Kxg2 is White's only move
   * and leaves bare kings. The position after 1...Qg2+ is already dead; it ends the game. */
  { "forced-capture", "8/8/8/8/5k2/8/q7/7K b - - 0 1", "a2g2", CHESS_ENDING_DEAD_POSITION, 1 },
  /* The same with the black king on f3, guarding g2: 1...Qg2 is mate (5.1.1). */
  { "guarded-queen-mates", "8/8/8/8/8/5k2/q7/7K b - - 0 1", "a2g2", CHESS_ENDING_CHECKMATE, 1 },
  /* 1.Bxd6 takes the last black man: Black's king on a8 has a7 and b7 (White's king on b6) and
   * b8 (the bishop) taken and is not in check: stalemate (5.2.1), which the Laws name first,
   * although K+B against K is also dead. */
  { "stalemate-before-dead", "k7/8/1K1p4/8/5B2/8/8/8 w - - 0 1", "f4d6", CHESS_ENDING_STALEMATE,
    1 },
  /* 1.e8=B leaves K+B against K: dead. 1.e8=Q (below) leaves a queen: alive. */
  { "underpromotion-bishop", "8/4P3/8/8/8/8/8/k1K5 w - - 0 1", "e7e8b", CHESS_ENDING_DEAD_POSITION,
    1 },
  { "promotion-queen", "8/4P3/8/8/8/8/8/k1K5 w - - 0 1", "e7e8q", CHESS_ENDING_NONE, -1 },
  /* Before 1.g4 White's king can walk d2-e3-f3-g4 (g4 is attacked by no black pawn: g5 attacks
   * f4 and h4) and take g5, then the e5 pawn from behind, and the e-pawn promotes: alive. After
   * 1.g4 every pawn stands head to head; b4, d4, f4, h4 are attacked by black pawns and b5, d5,
   * f5, h5 by white ones, so neither king ever crosses, nothing can be captured and no piece
   * ever gives check: dead. The en passant square g3 is of no use: no black pawn on f4 or h4. */
  { "lock-closes", "8/8/1k6/p1p1p1p1/P1P1P3/8/3K2P1/8 w - - 0 1", "g2g4",
    CHESS_ENDING_DEAD_POSITION, 1 },
  /* Already dead when the record starts: K+N against K. */
  { "dead-at-start", "8/8/4k3/8/8/3KN3/8/8 w - - 0 1", "e3g4 e6f5", CHESS_ENDING_DEAD_POSITION, 0 },
  /* The initial position and a few moves: nothing ends. */
  { "initial", NULL, "e2e4 e7e5 g1f3", CHESS_ENDING_NONE, -1 },
};

static void
run_case (gconstpointer data)
{
  const DeadCase *c = data;
  ChessGame game;
  game_test_start (&game, c->fen);
  game_test_play (&game, c->moves);
  g_assert_cmpint (game.auto_ending, ==, c->ending);
  g_assert_cmpint (game.auto_ending_ply, ==, c->ply);
  ChessResult want
      = c->ending == CHESS_ENDING_NONE ? CHESS_RESULT_NONE
        : c->ending == CHESS_ENDING_CHECKMATE
            ? (c->fen && strstr (c->fen, " b ") ? CHESS_RESULT_BLACK_WINS : CHESS_RESULT_WHITE_WINS)
            : CHESS_RESULT_DRAW;
  g_assert_cmpint (chess_game_auto_result (&game), ==, want);
  chess_game_clear (&game);
}

/* After the dead position moves are still legal: they are recorded as after the end, and taking
 * them back to before the end reopens the game. */
static void
test_after_dead (void)
{
  ChessGame game;
  game_test_start (&game, "4k3/8/8/8/8/8/1b6/R3K3 b - - 0 1");
  game_test_play (&game, "b2a1");
  g_assert_cmpint (game.auto_ending, ==, CHESS_ENDING_DEAD_POSITION);
  ChessMoveList legal;
  chess_movegen_legal (&game.current, &legal);
  g_assert_cmpint (legal.count, >, 0);
  g_assert_cmpint (chess_game_push (&game, legal.moves[0]), ==, CHESS_GAME_AFTER_END);
  g_assert_cmpint (game.auto_ending_ply, ==, 1);
  chess_game_truncate (&game, 0);
  g_assert_cmpint (game.auto_ending, ==, CHESS_ENDING_NONE);
  g_assert_cmpint (game.auto_ending_ply, ==, -1);
  chess_game_clear (&game);
}

/* What the record asks, asked directly. False means "not proved dead", nothing more. */
static void
test_rule_only (void)
{
  static const struct
  {
    const char *fen;
    gboolean dead;
  } want[] = {
    { "8/8/4k3/8/8/3KN3/8/8 w - - 0 1", TRUE },               /* K+N against K */
    { "8/8/4k3/3b4/8/3B4/4B3/4K3 w - - 0 1", TRUE },          /* light bishops only */
    { "8/8/4k3/4b3/8/3B4/8/4K3 w - - 0 1", FALSE },           /* opposite bishops: alive */
    { "8/8/1k6/p1p1p1p1/P1P1P1P1/8/3K4/8 w - - 0 1", TRUE },  /* locked chain */
    { "8/8/1k6/p1p1p1p1/P1P1P1P1/8/3K4/8 b - g3 0 1", TRUE }, /* no pawn takes on g3 */
    /* Black's h4 pawn (held by h3) may take on g3 en passant, which opens the chain. */
    { "8/8/1k6/p1p1p1p1/P1P1P1Pp/7P/3K4/8 b - g3 0 1", FALSE },
    { "8/8/8/8/5k2/8/6q1/7K w - - 0 1", TRUE }, /* only move Kxg2 */
    { CHESS_FEN_START, FALSE },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (want); i++)
    {
      ChessPosition pos;
      g_assert_cmpint (chess_position_from_fen (&pos, want[i].fen, NULL), ==, CHESS_FEN_OK);
      g_assert_cmpint (chess_mate_dead_by_rule (&pos), ==, want[i].dead);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/game/dead/%s", cases[i].name);
      g_test_add_data_func (path, &cases[i], run_case);
    }
  g_test_add_func ("/game/dead/after-end", test_after_dead);
  g_test_add_func ("/game/dead/rule-only", test_rule_only);
  return g_test_run ();
}
