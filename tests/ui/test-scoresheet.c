/* test-scoresheet.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The scoresheet under Xvfb: rows, cell texts in English and Turkish letters, clock stamps and
 * draw offers, rows updated in place as moves are played and taken back, ply selection.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <gtk/gtk.h>
#include <locale.h>

#include "chess-san.h"
#include "hakem-move-row.h"
#include "hakem-scoresheet.h"
#include "ui-test-util.h"

static void
spin (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
play (HakemSession *s, const char *san)
{
  ChessSanReading r;
  const ChessGame *game = hakem_session_get_game (s);
  g_assert_cmpint (chess_san_read (&game->current, san, CHESS_SAN_ENGLISH, 0, &r), ==,
                   CHESS_SAN_OK);
  g_assert_true (hakem_session_play (s, r.move));
}

/* The record as a PGN reader leaves it: clock stamps and a draw offer on the moves. */
static void
annotate (HakemSession *s, int ply, int32_t clock_ms, gboolean draw_offer)
{
  ChessGame *game = (ChessGame *) hakem_session_get_game (s);
  game->moves[ply - 1].clock_ms = clock_ms;
  game->moves[ply - 1].draw_offer = draw_offer;
}

static HakemMoveRow *
row (HakemScoresheet *sheet, guint index)
{
  GListModel *rows = hakem_scoresheet_get_rows (sheet);
  g_assert_cmpuint (index, <, g_list_model_get_n_items (rows));
  HakemMoveRow *r = g_list_model_get_item (rows, index);
  g_object_unref (r); /* the model keeps it */
  return r;
}

static void
assert_cell (HakemScoresheet *sheet, guint index, ChessColor side, const char *text)
{
  g_autofree char *t = hakem_move_row_dup_text (row (sheet, index), side);
  g_assert_cmpstr (t, ==, text);
}

/* 1. e4 e5 2. Nf3 Nc6 (=) 3. Bb5, with clock stamps on the first four moves. */
static HakemSession *
ruy_lopez (void)
{
  HakemSession *s = hakem_session_new ();
  const char *moves[] = { "e4", "e5", "Nf3", "Nc6", "Bb5" };
  for (gsize i = 0; i < G_N_ELEMENTS (moves); i++)
    play (s, moves[i]);
  annotate (s, 1, 5398000, FALSE);
  annotate (s, 2, 5395000, FALSE);
  annotate (s, 3, 5380500, FALSE);
  annotate (s, 4, 5380000, TRUE);
  g_signal_emit_by_name (s, "changed");
  return s;
}

typedef struct
{
  int count, position, removed, added;
} Changes;

static void
items_changed (GListModel *model, guint position, guint removed, guint added, Changes *c)
{
  c->count++;
  c->position = (int) position;
  c->removed = (int) removed;
  c->added = (int) added;
}

