/* test-reconstruction-view.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The reconstruction view under Xvfb: the record drafted from the live game (8.5.3), set up by
 * palette and board, refused when it is no legal position; the recollection replayed by board
 * and by text, compared square by square, adopted or kept by the session; 8.6 findings; a PNG.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <gtk/gtk.h>
#include <locale.h>
#include <math.h>
#include <string.h>

#include "chess-san.h"
#include "hakem-board-view.h"
#include "hakem-reconstruction-view.h"
#include "hakem-sheets-dialog.h"
#include "ui-test-util.h"

#define SQ(name) CHESS_SQUARE ((name)[0] - 'a', (name)[1] - '1')

static gboolean
has_name (GtkWidget *w, gconstpointer name)
{
  return g_strcmp0 (gtk_widget_get_name (w), name) == 0;
}

static GtkWidget *
named (GtkWidget *view, const char *name)
{
  GtkWidget *w = ui_test_find (view, has_name, name);
  if (!w)
    g_error ("no widget named %s", name);
  return w;
}

static gboolean
has_tooltip (GtkWidget *w, gconstpointer tooltip)
{
  return GTK_IS_TOGGLE_BUTTON (w) && g_strcmp0 (gtk_widget_get_tooltip_text (w), tooltip) == 0;
}

/* The palette button whose tooltip names the piece, as the board reads it out. */
static GtkWidget *
find_tooltip (GtkWidget *w, const char *tooltip)
{
  return ui_test_find (w, has_tooltip, tooltip);
}

static void
play (HakemSession *s, const char *moves)
{
  g_auto (GStrv) list = g_strsplit (moves, " ", -1);
  for (int i = 0; list[i]; i++)
    {
      ChessSanReading r;
      g_assert_cmpint (
          chess_san_read (&hakem_session_get_game (s)->current, list[i], CHESS_SAN_ENGLISH, 0, &r),
          ==, CHESS_SAN_OK);
      g_assert_true (hakem_session_play (s, r.move));
    }
}

static HakemSession *
session_with (const char *fen, const char *tc_text, const char *moves, gboolean clock)
{
  HakemSession *s = hakem_session_new ();
  ChessPosition pos;
  if (fen)
    g_assert_cmpint (chess_position_from_fen (&pos, fen, NULL), ==, CHESS_FEN_OK);
  ChessTimeControl tc;
  if (tc_text)
    g_assert_cmpint (chess_time_control_parse (&tc, tc_text, NULL), ==, CHESS_TIME_CONTROL_OK);
  hakem_session_new_game (s, fen ? &pos : NULL, tc_text ? &tc : NULL);
  if (clock)
    g_assert_true (hakem_session_start_clock (s));
  play (s, moves);
  return s;
}

static HakemReconstructionView *
open_view (GtkWindow *parent, HakemSession *s)
{
  GtkWidget *v = hakem_reconstruction_view_new (parent, s);
  gtk_window_present (GTK_WINDOW (v));
  ui_test_spin ();
  return HAKEM_RECONSTRUCTION_VIEW (v);
}

static gboolean
view_alive (void)
{
  GListModel *tops = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (tops); i++)
    {
      g_autoptr (GObject) o = g_list_model_get_item (tops, i);
      if (HAKEM_IS_RECONSTRUCTION_VIEW (o))
        return TRUE;
    }
  return FALSE;
}

static int
differ (HakemReconstructionView *v)
{
  return __builtin_popcountll (
      chess_reconstruction_diff (hakem_reconstruction_view_get_reconstruction (v)));
}

#define RUY "e4 e5 Nf3 Nc6 Bb5 a6"

/* 8.5.3 in order: the record first (here the live game's, with its clock), then the game
 * replayed from its start; the boards compared after each move; adopted when they match. */
