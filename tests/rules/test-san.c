/* test-san.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * SAN reading and writing: FIDE Appendix C, hand-derived cases, round trips over perft trees, and
 * Debian's pgn-extract as an independent SAN writer when it is installed.
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

#include "chess-movegen.h"
#include "chess-san.h"

#define EN CHESS_SAN_ENGLISH
#define TR CHESS_SAN_TURKISH

static void
load (ChessPosition *pos, const char *fen)
{
  int column;
  ChessFenError e = chess_position_from_fen (pos, fen, &column);
  if (e != CHESS_FEN_OK)
    g_error ("bad test FEN (error %d, column %d): %s", e, column, fen);
}

static char *
uci_of (const ChessPosition *pos, ChessMove m, char buf[6])
{
  return chess_move_to_uci (pos, m, buf);
}

/* ---- Appendix C: the example game of the Laws, in short and long algebraic notation ---- */

/* FIDE Laws of Chess, Appendix C (C.13 in the 2017 text, kept in 2023), as FIDE publishes it.
 * The Turkish line is the same game with the
 * Turkish letters of the Appendix (Ş V K F A). */
static const char *const appendix_short[] = {
  "e4",   "e5",  "Nf3", "Nf6",  "d4",  "exd4", "e5",  "Ne4",   "Qxd4", "d5",  "exd6 e.p.",
  "Nxd6", "Bg5", "Nc6", "Qe3+", "Be7", "Nbd2", "0-0", "0-0-0", "Re8",  "Kb1", NULL,
};
static const char *const appendix_long[] = {
  "e2-e4",  "e7-e5", "Ng1-f3",     "Ng8-f6", "d2-d4",  "e5xd4",  "e4-e5",   "Nf6-e4",
  "Qd1xd4", "d7-d5", "e5xd6 e.p.", "Ne4xd6", "Bc1-g5", "Nb8-c6", "Qd4-e3+", "Bf8-e7",
  "Nb1-d2", "0-0",   "0-0-0",      "Rf8-e8", "Kc1-b1", NULL,
};
static const char *const appendix_turkish[] = {
  "e4",   "e5",  "Af3", "Af6",  "d4",  "exd4", "e5",  "Ae4",   "Vxd4", "d5",  "exd6 e.p.",
  "Axd6", "Fg5", "Ac6", "Ve3+", "Fe7", "Abd2", "0-0", "0-0-0", "Ke8",  "Şb1", NULL,
};
/* Canonical SAN of the same moves: O-O with letters, no e.p., no annotation. */
static const char *const appendix_canonical_en[] = {
  "e4",   "e5",  "Nf3", "Nf6",  "d4",  "exd4", "e5",  "Ne4",   "Qxd4", "d5",  "exd6",
  "Nxd6", "Bg5", "Nc6", "Qe3+", "Be7", "Nbd2", "O-O", "O-O-O", "Re8",  "Kb1", NULL,
};
static const char *const appendix_canonical_tr[] = {
  "e4",   "e5",  "Af3", "Af6",  "d4",  "exd4", "e5",  "Ae4",   "Vxd4", "d5",  "exd6",
  "Axd6", "Fg5", "Ac6", "Ve3+", "Fe7", "Abd2", "O-O", "O-O-O", "Ke8",  "Şb1", NULL,
};

typedef struct
{
  const char *name;
  const char *const *moves;
  ChessSanLanguage lang;
  const char *const *canonical;
} GameCase;

static const GameCase appendix_cases[] = {
  { "short", appendix_short, EN, appendix_canonical_en },
  { "long", appendix_long, EN, appendix_canonical_en },
  { "turkish", appendix_turkish, TR, appendix_canonical_tr },
};

static void
test_appendix_game (gconstpointer data)
{
  const GameCase *c = data;
  ChessPosition pos, ref;
  chess_position_init_start (&pos);
  chess_position_init_start (&ref);
  for (int i = 0; c->moves[i]; i++)
    {
      ChessSanReading r, rr;
      g_test_message ("ply %d: %s", i + 1, c->moves[i]);
      g_assert_cmpint (chess_san_read (&pos, c->moves[i], c->lang, 0, &r), ==, CHESS_SAN_OK);
      /* The short English text read in parallel is the reference for which move it was. */
      g_assert_cmpint (chess_san_read (&ref, appendix_short[i], EN, 0, &rr), ==, CHESS_SAN_OK);
      g_assert_cmpuint (r.move, ==, rr.move);
      char san[CHESS_SAN_MAX];
      g_assert_cmpstr (chess_san_write (&pos, r.move, c->lang, san, sizeof san), ==,
                       c->canonical[i]);
      ChessUndo u;
      chess_position_make (&pos, r.move, &u);
      chess_position_make (&ref, rr.move, &u);
    }
  /* Set up by hand from the moves: Black's queen and White's knight f3 never moved again; White
   * castled long, so the rook a1 went to d1; the last capture was 6...Nxd6, nine plies before. */
  char fen[CHESS_FEN_MAX];
  chess_position_to_fen (&pos, CHESS_FEN_STYLE_XFEN, fen, sizeof fen);
  g_assert_cmpstr (fen, ==, "r1bqr1k1/ppp1bppp/2nn4/6B1/8/4QN2/PPPN1PPP/1K1R1B1R b - - 9 11");
}

/* ---- Hand-derived cases ---- */

typedef struct
{
  const char *name;
  const char *fen;
  ChessSanLanguage lang;
  const char *text;
  ChessSanError error;
  const char *uci;        /* the move read, on CHESS_SAN_OK */
  const char *san;        /* its canonical SAN in the same language */
  unsigned notes;         /* exactly these notes (read with CHESS_SAN_READ_CHECK_MARKS) */
  const char *candidates; /* UCI, space-separated, on AMBIGUOUS and PROMOTION_MISSING */
  int column;             /* on errors; 0: not checked */
} ReadCase;

#define START CHESS_FEN_START
/* Knights b1 and f1 both reach d2; only b1 reaches c3. */
#define KNIGHTS "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1"
/* Knights b1 and f3 both reach d2; file and rank would each tell them apart: the file wins. */
#define KNIGHTS_FILE_OR_RANK "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1"
/* Rooks a1 and a5 on one file: a3 needs the rank; a6 only the a5 rook reaches (a1 is blocked). */
#define ROOKS "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1"
/* Queens e4, h4, h1 all reach e1: e4 by the file, h4 by the diagonal g3-f2, h1 by the rank.
 * For h4 the file h is shared with h1 and the rank 4 with e4: both are needed (Qh4e1). For e4
 * the file is enough (Qee1); for h1 the file h is shared with h4, the rank is enough (Q1e1). */
#define QUEENS "1k6/8/8/8/4Q2Q/8/8/K6Q w - - 0 1"
/* Knights d2 and h4 both reach f3, but d2 is pinned by the bishop b4 against the king e1: canonical
 * SAN ignores it, so Nf3 (not Nhf3). */
#define PINNED_KNIGHT "4k3/8/8/8/1b5N/8/3N4/4K3 w - - 0 1"
/* Rooks a4 and e4 both reach d4, but e4 is pinned on the e-file by the rook e8. */
#define PINNED_ROOK "4r2k/8/8/8/R3R3/8/8/4K3 w - - 0 1"
/* Pawn e7 promotes on e8; the black king a8 is on the eighth rank, so a queen or rook on e8 checks
 * it along b8-d8; the king escapes to a7 or b7, so it is no mate. Bishop or knight: no check. */
