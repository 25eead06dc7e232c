/* chess-mate.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Can a side still checkmate by any series of legal moves, and is the position dead (5.2.2, 6.9,
 * 7.5.5, A.5.3)?
 */
#pragma once

#include <stddef.h>

#include "chess-position.h"

/* The longest helpmate line a result holds, in plies. */
#define CHESS_MATE_MAX_LINE 400

/* The most positions one question may store. */
#define CHESS_MATE_MAX_NODES (1u << 20)
#define CHESS_MATE_FAILED_SLOTS 4096

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
  CHESS_MATE_PROOF_BLOCKED,       /* no: from where each man can ever go (pawns locked, kings
                                     shut in), the side never gives check, or only with bishops
                                     of one colour that leave the king a way out */
  CHESS_MATE_PROOF_EXHAUSTED,     /* no: every position reachable from here was visited (or cut
                                     by one of the proofs above) and none is a checkmate by the
                                     side */
  CHESS_MATE_PROOF_BOUND,         /* undetermined: node or line bound reached */
  CHESS_MATE_PROOF_SKIPPED,       /* not asked: chess_mate_is_dead had its answer already */
} ChessMateProof;

typedef struct
{
  ChessMateAnswer answer;
  ChessMateProof proof;
  ChessColor side; /* the side that would checkmate */
  int length;      /* plies in line, for CHESS_MATE_PROOF_HELPMATE */
  ChessMove line[CHESS_MATE_MAX_LINE];
  uint32_t nodes; /* positions the search generated */
} ChessMateResult;

/* A whole position in 32 bytes: placement, side to move, castling rights, en passant square. */
typedef struct
{
  uint64_t w[4];
} ChessMatePacked;

typedef struct
{
  uint32_t tag; /* the question's stamp (high 8 bits) and bits of the key */
  uint32_t node;
} ChessMateSlot;

/* Answers kept by the caller between questions (a program that asks the same question again,
 * or asks it first on a worker thread so that a ruling then finds it ready). lookup fills result
 * and returns true when it holds the answer for the packed position and the side; store is given
 * every answer that is a proof (yes or no, never undetermined). Both may be called from any
 * thread that owns a context: the caller's memo does its own locking. */
typedef struct ChessMateMemo ChessMateMemo;
struct ChessMateMemo
{
  bool (*lookup) (ChessMateMemo *memo, const ChessMatePacked *pos, ChessColor side,
                  ChessMateResult *result);
  void (*store) (ChessMateMemo *memo, const ChessMatePacked *pos, ChessColor side,
                 const ChessMateResult *result);
};

/* The search memory, owned by the caller (about 80 MB: allocate it, do not put it on the
 * stack). One context serves any number of questions, one at a time. The searches store every
 * position they reach whole, so that two positions are taken for one only when they are the
 * same (see chess-mate-store.c). */
typedef struct
{
  uint32_t stamp;      /* tells this question's table entries from earlier ones */
  uint32_t node_limit; /* positions one question may store; 0 or above CHESS_MATE_MAX_NODES:
                          CHESS_MATE_MAX_NODES */
  uint32_t clean;      /* slots from the first that hold no garbage (the rest are cleared when
                          first needed, so that a small search touches little memory) */
  ChessMateSlot slots[2 * CHESS_MATE_MAX_NODES];
  ChessMatePacked packed[CHESS_MATE_MAX_NODES];
  uint32_t parent[CHESS_MATE_MAX_NODES];
  ChessMove move[CHESS_MATE_MAX_NODES];
  uint16_t depth[CHESS_MATE_MAX_NODES]; /* plies from the question's position, and flags */
  uint64_t heap[CHESS_MATE_MAX_NODES];
  /* The king-set walk (chess-mate-sets.c): by node, the squares of its king seen and those
   * still to follow. */
  uint64_t squares[CHESS_MATE_MAX_NODES];
  uint64_t pending[CHESS_MATE_MAX_NODES];
  uint16_t progress[CHESS_MATE_MAX_NODES];  /* captures and pawn moves on the way to a node */
  uint64_t failed[CHESS_MATE_FAILED_SLOTS]; /* see chess_mate_prune */
  ChessMateMemo *memo; /* answers kept between questions, or NULL (chess_mate_context_init) */
} ChessMateContext;

/* Prepares a context (the node limit is set to its default, which callers may lower; no memo). */
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
