/* chess-clock.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Time controls in PGN and human form, their classes under the Laws, and clock arithmetic.
 *
 * How the classes are decided (2023 Laws; the English wording is the 2017 text, unchanged):
 *   A.1  rapid: "the time allotted plus 60 times any increment is of more than 10 minutes but
 *        less than 60 minutes for each player"; B.1 blitz: "10 minutes or less". Everything
 *        else is standard play. So exactly 10 minutes is blitz, exactly 60 is standard.
 *   Several periods: the Laws speak of one allotment. Hakem counts what a player is given for a
 *        60-move game, the same horizon as "60 times any increment": the time of every period
 *        that begins by move 60, plus each of the 60 moves' increment from the period the move
 *        falls in. For one period this is A.1's sum exactly; 90'/40 + 30' + 30" gives
 *        90 + 30 + 60 * 0.5 = 150 minutes. A period beginning at move 61 or later does not count.
 *   Delays count as increments, simple (6.3.2) and Bronstein alike: each gives up to its amount
 *        a move without spending the main time, so a 60-move game allows the main time plus 60
 *        times the delay, the same bound as an increment.
 *   A sandclock counts at half its sand, each player's share at the start (PGN 9.6.1).
 *   "?" has no class (unknown); "-" has none either (no clock, so neither A nor B applies).
 * What follows from the class:
 *   penalties of Articles 7 and 9 (7.5.5, 9.5.3): two minutes; one minute in rapid (A.3) and in
 *        blitz, which takes A.3 through B.3. (Under B.2 the Competition Rules apply instead; the
 *        event's regulations choose, B.4. Hakem assumes B.3, the common case.)
 *   scoresheet: rapid and blitz players need not keep score (A.2; B.3 for blitz). In standard
 *        play 8.4 frees a player for the rest of a period once under five minutes, unless 30 s or
 *        more are added each move. A delay of 30 s or more counts as such added time, as above.
 *
 * The clock never ticks. It keeps, for the player to move, the time at the start of the move
 * (base) and the running time the move has used (used before 'since', plus now - since while
 * running); everything shown is computed from those and the instant the caller gives. A flag
 * falls at the exact instant the shown time reaches 0, found by arithmetic, so a fall between two
 * calls is dated correctly; after it that clock stays at 0 (as FIDE clocks show a fallen flag)
 * until the arbiter gives it time.
 */
#include "chess-clock.h"

#include <stdio.h>
#include <string.h>

#define US CHESS_CLOCK_US_PER_SECOND
#define FIVE_MINUTES_US (300 * US)
#define SCORESHEET_ADDED_SECONDS 30 /* 8.4 */
#define CLASS_HORIZON_MOVES 60      /* A.1, B.1 */
#define BLITZ_MAX_MS INT64_C (600000)
#define RAPID_BELOW_MS INT64_C (3600000)

/* Text output with snprintf semantics: the length grows past the buffer, the buffer stays
 * terminated. */
typedef struct
{
  char *buf;
  size_t size;
  size_t len;
} Out;

static void
out_str (Out *o, const char *s)
{
  for (; *s; s++, o->len++)
    if (o->len + 1 < o->size)
      o->buf[o->len] = *s;
  if (o->size > 0)
    o->buf[o->len < o->size ? o->len : o->size - 1] = '\0';
}

static void
out_int (Out *o, long long v)
{
  char tmp[24];
  snprintf (tmp, sizeof tmp, "%lld", v);
  out_str (o, tmp);
}

static void
out_init (Out *o, char *buf, size_t size)
{
  o->buf = buf;
  o->size = buf ? size : 0;
  o->len = 0;
  if (o->size > 0)
    buf[0] = '\0';
}

/* Time controls. ---------------------------------------------------------------------------- */

void
chess_time_control_init (ChessTimeControl *tc, ChessTimeControlKind kind)
{
  memset (tc, 0, sizeof *tc);
  tc->kind = kind;
}

