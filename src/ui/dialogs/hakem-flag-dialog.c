/* hakem-flag-dialog.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Shows which flags the clock shows (or lets the arbiter name one), asks who noticed and whether
 * the scoresheets can show the moves, rules as the inputs change and applies the ruling.
 */
#include "config.h"

#include "hakem-flag-dialog.h"

#include "hakem-dialog-util.h"

#include <glib/gi18n.h>

#include "hakem-rules-text.h"

struct _HakemFlagDialog
{
  HakemSessionDialog parent_instance;

  gboolean clock_shows; /* the clock shows a fallen flag: the arbiter does not name one */
  ChessFlagCase fcase;
  ChessRuling ruling;
  gboolean ruled;

  GtkLabel *shown_label;
  GtkWidget *pick_box;
  GtkCheckButton *white_check;
  GtkCheckButton *black_check;
  GtkWidget *notice_box;
  GtkCheckButton *arbiter_check;
  GtkCheckButton *claimed_check;
  GtkCheckButton *unknown_moves_check;
  GtkLabel *counted_label;
  GtkEntry *note_entry;
  GtkLabel *verdict_label;
  GtkLabel *details_label;
  GtkButton *apply_button;
};

G_DEFINE_FINAL_TYPE (HakemFlagDialog, hakem_flag_dialog, HAKEM_TYPE_SESSION_DIALOG)

/* The player whose flag the case is about, or -1 when both fell in an order nobody knows. */
static int
flagged_of (const ChessFlagCase *c)
{
  if (c->fallen[CHESS_WHITE] && c->fallen[CHESS_BLACK])
    return c->order_known ? (int) c->first : -1;
  return c->fallen[CHESS_BLACK] ? CHESS_BLACK : CHESS_WHITE;
}

static char *
shown_text (const ChessFlagCase *c)
{
  if (c->fallen[CHESS_WHITE] && c->fallen[CHESS_BLACK])
    {
      if (!c->order_known)
        return g_strdup (_ ("The clock shows both flags fallen; which fell first cannot be told."));
      /* TRANSLATORS: %s is White or Black */
      return g_strdup_printf (_ ("The clock shows both flags fallen, %s's first."),
                              hakem_color_text (c->first));
    }
  /* TRANSLATORS: %s is White or Black */
  return g_strdup_printf (_ ("The clock shows that %s's flag has fallen."),
                          hakem_color_text (c->fallen[CHESS_BLACK] ? CHESS_BLACK : CHESS_WHITE));
}

static void
show_error (HakemFlagDialog *self, const char *message)
{
  self->ruled = FALSE;
  hakem_dialog_show_error (GTK_WIDGET (self->apply_button), self->verdict_label,
                           self->details_label, message);
}

static char *
verdict_text (const ChessFlagCase *c, const ChessRuling *r)
{
  int flagged = flagged_of (c);
  if (r->ended_ply >= 0)
    /* TRANSLATORS: %s is how the game ended, a sentence such as "Checkmate: the game is over
     * (Article 5.1.1)." */
    return g_strdup_printf (_ ("The game had already ended before the flag fell. %s That result "
                               "stands."),
                            hakem_ending_text (r->ended_by));
  if (r->no_rule)
    return g_strdup (_ ("Both flags have fallen and which fell first cannot be established. The "
                        "Laws give no rule here: Guidelines III apply only where the event "
                        "announced them, and only to standard and rapid games without increment. "
                        "The arbiter decides; the log keeps the facts."));
  if (r->result == CHESS_RESULT_NONE && r->next_period)
    return g_strdup (_ ("The game goes on: the scoresheets cannot show that the time control was "
                        "missed, so the next move counts as the first of the following period "
                        "(Article 8.6)."));
  if (r->result == CHESS_RESULT_NONE)
    return g_strdup (_ ("The game goes on."));
  if (r->result == CHESS_RESULT_DRAW && flagged < 0)
    return g_strdup (_ ("Both flags have fallen and which fell first cannot be told: the game is "
                        "drawn."));
  if (r->result == CHESS_RESULT_DRAW)
    /* TRANSLATORS: the first %s is the player whose flag fell, the second the opponent */
    return g_strdup_printf (_ ("%s's flag has fallen, but %s cannot checkmate by any possible "
                               "series of legal moves: the game is drawn."),
                            hakem_color_text ((ChessColor) flagged),
                            hakem_color_text (!(ChessColor) flagged));
  ChessColor winner = r->result == CHESS_RESULT_WHITE_WINS ? CHESS_WHITE : CHESS_BLACK;
  /* TRANSLATORS: the first %s is the player who lost on time, the second the winner */
  return g_strdup_printf (_ ("%s has lost on time; %s wins."), hakem_color_text (!winner),
                          hakem_color_text (winner));
}

static void show_inputs (HakemSessionDialog *dialog);

/* The moves of each fallen flag's player counted from the game reconciled from both
 * scoresheets, said in words (c NULL: nothing to say). */
