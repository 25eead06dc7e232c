/* hakem-presentation-window.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Presentation mode: a training scenario shown full screen on a projector, stepped with the
 * keyboard or a presenter's remote, the trainee's answer chosen, then the ruling revealed.
 */
#pragma once

#include <adwaita.h>

#include "hakem-scenario.h"

G_BEGIN_DECLS

#define HAKEM_TYPE_PRESENTATION_WINDOW (hakem_presentation_window_get_type ())
G_DECLARE_FINAL_TYPE (HakemPresentationWindow, hakem_presentation_window, HAKEM,
                      PRESENTATION_WINDOW, AdwWindow)

/* Takes the scenario. The window plays it on a session of its own, which no autosave watches:
 * nothing is written into any case file. */
GtkWidget *hakem_presentation_window_new (GtkApplication *app, HakemScenario *scenario);

/* Steps as the keys do: forward (Right, Page Down, space), back (Left, Page Up), and the
 * trainee's answer (1 to 4, 0-based here). FALSE when there is nowhere to go or no question. */
gboolean hakem_presentation_window_forward (HakemPresentationWindow *self);
gboolean hakem_presentation_window_back (HakemPresentationWindow *self);
gboolean hakem_presentation_window_answer (HakemPresentationWindow *self, int choice);

/* Where it stands: the frame shown (0: the title) of how many. */
guint hakem_presentation_window_get_frame (HakemPresentationWindow *self);
guint hakem_presentation_window_get_n_frames (HakemPresentationWindow *self);

/* The scenario chooser: the shipped scenarios, and a file to open; choosing one opens its
 * presentation window (hakem-scenario-chooser.c). */
GtkWindow *hakem_scenario_chooser_new (GtkApplication *app, GtkWindow *parent);

G_END_DECLS