ChessTimeControlError
chess_time_control_add_period (ChessTimeControl *tc, int moves, int seconds, int increment,
                               ChessIncrementKind kind)
{
  if (tc->kind != CHESS_TIME_CONTROL_PERIODS)
    return CHESS_TIME_CONTROL_ERROR_NOT_ALONE;
  if (tc->n_periods > 0 && tc->periods[tc->n_periods - 1].moves == 0)
    return CHESS_TIME_CONTROL_ERROR_AFTER_SUDDEN_DEATH;
  if (tc->n_periods >= CHESS_TIME_CONTROL_MAX_PERIODS)
    return CHESS_TIME_CONTROL_ERROR_TOO_MANY_PERIODS;
  if (moves < 0 || moves > CHESS_TIME_CONTROL_MAX_MOVES || seconds < 1
      || seconds > CHESS_TIME_CONTROL_MAX_SECONDS || increment < 0
      || increment > CHESS_TIME_CONTROL_MAX_SECONDS || (int) kind < (int) CHESS_INCREMENT_FISCHER
      || (int) kind > (int) CHESS_INCREMENT_DELAY)
    return CHESS_TIME_CONTROL_ERROR_NUMBER_RANGE;
  ChessTimePeriod *p = &tc->periods[tc->n_periods++];
  p->moves = moves;
  p->seconds = seconds;
  p->increment = increment;
  /* Zero of any kind is no increment at all: one normal form. */
  p->kind = increment == 0 ? CHESS_INCREMENT_FISCHER : kind;
  return CHESS_TIME_CONTROL_OK;
}

/* Reads digits at text[*pos] into *value. min is 0 or 1. */
static ChessTimeControlError
parse_number (const char *text, int *pos, int min, int max, int *value, int *column)
{
  int start = *pos;
  if (text[start] < '0' || text[start] > '9')
    {
      *column = start + 1;
      return CHESS_TIME_CONTROL_ERROR_EXPECTED_NUMBER;
    }
  long long v = 0;
  bool too_large = false;
  int i = start;
  for (; text[i] >= '0' && text[i] <= '9'; i++)
    {
      v = v * 10 + (text[i] - '0');
      if (v > max)
        {
          too_large = true;
          v = max; /* keep reading the digits; the verdict is made */
        }
    }
  if (too_large || v < min)
    {
      *column = start + 1;
      return CHESS_TIME_CONTROL_ERROR_NUMBER_RANGE;
    }
  *value = (int) v;
  *pos = i;
  return CHESS_TIME_CONTROL_OK;
}

