/* hakem-round-window.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The round view: a virtualised grid of the feed's boards behind a flag filter and a sorter.
 */
#include "config.h"

#include "hakem-round-window.h"

#include "hakem-round-desk.h"

#include <glib/gi18n.h>
#include <unistd.h>

#include "hakem-accessible-names.h"
#include "hakem-pgn-index.h"
#include "hakem-round-cell.h"
#include "hakem-window.h"

struct _HakemRoundWindow
{
  AdwWindow parent_instance;
  AdwWindowTitle *title;
  GtkDropDown *filter_dropdown;
  GtkDropDown *sort_dropdown;
  GtkGridView *grid;
  GtkLabel *status;
  GtkWidget *header;
  GtkWidget *scroller;
  HakemRoundFeed *feed;
  GtkCustomFilter *filter;
  GtkCustomSorter *sorter;
  GtkFilterListModel *filtered;
  GtkSortListModel *sorted;
  guint refresh_id;
  char *notation; /* the letters of the boards' moves, "en" or "tr" */
  GtkWindow *letters_of; /* the main window whose "notation" this one follows (weak), or NULL */
};

G_DEFINE_FINAL_TYPE (HakemRoundWindow, hakem_round_window, ADW_TYPE_WINDOW)

enum
{
  PROP_0,
  PROP_NOTATION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The filter menu's flags, in HakemRoundKind's order after "all" and "any flag". */
#define FIRST_FLAG_ENTRY 2

static gboolean
filter_func (gpointer item, gpointer user_data)
{
  HakemRoundWindow *self = user_data;
  guint mask = hakem_round_board_get_flag_mask (item);
  /* While the window is taken apart the menus go first: every board passes. */
  if (!self->filter_dropdown)
    return TRUE;
  guint chosen = gtk_drop_down_get_selected (self->filter_dropdown);
  if (chosen == 0 || chosen == GTK_INVALID_LIST_POSITION)
    return TRUE;
  if (chosen == 1)
    return mask != 0;
  return (mask & (1u << (chosen - FIRST_FLAG_ENTRY))) != 0;
}

static int
by_board (HakemRoundBoard *a, HakemRoundBoard *b)
{
  int c = hakem_pgn_natural_compare (hakem_round_board_get_round (a),
                                     hakem_round_board_get_round (b));
  return c ? c
           : hakem_pgn_natural_compare (hakem_round_board_get_label (a),
                                        hakem_round_board_get_label (b));
}

static guint
flag_count (guint mask)
{
  guint n = 0;
  for (; mask; mask &= mask - 1)
    n++;
  return n;
}

static int
sort_func (gconstpointer pa, gconstpointer pb, gpointer user_data)
{
  HakemRoundWindow *self = user_data;
  HakemRoundBoard *a = (HakemRoundBoard *) pa, *b = (HakemRoundBoard *) pb;
  int c = 0;
  switch (self->sort_dropdown ? gtk_drop_down_get_selected (self->sort_dropdown) : 0)
    {
    case 1:
      /* More flags first. */
      c = (int) flag_count (hakem_round_board_get_flag_mask (b))
          - (int) flag_count (hakem_round_board_get_flag_mask (a));
      break;
    case 2:
      c = hakem_round_board_get_game (b)->count - hakem_round_board_get_game (a)->count;
      break;
    default:
      break;
    }
  return c ? c : by_board (a, b);
}

static void
update_status (HakemRoundWindow *self)
{
  GListModel *boards = hakem_round_feed_get_boards (self->feed);
  guint n = g_list_model_get_n_items (boards), flagged = 0;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (HakemRoundBoard) b = g_list_model_get_item (boards, i);
      flagged += hakem_round_board_get_flag_mask (b) != 0;
    }
  g_autofree char *boards_text
      = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u board", "%u boards", n), n);
  g_autofree char *flagged_text = g_strdup_printf (
      g_dngettext (GETTEXT_PACKAGE, "%u with a flag", "%u with a flag", flagged), flagged);
  const char *watch = hakem_round_feed_get_watch (self->feed) == HAKEM_ROUND_WATCH_POLL
      ? _("polled (no notifications from this file system)")
      : _("watched for changes");
  g_autofree char *text = g_strdup_printf ("%s · %s · %s", boards_text, flagged_text, watch);
  gtk_label_set_text (self->status, text);
}

