/* test-timecontrol.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Time controls: PGN TimeControl reading and writing, the human form, the A.1/B.1 classes.
 *
 * Sources of the expected values: the PGN standard 9.6.1 (its examples "40/9000", "300",
 * "4500+60", "*180"), the Laws (A.1, B.1, A.3, A.2, 8.4 in laws/003 and the English of laws/004),
 * the worked examples in the commentary of laws/003 (15'+10" is rapid, 5'+3" is 8 minutes and
 * blitz), and arithmetic written out next to each case.
 */
#include <glib.h>
#include <string.h>

#include "chess-clock.h"

typedef struct
{
  const char *name;
  const char *text;
  const char *pgn; /* the normalised form */
} NormCase;

static const NormCase norm_cases[] = {
  { "fide-classical", "40/5400+30:1800+30", "40/5400+30:1800+30" },
  { "blitz", "300+2", "300+2" },
  { "unknown", "?", "?" },
  { "none", "-", "-" },
  { "sandclock", "*180", "*180" },
  { "pgn-moves", "40/9000", "40/9000" },
  { "pgn-sudden-death", "300", "300" },
  { "pgn-incremental", "4500+60", "4500+60" },
  { "zero-increment", "300+0", "300" },
  { "zero-delay", "300d0", "300" },
  { "leading-zeros", "040/05400+030:0300", "40/5400+30:300" },
  { "simple-delay", "300d5", "300d5" },
  { "bronstein", "300b5", "300b5" },
  { "delay-periods", "40/5400d30:1800d30", "40/5400d30:1800d30" },
  { "three-periods", "40/6000:20/3000:900+30", "40/6000:20/3000:900+30" },
  { "repeating", "40/7200:20/3600", "40/7200:20/3600" },
  { "largest", "10000/100000000b100000000", "10000/100000000b100000000" },
};

static void
test_normalise (gconstpointer data)
{
  const NormCase *c = data;
  ChessTimeControl tc;
  int column = -1;
  g_assert_cmpint (chess_time_control_parse (&tc, c->text, &column), ==, CHESS_TIME_CONTROL_OK);
  char buf[CHESS_TIME_CONTROL_PGN_MAX];
  size_t n = chess_time_control_to_pgn (&tc, buf, sizeof buf);
  g_assert_cmpstr (buf, ==, c->pgn);
  g_assert_cmpuint (n, ==, strlen (c->pgn));

  /* Round trip: the written text reads back as the same control and writes the same text. */
  ChessTimeControl again;
  g_assert_cmpint (chess_time_control_parse (&again, buf, &column), ==, CHESS_TIME_CONTROL_OK);
  g_assert_cmpint (again.kind, ==, tc.kind);
  g_assert_cmpint (again.n_periods, ==, tc.n_periods);
  g_assert_cmpint (again.sandclock_seconds, ==, tc.sandclock_seconds);
  for (int i = 0; i < tc.n_periods; i++)
    {
      g_assert_cmpint (again.periods[i].moves, ==, tc.periods[i].moves);
      g_assert_cmpint (again.periods[i].seconds, ==, tc.periods[i].seconds);
      g_assert_cmpint (again.periods[i].increment, ==, tc.periods[i].increment);
      g_assert_cmpint (again.periods[i].kind, ==, tc.periods[i].kind);
    }
  char buf2[CHESS_TIME_CONTROL_PGN_MAX];
  chess_time_control_to_pgn (&again, buf2, sizeof buf2);
  g_assert_cmpstr (buf2, ==, buf);
}

