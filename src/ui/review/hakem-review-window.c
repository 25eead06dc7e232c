/* hakem-review-window.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The appeals committee's review of a case: read-only. The case is loaded into a session of its
 * own that nothing saves; the board and both clocks follow the half-move picked, an incident
 * picked shows the position and the clocks as the arbiter ruled, the ruling with its articles and
 * note, and the same case ruled again today (hakem-rerule.h). The committee's decision goes to
 * the committee's file beside the case (hakem-committee.h), never into the case file.
 */
#include "config.h"

#include "hakem-review-window.h"

#include <glib/gi18n.h>

#include "chess-clock-text.h"
#include "hakem-board-view.h"
#include "hakem-case-records.h"
#include "hakem-casefile.h"
#include "hakem-committee.h"
#include "hakem-incident.h"
#include "hakem-report-diagram.h"
#include "hakem-report-print.h"
#include "hakem-rerule.h"
#include "hakem-scoresheet.h"
#include "hakem-text-safe.h"
#include "hakem-window.h"
#include "hakem-accessible-names.h"

struct _HakemReviewWindow
{
  AdwWindow parent_instance;
  HakemSession *session;
  /* The record the scoresheet, the board and the steps follow: the case's own session, or one
   * holding the record an incident was logged on (hakem-case-records.h). */
  HakemSession *shown;
  guint record; /* which of the game's records that is */
  char *path;
  char *sha256;              /* of the file as read, for the report */
  HakemCommittee *committee; /* NULL for a PGN game: there is no case to keep it beside */
  GPtrArray *rerulings;
  int ply;
  int incident; /* the incident picked, or -1 */

  AdwWindowTitle *window_title;
  HakemBoardView *board;
  GtkLabel *white_clock;
  GtkLabel *black_clock;
  GtkLabel *ply_label;
  GtkLabel *record_label;
  HakemScoresheet *scoresheet;
  GtkListBox *incidents;
  GtkLabel *detail; /* the ruling as the arbiter made it */
  GtkWidget *today_separator;
  GtkLabel *today;       /* the same case ruled again, beside it */
  GtkLabel *differences; /* what differs, flagged */
  GtkDrawingArea *diagram;
  gboolean jumping;          /* the scoresheet follows an incident: its signal is not a step */
  ChessPosition diagram_pos; /* the incident's position, as the report draws it */
  ChessBitboard diagram_marked;
  GtkTextView *decision;
  GtkWidget *decision_heading;
  GtkWidget *save_decision;
};

G_DEFINE_FINAL_TYPE (HakemReviewWindow, hakem_review_window, ADW_TYPE_WINDOW)

/* The clocks. ------------------------------------------------------------------------------- */

/* What a player's clock showed after 'ply' half-moves: the stamp ([%clk]) of that player's last
 * stamped move before it, or the first period's time before the player's first move; -1 when
 * the record cannot tell (moves made, none stamped). */
static gint64
clock_at (const ChessGame *game, const ChessTimeControl *tc, int ply, ChessColor color)
{
  ChessPosition pos = game->start;
  gint64 reading = -1;
  gboolean moved = FALSE;
  for (int i = 0; i < ply && i < game->count; i++)
    {
      if (pos.side == color)
        {
          moved = TRUE;
          if (game->moves[i].clock_ms != CHESS_GAME_NO_TIME)
            reading = game->moves[i].clock_ms;
        }
      ChessUndo undo;
      chess_position_make (&pos, game->moves[i].move, &undo);
    }
  if (reading < 0 && !moved && tc && tc->kind == CHESS_TIME_CONTROL_PERIODS && tc->n_periods > 0)
    reading = (gint64) tc->periods[0].seconds * 1000;
  return reading;
}

static void
show_clock (GtkLabel *label, ChessColor color, gint64 ms)
{
  const char *who = color == CHESS_WHITE ? _ ("White") : _ ("Black");
  if (ms < 0)
    {
      /* TRANSLATORS: review: a player's clock when the record has no clock reading */
      g_autofree char *text = g_strdup_printf (_ ("%s: no clock reading"), who);
      gtk_label_set_text (label, text);
      return;
    }
  char buf[32];
  chess_clock_format_reading (ms * 1000, buf, sizeof buf);
  /* TRANSLATORS: review: a player's clock, as in "White: 1:23:45" */
  g_autofree char *text = g_strdup_printf (_ ("%s: %s"), who, buf);
  gtk_label_set_text (label, text);
}

