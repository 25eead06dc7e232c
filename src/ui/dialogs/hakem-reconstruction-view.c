/* hakem-reconstruction-view.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The arbiter records the real board, clocks and counts (8.5.3), the players' recollection is
 * replayed on a second board beside it, and the rules core says what differs and what 8.6 makes
 * of the clocks; the result is kept or adopted by the session.
 */
#include "config.h"

#include "hakem-dialog-util.h"

#include "hakem-reconstruction-view.h"

#include <glib/gi18n.h>

#include "hakem-accessible-names.h"
#include <string.h>

#include "chess-clock-text.h"
#include "chess-san.h"
#include "hakem-board-view.h"
#include "hakem-rules-text.h"
#include "hakem-san-text.h"
#include "hakem-sheets-dialog.h"

#define N_PALETTE 13 /* twelve pieces and the empty square */

struct _HakemReconstructionView
{
  HakemSessionDialog parent_instance;

  ChessSanLanguage language;
  ChessReconstruction reconstruction;
  gboolean started; /* step 1 is done: reconstruction holds the record and the replay */
  bool flags[2];    /* whose flag had fallen, as recorded */
  int shown;        /* the recalled half-moves the second board shows: 0 .. the replay's count */
  char *status;     /* the texts shown, for the getters */
  char *findings;
  char *differences;
  HakemReconciliation *reconciliation; /* the sheets the replay was reconciled from, or NULL */

  GtkToggleButton *palette_buttons[N_PALETTE];
  ChessPiece palette_pieces[N_PALETTE]; /* what each button puts on a square */

  GtkStack *stack;
  GtkButton *adopt_button;
  GtkButton *keep_button;
  GtkButton *start_button;
  HakemBoardView *real_board;
  GtkLabel *palette_label;
  GtkGrid *palette;
  GtkDropDown *side_dropdown;
  GtkEntry *white_time_entry;
  GtkEntry *black_time_entry;
  GtkDropDown *running_dropdown;
  GtkSpinButton *moves_spin;
  GtkCheckButton *moves_unknown_check;
  GtkCheckButton *white_flag_check;
  GtkCheckButton *black_flag_check;
  GtkLabel *record_message;
  HakemBoardView *second_board;
  HakemBoardView *snapshot_board;
  GtkEntry *move_entry;
  GtkButton *undo_button;
  GtkLabel *move_message;
  GtkLabel *moves_label;
  GtkLabel *step_label;
  GtkLabel *diff_label;
  GtkLabel *status_label;
  GtkLabel *findings_label;
  GtkEntry *note_entry;
  GtkRevealer *confirm_revealer;
  GtkLabel *confirm_label;
};

G_DEFINE_FINAL_TYPE (HakemReconstructionView, hakem_reconstruction_view, HAKEM_TYPE_SESSION_DIALOG)

enum
{
  SIGNAL_FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum
{
  RUNNING_WHITE = 0,
  RUNNING_BLACK = 1,
  RUNNING_UNKNOWN = 2,
};

/* The palette in the order a board is set up by hand: kings first, pawns last. */
static const ChessPieceType palette_types[6] = {
  CHESS_KING, CHESS_QUEEN, CHESS_ROOK, CHESS_BISHOP, CHESS_KNIGHT, CHESS_PAWN,
};

static const char *const piece_files[12] = {
  "white-pawn", "white-knight", "white-bishop", "white-rook", "white-queen", "white-king",
  "black-pawn", "black-knight", "black-bishop", "black-rook", "black-queen", "black-king",
};

/* ---- clock texts ---- */

static char *
format_clock (gint64 ms)
{
  if (ms < 0)
    return g_strdup ("");
  char buf[24];
  return g_strdup (chess_clock_format_seconds (ms / 1000, true, buf, sizeof buf));
}

/* A time as the arbiter types it (chess-clock-text.h) into milliseconds;
 * CHESS_RECONSTRUCT_UNKNOWN for an empty text; FALSE for anything else. */
static gboolean
parse_clock (const char *text, int64_t *ms)
{
  g_autofree char *t = g_strstrip (g_strdup (text));
  if (!*t)
    {
      *ms = CHESS_RECONSTRUCT_UNKNOWN;
      return TRUE;
    }
  return chess_clock_text_parse (t, strlen (t), CHESS_CLOCK_TEXT_ENTRY, 1000000 * (int64_t) 1000,
                                 ms);
}

/* ---- step 1: the record ---- */

static void
palette_toggled (GtkToggleButton *button, HakemReconstructionView *self)
{
  if (!gtk_toggle_button_get_active (button))
    return;
  for (int i = 0; i < N_PALETTE; i++)
    if (self->palette_buttons[i] == button)
      hakem_board_view_set_edit_piece (self->real_board, self->palette_pieces[i]);
}

static GtkToggleButton *
palette_button (HakemReconstructionView *self, ChessPiece p, GtkToggleButton *group)
{
  GtkWidget *button = gtk_toggle_button_new ();
  if (p < 12)
    {
      g_autofree char *path
          = g_strdup_printf ("/io/github/hakem/Hakem/pieces/%s.svg", piece_files[p]);
      GtkWidget *image = gtk_image_new_from_resource (path);
      gtk_image_set_pixel_size (GTK_IMAGE (image), 32);
      gtk_button_set_child (GTK_BUTTON (button), image);
    }
  else
    gtk_button_set_label (GTK_BUTTON (button), _ ("Empty"));
  gtk_widget_set_tooltip_text (button, hakem_piece_text (p));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  hakem_piece_text (p), -1);
  if (group)
    gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), group);
  g_signal_connect (button, "toggled", G_CALLBACK (palette_toggled), self);
  return GTK_TOGGLE_BUTTON (button);
}

