/* hakem-sheets-dialog.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * HakemSheetsDialog: White's and Black's scoresheets as the arbiter types or loads them,
 * "Reconcile", then the game that explains both beside both sheets, each discrepancy marked on
 * the sheet that has it, and a board showing the position at any move chosen in the game. The
 * arbiter accepts the moves up to one, or corrects one (the game after it is found again from
 * there, chess_reconcile_from); "Use This Game" hands it to the reconstruction view with a note
 * of what the arbiter decided and what the reconciler did, and why (8.5.3).
 */
#include "config.h"

#include "hakem-sheets-dialog.h"

#include <glib/gi18n.h>
#include <string.h>

#include "chess-game.h"
#include "chess-reconcile.h"
#include "hakem-accessible-names.h"
#include "hakem-board-view.h"
#include "hakem-dialog-util.h"
#include "hakem-file-read.h"
#include "hakem-reconcile-text.h"
#include "hakem-san-text.h"
#include "hakem-sheet-text.h"
#include "hakem-sheets-marks.h"

/* A scoresheet's text is a few kilobytes; hakem-cli reconcile reads at most as much. */
#define SHEET_FILE_MAX_BYTES (1 << 20)

struct _HakemSheetsDialog
{
  GtkWindow parent_instance;

  ChessPosition start;
  ChessPosition final;
  gboolean final_known;
  ChessSanLanguage lang;
  GtkTextView *texts[2];
  GtkFileChooserNative *chooser;
  ChessColor chooser_side; /* whose sheet the chooser loads */
  GtkLabel *result_label;
  GtkWidget *use_button;
  GtkWidget *results_box;
  GtkGrid *sheet_grids[2];
  GtkGrid *game_grid;
  GPtrArray *ply_buttons; /* the game's moves, ply 1 first */
  HakemBoardView *board;
  GtkLabel *shown_label;
  GtkWidget *decide_box;
  GtkLabel *decide_label;
  GtkEntry *correct_entry;
  GtkLabel *decide_message;

  GPtrArray *cells[2]; /* the sheets as last reconciled */
  char *typed[2];      /* their texts then */
  ChessReconcileResult result;
  gboolean have_result;
  ChessGame game;    /* the game found, for its positions and texts */
  GArray *decisions; /* of HakemSheetsDecision, in ply order */
  int decided;       /* the game's first moves the arbiter decided */
  int selected;      /* the ply the board shows: 0 the start */
  gboolean showing;  /* the ply buttons are being set: their toggles are not choices */
  GArray *moves;     /* of ChessMove: the game found */
  char *summary;     /* the note, one sentence a line */
};

G_DEFINE_FINAL_TYPE (HakemSheetsDialog, hakem_sheets_dialog, GTK_TYPE_WINDOW)

enum
{
  SIGNAL_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
show_result (HakemSheetsDialog *self, const char *text)
{
  gtk_label_set_text (self->result_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->result_label), TRUE);
}

static void
show_decide_message (HakemSheetsDialog *self, const char *text)
{
  gtk_label_set_text (self->decide_message, text ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->decide_message), text != NULL);
}

static char *
text_of (GtkTextView *view)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  GtkTextIter a, b;
  gtk_text_buffer_get_bounds (buffer, &a, &b);
  return gtk_text_buffer_get_text (buffer, &a, &b, FALSE);
}

/* ---- the note ---- */

/* "White's sheet: “Nf3” where 2. Nd2 was played (the wrong piece letter)." */
static char *
discrepancy_line (HakemSheetsDialog *self, const ChessReconcileDiscrepancy *d)
{
  GPtrArray *cells = self->cells[d->sheet];
  const char *written
      = d->cell >= 0 && (guint) d->cell < cells->len ? g_ptr_array_index (cells, d->cell) : NULL;
  return hakem_reconcile_discrepancy_text (d, written, &self->game, self->lang);
}

