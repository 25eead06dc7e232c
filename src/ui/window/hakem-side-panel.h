/* hakem-side-panel.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The window's side panel: clock, move entry and claim button, status line, and the scoresheet
 * and incident log. The window builds it after its first frame, or when first needed.
 */
#pragma once

#include <gtk/gtk.h>

#include "hakem-clock-view.h"
#include "hakem-incident-log.h"
#include "hakem-scoresheet.h"

G_BEGIN_DECLS

#define HAKEM_TYPE_SIDE_PANEL (hakem_side_panel_get_type ())
G_DECLARE_FINAL_TYPE (HakemSidePanel, hakem_side_panel, HAKEM, SIDE_PANEL, GtkBox)

GtkWidget *hakem_side_panel_new (void);

HakemClockView *hakem_side_panel_get_clock (HakemSidePanel *self);
GtkEntry *hakem_side_panel_get_move_entry (HakemSidePanel *self);
GtkLabel *hakem_side_panel_get_status (HakemSidePanel *self);
GtkStack *hakem_side_panel_get_stack (HakemSidePanel *self);
HakemScoresheet *hakem_side_panel_get_scoresheet (HakemSidePanel *self);
HakemIncidentLog *hakem_side_panel_get_incident_log (HakemSidePanel *self);

G_END_DECLS