static void
test_rows (void)
{
  g_autoptr (HakemSession) s = ruy_lopez ();
  HakemScoresheet *sheet = g_object_ref_sink (HAKEM_SCORESHEET (hakem_scoresheet_new ()));
  hakem_scoresheet_set_session (sheet, s);

  GListModel *rows = hakem_scoresheet_get_rows (sheet);
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 3);
  g_assert_cmpint (hakem_move_row_get_number (row (sheet, 0)), ==, 1);
  g_assert_cmpint (hakem_move_row_get_number (row (sheet, 2)), ==, 3);
  assert_cell (sheet, 0, CHESS_WHITE, "e4\t1:29:58");
  assert_cell (sheet, 0, CHESS_BLACK, "e5\t1:29:55");
  /* 5380.5 s left reads 1:29:41, as the clock showed it (rounded up). */
  assert_cell (sheet, 1, CHESS_WHITE, "Nf3\t1:29:41");
  assert_cell (sheet, 1, CHESS_BLACK, "Nc6 (=)\t1:29:40");
  assert_cell (sheet, 2, CHESS_WHITE, "Bb5");
  assert_cell (sheet, 2, CHESS_BLACK, "");
  g_assert_cmpint (hakem_move_row_get_ply (row (sheet, 1), CHESS_BLACK), ==, 4);
  g_assert_cmpint (hakem_move_row_get_ply (row (sheet, 2), CHESS_BLACK), ==, -1);
  g_assert_true (hakem_move_row_get_draw_offer (row (sheet, 1), CHESS_BLACK));

  /* The stamp is small and dim in the label's markup; the text is what a screen reader reads. */
  g_autofree char *markup = hakem_move_row_dup_markup (row (sheet, 0), CHESS_WHITE);
  g_assert_nonnull (strstr (markup, "size=\"small\""));
  g_assert_true (g_str_has_prefix (markup, "e4\t<span"));

  /* Turkish letters: the same rows, changed in place. */
  HakemMoveRow *second = row (sheet, 1);
  Changes c = { 0 };
  g_signal_connect (rows, "items-changed", G_CALLBACK (items_changed), &c);
  hakem_scoresheet_set_language (sheet, CHESS_SAN_TURKISH);
  g_assert_cmpint (c.count, ==, 0);
  g_assert_true (row (sheet, 1) == second);
  assert_cell (sheet, 0, CHESS_WHITE, "e4\t1:29:58");
  assert_cell (sheet, 1, CHESS_WHITE, "Af3\t1:29:41");
  assert_cell (sheet, 1, CHESS_BLACK, "Ac6 (=)\t1:29:40");
  assert_cell (sheet, 2, CHESS_WHITE, "Fb5");
  hakem_scoresheet_set_language (sheet, CHESS_SAN_ENGLISH);
  assert_cell (sheet, 2, CHESS_WHITE, "Bb5");

  /* A draw offer set later on a move already shown changes that cell only. */
  annotate (s, 5, 5370000, TRUE);
  g_signal_emit_by_name (s, "changed");
  g_assert_cmpint (c.count, ==, 0);
  assert_cell (sheet, 2, CHESS_WHITE, "Bb5 (=)\t1:29:30");

  g_signal_handlers_disconnect_by_data (rows, &c);
  g_object_unref (sheet);
}

static void
test_append_and_undo (void)
{
  g_autoptr (HakemSession) s = ruy_lopez ();
  HakemScoresheet *sheet = g_object_ref_sink (HAKEM_SCORESHEET (hakem_scoresheet_new ()));
  hakem_scoresheet_set_session (sheet, s);
  GListModel *rows = hakem_scoresheet_get_rows (sheet);
  HakemMoveRow *first = row (sheet, 0), *third = row (sheet, 2);
  Changes c = { 0 };
  g_signal_connect (rows, "items-changed", G_CALLBACK (items_changed), &c);

  /* Black's move fills the last row's cell: no row is added or replaced. */
  play (s, "a6");
  g_assert_cmpint (c.count, ==, 0);
  g_assert_true (row (sheet, 2) == third);
  assert_cell (sheet, 2, CHESS_BLACK, "a6");

  /* White's move appends one row and leaves the others. */
  play (s, "Ba4");
  g_assert_cmpint (c.count, ==, 1);
  g_assert_cmpint (c.position, ==, 3);
  g_assert_cmpint (c.removed, ==, 0);
  g_assert_cmpint (c.added, ==, 1);
  g_assert_true (row (sheet, 0) == first);
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 4);
  assert_cell (sheet, 3, CHESS_WHITE, "Ba4");
  g_assert_cmpint (hakem_move_row_get_number (row (sheet, 3)), ==, 4);

  /* Taking back: the row goes, then the cell empties. */
  hakem_session_undo (s);
  g_assert_cmpint (c.count, ==, 2);
  g_assert_cmpint (c.position, ==, 3);
  g_assert_cmpint (c.removed, ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 3);
  hakem_session_undo (s);
  g_assert_cmpint (c.count, ==, 2);
  assert_cell (sheet, 2, CHESS_BLACK, "");
  g_assert_cmpint (hakem_move_row_get_ply (row (sheet, 2), CHESS_BLACK), ==, -1);

  /* Another move in its place. */
  play (s, "Nf6");
  assert_cell (sheet, 2, CHESS_BLACK, "Nf6");

  /* A new game empties the sheet. */
  hakem_session_reset (s, NULL);
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 0);
  play (s, "d4");
  g_assert_cmpuint (g_list_model_get_n_items (rows), ==, 1);
  assert_cell (sheet, 0, CHESS_WHITE, "d4");

  g_signal_handlers_disconnect_by_data (rows, &c);
  g_object_unref (sheet);
}

