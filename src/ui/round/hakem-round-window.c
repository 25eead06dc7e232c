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
#include "hakem-report-results.h"
#include "hakem-round-cell.h"
#include "hakem-round-entries.h"
#include "hakem-round-results.h"
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
  GtkWidget *results_button;
  HakemRoundFeed *feed;
  HakemRoundPairings *pairings; /* NULL when watching a feed alone */
  GtkSingleSelection *selection;
  GtkCustomFilter *filter;
  GtkCustomSorter *sorter;
  GtkFilterListModel *filtered;
  GtkSortListModel *sorted;
  guint refresh_id;
  char *notation;        /* the letters of the boards' moves, "en" or "tr" */
  GtkWindow *letters_of; /* the main window whose "notation" this one follows (weak), or NULL */
  guint restored;        /* boards given back the arbiter's entries of an earlier run */
  char *entries_error;   /* why the entries could not be kept on disk, or NULL */
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
by_board (HakemRoundWindow *self, HakemRoundBoard *a, HakemRoundBoard *b)
{
  /* From the pairings: their order, then the feed's boards of no pairing. */
  if (self->pairings)
    {
      HakemRoundPairing *pa = hakem_round_pairings_find (self->pairings, a);
      HakemRoundPairing *pb = hakem_round_pairings_find (self->pairings, b);
      int na = pa ? hakem_round_pairing_get_number (pa) : G_MAXINT;
      int nb = pb ? hakem_round_pairing_get_number (pb) : G_MAXINT;
      if (na != nb)
        return na < nb ? -1 : 1;
    }
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
  return c ? c : by_board (self, a, b);
}

static GListModel *
all_boards (HakemRoundWindow *self)
{
  return self->pairings ? hakem_round_pairings_get_shown (self->pairings)
                        : hakem_round_feed_get_boards (self->feed);
}

static void
update_status (HakemRoundWindow *self)
{
  GListModel *boards = all_boards (self);
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
  const char *watch = !self->feed ? _ ("no feed: results entered by hand")
                      : hakem_round_feed_get_watch (self->feed) == HAKEM_ROUND_WATCH_POLL
                          ? _ ("polled (no notifications from this file system)")
                          : _ ("watched for changes");
  g_autofree char *results = NULL;
  if (self->pairings)
    {
      guint waiting = 0;
      guint accepted = hakem_round_pairings_count_results (self->pairings, &waiting);
      guint total = g_list_model_get_n_items (hakem_round_pairings_get_pairings (self->pairings));
      /* TRANSLATORS: boards with an accepted result of all the round's boards, then those whose
       * result waits for the arbiter's confirmation */
      results = g_strdup_printf (_ ("%u of %u results, %u to confirm"), accepted, total, waiting);
      if (self->restored > 0)
        {
          /* TRANSLATORS: after the count of results: boards whose result the arbiter had
           * entered or confirmed before Hakem was last closed (or stopped), taken back */
          char *with = g_strdup_printf (
              g_dngettext (GETTEXT_PACKAGE, "%s (%u board's entry taken back from before)",
                           "%s (%u boards' entries taken back from before)", self->restored),
              results, self->restored);
          g_free (results);
          results = with;
        }
      else if (self->entries_error)
        {
          /* TRANSLATORS: after the count of results: the arbiter's entries could not be kept
           * on disk; the reason follows */
          char *with = g_strdup_printf (_ ("%s (entries not kept on disk: %s)"), results,
                                        self->entries_error);
          g_free (results);
          results = with;
        }
    }
  g_autofree char *text
      = results ? g_strdup_printf ("%s · %s · %s · %s", boards_text, flagged_text, results, watch)
                : g_strdup_printf ("%s · %s · %s", boards_text, flagged_text, watch);
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
  /* A desk may have recorded a result since. */
  if (self->pairings)
    hakem_round_pairings_read_desks (self->pairings);
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
  HakemRoundWindow *self = user_data;
  HakemRoundCell *cell = HAKEM_ROUND_CELL (gtk_list_item_get_child (item));
  HakemRoundBoard *board = gtk_list_item_get_item (item);
  if (self->pairings)
    hakem_round_cell_set_pairing (cell, hakem_round_pairings_find (self->pairings, board));
  hakem_round_cell_set_board (cell, board);
}

