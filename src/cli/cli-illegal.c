/* cli-illegal.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * hakem-cli illegal: the ruling on a completed illegal move (7.5.1 to 7.5.5, A.3).
 */
#include "cli-ruling.h"

int
cli_illegal (int argc, char **argv)
{
  g_autofree char *pgn = NULL, *tc = NULL, *lang_text = NULL;
  int game_no = 1, ply = -1, previous = 0;
  const GOptionEntry entries[] = {
    { "pgn", 0, 0, G_OPTION_ARG_FILENAME, &pgn, N_("The PGN file of the game"), "FILE" },
    { "game", 0, 0, G_OPTION_ARG_INT, &game_no, N_("Which game of the file (default 1)"), "N" },
    { "ply", 0, 0, G_OPTION_ARG_INT, &ply, N_("The illegal move was completed by the player to move after P half-moves"), "P" },
    { "previous", 0, 0, G_OPTION_ARG_INT, &previous, N_("Illegal moves that player completed before in this game (default 0)"), "N" },
    { "tc", 0, 0, G_OPTION_ARG_STRING, &tc, N_("The time control as a PGN TimeControl value (default: the game's tag)"), "TC" },
    { "lang", 0, 0, G_OPTION_ARG_STRING, &lang_text, N_("Letters of the moves: en or tr"), "LANG" },
    { NULL },
  };
  if (!cli_parse_options ("illegal", "", entries, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc > 1)
    return cli_error (_("illegal: unexpected argument '%s'"), argv[1]);
  if (!pgn)
    return cli_error (_("illegal: --pgn FILE is required"));
  if (ply < 0)
    return cli_error (_("illegal: --ply P is required (P half-moves were played before the illegal move)"));
  if (previous < 0)
    return cli_error (_("--previous: %d is not a count of earlier illegal moves"), previous);
  CliRulingInput in;
  int exit_code = CLI_EXIT_OK;
  if (!cli_ruling_input_load (&in, pgn, game_no, ply, tc, lang_text))
    {
      exit_code = CLI_EXIT_USAGE;
      goto out;
    }

  ChessMateContext *ctx = g_malloc (sizeof *ctx);
  chess_mate_context_init (ctx);
  ChessRuling r;
  ChessRulingError err = chess_ruling_illegal (ctx, &in.game, ply, previous,
                                               in.penalty.seconds, in.penalty.rapid_or_blitz, &r);
  g_free (ctx);
  if (err == CHESS_RULING_ERROR_UNDETERMINED)
    {
      printf ("result: undetermined\n");
      fprintf (stderr, "hakem-cli: %s\n",
               _("illegal: could not decide whether the opponent can still checkmate"));
      exit_code = CLI_EXIT_FAILURE;
      goto out;
    }
  if (err != CHESS_RULING_OK)
    {
      exit_code = cli_error (_("--ply: %d is outside the game"), ply);
      goto out;
    }
  cli_print_ruling_common (&r);
  printf ("restore-ply: %d\n", r.restore_ply);
  printf ("time-class: %s\n", in.penalty.class_name);
out:
  cli_ruling_input_clear (&in);
  return exit_code;
}
