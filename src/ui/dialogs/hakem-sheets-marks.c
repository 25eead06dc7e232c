/* hakem-sheets-marks.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A scoresheet laid out as on paper with the reconciler's discrepancies marked on its cells
 * (8.5.3): marked by a style class that reads without colour (a frame) and said in words in the
 * tooltip and the accessible description.
 */
#include "config.h"

#include "hakem-sheets-marks.h"

#include "hakem-reconcile-text.h"

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
          = hakem_reconcile_mistake_text (d, g_ptr_array_index (cells, d->cell), game, lang);
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
