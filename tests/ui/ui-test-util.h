/* ui-test-util.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Helpers the window tests share: running the main loop, finding a dialog, rendering a PNG.
 */
#pragma once

#include <gtk/gtk.h>

/* What every window test does first: the locale and Hakem's translations (from
 * $HAKEM_LOCALEDIR), g_test_init, then GTK with the application's style sheet. Without a display
 * it adds "/SUITE/no-display", skipped, and returns FALSE: main then only runs the tests. */
gboolean ui_test_init (int *argc, char ***argv, const char *suite);

/* A directory of this run's own, with HAKEM_CASEFILE set to a case file in it, so that no test
 * touches the arbiter's; ui_test_remove_private_dir removes the case file and the directory. */
char *ui_test_private_dir (const char *name);
void ui_test_remove_private_dir (const char *dir);

/* Activates ACTION of window W as the menu and its accelerator do; returns the dialog of TYPE it
 * opened, which must be modal and transient for W. */
GtkWindow *ui_test_open_dialog (GtkWindow *w, const char *action, GType type);

/* The child NAME of WIDGET's template of TYPE; the test fails if there is none. */
gpointer ui_test_child (gpointer widget, GType type, const char *name);

/* The width of window W on the screen, its X11 surface's (the widget is narrower by its frame's
 * border); 0 before it is realized. */
int ui_test_surface_width (GtkWidget *w);

/* Runs the main loop until nothing is pending and no dialog waits for its searches. */
void ui_test_spin (void);

/* Runs the main loop, resting 5 ms between turns, until COND holds. No time limit: how long a
 * frame or a resize takes depends on the machine's load, and a test that never gets there is
 * meson's timeout to catch, not a deadline's. */
#define UI_TEST_WAIT_UNTIL(cond)                                                                   \
  G_STMT_START                                                                                     \
  {                                                                                                \
    while (!(cond))                                                                                \
      {                                                                                            \
        ui_test_spin ();                                                                           \
        g_usleep (5000);                                                                           \
      }                                                                                            \
    ui_test_spin ();                                                                               \
  }                                                                                                \
  G_STMT_END

/* Runs the main loop until WIDGET's frame clock has ticked FRAMES times (the style changes of
 * one frame applied at the next). */
void ui_test_wait_frames (GtkWidget *widget, int frames);

/* ROOT or the first of its descendants (depth first) for which MATCH (widget, DATA) holds, or
 * NULL. */
typedef gboolean (*UiTestMatch) (GtkWidget *widget, gconstpointer data);
GtkWidget *ui_test_find (GtkWidget *root, UiTestMatch match, gconstpointer data);

/* ROOT or the first of its descendants (depth first) of that type, or NULL. */
GtkWidget *ui_test_find_widget (GtkWidget *root, GType type);

/* The visible toplevel transient for PARENT (a question or dialog it opened), or NULL. */
GtkWindow *ui_test_find_transient (GtkWindow *parent);

/* ROOT's first button (depth first) whose label, mnemonic included, is LABEL, or NULL. */
GtkWidget *ui_test_find_button (GtkWidget *root, const char *label);
/* Clicks the button labelled LABEL under ROOT (the test fails without one) and runs the loop. */
void ui_test_click_button (GtkWidget *root, const char *label);

/* Whether ACTION ("win.NAME") of WINDOW can be chosen, as a button or menu item naming it shows
 * it: greyed out or not. */
gboolean ui_test_action_enabled (GtkWindow *window, const char *action);

/* The first toplevel window of that type, or NULL. */
GtkWindow *ui_test_find_toplevel (GType type);

/* Renders the window, once it is mapped at its natural size, into
 * $MESON_BUILD_ROOT/NAME-LANGUAGE.png, for a person to look at. */
void ui_test_render_png (GtkWindow *window, const char *name);
