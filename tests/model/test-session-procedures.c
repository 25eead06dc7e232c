/* test-session-procedures.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The arbiter's procedures carried out through the session: illegal moves (7.5, A.3, A.5.2),
 * flag falls (6.9, 8.6, A.5.3), penalties (12.9 within 10.2), reconstructions (8.5.3), the log.
 */
#include <glib.h>
#include <string.h>

#include "chess-pgn.h"
#include "hakem-session-private.h"
#include "session-test-util.h"

#define STANDARD_TC "40/5400+30:1800+30"
#define RAPID_TC "900+10"
#define BLITZ_TC "180+2"

static HakemSession *
session_with (const char *fen, const char *tc_text, const char *moves)
{
  HakemSession *s = hakem_session_new ();
  start_game (s, fen, tc_text);
  play (s, moves);
  return s;
}

static const char *
last_uci (HakemSession *s, char buf[8])
{
  const ChessGame *g = hakem_session_get_game (s);
  ChessPosition pos;
  chess_game_position_at (g, g->count - 1, &pos);
  return chess_move_to_uci (&pos, g->moves[g->count - 1].move, buf);
}

/* Illegal moves and the other irregularities of 7.5. ----------------------------------------- */

#define ILLEGAL CHESS_IRREGULARITY_ILLEGAL_MOVE
#define NO_PROMO CHESS_IRREGULARITY_NO_PROMOTION
#define HANDS CHESS_IRREGULARITY_TWO_HANDS
#define GOES_ON CHESS_RESULT_NONE

typedef struct
{
  const char *name;
  const char *fen; /* NULL: the initial position */
  const char *tc;
  const char *moves; /* UCI, played through the session first */
  int previous;      /* earlier illegal moves of the offender, ruled through the session */
  gboolean full;     /* the event's regulations choose full supervision (A.6) */
  ChessIrregularity kind;
  int ply;          /* -1: now */
  const char *move; /* the move of 7.5.2 / 7.5.4, UCI */
  gboolean opponent_moved;
  /* Expected, from the Laws. */
  int count_after;          /* plies in the record afterwards */
  const char *last_move;    /* the record's last move afterwards (the replacement), or NULL */
  int add_white, add_black; /* seconds given to each clock */
  ChessResult result;
  gboolean stands;
  int illegal_after; /* the offender's count afterwards */
  const char *articles;
} IrregularityCase;

static const IrregularityCase irregularity_cases[] = {
  { "standard-first", NULL, STANDARD_TC, "e2e4 e7e5 g1f3", 0, FALSE, ILLEGAL, -1, NULL, FALSE,
    /* 7.5.1: position before the irregularity; 7.5.5: two minutes to the opponent */
    3, "g1f3", 120, 0, GOES_ON, FALSE, 1, "7.5.1 7.5.5" },
  { "standard-found-later", NULL, STANDARD_TC, "e2e4 e7e5 g1f3 b8c6 f1b5", 0, FALSE, ILLEGAL, 2,
    NULL, FALSE,
    /* 7.5.1: White's illegal second move found three plies later: back to the position after 2
     * plies; the moves after it are void */
    2, "e7e5", 0, 120, GOES_ON, FALSE, 1, "7.5.1 7.5.5" },
  { "rapid-first", NULL, RAPID_TC, "e2e4 e7e5 g1f3", 0, FALSE, ILLEGAL, -1, NULL, FALSE,
    /* A.3: one minute instead of two in rapid */
    3, "g1f3", 60, 0, GOES_ON, FALSE, 1, "7.5.1 7.5.5 A.3" },
  { "blitz-first", NULL, BLITZ_TC, "e2e4", 0, FALSE, ILLEGAL, -1, NULL, FALSE,
    /* A.3 through B.3: one minute in blitz, to White, Black's opponent */
    1, "e2e4", 60, 0, GOES_ON, FALSE, 1, "7.5.1 7.5.5 A.3" },
  { "standard-second-loss", NULL, STANDARD_TC, "e2e4 e7e5", 1, FALSE, ILLEGAL, -1, NULL, FALSE,
    /* 7.5.5: the second illegal move loses; Black keeps all his pieces and can checkmate */
    2, "e7e5", 0, 0, CHESS_RESULT_BLACK_WINS, FALSE, 2, "7.5.1 7.5.5" },
  { "standard-second-bare-king", "4k3/8/8/8/8/8/3Q4/4K3 w - - 0 1", STANDARD_TC, NULL, 1, FALSE,
    ILLEGAL, -1, NULL, FALSE,
    /* 7.5.5: Black has a bare king and cannot checkmate by any series of legal moves: drawn */
    0, NULL, 0, 0, CHESS_RESULT_DRAW, FALSE, 2, "7.5.1 7.5.5" },
  { "not-promoted", "8/4P3/8/8/8/8/k7/4K3 w - - 0 1", STANDARD_TC, NULL, 0, FALSE, NO_PROMO, -1,
    "e7e8n", FALSE,
    /* 7.5.2: the pawn is replaced by a queen of its colour; penalised as an illegal move */
    1, "e7e8q", 0, 120, GOES_ON, FALSE, 1, "7.5.2 7.5.5" },
  { "two-hands-castling", NULL, STANDARD_TC, "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6", 0, FALSE, HANDS, -1,
    "e1g1", FALSE,
    /* 7.5.4: castling made with both hands; the legal move stands, penalised as 7.5.5 says */
    7, "e1g1", 0, 120, GOES_ON, FALSE, 1, "7.5.4 7.5.5" },
  { "rapid-partial-opponent-moved", NULL, RAPID_TC, "e2e4 e7e5 g1f3", 0, FALSE, ILLEGAL, 2, NULL,
    TRUE,
    /* A.5.2: the opponent made his next move before anyone acted: the move stands */
    3, "g1f3", 0, 0, GOES_ON, TRUE, 0, "A.5.2" },
  { "rapid-full-opponent-moved", NULL, RAPID_TC, "e2e4 e7e5 g1f3", 0, TRUE, ILLEGAL, 2, NULL, TRUE,
    /* A.4 (chosen under A.6): the Competition Rules apply, the arbiter acts at any time;
     * Black gets one minute (A.3) and the position after 2 plies comes back */
    2, "e7e5", 0, 60, GOES_ON, FALSE, 1, "7.5.1 7.5.5 A.3 A.4" },
};

