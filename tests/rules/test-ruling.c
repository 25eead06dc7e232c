/* test-ruling.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Rulings on irregular moves (7.5.1 to 7.5.5, A.3, A.4, A.5.2, B.2, B.3) and fallen flags (6.9,
 * 8.6, A.5.3, A.5.5, Guidelines III.3.1); every expected value is worked out by hand from the
 * Laws.
 */
#include <glib.h>
#include <stdlib.h>
#include <string.h>

#include "chess-movegen.h"
#include "chess-ruling.h"
#include "game-test-util.h"

static ChessMateContext *mate_ctx;

/* Squares and an optional promotion letter, taken as written: the move need not be legal. */
static ChessMove
raw_move (const char *uci)
{
  g_assert_cmpuint (strlen (uci), >=, 4);
  ChessSquare from = CHESS_SQUARE (uci[0] - 'a', uci[1] - '1');
  ChessSquare to = CHESS_SQUARE (uci[2] - 'a', uci[3] - '1');
  const char *promo = uci[4] ? strchr ("nbrq", uci[4]) : NULL;
  if (promo)
    return chess_move_make (from, to, CHESS_MOVE_PROMOTION,
                            (ChessPieceType) (CHESS_KNIGHT + (promo - "nbrq")));
  return chess_move_make (from, to, CHESS_MOVE_NORMAL, CHESS_PAWN);
}

static char *
articles_text (const char *const *articles, int count)
{
  GString *s = g_string_new (NULL);
  for (int i = 0; i < count; i++)
    g_string_append_printf (s, "%s%s", i ? " " : "", articles[i]);
  return g_string_free (s, FALSE);
}

/* Irregularities. -------------------------------------------------------------------------- */

#define STD CHESS_TIME_CLASS_STANDARD
#define RAPID CHESS_TIME_CLASS_RAPID
#define BLITZ CHESS_TIME_CLASS_BLITZ
#define FULL CHESS_SUPERVISION_FULL
#define PARTIAL CHESS_SUPERVISION_PARTIAL
#define ILLEGAL CHESS_IRREGULARITY_ILLEGAL_MOVE
#define NO_PROMO CHESS_IRREGULARITY_NO_PROMOTION
#define CLOCK CHESS_IRREGULARITY_CLOCK_ONLY
#define HANDS CHESS_IRREGULARITY_TWO_HANDS
#define W CHESS_WHITE
#define B CHESS_BLACK
#define GOES_ON CHESS_RESULT_NONE
#define WHITE_WINS CHESS_RESULT_WHITE_WINS
#define BLACK_WINS CHESS_RESULT_BLACK_WINS
#define DRAW CHESS_RESULT_DRAW

typedef struct
{
  const char *name;
  const char *fen;   /* NULL: the initial position */
  const char *moves; /* UCI, played before the irregularity */
  int ply;
  ChessIrregularity kind;
  const char *move; /* "=uci": a legal move found by its UCI; "uci": squares as written; NULL */
  int previous;
  ChessTimeClass cls;
  ChessSupervision supervision;
  bool opponent_moved;
  /* Expected. */
  ChessResult result;
  ChessColor adjust_color;
  int adjust_seconds;
  int restore_ply;
  const char *replacement; /* UCI, or NULL for none */
  bool stands;
  const char *articles;
} IrregularityCase;

/* The initial position with the knights out and back: both sides keep all their material, so
 * either can still checkmate. After 3 plies Black has the move, after 2 White. */
#define KNIGHTS NULL, "g1f3 g8f6 f3g1"
/* White's king and rook against Black's bare king: after 0 plies White has the move and Black
 * can never checkmate; after 1 (Ra2) Black has the move and White can. */
#define ROOK "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a2"

