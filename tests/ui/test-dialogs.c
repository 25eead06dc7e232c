/* test-dialogs.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * What every dialog shares, under Xvfb: its primary button is the default, Enter applies it from
 * the entries, spin buttons, check buttons and drop-downs, Escape closes it, and its width stays
 * the same whatever option is chosen.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <gtk/gtk.h>
#include <string.h>

#include "hakem-claim-dialog.h"
#include "hakem-clock-set-dialog.h"
#include "hakem-dialog-util.h"
#include "hakem-flag-dialog.h"
#include "hakem-illegal-dialog.h"
#include "hakem-new-game-dialog.h"
#include "hakem-penalty-dialog.h"
#include "hakem-reconstruction-view.h"
#include "hakem-regulations-dialog.h"
#include "hakem-result-dialog.h"
#include "ui-test-util.h"

/* ---- the dialogs ---- */

static void
play (HakemSession *s, const char *moves)
{
  g_auto (GStrv) list = g_strsplit (moves, " ", -1);
  for (int i = 0; list[i]; i++)
    {
      const ChessGame *game = hakem_session_get_game (s);
      ChessSanReading r;
      g_assert_cmpint (chess_san_read (&game->current, list[i], CHESS_SAN_ENGLISH, 0, &r), ==,
                       CHESS_SAN_OK);
      g_assert_true (hakem_session_play (s, r.move));
    }
}

/* The dialog of that name, as the window's action makes it, on session s. */
static GtkWindow *
dialog_new (const char *name, HakemSession *s)
{
  GtkWidget *d = NULL;
  if (g_str_equal (name, "claim"))
    d = GTK_WIDGET (hakem_claim_dialog_new (NULL, s));
  else if (g_str_equal (name, "illegal"))
    d = GTK_WIDGET (hakem_illegal_dialog_new (NULL, s, -1));
  else if (g_str_equal (name, "flag"))
    d = GTK_WIDGET (hakem_flag_dialog_new (NULL, s));
  else if (g_str_equal (name, "penalty"))
    d = GTK_WIDGET (hakem_penalty_dialog_new (NULL, s));
  else if (g_str_equal (name, "result"))
    d = GTK_WIDGET (hakem_result_dialog_new (NULL, s));
  else if (g_str_equal (name, "new-game"))
    d = GTK_WIDGET (hakem_new_game_dialog_new (NULL, s));
  else if (g_str_equal (name, "regulations"))
    d = GTK_WIDGET (hakem_regulations_dialog_new (NULL, s));
  else if (g_str_equal (name, "reconstruction"))
    d = hakem_reconstruction_view_new (NULL, s);
  g_assert_nonnull (d);
  return GTK_WINDOW (d);
}

typedef struct
{
  const char *name;
  GType (*type) (void);
  const char *primary; /* the template child that is the default at first */
  const char *applied; /* the signal that says the dialog did its work */
} DialogCase;

static const DialogCase dialogs[] = {
  { "claim", hakem_claim_dialog_get_type, "rule_button", "applied" },
  { "illegal", hakem_illegal_dialog_get_type, "apply_button", "applied" },
  { "flag", hakem_flag_dialog_get_type, "apply_button", "applied" },
  { "penalty", hakem_penalty_dialog_get_type, "apply_button", "applied" },
  { "result", hakem_result_dialog_get_type, "apply_button", "applied" },
  { "new-game", hakem_new_game_dialog_get_type, "start_button", "started" },
  { "regulations", hakem_regulations_dialog_get_type, "apply_button", "applied" },
  { "reconstruction", hakem_reconstruction_view_get_type, "start_button", "finished" },
};

/* A game under way, with a clock, for every dialog to have something to rule on. */
static HakemSession *
session_new (void)
{
  HakemSession *s = hakem_session_new ();
  play (s, "e4 e5 Nf3 Nc6");
  return s;
}

static GtkWindow *
open_case (const DialogCase *c, HakemSession *s)
{
  GtkWindow *d = dialog_new (c->name, s);
  gtk_window_present (d);
  ui_test_spin ();
  return d;
}

static gpointer
child (GtkWindow *d, const DialogCase *c, const char *name)
{
  return ui_test_child (d, c->type (), name);
}

/* One handler for each shape of the dialogs' "done" signals. */
static void
applied_cb (GtkWindow *d, int *count)
{
  (*count)++;
}

static void
started_cb (GtkWindow *d, const char *time_control, int *count)
{
  (*count)++;
}

