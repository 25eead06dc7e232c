/* make-case.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Writes a long case for the report's tests and benchmark through the model: a game of MOVES
 * moves with clock readings and draw offers, INCIDENTS incidents and a reconstruction, and beside
 * it what the report must show (players, rulings, articles, each half-move's clock reading, the
 * draw offers), one "key<TAB>value" a line.
 *
 * Usage: make-case CASE EXPECTED [MOVES [INCIDENTS [NOTE_WORDS]]]   (defaults 200, 30 and 0)
 *
 * NOTE_WORDS above 0: the first incident's note is that many words "w0 w1 ...", one paragraph,
 * longer than any page holds, and the second incident's note has a right-to-left override
 * (U+202E) before its last words.
 */
#include "config.h"

#include <stdio.h>

#include "chess-pgn.h"
#include "hakem-casefile.h"
#include "long-game.h"

#define WHITE_NAME "Çağla Şenyüz"
#define BLACK_NAME "Magnus Ivarsson"

static const char *const articles[] = {
  "7.5.1 7.5.5", "9.2 9.5.3", "6.9",   "12.9.1 11.3.1", "9.3 9.5.2",
  "6.11.4",      "8.5.3",     "5.1.2", "7.5.3 7.5.5",   "A.5.3",
};

int
main (int argc, char **argv)
{
  if (argc < 3)
    {
      fprintf (stderr, "usage: make-case CASE EXPECTED [MOVES [INCIDENTS [NOTE_WORDS]]]\n");
      return 2;
    }
  int moves = argc > 3 ? atoi (argv[3]) : 200, incidents = argc > 4 ? atoi (argv[4]) : 30;
  int note_words = argc > 5 ? atoi (argv[5]) : 0;
  ChessGame game;
  if (!long_game_make (moves, &game))
    {
      fprintf (stderr, "make-case: no game of %d moves\n", moves);
      return 1;
    }
  /* Clock readings: 90 minutes and 30 seconds a move, a few seconds spent each move; whole
   * seconds, written h:mm:ss as a clock shows them. */
  GString *expected = g_string_new (NULL);
  for (int i = 0; i < game.count; i++)
    {
      int ms = 5400000 - (i / 2) * 11000 + (i % 7) * 1000, s = ms / 1000;
      game.moves[i].clock_ms = ms;
      g_string_append_printf (expected, "clock\t%d\t%d:%02d:%02d\n", i + 1, s / 3600, s / 60 % 60,
                              s % 60);
    }
  for (int i = 40; i < game.count; i += 97)
    {
      game.moves[i].draw_offer = true;
      g_string_append_printf (expected, "draw-offer\t%d\n", i + 1);
    }
  chess_game_set_tag (&game, "White", WHITE_NAME);
  chess_game_set_tag (&game, "Black", BLACK_NAME);
  chess_game_set_tag (&game, "Event", "Ankara Açık 2026");
  chess_game_set_tag (&game, "Round", "3");
  chess_game_set_tag (&game, "Board", "12");
  chess_game_set_tag (&game, "TimeControl", "40/5400+30:1800+30");
  g_autofree char *pgn_path = g_strdup_printf ("%s.pgn", argv[1]);
  FILE *pgn = fopen (pgn_path, "w");
  if (!pgn || chess_pgn_write_game_file (&game, pgn) != CHESS_PGN_WRITE_OK || fclose (pgn) != 0)
    {
      fprintf (stderr, "make-case: cannot write %s\n", pgn_path);
      return 1;
    }

  g_autoptr (HakemSession) session = hakem_session_new ();
  g_autofree char *message = NULL;
  if (!hakem_session_load_pgn (session, pgn_path, &message))
    {
      fprintf (stderr, "make-case: %s\n", message);
      return 1;
    }
  remove (pgn_path);
  g_string_append_printf (expected, "player\t%s\nplayer\t%s\nevent\tAnkara Açık 2026\n", WHITE_NAME,
                          BLACK_NAME);
  g_string_append_printf (expected, "plies\t%d\n", game.count);

  for (int i = 0; i < incidents; i++)
    {
      int ply = 1 + (int) ((gint64) i * (game.count - 1) / MAX (incidents - 1, 1));
      gint64 clocks[2] = { game.moves[ply - 1].clock_ms, game.moves[ply - 1].clock_ms - 4000 };
      g_autofree char *ruling = g_strdup_printf ("Ruling number %d of the arbiter, made after "
                                                 "half-move %d, stands.",
                                                 i + 1, ply);
      g_autofree char *note = g_strdup_printf ("Note %d: both players were heard.", i + 1);
      if (i == 0 && note_words > 0)
        {
          GString *words = g_string_new (NULL);
          for (int w = 0; w < note_words; w++)
            g_string_append_printf (words, w ? " w%d" : "w%d", w);
          g_free (note);
          note = g_string_free (words, FALSE);
          g_string_append_printf (expected, "note-words\t%d\n", note_words);
        }
      if (i == 1 && note_words > 0)
        {
          g_free (note);
          note = g_strdup ("Note 2: the players said \u202Eit was a draw");
        }
      const char *arts = articles[i % G_N_ELEMENTS (articles)];
      HakemIncident *inc
          = hakem_incident_new ((HakemIncidentKind) (i % 8), ply, clocks, arts, ruling, note);
      hakem_session_add_incident (session, inc);
      g_string_append_printf (expected, "ruling\t%s\narticles\t%d\t%s\n", ruling, i + 1, arts);
    }

  /* A reconstruction (8.5.3): the real board after 30 half-moves, 26 recalled. */
  ChessReconstructSnapshot snap = { 0 };
  chess_game_position_at (&game, 30, &snap.actual);
  snap.remaining_ms[0] = 4000000;
  snap.remaining_ms[1] = 3900000;
  snap.moves_made = 15;
  ChessReconstruction r;
  chess_reconstruction_init (&r, &snap, NULL);
  for (int i = 0; i < 26; i++)
    chess_reconstruction_push (&r, game.moves[i].move);
  hakem_session_add_reconstruction (session, &r, FALSE, "The players recalled 26 half-moves.");
  chess_reconstruction_clear (&r);
  g_string_append (expected, "reconstruction\t1\n");

  g_autoptr (GError) error = NULL;
  if (!hakem_casefile_save (session, argv[1], &error)
      || !g_file_set_contents (argv[2], expected->str, -1, &error))
    {
      fprintf (stderr, "make-case: %s\n", error->message);
      return 1;
    }
  g_string_free (expected, TRUE);
  chess_game_clear (&game);
  return 0;
}
