/* hakem-session-result.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The results the arbiter records: a resignation (5.1.2), a draw by agreement (5.2.3, 9.1), a
 * player absent at the start (6.7.1) and the arbiter's own result, ruled and logged.
 */
#include "config.h"

#include "hakem-session-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "chess-clock-text.h"
#include "hakem-material-text.h"

/* Moves: what each player has completed, set-up moves counted. ------------------------------- */

/* Moves each player made before the record starts (a set-up position's move number) and in it. */
static void
moves_made (const ChessGame *game, int made[2])
{
  const ChessPosition *start = &game->start;
  made[CHESS_WHITE] = start->fullmove - 1 + (start->side == CHESS_BLACK ? 1 : 0);
  made[CHESS_BLACK] = start->fullmove - 1;
  int first = (game->count + 1) / 2, second = game->count / 2;
  made[start->side] += first;
  made[!start->side] += second;
}

/* Moves of this game's record alone: what the player did at this board. */
static int
moves_in_record (const ChessGame *game, ChessColor color)
{
  return color == game->start.side ? (game->count + 1) / 2 : game->count / 2;
}

static ChessResult
win_for (ChessColor color)
{
  return color == CHESS_WHITE ? CHESS_RESULT_WHITE_WINS : CHESS_RESULT_BLACK_WINS;
}

static gboolean
game_over (const ChessGame *game)
{
  return game->result != CHESS_RESULT_NONE || game->auto_ending != CHESS_ENDING_NONE;
}

/* An article number as the regulations' schema writes one: "12.9.6", "A.4", "III.4". */
static gboolean
is_article (const char *token)
{
  static const char *const heads[] = { "III", "II", "I", "A", "B", "C", "D" };
  const char *p = token;
  gboolean head = FALSE;
  for (gsize i = 0; i < G_N_ELEMENTS (heads) && !head; i++)
    if (g_str_has_prefix (p, heads[i]))
      {
        p += strlen (heads[i]);
        head = TRUE;
      }
  if (!head)
    {
      if (*p < '1' || *p > '9')
        return FALSE;
      p++;
      if (g_ascii_isdigit (*p))
        p++;
    }
  for (int parts = 0; *p; parts++)
    {
      if (parts == 4 || *p != '.' || p[1] < '1' || p[1] > '9')
        return FALSE;
      p += 2;
      if (g_ascii_isdigit (*p))
        p++;
    }
  return TRUE;
}

/* The arbiter's articles, checked and joined with single spaces into out. */
static gboolean
copy_articles (const char *text, char *out, gsize size)
{
  g_auto (GStrv) tokens = g_strsplit_set (text ? text : "", " ,;", -1);
  GString *joined = g_string_new (NULL);
  gboolean ok = TRUE;
  for (int i = 0; tokens[i] && ok; i++)
    if (*tokens[i])
      {
        ok = is_article (tokens[i]);
        g_string_append_printf (joined, "%s%s", joined->len ? " " : "", tokens[i]);
      }
  ok = ok && joined->len < size;
  g_strlcpy (out, ok ? joined->str : "", size);
  g_string_free (joined, TRUE);
  return ok;
}

/* Rulings. ---------------------------------------------------------------------------------- */

static HakemResultError
rule_resignation (HakemSession *self, ChessColor player, HakemResultRuling *out)
{
  g_strlcpy (out->articles, "5.1.2", sizeof out->articles);
  ChessMateContext *ctx = hakem_session_mate_context_take ();
  ChessMateResult *mate = g_new (ChessMateResult, 1);
  out->opponent_can_mate = chess_mate_can_checkmate (ctx, &self->game.current, !player, mate);
  g_free (mate);
  hakem_session_mate_context_give (ctx);
  if (out->opponent_can_mate == CHESS_MATE_UNDETERMINED)
    return HAKEM_RESULT_ERROR_UNDETERMINED;
  /* 5.1.2 (2023): a draw when the opponent cannot checkmate by any series of legal moves. */
  out->result = out->opponent_can_mate == CHESS_MATE_YES ? win_for (!player) : CHESS_RESULT_DRAW;
  out->ending = CHESS_ENDING_RESIGNATION;
  return HAKEM_RESULT_OK;
}