static void
finished_cb (GtkWindow *d, gboolean adopted, int *count)
{
  (*count)++;
}

static void
watch_done (GtkWindow *d, const DialogCase *c, int *count)
{
  GCallback cb = g_str_equal (c->applied, "started")    ? G_CALLBACK (started_cb)
                 : g_str_equal (c->applied, "finished") ? G_CALLBACK (finished_cb)
                                                        : G_CALLBACK (applied_cb);
  g_signal_connect (d, c->applied, cb, count);
}

/* A button activated from the keyboard shows itself pressed for a moment and only then emits
 * "clicked" (GTK 4.8's activate): the loop runs until the dialog has done its work. */
static void
wait_done (int *done)
{
  while (*done == 0)
    g_main_context_iteration (NULL, TRUE);
  ui_test_spin ();
}

/* ---- Enter and Escape ---- */

static void
assert_entries_activate_default (GtkWidget *widget)
{
  if (GTK_IS_SPIN_BUTTON (widget))
    {
      GtkEditable *text = gtk_editable_get_delegate (GTK_EDITABLE (widget));
      g_assert_true (GTK_IS_TEXT (text));
      if (!gtk_text_get_activates_default (GTK_TEXT (text)))
        g_error ("a spin button (%s) does not activate the default", gtk_widget_get_name (widget));
      return;
    }
  if (GTK_IS_ENTRY (widget))
    {
      /* Only an entry that does its own thing on Enter (the recalled move) may keep it. */
      gboolean own = g_signal_has_handler_pending (
          widget, g_signal_lookup ("activate", GTK_TYPE_ENTRY), 0, FALSE);
      if (!own && !gtk_entry_get_activates_default (GTK_ENTRY (widget)))
        g_error ("an entry (%s) does not activate the default", gtk_widget_get_name (widget));
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    assert_entries_activate_default (c);
}

/* Whether the dialog's class binds KEY to ACTION (GTK keeps class bindings as shortcuts in a
 * controller of each instance). */
static gboolean
binds (GtkWidget *widget, const char *key, const char *action)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);
  g_autofree char *want = g_strdup_printf ("action(%s)", action);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) o = g_list_model_get_item (controllers, i);
      if (!GTK_IS_SHORTCUT_CONTROLLER (o))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (o)); j++)
        {
          g_autoptr (GtkShortcut) sc = g_list_model_get_item (G_LIST_MODEL (o), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (sc);
          GtkShortcutAction *act = gtk_shortcut_get_action (sc);
          g_autofree char *t = trigger ? gtk_shortcut_trigger_to_string (trigger) : NULL;
          g_autofree char *a = act ? gtk_shortcut_action_to_string (act) : NULL;
          if (g_strcmp0 (t, key) == 0 && g_strcmp0 (a, want) == 0)
            return TRUE;
        }
    }
  return FALSE;
}

/* The primary button is the default; every entry and spin button activates it; Escape closes. */
static void
test_default (gconstpointer data)
{
  const DialogCase *c = data;
  g_autoptr (HakemSession) s = session_new ();
  GtkWindow *d = open_case (c, s);
  g_assert_true (gtk_window_get_default_widget (d) == child (d, c, c->primary));
  assert_entries_activate_default (GTK_WIDGET (d));
  g_assert_true (binds (GTK_WIDGET (d), "Escape", "window.close"));
  gtk_window_destroy (d);
}

static gboolean
is_default_entry (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_ENTRY (widget) && gtk_entry_get_activates_default (GTK_ENTRY (widget))
         && gtk_widget_is_drawable (widget);
}

/* Enter in an entry comes to "default.activate" with the entry's text focused. */
static void
enter_in_entry (GtkWindow *d)
{
  GtkWidget *entry = ui_test_find (GTK_WIDGET (d), is_default_entry, NULL);
  g_assert_nonnull (entry);
  gtk_widget_grab_focus (entry);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (d), "default.activate", NULL));
}

/* "default.activate", what Return, keypad Enter and an entry's Enter come to in GTK 4.8, applies
 * the dialog (the claim: the first rules, the second applies the ruling shown; the
 * reconstruction: the first starts it, the second adopts the matching recollection). */
