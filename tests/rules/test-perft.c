/* test-perft.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Perft counts against the published tables for standard chess and Chess960, and positions
 * that catch the classic move generator mistakes.
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
  { "kiwipete-3", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3,
    97862 },
  { "kiwipete-4", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4,
    4085603 },
  { "position3-5", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 5, 674624 },
  { "position3-6", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 6, 11030083 },
  { "position4-4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 4, 422333 },
  { "position4-mirrored-4", "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1", 4,
    422333 },
  { "position5-3", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 3, 62379 },
  { "position5-4", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 4, 2103487 },
  { "position6-3", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 3,
    89890 },
  { "position6-4", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 4,
    3894594 },
};

/* Positions that catch the classic move generator mistakes, from the suite Steve Maughan
 * published as "Perfect Perft" (chessprogramming.net/philosophy/perfect-perft/; its numbers are
 * also the ones TalkChess posters agreed on). The last entry is ours. Every count was confirmed
 * with Debian's stockfish ("go perft N"). */
static const PerftCase tricky_cases[] = {
  /* c7-c5 is met by bxc6 e.p. only when it does not open the rank a5-h5. */
  { "illegal-ep-rank", "3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1", 6, 1134888 },
  /* d2-d4 next to c4: cxd3 e.p. would open the diagonal a2-e6. */
  { "illegal-ep-diagonal", "8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1", 6, 1015133 },
  { "ep-gives-check", "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1", 6, 1440467 },
  { "short-castling-check", "5k2/8/8/8/8/8/8/4K2R w K - 0 1", 6, 661072 },
  { "long-castling-check", "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", 6, 803711 },
  /* Rights lost by captures on the rook squares; bishops attack the squares the king crosses. */
  { "castling-rights", "r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1", 4, 1274206 },
  /* Queens on d6 and f3 attack the squares both kings would cross. */
  { "castling-through-check", "r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1", 4, 1720476 },
  { "promote-out-of-check", "2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1", 6, 3821001 },
  { "discovered-check", "8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1", 5, 1004658 },
  { "promote-to-check", "4k3/1P6/8/8/8/8/K7/8 w - - 0 1", 6, 217342 },
  { "underpromote-to-check", "8/P1k5/K7/8/8/8/8/8 w - - 0 1", 6, 92683 },
  { "self-stalemate", "K1k5/8/P7/8/8/8/8/8 w - - 0 1", 6, 2217 },
  { "stalemate-and-mate", "8/k1P5/8/1K6/8/8/8/8 w - - 0 1", 7, 567584 },
  { "stalemate-and-mate-2", "8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1", 4, 23527 },
  /* exd3 e.p. would take both pawns off the fourth rank: the queen on h4 would see a4. */
  { "ep-rank-exposure-black", "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1", 5, 117741 },
};

/* The Chess Programming Wiki "Chess960 Perft Results" table (www.chessprogramming.org/
 * Chess960_Perft_Results), named by row; every count confirmed with Debian's stockfish
 * (UCI_Chess960 true). Together they castle with the king or the rook standing still, with the
 * king landing on its rook's square and the rook on its king's, king and rook side by side, the
 * king on b1 going right to castle long, and en passant next to castling rights. */
static const PerftCase chess960_cases[] = {
  /* King g1 next to rook h1: castling short moves only the rook. */
  { "row-1", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", 5, 8146062 },
  { "row-2", "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9", 4, 667366 },
  /* King f1, rook g1: they trade squares. */
  { "row-3", "b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9", 5, 6417013 },
  /* Only Black still has rights. */
  { "row-4", "qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf - 0 9", 4, 382958 },
  { "row-7", "q1bnrkr1/ppppp2p/2n2p2/4b1p1/2NP4/8/PPP1PPPP/QNB1RRKB w ge - 1 9", 4, 732757 },
  /* Castling long leaves the d1 rook where it is. */
  { "row-11", "qnr1bkrb/pppp2pp/3np3/5p2/8/P2P2P1/NPP1PP1P/QN1RBKRB w GDg - 3 9", 4, 713420 },
  { "row-18", "bnqnrbkr/1pp2pp1/p7/3pP2p/4P1P1/8/PPPP3P/BNQNRBKR w HEhe d6 0 9", 4, 962591 },
  /* King g1 to c1, the square of its rook. */
  { "row-57", "n1rbbqkr/pp1pppp1/7p/P1p5/1n6/2PP4/1P2PPPP/NNRBBQKR w HChc - 0 9", 4, 431801 },
  /* King d1 and rook c1 swap when castling long. */
  { "row-75", "n1rkbqrb/pp1ppp2/2n3p1/2p4p/P5PP/1P6/2PPPP2/NNRKBQRB w GCgc - 0 9", 4, 684001 },
  /* Rook a1 to d1, the king's square. */
  { "row-458", "r1nk1bqr/1pppp1pp/2n5/p4p1b/5P2/1N4B1/PPPPP1PP/RN1K1BQR w HAha - 2 9", 4, 738366 },
  { "row-644", "rbb1krqn/1pp1pp1p/p3n1p1/3pP3/8/1PN5/P1PP1PPP/RBB1KRQN w FAfa d6 0 9", 4, 310277 },
  /* King c1 stays put castling long; e.p. on d6. */
  { "row-682", "qr1kbbnr/ppp1pp1p/4n1p1/2Pp4/6P1/4N3/PP1PPP1P/QRK1BBNR w HB d6 0 9", 4, 497152 },
  /* King b1 next to rook a1. */
  { "row-711", "rkb1nnrb/1pppq1pp/p4p2/4p3/5P2/1P1PB3/P1P1P1PP/RK1QNNRB w GAga - 0 9", 4, 442036 },
};

/* Chess960 cases the published table lacks, counts from stockfish alone: rights held by inner
 * rooks (another rook of the same colour stands further out), and a castling rook on b1 that
 * hides the queen on a1 from c1, where the king would land: castling long is illegal there. */
static const PerftCase own_cases[] = {
  { "inner-rooks", "rr2k1rr/pp1ppp1p/8/2p3p1/2P3P1/8/PP1PPP1P/RR2K1RR w GBgb - 0 1", 5, 4689636 },
  { "inner-and-outer", "2r1kr1r/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RR1K1R1R w FBfc - 0 1", 5, 6257296 },
  { "inner-and-outer-black", "2r1kr1r/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RR1K1R1R b FBfc - 0 1", 5,
    6193915 },
  { "rook-hides-attacker", "1r2k3/pppppppp/8/8/8/8/PPPPPPPP/qR2K3 w B - 0 1", 5, 4963870 },
  { "rook-hides-attacker-2", "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/qR1K2R1 w GBgb - 0 1", 4, 440123 },
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

static void
add_cases (const char *group, const PerftCase *cases, gsize n)
{
  for (gsize i = 0; i < n; i++)
    {
      g_autofree char *path = g_strdup_printf ("/perft/%s/%s", group, cases[i].name);
      g_test_add_data_func (path, &cases[i], run_case);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  add_cases ("standard", standard_cases, G_N_ELEMENTS (standard_cases));
  add_cases ("tricky", tricky_cases, G_N_ELEMENTS (tricky_cases));
  add_cases ("chess960", chess960_cases, G_N_ELEMENTS (chess960_cases));
  add_cases ("chess960-own", own_cases, G_N_ELEMENTS (own_cases));
  return g_test_run ();
}