static void
test_replay_and_adopt (void)
{
  GtkWindow *parent = GTK_WINDOW (gtk_window_new ());
  HakemSession *s = session_with (NULL, NULL, RUY, TRUE);
  HakemReconstructionView *v = open_view (parent, s);
  /* 6.11.1: the clock is stopped for the reconstruction. */
  g_assert_false (hakem_session_get_clock (s)->running);
  gint64 ms[2];
  hakem_session_clock_readings (s, ms);
  HakemBoardView *real = HAKEM_BOARD_VIEW (named (GTK_WIDGET (v), "real-board"));
  g_assert_cmpmem (hakem_board_view_get_position (real)->board, 64,
                   hakem_session_get_game (s)->current.board, 64);
  g_assert_null (hakem_reconstruction_view_get_reconstruction (v));

  g_assert_true (hakem_reconstruction_view_start (v));
  const ChessReconstruction *r = hakem_reconstruction_view_get_reconstruction (v);
  g_assert_nonnull (r);
  /* The clocks as read, to the second (h:mm:ss); White's was running, to make move 4; each had
   * made three moves, numbered as on a scoresheet. */
  for (int c = 0; c < 2; c++)
    {
      g_assert_cmpint (r->snapshot.remaining_ms[c], <=, ms[c]);
      g_assert_cmpint (r->snapshot.remaining_ms[c], >, ms[c] - 1000);
    }
  g_assert_true (r->snapshot.running_known);
  g_assert_cmpint (r->snapshot.running, ==, CHESS_WHITE);
  g_assert_cmpint (r->snapshot.moves_made, ==, 3);
  g_assert_cmpint (r->replay.count, ==, 0);

  /* 1.e4 by the second board's squares, 1...e5 typed into the entry as written. */
  HakemBoardView *second = HAKEM_BOARD_VIEW (named (GTK_WIDGET (v), "second-board"));
  hakem_board_view_activate_square (second, SQ ("e2"));
  hakem_board_view_activate_square (second, SQ ("e4"));
  GtkWidget *entry = named (GTK_WIDGET (v), "move-entry");
  gtk_editable_set_text (GTK_EDITABLE (entry), "e5");
  g_signal_emit_by_name (entry, "activate");
  g_assert_true (hakem_reconstruction_view_play (v, "Nf3"));
  g_assert_cmpint (r->replay.count, ==, 3);
  /* Against the real board: b8, c6, f1, b5, a7, a6 differ (2...Nc6 3.Bb5 a6 not yet replayed),
   * and Black is to move on the second board. */
  g_assert_cmpint (differ (v), ==, 6);
  g_assert_false (chess_reconstruction_matches (r));

  /* 3.1: it is Black's move; 3.5: the d7 pawn blocks the c8 bishop. Refused, nothing recorded. */
  g_assert_false (hakem_reconstruction_view_play (v, "Ke2"));
  g_assert_false (hakem_reconstruction_view_play (v, "Bg4"));
  hakem_board_view_activate_square (second, SQ ("g1"));
  hakem_board_view_activate_square (second, SQ ("h3"));
  g_assert_cmpint (r->replay.count, ==, 3);

  g_assert_true (hakem_reconstruction_view_play (v, "Nc6"));
  g_assert_true (hakem_reconstruction_view_play (v, "Bb5"));
  g_assert_true (hakem_reconstruction_view_play (v, "a6"));
  g_assert_cmpint (differ (v), ==, 0);
  g_assert_true (chess_reconstruction_matches (r));

  /* Undo takes back the last recalled move only. */
  g_signal_emit_by_name (named (GTK_WIDGET (v), "undo"), "clicked");
  g_assert_cmpint (r->replay.count, ==, 5);
  g_assert_cmpint (differ (v), ==, 2); /* a7, a6 */
  g_assert_true (hakem_reconstruction_view_play (v, "a6"));
  g_assert_true (chess_reconstruction_matches (r));
  const char *lang = g_getenv ("LANGUAGE");
  if (!lang || !*lang || g_str_has_prefix (lang, "en"))
    {
      g_assert_nonnull (strstr (hakem_reconstruction_view_get_status (v), "6 half-moves"));
      g_assert_nonnull (strstr (hakem_reconstruction_view_get_status (v), "boards match"));
    }

  hakem_reconstruction_view_set_note (v, "scoresheets lost");
  g_assert_true (hakem_reconstruction_view_adopt (v, FALSE));
  ui_test_spin ();
  g_assert_false (view_alive ());
  g_assert_cmpuint (hakem_session_get_reconstruction_count (s), ==, 1);
  const HakemReconstructionRecord *rec = hakem_session_get_reconstruction (s, 0);
  g_assert_true (rec->adopted);
  g_assert_cmpint (rec->reconstruction.replay.count, ==, 6);
  g_assert_cmpint (rec->reconstruction.snapshot.moves_made, ==, 3);
  const ChessGame *game = hakem_session_get_game (s);
  g_assert_cmpint (game->count, ==, 6);
  g_assert_cmpmem (game->current.board, 64, rec->reconstruction.snapshot.actual.board, 64);
  g_object_unref (s);
  gtk_window_destroy (parent);
}

