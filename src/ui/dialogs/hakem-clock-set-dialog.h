/* hakem-clock-set-dialog.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * After a restore: the arbiter confirms both clocks, or sets them from the clock on the table.
 */
#pragma once

#include <gtk/gtk.h>

#include "hakem-casefile.h"
#include "hakem-session-dialog.h"

G_BEGIN_DECLS

#define HAKEM_TYPE_CLOCK_SET_DIALOG (hakem_clock_set_dialog_get_type ())
G_DECLARE_FINAL_TYPE (HakemClockSetDialog, hakem_clock_set_dialog, HAKEM, CLOCK_SET_DIALOG,
                      HakemSessionDialog)

/* Shows, over parent, both clocks of the restored session (stopped) with what the case file said
 * of them when it was saved (saved may be NULL), for the arbiter to confirm or correct. The times
 * set are logged (hakem_session_set_clocks). Returns the dialog, already shown: g_object_new
 * (HAKEM_TYPE_CLOCK_SET_DIALOG, "session", session, "saved", saved, ...) makes it unshown. */
GtkWindow *hakem_clock_set_dialog_new (GtkWindow *parent, HakemSession *session,
                                       const HakemSavedClock *saved);

G_END_DECLS