/* What the parser makes of the FIDE classical control, field by field. */
static void
test_structure (void)
{
  ChessTimeControl tc;
  g_assert_cmpint (chess_time_control_parse (&tc, "40/5400+30:1800+30", NULL), ==,
                   CHESS_TIME_CONTROL_OK);
  g_assert_cmpint (tc.kind, ==, CHESS_TIME_CONTROL_PERIODS);
  g_assert_cmpint (tc.n_periods, ==, 2);
  g_assert_cmpint (tc.periods[0].moves, ==, 40);
  g_assert_cmpint (tc.periods[0].seconds, ==, 5400);
  g_assert_cmpint (tc.periods[0].increment, ==, 30);
  g_assert_cmpint (tc.periods[0].kind, ==, CHESS_INCREMENT_FISCHER);
  g_assert_cmpint (tc.periods[1].moves, ==, 0);
  g_assert_cmpint (tc.periods[1].seconds, ==, 1800);
  g_assert_cmpint (tc.periods[1].increment, ==, 30);

  g_assert_cmpint (chess_time_control_parse (&tc, "300d5", NULL), ==, CHESS_TIME_CONTROL_OK);
  g_assert_cmpint (tc.periods[0].kind, ==, CHESS_INCREMENT_DELAY);
  g_assert_cmpint (tc.periods[0].increment, ==, 5);
  g_assert_cmpint (chess_time_control_parse (&tc, "300b5", NULL), ==, CHESS_TIME_CONTROL_OK);
  g_assert_cmpint (tc.periods[0].kind, ==, CHESS_INCREMENT_BRONSTEIN);
  g_assert_cmpint (chess_time_control_parse (&tc, "*180", NULL), ==, CHESS_TIME_CONTROL_OK);
  g_assert_cmpint (tc.kind, ==, CHESS_TIME_CONTROL_SANDCLOCK);
  g_assert_cmpint (tc.sandclock_seconds, ==, 180);
  g_assert_cmpint (chess_time_control_parse (&tc, "?", NULL), ==, CHESS_TIME_CONTROL_OK);
  g_assert_cmpint (tc.kind, ==, CHESS_TIME_CONTROL_UNKNOWN);
  g_assert_cmpint (chess_time_control_parse (&tc, "-", NULL), ==, CHESS_TIME_CONTROL_OK);
  g_assert_cmpint (tc.kind, ==, CHESS_TIME_CONTROL_NONE);
}

typedef struct
{
  const char *name;
  const char *text;
  ChessTimeControlError error;
  int column; /* 1-based; one past the end when something is missing at the end */
} ErrorCase;

