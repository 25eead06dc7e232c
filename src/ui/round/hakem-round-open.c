/* hakem-round-open.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The dialog that opens a round from its pairings: three rows (the pairing file, the round, the
 * feeds' folder) and Watch, every control named for screen readers.
 */
#include "config.h"

#include "hakem-round-open.h"
#include "hakem-accessible-names.h"

#include <glib/gi18n.h>

struct _HakemRoundOpen
{
  AdwWindow parent_instance;
  GtkWidget *file_button;
  GtkWidget *round_dropdown;
  GtkWidget *folder_button;
  GtkWidget *watch_button;
  GtkWidget *message;
  HakemTrf *trf;
  char *trf_path;
  char *folder;
  GArray *rounds; /* int: the rounds offered, in the drop-down's order */
};

G_DEFINE_FINAL_TYPE (HakemRoundOpen, hakem_round_open, ADW_TYPE_WINDOW)

static void
update (HakemRoundOpen *self)
{
  g_autofree char *file = self->trf_path ? g_path_get_basename (self->trf_path) : NULL;
  g_autofree char *folder = self->folder ? g_path_get_basename (self->folder) : NULL;
  gtk_button_set_label (GTK_BUTTON (self->file_button), file ? file : _ ("Choose…"));
  gtk_button_set_label (GTK_BUTTON (self->folder_button), folder ? folder : _ ("Choose…"));
  gtk_widget_set_sensitive (self->round_dropdown, self->trf != NULL);
  gtk_widget_set_sensitive (self->watch_button, self->trf != NULL && self->rounds->len > 0);
}

static void
show_message (HakemRoundOpen *self, const char *text)
{
  gtk_label_set_text (GTK_LABEL (self->message), text ? text : "");
  gtk_widget_set_visible (self->message, text != NULL);
}

gboolean
hakem_round_open_set_pairings_file (HakemRoundOpen *self, const char *path, GError **error)
{
  g_autoptr (GError) local = NULL;
  HakemTrf *trf = hakem_trf_read (path, &local);
  if (!trf)
    {
      /* The file chosen before is forgotten too: its rounds left on offer under this file's
       * error would be watched by mistake. */
      g_clear_pointer (&self->trf, hakem_trf_free);
      g_clear_pointer (&self->trf_path, g_free);
      g_array_set_size (self->rounds, 0);
      gtk_drop_down_set_model (GTK_DROP_DOWN (self->round_dropdown), NULL);
      update (self);
      show_message (self, local->message);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  g_clear_pointer (&self->trf, hakem_trf_free);
  self->trf = trf;
  g_free (self->trf_path);
  self->trf_path = g_strdup (path);
  if (!self->folder)
    self->folder = g_path_get_dirname (path);
  /* The rounds that have boards; the first unplayed one chosen. */
  g_array_set_size (self->rounds, 0);
  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);
  int chosen = hakem_trf_default_round (trf);
  guint selected = 0;
  for (int r = 1; r <= trf->rounds; r++)
    {
      g_autoptr (GArray) boards = NULL;
      g_autoptr (GArray) byes = NULL;
      if (!hakem_trf_round (trf, r, &boards, &byes, NULL) || boards->len == 0)
        continue;
      if (r == chosen)
        selected = self->rounds->len;
      g_array_append_val (self->rounds, r);
      /* TRANSLATORS: a round offered in the drop-down, with its number of boards */
      g_autofree char *name = g_strdup_printf (
          g_dngettext (GETTEXT_PACKAGE, "Round %d (%u board)", "Round %d (%u boards)", boards->len),
          r, boards->len);
      gtk_string_list_append (names, name);
    }
  gtk_drop_down_set_model (GTK_DROP_DOWN (self->round_dropdown), G_LIST_MODEL (names));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->round_dropdown), selected);
  show_message (self, self->rounds->len ? NULL : _ ("No round of this file has pairings."));
  update (self);
  return TRUE;
}

void
hakem_round_open_set_folder (HakemRoundOpen *self, const char *path)
{
  g_free (self->folder);
  self->folder = g_strdup (path);
  update (self);
}

int
hakem_round_open_get_round (HakemRoundOpen *self)
{
  guint i = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->round_dropdown));
  return i < self->rounds->len ? g_array_index (self->rounds, int, i) : 0;
}

HakemRoundWindow *
hakem_round_open_watch (HakemRoundOpen *self)
{
  int round = hakem_round_open_get_round (self);
  if (!self->trf || round == 0)
    return NULL;
  /* The pairings get a file of their own: the dialog may be asked again. */
  g_autoptr (GError) error = NULL;
  g_autoptr (HakemRoundPairings) pairings
      = hakem_round_pairings_new_for_path (self->trf_path, round, &error);
  if (!pairings)
    {
      show_message (self, error->message);
      return NULL;
    }
  g_autoptr (GFile) location = self->folder ? g_file_new_for_path (self->folder) : NULL;
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  HakemRoundWindow *window = hakem_round_window_new_for_pairings (app, pairings, location);
  gtk_window_present (GTK_WINDOW (window));
  gtk_window_destroy (GTK_WINDOW (self));
  return window;
}

static void
file_chosen (GtkNativeDialog *chooser, int response, gpointer user_data)
{
  HakemRoundOpen *self = user_data;
  g_autoptr (GFile) file = response == GTK_RESPONSE_ACCEPT
                               ? gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser))
                               : NULL;
  g_autofree char *path = file ? g_file_get_path (file) : NULL;
  gboolean folder = gtk_file_chooser_get_action (GTK_FILE_CHOOSER (chooser))
                    == GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER;
  if (path && folder)
    hakem_round_open_set_folder (self, path);
  else if (path)
    hakem_round_open_set_pairings_file (self, path, NULL);
  g_object_unref (chooser);
}

