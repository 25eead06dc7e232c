/* test-clock.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The clock on a fake time source: whole games under each increment kind, period changes,
 * stops, penalties, settings by the arbiter, flag falls and the 8.4 scoresheet exemption.
 *
 * Every expected figure is worked out by hand in the comment beside it, in milliseconds, from
 * the rules the Laws give: 6.3.1 (increment added to each completed move), 6.3.2 (time saved
 * carries into the next period; under a delay the main time runs only after the fixed extra
 * time), Bronstein (the time used, up to the delay, is given back), the PGN standard 9.6.1
 * (a sandclock starts with equal sand in each chamber), 6.6 (White's clock is started), 6.11
 * (stops), 6.10.2 and 7.1 (the arbiter sets times and move counters), 8.4 and A.2.
 */
#include <glib.h>

#include "chess-clock.h"

/* Any origin will do for monotonic time; a large one catches arithmetic on absolute instants. */
#define T0 INT64_C (5000000000000)
#define MS(x) ((int64_t) (x) *1000)

static void
make_clock (ChessClock *clock, const char *text)
{
  ChessTimeControl tc;
  g_assert_cmpint (chess_time_control_parse (&tc, text, NULL), ==, CHESS_TIME_CONTROL_OK);
  g_assert_cmpint (chess_clock_init (clock, &tc), ==, CHESS_CLOCK_OK);
}

/* Presses at t and checks the scoresheet figures of the completed move. */
static void
press_expect (ChessClock *clock, int64_t t, ChessColor color, int number, int64_t used_ms,
              int64_t left_ms, bool flagged)
{
  ChessClockMove m;
  g_assert_cmpint (chess_clock_press (clock, t, &m), ==, CHESS_CLOCK_OK);
  g_assert_cmpint (m.color, ==, color);
  g_assert_cmpint (m.number, ==, number);
  g_assert_cmpint (m.used_us, ==, MS (used_ms));
  g_assert_cmpint (m.left_us, ==, MS (left_ms));
  g_assert_cmpint (m.flagged, ==, flagged);
  g_assert_cmpint (chess_clock_remaining (clock, color, t), ==, MS (left_ms));
}

/* 90 minutes for 40 moves, then 30 minutes, 30 seconds a move from move 1. White spends
 * 100.250 s on every move, Black 130.500 s.
 *   White after k moves (k <= 40): 5400 - 100.25 k + 30 k = 5400 - 70.25 k seconds;
 *     after 40: 5400 - 2810 = 2590, and move 40 completes the period: + 1800 = 4390.
 *     after 41: 4390 - 100.25 + 30 = 4319.75.
 *   Black after k moves (k <= 40): 5400 - 130.5 k + 30 k = 5400 - 100.5 k;
 *     after 40: 5400 - 4020 = 1380, + 1800 = 3180. */
static void
test_fischer_game (void)
{
  ChessClock clock;
  make_clock (&clock, "40/5400+30:1800+30");
  g_assert_cmpint (chess_clock_start (&clock, T0), ==, CHESS_CLOCK_OK);
  int64_t t = T0;
  for (int k = 1; k <= 40; k++)
    {
      ChessClockMove m;
      t += MS (100250);
      g_assert_cmpint (chess_clock_press (&clock, t, &m), ==, CHESS_CLOCK_OK);
      g_assert_cmpint (m.color, ==, CHESS_WHITE);
      g_assert_cmpint (m.number, ==, k);
      g_assert_cmpint (m.period, ==, 0);
      g_assert_cmpint (m.used_us, ==, MS (100250));
      g_assert_cmpint (m.left_us, ==, k < 40 ? MS (5400000 - 70250 * k) : MS (4390000));
      g_assert_cmpint (m.new_period, ==, k == 40);
      g_assert_false (m.flagged);

      t += MS (130500);
      g_assert_cmpint (chess_clock_press (&clock, t, &m), ==, CHESS_CLOCK_OK);
      g_assert_cmpint (m.color, ==, CHESS_BLACK);
      g_assert_cmpint (m.number, ==, k);
      g_assert_cmpint (m.left_us, ==, k < 40 ? MS (5400000 - 100500 * k) : MS (3180000));
      g_assert_cmpint (m.new_period, ==, k == 40);
      /* The player not to move keeps what the last move left. */
      g_assert_cmpint (chess_clock_remaining (&clock, CHESS_BLACK, t + MS (7)), ==, m.left_us);
    }
  g_assert_cmpint (chess_clock_period (&clock, CHESS_WHITE), ==, 1);
  /* Mid-move: 50 s into White's 41st move, 4390 - 50 = 4340. */
  g_assert_cmpint (chess_clock_remaining (&clock, CHESS_WHITE, t + MS (50000)), ==, MS (4340000));
  ChessClockMove m;
  g_assert_cmpint (chess_clock_press (&clock, t + MS (100250), &m), ==, CHESS_CLOCK_OK);
  g_assert_cmpint (m.period, ==, 1);
  g_assert_cmpint (m.left_us, ==, MS (4319750));
  g_assert_false (m.new_period);
  g_assert_false (chess_clock_flag_fall (&clock, t + MS (100250), NULL));
}