static const ErrorCase error_cases[] = {
  { "empty", "", CHESS_TIME_CONTROL_ERROR_EMPTY, 1 },
  { "letter", "x", CHESS_TIME_CONTROL_ERROR_EXPECTED_NUMBER, 1 },
  { "leading-colon", ":300", CHESS_TIME_CONTROL_ERROR_EXPECTED_NUMBER, 1 },
  /* "40/" is three characters: the seconds are missing at column 4. */
  { "no-seconds", "40/", CHESS_TIME_CONTROL_ERROR_EXPECTED_NUMBER, 4 },
  { "double-slash", "40//5400", CHESS_TIME_CONTROL_ERROR_EXPECTED_NUMBER, 4 },
  { "no-increment", "300+", CHESS_TIME_CONTROL_ERROR_EXPECTED_NUMBER, 5 },
  /* "40/5400+30:" is eleven characters: the next field is missing at 12. */
  { "trailing-colon", "40/5400+30:", CHESS_TIME_CONTROL_ERROR_EXPECTED_NUMBER, 12 },
  { "double-colon", "40/5400+30::1800", CHESS_TIME_CONTROL_ERROR_EXPECTED_NUMBER, 12 },
  { "space", "300 + 2", CHESS_TIME_CONTROL_ERROR_UNEXPECTED, 4 },
  { "trailing-letter", "300+2x", CHESS_TIME_CONTROL_ERROR_UNEXPECTED, 6 },
  { "capital-delay", "300D5", CHESS_TIME_CONTROL_ERROR_UNEXPECTED, 4 },
  { "minutes", "90'", CHESS_TIME_CONTROL_ERROR_UNEXPECTED, 3 },
  { "sandclock-junk", "*180s", CHESS_TIME_CONTROL_ERROR_UNEXPECTED, 5 },
  { "zero-seconds", "0", CHESS_TIME_CONTROL_ERROR_NUMBER_RANGE, 1 },
  { "zero-period", "40/0", CHESS_TIME_CONTROL_ERROR_NUMBER_RANGE, 4 },
  { "zero-moves", "0/300", CHESS_TIME_CONTROL_ERROR_NUMBER_RANGE, 1 },
  { "too-many-moves", "10001/300", CHESS_TIME_CONTROL_ERROR_NUMBER_RANGE, 1 },
  { "too-long", "100000001", CHESS_TIME_CONTROL_ERROR_NUMBER_RANGE, 1 },
  { "huge", "99999999999999999999999", CHESS_TIME_CONTROL_ERROR_NUMBER_RANGE, 1 },
  { "increment-too-long", "300+100000001", CHESS_TIME_CONTROL_ERROR_NUMBER_RANGE, 5 },
  { "sandclock-empty", "*", CHESS_TIME_CONTROL_ERROR_EXPECTED_NUMBER, 2 },
  { "sandclock-zero", "*0", CHESS_TIME_CONTROL_ERROR_NUMBER_RANGE, 2 },
  /* "300:" is four characters; the period that can never begin is at 5. */
  { "after-sudden-death", "300:40/100", CHESS_TIME_CONTROL_ERROR_AFTER_SUDDEN_DEATH, 5 },
  { "after-increment", "300+5:300", CHESS_TIME_CONTROL_ERROR_AFTER_SUDDEN_DEATH, 7 },
  { "unknown-with-more", "?:300", CHESS_TIME_CONTROL_ERROR_NOT_ALONE, 2 },
  { "unknown-digit", "?5", CHESS_TIME_CONTROL_ERROR_NOT_ALONE, 2 },
  { "none-with-more", "-:300", CHESS_TIME_CONTROL_ERROR_NOT_ALONE, 2 },
  { "negative", "-5", CHESS_TIME_CONTROL_ERROR_NOT_ALONE, 2 },
  { "sandclock-first", "*180:300", CHESS_TIME_CONTROL_ERROR_NOT_ALONE, 5 },
  { "sandclock-later", "40/300:*180", CHESS_TIME_CONTROL_ERROR_NOT_ALONE, 8 },
  { "unknown-later", "40/300:?", CHESS_TIME_CONTROL_ERROR_NOT_ALONE, 8 },
  /* Nine fields of four characters "1/1:": the ninth begins at 8 * 4 + 1 = 33. */
  { "nine-periods", "1/1:1/1:1/1:1/1:1/1:1/1:1/1:1/1:1/1",
    CHESS_TIME_CONTROL_ERROR_TOO_MANY_PERIODS, 33 },
};

static void
test_error (gconstpointer data)
{
  const ErrorCase *c = data;
  ChessTimeControl tc;
  int column = -1;
  g_assert_cmpint (chess_time_control_parse (&tc, c->text, &column), ==, c->error);
  g_assert_cmpint (column, ==, c->column);
}

static void
test_eight_periods (void)
{
  ChessTimeControl tc;
  g_assert_cmpint (chess_time_control_parse (&tc, "1/1:1/1:1/1:1/1:1/1:1/1:1/1:1/1", NULL), ==,
                   CHESS_TIME_CONTROL_OK);
  g_assert_cmpint (tc.n_periods, ==, CHESS_TIME_CONTROL_MAX_PERIODS);
}

static void
test_null_text (void)
{
  ChessTimeControl tc;
  int column = -1;
  g_assert_cmpint (chess_time_control_parse (&tc, NULL, &column), ==,
                   CHESS_TIME_CONTROL_ERROR_EMPTY);
  g_assert_cmpint (column, ==, 1);
}

