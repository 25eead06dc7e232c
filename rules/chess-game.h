/* chess-game.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The game record: start position, moves with clock stamps and notes, the 9.2.2 repetition
 * index, the 50/75-move counts and how the game ended.
 */
#pragma once

#include <stddef.h>

#include "chess-position.h"

/* A time that is not known: no [%clk] or [%emt] was recorded. */
#define CHESS_GAME_NO_TIME (-1)
#define CHESS_GAME_MAX_NAGS 4

typedef enum
{
  CHESS_RESULT_NONE = 0, /* '*': the game goes on, or the result is unknown */
  CHESS_RESULT_WHITE_WINS,
  CHESS_RESULT_BLACK_WINS,
  CHESS_RESULT_DRAW,
} ChessResult;

/* How a game ended at a ply. The first group ends it automatically (the rules core sees
 * them by itself); the rest are recorded by whoever ended the game. */
typedef enum
{
  CHESS_ENDING_NONE = 0,
  CHESS_ENDING_CHECKMATE,     /* 5.1.1 */
  CHESS_ENDING_STALEMATE,     /* 5.2.1 */
  CHESS_ENDING_DEAD_POSITION, /* 5.2.2 */
  CHESS_ENDING_FIVEFOLD,      /* 9.6.1 */
  CHESS_ENDING_SEVENTY_FIVE,  /* 9.6.2 */
  CHESS_ENDING_RESIGNATION,   /* 5.1.2 */
  CHESS_ENDING_AGREEMENT,     /* 5.2.3, 9.1 */
  CHESS_ENDING_CLAIM,         /* 9.2, 9.3, 9.5.2 */
  CHESS_ENDING_TIME,          /* 6.9 */
  CHESS_ENDING_ARBITER,       /* any other ruling */
} ChessEnding;

typedef struct
{
  ChessMove move;
  int32_t clock_ms;   /* remaining after the move, [%clk]; CHESS_GAME_NO_TIME if unknown */
  int32_t elapsed_ms; /* time the move took, [%emt]; CHESS_GAME_NO_TIME if unknown */
  bool draw_offer;    /* '(=)': a draw was offered with this move (9.1.2.2) */
  uint8_t nag_count;
  uint8_t nags[CHESS_GAME_MAX_NAGS];
  char *comment;    /* text of the comments after the move, without clock stamps, or NULL */
  char *variations; /* the variations after the move, as PGN text with parentheses, or NULL */
} ChessGameMove;

typedef struct
{
  char *name;
  char *value;
} ChessGameTag;

typedef struct
{
  ChessPosition start;
  ChessPosition current; /* after all moves */

  ChessGameMove *moves;
  int count;
  int capacity;

  /* Per position, index 0 (the start) to count: the 9.2.2 key, the plies since the last capture
   * or pawn move, the previous ply with the same position (-1 none), the occurrences so far. */
  ChessKey *keys;
  int *halfmove;
  int *rep_prev;
  int *rep_count;

  /* The first automatic ending (checkmate, stalemate, fivefold, 75 moves, dead position), and the
   * ply of the position where it happened, or -1. */
  ChessEnding auto_ending;
  int auto_ending_ply;

  /* The result recorded for the game (a Result tag, or an arbiter's ruling) and how. */
  ChessResult result;
  ChessEnding ending;

  ChessGameTag *tags;
  int tag_count;
  int tag_capacity;
  char *comment; /* before the first move, or NULL */
} ChessGame;

typedef enum
{
  CHESS_GAME_OK = 0,
  CHESS_GAME_AFTER_END,    /* recorded, but the game had already ended automatically */
  CHESS_GAME_ILLEGAL_MOVE, /* not recorded: not a legal move there */
  CHESS_GAME_NO_MEMORY,
} ChessGameStatus;

/* Starts a record at pos (the initial position when NULL). */
void chess_game_init (ChessGame *game, const ChessPosition *start);
void chess_game_clear (ChessGame *game);

/* Appends a legal move and updates the index and the automatic endings. */
ChessGameStatus chess_game_push (ChessGame *game, ChessMove move);
/* The same for a move the caller knows to be legal here (it came from chess_san_read or the legal
 * move list): the check, which costs a move generation, is skipped. */
ChessGameStatus chess_game_push_legal (ChessGame *game, ChessMove move);
/* Takes back the last move (nothing else: tags and result stay). */
void chess_game_pop (ChessGame *game);
/* Drops every move after 'ply'. */
void chess_game_truncate (ChessGame *game, int ply);

/* The position after 'ply' half-moves (0 .. count). */
void chess_game_position_at (const ChessGame *game, int ply, ChessPosition *out);

/* The plies, oldest first, at which the position after 'ply' occurred (ply itself included);
 * returns how many, writing at most max. */
int chess_game_occurrences (const ChessGame *game, int ply, int *plies, int max);

/* The last ply whose move was a capture or a pawn move, at or before 'ply'; -1 when none in the
 * record (then the start position's halfmove clock counts too). */
int chess_game_last_irreversible (const ChessGame *game, int ply);

/* The most tags a record holds. A game's PGN has tens of them; a cap keeps the search by name,
 * which each set and get makes, short (100,000 tags searched one by one took over a minute). */
#define CHESS_GAME_MAX_TAGS 1000

/* Tags: set replaces an existing one of that name, and fails (false) when out of memory or when
 * a new one would be more than CHESS_GAME_MAX_TAGS; get returns NULL when absent. */
bool chess_game_set_tag (ChessGame *game, const char *name, const char *value);
const char *chess_game_get_tag (const ChessGame *game, const char *name);

/* Sets the text of a move's comment (ply 1 .. count; 0 for the comment before the game). */
bool chess_game_set_comment (ChessGame *game, int ply, const char *text);

/* The result the automatic ending implies, or CHESS_RESULT_NONE. */
ChessResult chess_game_auto_result (const ChessGame *game);

const char *chess_result_to_string (ChessResult result);
/* Parses "1-0", "0-1", "1/2-1/2", "*"; false otherwise. */
bool chess_result_from_string (const char *text, ChessResult *out);
