/* chess-penalty.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The penalties of Article 12.9, the articles that lead to them, and the score limits of 10.2.
 */
#include "chess-penalty.h"

#include <string.h>

const char *
chess_penalty_article (ChessPenaltyKind kind)
{
  static const char *const articles[CHESS_PENALTY_COUNT] = {
    "12.9.1", "12.9.2", "12.9.3", "12.9.4", "12.9.5", "12.9.6", "12.9.7", "12.9.8", "12.9.9",
  };
  return (unsigned) kind < CHESS_PENALTY_COUNT ? articles[kind] : NULL;
}

/* Each checked in the 2023 text (laws/003; 2023 numbering). Where the article prescribes the
 * penalty it is proposed: 11.3.2.2, a device on the player's person: the game is lost and the
 * opponent wins (the regulations may soften it); 11.7, persistent refusal: lost, the opponent's
 * score decided by the arbiter (a win proposed); 11.8, both players: lost by both (0-0). 12.8
 * forbids anybody to use a phone in the venue; a player who uses one has it on his person, which
 * 11.3.2.2 prescribes for. Everywhere else the article leaves the penalty to the arbiter under
 * 12.9, by name (6.2.4, 6.11.4, 11.3.3, and 11.6 for 11.1 to 11.5) or as "may penalise" (7.4.3):
 * the mildest, a warning, is proposed (laws/003's commentary on 6.2 advises a warning first). */
#define CHOICE(article, about, via)                                                                \
  {                                                                                                \
    article, about, CHESS_PENALTY_WARNING, CHESS_SCORE_UNSET, via, false, false                    \
  }
#define LOSS(article, about, opponent, via, soften)                                                \
  {                                                                                                \
    article, about, CHESS_PENALTY_LOSS, opponent, via, true, soften                                \
  }
static const ChessPenaltyOccasion occasions[] = {
  CHOICE ("6.2.4",
          "handling the clock improperly: pressing it forcibly, picking it up, pressing "
          "it before moving, knocking it over",
          "6.2.4"),
  CHOICE ("6.11.4", "pausing the clock to seek the arbiter's help without a valid reason",
          "6.11.4"),
  CHOICE ("7.4.3", "displacing pieces on the board", "7.4.3"),
  CHOICE ("11.1", "bringing the game of chess into disrepute", "11.6"),
  CHOICE ("11.2.3",
          "leaving the playing venue, or the playing area while having the move, "
          "without the arbiter's permission",
          "11.6"),
  CHOICE ("11.3.1", "notes, sources of information or advice, analysis on another chessboard",
          "11.6"),
  CHOICE ("11.3.2.1",
          "an electronic device in the playing venue but not on the player's person "
          "(in a bag not switched off, the bag used without permission)",
          "11.6"),
  LOSS ("11.3.2.2", "an electronic device on the player's person in the playing venue",
        CHESS_SCORE_WIN, "11.3.2.2", true),
  CHOICE ("11.3.3", "refusing the arbiter's inspection of clothes, bags, other items or body",
          "11.3.3"),
  CHOICE ("11.3.4", "smoking outside the section of the venue the arbiter designated", "11.6"),
  CHOICE ("11.4", "a player who has finished the game not behaving as a spectator", "11.6"),
  CHOICE ("11.5",
          "distracting or annoying the opponent: unreasonable claims or draw offers, "
          "a source of noise",
          "11.6"),
  LOSS ("11.7",
        "persistently refusing to comply with the Laws: the game is lost, the arbiter "
        "decides the opponent's score",
        CHESS_SCORE_WIN, "11.7", false),
  LOSS ("11.8", "both players persistently refusing to comply with the Laws: lost by both",
        CHESS_SCORE_LOSS, "11.8", false),
  LOSS ("12.8",
        "a player using a mobile phone or another communication device in the playing "
        "venue without the arbiter's authorisation",
        CHESS_SCORE_WIN, "11.3.2.2", true),
};
#undef CHOICE
#undef LOSS

