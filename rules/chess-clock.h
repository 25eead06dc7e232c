/* chess-clock.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Time controls (PGN TimeControl text, Appendix A.1/B.1 classes) and a chess clock computed
 * from caller-supplied monotonic microseconds.
 *
 * Text forms. The PGN TimeControl tag (PGN standard 9.6.1) is read and written: "?" (unknown),
 * "-" (no clock), "*N" (sandclock of N seconds, half the sand in each chamber), "N" (sudden
 * death), "M/N" (M moves in N seconds) and "N+I" (I seconds added after each move). Fields are
 * joined with ':'; a last field with a move count repeats (9.6.1). As the common extension does,
 * "M/N+I" gives a period with a move count an increment too. Delays are not in the standard;
 * Hakem writes them like an increment with another sign:
 *   "300d5"   simple delay (Article 6.3.2): the main time runs only after 5 s of each move;
 *   "300b5"   Bronstein delay: the time a move took, up to 5 s, is given back when it is completed.
 * The normalised form drops leading zeros and "+0", and writes '+', 'd', 'b' in lower case.
 * A sandclock stands alone; so do "?" and "-". A period without a move count is the last one.
 *
 * Classes (A.1, B.1) and what follows from them (A.2, A.3, B.3, 8.4): see chess-clock.c.
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

#include "chess-clock-text.h"
#include "chess-types.h"

#define CHESS_TIME_CONTROL_MAX_PERIODS 8
#define CHESS_TIME_CONTROL_MAX_SECONDS 100000000 /* about three years: any correspondence rate */
#define CHESS_TIME_CONTROL_MAX_MOVES 10000
/* Room for the PGN text of any time control the parser accepts, with its NUL. */
#define CHESS_TIME_CONTROL_PGN_MAX 256

typedef enum
{
  CHESS_INCREMENT_FISCHER = 0, /* added when the move is completed (6.3.1); 0: no increment */
  CHESS_INCREMENT_BRONSTEIN,   /* the time the move used, up to the amount, is given back */
  CHESS_INCREMENT_DELAY,       /* simple delay (6.3.2): main time runs after the fixed extra time */
} ChessIncrementKind;

typedef struct
{
  int moves;     /* moves each player completes in the period; 0: all the rest of the game */
  int seconds;   /* time added when the period begins */
  int increment; /* seconds per move, in the way 'kind' says; 0 for none */
  ChessIncrementKind kind;
} ChessTimePeriod;

typedef enum
{
  CHESS_TIME_CONTROL_PERIODS = 0, /* one or more periods */
  CHESS_TIME_CONTROL_UNKNOWN,     /* "?" */
  CHESS_TIME_CONTROL_NONE,        /* "-": played without a clock */
  CHESS_TIME_CONTROL_SANDCLOCK,   /* "*N": what one player uses the other gains */
} ChessTimeControlKind;

/* The same control holds for both players; fair adjustments (6.2.6, 8.1.6) go through
 * chess_clock_adjust(). */
typedef struct
{
  ChessTimeControlKind kind;
  int n_periods; /* CHESS_TIME_CONTROL_PERIODS: 1 to CHESS_TIME_CONTROL_MAX_PERIODS */
  ChessTimePeriod periods[CHESS_TIME_CONTROL_MAX_PERIODS];
  int sandclock_seconds; /* CHESS_TIME_CONTROL_SANDCLOCK: all the sand, both chambers */
} ChessTimeControl;

typedef enum
{
  CHESS_TIME_CONTROL_OK = 0,
  CHESS_TIME_CONTROL_ERROR_EMPTY,              /* no text */
  CHESS_TIME_CONTROL_ERROR_EXPECTED_NUMBER,    /* a number of moves or seconds belongs here */
  CHESS_TIME_CONTROL_ERROR_NUMBER_RANGE,       /* 0 where it must be positive, or too large */
  CHESS_TIME_CONTROL_ERROR_UNEXPECTED,         /* not '/', '+', 'd', 'b', ':' or the end */
  CHESS_TIME_CONTROL_ERROR_NOT_ALONE,          /* '?', '-' or a sandclock beside other fields */
  CHESS_TIME_CONTROL_ERROR_AFTER_SUDDEN_DEATH, /* a period after one without a move count */
  CHESS_TIME_CONTROL_ERROR_TOO_MANY_PERIODS,   /* more than CHESS_TIME_CONTROL_MAX_PERIODS */
} ChessTimeControlError;

