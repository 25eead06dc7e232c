/* cli-illegal.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * hakem-cli illegal: the ruling on an irregular move (7.5.1 to 7.5.5, A.3, A.4, A.5.2, B.2, B.3).
 */
#include "cli-ruling.h"

#include <string.h>

#include "chess-san.h"
#include "hakem-san-text.h"

static const char *const kind_names[] = { "illegal", "no-promotion", "clock", "two-hands" };

static gboolean
parse_kind (const char *text, ChessIrregularity *out)
{
  if (!text)
    {
      *out = CHESS_IRREGULARITY_ILLEGAL_MOVE;
      return TRUE;
    }
  for (gsize i = 0; i < G_N_ELEMENTS (kind_names); i++)
    if (strcmp (text, kind_names[i]) == 0)
      {
        *out = (ChessIrregularity) i;
        return TRUE;
      }
  cli_error (_ ("--kind: '%s' is none of illegal, no-promotion, clock, two-hands"), text);
  return FALSE;
}

/* Reads --move in the position before the irregularity. 7.5.2's pawn move may be written without
 * its piece (a8, a7a8): any of the promotions names the pawn and its square. 7.5.4's move may be
 * one that is not legal there: then the case has no move (7.5.1 applies). */
static gboolean
read_move (const ChessPosition *pos, ChessIrregularity kind, const char *text,
           ChessSanLanguage lang, ChessMove *out)
{
  ChessSanReading r;
  ChessSanError err = chess_san_read (pos, text, lang, 0, &r);
  *out = r.move;
  if (err == CHESS_SAN_OK)
    return TRUE;
  if (kind == CHESS_IRREGULARITY_NO_PROMOTION && err == CHESS_SAN_ERROR_PROMOTION_MISSING
      && r.candidate_count > 0)
    {
      *out = r.candidates[0];
      return TRUE;
    }
  if (kind == CHESS_IRREGULARITY_TWO_HANDS
      && (err == CHESS_SAN_ERROR_NO_SUCH_MOVE || err == CHESS_SAN_ERROR_KING_IN_CHECK
          || err == CHESS_SAN_ERROR_CASTLING || err == CHESS_SAN_ERROR_PIECE_MISMATCH))
    {
      *out = CHESS_MOVE_NONE;
      return TRUE;
    }
  g_autofree char *why = hakem_san_error_message (pos, text, err, &r, lang);
  cli_error ("--move: %s", why);
  return FALSE;
}