static void
show_counted (HakemFlagDialog *self, const ChessFlagCase *fc)
{
  HakemSession *session = hakem_dialog_session (self);
  int completed[2];
  g_autoptr (GString) text = g_string_new (NULL);
  if (fc && hakem_session_reconciled_moves (session, completed))
    {
      for (int c = 0; c < 2; c++)
        if (fc->fallen[c])
          {
            g_autofree char *line = hakem_session_flag_count_text (session, (ChessColor) c);
            g_string_append_printf (text, "%s%s", text->len ? "\n" : "", line);
          }
      if (text->len)
        g_string_append_printf (text, "\n%s",
                                _ ("The scoresheets are brought up to date by that game: "
                                   "Article 8.6 does not apply."));
    }
  gtk_label_set_text (self->counted_label, text->str);
  gtk_widget_set_visible (GTK_WIDGET (self->counted_label), text->len > 0);
}

static void
update_ruling (HakemFlagDialog *self)
{
  if (!hakem_dialog_session (self))
    return;
  /* 6.9 asks whether the opponent can still checkmate: decided on a worker thread first (then
   * what the clock shows is read again, and the ruling made). */
  if (hakem_session_dialog_wait (HAKEM_SESSION_DIALOG (self), -1, show_inputs,
                                 GTK_WIDGET (self->apply_button), self->verdict_label,
                                 self->details_label))
    {
      self->ruled = FALSE;
      return;
    }
  int flagged = -1;
  if (!self->clock_shows)
    flagged = gtk_check_button_get_active (self->black_check) ? CHESS_BLACK : CHESS_WHITE;
  ChessFlagNotice notice = gtk_widget_get_visible (self->notice_box)
                                   && gtk_check_button_get_active (self->claimed_check)
                               ? CHESS_FLAG_CLAIMED
                               : CHESS_FLAG_SEEN_BY_ARBITER;
  gboolean moves_known = !gtk_check_button_get_active (self->unknown_moves_check);
  ChessRulingError err = CHESS_RULING_OK;
  gboolean ruled = hakem_session_rule_flag (hakem_dialog_session (self), flagged, notice,
                                            moves_known, &self->fcase, &self->ruling, &err);
  show_counted (self, ruled ? &self->fcase : NULL);
  if (!ruled)
    {
      if (err == CHESS_RULING_ERROR_UNDETERMINED)
        show_error (self, _ ("It could not be decided whether the opponent can still checkmate; "
                             "rule on Article 6.9 by hand."));
      else
        show_error (self, _ ("No ruling is possible here."));
      return;
    }
  /* 5.1.1, 5.2, 9.6 had ended the game before the flag fell: it changes nothing. */
  if (hakem_dialog_show_game_over (GTK_WIDGET (self->apply_button), self->verdict_label,
                                   self->details_label, &self->ruling))
    {
      self->ruled = FALSE;
      return;
    }
  self->ruled = TRUE;
  g_autofree char *verdict = verdict_text (&self->fcase, &self->ruling);
  gtk_label_set_text (self->verdict_label, verdict);
  g_autoptr (GString) details = g_string_new (NULL);
  g_autofree char *arts = hakem_articles_text (self->ruling.articles, self->ruling.article_count);
  g_string_append (details, arts);
  if (self->ruling.result != CHESS_RESULT_NONE)
    {
      g_string_append_c (details, '\n');
      /* TRANSLATORS: %s is a result as PGN writes it: 1-0, 0-1 or 1/2-1/2 */
      g_string_append_printf (details, _ ("Result: %s"),
                              chess_result_to_string (self->ruling.result));
    }
  gtk_label_set_text (self->details_label, details->str);
  gtk_widget_set_sensitive (GTK_WIDGET (self->apply_button), TRUE);
}

static void
inputs_changed (HakemFlagDialog *self)
{
  update_ruling (self);
}

