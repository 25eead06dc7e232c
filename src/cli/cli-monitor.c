/* cli-monitor.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * hakem-cli monitor: a round's PGN file or folder watched, each flag and event of its boards
 * printed as it arises.
 */
#include "cli-common.h"

#include <string.h>

#include "cli-out.h"
#include "hakem-round-feed.h"

typedef struct
{
  gboolean json;
} Monitor;

/* A flag's detail "by=white since=12" as keys of its own. The glitches' moves are lists (their
 * words joined by ','), their FENs have their spaces written '_' (hakem-round-glitch.h). */
static void
out_detail (CliOut *o, const char *detail)
{
  if (!detail)
    return;
  g_auto (GStrv) words = g_strsplit (detail, " ", -1);
  for (int i = 0; words[i]; i++)
    {
      char *eq = strchr (words[i], '=');
      if (!eq || eq == words[i])
        continue;
      *eq = '\0';
      const char *key = words[i], *value = eq + 1;
      char *end;
      long n = strtol (value, &end, 10);
      if (strcmp (key, "candidates") == 0 || strcmp (key, "moves") == 0)
        {
          g_auto (GStrv) items = g_strsplit (value, ",", -1);
          cli_out_list_begin (o, key);
          for (int j = 0; *value && items[j]; j++)
            cli_out_list_word (o, items[j]);
          cli_out_list_end (o);
        }
      else if (g_str_has_prefix (key, "fen-") && strcmp (value, "none") == 0)
        cli_out_none (o, key);
      else if (g_str_has_prefix (key, "fen-"))
        cli_out_word (o, key, g_strdelimit (eq + 1, "_", ' '));
      else if (strcmp (key, "inserted") == 0 && strcmp (value, "none") == 0)
        cli_out_none (o, key);
      else if (value[0] && !*end && (value[0] == '-' || g_ascii_isdigit (value[0]))
               && strchr (value, '-') == NULL)
        cli_out_int (o, key, n);
      else
        cli_out_word (o, key, value);
    }
}

static void
on_event (HakemRoundFeed *feed, HakemRoundBoard *board, gpointer flag_ptr, gpointer user_data)
{
  Monitor *m = user_data;
  const HakemRoundFlag *flag = flag_ptr;
  CliOut o;
  cli_out_init (&o, m->json);
  cli_out_word (&o, "board", hakem_round_board_get_label (board));
  cli_out_word (&o, "round", hakem_round_board_get_round (board));
  cli_out_word (&o, "event", hakem_round_kind_name (flag->kind));
  cli_out_int (&o, "ply", flag->ply);
  if (flag->kind == HAKEM_ROUND_NEW_BOARD)
    {
      cli_out_word (&o, "white", hakem_round_board_get_white (board));
      cli_out_word (&o, "black", hakem_round_board_get_black (board));
    }
  out_detail (&o, flag->detail);
  cli_out_finish (&o);
  if (!m->json)
    putchar ('\n');
  fflush (stdout);
}

int
cli_monitor (int argc, char **argv)
{
  gboolean json = FALSE, once = FALSE, poll = FALSE;
  const GOptionEntry entries[] = {
    CLI_OUT_JSON_ENTRY (&json),
    { "once", 0, 0, G_OPTION_ARG_NONE, &once, N_ ("Read what is there, print it and exit"), NULL },
    { "poll", 0, 0, G_OPTION_ARG_NONE, &poll,
      N_ ("Poll the files instead of waiting for notifications (network shares)"), NULL },
    G_OPTION_ENTRY_NULL,
  };
  if (!cli_parse_options ("monitor", "FILE|DIR", entries, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc != 2)
    return cli_error (_ ("monitor: give one PGN file or one folder"));
  g_autoptr (GFile) location = g_file_new_for_commandline_arg (argv[1]);
  g_autoptr (HakemRoundFeed) feed = hakem_round_feed_new (location);
  Monitor m = { json };
  g_signal_connect (feed, "event", G_CALLBACK (on_event), &m);
  if (poll)
    hakem_round_feed_set_force_polling (feed, TRUE);
  g_autoptr (GError) error = NULL;
  if (once)
    {
      if (!hakem_round_feed_scan (feed, &error))
        return cli_error (_ ("monitor: %s"), error->message);
      CliOut o;
      cli_out_init (&o, json);
      cli_out_int (&o, "boards", g_list_model_get_n_items (hakem_round_feed_get_boards (feed)));
      cli_out_int (&o, "pending", hakem_round_feed_get_pending (feed));
      cli_out_finish (&o);
      return CLI_EXIT_OK;
    }
  if (!hakem_round_feed_start (feed, &error))
    return cli_error (_ ("monitor: %s"), error->message);
  g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_main_loop_run (loop);
  return CLI_EXIT_OK;
}
