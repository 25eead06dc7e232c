/* hakem-window-actions.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The window's actions ("win.*": the menu, the accelerators, the buttons), installed on the class,
 * and which of them apply in the session's present state.
 */
#include "config.h"

#include "hakem-window-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "hakem-claim-dialog.h"
#include "hakem-confirm.h"
#include "hakem-flag-dialog.h"
#include "hakem-illegal-dialog.h"
#include "hakem-new-game-dialog.h"
#include "hakem-penalty-dialog.h"
#include "hakem-reconstruction-view.h"
#include "hakem-regulations-dialog.h"
#include "hakem-result-dialog.h"

/* Claims, illegal moves and flags are rulings during a game (7.5.1, 6.9, 9.2): a result recorded
 * must be reopened first. Says so and returns TRUE then. A game the position itself ended (5.1.1,
 * 5.2, 9.6) cannot be reopened: its dialog opens and says that the game had ended, how and by
 * which article, with nothing to apply. */
static gboolean
refuse_ruling_when_over (HakemWindow *self)
{
  if (!hakem_session_is_over (self->session)
      || hakem_session_get_game (self->session)->auto_ending != CHESS_ENDING_NONE)
    return FALSE;
  g_autofree char *outcome = hakem_session_outcome_text (self->session);
  /* TRANSLATORS: %s is how the game ended */
  g_autofree char *msg = g_strdup_printf (_ ("The game is over (%s). Reopen the game first to "
                                             "rule on what happened during it."),
                                          outcome);
  hakem_window_refuse (self, msg);
  return TRUE;
}

static void
new_game_started (HakemNewGameDialog *dialog, const char *time_control, HakemWindow *self)
{
  if (self->settings)
    g_settings_set_string (self->settings, "last-time-control", time_control);
  g_autofree char *kept = g_steal_pointer (&self->kept_text);
  if (kept)
    hakem_window_show_status (self, kept);
}

/* The game in the window is about to be replaced: its case is kept aside first. */
static void
new_game_starting (HakemNewGameDialog *dialog, HakemWindow *self)
{
  g_free (self->kept_text);
  self->kept_text = hakem_window_keep_case (self);
}