/* What the arbiter decided, then what the reconciler found wrong on each sheet and why. */
static char *
summary_text (HakemSheetsDialog *self)
{
  g_autoptr (GString) out = g_string_new (NULL);
  for (guint i = 0; i < self->decisions->len; i++)
    {
      const HakemSheetsDecision *c = &g_array_index (self->decisions, HakemSheetsDecision, i);
      if (c->move == c->proposed || c->ply > self->game.count)
        continue;
      g_autofree char *line
          = hakem_reconcile_correction_text (&self->game, c->ply, c->proposed, self->lang);
      g_string_append_printf (out, "%s%s", out->len ? "\n" : "", line);
    }
  if (self->decided > 0 && self->decided <= self->game.count)
    {
      g_autofree char *line = hakem_reconcile_decided_text (&self->game, self->decided, self->lang);
      g_string_append_printf (out, "%s%s", out->len ? "\n" : "", line);
    }
  for (int i = 0; i < self->result.discrepancy_count; i++)
    {
      g_autofree char *line = discrepancy_line (self, &self->result.discrepancies[i]);
      g_string_append_printf (out, "%s%s", out->len ? "\n" : "", line);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* ---- the game found, and the board ---- */

static const HakemSheetsDecision *
decision_at (HakemSheetsDialog *self, int ply)
{
  for (guint i = 0; i < self->decisions->len; i++)
    if (g_array_index (self->decisions, HakemSheetsDecision, i).ply == ply)
      return &g_array_index (self->decisions, HakemSheetsDecision, i);
  return NULL;
}

/* The position after the selected ply on the board, that move's squares marked, and the
 * decision's controls for it. */
static void
show_selected (HakemSheetsDialog *self)
{
  ChessPosition pos;
  chess_game_position_at (&self->game, self->selected, &pos);
  hakem_board_view_set_position (self->board, &pos);
  hakem_board_view_set_last_move (self->board, self->selected > 0
                                                   ? self->game.moves[self->selected - 1].move
                                                   : CHESS_MOVE_NONE);
  g_autofree char *text = NULL;
  if (self->selected == 0)
    text = g_strdup (_ ("Shown: the start position. Choose a move of the game to see the position "
                        "after it."));
  else
    {
      g_autofree char *move = hakem_reconcile_move_text (&self->game, self->selected, self->lang);
      /* TRANSLATORS: %s is a move with its number, "3. Bb5" */
      text = g_strdup_printf (_ ("Shown: the position after %s."), move);
      /* TRANSLATORS: %s is a move with its number; the arbiter types the move played instead */
      g_autofree char *ask = g_strdup_printf (_ ("Played instead of %s:"), move);
      gtk_label_set_text (self->decide_label, ask);
    }
  gtk_label_set_text (self->shown_label, text);
  gtk_widget_set_sensitive (self->decide_box, self->selected > 0);
  for (guint i = 0; i < self->ply_buttons->len; i++)
    {
      self->showing = TRUE;
      gtk_toggle_button_set_active (g_ptr_array_index (self->ply_buttons, i),
                                    (int) i + 1 == self->selected);
      self->showing = FALSE;
    }
}

static void
ply_toggled (GtkToggleButton *button, HakemSheetsDialog *self)
{
  if (self->showing || !gtk_toggle_button_get_active (button))
    return;
  hakem_sheets_dialog_select (self, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "ply")));
}

/* A move of the game as a button: marked where a sheet differs from it (its tooltip says how),
 * in bold where the arbiter decided it. */
static GtkWidget *
ply_button (HakemSheetsDialog *self, int ply)
{
  ChessPosition pos;
  chess_game_position_at (&self->game, ply - 1, &pos);
  char san[CHESS_SAN_MAX] = "";
  chess_san_write (&pos, self->game.moves[ply - 1].move, self->lang, san, sizeof san);
  GtkWidget *button = gtk_toggle_button_new_with_label (san);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "sheet-move");
  g_object_set_data (G_OBJECT (button), "ply", GINT_TO_POINTER (ply));
  g_autoptr (GString) tip = g_string_new (NULL);
  const HakemSheetsDecision *c = decision_at (self, ply);
  if (ply <= self->decided)
    gtk_widget_add_css_class (button, "sheet-decided");
  if (c && c->move != c->proposed)
    {
      char had[CHESS_SAN_MAX] = "";
      chess_san_write (&pos, c->proposed, self->lang, had, sizeof had);
      /* TRANSLATORS: %s is the reconciler's move the arbiter replaced */
      g_string_append_printf (tip, _ ("Corrected by the arbiter (the reconciler had %s)."), had);
    }
  else if (ply <= self->decided)
    g_string_append (tip, _ ("Accepted by the arbiter."));
  for (int k = 0; k < self->result.discrepancy_count; k++)
    {
      const ChessReconcileDiscrepancy *d = &self->result.discrepancies[k];
      if (d->ply != ply || d->played == CHESS_MOVE_NONE)
        continue;
      g_autofree char *line = discrepancy_line (self, d);
      g_string_append_printf (tip, "%s%s", tip->len ? "\n" : "", line);
      gtk_widget_add_css_class (button, "sheet-mistake");
    }
  if (tip->len)
    {
      gtk_widget_set_tooltip_text (button, tip->str);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      tip->str, -1);
    }
  if (self->ply_buttons->len)
    gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button),
                                 g_ptr_array_index (self->ply_buttons, 0));
  g_signal_connect (button, "toggled", G_CALLBACK (ply_toggled), self);
  return button;
}

