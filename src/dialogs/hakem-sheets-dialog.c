/* hakem-sheets-dialog.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * HakemSheetsDialog: White's and Black's scoresheets side by side as the arbiter types them,
 * "Reconcile", then the game that explains both and each discrepancy (the move, whose sheet,
 * what was written, what was played, the kind of mistake); "Use This Game" hands it to the
 * reconstruction view.
 */
#include "config.h"

#include "hakem-sheets-dialog.h"

#include <glib/gi18n.h>
#include <string.h>

#include "chess-game.h"
#include "chess-reconcile.h"
#include "hakem-accessible-names.h"
#include "hakem-dialog-util.h"
#include "hakem-file-read.h"
#include "hakem-sheet-text.h"

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
  GArray *moves; /* of ChessMove: the game found */
  char *summary; /* the discrepancies, one a line */
};

G_DEFINE_FINAL_TYPE (HakemSheetsDialog, hakem_sheets_dialog, GTK_TYPE_WINDOW)

enum
{
  SIGNAL_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char *
kind_text (ChessReconcileKind kind)
{
  switch (kind)
    {
    case CHESS_RECONCILE_DECORATION:
      return _("a capture, check or promotion sign wrong");
    case CHESS_RECONCILE_PIECE:
      return _("the wrong piece letter");
    case CHESS_RECONCILE_SQUARE:
      return _("the wrong file or rank");
    case CHESS_RECONCILE_OTHER:
      return _("another move written");
    case CHESS_RECONCILE_ILLEGIBLE:
      return _("cannot be read");
    case CHESS_RECONCILE_NOT_WRITTEN:
      return _("not written");
    case CHESS_RECONCILE_OMITTED:
      return _("left out: the later moves slide into the other column");
    case CHESS_RECONCILE_EXTRA:
      return _("a move that was not played");
    case CHESS_RECONCILE_SWAPPED:
      return _("two moves of one side in each other's place");
    case CHESS_RECONCILE_NOT_RECORDED:
    default:
      return _("played after the sheet stops");
    }
}

static void
show_result (HakemSheetsDialog *self, const char *text)
{
  gtk_label_set_text (self->result_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->result_label), TRUE);
}

static char *
text_of (GtkTextView *view)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  GtkTextIter a, b;
  gtk_text_buffer_get_bounds (buffer, &a, &b);
  return gtk_text_buffer_get_text (buffer, &a, &b, FALSE);
}

/* "11. Bxb5+" or "11... Nbd7": the move of a ply in the game found. */
static char *
move_text (const ChessGame *game, int ply, ChessSanLanguage lang)
{
  ChessPosition pos;
  chess_game_position_at (game, ply - 1, &pos);
  char san[CHESS_SAN_MAX] = "";
  chess_san_write (&pos, game->moves[ply - 1].move, lang, san, sizeof san);
  return g_strdup_printf (pos.side == CHESS_WHITE ? "%d. %s" : "%d... %s", pos.fullmove, san);
}

