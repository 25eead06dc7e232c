/* hakem-scoresheet.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * HakemScoresheet: a column view of the session's moves that follows the record move by move and
 * lets the arbiter step back through the positions of the game.
 *
 * The rows are HakemMoveRow objects, one per move number, kept in step with the record: on each
 * "changed" of the session only the plies after the part the record and the rows still share are
 * written again, so a move played touches one row (or appends one) and the column view keeps its
 * widgets and its scroll position. The cells are made from ui/hakem-scoresheet-*-cell.ui, bound
 * to the rows' properties.
 */
#include "config.h"

#include "hakem-scoresheet.h"

#include <glib/gi18n.h>

#include "hakem-accessible-names.h"
#include "chess-game.h"
#include "hakem-move-row.h"

/* What the rows show of a ply, to tell which changed. */
typedef struct
{
  ChessMove move;
  int32_t clock_ms;
  gboolean draw_offer;
} ShownPly;

struct _HakemScoresheet
{
  GtkWidget parent_instance;

  HakemSession *session;
  ChessSanLanguage language;

  GListStore *rows;
  GArray *shown;       /* ShownPly of plies 1 .. n at index 0 .. n-1 */
  ChessPosition start; /* the start position the rows were written from */
  gboolean have_start;
  int selected;   /* ply shown, or HAKEM_SCORESHEET_LIVE */
  GArray *marked; /* int plies */

  guint scroll_tick;   /* tick callback of a pending scroll, or 0 */
  guint scroll_target; /* its row, or SCROLL_END */
  int scroll_frames;   /* frames it still scrolls at */

  GtkColumnView *view;
  GtkColumnViewColumn *number_column;
  GtkColumnViewColumn *white_column;
  GtkColumnViewColumn *black_column;
  GtkRevealer *review_revealer;
  GtkLabel *review_label;
  GtkLabel *result_label;
  GBindingGroup *bindings; /* the session's "outcome" to the result line */
};

#define SCROLL_END G_MAXUINT

G_DEFINE_FINAL_TYPE (HakemScoresheet, hakem_scoresheet, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_LANGUAGE,
  PROP_SELECTED_PLY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_PLY_SELECTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- geometry of the record: plies, rows and sides ---- */

static int
start_offset (HakemScoresheet *self)
{
  return self->start.side == CHESS_BLACK ? 1 : 0;
}

/* The row holding the move that leads to the position after 'ply' (ply >= 1). */
static guint
row_of_ply (HakemScoresheet *self, int ply)
{
  return (guint) ((ply - 1 + start_offset (self)) / 2);
}

static ChessColor
side_of_ply (HakemScoresheet *self, int ply)
{
  return (ply - 1 + start_offset (self)) % 2 ? CHESS_BLACK : CHESS_WHITE;
}

static guint
rows_for_plies (HakemScoresheet *self, int n)
{
  return n > 0 ? row_of_ply (self, n) + 1 : 0;
}

static int
game_count (HakemScoresheet *self)
{
  return self->session ? hakem_session_get_game (self->session)->count : 0;
}

static HakemMoveRow *
row_at (HakemScoresheet *self, guint index)
{
  /* The store keeps its own reference; callers only borrow the row. */
  HakemMoveRow *row = g_list_model_get_item (G_LIST_MODEL (self->rows), index);
  if (row)
    g_object_unref (row);
  return row;
}

static gboolean
ply_is_marked (HakemScoresheet *self, int ply)
{
  for (guint i = 0; i < self->marked->len; i++)
    if (g_array_index (self->marked, int, i) == ply)
      return TRUE;
  return FALSE;
}

/* ---- scrolling ---- */

static GtkWidget *
inner_list (HakemScoresheet *self)
{
  /* GTK 4.8 has no gtk_column_view_scroll_to(); its list view child has the scroll action. */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->view)); child;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_VIEW (child))
      return child;
  return NULL;
}

static gboolean
scroll_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)
{
  HakemScoresheet *self = HAKEM_SCORESHEET (widget);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->rows));
  guint index = self->scroll_target == SCROLL_END ? n - 1 : self->scroll_target;
  GtkWidget *list = inner_list (self);
  if (list && n > 0 && index < n)
    gtk_widget_activate_action (list, "list.scroll-to-item", "u", index);
  if (--self->scroll_frames > 0)
    return G_SOURCE_CONTINUE;
  self->scroll_tick = 0;
  return G_SOURCE_REMOVE;
}