static const IrregularityCase irregularity_cases[] = {
  /* 7.5.1 and 7.5.5, standard play: the first illegal move gives the opponent two minutes and
   * reinstates the position before it. */
  { "illegal/standard/first", KNIGHTS, 3, ILLEGAL, NULL, 0, STD, FULL, false, GOES_ON, W, 120, 3,
    NULL, false, "7.5.1 7.5.5" },
  { "illegal/standard/first-white", KNIGHTS, 2, ILLEGAL, NULL, 0, STD, FULL, false, GOES_ON, B, 120,
    2, NULL, false, "7.5.1 7.5.5" },
  /* A.4 and A.5 are rapid and blitz rules: standard play ignores the supervision and whether
   * the opponent has moved (7.5.1: the position is reinstated whenever the move is found). */
  { "illegal/standard/partial-moved", KNIGHTS, 3, ILLEGAL, NULL, 0, STD, PARTIAL, true, GOES_ON, W,
    120, 3, NULL, false, "7.5.1 7.5.5" },
  { "illegal/standard/full-moved", KNIGHTS, 3, ILLEGAL, NULL, 0, STD, FULL, true, GOES_ON, W, 120,
    3, NULL, false, "7.5.1 7.5.5" },
  /* 7.5.5, second illegal move: lost, as the opponent can still checkmate. */
  { "illegal/standard/second-loses", KNIGHTS, 3, ILLEGAL, NULL, 1, STD, FULL, false, WHITE_WINS, W,
    0, 3, NULL, false, "7.5.1 7.5.5" },
  { "illegal/standard/second-loses-white", KNIGHTS, 2, ILLEGAL, NULL, 1, STD, FULL, false,
    BLACK_WINS, W, 0, 2, NULL, false, "7.5.1 7.5.5" },
  /* 7.5.5: the second illegal move by White, but Black has a bare king: drawn. */
  { "illegal/standard/second-bare-king-draws", ROOK, 0, ILLEGAL, NULL, 1, STD, FULL, false, DRAW, W,
    0, 0, NULL, false, "7.5.1 7.5.5" },
  { "illegal/standard/second-rook-wins", ROOK, 1, ILLEGAL, NULL, 1, STD, FULL, false, WHITE_WINS, W,
    0, 1, NULL, false, "7.5.1 7.5.5" },
  /* A third illegal move counts as the second or later: lost all the same. */
  { "illegal/standard/third", KNIGHTS, 3, ILLEGAL, NULL, 2, STD, FULL, false, WHITE_WINS, W, 0, 3,
    NULL, false, "7.5.1 7.5.5" },

  /* Rapid under full supervision (A.4): the Competition Rules, with one minute (A.3). */
  { "illegal/rapid/full/first", KNIGHTS, 3, ILLEGAL, NULL, 0, RAPID, FULL, false, GOES_ON, W, 60, 3,
    NULL, false, "7.5.1 7.5.5 A.3 A.4" },
  { "illegal/rapid/full/first-moved", KNIGHTS, 3, ILLEGAL, NULL, 0, RAPID, FULL, true, GOES_ON, W,
    60, 3, NULL, false, "7.5.1 7.5.5 A.3 A.4" },
  { "illegal/rapid/full/second", KNIGHTS, 3, ILLEGAL, NULL, 1, RAPID, FULL, true, WHITE_WINS, W, 0,
    3, NULL, false, "7.5.1 7.5.5 A.4" },
  { "illegal/rapid/full/second-bare-king", ROOK, 0, ILLEGAL, NULL, 1, RAPID, FULL, false, DRAW, W,
    0, 0, NULL, false, "7.5.1 7.5.5 A.4" },
  /* Rapid without full supervision (A.5.2): the arbiter acts under 7.5.5 while the opponent has
   * not moved... */
  { "illegal/rapid/partial/first", KNIGHTS, 3, ILLEGAL, NULL, 0, RAPID, PARTIAL, false, GOES_ON, W,
    60, 3, NULL, false, "7.5.1 7.5.5 A.3 A.5.2" },
  { "illegal/rapid/partial/second", KNIGHTS, 3, ILLEGAL, NULL, 1, RAPID, PARTIAL, false, WHITE_WINS,
    W, 0, 3, NULL, false, "7.5.1 7.5.5 A.5.2" },
  { "illegal/rapid/partial/second-bare-king", ROOK, 0, ILLEGAL, NULL, 1, RAPID, PARTIAL, false,
    DRAW, W, 0, 0, NULL, false, "7.5.1 7.5.5 A.5.2" },
  /* ...and once the opponent has made the next move the illegal move stands, first or second. */
  { "illegal/rapid/partial/first-moved-stands", KNIGHTS, 3, ILLEGAL, NULL, 0, RAPID, PARTIAL, true,
    GOES_ON, W, 0, -1, NULL, true, "A.5.2" },
  { "illegal/rapid/partial/second-moved-stands", KNIGHTS, 3, ILLEGAL, NULL, 1, RAPID, PARTIAL, true,
    GOES_ON, W, 0, -1, NULL, true, "A.5.2" },

  /* Blitz under full supervision (B.2): the Competition Rules, 7.5.5's two minutes by the
   * letter (A.3 reaches blitz only through B.3). */
  { "illegal/blitz/full/first", KNIGHTS, 3, ILLEGAL, NULL, 0, BLITZ, FULL, false, GOES_ON, W, 120,
    3, NULL, false, "7.5.1 7.5.5 B.2" },
  { "illegal/blitz/full/second-moved", KNIGHTS, 2, ILLEGAL, NULL, 1, BLITZ, FULL, true, BLACK_WINS,
    W, 0, 2, NULL, false, "7.5.1 7.5.5 B.2" },
  { "illegal/blitz/full/second-bare-king", ROOK, 0, ILLEGAL, NULL, 1, BLITZ, FULL, false, DRAW, W,
    0, 0, NULL, false, "7.5.1 7.5.5 B.2" },
  /* Blitz otherwise: B.3 sends it to A.5.2. */
  { "illegal/blitz/partial/first", KNIGHTS, 3, ILLEGAL, NULL, 0, BLITZ, PARTIAL, false, GOES_ON, W,
    60, 3, NULL, false, "7.5.1 7.5.5 A.3 A.5.2 B.3" },
  { "illegal/blitz/partial/second", ROOK, 1, ILLEGAL, NULL, 1, BLITZ, PARTIAL, false, WHITE_WINS, W,
    0, 1, NULL, false, "7.5.1 7.5.5 A.5.2 B.3" },
  { "illegal/blitz/partial/second-bare-king", ROOK, 0, ILLEGAL, NULL, 1, BLITZ, PARTIAL, false,
    DRAW, W, 0, 0, NULL, false, "7.5.1 7.5.5 A.5.2 B.3" },
  { "illegal/blitz/partial/moved-stands", KNIGHTS, 3, ILLEGAL, NULL, 0, BLITZ, PARTIAL, true,
    GOES_ON, W, 0, -1, NULL, true, "A.5.2 B.3" },
  /* 7.5.1: Black's illegal move after 1.Nf3 is found four plies later: the moves after it are
   * void and the position before it is reinstated. */
  { "illegal/found-later", NULL, "g1f3 g8f6 f3g1 f6g8 e2e4", 1, ILLEGAL, NULL, 0, STD, FULL, false,
    GOES_ON, W, 120, 1, NULL, false, "7.5.1 7.5.5" },

  /* 7.5.2: the pawn reached the last rank and the clock was pressed: an illegal move, and the
   * pawn becomes a queen of its colour (whatever piece, if any, was meant). Black has a rook and
   * can still checkmate. */
  { "no-promotion/standard/first", "4k2r/P7/8/8/8/8/8/4K3 w - - 0 1", "", 0, NO_PROMO, "a7a8", 0,
    STD, FULL, false, GOES_ON, B, 120, 0, "a7a8q", false, "7.5.2 7.5.5" },
  { "no-promotion/standard/knight-meant", "4k2r/P7/8/8/8/8/8/4K3 w - - 0 1", "", 0, NO_PROMO,
    "=a7a8n", 0, STD, FULL, false, GOES_ON, B, 120, 0, "a7a8q", false, "7.5.2 7.5.5" },
  { "no-promotion/standard/second-loses", "4k2r/P7/8/8/8/8/8/4K3 w - - 0 1", "", 0, NO_PROMO,
    "a7a8", 1, STD, FULL, false, BLACK_WINS, W, 0, 0, "a7a8q", false, "7.5.2 7.5.5" },
  /* The same with Black's bare king: the second illegal move is a draw (7.5.5). */
  { "no-promotion/standard/second-bare-king", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "", 0, NO_PROMO,
    "a7a8", 1, STD, FULL, false, DRAW, W, 0, 0, "a7a8q", false, "7.5.2 7.5.5" },
  /* Black's pawn, a capture on the last rank, in rapid. */
  { "no-promotion/rapid/black-capture", "4k3/8/8/8/8/8/p7/1R2K3 b - - 0 1", "", 0, NO_PROMO, "a2b1",
    0, RAPID, FULL, false, GOES_ON, W, 60, 0, "a2b1q", false, "7.5.2 7.5.5 A.3 A.4" },
  /* A.5.4: a pawn left on the last rank is an illegal position, not a move that stands (A.5.2):
   * still on the board after White's next move, the game is drawn. */
  { "no-promotion/blitz/partial-moved", "4k3/8/8/8/8/8/p7/1R2K3 b - - 0 1", "", 0, NO_PROMO, "a2b1",
    0, BLITZ, PARTIAL, true, DRAW, W, 0, -1, NULL, false, "A.5.4 B.3" },
  { "no-promotion/blitz/partial-second", "4k3/8/8/8/8/8/p7/1R2K3 b - - 0 1", "", 0, NO_PROMO,
    "a2b1", 1, BLITZ, PARTIAL, false, DRAW, W, 0, 0, "a2b1q", false, "7.5.2 7.5.5 A.5.2 B.3" },
  /* The queen put on a8 mates at once (5.1.1): the game is over before 7.5.5 has anything
   * left to penalise. */
  { "no-promotion/queen-mates", "6k1/P4ppp/8/8/8/8/8/4K3 w - - 0 1", "", 0, NO_PROMO, "a7a8", 1,
    STD, FULL, false, WHITE_WINS, W, 0, 0, "a7a8q", false, "7.5.2 5.1.1" },
  /* The queen on b8 leaves Black's king on h1 no move and not in check: stalemate (5.2.1). */
  { "no-promotion/queen-stalemates", "8/1P6/8/8/8/8/5K2/7k w - - 0 1", "", 0, NO_PROMO, "b7b8", 0,
    STD, FULL, false, DRAW, W, 0, 0, "b7b8q", false, "7.5.2 5.2.1" },

  /* 7.5.3: the clock pressed without a move: an illegal move; the player must still move. */
  { "clock/standard/first", KNIGHTS, 3, CLOCK, NULL, 0, STD, FULL, false, GOES_ON, W, 120, 3, NULL,
    false, "7.5.3 7.5.5" },
  { "clock/standard/second", KNIGHTS, 3, CLOCK, NULL, 1, STD, FULL, false, WHITE_WINS, W, 0, 3,
    NULL, false, "7.5.3 7.5.5" },
  { "clock/standard/second-bare-king", ROOK, 0, CLOCK, NULL, 1, STD, FULL, false, DRAW, W, 0, 0,
    NULL, false, "7.5.3 7.5.5" },
  { "clock/rapid/full", KNIGHTS, 2, CLOCK, NULL, 0, RAPID, FULL, true, GOES_ON, B, 60, 2, NULL,
    false, "7.5.3 7.5.5 A.3 A.4" },
  { "clock/rapid/partial", KNIGHTS, 2, CLOCK, NULL, 0, RAPID, PARTIAL, false, GOES_ON, B, 60, 2,
    NULL, false, "7.5.3 7.5.5 A.3 A.5.2" },
  { "clock/rapid/partial-moved", KNIGHTS, 2, CLOCK, NULL, 1, RAPID, PARTIAL, true, GOES_ON, W, 0,
    -1, NULL, true, "A.5.2" },
  { "clock/blitz/full-second", ROOK, 1, CLOCK, NULL, 1, BLITZ, FULL, false, WHITE_WINS, W, 0, 1,
    NULL, false, "7.5.3 7.5.5 B.2" },
  { "clock/blitz/partial-second", ROOK, 0, CLOCK, NULL, 1, BLITZ, PARTIAL, false, DRAW, W, 0, 0,
    NULL, false, "7.5.3 7.5.5 A.5.2 B.3" },

  /* 7.5.4: castling with both hands. The move is legal, so it stands (commentary to 7.5.4 in
   * laws/003), and the opponent gets the time of 7.5.5. */
  { "two-hands/standard/castling", NULL, "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6", 6, HANDS, "=e1g1", 0, STD,
    FULL, false, GOES_ON, B, 120, 6, "e1g1", false, "7.5.4 7.5.5" },
  { "two-hands/standard/castling-second", NULL, "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6", 6, HANDS, "=e1g1",
    1, STD, FULL, false, BLACK_WINS, W, 0, 6, "e1g1", false, "7.5.4 7.5.5" },
  /* Castling long against a bare king, the second time: Black cannot mate: drawn. */
  { "two-hands/standard/castling-bare-king", "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "", 0, HANDS,
    "=e1c1", 1, STD, FULL, false, DRAW, W, 0, 0, "e1c1", false, "7.5.4 7.5.5" },
  /* A capture with both hands that is not a legal move (Nf3xe5?? with the knight on g1): 7.5.1
   * applies as for any illegal move. */
  { "two-hands/standard/illegal", NULL, "e2e4 e7e5", 2, HANDS, "g1e5", 0, STD, FULL, false, GOES_ON,
    B, 120, 2, NULL, false, "7.5.4 7.5.1 7.5.5" },
  { "two-hands/standard/no-move-given", NULL, "e2e4 e7e5", 2, HANDS, NULL, 1, STD, FULL, false,
    BLACK_WINS, W, 0, 2, NULL, false, "7.5.4 7.5.1 7.5.5" },
  { "two-hands/rapid/partial", NULL, "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6", 6, HANDS, "=e1g1", 0, RAPID,
    PARTIAL, false, GOES_ON, B, 60, 6, "e1g1", false, "7.5.4 7.5.5 A.3 A.5.2" },
  { "two-hands/rapid/partial-moved", NULL, "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6", 6, HANDS, "=e1g1", 0,
    RAPID, PARTIAL, true, GOES_ON, W, 0, -1, NULL, true, "A.5.2" },
  { "two-hands/blitz/full", NULL, "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6", 6, HANDS, "=e1g1", 0, BLITZ,
    FULL, true, GOES_ON, B, 120, 6, "e1g1", false, "7.5.4 7.5.5 B.2" },
  { "two-hands/blitz/partial-second-bare-king", "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "", 0, HANDS,
    "=e1c1", 1, BLITZ, PARTIAL, false, DRAW, W, 0, 0, "e1c1", false, "7.5.4 7.5.5 A.5.2 B.3" },
  /* Rxa8 with both hands mates (5.1.1 names 4.2 to 4.7, not 4.1's one hand): White wins even
   * after an earlier illegal move. */
  { "two-hands/capture-mates", "r5k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1", "", 0, HANDS, "=a1a8", 1, STD,
    FULL, false, WHITE_WINS, W, 0, 0, "a1a8", false, "7.5.4 5.1.1" },
  /* Bxg2 takes Black's last piece: king and bishop against king, a dead position (5.2.2). */
  { "two-hands/capture-dead", "4k3/8/8/8/8/8/6n1/4K2B w - - 0 1", "", 0, HANDS, "=h1g2", 0, STD,
    FULL, false, DRAW, W, 0, 0, "h1g2", false, "7.5.4 5.2.2" },
};

