/* hakem-board-view.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Draws the board with Cairo and the pieces from a sprite cache, and takes moves by click, drag
 * and keyboard.
 *
 * The pieces come from a sprite cache (hakem-piece-sprites.c) that holds them at the square size;
 * a redraw only paints squares and copies those surfaces, so resizing is the only costly event.
 */
#include "config.h"

#include "hakem-board-view.h"

#include <glib/gi18n.h>

#include "hakem-position-type.h"
#include "hakem-rules-text.h"

#include "chess-explain.h"
#include "chess-movegen.h"
#include "chess-tables.h"
#include "hakem-piece-sprites.h"
#include "hakem-accessible-names.h"

#define DRAG_THRESHOLD 4.0

struct _HakemBoardView
{
  GtkWidget parent_instance;

  PangoLayout *coord_layout; /* the coordinates, made at the first draw after a style change */

  ChessPosition position;
  gboolean flipped;
  gboolean interactive;
  ChessMove last_move;
  ChessBitboard marked;
  HakemBoardMarkStyle mark_style;

  /* Edit mode: clicks and Enter put edit_piece on squares instead of making moves. */
  gboolean editable;
  ChessPiece edit_piece;

  ChessSquare selected; /* CHESS_SQUARE_NONE when nothing is selected */
  ChessSquare cursor;

  /* Dragging: the piece follows the pointer until it is dropped. */
  ChessSquare drag_from;
  double drag_x, drag_y;
  gboolean dragging;

  /* Promotion: the chooser waits with the squares of the move. */
  GtkWidget *promotion_popover;
  ChessSquare promo_from, promo_to;

  HakemPieceSprites *sprites;
};

G_DEFINE_FINAL_TYPE (HakemBoardView, hakem_board_view, GTK_TYPE_WIDGET)

