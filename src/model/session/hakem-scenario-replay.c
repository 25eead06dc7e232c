/* hakem-scenario-replay.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A scenario replayed through a session: each step carried out by the calls the window makes at
 * the board, so that a lesson's ruling is the program's ruling, never one written beside it.
 */
#include "config.h"

#include "hakem-scenario.h"

#include <string.h>

#include <glib/gi18n.h>

#include "chess-pgn.h"
#include "hakem-pgn-text.h"
#include "hakem-procedures.h"
#include "hakem-rules-text.h"
#include "hakem-session-private.h"

static gboolean
refuse (GError **error, const HakemScenarioStep *s, const char *what)
{
  if (s)
    g_set_error (error, HAKEM_SCENARIO_ERROR, HAKEM_SCENARIO_ERROR_REPLAY,
                 /* TRANSLATORS: the line in the scenario file, then what is wrong */
                 _ ("Line %ld: %s"), s->line, what);
  else
    g_set_error_literal (error, HAKEM_SCENARIO_ERROR, HAKEM_SCENARIO_ERROR_REPLAY, what);
  return FALSE;
}

/* A word of a scenario's moves without its move number ("12." or "12..."): empty when the word
 * was only a number. */
static const char *
skip_move_number (const char *word)
{
  while (g_ascii_isdigit (*word))
    word++;
  while (*word == '.')
    word++;
  return word;
}

/* Plays SAN moves (move numbers and results skipped) on the session. */
static gboolean
play_san (HakemSession *session, const char *text, const HakemScenarioStep *s, GError **error)
{
  g_auto (GStrv) tokens = g_strsplit_set (text ? text : "", " \t\n\r", -1);
  for (char **t = tokens; *t; t++)
    {
      const char *tok = skip_move_number (*t);
      if (!*tok)
        continue;
      const ChessPosition *pos = &hakem_session_get_game (session)->current;
      ChessSanReading r;
      if (chess_san_read (pos, tok, CHESS_SAN_ENGLISH, 0, &r) != CHESS_SAN_OK)
        {
          /* TRANSLATORS: a move in the scenario (SAN) */
          g_autofree char *what = g_strdup_printf (_ ("the move “%s” is not legal here."), tok);
          return refuse (error, s, what);
        }
      if (!hakem_session_play (session, r.move))
        {
          g_autofree char *what = g_strdup_printf (_ ("the move “%s” cannot be played: the game "
                                                      "is over."),
                                                   tok);
          return refuse (error, s, what);
        }
    }
  return TRUE;
}

/* The start given as a game in PGN: its first game, read as a PGN file is. */
static gboolean
read_pgn (const char *text, ChessGame *game, GError **error)
{
  ChessPgnMemory src;
  ChessPgnReader reader;
  chess_pgn_reader_init_memory (&reader, &src, text, strlen (text), CHESS_SAN_ENGLISH, 0);
  ChessPgnProblem problem;
  ChessPgnStatus status = chess_pgn_read_game (&reader, game, &problem);
  chess_pgn_reader_clear (&reader);
  if (status == CHESS_PGN_GAME && problem.code == CHESS_PGN_OK)
    return TRUE;
  g_autofree char *where = hakem_pgn_problem_message ("PGN", &problem);
  /* TRANSLATORS: %s says where in the PGN and what, "PGN:3:12: the file is damaged here" */
  g_autofree char *what = g_strdup_printf (_ ("the game in PGN cannot be read: %s."), where);
  return refuse (error, NULL, what);
}

/* The moves before the script are played on a stopped clock, which counts none of them: the clock
 * is set to the record's completed moves, as for a game read from PGN, so that its counters and
 * its periods (6.3.1) follow the game. */
static void
clock_follow_start (HakemSession *session)
{
  const ChessGame *game = hakem_session_get_game (session);
  if (game->count == 0
      || (session->tc.kind != CHESS_TIME_CONTROL_PERIODS
          && session->tc.kind != CHESS_TIME_CONTROL_SANDCLOCK))
    return;
  int moves[2];
  hakem_session_recorded_moves (game, moves);
  int64_t remaining[2];
  for (int c = 0; c < 2; c++)
    remaining[c] = chess_clock_remaining (&session->clock, (ChessColor) c, 0);
  chess_clock_set (&session->clock, remaining, moves, game->current.side);
  hakem_session_emit_clock_changed (session);
}

