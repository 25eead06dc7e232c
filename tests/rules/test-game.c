/* test-game.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The game record, its 9.2.2 repetition index, automatic endings (5.1.1, 5.2.1, 9.6) and the draw
 * claims of 9.2, 9.3 and 9.5; every expected value is worked out by hand from the Laws.
 */
#include <glib.h>
#include <string.h>

#include "chess-game.h"
#include "game-test-util.h"
#include "chess-movegen.h"
#include "chess-ruling.h"

typedef struct
{
  const char *name;
  const char *fen;   /* NULL: the initial position */
  const char *moves; /* UCI */
  int ply;           /* claim made after this many plies */
  ChessClaimKind kind;
  ChessColor by;
  const char *intended; /* UCI, or NULL */
  bool rapid;
  ChessVerdict verdict;
  const char *occurrences; /* threefold: expected plies, comma-separated; NULL to skip */
  int moves_without;       /* fifty: expected plies without capture or pawn move; -1 to skip */
  const char *articles;
} ClaimCase;

#define KNIGHTS "g1f3 g8f6 f3g1 f6g8 "

static const ClaimCase claim_cases[] = {
  /* The initial position occurs at plies 0, 4 and 8 (9.2.1: not necessarily by repetition of
   * moves); White has the move at ply 8. */
  { "threefold-9.2.1.2", NULL, KNIGHTS KNIGHTS, 8, CHESS_CLAIM_THREEFOLD, CHESS_WHITE, NULL, false,
    CHESS_VERDICT_CORRECT, "0,4,8", -1, "9.2.1.2 9.2.2 9.5.2" },
  /* Twice only: incorrect, two minutes to Black (9.5.3). */
  { "threefold-twice", NULL, KNIGHTS, 4, CHESS_CLAIM_THREEFOLD, CHESS_WHITE, NULL, false,
    CHESS_VERDICT_INCORRECT, "0,4", -1, "9.2.1.2 9.2.2 9.5.3" },
  /* Same in rapid: one minute (A.3). */
  { "threefold-twice-rapid", NULL, KNIGHTS, 4, CHESS_CLAIM_THREEFOLD, CHESS_WHITE, NULL, true,
    CHESS_VERDICT_INCORRECT, "0,4", -1, "9.2.1.2 9.2.2 9.5.3 A.3" },
  /* Black, to move after ply 7, writes ...Ng8, which would make the third occurrence (9.2.1.1). */
  { "threefold-intended", NULL, KNIGHTS "g1f3 g8f6 f3g1", 7, CHESS_CLAIM_THREEFOLD, CHESS_BLACK,
    "f6g8", false, CHESS_VERDICT_CORRECT, "0,4,8", -1, "9.2.1.1 9.2.2 9.5.2" },
  /* The intended move would make only the second occurrence. */
  { "threefold-intended-short", NULL, "g1f3 g8f6 f3g1", 3, CHESS_CLAIM_THREEFOLD, CHESS_BLACK,
    "f6g8", false, CHESS_VERDICT_INCORRECT, "0,4", -1, "9.2.1.1 9.2.2 9.5.3" },
  /* 9.2.2.1: after 1.e4 Nf6 2.e5 d5 White could take en passant (ply 4); the same placement
   * at plies 8 and 12 has no such capture, so it has occurred twice, not three times. */
  { "threefold-en-passant-possible", NULL,
    "e2e4 g8f6 e4e5 d7d5 g1f3 b8c6 f3g1 c6b8 g1f3 b8c6 f3g1 c6b8", 12, CHESS_CLAIM_THREEFOLD,
    CHESS_WHITE, NULL, false, CHESS_VERDICT_INCORRECT, "8,12", -1, "9.2.1.2 9.2.2 9.2.2.1 9.5.3" },
  /* After 1.Nf3 d5 the double push leaves an en passant square but no white pawn can capture:
   * the possible moves are the same as at plies 6 and 10, so three occurrences. */
  { "threefold-en-passant-impossible", NULL, "g1f3 d7d5 f3g1 g8f6 g1f3 f6g8 f3g1 g8f6 g1f3 f6g8",
    10, CHESS_CLAIM_THREEFOLD, CHESS_WHITE, NULL, false, CHESS_VERDICT_CORRECT, "2,6,10", -1,
    "9.2.1.2 9.2.2 9.5.2" },
  /* 9.2.2.2: after 2.Ke2 Ke7 3.Ke1 Ke8 the placement of ply 2 returns without castling rights,
   * so plies 6 and 10 are two occurrences of a new position; ply 2 does not count. */
  { "threefold-castling-rights-lost", NULL, "e2e4 e7e5 e1e2 e8e7 e2e1 e7e8 e1e2 e8e7 e2e1 e7e8", 10,
    CHESS_CLAIM_THREEFOLD, CHESS_WHITE, NULL, false, CHESS_VERDICT_INCORRECT, "6,10", -1,
    "9.2.1.2 9.2.2 9.2.2.2 9.5.3" },
  { "threefold-castling-rights-lost-third", NULL,
    "e2e4 e7e5 e1e2 e8e7 e2e1 e7e8 e1e2 e8e7 e2e1 e7e8 e1e2 e8e7 e2e1 e7e8", 14,
    CHESS_CLAIM_THREEFOLD, CHESS_WHITE, NULL, false, CHESS_VERDICT_CORRECT, "6,10,14", -1,
    "9.2.1.2 9.2.2 9.5.2" },
  /* Fifty moves: the start says 98 plies without capture or pawn move; after 1.Ra2 there are 99,
   * so Black's claim under 9.3.2 is premature... */
  { "fifty-premature", "8/8/8/4k3/8/8/8/R3K3 w - - 98 60", "a1a2", 1, CHESS_CLAIM_FIFTY,
    CHESS_BLACK, NULL, false, CHESS_VERDICT_INCORRECT, NULL, 99, "9.3.2 9.5.3" },
  /* ...but with ...Kd5 written down it completes the fiftieth move of each (9.3.1). */
  { "fifty-intended", "8/8/8/4k3/8/8/8/R3K3 w - - 98 60", "a1a2", 1, CHESS_CLAIM_FIFTY, CHESS_BLACK,
    "e5d5", false, CHESS_VERDICT_CORRECT, NULL, 100, "9.3.1 9.5.2" },
  /* After 1...Kd5 White has the move and 100 plies are complete (9.3.2). */
  { "fifty-9.3.2", "8/8/8/4k3/8/8/8/R3K3 w - - 98 60", "a1a2 e5d5", 2, CHESS_CLAIM_FIFTY,
    CHESS_WHITE, NULL, false, CHESS_VERDICT_CORRECT, NULL, 100, "9.3.2 9.5.2" },
  /* The third occurrence has just appeared (9.2.1.2): the claim is correct whatever move is
   * written, and that article says why. */
  { "threefold-holds-with-intended", NULL, KNIGHTS KNIGHTS, 8, CHESS_CLAIM_THREEFOLD, CHESS_WHITE,
    "b1c3", false, CHESS_VERDICT_CORRECT, "0,4,8", -1, "9.2.1.2 9.2.2 9.5.2" },
  /* Fifty moves by each already completed (9.3.2): a pawn move written changes nothing. */
  { "fifty-holds-with-intended", "8/8/8/4k3/8/8/P7/R3K3 w - - 100 60", "", 0, CHESS_CLAIM_FIFTY,
    CHESS_WHITE, "a2a3", false, CHESS_VERDICT_CORRECT, NULL, 100, "9.3.2 9.5.2" },
  /* A pawn move as the intended move resets the count: incorrect. */
  { "fifty-intended-pawn", "8/8/8/4k3/8/8/P7/R3K3 w - - 99 60", "", 0, CHESS_CLAIM_FIFTY,
    CHESS_WHITE, "a2a3", false, CHESS_VERDICT_INCORRECT, NULL, 0, "9.3.1 9.5.3" },
};

