/* hakem-new-game-dialog.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Collects the new game's players, event and time control (presets from the regulations data, or
 * custom) and its start position (standard, a FEN, or Chess960 by number).
 */
#include "config.h"

#include "hakem-dialog-util.h"

#include "hakem-new-game-dialog.h"

#include "hakem-pairing-picker.h"

#include <glib/gi18n.h>

#include "hakem-incident-data.h"
#include "hakem-rules-text.h"

#define PRESETS_PATH "/io/github/hakem/Hakem/regulations/time-controls.txt"

enum
{
  START_STANDARD,
  START_FEN,
  START_CHESS960
};

struct _HakemNewGameDialog
{
  HakemSessionDialog parent_instance;

  GPtrArray *presets; /* PGN TimeControl values, in the dropdown's order; "Custom" follows */

  GtkGrid *grid;
  GtkWidget *start_button;
  GtkEntry *white, *black, *event, *site, *date, *round, *board;
  GtkDropDown *tc_dropdown;
  GtkEntry *tc_entry;
  GtkDropDown *start_dropdown;
  GtkEntry *fen_entry;
  GtkSpinButton *chess960;
  GtkLabel *regulations_note; /* the event's regulations do not fit the chosen control */
  GtkCheckButton *keep_regulations;
  GtkLabel *error;
  HakemPairingPicker *pairings;
  HakemPairing picked; /* the board taken from the pairing file, if any (its extra tags) */
};

G_DEFINE_FINAL_TYPE (HakemNewGameDialog, hakem_new_game_dialog, HAKEM_TYPE_SESSION_DIALOG)

enum
{
  SIGNAL_STARTING,
  SIGNAL_STARTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
add_row (HakemNewGameDialog *self, int row, const char *mnemonic, GtkWidget *widget)
{
  GtkWidget *label = gtk_label_new_with_mnemonic (mnemonic);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), widget);
  gtk_widget_set_hexpand (widget, TRUE);
  gtk_grid_attach (self->grid, label, 0, row, 1, 1);
  gtk_grid_attach (self->grid, widget, 1, row, 1, 1);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  label, NULL, -1);
}

static GtkEntry *
add_entry (HakemNewGameDialog *self, int row, const char *mnemonic, const char *placeholder)
{
  GtkWidget *entry = gtk_entry_new ();
  if (placeholder)
    gtk_entry_set_placeholder_text (GTK_ENTRY (entry), placeholder);
  add_row (self, row, mnemonic, entry);
  return GTK_ENTRY (entry);
}

static void
load_presets (HakemNewGameDialog *self, GtkStringList *names)
{
  g_autoptr (GBytes) bytes = g_resources_lookup_data (PRESETS_PATH, 0, NULL);
  if (bytes)
    {
      g_autofree char *text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
      g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
      for (int i = 0; lines[i]; i++)
        {
          char *line = g_strstrip (lines[i]);
          ChessTimeControl tc;
          if (!*line || *line == '#'
              || chess_time_control_parse (&tc, line, NULL) != CHESS_TIME_CONTROL_OK)
            continue;
          char human[128];
          chess_time_control_to_human (&tc, NULL, human, sizeof human);
          /* TRANSLATORS: a time control in the short form, then its class, e.g. "5' + 3" (blitz)"
           */
          g_autofree char *name
              = g_strdup_printf (_ ("%s (%s)"), human,
                                 hakem_time_class_text (chess_time_control_classify (&tc, NULL)));
          gtk_string_list_append (names, name);
          g_ptr_array_add (self->presets, g_strdup (line));
        }
    }
  gtk_string_list_append (names, _ ("Custom time control"));
}

/* The time control chosen: a preset's PGN value or the custom text. */
static const char *
chosen_time_control (HakemNewGameDialog *self)
{
  guint index = gtk_drop_down_get_selected (self->tc_dropdown);
  return index < self->presets->len ? g_ptr_array_index (self->presets, index)
                                    : gtk_editable_get_text (GTK_EDITABLE (self->tc_entry));
}

/* The regulations set for the event, when there are any and they are not for the class of the
 * chosen time control (A.1, B.1); *why says how. NULL otherwise. */
