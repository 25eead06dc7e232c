/* hakem-claim-dialog.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Asks what is claimed, shows the rules core's ruling with its articles and evidence, and applies
 * it to the session when the arbiter confirms.
 */
#include "config.h"

#include "hakem-claim-dialog.h"

#include "hakem-claim-text.h"
#include "hakem-dialog-util.h"

#include <glib/gi18n.h>

#include "hakem-rules-text.h"

#include "chess-san.h"
#include "hakem-san-text.h"

struct _HakemClaimDialog
{
  HakemSessionDialog parent_instance;

  ChessRuling ruling;
  gboolean ruled;
  ChessMove intended;
  char *written; /* the intended move as the arbiter typed it */

  GtkLabel *claimant_label;
  GtkDropDown *kind_dropdown;
  GtkEntry *intended_entry;
  GtkButton *rule_button;
  GtkButton *apply_button;
  GtkLabel *verdict_label;
  GtkLabel *details_label;
};

G_DEFINE_FINAL_TYPE (HakemClaimDialog, hakem_claim_dialog, HAKEM_TYPE_SESSION_DIALOG)

enum
{
  SIGNAL_RULED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
show_error (HakemClaimDialog *self, const char *message)
{
  self->ruled = FALSE;
  hakem_dialog_show_error (GTK_WIDGET (self->apply_button), self->verdict_label,
                           self->details_label, message);
  gtk_window_set_default_widget (GTK_WINDOW (self), GTK_WIDGET (self->rule_button));
}

/* A ruling shown for other inputs is not the claim now made: it cannot be applied, and Enter
 * rules again. */
static void
inputs_changed (HakemClaimDialog *self)
{
  if (!self->ruled)
    return;
  show_error (self, _ ("The claim has changed: rule on it again."));
}

static void rule_clicked (HakemClaimDialog *self);

static void
searches_ready (HakemSessionDialog *dialog)
{
  rule_clicked (HAKEM_CLAIM_DIALOG (dialog));
}

static void
rule_clicked (HakemClaimDialog *self)
{
  /* Every claim asks first whether the game had ended in a dead position: decided on a worker
   * thread, and the claim ruled when the answer is in. */
  if (hakem_session_dialog_wait (HAKEM_SESSION_DIALOG (self), -1, searches_ready,
                                 GTK_WIDGET (self->apply_button), self->verdict_label,
                                 self->details_label))
    {
      self->ruled = FALSE;
      return;
    }
  const ChessGame *game = hakem_session_get_game (hakem_dialog_session (self));
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->intended_entry));
  self->intended = CHESS_MOVE_NONE;
  gboolean written_illegal = FALSE;
  g_free (self->written);
  self->written = g_strstrip (g_strdup (text));
  ChessSanLanguage lang = hakem_session_get_san_language (hakem_dialog_session (self));
  if (*self->written)
    {
      ChessSanReading r;
      ChessSanError err = chess_san_read (&game->current, self->written, lang, 0, &r);
      /* A move that is not legal is the claim's to rule on (9.5.3); a text that is no move is
       * asked again. */
      if (chess_san_error_is_illegal_move (err))
        written_illegal = TRUE;
      else if (err != CHESS_SAN_OK)
        {
          g_autofree char *why
              = hakem_san_error_message (&game->current, self->written, err, &r, lang);
          g_autofree char *msg = g_strdup_printf (_ ("The intended move cannot be read: %s"), why);
          show_error (self, msg);
          return;
        }
      else
        self->intended = r.move;
    }
  ChessClaimKind kind = gtk_drop_down_get_selected (self->kind_dropdown) == 1
                            ? CHESS_CLAIM_FIFTY
                            : CHESS_CLAIM_THREEFOLD;
  ChessRulingError err;
  if (!hakem_session_rule_claim_written (hakem_dialog_session (self), kind, self->intended,
                                         written_illegal, &self->ruling, &err))
    {
      show_error (self, _ ("No ruling is possible here."));
      return;
    }
  /* 5.1.1, 5.2, 9.6: nothing to rule on; the message says why, Apply stays off. */
  if (hakem_dialog_show_game_over (GTK_WIDGET (self->apply_button), self->verdict_label,
                                   self->details_label, &self->ruling))
    {
      self->ruled = FALSE;
      return;
    }
  self->ruled = TRUE;
  const ChessRuling *r = &self->ruling;
  if (r->verdict == CHESS_VERDICT_CORRECT)
    gtk_label_set_text (self->verdict_label,
                        _ ("The claim is correct: the game is drawn (Article 9.5.2)."));
  else
    {
      g_autofree char *amount = hakem_time_amount_text (r->adjust_seconds);
      /* TRANSLATORS: "…: Black gets two more minutes and the game goes on (Article 9.5.3)."; the
       * second %s is the amount, "two minutes" */
      g_autofree char *msg = g_strdup_printf (
          _ ("The claim is incorrect: %s gets %s more and the game goes on (Article 9.5.3)."),
          hakem_color_text (r->adjust_color), amount);
      gtk_label_set_text (self->verdict_label, msg);
    }

  g_autoptr (GString) details = g_string_new (NULL);
  g_autofree char *arts = hakem_articles_text (r->articles, r->article_count);
  g_string_append (details, arts);
  g_string_append_c (details, '\n');
  if (r->written_illegal)
    {
      g_autofree char *must
          = hakem_claim_written_illegal_text (self->written, hakem_color_text (game->current.side));
      g_string_append (details, must);
    }
  else
    {
      g_autofree char *evidence = hakem_claim_evidence_text (game, r, self->intended, lang);
      g_string_append (details, evidence);
    }
  if (r->must_play_intended)
    {
      g_autofree char *move = hakem_numbered_move_text (&game->current, self->intended, lang);
      g_string_append_c (details, '\n');
      g_string_append_printf (details,
                              _ ("The intended move %s must now be played (Article 9.5.3)."), move);
      /* It ends the game itself (a checkmate wins, 5.1.1). */
      if (r->ended_ply >= 0)
        g_string_append_printf (details, " %s", hakem_ending_text (r->ended_by));
    }
  gtk_label_set_text (self->details_label, details->str);
  gtk_widget_set_sensitive (GTK_WIDGET (self->apply_button), TRUE);
  /* The ruling is shown: Enter now applies it. */
  gtk_window_set_default_widget (GTK_WINDOW (self), GTK_WIDGET (self->apply_button));
  g_signal_emit (self, signals[SIGNAL_RULED], 0);
}

