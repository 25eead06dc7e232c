/* chess-explain.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Finds the legal move a board gesture means, or the article-level reason why there is none.
 */
#include "chess-explain.h"

#include "chess-movegen.h"
#include "chess-tables.h"

static bool
is_castling_gesture (const ChessPosition *pos, ChessSquare from, ChessSquare to)
{
  ChessPiece p = pos->board[from];
  if (CHESS_PIECE_TYPE (p) != CHESS_KING || CHESS_RANK_OF (from) != CHESS_RANK_OF (to))
    return false;
  ChessPiece target = pos->board[to];
  if (target == CHESS_PIECE (pos->side, CHESS_ROOK))
    return true;
  int df = CHESS_FILE_OF (to) - CHESS_FILE_OF (from);
  return df == 2 || df == -2;
}

static ChessIllegalReason
castling_reason (const ChessPosition *pos, ChessSquare from, ChessSquare to)
{
  bool is_long = CHESS_FILE_OF (to) < CHESS_FILE_OF (from);
  int idx = CHESS_CASTLE_INDEX (pos->side, is_long);
  if (!(pos->castling & (1 << idx)))
    return CHESS_ILLEGAL_CASTLING_RIGHTS;
  ChessSquare rsq = pos->castle_rook[idx];
  int rank = CHESS_RANK_OF (from);
  ChessSquare kto = CHESS_SQUARE (is_long ? 2 : 6, rank),
              rto = CHESS_SQUARE (is_long ? 3 : 5, rank);
  ChessBitboard span
      = chess_between (from, kto) | CHESS_BB (kto) | chess_between (rsq, rto) | CHESS_BB (rto);
  ChessBitboard others = chess_position_occupied (pos) & ~(CHESS_BB (from) | CHESS_BB (rsq));
  if (span & others)
    return CHESS_ILLEGAL_CASTLING_BLOCKED;
  return CHESS_ILLEGAL_CASTLING_CHECK;
}

ChessMove
chess_explain_move (const ChessPosition *pos, ChessSquare from, ChessSquare to,
                    ChessPieceType promotion, ChessIllegalReason *reason)
{
  ChessMoveList list;
  chess_movegen_legal (pos, &list);
  ChessPiece p = pos->board[from];
  bool castling = p != CHESS_NO_PIECE && CHESS_PIECE_COLOR (p) == pos->side
                  && is_castling_gesture (pos, from, to);
  for (int i = 0; i < list.count; i++)
    {
      ChessMove m = list.moves[i];
      if (chess_move_from (m) != from)
        continue;
      if (chess_move_kind (m) == CHESS_MOVE_CASTLING)
        {
          if (castling && (chess_move_to (m) == to || chess_move_king_target (m) == to))
            {
              *reason = CHESS_ILLEGAL_NONE;
              return m;
            }
          continue;
        }
      if (chess_move_to (m) != to)
        continue;
      if (chess_move_kind (m) == CHESS_MOVE_PROMOTION && chess_move_promotion (m) != promotion)
        continue;
      *reason = CHESS_ILLEGAL_NONE;
      return m;
    }

  if (p == CHESS_NO_PIECE)
    *reason = CHESS_ILLEGAL_NO_PIECE;
  else if (CHESS_PIECE_COLOR (p) != pos->side)
    *reason = CHESS_ILLEGAL_NOT_YOUR_TURN;
  else if (castling
           && (pos->board[to] == CHESS_PIECE (pos->side, CHESS_ROOK)
               || CHESS_RANK_OF (from) == (pos->side == CHESS_WHITE ? 0 : 7)))
    *reason = castling_reason (pos, from, to);
  else if (pos->board[to] != CHESS_NO_PIECE && CHESS_PIECE_COLOR (pos->board[to]) == pos->side)
    *reason = CHESS_ILLEGAL_OWN_PIECE;
  else
    {
      ChessBitboard occ = chess_position_occupied (pos);
      ChessBitboard reach = 0, reach_now = 0;
      switch (CHESS_PIECE_TYPE (p))
        {
        case CHESS_KNIGHT:
          reach = reach_now = chess_knight_attacks[from];
          break;
        case CHESS_KING:
          reach = reach_now = chess_king_attacks[from];
          break;
        case CHESS_BISHOP:
          reach = chess_bishop_attacks (from, 0);
          reach_now = chess_bishop_attacks (from, occ);
          break;
        case CHESS_ROOK:
          reach = chess_rook_attacks (from, 0);
          reach_now = chess_rook_attacks (from, occ);
          break;
        case CHESS_QUEEN:
          reach = chess_bishop_attacks (from, 0) | chess_rook_attacks (from, 0);
          reach_now = chess_bishop_attacks (from, occ) | chess_rook_attacks (from, occ);
          break;
        case CHESS_PAWN:
          {
            int up = chess_pawn_push (pos->side);
            int start = pos->side == CHESS_WHITE ? 1 : 6;
            ChessBitboard captures = chess_pawn_attacks (pos->side, from);
            ChessBitboard enemies = pos->colors[!pos->side];
            if (pos->ep != CHESS_SQUARE_NONE)
              enemies |= CHESS_BB (pos->ep);
            ChessBitboard pushes = CHESS_BB (from + up);
            if (CHESS_RANK_OF (from) == start)
              pushes |= CHESS_BB (from + 2 * up);
            reach = (captures & enemies) | pushes;
            reach_now = captures & enemies;
            if (!(occ & CHESS_BB (from + up)))
              {
                reach_now |= CHESS_BB (from + up);
                if (CHESS_RANK_OF (from) == start && !(occ & CHESS_BB (from + 2 * up)))
                  reach_now |= CHESS_BB (from + 2 * up);
              }
            break;
          }
        }
      if (!(reach & CHESS_BB (to)))
        *reason = CHESS_ILLEGAL_PIECE_RULES;
      else if (!(reach_now & CHESS_BB (to)))
        *reason = CHESS_ILLEGAL_PATH_BLOCKED;
      else
        *reason = CHESS_ILLEGAL_KING_IN_CHECK;
    }
  return CHESS_MOVE_NONE;
}
