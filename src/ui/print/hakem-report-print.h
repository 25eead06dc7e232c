/* hakem-report-print.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The case report printed through GTK's print dialog, with the pages the PDF has.
 */
#pragma once

#include <gtk/gtk.h>

#include "hakem-session.h"

G_BEGIN_DECLS

/* Shows the print dialog over parent for the report of session (source: the case file's name
 * and sha256 its checksum in hex, each NULL when there is none; moves in the letters of lang)
 * and prints it, or saves it as PDF from the dialog. Returns at once; the session is kept until
 * printing ends and is not changed. */
void hakem_report_print (GtkWindow *parent, HakemSession *session, const char *source,
                         const char *sha256, ChessSanLanguage lang);

/* The print operation hakem_report_print runs (not yet run), for an export to PDF without the
 * dialog (GTK_PRINT_OPERATION_ACTION_EXPORT) or other actions. It frees itself after "done"
 * when it is run; unref it yourself if it never is. */
GtkPrintOperation *hakem_report_print_operation_new (HakemSession *session, const char *source,
                                                     const char *sha256, ChessSanLanguage lang);

G_END_DECLS