static void
test_enter_applies (gconstpointer data)
{
  const DialogCase *c = data;
  g_autoptr (HakemSession) s = session_new ();
  GtkWindow *d = open_case (c, s);
  g_object_ref (d);
  int done = 0;
  watch_done (d, c, &done);
  gboolean two_steps = g_str_equal (c->name, "claim") || g_str_equal (c->name, "reconstruction");
  if (g_str_equal (c->name, "result"))
    /* White resigns, the first option, needs nothing more. */
    g_assert_true (gtk_widget_get_sensitive (child (d, c, "apply_button")));
  GtkWidget *first = gtk_window_get_default_widget (d);
  enter_in_entry (d);
  if (two_steps)
    {
      /* The first step done, the second step's button is the default. */
      while (gtk_window_get_default_widget (d) == first)
        g_main_context_iteration (NULL, TRUE);
      ui_test_spin ();
      g_assert_cmpint (done, ==, 0);
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (d)));
      if (g_str_equal (c->name, "reconstruction"))
        {
          /* The recollection replayed to the position on the board. */
          for (const char *const *m = (const char *const[]){ "e4", "e5", "Nf3", "Nc6", NULL }; *m;
               m++)
            g_assert_true (hakem_reconstruction_view_play (HAKEM_RECONSTRUCTION_VIEW (d), *m));
        }
      g_assert_true (
          gtk_window_get_default_widget (d)
          == child (d, c, g_str_equal (c->name, "claim") ? "apply_button" : "adopt_button"));
      enter_in_entry (d);
    }
  wait_done (&done);
  g_assert_cmpint (done, ==, 1);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (d)));
  g_object_unref (d);
}

/* Enter from a check button or an active radio button, and from a closed drop-down, applies
 * (GTK 4.8 would toggle or open them: Space still does); from an inactive radio button it selects
 * it first; with the primary button insensitive it applies nothing. */
static void
test_enter_from_choices (void)
{
  const DialogCase *c = &dialogs[3]; /* penalty */
  g_assert_cmpstr (c->name, ==, "penalty");
  g_autoptr (HakemSession) s = session_new ();
  GtkWindow *d = open_case (c, s);
  g_object_ref (d);
  int done = 0;
  watch_done (d, c, &done);
  GtkWidget *white = child (d, c, "white_check");
  GtkWidget *black = child (d, c, "black_check");
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (white)));
  /* An inactive radio button: GTK's own activation (selecting it) goes ahead. */
  g_assert_false (hakem_dialog_enter (d, black));
  ui_test_spin ();
  g_assert_cmpint (done, ==, 0);
  /* The active one: the penalty shown (a warning for White) is applied. */
  g_assert_true (hakem_dialog_enter (d, white));
  wait_done (&done);
  g_assert_cmpint (done, ==, 1);
  g_object_unref (d);

  /* The arbiter's own result without the note it needs: Apply is insensitive, and Enter from
   * the active radio button or the closed drop-down applies nothing. */
  c = &dialogs[4];
  g_assert_cmpstr (c->name, ==, "result");
  g_autoptr (HakemSession) s1 = session_new ();
  d = open_case (c, s1);
  g_object_ref (d);
  done = 0;
  watch_done (d, c, &done);
  GtkWidget *arbiter = child (d, c, "arbiter_check");
  gtk_check_button_set_active (GTK_CHECK_BUTTON (arbiter), TRUE);
  g_assert_false (gtk_widget_get_sensitive (child (d, c, "apply_button")));
  GtkWidget *button = ui_test_find_widget (child (d, c, "result_dropdown"), GTK_TYPE_TOGGLE_BUTTON);
  g_assert_nonnull (button);
  g_assert_true (hakem_dialog_enter (d, arbiter));
  g_assert_true (hakem_dialog_enter (d, button));
  ui_test_spin ();
  g_assert_cmpint (done, ==, 0);
  gtk_window_destroy (d);
  g_object_unref (d);

  /* A check button (not a radio button), even unticked. */
  c = &dialogs[2];
  g_assert_cmpstr (c->name, ==, "flag");
  g_autoptr (HakemSession) s2 = session_new ();
  d = open_case (c, s2);
  g_object_ref (d);
  done = 0;
  watch_done (d, c, &done);
  GtkWidget *unknown = child (d, c, "unknown_moves_check");
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (unknown)));
  g_assert_true (hakem_dialog_enter (d, unknown));
  wait_done (&done);
  g_assert_cmpint (done, ==, 1);
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (unknown)));
  g_object_unref (d);

  /* A drop-down's button, closed. */
  c = &dialogs[1];
  g_assert_cmpstr (c->name, ==, "illegal");
  g_autoptr (HakemSession) s3 = session_new ();
  d = open_case (c, s3);
  g_object_ref (d);
  done = 0;
  watch_done (d, c, &done);
  button = ui_test_find_widget (child (d, c, "kind_dropdown"), GTK_TYPE_TOGGLE_BUTTON);
  g_assert_true (hakem_dialog_enter (d, button));
  wait_done (&done);
  g_assert_cmpint (done, ==, 1);
  g_object_unref (d);
}

