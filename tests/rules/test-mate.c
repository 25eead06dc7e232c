/* test-mate.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Can a side still checkmate, and dead positions, against answers known without our code.
 *
 * Every "yes" is checked twice: the expected answer comes from the reasoning in the table, and
 * the returned helpmate line must replay as legal moves ending in checkmate by that side (that
 * check uses only the move generator). Every "no" rests on the argument written beside it.
 */
#include <string.h>

#include <glib.h>

#include "chess-mate.h"
#include "chess-movegen.h"
#include "game-test-util.h"

#define Y CHESS_MATE_YES
#define N CHESS_MATE_NO

static ChessMateContext *ctx;

typedef struct
{
  const char *name;
  const char *fen;
  int white; /* can White checkmate? */
  int black;
  const char *must_contain; /* a UCI move every helpmate of White must contain, or NULL */
} MateCase;

/* Positions with their answers and the reason. */
static const MateCase cases[] = {
  /* Already over. Fool's mate (1.f3 e5 2.g4 Qh4#): Black has mated; White has no move. */
  { "fools-mate", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", N, Y, NULL },
  /* Stalemate (5.2.1): no legal move, the game is over, nobody can mate. */
  { "stalemate-queen", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", N, N, NULL },
  { "stalemate-pawn", "k7/P7/1K6/8/8/8/8/8 b - - 0 1", N, N, NULL },
  { "stalemate-queen-corner", "k7/2Q5/8/8/8/8/8/4K3 b - - 0 1", N, N, NULL },
  /* Mated on the back rank: White has mated, Black has no move. */
  { "back-rank-mated", "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1", Y, N, NULL },

  /* A lone king never gives check, so it never mates, whatever the other side has; the flag
   * fall of the other side is then a draw (6.9). The other side mates a lone king with a
   * queen or a rook (textbook). */
  { "lone-king-vs-queen", "8/8/4k3/8/8/8/3q4/K7 w - - 0 1", N, Y, NULL },
  { "lone-king-vs-queen-2", "4k3/8/8/8/8/8/8/4K2q w - - 0 1", N, Y, NULL },
  { "lone-king-vs-army", "rnbqkbnr/pppppppp/8/8/8/8/8/4K3 w kq - 0 1", N, Y, NULL },
  { "lone-king-vs-rooks", "8/8/8/8/8/2k5/r7/1r2K3 w - - 0 1", N, Y, NULL },
  { "lone-king-vs-pawns", "4k3/8/8/8/8/8/PPPPPPPP/4K3 b - - 0 1", Y, N, NULL },
  { "lone-king-vs-pawn", "8/8/8/8/8/k7/7P/4K3 w - - 0 1", Y, N, NULL },
  { "lone-king-vs-knight-pawn", "8/8/8/8/8/k7/6NP/4K3 w - - 0 1", Y, N, NULL },
  { "flag-rook-ending", "8/8/8/3k4/8/8/3RK3/8 b - - 0 60", Y, N, NULL },
  { "flag-queen-pawns", "6k1/8/8/8/8/8/5PPP/3Q2K1 w - - 0 45", Y, N, NULL },
  { "flag-black-army", "r3k2r/ppp2ppp/8/8/8/8/8/6K1 w kq - 0 30", N, Y, NULL },

  /* Insufficient material: K+B or K+N against a lone king is dead (5.2.2). */
  { "k-vs-k", "8/8/8/4k3/8/3K4/8/8 w - - 0 1", N, N, NULL },
  { "kb-vs-k", "8/8/8/4k3/8/3KB3/8/8 w - - 0 1", N, N, NULL },
  { "kn-vs-k", "8/8/8/4k3/8/3KN3/8/8 b - - 0 1", N, N, NULL },
  { "k-vs-kn", "8/8/3n4/4k3/8/3K4/8/8 w - - 0 1", N, N, NULL },

  /* Bishops all on one colour, no other pieces or pawns: dead (the argument is at
   * material_cannot_mate; the L king's orthogonal neighbours are of the other colour). */
  { "kb-vs-kb-same", "8/8/4k3/3b4/8/3B4/8/4K3 w - - 0 1", N, N, NULL },
  { "kbb-vs-kb-same", "8/8/4k3/3b4/8/3B4/4B3/4K3 w - - 0 1", N, N, NULL },
  { "kbb-same-vs-k", "8/8/4k3/8/8/3B4/6B1/4K3 w - - 0 1", N, N, NULL },

  /* K+B against K+B with opposite-coloured bishops: either side mates with the other's
   * bishop as a blocker (Ka8, Ba7 against Kc7 and a bishop on the long diagonal). */
  { "kb-vs-kb-opposite", "8/8/4k3/4b3/8/3B4/8/4K3 w - - 0 1", Y, Y, NULL },
  { "kb-vs-kb-opposite-2", "8/2b5/1K6/5k2/8/8/6B1/8 w - - 0 1", Y, Y, NULL },
  /* K+N against K+N: either side, with the other's knight as a blocker (Ka1, Na2 against
   * Kc2 and Nb3). */
  { "kn-vs-kn", "8/8/4k3/3n4/8/3N4/8/4K3 w - - 0 1", Y, Y, NULL },
  { "kn-vs-kn-2", "8/8/3N4/8/2n5/2k5/5K2/8 w - - 0 1", Y, Y, NULL },
  /* K+N+N against K: mate exists though it cannot be forced. */
  { "knn-vs-k", "8/8/4k3/8/8/3NN3/8/4K3 w - - 0 1", Y, N, NULL },
  { "kbn-vs-k", "8/8/4k3/8/8/2BN4/8/4K3 w - - 0 1", Y, N, NULL },
  /* A lone knight cannot mate a king that has only queens (argument at
   * material_cannot_mate), but the queen side can. */
  { "kn-vs-kq", "8/8/4k3/3q4/8/3N4/8/4K3 w - - 0 1", N, Y, NULL },
  { "kn-vs-kqq", "8/8/4k3/3q4/3q4/3N4/8/4K3 w - - 0 1", N, Y, NULL },
  /* A knight mates with a rook of L as blocker (Ka1, Ra2 against Kc1 and Nb3). */
  { "kn-vs-kr", "8/8/4k3/3r4/8/3N4/8/4K3 w - - 0 1", Y, Y, NULL },
  /* Bishops of one colour cannot mate a king that has only rooks or queens, but mate with a
   * knight of L as blocker (Kh1, Nh2 against Kf2, Bg2). */
  { "kb-vs-kr", "8/8/4k3/3r4/8/3B4/8/4K3 w - - 0 1", N, Y, NULL },
  { "kb-vs-kq", "8/8/4k3/3q4/8/3B4/8/4K3 w - - 0 1", N, Y, NULL },
  { "kb-vs-kn", "8/8/4k3/3n4/8/3B4/8/4K3 w - - 0 1", Y, Y, NULL },

  /* K+N or K+B against K+P: the minor piece mates with the pawn's help (Ka1, Pa2 against
   * Kc2 and Nb3; Ka8, Pa7 against Kc7 and a bishop on the long diagonal), and the pawn
   * promotes and mates. */
  { "kn-vs-kp", "8/8/4k3/8/3p4/3N4/8/4K3 w - - 0 1", Y, Y, NULL },
  { "kn-vs-kp-2", "8/4p3/4k3/8/8/3N4/8/4K3 w - - 0 1", Y, Y, NULL },
  { "kn-vs-kp-3", "8/8/4k3/8/8/3N4/5p2/4K3 w - - 0 1", Y, Y, NULL },
  { "kn-vs-kp-rook-pawn", "k7/8/8/8/8/8/5p2/N3K3 w - - 0 1", Y, Y, NULL },
  { "kb-vs-kp", "8/4p3/4k3/8/8/3B4/8/4K3 w - - 0 1", Y, Y, NULL },
  { "kb-vs-kp-2", "7k/8/8/8/8/2p5/8/B3K3 b - - 0 1", Y, Y, NULL },
  { "kp-vs-kn", "8/8/4k3/3n4/3P4/8/8/4K3 w - - 0 1", Y, Y, NULL },
  { "kp-vs-kb", "8/8/4k3/3b4/8/2P5/8/4K3 b - - 0 1", Y, Y, NULL },
  /* Only an underpromotion works. White: K + light bishop; Black: K + pawn on b2, which can
   * only stay or promote on b1 (its captures land on dark a1/c1, where no black-capturable
   * white man can stand but the king). As a blocker on b2 it fails: the black king must
   * stand on a light square beside it (a2, c2, b3 or b1), and each has two other dark
   * neighbours (a1/a3, c1/c3, a3/c3, a1/c1) that only the white king could cover, and no
   * square next to both is away from the black king. A queen or rook on b1 gives K+B
   * against K+Q/R, a light bishop K+B against K+B of the same colour: never mate. So every
   * helpmate of White promotes to a knight: b2b1n. Black promotes and mates. */
  { "underpromotion-only", "8/8/8/4k3/8/8/1p6/4KB2 w - - 0 1", Y, Y, "b2b1n" },

  /* Locked pawn chains. The a/c/e/g pawns stand head to head on ranks 4 and 5; every square
   * of rank 4 is a white pawn or attacked by a black pawn, every square of rank 5 a black
   * pawn or attacked by a white pawn, so each king stays on its own side and reaches no enemy
   * pawn; nothing can ever be captured or move: dead. */
  { "chain-kings-only", "8/8/1k6/p1p1p1p1/P1P1P1P1/8/3K4/8 w - - 0 1", N, N, NULL },
  /* A light-squared white bishop: the light squares of rank 4 are white pawns, so it stays
   * on ranks 1-3 and sees only light squares, never a black pawn (all dark): still dead. */
  { "chain-light-bishop", "8/8/1k6/p1p1p1p1/P1P1P1P1/8/3K4/5B2 w - - 0 1", N, N, NULL },
  /* And a dark-squared black bishop behind its own chain (dark squares of rank 5 are black
   * pawns): dead. */
  { "chain-both-bishops", "3b4/8/1k6/p1p1p1p1/P1P1P1P1/8/3K4/5B2 w - - 0 1", N, N, NULL },
  { "chain-dark-bishop-black", "8/4b3/1k6/p1p1p1p1/P1P1P1P1/8/3K4/8 b - - 0 1", N, N, NULL },
  /* A free piece breaks the lock: a dark-squared bishop or a knight can be given up to a
   * pawn or take one, and then pawns run and promote. */
  { "chain-dark-bishop", "8/8/1k6/p1p1p1p1/P1P1P1P1/8/3K4/4B3 w - - 0 1", Y, Y, NULL },
  { "chain-knight", "8/8/1k6/p1p1p1p1/P1P1P1P1/8/3K4/6N1 w - - 0 1", Y, Y, NULL },
  /* A light-squared black bishop can be given up on b5, d5, f5 or h5 (all attacked by the
   * white pawns): after axb5 the b-pawn runs for White and the a-pawn for Black. */
  { "chain-light-bishop-black", "8/3b4/1k6/p1p1p1p1/P1P1P1P1/8/3K4/8 b - - 0 1", Y, Y, NULL },
  { "chain-kings-black-to-move", "8/8/1k6/p1p1p1p1/P1P1P1P1/8/3K4/8 b - - 0 1", N, N, NULL },
  /* Two locked files, kings walled off by rank 4/5 pawns on every file: b, d, f, h files are
   * covered by the a/c/e/g pawns' attacks as above, with b3/b6 pawns too. */
  { "chain-b-pawns", "8/8/1p2k3/pPp1p1p1/P1P1P1P1/8/3K4/8 w - - 0 1", N, N, NULL },
  /* The same chain but the h-pawns missing: the kings walk round by the h-file and take
   * pawns, so it is not dead. */
  { "chain-open-h", "8/8/1k6/p1p1p3/P1P1P3/8/3K4/8 w - - 0 1", Y, Y, NULL },

  /* Every pawn stands head to head but one break is left: ...d5 meets e4. After 1...d5 2.exd5
   * the white d-pawn has an open file to d8 and Black's e-pawn the e-file to e1 (e4 left); each
   * side queens with the other's help, and a queen mates a king that helps. Locked-pawn rules
   * that look only at the squares ahead call this dead. */
  { "pawn-break", "8/8/3p4/1p2p2k/pP1pP1p1/P2P2P1/6K1/8 b - - 0 1", Y, Y, NULL },

  /* Each rule that answers "no" must not fire here. A capture unlocks the chain: the f4 pawn
   * can take on e5 or g5 and be taken by either. After 1.fxe5 White's e-pawn has a free file
   * to e8; after ...gxf4 (or ...exf4) Black's pawn has one to f1 (f3, f2, f1 are empty). Each
   * side queens with the other's help, and king and queen mate a king that helps. */
  { "capture-unlocks-chain", "8/8/1k6/p1p1p1p1/P1P2PP1/8/3K4/8 w - - 0 1", Y, Y, NULL },
  /* The chain of "chain-light-bishop" (dead) with a white h-pawn: nothing stops it on h3-h8
   * (no black pawn stands on the h-file or attacks h5-h7), and it promotes on h8, a dark
   * square: a queen there, or a bishop of the colour White lacks. So White can mate. Black can
   * too: when the pawn stands on h4, ...gxh4 and the h-pawn runs to h1 (h3, h2 empty once the
   * white pawn has gone), and the g4 pawn is then free as well. Rules about bishops of one
   * colour must count what a pawn can still become. */
  { "promotion-other-colour", "8/8/1k6/p1p1p1p1/P1P1P1P1/8/3K3P/5B2 w - - 0 1", Y, Y, NULL },

  /* Middlegames: both sides mate with the other's help. */
  { "initial", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Y, Y, NULL },
  { "queens-gambit", "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8", Y, Y,
    NULL },
  { "kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", Y, Y,
    NULL },
  { "rook-ending", "8/5pk1/6p1/8/8/6P1/5PK1/3R4 w - - 0 40", Y, Y, NULL },
};

/* Middlegames and rook endings from tests/data/mate/games.fen where an earlier search ran out of
 * nodes. The line beside each is a helpmate; it was found by a search, and what makes it the
 * proof of the "yes" is that the move generator alone replays it to a checkmate by that side
 * (run_hard). The search must then answer "yes" within its default node limit. */
typedef struct
{
  const char *fen;
  ChessColor side;
  const char *line; /* UCI moves */
} HardCase;

static const HardCase hard_cases[] = {
  /* Issue 14: Black can still mate with the dark bishop behind White's chain. Written by hand:
   * White's king walks to a1, its light bishops to a2 and b1; then ...Bc3 checks along c3-b2-a1,
   * b2 is dark (White's bishops cannot cover it) and nothing takes on c3. */
  { "8/b1k3b1/5b2/p1p1p1p1/P1P1P1P1/2K2B2/5bB1/8 w - - 0 1", CHESS_BLACK,
    "f3d1 c7d7 d1b3 d7c7 b3a2 c7d7 c3b2 d7c7 b2a1 c7d7 g2f1 d7c7 f1d3 f2e1 d3b1 e1c3" },
  { "5b2/5r1k/1PQ4P/p3r1p1/Np1p2P1/1P1P1p2/5P2/2R1BK2 w - - 3 46", CHESS_BLACK,
    "c1a1 f7e7 a1a2 e5e1" },
  { "7R/p5r1/1k1p4/1P2pn2/4b3/1P2p2P/2P1R1PK/4B3 w - - 10 46", CHESS_BLACK, "e2f2 g7g2 h2h1 f5g3" },
  { "1kb1r3/r6p/5b1p/pp6/8/1N4P1/p3n2P/3R1B1K w - - 0 31", CHESS_WHITE,
    "d1d7 a7a8 b3d4 e2c1 d4c6" },
  { "2k5/1pp5/3r3p/p7/1n1P2r1/1P2P3/P1PB4/R2K1R2 w - - 0 26", CHESS_WHITE,
    "f1f7 d6d7 d2b4 c8d8 f7f8" },
  { "2r3k1/ppP4p/8/1P4pP/3B4/P4n1p/K2Pr3/2R5 w - - 1 36", CHESS_WHITE,
    "c1c4 c8b8 c7b8q e2e8 b8e8" },
  { "3r2k1/1p3p1p/4rB1p/2p2q2/Pp6/3P4/2P2P2/R5K1 w - - 0 26", CHESS_WHITE,
    "g1h2 d8f8 a1g1 f5g4 g1g4" },
  { "3r2k1/p4ppp/2p2nb1/b7/3P4/1r3BP1/P1N1P2P/2K4R w - - 0 31", CHESS_WHITE,
    "d4d5 f6d5 h1d1 d5b6 d1d8" },
  { "r6r/ppn1p1kp/2p3p1/4P3/2BP4/P4b2/1PPKNP2/6RR w - - 3 21", CHESS_WHITE,
    "e2g3 a8f8 g3f1 g6g5 g1g5" },
  { "4kr1Q/2R5/3pp2p/p7/1r3P2/1P1Pp3/P3K1PP/7R w - - 5 36", CHESS_BLACK,
    "e2f3 b4f4 f3g3 h6h5 h2h3 e3e2 h1h2 e2e1q" },
  { "5k2/pRBrp1bp/6p1/3N1p2/4P3/8/PP1nKP1P/8 w - - 4 26", CHESS_BLACK,
    "d5e3 d7c7 e2d3 d2b3 b7b4 c7c2 b4c4 c2d2" },
  { "k3r3/b1pr2p1/p4p2/2Pp3p/8/2n1P3/5PPP/1R5K w - - 0 31", CHESS_WHITE,
    "b1b7 a7b8 b7b8 a8a7 c5c6 c3b1 b8b1 e8a8 b1b7" },
  { "2kr1b2/p1p2pp1/1p1p4/1PnP2N1/P3PPnr/2B2R2/2PKB3/6q1 w - - 2 36", CHESS_WHITE,
    "c3g7 c8d7 g7f8 g4f2 g5h7 d8c8 f3f2 c8d8 f8d6 d7e8 h7f6" },
  { "2Rn3r/3nk3/4p1p1/B2pP1Pp/3P1p1P/1P1P2P1/8/3B2K1 w - - 2 41", CHESS_BLACK,
    "a5d8 h8d8 g1h1 d8c8 d1c2 c8c3 c2b1 f4f3 h1h2 c3c1 h2h3 c1h1" },
  { "6k1/p4pb1/6p1/2B5/P1P1p1p1/1P1qP1P1/4N2K/5R2 w - - 1 31", CHESS_WHITE,
    "f1f6 g8h7 c5f8 g7h8 e2f4 d3b1 f4e6 g6g5 f8h6 h7g8 f6g6 g8h7 e6f8" },
  { "1Q6/2QBr1k1/p4p1p/P3p3/3pPP2/7P/5K1P/5R2 w - - 1 46", CHESS_BLACK,
    "f2f3 g7g6 f3g4 e7e6 f1f3 d4d3 f3g3 d3d2 h3h4 d2d1n h2h3 d1c3 g3f3 c3e2 c7b6 "
    "h6h5" },
  { "2k5/1pn2pp1/p1p5/8/2PP4/P2BP2b/1P1K1Pr1/2R5 w - - 9 31", CHESS_WHITE,
    "d3f5 h3f5 c1h1 f5d7 h1h5 d7h3 h5d5 h3g4 d2c3 g4d1 c3b4 d1c2 b4a5 c2b1 a5b6 "
    "c8b8 d5d8" },
  { "6Q1/2p1k3/2P5/pr1ppR1p/Pp2P2N/1P5N/8/K7 w - - 0 46", CHESS_BLACK,
    "a1a2 b5c5 a2a1 c5c2 h3g1 e7d6 g1e2 d6c5 e2c1 c5d4 c1a2 c2b2 a2c1 d4c3 c1a2 "
    "c3c2 h4g2 b2b1" },
  { "4k3/1p1b2b1/pn1p2p1/1p1Pp1P1/1P2P3/q2B3N/5K2/8 w - - 0 31", CHESS_WHITE,
    "f2e3 a3b4 h3f4 e8e7 f4e6 b6a8 d3c4 a8c7 e3d3 c7e8 d3e3 b4a5 e6f8 a5d8 e3d3 "
    "d7c6 d5c6 g7f6 f8g6" },
  { "2k3r1/2pp2bR/1p6/1P5R/p2PP3/N1P2K2/P4P2/R1B5 w - - 7 36", CHESS_BLACK,
    "h5e5 g7e5 c1e3 g8g1 a3b1 c8b7 b1d2 g1a1 f3e2 a1c1 e2d3 d7d5 h7h1 c7c5 d2b1 "
    "c1c2 b1a3 e5f4 e3d2 c2d2" },
  { "1k1r4/6R1/1pB4p/p3p3/2P1P1p1/BP4P1/P1P2P1P/4K2R w K - 3 26", CHESS_BLACK,
    "h1f1 d8d2 a3c1 d2c2 c1d2 c2d2 c6a4 d2f2 a4b5 f2d2 b5d7 b8a7 d7a4 a7a6 b3b4 "
    "h6h5 a4d1 d2c2 c4c5 a6b5 g7g5 b5c4 g5f5 c4d3 d1f3 d3e3 f3h1 c2c1" },
};

/* Blocked positions from issue 14 where one side's answer is "no", each argued by hand. In all
 * of them the pawns stand head to head on every file they hold, and every square a pawn could
 * capture on is of the colour that none of the other side's men but the king can stand on (a
 * king is never captured): so no pawn ever moves or captures again. */
typedef struct
{
  const char *name;
  const char *fen;
  ChessColor side;
  int want;
} SideCase;

static const SideCase side_cases[] = {
  /* White pawns b4 d4 f4 g5 h6 capture only on dark squares (a5 c5 e5 f6 g7), Black's b5 d5 f5
   * g6 h7 only on light ones (a4 c4 e4 g4 h5); Black has a light bishop, White a dark one.
   * White's king never reaches rank 5: a4 c4 e4 g4 are attacked by black pawns, b4 d4 f4 hold
   * its own, and from h4 only h5 (attacked by g6) and g5 (its own pawn) lead on. Black's bishop
   * never leaves ranks 6-8: the light squares of rank 5 are b5 d5 f5 (its pawns) and h5, whose
   * only light neighbours are g6 (its pawn) and g4; and from ranks 6-8 every diagonal towards
   * ranks 1-4 crosses b5, d5, f5 or g6. So the bishop never attacks a square the white king can
   * stand on, and black pawns never check (the king never stands where they attack): the white
   * king is never in check. */
  { "issue-14-dark-bishop-behind", "4b3/5k1p/6pP/1pBp1pP1/1P1P1P2/6K1/8/8 w - - 0 1", CHESS_BLACK,
    N },
  /* White pawns a4 c4 e4 g4 capture only on light b5 d5 f5 h5 (Black has the king there only),
   * Black's a5 c5 e5 g5 only on dark b4 d4 f4 h4 (White's bishops are light). Every square of
   * rank 4 holds a white pawn or is attacked by a black pawn, so White's king stays on ranks
   * 1-3. Black's bishops are dark: a diagonal step changes the rank by one and keeps the
   * colour, so to reach or attack rank 4 or below from above they pass a dark square of
   * rank 5, and those (a5 c5 e5 g5) are Black's pawns. The white king is never in check. */
  { "issue-14-dark-bishops-shut-out", "8/4k3/3b1b2/p1pBp1p1/P1P1P1P1/3B4/4K3/8 w - - 0 1",
    CHESS_BLACK, N },
  /* White pawns a5 b6 c5 d4 f4 g5 h4 capture only on dark a7 c7 d6 e5 f6 h6 (Black's men there
   * could only be the king: its bishop is light); Black's a6 b7 c6 d5 f5 g6 h5 only on light
   * b5 c4 e4 g4 (White's bishops are dark). Black's king can stand only on rank 8, d7 e7 f7 g7
   * h7 and e6 (a7 c7 d6 e5 f6 h6 are attacked by white pawns, the rest of ranks 5-6 are pawns).
   * White's dark bishops would have to cross or look through a dark square of rank 5: a5, c5, g5
   * are White's pawns, and e5 lies on the diagonals d4-f6 and f4-d6 only behind White's own d4
   * and f4 pawns. So no white man ever attacks a square Black's king can stand on. */
  { "issue-14-dark-bishops-locked-out", "8/1p3k2/pPp3p1/P1Pp1pPp/2bP1P1P/4BK2/7B/4B3 b - - 0 1",
    CHESS_WHITE, N },
};

static void check_side (const ChessPosition *pos, ChessColor side, int want,
                        const char *must_contain);

static void
run_side (gconstpointer data)
{
  const SideCase *c = data;
  ChessPosition pos;
  g_assert_cmpint (chess_position_from_fen (&pos, c->fen, NULL), ==, CHESS_FEN_OK);
  check_side (&pos, c->side, c->want, NULL);
}

typedef struct
{
  const char *name;
  const char *white; /* pieces besides the king: N, R, Q, L (light bishop), D (dark bishop) */
  const char *black;
  int white_can, black_can;
} MaterialClass;

/* Pawnless material whose answer is known whatever the placement (textbook mates and the
 * arguments at material_cannot_mate); each is tried in several placements. */
static const MaterialClass classes[] = {
  { "kq-k", "Q", "", Y, N },   { "kr-k", "R", "", Y, N },   { "k-kr", "", "R", N, Y },
  { "kl-k", "L", "", N, N },   { "kn-k", "N", "", N, N },   { "knn-k", "NN", "", Y, N },
  { "kld-k", "LD", "", Y, N }, { "kll-k", "LL", "", N, N }, { "kl-kl", "L", "L", N, N },
  { "kd-kd", "D", "D", N, N }, { "kl-kd", "L", "D", Y, Y }, { "kn-kn", "N", "N", Y, Y },
  { "kn-kq", "N", "Q", N, Y }, { "kl-kr", "L", "R", N, Y }, { "kd-kq", "D", "Q", N, Y },
  { "kn-kr", "N", "R", Y, Y }, { "kq-kr", "Q", "R", Y, Y }, { "kn-kl", "N", "L", Y, Y },
};

#define PLACEMENTS 8

typedef struct
{
  char name[64];
  char fen[CHESS_FEN_MAX];
  int white, black;
} GeneratedCase;

static GeneratedCase generated[G_N_ELEMENTS (classes) * PLACEMENTS];

static gboolean
is_light (int sq)
{
  return ((sq & 7) + (sq >> 3)) & 1;
}

/* A legal placement with the side to move not in check and able to move without a capture,
 * so that no material has to change hands. */
static gboolean
place (const MaterialClass *mc, GRand *rng, int side, char *fen)
{
  char board[64];
  memset (board, '.', sizeof board);
  int wk = g_rand_int_range (rng, 0, 64), bk;
  do
    bk = g_rand_int_range (rng, 0, 64);
  while (bk == wk || (ABS ((wk & 7) - (bk & 7)) <= 1 && ABS ((wk >> 3) - (bk >> 3)) <= 1));
  board[wk] = 'K';
  board[bk] = 'k';
  for (int c = 0; c < 2; c++)
    for (const char *p = c ? mc->black : mc->white; *p; p++)
      {
        int sq;
        do
          sq = g_rand_int_range (rng, 0, 64);
        while (board[sq] != '.' || (*p == 'L' && !is_light (sq)) || (*p == 'D' && is_light (sq)));
        char letter = *p == 'L' || *p == 'D' ? 'B' : *p;
        board[sq] = c ? g_ascii_tolower (letter) : letter;
      }
  char *o = fen;
  for (int rank = 7; rank >= 0; rank--)
    {
      int empty = 0;
      for (int file = 0; file < 8; file++)
        {
          char ch = board[rank * 8 + file];
          if (ch == '.')
            empty++;
          else
            {
              if (empty)
                *o++ = (char) ('0' + empty);
              empty = 0;
              *o++ = ch;
            }
        }
      if (empty)
        *o++ = (char) ('0' + empty);
      if (rank)
        *o++ = '/';
    }
  g_snprintf (o, 24, " %c - - 0 1", side ? 'b' : 'w');

  ChessPosition pos;
  if (chess_position_from_fen (&pos, fen, NULL) != CHESS_FEN_OK || chess_position_in_check (&pos))
    return FALSE;
  ChessMoveList list;
  chess_movegen_legal (&pos, &list);
  for (int i = 0; i < list.count; i++)
    if (pos.board[chess_move_to (list.moves[i])] == CHESS_NO_PIECE)
      return TRUE;
  return FALSE;
}

static void
check_side (const ChessPosition *pos, ChessColor side, int want, const char *must_contain)
{
  ChessMateResult *r = g_new0 (ChessMateResult, 1);
  ChessMateAnswer a = chess_mate_can_checkmate (ctx, pos, side, r);
  g_assert_cmpint (a, !=, CHESS_MATE_UNDETERMINED);
  g_assert_cmpint (a, ==, want);
  g_assert_cmpint (r->answer, ==, a);
  g_assert_cmpint (r->side, ==, side);
  if (a == CHESS_MATE_YES)
    {
      g_assert_true (chess_mate_line_is_helpmate (pos, side, r->line, r->length));
      if (must_contain)
        {
          ChessPosition p = *pos;
          gboolean seen = FALSE;
          for (int i = 0; i < r->length; i++)
            {
              char uci[6];
              ChessUndo u;
              if (strcmp (chess_move_to_uci (&p, r->line[i], uci), must_contain) == 0)
                seen = TRUE;
              chess_position_make (&p, r->line[i], &u);
            }
          g_assert_true (seen);
        }
    }
  g_free (r);
}

static void
check_position (const char *fen, int white, int black, const char *must_contain)
{
  ChessPosition pos;
  g_assert_cmpint (chess_position_from_fen (&pos, fen, NULL), ==, CHESS_FEN_OK);
  check_side (&pos, CHESS_WHITE, white, must_contain);
  check_side (&pos, CHESS_BLACK, black, NULL);

  ChessMateResult *both = g_new0 (ChessMateResult, 2);
  ChessMateAnswer dead = chess_mate_is_dead (ctx, &pos, both);
  g_assert_cmpint (dead, ==, white == N && black == N ? CHESS_MATE_YES : CHESS_MATE_NO);
  g_free (both);
}

static void
run_case (gconstpointer data)
{
  const MateCase *c = data;
  check_position (c->fen, c->white, c->black, c->must_contain);
}

static void
run_generated (gconstpointer data)
{
  const GeneratedCase *c = data;
  g_test_message ("%s", c->fen);
  check_position (c->fen, c->white, c->black, NULL);
}

static void
run_hard (gconstpointer data)
{
  const HardCase *c = data;
  ChessPosition pos;
  g_assert_cmpint (chess_position_from_fen (&pos, c->fen, NULL), ==, CHESS_FEN_OK);
  ChessMove line[CHESS_MATE_MAX_LINE];
  int n;
  g_assert_true (game_test_parse_line (&pos, c->line, line, CHESS_MATE_MAX_LINE, &n));
  g_assert_true (chess_mate_line_is_helpmate (&pos, c->side, line, n));
  check_side (&pos, c->side, CHESS_MATE_YES, NULL);
}

/* The rules without search, as the game record asks them: never "dead" where a side can mate,
 * and "dead" wherever the table's reason is material or locked pawns. */
static void
test_dead_by_rule (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ChessPosition pos;
      g_assert_cmpint (chess_position_from_fen (&pos, cases[i].fen, NULL), ==, CHESS_FEN_OK);
      if (chess_movegen_count (&pos) == 0)
        continue;
      gboolean dead = cases[i].white == N && cases[i].black == N;
      if (!dead)
        g_assert_false (chess_mate_dead_by_rule (&pos));
      else
        g_assert_true (chess_mate_dead_by_rule (&pos));
    }
  for (gsize i = 0; i < G_N_ELEMENTS (generated); i++)
    {
      ChessPosition pos;
      g_assert_cmpint (chess_position_from_fen (&pos, generated[i].fen, NULL), ==, CHESS_FEN_OK);
      g_assert_cmpint (chess_mate_dead_by_rule (&pos), ==,
                       generated[i].white == N && generated[i].black == N);
    }
}

/* A returned line must be checked, not trusted: a line that stops short or has an illegal
 * move is refused. */
static void
test_line_checker (void)
{
  ChessPosition pos;
  chess_position_init_start (&pos);
  ChessMove fools[4] = {
    chess_move_make (CHESS_SQUARE (5, 1), CHESS_SQUARE (5, 2), CHESS_MOVE_NORMAL, 0),
    chess_move_make (CHESS_SQUARE (4, 6), CHESS_SQUARE (4, 4), CHESS_MOVE_NORMAL, 0),
    chess_move_make (CHESS_SQUARE (6, 1), CHESS_SQUARE (6, 3), CHESS_MOVE_NORMAL, 0),
    chess_move_make (CHESS_SQUARE (3, 7), CHESS_SQUARE (7, 3), CHESS_MOVE_NORMAL, 0),
  };
  g_assert_true (chess_mate_line_is_helpmate (&pos, CHESS_BLACK, fools, 4));
  g_assert_false (chess_mate_line_is_helpmate (&pos, CHESS_WHITE, fools, 4));
  g_assert_false (chess_mate_line_is_helpmate (&pos, CHESS_BLACK, fools, 3));
  ChessMove wrong[2] = { fools[0], fools[2] }; /* White twice */
  g_assert_false (chess_mate_line_is_helpmate (&pos, CHESS_BLACK, wrong, 2));
}

/* A node limit too small to find anything must say "undetermined", never "no". */
static void
test_bound (void)
{
  ChessPosition pos;
  chess_position_init_start (&pos);
  ChessMateContext *small = g_malloc (sizeof *small);
  chess_mate_context_init (small);
  small->node_limit = 16;
  ChessMateResult *r = g_new0 (ChessMateResult, 1);
  g_assert_cmpint (chess_mate_can_checkmate (small, &pos, CHESS_WHITE, r), ==,
                   CHESS_MATE_UNDETERMINED);
  g_assert_cmpint (r->proof, ==, CHESS_MATE_PROOF_BOUND);
  g_free (r);
  g_free (small);
}

/* The proofs named for the cases whose argument is a rule. */
static void
test_proofs (void)
{
  static const struct
  {
    const char *fen;
    ChessColor side;
    ChessMateProof proof;
  } want[] = {
    { "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", CHESS_BLACK,
      CHESS_MATE_PROOF_CHECKMATE },
    { "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", CHESS_WHITE, CHESS_MATE_PROOF_NO_MOVES },
    { "8/8/4k3/3q4/8/3N4/8/4K3 w - - 0 1", CHESS_WHITE, CHESS_MATE_PROOF_MATERIAL },
    { "8/8/1k6/p1p1p1p1/P1P1P1P1/8/3K4/5B2 w - - 0 1", CHESS_WHITE, CHESS_MATE_PROOF_BLOCKED },
    { "8/8/4k3/8/8/3NN3/8/4K3 w - - 0 1", CHESS_WHITE, CHESS_MATE_PROOF_HELPMATE },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (want); i++)
    {
      ChessPosition pos;
      g_assert_cmpint (chess_position_from_fen (&pos, want[i].fen, NULL), ==, CHESS_FEN_OK);
      ChessMateResult *r = g_new0 (ChessMateResult, 1);
      chess_mate_can_checkmate (ctx, &pos, want[i].side, r);
      g_assert_cmpint (r->proof, ==, want[i].proof);
      g_free (r);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  ctx = g_malloc (sizeof *ctx);
  chess_mate_context_init (ctx);

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/mate/position/%s", cases[i].name);
      g_test_add_data_func (path, &cases[i], run_case);
    }

  GRand *rng = g_rand_new_with_seed (20230101);
  gsize n = 0;
  for (gsize i = 0; i < G_N_ELEMENTS (classes); i++)
    for (int k = 0; k < PLACEMENTS; k++)
      {
        GeneratedCase *g = &generated[n];
        while (!place (&classes[i], rng, k & 1, g->fen))
          ;
        g_snprintf (g->name, sizeof g->name, "%s-%d", classes[i].name, k);
        g->white = classes[i].white_can;
        g->black = classes[i].black_can;
        g_autofree char *path = g_strdup_printf ("/mate/material/%s", g->name);
        g_test_add_data_func (path, g, run_generated);
        n++;
      }
  g_rand_free (rng);

  for (gsize i = 0; i < G_N_ELEMENTS (side_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/mate/side/%s", side_cases[i].name);
      g_test_add_data_func (path, &side_cases[i], run_side);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (hard_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/mate/hard/%" G_GSIZE_FORMAT, i);
      g_test_add_data_func (path, &hard_cases[i], run_hard);
    }
  g_test_add_func ("/mate/dead-by-rule", test_dead_by_rule);
  g_test_add_func ("/mate/line-checker", test_line_checker);
  g_test_add_func ("/mate/bound", test_bound);
  g_test_add_func ("/mate/proofs", test_proofs);
  int status = g_test_run ();
  g_free (ctx);
  return status;
}
