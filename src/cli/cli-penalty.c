/* cli-penalty.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * hakem-cli penalty: a penalty of 12.9.1 to 12.9.9, what it does to the clocks and the scores,
 * and the scores 10.2 forbids refused with the reason.
 */
#include "cli-common.h"
#include "cli-out.h"

#include <string.h>

#include "chess-penalty.h"

/* The kinds in 12.9's order, as the case file names them. */
static const char *const kind_keys[CHESS_PENALTY_COUNT] = {
  "warning", "opponent-time", "offender-time", "opponent-points", "offender-points",
  "loss",    "fine",          "exclusion",     "expulsion",
};

/* A kind by its name or its article ("12.9.2"); prints the error and returns FALSE. */
static gboolean
parse_kind (const char *text, ChessPenaltyKind *out)
{
  for (int k = 0; k < CHESS_PENALTY_COUNT; k++)
    if (strcmp (text, kind_keys[k]) == 0
        || strcmp (text, chess_penalty_article ((ChessPenaltyKind) k)) == 0)
      {
        *out = (ChessPenaltyKind) k;
        return TRUE;
      }
  cli_error (_ ("--kind: '%s' is none of warning, opponent-time, offender-time, opponent-points, "
                "offender-points, loss, fine, exclusion, expulsion (or 12.9.1 to 12.9.9)"),
             text);
  return FALSE;
}

/* A score in half points: 0, 1/2 (or ½) or 1. */
static gboolean
score_from_text (const char *text, size_t len, int *out)
{
  if (len == 1 && text[0] == '0')
    *out = CHESS_SCORE_LOSS;
  else if (len == 1 && text[0] == '1')
    *out = CHESS_SCORE_WIN;
  else if ((len == 3 && memcmp (text, "1/2", 3) == 0) || (len == 2 && memcmp (text, "½", 2) == 0))
    *out = CHESS_SCORE_DRAW;
  else
    return FALSE;
  return TRUE;
}

static gboolean
parse_score (const char *option, const char *text, int *out)
{
  if (score_from_text (text, strlen (text), out))
    return TRUE;
  cli_error (_ ("%s: '%s' is not a score: 0, 1/2 or 1"), option, text);
  return FALSE;
}

/* --scores: the game's scores before the penalty, White's first ("1/2-0"), or "*" while it goes
 * on. */
static gboolean
parse_scores (const char *text, int scores[2])
{
  scores[0] = scores[1] = CHESS_SCORE_UNSET;
  if (!text || strcmp (text, "*") == 0)
    return TRUE;
  const char *dash = strchr (text, '-');
  if (dash && score_from_text (text, (size_t) (dash - text), &scores[CHESS_WHITE])
      && score_from_text (dash + 1, strlen (dash + 1), &scores[CHESS_BLACK]))
    return TRUE;
  cli_error (_ ("--scores: '%s' is not the game's scores, such as 1-0, 1/2-1/2, 0-1/2 or *"), text);
  return FALSE;
}

static const char *
score_text (int halves)
{
  switch (halves)
    {
    case CHESS_SCORE_LOSS:
      return "0";
    case CHESS_SCORE_DRAW:
      return "1/2";
    case CHESS_SCORE_WIN:
      return "1";
    default:
      return "none";
    }
}

/* Why chess_penalty_apply refused, as one word. */
static const char *
refusal_word (ChessPenaltyError err, ChessScoreError score_error)
{
  switch (err)
    {
    case CHESS_PENALTY_OK:
      return NULL;
    case CHESS_PENALTY_ERROR_SECONDS:
      return "seconds";
    case CHESS_PENALTY_ERROR_ROUNDS:
      return "rounds";
    case CHESS_PENALTY_ERROR_SCORE:
      return score_error == CHESS_SCORE_ERROR_ABOVE_MAXIMUM ? "score-above-maximum"
                                                            : "score-not-normal";
    case CHESS_PENALTY_ERROR_NOT_LOWER:
      return "not-lower";
    case CHESS_PENALTY_ERROR_KIND:
    default:
      return "kind";
    }
}

/* The result the scores stand for: only the normal pairs have one (0-0, 1/2-0 have none). */
static const char *
result_of_scores (const int s[2])
{
  if (s[0] == CHESS_SCORE_WIN && s[1] == CHESS_SCORE_LOSS)
    return "1-0";
  if (s[0] == CHESS_SCORE_LOSS && s[1] == CHESS_SCORE_WIN)
    return "0-1";
  if (s[0] == CHESS_SCORE_DRAW && s[1] == CHESS_SCORE_DRAW)
    return "1/2-1/2";
  return "*";
}

