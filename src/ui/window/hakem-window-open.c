/* hakem-window-open.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The window and its files: Open (a PGN file, through the game chooser when it holds several
 * games, or a case file as the document the autosave then writes to), Save Case As, files dropped
 * on the window, and the recent files.
 */
#include "config.h"

#include "hakem-window-private.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "hakem-clock-set-dialog.h"
#include "hakem-game-chooser.h"
#include "hakem-pgn-index.h"

static void
remember (const char *path)
{
  g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);
  if (uri)
    gtk_recent_manager_add_item (gtk_recent_manager_get_default (), uri);
}

static gboolean
is_case_file (const char *path)
{
  g_autofree char *lower = g_ascii_strdown (path, -1);
  return g_str_has_suffix (lower, ".hakem");
}

/* The status line after a case came in: what was said of the one it replaced too. */
static void
say_opened (HakemWindow *self, const char *what, const char *kept)
{
  g_autofree char *both = kept ? g_strjoin (" ", what, kept, NULL) : g_strdup (what);
  hakem_window_show_status (self, both);
}

/* Reads one game of the file (game NULL: the first); on an error the game in the window and its
 * case stay as they are. */
static gboolean load_game_at (HakemWindow *self, const char *path, goffset offset, long line,
                              gboolean recent);

static void
load_game (HakemWindow *self, const char *path, HakemPgnGame *game)
{
  goffset offset = game ? hakem_pgn_game_get_offset (game) : 0;
  long line = game ? hakem_pgn_game_get_line (game) : 1;
  load_game_at (self, path, offset, line, TRUE);
}

static gboolean
load_game_at (HakemWindow *self, const char *path, goffset offset, long line, gboolean recent)
{
  g_autofree char *msg = NULL;
  g_autoptr (HakemSession) probe = hakem_session_new ();
  if (!hakem_session_load_pgn_at (probe, path, offset, line, &msg))
    {
      hakem_window_show_status (self, msg);
      return FALSE;
    }
  g_clear_pointer (&msg, g_free);
  g_autofree char *kept = hakem_window_keep_case (self);
  if (!hakem_session_load_pgn_at (self->session, path, offset, line, &msg))
    {
      hakem_window_show_status (self, msg);
      return FALSE;
    }
  if (recent)
    remember (path);
  /* The confirmation passes as a toast; what the arbiter should know stays on the status line:
   * msg, in which letters the moves were read when not the standard's alone, and where the case
   * of the game replaced was kept. */
  hakem_window_toast (self, _ ("The game was opened."));
  const char *parts[] = { msg, kept };
  g_autoptr (GString) text = g_string_new (NULL);
  for (gsize i = 0; i < G_N_ELEMENTS (parts); i++)
    if (parts[i])
      g_string_append_printf (text, "%s%s", text->len ? " " : "", parts[i]);
  if (text->len)
    hakem_window_show_status (self, text->str);
  return TRUE;
}

static void
game_chosen (HakemGameChooser *chooser, HakemPgnGame *game, HakemWindow *self)
{
  load_game (self, self->choosing, game);
}

static void
open_pgn (HakemWindow *self, const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (HakemPgnIndex) index = hakem_pgn_index_new_for_path (path, &error);
  if (!index)
    {
      hakem_window_show_status (self, error->message);
      return;
    }
  /* One game (or none, which the reader says in its words) opens at once. */
  if (g_list_model_get_n_items (G_LIST_MODEL (index)) <= 1)
    {
      load_game (self, path, NULL);
      return;
    }
  g_autofree char *name = g_path_get_basename (path);
  HakemGameChooser *chooser = hakem_game_chooser_new (GTK_WINDOW (self), index, name);
  g_free (self->choosing);
  self->choosing = g_strdup (path);
  g_signal_connect_object (chooser, "game-chosen", G_CALLBACK (game_chosen), self, 0);
  gtk_window_present (GTK_WINDOW (chooser));
}

static void
open_case (HakemWindow *self, const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (HakemSession) probe = hakem_session_new ();
  if (!hakem_casefile_load (probe, path, &error))
    {
      /* TRANSLATORS: a file name, then what is wrong with it */
      g_autofree char *msg
          = g_strdup_printf (_ ("%s cannot be opened as a case: %s"), path, error->message);
      hakem_window_show_status (self, msg);
      return;
    }
  g_autofree char *kept = hakem_window_keep_case (self);
  g_auto (HakemSavedClock) saved = { 0 };
  if (!hakem_window_open_case_document (self, path, &saved, &error))
    {
      hakem_window_show_status (self, error->message);
      return;
    }
  remember (path);
  /* TRANSLATORS: %s is a file name; what the arbiter does from now on is saved there */
  g_autofree char *what
      = g_strdup_printf (_ ("The case %s was opened; it is saved as you go."), path);
  say_opened (self, what, kept);
  /* As after a restore: the file's times may be a second behind a clock that ran. */
  if (saved.running && saved.ms[0] >= 0 && saved.ms[1] >= 0
      && !hakem_session_is_over (self->session))
    hakem_clock_set_dialog_new (GTK_WINDOW (self), self->session, &saved);
}