#define PROMO "k7/4P3/8/8/8/8/8/4K3 w - - 0 1"
/* Same, but the white king b6 takes a7, b7 (and c7) away: e8=Q and e8=R are mate. */
#define PROMO_MATE "k7/4P3/1K6/8/8/8/8/8 w - - 0 1"
/* Pawn e7 can push to e8 or take the rook d8; either queen checks the king h8 along the rank and
 * the king goes to g7 or h7. */
#define PROMO_CAPTURE "3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1"
#define CASTLE "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
/* After O-O the rook f1 checks the king f8 along the f-file. */
#define CASTLE_CHECK "5k2/8/8/8/8/8/8/4K2R w K - 0 1"
/* The rook f2 attacks f1, which the king must cross for O-O; O-O-O crosses d1 and c1 only. */
#define CASTLE_THROUGH "4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1"
#define CASTLE_BLOCKED "4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1"
/* Chess960: king f1, rook g1 with the right to castle: O-O puts the king on g1 and the rook on f1,
 * which the UCI of Chess960 writes f1g1. Kg1 is no move at all (own rook on g1). */
#define C960_SHORT "4k3/8/8/8/8/8/8/5KR1 w G - 0 1"
/* Chess960: king b1, rook a1: O-O-O puts the king on c1 and the rook on d1; Kc1 is an ordinary king
 * move that leaves the rook on a1. Both are legal and must never be confused. */
#define C960_LONG "4k3/8/8/8/8/8/8/RK6 w A - 0 1"
/* Black has just played d7-d5 next to the white pawn e5. */
#define EP "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"
/* The same capture would open the fifth rank between the rook h5 and the king a5 (3.9.2). */
#define EP_PINNED "8/8/8/K2pP2r/8/8/8/4k3 w - d6 0 1"
/* 1.e4 e5 2.Bc4 Nc6 3.Qh5 Nf6: Qxf7 is the scholar's mate (f7 is covered by the bishop c4, the
 * king e8 has d8 and f8 blocked by its own pieces and e7 covered by the queen). */
#define SCHOLAR "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"
/* 1.f3 e5 2.g4: Qh4 is the fool's mate (e1-h4 diagonal open, f2 and d1/f1 give no escape). */
#define FOOL "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2"
/* Back rank: the king g8 is walled in by its pawns f7 g7 h7. */
#define BACK_RANK "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"
/* The knight e2 uncovers the rook e1 against the king e8. */
#define DISCOVERED "4k3/8/8/8/8/8/4N3/4R1K1 w - - 0 1"
/* 1.e4 d5: exd5 available; d5 is occupied, so no pawn can push there. */
#define SCANDI "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"
#define AFTER_E4 "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
/* Black pawn a2 promotes on a1; a queen there checks the king e1 along b1-d1. */
#define BLACK_PROMO "4k3/8/8/8/8/8/p7/4K3 b - - 0 1"
/* King e1 and rook h1 of White: for Turkish letters. No right to castle. */
#define KING_ROOK "4k3/8/8/8/8/8/8/4K2R w - - 0 1"
/* The black rook e1 checks the king a1; the rook h1 takes it and then checks the king e8. */
#define ROOK_TAKES "4k3/8/8/8/8/8/8/K3r2R w - - 0 1"
/* 1.e4 e5 2.Nf3 d6: Bb5 checks along c6-d7. */
#define BISHOP_CHECK "rnbqkbnr/ppp2ppp/3p4/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3"
/* The queen h1 reaches d1 over g1, f1, e1. */
#define QUEEN_D1 "4k3/8/8/8/8/8/3K4/7Q w - - 0 1"

#define N_CHECK CHESS_SAN_NOTE_CHECK_MARK
#define N_CAPTURE CHESS_SAN_NOTE_CAPTURE_MARK
#define N_COLON CHESS_SAN_NOTE_COLON
#define N_DISAMB CHESS_SAN_NOTE_DISAMBIGUATION
#define N_LONG CHESS_SAN_NOTE_LONG_FORM
#define N_ZEROS CHESS_SAN_NOTE_CASTLING_ZEROS
#define N_AS_KING CHESS_SAN_NOTE_CASTLING_AS_KING
#define N_EP CHESS_SAN_NOTE_EN_PASSANT_MARK
#define N_EP_WRONG CHESS_SAN_NOTE_EN_PASSANT_WRONG
#define N_PROMO CHESS_SAN_NOTE_PROMOTION_FORM
#define N_ANN CHESS_SAN_NOTE_ANNOTATION
#define N_S CHESS_SAN_NOTE_TURKISH_S

#define OK(u, s, n) CHESS_SAN_OK, u, s, n, NULL, 0
#define ERR(e, col) CHESS_SAN_ERROR_##e, NULL, NULL, 0, NULL, col
#define CANDS(e, list, col) CHESS_SAN_ERROR_##e, NULL, NULL, 0, list, col

