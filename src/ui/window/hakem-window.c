/* hakem-window.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The main window: binds the board, the side panel and the header to the session, and lays them
 * out for the window's size. Its actions are in hakem-window-actions.c.
 */
#include "config.h"

#include "hakem-window-private.h"

#include <glib/gi18n.h>

#include "chess-san.h"
#include "hakem-accessible-names.h"
#include "hakem-dialog-util.h"
#include "hakem-preferences-window.h"
#include "hakem-rules-text.h"
#include "hakem-san-text.h"

G_DEFINE_FINAL_TYPE (HakemWindow, hakem_window, ADW_TYPE_APPLICATION_WINDOW)

enum
{
  PROP_0,
  PROP_NOTATION,
  PROP_SHOWN_PLY,
  PROP_STATUS_MESSAGE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

void
hakem_window_toast (HakemWindow *self, const char *text)
{
  AdwToast *toast = adw_toast_new (text);
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/* A passing message on the status line, until the record changes or another position is shown
 * (then the line says the state again). */
void
hakem_window_show_status (HakemWindow *self, const char *text)
{
  if (g_strcmp0 (self->status_message, text) == 0)
    return;
  g_free (self->status_message);
  self->status_message = g_strdup (text);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATUS_MESSAGE]);
}

/* Something the arbiter asked for cannot be done: the status line says why, with the bell. */
void
hakem_window_refuse (HakemWindow *self, const char *why)
{
  hakem_window_show_status (self, why);
  gtk_widget_error_bell (GTK_WIDGET (self));
}

static void update_incidents_page (HakemWindow *self, gboolean added);
static const char *interface_letters (void);

/* A tag's value, or NULL when the game does not say ("?", empty). */
static const char *
known_tag (const ChessGame *game, const char *name)
{
  const char *value = chess_game_get_tag (game, name);
  return value && *value && !g_str_equal (value, "?") ? value : NULL;
}

/* The header's subtitle: how the game ended (the session's "outcome"), or else where it is
 * played. */
static gboolean
outcome_or_event_line (GBinding *binding, const GValue *from, GValue *to, gpointer data)
{
  HakemWindow *self = data;
  const char *outcome = g_value_get_string (from);
  g_value_set_string (to, outcome ? outcome : self->event_line ? self->event_line : "");
  return TRUE;
}

static gboolean
text_not_empty (GBinding *binding, const GValue *from, GValue *to, gpointer data)
{
  const char *text = g_value_get_string (from);
  g_value_set_boolean (to, text && *text);
  return TRUE;
}

/* The header: the players, and under them where the game is played while it goes on (once it is
 * over, the binding of the session's "outcome" shows how it ended). */
static void
update_header (HakemWindow *self)
{
  const ChessGame *game = hakem_session_get_game (self->session);
  const char *white = known_tag (game, "White"), *black = known_tag (game, "Black");
  g_autofree char *players = NULL;
  if (white || black)
    /* TRANSLATORS: the header's title: the players, White first */
    players
        = g_strdup_printf (_ ("%s – %s"), white ? white : _ ("White"), black ? black : _ ("Black"));
  gtk_label_set_text (self->title_label, players ? players : _ ("Hakem"));
  gtk_window_set_title (GTK_WINDOW (self), players ? players : _ ("Hakem"));
  GPtrArray *parts = g_ptr_array_new_with_free_func (g_free);
  const char *event = known_tag (game, "Event"), *round = known_tag (game, "Round");
  const char *board = known_tag (game, "Board");
  if (event)
    g_ptr_array_add (parts, g_strdup (event));
  if (round)
    /* TRANSLATORS: in the header, the round of the event */
    g_ptr_array_add (parts, g_strdup_printf (_ ("Round %s"), round));
  if (board)
    /* TRANSLATORS: in the header, the board number */
    g_ptr_array_add (parts, g_strdup_printf (_ ("Board %s"), board));
  g_ptr_array_add (parts, NULL);
  g_free (self->event_line);
  self->event_line = g_strjoinv (" · ", (char **) parts->pdata);
  g_ptr_array_unref (parts);
  gboolean over;
  g_object_get (self->session, "over", &over, NULL);
  if (!over)
    gtk_label_set_text (self->subtitle_label, self->event_line);
}

/* Why a move or a clock press is not taken once the game is over. */
void
hakem_window_refuse_game_over (HakemWindow *self)
{
  g_autofree char *outcome = hakem_session_outcome_text (self->session);
  /* TRANSLATORS: %s is how the game ended, as in "½–½ threefold repetition, 9.2" */
  g_autofree char *msg = g_strdup_printf (_ ("The game is over (%s): moves and clock presses are "
                                             "not taken. To go on, reopen the game from the "
                                             "menu (Reopen the Game)."),
                                          outcome);
  hakem_window_refuse (self, msg);
}

