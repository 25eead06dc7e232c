/* hakem-window.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * HakemWindow: the arbiter's main window with the board, the clocks and the scoresheet.
 */
#pragma once

#include <adwaita.h>

#include "hakem-session.h"

G_BEGIN_DECLS

#define HAKEM_TYPE_WINDOW (hakem_window_get_type ())
G_DECLARE_FINAL_TYPE (HakemWindow, hakem_window, HAKEM, WINDOW, AdwApplicationWindow)

/* app: the HakemApplication (the window library sits below it, so it takes the base type). */
HakemWindow *hakem_window_new (GtkApplication *app);

HakemSession *hakem_window_get_session (HakemWindow *self);

/* The position the board shows ("shown-ply"): after ply half-moves, read-only, or -1 for the
 * live one, where moves are played (a ply the record does not have before its last is the live
 * one). The scoresheet's selection follows it, and it follows the scoresheet's. */
void hakem_window_set_shown_ply (HakemWindow *self, int ply);
int hakem_window_get_shown_ply (HakemWindow *self);

/* Opens a PGN file (its game, or the one the arbiter picks from several) or a case file
 * (*.hakem), after asking when a game in progress would leave the window. */
void hakem_window_open_file (HakemWindow *self, GFile *file);
/* A board of a round: the game whose text begins offset bytes into the PGN file at path; its
 * case is written to case_path (this desk's file in the round folder), or, when that file exists
 * from an earlier visit, the case is opened from it. A game in progress in the window is not
 * left without the arbiter's word (as New Game asks), then kept aside. note (or NULL) goes on
 * the status line once the game is open. No case file is written for a game that could not be
 * opened. With temporary, path is a file of the caller's that the window removes once read (or
 * once the arbiter keeps the game in the window). */
void hakem_window_open_round_board (HakemWindow *self, const char *path, goffset offset,
                                    const char *case_path, const char *note, gboolean temporary);

/* The letters moves are shown in ("en" or "tr") by a window that has no main window to follow
 * (the main window's "notation" is the live choice): the notation-language setting, whose
 * "interface" is the letters of the interface's language, as the main window reads it. */
const char *hakem_window_default_notation (void);

/* Gives the application the accelerators of the window's actions (their table, in
 * hakem-window-actions.c). */
void hakem_window_set_accels (GtkApplication *app);

G_END_DECLS
