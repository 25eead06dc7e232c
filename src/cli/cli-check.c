/* cli-check.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * hakem-cli check: reads PGN files game by game and prints what an arbiter must know of each:
 * repetitions, the 50 and 75 moves, mates, illegal moves, moves after the end, wrong results.
 */
#include "cli-common.h"

#include <errno.h>
#include <limits.h>
#include <string.h>
#include <sys/stat.h>

#include <glib/gstdio.h>

#include "chess-pgn.h"
#include "cli-json.h"
#include "cli-out.h"
#include "cli-pgn-source.h"
#include "hakem-pgn-text.h"

/* Events of one ply come in this order. */
typedef enum
{
  EV_THREEFOLD,
  EV_FIFTY,
  EV_ENDING, /* fivefold, seventyfive, checkmate, stalemate, dead */
  EV_AFTER_END,
  EV_ILLEGAL,
  EV_ERROR,
  EV_WARNING, /* variation-illegal, fen-move-zero, fen-completed */
  EV_RESULT,
} EventOrder;

/* The claims, the ending, the problem, the warnings kept, the count of those not kept. */
#define MAX_EVENTS (8 + CHESS_PGN_MAX_WARNINGS)
#define MAX_FIELDS 6
#define MAX_PLIES 16

typedef enum
{
  FIELD_WORD,
  FIELD_INT,
  FIELD_PLIES, /* a list of plies: "4,8,12" in the line, an array in JSON */
  FIELD_NONE,  /* "none", null in JSON */
} FieldKind;

/* One "key=value" of an event's detail. */
typedef struct
{
  const char *key;
  FieldKind kind;
  long number;
  char word[CHESS_PGN_MAX_TEXT + 8];
  int plies[MAX_PLIES];
  int n_plies;
} Field;

typedef struct
{
  int ply;
  EventOrder order;
  int seq; /* the order found, for events of one ply and kind */
  const char *name;
  Field fields[MAX_FIELDS];
  int n_fields;
} Event;

typedef struct
{
  Event ev[MAX_EVENTS];
  int n;
} Events;

static Event *
add (Events *e, int ply, EventOrder order, const char *name)
{
  Event *v = &e->ev[e->n];
  v->ply = ply;
  v->order = order;
  v->seq = e->n++;
  v->name = name;
  v->n_fields = 0;
  return v;
}

static Field *
field (Event *v, const char *key, FieldKind kind)
{
  Field *f = &v->fields[v->n_fields++];
  f->key = key;
  f->kind = kind;
  f->word[0] = '\0';
  f->n_plies = 0;
  return f;
}

static void
field_word (Event *v, const char *key, const char *word)
{
  /* Words from the file (a move as written) reach the output as valid UTF-8 only: the reader
   * makes them so (chess-pgn.h); this keeps it true whatever a later field holds. */
  g_autofree char *valid = g_utf8_make_valid (word, -1);
  g_strlcpy (field (v, key, FIELD_WORD)->word, valid, sizeof v->fields[0].word);
}

static void
field_int (Event *v, const char *key, long number)
{
  field (v, key, FIELD_INT)->number = number;
}

/* A ply, or "none" when there is none (no capture or pawn move in the record), never -1. */
static void
field_ply (Event *v, const char *key, int ply)
{
  if (ply >= 0)
    field_int (v, key, ply);
  else
    field (v, key, FIELD_NONE);
}

static const char *
color_name (ChessColor c)
{
  return chess_color_name (c);
}

static ChessColor
side_at (const ChessGame *game, int ply)
{
  return (ChessColor) ((game->start.side + ply) & 1);
}

/* The plies at which the position after 'ply' occurred. */
static void
field_occurrences (Event *v, const ChessGame *game, int ply)
{
  Field *f = field (v, "plies", FIELD_PLIES);
  int n = chess_game_occurrences (game, ply, f->plies, MAX_PLIES);
  f->n_plies = MIN (n, MAX_PLIES);
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
  if (x->order != y->order)
    return (int) x->order - (int) y->order;
  return x->seq - y->seq;
}

/* How the events are printed: lines or JSON, with or without the file's name. */
typedef struct
{
  gboolean json;
  gboolean show_file;
  const char *file;
} Printer;

