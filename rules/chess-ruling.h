/* chess-ruling.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Rulings on the arbiter's questions: a verdict, the result, the time adjustment, the articles
 * and the evidence (plies) they rest on.
 */
#pragma once

#include "chess-clock.h"
#include "chess-ended.h"
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
  CHESS_RULING_ERROR_PLY,          /* the ply is outside the game */
  CHESS_RULING_ERROR_NOT_TO_MOVE,  /* the claimant does not have the move (9.2.1, 9.3) */
  CHESS_RULING_ERROR_UNDETERMINED, /* "can the opponent checkmate?" reached a search bound */
  CHESS_RULING_ERROR_MOVE,         /* the case's move does not fit its kind (7.5.2: not a pawn
                                    * reaching the last rank) */
  CHESS_RULING_ERROR_NO_FLAG,      /* a flag case in which no flag has fallen */
} ChessRulingError;

typedef struct
{
  ChessVerdict verdict;
  ChessClaimKind claim_kind; /* claims: what was claimed */
  ChessResult result;        /* CHESS_RESULT_DRAW, or CHESS_RESULT_NONE: the game goes on */
  ChessColor adjust_color;   /* whose clock gets adjust_seconds */
  int adjust_seconds;        /* 0: no adjustment */
  bool must_play_intended;   /* 9.5.3: the written move must now be made */
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
  /* The game had already ended by itself (5.1.1, 5.2.1, 5.2.2, 9.6.1, 9.6.2) before the moment
   * ruled on: there is nothing to rule. result, ended_ply, ended_by and the ending's article
   * (alone) say how it ended; for 9.6.1 and 9.6.2 the evidence (occurrences, last_irreversible_ply,
   * moves_without) is filled in; nothing else is. */
  bool game_over;
  /* The ply at which the game ended (-1 none), and how: before the moment ruled on (game_over),
   * or by the move the ruling puts on the board (9.5.3's written move, 7.5.2's queen, 7.5.4's
   * move). */
  int ended_ply;
  ChessEnding ended_by;
  /* Claims: the move written on the scoresheet (9.2.1.1, 9.3.1) is not a legal move: it cannot
   * be made (3, 9.5.3), the claim is incorrect and the claimant must make a legal move. */
  bool written_illegal;
  /* Illegal moves: the move played on the reinstated position (7.5.2's pawn promoted to a queen,
   * 7.5.4's legal move made with two hands), or CHESS_MOVE_NONE. */
  ChessMove replacement;
  /* A.5.2: the opponent has already moved and nobody acted in time: the illegal move stands and
   * nothing else changes. */
  bool stands;
  /* A.5.4: an illegal position was still on the board after the next move: drawn. */
  bool illegal_position_draw;
  /* 8.6: the flag fell but the scoresheets cannot show a missed control: the game goes on and the
   * next move counts as the first of the following period. */
  bool next_period;
  /* Both flags down, which first unknown, and Guidelines III do not apply: the Laws give no rule;
   * the arbiter decides on the facts, among them whether each side can still checkmate. */
  bool no_rule;
  ChessMateAnswer can_mate[2];
} ChessRuling;

/* Who watches the games (A.4 and A.5 in rapid, B.2 and B.3 in blitz; standard play is always
 * fully supervised). */
typedef enum
{
  CHESS_SUPERVISION_FULL,    /* standard play, A.4, B.2: the arbiter acts at any time */
  CHESS_SUPERVISION_PARTIAL, /* A.5, B.3: the arbiter acts only while the opponent has not moved */
} ChessSupervision;

/* What happened at the board (7.5.1 to 7.5.4). */
typedef enum
{
  CHESS_IRREGULARITY_ILLEGAL_MOVE, /* 7.5.1: an illegal move was completed */
  CHESS_IRREGULARITY_NO_PROMOTION, /* 7.5.2: a pawn reached the last rank and was not replaced */
  CHESS_IRREGULARITY_CLOCK_ONLY,   /* 7.5.3: the clock was pressed without a move */
  CHESS_IRREGULARITY_TWO_HANDS,    /* 7.5.4: one move made with both hands, clock pressed */
} ChessIrregularity;

/* Who noticed the flag (A.5.3, A.5.5); standard play and A.4/B.2 do not distinguish. */
typedef enum
{
  CHESS_FLAG_SEEN_BY_ARBITER, /* 6.9, A.5.5 */
  CHESS_FLAG_CLAIMED,         /* 6.9, A.5.3: the opponent claims */
} ChessFlagNotice;