static void
run_irregularity (gconstpointer data)
{
  const IrregularityCase *t = data;
  ChessGame game;
  game_test_start (&game, t->fen);
  game_test_play (&game, t->moves);
  ChessIrregularityCase c = {
    .kind = t->kind,
    .ply = t->ply,
    .move = CHESS_MOVE_NONE,
    .previous = t->previous,
    /* A.3: one minute in rapid and blitz instead of the two of 7.5.5. */
    /* 7.5.5's two minutes in standard play and in blitz under B.2 (the Competition Rules);
     * A.3's one minute in rapid and in blitz under B.3. */
    .penalty_seconds = t->cls == STD || (t->cls == BLITZ && t->supervision == FULL) ? 120 : 60,
    .time_class = t->cls,
    .supervision = t->supervision,
    .opponent_moved = t->opponent_moved,
  };
  if (t->move)
    c.move
        = t->move[0] == '=' ? game_test_find_move (&game, t->ply, t->move + 1) : raw_move (t->move);
  ChessRuling r;
  g_assert_cmpint (chess_ruling_irregularity (mate_ctx, &game, &c, &r), ==, CHESS_RULING_OK);
  g_autofree char *articles = articles_text (r.articles, r.article_count);
  g_assert_cmpstr (articles, ==, t->articles);
  g_assert_cmpint (r.verdict, ==, CHESS_VERDICT_CORRECT);
  g_assert_cmpint (r.result, ==, t->result);
  g_assert_cmpint (r.adjust_seconds, ==, t->adjust_seconds);
  if (t->adjust_seconds)
    g_assert_cmpint (r.adjust_color, ==, t->adjust_color);
  g_assert_cmpint (r.restore_ply, ==, t->restore_ply);
  g_assert_cmpint (r.stands, ==, t->stands);
  g_assert_false (r.next_period);
  if (t->replacement)
    {
      ChessPosition pos;
      chess_game_position_at (&game, t->ply, &pos);
      char uci[6];
      g_assert_cmpuint (r.replacement, !=, CHESS_MOVE_NONE);
      g_assert_cmpstr (chess_move_to_uci (&pos, r.replacement, uci), ==, t->replacement);
    }
  else
    g_assert_cmpuint (r.replacement, ==, CHESS_MOVE_NONE);
  chess_game_clear (&game);
}

/* A.5.4 (2023): without full supervision, an illegal position left on the board (a pawn on the
 * last rank, both kings in check) is not an illegal move that stands once the opponent has moved
 * (A.5.2): after the next move, the game is drawn if it is still on the board, and goes on if
 * that move put it right. With the opponent yet to move, A.5.2 has the arbiter act under 7.5;
 * under full supervision (A.4, B.2) 7.5 applies as in standard play. */
typedef struct
{
  const char *name;
  ChessIrregularity kind;
  ChessTimeClass cls;
  ChessSupervision supervision;
  bool opponent_moved;
  bool illegal_position;
  bool put_right;
  /* Expected. */
  ChessResult result;
  bool draw;
  bool stands;
  const char *articles;
} IllegalPositionCase;