int
cli_illegal (int argc, char **argv)
{
  g_autofree char *pgn = NULL, *tc = NULL, *lang_text = NULL, *kind_text = NULL;
  g_autofree char *move_text = NULL, *supervision_text = NULL;
  int game_no = 1, ply = -1, previous = 0;
  gboolean opponent_moved = FALSE, both_kings = FALSE, put_right = FALSE, json = FALSE;
  const GOptionEntry entries[] = {
    { "pgn", 0, 0, G_OPTION_ARG_FILENAME, &pgn, N_ ("The PGN file of the game"), "FILE" },
    { "game", 0, 0, G_OPTION_ARG_INT, &game_no, N_ ("Which game of the file (default 1)"), "N" },
    { "ply", 0, 0, G_OPTION_ARG_INT, &ply,
      N_ ("The illegal move was completed by the player to move after P half-moves"), "P" },
    { "previous", 0, 0, G_OPTION_ARG_INT, &previous,
      N_ ("Illegal moves that player completed before in this game: 0 (the default) or 1"), "N" },
    { "tc", 0, 0, G_OPTION_ARG_STRING, &tc,
      N_ ("The time control as a PGN TimeControl value (default: the game's tag)"), "TC" },
    { "lang", 0, 0, G_OPTION_ARG_STRING, &lang_text, N_ ("Letters of the moves: en or tr"),
      "LANG" },
    { "kind", 0, 0, G_OPTION_ARG_STRING, &kind_text,
      N_ ("illegal (7.5.1, the default), no-promotion (7.5.2), clock (7.5.3) or two-hands "
          "(7.5.4)"),
      "KIND" },
    { "move", 0, 0, G_OPTION_ARG_STRING, &move_text,
      N_ ("no-promotion: the pawn's move; two-hands: the move that was made (SAN or UCI)"),
      "MOVE" },
    { "supervision", 0, 0, G_OPTION_ARG_STRING, &supervision_text,
      N_ ("Rapid and blitz: full (A.4, B.2) or partial (A.5, B.3, assumed when not given)"),
      "full|partial" },
    { "opponent-moved", 0, 0, G_OPTION_ARG_NONE, &opponent_moved,
      N_ ("The opponent had made the next move before anyone acted (A.5.2)"), NULL },
    { "both-kings-in-check", 0, 0, G_OPTION_ARG_NONE, &both_kings,
      N_ ("The illegal move left both kings in check: an illegal position (A.5.4)"), NULL },
    { "put-right", 0, 0, G_OPTION_ARG_NONE, &put_right,
      N_ ("The opponent's next move put the illegal position right (A.5.4)"), NULL },
    CLI_OUT_JSON_ENTRY (&json),
    G_OPTION_ENTRY_NULL,
  };
  if (!cli_parse_options ("illegal", "", entries, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc > 1)
    return cli_error (_ ("illegal: unexpected argument '%s'"), argv[1]);
  if (!pgn)
    return cli_error (_ ("illegal: --pgn FILE is required"));
  if (ply < 0)
    return cli_error (_ ("illegal: --ply P is required (P half-moves were played before the "
                         "illegal move)"));
  if (previous < 0)
    return cli_error (_ ("--previous: %d is not a count of earlier illegal moves"), previous);
  /* 7.5.5: the second completed illegal move ends the game, so no player has two before. */
  if (previous > 1)
    return cli_error (_ ("--previous: %d: a player's second illegal move ends the game (7.5.5), "
                         "so there cannot be more than 1 before this one"),
                      previous);
  ChessIrregularityCase c = { .ply = ply,
                              .previous = previous,
                              .opponent_moved = opponent_moved,
                              .illegal_position = both_kings,
                              .position_put_right = put_right };
  gboolean assumed;
  if (!parse_kind (kind_text, &c.kind)
      || !cli_parse_supervision (supervision_text, &c.supervision, &assumed))
    return CLI_EXIT_USAGE;
  if (move_text
      && (c.kind == CHESS_IRREGULARITY_ILLEGAL_MOVE || c.kind == CHESS_IRREGULARITY_CLOCK_ONLY))
    return cli_error (_ ("--move: only --kind no-promotion or two-hands takes a move, not %s"),
                      kind_names[c.kind]);
  if (!move_text && c.kind == CHESS_IRREGULARITY_NO_PROMOTION)
    return cli_error (_ ("illegal: --kind no-promotion needs --move, the pawn's move"));
  if (both_kings && c.kind != CHESS_IRREGULARITY_ILLEGAL_MOVE)
    return cli_error (_ ("--both-kings-in-check: only an illegal move (--kind illegal) leaves "
                         "both kings in check"));

  CliRulingInput in;
  int exit_code = CLI_EXIT_OK;
  ChessMateContext *ctx = NULL;
  if (!cli_ruling_input_load (&in, pgn, game_no, ply, tc, lang_text, TRUE))
    {
      exit_code = CLI_EXIT_USAGE;
      goto out;
    }
  ChessPosition pos;
  chess_game_position_at (&in.game, ply, &pos);
  if (move_text && !read_move (&pos, c.kind, move_text, in.lang, &c.move))
    {
      exit_code = CLI_EXIT_USAGE;
      goto out;
    }
  cli_penalty_apply_supervision (&in.penalty, c.supervision);
  c.penalty_seconds = in.penalty.seconds;
  c.time_class = cli_penalty_time_class (&in.penalty);
  /* A.5.2: a record holding the opponent's next move shows he has moved (the session reads the
   * record the same way). */
  if (ply + 2 <= in.game.count)
    c.opponent_moved = true;

  ctx = g_malloc (sizeof *ctx);
  chess_mate_context_init (ctx);
  ChessRuling r;
  ChessRulingError err = chess_ruling_irregularity (ctx, &in.game, &c, &r);
  CliOut o;
  if (err == CHESS_RULING_ERROR_UNDETERMINED)
    {
      cli_out_init (&o, json);
      cli_out_word (&o, "result", "undetermined");
      cli_out_finish (&o);
      fprintf (stderr, "hakem-cli: %s\n",
               _ ("illegal: could not decide whether the opponent can still checkmate"));
      exit_code = CLI_EXIT_FAILURE;
      goto out;
    }
  if (err == CHESS_RULING_ERROR_MOVE)
    {
      exit_code = cli_error (_ ("--move: '%s' is not a pawn reaching the last rank after %d "
                                "half-moves (7.5.2)"),
                             move_text, ply);
      goto out;
    }
  if (err != CHESS_RULING_OK)
    {
      exit_code = cli_error (_ ("--ply: %d is outside the game"), ply);
      goto out;
    }
  cli_out_init (&o, json);
  if (r.game_over)
    {
      /* 5.1.1, 5.2, 9.6 had ended the game: nothing after that is a move of it (7.5). */
      cli_print_game_over (&o, r.ended_by, r.ended_ply, r.result);
      cli_out_finish (&o);
      goto out;
    }
  cli_print_ruling_common (&o, &r);
  /* Nothing to reinstate (the move stands, the game had ended, A.5.4): "none", not -1. */
  cli_out_int_or_none (&o, "restore-ply", r.restore_ply);
  cli_out_word (&o, "time-class", in.penalty.class_name);
  if (r.replacement != CHESS_MOVE_NONE)
    {
      char san[CHESS_SAN_MAX];
      cli_out_word (&o, "replacement",
                    chess_san_write (&pos, r.replacement, in.lang, san, sizeof san));
    }
  else
    cli_out_none (&o, "replacement");
  cli_out_yes_no (&o, "stands", r.stands);
  cli_print_supervision (&o, &in.penalty, c.supervision, assumed);
  cli_out_finish (&o);
out:
  g_free (ctx);
  cli_ruling_input_clear (&in);
  return exit_code;
}
