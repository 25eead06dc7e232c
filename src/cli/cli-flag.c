/* cli-flag.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * hakem-cli flag: the result when a flag has fallen in a position (6.9, 8.6, A.5.3, A.5.5, both
 * flags: Guidelines III.3.1 where the event announced them, else the facts for the arbiter).
 */
#include "cli-ruling.h"

#include "chess-clock.h"

/* The period the flag fell in, and what that reading rests on. */
typedef struct
{
  int index;        /* chess_time_control_period_index's, or -1 without periods */
  gboolean last;    /* the period has no move count: all the remaining moves */
  int moves;        /* the period's move count (0: all the rest) */
  const char *from; /* "period", "moves", "fen-move-number", "no-time-control" */
} FlagPeriod;

/* Reads --tc as a control with periods; FALSE (nothing printed) when it is none. */
static gboolean
periods_of (const char *tc, ChessTimeControl *control)
{
  return tc && chess_time_control_parse (control, tc, NULL) == CHESS_TIME_CONTROL_OK
         && control->kind == CHESS_TIME_CONTROL_PERIODS && control->n_periods > 0;
}

/* Which period the player's move in progress falls in: from --period, from --moves (the moves
 * the player had completed), or else from the FEN's move number (G_MININT: option not given).
 * Without a control with periods the game is taken as sudden death, as 6.9 alone describes it.
 * Prints the error and returns FALSE on bad input. */
static gboolean
find_period (const char *tc, int period_option, int moves_option, const ChessPosition *pos,
             ChessColor player, FlagPeriod *out)
{
  ChessTimeControl control;
  out->index = -1;
  out->last = TRUE;
  out->moves = 0;
  out->from = "no-time-control";
  if (!periods_of (tc, &control))
    {
      if (period_option != G_MININT)
        {
          cli_error (_ ("--period: the time control (--tc) has no periods to count"));
          return FALSE;
        }
      if (moves_option != G_MININT)
        {
          cli_error (_ ("--moves: the time control (--tc) has no periods to count the moves in"));
          return FALSE;
        }
      return TRUE;
    }
  const ChessTimePeriod *lastp = &control.periods[control.n_periods - 1];
  if (period_option != G_MININT)
    {
      /* A last period with a move count repeats (PGN standard 9.6.1): any number is one. */
      if (period_option > control.n_periods && lastp->moves == 0)
        {
          cli_error (_ ("--period: the time control has %d periods, not %d"), control.n_periods,
                     period_option);
          return FALSE;
        }
      out->index = period_option - 1;
      out->from = "period";
    }
  else
    {
      int move;
      if (moves_option != G_MININT)
        {
          move = moves_option + 1;
          out->from = "moves";
        }
      else
        {
          /* The player to move is making move 'fullmove'; the other one's clock can only have
           * run out during the move just made (White's is numbered fullmove, Black's
           * fullmove - 1). */
          move = pos->fullmove;
          if (player != pos->side && player == CHESS_BLACK)
            move--;
          out->from = "fen-move-number";
        }
      out->index = chess_time_control_period_index (&control, move < 1 ? 1 : move);
    }
  const ChessTimePeriod *period = chess_time_control_period (&control, out->index);
  out->moves = period->moves;
  out->last = period->moves == 0;
  return TRUE;
}

/* Whether a period of the control gives time per move (an increment or a delay): then Guidelines
 * III do not apply (III.2.2). */
static gboolean
has_increment (const char *tc)
{
  ChessTimeControl control;
  if (!periods_of (tc, &control))
    return FALSE;
  for (int i = 0; i < control.n_periods; i++)
    if (control.periods[i].increment > 0)
      return TRUE;
  return FALSE;
}

static const char *
side_name (ChessColor c)
{
  return chess_color_name (c);
}

