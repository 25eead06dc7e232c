/* hakem-window-case.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The window and its case file: the offer to restore a case found at start-up, which is never
 * lost (set aside, not overwritten, when the arbiter works on before answering), the autosave,
 * and the clocks confirmed after a restore.
 */
#include "config.h"

#include "hakem-window-private.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "hakem-clock-set-dialog.h"
#include "hakem-confirm.h"

/* The autosave's last error, shown once until a save succeeds again. */
static void
autosave_checked (HakemWindow *self)
{
  const GError *error = self->autosave ? hakem_autosave_get_error (self->autosave) : NULL;
  if (!error)
    {
      self->autosave_failed = FALSE;
      return;
    }
  if (self->autosave_failed)
    return;
  self->autosave_failed = TRUE;
  g_autofree char *msg
      = g_strdup_printf (_ ("The case could not be saved automatically: %s"), error->message);
  hakem_window_show_status (self, msg);
}

static void
autosave_after_change (HakemSession *session, HakemWindow *self)
{
  autosave_checked (self);
}

static void
autosave_after_incident (HakemSession *session, guint index, HakemWindow *self)
{
  autosave_checked (self);
}

static void
start_autosave (HakemWindow *self)
{
  if (self->autosave || !self->autosave_path)
    return;
  g_autofree char *dir = g_path_get_dirname (self->autosave_path);
  g_mkdir_with_parents (dir, 0700);
  self->autosave = hakem_autosave_new (self->session, self->autosave_path);
  /* After the autosave's own handlers, which save first. Each signal has its own handler with
   * that signal's parameters ("incident-added" passes the index before the user data). A
   * document opened or saved starts the autosave again: these are connected once. */
  if (!self->autosave_watched)
    {
      self->autosave_watched = TRUE;
      g_signal_connect_after (self->session, "changed", G_CALLBACK (autosave_after_change), self);
      g_signal_connect_after (self->session, "incident-added", G_CALLBACK (autosave_after_incident),
                              self);
    }
  autosave_checked (self);
}

static void
show_banner (HakemWindow *self, const char *text, gboolean question)
{
  hakem_restore_banner_reveal (self->restore_banner, text, question);
}

static void
hide_banner (HakemWindow *self)
{
  hakem_restore_banner_conceal (self->restore_banner);
  hakem_window_focus_move_entry (self);
}

/* A file that cannot be read as a case is kept under a name of its own, never overwritten (every
 * damaged file is kept), and said so. */
static void
case_damaged (HakemWindow *self, const char *path, const GError *error)
{
  g_autofree char *kept = NULL;
  g_autoptr (GError) move_error = NULL;
  g_autofree char *msg = NULL;
  gboolean in_the_way = g_str_equal (path, self->autosave_path);
  if (!in_the_way || hakem_casefile_keep_damaged (path, &kept, &move_error))
    {
      /* TRANSLATORS: the first %s says what is wrong with the file, the second is a file name */
      msg = g_strdup_printf (_ ("A saved case was found but it is damaged and cannot be restored: "
                                "%s. It was kept as %s."),
                             error->message, kept ? kept : path);
      start_autosave (self);
    }
  else
    /* TRANSLATORS: the first %s says what is wrong, the second why it could not be moved, the
     * third is a file name */
    msg = g_strdup_printf (_ ("A saved case was found but it cannot be read: %s. %s. Nothing is "
                              "saved automatically until %s is moved away."),
                           error->message, move_error->message, self->autosave_path);
  g_clear_pointer (&self->found_path, g_free);
  show_banner (self, msg, FALSE);
}

/* When the file was last saved, as a date ("2 December 2026") and a time ("14:32") in the
 * interface's forms, for the sentences that say it. FALSE when the file does not say. */
