/* hakem-confirm.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The confirmation dialog: a modal window with a heading, a text, an optional note and two
 * buttons, the safe answer focused first.
 */
#include "config.h"

#include "hakem-confirm.h"

#include <glib/gi18n.h>

#include "hakem-dialog-util.h"

typedef struct
{
  HakemConfirmFunc callback;
  gpointer user_data;
  GtkEntry *note;
  gboolean answered;
} Question;

static void
answer (GtkWindow *dialog, gboolean accepted)
{
  Question *q = g_object_get_data (G_OBJECT (dialog), "hakem-question");
  if (!q || q->answered)
    return;
  q->answered = TRUE;
  const char *note = q->note ? gtk_editable_get_text (GTK_EDITABLE (q->note)) : "";
  g_autofree char *kept = g_strstrip (g_strdup (note));
  HakemConfirmFunc callback = q->callback;
  gpointer user_data = q->user_data;
  /* Gone before the answer is acted on: acting may close the parent, and the question with it. */
  gtk_window_destroy (dialog);
  callback (accepted, kept, user_data);
}

static void
accept_clicked (GtkButton *button, GtkWindow *dialog)
{
  answer (dialog, TRUE);
}

static void
cancel_clicked (GtkButton *button, GtkWindow *dialog)
{
  answer (dialog, FALSE);
}

/* Destroyed unanswered (its parent went first): the safe answer, so that the caller's data is
 * released. */
static void
destroyed (GtkWidget *dialog, gpointer user_data)
{
  Question *q = g_object_get_data (G_OBJECT (dialog), "hakem-question");
  if (!q || q->answered)
    return;
  q->answered = TRUE;
  q->callback (FALSE, "", q->user_data);
}

/* Closing the window (Escape, the window manager) is the safe answer. */
static gboolean
close_requested (GtkWindow *dialog, gpointer user_data)
{
  answer (dialog, FALSE);
  return FALSE;
}

static GtkWidget *
wrapped_label (const char *text, const char *style)
{
  GtkWidget *label = gtk_label_new (text);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 50);
  gtk_label_set_width_chars (GTK_LABEL (label), 40);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (style)
    gtk_widget_add_css_class (label, style);
  return label;
}

GtkWindow *
hakem_confirm (GtkWindow *parent, const char *heading, const char *body,
               const char *accept_label, gboolean destructive, const char *note_label,
               HakemConfirmFunc callback, gpointer user_data)
{
  g_return_val_if_fail (callback != NULL, NULL);
  /* A parent destroyed first takes its question with it, unanswered (see destroyed). */
  GtkWindow *dialog = hakem_dialog_small_window_new (parent, heading);
  Question *q = g_new0 (Question, 1);
  q->callback = callback;
  q->user_data = user_data;
  g_object_set_data_full (G_OBJECT (dialog), "hakem-question", q, g_free);

  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_margin_top (box, 18);
  gtk_widget_set_margin_bottom (box, 18);
  gtk_widget_set_margin_start (box, 18);
  gtk_widget_set_margin_end (box, 18);
  gtk_box_append (GTK_BOX (box), wrapped_label (heading, "title-3"));
  if (body)
    gtk_box_append (GTK_BOX (box), wrapped_label (body, NULL));
  if (note_label)
    {
      GtkWidget *label = gtk_label_new_with_mnemonic (note_label);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      q->note = GTK_ENTRY (gtk_entry_new ());
      gtk_entry_set_activates_default (q->note, TRUE);
      gtk_label_set_mnemonic_widget (GTK_LABEL (label), GTK_WIDGET (q->note));
      gtk_box_append (GTK_BOX (box), label);
      gtk_box_append (GTK_BOX (box), GTK_WIDGET (q->note));
    }

  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  GtkWidget *accept = gtk_button_new_with_mnemonic (accept_label);
  g_signal_connect (cancel, "clicked", G_CALLBACK (cancel_clicked), dialog);
  g_signal_connect (accept, "clicked", G_CALLBACK (accept_clicked), dialog);
  gtk_box_append (GTK_BOX (box), hakem_dialog_button_row (dialog, cancel, accept, destructive));
  gtk_window_set_child (dialog, box);
  g_signal_connect (dialog, "close-request", G_CALLBACK (close_requested), NULL);
  g_signal_connect (dialog, "destroy", G_CALLBACK (destroyed), NULL);
  gtk_window_present (dialog);
  /* A discarding answer is never the one a stray Enter gives: the safe one has the focus, unless
   * there is a note to write. */
  gtk_widget_grab_focus (q->note ? GTK_WIDGET (q->note) : destructive ? cancel : accept);
  return dialog;
}
