/* cli-monitor.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * hakem-cli monitor: a round's PGN file or folder watched, each flag and event of its boards
 * printed as it arises.
 */
#include "cli-common.h"

#include "cli-out.h"
#include "hakem-round-feed.h"

typedef struct
{
  gboolean json;
} Monitor;

/* One key of a flag's detail, printed by its type in the table (hakem-round-detail.c): a
 * number, a list, none, or a word. */
static void
out_key (const HakemRoundDetail *detail, HakemRoundDetailKey key, gpointer user_data)
{
  CliOut *o = user_data;
  const char *name = hakem_round_detail_key_name (key);
  HakemRoundValueType type = hakem_round_detail_key_type (key);
  int n;
  if (hakem_round_detail_is_none (detail, key))
    cli_out_none (o, name);
  else if (type == HAKEM_ROUND_VALUE_NUMBER && hakem_round_detail_get_int (detail, key, &n))
    cli_out_int (o, name, n);
  else if (type == HAKEM_ROUND_VALUE_LIST)
    {
      const char *const *words = hakem_round_detail_get_list (detail, key);
      cli_out_list_begin (o, name);
      for (int i = 0; words && words[i]; i++)
        cli_out_list_word (o, words[i]);
      cli_out_list_end (o);
    }
  else
    {
      g_autofree char *text = hakem_round_detail_get_text (detail, key);
      cli_out_word (o, name, text);
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
  hakem_round_detail_foreach (flag->detail, out_key, &o);
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