static void
show (HakemSheetsDialog *self, const ChessReconcileResult *r, GPtrArray *cells[2])
{
  ChessGame game;
  chess_game_init (&game, &self->start);
  for (int i = 0; i < r->game.count; i++)
    chess_game_push_legal (&game, r->game.moves[i]);
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (GString) summary = g_string_new (NULL);
  /* TRANSLATORS: the game the two scoresheets explain best, its length in half-moves */
  g_string_append_printf (
      out,
      g_dngettext (GETTEXT_PACKAGE, "The game that explains both sheets: %d half-move.",
                   "The game that explains both sheets: %d half-moves.", r->game.count),
      r->game.count);
  for (int i = 0; i < r->discrepancy_count; i++)
    {
      const ChessReconcileDiscrepancy *d = &r->discrepancies[i];
      const char *written = d->cell >= 0 && (guint) d->cell < cells[d->sheet]->len
                                ? g_ptr_array_index (cells[d->sheet], d->cell)
                                : NULL;
      g_autofree char *played = d->played != CHESS_MOVE_NONE && d->ply >= 1 && d->ply <= game.count
                                    ? move_text (&game, d->ply, self->lang)
                                    : g_strdup (_("nothing"));
      const char *k = kind_text (d->kind);
      gboolean white = d->sheet == CHESS_WHITE;
      g_autofree char *line = NULL;
      if (written)
        /* TRANSLATORS: one mistake of White's (Black's) scoresheet: what it says, what was
         * played, and the kind of mistake */
        line = white ? g_strdup_printf (_("White's sheet: “%s” where %s was played (%s)."),
                                           written, played, k)
                     : g_strdup_printf (_("Black's sheet: “%s” where %s was played (%s)."),
                                           written, played, k);
      else
        /* TRANSLATORS: a move White's (Black's) scoresheet has no cell for, and why */
        line = white ? g_strdup_printf (_("White's sheet has nothing for %s (%s)."), played, k)
                     : g_strdup_printf (_("Black's sheet has nothing for %s (%s)."), played, k);
      g_string_append_printf (out, "\n%s", line);
      g_string_append_printf (summary, "%s%s", summary->len ? "\n" : "", line);
    }
  if (r->discrepancy_count == 0)
    g_string_append_printf (out, "\n%s", _("Both sheets agree with it."));
  if (r->alternative_count > 0)
    g_string_append_printf (out, "\n%s",
                            g_dngettext (GETTEXT_PACKAGE,
                                         "The sheets fit another game nearly as well: check the "
                                         "moves against the position on the board.",
                                         "The sheets fit other games nearly as well: check the "
                                         "moves against the position on the board.",
                                         r->alternative_count));
  show_result (self, out->str);
  g_free (self->summary);
  self->summary = g_string_free (g_steal_pointer (&summary), FALSE);
  g_array_set_size (self->moves, 0);
  g_array_append_vals (self->moves, r->game.moves, (guint) r->game.count);
  gtk_widget_set_sensitive (self->use_button, TRUE);
  chess_game_clear (&game);
}

gboolean
hakem_sheets_dialog_reconcile (HakemSheetsDialog *self)
{
  g_return_val_if_fail (HAKEM_IS_SHEETS_DIALOG (self), FALSE);
  gtk_widget_set_sensitive (self->use_button, FALSE);
  g_array_set_size (self->moves, 0);
  GPtrArray *cells[2] = { NULL, NULL };
  gboolean ok = TRUE;
  for (int side = 0; side < 2 && ok; side++)
    {
      g_autofree char *text = text_of (self->texts[side]);
      int line = 0;
      g_autoptr (GError) error = NULL;
      cells[side] = hakem_sheet_text_cells (text, self->start.side == CHESS_BLACK, &line, &error);
      if (!cells[side])
        {
          /* TRANSLATORS: %d is the line of White's (Black's) sheet, %s what is wrong there */
          g_autofree char *m = side == CHESS_WHITE
              ? g_strdup_printf (_("White's sheet, line %d: %s"), line, error->message)
              : g_strdup_printf (_("Black's sheet, line %d: %s"), line, error->message);
          show_result (self, m);
          ok = FALSE;
        }
    }
  ChessReconcileResult r;
  if (ok)
    {
      ChessReconcileSheet sheets[2];
      for (int side = 0; side < 2; side++)
        {
          sheets[side].cells = (const char *const *) cells[side]->pdata;
          sheets[side].count = (int) cells[side]->len;
        }
      ok = chess_reconcile (&self->start, sheets, self->final_known ? &self->final : NULL, &r);
      if (ok)
        {
          show (self, &r, cells);
          chess_reconcile_result_clear (&r);
        }
      else
        show_result (self, _("No game could be found for these sheets: they are too long or "
                              "memory ran out."));
    }
  for (int side = 0; side < 2; side++)
    if (cells[side])
      g_ptr_array_unref (cells[side]);
  return ok;
}

const ChessMove *
hakem_sheets_dialog_get_moves (HakemSheetsDialog *self, int *count)
{
  g_return_val_if_fail (HAKEM_IS_SHEETS_DIALOG (self), NULL);
  *count = (int) self->moves->len;
  return self->moves->len ? (const ChessMove *) self->moves->data : NULL;
}