static void
print_effect (CliOut *o, const ChessPenalty *p, const ChessPenaltyOccasion *occasion,
              const int current[2], ChessPenaltyError err, const ChessPenaltyEffect *e)
{
  cli_out_word (o, "penalty", kind_keys[p->kind]);
  cli_out_word (o, "offender", chess_color_name (p->offender));
  const char *why = refusal_word (err, e->score_error);
  cli_out_word (o, "verdict", why ? "refused" : "given");
  if (why)
    cli_out_word (o, "refusal", why);
  else
    cli_out_none (o, "refusal");
  /* The articles: the occasion's first, as the incident log has them. */
  cli_out_list_begin (o, "articles");
  if (occasion)
    cli_out_list_word (o, occasion->article);
  for (int i = 0; i < e->article_count; i++)
    if (!occasion || strcmp (occasion->article, e->articles[i]) != 0)
      cli_out_list_word (o, e->articles[i]);
  cli_out_list_end (o);
  gboolean adjusted = FALSE;
  for (int c = 0; c < 2; c++)
    if (e->clock_delta[c])
      {
        g_autofree char *adjust
            = g_strdup_printf ("%s %+d", chess_color_name (c), e->clock_delta[c]);
        cli_out_word (o, "adjust", adjust);
        adjusted = TRUE;
      }
  if (!adjusted)
    cli_out_none (o, "adjust");
  /* The scores the penalty gives (or would give, when refused); unchanged ones as they were. */
  if (e->score[0] != CHESS_SCORE_UNSET || e->score[1] != CHESS_SCORE_UNSET)
    {
      int s[2];
      for (int c = 0; c < 2; c++)
        s[c] = e->score[c] != CHESS_SCORE_UNSET ? e->score[c] : current[c];
      g_autofree char *scores = g_strdup_printf ("%s-%s", score_text (s[0]), score_text (s[1]));
      cli_out_word (o, "scores", scores);
      if (e->game_ends)
        cli_out_word (o, "result", result_of_scores (s));
    }
  else
    cli_out_none (o, "scores");
  cli_out_yes_no (o, "game-ends", e->game_ends);
  if (p->kind == CHESS_PENALTY_EXCLUSION && p->rounds > 0)
    cli_out_int (o, "rounds", p->rounds);
  if (occasion)
    {
      cli_out_word (o, "occasion", occasion->article);
      cli_out_yes_no (o, "prescribed", occasion->prescribed);
      cli_out_yes_no (o, "regulations-may-soften", occasion->regulations_may_soften);
    }
}

