/* chess-reconcile-private.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Inside the reconciler: a written cell taken apart, a legal move described the same way, and
 * the cost of reading one as the other.
 */
#pragma once

#include "chess-reconcile.h"

/* Costs of the mistakes, in units of one decoration. */
enum
{
  RC_COST_DECORATION = 1,
  RC_COST_DECORATION_MAX = 3,
  RC_COST_ORIGIN = 2,
  RC_COST_PIECE = 4,
  RC_COST_SQUARE = 4,
  RC_COST_OTHER_MAX = 11,
  RC_COST_ILLEGIBLE = 3,
  RC_COST_NOT_WRITTEN = 3,
  RC_COST_OMITTED = 6,
  RC_COST_EXTRA = 6,
  RC_COST_SWAP = 3,
  RC_COST_PAST_END = 1, /* a ply after both sheets stop, searched toward the final position */
};

typedef enum
{
  RC_CELL_EMPTY = 0, /* "-" or nothing */
  RC_CELL_ILLEGIBLE, /* "?" or no square in it */
  RC_CELL_MOVE,
  RC_CELL_CASTLING,
} RcCellType;

/* A written cell, read with the letters of its sheet. -1 where the text gives nothing. */
typedef struct
{
  RcCellType type;
  int piece; /* ChessPieceType; CHESS_PAWN when no letter */
  int to;    /* target square */
  int from_file, from_rank;
  int promo; /* ChessPieceType or -1 */
  bool capture;
  char mark; /* '+', '#' or 0 */
  bool castle_long;
} RcCell;

/* A legal move as the cells describe it. */
typedef struct
{
  ChessMove move;
  int piece, from, to, promo;
  bool capture, castling, castle_long;
  bool ambiguous; /* another piece of its kind may go to the same square */
  char mark;      /* '+', '#' or 0 */
} RcMove;

void rc_cell_parse (const char *text, ChessSanLanguage lang, RcCell *cell);

/* The cost of reading 'cell' as 'move', and the kind of mistake when it is not 0. */
int rc_cell_cost (const RcCell *cell, const RcMove *move, ChessReconcileKind *kind);

/* Describes every legal move of pos into moves (CHESS_MAX_MOVES); returns their number. */
int rc_moves_describe (const ChessPosition *pos, RcMove *moves);

/* The letters a sheet is written in: 1 English, 2 Turkish, 0 cannot tell (no letter but 'K'). */
int rc_sheet_language (const ChessReconcileSheet *sheet);

/* What a ply did with one sheet. */
typedef enum
{
  RC_OP_NONE = 0,     /* the start */
  RC_OP_CONSUME,      /* the move read from the next cell */
  RC_OP_EXTRA1,       /* one cell for no move, then the move from the cell after it */
  RC_OP_EXTRA2,       /* two such cells */
  RC_OP_OMIT,         /* no cell for the move */
  RC_OP_SWAP_START,   /* the move read from the cell two ahead (the same side's next move) */
  RC_OP_SWAP_MID,     /* the other side's move between the two swapped ones */
  RC_OP_SWAP_END,     /* the move read from the cell two back */
  RC_OP_NOT_RECORDED, /* the sheet has stopped */
} RcOp;

/* One step of a path: a ply and what each sheet did with it. */
typedef struct
{
  int parent; /* node index, -1 at the start */
  ChessMove move;
  int cost;      /* total so far */
  short cell[2]; /* the cell the move was read from, or -1 */
  unsigned char op[2];
  /* Another way to the same state that costs at most one decoration more (a transposition, or
   * two moves whose order the sheets cannot tell): its parent node and move, or -1. */
  int alt_parent;
  ChessMove alt_move;
  int alt_delta;
  ChessKey repetition; /* the 9.2.2 key of the position after the move */
} RcNode;

/* A path that explains both sheets to their ends. */
typedef struct
{
  int node;
  int cost;
  int trailing[2]; /* cells left over at the end of each sheet: extra */
  ChessPosition pos;
  ChessMove past[8]; /* moves after both sheets stop, toward the final position */
  int past_count;
} RcFinal;

typedef struct
{
  const ChessReconcileSheet *sheets;
  /* The game's first moves, decided before the search (chess_reconcile_from): at ply i <
   * forced_count only forced[i] is tried. */
  const ChessMove *forced;
  int forced_count;
  RcCell *cells[2];
  RcNode *nodes;
  int node_count, node_cap;
  RcFinal *finals;
  int final_count, final_cap;
} RcSearch;

bool rc_search_run (RcSearch *s, const ChessPosition *start, int final_margin);
void rc_search_clear (RcSearch *s);

/* Builds the result from the search: chooses the game (the final position when given),
 * alternatives and discrepancies. */
bool rc_result_build (RcSearch *s, const ChessPosition *start, const ChessPosition *final,
                      ChessReconcileResult *out);