static void
build_palette (HakemReconstructionView *self)
{
  int n = 0;
  for (int c = CHESS_WHITE; c <= CHESS_BLACK; c++)
    for (int i = 0; i < 6; i++)
      {
        ChessPiece p = CHESS_PIECE (c, palette_types[i]);
        GtkToggleButton *b = palette_button (self, p, n ? self->palette_buttons[0] : NULL);
        self->palette_pieces[n] = p;
        self->palette_buttons[n++] = b;
        gtk_grid_attach (self->palette, GTK_WIDGET (b), i, c, 1, 1);
      }
  GtkToggleButton *empty = palette_button (self, CHESS_NO_PIECE, self->palette_buttons[0]);
  self->palette_pieces[n] = CHESS_NO_PIECE;
  self->palette_buttons[n] = empty;
  gtk_grid_attach (self->palette, GTK_WIDGET (empty), 0, 2, 6, 1);
  gtk_label_set_mnemonic_widget (self->palette_label, GTK_WIDGET (self->palette_buttons[0]));
  gtk_toggle_button_set_active (self->palette_buttons[0], TRUE);
}

static void
moves_unknown_toggled (HakemReconstructionView *self)
{
  gtk_widget_set_sensitive (GTK_WIDGET (self->moves_spin),
                            !gtk_check_button_get_active (self->moves_unknown_check));
}

static void
show_record_message (HakemReconstructionView *self, const char *text)
{
  gtk_label_set_text (self->record_message, text ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->record_message), text != NULL);
}

static void
live_clicked (HakemReconstructionView *self)
{
  const ChessGame *game = hakem_session_get_game (hakem_dialog_session (self));
  hakem_board_view_set_position (self->real_board, &game->current);
  gtk_drop_down_set_selected (self->side_dropdown, game->current.side == CHESS_WHITE ? 0 : 1);

  gint64 ms[2];
  hakem_session_clock_readings (hakem_dialog_session (self), ms);
  g_autofree char *white = format_clock (ms[CHESS_WHITE]);
  g_autofree char *black = format_clock (ms[CHESS_BLACK]);
  gtk_editable_set_text (GTK_EDITABLE (self->white_time_entry), white);
  gtk_editable_set_text (GTK_EDITABLE (self->black_time_entry), black);

  const ChessClock *clock = hakem_session_get_clock (hakem_dialog_session (self));
  gboolean has_clock = ms[CHESS_WHITE] >= 0 && clock->started;
  /* A clock the arbiter stopped still says whose it was (to_move) when it ran. */
  gtk_drop_down_set_selected (self->running_dropdown, !has_clock ? RUNNING_UNKNOWN
                                                      : clock->to_move == CHESS_WHITE
                                                          ? RUNNING_WHITE
                                                          : RUNNING_BLACK);
  /* The moves the live record holds, numbered as on a scoresheet (White's last move number,
   * moves before a set-up start included); the arbiter corrects it from the clock's counter or
   * marks it unknown. */
  const ChessPosition *now = &game->current;
  gtk_check_button_set_active (self->moves_unknown_check, FALSE);
  gtk_spin_button_set_value (self->moves_spin,
                             now->fullmove - 1 + (now->side == CHESS_BLACK ? 1 : 0));
  moves_unknown_toggled (self);

  ChessClockFlags flags = { 0 };
  if (has_clock)
    chess_clock_flag_fall (clock, g_get_monotonic_time (), &flags);
  gtk_check_button_set_active (self->white_flag_check, flags.fallen[CHESS_WHITE]);
  gtk_check_button_set_active (self->black_flag_check, flags.fallen[CHESS_BLACK]);
  show_record_message (self, NULL);
}

static int
record_moves_made (HakemReconstructionView *self)
{
  if (gtk_check_button_get_active (self->moves_unknown_check))
    return CHESS_RECONSTRUCT_UNKNOWN;
  return gtk_spin_button_get_value_as_int (self->moves_spin);
}

/* The recorded board as a position; FALSE with the reason shown when it is none. Castling rights
 * and en passant cannot be seen on a board: the record has none, and the comparison looks at
 * pieces and the side to move only. */
static gboolean
record_position (HakemReconstructionView *self, ChessPosition *out)
{
  ChessColor side
      = gtk_drop_down_get_selected (self->side_dropdown) == 1 ? CHESS_BLACK : CHESS_WHITE;
  int made = record_moves_made (self);
  /* The next move's number: White's after n moves each, Black's n when White has made n. */
  int fullmove = made < 1 ? 1 : side == CHESS_WHITE ? made + 1 : made;

  char buf[CHESS_FEN_MAX];
  chess_position_to_fen (hakem_board_view_get_position (self->real_board), CHESS_FEN_STYLE_XFEN,
                         buf, sizeof buf);
  char *space = strchr (buf, ' ');
  if (space)
    *space = '\0';
  g_autofree char *fen
      = g_strdup_printf ("%s %c - - 0 %d", buf, side == CHESS_WHITE ? 'w' : 'b', fullmove);
  ChessFenError err = chess_position_from_fen (out, fen, NULL);
  if (err != CHESS_FEN_OK)
    {
      /* TRANSLATORS: %s says what is wrong, for example "each side must have exactly one king" */
      g_autofree char *msg = g_strdup_printf (_ ("The recorded board is not a legal position: %s."),
                                              hakem_fen_error_text (err));
      show_record_message (self, msg);
      return FALSE;
    }
  show_record_message (self, NULL);
  return TRUE;
}

