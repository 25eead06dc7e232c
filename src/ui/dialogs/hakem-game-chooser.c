/* hakem-game-chooser.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The game chooser: a column view over the file's index, filtered by a search and sorted.
 */
#include "config.h"

#include "hakem-game-chooser.h"

#include <glib/gi18n.h>

#include "hakem-accessible-names.h"
#include <string.h>

#include "hakem-dialog-util.h"

struct _HakemGameChooser
{
  GtkWindow parent_instance;
  HakemPgnIndex *index;
  GtkSearchEntry *search;
  GtkColumnView *view;
  GtkCustomFilter *filter;
  GtkSingleSelection *selection;
  char *needle; /* the search, case-folded */
  gboolean chosen;
};

G_DEFINE_FINAL_TYPE (HakemGameChooser, hakem_game_chooser, GTK_TYPE_WINDOW)

enum
{
  SIGNAL_GAME_CHOSEN,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

/* ---- the columns ---- */

static char *
moves_text (HakemPgnGame *g)
{
  return g_strdup_printf ("%u", (hakem_pgn_game_get_plies (g) + 1) / 2);
}

/* PGN's marks for "not known" ("?", "????.??.??") are shown as nothing. */
static char *
known (const char *value)
{
  return g_strdup (value[strspn (value, "?.")] ? value : "");
}

#define TEXT_OF(getter)                                                                            \
  static char *getter##_text (HakemPgnGame *g) { return known (hakem_pgn_game_get_##getter (g)); }
TEXT_OF (white)
TEXT_OF (black)
TEXT_OF (round)
TEXT_OF (board)
TEXT_OF (result)
TEXT_OF (date)

static int
by_number (HakemPgnGame *a, HakemPgnGame *b)
{
  guint x = hakem_pgn_game_get_number (a), y = hakem_pgn_game_get_number (b);
  return x < y ? -1 : x > y;
}

static int
by_round (HakemPgnGame *a, HakemPgnGame *b)
{
  int c = hakem_pgn_natural_compare (hakem_pgn_game_get_round (a), hakem_pgn_game_get_round (b));
  return c ? c : by_number (a, b);
}

/* The order of a round's pairings: round, then board, then the file's order. */
static int
by_board (HakemPgnGame *a, HakemPgnGame *b)
{
  int c = hakem_pgn_natural_compare (hakem_pgn_game_get_round (a), hakem_pgn_game_get_round (b));
  if (!c)
    c = hakem_pgn_natural_compare (hakem_pgn_game_get_board (a), hakem_pgn_game_get_board (b));
  return c ? c : by_number (a, b);
}

#define COLLATED(getter)                                                                           \
  static int by_##getter (HakemPgnGame *a, HakemPgnGame *b)                                        \
  {                                                                                                \
    int c = g_utf8_collate (hakem_pgn_game_get_##getter (a), hakem_pgn_game_get_##getter (b));     \
    return c ? c : by_number (a, b);                                                               \
  }
COLLATED (white)
COLLATED (black)
COLLATED (result)
COLLATED (date)

static int
by_moves (HakemPgnGame *a, HakemPgnGame *b)
{
  guint x = hakem_pgn_game_get_plies (a), y = hakem_pgn_game_get_plies (b);
  return x != y ? (x < y ? -1 : 1) : by_number (a, b);
}

typedef struct
{
  const char *title;
  char *(*text) (HakemPgnGame *game);
  int (*compare) (HakemPgnGame *a, HakemPgnGame *b);
  gboolean number; /* right-aligned */
  gboolean expand;
} Column;

static const Column columns[] = {
  { N_ ("White"), white_text, by_white, FALSE, TRUE },
  { N_ ("Black"), black_text, by_black, FALSE, TRUE },
  { N_ ("Round"), round_text, by_round, TRUE, FALSE },
  { N_ ("Board"), board_text, by_board, TRUE, FALSE },
  { N_ ("Result"), result_text, by_result, FALSE, FALSE },
  { N_ ("Date"), date_text, by_date, FALSE, FALSE },
  { N_ ("Moves"), moves_text, by_moves, TRUE, FALSE },
};
enum
{
  BOARD_COLUMN = 3
};

static int
compare_items (gconstpointer a, gconstpointer b, gpointer user_data)
{
  const Column *column = user_data;
  return column->compare (HAKEM_PGN_GAME ((gpointer) a), HAKEM_PGN_GAME ((gpointer) b));
}

static void
setup_cell (GtkSignalListItemFactory *factory, GtkListItem *item, const Column *column)
{
  GtkWidget *label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (label), column->number ? 1.0f : 0.0f);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_list_item_set_child (item, label);
}

static void
bind_cell (GtkSignalListItemFactory *factory, GtkListItem *item, const Column *column)
{
  g_autofree char *text = column->text (HAKEM_PGN_GAME (gtk_list_item_get_item (item)));
  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)), text);
}