static void
apply_clicked (HakemFlagDialog *self)
{
  if (!self->ruled)
    return;
  const char *typed = gtk_editable_get_text (GTK_EDITABLE (self->note_entry));
  g_autofree char *note = g_strstrip (g_strdup (typed));
  hakem_session_apply_flag (hakem_dialog_session (self), &self->fcase, &self->ruling,
                            *note ? note : NULL);
  hakem_session_dialog_emit_applied (HAKEM_SESSION_DIALOG (self));
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
hakem_flag_dialog_dispose (GObject *object)
{
  HakemFlagDialog *self = HAKEM_FLAG_DIALOG (object);
  hakem_session_dialog_release (HAKEM_SESSION_DIALOG (self));
  gtk_widget_dispose_template (GTK_WIDGET (self), HAKEM_TYPE_FLAG_DIALOG);
  G_OBJECT_CLASS (hakem_flag_dialog_parent_class)->dispose (object);
}

/* What the clock shows, and whether the arbiter names the flag, once the searches are made. */
static void
hakem_flag_dialog_constructed (GObject *object)
{
  HakemFlagDialog *self = HAKEM_FLAG_DIALOG (object);
  G_OBJECT_CLASS (hakem_flag_dialog_parent_class)->constructed (object);
  gtk_widget_set_visible (self->pick_box, FALSE);
  if (!hakem_session_dialog_wait (HAKEM_SESSION_DIALOG (self), -1, show_inputs,
                                  GTK_WIDGET (self->apply_button), self->verdict_label,
                                  self->details_label))
    show_inputs (HAKEM_SESSION_DIALOG (self));
  hakem_name_mnemonic_buttons (GTK_WIDGET (self));
}

/* What the clock shows decides whether the arbiter names the flag; then the ruling. */
static void
show_inputs (HakemSessionDialog *dialog)
{
  HakemFlagDialog *self = HAKEM_FLAG_DIALOG (dialog);
  HakemSession *session = hakem_dialog_session (self);
  ChessFlagCase shown;
  ChessRuling r;
  ChessRulingError err = CHESS_RULING_OK;
  self->clock_shows
      = hakem_session_rule_flag (session, -1, CHESS_FLAG_SEEN_BY_ARBITER, TRUE, &shown, &r, &err)
        || err != CHESS_RULING_ERROR_NO_FLAG;
  if (self->clock_shows)
    {
      g_autofree char *text = shown_text (&shown);
      gtk_label_set_text (self->shown_label, text);
    }
  else
    gtk_label_set_text (self->shown_label, _ ("The clock shows no fallen flag. Whose flag fell?"));
  gtk_widget_set_visible (self->pick_box, !self->clock_shows);
  /* 8.5.3: the game reconciled from both scoresheets is the record; it shows the moves completed
   * (so 8.6 does not apply), and the flag rulings count them from it. */
  int completed[2];
  gboolean reconciled = hakem_session_reconciled_moves (session, completed);
  if (reconciled)
    gtk_check_button_set_active (self->unknown_moves_check, FALSE);
  gtk_widget_set_sensitive (GTK_WIDGET (self->unknown_moves_check), !reconciled);
  gtk_widget_set_visible (self->notice_box, hakem_dialog_partial_supervision_applies (session));
  update_ruling (self);
}

static void
hakem_flag_dialog_class_init (HakemFlagDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = hakem_flag_dialog_dispose;
  object_class->constructed = hakem_flag_dialog_constructed;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hakem/Hakem/hakem-flag-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, HakemFlagDialog, shown_label);
  gtk_widget_class_bind_template_child (widget_class, HakemFlagDialog, pick_box);
  gtk_widget_class_bind_template_child (widget_class, HakemFlagDialog, white_check);
  gtk_widget_class_bind_template_child (widget_class, HakemFlagDialog, black_check);
  gtk_widget_class_bind_template_child (widget_class, HakemFlagDialog, notice_box);
  gtk_widget_class_bind_template_child (widget_class, HakemFlagDialog, arbiter_check);
  gtk_widget_class_bind_template_child (widget_class, HakemFlagDialog, claimed_check);
  gtk_widget_class_bind_template_child (widget_class, HakemFlagDialog, unknown_moves_check);
  gtk_widget_class_bind_template_child (widget_class, HakemFlagDialog, counted_label);
  gtk_widget_class_bind_template_child (widget_class, HakemFlagDialog, note_entry);
  gtk_widget_class_bind_template_child (widget_class, HakemFlagDialog, verdict_label);
  gtk_widget_class_bind_template_child (widget_class, HakemFlagDialog, details_label);
  gtk_widget_class_bind_template_child (widget_class, HakemFlagDialog, apply_button);
  gtk_widget_class_bind_template_callback (widget_class, inputs_changed);
  gtk_widget_class_bind_template_callback (widget_class, apply_clicked);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
hakem_flag_dialog_init (HakemFlagDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  hakem_dialog_enter_applies (GTK_WINDOW (self), GTK_WIDGET (self->apply_button));
}

HakemFlagDialog *
hakem_flag_dialog_new (GtkWindow *parent, HakemSession *session)
{
  return g_object_new (HAKEM_TYPE_FLAG_DIALOG, "transient-for", parent, "session", session, NULL);
}

gboolean
hakem_flag_dialog_get_clock_shows_flag (HakemFlagDialog *self)
{
  g_return_val_if_fail (HAKEM_IS_FLAG_DIALOG (self), FALSE);
  return self->clock_shows;
}

const ChessRuling *
hakem_flag_dialog_get_ruling (HakemFlagDialog *self)
{
  g_return_val_if_fail (HAKEM_IS_FLAG_DIALOG (self), NULL);
  return self->ruled ? &self->ruling : NULL;
}

const ChessFlagCase *
hakem_flag_dialog_get_case (HakemFlagDialog *self)
{
  g_return_val_if_fail (HAKEM_IS_FLAG_DIALOG (self), NULL);
  return self->ruled ? &self->fcase : NULL;
}