/* Each change to the board or the side to move is checked at once, so that the reason shows
 * while the board is being set up. */
static void
record_edited (HakemReconstructionView *self)
{
  ChessPosition pos;
  record_position (self, &pos);
}

/* The record as the controls have it; FALSE with a message when it is not a legal position or a
 * clock cannot be read. */
static gboolean
read_record (HakemReconstructionView *self, ChessReconstructSnapshot *snap, bool flags[2])
{
  memset (snap, 0, sizeof *snap);
  if (!record_position (self, &snap->actual))
    return FALSE;

  GtkEntry *entries[2] = { self->white_time_entry, self->black_time_entry };
  for (int c = CHESS_WHITE; c <= CHESS_BLACK; c++)
    if (!parse_clock (gtk_editable_get_text (GTK_EDITABLE (entries[c])), &snap->remaining_ms[c]))
      {
        /* TRANSLATORS: %s is White or Black */
        g_autofree char *msg = g_strdup_printf (
            _ ("%s's clock cannot be read: write it as hours:minutes:seconds, for example "
               "0:04:30, or leave it empty when it was not read."),
            hakem_color_text ((ChessColor) c));
        show_record_message (self, msg);
        return FALSE;
      }

  guint running = gtk_drop_down_get_selected (self->running_dropdown);
  snap->running_known = running != RUNNING_UNKNOWN;
  snap->running = running == RUNNING_BLACK ? CHESS_BLACK : CHESS_WHITE;
  snap->moves_made = record_moves_made (self);
  flags[CHESS_WHITE] = gtk_check_button_get_active (self->white_flag_check);
  flags[CHESS_BLACK] = gtk_check_button_get_active (self->black_flag_check);
  show_record_message (self, NULL);
  return TRUE;
}

/* ---- step 2: the replay ---- */

/* The recalled moves as Pango markup, the one whose position the second board shows (shown,
 * counted from 1) in bold. */
static char *
recalled_moves_markup (const ChessGame *replay, int shown, ChessSanLanguage lang)
{
  if (replay->count == 0)
    return g_markup_escape_text (_ ("No move recalled yet."), -1);
  g_autoptr (GString) text = g_string_new (NULL);
  ChessPosition pos = replay->start;
  for (int i = 0; i < replay->count; i++)
    {
      char san[CHESS_SAN_MAX];
      chess_san_write (&pos, replay->moves[i].move, lang, san, sizeof san);
      if (i)
        g_string_append_c (text, ' ');
      if (pos.side == CHESS_WHITE)
        g_string_append_printf (text, "%d. ", pos.fullmove);
      else if (i == 0)
        g_string_append_printf (text, "%d… ", pos.fullmove);
      g_autofree char *escaped = g_markup_escape_text (san, -1);
      if (i + 1 == shown)
        g_string_append_printf (text, "<b>%s</b>", escaped);
      else
        g_string_append (text, escaped);
      ChessUndo undo;
      chess_position_make (&pos, replay->moves[i].move, &undo);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* Which recalled move the second board shows. */
static char *
step_text (const ChessGame *replay, int shown, ChessSanLanguage lang)
{
  if (replay->count == 0)
    return g_strdup (_ ("The second board shows the start position."));
  if (shown == 0)
    /* TRANSLATORS: %d is the number of half-moves recalled so far */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Shown: the start position, before the %d recalled "
                                         "half-move.",
                                         "Shown: the start position, before the %d recalled "
                                         "half-moves.",
                                         replay->count),
                            replay->count);
  g_autofree char *move = hakem_move_text (replay, shown - 1, lang);
  /* TRANSLATORS: a move with its number ("3...Nf6"), then "half-move 6 of 12" */
  return g_strdup_printf (_ ("Shown: the position after %s, recalled half-move %d of %d."), move,
                          shown, replay->count);
}

/* The squares whose contents differ between the position shown and the real board. (The rules
 * core's chess_reconstruction_diff compares the end of the replay; the arbiter steps through
 * the earlier positions too.) */
static ChessBitboard
board_diff (const ChessPosition *a, const ChessPosition *b)
{
  ChessBitboard diff = 0;
  for (ChessSquare sq = 0; sq < 64; sq++)
    if (a->board[sq] != b->board[sq])
      diff |= CHESS_BB (sq);
  return diff;
}

/* Each square that differs, named with what stands on it on both boards: the marks in words,
 * for whoever does not see them. */
