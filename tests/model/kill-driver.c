/* kill-driver.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * For the kill test: plays a real game into a session autosaved to the path given, with rulings
 * between the moves, and prints "saved N plies P incidents I" after each autosave.
 *
 * Output, one line each: "script UCI..." (every move it will play), then for each save a line
 * "saving N" before it and "saved N plies P incidents I" after it, then after the last move
 * "clock SIDE MS MONOTONIC_US REAL_US" (the running clock's side and reading, read at those
 * instants of g_get_monotonic_time and g_get_real_time) and "done". It then runs its main loop,
 * with the clock running and the autosave writing its time, until its standard input closes, so
 * that whoever kills it finds it alive. The rulings, in order: a 7.5.1 illegal move (White,
 * after 10 plies), an incorrect 9.2 claim whose written move is then played (White, after 20
 * plies), a 12.9.2 penalty (after 30 plies), a 7.5.3 press without a move (Black, after 41
 * plies), and a note added to the first ruling (after 50 plies).
 */
#include <glib-unix.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "hakem-casefile.h"

/* Kasparov - Topalov, Wijk aan Zee 1999, 1-0. */
static const char *const game_san[] = {
  "e4",   "d6",   "d4",   "Nf6",   "Nc3",  "g6",   "Be3",   "Bg7",   "Qd2",  "c6",    "f3",
  "b5",   "Nge2", "Nbd7", "Bh6",   "Bxh6", "Qxh6", "Bb7",   "a3",    "e5",   "O-O-O", "Qe7",
  "Kb1",  "a6",   "Nc1",  "O-O-O", "Nb3",  "exd4", "Rxd4",  "c5",    "Rd1",  "Nb6",   "g3",
  "Kb8",  "Na5",  "Ba8",  "Bh3",   "d5",   "Qf4+", "Ka7",   "Rhe1",  "d4",   "Nd5",   "Nbxd5",
  "exd5", "Qd6",  "Rxd4", "cxd4",  "Re7+", "Kb6",  "Qxd4+", "Kxa5",  "b4+",  "Ka4",   "Qc3",
  "Qxd5", "Ra7",  "Bb7",  "Rxb7",  "Qc4",  "Qxf6", "Kxa3",  "Qxa6+", "Kxb4", "c3+",   "Kxc3",
  "Qa1+", "Kd2",  "Qb2+", "Kd1",   "Bf1",  "Rd2",  "Rd7",   "Rxd7",  "Bxc4", "bxc4",  "Qxh8",
  "Rd3",  "Qa8",  "c3",   "Qa4+",  "Ke1",  "f4",   "f5",    "Kc1",   "Rd2",  "Qa7",
};

#define N_PLIES ((int) G_N_ELEMENTS (game_san))

static guint saves;

static void
report (HakemSession *session)
{
  printf ("saved %u plies %d incidents %u\n", saves++, hakem_session_get_game (session)->count,
          hakem_session_get_incident_count (session));
  fflush (stdout);
}

static void
on_change (HakemSession *session, gpointer user_data)
{
  if (!hakem_autosave_get_error (user_data))
    report (session);
}

static void
on_incident (HakemSession *session, guint index, gpointer user_data)
{
  on_change (session, user_data);
}

static void
announce (void)
{
  printf ("saving %u\n", saves);
  fflush (stdout);
}

static void
on_change_before (HakemSession *session, gpointer user_data)
{
  announce ();
}

static void
on_incident_before (HakemSession *session, guint index, gpointer user_data)
{
  announce ();
}

/* Reads standard input away; at its end the main loop ends. */
static gboolean
on_input (int fd, GIOCondition condition, gpointer user_data)
{
  char buf[64];
  if (read (fd, buf, sizeof buf) > 0)
    return G_SOURCE_CONTINUE;
  g_main_loop_quit (user_data);
  return G_SOURCE_REMOVE;
}

static void
check (gboolean ok, const char *what)
{
  if (!ok)
    {
      fprintf (stderr, "kill-driver: %s failed\n", what);
      exit (1);
    }
}

