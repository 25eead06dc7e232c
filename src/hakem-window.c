/* hakem-window.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The main window: binds the board to the session and turns actions into session changes.
 */
#include "config.h"

#include "hakem-window.h"

#include <glib/gi18n.h>

#include "chess-explain.h"
#include "hakem-board-view.h"
#include "hakem-rules-text.h"

struct _HakemWindow
{
  GtkApplicationWindow parent_instance;

  HakemSession *session;

  HakemBoardView *board;
  GtkLabel *status;
};

G_DEFINE_FINAL_TYPE (HakemWindow, hakem_window, GTK_TYPE_APPLICATION_WINDOW)

static void
show_status (HakemWindow *self, const char *text)
{
  gtk_label_set_text (self->status, text);
}

static void
session_changed (HakemSession *session, HakemWindow *self)
{
  const ChessGame *game = hakem_session_get_game (session);
  hakem_board_view_set_position (self->board, &game->current);
  hakem_board_view_set_last_move (self->board,
                                  game->count ? game->moves[game->count - 1].move : CHESS_MOVE_NONE);
  if (game->auto_ending != CHESS_ENDING_NONE)
    show_status (self, hakem_ending_text (game->auto_ending));
  else
    show_status (self, game->current.side == CHESS_WHITE ? _("White to move") : _("Black to move"));
}

static void
move_chosen (HakemBoardView *board, guint move, HakemWindow *self)
{
  hakem_session_play (self->session, (ChessMove) move);
}

static void
move_refused (HakemBoardView *board, int reason, HakemWindow *self)
{
  show_status (self, hakem_illegal_reason_text ((ChessIllegalReason) reason));
  gtk_widget_error_bell (GTK_WIDGET (self));
}

static void
new_game_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  HakemWindow *self = user_data;
  hakem_session_reset (self->session, NULL);
}

static void
flip_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  HakemWindow *self = user_data;
  hakem_board_view_set_flipped (self->board, !hakem_board_view_get_flipped (self->board));
}

static void
undo_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  HakemWindow *self = user_data;
  hakem_session_undo (self->session);
}

static const GActionEntry win_actions[] = {
  { "new-game", new_game_activated, NULL, NULL, NULL, { 0 } },
  { "flip", flip_activated, NULL, NULL, NULL, { 0 } },
  { "undo", undo_activated, NULL, NULL, NULL, { 0 } },
};

static void
hakem_window_dispose (GObject *object)
{
  HakemWindow *self = HAKEM_WINDOW (object);
  if (self->session)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  gtk_widget_dispose_template (GTK_WIDGET (self), HAKEM_TYPE_WINDOW);
  G_OBJECT_CLASS (hakem_window_parent_class)->dispose (object);
}

static void
hakem_window_class_init (HakemWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = hakem_window_dispose;
  g_type_ensure (HAKEM_TYPE_BOARD_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/hakem/Hakem/hakem-window.ui");
  gtk_widget_class_bind_template_child (widget_class, HakemWindow, board);
  gtk_widget_class_bind_template_child (widget_class, HakemWindow, status);
  gtk_widget_class_bind_template_callback (widget_class, move_chosen);
  gtk_widget_class_bind_template_callback (widget_class, move_refused);
}

static void
hakem_window_init (HakemWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_action_map_add_action_entries (G_ACTION_MAP (self), win_actions, G_N_ELEMENTS (win_actions),
                                   self);
  self->session = hakem_session_new ();
  g_signal_connect (self->session, "changed", G_CALLBACK (session_changed), self);
  session_changed (self->session, self);
}

HakemWindow *
hakem_window_new (HakemApplication *app)
{
  return g_object_new (HAKEM_TYPE_WINDOW, "application", app, NULL);
}

HakemSession *
hakem_window_get_session (HakemWindow *self)
{
  g_return_val_if_fail (HAKEM_IS_WINDOW (self), NULL);
  return self->session;
}