/* The board at a half-move. ------------------------------------------------------------------ */

static void
show_position (HakemReviewWindow *self, const ChessPosition *pos, ChessMove last,
               const gint64 ms[2], int ply, int count)
{
  hakem_board_view_set_position (self->board, pos);
  hakem_board_view_set_last_move (self->board, last);
  show_clock (self->white_clock, CHESS_WHITE, ms[CHESS_WHITE]);
  show_clock (self->black_clock, CHESS_BLACK, ms[CHESS_BLACK]);
  /* TRANSLATORS: review: where the board stands, as in "After 12 of 80 half-moves" */
  g_autofree char *where = g_strdup_printf (_ ("After %d of %d half-moves"), ply, count);
  gtk_label_set_text (self->ply_label, where);
}

static void update_actions (HakemReviewWindow *self);

static void
show_ply (HakemReviewWindow *self, int ply)
{
  const ChessGame *game = hakem_session_get_game (self->shown);
  const ChessTimeControl *tc = hakem_session_get_time_control (self->session);
  self->ply = CLAMP (ply, 0, game->count);
  ChessPosition pos;
  chess_game_position_at (game, self->ply, &pos);
  gint64 ms[2] = { clock_at (game, tc, self->ply, CHESS_WHITE),
                   clock_at (game, tc, self->ply, CHESS_BLACK) };
  show_position (self, &pos, self->ply ? game->moves[self->ply - 1].move : CHESS_MOVE_NONE, ms,
                 self->ply, game->count);
  update_actions (self);
}

static void
update_actions (HakemReviewWindow *self)
{
  const ChessGame *game = hakem_session_get_game (self->shown);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.back", self->ply > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.first", self->ply > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.forward", self->ply < game->count);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.last", self->ply < game->count);
}

static void
step (HakemReviewWindow *self, int ply)
{
  const ChessGame *game = hakem_session_get_game (self->shown);
  ply = CLAMP (ply, 0, game->count);
  /* The scoresheet marks the move and says "ply-selected", which shows it. */
  hakem_scoresheet_select_ply (self->scoresheet, ply == game->count ? HAKEM_SCORESHEET_LIVE : ply);
  show_ply (self, ply);
}

static void
ply_selected (HakemScoresheet *sheet, int ply, HakemReviewWindow *self)
{
  if (self->jumping)
    return;
  const ChessGame *game = hakem_session_get_game (self->shown);
  show_ply (self, ply < 0 ? game->count : ply);
}

static void
first_activated (GtkWidget *widget, const char *name, GVariant *param)
{
  step (HAKEM_REVIEW_WINDOW (widget), 0);
}

static void
back_activated (GtkWidget *widget, const char *name, GVariant *param)
{
  HakemReviewWindow *self = HAKEM_REVIEW_WINDOW (widget);
  step (self, self->ply - 1);
}

static void
forward_activated (GtkWidget *widget, const char *name, GVariant *param)
{
  HakemReviewWindow *self = HAKEM_REVIEW_WINDOW (widget);
  step (self, self->ply + 1);
}

static void
last_activated (GtkWidget *widget, const char *name, GVariant *param)
{
  HakemReviewWindow *self = HAKEM_REVIEW_WINDOW (widget);
  step (self, hakem_session_get_game (self->shown)->count);
}

/* An incident. ------------------------------------------------------------------------------ */

/* before, text escaped for markup, after. */
/* A right-to-left override in a ruling or a note would reorder its words: shown as a mark. */
static void
append_escaped (GString *out, const char *before, const char *text, const char *after)
{
  g_autofree char *shown = hakem_text_show_bidi (text ? text : "");
  g_autofree char *escaped = g_markup_escape_text (shown, -1);
  g_string_append (out, before);
  g_string_append (out, escaped);
  g_string_append (out, after);
}

/* A reconstruction adopted (8.5.3) decided the record: the one it replaced and the one it made,
 * move by move. */
static void
append_records (HakemReviewWindow *self, guint index, GString *out)
{
  g_autofree char *replaced = NULL, *adopted = NULL;
  if (!hakem_case_record_decision (self->session, index,
                                   hakem_session_get_san_language (self->session), &replaced,
                                   &adopted))
    return;
  /* TRANSLATORS: review and report: the moves of the record a reconstruction replaced, and of
   * the one it made the game's record */
  append_escaped (out, "<b>", _ ("Record replaced:"), "</b> ");
  append_escaped (out, "", replaced, "\n");
  append_escaped (out, "<b>", _ ("Record adopted:"), "</b> ");
  append_escaped (out, "", adopted, "\n");
}

