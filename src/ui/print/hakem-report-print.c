/* hakem-report-print.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The case report printed through GTK's print dialog, with the pages the PDF has.
 */
#include "config.h"

#include "hakem-report-print.h"
#include "hakem-report.h"

#include <glib/gi18n.h>

static void
begin_print (GtkPrintOperation *op, GtkPrintContext *context, gpointer data)
{
  HakemReport *report = data;
  /* The pages are laid out on the paper the dialog chose, whole: the report keeps its own
   * margins, inside any printer's unprintable edge. */
  int pages = hakem_report_paginate (report, gtk_print_context_get_width (context),
                                     gtk_print_context_get_height (context));
  gtk_print_operation_set_n_pages (op, pages);
}

static void
draw_page (GtkPrintOperation *op, GtkPrintContext *context, int page, gpointer data)
{
  hakem_report_draw_page (data, gtk_print_context_get_cairo_context (context), page);
}

static void
done (GtkPrintOperation *op, GtkPrintOperationResult result, gpointer data)
{
  if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
    {
      g_autoptr (GError) error = NULL;
      gtk_print_operation_get_error (op, &error);
      g_warning ("printing the report failed: %s", error ? error->message : "?");
    }
  g_object_unref (op);
}

GtkPrintOperation *
hakem_report_print_operation_new (HakemSession *session, const char *source, const char *sha256,
                                  ChessSanLanguage lang)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (session), NULL);
  HakemReport *report = hakem_report_new (session, source, sha256);
  hakem_report_set_san_language (report, lang);
  GtkPrintOperation *op = gtk_print_operation_new ();
  gtk_print_operation_set_unit (op, GTK_UNIT_POINTS);
  gtk_print_operation_set_use_full_page (op, TRUE);
  gtk_print_operation_set_embed_page_setup (op, TRUE);
  g_autofree char *name = g_strdup_printf ("%s: %s", _ ("Appeals report"), source ? source : "");
  gtk_print_operation_set_job_name (op, name);
  /* The report lives as long as the operation: freed with its begin-print handler. */
  g_signal_connect_data (op, "begin-print", G_CALLBACK (begin_print), report,
                         (GClosureNotify) (void (*) (void)) hakem_report_free, 0);
  g_signal_connect (op, "draw-page", G_CALLBACK (draw_page), report);
  g_signal_connect (op, "done", G_CALLBACK (done), NULL);
  return op;
}

void
hakem_report_print (GtkWindow *parent, HakemSession *session, const char *source,
                    const char *sha256, ChessSanLanguage lang)
{
  GtkPrintOperation *op = hakem_report_print_operation_new (session, source, sha256, lang);
  g_return_if_fail (op != NULL);
  gtk_print_operation_set_allow_async (op, TRUE);
  g_autoptr (GError) error = NULL;
  GtkPrintOperationResult result
      = gtk_print_operation_run (op, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, parent, &error);
  /* "done" comes after the pages, or after a cancelled dialog; an error before the dialog
   * is reported here and the operation stays with "done" to free. */
  if (result == GTK_PRINT_OPERATION_RESULT_ERROR && error)
    g_warning ("cannot print the report: %s", error->message);
}