/* Scrolls at the next two frames, before their layout. GTK 4.8 takes a row it has not measured
 * yet for one already in view, so a row just added is only brought whole into view once the
 * frame after it was added has measured it. */
static void
scroll_to_row (HakemScoresheet *self, guint index)
{
  self->scroll_target = index;
  self->scroll_frames = 2;
  if (!self->scroll_tick)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_tick, NULL, NULL);
}

static void
scroll_to_end (HakemScoresheet *self)
{
  scroll_to_row (self, SCROLL_END);
}

/* ---- what screen readers read ---- */

/* GTK 4.8 gives the column view's own widgets their type names for screen readers
 * ("GtkListItemWidget", "GtkColumnViewCell"): each is named by what it is or shows. The type names
 * are GTK's; a later GTK that names them itself is left alone. */
static void
name_accessible (GtkWidget *widget, const char *name)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

static gboolean
is_gtk_type (GtkWidget *widget, const char *type_name)
{
  return g_str_equal (G_OBJECT_TYPE_NAME (widget), type_name);
}

/* The column headings, the list of rows and the scroll bars, made with the view. */
static void
name_view_parts (GtkWidget *widget)
{
  if (is_gtk_type (widget, "GtkColumnViewTitle"))
    {
      GtkWidget *label = widget;
      while (label && !GTK_IS_LABEL (label))
        label = gtk_widget_get_first_child (label);
      if (label)
        name_accessible (widget, gtk_label_get_text (GTK_LABEL (label)));
    }
  else if (is_gtk_type (widget, "GtkListItemWidget")
           && GTK_IS_COLUMN_VIEW (gtk_widget_get_parent (widget)))
    name_accessible (widget, _ ("Column headings"));
  else if (is_gtk_type (widget, "GtkColumnListView"))
    name_accessible (widget, _ ("Moves"));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    name_view_parts (c);
}

/* The cell that holds LABEL ("White, move 12") and its row ("Move 12: Nf3 Nf6"). */
static void
name_cell_and_row (GtkWidget *label, HakemMoveRow *row, int side)
{
  GtkWidget *cell = gtk_widget_get_parent (label);
  if (!cell || !is_gtk_type (cell, "GtkColumnViewCell"))
    return;
  int number = hakem_move_row_get_number (row);
  g_autofree char *cell_name = side < 0 ? g_strdup_printf (_ ("Move %d"), number)
                               : side == CHESS_WHITE
                                   ? g_strdup_printf (_ ("White, move %d"), number)
                                   : g_strdup_printf (_ ("Black, move %d"), number);
  name_accessible (cell, cell_name);
  GtkWidget *row_widget = gtk_widget_get_parent (cell);
  if (!row_widget || !is_gtk_type (row_widget, "GtkListItemWidget"))
    return;
  const char *white = hakem_move_row_get_san (row, CHESS_WHITE);
  const char *black = hakem_move_row_get_san (row, CHESS_BLACK);
  g_autofree char *row_name = NULL;
  if (*white && *black)
    row_name = g_strdup_printf (_ ("Move %d: %s %s"), number, white, black);
  else if (*white || *black)
    row_name = g_strdup_printf (_ ("Move %d: %s"), number, *white ? white : black);
  else
    row_name = g_strdup_printf (_ ("Move %d"), number);
  name_accessible (row_widget, row_name);
}

/* ---- the cells ---- */

/* The cells are made from ui/hakem-scoresheet-*-cell.ui: each label bound to its row's number,
 * or to a side's "-markup", "-selected" and "-marked". What GTK 4.8 cannot bind, the accessible
 * names, description and state and the label's tab stop, is set here when they change. */

/* A move cell's column is its style class. */
static ChessColor
cell_side (GtkWidget *label)
{
  return gtk_widget_has_css_class (label, "scoresheet-black") ? CHESS_BLACK : CHESS_WHITE;
}

/* The style of a move cell: its column's class, and its row's state. */
static char **
move_cell_classes (GObject *item, const char *side_class, gboolean selected, gboolean marked)
{
  GStrvBuilder *classes = g_strv_builder_new ();
  g_strv_builder_add (classes, "scoresheet-move");
  g_strv_builder_add (classes, side_class);
  if (selected)
    g_strv_builder_add (classes, "ply-selected");
  if (marked)
    g_strv_builder_add (classes, "evidence");
  char **out = g_strv_builder_end (classes);
  g_strv_builder_unref (classes);
  return out;
}

