/* hakem-move-row.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * HakemMoveRow: the texts and the drawing state of one scoresheet line as properties, which the
 * column view's cells (ui/hakem-scoresheet-*-cell.ui) are bound to.
 */
#include "chess-clock.h"
#include "hakem-move-row.h"

#include <string.h>

#include "chess-game.h"
#include "chess-pgn.h"
#include "chess-san.h"

typedef struct
{
  int ply; /* -1: no move in the cell */
  char san[CHESS_SAN_MAX];
  int32_t clock_ms;
  gboolean draw_offer;
  gboolean selected;
  gboolean marked;
} Cell;

struct _HakemMoveRow
{
  GObject parent_instance;
  int number;
  Cell cells[2];
};

G_DEFINE_FINAL_TYPE (HakemMoveRow, hakem_move_row, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_NUMBER,
  PROP_WHITE_TEXT,
  PROP_BLACK_TEXT,
  PROP_WHITE_MARKUP,
  PROP_BLACK_MARKUP,
  PROP_WHITE_SELECTED,
  PROP_BLACK_SELECTED,
  PROP_WHITE_MARKED,
  PROP_BLACK_MARKED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Each property of a side is its White one plus the side (PROP_BLACK_x = PROP_WHITE_x + 1). */
static void
notify_side (HakemMoveRow *self, int white_prop, ChessColor side)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[white_prop + (side == CHESS_BLACK)]);
}

/* The cell's text and markup changed. */
static void
notify_cell (HakemMoveRow *self, ChessColor side)
{
  g_object_freeze_notify (G_OBJECT (self));
  notify_side (self, PROP_WHITE_TEXT, side);
  notify_side (self, PROP_WHITE_MARKUP, side);
  g_object_thaw_notify (G_OBJECT (self));
}