static const ReadCase read_cases[] = {
  /* Disambiguation by file, by rank, by both; and none where the rival cannot go. */
  { "file-ambiguous", KNIGHTS, EN, "Nd2", CANDS (AMBIGUOUS, "b1d2 f1d2", 1) },
  { "file", KNIGHTS, EN, "Nbd2", OK ("b1d2", "Nbd2", 0) },
  { "file-other", KNIGHTS, EN, "Nfd2", OK ("f1d2", "Nfd2", 0) },
  { "rank-does-not-help", KNIGHTS, EN, "N1d2", CANDS (AMBIGUOUS, "b1d2 f1d2", 1) },
  { "long-disambiguates", KNIGHTS, EN, "Nb1-d2", OK ("b1d2", "Nbd2", N_LONG) },
  { "not-needed", KNIGHTS, EN, "Nbc3", OK ("b1c3", "Nc3", N_DISAMB) },
  { "file-before-rank", KNIGHTS_FILE_OR_RANK, EN, "Nd2", CANDS (AMBIGUOUS, "b1d2 f3d2", 1) },
  { "rank-not-canonical", KNIGHTS_FILE_OR_RANK, EN, "N1d2", OK ("b1d2", "Nbd2", N_DISAMB) },
  { "file-canonical", KNIGHTS_FILE_OR_RANK, EN, "N3d2", OK ("f3d2", "Nfd2", N_DISAMB) },
  { "rank", ROOKS, EN, "R1a3", OK ("a1a3", "R1a3", 0) },
  { "rank-other", ROOKS, EN, "R5a3", OK ("a5a3", "R5a3", 0) },
  { "file-does-not-help", ROOKS, EN, "Raa3", CANDS (AMBIGUOUS, "a1a3 a5a3", 1) },
  { "blocked-rival", ROOKS, EN, "Ra6", OK ("a5a6", "Ra6", 0) },
  { "both", QUEENS, EN, "Qh4e1", OK ("h4e1", "Qh4e1", 0) },
  { "both-hyphen", QUEENS, EN, "Qh4-e1", OK ("h4e1", "Qh4e1", N_LONG) },
  { "three-ambiguous", QUEENS, EN, "Qe1", CANDS (AMBIGUOUS, "h1e1 e4e1 h4e1", 1) },
  { "file-h-ambiguous", QUEENS, EN, "Qhe1", CANDS (AMBIGUOUS, "h1e1 h4e1", 1) },
  { "rank-4-ambiguous", QUEENS, EN, "Q4e1", CANDS (AMBIGUOUS, "e4e1 h4e1", 1) },
  { "queen-file", QUEENS, EN, "Qee1", OK ("e4e1", "Qee1", 0) },
  { "queen-rank", QUEENS, EN, "Q1e1", OK ("h1e1", "Q1e1", 0) },
  { "queen-long", QUEENS, EN, "Qh1e1", OK ("h1e1", "Q1e1", N_LONG) },
  /* A pinned rival does not count. */
  { "pinned-knight", PINNED_KNIGHT, EN, "Nf3", OK ("h4f3", "Nf3", 0) },
  { "pinned-knight-named", PINNED_KNIGHT, EN, "Nhf3", OK ("h4f3", "Nf3", N_DISAMB) },
  { "pinned-knight-moves", PINNED_KNIGHT, EN, "Ndf3", ERR (KING_IN_CHECK, 1) },
  { "pinned-rook", PINNED_ROOK, EN, "Rd4", OK ("a4d4", "Rd4", 0) },
  { "pinned-rook-moves", PINNED_ROOK, EN, "Red4", ERR (KING_IN_CHECK, 1) },
  { "pinned-rook-along", PINNED_ROOK, EN, "Re5", OK ("e4e5", "Re5", 0) },
  /* Promotions. */
  { "promo", PROMO, EN, "e8=Q", OK ("e7e8q", "e8=Q+", N_CHECK) },
  { "promo-check", PROMO, EN, "e8=Q+", OK ("e7e8q", "e8=Q+", 0) },
  { "promo-bare", PROMO, EN, "e8Q+", OK ("e7e8q", "e8=Q+", N_PROMO) },
  { "promo-paren", PROMO, EN, "e8(Q)+", OK ("e7e8q", "e8=Q+", N_PROMO) },
  { "promo-slash", PROMO, EN, "e8/Q+", OK ("e7e8q", "e8=Q+", N_PROMO) },
  { "promo-uci", PROMO, EN, "e7e8q", OK ("e7e8q", "e8=Q+", N_PROMO | N_LONG | N_CHECK) },
  { "promo-uci-bishop", PROMO, EN, "e7e8b", OK ("e7e8b", "e8=B", N_PROMO | N_LONG) },
  { "promo-long", PROMO, EN, "e7-e8=N", OK ("e7e8n", "e8=N", N_LONG) },
  { "promo-rook", PROMO, EN, "e8=R+", OK ("e7e8r", "e8=R+", 0) },
  { "promo-missing", PROMO, EN, "e8", CANDS (PROMOTION_MISSING, "e7e8q e7e8r e7e8b e7e8n", 3) },
  { "promo-missing-long", PROMO, EN, "e7-e8",
    CANDS (PROMOTION_MISSING, "e7e8q e7e8r e7e8b e7e8n", 6) },
  { "promo-king", PROMO, EN, "e8=K", ERR (PROMOTION_PIECE, 4) },
  { "promo-unexpected", START, EN, "e4=Q", ERR (PROMOTION_UNEXPECTED, 4) },
  { "promo-mate", PROMO_MATE, EN, "e8=Q#", OK ("e7e8q", "e8=Q#", 0) },
  { "promo-mate-as-check", PROMO_MATE, EN, "e8=R+", OK ("e7e8r", "e8=R#", N_CHECK) },
  { "promo-no-check", PROMO_MATE, EN, "e8=N+", OK ("e7e8n", "e8=N", N_CHECK) },
  { "promo-capture", PROMO_CAPTURE, EN, "exd8=Q+", OK ("e7d8q", "exd8=Q+", 0) },
  { "promo-capture-bare", PROMO_CAPTURE, EN, "ed8Q",
    OK ("e7d8q", "exd8=Q+", N_CAPTURE | N_PROMO | N_CHECK) },
  { "promo-capture-missing", PROMO_CAPTURE, EN, "exd8",
    CANDS (PROMOTION_MISSING, "e7d8q e7d8r e7d8b e7d8n", 5) },
  { "promo-push", PROMO_CAPTURE, EN, "e8=Q+", OK ("e7e8q", "e8=Q+", 0) },
  { "black-promo", BLACK_PROMO, EN, "a1=Q+", OK ("a2a1q", "a1=Q+", 0) },
  { "black-promo-knight", BLACK_PROMO, EN, "a1=N", OK ("a2a1n", "a1=N", 0) },
  /* Castling. */
  { "O-O", CASTLE, EN, "O-O", OK ("e1g1", "O-O", 0) },
  { "0-0", CASTLE, EN, "0-0", OK ("e1g1", "O-O", N_ZEROS) },
  { "o-o", CASTLE, EN, "o-o", OK ("e1g1", "O-O", N_ZEROS) },
  { "O-O-O", CASTLE, EN, "O-O-O", OK ("e1c1", "O-O-O", 0) },
  { "0-0-0", CASTLE, EN, "0-0-0", OK ("e1c1", "O-O-O", N_ZEROS) },
  { "castle-uci", CASTLE, EN, "e1g1", OK ("e1g1", "O-O", N_LONG | N_AS_KING) },
  { "castle-long-form", CASTLE, EN, "Ke1-c1", OK ("e1c1", "O-O-O", N_LONG | N_AS_KING) },
  { "castle-king-takes-rook", CASTLE, EN, "e1h1", OK ("e1g1", "O-O", N_LONG | N_AS_KING) },
  /* Kg1 names a king move of one square; two squares is no king move, and no castling either. */
  { "castle-not-kg1", CASTLE, EN, "Kg1", ERR (NO_SUCH_MOVE, 1) },
  { "castle-mixed", CASTLE, EN, "O-0", ERR (SYNTAX, 3) },
  { "castle-check", CASTLE_CHECK, EN, "O-O", OK ("e1g1", "O-O+", N_CHECK) },
  { "castle-check-marked", CASTLE_CHECK, EN, "0-0+", OK ("e1g1", "O-O+", N_ZEROS) },
  { "castle-no-right", CASTLE_CHECK, EN, "O-O-O", ERR (CASTLING, 1) },
  { "castle-through-check", CASTLE_THROUGH, EN, "O-O", ERR (CASTLING, 1) },
  { "castle-other-side", CASTLE_THROUGH, EN, "O-O-O", OK ("e1c1", "O-O-O", 0) },
  { "castle-blocked", CASTLE_BLOCKED, EN, "O-O-O", ERR (CASTLING, 1) },
  { "c960-O-O", C960_SHORT, EN, "O-O", OK ("f1g1", "O-O", 0) },
  { "c960-kg1", C960_SHORT, EN, "Kg1", ERR (NO_SUCH_MOVE, 1) },
  { "c960-king-onto-rook", C960_SHORT, EN, "f1g1", OK ("f1g1", "O-O", N_LONG | N_AS_KING) },
  { "c960-king-onto-rook-long", C960_SHORT, EN, "Kf1-g1", OK ("f1g1", "O-O", N_LONG | N_AS_KING) },
  { "c960-O-O-O", C960_LONG, EN, "O-O-O", OK ("b1a1", "O-O-O", 0) },
  { "c960-kc1", C960_LONG, EN, "Kc1", OK ("b1c1", "Kc1", 0) },
  { "c960-b1c1", C960_LONG, EN, "b1c1", OK ("b1c1", "Kc1", N_LONG) },
  { "c960-b1a1", C960_LONG, EN, "b1a1", OK ("b1a1", "O-O-O", N_LONG | N_AS_KING) },
  { "c960-no-short", C960_LONG, EN, "O-O", ERR (CASTLING, 1) },
  /* En passant. */
  { "ep", EP, EN, "exd6", OK ("e5d6", "exd6", 0) },
  { "ep-marked", EP, EN, "exd6 e.p.", OK ("e5d6", "exd6", N_EP) },
  { "ep-marked-tight", EP, EN, "exd6e.p.", OK ("e5d6", "exd6", N_EP) },
  { "ep-ep", EP, EN, "exd6ep", OK ("e5d6", "exd6", N_EP) },
  { "ep-no-x", EP, EN, "ed6", OK ("e5d6", "exd6", N_CAPTURE) },
  { "ep-long", EP, EN, "e5xd6", OK ("e5d6", "exd6", N_LONG) },
  { "ep-uci", EP, EN, "e5d6", OK ("e5d6", "exd6", N_LONG | N_CAPTURE) },
  { "ep-pinned", EP_PINNED, EN, "exd6", ERR (KING_IN_CHECK, 1) },
  { "ep-mark-wrong", SCANDI, EN, "exd5 e.p.", OK ("e4d5", "exd5", N_EP | N_EP_WRONG) },
  /* Checks, mates and what people leave out. */
  { "mate", SCHOLAR, EN, "Qxf7#", OK ("h5f7", "Qxf7#", 0) },
  { "mate-as-check", SCHOLAR, EN, "Qxf7+", OK ("h5f7", "Qxf7#", N_CHECK) },
  { "mate-unmarked", SCHOLAR, EN, "Qxf7", OK ("h5f7", "Qxf7#", N_CHECK) },
  { "capture-unmarked", SCHOLAR, EN, "Qf7#", OK ("h5f7", "Qxf7#", N_CAPTURE) },
  { "capture-colon", SCHOLAR, EN, "Q:f7#", OK ("h5f7", "Qxf7#", N_COLON) },
  { "fool", FOOL, EN, "Qh4#", OK ("d8h4", "Qh4#", 0) },
  { "fool-annotated", FOOL, EN, "Qh4#!!", OK ("d8h4", "Qh4#", N_ANN) },
  { "back-rank", BACK_RANK, EN, "Ra8#", OK ("a1a8", "Ra8#", 0) },
  { "discovered", DISCOVERED, EN, "Nc3+", OK ("e2c3", "Nc3+", 0) },
  { "double-plus", DISCOVERED, EN, "Nc3++", OK ("e2c3", "Nc3+", 0) },
  { "check-wrong", START, EN, "Nf3+", OK ("g1f3", "Nf3", N_CHECK) },
  { "capture-wrong", START, EN, "Nxf3", OK ("g1f3", "Nf3", N_CAPTURE) },
  /* Pawns and long forms. */
  { "pawn-capture", SCANDI, EN, "exd5", OK ("e4d5", "exd5", 0) },
  { "pawn-capture-bare", SCANDI, EN, "ed5", OK ("e4d5", "exd5", N_CAPTURE) },
  { "pawn-capture-colon", SCANDI, EN, "e:d5", OK ("e4d5", "exd5", N_COLON) },
  { "pawn-capture-long", SCANDI, EN, "e4xd5", OK ("e4d5", "exd5", N_LONG) },
  { "pawn-capture-no-file", SCANDI, EN, "d5", ERR (NO_SUCH_MOVE, 1) },
  { "pawn-double", START, EN, "e2-e4", OK ("e2e4", "e4", N_LONG) },
  { "pawn-uci", START, EN, "e2e4", OK ("e2e4", "e4", N_LONG) },
  { "pawn-too-far", START, EN, "e2-e5", ERR (NO_SUCH_MOVE, 1) },
  { "pawn-none", START, EN, "e3e4", ERR (NO_SUCH_MOVE, 1) },
  { "black-pawn", AFTER_E4, EN, "d5", OK ("d7d5", "d5", 0) },
  { "black-pawn-single", AFTER_E4, EN, "d6", OK ("d7d6", "d6", 0) },
  { "knight-long", START, EN, "Ng1-f3", OK ("g1f3", "Nf3", N_LONG) },
  { "knight-full", START, EN, "Ng1f3", OK ("g1f3", "Nf3", N_LONG) },
  { "knight-uci", START, EN, "g1f3", OK ("g1f3", "Nf3", N_LONG) },
  { "wrong-piece", START, EN, "Bg1-f3", ERR (PIECE_MISMATCH, 1) },
  { "no-piece-there", START, EN, "Ng3-f5", ERR (PIECE_MISMATCH, 1) },
  { "blocked", START, EN, "Bc4", ERR (NO_SUCH_MOVE, 1) },
  { "own-square", START, EN, "Nd2", ERR (NO_SUCH_MOVE, 1) },
  { "annotation", START, EN, "Nf3!?", OK ("g1f3", "Nf3", N_ANN) },
  /* Turkish letters (Appendix C): Ş king (S accepted), V queen, K rook, F bishop, A knight. */
  { "tr-knight", START, TR, "Af3", OK ("g1f3", "Af3", 0) },
  { "tr-king", KING_ROOK, TR, "Şe2", OK ("e1e2", "Şe2", 0) },
  { "tr-king-s", KING_ROOK, TR, "Se2", OK ("e1e2", "Şe2", N_S) },
  { "en-king", KING_ROOK, EN, "Ke2", OK ("e1e2", "Ke2", 0) },
  { "tr-rook", KING_ROOK, TR, "Kh2", OK ("h1h2", "Kh2", 0) },
  /* K is the rook in Turkish: no rook reaches f2, and the king that does is not asked for. */
  { "tr-k-is-no-king", KING_ROOK, TR, "Kf2", ERR (NO_SUCH_MOVE, 1) },
  { "en-k-is-king", KING_ROOK, EN, "Kf2", OK ("e1f2", "Kf2", 0) },
  { "tr-rook-takes", ROOK_TAKES, TR, "Kxe1", OK ("h1e1", "Kxe1+", N_CHECK) },
  { "en-king-cannot-take", ROOK_TAKES, EN, "Kxe1", ERR (NO_SUCH_MOVE, 1) },
  { "en-rook-takes", ROOK_TAKES, EN, "Rxe1+", OK ("h1e1", "Rxe1+", 0) },
  { "tr-bishop-check", BISHOP_CHECK, TR, "Fb5+", OK ("f1b5", "Fb5+", 0) },
  { "tr-queen", QUEEN_D1, TR, "Vd1", OK ("h1d1", "Vd1", 0) },
  { "tr-promo-queen", PROMO, TR, "e8=V+", OK ("e7e8q", "e8=V+", 0) },
  { "tr-promo-rook", PROMO, TR, "e8=K+", OK ("e7e8r", "e8=K+", 0) },
  { "tr-promo-knight", PROMO, TR, "e8A", OK ("e7e8n", "e8=A", N_PROMO) },
  { "tr-promo-king", PROMO, TR, "e8=Ş", ERR (PROMOTION_PIECE, 4) },
  { "tr-mate", FOOL, TR, "Vh4#", OK ("d8h4", "Vh4#", 0) },
  { "tr-back-rank", BACK_RANK, TR, "Ka8", OK ("a1a8", "Ka8#", N_CHECK) },
  { "tr-castle", CASTLE, TR, "0-0-0", OK ("e1c1", "O-O-O", N_ZEROS) },
  { "tr-long", START, TR, "Ag1-f3", OK ("g1f3", "Af3", N_LONG) },
  { "tr-disamb", KNIGHTS, TR, "Abd2", OK ("b1d2", "Abd2", 0) },
  { "tr-ambiguous", KNIGHTS, TR, "Ad2", CANDS (AMBIGUOUS, "b1d2 f1d2", 1) },
  /* Never across languages. */
  { "tr-rejects-N", START, TR, "Nf3", ERR (WRONG_LANGUAGE, 1) },
  { "tr-rejects-B", BISHOP_CHECK, TR, "Bb5+", ERR (WRONG_LANGUAGE, 1) },
  { "tr-rejects-Q", QUEEN_D1, TR, "Qd1", ERR (WRONG_LANGUAGE, 1) },
  { "tr-rejects-R", KING_ROOK, TR, "Rh2", ERR (WRONG_LANGUAGE, 1) },
  { "tr-rejects-promo-Q", PROMO, TR, "e8=Q", ERR (WRONG_LANGUAGE, 4) },
  { "tr-rejects-uci-promo", PROMO, TR, "e7e8q", ERR (WRONG_LANGUAGE, 5) },
  { "en-rejects-A", START, EN, "Af3", ERR (WRONG_LANGUAGE, 1) },
  { "en-rejects-V", QUEEN_D1, EN, "Vd1", ERR (WRONG_LANGUAGE, 1) },
  { "en-rejects-F", BISHOP_CHECK, EN, "Fb5", ERR (WRONG_LANGUAGE, 1) },
  { "en-rejects-S-cedilla", KING_ROOK, EN, "Şe2", ERR (WRONG_LANGUAGE, 1) },
  { "en-rejects-S", KING_ROOK, EN, "Se2", ERR (WRONG_LANGUAGE, 1) },
  { "en-rejects-promo-V", PROMO, EN, "e8=V", ERR (WRONG_LANGUAGE, 4) },
  /* Text that is no move; columns count characters, so Ş is one. */
  { "empty", START, EN, "", ERR (EMPTY, 1) },
  { "bad-square", START, EN, "Nz3", ERR (SYNTAX, 2) },
  { "bad-rank", START, EN, "e9", ERR (SYNTAX, 2) },
  { "hyphen-half-origin", START, EN, "Nb-d7", ERR (SYNTAX, 3) },
  { "no-rank", START, EN, "exd", ERR (SYNTAX, 4) },
  { "trailing-space", START, EN, "e4 ", ERR (SYNTAX, 3) },
  { "leading-space", START, EN, " e4", ERR (SYNTAX, 1) },
  { "unknown-letter", START, EN, "Xe4", ERR (SYNTAX, 1) },
  { "lowercase-piece", START, EN, "nf3", ERR (SYNTAX, 1) },
  { "three-marks", START, EN, "e4!!!", ERR (SYNTAX, 5) },
  { "promo-cut", PROMO, EN, "e8=", ERR (SYNTAX, 4) },
  { "promo-paren-open", PROMO, EN, "e8(Q", ERR (SYNTAX, 5) },
  { "tr-column-after-s-cedilla", KING_ROOK, TR, "Şz2", ERR (SYNTAX, 2) },
  { "tr-column-end", KING_ROOK, TR, "Şe2x", ERR (SYNTAX, 4) },
  { "ep-on-piece", START, EN, "Nf3 e.p.", ERR (SYNTAX, 4) },
};