static HakemResultError
rule_agreement (HakemSession *self, gboolean consent, HakemResultRuling *out)
{
  int made[2];
  moves_made (&self->game, made);
  g_strlcpy (out->articles, "5.2.3", sizeof out->articles);
  if (made[CHESS_WHITE] < 1 || made[CHESS_BLACK] < 1)
    return HAKEM_RESULT_ERROR_FIRST_MOVES;
  out->consent_needed = out->draw_offer_move > 0 && out->moves_completed < out->draw_offer_move;
  if (out->consent_needed && !consent)
    {
      g_strlcpy (out->articles, "9.1.1", sizeof out->articles);
      return HAKEM_RESULT_ERROR_CONSENT;
    }
  g_strlcpy (out->articles, out->consent_needed ? "9.1.1 5.2.3" : "9.1.2 5.2.3",
             sizeof out->articles);
  out->result = CHESS_RESULT_DRAW;
  out->ending = CHESS_ENDING_AGREEMENT;
  return HAKEM_RESULT_OK;
}

static HakemResultError
rule_absent (HakemSession *self, const HakemResultCase *c, HakemResultRuling *out)
{
  g_strlcpy (out->articles, "6.7.1", sizeof out->articles);
  if (moves_in_record (&self->game, c->player) > 0)
    return HAKEM_RESULT_ERROR_MOVED;
  /* "Any player who arrives at the chessboard after the default time shall lose the game unless
   * the arbiter decides otherwise." Arriving at the default time is not after it. */
  out->late = c->late_seconds < 0 || c->late_seconds > out->default_time;
  if (out->late && !c->play_on)
    {
      out->result = win_for (!c->player);
      out->ending = CHESS_ENDING_ARBITER;
    }
  return HAKEM_RESULT_OK;
}

static HakemResultError
rule_arbiter (const HakemResultCase *c, HakemResultRuling *out)
{
  if (!copy_articles (c->articles, out->articles, sizeof out->articles))
    return HAKEM_RESULT_ERROR_ARTICLES;
  if (c->result == CHESS_RESULT_NONE)
    return HAKEM_RESULT_ERROR_NO_RESULT;
  out->result = c->result;
  out->ending = CHESS_ENDING_ARBITER;
  return HAKEM_RESULT_OK;
}

gboolean
hakem_session_rule_result (HakemSession *self, const HakemResultCase *c, HakemResultRuling *out,
                           HakemResultError *error_out)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), FALSE);
  g_return_val_if_fail (c != NULL && out != NULL, FALSE);
  memset (out, 0, sizeof *out);
  int made[2];
  moves_made (&self->game, made);
  out->moves_completed = MIN (made[CHESS_WHITE], made[CHESS_BLACK]);
  out->opponent_can_mate = CHESS_MATE_UNDETERMINED;
  /* 6.7.1: "If the default time is not specified, then it is zero"; so is 9.1.1's limit. */
  const HakemRegulations *regs = hakem_session_get_regulations (self);
  if (regs)
    {
      out->default_time = regs->default_time.value;
      out->draw_offer_move = regs->draw_offer_move.value;
    }

  HakemResultError err;
  /* 5.1.1, 5.2, 9.6 ended the game at once: no resignation, agreement or result comes after. */
  if (hakem_session_ended (self, &out->ended))
    err = HAKEM_RESULT_ERROR_ENDED;
  else if (c->kind != HAKEM_RESULT_ARBITER && game_over (&self->game))
    err = HAKEM_RESULT_ERROR_OVER;
  else
    switch (c->kind)
      {
      case HAKEM_RESULT_RESIGNATION:
        err = rule_resignation (self, c->player, out);
        break;
      case HAKEM_RESULT_AGREEMENT:
        err = rule_agreement (self, c->consent, out);
        break;
      case HAKEM_RESULT_ABSENT:
        err = rule_absent (self, c, out);
        break;
      case HAKEM_RESULT_ARBITER:
      default:
        err = rule_arbiter (c, out);
        break;
      }
  if (err != HAKEM_RESULT_OK)
    {
      out->result = CHESS_RESULT_NONE;
      out->ending = CHESS_ENDING_NONE;
    }
  if (error_out)
    *error_out = err;
  return err == HAKEM_RESULT_OK;
}

/* Texts. ------------------------------------------------------------------------------------ */

