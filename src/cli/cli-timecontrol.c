/* cli-timecontrol.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * hakem-cli timecontrol: reads a PGN TimeControl value and prints its class and what follows.
 *
 * Beyond the contract's lines it prints game-seconds (the time that decided the class: a 60-move
 * game per player), tag (the normalised value), human (the short form in the user's language)
 * and articles. "?" prints class unknown and "-" class none, with unknown / none for the
 * figures that need a clock.
 */
#include "cli-common.h"

#include "chess-clock.h"
#include "hakem-rules-text.h"

static const char *
class_name (ChessTimeClass cls)
{
  switch (cls)
    {
    case CHESS_TIME_CLASS_BLITZ:
      return "blitz";
    case CHESS_TIME_CLASS_RAPID:
      return "rapid";
    case CHESS_TIME_CLASS_STANDARD:
      return "standard";
    case CHESS_TIME_CLASS_NONE:
      return "none";
    case CHESS_TIME_CLASS_UNKNOWN:
    default:
      return "unknown";
    }
}

/* The articles behind the class, the penalty and the scoresheet line, in that order. */
static const char *
class_articles (ChessTimeClass cls)
{
  switch (cls)
    {
    case CHESS_TIME_CLASS_BLITZ:
      return "B.1 B.3 A.3 A.2";
    case CHESS_TIME_CLASS_RAPID:
      return "A.1 A.3 A.2";
    case CHESS_TIME_CLASS_STANDARD:
      return "A.1 B.1 7.5.5 9.5.3 8.4";
    case CHESS_TIME_CLASS_NONE:
      return "A.1 B.1 8.1.1";
    case CHESS_TIME_CLASS_UNKNOWN:
    default:
      return "A.1 B.1";
    }
}

/* Milliseconds as seconds without a locale's decimal comma: 9000, 600.5. */
static char *
format_seconds (int64_t ms)
{
  if (ms % 1000 == 0)
    return g_strdup_printf ("%" G_GINT64_FORMAT, ms / 1000);
  g_autofree char *frac = g_strdup_printf ("%03d", (int) (ms % 1000));
  for (int i = 2; i > 0 && frac[i] == '0'; i--)
    frac[i] = '\0';
  return g_strdup_printf ("%" G_GINT64_FORMAT ".%s", ms / 1000, frac);
}

int
cli_timecontrol (int argc, char **argv)
{
  const GOptionEntry entries[] = {
    G_OPTION_ENTRY_NULL,
  };
  if (!cli_parse_options ("timecontrol", "TC", entries, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc < 2)
    return cli_error (_ ("timecontrol: give the time control, for example 40/5400+30:1800+30"));
  if (argc > 2)
    /* TRANSLATORS: %s is the first argument too many */
    return cli_error (_ ("timecontrol: give one time control only; '%s' is one too many"), argv[2]);

  ChessTimeControl tc;
  int column = 0;
  ChessTimeControlError err = chess_time_control_parse (&tc, argv[1], &column);
  if (err != CHESS_TIME_CONTROL_OK)
    {
      /* TRANSLATORS: %s (first) is an option like --fen, %d the column, the last %s the reason */
      return cli_error (_ ("%s: column %d: %s"), "timecontrol", column,
                        hakem_time_control_error_text (err));
    }

  int64_t game_ms = -1;
  ChessTimeClass cls = chess_time_control_classify (&tc, &game_ms);
  bool has_clock = cls != CHESS_TIME_CLASS_UNKNOWN && cls != CHESS_TIME_CLASS_NONE;

  char tag[CHESS_TIME_CONTROL_PGN_MAX];
  chess_time_control_to_pgn (&tc, tag, sizeof tag);
  g_autoptr (GString) periods = g_string_new (NULL);
  if (tc.kind == CHESS_TIME_CONTROL_PERIODS)
    for (int i = 0; i < tc.n_periods; i++)
      {
        char field[CHESS_TIME_CONTROL_PGN_MAX];
        chess_time_period_to_pgn (&tc.periods[i], field, sizeof field);
        g_string_append_printf (periods, "%s%s", i > 0 ? " " : "", field);
      }
  else
    g_string_append (periods, tag);

  g_autofree char *human = hakem_time_control_text (&tc);

  g_autofree char *seconds = has_clock ? format_seconds (game_ms) : NULL;
  const char *missing = cls == CHESS_TIME_CLASS_NONE ? "none" : "unknown";
  printf ("class: %s\n", class_name (cls));
  printf ("periods: %s\n", periods->str);
  if (has_clock)
    printf ("penalty-seconds: %d\n", chess_time_class_penalty_seconds (cls));
  else
    printf ("penalty-seconds: %s\n", missing);
  if (cls == CHESS_TIME_CLASS_UNKNOWN)
    printf ("scoresheet-exempt: unknown\n");
  else
    printf ("scoresheet-exempt: %s\n", chess_time_control_scoresheet_exempt (&tc) ? "yes" : "no");
  printf ("game-seconds: %s\n", has_clock ? seconds : missing);
  printf ("tag: %s\n", tag);
  printf ("human: %s\n", human);
  printf ("articles: %s\n", class_articles (cls));
  return CLI_EXIT_OK;
}
