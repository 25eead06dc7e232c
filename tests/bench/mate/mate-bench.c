/* mate-bench.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Times chess_mate_can_checkmate and chess_mate_is_dead over files of FEN lines.
 *
 * Usage: mate-bench [--verbose] [--list] [--reps N] [--no-dead] FILE...
 * Each line holds a FEN, optionally followed by ' ; ' and a note; a line of a test set may also
 * carry the expected answers as 'white=yes|no black=yes|no' in the note. Every position is asked
 * three questions (white can mate, black can mate, dead), each timed on its own (process CPU
 * time, so that a loaded machine does not inflate it) with a fresh
 * question stamp but the same context, as a caller would use it. Prints the count, the median,
 * the 99th percentile and the worst time per question, the undetermined count, the helpmate lines
 * that fail to replay (must be 0) and, with expected answers, the wrong answers (must be 0).
 * --verbose names the undetermined questions; --list prints one tab-separated line per question
 * (milliseconds, question, answer, proof, nodes, line length, FEN) for finding the slow ones.
 * --reps N asks every question N times in a row and keeps the shortest time, so that other work
 * on a shared machine weighs less (the answers must not differ between the runs: 'unstable').
 * --no-dead leaves out the third question, for comparisons with programs that do not ask it.
 */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "chess-mate.h"

static double
now_ms (void)
{
  struct timespec t;
  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &t);
  return (double) t.tv_sec * 1e3 + (double) t.tv_nsec / 1e6;
}

static int
cmp_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

typedef struct
{
  double *times;
  size_t count, cap;
  double worst;
  char worst_fen[128];
  const char *worst_what;
} Timings;

static void
record (Timings *t, double ms, const char *fen, const char *what)
{
  if (t->count == t->cap)
    {
      t->cap = t->cap ? 2 * t->cap : 4096;
      t->times = realloc (t->times, t->cap * sizeof *t->times);
      if (!t->times)
        exit (2);
    }
  t->times[t->count++] = ms;
  if (ms > t->worst)
    {
      t->worst = ms;
      snprintf (t->worst_fen, sizeof t->worst_fen, "%s", fen);
      t->worst_what = what;
    }
}

/* -1 when the note has no expectation for that side. */
static int
expected (const char *note, const char *key)
{
  const char *p = note ? strstr (note, key) : NULL;
  if (!p)
    return -1;
  p += strlen (key);
  if (strncmp (p, "yes", 3) == 0)
    return CHESS_MATE_YES;
  return strncmp (p, "no", 2) == 0 ? CHESS_MATE_NO : -1;
}