static void
fill_game (HakemSheetsDialog *self)
{
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->game_grid))))
    gtk_grid_remove (self->game_grid, child);
  g_ptr_array_set_size (self->ply_buttons, 0);
  int shift = self->start.side == CHESS_BLACK ? 1 : 0;
  for (int ply = 1; ply <= self->game.count; ply++)
    {
      int slot = ply - 1 + shift, row = slot / 2;
      if (slot % 2 == 0 || ply == 1)
        {
          g_autofree char *number = g_strdup_printf ("%d.", self->start.fullmove + row);
          GtkWidget *n = gtk_label_new (number);
          gtk_label_set_xalign (GTK_LABEL (n), 1);
          gtk_widget_add_css_class (n, "dim-label");
          gtk_grid_attach (self->game_grid, n, 0, row, 1, 1);
        }
      GtkWidget *button = ply_button (self, ply);
      g_ptr_array_add (self->ply_buttons, button);
      gtk_grid_attach (self->game_grid, button, 1 + slot % 2, row, 1, 1);
    }
}

/* The result of a search on the dialog: the sentence, both sheets marked, the game. */
static void
show (HakemSheetsDialog *self)
{
  const ChessReconcileResult *r = &self->result;
  chess_game_clear (&self->game);
  chess_game_init (&self->game, &self->start);
  for (int i = 0; i < r->game.count; i++)
    chess_game_push_legal (&self->game, r->game.moves[i]);
  g_autoptr (GString) out = g_string_new (NULL);
  /* TRANSLATORS: the game the two scoresheets explain best, its length in half-moves */
  g_string_append_printf (
      out,
      g_dngettext (GETTEXT_PACKAGE, "The game that explains both sheets: %d half-move.",
                   "The game that explains both sheets: %d half-moves.", r->game.count),
      r->game.count);
  if (self->final_known && !r->final_reached)
    g_string_append_printf (out, " %s", _ ("It does not reach the position on the real board."));
  g_free (self->summary);
  self->summary = summary_text (self);
  if (*self->summary)
    g_string_append_printf (out, "\n%s", self->summary);
  if (r->discrepancy_count == 0)
    g_string_append_printf (out, "\n%s", _ ("Both sheets agree with it."));
  if (r->alternative_count > 0)
    g_string_append_printf (out, "\n%s",
                            g_dngettext (GETTEXT_PACKAGE,
                                         "The sheets fit another game nearly as well: check the "
                                         "moves against the position on the board.",
                                         "The sheets fit other games nearly as well: check the "
                                         "moves against the position on the board.",
                                         r->alternative_count));
  show_result (self, out->str);
  for (int side = 0; side < 2; side++)
    hakem_sheets_fill_sheet (self->sheet_grids[side], self->cells[side], (ChessColor) side,
                             &self->game, r, self->lang);
  fill_game (self);
  gtk_widget_set_visible (self->results_box, TRUE);
  if (self->selected > self->game.count)
    self->selected = self->game.count;
  show_selected (self);
  g_array_set_size (self->moves, 0);
  g_array_append_vals (self->moves, r->game.moves, (guint) r->game.count);
  gtk_widget_set_sensitive (self->use_button, TRUE);
}

/* Searches the game from the sheets kept, with the moves the arbiter decided first. */
static gboolean
search (HakemSheetsDialog *self, const ChessMove *prefix, int prefix_count)
{
  ChessReconcileSheet sheets[2];
  for (int side = 0; side < 2; side++)
    {
      sheets[side].cells = (const char *const *) self->cells[side]->pdata;
      sheets[side].count = (int) self->cells[side]->len;
    }
  ChessReconcileResult r;
  if (!chess_reconcile_from (&self->start, sheets, self->final_known ? &self->final : NULL, prefix,
                             prefix_count, &r))
    return FALSE;
  chess_reconcile_result_clear (&self->result);
  self->result = r;
  self->have_result = TRUE;
  show (self);
  return TRUE;
}

static void
forget_result (HakemSheetsDialog *self)
{
  gtk_widget_set_sensitive (self->use_button, FALSE);
  g_array_set_size (self->moves, 0);
  g_array_set_size (self->decisions, 0);
  self->decided = 0;
  self->selected = 0;
  chess_reconcile_result_clear (&self->result);
  self->have_result = FALSE;
  gtk_widget_set_visible (self->results_box, FALSE);
  show_decide_message (self, NULL);
}

