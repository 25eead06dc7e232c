/* hakem-penalty-dialog.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Asks what prompted a penalty, who is penalised and which of 12.9.1 to 12.9.9 is given; shows
 * its effect on clocks and scores as the inputs change, refuses what 10.2 forbids, and applies it.
 */
#include "config.h"

#include "hakem-penalty-dialog.h"

#include "hakem-dialog-util.h"

#include <glib/gi18n.h>

#include "hakem-rules-text.h"
#include <string.h>

struct _HakemPenaltyDialog
{
  HakemSessionDialog parent_instance;

  ChessPenalty penalty;
  ChessPenaltyEffect effect;
  gboolean allowed; /* the effect was computed and 10.2 allows it */
  GtkCheckButton *kind_checks[CHESS_PENALTY_COUNT];

  GtkDropDown *occasion_dropdown;
  GtkLabel *proposal_label;
  GtkCheckButton *white_check;
  GtkCheckButton *black_check;
  GtkBox *kind_box;
  GtkWidget *seconds_label;
  GtkSpinButton *seconds_spin;
  GtkWidget *offender_score_label;
  GtkDropDown *offender_score_dropdown;
  GtkWidget *opponent_score_label;
  GtkDropDown *opponent_score_dropdown;
  GtkWidget *rounds_label;
  GtkSpinButton *rounds_spin;
  GtkEntry *note_entry;
  GtkLabel *verdict_label;
  GtkLabel *details_label;
  GtkButton *apply_button;
  /* How the game had ended by itself (5.1.1, 5.2, 9.6), read when the dialog opened. */
  ChessEnded ended;
};

G_DEFINE_FINAL_TYPE (HakemPenaltyDialog, hakem_penalty_dialog, HAKEM_TYPE_SESSION_DIALOG)

/* The rules core's descriptions are English and for the program itself: these are the ones the
 * arbiter reads, each in the words of its article (2023 numbering). */
static const struct
{
  const char *article;
  const char *about;
} occasion_texts[] = {
  { "6.2.4", N_ ("handling the clock improperly: pressing it forcibly, picking it up, pressing it "
                 "before moving or knocking it over") },
  { "6.11.4", N_ ("stopping the clock to seek the arbiter's help without a valid reason") },
  { "7.4.3", N_ ("displacing the pieces") },
  { "11.1", N_ ("bringing the game of chess into disrepute") },
  { "11.2.3", N_ ("leaving the playing venue, or the playing area while having the move, without "
                  "the arbiter's permission") },
  { "11.3.1", N_ ("notes, sources of information or advice, or analysis on another chessboard") },
  { "11.3.2.1", N_ ("an electronic device in the playing venue but not on the player's person: in "
                    "a bag not completely switched off, or the bag used without permission") },
  { "11.3.2.2", N_ ("an electronic device on the player's person in the playing venue") },
  { "11.3.3", N_ ("refusing to allow the arbiter's inspection of clothes, bags or body") },
  { "11.3.4", N_ ("smoking outside the section of the venue the arbiter designated") },
  { "11.4", N_ ("a player who has finished the game not behaving as a spectator") },
  { "11.5", N_ ("distracting or annoying the opponent: unreasonable claims or draw offers, a "
                "source of noise") },
  { "11.7", N_ ("persistently refusing to comply with the Laws of Chess") },
  { "11.8", N_ ("both players persistently refusing to comply with the Laws of Chess") },
  { "12.8", N_ ("a player using a mobile phone or another communication device in the playing "
                "venue without the arbiter's permission") },
};

/* The 12.9 options as the dialog lists them, with a mnemonic each. */
static const char *const kind_labels[CHESS_PENALTY_COUNT] = {
  N_ ("Warnin_g (Article 12.9.1)"),
  N_ ("_Increasing the opponent's remaining time (Article 12.9.2)"),
  N_ ("_Reducing the offender's remaining time (Article 12.9.3)"),
  N_ ("Increasing the opponent's points to the _maximum (Article 12.9.4)"),
  N_ ("Reducing the offender's _points (Article 12.9.5)"),
  N_ ("Declaring the game _lost by the offender (Article 12.9.6)"),
  N_ ("A _fine announced in advance (Article 12.9.7)"),
  N_ ("E_xclusion from one or more rounds (Article 12.9.8)"),
  N_ ("Expulsion from the compe_tition (Article 12.9.9)"),
};

