/* hakem-clock-set-dialog.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The clocks after a restore: the times the case file kept, which may be up to a second behind
 * the clock that ran, set again from the clock on the table (6.10.2) or confirmed as they are.
 */
#include "config.h"

#include "hakem-clock-set-dialog.h"

#include <glib/gi18n.h>

#include "hakem-dialog-util.h"
#include "hakem-rules-text.h"

#define MAX_SECONDS (24 * 3600)

/* What the Set button needs, owned by its handler (freed with the button). */
typedef struct
{
  HakemSession *session;
  GtkWindow *dialog;
  GtkEntry *entry[2];
  GtkLabel *error;
} ClockSet;

static void
clock_set_free (gpointer data, GClosure *closure)
{
  ClockSet *c = data;
  g_object_unref (c->session);
  g_free (c);
}

static void
set_clicked (GtkButton *button, ClockSet *c)
{
  GtkWindow *dialog = c->dialog;
  gint64 ms[2];
  for (int i = 0; i < 2; i++)
    {
      int seconds;
      if (!hakem_duration_parse (gtk_editable_get_text (GTK_EDITABLE (c->entry[i])), MAX_SECONDS,
                                 &seconds))
        {
          /* TRANSLATORS: %s is White or Black */
          g_autofree char *msg = g_strdup_printf (_("%s's time does not read: write "
                                                    "hours:minutes:seconds, such as 1:23:45."),
                                                  hakem_color_text ((ChessColor) i));
          gtk_label_set_text (c->error, msg);
          gtk_widget_set_visible (GTK_WIDGET (c->error), TRUE);
          gtk_widget_grab_focus (GTK_WIDGET (c->entry[i]));
          gtk_widget_error_bell (GTK_WIDGET (dialog));
          return;
        }
      ms[i] = (gint64) seconds * 1000;
    }
  hakem_session_set_clocks (c->session, ms,
                            _("After the restore the arbiter set the clocks from the clock on "
                              "the table."));
  gtk_window_destroy (dialog);
}

static void
keep_clicked (GtkButton *button, GtkWindow *dialog)
{
  gtk_window_destroy (dialog);
}

static GtkWidget *
label_new (const char *text, gboolean wrap)
{
  GtkWidget *label = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (wrap)
    {
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 52);
      gtk_label_set_width_chars (GTK_LABEL (label), 40);
    }
  return label;
}

/* What the case file says of the clock when it was saved. */
static char *
saved_text (const HakemSavedClock *saved)
{
  if (!saved || !saved->saved_at)
    return g_strdup (_("Compare both times with the clock on the table and correct them if they "
                       "differ. The clock is stopped."));
  g_autofree char *when = g_date_time_format (saved->saved_at, "%H:%M:%S");
  if (saved->running)
    /* TRANSLATORS: the first %s is the time of day the case was saved, the second White or
     * Black */
    return g_strdup_printf (_("When the case was last saved, at %s, %s's clock was running; the "
                              "times below are those of that moment. Set them from the clock on "
                              "the table. The clock is stopped."),
                            when, hakem_color_text (saved->running_side));
  /* TRANSLATORS: %s is the time of day the case was saved */
  return g_strdup_printf (_("When the case was last saved, at %s, the clock was stopped. Compare "
                            "both times with the clock on the table and correct them if they "
                            "differ."),
                          when);
}

GtkWindow *
hakem_clock_set_dialog_new (GtkWindow *parent, HakemSession *session,
                            const HakemSavedClock *saved)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (session), NULL);
  GtkWindow *dialog = hakem_dialog_small_window_new (parent, _("Set the Clocks"));
  ClockSet *c = g_new0 (ClockSet, 1);
  c->session = g_object_ref (session);
  c->dialog = dialog;

  GtkWidget *grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (grid), 8);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_widget_set_margin_top (grid, 18);
  gtk_widget_set_margin_bottom (grid, 18);
  gtk_widget_set_margin_start (grid, 18);
  gtk_widget_set_margin_end (grid, 18);
  GtkWidget *heading = label_new (_("Set the clocks from the clock on the table"), TRUE);
  gtk_widget_add_css_class (heading, "title-3");
  gtk_grid_attach (GTK_GRID (grid), heading, 0, 0, 2, 1);
  g_autofree char *about = saved_text (saved);
  gtk_grid_attach (GTK_GRID (grid), label_new (about, TRUE), 0, 1, 2, 1);

  gint64 ms[2];
  hakem_session_clock_readings (session, ms);
  for (int i = 0; i < 2; i++)
    {
      g_autofree char *who = hakem_session_player_text (session, (ChessColor) i);
      g_autofree char *mnemonic = g_strdup_printf ("_%s", who);
      GtkWidget *label = gtk_label_new_with_mnemonic (mnemonic);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      c->entry[i] = GTK_ENTRY (gtk_entry_new ());
      /* Whole seconds as the arbiter reads them off the table; the reading is rounded up. */
      g_autofree char *reading = hakem_duration_text ((int) ((ms[i] + 999) / 1000));
      gtk_editable_set_text (GTK_EDITABLE (c->entry[i]), reading);
      gtk_entry_set_activates_default (c->entry[i], TRUE);
      gtk_widget_set_hexpand (GTK_WIDGET (c->entry[i]), TRUE);
      gtk_label_set_mnemonic_widget (GTK_LABEL (label), GTK_WIDGET (c->entry[i]));
      gtk_grid_attach (GTK_GRID (grid), label, 0, 2 + i, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (c->entry[i]), 1, 2 + i, 1, 1);
    }
  c->error = GTK_LABEL (label_new (NULL, TRUE));
  gtk_widget_add_css_class (GTK_WIDGET (c->error), "error");
  gtk_widget_set_visible (GTK_WIDGET (c->error), FALSE);
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (c->error), 0, 4, 2, 1);

  GtkWidget *keep = gtk_button_new_with_mnemonic (_("_Keep These Times"));
  GtkWidget *set = gtk_button_new_with_mnemonic (_("_Set the Clocks"));
  g_signal_connect (keep, "clicked", G_CALLBACK (keep_clicked), dialog);
  g_signal_connect_data (set, "clicked", G_CALLBACK (set_clicked), c, clock_set_free, 0);
  gtk_grid_attach (GTK_GRID (grid), hakem_dialog_button_row (dialog, keep, set, FALSE), 0, 5, 2,
                   1);
  gtk_window_set_child (dialog, grid);
  gtk_window_present (dialog);
  gtk_widget_grab_focus (GTK_WIDGET (c->entry[saved && saved->running ? saved->running_side : 0]));
  return dialog;
}
