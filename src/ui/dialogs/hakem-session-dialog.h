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

/* The same, for any of the dialogs: NULL before construction and once released. */
static inline HakemSession *
hakem_dialog_session (gpointer dialog)
{
  return hakem_session_dialog_get_session (HAKEM_SESSION_DIALOG (dialog));
}

/* Lets the session go, first thing in a dialog's dispose: the handlers that run while its
 * template is disposed find no session and do nothing. */
void hakem_session_dialog_release (HakemSessionDialog *self);

/* Emits "applied": the dialog carried out its ruling or setting on the session. Every dialog
 * has the signal (the window follows it to save the case and refresh what it shows). */
void hakem_session_dialog_emit_applied (HakemSessionDialog *self);

/* Called on the main thread once the searches of hakem_session_dialog_wait are made. */
typedef void (*HakemSessionDialogReady) (HakemSessionDialog *self);

/* Before a ruling at ply (-1: the present position): TRUE while the searches it will make
 * (hakem_session_prepare_async) are still being made on a worker thread, after saying so in
 * verdict_label, clearing details_label and making apply_button insensitive; ready is called
 * when they are done, and the ruling, made then, takes no longer than a frame. FALSE when they
 * are done for this ply and record: rule now. A closed dialog is not called back. */
gboolean hakem_session_dialog_wait (HakemSessionDialog *self, int ply,
                                    HakemSessionDialogReady ready, GtkWidget *apply_button,
                                    GtkLabel *verdict_label, GtkLabel *details_label);

G_END_DECLS