static void
show_new_game_dialog (HakemWindow *self)
{
  HakemNewGameDialog *dialog = hakem_new_game_dialog_new (GTK_WINDOW (self), self->session);
  g_signal_connect_object (dialog, "starting", G_CALLBACK (new_game_starting), self, 0);
  g_signal_connect_object (dialog, "started", G_CALLBACK (new_game_started), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* A game in progress: moves or incidents, and no result yet. */
static gboolean
game_in_progress (HakemWindow *self)
{
  return !hakem_session_is_over (self->session)
         && (hakem_session_get_game (self->session)->count > 0
             || hakem_session_get_incident_count (self->session) > 0);
}

typedef struct
{
  HakemWindow *window;
  HakemReplaceFunc then;
  HakemReplaceFunc otherwise;
} Replacing;

static void
replace_answered (gboolean accepted, const char *note, gpointer user_data)
{
  Replacing *r = user_data;
  if (accepted)
    r->then (r->window);
  else if (r->otherwise)
    r->otherwise (r->window);
  g_object_unref (r->window);
  g_free (r);
}

void
hakem_window_confirm_replacing (HakemWindow *self, HakemReplaceFunc then)
{
  hakem_window_confirm_replacing_or (self, then, NULL);
}

void
hakem_window_confirm_replacing_or (HakemWindow *self, HakemReplaceFunc then,
                                   HakemReplaceFunc otherwise)
{
  if (!game_in_progress (self))
    {
      then (self);
      return;
    }
  const ChessGame *game = hakem_session_get_game (self->session);
  guint incidents = hakem_session_get_incident_count (self->session);
  /* TRANSLATORS: how much of the game in progress there is: half-moves, then incidents */
  g_autofree char *moves = g_strdup_printf (
      g_dngettext (GETTEXT_PACKAGE, "%d half-move", "%d half-moves", (gulong) game->count),
      game->count);
  g_autofree char *logged = g_strdup_printf (
      g_dngettext (GETTEXT_PACKAGE, "%u incident", "%u incidents", incidents), incidents);
  /* TRANSLATORS: the first %s counts half-moves, the second incidents */
  g_autofree char *body = g_strdup_printf (_ ("The game in the window is in progress (%s, %s) "
                                              "and has no result. It leaves the window; its case "
                                              "file is kept beside the new one."),
                                           moves, logged);
  Replacing *r = g_new (Replacing, 1);
  r->window = g_object_ref (self);
  r->then = then;
  r->otherwise = otherwise;
  hakem_confirm (GTK_WINDOW (self), _ ("Leave the game in progress?"), body, _ ("_Leave It"), TRUE,
                 NULL, replace_answered, r);
}

static void
new_game_activated (GtkWidget *widget, const char *action_name, GVariant *param)
{
  HakemWindow *self = HAKEM_WINDOW (widget);
  hakem_window_ensure_side_panel (self);
  hakem_window_confirm_replacing (self, show_new_game_dialog);
}

static void
flip_activated (GtkWidget *widget, const char *action_name, GVariant *param)
{
  HakemWindow *self = HAKEM_WINDOW (widget);
  hakem_window_ensure_side_panel (self);
  /* The clocks and the board-flipped key follow the board's "flipped". */
  hakem_board_view_set_flipped (self->board, !hakem_board_view_get_flipped (self->board));
}

static void
undo_activated (GtkWidget *widget, const char *action_name, GVariant *param)
{
  HakemWindow *self = HAKEM_WINDOW (widget);
  hakem_window_ensure_side_panel (self);
  if (hakem_session_undo (self->session))
    return;
  if (hakem_session_is_over (self->session))
    {
      g_autofree char *outcome = hakem_session_outcome_text (self->session);
      /* TRANSLATORS: %s is how the game ended */
      g_autofree char *msg = g_strdup_printf (_ ("The result %s stands: reopen the game before "
                                                 "taking a move back."),
                                              outcome);
      hakem_window_show_status (self, msg);
    }
  else
    hakem_window_refuse (self, _ ("There is no move to take back."));
}

static void
enter_move_activated (GtkWidget *widget, const char *action_name, GVariant *param)
{
  HakemWindow *self = HAKEM_WINDOW (widget);
  hakem_window_ensure_side_panel (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->move_entry));
}

/* The ruling's evidence on the scoresheet: the plies of the occurrences, or those the fifty-move
 * count covers. */
static void
claim_ruled (HakemClaimDialog *dialog, HakemWindow *self)
{
  hakem_window_ensure_side_panel (self);
  const ChessRuling *r = hakem_claim_dialog_get_ruling (dialog);
  if (!r)
    return;
  const ChessGame *game = hakem_session_get_game (self->session);
  ChessBitboard squares = chess_ruling_evidence_squares (r, game);
  hakem_board_view_set_marked (self->board, squares);
  if (r->occurrence_count)
    hakem_scoresheet_set_marked_plies (self->scoresheet, r->occurrences, r->occurrence_count);
  else
    {
      int first = r->last_irreversible_ply + 1 > 1 ? r->last_irreversible_ply + 1 : 1;
      g_autofree int *plies = g_new (int, game->count + 1);
      int n = 0;
      for (int p = first; p <= game->count; p++)
        plies[n++] = p;
      hakem_scoresheet_set_marked_plies (self->scoresheet, plies, n);
    }
}

static void
claim_activated (GtkWidget *widget, const char *action_name, GVariant *param)
{
  HakemWindow *self = HAKEM_WINDOW (widget);
  hakem_window_ensure_side_panel (self);
  if (refuse_ruling_when_over (self))
    return;
  /* 9.5.1: the clock is stopped while the claim is examined. */
  if (hakem_session_get_clock (self->session)->running)
    hakem_session_stop_clock (self->session);
  HakemClaimDialog *dialog = hakem_claim_dialog_new (GTK_WINDOW (self), self->session);
  g_signal_connect_object (dialog, "ruled", G_CALLBACK (claim_ruled), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
clock_activated (GtkWidget *widget, const char *action_name, GVariant *param)
{
  HakemWindow *self = HAKEM_WINDOW (widget);
  hakem_window_ensure_side_panel (self);
  /* One handler for the four: the name without its "win." */
  const char *name = action_name + strlen ("win.");
  if (!g_str_equal (name, "clock-stop") && hakem_session_is_over (self->session))
    {
      hakem_window_refuse_game_over (self);
      return;
    }
  gboolean ok = FALSE;
  HakemClockState state = hakem_session_get_clock_state (self->session);
  /* Start (F5) starts the clock before the game (6.6) and restarts it once the arbiter, or a
   * ruling, stopped it (6.11.3), as Restart (F7) does: whichever the arbiter reaches for. */
  if (g_str_equal (name, "clock-start") && state == HAKEM_CLOCK_STOPPED)
    ok = hakem_session_resume_clock (self->session);
  else if (g_str_equal (name, "clock-start"))
    ok = hakem_session_start_clock (self->session);
  else if (g_str_equal (name, "clock-stop"))
    ok = hakem_session_stop_clock (self->session);
  else if (g_str_equal (name, "clock-resume"))
    ok = hakem_session_resume_clock (self->session);
  else if (g_str_equal (name, "clock-press") && !hakem_session_get_clock (self->session)->started)
    ok = hakem_session_start_clock (self->session);
  else if (g_str_equal (name, "clock-press"))
    {
      ok = hakem_session_press_clock (self->session);
      if (ok)
        hakem_window_show_status (
            self, _ ("The clock was pressed without a move being entered (see Article "
                     "7.5.3)."));
    }
  if (!ok)
    {
      hakem_window_refuse (self, _ ("The clock cannot do that now."));
    }
}

/* The move entry says which letters it reads, in its placeholder and tooltip. */

static void
save_response (GtkNativeDialog *dialog, int response, HakemWindow *self)
{
  hakem_window_ensure_side_panel (self);
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autoptr (GError) error = NULL;
      /* The incident log goes into the PGN's comments, so the record of the game carries the
       * arbiter's rulings with it. */
      /* In English letters whatever the notation shown: other programs read no others. */
      g_autofree char *pgn = hakem_session_to_pgn (self->session);
      if (!pgn
          || !g_file_replace_contents (file, pgn, strlen (pgn), NULL, FALSE, G_FILE_CREATE_NONE,
                                       NULL, NULL, &error))
        {
          g_autofree char *msg = g_strdup_printf (_ ("The game could not be saved: %s"),
                                                  error ? error->message : _ ("write error"));
          hakem_window_show_status (self, msg);
        }
      else
        hakem_window_toast (self, _ ("The game was saved."));
    }
  g_object_unref (dialog);
}

static void
save_activated (GtkWidget *widget, const char *action_name, GVariant *param)
{
  HakemWindow *self = HAKEM_WINDOW (widget);
  hakem_window_ensure_side_panel (self);
  GtkFileChooserNative *dialog
      = gtk_file_chooser_native_new (_ ("Save the Game as PGN"), GTK_WINDOW (self),
                                     GTK_FILE_CHOOSER_ACTION_SAVE, _ ("_Save"), _ ("_Cancel"));
  g_autofree char *name = hakem_session_file_name (self->session, _ ("game"), ".pgn");
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
  g_signal_connect (dialog, "response", G_CALLBACK (save_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
open_activated (GtkWidget *widget, const char *action_name, GVariant *param)
{
  HakemWindow *self = HAKEM_WINDOW (widget);
  hakem_window_ensure_side_panel (self);
  hakem_window_confirm_replacing (self, hakem_window_show_open_dialog);
}

/* The window's help overlay, as GtkApplicationWindow keeps one: the rows that name an action
 * show the accelerators the application set for it. Built on first use rather than at start-up,
 * where GtkApplication would build it for every window (about 9 ms and 1 MB before the first
 * frame). */
static void
shortcuts_activated (GtkWidget *widget, const char *action_name, GVariant *param)
{
  HakemWindow *self = HAKEM_WINDOW (widget);
  hakem_window_ensure_side_panel (self);
  GtkApplicationWindow *window = GTK_APPLICATION_WINDOW (self);
  if (!gtk_application_window_get_help_overlay (window))
    {
      g_autoptr (GtkBuilder) builder
          = gtk_builder_new_from_resource ("/io/github/hakem/Hakem/hakem-shortcuts-window.ui");
      GtkShortcutsWindow *overlay
          = GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
      gtk_application_window_set_help_overlay (window, overlay);
    }
  gtk_window_present (GTK_WINDOW (gtk_application_window_get_help_overlay (window)));
}

/* ---- the arbiter's interventions ---- */

static void
intervention_applied (GtkWidget *dialog, HakemWindow *self)
{
  hakem_window_ensure_side_panel (self);
  /* The status line says how the game stands (over, and how, or who is to move). */
  hakem_window_toast (self, _ ("The ruling was applied and written into the incident log."));
}

static void
intervention_closed (GtkWidget *dialog, HakemWindow *self)
{
  hakem_window_ensure_side_panel (self);
  hakem_scoresheet_set_marked_plies (self->scoresheet, NULL, 0);
  hakem_session_end_examination (self->session);
}

/* The clock is stopped while the arbiter examines an irregularity or a flag (6.11.1): the
 * session's examination, which ends with the dialog. */
static void
pause_for_dialog (HakemWindow *self, GtkWidget *dialog)
{
  hakem_session_begin_examination (self->session);
  g_signal_connect_object (dialog, "applied", G_CALLBACK (intervention_applied), self, 0);
  g_signal_connect_object (dialog, "destroy", G_CALLBACK (intervention_closed), self, 0);
}

/* The moves a ruling makes void, marked on the scoresheet while the dialog shows it. */
static void
illegal_ruled (HakemIllegalDialog *dialog, HakemWindow *self)
{
  hakem_window_ensure_side_panel (self);
  const ChessRuling *r = hakem_illegal_dialog_get_ruling (dialog);
  const ChessGame *game = hakem_session_get_game (self->session);
  if (!r || r->stands || r->restore_ply < 0 || r->restore_ply >= game->count)
    {
      hakem_scoresheet_set_marked_plies (self->scoresheet, NULL, 0);
      return;
    }
  g_autofree int *plies = g_new (int, game->count);
  int n = 0;
  for (int p = r->restore_ply + 1; p <= game->count; p++)
    plies[n++] = p;
  hakem_scoresheet_set_marked_plies (self->scoresheet, plies, n);
}

static void
illegal_activated (GtkWidget *widget, const char *action_name, GVariant *param)
{
  HakemWindow *self = HAKEM_WINDOW (widget);
  hakem_window_ensure_side_panel (self);
  if (refuse_ruling_when_over (self))
    return;
  /* A move picked on the scoresheet is where the irregularity was found (7.5.1 "found later"). */
  int selected = self->shown_ply;
  int found = selected >= 1 ? selected - 1 : -1;
  HakemIllegalDialog *dialog = hakem_illegal_dialog_new (GTK_WINDOW (self), self->session, found);
  pause_for_dialog (self, GTK_WIDGET (dialog));
  g_signal_connect_object (dialog, "ruled", G_CALLBACK (illegal_ruled), self, 0);
  illegal_ruled (dialog, self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
flag_activated (GtkWidget *widget, const char *action_name, GVariant *param)
{
  HakemWindow *self = HAKEM_WINDOW (widget);
  hakem_window_ensure_side_panel (self);
  if (refuse_ruling_when_over (self))
    return;
  HakemFlagDialog *dialog = hakem_flag_dialog_new (GTK_WINDOW (self), self->session);
  pause_for_dialog (self, GTK_WIDGET (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
penalty_activated (GtkWidget *widget, const char *action_name, GVariant *param)
{
  HakemWindow *self = HAKEM_WINDOW (widget);
  hakem_window_ensure_side_panel (self);
  /* The clock is stopped while the arbiter deals with the offence (6.11.1), as for the other
   * procedures, and runs again if the dialog is cancelled. */
  HakemPenaltyDialog *dialog = hakem_penalty_dialog_new (GTK_WINDOW (self), self->session);
  pause_for_dialog (self, GTK_WIDGET (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* A resignation, an agreement or a late arrival is recorded as the arbiter hears of it: the clock
 * runs on until a result stops it (6.7.1 lets a game go on). */
static void
result_activated (GtkWidget *widget, const char *action_name, GVariant *param)
{
  HakemWindow *self = HAKEM_WINDOW (widget);
  hakem_window_ensure_side_panel (self);
  HakemResultDialog *dialog = hakem_result_dialog_new (GTK_WINDOW (self), self->session);
  g_signal_connect_object (dialog, "applied", G_CALLBACK (intervention_applied), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
reopen_answered (gboolean accepted, const char *note, gpointer user_data)
{
  HakemWindow *self = user_data;
  if (accepted)
    {
      HakemReopenError error;
      if (hakem_session_reopen (self->session, note, &error))
        hakem_window_toast (self, _ ("The game was reopened and the incident log says so. The "
                                     "clock is stopped: restart it when play resumes."));
    }
  g_object_unref (self);
}

static void
reopen_activated (GtkWidget *widget, const char *action_name, GVariant *param)
{
  HakemWindow *self = HAKEM_WINDOW (widget);
  hakem_window_ensure_side_panel (self);
  HakemReopenError error = HAKEM_REOPEN_OK;
  if (!hakem_session_is_over (self->session))
    error = HAKEM_REOPEN_NOT_OVER;
  else if (hakem_session_get_game (self->session)->auto_ending != CHESS_ENDING_NONE)
    error = HAKEM_REOPEN_POSITION;
  if (error == HAKEM_REOPEN_NOT_OVER)
    {
      hakem_window_refuse (self, _ ("The game is not over: there is nothing to reopen."));
      return;
    }
  g_autofree char *outcome = hakem_session_outcome_text (self->session);
  if (error == HAKEM_REOPEN_POSITION)
    {
      /* TRANSLATORS: %s is how the game ended, as in "1–0 checkmate, 5.1.1" */
      g_autofree char *msg = g_strdup_printf (_ ("The position itself ended the game (%s): it "
                                                 "cannot be reopened. If a move was entered by "
                                                 "mistake, take it back."),
                                              outcome);
      hakem_window_refuse (self, msg);
      return;
    }
  /* TRANSLATORS: %s is how the game ended */
  g_autofree char *body = g_strdup_printf (_ ("The result %s will no longer stand and the game "
                                              "goes on from the position on the board. The "
                                              "incident log keeps both the result and the "
                                              "reopening."),
                                           outcome);
  hakem_confirm (GTK_WINDOW (self), _ ("Reopen the finished game?"), body, _ ("_Reopen"), TRUE,
                 _ ("_Why (for the incident log)"), reopen_answered, g_object_ref (self));
}

static void
regulations_applied (GtkWidget *dialog, HakemWindow *self)
{
  hakem_window_ensure_side_panel (self);
  hakem_window_toast (self,
                      _ ("The regulations were set for the event and noted in the incident log."));
}

static void
regulations_activated (GtkWidget *widget, const char *action_name, GVariant *param)
{
  HakemWindow *self = HAKEM_WINDOW (widget);
  hakem_window_ensure_side_panel (self);
  HakemRegulationsDialog *dialog = hakem_regulations_dialog_new (GTK_WINDOW (self), self->session);
  g_signal_connect_object (dialog, "applied", G_CALLBACK (regulations_applied), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
reconstruct_activated (GtkWidget *widget, const char *action_name, GVariant *param)
{
  HakemWindow *self = HAKEM_WINDOW (widget);
  hakem_window_ensure_side_panel (self);
  /* The view stops a running clock itself (6.11.1) and logs what the arbiter keeps or adopts. */
  GtkWidget *view = hakem_reconstruction_view_new (GTK_WINDOW (self), self->session);
  gtk_window_present (GTK_WINDOW (view));
}

/* The actions. To add one: its handler above (a GtkWidgetActionActivateFunc: the window, the
 * action's full name, its parameter), a row here with the parameter's GVariant type (or NULL)
 * and its accelerator (or NULL), and, when it applies only in some states of the session, a
 * line in hakem_window_update_actions. Menus, buttons and accelerators name it "win.NAME". */
static const struct
{
  const char *name;
  const char *parameter_type;
  GtkWidgetActionActivateFunc activate;
  const char *accel;
} window_actions[] = {
  { "win.show-help-overlay", NULL, shortcuts_activated, "<Control>question" },
  { "win.new-game", NULL, new_game_activated, "<Control>n" },
  { "win.open", NULL, open_activated, "<Control>o" },
  { "win.save", NULL, save_activated, "<Control>s" },
  { "win.save-case", NULL, hakem_window_save_case_activated, "<Shift><Control>s" },
  { "win.flip", NULL, flip_activated, "<Control>f" },
  { "win.undo", NULL, undo_activated, "<Control>z" },
  { "win.enter-move", NULL, enter_move_activated, "<Control>m" },
  { "win.claim", NULL, claim_activated, "<Control>d" },
  { "win.illegal", NULL, illegal_activated, "<Control>i" },
  { "win.flag", NULL, flag_activated, "<Control>l" },
  { "win.penalty", NULL, penalty_activated, "<Control>p" },
  { "win.reconstruct", NULL, reconstruct_activated, "<Control>r" },
  { "win.result", NULL, result_activated, "<Control>e" },
  { "win.regulations", NULL, regulations_activated, "<Control>g" },
  { "win.reopen", NULL, reopen_activated, "<Control><Shift>e" },
  { "win.print-report", NULL, hakem_window_print_report_activated, "<Control><Shift>p" },
  { "win.save-scenario", NULL, hakem_window_save_scenario_activated, NULL },
  { "win.offer-restore", "s", hakem_window_offer_restore_activated, NULL },
  { "win.restore-case", NULL, hakem_window_restore_case_activated, NULL },
  { "win.discard-case", NULL, hakem_window_discard_case_activated, NULL },
  { "win.dismiss-banner", NULL, hakem_window_dismiss_banner_activated, NULL },
  { "win.clock-start", NULL, clock_activated, "F5" },
  { "win.clock-press", NULL, clock_activated, NULL },
  { "win.clock-stop", NULL, clock_activated, "F6" },
  { "win.clock-resume", NULL, clock_activated, "F7" },
};

void
hakem_window_class_install_actions (GtkWidgetClass *widget_class)
{
  for (gsize i = 0; i < G_N_ELEMENTS (window_actions); i++)
    gtk_widget_class_install_action (widget_class, window_actions[i].name,
                                     window_actions[i].parameter_type, window_actions[i].activate);
  /* The letters: a radio choice in the menu, the window's "notation" property. */
  gtk_widget_class_install_property_action (widget_class, "win.notation", "notation");
}

void
hakem_window_set_accels (GtkApplication *app)
{
  for (gsize i = 0; i < G_N_ELEMENTS (window_actions); i++)
    if (window_actions[i].accel)
      {
        const char *accels[] = { window_actions[i].accel, NULL };
        gtk_application_set_accels_for_action (app, window_actions[i].name, accels);
      }
}

void
hakem_window_update_actions (HakemWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  const ChessGame *game = hakem_session_get_game (self->session);
  gboolean over = hakem_session_is_over (self->session);
  /* Taking back with no move on the scoresheet, reopening a game that goes on: greyed out. Undo
   * stays live in a finished game: it says why the move cannot be taken back, or takes back the
   * move that ended the game by itself. */
  gtk_widget_action_set_enabled (widget, "win.undo", game->count > 0);
  gtk_widget_action_set_enabled (widget, "win.reopen", over);
  /* The clock's commands that can apply to the clock as it is: Start and Restart while it does
   * not run (Start before the game too), Stop while it runs. Pressing it stays live: Space says
   * why when it cannot. */
  HakemClockState state = hakem_session_get_clock_state (self->session);
  gboolean still = state == HAKEM_CLOCK_READY || state == HAKEM_CLOCK_STOPPED;
  gtk_widget_action_set_enabled (widget, "win.clock-start", still && !over);
  gtk_widget_action_set_enabled (widget, "win.clock-resume", state == HAKEM_CLOCK_STOPPED && !over);
  gtk_widget_action_set_enabled (widget, "win.clock-stop", state == HAKEM_CLOCK_RUNNING);
  /* A scenario is made from an incident: none logged, nothing to save. */
  GListModel *incidents = hakem_session_get_incidents (self->session);
  gtk_widget_action_set_enabled (widget, "win.save-scenario",
                                 g_list_model_get_n_items (incidents) > 0);
}
