/* hakem-round-cell.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A board of the round view, redrawn from its HakemRoundBoard whenever the feed changes it.
 */
#include "config.h"

#include "hakem-round-cell.h"

#include <glib/gi18n.h>

#include "chess-clock-text.h"
#include "hakem-board-view.h"
#include "chess-san.h"
#include "hakem-incident.h"
#include "hakem-round-results.h"

struct _HakemRoundCell
{
  GtkWidget parent_instance;
  GtkWidget *box;
  GtkLabel *title;
  GtkLabel *players;
  HakemBoardView *board_view;
  GtkLabel *move;
  GtkLabel *clocks;
  GtkLabel *flags;
  GtkLabel *result;
  GtkLabel *doubt;
  HakemRoundBoard *board;
  gulong changed_id;
  HakemRoundPairing *pairing;
  gulong pairing_changed_id;
  ChessSanLanguage language; /* the letters of the last move: the main window's */
};

G_DEFINE_FINAL_TYPE (HakemRoundCell, hakem_round_cell, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_NOTATION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

char *
hakem_round_flags_text (guint mask)
{
  g_autoptr (GString) out = g_string_new (NULL);
  for (guint bit = 1; bit & HAKEM_ROUND_FLAGS; bit <<= 1)
    if (mask & bit)
      g_string_append_printf (out, "%s%s", out->len ? " · " : "",
                              hakem_round_kind_label ((HakemRoundKind) bit));
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static char *
clock_text (gint32 ms)
{
  if (ms == CHESS_GAME_NO_TIME)
    return g_strdup ("–");
  char buf[32];
  return g_strdup (chess_clock_format_seconds (ms / 1000, TRUE, buf, sizeof buf));
}

char *
hakem_round_incident_text (const HakemRoundDetail *detail)
{
  const char *file = hakem_round_detail_get_word (detail, HAKEM_ROUND_DETAIL_DESK);
  const char *word = hakem_round_detail_get_word (detail, HAKEM_ROUND_DETAIL_INCIDENT);
  /* round-R-board-B.DESK.hakem */
  g_auto (GStrv) parts = g_strsplit (file ? file : "", ".", -1);
  guint n = g_strv_length (parts);
  const char *desk = n >= 3 ? parts[n - 2] : file ? file : "?";
  HakemIncidentKind kind;
  const char *kind_text = word ? word : "?";
  if (word && hakem_incident_kind_from_string (word, &kind))
    kind_text = hakem_incident_kind_text (kind);
  /* TRANSLATORS: an incident recorded at another desk: the desk's name, then the incident's
   * kind ("deputy: Claim") */
  return g_strdup_printf (_ ("%s: %s"), desk, kind_text);
}

char *
hakem_round_player_text (const HakemRoundPlayer *player)
{
  g_autoptr (GString) out = g_string_new (NULL);
  if (player->title && *player->title)
    g_string_append_printf (out, "%s ", player->title);
  g_string_append (out, player->name);
  if (player->rating > 0)
    g_string_append_printf (out, " %d", player->rating);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

char *
hakem_round_result_line (HakemRoundPairing *pairing)
{
  char w, b;
  HakemResultSource source;
  if (!hakem_round_pairing_get_result (pairing, &w, &b, &source))
    return g_strdup (_ ("No result yet"));
  g_autofree char *text = hakem_round_result_text (w, b);
  if (hakem_round_pairing_is_accepted (pairing))
    /* TRANSLATORS: a board's result and where it came from ("PGN", "Desk", "Arbiter") */
    return g_strdup_printf (_ ("Result %s (%s)"), text, hakem_result_source_label (source));
  /* TRANSLATORS: a board's result, where it came from, waiting for the arbiter */
  return g_strdup_printf (_ ("Result %s (%s), to be confirmed"), text,
                          hakem_result_source_label (source));
}

static void
refresh (HakemRoundCell *self)
{
  HakemRoundBoard *b = self->board;
  if (!b)
    return;
  const ChessGame *g = hakem_round_board_get_game (b);
  g_autofree char *title = NULL;
  g_autofree char *players = NULL;
  g_autofree char *result = NULL;
  g_autofree char *doubt = NULL;
  if (self->pairing)
    {
      g_autofree char *number
          = g_strdup_printf ("%d", hakem_round_pairing_get_number (self->pairing));
      title = g_strdup_printf (_ ("Board %s"), number);
      g_autofree char *white
          = hakem_round_player_text (hakem_round_pairing_get_player (self->pairing, CHESS_WHITE));
      g_autofree char *black
          = hakem_round_player_text (hakem_round_pairing_get_player (self->pairing, CHESS_BLACK));
      players = g_strdup_printf (_ ("%s – %s"), white, black);
      result = hakem_round_result_line (self->pairing);
      doubt = hakem_round_pairing_get_doubt (self->pairing);
      if (!doubt)
        doubt = hakem_round_pairing_mismatch_text (self->pairing);
    }
  else
    {
      /* TRANSLATORS: the number (or the players) of a board in the round view */
      title = g_strdup_printf (_ ("Board %s"), hakem_round_board_get_label (b));
      /* TRANSLATORS: White's name, then Black's */
      players = g_strdup_printf (_ ("%s – %s"), hakem_round_board_get_white (b),
                                 hakem_round_board_get_black (b));
    }
  gtk_label_set_text (self->title, title);
  gtk_label_set_text (self->players, players);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->players), self->pairing ? players : NULL);
  gtk_label_set_text (self->result, result ? result : "");
  gtk_widget_set_visible (GTK_WIDGET (self->result), result != NULL);
  gtk_label_set_text (self->doubt, doubt ? doubt : "");
  gtk_widget_set_visible (GTK_WIDGET (self->doubt), doubt != NULL);
  hakem_board_view_set_position (self->board_view, &g->current);
  hakem_board_view_set_last_move (self->board_view,
                                  g->count ? g->moves[g->count - 1].move : CHESS_MOVE_NONE);
  g_autofree char *move = NULL;
  if (g->count == 0)
    move = g_strdup (_ ("No move yet"));
  else
    {
      ChessPosition before;
      chess_game_position_at (g, g->count - 1, &before);
      /* In the arbiter's letters, as on the main window's scoresheet. */
      char san[16];
      chess_san_write (&before, g->moves[g->count - 1].move, self->language, san, sizeof san);
      int number = before.fullmove;
      /* TRANSLATORS: the last move: its number, "." for White or "..." for Black, and the move */
      move = g_strdup_printf (_ ("%d%s %s"), number, before.side == CHESS_WHITE ? "." : "...", san);
    }
  gtk_label_set_text (self->move, move);
  g_autofree char *w = clock_text (hakem_round_board_get_clock (b, CHESS_WHITE));
  g_autofree char *k = clock_text (hakem_round_board_get_clock (b, CHESS_BLACK));
  /* TRANSLATORS: White's clock, then Black's, from the feed's [%clk] */
  g_autofree char *clocks = g_strdup_printf (_ ("White %s · Black %s"), w, k);
  gtk_label_set_text (self->clocks, clocks);
  g_autofree char *flags = hakem_round_flags_text (hakem_round_board_get_flag_mask (b));
  gtk_label_set_text (self->flags, flags);
  gtk_widget_set_visible (GTK_WIDGET (self->flags), *flags != '\0');
  /* Each flag with the ply it arose at, and a desk's incident with its file, on hover. */
  g_autoptr (GString) tip = g_string_new (NULL);
  const GArray *list = hakem_round_board_get_flags (b);
  for (guint i = 0; i < list->len; i++)
    {
      const HakemRoundFlag *f = &g_array_index (list, HakemRoundFlag, i);
      if (!(f->kind & HAKEM_ROUND_FLAGS))
        continue;
      /* TRANSLATORS: a flag of a board and the half-move it arose at */
      g_string_append_printf (tip, _ ("%s, after half-move %d"), hakem_round_kind_label (f->kind),
                              f->ply);
      if (f->kind == HAKEM_ROUND_INCIDENT && f->detail)
        {
          g_autofree char *incident = hakem_round_incident_text (f->detail);
          g_string_append_printf (tip, " (%s)", incident);
        }
      g_string_append_c (tip, '\n');
    }
  if (tip->len)
    g_string_truncate (tip, tip->len - 1);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->flags), tip->len ? tip->str : NULL);
  g_autofree char *name = g_strdup_printf ("%s. %s. %s. %s. %s%s%s%s%s", title, players, move,
                                           clocks, flags, result ? ". " : "", result ? result : "",
                                           doubt ? ". " : "", doubt ? doubt : "");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