ChessTimeControlError
chess_time_control_parse (ChessTimeControl *tc, const char *text, int *column)
{
  int dummy;
  if (!column)
    column = &dummy;
  *column = 0;
  chess_time_control_init (tc, CHESS_TIME_CONTROL_PERIODS);
  if (!text || !*text)
    {
      *column = 1;
      return CHESS_TIME_CONTROL_ERROR_EMPTY;
    }

  int pos = 0;
  ChessTimeControlError err;
  if (text[0] == '?' || text[0] == '-' || text[0] == '*')
    {
      pos = 1;
      if (text[0] == '*')
        {
          tc->kind = CHESS_TIME_CONTROL_SANDCLOCK;
          err = parse_number (text, &pos, 1, CHESS_TIME_CONTROL_MAX_SECONDS, &tc->sandclock_seconds,
                              column);
          if (err)
            return err;
        }
      else
        tc->kind = text[0] == '?' ? CHESS_TIME_CONTROL_UNKNOWN : CHESS_TIME_CONTROL_NONE;
      if (text[pos] == '\0')
        return CHESS_TIME_CONTROL_OK;
      *column = pos + 1;
      return text[pos] == ':' || (text[0] != '*' && text[pos] >= '0' && text[pos] <= '9')
                 ? CHESS_TIME_CONTROL_ERROR_NOT_ALONE
                 : CHESS_TIME_CONTROL_ERROR_UNEXPECTED;
    }

  for (;;)
    {
      int field = pos;
      if (text[pos] == '?' || text[pos] == '-' || text[pos] == '*')
        {
          *column = pos + 1;
          return CHESS_TIME_CONTROL_ERROR_NOT_ALONE;
        }
      int first = 0, moves = 0, seconds = 0, increment = 0;
      ChessIncrementKind kind = CHESS_INCREMENT_FISCHER;
      err = parse_number (text, &pos, 1, CHESS_TIME_CONTROL_MAX_SECONDS, &first, column);
      if (err)
        return err;
      if (text[pos] == '/')
        {
          if (first > CHESS_TIME_CONTROL_MAX_MOVES)
            {
              *column = field + 1;
              return CHESS_TIME_CONTROL_ERROR_NUMBER_RANGE;
            }
          moves = first;
          pos++;
          err = parse_number (text, &pos, 1, CHESS_TIME_CONTROL_MAX_SECONDS, &seconds, column);
          if (err)
            return err;
        }
      else
        seconds = first;
      if (text[pos] == '+' || text[pos] == 'd' || text[pos] == 'b')
        {
          kind = text[pos] == '+'   ? CHESS_INCREMENT_FISCHER
                 : text[pos] == 'd' ? CHESS_INCREMENT_DELAY
                                    : CHESS_INCREMENT_BRONSTEIN;
          pos++;
          err = parse_number (text, &pos, 0, CHESS_TIME_CONTROL_MAX_SECONDS, &increment, column);
          if (err)
            return err;
        }
      if (text[pos] != '\0' && text[pos] != ':')
        {
          *column = pos + 1;
          return CHESS_TIME_CONTROL_ERROR_UNEXPECTED;
        }
      err = chess_time_control_add_period (tc, moves, seconds, increment, kind);
      if (err)
        {
          *column = field + 1;
          return err;
        }
      if (text[pos] == '\0')
        return CHESS_TIME_CONTROL_OK;
      pos++; /* ':' */
    }
}

size_t
chess_time_period_to_pgn (const ChessTimePeriod *period, char *buf, size_t size)
{
  Out o;
  out_init (&o, buf, size);
  if (period->moves > 0)
    {
      out_int (&o, period->moves);
      out_str (&o, "/");
    }
  out_int (&o, period->seconds);
  if (period->increment > 0)
    {
      out_str (&o, period->kind == CHESS_INCREMENT_DELAY       ? "d"
                   : period->kind == CHESS_INCREMENT_BRONSTEIN ? "b"
                                                               : "+");
      out_int (&o, period->increment);
    }
  return o.len;
}

size_t
chess_time_control_to_pgn (const ChessTimeControl *tc, char *buf, size_t size)
{
  Out o;
  out_init (&o, buf, size);
  switch (tc->kind)
    {
    case CHESS_TIME_CONTROL_UNKNOWN:
      out_str (&o, "?");
      break;
    case CHESS_TIME_CONTROL_NONE:
      out_str (&o, "-");
      break;
    case CHESS_TIME_CONTROL_SANDCLOCK:
      out_str (&o, "*");
      out_int (&o, tc->sandclock_seconds);
      break;
    case CHESS_TIME_CONTROL_PERIODS:
      for (int i = 0; i < tc->n_periods; i++)
        {
          char field[CHESS_TIME_CONTROL_PGN_MAX];
          chess_time_period_to_pgn (&tc->periods[i], field, sizeof field);
          if (i > 0)
            out_str (&o, ":");
          out_str (&o, field);
        }
      break;
    }
  return o.len;
}

/* Minutes as ', seconds as ", the way arbiters write rates of play: 90', 2'30", 30". */
static void
out_duration (Out *o, int seconds)
{
  if (seconds >= 60)
    {
      out_int (o, seconds / 60);
      out_str (o, "'");
    }
  if (seconds % 60 != 0 || seconds == 0)
    {
      out_int (o, seconds % 60);
      out_str (o, "\"");
    }
}