static const HakemRegulations *
mismatched_regulations (HakemNewGameDialog *self, char **why)
{
  *why = NULL;
  if (!hakem_dialog_session (self)
      || !hakem_session_get_regulations_explicit (hakem_dialog_session (self)))
    return NULL;
  const HakemRegulations *event = hakem_session_get_regulations (hakem_dialog_session (self));
  ChessTimeControl tc;
  if (!event
      || chess_time_control_parse (&tc, chosen_time_control (self), NULL) != CHESS_TIME_CONTROL_OK)
    return NULL;
  return hakem_regulations_fit_time_control (event, &tc, why) ? NULL : event;
}

/* The event's regulations stay for a game of their class; for another, the game takes the FIDE
 * profile of its own class unless the arbiter keeps them, having read what they change. */
static void
update_regulations_note (HakemNewGameDialog *self)
{
  g_autofree char *why = NULL;
  const HakemRegulations *event = mismatched_regulations (self, &why);
  if (event)
    {
      g_autofree char *name = hakem_regulations_in_force_text (event);
      /* TRANSLATORS: the first %s is the event's regulations ("Blitz, B.3 (partial
       * supervision)"), the second says why they do not fit the time control */
      g_autofree char *text = g_strdup_printf (_ ("The event's regulations (%s) do not fit this "
                                                  "time control: %s This game takes the FIDE "
                                                  "profile of its own class unless you keep them."),
                                               name, why);
      gtk_label_set_text (self->regulations_note, text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->regulations_note), event != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->keep_regulations), event != NULL);
}

static void
update_sensitivity (HakemNewGameDialog *self)
{
  guint tc = gtk_drop_down_get_selected (self->tc_dropdown);
  gtk_widget_set_visible (GTK_WIDGET (self->tc_entry), tc >= self->presets->len);
  guint start = gtk_drop_down_get_selected (self->start_dropdown);
  gtk_widget_set_visible (GTK_WIDGET (self->fen_entry), start == START_FEN);
  gtk_widget_set_visible (GTK_WIDGET (self->chess960), start == START_CHESS960);
  update_regulations_note (self);
}

static void
show_error (HakemNewGameDialog *self, const char *message)
{
  gtk_label_set_text (self->error, message);
  gtk_widget_set_visible (GTK_WIDGET (self->error), TRUE);
  gtk_widget_error_bell (GTK_WIDGET (self));
}

static void set_pairing_tags (HakemNewGameDialog *self);