void
hakem_round_cell_set_pairing (HakemRoundCell *self, HakemRoundPairing *pairing)
{
  if (self->pairing)
    {
      g_clear_signal_handler (&self->pairing_changed_id, self->pairing);
      g_clear_object (&self->pairing);
    }
  if (!pairing)
    return;
  self->pairing = g_object_ref (pairing);
  self->pairing_changed_id
      = g_signal_connect_swapped (pairing, "changed", G_CALLBACK (refresh), self);
  refresh (self);
}

void
hakem_round_cell_set_board (HakemRoundCell *self, HakemRoundBoard *board)
{
  if (self->board)
    {
      g_clear_signal_handler (&self->changed_id, self->board);
      g_clear_object (&self->board);
    }
  if (!board)
    return;
  self->board = g_object_ref (board);
  self->changed_id = g_signal_connect_swapped (board, "changed", G_CALLBACK (refresh), self);
  refresh (self);
}

static void
hakem_round_cell_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  HakemRoundCell *self = HAKEM_ROUND_CELL (object);
  switch (prop_id)
    {
    case PROP_NOTATION:
      g_value_set_string (value, chess_san_language_code (self->language));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hakem_round_cell_set_property (GObject *object, guint prop_id, const GValue *value,
                               GParamSpec *pspec)
{
  HakemRoundCell *self = HAKEM_ROUND_CELL (object);
  switch (prop_id)
    {
    case PROP_NOTATION:
      {
        ChessSanLanguage language = chess_san_language_from_code (g_value_get_string (value));
        if (language == self->language)
          break;
        self->language = language;
        refresh (self);
        g_object_notify_by_pspec (object, pspec);
      }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hakem_round_cell_dispose (GObject *object)
{
  HakemRoundCell *self = HAKEM_ROUND_CELL (object);
  hakem_round_cell_set_board (self, NULL);
  hakem_round_cell_set_pairing (self, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), HAKEM_TYPE_ROUND_CELL);
  G_OBJECT_CLASS (hakem_round_cell_parent_class)->dispose (object);
}

static void
hakem_round_cell_class_init (HakemRoundCellClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  object_class->dispose = hakem_round_cell_dispose;
  object_class->get_property = hakem_round_cell_get_property;
  object_class->set_property = hakem_round_cell_set_property;
  /* The letters of the last move, "en" (K Q R B N) or "tr" (Ş V K F A): the round window's. */
  properties[PROP_NOTATION]
      = g_param_spec_string ("notation", NULL, NULL, "en",
                             G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  g_type_ensure (HAKEM_TYPE_BOARD_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hakem/Hakem/hakem-round-cell.ui");
  gtk_widget_class_bind_template_child (widget_class, HakemRoundCell, box);
  gtk_widget_class_bind_template_child (widget_class, HakemRoundCell, title);
  gtk_widget_class_bind_template_child (widget_class, HakemRoundCell, players);
  gtk_widget_class_bind_template_child (widget_class, HakemRoundCell, board_view);
  gtk_widget_class_bind_template_child (widget_class, HakemRoundCell, move);
  gtk_widget_class_bind_template_child (widget_class, HakemRoundCell, clocks);
  gtk_widget_class_bind_template_child (widget_class, HakemRoundCell, flags);
  gtk_widget_class_bind_template_child (widget_class, HakemRoundCell, result);
  gtk_widget_class_bind_template_child (widget_class, HakemRoundCell, doubt);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
hakem_round_cell_init (HakemRoundCell *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  hakem_board_view_set_interactive (self->board_view, FALSE);
}

GtkWidget *
hakem_round_cell_new (void)
{
  return g_object_new (HAKEM_TYPE_ROUND_CELL, NULL);
}
