/* test-ended.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The one check of a game that has ended (5.1.1, 5.2.1, 5.2.2, 9.6.1, 9.6.2) and the rulings
 * that ask it first; every expected value is worked out by hand from the Laws.
 */
#include <glib.h>
#include <stdlib.h>
#include <string.h>

#include "chess-ended.h"
#include "chess-ruling.h"
#include "game-test-util.h"

static ChessMateContext *mate_ctx;

typedef struct
{
  const char *name;
  const char *fen;
  int occurrences;
  ChessEnding ending;
  ChessResult result;
  const char *article;
} PositionCase;

static const PositionCase position_cases[] = {
  /* 60.Ra8#: Black's king on h8, g8 on the rook's rank, g7 and h7 the king's (5.1.1). */
  { "checkmate", "R6k/8/6K1/8/8/8/8/8 b - - 100 60", 1, CHESS_ENDING_CHECKMATE,
    CHESS_RESULT_WHITE_WINS, "5.1.1" },
  /* 9.6.2: "If the last move resulted in checkmate, that shall take precedence." */
  { "checkmate-on-150", "R6k/8/6K1/8/8/8/8/8 b - - 150 80", 1, CHESS_ENDING_CHECKMATE,
    CHESS_RESULT_WHITE_WINS, "5.1.1" },
  /* Black to move, not in check, no legal move (5.2.1). */
  { "stalemate", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", 1, CHESS_ENDING_STALEMATE, CHESS_RESULT_DRAW,
    "5.2.1" },
  /* 5.2.2: king against king; king and bishop against king. */
  { "king-king", "8/8/8/4k3/8/8/8/4K3 w - - 0 1", 1, CHESS_ENDING_DEAD_POSITION, CHESS_RESULT_DRAW,
    "5.2.2" },
  { "king-bishop", "4k3/8/8/8/8/8/8/4KB2 w - - 0 1", 1, CHESS_ENDING_DEAD_POSITION,
    CHESS_RESULT_DRAW, "5.2.2" },
  /* 9.6.2: 150 half-moves without capture or pawn move, though Black could mate. */
  { "seventy-five", "4k3/8/8/8/8/8/q7/4K3 w - - 150 120", 1, CHESS_ENDING_SEVENTY_FIVE,
    CHESS_RESULT_DRAW, "9.6.2" },
  { "seventy-four-and-a-half", "4k3/8/8/8/8/8/q7/4K3 w - - 149 120", 1, CHESS_ENDING_NONE,
    CHESS_RESULT_NONE, NULL },
  /* 9.6.1: the fifth occurrence. */
  { "fivefold", "4k3/8/8/8/8/8/q7/4K3 w - - 20 120", 5, CHESS_ENDING_FIVEFOLD, CHESS_RESULT_DRAW,
    "9.6.1" },
  { "fourfold", "4k3/8/8/8/8/8/q7/4K3 w - - 20 120", 4, CHESS_ENDING_NONE, CHESS_RESULT_NONE,
    NULL },
  /* Locked pawns and kings that cannot pass them: dead, though material alone says nothing. */
  { "locked-chain", "1k6/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/4K3 w - - 0 61", 1,
    CHESS_ENDING_DEAD_POSITION, CHESS_RESULT_DRAW, "5.2.2" },
};

static void
test_position (gconstpointer data)
{
  const PositionCase *c = data;
  ChessPosition pos;
  g_assert_cmpint (chess_position_from_fen (&pos, c->fen, NULL), ==, CHESS_FEN_OK);
  ChessEnded e;
  g_assert_cmpint (chess_ended_position (mate_ctx, &pos, c->occurrences, NULL, &e), ==,
                   c->ending != CHESS_ENDING_NONE);
  g_assert_cmpint (e.ending, ==, c->ending);
  g_assert_cmpint (e.result, ==, c->result);
  g_assert_cmpstr (e.article, ==, c->article);
  g_assert_cmpint (e.ply, ==, -1);
}

/* 60...Kxb8 locks the position (the scenario flag-locked-pawn-chain); two king moves follow. The
 * game ended with the capture, at ply 1, whatever was played after, and whether the record saw
 * it or only the search. */
static void
test_game_locked (void)
{
  ChessGame game;
  game_test_start (&game, "1Nk5/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/4K3 b - - 0 60");
  game_test_play (&game, "c8b8 e1d2 b8c7 d2e1");
  ChessEnded e;
  g_assert_false (chess_ended_game (mate_ctx, &game, 0, &e));
  g_assert_cmpint (e.ending, ==, CHESS_ENDING_NONE);
  for (int ply = 1; ply <= 4; ply++)
    {
      g_assert_true (chess_ended_game (mate_ctx, &game, ply, &e));
      g_assert_cmpint (e.ending, ==, CHESS_ENDING_DEAD_POSITION);
      g_assert_cmpint (e.ply, ==, 1);
      g_assert_cmpint (e.result, ==, CHESS_RESULT_DRAW);
    }
  chess_game_clear (&game);
}