/* One tab stop past a long move with a draw offer, so that the clock stamps line up; the rare
 * longer ones (Qa1xb2+ (=)) push their stamp on, and a narrow column ellipsizes it. */
static void
set_tab_stop (GtkLabel *label)
{
  PangoTabArray *tabs = gtk_label_get_tabs (label);
  if (tabs)
    {
      pango_tab_array_free (tabs);
      return;
    }
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (label), "Qxe7+ (=)\u2002");
  int width = 0;
  pango_layout_get_pixel_size (layout, &width, NULL);
  g_object_unref (layout);
  tabs = pango_tab_array_new_with_positions (1, TRUE, PANGO_TAB_LEFT, width);
  gtk_label_set_tabs (label, tabs);
  pango_tab_array_free (tabs);
}

/* What a screen reader is told of a cell beside its text: the names of the cell and its row,
 * and for a move whether the board shows its position and whether a ruling cites it. */
static void
move_cell_describe (GtkListItem *item)
{
  GtkWidget *label = gtk_list_item_get_child (item);
  HakemMoveRow *row = gtk_list_item_get_item (item);
  if (!label || !row)
    return;
  if (gtk_widget_has_css_class (label, "scoresheet-number"))
    {
      name_cell_and_row (label, row, -1);
      return;
    }
  ChessColor side = cell_side (label);
  set_tab_stop (GTK_LABEL (label));
  name_cell_and_row (label, row, side);
  gboolean selected = hakem_move_row_get_selected (row, side);
  gboolean marked = hakem_move_row_get_marked (row, side);
  if (selected || marked)
    {
      const char *parts[3] = { NULL, NULL, NULL };
      int k = 0;
      if (selected)
        parts[k++] = _ ("Shown on the board");
      if (marked)
        parts[k++] = _ ("Evidence of the ruling");
      g_autofree char *description = g_strjoinv (". ", (char **) parts);
      gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      description, -1);
    }
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  gtk_accessible_update_state (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_STATE_SELECTED, selected, -1);
}

/* The cell shows another row (recycled, or bound for the first time). */
static void
move_cell_item_changed (GtkListItem *item, GParamSpec *pspec, gpointer user_data)
{
  move_cell_describe (item);
}

/* The row's move, or its state, changed: its bound label did. */
static void
move_cell_changed (GtkLabel *label, GParamSpec *pspec, GtkListItem *item)
{
  move_cell_describe (item);
}

/* A click on a move shows its position; the cell's list item says which row it holds now. */
static void
cell_pressed (GtkGestureClick *gesture, int n_press, double x, double y, GtkListItem *item)
{
  GtkWidget *label = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture));
  HakemMoveRow *row = gtk_list_item_get_item (item);
  ChessColor side = cell_side (label);
  GtkWidget *sheet = gtk_widget_get_ancestor (label, HAKEM_TYPE_SCORESHEET);
  HakemScoresheet *self = sheet ? HAKEM_SCORESHEET (sheet) : NULL;
  if (!row || !self || n_press != 1)
    return;
  int ply = hakem_move_row_get_ply (row, side);
  if (ply >= 1)
    hakem_scoresheet_select_ply (self, ply);
}

/* What the cells' templates call. */
static GtkBuilderScope *
cell_scope (void)
{
  GtkBuilderScope *scope = gtk_builder_cscope_new ();
  GtkBuilderCScope *cscope = GTK_BUILDER_CSCOPE (scope);
  gtk_builder_cscope_add_callback_symbol (cscope, "move_cell_classes",
                                          G_CALLBACK (move_cell_classes));
  gtk_builder_cscope_add_callback_symbol (cscope, "move_cell_item_changed",
                                          G_CALLBACK (move_cell_item_changed));
  gtk_builder_cscope_add_callback_symbol (cscope, "move_cell_changed",
                                          G_CALLBACK (move_cell_changed));
  gtk_builder_cscope_add_callback_symbol (cscope, "cell_pressed", G_CALLBACK (cell_pressed));
  return scope;
}

/* ---- selection and marks ---- */

