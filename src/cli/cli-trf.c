/* cli-trf.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * hakem-cli trf: a round of a Tournament Report File (FIDE TRF16 or TRF-2026): its boards in
 * the published order and its byes, or the file written back with results for its boards; with
 * a feed, each board's result gathered from the boards' PGN and the desks' case files, checked,
 * and written as TRF, CSV and PDF.
 */
#include <string.h>

#include "hakem-report-results.h"
#include "hakem-round-results.h"

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
      cli_error (_ ("--result: '%s' is not BOARD:RESULT (a board number, then 1-0, 0-1, "
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

/* One board of the results: its pairing, result, where it came from, whether it is accepted,
 * what it waits for. */
static void
results_board_text (CliOut *o, HakemRoundPairing *p)
{
  char w, b;
  HakemResultSource source;
  gboolean has = hakem_round_pairing_get_result (p, &w, &b, &source);
  g_autofree char *result = has ? hakem_round_result_text (w, b) : NULL;
  g_autofree char *doubt = hakem_round_pairing_get_doubt (p);
  g_autofree char *mismatch = hakem_round_detail_to_text (hakem_round_pairing_get_mismatch (p));
  cli_out_int (o, "board", hakem_round_pairing_get_number (p));
  cli_out_int (o, "white", hakem_round_pairing_get_player (p, CHESS_WHITE)->number);
  cli_out_int (o, "black", hakem_round_pairing_get_player (p, CHESS_BLACK)->number);
  if (result)
    cli_out_word (o, "result", result);
  else
    cli_out_none (o, "result");
  cli_out_word (o, "source", hakem_result_source_name (source));
  cli_out_yes_no (o, "accepted", hakem_round_pairing_is_accepted (p));
  if (mismatch)
    cli_out_word (o, "mismatch", mismatch);
  if (doubt)
    cli_out_word (o, "doubt", doubt);
}

static void
results_board_json (GString *s, HakemRoundPairing *p)
{
  char w, b;
  HakemResultSource source;
  gboolean has = hakem_round_pairing_get_result (p, &w, &b, &source);
  g_autofree char *result = has ? hakem_round_result_text (w, b) : NULL;
  g_autofree char *doubt = hakem_round_pairing_get_doubt (p);
  g_autofree char *mismatch = hakem_round_detail_to_text (hakem_round_pairing_get_mismatch (p));
  gboolean first = TRUE;
  g_string_append_c (s, '{');
  json_int (s, "board", hakem_round_pairing_get_number (p), &first);
  json_int (s, "white", hakem_round_pairing_get_player (p, CHESS_WHITE)->number, &first);
  json_int (s, "black", hakem_round_pairing_get_player (p, CHESS_BLACK)->number, &first);
  json_word (s, "result", result, &first);
  json_word (s, "source", hakem_result_source_name (source), &first);
  json_word (s, "accepted", hakem_round_pairing_is_accepted (p) ? "yes" : "no", &first);
  json_word (s, "mismatch", mismatch, &first);
  json_word (s, "doubt", doubt, &first);
  g_string_append_c (s, '}');
}

typedef struct
{
  char **results; /* --result BOARD:RESULT */
  char **confirm; /* --confirm BOARD */
  const char *feed, *output, *csv, *pdf;
  gboolean json;
} ResultsOptions;

/* The results mode: the round from its pairings, the feed read once, the arbiter's entries and
 * confirmations applied, then the files written. */
static int
gather_results (const char *path, int round, const ResultsOptions *opt)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (HakemRoundPairings) pairings = hakem_round_pairings_new_for_path (path, round, &error);
  if (!pairings)
    return cli_error ("%s", error->message);
  g_autoptr (HakemRoundFeed) feed = NULL;
  if (opt->feed)
    {
      g_autoptr (GFile) location = g_file_new_for_commandline_arg (opt->feed);
      feed = hakem_round_feed_new (location);
      hakem_round_pairings_follow (pairings, feed, location);
      if (!hakem_round_feed_scan (feed, &error))
        return cli_error ("%s", error->message);
      hakem_round_pairings_read_desks (pairings);
    }
  for (guint i = 0; opt->results && opt->results[i]; i++)
    {
      HakemTrfResult r;
      if (!parse_result (opt->results[i], &r))
        return CLI_EXIT_USAGE;
      HakemRoundPairing *p = hakem_round_pairings_get_pairing (pairings, r.board);
      if (!p)
        return cli_error (_ ("--result: round %d has no board %d"),
                          hakem_round_pairings_get_round (pairings), r.board);
      g_autofree char *text = hakem_round_result_text (r.white, r.black);
      hakem_round_pairing_enter_result (p, text);
    }
  for (guint i = 0; opt->confirm && opt->confirm[i]; i++)
    {
      long k;
      HakemRoundPairing *p = cli_parse_int (opt->confirm[i], 1, 9999, &k)
                                 ? hakem_round_pairings_get_pairing (pairings, (int) k)
                                 : NULL;
      if (!p)
        return cli_error (_ ("--confirm: '%s' is not a board of round %d"), opt->confirm[i],
                          hakem_round_pairings_get_round (pairings));
      hakem_round_pairing_confirm (p);
    }
  if (opt->output)
    {
      gsize length = 0;
      g_autofree char *bytes = hakem_round_pairings_write_trf (pairings, &length, &error);
      if (!bytes || !g_file_set_contents (opt->output, bytes, (gssize) length, &error))
        return cli_error ("%s", error->message);
    }
  if (opt->csv)
    {
      g_autofree char *csv = hakem_round_pairings_to_csv (pairings);
      if (!g_file_set_contents (opt->csv, csv, -1, &error))
        return cli_error ("%s", error->message);
    }
  if (opt->pdf && !hakem_report_write_results_pdf (pairings, HAKEM_PAPER_A4, opt->pdf, &error))
    return cli_error ("%s", error->message);

  guint waiting = 0;
  guint accepted = hakem_round_pairings_count_results (pairings, &waiting);
  GListModel *list = hakem_round_pairings_get_pairings (pairings);
  guint n = g_list_model_get_n_items (list);
  if (opt->json)
    {
      g_autoptr (GString) s = g_string_new (NULL);
      g_string_append_printf (s, "{\"round\":%d,\"boards\":[",
                              hakem_round_pairings_get_round (pairings));
      for (guint i = 0; i < n; i++)
        {
          g_autoptr (HakemRoundPairing) p = g_list_model_get_item (list, i);
          if (i)
            g_string_append_c (s, ',');
          results_board_json (s, p);
        }
      g_string_append_printf (s, "],\"accepted\":%u,\"waiting\":%u", accepted, waiting);
      gboolean first = FALSE;
      if (opt->output)
        json_word (s, "output", opt->output, &first);
      if (opt->csv)
        json_word (s, "csv", opt->csv, &first);
      if (opt->pdf)
        json_word (s, "pdf", opt->pdf, &first);
      g_string_append (s, "}\n");
      fputs (s->str, stdout);
      return CLI_EXIT_OK;
    }
  CliOut o;
  cli_out_init (&o, FALSE);
  cli_out_int (&o, "round", hakem_round_pairings_get_round (pairings));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (HakemRoundPairing) p = g_list_model_get_item (list, i);
      results_board_text (&o, p);
    }
  cli_out_int (&o, "accepted", accepted);
  cli_out_int (&o, "waiting", waiting);
  if (opt->output)
    cli_out_word (&o, "output", opt->output);
  if (opt->csv)
    cli_out_word (&o, "csv", opt->csv);
  if (opt->pdf)
    cli_out_word (&o, "pdf", opt->pdf);
  cli_out_finish (&o);
  return CLI_EXIT_OK;
}