static void
test_claim (gconstpointer data)
{
  const ClaimCase *c = data;
  ChessGame game;
  game_test_start (&game, c->fen);
  game_test_play (&game, c->moves);
  ChessMove intended
      = c->intended ? game_test_find_move (&game, c->ply, c->intended) : CHESS_MOVE_NONE;
  ChessRuling r;
  int penalty = c->rapid ? 60 : 120;
  g_assert_cmpint (
      chess_ruling_claim (&game, c->ply, c->kind, c->by, intended, penalty, c->rapid, &r), ==,
      CHESS_RULING_OK);
  g_assert_cmpint (r.verdict, ==, c->verdict);
  if (c->verdict == CHESS_VERDICT_CORRECT)
    {
      g_assert_cmpint (r.result, ==, CHESS_RESULT_DRAW);
      g_assert_cmpint (r.adjust_seconds, ==, 0);
      g_assert_false (r.must_play_intended);
    }
  else
    {
      g_assert_cmpint (r.result, ==, CHESS_RESULT_NONE);
      g_assert_cmpint (r.adjust_color, ==, !c->by);
      g_assert_cmpint (r.adjust_seconds, ==, penalty);
      g_assert_cmpint (r.must_play_intended, ==, c->intended != NULL);
    }
  g_autoptr (GString) arts = g_string_new (NULL);
  for (int i = 0; i < r.article_count; i++)
    g_string_append_printf (arts, "%s%s", i ? " " : "", r.articles[i]);
  g_assert_cmpstr (arts->str, ==, c->articles);
  if (c->occurrences)
    {
      g_autoptr (GString) occ = g_string_new (NULL);
      for (int i = 0; i < r.occurrence_count; i++)
        g_string_append_printf (occ, "%s%d", i ? "," : "", r.occurrences[i]);
      g_assert_cmpstr (occ->str, ==, c->occurrences);
    }
  if (c->moves_without >= 0)
    g_assert_cmpint (r.moves_without, ==, c->moves_without);
  chess_game_clear (&game);
}

