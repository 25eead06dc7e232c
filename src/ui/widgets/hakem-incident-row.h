/* hakem-incident-row.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A row of the incident log, showing a HakemIncidentItem; the arbiter's note is edited in it.
 */
#pragma once

#include <gtk/gtk.h>

#include "hakem-incident-item.h"

G_BEGIN_DECLS

#define HAKEM_TYPE_INCIDENT_ROW (hakem_incident_row_get_type ())
G_DECLARE_FINAL_TYPE (HakemIncidentRow, hakem_incident_row, HAKEM, INCIDENT_ROW, GtkListBoxRow)

/* Shows ITEM (the construct-only "item" property) and follows its changes. The signal
 * "note-edited" (a string: the note as typed, stripped) is emitted when the arbiter leaves the
 * note or presses Enter in it with a text other than the item's. */
GtkWidget *hakem_incident_row_new (HakemIncidentItem *item);

HakemIncidentItem *hakem_incident_row_get_item (HakemIncidentRow *self);
/* The note entry, for keyboard-free use and tests. */
GtkEditable *hakem_incident_row_get_note_editable (HakemIncidentRow *self);

G_END_DECLS