char *
hakem_duration_text (int seconds)
{
  char buf[24];
  return g_strdup (chess_clock_format_seconds (seconds, false, buf, sizeof buf));
}

gboolean
hakem_duration_parse (const char *text, int max_seconds, int *out)
{
  g_return_val_if_fail (out != NULL, FALSE);
  int64_t ms;
  if (!text
      || !chess_clock_text_parse (text, strlen (text), CHESS_CLOCK_TEXT_ENTRY,
                                  (int64_t) max_seconds * 1000, &ms))
    return FALSE;
  *out = (int) (ms / 1000);
  return TRUE;
}

/* "1-0", "0-1", "½-½" as the arbiter writes them. */
static const char *
result_text (ChessResult result)
{
  switch (result)
    {
    case CHESS_RESULT_WHITE_WINS:
      return "1-0";
    case CHESS_RESULT_BLACK_WINS:
      return "0-1";
    case CHESS_RESULT_DRAW:
      return "½-½";
    case CHESS_RESULT_NONE:
    default:
      return "*";
    }
}

/* How the texts name a player: "White (Carlsen)" with a session that knows the name. */
static char *
player_text (HakemSession *session, ChessColor color)
{
  return session ? hakem_session_player_text (session, color) : g_strdup (hakem_color_text (color));
}

static char *
resignation_text (HakemSession *session, const HakemResultCase *c, const HakemResultRuling *r)
{
  g_autofree char *player = player_text (session, c->player);
  g_autofree char *opponent = player_text (session, !c->player);
  if (r->result == CHESS_RESULT_DRAW && session)
    {
      /* The material that leaves no mate, as the arbiter's reason. */
      const ChessPosition *pos = &hakem_session_get_game (session)->current;
      g_autofree char *own = hakem_material_text (pos, !c->player, session->san_language);
      g_autofree char *other = hakem_material_text (pos, c->player, session->san_language);
      /* TRANSLATORS: 5.1.2; the first %s resigned, the second is the opponent, then the
       * opponent's material and the resigning player's ("K+N", "K+Q"), the last the result */
      return g_strdup_printf (_ ("%s resigns, but %s cannot checkmate by any possible series of "
                                 "legal moves (%s against %s): the game is drawn, %s (Article "
                                 "5.1.2)."),
                              player, opponent, own, other, result_text (r->result));
    }
  if (r->result == CHESS_RESULT_DRAW)
    /* TRANSLATORS: 5.1.2; the first %s resigned, the second is the opponent, the last the
     * result */
    return g_strdup_printf (_ ("%s resigns, but %s cannot checkmate by any possible series of "
                               "legal moves: the game is drawn, %s (Article 5.1.2)."),
                            player, opponent, result_text (r->result));
  /* TRANSLATORS: 5.1.2; the first %s resigned, the second wins, the last is the result */
  return g_strdup_printf (_ ("%s resigns: %s wins, %s (Article 5.1.2)."), player, opponent,
                          result_text (r->result));
}

static char *
agreement_text (const HakemResultRuling *r)
{
  if (r->consent_needed)
    /* TRANSLATORS: 9.1.1; %d is the move before which the regulations ask for the arbiter's
     * consent, %s the result */
    return g_strdup_printf (_ ("Drawn by agreement with the arbiter's consent, before move %d: "
                               "%s (Articles 9.1.1, 5.2.3)."),
                            r->draw_offer_move, result_text (r->result));
  /* TRANSLATORS: %s is the result, ½-½ */
  return g_strdup_printf (_ ("Drawn by agreement: %s (Articles 9.1.2, 5.2.3)."),
                          result_text (r->result));
}