int
main (int argc, char **argv)
{
  bool verbose = false, list = false, ask_dead = true;
  int reps = 1;
  int first = 1;
  for (; first < argc && strncmp (argv[first], "--", 2) == 0; first++)
    if (strcmp (argv[first], "--verbose") == 0)
      verbose = true;
    else if (strcmp (argv[first], "--list") == 0)
      list = true;
    else if (strcmp (argv[first], "--no-dead") == 0)
      ask_dead = false;
    else if (strcmp (argv[first], "--reps") == 0 && first + 1 < argc && atoi (argv[first + 1]) > 0)
      reps = atoi (argv[++first]);
    else
      break;
  if (first >= argc || strncmp (argv[first], "--", 2) == 0)
    {
      fprintf (stderr, "usage: mate-bench [--verbose] [--list] [--reps N] [--no-dead] FILE...\n");
      return 2;
    }
  ChessMateContext *ctx = malloc (sizeof *ctx);
  static ChessMateResult r, dead[2];
  if (!ctx)
    return 2;
  chess_mate_context_init (ctx);
  Timings t = { 0 };
  long positions = 0, undetermined = 0, bad_lines = 0, wrong = 0, yes = 0, no = 0, deadcount = 0;
  long unstable = 0;
  for (int f = first; f < argc; f++)
    {
      FILE *in = fopen (argv[f], "r");
      if (!in)
        {
          perror (argv[f]);
          return 2;
        }
      char line[512];
      while (fgets (line, sizeof line, in))
        {
          line[strcspn (line, "\n")] = '\0';
          if (!line[0] || line[0] == '#')
            continue;
          char *note = strstr (line, " ; ");
          if (note)
            {
              *note = '\0';
              note += 3;
            }
          ChessPosition pos;
          int column;
          if (chess_position_from_fen (&pos, line, &column) != CHESS_FEN_OK)
            {
              fprintf (stderr, "%s: bad FEN at column %d: %s\n", argv[f], column, line);
              return 2;
            }
          positions++;
          for (int c = 0; c < 2; c++)
            {
              double ms = 0;
              ChessMateAnswer a = CHESS_MATE_UNDETERMINED;
              for (int k = 0; k < reps; k++)
                {
                  double t0 = now_ms ();
                  ChessMateAnswer ak = chess_mate_can_checkmate (ctx, &pos, (ChessColor) c, &r);
                  double el = now_ms () - t0;
                  if (k == 0 || el < ms)
                    ms = el;
                  if (k > 0 && ak != a)
                    unstable++;
                  a = ak;
                }
              record (&t, ms, line, c ? "black can mate" : "white can mate");
              if (list)
                printf ("q\t%.4f\t%s\t%d\t%d\t%u\t%d\t%s\n", ms, c ? "black" : "white", (int) a,
                        (int) r.proof, r.nodes, r.length, line);
              if (a == CHESS_MATE_UNDETERMINED)
                {
                  undetermined++;
                  if (verbose)
                    printf ("undetermined: %s %s\n", c ? "black" : "white", line);
                }
              else if (a == CHESS_MATE_YES)
                {
                  yes++;
                  if (!chess_mate_line_is_helpmate (&pos, (ChessColor) c, r.line, r.length))
                    bad_lines++;
                }
              else
                no++;
              int want = expected (note, c ? "black=" : "white=");
              if (want >= 0 && a != CHESS_MATE_UNDETERMINED && (int) a != want)
                {
                  wrong++;
                  printf ("wrong: %s %s\n", c ? "black" : "white", line);
                }
            }
          if (!ask_dead)
            continue;
          double dms = 0;
          ChessMateAnswer d = CHESS_MATE_UNDETERMINED;
          for (int k = 0; k < reps; k++)
            {
              double t0 = now_ms ();
              ChessMateAnswer dk = chess_mate_is_dead (ctx, &pos, dead);
              double el = now_ms () - t0;
              if (k == 0 || el < dms)
                dms = el;
              if (k > 0 && dk != d)
                unstable++;
              d = dk;
            }
          int want_w = expected (note, "white="), want_b = expected (note, "black=");
          if (want_w >= 0 && want_b >= 0 && d != CHESS_MATE_UNDETERMINED
              && (d == CHESS_MATE_YES) != (want_w == CHESS_MATE_NO && want_b == CHESS_MATE_NO))
            {
              wrong++;
              printf ("wrong: dead %s\n", line);
            }
          record (&t, dms, line, "dead");
          if (list)
            printf ("q\t%.4f\tdead\t%d\t%d\t%u\t%d\t%s\n", dms, (int) d, (int) dead[0].proof,
                    dead[0].nodes + dead[1].nodes, 0, line);
          if (d == CHESS_MATE_UNDETERMINED)
            undetermined++;
          else if (d == CHESS_MATE_YES)
            deadcount++;
        }
      fclose (in);
    }
  qsort (t.times, t.count, sizeof *t.times, cmp_double);
  double total = 0;
  for (size_t i = 0; i < t.count; i++)
    total += t.times[i];
  printf ("positions: %ld\n", positions);
  printf ("questions: %zu\n", t.count);
  printf ("answers: yes %ld no %ld dead %ld\n", yes, no, deadcount);
  if (t.count)
    {
      printf ("median-ms: %.4f\n", t.times[t.count / 2]);
      printf ("mean-ms: %.4f\n", total / (double) t.count);
      printf ("p99-ms: %.4f\n", t.times[t.count * 99 / 100]);
      printf ("worst-ms: %.4f (%s: %s)\n", t.worst, t.worst_what, t.worst_fen);
    }
  printf ("undetermined: %ld\n", undetermined);
  printf ("bad-lines: %ld\n", bad_lines);
  printf ("wrong: %ld\n", wrong);
  if (reps > 1)
    printf ("unstable: %ld\n", unstable);
  free (t.times);
  free (ctx);
  return undetermined || bad_lines || wrong || unstable ? 1 : 0;
}