static const IllegalPositionCase illegal_position_cases[] = {
  { "pawn/rapid-still", NO_PROMO, RAPID, PARTIAL, true, false, false, DRAW, true, false, "A.5.4" },
  { "pawn/blitz-still", NO_PROMO, BLITZ, PARTIAL, true, false, false, DRAW, true, false,
    "A.5.4 B.3" },
  { "pawn/rapid-put-right", NO_PROMO, RAPID, PARTIAL, true, false, true, GOES_ON, false, true,
    "A.5.4" },
  { "kings/rapid-still", ILLEGAL, RAPID, PARTIAL, true, true, false, DRAW, true, false, "A.5.4" },
  /* An illegal move that left no illegal position stands (A.5.2). */
  { "move/rapid-stands", ILLEGAL, RAPID, PARTIAL, true, false, false, GOES_ON, false, true,
    "A.5.2" },
  /* The opponent has not moved: the arbiter acts under 7.5.2 (A.5.2), A.3's minute. */
  { "pawn/rapid-not-moved", NO_PROMO, RAPID, PARTIAL, false, false, false, GOES_ON, false, false,
    "7.5.2 7.5.5 A.3 A.5.2" },
  /* Full supervision: the Competition Rules (A.4), 7.5.2 however late it is found. */
  { "pawn/rapid-full", NO_PROMO, RAPID, FULL, true, false, false, GOES_ON, false, false,
    "7.5.2 7.5.5 A.3 A.4" },
};

static void
run_illegal_position (gconstpointer data)
{
  const IllegalPositionCase *t = data;
  ChessGame game;
  /* White's pawn on a7 goes to a8, where nothing is put in its place (7.5.2). */
  game_test_start (&game, "4k3/P7/8/8/8/8/8/4K3 w - - 0 60");
  ChessIrregularityCase c = {
    .kind = t->kind,
    .ply = 0,
    .move = t->kind == NO_PROMO ? raw_move ("a7a8") : CHESS_MOVE_NONE,
    .penalty_seconds = t->cls == STD ? 120 : 60,
    .time_class = t->cls,
    .supervision = t->supervision,
    .opponent_moved = t->opponent_moved,
    .illegal_position = t->illegal_position,
    .position_put_right = t->put_right,
  };
  ChessRuling r;
  g_assert_cmpint (chess_ruling_irregularity (mate_ctx, &game, &c, &r), ==, CHESS_RULING_OK);
  g_autofree char *articles = articles_text (r.articles, r.article_count);
  g_assert_cmpstr (articles, ==, t->articles);
  g_assert_cmpint (r.result, ==, t->result);
  g_assert_cmpint (r.illegal_position_draw, ==, t->draw);
  g_assert_cmpint (r.stands, ==, t->stands);
  if (t->draw || t->stands)
    {
      g_assert_cmpuint (r.replacement, ==, CHESS_MOVE_NONE);
      g_assert_cmpint (r.adjust_seconds, ==, 0);
    }
  chess_game_clear (&game);
}

/* Cases the core must refuse. */
typedef struct
{
  const char *name;
  const char *fen;
  const char *moves;
  int ply;
  ChessIrregularity kind;
  const char *move;
  int previous;
  ChessRulingError error;
} IrregularityError;

static const IrregularityError irregularity_errors[] = {
  /* 7.5.2 is about a pawn reaching the last rank. */
  { "no-promotion/not-a-pawn", "4k3/P7/8/8/8/8/8/R3K3 w - - 0 1", "", 0, NO_PROMO, "a1a8", 0,
    CHESS_RULING_ERROR_MOVE },
  { "no-promotion/not-last-rank", "4k3/8/P7/8/8/8/8/4K3 w - - 0 1", "", 0, NO_PROMO, "a6a7", 0,
    CHESS_RULING_ERROR_MOVE },
  { "no-promotion/blocked", "n3k3/P7/8/8/8/8/8/4K3 w - - 0 1", "", 0, NO_PROMO, "a7a8", 0,
    CHESS_RULING_ERROR_MOVE },
  { "no-promotion/no-move", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "", 0, NO_PROMO, NULL, 0,
    CHESS_RULING_ERROR_MOVE },
  /* Black's pawn, but White has the move. */
  { "no-promotion/wrong-side", "4k3/8/8/8/8/8/p7/4K3 w - - 0 1", "", 0, NO_PROMO, "a2a1", 0,
    CHESS_RULING_ERROR_MOVE },
  /* An illegal move or a clock press carries no move. */
  { "illegal/with-move", NULL, "", 0, ILLEGAL, "e2e4", 0, CHESS_RULING_ERROR_MOVE },
  { "clock/with-move", NULL, "", 0, CLOCK, "e2e4", 0, CHESS_RULING_ERROR_MOVE },
  { "ply/negative", NULL, "e2e4", -1, ILLEGAL, NULL, 0, CHESS_RULING_ERROR_PLY },
  { "ply/beyond", NULL, "e2e4", 2, ILLEGAL, NULL, 0, CHESS_RULING_ERROR_PLY },
  { "previous/negative", NULL, "e2e4", 1, ILLEGAL, NULL, -1, CHESS_RULING_ERROR_PLY },
};

static void
run_irregularity_error (gconstpointer data)
{
  const IrregularityError *t = data;
  ChessGame game;
  game_test_start (&game, t->fen);
  game_test_play (&game, t->moves);
  ChessIrregularityCase c = {
    .kind = t->kind,
    .ply = t->ply,
    .move = t->move ? raw_move (t->move) : CHESS_MOVE_NONE,
    .previous = t->previous,
    .penalty_seconds = 120,
    .time_class = STD,
  };
  ChessRuling r;
  g_assert_cmpint (chess_ruling_irregularity (mate_ctx, &game, &c, &r), ==, t->error);
  chess_game_clear (&game);
}

/* A game that had already ended by checkmate before the irregularity says so (5.1.1). */
static void
test_irregularity_after_end (void)
{
  ChessGame game;
  game_test_start (&game, NULL);
  game_test_play (&game, "f2f3 e7e5 g2g4 d8h4");
  ChessIrregularityCase c = {
    .kind = ILLEGAL,
    .ply = 4,
    .penalty_seconds = 120,
    .time_class = STD,
  };
  ChessRuling r;
  g_assert_cmpint (chess_ruling_irregularity (mate_ctx, &game, &c, &r), ==, CHESS_RULING_OK);
  g_assert_cmpint (r.ended_ply, ==, 4);
  g_assert_cmpint (r.ended_by, ==, CHESS_ENDING_CHECKMATE);
  c.ply = 3;
  g_assert_cmpint (chess_ruling_irregularity (mate_ctx, &game, &c, &r), ==, CHESS_RULING_OK);
  g_assert_cmpint (r.ended_ply, ==, -1);
  chess_game_clear (&game);
}

/* Irregularities in a game that had ended automatically. 5.1.1, 5.2.1, 5.2.2, 9.6.1 and 9.6.2
 * end the game at once: an irregularity at or after the ending comes after the game, so its
 * result stands and 7.5 reinstates and penalises nothing. An irregularity before the ending
 * voids the moves after it (7.5.1), the ending with them, and 7.5 applies as always. */
typedef struct
{
  const char *name;
  const char *fen;
  const char *moves;
  int ply;
  ChessIrregularity kind;
  int previous;
  ChessTimeClass cls;
  ChessSupervision supervision;
  bool opponent_moved;
  /* Expected. */
  ChessResult result;
  ChessColor adjust_color;
  int adjust_seconds;
  int restore_ply;
  int ended_ply;
  ChessEnding ended_by;
  const char *articles;
} AfterEndCase;

