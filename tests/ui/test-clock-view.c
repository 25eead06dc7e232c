/* test-clock-view.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The clock view in a window (under Xvfb): times, the running mark, moves and periods, the
 * arbiter's stop, the frames that move a running clock, a simple delay and a fallen flag.
 */
#include "config.h"

#include <gtk/gtk.h>

#include "hakem-clock-view.h"

typedef struct
{
  HakemSession *session;
  GtkWindow *window;
  HakemClockView *view;
} Fixture;

static gboolean have_display;

static void
fixture_set_up (Fixture *fx, gconstpointer data)
{
  if (!have_display)
    return;
  fx->session = hakem_session_new ();
  const char *tc_text = data;
  if (tc_text)
    {
      ChessTimeControl tc;
      g_assert_cmpint (chess_time_control_parse (&tc, tc_text, NULL), ==, CHESS_TIME_CONTROL_OK);
      hakem_session_new_game (fx->session, NULL, &tc);
    }
  fx->window = GTK_WINDOW (gtk_window_new ());
  fx->view = HAKEM_CLOCK_VIEW (hakem_clock_view_new ());
  hakem_clock_view_set_session (fx->view, fx->session);
  gtk_window_set_child (fx->window, GTK_WIDGET (fx->view));
  gtk_window_present (fx->window);
  while (!gtk_widget_get_mapped (GTK_WIDGET (fx->view)))
    g_main_context_iteration (NULL, TRUE);
}

static void
fixture_tear_down (Fixture *fx, gconstpointer data)
{
  if (!have_display)
    return;
  gtk_window_destroy (fx->window);
  g_clear_object (&fx->session);
}

static GtkWidget *
child (Fixture *fx, const char *name)
{
  GObject *obj = gtk_widget_get_template_child (GTK_WIDGET (fx->view), HAKEM_TYPE_CLOCK_VIEW, name);
  g_assert_nonnull (obj);
  return GTK_WIDGET (obj);
}

static const char *
text (Fixture *fx, const char *name)
{
  return gtk_label_get_text (GTK_LABEL (child (fx, name)));
}

static void
assert_description (Fixture *fx, const char *name, const char *expected)
{
  g_autofree char *actual = gtk_test_accessible_check_property (
      GTK_ACCESSIBLE (child (fx, name)), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected);
  if (actual)
    g_error ("%s: description \"%s\", expected \"%s\"", name, actual, expected);
}

