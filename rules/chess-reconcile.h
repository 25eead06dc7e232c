/* chess-reconcile.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Two imperfect scoresheets of one game (White's and Black's, each recording both players'
 * moves) reconciled into the legal game that explains both best.
 *
 * Each sheet is a sequence of written cells, White's and Black's moves in turn as on paper.
 * Cell i is meant for ply i, but writers leave moves out (every later move slides into the other
 * colour's column), write moves that were not played, swap two moves of one side, write a wrong
 * piece letter, file or rank, leave out or add 'x', '+', '#', '=Q', write nothing ("-") or
 * something unreadable ("?"), use Turkish piece letters, or stop writing when short of time
 * (8.4). The search runs over states (position, cell index in each sheet) ply by ply, keeping
 * the cheapest states (a beam); every kind of mistake is a transition with its cost. The answer
 * is deterministic: ties are broken by the order of the legal moves.
 */
#pragma once

#include <stdbool.h>

#include "chess-position.h"
#include "chess-san.h"

/* The most cells a sheet may hold, and the most plies of a reconciled game. */
#define CHESS_RECONCILE_MAX_CELLS 1200
#define CHESS_RECONCILE_MAX_ALTERNATIVES 5

typedef enum
{
  CHESS_RECONCILE_DECORATION = 0, /* the move, with 'x', '+', '#', '=Q' or the origin wrong */
  CHESS_RECONCILE_PIECE,          /* a wrong piece letter */
  CHESS_RECONCILE_SQUARE,         /* a wrong file or rank (of the target or the origin) */
  CHESS_RECONCILE_OTHER,          /* piece and square wrong, or another move altogether */
  CHESS_RECONCILE_ILLEGIBLE,      /* '?' or text that names no square */
  CHESS_RECONCILE_NOT_WRITTEN,    /* '-': the cell is there, the move is not */
  CHESS_RECONCILE_OMITTED,        /* no cell for a played move: later moves slide by one */
  CHESS_RECONCILE_EXTRA,          /* a cell for no played move */
  CHESS_RECONCILE_SWAPPED,        /* two moves of one side written in each other's place */
  CHESS_RECONCILE_NOT_RECORDED,   /* played after the sheet stops */
} ChessReconcileKind;

/* One sheet: cells[i] is the text of cell i; NULL or "-" for nothing written, "?" unreadable. */
typedef struct
{
  const char *const *cells;
  int count;
} ChessReconcileSheet;

typedef struct
{
  int ply;          /* 1-based: the first move after the start position is ply 1 */
  ChessColor sheet; /* whose sheet: CHESS_WHITE's or CHESS_BLACK's */
  int cell;         /* index of the cell in that sheet, or -1 (omitted, not recorded) */
  ChessReconcileKind kind;
  ChessMove played; /* the move of that ply; CHESS_MOVE_NONE for an extra cell */
} ChessReconcileDiscrepancy;

typedef struct
{
  ChessMove *moves; /* owned (malloc) */
  int count;
  int cost;
} ChessReconcileGame;

typedef struct
{
  ChessReconcileGame game;
  ChessReconcileDiscrepancy *discrepancies; /* owned (malloc), in ply order */
  int discrepancy_count;
  /* Other whole games that explain the sheets nearly as well (cost within one decoration). */
  ChessReconcileGame alternatives[CHESS_RECONCILE_MAX_ALTERNATIVES];
  int alternative_count;
  ChessSanLanguage lang[2]; /* the letters each sheet was read in (detected) */
  bool final_reached;       /* a final position was given and the game reaches it */
} ChessReconcileResult;

/* Reconciles the two sheets (indexed by CHESS_WHITE and CHESS_BLACK) from start; final, when not
 * NULL, is the position at the end of the game (placement and side to move are compared): games
 * that reach it are preferred, searching a few plies past the end of both sheets. Returns false
 * (out cleared) only when a sheet is too long or memory runs out. */
bool chess_reconcile (const ChessPosition *start, const ChessReconcileSheet sheets[2],
                      const ChessPosition *final, ChessReconcileResult *out);

/* The same with the game's first prefix_count moves decided (by the arbiter who corrects the
 * reconciler's game move by move): only games that begin with them are searched, and they are
 * read from the sheets like any other move, so that the discrepancies say where a sheet differs
 * from them. Returns false (out cleared) when a move of the prefix is not legal where it stands,
 * or as chess_reconcile does. */
bool chess_reconcile_from (const ChessPosition *start, const ChessReconcileSheet sheets[2],
                           const ChessPosition *final, const ChessMove *prefix, int prefix_count,
                           ChessReconcileResult *out);

void chess_reconcile_result_clear (ChessReconcileResult *r);

/* "decoration", "piece", "square", "other", "illegible", "not-written", "omitted", "extra",
 * "swapped", "not-recorded". */
const char *chess_reconcile_kind_name (ChessReconcileKind kind);
