/* hakem-window.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The main window: binds the board to the session and turns actions into session changes.
 */
#include "config.h"

#include "hakem-window-private.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "chess-explain.h"
#include "chess-san.h"
#include "hakem-claim-dialog.h"
#include "hakem-confirm.h"
#include "hakem-accessible-names.h"
#include "hakem-dialog-util.h"
#include "hakem-flag-dialog.h"
#include "hakem-illegal-dialog.h"
#include "hakem-new-game-dialog.h"
#include "hakem-penalty-dialog.h"
#include "hakem-preferences-window.h"
#include "hakem-reconstruction-view.h"
#include "hakem-regulations-dialog.h"
#include "hakem-result-dialog.h"
#include "hakem-rules-text.h"
#include "hakem-san-text.h"


G_DEFINE_FINAL_TYPE (HakemWindow, hakem_window, ADW_TYPE_APPLICATION_WINDOW)

void
hakem_window_toast (HakemWindow *self, const char *text)
{
  AdwToast *toast = adw_toast_new (text);
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

void
hakem_window_show_status (HakemWindow *self, const char *text)
{
  if (self->status_text != text)
    {
      g_free (self->status_text);
      self->status_text = g_strdup (text);
    }
  if (self->status)
    gtk_label_set_text (self->status, text);
}

/* Something the arbiter asked for cannot be done: the status line says why, with the bell. */
static void
refuse (HakemWindow *self, const char *why)
{
  hakem_window_show_status (self, why);
  gtk_widget_error_bell (GTK_WIDGET (self));
}

static void update_incidents_page (HakemWindow *self, gboolean added);
static void apply_letters (HakemWindow *self, const char *lang);
static const char *interface_letters (void);

/* A tag's value, or NULL when the game does not say ("?", empty). */
static const char *
known_tag (const ChessGame *game, const char *name)
{
  const char *value = chess_game_get_tag (game, name);
  return value && *value && !g_str_equal (value, "?") ? value : NULL;
}

/* The header: the players, and under them how the game ended or else where it is played. */
static void
update_header (HakemWindow *self)
{
  const ChessGame *game = hakem_session_get_game (self->session);
  const char *white = known_tag (game, "White"), *black = known_tag (game, "Black");
  g_autofree char *players = NULL;
  if (white || black)
    /* TRANSLATORS: the header's title: the players, White first */
    players = g_strdup_printf (_("%s – %s"), white ? white : _("White"),
                               black ? black : _("Black"));
  gtk_label_set_text (self->title_label, players ? players : _("Hakem"));
  gtk_window_set_title (GTK_WINDOW (self), players ? players : _("Hakem"));
  g_autofree char *outcome = hakem_session_outcome_text (self->session);
  g_autofree char *where = NULL;
  if (!outcome)
    {
      GPtrArray *parts = g_ptr_array_new_with_free_func (g_free);
      const char *event = known_tag (game, "Event"), *round = known_tag (game, "Round");
      const char *board = known_tag (game, "Board");
      if (event)
        g_ptr_array_add (parts, g_strdup (event));
      if (round)
        /* TRANSLATORS: in the header, the round of the event */
        g_ptr_array_add (parts, g_strdup_printf (_("Round %s"), round));
      if (board)
        /* TRANSLATORS: in the header, the board number */
        g_ptr_array_add (parts, g_strdup_printf (_("Board %s"), board));
      g_ptr_array_add (parts, NULL);
      where = g_strjoinv (" · ", (char **) parts->pdata);
      g_ptr_array_unref (parts);
    }
  const char *subtitle = outcome ? outcome : where;
  gtk_label_set_text (self->subtitle_label, subtitle);
  gtk_widget_set_visible (GTK_WIDGET (self->subtitle_label), *subtitle != '\0');
}

/* Why a move or a clock press is not taken once the game is over. */
static void
refuse_game_over (HakemWindow *self)
{
  g_autofree char *outcome = hakem_session_outcome_text (self->session);
  /* TRANSLATORS: %s is how the game ended, as in "½–½ threefold repetition, 9.2" */
  g_autofree char *msg = g_strdup_printf (_("The game is over (%s): moves and clock presses are "
                                            "not taken. To go on, reopen the game from the "
                                            "menu (Reopen the Game)."),
                                          outcome);
  refuse (self, msg);
}

/* Claims, illegal moves and flags are rulings during a game (7.5.1, 6.9, 9.2): a finished one
 * must be reopened first. Says so and returns TRUE when the game is over. */
static gboolean
refuse_ruling_when_over (HakemWindow *self)
{
  if (!hakem_session_is_over (self->session))
    return FALSE;
  g_autofree char *outcome = hakem_session_outcome_text (self->session);
  /* TRANSLATORS: %s is how the game ended */
  g_autofree char *msg = g_strdup_printf (_("The game is over (%s). Reopen the game first to "
                                            "rule on what happened during it."),
                                          outcome);
  refuse (self, msg);
  return TRUE;
}

static void
session_changed (HakemSession *session, HakemWindow *self)
{
  update_incidents_page (self, FALSE);
  update_header (self);
  const ChessGame *game = hakem_session_get_game (session);
  gboolean over = hakem_session_is_over (session);
  /* Commands that cannot apply are greyed out: taking back with no move on the scoresheet,
   * reopening a game that goes on. (Undo stays live in a finished game: it says why the move
   * cannot be taken back, or takes back the move that ended the game by itself.) */
  g_simple_action_set_enabled (
      G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self), "undo")), game->count > 0);
  g_simple_action_set_enabled (
      G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self), "reopen")), over);
  hakem_board_view_set_position (self->board, &game->current);
  hakem_board_view_set_interactive (self->board, !over);
  hakem_board_view_set_marked (self->board, 0);
  ChessMove last = game->count ? game->moves[game->count - 1].move : CHESS_MOVE_NONE;
  hakem_board_view_set_last_move (self->board, last);
  g_autofree char *outcome = hakem_session_outcome_text (session);
  if (outcome)
    {
      /* TRANSLATORS: the status line once the game is over; %s is how it ended */
      g_autofree char *msg = g_strdup_printf (_("Game over: %s."), outcome);
      hakem_window_show_status (self, msg);
    }
  else
    hakem_window_show_status (self, game->current.side == CHESS_WHITE ? _("White to move") : _("Black to move"));
}

