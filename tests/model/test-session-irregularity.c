/* test-session-irregularity.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The session carrying out 7.5 and A.5.2: the clock after a position is reinstated (move counts
 * from the record, a period's time never given twice), A.5.2 read from the record, how the game
 * ended, and what the log says; every expected value is worked out by hand from the Laws.
 */
#include <glib.h>
#include <string.h>

#include "hakem-session-private.h"
#include "session-test-util.h"

#define US G_USEC_PER_SEC
/* A clock running through the test loses a little time: readings may fall short by this. */
#define SLACK_MS 3000

/* A session at fen (NULL: the initial position) under tc; with the clock running when asked,
 * pressed with every move; then 'presses' presses that the record does not show. */
static HakemSession *
session_with (const char *fen, const char *tc_text, gboolean running, const char *moves,
              int presses)
{
  HakemSession *s = hakem_session_new ();
  start_game (s, fen, tc_text);
  if (running)
    g_assert_true (hakem_session_start_clock (s));
  play (s, moves);
  for (int i = 0; i < presses; i++)
    g_assert_true (hakem_session_press_clock (s));
  return s;
}

/* The clock shows want seconds, or a little less for the time it has run since. */
static void
assert_left (HakemSession *s, ChessColor color, int want)
{
  gint64 ms[2];
  hakem_session_clock_readings (s, ms);
  g_assert_cmpint (ms[color], <=, (gint64) want * 1000);
  g_assert_cmpint (ms[color], >=, (gint64) want * 1000 - SLACK_MS);
}

#define ILLEGAL CHESS_IRREGULARITY_ILLEGAL_MOVE
#define NO_PROMO CHESS_IRREGULARITY_NO_PROMOTION
#define CLOCK CHESS_IRREGULARITY_CLOCK_ONLY
#define HANDS CHESS_IRREGULARITY_TWO_HANDS
#define W CHESS_WHITE
#define B CHESS_BLACK

/* The clock after a reinstatement. ---------------------------------------------------------- */

typedef struct
{
  const char *name;
  const char *fen; /* NULL: the initial position */
  const char *tc;
  const char *moves; /* UCI, played with the clock running */
  int presses;       /* presses after them that the record does not show */
  ChessIrregularity kind;
  int ply;            /* -1: now */
  const char *replay; /* UCI, played after the ruling */
  /* Expected, from the Laws and the time control. */
  int count;          /* plies in the record after the ruling */
  int moves_after[2]; /* the clock's counts after the ruling: the record's moves */
  ChessColor to_move;
  int left_after[2]; /* seconds on the clocks after the ruling */
  int moves_replayed[2];
  int left_replayed[2];
} RestoreCase;

/* Eight plies with the knights, out and back on both wings: no repetition to end the game. */
#define EIGHT_PLIES "g1f3 g8f6 f3g1 f6g8 b1c3 b8c6 c3b1 c6b8"
/* 40/5400:1800 from move 30: the knights out, then twenty pawn moves (moves 31 to 40). */
#define MOVE_30 "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 30"
#define TWENTY_PAWN_PLIES                                                                          \
  "a2a3 a7a6 b2b3 b7b6 c2c3 c7c6 d2d3 d7d6 e2e3 e7e6 f2f3 f7f6 g2g3 "                              \
  "g7g6 a3a4 a6a5 b3b4 b6b5 c3c4 c6c5"