static char *
differences_text (const ChessPosition *shown, const ChessPosition *real, ChessBitboard diff)
{
  int n = __builtin_popcountll (diff);
  if (n == 0)
    {
      if (shown->side != real->side)
        return g_strdup (_ ("The pieces stand as on the real board, but the other side is to "
                            "move."));
      return g_strdup (_ ("No square differs from the real board."));
    }
  g_autoptr (GString) text = g_string_new (NULL);
  /* TRANSLATORS: %d squares; the marks are stripes and a dashed frame */
  g_string_append_printf (text,
                          g_dngettext (GETTEXT_PACKAGE,
                                       "%d square differs from the real board (striped and "
                                       "framed on both boards):",
                                       "%d squares differ from the real board (striped and "
                                       "framed on both boards):",
                                       n),
                          n);
  for (ChessSquare sq = 0; sq < 64; sq++)
    if (diff & CHESS_BB (sq))
      {
        char name[3];
        chess_square_name (sq, name);
        g_string_append_c (text, '\n');
        /* TRANSLATORS: a square, then what stands there on each board: "e4: white knight on
         * the real board, empty on the second board" */
        g_string_append_printf (text, _ ("%s: %s on the real board, %s on the second board"), name,
                                hakem_piece_text (real->board[sq]),
                                hakem_piece_text (shown->board[sq]));
      }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static char *
status_text (const ChessReconstruction *r)
{
  g_autoptr (GString) text = g_string_new (NULL);
  const ChessGame *g = &r->replay;
  int white = 0, black = 0;
  for (int i = 0; i < g->count; i++)
    {
      if ((g->start.side + i) % 2 == CHESS_WHITE)
        white++;
      else
        black++;
    }
  /* TRANSLATORS: a count of half-moves (one player's moves) replayed on the second board */
  g_string_append_printf (text,
                          g_dngettext (GETTEXT_PACKAGE, "%d half-move reconstructed",
                                       "%d half-moves reconstructed", g->count),
                          g->count);
  g_string_append (text, " ");
  /* TRANSLATORS: the half-moves by each player: "(White 3, Black 2)." */
  g_string_append_printf (text, _ ("(White %d, Black %d)."), white, black);
  g_string_append_c (text, '\n');
  /* About the end of the replay, whichever step the boards show. */
  int differ = __builtin_popcountll (chess_reconstruction_diff (r));
  if (chess_reconstruction_matches (r))
    g_string_append (text, _ ("After the last recalled move the boards match: the second board "
                              "shows the real board (Article 8.5.3)."));
  else if (differ == 0)
    g_string_append (text, _ ("After the last recalled move the pieces stand as on the real "
                              "board, but the other side is to move."));
  else
    g_string_append_printf (text,
                            g_dngettext (GETTEXT_PACKAGE,
                                         "After the last recalled move %d square differs from "
                                         "the real board.",
                                         "After the last recalled move %d squares differ from "
                                         "the real board.",
                                         differ),
                            differ);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* The number of the move that completes period 'index', or 0 when the period has no move count. */
static int
period_last_move (const ChessTimeControl *tc, int index)
{
  int last = 0;
  for (int i = 0; i <= index; i++)
    {
      const ChessTimePeriod *p = chess_time_control_period (tc, i);
      if (p->moves == 0)
        return 0;
      last += p->moves;
    }
  return last;
}

/* One player's paragraph under 8.6. */
static void
append_finding (GString *text, const ChessTimeControl *tc, const ChessReconstructTime *t,
                const int next_move[2], const bool flags[2], int moves_made, ChessColor c)
{
  const char *who = hakem_color_text (c);
  int period = t->period[c] + 1;
  /* 8.6 in its plain form: the next move opens the period (the count made adds nothing). */
  gboolean opens = t->next_move_new_period[c]
                   && chess_time_control_period_index (tc, next_move[c] - 1) < t->period[c];
  if (next_move[c] == t->completed[c] + 1)
    /* TRANSLATORS: "White has completed 39 moves in the reconstruction; the next is move 40, in
     * period 1." */
    g_string_append_printf (text,
                            _ ("%s has completed %d moves in the reconstruction; the next is move "
                               "%d, in period %d."),
                            who, t->completed[c], next_move[c], period);
  else if (opens)
    /* TRANSLATORS: "White has completed 39 moves in the reconstruction." */
    g_string_append_printf (text, _ ("%s has completed %d moves in the reconstruction."), who,
                            t->completed[c]);
  else
    /* TRANSLATORS: "White has completed 39 moves in the reconstruction; 41 moves were recorded
     * as made, so the next is move 42, in period 2." */
    g_string_append_printf (text,
                            _ ("%s has completed %d moves in the reconstruction; %d moves were "
                               "recorded as made, so the next is move %d, in period %d."),
                            who, t->completed[c], moves_made, next_move[c], period);
  g_autofree char *more = NULL;
  if (opens)
    /* TRANSLATORS: "..., so the next move, move 41, counts as the first of period 2 ..." */
    more = g_strdup_printf (_ ("The flag has fallen, and the scoresheets cannot be brought up to "
                               "date to show an overstep, so the next move, move %d, counts as "
                               "the first of period %d (Article 8.6)."),
                            next_move[c], period);
  else if (t->next_move_new_period[c])
    more = g_strdup (_ ("The flag has fallen, and the scoresheets cannot be brought up to date to "
                        "show an overstep; the moves recorded as made are evidence of more moves, "
                        "so the next move is counted after them (Article 8.6)."));
  else if (t->overstep_shown[c])
    {
      int last = tc->kind == CHESS_TIME_CONTROL_PERIODS ? period_last_move (tc, t->period[c]) : 0;
      if (last > 0)
        /* TRANSLATORS: %d is the move that ends the period, for example 40 */
        more = g_strdup_printf (_ ("The flag has fallen and the reconstruction shows that move %d "
                                   "was not completed in the allotted time: the player has "
                                   "overstepped it (Articles 6.9 and 8.6)."),
                                last);
      else
        more = g_strdup (_ ("The flag has fallen in a period that lasts to the end of the game: "
                            "the player has overstepped the allotted time (Article 6.9)."));
    }
  else if (flags[c])
    more = g_strdup (_ ("The flag has fallen."));
  else if (t->control_reached[c])
    more = g_strdup (_ ("A time control has been reached."));
  if (more)
    g_string_append_printf (text, " %s", more);
}

static char *
findings_text (const ChessReconstruction *r, const ChessTimeControl *tc, const bool flags[2])
{
  if (tc->kind == CHESS_TIME_CONTROL_NONE)
    return g_strdup (_ ("The game is played without a clock: Article 8.6 does not arise."));
  if (tc->kind == CHESS_TIME_CONTROL_UNKNOWN)
    return g_strdup (_ ("The time control is not known: the periods of Article 8.6 cannot be "
                        "told."));
  ChessReconstructTime t;
  int next[2];
  chess_reconstruction_time (r, tc, flags, &t);
  chess_reconstruction_next_moves (r, tc, flags, next);
  g_autoptr (GString) text = g_string_new (NULL);
  /* The arbiter's count per player, numbered as on a scoresheet (see chess-reconstruct.c). */
  int made[2] = { r->snapshot.moves_made, r->snapshot.moves_made };
  if (made[CHESS_BLACK] >= 0 && r->snapshot.actual.side == CHESS_BLACK)
    made[CHESS_BLACK]--;
  append_finding (text, tc, &t, next, flags, made[CHESS_WHITE], CHESS_WHITE);
  g_string_append (text, "\n\n");
  append_finding (text, tc, &t, next, flags, made[CHESS_BLACK], CHESS_BLACK);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
update_replay (HakemReconstructionView *self)
{
  const ChessReconstruction *r = &self->reconstruction;
  const ChessGame *g = &r->replay;
  self->shown = CLAMP (self->shown, 0, g->count);
  ChessPosition pos;
  chess_game_position_at (g, self->shown, &pos);
  hakem_board_view_set_position (self->second_board, &pos);
  hakem_board_view_set_last_move (self->second_board,
                                  self->shown ? g->moves[self->shown - 1].move : CHESS_MOVE_NONE);
  /* Moves are recalled at the end of the replay only. */
  hakem_board_view_set_interactive (self->second_board, self->shown == g->count);
  hakem_board_view_set_position (self->snapshot_board, &r->snapshot.actual);
  ChessBitboard diff = board_diff (&pos, &r->snapshot.actual);
  hakem_board_view_set_marked (self->second_board, diff);
  hakem_board_view_set_marked (self->snapshot_board, diff);
  g_free (self->differences);
  self->differences = differences_text (&pos, &r->snapshot.actual, diff);
  gtk_label_set_text (self->diff_label, self->differences);

  g_autofree char *moves = recalled_moves_markup (g, self->shown, self->language);
  gtk_label_set_markup (self->moves_label, moves);
  g_autofree char *step = step_text (g, self->shown, self->language);
  gtk_label_set_text (self->step_label, step);
  GtkWidget *w = GTK_WIDGET (self);
  gtk_widget_action_set_enabled (w, "replay.first", self->shown > 0);
  gtk_widget_action_set_enabled (w, "replay.back", self->shown > 0);
  gtk_widget_action_set_enabled (w, "replay.forward", self->shown < g->count);
  gtk_widget_action_set_enabled (w, "replay.last", self->shown < g->count);
  g_free (self->status);
  self->status = status_text (r);
  gtk_label_set_text (self->status_label, self->status);
  g_free (self->findings);
  self->findings = findings_text (r, hakem_session_get_time_control (hakem_dialog_session (self)),
                                  self->flags);
  gtk_label_set_text (self->findings_label, self->findings);
  gtk_widget_set_sensitive (GTK_WIDGET (self->undo_button), g->count > 0);
  gtk_revealer_set_reveal_child (self->confirm_revealer, FALSE);
}

static gboolean
push_move (HakemReconstructionView *self, ChessMove move)
{
  ChessPosition before = self->reconstruction.replay.current;
  ChessGameStatus st = chess_reconstruction_push (&self->reconstruction, move);
  if (st == CHESS_GAME_ILLEGAL_MOVE || st == CHESS_GAME_NO_MEMORY)
    {
      ChessIllegalReason reason = CHESS_ILLEGAL_NONE;
      if (st == CHESS_GAME_ILLEGAL_MOVE)
        chess_explain_move (&before, chess_move_from (move), chess_move_to (move),
                            chess_move_promotion (move), &reason);
      gtk_label_set_text (self->move_message, st == CHESS_GAME_NO_MEMORY
                                                  ? _ ("There is no memory left for the move.")
                                                  : hakem_illegal_reason_text (reason));
      gtk_widget_error_bell (GTK_WIDGET (self));
      return FALSE;
    }
  const ChessGame *g = &self->reconstruction.replay;
  self->shown = g->count;
  if (g->auto_ending != CHESS_ENDING_NONE)
    gtk_label_set_text (self->move_message, hakem_ending_text (g->auto_ending));
  else
    gtk_label_set_text (self->move_message, "");
  update_replay (self);
  return TRUE;
}

static void
second_move_chosen (HakemBoardView *board, guint move, HakemReconstructionView *self)
{
  push_move (self, (ChessMove) move);
}

static void
second_move_refused (HakemBoardView *board, int reason, HakemReconstructionView *self)
{
  gtk_label_set_text (self->move_message, hakem_illegal_reason_text ((ChessIllegalReason) reason));
  gtk_widget_error_bell (GTK_WIDGET (self));
}

static void
move_entry_activated (HakemReconstructionView *self)
{
  hakem_reconstruction_view_play (self, gtk_editable_get_text (GTK_EDITABLE (self->move_entry)));
}

static void
undo_clicked (HakemReconstructionView *self)
{
  hakem_reconstruction_view_undo (self);
}

/* The game the two scoresheets explain best replaces the recollection; what the sheets had
 * wrong goes into the note, and so into the incident when the result is adopted (8.5.3). */
static void
sheets_chosen (HakemSheetsDialog *dialog, HakemReconstructionView *self)
{
  int count = 0;
  const ChessMove *moves = hakem_sheets_dialog_get_moves (dialog, &count);
  while (self->reconstruction.replay.count > 0)
    chess_reconstruction_pop (&self->reconstruction);
  for (int i = 0; i < count; i++)
    if (!push_move (self, moves[i]))
      break;
  g_clear_pointer (&self->reconciliation, hakem_reconciliation_free);
  self->reconciliation = hakem_sheets_dialog_dup_reconciliation (dialog);
  g_autofree char *summary = hakem_sheets_dialog_dup_summary (dialog);
  /* TRANSLATORS: the note of a reconstruction from the scoresheets; %s lists the mistakes */
  g_autofree char *note
      = *summary ? g_strdup_printf (_ ("Reconciled from both scoresheets. %s"), summary)
                 : g_strdup (_ ("Reconciled from both scoresheets, which "
                                "agree."));
  g_strdelimit (note, "\n", ' ');
  hakem_reconstruction_view_set_note (self, note);
  update_replay (self);
}

static void
sheets_clicked (HakemReconstructionView *self)
{
  /* The real board, as recorded in step 1, is where the game stands now. */
  HakemSheetsDialog *d
      = hakem_sheets_dialog_new (GTK_WINDOW (self), &self->reconstruction.replay.start,
                                 &self->reconstruction.snapshot.actual, self->language);
  g_signal_connect_object (d, "chosen", G_CALLBACK (sheets_chosen), self, 0);
  gtk_window_present (GTK_WINDOW (d));
}

static void
start_clicked (HakemReconstructionView *self)
{
  hakem_reconstruction_view_start (self);
}

static void
back_clicked (HakemReconstructionView *self)
{
  gtk_stack_set_visible_child_name (self->stack, "record");
  gtk_window_set_default_widget (GTK_WINDOW (self), GTK_WIDGET (self->start_button));
  gtk_widget_grab_focus (GTK_WIDGET (self->real_board));
}

static void
finish (HakemReconstructionView *self, gboolean adopt)
{
  if (!self->started)
    return;
  g_autofree char *note
      = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->note_entry))));
  /* The sheets are kept with the replay only while it is the game reconciled from them: moves
   * the arbiter changed on the second board afterwards are his own. */
  const ChessGame *replay = &self->reconstruction.replay;
  g_autofree ChessMove *moves = g_new (ChessMove, replay->count + 1);
  for (int i = 0; i < replay->count; i++)
    moves[i] = replay->moves[i].move;
  const HakemReconciliation *rec
      = self->reconciliation
                && hakem_reconciliation_is_game (self->reconciliation, moves, replay->count)
            ? self->reconciliation
            : NULL;
  hakem_session_add_reconciled (hakem_dialog_session (self), &self->reconstruction, adopt,
                                *note ? note : NULL, rec);
  g_signal_emit (self, signals[SIGNAL_FINISHED], 0, adopt);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