static void
apply_selection_to_rows (HakemScoresheet *self, int old_ply, int new_ply)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->rows));
  if (old_ply >= 1 && row_of_ply (self, old_ply) < n)
    hakem_move_row_set_selected (row_at (self, row_of_ply (self, old_ply)),
                                 side_of_ply (self, old_ply), FALSE);
  if (new_ply >= 1 && row_of_ply (self, new_ply) < n)
    hakem_move_row_set_selected (row_at (self, row_of_ply (self, new_ply)),
                                 side_of_ply (self, new_ply), TRUE);
}

static void
update_review_bar (HakemScoresheet *self)
{
  gboolean live = self->selected == HAKEM_SCORESHEET_LIVE;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "scoresheet.return-live", !live);
  gtk_revealer_set_reveal_child (self->review_revealer, !live);
  /* A concealed revealer stays in the accessibility tree, where its empty label would read as a
   * nameless "GtkLabel": take the bar away entirely while live. */
  gtk_widget_set_visible (GTK_WIDGET (self->review_revealer), !live);
  if (live)
    return;
  g_autofree char *text = NULL;
  if (self->selected == 0)
    text = g_strdup (_ ("Start position"));
  else
    {
      HakemMoveRow *row = row_at (self, row_of_ply (self, self->selected));
      ChessColor side = side_of_ply (self, self->selected);
      const char *san = row ? hakem_move_row_get_san (row, side) : "";
      int number = row ? hakem_move_row_get_number (row) : 0;
      if (side == CHESS_WHITE)
        /* TRANSLATORS: the board shows an earlier position; %d. %s is White's move (12. e4). */
        text = g_strdup_printf (_ ("Position after %d. %s"), number, san);
      else
        /* TRANSLATORS: the board shows an earlier position; %d… %s is Black's move (12… e5). */
        text = g_strdup_printf (_ ("Position after %d… %s"), number, san);
    }
  gtk_label_set_text (self->review_label, text);
}

/* Makes 'ply' the one shown; live when it is the live ply. */
static void
set_selected (HakemScoresheet *self, int ply, gboolean scroll)
{
  if (ply >= game_count (self))
    ply = HAKEM_SCORESHEET_LIVE;
  if (ply == self->selected)
    return;
  int old = self->selected;
  self->selected = ply;
  apply_selection_to_rows (self, old, ply);
  update_review_bar (self);
  if (scroll)
    {
      if (ply == HAKEM_SCORESHEET_LIVE)
        scroll_to_end (self);
      else if (ply >= 1)
        scroll_to_row (self, row_of_ply (self, ply));
      else
        scroll_to_row (self, 0);
    }
  g_signal_emit (self, signals[SIGNAL_PLY_SELECTED], 0, ply);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_PLY]);
}

static void
apply_marks_to_rows (HakemScoresheet *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->rows));
  for (guint i = 0; i < n; i++)
    {
      HakemMoveRow *row = row_at (self, i);
      for (ChessColor side = CHESS_WHITE; side <= CHESS_BLACK; side++)
        {
          int ply = hakem_move_row_get_ply (row, side);
          hakem_move_row_set_marked (row, side, ply >= 1 && ply_is_marked (self, ply));
        }
    }
}

/* ---- following the record ---- */

static gboolean
same_start (const ChessPosition *a, const ChessPosition *b)
{
  return a->key == b->key && a->fullmove == b->fullmove && a->side == b->side;
}

/* Writes the cells of plies from+1 .. count again, reusing the rows there are, appending the
 * rows there are not and dropping the rows and cells past the end. */
