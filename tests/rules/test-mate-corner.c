/* test-mate-corner.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The corner search (rules/chess-mate-corner.c): bishops of one colour mating in a corner, L's own
 * men beside L's king, against answers known without our code.
 *
 * The positions are from the Chess Unwinnability Analyzer's published test vector
 * (github.com/miguel-ambrona/D3-Chess, tests/test-vector.txt, its position numbers given), with
 * its labels as the expected answers. A "yes" is shown by a helpmate line written by hand (the
 * reasoning beside it) that the move generator must replay to a checkmate; a "no" by the argument
 * beside it. The corner search must find the "yes" alone, with a line that replays, and never
 * answer "yes" where no checkmate is reachable; the whole question must give the label.
 */
#include <string.h>

#include <glib.h>

#include "chess-mate-private.h"
#include "chess-movegen.h"
#include "game-test-util.h"

static ChessMateContext *ctx;

/* The positions a question may store in the corner search alone: the helpmate below is found
 * after a few hundred, and the whole question gives this search as much. */
#define CORNER_NODES 20000

typedef struct
{
  const char *name;
  const char *fen;
  ChessColor side;
  ChessMateAnswer want;
  const char *line; /* for "yes": a helpmate written by hand, UCI moves */
} CornerCase;

static const CornerCase cases[] = {
  /* Vector 516 (White: yes). White's king on a1 never moves (b1 is attacked by a2, a2 is held by
   * b3, b2 is its own pawn) and no pawn ever moves (b2 meets b3; a capture would need a man of
   * the other side on a light square of a1-b1-c2-a3-c3 that none can reach), so White mates
   * with its eight dark bishops alone: Black's king on a dark square with every light
   * orthogonal neighbour held by a Black man. Only the corner h8 has two (g8, h7), Black has two
   * light bishops for them, and on light squares Black's king is never in check. So Black's
   * bishops go to h7 and (later) g8, the king walks b7-c8-d7-e8-f7-g8-h8 on light squares,
   * while White takes its bishops off the long diagonal (g7 and h8 through g7, f6, e5, d4, c3),
   * makes waiting moves with the d2 bishop, and checks with Be7-f6 last: g7 is covered by f6,
   * g8 and h7 hold Black's bishops, which cannot take or block on dark squares. */
  { "eight-bishops", "k6B/1b4B1/2b2B2/4B3/3B4/1pB1B3/pP1B4/K7 w - - 0 1", CHESS_WHITE,
    CHESS_MATE_YES,
    "g7h6 c6e4 h8g7 e4h7 g7f8 b7d5 f6e7 a8b7 e5d6 b7c8 d4c5 c8d7 c3b4 d7e8 d2e1 e8f7 e1d2 f7g8 "
    "d2e1 g8h8 e1d2 d5g8 e7f6" },
  /* Vector 515 (White: no): the same without Black's bishop on c6. The kings and pawns are shut
   * in as above, so only White's dark bishops ever check, and each light orthogonal neighbour of
   * the mated king must hold a Black man or be covered by White's king (a2, b1; the pawn b2
   * covers only dark squares). Black has one light bishop besides the pawns a2 and b3. a3, next
   * to a2, b3 and a4, is attacked by b2 for good, so Black's king never stands there; a1 and b2
   * hold White's men; every other dark square has at least two light orthogonal neighbours other
   * than a2, b1 and b3 (h8: g8 and h7; c1: c2 and d1). No checkmate of Black can arise. */
  { "eight-bishops-one-blocker", "k6B/1b4B1/5B2/4B3/3B4/1pB1B3/pP1B4/K7 w - - 0 1", CHESS_WHITE,
    CHESS_MATE_NO, NULL },
};

static void
run (gconstpointer data)
{
  const CornerCase *c = data;
  ChessPosition pos;
  g_assert_cmpint (chess_position_from_fen (&pos, c->fen, NULL), ==, CHESS_FEN_OK);
  if (c->line)
    {
      ChessMove line[CHESS_MATE_MAX_LINE];
      int n;
      g_assert_true (game_test_parse_line (&pos, c->line, line, CHESS_MATE_MAX_LINE, &n));
      g_assert_true (chess_mate_line_is_helpmate (&pos, c->side, line, n));
    }
  g_assert_true (chess_mate_corner_applies (&pos, c->side));
  ChessMateResult *r = g_new0 (ChessMateResult, 1);
  ChessMateAnswer a = chess_mate_corner (ctx, &pos, c->side, CORNER_NODES, r);
  g_assert_cmpint (a, !=, CHESS_MATE_NO);
  if (c->want == CHESS_MATE_YES)
    {
      g_assert_cmpint (a, ==, CHESS_MATE_YES);
      g_assert_true (chess_mate_line_is_helpmate (&pos, c->side, r->line, r->length));
    }
  else
    g_assert_cmpint (a, ==, CHESS_MATE_UNDETERMINED);
  /* And the whole question, through every search in turn. */
  ChessMateAnswer whole = chess_mate_can_checkmate (ctx, &pos, c->side, r);
  g_assert_cmpint (whole, ==, c->want);
  if (whole == CHESS_MATE_YES)
    g_assert_true (chess_mate_line_is_helpmate (&pos, c->side, r->line, r->length));
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
      g_autofree char *path = g_strdup_printf ("/mate-corner/%s", cases[i].name);
      g_test_add_data_func (path, &cases[i], run);
    }
  int status = g_test_run ();
  g_free (ctx);
  return status;
}