static void
test_irregularity (gconstpointer data)
{
  const IrregularityCase *t = data;
  g_autoptr (HakemSession) s = session_with (t->fen, t->tc, t->moves);
  if (t->full)
    {
      const HakemRegulations *profile = hakem_session_get_regulations (s);
      g_autoptr (HakemRegulations) regs = hakem_regulations_copy (profile);
      regs->supervision = CHESS_SUPERVISION_FULL;
      hakem_session_set_regulations (s, regs);
    }
  int ply = t->ply < 0 ? hakem_session_get_game (s)->count : t->ply;
  ChessPosition at;
  chess_game_position_at (hakem_session_get_game (s), ply, &at);
  ChessColor offender = at.side;

  for (int i = 0; i < t->previous; i++)
    {
      ChessIrregularityCase c = { .kind = ILLEGAL, .ply = -1 };
      ChessRuling r;
      ChessRulingError err;
      g_assert_true (hakem_session_rule_irregularity (s, &c, &r, &err));
      hakem_session_apply_irregularity (s, &c, &r, NULL);
    }
  g_assert_cmpint (hakem_session_get_illegal_count (s, offender), ==, t->previous);

  gint64 before[2], after[2];
  hakem_session_clock_readings (s, before);
  guint incidents = hakem_session_get_incident_count (s);
  int count_before = hakem_session_get_game (s)->count;

  ChessIrregularityCase c = {
    .kind = t->kind,
    .ply = t->ply,
    .move = t->move ? find_move (&at, t->move) : CHESS_MOVE_NONE,
    .opponent_moved = t->opponent_moved,
  };
  ChessRuling r;
  ChessRulingError err = CHESS_RULING_ERROR_PLY;
  g_assert_true (hakem_session_rule_irregularity (s, &c, &r, &err));
  g_assert_cmpint (err, ==, CHESS_RULING_OK);
  /* The case was completed from the regulations and the count. */
  g_assert_cmpint (c.ply, ==, ply);
  g_assert_cmpint (c.previous, ==, t->previous);
  hakem_session_apply_irregularity (s, &c, &r, "seen by the deputy");

  const ChessGame *g = hakem_session_get_game (s);
  g_assert_cmpint (g->count, ==, t->count_after);
  if (t->last_move)
    {
      char buf[8];
      g_assert_cmpstr (last_uci (s, buf), ==, t->last_move);
    }
  hakem_session_clock_readings (s, after);
  g_assert_cmpint (after[CHESS_WHITE] - before[CHESS_WHITE], ==, t->add_white * 1000);
  g_assert_cmpint (after[CHESS_BLACK] - before[CHESS_BLACK], ==, t->add_black * 1000);
  g_assert_cmpint (g->result, ==, t->result);
  if (t->result != GOES_ON)
    g_assert_cmpint (g->ending, ==, CHESS_ENDING_ARBITER);
  g_assert_cmpint (r.stands, ==, t->stands);
  g_assert_cmpint (hakem_session_get_illegal_count (s, offender), ==, t->illegal_after);
  g_assert_cmpint (hakem_session_get_illegal_count (s, !offender), ==, 0);

  g_assert_cmpuint (hakem_session_get_incident_count (s), ==, incidents + 1);
  const HakemIncident *inc = hakem_session_get_incident (s, incidents);
  g_assert_cmpint (inc->kind, ==, HAKEM_INCIDENT_ILLEGAL_MOVE);
  g_assert_cmpint (inc->ply, ==, ply);
  g_assert_cmpint (inc->clock_ms[CHESS_WHITE], ==, before[CHESS_WHITE]);
  g_assert_cmpint (inc->clock_ms[CHESS_BLACK], ==, before[CHESS_BLACK]);
  g_assert_cmpstr (inc->note, ==, "seen by the deputy");
  g_assert_nonnull (inc->ruling);
  g_assert_cmpuint (strlen (inc->ruling), >, 0);
  g_assert_nonnull (inc->wall_time);
  assert_articles (inc->articles, t->articles);
  /* Nothing is lost: the void moves are quoted in the incident. */
  if (ply < count_before && !t->stands)
    {
      g_assert_nonnull (inc->data);
      g_assert_nonnull (strstr (inc->data, "dropped="));
    }
}

/* 7.5.3: the clock was pressed without a move; it must run for the offender again. */
static void
test_clock_only (void)
{
  g_autoptr (HakemSession) s = session_with (NULL, STANDARD_TC, NULL);
  g_assert_true (hakem_session_start_clock (s));
  play (s, "e2e4");
  g_assert_cmpint (hakem_session_get_clock (s)->to_move, ==, CHESS_BLACK);
  /* Black presses without moving: White's clock runs. */
  g_assert_true (hakem_session_press_clock (s));
  g_assert_cmpint (hakem_session_get_clock (s)->to_move, ==, CHESS_WHITE);
  g_assert_cmpint (hakem_session_get_clock (s)->moves[CHESS_BLACK], ==, 1);

  ChessIrregularityCase c = { .kind = CHESS_IRREGULARITY_CLOCK_ONLY, .ply = -1 };
  ChessRuling r;
  g_assert_true (hakem_session_rule_irregularity (s, &c, &r, NULL));
  g_autofree char *arts = ruling_articles (&r);
  assert_articles (arts, "7.5.3 7.5.5");
  gint64 before[2], after[2];
  hakem_session_clock_readings (s, before);
  hakem_session_apply_irregularity (s, &c, &r, NULL);
  hakem_session_clock_readings (s, after);

  const ChessClock *clock = hakem_session_get_clock (s);
  g_assert_true (clock->running);
  g_assert_cmpint (clock->to_move, ==, CHESS_BLACK);
  /* The press was no move: Black has completed none. */
  g_assert_cmpint (clock->moves[CHESS_BLACK], ==, 0);
  g_assert_cmpint (clock->moves[CHESS_WHITE], ==, 1);
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, 1);
  /* 7.5.5: two minutes to White (the running clock may have moved a little since). */
  g_assert_cmpint (after[CHESS_WHITE] - before[CHESS_WHITE], >=, 119000);
  g_assert_cmpint (after[CHESS_WHITE] - before[CHESS_WHITE], <=, 120000);
  g_assert_cmpint (hakem_session_get_illegal_count (s, CHESS_BLACK), ==, 1);
}

/* Flag falls. -------------------------------------------------------------------------------- */

typedef struct
{
  const char *name;
  const char *fen;
  const char *tc;
  gboolean zero[2]; /* the clock shows 0 for these players (White's falls at the start) */
  int named;        /* the flag the arbiter names when the clock shows none, or -1 */
  ChessFlagNotice notice;
  gboolean moves_known;
  /* Expected, from the Laws. */
  ChessResult result;
  gboolean next_period;
  const char *articles;
} FlagCase;

static const FlagCase flag_cases[] = {
  { "white-flag-black-can-mate",
    NULL,
    STANDARD_TC,
    { TRUE, FALSE },
    -1,
    CHESS_FLAG_SEEN_BY_ARBITER,
    TRUE,
    /* 6.9: the flagged player loses; Black has all his pieces */
    CHESS_RESULT_BLACK_WINS,
    FALSE,
    "6.9" },
  { "white-flag-bare-king",
    "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
    STANDARD_TC,
    { TRUE, FALSE },
    -1,
    CHESS_FLAG_SEEN_BY_ARBITER,
    TRUE,
    /* 6.9: Black has a bare king and cannot checkmate: drawn */
    CHESS_RESULT_DRAW,
    FALSE,
    "6.9" },
  { "named-black-flag",
    NULL,
    STANDARD_TC,
    { FALSE, FALSE },
    CHESS_BLACK,
    CHESS_FLAG_SEEN_BY_ARBITER,
    TRUE,
    /* 6.9: Black's flag, named by the arbiter */
    CHESS_RESULT_WHITE_WINS,
    FALSE,
    "6.9" },
  { "moves-unknown-first-period",
    NULL,
    STANDARD_TC,
    { TRUE, FALSE },
    -1,
    CHESS_FLAG_SEEN_BY_ARBITER,
    FALSE,
    /* 8.6: the scoresheets cannot show the 40 moves missed: the game goes on */
    GOES_ON,
    TRUE,
    "8.6" },
  { "rapid-claim",
    NULL,
    RAPID_TC,
    { TRUE, FALSE },
    -1,
    CHESS_FLAG_CLAIMED,
    TRUE,
    /* A.5.3: Black claims White's flag; Black can checkmate */
    CHESS_RESULT_BLACK_WINS,
    FALSE,
    "6.9 A.5.3" },
  { "both-white-first",
    NULL,
    STANDARD_TC,
    { TRUE, TRUE },
    -1,
    CHESS_FLAG_SEEN_BY_ARBITER,
    TRUE,
    /* 6.9: White's flag fell first (the clock knows the order) */
    CHESS_RESULT_BLACK_WINS,
    FALSE,
    "6.9" },
};