/* Bronstein 5 s on 5 minutes: the time used, up to 5 s, is given back at the press; the main
 * time runs from the first instant of the move, so the flag falls when it is spent. */
static void
test_bronstein_game (void)
{
  ChessClock clock;
  make_clock (&clock, "300b5");
  int64_t t = T0;
  g_assert_cmpint (chess_clock_start (&clock, t), ==, CHESS_CLOCK_OK);
  press_expect (&clock, t += MS (3000), CHESS_WHITE, 1, 3000, 300000, false);   /* 300-3+3 */
  press_expect (&clock, t += MS (7000), CHESS_BLACK, 1, 7000, 298000, false);   /* 300-7+5 */
  press_expect (&clock, t += MS (5000), CHESS_WHITE, 2, 5000, 300000, false);   /* 300-5+5 */
  press_expect (&clock, t += MS (500), CHESS_BLACK, 2, 500, 298000, false);     /* 298-.5+.5 */
  press_expect (&clock, t += MS (60000), CHESS_WHITE, 3, 60000, 245000, false); /* 300-60+5 */
  /* 4 s into Black's move the main time shows 298 - 4 = 294: no waiting under Bronstein. */
  g_assert_cmpint (chess_clock_remaining (&clock, CHESS_BLACK, t + MS (4000)), ==, MS (294000));
  g_assert_cmpint (chess_clock_delay_left (&clock, t + MS (4000)), ==, 0);
  /* Black's 298 s run out 298 s into the move, not 303: the 5 s come only with a press. */
  ChessClockFlags f;
  g_assert_false (chess_clock_flag_fall (&clock, t + MS (297999), &f));
  g_assert_true (chess_clock_flag_fall (&clock, t + MS (298000), &f));
  g_assert_true (f.fallen[CHESS_BLACK]);
  g_assert_false (f.fallen[CHESS_WHITE]);
  g_assert_cmpint (f.first, ==, CHESS_BLACK);
  g_assert_cmpint (f.at_us[CHESS_BLACK], ==, t + MS (298000));
  g_assert_cmpint (f.moves[CHESS_BLACK], ==, 2);
  /* Pressed 2 s after the fall: no time given back, the clock stays at 0. */
  press_expect (&clock, t += MS (300000), CHESS_BLACK, 3, 300000, 0, true);
  /* White's clock runs on: 245 - 1 = 244. */
  g_assert_cmpint (chess_clock_remaining (&clock, CHESS_WHITE, t + MS (1000)), ==, MS (244000));
}

/* Simple delay 5 s on 5 minutes (6.3.2): the main time waits 5 s each move; pressed within the
 * 5 s it does not change. The flag falls when the delay and then the main time are spent. */
static void
test_delay_game (void)
{
  ChessClock clock;
  make_clock (&clock, "300d5");
  int64_t t = T0;
  g_assert_cmpint (chess_clock_start (&clock, t), ==, CHESS_CLOCK_OK);
  press_expect (&clock, t += MS (3000), CHESS_WHITE, 1, 3000, 300000, false); /* within 5 s */
  press_expect (&clock, t += MS (7000), CHESS_BLACK, 1, 7000, 298000, false); /* 300-(7-5) */
  press_expect (&clock, t += MS (5000), CHESS_WHITE, 2, 5000, 300000, false); /* exactly 5 s */
  /* 2 s into Black's move: main time 298 untouched, 3 s of delay left. 8 s in: 298-3 = 295. */
  g_assert_cmpint (chess_clock_remaining (&clock, CHESS_BLACK, t + MS (2000)), ==, MS (298000));
  g_assert_cmpint (chess_clock_delay_left (&clock, t + MS (2000)), ==, MS (3000));
  g_assert_cmpint (chess_clock_remaining (&clock, CHESS_BLACK, t + MS (8000)), ==, MS (295000));
  g_assert_cmpint (chess_clock_delay_left (&clock, t + MS (8000)), ==, 0);
  /* The flag would fall 5 + 298 = 303 s into the move; at 302.999 s 1 ms is left. */
  g_assert_false (chess_clock_flag_fall (&clock, t + MS (302999), NULL));
  press_expect (&clock, t += MS (302999), CHESS_BLACK, 2, 302999, 1, false);
  press_expect (&clock, t += MS (10000), CHESS_WHITE, 3, 10000, 295000, false); /* 300-(10-5) */
  /* Black: 1 ms of main time after 5 s of delay, so the flag falls 5.001 s into the move; at
   * 5.0005 s half a millisecond shows. */
  g_assert_cmpint (chess_clock_remaining (&clock, CHESS_BLACK, t + 5000500), ==, 500);
  ChessClockFlags f;
  g_assert_true (chess_clock_flag_fall (&clock, t + MS (5002), &f));
  g_assert_cmpint (f.at_us[CHESS_BLACK], ==, t + MS (5001));
  press_expect (&clock, t += MS (5002), CHESS_BLACK, 3, 5002, 0, true);
}

