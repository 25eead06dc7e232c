/* chess-mate.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Can a side still checkmate by any series of legal moves, and is the position dead (5.2.2, 6.9,
 * 7.5.5, A.5.3)?
 */
#pragma once

#include <stddef.h>

#include "chess-position.h"

/* The longest helpmate the search follows, in plies. */
#define CHESS_MATE_MAX_LINE 200

/* Sizes of the search memory inside ChessMateContext. */
#define CHESS_MATE_TABLE_BITS 19
#define CHESS_MATE_MAX_NODES (1u << 18)

typedef enum
{
  CHESS_MATE_NO = 0,
  CHESS_MATE_YES = 1,
  CHESS_MATE_UNDETERMINED = 2, /* a search bound was reached before a proof either way */
} ChessMateAnswer;

/* What the answer rests on. */
typedef enum
{
  CHESS_MATE_PROOF_CHECKMATE = 0, /* yes: the opponent is checkmated in this very position */
  CHESS_MATE_PROOF_HELPMATE,      /* yes: 'line' is a series of legal moves ending in checkmate */
  CHESS_MATE_PROOF_NO_MOVES,      /* no: the side to move has no legal move (stalemate, or the
                                     side asked about is checkmated) */
  CHESS_MATE_PROOF_MATERIAL,      /* no: these pieces can never checkmate against those */
  CHESS_MATE_PROOF_BLOCKED,       /* no: pawns locked for good, no capture possible, and no piece
                                     of the side can ever give check */
  CHESS_MATE_PROOF_EXHAUSTED,     /* no: every position reachable from here was visited and none
                                     is a checkmate by the side */
  CHESS_MATE_PROOF_BOUND,         /* undetermined: node or line bound reached */
  CHESS_MATE_PROOF_SKIPPED,       /* not asked: chess_mate_is_dead had its answer already */
} ChessMateProof;

typedef struct
{
  ChessMateAnswer answer;
  ChessMateProof proof;
  ChessColor side;  /* the side that would checkmate */
  int length;       /* plies in line, for CHESS_MATE_PROOF_HELPMATE */
  ChessMove line[CHESS_MATE_MAX_LINE];
  uint32_t nodes;   /* positions the search generated */
} ChessMateResult;

typedef struct
{
  ChessKey key;
  uint32_t stamp;
  uint32_t unused;
} ChessMateSlot;

typedef struct
{
  uint32_t parent;
  ChessMove move;
  uint8_t depth;  /* plies from the question's position, at most CHESS_MATE_MAX_LINE */
  uint8_t looked; /* the search already looked for a mate two plies ahead of it */
} ChessMateNode;

/* The search memory, owned by the caller (about 12 MB: allocate it, do not put it on the
 * stack). One context serves any number of questions, one at a time. */
typedef struct
{
  uint32_t stamp;      /* tells this question's table entries from earlier ones */
  uint32_t node_limit; /* positions one question may generate; at most CHESS_MATE_MAX_NODES */
  ChessMateSlot table[1u << CHESS_MATE_TABLE_BITS];
  ChessMateNode nodes[CHESS_MATE_MAX_NODES];
  uint64_t heap[CHESS_MATE_MAX_NODES];
} ChessMateContext;

/* Prepares a context (the node limit is set to its default, which callers may lower). */
void chess_mate_context_init (ChessMateContext *ctx);

/* Can 'side' checkmate the opponent by some series of legal moves of both sides, from pos as it
 * stands (with its side to move)? Fills result (never NULL) and returns result->answer. */
ChessMateAnswer chess_mate_can_checkmate (ChessMateContext *ctx, const ChessPosition *pos,
                                          ChessColor side, ChessMateResult *result);

/* Is the position dead (5.2.2): can neither side checkmate? CHESS_MATE_YES means dead.
 * results[CHESS_WHITE] and results[CHESS_BLACK] hold each side's answer; once one side is
 * found able to mate, the other is not asked (its proof is CHESS_MATE_PROOF_SKIPPED). */
ChessMateAnswer chess_mate_is_dead (ChessMateContext *ctx, const ChessPosition *pos,
                                    ChessMateResult results[2]);

/* Is the position dead (5.2.2) by the rules that need no search: each side's material, pawns
 * locked for good, or every legal move leading at once to such a position or to a stalemate (the
 * forced capture of a last piece)? Needs no context and costs little, so a game record can ask
 * it after every move; false does not mean that the position is alive (chess_mate_is_dead
 * decides). A position without legal moves is left to the caller (checkmate, stalemate). */
bool chess_mate_dead_by_rule (const ChessPosition *pos);

/* Checks that line is a series of legal moves from pos that ends with the opponent of 'side'
 * checkmated; for tests and for callers that show the line as evidence. */
bool chess_mate_line_is_helpmate (const ChessPosition *pos, ChessColor side, const ChessMove *line,
                                  int length);