/* The classes of the Laws: blitz (B.1), rapid (A.1), standard (neither, the Competition Rules). */
typedef enum
{
  CHESS_TIME_CLASS_UNKNOWN = 0, /* "?": the control is not known */
  CHESS_TIME_CLASS_NONE,        /* "-": no clock, so no class */
  CHESS_TIME_CLASS_BLITZ,
  CHESS_TIME_CLASS_RAPID,
  CHESS_TIME_CLASS_STANDARD,
} ChessTimeClass;

/* What the human form writes besides numbers, minutes (') and seconds ("). NULL members take
 * the symbols in brackets, which are no words: callers with a language pass translations. */
typedef struct
{
  const char *delay;     /* before a simple delay's amount ["d"] */
  const char *bronstein; /* before a Bronstein delay's amount ["b"] */
  const char *sandclock; /* before a sandclock's total ["*"] */
  const char *unknown;   /* the whole text for "?" ["?"] */
  const char *none;      /* the whole text for "-" ["-"] */
  const char *repeated;  /* after a last period that repeats [""] */
} ChessTimeWords;

/* An empty control of the given kind: no periods yet. */
void chess_time_control_init (ChessTimeControl *tc, ChessTimeControlKind kind);

/* Appends a period to a CHESS_TIME_CONTROL_PERIODS control, with the parser's checks. */
ChessTimeControlError chess_time_control_add_period (ChessTimeControl *tc, int moves, int seconds,
                                                     int increment, ChessIncrementKind kind);

/* Reads a TimeControl tag value. On error returns the code, leaves *tc unspecified and sets
 * *column (1-based, into text; one past the end when something is missing at the end). */
ChessTimeControlError chess_time_control_parse (ChessTimeControl *tc, const char *text,
                                                int *column);

/* Write the normalised PGN text like snprintf: at most size bytes with the NUL, and return the
 * length the whole text needs. */
size_t chess_time_control_to_pgn (const ChessTimeControl *tc, char *buf, size_t size);
size_t chess_time_period_to_pgn (const ChessTimePeriod *period, char *buf, size_t size);

/* The short form for people, like snprintf: "90'/40 + 30' + 30"" (a shared increment is written
 * once, at the end), "5' + 2"", "25' + d5"" (delay), "120'/40; 60' + 30"" (';' between periods
 * when their increments differ). words may be NULL. */
size_t chess_time_control_to_human (const ChessTimeControl *tc, const ChessTimeWords *words,
                                    char *buf, size_t size);

/* The index of the period in which a player's move number 'move' (1-based) falls. Indexes from
 * n_periods up are the repetitions of a last period that has a move count. */
int chess_time_control_period_index (const ChessTimeControl *tc, int move);

/* The period an index from chess_time_control_period_index() stands for. */
const ChessTimePeriod *chess_time_control_period (const ChessTimeControl *tc, int index);

/* The class under A.1 and B.1. *game_ms (may be NULL) gets the time that decides it, the time
 * for a 60-move game per player in milliseconds, or -1 without a clock. */
ChessTimeClass chess_time_control_classify (const ChessTimeControl *tc, int64_t *game_ms);

/* The time penalty of Articles 7 and 9 (7.5.5, 9.5.3) in the class: 120 s in standard play, 60 s
 * in rapid (A.3) and blitz (A.3 through B.3); 0 without a clock, -1 when unknown. */
int chess_time_class_penalty_seconds (ChessTimeClass cls);

/* Whether players may be free of keeping score at some time of the game: always in rapid and
 * blitz (A.2); in standard play when some period adds less than 30 s a move, so that 8.4 can
 * apply. False without a clock or when the control is unknown. */
bool chess_time_control_scoresheet_exempt (const ChessTimeControl *tc);

/* The clock. ------------------------------------------------------------------------------- */

typedef enum
{
  CHESS_CLOCK_OK = 0,
  CHESS_CLOCK_ERROR_NO_CLOCK,        /* the time control is "?" or "-" */
  CHESS_CLOCK_ERROR_NOT_STARTED,     /* press, stop or resume before chess_clock_start() */
  CHESS_CLOCK_ERROR_ALREADY_STARTED, /* chess_clock_start() twice */
  CHESS_CLOCK_ERROR_STOPPED,         /* press or stop while the arbiter has the clock stopped */
  CHESS_CLOCK_ERROR_RUNNING,         /* resume or set while the clock runs */
  CHESS_CLOCK_ERROR_TIME_BACKWARDS,  /* an instant before one the clock was already given */
  CHESS_CLOCK_ERROR_RANGE,           /* a negative time or move count, or more time removed
                                        than is left */
} ChessClockError;