/* ---- widths ---- */

/* The window's width once it has taken the size its content asks for: unchanged for five turns
 * of the main loop, 10 ms apart (under Xvfb, without a window manager, the resize comes back at
 * once; the loop waits for it, not for a time). */
static int
settled_width (GtkWindow *d)
{
  int last = -1;
  int same = 0;
  while (same < 5)
    {
      ui_test_spin ();
      g_usleep (10000);
      int w = gtk_widget_get_width (GTK_WIDGET (d));
      same = w == last ? same + 1 : 0;
      last = w;
    }
  return last;
}

typedef struct
{
  GtkWindow *dialog;
  int width;
  GString *changes; /* the options that changed the width, for the failure message */
} WidthRun;

static gboolean
is_cut_label (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_LABEL (widget) && gtk_widget_is_drawable (widget)
         && gtk_label_get_ellipsize (GTK_LABEL (widget)) != PANGO_ELLIPSIZE_NONE
         && pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget)));
}

static void
measure (WidthRun *run, GtkWidget *option, const char *what)
{
  int w = settled_width (run->dialog);
  /* Nothing shown is cut short either. */
  GtkWidget *cut = ui_test_find (GTK_WIDGET (run->dialog), is_cut_label, NULL);
  if (cut)
    g_string_append_printf (run->changes, "  \"%s\" is cut short (%s)\n",
                            gtk_label_get_text (GTK_LABEL (cut)), what);
  if (w != run->width)
    {
      const char *label = NULL;
      if (GTK_IS_CHECK_BUTTON (option))
        label = gtk_check_button_get_label (GTK_CHECK_BUTTON (option));
      else if (GTK_IS_STRING_OBJECT (gtk_drop_down_get_selected_item (GTK_DROP_DOWN (option))))
        label = gtk_string_object_get_string (
            gtk_drop_down_get_selected_item (GTK_DROP_DOWN (option)));
      g_string_append_printf (run->changes, "  %s %s (%s): %d, not %d\n",
                              G_OBJECT_TYPE_NAME (option), label ? label : "", what, w, run->width);
    }
}

static gboolean
is_option (GtkWidget *widget, gconstpointer data)
{
  return (GTK_IS_CHECK_BUTTON (widget) || GTK_IS_DROP_DOWN (widget))
         && gtk_widget_is_drawable (widget) && gtk_widget_is_sensitive (widget);
}

