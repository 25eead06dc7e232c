/* test-explain.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Why a board gesture is not a legal move: each reason checked against Article 3 by hand.
 */
#include <glib.h>

#include "chess-explain.h"

typedef struct
{
  const char *name;
  const char *fen;
  const char *from, *to;
  ChessIllegalReason reason;
} ExplainCase;

#define START CHESS_FEN_START

static const ExplainCase cases[] = {
  { "legal-push", START, "e2", "e4", CHESS_ILLEGAL_NONE },
  { "empty-square", START, "e4", "e5", CHESS_ILLEGAL_NO_PIECE },
  { "not-your-turn", START, "e7", "e5", CHESS_ILLEGAL_NOT_YOUR_TURN },
  { "own-piece", START, "d1", "d2", CHESS_ILLEGAL_OWN_PIECE },
  /* 3.6: the knight does not move like a bishop. */
  { "knight-geometry", START, "g1", "e3", CHESS_ILLEGAL_PIECE_RULES },
  /* 3.5: the bishop on c1 is shut in by its own pawns... e3 is reachable on an empty board. */
  { "bishop-blocked", START, "c1", "e3", CHESS_ILLEGAL_PATH_BLOCKED },
  /* 3.7: a pawn moves three squares never. */
  { "pawn-three", START, "e2", "e5", CHESS_ILLEGAL_PIECE_RULES },
  /* 3.7.b: no diagonal step without a capture. */
  { "pawn-diagonal-empty", START, "e2", "d3", CHESS_ILLEGAL_PIECE_RULES },
  /* 3.9: the knight on d2 is pinned by the bishop on b4 against the king on e1. */
  { "pinned-knight", "rnbqk1nr/pppp1ppp/8/4p3/1b1P4/8/PPPNPPPP/R1BQKBNR w KQkq - 2 3", "d2", "f3",
    CHESS_ILLEGAL_KING_IN_CHECK },
  /* 3.8.2.1: the king has moved (no K right). */
  { "castle-no-right", "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1", "e1", "g1",
    CHESS_ILLEGAL_CASTLING_RIGHTS },
  { "castle-blocked", "r3k2r/8/8/8/8/8/8/R3K1NR w KQkq - 0 1", "e1", "g1",
    CHESS_ILLEGAL_CASTLING_BLOCKED },
  /* 3.8.2.2: f1 is attacked by the rook on f8. */
  { "castle-through-check", "r3kr2/8/8/8/8/8/8/R3K2R w KQq - 0 1", "e1", "g1",
    CHESS_ILLEGAL_CASTLING_CHECK },
  { "castle-legal", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1", "g1", CHESS_ILLEGAL_NONE },
  { "castle-king-onto-rook", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1", "a1",
    CHESS_ILLEGAL_NONE },
};

static ChessSquare
square (const char *s)
{
  return CHESS_SQUARE (s[0] - 'a', s[1] - '1');
}

static void
run_case (gconstpointer data)
{
  const ExplainCase *c = data;
  ChessPosition pos;
  g_assert_cmpint (chess_position_from_fen (&pos, c->fen, NULL), ==, CHESS_FEN_OK);
  ChessIllegalReason reason = 99;
  ChessMove m = chess_explain_move (&pos, square (c->from), square (c->to), CHESS_QUEEN, &reason);
  g_assert_cmpint (reason, ==, c->reason);
  g_assert_cmpint (m != CHESS_MOVE_NONE, ==, c->reason == CHESS_ILLEGAL_NONE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/explain/%s", cases[i].name);
      g_test_add_data_func (path, &cases[i], run_case);
    }
  return g_test_run ();
}