static void
test_claim_not_to_move (void)
{
  ChessGame game;
  game_test_start (&game, NULL);
  game_test_play (&game, KNIGHTS KNIGHTS);
  ChessRuling r;
  /* 9.2.1 and 9.3: only the player having the move may claim. */
  g_assert_cmpint (chess_ruling_claim (&game, 8, CHESS_CLAIM_THREEFOLD, CHESS_BLACK,
                                       CHESS_MOVE_NONE, 120, false, &r),
                   ==, CHESS_RULING_ERROR_NOT_TO_MOVE);
  g_assert_cmpint (chess_ruling_claim (&game, 9, CHESS_CLAIM_THREEFOLD, CHESS_WHITE,
                                       CHESS_MOVE_NONE, 120, false, &r),
                   ==, CHESS_RULING_ERROR_PLY);
  chess_game_clear (&game);
}

/* The evidence on the board. 9.2: the knights went out from g1 and g8 to f3 and f6 and came
 * back between the first and the third occurrence of the start position (plies 0, 4, 8): those
 * four squares. 9.3: the last pawn move, e7-e5 at ply 2 (no capture since): its two squares. */
static void
test_evidence_squares (void)
{
  ChessGame game;
  game_test_start (&game, NULL);
  game_test_play (&game, KNIGHTS KNIGHTS);
  ChessRuling r;
  g_assert_cmpint (chess_ruling_claim (&game, 8, CHESS_CLAIM_THREEFOLD, CHESS_WHITE,
                                       CHESS_MOVE_NONE, 120, false, &r),
                   ==, CHESS_RULING_OK);
  ChessBitboard knights = CHESS_BB (CHESS_SQUARE (6, 0)) | CHESS_BB (CHESS_SQUARE (5, 2))
                          | CHESS_BB (CHESS_SQUARE (6, 7)) | CHESS_BB (CHESS_SQUARE (5, 5));
  g_assert_cmpuint (chess_ruling_evidence_squares (&r, &game), ==, knights);
  chess_game_clear (&game);

  game_test_start (&game, NULL);
  game_test_play (&game, "e2e4 e7e5 " KNIGHTS);
  g_assert_cmpint (chess_ruling_claim (&game, 6, CHESS_CLAIM_FIFTY, CHESS_WHITE, CHESS_MOVE_NONE,
                                       120, false, &r),
                   ==, CHESS_RULING_OK);
  ChessBitboard pawn = CHESS_BB (CHESS_SQUARE (4, 6)) | CHESS_BB (CHESS_SQUARE (4, 4));
  g_assert_cmpuint (chess_ruling_evidence_squares (&r, &game), ==, pawn);
  chess_game_clear (&game);
}

typedef struct
{
  const char *name;
  const char *fen;
  const char *moves;
  ChessEnding ending;
  int ply;
  ChessResult result;
} EndingCase;

