/* hakem-round-actions.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * app.watch-round, app.watch-round-folder and app.watch-round-pairings: a round file, folder or
 * pairing file chosen, its view opened.
 */
#include "config.h"

#include "hakem-round-actions.h"

#include <glib/gi18n.h>

#include "hakem-round-open.h"
#include "hakem-round-window.h"

static void
watch (GtkApplication *app, GFile *location)
{
  HakemRoundWindow *window = hakem_round_window_new (app, location);
  gtk_window_present (GTK_WINDOW (window));
}

static void
chosen (GtkNativeDialog *dialog, int response, gpointer user_data)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      if (file)
        watch (GTK_APPLICATION (user_data), file);
    }
  g_object_unref (dialog);
}

static void
choose (GtkApplication *app, gboolean folder)
{
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (
      folder ? _ ("Watch a Round Folder") : _ ("Watch a Round File"),
      gtk_application_get_active_window (app),
      folder ? GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER : GTK_FILE_CHOOSER_ACTION_OPEN, _ ("_Watch"),
      _ ("_Cancel"));
  if (!folder)
    {
      g_autoptr (GtkFileFilter) pgn = gtk_file_filter_new ();
      gtk_file_filter_set_name (pgn, _ ("PGN games (*.pgn)"));
      gtk_file_filter_add_pattern (pgn, "*.[pP][gG][nN]");
      gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), pgn);
    }
  g_signal_connect (dialog, "response", G_CALLBACK (chosen), app);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
watch_round_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  const char *path = param ? g_variant_get_string (param, NULL) : "";
  if (!*path)
    {
      choose (GTK_APPLICATION (user_data), FALSE);
      return;
    }
  g_autoptr (GFile) file = g_file_new_for_commandline_arg (path);
  watch (GTK_APPLICATION (user_data), file);
}

static void
watch_folder_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  choose (GTK_APPLICATION (user_data), TRUE);
}

static void
watch_pairings_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  gtk_window_present (GTK_WINDOW (hakem_round_open_new (GTK_APPLICATION (user_data))));
}

static const GActionEntry actions[] = {
  { "watch-round", watch_round_activated, "s", NULL, NULL, { 0 } },
  { "watch-round-folder", watch_folder_activated, NULL, NULL, NULL, { 0 } },
  { "watch-round-pairings", watch_pairings_activated, NULL, NULL, NULL, { 0 } },
};

void
hakem_round_add_actions (GtkApplication *app)
{
  g_action_map_add_action_entries (G_ACTION_MAP (app), actions, G_N_ELEMENTS (actions), app);
  const char *file_accels[] = { "<Control><Shift>w", NULL };
  const char *folder_accels[] = { "<Control><Alt>w", NULL };
  gtk_application_set_accels_for_action (app, "app.watch-round('')", file_accels);
  gtk_application_set_accels_for_action (app, "app.watch-round-folder", folder_accels);
}
