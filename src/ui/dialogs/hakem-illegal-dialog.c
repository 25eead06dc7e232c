/* hakem-illegal-dialog.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Asks what irregularity of Article 7.5 happened and by whom, shows the session's ruling as the
 * inputs change, and carries it out when the arbiter applies it.
 */
#include "config.h"

#include "hakem-illegal-dialog.h"

#include "hakem-dialog-util.h"

#include <glib/gi18n.h>
#include <string.h>

#include "chess-movegen.h"
#include "chess-san.h"
#include "hakem-rules-text.h"

struct _HakemIllegalDialog
{
  HakemSessionDialog parent_instance;

  ChessIrregularityCase icase;
  ChessRuling ruling;
  gboolean ruled;
  GArray *moves;     /* ChessMove of each item of move_dropdown */
  gboolean building; /* the lists are being filled: no ruling on half-set inputs */
  int found_ply;     /* the "found-ply" property */

  GtkDropDown *kind_dropdown;
  GtkCheckButton *now_check;
  GtkCheckButton *later_check;
  GtkDropDown *ply_dropdown;
  GtkLabel *void_label;
  GtkWidget *move_label;
  GtkDropDown *move_dropdown;
  GtkCheckButton *opponent_moved_check;
  GtkCheckButton *both_kings_check; /* A.5.4 */
  GtkCheckButton *put_right_check;  /* A.5.4 */
  gboolean moved_from_record;       /* the box was ticked because the record shows the reply */
  GtkEntry *note_entry;
  GtkLabel *verdict_label;
  GtkLabel *details_label;
  GtkButton *apply_button;
};

G_DEFINE_FINAL_TYPE (HakemIllegalDialog, hakem_illegal_dialog, HAKEM_TYPE_SESSION_DIALOG)

