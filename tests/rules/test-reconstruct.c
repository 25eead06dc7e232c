/* test-reconstruct.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Reconstruction on a second board (8.5.3) and the time control after it (8.6): the replay,
 * the squares that differ from the real board, refused moves, and each player's period.
 *
 * Expected squares are worked out by hand from the moves; expected periods from the time
 * control's text (PGN 9.6.1: "40/5400+30:1800+30" is 40 moves, then the rest of the game) and
 * from the Laws: 6.3.2 (a period's time is added when its moves are completed), 6.9 (a player
 * who does not complete the prescribed moves in the allotted time loses), 8.6 (a scoresheet that
 * cannot be brought up to date: the next move counts as the first of the following period,
 * unless there is evidence of more moves). chess-reconstruct.c says how 8.6 is read.
 */
#include <glib.h>
#include <string.h>

#include "chess-reconstruct.h"
#include "game-test-util.h"

/* A middle game from move 38, White to move: both players completed 37 moves. */
#define FEN_MOVE38 "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R w KQkq - 0 38"
/* Two moves later: 38.d3 d6 39.O-O O-O, 39 moves each. */
#define MOVES_TO_39 "d2d3 d7d6 e1g1 e8g8"
/* The real game went on: 40.Bg5 h6 41.Bh4 g5, 41 moves each, White to move. */
#define MOVES_TO_41 MOVES_TO_39 " c1g5 h7h6 g5h4 g7g5"
/* The same position at move 45 (44 moves each) and at move 56 (55 each). */
#define FEN_MOVE45 "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R w KQkq - 0 45"
#define FEN_MOVE56 "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R w KQkq - 0 56"
/* Black to move at move 40: White completed 40 moves, Black 39. */
#define FEN_MOVE40_BLACK "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQK2R b KQkq - 0 40"

/* Plays uci moves into a record started at fen and returns its final position. */
static void
position_after (const char *fen, const char *moves, ChessPosition *out)
{
  ChessGame g;
  game_test_start (&g, fen);
  game_test_play (&g, moves);
  *out = g.current;
  chess_game_clear (&g);
}

/* A reconstruction of the game that really went 'actual' from fen, replaying 'recalled'. */
static void
reconstruct (ChessReconstruction *r, const char *fen, const char *actual, const char *recalled,
             int moves_made)
{
  ChessReconstructSnapshot snap = { 0 };
  position_after (fen, actual, &snap.actual);
  snap.remaining_ms[CHESS_WHITE] = CHESS_RECONSTRUCT_UNKNOWN;
  snap.remaining_ms[CHESS_BLACK] = CHESS_RECONSTRUCT_UNKNOWN;
  snap.moves_made = moves_made;
  ChessPosition start;
  if (fen)
    g_assert_cmpint (chess_position_from_fen (&start, fen, NULL), ==, CHESS_FEN_OK);
  chess_reconstruction_init (r, &snap, fen ? &start : NULL);
  g_auto (GStrv) list = g_strsplit (recalled, " ", -1);
  for (int i = 0; list[i]; i++)
    if (*list[i])
      {
        ChessMove m = game_test_find_move (&r->replay, r->replay.count, list[i]);
        g_assert_cmpint (chess_reconstruction_push (r, m), ==, CHESS_GAME_OK);
      }
}

static ChessBitboard
squares (const char *names)
{
  ChessBitboard b = 0;
  g_auto (GStrv) list = g_strsplit (names, " ", -1);
  for (int i = 0; list[i]; i++)
    if (*list[i])
      b |= CHESS_BB (CHESS_SQUARE (list[i][0] - 'a', list[i][1] - '1'));
  return b;
}

/* ---- the second board against the real one (8.5.3) ---- */

typedef struct
{
  const char *why;
  const char *actual;   /* the moves of the real game, from the initial position */
  const char *recalled; /* the players' recollection */
  const char *differ;   /* the squares whose contents differ, by hand */
  gboolean matches;     /* same placement and side to move */
} DiffCase;

#define RUY "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6"

