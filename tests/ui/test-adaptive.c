/* test-adaptive.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The libadwaita window under Xvfb: the board above the side panel in a phone's width, beside it
 * on a desktop; nothing wider than 360 px then; the preferences window's rows change the window.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "hakem-adaptive-box.h"
#include "hakem-board-view.h"
#include "hakem-clock-view.h"
#include "hakem-preferences-window.h"
#include "hakem-restore-banner.h"
#include "hakem-scoresheet.h"
#include "hakem-window.h"
#include "ui-test-util.h"

/* A window at WIDTH x HEIGHT, shown, its side panel built, laid out at that size. */
static HakemWindow *
window_at (int width, int height)
{
  HakemWindow *w = g_object_new (HAKEM_TYPE_WINDOW, NULL);
  gtk_window_set_default_size (GTK_WINDOW (w), width, height);
  gtk_window_present (GTK_WINDOW (w));
  hakem_window_get_session (w); /* builds the side panel */
  UI_TEST_WAIT_UNTIL (ui_test_surface_width (GTK_WIDGET (w)) == width);
  return w;
}

/* How the box that holds the board and the side panel has them: side by side (horizontal), one
 * above the other (vertical); checked against where the board and the panel are. */
static GtkOrientation
board_and_panel (HakemWindow *w)
{
  GtkWidget *board = ui_test_find_widget (GTK_WIDGET (w), HAKEM_TYPE_BOARD_VIEW);
  g_assert_nonnull (board);
  GtkWidget *box = gtk_widget_get_parent (board);
  GtkWidget *panel = gtk_widget_get_next_sibling (board);
  graphene_rect_t b, p;
  g_assert_true (gtk_widget_compute_bounds (board, box, &b));
  g_assert_true (gtk_widget_compute_bounds (panel, box, &p));
  gboolean across = hakem_adaptive_box_get_side_by_side (HAKEM_ADAPTIVE_BOX (box));
  /* A screen reader reads the layout as a group, not by its type's name ("HakemAdaptiveBox"). */
  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (box)), ==,
                   GTK_ACCESSIBLE_ROLE_GROUP);
  if (across)
    g_assert_cmpfloat (p.origin.x, >=, b.origin.x + b.size.width);
  else
    g_assert_cmpfloat (p.origin.y, >=, b.origin.y + b.size.height);
  return across ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL;
}

