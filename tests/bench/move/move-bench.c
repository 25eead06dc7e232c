/* move-bench.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The rules core's work after one move, as the window, the round view and the review do it:
 * the legal moves of the position (the move's legality), then the move pushed on the record,
 * which finds its draw events and automatic endings (repetition count, 50 and 75 moves,
 * checkmate, stalemate, a dead position by the rules that need no search). Timed for every move
 * of every game of the PGN files given, and for every legal move of every position of the FEN
 * files given (the locked-chain set: the hardest dead-position questions the record asks).
 *
 * Usage: move-bench [--reps N] FILE...   (.pgn files: their games; other files: FEN lines)
 * Prints the moves timed, the median, the 99th percentile and the worst time in microseconds
 * (process CPU time, the shortest of N repetitions of each move), and the worst move's position.
 */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "chess-game.h"
#include "chess-movegen.h"
#include "chess-pgn.h"

static double
now_us (void)
{
  struct timespec t;
  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &t);
  return (double) t.tv_sec * 1e6 + (double) t.tv_nsec / 1e3;
}

typedef struct
{
  double *times;
  size_t count, cap;
  double worst;
  char worst_fen[CHESS_FEN_MAX];
  int reps;
} Times;

static void
add (Times *t, double us, const ChessPosition *before)
{
  if (t->count == t->cap)
    {
      t->cap = t->cap ? 2 * t->cap : 4096;
      t->times = realloc (t->times, t->cap * sizeof *t->times);
      if (!t->times)
        exit (2);
    }
  t->times[t->count++] = us;
  if (us > t->worst)
    {
      t->worst = us;
      chess_position_to_fen (before, CHESS_FEN_STYLE_XFEN, t->worst_fen, sizeof t->worst_fen);
    }
}

/* One move after the record 'game' (its first 'ply' moves replayed from its start): legality
 * and the push, the shortest of the repetitions. */
static void
time_move (Times *t, const ChessGame *game, int ply, ChessMove move)
{
  double best = -1;
  for (int r = 0; r < t->reps; r++)
    {
      ChessGame g;
      chess_game_init (&g, &game->start);
      for (int i = 0; i < ply; i++)
        chess_game_push_legal (&g, game->moves[i].move);
      double start = now_us ();
      if (!chess_movegen_is_legal (&g.current, move))
        exit (3);
      chess_game_push_legal (&g, move);
      double us = now_us () - start;
      chess_game_clear (&g);
      if (best < 0 || us < best)
        best = us;
    }
  ChessPosition before;
  chess_game_position_at (game, ply, &before);
  add (t, best, &before);
}

static void
read_pgn (Times *t, const char *path)
{
  FILE *f = fopen (path, "r");
  if (!f)
    exit (2);
  ChessPgnReader reader;
  chess_pgn_reader_init_file (&reader, f, CHESS_SAN_ENGLISH, 0);
  for (;;)
    {
      ChessGame game;
      memset (&game, 0, sizeof game);
      ChessPgnProblem problem;
      ChessPgnStatus status = chess_pgn_read_game (&reader, &game, &problem);
      if (status == CHESS_PGN_GAME)
        for (int i = 0; i < game.count; i++)
          time_move (t, &game, i, game.moves[i].move);
      chess_game_clear (&game);
      if (status != CHESS_PGN_GAME)
        break;
    }
  chess_pgn_reader_clear (&reader);
  fclose (f);
}

static void
read_fens (Times *t, const char *path)
{
  FILE *f = fopen (path, "r");
  if (!f)
    exit (2);
  char line[512];
  while (fgets (line, sizeof line, f))
    {
      if (line[0] == '#' || line[0] == '\n')
        continue;
      char *semi = strchr (line, ';');
      if (semi)
        *semi = '\0';
      ChessPosition pos;
      if (chess_position_from_fen (&pos, line, NULL) != CHESS_FEN_OK)
        continue;
      ChessGame game;
      chess_game_init (&game, &pos);
      ChessMoveList list;
      chess_movegen_legal (&pos, &list);
      for (int i = 0; i < list.count; i++)
        time_move (t, &game, 0, list.moves[i]);
      chess_game_clear (&game);
    }
  fclose (f);
}

static int
cmp_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

int
main (int argc, char **argv)
{
  Times t = { .reps = 3 };
  int first = 1;
  if (argc > 2 && strcmp (argv[1], "--reps") == 0)
    {
      t.reps = atoi (argv[2]) > 0 ? atoi (argv[2]) : 1;
      first = 3;
    }
  if (first >= argc)
    {
      fprintf (stderr, "usage: move-bench [--reps N] FILE...\n");
      return 2;
    }
  for (int i = first; i < argc; i++)
    {
      size_t n = strlen (argv[i]);
      if (n > 4 && strcmp (argv[i] + n - 4, ".pgn") == 0)
        read_pgn (&t, argv[i]);
      else
        read_fens (&t, argv[i]);
    }
  if (!t.count)
    return 2;
  qsort (t.times, t.count, sizeof *t.times, cmp_double);
  printf ("moves: %zu\nmedian-us: %.1f\np99-us: %.1f\nworst-us: %.1f (%s)\n", t.count,
          t.times[t.count / 2], t.times[t.count * 99 / 100], t.worst, t.worst_fen);
  free (t.times);
  return 0;
}
