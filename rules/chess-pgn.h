/* chess-pgn.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * PGN: a streaming reader of games as people have them, and a writer of export format.
 *
 * The reader pulls its input through a fixed buffer inside ChessPgnReader (from a FILE * or a
 * read callback), so its memory does not grow with the file: only with the largest game.
 *
 * Notation choices (the PGN standard leaves them open):
 *   - A draw offer (9.1.2.2, the scoresheet's "(=)") is the token (=) inside the comment after
 *     the move: "12. Nf3 {(=)}". A bare (=) between moves is read as the same mark.
 *   - [%clk H:MM:SS] and [%emt H:MM:SS] (seconds may have a fraction, H:MM:SS.s) in a comment are
 *     the clock after the move and the time the move took; they leave the comment text.
 *   - Comment text is kept with each run of white space made one space; several comments after
 *     one move are joined with a space. Variations are kept as PGN text, likewise normalised,
 *     with ';' comments turned into {} comments.
 *   - The suffixes !, ?, !!, ??, !?, ?! are NAGs 1 to 6; a move keeps at most
 *     CHESS_GAME_MAX_NAGS of them, the rest are dropped.
 *   - game->result is the Result tag when it holds a result, otherwise the termination marker.
 *   - The last game of a file may end without termination marker (a board's file cut while it
 *     is written): it is read as unfinished, with a warning (CHESS_PGN_WARNING_NO_RESULT). A game
 *     followed by another game's tags without one has the error CHESS_PGN_ERROR_NO_TERMINATION.
 *   - A tag value with quotes that are not escaped ([White ""Socrates Expert""], as some
 *     programs write them) runs from its first quote to the quote before the ']' that ends the
 *     tag (the first '"' ']' followed by the line's end or the next '['), quotes inside kept,
 *     with a warning (CHESS_PGN_WARNING_TAG_QUOTES): "\"Socrates Expert\"", as python-chess
 *     reads it.
 *   - Moves in variations are read and checked in their own positions (a variation replaces the
 *     move before it); one that is not legal or not readable is a warning, not a problem: the
 *     game's record and result stand, and the rest of that variation (with the variations inside
 *     it after that move) is not checked. A null move ("--", "Z0") also ends the checking of its
 *     variation. Variations nested deeper than CHESS_PGN_MAX_DEPTH are not checked.
 *   - A FEN tag with move number 0, or without castling or en passant field, is read as
 *     chess-position.h says (ChessFenNotes), with a warning; missing move counters alone are the
 *     EPD form and read silently.
 *   - Piece letters: the PGN standard (8.2.3) has English letters only, and the writer writes
 *     nothing else. The reader also takes files written with Turkish letters (older Hakem, by
 *     hand), deciding per game and not per move: it reads the game in the letters the file's
 *     games so far were in (at first those the caller named), and reads it again in the other
 *     language when that reading has an illegal or unreadable move, or when every move could mean
 *     something else in the other letters ('K' is the king in English, the rook in Turkish, and
 *     the game has no letter of one language only). A reading in which every move is legal is
 *     kept; when both are, the first is kept with a warning (CHESS_PGN_WARNING_LETTERS_AMBIGUOUS);
 *     a game read in Turkish letters has a warning too. Variations of a game read in Turkish are
 *     kept with English letters, so that the record can be written as standard PGN.
 */
#pragma once

#include <stdio.h>

#include "chess-game.h"
#include "chess-san.h"

/* The input buffer. Lines can be longer: only tokens must fit in CHESS_PGN_MAX_TOKEN. */
#define CHESS_PGN_BUFFER_SIZE 65536
/* The longest symbol (move, move number, result) the reader accepts. */
#define CHESS_PGN_MAX_TOKEN 64
/* How much of a bad move's text a problem keeps. */
#define CHESS_PGN_MAX_TEXT 32
/* Warnings one game keeps (more are counted). */
#define CHESS_PGN_MAX_WARNINGS 16
/* How deep variations inside variations are checked. */
#define CHESS_PGN_MAX_DEPTH 8
/* Limits that no real game reaches and every flood of bytes does, so that memory and time stay
 * bounded whatever the input: the bytes of one line, of one tag value, of the text kept for one
 * move (its comments, then its variations), and of one game from its first character to its
 * termination marker. A longer line or game stops the reading of the file (CHESS_PGN_FAILED):
 * finding where the next game starts would mean reading on without bound. A longer tag or
 * comment is a problem of its game, and the rest of it is skipped. */
