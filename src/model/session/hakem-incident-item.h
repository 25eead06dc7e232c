/* hakem-incident-item.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * One incident of the log as a GObject for list models: its texts as the incident log shows
 * them, kept current by the session (hakem_session_get_incidents).
 */
#pragma once

#include <glib-object.h>

#include "hakem-incident.h"

G_BEGIN_DECLS

#define HAKEM_TYPE_INCIDENT_ITEM (hakem_incident_item_get_type ())
G_DECLARE_FINAL_TYPE (HakemIncidentItem, hakem_incident_item, HAKEM, INCIDENT_ITEM, GObject)

/* Properties (read only, notified when they change): "index" (the incident's place in the log,
 * from 0), "title" (kind and articles), "meta" (time, half-move, clocks), "ruling", "note" and
 * "text" (all of it, as a screen reader reads the row). */

HakemIncidentItem *hakem_incident_item_new (guint index, const HakemIncident *incident);
/* Writes the incident's texts again (a note changed). */
void hakem_incident_item_update (HakemIncidentItem *self, const HakemIncident *incident);

guint hakem_incident_item_get_index (HakemIncidentItem *self);
const char *hakem_incident_item_get_title (HakemIncidentItem *self);
const char *hakem_incident_item_get_meta (HakemIncidentItem *self);
const char *hakem_incident_item_get_ruling (HakemIncidentItem *self);
const char *hakem_incident_item_get_note (HakemIncidentItem *self);
const char *hakem_incident_item_get_text (HakemIncidentItem *self);

G_END_DECLS