static void
test_black_starts (void)
{
  g_autoptr (HakemSession) s = hakem_session_new ();
  ChessPosition pos;
  int column = 0;
  g_assert_cmpint (chess_position_from_fen (&pos, "4k3/8/8/8/8/8/4P3/4K2R b K - 3 20", &column), ==,
                   CHESS_FEN_OK);
  hakem_session_reset (s, &pos);
  HakemScoresheet *sheet = g_object_ref_sink (HAKEM_SCORESHEET (hakem_scoresheet_new ()));
  hakem_scoresheet_set_session (sheet, s);
  g_assert_cmpuint (g_list_model_get_n_items (hakem_scoresheet_get_rows (sheet)), ==, 0);
  play (s, "Kd7");
  play (s, "O-O");
  play (s, "Ke6");
  g_assert_cmpuint (g_list_model_get_n_items (hakem_scoresheet_get_rows (sheet)), ==, 2);
  g_assert_cmpint (hakem_move_row_get_number (row (sheet, 0)), ==, 20);
  assert_cell (sheet, 0, CHESS_WHITE, "...");
  g_assert_cmpint (hakem_move_row_get_ply (row (sheet, 0), CHESS_WHITE), ==, -1);
  assert_cell (sheet, 0, CHESS_BLACK, "Kd7");
  assert_cell (sheet, 1, CHESS_WHITE, "O-O");
  assert_cell (sheet, 1, CHESS_BLACK, "Ke6");
  g_assert_cmpint (hakem_move_row_get_ply (row (sheet, 1), CHESS_WHITE), ==, 2);
  hakem_scoresheet_set_language (sheet, CHESS_SAN_TURKISH);
  assert_cell (sheet, 0, CHESS_BLACK, "Şd7");
  assert_cell (sheet, 1, CHESS_BLACK, "Şe6");
  g_object_unref (sheet);
}

static void
on_ply_selected (HakemScoresheet *sheet, int ply, GArray *seen)
{
  g_array_append_val (seen, ply);
}

static int
last_seen (GArray *seen)
{
  g_assert_cmpuint (seen->len, >, 0);
  return g_array_index (seen, int, seen->len - 1);
}

static void
test_select (void)
{
  g_autoptr (HakemSession) s = ruy_lopez ();
  HakemScoresheet *sheet = g_object_ref_sink (HAKEM_SCORESHEET (hakem_scoresheet_new ()));
  hakem_scoresheet_set_session (sheet, s);
  g_autoptr (GArray) seen = g_array_new (FALSE, FALSE, sizeof (int));
  g_signal_connect (sheet, "ply-selected", G_CALLBACK (on_ply_selected), seen);
  g_assert_cmpint (hakem_scoresheet_get_selected_ply (sheet), ==, HAKEM_SCORESHEET_LIVE);

  hakem_scoresheet_select_ply (sheet, 2);
  g_assert_cmpuint (seen->len, ==, 1);
  g_assert_cmpint (last_seen (seen), ==, 2);
  g_assert_cmpint (hakem_scoresheet_get_selected_ply (sheet), ==, 2);
  g_assert_true (hakem_move_row_get_selected (row (sheet, 0), CHESS_BLACK));

  /* The same ply again: nothing new. */
  hakem_scoresheet_select_ply (sheet, 2);
  g_assert_cmpuint (seen->len, ==, 1);

  /* The keyboard's steps: one ply back, a move forward, the start position. */
  gtk_widget_activate_action (GTK_WIDGET (sheet), "scoresheet.step", "i", -1);
  g_assert_cmpint (last_seen (seen), ==, 1);
  g_assert_false (hakem_move_row_get_selected (row (sheet, 0), CHESS_BLACK));
  g_assert_true (hakem_move_row_get_selected (row (sheet, 0), CHESS_WHITE));
  gtk_widget_activate_action (GTK_WIDGET (sheet), "scoresheet.step", "i", 2);
  g_assert_cmpint (last_seen (seen), ==, 3);
  gtk_widget_activate_action (GTK_WIDGET (sheet), "scoresheet.first", NULL);
  g_assert_cmpint (last_seen (seen), ==, 0);

  /* Return to the live position (the button and Escape). */
  gtk_widget_activate_action (GTK_WIDGET (sheet), "scoresheet.return-live", NULL);
  g_assert_cmpint (last_seen (seen), ==, HAKEM_SCORESHEET_LIVE);
  g_assert_cmpint (hakem_scoresheet_get_selected_ply (sheet), ==, HAKEM_SCORESHEET_LIVE);

  /* From the live position one step back is the last move but one. */
  gtk_widget_activate_action (GTK_WIDGET (sheet), "scoresheet.step", "i", -1);
  g_assert_cmpint (last_seen (seen), ==, 4);

  /* The last ply is the live position. */
  hakem_scoresheet_select_ply (sheet, 5);
  g_assert_cmpint (last_seen (seen), ==, HAKEM_SCORESHEET_LIVE);

  /* A move played while the arbiter looks back keeps the position shown ... */
  hakem_scoresheet_select_ply (sheet, 3);
  guint before = seen->len;
  play (s, "a6");
  g_assert_cmpuint (seen->len, ==, before);
  g_assert_cmpint (hakem_scoresheet_get_selected_ply (sheet), ==, 3);
  g_assert_true (hakem_move_row_get_selected (row (sheet, 1), CHESS_WHITE));

  /* ... and taking back the moves past it returns to the live position. */
  hakem_session_undo (s);
  hakem_session_undo (s);
  g_assert_cmpint (hakem_scoresheet_get_selected_ply (sheet), ==, 3);
  hakem_session_undo (s);
  g_assert_cmpint (last_seen (seen), ==, HAKEM_SCORESHEET_LIVE);

  /* Out of range: nothing happens. */
  before = seen->len;
  hakem_scoresheet_select_ply (sheet, 40);
  hakem_scoresheet_select_ply (sheet, -7);
  g_assert_cmpuint (seen->len, ==, before);
  g_object_unref (sheet);
}