const char *
hakem_penalty_occasion_text (const char *article)
{
  for (gsize i = 0; article && i < G_N_ELEMENTS (occasion_texts); i++)
    if (g_str_equal (occasion_texts[i].article, article))
      return _ (occasion_texts[i].about);
  return NULL;
}

static ChessPenaltyKind
selected_kind (HakemPenaltyDialog *self)
{
  for (int k = 0; k < CHESS_PENALTY_COUNT; k++)
    if (gtk_check_button_get_active (self->kind_checks[k]))
      return (ChessPenaltyKind) k;
  return CHESS_PENALTY_WARNING;
}

static const ChessPenaltyOccasion *
selected_occasion_of (HakemPenaltyDialog *self)
{
  guint i = gtk_drop_down_get_selected (self->occasion_dropdown);
  if (i == GTK_INVALID_LIST_POSITION || (int) i >= chess_penalty_occasion_count ())
    return NULL;
  return chess_penalty_occasion ((int) i);
}

static const char *
selected_occasion (HakemPenaltyDialog *self)
{
  const ChessPenaltyOccasion *o = selected_occasion_of (self);
  return o ? o->article : NULL;
}

/* What the Laws say about the penalty for this occasion, and that the proposal can be changed. */
static char *
proposal_text (const ChessPenaltyOccasion *o)
{
  if (!o)
    return g_strdup ("");
  if (!o->prescribed)
    /* TRANSLATORS: %s is the article that sends the arbiter to 12.9, such as 11.6 */
    return g_strdup_printf (_ ("Article %s leaves the penalty to the arbiter (Article 12.9): the "
                               "mildest, a warning, is proposed."),
                            o->source);
  /* TRANSLATORS: %s is the article that prescribes the penalty, such as 11.3.2.2 */
  g_autofree char *text
      = g_strdup_printf (_ ("Proposed: the penalty Article %s prescribes."), o->source);
  if (o->regulations_may_soften)
    return g_strconcat (text, " ", _ ("The event's regulations may set a milder one."), NULL);
  return g_steal_pointer (&text);
}

static char *
verdict_text (const ChessPenalty *p)
{
  const char *offender = hakem_color_text (p->offender);
  const char *opponent = hakem_color_text (!p->offender);
  g_autofree char *amount = p->seconds > 0 ? hakem_time_amount_text (p->seconds) : g_strdup ("");
  switch (p->kind)
    {
    case CHESS_PENALTY_WARNING:
      /* TRANSLATORS: %s is White or Black, the offender */
      return g_strdup_printf (_ ("%s is warned (Article 12.9.1)."), offender);
    case CHESS_PENALTY_OPPONENT_TIME:
      /* TRANSLATORS: the offender's opponent (White or Black), then the amount, "two minutes" */
      return g_strdup_printf (_ ("%s gets %s more (Article 12.9.2)."), opponent, amount);
    case CHESS_PENALTY_OFFENDER_TIME:
      /* TRANSLATORS: the offender (White or Black), then the amount, "two minutes" */
      return g_strdup_printf (_ ("%s loses %s of remaining time (Article 12.9.3)."), offender,
                              amount);
    case CHESS_PENALTY_OPPONENT_POINTS:
      /* TRANSLATORS: %s is White or Black, the offender's opponent */
      return g_strdup_printf (_ ("%s's points from this game are raised to the maximum "
                                 "(Article 12.9.4)."),
                              opponent);
    case CHESS_PENALTY_OFFENDER_POINTS:
      /* TRANSLATORS: %s is White or Black, then a score: 0 or ½ */
      return g_strdup_printf (_ ("%s's points from this game are lowered to %s (Article 12.9.5)."),
                              offender, hakem_score_text (p->offender_score));
    case CHESS_PENALTY_LOSS:
      /* TRANSLATORS: the offender, the opponent and the opponent's score (0, ½ or 1) */
      return g_strdup_printf (_ ("%s loses the game; %s scores %s (Article 12.9.6)."), offender,
                              opponent, hakem_score_text (p->opponent_score));
    case CHESS_PENALTY_FINE:
      /* TRANSLATORS: %s is White or Black, the offender */
      return g_strdup_printf (_ ("%s is fined as announced in advance (Article 12.9.7)."),
                              offender);
    case CHESS_PENALTY_EXCLUSION:
      /* TRANSLATORS: %s is White or Black, %d a number of rounds */
      return g_strdup_printf (
          g_dngettext (GETTEXT_PACKAGE, "%s is excluded from %d round (Article 12.9.8).",
                       "%s is excluded from %d rounds (Article 12.9.8).", p->rounds),
          offender, p->rounds);
    case CHESS_PENALTY_EXPULSION:
    default:
      /* TRANSLATORS: %s is White or Black, the offender */
      return g_strdup_printf (_ ("%s is expelled from the competition (Article 12.9.9)."),
                              offender);
    }
}