gboolean
hakem_scenario_setup (const HakemScenario *sc, HakemSession *session, GError **error)
{
  ChessPosition pos;
  if (sc->fen)
    {
      int column = 0;
      ChessFenError err = chess_position_from_fen (&pos, sc->fen, &column);
      if (err != CHESS_FEN_OK)
        {
          g_autofree char *what = g_strdup_printf (
              /* TRANSLATORS: the FEN, the column in it, then why it cannot be read */
              _ ("the position “%s” cannot be read at column %d: %s"), sc->fen, column,
              hakem_fen_error_text (err));
          return refuse (error, NULL, what);
        }
    }
  ChessTimeControl tc;
  ChessTimeControlError tce = chess_time_control_parse (&tc, sc->time_control, NULL);
  if (tce != CHESS_TIME_CONTROL_OK)
    {
      g_autofree char *what = g_strdup_printf (
          /* TRANSLATORS: the time control, then why it cannot be read */
          _ ("the time control “%s” cannot be read: %s"), sc->time_control,
          hakem_time_control_error_text (tce));
      return refuse (error, NULL, what);
    }
  g_autoptr (GError) local = NULL;
  g_autoptr (HakemRegulations) regs = hakem_regulations_load_builtin (sc->profile, &local);
  if (!regs)
    return refuse (error, NULL, local->message);
  if (sc->supervision >= 0)
    hakem_regulations_set_supervision (regs, (ChessSupervision) sc->supervision);
  hakem_session_set_regulations (session, regs);
  if (sc->pgn)
    {
      ChessGame game;
      memset (&game, 0, sizeof game);
      gboolean ok = read_pgn (sc->pgn, &game, error);
      if (ok)
        {
          hakem_session_new_game (session, &game.start, &tc);
          for (int i = 0; ok && i < game.count; i++)
            ok = hakem_session_play (session, game.moves[i].move);
          if (!ok && error && !*error)
            refuse (error, NULL,
                    _ ("a move of the game in PGN cannot be played: the game is "
                       "over."));
        }
      chess_game_clear (&game);
      if (!ok)
        return FALSE;
    }
  else
    {
      hakem_session_new_game (session, sc->fen ? &pos : NULL, &tc);
      if (!play_san (session, sc->start_moves, NULL, error))
        return FALSE;
    }
  clock_follow_start (session);
  if (sc->clock_ms[0] >= 0 && sc->clock_ms[1] >= 0)
    hakem_session_set_clocks (session, sc->clock_ms, NULL);
  return TRUE;
}

/* The ruling as the session has it after a step: the scores it records, the articles of the
 * incident the step logged (or of the ending the position reached) and the time given. */
static void
read_outcome (HakemSession *session, guint incidents_before, HakemScenarioRuling *out)
{
  int scores[2];
  hakem_session_get_scores (session, scores);
  static const char *const halves[] = { "0", "1/2", "1" };
  if (scores[0] == CHESS_SCORE_UNSET || scores[1] == CHESS_SCORE_UNSET)
    g_strlcpy (out->score, "*", sizeof out->score);
  else
    g_snprintf (out->score, sizeof out->score, "%s-%s", halves[scores[0]], halves[scores[1]]);
  const char *articles = NULL;
  guint n = hakem_session_get_incident_count (session);
  if (n > incidents_before)
    articles = hakem_session_get_incident (session, n - 1)->articles;
  else
    hakem_session_get_end_reason (session, &articles);
  g_free (out->articles);
  out->articles = hakem_scenario_articles_normalize (articles);
}

static gboolean
ruling_error (GError **error, const HakemScenarioStep *s, ChessRulingError err)
{
  switch (err)
    {
    case CHESS_RULING_ERROR_NOT_TO_MOVE:
      return refuse (error, s, _ ("the claimant does not have the move (Articles 9.2, 9.3)."));
    case CHESS_RULING_ERROR_NO_FLAG:
      return refuse (error, s, _ ("no flag has fallen."));
    case CHESS_RULING_ERROR_UNDETERMINED:
      return refuse (error, s, _ ("the search could not tell whether mate is still possible."));
    default:
      return refuse (error, s, _ ("the session refuses to rule on this step."));
    }
}