static void
out_increment (Out *o, const ChessTimePeriod *p, const ChessTimeWords *w)
{
  if (p->increment == 0)
    return;
  out_str (o, " + ");
  if (p->kind == CHESS_INCREMENT_DELAY)
    out_str (o, w && w->delay ? w->delay : "d");
  else if (p->kind == CHESS_INCREMENT_BRONSTEIN)
    out_str (o, w && w->bronstein ? w->bronstein : "b");
  out_duration (o, p->increment);
}

size_t
chess_time_control_to_human (const ChessTimeControl *tc, const ChessTimeWords *words, char *buf,
                             size_t size)
{
  Out o;
  out_init (&o, buf, size);
  switch (tc->kind)
    {
    case CHESS_TIME_CONTROL_UNKNOWN:
      out_str (&o, words && words->unknown ? words->unknown : "?");
      return o.len;
    case CHESS_TIME_CONTROL_NONE:
      out_str (&o, words && words->none ? words->none : "-");
      return o.len;
    case CHESS_TIME_CONTROL_SANDCLOCK:
      out_str (&o, words && words->sandclock ? words->sandclock : "*");
      out_duration (&o, tc->sandclock_seconds);
      return o.len;
    case CHESS_TIME_CONTROL_PERIODS:
      break;
    }

  bool shared = true;
  for (int i = 1; i < tc->n_periods; i++)
    if (tc->periods[i].increment != tc->periods[0].increment
        || tc->periods[i].kind != tc->periods[0].kind)
      shared = false;
  for (int i = 0; i < tc->n_periods; i++)
    {
      const ChessTimePeriod *p = &tc->periods[i];
      if (i > 0)
        out_str (&o, shared ? " + " : "; ");
      out_duration (&o, p->seconds);
      if (p->moves > 0)
        {
          out_str (&o, "/");
          out_int (&o, p->moves);
        }
      if (i == tc->n_periods - 1 && p->moves > 0 && words && words->repeated)
        out_str (&o, words->repeated);
      if (!shared)
        out_increment (&o, p, words);
    }
  if (shared && tc->n_periods > 0)
    out_increment (&o, &tc->periods[0], words);
  return o.len;
}

int
chess_time_control_period_index (const ChessTimeControl *tc, int move)
{
  if (tc->kind != CHESS_TIME_CONTROL_PERIODS || tc->n_periods == 0)
    return 0;
  if (move < 1)
    move = 1;
  int first = 1; /* the first move of period i */
  for (int i = 0; i < tc->n_periods; i++)
    {
      int m = tc->periods[i].moves;
      if (m == 0 || move < first + m)
        return i;
      if (i == tc->n_periods - 1)
        return i + (move - first) / m; /* PGN 9.6.1: the last field repeats */
      first += m;
    }
  return tc->n_periods - 1;
}

const ChessTimePeriod *
chess_time_control_period (const ChessTimeControl *tc, int index)
{
  static const ChessTimePeriod none = { 0, 0, 0, CHESS_INCREMENT_FISCHER };
  if (tc->kind != CHESS_TIME_CONTROL_PERIODS || tc->n_periods == 0)
    return &none;
  if (index < 0)
    index = 0;
  return &tc->periods[index < tc->n_periods ? index : tc->n_periods - 1];
}