/* The ruling as the arbiter made it: what it was, its articles, its text and the note. */
static char *
recorded_markup (HakemReviewWindow *self, guint index)
{
  const HakemIncident *incident = hakem_session_get_incident (self->session, index);
  GString *out = g_string_new (NULL);
  /* TRANSLATORS: review: the heading of the ruling as it was made, beside today's */
  append_escaped (out, "<b>", _ ("As the arbiter ruled"), "</b>\n");
  append_escaped (out, "", hakem_incident_kind_text (incident->kind), "\n");
  if (incident->articles && *incident->articles)
    {
      /* TRANSLATORS: review: the articles a ruling cites, as in "Articles 7.5.1 7.5.5" */
      g_autofree char *arts = g_strdup_printf (_ ("Articles %s"), incident->articles);
      append_escaped (out, "", arts, "\n");
    }
  append_escaped (out, "", incident->ruling, "\n");
  append_records (self, index, out);
  if (incident->note && *incident->note)
    {
      /* TRANSLATORS: review: the arbiter's own note on the ruling */
      g_autofree char *note = g_strdup_printf (_ ("The arbiter's note: %s"), incident->note);
      append_escaped (out, "<i>", note, "</i>\n");
    }
  return g_string_free (out, FALSE);
}

/* The same case ruled again today, to be read beside the arbiter's ruling. */
static char *
today_markup (const HakemReruling *r)
{
  GString *out = g_string_new (NULL);
  /* TRANSLATORS: review: the heading of the same case ruled again with today's rules */
  append_escaped (out, "<b>", _ ("Ruled again today"), "</b>\n");
  append_escaped (out, "", hakem_reruling_status_text (r->status), "\n");
  if (r->today_articles)
    {
      /* TRANSLATORS: review: the articles today's ruling cites */
      g_autofree char *arts = g_strdup_printf (_ ("Today: Articles %s"), r->today_articles);
      append_escaped (out, "", arts, "\n");
    }
  if (r->today_ruling)
    append_escaped (out, "", r->today_ruling, "\n");
  /* Why it cannot be ruled again: the one reason is its text. */
  if (r->status == HAKEM_RERULE_CANNOT)
    for (guint i = 0; i < r->differences->len; i++)
      append_escaped (out, "", g_ptr_array_index (r->differences, i), "\n");
  return g_string_free (out, FALSE);
}

/* What differs between the two, flagged under them; NULL when nothing does. */
static char *
differences_markup (const HakemReruling *r)
{
  if (r->status != HAKEM_RERULE_DIFFERENT)
    return NULL;
  GString *out = g_string_new (NULL);
  /* TRANSLATORS: review: the heading of what differs between the arbiter's ruling and today's */
  append_escaped (out, "<b>", _ ("Today's ruling differs:"), "</b>");
  for (guint i = 0; i < r->differences->len; i++)
    append_escaped (out, "\n• ", g_ptr_array_index (r->differences, i), "");
  return g_string_free (out, FALSE);
}

static void
show_ruling (HakemReviewWindow *self, guint index)
{
  const HakemReruling *r = g_ptr_array_index (self->rerulings, index);
  g_autofree char *recorded = recorded_markup (self, index);
  gtk_label_set_markup (self->detail, recorded);
  g_autofree char *today = today_markup (r);
  gtk_label_set_markup (self->today, today);
  gtk_widget_set_visible (GTK_WIDGET (self->today), TRUE);
  gtk_widget_set_visible (self->today_separator, TRUE);
  g_autofree char *differences = differences_markup (r);
  gtk_label_set_markup (self->differences, differences ? differences : "");
  gtk_widget_set_visible (GTK_WIDGET (self->differences), differences != NULL);
}

static void
show_decision (HakemReviewWindow *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->decision);
  g_autofree char *text
      = self->committee ? hakem_committee_get_decision (self->committee, self->incident) : NULL;
  gtk_text_buffer_set_text (buffer, text ? text : "", -1);
}

/* The scoresheet, the board and the steps on record k (in session, which may be the case's own):
 * the record's name above the scoresheet when the game has had more than one. */
