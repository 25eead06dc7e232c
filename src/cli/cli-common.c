/* cli-common.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Error reporting and option parsing shared by the hakem-cli commands.
 */
#include "cli-common.h"

#include "chess-clock.h"
#include "chess-pgn.h"
#include "hakem-pgn-text.h"
#include "hakem-rules-text.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

int
cli_error (const char *format, ...)
{
  va_list ap;
  va_start (ap, format);
  g_autofree char *msg = g_strdup_vprintf (format, ap);
  va_end (ap);
  fprintf (stderr, "hakem-cli: %s\n", msg);
  return CLI_EXIT_USAGE;
}

void
cli_warning (const char *format, ...)
{
  va_list ap;
  va_start (ap, format);
  g_autofree char *msg = g_strdup_vprintf (format, ap);
  va_end (ap);
  /* TRANSLATORS: %s is a warning such as "--fen: column 56: the move number 0 is read as 1" */
  g_autofree char *line = g_strdup_printf (_ ("warning: %s"), msg);
  fprintf (stderr, "hakem-cli: %s\n", line);
}

gboolean
cli_parse_fen (const char *option, const char *fen, ChessPosition *pos)
{
  int column = 0;
  ChessFenNotes notes;
  ChessFenError err = chess_position_from_fen_noted (pos, fen, &column, &notes);
  if (err == CHESS_FEN_OK)
    {
      /* Missing move counters are the EPD form and read silently; a missing castling or en
       * passant field is an assumption about the position itself. */
      if (notes.fields == 2)
        /* TRANSLATORS: %s is an option like --fen, %d the column */
        cli_warning (_ ("%s: column %d: no castling and no en passant field: read as '-' (no "
                        "castling rights, no en passant capture)"),
                     option, notes.completed_column);
      else if (notes.fields == 3)
        /* TRANSLATORS: %s is an option like --fen, %d the column */
        cli_warning (_ ("%s: column %d: no en passant field: read as '-' (no en passant capture)"),
                     option, notes.completed_column);
      if (notes.flags & CHESS_FEN_NOTE_FULLMOVE_ZERO)
        /* TRANSLATORS: %s is an option like --fen, %d the column */
        cli_warning (_ ("%s: column %d: the move number 0 is read as 1"), option,
                     notes.fullmove_column);
      return TRUE;
    }
  /* TRANSLATORS: %s (first) is an option like --fen, %d the column, the last %s the reason */
  cli_error (_ ("%s: column %d: %s"), option, column, hakem_fen_error_text (err));
  return FALSE;
}

gboolean
cli_parse_int (const char *text, long min, long max, long *out)
{
  if (!text || !*text)
    return FALSE;
  char *end = NULL;
  errno = 0;
  long v = strtol (text, &end, 10);
  if (errno || *end || v < min || v > max)
    return FALSE;
  *out = v;
  return TRUE;
}