ChessTimeClass
chess_time_control_classify (const ChessTimeControl *tc, int64_t *game_ms)
{
  int64_t ms = -1;
  ChessTimeClass cls;
  switch (tc->kind)
    {
    case CHESS_TIME_CONTROL_UNKNOWN:
      cls = CHESS_TIME_CLASS_UNKNOWN;
      break;
    case CHESS_TIME_CONTROL_NONE:
      cls = CHESS_TIME_CLASS_NONE;
      break;
    case CHESS_TIME_CONTROL_SANDCLOCK:
    case CHESS_TIME_CONTROL_PERIODS:
    default:
      if (tc->kind == CHESS_TIME_CONTROL_SANDCLOCK)
        ms = (int64_t) tc->sandclock_seconds * 500;
      else
        {
          ms = 0;
          int previous = -1;
          for (int move = 1; move <= CLASS_HORIZON_MOVES; move++)
            {
              int index = chess_time_control_period_index (tc, move);
              const ChessTimePeriod *p = chess_time_control_period (tc, index);
              if (index != previous)
                ms += (int64_t) p->seconds * 1000;
              ms += (int64_t) p->increment * 1000;
              previous = index;
            }
        }
      cls = ms <= BLITZ_MAX_MS    ? CHESS_TIME_CLASS_BLITZ
            : ms < RAPID_BELOW_MS ? CHESS_TIME_CLASS_RAPID
                                  : CHESS_TIME_CLASS_STANDARD;
      break;
    }
  if (game_ms)
    *game_ms = ms;
  return cls;
}

int
chess_time_class_penalty_seconds (ChessTimeClass cls)
{
  switch (cls)
    {
    case CHESS_TIME_CLASS_STANDARD:
      return 120;
    case CHESS_TIME_CLASS_RAPID:
    case CHESS_TIME_CLASS_BLITZ:
      return 60;
    case CHESS_TIME_CLASS_NONE:
      return 0;
    case CHESS_TIME_CLASS_UNKNOWN:
    default:
      return -1;
    }
}

bool
chess_time_control_scoresheet_exempt (const ChessTimeControl *tc)
{
  switch (chess_time_control_classify (tc, NULL))
    {
    case CHESS_TIME_CLASS_BLITZ:
    case CHESS_TIME_CLASS_RAPID:
      return true;
    case CHESS_TIME_CLASS_STANDARD:
      if (tc->kind == CHESS_TIME_CONTROL_SANDCLOCK)
        return true;
      for (int i = 0; i < tc->n_periods; i++)
        if (tc->periods[i].increment < SCORESHEET_ADDED_SECONDS)
          return true;
      return false;
    case CHESS_TIME_CLASS_UNKNOWN:
    case CHESS_TIME_CLASS_NONE:
    default:
      return false;
    }
}

/* The clock. -------------------------------------------------------------------------------- */

static ChessColor
other (ChessColor c)
{
  return c == CHESS_WHITE ? CHESS_BLACK : CHESS_WHITE;
}

static const ChessTimePeriod *
current_period (const ChessClock *clock, ChessColor c)
{
  return chess_time_control_period (&clock->tc, chess_clock_period (clock, c));
}

int
chess_clock_period (const ChessClock *clock, ChessColor color)
{
  return chess_time_control_period_index (&clock->tc, clock->moves[color] + 1);
}

/* The simple delay of the move in progress, or 0. */
static int64_t
mover_delay_us (const ChessClock *clock)
{
  const ChessTimePeriod *p = current_period (clock, clock->to_move);
  return clock->tc.kind == CHESS_TIME_CONTROL_PERIODS && p->kind == CHESS_INCREMENT_DELAY
             ? (int64_t) p->increment * US
             : 0;
}

/* How much of the main time 'elapsed' of running time has spent. */
static int64_t
consumed_us (const ChessClock *clock, int64_t elapsed)
{
  int64_t d = mover_delay_us (clock);
  return elapsed > d ? elapsed - d : 0;
}

static int64_t
move_elapsed_us (const ChessClock *clock, int64_t now_us)
{
  int64_t e = clock->used_us;
  if (clock->running && now_us > clock->since_us)
    e += now_us - clock->since_us;
  return e;
}