/* ---- what the board and the status line show, bound to the session and "shown-ply" ---- */

/* A shown ply that is not an earlier position of the record is the live one: the scoresheet goes
 * back to it when the record no longer has that ply, after the session told its new position. */
static int
earlier_ply (HakemWindow *self, int shown_ply)
{
  const ChessGame *game = hakem_session_get_game (self->session);
  return shown_ply >= 0 && shown_ply < game->count ? shown_ply : HAKEM_SCORESHEET_LIVE;
}

/* The board's position: the live one, or the one after the ply picked on the scoresheet. */
static ChessPosition *
shown_position (HakemWindow *self, const ChessPosition *live, int shown_ply, gpointer data)
{
  int ply = earlier_ply (self, shown_ply);
  if (ply == HAKEM_SCORESHEET_LIVE || !live)
    return hakem_position_copy (live);
  ChessPosition *pos = g_new (ChessPosition, 1);
  chess_game_position_at (hakem_session_get_game (self->session), ply, pos);
  return pos;
}

/* The move that reached that position, marked on the board. */
static guint
shown_last_move (HakemWindow *self, guint live_move, int shown_ply, gpointer data)
{
  int ply = earlier_ply (self, shown_ply);
  if (ply == HAKEM_SCORESHEET_LIVE)
    return live_move;
  return ply ? hakem_session_get_game (self->session)->moves[ply - 1].move : CHESS_MOVE_NONE;
}

/* The board takes moves only in the live position of a game that goes on. */
static gboolean
board_takes_moves (HakemWindow *self, gboolean over, int shown_ply, gpointer data)
{
  return !over && earlier_ply (self, shown_ply) == HAKEM_SCORESHEET_LIVE;
}

/* The status line: a passing message while there is one, else what the arbiter is looking at
 * (an earlier position), how the game ended, or who is to move. */
static char *
status_line (HakemWindow *self, const char *message, const char *outcome, int side, int shown_ply,
             gpointer data)
{
  if (message)
    return g_strdup (message);
  if (earlier_ply (self, shown_ply) != HAKEM_SCORESHEET_LIVE)
    return g_strdup (_ ("Showing an earlier position; the board takes no moves until you return "
                        "to the live position."));
  if (outcome)
    /* TRANSLATORS: the status line once the game is over; %s is how it ended */
    return g_strdup_printf (_ ("Game over: %s."), outcome);
  return g_strdup (side == CHESS_WHITE ? _ ("White to move") : _ ("Black to move"));
}

/* A property of the session, or of the window itself, as a parameter of an expression. */
static GtkExpression *
session_property (HakemWindow *self, const char *name)
{
  return gtk_property_expression_new (HAKEM_TYPE_SESSION,
                                      gtk_object_expression_new (G_OBJECT (self->session)), name);
}

static GtkExpression *
window_property (const char *name)
{
  return gtk_property_expression_new (HAKEM_TYPE_WINDOW, NULL, name);
}

/* Binds target's property to callback over the params (the window is its first argument). */
static void
bind_expression (HakemWindow *self, gpointer target, const char *property, GType type,
                 GCallback callback, guint n_params, GtkExpression **params)
{
  GtkExpression *expression
      = gtk_cclosure_expression_new (type, NULL, n_params, params, callback, NULL, NULL);
  gtk_expression_bind (expression, target, property, self);
}

/* The board follows the session's live position and the window's "shown-ply". */
static void
bind_board (HakemWindow *self)
{
  GtkExpression *position[]
      = { session_property (self, "position"), window_property ("shown-ply") };
  bind_expression (self, self->board, "position", HAKEM_TYPE_POSITION, G_CALLBACK (shown_position),
                   G_N_ELEMENTS (position), position);
  GtkExpression *last[] = { session_property (self, "last-move"), window_property ("shown-ply") };
  bind_expression (self, self->board, "last-move", G_TYPE_UINT, G_CALLBACK (shown_last_move),
                   G_N_ELEMENTS (last), last);
  GtkExpression *takes[] = { session_property (self, "over"), window_property ("shown-ply") };
  bind_expression (self, self->board, "interactive", G_TYPE_BOOLEAN, G_CALLBACK (board_takes_moves),
                   G_N_ELEMENTS (takes), takes);
}