static const EndingCase ending_cases[] = {
  /* Fool's mate: 1.f3 e5 2.g4 Qh4# (5.1.1). */
  { "checkmate", NULL, "f2f3 e7e5 g2g4 d8h4", CHESS_ENDING_CHECKMATE, 4, CHESS_RESULT_BLACK_WINS },
  /* Black's king on h8 has no move and is not in check (5.2.1). */
  { "stalemate-at-start", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "", CHESS_ENDING_STALEMATE, 0,
    CHESS_RESULT_DRAW },
  /* The initial position at plies 0, 4, 8, 12, 16: the fifth time ends the game (9.6.1). */
  { "fivefold", NULL, KNIGHTS KNIGHTS KNIGHTS KNIGHTS, CHESS_ENDING_FIVEFOLD, 16,
    CHESS_RESULT_DRAW },
  /* 149 plies without capture or pawn move, then Ra8#: the mate on the 75th move stands
   * (9.6.2, last sentence). */
  { "seventy-five-meets-mate", "7k/8/6K1/8/8/8/8/R7 w - - 149 100", "a1a8", CHESS_ENDING_CHECKMATE,
    1, CHESS_RESULT_WHITE_WINS },
  /* The same count completed by a move that does not mate: drawn (9.6.2). */
  { "seventy-five", "7k/8/6K1/8/8/8/8/R7 w - - 149 100", "a1a2", CHESS_ENDING_SEVENTY_FIVE, 1,
    CHESS_RESULT_DRAW },
  /* 148 plies, then a pawn move: the count starts again, the game goes on. */
  { "seventy-five-reset", "7k/8/6K1/8/8/8/P7/R7 w - - 148 100", "a2a3 h8g8", CHESS_ENDING_NONE, -1,
    CHESS_RESULT_NONE },
};

static void
test_ending (gconstpointer data)
{
  const EndingCase *c = data;
  ChessGame game;
  game_test_start (&game, c->fen);
  game_test_play (&game, c->moves);
  g_assert_cmpint (game.auto_ending, ==, c->ending);
  g_assert_cmpint (game.auto_ending_ply, ==, c->ply);
  g_assert_cmpint (chess_game_auto_result (&game), ==, c->result);
  chess_game_clear (&game);
}

static void
test_after_end (void)
{
  ChessGame game;
  game_test_start (&game, NULL);
  game_test_play (&game, "f2f3 e7e5 g2g4 d8h4");
  /* After a checkmate no move is legal, so nothing can be added. */
  g_assert_cmpint (
      chess_game_push (
          &game, chess_move_make (CHESS_SQUARE (4, 0), CHESS_SQUARE (5, 1), CHESS_MOVE_NORMAL, 0)),
      ==, CHESS_GAME_ILLEGAL_MOVE);
  chess_game_clear (&game);

  /* After a fivefold repetition moves are legal but recorded as after the end. */
  game_test_start (&game, NULL);
  game_test_play (&game, KNIGHTS KNIGHTS KNIGHTS KNIGHTS);
  ChessMove m = game_test_find_move (&game, 16, "e2e4");
  g_assert_cmpint (chess_game_push (&game, m), ==, CHESS_GAME_AFTER_END);
  g_assert_cmpint (game.count, ==, 17);
  g_assert_cmpint (game.auto_ending_ply, ==, 16);
  chess_game_clear (&game);
}

static void
test_index_and_truncate (void)
{
  ChessGame game;
  game_test_start (&game, NULL);
  game_test_play (&game, KNIGHTS KNIGHTS "e2e4");
  int plies[8];
  g_assert_cmpint (chess_game_occurrences (&game, 8, plies, 8), ==, 3);
  g_assert_cmpint (plies[0], ==, 0);
  g_assert_cmpint (plies[2], ==, 8);
  /* The pawn move at ply 9 is the last irreversible one. */
  g_assert_cmpint (chess_game_last_irreversible (&game, 9), ==, 9);
  g_assert_cmpint (chess_game_last_irreversible (&game, 8), ==, -1);
  chess_game_truncate (&game, 4);
  g_assert_cmpint (game.count, ==, 4);
  ChessPosition start;
  chess_position_init_start (&start);
  g_assert_cmpuint (game.current.key, ==, start.key);
  g_assert_true (chess_game_set_tag (&game, "White", "Ada"));
  g_assert_true (chess_game_set_tag (&game, "White", "Bea"));
  g_assert_cmpstr (chess_game_get_tag (&game, "White"), ==, "Bea");
  g_assert_null (chess_game_get_tag (&game, "Black"));
  chess_game_clear (&game);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (gsize i = 0; i < G_N_ELEMENTS (claim_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/game/claim/%s", claim_cases[i].name);
      g_test_add_data_func (path, &claim_cases[i], test_claim);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (ending_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/game/ending/%s", ending_cases[i].name);
      g_test_add_data_func (path, &ending_cases[i], test_ending);
    }
  g_test_add_func ("/game/claim/not-to-move", test_claim_not_to_move);
  g_test_add_func ("/game/claim/evidence-squares", test_evidence_squares);
  g_test_add_func ("/game/after-end", test_after_end);
  g_test_add_func ("/game/index-and-truncate", test_index_and_truncate);
  return g_test_run ();
}