/* The detail of an event as "key=value" words. */
static void
append_detail (GString *out, const Event *v)
{
  for (int i = 0; i < v->n_fields; i++)
    {
      const Field *f = &v->fields[i];
      g_string_append_printf (out, "%s%s=", i ? " " : "", f->key);
      switch (f->kind)
        {
        case FIELD_WORD:
          {
            /* A move's text comes from the file: escaped like every value of a line. */
            g_autofree char *word = cli_out_escape (f->word);
            g_string_append (out, word);
          }
          break;
        case FIELD_INT:
          g_string_append_printf (out, "%ld", f->number);
          break;
        case FIELD_PLIES:
          for (int k = 0; k < f->n_plies; k++)
            g_string_append_printf (out, k ? ",%d" : "%d", f->plies[k]);
          break;
        case FIELD_NONE:
          g_string_append (out, "none");
          break;
        }
    }
}

/* One JSON object: the file, game, ply and event, then the detail's keys. */
static void
append_json (GString *out, const Printer *pr, int number, const Event *v)
{
  gboolean first = TRUE;
  g_string_append_c (out, '{');
  cli_json_append_key (out, "file", &first);
  cli_json_append_string (out, pr->file);
  cli_json_append_key (out, "game", &first);
  g_string_append_printf (out, "%d", number);
  cli_json_append_key (out, "ply", &first);
  g_string_append_printf (out, "%d", v->ply);
  cli_json_append_key (out, "event", &first);
  cli_json_append_string (out, v->name);
  for (int i = 0; i < v->n_fields; i++)
    {
      const Field *f = &v->fields[i];
      cli_json_append_key (out, f->key, &first);
      switch (f->kind)
        {
        case FIELD_WORD:
          cli_json_append_string (out, f->word);
          break;
        case FIELD_INT:
          g_string_append_printf (out, "%ld", f->number);
          break;
        case FIELD_PLIES:
          g_string_append_c (out, '[');
          for (int k = 0; k < f->n_plies; k++)
            g_string_append_printf (out, k ? ",%d" : "%d", f->plies[k]);
          g_string_append_c (out, ']');
          break;
        case FIELD_NONE:
          g_string_append (out, "null");
          break;
        }
    }
  g_string_append (out, "}\n");
}

/* The claims a player could have made: the first threefold repetition and the first 50 moves,
 * none at or after an automatic end (5.1.1, 5.2, 9.6). */
static void
add_claims (Events *e, const ChessGame *game, int limit)
{
  for (int p = 0; p < limit; p++)
    if (game->rep_count[p] >= 3)
      {
        Event *v = add (e, p, EV_THREEFOLD, "threefold");
        field_word (v, "by", color_name (side_at (game, p)));
        field_occurrences (v, game, p);
        break;
      }
  for (int p = 0; p < limit; p++)
    if (game->halfmove[p] >= 100)
      {
        Event *v = add (e, p, EV_FIFTY, "fifty");
        field_word (v, "by", color_name (side_at (game, p)));
        field_ply (v, "since", chess_game_last_irreversible (game, p));
        break;
      }
}

/* How the game ended by itself, the moves written after that end, a result that contradicts it. */
static void
add_ending (Events *e, const ChessGame *game, const ChessPgnProblem *problem)
{
  int p = game->auto_ending_ply;
  Event *v = NULL;
  switch (game->auto_ending)
    {
    case CHESS_ENDING_CHECKMATE:
      v = add (e, p, EV_ENDING, "checkmate");
      field_word (v, "winner", color_name ((ChessColor) !side_at (game, p)));
      break;
    case CHESS_ENDING_STALEMATE:
      add (e, p, EV_ENDING, "stalemate");
      break;
    case CHESS_ENDING_FIVEFOLD:
      v = add (e, p, EV_ENDING, "fivefold");
      field_occurrences (v, game, p);
      break;
    case CHESS_ENDING_SEVENTY_FIVE:
      v = add (e, p, EV_ENDING, "seventyfive");
      field_ply (v, "since", chess_game_last_irreversible (game, p));
      break;
    case CHESS_ENDING_DEAD_POSITION:
      /* 5.2.2: the record sets it from the proofs that need no search (material, locked
       * pawns, a forced capture of the last piece: chess_mate_dead_by_rule). */
      add (e, p, EV_ENDING, "dead");
      break;
    default:
      break;
    }
  /* Moves after a dead position, a fivefold or a 75-move end are in the record; after a mate
   * or stalemate there is no legal move to record, and the reader only counted them. */
  int after = game->count - p + problem->unrecorded;
  if (after > 0)
    {
      v = add (e, p, EV_AFTER_END, "after-end");
      field_int (v, "moves", after);
    }
  ChessResult expected = chess_game_auto_result (game);
  if (expected != game->result)
    {
      /* At the last move written, played or only counted (after the end). */
      int last = game->count > INT_MAX - problem->unrecorded ? INT_MAX
                                                             : game->count + problem->unrecorded;
      v = add (e, last, EV_RESULT, "result-mismatch");
      field_word (v, "tag", chess_result_to_string (game->result));
      field_word (v, "expected", chess_result_to_string (expected));
    }
}