#define CHESS_PGN_MAX_LINE (1L << 20)
#define CHESS_PGN_MAX_TAG_VALUE 8192
#define CHESS_PGN_MAX_COMMENT (256L << 10)
#define CHESS_PGN_MAX_GAME (16L << 20)
/* The writer's longest line: export format has "less than 80 printing characters" a line (PGN
 * standard 8.2.5). */
#define CHESS_PGN_LINE_LENGTH 79

typedef enum
{
  CHESS_PGN_OK = 0,
  CHESS_PGN_ERROR_SYNTAX,                 /* a character or token that does not belong there */
  CHESS_PGN_ERROR_UNTERMINATED_STRING,    /* a tag value without its closing quote */
  CHESS_PGN_ERROR_UNTERMINATED_COMMENT,   /* a '{' without '}' before the next game or the end */
  CHESS_PGN_ERROR_UNTERMINATED_VARIATION, /* a '(' without ')' before the game's end */
  CHESS_PGN_ERROR_NO_TERMINATION,         /* the moves end without 1-0, 0-1, 1/2-1/2 or * */
  CHESS_PGN_ERROR_FEN,                    /* the FEN tag is no valid position (fen_error) */
  CHESS_PGN_ERROR_TOO_LONG,               /* a token longer than CHESS_PGN_MAX_TOKEN */
  CHESS_PGN_ERROR_MOVE,                   /* a move not legal or not readable (san_error) */
  CHESS_PGN_ERROR_NO_MEMORY,
  CHESS_PGN_ERROR_READ,             /* the read callback reported a failure */
  CHESS_PGN_ERROR_NUL,              /* a NUL byte, anywhere in a game */
  CHESS_PGN_ERROR_TAG_TOO_LONG,     /* a tag value longer than CHESS_PGN_MAX_TAG_VALUE */
  CHESS_PGN_ERROR_COMMENT_TOO_LONG, /* a move's comments or variations longer than
                                       CHESS_PGN_MAX_COMMENT */
  CHESS_PGN_ERROR_LINE_TOO_LONG,    /* a line longer than CHESS_PGN_MAX_LINE: reading
                                       stops (CHESS_PGN_FAILED) */
  CHESS_PGN_ERROR_GAME_TOO_LONG,    /* a game longer than CHESS_PGN_MAX_GAME bytes:
                                       reading stops (CHESS_PGN_FAILED) */
  CHESS_PGN_ERROR_TOO_MANY_TAGS,    /* a game with more than CHESS_GAME_MAX_TAGS tags */
  CHESS_PGN_ERROR_CONTROL,          /* a control character (tab, escape, DEL) inside a tag
                                       value: strings hold printing characters only (PGN
                                       standard 7) */
} ChessPgnError;

/* What the reader expected where it found the problem. */
typedef enum
{
  CHESS_PGN_EXPECT_NOTHING = 0,
  CHESS_PGN_EXPECT_TAG_NAME,      /* after '[' */
  CHESS_PGN_EXPECT_TAG_VALUE,     /* a quoted string after the tag name */
  CHESS_PGN_EXPECT_TAG_END,       /* ']' */
  CHESS_PGN_EXPECT_STRING_END,    /* '"' */
  CHESS_PGN_EXPECT_COMMENT_END,   /* '}' */
  CHESS_PGN_EXPECT_VARIATION_END, /* ')' */
  CHESS_PGN_EXPECT_MOVE,          /* a move (or move number, comment, NAG, variation, result) */
  CHESS_PGN_EXPECT_RESULT,        /* a termination marker */
  CHESS_PGN_EXPECT_FEN,           /* a valid FEN */
  CHESS_PGN_EXPECT_LEGAL_MOVE,    /* a move that is legal in the position */
} ChessPgnExpect;

/* What the reader read with an assumption, or found wrong without stopping the game. */
typedef enum
{
  CHESS_PGN_WARNING_FEN_FULLMOVE_ZERO = 1, /* the FEN tag's move number is 0: read as 1 */
  CHESS_PGN_WARNING_FEN_COMPLETED,         /* the FEN tag has no castling or en passant field */
  CHESS_PGN_WARNING_VARIATION_MOVE,        /* a move in a variation not legal or not readable */
  CHESS_PGN_WARNING_TURKISH_LETTERS,       /* the moves are written with Turkish letters (read as
                                              such; line and column: the game's start) */
  CHESS_PGN_WARNING_LETTERS_AMBIGUOUS,     /* every move is legal in English and in Turkish
                                              letters, and the games differ: 'language' was kept
                                              (line and column: the first 'K'; ply: before it) */
  CHESS_PGN_WARNING_TAG_QUOTES,            /* a tag value holds quotes not escaped, as in
                                              [White ""Socrates""]: the value runs to the quote
                                              before the ']' that ends the tag (line and column:
                                              the first such quote) */
  CHESS_PGN_WARNING_NO_RESULT,             /* the file ends inside the movetext of its last game,
                                              without termination marker: read as unfinished
                                              ('*' unless the Result tag says otherwise; line and
                                              column: the end; ply: the moves read) */
} ChessPgnWarningCode;

