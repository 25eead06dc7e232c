/* hakem-pairing-picker.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * HakemPairingPicker: "Pairings File…" and, once a file is read, the boards of its round. A
 * message under the row says what went wrong with a file; "picked" says a board was chosen.
 */
#include "config.h"

#include "hakem-pairing-picker.h"

#include <glib/gi18n.h>
#include <string.h>

#include "hakem-dialog-util.h"
#include "hakem-trf.h"
#include "hakem-accessible-names.h"

struct _HakemPairingPicker
{
  GtkBox parent_instance;

  GtkWidget *open_button;
  GtkDropDown *boards_dropdown;
  GtkLabel *message;
  HakemTrf *trf;
  int round;
  GArray *boards; /* of HakemTrfBoard */
  GtkFileChooserNative *chooser;
  gboolean loading; /* the list is being filled: no board is chosen by that */
};

G_DEFINE_FINAL_TYPE (HakemPairingPicker, hakem_pairing_picker, GTK_TYPE_BOX)

enum
{
  SIGNAL_PICKED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

void
hakem_pairing_clear (HakemPairing *p)
{
  g_clear_pointer (&p->white, g_free);
  g_clear_pointer (&p->black, g_free);
  g_clear_pointer (&p->white_title, g_free);
  g_clear_pointer (&p->black_title, g_free);
  g_clear_pointer (&p->white_fide_id, g_free);
  g_clear_pointer (&p->black_fide_id, g_free);
  g_clear_pointer (&p->event, g_free);
  g_clear_pointer (&p->site, g_free);
  g_clear_pointer (&p->time_control, g_free);
}

/* "3. Vasquez, Rodrigo – Uwira, Oliver" */
static char *
board_text (const HakemTrf *trf, const HakemTrfBoard *b)
{
  const HakemTrfPlayer *w = hakem_trf_player (trf, b->white);
  const HakemTrfPlayer *k = hakem_trf_player (trf, b->black);
  /* TRANSLATORS: a board of a round in the pairing file: its number, then White – Black */
  return g_strdup_printf (_ ("%d. %s – %s"), b->board, w ? w->name : "?", k ? k->name : "?");
}

static void
show_message (HakemPairingPicker *self, const char *text)
{
  gtk_label_set_text (self->message, text ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->message), text != NULL);
}

gboolean
hakem_pairing_picker_load (HakemPairingPicker *self, const char *path, GError **error)
{
  g_return_val_if_fail (HAKEM_IS_PAIRING_PICKER (self), FALSE);
  g_autoptr (HakemTrf) trf = hakem_trf_read (path, error);
  if (!trf)
    return FALSE;
  int round = hakem_trf_default_round (trf);
  GArray *boards = NULL, *byes = NULL;
  if (round == 0)
    {
      g_set_error (error, HAKEM_TRF_ERROR, HAKEM_TRF_ERROR_ROUND,
                   _ ("%s: no round of this file has pairings."), path);
      return FALSE;
    }
  if (!hakem_trf_round (trf, round, &boards, &byes, error))
    return FALSE;
  g_array_unref (byes);
  g_clear_pointer (&self->trf, hakem_trf_free);
  g_clear_pointer (&self->boards, g_array_unref);
  self->trf = g_steal_pointer (&trf);
  self->boards = boards;
  self->round = round;
  g_autoptr (GtkStringList) items = gtk_string_list_new (NULL);
  for (guint i = 0; i < boards->len; i++)
    {
      g_autofree char *text = board_text (self->trf, &g_array_index (boards, HakemTrfBoard, i));
      gtk_string_list_append (items, text);
    }
  /* A new list selects its first row: the arbiter has chosen nothing yet. */
  self->loading = TRUE;
  gtk_drop_down_set_model (self->boards_dropdown, G_LIST_MODEL (items));
  gtk_drop_down_set_selected (self->boards_dropdown, GTK_INVALID_LIST_POSITION);
  self->loading = FALSE;
  gtk_widget_set_visible (GTK_WIDGET (self->boards_dropdown), boards->len > 0);
  /* TRANSLATORS: the round of the pairing file whose boards are listed, and how many */
  g_autofree char *text
      = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Round %d: %u board. Choose the game.",
                                      "Round %d: %u boards. Choose the game.", boards->len),
                         round, boards->len);
  show_message (self, text);
  return TRUE;
}

void
hakem_pairing_picker_select (HakemPairingPicker *self, guint index)
{
  g_return_if_fail (HAKEM_IS_PAIRING_PICKER (self));
  gtk_drop_down_set_selected (self->boards_dropdown, index);
}

static char *
text_or_empty (const char *s)
{
  return g_strdup (s ? s : "");
}

