/* hakem-incident-log.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The incident log beside the scoresheet: every intervention of the arbiter, with its time,
 * ply, clocks, articles, ruling and an editable note.
 */
#pragma once

#include <gtk/gtk.h>

#include "hakem-incident-item.h"
#include "hakem-session.h"

G_BEGIN_DECLS

#define HAKEM_TYPE_INCIDENT_LOG (hakem_incident_log_get_type ())
G_DECLARE_FINAL_TYPE (HakemIncidentLog, hakem_incident_log, HAKEM, INCIDENT_LOG, GtkWidget)

GtkWidget *hakem_incident_log_new (void);

/* Follows a session's log (NULL: none). */
void hakem_incident_log_set_session (HakemIncidentLog *self, HakemSession *session);

/* What the rows show: the session's incidents (hakem_session_get_incidents), oldest first. */
GListModel *hakem_incident_log_get_model (HakemIncidentLog *self);
/* The rows shown, one per incident, oldest first. */
guint hakem_incident_log_get_n_rows (HakemIncidentLog *self);
/* The text a row reads as to a screen reader, or NULL past the end; free it. */
char *hakem_incident_log_dup_row_text (HakemIncidentLog *self, guint index);
/* Selects the row of an incident (-1: none), as a click does; emits "incident-selected" with
 * its index when that changes. */
void hakem_incident_log_select (HakemIncidentLog *self, int index);
/* The note entry of a row, for keyboard-free use and tests; NULL past the end. */
GtkEditable *hakem_incident_log_get_note_editable (HakemIncidentLog *self, guint index);

G_END_DECLS