/* Flags change the filter's and the sort's answers: both are asked again, once per burst. */
static gboolean
refresh (gpointer user_data)
{
  HakemRoundWindow *self = user_data;
  self->refresh_id = 0;
  /* The menus are filled (and choose their first entry) before the models exist. */
  if (!self->filter)
    return G_SOURCE_REMOVE;
  gtk_filter_changed (GTK_FILTER (self->filter), GTK_FILTER_CHANGE_DIFFERENT);
  gtk_sorter_changed (GTK_SORTER (self->sorter), GTK_SORTER_CHANGE_DIFFERENT);
  update_status (self);
  return G_SOURCE_REMOVE;
}

static void
refresh_later (HakemRoundWindow *self)
{
  if (!self->refresh_id)
    self->refresh_id = g_timeout_add (250, refresh, self);
}

static void
on_event (HakemRoundFeed *feed, HakemRoundBoard *board, gpointer flag, gpointer user_data)
{
  refresh_later (HAKEM_ROUND_WINDOW (user_data));
}

static void
choice_changed (GObject *dropdown, GParamSpec *pspec, gpointer user_data)
{
  HakemRoundWindow *self = user_data;
  refresh (self);
  /* The grid keeps the board it showed in view wherever the new order puts it: the arbiter
   * who asks for flagged boards first wants to see the first of them. */
  if (self->grid && self->sorted && g_list_model_get_n_items (G_LIST_MODEL (self->sorted)) > 0)
    gtk_widget_activate_action (GTK_WIDGET (self->grid), "list.scroll-to-item", "u", 0);
}

static void
setup_cell (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer user_data)
{
  GtkWidget *cell = hakem_round_cell_new ();
  g_object_bind_property (user_data, "notation", cell, "notation", G_BINDING_SYNC_CREATE);
  gtk_list_item_set_child (item, cell);
}

/* The boards' moves in the letters of the main window (its menu, the preferences: the session's
 * letters), followed as they change; the setting's until there is one. */
static void
follow_letters (HakemRoundWindow *self, GtkWindow *window)
{
  if (self->letters_of || !HAKEM_IS_WINDOW (window))
    return;
  g_set_weak_pointer (&self->letters_of, window);
  g_object_bind_property (window, "notation", self, "notation", G_BINDING_SYNC_CREATE);
}

static void
window_added (GtkApplication *app, GtkWindow *window, HakemRoundWindow *self)
{
  follow_letters (self, window);
}

static void
bind_cell (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer user_data)
{
  hakem_round_cell_set_board (HAKEM_ROUND_CELL (gtk_list_item_get_child (item)),
                              gtk_list_item_get_item (item));
}

static void
unbind_cell (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer user_data)
{
  hakem_round_cell_set_board (HAKEM_ROUND_CELL (gtk_list_item_get_child (item)), NULL);
}

static GtkWindow *
main_window (GtkApplication *app)
{
  for (GList *l = gtk_application_get_windows (app); l; l = l->next)
    if (HAKEM_IS_WINDOW (l->data))
      return l->data;
  return GTK_WINDOW (hakem_window_new (HAKEM_APPLICATION (app)));
}