gboolean
hakem_sheets_dialog_reconcile (HakemSheetsDialog *self)
{
  g_return_val_if_fail (HAKEM_IS_SHEETS_DIALOG (self), FALSE);
  forget_result (self);
  GPtrArray *cells[2] = { NULL, NULL };
  for (int side = 0; side < 2; side++)
    {
      g_autofree char *text = text_of (self->texts[side]);
      int line = 0;
      g_autoptr (GError) error = NULL;
      cells[side] = hakem_sheet_text_cells (text, self->start.side == CHESS_BLACK, &line, &error);
      if (!cells[side])
        {
          /* TRANSLATORS: %d is the line of White's (Black's) sheet, %s what is wrong there */
          g_autofree char *m
              = side == CHESS_WHITE
                    ? g_strdup_printf (_ ("White's sheet, line %d: %s"), line, error->message)
                    : g_strdup_printf (_ ("Black's sheet, line %d: %s"), line, error->message);
          show_result (self, m);
          g_clear_pointer (&cells[0], g_ptr_array_unref);
          return FALSE;
        }
    }
  for (int side = 0; side < 2; side++)
    {
      g_clear_pointer (&self->cells[side], g_ptr_array_unref);
      self->cells[side] = cells[side];
      g_free (self->typed[side]);
      self->typed[side] = text_of (self->texts[side]);
    }
  if (!search (self, NULL, 0))
    {
      show_result (self, _ ("No game could be found for these sheets: they are too long or "
                            "memory ran out."));
      return FALSE;
    }
  return TRUE;
}

/* ---- the arbiter's decisions ---- */

void
hakem_sheets_dialog_select (HakemSheetsDialog *self, int ply)
{
  g_return_if_fail (HAKEM_IS_SHEETS_DIALOG (self));
  if (!self->have_result)
    return;
  self->selected = CLAMP (ply, 0, self->game.count);
  show_decide_message (self, NULL);
  show_selected (self);
}

/* The game found again with its first ply - 1 moves kept and move at ply: decided. */
static gboolean
decide (HakemSheetsDialog *self, int ply, ChessMove move)
{
  g_autofree ChessMove *prefix = g_new (ChessMove, ply);
  for (int i = 0; i < ply - 1; i++)
    prefix[i] = self->game.moves[i].move;
  prefix[ply - 1] = move;
  HakemSheetsDecision c = { ply, move, self->game.moves[ply - 1].move };
  /* The moves after it are found again: what was decided of them is undone. */
  guint keep = 0;
  while (keep < self->decisions->len
         && g_array_index (self->decisions, HakemSheetsDecision, keep).ply < ply)
    keep++;
  g_autoptr (GArray) saved = g_array_new (FALSE, FALSE, sizeof (HakemSheetsDecision));
  g_array_append_vals (saved, &g_array_index (self->decisions, HakemSheetsDecision, keep),
                       self->decisions->len - keep);
  guint had = self->decisions->len;
  int decided = self->decided;
  g_array_set_size (self->decisions, keep);
  g_array_append_val (self->decisions, c);
  self->decided = ply;
  if (!search (self, prefix, ply))
    {
      /* The game shown stays, and with it what was decided of it. */
      g_array_set_size (self->decisions, keep);
      g_array_append_vals (self->decisions, saved->data, had - keep);
      self->decided = decided;
      show_decide_message (self, _ ("No game could be found from this move."));
      return FALSE;
    }
  return TRUE;
}

gboolean
hakem_sheets_dialog_accept (HakemSheetsDialog *self, int ply)
{
  g_return_val_if_fail (HAKEM_IS_SHEETS_DIALOG (self), FALSE);
  if (!self->have_result || ply < 1 || ply > self->game.count)
    return FALSE;
  if (ply <= self->decided)
    return TRUE;
  return decide (self, ply, self->game.moves[ply - 1].move);
}