enum
{
  SIGNAL_RULED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum
{
  PROP_0,
  PROP_FOUND_PLY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static gboolean
kind_needs_move (ChessIrregularity kind)
{
  return kind == CHESS_IRREGULARITY_NO_PROMOTION || kind == CHESS_IRREGULARITY_TWO_HANDS;
}

static ChessIrregularity
selected_kind (HakemIllegalDialog *self)
{
  guint k = gtk_drop_down_get_selected (self->kind_dropdown);
  return k <= CHESS_IRREGULARITY_TWO_HANDS ? (ChessIrregularity) k
                                           : CHESS_IRREGULARITY_ILLEGAL_MOVE;
}

/* The ply whose player committed the irregularity: -1 for the player to move now. */
static int
selected_ply (HakemIllegalDialog *self)
{
  const ChessGame *game = hakem_session_get_game (hakem_dialog_session (self));
  guint p = gtk_drop_down_get_selected (self->ply_dropdown);
  if (!gtk_check_button_get_active (self->later_check) || p == GTK_INVALID_LIST_POSITION
      || (int) p >= game->count)
    return -1;
  return (int) p;
}

static void
show_error (HakemIllegalDialog *self, const char *message)
{
  self->ruled = FALSE;
  hakem_dialog_show_error (GTK_WIDGET (self->apply_button), self->verdict_label,
                           self->details_label, message);
}

static const char *
error_text (ChessRulingError err)
{
  switch (err)
    {
    case CHESS_RULING_ERROR_PLY:
      return _ ("That move is not in the game.");
    case CHESS_RULING_ERROR_MOVE:
      return _ ("Choose the pawn's move to the last rank (Article 7.5.2).");
    case CHESS_RULING_ERROR_UNDETERMINED:
      return _ ("It could not be decided whether the opponent can still checkmate; rule on "
                "Article 7.5.5 by hand.");
    default:
      return _ ("No ruling is possible here.");
    }
}

static void
write_verdict (HakemIllegalDialog *self, ChessColor offender)
{
  const ChessRuling *r = &self->ruling;
  g_autofree char *verdict = NULL;
  gboolean illegal_position
      = self->icase.kind == CHESS_IRREGULARITY_NO_PROMOTION || self->icase.illegal_position;
  if (r->stands && illegal_position)
    verdict = g_strdup (_ ("The next move put the illegal position right: the game goes on "
                           "(Appendix A.5.4)."));
  else if (r->stands)
    verdict = g_strdup (_ ("The illegal move stands: the opponent had already made the next move "
                           "and nobody acted before (Appendix A.5.2). Nothing else changes."));
  else if (r->illegal_position_draw)
    verdict = g_strdup (_ ("An illegal position was still on the board after the next move was "
                           "completed: the game is drawn (Appendix A.5.4)."));
  else if (r->ended_ply >= 0)
    /* TRANSLATORS: %s is how the game ended, a sentence such as "Checkmate: the game is over
     * (Article 5.1.1)." */
    verdict = g_strdup_printf (_ ("The game had already ended before the irregularity. %s That "
                                  "result stands."),
                               hakem_ending_text (r->ended_by));
  else if (r->result == CHESS_RESULT_DRAW)
    /* TRANSLATORS: %s is White or Black, the player who completed the illegal move */
    verdict = g_strdup_printf (_ ("%s has completed a second illegal move, but the opponent cannot "
                                  "checkmate by any possible series of legal moves: the game is "
                                  "drawn (Article 7.5.5)."),
                               hakem_color_text (offender));
  else if (r->result != CHESS_RESULT_NONE)
    /* TRANSLATORS: %s is White or Black, the player who completed the illegal move */
    verdict = g_strdup_printf (_ ("%s has completed a second illegal move and loses the game "
                                  "(Article 7.5.5)."),
                               hakem_color_text (offender));
  else if (r->adjust_seconds > 0)
    {
      g_autofree char *amount = hakem_time_amount_text (r->adjust_seconds);
      /* TRANSLATORS: "… and Black gets two minutes more (Article 7.5.5)."; the second %s is the
       * amount, "two minutes" */
      verdict = g_strdup_printf (_ ("The position before the irregularity is reinstated and %s "
                                    "gets %s more (Article 7.5.5)."),
                                 hakem_color_text (r->adjust_color), amount);
    }
  else
    verdict = g_strdup (_ ("The position before the irregularity is reinstated and the game goes "
                           "on."));
  gtk_label_set_text (self->verdict_label, verdict);
}

static void
write_details (HakemIllegalDialog *self)
{
  const ChessRuling *r = &self->ruling;
  const ChessGame *game = hakem_session_get_game (hakem_dialog_session (self));
  g_autoptr (GString) details = g_string_new (NULL);
  g_autofree char *arts = hakem_articles_text (r->articles, r->article_count);
  g_string_append (details, arts);

  if (!r->stands && r->restore_ply >= 0 && r->restore_ply <= game->count)
    {
      g_string_append_c (details, '\n');
      if (r->restore_ply == 0)
        g_string_append (details, _ ("The start position is reinstated."));
      else
        {
          g_autofree char *last
              = hakem_move_text (game, r->restore_ply - 1,
                                 hakem_session_get_san_language (hakem_dialog_session (self)));
          /* TRANSLATORS: %s is a move with its number, "12.e4" */
          g_string_append_printf (details, _ ("The position after %s is reinstated."), last);
        }
      int dropped = game->count - r->restore_ply;
      if (dropped > 0)
        {
          g_autofree char *first = hakem_move_text (
              game, r->restore_ply, hakem_session_get_san_language (hakem_dialog_session (self)));
          g_string_append_c (details, ' ');
          /* TRANSLATORS: %d is a number of half-moves, %s the first of them, "12.e4" */
          g_string_append_printf (details,
                                  g_dngettext (GETTEXT_PACKAGE, "%d half-move is void, from %s on.",
                                               "%d half-moves are void, from %s on.", dropped),
                                  dropped, first);
        }
    }
  if (!r->stands && r->replacement != CHESS_MOVE_NONE && r->restore_ply >= 0)
    {
      ChessPosition pos;
      chess_game_position_at (game, MIN (r->restore_ply, game->count), &pos);
      char san[CHESS_SAN_MAX];
      chess_san_write (&pos, r->replacement,
                       hakem_session_get_san_language (hakem_dialog_session (self)), san,
                       sizeof san);
      g_string_append_c (details, '\n');
      /* TRANSLATORS: %s is a move in SAN, "e8=Q" */
      g_string_append_printf (details, _ ("Then %s is played in its place."), san);
    }
  if (r->result != CHESS_RESULT_NONE && r->ended_ply < 0)
    {
      g_string_append_c (details, '\n');
      /* TRANSLATORS: %s is a result as PGN writes it: 1-0, 0-1 or 1/2-1/2 */
      g_string_append_printf (details, _ ("Result: %s"), chess_result_to_string (r->result));
    }
  gtk_label_set_text (self->details_label, details->str);
}

/* How many recorded moves a ruling at this ply would make void, said beside the ply. */
static void
update_void_label (HakemIllegalDialog *self, int ply)
{
  const ChessGame *game = hakem_session_get_game (hakem_dialog_session (self));
  gboolean later = ply >= 0 && ply < game->count;
  gtk_widget_set_visible (GTK_WIDGET (self->void_label), later);
  if (!later)
    return;
  int dropped = game->count - ply;
  g_autofree char *first
      = hakem_move_text (game, ply, hakem_session_get_san_language (hakem_dialog_session (self)));
  /* TRANSLATORS: %d is a number of half-moves, %s the first of them, "12.e4" */
  g_autofree char *text = g_strdup_printf (
      g_dngettext (GETTEXT_PACKAGE, "%d half-move will be void, from %s on (Article 7.5.1).",
                   "%d half-moves will be void, from %s on (Article 7.5.1).", dropped),
      dropped, first);
  gtk_label_set_text (self->void_label, text);
}

static void update_ruling (HakemIllegalDialog *self);

static void
searches_ready (HakemSessionDialog *dialog)
{
  update_ruling (HAKEM_ILLEGAL_DIALOG (dialog));
}

static void
update_ruling (HakemIllegalDialog *self)
{
  if (self->building || !hakem_dialog_session (self))
    return;
  const ChessGame *game = hakem_session_get_game (hakem_dialog_session (self));
  ChessIrregularityCase c = { 0 };
  c.kind = selected_kind (self);
  c.ply = selected_ply (self);
  /* 7.5.5 and A.5.3 ask whether the opponent can still checkmate in the position of the
   * irregularity: decided on a worker thread first. */
  if (hakem_session_dialog_wait (HAKEM_SESSION_DIALOG (self), c.ply, searches_ready,
                                 GTK_WIDGET (self->apply_button), self->verdict_label,
                                 self->details_label))
    {
      self->ruled = FALSE;
      g_signal_emit (self, signals[SIGNAL_RULED], 0);
      return;
    }
  c.move = CHESS_MOVE_NONE;
  if (kind_needs_move (c.kind))
    {
      guint i = gtk_drop_down_get_selected (self->move_dropdown);
      if (i != GTK_INVALID_LIST_POSITION && i < self->moves->len)
        c.move = g_array_index (self->moves, ChessMove, i);
    }
  /* A.5.2: a record holding the opponent's next move shows that he has moved; the box then
   * says so and cannot be cleared. */
  gboolean recorded = c.ply >= 0 && c.ply + 2 <= game->count;
  if (recorded != self->moved_from_record)
    {
      self->building = TRUE;
      gtk_check_button_set_active (self->opponent_moved_check, recorded);
      self->building = FALSE;
      self->moved_from_record = recorded;
    }
  gtk_widget_set_sensitive (GTK_WIDGET (self->opponent_moved_check), !recorded);
  c.opponent_moved = gtk_widget_get_visible (GTK_WIDGET (self->opponent_moved_check))
                     && gtk_check_button_get_active (self->opponent_moved_check);
  /* A.5.4, once the opponent has moved: an illegal position left on the board (a pawn on the
   * last rank always; both kings in check after an illegal move), put right by that move or not. */
  gtk_widget_set_visible (GTK_WIDGET (self->both_kings_check),
                          c.opponent_moved && c.kind == CHESS_IRREGULARITY_ILLEGAL_MOVE);
  c.illegal_position = c.opponent_moved && c.kind == CHESS_IRREGULARITY_ILLEGAL_MOVE
                       && gtk_check_button_get_active (self->both_kings_check);
  gboolean illegal_position
      = c.illegal_position || (c.opponent_moved && c.kind == CHESS_IRREGULARITY_NO_PROMOTION);
  gtk_widget_set_visible (GTK_WIDGET (self->put_right_check), illegal_position);
  c.position_put_right = illegal_position && gtk_check_button_get_active (self->put_right_check);
  update_void_label (self, c.ply);

  ChessPosition at;
  chess_game_position_at (game, c.ply < 0 ? game->count : c.ply, &at);
  ChessColor offender = at.side;

  if (c.kind == CHESS_IRREGULARITY_NO_PROMOTION && c.move == CHESS_MOVE_NONE)
    {
      show_error (self, _ ("No pawn of the player can reach the last rank here (Article 7.5.2)."));
      return;
    }
  ChessRulingError err = CHESS_RULING_OK;
  if (!hakem_session_rule_irregularity (hakem_dialog_session (self), &c, &self->ruling, &err))
    {
      show_error (self, error_text (err));
      return;
    }
  /* 5.1.1, 5.2, 9.6 had ended the game: nothing to reinstate or penalise, nothing applied. */
  if (hakem_dialog_show_game_over (GTK_WIDGET (self->apply_button), self->verdict_label,
                                   self->details_label, &self->ruling))
    {
      self->ruled = FALSE;
      g_signal_emit (self, signals[SIGNAL_RULED], 0);
      return;
    }
  self->icase = c;
  self->ruled = TRUE;
  write_verdict (self, offender);
  write_details (self);
  gtk_widget_set_sensitive (GTK_WIDGET (self->apply_button), TRUE);
  g_signal_emit (self, signals[SIGNAL_RULED], 0);
}

/* The moves the player could have meant at this ply: for 7.5.2 the pawn moves to the last rank
 * (the piece they name does not matter: a queen is put), for 7.5.4 every legal move and "none". */
static void
fill_moves (HakemIllegalDialog *self)
{
  const ChessGame *game = hakem_session_get_game (hakem_dialog_session (self));
  ChessIrregularity kind = selected_kind (self);
  int ply = selected_ply (self);
  gtk_widget_set_visible (self->move_label, kind_needs_move (kind));
  gtk_widget_set_visible (GTK_WIDGET (self->move_dropdown), kind_needs_move (kind));

  self->building = TRUE;
  g_array_set_size (self->moves, 0);
  g_autoptr (GtkStringList) items = gtk_string_list_new (NULL);
  if (kind_needs_move (kind))
    {
      ChessPosition pos;
      chess_game_position_at (game, ply < 0 ? game->count : ply, &pos);
      ChessMoveList list;
      chess_movegen_legal (&pos, &list);
      if (kind == CHESS_IRREGULARITY_TWO_HANDS)
        {
          ChessMove none = CHESS_MOVE_NONE;
          g_array_append_val (self->moves, none);
          gtk_string_list_append (items, _ ("Not a legal move (Article 7.5.1 applies)"));
        }
      for (int i = 0; i < list.count; i++)
        {
          ChessMove m = list.moves[i];
          gboolean promotion = chess_move_kind (m) == CHESS_MOVE_PROMOTION;
          if (kind == CHESS_IRREGULARITY_NO_PROMOTION
              && (!promotion || chess_move_promotion (m) != CHESS_QUEEN))
            continue;
          char san[CHESS_SAN_MAX];
          chess_san_write (&pos, m, hakem_session_get_san_language (hakem_dialog_session (self)),
                           san, sizeof san);
          if (kind == CHESS_IRREGULARITY_NO_PROMOTION)
            {
              char *piece = strchr (san, '=');
              if (piece)
                *piece = '\0'; /* no piece was named: e8, not e8=Q */
            }
          g_array_append_val (self->moves, m);
          gtk_string_list_append (items, san);
        }
    }
  gtk_drop_down_set_model (self->move_dropdown, G_LIST_MODEL (items));

  /* Found later: the move the record holds there is the likeliest one. */
  guint pick = self->moves->len ? 0 : GTK_INVALID_LIST_POSITION;
  if (ply >= 0 && ply < game->count)
    for (guint i = 0; i < self->moves->len; i++)
      {
        ChessMove m = g_array_index (self->moves, ChessMove, i);
        ChessMove recorded = game->moves[ply].move;
        if (m == recorded
            || (kind == CHESS_IRREGULARITY_NO_PROMOTION
                && chess_move_from (m) == chess_move_from (recorded)
                && chess_move_to (m) == chess_move_to (recorded)))
          pick = i;
      }
  gtk_drop_down_set_selected (self->move_dropdown, pick);
  self->building = FALSE;
}

static void
inputs_changed (HakemIllegalDialog *self)
{
  if (self->building || !hakem_dialog_session (self))
    return;
  gtk_widget_set_sensitive (GTK_WIDGET (self->ply_dropdown),
                            gtk_check_button_get_active (self->later_check));
  fill_moves (self);
  update_ruling (self);
}

static void
move_changed (HakemIllegalDialog *self)
{
  update_ruling (self);
}

static void
apply_clicked (HakemIllegalDialog *self)
{
  if (!self->ruled)
    return;
  const char *typed = gtk_editable_get_text (GTK_EDITABLE (self->note_entry));
  g_autofree char *note = g_strstrip (g_strdup (typed));
  hakem_session_apply_irregularity (hakem_dialog_session (self), &self->icase, &self->ruling,
                                    *note ? note : NULL);
  hakem_session_dialog_emit_applied (HAKEM_SESSION_DIALOG (self));
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
hakem_illegal_dialog_dispose (GObject *object)
{
  HakemIllegalDialog *self = HAKEM_ILLEGAL_DIALOG (object);
  hakem_session_dialog_release (HAKEM_SESSION_DIALOG (self));
  gtk_widget_dispose_template (GTK_WIDGET (self), HAKEM_TYPE_ILLEGAL_DIALOG);
  G_OBJECT_CLASS (hakem_illegal_dialog_parent_class)->dispose (object);
}

static void
hakem_illegal_dialog_finalize (GObject *object)
{
  HakemIllegalDialog *self = HAKEM_ILLEGAL_DIALOG (object);
  g_array_unref (self->moves);
  G_OBJECT_CLASS (hakem_illegal_dialog_parent_class)->finalize (object);
}

/* The lists and choices of the session's game, the irregularity found at "found-ply". */
static void
hakem_illegal_dialog_constructed (GObject *object)
{
  HakemIllegalDialog *self = HAKEM_ILLEGAL_DIALOG (object);
  G_OBJECT_CLASS (hakem_illegal_dialog_parent_class)->constructed (object);
  HakemSession *session = hakem_session_dialog_get_session (HAKEM_SESSION_DIALOG (self));
  int found_ply = self->found_ply;
  const ChessGame *game = hakem_session_get_game (session);

  /* TRANSLATORS: %s is White or Black */
  g_autofree char *now = g_strdup_printf (_ ("Now, by %s, the player _to move"),
                                          hakem_color_text (game->current.side));
  gtk_check_button_set_label (self->now_check, now);

  g_autoptr (GtkStringList) plies = gtk_string_list_new (NULL);
  for (int p = 0; p < game->count; p++)
    {
      g_autofree char *caption
          = hakem_move_text (game, p, hakem_session_get_san_language (hakem_dialog_session (self)));
      gtk_string_list_append (plies, caption);
    }
  gtk_drop_down_set_model (self->ply_dropdown, G_LIST_MODEL (plies));
  gtk_widget_set_sensitive (GTK_WIDGET (self->later_check), game->count > 0);
  gboolean later = found_ply >= 0 && found_ply < game->count;
  guint last = game->count ? (guint) game->count - 1 : GTK_INVALID_LIST_POSITION;
  gtk_drop_down_set_selected (self->ply_dropdown, later ? (guint) found_ply : last);
  gtk_check_button_set_active (later ? self->later_check : self->now_check, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->opponent_moved_check),
                          hakem_dialog_partial_supervision_applies (session));
  self->building = FALSE;
  inputs_changed (self);
  hakem_name_mnemonic_buttons (GTK_WIDGET (self));
}

static void
hakem_illegal_dialog_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_FOUND_PLY:
      g_value_set_int (value, HAKEM_ILLEGAL_DIALOG (object)->found_ply);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hakem_illegal_dialog_set_property (GObject *object, guint prop_id, const GValue *value,
                                   GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_FOUND_PLY:
      HAKEM_ILLEGAL_DIALOG (object)->found_ply = g_value_get_int (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hakem_illegal_dialog_class_init (HakemIllegalDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = hakem_illegal_dialog_dispose;
  object_class->finalize = hakem_illegal_dialog_finalize;
  object_class->get_property = hakem_illegal_dialog_get_property;
  object_class->set_property = hakem_illegal_dialog_set_property;
  object_class->constructed = hakem_illegal_dialog_constructed;
  /* Where the irregularity was found later: the ply (the player having the move after that many
   * half-moves); -1, the player to move now. */
  properties[PROP_FOUND_PLY]
      = g_param_spec_int ("found-ply", NULL, NULL, -1, G_MAXINT, -1,
                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hakem/Hakem/hakem-illegal-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, HakemIllegalDialog, kind_dropdown);
  gtk_widget_class_bind_template_child (widget_class, HakemIllegalDialog, now_check);
  gtk_widget_class_bind_template_child (widget_class, HakemIllegalDialog, later_check);
  gtk_widget_class_bind_template_child (widget_class, HakemIllegalDialog, ply_dropdown);
  gtk_widget_class_bind_template_child (widget_class, HakemIllegalDialog, void_label);
  gtk_widget_class_bind_template_child (widget_class, HakemIllegalDialog, move_label);
  gtk_widget_class_bind_template_child (widget_class, HakemIllegalDialog, move_dropdown);
  gtk_widget_class_bind_template_child (widget_class, HakemIllegalDialog, opponent_moved_check);
  gtk_widget_class_bind_template_child (widget_class, HakemIllegalDialog, both_kings_check);
  gtk_widget_class_bind_template_child (widget_class, HakemIllegalDialog, put_right_check);
  gtk_widget_class_bind_template_child (widget_class, HakemIllegalDialog, note_entry);
  gtk_widget_class_bind_template_child (widget_class, HakemIllegalDialog, verdict_label);
  gtk_widget_class_bind_template_child (widget_class, HakemIllegalDialog, details_label);
  gtk_widget_class_bind_template_child (widget_class, HakemIllegalDialog, apply_button);
  gtk_widget_class_bind_template_callback (widget_class, inputs_changed);
  gtk_widget_class_bind_template_callback (widget_class, move_changed);
  gtk_widget_class_bind_template_callback (widget_class, apply_clicked);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  /* A ruling is shown; hakem_illegal_dialog_get_ruling() has it. */
  signals[SIGNAL_RULED] = g_signal_new ("ruled", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                        NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
hakem_illegal_dialog_init (HakemIllegalDialog *self)
{
  self->moves = g_array_new (FALSE, FALSE, sizeof (ChessMove));
  self->building = TRUE; /* until the session is known */
  self->found_ply = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  hakem_dialog_enter_applies (GTK_WINDOW (self), GTK_WIDGET (self->apply_button));
  g_autoptr (GtkExpression) expr
      = gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL, "string");
  gtk_drop_down_set_expression (self->move_dropdown, expr);
  gtk_drop_down_set_expression (self->ply_dropdown, expr);
  hakem_dialog_set_long_text_factories (self->kind_dropdown, 46);
}

HakemIllegalDialog *
hakem_illegal_dialog_new (GtkWindow *parent, HakemSession *session, int found_ply)
{
  return g_object_new (HAKEM_TYPE_ILLEGAL_DIALOG, "transient-for", parent, "session", session,
                       "found-ply", found_ply, NULL);
}

const ChessRuling *
hakem_illegal_dialog_get_ruling (HakemIllegalDialog *self)
{
  g_return_val_if_fail (HAKEM_IS_ILLEGAL_DIALOG (self), NULL);
  return self->ruled ? &self->ruling : NULL;
}

const ChessIrregularityCase *
hakem_illegal_dialog_get_case (HakemIllegalDialog *self)
{
  g_return_val_if_fail (HAKEM_IS_ILLEGAL_DIALOG (self), NULL);
  return self->ruled ? &self->icase : NULL;
}