static void
on_row_notify (GObject *row, GParamSpec *pspec, GString *seen)
{
  g_string_append_printf (seen, "%s ", pspec->name);
}

/* The names notified since the last call, sorted (GLib does not promise the order of
 * notifications thawed together). */
static int
compare_words (gconstpointer a, gconstpointer b, gpointer data)
{
  return g_strcmp0 (*(char *const *) a, *(char *const *) b);
}

static char *
take_notified (GString *seen)
{
  g_auto (GStrv) words = g_strsplit (g_strstrip (seen->str), " ", -1);
  g_qsort_with_data (words, (gint) g_strv_length (words), sizeof (char *), compare_words, NULL);
  g_string_truncate (seen, 0);
  return g_strjoinv (" ", words);
}

#define ASSERT_NOTIFIED(seen, expected)                                                            \
  do                                                                                               \
    {                                                                                              \
      g_autofree char *have_ = take_notified (seen);                                               \
      g_assert_cmpstr (have_, ==, expected);                                                       \
    }                                                                                              \
  while (0)

/* A row's cells as properties, each notified when, and only when, it changes. */
static void
test_row_properties (void)
{
  g_autoptr (HakemMoveRow) r = hakem_move_row_new (12);
  g_autoptr (GString) seen = g_string_new (NULL);
  g_signal_connect (r, "notify", G_CALLBACK (on_row_notify), seen);
  int number = 0;
  g_object_get (r, "number", &number, NULL);
  g_assert_cmpint (number, ==, 12);

  hakem_move_row_set_move (r, CHESS_BLACK, 24, "Nf6", 60000, TRUE);
  ASSERT_NOTIFIED (seen, "black-markup black-text");
  g_autofree char *text = NULL, *markup = NULL, *white = NULL;
  g_object_get (r, "black-text", &text, "black-markup", &markup, "white-text", &white, NULL);
  g_assert_cmpstr (text, ==, "Nf6 (=)\t0:01:00");
  g_assert_true (g_str_has_prefix (markup, "Nf6 (=)\t<span"));
  g_assert_cmpstr (white, ==, "");
  hakem_move_row_set_move (r, CHESS_BLACK, 24, "Nf6", 60000, TRUE);
  ASSERT_NOTIFIED (seen, "");

  hakem_move_row_set_selected (r, CHESS_WHITE, TRUE);
  hakem_move_row_set_marked (r, CHESS_BLACK, TRUE);
  ASSERT_NOTIFIED (seen, "black-marked white-selected");
  gboolean selected = FALSE, marked = FALSE;
  g_object_get (r, "white-selected", &selected, "black-marked", &marked, NULL);
  g_assert_true (selected && marked);
  hakem_move_row_clear (r, CHESS_BLACK);
  ASSERT_NOTIFIED (seen, "black-marked black-markup black-text");
}