/* No increment: 5 minutes each. Both flags fall and nobody notices the first (6.8). */
static void
test_both_flags (void)
{
  ChessClock clock;
  make_clock (&clock, "300");
  int64_t t = T0;
  g_assert_cmpint (chess_clock_start (&clock, t), ==, CHESS_CLOCK_OK);
  press_expect (&clock, t += MS (100000), CHESS_WHITE, 1, 100000, 200000, false);
  press_expect (&clock, t += MS (100000), CHESS_BLACK, 1, 100000, 200000, false);
  int64_t white_since = t;
  /* White has 200 s: the flag falls at exactly white_since + 200 s. */
  g_assert_false (chess_clock_flag_fall (&clock, white_since + MS (200000) - 1, NULL));
  ChessClockFlags f;
  g_assert_true (chess_clock_flag_fall (&clock, white_since + MS (200000), &f));
  g_assert_cmpint (f.first, ==, CHESS_WHITE);
  /* White moves on 50 s later, unaware; his clock stays at 0, Black's runs from 200 s. */
  press_expect (&clock, t += MS (250000), CHESS_WHITE, 2, 250000, 0, true);
  int64_t black_since = t;
  g_assert_cmpint (chess_clock_remaining (&clock, CHESS_WHITE, t + MS (10000)), ==, 0);
  g_assert_cmpint (chess_clock_remaining (&clock, CHESS_BLACK, t + MS (10000)), ==, MS (190000));
  /* 250 s later both have fallen: White's first, each at its own instant. */
  g_assert_true (chess_clock_flag_fall (&clock, black_since + MS (250000), &f));
  g_assert_true (f.fallen[CHESS_WHITE]);
  g_assert_true (f.fallen[CHESS_BLACK]);
  g_assert_cmpint (f.first, ==, CHESS_WHITE);
  g_assert_cmpint (f.at_us[CHESS_WHITE], ==, white_since + MS (200000));
  g_assert_cmpint (f.at_us[CHESS_BLACK], ==, black_since + MS (200000));
  g_assert_cmpint (f.moves[CHESS_WHITE], ==, 1);
  g_assert_cmpint (f.moves[CHESS_BLACK], ==, 1);
  /* Black presses too; the record does not change, and both clocks show 0. */
  press_expect (&clock, t += MS (260000), CHESS_BLACK, 2, 260000, 0, true);
  ChessClockFlags g;
  g_assert_true (chess_clock_flag_fall (&clock, t + MS (1000), &g));
  g_assert_cmpint (g.first, ==, CHESS_WHITE);
  g_assert_cmpint (g.at_us[CHESS_WHITE], ==, f.at_us[CHESS_WHITE]);
  g_assert_cmpint (g.at_us[CHESS_BLACK], ==, f.at_us[CHESS_BLACK]);
  g_assert_cmpint (chess_clock_remaining (&clock, CHESS_WHITE, t + MS (1000)), ==, 0);
  g_assert_cmpint (chess_clock_remaining (&clock, CHESS_BLACK, t + MS (1000)), ==, 0);

  /* The arbiter stops the clock and sets it anew (6.10.2): the flags are cleared. */
  g_assert_cmpint (chess_clock_stop (&clock, t + MS (2000)), ==, CHESS_CLOCK_OK);
  const int64_t times[2] = { MS (60000), MS (60000) };
  const int moves[2] = { 2, 2 };
  g_assert_cmpint (chess_clock_set (&clock, times, moves, CHESS_WHITE), ==, CHESS_CLOCK_OK);
  g_assert_false (chess_clock_flag_fall (&clock, t + MS (2000), NULL));
  g_assert_cmpint (chess_clock_remaining (&clock, CHESS_WHITE, t + MS (2000)), ==, MS (60000));
}

