/* hakem-window-desk.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * What the window hands on from a case: its report, printed or saved as PDF through GTK's print
 * dialog (hakem-report-print.h), and an incident saved as a training scenario
 * (hakem-scenario.h) for an arbiters' course, with the players' names removed on request.
 */
#include "config.h"

#include "hakem-window-private.h"

#include <glib/gi18n.h>

#include "hakem-report-print.h"
#include "hakem-scenario.h"
#include "hakem-accessible-names.h"

void
hakem_window_print_report_activated (GtkWidget *widget, const char *name, GVariant *param)
{
  HakemWindow *self = HAKEM_WINDOW (widget);
  /* The report names the case file it was made from and its SHA-256: the autosave has just
   * written the session there. */
  g_autofree char *source = NULL;
  g_autofree char *sha256 = NULL;
  g_autofree char *data = NULL;
  gsize length = 0;
  if (self->autosave_path && hakem_casefile_read_file (self->autosave_path, &data, &length, NULL))
    {
      source = g_path_get_basename (self->autosave_path);
      sha256 = g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) data, length);
    }
  hakem_report_print (GTK_WINDOW (self), self->session, source, sha256,
                      hakem_session_get_san_language (self->session));
}

/* Saving an incident as a scenario: which incident, names kept or not, then where. */

typedef struct
{
  HakemWindow *window;
  guint index;
  gboolean anonymous;
} ScenarioSave;

static void
scenario_save_free (ScenarioSave *save)
{
  g_object_unref (save->window);
  g_free (save);
}

static void
scenario_file_chosen (GtkNativeDialog *dialog, int response, ScenarioSave *save)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autoptr (GError) error = NULL;
      g_autofree char *xml = hakem_scenario_from_incident (save->window->session, save->index,
                                                           save->anonymous, &error);
      g_autofree char *path = file ? g_file_get_path (file) : NULL;
      if (xml && path && g_file_set_contents (path, xml, -1, &error))
        {
          /* TRANSLATORS: %s is a file name */
          g_autofree char *msg
              = g_strdup_printf (_ ("The incident was saved as the scenario %s."), path);
          hakem_window_show_status (save->window, msg);
        }
      else
        {
          /* TRANSLATORS: %s says why */
          g_autofree char *msg = g_strdup_printf (_ ("The scenario could not be saved: %s"),
                                                  error ? error->message : _ ("not a local file"));
          hakem_window_show_status (save->window, msg);
        }
    }
  g_object_unref (dialog);
  scenario_save_free (save);
}

static void
names_answered (AdwMessageDialog *dialog, const char *response, ScenarioSave *save)
{
  if (g_str_equal (response, "cancel"))
    {
      scenario_save_free (save);
      return;
    }
  save->anonymous = g_str_equal (response, "remove");
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (
      _ ("Save the Incident as a Scenario"), GTK_WINDOW (save->window),
      GTK_FILE_CHOOSER_ACTION_SAVE, _ ("_Save"), _ ("_Cancel"));
  /* TRANSLATORS: the default file name of a training scenario; keep the .xml */
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), _ ("scenario.xml"));
  g_signal_connect (chooser, "response", G_CALLBACK (scenario_file_chosen), save);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

void
hakem_window_save_scenario_activated (GtkWidget *widget, const char *name, GVariant *param)
{
  HakemWindow *self = HAKEM_WINDOW (widget);
  guint count = hakem_session_get_incident_count (self->session);
  if (count == 0)
    {
      hakem_window_show_status (self, _ ("There is no incident to save as a scenario: a ruling "
                                         "on the board makes one."));
      return;
    }
  /* The incident picked in the log, else the last one. */
  guint index = self->selected_incident >= 0 && (guint) self->selected_incident < count
                    ? (guint) self->selected_incident
                    : count - 1;
  g_autoptr (GError) error = NULL;
  g_autofree char *probe = hakem_scenario_from_incident (self->session, index, FALSE, &error);
  if (!probe)
    {
      hakem_window_show_status (self, error->message);
      return;
    }
  ScenarioSave *save = g_new0 (ScenarioSave, 1);
  save->window = g_object_ref (self);
  save->index = index;
  const HakemIncident *incident = hakem_session_get_incident (self->session, index);
  /* TRANSLATORS: the incident's kind and half-move, as in "Irregularity, half-move 12" */
  g_autofree char *which = g_strdup_printf (
      _ ("%s, half-move %d"), hakem_incident_kind_text (incident->kind), incident->ply);
  GtkWidget *dialog
      = adw_message_dialog_new (GTK_WINDOW (self), _ ("Save the Incident as a Scenario?"), NULL);
  /* TRANSLATORS: %s names the incident ("Irregularity, half-move 12") */
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  _ ("%s becomes a lesson for an arbiters' course. Remove the "
                                     "players' names from it?"),
                                  which);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _ ("_Cancel"), "keep",
                                    _ ("_Keep Names"), "remove", _ ("_Remove Names"), NULL);
  hakem_name_mnemonic_buttons (GTK_WIDGET (dialog));
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "remove");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (names_answered), save);
  gtk_window_present (GTK_WINDOW (dialog));
}