static void
test_flag (gconstpointer data)
{
  const FlagCase *t = data;
  g_autoptr (HakemSession) s = session_with (t->fen, t->tc, NULL);
  gint64 ms[2];
  hakem_session_clock_readings (s, ms);
  /* Down to 0 on the clock before the start: the running player's flag falls at once. */
  for (int c = 0; c < 2; c++)
    if (t->zero[c])
      g_assert_true (hakem_session_adjust_clock (s, (ChessColor) c, (int) (-ms[c] / 1000)));
  if (t->zero[0] || t->zero[1])
    g_assert_true (hakem_session_start_clock (s));
  if (t->zero[1])
    g_assert_true (hakem_session_press_clock (s)); /* Black's flag falls at once too */

  ChessFlagCase c;
  ChessRuling r;
  ChessRulingError err;
  g_assert_true (hakem_session_rule_flag (s, t->named, t->notice, t->moves_known, &c, &r, &err));
  g_assert_cmpint (c.fallen[CHESS_WHITE], ==, t->zero[0] || t->named == CHESS_WHITE);
  g_assert_cmpint (c.fallen[CHESS_BLACK], ==, t->zero[1] || t->named == CHESS_BLACK);
  if (t->zero[0] && t->zero[1])
    {
      g_assert_true (c.order_known);
      g_assert_cmpint (c.first, ==, CHESS_WHITE);
    }
  g_autofree char *arts = ruling_articles (&r);
  assert_articles (arts, t->articles);
  g_assert_cmpint (r.result, ==, t->result);
  g_assert_cmpint (r.next_period, ==, t->next_period);

  guint incidents = hakem_session_get_incident_count (s);
  hakem_session_apply_flag (s, &c, &r, NULL);
  const ChessGame *g = hakem_session_get_game (s);
  g_assert_cmpint (g->result, ==, t->result);
  if (t->result != GOES_ON)
    {
      g_assert_cmpint (g->ending, ==, CHESS_ENDING_TIME);
      g_assert_false (hakem_session_get_clock (s)->running);
    }
  g_assert_cmpuint (hakem_session_get_incident_count (s), ==, incidents + 1);
  const HakemIncident *inc = hakem_session_get_incident (s, incidents);
  g_assert_cmpint (inc->kind, ==, HAKEM_INCIDENT_FLAG);
  assert_articles (inc->articles, t->articles);
}

/* Without a fallen flag and without one named, there is nothing to rule on. */
static void
test_flag_none (void)
{
  g_autoptr (HakemSession) s = session_with (NULL, STANDARD_TC, NULL);
  ChessFlagCase c;
  ChessRuling r;
  ChessRulingError err = CHESS_RULING_OK;
  g_assert_false (hakem_session_rule_flag (s, -1, CHESS_FLAG_SEEN_BY_ARBITER, TRUE, &c, &r, &err));
  g_assert_cmpint (err, ==, CHESS_RULING_ERROR_NO_FLAG);
  g_assert_cmpuint (hakem_session_get_incident_count (s), ==, 0);
}

/* 9.6.1: the fivefold repetition the record reached had drawn the game before the flag fell; the
 * position alone (the start position again) cannot show it. */
static void
test_flag_after_fivefold (void)
{
  g_autoptr (HakemSession) s = session_with (NULL, STANDARD_TC,
                                             "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 "
                                             "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8");
  g_assert_cmpint (hakem_session_get_game (s)->auto_ending, ==, CHESS_ENDING_FIVEFOLD);
  ChessFlagCase c;
  ChessRuling r;
  g_assert_true (
      hakem_session_rule_flag (s, CHESS_WHITE, CHESS_FLAG_SEEN_BY_ARBITER, TRUE, &c, &r, NULL));
  g_assert_cmpint (r.result, ==, CHESS_RESULT_DRAW);
  g_autofree char *arts = ruling_articles (&r);
  assert_articles (arts, "9.6.1");
}

/* A game set up at move 30 with Black to move: Black's clock is the one to run (6.6 starts the
 * clock of the player to move), and each player has completed the moves the move number implies,
 * so that 40/5400+30:1800+30's control falls on move 40 (White 29 moves made, then this is White's
 * 30th done: White 30, Black 29). */
static void
test_clock_follows_setup (void)
{
  g_autoptr (HakemSession) s = session_with ("4k3/8/8/8/8/8/8/4K2R b K - 0 30", STANDARD_TC, NULL);
  const ChessClock *clock = hakem_session_get_clock (s);
  g_assert_cmpint (clock->to_move, ==, CHESS_BLACK);
  g_assert_cmpint (clock->moves[CHESS_WHITE], ==, 30);
  g_assert_cmpint (clock->moves[CHESS_BLACK], ==, 29);
  g_assert_cmpint (chess_clock_remaining (clock, CHESS_BLACK, 0), ==,
                   (gint64) 5400 * G_USEC_PER_SEC);
  g_assert_true (hakem_session_start_clock (s));
  g_assert_cmpint (hakem_session_get_clock (s)->to_move, ==, CHESS_BLACK);
}

/* 8.6 on the clock. ------------------------------------------------------------------------- */

/* "If the scoresheets cannot be brought up to date showing that a player has overstepped the
 * allotted time, the next move made shall be considered as the first of the following time
 * period, unless there is evidence that more moves have been made or completed." (8.6) The clock
 * then counts the flagged player's next move as the first of the following period and shows
 * that period's time, given on the 0 the flag left. */

#define US CHESS_CLOCK_US_PER_SECOND
#define KINGS_PAWNS_W38 "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 38"
#define SAME (-1)

typedef struct
{
  const char *name;
  const char *tc;
  const char *fen; /* the board when the flag fell: its move number is the scoresheet's */
  int done[2];     /* moves each player had completed when the flag fell */
  ChessColor to_move;
  int left[2]; /* seconds on each clock: 0 makes that flag fall as it runs */
  int presses; /* presses after the fall, the flagged player's clock at 0 */
  int named;   /* the flag the arbiter names on a clock that shows none, or -1 */
  /* Expected, from 8.6 and the time control. */
  int want_s[2];      /* seconds on each clock afterwards; SAME: as before the ruling */
  int want_next[2];   /* the number of each player's next move */
  int want_period[2]; /* the period of that move, counted from 1 */
} NextPeriodCase;

