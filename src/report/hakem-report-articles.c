/* hakem-report-articles.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * What each article a ruling cites says, in a sentence of our own, so that the committee reads
 * the ruling without the Laws at hand.
 */
#include "config.h"

#include "hakem-report-private.h"

#include <glib/gi18n.h>
#include <string.h>

/* The summaries, in our own words (the Laws' texts are in ../shared/laws/): an article without
 * its own line takes that of the nearest article above it (12.9.4 takes 12.9's). */
static const struct
{
  const char *article;
  const char *summary;
} summaries[] = {
  { "5.1.1", N_("Checkmating the opponent's king wins the game.") },
  { "5.1.2", N_("A player who resigns loses the game at once.") },
  { "5.2.1", N_("A stalemate ends the game in a draw.") },
  { "5.2.2",
    N_("A dead position, where no series of legal moves can checkmate, ends the game in a "
       "draw.") },
  { "5.2.3", N_("The players may agree to a draw during the game.") },
  { "6.2", N_("A move is completed by pressing the clock with the hand that made it.") },
  { "6.3.1",
    N_("Each player must complete a set number of moves, or all moves, in the time allotted.") },
  { "6.7.1",
    N_("A player who arrives after the default time loses, unless the regulations say "
       "otherwise.") },
  { "6.9",
    N_("A player whose flag falls loses, unless the opponent cannot checkmate by any series "
       "of legal moves: then it is a draw.") },
  { "6.10.2",
    N_("A defective clock is replaced and set by the arbiter as well as can be judged.") },
  { "6.11",
    N_("The arbiter may stop the clocks to examine an irregularity and decides when they "
       "start again.") },
  { "7.4.3", N_("A player who displaces pieces must put them right in his own time.") },
  { "7.5.1", N_("After an illegal move is completed, the position just before it is reinstated.") },
  { "7.5.2",
    N_("A pawn moved to the last rank and not replaced counts as an illegal move; it is "
       "promoted to a queen.") },
  { "7.5.3", N_("Pressing the clock without making a move counts as an illegal move.") },
  { "7.5.4", N_("A move made with both hands counts as an illegal move.") },
  { "7.5.5",
    N_("The first two illegal moves add time to the opponent's clock; the third loses the "
       "game, unless the opponent cannot checkmate.") },
  { "8.5.3",
    N_("When the scoresheets cannot show the game, it is reconstructed on a second board.") },
  { "8.6",
    N_("When the scoresheets cannot show that a player overstepped the time, the next move "
       "counts as the first of the following period.") },
  { "9.1", N_("Draw offers: when and how a player may offer a draw.") },
  { "9.1.1",
    N_("The regulations may forbid draw offers before a given move, or without the arbiter's "
       "consent.") },
  { "9.2",
    N_("A player may claim a draw when the same position occurs for at least the third time.") },
  { "9.2.2",
    N_("Positions are the same when the same player has the move with the same pieces on the "
       "same squares and the same possible moves.") },
  { "9.3",
    N_("A player may claim a draw after 50 moves by each player without a pawn move or a "
       "capture.") },
  { "9.5.2", N_("A correct claim ends the game in a draw at once.") },
  { "9.5.3",
    N_("After an incorrect claim the intended move is played and the opponent's clock gains "
       "time.") },
  { "9.6.1", N_("The same position five times ends the game in a draw.") },
  { "9.6.2",
    N_("Seventy-five moves by each player without a pawn move or a capture end the game in a "
       "draw.") },
  { "10.2", N_("A score given as a penalty may not be more than the player could have won.") },
  { "11", N_("The conduct of the players: what they may and may not do during the game.") },
  { "12",
    N_("The arbiter sees that the Laws are observed and acts in the interest of the "
       "competition.") },
  { "12.8", N_("The arbiter watches the game, above all when a player is short of time.") },
  { "12.9", N_("The penalties the arbiter may give, from a warning to the loss of the game.") },
  { "A.1", N_("A rapid game has a time control between 10 and 60 minutes per player.") },
  { "A.3", N_("In rapid play the penalties of 7 and 9 are one minute instead of two.") },
  { "A.4", N_("Rapid play with full supervision follows the Competition Rules.") },
  { "A.5",
    N_("Rapid play without full supervision: the Competition Rules with the changes of A.5.") },
  { "A.5.2",
    N_("An illegal move is dealt with only when the opponent claims it before making his own "
       "move.") },
  { "A.5.3", N_("A flag fall counts only when a player claims it.") },
  { "A.5.4",
    N_("An illegal position left after a completed move is put right, or the game is lost.") },
  { "A.5.5", N_("The arbiter calls a flag fall he sees.") },
  { "B.1", N_("A blitz game has a time control of 10 minutes or less per player.") },
  { "B.2", N_("Blitz with full supervision follows the Competition Rules and A.") },
  { "B.3", N_("Blitz without full supervision follows A.5.") },
  { "III", N_("Guidelines III: games without increment at the end of the game.") },
};

const char *
hakem_report_article_summary (const char *article)
{
  g_autofree char *key = g_strdup (article);
  for (;;)
    {
      for (gsize i = 0; i < G_N_ELEMENTS (summaries); i++)
        if (g_str_equal (summaries[i].article, key))
          return _(summaries[i].summary);
      char *dot = strrchr (key, '.');
      if (!dot)
        return NULL;
      *dot = '\0';
    }
}

char *
hakem_report_articles_markup (const char *articles)
{
  g_auto (GStrv) list = g_strsplit (articles, " ", -1);
  GString *s = g_string_new (NULL);
  for (char **a = list; *a; a++)
    {
      if (!**a)
        continue;
      const char *summary = hakem_report_article_summary (*a);
      /* TRANSLATORS: an article cited by a ruling, in the Laws' words: "Article 7.5.5" */
      g_autofree char *name = g_strdup_printf (_("Article %s"), *a);
      g_autofree char *line
          = g_markup_printf_escaped ("%s<b>%s</b>%s%s", s->len ? "\n" : "", name,
                                     summary ? " – " : "", summary ? summary : "");
      g_string_append (s, line);
    }
  return g_string_free (s, FALSE);
}
