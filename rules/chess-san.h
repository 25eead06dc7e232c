/* chess-san.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Standard algebraic notation (FIDE Appendix C) read and written with English or Turkish letters.
 *
 * Letters: English K Q R B N; Turkish Ş (king, 'S' accepted on input) V (queen) K (rook)
 * F (bishop) A (knight). 'K' is the king in English and the rook in Turkish, so a text is only
 * ever read with the letters of the language it is read in: a letter of the other language
 * (N in Turkish, A in English, ...) is CHESS_SAN_ERROR_WRONG_LANGUAGE, never a guess.
 *
 * What the reader accepts besides canonical SAN, because players write it on scoresheets:
 *  - check and mate markers that are missing or wrong ('+', '++', '#'): they are decoration;
 *  - a capture written 'x' or ':', or not written, or written on a move that captures nothing;
 *  - castling as O-O, 0-0 or o-o (one character throughout), O-O-O likewise;
 *  - more disambiguation than needed (Nbd7, Ng1f3), and long algebraic: Ng1-f3, Qd1xd4, e2-e4,
 *    e5xd6, UCI-like e2e4, e7e8q (lowercase promotion letters only in English: they are UCI's);
 *  - pawn captures without 'x' (ed5), but always with the file they come from and the square;
 *  - en passant marked 'e.p.' or 'ep', with or without a space before it;
 *  - promotion as e8=Q, e8Q, e8(Q), e8/Q;
 *  - one annotation after the move: ! ? !! ?? !? ?!
 * What it refuses: anything else (a bare 'd5' for a pawn capture, 'N-f3', lowercase piece
 * letters, castling spelled with mixed characters, leading or trailing spaces).
 *
 * Castling: O-O and O-O-O in standard chess and Chess960 alike. In the long forms, a king
 * moving onto its own castling rook (e1h1, Kf1-g1 with the rook on g1: Chess960 UCI) or moving
 * two or more files to its castling square (e1g1, Ke1-c1) is castling, because no ordinary king
 * move does either. A one-square king move is always an ordinary king move: Kg1 never means
 * O-O, even in a Chess960 position where O-O puts the king on g1.
 *
 * The reader does not build the list of legal moves for ordinary moves: it finds the pieces that
 * reach the square and tests each for a king left in check, so reading is cheap enough for every
 * move of large PGN files. Castling and the long forms go through chess_explain_move().
 */
#pragma once

#include <stddef.h>

#include "chess-explain.h"
#include "chess-position.h"

typedef enum
{
  CHESS_SAN_ENGLISH = 0,
  CHESS_SAN_TURKISH,
} ChessSanLanguage;

/* Bytes that always hold a SAN text with its NUL (the longest is "Qa1xb2+" or "Şxe2+"; Ş is two
 * bytes of UTF-8). */
#define CHESS_SAN_MAX 16

/* Writes the canonical SAN of 'move', which must be legal in 'pos', into buf as UTF-8: piece
 * letter, the least disambiguation that tells it from the other pieces of its kind that can
 * legally go there (file, else rank, else both; a pinned piece does not count), 'x' on
 * captures, '=' and the piece on promotions, O-O / O-O-O, and '+', or '#' only for checkmate.
 * At most size - 1 bytes are written and the text is always terminated. A move that does not
 * even start from a piece of the side to move (CHESS_MOVE_NONE) is written as "". Returns buf. */
char *chess_san_write (const ChessPosition *pos, ChessMove move, ChessSanLanguage lang, char *buf,
                       size_t size);

typedef enum
{
  CHESS_SAN_OK = 0,
  CHESS_SAN_ERROR_EMPTY,                /* no text */
  CHESS_SAN_ERROR_SYNTAX,               /* not a move in any accepted form; column: where */
  CHESS_SAN_ERROR_WRONG_LANGUAGE,       /* a piece letter of the other language only */
  CHESS_SAN_ERROR_PROMOTION_PIECE,      /* promotion to a king (or S/Ş in Turkish) */
  CHESS_SAN_ERROR_PROMOTION_MISSING,    /* a pawn reaches the last rank, but to what? */
  CHESS_SAN_ERROR_PROMOTION_UNEXPECTED, /* a promotion piece on a move that is no promotion */
  CHESS_SAN_ERROR_PIECE_MISMATCH,       /* long form: the origin holds no such piece of the mover */
  CHESS_SAN_ERROR_NO_SUCH_MOVE,         /* no piece of that kind (and origin) can go there;
                                           reason: why (no such piece, its way of moving, a
                                           piece in the way, an own piece on the target) */
  CHESS_SAN_ERROR_KING_IN_CHECK,        /* such moves exist, but each leaves the king in check */
  CHESS_SAN_ERROR_CASTLING,             /* castling is not allowed now; reason: why */
  CHESS_SAN_ERROR_AMBIGUOUS,            /* more than one legal move fits; see candidates */
} ChessSanError;

