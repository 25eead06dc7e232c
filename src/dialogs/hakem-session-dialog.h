/* hakem-session-dialog.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The window every arbiter's dialog derives from: it works on a session given at construction.
 */
#pragma once

#include <gtk/gtk.h>

#include "hakem-session.h"

G_BEGIN_DECLS

#define HAKEM_TYPE_SESSION_DIALOG (hakem_session_dialog_get_type ())
G_DECLARE_DERIVABLE_TYPE (HakemSessionDialog, hakem_session_dialog, HAKEM, SESSION_DIALOG,
                          GtkWindow)

struct _HakemSessionDialogClass
{
  GtkWindowClass parent_class;
};

/* The "session" property: construct-only and required, so that a subclass's constructed() can
 * build its controls from it. g_object_new (TYPE, "transient-for", parent, "session", session,
 * ...) makes any of the dialogs. */
HakemSession *hakem_session_dialog_get_session (HakemSessionDialog *self);

G_END_DECLS