int
chess_penalty_occasion_count (void)
{
  return (int) (sizeof occasions / sizeof occasions[0]);
}

const ChessPenaltyOccasion *
chess_penalty_occasion (int index)
{
  if (index < 0 || index >= chess_penalty_occasion_count ())
    return NULL;
  return &occasions[index];
}

const ChessPenaltyOccasion *
chess_penalty_occasion_find (const char *article)
{
  for (int i = 0; article && i < chess_penalty_occasion_count (); i++)
    if (strcmp (occasions[i].article, article) == 0)
      return &occasions[i];
  return NULL;
}

void
chess_penalty_propose (const ChessPenaltyOccasion *occasion, ChessColor offender, ChessPenalty *out)
{
  memset (out, 0, sizeof *out);
  out->kind = occasion ? occasion->proposed : CHESS_PENALTY_WARNING;
  out->offender = offender;
  out->offender_score = CHESS_SCORE_UNSET;
  out->opponent_score = CHESS_SCORE_UNSET;
  if (out->kind == CHESS_PENALTY_LOSS)
    {
      out->offender_score = CHESS_SCORE_LOSS;
      out->opponent_score = occasion->opponent_score;
    }
}

static bool
is_normal_score (int halves)
{
  return halves == CHESS_SCORE_LOSS || halves == CHESS_SCORE_DRAW || halves == CHESS_SCORE_WIN;
}

ChessScoreError
chess_score_check (int white_halves, int black_halves)
{
  if (!is_normal_score (white_halves) || !is_normal_score (black_halves))
    return CHESS_SCORE_ERROR_NOT_NORMAL;
  if (white_halves + black_halves > CHESS_SCORE_WIN)
    return CHESS_SCORE_ERROR_ABOVE_MAXIMUM;
  return CHESS_SCORE_OK;
}

static void
add_article (ChessPenaltyEffect *e, const char *article)
{
  if (e->article_count < (int) (sizeof e->articles / sizeof e->articles[0]))
    e->articles[e->article_count++] = article;
}

/* The scores the game would have: an unset one stays unset in the effect but counts as what it
 * was (0 while the game goes on) against 10.2. */
static ChessPenaltyError
set_scores (ChessPenaltyEffect *out, const int current[2], int white, int black)
{
  out->score[CHESS_WHITE] = white;
  out->score[CHESS_BLACK] = black;
  int w = white != CHESS_SCORE_UNSET ? white : current[CHESS_WHITE];
  int b = black != CHESS_SCORE_UNSET ? black : current[CHESS_BLACK];
  out->score_error = chess_score_check (w != CHESS_SCORE_UNSET ? w : CHESS_SCORE_LOSS,
                                        b != CHESS_SCORE_UNSET ? b : CHESS_SCORE_LOSS);
  add_article (out, "10.2");
  return out->score_error == CHESS_SCORE_OK ? CHESS_PENALTY_OK : CHESS_PENALTY_ERROR_SCORE;
}

/* Sets offender's and opponent's scores into white/black order. */
static ChessPenaltyError
set_pair (ChessPenaltyEffect *out, const int current[2], ChessColor offender, int off, int opp)
{
  return offender == CHESS_WHITE ? set_scores (out, current, off, opp)
                                 : set_scores (out, current, opp, off);
}

/* A score the penalty must name was left unset: no normal score (10.2). */
static ChessPenaltyError
refuse_unset (ChessPenaltyEffect *out)
{
  out->score_error = CHESS_SCORE_ERROR_NOT_NORMAL;
  add_article (out, "10.2");
  return CHESS_PENALTY_ERROR_SCORE;
}