int
cli_trf (int argc, char **argv)
{
  g_autofree char *output = NULL;
  g_autofree char *feed = NULL;
  g_autofree char *csv = NULL;
  g_autofree char *pdf = NULL;
  g_auto (GStrv) results = NULL;
  g_auto (GStrv) confirm = NULL;
  int round = 0;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "round", 0, 0, G_OPTION_ARG_INT, &round,
      N_ ("The round (default: the first round paired and not yet played)"), "R" },
    { "result", 0, 0, G_OPTION_ARG_STRING_ARRAY, &results,
      N_ ("A board's result, such as 3:1-0 (repeat the option for more boards)"), "BOARD:RESULT" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_ ("Write the file with the results given here"), "OUT.trf" },
    { "feed", 0, 0, G_OPTION_ARG_FILENAME, &feed,
      N_ ("Gather the results from the round's PGN file or folder and the desks' case files"),
      "DIR" },
    { "confirm", 0, 0, G_OPTION_ARG_STRING_ARRAY, &confirm,
      N_ ("Accept a board's result that contradicts its position or pairing (repeatable)"),
      "BOARD" },
    { "csv", 0, 0, G_OPTION_ARG_FILENAME, &csv, N_ ("Write the results list as CSV"), "OUT.csv" },
    { "pdf", 0, 0, G_OPTION_ARG_FILENAME, &pdf, N_ ("Write the results list as PDF (A4)"),
      "OUT.pdf" },
    CLI_OUT_JSON_ENTRY (&json),
    G_OPTION_ENTRY_NULL,
  };
  if (!cli_parse_options ("trf", "FILE", entries, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc < 2)
    return cli_error (_ ("trf: the tournament report file is required"));
  if (argc > 2)
    return cli_error (_ ("trf: unexpected argument '%s'"), argv[2]);
  gboolean gathering = feed || confirm || csv || pdf;
  if (gathering)
    {
      ResultsOptions opt = { results, confirm, feed, output, csv, pdf, json };
      return gather_results (argv[1], round, &opt);
    }
  if (results && !output)
    return cli_error (_ ("trf: --result needs -o OUT.trf, the file to write"));
  if (output && !results)
    return cli_error (_ ("trf: -o needs at least one --result BOARD:RESULT"));
  g_autoptr (GError) error = NULL;
  g_autoptr (HakemTrf) trf = hakem_trf_read (argv[1], &error);
  if (!trf)
    return cli_error ("%s", error->message);
  if (round == 0)
    round = hakem_trf_default_round (trf);
  if (round == 0)
    return cli_error (_ ("%s: no round has pairings"), argv[1]);
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