/* The record changed (not only the window's view of it): the arbiter's work, saved even while
 * the case found at start-up is still on offer. */
static void
record_changed (HakemSession *session, HakemWindow *self)
{
  hakem_window_protect_found_case (self);
  session_changed (session, self);
}

/* A move picked on the scoresheet: its position, read-only, until the live one comes back. */
static void
ply_selected (HakemScoresheet *sheet, int ply, HakemWindow *self)
{
  hakem_window_ensure_side_panel (self);
  const ChessGame *game = hakem_session_get_game (self->session);
  if (ply < 0 || ply >= game->count)
    {
      session_changed (self->session, self);
      return;
    }
  ChessPosition pos;
  chess_game_position_at (game, ply, &pos);
  hakem_board_view_set_position (self->board, &pos);
  hakem_board_view_set_last_move (self->board, ply ? game->moves[ply - 1].move : CHESS_MOVE_NONE);
  hakem_board_view_set_interactive (self->board, FALSE);
  hakem_window_show_status (self, _("Showing an earlier position; the board takes no moves until you return to "
                       "the live position."));
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
  hakem_scoresheet_select_ply (self->scoresheet, ply == game->count ? HAKEM_SCORESHEET_LIVE : ply);
}

static void
move_chosen (HakemBoardView *board, guint move, HakemWindow *self)
{
  hakem_session_play (self->session, (ChessMove) move);
}

static void
move_entry_activated (HakemWindow *self)
{
  hakem_window_ensure_side_panel (self);
  const ChessGame *game = hakem_session_get_game (self->session);
  const char *typed = gtk_editable_get_text (GTK_EDITABLE (self->move_entry));
  g_autofree char *text = g_strstrip (g_strdup (typed));
  if (!*text)
    return;
  if (hakem_session_is_over (self->session))
    {
      refuse_game_over (self);
      return;
    }
  ChessSanReading r;
  ChessSanError err = chess_san_read (&game->current, text, self->language, 0, &r);
  if (err != CHESS_SAN_OK)
    {
      g_autofree char *why = hakem_san_error_message (&game->current, text, err, &r,
                                                      self->language);
      refuse (self, why);
      return;
    }
  if (hakem_session_play (self->session, r.move))
    gtk_editable_set_text (GTK_EDITABLE (self->move_entry), "");
}

static void
move_refused (HakemBoardView *board, int reason, HakemWindow *self)
{
  hakem_window_ensure_side_panel (self);
  refuse (self, hakem_illegal_reason_text ((ChessIllegalReason) reason));
}

static void
new_game_started (HakemNewGameDialog *dialog, const char *time_control, HakemWindow *self)
{
  if (self->settings)
    g_settings_set_string (self->settings, "last-time-control", time_control);
  g_autofree char *kept = g_object_steal_data (G_OBJECT (self), "hakem-kept");
  if (kept)
    hakem_window_show_status (self, kept);
}

/* The game in the window is about to be replaced: its case is kept aside first. */
static void
new_game_starting (HakemNewGameDialog *dialog, HakemWindow *self)
{
  g_object_set_data_full (G_OBJECT (self), "hakem-kept", hakem_window_keep_case (self), g_free);
}