int
main (int argc, char **argv)
{
  if (argc != 2)
    {
      fprintf (stderr, "usage: kill-driver CASEFILE\n");
      return 2;
    }
  ChessMove moves[G_N_ELEMENTS (game_san)];
  ChessPosition pos;
  chess_position_init_start (&pos);
  printf ("script");
  for (int i = 0; i < N_PLIES; i++)
    {
      ChessSanReading r;
      check (chess_san_read (&pos, game_san[i], CHESS_SAN_ENGLISH, 0, &r) == CHESS_SAN_OK,
             game_san[i]);
      moves[i] = r.move;
      char uci[8];
      printf (" %s", chess_move_to_uci (&pos, r.move, uci));
      ChessUndo undo;
      chess_position_make (&pos, r.move, &undo);
    }
  printf ("\n");

  HakemSession *session = hakem_session_new ();
  hakem_session_set_tag (session, "White", "Kasparov, G.");
  /* Before the autosave's own handlers: the line comes just before the file is written. */
  g_signal_connect (session, "changed", G_CALLBACK (on_change_before), NULL);
  g_signal_connect (session, "clock-changed", G_CALLBACK (on_change_before), NULL);
  g_signal_connect (session, "incident-added", G_CALLBACK (on_incident_before), NULL);
  g_signal_connect (session, "incident-changed", G_CALLBACK (on_incident_before), NULL);
  announce ();
  HakemAutosave *autosave = hakem_autosave_new (session, argv[1]);
  check (hakem_autosave_get_error (autosave) == NULL, "the first save");
  report (session);
  /* After the autosave's own handlers: the line comes when the file is written. */
  g_signal_connect (session, "changed", G_CALLBACK (on_change), autosave);
  g_signal_connect (session, "clock-changed", G_CALLBACK (on_change), autosave);
  g_signal_connect (session, "incident-added", G_CALLBACK (on_incident), autosave);
  g_signal_connect (session, "incident-changed", G_CALLBACK (on_incident), autosave);
  check (hakem_session_start_clock (session), "starting the clock");

  int ply = 0;
  while (ply < N_PLIES)
    {
      if (ply == 10 || ply == 41)
        {
          ChessIrregularityCase c = {
            .kind = ply == 10 ? CHESS_IRREGULARITY_ILLEGAL_MOVE : CHESS_IRREGULARITY_CLOCK_ONLY,
            .ply = -1,
          };
          if (c.kind == CHESS_IRREGULARITY_CLOCK_ONLY)
            check (hakem_session_press_clock (session), "pressing the clock");
          ChessRuling r;
          check (hakem_session_rule_irregularity (session, &c, &r, NULL), "an irregularity");
          hakem_session_apply_irregularity (session, &c, &r, NULL);
        }
      if (ply == 20)
        {
          ChessRuling r;
          check (hakem_session_rule_claim (session, CHESS_CLAIM_THREEFOLD, moves[ply], &r, NULL),
                 "a claim");
          check (r.must_play_intended, "an incorrect claim");
          hakem_session_apply_claim (session, &r, moves[ply]);
          ply++;
          continue;
        }
      if (ply == 30)
        {
          ChessPenalty p = { CHESS_PENALTY_OPPONENT_TIME, CHESS_BLACK,       30,
                             CHESS_SCORE_UNSET,           CHESS_SCORE_UNSET, 0 };
          check (hakem_session_apply_penalty (session, &p, "11.3", "a phone rang", NULL),
                 "a penalty");
        }
      if (ply == 50)
        hakem_session_set_incident_note (session, 0, "seen by the deputy arbiter");
      check (hakem_session_play (session, moves[ply]), game_san[ply]);
      ply++;
    }
  const ChessClock *clock = hakem_session_get_clock (session);
  check (clock->running, "the clock running after the last move");
  gint64 ms[2];
  gint64 mono = g_get_monotonic_time ();
  gint64 real = g_get_real_time ();
  hakem_session_clock_readings (session, ms);
  printf ("clock %s %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %" G_GINT64_FORMAT "\n",
          chess_color_name (clock->to_move), ms[clock->to_move], mono, real);
  printf ("done\n");
  fflush (stdout);
  /* Alive until killed, or until the test closes our input; the clock runs meanwhile. */
  GMainLoop *loop = g_main_loop_new (NULL, FALSE);
  g_unix_fd_add (0, G_IO_IN | G_IO_HUP | G_IO_ERR, on_input, loop);
  g_main_loop_run (loop);
  g_main_loop_unref (loop);
  hakem_autosave_free (autosave);
  g_object_unref (session);
  return 0;
}