static void
show_record (HakemReviewWindow *self, guint k, HakemSession *session)
{
  self->record = k;
  g_autofree char *heading = hakem_case_record_heading (self->session, k);
  gtk_label_set_text (self->record_label, heading ? heading : "");
  gtk_widget_set_visible (GTK_WIDGET (self->record_label), heading != NULL);
  if (session == self->shown)
    return;
  g_set_object (&self->shown, session);
  self->jumping = TRUE;
  hakem_scoresheet_set_session (self->scoresheet, session);
  hakem_scoresheet_set_language (self->scoresheet, hakem_session_get_san_language (self->session));
  self->jumping = FALSE;
}

/* Whether record holds the same moves as game. */
static gboolean
same_record (const ChessGame *record, const ChessGame *game)
{
  if (record->count != game->count)
    return FALSE;
  for (int i = 0; i < record->count; i++)
    if (record->moves[i].move != game->moves[i].move)
      return FALSE;
  return TRUE;
}

static void
incident_activated (GtkListBox *box, GtkListBoxRow *row, HakemReviewWindow *self)
{
  int index = gtk_list_box_row_get_index (row);
  if (index < 0 || (guint) index >= hakem_session_get_incident_count (self->session))
    return;
  self->incident = index;
  const HakemIncident *incident = hakem_session_get_incident (self->session, (guint) index);
  /* The incident on the record it was logged on, as it stood then: a later correction (7.5.1)
   * or a reconstruction adopted (8.5.3) may have changed the record since. Its scoresheet is
   * shown, the incident's move marked; stepping goes on along it. */
  ChessGame record;
  char *why = NULL;
  const ChessGame *game = hakem_session_get_game (self->session);
  guint k = hakem_case_record_of (self->session, (guint) index);
  if (hakem_rerule_record_of (self->session, (guint) index, &record, &why))
    {
      if (same_record (&record, game))
        show_record (self, k, self->session);
      else if (self->shown && same_record (&record, hakem_session_get_game (self->shown)))
        /* Another incident on the record already shown: its scoresheet stays. */
        show_record (self, k, self->shown);
      else
        {
          g_autoptr (HakemSession) then = hakem_case_record_session (self->session, &record);
          show_record (self, k, then);
        }
      chess_game_clear (&record);
    }
  else
    {
      g_free (why);
      show_record (self, hakem_case_record_count (self->session) - 1, self->session);
    }
  const ChessGame *shown = hakem_session_get_game (self->shown);
  int ply = CLAMP (incident->ply, 0, shown->count);
  self->jumping = TRUE;
  hakem_scoresheet_select_ply (self->scoresheet, ply == shown->count ? HAKEM_SCORESHEET_LIVE : ply);
  self->jumping = FALSE;
  self->ply = ply;
  ChessPosition pos;
  chess_game_position_at (shown, ply, &pos);
  ChessMove last = ply ? shown->moves[ply - 1].move : CHESS_MOVE_NONE;
  /* The clocks as the arbiter read them when he ruled. */
  show_position (self, &pos, last, incident->clock_ms, ply, shown->count);
  /* The report's own diagram of it: the renderer of the PDF and the printer, on screen. */
  self->diagram_pos = pos;
  self->diagram_marked
      = ply ? CHESS_BB (chess_move_from (last)) | CHESS_BB (chess_move_to (last)) : 0;
  gtk_widget_set_visible (GTK_WIDGET (self->diagram), TRUE);
  gtk_widget_queue_draw (GTK_WIDGET (self->diagram));
  update_actions (self);
  /* The incident's move marked on its scoresheet, the timeline of the game. */
  hakem_scoresheet_set_marked_plies (self->scoresheet, &ply, ply > 0 ? 1 : 0);
  show_ruling (self, (guint) index);
  show_decision (self);
}

static void
print_activated (GtkWidget *widget, const char *name, GVariant *param)
{
  HakemReviewWindow *self = HAKEM_REVIEW_WINDOW (widget);
  g_autofree char *base = g_path_get_basename (self->path);
  hakem_report_print (GTK_WINDOW (self), self->session, base, self->sha256,
                      hakem_session_get_san_language (self->session));
}

