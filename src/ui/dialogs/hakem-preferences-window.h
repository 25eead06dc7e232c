/* hakem-preferences-window.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The preferences window over Hakem's GSettings: the notation letters and the board's side.
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Hakem's settings, or NULL when the schema is not installed (a bare build tree). */
GSettings *hakem_settings_new (void);

/* A preferences window, transient for parent, whose rows change the settings at once (the main
 * window follows them); NULL without the schema. */
GtkWindow *hakem_preferences_window_new (GtkWindow *parent);

G_END_DECLS
