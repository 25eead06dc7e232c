/* test-session-state.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The session's clock state and result as properties: each notified once when its value changes,
 * never when it does not, and before the "changed" or "clock-changed" that views also follow.
 */
#include <glib.h>

#include "hakem-session.h"
#include "session-test-util.h"

#define STANDARD_TC "40/5400+30:1800+30"

static int
compare_names (gconstpointer a, gconstpointer b, gpointer data)
{
  return g_strcmp0 (*(char *const *) a, *(char *const *) b);
}

/* What happened on the session, in order: "notify:clock-state", "clock-changed", ... */
typedef struct
{
  GString *log;
} Watch;

static void
on_notify (GObject *object, GParamSpec *pspec, Watch *w)
{
  g_string_append_printf (w->log, "notify:%s ", pspec->name);
}

static void
on_changed (HakemSession *s, Watch *w)
{
  g_string_append (w->log, "changed ");
}

static void
on_clock_changed (HakemSession *s, Watch *w)
{
  g_string_append (w->log, "clock-changed ");
}

static const char *const state_props[]
    = { "clock-state", "clock-side", "clock-running", "result", "over", "outcome" };
/* Watched on their own (test_moves): the others' logs stay short. */
static const char *const place_props[] = { "side-to-move", "ply" };

static void
watch (HakemSession *s, Watch *w)
{
  w->log = g_string_new (NULL);
  for (gsize i = 0; i < G_N_ELEMENTS (state_props); i++)
    {
      g_autofree char *detailed = g_strconcat ("notify::", state_props[i], NULL);
      g_signal_connect (s, detailed, G_CALLBACK (on_notify), w);
    }
  g_signal_connect (s, "changed", G_CALLBACK (on_changed), w);
  g_signal_connect (s, "clock-changed", G_CALLBACK (on_clock_changed), w);
}

/* The log since the last call, and a fresh one. Notifications that come together (thawed at
 * once: GLib does not promise their order) are sorted by name. */
static char *
take (Watch *w)
{
  g_auto (GStrv) words = g_strsplit (g_strstrip (w->log->str), " ", -1);
  guint n = g_strv_length (words);
  for (guint i = 0; i < n;)
    {
      guint end = i;
      while (end < n && g_str_has_prefix (words[end], "notify:"))
        end++;
      if (end > i + 1)
        g_qsort_with_data (words + i, (gint) (end - i), sizeof (char *),
                           (GCompareDataFunc) compare_names, NULL);
      i = end > i ? end : i + 1;
    }
  g_string_truncate (w->log, 0);
  return g_strjoinv (" ", words);
}

#define ASSERT_LOG(w, expected)                                                                    \
  do                                                                                               \
    {                                                                                              \
      g_autofree char *log_ = take (w);                                                            \
      g_assert_cmpstr (log_, ==, expected);                                                        \
    }                                                                                              \
  while (0)

static int
get_enum (HakemSession *s, const char *name)
{
  GValue v = G_VALUE_INIT;
  g_value_init (&v, HAKEM_TYPE_CLOCK_STATE);
  g_object_get_property (G_OBJECT (s), name, &v);
  return g_value_get_enum (&v);
}

static int
get_int (HakemSession *s, const char *name)
{
  int value;
  g_object_get (s, name, &value, NULL);
  return value;
}

static gboolean
get_bool (HakemSession *s, const char *name)
{
  gboolean value;
  g_object_get (s, name, &value, NULL);
  return value;
}

/* The clock's life under a standard control (6.6, 6.2.1, 6.11): ready, running for White, for
 * Black after White's move, stopped and restarted by the arbiter. */