/* Ways in which an accepted text differs from canonical SAN (bits of ChessSanReading.notes). */
enum
{
  CHESS_SAN_NOTE_CHECK_MARK = 1 << 0,     /* '+'/'#' missing or wrong; only with
                                             CHESS_SAN_READ_CHECK_MARKS */
  CHESS_SAN_NOTE_CAPTURE_MARK = 1 << 1,   /* 'x' missing on a capture, or there on a non-capture */
  CHESS_SAN_NOTE_COLON = 1 << 2,          /* ':' for a capture */
  CHESS_SAN_NOTE_DISAMBIGUATION = 1 << 3, /* the origin given otherwise than canonical SAN
                                             gives it: Nbd7 where Nd7 is enough, N1d2 for Nbd2 */
  CHESS_SAN_NOTE_LONG_FORM = 1 << 4,      /* origin square and target: e2-e4, Ng1-f3, e2e4 */
  CHESS_SAN_NOTE_CASTLING_ZEROS = 1 << 5, /* 0-0 or o-o instead of O-O */
  CHESS_SAN_NOTE_CASTLING_AS_KING = 1 << 6, /* castling written as a king move (e1g1, e1h1) */
  CHESS_SAN_NOTE_EN_PASSANT_MARK = 1 << 7,  /* 'e.p.' or 'ep' written */
  CHESS_SAN_NOTE_EN_PASSANT_WRONG = 1 << 8, /* ... on a move that is no en passant capture */
  CHESS_SAN_NOTE_PROMOTION_FORM = 1 << 9,   /* promotion without '=' (e8Q, e8(Q), e8/Q, e8q) */
  CHESS_SAN_NOTE_ANNOTATION = 1 << 10,      /* ! ? !! ?? !? ?! after the move */
  CHESS_SAN_NOTE_TURKISH_S = 1 << 11,       /* 'S' for the Turkish king 'Ş' */
};

/* Flags for chess_san_read. */
enum
{
  /* Compare '+' and '#' with the position after the move (costs making the move, and counting
   * the replies when it gives check) and set CHESS_SAN_NOTE_CHECK_MARK. */
  CHESS_SAN_READ_CHECK_MARKS = 1 << 0,
};

/* Pieces of one kind reaching one square are at most 8 (knights, or queens on 8 rays); a missing
 * promotion has 4 candidates. */
#define CHESS_SAN_MAX_CANDIDATES 8

typedef struct
{
  ChessMove move;            /* the move, on CHESS_SAN_OK; else CHESS_MOVE_NONE */
  int column;                /* 1-based, in characters (Ş is one): where the error was found;
                                1 for errors of the move as a whole; 0 on success */
  unsigned notes;            /* CHESS_SAN_NOTE_* bits, on success */
  ChessIllegalReason reason; /* on NO_SUCH_MOVE and CASTLING when known, else NONE */
  /* What the text named, for messages: the moving piece type (CHESS_PAWN for pawns and letterless
   * long forms of pawns, CHESS_KING for castling) and the target square, or CHESS_SQUARE_NONE. */
  ChessPieceType piece;
  ChessSquare to;
  ChessSquare from; /* the origin square, when the text gave it whole, else NONE */
  /* On AMBIGUOUS and PROMOTION_MISSING: the legal moves that fit, in square order. */
  int candidate_count;
  ChessMove candidates[CHESS_SAN_MAX_CANDIDATES];
} ChessSanReading;

/* Reads 'text' (UTF-8, NUL-terminated) as a move of the side to move in 'pos'. On CHESS_SAN_OK
 * r->move is a legal move; otherwise the error code, with r->column and the fields above.
 * flags: CHESS_SAN_READ_* bits. */
ChessSanError chess_san_read (const ChessPosition *pos, const char *text, ChessSanLanguage lang,
                              unsigned flags, ChessSanReading *r);

/* The same over 'length' bytes of text that need not be terminated (a token inside a PGN file). */
ChessSanError chess_san_read_n (const ChessPosition *pos, const char *text, size_t length,
                                ChessSanLanguage lang, unsigned flags, ChessSanReading *r);

/* Whether a failed reading names a move that is not legal here (Article 3) rather than no move
 * at all: no such piece can go there, the king would be left in check, castling is not allowed,
 * the origin holds no such piece, a promotion to a king or on a move that is none. A text that
 * is no move (syntax, the other language's letters) or that names no single move (ambiguous, a
 * promotion without its piece) is not one. */
bool chess_san_error_is_illegal_move (ChessSanError err);

/* The mark SAN gives the legal move: '+' (check), '#' (checkmate) or 0 (neither). */
char chess_san_check_mark (const ChessPosition *pos, ChessMove move);

/* The letter of a piece type in a language, as UTF-8 ("" for the pawn). */
const char *chess_san_piece_letter (ChessPieceType type, ChessSanLanguage lang);

/* The letters by their code, as settings, properties and --lang name them: "tr" Turkish, anything
 * else (NULL included) English; and the code of each. */
ChessSanLanguage chess_san_language_from_code (const char *code);
const char *chess_san_language_code (ChessSanLanguage lang);

/* Bits of chess_san_letters(): the piece letters a written move holds. */
enum
{
  CHESS_SAN_LETTERS_ENGLISH = 1 << 0, /* Q R B N: English only */
  CHESS_SAN_LETTERS_TURKISH = 1 << 1, /* Ş S V F A: Turkish only */
  CHESS_SAN_LETTERS_SHARED = 1 << 2,  /* K: the king in English, the rook in Turkish */
};

/* Which languages' piece letters the 'length' bytes of text hold (a move as written, or any run
 * of moves: squares, 'x', 'O' and the marks hold none). */
unsigned chess_san_letters (const char *text, size_t length);

/* Copies text with its Turkish piece letters written as English ones (Ş and S to K, V to Q, K to
 * R, F to B, A to N), everything else as it is, into out (at most size - 1 bytes, terminated).
 * For movetext read with Turkish letters; 'out' is never longer than 'text'. Returns its length. */
size_t chess_san_turkish_to_english (const char *text, size_t length, char *out, size_t size);