keep_clicked (HakemReconstructionView *self)
{
  hakem_reconstruction_view_keep (self);
}

static void
adopt_clicked (HakemReconstructionView *self)
{
  hakem_reconstruction_view_adopt (self, FALSE);
}

static void
adopt_anyway_clicked (HakemReconstructionView *self)
{
  hakem_reconstruction_view_adopt (self, TRUE);
}

/* ---- stepping through the recalled moves ---- */

static void
step_activated (GtkWidget *widget, const char *action, GVariant *parameter)
{
  HakemReconstructionView *self = HAKEM_RECONSTRUCTION_VIEW (widget);
  if (!self->started)
    return;
  int count = self->reconstruction.replay.count;
  if (g_str_equal (action, "replay.first"))
    hakem_reconstruction_view_show_step (self, 0);
  else if (g_str_equal (action, "replay.back"))
    hakem_reconstruction_view_show_step (self, self->shown - 1);
  else if (g_str_equal (action, "replay.forward"))
    hakem_reconstruction_view_show_step (self, self->shown + 1);
  else
    hakem_reconstruction_view_show_step (self, count);
}

/* ---- GObject ---- */

static void
hakem_reconstruction_view_dispose (GObject *object)
{
  HakemReconstructionView *self = HAKEM_RECONSTRUCTION_VIEW (object);
  hakem_session_dialog_release (HAKEM_SESSION_DIALOG (self));
  gtk_widget_dispose_template (GTK_WIDGET (self), HAKEM_TYPE_RECONSTRUCTION_VIEW);
  G_OBJECT_CLASS (hakem_reconstruction_view_parent_class)->dispose (object);
}