/* The width the window can be made no narrower than. */
static int
min_width (HakemWindow *w)
{
  int min = 0;
  gtk_widget_measure (GTK_WIDGET (w), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  return min;
}

/* The clock view's faces: the box whose children are the two faces. */
static GtkOrientation
clock_faces (HakemWindow *w)
{
  GtkWidget *clock = ui_test_find_widget (GTK_WIDGET (w), HAKEM_TYPE_CLOCK_VIEW);
  g_assert_nonnull (clock);
  GtkWidget *faces = gtk_widget_get_next_sibling (gtk_widget_get_first_child (clock));
  g_assert_true (GTK_IS_BOX (faces));
  return gtk_orientable_get_orientation (GTK_ORIENTABLE (faces));
}

static void
test_phone_width (void)
{
  HakemWindow *w = window_at (360, 720);
  g_assert_cmpint (board_and_panel (w), ==, GTK_ORIENTATION_VERTICAL);
  g_assert_cmpint (clock_faces (w), ==, GTK_ORIENTATION_HORIZONTAL);
  /* Nothing in the window asks for more than the phone's width, in either language. */
  int min = 0;
  gtk_widget_measure (GTK_WIDGET (w), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  g_assert_cmpint (min, <=, 360);
  g_assert_cmpint (ui_test_surface_width (GTK_WIDGET (w)), ==, 360);
  gtk_window_destroy (GTK_WINDOW (w));
}

static void
test_desktop_width (void)
{
  HakemWindow *w = window_at (800, 600);
  g_assert_cmpint (board_and_panel (w), ==, GTK_ORIENTATION_HORIZONTAL);
  g_assert_cmpint (clock_faces (w), ==, GTK_ORIENTATION_VERTICAL);
  /* 800x600 holds all of it: the window is not made taller than asked. */
  int min = 0;
  gtk_widget_measure (GTK_WIDGET (w), GTK_ORIENTATION_VERTICAL, 800, &min, NULL, NULL, NULL);
  g_assert_cmpint (min, <=, 600);
  gtk_window_destroy (GTK_WINDOW (w));
}

/* Back and forth: the window follows its size, not only its first one. */
static void
test_resized (void)
{
  HakemWindow *w = window_at (1100, 760);
  g_assert_cmpint (board_and_panel (w), ==, GTK_ORIENTATION_HORIZONTAL);
  gtk_window_set_default_size (GTK_WINDOW (w), 400, 760);
  UI_TEST_WAIT_UNTIL (board_and_panel (w) == GTK_ORIENTATION_VERTICAL);
  g_assert_cmpint (board_and_panel (w), ==, GTK_ORIENTATION_VERTICAL);
  gtk_window_destroy (GTK_WINDOW (w));
}

/* A wide window asks no more width than a phone's (GNOME's 360 px), with the board beside the
 * panel: made 360 px wide in one step, it is, with the board above the panel. Before, the wide
 * layout held the window at the board's and the panel's widths together (about 576 px). */
static void
test_wide_to_phone (void)
{
  HakemWindow *w = window_at (1100, 760);
  g_assert_cmpint (board_and_panel (w), ==, GTK_ORIENTATION_HORIZONTAL);
  g_assert_cmpint (min_width (w), <=, 360);
  gtk_window_set_default_size (GTK_WINDOW (w), 360, 760);
  UI_TEST_WAIT_UNTIL (ui_test_surface_width (GTK_WIDGET (w)) == 360
                      && board_and_panel (w) == GTK_ORIENTATION_VERTICAL
                      && gtk_widget_has_css_class (GTK_WIDGET (w), "clocks-compact"));
  /* Restyled for the narrow window at the next frames, it stays 360 px wide. */
  ui_test_wait_frames (GTK_WIDGET (w), 3);
  g_assert_cmpint (ui_test_surface_width (GTK_WIDGET (w)), ==, 360);
  g_assert_cmpint (clock_faces (w), ==, GTK_ORIENTATION_HORIZONTAL);
  g_assert_cmpint (min_width (w), <=, 360);
  ui_test_render_png (GTK_WINDOW (w), "window-360");
  gtk_window_destroy (GTK_WINDOW (w));
}

/* At a phone's width the window's busier states ask no more width either: the restore banner's
 * question, long players' names and event, a running clock, an incident logged. */
static void
test_phone_states (void)
{
  HakemWindow *w = window_at (360, 720);
  HakemSession *s = hakem_window_get_session (w);
  HakemRestoreBanner *banner = ui_test_child (w, HAKEM_TYPE_WINDOW, "restore_banner");
  hakem_restore_banner_reveal (banner,
                               "A case saved on 2 December 2026 at 14:32 was found: a "
                               "game in progress (3 half-moves). Restore it?",
                               TRUE);
  hakem_session_set_tag (s, "White", "Nepomniachtchi, Ian Alexandrovich");
  hakem_session_set_tag (s, "Black", "Vachier-Lagrave, Maxime");
  hakem_session_set_tag (s, "Event", "World Chess Championship Candidates Tournament 2026");
  g_assert_true (hakem_session_start_clock (s));
  ChessPenalty warning = { .kind = CHESS_PENALTY_WARNING, .offender = CHESS_BLACK };
  g_assert_true (hakem_session_apply_penalty (s, &warning, "11.5", NULL, NULL));
  ui_test_wait_frames (GTK_WIDGET (w), 3);
  g_assert_cmpint (min_width (w), <=, 360);
  g_assert_cmpint (ui_test_surface_width (GTK_WIDGET (w)), ==, 360);
  ui_test_render_png (GTK_WINDOW (w), "window-360-busy");
  hakem_restore_banner_conceal (banner);
  gtk_window_destroy (GTK_WINDOW (w));
}

static gboolean
is_combo_row (GtkWidget *widget, gconstpointer data)
{
  return ADW_IS_COMBO_ROW (widget);
}

static gboolean
is_switch (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_SWITCH (widget);
}

static const char *
letters (HakemWindow *w)
{
  g_autofree char *notation = NULL;
  g_object_get (w, "notation", &notation, NULL);
  return g_str_equal (notation, "tr") ? "tr" : "en";
}

/* The preferences: the letters and the board's side chosen there reach the window at once, and
 * are kept in the settings. */
static void
test_preferences (void)
{
  HakemWindow *w = window_at (1100, 760);
  HakemBoardView *board
      = HAKEM_BOARD_VIEW (ui_test_find_widget (GTK_WIDGET (w), HAKEM_TYPE_BOARD_VIEW));
  GtkWindow *prefs = hakem_preferences_window_new (GTK_WINDOW (w));
  g_assert_nonnull (prefs);
  gtk_window_present (prefs);
  ui_test_spin ();
  GtkWidget *combo = ui_test_find (GTK_WIDGET (prefs), is_combo_row, NULL);
  g_assert_nonnull (combo);
  /* The items: the interface's letters, English, Turkish. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (combo), 2);
  ui_test_spin ();
  g_assert_cmpstr (letters (w), ==, "tr");
  adw_combo_row_set_selected (ADW_COMBO_ROW (combo), 1);
  ui_test_spin ();
  g_assert_cmpstr (letters (w), ==, "en");
  g_autoptr (GSettings) settings = hakem_settings_new ();
  g_autofree char *kept = g_settings_get_string (settings, "notation-language");
  g_assert_cmpstr (kept, ==, "en");

  g_assert_false (hakem_board_view_get_flipped (board));
  GtkWidget *toggle = ui_test_find (GTK_WIDGET (prefs), is_switch, NULL);
  g_assert_nonnull (toggle);
  gtk_switch_set_active (GTK_SWITCH (toggle), TRUE);
  ui_test_spin ();
  g_assert_true (hakem_board_view_get_flipped (board));
  /* Flipped from the window, the switch follows. */
  gtk_widget_activate_action (GTK_WIDGET (w), "win.flip", NULL);
  ui_test_spin ();
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (toggle)));
  gtk_window_destroy (prefs);
  gtk_window_destroy (GTK_WINDOW (w));
}