/* The reader's warnings: what it assumed in the FEN tag, the variations' bad moves. */
static void
add_warnings (Events *e, const ChessPgnProblem *problem)
{
  int kept = MIN (problem->warning_count, CHESS_PGN_MAX_WARNINGS);
  for (int i = 0; i < kept; i++)
    {
      const ChessPgnWarning *w = &problem->warnings[i];
      Event *v;
      switch (w->code)
        {
        case CHESS_PGN_WARNING_VARIATION_MOVE:
          v = add (e, w->ply, EV_WARNING, "variation-illegal");
          field_word (v, "move", w->text);
          field_word (v, "reason", reason_word (w->san_error, w->reason));
          field_int (v, "depth", w->depth);
          break;
        case CHESS_PGN_WARNING_FEN_FULLMOVE_ZERO:
          v = add (e, 0, EV_WARNING, "fen-move-zero");
          break;
        case CHESS_PGN_WARNING_TURKISH_LETTERS:
          v = add (e, 0, EV_WARNING, "turkish-letters");
          break;
        case CHESS_PGN_WARNING_LETTERS_AMBIGUOUS:
          v = add (e, w->ply, EV_WARNING, "letters-ambiguous");
          field_word (v, "read", chess_san_language_code (w->language));
          break;
        case CHESS_PGN_WARNING_TAG_QUOTES:
          v = add (e, 0, EV_WARNING, "tag-quotes");
          break;
        case CHESS_PGN_WARNING_NO_RESULT:
          v = add (e, w->ply, EV_WARNING, "no-result");
          break;
        case CHESS_PGN_WARNING_FEN_COMPLETED:
        default:
          v = add (e, 0, EV_WARNING, "fen-completed");
          field_int (v, "fields", w->fields);
          break;
        }
      field_int (v, "line", w->line);
      field_int (v, "column", w->column);
    }
  if (problem->warning_count > kept)
    {
      /* Counted, not kept: said once at the end of the game. */
      Event *v = add (e, INT_MAX, EV_WARNING, "more-warnings");
      field_int (v, "count", problem->warning_count - kept);
    }
}

/* The events of one game; returns how many of them count as errors. */
static int
report_game (const Printer *pr, int number, const ChessGame *game, const ChessPgnProblem *problem)
{
  Events e = { .n = 0 };
  bool ended = game->auto_ending != CHESS_ENDING_NONE;
  add_claims (&e, game, ended ? game->auto_ending_ply : game->count + 1);
  if (ended)
    add_ending (&e, game, problem);

  int errors = 0;
  if (problem->code == CHESS_PGN_ERROR_MOVE)
    {
      Event *v = add (&e, problem->ply, EV_ILLEGAL, "illegal");
      field_word (v, "move", problem->text);
      field_word (v, "reason", reason_word (problem->san_error, problem->reason));
      errors++;
    }
  else if (problem->code != CHESS_PGN_OK)
    {
      Event *v = add (&e, problem->ply, EV_ERROR, "error");
      field_int (v, "line", problem->line);
      field_int (v, "column", problem->column);
      field_word (v, "expected", expected_word (problem->expected));
      const char *what = chess_pgn_error_word (problem->code);
      if (what)
        field_word (v, "problem", what);
      errors++;
    }
  add_warnings (&e, problem);

  qsort (e.ev, (size_t) e.n, sizeof e.ev[0], compare_events);
  GString *out = g_string_new (NULL);
  for (int i = 0; i < e.n; i++)
    {
      Event *v = &e.ev[i];
      if (v->ply == INT_MAX)
        v->ply = game->count;
      if (pr->json)
        {
          append_json (out, pr, number, v);
          continue;
        }
      g_string_append_printf (out, "%d\t%d\t%s\t", number, v->ply, v->name);
      append_detail (out, v);
      /* The file comes last, so that the contract's four columns keep their places. */
      if (pr->show_file)
        {
          g_autofree char *file = cli_out_escape (pr->file);
          g_string_append_printf (out, "\t%s", file);
        }
      g_string_append_c (out, '\n');
    }
  fputs (out->str, stdout);
  g_string_free (out, TRUE);
  /* A program reading the pipe sees each game's events when the game has been read. */
  if (e.n > 0)
    fflush (stdout);
  return errors;
}

static int
not_text (const char *path)
{
  /* TRANSLATORS: %s is a file name */
  return cli_error (_ ("check: %s is not text (control characters where a PGN file has "
                       "letters): not a PGN file"),
                    path);
}

