/* hakem-report-articles.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * What each article a ruling can cite says, in a sentence of our own, so that the committee reads
 * the ruling without the Laws at hand.
 */
#include "config.h"

#include "hakem-report-private.h"

#include <glib/gi18n.h>

/* One summary for every article a ruling of Hakem can cite, and for no other. Each condenses
 * that article alone, in our own words, checked sentence by sentence against the 2023 text
 * (../shared/laws/003, the Turkish 2023 edition, with the English of 004 where 2023 left an
 * article as it was; Guidelines III, which those texts lack, against the published FIDE text).
 * docs/articles.md sets each beside the words it condenses; tests/report/check-articles.py fails
 * when a ruling can cite an article that has no line here. The lookup is by the exact number: a
 * child never borrows its parent's line. */
static const struct
{
  const char *article;
  const char *summary;
} summaries[] = {
  { "5.1.1", N_ ("The player who checkmates the opponent's king wins; the game ends at once if the "
                 "mating move was legal.") },
  { "5.1.2",
    N_ ("A player who declares that he resigns loses and the game ends at once; but it is a "
        "draw if the opponent cannot checkmate him by any series of legal moves.") },
  { "5.2.1",
    N_ ("A player to move whose king is not in check and who has no legal move is stalemated: "
        "the game is drawn, and ends at once if the stalemating move was legal.") },
  { "5.2.2",
    N_ ("When neither player can checkmate by any series of legal moves, the position is dead "
        "and the game drawn; it ends at once if the move that produced it was legal.") },
  { "5.2.3",
    N_ ("Two players who have each made at least one move may agree to a draw during the game; "
        "the game ends at once.") },
  { "6.2.4",
    N_ ("Handling the clock improperly is forbidden (striking it hard, lifting it, pressing it "
        "before moving, knocking it over); the arbiter penalises it under Article 12.9.") },
  { "6.3.1",
    N_ ("With a chessclock each player must complete a set minimum number of moves, or all the "
        "moves, in the time allotted, any increment included; all of it is fixed in advance.") },
  { "6.7.1",
    N_ ("The regulations fix a default time in advance (zero if they do not); a player who "
        "arrives at the chessboard after it loses the game unless the arbiter decides "
        "otherwise.") },
  { "6.9",
    N_ ("Unless the game ended under 5.1.1, 5.1.2, 5.2.1, 5.2.2 or 5.2.3, a player who has not "
        "completed the prescribed moves in the allotted time loses; but it is a draw if the "
        "opponent cannot checkmate him by any series of legal moves.") },
  { "6.10.2",
    N_ ("If a clock turns out to have been set wrongly during the game, the player or the "
        "arbiter stops it at once; the arbiter sets it right and, with his best judgement, "
        "adjusts the times and, if needed, the move counter.") },
  { "6.11.4",
    N_ ("When a player pauses the clock to seek the arbiter's help, the arbiter judges whether "
        "he had a valid reason; if he had none, he is penalised under Article 12.9.") },
  { "7.4.3", N_ ("A player who knocks over or displaces pieces may be penalised by the arbiter.") },
  { "7.5.1",
    N_ ("An illegal move is completed when the player presses his clock; found during the game, "
        "the position just before it (or the last one that can be identified) is reinstated and "
        "another move replaces the illegal one under Articles 4.3 and 4.7.") },
  { "7.5.2",
    N_ ("A pawn moved to the furthest rank, the clock pressed and the pawn not replaced by a "
        "new piece, is an illegal move; the pawn is replaced by a queen of its own colour.") },
  { "7.5.3",
    N_ ("Pressing the clock without making a move counts, and is penalised, as an illegal move.") },
  { "7.5.4",
    N_ ("Making one move with both hands (castling, capturing, promoting) and pressing the "
        "clock counts, and is penalised, as an illegal move.") },
  { "7.5.5",
    N_ ("Once 7.5.1-7.5.4 are applied, a player's first completed illegal move gives his "
        "opponent two minutes more; his second completed illegal move loses the game, unless "
        "the opponent cannot checkmate him by any series of legal moves: then it is a draw.") },
  { "8.1.1",
    N_ ("Each player must record his own and his opponent's moves, move after move, correctly "
        "and as legibly as possible, in algebraic notation on the scoresheet or on a "
        "FIDE-certified electronic scoresheet.") },
  { "8.4",
    N_ ("A player with less than five minutes left in a period, and no increment of 30 seconds "
        "or more a move, need not record the moves under 8.1.1 for the rest of that period.") },
  { "8.5.3",
    N_ ("Without a complete scoresheet, the game is reconstructed on a second board under the "
        "arbiter or an assistant, who first records the position, the clock times, whose clock "
        "was running and, if known, how many moves were made.") },
  { "8.6",
    N_ ("When the scoresheets cannot be brought up to date to show that a player overstepped "
        "the time, the next move counts as the first of the following time control, unless "
        "there is evidence that more moves were made or completed.") },
  { "9.1",
    N_ ("Draw offers and the regulations: the regulations may restrict draw agreements (9.1.1); "
        "where they allow them, a draw is offered after a move and before pressing the clock, "
        "and the offer stands until it is answered (9.1.2).") },
  { "9.1.1", N_ ("The regulations may forbid the players to offer or agree to a draw without the "
                 "arbiter's consent, before a given number of moves or for the whole game.") },
  { "9.1.2",
    N_ ("Where the regulations allow draw agreements, a draw is offered without conditions "
        "after making a move and before pressing the clock (an offer at another time is valid, "
        "Article 11.5 aside); it cannot be withdrawn and stands until the opponent accepts it, "
        "rejects it orally, touches a piece to move or capture it, or the game ends otherwise; "
        "both players mark it on the scoresheet, and a claim under 9.2 or 9.3 counts as an "
        "offer.") },
  { "9.2",
    N_ ("On a correct claim by the player having the move, the game is drawn when the same "
        "position is about to appear (9.2.1.1) or has just appeared (9.2.1.2) for at least the "
        "third time, not necessarily in a row; 9.2.2 says when positions are the same.") },
  { "9.2.1.1",
    N_ ("Threefold repetition about to appear: the claimant first writes his move, which he may "
        "no longer change, on his scoresheet and declares to the arbiter that he will make it.") },
  { "9.2.1.2",
    N_ ("Threefold repetition already on the board: the position has just appeared for at least "
        "the third time and the claimant has the move.") },
  { "9.2.2",
    N_ ("Positions are the same only if the same player has the move, the same pieces of the "
        "same colour stand on the same squares, and every piece of both players has the same "
        "possible moves.") },
  { "9.2.2.1",
    N_ ("Positions are not the same when, at the start of the sequence, a pawn could have been "
        "captured en passant.") },
  { "9.2.2.2",
    N_ ("Positions are not the same when a king had the right to castle with an unmoved rook "
        "and lost it by moving; the right is lost only once the king or rook has moved.") },
  { "9.3",
    N_ ("On a correct claim by the player having the move, the game is drawn when each player's "
        "last 50 moves were made without a pawn move or a capture, counting the move he writes "
        "and declares (9.3.1) or the moves already completed (9.3.2).") },
  { "9.3.1",
    N_ ("Fifty moves with the intended move: the claimant writes on his scoresheet, and "
        "declares to the arbiter, a move he may no longer change after which each player's last "
        "50 moves had no pawn move and no capture.") },
  { "9.3.2",
    N_ ("Fifty moves already played: each player's last 50 completed moves had no pawn move and "
        "no capture.") },
  { "9.5.2", N_ ("If a claim under 9.2 or 9.3 proves correct, the game is drawn at once.") },
  { "9.5.3",
    N_ ("If the claim proves incorrect, the arbiter adds two minutes to the opponent's "
        "remaining time and play goes on; a move the claim was based on must be made according "
        "to Articles 3 and 4.") },
  { "9.6.1",
    N_ ("The game is drawn when the same position, in the sense of 9.2.2, has appeared at least "
        "five times.") },
  { "9.6.2",
    N_ ("The game is drawn when both players have made a series of at least 75 moves each "
        "without moving a pawn or capturing; a checkmate on the last move takes precedence.") },
  { "10.2",
    N_ ("A game's total score can never exceed the maximum normally given for a game, and each "
        "player's score must be one a game normally gives (¾-¼, for one, is not allowed).") },
  { "11.1", N_ ("Players may not behave in a way that brings chess into disrepute.") },
  { "11.2.3",
    N_ ("Without the arbiter's permission no player may leave the playing venue, the player "
        "having the move may not leave the playing area, and nobody but players and arbiters "
        "may enter the playing area.") },
  { "11.3.1",
    N_ ("During play a player may not use notes, sources of information or advice, or analyse "
        "any game on another chessboard.") },
  { "11.3.2.1",
    N_ ("During play a player may have no electronic device in the playing venue that the "
        "arbiter has not approved; the regulations may let one stay in his bag, switched off "
        "completely and placed as agreed with the arbiter, and neither player may use that bag "
        "without the arbiter's permission.") },
  { "11.3.2.2",
    N_ ("A player evidently carrying such a device on his person in the playing venue loses the "
        "game and the opponent wins; the regulations may set a different, milder penalty.") },
  { "11.3.3",
    N_ ("The arbiter may require a player to let his clothes, bags, other items or body be "
        "inspected in private, by a person of the same sex; if the player refuses, the arbiter "
        "takes the measures of Article 12.9.") },
  { "11.3.4",
    N_ ("Smoking, e-cigarettes included, is allowed only in the part of the venue the arbiter "
        "has designated.") },
  { "11.4", N_ ("Players who have finished their games count as spectators.") },
  { "11.5",
    N_ ("Distracting or annoying the opponent in any way is forbidden, unreasonable claims or "
        "draw offers and bringing a source of noise into the playing area included.") },
  { "11.6", N_ ("Infringing any part of Articles 11.1 to 11.5 is penalised under Article 12.9.") },
  { "11.7",
    N_ ("A player who persistently refuses to comply with the Laws loses the game; the arbiter "
        "decides the opponent's score.") },
  { "11.8",
    N_ ("If both players are found guilty under 11.7, the game is declared lost by both.") },
  { "12.8",
    N_ ("Unless the arbiter allows it, nobody may use a mobile phone or any other communication "
        "device in the playing venue or in any adjoining area the arbiter designates.") },
  { "12.9",
    N_ ("The penalties the arbiter may give: a warning; more time for the opponent; less time "
        "for the offender; the opponent's score raised up to the maximum; the offender's score "
        "lowered; the game declared lost by the offender; a fine announced in advance; "
        "exclusion from rounds; expulsion from the competition.") },
  { "12.9.1", N_ ("The penalty is a warning.") },
  { "12.9.2", N_ ("The penalty adds to the opponent's remaining time.") },
  { "12.9.3", N_ ("The penalty takes time off the offending player's remaining time.") },
  { "12.9.4",
    N_ ("The penalty raises the opponent's score in the game, at most to the full score of a "
        "game.") },
  { "12.9.5", N_ ("The penalty lowers the offending player's score in the game.") },
  { "12.9.6",
    N_ ("The penalty declares the game lost by the offending player; the arbiter also decides "
        "the opponent's score.") },
  { "12.9.7", N_ ("The penalty is a fine that was announced in advance.") },
  { "12.9.8", N_ ("The penalty excludes the player from one or more rounds.") },
  { "12.9.9", N_ ("The penalty expels the player from the competition.") },
  { "A.1", N_ ("A rapid game gives each player more than 10 and less than 60 minutes for all the "
               "moves: the fixed time alone, or the fixed time plus 60 times the increment.") },
  { "A.2",
    N_ ("In rapid play the players need not record the moves, yet keep their right to claims "
        "that rest on a scoresheet; a player may ask the arbiter for a scoresheet at any time "
        "to write the moves.") },
  { "A.3", N_ ("In rapid play the penalties of Articles 7 and 9 of the Competition Rules are one "
               "minute instead of two.") },
  { "A.4",
    N_ ("Rapid play is under the Competition Rules when one arbiter supervises at most three "
        "games and each game is recorded by the arbiter or an assistant (electronically if "
        "possible); the player having the move may ask to see the record at most five times a "
        "game.") },
  { "A.5",
    N_ ("Rapid play without the supervision of A.4 follows the special rules A.5.1 to A.5.5.") },
  { "A.5.2",
    N_ ("Without full supervision, an arbiter who sees an action of 7.5.1-7.5.4 acts under "
        "7.5.5 if the opponent has not yet made his next move; failing that the opponent may "
        "claim before making it; with neither, the illegal move stands, and once the opponent "
        "has moved it is put right only if the players agree without the arbiter.") },
  { "A.5.3",
    N_ ("Without full supervision, a win on time is claimed by telling the arbiter (the "
        "claimant may stop the clock) and needs time left on the claimant's own clock once "
        "stopped; it is a draw if the claimant cannot checkmate by any series of legal moves.") },
  { "A.5.4",
    N_ ("Without full supervision, an arbiter who sees both kings in check, or a pawn on the "
        "rank furthest from its starting position, waits until the next move is completed; if "
        "the illegal position is still on the board then, he declares the game drawn.") },
  { "A.5.5", N_ ("Without full supervision, an arbiter who sees a flag fall calls it.") },
  { "B.1",
    N_ ("A blitz game gives each player 10 minutes or less for all the moves: the fixed time "
        "alone, or the fixed time plus 60 times the increment.") },
  { "B.2", N_ ("Blitz is under the Competition Rules when one arbiter supervises one game and each "
               "game is recorded by the arbiter or an assistant (electronically if possible); the "
               "player having the move may ask to see the record at most five times a game.") },
  { "B.3",
    N_ ("Blitz without the supervision of B.2 follows the rapid rules of A.2, A.3 and A.5.") },
  { "III", N_ ("Guidelines III: the last period of games without increment, quickplay finishes "
               "included, where the event has announced them.") },
  { "III.2.1", N_ ("Guidelines III are used at an event only if this was announced beforehand.") },
  { "III.2.2",
    N_ ("Guidelines III apply only to standard and rapid games without increment, never to "
        "blitz.") },
  { "III.3.1",
    N_ ("If both flags have fallen and nobody can establish which fell first, the game goes on "
        "in any period but the last and is drawn in the period in which all remaining moves "
        "must be completed.") },
};

const char *
hakem_report_article_summary (const char *article)
{
  for (gsize i = 0; article && i < G_N_ELEMENTS (summaries); i++)
    if (g_str_equal (summaries[i].article, article))
      return _ (summaries[i].summary);
  return NULL;
}

guint
hakem_report_article_count (void)
{
  return G_N_ELEMENTS (summaries);
}

const char *
hakem_report_article_nth (guint index)
{
  return index < G_N_ELEMENTS (summaries) ? summaries[index].article : NULL;
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
      g_autofree char *name = g_strdup_printf (_ ("Article %s"), *a);
      g_autofree char *line
          = g_markup_printf_escaped ("%s<b>%s</b>%s%s", s->len ? "\n" : "", name,
                                     summary ? " – " : "", summary ? summary : "");
      g_string_append (s, line);
    }
  return g_string_free (s, FALSE);
}