gboolean
hakem_sheets_dialog_correct (HakemSheetsDialog *self, int ply, const char *san)
{
  g_return_val_if_fail (HAKEM_IS_SHEETS_DIALOG (self), FALSE);
  if (!self->have_result || ply < 1 || ply > self->game.count)
    return FALSE;
  ChessPosition pos;
  chess_game_position_at (&self->game, ply - 1, &pos);
  g_autofree char *text = g_strstrip (g_strdup (san));
  /* Either letters, as on the sheets: the dialog's first, then the other. */
  ChessSanReading reading;
  ChessSanLanguage other = self->lang == CHESS_SAN_TURKISH ? CHESS_SAN_ENGLISH : CHESS_SAN_TURKISH;
  ChessSanError err = chess_san_read (&pos, text, self->lang, 0, &reading);
  if (err != CHESS_SAN_OK)
    {
      ChessSanReading again;
      if (chess_san_read (&pos, text, other, 0, &again) == CHESS_SAN_OK)
        reading = again, err = CHESS_SAN_OK;
    }
  if (err != CHESS_SAN_OK)
    {
      g_autofree char *m = hakem_san_error_message (&pos, text, err, &reading, self->lang);
      show_decide_message (self, m);
      return FALSE;
    }
  gboolean ok = decide (self, ply, reading.move);
  if (ok)
    {
      gtk_editable_set_text (GTK_EDITABLE (self->correct_entry), "");
      self->selected = ply;
      show_selected (self);
    }
  return ok;
}

static void
correct_activated (HakemSheetsDialog *self)
{
  hakem_sheets_dialog_correct (self, self->selected,
                               gtk_editable_get_text (GTK_EDITABLE (self->correct_entry)));
}

static void
accept_clicked (HakemSheetsDialog *self)
{
  hakem_sheets_dialog_accept (self, self->selected);
}

int
hakem_sheets_dialog_get_decided (HakemSheetsDialog *self)
{
  g_return_val_if_fail (HAKEM_IS_SHEETS_DIALOG (self), 0);
  return self->decided;
}

const ChessMove *
hakem_sheets_dialog_get_moves (HakemSheetsDialog *self, int *count)
{
  g_return_val_if_fail (HAKEM_IS_SHEETS_DIALOG (self), NULL);
  *count = (int) self->moves->len;
  return self->moves->len ? (const ChessMove *) self->moves->data : NULL;
}

const ChessReconcileResult *
hakem_sheets_dialog_get_result (HakemSheetsDialog *self)
{
  g_return_val_if_fail (HAKEM_IS_SHEETS_DIALOG (self), NULL);
  return self->have_result ? &self->result : NULL;
}

char *
hakem_sheets_dialog_dup_summary (HakemSheetsDialog *self)
{
  g_return_val_if_fail (HAKEM_IS_SHEETS_DIALOG (self), NULL);
  return g_strdup (self->summary ? self->summary : "");
}

HakemReconciliation *
hakem_sheets_dialog_dup_reconciliation (HakemSheetsDialog *self)
{
  g_return_val_if_fail (HAKEM_IS_SHEETS_DIALOG (self), NULL);
  if (!self->have_result)
    return NULL;
  HakemReconciliation *r = hakem_reconciliation_new (&self->start);
  /* The texts reconciled, whatever was typed since. */
  for (int side = 0; side < 2; side++)
    r->sheets[side] = g_strdup (self->typed[side]);
  g_array_append_vals (r->moves, self->moves->data, self->moves->len);
  g_array_append_vals (r->decisions, self->decisions->data, self->decisions->len);
  r->decided = self->decided;
  for (int i = 0; i < self->result.discrepancy_count; i++)
    {
      const ChessReconcileDiscrepancy *d = &self->result.discrepancies[i];
      GPtrArray *cells = self->cells[d->sheet];
      hakem_reconciliation_add_discrepancy (
          r, d, d->cell >= 0 && (guint) d->cell < cells->len ? cells->pdata[d->cell] : NULL);
    }
  r->final_reached = self->result.final_reached;
  return r;
}

void
hakem_sheets_dialog_set_text (HakemSheetsDialog *self, ChessColor side, const char *text)
{
  g_return_if_fail (HAKEM_IS_SHEETS_DIALOG (self));
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->texts[side]), text, -1);
}

void
hakem_sheets_dialog_choose (HakemSheetsDialog *self)
{
  g_return_if_fail (HAKEM_IS_SHEETS_DIALOG (self));
  if (!self->moves->len)
    return;
  g_signal_emit (self, signals[SIGNAL_CHOSEN], 0);
  gtk_window_destroy (GTK_WINDOW (self));
}