/* 6.9 asks whether the prescribed moves were made: the record keeps the count at the fall. */
static void
test_flag_before_control (void)
{
  ChessClock clock;
  make_clock (&clock, "40/5400+30:1800+30");
  const int64_t times[2] = { MS (5000), MS (100000) };
  const int moves[2] = { 39, 39 };
  g_assert_cmpint (chess_clock_set (&clock, times, moves, CHESS_WHITE), ==, CHESS_CLOCK_OK);
  g_assert_cmpint (chess_clock_start (&clock, T0), ==, CHESS_CLOCK_OK);
  ChessClockFlags f;
  g_assert_true (chess_clock_flag_fall (&clock, T0 + MS (6000), &f));
  g_assert_cmpint (f.at_us[CHESS_WHITE], ==, T0 + MS (5000));
  g_assert_cmpint (f.moves[CHESS_WHITE], ==, 39);
  /* Move 40 completed after the fall: no increment and no new period time for a fallen flag. */
  ChessClockMove m;
  g_assert_cmpint (chess_clock_press (&clock, T0 + MS (6000), &m), ==, CHESS_CLOCK_OK);
  g_assert_true (m.flagged);
  g_assert_true (m.new_period);
  g_assert_cmpint (m.left_us, ==, 0);
}

/* 15 minutes + 10 s. The arbiter stops Black's clock 30 s into the move for five minutes and
 * restarts it (6.11); Black presses 15 s later. The move used 30 + 15 = 45 s of clock time:
 * 900 - 45 + 10 = 865. */
static void
test_stop_resume (void)
{
  ChessClock clock;
  make_clock (&clock, "900+10");
  g_assert_cmpint (chess_clock_start (&clock, T0), ==, CHESS_CLOCK_OK);
  press_expect (&clock, T0 + MS (20000), CHESS_WHITE, 1, 20000, 890000, false); /* 900-20+10 */
  g_assert_cmpint (chess_clock_stop (&clock, T0 + MS (50000)), ==, CHESS_CLOCK_OK);
  /* Stopped: nothing moves. 900 - 30 = 870 for Black, White keeps 890. */
  g_assert_cmpint (chess_clock_remaining (&clock, CHESS_BLACK, T0 + MS (300000)), ==, MS (870000));
  g_assert_cmpint (chess_clock_remaining (&clock, CHESS_WHITE, T0 + MS (300000)), ==, MS (890000));
  g_assert_false (chess_clock_flag_fall (&clock, T0 + MS (100000000), NULL));
  g_assert_cmpint (chess_clock_press (&clock, T0 + MS (60000), NULL), ==,
                   CHESS_CLOCK_ERROR_STOPPED);
  g_assert_cmpint (chess_clock_stop (&clock, T0 + MS (60000)), ==, CHESS_CLOCK_ERROR_STOPPED);
  g_assert_cmpint (chess_clock_resume (&clock, T0 + MS (350000)), ==, CHESS_CLOCK_OK);
  g_assert_cmpint (chess_clock_resume (&clock, T0 + MS (350000)), ==, CHESS_CLOCK_ERROR_RUNNING);
  press_expect (&clock, T0 + MS (365000), CHESS_BLACK, 1, 45000, 865000, false);
}

/* Under a simple delay a stop keeps what the move has used of the delay: 3 s, a minute's stop,
 * then 1 s is 4 s in all, within the 5 s, so the main time stays 300. Black: 4 s, stop, 3 s is
 * 7 s, 2 s past the delay: 298. */
static void
test_delay_across_stop (void)
{
  ChessClock clock;
  make_clock (&clock, "300d5");
  g_assert_cmpint (chess_clock_start (&clock, T0), ==, CHESS_CLOCK_OK);
  g_assert_cmpint (chess_clock_stop (&clock, T0 + MS (3000)), ==, CHESS_CLOCK_OK);
  g_assert_cmpint (chess_clock_delay_left (&clock, T0 + MS (30000)), ==, MS (2000));
  g_assert_cmpint (chess_clock_resume (&clock, T0 + MS (63000)), ==, CHESS_CLOCK_OK);
  press_expect (&clock, T0 + MS (64000), CHESS_WHITE, 1, 4000, 300000, false);
  g_assert_cmpint (chess_clock_stop (&clock, T0 + MS (68000)), ==, CHESS_CLOCK_OK);
  g_assert_cmpint (chess_clock_resume (&clock, T0 + MS (128000)), ==, CHESS_CLOCK_OK);
  press_expect (&clock, T0 + MS (131000), CHESS_BLACK, 1, 7000, 298000, false);
}

