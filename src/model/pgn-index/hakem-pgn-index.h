/* hakem-pgn-index.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The games of a PGN file listed from one quick pass over its text: tags and move counts, where
 * each game starts, without playing a move (the game chosen is read in full afterwards).
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* One game of the file. The strings are the tag values as written ("" when the tag is absent). */
#define HAKEM_TYPE_PGN_GAME (hakem_pgn_game_get_type ())
G_DECLARE_FINAL_TYPE (HakemPgnGame, hakem_pgn_game, HAKEM, PGN_GAME, GObject)

/* 0-based, in the order of the file. */
guint hakem_pgn_game_get_number (HakemPgnGame *self);
const char *hakem_pgn_game_get_white (HakemPgnGame *self);
const char *hakem_pgn_game_get_black (HakemPgnGame *self);
const char *hakem_pgn_game_get_event (HakemPgnGame *self);
const char *hakem_pgn_game_get_round (HakemPgnGame *self);
const char *hakem_pgn_game_get_board (HakemPgnGame *self);
const char *hakem_pgn_game_get_date (HakemPgnGame *self);
/* The Result tag, else the game's termination marker. */
const char *hakem_pgn_game_get_result (HakemPgnGame *self);
/* Half-moves of the main line, counted as written (not checked for legality). */
guint hakem_pgn_game_get_plies (HakemPgnGame *self);
/* Where the game's text begins: the byte offset and its 1-based line. */
goffset hakem_pgn_game_get_offset (HakemPgnGame *self);
long hakem_pgn_game_get_line (HakemPgnGame *self);
/* Whether both players' names, case-folded, contain needle_folded (g_utf8_casefold'ed). */
gboolean hakem_pgn_game_matches (HakemPgnGame *self, const char *needle_folded);

/* Compares as people number rounds and boards: "2" < "10", "1.2" < "1.10". */
int hakem_pgn_natural_compare (const char *a, const char *b);

/* The file's games as a GListModel of HakemPgnGame, in the file's order. */
#define HAKEM_TYPE_PGN_INDEX (hakem_pgn_index_get_type ())
G_DECLARE_FINAL_TYPE (HakemPgnIndex, hakem_pgn_index, HAKEM, PGN_INDEX, GObject)

/* Reads path once (mapped, not copied). NULL with a G_FILE_ERROR when it cannot be read. A file
 * holding no game gives an empty index. */
HakemPgnIndex *hakem_pgn_index_new_for_path (const char *path, GError **error);
/* The same over text in memory (tests). */
HakemPgnIndex *hakem_pgn_index_new_for_text (const char *text, gsize length);

G_END_DECLS