static gboolean
file_time_text (const char *path, char **date, char **time)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED,
                                                  G_FILE_QUERY_INFO_NONE, NULL, NULL);
  g_autoptr (GDateTime) modified = info ? g_file_info_get_modification_date_time (info) : NULL;
  if (!modified)
    {
      *date = g_strdup ("?");
      *time = g_strdup ("?");
      return FALSE;
    }
  g_autoptr (GDateTime) local = g_date_time_to_local (modified);
  /* TRANSLATORS: g_date_time_format() form of the day an unfinished case was last saved, as in
   * "A case saved on 2 December 2026 at 14:32". The month's name (%B) comes from the system's
   * time locale, which may not be the interface's language: a form in digits is safer. */
  *date = g_date_time_format (local, _ ("%-d %B %Y"));
  /* TRANSLATORS: g_date_time_format() form of the time of day an unfinished case was last
   * saved, as in "A case saved on 2 December 2026 at 14:32" */
  *time = g_date_time_format (local, _ ("%H:%M"));
  return TRUE;
}

/* What the banner says of the found case: when it was saved, whose game, how far, finished or
 * in progress. */
static char *
offer_text (HakemSession *probe, const char *date, const char *time)
{
  const ChessGame *game = hakem_session_get_game (probe);
  g_autofree char *moves = g_strdup_printf (
      g_dngettext (GETTEXT_PACKAGE, "%d half-move", "%d half-moves", (gulong) game->count),
      game->count);
  const char *white = hakem_session_player_name (probe, CHESS_WHITE);
  const char *black = hakem_session_player_name (probe, CHESS_BLACK);
  g_autofree char *what = NULL;
  if (white || black)
    /* TRANSLATORS: which game a case holds: the players, then how many half-moves */
    what = g_strdup_printf (_ ("%s – %s, %s"), white ? white : _ ("White"),
                            black ? black : _ ("Black"), moves);
  else
    what = g_strdup (moves);
  g_autofree char *outcome = hakem_session_outcome_text (probe);
  if (outcome)
    /* TRANSLATORS: the date ("2 December 2026") and the time ("14:32") the case was saved,
     * which game ("Carlsen – Nepomniachtchi, 42 half-moves") and how it ended ("½–½ threefold
     * repetition, 9.2") */
    return g_strdup_printf (_ ("A case saved on %s at %s was found: a finished game (%s; %s). "
                               "Restore it?"),
                            date, time, what, outcome);
  /* TRANSLATORS: the date ("2 December 2026") and the time ("14:32") the case was saved, then
   * which game ("Carlsen – Nepomniachtchi, 42 half-moves") */
  return g_strdup_printf (_ ("A case saved on %s at %s was found: a game in progress (%s). "
                             "Restore it?"),
                          date, time, what);
}

/* Runs once, after the window is shown: the case file of a session that did not end cleanly is
 * offered back before anything overwrites it. */
void
hakem_window_offer_restore_activated (GtkWidget *widget, const char *action_name, GVariant *param)
{
  HakemWindow *self = HAKEM_WINDOW (widget);
  /* Only the banner, the window's own, is shown here; a status message waits for the side panel
   * in "status-message". Nothing builds the panel, which is due after the first frame anyway. */
  if (self->autosave_path)
    return;
  self->autosave_path = g_variant_dup_string (param, NULL);
  if (!g_file_test (self->autosave_path, G_FILE_TEST_EXISTS))
    {
      start_autosave (self);
      return;
    }
  g_autoptr (HakemSession) probe = hakem_session_new ();
  g_autoptr (GError) error = NULL;
  if (!hakem_casefile_load (probe, self->autosave_path, &error))
    {
      case_damaged (self, self->autosave_path, error);
      return;
    }
  if (hakem_session_get_game (probe)->count == 0 && hakem_session_get_incident_count (probe) == 0)
    {
      start_autosave (self);
      return;
    }
  self->found_path = g_strdup (self->autosave_path);
  g_autofree char *date = NULL, *time = NULL;
  file_time_text (self->autosave_path, &date, &time);
  g_autofree char *msg = offer_text (probe, date, time);
  show_banner (self, msg, TRUE);
}