/* The instant the running player's shown time reaches 0, if it is running and not at 0 yet. */
static bool
pending_flag_at (const ChessClock *clock, int64_t *at_us)
{
  if (!clock->running || clock->frozen[clock->to_move])
    return false;
  int64_t threshold = clock->base_us[clock->to_move] + mover_delay_us (clock);
  int64_t left = threshold - clock->used_us;
  *at_us = clock->since_us + (left > 0 ? left : 0);
  return true;
}

static void
record_flag (ChessClockFlags *flags, ChessColor c, int64_t at_us, int moves)
{
  if (flags->fallen[c])
    return;
  if (!flags->fallen[other (c)])
    flags->first = c;
  flags->fallen[c] = true;
  flags->at_us[c] = at_us;
  flags->moves[c] = moves;
}

/* Brings the record up to now_us: a flag that fell since the last call is dated and frozen. */
static void
settle (ChessClock *clock, int64_t now_us)
{
  int64_t at;
  if (pending_flag_at (clock, &at) && now_us >= at)
    {
      ChessColor c = clock->to_move;
      record_flag (&clock->flags, c, at, clock->moves[c]);
      clock->frozen[c] = true;
      clock->low[c] = true;
    }
  if (now_us > clock->last_us)
    clock->last_us = now_us;
}

static ChessClockError
check_time (const ChessClock *clock, int64_t now_us)
{
  return now_us < clock->last_us ? CHESS_CLOCK_ERROR_TIME_BACKWARDS : CHESS_CLOCK_OK;
}

ChessClockError
chess_clock_init (ChessClock *clock, const ChessTimeControl *tc)
{
  memset (clock, 0, sizeof *clock);
  clock->tc = *tc;
  clock->to_move = CHESS_WHITE;
  clock->last_us = INT64_MIN;
  int64_t start;
  switch (tc->kind)
    {
    case CHESS_TIME_CONTROL_SANDCLOCK:
      start = (int64_t) tc->sandclock_seconds * (US / 2);
      break;
    case CHESS_TIME_CONTROL_PERIODS:
      if (tc->n_periods > 0)
        {
          start = (int64_t) tc->periods[0].seconds * US;
          break;
        }
      /* fall through */
    case CHESS_TIME_CONTROL_UNKNOWN:
    case CHESS_TIME_CONTROL_NONE:
    default:
      return CHESS_CLOCK_ERROR_NO_CLOCK;
    }
  clock->base_us[CHESS_WHITE] = clock->base_us[CHESS_BLACK] = start;
  /* 8.4 looks at the whole period, its start included. */
  clock->low[CHESS_WHITE] = clock->low[CHESS_BLACK] = start < FIVE_MINUTES_US;
  return CHESS_CLOCK_OK;
}

ChessClockError
chess_clock_start (ChessClock *clock, int64_t now_us)
{
  if (clock->started)
    return CHESS_CLOCK_ERROR_ALREADY_STARTED;
  if (check_time (clock, now_us))
    return CHESS_CLOCK_ERROR_TIME_BACKWARDS;
  clock->started = clock->running = true;
  clock->since_us = clock->last_us = now_us;
  clock->used_us = 0;
  settle (clock, now_us); /* a clock set to 0 falls at once */
  return CHESS_CLOCK_OK;
}