/* 1.Nf3 Nf6 2.Ng1 Ng8 four times: the initial position (White to move) stands after 0, 4, 8,
 * 12 and 16 plies, the fifth time after 16 (9.6.1). */
#define FIVEFOLD                                                                                   \
  NULL, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 "                   \
        "f3g1 f6g8"
/* 1.c8=Q#: the queen on c8 checks the king on a8 along the rank; a7 and b7 are White's king's,
 * b7 and b8 the queen's (5.1.1, after 1 ply). */
#define PROMOTION_MATE "k7/2P5/1K6/8/8/8/8/8 w - - 0 1", "c7c8q"
/* 1.Kg6: Black's king on h8 is not in check and g8, g7, h7 are all guarded (5.2.1). */
#define INTO_STALEMATE "7k/5Q2/5K2/8/8/8/8/8 w - - 0 1", "f6g6"
/* 1.Bxg2: king and bishop against king (5.2.2). */
#define INTO_DEAD "4k3/8/8/8/8/8/6n1/4K2B w - - 0 1", "h1g2"
/* 149 plies without capture or pawn move, and 1.Ra2 makes 150: 75 moves by each (9.6.2). */
#define INTO_75 "4k3/8/8/8/8/8/8/R3K3 w - - 149 100", "a1a2"
#define NO_END (-1), CHESS_ENDING_NONE

static const AfterEndCase after_end_cases[] = {
  /* 9.6.1: the fivefold repetition after 16 plies drew the game; White's illegal move there
   * changes nothing. */
  { "fivefold/at-ending", FIVEFOLD, 16, ILLEGAL, 0, STD, FULL, false, DRAW, W, 0, -1, 16,
    CHESS_ENDING_FIVEFOLD, "9.6.1" },
  /* A second illegal move would lose (7.5.5), but there was no game left to lose. */
  { "fivefold/second", FIVEFOLD, 16, ILLEGAL, 1, STD, FULL, false, DRAW, W, 0, -1, 16,
    CHESS_ENDING_FIVEFOLD, "9.6.1" },
  /* A.5.2 is about a game going on; the ending came first. */
  { "fivefold/blitz-partial-moved", FIVEFOLD, 16, ILLEGAL, 0, BLITZ, PARTIAL, true, DRAW, W, 0, -1,
    16, CHESS_ENDING_FIVEFOLD, "9.6.1" },
  { "fivefold/clock", FIVEFOLD, 16, CLOCK, 0, RAPID, FULL, false, DRAW, W, 0, -1, 16,
    CHESS_ENDING_FIVEFOLD, "9.6.1" },
  /* Black's illegal 8th move (after 15 plies) voids 8...Ng8 and with it the repetition: the
   * position after 15 plies comes back and White gets two minutes (7.5.1, 7.5.5). */
  { "fivefold/before-ending", FIVEFOLD, 15, ILLEGAL, 0, STD, FULL, false, GOES_ON, W, 120, 15,
    NO_END, "7.5.1 7.5.5" },
  /* 5.1.1: 1.c8=Q# won the game; Black's irregularity after it is none of the game's. */
  { "mate/at-ending", PROMOTION_MATE, 1, ILLEGAL, 0, STD, FULL, false, WHITE_WINS, W, 0, -1, 1,
    CHESS_ENDING_CHECKMATE, "5.1.1" },
  { "mate/clock", PROMOTION_MATE, 1, CLOCK, 1, BLITZ, FULL, false, WHITE_WINS, W, 0, -1, 1,
    CHESS_ENDING_CHECKMATE, "5.1.1" },
  /* White's illegal move before c8=Q: the mate is void, Black gets two minutes. */
  { "mate/before-ending", PROMOTION_MATE, 0, ILLEGAL, 0, STD, FULL, false, GOES_ON, B, 120, 0,
    NO_END, "7.5.1 7.5.5" },
  /* 5.2.1, 5.2.2, 9.6.2: drawn with the move that made them. */
  { "stalemate/at-ending", INTO_STALEMATE, 1, ILLEGAL, 0, STD, FULL, false, DRAW, W, 0, -1, 1,
    CHESS_ENDING_STALEMATE, "5.2.1" },
  { "dead/at-ending", INTO_DEAD, 1, ILLEGAL, 1, RAPID, PARTIAL, false, DRAW, W, 0, -1, 1,
    CHESS_ENDING_DEAD_POSITION, "5.2.2" },
  { "75-moves/at-ending", INTO_75, 1, ILLEGAL, 0, STD, FULL, false, DRAW, W, 0, -1, 1,
    CHESS_ENDING_SEVENTY_FIVE, "9.6.2" },
  /* Before 1.Ra2 only 149 plies were quiet: the game went on (7.5.1, 7.5.5 to Black). */
  { "75-moves/before-ending", INTO_75, 0, ILLEGAL, 0, STD, FULL, false, GOES_ON, B, 120, 0, NO_END,
    "7.5.1 7.5.5" },
};

static void
run_after_end (gconstpointer data)
{
  const AfterEndCase *t = data;
  ChessGame game;
  game_test_start (&game, t->fen);
  game_test_play (&game, t->moves);
  ChessIrregularityCase c = {
    .kind = t->kind,
    .ply = t->ply,
    .move = CHESS_MOVE_NONE,
    .previous = t->previous,
    .penalty_seconds = t->cls == STD ? 120 : 60,
    .time_class = t->cls,
    .supervision = t->supervision,
    .opponent_moved = t->opponent_moved,
  };
  ChessRuling r;
  g_assert_cmpint (chess_ruling_irregularity (mate_ctx, &game, &c, &r), ==, CHESS_RULING_OK);
  g_autofree char *articles = articles_text (r.articles, r.article_count);
  g_assert_cmpstr (articles, ==, t->articles);
  g_assert_cmpint (r.verdict, ==, CHESS_VERDICT_CORRECT);
  g_assert_cmpint (r.result, ==, t->result);
  g_assert_cmpint (r.adjust_seconds, ==, t->adjust_seconds);
  if (t->adjust_seconds)
    g_assert_cmpint (r.adjust_color, ==, t->adjust_color);
  g_assert_cmpint (r.restore_ply, ==, t->restore_ply);
  g_assert_cmpint (r.ended_ply, ==, t->ended_ply);
  g_assert_cmpint (r.ended_by, ==, t->ended_by);
  g_assert_false (r.stands);
  g_assert_cmpuint (r.replacement, ==, CHESS_MOVE_NONE);
  chess_game_clear (&game);
}

/* The older entry point: an illegal move, fully supervised, A.3 when rapid or blitz. */
static void
test_illegal_wrapper (void)
{
  ChessGame game;
  game_test_start (&game, NULL);
  game_test_play (&game, "g1f3 g8f6 f3g1");
  ChessRuling r;
  g_assert_cmpint (chess_ruling_illegal (mate_ctx, &game, 3, 0, 60, true, &r), ==, CHESS_RULING_OK);
  g_autofree char *a = articles_text (r.articles, r.article_count);
  g_assert_cmpstr (a, ==, "7.5.1 7.5.5 A.3");
  g_assert_cmpint (r.adjust_color, ==, CHESS_WHITE);
  g_assert_cmpint (r.adjust_seconds, ==, 60);
  g_assert_cmpint (r.restore_ply, ==, 3);
  g_assert_cmpint (chess_ruling_illegal (mate_ctx, &game, 3, 1, 120, false, &r), ==,
                   CHESS_RULING_OK);
  g_assert_cmpint (r.result, ==, CHESS_RESULT_WHITE_WINS);
  g_assert_cmpint (r.opponent_can_mate, ==, CHESS_MATE_YES);
  chess_game_clear (&game);
}

