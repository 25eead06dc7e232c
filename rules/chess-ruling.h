/* chess-ruling.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Rulings on the arbiter's questions: a verdict, the result, the time adjustment, the articles
 * and the evidence (plies) they rest on.
 */
#pragma once

#include "chess-game.h"
#include "chess-mate.h"

#define CHESS_RULING_MAX_ARTICLES 8
#define CHESS_RULING_MAX_PLIES 64

typedef enum
{
  CHESS_CLAIM_THREEFOLD, /* 9.2 */
  CHESS_CLAIM_FIFTY,     /* 9.3 */
} ChessClaimKind;

typedef enum
{
  CHESS_VERDICT_CORRECT,
  CHESS_VERDICT_INCORRECT,
} ChessVerdict;

typedef enum
{
  CHESS_RULING_OK = 0,
  CHESS_RULING_ERROR_PLY,           /* the ply is outside the game */
  CHESS_RULING_ERROR_NOT_TO_MOVE,   /* the claimant does not have the move (9.2.1, 9.3) */
  CHESS_RULING_ERROR_INTENDED_ILLEGAL, /* the intended move is not legal there */
  CHESS_RULING_ERROR_UNDETERMINED,  /* "can the opponent checkmate?" reached a search bound */
} ChessRulingError;

typedef struct
{
  ChessVerdict verdict;
  ChessResult result;          /* CHESS_RESULT_DRAW, or CHESS_RESULT_NONE: the game goes on */
  ChessColor adjust_color;     /* whose clock gets adjust_seconds */
  int adjust_seconds;          /* 0: no adjustment */
  bool must_play_intended;     /* 9.5.3: the written move must now be made */
  int article_count;
  const char *articles[CHESS_RULING_MAX_ARTICLES]; /* article numbers, e.g. "9.2.1.2" */
  /* Evidence. Threefold: the plies at which the position occurred (the intended move's position
   * counts as ply + 1). Fifty: the plies the count covers begin after last_irreversible_ply. */
  int occurrence_count;
  int occurrences[CHESS_RULING_MAX_PLIES];
  int last_irreversible_ply; /* the last capture or pawn move, -1 when none in the record */
  int moves_without;         /* plies without capture or pawn move at the claimed position */
  /* Illegal moves (7.5.1): the ply whose position is reinstated; -1 when not applicable. */
  int restore_ply;
  /* Flag falls and second illegal moves: could the opponent still checkmate (6.9, 7.5.5)? */
  ChessMateAnswer opponent_can_mate;
  /* The game had already ended automatically at this ply (-1 none), and how. */
  int ended_ply;
  ChessEnding ended_by;
} ChessRuling;

/* Rules on a draw claim made after 'ply' half-moves by 'by', who must have the move, with an
 * intended move (written but not played, 9.2.1.1 / 9.3.1) or CHESS_MOVE_NONE.
 * penalty_seconds is what 9.5.3 adds to the opponent's time (120, or 60 in rapid and blitz:
 * A.3); rapid_or_blitz adds A.3 to the articles. */
ChessRulingError chess_ruling_claim (const ChessGame *game, int ply, ChessClaimKind kind,
                                     ChessColor by, ChessMove intended, int penalty_seconds,
                                     bool rapid_or_blitz, ChessRuling *out);

/* Rules on a fallen flag (6.9, also A.5.3 and A.5.5): the flagged player loses, unless the
 * opponent cannot checkmate by any possible series of legal moves, when the game is drawn. */
ChessRulingError chess_ruling_flag (ChessMateContext *ctx, const ChessPosition *pos,
                                    ChessColor flagged, ChessRuling *out);

/* Rules on an illegal move completed by the player having the move after 'ply' half-moves
 * (7.5.1 to 7.5.5), who had completed 'previous' illegal moves before in this game: the position
 * after 'ply' is reinstated; the first time the opponent gets penalty_seconds (7.5.5: 120, or 60
 * in rapid and blitz, A.3); the second time the game is lost, or drawn when the opponent cannot
 * checkmate from the reinstated position. */
ChessRulingError chess_ruling_illegal (ChessMateContext *ctx, const ChessGame *game, int ply,
                                       int previous, int penalty_seconds, bool rapid_or_blitz,
                                       ChessRuling *out);
