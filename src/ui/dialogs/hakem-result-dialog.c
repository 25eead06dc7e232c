/* hakem-result-dialog.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Asks how the game ended (a resignation, a draw by agreement, a player absent at the start, or
 * the arbiter's own result) and what each way needs, shows the ruling with its articles as the
 * inputs change and records it through the session.
 */
#include "config.h"

#include "hakem-result-dialog.h"

#include "hakem-dialog-util.h"

#include <glib/gi18n.h>

#include "hakem-rules-text.h"
#include <string.h>

/* The most a player can be late that the dialog reads: a day, as the regulations' default time. */
#define MAX_LATE_SECONDS 86400

struct _HakemResultDialog
{
  HakemSessionDialog parent_instance;

  HakemResultCase rcase;
  char *articles; /* the text rcase.articles points to */
  HakemResultRuling ruling;
  HakemResultError error;
  gboolean late_valid; /* the arrival time reads as a time */

  GtkCheckButton *white_resigns_check;
  GtkCheckButton *black_resigns_check;
  GtkCheckButton *agreement_check;
  GtkCheckButton *absent_check;
  GtkCheckButton *arbiter_check;
  GtkWidget *absent_grid;
  GtkCheckButton *absent_white_check;
  GtkCheckButton *absent_black_check;
  GtkEntry *late_entry;
  GtkCheckButton *never_check;
  GtkLabel *default_time_label;
  GtkCheckButton *play_on_check;
  GtkWidget *consent_box;
  GtkLabel *consent_label;
  GtkCheckButton *consent_check;
  GtkWidget *arbiter_grid;
  GtkDropDown *result_dropdown;
  GtkEntry *articles_entry;
  GtkEntry *note_entry;
  GtkLabel *verdict_label;
  GtkLabel *details_label;
  GtkButton *apply_button;
  gboolean waiting; /* for the searches the ruling makes (hakem_session_dialog_wait) */
};

G_DEFINE_FINAL_TYPE (HakemResultDialog, hakem_result_dialog, HAKEM_TYPE_SESSION_DIALOG)

/* The arbiter's result drop-down, in its order. */
static const ChessResult arbiter_results[] = {
  CHESS_RESULT_WHITE_WINS,
  CHESS_RESULT_BLACK_WINS,
  CHESS_RESULT_DRAW,
};

static HakemResultKind
selected_kind (HakemResultDialog *self, ChessColor *player)
{
  *player = CHESS_WHITE;
  if (gtk_check_button_get_active (self->black_resigns_check))
    {
      *player = CHESS_BLACK;
      return HAKEM_RESULT_RESIGNATION;
    }
  if (gtk_check_button_get_active (self->agreement_check))
    return HAKEM_RESULT_AGREEMENT;
  if (gtk_check_button_get_active (self->absent_check))
    {
      *player = gtk_check_button_get_active (self->absent_black_check) ? CHESS_BLACK : CHESS_WHITE;
      return HAKEM_RESULT_ABSENT;
    }
  if (gtk_check_button_get_active (self->arbiter_check))
    return HAKEM_RESULT_ARBITER;
  return HAKEM_RESULT_RESIGNATION;
}

static void
read_case (HakemResultDialog *self)
{
  HakemResultCase *c = &self->rcase;
  memset (c, 0, sizeof *c);
  c->kind = selected_kind (self, &c->player);
  c->consent = gtk_check_button_get_active (self->consent_check);
  c->play_on = gtk_check_button_get_active (self->play_on_check);
  c->late_seconds = -1;
  self->late_valid = TRUE;
  if (c->kind == HAKEM_RESULT_ABSENT && !gtk_check_button_get_active (self->never_check))
    {
      const char *late = gtk_editable_get_text (GTK_EDITABLE (self->late_entry));
      self->late_valid = hakem_duration_parse (late, MAX_LATE_SECONDS, &c->late_seconds);
    }
  guint i = gtk_drop_down_get_selected (self->result_dropdown);
  c->result = i < G_N_ELEMENTS (arbiter_results) ? arbiter_results[i] : CHESS_RESULT_NONE;
  g_free (self->articles);
  self->articles = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->articles_entry)));
  c->articles = self->articles;
}

