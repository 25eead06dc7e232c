/* hakem-accessible-names.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Names for the parts GTK 4.8 and libadwaita 1.2 leave unnamed, which a screen reader would
 * otherwise read by their type name ("GtkScrollbar", "AdwGizmo").
 */
#include "config.h"

#include "hakem-accessible-names.h"

#include <glib/gi18n.h>

static void
set_label (GtkWidget *widget, const char *name)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

void
hakem_name_scroll_bars (GtkWidget *widget)
{
  if (GTK_IS_SCROLLBAR (widget))
    {
      const char *name
          = gtk_orientable_get_orientation (GTK_ORIENTABLE (widget)) == GTK_ORIENTATION_VERTICAL
                ? _("Vertical scroll bar")
                : _("Horizontal scroll bar");
      set_label (widget, name);
      /* Its range inside, which GTK also shows to screen readers. */
      for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
        set_label (c, name);
      return;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    hakem_name_scroll_bars (c);
}

static void
name_gizmos (GtkWidget *widget, int *found)
{
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      if (g_str_equal (G_OBJECT_TYPE_NAME (c), "AdwGizmo"))
        {
          set_label (c, *found == 0   ? _("Start of the header bar")
                        : *found == 1 ? _("End of the header bar")
                                      : _("Header bar"));
          (*found)++;
        }
      name_gizmos (c, found);
    }
}

void
hakem_name_header_boxes (GtkWidget *header_bar)
{
  int found = 0;
  name_gizmos (header_bar, &found);
}

/* Buttons with a mnemonic ("_Apply") are named by GTK 4.8 after their label as set, underscore
 * and all, then the text shown: a screen reader says "underscore Apply Apply". Without that
 * property the text shown names them. */
static void
name_mnemonic_buttons (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget) && gtk_button_get_use_underline (GTK_BUTTON (widget))
      && gtk_button_get_label (GTK_BUTTON (widget)))
    gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    name_mnemonic_buttons (c);
}

static void
window_mapped (GtkWidget *window)
{
  name_mnemonic_buttons (window);
}

static void
toplevels_changed (GListModel *toplevels, guint position, guint removed, guint added)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr (GtkWidget) window = g_list_model_get_item (toplevels, i);
      /* Once per window: a window shown again keeps its handler. */
      if (g_object_get_data (G_OBJECT (window), "hakem-names-buttons"))
        continue;
      g_object_set_data (G_OBJECT (window), "hakem-names-buttons", GINT_TO_POINTER (1));
      g_signal_connect (window, "map", G_CALLBACK (window_mapped), NULL);
      if (gtk_widget_get_mapped (window))
        name_mnemonic_buttons (window);
    }
}

void
hakem_name_mnemonic_buttons_everywhere (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  g_signal_connect (toplevels, "items-changed", G_CALLBACK (toplevels_changed), NULL);
  toplevels_changed (toplevels, 0, 0, g_list_model_get_n_items (toplevels));
}
