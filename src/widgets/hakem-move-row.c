/* hakem-move-row.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * HakemMoveRow: the texts and the drawing state of one scoresheet line, for the column view.
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
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
hakem_move_row_class_init (HakemMoveRowClass *klass)
{
  /* A cell's text or state changed; the views bound to the row redraw it. */
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
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
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
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
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

void
hakem_move_row_clear (HakemMoveRow *self, ChessColor side)
{
  g_return_if_fail (HAKEM_IS_MOVE_ROW (self));
  Cell *c = cell_of (self, side);
  if (c->ply == -1 && c->san[0] == '\0' && !c->selected && !c->marked)
    return;
  cell_init (c);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
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
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
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
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

gboolean
hakem_move_row_get_marked (HakemMoveRow *self, ChessColor side)
{
  g_return_val_if_fail (HAKEM_IS_MOVE_ROW (self), FALSE);
  return cell_of (self, side)->marked;
}
