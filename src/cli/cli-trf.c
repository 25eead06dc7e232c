/* cli-trf.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * hakem-cli trf: a round of a Tournament Report File (FIDE TRF16 or TRF-2026): its boards in
 * the published order and its byes, or the file written back with results for its boards.
 */
#include <string.h>

#include "cli-common.h"
#include "cli-json.h"
#include "cli-out.h"
#include "hakem-trf.h"

static const char *
player_name (const HakemTrf *trf, int number)
{
  const HakemTrfPlayer *p = hakem_trf_player (trf, number);
  return p ? p->name : "";
}

static void
print_board_text (CliOut *o, const HakemTrf *trf, const HakemTrfBoard *b)
{
  g_autofree char *result = hakem_trf_board_result (b);
  cli_out_int (o, "board", b->board);
  cli_out_int (o, "white", b->white);
  cli_out_word (o, "white-name", player_name (trf, b->white));
  cli_out_int (o, "black", b->black);
  cli_out_word (o, "black-name", player_name (trf, b->black));
  cli_out_yes_no (o, "colours-known", b->colours_known);
  if (result)
    cli_out_word (o, "result", result);
  else
    cli_out_none (o, "result");
}

static void
json_int (GString *s, const char *key, long value, gboolean *first)
{
  cli_json_append_key (s, key, first);
  g_string_append_printf (s, "%ld", value);
}

static void
json_word (GString *s, const char *key, const char *value, gboolean *first)
{
  cli_json_append_key (s, key, first);
  cli_json_append_string (s, value);
}

static void
print_board_json (GString *s, const HakemTrf *trf, const HakemTrfBoard *b)
{
  g_autofree char *result = hakem_trf_board_result (b);
  gboolean first = TRUE;
  g_string_append_c (s, '{');
  json_int (s, "board", b->board, &first);
  json_int (s, "white", b->white, &first);
  json_word (s, "white-name", player_name (trf, b->white), &first);
  json_int (s, "black", b->black, &first);
  json_word (s, "black-name", player_name (trf, b->black), &first);
  json_word (s, "colours-known", b->colours_known ? "yes" : "no", &first);
  json_word (s, "result", result, &first); /* NULL is written null */
  g_string_append_c (s, '}');
}

static void
print_bye_json (GString *s, const HakemTrf *trf, const HakemTrfBye *bye)
{
  gboolean first = TRUE;
  char kind[2] = { bye->kind, 0 };
  g_string_append_c (s, '{');
  json_int (s, "player", bye->player, &first);
  json_word (s, "name", player_name (trf, bye->player), &first);
  json_word (s, "kind", kind, &first);
  g_string_append_c (s, '}');
}

static void
print_round_json (const HakemTrf *trf, int round, GArray *boards, GArray *byes)
{
  g_autoptr (GString) s = g_string_new (NULL);
  g_string_append_printf (s, "{\"round\":%d,\"boards\":[", round);
  for (guint i = 0; i < boards->len; i++)
    {
      if (i)
        g_string_append_c (s, ',');
      print_board_json (s, trf, &g_array_index (boards, HakemTrfBoard, i));
    }
  g_string_append (s, "],\"byes\":[");
  for (guint i = 0; i < byes->len; i++)
    {
      if (i)
        g_string_append_c (s, ',');
      print_bye_json (s, trf, &g_array_index (byes, HakemTrfBye, i));
    }
  g_string_append (s, "]}\n");
  fputs (s->str, stdout);
}

static void
print_round_text (const HakemTrf *trf, int round, GArray *boards, GArray *byes)
{
  CliOut o;
  cli_out_init (&o, FALSE);
  cli_out_int (&o, "round", round);
  for (guint i = 0; i < boards->len; i++)
    print_board_text (&o, trf, &g_array_index (boards, HakemTrfBoard, i));
  for (guint i = 0; i < byes->len; i++)
    {
      const HakemTrfBye *bye = &g_array_index (byes, HakemTrfBye, i);
      char kind[2] = { bye->kind, 0 };
      cli_out_int (&o, "player", bye->player);
      cli_out_word (&o, "name", player_name (trf, bye->player));
      cli_out_word (&o, "kind", kind);
    }
  cli_out_finish (&o);
}