void
hakem_window_protect_found_case (HakemWindow *self)
{
  if (!self->found_path || self->autosave || !g_str_equal (self->found_path, self->autosave_path))
    return;
  g_autofree char *kept = NULL;
  g_autoptr (GError) error = NULL;
  if (!hakem_casefile_keep_aside (self->found_path, "earlier", &kept, &error))
    {
      /* TRANSLATORS: %s says why the file could not be moved */
      g_autofree char *msg = g_strdup_printf (_ ("Nothing is saved automatically until the case "
                                                 "found at start-up is restored or discarded: "
                                                 "%s."),
                                              error->message);
      hakem_window_show_status (self, msg);
      return;
    }
  g_free (self->found_path);
  self->found_path = g_steal_pointer (&kept);
  start_autosave (self);
  g_autofree char *date = NULL, *time = NULL;
  file_time_text (self->found_path, &date, &time);
  /* TRANSLATORS: the date ("2 December 2026") and the time ("14:32") the case found at start-up
   * was saved, then a file name: it was moved there so that the moves the arbiter makes now are
   * saved in its place */
  g_autofree char *msg = g_strdup_printf (_ ("The case saved on %s at %s was set aside as %s so "
                                             "that what you do now is saved. Restore it "
                                             "instead?"),
                                          date, time, self->found_path);
  hakem_restore_banner_set_text (self->restore_banner, msg);
}

static void
restore_now (HakemWindow *self)
{
  hide_banner (self);
  g_autofree char *path = g_steal_pointer (&self->found_path);
  g_auto (HakemSavedClock) saved = { 0 };
  g_autoptr (GError) error = NULL;
  if (!hakem_casefile_load_full (self->session, path, &saved, &error))
    {
      case_damaged (self, path, error);
      return;
    }
  start_autosave (self);
  /* Set aside, it is in the autosave file again: the copy is no longer needed. */
  if (!g_str_equal (path, self->autosave_path) && !hakem_autosave_get_error (self->autosave))
    g_unlink (path);
  if (hakem_session_is_over (self->session))
    {
      g_autofree char *outcome = hakem_session_outcome_text (self->session);
      /* TRANSLATORS: %s is how the game ended */
      g_autofree char *msg = g_strdup_printf (_ ("The case of the finished game (%s) was "
                                                 "restored."),
                                              outcome);
      hakem_window_show_status (self, msg);
      return;
    }
  hakem_window_show_status (self, _ ("The case of the game in progress was restored. The clock "
                                     "is stopped: restart it when play resumes."));
  /* The file's times may be a second behind a clock that ran: the clock on the table says. */
  if (saved.ms[0] >= 0 && saved.ms[1] >= 0 && hakem_session_get_clock (self->session)->started)
    hakem_clock_set_dialog_new (GTK_WINDOW (self), self->session, &saved);
}

static void
restore_answered (gboolean accepted, const char *note, gpointer user_data)
{
  HakemWindow *self = user_data;
  if (accepted && self->found_path)
    restore_now (self);
  g_object_unref (self);
}

void
hakem_window_restore_case_activated (GtkWidget *widget, const char *action_name, GVariant *param)
{
  HakemWindow *self = HAKEM_WINDOW (widget);
  hakem_window_ensure_side_panel (self);
  if (!self->found_path)
    return;
  /* Moves made since start-up would be replaced by the restored case: the arbiter is asked. */
  const ChessGame *game = hakem_session_get_game (self->session);
  if (self->autosave && (game->count > 0 || hakem_session_get_incident_count (self->session) > 0))
    {
      /* TRANSLATORS: %d counts the half-moves played since start-up */
      g_autofree char *body = g_strdup_printf (
          g_dngettext (GETTEXT_PACKAGE,
                       "The game in the window (%d half-move) is replaced by the case found at "
                       "start-up.",
                       "The game in the window (%d half-moves) is replaced by the case found at "
                       "start-up.",
                       (gulong) game->count),
          game->count);
      hakem_confirm (GTK_WINDOW (self), _ ("Restore the earlier case?"), body, _ ("_Restore"), TRUE,
                     NULL, restore_answered, g_object_ref (self));
      return;
    }
  restore_now (self);
}