char *
hakem_sheets_dialog_dup_summary (HakemSheetsDialog *self)
{
  g_return_val_if_fail (HAKEM_IS_SHEETS_DIALOG (self), NULL);
  return g_strdup (self->summary ? self->summary : "");
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
    reason = _("it holds a NUL byte: it is no scoresheet's text");
  else if (!g_utf8_validate_len (data, length, NULL))
    reason = _("it is not UTF-8 text");
  if (reason)
    {
      /* TRANSLATORS: %s is a file's name, then why it cannot be read */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("%s cannot be loaded: %s."), name, reason);
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
      side == CHESS_WHITE ? _("Load White's Scoresheet")
                          : _("Load Black's Scoresheet"), GTK_WINDOW (self),
                               GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);
  GtkFileFilter *filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _("Scoresheets as text"));
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
  GtkWidget *load = gtk_button_new_with_label (_("Load…"));
  gtk_widget_set_name (load, side == CHESS_WHITE ? "load-white" : "load-black");
  const char *what = side == CHESS_WHITE ? _("Read White's scoresheet from a text file")
                                         : _("Read Black's scoresheet from a text file");
  gtk_widget_set_tooltip_text (load, what);
  /* Two buttons say "Load…": each is named for its sheet. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (load), GTK_ACCESSIBLE_PROPERTY_LABEL, what, -1);
  g_signal_connect_swapped (load, "clicked",
                            side == CHESS_WHITE ? G_CALLBACK (load_white_clicked)
                                                : G_CALLBACK (load_black_clicked),
                            self);
  gtk_box_append (GTK_BOX (top), label);
  gtk_box_append (GTK_BOX (top), load);
  self->texts[side] = GTK_TEXT_VIEW (gtk_text_view_new ());
  gtk_text_view_set_monospace (self->texts[side], TRUE);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), GTK_WIDGET (self->texts[side]));
  GtkWidget *scroll = gtk_scrolled_window_new ();
  gtk_widget_set_size_request (scroll, 220, 320);
  gtk_widget_set_vexpand (scroll, TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), GTK_WIDGET (self->texts[side]));
  gtk_box_append (GTK_BOX (box), top);
  gtk_box_append (GTK_BOX (box), scroll);
  return box;
}

static void
hakem_sheets_dialog_init (HakemSheetsDialog *self)
{
  self->moves = g_array_new (FALSE, FALSE, sizeof (ChessMove));
  gtk_window_set_title (GTK_WINDOW (self), _("Reconcile the Scoresheets"));
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);
  GtkWidget *header = gtk_header_bar_new ();
  GtkWidget *use = gtk_button_new_with_mnemonic (_("_Use This Game"));
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
  GtkWidget *hint = gtk_label_new (_("Type each sheet as written, one line per move number "
                                     "(“12. Nf3 Nc6”): “-” where nothing was written, “?” where a "
                                     "move cannot be read. English or Turkish letters."));
  gtk_label_set_wrap (GTK_LABEL (hint), TRUE);
  gtk_label_set_xalign (GTK_LABEL (hint), 0);
  gtk_label_set_max_width_chars (GTK_LABEL (hint), 60);
  gtk_box_append (GTK_BOX (outer), hint);
  GtkWidget *sheets = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_box_set_homogeneous (GTK_BOX (sheets), TRUE);
  gtk_box_append (GTK_BOX (sheets), sheet_box (self, CHESS_WHITE, _("_White's scoresheet")));
  gtk_box_append (GTK_BOX (sheets), sheet_box (self, CHESS_BLACK, _("_Black's scoresheet")));
  gtk_box_append (GTK_BOX (outer), sheets);
  GtkWidget *reconcile = gtk_button_new_with_mnemonic (_("_Reconcile"));
  gtk_widget_set_halign (reconcile, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (outer), reconcile);
  self->result_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->result_label, TRUE);
  gtk_label_set_xalign (self->result_label, 0);
  gtk_label_set_selectable (self->result_label, TRUE);
  gtk_label_set_max_width_chars (self->result_label, 60);
  /* Shown once it has something to say: an empty label is read by its type name. */
  gtk_widget_set_visible (GTK_WIDGET (self->result_label), FALSE);
  gtk_box_append (GTK_BOX (outer), GTK_WIDGET (self->result_label));
  gtk_window_set_child (GTK_WINDOW (self), outer);
  g_signal_connect_swapped (reconcile, "clicked", G_CALLBACK (reconcile_clicked), self);
  g_signal_connect_swapped (use, "clicked", G_CALLBACK (use_clicked), self);
  hakem_dialog_name_buttons (GTK_WIDGET (self));
  hakem_name_scroll_bars (GTK_WIDGET (self));
}

HakemSheetsDialog *
hakem_sheets_dialog_new (GtkWindow *parent, const ChessPosition *start, const ChessPosition *final,
                         ChessSanLanguage lang)
{
  HakemSheetsDialog *self = g_object_new (HAKEM_TYPE_SHEETS_DIALOG, "transient-for", parent, NULL);
  self->start = *start;
  self->final_known = final != NULL;
  if (final)
    self->final = *final;
  self->lang = lang;
  return self;
}