ChessPenaltyError
chess_penalty_apply (const ChessPenalty *penalty, const int current[2], ChessPenaltyEffect *out)
{
  memset (out, 0, sizeof *out);
  out->score[CHESS_WHITE] = CHESS_SCORE_UNSET;
  out->score[CHESS_BLACK] = CHESS_SCORE_UNSET;
  ChessColor offender = penalty->offender;
  const char *article = chess_penalty_article (penalty->kind);
  if (!article || (offender != CHESS_WHITE && offender != CHESS_BLACK))
    return CHESS_PENALTY_ERROR_KIND;
  ChessColor opponent = !offender;
  add_article (out, article);
  bool going_on
      = current[CHESS_WHITE] == CHESS_SCORE_UNSET && current[CHESS_BLACK] == CHESS_SCORE_UNSET;

  switch (penalty->kind)
    {
    case CHESS_PENALTY_WARNING:
    case CHESS_PENALTY_FINE:
      return CHESS_PENALTY_OK;
    case CHESS_PENALTY_EXCLUSION:
      return penalty->rounds > 0 ? CHESS_PENALTY_OK : CHESS_PENALTY_ERROR_ROUNDS;
    case CHESS_PENALTY_EXPULSION:
      /* 12.9.9 acts on the competition. Unlike 12.9.6 and 11.7 it gives no result for the game
       * being played, so nothing changes here; an arbiter who also declares this game lost gives
       * 12.9.6 besides. */
      return CHESS_PENALTY_OK;
    case CHESS_PENALTY_OPPONENT_TIME:
    case CHESS_PENALTY_OFFENDER_TIME:
      if (penalty->seconds <= 0)
        return CHESS_PENALTY_ERROR_SECONDS;
      if (penalty->kind == CHESS_PENALTY_OPPONENT_TIME)
        out->clock_delta[opponent] = penalty->seconds;
      else
        out->clock_delta[offender] = -penalty->seconds;
      return CHESS_PENALTY_OK;
    case CHESS_PENALTY_OPPONENT_POINTS:
      {
        /* Points are given for a game that has a score, so one still going on ends with them
         * (the offender then has none: 0). */
        int off = current[offender] != CHESS_SCORE_UNSET ? current[offender] : CHESS_SCORE_LOSS;
        ChessPenaltyError err = set_pair (out, current, offender, off, CHESS_SCORE_WIN);
        out->game_ends = err == CHESS_PENALTY_OK && going_on;
        return err;
      }
    case CHESS_PENALTY_OFFENDER_POINTS:
      {
        /* The opponent's score stays as it is unless the penalty sets it too. */
        int off = penalty->offender_score;
        if (off == CHESS_SCORE_UNSET)
          return refuse_unset (out);
        ChessPenaltyError err = set_pair (out, current, offender, off, penalty->opponent_score);
        if (err != CHESS_PENALTY_OK)
          return err;
        /* Only points the offender has can be reduced. */
        if (current[offender] == CHESS_SCORE_UNSET || off >= current[offender])
          return CHESS_PENALTY_ERROR_NOT_LOWER;
        return CHESS_PENALTY_OK;
      }
    case CHESS_PENALTY_LOSS:
      {
        /* 12.9.6: the arbiter decides the opponent's score, so it cannot be left unset. */
        if (penalty->opponent_score == CHESS_SCORE_UNSET)
          return refuse_unset (out);
        ChessPenaltyError err
            = set_pair (out, current, offender, CHESS_SCORE_LOSS, penalty->opponent_score);
        out->game_ends = err == CHESS_PENALTY_OK;
        return err;
      }
    case CHESS_PENALTY_COUNT:
    default:
      break;
    }
  return CHESS_PENALTY_ERROR_KIND;
}

ChessPenaltyError
chess_penalty_after_ending (const ChessPenalty *penalty)
{
  switch (penalty->kind)
    {
    case CHESS_PENALTY_WARNING:
    case CHESS_PENALTY_FINE:
    case CHESS_PENALTY_EXCLUSION:
    case CHESS_PENALTY_EXPULSION:
      return CHESS_PENALTY_OK;
    default:
      return CHESS_PENALTY_ERROR_GAME_OVER;
    }
}
