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
                ? _ ("Vertical scroll bar")
                : _ ("Horizontal scroll bar");
      set_label (widget, name);
      /* Its range inside, which GTK also shows to screen readers. */
      for (GtkWidget *c = gtk_widget_get_first_child (widget); c;
           c = gtk_widget_get_next_sibling (c))
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
          set_label (c, *found == 0   ? _ ("Start of the header bar")
                        : *found == 1 ? _ ("End of the header bar")
                                      : _ ("Header bar"));
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

void
hakem_name_by_plain_label (GtkWidget *widget, const char *label)
{
  g_autoptr (GString) plain = g_string_new (NULL);
  for (const char *p = label; *p; p++)
    if (*p != '_' || (p[1] == '_' && *++p))
      g_string_append_c (plain, *p);
  set_label (widget, plain->str);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

void
hakem_name_mnemonic_buttons (GtkWidget *widget)
{
  const char *label = NULL;
  if (GTK_IS_BUTTON (widget) && gtk_button_get_use_underline (GTK_BUTTON (widget)))
    label = gtk_button_get_label (GTK_BUTTON (widget));
  else if (GTK_IS_CHECK_BUTTON (widget)
           && gtk_check_button_get_use_underline (GTK_CHECK_BUTTON (widget)))
    label = gtk_check_button_get_label (GTK_CHECK_BUTTON (widget));
  if (label)
    hakem_name_by_plain_label (widget, label);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    hakem_name_mnemonic_buttons (c);
}

GtkWidget *
hakem_mnemonic_button_new (const char *label)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);
  hakem_name_by_plain_label (button, label);
  return button;
}