/* The status line follows the window's passing message, the session's end and side to move, and
 * the position shown. */
static void
bind_status (HakemWindow *self)
{
  GtkExpression *params[]
      = { window_property ("status-message"), session_property (self, "outcome"),
          session_property (self, "side-to-move"), window_property ("shown-ply") };
  bind_expression (self, self->status, "label", G_TYPE_STRING, G_CALLBACK (status_line),
                   G_N_ELEMENTS (params), params);
}

/* The record changed (not only the window's view of it): the arbiter's work, saved even while
 * the case found at start-up is still on offer. What the window showed of the last step ends
 * with it: its passing message and the squares a ruling marked. */
static void
record_changed (HakemSession *session, HakemWindow *self)
{
  hakem_window_protect_found_case (self);
  update_header (self);
  hakem_board_view_set_marked (self->board, 0);
  hakem_window_show_status (self, NULL);
}

/* An incident picked in the log: the position when it happened, on the board and the
 * scoresheet, until the live one comes back. */
static void
incident_selected (HakemIncidentLog *log, int index, HakemWindow *self)
{
  if (index < 0 || (guint) index >= hakem_session_get_incident_count (self->session))
    return;
  const HakemIncident *incident = hakem_session_get_incident (self->session, (guint) index);
  const ChessGame *game = hakem_session_get_game (self->session);
  int ply = CLAMP (incident->ply, 0, game->count);
  self->selected_incident = index;
  hakem_window_set_shown_ply (self, ply == game->count ? HAKEM_SCORESHEET_LIVE : ply);
}

/* Moves are not taken once the game is over: says why and returns TRUE. */
static gboolean
refuse_if_over (HakemWindow *self)
{
  if (!hakem_session_is_over (self->session))
    return FALSE;
  hakem_window_refuse_game_over (self);
  return TRUE;
}

/* A move made on the board or typed in the entry: one path, so that both are recorded and
 * completed on the clock alike (hakem_session_play). FALSE when it was not played. */
static gboolean
play_move (HakemWindow *self, ChessMove move)
{
  return !refuse_if_over (self) && hakem_session_play (self->session, move);
}

static void
move_chosen (HakemBoardView *board, guint move, HakemWindow *self)
{
  play_move (self, (ChessMove) move);
}

static void
move_entry_activated (HakemWindow *self)
{
  hakem_window_ensure_side_panel (self);
  const ChessGame *game = hakem_session_get_game (self->session);
  const char *typed = gtk_editable_get_text (GTK_EDITABLE (self->move_entry));
  g_autofree char *text = g_strstrip (g_strdup (typed));
  if (!*text || refuse_if_over (self))
    return;
  ChessSanLanguage language = hakem_session_get_san_language (self->session);
  ChessSanReading r;
  ChessSanError err = chess_san_read (&game->current, text, language, 0, &r);
  if (err != CHESS_SAN_OK)
    {
      g_autofree char *why = hakem_san_error_message (&game->current, text, err, &r, language);
      hakem_window_refuse (self, why);
      return;
    }
  if (play_move (self, r.move))
    gtk_editable_set_text (GTK_EDITABLE (self->move_entry), "");
}

static void
move_refused (HakemBoardView *board, int reason, HakemWindow *self)
{
  hakem_window_ensure_side_panel (self);
  hakem_window_refuse (self, hakem_illegal_reason_text ((ChessIllegalReason) reason));
}

static void
clocks_painted (GdkFrameClock *frame_clock, HakemWindow *self)
{
  g_clear_signal_handler (&self->clocks_later_id, frame_clock);
  if (self->clock && self->narrow)
    hakem_clock_view_set_side_by_side (self->clock, TRUE);
}

/* The clocks go side by side once the frame that made their digits compact is painted: GTK 4.8
 * sizes the window before it restyles, and side by side with the larger digits they would hold
 * it wider than a phone's 360 px (about 460) for good. */
static void
clocks_side_by_side_later (HakemWindow *self)
{
  GdkFrameClock *frame_clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));
  if (self->clocks_later_id || !frame_clock)
    return;
  self->clocks_later_id
      = g_signal_connect_object (frame_clock, "after-paint", G_CALLBACK (clocks_painted), self, 0);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The main box puts the board beside the panel, or above it in a narrow window (a phone, a window
 * tiled to a third of the screen): the panel and the clocks follow its choice; the clocks'
 * digits grow with the window. From the default size before the first frame, then from the
 * main box's arrangement and the surface's size as they change. */