/* Building a control in code goes through the same checks as the parser. */
static void
test_add_period (void)
{
  ChessTimeControl tc;
  chess_time_control_init (&tc, CHESS_TIME_CONTROL_PERIODS);
  g_assert_cmpint (chess_time_control_add_period (&tc, 40, 5400, 30, CHESS_INCREMENT_FISCHER), ==,
                   CHESS_TIME_CONTROL_OK);
  g_assert_cmpint (chess_time_control_add_period (&tc, 0, 0, 30, CHESS_INCREMENT_FISCHER), ==,
                   CHESS_TIME_CONTROL_ERROR_NUMBER_RANGE);
  g_assert_cmpint (chess_time_control_add_period (&tc, -1, 60, 0, CHESS_INCREMENT_FISCHER), ==,
                   CHESS_TIME_CONTROL_ERROR_NUMBER_RANGE);
  g_assert_cmpint (chess_time_control_add_period (&tc, 0, 1800, 30, CHESS_INCREMENT_FISCHER), ==,
                   CHESS_TIME_CONTROL_OK);
  g_assert_cmpint (chess_time_control_add_period (&tc, 0, 60, 0, CHESS_INCREMENT_FISCHER), ==,
                   CHESS_TIME_CONTROL_ERROR_AFTER_SUDDEN_DEATH);
  char buf[CHESS_TIME_CONTROL_PGN_MAX];
  chess_time_control_to_pgn (&tc, buf, sizeof buf);
  g_assert_cmpstr (buf, ==, "40/5400+30:1800+30");

  chess_time_control_init (&tc, CHESS_TIME_CONTROL_SANDCLOCK);
  g_assert_cmpint (chess_time_control_add_period (&tc, 0, 60, 0, CHESS_INCREMENT_FISCHER), ==,
                   CHESS_TIME_CONTROL_ERROR_NOT_ALONE);
}

typedef struct
{
  const char *name;
  const char *text;
  bool words; /* with the words of the test_words table below */
  const char *human;
} HumanCase;

static const ChessTimeWords test_words = {
  .delay = "delay ",
  .bronstein = "Bronstein ",
  .sandclock = "sandclock ",
  .unknown = "unknown",
  .none = "no clock",
  .repeated = " (repeated)",
};

static const HumanCase human_cases[] = {
  /* The issue's own example. */
  { "fide-classical", "40/5400+30:1800+30", false, "90'/40 + 30' + 30\"" },
  { "blitz", "300+2", false, "5' + 2\"" },
  /* The commentary of laws/003 writes 15'+10". */
  { "rapid", "900+10", false, "15' + 10\"" },
  { "two-periods", "40/7200:3600", false, "120'/40 + 60'" },
  /* Increments 0 and 30 differ, so each period carries its own. */
  { "different-increments", "40/7200:1800+30", false, "120'/40; 30' + 30\"" },
  { "minutes-and-seconds", "150+3", false, "2'30\" + 3\"" },
  { "seconds-only", "45", false, "45\"" },
  { "increment-of-a-minute", "4500+60", false, "75' + 1'" },
  { "delay-symbol", "1500d5", false, "25' + d5\"" },
  { "delay-word", "1500d5", true, "25' + delay 5\"" },
  { "bronstein-symbol", "300b3", false, "5' + b3\"" },
  { "bronstein-word", "300b3", true, "5' + Bronstein 3\"" },
  { "sandclock-symbol", "*180", false, "*3'" },
  { "sandclock-word", "*180", true, "sandclock 3'" },
  { "unknown-symbol", "?", false, "?" },
  { "unknown-word", "?", true, "unknown" },
  { "none-symbol", "-", false, "-" },
  { "none-word", "-", true, "no clock" },
  { "repeats-symbol", "40/7200", false, "120'/40" },
  { "repeats-word", "40/7200", true, "120'/40 (repeated)" },
  { "sudden-death-no-repeat", "40/7200:3600", true, "120'/40 + 60'" },
};

static void
test_human (gconstpointer data)
{
  const HumanCase *c = data;
  ChessTimeControl tc;
  g_assert_cmpint (chess_time_control_parse (&tc, c->text, NULL), ==, CHESS_TIME_CONTROL_OK);
  char buf[128];
  size_t n = chess_time_control_to_human (&tc, c->words ? &test_words : NULL, buf, sizeof buf);
  g_assert_cmpstr (buf, ==, c->human);
  g_assert_cmpuint (n, ==, strlen (c->human));
}