static void
test_marked (void)
{
  g_autoptr (HakemSession) s = ruy_lopez ();
  HakemScoresheet *sheet = g_object_ref_sink (HAKEM_SCORESHEET (hakem_scoresheet_new ()));
  hakem_scoresheet_set_session (sheet, s);
  const int plies[] = { 1, 4 };
  hakem_scoresheet_set_marked_plies (sheet, plies, G_N_ELEMENTS (plies));
  g_assert_true (hakem_move_row_get_marked (row (sheet, 0), CHESS_WHITE));
  g_assert_false (hakem_move_row_get_marked (row (sheet, 0), CHESS_BLACK));
  g_assert_true (hakem_move_row_get_marked (row (sheet, 1), CHESS_BLACK));
  hakem_scoresheet_set_marked_plies (sheet, NULL, 0);
  g_assert_false (hakem_move_row_get_marked (row (sheet, 0), CHESS_WHITE));
  g_assert_false (hakem_move_row_get_marked (row (sheet, 1), CHESS_BLACK));
  g_object_unref (sheet);
}

static gboolean
has_text (GtkWidget *w, gconstpointer text)
{
  return GTK_IS_LABEL (w) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (w)), text) == 0;
}

/* The label under W that shows TEXT, or NULL. */
static GtkWidget *
find_label_widget (GtkWidget *w, const char *text)
{
  return ui_test_find (w, has_text, text);
}

static gboolean
find_label (GtkWidget *w, const char *text)
{
  return find_label_widget (w, text) != NULL;
}