/* "BOARD:RESULT" of --result; prints the error and returns FALSE. */
static gboolean
parse_result (const char *text, HakemTrfResult *out)
{
  const char *colon = strchr (text, ':');
  g_autofree char *board = colon ? g_strndup (text, (gsize) (colon - text)) : NULL;
  long k;
  if (!colon || !cli_parse_int (board, 1, 9999, &k)
      || !hakem_trf_result_parse (colon + 1, &out->white, &out->black))
    {
      cli_error (_("--result: '%s' is not BOARD:RESULT (a board number, then 1-0, 0-1, "
                   "1/2-1/2, +/-, -/+ or -/-)"),
                    text);
      return FALSE;
    }
  out->board = (int) k;
  return TRUE;
}

static int
write_results (const HakemTrf *trf, int round, char **texts, const char *output, gboolean json)
{
  guint n = g_strv_length (texts);
  g_autofree HakemTrfResult *results = g_new0 (HakemTrfResult, n);
  for (guint i = 0; i < n; i++)
    if (!parse_result (texts[i], &results[i]))
      return CLI_EXIT_USAGE;
  g_autoptr (GError) error = NULL;
  gsize length = 0;
  g_autofree char *bytes = hakem_trf_write_results (trf, round, results, n, &length, &error);
  if (!bytes)
    return cli_error ("%s", error->message);
  if (!g_file_set_contents (output, bytes, (gssize) length, &error))
    return cli_error ("%s", error->message);
  CliOut o;
  cli_out_init (&o, json);
  cli_out_int (&o, "round", round);
  cli_out_int (&o, "results", n);
  cli_out_word (&o, "output", output);
  cli_out_finish (&o);
  return CLI_EXIT_OK;
}

int
cli_trf (int argc, char **argv)
{
  g_autofree char *output = NULL;
  g_auto (GStrv) results = NULL;
  int round = 0;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "round", 0, 0, G_OPTION_ARG_INT, &round,
      N_("The round (default: the first round paired and not yet played)"), "R" },
      { "result", 0, 0, G_OPTION_ARG_STRING_ARRAY, &results,
        N_("A board's result, such as 3:1-0 (repeat the option for more boards)"),
            "BOARD:RESULT" },
        { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
          N_("Write the file with the results given here"), "OUT.trf" },
          CLI_OUT_JSON_ENTRY (&json), G_OPTION_ENTRY_NULL,
      };
  if (!cli_parse_options ("trf", "FILE", entries, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc < 2)
    return cli_error (_("trf: the tournament report file is required"));
  if (argc > 2)
    return cli_error (_("trf: unexpected argument '%s'"), argv[2]);
  if (results && !output)
    return cli_error (_("trf: --result needs -o OUT.trf, the file to write"));
  if (output && !results)
    return cli_error (_("trf: -o needs at least one --result BOARD:RESULT"));
  g_autoptr (GError) error = NULL;
  g_autoptr (HakemTrf) trf = hakem_trf_read (argv[1], &error);
  if (!trf)
    return cli_error ("%s", error->message);
  if (round == 0)
    round = hakem_trf_default_round (trf);
  if (round == 0)
    return cli_error (_("%s: no round has pairings"), argv[1]);
  if (output)
    return write_results (trf, round, results, output, json);
  g_autoptr (GArray) boards = NULL, byes = NULL;
  if (!hakem_trf_round (trf, round, &boards, &byes, &error))
    return cli_error ("%s", error->message);
  if (json)
    print_round_json (trf, round, boards, byes);
  else
    print_round_text (trf, round, boards, byes);
  return CLI_EXIT_OK;
}