static void
write_plies_from (HakemScoresheet *self, const ChessGame *game, int from)
{
  guint have = g_list_model_get_n_items (G_LIST_MODEL (self->rows));
  guint need = rows_for_plies (self, game->count);
  if (have > need)
    g_list_store_splice (self->rows, need, have - need, NULL, 0);
  have = MIN (have, need);

  g_autoptr (GPtrArray) added = g_ptr_array_new_with_free_func (g_object_unref);
  if (from < game->count)
    {
      ChessPosition pos;
      chess_game_position_at (game, from, &pos);
      for (int ply = from + 1; ply <= game->count; ply++)
        {
          guint index = row_of_ply (self, ply);
          HakemMoveRow *row;
          if (index < have)
            row = row_at (self, index);
          else if (index - have < added->len)
            row = g_ptr_array_index (added, index - have);
          else
            {
              row = hakem_move_row_new (self->start.fullmove + (int) index);
              g_ptr_array_add (added, row);
            }
          if (ply == 1 && start_offset (self))
            hakem_move_row_set_skipped (row, CHESS_WHITE);

          const ChessGameMove *m = &game->moves[ply - 1];
          char san[CHESS_SAN_MAX];
          chess_san_write (&pos, m->move, self->language, san, sizeof san);
          hakem_move_row_set_move (row, side_of_ply (self, ply), ply, san, m->clock_ms,
                                   m->draw_offer);
          ChessUndo undo;
          chess_position_make (&pos, m->move, &undo);
        }
    }

  /* The last row may hold a move that was taken back. */
  if (need > 0)
    {
      HakemMoveRow *last
          = need - 1 < have ? row_at (self, need - 1) : g_ptr_array_index (added, need - 1 - have);
      for (ChessColor side = CHESS_WHITE; side <= CHESS_BLACK; side++)
        if (hakem_move_row_get_ply (last, side) > game->count)
          hakem_move_row_clear (last, side);
    }
  if (added->len)
    g_list_store_splice (self->rows, have, 0, added->pdata, added->len);
}

static void
remember_shown (HakemScoresheet *self, const ChessGame *game)
{
  g_array_set_size (self->shown, (guint) game->count);
  for (int i = 0; i < game->count; i++)
    {
      ShownPly *s = &g_array_index (self->shown, ShownPly, i);
      s->move = game->moves[i].move;
      s->clock_ms = game->moves[i].clock_ms;
      s->draw_offer = game->moves[i].draw_offer;
    }
}

/* Brings the rows in step with the record; from_ply: plies that must be written again from
 * (0: all of them, as after a change of letters; -1: only those that changed). */
static void
sync_rows (HakemScoresheet *self, int from_ply)
{
  if (!self->session)
    {
      g_list_store_remove_all (self->rows);
      g_array_set_size (self->shown, 0);
      self->have_start = FALSE;
      set_selected (self, HAKEM_SCORESHEET_LIVE, FALSE);
      return;
    }
  const ChessGame *game = hakem_session_get_game (self->session);
  gboolean restarted = !self->have_start || !same_start (&self->start, &game->start);
  if (restarted)
    {
      /* Another game: the move numbers and the sides of the cells change. */
      g_list_store_remove_all (self->rows);
      g_array_set_size (self->shown, 0);
      self->start = game->start;
      self->have_start = TRUE;
    }

  /* The plies the rows and the record share. */
  int shared = MIN ((int) self->shown->len, game->count);
  for (int i = 0; i < shared; i++)
    if (g_array_index (self->shown, ShownPly, i).move != game->moves[i].move)
      {
        shared = i;
        break;
      }
  int from = from_ply < 0 ? shared : MIN (shared, from_ply);

  /* A clock stamp or a draw offer set on a move already shown changes its cell only. */
  for (int i = 0; i < from; i++)
    {
      const ShownPly *s = &g_array_index (self->shown, ShownPly, i);
      const ChessGameMove *m = &game->moves[i];
      if (s->clock_ms == m->clock_ms && s->draw_offer == m->draw_offer)
        continue;
      int ply = i + 1;
      HakemMoveRow *row = row_at (self, row_of_ply (self, ply));
      ChessColor side = side_of_ply (self, ply);
      g_autofree char *san = g_strdup (hakem_move_row_get_san (row, side));
      hakem_move_row_set_move (row, side, ply, san, m->clock_ms, m->draw_offer);
    }

  gboolean grew = game->count > (int) self->shown->len;
  write_plies_from (self, game, from);
  remember_shown (self, game);
  apply_marks_to_rows (self);

  /* A position no longer in the record, or now the live one, is left for the live one. */
  if (self->selected != HAKEM_SCORESHEET_LIVE
      && (restarted || self->selected > shared || self->selected >= game->count))
    set_selected (self, HAKEM_SCORESHEET_LIVE, TRUE);
  else if (self->selected >= 1)
    apply_selection_to_rows (self, HAKEM_SCORESHEET_LIVE, self->selected);
  if (self->selected == HAKEM_SCORESHEET_LIVE && grew)
    scroll_to_end (self);
}

/* The last line: how the game ended (the session's "outcome"), as the header and the status line
 * say it; hidden while the game goes on. */
static gboolean
outcome_to_label (GBinding *binding, const GValue *from, GValue *to, gpointer data)
{
  const char *outcome = g_value_get_string (from);
  g_value_set_string (to, outcome ? outcome : "");
  return TRUE;
}