static const RestoreCase restore_cases[] = {
  /* 2/3600:1800 (a 60-move game takes 90 minutes: standard play, 7.5.5's two minutes). Each
   * player's second move completes the first period and brings the second's 1800 s: 5400 s
   * after eight plies. White's second move was illegal (7.5.1 at ply 2): his moves 2 to 4 and
   * Black's are void, so are the 1800 s they brought; each is back at 3600 s, Black with 120 s
   * more (7.5.5), and each has completed one move. Replayed, the second moves bring the 1800 s
   * once: 5400 and 5520. */
  { "period-voided",
    NULL,
    "2/3600:1800",
    EIGHT_PLIES,
    0,
    ILLEGAL,
    2,
    "f3g1 f6g8 b1c3 b8c6 c3b1 c6b8",
    2,
    { 1, 1 },
    W,
    { 3600, 3720 },
    { 4, 4 },
    { 5400, 5520 } },
  /* White's third move illegal (ply 4): the second moves stand, and the 1800 s with them. */
  { "period-kept",
    NULL,
    "2/3600:1800",
    EIGHT_PLIES,
    0,
    ILLEGAL,
    4,
    "b1c3 b8c6 c3b1 c6b8",
    4,
    { 2, 2 },
    W,
    { 5400, 5520 },
    { 4, 4 },
    { 5400, 5520 } },
  /* 1/3600:1800: White's illegal first move pressed (his first period done: +1800 s), then
   * Black's reply pressed (+1800 s); neither is in the record. 7.5.1 at ply 0: no move has been
   * completed, nobody has the second period's time; Black gets 120 s (7.5.5). */
  { "two-presses",
    NULL,
    "1/3600:1800",
    "",
    2,
    ILLEGAL,
    0,
    "e2e4 e7e5",
    0,
    { 0, 0 },
    W,
    { 3600, 3720 },
    { 1, 1 },
    { 5400, 5520 } },
  /* 7.5.3: Black pressed without moving; the press was no move, the clock is Black's again and
   * White gets 120 s (7.5.5; 90 minutes for the game: standard play). */
  { "clock-only",
    NULL,
    "5400",
    "e2e4",
    1,
    CLOCK,
    -1,
    "e7e5",
    1,
    { 1, 0 },
    B,
    { 5520, 5400 },
    { 1, 1 },
    { 5520, 5400 } },
  /* A game set up at move 30: 29 moves each were made before (the FEN's move number). After
   * 30.Nh3 Nh6 each has completed 30; White's illegal 31st move (7.5.1 at ply 2) takes nothing
   * back. Moves 31 to 40 complete the 40 of the first period: 1800 s each. */
  { "set-up-start",
    MOVE_30,
    "40/5400:1800",
    "g1h3 g8h6",
    0,
    ILLEGAL,
    2,
    TWENTY_PAWN_PLIES,
    2,
    { 30, 30 },
    W,
    { 5400, 5520 },
    { 40, 40 },
    { 7200, 7320 } },
};

static void
test_restore (gconstpointer data)
{
  const RestoreCase *t = data;
  g_autoptr (HakemSession) s = session_with (t->fen, t->tc, TRUE, t->moves, t->presses);
  ChessIrregularityCase c = { .kind = t->kind, .ply = t->ply };
  ChessRuling r;
  ChessRulingError err;
  g_assert_true (hakem_session_rule_irregularity (s, &c, &r, &err));
  g_assert_false (r.stands);
  hakem_session_apply_irregularity (s, &c, &r, NULL);

  const ChessClock *clock = hakem_session_get_clock (s);
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, t->count);
  g_assert_true (clock->running);
  g_assert_cmpint (clock->to_move, ==, t->to_move);
  for (int k = 0; k < 2; k++)
    {
      g_assert_cmpint (clock->moves[k], ==, t->moves_after[k]);
      assert_left (s, (ChessColor) k, t->left_after[k]);
    }
  play (s, t->replay);
  for (int k = 0; k < 2; k++)
    {
      g_assert_cmpint (clock->moves[k], ==, t->moves_replayed[k]);
      assert_left (s, (ChessColor) k, t->left_replayed[k]);
    }
}

/* Rulings carried out. ------------------------------------------------------------------------ */