static void
unbind_cell (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer user_data)
{
  HakemRoundCell *cell = HAKEM_ROUND_CELL (gtk_list_item_get_child (item));
  hakem_round_cell_set_board (cell, NULL);
  hakem_round_cell_set_pairing (cell, NULL);
}

static GtkWindow *
main_window (GtkApplication *app)
{
  for (GList *l = gtk_application_get_windows (app); l; l = l->next)
    if (HAKEM_IS_WINDOW (l->data))
      return l->data;
  return GTK_WINDOW (hakem_window_new (app));
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
  /* From the pairings, the case is named after the pairing's round and board, where the
   * results are looked for. */
  HakemRoundPairing *pairing
      = self->pairings ? hakem_round_pairings_find (self->pairings, board) : NULL;
  g_autofree char *round_name
      = pairing ? g_strdup_printf ("%d", hakem_round_pairings_get_round (self->pairings))
                : g_strdup (hakem_round_board_get_round (board));
  g_autofree char *board_name
      = pairing ? g_strdup_printf ("%d", hakem_round_pairing_get_number (pairing))
                : g_strdup (hakem_round_board_get_label (board));
  g_autofree char *name = hakem_round_casefile_name (desk, round_name, board_name);
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
      const char *move = hakem_round_detail_get_word (stop->detail, HAKEM_ROUND_DETAIL_MOVE);
      if (!move)
        move = "?";
      /* TRANSLATORS: a board of the round opened as a full game; %s is the move as the feed
       * wrote it, %d its half-move */
      note = g_strdup_printf (_ ("The feed's move %s, half-move %d, is not legal: the game was "
                                 "opened up to the move before it."),
                              move, stop->ply);
    }
  else if (legal_part)
    /* TRANSLATORS: a board of the round opened as a full game; %s is what the electronic
     * board's file held ("Move missed by the e-board"), %d its half-move */
    note = g_strdup_printf (_ ("The electronic board's file holds what is no move of the game "
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

/* ---- Results ---- */

/* The arbiter's choices, in the dialog's order; NULL: no entry (the PGN's, the desk's or the
 * file's result stands). */
static const char *const result_entries[] = { NULL, "1-0", "0-1", "1/2-1/2", "+/-", "-/+", "-/-" };

static void
result_answered (AdwMessageDialog *dialog, const char *response, gpointer user_data)
{
  HakemRoundWindow *self = user_data;
  if (g_strcmp0 (response, "apply") != 0)
    return;
  HakemRoundPairing *pairing = g_object_get_data (G_OBJECT (dialog), "pairing");
  GtkDropDown *choice = g_object_get_data (G_OBJECT (dialog), "choice");
  GtkCheckButton *confirm = g_object_get_data (G_OBJECT (dialog), "confirm");
  guint i = gtk_drop_down_get_selected (choice);
  if (i < G_N_ELEMENTS (result_entries))
    hakem_round_pairing_enter_result (pairing, result_entries[i]);
  if (gtk_widget_get_visible (GTK_WIDGET (confirm)) && gtk_check_button_get_active (confirm))
    hakem_round_pairing_confirm (pairing);
  /* Kept on disk at once: a crash or a kill loses no result the arbiter gave. */
  g_autoptr (GError) error = NULL;
  g_clear_pointer (&self->entries_error, g_free);
  if (!hakem_round_entries_save (self->pairings, &error))
    self->entries_error = g_strdup (error->message);
  refresh (self);
}

GtkWindow *
hakem_round_window_ask_result (HakemRoundWindow *self, guint position)
{
  if (!self->pairings || !self->sorted)
    return NULL;
  g_autoptr (HakemRoundBoard) board = g_list_model_get_item (G_LIST_MODEL (self->sorted), position);
  HakemRoundPairing *pairing = board ? hakem_round_pairings_find (self->pairings, board) : NULL;
  if (!pairing)
    return NULL;
  g_autofree char *white
      = hakem_round_player_text (hakem_round_pairing_get_player (pairing, CHESS_WHITE));
  g_autofree char *black
      = hakem_round_player_text (hakem_round_pairing_get_player (pairing, CHESS_BLACK));
  g_autofree char *standing = hakem_round_result_line (pairing);
  g_autofree char *doubt = hakem_round_pairing_get_doubt (pairing);
  /* TRANSLATORS: the heading of the dialog in which a board's result is entered */
  g_autofree char *heading
      = g_strdup_printf (_ ("Result of Board %d"), hakem_round_pairing_get_number (pairing));
  g_autofree char *body = g_strdup_printf ("%s – %s\n%s%s%s", white, black, standing,
                                           doubt ? "\n" : "", doubt ? doubt : "");
  AdwMessageDialog *dialog
      = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), heading, body));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  g_autoptr (GtkStringList) choices = gtk_string_list_new (NULL);
  gtk_string_list_append (choices, _ ("No entry: the PGN's or the desk's result"));
  gtk_string_list_append (choices, "1-0");
  gtk_string_list_append (choices, "0-1");
  gtk_string_list_append (choices, "½-½");
  gtk_string_list_append (choices, _ ("+/- White wins by forfeit"));
  gtk_string_list_append (choices, _ ("-/+ Black wins by forfeit"));
  gtk_string_list_append (choices, _ ("-/- Both lose by forfeit"));
  GtkWidget *choice = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (choices)), NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (choice), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ ("Result entered by the arbiter"), -1);
  /* The entry the arbiter made before, if any. */
  char w, b;
  HakemResultSource source;
  if (hakem_round_pairing_get_result (pairing, &w, &b, &source)
      && source == HAKEM_RESULT_FROM_ARBITER)
    {
      g_autofree char *text = hakem_round_result_text (w, b);
      for (guint i = 1; i < G_N_ELEMENTS (result_entries); i++)
        if (g_strcmp0 (text, result_entries[i]) == 0)
          gtk_drop_down_set_selected (GTK_DROP_DOWN (choice), i);
    }
  else
    gtk_drop_down_set_selected (GTK_DROP_DOWN (choice), 0);
  GtkWidget *confirm
      = gtk_check_button_new_with_mnemonic (_ ("_Confirm the result that stands all the same"));
  gtk_widget_set_visible (confirm, doubt != NULL);
  gtk_box_append (GTK_BOX (box), choice);
  gtk_box_append (GTK_BOX (box), confirm);
  adw_message_dialog_set_extra_child (dialog, box);
  adw_message_dialog_add_responses (dialog, "cancel", _ ("_Cancel"), "apply", _ ("_Apply"), NULL);
  hakem_name_mnemonic_buttons (GTK_WIDGET (dialog));
  adw_message_dialog_set_response_appearance (dialog, "apply", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "apply");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "pairing", g_object_ref (pairing), g_object_unref);
  g_object_set_data (G_OBJECT (dialog), "choice", choice);
  g_object_set_data (G_OBJECT (dialog), "confirm", confirm);
  g_signal_connect_object (dialog, "response", G_CALLBACK (result_answered), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (choice);
  return GTK_WINDOW (dialog);
}