static void
append_effect (GString *out, const ChessPenaltyEffect *e)
{
  gboolean any = FALSE;
  for (ChessColor c = CHESS_WHITE; c <= CHESS_BLACK; c++)
    {
      if (!e->clock_delta[c])
        continue;
      g_autofree char *amount = hakem_time_amount_text (e->clock_delta[c]);
      if (e->clock_delta[c] > 0)
        /* TRANSLATORS: "Black's clock: two minutes more." */
        g_string_append_printf (out, _ ("%s's clock: %s more."), hakem_color_text (c), amount);
      else
        /* TRANSLATORS: "White's clock: one minute less." */
        g_string_append_printf (out, _ ("%s's clock: %s less."), hakem_color_text (c), amount);
      g_string_append_c (out, '\n');
      any = TRUE;
    }
  if (e->score[CHESS_WHITE] != CHESS_SCORE_UNSET || e->score[CHESS_BLACK] != CHESS_SCORE_UNSET)
    {
      /* TRANSLATORS: the scores after the penalty: "Scores: White 0, Black ½." */
      g_string_append_printf (out, _ ("Scores: White %s, Black %s."),
                              hakem_score_text (e->score[CHESS_WHITE]),
                              hakem_score_text (e->score[CHESS_BLACK]));
      g_string_append_c (out, '\n');
      any = TRUE;
    }
  if (e->game_ends)
    {
      g_string_append (out, _ ("The game ends."));
      g_string_append_c (out, '\n');
      any = TRUE;
    }
  if (!any)
    {
      g_string_append (out, _ ("Nothing changes on this game's clocks or scores; the penalty goes "
                               "into the incident log."));
      g_string_append_c (out, '\n');
    }
  g_autofree char *articles = hakem_articles_text (e->articles, e->article_count);
  g_string_append (out, articles);
}

static char *
refusal_text (ChessPenaltyError err, const ChessPenaltyEffect *e)
{
  switch (err)
    {
    case CHESS_PENALTY_ERROR_SECONDS:
      return g_strdup (_ ("Refused: a time penalty needs a number of seconds above zero."));
    case CHESS_PENALTY_ERROR_ROUNDS:
      return g_strdup (_ ("Refused: an exclusion needs a number of rounds above zero."));
    case CHESS_PENALTY_ERROR_NOT_LOWER:
      return g_strdup (_ ("Refused: only points the offender has can be reduced; the game has no "
                          "score yet, or the new score is not lower (Article 12.9.5)."));
    case CHESS_PENALTY_ERROR_KIND:
      return g_strdup (_ ("No penalty is possible here."));
    case CHESS_PENALTY_ERROR_GAME_OVER:
      return g_strdup (_ ("Refused: the game had already ended and its result stands; a penalty "
                          "on the clock or on the game's score cannot change it. A warning, a "
                          "fine, an exclusion or an expulsion may still be given (Article "
                          "12.9)."));
    case CHESS_PENALTY_ERROR_SCORE:
    default:
      if (e->score_error == CHESS_SCORE_ERROR_NOT_NORMAL)
        return g_strdup (_ ("Refused: a player's score for a game can only be 0, ½ or 1 point "
                            "(Article 10.2)."));
      /* TRANSLATORS: the scores the penalty would give: "… (White ½, Black 1)." */
      return g_strdup_printf (_ ("Refused: together the scores would be more than the one point "
                                 "a game is worth (Article 10.2): White %s, Black %s."),
                              hakem_score_text (e->score[CHESS_WHITE]),
                              hakem_score_text (e->score[CHESS_BLACK]));
    }
}