gboolean
hakem_new_game_dialog_start (HakemNewGameDialog *self)
{
  g_return_val_if_fail (HAKEM_IS_NEW_GAME_DIALOG (self), FALSE);
  ChessTimeControl tc;
  const char *tc_text = chosen_time_control (self);
  int column = 0;
  ChessTimeControlError tc_err = chess_time_control_parse (&tc, tc_text, &column);
  if (tc_err != CHESS_TIME_CONTROL_OK)
    {
      /* TRANSLATORS: "Time control, column 4: <reason>" */
      g_autofree char *msg = g_strdup_printf (_ ("Time control, column %d: %s"), column,
                                              hakem_time_control_error_text (tc_err));
      show_error (self, msg);
      return FALSE;
    }

  ChessPosition pos;
  switch (gtk_drop_down_get_selected (self->start_dropdown))
    {
    case START_FEN:
      {
        ChessFenError fen_err = chess_position_from_fen (
            &pos, gtk_editable_get_text (GTK_EDITABLE (self->fen_entry)), &column);
        if (fen_err != CHESS_FEN_OK)
          {
            /* TRANSLATORS: "FEN, column 12: <reason>" */
            g_autofree char *msg = g_strdup_printf (_ ("FEN, column %d: %s"), column,
                                                    hakem_fen_error_text (fen_err));
            show_error (self, msg);
            return FALSE;
          }
        break;
      }
    case START_CHESS960:
      chess_position_init_chess960 (&pos, gtk_spin_button_get_value_as_int (self->chess960));
      pos.chess960 = TRUE;
      break;
    default:
      chess_position_init_start (&pos);
      break;
    }

  g_autofree char *why = NULL;
  const HakemRegulations *mismatched = mismatched_regulations (self, &why);
  g_autoptr (HakemRegulations) kept
      = mismatched && gtk_check_button_get_active (self->keep_regulations)
            ? hakem_regulations_copy (mismatched)
            : NULL;
  g_signal_emit (self, signals[SIGNAL_STARTING], 0);
  hakem_session_new_game (hakem_dialog_session (self), &pos, &tc);
  if (kept)
    {
      hakem_session_set_regulations (hakem_dialog_session (self), kept);
      g_autofree char *name = hakem_regulations_in_force_text (kept);
      /* TRANSLATORS: the incident log: the event's regulations kept for a game of another class;
       * the first %s names them, the second says why they do not fit */
      g_autofree char *text = g_strdup_printf (_ ("The event's regulations (%s) were kept for this "
                                                  "game by the arbiter's decision, although %s"),
                                               name, why);
      gint64 ms[2];
      hakem_session_clock_readings (hakem_dialog_session (self), ms);
      HakemIncident *incident
          = hakem_incident_new (HAKEM_INCIDENT_NOTE, 0, ms, "A.1 B.1", text, NULL);
      HakemIncidentData *data = hakem_incident_data_new ();
      hakem_incident_data_put_word (data, HAKEM_DATA_REGULATIONS, kept->id);
      hakem_incident_data_put_switch (data, HAKEM_DATA_CLASS_MISMATCH);
      incident->data = hakem_incident_data_steal_text (data);
      hakem_session_add_incident (hakem_dialog_session (self), incident);
    }
  static const struct
  {
    const char *tag;
    gsize offset;
  } fields[] = {
    { "White", G_STRUCT_OFFSET (HakemNewGameDialog, white) },
    { "Black", G_STRUCT_OFFSET (HakemNewGameDialog, black) },
    { "Event", G_STRUCT_OFFSET (HakemNewGameDialog, event) },
    { "Site", G_STRUCT_OFFSET (HakemNewGameDialog, site) },
    { "Date", G_STRUCT_OFFSET (HakemNewGameDialog, date) },
    { "Round", G_STRUCT_OFFSET (HakemNewGameDialog, round) },
    { "Board", G_STRUCT_OFFSET (HakemNewGameDialog, board) },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      GtkEntry *entry = G_STRUCT_MEMBER (GtkEntry *, self, fields[i].offset);
      g_autofree char *value = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry))));
      hakem_session_set_tag (hakem_dialog_session (self), fields[i].tag, *value ? value : "?");
    }
  set_pairing_tags (self);
  g_signal_emit (self, signals[SIGNAL_STARTED], 0, tc_text);
  return TRUE;
}

/* A player's title, rating and FIDE id from the pairing file, when the name is still the one
 * the file gave (the arbiter may have typed another player in its place). */
static void
set_player_tags (HakemNewGameDialog *self, GtkEntry *entry, const char *name, const char *color,
                 const char *title, int rating, const char *fide_id)
{
  if (!name || strcmp (gtk_editable_get_text (GTK_EDITABLE (entry)), name) != 0)
    return;
  g_autofree char *tag_title = g_strconcat (color, "Title", NULL);
  g_autofree char *tag_elo = g_strconcat (color, "Elo", NULL);
  g_autofree char *tag_id = g_strconcat (color, "FideId", NULL);
  g_autofree char *elo = g_strdup_printf ("%d", rating);
  if (title && *title)
    hakem_session_set_tag (hakem_dialog_session (self), tag_title, title);
  if (rating > 0)
    hakem_session_set_tag (hakem_dialog_session (self), tag_elo, elo);
  if (fide_id && *fide_id)
    hakem_session_set_tag (hakem_dialog_session (self), tag_id, fide_id);
}

static void
set_pairing_tags (HakemNewGameDialog *self)
{
  const HakemPairing *p = &self->picked;
  set_player_tags (self, self->white, p->white, "White", p->white_title, p->white_rating,
                   p->white_fide_id);
  set_player_tags (self, self->black, p->black, "Black", p->black_title, p->black_rating,
                   p->black_fide_id);
}

static void
start_clicked (HakemNewGameDialog *self)
{
  if (hakem_new_game_dialog_start (self))
    gtk_window_destroy (GTK_WINDOW (self));
}