/* Boards that differ: adopting asks first; kept, the game record stands. */
static void
test_mismatch_kept (void)
{
  GtkWindow *parent = GTK_WINDOW (gtk_window_new ());
  HakemSession *s = session_with (NULL, NULL, RUY, FALSE);
  ChessMove fifth = hakem_session_get_game (s)->moves[4].move;
  HakemReconstructionView *v = open_view (parent, s);
  /* No clock was started: nobody's clock known to run; the moves are the live record's. */
  g_assert_true (hakem_reconstruction_view_start (v));
  const ChessReconstruction *r = hakem_reconstruction_view_get_reconstruction (v);
  g_assert_false (r->snapshot.running_known);
  g_assert_cmpint (r->snapshot.moves_made, ==, 3);

  /* 3.Bc4 recalled for 3.Bb5: b5 and c4 differ. */
  const char *moves[] = { "e4", "e5", "Nf3", "Nc6", "Bc4", "a6" };
  for (gsize i = 0; i < G_N_ELEMENTS (moves); i++)
    g_assert_true (hakem_reconstruction_view_play (v, moves[i]));
  g_assert_cmphex (chess_reconstruction_diff (r), ==, CHESS_BB (SQ ("b5")) | CHESS_BB (SQ ("c4")));
  g_assert_false (hakem_reconstruction_view_adopt (v, FALSE));
  g_assert_true (view_alive ());
  g_assert_cmpuint (hakem_session_get_reconstruction_count (s), ==, 0);

  hakem_reconstruction_view_keep (v);
  ui_test_spin ();
  g_assert_false (view_alive ());
  g_assert_cmpuint (hakem_session_get_reconstruction_count (s), ==, 1);
  const HakemReconstructionRecord *rec = hakem_session_get_reconstruction (s, 0);
  g_assert_false (rec->adopted);
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, 6);
  g_assert_cmpuint (hakem_session_get_game (s)->moves[4].move, ==, fifth);
  g_object_unref (s);
  gtk_window_destroy (parent);
}

static void
count_edit (HakemBoardView *board, int *count)
{
  (*count)++;
}

static void
count_move (HakemBoardView *board, guint move, int *count)
{
  (*count)++;
}

/* The record set up by palette and board: a position without a white king is refused (one king
 * each), a clock that cannot be read too; put right, the replay starts. */