typedef struct
{
  ChessIrregularity kind;
  /* The irregularity was committed by the player having the move after 'ply' half-moves (found
   * at once or later: moves after it are void, 7.5.1). */
  int ply;
  /* NO_PROMOTION: the pawn's move (its promotion piece is ignored: a queen is put, 7.5.2);
   * TWO_HANDS: the move that was made; CHESS_MOVE_NONE when it was not a legal move (then 7.5.1).
   * Otherwise CHESS_MOVE_NONE. */
  ChessMove move;
  int previous;        /* illegal moves that player completed before in this game (7.5.5) */
  int penalty_seconds; /* 7.5.5: 120, or 60 in rapid and blitz (A.3), or the regulations' */
  ChessTimeClass time_class;
  ChessSupervision supervision;
  bool opponent_moved; /* A.5.2: the opponent had made the next move before anyone acted */
  /* A.5.4 (partial supervision, once the opponent's next move is completed): the irregularity
   * left an illegal position on the board (both kings in check after an illegal move; a pawn on
   * the last rank is one always, 7.5.2), and that next move put it right or not. */
  bool illegal_position;
  bool position_put_right;
} ChessIrregularityCase;

typedef struct
{
  /* Which flags have fallen and whose first, when the clock can tell (CHESS_CLOCK_... flags). */
  bool fallen[2];
  bool order_known;
  ChessColor first;
  /* The period in which the flags fell requires all remaining moves (sudden death). */
  bool last_period;
  /* 8.6: whether the scoresheets show the moves the flagged player completed in the period;
   * false when they cannot show that the control was missed. */
  bool moves_known;
  ChessTimeClass time_class;
  ChessSupervision supervision;
  ChessFlagNotice notice;
  ChessEnding ended_by_record; /* an automatic ending the game record had already reached
                                * (9.6.1 fivefold...), or CHESS_ENDING_NONE */
  /* Guidelines III decide both flags down in an unknown order, but only where the event
   * announced them (III.2.1), and only in standard and rapid games without increment (III.2.2):
   * whether it did, and whether the period has an increment or a delay. */
  bool guidelines_iii;
  bool increment;
} ChessFlagCase;

/* A draw claim (9.2, 9.3) made after 'ply' half-moves by 'by', who must have the move. */
typedef struct
{
  int ply;
  ChessClaimKind kind;
  ChessColor by;
  /* The move written on the scoresheet but not played (9.2.1.1, 9.3.1), or CHESS_MOVE_NONE. A
   * move that is not legal there, and written_illegal (a written move that names no legal move at
   * all, such as a king move to a square no king reaches), make the claim incorrect (9.5.3). */
  ChessMove intended;
  bool written_illegal;
  /* What 9.5.3 adds to the opponent's time (120, or 60 where A.3 applies); rapid_or_blitz says
   * A.3 applies, and cites it: rapid play, and blitz under B.3 (under B.2 the Competition Rules'
   * two minutes stand, by the letter). */
  int penalty_seconds;
  bool rapid_or_blitz;
} ChessClaimCase;

/* Rules on a draw claim. A game that had ended at or before c->ply (chess_ended_game: with a
 * context, a dead position is decided exactly) is not ruled on: out->game_over. A written move
 * that the incorrect claim makes the claimant play (9.5.3) and that itself ends the game
 * (checkmate, 5.1.1; stalemate; a dead position; 9.6) gives that ending in out->result,
 * ended_by and ended_ply (c->ply + 1), with its article. */
ChessRulingError chess_ruling_claim_case (ChessMateContext *ctx, const ChessGame *game,
                                          const ChessClaimCase *c, ChessRuling *out);

/* The same without a context (dead positions only as the game record sees them) and with
 * intended CHESS_MOVE_NONE or a move (not legal there: an illegal written move). */
ChessRulingError chess_ruling_claim (const ChessGame *game, int ply, ChessClaimKind kind,
                                     ChessColor by, ChessMove intended, int penalty_seconds,
                                     bool rapid_or_blitz, ChessRuling *out);

/* The squares a claim's evidence shows on the board: those the moves between the first and the
 * last position counted touched (the men that went out and came back, 9.2), or the last capture
 * or pawn move's for 9.3. 0 when the ruling cites neither. */
ChessBitboard chess_ruling_evidence_squares (const ChessRuling *ruling, const ChessGame *game);

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

/* The whole of 7.5 and A.5.2 on one case: the position to reinstate, the move that replaces the
 * irregular one, the penalty or the result, the articles. When the game had ended by itself
 * at or before c->ply (chess_ended_game: 5.1.1, 5.2.1, 5.2.2, 9.6.1, 9.6.2), nothing is ruled
 * (out->game_over): that ending's result stands with its article alone. */
ChessRulingError chess_ruling_irregularity (ChessMateContext *ctx, const ChessGame *game,
                                            const ChessIrregularityCase *c, ChessRuling *out);

/* Flag falls in a game at the position after 'ply' half-moves (6.9, 8.6, A.5.3, A.5.5, both flags
 * fallen): a game already ended by 5.1.1, 5.2.1, 5.2.2, 9.6.1 or 9.6.2 (the record's ending in
 * c->ended_by_record, or what pos shows: chess_ended_position) is not ruled on (out->game_over):
 * the flag changes nothing and the ending's result stands with its article alone. A claim
 * under A.5.3 with both flags down fails (verdict incorrect): the claimant has no time left. */
ChessRulingError chess_ruling_flag_case (ChessMateContext *ctx, const ChessPosition *pos,
                                         const ChessFlagCase *c, ChessRuling *out);