static void
parse_uci_list (const ChessPosition *pos, const char *list, ChessMove *out, int *n)
{
  g_auto (GStrv) parts = g_strsplit (list, " ", -1);
  ChessMoveList legal;
  chess_movegen_legal (pos, &legal);
  *n = 0;
  for (int i = 0; parts[i]; i++)
    {
      ChessMove found = CHESS_MOVE_NONE;
      for (int k = 0; k < legal.count; k++)
        {
          char u[6];
          if (strcmp (uci_of (pos, legal.moves[k], u), parts[i]) == 0)
            found = legal.moves[k];
        }
      g_assert_cmpuint (found, !=, CHESS_MOVE_NONE);
      out[(*n)++] = found;
    }
}

static void
test_read_case (gconstpointer data)
{
  const ReadCase *c = data;
  ChessPosition pos;
  load (&pos, c->fen);
  ChessSanReading r;
  ChessSanError e = chess_san_read (&pos, c->text, c->lang, CHESS_SAN_READ_CHECK_MARKS, &r);
  g_assert_cmpint (e, ==, c->error);
  if (c->error == CHESS_SAN_OK)
    {
      char u[6], san[CHESS_SAN_MAX];
      g_assert_cmpstr (uci_of (&pos, r.move, u), ==, c->uci);
      g_assert_cmpuint (r.notes, ==, c->notes);
      g_assert_cmpint (r.column, ==, 0);
      g_assert_true (chess_movegen_is_legal (&pos, r.move));
      g_assert_cmpstr (chess_san_write (&pos, r.move, c->lang, san, sizeof san), ==, c->san);
      /* The canonical text reads back as the same move, with nothing to remark. */
      ChessSanReading back;
      g_assert_cmpint (chess_san_read (&pos, san, c->lang, CHESS_SAN_READ_CHECK_MARKS, &back), ==,
                       CHESS_SAN_OK);
      g_assert_cmpuint (back.move, ==, r.move);
      g_assert_cmpuint (back.notes, ==, 0);
      /* The same text with a length and without its terminator. */
      g_autofree char *padded = g_strconcat (c->text, "??junk", NULL);
      g_assert_cmpint (chess_san_read_n (&pos, padded, strlen (c->text), c->lang, 0, &back), ==,
                       CHESS_SAN_OK);
      g_assert_cmpuint (back.move, ==, r.move);
    }
  else
    {
      g_assert_cmpuint (r.move, ==, CHESS_MOVE_NONE);
      if (c->column)
        g_assert_cmpint (r.column, ==, c->column);
      if (c->candidates)
        {
          ChessMove want[CHESS_SAN_MAX_CANDIDATES];
          int n;
          parse_uci_list (&pos, c->candidates, want, &n);
          g_assert_cmpint (r.candidate_count, ==, n);
          for (int i = 0; i < n; i++)
            g_assert_cmpuint (r.candidates[i], ==, want[i]);
        }
      else
        g_assert_cmpint (r.candidate_count, ==, 0);
    }
}