gboolean
hakem_sheets_dialog_load (HakemSheetsDialog *self, ChessColor side, GFile *file, GError **error)
{
  g_return_val_if_fail (HAKEM_IS_SHEETS_DIALOG (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_autofree char *name = g_file_get_parse_name (file);
  g_autoptr (GError) read_error = NULL;
  /* No pipe or device, and never more than one byte past the limit read. */
  g_autoptr (GBytes) bytes = hakem_file_read_gfile (file, 0, SHEET_FILE_MAX_BYTES, &read_error);
  gsize length = 0;
  const char *data = bytes ? g_bytes_get_data (bytes, &length) : NULL;
  const char *reason = NULL;
  if (!bytes)
    reason = read_error->message;
  else if (length && memchr (data, '\0', length))
    reason = _ ("it holds a NUL byte: it is no scoresheet's text");
  else if (!g_utf8_validate_len (data, length, NULL))
    reason = _ ("it is not UTF-8 text");
  if (reason)
    {
      /* TRANSLATORS: %s is a file's name, then why it cannot be read */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _ ("%s cannot be loaded: %s."), name,
                   reason);
      return FALSE;
    }
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->texts[side]), length ? data : "",
                            (int) length);
  return TRUE;
}

static void
chooser_response (HakemSheetsDialog *self, int response, GtkFileChooserNative *chooser)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autoptr (GError) error = NULL;
      if (file && !hakem_sheets_dialog_load (self, self->chooser_side, file, &error))
        show_result (self, error->message);
    }
  g_clear_object (&self->chooser);
}

static void
load_sheet (HakemSheetsDialog *self, ChessColor side)
{
  g_clear_object (&self->chooser);
  self->chooser_side = side;
  self->chooser = gtk_file_chooser_native_new (
      side == CHESS_WHITE ? _ ("Load White's Scoresheet") : _ ("Load Black's Scoresheet"),
      GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_OPEN, _ ("_Open"), _ ("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);
  GtkFileFilter *filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _ ("Scoresheets as text"));
  gtk_file_filter_add_mime_type (filter, "text/plain");
  gtk_file_filter_add_pattern (filter, "*.txt");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  g_object_unref (filter);
  g_signal_connect_swapped (self->chooser, "response", G_CALLBACK (chooser_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static void
load_white_clicked (HakemSheetsDialog *self)
{
  load_sheet (self, CHESS_WHITE);
}

static void
load_black_clicked (HakemSheetsDialog *self)
{
  load_sheet (self, CHESS_BLACK);
}

static void
reconcile_clicked (HakemSheetsDialog *self)
{
  hakem_sheets_dialog_reconcile (self);
}

static void
use_clicked (HakemSheetsDialog *self)
{
  hakem_sheets_dialog_choose (self);
}

static void
hakem_sheets_dialog_dispose (GObject *object)
{
  HakemSheetsDialog *self = HAKEM_SHEETS_DIALOG (object);
  if (self->chooser)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  G_OBJECT_CLASS (hakem_sheets_dialog_parent_class)->dispose (object);
}

static void
hakem_sheets_dialog_finalize (GObject *object)
{
  HakemSheetsDialog *self = HAKEM_SHEETS_DIALOG (object);
  g_array_unref (self->moves);
  g_array_unref (self->decisions);
  g_ptr_array_unref (self->ply_buttons);
  for (int side = 0; side < 2; side++)
    {
      g_clear_pointer (&self->cells[side], g_ptr_array_unref);
      g_free (self->typed[side]);
    }
  chess_reconcile_result_clear (&self->result);
  chess_game_clear (&self->game);
  g_free (self->summary);
  G_OBJECT_CLASS (hakem_sheets_dialog_parent_class)->finalize (object);
}

static void
hakem_sheets_dialog_class_init (HakemSheetsDialogClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = hakem_sheets_dialog_dispose;
  G_OBJECT_CLASS (klass)->finalize = hakem_sheets_dialog_finalize;
  gtk_widget_class_add_binding_action (GTK_WIDGET_CLASS (klass), GDK_KEY_Escape, 0, "window.close",
                                       NULL);
  /* The arbiter took the game found: hakem_sheets_dialog_get_moves gives it. */
  signals[SIGNAL_CHOSEN] = g_signal_new ("chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                         NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static GtkWidget *
sheet_box (HakemSheetsDialog *self, ChessColor side, const char *mnemonic)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new_with_mnemonic (mnemonic);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_add_css_class (label, "heading");
  GtkWidget *load = gtk_button_new_with_label (_ ("Load…"));
  gtk_widget_set_name (load, side == CHESS_WHITE ? "load-white" : "load-black");
  const char *what = side == CHESS_WHITE ? _ ("Read White's scoresheet from a text file")
                                         : _ ("Read Black's scoresheet from a text file");
  gtk_widget_set_tooltip_text (load, what);
  /* Two buttons say "Load…": each is named for its sheet. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (load), GTK_ACCESSIBLE_PROPERTY_LABEL, what, -1);
  if (side == CHESS_WHITE)
    g_signal_connect_swapped (load, "clicked", G_CALLBACK (load_white_clicked), self);
  else
    g_signal_connect_swapped (load, "clicked", G_CALLBACK (load_black_clicked), self);
  gtk_box_append (GTK_BOX (top), label);
  gtk_box_append (GTK_BOX (top), load);
  self->texts[side] = GTK_TEXT_VIEW (gtk_text_view_new ());
  gtk_text_view_set_monospace (self->texts[side], TRUE);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), GTK_WIDGET (self->texts[side]));
  GtkWidget *scroll = gtk_scrolled_window_new ();
  gtk_widget_set_size_request (scroll, 220, 150);
  gtk_widget_set_vexpand (scroll, TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), GTK_WIDGET (self->texts[side]));
  gtk_box_append (GTK_BOX (box), top);
  gtk_box_append (GTK_BOX (box), scroll);
  return box;
}

/* A column of the results: its heading over a scrolled grid. */
static GtkWidget *
results_column (const char *heading, GtkGrid **grid_out)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *label = gtk_label_new (heading);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  GtkWidget *grid = gtk_grid_new ();
  gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 2);
  gtk_widget_set_margin_end (grid, 12);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (grid), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label,
                                  NULL, -1);
  GtkWidget *scroll = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroll), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_widget_set_size_request (scroll, 170, 300);
  gtk_widget_set_vexpand (scroll, TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), grid);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), scroll);
  *grid_out = GTK_GRID (grid);
  return box;
}

