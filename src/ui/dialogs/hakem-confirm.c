/* hakem-confirm.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The confirmation question: an AdwMessageDialog with a heading, a text, an optional note and two
 * answers, the safe one focused first.
 */
#include "config.h"

#include "hakem-confirm.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "hakem-dialog-util.h"

typedef struct
{
  HakemConfirmFunc callback;
  gpointer user_data;
  GtkEntry *note;
  gboolean accepted;
  char *kept_note;
} Question;

static void
question_free (Question *q)
{
  g_free (q->kept_note);
  g_free (q);
}

static void
question_free_notify (gpointer data, GClosure *closure)
{
  question_free (data);
}

/* The answer is kept until the dialog is gone (it closes itself after a response): acting on it
 * may destroy the parent, and the question with it. Closing the dialog (Escape, the window
 * manager) gives the close response, the safe one. */
static void
responded (AdwMessageDialog *dialog, const char *response, gpointer user_data)
{
  Question *q = user_data;
  if (q->kept_note)
    return;
  q->accepted = g_str_equal (response, "accept");
  const char *note = q->note ? gtk_editable_get_text (GTK_EDITABLE (q->note)) : "";
  q->kept_note = g_strstrip (g_strdup (note));
}

/* Gone: the answer given, or the safe one when it was destroyed unanswered (its parent went
 * first), so that the caller's data is released. */
static void
destroyed (GtkWidget *dialog, gpointer user_data)
{
  Question *q = user_data;
  if (!q->callback)
    return;
  HakemConfirmFunc callback = q->callback;
  q->callback = NULL;
  callback (q->accepted, q->kept_note ? q->kept_note : "", q->user_data);
}

/* The response button labelled LABEL under WIDGET (AdwMessageDialog 1.2 gives no getter). */
static GtkWidget *
find_button (GtkWidget *widget, const char *label)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_button (c, label);
      if (found)
        return found;
    }
  return NULL;
}

GtkWindow *
hakem_confirm (GtkWindow *parent, const char *heading, const char *body, const char *accept_label,
               gboolean destructive, const char *note_label, HakemConfirmFunc callback,
               gpointer user_data)
{
  g_return_val_if_fail (callback != NULL, NULL);
  GtkWidget *dialog = adw_message_dialog_new (parent, heading, body);
  AdwMessageDialog *md = ADW_MESSAGE_DIALOG (dialog);
  /* Screen readers and the window list name it by its question. A parent destroyed first takes
   * its question with it, unanswered (see destroyed). */
  gtk_window_set_title (GTK_WINDOW (dialog), heading);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  Question *q = g_new0 (Question, 1);
  q->callback = callback;
  q->user_data = user_data;

  if (note_label)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
      GtkWidget *label = gtk_label_new_with_mnemonic (note_label);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      q->note = GTK_ENTRY (gtk_entry_new ());
      gtk_entry_set_activates_default (q->note, TRUE);
      gtk_label_set_mnemonic_widget (GTK_LABEL (label), GTK_WIDGET (q->note));
      gtk_box_append (GTK_BOX (box), label);
      gtk_box_append (GTK_BOX (box), GTK_WIDGET (q->note));
      adw_message_dialog_set_extra_child (md, box);
    }

  const char *cancel_label = _ ("_Cancel");
  adw_message_dialog_add_responses (md, "cancel", cancel_label, "accept", accept_label, NULL);
  adw_message_dialog_set_response_appearance (
      md, "accept", destructive ? ADW_RESPONSE_DESTRUCTIVE : ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_close_response (md, "cancel");
  /* A discarding answer is never the one a stray Enter gives: Enter answers safely, unless there
   * is a note to write (Enter there is the arbiter's own). */
  adw_message_dialog_set_default_response (md, q->note || !destructive ? "accept" : "cancel");
  hakem_name_mnemonic_buttons (dialog);
  /* The question lives as long as the dialog's handlers: freed with the "destroy" handler, once
   * the dialog is disposed (no response comes after that). */
  g_signal_connect (md, "response", G_CALLBACK (responded), q);
  g_signal_connect_data (dialog, "destroy", G_CALLBACK (destroyed), q, question_free_notify, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  GtkWidget *focus = q->note ? GTK_WIDGET (q->note)
                             : find_button (dialog, destructive ? cancel_label : accept_label);
  if (focus)
    gtk_widget_grab_focus (focus);
  return GTK_WINDOW (dialog);
}