static void
hakem_reconstruction_view_finalize (GObject *object)
{
  HakemReconstructionView *self = HAKEM_RECONSTRUCTION_VIEW (object);
  if (self->started)
    chess_reconstruction_clear (&self->reconstruction);
  g_clear_pointer (&self->reconciliation, hakem_reconciliation_free);
  g_free (self->status);
  g_free (self->findings);
  g_free (self->differences);
  G_OBJECT_CLASS (hakem_reconstruction_view_parent_class)->finalize (object);
}

/* The live board, clocks and counts of the session as the first draft. */
static void
hakem_reconstruction_view_constructed (GObject *object)
{
  HakemReconstructionView *self = HAKEM_RECONSTRUCTION_VIEW (object);
  G_OBJECT_CLASS (hakem_reconstruction_view_parent_class)->constructed (object);
  HakemSession *session = hakem_session_dialog_get_session (HAKEM_SESSION_DIALOG (self));
  /* The letters the session's moves are shown and entered in. */
  self->language = hakem_session_get_san_language (session);
  /* 6.11.1: the arbiter stops the clock while the game is reconstructed; the times are read
   * from the stopped clock. */
  if (hakem_session_get_clock (session)->running)
    hakem_session_stop_clock (session);
  live_clicked (self);
}

static void
hakem_reconstruction_view_class_init (HakemReconstructionViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = hakem_reconstruction_view_dispose;
  object_class->constructed = hakem_reconstruction_view_constructed;
  object_class->finalize = hakem_reconstruction_view_finalize;
  g_type_ensure (HAKEM_TYPE_BOARD_VIEW);
  gtk_widget_class_set_template_from_resource (
      widget_class, "/io/github/hakem/Hakem/hakem-reconstruction-view.ui");
#define BIND(name)                                                                                 \
  gtk_widget_class_bind_template_child (widget_class, HakemReconstructionView, name)
  BIND (stack);
  BIND (adopt_button);
  BIND (keep_button);
  BIND (start_button);
  BIND (real_board);
  BIND (palette_label);
  BIND (palette);
  BIND (side_dropdown);
  BIND (white_time_entry);
  BIND (black_time_entry);
  BIND (running_dropdown);
  BIND (moves_spin);
  BIND (moves_unknown_check);
  BIND (white_flag_check);
  BIND (black_flag_check);
  BIND (record_message);
  BIND (second_board);
  BIND (snapshot_board);
  BIND (move_entry);
  BIND (undo_button);
  BIND (move_message);
  BIND (moves_label);
  BIND (step_label);
  BIND (diff_label);
  BIND (status_label);
  BIND (findings_label);
  BIND (note_entry);
  BIND (confirm_revealer);
  BIND (confirm_label);
#undef BIND
  gtk_widget_class_bind_template_callback (widget_class, adopt_clicked);
  gtk_widget_class_bind_template_callback (widget_class, keep_clicked);
  gtk_widget_class_bind_template_callback (widget_class, live_clicked);
  gtk_widget_class_bind_template_callback (widget_class, moves_unknown_toggled);
  gtk_widget_class_bind_template_callback (widget_class, start_clicked);
  gtk_widget_class_bind_template_callback (widget_class, second_move_chosen);
  gtk_widget_class_bind_template_callback (widget_class, second_move_refused);
  gtk_widget_class_bind_template_callback (widget_class, move_entry_activated);
  gtk_widget_class_bind_template_callback (widget_class, undo_clicked);
  gtk_widget_class_bind_template_callback (widget_class, sheets_clicked);
  gtk_widget_class_bind_template_callback (widget_class, adopt_anyway_clicked);
  gtk_widget_class_bind_template_callback (widget_class, back_clicked);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  /* Alt with the arrows, as a browser steps back and forth: the arrows alone move the boards'
   * cursor and the entry's caret. */
  static const struct
  {
    const char *action;
    guint key;
  } steps[] = {
    { "replay.first", GDK_KEY_Home },
    { "replay.back", GDK_KEY_Left },
    { "replay.forward", GDK_KEY_Right },
    { "replay.last", GDK_KEY_End },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      gtk_widget_class_install_action (widget_class, steps[i].action, NULL, step_activated);
      gtk_widget_class_add_binding_action (widget_class, steps[i].key, GDK_ALT_MASK,
                                           steps[i].action, NULL);
    }
  /* The reconstruction went to the session (argument: whether it was adopted); the view closes. */
  signals[SIGNAL_FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_BOOLEAN);
}

