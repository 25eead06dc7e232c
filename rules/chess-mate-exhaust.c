/* chess-mate-exhaust.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The exhaustive search: every position reachable by legal moves of both sides.
 *
 * A walk over the positions that can follow the question's position, both sides moving, each
 * stored whole (chess-mate-store.c) so that a position is skipped only when the very same position
 * was reached before. A checkmate by W stops the walk with its line. Positions after a capture, a
 * promotion or a pawn step that meets an enemy pawn, when the static proofs show them hopeless
 * for W, are stored (they count as seen) but not followed. When every stored
 * position was followed without a checkmate, W can never mate: that "no" is a proof resting on
 * the move generator and the static proofs alone. It costs little per position (no look-ahead,
 * no estimate), so it decides quickly wherever few positions are reachable.
 */
#include "chess-mate-private.h"

#include "chess-movegen.h"

/* The order of the walk: depth first, less four for each capture or pawn move on the way. Lines
 * that change the material and the pawns come first (a helpmate in a locked position is mostly
 * pawns given up and pawns promoted); the order does not change what a "no" proves. */
#define PROGRESS 4u
#define PRIORITY_BASE (1u << 30)

ChessMateAnswer
chess_mate_exhaust (ChessMateContext *ctx, const ChessPosition *root, ChessColor w, uint32_t limit,
                    ChessMateResult *result)
{
  ChessMateStore st;
  chess_mate_store_begin (&st, ctx, root, limit);
  ChessPosition pos;
  ChessMoveList list;
  uint16_t *progress = ctx->progress;
  progress[0] = 0;
  chess_mate_store_push (&st, PRIORITY_BASE, 0);
  while (st.queued)
    {
      uint32_t node = chess_mate_store_pop (&st);
      int depth = chess_mate_store_depth (ctx, node);
      if (depth >= (int) CHESS_MATE_NODE_DEPTH)
        {
          result->nodes = st.count;
          return CHESS_MATE_UNDETERMINED;
        }
      chess_mate_store_position (ctx, node, root, &pos);
      chess_movegen_legal (&pos, &list);
      bool w_moves = pos.side == w;
      /* Each child's slot is a likely cache miss in a large search: ask for them all first. */
      if (st.limit > 65536)
        for (int i = 0; i < list.count; i++)
          {
            ChessUndo u;
            chess_position_make (&pos, list.moves[i], &u);
            chess_mate_store_prefetch (&st, pos.key);
            chess_position_unmake (&pos, list.moves[i], &u);
          }
      for (int i = 0; i < list.count; i++)
        {
          ChessMove m = list.moves[i];
          bool changes = pos.board[chess_move_to (m)] != CHESS_NO_PIECE
                         || CHESS_PIECE_TYPE (pos.board[chess_move_from (m)]) == CHESS_PAWN;
          if (st.count >= st.limit)
            {
              result->nodes = st.count;
              return CHESS_MATE_UNDETERMINED;
            }
          ChessUndo u;
          chess_position_make (&pos, m, &u);
          uint32_t child = chess_mate_store_add (&st, &pos, node, m, depth + 1);
          if (child != CHESS_MATE_SEEN)
            {
              if (w_moves && chess_position_in_check (&pos) && !chess_movegen_any (&pos))
                {
                  int n = chess_mate_store_line (ctx, child, result->line);
                  result->nodes = st.count;
                  if (n < 0)
                    return CHESS_MATE_UNDETERMINED;
                  result->length = n;
                  return CHESS_MATE_YES;
                }
              progress[child] = (uint16_t) (progress[node] + changes);
              if (!(chess_mate_worth_proof (&pos, m, &u) && chess_mate_prune (ctx, &pos, w)))
                chess_mate_store_push (
                    &st, PRIORITY_BASE + (uint32_t) (depth + 1) - PROGRESS * progress[child],
                    child);
            }
          chess_position_unmake (&pos, m, &u);
        }
    }
  result->nodes = st.count;
  return CHESS_MATE_NO;
}
