/* cli-claim.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * hakem-cli claim: rules on a draw claim (9.2 threefold, 9.3 fifty moves) at a ply of a PGN game.
 */
#include "cli-ruling.h"

#include <string.h>

#include "chess-mate.h"
#include "chess-ruling.h"
#include "chess-san.h"
#include "hakem-san-text.h"

int
cli_claim (int argc, char **argv)
{
  g_autofree char *pgn = NULL, *kind_text = NULL, *by_text = NULL, *intended_text = NULL;
  g_autofree char *tc = NULL, *lang_text = NULL, *supervision_text = NULL;
  int game_no = 1, ply = -1;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "pgn", 0, 0, G_OPTION_ARG_FILENAME, &pgn, N_ ("The PGN file of the game"), "FILE" },
    { "game", 0, 0, G_OPTION_ARG_INT, &game_no, N_ ("Which game of the file (default 1)"), "N" },
    { "ply", 0, 0, G_OPTION_ARG_INT, &ply,
      N_ ("The claim is made after P half-moves (default: after the last move)"), "P" },
    { "kind", 0, 0, G_OPTION_ARG_STRING, &kind_text, N_ ("threefold (9.2) or fifty (9.3)"),
      "KIND" },
    { "by", 0, 0, G_OPTION_ARG_STRING, &by_text, N_ ("The claimant: white or black"), "SIDE" },
    { "intended", 0, 0, G_OPTION_ARG_STRING, &intended_text,
      N_ ("The move written down but not played (9.2.1.1, 9.3.1)"), "SAN" },
    { "tc", 0, 0, G_OPTION_ARG_STRING, &tc,
      N_ ("The time control as a PGN TimeControl value (default: the game's tag)"), "TC" },
    { "lang", 0, 0, G_OPTION_ARG_STRING, &lang_text, N_ ("Letters of the moves: en or tr"),
      "LANG" },
    { "supervision", 0, 0, G_OPTION_ARG_STRING, &supervision_text,
      N_ ("Rapid and blitz: full (A.4, B.2) or partial (A.5, B.3, assumed when not given)"),
      "full|partial" },
    CLI_OUT_JSON_ENTRY (&json),
    G_OPTION_ENTRY_NULL,
  };
  if (!cli_parse_options ("claim", "", entries, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc > 1)
    return cli_error (_ ("claim: unexpected argument '%s'"), argv[1]);
  if (!pgn)
    return cli_error (_ ("claim: --pgn FILE is required"));
  if (!kind_text)
    return cli_error (_ ("claim: --kind threefold|fifty is required"));
  if (!by_text)
    return cli_error (_ ("claim: --by white|black is required"));
  ChessClaimKind kind;
  if (strcmp (kind_text, "threefold") == 0)
    kind = CHESS_CLAIM_THREEFOLD;
  else if (strcmp (kind_text, "fifty") == 0)
    kind = CHESS_CLAIM_FIFTY;
  else
    return cli_error (_ ("--kind: '%s' is neither threefold nor fifty"), kind_text);
  ChessColor by;
  if (!cli_require_side ("claim", "--by", by_text, &by))
    return CLI_EXIT_USAGE;
  ChessSupervision supervision;
  gboolean assumed;
  if (!cli_parse_supervision (supervision_text, &supervision, &assumed))
    return CLI_EXIT_USAGE;
  CliRulingInput in;
  int exit_code = CLI_EXIT_OK;
  if (!cli_ruling_input_load (&in, pgn, game_no, ply, tc, lang_text, FALSE))
    {
      exit_code = CLI_EXIT_USAGE;
      goto out;
    }
  ply = in.ply;
  ChessSanLanguage lang = in.lang;
  const ChessGame *game = &in.game;
  cli_penalty_apply_supervision (&in.penalty, supervision);
  const CliPenalty penalty = in.penalty;

  ChessPosition pos;
  chess_game_position_at (game, ply, &pos);
  ChessClaimCase c = {
    .ply = ply,
    .kind = kind,
    .by = by,
    .intended = CHESS_MOVE_NONE,
    .penalty_seconds = penalty.seconds,
    .rapid_or_blitz = penalty.rapid_or_blitz,
  };
  if (intended_text)
    {
      ChessSanReading reading;
      ChessSanError san_err = chess_san_read (&pos, intended_text, lang, 0, &reading);
      /* A written move that is not legal is the claim's to rule on (9.5.3), not bad input. */
      if (chess_san_error_is_illegal_move (san_err))
        c.written_illegal = true;
      else if (san_err != CHESS_SAN_OK)
        {
          g_autofree char *why
              = hakem_san_error_message (&pos, intended_text, san_err, &reading, lang);
          exit_code = cli_error ("--intended: %s", why);
          goto out;
        }
      else
        c.intended = reading.move;
    }
  ChessMove intended = c.intended;

  ChessRuling r;
  ChessMateContext *ctx = g_malloc (sizeof *ctx);
  chess_mate_context_init (ctx);
  ChessRulingError err = chess_ruling_claim_case (ctx, game, &c, &r);
  g_free (ctx);
  switch (err)
    {
    case CHESS_RULING_OK:
      break;
    case CHESS_RULING_ERROR_PLY:
    case CHESS_RULING_ERROR_UNDETERMINED:
    case CHESS_RULING_ERROR_MOVE:    /* not given by a claim */
    case CHESS_RULING_ERROR_NO_FLAG: /* not given by a claim */
      exit_code = cli_error (_ ("--ply: %d is outside the game"), ply);
      goto out;
    case CHESS_RULING_ERROR_NOT_TO_MOVE:
      exit_code = cli_error (_ ("--by: only the player having the move may claim (9.2.1, 9.3); "
                                "after %d half-moves that is %s"),
                             ply, chess_color_name (pos.side));
      goto out;
    }

  CliOut o;
  cli_out_init (&o, json);
  if (r.game_over)
    {
      /* 5.1.1, 5.2, 9.6: the game ended at once; the claim changes nothing. */
      cli_print_game_over (&o, r.ended_by, r.ended_ply, r.result);
      cli_out_finish (&o);
      goto out;
    }
  cli_out_word (&o, "verdict", r.verdict == CHESS_VERDICT_CORRECT ? "correct" : "incorrect");
  cli_print_ruling_common (&o, &r);
  cli_out_list_begin (&o, "occurrences");
  for (int i = 0; kind == CHESS_CLAIM_THREEFOLD && i < r.occurrence_count; i++)
    cli_out_list_int (&o, r.occurrences[i]);
  cli_out_list_end (&o);
  if (kind == CHESS_CLAIM_FIFTY)
    {
      /* No capture or pawn move in the record: "none", not -1. */
      cli_out_int_or_none (&o, "last-irreversible", r.last_irreversible_ply);
      cli_out_int (&o, "plies-without", r.moves_without);
    }
  if (r.must_play_intended)
    {
      char san[CHESS_SAN_MAX];
      cli_out_word (&o, "must-play", chess_san_write (&pos, intended, lang, san, sizeof san));
    }
  /* 9.5.3: the written move cannot be played; the claimant must make a legal move. */
  if (r.written_illegal)
    {
      cli_out_word (&o, "written-move", "illegal");
      cli_out_word (&o, "must-play", "any-legal-move");
    }
  cli_out_word (&o, "time-class", penalty.class_name);
  /* The written move the claimant must play ended the game (a checkmate wins, 5.1.1). */
  if (r.ended_ply >= 0)
    {
      cli_out_word (&o, "ended", chess_ending_word (r.ended_by));
      cli_out_int (&o, "ended-ply", r.ended_ply);
    }
  cli_print_supervision (&o, &penalty, supervision, assumed);
  cli_out_finish (&o);
out:
  cli_ruling_input_clear (&in);
  return exit_code;
}