/* The board and the arbiter's decision on the move chosen. */
static GtkWidget *
decision_column (HakemSheetsDialog *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  self->board = HAKEM_BOARD_VIEW (hakem_board_view_new ());
  gtk_widget_set_name (GTK_WIDGET (self->board), "sheets-board");
  hakem_board_view_set_interactive (self->board, FALSE);
  gtk_widget_set_size_request (GTK_WIDGET (self->board), 264, 264);
  self->shown_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->shown_label, TRUE);
  gtk_label_set_xalign (self->shown_label, 0);
  gtk_label_set_max_width_chars (self->shown_label, 34);
  self->decide_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  self->decide_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->decide_label, 0);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  self->correct_entry = GTK_ENTRY (gtk_entry_new ());
  gtk_widget_set_name (GTK_WIDGET (self->correct_entry), "correct-entry");
  gtk_editable_set_width_chars (GTK_EDITABLE (self->correct_entry), 8);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self->correct_entry),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, self->decide_label, NULL,
                                  -1);
  GtkWidget *correct = hakem_mnemonic_button_new (_ ("C_orrect"));
  gtk_widget_set_tooltip_text (correct, _ ("The move typed was played here: find the rest of the "
                                           "game again from it"));
  GtkWidget *accept = hakem_mnemonic_button_new (_ ("_Accept Up to Here"));
  gtk_widget_set_tooltip_text (accept, _ ("The game is right up to this move: keep it when a later "
                                          "move is corrected"));
  gtk_box_append (GTK_BOX (row), GTK_WIDGET (self->correct_entry));
  gtk_box_append (GTK_BOX (row), correct);
  self->decide_message = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->decide_message, TRUE);
  gtk_label_set_xalign (self->decide_message, 0);
  gtk_label_set_max_width_chars (self->decide_message, 34);
  gtk_widget_set_visible (GTK_WIDGET (self->decide_message), FALSE);
  gtk_box_append (GTK_BOX (self->decide_box), GTK_WIDGET (self->decide_label));
  gtk_box_append (GTK_BOX (self->decide_box), row);
  gtk_box_append (GTK_BOX (self->decide_box), accept);
  gtk_box_append (GTK_BOX (self->decide_box), GTK_WIDGET (self->decide_message));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->board));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->shown_label));
  gtk_box_append (GTK_BOX (box), self->decide_box);
  g_signal_connect_swapped (self->correct_entry, "activate", G_CALLBACK (correct_activated), self);
  g_signal_connect_swapped (correct, "clicked", G_CALLBACK (correct_activated), self);
  g_signal_connect_swapped (accept, "clicked", G_CALLBACK (accept_clicked), self);
  return box;
}