static void
test_record_setup (void)
{
  GtkWindow *parent = GTK_WINDOW (gtk_window_new ());
  HakemSession *s = session_with (NULL, NULL, "e4", FALSE);
  HakemReconstructionView *v = open_view (parent, s);
  HakemBoardView *real = HAKEM_BOARD_VIEW (named (GTK_WIDGET (v), "real-board"));
  GtkWidget *message = named (GTK_WIDGET (v), "record-message");
  int edits = 0, moves = 0;
  g_signal_connect (real, "position-edited", G_CALLBACK (count_edit), &edits);
  g_signal_connect (real, "move-chosen", G_CALLBACK (count_move), &moves);
  g_assert_false (gtk_widget_get_visible (message));

  /* The palette's empty square, then e1: the white king comes off, and the view says at once
   * why that is no position (3.9: each side has a king; the FEN reader's king count). */
  GtkWidget *empty = find_tooltip (GTK_WIDGET (v), _ ("empty"));
  g_assert_nonnull (empty);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (empty), TRUE);
  hakem_board_view_activate_square (real, SQ ("e1"));
  g_assert_cmpint (hakem_board_view_get_position (real)->board[SQ ("e1")], ==, CHESS_NO_PIECE);
  g_assert_cmpint (edits, ==, 1);
  g_assert_true (gtk_widget_get_visible (message));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (message)), !=, "");
  g_assert_false (hakem_reconstruction_view_start (v));
  g_assert_null (hakem_reconstruction_view_get_reconstruction (v));

  /* The white king put back, by keyboard: the board's cursor to e1 and Enter. */
  GtkWidget *king = find_tooltip (GTK_WIDGET (v), _ ("white king"));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (king), TRUE);
  hakem_board_view_activate_square (real, SQ ("e1"));
  g_assert_cmpint (hakem_board_view_get_position (real)->board[SQ ("e1")], ==,
                   CHESS_PIECE (CHESS_WHITE, CHESS_KING));
  g_assert_false (gtk_widget_get_visible (message));
  /* A black queen on d4, and once more on d4: it comes off again. */
  GtkWidget *queen = find_tooltip (GTK_WIDGET (v), _ ("black queen"));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (queen), TRUE);
  hakem_board_view_activate_square (real, SQ ("d4"));
  g_assert_cmpint (hakem_board_view_get_position (real)->board[SQ ("d4")], ==,
                   CHESS_PIECE (CHESS_BLACK, CHESS_QUEEN));
  hakem_board_view_activate_square (real, SQ ("d4"));
  g_assert_cmpint (hakem_board_view_get_position (real)->board[SQ ("d4")], ==, CHESS_NO_PIECE);
  /* And on e2: the white king on e1 stands in check with White not to move, no legal position. */
  hakem_board_view_activate_square (real, SQ ("e2"));
  g_assert_false (hakem_reconstruction_view_start (v));
  hakem_board_view_activate_square (real, SQ ("e2"));
  g_assert_cmpint (edits, ==, 6);
  /* The board only places: no move is chosen in edit mode, though d7-d5 would be one. */
  hakem_board_view_set_edit_piece (real, CHESS_NO_PIECE);
  hakem_board_view_activate_square (real, SQ ("d7"));
  hakem_board_view_activate_square (real, SQ ("d5"));
  g_assert_cmpint (moves, ==, 0);
  g_assert_cmpint (edits, ==, 8);
  g_assert_cmpint (hakem_board_view_get_position (real)->board[SQ ("d7")], ==, CHESS_NO_PIECE);
  hakem_board_view_place (real, SQ ("d7"), CHESS_PIECE (CHESS_BLACK, CHESS_PAWN));

  /* Clocks: minutes beyond 59 are no clock reading; empty is "not read". */
  GtkWidget *white_clock = named (GTK_WIDGET (v), "white-clock");
  GtkWidget *black_clock = named (GTK_WIDGET (v), "black-clock");
  gtk_editable_set_text (GTK_EDITABLE (white_clock), "1:75:00");
  g_assert_false (hakem_reconstruction_view_start (v));
  gtk_editable_set_text (GTK_EDITABLE (white_clock), "0:04:30");
  gtk_editable_set_text (GTK_EDITABLE (black_clock), "");
  gtk_check_button_set_active (GTK_CHECK_BUTTON (named (GTK_WIDGET (v), "moves-unknown")), FALSE);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (named (GTK_WIDGET (v), "moves-made")), 1);
  g_assert_true (hakem_reconstruction_view_start (v));
  const ChessReconstruction *r = hakem_reconstruction_view_get_reconstruction (v);
  g_assert_cmpint (r->snapshot.remaining_ms[CHESS_WHITE], ==, 270000);
  g_assert_cmpint (r->snapshot.remaining_ms[CHESS_BLACK], ==, CHESS_RECONSTRUCT_UNKNOWN);
  g_assert_cmpint (r->snapshot.moves_made, ==, 1);
  g_assert_cmpint (r->snapshot.actual.side, ==, CHESS_BLACK);
  /* 1.e4 replayed: the second board shows the real one. */
  g_assert_true (hakem_reconstruction_view_play (v, "e4"));
  g_assert_true (chess_reconstruction_matches (r));
  gtk_window_destroy (GTK_WINDOW (v));
  ui_test_spin ();
  g_assert_cmpuint (hakem_session_get_reconstruction_count (s), ==, 0);
  g_object_unref (s);
  gtk_window_destroy (parent);
}

/* A middle game from move 38 under 40/5400+30:1800+30, reconstructed to 39 moves each. */
#define FEN38 "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R w KQkq - 0 38"
#define TO_39 "d3 d6 O-O O-O"

/* 6.9, 8.6: White's flag down, 39 moves each. Brought up to date, the overstep is shown;
 * stopping short of the real board, White's next move is the first of the second period. */