/* Penalties on 90 minutes + 30 s. White's first move takes 10 s: 5400 - 10 + 30 = 5420. Black
 * completes an illegal move 10 s later; the arbiter stops the clock and gives White two minutes
 * (7.5.5): 5540. A removal of 60 s from Black (12.9.3) leaves 5400 - 10 - 60 = 5330 on show;
 * removing more than is left is refused. Black's next press comes 10 s after the restart: the
 * move used 20 s; 5340 - 20 + 30 = 5350. */
static void
test_penalties (void)
{
  ChessClock clock;
  make_clock (&clock, "5400+30");
  g_assert_cmpint (chess_clock_start (&clock, T0), ==, CHESS_CLOCK_OK);
  press_expect (&clock, T0 + MS (10000), CHESS_WHITE, 1, 10000, 5420000, false);
  g_assert_cmpint (chess_clock_stop (&clock, T0 + MS (20000)), ==, CHESS_CLOCK_OK);
  g_assert_cmpint (chess_clock_adjust (&clock, CHESS_WHITE, MS (120000), T0 + MS (21000)), ==,
                   CHESS_CLOCK_OK);
  g_assert_cmpint (chess_clock_remaining (&clock, CHESS_WHITE, T0 + MS (21000)), ==, MS (5540000));
  g_assert_cmpint (chess_clock_adjust (&clock, CHESS_BLACK, -MS (60000), T0 + MS (22000)), ==,
                   CHESS_CLOCK_OK);
  g_assert_cmpint (chess_clock_remaining (&clock, CHESS_BLACK, T0 + MS (22000)), ==, MS (5330000));
  g_assert_cmpint (chess_clock_adjust (&clock, CHESS_BLACK, -MS (5330001), T0 + MS (23000)), ==,
                   CHESS_CLOCK_ERROR_RANGE);
  g_assert_cmpint (chess_clock_remaining (&clock, CHESS_BLACK, T0 + MS (23000)), ==, MS (5330000));
  g_assert_cmpint (chess_clock_adjust (&clock, CHESS_BLACK, 0, T0 + MS (1000)), ==,
                   CHESS_CLOCK_ERROR_TIME_BACKWARDS);
  g_assert_cmpint (chess_clock_resume (&clock, T0 + MS (30000)), ==, CHESS_CLOCK_OK);
  press_expect (&clock, T0 + MS (40000), CHESS_BLACK, 1, 20000, 5350000, false);

  /* While White's clock runs: 10 s into the move he shows 5540 - 10 = 5530. Taking exactly that
   * makes the flag fall then and there; giving a minute back runs the clock again from 60 s, and
   * the fall stays on record. */
  int64_t t = T0 + MS (50000);
  g_assert_cmpint (chess_clock_remaining (&clock, CHESS_WHITE, t), ==, MS (5530000));
  g_assert_cmpint (chess_clock_adjust (&clock, CHESS_WHITE, -MS (5530000), t), ==, CHESS_CLOCK_OK);
  ChessClockFlags f;
  g_assert_true (chess_clock_flag_fall (&clock, t, &f));
  g_assert_cmpint (f.at_us[CHESS_WHITE], ==, t);
  g_assert_cmpint (chess_clock_adjust (&clock, CHESS_WHITE, MS (60000), t), ==, CHESS_CLOCK_OK);
  g_assert_cmpint (chess_clock_remaining (&clock, CHESS_WHITE, t), ==, MS (60000));
  g_assert_cmpint (chess_clock_remaining (&clock, CHESS_WHITE, t + MS (5000)), ==, MS (55000));
  g_assert_true (chess_clock_flag_fall (&clock, t + MS (5000), &f));
  g_assert_cmpint (f.at_us[CHESS_WHITE], ==, t);
  /* 5 s later White completes his second move: 55 + 30 = 85. */
  press_expect (&clock, t + MS (5000), CHESS_WHITE, 2, 15000, 85000, false);
}

/* The arbiter sets the clock (6.10.2, 7.1) on the FIDE classical control: White 1000 s, Black
 * 2000 s, 39 moves each. White's 40th takes 10 s: 1000 - 10 + 30 + 1800 = 2820. Black's 40th
 * takes 10 s: 2000 - 10 + 30 + 1800 = 3820. */