gboolean
hakem_scenario_play_claim (HakemSession *session, const HakemScenarioStep *s,
                           HakemScenarioRuling *out, ChessBitboard *evidence, GError **error)
{
  const ChessGame *game = hakem_session_get_game (session);
  ChessMove intended = CHESS_MOVE_NONE;
  if (s->san)
    {
      ChessSanReading r;
      if (chess_san_read (&game->current, s->san, CHESS_SAN_ENGLISH, 0, &r) != CHESS_SAN_OK)
        {
          g_autofree char *what = g_strdup_printf (_ ("the move “%s” is not legal here."), s->san);
          return refuse (error, s, what);
        }
      intended = r.move;
    }
  ChessRuling ruling;
  ChessRulingError err;
  if (!hakem_session_rule_claim (session, (ChessClaimKind) s->kind_detail, intended, &ruling, &err))
    return ruling_error (error, s, err);
  *evidence = chess_ruling_evidence_squares (&ruling, game);
  out->verdict = ruling.verdict;
  if (ruling.verdict == CHESS_VERDICT_INCORRECT && ruling.adjust_seconds)
    out->adjust[ruling.adjust_color] += ruling.adjust_seconds;
  hakem_session_apply_claim (session, &ruling, intended);
  return TRUE;
}

gboolean
hakem_scenario_play_irregularity (HakemSession *session, const HakemScenarioStep *s,
                                  HakemScenarioRuling *out, ChessBitboard *evidence, GError **error)
{
  ChessIrregularityCase c = { 0 };
  c.kind = (ChessIrregularity) s->kind_detail;
  c.ply = s->ply;
  c.opponent_moved = s->opponent_moved;
  c.illegal_position = s->illegal_position;
  c.position_put_right = s->put_right;
  c.move = CHESS_MOVE_NONE;
  if (c.kind == CHESS_IRREGULARITY_NO_PROMOTION || c.kind == CHESS_IRREGULARITY_TWO_HANDS)
    {
      ChessPosition pos;
      const ChessGame *game = hakem_session_get_game (session);
      chess_game_position_at (game, s->ply < 0 ? game->count : s->ply, &pos);
      c.move = s->uci ? hakem_session_legal_uci (&pos, s->uci) : CHESS_MOVE_NONE;
    }
  ChessRuling ruling;
  ChessRulingError err;
  if (!hakem_session_rule_irregularity (session, &c, &ruling, &err))
    return ruling_error (error, s, err);
  /* The squares of the move the arbiter sees made, legal or not. */
  if (s->uci && strlen (s->uci) >= 4)
    *evidence = CHESS_BB ((s->uci[0] - 'a') + 8 * (s->uci[1] - '1'))
                | CHESS_BB ((s->uci[2] - 'a') + 8 * (s->uci[3] - '1'));
  if (ruling.adjust_seconds)
    out->adjust[ruling.adjust_color] += ruling.adjust_seconds;
  hakem_session_apply_irregularity (session, &c, &ruling, NULL);
  return TRUE;
}

gboolean
hakem_scenario_play_flag (HakemSession *session, const HakemScenarioStep *s,
                          HakemScenarioRuling *out, ChessBitboard *evidence, GError **error)
{
  ChessFlagCase c;
  ChessRuling ruling;
  ChessRulingError err;
  if (!hakem_session_rule_flag (session, s->color, s->notice, s->moves_known, &c, &ruling, &err))
    return ruling_error (error, s, err);
  /* The material that decides whether mate is possible: the opponent's men. */
  const ChessPosition *pos = &hakem_session_get_game (session)->current;
  ChessColor opponent = s->color == CHESS_WHITE ? CHESS_BLACK : CHESS_WHITE;
  for (int t = CHESS_PAWN; t <= CHESS_QUEEN; t++)
    *evidence |= chess_position_pieces (pos, opponent, (ChessPieceType) t);
  hakem_session_apply_flag (session, &c, &ruling, NULL);
  return TRUE;
}

gboolean
hakem_scenario_play_penalty (HakemSession *session, const HakemScenarioStep *s,
                             HakemScenarioRuling *out, ChessBitboard *evidence, GError **error)
{
  ChessPenalty p = { 0 };
  p.kind = (ChessPenaltyKind) s->kind_detail;
  p.offender = s->color;
  p.seconds = s->seconds;
  p.opponent_score = CHESS_SCORE_UNSET;
  if (p.kind == CHESS_PENALTY_LOSS)
    {
      p.offender_score = CHESS_SCORE_LOSS;
      p.opponent_score = s->score;
    }
  else if (p.kind == CHESS_PENALTY_OFFENDER_POINTS)
    p.offender_score = s->score;
  ChessPenaltyEffect effect;
  if (!hakem_session_apply_penalty (session, &p, s->occasion, NULL, &effect))
    return refuse (error, s, _ ("the penalty is refused: the scores would break Article 10.2."));
  for (int c = 0; c < 2; c++)
    out->adjust[c] += effect.clock_delta[c];
  return TRUE;
}

