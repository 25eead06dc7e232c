/* hakem-scenario-chooser.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The list of training scenarios to present: those shipped with Hakem, or one from a file.
 */
#include "config.h"

#include "hakem-presentation-window.h"
#include "hakem-accessible-names.h"

#include <glib/gi18n.h>

/* Opens the presentation of a scenario full screen; the chooser closes. */
static void
present (GtkWindow *chooser, HakemScenario *scenario)
{
  GtkApplication *app = gtk_window_get_application (chooser);
  GtkWidget *window = hakem_presentation_window_new (app, scenario);
  gtk_window_fullscreen (GTK_WINDOW (window));
  gtk_window_present (GTK_WINDOW (window));
  gtk_window_destroy (chooser);
}

static void
show_error (GtkWindow *parent, const GError *error)
{
  GtkWidget *dialog
      = adw_message_dialog_new (parent, _ ("The scenario cannot be opened"), error->message);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _ ("_Close"));
  hakem_name_mnemonic_buttons (GTK_WIDGET (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* A shipped scenario's row: activating it opens the scenario at path (owned by the handler). */
static void
on_row_activated (AdwActionRow *row, const char *path)
{
  GtkWindow *chooser = GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (row)));
  g_autoptr (GError) error = NULL;
  HakemScenario *scenario = hakem_scenario_load_builtin (path, &error);
  if (scenario)
    present (chooser, scenario);
  else
    show_error (chooser, error);
}

static void
on_file_chosen (GtkNativeDialog *native, int response, gpointer user_data)
{
  GtkWindow *chooser = user_data;
  g_autoptr (GFile) file = response == GTK_RESPONSE_ACCEPT
                               ? gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native))
                               : NULL;
  g_object_unref (native);
  g_autofree char *path = file ? g_file_get_path (file) : NULL;
  if (!path)
    return;
  g_autoptr (GError) error = NULL;
  HakemScenario *scenario = hakem_scenario_load (path, &error);
  if (scenario)
    present (chooser, scenario);
  else
    show_error (chooser, error);
}

static void
on_open_clicked (GtkButton *button, gpointer user_data)
{
  GtkWindow *chooser = user_data;
  GtkFileChooserNative *native = gtk_file_chooser_native_new (
      _ ("Open a Scenario"), chooser, GTK_FILE_CHOOSER_ACTION_OPEN, _ ("_Open"), _ ("_Cancel"));
  GtkFileFilter *filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _ ("Scenarios (XML)"));
  gtk_file_filter_add_suffix (filter, "xml");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);
  g_object_unref (filter);
  g_signal_connect (native, "response", G_CALLBACK (on_file_chosen), chooser);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

GtkWindow *
hakem_scenario_chooser_new (GtkApplication *app, GtkWindow *parent)
{
  GtkWidget *window = adw_window_new ();
  gtk_window_set_application (GTK_WINDOW (window), app);
  gtk_window_set_title (GTK_WINDOW (window), _ ("Present a Scenario"));
  gtk_window_set_default_size (GTK_WINDOW (window), 640, 600);
  if (parent)
    {
      gtk_window_set_transient_for (GTK_WINDOW (window), parent);
      gtk_window_set_modal (GTK_WINDOW (window), TRUE);
    }

  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *open = hakem_mnemonic_button_new (_ ("_Open File…"));
  gtk_widget_set_tooltip_text (open, _ ("Open a scenario file"));
  g_signal_connect (open, "clicked", G_CALLBACK (on_open_clicked), window);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), open);
  gtk_box_append (GTK_BOX (box), header);

  GtkWidget *list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ ("Shipped scenarios"), -1);
  g_auto (GStrv) paths = hakem_scenario_builtin_paths ();
  for (char **p = paths; *p; p++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (HakemScenario) sc = hakem_scenario_load_builtin (*p, &error);
      if (!sc)
        {
          g_warning ("%s: %s", *p, error->message);
          continue;
        }
      AdwActionRow *row = ADW_ACTION_ROW (adw_action_row_new ());
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), hakem_scenario_text (&sc->title));
      adw_action_row_set_subtitle (row, hakem_scenario_text (&sc->summary));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      g_signal_connect_data (row, "activated", G_CALLBACK (on_row_activated), g_strdup (*p),
                             (GClosureNotify) (void (*) (void)) g_free, 0);
      gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (row));
    }

  GtkWidget *clamp = adw_clamp_new ();
  gtk_widget_set_margin_top (clamp, 12);
  gtk_widget_set_margin_bottom (clamp, 12);
  gtk_widget_set_margin_start (clamp, 12);
  gtk_widget_set_margin_end (clamp, 12);
  adw_clamp_set_child (ADW_CLAMP (clamp), list);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), clamp);
  gtk_box_append (GTK_BOX (box), scroller);
  adw_window_set_content (ADW_WINDOW (window), box);
  return GTK_WINDOW (window);
}
