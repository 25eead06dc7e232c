/* chess-clock-text.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Clock times as text, both ways: the one rounding of readings, and the one reader of times.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Clock times are counted in microseconds. */
#define CHESS_CLOCK_US_PER_SECOND INT64_C (1000000)

/* The one rounding of clock readings, wherever one is shown or written (the clock view, the
 * scoresheet, the incident log, PGN's [%clk]): as a digital chess clock shows a time, rounded up,
 * so that 0:00:00 appears only once the flag has fallen; to tenths under ten seconds, to whole
 * seconds above. Returns the reading in tenths of a second (0 for a time of 0 or less). */
int64_t chess_clock_reading_tenths (int64_t us);
/* The reading as text: "1:29:58", or "0:00:09.8" under ten seconds. buf holds at least 24
 * bytes. */
char *chess_clock_format_reading (int64_t us, char *buf, size_t size);

/* A whole number of seconds as "m:ss" below an hour and "h:mm:ss" from an hour on (negative
 * counts as 0); with always_hours, "h:mm:ss" throughout. buf holds at least 24 bytes. */
char *chess_clock_format_seconds (int64_t seconds, bool always_hours, char *buf, size_t size);

typedef enum
{
  /* PGN's [%clk] and [%emt]: "h:mm:ss" or "m:ss", a decimal fraction allowed; fields after the
   * first have one or two digits (other programs write "1:2:3"). */
  CHESS_CLOCK_TEXT_PGN,
  /* What an arbiter types: seconds alone, "m:ss" or "h:mm:ss", fields after the first exactly
   * two digits (so "1:5" is refused as unclear), spaces around ignored, no fraction. */
  CHESS_CLOCK_TEXT_ENTRY,
} ChessClockTextStyle;

/* Reads len bytes of text as a time in milliseconds, each field after the first below 60 and
 * the whole at most max_ms. False, with *ms untouched, for anything else. */
bool chess_clock_text_parse (const char *text, size_t len, ChessClockTextStyle style,
                             int64_t max_ms, int64_t *ms);