static const DiffCase diff_cases[] = {
  { "8.5.3: the game recalled move for move shows the real board", RUY, RUY, "", TRUE },
  { "8.5.3: another move order reaching the same board is as good", RUY,
    "g1f3 b8c6 e2e4 e7e5 f1b5 a7a6", "", TRUE },
  { "3.5: 3.Bc4 recalled for 3.Bb5: the bishop stands on c4, not b5", RUY,
    "e2e4 e7e5 g1f3 b8c6 f1c4 a7a6", "b5 c4", FALSE },
  { "a move forgotten: a7 still holds the pawn that stands on a6; Black to move on the replay", RUY,
    "e2e4 e7e5 g1f3 b8c6 f1b5", "a6 a7", FALSE },
  { "3.7: 3.d3 recalled for 3.exd5: d2 and d3 differ, e4 empty, a white pawn on d5 not a black",
    "e2e4 d7d5 e4d5", "e2e4 d7d5 d2d3", "d2 d3 d5 e4", FALSE },
  { "3.8.2: 7.O-O recalled as 7.Kf1: king on f1 not g1, rook on h1 not f1",
    "e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 e1g1", "e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 e1f1", "f1 g1 h1", FALSE },
};

static void
test_diff (gconstpointer data)
{
  const DiffCase *c = data;
  g_test_message ("%s", c->why);
  ChessReconstruction r;
  reconstruct (&r, NULL, c->actual, c->recalled, CHESS_RECONSTRUCT_UNKNOWN);
  g_assert_cmphex (chess_reconstruction_diff (&r), ==, squares (c->differ));
  g_assert_cmpint (chess_reconstruction_matches (&r), ==, c->matches);
  chess_reconstruction_clear (&r);
}

/* The same placement with the other side to move is not the real board (8.5.3 records whose
 * clock was running; 9.2.2 counts the side to move as part of a position). */
static void
test_side_to_move (void)
{
  ChessReconstructSnapshot snap = { 0 };
  g_assert_cmpint (chess_position_from_fen (&snap.actual,
                                            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - "
                                            "0 1",
                                            NULL),
                   ==, CHESS_FEN_OK);
  snap.moves_made = CHESS_RECONSTRUCT_UNKNOWN;
  ChessReconstruction r;
  chess_reconstruction_init (&r, &snap, NULL);
  g_assert_cmphex (chess_reconstruction_diff (&r), ==, 0);
  g_assert_false (chess_reconstruction_matches (&r));
  chess_reconstruction_clear (&r);
}

/* Moves that are not legal on the second board are refused and change nothing; undo takes back
 * only recalled moves. */
static void
test_refused_and_undo (void)
{
  ChessReconstruction r;
  reconstruct (&r, NULL, RUY, "e2e4", CHESS_RECONSTRUCT_UNKNOWN);
  ChessPosition before = r.replay.current;
  /* 3.7.2: a pawn on d7 cannot go three squares. */
  ChessMove three
      = chess_move_make (CHESS_SQUARE (3, 6), CHESS_SQUARE (3, 3), CHESS_MOVE_NORMAL, CHESS_PAWN);
  g_assert_cmpint (chess_reconstruction_push (&r, three), ==, CHESS_GAME_ILLEGAL_MOVE);
  /* 1.3, 3.1: it is Black's move; a white piece does not move now. */
  ChessMove white
      = chess_move_make (CHESS_SQUARE (6, 0), CHESS_SQUARE (5, 2), CHESS_MOVE_NORMAL, CHESS_PAWN);
  g_assert_cmpint (chess_reconstruction_push (&r, white), ==, CHESS_GAME_ILLEGAL_MOVE);
  g_assert_cmpint (r.replay.count, ==, 1);
  g_assert_true (memcmp (r.replay.current.board, before.board, sizeof before.board) == 0);

  chess_reconstruction_pop (&r);
  g_assert_cmpint (r.replay.count, ==, 0);
  chess_reconstruction_pop (&r); /* nothing left to take back */
  g_assert_cmpint (r.replay.count, ==, 0);
  g_assert_cmphex (chess_reconstruction_diff (&r), ==,
                   squares ("a6 a7 b5 b8 c6 e2 e4 e5 e7 f1 "
                            "f3 g1"));
  chess_reconstruction_clear (&r);
}

/* Without a snapshot the real board is taken to be the start and nothing else is known. */
static void
test_no_snapshot (void)
{
  ChessReconstruction r;
  chess_reconstruction_init (&r, NULL, NULL);
  g_assert_true (chess_reconstruction_matches (&r));
  g_assert_cmpint (r.snapshot.moves_made, ==, CHESS_RECONSTRUCT_UNKNOWN);
  g_assert_cmpint (r.snapshot.remaining_ms[CHESS_WHITE], ==, CHESS_RECONSTRUCT_UNKNOWN);
  g_assert_cmpint (r.snapshot.remaining_ms[CHESS_BLACK], ==, CHESS_RECONSTRUCT_UNKNOWN);
  g_assert_false (r.snapshot.running_known);
  chess_reconstruction_clear (&r);
}

/* ---- the time control after the reconstruction (8.6) ---- */

