/* hakem-dialog-util.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Helpers the arbiter's ruling dialogs share: accessible button names and the error display.
 */
#include "config.h"

#include "hakem-dialog-util.h"

#include "hakem-accessible-names.h"

#include <glib/gi18n.h>

#include "hakem-rules-text.h"

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

/* ---- drop-downs of long texts ---- */

/* WIDTH is the closed drop-down's width in characters, 0 for the open list; either way the texts
 * wrap and are read in full. */
static void
long_text_setup (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer width)
{
  int chars = GPOINTER_TO_INT (width);
  GtkWidget *label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  /* Closed, as wide for a short text as for a long one: the dialog keeps its width. */
  gtk_label_set_width_chars (GTK_LABEL (label), chars ? chars : -1);
  gtk_label_set_max_width_chars (GTK_LABEL (label), chars ? chars : 60);
  gtk_list_item_set_child (item, label);
}

static void
long_text_bind (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer width)
{
  const char *text = gtk_string_object_get_string (gtk_list_item_get_item (item));
  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)), text);
}

void
hakem_dialog_set_long_text_factories (GtkDropDown *dropdown, int width_chars)
{
  g_return_if_fail (width_chars > 0);
  for (int open = 0; open < 2; open++)
    {
      gpointer width = GINT_TO_POINTER (open ? 0 : width_chars);
      g_autoptr (GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
      g_signal_connect (factory, "setup", G_CALLBACK (long_text_setup), width);
      g_signal_connect (factory, "bind", G_CALLBACK (long_text_bind), width);
      if (open)
        gtk_drop_down_set_list_factory (dropdown, factory);
      else
        gtk_drop_down_set_factory (dropdown, factory);
    }
}

/* ---- Enter applies ---- */

/* A check button in a group draws its indicator as a "radio" node (GTK 4.8 has no getter for
 * the group). */
static gboolean
is_radio (GtkWidget *check)
{
  for (GtkWidget *c = gtk_widget_get_first_child (check); c; c = gtk_widget_get_next_sibling (c))
    if (g_str_equal (gtk_widget_get_css_name (c), "radio"))
      return TRUE;
  return FALSE;
}

/* Whether Enter on FOCUS is the arbiter's "apply" rather than the widget's own action: a check
 * button, an active radio button (an inactive one is selected first, as GTK does, so that the
 * verdict applied is the one shown), or a closed drop-down. */
static gboolean
enter_applies_from (GtkWidget *focus)
{
  if (!focus)
    return FALSE;
  GtkWidget *check = gtk_widget_get_ancestor (focus, GTK_TYPE_CHECK_BUTTON);
  if (check)
    return !is_radio (check) || gtk_check_button_get_active (GTK_CHECK_BUTTON (check));
  return gtk_widget_get_ancestor (focus, GTK_TYPE_DROP_DOWN)
         && !gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER);
}

gboolean
hakem_dialog_enter (GtkWindow *dialog, GtkWidget *focus)
{
  g_return_val_if_fail (GTK_IS_WINDOW (dialog), FALSE);
  if (!enter_applies_from (focus))
    return FALSE;
  GtkWidget *target = gtk_window_get_default_widget (dialog);
  if (target && gtk_widget_is_sensitive (target))
    gtk_widget_activate (target);
  else
    gtk_widget_error_bell (GTK_WIDGET (dialog));
  return TRUE;
}

static gboolean
enter_pressed (GtkEventControllerKey *keys, guint keyval, guint keycode, GdkModifierType state,
               GtkWindow *dialog)
{
  if (keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter)
    return FALSE;
  if (state & (GDK_SHIFT_MASK | GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
    return FALSE;
  return hakem_dialog_enter (dialog, gtk_root_get_focus (GTK_ROOT (dialog)));
}

static void
set_activates_default (GtkWidget *widget)
{
  if (GTK_IS_SPIN_BUTTON (widget))
    {
      GtkEditable *text = gtk_editable_get_delegate (GTK_EDITABLE (widget));
      if (GTK_IS_TEXT (text))
        gtk_text_set_activates_default (GTK_TEXT (text), TRUE);
      return;
    }
  /* An entry with its own "activate" handler (a move typed and played) keeps Enter for it. */
  if (GTK_IS_ENTRY (widget)
      && !g_signal_has_handler_pending (widget, g_signal_lookup ("activate", GTK_TYPE_ENTRY), 0,
                                        FALSE))
    gtk_entry_set_activates_default (GTK_ENTRY (widget), TRUE);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    set_activates_default (c);
}

void
hakem_dialog_enter_applies (GtkWindow *dialog, GtkWidget *default_widget)
{
  g_return_if_fail (GTK_IS_WINDOW (dialog));
  gtk_window_set_default_widget (dialog, default_widget);
  set_activates_default (GTK_WIDGET (dialog));
  GtkEventController *keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (enter_pressed), dialog);
  gtk_widget_add_controller (GTK_WIDGET (dialog), keys);
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
hakem_dialog_show_error (GtkWidget *apply_button, GtkLabel *verdict_label, GtkLabel *details_label,
                         const char *message)
{
  gtk_widget_set_sensitive (apply_button, FALSE);
  gtk_label_set_text (verdict_label, message);
  gtk_label_set_text (details_label, "");
}

gboolean
hakem_dialog_show_game_over (GtkWidget *apply_button, GtkLabel *verdict_label,
                             GtkLabel *details_label, const ChessRuling *ruling)
{
  if (!ruling->game_over)
    return FALSE;
  g_autofree char *over
      = hakem_game_over_text (ruling->ended_by, ruling->ended_ply, ruling->result);
  hakem_dialog_show_error (apply_button, verdict_label, details_label, over);
  g_autofree char *articles = hakem_articles_text (ruling->articles, ruling->article_count);
  gtk_label_set_text (details_label, articles);
  return TRUE;
}

GtkWindow *
hakem_dialog_small_window_new (GtkWindow *parent, const char *title)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_transient_for (window, parent);
  hakem_dialog_small_window_setup (window, title);
  return window;
}

void
hakem_dialog_small_window_setup (GtkWindow *window, const char *title)
{
  gtk_window_set_modal (window, TRUE);
  gtk_window_set_destroy_with_parent (window, TRUE);
  gtk_window_set_resizable (window, FALSE);
  gtk_window_set_title (window, title);
  GtkEventController *keys = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_add_shortcut (
      GTK_SHORTCUT_CONTROLLER (keys), gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                        gtk_named_action_new ("window.close")));
  gtk_widget_add_controller (GTK_WIDGET (window), keys);
}

GtkWidget *
hakem_dialog_button_row (GtkWindow *window, GtkWidget *secondary, GtkWidget *primary,
                         gboolean destructive)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_halign (row, GTK_ALIGN_END);
  gtk_widget_set_margin_top (row, 6);
  gtk_widget_add_css_class (primary, destructive ? "destructive-action" : "suggested-action");
  gtk_box_append (GTK_BOX (row), secondary);
  gtk_box_append (GTK_BOX (row), primary);
  gtk_window_set_default_widget (window, primary);
  hakem_name_mnemonic_buttons (row);
  return row;
}