int
cli_flag (int argc, char **argv)
{
  g_autofree char *fen = NULL, *flagged_text = NULL, *tc = NULL, *supervision_text = NULL;
  g_autofree char *first_text = NULL, *claimed_by_text = NULL;
  gboolean claimed = FALSE, both = FALSE, unknown_moves = FALSE, guidelines = FALSE;
  gboolean json = FALSE;
  /* G_MININT: not given. */
  int period_option = G_MININT, moves_option = G_MININT;
  const GOptionEntry entries[] = {
    { "fen", 0, 0, G_OPTION_ARG_STRING, &fen, N_ ("The position when the flag fell"), "FEN" },
    { "flagged", 0, 0, G_OPTION_ARG_STRING, &flagged_text,
      N_ ("The player whose flag fell: white or black"), "SIDE" },
    { "tc", 0, 0, G_OPTION_ARG_STRING, &tc,
      N_ ("The time control as a PGN TimeControl value (default: one period for all moves, "
          "standard play)"),
      "TC" },
    { "period", 0, 0, G_OPTION_ARG_INT, &period_option,
      N_ ("The flag fell in period N of --tc (default: the period of the FEN's move number)"),
      "N" },
    { "moves", 0, 0, G_OPTION_ARG_INT, &moves_option,
      N_ ("The player whose flag fell had completed N moves (default: the FEN's move number)"),
      "N" },
    { "supervision", 0, 0, G_OPTION_ARG_STRING, &supervision_text,
      N_ ("Rapid and blitz: full (A.4, B.2) or partial (A.5, B.3, assumed when not given)"),
      "full|partial" },
    { "claimed", 0, 0, G_OPTION_ARG_NONE, &claimed,
      N_ ("The opponent claimed the flag (A.5.3) rather than the arbiter calling it (A.5.5)"),
      NULL },
    { "claimed-by", 0, 0, G_OPTION_ARG_STRING, &claimed_by_text,
      N_ ("The player who claimed the flag (A.5.3): white or black"), "SIDE" },
    { "both", 0, 0, G_OPTION_ARG_NONE, &both, N_ ("Both flags have fallen"), NULL },
    { "first", 0, 0, G_OPTION_ARG_STRING, &first_text,
      N_ ("With --both: whose flag fell first, when the clock shows it"), "SIDE" },
    { "unknown-moves", 0, 0, G_OPTION_ARG_NONE, &unknown_moves,
      N_ ("The scoresheets cannot show that the time control was missed (8.6)"), NULL },
    { "guidelines-iii", 0, 0, G_OPTION_ARG_NONE, &guidelines,
      N_ ("The event announced Guidelines III (III.2.1): they decide both flags down in an "
          "unknown order, in standard and rapid games without increment"),
      NULL },
    CLI_OUT_JSON_ENTRY (&json),
    G_OPTION_ENTRY_NULL,
  };
  if (!cli_parse_options ("flag", "", entries, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc > 1)
    return cli_error (_ ("flag: unexpected argument '%s'"), argv[1]);
  if (!fen)
    return cli_error (_ ("flag: --fen FEN is required"));
  if (both && flagged_text)
    return cli_error (_ ("flag: --both and --flagged together: give --first white|black when the "
                         "clock shows whose flag fell first"));
  if (!both && !flagged_text)
    return cli_error (_ ("flag: --flagged white|black is required (or --both)"));
  if (first_text && !both)
    return cli_error (_ ("flag: --first goes with --both"));
  if (period_option != G_MININT && moves_option != G_MININT)
    return cli_error (_ ("flag: --period and --moves together: give one of them"));
  if (period_option != G_MININT && period_option < 1)
    return cli_error (_ ("--period: the periods are numbered from 1, not %d"), period_option);
  if (moves_option != G_MININT && moves_option < 0)
    return cli_error (_ ("--moves: %d is not a number of moves"), moves_option);

  ChessFlagCase c = {
    .moves_known = !unknown_moves,
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
      if (!cli_require_side ("flag", "--flagged", flagged_text, &c.first))
        return CLI_EXIT_USAGE;
      c.fallen[c.first] = true;
      c.order_known = true;
    }
  /* The claimant: named, or with one flag down the opponent of its owner. */
  gboolean claimant_known = FALSE;
  ChessColor claimant = CHESS_WHITE;
  if (claimed_by_text)
    {
      if (!cli_parse_side ("--claimed-by", claimed_by_text, &claimant))
        return CLI_EXIT_USAGE;
      if (!both && claimant == c.first)
        return cli_error (_ ("--claimed-by: %s cannot claim a win on %s's own flag (A.5.3)"),
                          side_name (claimant), side_name (claimant));
      claimant_known = claimed = TRUE;
    }
  else if (claimed && !both)
    {
      claimant = !c.first;
      claimant_known = TRUE;
    }
  c.notice = claimed ? CHESS_FLAG_CLAIMED : CHESS_FLAG_SEEN_BY_ARBITER;
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
  FlagPeriod period;
  if (!find_period (tc, period_option, moves_option, &pos, c.order_known ? c.first : pos.side,
                    &period))
    return CLI_EXIT_USAGE;
  c.last_period = period.last;

  ChessMateContext *ctx = g_malloc (sizeof *ctx);
  chess_mate_context_init (ctx);
  ChessRuling r;
  ChessRulingError err = chess_ruling_flag_case (ctx, &pos, &c, &r);
  g_free (ctx);
  CliOut o;
  cli_out_init (&o, json);
  if (err != CHESS_RULING_OK)
    {
      cli_out_word (&o, "result", "undetermined");
      cli_out_finish (&o);
      fprintf (stderr, "hakem-cli: %s\n",
               _ ("flag: could not decide whether the opponent can still checkmate"));
      return CLI_EXIT_FAILURE;
    }
  if (r.game_over)
    {
      /* 5.1.1, 5.2, 9.6 had ended the game: the flag changes nothing (6.9 does not apply). */
      cli_print_game_over (&o, r.ended_by, r.ended_ply, r.result);
      cli_out_finish (&o);
      return CLI_EXIT_OK;
    }
  cli_print_ruling_common (&o, &r);
  cli_out_yes_no (&o, "next-period", r.next_period);
  /* Both flags, order unknown, no Guidelines III: no rule; the facts for the arbiter. */
  if (r.no_rule)
    {
      cli_out_word (&o, "rule", "none, the arbiter decides");
      cli_out_yes_no (&o, "white-can-mate", r.can_mate[CHESS_WHITE] == CHESS_MATE_YES);
      cli_out_yes_no (&o, "black-can-mate", r.can_mate[CHESS_BLACK] == CHESS_MATE_YES);
    }
  /* A.5.3: a claim fails when the claimant's own flag is down too; the game then goes on. */
  if (claimed)
    cli_out_word (&o, "claim", r.verdict == CHESS_VERDICT_CORRECT ? "upheld" : "rejected");
  cli_print_supervision (&o, &penalty, c.supervision, assumed);
  /* Which period was read, and from what: the move number of a FEN is a guess when the FEN was
   * not written at the flag fall. */
  if (period.index >= 0)
    cli_out_int (&o, "period", period.index + 1);
  else
    cli_out_none (&o, "period");
  if (period.moves > 0)
    cli_out_int (&o, "period-moves", period.moves);
  else
    cli_out_word (&o, "period-moves", "all");
  cli_out_yes_no (&o, "last-period", period.last);
  cli_out_word (&o, "period-from", period.from);
  if (claimant_known)
    cli_out_word (&o, "claimant", side_name (claimant));
  cli_out_finish (&o);
  return CLI_EXIT_OK;
}