/* Like snprintf: a short buffer holds a terminated prefix; the return value is the full length. */
static void
test_truncation (void)
{
  ChessTimeControl tc;
  g_assert_cmpint (chess_time_control_parse (&tc, "40/5400+30:1800+30", NULL), ==,
                   CHESS_TIME_CONTROL_OK);
  char buf[6];
  memset (buf, 'X', sizeof buf);
  g_assert_cmpuint (chess_time_control_to_pgn (&tc, buf, 6), ==, 18);
  g_assert_cmpstr (buf, ==, "40/54");
  memset (buf, 'X', sizeof buf);
  g_assert_cmpuint (chess_time_control_to_human (&tc, NULL, buf, 6), ==,
                    strlen ("90'/40 + 30' + 30\""));
  g_assert_cmpstr (buf, ==, "90'/4");
  g_assert_cmpuint (chess_time_control_to_pgn (&tc, NULL, 0), ==, 18);
}

typedef struct
{
  const char *name;
  const char *text;
  ChessTimeClass cls;
  int64_t game_ms; /* time for a 60-move game per player, -1 without a clock */
} ClassCase;

/* Thresholds: B.1 blitz is 10 minutes or less; A.1 rapid is more than 10 and less than 60; the
 * rest is standard. The sums are time + 60 * increment over the periods begun by move 60. */
static const ClassCase class_cases[] = {
  { "exactly-10", "600", CHESS_TIME_CLASS_BLITZ, 600000 },
  { "just-over-10", "601", CHESS_TIME_CLASS_RAPID, 601000 },
  { "just-under-60", "3599", CHESS_TIME_CLASS_RAPID, 3599000 },
  { "exactly-60", "3600", CHESS_TIME_CLASS_STANDARD, 3600000 },
  /* 300 + 60 * 5 = 600: exactly 10 minutes with an increment. */
  { "increment-exactly-10", "300+5", CHESS_TIME_CLASS_BLITZ, 600000 },
  { "increment-over-10", "300+6", CHESS_TIME_CLASS_RAPID, 660000 },
  /* laws/003 commentary on B.1: 5'+3" is 5' + 3' = 8', blitz. */
  { "commentary-5-3", "300+3", CHESS_TIME_CLASS_BLITZ, 480000 },
  /* laws/003 commentary on A.1 asks about 15'+10": 15' + 10' = 25', rapid. */
  { "commentary-15-10", "900+10", CHESS_TIME_CLASS_RAPID, 1500000 },
  { "blitz-3-2", "180+2", CHESS_TIME_CLASS_BLITZ, 300000 },
  /* 1800 + 60 * 30 = 3600: exactly 60 minutes. */
  { "increment-exactly-60", "1800+30", CHESS_TIME_CLASS_STANDARD, 3600000 },
  { "increment-under-60", "1800+29", CHESS_TIME_CLASS_RAPID, 3540000 },
  { "increment-60-other-way", "3000+10", CHESS_TIME_CLASS_STANDARD, 3600000 },
  { "increment-just-under-60", "2999+10", CHESS_TIME_CLASS_RAPID, 3599000 },
  /* Delays count as increments: 300 + 60 * 5 = 600. */
  { "delay-exactly-10", "300d5", CHESS_TIME_CLASS_BLITZ, 600000 },
  { "bronstein-exactly-10", "300b5", CHESS_TIME_CLASS_BLITZ, 600000 },
  { "delay-over-10", "300d6", CHESS_TIME_CLASS_RAPID, 660000 },
  { "delay-exactly-60", "1800d30", CHESS_TIME_CLASS_STANDARD, 3600000 },
  { "bronstein-under-60", "1800b29", CHESS_TIME_CLASS_RAPID, 3540000 },
  /* 5400 + 1800 + 60 * 30 = 9000 s = 150 minutes. */
  { "fide-classical", "40/5400+30:1800+30", CHESS_TIME_CLASS_STANDARD, 9000000 },
  { "two-hours-then-one", "40/7200:3600", CHESS_TIME_CLASS_STANDARD, 10800000 },
  /* Period 2 begins at move 61: outside the 60 moves, so 1200 s alone count. */
  { "second-period-after-60", "60/1200:1200", CHESS_TIME_CLASS_RAPID, 1200000 },
  /* Period 2 begins at move 60: it counts, 1200 + 1200 = 2400. */
  { "second-period-at-60", "59/1200:1200", CHESS_TIME_CLASS_RAPID, 2400000 },
  /* 300 + 300 = 600, blitz; one second more is rapid. */
  { "two-periods-exactly-10", "20/300:300", CHESS_TIME_CLASS_BLITZ, 600000 },
  { "two-periods-over-10", "20/300:301", CHESS_TIME_CLASS_RAPID, 601000 },
  /* 240 + 60 + 30 * 5 + 30 * 5 = 600. */
  { "two-periods-increment", "30/240+5:60+5", CHESS_TIME_CLASS_BLITZ, 600000 },
  /* 30 moves at +2 and 30 at +8: 240 + 60 + 60 + 240 = 600. */
  { "different-increments", "30/240+2:60+8", CHESS_TIME_CLASS_BLITZ, 600000 },
  /* 40/1800 repeats (PGN 9.6.1): periods begin at moves 1 and 41, 1800 + 1800 = 3600. */
  { "repeating-period", "40/1800", CHESS_TIME_CLASS_STANDARD, 3600000 },
  /* 60/1800 repeats at move 61 only: 1800. */
  { "repeating-after-60", "60/1800", CHESS_TIME_CLASS_RAPID, 1800000 },
  /* 20/300 repeats at 21 and 41: 3 * 300 = 900. */
  { "repeating-thrice", "20/300", CHESS_TIME_CLASS_RAPID, 900000 },
  /* A sandclock counts at half its sand. */
  { "sandclock-egg-timer", "*180", CHESS_TIME_CLASS_BLITZ, 90000 },
  { "sandclock-exactly-10", "*1200", CHESS_TIME_CLASS_BLITZ, 600000 },
  { "sandclock-over-10", "*1201", CHESS_TIME_CLASS_RAPID, 600500 },
  { "sandclock-exactly-60", "*7200", CHESS_TIME_CLASS_STANDARD, 3600000 },
  { "unknown", "?", CHESS_TIME_CLASS_UNKNOWN, -1 },
  { "none", "-", CHESS_TIME_CLASS_NONE, -1 },
};