gboolean
hakem_pairing_picker_get_pairing (HakemPairingPicker *self, HakemPairing *out)
{
  g_return_val_if_fail (HAKEM_IS_PAIRING_PICKER (self), FALSE);
  memset (out, 0, sizeof *out);
  guint i = gtk_drop_down_get_selected (self->boards_dropdown);
  if (!self->boards || i >= self->boards->len)
    return FALSE;
  const HakemTrfBoard *b = &g_array_index (self->boards, HakemTrfBoard, i);
  const HakemTrfPlayer *w = hakem_trf_player (self->trf, b->white);
  const HakemTrfPlayer *k = hakem_trf_player (self->trf, b->black);
  out->white = text_or_empty (w ? w->name : NULL);
  out->black = text_or_empty (k ? k->name : NULL);
  out->white_title = g_strdup (w ? hakem_trf_pgn_title (w->title) : "");
  out->black_title = g_strdup (k ? hakem_trf_pgn_title (k->title) : "");
  out->white_rating = w ? w->rating : 0;
  out->black_rating = k ? k->rating : 0;
  out->white_fide_id = text_or_empty (w ? w->fide_id : NULL);
  out->black_fide_id = text_or_empty (k ? k->fide_id : NULL);
  out->event = text_or_empty (self->trf->name);
  out->site = text_or_empty (self->trf->city);
  out->round = self->round;
  out->board = b->board;
  out->time_control = g_strdup (self->trf->time_control);
  return TRUE;
}

static void
board_chosen (HakemPairingPicker *self)
{
  if (!self->loading && self->boards
      && gtk_drop_down_get_selected (self->boards_dropdown) < self->boards->len)
    g_signal_emit (self, signals[SIGNAL_PICKED], 0);
}

static void
chooser_response (HakemPairingPicker *self, int response, GtkFileChooserNative *chooser)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *path = file ? g_file_get_path (file) : NULL;
      g_autoptr (GError) error = NULL;
      if (path && !hakem_pairing_picker_load (self, path, &error))
        show_message (self, error->message);
    }
  g_clear_object (&self->chooser);
}

static void
open_clicked (HakemPairingPicker *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  g_clear_object (&self->chooser);
  self->chooser = gtk_file_chooser_native_new (
      _ ("Open the Pairing Program's File"), GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
      GTK_FILE_CHOOSER_ACTION_OPEN, _ ("_Open"), _ ("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);
  GtkFileFilter *filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _ ("Tournament report files (TRF)"));
  gtk_file_filter_add_pattern (filter, "*.trf");
  gtk_file_filter_add_pattern (filter, "*.TRF");
  gtk_file_filter_add_pattern (filter, "*.txt");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  g_object_unref (filter);
  g_signal_connect_swapped (self->chooser, "response", G_CALLBACK (chooser_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static void
hakem_pairing_picker_dispose (GObject *object)
{
  HakemPairingPicker *self = HAKEM_PAIRING_PICKER (object);
  if (self->chooser)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  g_clear_pointer (&self->boards, g_array_unref);
  g_clear_pointer (&self->trf, hakem_trf_free);
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_box_remove (GTK_BOX (self), child);
  G_OBJECT_CLASS (hakem_pairing_picker_parent_class)->dispose (object);
}

static void
hakem_pairing_picker_class_init (HakemPairingPickerClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = hakem_pairing_picker_dispose;
  /* A board was chosen: hakem_pairing_picker_get_pairing gives its game. */
  signals[SIGNAL_PICKED] = g_signal_new ("picked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                         NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
hakem_pairing_picker_init (HakemPairingPicker *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 6);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  self->open_button = hakem_mnemonic_button_new (_ ("Pairings _File…"));
  gtk_widget_set_tooltip_text (self->open_button,
                               _ ("Take the players, event, round and board from the pairing "
                                  "program's file (TRF)"));
  gtk_box_append (GTK_BOX (row), self->open_button);
  self->boards_dropdown = GTK_DROP_DOWN (gtk_drop_down_new (NULL, NULL));
  gtk_widget_set_hexpand (GTK_WIDGET (self->boards_dropdown), TRUE);
  /* Two players' names are long: they wrap, and the dialog keeps its width. */
  hakem_dialog_set_long_text_factories (self->boards_dropdown, 30);
  gtk_widget_set_visible (GTK_WIDGET (self->boards_dropdown), FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->boards_dropdown),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _ ("Board of the round"), -1);
  gtk_box_append (GTK_BOX (row), GTK_WIDGET (self->boards_dropdown));
  gtk_box_append (GTK_BOX (self), row);
  self->message = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->message, TRUE);
  gtk_label_set_xalign (self->message, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->message), "dim-label");
  gtk_widget_set_visible (GTK_WIDGET (self->message), FALSE);
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->message));
  g_signal_connect_swapped (self->open_button, "clicked", G_CALLBACK (open_clicked), self);
  g_signal_connect_swapped (self->boards_dropdown, "notify::selected", G_CALLBACK (board_chosen),
                            self);
}

HakemPairingPicker *
hakem_pairing_picker_new (void)
{
  return g_object_new (HAKEM_TYPE_PAIRING_PICKER, NULL);
}