static void
update_effect (HakemPenaltyDialog *self)
{
  if (!hakem_dialog_session (self))
    return;
  ChessPenalty *p = &self->penalty;
  memset (p, 0, sizeof *p);
  p->kind = selected_kind (self);
  p->offender = gtk_check_button_get_active (self->black_check) ? CHESS_BLACK : CHESS_WHITE;
  p->seconds = gtk_spin_button_get_value_as_int (self->seconds_spin);
  p->rounds = gtk_spin_button_get_value_as_int (self->rounds_spin);
  p->offender_score = CHESS_SCORE_UNSET;
  p->opponent_score = CHESS_SCORE_UNSET;
  if (p->kind == CHESS_PENALTY_OFFENDER_POINTS)
    p->offender_score = (int) gtk_drop_down_get_selected (self->offender_score_dropdown);
  if (p->kind == CHESS_PENALTY_LOSS)
    {
      p->offender_score = CHESS_SCORE_LOSS;
      p->opponent_score = (int) gtk_drop_down_get_selected (self->opponent_score_dropdown);
    }

  gboolean time = p->kind == CHESS_PENALTY_OPPONENT_TIME || p->kind == CHESS_PENALTY_OFFENDER_TIME;
  gtk_widget_set_visible (self->seconds_label, time);
  gtk_widget_set_visible (GTK_WIDGET (self->seconds_spin), time);
  gboolean lowered = p->kind == CHESS_PENALTY_OFFENDER_POINTS;
  gtk_widget_set_visible (self->offender_score_label, lowered);
  gtk_widget_set_visible (GTK_WIDGET (self->offender_score_dropdown), lowered);
  gboolean loss = p->kind == CHESS_PENALTY_LOSS;
  gtk_widget_set_visible (self->opponent_score_label, loss);
  gtk_widget_set_visible (GTK_WIDGET (self->opponent_score_dropdown), loss);
  gboolean rounds = p->kind == CHESS_PENALTY_EXCLUSION;
  gtk_widget_set_visible (self->rounds_label, rounds);
  gtk_widget_set_visible (GTK_WIDGET (self->rounds_spin), rounds);

  int current[2];
  hakem_session_get_scores (hakem_dialog_session (self), current);
  memset (&self->effect, 0, sizeof self->effect);
  ChessPenaltyError err = chess_penalty_apply (p, current, &self->effect);
  gboolean ended = self->ended.ending != CHESS_ENDING_NONE;
  if (err == CHESS_PENALTY_OK && ended)
    err = chess_penalty_after_ending (p);
  g_autofree char *over
      = ended ? hakem_game_over_text (self->ended.ending, self->ended.ply, self->ended.result)
              : NULL;
  self->allowed = err == CHESS_PENALTY_OK;
  gtk_widget_set_sensitive (GTK_WIDGET (self->apply_button), self->allowed);
  if (!self->allowed)
    {
      g_autofree char *why = refusal_text (err, &self->effect);
      gtk_label_set_text (self->verdict_label, why);
      g_autofree char *details
          = g_strdup_printf ("%s%s%s", over ? over : "", over ? "\n" : "",
                             _ ("Choose another penalty or other scores; nothing is applied."));
      gtk_label_set_text (self->details_label, details);
      gtk_widget_add_css_class (GTK_WIDGET (self->verdict_label), "error");
      return;
    }
  gtk_widget_remove_css_class (GTK_WIDGET (self->verdict_label), "error");
  g_autofree char *verdict = verdict_text (p);
  gtk_label_set_text (self->verdict_label, verdict);
  g_autoptr (GString) details = g_string_new (NULL);
  if (over)
    g_string_append_printf (details, "%s\n", over);
  append_effect (details, &self->effect);
  gtk_label_set_text (self->details_label, details->str);
}

static void
inputs_changed (HakemPenaltyDialog *self)
{
  update_effect (self);
}