static void
hakem_reconstruction_view_init (HakemReconstructionView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  build_palette (self);
  hakem_board_view_set_editable (self->real_board, TRUE);
  g_signal_connect_swapped (self->real_board, "position-edited", G_CALLBACK (record_edited), self);
  g_signal_connect_swapped (self->side_dropdown, "notify::selected", G_CALLBACK (record_edited),
                            self);
  hakem_board_view_set_interactive (self->real_board, FALSE);
  hakem_board_view_set_interactive (self->snapshot_board, FALSE);
  for (const char *const *a = (const char *const[]){ "replay.first", "replay.back",
                                                     "replay.forward", "replay.last", NULL };
       *a; a++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), *a, FALSE);
  /* The squares that differ read without colour, and in words for a screen reader. */
  hakem_board_view_set_mark_style (self->second_board, HAKEM_BOARD_MARK_HATCHED);
  hakem_board_view_set_mark_style (self->snapshot_board, HAKEM_BOARD_MARK_HATCHED);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self->second_board),
                                  GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, self->step_label,
                                  self->diff_label, NULL, -1);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self->snapshot_board),
                                  GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, self->diff_label, NULL, -1);
  show_record_message (self, NULL);
  /* Step 1's primary button first; step 2 makes adopting the default. */
  hakem_dialog_enter_applies (GTK_WINDOW (self), GTK_WIDGET (self->start_button));
  hakem_name_mnemonic_buttons (GTK_WIDGET (self));
  hakem_name_scroll_bars (GTK_WIDGET (self));
}

GtkWidget *
hakem_reconstruction_view_new (GtkWindow *parent, HakemSession *session)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (session), NULL);
  return g_object_new (HAKEM_TYPE_RECONSTRUCTION_VIEW, "transient-for", parent, "session", session,
                       NULL);
}

void
hakem_reconstruction_view_take_live (HakemReconstructionView *self)
{
  g_return_if_fail (HAKEM_IS_RECONSTRUCTION_VIEW (self));
  live_clicked (self);
}