gboolean
hakem_scenario_play_reconstruction (HakemSession *session, const HakemScenarioStep *s,
                                    HakemScenarioRuling *out, ChessBitboard *evidence,
                                    GError **error)
{
  const ChessGame *game = hakem_session_get_game (session);
  ChessReconstructSnapshot snap = { 0 };
  snap.actual = game->current;
  if (s->board_fen)
    {
      int column;
      if (chess_position_from_fen (&snap.actual, s->board_fen, &column) != CHESS_FEN_OK)
        return refuse (error, s, _ ("the position on the board cannot be read."));
    }
  for (int c = 0; c < 2; c++)
    snap.remaining_ms[c] = s->ms[c] >= 0 ? s->ms[c] : CHESS_RECONSTRUCT_UNKNOWN;
  snap.moves_made = s->moves_made >= 0 ? s->moves_made : CHESS_RECONSTRUCT_UNKNOWN;
  ChessPosition start;
  chess_game_position_at (game, 0, &start);
  ChessReconstruction r;
  chess_reconstruction_init (&r, &snap, &start);
  g_auto (GStrv) tokens = g_strsplit_set (s->san, " \t\n\r", -1);
  gboolean ok = TRUE;
  for (char **t = tokens; ok && *t; t++)
    {
      const char *tok = skip_move_number (*t);
      if (!*tok)
        continue;
      ChessSanReading rd;
      if (chess_san_read (&r.replay.current, tok, CHESS_SAN_ENGLISH, 0, &rd) != CHESS_SAN_OK)
        ok = FALSE;
      else
        chess_reconstruction_push (&r, rd.move);
    }
  if (ok)
    hakem_session_add_reconstruction (session, &r, s->adopt, NULL);
  chess_reconstruction_clear (&r);
  if (!ok)
    return refuse (error, s, _ ("a move of the reconstruction is not legal."));
  return TRUE;
}

/* The arbiter sets both clocks (6.10.2). */
gboolean
hakem_scenario_play_clock (HakemSession *session, const HakemScenarioStep *s,
                           HakemScenarioRuling *out, ChessBitboard *evidence, GError **error)
{
  if (!hakem_session_set_clocks (session, s->ms, NULL))
    return refuse (error, s, _ ("the clocks cannot be set now."));
  return TRUE;
}

gboolean
hakem_scenario_play_resignation (HakemSession *session, const HakemScenarioStep *s,
                                 HakemScenarioRuling *out, ChessBitboard *evidence, GError **error)
{
  HakemResultCase c = { .kind = HAKEM_RESULT_RESIGNATION, .player = s->color };
  HakemResultRuling r;
  HakemResultError err;
  if (!hakem_session_apply_result (session, &c, NULL, &r, &err))
    {
      g_autofree char *why = hakem_result_error_text (err, &c, &r);
      return refuse (error, s, why);
    }
  return TRUE;
}

/* Moves that end the game by themselves: the squares the draw rests on, as a claim would show
 * them (9.6.1: the men that went out and came back; 9.6.2: the last capture or pawn move), or
 * every man left for a dead position (5.2.2: the material with which no one can mate). */
static ChessBitboard
ending_evidence (HakemSession *session)
{
  const ChessGame *game = hakem_session_get_game (session);
  const char *articles;
  HakemEndReason reason = hakem_session_get_end_reason (session, &articles);
  if (reason == HAKEM_END_DEAD_POSITION)
    return chess_position_occupied (&game->current);
  if (reason != HAKEM_END_FIVEFOLD && reason != HAKEM_END_SEVENTY_FIVE)
    return 0;
  ChessRuling r;
  ChessClaimKind kind = reason == HAKEM_END_FIVEFOLD ? CHESS_CLAIM_THREEFOLD : CHESS_CLAIM_FIFTY;
  if (chess_ruling_claim (game, game->count, kind, game->current.side, CHESS_MOVE_NONE, 0, false,
                          &r)
      != CHESS_RULING_OK)
    return 0;
  return chess_ruling_evidence_squares (&r, game);
}