static gboolean
note_given (HakemResultDialog *self)
{
  for (const char *p = gtk_editable_get_text (GTK_EDITABLE (self->note_entry)); *p; p++)
    if (!g_ascii_isspace (*p))
      return TRUE;
  return FALSE;
}

static void
update_apply (HakemResultDialog *self)
{
  gboolean ok = !self->waiting && self->late_valid && self->error == HAKEM_RESULT_OK
                && (self->rcase.kind != HAKEM_RESULT_ARBITER || note_given (self));
  gtk_widget_set_sensitive (GTK_WIDGET (self->apply_button), ok);
}

/* The facts behind the ruling, then its articles. */
static char *
details_text (HakemResultDialog *self)
{
  const HakemResultCase *c = &self->rcase;
  const HakemResultRuling *r = &self->ruling;
  g_autoptr (GString) out = g_string_new (NULL);
  if (self->error != HAKEM_RESULT_OK && self->error != HAKEM_RESULT_ERROR_CONSENT)
    return g_strdup ("");
  switch (c->kind)
    {
    case HAKEM_RESULT_RESIGNATION:
      if (r->opponent_can_mate == CHESS_MATE_YES)
        /* TRANSLATORS: 5.1.2; %s is White or Black */
        g_string_append_printf (out, _ ("%s can still checkmate by a series of legal moves."),
                                hakem_color_text (!c->player));
      else
        /* TRANSLATORS: 5.1.2; %s is White or Black */
        g_string_append_printf (out,
                                _ ("%s cannot checkmate by any possible series of legal "
                                   "moves."),
                                hakem_color_text (!c->player));
      break;
    case HAKEM_RESULT_AGREEMENT:
      if (r->draw_offer_move == 0)
        g_string_append (out, _ ("The event's regulations set no move before which a draw may "
                                 "not be agreed (Article 9.1.1)."));
      else if (!r->consent_needed)
        /* TRANSLATORS: 9.1.1; the move the regulations name, then the moves completed */
        g_string_append_printf (out,
                                g_dngettext (GETTEXT_PACKAGE,
                                             "The event's regulations allow draw agreements "
                                             "from move %d; %d move has been completed.",
                                             "The event's regulations allow draw agreements "
                                             "from move %d; %d moves have been completed.",
                                             r->moves_completed),
                                r->draw_offer_move, r->moves_completed);
      break;
    case HAKEM_RESULT_ABSENT:
      break;
    case HAKEM_RESULT_ARBITER:
    default:
      g_string_append (out, _ ("The note says why; it goes into the incident log with the "
                               "result."));
      break;
    }
  if (*r->articles)
    {
      g_auto (GStrv) list = g_strsplit (r->articles, " ", -1);
      g_autofree char *articles
          = hakem_articles_text ((const char *const *) list, (int) g_strv_length (list));
      if (out->len)
        g_string_append_c (out, '\n');
      g_string_append (out, articles);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static void update_ruling (HakemResultDialog *self);

static void
searches_ready (HakemSessionDialog *dialog)
{
  update_ruling (HAKEM_RESULT_DIALOG (dialog));
}

static void
update_ruling (HakemResultDialog *self)
{
  if (!hakem_dialog_session (self))
    return;
  /* 5.1.2 asks whether the opponent can still checkmate, and every result whether the game had
   * ended in a dead position: decided on a worker thread first. */
  self->waiting = hakem_session_dialog_wait (HAKEM_SESSION_DIALOG (self), -1, searches_ready,
                                             GTK_WIDGET (self->apply_button), self->verdict_label,
                                             self->details_label);
  if (self->waiting)
    return;
  read_case (self);
  const HakemResultCase *c = &self->rcase;
  hakem_session_rule_result (hakem_dialog_session (self), c, &self->ruling, &self->error);

  gboolean absent = c->kind == HAKEM_RESULT_ABSENT;
  gtk_widget_set_visible (self->absent_grid, absent);
  gtk_widget_set_sensitive (GTK_WIDGET (self->late_entry),
                            !gtk_check_button_get_active (self->never_check));
  gtk_widget_set_visible (GTK_WIDGET (self->play_on_check), absent && self->late_valid
                                                                && self->error == HAKEM_RESULT_OK
                                                                && self->ruling.late);
  g_autofree char *limit = hakem_duration_text (self->ruling.default_time);
  /* TRANSLATORS: 6.7.1; %s is a time in minutes:seconds, such as 0:00 or 15:00 */
  g_autofree char *limit_text = g_strdup_printf (_ ("Default time under the event's regulations: "
                                                    "%s (Article 6.7.1). A player who arrives "
                                                    "after it loses the game unless the arbiter "
                                                    "decides otherwise."),
                                                 limit);
  gtk_label_set_text (self->default_time_label, limit_text);

  gboolean consent = c->kind == HAKEM_RESULT_AGREEMENT && self->ruling.consent_needed;
  gtk_widget_set_visible (self->consent_box, consent);
  if (consent)
    {
      g_autofree char *why = hakem_result_error_text (HAKEM_RESULT_ERROR_CONSENT, c, &self->ruling);
      gtk_label_set_text (self->consent_label, why);
    }
  gboolean arbiter = c->kind == HAKEM_RESULT_ARBITER;
  gtk_widget_set_visible (self->arbiter_grid, arbiter);
  gtk_entry_set_placeholder_text (self->note_entry, arbiter
                                                        ? _ ("Required: why the arbiter decides so")
                                                        : _ ("For the incident log (optional)"));

  g_autofree char *verdict = NULL;
  if (absent && !self->late_valid)
    verdict = g_strdup (_ ("The time of arrival must be minutes:seconds after the start, such "
                           "as 5:00, or seconds."));
  else if (self->error == HAKEM_RESULT_ERROR_CONSENT)
    verdict = g_strdup (_ ("The draw can be recorded only with the arbiter's consent "
                           "(Article 9.1.1)."));
  else if (self->error != HAKEM_RESULT_OK)
    verdict = hakem_result_error_text (self->error, c, &self->ruling);
  else
    verdict = hakem_result_ruling_text (hakem_dialog_session (self), c, &self->ruling);
  gtk_label_set_text (self->verdict_label, verdict);
  g_autofree char *details = details_text (self);
  gtk_label_set_text (self->details_label, details);
  gtk_widget_set_visible (GTK_WIDGET (self->details_label), *details != '\0');
  update_apply (self);
}

static void
inputs_changed (HakemResultDialog *self)
{
  update_ruling (self);
}

/* A group's button going off comes with another going on: rule once, for the one going on. */
static void
kind_toggled (HakemResultDialog *self, GtkCheckButton *button)
{
  if (gtk_check_button_get_active (button))
    update_ruling (self);
}

static void
note_changed (HakemResultDialog *self)
{
  update_apply (self);
}

static void
apply_clicked (HakemResultDialog *self)
{
  update_ruling (self);
  if (!gtk_widget_get_sensitive (GTK_WIDGET (self->apply_button)))
    return;
  const char *note = gtk_editable_get_text (GTK_EDITABLE (self->note_entry));
  if (!hakem_session_apply_result (hakem_dialog_session (self), &self->rcase, note, &self->ruling,
                                   &self->error))
    {
      g_autofree char *why = hakem_result_error_text (self->error, &self->rcase, &self->ruling);
      gtk_label_set_text (self->verdict_label, why);
      gtk_widget_set_sensitive (GTK_WIDGET (self->apply_button), FALSE);
      return;
    }
  hakem_session_dialog_emit_applied (HAKEM_SESSION_DIALOG (self));
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
hakem_result_dialog_dispose (GObject *object)
{
  HakemResultDialog *self = HAKEM_RESULT_DIALOG (object);
  hakem_session_dialog_release (HAKEM_SESSION_DIALOG (self));
  g_clear_pointer (&self->articles, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), HAKEM_TYPE_RESULT_DIALOG);
  G_OBJECT_CLASS (hakem_result_dialog_parent_class)->dispose (object);
}

/* The choices the session's game allows. */
static void
hakem_result_dialog_constructed (GObject *object)
{
  HakemResultDialog *self = HAKEM_RESULT_DIALOG (object);
  G_OBJECT_CLASS (hakem_result_dialog_parent_class)->constructed (object);
  HakemSession *session = hakem_session_dialog_get_session (HAKEM_SESSION_DIALOG (self));
  /* A game that has ended can only take the arbiter's own result. */
  const ChessGame *game = hakem_session_get_game (session);
  if (game->result != CHESS_RESULT_NONE || game->auto_ending != CHESS_ENDING_NONE)
    gtk_check_button_set_active (self->arbiter_check, TRUE);
  update_ruling (self);
  hakem_name_mnemonic_buttons (GTK_WIDGET (self));
}

static void
hakem_result_dialog_class_init (HakemResultDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = hakem_result_dialog_dispose;
  object_class->constructed = hakem_result_dialog_constructed;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hakem/Hakem/hakem-result-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, HakemResultDialog, white_resigns_check);
  gtk_widget_class_bind_template_child (widget_class, HakemResultDialog, black_resigns_check);
  gtk_widget_class_bind_template_child (widget_class, HakemResultDialog, agreement_check);
  gtk_widget_class_bind_template_child (widget_class, HakemResultDialog, absent_check);
  gtk_widget_class_bind_template_child (widget_class, HakemResultDialog, arbiter_check);
  gtk_widget_class_bind_template_child (widget_class, HakemResultDialog, absent_grid);
  gtk_widget_class_bind_template_child (widget_class, HakemResultDialog, absent_white_check);
  gtk_widget_class_bind_template_child (widget_class, HakemResultDialog, absent_black_check);
  gtk_widget_class_bind_template_child (widget_class, HakemResultDialog, late_entry);
  gtk_widget_class_bind_template_child (widget_class, HakemResultDialog, never_check);
  gtk_widget_class_bind_template_child (widget_class, HakemResultDialog, default_time_label);
  gtk_widget_class_bind_template_child (widget_class, HakemResultDialog, play_on_check);
  gtk_widget_class_bind_template_child (widget_class, HakemResultDialog, consent_box);
  gtk_widget_class_bind_template_child (widget_class, HakemResultDialog, consent_label);
  gtk_widget_class_bind_template_child (widget_class, HakemResultDialog, consent_check);
  gtk_widget_class_bind_template_child (widget_class, HakemResultDialog, arbiter_grid);
  gtk_widget_class_bind_template_child (widget_class, HakemResultDialog, result_dropdown);
  gtk_widget_class_bind_template_child (widget_class, HakemResultDialog, articles_entry);
  gtk_widget_class_bind_template_child (widget_class, HakemResultDialog, note_entry);
  gtk_widget_class_bind_template_child (widget_class, HakemResultDialog, verdict_label);
  gtk_widget_class_bind_template_child (widget_class, HakemResultDialog, details_label);
  gtk_widget_class_bind_template_child (widget_class, HakemResultDialog, apply_button);
  gtk_widget_class_bind_template_callback (widget_class, inputs_changed);
  gtk_widget_class_bind_template_callback (widget_class, kind_toggled);
  gtk_widget_class_bind_template_callback (widget_class, note_changed);
  gtk_widget_class_bind_template_callback (widget_class, apply_clicked);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
hakem_result_dialog_init (HakemResultDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  hakem_dialog_enter_applies (GTK_WINDOW (self), GTK_WIDGET (self->apply_button));
  gtk_drop_down_set_selected (self->result_dropdown, G_N_ELEMENTS (arbiter_results) - 1);
}

HakemResultDialog *
hakem_result_dialog_new (GtkWindow *parent, HakemSession *session)
{
  return g_object_new (HAKEM_TYPE_RESULT_DIALOG, "transient-for", parent, "session", session, NULL);
}

const HakemResultCase *
hakem_result_dialog_get_case (HakemResultDialog *self)
{
  g_return_val_if_fail (HAKEM_IS_RESULT_DIALOG (self), NULL);
  return &self->rcase;
}

const HakemResultRuling *
hakem_result_dialog_get_ruling (HakemResultDialog *self)
{
  g_return_val_if_fail (HAKEM_IS_RESULT_DIALOG (self), NULL);
  return self->error == HAKEM_RESULT_OK && self->late_valid ? &self->ruling : NULL;
}