static void
test_findings (void)
{
  for (int complete = 1; complete >= 0; complete--)
    {
      GtkWindow *parent = GTK_WINDOW (gtk_window_new ());
      HakemSession *s
          = session_with (FEN38, "40/5400+30:1800+30", complete ? TO_39 : TO_39 " Bg5 h6", FALSE);
      HakemReconstructionView *v = open_view (parent, s);
      gtk_check_button_set_active (GTK_CHECK_BUTTON (named (GTK_WIDGET (v), "white-flag")), TRUE);
      g_assert_true (hakem_reconstruction_view_start (v));
      const char *moves[] = { "d3", "d6", "O-O", "O-O" };
      for (gsize i = 0; i < G_N_ELEMENTS (moves); i++)
        g_assert_true (hakem_reconstruction_view_play (v, moves[i]));
      const ChessReconstruction *r = hakem_reconstruction_view_get_reconstruction (v);
      g_assert_cmpint (chess_reconstruction_matches (r), ==, complete);
      bool flags[2] = { true, false };
      ChessReconstructTime t;
      chess_reconstruction_time (r, hakem_session_get_time_control (s), flags, &t);
      g_assert_cmpint (t.completed[CHESS_WHITE], ==, 39);
      g_assert_cmpint (t.overstep_shown[CHESS_WHITE], ==, complete);
      g_assert_cmpint (t.next_move_new_period[CHESS_WHITE], ==, !complete);
      const char *findings = hakem_reconstruction_view_get_findings (v);
      g_assert_nonnull (findings);
      g_assert_nonnull (strstr (findings, complete ? "6.9" : "8.6"));
      const char *lang = g_getenv ("LANGUAGE");
      if (!lang || !*lang || g_str_has_prefix (lang, "en"))
        g_assert_nonnull (strstr (findings, complete ? "overstepped"
                                                     : "move 41, counts as the first of period 2"));
      gtk_window_destroy (GTK_WINDOW (v));
      g_object_unref (s);
      gtk_window_destroy (parent);
    }
}

static void
test_render_png (void)
{
  GtkWindow *parent = GTK_WINDOW (gtk_window_new ());
  HakemSession *s = session_with (FEN38, "40/5400+30:1800+30", TO_39 " Bg5 h6", TRUE);
  HakemReconstructionView *v = open_view (parent, s);
  gtk_window_set_default_size (GTK_WINDOW (v), 1180, 720);
  gtk_editable_set_text (GTK_EDITABLE (named (GTK_WIDGET (v), "white-clock")), "0:00:00");
  gtk_check_button_set_active (GTK_CHECK_BUTTON (named (GTK_WIDGET (v), "white-flag")), TRUE);
  ui_test_render_png (GTK_WINDOW (v), "reconstruction-record");
  g_assert_true (hakem_reconstruction_view_start (v));
  const char *moves[] = { "d3", "d6", "O-O", "O-O" };
  for (gsize i = 0; i < G_N_ELEMENTS (moves); i++)
    g_assert_true (hakem_reconstruction_view_play (v, moves[i]));
  g_assert_cmpint (differ (v), ==, 4);        /* c1, g5, h7, h6 */
  hakem_reconstruction_view_adopt (v, FALSE); /* shows the confirmation */
  g_assert_true (view_alive ());
  ui_test_render_png (GTK_WINDOW (v), "reconstruction");
  gtk_window_destroy (GTK_WINDOW (v));
  g_object_unref (s);
  gtk_window_destroy (parent);
}

/* ---- stepping and marks ---- */

static gboolean
sensitive (HakemReconstructionView *v, const char *name)
{
  return gtk_widget_get_sensitive (named (GTK_WIDGET (v), name));
}

/* The recalled moves stepped through by the keys' actions: the second board shows the position
 * after each, the step is named as a move, the squares that differ from the real board are
 * those of the position shown, and no move is recalled onto an earlier position. */