gboolean
hakem_reconstruction_view_start (HakemReconstructionView *self)
{
  g_return_val_if_fail (HAKEM_IS_RECONSTRUCTION_VIEW (self), FALSE);
  ChessReconstructSnapshot snap;
  if (!read_record (self, &snap, self->flags))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return FALSE;
    }
  if (!self->started)
    {
      /* 8.5.3: the replay begins where the game began. */
      chess_reconstruction_init (&self->reconstruction, &snap,
                                 &hakem_session_get_game (hakem_dialog_session (self))->start);
      self->started = TRUE;
    }
  else
    self->reconstruction.snapshot = snap; /* a corrected record; the replay goes on */
  gtk_widget_set_sensitive (GTK_WIDGET (self->keep_button), TRUE);
  gtk_widget_set_sensitive (GTK_WIDGET (self->adopt_button), TRUE);
  update_replay (self);
  gtk_stack_set_visible_child_name (self->stack, "replay");
  gtk_window_set_default_widget (GTK_WINDOW (self), GTK_WIDGET (self->adopt_button));
  gtk_widget_grab_focus (GTK_WIDGET (self->move_entry));
  return TRUE;
}

gboolean
hakem_reconstruction_view_play (HakemReconstructionView *self, const char *text)
{
  g_return_val_if_fail (HAKEM_IS_RECONSTRUCTION_VIEW (self), FALSE);
  if (!self->started)
    return FALSE;
  g_autofree char *written = g_strstrip (g_strdup (text ? text : ""));
  if (!*written)
    return FALSE;
  if (self->shown < self->reconstruction.replay.count)
    {
      /* A move typed while an earlier position is shown would be read against the last one. */
      gtk_label_set_text (self->move_message, _ ("An earlier position is shown: go to the last "
                                                 "recalled move (Alt+End) to recall the next."));
      gtk_widget_error_bell (GTK_WIDGET (self));
      return FALSE;
    }
  const ChessPosition *pos = &self->reconstruction.replay.current;
  ChessSanReading r;
  ChessSanError err = chess_san_read (pos, written, self->language, 0, &r);
  if (err != CHESS_SAN_OK)
    {
      g_autofree char *why = hakem_san_error_message (pos, written, err, &r, self->language);
      gtk_label_set_text (self->move_message, why);
      gtk_widget_error_bell (GTK_WIDGET (self));
      return FALSE;
    }
  if (!push_move (self, r.move))
    return FALSE;
  gtk_editable_set_text (GTK_EDITABLE (self->move_entry), "");
  return TRUE;
}

void
hakem_reconstruction_view_undo (HakemReconstructionView *self)
{
  g_return_if_fail (HAKEM_IS_RECONSTRUCTION_VIEW (self));
  if (!self->started || self->reconstruction.replay.count == 0)
    return;
  chess_reconstruction_pop (&self->reconstruction);
  gtk_label_set_text (self->move_message, "");
  update_replay (self);
}

void
hakem_reconstruction_view_show_step (HakemReconstructionView *self, int ply)
{
  g_return_if_fail (HAKEM_IS_RECONSTRUCTION_VIEW (self));
  if (!self->started)
    return;
  self->shown = CLAMP (ply, 0, self->reconstruction.replay.count);
  update_replay (self);
}

int
hakem_reconstruction_view_get_step (HakemReconstructionView *self)
{
  g_return_val_if_fail (HAKEM_IS_RECONSTRUCTION_VIEW (self), 0);
  return self->shown;
}

const char *
hakem_reconstruction_view_get_differences (HakemReconstructionView *self)
{
  g_return_val_if_fail (HAKEM_IS_RECONSTRUCTION_VIEW (self), NULL);
  return self->differences;
}

void
hakem_reconstruction_view_set_note (HakemReconstructionView *self, const char *note)
{
  g_return_if_fail (HAKEM_IS_RECONSTRUCTION_VIEW (self));
  gtk_editable_set_text (GTK_EDITABLE (self->note_entry), note ? note : "");
}

const ChessReconstruction *
hakem_reconstruction_view_get_reconstruction (HakemReconstructionView *self)
{
  g_return_val_if_fail (HAKEM_IS_RECONSTRUCTION_VIEW (self), NULL);
  return self->started ? &self->reconstruction : NULL;
}

const char *
hakem_reconstruction_view_get_status (HakemReconstructionView *self)
{
  g_return_val_if_fail (HAKEM_IS_RECONSTRUCTION_VIEW (self), NULL);
  return self->status;
}

const char *
hakem_reconstruction_view_get_findings (HakemReconstructionView *self)
{
  g_return_val_if_fail (HAKEM_IS_RECONSTRUCTION_VIEW (self), NULL);
  return self->findings;
}

void
hakem_reconstruction_view_keep (HakemReconstructionView *self)
{
  g_return_if_fail (HAKEM_IS_RECONSTRUCTION_VIEW (self));
  finish (self, FALSE);
}

gboolean
hakem_reconstruction_view_adopt (HakemReconstructionView *self, gboolean confirmed)
{
  g_return_val_if_fail (HAKEM_IS_RECONSTRUCTION_VIEW (self), FALSE);
  if (!self->started)
    return FALSE;
  if (!confirmed && !chess_reconstruction_matches (&self->reconstruction))
    {
      gtk_label_set_text (self->confirm_label,
                          _ ("The second board does not show the real board, so the scoresheet "
                             "cannot be brought up to date this way (Article 8.5.3). Adopting "
                             "replaces the game record with moves that do not lead to the position "
                             "on the board. Adopt the recollection all the same?"));
      gtk_revealer_set_reveal_child (self->confirm_revealer, TRUE);
      return FALSE;
    }
  finish (self, TRUE);
  return TRUE;
}