static gboolean
outcome_to_visible (GBinding *binding, const GValue *from, GValue *to, gpointer data)
{
  g_value_set_boolean (to, g_value_get_string (from) != NULL);
  return TRUE;
}

static void
session_changed (HakemSession *session, HakemScoresheet *self)
{
  sync_rows (self, -1);
}

/* ---- actions ---- */

static void
return_live_activated (GtkWidget *widget, const char *action_name, GVariant *param)
{
  set_selected (HAKEM_SCORESHEET (widget), HAKEM_SCORESHEET_LIVE, TRUE);
}

static void
step_activated (GtkWidget *widget, const char *action_name, GVariant *param)
{
  HakemScoresheet *self = HAKEM_SCORESHEET (widget);
  int count = game_count (self);
  if (count == 0)
    return;
  int from = self->selected == HAKEM_SCORESHEET_LIVE ? count : self->selected;
  int ply = CLAMP (from + g_variant_get_int32 (param), 0, count);
  set_selected (self, ply, TRUE);
}

static void
first_activated (GtkWidget *widget, const char *action_name, GVariant *param)
{
  HakemScoresheet *self = HAKEM_SCORESHEET (widget);
  if (game_count (self) > 0)
    set_selected (self, 0, TRUE);
}

static void
add_key (GtkShortcutController *controller, guint keyval, const char *action, GVariant *args)
{
  GtkShortcut *shortcut
      = gtk_shortcut_new (gtk_keyval_trigger_new (keyval, 0), gtk_named_action_new (action));
  if (args)
    gtk_shortcut_set_arguments (shortcut, args);
  gtk_shortcut_controller_add_shortcut (controller, shortcut);
}

static void
add_navigation_keys (HakemScoresheet *self)
{
  /* In the capture phase: the list view would otherwise move its row focus with these keys. */
  GtkEventController *controller = gtk_shortcut_controller_new ();
  GtkShortcutController *sc = GTK_SHORTCUT_CONTROLLER (controller);
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  static const struct
  {
    guint key, kp_key;
    int step;
  } steps[] = {
    { GDK_KEY_Left, GDK_KEY_KP_Left, -1 },
    { GDK_KEY_Right, GDK_KEY_KP_Right, 1 },
    { GDK_KEY_Up, GDK_KEY_KP_Up, -2 },
    { GDK_KEY_Down, GDK_KEY_KP_Down, 2 },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      add_key (sc, steps[i].key, "scoresheet.step", g_variant_new_int32 (steps[i].step));
      add_key (sc, steps[i].kp_key, "scoresheet.step", g_variant_new_int32 (steps[i].step));
    }
  add_key (sc, GDK_KEY_Home, "scoresheet.first", NULL);
  add_key (sc, GDK_KEY_KP_Home, "scoresheet.first", NULL);
  add_key (sc, GDK_KEY_End, "scoresheet.return-live", NULL);
  add_key (sc, GDK_KEY_KP_End, "scoresheet.return-live", NULL);
  add_key (sc, GDK_KEY_Escape, "scoresheet.return-live", NULL);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

/* ---- GObject ---- */

static void
hakem_scoresheet_map (GtkWidget *widget)
{
  HakemScoresheet *self = HAKEM_SCORESHEET (widget);
  GTK_WIDGET_CLASS (hakem_scoresheet_parent_class)->map (widget);
  /* Scrolling asked for before the list had a size did not happen. */
  if (self->selected >= 1)
    scroll_to_row (self, row_of_ply (self, self->selected));
  else if (self->selected == HAKEM_SCORESHEET_LIVE)
    scroll_to_end (self);
}

static void
disconnect_session (HakemScoresheet *self)
{
  if (self->session)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
}

static void
hakem_scoresheet_dispose (GObject *object)
{
  HakemScoresheet *self = HAKEM_SCORESHEET (object);
  disconnect_session (self);
  g_clear_object (&self->bindings);
  if (self->scroll_tick)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->scroll_tick);
  self->scroll_tick = 0;
  gtk_widget_dispose_template (GTK_WIDGET (self), HAKEM_TYPE_SCORESHEET);
  /* The template's children that have no name are unparented here. */
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  g_clear_object (&self->rows);
  G_OBJECT_CLASS (hakem_scoresheet_parent_class)->dispose (object);
}