/* Flag falls. ------------------------------------------------------------------------------ */

typedef enum
{
  ONE,          /* only 'first' fell */
  BOTH_KNOWN,   /* both, 'first' first, and the clock shows it */
  BOTH_UNKNOWN, /* both, nobody can say which first */
  NONE_FELL,
} Fallen;

#define ARBITER CHESS_FLAG_SEEN_BY_ARBITER
#define CLAIMED CHESS_FLAG_CLAIMED
#define LAST true
#define EARLIER false
#define KNOWN true
#define UNKNOWN false

typedef struct
{
  const char *name;
  const char *fen;
  Fallen fallen;
  ChessColor first;
  bool last_period;
  bool moves_known;
  ChessTimeClass cls;
  ChessSupervision supervision;
  ChessFlagNotice notice;
  /* Expected. */
  ChessResult result;
  bool next_period;
  const char *articles;
} FlagCase;

#define FOOLS_MATE "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
#define QUEEN "4k3/8/8/8/8/8/8/3QK3 w - - 0 1"
#define START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
/* Black to move, king on h8: not in check, every square guarded (Qf7, Kg6). */
#define STALEMATE "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"
#define BISHOP "4k3/8/8/8/8/8/8/4KB2 w - - 0 1"

static const FlagCase flag_cases[] = {
  /* 6.9 excepts 5.1.1: White is checkmated, so Black wins though Black's flag fell. */
  { "mate/flagged-side-mated-other", FOOLS_MATE, ONE, B, LAST, KNOWN, STD, FULL, ARBITER,
    BLACK_WINS, false, "5.1.1" },
  { "mate/flagged-side-is-mated", FOOLS_MATE, ONE, W, LAST, KNOWN, STD, FULL, ARBITER, BLACK_WINS,
    false, "5.1.1" },
  /* The checkmate stands however the flags fell and whatever the scoresheets show. */
  { "mate/both-unknown-earlier", FOOLS_MATE, BOTH_UNKNOWN, W, EARLIER, UNKNOWN, RAPID, PARTIAL,
    CLAIMED, BLACK_WINS, false, "5.1.1" },
  /* 5.2.1: a stalemate ended the game: drawn, whoever flagged. */
  { "stalemate/black", STALEMATE, ONE, B, LAST, KNOWN, STD, FULL, ARBITER, DRAW, false, "5.2.1" },
  { "stalemate/white", STALEMATE, ONE, W, LAST, KNOWN, BLITZ, PARTIAL, CLAIMED, DRAW, false,
    "5.2.1" },
  /* 5.2.2: king and bishop against king is dead. */
  { "dead/bishop", BISHOP, ONE, B, LAST, KNOWN, STD, FULL, ARBITER, DRAW, false, "5.2.2" },
  { "dead/8.6-does-not-matter", BISHOP, ONE, W, EARLIER, UNKNOWN, STD, FULL, ARBITER, DRAW, false,
    "5.2.2" },
  /* 6.9: lost, unless the opponent cannot checkmate by any series of legal moves. */
  { "6.9/black-flags-queen-wins", QUEEN, ONE, B, LAST, KNOWN, STD, FULL, ARBITER, WHITE_WINS, false,
    "6.9" },
  { "6.9/white-flags-bare-king-draws", QUEEN, ONE, W, LAST, KNOWN, STD, FULL, ARBITER, DRAW, false,
    "6.9" },
  { "6.9/start-white-flags", START, ONE, W, LAST, KNOWN, STD, FULL, ARBITER, BLACK_WINS, false,
    "6.9" },
  /* Notice in rapid and blitz: A.4 / B.2 under full supervision; otherwise a claim (A.5.3) or
   * the arbiter's call (A.5.5), through B.3 in blitz. */
  { "rapid/full", START, ONE, W, LAST, KNOWN, RAPID, FULL, CLAIMED, BLACK_WINS, false, "6.9 A.4" },
  { "rapid/partial-claimed", START, ONE, W, LAST, KNOWN, RAPID, PARTIAL, CLAIMED, BLACK_WINS, false,
    "6.9 A.5.3" },
  { "rapid/partial-claimed-bare-king", QUEEN, ONE, W, LAST, KNOWN, RAPID, PARTIAL, CLAIMED, DRAW,
    false, "6.9 A.5.3" },
  { "rapid/partial-arbiter", QUEEN, ONE, B, LAST, KNOWN, RAPID, PARTIAL, ARBITER, WHITE_WINS, false,
    "6.9 A.5.5" },
  { "blitz/full", QUEEN, ONE, B, LAST, KNOWN, BLITZ, FULL, ARBITER, WHITE_WINS, false, "6.9 B.2" },
  { "blitz/partial-claimed", QUEEN, ONE, B, LAST, KNOWN, BLITZ, PARTIAL, CLAIMED, WHITE_WINS, false,
    "6.9 A.5.3 B.3" },
  { "blitz/partial-arbiter", QUEEN, ONE, W, LAST, KNOWN, BLITZ, PARTIAL, ARBITER, DRAW, false,
    "6.9 A.5.5 B.3" },
  /* Standard play has no A.5: the supervision and the notice change nothing. */
  { "standard/partial-claimed", QUEEN, ONE, B, LAST, KNOWN, STD, PARTIAL, CLAIMED, WHITE_WINS,
    false, "6.9" },
  /* Both flags, the clock shows whose fell first: that one counts (6.9 on it). */
  { "both/known-white-first", START, BOTH_KNOWN, W, LAST, KNOWN, STD, FULL, ARBITER, BLACK_WINS,
    false, "6.9" },
  { "both/known-black-first", START, BOTH_KNOWN, B, LAST, KNOWN, STD, FULL, ARBITER, WHITE_WINS,
    false, "6.9" },
  { "both/known-white-first-bare-king", QUEEN, BOTH_KNOWN, W, EARLIER, KNOWN, STD, FULL, ARBITER,
    DRAW, false, "6.9" },
  /* Guidelines III.3.1: order unknown: the game goes on in an earlier period (III.3.1.1) and is
   * drawn in the last one (III.3.1.2). */
  { "both/unknown-last", START, BOTH_UNKNOWN, W, LAST, KNOWN, STD, FULL, ARBITER, DRAW, false,
    "III.3.1" },
  { "both/unknown-earlier", START, BOTH_UNKNOWN, W, EARLIER, KNOWN, STD, FULL, ARBITER, GOES_ON,
    false, "III.3.1" },
  { "both/unknown-last-rapid", QUEEN, BOTH_UNKNOWN, B, LAST, KNOWN, RAPID, FULL, ARBITER, DRAW,
    false, "III.3.1 A.4" },
  /* 8.6: the scoresheets cannot show that the control was missed in a period with a move
   * count: the game goes on into the next period. */
  { "8.6/earlier-unknown-moves", START, ONE, W, EARLIER, UNKNOWN, STD, FULL, ARBITER, GOES_ON, true,
    "8.6" },
  { "8.6/both-known-order", START, BOTH_KNOWN, B, EARLIER, UNKNOWN, STD, FULL, ARBITER, GOES_ON,
    true, "8.6" },
  /* In the last period every remaining move is due: 8.6 has nothing to count. */
  { "8.6/last-period", START, ONE, W, LAST, UNKNOWN, STD, FULL, ARBITER, BLACK_WINS, false, "6.9" },
  /* With the moves known, a flag in an earlier period is an ordinary 6.9 case. */
  { "8.6/earlier-known-moves", START, ONE, B, EARLIER, KNOWN, STD, FULL, ARBITER, WHITE_WINS, false,
    "6.9" },
};

