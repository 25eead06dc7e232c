/* hakem-report-pdf.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The report as a PDF file, and the case it is made from read with its checksum.
 */
#include "config.h"

#include "hakem-report-private.h"

#include <cairo-pdf.h>
#include <glib/gi18n.h>

#include "chess-pgn.h"
#include "hakem-casefile.h"
#include "hakem-file-read.h"

HakemSession *
hakem_report_load (const char *path, char **sha256, GError **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;
  g_autoptr (HakemSession) session = hakem_session_new ();
  if (g_str_has_suffix (path, ".pgn") || g_str_has_suffix (path, ".PGN"))
    {
      g_autofree char *message = NULL;
      /* A game's text is at most the reader's CHESS_PGN_MAX_GAME: so is the file reported on. */
      g_autoptr (GError) local = NULL;
      if (!hakem_file_read_bounded (path, 0, CHESS_PGN_MAX_GAME, &data, &length, &local))
        {
          /* TRANSLATORS: the PGN file's name, then why it cannot be read */
          g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_IO,
                       _ ("Cannot read the PGN file “%s”: %s"), path, local->message);
          return NULL;
        }
      if (!hakem_session_load_pgn (session, path, &message))
        {
          g_set_error_literal (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
                               message ? message : path);
          return NULL;
        }
    }
  else
    {
      /* The checksum is of the very bytes the case is read from. */
      if (!hakem_casefile_read_file (path, &data, &length, error))
        return NULL;
      if (!hakem_casefile_from_xml (session, data, length, error))
        return NULL;
    }
  if (sha256)
    *sha256 = g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) data, length);
  return g_steal_pointer (&session);
}

gboolean
hakem_report_write_pdf (HakemSession *session, const char *source, const char *sha256,
                        HakemPaper paper, ChessSanLanguage lang, const char *path, GError **error)
{
  double width, height;
  hakem_paper_size (paper, &width, &height);
  g_autoptr (HakemReport) report = hakem_report_new (session, source, sha256);
  hakem_report_set_san_language (report, lang);
  int pages = hakem_report_paginate (report, width, height);

  cairo_surface_t *surface = cairo_pdf_surface_create (path, width, height);
  g_autofree char *title = g_strdup_printf ("%s: %s", _ ("Appeals report"), source ? source : "");
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, title);
  g_autofree char *creator = g_strdup_printf ("Hakem %s", PACKAGE_VERSION);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, creator);
  cairo_t *cr = cairo_create (surface);
  for (int page = 0; page < pages; page++)
    {
      hakem_report_draw_page (report, cr, page);
      cairo_show_page (cr);
    }
  return hakem_report_pdf_close (cr, surface, path, error);
}

gboolean
hakem_report_pdf_close (cairo_t *cr, cairo_surface_t *surface, const char *path, GError **error)
{
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  cairo_status_t status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      /* TRANSLATORS: the PDF could not be written: the file and Cairo's reason */
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED, _ ("cannot write %s: %s"), path,
                   cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}