void
hakem_round_window_open_board (HakemRoundWindow *self, guint position)
{
  g_autoptr (HakemRoundBoard) board = g_list_model_get_item (G_LIST_MODEL (self->sorted), position);
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  if (!board || !hakem_round_board_get_path (board) || !app)
    return;
  GtkWindow *window = main_window (app);
  gtk_window_present (window);
  /* The board's own case file, this desk's, in the round folder beside the PGN. */
  const char *path = hakem_round_board_get_path (board);
  g_autofree char *desk = hakem_round_desk_id ();
  g_autofree char *name = hakem_round_casefile_name (desk, hakem_round_board_get_round (board),
                                                     hakem_round_board_get_label (board));
  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *case_path = g_build_filename (folder, name, NULL);
  /* The feed's text stops at an illegal move, which the window's reader refuses, and an
   * electronic board's glitches are no moves either: the game opens from the board's own moves,
   * those it read as legal, written apart from the round folder. */
  g_autofree char *legal_part = NULL;
  g_autofree char *note = NULL;
  const GArray *flags = hakem_round_board_get_flags (board);
  const HakemRoundFlag *stop = NULL;
  for (guint i = 0; i < flags->len; i++)
    {
      const HakemRoundFlag *f = &g_array_index (flags, HakemRoundFlag, i);
      if (f->kind == HAKEM_ROUND_ILLEGAL
          || (!stop
              && (f->kind
                  & (HAKEM_ROUND_MISSED_MOVE | HAKEM_ROUND_BOARD_JUMP
                     | HAKEM_ROUND_RESULT_SIGNALLED))))
        stop = f;
    }
  if (stop)
    {
      g_autofree char *text = hakem_round_board_to_pgn (board);
      int fd = g_file_open_tmp ("hakem-round-XXXXXX.pgn", &legal_part, NULL);
      if (fd >= 0)
        {
          close (fd);
          if (!g_file_set_contents (legal_part, text, -1, NULL))
            g_clear_pointer (&legal_part, g_free);
        }
    }
  if (legal_part && stop->kind == HAKEM_ROUND_ILLEGAL)
    {
      const char *move
          = stop->detail && g_str_has_prefix (stop->detail, "move=") ? stop->detail + 5 : "?";
      /* TRANSLATORS: a board of the round opened as a full game; %s is the move as the feed
       * wrote it, %d its half-move */
      note = g_strdup_printf (_("The feed's move %s, half-move %d, is not legal: the game was "
                                "opened up to the move before it."),
                                 move, stop->ply);
    }
  else if (legal_part)
    /* TRANSLATORS: a board of the round opened as a full game; %s is what the electronic
     * board's file held ("Move missed by the e-board"), %d its half-move */
    note = g_strdup_printf (_("The electronic board's file holds what is no move of the game "
                              "(%s, half-move %d): the game was opened as the feed reads it."),
                               hakem_round_kind_label (stop->kind), stop->ply);
  /* The window asks first about a game in progress there, as New Game does; it removes the
   * file of the legal part once read. */
  if (legal_part)
    {
      hakem_window_open_round_board (HAKEM_WINDOW (window), legal_part, 0, case_path, note, TRUE);
      return;
    }
  hakem_window_open_round_board (HAKEM_WINDOW (window), path, hakem_round_board_get_offset (board),
                                 case_path, NULL, FALSE);
}

static void
grid_activated (GtkGridView *grid, guint position, gpointer user_data)
{
  hakem_round_window_open_board (HAKEM_ROUND_WINDOW (user_data), position);
}