ChessClockError
chess_clock_press (ChessClock *clock, int64_t now_us, ChessClockMove *move)
{
  if (!clock->started)
    return CHESS_CLOCK_ERROR_NOT_STARTED;
  if (!clock->running)
    return CHESS_CLOCK_ERROR_STOPPED;
  if (check_time (clock, now_us))
    return CHESS_CLOCK_ERROR_TIME_BACKWARDS;
  settle (clock, now_us);

  ChessColor c = clock->to_move, o = other (c);
  int64_t used = move_elapsed_us (clock, now_us);
  int index = chess_clock_period (clock, c);
  const ChessTimePeriod *p = chess_time_control_period (&clock->tc, index);
  bool sandclock = clock->tc.kind == CHESS_TIME_CONTROL_SANDCLOCK;
  bool flagged = clock->frozen[c];
  int64_t left = 0;
  if (flagged)
    {
      if (sandclock)
        clock->base_us[o] += clock->base_us[c]; /* all the sand has run through */
    }
  else
    {
      int64_t spent = consumed_us (clock, used);
      left = clock->base_us[c] - spent;
      if (left < FIVE_MINUTES_US)
        clock->low[c] = true; /* the lowest point of the move is just before the press */
      if (sandclock)
        clock->base_us[o] += spent;
      else if (p->kind == CHESS_INCREMENT_FISCHER)
        left += (int64_t) p->increment * US;
      else if (p->kind == CHESS_INCREMENT_BRONSTEIN)
        {
          int64_t back = (int64_t) p->increment * US;
          left += used < back ? used : back;
        }
    }

  clock->moves[c]++;
  int next = chess_clock_period (clock, c);
  bool new_period = !sandclock && next != index;
  if (new_period)
    {
      if (!flagged)
        left += (int64_t) chess_time_control_period (&clock->tc, next)->seconds * US;
      clock->low[c] = flagged || left < FIVE_MINUTES_US; /* "for the remainder of the period" */
    }
  clock->base_us[c] = left;
  clock->to_move = o;
  clock->used_us = 0;
  clock->since_us = now_us;
  settle (clock, now_us); /* the opponent may start at 0 */

  if (move)
    {
      move->color = c;
      move->number = clock->moves[c];
      move->period = index;
      move->new_period = new_period;
      move->flagged = flagged;
      move->used_us = used;
      move->left_us = left;
    }
  return CHESS_CLOCK_OK;
}

ChessClockError
chess_clock_stop (ChessClock *clock, int64_t now_us)
{
  if (!clock->started)
    return CHESS_CLOCK_ERROR_NOT_STARTED;
  if (!clock->running)
    return CHESS_CLOCK_ERROR_STOPPED;
  if (check_time (clock, now_us))
    return CHESS_CLOCK_ERROR_TIME_BACKWARDS;
  settle (clock, now_us);
  clock->used_us = move_elapsed_us (clock, now_us);
  clock->running = false;
  return CHESS_CLOCK_OK;
}

ChessClockError
chess_clock_resume (ChessClock *clock, int64_t now_us)
{
  if (!clock->started)
    return CHESS_CLOCK_ERROR_NOT_STARTED;
  if (clock->running)
    return CHESS_CLOCK_ERROR_RUNNING;
  if (check_time (clock, now_us))
    return CHESS_CLOCK_ERROR_TIME_BACKWARDS;
  clock->running = true;
  clock->since_us = now_us;
  settle (clock, now_us);
  return CHESS_CLOCK_OK;
}

ChessClockError
chess_clock_set (ChessClock *clock, const int64_t remaining_us[2], const int moves[2],
                 ChessColor to_move)
{
  if (clock->tc.kind == CHESS_TIME_CONTROL_UNKNOWN || clock->tc.kind == CHESS_TIME_CONTROL_NONE)
    return CHESS_CLOCK_ERROR_NO_CLOCK;
  if (clock->running)
    return CHESS_CLOCK_ERROR_RUNNING;
  for (int c = 0; c < 2; c++)
    if (remaining_us[c] < 0 || moves[c] < 0 || moves[c] > INT32_MAX / 2)
      return CHESS_CLOCK_ERROR_RANGE;
  if (to_move != CHESS_WHITE && to_move != CHESS_BLACK)
    return CHESS_CLOCK_ERROR_RANGE;
  for (int c = 0; c < 2; c++)
    {
      clock->base_us[c] = remaining_us[c];
      clock->moves[c] = moves[c];
      clock->frozen[c] = false;
      clock->low[c] = remaining_us[c] < FIVE_MINUTES_US;
    }
  clock->to_move = to_move;
  clock->used_us = 0;
  memset (&clock->flags, 0, sizeof clock->flags);
  return CHESS_CLOCK_OK;
}