typedef struct
{
  const char *why;
  const char *tc;
  const char *start;    /* FEN of the record's start; NULL: the initial position */
  const char *actual;   /* the real game's moves from start */
  const char *recalled; /* the moves replayed */
  int moves_made;       /* the snapshot's count, or CHESS_RECONSTRUCT_UNKNOWN */
  gboolean flag[2];     /* whose flag has fallen */
  /* Expected, by colour (white, black). */
  int completed[2];
  int period[2];
  gboolean reached[2];
  gboolean new_period[2];
  gboolean overstep[2];
  int next_move[2];
} TimeCase;

#define STD "40/5400+30:1800+30"
#define U CHESS_RECONSTRUCT_UNKNOWN

static const TimeCase time_cases[] = {
  { "6.9, 8.6: up to date at 39 moves, White's flag down before the 40th: overstep shown",
    STD,
    FEN_MOVE38,
    MOVES_TO_39,
    MOVES_TO_39,
    U,
    { TRUE, FALSE },
    { 39, 39 },
    { 0, 0 },
    { FALSE, FALSE },
    { FALSE, FALSE },
    { TRUE, FALSE },
    { 40, 40 } },
  { "8.6: stuck at 39 moves, the board shows more: White's next move is the first of period 2",
    STD,
    FEN_MOVE38,
    MOVES_TO_41,
    MOVES_TO_39,
    U,
    { TRUE, FALSE },
    { 39, 39 },
    { 1, 0 },
    { TRUE, FALSE },
    { TRUE, FALSE },
    { FALSE, FALSE },
    { 41, 40 } },
  { "8.6 'unless evidence': 41 moves made each, recorded before: White's next move is the 42nd",
    STD,
    FEN_MOVE38,
    MOVES_TO_41,
    MOVES_TO_39,
    41,
    { TRUE, FALSE },
    { 39, 39 },
    { 1, 1 },
    { TRUE, TRUE },
    { TRUE, FALSE },
    { FALSE, FALSE },
    { 42, 42 } },
  { "8.6: a count of 38 made is no scoresheet and no evidence of more moves: first of period 2",
    STD,
    FEN_MOVE38,
    MOVES_TO_41,
    MOVES_TO_39,
    38,
    { TRUE, FALSE },
    { 39, 39 },
    { 1, 0 },
    { TRUE, FALSE },
    { TRUE, FALSE },
    { FALSE, FALSE },
    { 41, 40 } },
  { "8.6: both flags down, not up to date: both go on in period 2",
    STD,
    FEN_MOVE38,
    MOVES_TO_41,
    MOVES_TO_39,
    U,
    { TRUE, TRUE },
    { 39, 39 },
    { 1, 1 },
    { TRUE, TRUE },
    { TRUE, TRUE },
    { FALSE, FALSE },
    { 41, 41 } },
  { "no flag down: 8.6 has nothing to decide; 39 moves each, both in period 1",
    STD,
    FEN_MOVE38,
    MOVES_TO_41,
    MOVES_TO_39,
    U,
    { FALSE, FALSE },
    { 39, 39 },
    { 0, 0 },
    { FALSE, FALSE },
    { FALSE, FALSE },
    { FALSE, FALSE },
    { 40, 40 } },
  { "6.9: sudden death, up to date: a flag is a loss",
    "5400+30",
    FEN_MOVE38,
    MOVES_TO_39,
    MOVES_TO_39,
    U,
    { TRUE, FALSE },
    { 39, 39 },
    { 0, 0 },
    { FALSE, FALSE },
    { FALSE, FALSE },
    { TRUE, FALSE },
    { 40, 40 } },
  { "6.9: sudden death, not up to date: no period follows, the flag is a loss all the same",
    "5400+30",
    FEN_MOVE38,
    MOVES_TO_41,
    MOVES_TO_39,
    U,
    { TRUE, FALSE },
    { 39, 39 },
    { 0, 0 },
    { FALSE, FALSE },
    { FALSE, FALSE },
    { TRUE, FALSE },
    { 40, 40 } },
  { "6.9: past move 40 the game is in its sudden-death period: Black's flag is a loss",
    STD,
    FEN_MOVE45,
    "d2d3 d7d6 e1g1",
    "d2d3 d7d6",
    U,
    { FALSE, TRUE },
    { 45, 45 },
    { 1, 1 },
    { TRUE, TRUE },
    { FALSE, FALSE },
    { FALSE, TRUE },
    { 46, 46 } },
  { "6.3.2: Black's 40th completed the first period; a flag now fell in the second",
    STD,
    FEN_MOVE40_BLACK,
    "d7d6 e1g1",
    "d7d6 e1g1",
    U,
    { FALSE, TRUE },
    { 41, 40 },
    { 1, 1 },
    { TRUE, TRUE },
    { FALSE, FALSE },
    { FALSE, TRUE },
    { 42, 41 } },
  { "PGN 9.6.1, 8.6: 40 moves then 20 repeated; at 55 moves the next period starts at 61",
    "40/7200:20/3600",
    FEN_MOVE56,
    "d2d3",
    "",
    U,
    { TRUE, FALSE },
    { 55, 55 },
    { 2, 1 },
    { TRUE, TRUE },
    { TRUE, FALSE },
    { FALSE, FALSE },
    { 61, 56 } },
  { "counts from the start: after 1.e4 White completed one move, Black none",
    STD,
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
    "",
    "",
    U,
    { FALSE, FALSE },
    { 1, 0 },
    { 0, 0 },
    { FALSE, FALSE },
    { FALSE, FALSE },
    { FALSE, FALSE },
    { 2, 1 } },
  { "an unknown time control ('?'): no period can be told, nothing concluded",
    "?",
    FEN_MOVE38,
    MOVES_TO_41,
    MOVES_TO_39,
    U,
    { TRUE, FALSE },
    { 39, 39 },
    { 0, 0 },
    { FALSE, FALSE },
    { FALSE, FALSE },
    { FALSE, FALSE },
    { 40, 40 } },
  { "6.9, a sandclock: no periods; a flag is a loss",
    "*600",
    FEN_MOVE38,
    MOVES_TO_39,
    MOVES_TO_39,
    U,
    { FALSE, TRUE },
    { 39, 39 },
    { 0, 0 },
    { FALSE, FALSE },
    { FALSE, FALSE },
    { FALSE, TRUE },
    { 40, 40 } },
};