static void
show_new_game_dialog (HakemWindow *self)
{
  HakemNewGameDialog *dialog = hakem_new_game_dialog_new (GTK_WINDOW (self), self->session);
  g_signal_connect_object (dialog, "starting", G_CALLBACK (new_game_starting), self, 0);
  g_signal_connect_object (dialog, "started", G_CALLBACK (new_game_started), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* A game in progress: moves or incidents, and no result yet. */
static gboolean
game_in_progress (HakemWindow *self)
{
  return !hakem_session_is_over (self->session)
         && (hakem_session_get_game (self->session)->count > 0
             || hakem_session_get_incident_count (self->session) > 0);
}

typedef struct
{
  HakemWindow *window;
  HakemReplaceFunc then;
} Replacing;

static void
replace_answered (gboolean accepted, const char *note, gpointer user_data)
{
  Replacing *r = user_data;
  if (accepted)
    r->then (r->window);
  g_object_unref (r->window);
  g_free (r);
}

void
hakem_window_confirm_replacing (HakemWindow *self, HakemReplaceFunc then)
{
  if (!game_in_progress (self))
    {
      then (self);
      return;
    }
  const ChessGame *game = hakem_session_get_game (self->session);
  guint incidents = hakem_session_get_incident_count (self->session);
  /* TRANSLATORS: how much of the game in progress there is: half-moves, then incidents */
  g_autofree char *moves = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d half-move",
                                                         "%d half-moves", (gulong) game->count),
                                            game->count);
  g_autofree char *logged = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u incident",
                                                          "%u incidents", incidents),
                                             incidents);
  /* TRANSLATORS: the first %s counts half-moves, the second incidents */
  g_autofree char *body = g_strdup_printf (_("The game in the window is in progress (%s, %s) "
                                             "and has no result. It leaves the window; its case "
                                             "file is kept beside the new one."),
                                           moves, logged);
  Replacing *r = g_new (Replacing, 1);
  r->window = g_object_ref (self);
  r->then = then;
  hakem_confirm (GTK_WINDOW (self), _("Leave the game in progress?"), body, _("_Leave It"), TRUE,
                 NULL, replace_answered, r);
}

static void
new_game_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  HakemWindow *self = user_data;
  hakem_window_ensure_side_panel (self);
  hakem_window_confirm_replacing (self, show_new_game_dialog);
}

static void
set_flipped (HakemWindow *self, gboolean flipped)
{
  hakem_board_view_set_flipped (self->board, flipped);
  if (self->clock)
    hakem_clock_view_set_flipped (self->clock, flipped);
}

/* Board beside the panel, or above it in a narrow window (a phone, a window tiled to a third of
 * the screen); the clocks' digits grow with the window. From the default size before the first
 * frame, then from the surface's size as it changes. */
static void
update_layout (HakemWindow *self, int width, int height)
{
  if (width <= 0 || height <= 0)
    return;
  gboolean narrow = width < 700;
  const char *clock_size = narrow || height < 700           ? "clocks-compact"
                           : width < 1000 || height < 800   ? "clocks-small"
                           : width >= 1500 && height >= 950 ? "clocks-large"
                                                            : NULL;
  if (narrow != self->narrow || !gtk_widget_get_realized (GTK_WIDGET (self)))
    {
      self->narrow = narrow;
      gtk_orientable_set_orientation (GTK_ORIENTABLE (self->main_box),
                                      narrow ? GTK_ORIENTATION_VERTICAL
                                             : GTK_ORIENTATION_HORIZONTAL);
      GtkWidget *panel = GTK_WIDGET (self->side_panel);
      gtk_widget_set_size_request (panel, narrow ? -1 : 340, -1);
      gtk_widget_set_margin_top (panel, narrow ? 0 : 12);
      gtk_widget_set_margin_start (panel, narrow ? 12 : 0);
      if (self->clock)
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

/* The letters chosen in the preferences window (or the menu, which writes them too). */
static void
letters_setting_changed (HakemWindow *self)
{
  g_autofree char *lang = g_settings_get_string (self->settings, "notation-language");
  const char *letters = g_str_equal (lang, "interface") ? interface_letters () : lang;
  g_autoptr (GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (self), "notation");
  if (!g_str_equal (g_variant_get_string (state, NULL), letters))
    apply_letters (self, letters);
}

static void
flipped_setting_changed (HakemWindow *self)
{
  gboolean flipped = g_settings_get_boolean (self->settings, "board-flipped");
  if (flipped != hakem_board_view_get_flipped (self->board))
    set_flipped (self, flipped);
}

static void
flip_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  HakemWindow *self = user_data;
  hakem_window_ensure_side_panel (self);
  set_flipped (self, !hakem_board_view_get_flipped (self->board));
  if (self->settings)
    g_settings_set_boolean (self->settings, "board-flipped",
                            hakem_board_view_get_flipped (self->board));
}

static void
undo_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  HakemWindow *self = user_data;
  hakem_window_ensure_side_panel (self);
  if (hakem_session_undo (self->session))
    return;
  if (hakem_session_is_over (self->session))
    {
      g_autofree char *outcome = hakem_session_outcome_text (self->session);
      /* TRANSLATORS: %s is how the game ended */
      g_autofree char *msg = g_strdup_printf (_("The result %s stands: reopen the game before "
                                                "taking a move back."),
                                              outcome);
      hakem_window_show_status (self, msg);
    }
  else
    refuse (self, _("There is no move to take back."));
}