static void
test_class (gconstpointer data)
{
  const ClassCase *c = data;
  ChessTimeControl tc;
  g_assert_cmpint (chess_time_control_parse (&tc, c->text, NULL), ==, CHESS_TIME_CONTROL_OK);
  int64_t ms = 0;
  g_assert_cmpint (chess_time_control_classify (&tc, &ms), ==, c->cls);
  g_assert_cmpint (ms, ==, c->game_ms);
  g_assert_cmpint (chess_time_control_classify (&tc, NULL), ==, c->cls);
}

/* A.3 (blitz through B.3): one minute instead of two (7.5.5, 9.5.3). */
static void
test_penalty (void)
{
  g_assert_cmpint (chess_time_class_penalty_seconds (CHESS_TIME_CLASS_STANDARD), ==, 120);
  g_assert_cmpint (chess_time_class_penalty_seconds (CHESS_TIME_CLASS_RAPID), ==, 60);
  g_assert_cmpint (chess_time_class_penalty_seconds (CHESS_TIME_CLASS_BLITZ), ==, 60);
  g_assert_cmpint (chess_time_class_penalty_seconds (CHESS_TIME_CLASS_NONE), ==, 0);
  g_assert_cmpint (chess_time_class_penalty_seconds (CHESS_TIME_CLASS_UNKNOWN), ==, -1);
}

typedef struct
{
  const char *name;
  const char *text;
  bool exempt;
} ExemptCase;

static const ExemptCase exempt_cases[] = {
  /* 8.4: 30 s or more added each move keeps the duty to keep score. */
  { "fide-classical", "40/5400+30:1800+30", false },
  { "no-increment", "40/7200:3600", true },
  { "second-period-bare", "40/5400+30:1800", true },
  { "increment-29", "5400+29", true },
  { "increment-30", "5400+30", false },
  { "delay-30", "5400d30", false },
  { "bronstein-25", "5400b25", true },
  { "standard-sandclock", "*7200", true },
  /* A.2: never required in rapid and blitz, whatever the increment. */
  { "rapid", "900+10", true },
  { "rapid-large-increment", "1200+30", true },
  { "blitz", "180+2", true },
  { "unknown", "?", false },
  { "none", "-", false },
};