static const NextPeriodCase next_period_cases[] = {
  { "standard-move-38",
    STANDARD_TC,
    KINGS_PAWNS_W38,
    { 37, 37 },
    CHESS_WHITE,
    { 0, 3000 },
    0,
    -1,
    /* White's move 38 is in period 1 (moves 1-40); move 41 opens period 2 with 1800 s */
    { 1800, SAME },
    { 41, 38 },
    { 2, 1 } },
  { "standard-move-40",
    STANDARD_TC,
    "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 40",
    { 39, 39 },
    CHESS_WHITE,
    { 0, 3000 },
    0,
    -1,
    /* the last move of period 1 missed: move 41 is still the first of period 2 */
    { 1800, SAME },
    { 41, 40 },
    { 2, 1 } },
  { "repeating-last-period",
    "40/7200:20/3600",
    "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 51",
    { 50, 50 },
    CHESS_WHITE,
    { 0, 2000 },
    0,
    -1,
    /* move 51 is in period 2 (moves 41-60); the last field repeats (PGN 9.6.1): moves 61-80
     * are a period of 20 moves in 3600 s */
    { 3600, SAME },
    { 61, 51 },
    { 3, 2 } },
  { "three-periods",
    "40/6000+30:20/3000+30:900+30",
    "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 46",
    { 45, 45 },
    CHESS_WHITE,
    { 0, 2000 },
    0,
    -1,
    /* period 2 is moves 41-60; move 61 opens the third, all the rest of the game in 900 s */
    { 900, SAME },
    { 61, 46 },
    { 3, 2 } },
  { "black-flag",
    STANDARD_TC,
    "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 b - - 0 36",
    { 36, 35 },
    CHESS_BLACK,
    { 2000, 0 },
    0,
    -1,
    /* Black's flag at his move 36: his move 41 is the first of period 2 */
    { SAME, 1800 },
    { 37, 41 },
    { 1, 2 } },
  { "moved-after-the-fall",
    STANDARD_TC,
    KINGS_PAWNS_W38,
    { 37, 37 },
    CHESS_WHITE,
    { 0, 3000 },
    8,
    -1,
    /* White's flag fell at move 38, in period 1; he then completed moves 38 to 41 on a clock at
     * 0: evidence of more moves, so his next is move 42, in period 2, which gives 1800 s */
    { 1800, SAME },
    { 42, 42 },
    { 2, 2 } },
  { "both-flags-white-first",
    STANDARD_TC,
    KINGS_PAWNS_W38,
    { 37, 37 },
    CHESS_WHITE,
    { 0, 0 },
    1,
    -1,
    /* White's flag fell first, then Black's at his move 38: neither overstep can be shown */
    { 1800, 1800 },
    { 41, 41 },
    { 2, 2 } },
  { "named-by-the-arbiter",
    STANDARD_TC,
    KINGS_PAWNS_W38,
    { 37, 37 },
    CHESS_WHITE,
    { 100, 3000 },
    0,
    CHESS_WHITE,
    /* the flag fell on the board's clock: White's time was 0 there */
    { 1800, SAME },
    { 41, 38 },
    { 2, 1 } },
};

/* A session whose clock counts done[] moves and shows left[] seconds, started and pressed
 * `presses` times at one instant (a clock at 0 shows its flag at once), then stopped as the
 * window stops it for the flag dialog; installed the way a saved case is. */
static HakemSession *
session_with_clock (const char *fen, const char *tc_text, const int done[2], ChessColor to_move,
                    const int left[2], int presses, gboolean start)
{
  HakemSession *s = session_with (fen, tc_text, NULL);
  ChessClock clock = *hakem_session_get_clock (s);
  int64_t remaining[2] = { left[0] * US, left[1] * US };
  g_assert_cmpint (chess_clock_set (&clock, remaining, done, to_move), ==, CHESS_CLOCK_OK);
  if (start)
    {
      gint64 now = g_get_monotonic_time ();
      g_assert_cmpint (chess_clock_start (&clock, now), ==, CHESS_CLOCK_OK);
      for (int i = 0; i < presses; i++)
        g_assert_cmpint (chess_clock_press (&clock, now, NULL), ==, CHESS_CLOCK_OK);
      g_assert_cmpint (chess_clock_stop (&clock, now), ==, CHESS_CLOCK_OK);
    }
  ChessGame game;
  chess_game_init (&game, &hakem_session_get_game (s)->start);
  hakem_session_restore_game (s, &game, &clock);
  return s;
}

/* The player to move makes his next move on a copy of the clock: its number and period. */
static void
assert_next_press (HakemSession *s, int number, int period)
{
  ChessClock clock = *hakem_session_get_clock (s);
  gint64 now = g_get_monotonic_time ();
  if (clock.started)
    g_assert_cmpint (chess_clock_resume (&clock, now), ==, CHESS_CLOCK_OK);
  else
    g_assert_cmpint (chess_clock_start (&clock, now), ==, CHESS_CLOCK_OK);
  ChessClockMove m;
  g_assert_cmpint (chess_clock_press (&clock, now, &m), ==, CHESS_CLOCK_OK);
  g_assert_cmpint (m.number, ==, number);
  g_assert_cmpint (m.period + 1, ==, period);
  g_assert_false (m.flagged);
}

static void
assert_next_period_clock (HakemSession *s, const gint64 before[2], const int want_s[2],
                          const int want_next[2], const int want_period[2])
{
  const ChessClock *clock = hakem_session_get_clock (s);
  gint64 after[2];
  hakem_session_clock_readings (s, after);
  for (int c = 0; c < 2; c++)
    {
      gint64 want = want_s[c] == SAME ? before[c] : want_s[c] * G_GINT64_CONSTANT (1000);
      g_assert_cmpint (after[c], ==, want);
      g_assert_cmpint (clock->moves[c] + 1, ==, want_next[c]);
      g_assert_cmpint (chess_clock_period (clock, (ChessColor) c) + 1, ==, want_period[c]);
      g_assert_false (clock->frozen[c]);
    }
  g_assert_false (chess_clock_flag_fall (clock, g_get_monotonic_time (), NULL));
  assert_next_press (s, want_next[clock->to_move], want_period[clock->to_move]);
}

static void
test_next_period (gconstpointer data)
{
  const NextPeriodCase *t = data;
  g_autoptr (HakemSession) s
      = session_with_clock (t->fen, t->tc, t->done, t->to_move, t->left, t->presses, t->named < 0);
  gint64 before[2];
  hakem_session_clock_readings (s, before);
  ChessFlagCase c;
  ChessRuling r;
  ChessRulingError err;
  g_assert_true (
      hakem_session_rule_flag (s, t->named, CHESS_FLAG_SEEN_BY_ARBITER, FALSE, &c, &r, &err));
  g_assert_true (r.next_period);
  g_assert_cmpint (r.result, ==, GOES_ON);
  hakem_session_apply_flag (s, &c, &r, NULL);
  g_assert_false (hakem_session_get_clock (s)->running);
  assert_next_period_clock (s, before, t->want_s, t->want_next, t->want_period);

  guint n = hakem_session_get_incident_count (s);
  const HakemIncident *inc = hakem_session_get_incident (s, n - 1);
  assert_articles (inc->articles, "8.6");
  for (int k = 0; k < 2; k++)
    if (t->want_s[k] != SAME)
      {
        g_autofree char *next
            = g_strdup_printf (";%s-next-move=%d;adjust=%s+%d", chess_color_name (k),
                               t->want_next[k], chess_color_name (k), t->want_s[k]);
        g_assert_nonnull (strstr (inc->data, next));
      }
}