enum
{
  SIGNAL_MOVE_CHOSEN,
  SIGNAL_MOVE_REFUSED,
  SIGNAL_POSITION_EDITED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum
{
  PROP_0,
  PROP_FLIPPED,
  PROP_INTERACTIVE,
  PROP_EDITABLE,
  PROP_POSITION,
  PROP_LAST_MOVE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ---- geometry ---- */

typedef struct
{
  double x0, y0, sq;
} Layout;

/* The board on whole device pixels: squares of a whole number of them, from a whole pixel. Every
 * square then fills its pixels exactly (no blended seams between squares) and a piece's sprite
 * is copied pixel for pixel instead of being resampled (in Cairo, about 25 instructions a pixel
 * against 2: a quarter of the first frame's drawing). */
static Layout
compute_layout (HakemBoardView *self)
{
  int w = gtk_widget_get_width (GTK_WIDGET (self));
  int h = gtk_widget_get_height (GTK_WIDGET (self));
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  int sq_px = MIN (w, h) * scale / 8;
  double side = 8.0 * sq_px / scale;
  Layout l = { floor ((w - side) / 2 * scale) / scale, floor ((h - side) / 2 * scale) / scale,
               (double) sq_px / scale };
  return l;
}

static void
square_origin (HakemBoardView *self, const Layout *l, ChessSquare sq, double *x, double *y)
{
  int file = CHESS_FILE_OF (sq), rank = CHESS_RANK_OF (sq);
  int col = self->flipped ? 7 - file : file;
  int row = self->flipped ? rank : 7 - rank;
  *x = l->x0 + col * l->sq;
  *y = l->y0 + row * l->sq;
}

static ChessSquare
square_at (HakemBoardView *self, double x, double y)
{
  Layout l = compute_layout (self);
  if (l.sq <= 0)
    return CHESS_SQUARE_NONE;
  int col = (int) floor ((x - l.x0) / l.sq), row = (int) floor ((y - l.y0) / l.sq);
  if (col < 0 || col > 7 || row < 0 || row > 7)
    return CHESS_SQUARE_NONE;
  int file = self->flipped ? 7 - col : col;
  int rank = self->flipped ? row : 7 - row;
  return CHESS_SQUARE (file, rank);
}

/* ---- sprite cache ---- */

static void
ensure_sprites (HakemBoardView *self, int size)
{
  hakem_piece_sprites_set_size (self->sprites, size);
}

/* ---- drawing ---- */

static void
fill_square (cairo_t *cr, double x, double y, double sq, double r, double g, double b, double a)
{
  cairo_set_source_rgba (cr, r, g, b, a);
  cairo_rectangle (cr, x, y, sq, sq);
  cairo_fill (cr);
}

/* Diagonal stripes across a square, dark on light and dark squares alike. */
static void
hatch_square (cairo_t *cr, double x, double y, double sq)
{
  cairo_save (cr);
  cairo_rectangle (cr, x, y, sq, sq);
  cairo_clip (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.45);
  cairo_set_line_width (cr, MAX (1.5, sq * 0.05));
  for (double d = -sq; d < sq; d += sq / 5)
    {
      cairo_move_to (cr, x + d, y + sq);
      cairo_line_to (cr, x + d + sq, y);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* A dashed frame, black over white, inside a square: seen over any piece and square colour. */
static void
frame_square (cairo_t *cr, double x, double y, double sq)
{
  double w = MAX (2.0, sq * 0.06);
  double dash[] = { sq * 0.16, sq * 0.08 };
  cairo_save (cr);
  cairo_rectangle (cr, x + w, y + w, sq - 2 * w, sq - 2 * w);
  cairo_set_line_width (cr, w * 2);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_stroke_preserve (cr);
  cairo_set_dash (cr, dash, 2, 0);
  cairo_set_line_width (cr, w);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
paint_sprite (HakemBoardView *self, cairo_t *cr, ChessPiece p, double x, double y, double sq,
              int scale)
{
  cairo_surface_t *s = hakem_piece_sprites_get (self->sprites, p);
  if (!s)
    return;
  cairo_save (cr);
  /* On a whole device pixel (a dragged piece's origin is anywhere), so it is not resampled. */
  cairo_translate (cr, round (x * scale) / scale, round (y * scale) / scale);
  cairo_scale (cr, 1.0 / scale, 1.0 / scale);
  cairo_set_source_surface (cr, s, 0, 0);
  cairo_paint (cr);
  cairo_restore (cr);
  (void) sq;
}

static ChessSquare
last_move_target (HakemBoardView *self)
{
  if (chess_move_kind (self->last_move) == CHESS_MOVE_CASTLING)
    return chess_move_king_target (self->last_move);
  return chess_move_to (self->last_move);
}

/* The layout the coordinates are drawn with, unhinted: the font's hinting program would run
 * again at every square size (for the first frame, three times the cost of the rest of the
 * board's drawing), and small bold letters in a corner need no grid-fitting. Its context comes
 * from the widget's style, so a style change (css_changed) makes it anew. */
static PangoLayout *
coord_layout (HakemBoardView *self)
{
  if (self->coord_layout)
    return self->coord_layout;
  PangoContext *context = gtk_widget_create_pango_context (GTK_WIDGET (self));
  cairo_font_options_t *options = cairo_font_options_create ();
  const cairo_font_options_t *base = pango_cairo_context_get_font_options (context);
  if (base)
    cairo_font_options_merge (options, base);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  pango_cairo_context_set_font_options (context, options);
  cairo_font_options_destroy (options);
  self->coord_layout = pango_layout_new (context);
  g_object_unref (context);
  return self->coord_layout;
}

static void
hakem_board_view_css_changed (GtkWidget *widget, GtkCssStyleChange *change)
{
  HakemBoardView *self = HAKEM_BOARD_VIEW (widget);
  GTK_WIDGET_CLASS (hakem_board_view_parent_class)->css_changed (widget, change);
  g_clear_object (&self->coord_layout);
}

static void
draw_board (HakemBoardView *self, cairo_t *cr)
{
  Layout l = compute_layout (self);
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  ensure_sprites (self, (int) floor (l.sq * scale));
  ChessSquare king_in_check = CHESS_SQUARE_NONE;
  /* A board being set up may lack a king, and check is only defined with one. */
  if (chess_position_pieces (&self->position, self->position.side, CHESS_KING)
      && chess_position_in_check (&self->position))
    king_in_check = chess_position_king (&self->position, self->position.side);

  PangoLayout *coord = coord_layout (self);
  PangoFontDescription *font = pango_font_description_new ();
  pango_font_description_set_absolute_size (font, MAX (6.0, l.sq * 0.16) * PANGO_SCALE);
  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (coord, font);
  pango_font_description_free (font);

  for (ChessSquare sq = 0; sq < 64; sq++)
    {
      double x, y;
      square_origin (self, &l, sq, &x, &y);
      gboolean light = (CHESS_FILE_OF (sq) + CHESS_RANK_OF (sq)) % 2 == 1;
      if (light)
        fill_square (cr, x, y, l.sq, 0.93, 0.89, 0.80, 1);
      else
        fill_square (cr, x, y, l.sq, 0.56, 0.65, 0.52, 1);
      if (self->last_move != CHESS_MOVE_NONE
          && (sq == chess_move_from (self->last_move) || sq == last_move_target (self)))
        fill_square (cr, x, y, l.sq, 0.96, 0.83, 0.30, 0.45);
      if (self->marked & CHESS_BB (sq))
        {
          fill_square (cr, x, y, l.sq, 0.21, 0.52, 0.89, 0.40);
          if (self->mark_style == HAKEM_BOARD_MARK_HATCHED)
            hatch_square (cr, x, y, l.sq);
        }
      if (sq == self->selected)
        fill_square (cr, x, y, l.sq, 0.20, 0.60, 0.90, 0.45);
      if (sq == king_in_check)
        {
          cairo_pattern_t *pat = cairo_pattern_create_radial (
              x + l.sq / 2, y + l.sq / 2, 0, x + l.sq / 2, y + l.sq / 2, l.sq * 0.6);
          cairo_pattern_add_color_stop_rgba (pat, 0, 0.88, 0.11, 0.14, 0.9);
          cairo_pattern_add_color_stop_rgba (pat, 1, 0.88, 0.11, 0.14, 0.0);
          cairo_set_source (cr, pat);
          cairo_rectangle (cr, x, y, l.sq, l.sq);
          cairo_fill (cr);
          cairo_pattern_destroy (pat);
        }

      /* Coordinates inside the edge squares, in the other square colour. */
      int col = self->flipped ? 7 - CHESS_FILE_OF (sq) : CHESS_FILE_OF (sq);
      int row = self->flipped ? CHESS_RANK_OF (sq) : 7 - CHESS_RANK_OF (sq);
      if (light)
        cairo_set_source_rgb (cr, 0.45, 0.54, 0.42);
      else
        cairo_set_source_rgb (cr, 0.93, 0.89, 0.80);
      if (row == 7)
        {
          char t[2] = { (char) ('a' + CHESS_FILE_OF (sq)), 0 };
          int tw, th;
          pango_layout_set_text (coord, t, 1);
          pango_layout_get_pixel_size (coord, &tw, &th);
          cairo_move_to (cr, x + l.sq - tw - l.sq * 0.05, y + l.sq - th - l.sq * 0.02);
          pango_cairo_show_layout (cr, coord);
        }
      if (col == 0)
        {
          char t[2] = { (char) ('1' + CHESS_RANK_OF (sq)), 0 };
          pango_layout_set_text (coord, t, 1);
          cairo_move_to (cr, x + l.sq * 0.05, y + l.sq * 0.02);
          pango_cairo_show_layout (cr, coord);
        }
    }

  /* Legal targets of the selected piece. */
  if (self->selected != CHESS_SQUARE_NONE && self->interactive)
    {
      ChessMoveList list;
      chess_movegen_legal (&self->position, &list);
      for (int i = 0; i < list.count; i++)
        {
          ChessMove m = list.moves[i];
          if (chess_move_from (m) != self->selected)
            continue;
          ChessSquare to = chess_move_kind (m) == CHESS_MOVE_CASTLING ? chess_move_king_target (m)
                                                                      : chess_move_to (m);
          double x, y;
          square_origin (self, &l, to, &x, &y);
          cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.25);
          if (self->position.board[to] != CHESS_NO_PIECE)
            {
              cairo_set_line_width (cr, l.sq * 0.08);
              cairo_arc (cr, x + l.sq / 2, y + l.sq / 2, l.sq * 0.44, 0, 2 * G_PI);
              cairo_stroke (cr);
            }
          else
            {
              cairo_arc (cr, x + l.sq / 2, y + l.sq / 2, l.sq * 0.15, 0, 2 * G_PI);
              cairo_fill (cr);
            }
        }
    }

  for (ChessSquare sq = 0; sq < 64; sq++)
    {
      ChessPiece p = self->position.board[sq];
      if (p == CHESS_NO_PIECE || (self->dragging && sq == self->drag_from))
        continue;
      double x, y;
      square_origin (self, &l, sq, &x, &y);
      paint_sprite (self, cr, p, x, y, l.sq, scale);
    }

  if (self->mark_style == HAKEM_BOARD_MARK_HATCHED)
    for (ChessSquare sq = 0; sq < 64; sq++)
      if (self->marked & CHESS_BB (sq))
        {
          double x, y;
          square_origin (self, &l, sq, &x, &y);
          frame_square (cr, x, y, l.sq);
        }

  if (gtk_widget_has_focus (GTK_WIDGET (self)) && gtk_widget_get_focus_on_click (GTK_WIDGET (self)))
    {
      double x, y;
      square_origin (self, &l, self->cursor, &x, &y);
      cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 1);
      cairo_set_line_width (cr, MAX (2.0, l.sq * 0.05));
      cairo_rectangle (cr, x + 2, y + 2, l.sq - 4, l.sq - 4);
      cairo_stroke (cr);
    }

  if (self->dragging)
    {
      ChessPiece p = self->position.board[self->drag_from];
      if (p != CHESS_NO_PIECE)
        paint_sprite (self, cr, p, self->drag_x - l.sq / 2, self->drag_y - l.sq / 2, l.sq, scale);
    }
}

static void
hakem_board_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  HakemBoardView *self = HAKEM_BOARD_VIEW (widget);
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
  draw_board (self, cr);
  cairo_destroy (cr);
}

static void
hakem_board_view_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                          int *natural, int *minimum_baseline, int *natural_baseline)
{
  *minimum = 8 * 24;
  *natural = 8 * 72;
}

/* ---- accessibility ---- */

static void
update_accessible (HakemBoardView *self)
{
  char sq[3];
  chess_square_name (self->cursor, sq);
  const char *turn = self->editable                       ? _ ("Setting up the board")
                     : self->position.side == CHESS_WHITE ? _ ("White to move")
                                                          : _ ("Black to move");
  /* TRANSLATORS: "White to move. e2: white pawn." */
  g_autofree char *desc = g_strdup_printf (_ ("%s. %s: %s."), turn, sq,
                                           hakem_piece_text (self->position.board[self->cursor]));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, desc,
                                  -1);
}

