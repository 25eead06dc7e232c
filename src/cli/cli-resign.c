/* cli-resign.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * hakem-cli resign: the result of a resignation (5.1.2): the opponent wins, unless the opponent
 * cannot checkmate by any series of legal moves, when the game is drawn.
 */
#include "cli-ruling.h"

#include "chess-mate.h"

/* The position the player resigned in: --fen, or the game of --pgn after --ply half-moves, and
 * whether the game had already ended by itself there (5.1.1, 5.2, 9.6: the one check every
 * ruling makes first). Prints the error and returns FALSE on bad input. */
static gboolean
resigned_position (ChessMateContext *ctx, const char *fen, const char *pgn, int game_no, int ply,
                   const char *lang, ChessPosition *pos, ChessEnded *ended)
{
  if (fen)
    {
      if (!cli_parse_fen ("--fen", fen, pos))
        return FALSE;
      chess_ended_position (ctx, pos, 1, NULL, ended);
      return TRUE;
    }
  CliRulingInput in;
  gboolean ok = cli_ruling_input_load (&in, pgn, game_no, ply, NULL, lang, FALSE);
  if (ok)
    {
      chess_game_position_at (&in.game, in.ply, pos);
      chess_ended_game (ctx, &in.game, in.ply, ended);
    }
  cli_ruling_input_clear (&in);
  return ok;
}

int
cli_resign (int argc, char **argv)
{
  g_autofree char *fen = NULL, *pgn = NULL, *by_text = NULL, *lang_text = NULL;
  int game_no = 1, ply = -1;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "fen", 0, 0, G_OPTION_ARG_STRING, &fen, N_ ("The position the player resigned in"), "FEN" },
    { "pgn", 0, 0, G_OPTION_ARG_FILENAME, &pgn, N_ ("Or the PGN file of the game"), "FILE" },
    { "game", 0, 0, G_OPTION_ARG_INT, &game_no, N_ ("Which game of the file (default 1)"), "N" },
    { "ply", 0, 0, G_OPTION_ARG_INT, &ply,
      N_ ("The player resigned after P half-moves (default: after the last move)"), "P" },
    { "lang", 0, 0, G_OPTION_ARG_STRING, &lang_text, N_ ("Letters of the moves: en or tr"),
      "LANG" },
    { "by", 0, 0, G_OPTION_ARG_STRING, &by_text, N_ ("The player who resigned: white or black"),
      "SIDE" },
    CLI_OUT_JSON_ENTRY (&json),
    G_OPTION_ENTRY_NULL,
  };
  if (!cli_parse_options ("resign", "", entries, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc > 1)
    return cli_error (_ ("resign: unexpected argument '%s'"), argv[1]);
  if (!fen && !pgn)
    return cli_error (_ ("resign: the position is required: --fen FEN or --pgn FILE"));
  if (fen && pgn)
    return cli_error (_ ("resign: --fen and --pgn together: give one of them"));
  if (fen && (ply >= 0 || game_no != 1 || lang_text))
    return cli_error (_ ("resign: --game, --ply and --lang go with --pgn"));
  ChessColor by;
  if (!cli_require_side ("resign", "--by", by_text, &by))
    return CLI_EXIT_USAGE;
  ChessMateContext *ctx = g_malloc (sizeof *ctx);
  chess_mate_context_init (ctx);
  ChessPosition pos;
  ChessEnded ended;
  if (!resigned_position (ctx, fen, pgn, game_no, ply, lang_text, &pos, &ended))
    {
      g_free (ctx);
      return CLI_EXIT_USAGE;
    }
  CliOut o;
  if (ended.ending != CHESS_ENDING_NONE)
    {
      /* The game had ended at once: a resignation after that changes nothing. */
      g_free (ctx);
      cli_out_init (&o, json);
      cli_print_game_over (&o, ended.ending, ended.ply, ended.result);
      cli_out_finish (&o);
      return CLI_EXIT_OK;
    }
  ChessMateResult *mate = g_new0 (ChessMateResult, 1);
  ChessMateAnswer can = chess_mate_can_checkmate (ctx, &pos, !by, mate);
  ChessMateProof proof = mate->proof;
  g_free (mate);
  g_free (ctx);
  cli_out_init (&o, json);
  if (can == CHESS_MATE_UNDETERMINED)
    {
      cli_out_word (&o, "result", "undetermined");
      cli_out_finish (&o);
      fprintf (stderr, "hakem-cli: %s\n",
               _ ("resign: could not decide whether the opponent can still checkmate"));
      return CLI_EXIT_FAILURE;
    }
  /* 5.1.2 (2023): a draw when the opponent cannot checkmate by any series of legal moves. */
  ChessResult result = can == CHESS_MATE_NO ? CHESS_RESULT_DRAW
                       : by == CHESS_WHITE  ? CHESS_RESULT_BLACK_WINS
                                            : CHESS_RESULT_WHITE_WINS;
  cli_out_word (&o, "result", chess_result_to_string (result));
  cli_out_list_begin (&o, "articles");
  cli_out_list_word (&o, "5.1.2");
  cli_out_list_end (&o);
  cli_out_yes_no (&o, "opponent-can-mate", can == CHESS_MATE_YES);
  cli_out_word (&o, "proof", cli_mate_proof (proof));
  cli_out_word (&o, "resigned", chess_color_name (by));
  cli_out_finish (&o);
  return CLI_EXIT_OK;
}