static void
update_layout (HakemWindow *self, int width, int height)
{
  if (width <= 0 || height <= 0)
    return;
  int threshold = 0;
  g_object_get (self->main_box, "threshold", &threshold, NULL);
  gboolean narrow = gtk_widget_get_width (GTK_WIDGET (self->main_box)) > 0
                        ? !hakem_adaptive_box_get_side_by_side (self->main_box)
                        : width < threshold;
  const char *clock_size = narrow || height < 700           ? "clocks-compact"
                           : width < 1000 || height < 800   ? "clocks-small"
                           : width >= 1500 && height >= 950 ? "clocks-large"
                                                            : NULL;
  if (narrow != self->narrow || !gtk_widget_get_realized (GTK_WIDGET (self)))
    {
      self->narrow = narrow;
      GtkWidget *panel = GTK_WIDGET (self->side_panel);
      /* 336 with its 12 px margin and the window's frame: a phone's 360, so that the window,
       * even wide, can be made that narrow in one step. */
      gtk_widget_set_size_request (panel, narrow ? -1 : 336, -1);
      gtk_widget_set_margin_top (panel, narrow ? 0 : 12);
      gtk_widget_set_margin_start (panel, narrow ? 12 : 0);
      if (self->clock && narrow && gtk_widget_get_realized (GTK_WIDGET (self)))
        clocks_side_by_side_later (self);
      else if (self->clock)
        hakem_clock_view_set_side_by_side (self->clock, narrow);
    }
  if (g_strcmp0 (clock_size, self->clock_size) != 0)
    {
      if (self->clock_size)
        gtk_widget_remove_css_class (GTK_WIDGET (self), self->clock_size);
      if (clock_size)
        gtk_widget_add_css_class (GTK_WIDGET (self), clock_size);
      self->clock_size = clock_size;
    }
}

/* Outside the frame clock's layout phase, where the surface tells its size: a style class
 * changed there is not restyled (GTK 4.8). */
static gboolean
layout_idle (gpointer user_data)
{
  HakemWindow *self = user_data;
  self->layout_idle_id = 0;
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (self));
  if (surface)
    update_layout (self, gdk_surface_get_width (surface), gdk_surface_get_height (surface));
  return G_SOURCE_REMOVE;
}

static void
surface_size_changed (HakemWindow *self)
{
  if (!self->layout_idle_id)
    self->layout_idle_id = g_idle_add (layout_idle, self);
}

/* A default size set before the window is shown (the saved one, a test's) is the size of its
 * first frame. */
static void
default_size_changed (HakemWindow *self)
{
  if (gtk_widget_get_realized (GTK_WIDGET (self)))
    return;
  int width = 0, height = 0;
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  update_layout (self, width, height);
}

/* The notation-language key to the window's letters: until the arbiter chooses ("interface"),
 * those of the interface's language. */
static const char *
letters_of_setting (const char *nick)
{
  return g_str_equal (nick, "interface") ? interface_letters ()
         : g_str_equal (nick, "tr")      ? "tr"
                                         : "en";
}

static gboolean
letters_from_setting (GValue *value, GVariant *variant, gpointer user_data)
{
  g_value_set_string (value, letters_of_setting (g_variant_get_string (variant, NULL)));
  return TRUE;
}

const char *
hakem_window_default_notation (void)
{
  g_autoptr (GSettings) settings = hakem_settings_new ();
  g_autofree char *nick
      = settings ? g_settings_get_string (settings, "notation-language") : g_strdup ("interface");
  return letters_of_setting (nick);
}

/* Letters chosen in the menu are kept for the next start. */
static GVariant *
letters_to_setting (const GValue *value, const GVariantType *type, gpointer user_data)
{
  return g_variant_new_string (g_value_get_string (value));
}

static void
show_letters (HakemWindow *self)
{
  if (!self->move_entry)
    return;
  gboolean tr = hakem_session_get_san_language (self->session) == CHESS_SAN_TURKISH;
  gtk_entry_set_placeholder_text (self->move_entry,
                                  tr ? _ ("Move as written, e.g. Af3 (letters Ş V K F A)")
                                     : _ ("Move as written, e.g. Nf3 (letters K Q R B N)"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->move_entry),
                               tr ? _ ("Moves are read and written with Turkish letters: Ş king, "
                                       "V queen, K rook, F bishop, A knight. Change them in the "
                                       "menu, Notation. Saved PGN keeps the standard's English "
                                       "letters.")
                                  : _ ("Moves are read and written with English letters: K king, "
                                       "Q queen, R rook, B bishop, N knight. Change them in the "
                                       "menu, Notation."));
}

