/* test-mate-sets.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The king-set walk (rules/chess-mate-sets.c) on tempo positions, against answers known without it.
 *
 * The walk proves "no" by visiting every reachable position, each stored as the rest of the
 * position and a set of one king's squares. It must answer "no" where no checkmate can be reached
 * and never "no" where one can; its "yes" must come with a line that the move generator replays.
 * The positions come in pairs that differ only by one king's square, one of each answer. The
 * expected answers are those published with the Chess Unwinnability Analyzer's test vector
 * (github.com/miguel-ambrona/D3-Chess, tests/test-vector.txt, its position numbers given), and for
 * the "no" cases the argument is written beside them.
 */
#include <glib.h>

#include "chess-mate-private.h"

static ChessMateContext *ctx;

typedef struct
{
  const char *name;
  const char *fen;
  ChessColor side;
  ChessMateAnswer want;
} SetsCase;

static const SetsCase cases[] = {
  /* White's king on h3 never moves (g2 g3 g4 h2 are its pawns, h4 is attacked by g5, which
   * stays: it could only capture on f4 or h4). White's a, c and e pawns meet Black's head on and
   * no man ever stands beside a pawn to be taken, so no capture or promotion ever happens: White
   * checks only with a pawn, and each pawn move is one of a counted few. Every continuation ends
   * without a checkmate by either side (vector 758: no, no). */
  { "pawns-king-h1-white", "8/p1p1p3/8/6p1/6P1/6PK/P1P1P1PP/7k w - - 0 1", CHESS_WHITE,
    CHESS_MATE_NO },
  { "pawns-king-h1-black", "8/p1p1p3/8/6p1/6P1/6PK/P1P1P1PP/7k w - - 0 1", CHESS_BLACK,
    CHESS_MATE_NO },
  /* The same with Black's king on a1: the pawn moves count out differently and both sides can
   * mate (vector 757: yes, yes). The walk must not say "no". */
  { "pawns-king-a1-white", "8/p1p1p3/8/6p1/6P1/6PK/P1P1P1PP/k7 w - - 0 1", CHESS_WHITE,
    CHESS_MATE_YES },
  /* White's king on a3 is shut in by its pawns and by b5's attack on a4; Black's king walks
   * (vector 716: no, no; with Black's king on b1 instead, vector 717: yes, yes). */
  { "shut-king-a1-white", "8/3p1p1p/8/1p6/1P6/KP6/PP1P1P1P/k7 w - - 0 1", CHESS_WHITE,
    CHESS_MATE_NO },
  { "shut-king-b1-white", "8/3p1p1p/8/1p6/1P6/KP6/PP1P1P1P/1k6 w - - 0 1", CHESS_WHITE,
    CHESS_MATE_YES },
  /* Knights and pawns locked on ranks 6-8; only the kings and White's dark bishop move, and
   * Black's men never do, so White has king and bishop alone (vector 659: no, no). */
  { "locked-knights", "N1b1N1N1/1pPpPpPp/1P1P1P1P/8/8/1K6/3B4/1k6 w - - 0 1", CHESS_WHITE,
    CHESS_MATE_NO },
  /* Two bishops behind a locked pair of files: Black can mate (vector 988: yes). */
  { "bishops-behind-chain", "k1b5/1p1pK3/1P1P4/8/8/8/bB6/8 b - - 0 1", CHESS_BLACK,
    CHESS_MATE_YES },
};

static void
run (gconstpointer data)
{
  const SetsCase *c = data;
  ChessPosition pos;
  g_assert_cmpint (chess_position_from_fen (&pos, c->fen, NULL), ==, CHESS_FEN_OK);
  ChessMateResult *r = g_new0 (ChessMateResult, 1);
  ChessMateAnswer a = chess_mate_walk_sets (ctx, &pos, c->side, CHESS_MATE_MAX_NODES, r);
  g_assert_cmpint (a, ==, c->want);
  if (a == CHESS_MATE_YES)
    g_assert_true (chess_mate_line_is_helpmate (&pos, c->side, r->line, r->length));
  /* And the whole question, through every search in turn. */
  ChessMateAnswer whole = chess_mate_can_checkmate (ctx, &pos, c->side, r);
  g_assert_cmpint (whole, ==, c->want);
  g_free (r);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  ctx = g_malloc (sizeof *ctx);
  chess_mate_context_init (ctx);
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/mate-sets/%s", cases[i].name);
      g_test_add_data_func (path, &cases[i], run);
    }
  int status = g_test_run ();
  g_free (ctx);
  return status;
}