/* A period without a move count has no following one: 6.9, and the clock stays at 0. */
static void
test_next_period_none_follows (void)
{
  const int done[2] = { 37, 37 }, left[2] = { 0, 3000 };
  g_autoptr (HakemSession) s
      = session_with_clock (KINGS_PAWNS_W38, "5400+30", done, CHESS_WHITE, left, 0, TRUE);
  ChessFlagCase c;
  ChessRuling r;
  g_assert_true (hakem_session_rule_flag (s, -1, CHESS_FLAG_SEEN_BY_ARBITER, FALSE, &c, &r, NULL));
  g_assert_false (r.next_period);
  g_assert_cmpint (r.result, ==, CHESS_RESULT_BLACK_WINS);
  hakem_session_apply_flag (s, &c, &r, NULL);
  const ChessClock *clock = hakem_session_get_clock (s);
  g_assert_cmpint (chess_clock_remaining (clock, CHESS_WHITE, g_get_monotonic_time ()), ==, 0);
  g_assert_cmpint (clock->moves[CHESS_WHITE], ==, 37);
  g_assert_true (chess_clock_flag_fall (clock, g_get_monotonic_time (), NULL));
}

/* Kasparov - Topalov, Wijk aan Zee 1999: a real game for moves made with the clock running. */
static const char *const kasparov_topalov[] = {
  "e4",   "d6",   "d4",   "Nf6",   "Nc3",  "g6",   "Be3",   "Bg7",   "Qd2",  "c6",    "f3",
  "b5",   "Nge2", "Nbd7", "Bh6",   "Bxh6", "Qxh6", "Bb7",   "a3",    "e5",   "O-O-O", "Qe7",
  "Kb1",  "a6",   "Nc1",  "O-O-O", "Nb3",  "exd4", "Rxd4",  "c5",    "Rd1",  "Nb6",   "g3",
  "Kb8",  "Na5",  "Ba8",  "Bh3",   "d5",   "Qf4+", "Ka7",   "Rhe1",  "d4",   "Nd5",   "Nbxd5",
  "exd5", "Qd6",  "Rxd4", "cxd4",  "Re7+", "Kb6",  "Qxd4+", "Kxa5",  "b4+",  "Ka4",   "Qc3",
  "Qxd5", "Ra7",  "Bb7",  "Rxb7",  "Qc4",  "Qxf6", "Kxa3",  "Qxa6+", "Kxb4", "c3+",   "Kxc3",
  "Qa1+", "Kd2",  "Qb2+", "Kd1",   "Bf1",  "Rd2",  "Rd7",   "Rxd7",  "Bxc4", "bxc4",  "Qxh8",
  "Rd3",  "Qa8",  "c3",   "Qa4+",  "Ke1",  "f4",   "f5",    "Kc1",   "Rd2",  "Qa7",
};

static ChessMove
san_move (const ChessPosition *pos, const char *san)
{
  ChessSanReading reading;
  g_assert_cmpint (chess_san_read (pos, san, CHESS_SAN_ENGLISH, 0, &reading), ==, CHESS_SAN_OK);
  return reading.move;
}

/* The same through the clock's own presses: 37 moves each played, White's flag falls during his
 * move 38 and the arbiter stops the clock. */
static void
test_next_period_played (void)
{
  g_autoptr (HakemSession) s = session_with (NULL, STANDARD_TC, NULL);
  g_assert_true (hakem_session_start_clock (s));
  for (int i = 0; i < 74; i++)
    g_assert_true (hakem_session_play (
        s, san_move (&hakem_session_get_game (s)->current, kasparov_topalov[i])));
  g_assert_true (hakem_session_stop_clock (s));
  gint64 ms[2];
  hakem_session_clock_readings (s, ms);
  /* Less than a second left: the flag falls within one once the clock runs again. */
  g_assert_true (hakem_session_adjust_clock (s, CHESS_WHITE, (int) -(ms[CHESS_WHITE] / 1000)));
  g_assert_true (hakem_session_resume_clock (s));
  gint64 limit = g_get_monotonic_time () + 3 * G_USEC_PER_SEC;
  while (!chess_clock_flag_fall (hakem_session_get_clock (s), g_get_monotonic_time (), NULL))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, limit);
      g_usleep (10000);
    }
  g_assert_true (hakem_session_stop_clock (s));

  gint64 before[2];
  hakem_session_clock_readings (s, before);
  g_assert_cmpint (before[CHESS_WHITE], ==, 0);
  ChessFlagCase c;
  ChessRuling r;
  g_assert_true (hakem_session_rule_flag (s, -1, CHESS_FLAG_SEEN_BY_ARBITER, FALSE, &c, &r, NULL));
  g_assert_true (r.next_period);
  hakem_session_apply_flag (s, &c, &r, NULL);
  const int want_s[2] = { 1800, SAME }, want_next[2] = { 41, 38 }, want_period[2] = { 2, 1 };
  assert_next_period_clock (s, before, want_s, want_next, want_period);
}

/* Reconstructions adopted (8.5.3, 8.6). ------------------------------------------------------ */

#define INITIAL_FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

typedef struct
{
  const char *name;
  const char *start;  /* the replay's start; NULL: the initial position */
  int plies;          /* Kasparov - Topalov's first plies, from the initial position */
  const char *moves;  /* or these (UCI) from the set-up start */
  const char *actual; /* the real board (8.5.3); NULL: where the replay ends */
  gint64 ms[2];       /* the clocks the arbiter read, ms; -1: not read */
  int moves_made;     /* as a scoresheet numbers them; -1: not known */
  /* Expected, from 8.6 and the time control (40/5400+30:1800+30). */
  gint64 want_ms[2];
  int want_next[2];
} AdoptCase;

static const AdoptCase adopt_cases[] = {
  { "fallen-39-moves",
    NULL,
    78,
    NULL,
    INITIAL_FEN,
    { 0, 600000 },
    -1,
    /* 39 moves each recalled, the board shows otherwise, White's clock at 0: the overstep is not
     * shown, White's next move is 41, the first of period 2, with its 1800 s */
    { 1800000, 600000 },
    { 41, 40 } },
  { "set-up-start-move-38",
    KINGS_PAWNS_W38,
    0,
    "e2e3 e7e6 d2d3 d7d6",
    KINGS_PAWNS_W38,
    { 0, 600000 },
    -1,
    /* the record began at move 38: 37 moves each before it, 39 after the replay */
    { 1800000, 600000 },
    { 41, 40 } },
  { "black-fallen",
    NULL,
    77,
    NULL,
    INITIAL_FEN,
    { 700000, 0 },
    -1,
    /* Black recalled 38 moves; his next, 41, opens period 2 */
    { 700000, 1800000 },
    { 40, 41 } },
  { "complete-overstep-shown",
    NULL,
    78,
    NULL,
    NULL,
    { 0, 600000 },
    -1,
    /* the replay reaches the board: the scoresheet is complete and shows White at move 40 with
     * his flag fallen (6.9), no new period */
    { 0, 600000 },
    { 40, 40 } },
  { "evidence-of-more-moves",
    NULL,
    60,
    NULL,
    INITIAL_FEN,
    { 0, 600000 },
    45,
    /* 30 moves each recalled, 45 recorded as made (White to move on the board): evidence of
     * more moves, so the next is 46, in period 2, which gives 1800 s */
    { 1800000, 600000 },
    { 46, 46 } },
  { "set-up-start-no-flag",
    KINGS_PAWNS_W38,
    0,
    "e2e3 e7e6",
    NULL,
    { 1000000, 900000 },
    -1,
    /* nothing fell: the clock as read, the counts from move 38 */
    { 1000000, 900000 },
    { 39, 39 } },
};