static void
keep_decision_activated (GtkWidget *widget, const char *name, GVariant *param)
{
  HakemReviewWindow *self = HAKEM_REVIEW_WINDOW (widget);
  if (!self->committee)
    return;
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->decision);
  GtkTextIter start, end;
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  g_autofree char *text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  hakem_committee_set_decision (self->committee, self->incident, text);
  g_autoptr (GError) error = NULL;
  if (!hakem_committee_save (self->committee, &error))
    {
      GtkWidget *dialog = adw_message_dialog_new (
          GTK_WINDOW (self), _ ("The decision could not be kept"), error->message);
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _ ("_Close"));
      hakem_name_mnemonic_buttons (GTK_WIDGET (dialog));
      gtk_window_present (GTK_WINDOW (dialog));
    }
}

static GtkWidget *
incident_row (HakemReviewWindow *self, guint index, const char *heading)
{
  const HakemIncident *incident = hakem_session_get_incident (self->session, index);
  const HakemReruling *r = g_ptr_array_index (self->rerulings, index);
  /* TRANSLATORS: review: an incident in the list: its half-move, what it was, its articles, and
   * whether today's ruling is the same, as in "Half-move 12 · Illegal move · 7.5.1 · Same ruling
   * today" */
  g_autofree char *text = g_strdup_printf (
      _ ("Half-move %d · %s · %s · %s"), incident->ply, hakem_incident_kind_text (incident->kind),
      incident->articles && *incident->articles ? incident->articles : "–",
      hakem_reruling_status_text (r->status));
  /* Which record the half-move counts on, when the game has had more than one. */
  if (heading)
    {
      char *both = g_strdup_printf ("%s\n%s", text, heading);
      g_free (text);
      text = both;
    }
  GtkWidget *label = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_set_margin_start (label, 8);
  gtk_widget_set_margin_end (label, 8);
  gtk_widget_set_margin_top (label, 6);
  gtk_widget_set_margin_bottom (label, 6);
  if (r->status == HAKEM_RERULE_DIFFERENT)
    gtk_widget_add_css_class (label, "error");
  return label;
}

static void
draw_diagram (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer user_data)
{
  HakemReviewWindow *self = user_data;
  /* The report puts coordinates a sixteenth of the size outside the board. */
  double size = MIN (width, height) * 16.0 / 17.0;
  hakem_report_draw_board (cr, &self->diagram_pos, size / 16.0, 0, size, self->diagram_marked);
}

/* Loading. ---------------------------------------------------------------------------------- */

/* The letters the arbiter reads moves in: the main window's (its menu, the preferences); without
 * one, the notation setting as the main window would read it ("as the interface": Turkish letters
 * in Turkish), as the round view does. */
static ChessSanLanguage
arbiter_letters (GtkApplication *app)
{
  const char *notation = hakem_window_default_notation ();
  g_autofree char *shown = NULL;
  for (GList *l = app ? gtk_application_get_windows (app) : NULL; l; l = l->next)
    if (HAKEM_IS_WINDOW (l->data))
      {
        g_object_get (l->data, "notation", &shown, NULL);
        notation = shown;
        break;
      }
  return chess_san_language_from_code (notation);
}

static gboolean
load (HakemReviewWindow *self, GtkApplication *app, GFile *file, GError **error)
{
  self->path = g_file_get_path (file);
  if (!self->path)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _ ("Only files on this computer can be reviewed."));
      return FALSE;
    }
  if (g_str_has_suffix (self->path, ".pgn") || g_str_has_suffix (self->path, ".PGN"))
    {
      char *message = NULL;
      if (!hakem_session_load_pgn (self->session, self->path, &message))
        {
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, message);
          g_free (message);
          return FALSE;
        }
      g_free (message);
    }
  else
    {
      /* The checksum the report prints is of the very bytes the case is read from. */
      g_autofree char *data = NULL;
      gsize length = 0;
      if (!hakem_casefile_read_file (self->path, &data, &length, error))
        return FALSE;
      if (!hakem_casefile_from_xml (self->session, data, length, error))
        {
          g_autofree char *display = g_filename_display_name (self->path);
          /* TRANSLATORS: the file's name, then the error that follows it. */
          g_prefix_error (error, _ ("%s: "), display);
          return FALSE;
        }
      self->sha256 = g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) data, length);
      self->committee = hakem_committee_load (self->path, error);
      if (!self->committee)
        return FALSE;
    }
  /* Today's rulings, the scoresheet and the printed report in the arbiter's letters. */
  hakem_session_set_san_language (self->session, arbiter_letters (app));
  self->rerulings = hakem_rerule_case (self->session);
  return TRUE;
}