static void
enter_result_action (GtkWidget *widget, const char *action, GVariant *param)
{
  HakemRoundWindow *self = HAKEM_ROUND_WINDOW (widget);
  guint position = self->selection ? gtk_single_selection_get_selected (self->selection)
                                   : GTK_INVALID_LIST_POSITION;
  if (position != GTK_INVALID_LIST_POSITION)
    hakem_round_window_ask_result (self, position);
}

gboolean
hakem_round_window_save_trf (HakemRoundWindow *self, const char *path, GError **error)
{
  g_return_val_if_fail (self->pairings, FALSE);
  hakem_round_pairings_read_desks (self->pairings);
  gsize length = 0;
  g_autofree char *data = hakem_round_pairings_write_trf (self->pairings, &length, error);
  return data && g_file_set_contents (path, data, (gssize) length, error);
}

gboolean
hakem_round_window_export_csv (HakemRoundWindow *self, const char *path, GError **error)
{
  g_return_val_if_fail (self->pairings, FALSE);
  hakem_round_pairings_read_desks (self->pairings);
  g_autofree char *csv = hakem_round_pairings_to_csv (self->pairings);
  return g_file_set_contents (path, csv, -1, error);
}

gboolean
hakem_round_window_export_pdf (HakemRoundWindow *self, const char *path, GError **error)
{
  g_return_val_if_fail (self->pairings, FALSE);
  hakem_round_pairings_read_desks (self->pairings);
  return hakem_report_write_results_pdf (self->pairings, HAKEM_PAPER_A4, path, error);
}