static void
test_set (void)
{
  ChessClock clock;
  make_clock (&clock, "40/5400+30:1800+30");
  g_assert_cmpint (chess_clock_start (&clock, T0), ==, CHESS_CLOCK_OK);
  press_expect (&clock, T0 + MS (10000), CHESS_WHITE, 1, 10000, 5420000, false);
  const int64_t times[2] = { MS (1000000), MS (2000000) };
  const int moves[2] = { 39, 39 };
  g_assert_cmpint (chess_clock_set (&clock, times, moves, CHESS_WHITE), ==,
                   CHESS_CLOCK_ERROR_RUNNING);
  g_assert_cmpint (chess_clock_stop (&clock, T0 + MS (15000)), ==, CHESS_CLOCK_OK);
  g_assert_cmpint (chess_clock_set (&clock, times, moves, CHESS_WHITE), ==, CHESS_CLOCK_OK);
  g_assert_cmpint (chess_clock_remaining (&clock, CHESS_WHITE, T0 + MS (15000)), ==, MS (1000000));
  g_assert_cmpint (chess_clock_remaining (&clock, CHESS_BLACK, T0 + MS (15000)), ==, MS (2000000));
  g_assert_cmpint (chess_clock_resume (&clock, T0 + MS (20000)), ==, CHESS_CLOCK_OK);
  ChessClockMove m;
  g_assert_cmpint (chess_clock_press (&clock, T0 + MS (30000), &m), ==, CHESS_CLOCK_OK);
  g_assert_cmpint (m.number, ==, 40);
  g_assert_cmpint (m.period, ==, 0);
  g_assert_true (m.new_period);
  g_assert_cmpint (m.left_us, ==, MS (2820000));
  press_expect (&clock, T0 + MS (40000), CHESS_BLACK, 40, 10000, 3820000, false);

  const int64_t bad_times[2] = { -1, 0 };
  g_assert_cmpint (chess_clock_stop (&clock, T0 + MS (41000)), ==, CHESS_CLOCK_OK);
  g_assert_cmpint (chess_clock_set (&clock, bad_times, moves, CHESS_WHITE), ==,
                   CHESS_CLOCK_ERROR_RANGE);
  const int bad_moves[2] = { 0, -1 };
  g_assert_cmpint (chess_clock_set (&clock, times, bad_moves, CHESS_WHITE), ==,
                   CHESS_CLOCK_ERROR_RANGE);
}

/* "40/7200" repeats (PGN 9.6.1): move 80 completes the second period and brings 7200 s more.
 * Set before the start: 100 s each, 79 moves each. White's 80th takes 10 s: 90 + 7200 = 7290. */
static void
test_repeating_period (void)
{
  ChessClock clock;
  make_clock (&clock, "40/7200");
  const int64_t times[2] = { MS (100000), MS (100000) };
  const int moves[2] = { 79, 79 };
  g_assert_cmpint (chess_clock_set (&clock, times, moves, CHESS_WHITE), ==, CHESS_CLOCK_OK);
  g_assert_cmpint (chess_clock_start (&clock, T0), ==, CHESS_CLOCK_OK);
  ChessClockMove m;
  g_assert_cmpint (chess_clock_press (&clock, T0 + MS (10000), &m), ==, CHESS_CLOCK_OK);
  g_assert_cmpint (m.number, ==, 80);
  g_assert_cmpint (m.period, ==, 1);
  g_assert_true (m.new_period);
  g_assert_cmpint (m.left_us, ==, MS (7290000));
  g_assert_cmpint (chess_clock_period (&clock, CHESS_WHITE), ==, 2);
}

/* 6.6: White's clock is started; Black's waits. And the calls that do not fit the state. */
static void
test_start_and_errors (void)
{
  ChessClock clock;
  make_clock (&clock, "5400+30");
  g_assert_cmpint (chess_clock_remaining (&clock, CHESS_WHITE, T0 + MS (99000)), ==, MS (5400000));
  g_assert_cmpint (chess_clock_press (&clock, T0, NULL), ==, CHESS_CLOCK_ERROR_NOT_STARTED);
  g_assert_cmpint (chess_clock_stop (&clock, T0), ==, CHESS_CLOCK_ERROR_NOT_STARTED);
  g_assert_cmpint (chess_clock_resume (&clock, T0), ==, CHESS_CLOCK_ERROR_NOT_STARTED);
  g_assert_cmpint (chess_clock_start (&clock, T0), ==, CHESS_CLOCK_OK);
  g_assert_cmpint (chess_clock_start (&clock, T0), ==, CHESS_CLOCK_ERROR_ALREADY_STARTED);
  g_assert_cmpint (chess_clock_remaining (&clock, CHESS_WHITE, T0 + MS (10000)), ==, MS (5390000));
  g_assert_cmpint (chess_clock_remaining (&clock, CHESS_BLACK, T0 + MS (10000)), ==, MS (5400000));
  g_assert_cmpint (chess_clock_press (&clock, T0 + MS (10000), NULL), ==, CHESS_CLOCK_OK);
  g_assert_cmpint (chess_clock_press (&clock, T0 + MS (9000), NULL), ==,
                   CHESS_CLOCK_ERROR_TIME_BACKWARDS);
  g_assert_cmpint (chess_clock_stop (&clock, T0 + MS (9000)), ==, CHESS_CLOCK_ERROR_TIME_BACKWARDS);
  /* An instant before the last reads as the last: Black's clock had just started. */
  g_assert_cmpint (chess_clock_remaining (&clock, CHESS_BLACK, T0), ==, MS (5400000));

  ChessTimeControl tc;
  g_assert_cmpint (chess_time_control_parse (&tc, "?", NULL), ==, CHESS_TIME_CONTROL_OK);
  g_assert_cmpint (chess_clock_init (&clock, &tc), ==, CHESS_CLOCK_ERROR_NO_CLOCK);
  g_assert_cmpint (chess_time_control_parse (&tc, "-", NULL), ==, CHESS_TIME_CONTROL_OK);
  g_assert_cmpint (chess_clock_init (&clock, &tc), ==, CHESS_CLOCK_ERROR_NO_CLOCK);
}