static void
apply_clicked (HakemClaimDialog *self)
{
  if (!self->ruled)
    return;
  hakem_session_apply_claim_written (hakem_dialog_session (self), &self->ruling, self->intended,
                                     self->written);
  hakem_session_dialog_emit_applied (HAKEM_SESSION_DIALOG (self));
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
hakem_claim_dialog_dispose (GObject *object)
{
  HakemClaimDialog *self = HAKEM_CLAIM_DIALOG (object);
  hakem_session_dialog_release (HAKEM_SESSION_DIALOG (self));
  g_clear_pointer (&self->written, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), HAKEM_TYPE_CLAIM_DIALOG);
  G_OBJECT_CLASS (hakem_claim_dialog_parent_class)->dispose (object);
}

/* The claimant is the player to move in the session's game. */
static void
hakem_claim_dialog_constructed (GObject *object)
{
  HakemClaimDialog *self = HAKEM_CLAIM_DIALOG (object);
  G_OBJECT_CLASS (hakem_claim_dialog_parent_class)->constructed (object);
  ChessColor side = hakem_session_get_game (hakem_dialog_session (self))->current.side;
  /* TRANSLATORS: %s is White or Black */
  g_autofree char *who = g_strdup_printf (
      _ ("The claimant is %s, the player having the move (Articles 9.2.1 and 9.3)."),
      hakem_color_text (side));
  gtk_label_set_text (self->claimant_label, who);
  /* 5.1.1, 5.2, 9.6: a game that had ended has no claim to rule on; say so at once. */
  ChessEnded ended;
  if (hakem_session_ended (hakem_dialog_session (self), &ended))
    {
      g_autofree char *over = hakem_game_over_text (ended.ending, ended.ply, ended.result);
      show_error (self, over);
    }
}

static void
hakem_claim_dialog_class_init (HakemClaimDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = hakem_claim_dialog_dispose;
  object_class->constructed = hakem_claim_dialog_constructed;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hakem/Hakem/hakem-claim-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, HakemClaimDialog, claimant_label);
  gtk_widget_class_bind_template_child (widget_class, HakemClaimDialog, kind_dropdown);
  gtk_widget_class_bind_template_child (widget_class, HakemClaimDialog, intended_entry);
  gtk_widget_class_bind_template_child (widget_class, HakemClaimDialog, rule_button);
  gtk_widget_class_bind_template_child (widget_class, HakemClaimDialog, apply_button);
  gtk_widget_class_bind_template_child (widget_class, HakemClaimDialog, verdict_label);
  gtk_widget_class_bind_template_child (widget_class, HakemClaimDialog, details_label);
  gtk_widget_class_bind_template_callback (widget_class, rule_clicked);
  gtk_widget_class_bind_template_callback (widget_class, inputs_changed);
  gtk_widget_class_bind_template_callback (widget_class, apply_clicked);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  /* A ruling is shown; hakem_claim_dialog_get_ruling() has it. */
  signals[SIGNAL_RULED] = g_signal_new ("ruled", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                        NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
hakem_claim_dialog_init (HakemClaimDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Enter rules on the claim first; once the ruling is shown, it applies it. */
  hakem_dialog_enter_applies (GTK_WINDOW (self), GTK_WIDGET (self->rule_button));
  hakem_name_mnemonic_buttons (GTK_WIDGET (self));
}

HakemClaimDialog *
hakem_claim_dialog_new (GtkWindow *parent, HakemSession *session)
{
  return g_object_new (HAKEM_TYPE_CLAIM_DIALOG, "transient-for", parent, "session", session, NULL);
}

const ChessRuling *
hakem_claim_dialog_get_ruling (HakemClaimDialog *self)
{
  g_return_val_if_fail (HAKEM_IS_CLAIM_DIALOG (self), NULL);
  return self->ruled ? &self->ruling : NULL;
}

void
hakem_claim_dialog_set_claim (HakemClaimDialog *self, ChessClaimKind kind, const char *intended)
{
  g_return_if_fail (HAKEM_IS_CLAIM_DIALOG (self));
  gtk_drop_down_set_selected (self->kind_dropdown, kind == CHESS_CLAIM_FIFTY ? 1 : 0);
  gtk_editable_set_text (GTK_EDITABLE (self->intended_entry), intended ? intended : "");
}

void
hakem_claim_dialog_rule (HakemClaimDialog *self)
{
  g_return_if_fail (HAKEM_IS_CLAIM_DIALOG (self));
  rule_clicked (self);
}

void
hakem_claim_dialog_apply (HakemClaimDialog *self)
{
  g_return_if_fail (HAKEM_IS_CLAIM_DIALOG (self));
  apply_clicked (self);
}