static void
fill (HakemReviewWindow *self)
{
  const ChessGame *game = hakem_session_get_game (self->session);
  const char *white = chess_game_get_tag (game, "White");
  const char *black = chess_game_get_tag (game, "Black");
  g_autofree char *players
      = g_strdup_printf ("%s – %s", white ? white : _ ("White"), black ? black : _ ("Black"));
  adw_window_title_set_title (self->window_title, players);
  g_autofree char *base = g_path_get_basename (self->path);
  /* TRANSLATORS: review window's subtitle: the file's name; nothing in it is changed */
  g_autofree char *subtitle = g_strdup_printf (_ ("Review of %s (read-only)"), base);
  adw_window_title_set_subtitle (self->window_title, subtitle);
  /* TRANSLATORS: the review window's title, for the window list and screen readers */
  g_autofree char *title = g_strdup_printf (_ ("Review: %s"), players);
  gtk_window_set_title (GTK_WINDOW (self), title);

  self->shown = g_object_ref (self->session);
  hakem_scoresheet_set_session (self->scoresheet, self->session);
  hakem_scoresheet_set_language (self->scoresheet, hakem_session_get_san_language (self->session));
  show_record (self, hakem_case_record_count (self->session) - 1, self->session);
  /* Each record's heading once, and each incident's record by one walk over the adoptions:
   * asking per incident went over the whole log for each (issue 26: loads in linear time). */
  g_autoptr (GArray) adoptions = hakem_case_record_adoptions (self->session);
  g_autoptr (GPtrArray) headings = g_ptr_array_new_with_free_func (g_free);
  for (guint k = 0; k <= adoptions->len; k++)
    g_ptr_array_add (headings, hakem_case_record_heading (self->session, k));
  guint k = 0;
  for (guint i = 0; i < hakem_session_get_incident_count (self->session); i++)
    {
      while (k < adoptions->len && g_array_index (adoptions, HakemCaseAdoption, k).incident < i)
        k++;
      gtk_list_box_append (self->incidents, incident_row (self, i, headings->pdata[k]));
    }
  gtk_label_set_text (self->detail, hakem_session_get_incident_count (self->session)
                                        ? _ ("Pick an incident to see the position, the clocks "
                                             "and the ruling as it was made, beside today's.")
                                        : _ ("The case has no incidents."));
  gtk_widget_set_sensitive (GTK_WIDGET (self->decision), self->committee != NULL);
  if (!self->committee)
    /* TRANSLATORS: review: why the committee's decision cannot be written for a PGN game */
    gtk_widget_set_tooltip_text (GTK_WIDGET (self->decision),
                                 _ ("The committee's decisions are kept beside a case file; a game "
                                    "read from PGN has none to keep them beside."));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "review.keep-decision",
                                 self->committee != NULL);
  show_decision (self);
  step (self, game->count);
}

/* The object. ------------------------------------------------------------------------------- */

static void
hakem_review_window_dispose (GObject *object)
{
  HakemReviewWindow *self = HAKEM_REVIEW_WINDOW (object);
  gtk_widget_dispose_template (GTK_WIDGET (self), HAKEM_TYPE_REVIEW_WINDOW);
  g_clear_object (&self->shown);
  g_clear_object (&self->session);
  g_clear_pointer (&self->committee, hakem_committee_free);
  g_clear_pointer (&self->rerulings, g_ptr_array_unref);
  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->sha256, g_free);
  G_OBJECT_CLASS (hakem_review_window_parent_class)->dispose (object);
}