typedef struct
{
  const char *name;
  const char *fen;
  const char *tc;
  gboolean running; /* the clock runs, pressed with every move */
  const char *moves;
  int presses;
  int previous;  /* earlier illegal moves of the offender, ruled through the session */
  gboolean full; /* the event's regulations choose full supervision (A.6) */
  ChessIrregularity kind;
  int ply;          /* -1: now */
  const char *move; /* 7.5.2's pawn move, 7.5.4's move (UCI), or NULL */
  /* Expected, from the Laws. */
  gboolean stands;
  int count;  /* plies in the record afterwards */
  int add[2]; /* seconds given to each clock */
  ChessResult result;
  ChessEnding ending;
  int illegal_after; /* the offender's count afterwards */
  const char *articles;
  const char *text_has;   /* in the log's text */
  const char *text_lacks; /* not in it, or NULL */
} ApplyCase;

#define TWELVE_PLIES "g1f3 g8f6 b1c3 b8c6 e2e3 e7e6 f1e2 f8e7 e1g1 e8g8 d2d3 d7d6"
/* The knights out and back four times: the fifth occurrence of the initial position after 16
 * plies ended the game (9.6.1). */
#define FIVEFOLD "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8"
#define GOES_ON CHESS_RESULT_NONE
#define NO_ENDING CHESS_ENDING_NONE