/* ---- setting up ---- */

/* Changes one square and the bitboards that mirror it; nothing else (no rules: a board being set
 * up may be any placement at all). */
static void
put_piece (HakemBoardView *self, ChessSquare sq, ChessPiece piece)
{
  ChessPosition *pos = &self->position;
  ChessPiece old = pos->board[sq];
  if (old != CHESS_NO_PIECE)
    {
      pos->pieces[CHESS_PIECE_TYPE (old)] &= ~CHESS_BB (sq);
      pos->colors[CHESS_PIECE_COLOR (old)] &= ~CHESS_BB (sq);
    }
  pos->board[sq] = piece;
  if (piece != CHESS_NO_PIECE)
    {
      pos->pieces[CHESS_PIECE_TYPE (piece)] |= CHESS_BB (sq);
      pos->colors[CHESS_PIECE_COLOR (piece)] |= CHESS_BB (sq);
    }
}

/* ---- moves ---- */

static void
emit_refused (HakemBoardView *self, ChessIllegalReason reason)
{
  g_signal_emit (self, signals[SIGNAL_MOVE_REFUSED], 0, (int) reason);
}

static gboolean
needs_promotion (HakemBoardView *self, ChessSquare from, ChessSquare to)
{
  ChessMoveList list;
  chess_movegen_legal (&self->position, &list);
  for (int i = 0; i < list.count; i++)
    if (chess_move_from (list.moves[i]) == from && chess_move_to (list.moves[i]) == to
        && chess_move_kind (list.moves[i]) == CHESS_MOVE_PROMOTION)
      return TRUE;
  return FALSE;
}