/* The session's letters changed (the menu, the preferences, the settings at start-up): the
 * window's "notation" follows them; the scoresheet is bound to them. */
static void
letters_changed (HakemWindow *self)
{
  show_letters (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NOTATION]);
}

/* The letters of the interface's language: Turkish ones with the Turkish interface. */
static const char *
interface_letters (void)
{
  /* TRANSLATORS: the piece letters moves are read and written in by default with this
   * translation: "en" (K Q R B N) or "tr" (Ş V K F A). The Turkish translation says "tr". */
  const char *lang = C_ ("notation letters", "en");
  return g_str_equal (lang, "tr") ? "tr" : "en";
}

/* The incidents page says how many there are, and asks for attention while it is not shown. */
static void
update_incidents_page (HakemWindow *self, gboolean added)
{
  if (!self->side_stack)
    return; /* the side panel is not built yet: it is brought up to date when it is */
  GtkStackPage *page = gtk_stack_get_page (self->side_stack, GTK_WIDGET (self->incident_log));
  guint n = g_list_model_get_n_items (hakem_session_get_incidents (self->session));
  g_autofree char *title = NULL;
  if (n)
    /* TRANSLATORS: the incident log's tab with the number of incidents */
    title = g_strdup_printf (_ ("Incidents (%u)"), n);
  else
    title = g_strdup (_ ("Incidents"));
  gtk_stack_page_set_title (page, title);
  GtkWidget *visible = gtk_stack_get_visible_child (self->side_stack);
  gboolean shown = visible == GTK_WIDGET (self->incident_log);
  if (added && !shown)
    gtk_stack_page_set_needs_attention (page, TRUE);
  else if (shown || !n)
    gtk_stack_page_set_needs_attention (page, FALSE);
}

static void
state_changed (HakemWindow *self)
{
  hakem_window_update_actions (self);
}

/* The log grew, shrank or was replaced (a new game, a case restored): the page's count and the
 * actions that need an incident follow. */
static void
incidents_changed (GListModel *incidents, guint position, guint removed, guint added,
                   HakemWindow *self)
{
  update_incidents_page (self, FALSE);
  hakem_window_update_actions (self);
}

/* The arbiter logged an incident (not a case restored): the record changed, and the page asks
 * for attention while it is not shown. */
static void
incident_added (HakemSession *session, guint index, HakemWindow *self)
{
  hakem_window_protect_found_case (self);
  /* Before the side panel is built its tab has nothing to ask attention for: the log is new. */
  update_incidents_page (self, TRUE);
}

static void
side_page_changed (HakemWindow *self)
{
  update_incidents_page (self, FALSE);
}

/* The restore banner's buttons answer as the actions do (win.restore-case, ...). */
static void
banner_restore (HakemWindow *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.restore-case", NULL);
}

static void
banner_discard (HakemWindow *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.discard-case", NULL);
}

static void
banner_dismiss (HakemWindow *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.dismiss-banner", NULL);
}

/* ---- the primary menu, made when first opened ---- */

/* GtkMenuButton builds a popover with a widget for every item as soon as it has a model (about
 * 4 ms of the window's construction): the model is given when the menu is first opened, by
 * pointer, F10 or a test. GTK 4.8 calls this at every opening, hence the check. */
static void
create_primary_menu (GtkMenuButton *button, gpointer user_data)
{
  HakemWindow *self = HAKEM_WINDOW (user_data);
  if (!gtk_menu_button_get_menu_model (button))
    gtk_menu_button_set_menu_model (button, self->primary_menu);
}

/* ---- the side panel, built after the first frame ---- */

/* No longer waits for the first frame. The frame clock drops its handlers once the window's
 * surface is gone (a window closed while the restore banner still asks, before the panel was
 * built): only a handler still connected is disconnected. */
static void
forget_first_frame (HakemWindow *self)
{
  if (self->after_paint_id
      && g_signal_handler_is_connected (self->frame_clock, self->after_paint_id))
    g_signal_handler_disconnect (self->frame_clock, self->after_paint_id);
  self->after_paint_id = 0;
  g_clear_object (&self->frame_clock);
}

/* Builds the side panel (about 25 ms, most of the window's template) and binds it to the session
 * as the window's init did: after the first frame, or at once when something needs it before. */