/* The egg timer of the PGN standard, "*180": 90 s of sand on each side. White takes 10 s: 80
 * for White, 100 for Black. 5 s into Black's move: Black 95, White 85. Black presses after 30 s:
 * Black 70, White 110. White then runs out 110 s into his move, and Black has all 180. */
static void
test_sandclock (void)
{
  ChessClock clock;
  make_clock (&clock, "*180");
  g_assert_cmpint (chess_clock_remaining (&clock, CHESS_WHITE, T0), ==, MS (90000));
  g_assert_cmpint (chess_clock_remaining (&clock, CHESS_BLACK, T0), ==, MS (90000));
  g_assert_cmpint (chess_clock_start (&clock, T0), ==, CHESS_CLOCK_OK);
  press_expect (&clock, T0 + MS (10000), CHESS_WHITE, 1, 10000, 80000, false);
  g_assert_cmpint (chess_clock_remaining (&clock, CHESS_BLACK, T0 + MS (10000)), ==, MS (100000));
  g_assert_cmpint (chess_clock_remaining (&clock, CHESS_BLACK, T0 + MS (15000)), ==, MS (95000));
  g_assert_cmpint (chess_clock_remaining (&clock, CHESS_WHITE, T0 + MS (15000)), ==, MS (85000));
  press_expect (&clock, T0 + MS (40000), CHESS_BLACK, 1, 30000, 70000, false);
  g_assert_cmpint (chess_clock_remaining (&clock, CHESS_WHITE, T0 + MS (40000)), ==, MS (110000));
  ChessClockFlags f;
  g_assert_false (chess_clock_flag_fall (&clock, T0 + MS (149999), &f));
  g_assert_true (chess_clock_flag_fall (&clock, T0 + MS (150000), &f));
  g_assert_cmpint (f.at_us[CHESS_WHITE], ==, T0 + MS (150000));
  g_assert_cmpint (chess_clock_remaining (&clock, CHESS_BLACK, T0 + MS (160000)), ==, MS (180000));
  press_expect (&clock, T0 + MS (160000), CHESS_WHITE, 2, 120000, 0, true);
  g_assert_cmpint (chess_clock_remaining (&clock, CHESS_BLACK, T0 + MS (160000)), ==, MS (180000));
}

/* 8.4 on 90 minutes for 40 moves, then 30 minutes, no increment (standard play). Set White to
 * 310 s after 39 moves each: 5 s into the move 305 s show, not yet under five minutes; 11 s in,
 * 299 s: exempt. Move 40 after 20 s leaves 290 and brings 1800: a new period with 2090 s, no
 * longer exempt. Black never went under five minutes. */