static void
hakem_move_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  HakemMoveRow *self = HAKEM_MOVE_ROW (object);
  ChessColor side = (prop_id - PROP_WHITE_TEXT) % 2 ? CHESS_BLACK : CHESS_WHITE;
  switch (prop_id)
    {
    case PROP_NUMBER:
      g_value_set_int (value, self->number);
      break;
    case PROP_WHITE_TEXT:
    case PROP_BLACK_TEXT:
      g_value_take_string (value, hakem_move_row_dup_text (self, side));
      break;
    case PROP_WHITE_MARKUP:
    case PROP_BLACK_MARKUP:
      g_value_take_string (value, hakem_move_row_dup_markup (self, side));
      break;
    case PROP_WHITE_SELECTED:
    case PROP_BLACK_SELECTED:
      g_value_set_boolean (value, hakem_move_row_get_selected (self, side));
      break;
    case PROP_WHITE_MARKED:
    case PROP_BLACK_MARKED:
      g_value_set_boolean (value, hakem_move_row_get_marked (self, side));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hakem_move_row_class_init (HakemMoveRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  object_class->get_property = hakem_move_row_get_property;
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  /* The move number the line is for. */
  properties[PROP_NUMBER] = g_param_spec_int ("number", NULL, NULL, 0, G_MAXINT, 0, flags);
  /* Each side's cell as a screen reader reads it (hakem_move_row_dup_text) and as shown. */
  properties[PROP_WHITE_TEXT] = g_param_spec_string ("white-text", NULL, NULL, "", flags);
  properties[PROP_BLACK_TEXT] = g_param_spec_string ("black-text", NULL, NULL, "", flags);
  properties[PROP_WHITE_MARKUP] = g_param_spec_string ("white-markup", NULL, NULL, "", flags);
  properties[PROP_BLACK_MARKUP] = g_param_spec_string ("black-markup", NULL, NULL, "", flags);
  /* The cell of the position the board shows, and the evidence of a ruling. */
  properties[PROP_WHITE_SELECTED]
      = g_param_spec_boolean ("white-selected", NULL, NULL, FALSE, flags);
  properties[PROP_BLACK_SELECTED]
      = g_param_spec_boolean ("black-selected", NULL, NULL, FALSE, flags);
  properties[PROP_WHITE_MARKED] = g_param_spec_boolean ("white-marked", NULL, NULL, FALSE, flags);
  properties[PROP_BLACK_MARKED] = g_param_spec_boolean ("black-marked", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
cell_init (Cell *c)
{
  memset (c, 0, sizeof *c);
  c->ply = -1;
  c->clock_ms = CHESS_GAME_NO_TIME;
}

static void
hakem_move_row_init (HakemMoveRow *self)
{
  cell_init (&self->cells[CHESS_WHITE]);
  cell_init (&self->cells[CHESS_BLACK]);
}

HakemMoveRow *
hakem_move_row_new (int number)
{
  HakemMoveRow *self = g_object_new (HAKEM_TYPE_MOVE_ROW, NULL);
  self->number = number;
  return self;
}

int
hakem_move_row_get_number (HakemMoveRow *self)
{
  g_return_val_if_fail (HAKEM_IS_MOVE_ROW (self), 0);
  return self->number;
}

static Cell *
cell_of (HakemMoveRow *self, ChessColor side)
{
  return &self->cells[side == CHESS_BLACK ? CHESS_BLACK : CHESS_WHITE];
}

void
hakem_move_row_set_move (HakemMoveRow *self, ChessColor side, int ply, const char *san,
                         int32_t clock_ms, gboolean draw_offer)
{
  g_return_if_fail (HAKEM_IS_MOVE_ROW (self));
  Cell *c = cell_of (self, side);
  draw_offer = !!draw_offer;
  if (c->ply == ply && strcmp (c->san, san) == 0 && c->clock_ms == clock_ms
      && c->draw_offer == draw_offer)
    return;
  c->ply = ply;
  g_strlcpy (c->san, san, sizeof c->san);
  c->clock_ms = clock_ms;
  c->draw_offer = draw_offer;
  notify_cell (self, side);
}

void
hakem_move_row_set_skipped (HakemMoveRow *self, ChessColor side)
{
  g_return_if_fail (HAKEM_IS_MOVE_ROW (self));
  Cell *c = cell_of (self, side);
  if (c->ply == -1 && strcmp (c->san, HAKEM_MOVE_ROW_SKIPPED) == 0)
    return;
  cell_init (c);
  g_strlcpy (c->san, HAKEM_MOVE_ROW_SKIPPED, sizeof c->san);
  notify_cell (self, side);
}

void
hakem_move_row_clear (HakemMoveRow *self, ChessColor side)
{
  g_return_if_fail (HAKEM_IS_MOVE_ROW (self));
  Cell *c = cell_of (self, side);
  if (c->ply == -1 && c->san[0] == '\0' && !c->selected && !c->marked)
    return;
  gboolean selected = c->selected, marked = c->marked;
  cell_init (c);
  g_object_freeze_notify (G_OBJECT (self));
  notify_cell (self, side);
  if (selected)
    notify_side (self, PROP_WHITE_SELECTED, side);
  if (marked)
    notify_side (self, PROP_WHITE_MARKED, side);
  g_object_thaw_notify (G_OBJECT (self));
}

int
hakem_move_row_get_ply (HakemMoveRow *self, ChessColor side)
{
  g_return_val_if_fail (HAKEM_IS_MOVE_ROW (self), -1);
  return cell_of (self, side)->ply;
}

const char *
hakem_move_row_get_san (HakemMoveRow *self, ChessColor side)
{
  g_return_val_if_fail (HAKEM_IS_MOVE_ROW (self), "");
  return cell_of (self, side)->san;
}

int32_t
hakem_move_row_get_clock (HakemMoveRow *self, ChessColor side)
{
  g_return_val_if_fail (HAKEM_IS_MOVE_ROW (self), CHESS_GAME_NO_TIME);
  return cell_of (self, side)->clock_ms;
}

gboolean
hakem_move_row_get_draw_offer (HakemMoveRow *self, ChessColor side)
{
  g_return_val_if_fail (HAKEM_IS_MOVE_ROW (self), FALSE);
  return cell_of (self, side)->draw_offer;
}

char *
hakem_move_row_format_clock (int32_t ms, char *buf, size_t size)
{
  if (ms == CHESS_GAME_NO_TIME || ms < 0)
    {
      if (size)
        buf[0] = '\0';
      return buf;
    }
  /* Read as the clock showed it (chess_clock_format_reading), as everywhere else. */
  return chess_clock_format_reading ((int64_t) ms * 1000, buf, size);
}

char *
hakem_move_row_dup_text (HakemMoveRow *self, ChessColor side)
{
  g_return_val_if_fail (HAKEM_IS_MOVE_ROW (self), NULL);
  const Cell *c = cell_of (self, side);
  char clock[24];
  hakem_move_row_format_clock (c->clock_ms, clock, sizeof clock);
  return g_strconcat (c->san, c->draw_offer ? " (=)" : "", clock[0] ? "\t" : "", clock, NULL);
}

char *
hakem_move_row_dup_markup (HakemMoveRow *self, ChessColor side)
{
  g_return_val_if_fail (HAKEM_IS_MOVE_ROW (self), NULL);
  const Cell *c = cell_of (self, side);
  char clock[24];
  hakem_move_row_format_clock (c->clock_ms, clock, sizeof clock);
  g_autofree char *san = g_markup_escape_text (c->san, -1);
  if (!clock[0])
    return g_strconcat (san, c->draw_offer ? " (=)" : "", NULL);
  /* The stamp sits at a tab stop so that the times of a column line up. */
  return g_strdup_printf ("%s%s\t<span size=\"small\" alpha=\"62%%\" font_features=\"tnum=1\">"
                          "%s</span>",
                          san, c->draw_offer ? " (=)" : "", clock);
}

void
hakem_move_row_set_selected (HakemMoveRow *self, ChessColor side, gboolean selected)
{
  g_return_if_fail (HAKEM_IS_MOVE_ROW (self));
  Cell *c = cell_of (self, side);
  if (c->selected == !!selected)
    return;
  c->selected = !!selected;
  notify_side (self, PROP_WHITE_SELECTED, side);
}

gboolean
hakem_move_row_get_selected (HakemMoveRow *self, ChessColor side)
{
  g_return_val_if_fail (HAKEM_IS_MOVE_ROW (self), FALSE);
  return cell_of (self, side)->selected;
}

void
hakem_move_row_set_marked (HakemMoveRow *self, ChessColor side, gboolean marked)
{
  g_return_if_fail (HAKEM_IS_MOVE_ROW (self));
  Cell *c = cell_of (self, side);
  if (c->marked == !!marked)
    return;
  c->marked = !!marked;
  notify_side (self, PROP_WHITE_MARKED, side);
}

gboolean
hakem_move_row_get_marked (HakemMoveRow *self, ChessColor side)
{
  g_return_val_if_fail (HAKEM_IS_MOVE_ROW (self), FALSE);
  return cell_of (self, side)->marked;
}
