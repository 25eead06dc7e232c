/* hakem-dialog-util.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Helpers the arbiter's ruling dialogs share: accessible button names and the error display.
 */
#include "config.h"

#include "hakem-dialog-util.h"

#include <glib/gi18n.h>

static gboolean
is_mnemonic_button (GtkWidget *widget)
{
  return (GTK_IS_BUTTON (widget) && gtk_button_get_use_underline (GTK_BUTTON (widget)))
         || (GTK_IS_CHECK_BUTTON (widget)
             && gtk_check_button_get_use_underline (GTK_CHECK_BUTTON (widget)));
}

void
hakem_dialog_unlink_mnemonic_labels (GtkWidget *widget)
{
  if (is_mnemonic_button (widget))
    gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    hakem_dialog_unlink_mnemonic_labels (c);
}

void
hakem_dialog_name_buttons (GtkWidget *widget)
{
  const char *label = NULL;
  if (GTK_IS_BUTTON (widget) && gtk_button_get_use_underline (GTK_BUTTON (widget)))
    label = gtk_button_get_label (GTK_BUTTON (widget));
  else if (GTK_IS_CHECK_BUTTON (widget)
           && gtk_check_button_get_use_underline (GTK_CHECK_BUTTON (widget)))
    label = gtk_check_button_get_label (GTK_CHECK_BUTTON (widget));
  if (label)
    {
      g_autoptr (GString) plain = g_string_new (NULL);
      for (const char *p = label; *p; p++)
        if (*p != '_' || (p[1] == '_' && *++p))
          g_string_append_c (plain, *p);
      gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      plain->str, -1);
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    hakem_dialog_name_buttons (c);
}

void
hakem_dialog_name_scroll_bars (GtkWidget *widget)
{
  if (GTK_IS_SCROLLBAR (widget))
    {
      const char *name
          = gtk_orientable_get_orientation (GTK_ORIENTABLE (widget)) == GTK_ORIENTATION_VERTICAL
                ? _("Vertical scroll bar")
                : _("Horizontal scroll bar");
      gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                      -1);
      /* Its range inside, which GTK also shows to screen readers. */
      for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
        gtk_accessible_update_property (GTK_ACCESSIBLE (c), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                        -1);
      return;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    hakem_dialog_name_scroll_bars (c);
}

/* ---- drop-downs of long texts ---- */

/* WIDTHS packs the closed drop-down's width in characters and its maximum (16 bits each); 0 for
 * the open list, whose texts wrap. */
static void
long_text_setup (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer widths)
{
  guint w = GPOINTER_TO_UINT (widths);
  GtkWidget *label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (w == 0)
    {
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 60);
    }
  else
    {
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_label_set_width_chars (GTK_LABEL (label), (int) (w >> 16));
      gtk_label_set_max_width_chars (GTK_LABEL (label), (int) (w & 0xffff));
    }
  gtk_list_item_set_child (item, label);
}

static void
long_text_bind (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer widths)
{
  const char *text = gtk_string_object_get_string (gtk_list_item_get_item (item));
  GtkWidget *label = gtk_list_item_get_child (item);
  gtk_label_set_text (GTK_LABEL (label), text);
  if (GPOINTER_TO_UINT (widths) != 0)
    gtk_widget_set_tooltip_text (label, text);
}

void
hakem_dialog_set_long_text_factories (GtkDropDown *dropdown, int width_chars,
                                      int max_width_chars)
{
  g_return_if_fail (width_chars > 0 && width_chars < 0x10000);
  g_return_if_fail (max_width_chars > 0 && max_width_chars < 0x10000);
  for (int open = 0; open < 2; open++)
    {
      gpointer widths
          = GUINT_TO_POINTER (open ? 0u : (guint) width_chars << 16 | (guint) max_width_chars);
      g_autoptr (GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
      g_signal_connect (factory, "setup", G_CALLBACK (long_text_setup), widths);
      g_signal_connect (factory, "bind", G_CALLBACK (long_text_bind), widths);
      if (open)
        gtk_drop_down_set_list_factory (dropdown, factory);
      else
        gtk_drop_down_set_factory (dropdown, factory);
    }
}

/* Whether the game is a rapid or blitz game under partial supervision. */
gboolean
hakem_dialog_partial_supervision_applies (HakemSession *session)
{
  const HakemRegulations *regs = hakem_session_get_regulations (session);
  return regs && regs->supervision == CHESS_SUPERVISION_PARTIAL
         && (regs->time_class == CHESS_TIME_CLASS_RAPID
             || regs->time_class == CHESS_TIME_CLASS_BLITZ);
}

/* Shows message in place of a verdict and makes the ruling impossible to apply. */
void
hakem_dialog_show_error (GtkWidget *apply_button, GtkLabel *verdict_label,
                         GtkLabel *details_label, const char *message)
{
  gtk_widget_set_sensitive (apply_button, FALSE);
  gtk_label_set_text (verdict_label, message);
  gtk_label_set_text (details_label, "");
}