static void
test_clock (void)
{
  g_autoptr (HakemSession) s = hakem_session_new ();
  start_game (s, NULL, STANDARD_TC);
  Watch w;
  watch (s, &w);
  g_assert_cmpint (get_enum (s, "clock-state"), ==, HAKEM_CLOCK_READY);
  g_assert_cmpint (get_int (s, "clock-side"), ==, CHESS_WHITE);
  g_assert_false (get_bool (s, "clock-running"));

  g_assert_true (hakem_session_start_clock (s));
  ASSERT_LOG (&w, "notify:clock-running notify:clock-state clock-changed");
  g_assert_cmpint (get_enum (s, "clock-state"), ==, HAKEM_CLOCK_RUNNING);
  g_assert_true (get_bool (s, "clock-running"));
  /* Started twice: the clock refuses, nothing is said. */
  g_assert_false (hakem_session_start_clock (s));
  ASSERT_LOG (&w, "");

  /* e4 completed (6.2.1): Black's clock runs; the state is still "running". */
  play (s, "e2e4");
  ASSERT_LOG (&w, "notify:clock-side changed clock-changed");
  g_assert_cmpint (get_int (s, "clock-side"), ==, CHESS_BLACK);

  /* Time put on a clock moves a time, not the state. */
  g_assert_true (hakem_session_adjust_clock (s, CHESS_WHITE, 120));
  ASSERT_LOG (&w, "clock-changed");

  g_assert_true (hakem_session_stop_clock (s));
  ASSERT_LOG (&w, "notify:clock-running notify:clock-state clock-changed");
  g_assert_cmpint (get_enum (s, "clock-state"), ==, HAKEM_CLOCK_STOPPED);
  g_assert_cmpint (get_int (s, "clock-side"), ==, CHESS_BLACK);
  g_assert_true (hakem_session_resume_clock (s));
  ASSERT_LOG (&w, "notify:clock-running notify:clock-state clock-changed");

  /* A new game: the clock waits again for White. */
  start_game (s, NULL, STANDARD_TC);
  ASSERT_LOG (&w, "notify:clock-running notify:clock-side notify:clock-state changed "
                  "clock-changed");
  g_assert_cmpint (get_enum (s, "clock-state"), ==, HAKEM_CLOCK_READY);
  /* Without a clock ("-": PGN's unknown control is "?", none is "-"). */
  start_game (s, NULL, "-");
  ASSERT_LOG (&w, "notify:clock-state changed clock-changed");
  g_assert_cmpint (get_enum (s, "clock-state"), ==, HAKEM_CLOCK_NONE);
  g_string_free (w.log, TRUE);
}

/* The result as 5.1.1 and 5.1.2 make it: checkmate ends the game and stops the clock; taking the
 * mate back, a resignation, and reopening it. */
static void
test_result (void)
{
  g_autoptr (HakemSession) s = hakem_session_new ();
  start_game (s, NULL, STANDARD_TC);
  g_assert_true (hakem_session_start_clock (s));
  play (s, "f2f3 e7e5 g2g4");
  Watch w;
  watch (s, &w);
  g_assert_cmpint (get_int (s, "result"), ==, CHESS_RESULT_NONE);
  g_assert_false (get_bool (s, "over"));
  g_autofree char *none = NULL;
  g_object_get (s, "outcome", &none, NULL);
  g_assert_null (none);

  /* Qh4#: 0-1 (5.1.1); the clock stops with it (the stop says so first), once the move is
   * completed (the press). */
  play (s, "d8h4");
  ASSERT_LOG (&w, "notify:clock-running notify:clock-side notify:clock-state notify:outcome "
                  "notify:over notify:result clock-changed changed clock-changed");
  g_assert_cmpint (get_int (s, "result"), ==, CHESS_RESULT_BLACK_WINS);
  g_assert_true (get_bool (s, "over"));
  g_autofree char *mate = NULL;
  g_object_get (s, "outcome", &mate, NULL);
  g_assert_nonnull (mate);
  g_assert_true (g_str_has_prefix (mate, "0–1 "));
  g_assert_true (g_str_has_suffix (mate, "5.1.1"));
  /* A tag is no part of the result. */
  hakem_session_set_tag (s, "Event", "Club");
  ASSERT_LOG (&w, "changed");

  /* The mate taken back: the game goes on. */
  g_assert_true (hakem_session_undo (s));
  ASSERT_LOG (&w, "notify:outcome notify:over notify:result changed");
  g_assert_cmpint (get_int (s, "result"), ==, CHESS_RESULT_NONE);

  /* White resigns (5.1.2): 0-1 again, with another reason. */
  hakem_session_end_game (s, CHESS_RESULT_BLACK_WINS, CHESS_ENDING_RESIGNATION);
  ASSERT_LOG (&w, "notify:outcome notify:over notify:result changed");
  g_autofree char *resigned = NULL;
  g_object_get (s, "outcome", &resigned, NULL);
  g_assert_true (g_str_has_prefix (resigned, "0–1 "));
  g_assert_true (g_str_has_suffix (resigned, "5.1.2"));

  /* The arbiter's 1/2-1/2 replaces it: the result and the outcome change, "over" does not. */
  hakem_session_end_game (s, CHESS_RESULT_DRAW, CHESS_ENDING_ARBITER);
  ASSERT_LOG (&w, "notify:outcome notify:result changed");

  g_assert_true (hakem_session_reopen (s, NULL, NULL));
  ASSERT_LOG (&w, "notify:outcome notify:over notify:result changed");
  g_assert_false (get_bool (s, "over"));
  g_string_free (w.log, TRUE);
}