static void
collect_options (GtkWidget *widget, GPtrArray *out)
{
  if (!gtk_widget_get_visible (widget))
    return;
  if (is_option (widget, NULL))
    {
      g_ptr_array_add (out, g_object_ref (widget));
      return;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    collect_options (c, out);
}

/* Every option the dialog shows takes each of its values in turn. */
static void
sweep (WidthRun *run)
{
  g_autoptr (GPtrArray) options = g_ptr_array_new_with_free_func (g_object_unref);
  collect_options (GTK_WIDGET (run->dialog), options);
  for (guint i = 0; i < options->len; i++)
    {
      GtkWidget *o = g_ptr_array_index (options, i);
      if (!gtk_widget_is_drawable (o) || !gtk_widget_is_sensitive (o))
        continue; /* an earlier option hid it */
      if (GTK_IS_DROP_DOWN (o))
        {
          GListModel *model = gtk_drop_down_get_model (GTK_DROP_DOWN (o));
          guint n = model ? g_list_model_get_n_items (model) : 0;
          guint was = gtk_drop_down_get_selected (GTK_DROP_DOWN (o));
          for (guint k = 0; k < n; k++)
            {
              gtk_drop_down_set_selected (GTK_DROP_DOWN (o), k);
              g_autofree char *what = g_strdup_printf ("item %u", k);
              measure (run, o, what);
            }
          gtk_drop_down_set_selected (GTK_DROP_DOWN (o), was);
        }
      else
        {
          GtkCheckButton *check = GTK_CHECK_BUTTON (o);
          gboolean was = gtk_check_button_get_active (check);
          gtk_check_button_set_active (check, !was);
          measure (run, o, was ? "off" : "on");
          gtk_check_button_set_active (check, was);
          measure (run, o, was ? "on" : "off");
        }
    }
}

/* Switching through every option (radio, drop-down, check) leaves the dialog as wide as it
 * opened, and no text is cut short: texts wrap instead. Twice, so that the options the first pass
 * revealed are switched too. */
static void
test_width (gconstpointer data)
{
  const DialogCase *c = data;
  g_autoptr (HakemSession) s = session_new ();
  GtkWindow *d = open_case (c, s);
  WidthRun run = { d, settled_width (d), g_string_new (NULL) };
  g_assert_cmpint (run.width, >, 0);
  measure (&run, GTK_WIDGET (d), "opened");
  if (g_str_equal (c->name, "claim"))
    {
      hakem_claim_dialog_set_claim (HAKEM_CLAIM_DIALOG (d), CHESS_CLAIM_THREEFOLD, "Nf3");
      hakem_claim_dialog_rule (HAKEM_CLAIM_DIALOG (d));
      ui_test_spin ();
      measure (&run, child (d, c, "rule_button"), "ruled");
    }
  sweep (&run);
  sweep (&run);
  if (run.changes->len)
    g_error ("%s changes its width from %d, or cuts a text short:\n%s", c->name, run.width,
             run.changes->str);
  g_string_free (run.changes, TRUE);
  gtk_window_destroy (d);
}

/* ---- what the dialogs say ---- */

/* The knights out and back twice: the initial position for the third time. The claim cites
 * the positions as moves, in the interface's language and letters. */
static void
test_claim_cites_moves (void)
{
  g_autoptr (HakemSession) s = hakem_session_new ();
  play (s, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
  gboolean turkish = g_strcmp0 (g_getenv ("LANGUAGE"), "tr") == 0;
  /* The session's letters are the dialog's ("session", construct-only). */
  hakem_session_set_san_language (s, turkish ? CHESS_SAN_TURKISH : CHESS_SAN_ENGLISH);
  HakemClaimDialog *d = g_object_new (HAKEM_TYPE_CLAIM_DIALOG, "session", s, NULL);
  gtk_window_present (GTK_WINDOW (d));
  hakem_claim_dialog_set_claim (d, CHESS_CLAIM_THREEFOLD, NULL);
  hakem_claim_dialog_rule (d);
  ui_test_spin ();
  const char *details
      = gtk_label_get_text (ui_test_child (d, HAKEM_TYPE_CLAIM_DIALOG, "details_label"));
  const char *want = turkish ? "Konum 3 kez oluştu: oyunun başında, 2...Ag8 ve 4...Ag8 "
                               "hamlelerinden sonra."
                             : "The position has occurred 3 times: at the start of the game and "
                               "after 2...Ng8 and 4...Ng8.";
  if (!strstr (details, want))
    g_error ("\"%s\" is not in \"%s\"", want, details);
  /* A changed claim withdraws the ruling: Apply cannot apply the old one. */
  ui_test_spin ();
  g_assert_nonnull (hakem_claim_dialog_get_ruling (d));
  hakem_claim_dialog_set_claim (d, CHESS_CLAIM_FIFTY, NULL);
  ui_test_spin ();
  g_assert_null (hakem_claim_dialog_get_ruling (d));
  g_assert_false (
      gtk_widget_get_sensitive (ui_test_child (d, HAKEM_TYPE_CLAIM_DIALOG, "apply_button")));
  g_assert_true (gtk_window_get_default_widget (GTK_WINDOW (d))
                 == ui_test_child (d, HAKEM_TYPE_CLAIM_DIALOG, "rule_button"));
  gtk_window_destroy (GTK_WINDOW (d));
}

/* 60.Ra8# is checkmate and the hundredth half-move without a capture or a pawn move (Kg6, Ra1
 * against Kh8, 99 quiet half-moves before it). */
static HakemSession *
mated_session (void)
{
  HakemSession *s = hakem_session_new ();
  ChessPosition pos;
  g_assert_cmpint (chess_position_from_fen (&pos, "7k/8/6K1/8/8/8/8/R7 w - - 99 60", NULL), ==,
                   CHESS_FEN_OK);
  hakem_session_reset (s, &pos);
  play (s, "Ra8");
  return s;
}

/* The dialog's verdict names the ending's article, Apply stays insensitive, and applying
 * changes nothing (5.1.1 ended the game at once). */
static void
assert_game_over_shown (GtkWindow *d, GType type, HakemSession *s)
{
  const char *verdict = gtk_label_get_text (ui_test_child (d, type, "verdict_label"));
  if (!strstr (verdict, "5.1.1"))
    g_error ("\"%s\" does not cite 5.1.1", verdict);
  g_assert_false (gtk_widget_get_sensitive (ui_test_child (d, type, "apply_button")));
  g_assert_cmpuint (hakem_session_get_incident_count (s), ==, 0);
  g_assert_cmpint (hakem_session_get_game (s)->result, ==, CHESS_RESULT_WHITE_WINS);
}

/* 25.4: a fifty-move claim on the half-move that is checkmate draws nothing: the dialog says the
 * game had ended (5.1.1) and there is nothing to apply; a threefold claim there costs the winner
 * nothing either. */
static void
test_claim_after_mate (void)
{
  g_autoptr (HakemSession) s = mated_session ();
  HakemClaimDialog *d = g_object_new (HAKEM_TYPE_CLAIM_DIALOG, "session", s, NULL);
  gtk_window_present (GTK_WINDOW (d));
  /* Said as soon as the dialog opens... */
  assert_game_over_shown (GTK_WINDOW (d), HAKEM_TYPE_CLAIM_DIALOG, s);
  /* ...and again for each claim ruled. */
  hakem_claim_dialog_set_claim (d, CHESS_CLAIM_FIFTY, NULL);
  hakem_claim_dialog_rule (d);
  ui_test_spin ();
  assert_game_over_shown (GTK_WINDOW (d), HAKEM_TYPE_CLAIM_DIALOG, s);
  ui_test_spin ();
  g_assert_null (hakem_claim_dialog_get_ruling (d));
  hakem_claim_dialog_set_claim (d, CHESS_CLAIM_THREEFOLD, NULL);
  hakem_claim_dialog_rule (d);
  ui_test_spin ();
  hakem_claim_dialog_apply (d);
  assert_game_over_shown (GTK_WINDOW (d), HAKEM_TYPE_CLAIM_DIALOG, s);
  gint64 ms[2];
  hakem_session_clock_readings (s, ms);
  g_assert_cmpint (ms[CHESS_WHITE], ==, ms[CHESS_BLACK]); /* no two minutes for White */
  gtk_window_destroy (GTK_WINDOW (d));
}

/* The same for an illegal move and a flag after the mate. */
static void
test_other_rulings_after_mate (void)
{
  g_autoptr (HakemSession) s = mated_session ();
  GtkWindow *d = GTK_WINDOW (hakem_illegal_dialog_new (NULL, s, -1));
  gtk_window_present (d);
  ui_test_spin ();
  assert_game_over_shown (d, HAKEM_TYPE_ILLEGAL_DIALOG, s);
  gtk_window_destroy (d);
  d = GTK_WINDOW (hakem_flag_dialog_new (NULL, s));
  gtk_window_present (d);
  ui_test_spin ();
  assert_game_over_shown (d, HAKEM_TYPE_FLAG_DIALOG, s);
  gtk_window_destroy (d);
}

/* 25.5: Black writes Ke7, which the pawn on e7 forbids, and claims a threefold repetition. The
 * claim is ruled, not refused: incorrect, two minutes to White in standard play (9.5.3), and
 * Black must make a legal move; the log says so. */
static void
test_claim_written_illegal (void)
{
  g_autoptr (HakemSession) s = hakem_session_new ();
  play (s, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
  HakemClaimDialog *d = g_object_new (HAKEM_TYPE_CLAIM_DIALOG, "session", s, NULL);
  gtk_window_present (GTK_WINDOW (d));
  hakem_claim_dialog_set_claim (d, CHESS_CLAIM_THREEFOLD, "Ke7");
  hakem_claim_dialog_rule (d);
  ui_test_spin ();
  const ChessRuling *r = hakem_claim_dialog_get_ruling (d);
  g_assert_nonnull (r);
  g_assert_cmpint (r->verdict, ==, CHESS_VERDICT_INCORRECT);
  g_assert_true (r->written_illegal);
  g_assert_cmpint (r->adjust_color, ==, CHESS_WHITE);
  g_assert_cmpint (r->adjust_seconds, ==, 120);
  g_assert_true (
      gtk_widget_get_sensitive (ui_test_child (d, HAKEM_TYPE_CLAIM_DIALOG, "apply_button")));
  const char *details
      = gtk_label_get_text (ui_test_child (d, HAKEM_TYPE_CLAIM_DIALOG, "details_label"));
  if (!strstr (details, "Ke7") || !strstr (details, "9.5.3"))
    g_error ("\"%s\" does not say that Ke7 cannot be played (9.5.3)", details);
  hakem_claim_dialog_apply (d);
  g_assert_cmpuint (hakem_session_get_incident_count (s), ==, 1);
  const HakemIncident *inc = hakem_session_get_incident (s, 0);
  g_assert_nonnull (strstr (inc->ruling, "Ke7"));
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, 7); /* nothing was played */
  g_assert_cmpint (hakem_session_get_game (s)->result, ==, CHESS_RESULT_NONE);
}

/* The session is the construct-only "session" property: a dialog made with g_object_new alone
 * is built from it (its primary button is the default, as the _new functions' dialogs have it),
 * gives it back, and keeps it when another is set later. */
static void
test_session_property (gconstpointer data)
{
  const DialogCase *c = data;
  g_autoptr (HakemSession) s = session_new ();
  GtkWindow *d = g_object_new (c->type (), "session", s, NULL);
  gtk_window_present (d);
  ui_test_spin ();
  g_assert_true (gtk_window_get_default_widget (d) == child (d, c, c->primary));
  HakemSession *got = NULL;
  g_object_get (d, "session", &got, NULL);
  g_assert_true (got == s);
  g_object_unref (got);
  GParamSpec *pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (d), "session");
  g_assert_nonnull (pspec);
  g_assert_true (pspec->flags & G_PARAM_CONSTRUCT_ONLY);
  g_assert_true (pspec->value_type == HAKEM_TYPE_SESSION);
  g_autoptr (HakemSession) other = hakem_session_new ();
  g_test_expect_message ("GLib-GObject", G_LOG_LEVEL_WARNING,
                         "*construct property \"session\"*can't be set after construction*");
  g_object_set (d, "session", other, NULL);
  g_test_assert_expected_messages ();
  g_object_get (d, "session", &got, NULL);
  g_assert_true (got == s);
  g_object_unref (got);
  gtk_window_destroy (d);
}

/* The clocks after a restore, made from its properties: the session's times in its entries. */
static void
test_clock_set_session (void)
{
  g_autoptr (HakemSession) s = session_new ();
  GtkWindow *d = g_object_new (HAKEM_TYPE_CLOCK_SET_DIALOG, "session", s, "saved", NULL, NULL);
  gtk_window_present (d);
  ui_test_spin ();
  /* The FIDE control the session starts with gives 90 minutes (hakem-session.c). */
  GtkWidget *entry = ui_test_find_widget (GTK_WIDGET (d), GTK_TYPE_ENTRY);
  g_assert_nonnull (entry);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "1:30:00");
  HakemSession *got = NULL;
  g_object_get (d, "session", &got, NULL);
  g_assert_true (got == s);
  g_object_unref (got);
  GParamSpec *pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (d), "saved");
  g_assert_true (pspec->flags & G_PARAM_CONSTRUCT_ONLY);
  g_autoptr (HakemSession) other = hakem_session_new ();
  g_test_expect_message ("GLib-GObject", G_LOG_LEVEL_WARNING,
                         "*construct property \"session\"*can't be set after construction*");
  g_object_set (d, "session", other, NULL);
  g_test_assert_expected_messages ();
  gtk_window_destroy (d);
}