/* ---- searching and choosing ---- */

static gboolean
game_matches (gpointer item, gpointer user_data)
{
  HakemGameChooser *self = user_data;
  return hakem_pgn_game_matches (HAKEM_PGN_GAME (item), self->needle);
}

static void
search_changed (GtkSearchEntry *entry, HakemGameChooser *self)
{
  g_autofree char *old = g_steal_pointer (&self->needle);
  self->needle = g_utf8_casefold (gtk_editable_get_text (GTK_EDITABLE (entry)), -1);
  /* A longer search only narrows: GTK then filters only what is shown. */
  GtkFilterChange change = GTK_FILTER_CHANGE_DIFFERENT;
  if (old && g_str_has_prefix (self->needle, old))
    change = GTK_FILTER_CHANGE_MORE_STRICT;
  else if (old && g_str_has_prefix (old, self->needle))
    change = GTK_FILTER_CHANGE_LESS_STRICT;
  gtk_filter_changed (GTK_FILTER (self->filter), change);
}

void
hakem_game_chooser_choose (HakemGameChooser *self, guint position)
{
  g_return_if_fail (HAKEM_IS_GAME_CHOOSER (self));
  g_autoptr (HakemPgnGame) game = g_list_model_get_item (G_LIST_MODEL (self->selection), position);
  if (!game || self->chosen)
    return;
  self->chosen = TRUE;
  /* Kept alive through the handler, which may open the game and close the parent. */
  g_object_ref (self);
  gtk_window_destroy (GTK_WINDOW (self));
  g_signal_emit (self, signals[SIGNAL_GAME_CHOSEN], 0, game);
  g_object_unref (self);
}

static void
row_activated (GtkColumnView *view, guint position, HakemGameChooser *self)
{
  hakem_game_chooser_choose (self, position);
}

static void
choose_selected (HakemGameChooser *self)
{
  guint position = gtk_single_selection_get_selected (self->selection);
  if (position != GTK_INVALID_LIST_POSITION)
    hakem_game_chooser_choose (self, position);
  else
    gtk_widget_error_bell (GTK_WIDGET (self));
}

static void
search_stopped (GtkSearchEntry *entry, HakemGameChooser *self)
{
  gtk_window_close (GTK_WINDOW (self));
}

/* Down (or Page Down) from the search goes into the list, where the arrows move the selection
 * and Enter opens; typing there comes back to the search. */
static gboolean
search_key (GtkEventControllerKey *keys, guint keyval, guint keycode, GdkModifierType state,
            HakemGameChooser *self)
{
  if (keyval != GDK_KEY_Down && keyval != GDK_KEY_KP_Down && keyval != GDK_KEY_Page_Down)
    return FALSE;
  if (g_list_model_get_n_items (G_LIST_MODEL (self->selection)) == 0)
    return FALSE;
  return gtk_widget_grab_focus (GTK_WIDGET (self->view));
}

static void
open_clicked (GtkButton *button, HakemGameChooser *self)
{
  choose_selected (self);
}

static void
cancel_clicked (GtkButton *button, HakemGameChooser *self)
{
  gtk_window_close (GTK_WINDOW (self));
}

static void
selection_changed (HakemGameChooser *self)
{
  GtkWidget *open = gtk_window_get_default_widget (GTK_WINDOW (self));
  if (open)
    gtk_widget_set_sensitive (open, gtk_single_selection_get_selected (self->selection)
                                        != GTK_INVALID_LIST_POSITION);
}

/* ---- the window ---- */

static void
hakem_game_chooser_dispose (GObject *object)
{
  HakemGameChooser *self = HAKEM_GAME_CHOOSER (object);
  g_clear_object (&self->index);
  g_clear_object (&self->selection);
  g_clear_pointer (&self->needle, g_free);
  G_OBJECT_CLASS (hakem_game_chooser_parent_class)->dispose (object);
}

