/* test-presentation.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Presentation mode: stepping with the keys a presenter's remote sends, answering, the ruling
 * revealed with its evidence; at 1920x1080 and 1280x720 no label is cut (each gets at least the
 * height it needs at the width it has, and the texts fit without scrolling); PNGs of both sizes
 * in the language of the run; no case file written.
 */
#include "config.h"

#include <glib/gstdio.h>

#include <string.h>

#include "hakem-board-view.h"
#include "hakem-presentation-window.h"
#include "hakem-window.h"
#include "ui-test-util.h"

#define SCENARIO "/io/github/hakem/Hakem/model/scenarios/threefold-incorrect-written-move.xml"

/* wait: until the window has its width (the size checks need it; stepping does not). */
static HakemPresentationWindow *
open_window (const char *path, int width, int height, gboolean wait)
{
  g_autoptr (GError) error = NULL;
  HakemScenario *sc = hakem_scenario_load_builtin (path, &error);
  g_assert_no_error (error);
  GtkWidget *w = hakem_presentation_window_new (NULL, sc);
  gtk_window_set_default_size (GTK_WINDOW (w), width, height);
  gtk_window_present (GTK_WINDOW (w));
  ui_test_spin ();
  if (wait)
    UI_TEST_WAIT_UNTIL (ui_test_surface_width (w) == width);
  return HAKEM_PRESENTATION_WINDOW (w);
}

static void
send_key (GtkWidget *w, guint keyval)
{
  /* The key controller of the window, as a real key press reaches it. */
  GListModel *controllers = gtk_widget_observe_controllers (w);
  gboolean handled = FALSE;
  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);
      if (GTK_IS_EVENT_CONTROLLER_KEY (c))
        g_signal_emit_by_name (c, "key-pressed", keyval, 0, 0, &handled);
    }
  g_object_unref (controllers);
  g_assert_true (handled);
  ui_test_spin ();
}

/* Every visible label is whole on the screen: inside the window, given at least its minimum
 * width and, at that width, its natural height, and not ellipsized. WHERE names the frame. */
static void
check_labels_in (GtkWidget *widget, GtkWidget *root, const char *where)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget) && *gtk_label_get_text (GTK_LABEL (widget)))
    {
      const char *text = gtk_label_get_text (GTK_LABEL (widget));
      /* Measures include the margins, allocations do not. */
      int width = gtk_widget_get_width (widget) + gtk_widget_get_margin_start (widget)
                  + gtk_widget_get_margin_end (widget);
      int height = gtk_widget_get_height (widget) + gtk_widget_get_margin_top (widget)
                   + gtk_widget_get_margin_bottom (widget);
      int min_w, nat_h;
      gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, NULL, NULL, NULL);
      gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, width, NULL, &nat_h, NULL, NULL);
      if (width < min_w || height < nat_h)
        g_error ("%s: label “%s” is cut: %dx%d, needs %d wide and %d high", where, text, width,
                 height, min_w, nat_h);
      if (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))))
        g_error ("%s: label “%s” is ellipsized", where, text);
      graphene_rect_t b;
      g_assert_true (gtk_widget_compute_bounds (widget, root, &b));
      if (b.origin.x < 0 || b.origin.y < 0
          || b.origin.x + b.size.width > gtk_widget_get_width (root) + 0.5
          || b.origin.y + b.size.height > gtk_widget_get_height (root) + 0.5)
        g_error ("%s: label “%s” at %.0f,%.0f %.0fx%.0f is outside the %dx%d window", where, text,
                 b.origin.x, b.origin.y, b.size.width, b.size.height, gtk_widget_get_width (root),
                 gtk_widget_get_height (root));
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    check_labels_in (c, root, where);
}

static void
check_labels (GtkWidget *root, const char *where)
{
  check_labels_in (root, root, where);
}

/* The texts beside the board fit without scrolling: a projector has no scroll wheel. */
static void
check_no_scrolling (GtkWidget *root, const char *where)
{
  GtkWidget *scroller = ui_test_find_widget (root, GTK_TYPE_SCROLLED_WINDOW);
  g_assert_nonnull (scroller);
  GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  if (gtk_adjustment_get_upper (v) > gtk_adjustment_get_page_size (v) + 0.5)
    g_error ("%s: the texts need %.0f pixels and have %.0f", where, gtk_adjustment_get_upper (v),
             gtk_adjustment_get_page_size (v));
}

static void
settle (GtkWidget *w)
{
  for (int i = 0; i < 5; i++)
    {
      ui_test_spin ();
      g_usleep (10000);
    }
  gtk_widget_queue_resize (w);
  ui_test_spin ();
}