static void
enter_move_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  HakemWindow *self = user_data;
  hakem_window_ensure_side_panel (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->move_entry));
}

/* The ruling's evidence on the scoresheet: the plies of the occurrences, or those the fifty-move
 * count covers. */
static void
claim_ruled (HakemClaimDialog *dialog, HakemWindow *self)
{
  hakem_window_ensure_side_panel (self);
  const ChessRuling *r = hakem_claim_dialog_get_ruling (dialog);
  if (!r)
    return;
  const ChessGame *game = hakem_session_get_game (self->session);
  ChessBitboard squares = chess_ruling_evidence_squares (r, game);
  hakem_board_view_set_marked (self->board, squares);
  if (r->occurrence_count)
    hakem_scoresheet_set_marked_plies (self->scoresheet, r->occurrences, r->occurrence_count);
  else
    {
      int first = r->last_irreversible_ply + 1 > 1 ? r->last_irreversible_ply + 1 : 1;
      g_autofree int *plies = g_new (int, game->count + 1);
      int n = 0;
      for (int p = first; p <= game->count; p++)
        plies[n++] = p;
      hakem_scoresheet_set_marked_plies (self->scoresheet, plies, n);
    }
}

static void
claim_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  HakemWindow *self = user_data;
  hakem_window_ensure_side_panel (self);
  if (refuse_ruling_when_over (self))
    return;
  /* 9.5.1: the clock is stopped while the claim is examined. */
  if (hakem_session_get_clock (self->session)->running)
    hakem_session_stop_clock (self->session);
  HakemClaimDialog *dialog = hakem_claim_dialog_new (GTK_WINDOW (self), self->session,
                                                     self->language);
  g_signal_connect_object (dialog, "ruled", G_CALLBACK (claim_ruled), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
clock_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  HakemWindow *self = user_data;
  hakem_window_ensure_side_panel (self);
  const char *name = g_action_get_name (G_ACTION (action));
  if (!g_str_equal (name, "clock-stop") && hakem_session_is_over (self->session))
    {
      refuse_game_over (self);
      return;
    }
  gboolean ok = FALSE;
  if (g_str_equal (name, "clock-start"))
    ok = hakem_session_start_clock (self->session);
  else if (g_str_equal (name, "clock-stop"))
    ok = hakem_session_stop_clock (self->session);
  else if (g_str_equal (name, "clock-resume"))
    ok = hakem_session_resume_clock (self->session);
  else if (g_str_equal (name, "clock-press") && !hakem_session_get_clock (self->session)->started)
    ok = hakem_session_start_clock (self->session);
  else if (g_str_equal (name, "clock-press"))
    {
      ok = hakem_session_press_clock (self->session);
      if (ok)
        hakem_window_show_status (self, _("The clock was pressed without a move being entered (see Article "
                             "7.5.3)."));
    }
  if (!ok)
    {
      refuse (self, _("The clock cannot do that now."));
    }
}

/* The move entry says which letters it reads, in its placeholder and tooltip. */
static void
show_letters (HakemWindow *self)
{
  if (!self->move_entry)
    return;
  gboolean tr = self->language == CHESS_SAN_TURKISH;
  gtk_entry_set_placeholder_text (self->move_entry,
                                  tr ? _("Move as written, e.g. Af3 (letters Ş V K F A)")
                                     : _("Move as written, e.g. Nf3 (letters K Q R B N)"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->move_entry),
                               tr ? _("Moves are read and written with Turkish letters: Ş king, "
                                      "V queen, K rook, F bishop, A knight. Change them in the "
                                      "menu, Notation. Saved PGN keeps the standard's English "
                                      "letters.")
                                  : _("Moves are read and written with English letters: K king, "
                                      "Q queen, R rook, B bishop, N knight. Change them in the "
                                      "menu, Notation."));
}

/* The letters moves are read and written in ("en" or "tr"). */
static void
apply_letters (HakemWindow *self, const char *lang)
{
  self->language = g_str_equal (lang, "tr") ? CHESS_SAN_TURKISH : CHESS_SAN_ENGLISH;
  /* At start-up (the saved letters) the side panel is not built yet; it takes them when it is. */
  if (self->scoresheet)
    hakem_scoresheet_set_language (self->scoresheet, self->language);
  hakem_session_set_san_language (self->session, self->language);
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "notation");
  g_simple_action_set_state (G_SIMPLE_ACTION (action), g_variant_new_string (lang));
  show_letters (self);
  session_changed (self->session, self);
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

