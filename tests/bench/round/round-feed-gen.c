/* round-feed-gen.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A simulated round for the round feed's bench: N electronic boards, each playing a random legal
 * move every few seconds and rewriting its PGN file (with [%clk]) as a board's software does.
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

#include "chess-game.h"
#include "chess-movegen.h"
#include "chess-san.h"

typedef struct
{
  ChessPosition pos;
  GString *moves; /* the movetext so far */
  int ply;
  gint64 clock_ms[2];
  gboolean over;
  char *path;
} Board;

static guint32
next_random (guint64 *state)
{
  *state = *state * 6364136223846793005u + 1442695040888963407u;
  return (guint32) (*state >> 33);
}

static void
append_clock (GString *out, gint64 ms)
{
  gint64 s = ms / 1000;
  g_string_append_printf (out, " {[%%clk %d:%02d:%02d]}", (int) (s / 3600), (int) (s / 60 % 60),
                          (int) (s % 60));
}

/* Writes the board's whole file, by a rename (atomic) or in place. */
static void
write_board (const Board *b, int round, int number, gboolean in_place)
{
  g_autoptr (GString) text = g_string_new (NULL);
  g_string_append_printf (text,
                          "[Event \"Bench Open\"]\n[Site \"Hall\"]\n[Date \"2026.11.26\"]\n"
                          "[Round \"%d\"]\n[Board \"%d\"]\n[White \"Player %d\"]\n"
                          "[Black \"Player %d\"]\n[Result \"%s\"]\n\n%s %s\n",
                          round, number, 2 * number - 1, 2 * number, b->over ? "1/2-1/2" : "*",
                          b->moves->str, b->over ? "1/2-1/2" : "*");
  if (in_place)
    {
      FILE *f = fopen (b->path, "w");
      if (!f)
        g_error ("cannot write %s", b->path);
      fwrite (text->str, 1, text->len, f);
      fclose (f);
    }
  else if (!g_file_set_contents (b->path, text->str, (gssize) text->len, NULL))
    g_error ("cannot write %s", b->path);
}

static int max_plies = 1200;

static void
play (Board *b, guint64 *rng)
{
  ChessMoveList list;
  chess_movegen_legal (&b->pos, &list);
  /* A game ends (drawn, for the bench) without moves or after --max-plies half-moves: at a move
   * every 10 seconds, 1,200 keep a board moving for a three-hour round. */
  if (list.count == 0 || b->ply >= max_plies)
    {
      b->over = TRUE;
      return;
    }
  ChessMove move = list.moves[next_random (rng) % (guint32) list.count];
  char san[16];
  chess_san_write (&b->pos, move, CHESS_SAN_ENGLISH, san, sizeof san);
  int side = b->pos.side;
  if (side == CHESS_WHITE)
    g_string_append_printf (b->moves, "%s%d.", b->moves->len ? " " : "", b->pos.fullmove);
  g_string_append_printf (b->moves, " %s", san);
  b->clock_ms[side] = MAX (0, b->clock_ms[side] - 10000 + 30000);
  append_clock (b->moves, b->clock_ms[side]);
  ChessUndo undo;
  chess_position_make (&b->pos, move, &undo);
  b->ply++;
}

int
main (int argc, char **argv)
{
  int boards = 1000, round = 1, start_plies = 0;
  double interval = 10.0, speed = 1.0, duration = 60.0;
  gboolean in_place = FALSE;
  g_autofree char *out = NULL;
  const GOptionEntry entries[] = {
    { "boards", 'n', 0, G_OPTION_ARG_INT, &boards, "Boards (1000)", "N" },
    { "interval", 'i', 0, G_OPTION_ARG_DOUBLE, &interval,
      "Seconds between two moves of a board "
      "(10)",
      "S" },
    { "speed", 's', 0, G_OPTION_ARG_DOUBLE, &speed, "Accelerate the round by this factor (1)",
      "X" },
    { "duration", 'd', 0, G_OPTION_ARG_DOUBLE, &duration, "Seconds of the round to play (60)",
      "S" },
    { "in-place", 0, 0, G_OPTION_ARG_NONE, &in_place, "Rewrite files in place, not by rename",
      NULL },
    { "max-plies", 0, 0, G_OPTION_ARG_INT, &max_plies, "Half-moves a game lasts at most (1200)",
      "N" },
    { "start-plies", 0, 0, G_OPTION_ARG_INT, &start_plies,
      "Half-moves each board has played before the round is timed (0)", "N" },
    { "out", 'o', 0, G_OPTION_ARG_FILENAME, &out, "The round folder (made)", "DIR" },
    G_OPTION_ENTRY_NULL,
  };
  g_autoptr (GOptionContext) ctx = g_option_context_new ("- a simulated round feed");
  g_option_context_add_main_entries (ctx, entries, NULL);
  g_autoptr (GError) error = NULL;
  if (!g_option_context_parse (ctx, &argc, &argv, &error) || !out || boards < 1 || speed <= 0
      || interval <= 0)
    {
      g_printerr ("%s\n", error ? error->message : "give --out DIR (and sensible numbers)");
      return 2;
    }
  g_mkdir_with_parents (out, 0755);
  guint64 rng = 0x2545F4914F6CDD1Du;
  Board *b = g_new0 (Board, boards);
  for (int i = 0; i < boards; i++)
    {
      chess_position_init_start (&b[i].pos);
      b[i].moves = g_string_new (NULL);
      b[i].clock_ms[0] = b[i].clock_ms[1] = 90 * 60 * 1000;
      b[i].path = g_strdup_printf ("%s/board-%04d.pgn", out, i + 1);
      for (int p = 0; p < start_plies && !b[i].over; p++)
        play (&b[i], &rng);
      write_board (&b[i], round, i + 1, in_place);
    }
  /* Board i moves at times (i / boards + k) * interval: the moves spread evenly over time. */
  gint64 start = g_get_monotonic_time ();
  double step = interval / boards; /* round seconds between two moves of the hall */
  guint64 moves = 0;
  for (guint64 k = 0;; k++)
    {
      double at = (double) k * step;
      if (at >= duration)
        break;
      gint64 due = start + (gint64) (at / speed * G_USEC_PER_SEC);
      gint64 now = g_get_monotonic_time ();
      if (due > now)
        g_usleep ((gulong) (due - now));
      Board *board = &b[k % (guint64) boards];
      if (board->over)
        continue;
      play (board, &rng);
      write_board (board, round, (int) (k % (guint64) boards) + 1, in_place);
      moves++;
    }
  printf ("boards: %d\nmoves: %" G_GUINT64_FORMAT "\nseconds: %.1f\n", boards, moves,
          (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC);
  for (int i = 0; i < boards; i++)
    {
      g_string_free (b[i].moves, TRUE);
      g_free (b[i].path);
    }
  g_free (b);
  return 0;
}
