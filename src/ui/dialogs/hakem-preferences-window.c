/* hakem-preferences-window.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The preferences window: an AdwPreferencesWindow whose rows are bound to Hakem's GSettings.
 */
#include "config.h"

#include "hakem-preferences-window.h"

#include <glib/gi18n.h>

GSettings *
hakem_settings_new (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr (GSettingsSchema) schema
      = source ? g_settings_schema_source_lookup (source, APPLICATION_ID, TRUE) : NULL;
  return schema ? g_settings_new (APPLICATION_ID) : NULL;
}

/* The notation-language key's nicks in the order of the combo row's items. */
static const char *const letters[] = { "interface", "en", "tr" };

static gboolean
letters_to_row (GValue *value, GVariant *variant, gpointer user_data)
{
  const char *nick = g_variant_get_string (variant, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (letters); i++)
    if (g_str_equal (nick, letters[i]))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
row_to_letters (const GValue *value, const GVariantType *type, gpointer user_data)
{
  guint i = g_value_get_uint (value);
  return i < G_N_ELEMENTS (letters) ? g_variant_new_string (letters[i]) : NULL;
}

GtkWindow *
hakem_preferences_window_new (GtkWindow *parent)
{
  g_autoptr (GSettings) settings = hakem_settings_new ();
  if (!settings)
    return NULL;
  GtkWidget *window = adw_preferences_window_new ();
  gtk_window_set_title (GTK_WINDOW (window), _ ("Preferences"));
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  gtk_window_set_transient_for (GTK_WINDOW (window), parent);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (window), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (window), 560, 420);
  adw_preferences_window_set_search_enabled (ADW_PREFERENCES_WINDOW (window), FALSE);

  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _ ("Moves and Board"));

  const char *items[] = {
    /* TRANSLATORS: a choice of the notation letters: those of the interface's language */
    _ ("As the interface"),
    _ ("English (K Q R B N)"),
    _ ("Turkish (Ş V K F A)"),
    NULL,
  };
  GtkWidget *combo = adw_combo_row_new ();
  adw_combo_row_set_model (ADW_COMBO_ROW (combo), G_LIST_MODEL (gtk_string_list_new (items)));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (combo), _ ("Notation letters"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (combo),
                               _ ("Of the moves on the scoresheet and in the move entry"));
  g_settings_bind_with_mapping (settings, "notation-language", combo, "selected",
                                G_SETTINGS_BIND_DEFAULT, letters_to_row, row_to_letters, NULL,
                                NULL);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), combo);

  GtkWidget *flipped = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (flipped), _ ("Black at the bottom"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (flipped),
                               _ ("The board seen from Black's side, as Flip Board shows it"));
  GtkWidget *toggle = gtk_switch_new ();
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ ("Black at the bottom"), -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (flipped), toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (flipped), toggle);
  g_settings_bind (settings, "board-flipped", toggle, "active", G_SETTINGS_BIND_DEFAULT);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), flipped);

  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (window), ADW_PREFERENCES_PAGE (page));
  return GTK_WINDOW (window);
}
