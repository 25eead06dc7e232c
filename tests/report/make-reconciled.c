/* make-reconciled.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Writes cases whose game was reconstructed from both players' scoresheets (8.5.3) through the
 * model, the reconciler and the case file's writer, for the report's test
 * (check-reconciled.py). The sheets are reconciled as the sheets dialog does it
 * (chess_reconcile_from with the moves the arbiter decided first).
 *
 * Usage: make-reconciled opera CASE PLAIN_CASE
 *   The Opera game (Paris 1858) to 15...Nxd7, the arbiter's record stopping at 10...cxb5. The
 *   sheets, typed below, have these mistakes, made by hand:
 *   White's sheet (English letters): 8...c6 and 9...b5 written in each other's place, 11...Nbd7
 *   written Nd7, 14...Qe6 not written ("-").
 *   Black's sheet (Turkish letters): 6...Nf6 written Ff6 (a bishop), 8.Nc3 left out (the later
 *   moves slide into the other column), 8...c6 and 9...b5 in each other's place as on White's,
 *   15.Bxd7+ unreadable ("?").
 *   Both sheets give 8...b5 9.Bg5 c6, a legal order that reaches the same board, so the
 *   reconciler proposes 8...b5; the arbiter corrects it to 8...c6, then accepts the moves up to
 *   12...Rd8. The reconstruction is adopted and the game goes on to 17.Rd8#. PLAIN_CASE is the
 *   same case with the same replay adopted without a reconciliation.
 *
 * Usage: make-reconciled long CASE EXPECTED MOVES
 *   A game of MOVES moves (long-game.h) whose sheets are right but for every fourth half-move
 *   from the first unreadable ("?") on White's and every fourth from the second not written
 *   ("-") on Black's; reconciled, adopted. EXPECTED gets "move<TAB>PLY<TAB>SAN" for each half-move
 *   and "discrepancy<TAB>PLY<TAB>white|black<TAB>WRITTEN<TAB>PLAYED<TAB>KIND" for each mistake
 *   made, in English letters: what the report must show, from the mistakes as made.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "chess-reconcile.h"
#include "hakem-casefile.h"
#include "hakem-session-private.h"
#include "hakem-sheet-text.h"
#include "long-game.h"
#include "session-test-util.h"

#define OPERA                                                                                      \
  "e2e4 e7e5 g1f3 d7d6 d2d4 c8g4 d4e5 g4f3 d1f3 d6e5 f1c4 g8f6 f3b3 d8e7 b1c3 c7c6 c1g5 b7b5 "     \
  "c3b5 c6b5 c4b5 b8d7 e1c1 a8d8 d1d7 d8d7 h1d1 e7e6 b5d7 f6d7"
#define OPERA_RECORD_PLIES 20
#define OPERA_END "b3b8 d7b8 d1d8"

static const char white_sheet[] = "1. e4 e5\n"
                                  "2. Nf3 d6\n"
                                  "3. d4 Bg4\n"
                                  "4. dxe5 Bxf3\n"
                                  "5. Qxf3 dxe5\n"
                                  "6. Bc4 Nf6\n"
                                  "7. Qb3 Qe7\n"
                                  "8. Nc3 b5\n"
                                  "9. Bg5 c6\n"
                                  "10. Nxb5 cxb5\n"
                                  "11. Bxb5+ Nd7\n"
                                  "12. O-O-O Rd8\n"
                                  "13. Rxd7 Rxd7\n"
                                  "14. Rd1 -\n"
                                  "15. Bxd7+ Nxd7\n";

static const char black_sheet[] = "1. e4 e5\n"
                                  "2. Af3 d6\n"
                                  "3. d4 Fg4\n"
                                  "4. dxe5 Fxf3\n"
                                  "5. Vxf3 dxe5\n"
                                  "6. Fc4 Ff6\n"
                                  "7. Vb3 Ve7\n"
                                  "8. b5 Fg5\n"
                                  "9. c6 Axb5\n"
                                  "10. cxb5 Fxb5+\n"
                                  "11. Abd7 O-O-O\n"
                                  "12. Kd8 Kxd7\n"
                                  "13. Kxd7 Kd1\n"
                                  "14. Ve6 ?\n"
                                  "15. Axd7\n";

static void
fail (const char *what)
{
  fprintf (stderr, "make-reconciled: %s\n", what);
  exit (1);
}

/* Both sheets' cells, as the sheets dialog reads them. */
static void
read_sheets (const char *const texts[2], GPtrArray *cells[2], ChessReconcileSheet sheets[2])
{
  for (int c = 0; c < 2; c++)
    {
      int line = 0;
      g_autoptr (GError) error = NULL;
      cells[c] = hakem_sheet_text_cells (texts[c], FALSE, &line, &error);
      if (!cells[c])
        fail (error->message);
      sheets[c].cells = (const char *const *) cells[c]->pdata;
      sheets[c].count = (int) cells[c]->len;
    }
}

