/* chess-clock-text.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Clock times as text, both ways: the one rounding of readings, and the one reader of times.
 */
#include "chess-clock-text.h"

#include <stdio.h>

#define US CHESS_CLOCK_US_PER_SECOND

int64_t
chess_clock_reading_tenths (int64_t us)
{
  if (us <= 0)
    return 0;
  int64_t tenths = (us + US / 10 - 1) / (US / 10);
  if (tenths >= 100)
    tenths = (us + US - 1) / US * 10;
  return tenths;
}

char *
chess_clock_format_reading (int64_t us, char *buf, size_t size)
{
  int64_t tenths = chess_clock_reading_tenths (us);
  if (tenths < 100)
    snprintf (buf, size, "0:00:%02d.%d", (int) (tenths / 10), (int) (tenths % 10));
  else
    chess_clock_format_seconds (tenths / 10, true, buf, size);
  return buf;
}

char *
chess_clock_format_seconds (int64_t seconds, bool always_hours, char *buf, size_t size)
{
  if (seconds < 0)
    seconds = 0;
  if (always_hours || seconds >= 3600)
    snprintf (buf, size, "%lld:%02d:%02d", (long long) (seconds / 3600), (int) (seconds / 60 % 60),
              (int) (seconds % 60));
  else
    snprintf (buf, size, "%d:%02d", (int) (seconds / 60), (int) (seconds % 60));
  return buf;
}

static bool
is_space (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

bool
chess_clock_text_parse (const char *s, size_t len, ChessClockTextStyle style, int64_t max_ms,
                        int64_t *ms)
{
  bool entry = style == CHESS_CLOCK_TEXT_ENTRY;
  size_t i = 0;
  if (entry)
    {
      while (i < len && is_space (s[i]))
        i++;
      while (len > i && is_space (s[len - 1]))
        len--;
    }
  int64_t fields[3];
  int nf = 0;
  for (;;)
    {
      if (nf == 3)
        return false;
      size_t start = i;
      int64_t v = 0;
      /* Nine digits at most in the first field: no overflow before the limit is tested. */
      while (i < len && s[i] >= '0' && s[i] <= '9' && i - start < 9)
        v = v * 10 + (s[i++] - '0');
      size_t digits = i - start;
      if (digits == 0)
        return false;
      if (nf > 0 && (v > 59 || digits > 2 || (entry && digits != 2)))
        return false;
      fields[nf++] = v;
      if (i < len && s[i] == ':')
        {
          i++;
          continue;
        }
      break;
    }
  if (nf < 2 && !entry)
    return false;
  int64_t frac = 0;
  if (!entry && i < len && s[i] == '.')
    {
      i++;
      size_t start = i;
      int64_t scale = 100; /* past milliseconds the digits are dropped */
      while (i < len && s[i] >= '0' && s[i] <= '9')
        {
          frac += (s[i] - '0') * scale;
          scale /= 10;
          i++;
        }
      if (i == start)
        return false;
    }
  if (i != len)
    return false;
  int64_t total = frac;
  int64_t unit = 1000;
  for (int k = nf - 1; k >= 0; k--, unit *= 60)
    total += fields[k] * unit;
  if (total > max_ms)
    return false;
  *ms = total;
  return true;
}
