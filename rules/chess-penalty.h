/* chess-penalty.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The arbiter's penalties of Article 12.9, the articles that prompt them, and the score limits
 * of Article 10.2.
 */
#pragma once

#include <stdbool.h>

#include "chess-game.h"

/* 12.9.1 to 12.9.9, in the Laws' order. */
typedef enum
{
  CHESS_PENALTY_WARNING = 0,     /* 12.9.1 */
  CHESS_PENALTY_OPPONENT_TIME,   /* 12.9.2: increasing the opponent's remaining time */
  CHESS_PENALTY_OFFENDER_TIME,   /* 12.9.3: reducing the offender's remaining time */
  CHESS_PENALTY_OPPONENT_POINTS, /* 12.9.4: the opponent's points raised to the maximum */
  CHESS_PENALTY_OFFENDER_POINTS, /* 12.9.5: the offender's points lowered */
  CHESS_PENALTY_LOSS,            /* 12.9.6: game lost; the arbiter sets the opponent's score */
  CHESS_PENALTY_FINE,            /* 12.9.7: a fine announced in advance */
  CHESS_PENALTY_EXCLUSION,       /* 12.9.8: exclusion from one or more rounds */
  CHESS_PENALTY_EXPULSION,       /* 12.9.9: expulsion from the competition */
  CHESS_PENALTY_COUNT
} ChessPenaltyKind;

/* The article of a penalty, "12.9.1" to "12.9.9". */
const char *chess_penalty_article (ChessPenaltyKind kind);

/* The articles of the 2023 Laws that prescribe a penalty or send the arbiter to 12.9, each with
 * the penalty to propose: the one the article prescribes where it prescribes one (prescribed is
 * true and source names that article), otherwise the mildest of 12.9, a warning, as the Laws
 * leave the choice to the arbiter (source names the article that sends the arbiter to 12.9). The
 * descriptions are English and for the program's own use; the app shows translated ones. */
typedef struct
{
  const char *article;
  const char *about;
  ChessPenaltyKind proposed;
  int opponent_score;          /* LOSS: the opponent's score, CHESS_SCORE_*; else UNSET */
  const char *source;          /* the article the proposal rests on */
  bool prescribed;             /* the Laws prescribe the penalty, not the arbiter's choice */
  bool regulations_may_soften; /* the event's regulations may set a milder one (11.3.2.2) */
} ChessPenaltyOccasion;

int chess_penalty_occasion_count (void);
const ChessPenaltyOccasion *chess_penalty_occasion (int index);
/* The occasion of that article, or NULL. */
const ChessPenaltyOccasion *chess_penalty_occasion_find (const char *article);

/* Scores are in half points: 0 loss, 1 draw, 2 win (10.1). */
#define CHESS_SCORE_LOSS 0
#define CHESS_SCORE_DRAW 1
#define CHESS_SCORE_WIN 2
#define CHESS_SCORE_UNSET (-1)

typedef enum
{
  CHESS_SCORE_OK = 0,
  CHESS_SCORE_ERROR_NOT_NORMAL,    /* 10.2: a player's score other than 0, 1/2 or 1 */
  CHESS_SCORE_ERROR_ABOVE_MAXIMUM, /* 10.2: together above the game's maximum (1) */
} ChessScoreError;

/* Whether the arbiter may give these scores (10.2): each 0, 1/2 or 1, together at most 1.
 * 0-0, 1/2-0 and 0-1/2 are allowed (12.9.4 to 12.9.6 lead to them). */
ChessScoreError chess_score_check (int white_halves, int black_halves);

typedef struct
{
  ChessPenaltyKind kind;
  ChessColor offender;
  int seconds;        /* OPPONENT_TIME, OFFENDER_TIME: how much (> 0) */
  int offender_score; /* OFFENDER_POINTS: the lowered score; LOSS: CHESS_SCORE_LOSS */
  int opponent_score; /* LOSS: the score the arbiter decides for the opponent;
                       * OFFENDER_POINTS: unchanged unless set; CHESS_SCORE_UNSET: keep */
  int rounds;         /* EXCLUSION: how many rounds (> 0) */
} ChessPenalty;

/* The penalty the occasion proposes for offender: its kind, and for a loss the opponent's score;
 * no time and no rounds (the arbiter gives those with the kinds that need them). */
void chess_penalty_propose (const ChessPenaltyOccasion *occasion, ChessColor offender,
                            ChessPenalty *out);

typedef enum
{
  CHESS_PENALTY_OK = 0,
  CHESS_PENALTY_ERROR_SECONDS,   /* a time penalty without a positive number of seconds */
  CHESS_PENALTY_ERROR_ROUNDS,    /* an exclusion without a positive number of rounds */
  CHESS_PENALTY_ERROR_SCORE,     /* the scores break 10.2; see score_error */
  CHESS_PENALTY_ERROR_NOT_LOWER, /* OFFENDER_POINTS: no current score, or the new one not lower */
  CHESS_PENALTY_ERROR_KIND,      /* a kind or an offender out of range */
  CHESS_PENALTY_ERROR_GAME_OVER, /* the game had ended by itself (5.1.1, 5.2, 9.6): a penalty on
                                  * the clock or the game's score cannot change its result */
} ChessPenaltyError;

/* What a penalty does to this game: time on each clock (seconds, + added, - removed), the
 * scores (half points; CHESS_SCORE_UNSET where unchanged), whether the game ends, the articles. */
typedef struct
{
  int clock_delta[2];
  int score[2];
  bool game_ends;
  ChessScoreError score_error;
  int article_count;
  const char *articles[4];
} ChessPenaltyEffect;

/* The effect of a penalty given at a game whose scores are current[] (CHESS_SCORE_UNSET while it
 * goes on). Refuses scores 10.2 forbids. */
ChessPenaltyError chess_penalty_apply (const ChessPenalty *penalty, const int current[2],
                                       ChessPenaltyEffect *out);

/* A penalty given after the game had ended by itself (5.1.1, 5.2.1, 5.2.2, 9.6.1, 9.6.2 end it at
 * once, and its result with it): what it does to the game's clock (12.9.2, 12.9.3) or score
 * (12.9.4 to 12.9.6) cannot be done, CHESS_PENALTY_ERROR_GAME_OVER; a warning, a fine, an
 * exclusion or an expulsion (12.9.1, 12.9.7 to 12.9.9) concern the player, not the game, and
 * may still be given (CHESS_PENALTY_OK). */
ChessPenaltyError chess_penalty_after_ending (const ChessPenalty *penalty);