static const ApplyCase apply_cases[] = {
  /* A.5.2 through B.3 (blitz without full supervision): White's illegal move after 2 plies is
   * followed in the record by Black's reply: the opponent has moved, the move stands, nothing
   * else changes, although the caller did not say so. */
  { "A.5.2/reply-in-record",
    NULL,
    "180+2",
    FALSE,
    TWELVE_PLIES,
    0,
    0,
    FALSE,
    ILLEGAL,
    2,
    NULL,
    TRUE,
    12,
    { 0, 0 },
    GOES_ON,
    NO_ENDING,
    0,
    "A.5.2 B.3",
    "stands",
    "reinstated" },
  /* The same in rapid (A.5.2), White's very first move. */
  { "A.5.2/rapid-first-move",
    NULL,
    "900+10",
    FALSE,
    "e2e4 e7e5",
    0,
    0,
    FALSE,
    ILLEGAL,
    0,
    NULL,
    TRUE,
    2,
    { 0, 0 },
    GOES_ON,
    NO_ENDING,
    0,
    "A.5.2",
    "stands",
    NULL },
  /* Black's illegal sixth move is the record's last: White has not replied, so the arbiter acts
   * (A.5.2): 7.5.1 and one minute to White (7.5.5, A.3). */
  { "A.5.2/no-reply-yet",
    NULL,
    "180+2",
    FALSE,
    TWELVE_PLIES,
    0,
    0,
    FALSE,
    ILLEGAL,
    11,
    NULL,
    FALSE,
    11,
    { 60, 0 },
    GOES_ON,
    NO_ENDING,
    1,
    "7.5.1 7.5.5 A.3 A.5.2 B.3",
    "reinstated",
    NULL },
  /* Under full supervision (B.2) the reply changes nothing: 7.5.1 at ply 2, and 7.5.5's two
   * minutes to Black (B.2 applies the Competition Rules; A.3 reaches blitz only through B.3). */
  { "B.2/reply-in-record",
    NULL,
    "180+2",
    FALSE,
    TWELVE_PLIES,
    0,
    0,
    TRUE,
    ILLEGAL,
    2,
    NULL,
    FALSE,
    2,
    { 0, 120 },
    GOES_ON,
    NO_ENDING,
    1,
    "7.5.1 7.5.5 B.2",
    "reinstated",
    NULL },
  /* Standard play has no A.5: 7.5.1 whenever the move is found. */
  { "standard/reply-in-record",
    NULL,
    "5400+30",
    FALSE,
    TWELVE_PLIES,
    0,
    0,
    FALSE,
    ILLEGAL,
    2,
    NULL,
    FALSE,
    2,
    { 0, 120 },
    GOES_ON,
    NO_ENDING,
    1,
    "7.5.1 7.5.5",
    "reinstated",
    NULL },

  /* 7.5.2: the queen put on a8 mates (5.1.1): the game ended by checkmate, not by the
   * arbiter. */
  { "ending/queen-mates",
    "6k1/P4ppp/8/8/8/8/8/4K3 w - - 0 1",
    "5400+30",
    FALSE,
    "",
    0,
    0,
    FALSE,
    NO_PROMO,
    -1,
    "a7a8n",
    FALSE,
    1,
    { 0, 0 },
    CHESS_RESULT_WHITE_WINS,
    CHESS_ENDING_CHECKMATE,
    1,
    "7.5.2 5.1.1",
    "1-0",
    NULL },
  /* 7.5.4: Rxa8 with both hands mates (5.1.1). */
  { "ending/two-hands-mates",
    "r5k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1",
    "5400+30",
    FALSE,
    "",
    0,
    0,
    FALSE,
    HANDS,
    -1,
    "a1a8",
    FALSE,
    1,
    { 0, 0 },
    CHESS_RESULT_WHITE_WINS,
    CHESS_ENDING_CHECKMATE,
    1,
    "7.5.4 5.1.1",
    "1-0",
    NULL },
  /* 7.5.2: the queen on b8 leaves Black's king on h1 no move and no check (5.2.1). */
  { "ending/queen-stalemates",
    "8/1P6/8/8/8/8/5K2/7k w - - 0 1",
    "5400+30",
    FALSE,
    "",
    0,
    0,
    FALSE,
    NO_PROMO,
    -1,
    "b7b8q",
    FALSE,
    1,
    { 0, 0 },
    CHESS_RESULT_DRAW,
    CHESS_ENDING_STALEMATE,
    1,
    "7.5.2 5.2.1",
    "1/2-1/2",
    NULL },
  /* 7.5.5: a second illegal move; Black can mate: the arbiter ends the game, 0-1. */
  { "ending/second-illegal",
    NULL,
    "5400+30",
    FALSE,
    "e2e4 e7e5",
    0,
    1,
    FALSE,
    ILLEGAL,
    -1,
    NULL,
    FALSE,
    2,
    { 0, 0 },
    CHESS_RESULT_BLACK_WINS,
    CHESS_ENDING_ARBITER,
    2,
    "7.5.1 7.5.5",
    "0-1",
    NULL },
  /* 9.6.1: the fivefold repetition after 16 plies had drawn the game: White's illegal move
   * after it is none of the game's; nothing is ruled or logged, no penalty, no count, the draw
   * stands. */
  { "ending/after-fivefold",
    NULL,
    "5400+30",
    FALSE,
    FIVEFOLD,
    0,
    0,
    FALSE,
    ILLEGAL,
    -1,
    NULL,
    FALSE,
    16,
    { 0, 0 },
    CHESS_RESULT_DRAW,
    CHESS_ENDING_FIVEFOLD,
    0,
    "9.6.1",
    "already ended",
    "reinstated" },

  /* 7.5.3 at once: Black pressed without moving. Nothing was on the board to take back: Black
   * must now move, with his clock; two minutes to White (7.5.5). */
  { "log/clock-only",
    NULL,
    "5400",
    TRUE,
    "e2e4",
    1,
    0,
    FALSE,
    CLOCK,
    -1,
    NULL,
    FALSE,
    1,
    { 120, 0 },
    GOES_ON,
    NO_ENDING,
    1,
    "7.5.3 7.5.5",
    "Black must now make a move",
    "reinstated" },
  /* 7.5.3 found two plies later: the moves after it are void and the position after 1 ply is
   * reinstated (7.5.1). */
  { "log/clock-only-found-later",
    NULL,
    "5400",
    FALSE,
    "e2e4 e7e5 g1f3",
    0,
    0,
    FALSE,
    CLOCK,
    1,
    NULL,
    FALSE,
    1,
    { 120, 0 },
    GOES_ON,
    NO_ENDING,
    1,
    "7.5.3 7.5.5",
    "the position after 1 half-moves is reinstated",
    "must now make a move" },
};

