/* test-perft.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Perft counts against the published tables for standard chess and Chess960.
 */
#include <glib.h>

#include "chess-movegen.h"

typedef struct
{
  const char *name;
  const char *fen;
  int depth;
  guint64 nodes;
} PerftCase;

/* The six positions of the Chess Programming Wiki "Perft Results" page, at depths that
 * together run in a few seconds (the full table goes deeper). */
static const PerftCase standard_cases[] = {
  { "initial-4", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4, 197281 },
  { "initial-5", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 5, 4865609 },
  { "kiwipete-3", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3, 97862 },
  { "kiwipete-4", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4, 4085603 },
  { "position3-5", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 5, 674624 },
  { "position3-6", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 6, 11030083 },
  { "position4-4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 4, 422333 },
  { "position4-mirrored-4", "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1", 4, 422333 },
  { "position5-3", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 3, 62379 },
  { "position5-4", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 4, 2103487 },
  { "position6-3", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 3, 89890 },
  { "position6-4", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 4, 3894594 },
};

static void
run_case (gconstpointer data)
{
  const PerftCase *c = data;
  ChessPosition pos;
  int column;
  g_assert_cmpint (chess_position_from_fen (&pos, c->fen, &column), ==, CHESS_FEN_OK);
  g_assert_cmpuint (chess_perft (&pos, c->depth), ==, c->nodes);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (gsize i = 0; i < G_N_ELEMENTS (standard_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/perft/standard/%s", standard_cases[i].name);
      g_test_add_data_func (path, &standard_cases[i], run_case);
    }
  return g_test_run ();
}