/* State held once and followed through bindings: the board's "flipped" by the clocks and the
 * board-flipped key, the session's letters by the scoresheet, the window's "notation" and the
 * notation-language key. */
static void
test_bindings (void)
{
  HakemWindow *w = window_at (1100, 760);
  HakemSession *s = hakem_window_get_session (w);
  HakemBoardView *board
      = HAKEM_BOARD_VIEW (ui_test_find_widget (GTK_WIDGET (w), HAKEM_TYPE_BOARD_VIEW));
  HakemClockView *clock
      = HAKEM_CLOCK_VIEW (ui_test_find_widget (GTK_WIDGET (w), HAKEM_TYPE_CLOCK_VIEW));
  HakemScoresheet *sheet
      = HAKEM_SCORESHEET (ui_test_find_widget (GTK_WIDGET (w), HAKEM_TYPE_SCORESHEET));
  g_assert_nonnull (clock);
  g_assert_nonnull (sheet);
  g_autoptr (GSettings) settings = hakem_settings_new ();
  gboolean flipped = hakem_board_view_get_flipped (board);
  g_object_set (board, "flipped", !flipped, NULL);
  g_assert_cmpint (hakem_clock_view_get_flipped (clock), ==, !flipped);
  g_assert_cmpint (g_settings_get_boolean (settings, "board-flipped"), ==, !flipped);
  g_settings_set_boolean (settings, "board-flipped", flipped);
  g_assert_cmpint (hakem_board_view_get_flipped (board), ==, flipped);
  g_assert_cmpint (hakem_clock_view_get_flipped (clock), ==, flipped);

  hakem_session_set_san_language (s, CHESS_SAN_ENGLISH);
  hakem_session_set_san_language (s, CHESS_SAN_TURKISH);
  g_assert_cmpint (hakem_scoresheet_get_language (sheet), ==, CHESS_SAN_TURKISH);
  g_assert_cmpstr (letters (w), ==, "tr");
  g_autofree char *kept = g_settings_get_string (settings, "notation-language");
  g_assert_cmpstr (kept, ==, "tr");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), "win.notation", "s", "en"));
  g_assert_cmpint (hakem_session_get_san_language (s), ==, CHESS_SAN_ENGLISH);
  g_assert_cmpint (hakem_scoresheet_get_language (sheet), ==, CHESS_SAN_ENGLISH);
  gtk_window_destroy (GTK_WINDOW (w));
}

int
main (int argc, char **argv)
{
  /* The schema built with the tree, so that the window and the preferences have settings. */
  const char *root = g_getenv ("MESON_BUILD_ROOT");
  g_autofree char *schemas = g_build_filename (root ? root : ".", "assets", NULL);
  g_setenv ("GSETTINGS_SCHEMA_DIR", schemas, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  if (!ui_test_init (&argc, &argv, "adaptive"))
    return g_test_run ();
  g_autofree char *dir = ui_test_private_dir ("adaptive");
  g_test_add_func ("/adaptive/phone-width", test_phone_width);
  g_test_add_func ("/adaptive/desktop-width", test_desktop_width);
  g_test_add_func ("/adaptive/resized", test_resized);
  g_test_add_func ("/adaptive/wide-to-phone", test_wide_to_phone);
  g_test_add_func ("/adaptive/phone-states", test_phone_states);
  g_test_add_func ("/adaptive/preferences", test_preferences);
  g_test_add_func ("/adaptive/bindings", test_bindings);
  int status = g_test_run ();
  ui_test_remove_private_dir (dir);
  return status;
}