void
hakem_window_discard_case_activated (GtkWidget *widget, const char *action_name, GVariant *param)
{
  HakemWindow *self = HAKEM_WINDOW (widget);
  hakem_window_ensure_side_panel (self);
  if (!self->found_path)
    return;
  hide_banner (self);
  g_autofree char *path = g_steal_pointer (&self->found_path);
  if (self->autosave)
    g_unlink (path); /* the copy set aside; the autosave file holds the work since */
  else
    {
      start_autosave (self);
      hakem_autosave_discard (self->autosave);
    }
  hakem_window_show_status (self, _ ("The case that was found was discarded."));
}

void
hakem_window_dismiss_banner_activated (GtkWidget *widget, const char *action_name, GVariant *param)
{
  /* The banner is the window's own: the side panel need not be built for it. */
  hide_banner (HAKEM_WINDOW (widget));
}

/* The autosave leaves the document for its own file again (the game in the window is being
 * replaced): whatever that file holds, a case found at start-up or another's, is set aside
 * first, never overwritten. Returns what the status line should say (free it). */
static char *
leave_document (HakemWindow *self)
{
  g_clear_pointer (&self->autosave, hakem_autosave_free);
  g_autofree char *document = g_steal_pointer (&self->document);
  g_free (self->autosave_path);
  self->autosave_path = hakem_casefile_autosave_path ();
  g_autofree char *kept = NULL;
  if (self->autosave_path && g_file_test (self->autosave_path, G_FILE_TEST_EXISTS))
    hakem_casefile_keep_aside (self->autosave_path, "earlier", &kept, NULL);
  start_autosave (self);
  if (kept)
    /* TRANSLATORS: two file names: the case document the game was saved in, and where the
     * earlier case found in the autosave file was set aside */
    return g_strdup_printf (_ ("The case of the game that was in the window stays in %s; the "
                               "earlier case was kept as %s."),
                            document, kept);
  /* TRANSLATORS: %s is the case document the game that was in the window is saved in */
  return g_strdup_printf (_ ("The case of the game that was in the window stays in %s."), document);
}

char *
hakem_window_keep_case (HakemWindow *self)
{
  if (self->document)
    return leave_document (self);
  if (!self->autosave || !self->autosave_path
      || (hakem_session_get_game (self->session)->count == 0
          && hakem_session_get_incident_count (self->session) == 0))
    return NULL;
  g_autofree char *kept = NULL;
  g_autoptr (GError) error = NULL;
  if (!hakem_casefile_keep_aside (self->autosave_path, "replaced", &kept, &error))
    return g_strdup (error->message);
  /* TRANSLATORS: %s is a file name */
  return g_strdup_printf (_ ("The case of the game that was in the window was kept as %s."), kept);
}

/* A case on offer in the banner is left where it is (offered again at the next start): the
 * arbiter chose another case. */
static void
forget_offer (HakemWindow *self)
{
  if (!self->found_path)
    return;
  g_clear_pointer (&self->found_path, g_free);
  hide_banner (self);
}

static void
write_to_document (HakemWindow *self, const char *path)
{
  g_free (self->document);
  self->document = g_strdup (path);
  g_free (self->autosave_path);
  self->autosave_path = g_strdup (path);
  start_autosave (self);
}

gboolean
hakem_window_open_case_document (HakemWindow *self, const char *path, HakemSavedClock *saved,
                                 GError **error)
{
  forget_offer (self);
  /* Stopped while the case comes in, so that nothing of it is written to the old file. */
  g_clear_pointer (&self->autosave, hakem_autosave_free);
  if (!hakem_casefile_load_full (self->session, path, saved, error))
    {
      start_autosave (self);
      return FALSE;
    }
  write_to_document (self, path);
  return TRUE;
}

void
hakem_window_attach_case_document (HakemWindow *self, const char *path)
{
  forget_offer (self);
  if (self->autosave && !self->document)
    hakem_autosave_discard (self->autosave);
  g_clear_pointer (&self->autosave, hakem_autosave_free);
  write_to_document (self, path);
}

void
hakem_window_case_dispose (HakemWindow *self)
{
  g_clear_pointer (&self->document, g_free);
  g_clear_pointer (&self->autosave, hakem_autosave_free);
  g_clear_pointer (&self->autosave_path, g_free);
  g_clear_pointer (&self->found_path, g_free);
}
