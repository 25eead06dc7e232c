/* cli-check.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * hakem-cli check: reads PGN files game by game and prints what an arbiter must know of each:
 * repetitions, the 50 and 75 moves, mates, illegal moves, moves after the end, wrong results.
 */
#include "cli-common.h"

#include <errno.h>
#include <string.h>

#include "chess-pgn.h"

/* Events of one ply come in this order. */
typedef enum
{
  EV_THREEFOLD,
  EV_FIFTY,
  EV_ENDING, /* fivefold, seventyfive, checkmate, stalemate, dead */
  EV_AFTER_END,
  EV_ILLEGAL,
  EV_ERROR,
  EV_RESULT,
} EventOrder;

#define MAX_EVENTS 8

typedef struct
{
  int ply;
  EventOrder order;
  const char *name;
  char detail[160];
} Event;

typedef struct
{
  Event ev[MAX_EVENTS];
  int n;
} Events;

static Event *
add (Events *e, int ply, EventOrder order, const char *name)
{
  Event *v = &e->ev[e->n++];
  v->ply = ply;
  v->order = order;
  v->name = name;
  v->detail[0] = '\0';
  return v;
}

static const char *
color_name (ChessColor c)
{
  return c == CHESS_WHITE ? "white" : "black";
}

static ChessColor
side_at (const ChessGame *game, int ply)
{
  return (ChessColor) ((game->start.side + ply) & 1);
}

/* "plies=A,B,C" for the occurrences of the position at 'ply'. */
/* The last capture or pawn move of the record, or "none" when there was none in it (the count
 * ran from the start position), never -1. */
static void
since_text (int ply, char *buf, size_t size)
{
  if (ply >= 0)
    g_snprintf (buf, size, "%d", ply);
  else
    g_strlcpy (buf, "none", size);
}

static void
format_plies (const ChessGame *game, int ply, char *buf, size_t size)
{
  int plies[16];
  int n = chess_game_occurrences (game, ply, plies, G_N_ELEMENTS (plies));
  if (n > (int) G_N_ELEMENTS (plies))
    n = G_N_ELEMENTS (plies);
  size_t len = (size_t) g_snprintf (buf, size, "plies=");
  for (int i = 0; i < n && len < size; i++)
    len += (size_t) g_snprintf (buf + len, size - len, i ? ",%d" : "%d", plies[i]);
}

static const char *
expected_word (ChessPgnExpect e)
{
  switch (e)
    {
    case CHESS_PGN_EXPECT_TAG_NAME:
      return "tag-name";
    case CHESS_PGN_EXPECT_TAG_VALUE:
      return "tag-value";
    case CHESS_PGN_EXPECT_TAG_END:
      return "tag-end";
    case CHESS_PGN_EXPECT_STRING_END:
      return "string-end";
    case CHESS_PGN_EXPECT_COMMENT_END:
      return "comment-end";
    case CHESS_PGN_EXPECT_VARIATION_END:
      return "variation-end";
    case CHESS_PGN_EXPECT_MOVE:
      return "move";
    case CHESS_PGN_EXPECT_RESULT:
      return "result";
    case CHESS_PGN_EXPECT_FEN:
      return "fen";
    case CHESS_PGN_EXPECT_LEGAL_MOVE:
      return "legal-move";
    case CHESS_PGN_EXPECT_NOTHING:
    default:
      return "nothing";
    }
}