static void
test_adopt (gconstpointer data)
{
  const AdoptCase *t = data;
  g_autoptr (HakemSession) s = session_with (NULL, STANDARD_TC, "e2e4 e7e5");
  ChessPosition start;
  g_assert_cmpint (chess_position_from_fen (&start, t->start ? t->start : INITIAL_FEN, NULL), ==,
                   CHESS_FEN_OK);
  ChessReconstruction r;
  chess_reconstruction_init (&r, NULL, &start);
  for (int i = 0; i < t->plies; i++)
    g_assert_cmpint (
        chess_reconstruction_push (&r, san_move (&r.replay.current, kasparov_topalov[i])), ==,
        CHESS_GAME_OK);
  g_auto (GStrv) uci = g_strsplit (t->moves ? t->moves : "", " ", -1);
  for (int i = 0; uci[i]; i++)
    if (*uci[i])
      g_assert_cmpint (chess_reconstruction_push (&r, find_move (&r.replay.current, uci[i])), ==,
                       CHESS_GAME_OK);
  if (t->actual)
    g_assert_cmpint (chess_position_from_fen (&r.snapshot.actual, t->actual, NULL), ==,
                     CHESS_FEN_OK);
  else
    r.snapshot.actual = r.replay.current;
  r.snapshot.remaining_ms[0] = t->ms[0];
  r.snapshot.remaining_ms[1] = t->ms[1];
  r.snapshot.moves_made = t->moves_made;
  hakem_session_add_reconstruction (s, &r, TRUE, NULL);
  chess_reconstruction_clear (&r);

  const ChessClock *clock = hakem_session_get_clock (s);
  g_assert_false (clock->running);
  gint64 ms[2];
  hakem_session_clock_readings (s, ms);
  for (int c = 0; c < 2; c++)
    {
      g_assert_cmpint (ms[c], ==, t->want_ms[c]);
      g_assert_cmpint (clock->moves[c] + 1, ==, t->want_next[c]);
    }
  guint n = hakem_session_get_incident_count (s);
  const HakemIncident *inc = hakem_session_get_incident (s, n - 1);
  gboolean new_period = t->want_ms[0] > t->ms[0] || t->want_ms[1] > t->ms[1];
  g_assert_cmpstr (inc->articles, ==, new_period ? "8.5.3 8.6" : "8.5.3");
  if (new_period)
    {
      /* The player to move makes that move: counted as the clock was set. */
      ChessColor mover = hakem_session_get_game (s)->current.side;
      assert_next_press (
          s, t->want_next[mover],
          chess_time_control_period_index (hakem_session_get_time_control (s), t->want_next[mover])
              + 1);
    }
}

/* Penalties (12.9) within 10.2. ------------------------------------------------------------- */

#define UNSET CHESS_SCORE_UNSET

typedef struct
{
  const char *name;
  ChessResult ended; /* the game's result before the penalty (by resignation) */
  ChessPenalty penalty;
  /* Expected, from the Laws. */
  gboolean accepted;
  int add_white, add_black;
  int scores[2];
  ChessResult result;
  gboolean ends;
} PenaltyCase;

static const PenaltyCase penalty_cases[] = {
  { "warning",
    GOES_ON,
    { CHESS_PENALTY_WARNING, CHESS_WHITE, 0, UNSET, UNSET, 0 },
    /* 12.9.1: a warning changes nothing on the board */
    TRUE,
    0,
    0,
    { UNSET, UNSET },
    GOES_ON,
    FALSE },
  { "opponent-time",
    GOES_ON,
    { CHESS_PENALTY_OPPONENT_TIME, CHESS_WHITE, 120, UNSET, UNSET, 0 },
    /* 12.9.2: time added to the opponent's clock */
    TRUE,
    0,
    120,
    { UNSET, UNSET },
    GOES_ON,
    FALSE },
  { "offender-time",
    GOES_ON,
    { CHESS_PENALTY_OFFENDER_TIME, CHESS_BLACK, 300, UNSET, UNSET, 0 },
    /* 12.9.3: time taken from the offender */
    TRUE,
    0,
    -300,
    { UNSET, UNSET },
    GOES_ON,
    FALSE },
  { "loss-opponent-wins",
    GOES_ON,
    { CHESS_PENALTY_LOSS, CHESS_WHITE, 0, 0, 2, 0 },
    /* 12.9.6: the game is lost; the arbiter gives the opponent the win */
    TRUE,
    0,
    0,
    { 0, 2 },
    CHESS_RESULT_BLACK_WINS,
    TRUE },
  { "loss-both-lose",
    GOES_ON,
    { CHESS_PENALTY_LOSS, CHESS_BLACK, 0, 0, 0, 0 },
    /* 12.9.6 with 10.2: 0-0 is allowed; no PGN result stands for it */
    TRUE,
    0,
    0,
    { 0, 0 },
    GOES_ON,
    TRUE },
  { "opponent-points",
    GOES_ON,
    { CHESS_PENALTY_OPPONENT_POINTS, CHESS_WHITE, 0, UNSET, UNSET, 0 },
    /* 12.9.4: the opponent's score raised to the maximum */
    TRUE,
    0,
    0,
    { 0, 2 },
    CHESS_RESULT_BLACK_WINS,
    TRUE },
  { "offender-points-lowered",
    CHESS_RESULT_WHITE_WINS,
    { CHESS_PENALTY_OFFENDER_POINTS, CHESS_WHITE, 0, 1, UNSET, 0 },
    /* 12.9.5: White's win lowered to a half; 10.2 allows 1/2-0 */
    TRUE,
    0,
    0,
    { 1, 0 },
    CHESS_RESULT_WHITE_WINS,
    FALSE },
  { "refused-loss-without-opponent-score",
    GOES_ON,
    { CHESS_PENALTY_LOSS, CHESS_WHITE, 0, 0, UNSET, 0 },
    /* 12.9.6: the arbiter must decide the opponent's score */
    FALSE,
    0,
    0,
    { UNSET, UNSET },
    GOES_ON,
    FALSE },
  { "refused-score-not-normal",
    CHESS_RESULT_WHITE_WINS,
    { CHESS_PENALTY_OFFENDER_POINTS, CHESS_WHITE, 0, 3, UNSET, 0 },
    /* 10.2: a score other than 0, 1/2 or 1 */
    FALSE,
    0,
    0,
    { 2, 0 },
    CHESS_RESULT_WHITE_WINS,
    FALSE },
  { "refused-above-maximum",
    CHESS_RESULT_WHITE_WINS,
    { CHESS_PENALTY_OPPONENT_POINTS, CHESS_WHITE, 0, UNSET, UNSET, 0 },
    /* 10.2: White keeps 1, Black would get 1: above the game's maximum */
    FALSE,
    0,
    0,
    { 2, 0 },
    CHESS_RESULT_WHITE_WINS,
    FALSE },
  { "refused-no-seconds",
    GOES_ON,
    { CHESS_PENALTY_OPPONENT_TIME, CHESS_WHITE, 0, UNSET, UNSET, 0 },
    /* 12.9.2 needs an amount of time */
    FALSE,
    0,
    0,
    { UNSET, UNSET },
    GOES_ON,
    FALSE },
};

