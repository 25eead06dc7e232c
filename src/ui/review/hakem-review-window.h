/* hakem-review-window.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The appeals committee's read-only review of a case file or a PGN game.
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define HAKEM_TYPE_REVIEW_WINDOW (hakem_review_window_get_type ())
G_DECLARE_FINAL_TYPE (HakemReviewWindow, hakem_review_window, HAKEM, REVIEW_WINDOW, AdwWindow)

/* A review of file (a case file, or the first game of a PGN file), not yet shown; NULL with the
 * error (translated) when it cannot be read. Nothing the window does writes file. */
GtkWindow *hakem_review_window_new (GtkApplication *app, GFile *file, GError **error);

/* Opens a review of file, or says why it cannot (a message dialog over parent). */
void hakem_review_window_open (GtkApplication *app, GtkWindow *parent, GFile *file);
/* Asks for a case file or a PGN file to review, then opens it. */
void hakem_review_window_choose (GtkApplication *app, GtkWindow *parent);

G_END_DECLS