static gboolean
done (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Lets the frame clock run for ms milliseconds of real time. */
static void
run_for (guint ms)
{
  gboolean over = FALSE;
  g_timeout_add (ms, done, &over);
  while (!over)
    g_main_context_iteration (NULL, TRUE);
}

static ChessMove
move (int from_file, int from_rank, int to_file, int to_rank)
{
  return chess_move_make (CHESS_SQUARE (from_file, from_rank), CHESS_SQUARE (to_file, to_rank),
                          CHESS_MOVE_NORMAL, CHESS_PAWN);
}

#define SKIP_WITHOUT_DISPLAY()                                                                     \
  do                                                                                               \
    {                                                                                              \
      if (!have_display)                                                                           \
        {                                                                                          \
          g_test_skip ("no display");                                                              \
          return;                                                                                  \
        }                                                                                          \
    }                                                                                              \
  while (0)

/* The FIDE control 40/5400+30:1800+30: start, a move, the increment, stop and restart. */
static void
test_start_press_stop (Fixture *fx, gconstpointer data)
{
  SKIP_WITHOUT_DISPLAY ();
  g_assert_true (g_str_has_prefix (text (fx, "control"), "Time control: "));
  /* 90 minutes is standard play (A.1): its regulations are shown in force. */
  g_assert_true (g_str_has_suffix (text (fx, "control"), " · Standard play"));
  g_assert_false (gtk_widget_has_css_class (child (fx, "control"), "warning"));
  g_assert_cmpstr (text (fx, "white_time"), ==, "1:30:00");
  g_assert_cmpstr (text (fx, "black_time"), ==, "1:30:00");
  g_assert_cmpstr (text (fx, "white_detail"), ==, "Moves: 0 · period 1 of 2");
  g_assert_cmpstr (text (fx, "white_state_label"), ==, "");
  g_assert_true (gtk_widget_get_visible (child (fx, "start_button")));
  g_assert_false (gtk_widget_get_visible (child (fx, "stop_button")));
  assert_description (fx, "white_time", "White: 1 hour 30 minutes");

  g_assert_true (hakem_session_start_clock (fx->session));
  g_assert_cmpstr (text (fx, "white_state_label"), ==, "Running");
  g_assert_true (gtk_widget_has_css_class (child (fx, "white_face"), "running"));
  g_assert_false (gtk_widget_has_css_class (child (fx, "black_face"), "running"));
  g_assert_false (gtk_widget_get_visible (child (fx, "start_button")));
  g_assert_true (gtk_widget_get_visible (child (fx, "stop_button")));
  assert_description (fx, "white_time", "White: 1 hour 30 minutes, running");

  /* e4: White's clock gets its 30 s increment, Black's runs. */
  g_assert_true (hakem_session_play (fx->session, move (4, 1, 4, 3)));
  g_assert_cmpstr (text (fx, "white_time"), ==, "1:30:30");
  g_assert_cmpstr (text (fx, "white_detail"), ==, "Moves: 1 · period 1 of 2");
  g_assert_cmpstr (text (fx, "black_detail"), ==, "Moves: 0 · period 1 of 2");
  g_assert_cmpstr (text (fx, "white_state_label"), ==, "");
  g_assert_cmpstr (text (fx, "black_state_label"), ==, "Running");
  g_assert_false (gtk_widget_has_css_class (child (fx, "white_face"), "running"));
  g_assert_true (gtk_widget_has_css_class (child (fx, "black_face"), "running"));
  assert_description (fx, "white_time", "White: 1 hour 30 minutes 30 seconds");
  assert_description (fx, "black_time", "Black: 1 hour 30 minutes, running");
  const ChessGame *game = hakem_session_get_game (fx->session);
  g_assert_cmpint (game->moves[0].clock_ms, >, 5429000);

  g_assert_true (hakem_session_stop_clock (fx->session));
  g_assert_cmpstr (text (fx, "black_state_label"), ==, "Stopped");
  g_assert_true (gtk_widget_has_css_class (child (fx, "black_face"), "stopped"));
  g_assert_false (gtk_widget_has_css_class (child (fx, "black_face"), "running"));
  g_assert_false (gtk_widget_get_visible (child (fx, "stop_button")));
  g_assert_true (gtk_widget_get_visible (child (fx, "resume_button")));
  assert_description (fx, "black_time", "Black: 1 hour 30 minutes, stopped");

  g_assert_true (hakem_session_resume_clock (fx->session));
  g_assert_cmpstr (text (fx, "black_state_label"), ==, "Running");
  g_assert_false (gtk_widget_get_visible (child (fx, "resume_button")));
}

/* The frame clock moves the running time; the stopped one stays. */
static void
test_frames (Fixture *fx, gconstpointer data)
{
  SKIP_WITHOUT_DISPLAY ();
  g_assert_true (hakem_session_start_clock (fx->session));
  run_for (1300);
  g_assert_true (g_str_has_prefix (text (fx, "white_time"), "1:29:5"));
  g_assert_cmpstr (text (fx, "black_time"), ==, "1:30:00");
  g_assert_true (hakem_session_stop_clock (fx->session));
  g_autofree char *stopped = g_strdup (text (fx, "white_time"));
  run_for (1100);
  g_assert_cmpstr (text (fx, "white_time"), ==, stopped);
}

/* Tenths under ten seconds, 0:00:00.0 and the flag once the time is out. */
static void
test_flag_fall (Fixture *fx, gconstpointer data)
{
  SKIP_WITHOUT_DISPLAY ();
  g_assert_cmpstr (text (fx, "white_time"), ==, "0:00:02.0");
  g_assert_cmpstr (text (fx, "white_detail"), ==, "Moves: 0");
  g_assert_false (gtk_widget_get_visible (child (fx, "white_flag")));
  g_assert_true (hakem_session_start_clock (fx->session));
  run_for (2300);
  g_assert_cmpstr (text (fx, "white_time"), ==, "0:00:00.0");
  g_assert_true (gtk_widget_get_visible (child (fx, "white_flag")));
  g_assert_false (gtk_widget_get_visible (child (fx, "black_flag")));
  GtkWidget *flag_label = gtk_widget_get_last_child (child (fx, "white_flag"));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (flag_label)), ==, "Flag fallen");
  g_assert_true (gtk_widget_has_css_class (child (fx, "white_face"), "flag-fallen"));
  assert_description (fx, "white_time", "White: 0 seconds, running, flag fallen");
}

/* A simple delay (6.3.2): the delay runs down before the main time. */
static void
test_delay (Fixture *fx, gconstpointer data)
{
  SKIP_WITHOUT_DISPLAY ();
  g_assert_true (gtk_widget_get_visible (child (fx, "white_delay")));
  g_assert_cmpstr (text (fx, "white_delay"), ==, "Delay: 5 seconds");
  g_assert_cmpstr (text (fx, "black_delay"), ==, "");
  g_assert_true (hakem_session_start_clock (fx->session));
  run_for (1200);
  g_assert_cmpstr (text (fx, "white_delay"), ==, "Delay: 4 seconds");
  g_assert_cmpstr (text (fx, "white_time"), ==, "0:01:00");
}

