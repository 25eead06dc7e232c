/* hakem-sheets-marks.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A scoresheet laid out as on paper with the reconciler's discrepancies marked on its cells
 * (8.5.3): marked by a style class that reads without colour (a frame) and said in words in the
 * tooltip and the accessible description.
 */
#include "config.h"

#include "hakem-sheets-marks.h"

#include <glib/gi18n.h>

const char *
hakem_sheets_kind_text (ChessReconcileKind kind)
{
  switch (kind)
    {
    case CHESS_RECONCILE_DECORATION:
      return _ ("a capture, check or promotion sign wrong");
    case CHESS_RECONCILE_PIECE:
      return _ ("the wrong piece letter");
    case CHESS_RECONCILE_SQUARE:
      return _ ("the wrong file or rank");
    case CHESS_RECONCILE_OTHER:
      return _ ("another move written");
    case CHESS_RECONCILE_ILLEGIBLE:
      return _ ("cannot be read");
    case CHESS_RECONCILE_NOT_WRITTEN:
      return _ ("not written");
    case CHESS_RECONCILE_OMITTED:
      return _ ("left out: the later moves slide into the other column");
    case CHESS_RECONCILE_EXTRA:
      return _ ("a move that was not played");
    case CHESS_RECONCILE_SWAPPED:
      return _ ("two moves of one side in each other's place");
    case CHESS_RECONCILE_NOT_RECORDED:
    default:
      return _ ("played after the sheet stops");
    }
}

char *
hakem_sheets_move_text (const ChessGame *game, int ply, ChessSanLanguage lang)
{
  ChessPosition pos;
  chess_game_position_at (game, ply - 1, &pos);
  char san[CHESS_SAN_MAX] = "";
  chess_san_write (&pos, game->moves[ply - 1].move, lang, san, sizeof san);
  return g_strdup_printf (pos.side == CHESS_WHITE ? "%d. %s" : "%d... %s", pos.fullmove, san);
}

char *
hakem_sheets_mistake_text (const ChessReconcileDiscrepancy *d, const char *written,
                           const ChessGame *game, ChessSanLanguage lang)
{
  const char *kind = hakem_sheets_kind_text (d->kind);
  gboolean played = d->played != CHESS_MOVE_NONE && d->ply >= 1 && d->ply <= game->count;
  g_autofree char *move = played ? hakem_sheets_move_text (game, d->ply, lang) : NULL;
  if (written && played)
    /* TRANSLATORS: a marked cell of a scoresheet: what it says, the move played, the mistake */
    return g_strdup_printf (_ ("written “%s”, played %s: %s"), written, move, kind);
  if (written)
    /* TRANSLATORS: a marked cell of a scoresheet for no move played, and the mistake */
    return g_strdup_printf (_ ("written “%s”, no move played for it: %s"), written, kind);
  /* TRANSLATORS: a move a scoresheet has no cell for, and why */
  return g_strdup_printf (_ ("nothing written for %s: %s"), move ? move : "", kind);
}

static GtkWidget *
cell_label (const char *text)
{
  GtkWidget *label = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "sheet-cell");
  return label;
}

void
hakem_sheets_fill_sheet (GtkGrid *grid, GPtrArray *cells, ChessColor whose, const ChessGame *game,
                         const ChessReconcileResult *r, ChessSanLanguage lang)
{
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (grid))))
    gtk_grid_remove (grid, child);
  /* The paper's first row is the start's move number; a game that starts with Black to move
   * has White's first cell left blank. */
  int shift = game->start.side == CHESS_BLACK ? 1 : 0;
  GtkWidget **labels = g_new0 (GtkWidget *, cells->len + 1);
  for (guint i = 0; i < cells->len; i++)
    {
      int slot = (int) i + shift, row = slot / 2;
      if (slot % 2 == 0 || i == 0)
        {
          g_autofree char *number = g_strdup_printf ("%d.", game->start.fullmove + row);
          GtkWidget *n = gtk_label_new (number);
          gtk_label_set_xalign (GTK_LABEL (n), 1);
          gtk_widget_add_css_class (n, "dim-label");
          gtk_grid_attach (grid, n, 0, row, 1, 1);
        }
      labels[i] = cell_label (g_ptr_array_index (cells, i));
      gtk_grid_attach (grid, labels[i], 1 + slot % 2, row, 1, 1);
    }
  for (int k = 0; k < r->discrepancy_count; k++)
    {
      const ChessReconcileDiscrepancy *d = &r->discrepancies[k];
      if (d->sheet != whose || d->cell < 0 || (guint) d->cell >= cells->len)
        continue;
      GtkWidget *label = labels[d->cell];
      g_autofree char *text
          = hakem_sheets_mistake_text (d, g_ptr_array_index (cells, d->cell), game, lang);
      /* A cell may carry two mistakes (a swap and a wrong letter): both are said. */
      const char *before = gtk_widget_get_tooltip_text (label);
      g_autofree char *all = before ? g_strdup_printf ("%s\n%s", before, text) : g_strdup (text);
      gtk_widget_add_css_class (label, "sheet-mistake");
      gtk_widget_set_tooltip_text (label, all);
      gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      all, -1);
    }
  g_free (labels);
}