void
hakem_new_game_dialog_set_fields (HakemNewGameDialog *self, const char *white, const char *black,
                                  const char *time_control, const char *fen)
{
  g_return_if_fail (HAKEM_IS_NEW_GAME_DIALOG (self));
  gtk_editable_set_text (GTK_EDITABLE (self->white), white ? white : "");
  gtk_editable_set_text (GTK_EDITABLE (self->black), black ? black : "");
  if (time_control)
    {
      gtk_drop_down_set_selected (self->tc_dropdown, self->presets->len);
      gtk_editable_set_text (GTK_EDITABLE (self->tc_entry), time_control);
    }
  if (fen)
    {
      gtk_drop_down_set_selected (self->start_dropdown, START_FEN);
      gtk_editable_set_text (GTK_EDITABLE (self->fen_entry), fen);
    }
  update_sensitivity (self);
}

/* A board taken from the pairing file: its players, event, site, round, board and time control
 * fill the fields (each can still be changed). */
static void
pairing_picked (HakemNewGameDialog *self)
{
  hakem_pairing_clear (&self->picked);
  if (!hakem_pairing_picker_get_pairing (self->pairings, &self->picked))
    return;
  const HakemPairing *p = &self->picked;
  gtk_editable_set_text (GTK_EDITABLE (self->event), p->event);
  gtk_editable_set_text (GTK_EDITABLE (self->site), p->site);
  g_autofree char *round = g_strdup_printf ("%d", p->round);
  g_autofree char *board = g_strdup_printf ("%d", p->board);
  gtk_editable_set_text (GTK_EDITABLE (self->round), round);
  gtk_editable_set_text (GTK_EDITABLE (self->board), board);
  hakem_new_game_dialog_set_fields (self, p->white, p->black, p->time_control, NULL);
}

HakemPairingPicker *
hakem_new_game_dialog_get_pairing_picker (HakemNewGameDialog *self)
{
  g_return_val_if_fail (HAKEM_IS_NEW_GAME_DIALOG (self), NULL);
  return self->pairings;
}

static void
hakem_new_game_dialog_dispose (GObject *object)
{
  HakemNewGameDialog *self = HAKEM_NEW_GAME_DIALOG (object);
  hakem_pairing_clear (&self->picked);
  hakem_session_dialog_release (HAKEM_SESSION_DIALOG (self));
  g_clear_pointer (&self->presets, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), HAKEM_TYPE_NEW_GAME_DIALOG);
  G_OBJECT_CLASS (hakem_new_game_dialog_parent_class)->dispose (object);
}

/* The session's time control chosen when it is a preset. */
static void
hakem_new_game_dialog_constructed (GObject *object)
{
  HakemNewGameDialog *self = HAKEM_NEW_GAME_DIALOG (object);
  G_OBJECT_CLASS (hakem_new_game_dialog_parent_class)->constructed (object);
  HakemSession *session = hakem_session_dialog_get_session (HAKEM_SESSION_DIALOG (self));
  /* Preselect the session's current control when it is a preset. */
  char current[128];
  chess_time_control_to_pgn (hakem_session_get_time_control (session), current, sizeof current);
  for (guint i = 0; i < self->presets->len; i++)
    if (g_str_equal (g_ptr_array_index (self->presets, i), current))
      gtk_drop_down_set_selected (self->tc_dropdown, i);
  update_regulations_note (self);
}

