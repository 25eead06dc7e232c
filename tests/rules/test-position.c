/* test-position.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * FEN, X-FEN and Shredder-FEN reading and writing, Chess960 start positions, make/unmake and
 * Zobrist keys over perft trees, and the repetition key of Article 9.2.2.
 */
#include <glib.h>
#include <string.h>

#include "chess-movegen.h"

/* ---- Rejections ----
 *
 * Every column below was counted by hand, 1-based, and the lengths rechecked by measuring the
 * strings. Two lines recur:
 *   START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1": the placement is
 *     4 * 8 + 4 * 1 + 7 = 43 characters, so the side is column 45, castling 47-50 (K Q k q), en
 *     passant 52, halfmove 54, fullmove 56; the whole line is 56 characters.
 *   KINGS = "4k3/8/8/8/8/8/8/4K3": 3 + 6 + 3 characters and 7 slashes, 19 in all; the side
 *     is column 21, castling 23.
 */
typedef struct
{
  const char *name;
  const char *fen;
  ChessFenError error;
  int column;
} RejectCase;

static const RejectCase reject_cases[] = {
  /* The placement alone (17 characters): who has the move is not guessed; the column is just
   * past the end. */
  { "fields-one", "8/8/8/8/8/8/8/K6k", CHESS_FEN_ERROR_FIELD_COUNT, 18 },
  { "fields-none", "", CHESS_FEN_ERROR_FIELD_COUNT, 1 },
  { "fields-blank", "   ", CHESS_FEN_ERROR_FIELD_COUNT, 4 },
  /* Too many: the first field too many starts at 58, after START and a space. */
  { "fields-seven", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 x",
    CHESS_FEN_ERROR_FIELD_COUNT, 58 },

  /* The X is the last character of the placement. */
  { "bad-letter", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1",
    CHESS_FEN_ERROR_BAD_CHARACTER, 43 },
  /* "rnbqkbnr/pppppppp/" is 18 characters; 9 and 0 are no run length. */
  { "bad-digit-nine", "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    CHESS_FEN_ERROR_BAD_CHARACTER, 19 },
  { "bad-digit-zero", "rnbqkbnr/pppppppp/80/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    CHESS_FEN_ERROR_BAD_CHARACTER, 20 },
  { "bad-comma", "rnbqkbnr,pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    CHESS_FEN_ERROR_BAD_CHARACTER, 9 },

  /* Nine ranks: the eighth '/' (column 16) opens a rank that does not exist. */
  { "ranks-nine", "8/8/8/8/8/8/8/8/K6k w - - 0 1", CHESS_FEN_ERROR_RANK_COUNT, 16 },
  /* Seven ranks: found at the end of the 15-character placement. */
  { "ranks-seven", "8/8/8/8/8/K6k/8 w - - 0 1", CHESS_FEN_ERROR_RANK_COUNT, 16 },

  /* 5 + 4 = 9 squares: the 4 at column 20 is one too many. */
  { "rank-long-digits", "rnbqkbnr/pppppppp/54/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    CHESS_FEN_ERROR_RANK_LENGTH, 20 },
  /* A ninth pawn at column 18 (the pawns start at 10). */
  { "rank-long-pieces", "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    CHESS_FEN_ERROR_RANK_LENGTH, 18 },
  /* Seven pawns, then the '/' at column 17 closes a rank of seven squares. */
  { "rank-short", "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    CHESS_FEN_ERROR_RANK_LENGTH, 17 },
  /* The last rank has seven squares; found at the end of the 42-character placement. */
  { "rank-short-last", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w Qkq - 0 1",
    CHESS_FEN_ERROR_RANK_LENGTH, 43 },
  { "rank-empty", "rnbqkbnr/pppppppp//8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    CHESS_FEN_ERROR_RANK_LENGTH, 19 },

  /* "4k3/" and six "8/" are 16 characters; "3KK3" puts the second king at 19. */
  { "kings-two-white", "4k3/8/8/8/8/8/8/3KK3 w - - 0 1", CHESS_FEN_ERROR_KING_COUNT, 19 },
  { "kings-two-black", "3kk3/8/8/8/8/8/8/4K3 w - - 0 1", CHESS_FEN_ERROR_KING_COUNT, 3 },
  /* A missing king has no square: the column is that of the placement. */
  { "kings-no-black", "8/8/8/8/8/8/8/4K3 w - - 0 1", CHESS_FEN_ERROR_KING_COUNT, 1 },
  { "kings-none", "8/8/8/8/8/8/8/8 w - - 0 1", CHESS_FEN_ERROR_KING_COUNT, 1 },

  { "pawn-rank-8", "4kP2/8/8/8/8/8/8/4K3 w - - 0 1", CHESS_FEN_ERROR_PAWN_ON_EDGE_RANK, 3 },
  { "pawn-rank-1", "4k3/8/8/8/8/8/8/p3K3 w - - 0 1", CHESS_FEN_ERROR_PAWN_ON_EDGE_RANK, 17 },

  { "side-x", "4k3/8/8/8/8/8/8/4K3 x - - 0 1", CHESS_FEN_ERROR_SIDE, 21 },
  { "side-upper", "4k3/8/8/8/8/8/8/4K3 W - - 0 1", CHESS_FEN_ERROR_SIDE, 21 },
  { "side-long", "4k3/8/8/8/8/8/8/4K3 wb - - 0 1", CHESS_FEN_ERROR_SIDE, 21 },

  /* The column is that of the king in check: e8 is column 2, e1 in "4K3" column 20. */
  { "check-black-king", "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", CHESS_FEN_ERROR_OPPONENT_IN_CHECK, 2 },
  { "check-white-king", "4k3/8/8/8/8/5n2/8/4K3 b - - 0 1", CHESS_FEN_ERROR_OPPONENT_IN_CHECK, 20 },
  /* Kings side by side: each attacks the other, and the one not to move is at column 16. */
  { "check-kings-adjacent", "8/8/8/8/8/8/8/3kK3 w - - 0 1", CHESS_FEN_ERROR_OPPONENT_IN_CHECK, 16 },

  { "castling-x", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1",
    CHESS_FEN_ERROR_CASTLING_SYNTAX, 50 },
  { "castling-digit", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ1 - 0 1",
    CHESS_FEN_ERROR_CASTLING_SYNTAX, 49 },
  { "castling-dash-inside", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w K- - 0 1",
    CHESS_FEN_ERROR_CASTLING_SYNTAX, 48 },
  /* No rook on the king's side: K is at column 47. */
  { "castling-no-rook", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1",
    CHESS_FEN_ERROR_CASTLING_PIECES, 47 },
  /* The white king stands on e3 (placement 45 characters, castling from 49: k q Q). */
  { "castling-king-moved", "rnbqkbnr/pppppppp/8/8/8/4K3/PPPPPPPP/RNBQ1BNR w kqQ - 0 1",
    CHESS_FEN_ERROR_CASTLING_PIECES, 51 },
  { "castling-black-king-off-rank", "8/4k3/8/8/8/8/8/4K3 w k - 0 1",
    CHESS_FEN_ERROR_CASTLING_PIECES, 23 },
  /* Shredder letters: no rook on a8 for 'a' (H A h a from 47). */
  { "castling-shredder-no-rook", "1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1",
    CHESS_FEN_ERROR_CASTLING_PIECES, 50 },
  /* "4k3/", six "8/" and "R3K2R" are 21 characters: castling starts at 25 (26 after
   * "RN2K2R"). E names the king's own file, B a knight. */
  { "castling-king-file", "4k3/8/8/8/8/8/8/R3K2R w E - 0 1", CHESS_FEN_ERROR_CASTLING_PIECES, 25 },
  { "castling-knight-file", "4k3/8/8/8/8/8/8/RN2K2R w B - 0 1", CHESS_FEN_ERROR_CASTLING_PIECES,
    26 },
  /* The same right twice, in the same or in another spelling: the second letter is wrong. */
  { "castling-twice", "4k3/8/8/8/8/8/8/R3K2R w KK - 0 1", CHESS_FEN_ERROR_CASTLING_PIECES, 26 },
  { "castling-twice-mixed", "4k3/8/8/8/8/8/8/R3K2R w KH - 0 1", CHESS_FEN_ERROR_CASTLING_PIECES,
    26 },

  { "ep-rank-nine", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1",
    CHESS_FEN_ERROR_EN_PASSANT_SYNTAX, 52 },
  { "ep-file-i", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq i6 0 1",
    CHESS_FEN_ERROR_EN_PASSANT_SYNTAX, 52 },
  { "ep-short", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e 0 1",
    CHESS_FEN_ERROR_EN_PASSANT_SYNTAX, 52 },
  { "ep-upper", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq E6 0 1",
    CHESS_FEN_ERROR_EN_PASSANT_SYNTAX, 52 },
  /* After 1. e4 the placement is 45 characters: side 47, castling 49-52, en passant 54. White
   * to move cannot face its own double push. */
  { "ep-own-push", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1",
    CHESS_FEN_ERROR_EN_PASSANT_IMPOSSIBLE, 54 },
  { "ep-wrong-rank", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e4 0 1",
    CHESS_FEN_ERROR_EN_PASSANT_IMPOSSIBLE, 54 },
  /* No white pawn on e4 (placement 43 characters). */
  { "ep-no-pawn", "rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
    CHESS_FEN_ERROR_EN_PASSANT_IMPOSSIBLE, 52 },
  /* A pawn still on e2: the pawn on e4 did not come from there. */
  { "ep-origin-occupied", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1",
    CHESS_FEN_ERROR_EN_PASSANT_IMPOSSIBLE, 54 },
  /* A knight on e3, the square the pawn passed (placement 47 characters). */
  { "ep-square-occupied", "rnbqkbnr/pppppppp/8/8/4P3/4N3/PPPP1PPP/RNBQKB1R b KQkq e3 0 1",
    CHESS_FEN_ERROR_EN_PASSANT_IMPOSSIBLE, 56 },
  /* The pawn on d5 is White's own. */
  { "ep-own-pawn", "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPP1PPPP/RNBQKBNR w KQkq d6 0 1",
    CHESS_FEN_ERROR_EN_PASSANT_IMPOSSIBLE, 54 },

  { "halfmove-negative", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1",
    CHESS_FEN_ERROR_HALFMOVE, 54 },
  { "halfmove-letter", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1",
    CHESS_FEN_ERROR_HALFMOVE, 54 },
  { "fullmove-negative", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 -1",
    CHESS_FEN_ERROR_FULLMOVE, 56 },
  { "fullmove-letter", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1a",
    CHESS_FEN_ERROR_FULLMOVE, 56 },
};

static void
test_reject (gconstpointer data)
{
  const RejectCase *c = data;
  ChessPosition pos;
  int column = -1;
  g_assert_cmpint (chess_position_from_fen (&pos, c->fen, &column), ==, c->error);
  g_assert_cmpint (column, ==, c->column);
}

/* ---- Short FENs and move number 0 ----
 *
 * What a short FEN stands for is python-chess's reading (chess/__init__.py, Board.set_fen, read
 * through its published source; python-chess itself is not installed here): a missing castling
 * field is "-", en passant "-", halfmove clock 0, move number 1, and a move number 0 becomes 1.
 * The expected FENs below are written from those rules, not from our output. Columns as above:
 * KINGS's side is column 21, so two fields end at 22; "r3k2r/8/8/8/8/8/8/R3K2R" is 23
 * characters, its side column 25, castling 27-30. */
typedef struct
{
  const char *name;
  const char *in;
  const char *out; /* the X-FEN written back */
  unsigned flags;  /* ChessFenNoteFlags */
  int fields;
  int column; /* completed_column or fullmove_column, whichever is noted (0: none) */
} NotedCase;

static const NotedCase noted_cases[] = {
  { "two-fields", "4k3/8/8/8/8/8/8/4K3 w", "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
    CHESS_FEN_NOTE_COMPLETED, 2, 22 },
  /* Rooks and kings at home, but no castling field: no rights (python-chess's "-"). */
  { "two-fields-rooks-home", "r3k2r/8/8/8/8/8/8/R3K2R b", "r3k2r/8/8/8/8/8/8/R3K2R b - - 0 1",
    CHESS_FEN_NOTE_COMPLETED, 2, 26 },
  { "three-fields", "r3k2r/8/8/8/8/8/8/R3K2R w Kq", "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1",
    CHESS_FEN_NOTE_COMPLETED, 3, 29 },
  { "four-fields", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq -", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    CHESS_FEN_NOTE_COMPLETED, 4, 33 },
  { "five-fields", "4k3/8/8/8/8/8/8/4K3 b - - 7", "4k3/8/8/8/8/8/8/4K3 b - - 7 1",
    CHESS_FEN_NOTE_COMPLETED, 5, 28 },
  /* The 0 is the 56th character of START with "0 0" at its end. */
  { "fullmove-zero", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", CHESS_FEN_START,
    CHESS_FEN_NOTE_FULLMOVE_ZERO, 6, 56 },
  { "fullmove-zero-black", "4k3/8/8/8/8/8/8/4K3 b - - 3 0", "4k3/8/8/8/8/8/8/4K3 b - - 3 1",
    CHESS_FEN_NOTE_FULLMOVE_ZERO, 6, 29 },
  { "complete", CHESS_FEN_START, CHESS_FEN_START, 0, 6, 0 },
};

static void
test_noted (gconstpointer data)
{
  const NotedCase *c = data;
  ChessPosition pos;
  ChessFenNotes notes;
  char buf[CHESS_FEN_MAX];
  int column = -1;
  g_assert_cmpint (chess_position_from_fen_noted (&pos, c->in, &column, &notes), ==, CHESS_FEN_OK);
  g_assert_cmpstr (chess_position_to_fen (&pos, CHESS_FEN_STYLE_XFEN, buf, sizeof buf), ==, c->out);
  g_assert_cmpuint (notes.flags, ==, c->flags);
  g_assert_cmpint (notes.fields, ==, c->fields);
  int noted = notes.flags & CHESS_FEN_NOTE_COMPLETED       ? notes.completed_column
              : notes.flags & CHESS_FEN_NOTE_FULLMOVE_ZERO ? notes.fullmove_column
                                                           : 0;
  g_assert_cmpint (noted, ==, c->column);
  /* The plain reader reads it the same. */
  ChessPosition plain;
  g_assert_cmpint (chess_position_from_fen (&plain, c->in, NULL), ==, CHESS_FEN_OK);
  g_assert_cmpuint (plain.key, ==, pos.key);
  g_assert_cmpint (plain.fullmove, ==, pos.fullmove);
}

/* ---- Round trips ---- */

typedef struct
{
  const char *name;
  const char *in;
  const char *xfen;     /* expected X-FEN output */
  const char *shredder; /* expected Shredder-FEN output */
} RoundTripCase;

static const RoundTripCase round_trip_cases[] = {
  { "start", CHESS_FEN_START, CHESS_FEN_START,
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1" },
  { "start-shredder-in", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1",
    CHESS_FEN_START, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1" },
  /* Four fields, extra blanks: normalised to six fields and single spaces. */
  { "four-fields", "  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR   w KQkq -  ", CHESS_FEN_START,
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1" },
  { "kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w HAha - 0 1" },
  { "partial-rights", "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 17 42",
    "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 17 42", "r3k2r/8/8/8/8/8/8/R3K2R b Ha - 17 42" },
  { "no-rights", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1" },
  /* After 1. e4 c5 2. e5 d5: en passant on d6 is kept as read. */
  { "en-passant", "rnbqkbnr/pp2pppp/8/2ppP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
    "rnbqkbnr/pp2pppp/8/2ppP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
    "rnbqkbnr/pp2pppp/8/2ppP3/8/8/PPPP1PPP/RNBQKBNR w HAha d6 0 3" },
  { "black-en-passant", "rnbqkbnr/pppp1ppp/8/8/3Pp3/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 2",
    "rnbqkbnr/pppp1ppp/8/8/3Pp3/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 2",
    "rnbqkbnr/pppp1ppp/8/8/3Pp3/8/PPP1PPPP/RNBQKBNR b HAha d3 0 2" },
  /* Chess960 with one rook on each side of each king: X-FEN writes KQkq. */
  { "chess960-shredder-in", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9" },
  { "chess960-xfen-in", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9",
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9" },
  /* King on b1 beside its a-rook: Shredder order is the king's side first, then the queen's. */
  { "chess960-king-b", "rkb1nnrb/1pppq1pp/p4p2/4p3/5P2/1P1PB3/P1P1P1PP/RK1QNNRB w GAga - 0 9",
    "rkb1nnrb/1pppq1pp/p4p2/4p3/5P2/1P1PB3/P1P1P1PP/RK1QNNRB w KQkq - 0 9",
    "rkb1nnrb/1pppq1pp/p4p2/4p3/5P2/1P1PB3/P1P1P1PP/RK1QNNRB w GAga - 0 9" },
  /* Inner rooks: White's g1 and b1 rooks hold the rights while h1 and a1 stand further out, so
   * X-FEN must name their files; so must Black's. */
  { "inner-rooks", "rr2k1rr/pp1ppp1p/8/2p3p1/2P3P1/8/PP1PPP1P/RR2K1RR w GBgb - 0 1",
    "rr2k1rr/pp1ppp1p/8/2p3p1/2P3P1/8/PP1PPP1P/RR2K1RR w GBgb - 0 1",
    "rr2k1rr/pp1ppp1p/8/2p3p1/2P3P1/8/PP1PPP1P/RR2K1RR w GBgb - 0 1" },
  /* Mixed: Black's c8 rook is the outermost on its side (q), f8 is inside h8 (f). */
  { "inner-and-outer", "2r1kr1r/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RR1K1R1R w FBfc - 0 1",
    "2r1kr1r/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RR1K1R1R w FBfq - 0 1",
    "2r1kr1r/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RR1K1R1R w FBfc - 0 1" },
  /* X-FEN K and Q stand for the outermost rook on that side: here h1 and a1, not g1 or b1. */
  { "xfen-outermost", "4k3/8/8/8/8/8/8/RR2K1RR w KQ - 0 1", "4k3/8/8/8/8/8/8/RR2K1RR w KQ - 0 1",
    "4k3/8/8/8/8/8/8/RR2K1RR w HA - 0 1" },
  { "xfen-inner-in", "4k3/8/8/8/8/8/8/RR2K1RR w GB - 0 1", "4k3/8/8/8/8/8/8/RR2K1RR w GB - 0 1",
    "4k3/8/8/8/8/8/8/RR2K1RR w GB - 0 1" },
};

static void
test_round_trip (gconstpointer data)
{
  const RoundTripCase *c = data;
  ChessPosition pos, again;
  char buf[CHESS_FEN_MAX];
  int column;
  g_assert_cmpint (chess_position_from_fen (&pos, c->in, &column), ==, CHESS_FEN_OK);
  g_assert_cmpstr (chess_position_to_fen (&pos, CHESS_FEN_STYLE_XFEN, buf, sizeof buf), ==,
                   c->xfen);
  g_assert_cmpstr (chess_position_to_fen (&pos, CHESS_FEN_STYLE_SHREDDER, buf, sizeof buf), ==,
                   c->shredder);

  /* Each output read back gives the same position and the same key. */
  g_assert_cmpint (chess_position_from_fen (&again, c->xfen, &column), ==, CHESS_FEN_OK);
  g_assert_cmpuint (again.key, ==, pos.key);
  g_assert_cmpstr (chess_position_to_fen (&again, CHESS_FEN_STYLE_XFEN, buf, sizeof buf), ==,
                   c->xfen);
  g_assert_cmpint (chess_position_from_fen (&again, c->shredder, &column), ==, CHESS_FEN_OK);
  g_assert_cmpuint (again.key, ==, pos.key);
  g_assert_cmpstr (chess_position_to_fen (&again, CHESS_FEN_STYLE_SHREDDER, buf, sizeof buf), ==,
                   c->shredder);
  g_assert_cmpmem (again.castle_rook, sizeof again.castle_rook, pos.castle_rook,
                   sizeof pos.castle_rook);
}

/* Positions the reader must accept as they are. */
static const char *const accept_cases[] = {
  /* The side to move may be in check, even double check. */
  "4k3/8/8/8/8/8/8/4r1K1 w - - 0 1",
  "4k3/8/8/8/8/5n2/8/r3K3 w - - 0 1",
  /* En passant after c7-c5 gave check to the king on b4; dxc6 e.p. answers it. */
  "4k3/8/8/2pP4/1K6/8/8/8 w - c6 0 2",
  /* A six-digit halfmove clock and fullmove number. */
  "4k3/8/8/8/8/8/8/4K3 w - - 999999 999999",
};

static void
test_accept (gconstpointer data)
{
  const char *fen = data;
  ChessPosition pos;
  char buf[CHESS_FEN_MAX];
  int column = -1;
  g_assert_cmpint (chess_position_from_fen (&pos, fen, &column), ==, CHESS_FEN_OK);
  g_assert_cmpstr (chess_position_to_fen (&pos, CHESS_FEN_STYLE_XFEN, buf, sizeof buf), ==, fen);
}

/* ---- Chess960 start positions ---- */

typedef struct
{
  int number;
  const char *back_rank;
} StartCase;

/* Scharnagl's numbering as published (the full list of 960 in this order is widely reproduced;
 * 0, 518 and 959 are the usual reference points). */
static const StartCase start_cases[] = {
  { 0, "bbqnnrkr" },   { 1, "bqnbnrkr" },   { 2, "bqnnrbkr" },   { 3, "bqnnrkrb" },
  { 4, "qbbnnrkr" },   { 100, "qbbnrnkr" }, { 200, "qbnrbknr" }, { 400, "bbrqnnkr" },
  { 500, "rbbqnknr" }, { 518, "rnbqkbnr" }, { 631, "rnbkqrnb" }, { 959, "rkrnnqbb" },
};

static void
test_chess960_number (gconstpointer data)
{
  const StartCase *c = data;
  ChessPosition pos;
  char buf[CHESS_FEN_MAX];
  chess_position_init_chess960 (&pos, c->number);
  g_autofree char *upper = g_ascii_strup (c->back_rank, -1);
  g_autofree char *want
      = g_strdup_printf ("%s/pppppppp/8/8/8/8/PPPPPPPP/%s w KQkq - 0 1", c->back_rank, upper);
  g_assert_cmpstr (chess_position_to_fen (&pos, CHESS_FEN_STYLE_XFEN, buf, sizeof buf), ==, want);
}

/* All 960: distinct, and each obeys the Chess960 rules of the initial array (bishops on squares
 * of opposite colours, king between the rooks, Black mirroring White) with full castling rights
 * tied to the two rooks, pawns on the second and seventh ranks. */
static void
test_chess960_all (void)
{
  GHashTable *seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (int n = 0; n < 960; n++)
    {
      ChessPosition pos, again;
      char buf[CHESS_FEN_MAX];
      chess_position_init_chess960 (&pos, n);
      chess_position_to_fen (&pos, CHESS_FEN_STYLE_SHREDDER, buf, sizeof buf);
      g_assert_cmpint (chess_position_from_fen (&again, buf, NULL), ==, CHESS_FEN_OK);
      g_assert_cmpuint (again.key, ==, pos.key);
      g_assert_cmpuint (pos.key, ==, chess_position_compute_key (&pos));

      char rank[9];
      int bishops_colour = 0, rooks = 0, king = -1, rook_files[2] = { -1, -1 };
      int counts[6] = { 0 };
      for (int f = 0; f < 8; f++)
        {
          ChessPiece w = pos.board[CHESS_SQUARE (f, 0)], b = pos.board[CHESS_SQUARE (f, 7)];
          g_assert_cmpuint (w, !=, CHESS_NO_PIECE);
          g_assert_cmpint (CHESS_PIECE_COLOR (w), ==, CHESS_WHITE);
          g_assert_cmpuint (b, ==, CHESS_PIECE (CHESS_BLACK, CHESS_PIECE_TYPE (w)));
          g_assert_cmpuint (pos.board[CHESS_SQUARE (f, 1)], ==,
                            CHESS_PIECE (CHESS_WHITE, CHESS_PAWN));
          g_assert_cmpuint (pos.board[CHESS_SQUARE (f, 6)], ==,
                            CHESS_PIECE (CHESS_BLACK, CHESS_PAWN));
          ChessPieceType t = CHESS_PIECE_TYPE (w);
          counts[t]++;
          rank[f] = "pnbrqk"[t];
          if (t == CHESS_BISHOP)
            bishops_colour += f & 1;
          if (t == CHESS_ROOK)
            rook_files[rooks++] = f;
          if (t == CHESS_KING)
            king = f;
        }
      rank[8] = '\0';
      g_assert_cmpint (counts[CHESS_KNIGHT], ==, 2);
      g_assert_cmpint (counts[CHESS_BISHOP], ==, 2);
      g_assert_cmpint (counts[CHESS_ROOK], ==, 2);
      g_assert_cmpint (counts[CHESS_QUEEN], ==, 1);
      g_assert_cmpint (counts[CHESS_KING], ==, 1);
      g_assert_cmpint (bishops_colour, ==, 1); /* one on an odd file, one on an even file */
      g_assert_cmpint (rook_files[0], <, king);
      g_assert_cmpint (king, <, rook_files[1]);
      g_assert_cmpuint (pos.castling, ==, 15);
      g_assert_cmpuint (pos.castle_rook[CHESS_CASTLE_INDEX (CHESS_WHITE, true)], ==, rook_files[0]);
      g_assert_cmpuint (pos.castle_rook[CHESS_CASTLE_INDEX (CHESS_WHITE, false)], ==,
                        rook_files[1]);
      g_assert_cmpuint (pos.castle_rook[CHESS_CASTLE_INDEX (CHESS_BLACK, true)], ==,
                        CHESS_SQUARE (rook_files[0], 7));
      g_assert_cmpuint (pos.castle_rook[CHESS_CASTLE_INDEX (CHESS_BLACK, false)], ==,
                        CHESS_SQUARE (rook_files[1], 7));
      g_assert_cmpint (pos.side, ==, CHESS_WHITE);
      g_assert_false (chess_position_in_check (&pos));
      g_assert_cmpint (chess_movegen_count (&pos), >=, 16);
      g_assert_true (g_hash_table_add (seen, g_strdup (rank)));
    }
  g_assert_cmpuint (g_hash_table_size (seen), ==, 960);
  g_hash_table_destroy (seen);
}

/* ---- Make and unmake over perft trees ---- */

static void
assert_same_position (const ChessPosition *a, const ChessPosition *b, ChessMove move)
{
  char uci[6];
  chess_move_to_uci (b, move, uci);
  if (memcmp (a->pieces, b->pieces, sizeof a->pieces)
      || memcmp (a->colors, b->colors, sizeof a->colors)
      || memcmp (a->board, b->board, sizeof a->board) || a->side != b->side
      || a->castling != b->castling
      || memcmp (a->castle_rook, b->castle_rook, sizeof a->castle_rook)
      || memcmp (a->castle_lost, b->castle_lost, sizeof a->castle_lost) || a->ep != b->ep
      || a->halfmove != b->halfmove || a->fullmove != b->fullmove || a->key != b->key
      || a->chess960 != b->chess960)
    {
      char before[CHESS_FEN_MAX], after[CHESS_FEN_MAX];
      chess_position_to_fen (b, CHESS_FEN_STYLE_SHREDDER, before, sizeof before);
      chess_position_to_fen (a, CHESS_FEN_STYLE_SHREDDER, after, sizeof after);
      g_error ("unmake of %s did not restore %s (got %s)", uci, before, after);
    }
}

/* The bitboards, the mailbox and the key all describe the same position. */
static void
assert_consistent (const ChessPosition *pos)
{
  ChessBitboard by_type = 0;
  for (int t = 0; t < 6; t++)
    {
      g_assert_cmpuint (by_type & pos->pieces[t], ==, 0);
      by_type |= pos->pieces[t];
    }
  g_assert_cmpuint (pos->colors[0] & pos->colors[1], ==, 0);
  g_assert_cmpuint (by_type, ==, pos->colors[0] | pos->colors[1]);
  for (ChessSquare sq = 0; sq < 64; sq++)
    {
      ChessPiece p = pos->board[sq];
      if (p == CHESS_NO_PIECE)
        g_assert_false (by_type & CHESS_BB (sq));
      else
        {
          g_assert_true (pos->pieces[CHESS_PIECE_TYPE (p)] & CHESS_BB (sq));
          g_assert_true (pos->colors[CHESS_PIECE_COLOR (p)] & CHESS_BB (sq));
        }
    }
  g_assert_cmpuint (pos->key, ==, chess_position_compute_key (pos));
}

/* The repetition key, checked against the legal moves: the en passant file counts exactly when
 * the move list holds an en passant capture (9.2.2.1). */
static void
assert_repetition_key (const ChessPosition *pos, const ChessMoveList *list)
{
  bool ep_legal = false;
  for (int i = 0; i < list->count; i++)
    if (chess_move_kind (list->moves[i]) == CHESS_MOVE_EN_PASSANT)
      ep_legal = true;
  ChessPosition no_ep = *pos;
  no_ep.ep = CHESS_SQUARE_NONE;
  ChessKey want = ep_legal ? pos->key : chess_position_compute_key (&no_ep);
  g_assert_cmpuint (chess_position_repetition_key (pos), ==, want);
}

static uint64_t
walk (ChessPosition *pos, int depth)
{
  assert_consistent (pos);
  if (depth == 0)
    return 1;
  ChessMoveList list;
  chess_movegen_legal (pos, &list);
  assert_repetition_key (pos, &list);
  uint64_t leaves = 0;
  for (int i = 0; i < list.count; i++)
    {
      ChessPosition before = *pos;
      ChessUndo undo;
      chess_position_make (pos, list.moves[i], &undo);
      leaves += walk (pos, depth - 1);
      chess_position_unmake (pos, list.moves[i], &undo);
      assert_same_position (pos, &before, list.moves[i]);
    }
  return leaves;
}

typedef struct
{
  const char *name;
  const char *fen;
  int depth;
  guint64 leaves; /* the published perft count, so the walk is known to be complete */
} WalkCase;

/* Counts from the Chess Programming Wiki "Perft Results" and "Chess960 Perft Results" tables
 * (row numbers of the latter in the names), each confirmed with Debian's stockfish; the last
 * two positions are ours, their counts from stockfish alone. */
static const WalkCase walk_cases[] = {
  { "initial", CHESS_FEN_START, 4, 197281 },
  { "kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3, 97862 },
  { "position3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 4, 43238 },
  { "position4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 3, 9467 },
  { "position5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 3, 62379 },
  { "position6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 3,
    89890 },
  { "chess960-1", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", 3, 12189 },
  { "chess960-3", "b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9", 3, 10471 },
  { "chess960-18", "bnqnrbkr/1pp2pp1/p7/3pP2p/4P1P1/8/PPPP3P/BNQNRBKR w HEhe d6 0 9", 3, 28677 },
  { "chess960-75", "n1rkbqrb/pp1ppp2/2n3p1/2p4p/P5PP/1P6/2PPPP2/NNRKBQRB w GCgc - 0 9", 3, 20712 },
  { "chess960-682", "qr1kbbnr/ppp1pp1p/4n1p1/2Pp4/6P1/4N3/PP1PPP1P/QRK1BBNR w HB d6 0 9", 3,
    18068 },
  { "chess960-711", "rkb1nnrb/1pppq1pp/p4p2/4p3/5P2/1P1PB3/P1P1P1PP/RK1QNNRB w GAga - 0 9", 3,
    17050 },
  { "inner-rooks", "rr2k1rr/pp1ppp1p/8/2p3p1/2P3P1/8/PP1PPP1P/RR2K1RR w GBgb - 0 1", 3, 9601 },
  { "inner-and-outer", "2r1kr1r/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RR1K1R1R w FBfc - 0 1", 3, 12057 },
};

static void
test_walk (gconstpointer data)
{
  const WalkCase *c = data;
  ChessPosition pos;
  g_assert_cmpint (chess_position_from_fen (&pos, c->fen, NULL), ==, CHESS_FEN_OK);
  g_assert_cmpuint (walk (&pos, c->depth), ==, c->leaves);
}

/* ---- Article 9.2.2 ---- */

static ChessKey
key_of (const char *fen)
{
  ChessPosition pos;
  int column = 0;
  if (chess_position_from_fen (&pos, fen, &column) != CHESS_FEN_OK)
    g_error ("bad test FEN at column %d: %s", column, fen);
  return chess_position_repetition_key (&pos);
}

/* Plays space-separated UCI moves; a move that is not legal fails the test. */
static void
play (ChessPosition *pos, const char *moves)
{
  g_auto (GStrv) list = g_strsplit (moves, " ", -1);
  for (int i = 0; list[i]; i++)
    {
      if (!*list[i])
        continue;
      ChessMoveList legal;
      chess_movegen_legal (pos, &legal);
      ChessMove found = CHESS_MOVE_NONE;
      for (int j = 0; j < legal.count; j++)
        {
          char uci[6];
          if (strcmp (chess_move_to_uci (pos, legal.moves[j], uci), list[i]) == 0)
            found = legal.moves[j];
        }
      if (found == CHESS_MOVE_NONE)
        g_error ("move %s is not legal here", list[i]);
      ChessUndo undo;
      chess_position_make (pos, found, &undo);
    }
}

static ChessKey
key_after (const char *fen, const char *moves)
{
  ChessPosition pos;
  g_assert_cmpint (chess_position_from_fen (&pos, fen, NULL), ==, CHESS_FEN_OK);
  play (&pos, moves);
  return chess_position_repetition_key (&pos);
}

typedef struct
{
  const char *name;
  const char *a;
  const char *b;
  bool same;
} SamenessCase;

/* Pairs of FENs and whether 9.2.2 calls them the same position; the clocks never matter. */
static const SamenessCase sameness_cases[] = {
  /* 9.2.2.1. After ...d7-d5 with a white pawn on e5, exd6 e.p. is possible: not the same as
   * the placement without the right to capture. */
  { "ep-possible", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 2", false },
  /* The same double push with no white pawn beside it: the square changes nothing. */
  { "ep-no-capturer", "4k3/8/8/3p4/8/8/4P3/4K3 w - d6 0 2", "4k3/8/8/3p4/8/8/4P3/4K3 w - - 5 9",
    true },
  /* The pawn on e5 is pinned along the e-file by the rook on e8: exd6 would leave the file. */
  { "ep-pinned-file", "4r1k1/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "4r1k1/8/8/3pP3/8/8/8/4K3 w - - 0 2",
    true },
  /* Pinned on the diagonal c7-g3, but d6 lies on that diagonal: the capture stays legal. */
  { "ep-pinned-diagonal-legal", "4k3/2b5/8/3pP3/8/6K1/8/8 w - d6 0 2",
    "4k3/2b5/8/3pP3/8/6K1/8/8 w - - 0 2", false },
  /* bxc6 e.p. would take both pawns off the fifth rank and open it to the rook on h5. */
  { "ep-rank-exposure", "8/8/8/KPp4r/8/8/8/4k3 w - c6 0 2", "8/8/8/KPp4r/8/8/8/4k3 w - - 0 2",
    true },
  /* The pawn that moved gives check; taking it e.p. is the remedy, so it counts. */
  { "ep-capture-checker", "4k3/8/8/2Pp4/4K3/8/8/8 w - d6 0 2", "4k3/8/8/2Pp4/4K3/8/8/8 w - - 0 2",
    false },
  /* d7-d5 opened the bishop c8 on to the king on g4; exd6 does not block that line. */
  { "ep-discovered-check", "2b1k3/8/8/3pP3/6K1/8/8/8 w - d6 0 2",
    "2b1k3/8/8/3pP3/6K1/8/8/8 w - - 0 2", true },
  /* Two pawns could take, one of them pinned: the other still can. */
  { "ep-one-of-two-pinned", "4r1k1/8/8/2PpP3/8/8/8/4K3 w - d6 0 2",
    "4r1k1/8/8/2PpP3/8/8/8/4K3 w - - 0 2", false },
  /* Black takes e.p. too: after e2-e4 with a black pawn on d4. */
  { "ep-black", "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1", "4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1", false },

  /* 9.2.2.2: castling rights are rights, even when castling is impossible for now. Here the
   * bishop on c4 and the rook on f8 both attack f1, which the king must cross. */
  { "castling-attacked", "5rk1/8/8/8/2b5/8/8/4K2R w K - 0 1", "5rk1/8/8/8/2b5/8/8/4K2R w - - 0 1",
    false },
  /* Castling blocked by the own bishop on f1, still a right. */
  { "castling-blocked", "4k3/8/8/8/8/8/8/4KB1R w K - 0 1", "4k3/8/8/8/8/8/8/4KB1R w - - 0 1",
    false },
  /* In check: no castling this move, but the right stands. */
  { "castling-in-check", "4k3/8/8/8/8/8/4r3/4K2R w K - 0 1", "4k3/8/8/8/8/8/4r3/4K2R w - - 0 1",
    false },
  { "castling-different-side", "r3k2r/8/8/8/8/8/8/R3K2R w K - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w Q - 0 1", false },

  { "side-to-move", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "4k3/8/8/8/8/8/8/4K3 b - - 0 1", false },
  { "clocks-ignored", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "4k3/8/8/8/8/8/8/4K3 w - - 37 80", true },
  { "placement", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "4k3/8/8/8/8/8/8/3K4 w - - 0 1", false },
};

static void
test_sameness (gconstpointer data)
{
  const SamenessCase *c = data;
  if (c->same)
    g_assert_cmpuint (key_of (c->a), ==, key_of (c->b));
  else
    g_assert_cmpuint (key_of (c->a), !=, key_of (c->b));
}

#define ROOKS "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1"

/* The king goes out and back: the same placement, but no castling right any more (9.2.2.2). */
static void
test_king_out_and_back (void)
{
  ChessKey start = key_after (ROOKS, "");
  ChessKey back = key_after (ROOKS, "e1f1 e8f8 f1e1 f8e8");
  g_assert_cmpuint (back, !=, start);
  g_assert_cmpuint (back, ==, key_of ("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w - - 4 3"));
  /* Once lost, the positions that follow repeat among themselves. */
  g_assert_cmpuint (key_after (ROOKS, "e1f1 e8f8 f1e1 f8e8 e1d1 e8d8 d1e1 d8e8"), ==, back);
}

/* One rook out and back: only that right is gone. */
static void
test_rook_out_and_back (void)
{
  ChessKey start = key_after (ROOKS, "");
  ChessKey back = key_after (ROOKS, "a1b1 h8g8 b1a1 g8h8");
  g_assert_cmpuint (back, !=, start);
  g_assert_cmpuint (back, ==, key_of ("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w Kq - 4 3"));
}

/* Knights out and back: moves that touch neither king nor castling rook keep the rights, so the
 * position is the same again. */
static void
test_other_piece_out_and_back (void)
{
  const char *fen = "r3k1nr/pppppppp/8/8/8/8/PPPPPPPP/RN2K2R w KQkq - 0 1";
  g_assert_cmpuint (key_after (fen, "b1c3 g8f6 c3b1 f6g8"), ==, key_after (fen, ""));
}

/* Chess960: the king leaves and returns; both its rights are gone, the other side keeps its. */
static void
test_chess960_king_out_and_back (void)
{
  const char *fen = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
  ChessKey back = key_after (fen, "g1f2 c8b6 f2g1 b6c8");
  g_assert_cmpuint (back, !=, key_after (fen, ""));
  g_assert_cmpuint (back, ==,
                    key_of ("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w hf - 6 11"));
}

/* The same double push gives different positions depending on whether e.p. is possible, and the
 * right to take e.p. exists only at once (9.2.2.1): after a round of knight moves the placement
 * returns without it. */
static void
test_en_passant_sequence (void)
{
  const char *fen = "rnbqkbnr/pppppppp/8/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
  ChessKey with_ep = key_after (fen, "d7d5");
  ChessKey later = key_after (fen, "d7d5 g1f3 g8f6 f3g1 f6g8");
  g_assert_cmpuint (with_ep, !=, later);
  /* Without a pawn on e5 to take, the double push leaves no trace in the key. */
  const char *quiet = "rnbqkbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
  g_assert_cmpuint (key_after (quiet, "d7d5"), ==, key_after (quiet, "d7d5 g1f3 g8f6 f3g1 f6g8"));
}

/* A board being set up (the reconstruction's real board) may lack a king while castling rights
 * are still set: writing its FEN must not look for the king (UBSan found the lookup of an empty
 * king bitboard). The board part is written as it is. */
static void
test_fen_without_king (void)
{
  ChessPosition pos;
  g_assert_cmpint (chess_position_from_fen (&pos, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", NULL), ==,
                   CHESS_FEN_OK);
  ChessSquare e1 = CHESS_SQUARE (4, 0);
  pos.board[e1] = CHESS_NO_PIECE;
  pos.pieces[CHESS_KING] &= ~CHESS_BB (e1);
  pos.colors[CHESS_WHITE] &= ~CHESS_BB (e1);
  char fen[CHESS_FEN_MAX];
  for (int style = CHESS_FEN_STYLE_XFEN; style <= CHESS_FEN_STYLE_SHREDDER; style++)
    {
      chess_position_to_fen (&pos, (ChessFenStyle) style, fen, sizeof fen);
      g_assert_true (g_str_has_prefix (fen, "r3k2r/8/8/8/8/8/8/R6R w "));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (gsize i = 0; i < G_N_ELEMENTS (reject_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/position/reject/%s", reject_cases[i].name);
      g_test_add_data_func (path, &reject_cases[i], test_reject);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (round_trip_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/position/round-trip/%s", round_trip_cases[i].name);
      g_test_add_data_func (path, &round_trip_cases[i], test_round_trip);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (noted_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/position/fen/noted/%s", noted_cases[i].name);
      g_test_add_data_func (path, &noted_cases[i], test_noted);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (accept_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/position/accept/%" G_GSIZE_FORMAT, i);
      g_test_add_data_func (path, accept_cases[i], test_accept);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (start_cases); i++)
    {
      g_autofree char *path
          = g_strdup_printf ("/position/chess960/number-%d", start_cases[i].number);
      g_test_add_data_func (path, &start_cases[i], test_chess960_number);
    }
  g_test_add_func ("/position/chess960/all", test_chess960_all);
  for (gsize i = 0; i < G_N_ELEMENTS (walk_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/position/make-unmake/%s", walk_cases[i].name);
      g_test_add_data_func (path, &walk_cases[i], test_walk);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (sameness_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/position/repetition/%s", sameness_cases[i].name);
      g_test_add_data_func (path, &sameness_cases[i], test_sameness);
    }
  g_test_add_func ("/position/repetition/king-out-and-back", test_king_out_and_back);
  g_test_add_func ("/position/repetition/rook-out-and-back", test_rook_out_and_back);
  g_test_add_func ("/position/repetition/other-piece-out-and-back", test_other_piece_out_and_back);
  g_test_add_func ("/position/repetition/chess960-king-out-and-back",
                   test_chess960_king_out_and_back);
  g_test_add_func ("/position/repetition/en-passant-sequence", test_en_passant_sequence);
  g_test_add_func ("/position/fen/without-king", test_fen_without_king);
  return g_test_run ();
}