/* One word for why a move was refused: the Article 3 reason when the SAN reader knows it. */
static const char *
reason_word (ChessSanError err, ChessIllegalReason reason)
{
  switch (reason)
    {
    case CHESS_ILLEGAL_NO_PIECE:
      return "no-piece";
    case CHESS_ILLEGAL_NOT_YOUR_TURN:
      return "not-your-turn";
    case CHESS_ILLEGAL_OWN_PIECE:
      return "own-piece";
    case CHESS_ILLEGAL_PIECE_RULES:
      return "piece-rules";
    case CHESS_ILLEGAL_PATH_BLOCKED:
      return "path-blocked";
    case CHESS_ILLEGAL_KING_IN_CHECK:
      return "king-in-check";
    case CHESS_ILLEGAL_CASTLING_RIGHTS:
      return "castling-rights";
    case CHESS_ILLEGAL_CASTLING_BLOCKED:
      return "castling-blocked";
    case CHESS_ILLEGAL_CASTLING_CHECK:
      return "castling-check";
    case CHESS_ILLEGAL_NONE:
    default:
      break;
    }
  switch (err)
    {
    case CHESS_SAN_ERROR_EMPTY:
    case CHESS_SAN_ERROR_SYNTAX:
      return "syntax";
    case CHESS_SAN_ERROR_WRONG_LANGUAGE:
      return "wrong-language";
    case CHESS_SAN_ERROR_PROMOTION_PIECE:
      return "promotion-piece";
    case CHESS_SAN_ERROR_PROMOTION_MISSING:
      return "promotion-missing";
    case CHESS_SAN_ERROR_PROMOTION_UNEXPECTED:
      return "not-promotion";
    case CHESS_SAN_ERROR_PIECE_MISMATCH:
      return "piece-mismatch";
    case CHESS_SAN_ERROR_KING_IN_CHECK:
      return "king-in-check";
    case CHESS_SAN_ERROR_CASTLING:
      return "castling";
    case CHESS_SAN_ERROR_AMBIGUOUS:
      return "ambiguous";
    case CHESS_SAN_ERROR_NO_SUCH_MOVE:
    case CHESS_SAN_OK:
    default:
      return "no-such-move";
    }
}

static int
compare_events (const void *a, const void *b)
{
  const Event *x = a, *y = b;
  if (x->ply != y->ply)
    return x->ply < y->ply ? -1 : 1;
  return (int) x->order - (int) y->order;
}

/* The events of one game; returns how many of them count as errors. */
static int
report_game (int number, const ChessGame *game, const ChessPgnProblem *problem)
{
  Events e = { .n = 0 };
  bool ended = game->auto_ending != CHESS_ENDING_NONE;
  /* Claims need a game still going on: none at or after an automatic end (5.1.1, 5.2, 9.6). */
  int limit = ended ? game->auto_ending_ply : game->count + 1;

  for (int p = 0; p < limit; p++)
    if (game->rep_count[p] >= 3)
      {
        Event *v = add (&e, p, EV_THREEFOLD, "threefold");
        char plies[96];
        format_plies (game, p, plies, sizeof plies);
        g_snprintf (v->detail, sizeof v->detail, "by=%s %s", color_name (side_at (game, p)),
                    plies);
        break;
      }
  for (int p = 0; p < limit; p++)
    if (game->halfmove[p] >= 100)
      {
        Event *v = add (&e, p, EV_FIFTY, "fifty");
        char since[24];
        since_text (chess_game_last_irreversible (game, p), since, sizeof since);
        g_snprintf (v->detail, sizeof v->detail, "by=%s since=%s", color_name (side_at (game, p)),
                    since);
        break;
      }

  if (ended)
    {
      int p = game->auto_ending_ply;
      Event *v = NULL;
      switch (game->auto_ending)
        {
        case CHESS_ENDING_CHECKMATE:
          v = add (&e, p, EV_ENDING, "checkmate");
          g_snprintf (v->detail, sizeof v->detail, "winner=%s",
                      color_name ((ChessColor) !side_at (game, p)));
          break;
        case CHESS_ENDING_STALEMATE:
          add (&e, p, EV_ENDING, "stalemate");
          break;
        case CHESS_ENDING_FIVEFOLD:
          v = add (&e, p, EV_ENDING, "fivefold");
          format_plies (game, p, v->detail, sizeof v->detail);
          break;
        case CHESS_ENDING_SEVENTY_FIVE:
          v = add (&e, p, EV_ENDING, "seventyfive");
          {
            char since[24];
            since_text (chess_game_last_irreversible (game, p), since, sizeof since);
            g_snprintf (v->detail, sizeof v->detail, "since=%s", since);
          }
          break;
        case CHESS_ENDING_DEAD_POSITION:
          /* 5.2.2: the record sets it from the proofs that need no search (material, locked
           * pawns, a forced capture of the last piece: chess_mate_dead_by_rule). */
          add (&e, p, EV_ENDING, "dead");
          break;
        default:
          break;
        }
      /* Moves after a dead position, a fivefold or a 75-move end are in the record; after a mate
       * or stalemate there is no legal move to record, and the reader only counted them. */
      int after = game->count - p + problem->unrecorded;
      if (after > 0)
        {
          v = add (&e, p, EV_AFTER_END, "after-end");
          g_snprintf (v->detail, sizeof v->detail, "moves=%d", after);
        }
      ChessResult expected = chess_game_auto_result (game);
      if (expected != game->result)
        {
          v = add (&e, game->count, EV_RESULT, "result-mismatch");
          g_snprintf (v->detail, sizeof v->detail, "tag=%s expected=%s",
                      chess_result_to_string (game->result), chess_result_to_string (expected));
        }
    }

  int errors = 0;
  if (problem->code == CHESS_PGN_ERROR_MOVE)
    {
      Event *v = add (&e, problem->ply, EV_ILLEGAL, "illegal");
      g_snprintf (v->detail, sizeof v->detail, "move=%s reason=%s", problem->text,
                  reason_word (problem->san_error, problem->reason));
      errors++;
    }
  else if (problem->code != CHESS_PGN_OK)
    {
      Event *v = add (&e, problem->ply, EV_ERROR, "error");
      g_snprintf (v->detail, sizeof v->detail, "line=%ld column=%d expected=%s", problem->line,
                  problem->column, expected_word (problem->expected));
      errors++;
    }

  qsort (e.ev, (size_t) e.n, sizeof e.ev[0], compare_events);
  for (int i = 0; i < e.n; i++)
    printf ("%d\t%d\t%s\t%s\n", number, e.ev[i].ply, e.ev[i].name, e.ev[i].detail);
  /* A program reading the pipe sees each game's events when the game has been read. */
  if (e.n > 0)
    fflush (stdout);
  return errors;
}