static void
fill_flag_case (const FlagCase *t, ChessFlagCase *c)
{
  memset (c, 0, sizeof *c);
  c->fallen[t->first] = t->fallen != NONE_FELL;
  c->fallen[!t->first] = t->fallen == BOTH_KNOWN || t->fallen == BOTH_UNKNOWN;
  c->order_known = t->fallen != BOTH_UNKNOWN;
  c->first = t->first;
  c->last_period = t->last_period;
  c->moves_known = t->moves_known;
  c->time_class = t->cls;
  c->supervision = t->supervision;
  c->notice = t->notice;
  /* The table's events announced Guidelines III and play without increment (III.2.1, III.2.2):
   * test_flag_no_rule has the others. */
  c->guidelines_iii = true;
}

/* Both flags down, order unknown, where Guidelines III do not apply: not announced (III.2.1), an
 * increment or blitz (III.2.2). The Laws give no rule: no result, and the facts for the arbiter,
 * whether each side can still checkmate. */
static void
test_flag_no_rule (void)
{
  static const struct
  {
    const char *fen;
    bool announced, increment;
    ChessTimeClass cls;
    const char *articles;
    ChessMateAnswer white, black;
  } cases[] = {
    { START, false, false, STD, "III.2.1", CHESS_MATE_YES, CHESS_MATE_YES },
    { START, true, true, STD, "III.2.2", CHESS_MATE_YES, CHESS_MATE_YES },
    { START, true, false, BLITZ, "III.2.2 B.2", CHESS_MATE_YES, CHESS_MATE_YES },
    /* White's queen against a bare king: only White can checkmate. */
    { QUEEN, false, false, RAPID, "III.2.1 A.4", CHESS_MATE_YES, CHESS_MATE_NO },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ChessPosition pos;
      g_assert_cmpint (chess_position_from_fen (&pos, cases[i].fen, NULL), ==, CHESS_FEN_OK);
      ChessFlagCase c = {
        .fallen = { true, true },
        .order_known = false,
        .last_period = true,
        .moves_known = true,
        .time_class = cases[i].cls,
        .supervision = FULL,
        .guidelines_iii = cases[i].announced,
        .increment = cases[i].increment,
      };
      ChessRuling r;
      g_assert_cmpint (chess_ruling_flag_case (mate_ctx, &pos, &c, &r), ==, CHESS_RULING_OK);
      g_autofree char *articles = articles_text (r.articles, r.article_count);
      g_assert_cmpstr (articles, ==, cases[i].articles);
      g_assert_true (r.no_rule);
      g_assert_cmpint (r.result, ==, CHESS_RESULT_NONE);
      g_assert_cmpint (r.can_mate[CHESS_WHITE], ==, cases[i].white);
      g_assert_cmpint (r.can_mate[CHESS_BLACK], ==, cases[i].black);
    }
}

static void
run_flag (gconstpointer data)
{
  const FlagCase *t = data;
  ChessPosition pos;
  g_assert_cmpint (chess_position_from_fen (&pos, t->fen, NULL), ==, CHESS_FEN_OK);
  ChessFlagCase c;
  fill_flag_case (t, &c);
  ChessRuling r;
  g_assert_cmpint (chess_ruling_flag_case (mate_ctx, &pos, &c, &r), ==, CHESS_RULING_OK);
  g_autofree char *articles = articles_text (r.articles, r.article_count);
  g_assert_cmpstr (articles, ==, t->articles);
  g_assert_cmpint (r.result, ==, t->result);
  /* 5.1.1, 5.2.1, 5.2.2 had ended the game: the flag is not ruled on (6.9 does not apply). */
  g_assert_cmpint (r.game_over, ==, strchr ("5", t->articles[0]) != NULL);
  g_assert_cmpint (r.next_period, ==, t->next_period);
  g_assert_cmpint (r.adjust_seconds, ==, 0);
  g_assert_cmpint (r.restore_ply, ==, -1);
  g_assert_false (r.stands);
}

/* Flag falls in a game that had already ended, and claims that fail (A.5.3). */
typedef struct
{
  const char *name;
  const char *fen;
  Fallen fallen;
  ChessColor first;
  ChessTimeClass cls;
  ChessSupervision supervision;
  ChessFlagNotice notice;
  ChessEnding record; /* the game record's automatic ending, given by the caller */
  /* Expected. */
  ChessVerdict verdict;
  ChessResult result;
  ChessEnding ended_by;
  const char *articles;
} FlagEndCase;

#define CORRECT CHESS_VERDICT_CORRECT
#define INCORRECT CHESS_VERDICT_INCORRECT
#define NO_RECORD CHESS_ENDING_NONE
/* White has a bare king against king and queen; Black to mate. */
#define QUEEN_BLACK_150 "4k3/8/8/8/8/8/q7/4K3 w - - 150 120"
#define QUEEN_BLACK_149 "4k3/8/8/8/8/8/q7/4K3 w - - 149 120"
#define QUEEN_BLACK_0 "4k3/8/8/8/8/8/q7/4K3 w - - 0 50"
/* Black to move is mated on the back rank, with the 150th quiet ply. */
#define BACK_RANK_MATE_150 "R5k1/5ppp/8/8/8/8/8/4K3 b - - 150 100"