/* The reconciliation as the sheets dialog hands it on (hakem_sheets_dialog_dup_reconciliation). */
static HakemReconciliation *
reconciliation (const char *const texts[2], GPtrArray *cells[2], const ChessReconcileResult *res,
                GArray *decisions, int decided)
{
  ChessPosition start;
  chess_position_init_start (&start);
  HakemReconciliation *r = hakem_reconciliation_new (&start);
  for (int c = 0; c < 2; c++)
    r->sheets[c] = g_strdup (texts[c]);
  g_array_append_vals (r->moves, res->game.moves, (guint) res->game.count);
  if (decisions)
    g_array_append_vals (r->decisions, decisions->data, decisions->len);
  r->decided = decided;
  for (int i = 0; i < res->discrepancy_count; i++)
    {
      const ChessReconcileDiscrepancy *d = &res->discrepancies[i];
      GPtrArray *sheet = cells[d->sheet];
      hakem_reconciliation_add_discrepancy (
          r, d, d->cell >= 0 && (guint) d->cell < sheet->len ? sheet->pdata[d->cell] : NULL);
    }
  r->final_reached = res->final_reached;
  return r;
}

/* The replay of moves on a second board showing final, adopted (with r, or none). */
static void
adopt (HakemSession *s, const ChessPosition *final, const ChessMove *moves, int count,
       const HakemReconciliation *r)
{
  ChessReconstructSnapshot snap = { *final, { 1800000, 1500000 }, false, CHESS_WHITE, -1 };
  ChessReconstruction rec;
  chess_reconstruction_init (&rec, &snap, NULL);
  for (int i = 0; i < count; i++)
    if (chess_reconstruction_push (&rec, moves[i]) != CHESS_GAME_OK)
      fail ("the game found is not legal");
  hakem_session_add_reconciled (s, &rec, TRUE, "Reconciled from both scoresheets.", r);
  chess_reconstruction_clear (&rec);
}

/* Every incident at a time of its own, 14:00, 14:10, ...: two cases made a second apart show
 * the same times. */
static void
fix_times (HakemSession *s)
{
  for (guint i = 0; i < s->incidents->len; i++)
    {
      HakemIncident *incident = g_ptr_array_index (s->incidents, i);
      g_clear_pointer (&incident->wall_time, g_date_time_unref);
      incident->wall_time = g_date_time_new_local (2026, 3, 14, 14, (int) (10 * i) % 60, 0);
    }
}

static void
save (HakemSession *s, const char *path)
{
  fix_times (s);
  g_autoptr (GError) error = NULL;
  if (!hakem_casefile_save (s, path, &error))
    fail (error->message);
}

static HakemSession *
opera_session (void)
{
  HakemSession *s = hakem_session_new ();
  start_game (s, NULL, "40/5400+30:1800+30");
  hakem_session_set_tag (s, "Event", "Paris 1858");
  hakem_session_set_tag (s, "White", "Morphy, Paul");
  hakem_session_set_tag (s, "Black", "Duke Karl / Count Isouard");
  g_auto (GStrv) moves = g_strsplit (OPERA, " ", -1);
  for (int i = 0; i < OPERA_RECORD_PLIES; i++)
    play (s, moves[i]);
  add_note (s, "The arbiter's record stops here; the game is reconstructed from both scoresheets.");
  return s;
}

