/* test-mate-locked.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Can-mate and dead answers on locked pawn chains, against tests/data/mate/locked-small.fen.
 *
 * The expected answers of that file come from the Chess Unwinnability Analyzer at a 10-million
 * node limit, every "yes" of it replayed by an independent move generator (see the file's
 * header and make-locked.py), never from our own output. A wrong answer fails; "undetermined"
 * is allowed here and only reported, since tests/bench/mate-hard/compare counts it. Every "yes"
 * of ours must come with a line that replays as a helpmate, and neither the dead-position rules
 * without search nor chess_mate_is_dead may call a position dead where a side can still mate.
 */
#include <stdarg.h>
#include <string.h>

#include <glib.h>

#include "chess-mate.h"
#include "chess-movegen.h"

#ifndef TEST_DATA_DIR
#error "TEST_DATA_DIR must name tests/data"
#endif

typedef struct
{
  char *name;
  char *fen;
  int want[2]; /* CHESS_MATE_YES, CHESS_MATE_NO, or -1 when the file gives none */
} LockedCase;

static ChessMateContext *ctx;

static int
expectation (const char *note, const char *key)
{
  const char *p = strstr (note, key);
  if (!p)
    return -1;
  p += strlen (key);
  if (g_str_has_prefix (p, "yes"))
    return CHESS_MATE_YES;
  return g_str_has_prefix (p, "no") ? CHESS_MATE_NO : -1;
}

/* Every wrong answer is named, not only the first. */
static void G_GNUC_PRINTF (1, 2) wrong (const char *format, ...)
{
  va_list args;
  va_start (args, format);
  g_autofree char *text = g_strdup_vprintf (format, args);
  va_end (args);
  g_test_message ("wrong: %s", text);
  g_test_fail ();
}

static const char *
word (int answer)
{
  return answer == CHESS_MATE_YES ? "yes" : answer == CHESS_MATE_NO ? "no" : "undetermined";
}

static void
run_case (gconstpointer data)
{
  const LockedCase *c = data;
  ChessPosition pos;
  g_assert_cmpint (chess_position_from_fen (&pos, c->fen, NULL), ==, CHESS_FEN_OK);
  ChessMateResult *r = g_new0 (ChessMateResult, 2);
  for (int side = 0; side < 2; side++)
    {
      int want = c->want[side];
      if (want < 0)
        continue;
      ChessMateAnswer got = chess_mate_can_checkmate (ctx, &pos, (ChessColor) side, &r[side]);
      const char *who = chess_color_name (side);
      if (got == CHESS_MATE_UNDETERMINED)
        {
          g_test_message ("undetermined: %s can mate? (%s) %s", who, word (want), c->fen);
          continue;
        }
      if ((int) got != want)
        wrong ("%s can mate? expected %s, got %s: %s", who, word (want), word (got), c->fen);
      if (got == CHESS_MATE_YES && r[side].proof == CHESS_MATE_PROOF_HELPMATE)
        g_assert_true (
            chess_mate_line_is_helpmate (&pos, (ChessColor) side, r[side].line, r[side].length));
    }
  bool alive = c->want[CHESS_WHITE] == CHESS_MATE_YES || c->want[CHESS_BLACK] == CHESS_MATE_YES;
  bool dead = c->want[CHESS_WHITE] == CHESS_MATE_NO && c->want[CHESS_BLACK] == CHESS_MATE_NO;
  if (alive && chess_movegen_count (&pos) > 0 && chess_mate_dead_by_rule (&pos))
    wrong ("dead by rule where a side can mate: %s", c->fen);
  ChessMateAnswer d = chess_mate_is_dead (ctx, &pos, r);
  if ((alive && d == CHESS_MATE_YES) || (dead && d == CHESS_MATE_NO))
    wrong ("dead? answered %s: %s", word (d), c->fen);
  if (d == CHESS_MATE_UNDETERMINED && (alive || dead))
    g_test_message ("undetermined: dead? %s", c->fen);
  g_free (r);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  ctx = g_malloc (sizeof *ctx);
  chess_mate_context_init (ctx);
  /* Undetermined questions use up the whole node limit and make most of the run time; a lower
   * limit than the default can only turn answers into "undetermined", which this test allows
   * (tests/bench/mate-hard/compare measures at the default limit). */
  ctx->node_limit = 100000;

  g_autofree char *path = g_build_filename (TEST_DATA_DIR, "mate", "locked-small.fen", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  if (!g_file_get_contents (path, &text, NULL, &error))
    g_error ("%s", error->message);
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  GPtrArray *cases = g_ptr_array_new ();
  for (char **l = lines; *l; l++)
    {
      if (!**l || **l == '#')
        continue;
      char *sep = strstr (*l, " ; ");
      if (!sep)
        g_error ("%s: a line without a note: %s", path, *l);
      LockedCase *c = g_new0 (LockedCase, 1);
      c->fen = g_strndup (*l, (gsize) (sep - *l));
      const char *note = sep + 3;
      c->name = g_strndup (note, strcspn (note, " "));
      c->want[CHESS_WHITE] = expectation (note, "white=");
      c->want[CHESS_BLACK] = expectation (note, "black=");
      g_autofree char *test = g_strdup_printf ("/mate-locked/%s", c->name);
      g_test_add_data_func (test, c, run_case);
      g_ptr_array_add (cases, c);
    }
  g_assert_cmpuint (cases->len, >, 0);

  int status = g_test_run ();
  for (guint i = 0; i < cases->len; i++)
    {
      LockedCase *c = cases->pdata[i];
      g_free (c->name);
      g_free (c->fen);
      g_free (c);
    }
  g_ptr_array_free (cases, TRUE);
  g_free (ctx);
  return status;
}