/* A new game taken from the pairing program's file: FIDE's sample TRF (tests/data/trf), whose
 * last round (7) is listed; its board 1 is Vasquez (pairing number 1) against Uwira (31), both
 * on 5.5 points before the round, as the 001 lines say. The fields and the game's tags follow
 * the file; its 122 ("40/120, 60") is no PGN TimeControl and leaves the control as it was. */
static void
test_new_game_from_pairings (void)
{
  g_autoptr (HakemSession) s = hakem_session_new ();
  HakemNewGameDialog *d = hakem_new_game_dialog_new (NULL, s);
  HakemPairingPicker *picker = hakem_new_game_dialog_get_pairing_picker (d);
  g_autoptr (GError) error = NULL;
  g_assert_false (hakem_pairing_picker_load (picker, TEST_DATA_DIR "/trf/no-such.trf", &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_true (
      hakem_pairing_picker_load (picker, TEST_DATA_DIR "/trf/fide-example1.trf", &error));
  g_assert_no_error (error);
  ui_test_spin ();
  /* Nothing is taken before the arbiter chooses a board. */
  HakemPairing none;
  g_assert_false (hakem_pairing_picker_get_pairing (picker, &none));
  hakem_pairing_picker_select (picker, 0);
  ui_test_spin ();
  HakemPairing p;
  g_assert_true (hakem_pairing_picker_get_pairing (picker, &p));
  g_assert_cmpstr (p.white, ==, "Vasquez,Rodrigo");
  g_assert_cmpstr (p.black, ==, "Uwira,Oliver");
  g_assert_cmpint (p.round, ==, 7);
  g_assert_cmpint (p.board, ==, 1);
  g_assert_cmpint (p.white_rating, ==, 2558);
  g_assert_cmpint (p.black_rating, ==, 2219);
  g_assert_cmpstr (p.white_fide_id, ==, "3400042");
  /* The file's "g" (its title column) is a grandmaster; Uwira has no title. */
  g_assert_cmpstr (p.white_title, ==, "GM");
  g_assert_cmpstr (p.black_title, ==, "");
  g_assert_null (p.time_control);
  hakem_pairing_clear (&p);
  g_assert_true (hakem_new_game_dialog_start (d));
  const ChessGame *game = hakem_session_get_game (s);
  g_assert_cmpstr (chess_game_get_tag (game, "White"), ==, "Vasquez,Rodrigo");
  g_assert_cmpstr (chess_game_get_tag (game, "Black"), ==, "Uwira,Oliver");
  g_assert_cmpstr (chess_game_get_tag (game, "Event"), ==, "9. Karl-Mala-Gedenkturnier");
  g_assert_cmpstr (chess_game_get_tag (game, "Site"), ==, "Frankfurt (Main) /GER");
  g_assert_cmpstr (chess_game_get_tag (game, "Round"), ==, "7");
  g_assert_cmpstr (chess_game_get_tag (game, "Board"), ==, "1");
  g_assert_cmpstr (chess_game_get_tag (game, "WhiteElo"), ==, "2558");
  g_assert_cmpstr (chess_game_get_tag (game, "BlackElo"), ==, "2219");
  g_assert_cmpstr (chess_game_get_tag (game, "WhiteFideId"), ==, "3400042");
  g_assert_cmpstr (chess_game_get_tag (game, "BlackFideId"), ==, "4646630");
  g_assert_cmpstr (chess_game_get_tag (game, "WhiteTitle"), ==, "GM");
  g_assert_null (chess_game_get_tag (game, "BlackTitle"));
  gtk_window_destroy (GTK_WINDOW (d));
  ui_test_spin ();
}

int
main (int argc, char **argv)
{
  if (!ui_test_init (&argc, &argv, "dialogs"))
    return g_test_run ();
  g_autofree char *dir = ui_test_private_dir ("dialogs");
  for (gsize i = 0; i < G_N_ELEMENTS (dialogs); i++)
    {
      g_autofree char *p1 = g_strconcat ("/dialogs/default/", dialogs[i].name, NULL);
      g_test_add_data_func (p1, &dialogs[i], test_default);
      g_autofree char *p2 = g_strconcat ("/dialogs/enter-applies/", dialogs[i].name, NULL);
      g_test_add_data_func (p2, &dialogs[i], test_enter_applies);
      g_autofree char *p3 = g_strconcat ("/dialogs/width/", dialogs[i].name, NULL);
      g_test_add_data_func (p3, &dialogs[i], test_width);
      g_autofree char *p4 = g_strconcat ("/dialogs/session-property/", dialogs[i].name, NULL);
      g_test_add_data_func (p4, &dialogs[i], test_session_property);
    }
  g_test_add_func ("/dialogs/enter-from-choices", test_enter_from_choices);
  g_test_add_func ("/dialogs/claim-cites-moves", test_claim_cites_moves);
  g_test_add_func ("/dialogs/claim-after-mate", test_claim_after_mate);
  g_test_add_func ("/dialogs/rulings-after-mate", test_other_rulings_after_mate);
  g_test_add_func ("/dialogs/claim-written-illegal", test_claim_written_illegal);
  g_test_add_func ("/dialogs/new-game-from-pairings", test_new_game_from_pairings);
  g_test_add_func ("/dialogs/session-property/clock-set", test_clock_set_session);
  int status = g_test_run ();
  ui_test_remove_private_dir (dir);
  return status;
}