static void
test_exempt (gconstpointer data)
{
  const ExemptCase *c = data;
  ChessTimeControl tc;
  g_assert_cmpint (chess_time_control_parse (&tc, c->text, NULL), ==, CHESS_TIME_CONTROL_OK);
  g_assert_cmpint (chess_time_control_scoresheet_exempt (&tc), ==, c->exempt);
}

/* Which period a player's n-th move falls in. */
static void
test_period_index (void)
{
  ChessTimeControl tc;
  g_assert_cmpint (chess_time_control_parse (&tc, "40/5400+30:1800+30", NULL), ==, 0);
  g_assert_cmpint (chess_time_control_period_index (&tc, 1), ==, 0);
  g_assert_cmpint (chess_time_control_period_index (&tc, 40), ==, 0);
  g_assert_cmpint (chess_time_control_period_index (&tc, 41), ==, 1);
  g_assert_cmpint (chess_time_control_period_index (&tc, 1000), ==, 1);

  /* The last field repeats: moves 1-40, 41-80, 81-120 ... */
  g_assert_cmpint (chess_time_control_parse (&tc, "40/7200", NULL), ==, 0);
  g_assert_cmpint (chess_time_control_period_index (&tc, 40), ==, 0);
  g_assert_cmpint (chess_time_control_period_index (&tc, 41), ==, 1);
  g_assert_cmpint (chess_time_control_period_index (&tc, 80), ==, 1);
  g_assert_cmpint (chess_time_control_period_index (&tc, 81), ==, 2);
  g_assert_cmpint (chess_time_control_period (&tc, 2)->seconds, ==, 7200);

  /* 1-40, 41-60, then 61-80, 81-100 ... under the repeated 20/3600. */
  g_assert_cmpint (chess_time_control_parse (&tc, "40/7200:20/3600", NULL), ==, 0);
  g_assert_cmpint (chess_time_control_period_index (&tc, 41), ==, 1);
  g_assert_cmpint (chess_time_control_period_index (&tc, 60), ==, 1);
  g_assert_cmpint (chess_time_control_period_index (&tc, 61), ==, 2);
  g_assert_cmpint (chess_time_control_period_index (&tc, 81), ==, 3);
  g_assert_cmpint (chess_time_control_period (&tc, 3)->seconds, ==, 3600);

  g_assert_cmpint (chess_time_control_parse (&tc, "20/3600:20/1800:900", NULL), ==, 0);
  g_assert_cmpint (chess_time_control_period_index (&tc, 20), ==, 0);
  g_assert_cmpint (chess_time_control_period_index (&tc, 21), ==, 1);
  g_assert_cmpint (chess_time_control_period_index (&tc, 40), ==, 1);
  g_assert_cmpint (chess_time_control_period_index (&tc, 41), ==, 2);
  g_assert_cmpint (chess_time_control_period_index (&tc, 500), ==, 2);
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

#define ADD_CASES(prefix, table, func)                                                             \
  add_cases (prefix, table, sizeof table[0], G_N_ELEMENTS (table), func)

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  ADD_CASES ("/timecontrol/normalise", norm_cases, test_normalise);
  g_test_add_func ("/timecontrol/structure", test_structure);
  ADD_CASES ("/timecontrol/error", error_cases, test_error);
  g_test_add_func ("/timecontrol/eight-periods", test_eight_periods);
  g_test_add_func ("/timecontrol/null-text", test_null_text);
  g_test_add_func ("/timecontrol/add-period", test_add_period);
  ADD_CASES ("/timecontrol/human", human_cases, test_human);
  g_test_add_func ("/timecontrol/truncation", test_truncation);
  ADD_CASES ("/timecontrol/class", class_cases, test_class);
  g_test_add_func ("/timecontrol/penalty", test_penalty);
  ADD_CASES ("/timecontrol/scoresheet-exempt", exempt_cases, test_exempt);
  g_test_add_func ("/timecontrol/period-index", test_period_index);
  return g_test_run ();
}