static void
save_chosen (GtkNativeDialog *chooser, int response, gpointer user_data)
{
  HakemRoundWindow *self = user_data;
  const char *action = g_object_get_data (G_OBJECT (chooser), "action");
  g_autoptr (GFile) file = response == GTK_RESPONSE_ACCEPT
                               ? gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser))
                               : NULL;
  g_autofree char *path = file ? g_file_get_path (file) : NULL;
  if (path)
    {
      g_autoptr (GError) error = NULL;
      gboolean ok = g_str_equal (action, "round.save-trf")
                        ? hakem_round_window_save_trf (self, path, &error)
                    : g_str_equal (action, "round.export-csv")
                        ? hakem_round_window_export_csv (self, path, &error)
                        : hakem_round_window_export_pdf (self, path, &error);
      if (!ok)
        {
          GtkWidget *alert = adw_message_dialog_new (GTK_WINDOW (self), _ ("Not Written"),
                                                     error ? error->message : path);
          adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (alert), "close", _ ("_Close"));
          hakem_name_mnemonic_buttons (alert);
          gtk_window_present (GTK_WINDOW (alert));
        }
    }
  g_object_unref (chooser);
}

static void
save_action (GtkWidget *widget, const char *action, GVariant *param)
{
  HakemRoundWindow *self = HAKEM_ROUND_WINDOW (widget);
  if (!self->pairings)
    return;
  const char *title, *extension, *filter_name;
  if (g_str_equal (action, "round.save-trf"))
    {
      title = _ ("Save Results as TRF");
      extension = "trf";
      filter_name = _ ("Tournament report files (*.trf)");
    }
  else if (g_str_equal (action, "round.export-csv"))
    {
      title = _ ("Export Results List as CSV");
      extension = "csv";
      filter_name = _ ("CSV files (*.csv)");
    }
  else
    {
      title = _ ("Export Results List as PDF");
      extension = "pdf";
      filter_name = _ ("PDF documents (*.pdf)");
    }
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (
      title, GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE, _ ("_Save"), _ ("_Cancel"));
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, filter_name);
  g_autofree char *pattern = g_strdup_printf ("*.%s", extension);
  gtk_file_filter_add_pattern (filter, pattern);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  /* TRANSLATORS: the file name offered for a round's results: the round's number, the extension */
  g_autofree char *name = g_strdup_printf (
      _ ("round-%d-results.%s"), hakem_round_pairings_get_round (self->pairings), extension);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  g_object_set_data_full (G_OBJECT (chooser), "action", g_strdup (action), g_free);
  g_signal_connect (chooser, "response", G_CALLBACK (save_chosen), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
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
  g_free (HAKEM_ROUND_WINDOW (object)->entries_error);
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
  if (self->pairings)
    {
      GListModel *list = hakem_round_pairings_get_pairings (self->pairings);
      for (guint i = 0; i < g_list_model_get_n_items (list); i++)
        {
          g_autoptr (HakemRoundPairing) p = g_list_model_get_item (list, i);
          g_signal_handlers_disconnect_by_data (p, self);
        }
    }
  g_clear_object (&self->feed);
  g_clear_object (&self->pairings);
  self->selection = NULL;
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
  gtk_widget_class_bind_template_child (widget_class, HakemRoundWindow, results_button);
  gtk_widget_class_install_action (widget_class, "round.enter-result", NULL, enter_result_action);
  gtk_widget_class_install_action (widget_class, "round.save-trf", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "round.export-csv", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "round.export-pdf", NULL, save_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK,
                                       "round.enter-result", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "round.save-trf",
                                       NULL);
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
  gtk_string_list_append (filters, _ ("Every board"));
  gtk_string_list_append (filters, _ ("Boards with a flag"));
  for (guint bit = 1; bit & HAKEM_ROUND_FLAGS; bit <<= 1)
    gtk_string_list_append (filters, hakem_round_kind_label ((HakemRoundKind) bit));
  gtk_drop_down_set_model (self->filter_dropdown, G_LIST_MODEL (filters));
  g_autoptr (GtkStringList) sorts = gtk_string_list_new (NULL);
  gtk_string_list_append (sorts, _ ("By board"));
  gtk_string_list_append (sorts, _ ("Flagged boards first"));
  gtk_string_list_append (sorts, _ ("Most moves first"));
  gtk_drop_down_set_model (self->sort_dropdown, G_LIST_MODEL (sorts));
  hakem_name_header_boxes (self->header);
  hakem_name_scroll_bars (self->scroller);
}