static char *
absent_text (HakemSession *session, const HakemResultCase *c, const HakemResultRuling *r)
{
  g_autofree char *player = player_text (session, c->player);
  g_autofree char *limit = hakem_duration_text (r->default_time);
  g_autofree char *late = hakem_duration_text (c->late_seconds);
  gboolean loses = r->result != CHESS_RESULT_NONE;
  if (c->late_seconds < 0 && loses)
    /* TRANSLATORS: 6.7.1; White or Black, then the result */
    return g_strdup_printf (_ ("%s did not arrive at the chessboard and loses the game, %s "
                               "(Article 6.7.1)."),
                            player, result_text (r->result));
  if (c->late_seconds < 0)
    /* TRANSLATORS: 6.7.1; %s is White or Black */
    return g_strdup_printf (_ ("%s has not arrived at the chessboard; the arbiter decides "
                               "otherwise: the game goes on (Article 6.7.1)."),
                            player);
  if (!r->late)
    /* TRANSLATORS: 6.7.1; White or Black, how late (minutes:seconds), the default time */
    return g_strdup_printf (_ ("%s arrived at the chessboard %s after the start, within the "
                               "default time of %s: the game goes on (Article 6.7.1)."),
                            player, late, limit);
  if (loses)
    /* TRANSLATORS: 6.7.1; White or Black, how late (minutes:seconds), the default time, the
     * result */
    return g_strdup_printf (_ ("%s arrived at the chessboard %s after the start, after the "
                               "default time of %s, and loses the game, %s (Article 6.7.1)."),
                            player, late, limit, result_text (r->result));
  /* TRANSLATORS: 6.7.1; White or Black, how late (minutes:seconds), the default time */
  return g_strdup_printf (_ ("%s arrived at the chessboard %s after the start, after the default "
                             "time of %s; the arbiter decides otherwise: the game goes on "
                             "(Article 6.7.1)."),
                          player, late, limit);
}

char *
hakem_result_ruling_text (HakemSession *session, const HakemResultCase *c,
                          const HakemResultRuling *r)
{
  g_return_val_if_fail (c != NULL && r != NULL, NULL);
  switch (c->kind)
    {
    case HAKEM_RESULT_RESIGNATION:
      return resignation_text (session, c, r);
    case HAKEM_RESULT_AGREEMENT:
      return agreement_text (r);
    case HAKEM_RESULT_ABSENT:
      return absent_text (session, c, r);
    case HAKEM_RESULT_ARBITER:
    default:
      if (*r->articles)
        {
          g_auto (GStrv) list = g_strsplit (r->articles, " ", -1);
          g_autofree char *joined = g_strjoinv (", ", list);
          /* TRANSLATORS: the result (1-0, 0-1, ½-½), then the articles the arbiter cites */
          return g_strdup_printf (_ ("The arbiter's result: %s (Articles %s)."),
                                  result_text (r->result), joined);
        }
      /* TRANSLATORS: %s is the result: 1-0, 0-1 or ½-½ */
      return g_strdup_printf (_ ("The arbiter's result: %s."), result_text (r->result));
    }
}

char *
hakem_result_error_text (HakemResultError error, const HakemResultCase *c,
                         const HakemResultRuling *r)
{
  switch (error)
    {
    case HAKEM_RESULT_OK:
      return g_strdup ("");
    case HAKEM_RESULT_ERROR_OVER:
      return g_strdup (_ ("The game has already ended; only the arbiter's own result can replace "
                          "its result."));
    case HAKEM_RESULT_ERROR_ENDED:
      return hakem_game_over_text (r->ended.ending, r->ended.ply, r->ended.result);
    case HAKEM_RESULT_ERROR_FIRST_MOVES:
      return g_strdup (_ ("A draw by agreement needs at least one move by each player "
                          "(Article 5.2.3)."));
    case HAKEM_RESULT_ERROR_CONSENT:
      /* TRANSLATORS: 9.1.1; the move the regulations name, then the moves completed so far */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "The regulations allow no draw agreement before move "
                                           "%d without the arbiter's consent (Article 9.1.1); "
                                           "%d move has been completed.",
                                           "The regulations allow no draw agreement before move "
                                           "%d without the arbiter's consent (Article 9.1.1); "
                                           "%d moves have been completed.",
                                           r->moves_completed),
                              r->draw_offer_move, r->moves_completed);
    case HAKEM_RESULT_ERROR_MOVED:
      /* TRANSLATORS: 6.7.1; %s is White or Black */
      return g_strdup_printf (_ ("%s has already moved in this game, so was at the chessboard "
                                 "(Article 6.7.1)."),
                              hakem_color_text (c->player));
    case HAKEM_RESULT_ERROR_UNDETERMINED:
      /* TRANSLATORS: 5.1.2; %s is White or Black, the resigning player's opponent */
      return g_strdup_printf (_ ("Whether %s can still checkmate could not be decided "
                                 "(Article 5.1.2); record the arbiter's own result instead."),
                              hakem_color_text (!c->player));
    case HAKEM_RESULT_ERROR_NO_RESULT:
      return g_strdup (_ ("Choose the result."));
    case HAKEM_RESULT_ERROR_ARTICLES:
      return g_strdup (_ ("The articles must be article numbers such as 12.9.6 or A.4, "
                          "separated by spaces."));
    case HAKEM_RESULT_ERROR_NOTE:
    default:
      return g_strdup (_ ("The arbiter's own result needs a note saying why."));
    }
}