void
hakem_window_ensure_side_panel (HakemWindow *self)
{
  if (self->panel)
    return;
  forget_first_frame (self);
  self->panel = HAKEM_SIDE_PANEL (hakem_side_panel_new ());
  self->clock = hakem_side_panel_get_clock (self->panel);
  self->move_entry = hakem_side_panel_get_move_entry (self->panel);
  self->status = hakem_side_panel_get_status (self->panel);
  self->side_stack = hakem_side_panel_get_stack (self->panel);
  self->scoresheet = hakem_side_panel_get_scoresheet (self->panel);
  self->incident_log = hakem_side_panel_get_incident_log (self->panel);
  g_signal_connect_swapped (self->move_entry, "activate", G_CALLBACK (move_entry_activated), self);
  g_signal_connect (self->incident_log, "incident-selected", G_CALLBACK (incident_selected), self);
  g_signal_connect_swapped (self->side_stack, "notify::visible-child",
                            G_CALLBACK (side_page_changed), self);
  /* The scoresheet's letters are the session's, the clocks are seen from the board's side. */
  g_object_bind_property (self->session, "san-language", self->scoresheet, "language",
                          G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->board, "flipped", self->clock, "flipped", G_BINDING_SYNC_CREATE);
  /* The position shown is the scoresheet's selection: picked there, or set on the window (an
   * incident picked in the log). */
  g_object_bind_property (self->scoresheet, "selected-ply", self, "shown-ply",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  show_letters (self);
  hakem_clock_view_set_side_by_side (self->clock, self->narrow);
  hakem_clock_view_set_session (self->clock, self->session);
  hakem_scoresheet_set_session (self->scoresheet, self->session);
  hakem_incident_log_set_session (self->incident_log, self->session);
  /* The bars of the panel's scroller, named before the panel is in it: the panel's own lists
   * name theirs, and the walk stays short. */
  hakem_name_scroll_bars (
      gtk_widget_get_ancestor (GTK_WIDGET (self->side_panel), GTK_TYPE_SCROLLED_WINDOW));
  gtk_box_append (self->side_panel, GTK_WIDGET (self->panel));
  update_incidents_page (self, FALSE);
  bind_status (self);
}

/* Where the arbiter starts typing: the move entry, unless the restore banner asks first (it
 * holds the focus then). GTK would otherwise give it to the first button of the header bar,
 * where Return starts a new game. */
void
hakem_window_focus_move_entry (HakemWindow *self)
{
  if (hakem_restore_banner_get_revealed (self->restore_banner))
    return;
  hakem_window_ensure_side_panel (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->move_entry));
}

static void
first_frame_painted (GdkFrameClock *clock, HakemWindow *self)
{
  /* The panel is due now even when the restore banner holds the focus. */
  hakem_window_ensure_side_panel (self);
  hakem_window_focus_move_entry (self);
}

static void
hakem_window_realize (GtkWidget *widget)
{
  HakemWindow *self = HAKEM_WINDOW (widget);
  GTK_WIDGET_CLASS (hakem_window_parent_class)->realize (widget);
  self->clocks_later_id = 0; /* a frame clock of an earlier surface took its handler with it */
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (self));
  g_signal_connect_object (surface, "notify::width", G_CALLBACK (surface_size_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (surface, "notify::height", G_CALLBACK (surface_size_changed), self,
                           G_CONNECT_SWAPPED);
  if (self->panel || self->after_paint_id)
    return;
  self->frame_clock = g_object_ref (gtk_widget_get_frame_clock (widget));
  self->after_paint_id
      = g_signal_connect (self->frame_clock, "after-paint", G_CALLBACK (first_frame_painted), self);
}

/* Whether the focus is in a text field where a space is text: any but the move entry. */
static gboolean
focus_takes_text (HakemWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  GtkWidget *entry = self->move_entry ? GTK_WIDGET (self->move_entry) : NULL;
  if (!focus || (entry && (focus == entry || gtk_widget_is_ancestor (focus, entry))))
    return FALSE;
  for (GtkWidget *w = focus; w; w = gtk_widget_get_parent (w))
    if (GTK_IS_EDITABLE (w))
      return TRUE;
  return FALSE;
}

static gboolean
key_pressed (GtkEventControllerKey *keys, guint keyval, guint keycode, GdkModifierType state,
             HakemWindow *self)
{
  GdkModifierType mods = state & gtk_accelerator_get_default_mod_mask ();
  if (keyval != GDK_KEY_space || mods || focus_takes_text (self))
    return FALSE;
  gtk_widget_activate_action (GTK_WIDGET (self), "win.clock-press", NULL);
  return TRUE;
}

static void
hakem_window_dispose (GObject *object)
{
  HakemWindow *self = HAKEM_WINDOW (object);
  forget_first_frame (self);
  g_clear_handle_id (&self->layout_idle_id, g_source_remove);
  g_clear_pointer (&self->status_message, g_free);
  g_clear_pointer (&self->event_line, g_free);
  if (self->session)
    {
      g_signal_handlers_disconnect_by_data (self->session, self);
      g_signal_handlers_disconnect_by_data (hakem_session_get_incidents (self->session), self);
    }
  hakem_window_case_dispose (self);
  hakem_window_open_dispose (self);
  g_clear_object (&self->opening);
  g_clear_pointer (&self->choosing, g_free);
  g_clear_pointer (&self->kept_text, g_free);
  g_clear_object (&self->session);
  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), HAKEM_TYPE_WINDOW);
  G_OBJECT_CLASS (hakem_window_parent_class)->dispose (object);
}

