/* session-test-util.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Helpers the session tests share: moves by UCI text, a new game at a position, articles, the
 * main loop run for a while.
 */
#include "session-test-util.h"

#include <string.h>

#include "chess-movegen.h"

/* The legal move written as uci in pos; fails the test when there is none. */
ChessMove
find_move (const ChessPosition *pos, const char *uci)
{
  ChessMoveList list;
  chess_movegen_legal (pos, &list);
  for (int i = 0; i < list.count; i++)
    {
      char buf[8];
      if (strcmp (chess_move_to_uci (pos, list.moves[i], buf), uci) == 0)
        return list.moves[i];
    }
  g_error ("%s is not a legal move here", uci);
  return CHESS_MOVE_NONE;
}

ChessRuling
rule_illegal_move (HakemSession *s, int ply, const char *note)
{
  ChessIrregularityCase c = { 0 };
  c.kind = CHESS_IRREGULARITY_ILLEGAL_MOVE;
  c.ply = ply;
  c.move = CHESS_MOVE_NONE;
  ChessRuling ruling;
  g_assert_true (hakem_session_rule_irregularity (s, &c, &ruling, NULL));
  hakem_session_apply_irregularity (s, &c, &ruling, note);
  return ruling;
}

/* Plays moves (space-separated UCI, NULL for none) on the session's game. */
void
play (HakemSession *s, const char *moves)
{
  if (!moves)
    return;
  g_auto (GStrv) list = g_strsplit (moves, " ", -1);
  for (int i = 0; list[i]; i++)
    if (*list[i])
      g_assert_true (
          hakem_session_play (s, find_move (&hakem_session_get_game (s)->current, list[i])));
}

/* A new game on s at fen (NULL: the initial position) under the time control tc_text. */
void
start_game (HakemSession *s, const char *fen, const char *tc_text)
{
  ChessPosition pos;
  if (fen)
    g_assert_cmpint (chess_position_from_fen (&pos, fen, NULL), ==, CHESS_FEN_OK);
  ChessTimeControl tc;
  g_assert_cmpint (chess_time_control_parse (&tc, tc_text, NULL), ==, CHESS_TIME_CONTROL_OK);
  hakem_session_new_game (s, fen ? &pos : NULL, &tc);
}

/* Every article of want (space-separated) is among those of have. */
void
assert_articles (const char *have, const char *want)
{
  g_auto (GStrv) h = g_strsplit (have ? have : "", " ", -1);
  g_auto (GStrv) w = g_strsplit (want, " ", -1);
  for (int i = 0; w[i]; i++)
    if (*w[i] && !g_strv_contains ((const char *const *) h, w[i]))
      g_error ("article %s missing from \"%s\"", w[i], have);
}

/* The ruling's articles, space-separated. */
char *
ruling_articles (const ChessRuling *r)
{
  GString *s = g_string_new (NULL);
  for (int i = 0; i < r->article_count; i++)
    g_string_append_printf (s, "%s%s", i ? " " : "", r->articles[i]);
  return g_string_free (s, FALSE);
}

static gboolean
on_time_up (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

void
run_main_loop_for (guint ms)
{
  gboolean up = FALSE;
  g_timeout_add (ms, on_time_up, &up);
  while (!up)
    g_main_context_iteration (NULL, TRUE);
}

void
add_note (HakemSession *s, const char *text)
{
  gint64 ms[2];
  hakem_session_clock_readings (s, ms);
  hakem_session_add_incident (s, hakem_incident_new (HAKEM_INCIDENT_NOTE,
                                                     hakem_session_get_game (s)->count, ms, "",
                                                     text, NULL));
}