/* The place in the game: the player to move and the half-moves recorded, from a position with
 * Black to move (a set-up start, 8.5.3's reconstructions too) and back. */
static void
test_moves (void)
{
  g_autoptr (HakemSession) s = hakem_session_new ();
  Watch w = { g_string_new (NULL) };
  for (gsize i = 0; i < G_N_ELEMENTS (place_props); i++)
    {
      g_autofree char *detailed = g_strconcat ("notify::", place_props[i], NULL);
      g_signal_connect (s, detailed, G_CALLBACK (on_notify), &w);
    }
  g_signal_connect (s, "changed", G_CALLBACK (on_changed), &w);
  g_assert_cmpint (get_int (s, "side-to-move"), ==, CHESS_WHITE);
  g_assert_cmpint (get_int (s, "ply"), ==, 0);

  play (s, "e2e4");
  ASSERT_LOG (&w, "notify:ply notify:side-to-move changed");
  g_assert_cmpint (get_int (s, "side-to-move"), ==, CHESS_BLACK);
  g_assert_cmpint (get_int (s, "ply"), ==, 1);
  play (s, "e7e5");
  ASSERT_LOG (&w, "notify:ply notify:side-to-move changed");
  g_assert_cmpint (get_int (s, "side-to-move"), ==, CHESS_WHITE);
  g_assert_cmpint (get_int (s, "ply"), ==, 2);
  /* A tag is no move. */
  hakem_session_set_tag (s, "Round", "3");
  ASSERT_LOG (&w, "changed");
  g_assert_true (hakem_session_undo (s));
  ASSERT_LOG (&w, "notify:ply notify:side-to-move changed");
  g_assert_cmpint (get_int (s, "ply"), ==, 1);

  /* A new game from a position with Black to move: no move yet, Black to move; the player to
   * move is the same after the position's first move is taken back, the count is not. */
  start_game (s, "4k3/8/8/8/8/8/8/4K2R b K - 0 1", "-");
  ASSERT_LOG (&w, "notify:ply changed");
  g_assert_cmpint (get_int (s, "side-to-move"), ==, CHESS_BLACK);
  g_assert_cmpint (get_int (s, "ply"), ==, 0);
  play (s, "e8d8");
  ASSERT_LOG (&w, "notify:ply notify:side-to-move changed");
  g_assert_cmpint (get_int (s, "side-to-move"), ==, CHESS_WHITE);
  g_string_free (w.log, TRUE);
}

/* Read-only, and notified only by the session (G_PARAM_EXPLICIT_NOTIFY). */
static void
test_flags (void)
{
  g_autoptr (GTypeClass) klass = g_type_class_ref (HAKEM_TYPE_SESSION);
  for (gsize i = 0; i < G_N_ELEMENTS (state_props); i++)
    {
      GParamSpec *pspec = g_object_class_find_property (G_OBJECT_CLASS (klass), state_props[i]);
      g_assert_nonnull (pspec);
      g_assert_true (pspec->flags & G_PARAM_READABLE);
      g_assert_false (pspec->flags & G_PARAM_WRITABLE);
      g_assert_true (pspec->flags & G_PARAM_EXPLICIT_NOTIFY);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (place_props); i++)
    {
      GParamSpec *pspec = g_object_class_find_property (G_OBJECT_CLASS (klass), place_props[i]);
      g_assert_nonnull (pspec);
      g_assert_false (pspec->flags & G_PARAM_WRITABLE);
      g_assert_true (pspec->flags & G_PARAM_EXPLICIT_NOTIFY);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/session-state/clock", test_clock);
  g_test_add_func ("/session-state/result", test_result);
  g_test_add_func ("/session-state/moves", test_moves);
  g_test_add_func ("/session-state/flags", test_flags);
  return g_test_run ();
}