static void
run_size (gconstpointer data)
{
  const int *size = data;
  g_autofree char *dir = ui_test_private_dir ("presentation");
  HakemPresentationWindow *w = open_window (SCENARIO, size[0], size[1], TRUE);
  GtkWidget *widget = GTK_WIDGET (w);
  guint n = hakem_presentation_window_get_n_frames (w);
  /* Title, the moves, the question, the ruling. */
  g_assert_cmpuint (n, ==, 4);
  settle (widget);
  check_labels (widget, "title");
  check_no_scrolling (widget, "title");
  HakemBoardView *board = HAKEM_BOARD_VIEW (ui_test_find_widget (widget, HAKEM_TYPE_BOARD_VIEW));
  g_assert_cmpuint (hakem_board_view_get_marked (board), ==, 0);

  send_key (widget, GDK_KEY_Page_Down);
  g_assert_cmpuint (hakem_presentation_window_get_frame (w), ==, 1);
  send_key (widget, GDK_KEY_Right);
  g_assert_cmpuint (hakem_presentation_window_get_frame (w), ==, 2);
  settle (widget);
  check_labels (widget, "question");
  check_no_scrolling (widget, "question");
  g_assert_cmpuint (hakem_board_view_get_marked (board), ==, 0);
  g_autofree char *ask = g_strdup_printf ("presentation-question-%dx%d", size[0], size[1]);
  ui_test_render_png (GTK_WINDOW (w), ask);

  /* Back and forth with the remote's keys lands on the same frame. */
  send_key (widget, GDK_KEY_Page_Up);
  g_assert_cmpuint (hakem_presentation_window_get_frame (w), ==, 1);
  send_key (widget, GDK_KEY_Page_Down);

  /* The trainee answers 2: the ruling is revealed, its evidence marked on the board. */
  send_key (widget, GDK_KEY_2);
  g_assert_cmpuint (hakem_presentation_window_get_frame (w), ==, 3);
  settle (widget);
  check_labels (widget, "ruling");
  check_no_scrolling (widget, "ruling");
  /* The evidence of 9.2: the knights that went out and came back between the two positions
   * counted (after 1. Nf3 and after the written 3. Nf3), on g1, f3, g8 and f6. */
  g_assert_cmphex (hakem_board_view_get_marked (board), ==,
                   CHESS_BB (CHESS_SQUARE (6, 0)) | CHESS_BB (CHESS_SQUARE (5, 2))
                       | CHESS_BB (CHESS_SQUARE (6, 7)) | CHESS_BB (CHESS_SQUARE (5, 5)));
  g_autofree char *reveal = g_strdup_printf ("presentation-ruling-%dx%d", size[0], size[1]);
  ui_test_render_png (GTK_WINDOW (w), reveal);
  g_assert_false (hakem_presentation_window_forward (w));

  /* Nothing was written where the autosave would write. */
  g_assert_false (g_file_test (g_getenv ("HAKEM_CASEFILE"), G_FILE_TEST_EXISTS));
  gtk_window_destroy (GTK_WINDOW (w));
  ui_test_remove_private_dir (dir);
}

static gboolean
is_shown_card (GtkWidget *widget, gconstpointer data)
{
  return gtk_widget_has_css_class (widget, "card") && gtk_widget_get_mapped (widget);
}

/* Every shipped scenario can be stepped through to its end, and each of its rulings, the
 * fullest frames (title, question, choices and the ruling), is whole at this size without
 * scrolling. 1280x720 only: the texts do not grow with the window, so a ruling that fits there
 * fits at 1920x1080 (checked above on the longest scenario), and each size costs seconds. */
static void
run_all_shipped (gconstpointer data)
{
  const int *size = data;
  g_auto (GStrv) paths = hakem_scenario_builtin_paths ();
  for (char **p = paths; *p; p++)
    {
      HakemPresentationWindow *w = open_window (*p, size[0], size[1], TRUE);
      GtkWidget *widget = GTK_WIDGET (w);
      guint n = hakem_presentation_window_get_n_frames (w), rulings = 0;
      do
        {
          if (!ui_test_find (widget, is_shown_card, NULL))
            continue;
          rulings++;
          settle (widget);
          g_autofree char *where
              = g_strdup_printf ("%s, frame %u, %dx%d", *p,
                                 hakem_presentation_window_get_frame (w) + 1, size[0], size[1]);
          check_labels (widget, where);
          check_no_scrolling (widget, where);
        }
      while (hakem_presentation_window_forward (w));
      g_assert_cmpuint (hakem_presentation_window_get_frame (w), ==, n - 1);
      g_assert_cmpuint (rulings, >=, 1);
      gtk_window_destroy (GTK_WINDOW (w));
    }
}