/* Each occasion proposes its penalty (chess_penalty_propose); the arbiter may change it after. */
static void
occasion_changed (HakemPenaltyDialog *self)
{
  const ChessPenaltyOccasion *o = selected_occasion_of (self);
  ChessPenalty proposal;
  chess_penalty_propose (o, CHESS_WHITE, &proposal);
  if (proposal.opponent_score != CHESS_SCORE_UNSET)
    gtk_drop_down_set_selected (self->opponent_score_dropdown, (guint) proposal.opponent_score);
  if (self->kind_checks[proposal.kind])
    gtk_check_button_set_active (self->kind_checks[proposal.kind], TRUE);
  g_autofree char *text = proposal_text (o);
  gtk_label_set_text (self->proposal_label, text);
  update_effect (self);
}

static void
apply_clicked (HakemPenaltyDialog *self)
{
  update_effect (self);
  if (!self->allowed)
    return;
  const char *typed = gtk_editable_get_text (GTK_EDITABLE (self->note_entry));
  g_autofree char *note = g_strstrip (g_strdup (typed));
  ChessPenaltyEffect done;
  if (!hakem_session_apply_penalty (hakem_dialog_session (self), &self->penalty,
                                    selected_occasion (self), *note ? note : NULL, &done))
    {
      /* The scores changed since the effect was shown: say why it is refused now. */
      int current[2];
      hakem_session_get_scores (hakem_dialog_session (self), current);
      g_autofree char *why
          = refusal_text (chess_penalty_apply (&self->penalty, current, &done), &done);
      gtk_label_set_text (self->verdict_label, why);
      gtk_widget_set_sensitive (GTK_WIDGET (self->apply_button), FALSE);
      return;
    }
  hakem_session_dialog_emit_applied (HAKEM_SESSION_DIALOG (self));
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
fill_occasions (HakemPenaltyDialog *self)
{
  hakem_dialog_set_long_text_factories (self->occasion_dropdown, 50);

  g_autoptr (GtkStringList) items = gtk_string_list_new (NULL);
  int n = chess_penalty_occasion_count ();
  for (int i = 0; i < n; i++)
    {
      const char *article = chess_penalty_occasion (i)->article;
      const char *about = hakem_penalty_occasion_text (article);
      g_autofree char *text = NULL;
      if (about)
        /* TRANSLATORS: an article number and what it is about: "Article 11.5: distracting …" */
        text = g_strdup_printf (_ ("Article %s: %s"), article, about);
      else
        text = g_strdup_printf (_ ("Article %s"), article);
      gtk_string_list_append (items, text);
    }
  gtk_drop_down_set_model (self->occasion_dropdown, G_LIST_MODEL (items));
  if (n > 0)
    gtk_drop_down_set_selected (self->occasion_dropdown, 0);
}

static void
add_kind_checks (HakemPenaltyDialog *self)
{
  for (int k = 0; k < CHESS_PENALTY_COUNT; k++)
    {
      GtkWidget *check = gtk_check_button_new_with_mnemonic (_ (kind_labels[k]));
      const char *article = chess_penalty_article ((ChessPenaltyKind) k);
      g_autofree char *name = g_strdup_printf ("kind-%s", article);
      gtk_widget_set_name (check, name);
      if (k > 0)
        gtk_check_button_set_group (GTK_CHECK_BUTTON (check), self->kind_checks[0]);
      g_signal_connect_swapped (check, "toggled", G_CALLBACK (inputs_changed), self);
      gtk_box_append (self->kind_box, check);
      self->kind_checks[k] = GTK_CHECK_BUTTON (check);
    }
  gtk_check_button_set_active (self->kind_checks[CHESS_PENALTY_WARNING], TRUE);
}

static void
hakem_penalty_dialog_dispose (GObject *object)
{
  HakemPenaltyDialog *self = HAKEM_PENALTY_DIALOG (object);
  hakem_session_dialog_release (HAKEM_SESSION_DIALOG (self));
  gtk_widget_dispose_template (GTK_WIDGET (self), HAKEM_TYPE_PENALTY_DIALOG);
  G_OBJECT_CLASS (hakem_penalty_dialog_parent_class)->dispose (object);
}

/* The controls set for the session's regulations. */
static void
hakem_penalty_dialog_constructed (GObject *object)
{
  HakemPenaltyDialog *self = HAKEM_PENALTY_DIALOG (object);
  G_OBJECT_CLASS (hakem_penalty_dialog_parent_class)->constructed (object);
  HakemSession *session = hakem_session_dialog_get_session (HAKEM_SESSION_DIALOG (self));
  hakem_session_ended (session, &self->ended);
  /* The irregularities' own penalty (7.5.5, A.3) is the usual measure of a 12.9.2 time award. */
  const HakemRegulations *regs = hakem_session_get_regulations (session);
  int seconds
      = regs && regs->illegal_move_penalty.value > 0 ? regs->illegal_move_penalty.value : 120;
  gtk_spin_button_set_value (self->seconds_spin, seconds);
  update_effect (self);
  hakem_name_mnemonic_buttons (GTK_WIDGET (self));
}

static void
hakem_penalty_dialog_class_init (HakemPenaltyDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = hakem_penalty_dialog_dispose;
  object_class->constructed = hakem_penalty_dialog_constructed;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hakem/Hakem/hakem-penalty-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, HakemPenaltyDialog, occasion_dropdown);
  gtk_widget_class_bind_template_child (widget_class, HakemPenaltyDialog, proposal_label);
  gtk_widget_class_bind_template_child (widget_class, HakemPenaltyDialog, white_check);
  gtk_widget_class_bind_template_child (widget_class, HakemPenaltyDialog, black_check);
  gtk_widget_class_bind_template_child (widget_class, HakemPenaltyDialog, kind_box);
  gtk_widget_class_bind_template_child (widget_class, HakemPenaltyDialog, seconds_label);
  gtk_widget_class_bind_template_child (widget_class, HakemPenaltyDialog, seconds_spin);
  gtk_widget_class_bind_template_child (widget_class, HakemPenaltyDialog, offender_score_label);
  gtk_widget_class_bind_template_child (widget_class, HakemPenaltyDialog, offender_score_dropdown);
  gtk_widget_class_bind_template_child (widget_class, HakemPenaltyDialog, opponent_score_label);
  gtk_widget_class_bind_template_child (widget_class, HakemPenaltyDialog, opponent_score_dropdown);
  gtk_widget_class_bind_template_child (widget_class, HakemPenaltyDialog, rounds_label);
  gtk_widget_class_bind_template_child (widget_class, HakemPenaltyDialog, rounds_spin);
  gtk_widget_class_bind_template_child (widget_class, HakemPenaltyDialog, note_entry);
  gtk_widget_class_bind_template_child (widget_class, HakemPenaltyDialog, verdict_label);
  gtk_widget_class_bind_template_child (widget_class, HakemPenaltyDialog, details_label);
  gtk_widget_class_bind_template_child (widget_class, HakemPenaltyDialog, apply_button);
  gtk_widget_class_bind_template_callback (widget_class, inputs_changed);
  gtk_widget_class_bind_template_callback (widget_class, occasion_changed);
  gtk_widget_class_bind_template_callback (widget_class, apply_clicked);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
hakem_penalty_dialog_init (HakemPenaltyDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  add_kind_checks (self);
  fill_occasions (self);
  occasion_changed (self);
  hakem_dialog_enter_applies (GTK_WINDOW (self), GTK_WIDGET (self->apply_button));
}

HakemPenaltyDialog *
hakem_penalty_dialog_new (GtkWindow *parent, HakemSession *session)
{
  return g_object_new (HAKEM_TYPE_PENALTY_DIALOG, "transient-for", parent, "session", session,
                       NULL);
}

const ChessPenalty *
hakem_penalty_dialog_get_penalty (HakemPenaltyDialog *self)
{
  g_return_val_if_fail (HAKEM_IS_PENALTY_DIALOG (self), NULL);
  return &self->penalty;
}

const ChessPenaltyEffect *
hakem_penalty_dialog_get_effect (HakemPenaltyDialog *self)
{
  g_return_val_if_fail (HAKEM_IS_PENALTY_DIALOG (self), NULL);
  return self->allowed ? &self->effect : NULL;
}
