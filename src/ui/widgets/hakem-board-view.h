/* hakem-board-view.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The chessboard widget: draws a position and turns clicks, drags and keys into moves.
 */
#pragma once

#include <gtk/gtk.h>

#include "chess-position.h"

G_BEGIN_DECLS

#define HAKEM_TYPE_BOARD_VIEW (hakem_board_view_get_type ())
G_DECLARE_FINAL_TYPE (HakemBoardView, hakem_board_view, HAKEM, BOARD_VIEW, GtkWidget)

GtkWidget *hakem_board_view_new (void);

void hakem_board_view_set_position (HakemBoardView *self, const ChessPosition *pos);
const ChessPosition *hakem_board_view_get_position (HakemBoardView *self);

/* Properties: "flipped", "interactive", "editable" (the setters below, with notify). */

void hakem_board_view_set_flipped (HakemBoardView *self, gboolean flipped);
gboolean hakem_board_view_get_flipped (HakemBoardView *self);

/* A read-only board shows a position but accepts no move. */
void hakem_board_view_set_interactive (HakemBoardView *self, gboolean interactive);
gboolean hakem_board_view_get_interactive (HakemBoardView *self);

void hakem_board_view_set_last_move (HakemBoardView *self, ChessMove move);

/* Squares that matter for a ruling (evidence), drawn with a distinct mark. */
void hakem_board_view_set_marked (HakemBoardView *self, ChessBitboard squares);
ChessBitboard hakem_board_view_get_marked (HakemBoardView *self);

/* How the marked squares are drawn: a tint, or besides it a hatching under the piece and a
 * dashed black-and-white frame over it, which read without colour (squares that differ between
 * two boards). */
typedef enum
{
  HAKEM_BOARD_MARK_TINT,
  HAKEM_BOARD_MARK_HATCHED,
} HakemBoardMarkStyle;

void hakem_board_view_set_mark_style (HakemBoardView *self, HakemBoardMarkStyle style);

/* Acts as a click on a square: selects a piece or completes the selected piece's move; in edit
 * mode, places the edit piece there (or takes it off when it is already there). */
void hakem_board_view_activate_square (HakemBoardView *self, ChessSquare sq);

/* Edit mode, for setting up a board: a click, Enter or Space on a square places the edit piece
 * (CHESS_NO_PIECE empties the square; the same piece again takes it off), Delete empties it, a
 * drag carries a piece to another square; each change emits "position-edited". No rule of chess
 * is applied: whether the placement is a legal position is for the rules core to say. */
void hakem_board_view_set_editable (HakemBoardView *self, gboolean editable);
gboolean hakem_board_view_get_editable (HakemBoardView *self);
void hakem_board_view_set_edit_piece (HakemBoardView *self, ChessPiece piece);
ChessPiece hakem_board_view_get_edit_piece (HakemBoardView *self);
/* Puts piece (CHESS_NO_PIECE: nothing) on sq as an edit does, in any mode. */
void hakem_board_view_place (HakemBoardView *self, ChessSquare sq, ChessPiece piece);

G_END_DECLS