static void
test_penalty (gconstpointer data)
{
  const PenaltyCase *t = data;
  g_autoptr (HakemSession) s = session_with (NULL, STANDARD_TC, "e2e4 e7e5 g1f3");
  if (t->ended != GOES_ON)
    hakem_session_end_game (s, t->ended, CHESS_ENDING_RESIGNATION);
  gint64 before[2], after[2];
  hakem_session_clock_readings (s, before);
  guint incidents = hakem_session_get_incident_count (s);
  int scores_before[2];
  hakem_session_get_scores (s, scores_before);

  ChessPenaltyEffect effect;
  gboolean ok = hakem_session_apply_penalty (s, &t->penalty, "11.3", "mobile phone", &effect);
  g_assert_cmpint (ok, ==, t->accepted);
  hakem_session_clock_readings (s, after);
  g_assert_cmpint (after[0] - before[0], ==, t->add_white * 1000);
  g_assert_cmpint (after[1] - before[1], ==, t->add_black * 1000);
  int scores[2];
  hakem_session_get_scores (s, scores);
  g_assert_cmpint (scores[0], ==, t->scores[0]);
  g_assert_cmpint (scores[1], ==, t->scores[1]);
  const ChessGame *g = hakem_session_get_game (s);
  g_assert_cmpint (g->result, ==, t->result);
  g_assert_cmpint (g->count, ==, 3);
  if (!t->accepted)
    {
      /* Refused: nothing changed, nothing logged. */
      g_assert_cmpuint (hakem_session_get_incident_count (s), ==, incidents);
      g_assert_cmpint (scores[0], ==, scores_before[0]);
      g_assert_cmpint (scores[1], ==, scores_before[1]);
      g_assert_cmpint (g->ending, ==,
                       t->ended != GOES_ON ? CHESS_ENDING_RESIGNATION : CHESS_ENDING_NONE);
      return;
    }
  if (t->ends)
    g_assert_cmpint (g->ending, ==, CHESS_ENDING_ARBITER);
  g_assert_cmpuint (hakem_session_get_incident_count (s), ==, incidents + 1);
  const HakemIncident *inc = hakem_session_get_incident (s, incidents);
  g_assert_cmpint (inc->kind, ==, HAKEM_INCIDENT_PENALTY);
  assert_articles (inc->articles, "11.3");
  assert_articles (inc->articles, chess_penalty_article (t->penalty.kind));
  g_assert_cmpstr (inc->note, ==, "mobile phone");
}

/* Claims and results in the log. ----------------------------------------------------------- */

/* 9.5.3: an incorrect claim adds two minutes to the opponent's clock and the written move is
 * made; the ruling is logged. */
static void
test_claim_logged (void)
{
  g_autoptr (HakemSession) s = session_with (NULL, STANDARD_TC, "g1f3 g8f6 f3g1 f6g8");
  ChessPosition pos = hakem_session_get_game (s)->current;
  ChessMove intended = find_move (&pos, "e2e4");
  ChessRuling r;
  ChessRulingError err;
  g_assert_true (hakem_session_rule_claim (s, CHESS_CLAIM_THREEFOLD, intended, &r, &err));
  g_assert_cmpint (r.verdict, ==, CHESS_VERDICT_INCORRECT);
  gint64 before[2], after[2];
  hakem_session_clock_readings (s, before);
  hakem_session_apply_claim (s, &r, intended);
  hakem_session_clock_readings (s, after);
  g_assert_cmpint (after[CHESS_BLACK] - before[CHESS_BLACK], ==, 120000);
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, 5);
  g_assert_cmpuint (hakem_session_get_incident_count (s), ==, 1);
  const HakemIncident *inc = hakem_session_get_incident (s, 0);
  g_assert_cmpint (inc->kind, ==, HAKEM_INCIDENT_CLAIM);
  g_assert_cmpint (inc->ply, ==, 4);
  assert_articles (inc->articles, "9.5.3");
}

/* The arbiter's result is logged; a resignation is the player's and is not. */
static void
test_end_game_logged (void)
{
  g_autoptr (HakemSession) s = session_with (NULL, STANDARD_TC, "e2e4");
  hakem_session_end_game (s, CHESS_RESULT_WHITE_WINS, CHESS_ENDING_RESIGNATION);
  g_assert_cmpuint (hakem_session_get_incident_count (s), ==, 0);
  hakem_session_end_game (s, CHESS_RESULT_DRAW, CHESS_ENDING_ARBITER);
  g_assert_cmpuint (hakem_session_get_incident_count (s), ==, 1);
  g_assert_cmpint (hakem_session_get_incident (s, 0)->kind, ==, HAKEM_INCIDENT_RESULT);
  int scores[2];
  hakem_session_get_scores (s, scores);
  g_assert_cmpint (scores[0], ==, CHESS_SCORE_DRAW);
  g_assert_cmpint (scores[1], ==, CHESS_SCORE_DRAW);
}

/* Signals, notes, regulations. ---------------------------------------------------------------- */

static void
count_signal (HakemSession *s, guint index, gpointer user_data)
{
  guint *seen = user_data;
  seen[0]++;
  seen[1] = index;
}

static void
test_incident_signals (void)
{
  g_autoptr (HakemSession) s = hakem_session_new ();
  guint added[2] = { 0, 0 }, changed[2] = { 0, 0 };
  g_signal_connect (s, "incident-added", G_CALLBACK (count_signal), added);
  g_signal_connect (s, "incident-changed", G_CALLBACK (count_signal), changed);
  gint64 ms[2] = { 1000, 2000 };
  hakem_session_add_incident (s, hakem_incident_new (HAKEM_INCIDENT_NOTE, 0, ms, "", "", NULL));
  hakem_session_add_incident (s, hakem_incident_new (HAKEM_INCIDENT_NOTE, 0, ms, "", "", NULL));
  g_assert_cmpuint (added[0], ==, 2);
  g_assert_cmpuint (added[1], ==, 1);
  hakem_session_set_incident_note (s, 0, "the player left the hall");
  g_assert_cmpuint (changed[0], ==, 1);
  g_assert_cmpuint (changed[1], ==, 0);
  g_assert_cmpstr (hakem_session_get_incident (s, 0)->note, ==, "the player left the hall");
  /* A new game starts a new case. */
  hakem_session_new_game (s, NULL, NULL);
  g_assert_cmpuint (hakem_session_get_incident_count (s), ==, 0);
}

/* A new game takes the profile of its time control (A.1, B.1); the event's own regulations stay
 * for the games of their class only. */
static void
test_regulations_follow_time_control (void)
{
  g_autoptr (HakemSession) s = session_with (NULL, RAPID_TC, NULL);
  g_assert_cmpint (hakem_session_get_regulations (s)->time_class, ==, CHESS_TIME_CLASS_RAPID);
  g_assert_false (hakem_session_get_regulations_explicit (s));
  ChessTimeControl tc;
  chess_time_control_parse (&tc, BLITZ_TC, NULL);
  hakem_session_new_game (s, NULL, &tc);
  g_assert_cmpint (hakem_session_get_regulations (s)->time_class, ==, CHESS_TIME_CLASS_BLITZ);
  g_autoptr (HakemRegulations) regs = hakem_regulations_copy (hakem_session_get_regulations (s));
  regs->illegal_move_penalty.value = 90;
  hakem_session_set_regulations (s, regs);
  hakem_session_new_game (s, NULL, &tc);
  g_assert_true (hakem_session_get_regulations_explicit (s));
  g_assert_cmpint (hakem_session_get_regulations (s)->illegal_move_penalty.value, ==, 90);
  /* A standard game is not ruled by blitz regulations: 7.5.5's two minutes. */
  chess_time_control_parse (&tc, STANDARD_TC, NULL);
  hakem_session_new_game (s, NULL, &tc);
  g_assert_false (hakem_session_get_regulations_explicit (s));
  g_assert_cmpint (hakem_session_get_regulations (s)->time_class, ==, CHESS_TIME_CLASS_STANDARD);
  g_assert_cmpint (hakem_session_get_regulations (s)->illegal_move_penalty.value, ==, 120);
}