/* 25.4: 60.Ra8# is checkmate and the hundredth quiet half-move. A fifty-move claim after it is no
 * draw, a threefold claim no penalty: the game had ended, 1-0 (5.1.1). */
static void
test_claims_after_mate (void)
{
  ChessGame game;
  game_test_start (&game, "7k/8/6K1/8/8/8/8/R7 w - - 99 60");
  game_test_play (&game, "a1a8");
  for (int kind = CHESS_CLAIM_THREEFOLD; kind <= CHESS_CLAIM_FIFTY; kind++)
    {
      const ChessClaimCase c
          = { .ply = 1, .kind = (ChessClaimKind) kind, .by = CHESS_BLACK, .penalty_seconds = 120 };
      ChessRuling r;
      g_assert_cmpint (chess_ruling_claim_case (mate_ctx, &game, &c, &r), ==, CHESS_RULING_OK);
      g_assert_true (r.game_over);
      g_assert_cmpint (r.ended_by, ==, CHESS_ENDING_CHECKMATE);
      g_assert_cmpint (r.ended_ply, ==, 1);
      g_assert_cmpint (r.result, ==, CHESS_RESULT_WHITE_WINS);
      g_assert_cmpint (r.adjust_seconds, ==, 0);
      g_assert_cmpint (r.article_count, ==, 1);
      g_assert_cmpstr (r.articles[0], ==, "5.1.1");
    }
  chess_game_clear (&game);
}

/* 25.5: a written move that is not legal (9.2.1.1, 9.3.1) cannot be made: the claim is incorrect,
 * 9.5.3's penalty (A.3 in rapid), and nothing is to be played. */
static void
test_written_illegal (void)
{
  ChessGame game;
  game_test_start (&game, NULL);
  game_test_play (&game, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1");
  /* Ke7: the pawn on e7 is Black's own. */
  ChessMove ke7
      = chess_move_make (CHESS_SQUARE (4, 7), CHESS_SQUARE (4, 6), CHESS_MOVE_NORMAL, CHESS_PAWN);
  const struct
  {
    ChessClaimKind kind;
    ChessMove intended;
    bool written_illegal;
    int seconds;
    bool rapid;
    const char *articles;
  } cases[] = {
    { CHESS_CLAIM_THREEFOLD, ke7, false, 120, false, "9.2.1.1 9.2.2 9.5.3" },
    { CHESS_CLAIM_THREEFOLD, CHESS_MOVE_NONE, true, 120, false, "9.2.1.1 9.2.2 9.5.3" },
    { CHESS_CLAIM_FIFTY, CHESS_MOVE_NONE, true, 60, true, "9.3.1 9.5.3 A.3" },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const ChessClaimCase c = { .ply = 7,
                                 .kind = cases[i].kind,
                                 .by = CHESS_BLACK,
                                 .intended = cases[i].intended,
                                 .written_illegal = cases[i].written_illegal,
                                 .penalty_seconds = cases[i].seconds,
                                 .rapid_or_blitz = cases[i].rapid };
      ChessRuling r;
      g_assert_cmpint (chess_ruling_claim_case (mate_ctx, &game, &c, &r), ==, CHESS_RULING_OK);
      g_assert_false (r.game_over);
      g_assert_cmpint (r.verdict, ==, CHESS_VERDICT_INCORRECT);
      g_assert_true (r.written_illegal);
      g_assert_false (r.must_play_intended);
      g_assert_cmpint (r.result, ==, CHESS_RESULT_NONE);
      g_assert_cmpint (r.adjust_color, ==, CHESS_WHITE);
      g_assert_cmpint (r.adjust_seconds, ==, cases[i].seconds);
      g_assert_cmpint (r.occurrence_count, ==, 0);
      GString *arts = g_string_new (NULL);
      for (int k = 0; k < r.article_count; k++)
        g_string_append_printf (arts, "%s%s", k ? " " : "", r.articles[k]);
      g_assert_cmpstr (arts->str, ==, cases[i].articles);
      g_string_free (arts, TRUE);
    }
  chess_game_clear (&game);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  mate_ctx = malloc (sizeof *mate_ctx);
  chess_mate_context_init (mate_ctx);
  for (gsize i = 0; i < G_N_ELEMENTS (position_cases); i++)
    {
      g_autofree char *path = g_strconcat ("/ended/position/", position_cases[i].name, NULL);
      g_test_add_data_func (path, &position_cases[i], test_position);
    }
  g_test_add_func ("/ended/game/locked-chain", test_game_locked);
  g_test_add_func ("/ended/claims-after-mate", test_claims_after_mate);
  g_test_add_func ("/ended/written-illegal", test_written_illegal);
  int status = g_test_run ();
  free (mate_ctx);
  return status;
}