static void
try_move (HakemBoardView *self, ChessSquare from, ChessSquare to, ChessPieceType promotion)
{
  ChessIllegalReason reason;
  ChessMove m = chess_explain_move (&self->position, from, to, promotion, &reason);
  self->selected = CHESS_SQUARE_NONE;
  if (m == CHESS_MOVE_NONE)
    emit_refused (self, reason);
  else
    g_signal_emit (self, signals[SIGNAL_MOVE_CHOSEN], 0, (guint) m);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* board.promote(i): the promotion popover's buttons, their piece type as the target. */
static void
promote_activated (GtkWidget *widget, const char *action_name, GVariant *param)
{
  HakemBoardView *self = HAKEM_BOARD_VIEW (widget);
  if (!self->promotion_popover)
    return;
  gtk_popover_popdown (GTK_POPOVER (self->promotion_popover));
  try_move (self, self->promo_from, self->promo_to, (ChessPieceType) g_variant_get_int32 (param));
}

static GtkWidget *build_promotion_popover (HakemBoardView *self);

static void
ask_promotion (HakemBoardView *self, ChessSquare from, ChessSquare to)
{
  /* Made on the first promotion: the window's first frame does without it. */
  if (!self->promotion_popover)
    self->promotion_popover = build_promotion_popover (self);
  self->promo_from = from;
  self->promo_to = to;
  Layout l = compute_layout (self);
  double x, y;
  square_origin (self, &l, to, &x, &y);
  GdkRectangle rect = { (int) x, (int) y, (int) l.sq, (int) l.sq };
  gtk_popover_set_pointing_to (GTK_POPOVER (self->promotion_popover), &rect);
  gtk_popover_popup (GTK_POPOVER (self->promotion_popover));
}

static void
complete_move (HakemBoardView *self, ChessSquare from, ChessSquare to)
{
  if (needs_promotion (self, from, to))
    ask_promotion (self, from, to);
  else
    try_move (self, from, to, CHESS_QUEEN);
}

void
hakem_board_view_activate_square (HakemBoardView *self, ChessSquare sq)
{
  g_return_if_fail (HAKEM_IS_BOARD_VIEW (self));
  if (self->editable && sq >= 0 && sq < 64)
    {
      /* The piece already there comes off again, so that a second click undoes the first. */
      ChessPiece here = self->position.board[sq];
      hakem_board_view_place (self, sq,
                              here == self->edit_piece ? CHESS_NO_PIECE : self->edit_piece);
      return;
    }
  if (!self->interactive || sq < 0 || sq >= 64)
    return;
  ChessPiece p = self->position.board[sq];
  gboolean own = p != CHESS_NO_PIECE && CHESS_PIECE_COLOR (p) == self->position.side;
  if (self->selected == CHESS_SQUARE_NONE)
    {
      if (own)
        self->selected = sq;
      else
        emit_refused (self,
                      p == CHESS_NO_PIECE ? CHESS_ILLEGAL_NO_PIECE : CHESS_ILLEGAL_NOT_YOUR_TURN);
    }
  else if (sq == self->selected)
    self->selected = CHESS_SQUARE_NONE;
  else if (own
           && !(CHESS_PIECE_TYPE (self->position.board[self->selected]) == CHESS_KING
                && CHESS_PIECE_TYPE (p) == CHESS_ROOK
                && chess_explain_move (&self->position, self->selected, sq, CHESS_QUEEN,
                                       &(ChessIllegalReason){ 0 })
                       != CHESS_MOVE_NONE))
    self->selected = sq; /* another own piece: select it instead (unless it castles) */
  else
    complete_move (self, self->selected, sq);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_begin (GtkGestureDrag *gesture, double x, double y, HakemBoardView *self)
{
  if (!self->interactive && !self->editable)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  gtk_widget_grab_focus (GTK_WIDGET (self));
  self->drag_from = square_at (self, x, y);
  self->drag_x = x;
  self->drag_y = y;
  self->dragging = FALSE;
}

static void
drag_update (GtkGestureDrag *gesture, double dx, double dy, HakemBoardView *self)
{
  double sx, sy;
  gtk_gesture_drag_get_start_point (gesture, &sx, &sy);
  ChessPiece p = self->drag_from == CHESS_SQUARE_NONE ? CHESS_NO_PIECE
                                                      : self->position.board[self->drag_from];
  if (!self->dragging && hypot (dx, dy) > DRAG_THRESHOLD && p != CHESS_NO_PIECE
      && (self->editable || CHESS_PIECE_COLOR (p) == self->position.side))
    {
      self->dragging = TRUE;
      self->selected = self->drag_from;
    }
  self->drag_x = sx + dx;
  self->drag_y = sy + dy;
  if (self->dragging)
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_end (GtkGestureDrag *gesture, double dx, double dy, HakemBoardView *self)
{
  double sx, sy;
  gtk_gesture_drag_get_start_point (gesture, &sx, &sy);
  ChessSquare to = square_at (self, sx + dx, sy + dy);
  if (self->dragging && self->editable)
    {
      /* Setting up, a dragged piece is carried: off its square, onto the one it is dropped on. */
      self->dragging = FALSE;
      self->selected = CHESS_SQUARE_NONE;
      if (to != CHESS_SQUARE_NONE && to != self->drag_from)
        {
          ChessPiece p = self->position.board[self->drag_from];
          put_piece (self, self->drag_from, CHESS_NO_PIECE);
          hakem_board_view_place (self, to, p);
        }
    }
  else if (self->dragging)
    {
      self->dragging = FALSE;
      if (to != CHESS_SQUARE_NONE && to != self->drag_from)
        complete_move (self, self->drag_from, to);
      else
        self->selected = CHESS_SQUARE_NONE;
    }
  else if (to != CHESS_SQUARE_NONE)
    {
      self->cursor = to;
      hakem_board_view_activate_square (self, to);
      update_accessible (self);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
             HakemBoardView *self)
{
  int df = 0, dr = 0;
  switch (keyval)
    {
    case GDK_KEY_Left:
      df = -1;
      break;
    case GDK_KEY_Right:
      df = 1;
      break;
    case GDK_KEY_Up:
      dr = 1;
      break;
    case GDK_KEY_Down:
      dr = -1;
      break;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_space:
      if (keyval == GDK_KEY_space && !self->editable)
        return FALSE;
      hakem_board_view_activate_square (self, self->cursor);
      return TRUE;
    case GDK_KEY_Delete:
    case GDK_KEY_BackSpace:
      if (!self->editable)
        return FALSE;
      hakem_board_view_place (self, self->cursor, CHESS_NO_PIECE);
      return TRUE;
    case GDK_KEY_Escape:
      if (self->selected == CHESS_SQUARE_NONE)
        return FALSE;
      self->selected = CHESS_SQUARE_NONE;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    default:
      return FALSE;
    }
  if (self->flipped)
    {
      df = -df;
      dr = -dr;
    }
  int file = CLAMP (CHESS_FILE_OF (self->cursor) + df, 0, 7);
  int rank = CLAMP (CHESS_RANK_OF (self->cursor) + dr, 0, 7);
  self->cursor = CHESS_SQUARE (file, rank);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

static void
focus_changed (GtkEventControllerFocus *controller, HakemBoardView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static GtkWidget *
build_promotion_popover (HakemBoardView *self)
{
  static const struct
  {
    ChessPieceType type;
    const char *label;
  } choices[] = {
    { CHESS_QUEEN, N_ ("_Queen") },
    { CHESS_ROOK, N_ ("_Rook") },
    { CHESS_BISHOP, N_ ("_Bishop") },
    { CHESS_KNIGHT, N_ ("K_night") },
  };
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *title = gtk_label_new (_ ("Promote the pawn to"));
  gtk_widget_add_css_class (title, "heading");
  gtk_box_append (GTK_BOX (box), title);
  for (gsize i = 0; i < G_N_ELEMENTS (choices); i++)
    {
      GtkWidget *button = hakem_mnemonic_button_new (_ (choices[i].label));
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "board.promote");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "i", (gint32) choices[i].type);
      gtk_box_append (GTK_BOX (box), button);
    }
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  gtk_widget_set_parent (popover, GTK_WIDGET (self));
  return popover;
}

/* ---- GObject ---- */

static void
hakem_board_view_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  HakemBoardView *self = HAKEM_BOARD_VIEW (widget);
  if (self->promotion_popover)
    gtk_popover_present (GTK_POPOVER (self->promotion_popover));
}

static void
hakem_board_view_dispose (GObject *object)
{
  HakemBoardView *self = HAKEM_BOARD_VIEW (object);
  g_clear_pointer (&self->promotion_popover, gtk_widget_unparent);
  g_clear_pointer (&self->sprites, hakem_piece_sprites_free);
  g_clear_object (&self->coord_layout);
  G_OBJECT_CLASS (hakem_board_view_parent_class)->dispose (object);
}

static void
hakem_board_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  HakemBoardView *self = HAKEM_BOARD_VIEW (object);
  switch (prop_id)
    {
    case PROP_FLIPPED:
      g_value_set_boolean (value, self->flipped);
      break;
    case PROP_INTERACTIVE:
      g_value_set_boolean (value, self->interactive);
      break;
    case PROP_EDITABLE:
      g_value_set_boolean (value, self->editable);
      break;
    case PROP_POSITION:
      g_value_set_boxed (value, &self->position);
      break;
    case PROP_LAST_MOVE:
      g_value_set_uint (value, self->last_move);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hakem_board_view_set_property (GObject *object, guint prop_id, const GValue *value,
                               GParamSpec *pspec)
{
  HakemBoardView *self = HAKEM_BOARD_VIEW (object);
  switch (prop_id)
    {
    case PROP_FLIPPED:
      hakem_board_view_set_flipped (self, g_value_get_boolean (value));
      break;
    case PROP_INTERACTIVE:
      hakem_board_view_set_interactive (self, g_value_get_boolean (value));
      break;
    case PROP_EDITABLE:
      hakem_board_view_set_editable (self, g_value_get_boolean (value));
      break;
    case PROP_POSITION:
      if (g_value_get_boxed (value))
        hakem_board_view_set_position (self, g_value_get_boxed (value));
      break;
    case PROP_LAST_MOVE:
      hakem_board_view_set_last_move (self, (ChessMove) g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hakem_board_view_class_init (HakemBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = hakem_board_view_dispose;
  object_class->get_property = hakem_board_view_get_property;
  object_class->set_property = hakem_board_view_set_property;

  /* Seen from Black's side. */
  properties[PROP_FLIPPED]
      = g_param_spec_boolean ("flipped", NULL, NULL, FALSE,
                              G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Takes moves (FALSE: shows a position, read-only). */
  properties[PROP_INTERACTIVE]
      = g_param_spec_boolean ("interactive", NULL, NULL, TRUE,
                              G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Sets up a board (hakem_board_view_set_editable). */
  properties[PROP_EDITABLE]
      = g_param_spec_boolean ("editable", NULL, NULL, FALSE,
                              G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The position shown (a ChessPosition, HAKEM_TYPE_POSITION); NULL is ignored. */
  properties[PROP_POSITION]
      = g_param_spec_boxed ("position", NULL, NULL, HAKEM_TYPE_POSITION,
                            G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The move (a ChessMove) that reached it, marked on its two squares; 0: none. */
  properties[PROP_LAST_MOVE]
      = g_param_spec_uint ("last-move", NULL, NULL, 0, G_MAXUINT16, CHESS_MOVE_NONE,
                           G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  widget_class->snapshot = hakem_board_view_snapshot;
  widget_class->css_changed = hakem_board_view_css_changed;
  widget_class->measure = hakem_board_view_measure;
  widget_class->size_allocate = hakem_board_view_size_allocate;

  /* A legal move was chosen on the board; the owner decides whether to play it. */
  signals[SIGNAL_MOVE_CHOSEN]
      = g_signal_new ("move-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                      NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /* An attempt was refused; the argument is a ChessIllegalReason. */
  signals[SIGNAL_MOVE_REFUSED]
      = g_signal_new ("move-refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                      NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  /* In edit mode a square's contents changed (hakem_board_view_get_position has them). */
  signals[SIGNAL_POSITION_EDITED]
      = g_signal_new ("position-edited", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                      NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_install_action (widget_class, "board.promote", "i", promote_activated);
  gtk_widget_class_set_css_name (widget_class, "chessboard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
hakem_board_view_init (HakemBoardView *self)
{
  chess_position_init_start (&self->position);
  self->interactive = TRUE;
  self->edit_piece = CHESS_NO_PIECE;
  self->selected = CHESS_SQUARE_NONE;
  self->drag_from = CHESS_SQUARE_NONE;
  self->cursor = CHESS_SQUARE (4, 1);
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  self->sprites = hakem_piece_sprites_new (GTK_WIDGET (self));

  GtkGesture *drag = gtk_gesture_drag_new ();
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  GtkEventController *keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  GtkEventController *focus = gtk_event_controller_focus_new ();
  g_signal_connect (focus, "enter", G_CALLBACK (focus_changed), self);
  g_signal_connect (focus, "leave", G_CALLBACK (focus_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ ("Chessboard"), -1);
  update_accessible (self);
}

GtkWidget *
hakem_board_view_new (void)
{
  return g_object_new (HAKEM_TYPE_BOARD_VIEW, NULL);
}

void
hakem_board_view_set_position (HakemBoardView *self, const ChessPosition *pos)
{
  g_return_if_fail (HAKEM_IS_BOARD_VIEW (self));
  self->position = *pos;
  self->selected = CHESS_SQUARE_NONE;
  self->dragging = FALSE;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
}

const ChessPosition *
hakem_board_view_get_position (HakemBoardView *self)
{
  g_return_val_if_fail (HAKEM_IS_BOARD_VIEW (self), NULL);
  return &self->position;
}

void
hakem_board_view_set_flipped (HakemBoardView *self, gboolean flipped)
{
  g_return_if_fail (HAKEM_IS_BOARD_VIEW (self));
  if (self->flipped == !!flipped)
    return;
  self->flipped = !!flipped;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FLIPPED]);
}

gboolean
hakem_board_view_get_flipped (HakemBoardView *self)
{
  g_return_val_if_fail (HAKEM_IS_BOARD_VIEW (self), FALSE);
  return self->flipped;
}

void
hakem_board_view_set_interactive (HakemBoardView *self, gboolean interactive)
{
  g_return_if_fail (HAKEM_IS_BOARD_VIEW (self));
  gboolean changed = self->interactive != !!interactive;
  self->interactive = !!interactive;
  self->selected = CHESS_SQUARE_NONE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INTERACTIVE]);
}

gboolean
hakem_board_view_get_interactive (HakemBoardView *self)
{
  g_return_val_if_fail (HAKEM_IS_BOARD_VIEW (self), FALSE);
  return self->interactive;
}

void
hakem_board_view_set_last_move (HakemBoardView *self, ChessMove move)
{
  g_return_if_fail (HAKEM_IS_BOARD_VIEW (self));
  if (self->last_move == move)
    return;
  self->last_move = move;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LAST_MOVE]);
}

void
hakem_board_view_set_marked (HakemBoardView *self, ChessBitboard squares)
{
  g_return_if_fail (HAKEM_IS_BOARD_VIEW (self));
  self->marked = squares;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

ChessBitboard
hakem_board_view_get_marked (HakemBoardView *self)
{
  g_return_val_if_fail (HAKEM_IS_BOARD_VIEW (self), 0);
  return self->marked;
}

void
hakem_board_view_set_mark_style (HakemBoardView *self, HakemBoardMarkStyle style)
{
  g_return_if_fail (HAKEM_IS_BOARD_VIEW (self));
  self->mark_style = style;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
hakem_board_view_set_editable (HakemBoardView *self, gboolean editable)
{
  g_return_if_fail (HAKEM_IS_BOARD_VIEW (self));
  gboolean changed = self->editable != !!editable;
  self->editable = !!editable;
  self->selected = CHESS_SQUARE_NONE;
  self->dragging = FALSE;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EDITABLE]);
}

gboolean
hakem_board_view_get_editable (HakemBoardView *self)
{
  g_return_val_if_fail (HAKEM_IS_BOARD_VIEW (self), FALSE);
  return self->editable;
}

void
hakem_board_view_set_edit_piece (HakemBoardView *self, ChessPiece piece)
{
  g_return_if_fail (HAKEM_IS_BOARD_VIEW (self));
  self->edit_piece = piece < 12 ? piece : CHESS_NO_PIECE;
}

ChessPiece
hakem_board_view_get_edit_piece (HakemBoardView *self)
{
  g_return_val_if_fail (HAKEM_IS_BOARD_VIEW (self), CHESS_NO_PIECE);
  return self->edit_piece;
}

void
hakem_board_view_place (HakemBoardView *self, ChessSquare sq, ChessPiece piece)
{
  g_return_if_fail (HAKEM_IS_BOARD_VIEW (self));
  g_return_if_fail (sq >= 0 && sq < 64);
  put_piece (self, sq, piece < 12 ? piece : CHESS_NO_PIECE);
  self->cursor = sq;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[SIGNAL_POSITION_EDITED], 0);
}