static void
test_window (void)
{
  g_autoptr (HakemSession) s = ruy_lopez ();
  GtkWidget *window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 340, 400);
  GtkWidget *sheet = hakem_scoresheet_new ();
  gtk_window_set_child (GTK_WINDOW (window), sheet);
  hakem_scoresheet_set_session (HAKEM_SCORESHEET (sheet), s);
  gtk_window_present (GTK_WINDOW (window));
  /* The rows are made when the list is laid out. */
  UI_TEST_WAIT_UNTIL (find_label (sheet, "Bb5"));
  /* Each cell is a label: its text is the move, the draw offer and the stamp. */
  g_assert_true (find_label (sheet, "Nc6 (=)\t1:29:40"));
  g_assert_true (find_label (sheet, "3"));
  g_assert_true (find_label (sheet, _ ("White")));

  /* What a screen reader reads: each row and cell by what it shows, not by GTK's type names. */
  GtkWidget *e4 = find_label_widget (sheet, "e4\t1:29:58");
  g_assert_nonnull (e4);
  GtkAccessible *cell = GTK_ACCESSIBLE (gtk_widget_get_parent (e4));
  g_autofree char *cell_name = g_strdup_printf (_ ("White, move %d"), 1);
  gtk_test_accessible_assert_property (cell, GTK_ACCESSIBLE_PROPERTY_LABEL, cell_name);
  GtkAccessible *row = GTK_ACCESSIBLE (gtk_widget_get_parent (GTK_WIDGET (cell)));
  g_autofree char *row_name = g_strdup_printf (_ ("Move %d: %s %s"), 1, "e4", "e5");
  gtk_test_accessible_assert_property (row, GTK_ACCESSIBLE_PROPERTY_LABEL, row_name);
  GtkWidget *bb5 = find_label_widget (sheet, "Bb5");
  g_assert_nonnull (bb5);
  g_autofree char *last_row = g_strdup_printf (_ ("Move %d: %s"), 3, "Bb5");
  gtk_test_accessible_assert_property (
      GTK_ACCESSIBLE (gtk_widget_get_parent (gtk_widget_get_parent (bb5))),
      GTK_ACCESSIBLE_PROPERTY_LABEL, last_row);
  /* The position shown and a ruling's evidence: the cell's style and what a screen reader is
   * told, as the row's properties change. */
  hakem_scoresheet_select_ply (HAKEM_SCORESHEET (sheet), 1);
  g_assert_true (gtk_widget_has_css_class (e4, "ply-selected"));
  g_assert_true (gtk_widget_has_css_class (e4, "scoresheet-white"));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (e4), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       _ ("Shown on the board"));
  gtk_test_accessible_assert_state (GTK_ACCESSIBLE (e4), GTK_ACCESSIBLE_STATE_SELECTED, TRUE);
  const int evidence[] = { 1 };
  hakem_scoresheet_set_marked_plies (HAKEM_SCORESHEET (sheet), evidence, 1);
  g_assert_true (gtk_widget_has_css_class (e4, "evidence"));
  g_autofree char *both
      = g_strdup_printf ("%s. %s", _ ("Shown on the board"), _ ("Evidence of the ruling"));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (e4), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       both);
  hakem_scoresheet_set_marked_plies (HAKEM_SCORESHEET (sheet), NULL, 0);
  hakem_scoresheet_select_ply (HAKEM_SCORESHEET (sheet), HAKEM_SCORESHEET_LIVE);
  g_assert_false (gtk_widget_has_css_class (e4, "ply-selected"));
  g_assert_false (gtk_widget_has_css_class (e4, "evidence"));
  gtk_test_accessible_assert_state (GTK_ACCESSIBLE (e4), GTK_ACCESSIBLE_STATE_SELECTED, FALSE);
  /* A clock stamp set on a move shown: its cell follows the row's text. */
  annotate (s, 1, 5397000, FALSE);
  g_signal_emit_by_name (s, "changed");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (e4)), ==, "e4\t1:29:57");

  GtkWidget *scroller = gtk_widget_get_first_child (sheet);
  GtkAccessible *vbar
      = GTK_ACCESSIBLE (gtk_scrolled_window_get_vscrollbar (GTK_SCROLLED_WINDOW (scroller)));
  gtk_test_accessible_assert_property (vbar, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       _ ("Vertical scroll bar"));

  /* A long game stays scrolled to its last move. Pawn moves between the knights' and bishop's
   * rounds keep any position from a fifth occurrence, which would end the game (9.6.1). */
  static const char *const pawns[][2]
      = { { "h6", "h3" }, { "g6", "a3" }, { "b6", "g3" }, { "a6", "b3" },
          { "d6", "d3" }, { "h5", "c3" }, { "g5", "h4" } };
  for (int i = 0; i < 15; i++)
    {
      play (s, "Nf6");
      play (s, "Ba4");
      play (s, "Ng8");
      play (s, "Bb5");
      if (i % 2)
        {
          play (s, pawns[i / 2][0]);
          play (s, pawns[i / 2][1]);
        }
      spin ();
    }
  g_assert_true (GTK_IS_SCROLLED_WINDOW (scroller));
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  /* The scroll happens at the next frames: once the rows overflow the page, wait for it. */
  UI_TEST_WAIT_UNTIL (gtk_adjustment_get_upper (adj) > gtk_adjustment_get_page_size (adj)
                      && gtk_adjustment_get_value (adj) + gtk_adjustment_get_page_size (adj)
                             >= gtk_adjustment_get_upper (adj) - 1);
  g_assert_cmpfloat (gtk_adjustment_get_upper (adj), >, gtk_adjustment_get_page_size (adj));
  g_assert_cmpfloat (gtk_adjustment_get_value (adj) + gtk_adjustment_get_page_size (adj), >=,
                     gtk_adjustment_get_upper (adj) - 1);
  g_assert_true (find_label (sheet, "Bb5"));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  if (!ui_test_init (&argc, &argv, "scoresheet"))
    return g_test_run ();
  g_test_add_func ("/scoresheet/rows", test_rows);
  g_test_add_func ("/scoresheet/append-and-undo", test_append_and_undo);
  g_test_add_func ("/scoresheet/black-starts", test_black_starts);
  g_test_add_func ("/scoresheet/select", test_select);
  g_test_add_func ("/scoresheet/marked", test_marked);
  g_test_add_func ("/scoresheet/row-properties", test_row_properties);
  g_test_add_func ("/scoresheet/window", test_window);
  return g_test_run ();
}
