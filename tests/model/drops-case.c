/* drops-case.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A long case of corrections that each void many moves (7.5.1), or of notes, made through the
 * session, for the re-rule's work count and the bounds benchmark.
 */
#include "drops-case.h"

#include "chess-movegen.h"
#include "hakem-session-private.h"
#include "session-test-util.h"

#define OPENING "e2e4 e7e5 g1f3 b8c6"
#define OPENING_PLIES 4

/* drop half-moves from the position after the opening that end nothing (no mate, stalemate,
 * dead position or repetition, 9.6): a random line with a fixed seed, the same every run. */
static GPtrArray *
line (int drop)
{
  for (guint32 seed = 1; seed < 100; seed++)
    {
      g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
      ChessGame game;
      chess_game_init (&game, NULL);
      g_auto (GStrv) opening = g_strsplit (OPENING, " ", -1);
      for (int i = 0; opening[i]; i++)
        chess_game_push (&game, find_move (&game.current, opening[i]));
      GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
      while ((int) out->len < drop)
        {
          ChessMoveList list;
          chess_movegen_legal (&game.current, &list);
          if (list.count == 0)
            break;
          ChessMove m = list.moves[g_rand_int_range (rand, 0, list.count)];
          char uci[8];
          chess_move_to_uci (&game.current, m, uci);
          chess_game_push (&game, m);
          if (game.auto_ending != CHESS_ENDING_NONE)
            break;
          g_ptr_array_add (out, g_strdup (uci));
        }
      chess_game_clear (&game);
      if ((int) out->len == drop)
        return out;
      g_ptr_array_unref (out);
    }
  g_error ("no line of %d half-moves", drop);
}

HakemSession *
drops_case (guint n, int drop)
{
  HakemSession *s = hakem_session_new ();
  start_game (s, NULL, "40/5400+30:1800+30");
  play (s, OPENING);
  g_autoptr (GPtrArray) moves = line (drop);
  g_ptr_array_add (moves, NULL);
  g_autofree char *text = g_strjoinv (" ", (char **) moves->pdata);
  for (guint i = 0; i < n; i++)
    {
      if (drop == 0)
        {
          gint64 ms[2];
          hakem_session_clock_readings (s, ms);
          hakem_session_add_incident (
              s, hakem_incident_new (HAKEM_INCIDENT_NOTE, OPENING_PLIES, ms, "", "A note.", NULL));
          continue;
        }
      play (s, text);
      rule_illegal_move (s, OPENING_PLIES, NULL);
      s->illegal[CHESS_WHITE] = 0;
    }
  return s;
}