/* Reasons a move is refused, for the messages the CLI builds from them. */
typedef struct
{
  const char *name;
  const char *fen;
  const char *text;
  ChessSanError error;
  ChessIllegalReason reason;
  ChessPieceType piece;
  const char *to;
} ReasonCase;

static const ReasonCase reason_cases[] = {
  { "no-right", CASTLE_CHECK, "O-O-O", CHESS_SAN_ERROR_CASTLING, CHESS_ILLEGAL_CASTLING_RIGHTS,
    CHESS_KING, NULL },
  { "through-check", CASTLE_THROUGH, "O-O", CHESS_SAN_ERROR_CASTLING, CHESS_ILLEGAL_CASTLING_CHECK,
    CHESS_KING, NULL },
  { "blocked", CASTLE_BLOCKED, "O-O-O", CHESS_SAN_ERROR_CASTLING, CHESS_ILLEGAL_CASTLING_BLOCKED,
    CHESS_KING, NULL },
  /* The bishop f1 is walled in by e2 and g2. */
  { "path", START, "Bc4", CHESS_SAN_ERROR_NO_SUCH_MOVE, CHESS_ILLEGAL_PATH_BLOCKED, CHESS_BISHOP,
    "c4" },
  { "own", START, "Nd2", CHESS_SAN_ERROR_NO_SUCH_MOVE, CHESS_ILLEGAL_OWN_PIECE, CHESS_KNIGHT,
    "d2" },
  { "no-such-piece", KING_ROOK, "Qd1", CHESS_SAN_ERROR_NO_SUCH_MOVE, CHESS_ILLEGAL_NO_PIECE,
    CHESS_QUEEN, "d1" },
  { "way", START, "Nf4", CHESS_SAN_ERROR_NO_SUCH_MOVE, CHESS_ILLEGAL_PIECE_RULES, CHESS_KNIGHT,
    "f4" },
  { "pin", PINNED_ROOK, "Red4", CHESS_SAN_ERROR_KING_IN_CHECK, CHESS_ILLEGAL_KING_IN_CHECK,
    CHESS_ROOK, "d4" },
  { "long-empty", START, "e3e4", CHESS_SAN_ERROR_NO_SUCH_MOVE, CHESS_ILLEGAL_NO_PIECE, CHESS_PAWN,
    "e4" },
  { "long-theirs", START, "e7e5", CHESS_SAN_ERROR_NO_SUCH_MOVE, CHESS_ILLEGAL_NOT_YOUR_TURN,
    CHESS_PAWN, "e5" },
  { "king-two", CASTLE, "Kg1", CHESS_SAN_ERROR_NO_SUCH_MOVE, CHESS_ILLEGAL_PIECE_RULES, CHESS_KING,
    "g1" },
};