static void
test_step_through (void)
{
  HakemSession *s = session_with (NULL, NULL, RUY, FALSE);
  HakemReconstructionView *v = open_view (NULL, s);
  g_assert_true (hakem_reconstruction_view_start (v));
  g_assert_false (sensitive (v, "step-back"));
  g_auto (GStrv) moves = g_strsplit (RUY, " ", -1);
  for (int i = 0; moves[i]; i++)
    g_assert_true (hakem_reconstruction_view_play (v, moves[i]));
  g_assert_cmpint (hakem_reconstruction_view_get_step (v), ==, 6);
  g_assert_true (sensitive (v, "step-back"));
  g_assert_false (sensitive (v, "step-forward"));
  gboolean english = !g_getenv ("LANGUAGE") || g_str_has_prefix (g_getenv ("LANGUAGE"), "en");

  GtkWidget *w = GTK_WIDGET (v);
  HakemBoardView *second = HAKEM_BOARD_VIEW (named (w, "second-board"));
  GtkLabel *step = GTK_LABEL (named (w, "step"));
  g_assert_true (gtk_widget_activate_action (w, "replay.back", NULL));
  g_assert_cmpint (hakem_reconstruction_view_get_step (v), ==, 5);
  /* After 3.Bb5: Black's a-pawn still on a7. */
  const ChessPosition *shown = hakem_board_view_get_position (second);
  g_assert_cmpint (shown->board[SQ ("a7")], ==, CHESS_PIECE (CHESS_BLACK, CHESS_PAWN));
  g_assert_cmpint (shown->board[SQ ("a6")], ==, CHESS_NO_PIECE);
  g_assert_cmpint (shown->side, ==, CHESS_BLACK);
  if (english)
    {
      g_assert_cmpstr (gtk_label_get_text (step), ==,
                       "Shown: the position after 3.Bb5, recalled half-move 5 of 6.");
      const char *d = hakem_reconstruction_view_get_differences (v);
      g_assert_nonnull (strstr (d, "2 squares differ"));
      g_assert_nonnull (strstr (d, "a6: black pawn on the real board, empty on the second "
                                   "board"));
      g_assert_nonnull (strstr (d, "a7: empty on the real board, black pawn on the second "
                                   "board"));
    }
  /* The game as a whole still matches: the status speaks of the last recalled move. */
  g_assert_true (chess_reconstruction_matches (hakem_reconstruction_view_get_reconstruction (v)));

  /* Nothing is recalled onto an earlier position: the move would be read against the last. */
  g_assert_false (hakem_reconstruction_view_play (v, "Nf6"));
  g_assert_cmpint (hakem_reconstruction_view_get_reconstruction (v)->replay.count, ==, 6);

  g_assert_true (gtk_widget_activate_action (w, "replay.first", NULL));
  g_assert_cmpint (hakem_reconstruction_view_get_step (v), ==, 0);
  g_assert_false (sensitive (v, "step-first"));
  g_assert_true (sensitive (v, "step-last"));
  ChessPosition start;
  chess_position_init_start (&start);
  g_assert_cmpmem (hakem_board_view_get_position (second)->board, 64, start.board, 64);
  if (english)
    g_assert_cmpstr (gtk_label_get_text (step), ==,
                     "Shown: the start position, before the 6 recalled half-moves.");
  g_assert_true (gtk_widget_activate_action (w, "replay.forward", NULL));
  g_assert_cmpint (hakem_reconstruction_view_get_step (v), ==, 1);
  g_assert_true (gtk_widget_activate_action (w, "replay.last", NULL));
  g_assert_cmpint (hakem_reconstruction_view_get_step (v), ==, 6);
  g_assert_true (hakem_reconstruction_view_play (v, "Ba4"));
  g_assert_cmpint (hakem_reconstruction_view_get_step (v), ==, 7);
  gtk_window_destroy (GTK_WINDOW (v));
  g_object_unref (s);
}

/* The luminance of the pixels inside a square (its middle half, clear of the coordinates), as
 * its standard deviation: 0 for a plain square, large for stripes. The geometry is the board's:
 * eight squares of a whole number of pixels, centred. */