/* Save as scenario from the window's menu action: the last incident (White writes Nf3 and
 * claims a repetition that would be only the second, 9.2.1.1) becomes a scenario without the
 * players' names, through the question and the file chooser a user answers. */
static void
test_save_as_scenario (void)
{
  HakemWindow *w = g_object_new (HAKEM_TYPE_WINDOW, NULL);
  gtk_window_present (GTK_WINDOW (w));
  HakemSession *s = hakem_window_get_session (w);
  /* No incident yet: the action is greyed out, and nothing is asked. */
  ui_test_spin ();
  g_assert_false (ui_test_action_enabled (GTK_WINDOW (w), "win.save-scenario"));
  gtk_widget_activate_action (GTK_WIDGET (w), "win.save-scenario", NULL);
  ui_test_spin ();
  g_assert_null (ui_test_find_transient (GTK_WINDOW (w)));

  hakem_session_set_tag (s, "White", "Carlsen, Magnus");
  hakem_session_set_tag (s, "Black", "Nepomniachtchi, Ian");
  static const char *const moves[] = { "Nf3", "Nf6", "Ng1", "Ng8", NULL };
  for (const char *const *m = moves; *m; m++)
    {
      ChessSanReading r;
      g_assert_cmpint (
          chess_san_read (&hakem_session_get_game (s)->current, *m, CHESS_SAN_ENGLISH, 0, &r), ==,
          CHESS_SAN_OK);
      g_assert_true (hakem_session_play (s, r.move));
    }
  ChessSanReading nf3;
  chess_san_read (&hakem_session_get_game (s)->current, "Nf3", CHESS_SAN_ENGLISH, 0, &nf3);
  ChessRuling ruling;
  g_assert_true (hakem_session_rule_claim (s, CHESS_CLAIM_THREEFOLD, nf3.move, &ruling, NULL));
  hakem_session_apply_claim (s, &ruling, nf3.move);
  ui_test_spin ();
  g_assert_true (ui_test_action_enabled (GTK_WINDOW (w), "win.save-scenario"));

  gtk_widget_activate_action (GTK_WIDGET (w), "win.save-scenario", NULL);
  ui_test_spin ();
  GtkWindow *question = ui_test_find_transient (GTK_WINDOW (w));
  g_assert_true (ADW_IS_MESSAGE_DIALOG (question));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (question), "remove");
  ui_test_spin ();
  GtkWindow *chooser = ui_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  g_assert_nonnull (chooser);
  g_autofree char *dir = ui_test_private_dir ("save-scenario");
  g_autoptr (GFile) folder = g_file_new_for_path (dir);
  g_assert_true (gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), "lesson.xml");
  ui_test_spin ();
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  /* The chooser checks the folder before it answers. */
  g_autofree char *path = g_build_filename (dir, "lesson.xml", NULL);
  UI_TEST_WAIT_UNTIL (g_file_test (path, G_FILE_TEST_EXISTS));
  g_autofree char *xml = NULL;
  g_assert_true (g_file_get_contents (path, &xml, NULL, NULL));
  g_assert_null (strstr (xml, "Carlsen"));
  g_assert_null (strstr (xml, "Nepomniachtchi"));
  g_assert_nonnull (strstr (xml, "<claim kind=\"threefold\" written=\"Nf3\"/>"));
  g_assert_nonnull (strstr (xml, "<adjust player=\"black\" seconds=\"120\"/>"));
  g_autoptr (GError) error = NULL;
  g_autoptr (HakemScenario) sc = hakem_scenario_load (path, &error);
  g_assert_no_error (error);
  g_autoptr (HakemSession) replay = hakem_session_new ();
  g_assert_true (hakem_scenario_replay (sc, replay, &error));
  g_remove (path);
  gtk_window_destroy (GTK_WINDOW (w));
  ui_test_remove_private_dir (dir);
}

int
main (int argc, char **argv)
{
  if (!ui_test_init (&argc, &argv, "presentation"))
    return g_test_run ();
  static const int big[] = { 1920, 1080 }, small[] = { 1280, 720 };
  g_test_add_data_func ("/presentation/1920x1080", big, run_size);
  g_test_add_data_func ("/presentation/1280x720", small, run_size);
  g_test_add_data_func ("/presentation/all-shipped/1280x720", small, run_all_shipped);
  g_test_add_func ("/presentation/save-as-scenario", test_save_as_scenario);
  return g_test_run ();
}