gboolean
cli_parse_options (const char *command, const char *params, const GOptionEntry *entries, int *argc,
                   char ***argv)
{
  g_autoptr (GOptionContext) ctx = g_option_context_new (params);
  g_autoptr (GError) error = NULL;
  g_autofree char *prg = g_strdup_printf ("hakem-cli %s", command);
  g_set_prgname (prg);
  g_option_context_add_main_entries (ctx, entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (ctx, GETTEXT_PACKAGE);
  if (!g_option_context_parse (ctx, argc, argv, &error))
    {
      cli_error ("%s: %s", command, error->message);
      return FALSE;
    }
  return TRUE;
}

gboolean
cli_parse_side (const char *option, const char *text, ChessColor *out)
{
  if (!chess_color_from_name (text, out))
    {
      cli_error (_ ("%s: '%s' is neither white nor black"), option, text ? text : "");
      return FALSE;
    }
  return TRUE;
}

gboolean
cli_require_side (const char *command, const char *option, const char *text, ChessColor *out)
{
  if (!text)
    {
      /* TRANSLATORS: "canmate: --side white|black is required" */
      cli_error (_ ("%s: %s white|black is required"), command, option);
      return FALSE;
    }
  return cli_parse_side (option, text, out);
}

gboolean
cli_parse_language (const char *text, ChessSanLanguage *out)
{
  if (!text || strcmp (text, "en") == 0)
    *out = CHESS_SAN_ENGLISH;
  else if (strcmp (text, "tr") == 0)
    *out = CHESS_SAN_TURKISH;
  else
    {
      cli_error (_ ("--lang: '%s' is neither en nor tr"), text);
      return FALSE;
    }
  return TRUE;
}

gboolean
cli_penalty_for_time_control (const char *what, const char *tc, CliPenalty *out)
{
  out->seconds = 120;
  out->rapid_or_blitz = FALSE;
  out->class_name = "unknown";
  if (!tc)
    return TRUE;
  ChessTimeControl control;
  int column = 0;
  ChessTimeControlError err = chess_time_control_parse (&control, tc, &column);
  if (err != CHESS_TIME_CONTROL_OK)
    {
      /* TRANSLATORS: "--tc: column 3: <reason>" */
      cli_error (_ ("%s: column %d: %s"), what, column, hakem_time_control_error_text (err));
      return FALSE;
    }
  switch (chess_time_control_classify (&control, NULL))
    {
    case CHESS_TIME_CLASS_BLITZ:
      out->class_name = "blitz";
      out->seconds = 60;
      out->rapid_or_blitz = TRUE;
      break;
    case CHESS_TIME_CLASS_RAPID:
      out->class_name = "rapid";
      out->seconds = 60;
      out->rapid_or_blitz = TRUE;
      break;
    case CHESS_TIME_CLASS_STANDARD:
      out->class_name = "standard";
      break;
    case CHESS_TIME_CLASS_NONE:
    case CHESS_TIME_CLASS_UNKNOWN:
      break;
    }
  return TRUE;
}

/* Reads game number 'wanted' (1-based) of the file into game; prints the error and returns FALSE
 * when the file cannot be read, the game is not there, or it is damaged before its end. */
gboolean
cli_load_game (const char *path, int wanted, int usable_plies, ChessGame *game)
{
  FILE *f = fopen (path, "rb");
  if (!f)
    {
      cli_error (_ ("--pgn: cannot open %s: %s"), path, g_strerror (errno));
      return FALSE;
    }
  ChessPgnReader *reader = g_new0 (ChessPgnReader, 1);
  /* The file's letters are found game by game, English (the standard's) first: 'lang' is for
   * the moves given on the command line. */
  chess_pgn_reader_init_file (reader, f, CHESS_SAN_ENGLISH, 0);
  gboolean found = FALSE;
  for (;;)
    {
      ChessPgnProblem problem;
      chess_game_clear (game);
      ChessPgnStatus st = chess_pgn_read_game (reader, game, &problem);
      if (st == CHESS_PGN_END)
        {
          cli_error (_ ("--game: %s has %d games, not %d"), path, reader->games, wanted);
          break;
        }
      if (st == CHESS_PGN_FAILED)
        {
          if (hakem_pgn_limit_text (problem.code))
            {
              g_autofree char *what = hakem_pgn_problem_message (path, &problem);
              cli_error ("--pgn: %s", what);
            }
          else
            cli_error (_ ("--pgn: cannot read %s"), path);
          break;
        }
      if (reader->games < wanted)
        continue;
      /* The record may hold the very illegal move a ruling is about: what comes before it is
       * still the game. */
      if (problem.code == CHESS_PGN_ERROR_MOVE && usable_plies >= 0 && problem.ply >= usable_plies
          && game->count == problem.ply)
        problem.code = CHESS_PGN_OK;
      if (problem.code != CHESS_PGN_OK)
        {
          if (problem.code == CHESS_PGN_ERROR_MOVE)
            cli_error (_ ("--pgn: %s:%ld:%d: game %d: the move '%s' after %d half-moves is not "
                          "legal or not readable"),
                       path, problem.line, problem.column, wanted, problem.text, problem.ply);
          else if (hakem_pgn_limit_text (problem.code))
            {
              g_autofree char *what = hakem_pgn_problem_message (path, &problem);
              cli_error ("--pgn: %s", what);
            }
          else
            cli_error (_ ("--pgn: %s:%ld:%d: game %d is damaged here"), path, problem.line,
                       problem.column, wanted);
          break;
        }
      found = TRUE;
      break;
    }
  chess_pgn_reader_clear (reader);
  g_free (reader);
  fclose (f);
  return found;
}