static double
square_luma_spread (GdkTexture *t, ChessSquare sq)
{
  int w = gdk_texture_get_width (t), h = gdk_texture_get_height (t);
  g_autofree guchar *px = g_malloc ((gsize) w * h * 4);
  gdk_texture_download (t, px, (gsize) w * 4);
  int side = MIN (w, h) / 8;
  int x0 = (w - 8 * side) / 2 + CHESS_FILE_OF (sq) * side;
  int y0 = (h - 8 * side) / 2 + (7 - CHESS_RANK_OF (sq)) * side;
  double sum = 0, sum2 = 0;
  int n = 0;
  for (int y = y0 + side / 4; y < y0 + 3 * side / 4; y++)
    for (int x = x0 + side / 4; x < x0 + 3 * side / 4; x++)
      {
        const guchar *p = px + (gsize) y * w * 4 + (gsize) x * 4; /* B G R A */
        double l = 0.0722 * p[0] + 0.7152 * p[1] + 0.2126 * p[2];
        sum += l;
        sum2 += l * l;
        n++;
      }
  double mean = sum / n;
  return sqrt (MAX (0.0, sum2 / n - mean * mean));
}

static GdkTexture *
render_board (HakemBoardView *board)
{
  GtkWidget *w = GTK_WIDGET (board);
  UI_TEST_WAIT_UNTIL (gtk_widget_get_width (w) >= 8 * 24);
  int width = gtk_widget_get_width (w), height = gtk_widget_get_height (w);
  g_assert_cmpint (MIN (width, height), >=, 8 * 24);
  GtkSnapshot *snap = gtk_snapshot_new ();
  GTK_WIDGET_GET_CLASS (w)->snapshot (w, snap);
  GskRenderNode *node = gtk_snapshot_free_to_node (snap);
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (w));
  GdkTexture *t
      = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gsk_render_node_unref (node);
  return t;
}

/* A square that differs is marked in a way that shows in greyscale: stripes, not a tint alone.
 * On the second board after 3.Bb5, a6 (empty, marked) against c4 (empty, the same light
 * colour, unmarked); and a6 again drawn with the tint only. */
static void
test_marks_without_colour (void)
{
  HakemSession *s = session_with (NULL, NULL, RUY, FALSE);
  HakemReconstructionView *v = open_view (NULL, s);
  g_assert_true (hakem_reconstruction_view_start (v));
  g_auto (GStrv) moves = g_strsplit (RUY, " ", -1);
  for (int i = 0; moves[i] && i < 5; i++)
    g_assert_true (hakem_reconstruction_view_play (v, moves[i]));
  HakemBoardView *second = HAKEM_BOARD_VIEW (named (GTK_WIDGET (v), "second-board"));
  g_autoptr (GdkTexture) marked = render_board (second);
  double a6 = square_luma_spread (marked, SQ ("a6"));
  double c4 = square_luma_spread (marked, SQ ("c4"));
  hakem_board_view_set_mark_style (second, HAKEM_BOARD_MARK_TINT);
  g_autoptr (GdkTexture) tinted = render_board (second);
  double a6_tint = square_luma_spread (tinted, SQ ("a6"));
  g_test_message ("luminance spread: a6 marked %.1f, a6 tinted %.1f, c4 plain %.1f", a6, a6_tint,
                  c4);
  g_assert_cmpfloat (c4, <, 2.0);
  g_assert_cmpfloat (a6_tint, <, 2.0);
  g_assert_cmpfloat (a6, >, 20.0);
  gtk_window_destroy (GTK_WINDOW (v));
  g_object_unref (s);
}

/* The recalled moves are read in the session's letters: with Turkish ones, Af3 is the knight's
 * move (A = at, the knight) and Nf3 reads as nothing. */
static void
test_session_letters (void)
{
  g_autoptr (HakemSession) s = session_with (NULL, NULL, "e4 e5", FALSE);
  hakem_session_set_san_language (s, CHESS_SAN_TURKISH);
  HakemReconstructionView *v = open_view (NULL, s);
  g_assert_true (hakem_reconstruction_view_start (v));
  g_assert_true (hakem_reconstruction_view_play (v, "e4"));
  g_assert_true (hakem_reconstruction_view_play (v, "e5"));
  g_assert_false (hakem_reconstruction_view_play (v, "Nf3"));
  g_assert_true (hakem_reconstruction_view_play (v, "Af3"));
  gtk_window_destroy (GTK_WINDOW (v));
}

/* 8.5.3 from the players' scoresheets: White's sheet has a move it cannot read (3...?), Black's
 * a wrong rank (3.Bb4 for Bb5) and stops before 3...a6; the reconciler's game is the one played
 * (RUY), it replaces the recollection, the boards match, and the note says what the sheets had
 * wrong. */
