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