/* Carrying it out. -------------------------------------------------------------------------- */

static const char *
kind_key (HakemResultKind kind)
{
  switch (kind)
    {
    case HAKEM_RESULT_RESIGNATION:
      return "resignation";
    case HAKEM_RESULT_AGREEMENT:
      return "agreement";
    case HAKEM_RESULT_ABSENT:
      return "absent";
    case HAKEM_RESULT_ARBITER:
    default:
      return "arbiter";
    }
}

gboolean
hakem_session_apply_result (HakemSession *self, const HakemResultCase *c, const char *note,
                            HakemResultRuling *out, HakemResultError *error_out)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), FALSE);
  g_return_val_if_fail (c != NULL, FALSE);
  HakemResultRuling ruling;
  HakemResultError err;
  hakem_session_rule_result (self, c, &ruling, &err);
  g_autofree char *typed = g_strstrip (g_strdup (note ? note : ""));
  if (err == HAKEM_RESULT_OK && c->kind == HAKEM_RESULT_ARBITER && !*typed)
    err = HAKEM_RESULT_ERROR_NOTE;
  if (out)
    *out = ruling;
  if (error_out)
    *error_out = err;
  if (err != HAKEM_RESULT_OK)
    return FALSE;

  gint64 ms[2];
  hakem_session_clock_readings (self, ms);
  HakemIncidentData *data = hakem_incident_data_new ();
  hakem_incident_data_put_word (data, HAKEM_DATA_RESULT_KIND, kind_key (c->kind));
  if (c->kind == HAKEM_RESULT_RESIGNATION || c->kind == HAKEM_RESULT_ABSENT)
    hakem_incident_data_put_color (data, HAKEM_DATA_PLAYER, c->player);
  if (c->kind == HAKEM_RESULT_ABSENT)
    {
      hakem_incident_data_put_int (data, HAKEM_DATA_LATE, c->late_seconds);
      hakem_incident_data_put_int (data, HAKEM_DATA_DEFAULT_TIME, ruling.default_time);
      if (ruling.late && c->play_on)
        hakem_incident_data_put_switch (data, HAKEM_DATA_PLAY_ON);
    }
  if (ruling.consent_needed)
    {
      hakem_incident_data_put_switch (data, HAKEM_DATA_CONSENT);
      hakem_incident_data_put_int (data, HAKEM_DATA_DRAW_OFFER_MOVE, ruling.draw_offer_move);
    }
  hakem_incident_data_put_word (data, HAKEM_DATA_RESULT, chess_result_to_string (ruling.result));

  if (ruling.result != CHESS_RESULT_NONE)
    {
      /* The arbiter's result replaces what a penalty had made of the scores (12.9.4-12.9.6). */
      if (c->kind == HAKEM_RESULT_ARBITER)
        self->scores_set = FALSE;
      static const HakemEndReason reasons[] = {
        [HAKEM_RESULT_RESIGNATION] = HAKEM_END_RESIGNATION,
        [HAKEM_RESULT_AGREEMENT] = HAKEM_END_AGREEMENT,
        [HAKEM_RESULT_ABSENT] = HAKEM_END_DEFAULT,
        [HAKEM_RESULT_ARBITER] = HAKEM_END_ARBITER,
      };
      hakem_session_finish_game (self, ruling.result, ruling.ending, reasons[c->kind],
                                 c->kind == HAKEM_RESULT_AGREEMENT ? NULL : ruling.articles);
      hakem_session_emit_changed (self);
    }
  g_autofree char *text = hakem_result_ruling_text (self, c, &ruling);
  hakem_session_log_incident (
      self, ruling.result != CHESS_RESULT_NONE ? HAKEM_INCIDENT_RESULT : HAKEM_INCIDENT_NOTE,
      self->game.count, ms, ruling.articles, text, *typed ? typed : NULL, data);
  return TRUE;
}