static void
hakem_scoresheet_finalize (GObject *object)
{
  HakemScoresheet *self = HAKEM_SCORESHEET (object);
  g_array_unref (self->shown);
  g_array_unref (self->marked);
  G_OBJECT_CLASS (hakem_scoresheet_parent_class)->finalize (object);
}

static void
hakem_scoresheet_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_LANGUAGE:
      g_value_set_int (value, HAKEM_SCORESHEET (object)->language);
      break;
    case PROP_SELECTED_PLY:
      g_value_set_int (value, HAKEM_SCORESHEET (object)->selected);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hakem_scoresheet_set_property (GObject *object, guint prop_id, const GValue *value,
                               GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_LANGUAGE:
      hakem_scoresheet_set_language (HAKEM_SCORESHEET (object), g_value_get_int (value));
      break;
    case PROP_SELECTED_PLY:
      hakem_scoresheet_select_ply (HAKEM_SCORESHEET (object), g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hakem_scoresheet_class_init (HakemScoresheetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = hakem_scoresheet_dispose;
  object_class->finalize = hakem_scoresheet_finalize;
  object_class->get_property = hakem_scoresheet_get_property;
  object_class->set_property = hakem_scoresheet_set_property;
  /* The letters the moves are written in (a ChessSanLanguage); the window binds it to the
   * session's "san-language". */
  properties[PROP_LANGUAGE] = g_param_spec_int (
      "language", NULL, NULL, CHESS_SAN_ENGLISH, CHESS_SAN_TURKISH, CHESS_SAN_ENGLISH,
      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The position shown: after this many half-moves, or HAKEM_SCORESHEET_LIVE (-1) for the live
   * one. Set as hakem_scoresheet_select_ply does (out of range: ignored); notified with
   * "ply-selected". */
  properties[PROP_SELECTED_PLY] = g_param_spec_int (
      "selected-ply", NULL, NULL, HAKEM_SCORESHEET_LIVE, G_MAXINT, HAKEM_SCORESHEET_LIVE,
      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  widget_class->map = hakem_scoresheet_map;

  /* The position to show: after 'ply' half-moves, or -1 for the live position. */
  signals[SIGNAL_PLY_SELECTED]
      = g_signal_new ("ply-selected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                      NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hakem/Hakem/hakem-scoresheet.ui");
  gtk_widget_class_bind_template_child (widget_class, HakemScoresheet, view);
  gtk_widget_class_bind_template_child (widget_class, HakemScoresheet, number_column);
  gtk_widget_class_bind_template_child (widget_class, HakemScoresheet, white_column);
  gtk_widget_class_bind_template_child (widget_class, HakemScoresheet, black_column);
  gtk_widget_class_bind_template_child (widget_class, HakemScoresheet, review_revealer);
  gtk_widget_class_bind_template_child (widget_class, HakemScoresheet, review_label);
  gtk_widget_class_bind_template_child (widget_class, HakemScoresheet, result_label);
  gtk_widget_class_set_css_name (widget_class, "scoresheet");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

  gtk_widget_class_install_action (widget_class, "scoresheet.return-live", NULL,
                                   return_live_activated);
  gtk_widget_class_install_action (widget_class, "scoresheet.step", "i", step_activated);
  gtk_widget_class_install_action (widget_class, "scoresheet.first", NULL, first_activated);
}

static void
hakem_scoresheet_init (HakemScoresheet *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->language = CHESS_SAN_ENGLISH;
  self->selected = HAKEM_SCORESHEET_LIVE;
  self->shown = g_array_new (FALSE, FALSE, sizeof (ShownPly));
  self->marked = g_array_new (FALSE, FALSE, sizeof (int));
  self->rows = g_list_store_new (HAKEM_TYPE_MOVE_ROW);
  self->bindings = g_binding_group_new ();
  g_binding_group_bind_full (self->bindings, "outcome", self->result_label, "label",
                             G_BINDING_SYNC_CREATE, outcome_to_label, NULL, NULL, NULL);
  g_binding_group_bind_full (self->bindings, "outcome", self->result_label, "visible",
                             G_BINDING_SYNC_CREATE, outcome_to_visible, NULL, NULL, NULL);

  g_type_ensure (HAKEM_TYPE_MOVE_ROW);
  g_autoptr (GtkBuilderScope) scope = cell_scope ();
  g_autoptr (GtkListItemFactory) number = gtk_builder_list_item_factory_new_from_resource (
      scope, "/io/github/hakem/Hakem/hakem-scoresheet-number-cell.ui");
  gtk_column_view_column_set_factory (self->number_column, number);
  g_autoptr (GtkListItemFactory) white = gtk_builder_list_item_factory_new_from_resource (
      scope, "/io/github/hakem/Hakem/hakem-scoresheet-white-cell.ui");
  gtk_column_view_column_set_factory (self->white_column, white);
  g_autoptr (GtkListItemFactory) black = gtk_builder_list_item_factory_new_from_resource (
      scope, "/io/github/hakem/Hakem/hakem-scoresheet-black-cell.ui");
  gtk_column_view_column_set_factory (self->black_column, black);

  /* No row selection: what is chosen is a cell (a ply), drawn by the cell itself. */
  g_autoptr (GtkNoSelection) selection
      = gtk_no_selection_new (G_LIST_MODEL (g_object_ref (self->rows)));
  gtk_column_view_set_model (self->view, GTK_SELECTION_MODEL (selection));

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ ("Scoresheet"), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ ("Scoresheet"), -1);
  name_view_parts (GTK_WIDGET (self));
  hakem_name_scroll_bars (GTK_WIDGET (self));
  add_navigation_keys (self);
  update_review_bar (self);
}

GtkWidget *
hakem_scoresheet_new (void)
{
  return g_object_new (HAKEM_TYPE_SCORESHEET, NULL);
}

void
hakem_scoresheet_set_session (HakemScoresheet *self, HakemSession *session)
{
  g_return_if_fail (HAKEM_IS_SCORESHEET (self));
  g_return_if_fail (session == NULL || HAKEM_IS_SESSION (session));
  if (session == self->session)
    return;
  disconnect_session (self);
  if (session)
    {
      self->session = g_object_ref (session);
      g_signal_connect (session, "changed", G_CALLBACK (session_changed), self);
    }
  /* The rows of another session's game are not this one's, even from the same start. */
  self->have_start = FALSE;
  sync_rows (self, 0);
  g_binding_group_set_source (self->bindings, session);
  if (!session)
    {
      gtk_label_set_text (self->result_label, "");
      gtk_widget_set_visible (GTK_WIDGET (self->result_label), FALSE);
    }
  scroll_to_end (self);
}

HakemSession *
hakem_scoresheet_get_session (HakemScoresheet *self)
{
  g_return_val_if_fail (HAKEM_IS_SCORESHEET (self), NULL);
  return self->session;
}

void
hakem_scoresheet_set_language (HakemScoresheet *self, ChessSanLanguage language)
{
  g_return_if_fail (HAKEM_IS_SCORESHEET (self));
  if (language == self->language)
    return;
  self->language = language;
  sync_rows (self, 0);
  update_review_bar (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LANGUAGE]);
}

ChessSanLanguage
hakem_scoresheet_get_language (HakemScoresheet *self)
{
  g_return_val_if_fail (HAKEM_IS_SCORESHEET (self), CHESS_SAN_ENGLISH);
  return self->language;
}

void
hakem_scoresheet_select_ply (HakemScoresheet *self, int ply)
{
  g_return_if_fail (HAKEM_IS_SCORESHEET (self));
  if (ply < HAKEM_SCORESHEET_LIVE || ply > game_count (self))
    return;
  set_selected (self, ply == HAKEM_SCORESHEET_LIVE ? game_count (self) : ply, TRUE);
}

int
hakem_scoresheet_get_selected_ply (HakemScoresheet *self)
{
  g_return_val_if_fail (HAKEM_IS_SCORESHEET (self), HAKEM_SCORESHEET_LIVE);
  return self->selected;
}

void
hakem_scoresheet_set_marked_plies (HakemScoresheet *self, const int *plies, int n)
{
  g_return_if_fail (HAKEM_IS_SCORESHEET (self));
  g_return_if_fail (n == 0 || plies != NULL);
  g_array_set_size (self->marked, 0);
  if (n > 0)
    g_array_append_vals (self->marked, plies, (guint) n);
  apply_marks_to_rows (self);
}

GListModel *
hakem_scoresheet_get_rows (HakemScoresheet *self)
{
  g_return_val_if_fail (HAKEM_IS_SCORESHEET (self), NULL);
  return G_LIST_MODEL (self->rows);
}