static void
test_scoresheet_8_4 (void)
{
  ChessClock clock;
  make_clock (&clock, "40/5400:1800");
  g_assert_false (chess_clock_scoresheet_exempt (&clock, CHESS_WHITE, T0));
  const int64_t times[2] = { MS (310000), MS (5400000) };
  const int moves[2] = { 39, 39 };
  g_assert_cmpint (chess_clock_set (&clock, times, moves, CHESS_WHITE), ==, CHESS_CLOCK_OK);
  g_assert_cmpint (chess_clock_start (&clock, T0), ==, CHESS_CLOCK_OK);
  g_assert_false (chess_clock_scoresheet_exempt (&clock, CHESS_WHITE, T0 + MS (5000)));
  g_assert_true (chess_clock_scoresheet_exempt (&clock, CHESS_WHITE, T0 + MS (11000)));
  g_assert_false (chess_clock_scoresheet_exempt (&clock, CHESS_BLACK, T0 + MS (11000)));
  ChessClockMove m;
  g_assert_cmpint (chess_clock_press (&clock, T0 + MS (20000), &m), ==, CHESS_CLOCK_OK);
  g_assert_cmpint (m.left_us, ==, MS (2090000));
  g_assert_false (chess_clock_scoresheet_exempt (&clock, CHESS_WHITE, T0 + MS (20000)));

  /* "for the remainder of the period": once under five minutes, time given back later (a
   * penalty to the opponent, say) does not bring the duty back. 310 - 20 = 290, then + 600. */
  const int moves0[2] = { 0, 0 };
  g_assert_cmpint (chess_clock_stop (&clock, T0 + MS (21000)), ==, CHESS_CLOCK_OK);
  g_assert_cmpint (chess_clock_set (&clock, times, moves0, CHESS_WHITE), ==, CHESS_CLOCK_OK);
  g_assert_cmpint (chess_clock_resume (&clock, T0 + MS (22000)), ==, CHESS_CLOCK_OK);
  press_expect (&clock, T0 + MS (42000), CHESS_WHITE, 1, 20000, 290000, false);
  g_assert_cmpint (chess_clock_adjust (&clock, CHESS_WHITE, MS (600000), T0 + MS (43000)), ==,
                   CHESS_CLOCK_OK);
  g_assert_cmpint (chess_clock_remaining (&clock, CHESS_WHITE, T0 + MS (43000)), ==, MS (890000));
  g_assert_true (chess_clock_scoresheet_exempt (&clock, CHESS_WHITE, T0 + MS (43000)));

  /* With 30 s added a move the duty stays, however little time is left. */
  make_clock (&clock, "40/5400+30:1800+30");
  const int64_t low[2] = { MS (200000), MS (200000) };
  g_assert_cmpint (chess_clock_set (&clock, low, moves0, CHESS_WHITE), ==, CHESS_CLOCK_OK);
  g_assert_false (chess_clock_scoresheet_exempt (&clock, CHESS_WHITE, T0));

  /* A.2: never required in rapid, even with 60 minutes on the clock. */
  make_clock (&clock, "900+10");
  g_assert_true (chess_clock_scoresheet_exempt (&clock, CHESS_WHITE, T0));
}

/* The one rounding of readings: a digital clock shows 0:00:00 only once the flag has fallen, so
 * every reading is rounded up; tenths under ten seconds, whole seconds above. */
static void
test_reading (void)
{
  static const struct
  {
    int64_t us;
    const char *text;
  } cases[] = {
    { 5400000000, "1:30:00" }, { 5399999999, "1:30:00" }, /* not a whole second gone: still 1:30:00
                                                           */
    { 5399000000, "1:29:59" }, { 5380500000, "1:29:41" }, { 60000000, "0:01:00" },
    { 10000000, "0:00:10" },   { 9950000, "0:00:10" }, /* 9.95 s rounds up to ten seconds: no tenths
                                                        */
    { 9900000, "0:00:09.9" },  { 9250000, "0:00:09.3" },  { 100000, "0:00:00.1" },
    { 1, "0:00:00.1" },        { 0, "0:00:00.0" },        { -5, "0:00:00.0" },
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    {
      char buf[24];
      g_assert_cmpstr (chess_clock_format_reading (cases[i].us, buf, sizeof buf), ==,
                       cases[i].text);
    }
  g_assert_cmpint (chess_clock_reading_tenths (9250000), ==, 93);
  g_assert_cmpint (chess_clock_reading_tenths (5380500000), ==, 53810);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/clock/reading", test_reading);
  g_test_add_func ("/clock/fischer-game", test_fischer_game);
  g_test_add_func ("/clock/bronstein-game", test_bronstein_game);
  g_test_add_func ("/clock/delay-game", test_delay_game);
  g_test_add_func ("/clock/both-flags", test_both_flags);
  g_test_add_func ("/clock/flag-before-control", test_flag_before_control);
  g_test_add_func ("/clock/stop-resume", test_stop_resume);
  g_test_add_func ("/clock/delay-across-stop", test_delay_across_stop);
  g_test_add_func ("/clock/penalties", test_penalties);
  g_test_add_func ("/clock/set", test_set);
  g_test_add_func ("/clock/repeating-period", test_repeating_period);
  g_test_add_func ("/clock/start-and-errors", test_start_and_errors);
  g_test_add_func ("/clock/sandclock", test_sandclock);
  g_test_add_func ("/clock/scoresheet-8-4", test_scoresheet_8_4);
  return g_test_run ();
}