static int
make_opera (const char *path, const char *plain_path)
{
  const char *const texts[2] = { white_sheet, black_sheet };
  GPtrArray *cells[2];
  ChessReconcileSheet sheets[2];
  read_sheets (texts, cells, sheets);
  ChessGame truth;
  chess_game_init (&truth, NULL);
  g_auto (GStrv) moves = g_strsplit (OPERA, " ", -1);
  for (int i = 0; moves[i]; i++)
    chess_game_push_legal (&truth, find_move (&truth.current, moves[i]));
  const ChessPosition *final = &truth.current;

  /* The reconciler's game: 8...b5 9.Bg5 c6, as both sheets have it. */
  ChessPosition start, before_c6;
  chess_position_init_start (&start);
  chess_game_position_at (&truth, 15, &before_c6);
  ChessReconcileResult res;
  if (!chess_reconcile (&start, sheets, final, &res))
    fail ("no game found");
  ChessMove b5 = find_move (&before_c6, "b7b5");
  if (res.game.count < 16 || res.game.moves[15] != b5)
    fail ("the reconciler did not propose 8...b5, as both sheets have it");
  /* The arbiter corrects ply 16 to 8...c6. */
  g_autoptr (GArray) decisions = g_array_new (FALSE, FALSE, sizeof (HakemReconciliationDecision));
  ChessMove prefix[24];
  for (int i = 0; i < 15; i++)
    prefix[i] = res.game.moves[i];
  prefix[15] = truth.moves[15].move;
  HakemReconciliationDecision corrected = { 16, prefix[15], res.game.moves[15] };
  g_array_append_val (decisions, corrected);
  chess_reconcile_result_clear (&res);
  if (!chess_reconcile_from (&start, sheets, final, prefix, 16, &res))
    fail ("no game found from 8...c6");
  /* Then he accepts the moves up to 12...Rd8. */
  for (int i = 0; i < 24; i++)
    prefix[i] = res.game.moves[i];
  HakemReconciliationDecision accepted = { 24, prefix[23], prefix[23] };
  g_array_append_val (decisions, accepted);
  chess_reconcile_result_clear (&res);
  if (!chess_reconcile_from (&start, sheets, final, prefix, 24, &res))
    fail ("no game found from 12...Rd8");
  g_autoptr (HakemReconciliation) r = reconciliation (texts, cells, &res, decisions, 24);

  for (int reconciled = 1; reconciled >= 0; reconciled--)
    {
      g_autoptr (HakemSession) s = opera_session ();
      adopt (s, final, res.game.moves, res.game.count, reconciled ? r : NULL);
      add_note (s, "The game goes on from the record adopted.");
      play (s, OPERA_END);
      save (s, reconciled ? path : plain_path);
    }
  chess_reconcile_result_clear (&res);
  chess_game_clear (&truth);
  for (int c = 0; c < 2; c++)
    g_ptr_array_unref (cells[c]);
  return 0;
}

static int
make_long (const char *path, const char *expected_path, int count)
{
  ChessGame game;
  if (!long_game_make (count, &game))
    fail ("no long game");
  GString *texts[2] = { g_string_new (NULL), g_string_new (NULL) };
  GString *expected = g_string_new (NULL);
  static const char *const names[2] = { "white", "black" };
  for (int i = 0; i < game.count; i++)
    {
      int ply = i + 1;
      ChessPosition before;
      chess_game_position_at (&game, i, &before);
      char san[CHESS_SAN_MAX];
      chess_san_write (&before, game.moves[i].move, CHESS_SAN_ENGLISH, san, sizeof san);
      g_string_append_printf (expected, "move\t%d\t%s\n", ply, san);
      for (int c = 0; c < 2; c++)
        {
          const char *cell = san;
          if (c == CHESS_WHITE && ply % 4 == 1)
            cell = "?";
          else if (c == CHESS_BLACK && ply % 4 == 2)
            cell = "-";
          if (i % 2 == 0)
            g_string_append_printf (texts[c], "%d. %s", i / 2 + 1, cell);
          else
            g_string_append_printf (texts[c], " %s\n", cell);
          if (cell != san)
            g_string_append_printf (expected, "discrepancy\t%d\t%s\t%s\t%s\t%s\n", ply, names[c],
                                    cell, san, c == CHESS_WHITE ? "illegible" : "not-written");
        }
    }
  const char *const text[2] = { texts[0]->str, texts[1]->str };
  GPtrArray *cells[2];
  ChessReconcileSheet sheets[2];
  read_sheets (text, cells, sheets);
  ChessReconcileResult res;
  if (!chess_reconcile (&game.start, sheets, &game.current, &res))
    fail ("no game found");
  g_autoptr (HakemReconciliation) r = reconciliation (text, cells, &res, NULL, 0);

  g_autoptr (HakemSession) s = hakem_session_new ();
  start_game (s, NULL, "40/5400+30:1800+30");
  hakem_session_set_tag (s, "White", "Çağla Şenyüz");
  hakem_session_set_tag (s, "Black", "Magnus Ivarsson");
  for (int i = 0; i < 40; i++)
    {
      ChessPosition before;
      chess_game_position_at (&game, i, &before);
      char uci[8];
      play (s, chess_move_to_uci (&before, game.moves[i].move, uci));
    }
  adopt (s, &game.current, res.game.moves, res.game.count, r);
  save (s, path);
  g_autoptr (GError) error = NULL;
  if (!g_file_set_contents (expected_path, expected->str, -1, &error))
    fail (error->message);
  g_string_free (expected, TRUE);
  for (int c = 0; c < 2; c++)
    {
      g_string_free (texts[c], TRUE);
      g_ptr_array_unref (cells[c]);
    }
  chess_reconcile_result_clear (&res);
  chess_game_clear (&game);
  return 0;
}

int
main (int argc, char **argv)
{
  if (argc == 4 && strcmp (argv[1], "opera") == 0)
    return make_opera (argv[2], argv[3]);
  if (argc == 5 && strcmp (argv[1], "long") == 0)
    return make_long (argv[2], argv[3], atoi (argv[4]));
  fprintf (stderr, "usage: make-reconciled opera CASE PLAIN_CASE\n"
                   "       make-reconciled long CASE EXPECTED MOVES\n");
  return 2;
}
