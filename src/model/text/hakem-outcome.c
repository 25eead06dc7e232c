/* hakem-outcome.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Why a game ended: the reasons' keys, articles and the translated line that says it.
 */
#include "config.h"

#include "hakem-outcome.h"

#include <glib/gi18n.h>

#include "chess-types.h"
#include "hakem-rules-text.h"

static const struct
{
  const char *key;
  const char *article;
} reasons[] = {
  [HAKEM_END_NONE] = { "none", "" },
  [HAKEM_END_CHECKMATE] = { "checkmate", "5.1.1" },
  [HAKEM_END_STALEMATE] = { "stalemate", "5.2.1" },
  [HAKEM_END_DEAD_POSITION] = { "dead-position", "5.2.2" },
  [HAKEM_END_FIVEFOLD] = { "fivefold", "9.6.1" },
  [HAKEM_END_SEVENTY_FIVE] = { "seventy-five", "9.6.2" },
  [HAKEM_END_RESIGNATION] = { "resignation", "5.1.2" },
  [HAKEM_END_AGREEMENT] = { "agreement", "9.1" },
  [HAKEM_END_THREEFOLD] = { "threefold", "9.2" },
  [HAKEM_END_FIFTY] = { "fifty", "9.3" },
  [HAKEM_END_TIME] = { "time", "6.9" },
  [HAKEM_END_ILLEGAL_MOVE] = { "illegal-move", "7.5.5" },
  [HAKEM_END_PENALTY] = { "penalty", "12.9" },
  [HAKEM_END_DEFAULT] = { "default", "6.7.1" },
  [HAKEM_END_ARBITER] = { "arbiter", "" },
  [HAKEM_END_RECORDED] = { "recorded", "" },
  [HAKEM_END_CLAIM] = { "claim", "9.5.2" },
  [HAKEM_END_ILLEGAL_POSITION] = { "illegal-position", "A.5.4" },
};

const char *
hakem_end_reason_to_key (HakemEndReason reason)
{
  return (guint) reason < G_N_ELEMENTS (reasons) ? reasons[reason].key : NULL;
}

gboolean
hakem_end_reason_from_key (const char *key, HakemEndReason *out)
{
  for (guint i = 0; key && i < G_N_ELEMENTS (reasons); i++)
    if (g_str_equal (key, reasons[i].key))
      {
        *out = (HakemEndReason) i;
        return TRUE;
      }
  return FALSE;
}

HakemEndReason
hakem_end_reason_of_ending (ChessEnding ending)
{
  switch (ending)
    {
    case CHESS_ENDING_CHECKMATE:
      return HAKEM_END_CHECKMATE;
    case CHESS_ENDING_STALEMATE:
      return HAKEM_END_STALEMATE;
    case CHESS_ENDING_DEAD_POSITION:
      return HAKEM_END_DEAD_POSITION;
    case CHESS_ENDING_FIVEFOLD:
      return HAKEM_END_FIVEFOLD;
    case CHESS_ENDING_SEVENTY_FIVE:
      return HAKEM_END_SEVENTY_FIVE;
    case CHESS_ENDING_RESIGNATION:
      return HAKEM_END_RESIGNATION;
    case CHESS_ENDING_AGREEMENT:
      return HAKEM_END_AGREEMENT;
    case CHESS_ENDING_CLAIM:
      return HAKEM_END_CLAIM;
    case CHESS_ENDING_TIME:
      return HAKEM_END_TIME;
    case CHESS_ENDING_ARBITER:
      return HAKEM_END_ARBITER;
    case CHESS_ENDING_NONE:
      break;
    }
  return HAKEM_END_NONE;
}

const char *
hakem_end_reason_article (HakemEndReason reason)
{
  return (guint) reason < G_N_ELEMENTS (reasons) ? reasons[reason].article : "";
}

char *
hakem_outcome_score_text (ChessResult result, const int *scores)
{
  if (scores && scores[0] != CHESS_SCORE_UNSET && scores[1] != CHESS_SCORE_UNSET)
    /* TRANSLATORS: the scores of a game, White's first, as in 1–0, ½–½, 0–0 */
    return g_strdup_printf (_ ("%s–%s"), hakem_score_text (scores[0]),
                            hakem_score_text (scores[1]));
  switch (result)
    {
    case CHESS_RESULT_WHITE_WINS:
      return g_strdup ("1–0");
    case CHESS_RESULT_BLACK_WINS:
      return g_strdup ("0–1");
    case CHESS_RESULT_DRAW:
      return g_strdup ("½–½");
    case CHESS_RESULT_NONE:
      break;
    }
  return NULL;
}

/* The reason in a few words, worded after the result. */
static const char *
reason_text (HakemEndReason reason, gboolean draw)
{
  switch (reason)
    {
    case HAKEM_END_CHECKMATE:
      return _ ("checkmate");
    case HAKEM_END_STALEMATE:
      return _ ("stalemate");
    case HAKEM_END_DEAD_POSITION:
      return _ ("dead position");
    case HAKEM_END_FIVEFOLD:
      return _ ("fivefold repetition");
    case HAKEM_END_SEVENTY_FIVE:
      return _ ("75-move rule");
    case HAKEM_END_RESIGNATION:
      return draw ? _ ("resignation; the opponent cannot checkmate") : _ ("resignation");
    case HAKEM_END_AGREEMENT:
      return _ ("draw by agreement");
    case HAKEM_END_THREEFOLD:
      return _ ("threefold repetition");
    case HAKEM_END_FIFTY:
      return _ ("fifty-move rule");
    case HAKEM_END_TIME:
      return draw ? _ ("flag fallen; the opponent cannot checkmate") : _ ("on time");
    case HAKEM_END_ILLEGAL_MOVE:
      return draw ? _ ("second illegal move; the opponent cannot checkmate")
                  : _ ("second illegal move");
    case HAKEM_END_PENALTY:
      return _ ("penalty");
    case HAKEM_END_DEFAULT:
      return _ ("absent at the start");
    case HAKEM_END_ARBITER:
      return _ ("the arbiter's decision");
    case HAKEM_END_RECORDED:
      return _ ("as recorded");
    case HAKEM_END_CLAIM:
      return _ ("correct draw claim");
    case HAKEM_END_ILLEGAL_POSITION:
      return _ ("illegal position left on the board");
    case HAKEM_END_NONE:
      break;
    }
  return "";
}

char *
hakem_outcome_text (ChessResult result, const int *scores, HakemEndReason reason,
                    const char *articles)
{
  g_autofree char *score = hakem_outcome_score_text (result, scores);
  if (!score)
    score = g_strdup ("*");
  const char *why = reason_text (reason, result == CHESS_RESULT_DRAW);
  if (!articles || !*articles)
    articles = hakem_end_reason_article (reason);
  g_auto (GStrv) parts = g_strsplit (articles, " ", -1);
  g_autofree char *cited = g_strjoinv (", ", parts);
  if (!*why)
    return g_steal_pointer (&score);
  if (!*cited)
    /* TRANSLATORS: how a game ended: the result, then why, as in "1–0 the arbiter's decision" */
    return g_strdup_printf (_ ("%s %s"), score, why);
  /* TRANSLATORS: how a game ended: the result, why, and the articles, as in
   * "½–½ threefold repetition, 9.2" */
  return g_strdup_printf (_ ("%s %s, %s"), score, why, cited);
}
