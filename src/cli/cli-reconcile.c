/* cli-reconcile.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * hakem-cli reconcile: White's and Black's scoresheets of one game, each with its mistakes, and
 * the legal game that explains both best, with every discrepancy and near-equal alternatives.
 */
#include "cli-common.h"
#include "cli-json.h"
#include "cli-out.h"
#include "cli-reconcile-sheet.h"

#include "chess-reconcile.h"

/* The game's moves as SAN with English letters, and the position after them. */
static char **
game_sans (const ChessPosition *start, const ChessReconcileGame *g, ChessPosition *end)
{
  char **sans = g_new0 (char *, (gsize) g->count + 1);
  ChessPosition pos = *start;
  for (int k = 0; k < g->count; k++)
    {
      char buf[CHESS_SAN_MAX];
      sans[k] = g_strdup (chess_san_write (&pos, g->moves[k], CHESS_SAN_ENGLISH, buf, sizeof buf));
      ChessUndo undo;
      chess_position_make (&pos, g->moves[k], &undo);
    }
  if (end)
    *end = pos;
  return sans;
}

/* PGN movetext: "1. e4 e5 2. Nf3", or "12... Nf6 13. ..." from Black to move. */
static char *
movetext (const ChessPosition *start, char **sans)
{
  GString *s = g_string_new (NULL);
  int number = start->fullmove;
  ChessColor side = start->side;
  for (int k = 0; sans[k]; k++)
    {
      if (k > 0)
        g_string_append_c (s, ' ');
      if (side == CHESS_WHITE)
        g_string_append_printf (s, "%d. ", number);
      else if (k == 0)
        g_string_append_printf (s, "%d... ", number);
      g_string_append (s, sans[k]);
      if (side == CHESS_BLACK)
        number++;
      side = !side;
    }
  return g_string_free (s, FALSE);
}

static const char *
written_text (const CliSheet sheets[2], const ChessReconcileDiscrepancy *d)
{
  if (d->cell < 0)
    return "none";
  const char *t = sheets[d->sheet].sheet.cells[d->cell];
  return t && *t ? t : "-";
}

static const char *
sheet_name (ChessColor c)
{
  return c == CHESS_WHITE ? "white" : "black";
}

static void
print_text (const ChessPosition *start, const CliSheet sheets[2], const ChessReconcileResult *r,
            char **sans, char **played, const char *final_fen, const char *final_state)
{
  CliOut o;
  cli_out_init (&o, FALSE);
  g_autofree char *text = movetext (start, sans);
  cli_out_word (&o, "moves", text);
  cli_out_int (&o, "plies", r->game.count);
  cli_out_word (&o, "final-fen", final_fen);
  cli_out_word (&o, "final-position", final_state);
  cli_out_word (&o, "letters-white", chess_san_language_code (r->lang[0]));
  cli_out_word (&o, "letters-black", chess_san_language_code (r->lang[1]));
  cli_out_int (&o, "cost", r->game.cost);
  for (int k = 0; k < r->discrepancy_count; k++)
    {
      const ChessReconcileDiscrepancy *d = &r->discrepancies[k];
      g_autofree char *line = g_strdup_printf (
          "ply %d sheet %s written %s played %s kind %s", d->ply, sheet_name (d->sheet),
          written_text (sheets, d), d->played ? played[d->ply - 1] : "none",
          chess_reconcile_kind_name (d->kind));
      cli_out_word (&o, "discrepancy", line);
    }
  cli_out_int (&o, "alternatives", r->alternative_count);
  for (int a = 0; a < r->alternative_count; a++)
    {
      g_auto (GStrv) alt = game_sans (start, &r->alternatives[a], NULL);
      g_autofree char *alt_text = movetext (start, alt);
      g_autofree char *line
          = g_strdup_printf ("cost %d moves %s", r->alternatives[a].cost, alt_text);
      cli_out_word (&o, "alternative", line);
    }
  cli_out_finish (&o);
}

static void
json_sans (GString *j, char **sans)
{
  g_string_append_c (j, '[');
  for (int k = 0; sans[k]; k++)
    {
      if (k > 0)
        g_string_append_c (j, ',');
      cli_json_append_string (j, sans[k]);
    }
  g_string_append_c (j, ']');
}

static void
json_discrepancies (GString *j, const CliSheet sheets[2], const ChessReconcileResult *r,
                    char **played)
{
  g_string_append_c (j, '[');
  for (int k = 0; k < r->discrepancy_count; k++)
    {
      const ChessReconcileDiscrepancy *d = &r->discrepancies[k];
      gboolean first = TRUE;
      g_string_append (j, k ? ",{" : "{");
      cli_json_append_key (j, "ply", &first);
      g_string_append_printf (j, "%d", d->ply);
      cli_json_append_key (j, "sheet", &first);
      cli_json_append_string (j, sheet_name (d->sheet));
      cli_json_append_key (j, "written", &first);
      cli_json_append_string (j, d->cell < 0 ? NULL : written_text (sheets, d));
      cli_json_append_key (j, "played", &first);
      cli_json_append_string (j, d->played ? played[d->ply - 1] : NULL);
      cli_json_append_key (j, "kind", &first);
      cli_json_append_string (j, chess_reconcile_kind_name (d->kind));
      g_string_append_c (j, '}');
    }
  g_string_append_c (j, ']');
}