/* The game in the window may be replaced: asked before, by hakem_window_open_file. */
static void
open_now (HakemWindow *self)
{
  g_autoptr (GFile) file = g_steal_pointer (&self->opening);
  if (!file)
    return;
  g_autofree char *path = g_file_get_path (file);
  if (!path)
    {
      g_autofree char *uri = g_file_get_uri (file);
      /* TRANSLATORS: %s is an address (URI) that is not a file on this computer */
      g_autofree char *msg
          = g_strdup_printf (_ ("%s is not a local file and cannot be opened."), uri);
      hakem_window_show_status (self, msg);
      return;
    }
  if (is_case_file (path))
    open_case (self, path);
  else
    open_pgn (self, path);
}

void
hakem_window_open_file (HakemWindow *self, GFile *file)
{
  g_return_if_fail (HAKEM_IS_WINDOW (self));
  hakem_window_ensure_side_panel (self);
  g_set_object (&self->opening, file);
  hakem_window_confirm_replacing (self, open_now);
}

/* ---- the file chooser ---- */

static void
add_filter (GtkFileChooser *chooser, const char *name, const char *pattern, const char *type)
{
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, name);
  if (pattern)
    gtk_file_filter_add_pattern (filter, pattern);
  if (type)
    gtk_file_filter_add_mime_type (filter, type);
  gtk_file_chooser_add_filter (chooser, filter);
}

static void
open_response (GtkNativeDialog *dialog, int response, HakemWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      /* The arbiter was asked before the dialog opened. */
      g_set_object (&self->opening, file);
      open_now (self);
    }
  g_object_unref (dialog);
}