static void
test_reason (gconstpointer data)
{
  const ReasonCase *c = data;
  ChessPosition pos;
  load (&pos, c->fen);
  ChessSanReading r;
  g_assert_cmpint (chess_san_read (&pos, c->text, EN, 0, &r), ==, c->error);
  g_assert_cmpint (r.reason, ==, c->reason);
  g_assert_cmpint (r.piece, ==, c->piece);
  if (c->to)
    {
      char sq[3];
      chess_square_name (r.to, sq);
      g_assert_cmpstr (sq, ==, c->to);
    }
}

/* ---- Round trips and exhaustive reading over perft trees ---- */

typedef struct
{
  const char *name;
  const char *fen;
  int depth;
} TreeCase;

/* The six positions of the Chess Programming Wiki "Perft Results" page (promotions, en passant,
 * castling, pins and checks), and Chess960 positions where the king stands next to a castling
 * rook. */
static const TreeCase tree_cases[] = {
  { "initial", CHESS_FEN_START, 2 },
  { "kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 2 },
  { "position3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 3 },
  { "position4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 2 },
  { "position5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 2 },
  { "position6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 2 },
  { "c960-cpw", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", 2 },
  { "c960-king-b1", "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1", 3 },
  { "c960-rooks-fh", "5rkr/8/8/8/8/8/8/5RKR w HFhf - 0 1", 2 },
  { "c960-rooks-bg", "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1", 2 },
  /* Promotions with and without capture for both sides, and checks from them. */
  { "promotions", "1r2k3/P1P5/8/8/8/8/1p3p1p/4K1N1 w - - 0 1", 2 },
};

typedef void (*Visit) (const ChessPosition *pos, gpointer data);

static void
walk (ChessPosition *pos, int depth, Visit visit, gpointer data)
{
  visit (pos, data);
  if (depth == 0)
    return;
  ChessMoveList list;
  chess_movegen_legal (pos, &list);
  for (int i = 0; i < list.count; i++)
    {
      ChessUndo u;
      chess_position_make (pos, list.moves[i], &u);
      walk (pos, depth - 1, visit, data);
      chess_position_unmake (pos, list.moves[i], &u);
    }
}

typedef struct
{
  guint positions;
  guint moves;
  guint failures;
} Tally;

static void
report (Tally *t, const ChessPosition *pos, const char *what, const char *detail)
{
  if (t->failures++ < 20)
    {
      char fen[CHESS_FEN_MAX];
      chess_position_to_fen (pos, CHESS_FEN_STYLE_SHREDDER, fen, sizeof fen);
      g_test_message ("%s: %s in %s", what, detail, fen);
    }
}

/* English SAN with Appendix C's Turkish letters put in, independently of the writer's tables. */
static void
to_turkish (const char *en, char *out, size_t size)
{
  GString *s = g_string_new (NULL);
  for (const char *p = en; *p; p++)
    switch (*p)
      {
      case 'K':
        g_string_append (s, "Ş");
        break;
      case 'Q':
        g_string_append_c (s, 'V');
        break;
      case 'R':
        g_string_append_c (s, 'K');
        break;
      case 'B':
        g_string_append_c (s, 'F');
        break;
      case 'N':
        g_string_append_c (s, 'A');
        break;
      default:
        g_string_append_c (s, *p);
      }
  g_strlcpy (out, s->str, size);
  g_string_free (s, TRUE);
}

static void
visit_round_trip (const ChessPosition *pos, gpointer data)
{
  Tally *t = data;
  ChessMoveList list;
  chess_movegen_legal (pos, &list);
  char en[CHESS_MAX_MOVES][CHESS_SAN_MAX];
  t->positions++;
  for (int i = 0; i < list.count; i++)
    {
      ChessMove m = list.moves[i];
      char tr[CHESS_SAN_MAX], want_tr[CHESS_SAN_MAX];
      ChessSanReading r;
      t->moves++;
      chess_san_write (pos, m, EN, en[i], sizeof en[i]);
      chess_san_write (pos, m, TR, tr, sizeof tr);
      to_turkish (en[i], want_tr, sizeof want_tr);
      if (strcmp (tr, want_tr) != 0)
        report (t, pos, "Turkish letters", tr);

      /* '#' exactly when the opponent has no legal reply while in check. */
      ChessPosition after = *pos;
      ChessUndo u;
      chess_position_make (&after, m, &u);
      int replies = chess_movegen_count (&after);
      bool check = chess_position_in_check (&after);
      char last = en[i][strlen (en[i]) - 1];
      if ((last == '#') != (check && replies == 0) || (last == '+') != (check && replies > 0))
        report (t, pos, "check mark", en[i]);

      for (int lang = EN; lang <= TR; lang++)
        {
          const char *text = lang == EN ? en[i] : tr;
          ChessSanError e = chess_san_read (pos, text, lang, CHESS_SAN_READ_CHECK_MARKS, &r);
          if (e != CHESS_SAN_OK || r.move != m || r.notes != 0)
            report (t, pos, "read back", text);
        }

      /* Read in the other language, the text is refused or names another piece: English K is
       * the Turkish rook, Turkish K the English king. Pawn moves and castling carry no letter. */
      char first = en[i][0];
      bool lettered = strchr ("KQRBN", first) != NULL || strchr (en[i], '=') != NULL;
      for (int lang = EN; lang <= TR; lang++)
        {
          const char *text = lang == EN ? tr : en[i];
          ChessSanError e = chess_san_read (pos, text, lang, 0, &r);
          if (!lettered)
            {
              if (e != CHESS_SAN_OK || r.move != m)
                report (t, pos, "letterless in other language", text);
            }
          else if (e == CHESS_SAN_OK && r.move == m)
            report (t, pos, "read across languages", text);
          else if (e == CHESS_SAN_OK
                   && CHESS_PIECE_TYPE (pos->board[chess_move_from (r.move)])
                          != (lang == TR ? CHESS_ROOK : CHESS_KING))
            report (t, pos, "letter K read as something else", text);
        }
    }
  /* Each text names one move. */
  for (int i = 0; i < list.count; i++)
    for (int j = i + 1; j < list.count; j++)
      if (strcmp (en[i], en[j]) == 0)
        report (t, pos, "same SAN twice", en[i]);
}

/* Every short form "Xsq" and long form "Xfrom-to" checked against the legal move list. */
static void
visit_exhaustive (const ChessPosition *pos, gpointer data)
{
  Tally *t = data;
  ChessMoveList list;
  chess_movegen_legal (pos, &list);
  ChessColor us = pos->side;
  int last_rank = us == CHESS_WHITE ? 7 : 0;
  t->positions++;

  for (ChessSquare to = 0; to < 64; to++)
    {
      char sq[3];
      chess_square_name (to, sq);
      /* Pieces, short form. */
      for (int type = CHESS_KNIGHT; type <= CHESS_KING; type++)
        {
          ChessMove want[CHESS_MAX_MOVES];
          int n = 0;
          for (int i = 0; i < list.count; i++)
            {
              ChessMove m = list.moves[i];
              if (chess_move_kind (m) != CHESS_MOVE_CASTLING && chess_move_to (m) == to
                  && (int) CHESS_PIECE_TYPE (pos->board[chess_move_from (m)]) == type)
                want[n++] = m;
            }
          char text[8];
          g_snprintf (text, sizeof text, "%s%s", chess_san_piece_letter (type, EN), sq);
          ChessSanReading r;
          ChessSanError e = chess_san_read (pos, text, EN, 0, &r);
          t->moves++;
          if (n == 0 && e == CHESS_SAN_OK)
            report (t, pos, "accepted an illegal move", text);
          else if (n == 1 && (e != CHESS_SAN_OK || r.move != want[0]))
            report (t, pos, "refused a legal move", text);
          else if (n > 1)
            {
              bool same = e == CHESS_SAN_ERROR_AMBIGUOUS && r.candidate_count == n;
              for (int k = 0; same && k < n; k++)
                same = r.candidates[k] == want[k];
              if (!same)
                report (t, pos, "ambiguity", text);
            }
        }
      /* Pawns: push from the same file, capture from each neighbouring file. */
      for (int df = -1; df <= 1; df++)
        {
          int ff = CHESS_FILE_OF (to) + df;
          if (ff < 0 || ff > 7)
            continue;
          ChessMove want = CHESS_MOVE_NONE;
          int n = 0;
          for (int i = 0; i < list.count; i++)
            {
              ChessMove m = list.moves[i];
              ChessSquare from = chess_move_from (m);
              if (chess_move_to (m) == to && CHESS_FILE_OF (from) == ff
                  && CHESS_PIECE_TYPE (pos->board[from]) == CHESS_PAWN)
                {
                  n++;
                  if (chess_move_kind (m) != CHESS_MOVE_PROMOTION
                      || chess_move_promotion (m) == CHESS_QUEEN)
                    want = m;
                }
            }
          char text[12];
          bool promo = CHESS_RANK_OF (to) == last_rank;
          if (df == 0)
            g_snprintf (text, sizeof text, "%s%s", sq, promo ? "=Q" : "");
          else
            g_snprintf (text, sizeof text, "%cx%s%s", 'a' + ff, sq, promo ? "=Q" : "");
          ChessSanReading r;
          ChessSanError e = chess_san_read (pos, text, EN, 0, &r);
          t->moves++;
          if (n == 0 && e == CHESS_SAN_OK)
            report (t, pos, "accepted an illegal pawn move", text);
          else if (n > 0 && (e != CHESS_SAN_OK || r.move != want))
            report (t, pos, "refused a legal pawn move", text);
          if (promo && n > 0)
            {
              text[strlen (text) - 2] = '\0';
              if (chess_san_read (pos, text, EN, 0, &r) != CHESS_SAN_ERROR_PROMOTION_MISSING
                  || r.candidate_count != 4)
                report (t, pos, "missing promotion", text);
            }
        }
    }

  /* Long forms from every own piece to every square; a king's two-file step and king-onto-own-
   * rook are castling when castling there is legal. */
  ChessBitboard own = pos->colors[us];
  for (ChessSquare from = 0; from < 64; from++)
    {
      if (!(own & CHESS_BB (from)))
        continue;
      ChessPieceType type = CHESS_PIECE_TYPE (pos->board[from]);
      for (ChessSquare to = 0; to < 64; to++)
        {
          if (to == from)
            continue;
          ChessMove want = CHESS_MOVE_NONE;
          for (int i = 0; i < list.count; i++)
            {
              ChessMove m = list.moves[i];
              if (chess_move_from (m) != from)
                continue;
              if (chess_move_kind (m) == CHESS_MOVE_CASTLING)
                {
                  int df = CHESS_FILE_OF (to) - CHESS_FILE_OF (from);
                  if (chess_move_to (m) == to
                      || (chess_move_king_target (m) == to && (df >= 2 || df <= -2)))
                    want = m;
                }
              else if (chess_move_to (m) == to
                       && (chess_move_kind (m) != CHESS_MOVE_PROMOTION
                           || chess_move_promotion (m) == CHESS_QUEEN))
                want = m;
            }
          char f[3], s[3], text[16];
          chess_square_name (from, f);
          chess_square_name (to, s);
          bool promo = type == CHESS_PAWN && CHESS_RANK_OF (to) == last_rank;
          g_snprintf (text, sizeof text, "%s%s-%s%s", chess_san_piece_letter (type, EN), f, s,
                      promo ? "=Q" : "");
          ChessSanReading r;
          ChessSanError e = chess_san_read (pos, text, EN, 0, &r);
          t->moves++;
          if (want == CHESS_MOVE_NONE && e == CHESS_SAN_OK)
            report (t, pos, "accepted an illegal long move", text);
          else if (want != CHESS_MOVE_NONE && (e != CHESS_SAN_OK || r.move != want))
            report (t, pos, "refused a legal long move", text);
        }
    }
}

static void
test_tree (const TreeCase *c, Visit visit, int depth)
{
  ChessPosition pos;
  load (&pos, c->fen);
  Tally t = { 0 };
  walk (&pos, depth, visit, &t);
  g_test_message ("%u positions, %u texts", t.positions, t.moves);
  g_assert_cmpuint (t.failures, ==, 0);
  g_assert_cmpuint (t.positions, >, 0);
}

static void
test_round_trip (gconstpointer data)
{
  const TreeCase *c = data;
  test_tree (c, visit_round_trip, c->depth);
}

static void
test_exhaustive (gconstpointer data)
{
  const TreeCase *c = data;
  /* One ply less: this visit reads about 1500 texts per position. */
  test_tree (c, visit_exhaustive, c->depth - 1);
}

/* ---- pgn-extract (David J. Barnes) as an independent SAN writer ---- */

#define PGN_EXTRACT "/usr/games/pgn-extract"

typedef struct
{
  GString *pgn;
  GPtrArray *ours;
} Batch;

static void
add_game (Batch *b, const ChessPosition *pos, ChessMove m)
{
  char fen[CHESS_FEN_MAX], uci[6], san[CHESS_SAN_MAX];
  chess_position_to_fen (pos, CHESS_FEN_STYLE_XFEN, fen, sizeof fen);
  chess_san_write (pos, m, EN, san, sizeof san);
  /* The comment numbers the game, so a game pgn-extract drops cannot shift the others. */
  g_string_append_printf (b->pgn, "[Event \"%u\"]\n[SetUp \"1\"]\n[FEN \"%s\"]\n\n%s %s {%u} *\n\n",
                          b->ours->len, fen, pos->side == CHESS_WHITE ? "1." : "1...",
                          uci_of (pos, m, uci), b->ours->len);
  g_ptr_array_add (b->ours, g_strdup (san));
}

static void
visit_batch (const ChessPosition *pos, gpointer data)
{
  ChessMoveList list;
  chess_movegen_legal (pos, &list);
  for (int i = 0; i < list.count; i++)
    add_game (data, pos, list.moves[i]);
}

static void
test_pgn_extract (void)
{
  if (!g_file_test (PGN_EXTRACT, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("pgn-extract is not installed");
      return;
    }
  Batch b = { g_string_new (NULL), g_ptr_array_new_with_free_func (g_free) };
  /* Standard chess only: pgn-extract's Chess960 castling is not what is being checked. */
  for (gsize i = 0; i < G_N_ELEMENTS (tree_cases); i++)
    {
      ChessPosition pos;
      load (&pos, tree_cases[i].fen);
      if (!pos.chess960)
        walk (&pos, 1, visit_batch, &b);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (read_cases); i++)
    {
      ChessPosition pos;
      ChessSanReading r;
      load (&pos, read_cases[i].fen);
      if (!pos.chess960 && read_cases[i].lang == EN
          && chess_san_read (&pos, read_cases[i].text, EN, 0, &r) == CHESS_SAN_OK)
        add_game (&b, &pos, r.move);
    }

  g_autoptr (GError) error = NULL;
  g_autofree char *path = NULL;
  int fd = g_file_open_tmp ("hakem-san-XXXXXX.pgn", &path, &error);
  g_assert_no_error (error);
  g_close (fd, NULL);
  g_file_set_contents (path, b.pgn->str, (gssize) b.pgn->len, &error);
  g_assert_no_error (error);
  const char *argv[]
      = { PGN_EXTRACT, "-s", "--notags", "--nomovenumbers", "--noresults", "-w1000", path, NULL };
  g_autofree char *out = NULL;
  int status;
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL,
                &status, &error);
  g_assert_no_error (error);
  g_unlink (path);

  /* Each game comes back as "SAN { n }". */
  guint seen = 0, failures = 0;
  g_auto (GStrv) lines = g_strsplit (out, "\n", -1);
  for (int i = 0; lines[i]; i++)
    {
      char san[32];
      guint n;
      if (sscanf (lines[i], "%31s { %u }", san, &n) != 2 || n >= b.ours->len)
        continue;
      seen++;
      if (strcmp (san, g_ptr_array_index (b.ours, n)) != 0 && failures++ < 20)
        g_test_message ("game %u: pgn-extract %s, ours %s", n, san,
                        (const char *) g_ptr_array_index (b.ours, n));
    }
  g_test_message ("%u moves compared", seen);
  g_assert_cmpuint (failures, ==, 0);
  g_assert_cmpuint (seen, ==, b.ours->len);
  g_string_free (b.pgn, TRUE);
  g_ptr_array_unref (b.ours);
}

/* ---- Writing into small buffers ---- */

static void
test_write_truncates (void)
{
  ChessPosition pos;
  load (&pos, KING_ROOK);
  ChessSanReading r;
  g_assert_cmpint (chess_san_read (&pos, "Şe2", TR, 0, &r), ==, CHESS_SAN_OK);
  char buf[CHESS_SAN_MAX];
  memset (buf, 'z', sizeof buf);
  /* Ş is two bytes: a buffer of two holds one byte and the terminator, so no half letter. */
  g_assert_cmpstr (chess_san_write (&pos, r.move, TR, buf, 2), ==, "");
  g_assert_cmpstr (chess_san_write (&pos, r.move, TR, buf, 3), ==, "Ş");
  g_assert_cmpstr (chess_san_write (&pos, r.move, TR, buf, 4), ==, "Şe");
  g_assert_cmpstr (chess_san_write (&pos, r.move, TR, buf, sizeof buf), ==, "Şe2");
  g_assert_cmpstr (chess_san_write (&pos, r.move, EN, buf, 3), ==, "Ke");
  g_assert_cmpstr (chess_san_write (&pos, CHESS_MOVE_NONE, EN, buf, sizeof buf), ==, "");
  g_assert_cmpstr (chess_san_piece_letter (CHESS_KING, TR), ==, "Ş");
  g_assert_cmpstr (chess_san_piece_letter (CHESS_ROOK, TR), ==, "K");
  g_assert_cmpstr (chess_san_piece_letter (CHESS_PAWN, EN), ==, "");
}

static void
add_cases (const char *prefix, const void *cases, gsize size, gsize n, GTestDataFunc func)
{
  for (gsize i = 0; i < n; i++)
    {
      const void *c = (const char *) cases + i * size;
      /* Each case struct begins with its name. */
      g_autofree char *path = g_strdup_printf ("%s/%s", prefix, *(const char *const *) c);
      g_test_add_data_func (path, c, func);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* One wrong case must not hide the verdicts on the others. */
  g_test_set_nonfatal_assertions ();
  add_cases ("/san/appendix-c", appendix_cases, sizeof appendix_cases[0],
             G_N_ELEMENTS (appendix_cases), test_appendix_game);
  add_cases ("/san/read", read_cases, sizeof read_cases[0], G_N_ELEMENTS (read_cases),
             test_read_case);
  add_cases ("/san/reason", reason_cases, sizeof reason_cases[0], G_N_ELEMENTS (reason_cases),
             test_reason);
  add_cases ("/san/round-trip", tree_cases, sizeof tree_cases[0], G_N_ELEMENTS (tree_cases),
             test_round_trip);
  add_cases ("/san/exhaustive", tree_cases, sizeof tree_cases[0], G_N_ELEMENTS (tree_cases),
             test_exhaustive);
  g_test_add_func ("/san/write/truncates", test_write_truncates);
  g_test_add_func ("/san/pgn-extract", test_pgn_extract);
  return g_test_run ();
}