static void
choose (HakemRoundOpen *self, gboolean folder)
{
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (
      folder ? _ ("The Round's Feed Folder") : _ ("Open the Pairing Program's File"),
      GTK_WINDOW (self),
      folder ? GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER : GTK_FILE_CHOOSER_ACTION_OPEN, _ ("_Choose"),
      _ ("_Cancel"));
  if (!folder)
    {
      g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();
      gtk_file_filter_set_name (filter, _ ("Tournament report files (*.trf, *.txt)"));
      gtk_file_filter_add_pattern (filter, "*.[tT][rR][fF]");
      gtk_file_filter_add_pattern (filter, "*.[tT][xX][tT]");
      gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
    }
  g_signal_connect (chooser, "response", G_CALLBACK (file_chosen), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
file_clicked (GtkButton *button, gpointer user_data)
{
  choose (HAKEM_ROUND_OPEN (user_data), FALSE);
}

static void
folder_clicked (GtkButton *button, gpointer user_data)
{
  choose (HAKEM_ROUND_OPEN (user_data), TRUE);
}

static void
watch_clicked (GtkButton *button, gpointer user_data)
{
  hakem_round_open_watch (HAKEM_ROUND_OPEN (user_data));
}

static void
hakem_round_open_finalize (GObject *object)
{
  HakemRoundOpen *self = HAKEM_ROUND_OPEN (object);
  g_clear_pointer (&self->trf, hakem_trf_free);
  g_free (self->trf_path);
  g_free (self->folder);
  g_array_unref (self->rounds);
  G_OBJECT_CLASS (hakem_round_open_parent_class)->finalize (object);
}

static void
hakem_round_open_class_init (HakemRoundOpenClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = hakem_round_open_finalize;
  gtk_widget_class_add_binding_action (GTK_WIDGET_CLASS (klass), GDK_KEY_Escape, 0, "window.close",
                                       NULL);
}

/* A row: a label with a mnemonic for the control, which it names for screen readers. */
static void
add_row (GtkGrid *grid, int row, const char *label, GtkWidget *control)
{
  GtkWidget *l = gtk_label_new_with_mnemonic (label);
  gtk_label_set_xalign (GTK_LABEL (l), 0);
  gtk_label_set_mnemonic_widget (GTK_LABEL (l), control);
  gtk_widget_set_hexpand (control, TRUE);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (control), GTK_ACCESSIBLE_RELATION_LABELLED_BY, l,
                                  NULL, -1);
  gtk_grid_attach (grid, l, 0, row, 1, 1);
  gtk_grid_attach (grid, control, 1, row, 1, 1);
}

static void
hakem_round_open_init (HakemRoundOpen *self)
{
  self->rounds = g_array_new (FALSE, FALSE, sizeof (int));
  gtk_window_set_title (GTK_WINDOW (self), _ ("Watch a Round from Pairings"));
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (self), 460, -1);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  gtk_box_append (GTK_BOX (box), header);
  hakem_name_header_boxes (header);
  GtkWidget *grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (grid), 8);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_widget_set_margin_start (grid, 18);
  gtk_widget_set_margin_end (grid, 18);
  gtk_widget_set_margin_top (grid, 12);
  gtk_widget_set_margin_bottom (grid, 18);
  self->file_button = gtk_button_new ();
  self->round_dropdown = gtk_drop_down_new (NULL, NULL);
  self->folder_button = gtk_button_new ();
  add_row (GTK_GRID (grid), 0, _ ("_Pairing file"), self->file_button);
  add_row (GTK_GRID (grid), 1, _ ("_Round"), self->round_dropdown);
  add_row (GTK_GRID (grid), 2, _ ("_Feed folder"), self->folder_button);
  gtk_widget_set_tooltip_text (self->folder_button,
                               _ ("The folder of the boards' PGN files and the desks' case files"));
  self->message = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->message), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->message), 0);
  gtk_widget_add_css_class (self->message, "error");
  gtk_widget_set_visible (self->message, FALSE);
  gtk_grid_attach (GTK_GRID (grid), self->message, 0, 3, 2, 1);
  self->watch_button = hakem_mnemonic_button_new (_ ("_Watch"));
  gtk_widget_add_css_class (self->watch_button, "suggested-action");
  gtk_widget_set_halign (self->watch_button, GTK_ALIGN_END);
  gtk_grid_attach (GTK_GRID (grid), self->watch_button, 0, 4, 2, 1);
  gtk_box_append (GTK_BOX (box), grid);
  adw_window_set_content (ADW_WINDOW (self), box);
  g_signal_connect (self->file_button, "clicked", G_CALLBACK (file_clicked), self);
  g_signal_connect (self->folder_button, "clicked", G_CALLBACK (folder_clicked), self);
  g_signal_connect (self->watch_button, "clicked", G_CALLBACK (watch_clicked), self);
  gtk_window_set_default_widget (GTK_WINDOW (self), self->watch_button);
  update (self);
}

HakemRoundOpen *
hakem_round_open_new (GtkApplication *app)
{
  GtkWindow *parent = gtk_application_get_active_window (app);
  HakemRoundOpen *self = g_object_new (HAKEM_TYPE_ROUND_OPEN, "application", app, NULL);
  if (parent && parent != GTK_WINDOW (self))
    gtk_window_set_transient_for (GTK_WINDOW (self), parent);
  return self;
}