static void
hakem_review_window_class_init (HakemReviewWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = hakem_review_window_dispose;
  g_type_ensure (HAKEM_TYPE_BOARD_VIEW);
  g_type_ensure (HAKEM_TYPE_SCORESHEET);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hakem/Hakem/hakem-review-window.ui");
  gtk_widget_class_bind_template_child (widget_class, HakemReviewWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, HakemReviewWindow, board);
  gtk_widget_class_bind_template_child (widget_class, HakemReviewWindow, white_clock);
  gtk_widget_class_bind_template_child (widget_class, HakemReviewWindow, black_clock);
  gtk_widget_class_bind_template_child (widget_class, HakemReviewWindow, ply_label);
  gtk_widget_class_bind_template_child (widget_class, HakemReviewWindow, record_label);
  gtk_widget_class_bind_template_child (widget_class, HakemReviewWindow, scoresheet);
  gtk_widget_class_bind_template_child (widget_class, HakemReviewWindow, incidents);
  gtk_widget_class_bind_template_child (widget_class, HakemReviewWindow, detail);
  gtk_widget_class_bind_template_child (widget_class, HakemReviewWindow, today_separator);
  gtk_widget_class_bind_template_child (widget_class, HakemReviewWindow, today);
  gtk_widget_class_bind_template_child (widget_class, HakemReviewWindow, differences);
  gtk_widget_class_bind_template_child (widget_class, HakemReviewWindow, diagram);
  gtk_widget_class_bind_template_child (widget_class, HakemReviewWindow, decision);
  gtk_widget_class_bind_template_child (widget_class, HakemReviewWindow, decision_heading);
  gtk_widget_class_bind_template_child (widget_class, HakemReviewWindow, save_decision);

  gtk_widget_class_install_action (widget_class, "review.first", NULL, first_activated);
  gtk_widget_class_install_action (widget_class, "review.back", NULL, back_activated);
  gtk_widget_class_install_action (widget_class, "review.forward", NULL, forward_activated);
  gtk_widget_class_install_action (widget_class, "review.last", NULL, last_activated);
  gtk_widget_class_install_action (widget_class, "review.keep-decision", NULL,
                                   keep_decision_activated);
  gtk_widget_class_install_action (widget_class, "review.print", NULL, print_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "review.print",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home, 0, "review.first", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_End, 0, "review.last", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "review.back",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, GDK_ALT_MASK, "review.forward",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, 0, "review.back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, 0, "review.forward", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close",
                                       NULL);
}

static void
hakem_review_window_init (HakemReviewWindow *self)
{
  self->session = hakem_session_new ();
  self->incident = HAKEM_COMMITTEE_CASE;
  gtk_widget_init_template (GTK_WIDGET (self));
  hakem_board_view_set_interactive (self->board, FALSE);
  gtk_drawing_area_set_draw_func (self->diagram, draw_diagram, self, NULL);
  g_signal_connect (self->scoresheet, "ply-selected", G_CALLBACK (ply_selected), self);
  g_signal_connect (self->incidents, "row-activated", G_CALLBACK (incident_activated), self);
}

GtkWindow *
hakem_review_window_new (GtkApplication *app, GFile *file, GError **error)
{
  g_return_val_if_fail (G_IS_FILE (file), NULL);
  HakemReviewWindow *self = g_object_new (HAKEM_TYPE_REVIEW_WINDOW, "application", app, NULL);
  if (!load (self, app, file, error))
    {
      gtk_window_destroy (GTK_WINDOW (self));
      return NULL;
    }
  fill (self);
  return GTK_WINDOW (self);
}

/* Opening one. ------------------------------------------------------------------------------ */

void
hakem_review_window_open (GtkApplication *app, GtkWindow *parent, GFile *file)
{
  g_autoptr (GError) error = NULL;
  GtkWindow *review = hakem_review_window_new (app, file, &error);
  if (review)
    {
      gtk_window_present (review);
      return;
    }
  GtkWidget *dialog
      = adw_message_dialog_new (parent, _ ("The file cannot be reviewed"), error->message);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _ ("_Close"));
  hakem_name_mnemonic_buttons (GTK_WIDGET (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
choose_response (GtkNativeDialog *dialog, int response, gpointer user_data)
{
  GtkApplication *app = user_data;
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      hakem_review_window_open (app, gtk_native_dialog_get_transient_for (dialog), file);
    }
  g_object_unref (dialog);
  g_object_unref (app);
}

void
hakem_review_window_choose (GtkApplication *app, GtkWindow *parent)
{
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (
      _ ("Review a Case"), parent, GTK_FILE_CHOOSER_ACTION_OPEN, _ ("_Review"), _ ("_Cancel"));
  g_autoptr (GtkFileFilter) both = gtk_file_filter_new ();
  gtk_file_filter_set_name (both, _ ("Games and cases (*.pgn, *.hakem)"));
  gtk_file_filter_add_pattern (both, "*.[pP][gG][nN]");
  gtk_file_filter_add_pattern (both, "*.[hH][aA][kK][eE][mM]");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), both);
  g_signal_connect (dialog, "response", G_CALLBACK (choose_response), g_object_ref (app));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}