static void
hakem_window_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  HakemWindow *self = HAKEM_WINDOW (object);
  switch (prop_id)
    {
    case PROP_NOTATION:
      g_value_set_string (value,
                          chess_san_language_code (hakem_session_get_san_language (self->session)));
      break;
    case PROP_SHOWN_PLY:
      g_value_set_int (value, self->shown_ply);
      break;
    case PROP_STATUS_MESSAGE:
      g_value_set_string (value, self->status_message);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hakem_window_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  HakemWindow *self = HAKEM_WINDOW (object);
  switch (prop_id)
    {
    case PROP_NOTATION:
      hakem_session_set_san_language (self->session,
                                      chess_san_language_from_code (g_value_get_string (value)));
      break;
    case PROP_SHOWN_PLY:
      hakem_window_set_shown_ply (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hakem_window_class_init (HakemWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = hakem_window_dispose;
  object_class->get_property = hakem_window_get_property;
  object_class->set_property = hakem_window_set_property;
  /* The letters moves are read and written in on the screen: "en" (K Q R B N) or "tr"
   * (Ş V K F A). Saved PGN is in English letters whatever they are. */
  properties[PROP_NOTATION]
      = g_param_spec_string ("notation", NULL, NULL, "en",
                             G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The position the board shows: after this many half-moves, read-only, or -1
   * (HAKEM_SCORESHEET_LIVE) for the live one, where moves are played. The scoresheet's selection
   * is bound to it. */
  properties[PROP_SHOWN_PLY] = g_param_spec_int (
      "shown-ply", NULL, NULL, HAKEM_SCORESHEET_LIVE, G_MAXINT, HAKEM_SCORESHEET_LIVE,
      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* A passing message on the status line (hakem_window_show_status), or NULL while the line says
   * the state: cleared when the record changes or another position is shown. */
  properties[PROP_STATUS_MESSAGE]
      = g_param_spec_string ("status-message", NULL, NULL, NULL,
                             G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  widget_class->realize = hakem_window_realize;
  g_type_ensure (HAKEM_TYPE_ADAPTIVE_BOX);
  g_type_ensure (HAKEM_TYPE_BOARD_VIEW);
  g_type_ensure (HAKEM_TYPE_RESTORE_BANNER);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hakem/Hakem/hakem-window.ui");
  gtk_widget_class_bind_template_child (widget_class, HakemWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, HakemWindow, main_box);
  gtk_widget_class_bind_template_child (widget_class, HakemWindow, board);
  gtk_widget_class_bind_template_child (widget_class, HakemWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, HakemWindow, title_label);
  gtk_widget_class_bind_template_child (widget_class, HakemWindow, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, HakemWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, HakemWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, HakemWindow, side_panel);
  gtk_widget_class_bind_template_child (widget_class, HakemWindow, restore_banner);
  gtk_widget_class_bind_template_callback (widget_class, move_chosen);
  gtk_widget_class_bind_template_callback (widget_class, move_refused);
  gtk_widget_class_bind_template_callback (widget_class, banner_restore);
  gtk_widget_class_bind_template_callback (widget_class, banner_discard);
  gtk_widget_class_bind_template_callback (widget_class, banner_dismiss);
  hakem_window_class_install_actions (widget_class);
}

static void
hakem_window_init (HakemWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_menu_button_set_create_popup_func (self->menu_button, create_primary_menu, self, NULL);
  self->selected_incident = -1;
  self->shown_ply = HAKEM_SCORESHEET_LIVE;
  self->session = hakem_session_new ();
  bind_board (self);
  g_signal_connect (self->session, "changed", G_CALLBACK (record_changed), self);
  g_signal_connect_swapped (self->session, "notify::san-language", G_CALLBACK (letters_changed),
                            self);
  /* The actions follow the session's state: the clock's commands what the clock does (a ruling
   * stops it, a press starts it), Undo the moves recorded, Reopen the end of the game; Save
   * Incident as Scenario the log (incidents_changed). */
  g_signal_connect_swapped (self->session, "notify::clock-state", G_CALLBACK (state_changed), self);
  g_signal_connect_swapped (self->session, "notify::ply", G_CALLBACK (state_changed), self);
  g_signal_connect_swapped (self->session, "notify::over", G_CALLBACK (state_changed), self);
  /* The subtitle says how the game ended while it is over, and shows only with something to
   * say. */
  g_object_bind_property_full (self->session, "outcome", self->subtitle_label, "label",
                               G_BINDING_SYNC_CREATE, outcome_or_event_line, NULL, self, NULL);
  g_object_bind_property_full (self->subtitle_label, "label", self->subtitle_label, "visible",
                               G_BINDING_SYNC_CREATE, text_not_empty, NULL, NULL, NULL);
  /* The clock, scoresheet and incident log are bound when the side panel is built. */
  hakem_name_mnemonic_buttons (GTK_WIDGET (self->restore_banner));
  hakem_name_header_boxes (self->header_bar);
  g_signal_connect (self->session, "incident-added", G_CALLBACK (incident_added), self);
  g_signal_connect (hakem_session_get_incidents (self->session), "items-changed",
                    G_CALLBACK (incidents_changed), self);

  /* Space presses the clock whatever has the focus, before the focused widget sees the key (a
   * button would be clicked, the move entry would take a space that is never part of a move);
   * only the arbiter's notes, text of their own, keep their spaces. */
  GtkEventController *keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  hakem_window_accept_drops (self);

  /* Settings when the schema is installed (it is not in a bare build tree). */
  self->settings = hakem_settings_new ();
  if (self->settings)
    {
      g_settings_bind (self->settings, "window-width", self, "default-width",
                       G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (self->settings, "window-height", self, "default-height",
                       G_SETTINGS_BIND_DEFAULT);
      g_settings_bind (self->settings, "window-maximized", self, "maximized",
                       G_SETTINGS_BIND_DEFAULT);
      /* The menu (win.notation) and the preferences window change them. */
      g_settings_bind_with_mapping (self->settings, "notation-language", self, "notation",
                                    G_SETTINGS_BIND_DEFAULT, letters_from_setting,
                                    letters_to_setting, NULL, NULL);
      /* Flipped in the menu (win.flip) or the preferences window. */
      g_settings_bind (self->settings, "board-flipped", self->board, "flipped",
                       G_SETTINGS_BIND_DEFAULT);
      g_autofree char *tc_text = g_settings_get_string (self->settings, "last-time-control");
      ChessTimeControl tc;
      if (chess_time_control_parse (&tc, tc_text, NULL) == CHESS_TIME_CONTROL_OK)
        hakem_session_new_game (self->session, NULL, &tc);
    }
  else
    hakem_session_set_san_language (self->session,
                                    chess_san_language_from_code (interface_letters ()));
  default_size_changed (self);
  g_signal_connect (self, "notify::default-width", G_CALLBACK (default_size_changed), NULL);
  /* The main box chose the other arrangement (at its allocation): the panel and the clocks
   * follow, outside the layout phase. */
  g_signal_connect_swapped (self->main_box, "notify::side-by-side",
                            G_CALLBACK (surface_size_changed), self);
  g_signal_connect (self, "notify::default-height", G_CALLBACK (default_size_changed), NULL);
  update_header (self);
  hakem_window_update_actions (self);
}

HakemWindow *
hakem_window_new (GtkApplication *app)
{
  return g_object_new (HAKEM_TYPE_WINDOW, "application", app, NULL);
}

void
hakem_window_set_shown_ply (HakemWindow *self, int ply)
{
  g_return_if_fail (HAKEM_IS_WINDOW (self));
  if (ply < 0 || ply >= hakem_session_get_game (self->session)->count)
    ply = HAKEM_SCORESHEET_LIVE;
  if (ply == self->shown_ply)
    return;
  self->shown_ply = ply;
  hakem_window_show_status (self, NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOWN_PLY]);
}

int
hakem_window_get_shown_ply (HakemWindow *self)
{
  g_return_val_if_fail (HAKEM_IS_WINDOW (self), HAKEM_SCORESHEET_LIVE);
  return self->shown_ply;
}

HakemSession *
hakem_window_get_session (HakemWindow *self)
{
  g_return_val_if_fail (HAKEM_IS_WINDOW (self), NULL);
  hakem_window_ensure_side_panel (self);
  return self->session;
}
