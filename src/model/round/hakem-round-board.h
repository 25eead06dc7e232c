/* hakem-round-board.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * One board of a watched round: its game as the rules core keeps it, updated move by move from
 * the feed, and the flags raised on it with the ply where each arose.
 */
#pragma once

#include <gio/gio.h>

#include "chess-game.h"
#include "chess-pgn.h"
#include "hakem-round-detail.h"

G_BEGIN_DECLS

/* What can happen on a board. The first group are the flags (a bit each, for filtering); the
 * rest are events that raise no flag. */
typedef enum
{
  HAKEM_ROUND_THREEFOLD = 1 << 0,       /* 9.2: the position occurred a third time: claimable */
  HAKEM_ROUND_FIFTY = 1 << 1,           /* 9.3: 50 moves of each side: claimable */
  HAKEM_ROUND_FIVEFOLD = 1 << 2,        /* 9.6.1: drawn automatically */
  HAKEM_ROUND_SEVENTY_FIVE = 1 << 3,    /* 9.6.2: drawn automatically */
  HAKEM_ROUND_DEAD = 1 << 4,            /* 5.2.2 */
  HAKEM_ROUND_ILLEGAL = 1 << 5,         /* a move of the feed that is not legal there */
  HAKEM_ROUND_FLAG_FALLEN = 1 << 6,     /* a [%clk] reached 0:00:00 */
  HAKEM_ROUND_RESULT_MISMATCH = 1 << 7, /* the result written contradicts the position */
  HAKEM_ROUND_INCIDENT = 1 << 8,        /* a desk's case file on this board holds an incident */
  HAKEM_ROUND_DAMAGED = 1 << 9, /* the feed's text of the game is damaged (a NUL byte, a syntax
                                   error): the board stops before it (ply: the moves read) */
  HAKEM_ROUND_FILE_REFUSED = 1 << 10,     /* a file of the round not read: not a regular file, or
                                           * over HAKEM_ROUND_MAX_FILE (the board is the file, ply 0) */
  HAKEM_ROUND_PAIRING_MISMATCH = 1 << 11, /* the feed's players are not the board's pairing */
  HAKEM_ROUND_MISSED_MOVE = 1 << 12,      /* an electronic board missed a half-move (not illegal) */
  HAKEM_ROUND_BOARD_JUMP = 1 << 13, /* an electronic board saw pieces displaced and put back */
  HAKEM_ROUND_CHECKMATE = 1 << 14,  /* 5.1.1 (an event, not a flag) */
  HAKEM_ROUND_STALEMATE = 1 << 15,  /* 5.2.1 (an event, not a flag) */
  HAKEM_ROUND_NEW_BOARD = 1 << 16,  /* the board appeared in the feed (ply 0) */
  HAKEM_ROUND_REWRITTEN = 1 << 17,  /* the feed took moves back (ply: the moves kept) */
  HAKEM_ROUND_RESULT_SIGNALLED = 1 << 18, /* an electronic board's kings set out a result */
} HakemRoundKind;

/* The kinds that are flags an arbiter must look at: every bit up to the last flag's. */
#define HAKEM_ROUND_FLAGS ((HAKEM_ROUND_BOARD_JUMP << 1) - 1)

/* The word of the CLI and the JSON ("threefold-claimable", "flag-fallen", ...). */
const char *hakem_round_kind_name (HakemRoundKind kind);
/* A short translated label for the window ("Threefold claimable"). */
const char *hakem_round_kind_label (HakemRoundKind kind);

typedef struct
{
  HakemRoundKind kind;
  /* The position after this many half-moves (illegal: the ply of the move). */
  int ply;
  /* Its details as typed keys (hakem-round-detail.h), owned; NULL when it has none. */
  HakemRoundDetail *detail;
} HakemRoundFlag;

#define HAKEM_TYPE_ROUND_BOARD (hakem_round_board_get_type ())
G_DECLARE_FINAL_TYPE (HakemRoundBoard, hakem_round_board, HAKEM, ROUND_BOARD, GObject)

/* The key that identifies a board: "Round\x1fBoard", or "Round\x1fWhite\x1fBlack" when the feed
 * has no Board tag. */
char *hakem_round_board_key (const char *round, const char *board, const char *white,
                             const char *black);

