/* hakem-trf.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * FIDE's Tournament Report File (TRF16, and TRF-2026 with its encoded time control, tag 222):
 * the tournament's header, the players of the 001 lines with every round's opponent, colour
 * and result, a round's boards in the order pairings are published, and the file written back
 * with a round's results.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define HAKEM_TRF_ERROR (hakem_trf_error_quark ())
GQuark hakem_trf_error_quark (void);

typedef enum
{
  HAKEM_TRF_ERROR_INVALID, /* the file says something the format does not allow */
  HAKEM_TRF_ERROR_ROUND,   /* no such round, board or result */
} HakemTrfError;

/* The most Hakem reads of a TRF file, and of one of its lines. */
#define HAKEM_TRF_MAX_BYTES (8u * 1024u * 1024u)
#define HAKEM_TRF_MAX_LINE 4096
#define HAKEM_TRF_MAX_PLAYER 9999

/* One round of a 001 line: its 10 columns (92-101 for round 1). */
typedef struct
{
  int opponent; /* the opponent's pairing number; 0 for none ("0000" or blanks) */
  char colour;  /* 'w', 'b' or '-' (a blank is read as '-') */
  char result;  /* as written: 1 0 = + - W D L H F U Z, upper case; ' ' when blank */
} HakemTrfGame;

typedef struct
{
  int number;       /* the starting rank (pairing number), 1 to 9999 */
  guint line;       /* the 001 line's number in the file, 1-based */
  char sex;         /* 'm', 'w' (or 'f' in older files), or ' ' */
  char *title;      /* "GM", "WIM" ...; "" when none */
  char *name;       /* as written ("Lastname, Firstname"), trailing blanks removed */
  int rating;       /* 0 when none */
  char *federation; /* "" when none */
  char *fide_id;    /* "" when none */
  char *birth;      /* as written, "" when none */
  gboolean has_points;
  double points;
  int rank;      /* 0 when none */
  GArray *games; /* of HakemTrfGame, one per round the line holds */
} HakemTrfPlayer;

typedef struct
{
  char *source; /* the file's name, for the messages */
  char *text;   /* the file's bytes, NUL-terminated (no NUL inside) */
  gsize length;
  gboolean crlf;       /* the first line ends in CR LF */
  char *name;          /* 012, NULL when absent or empty */
  char *city;          /* 022 */
  char *federation;    /* 032 */
  char *start_date;    /* 042, as written */
  char *end_date;      /* 052 */
  char *chief_arbiter; /* 102 */
  /* A PGN TimeControl value: 222 (TRF-2026), else 122 when it is one; NULL otherwise. */
  char *time_control;
  int time_control_tag; /* 222 or 122; 0 when time_control is NULL */
  char *time_text;      /* 122 as written, NULL when absent */
  int declared_rounds;  /* XXR (or 142), 0 when absent */
  int rounds;           /* the most rounds a 001 line holds, or declared_rounds if more */
  /* Tag 162: the points of a win (W), draw (D), loss (L), absence (A: zero-point bye or
   * forfeit loss) and pairing-allocated bye (P); by default 1, 0.5, 0, 0, and for P below 0:
   * the same as W. */
  double scoring[5];
  /* The 240 records (TRF-2026), byes given ahead of the pairing of their round: round * 10000
   * + player -> 'H', 'F' or 'Z', the first record naming them. */
  GHashTable *bye_kinds;
  GPtrArray *players;    /* of HakemTrfPlayer, in the order of the file */
  GHashTable *by_number; /* pairing number -> HakemTrfPlayer (use hakem_trf_player) */
} HakemTrf;

/* Reads path (a regular file of at most HAKEM_TRF_MAX_BYTES). Errors name the file and, for
 * what is wrong inside it, "FILE:LINE: ...". */
HakemTrf *hakem_trf_read (const char *path, GError **error);
/* The same over bytes in memory; name is used in the messages. */
HakemTrf *hakem_trf_parse (const char *data, gsize length, const char *name, GError **error);
void hakem_trf_free (HakemTrf *trf);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HakemTrf, hakem_trf_free)

/* A title as PGN's WhiteTitle and BlackTitle write it: older files (FIDE's own sample among them)
 * give one or two lower-case letters, g for GM, m for IM, wg for WGM...; others as written. */
const char *hakem_trf_pgn_title (const char *title);

/* The player whose pairing number is number, or NULL. */
const HakemTrfPlayer *hakem_trf_player (const HakemTrf *trf, int number);
/* Round round (1-based) of player, a blank game when the line stops before it. */
HakemTrfGame hakem_trf_game (const HakemTrfPlayer *player, int round);
/* What a result letter scores under the file's tag 162 (by default 1, 0.5 or 0). */
double hakem_trf_points (const HakemTrf *trf, char result);

/* A board of a round. */
typedef struct
{
  int board; /* 1-based, in the published order */
  int white; /* pairing numbers */
  int black;
  gboolean colours_known; /* FALSE when neither line gives a colour (a forfeit): white is then
                             the smaller pairing number */
  char white_result;      /* as in the file, ' ' when none */
  char black_result;
} HakemTrfBoard;

typedef struct
{
  int player;
  char kind; /* 'H' half-point, 'F' full-point, 'U' pairing-allocated, 'Z' zero-point bye: the
                round's letter, or a 240 record's when the round is blank */
} HakemTrfBye;

/* The first round that has boards and no result on any of them; when every round with boards
 * has results, the last of them; 0 when no round has boards. */
int hakem_trf_default_round (const HakemTrf *trf);

/* Round round's boards (GArray of HakemTrfBoard) ordered as pairings are published (by the
 * higher score of the two players before the round, then the sum of their scores, then the pairing
 * number of the higher of the two, scores before pairing numbers) and its byes (GArray of
 * HakemTrfBye, by pairing number). FALSE with an error when the round does not exist or the
 * two lines of a board disagree. */
gboolean hakem_trf_round (const HakemTrf *trf, int round, GArray **boards, GArray **byes,
                          GError **error);

/* "1-0", "0-1", "1/2-1/2", "+/-", "-/+" or "-/-"; any other pair as its two letters ("W/L");
 * NULL when neither has a result. Free it. */
char *hakem_trf_board_result (const HakemTrfBoard *board);

/* A result given for a board. */
typedef struct
{
  int board;
  char white;
  char black;
} HakemTrfResult;

/* Reads "1-0", "0-1", "1/2-1/2" (or "=-=", "0.5-0.5"), "+/-", "-/+", "-/-" (or "+-", "-+", "--").
 */
gboolean hakem_trf_result_parse (const char *text, char *white, char *black);

/* The file with round round's result columns of the given boards and those players' points
 * changed, every other byte as it was (a line too short for the round's result is padded with
 * blanks up to it). Returns the new bytes, NUL-terminated, or NULL with an error (no such board,
 * a board given twice). */
char *hakem_trf_write_results (const HakemTrf *trf, int round, const HakemTrfResult *results,
                               guint n_results, gsize *length, GError **error);

G_END_DECLS