typedef struct
{
  ChessPgnWarningCode code;
  long line;  /* 1-based, as in ChessPgnProblem */
  int column; /* 1-based: the move, or the place in the FEN tag's value */
  /* VARIATION_MOVE: half-moves from the game's start to the position the move was written in
   * (the variation's own moves counted), and how deep the variation is (1: one of the main
   * line's). */
  int ply;
  int depth;
  int fields;                    /* FEN_COMPLETED: the fields the FEN had (2 or 3) */
  ChessSanError san_error;       /* VARIATION_MOVE: why the move was refused */
  ChessIllegalReason reason;     /* VARIATION_MOVE: the Article 3 reason, when known */
  char text[CHESS_PGN_MAX_TEXT]; /* VARIATION_MOVE: the move as written (cut if longer) */
  ChessSanLanguage language;     /* TURKISH_LETTERS, LETTERS_AMBIGUOUS: the letters read */
} ChessPgnWarning;

/* The first problem found in a game. Its moves up to the problem are in the record. */
typedef struct
{
  ChessPgnError code;
  ChessPgnExpect expected;
  int game;                      /* 1-based, counting the games this reader has returned */
  long line;                     /* 1-based */
  int column;                    /* 1-based, in characters (a UTF-8 sequence is one) */
  int ply;                       /* half-moves recorded before the problem */
  ChessSanError san_error;       /* CHESS_PGN_ERROR_MOVE: why the move was refused */
  ChessIllegalReason reason;     /* CHESS_PGN_ERROR_MOVE: the Article 3 reason, when known */
  ChessFenError fen_error;       /* CHESS_PGN_ERROR_FEN */
  char text[CHESS_PGN_MAX_TEXT]; /* CHESS_PGN_ERROR_MOVE: the move as written (cut if longer) */
  /* Not a problem of the PGN but of the game: moves written after its automatic end
   * (checkmate, stalemate, dead position, fivefold repetition, 75 moves: 5.1.1, 5.2.1, 5.2.2,
   * 9.6). The game was over, so they are only counted (up to INT_MAX), never played. */
  int unrecorded;
  /* The letters the moves were read in. */
  ChessSanLanguage language;
  /* Warnings, in the order found: all are counted, the first CHESS_PGN_MAX_WARNINGS kept. */
  int warning_count;
  ChessPgnWarning warnings[CHESS_PGN_MAX_WARNINGS];
} ChessPgnProblem;

typedef enum
{
  CHESS_PGN_GAME = 0, /* a game was read; see the problem for what was wrong in it */
  CHESS_PGN_END,      /* no more games */
  CHESS_PGN_FAILED,   /* reading failed or stopped (CHESS_PGN_ERROR_READ, _NO_MEMORY,
                         _LINE_TOO_LONG, _GAME_TOO_LONG: line and column say where) */
} ChessPgnStatus;

/* Fills buf with up to size bytes; returns how many, 0 at the end, or -1 on failure. */
typedef long (*ChessPgnReadFunc) (void *user_data, char *buf, size_t size);

/* Reader flags. */
enum
{
  /* Keep only the moves, their NAGs and the Result, FEN and SetUp tags: for callers that check
   * the moves. Comments (with the clock stamps and draw offers in them) and variations are
   * skipped unread, but for their syntax. */
  CHESS_PGN_MOVES_ONLY = 1 << 0,
  /* Read the moves in the reader's language only: a letter of the other language is a bad move
   * (chess-san.h), and no game is read twice. */
  CHESS_PGN_ONE_LANGUAGE = 1 << 1,
};

typedef struct
{
  ChessPgnReadFunc read;
  void *user_data;
  ChessSanLanguage language;      /* the letters tried first, as the caller named them */
  ChessSanLanguage file_language; /* ... for the next game: those of the last clear one */
  unsigned flags;
  int games;  /* games returned so far */
  long line;  /* of the next character */
  int column; /* of the next character */
  bool at_line_start;
  bool eof;
  bool failed;
  bool bom_checked;
  ChessPgnError stopped; /* LINE_TOO_LONG or GAME_TOO_LONG once a limit stopped the reading */
  long stop_line;
  int stop_column;
  size_t base;       /* bytes consumed before buf[0] */
  size_t line_start; /* offset (base + pos) of the current line's first byte */
  size_t game_start; /* offset of the current game's first byte */
  size_t pos, len;
  char *text; /* growable scratch: tag values, then the comments of one move */
  size_t text_len, text_cap;
  char *var; /* growable scratch: the variations after one move */
  size_t var_len, var_cap;
  /* The bytes of the game being read, for a second reading in the other letters. */
  char *capture;
  size_t capture_len, capture_cap;
  size_t capture_from; /* in buf: the first byte not yet copied to capture */
  bool capturing;
  bool capture_failed;
  char buf[CHESS_PGN_BUFFER_SIZE];
} ChessPgnReader;