gboolean
hakem_scenario_play_step (const HakemScenario *sc, guint index, HakemSession *session,
                          HakemScenarioRuling *ruled, ChessBitboard *evidence, GError **error)
{
  g_return_val_if_fail (index < sc->steps->len, FALSE);
  const HakemScenarioStep *s = g_ptr_array_index (sc->steps, index);
  HakemScenarioRuling local = { 0 };
  HakemScenarioRuling *out = ruled ? ruled : &local;
  hakem_scenario_ruling_clear (out);
  ChessBitboard squares = 0;
  guint incidents = hakem_session_get_incident_count (session);
  gboolean ok = TRUE;
  switch (s->kind)
    {
    case HAKEM_STEP_MOVES:
      {
        gboolean over = hakem_session_is_over (session);
        ok = play_san (session, s->san, s, error);
        if (ok && !over)
          squares = ending_evidence (session);
        /* Moves told by the script on a clock nobody has started count as the start's do. */
        if (ok && !session->clock.started)
          clock_follow_start (session);
      }
      break;
    case HAKEM_STEP_PRESS:
      /* A press is the end of a player's move on a running clock (6.2.1); White's clock is
       * started when the game begins (6.6), which a scenario's start does not do. */
      if (hakem_session_is_over (session))
        ok = refuse (error, s, _ ("the clock cannot be pressed: the game is over."));
      else if (!session->clock.started)
        ok = refuse (error, s, _ ("the clock cannot be pressed: it has not been started."));
      else if (!hakem_session_press_clock (session))
        ok = refuse (error, s, _ ("the clock cannot be pressed: the arbiter has stopped it."));
      break;
    default:
      {
        /* A procedure of the arbiter's: its row says how it is played. */
        const HakemProcedure *procedure = hakem_procedure_of_step (s->kind);
        g_assert (procedure && procedure->play);
        ok = procedure->play (session, s, out, &squares, error);
      }
      break;
    }
  if (ok)
    read_outcome (session, incidents, out);
  if (evidence)
    *evidence = squares;
  hakem_scenario_ruling_clear (&local);
  return ok;
}

gboolean
hakem_scenario_replay (const HakemScenario *sc, HakemSession *session, GError **error)
{
  if (!hakem_scenario_setup (sc, session, error))
    return FALSE;
  for (guint i = 0; i < sc->steps->len; i++)
    {
      const HakemScenarioStep *s = g_ptr_array_index (sc->steps, i);
      g_auto (HakemScenarioRuling) ruled = { 0 };
      if (!hakem_scenario_play_step (sc, i, session, &ruled, NULL, error))
        return FALSE;
      if (s->decision && !hakem_scenario_ruling_equal (&s->decision->expected, &ruled))
        {
          g_autofree char *want = hakem_scenario_ruling_to_string (&s->decision->expected);
          g_autofree char *got = hakem_scenario_ruling_to_string (&ruled);
          g_autofree char *what = g_strdup_printf (
              /* TRANSLATORS: the ruling the scenario expects, then the one Hakem made */
              _ ("the scenario expects the ruling “%s”, but Hakem rules “%s”."), want, got);
          return refuse (error, s, what);
        }
    }
  return TRUE;
}

gboolean
hakem_scenario_ruling_equal (const HakemScenarioRuling *a, const HakemScenarioRuling *b)
{
  return strcmp (a->score, b->score) == 0 && a->verdict == b->verdict
         && g_strcmp0 (a->articles, b->articles) == 0 && a->adjust[0] == b->adjust[0]
         && a->adjust[1] == b->adjust[1];
}

char *
hakem_scenario_ruling_to_string (const HakemScenarioRuling *r)
{
  GString *s = g_string_new (r->score);
  if (r->verdict >= 0)
    g_string_append (s, r->verdict == CHESS_VERDICT_CORRECT ? ", correct" : ", incorrect");
  g_string_append_printf (s, ", %s", r->articles ? r->articles : "");
  for (int c = 0; c < 2; c++)
    if (r->adjust[c])
      g_string_append_printf (s, ", %s %+d", chess_color_name (c), r->adjust[c]);
  return g_string_free (s, FALSE);
}