static void
hakem_new_game_dialog_class_init (HakemNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = hakem_new_game_dialog_dispose;
  object_class->constructed = hakem_new_game_dialog_constructed;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hakem/Hakem/hakem-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, HakemNewGameDialog, start_button);
  gtk_widget_class_bind_template_callback (widget_class, start_clicked);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  /* The game in the session is about to be replaced by the new one (whose fields are valid). */
  signals[SIGNAL_STARTING] = g_signal_new ("starting", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The game was started; the argument is its time control as a PGN TimeControl value. */
  signals[SIGNAL_STARTED] = g_signal_new ("started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
hakem_new_game_dialog_init (HakemNewGameDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* The window's own child, not bound: GtkWindow drops it, so a bound one would be dropped
   * twice (a crash on closing). */
  self->grid = GTK_GRID (gtk_window_get_child (GTK_WINDOW (self)));
  self->presets = g_ptr_array_new_with_free_func (g_free);
  int row = 0;
  self->pairings = hakem_pairing_picker_new ();
  add_row (self, row++, _ ("Pairings"), GTK_WIDGET (self->pairings));
  g_signal_connect_swapped (self->pairings, "picked", G_CALLBACK (pairing_picked), self);
  self->white
      = add_entry (self, row++, _ ("_White"), _ ("Name of the player with the white pieces"));
  self->black
      = add_entry (self, row++, _ ("_Black"), _ ("Name of the player with the black pieces"));
  self->event = add_entry (self, row++, _ ("_Event"), NULL);
  self->site = add_entry (self, row++, _ ("S_ite"), _ ("Town or venue"));
  self->date = add_entry (self, row++, _ ("_Date"), _ ("YYYY.MM.DD, as PGN writes it"));
  g_autoptr (GDateTime) today = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (today, "%Y.%m.%d");
  gtk_editable_set_text (GTK_EDITABLE (self->date), date);
  self->round = add_entry (self, row++, _ ("_Round"), NULL);
  self->board = add_entry (self, row++, _ ("B_oard"), NULL);

  GtkStringList *names = gtk_string_list_new (NULL);
  load_presets (self, names);
  self->tc_dropdown = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (names), NULL));
  add_row (self, row++, _ ("_Time control"), GTK_WIDGET (self->tc_dropdown));
  self->tc_entry = GTK_ENTRY (gtk_entry_new ());
  gtk_entry_set_placeholder_text (self->tc_entry, _ ("PGN TimeControl, e.g. 40/5400+30:1800+30"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->tc_entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ ("Custom time control"), -1);
  gtk_grid_attach (self->grid, GTK_WIDGET (self->tc_entry), 1, row++, 1, 1);

  const char *starts[] = { _ ("Standard position"), _ ("From a FEN"), _ ("Chess960"), NULL };
  self->start_dropdown = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (starts));
  add_row (self, row++, _ ("Start _position"), GTK_WIDGET (self->start_dropdown));
  self->fen_entry = GTK_ENTRY (gtk_entry_new ());
  gtk_entry_set_placeholder_text (self->fen_entry, CHESS_FEN_START);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->fen_entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ ("Start position as FEN"), -1);
  gtk_grid_attach (self->grid, GTK_WIDGET (self->fen_entry), 1, row++, 1, 1);
  self->chess960 = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, 959, 1));
  gtk_spin_button_set_value (self->chess960, 518);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->chess960), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ ("Chess960 start position number"), -1);
  gtk_grid_attach (self->grid, GTK_WIDGET (self->chess960), 1, row++, 1, 1);

  self->regulations_note = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->regulations_note, TRUE);
  gtk_label_set_xalign (self->regulations_note, 0);
  gtk_label_set_max_width_chars (self->regulations_note, 60);
  gtk_widget_add_css_class (GTK_WIDGET (self->regulations_note), "warning");
  gtk_grid_attach (self->grid, GTK_WIDGET (self->regulations_note), 0, row++, 2, 1);
  self->keep_regulations = GTK_CHECK_BUTTON (
      gtk_check_button_new_with_mnemonic (_ ("_Keep the event's regulations for this game")));
  gtk_grid_attach (self->grid, GTK_WIDGET (self->keep_regulations), 0, row++, 2, 1);

  self->error = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->error, TRUE);
  gtk_label_set_xalign (self->error, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->error), "error");
  gtk_widget_set_visible (GTK_WIDGET (self->error), FALSE);
  gtk_grid_attach (self->grid, GTK_WIDGET (self->error), 0, row++, 2, 1);

  g_signal_connect_swapped (self->tc_dropdown, "notify::selected", G_CALLBACK (update_sensitivity),
                            self);
  g_signal_connect_swapped (self->start_dropdown, "notify::selected",
                            G_CALLBACK (update_sensitivity), self);
  g_signal_connect_swapped (self->tc_entry, "changed", G_CALLBACK (update_regulations_note), self);
  update_sensitivity (self);
  /* The arbiter types the players first; the pairing file is a choice above them. */
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->white));
  hakem_dialog_enter_applies (GTK_WINDOW (self), self->start_button);
  hakem_name_mnemonic_buttons (GTK_WIDGET (self));
}

HakemNewGameDialog *
hakem_new_game_dialog_new (GtkWindow *parent, HakemSession *session)
{
  return g_object_new (HAKEM_TYPE_NEW_GAME_DIALOG, "transient-for", parent, "session", session,
                       NULL);
}