/* No clock: the faces and buttons give way to one line. */
static void
test_no_clock (Fixture *fx, gconstpointer data)
{
  SKIP_WITHOUT_DISPLAY ();
  /* The regulations in force follow: a game without a clock fits any class. */
  g_assert_cmpstr (text (fx, "control"), ==, "Played without a clock · Standard play");
  g_assert_false (gtk_widget_get_visible (child (fx, "faces")));
  g_assert_false (gtk_widget_get_visible (child (fx, "buttons")));
}

/* Black's clock on top as on an unflipped board; flipped, White's. */
static void
test_flipped (Fixture *fx, gconstpointer data)
{
  SKIP_WITHOUT_DISPLAY ();
  GtkWidget *faces = child (fx, "faces");
  g_assert_true (gtk_widget_get_first_child (faces) == child (fx, "black_face"));
  hakem_clock_view_set_flipped (fx->view, TRUE);
  g_assert_true (gtk_widget_get_first_child (faces) == child (fx, "white_face"));
  hakem_clock_view_set_flipped (fx->view, FALSE);
  g_assert_true (gtk_widget_get_first_child (faces) == child (fx, "black_face"));
}

/* Each clock is named after its player once the record names them. */
static void
test_named (Fixture *fx, gconstpointer data)
{
  SKIP_WITHOUT_DISPLAY ();
  g_assert_cmpstr (text (fx, "white_name"), ==, "White");
  hakem_session_set_tag (fx->session, "White", "Carlsen, Magnus");
  hakem_session_set_tag (fx->session, "Black", "?");
  g_assert_cmpstr (text (fx, "white_name"), ==, "White (Carlsen, Magnus)");
  g_assert_cmpstr (text (fx, "black_name"), ==, "Black");
  /* A screen reader hears the player with the time. */
  g_assert_true (hakem_session_start_clock (fx->session));
  run_for (100);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (child (fx, "white_time")),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "White (Carlsen, Magnus): 1 hour 30 minutes, running");
}

/* Given another session, the view follows that one's clock state and no longer the first's: the
 * running face and the buttons come from the session's properties, not from whoever showed the
 * view. */
static void
test_other_session (Fixture *fx, gconstpointer data)
{
  SKIP_WITHOUT_DISPLAY ();
  g_autoptr (HakemSession) other = hakem_session_new ();
  g_assert_true (hakem_session_start_clock (other));
  g_assert_true (hakem_session_play (other, move (4, 1, 4, 3)));
  hakem_clock_view_set_session (fx->view, other);
  g_assert_true (gtk_widget_has_css_class (child (fx, "black_face"), "running"));
  g_assert_false (gtk_widget_has_css_class (child (fx, "white_face"), "running"));
  g_assert_false (gtk_widget_get_visible (child (fx, "start_button")));
  g_assert_true (gtk_widget_get_visible (child (fx, "stop_button")));
  /* The first session's clock starts: nothing changes here. */
  g_assert_true (hakem_session_start_clock (fx->session));
  g_assert_true (gtk_widget_has_css_class (child (fx, "black_face"), "running"));
  g_assert_false (gtk_widget_has_css_class (child (fx, "white_face"), "running"));
  /* The other's stops: Restart shows, Black's face is the stopped one. */
  g_assert_true (hakem_session_stop_clock (other));
  g_assert_true (gtk_widget_has_css_class (child (fx, "black_face"), "stopped"));
  g_assert_false (gtk_widget_get_visible (child (fx, "stop_button")));
  g_assert_true (gtk_widget_get_visible (child (fx, "resume_button")));
  assert_description (fx, "black_time", "Black: 1 hour 30 minutes, stopped");
  /* Back to the first, running for White. */
  hakem_clock_view_set_session (fx->view, fx->session);
  g_assert_true (gtk_widget_has_css_class (child (fx, "white_face"), "running"));
  g_assert_false (gtk_widget_has_css_class (child (fx, "black_face"), "stopped"));
  g_assert_true (gtk_widget_get_visible (child (fx, "stop_button")));
  g_assert_false (gtk_widget_get_visible (child (fx, "resume_button")));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  have_display = gtk_init_check ();
#define ADD(path, tc, fn) g_test_add (path, Fixture, tc, fixture_set_up, fn, fixture_tear_down)
  ADD ("/clock-view/start-press-stop", NULL, test_start_press_stop);
  ADD ("/clock-view/frames", NULL, test_frames);
  ADD ("/clock-view/flag-fall", "2", test_flag_fall);
  ADD ("/clock-view/delay", "60d5", test_delay);
  ADD ("/clock-view/no-clock", "-", test_no_clock);
  ADD ("/clock-view/flipped", NULL, test_flipped);
  ADD ("/clock-view/named", NULL, test_named);
  ADD ("/clock-view/other-session", NULL, test_other_session);
#undef ADD
  return g_test_run ();
}