/* The arbiter chose the letters in the menu: kept for the next start. */
static void
notation_changed (GSimpleAction *action, GVariant *value, gpointer user_data)
{
  HakemWindow *self = user_data;
  const char *lang = g_variant_get_string (value, NULL);
  apply_letters (self, lang);
  if (self->settings)
    g_settings_set_string (self->settings, "notation-language", lang);
}

static void
save_response (GtkNativeDialog *dialog, int response, HakemWindow *self)
{
  hakem_window_ensure_side_panel (self);
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autoptr (GError) error = NULL;
      /* The incident log goes into the PGN's comments, so the record of the game carries the
       * arbiter's rulings with it. */
      /* In English letters whatever the notation shown: other programs read no others. */
      g_autofree char *pgn = hakem_session_to_pgn (self->session);
      if (!pgn
          || !g_file_replace_contents (file, pgn, strlen (pgn), NULL, FALSE, G_FILE_CREATE_NONE,
                                       NULL, NULL, &error))
        {
          g_autofree char *msg = g_strdup_printf (_("The game could not be saved: %s"),
                                                  error ? error->message : _("write error"));
          hakem_window_show_status (self, msg);
        }
      else
        hakem_window_toast (self, _("The game was saved."));
    }
  g_object_unref (dialog);
}