/* Starts reading through a callback, or from an open FILE * (which the caller closes). SAN is
 * read in 'language' first, in the other language's letters when they fit the game better (see
 * above), and in 'language' only with CHESS_PGN_ONE_LANGUAGE. Callers reading PGN pass
 * CHESS_SAN_ENGLISH: it is the standard's. */
void chess_pgn_reader_init (ChessPgnReader *reader, ChessPgnReadFunc read, void *user_data,
                            ChessSanLanguage language, unsigned flags);
void chess_pgn_reader_init_file (ChessPgnReader *reader, FILE *file, ChessSanLanguage language,
                                 unsigned flags);
/* Reading from bytes in memory: src is the caller's (it must live while the reader reads) and
 * holds where the reading is; text is not copied. */
typedef struct
{
  const char *p;
  size_t left;
} ChessPgnMemory;
void chess_pgn_reader_init_memory (ChessPgnReader *reader, ChessPgnMemory *src, const char *text,
                                   size_t len, ChessSanLanguage language, unsigned flags);
/* Frees the scratch memory; the reader can be initialised again. */
void chess_pgn_reader_clear (ChessPgnReader *reader);

/* Reads the next game into 'game', which must be zeroed or cleared with chess_game_clear; the
 * caller clears it after use, whatever is returned. problem->code is CHESS_PGN_OK when the game
 * was read without fault. After a syntax error the rest of that game is skipped up to its
 * termination marker or the next tag section; after a bad move the record stops before it. */
ChessPgnStatus chess_pgn_read_game (ChessPgnReader *reader, ChessGame *game,
                                    ChessPgnProblem *problem);

/* One word for the problems that are no syntax error, as hakem-cli check and monitor write them
 * ("nul", "tag-too-long", "comment-too-long"), or NULL. */
const char *chess_pgn_error_word (ChessPgnError code);

/* Writes bytes; returns false on failure. */
typedef bool (*ChessPgnWriteFunc) (void *user_data, const char *data, size_t len);

typedef enum
{
  CHESS_PGN_WRITE_OK = 0,
  CHESS_PGN_WRITE_ERROR_OUTPUT, /* the write callback failed */
  CHESS_PGN_WRITE_ERROR_MOVE,   /* the record holds a move that is not legal (corrupt record) */
} ChessPgnWriteStatus;

/* Writes one game in export format, followed by an empty line: the Seven Tag Roster in its
 * order ("?" for what is missing), SetUp and FEN when the game does not start from the initial
 * position, the other tags in ASCII order, then the moves in SAN with English letters (the
 * standard's: there is no language to choose), lines of at most CHESS_PGN_LINE_LENGTH characters
 * (a longer single word stays whole). */
ChessPgnWriteStatus chess_pgn_write_game (const ChessGame *game, ChessPgnWriteFunc write,
                                          void *user_data);
ChessPgnWriteStatus chess_pgn_write_game_file (const ChessGame *game, FILE *file);

/* Just after a tag value's closing quote, in text[0..len) (complete: nothing follows len; else
 * more may come): when ']' does not follow, the quote may be one of those some programs leave
 * unescaped ([White ""Socrates Expert""]). Then true, and *end is how far ahead the value's real
 * last quote stands: the first quote of the line followed by ']' and then the line's end or the
 * next tag. The one reading of such quotes, for the reader and the window's game list. */
bool chess_pgn_stray_quote (const char *text, size_t len, bool complete, size_t *end);

/* Writes a time in milliseconds as H:MM:SS, with a fraction (H:MM:SS.s, .ss, .sss) only when
 * there is one. buf holds at least 24 bytes. */
char *chess_pgn_format_clock (int32_t ms, char *buf, size_t size);
/* Reads H:MM:SS or H:MM:SS.f (any digits of fraction; past milliseconds they are dropped) from
 * text[0..len); false when it is not one or does not fit in 32 bits of milliseconds. */
bool chess_pgn_parse_clock (const char *text, size_t len, int32_t *ms);