static void
hakem_round_window_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_NOTATION:
      g_value_set_string (value, HAKEM_ROUND_WINDOW (object)->notation);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hakem_round_window_set_property (GObject *object, guint prop_id, const GValue *value,
                                 GParamSpec *pspec)
{
  HakemRoundWindow *self = HAKEM_ROUND_WINDOW (object);
  switch (prop_id)
    {
    case PROP_NOTATION:
      {
        const char *notation
            = chess_san_language_code (chess_san_language_from_code (g_value_get_string (value)));
        if (g_strcmp0 (self->notation, notation) == 0)
          break;
        g_free (self->notation);
        self->notation = g_strdup (notation);
        g_object_notify_by_pspec (object, pspec);
      }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hakem_round_window_finalize (GObject *object)
{
  g_free (HAKEM_ROUND_WINDOW (object)->notation);
  G_OBJECT_CLASS (hakem_round_window_parent_class)->finalize (object);
}

static void
hakem_round_window_dispose (GObject *object)
{
  HakemRoundWindow *self = HAKEM_ROUND_WINDOW (object);
  g_clear_handle_id (&self->refresh_id, g_source_remove);
  g_clear_weak_pointer (&self->letters_of);
  if (self->feed)
    {
      g_signal_handlers_disconnect_by_data (self->feed, self);
      hakem_round_feed_stop (self->feed);
    }
  g_clear_object (&self->feed);
  /* The filter, the sorter and the filtered model belong to the sorted one, which the grid's
   * selection holds too: they are not this window's to use once it goes (a menu that changes
   * while the template is taken apart would reach a freed filter). */
  self->filter = NULL;
  self->sorter = NULL;
  self->filtered = NULL;
  g_clear_object (&self->sorted);
  gtk_widget_dispose_template (GTK_WIDGET (self), HAKEM_TYPE_ROUND_WINDOW);
  G_OBJECT_CLASS (hakem_round_window_parent_class)->dispose (object);
}

static void
hakem_round_window_class_init (HakemRoundWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  object_class->dispose = hakem_round_window_dispose;
  object_class->finalize = hakem_round_window_finalize;
  object_class->get_property = hakem_round_window_get_property;
  object_class->set_property = hakem_round_window_set_property;
  /* The letters of the boards' moves, "en" or "tr": the main window's "notation". */
  properties[PROP_NOTATION]
      = g_param_spec_string ("notation", NULL, NULL, "en",
                             G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hakem/Hakem/hakem-round-window.ui");
  gtk_widget_class_bind_template_child (widget_class, HakemRoundWindow, title);
  gtk_widget_class_bind_template_child (widget_class, HakemRoundWindow, filter_dropdown);
  gtk_widget_class_bind_template_child (widget_class, HakemRoundWindow, sort_dropdown);
  gtk_widget_class_bind_template_child (widget_class, HakemRoundWindow, grid);
  gtk_widget_class_bind_template_child (widget_class, HakemRoundWindow, status);
  gtk_widget_class_bind_template_child (widget_class, HakemRoundWindow, header);
  gtk_widget_class_bind_template_child (widget_class, HakemRoundWindow, scroller);
  gtk_widget_class_bind_template_callback (widget_class, grid_activated);
  gtk_widget_class_bind_template_callback (widget_class, choice_changed);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close",
                                       NULL);
}

static void
hakem_round_window_init (HakemRoundWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_autoptr (GtkStringList) filters = gtk_string_list_new (NULL);
  gtk_string_list_append (filters, _("Every board"));
  gtk_string_list_append (filters, _("Boards with a flag"));
  for (guint bit = 1; bit & HAKEM_ROUND_FLAGS; bit <<= 1)
    gtk_string_list_append (filters, hakem_round_kind_label ((HakemRoundKind) bit));
  gtk_drop_down_set_model (self->filter_dropdown, G_LIST_MODEL (filters));
  g_autoptr (GtkStringList) sorts = gtk_string_list_new (NULL);
  gtk_string_list_append (sorts, _("By board"));
  gtk_string_list_append (sorts, _("Flagged boards first"));
  gtk_string_list_append (sorts, _("Most moves first"));
  gtk_drop_down_set_model (self->sort_dropdown, G_LIST_MODEL (sorts));
  hakem_name_header_boxes (self->header);
  hakem_name_scroll_bars (self->scroller);
}

HakemRoundWindow *
hakem_round_window_new (GtkApplication *app, GFile *location)
{
  HakemRoundWindow *self = g_object_new (HAKEM_TYPE_ROUND_WINDOW, "application", app, "notation",
                                         hakem_window_default_notation (), NULL);
  for (GList *l = gtk_application_get_windows (app); l; l = l->next)
    follow_letters (self, l->data);
  g_signal_connect_object (app, "window-added", G_CALLBACK (window_added), self, 0);
  self->feed = hakem_round_feed_new (location);
  g_signal_connect (self->feed, "event", G_CALLBACK (on_event), self);
  g_autoptr (GError) error = NULL;
  gboolean ok = hakem_round_feed_start (self->feed, &error);

  self->filter = gtk_custom_filter_new (filter_func, self, NULL);
  self->filtered = gtk_filter_list_model_new (
      g_object_ref (hakem_round_feed_get_boards (self->feed)), GTK_FILTER (self->filter));
  self->sorter = gtk_custom_sorter_new (sort_func, self, NULL);
  self->sorted = gtk_sort_list_model_new (G_LIST_MODEL (self->filtered), GTK_SORTER (self->sorter));
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_cell), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_cell), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_cell), self);
  gtk_grid_view_set_factory (self->grid, factory);
  g_object_unref (factory);
  g_autoptr (GtkSingleSelection) selection
      = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (self->sorted)));
  gtk_grid_view_set_model (self->grid, GTK_SELECTION_MODEL (selection));

  g_autofree char *name = g_file_get_basename (location);
  adw_window_title_set_subtitle (self->title, name);
  if (ok)
    update_status (self);
  else
    gtk_label_set_text (self->status, error->message);
  return self;
}

HakemRoundFeed *
hakem_round_window_get_feed (HakemRoundWindow *self)
{
  return self->feed;
}

void
hakem_round_window_set_filter (HakemRoundWindow *self, guint filter)
{
  gtk_drop_down_set_selected (self->filter_dropdown, filter);
}

void
hakem_round_window_set_sort (HakemRoundWindow *self, guint sort)
{
  gtk_drop_down_set_selected (self->sort_dropdown, sort);
}

GListModel *
hakem_round_window_get_shown (HakemRoundWindow *self)
{
  return G_LIST_MODEL (self->sorted);
}