static void
test_time (gconstpointer data)
{
  const TimeCase *c = data;
  g_test_message ("%s", c->why);
  ChessTimeControl tc;
  g_assert_cmpint (chess_time_control_parse (&tc, c->tc, NULL), ==, CHESS_TIME_CONTROL_OK);
  ChessReconstruction r;
  reconstruct (&r, c->start, c->actual, c->recalled, c->moves_made);
  bool flags[2] = { c->flag[0], c->flag[1] };
  ChessReconstructTime t;
  chess_reconstruction_time (&r, &tc, flags, &t);
  int next[2];
  chess_reconstruction_next_moves (&r, &tc, flags, next);
  for (int col = 0; col < 2; col++)
    {
      g_test_message ("colour %d", col);
      g_assert_cmpint (t.completed[col], ==, c->completed[col]);
      g_assert_cmpint (t.period[col], ==, c->period[col]);
      g_assert_cmpint (t.control_reached[col], ==, c->reached[col]);
      g_assert_cmpint (t.next_move_new_period[col], ==, c->new_period[col]);
      g_assert_cmpint (t.overstep_shown[col], ==, c->overstep[col]);
      g_assert_cmpint (next[col], ==, c->next_move[col]);
    }
  chess_reconstruction_clear (&r);
}

/* No time control given at all: like '?'. */
static void
test_time_without_control (void)
{
  ChessReconstruction r;
  reconstruct (&r, FEN_MOVE38, MOVES_TO_41, MOVES_TO_39, U);
  bool flags[2] = { true, true };
  ChessReconstructTime t;
  chess_reconstruction_time (&r, NULL, flags, &t);
  g_assert_cmpint (t.completed[CHESS_WHITE], ==, 39);
  g_assert_false (t.next_move_new_period[CHESS_WHITE] || t.overstep_shown[CHESS_WHITE]);
  g_assert_false (t.next_move_new_period[CHESS_BLACK] || t.overstep_shown[CHESS_BLACK]);
  chess_reconstruction_clear (&r);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (gsize i = 0; i < G_N_ELEMENTS (diff_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/reconstruct/diff/%" G_GSIZE_FORMAT, i);
      g_test_add_data_func (path, &diff_cases[i], test_diff);
    }
  g_test_add_func ("/reconstruct/side-to-move", test_side_to_move);
  g_test_add_func ("/reconstruct/refused-and-undo", test_refused_and_undo);
  g_test_add_func ("/reconstruct/no-snapshot", test_no_snapshot);
  for (gsize i = 0; i < G_N_ELEMENTS (time_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/reconstruct/time/%" G_GSIZE_FORMAT, i);
      g_test_add_data_func (path, &time_cases[i], test_time);
    }
  g_test_add_func ("/reconstruct/time-without-control", test_time_without_control);
  return g_test_run ();
}