static void
hakem_sheets_dialog_init (HakemSheetsDialog *self)
{
  self->moves = g_array_new (FALSE, FALSE, sizeof (ChessMove));
  self->decisions = g_array_new (FALSE, FALSE, sizeof (HakemSheetsDecision));
  self->ply_buttons = g_ptr_array_new ();
  chess_position_init_start (&self->start);
  chess_game_init (&self->game, &self->start);
  gtk_window_set_title (GTK_WINDOW (self), _ ("Reconcile the Scoresheets"));
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);
  GtkWidget *header = gtk_header_bar_new ();
  GtkWidget *use = hakem_mnemonic_button_new (_ ("_Use This Game"));
  gtk_widget_add_css_class (use, "suggested-action");
  gtk_widget_set_sensitive (use, FALSE);
  self->use_button = use;
  gtk_header_bar_pack_end (GTK_HEADER_BAR (header), use);
  gtk_window_set_titlebar (GTK_WINDOW (self), header);

  GtkWidget *outer = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_margin_start (outer, 18);
  gtk_widget_set_margin_end (outer, 18);
  gtk_widget_set_margin_top (outer, 18);
  gtk_widget_set_margin_bottom (outer, 18);
  GtkWidget *hint = gtk_label_new (_ ("Type each sheet as written, one line per move number "
                                      "(“12. Nf3 Nc6”): “-” where nothing was written, “?” where a "
                                      "move cannot be read. English or Turkish letters."));
  gtk_label_set_wrap (GTK_LABEL (hint), TRUE);
  gtk_label_set_xalign (GTK_LABEL (hint), 0);
  gtk_label_set_max_width_chars (GTK_LABEL (hint), 90);
  gtk_box_append (GTK_BOX (outer), hint);
  GtkWidget *sheets = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_box_set_homogeneous (GTK_BOX (sheets), TRUE);
  gtk_box_append (GTK_BOX (sheets), sheet_box (self, CHESS_WHITE, _ ("_White's scoresheet")));
  gtk_box_append (GTK_BOX (sheets), sheet_box (self, CHESS_BLACK, _ ("_Black's scoresheet")));
  gtk_box_append (GTK_BOX (outer), sheets);
  GtkWidget *reconcile = hakem_mnemonic_button_new (_ ("_Reconcile"));
  gtk_widget_set_halign (reconcile, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (outer), reconcile);

  /* The sheets as read, marked, beside the game found and its board: shown once there is one. */
  self->results_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_box_append (GTK_BOX (self->results_box),
                  results_column (_ ("White's sheet as read"), &self->sheet_grids[CHESS_WHITE]));
  gtk_box_append (GTK_BOX (self->results_box),
                  results_column (_ ("Black's sheet as read"), &self->sheet_grids[CHESS_BLACK]));
  gtk_box_append (GTK_BOX (self->results_box),
                  results_column (_ ("The game found"), &self->game_grid));
  gtk_widget_set_name (GTK_WIDGET (self->game_grid), "game-grid");
  gtk_widget_set_name (GTK_WIDGET (self->sheet_grids[CHESS_WHITE]), "white-sheet-grid");
  gtk_widget_set_name (GTK_WIDGET (self->sheet_grids[CHESS_BLACK]), "black-sheet-grid");
  gtk_box_append (GTK_BOX (self->results_box), decision_column (self));
  gtk_widget_set_visible (self->results_box, FALSE);
  gtk_box_append (GTK_BOX (outer), self->results_box);

  self->result_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->result_label, TRUE);
  gtk_label_set_xalign (self->result_label, 0);
  gtk_label_set_selectable (self->result_label, TRUE);
  gtk_label_set_max_width_chars (self->result_label, 90);
  /* Shown once it has something to say: an empty label is read by its type name. */
  gtk_widget_set_visible (GTK_WIDGET (self->result_label), FALSE);
  GtkWidget *result_scroll = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (result_scroll), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (result_scroll), 160);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (result_scroll), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (result_scroll),
                                 GTK_WIDGET (self->result_label));
  gtk_box_append (GTK_BOX (outer), result_scroll);
  gtk_window_set_child (GTK_WINDOW (self), outer);
  g_signal_connect_swapped (reconcile, "clicked", G_CALLBACK (reconcile_clicked), self);
  g_signal_connect_swapped (use, "clicked", G_CALLBACK (use_clicked), self);
  hakem_name_mnemonic_buttons (GTK_WIDGET (self));
  hakem_name_scroll_bars (GTK_WIDGET (self));
}

HakemSheetsDialog *
hakem_sheets_dialog_new (GtkWindow *parent, const ChessPosition *start, const ChessPosition *final,
                         ChessSanLanguage lang)
{
  HakemSheetsDialog *self = g_object_new (HAKEM_TYPE_SHEETS_DIALOG, "transient-for", parent, NULL);
  self->start = *start;
  chess_game_clear (&self->game);
  chess_game_init (&self->game, start);
  self->final_known = final != NULL;
  if (final)
    self->final = *final;
  self->lang = lang;
  return self;
}