HakemRoundBoard *hakem_round_board_new (const char *key, const char *round, const char *board,
                                        const char *white, const char *black);

const char *hakem_round_board_get_key (HakemRoundBoard *self);
const char *hakem_round_board_get_round (HakemRoundBoard *self);
/* The Board tag, else "White - Black". */
const char *hakem_round_board_get_label (HakemRoundBoard *self);
const char *hakem_round_board_get_white (HakemRoundBoard *self);
const char *hakem_round_board_get_black (HakemRoundBoard *self);
/* The game as read so far (moves, clocks, tags, result). Owned by the board. */
const ChessGame *hakem_round_board_get_game (HakemRoundBoard *self);
/* The last [%clk] of each side (ms), or CHESS_GAME_NO_TIME. */
gint32 hakem_round_board_get_clock (HakemRoundBoard *self, ChessColor side);
/* The flags raised (HakemRoundFlag), oldest first; and their kinds or'ed. */
const GArray *hakem_round_board_get_flags (HakemRoundBoard *self);
guint hakem_round_board_get_flag_mask (HakemRoundBoard *self);
/* The file the board's game was last read from. */
const char *hakem_round_board_get_path (HakemRoundBoard *self);
/* Where the board's game text begins in that file. */
goffset hakem_round_board_get_offset (HakemRoundBoard *self);

/* Called for each flag or event an update raises. */
typedef void (*HakemRoundEmit) (HakemRoundBoard *board, const HakemRoundFlag *event,
                                gpointer user_data);

/* Takes the game just read from the feed (and what the reader found wrong in it): moves the
 * board already has are kept, moves taken back are dropped with their flags (REWRITTEN), new moves
 * are pushed and only they are judged. Each flag or event that is new is passed to emit. The
 * board's properties notify when they changed. */
void hakem_round_board_update (HakemRoundBoard *self, const ChessGame *read,
                               const ChessPgnProblem *problem, HakemRoundEmit emit,
                               gpointer user_data);

/* The glitches of an electronic board (hakem-round-glitch.h) found in the game that the next
 * update or extend is given: raised with its flags, at their plies after its start. Takes the
 * array (HakemRoundFlag, with its clear function), or NULL. */
void hakem_round_board_set_glitches (HakemRoundBoard *self, GArray *glitches);

/* The moves that follow the board's last, read from the feed in a game that starts at the board's
 * current position (the text the feed appended): pushed and judged as update does. */
void hakem_round_board_extend (HakemRoundBoard *self, const ChessGame *tail,
                               const ChessPgnProblem *problem, HakemRoundEmit emit,
                               gpointer user_data);

/* Where the board's game came from, and hashes of its text (the feed skips unchanged text) and
 * of the part before its termination marker (body_len 0: the text cannot be extended, such as
 * after an illegal move), from which the next reading may go on. */
void hakem_round_board_set_source (HakemRoundBoard *self, const char *path, goffset offset,
                                   guint64 text_hash, gsize body_len, guint64 body_hash);
guint64 hakem_round_board_get_text_hash (HakemRoundBoard *self);
gsize hakem_round_board_get_body (HakemRoundBoard *self, guint64 *body_hash);

/* The board's game as PGN: its tags, its moves with their [%clk], no result ("*"). What the
 * board holds is legal, so this is the game up to an illegal move of the feed, which the window
 * can open where the feed's own text cannot be. */
char *hakem_round_board_to_pgn (HakemRoundBoard *self);

/* Adds a flag of kind at ply (with a copy of detail, which may be NULL) unless the same one (kind,
 * ply and detail) is there; TRUE when it was new. */
gboolean hakem_round_board_add_flag (HakemRoundBoard *self, HakemRoundKind kind, int ply,
                                     const HakemRoundDetail *detail, HakemRoundEmit emit,
                                     gpointer user_data);

/* Adds an incident from a desk's case file (kind HAKEM_ROUND_INCIDENT) unless the same detail is
 * there; TRUE when it was new. */
gboolean hakem_round_board_add_incident (HakemRoundBoard *self, int ply,
                                         const HakemRoundDetail *detail, HakemRoundEmit emit,
                                         gpointer user_data);

G_END_DECLS