void
hakem_window_show_open_dialog (HakemWindow *self)
{
  GtkFileChooserNative *dialog
      = gtk_file_chooser_native_new (_ ("Open a Game"), GTK_WINDOW (self),
                                     GTK_FILE_CHOOSER_ACTION_OPEN, _ ("_Open"), _ ("_Cancel"));
  GtkFileChooser *chooser = GTK_FILE_CHOOSER (dialog);
  g_autoptr (GtkFileFilter) both = gtk_file_filter_new ();
  gtk_file_filter_set_name (both, _ ("Games and cases (*.pgn, *.hakem)"));
  gtk_file_filter_add_pattern (both, "*.[pP][gG][nN]");
  gtk_file_filter_add_pattern (both, "*.[hH][aA][kK][eE][mM]");
  gtk_file_chooser_add_filter (chooser, both);
  add_filter (chooser, _ ("PGN games (*.pgn)"), "*.[pP][gG][nN]", "application/x-chess-pgn");
  add_filter (chooser, _ ("Hakem cases (*.hakem)"), "*.[hH][aA][kK][eE][mM]",
              "application/x-hakem-case");
  add_filter (chooser, _ ("All files"), "*", NULL);
  gtk_file_chooser_set_filter (chooser, both);
  g_signal_connect (dialog, "response", G_CALLBACK (open_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* ---- Save Case As ---- */

static void
save_case_response (GtkNativeDialog *dialog, int response, HakemWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = g_file_get_path (file);
      g_autoptr (GError) error = NULL;
      if (!path || !hakem_casefile_save (self->session, path, &error))
        {
          g_autofree char *msg = g_strdup_printf (_ ("The case could not be saved: %s"),
                                                  error ? error->message : _ ("not a local file"));
          hakem_window_show_status (self, msg);
        }
      else
        {
          hakem_window_attach_case_document (self, path);
          remember (path);
          /* TRANSLATORS: %s is a file name */
          g_autofree char *msg = g_strdup_printf (_ ("The case was saved as %s; from now on it is "
                                                     "saved there as you go."),
                                                  path);
          hakem_window_show_status (self, msg);
        }
    }
  g_object_unref (dialog);
}

void
hakem_window_save_case_activated (GtkWidget *widget, const char *action_name, GVariant *param)
{
  HakemWindow *self = HAKEM_WINDOW (widget);
  hakem_window_ensure_side_panel (self);
  GtkFileChooserNative *dialog
      = gtk_file_chooser_native_new (_ ("Save the Case"), GTK_WINDOW (self),
                                     GTK_FILE_CHOOSER_ACTION_SAVE, _ ("_Save"), _ ("_Cancel"));
  add_filter (GTK_FILE_CHOOSER (dialog), _ ("Hakem cases (*.hakem)"), "*.[hH][aA][kK][eE][mM]",
              "application/x-hakem-case");
  g_autofree char *name = hakem_session_file_name (self->session, _ ("case"), ".hakem");
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
  g_signal_connect (dialog, "response", G_CALLBACK (save_case_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* ---- files dropped on the window ---- */

static gboolean
dropped (GtkDropTarget *target, const GValue *value, double x, double y, HakemWindow *self)
{
  GSList *files = g_value_get_boxed (value);
  if (!files)
    return FALSE;
  /* One game is under the arbiter's control at a time: the first file. */
  hakem_window_open_file (self, G_FILE (files->data));
  return TRUE;
}

void
hakem_window_accept_drops (HakemWindow *self)
{
  GtkDropTarget *target = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);
  g_signal_connect (target, "drop", G_CALLBACK (dropped), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
}

/* ---- a board of a round ---- */

/* The line (1-based) at offset in the file at path, for the reader's messages. */
static long
line_at (const char *path, goffset offset)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFileInputStream) in = g_file_read (file, NULL, NULL);
  long line = 1;
  char buf[8192];
  goffset done = 0;
  while (in && done < offset)
    {
      gssize n = g_input_stream_read (
          G_INPUT_STREAM (in), buf, (gsize) MIN ((goffset) sizeof buf, offset - done), NULL, NULL);
      if (n <= 0)
        break;
      for (gssize i = 0; i < n; i++)
        line += buf[i] == '\n';
      done += n;
    }
  return line;
}

/* A board of the round waiting for the arbiter's answer about the game in the window. */
struct _HakemRoundRequest
{
  char *path;
  goffset offset;
  char *case_path;
  char *note;
  gboolean temporary; /* path is the round view's file, removed once read */
};

static void
round_request_free (struct _HakemRoundRequest *r)
{
  if (r->temporary)
    g_remove (r->path);
  g_free (r->path);
  g_free (r->case_path);
  g_free (r->note);
  g_free (r);
}

void
hakem_window_open_dispose (HakemWindow *self)
{
  g_clear_pointer (&self->round_request, round_request_free);
}

static void
open_round_board_now (HakemWindow *self, const char *path, goffset offset, const char *case_path,
                      const char *note)
{
  g_autoptr (GError) error = NULL;
  /* This desk's case of the board, from an earlier visit: its incidents are there. */
  if (case_path && g_file_test (case_path, G_FILE_TEST_EXISTS))
    {
      g_autofree char *kept = hakem_window_keep_case (self);
      if (hakem_window_open_case_document (self, case_path, NULL, &error))
        {
          /* TRANSLATORS: %s is a file name: the desk's own case of a board of the round */
          g_autofree char *msg = g_strdup_printf (_ ("This desk's case of the board was opened "
                                                     "from %s; moves made since on the board are "
                                                     "in the round view."),
                                                  case_path);
          /* And where the game it replaced was kept, when it had moves or incidents. */
          g_autofree char *both = kept ? g_strdup_printf ("%s %s", msg, kept) : NULL;
          hakem_window_show_status (self, both ? both : msg);
          return;
        }
      hakem_window_show_status (self, error->message);
      return;
    }
  /* The round view's temporary file of a board's legal moves is gone once the game is read: not a
   * recent file. */
  g_autofree char *dir = g_path_get_dirname (path);
  if (!load_game_at (self, path, offset, line_at (path, offset),
                     g_strcmp0 (dir, g_get_tmp_dir ()) != 0))
    return;
  if (note)
    hakem_window_show_status (self, note);
  if (!case_path)
    return;
  /* From now on the board's case is this desk's file in the round folder. */
  if (hakem_casefile_save (self->session, case_path, &error))
    hakem_window_attach_case_document (self, case_path);
  else
    hakem_window_show_status (self, error->message);
}

/* The arbiter agreed to leave the game in the window (or there was none in progress). */
static void
round_board_agreed (HakemWindow *self)
{
  struct _HakemRoundRequest *r = g_steal_pointer (&self->round_request);
  if (!r)
    return;
  open_round_board_now (self, r->path, r->offset, r->case_path, r->note);
  round_request_free (r);
}

static void
round_board_declined (HakemWindow *self)
{
  g_clear_pointer (&self->round_request, round_request_free);
}

void
hakem_window_open_round_board (HakemWindow *self, const char *path, goffset offset,
                               const char *case_path, const char *note, gboolean temporary)
{
  g_return_if_fail (HAKEM_IS_WINDOW (self));
  g_return_if_fail (path != NULL);
  hakem_window_ensure_side_panel (self);
  /* The latest board asked for is the one opened, whichever question is answered. */
  g_clear_pointer (&self->round_request, round_request_free);
  struct _HakemRoundRequest *r = g_new0 (struct _HakemRoundRequest, 1);
  r->path = g_strdup (path);
  r->offset = offset;
  r->case_path = g_strdup (case_path);
  r->note = g_strdup (note);
  r->temporary = temporary;
  self->round_request = r;
  /* The board's own case, already the document in the window, is not left: it is reopened. */
  if (case_path && g_strcmp0 (case_path, self->document) == 0)
    round_board_agreed (self);
  else
    hakem_window_confirm_replacing_or (self, round_board_agreed, round_board_declined);
}