ChessClockError
chess_clock_adjust (ChessClock *clock, ChessColor color, int64_t delta_us, int64_t now_us)
{
  if (check_time (clock, now_us))
    return CHESS_CLOCK_ERROR_TIME_BACKWARDS;
  if (color != CHESS_WHITE && color != CHESS_BLACK)
    return CHESS_CLOCK_ERROR_RANGE;
  settle (clock, now_us);
  int64_t shown = chess_clock_remaining (clock, color, now_us);
  if (delta_us < 0 && shown < -delta_us)
    return CHESS_CLOCK_ERROR_RANGE;
  if (delta_us == 0)
    return CHESS_CLOCK_OK;
  if (clock->frozen[color])
    {
      /* Back from 0: the clock shows delta_us now, whatever the move had run before. */
      clock->frozen[color] = false;
      clock->base_us[color] = delta_us;
      if (color == clock->to_move)
        clock->base_us[color] += consumed_us (clock, move_elapsed_us (clock, now_us));
    }
  else
    clock->base_us[color] += delta_us;
  if (clock->running)
    settle (clock, now_us); /* exactly all the time removed: the flag falls now */
  return CHESS_CLOCK_OK;
}

int64_t
chess_clock_remaining (const ChessClock *clock, ChessColor color, int64_t now_us)
{
  if (now_us < clock->last_us)
    now_us = clock->last_us;
  ChessColor mover = clock->to_move;
  int64_t at;
  bool mover_at_zero = clock->frozen[mover] || (pending_flag_at (clock, &at) && now_us >= at);
  int64_t mover_left = 0;
  if (!mover_at_zero)
    mover_left = clock->base_us[mover] - consumed_us (clock, move_elapsed_us (clock, now_us));
  if (color == mover)
    return mover_left;
  if (clock->frozen[color])
    return 0;
  int64_t left = clock->base_us[color];
  if (clock->tc.kind == CHESS_TIME_CONTROL_SANDCLOCK)
    left += clock->base_us[mover] - mover_left; /* the sand that has run into this chamber */
  return left;
}

int64_t
chess_clock_delay_left (const ChessClock *clock, int64_t now_us)
{
  if (now_us < clock->last_us)
    now_us = clock->last_us;
  int64_t d = mover_delay_us (clock) - move_elapsed_us (clock, now_us);
  return d > 0 ? d : 0;
}

bool
chess_clock_flag_fall (const ChessClock *clock, int64_t now_us, ChessClockFlags *flags)
{
  if (now_us < clock->last_us)
    now_us = clock->last_us;
  ChessClockFlags f = clock->flags;
  int64_t at;
  if (pending_flag_at (clock, &at) && now_us >= at)
    record_flag (&f, clock->to_move, at, clock->moves[clock->to_move]);
  if (flags)
    *flags = f;
  return f.fallen[CHESS_WHITE] || f.fallen[CHESS_BLACK];
}

bool
chess_clock_scoresheet_exempt (const ChessClock *clock, ChessColor color, int64_t now_us)
{
  switch (chess_time_control_classify (&clock->tc, NULL))
    {
    case CHESS_TIME_CLASS_BLITZ:
    case CHESS_TIME_CLASS_RAPID:
      return true; /* A.2 */
    case CHESS_TIME_CLASS_STANDARD:
      break;
    case CHESS_TIME_CLASS_UNKNOWN:
    case CHESS_TIME_CLASS_NONE:
    default:
      return false;
    }
  if (clock->tc.kind == CHESS_TIME_CONTROL_PERIODS
      && current_period (clock, color)->increment >= SCORESHEET_ADDED_SECONDS)
    return false;
  return clock->low[color] || chess_clock_remaining (clock, color, now_us) < FIVE_MINUTES_US;
}
