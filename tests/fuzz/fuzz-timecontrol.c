/* fuzz-timecontrol.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * libFuzzer harness: any bytes as a TimeControl tag value and as clock text ([%clk], what an
 * arbiter types); a time control that reads must write and read back the same.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "chess-clock-text.h"
#include "chess-clock.h"
#include "chess-pgn.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  char *text = malloc (size + 1);
  memcpy (text, data, size);
  text[size] = '\0';
  ChessTimeControl tc;
  int column = 0;
  if (chess_time_control_parse (&tc, text, &column) == CHESS_TIME_CONTROL_OK)
    {
      char out[CHESS_TIME_CONTROL_PGN_MAX], again[CHESS_TIME_CONTROL_PGN_MAX];
      if (chess_time_control_to_pgn (&tc, out, sizeof out) >= sizeof out)
        abort ();
      ChessTimeControl back;
      if (chess_time_control_parse (&back, out, &column) != CHESS_TIME_CONTROL_OK)
        abort ();
      chess_time_control_to_pgn (&back, again, sizeof again);
      if (strcmp (out, again) != 0)
        abort ();
    }
  int64_t ms;
  chess_clock_text_parse ((const char *) data, size, CHESS_CLOCK_TEXT_PGN, INT64_MAX / 2, &ms);
  chess_clock_text_parse ((const char *) data, size, CHESS_CLOCK_TEXT_ENTRY, INT64_MAX / 2, &ms);
  int32_t clk;
  if (chess_pgn_parse_clock ((const char *) data, size, &clk))
    {
      char out[24];
      chess_pgn_format_clock (clk, out, sizeof out);
      int32_t back;
      if (!chess_pgn_parse_clock (out, strlen (out), &back) || back != clk)
        abort ();
    }
  free (text);
  return 0;
}
