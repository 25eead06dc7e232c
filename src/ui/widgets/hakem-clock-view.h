/* hakem-clock-view.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The clock widget: both players' times, large, with moves, period, flags and the clock buttons.
 */
#pragma once

#include <gtk/gtk.h>

#include "hakem-session.h"

G_BEGIN_DECLS

#define HAKEM_TYPE_CLOCK_VIEW (hakem_clock_view_get_type ())
G_DECLARE_FINAL_TYPE (HakemClockView, hakem_clock_view, HAKEM, CLOCK_VIEW, GtkWidget)

GtkWidget *hakem_clock_view_new (void);

/* Follows the session's clock ("changed", "clock-changed"); NULL shows no clock. The buttons
 * activate win.clock-start, win.clock-press, win.clock-stop and win.clock-resume. */
void hakem_clock_view_set_session (HakemClockView *self, HakemSession *session);
HakemSession *hakem_clock_view_get_session (HakemClockView *self);

/* Black's clock is above White's, as on an unflipped board; flipped puts White's above (the
 * "flipped" property). */
void hakem_clock_view_set_flipped (HakemClockView *self, gboolean flipped);
gboolean hakem_clock_view_get_flipped (HakemClockView *self);
/* The faces side by side (Black's left on an unflipped board) rather than one above the other:
 * for a narrow window, where the clocks sit under the board. */
void hakem_clock_view_set_side_by_side (HakemClockView *self, gboolean side_by_side);

/* Whether the buttons of the clock's actions show (they do unless set otherwise): a view that
 * only shows a clock, as in presentation mode, hides them. */
void hakem_clock_view_set_show_buttons (HakemClockView *self, gboolean show);

G_END_DECLS
