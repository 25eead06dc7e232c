/* cli-flag.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * hakem-cli flag: the result when a flag has fallen in a position (6.9, 8.6, A.5.3, A.5.5, both
 * flags: Guidelines III.3.1 where the event announced them, else the facts for the arbiter).
 */
#include "cli-ruling.h"

#include "chess-clock.h"

/* Whether the flagged player's move in progress falls in a period with no move count (all the
 * remaining moves): the period is read from the FEN's move number. Without a time control the
 * game is taken as sudden death, as 6.9 alone describes it. */
static gboolean
in_last_period (const char *tc, const ChessPosition *pos, ChessColor player)
{
  ChessTimeControl control;
  int column = 0;
  if (!tc || chess_time_control_parse (&control, tc, &column) != CHESS_TIME_CONTROL_OK
      || control.kind != CHESS_TIME_CONTROL_PERIODS)
    return TRUE;
  /* The player to move is making move 'fullmove'; the other one's clock can only have run out
   * during the move just made (White's is numbered fullmove, Black's fullmove - 1). */
  int move = pos->fullmove;
  if (player != pos->side && player == CHESS_BLACK)
    move--;
  if (move < 1)
    move = 1;
  const ChessTimePeriod *period
    = chess_time_control_period (&control, chess_time_control_period_index (&control, move));
  return !period || period->moves == 0;
}

/* Whether a period of the control gives time per move (an increment or a delay): then Guidelines
 * III do not apply (III.2.2). */
static gboolean
has_increment (const char *tc)
{
  ChessTimeControl control;
  if (!tc || chess_time_control_parse (&control, tc, NULL) != CHESS_TIME_CONTROL_OK
      || control.kind != CHESS_TIME_CONTROL_PERIODS)
    return FALSE;
  for (int i = 0; i < control.n_periods; i++)
    if (control.periods[i].increment > 0)
      return TRUE;
  return FALSE;
}

int
cli_flag (int argc, char **argv)
{
  g_autofree char *fen = NULL, *flagged_text = NULL, *tc = NULL, *supervision_text = NULL;
  g_autofree char *first_text = NULL;
  gboolean claimed = FALSE, both = FALSE, unknown_moves = FALSE, guidelines = FALSE;
  const GOptionEntry entries[] = {
    { "fen", 0, 0, G_OPTION_ARG_STRING, &fen, N_("The position when the flag fell"), "FEN" },
    { "flagged", 0, 0, G_OPTION_ARG_STRING, &flagged_text,
      N_("The player whose flag fell: white or black"), "SIDE" },
    { "tc", 0, 0, G_OPTION_ARG_STRING, &tc,
      N_("The time control as a PGN TimeControl value (default: one period for all moves, "
         "standard play)"), "TC" },
    { "supervision", 0, 0, G_OPTION_ARG_STRING, &supervision_text,
      N_("Rapid and blitz: full (A.4, B.2) or partial (A.5, B.3, assumed when not given)"),
      "full|partial" },
    { "claimed", 0, 0, G_OPTION_ARG_NONE, &claimed,
      N_("The opponent claimed the flag (A.5.3) rather than the arbiter calling it (A.5.5)"),
      NULL },
    { "both", 0, 0, G_OPTION_ARG_NONE, &both, N_("Both flags have fallen"), NULL },
    { "first", 0, 0, G_OPTION_ARG_STRING, &first_text,
      N_("With --both: whose flag fell first, when the clock shows it"), "SIDE" },
    { "unknown-moves", 0, 0, G_OPTION_ARG_NONE, &unknown_moves,
      N_("The scoresheets cannot show that the time control was missed (8.6)"), NULL },
    { "guidelines-iii", 0, 0, G_OPTION_ARG_NONE, &guidelines,
      N_("The event announced Guidelines III (III.2.1): they decide both flags down in an "
         "unknown order, in standard and rapid games without increment"), NULL },
    G_OPTION_ENTRY_NULL,
  };
  if (!cli_parse_options ("flag", "", entries, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc > 1)
    return cli_error (_("flag: unexpected argument '%s'"), argv[1]);
  if (!fen)
    return cli_error (_("flag: --fen FEN is required"));
  if (both && flagged_text)
    return cli_error (_("flag: --both and --flagged together: give --first white|black when the "
                        "clock shows whose flag fell first"));
  if (!both && !flagged_text)
    return cli_error (_("flag: --flagged white|black is required"));
  if (first_text && !both)
    return cli_error (_("flag: --first goes with --both"));

  ChessFlagCase c = {
    .moves_known = !unknown_moves,
    .notice = claimed ? CHESS_FLAG_CLAIMED : CHESS_FLAG_SEEN_BY_ARBITER,
    .guidelines_iii = guidelines,
    .increment = has_increment (tc),
  };
  if (both)
    {
      c.fallen[CHESS_WHITE] = c.fallen[CHESS_BLACK] = true;
      c.order_known = first_text != NULL;
      if (first_text && !cli_parse_side ("--first", first_text, &c.first))
        return CLI_EXIT_USAGE;
    }
  else
    {
      if (!cli_parse_side ("--flagged", flagged_text, &c.first))
        return CLI_EXIT_USAGE;
      c.fallen[c.first] = true;
      c.order_known = true;
    }
  gboolean assumed;
  if (!cli_parse_supervision (supervision_text, &c.supervision, &assumed))
    return CLI_EXIT_USAGE;
  CliPenalty penalty;
  if (!cli_penalty_for_time_control ("--tc", tc, &penalty))
    return CLI_EXIT_USAGE;
  c.time_class = cli_penalty_time_class (&penalty);
  ChessPosition pos;
  if (!cli_parse_fen ("--fen", fen, &pos))
    return CLI_EXIT_USAGE;
  /* With the order unknown, the period is that of the player whose clock was running. */
  c.last_period = in_last_period (tc, &pos, c.order_known ? c.first : pos.side);

  ChessMateContext *ctx = g_malloc (sizeof *ctx);
  chess_mate_context_init (ctx);
  ChessRuling r;
  ChessRulingError err = chess_ruling_flag_case (ctx, &pos, &c, &r);
  g_free (ctx);
  if (err != CHESS_RULING_OK)
    {
      printf ("result: undetermined\n");
      fprintf (stderr, "hakem-cli: %s\n",
               _("flag: could not decide whether the opponent can still checkmate"));
      return CLI_EXIT_FAILURE;
    }
  cli_print_ruling_common (&r);
  printf ("next-period: %s\n", cli_yes_no (r.next_period));
  /* Both flags, order unknown, no Guidelines III: no rule; the facts for the arbiter. */
  if (r.no_rule)
    {
      printf ("rule: none, the arbiter decides\n");
      printf ("white-can-mate: %s\n", r.can_mate[CHESS_WHITE] == CHESS_MATE_YES ? "yes" : "no");
      printf ("black-can-mate: %s\n", r.can_mate[CHESS_BLACK] == CHESS_MATE_YES ? "yes" : "no");
    }
  /* A.5.3: a claim fails when the claimant's own flag is down too; the game then goes on. */
  if (claimed)
    printf ("claim: %s\n", r.verdict == CHESS_VERDICT_CORRECT ? "upheld" : "rejected");
  cli_print_supervision (&penalty, c.supervision, assumed);
  return CLI_EXIT_OK;
}