/* Reconstruction (8.5.3). ---------------------------------------------------------------------- */

static void
test_reconstruction_adopted (void)
{
  g_autoptr (HakemSession) s = session_with (NULL, STANDARD_TC, "e2e4 e7e5 g1f3");
  hakem_session_start_clock (s);
  ChessReconstructSnapshot snap = { 0 };
  chess_position_init_start (&snap.actual);
  snap.remaining_ms[CHESS_WHITE] = 3000000;
  snap.remaining_ms[CHESS_BLACK] = 2500000;
  snap.running_known = true;
  snap.running = CHESS_WHITE;
  snap.moves_made = CHESS_RECONSTRUCT_UNKNOWN;
  ChessReconstruction r;
  chess_reconstruction_init (&r, &snap, NULL);
  const char *replay[] = { "d2d4", "d7d5", "c2c4", "e7e6" };
  for (guint i = 0; i < G_N_ELEMENTS (replay); i++)
    g_assert_cmpint (chess_reconstruction_push (&r, find_move (&r.replay.current, replay[i])), ==,
                     CHESS_GAME_OK);
  hakem_session_set_tag (s, "White", "Arbiter, A.");
  hakem_session_add_reconstruction (s, &r, TRUE, "scoresheets lost");
  chess_reconstruction_clear (&r);

  const ChessGame *g = hakem_session_get_game (s);
  g_assert_cmpint (g->count, ==, 4);
  g_assert_cmpstr (chess_game_get_tag (g, "White"), ==, "Arbiter, A.");
  g_assert_cmpuint (hakem_session_get_reconstruction_count (s), ==, 1);
  const HakemReconstructionRecord *rec = hakem_session_get_reconstruction (s, 0);
  g_assert_true (rec->adopted);
  g_assert_cmpint (rec->reconstruction.replay.count, ==, 4);
  g_assert_nonnull (rec->replaced_pgn);
  g_assert_nonnull (strstr (rec->replaced_pgn, "Nf3"));
  g_assert_null (strstr (rec->replaced_pgn, "[White"));
  const ChessClock *clock = hakem_session_get_clock (s);
  g_assert_false (clock->running);
  g_assert_cmpint (clock->to_move, ==, CHESS_WHITE);
  gint64 ms[2];
  hakem_session_clock_readings (s, ms);
  g_assert_cmpint (ms[CHESS_WHITE], ==, 3000000);
  g_assert_cmpint (ms[CHESS_BLACK], ==, 2500000);
  g_assert_cmpuint (hakem_session_get_incident_count (s), ==, 1);
  g_assert_cmpint (hakem_session_get_incident (s, 0)->kind, ==, HAKEM_INCIDENT_RECONSTRUCTION);
}

typedef struct
{
  const char *data;
  size_t left;
} MemoryText;

static long
read_memory (void *user_data, char *buf, size_t size)
{
  MemoryText *m = user_data;
  size_t n = MIN (size, m->left);
  memcpy (buf, m->data, n);
  m->data += n;
  m->left -= n;
  return (long) n;
}

/* PGN with the log. ------------------------------------------------------------------------- */

static void
test_pgn_comments (void)
{
  g_autoptr (HakemSession) s = session_with (NULL, STANDARD_TC, "e2e4 e7e5 g1f3");
  gint64 ms[2] = { 5400000, 5400000 };
  hakem_session_add_incident (
      s, hakem_incident_new (HAKEM_INCIDENT_NOTE, 0, ms, "", "before", "players late"));
  hakem_session_add_incident (
      s, hakem_incident_new (HAKEM_INCIDENT_NOTE, 2, ms, "11.3", "a phone rang", "brace } inside"));
  g_autofree char *pgn = hakem_session_to_pgn (s);
  g_assert_nonnull (pgn);

  ChessPgnReader *reader = g_new0 (ChessPgnReader, 1);
  MemoryText text = { pgn, strlen (pgn) };
  chess_pgn_reader_init (reader, read_memory, &text, CHESS_SAN_ENGLISH, 0);
  ChessGame game = { 0 };
  ChessPgnProblem problem;
  g_assert_cmpint (chess_pgn_read_game (reader, &game, &problem), ==, CHESS_PGN_GAME);
  g_assert_cmpint (problem.code, ==, CHESS_PGN_OK);
  g_assert_cmpint (game.count, ==, 3);
  g_assert_nonnull (game.comment);
  g_assert_nonnull (strstr (game.comment, "[Hakem]"));
  g_assert_nonnull (strstr (game.comment, "players late"));
  g_assert_nonnull (game.moves[1].comment);
  g_assert_true (g_str_has_prefix (game.moves[1].comment, "[Hakem]"));
  g_assert_nonnull (strstr (game.moves[1].comment, "11.3"));
  g_assert_null (game.moves[0].comment);
  chess_game_clear (&game);
  chess_pgn_reader_clear (reader);
  g_free (reader);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (irregularity_cases); i++)
    {
      g_autofree char *path
          = g_strdup_printf ("/session/irregularity/%s", irregularity_cases[i].name);
      g_test_add_data_func (path, &irregularity_cases[i], test_irregularity);
    }
  g_test_add_func ("/session/irregularity/clock-only", test_clock_only);
  for (guint i = 0; i < G_N_ELEMENTS (flag_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/session/flag/%s", flag_cases[i].name);
      g_test_add_data_func (path, &flag_cases[i], test_flag);
    }
  g_test_add_func ("/session/flag/none", test_flag_none);
  g_test_add_func ("/session/flag/after-fivefold", test_flag_after_fivefold);
  g_test_add_func ("/session/clock/follows-setup", test_clock_follows_setup);
  for (guint i = 0; i < G_N_ELEMENTS (next_period_cases); i++)
    {
      g_autofree char *path
          = g_strdup_printf ("/session/flag/next-period/%s", next_period_cases[i].name);
      g_test_add_data_func (path, &next_period_cases[i], test_next_period);
    }
  g_test_add_func ("/session/flag/next-period/none-follows", test_next_period_none_follows);
  g_test_add_func ("/session/flag/next-period/played", test_next_period_played);
  for (guint i = 0; i < G_N_ELEMENTS (penalty_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/session/penalty/%s", penalty_cases[i].name);
      g_test_add_data_func (path, &penalty_cases[i], test_penalty);
    }
  g_test_add_func ("/session/claim/logged", test_claim_logged);
  g_test_add_func ("/session/result/logged", test_end_game_logged);
  g_test_add_func ("/session/incidents/signals", test_incident_signals);
  g_test_add_func ("/session/regulations/time-control", test_regulations_follow_time_control);
  g_test_add_func ("/session/reconstruction/adopted", test_reconstruction_adopted);
  for (guint i = 0; i < G_N_ELEMENTS (adopt_cases); i++)
    {
      g_autofree char *path
          = g_strdup_printf ("/session/reconstruction/adopted/%s", adopt_cases[i].name);
      g_test_add_data_func (path, &adopt_cases[i], test_adopt);
    }
  g_test_add_func ("/session/pgn/comments", test_pgn_comments);
  return g_test_run ();
}
