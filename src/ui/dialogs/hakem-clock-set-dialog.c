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
#include "hakem-accessible-names.h"

#define MAX_SECONDS (24 * 3600)

struct _HakemClockSetDialog
{
  HakemSessionDialog parent_instance;

  const HakemSavedClock *saved; /* the "saved" property: during construction only */
  GtkEntry *entry[2];
  GtkLabel *error;
  GtkWidget *first; /* the entry the focus starts in: the clock that ran, or White's */
};

G_DEFINE_FINAL_TYPE (HakemClockSetDialog, hakem_clock_set_dialog, HAKEM_TYPE_SESSION_DIALOG)

enum
{
  PROP_0,
  PROP_SAVED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
set_clicked (GtkButton *button, HakemClockSetDialog *c)
{
  GtkWindow *dialog = GTK_WINDOW (c);
  gint64 ms[2];
  for (int i = 0; i < 2; i++)
    {
      int seconds;
      if (!hakem_duration_parse (gtk_editable_get_text (GTK_EDITABLE (c->entry[i])), MAX_SECONDS,
                                 &seconds))
        {
          /* TRANSLATORS: %s is White or Black */
          g_autofree char *msg = g_strdup_printf (_ ("%s's time does not read: write "
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
  hakem_session_set_clocks (hakem_session_dialog_get_session (HAKEM_SESSION_DIALOG (c)), ms,
                            _ ("After the restore the arbiter set the clocks from the clock on "
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
    return g_strdup (_ ("Compare both times with the clock on the table and correct them if they "
                        "differ. The clock is stopped."));
  g_autofree char *when = g_date_time_format (saved->saved_at, "%H:%M:%S");
  if (saved->running)
    /* TRANSLATORS: the first %s is the time of day the case was saved, the second White or
     * Black */
    return g_strdup_printf (_ ("When the case was last saved, at %s, %s's clock was running; the "
                               "times below are those of that moment. Set them from the clock on "
                               "the table. The clock is stopped."),
                            when, hakem_color_text (saved->running_side));
  /* TRANSLATORS: %s is the time of day the case was saved */
  return g_strdup_printf (_ ("When the case was last saved, at %s, the clock was stopped. Compare "
                             "both times with the clock on the table and correct them if they "
                             "differ."),
                          when);
}

/* Both clocks of the session, and what "saved" says of them. */
static void
hakem_clock_set_dialog_constructed (GObject *object)
{
  HakemClockSetDialog *c = HAKEM_CLOCK_SET_DIALOG (object);
  G_OBJECT_CLASS (hakem_clock_set_dialog_parent_class)->constructed (object);
  HakemSession *session = hakem_session_dialog_get_session (HAKEM_SESSION_DIALOG (c));
  const HakemSavedClock *saved = c->saved;
  c->saved = NULL;
  GtkWindow *dialog = GTK_WINDOW (c);
  hakem_dialog_small_window_setup (dialog, _ ("Set the Clocks"));

  GtkWidget *grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (grid), 8);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_widget_set_margin_top (grid, 18);
  gtk_widget_set_margin_bottom (grid, 18);
  gtk_widget_set_margin_start (grid, 18);
  gtk_widget_set_margin_end (grid, 18);
  GtkWidget *heading = label_new (_ ("Set the clocks from the clock on the table"), TRUE);
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

  GtkWidget *keep = hakem_mnemonic_button_new (_ ("_Keep These Times"));
  GtkWidget *set = hakem_mnemonic_button_new (_ ("_Set the Clocks"));
  g_signal_connect (keep, "clicked", G_CALLBACK (keep_clicked), dialog);
  g_signal_connect (set, "clicked", G_CALLBACK (set_clicked), c);
  gtk_grid_attach (GTK_GRID (grid), hakem_dialog_button_row (dialog, keep, set, FALSE), 0, 5, 2, 1);
  gtk_window_set_child (dialog, grid);
  c->first = GTK_WIDGET (c->entry[saved && saved->running ? saved->running_side : 0]);
}

static void
hakem_clock_set_dialog_show (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (hakem_clock_set_dialog_parent_class)->show (widget);
  gtk_widget_grab_focus (HAKEM_CLOCK_SET_DIALOG (widget)->first);
}

static void
hakem_clock_set_dialog_set_property (GObject *object, guint prop_id, const GValue *value,
                                     GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_SAVED:
      HAKEM_CLOCK_SET_DIALOG (object)->saved = g_value_get_pointer (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hakem_clock_set_dialog_class_init (HakemClockSetDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  object_class->set_property = hakem_clock_set_dialog_set_property;
  object_class->constructed = hakem_clock_set_dialog_constructed;
  GTK_WIDGET_CLASS (klass)->show = hakem_clock_set_dialog_show;
  /* What the case file said of the clock when it was saved (a HakemSavedClock, or NULL): read
   * while the dialog is built, not kept. */
  properties[PROP_SAVED] = g_param_spec_pointer (
      "saved", NULL, NULL, G_PARAM_WRITABLE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hakem_clock_set_dialog_init (HakemClockSetDialog *self)
{
}

GtkWindow *
hakem_clock_set_dialog_new (GtkWindow *parent, HakemSession *session, const HakemSavedClock *saved)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (session), NULL);
  GtkWindow *dialog = g_object_new (HAKEM_TYPE_CLOCK_SET_DIALOG, "transient-for", parent, "session",
                                    session, "saved", saved, NULL);
  gtk_window_present (dialog);
  return dialog;
}
