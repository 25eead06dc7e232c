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

void hakem_board_view_set_flipped (HakemBoardView *self, gboolean flipped);
gboolean hakem_board_view_get_flipped (HakemBoardView *self);

/* A read-only board shows a position but accepts no move. */
void hakem_board_view_set_interactive (HakemBoardView *self, gboolean interactive);

void hakem_board_view_set_last_move (HakemBoardView *self, ChessMove move);

/* Squares that matter for a ruling (evidence), drawn with a distinct mark. */
void hakem_board_view_set_marked (HakemBoardView *self, ChessBitboard squares);

/* Acts as a click on a square: selects a piece or completes the selected piece's move. */
void hakem_board_view_activate_square (HakemBoardView *self, ChessSquare sq);

G_END_DECLS