static void
test_from_scoresheets (void)
{
  GtkWindow *parent = GTK_WINDOW (gtk_window_new ());
  HakemSession *s = session_with (NULL, NULL, RUY, FALSE);
  HakemReconstructionView *v = open_view (parent, s);
  g_assert_true (hakem_reconstruction_view_start (v));
  g_signal_emit_by_name (named (GTK_WIDGET (v), "sheets"), "clicked");
  ui_test_spin ();
  HakemSheetsDialog *d = HAKEM_SHEETS_DIALOG (ui_test_find_toplevel (HAKEM_TYPE_SHEETS_DIALOG));
  g_assert_nonnull (d);
  int count = -1;
  g_assert_null (hakem_sheets_dialog_get_moves (d, &count));
  hakem_sheets_dialog_set_text (d, CHESS_WHITE, "1. e4 e5\n2. Nf3 Nc6\n3. Bb5 ?\n");
  /* Black's sheet stops before 3...a6 (8.4). */
  hakem_sheets_dialog_set_text (d, CHESS_BLACK, "1. e4 e5\n2. Nf3 Nc6\n3. Bb4\n");
  g_assert_true (hakem_sheets_dialog_reconcile (d));
  const ChessMove *moves = hakem_sheets_dialog_get_moves (d, &count);
  g_assert_cmpint (count, ==, 6);
  g_autofree char *summary = hakem_sheets_dialog_dup_summary (d);
  g_auto (GStrv) lines = g_strsplit (summary, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 3);
  /* A move a sheet has no cell for is said so, not quoted as an empty text. */
  g_assert_null (strstr (summary, "“”"));
  (void) moves;
  hakem_sheets_dialog_choose (d);
  ui_test_spin ();
  const ChessReconstruction *r = hakem_reconstruction_view_get_reconstruction (v);
  g_assert_cmpint (r->replay.count, ==, 6);
  g_assert_true (chess_reconstruction_matches (r));
  g_assert_true (hakem_reconstruction_view_adopt (v, FALSE));
  ui_test_spin ();
  const HakemReconstructionRecord *rec = hakem_session_get_reconstruction (s, 0);
  g_assert_nonnull (rec);
  g_assert_true (rec->adopted);
  g_assert_cmpint (rec->reconstruction.replay.count, ==, 6);

  /* A sheet that cannot be read says which and where, and nothing can be used. */
  v = open_view (parent, s);
  g_assert_true (hakem_reconstruction_view_start (v));
  g_signal_emit_by_name (named (GTK_WIDGET (v), "sheets"), "clicked");
  ui_test_spin ();
  d = HAKEM_SHEETS_DIALOG (ui_test_find_toplevel (HAKEM_TYPE_SHEETS_DIALOG));
  hakem_sheets_dialog_set_text (d, CHESS_WHITE, "1. e4 e5\nNf3 Nc6\n");
  hakem_sheets_dialog_set_text (d, CHESS_BLACK, "1. e4 e5\n");
  g_assert_false (hakem_sheets_dialog_reconcile (d));
  g_assert_null (hakem_sheets_dialog_get_moves (d, &count));
  gtk_window_destroy (GTK_WINDOW (d));
  gtk_window_destroy (GTK_WINDOW (v));
  ui_test_spin ();
  g_object_unref (s);
  gtk_window_destroy (parent);
}

int
main (int argc, char **argv)
{
  if (!ui_test_init (&argc, &argv, "reconstruction-view"))
    return g_test_run ();
  /* The pages' slide would be caught half-way in the PNG. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  g_test_add_func ("/reconstruction-view/replay-and-adopt", test_replay_and_adopt);
  g_test_add_func ("/reconstruction-view/session-letters", test_session_letters);
  g_test_add_func ("/reconstruction-view/mismatch-kept", test_mismatch_kept);
  g_test_add_func ("/reconstruction-view/record-setup", test_record_setup);
  g_test_add_func ("/reconstruction-view/findings", test_findings);
  g_test_add_func ("/reconstruction-view/step-through", test_step_through);
  g_test_add_func ("/reconstruction-view/marks-without-colour", test_marks_without_colour);
  g_test_add_func ("/reconstruction-view/render-png", test_render_png);
  g_test_add_func ("/reconstruction-view/from-scoresheets", test_from_scoresheets);
  return g_test_run ();
}