int
cli_penalty (int argc, char **argv)
{
  g_autofree char *kind_text = NULL, *offender_text = NULL, *occasion_text = NULL;
  g_autofree char *offender_score_text = NULL, *opponent_score_text = NULL, *scores_text = NULL;
  int seconds = 0, rounds = 0;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "offender", 0, 0, G_OPTION_ARG_STRING, &offender_text,
      N_ ("The player penalised: white or black"), "SIDE" },
    { "kind", 0, 0, G_OPTION_ARG_STRING, &kind_text,
      N_ ("warning, opponent-time, offender-time, opponent-points, offender-points, loss, fine, "
          "exclusion or expulsion (or the article, 12.9.1 to 12.9.9)"),
      "KIND" },
    { "occasion", 0, 0, G_OPTION_ARG_STRING, &occasion_text,
      N_ ("The article that prompts the penalty (for example 11.3.2.2); without --kind, the "
          "penalty it proposes"),
      "ARTICLE" },
    { "seconds", 0, 0, G_OPTION_ARG_INT, &seconds,
      N_ ("opponent-time, offender-time: how many seconds (12.9.2, 12.9.3)"), "N" },
    { "rounds", 0, 0, G_OPTION_ARG_INT, &rounds, N_ ("exclusion: from how many rounds (12.9.8)"),
      "N" },
    { "offender-score", 0, 0, G_OPTION_ARG_STRING, &offender_score_text,
      N_ ("offender-points: the offender's lowered score, 0 or 1/2 (12.9.5)"), "SCORE" },
    { "opponent-score", 0, 0, G_OPTION_ARG_STRING, &opponent_score_text,
      N_ ("loss: the opponent's score the arbiter decides, 0, 1/2 or 1 (12.9.6)"), "SCORE" },
    { "scores", 0, 0, G_OPTION_ARG_STRING, &scores_text,
      N_ ("The game's scores before the penalty, White's first (1-0, 1/2-1/2, 0-1/2), or * while "
          "it goes on (the default)"),
      "W-B" },
    CLI_OUT_JSON_ENTRY (&json),
    G_OPTION_ENTRY_NULL,
  };
  if (!cli_parse_options ("penalty", "", entries, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc > 1)
    return cli_error (_ ("penalty: unexpected argument '%s'"), argv[1]);
  if (!kind_text && !occasion_text)
    return cli_error (_ ("penalty: --kind KIND is required (or --occasion ARTICLE, whose "
                         "penalty is then proposed)"));
  ChessColor offender;
  if (!cli_require_side ("penalty", "--offender", offender_text, &offender))
    return CLI_EXIT_USAGE;
  const ChessPenaltyOccasion *occasion = NULL;
  if (occasion_text && !(occasion = chess_penalty_occasion_find (occasion_text)))
    {
      GString *known = g_string_new (NULL);
      for (int i = 0; i < chess_penalty_occasion_count (); i++)
        g_string_append_printf (known, "%s%s", i ? ", " : "", chess_penalty_occasion (i)->article);
      cli_error (_ ("--occasion: no article %s prompts a penalty; these do: %s"), occasion_text,
                 known->str);
      g_string_free (known, TRUE);
      return CLI_EXIT_USAGE;
    }
  ChessPenalty p;
  chess_penalty_propose (occasion, offender, &p);
  if (kind_text)
    {
      ChessPenaltyKind proposed = p.kind;
      if (!parse_kind (kind_text, &p.kind))
        return CLI_EXIT_USAGE;
      /* Another kind than the proposal: the proposal's scores are not the arbiter's. */
      if (p.kind != proposed)
        p.offender_score = p.opponent_score = CHESS_SCORE_UNSET;
    }
  int current[2];
  if (!parse_scores (scores_text, current))
    return CLI_EXIT_USAGE;

  /* Each amount belongs to one kind: given to another it would be silently ignored. */
  gboolean timed = p.kind == CHESS_PENALTY_OPPONENT_TIME || p.kind == CHESS_PENALTY_OFFENDER_TIME;
  if (seconds && !timed)
    return cli_error (_ ("--seconds goes with --kind opponent-time or offender-time"));
  if (rounds && p.kind != CHESS_PENALTY_EXCLUSION)
    return cli_error (_ ("--rounds goes with --kind exclusion"));
  if (offender_score_text && p.kind != CHESS_PENALTY_OFFENDER_POINTS)
    return cli_error (_ ("--offender-score goes with --kind offender-points"));
  if (opponent_score_text && p.kind != CHESS_PENALTY_LOSS
      && p.kind != CHESS_PENALTY_OFFENDER_POINTS)
    return cli_error (_ ("--opponent-score goes with --kind loss or offender-points"));
  p.seconds = seconds;
  p.rounds = rounds;
  if (p.kind == CHESS_PENALTY_OFFENDER_POINTS)
    {
      if (!offender_score_text)
        return cli_error (_ ("penalty: --kind offender-points needs --offender-score, the "
                             "lowered score (12.9.5)"));
      if (!parse_score ("--offender-score", offender_score_text, &p.offender_score))
        return CLI_EXIT_USAGE;
    }
  if (p.kind == CHESS_PENALTY_LOSS)
    {
      p.offender_score = CHESS_SCORE_LOSS;
      if (!opponent_score_text && p.opponent_score == CHESS_SCORE_UNSET)
        return cli_error (_ ("penalty: --kind loss needs --opponent-score: the arbiter decides "
                             "the opponent's score (12.9.6)"));
    }
  if (opponent_score_text
      && !parse_score ("--opponent-score", opponent_score_text, &p.opponent_score))
    return CLI_EXIT_USAGE;

  ChessPenaltyEffect effect;
  ChessPenaltyError err = chess_penalty_apply (&p, current, &effect);
  CliOut o;
  cli_out_init (&o, json);
  print_effect (&o, &p, occasion, current, err, &effect);
  cli_out_finish (&o);
  /* A refused penalty is an answer, not bad input: the lines say why; the status says no. */
  return err == CHESS_PENALTY_OK ? CLI_EXIT_OK : CLI_EXIT_FAILURE;
}