static void
save_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  HakemWindow *self = user_data;
  hakem_window_ensure_side_panel (self);
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (
      _("Save the Game as PGN"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"),
      _("_Cancel"));
  g_autofree char *name = hakem_session_file_name (self->session, _("game"), ".pgn");
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
  g_signal_connect (dialog, "response", G_CALLBACK (save_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
open_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  HakemWindow *self = user_data;
  hakem_window_ensure_side_panel (self);
  hakem_window_confirm_replacing (self, hakem_window_show_open_dialog);
}

/* The window's help overlay, as GtkApplicationWindow keeps one: the rows that name an action
 * show the accelerators the application set for it. Built on first use rather than at start-up,
 * where GtkApplication would build it for every window (about 9 ms and 1 MB before the first
 * frame). */
static void
shortcuts_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  HakemWindow *self = user_data;
  hakem_window_ensure_side_panel (self);
  GtkApplicationWindow *window = GTK_APPLICATION_WINDOW (self);
  if (!gtk_application_window_get_help_overlay (window))
    {
      g_autoptr (GtkBuilder) builder
          = gtk_builder_new_from_resource ("/io/github/hakem/Hakem/hakem-shortcuts-window.ui");
      GtkShortcutsWindow *overlay
          = GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
      gtk_application_window_set_help_overlay (window, overlay);
    }
  gtk_window_present (GTK_WINDOW (gtk_application_window_get_help_overlay (window)));
}

/* ---- the arbiter's interventions ---- */

static void
intervention_applied (GtkWidget *dialog, HakemWindow *self)
{
  hakem_window_ensure_side_panel (self);
  /* The status line says how the game stands (over, and how, or who is to move). */
  hakem_window_toast (self, _("The ruling was applied and written into the incident log."));
}

static void
intervention_closed (GtkWidget *dialog, HakemWindow *self)
{
  hakem_window_ensure_side_panel (self);
  hakem_scoresheet_set_marked_plies (self->scoresheet, NULL, 0);
  hakem_session_end_examination (self->session);
}

/* The clock is stopped while the arbiter examines an irregularity or a flag (6.11.1): the
 * session's examination, which ends with the dialog. */
static void
pause_for_dialog (HakemWindow *self, GtkWidget *dialog)
{
  hakem_session_begin_examination (self->session);
  g_signal_connect_object (dialog, "applied", G_CALLBACK (intervention_applied), self, 0);
  g_signal_connect_object (dialog, "destroy", G_CALLBACK (intervention_closed), self, 0);
}

/* The moves a ruling makes void, marked on the scoresheet while the dialog shows it. */
static void
illegal_ruled (HakemIllegalDialog *dialog, HakemWindow *self)
{
  hakem_window_ensure_side_panel (self);
  const ChessRuling *r = hakem_illegal_dialog_get_ruling (dialog);
  const ChessGame *game = hakem_session_get_game (self->session);
  if (!r || r->stands || r->restore_ply < 0 || r->restore_ply >= game->count)
    {
      hakem_scoresheet_set_marked_plies (self->scoresheet, NULL, 0);
      return;
    }
  g_autofree int *plies = g_new (int, game->count);
  int n = 0;
  for (int p = r->restore_ply + 1; p <= game->count; p++)
    plies[n++] = p;
  hakem_scoresheet_set_marked_plies (self->scoresheet, plies, n);
}

static void
illegal_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  HakemWindow *self = user_data;
  hakem_window_ensure_side_panel (self);
  if (refuse_ruling_when_over (self))
    return;
  /* A move picked on the scoresheet is where the irregularity was found (7.5.1 "found later"). */
  int selected = hakem_scoresheet_get_selected_ply (self->scoresheet);
  int found = selected >= 1 ? selected - 1 : -1;
  HakemIllegalDialog *dialog = hakem_illegal_dialog_new (GTK_WINDOW (self), self->session,
                                                         self->language, found);
  pause_for_dialog (self, GTK_WIDGET (dialog));
  g_signal_connect_object (dialog, "ruled", G_CALLBACK (illegal_ruled), self, 0);
  illegal_ruled (dialog, self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
flag_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  HakemWindow *self = user_data;
  hakem_window_ensure_side_panel (self);
  if (refuse_ruling_when_over (self))
    return;
  HakemFlagDialog *dialog = hakem_flag_dialog_new (GTK_WINDOW (self), self->session);
  pause_for_dialog (self, GTK_WIDGET (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
penalty_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  HakemWindow *self = user_data;
  hakem_window_ensure_side_panel (self);
  /* The clock is stopped while the arbiter deals with the offence (6.11.1), as for the other
   * procedures, and runs again if the dialog is cancelled. */
  HakemPenaltyDialog *dialog = hakem_penalty_dialog_new (GTK_WINDOW (self), self->session);
  pause_for_dialog (self, GTK_WIDGET (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* A resignation, an agreement or a late arrival is recorded as the arbiter hears of it: the clock
 * runs on until a result stops it (6.7.1 lets a game go on). */
static void
result_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  HakemWindow *self = user_data;
  hakem_window_ensure_side_panel (self);
  HakemResultDialog *dialog = hakem_result_dialog_new (GTK_WINDOW (self), self->session);
  g_signal_connect_object (dialog, "applied", G_CALLBACK (intervention_applied), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
reopen_answered (gboolean accepted, const char *note, gpointer user_data)
{
  HakemWindow *self = user_data;
  if (accepted)
    {
      HakemReopenError error;
      if (hakem_session_reopen (self->session, note, &error))
        hakem_window_toast (self, _("The game was reopened and the incident log says so. The "
                                    "clock is stopped: restart it when play resumes."));
    }
  g_object_unref (self);
}

static void
reopen_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  HakemWindow *self = user_data;
  hakem_window_ensure_side_panel (self);
  HakemReopenError error = HAKEM_REOPEN_OK;
  if (!hakem_session_is_over (self->session))
    error = HAKEM_REOPEN_NOT_OVER;
  else if (hakem_session_get_game (self->session)->auto_ending != CHESS_ENDING_NONE)
    error = HAKEM_REOPEN_POSITION;
  if (error == HAKEM_REOPEN_NOT_OVER)
    {
      refuse (self, _("The game is not over: there is nothing to reopen."));
      return;
    }
  g_autofree char *outcome = hakem_session_outcome_text (self->session);
  if (error == HAKEM_REOPEN_POSITION)
    {
      /* TRANSLATORS: %s is how the game ended, as in "1–0 checkmate, 5.1.1" */
      g_autofree char *msg = g_strdup_printf (_("The position itself ended the game (%s): it "
                                                "cannot be reopened. If a move was entered by "
                                                "mistake, take it back."),
                                              outcome);
      refuse (self, msg);
      return;
    }
  /* TRANSLATORS: %s is how the game ended */
  g_autofree char *body = g_strdup_printf (_("The result %s will no longer stand and the game "
                                             "goes on from the position on the board. The "
                                             "incident log keeps both the result and the "
                                             "reopening."),
                                           outcome);
  hakem_confirm (GTK_WINDOW (self), _("Reopen the finished game?"), body, _("_Reopen"), TRUE,
                 _("_Why (for the incident log)"), reopen_answered, g_object_ref (self));
}

static void
regulations_applied (GtkWidget *dialog, HakemWindow *self)
{
  hakem_window_ensure_side_panel (self);
  hakem_window_toast (self,
                      _("The regulations were set for the event and noted in the incident log."));
}

static void
regulations_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  HakemWindow *self = user_data;
  hakem_window_ensure_side_panel (self);
  HakemRegulationsDialog *dialog = hakem_regulations_dialog_new (GTK_WINDOW (self),
                                                                 self->session);
  g_signal_connect_object (dialog, "applied", G_CALLBACK (regulations_applied), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
reconstruct_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  HakemWindow *self = user_data;
  hakem_window_ensure_side_panel (self);
  /* The view stops a running clock itself (6.11.1) and logs what the arbiter keeps or adopts. */
  GtkWidget *view = hakem_reconstruction_view_new (GTK_WINDOW (self), self->session);
  gtk_window_present (GTK_WINDOW (view));
}

/* The incidents page says how many there are, and asks for attention while it is not shown. */
static void
update_incidents_page (HakemWindow *self, gboolean added)
{
  if (!self->side_stack)
    return; /* the side panel is not built yet: it is brought up to date when it is */
  GtkStackPage *page = gtk_stack_get_page (self->side_stack, GTK_WIDGET (self->incident_log));
  guint n = hakem_session_get_incident_count (self->session);
  g_autofree char *title = NULL;
  if (n)
    /* TRANSLATORS: the incident log's tab with the number of incidents */
    title = g_strdup_printf (_("Incidents (%u)"), n);
  else
    title = g_strdup (_("Incidents"));
  gtk_stack_page_set_title (page, title);
  GtkWidget *visible = gtk_stack_get_visible_child (self->side_stack);
  gboolean shown = visible == GTK_WIDGET (self->incident_log);
  if (added && !shown)
    gtk_stack_page_set_needs_attention (page, TRUE);
  else if (shown || !n)
    gtk_stack_page_set_needs_attention (page, FALSE);
}

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

/* Builds the side panel (about 25 ms, most of the window's template) and binds it to the session
 * as the window's init did: after the first frame, or at once when something needs it before. */
void
hakem_window_ensure_side_panel (HakemWindow *self)
{
  if (self->panel)
    return;
  if (self->after_paint_id)
    {
      g_signal_handler_disconnect (self->frame_clock, self->after_paint_id);
      self->after_paint_id = 0;
    }
  g_clear_object (&self->frame_clock);
  self->panel = HAKEM_SIDE_PANEL (hakem_side_panel_new ());
  self->clock = hakem_side_panel_get_clock (self->panel);
  self->move_entry = hakem_side_panel_get_move_entry (self->panel);
  self->status = hakem_side_panel_get_status (self->panel);
  self->side_stack = hakem_side_panel_get_stack (self->panel);
  self->scoresheet = hakem_side_panel_get_scoresheet (self->panel);
  self->incident_log = hakem_side_panel_get_incident_log (self->panel);
  g_signal_connect_swapped (self->move_entry, "activate", G_CALLBACK (move_entry_activated), self);
  g_signal_connect (self->scoresheet, "ply-selected", G_CALLBACK (ply_selected), self);
  g_signal_connect (self->incident_log, "incident-selected", G_CALLBACK (incident_selected),
                    self);
  g_signal_connect_swapped (self->side_stack, "notify::visible-child",
                            G_CALLBACK (side_page_changed), self);
  hakem_scoresheet_set_language (self->scoresheet, self->language);
  show_letters (self);
  hakem_clock_view_set_flipped (self->clock, hakem_board_view_get_flipped (self->board));
  hakem_clock_view_set_side_by_side (self->clock, self->narrow);
  hakem_clock_view_set_session (self->clock, self->session);
  hakem_scoresheet_set_session (self->scoresheet, self->session);
  hakem_incident_log_set_session (self->incident_log, self->session);
  /* The bars of the panel's scroller, named before the panel is in it: the panel's own lists
   * name theirs, and the walk stays short. */
  hakem_name_scroll_bars (gtk_widget_get_ancestor (GTK_WIDGET (self->side_panel),
                                                   GTK_TYPE_SCROLLED_WINDOW));
  gtk_box_append (self->side_panel, GTK_WIDGET (self->panel));
  update_incidents_page (self, FALSE);
  if (self->status_text)
    gtk_label_set_text (self->status, self->status_text);
}

static void
first_frame_painted (GdkFrameClock *clock, HakemWindow *self)
{
  hakem_window_ensure_side_panel (self);
}

static void
hakem_window_realize (GtkWidget *widget)
{
  HakemWindow *self = HAKEM_WINDOW (widget);
  GTK_WIDGET_CLASS (hakem_window_parent_class)->realize (widget);
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (self));
  g_signal_connect_object (surface, "notify::width", G_CALLBACK (surface_size_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (surface, "notify::height", G_CALLBACK (surface_size_changed), self,
                           G_CONNECT_SWAPPED);
  if (self->panel || self->after_paint_id)
    return;
  self->frame_clock = g_object_ref (gtk_widget_get_frame_clock (widget));
  self->after_paint_id = g_signal_connect (self->frame_clock, "after-paint",
                                           G_CALLBACK (first_frame_painted), self);
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

static const GActionEntry win_actions[] = {
  { "show-help-overlay", shortcuts_activated, NULL, NULL, NULL, { 0 } },
  { "new-game", new_game_activated, NULL, NULL, NULL, { 0 } },
  { "flip", flip_activated, NULL, NULL, NULL, { 0 } },
  { "undo", undo_activated, NULL, NULL, NULL, { 0 } },
  { "enter-move", enter_move_activated, NULL, NULL, NULL, { 0 } },
  { "claim", claim_activated, NULL, NULL, NULL, { 0 } },
  { "illegal", illegal_activated, NULL, NULL, NULL, { 0 } },
  { "flag", flag_activated, NULL, NULL, NULL, { 0 } },
  { "penalty", penalty_activated, NULL, NULL, NULL, { 0 } },
  { "reconstruct", reconstruct_activated, NULL, NULL, NULL, { 0 } },
  { "result", result_activated, NULL, NULL, NULL, { 0 } },
  { "regulations", regulations_activated, NULL, NULL, NULL, { 0 } },
  { "reopen", reopen_activated, NULL, NULL, NULL, { 0 } },
  { "offer-restore", hakem_window_offer_restore_activated, "s", NULL, NULL, { 0 } },
  { "restore-case", hakem_window_restore_case_activated, NULL, NULL, NULL, { 0 } },
  { "discard-case", hakem_window_discard_case_activated, NULL, NULL, NULL, { 0 } },
  { "dismiss-banner", hakem_window_dismiss_banner_activated, NULL, NULL, NULL, { 0 } },
  { "clock-start", clock_activated, NULL, NULL, NULL, { 0 } },
  { "clock-press", clock_activated, NULL, NULL, NULL, { 0 } },
  { "clock-stop", clock_activated, NULL, NULL, NULL, { 0 } },
  { "clock-resume", clock_activated, NULL, NULL, NULL, { 0 } },
  { "notation", NULL, "s", "'en'", notation_changed, { 0 } },
  { "open", open_activated, NULL, NULL, NULL, { 0 } },
  { "save", save_activated, NULL, NULL, NULL, { 0 } },
  { "save-case", hakem_window_save_case_activated, NULL, NULL, NULL, { 0 } },
};

static void
hakem_window_dispose (GObject *object)
{
  HakemWindow *self = HAKEM_WINDOW (object);
  if (self->after_paint_id)
    {
      g_signal_handler_disconnect (self->frame_clock, self->after_paint_id);
      self->after_paint_id = 0;
    }
  g_clear_object (&self->frame_clock);
  g_clear_handle_id (&self->layout_idle_id, g_source_remove);
  g_clear_pointer (&self->status_text, g_free);
  if (self->session)
    g_signal_handlers_disconnect_by_data (self->session, self);
  hakem_window_case_dispose (self);
  g_clear_object (&self->opening);
  g_clear_object (&self->session);
  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), HAKEM_TYPE_WINDOW);
  G_OBJECT_CLASS (hakem_window_parent_class)->dispose (object);
}

static void
hakem_window_class_init (HakemWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = hakem_window_dispose;
  widget_class->realize = hakem_window_realize;
  g_type_ensure (HAKEM_TYPE_BOARD_VIEW);
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
  gtk_widget_class_bind_template_child (widget_class, HakemWindow, restore_revealer);
  gtk_widget_class_bind_template_child (widget_class, HakemWindow, restore_label);
  gtk_widget_class_bind_template_child (widget_class, HakemWindow, restore_button);
  gtk_widget_class_bind_template_child (widget_class, HakemWindow, discard_button);
  gtk_widget_class_bind_template_child (widget_class, HakemWindow, dismiss_button);
  gtk_widget_class_bind_template_callback (widget_class, move_chosen);
  gtk_widget_class_bind_template_callback (widget_class, move_refused);
}

static void
hakem_window_init (HakemWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_menu_button_set_create_popup_func (self->menu_button, create_primary_menu, self, NULL);
  g_action_map_add_action_entries (G_ACTION_MAP (self), win_actions, G_N_ELEMENTS (win_actions),
                                   self);
  self->session = hakem_session_new ();
  g_signal_connect (self->session, "changed", G_CALLBACK (record_changed), self);
  /* The clock, scoresheet and incident log are bound when the side panel is built. */
  hakem_dialog_name_buttons (GTK_WIDGET (self->restore_revealer));
  hakem_name_header_boxes (self->header_bar);
  g_signal_connect (self->session, "incident-added", G_CALLBACK (incident_added), self);

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
      g_autofree char *lang = g_settings_get_string (self->settings, "notation-language");
      /* Until the arbiter chooses, the letters follow the interface's language. */
      apply_letters (self, g_str_equal (lang, "interface") ? interface_letters () : lang);
      hakem_board_view_set_flipped (self->board,
                                    g_settings_get_boolean (self->settings, "board-flipped"));
      /* The preferences window changes them too. */
      g_signal_connect_swapped (self->settings, "changed::notation-language",
                                G_CALLBACK (letters_setting_changed), self);
      g_signal_connect_swapped (self->settings, "changed::board-flipped",
                                G_CALLBACK (flipped_setting_changed), self);
      g_autofree char *tc_text = g_settings_get_string (self->settings, "last-time-control");
      ChessTimeControl tc;
      if (chess_time_control_parse (&tc, tc_text, NULL) == CHESS_TIME_CONTROL_OK)
        hakem_session_new_game (self->session, NULL, &tc);
    }
  else
    apply_letters (self, interface_letters ());
  default_size_changed (self);
  g_signal_connect (self, "notify::default-width", G_CALLBACK (default_size_changed), NULL);
  g_signal_connect (self, "notify::default-height", G_CALLBACK (default_size_changed), NULL);
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
  hakem_window_ensure_side_panel (self);
  return self->session;
}
