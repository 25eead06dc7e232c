/* test-mate-reach.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The reach analysis's shortcut (chess_reach_surely_given_up) against the analysis itself: on
 * every position of the mate test sets (real games, locked chains, the hand-made set), for each
 * side, the shortcut may say "given up" only where the full fixpoint, run to its end without
 * giving up, gives up on its final sets. The expected answer comes from the fixpoint, not from
 * the shortcut, so a shortcut that claimed one position too many fails here.
 */
#include <glib.h>
#include <string.h>

#include "chess-mate-reach.h"

typedef struct
{
  int positions, shortcut, full;
} Counts;

static void
check_file (const char *name, Counts *counts)
{
  g_autofree char *path = g_build_filename (TEST_DATA_DIR, "mate", name, NULL);
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  for (int i = 0; lines[i]; i++)
    {
      char *line = g_strstrip (lines[i]);
      if (!*line || *line == '#')
        continue;
      char *semi = strchr (line, ';');
      if (semi)
        *semi = '\0';
      ChessPosition pos;
      if (chess_position_from_fen (&pos, line, NULL) != CHESS_FEN_OK)
        g_error ("%s:%d: not a FEN: %s", name, i + 1, line);
      counts->positions++;
      for (int w = 0; w < 2; w++)
        {
          ChessReach r;
          bool full = !chess_reach_compute (&pos, -1, &r);
          if (!full)
            full = chess_reach_gives_up (&r, (ChessColor) w);
          bool quick = chess_reach_surely_given_up (&pos, (ChessColor) w);
          counts->shortcut += quick;
          counts->full += full;
          if (quick && !full)
            g_error ("%s:%d: the shortcut gives up for %s where the analysis would not: %s", name,
                     i + 1, w == CHESS_WHITE ? "White" : "Black", line);
        }
    }
}

static void
test_shortcut_within_fixpoint (void)
{
  Counts counts = { 0 };
  check_file ("games.fen", &counts);
  check_file ("locked.fen", &counts);
  check_file ("testset.fen", &counts);
  g_test_message ("%d positions: the fixpoint gives up %d times, the shortcut sees %d of them",
                  counts.positions, counts.full, counts.shortcut);
  g_assert_cmpint (counts.positions, >, 13000);
  /* The shortcut must do its work: real games have a queen or rook near the other king in most
   * positions (games.fen alone is 11,098 positions). */
  g_assert_cmpint (counts.shortcut, >, counts.full / 2);
}

/* Hand-made cases, each answer read off the board. */
static void
test_shortcut_cases (void)
{
  static const struct
  {
    const char *fen;
    ChessColor w;
    bool given_up;
  } cases[] = {
    /* A white rook on an open file next to the black king's file: it can step beside it. */
    { "4k3/8/8/8/8/8/8/3RK3 w - - 0 1", CHESS_WHITE, true },
    /* A white queen shut in by its own king and pawns, the pawns blocked: nothing certain now
     * (the king may step aside later, which only the fixpoint follows). */
    { "4k3/8/8/8/8/pp6/PP6/QK6 w - - 0 1", CHESS_WHITE, false },
    /* Black has a lone king: nothing of Black's can come near White's king. */
    { "4k3/8/8/8/8/8/8/3RK3 w - - 0 1", CHESS_BLACK, false },
    /* A white pawn with an empty file ahead promotes on a8, a rook's move from g8 by the king. */
    { "7k/8/8/8/8/8/P7/K7 w - - 0 1", CHESS_WHITE, true },
    /* The same pawn blocked by a black pawn: no promotion is certain. */
    { "7k/8/8/8/p7/8/P7/K7 w - - 0 1", CHESS_WHITE, false },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ChessPosition pos;
      g_assert_cmpint (chess_position_from_fen (&pos, cases[i].fen, NULL), ==, CHESS_FEN_OK);
      g_assert_cmpint (chess_reach_surely_given_up (&pos, cases[i].w), ==, cases[i].given_up);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/mate/reach/shortcut-within-fixpoint", test_shortcut_within_fixpoint);
  g_test_add_func ("/mate/reach/shortcut-cases", test_shortcut_cases);
  return g_test_run ();
}
