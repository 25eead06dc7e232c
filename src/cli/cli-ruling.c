/* cli-ruling.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The game a ruling command is about, read and checked, its time class and supervision, and the
 * lines every ruling prints.
 */
#include "cli-ruling.h"

#include <string.h>

gboolean
cli_ruling_input_load (CliRulingInput *in, const char *pgn, int game_no, int ply, const char *tc,
                       const char *lang_text, gboolean illegal_after_ply)
{
  memset (in, 0, sizeof *in);
  if (!cli_parse_language (lang_text, &in->lang))
    return FALSE;
  if (game_no < 1)
    {
      cli_error (_ ("--game: the games are numbered from 1, not %d"), game_no);
      return FALSE;
    }
  if (!cli_load_game (pgn, game_no, illegal_after_ply && ply >= 0 ? ply : -1, &in->game))
    return FALSE;
  in->ply = ply < 0 ? in->game.count : ply;
  if (in->ply > in->game.count)
    {
      cli_error (_ ("--ply: the game has %d half-moves, not %d"), in->game.count, in->ply);
      return FALSE;
    }
  const char *tc_text = tc ? tc : chess_game_get_tag (&in->game, "TimeControl");
  return cli_penalty_for_time_control (tc ? "--tc" : "TimeControl", tc_text, &in->penalty);
}

void
cli_ruling_input_clear (CliRulingInput *in)
{
  chess_game_clear (&in->game);
}

void
cli_print_ruling_common (CliOut *o, const ChessRuling *r)
{
  cli_out_word (o, "result", chess_result_to_string (r->result));
  if (r->adjust_seconds)
    {
      g_autofree char *adjust
          = g_strdup_printf ("%s +%d", chess_color_name (r->adjust_color), r->adjust_seconds);
      cli_out_word (o, "adjust", adjust);
    }
  else
    cli_out_none (o, "adjust");
  cli_out_list_begin (o, "articles");
  for (int i = 0; i < r->article_count; i++)
    cli_out_list_word (o, r->articles[i]);
  cli_out_list_end (o);
  if (r->opponent_can_mate != CHESS_MATE_UNDETERMINED)
    cli_out_yes_no (o, "opponent-can-mate", r->opponent_can_mate == CHESS_MATE_YES);
}

gboolean
cli_parse_supervision (const char *text, ChessSupervision *out, gboolean *assumed)
{
  *assumed = text == NULL;
  if (!text || strcmp (text, "partial") == 0)
    *out = CHESS_SUPERVISION_PARTIAL;
  else if (strcmp (text, "full") == 0)
    *out = CHESS_SUPERVISION_FULL;
  else
    {
      cli_error (_ ("--supervision: '%s' is neither full nor partial"), text);
      return FALSE;
    }
  return TRUE;
}

void
cli_penalty_apply_supervision (CliPenalty *penalty, ChessSupervision supervision)
{
  if (g_strcmp0 (penalty->class_name, "blitz") == 0 && supervision == CHESS_SUPERVISION_FULL)
    {
      penalty->seconds = 120;
      penalty->rapid_or_blitz = FALSE;
    }
}

void
cli_print_supervision (CliOut *o, const CliPenalty *penalty, ChessSupervision supervision,
                       gboolean assumed)
{
  gboolean rapid = g_strcmp0 (penalty->class_name, "rapid") == 0;
  gboolean blitz = g_strcmp0 (penalty->class_name, "blitz") == 0;
  if (!rapid && !blitz)
    return;
  gboolean full = supervision == CHESS_SUPERVISION_FULL;
  cli_out_word (o, "supervision", full ? "full" : "partial");
  cli_out_word (o, "supervision-article", rapid ? (full ? "A.4" : "A.5") : (full ? "B.2" : "B.3"));
  cli_out_yes_no (o, "supervision-assumed", assumed);
  if (blitz && full)
    cli_out_word (o, "penalty-reading",
                  "B.2 applies the Competition Rules: 7.5.5 and 9.5.3 give two minutes by the "
                  "letter; A.3's one minute reaches blitz only through B.3");
}

ChessTimeClass
cli_penalty_time_class (const CliPenalty *penalty)
{
  if (g_strcmp0 (penalty->class_name, "rapid") == 0)
    return CHESS_TIME_CLASS_RAPID;
  if (g_strcmp0 (penalty->class_name, "blitz") == 0)
    return CHESS_TIME_CLASS_BLITZ;
  return CHESS_TIME_CLASS_STANDARD;
}

void
cli_print_game_over (CliOut *o, ChessEnding ending, int ply, ChessResult result)
{
  cli_out_word (o, "ruling", "game-over");
  cli_out_word (o, "ended", chess_ending_word (ending));
  cli_out_int_or_none (o, "ended-ply", ply);
  cli_out_word (o, "result", chess_result_to_string (result));
  cli_out_list_begin (o, "articles");
  const char *article = chess_ending_article (ending);
  if (article)
    cli_out_list_word (o, article);
  cli_out_list_end (o);
}

const char *
cli_yes_no (gboolean value)
{
  return value ? "yes" : "no";
}