static void
pairing_changed (HakemRoundPairing *pairing, gpointer user_data)
{
  refresh_later (HAKEM_ROUND_WINDOW (user_data));
}

/* The window over a feed (or none) and the boards to show. */
static HakemRoundWindow *
make_window (GtkApplication *app, GFile *location, HakemRoundPairings *pairings)
{
  HakemRoundWindow *self = g_object_new (HAKEM_TYPE_ROUND_WINDOW, "application", app, "notation",
                                         hakem_window_default_notation (), NULL);
  for (GList *l = gtk_application_get_windows (app); l; l = l->next)
    follow_letters (self, l->data);
  g_signal_connect_object (app, "window-added", G_CALLBACK (window_added), self, 0);
  self->pairings = pairings ? g_object_ref (pairings) : NULL;
  gboolean ok = TRUE;
  g_autoptr (GError) error = NULL;
  if (location)
    {
      self->feed = hakem_round_feed_new (location);
      g_signal_connect (self->feed, "event", G_CALLBACK (on_event), self);
      if (pairings)
        hakem_round_pairings_follow (pairings, self->feed, location);
      ok = hakem_round_feed_start (self->feed, &error);
    }
  if (pairings)
    {
      GListModel *list = hakem_round_pairings_get_pairings (pairings);
      for (guint i = 0; i < g_list_model_get_n_items (list); i++)
        {
          g_autoptr (HakemRoundPairing) p = g_list_model_get_item (list, i);
          g_signal_connect (p, "changed", G_CALLBACK (pairing_changed), self);
        }
      hakem_round_pairings_read_desks (pairings);
      /* What the arbiter entered and confirmed in this round before Hakem was last stopped. */
      self->restored = hakem_round_entries_restore (pairings);
    }
  gtk_widget_set_visible (self->results_button, pairings != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "round.enter-result", pairings != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "round.save-trf", pairings != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "round.export-csv", pairings != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "round.export-pdf", pairings != NULL);

  self->filter = gtk_custom_filter_new (filter_func, self, NULL);
  self->filtered
      = gtk_filter_list_model_new (g_object_ref (all_boards (self)), GTK_FILTER (self->filter));
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
  self->selection = selection;
  gtk_grid_view_set_model (self->grid, GTK_SELECTION_MODEL (selection));

  if (ok)
    update_status (self);
  else
    gtk_label_set_text (self->status, error->message);
  return self;
}

HakemRoundWindow *
hakem_round_window_new (GtkApplication *app, GFile *location)
{
  HakemRoundWindow *self = make_window (app, location, NULL);
  g_autofree char *name = g_file_get_basename (location);
  adw_window_title_set_subtitle (self->title, name);
  return self;
}

HakemRoundWindow *
hakem_round_window_new_for_pairings (GtkApplication *app, HakemRoundPairings *pairings,
                                     GFile *location)
{
  HakemRoundWindow *self = make_window (app, location, pairings);
  const HakemTrf *trf = hakem_round_pairings_get_trf (pairings);
  g_autofree char *file = g_path_get_basename (trf->source);
  /* TRANSLATORS: the tournament (or the pairing file's name) and the round's number */
  g_autofree char *subtitle = g_strdup_printf (_ ("%s, round %d"), trf->name ? trf->name : file,
                                               hakem_round_pairings_get_round (pairings));
  adw_window_title_set_subtitle (self->title, subtitle);
  return self;
}

HakemRoundPairings *
hakem_round_window_get_pairings (HakemRoundWindow *self)
{
  return self->pairings;
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