int
cli_check (int argc, char **argv)
{
  g_autofree char *lang = NULL;
  const GOptionEntry entries[] = {
    { "lang", 0, 0, G_OPTION_ARG_STRING, &lang, N_("Piece letters of the moves: en or tr"),
      "en|tr" },
    G_OPTION_ENTRY_NULL,
  };
  if (!cli_parse_options ("check", "FILE.pgn...", entries, &argc, &argv))
    return CLI_EXIT_USAGE;
  ChessSanLanguage language = CHESS_SAN_ENGLISH;
  if (lang && strcmp (lang, "tr") == 0)
    language = CHESS_SAN_TURKISH;
  else if (lang && strcmp (lang, "en") != 0)
    return cli_error (_("check: --lang must be 'en' or 'tr', not '%s'"), lang);
  if (argc < 2)
    return cli_error (_("check: give one or more PGN files"));

  /* Every file is opened before anything is printed, so that a wrong name costs no output. */
  int nfiles = argc - 1;
  g_autofree FILE **files = g_new0 (FILE *, nfiles);
  for (int i = 0; i < nfiles; i++)
    {
      const char *path = argv[i + 1];
      files[i] = fopen (path, "rb");
      int err = errno;
      if (files[i] && g_file_test (path, G_FILE_TEST_IS_DIR))
        err = EISDIR;
      else if (files[i])
        continue;
      for (int j = 0; j <= i; j++)
        if (files[j])
          fclose (files[j]);
      /* TRANSLATORS: the first %s is a file name, the second the system's reason */
      return cli_error (_("check: cannot read %s: %s"), path, g_strerror (err));
    }

  g_autofree ChessPgnReader *reader = g_new (ChessPgnReader, 1);
  int number = 0;
  long errors = 0;
  int status = CLI_EXIT_OK;
  for (int i = 0; i < nfiles && status == CLI_EXIT_OK; i++)
    {
      chess_pgn_reader_init_file (reader, files[i], language, CHESS_PGN_MOVES_ONLY);
      for (;;)
        {
          ChessGame game = { 0 };
          ChessPgnProblem problem;
          ChessPgnStatus st = chess_pgn_read_game (reader, &game, &problem);
          if (st == CHESS_PGN_GAME)
            errors += report_game (++number, &game, &problem);
          chess_game_clear (&game);
          if (st == CHESS_PGN_END)
            break;
          if (st == CHESS_PGN_FAILED)
            {
              fflush (stdout);
              if (problem.code == CHESS_PGN_ERROR_NO_MEMORY)
                status = cli_error (_("check: %s: out of memory"), argv[i + 1]);
              else
                status = cli_error (_("check: cannot read %s: %s"), argv[i + 1],
                                    g_strerror (errno));
              break;
            }
        }
      chess_pgn_reader_clear (reader);
    }
  for (int i = 0; i < nfiles; i++)
    fclose (files[i]);
  if (status != CLI_EXIT_OK)
    return status;
  printf ("games: %d errors: %ld\n", number, errors);
  return CLI_EXIT_OK;
}
