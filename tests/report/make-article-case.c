/* make-article-case.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Writes a case whose rulings the session itself made, for the article tests: a penalty for
 * handling the clock improperly (6.2.4, a warning, 12.9.1), then two illegal moves completed by
 * White (7.5.1 and 7.5.5, the second losing the game).
 *
 * Usage: make-article-case CASE
 */
#include "config.h"

#include <stdio.h>

#include "hakem-casefile.h"
#include "session-test-util.h"

int
main (int argc, char **argv)
{
  if (argc != 2)
    {
      fprintf (stderr, "usage: make-article-case CASE\n");
      return 2;
    }
  g_autoptr (HakemSession) s = hakem_session_new ();
  start_game (s, NULL, "40/5400+30:1800+30");
  play (s, "e2e4 e7e5 g1f3 b8c6");

  ChessPenalty penalty;
  chess_penalty_propose (chess_penalty_occasion_find ("6.2.4"), CHESS_WHITE, &penalty);
  ChessPenaltyEffect effect;
  if (!hakem_session_apply_penalty (s, &penalty, "6.2.4", "White knocked the clock over.", &effect))
    {
      fprintf (stderr, "make-article-case: the penalty was refused\n");
      return 1;
    }
  rule_illegal_move (s, -1, "Heard both players.");
  play (s, "f1c4 g8f6");
  rule_illegal_move (s, -1, "Heard both players.");

  g_autoptr (GError) error = NULL;
  if (!hakem_casefile_save (s, argv[1], &error))
    {
      fprintf (stderr, "make-article-case: %s\n", error->message);
      return 1;
    }
  return 0;
}