static void
print_json (const ChessPosition *start, const CliSheet sheets[2], const ChessReconcileResult *r,
            char **sans, const char *final_fen, const char *final_state)
{
  GString *j = g_string_new ("{");
  gboolean first = TRUE;
  cli_json_append_key (j, "moves", &first);
  json_sans (j, sans);
  cli_json_append_key (j, "plies", &first);
  g_string_append_printf (j, "%d", r->game.count);
  cli_json_append_key (j, "final-fen", &first);
  cli_json_append_string (j, final_fen);
  cli_json_append_key (j, "final-position", &first);
  cli_json_append_string (j, final_state);
  cli_json_append_key (j, "letters-white", &first);
  cli_json_append_string (j, chess_san_language_code (r->lang[0]));
  cli_json_append_key (j, "letters-black", &first);
  cli_json_append_string (j, chess_san_language_code (r->lang[1]));
  cli_json_append_key (j, "cost", &first);
  g_string_append_printf (j, "%d", r->game.cost);
  cli_json_append_key (j, "discrepancies", &first);
  json_discrepancies (j, sheets, r, sans);
  cli_json_append_key (j, "alternatives", &first);
  g_string_append_c (j, '[');
  for (int a = 0; a < r->alternative_count; a++)
    {
      g_auto (GStrv) alt = game_sans (start, &r->alternatives[a], NULL);
      gboolean f = TRUE;
      g_string_append (j, a ? ",{" : "{");
      cli_json_append_key (j, "moves", &f);
      json_sans (j, alt);
      cli_json_append_key (j, "cost", &f);
      g_string_append_printf (j, "%d}", r->alternatives[a].cost);
    }
  g_string_append (j, "]}\n");
  fputs (j->str, stdout);
  g_string_free (j, TRUE);
}

static int
run (const ChessPosition *start, const CliSheet sheets[2], const ChessPosition *final,
     gboolean json)
{
  ChessReconcileSheet views[2] = { sheets[0].sheet, sheets[1].sheet };
  ChessReconcileResult r;
  if (!chess_reconcile (start, views, final, &r))
    return cli_error (_ ("reconcile: the sheets are too long"));
  ChessPosition end;
  g_auto (GStrv) sans = game_sans (start, &r.game, &end);
  char fen[CHESS_FEN_MAX];
  chess_position_to_fen (&end, CHESS_FEN_STYLE_XFEN, fen, sizeof fen);
  const char *state = !final ? "not-given" : r.final_reached ? "reached" : "not-reached";
  if (json)
    print_json (start, sheets, &r, sans, fen, state);
  else
    print_text (start, sheets, &r, sans, sans, fen, state);
  chess_reconcile_result_clear (&r);
  return CLI_EXIT_OK;
}

int
cli_reconcile (int argc, char **argv)
{
  g_autofree char *white = NULL, *black = NULL, *fen = NULL, *final_fen = NULL;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "white", 0, 0, G_OPTION_ARG_FILENAME, &white, N_ ("White's scoresheet"), "FILE" },
    { "black", 0, 0, G_OPTION_ARG_FILENAME, &black, N_ ("Black's scoresheet"), "FILE" },
    { "fen", 0, 0, G_OPTION_ARG_STRING, &fen, N_ ("The start position (default: the initial one)"),
      "FEN" },
    { "final-fen", 0, 0, G_OPTION_ARG_STRING, &final_fen,
      N_ ("The position on the board at the end, when known"), "FEN" },
    CLI_OUT_JSON_ENTRY (&json),
    G_OPTION_ENTRY_NULL,
  };
  if (!cli_parse_options ("reconcile", "", entries, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc > 1)
    return cli_error (_ ("reconcile: unexpected argument '%s'"), argv[1]);
  if (!white || !black)
    return cli_error (_ ("reconcile: both sheets are required: --white FILE --black FILE"));
  ChessPosition start, final;
  if (fen ? !cli_parse_fen ("--fen", fen, &start) : (chess_position_init_start (&start), FALSE))
    return CLI_EXIT_USAGE;
  if (final_fen && !cli_parse_fen ("--final-fen", final_fen, &final))
    return CLI_EXIT_USAGE;
  CliSheet sheets[2] = { 0 };
  int status = CLI_EXIT_USAGE;
  if (cli_sheet_load (white, start.side == CHESS_BLACK, &sheets[0])
      && cli_sheet_load (black, start.side == CHESS_BLACK, &sheets[1]))
    status = run (&start, sheets, final_fen ? &final : NULL, json);
  cli_sheet_clear (&sheets[0]);
  cli_sheet_clear (&sheets[1]);
  return status;
}