static void
hakem_game_chooser_class_init (HakemGameChooserClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = hakem_game_chooser_dispose;
  signals[SIGNAL_GAME_CHOSEN]
      = g_signal_new ("game-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                      NULL, G_TYPE_NONE, 1, HAKEM_TYPE_PGN_GAME);
  gtk_widget_class_add_binding_action (GTK_WIDGET_CLASS (klass), GDK_KEY_Escape, 0, "window.close",
                                       NULL);
}

static void
hakem_game_chooser_init (HakemGameChooser *self)
{
}

static GtkWidget *
build_view (HakemGameChooser *self)
{
  self->view = GTK_COLUMN_VIEW (gtk_column_view_new (NULL));
  gtk_column_view_set_show_column_separators (self->view, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->view), "data-table");
  GtkColumnViewColumn *board = NULL;
  for (gsize i = 0; i < G_N_ELEMENTS (columns); i++)
    {
      GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
      g_signal_connect (factory, "setup", G_CALLBACK (setup_cell), (gpointer) &columns[i]);
      g_signal_connect (factory, "bind", G_CALLBACK (bind_cell), (gpointer) &columns[i]);
      GtkColumnViewColumn *column = gtk_column_view_column_new (_ (columns[i].title), factory);
      GtkCustomSorter *sorter = gtk_custom_sorter_new (compare_items, (gpointer) &columns[i], NULL);
      gtk_column_view_column_set_sorter (column, GTK_SORTER (sorter));
      g_object_unref (sorter);
      gtk_column_view_column_set_expand (column, columns[i].expand);
      gtk_column_view_column_set_resizable (column, TRUE);
      gtk_column_view_append_column (self->view, column);
      if (i == BOARD_COLUMN)
        board = column;
      g_object_unref (column);
    }

  self->filter = gtk_custom_filter_new (game_matches, self, NULL);
  GtkFilterListModel *filtered = gtk_filter_list_model_new (
      G_LIST_MODEL (g_object_ref (self->index)), GTK_FILTER (self->filter));
  GtkSorter *sorter = g_object_ref (gtk_column_view_get_sorter (self->view));
  GtkSortListModel *sorted = gtk_sort_list_model_new (G_LIST_MODEL (filtered), sorter);
  self->selection = gtk_single_selection_new (G_LIST_MODEL (sorted));
  gtk_column_view_set_model (self->view, GTK_SELECTION_MODEL (self->selection));
  gtk_column_view_sort_by_column (self->view, board, GTK_SORT_ASCENDING);
  g_signal_connect (self->view, "activate", G_CALLBACK (row_activated), self);
  g_signal_connect_swapped (self->selection, "notify::selected", G_CALLBACK (selection_changed),
                            self);

  GtkWidget *scroll = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), GTK_WIDGET (self->view));
  gtk_widget_set_vexpand (scroll, TRUE);
  gtk_scrolled_window_set_has_frame (GTK_SCROLLED_WINDOW (scroll), TRUE);
  return scroll;
}

HakemGameChooser *
hakem_game_chooser_new (GtkWindow *parent, HakemPgnIndex *index, const char *file_name)
{
  HakemGameChooser *self = g_object_new (HAKEM_TYPE_GAME_CHOOSER, "modal", TRUE, "transient-for",
                                         parent, "destroy-with-parent", TRUE, "default-width", 760,
                                         "default-height", 520, NULL);
  self->index = g_object_ref (index);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (index));
  /* TRANSLATORS: the game chooser's title: how many games, then the file's name */
  g_autofree char *title = g_strdup_printf (
      g_dngettext (GETTEXT_PACKAGE, "%u Game in %s", "%u Games in %s", n), n, file_name);
  gtk_window_set_title (GTK_WINDOW (self), title);

  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 12);
  gtk_window_set_child (GTK_WINDOW (self), box);

  self->search = GTK_SEARCH_ENTRY (gtk_search_entry_new ());
  g_object_set (self->search, "placeholder-text", _ ("Search by player"), NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->search), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ ("Search by player"), -1);
  gtk_search_entry_set_key_capture_widget (self->search, GTK_WIDGET (self));
  g_signal_connect (self->search, "search-changed", G_CALLBACK (search_changed), self);
  g_signal_connect_swapped (self->search, "activate", G_CALLBACK (choose_selected), self);
  g_signal_connect (self->search, "stop-search", G_CALLBACK (search_stopped), self);
  GtkEventController *keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (search_key), self);
  gtk_widget_add_controller (GTK_WIDGET (self->search), keys);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->search));

  gtk_box_append (GTK_BOX (box), build_view (self));

  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_halign (buttons, GTK_ALIGN_END);
  GtkWidget *cancel = hakem_mnemonic_button_new (_ ("_Cancel"));
  GtkWidget *open = hakem_mnemonic_button_new (_ ("_Open"));
  gtk_widget_add_css_class (open, "suggested-action");
  g_signal_connect (cancel, "clicked", G_CALLBACK (cancel_clicked), self);
  g_signal_connect (open, "clicked", G_CALLBACK (open_clicked), self);
  gtk_box_append (GTK_BOX (buttons), cancel);
  gtk_box_append (GTK_BOX (buttons), open);
  gtk_box_append (GTK_BOX (box), buttons);
  gtk_window_set_default_widget (GTK_WINDOW (self), open);
  hakem_name_mnemonic_buttons (box);
  hakem_name_scroll_bars (box);
  selection_changed (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->search));
  return self;
}

GtkSingleSelection *
hakem_game_chooser_get_selection (HakemGameChooser *self)
{
  g_return_val_if_fail (HAKEM_IS_GAME_CHOOSER (self), NULL);
  return self->selection;
}