static const FlagEndCase flag_end_cases[] = {
  /* 9.6.2: 150 plies without capture or pawn move, 75 moves by each: the game was drawn
   * before White's flag fell, although Black could mate. */
  { "9.6.2/halfmove-150", QUEEN_BLACK_150, ONE, W, STD, FULL, ARBITER, NO_RECORD, CORRECT, DRAW,
    CHESS_ENDING_SEVENTY_FIVE, "9.6.2" },
  { "9.6.2/halfmove-150-blitz-claim", QUEEN_BLACK_150, ONE, W, BLITZ, PARTIAL, CLAIMED, NO_RECORD,
    CORRECT, DRAW, CHESS_ENDING_SEVENTY_FIVE, "9.6.2" },
  /* 149 plies are not 75 moves by each: 6.9, Black can mate. */
  { "9.6.2/halfmove-149", QUEEN_BLACK_149, ONE, W, STD, FULL, ARBITER, NO_RECORD, CORRECT,
    BLACK_WINS, CHESS_ENDING_NONE, "6.9" },
  /* 9.6.2: "If the last move resulted in checkmate, that shall take precedence." */
  { "9.6.2/mate-takes-precedence", BACK_RANK_MATE_150, ONE, W, STD, FULL, ARBITER, NO_RECORD,
    CORRECT, WHITE_WINS, CHESS_ENDING_CHECKMATE, "5.1.1" },
  /* The record had reached a fivefold repetition (9.6.1): drawn, whoever could mate. */
  { "record/fivefold", QUEEN_BLACK_0, ONE, W, STD, FULL, ARBITER, CHESS_ENDING_FIVEFOLD, CORRECT,
    DRAW, CHESS_ENDING_FIVEFOLD, "9.6.1" },
  { "record/seventy-five", QUEEN_BLACK_0, ONE, W, RAPID, FULL, ARBITER, CHESS_ENDING_SEVENTY_FIVE,
    CORRECT, DRAW, CHESS_ENDING_SEVENTY_FIVE, "9.6.2" },
  /* Endings somebody recorded are not automatic: 6.9 as usual. */
  { "record/not-automatic", QUEEN_BLACK_0, ONE, W, STD, FULL, ARBITER, CHESS_ENDING_AGREEMENT,
    CORRECT, BLACK_WINS, CHESS_ENDING_NONE, "6.9" },
  /* A.5.3: Black claims White's flag, but Black's own flag is down too: no time remaining on
   * the claimant's clock, so the claim fails and the game goes on, whichever fell first. */
  { "A.5.3/both-white-first", QUEEN_BLACK_0, BOTH_KNOWN, W, RAPID, PARTIAL, CLAIMED, NO_RECORD,
    INCORRECT, GOES_ON, CHESS_ENDING_NONE, "A.5.3" },
  { "A.5.3/both-black-first", QUEEN_BLACK_0, BOTH_KNOWN, B, RAPID, PARTIAL, CLAIMED, NO_RECORD,
    INCORRECT, GOES_ON, CHESS_ENDING_NONE, "A.5.3" },
  { "A.5.3/both-order-unknown", QUEEN_BLACK_0, BOTH_UNKNOWN, W, RAPID, PARTIAL, CLAIMED, NO_RECORD,
    INCORRECT, GOES_ON, CHESS_ENDING_NONE, "A.5.3" },
  /* In blitz A.5.3 applies through B.3. */
  { "A.5.3/both-blitz", QUEEN_BLACK_0, BOTH_KNOWN, W, BLITZ, PARTIAL, CLAIMED, NO_RECORD, INCORRECT,
    GOES_ON, CHESS_ENDING_NONE, "A.5.3 B.3" },
  /* The arbiter's own call (A.5.5) needs no time on anyone's clock: 6.9 on the first flag. */
  { "A.5.5/both-arbiter", QUEEN_BLACK_0, BOTH_KNOWN, W, RAPID, PARTIAL, ARBITER, NO_RECORD, CORRECT,
    BLACK_WINS, CHESS_ENDING_NONE, "6.9 A.5.5" },
  /* Under full supervision (A.4) the claim is not what decides: 6.9 on the first flag. */
  { "A.4/both-claimed", QUEEN_BLACK_0, BOTH_KNOWN, W, RAPID, FULL, CLAIMED, NO_RECORD, CORRECT,
    BLACK_WINS, CHESS_ENDING_NONE, "6.9 A.4" },
  /* A game already over stays over, claim or not (5.1.1 before A.5.3). */
  { "A.5.3/both-after-mate", FOOLS_MATE, BOTH_KNOWN, W, RAPID, PARTIAL, CLAIMED, NO_RECORD, CORRECT,
    BLACK_WINS, CHESS_ENDING_CHECKMATE, "5.1.1" },
};

static void
run_flag_end (gconstpointer data)
{
  const FlagEndCase *t = data;
  ChessPosition pos;
  g_assert_cmpint (chess_position_from_fen (&pos, t->fen, NULL), ==, CHESS_FEN_OK);
  const FlagCase base = { t->name, t->fen,         t->fallen, t->first, LAST,  KNOWN,
                          t->cls,  t->supervision, t->notice, GOES_ON,  false, NULL };
  ChessFlagCase c;
  fill_flag_case (&base, &c);
  c.ended_by_record = t->record;
  ChessRuling r;
  g_assert_cmpint (chess_ruling_flag_case (mate_ctx, &pos, &c, &r), ==, CHESS_RULING_OK);
  g_autofree char *articles = articles_text (r.articles, r.article_count);
  g_assert_cmpstr (articles, ==, t->articles);
  g_assert_cmpint (r.verdict, ==, t->verdict);
  g_assert_cmpint (r.result, ==, t->result);
  g_assert_cmpint (r.ended_by, ==, t->ended_by);
  /* An automatic ending before the flag: nothing is ruled. */
  g_assert_cmpint (r.game_over, ==, t->ended_by != CHESS_ENDING_NONE);
  g_assert_false (r.next_period);
  g_assert_cmpint (r.adjust_seconds, ==, 0);
  g_assert_cmpint (r.restore_ply, ==, -1);
}

static void
test_flag_none (void)
{
  ChessPosition pos;
  chess_position_init_start (&pos);
  ChessFlagCase c = { .last_period = true, .moves_known = true, .time_class = STD };
  ChessRuling r;
  g_assert_cmpint (chess_ruling_flag_case (mate_ctx, &pos, &c, &r), ==, CHESS_RULING_ERROR_NO_FLAG);
}

/* The older entry point: one flag, standard play; fool's mate is 0-1 whoever flagged (5.1.1). */
static void
test_flag_wrapper (void)
{
  ChessPosition pos;
  g_assert_cmpint (chess_position_from_fen (&pos, FOOLS_MATE, NULL), ==, CHESS_FEN_OK);
  ChessRuling r;
  g_assert_cmpint (chess_ruling_flag (mate_ctx, &pos, CHESS_BLACK, &r), ==, CHESS_RULING_OK);
  g_assert_cmpint (r.result, ==, CHESS_RESULT_BLACK_WINS);
  g_assert_cmpint (r.ended_by, ==, CHESS_ENDING_CHECKMATE);
  g_assert_cmpint (chess_position_from_fen (&pos, QUEEN, NULL), ==, CHESS_FEN_OK);
  g_assert_cmpint (chess_ruling_flag (mate_ctx, &pos, CHESS_WHITE, &r), ==, CHESS_RULING_OK);
  g_assert_cmpint (r.result, ==, CHESS_RESULT_DRAW);
  g_assert_cmpint (r.opponent_can_mate, ==, CHESS_MATE_NO);
  g_assert_cmpint (chess_ruling_flag (mate_ctx, &pos, CHESS_BLACK, &r), ==, CHESS_RULING_OK);
  g_assert_cmpint (r.result, ==, CHESS_RESULT_WHITE_WINS);
  g_assert_cmpint (r.opponent_can_mate, ==, CHESS_MATE_YES);
}

#define ADD_CASES(prefix, table, func)                                                             \
  for (gsize i = 0; i < G_N_ELEMENTS (table); i++)                                                 \
    {                                                                                              \
      g_autofree char *path = g_strconcat (prefix, table[i].name, NULL);                           \
      g_test_add_data_func (path, &table[i], func);                                                \
    }

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  mate_ctx = g_malloc (sizeof *mate_ctx);
  chess_mate_context_init (mate_ctx);
  ADD_CASES ("/ruling/irregularity/", irregularity_cases, run_irregularity);
  ADD_CASES ("/ruling/irregularity-error/", irregularity_errors, run_irregularity_error);
  ADD_CASES ("/ruling/illegal-position/", illegal_position_cases, run_illegal_position);
  g_test_add_func ("/ruling/irregularity/after-end", test_irregularity_after_end);
  ADD_CASES ("/ruling/irregularity-after-end/", after_end_cases, run_after_end);
  g_test_add_func ("/ruling/illegal-wrapper", test_illegal_wrapper);
  ADD_CASES ("/ruling/flag/", flag_cases, run_flag);
  ADD_CASES ("/ruling/flag-end/", flag_end_cases, run_flag_end);
  g_test_add_func ("/ruling/flag/none", test_flag_none);
  g_test_add_func ("/ruling/flag/no-rule", test_flag_no_rule);
  g_test_add_func ("/ruling/flag-wrapper", test_flag_wrapper);
  int status = g_test_run ();
  g_free (mate_ctx);
  return status;
}