static void
test_apply (gconstpointer data)
{
  const ApplyCase *t = data;
  g_autoptr (HakemSession) s = session_with (t->fen, t->tc, t->running, t->moves, t->presses);
  if (t->full)
    {
      g_autoptr (HakemRegulations) regs
          = hakem_regulations_copy (hakem_session_get_regulations (s));
      hakem_regulations_set_supervision (regs, CHESS_SUPERVISION_FULL);
      hakem_session_set_regulations (s, regs);
    }
  const ChessGame *g = hakem_session_get_game (s);
  int ply = t->ply < 0 ? g->count : t->ply;
  ChessPosition at;
  chess_game_position_at (g, ply, &at);
  ChessColor offender = at.side;
  for (int i = 0; i < t->previous; i++)
    {
      ChessIrregularityCase c = { .kind = ILLEGAL, .ply = -1 };
      ChessRuling r;
      g_assert_true (hakem_session_rule_irregularity (s, &c, &r, NULL));
      hakem_session_apply_irregularity (s, &c, &r, NULL);
    }

  gint64 before[2], after[2];
  hakem_session_clock_readings (s, before);
  guint incidents = hakem_session_get_incident_count (s);
  ChessIrregularityCase c = {
    .kind = t->kind,
    .ply = t->ply,
    .move = t->move ? find_move (&at, t->move) : CHESS_MOVE_NONE,
  };
  ChessRuling r;
  ChessRulingError err = CHESS_RULING_ERROR_PLY;
  g_assert_true (hakem_session_rule_irregularity (s, &c, &r, &err));
  g_assert_cmpint (err, ==, CHESS_RULING_OK);
  g_autofree char *articles = ruling_articles (&r);
  g_assert_cmpstr (articles, ==, t->articles);
  g_assert_cmpint (r.stands, ==, t->stands);
  hakem_session_apply_irregularity (s, &c, &r, NULL);

  g_assert_cmpint (g->count, ==, t->count);
  g_assert_cmpint (g->result, ==, t->result);
  g_assert_cmpint (g->ending, ==, t->result == GOES_ON ? CHESS_ENDING_NONE : t->ending);
  g_assert_cmpint (hakem_session_get_illegal_count (s, offender), ==, t->illegal_after);
  hakem_session_clock_readings (s, after);
  for (int k = 0; k < 2; k++)
    {
      g_assert_cmpint (after[k] - before[k], <=, (gint64) t->add[k] * 1000);
      g_assert_cmpint (after[k] - before[k], >=, (gint64) t->add[k] * 1000 - SLACK_MS);
    }
  if (r.game_over)
    {
      /* 5.1.1, 5.2, 9.6 had ended the game: nothing changes and nothing is logged. */
      g_assert_cmpuint (hakem_session_get_incident_count (s), ==, incidents);
      return;
    }
  g_assert_cmpuint (hakem_session_get_incident_count (s), ==, incidents + 1);
  const HakemIncident *inc = hakem_session_get_incident (s, incidents);
  g_assert_cmpint (inc->kind, ==, HAKEM_INCIDENT_ILLEGAL_MOVE);
  g_assert_cmpstr (inc->articles, ==, t->articles);
  if (!strstr (inc->ruling, t->text_has))
    g_error ("\"%s\" is not in the log's text \"%s\"", t->text_has, inc->ruling);
  if (t->text_lacks && strstr (inc->ruling, t->text_lacks))
    g_error ("\"%s\" is in the log's text \"%s\"", t->text_lacks, inc->ruling);
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
  ADD_CASES ("/session-irregularity/restore/", restore_cases, test_restore);
  ADD_CASES ("/session-irregularity/apply/", apply_cases, test_apply);
  return g_test_run ();
}