/* The scoresheet's figures for one completed move. */
typedef struct
{
  ChessColor color; /* who completed it */
  int number;       /* the player's moves completed with it: 1 for the first */
  int period;       /* index of its period (see chess_time_control_period_index) */
  bool new_period;  /* it completed a period: the next period's time was added */
  bool flagged;     /* the player's flag had fallen before the move was completed */
  int64_t used_us;  /* running time the move took, stops excluded */
  int64_t left_us;  /* on the player's clock after it, increment and new period included */
} ChessClockMove;

typedef struct
{
  bool fallen[2];   /* by colour */
  int64_t at_us[2]; /* the instant each flag fell */
  int moves[2];     /* moves the player had completed when it fell (6.9: were they enough?) */
  ChessColor first; /* whose fell first; meaningful when any fell */
} ChessClockFlags;

/* Caller-owned; read it through the functions below. Times are microseconds. */
typedef struct
{
  ChessTimeControl tc;
  int64_t base_us[2]; /* each player's time when the move in progress (or the next) began */
  int moves[2];       /* moves each player completed */
  ChessColor to_move; /* whose clock runs, or would run */
  bool started;
  bool running;     /* started and not stopped by the arbiter */
  int64_t since_us; /* when the running clock last began to run */
  int64_t used_us;  /* the move in progress's running time before since_us */
  int64_t last_us;  /* the latest instant given; earlier ones are refused */
  bool frozen[2];   /* the flag fell: the clock shows 0 until the arbiter gives time */
  bool low[2];      /* 8.4: under five minutes at some stage of the current period */
  ChessClockFlags flags;
} ChessClock;

/* Both clocks at the first period's time (a sandclock: half the sand each), no moves, White to
 * move, not running. */
ChessClockError chess_clock_init (ChessClock *clock, const ChessTimeControl *tc);

/* Starts the clock of the player to move: White's at the start of a game (6.6), unless
 * chess_clock_set() said otherwise. */
ChessClockError chess_clock_start (ChessClock *clock, int64_t now_us);

/* The player to move completes the move (6.2.1): time used, increment or delay, move count,
 * the next period's time when the move completes a period (6.3.2); the opponent's clock starts.
 * A player whose flag has fallen stays at 0: the clock adds nothing for him. move may be NULL. */
ChessClockError chess_clock_press (ChessClock *clock, int64_t now_us, ChessClockMove *move);

/* The arbiter stops the clock (6.11.1) and restarts it (6.11.3). What the move in progress has
 * used, delay included, carries over the stop. */
ChessClockError chess_clock_stop (ChessClock *clock, int64_t now_us);
ChessClockError chess_clock_resume (ChessClock *clock, int64_t now_us);

/* The arbiter sets the clock (6.10.2, 7.1) while it is stopped or before the start: both times,
 * both players' completed moves and who is to move. The move in progress starts afresh (a delay
 * is whole again); the flags and 8.4's record are cleared. */
ChessClockError chess_clock_set (ChessClock *clock, const int64_t remaining_us[2],
                                 const int moves[2], ChessColor to_move);

/* Adds time to a player's clock, or removes it when delta_us < 0 (penalties, 7.5.5, 9.5.3, 12.9).
 * A fallen flag stays on record; a clock at 0 given time runs again. */
ChessClockError chess_clock_adjust (ChessClock *clock, ChessColor color, int64_t delta_us,
                                    int64_t now_us);

/* The main time a player's clock shows at now_us, never below 0. Instants before the last one
 * given read as the last one. */
int64_t chess_clock_remaining (const ChessClock *clock, ChessColor color, int64_t now_us);

/* Readings as text: chess-clock-text.h. */

/* Under a simple delay: how much of the fixed extra time of the move in progress is left. */
int64_t chess_clock_delay_left (const ChessClock *clock, int64_t now_us);

/* Which flags have fallen by now_us, when, and whose first, even when both fell before anyone
 * noticed. Returns whether any has. */
bool chess_clock_flag_fall (const ChessClock *clock, int64_t now_us, ChessClockFlags *flags);

/* Whether the player need not keep score at now_us: rapid and blitz (A.2), or 8.4 in standard
 * play (under five minutes at some stage of the period, less than 30 s added a move). */
bool chess_clock_scoresheet_exempt (const ChessClock *clock, ChessColor color, int64_t now_us);

/* The index of the period of the player's next move. */
int chess_clock_period (const ChessClock *clock, ChessColor color);
