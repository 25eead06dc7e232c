/* cli-ruling-print.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The result, adjust and articles lines of a ruling, as scripts parse them.
 */
#include "cli-common.h"
#include "cli-ruling-print.h"

void
cli_print_ruling_common (const ChessRuling *r)
{
  printf ("result: %s\n", chess_result_to_string (r->result));
  if (r->adjust_seconds)
    printf ("adjust: %s +%d\n", r->adjust_color == CHESS_WHITE ? "white" : "black",
            r->adjust_seconds);
  else
    printf ("adjust: none\n");
  printf ("articles:");
  for (int i = 0; i < r->article_count; i++)
    printf (" %s", r->articles[i]);
  printf ("\n");
  if (r->opponent_can_mate != CHESS_MATE_UNDETERMINED)
    printf ("opponent-can-mate: %s\n", r->opponent_can_mate == CHESS_MATE_YES ? "yes" : "no");
}