int
cli_check (int argc, char **argv)
{
  g_autofree char *lang = NULL;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "lang", 0, 0, G_OPTION_ARG_STRING, &lang, N_ ("Piece letters of the moves: en or tr"),
      "en|tr" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json,
      N_ ("One JSON object per line for each event, and one for the totals"), NULL },
    G_OPTION_ENTRY_NULL,
  };
  if (!cli_parse_options ("check", "FILE.pgn...", entries, &argc, &argv))
    return CLI_EXIT_USAGE;
  ChessSanLanguage language = CHESS_SAN_ENGLISH;
  if (lang && strcmp (lang, "tr") == 0)
    language = CHESS_SAN_TURKISH;
  else if (lang && strcmp (lang, "en") != 0)
    return cli_error (_ ("check: --lang must be 'en' or 'tr', not '%s'"), lang);
  if (argc < 2)
    return cli_error (_ ("check: give one or more PGN files"));

  /* Every file is tried before anything is printed, so that a wrong name or a file that is not
   * text (random bytes, a binary file: bad input) costs no output; then they are read one at a
   * time, so that a thousand of them need one descriptor, not a thousand. A pipe's beginning
   * cannot be read twice: it is judged when it is read. */
  int nfiles = argc - 1;
  for (int i = 0; i < nfiles; i++)
    {
      const char *path = argv[i + 1];
      GStatBuf st;
      if (g_stat (path, &st) == 0 && !S_ISREG (st.st_mode) && !S_ISCHR (st.st_mode)
          && !S_ISDIR (st.st_mode))
        continue;
      CliPgnSource source;
      if (!cli_pgn_source_open (&source, path))
        /* TRANSLATORS: the first %s is a file name, the second the system's reason */
        return cli_error (_ ("check: cannot read %s: %s"), path, g_strerror (errno));
      gboolean text = cli_pgn_source_is_text (&source);
      cli_pgn_source_close (&source);
      if (!text)
        return not_text (path);
    }

  g_autofree ChessPgnReader *reader = g_new (ChessPgnReader, 1);
  int games = 0;
  long errors = 0, warnings = 0;
  int status = CLI_EXIT_OK;
  for (int i = 0; i < nfiles && status == CLI_EXIT_OK; i++)
    {
      /* Games are numbered in their file, as --game counts them. */
      Printer pr = { .json = json, .show_file = nfiles > 1, .file = argv[i + 1] };
      int number = 0;
      CliPgnSource source;
      if (!cli_pgn_source_open (&source, argv[i + 1]))
        {
          status = cli_error (_ ("check: cannot read %s: %s"), argv[i + 1], g_strerror (errno));
          break;
        }
      if (!cli_pgn_source_is_text (&source))
        {
          cli_pgn_source_close (&source);
          status = not_text (argv[i + 1]);
          break;
        }
      cli_pgn_source_read (&source, reader, language, CHESS_PGN_MOVES_ONLY);
      for (;;)
        {
          ChessGame game = { 0 };
          ChessPgnProblem problem;
          ChessPgnStatus st = chess_pgn_read_game (reader, &game, &problem);
          if (st == CHESS_PGN_GAME)
            {
              games++;
              errors += report_game (&pr, ++number, &game, &problem);
              warnings += problem.warning_count;
            }
          chess_game_clear (&game);
          if (st == CHESS_PGN_END)
            break;
          if (st == CHESS_PGN_FAILED)
            {
              fflush (stdout);
              if (problem.code == CHESS_PGN_ERROR_NO_MEMORY)
                status = cli_error (_ ("check: %s: out of memory"), argv[i + 1]);
              else if (hakem_pgn_limit_text (problem.code))
                {
                  g_autofree char *what = hakem_pgn_problem_message (argv[i + 1], &problem);
                  status = cli_error ("check: %s", what);
                }
              else
                status
                    = cli_error (_ ("check: cannot read %s: %s"), argv[i + 1], g_strerror (errno));
              break;
            }
        }
      chess_pgn_reader_clear (reader);
      cli_pgn_source_close (&source);
    }
  if (status != CLI_EXIT_OK)
    return status;
  if (json)
    printf ("{\"games\":%d,\"errors\":%ld,\"warnings\":%ld}\n", games, errors, warnings);
  else
    printf ("games: %d errors: %ld\n", games, errors);
  /* Errors and illegal moves make the status 1, as a linter's findings do; warnings do not. */
  return errors > 0 ? CLI_EXIT_FAILURE : CLI_EXIT_OK;
}
