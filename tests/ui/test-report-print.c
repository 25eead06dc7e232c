/* test-report-print.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The case report through GtkPrintOperation: exported to PDF by GTK's own print path, it has the
 * pages and the text of the report hakem-cli writes; a diagram drawn on an image surface, as
 * the screen would, shows the pieces on their squares; and Print in the main window's menu and in
 * the review window opens GTK's print dialog on that operation.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <stdlib.h>
#include <string.h>

#include "ui-test-util.h"

#include "hakem-report-diagram.h"
#include "hakem-report-print.h"
#include "hakem-casefile.h"
#include "hakem-report.h"
#include "hakem-review-window.h"
#include "hakem-session.h"
#include "hakem-window.h"
#include "session-test-util.h"

static HakemSession *
small_case (void)
{
  HakemSession *session = hakem_session_new ();
  hakem_session_set_tag (session, "White", "Ayşe Kaya");
  hakem_session_set_tag (session, "Black", "Jonas Berg");
  play (session, "e2e4 e7e5");
  gint64 clocks[2] = { 5400000, 5390000 };
  hakem_session_add_incident (session, hakem_incident_new (HAKEM_INCIDENT_ILLEGAL_MOVE, 2, clocks,
                                                           "7.5.1 7.5.5", "Quokka ruling stands",
                                                           "heard both"));
  return session;
}

static char *
run_output (const char *const *argv)
{
  char *out = NULL;
  int status = 0;
  g_autoptr (GError) error = NULL;
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL,
                NULL, &out, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return out;
}

static void
test_export (void)
{
  /* build-aux/packages.txt installs poppler-utils: without it the test fails, not skips. */
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");
  if (!pdftotext)
    g_error ("pdftotext (poppler-utils) is not installed");
  g_autofree char *dir = ui_test_private_dir ("report-print");
  g_autofree char *pdf = g_build_filename (dir, "report.pdf", NULL);
  g_autoptr (HakemSession) session = small_case ();
  GtkPrintOperation *op
      = hakem_report_print_operation_new (session, "small.hakem", NULL, CHESS_SAN_ENGLISH);
  g_autoptr (GtkPageSetup) setup = gtk_page_setup_new ();
  g_autoptr (GtkPaperSize) a4 = gtk_paper_size_new (GTK_PAPER_NAME_A4);
  gtk_page_setup_set_paper_size_and_default_margins (setup, a4);
  gtk_print_operation_set_default_page_setup (op, setup);
  gtk_print_operation_set_export_filename (op, pdf);
  g_autoptr (GError) error = NULL;
  /* Synchronous: "done" has freed the operation when run returns. */
  GtkPrintOperationResult result
      = gtk_print_operation_run (op, GTK_PRINT_OPERATION_ACTION_EXPORT, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (result, ==, GTK_PRINT_OPERATION_RESULT_APPLY);

  const char *text_argv[] = { "pdftotext", pdf, "-", NULL };
  g_autofree char *text = run_output (text_argv);
  for (const char *const *want
       = (const char *const[]){ "Ayşe Kaya", "Jonas Berg", "Quokka ruling stands", "7.5.1", "7.5.5",
                                NULL };
       *want; want++)
    if (!strstr (text, *want))
      g_error ("the printed report lacks \"%s\":\n%s", *want, text);

  /* The same pages as the renderer lays out on A4 for the PDF of hakem-cli. */
  g_autoptr (HakemReport) report = hakem_report_new (session, "small.hakem", NULL);
  double width, height;
  hakem_paper_size (HAKEM_PAPER_A4, &width, &height);
  int pages = hakem_report_paginate (report, width, height);
  const char *info_argv[] = { "pdfinfo", pdf, NULL };
  g_autofree char *info = run_output (info_argv);
  const char *line = strstr (info, "Pages:");
  g_assert_nonnull (line);
  g_assert_cmpint (atoi (line + strlen ("Pages:")), ==, pages);
  g_assert_nonnull (strstr (info, "595.276 x 841.89 pts (A4)"));
  g_remove (pdf);
  ui_test_remove_private_dir (dir);
}

/* A note after 1.e4 e5 2.Nf3 Nc6 3.Bc4; then White's illegal move after 1.e4 e5 is found
 * (7.5.1: 2.Nf3 Nc6 3.Bc4 are void) and 2.d4 d5 3.Bd3 are played. The note's diagram is the
 * position it was written in, the Italian opening's (FEN worked out by hand), not the position
 * after five half-moves of the record as it is now. */
static void
test_record_then (void)
{
  g_autofree char *dir = ui_test_private_dir ("report-then");
  g_autoptr (HakemSession) session = hakem_session_new ();
  play (session, "e2e4 e7e5 g1f3 b8c6 f1c4");
  gint64 clocks[2] = { -1, -1 };
  hakem_session_add_incident (
      session, hakem_incident_new (HAKEM_INCIDENT_NOTE, 5, clocks, "", "Quokka note", NULL));
  rule_illegal_move (session, 2, NULL);
  g_assert_cmpint (hakem_session_get_game (session)->count, ==, 2);
  play (session, "d2d4 d7d5 f1d3");

  g_autofree char *pdf = g_build_filename (dir, "then.pdf", NULL);
  g_autoptr (GError) error = NULL;
  g_assert_true (hakem_report_write_pdf (session, "then.hakem", NULL, HAKEM_PAPER_A4,
                                         CHESS_SAN_ENGLISH, pdf, &error));
  g_assert_no_error (error);
  const char *text_argv[] = { "pdftotext", pdf, "-", NULL };
  g_autofree char *text = run_output (text_argv);
  const char *note = strstr (text, "Quokka note");
  g_assert_nonnull (note);
  const char *italian = "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3";
  if (!strstr (text, italian) || !strstr (text, "3.Bc4 (ply 5)"))
    g_error ("the note is not shown where it was written:\n%s", text);
  g_remove (pdf);
  ui_test_remove_private_dir (dir);
}

/* The colour at (x, y) of an ARGB32 surface, as 0xRRGGBB. */
static guint32
pixel (cairo_surface_t *s, int x, int y)
{
  cairo_surface_flush (s);
  const guint8 *row = cairo_image_surface_get_data (s) + y * cairo_image_surface_get_stride (s);
  return ((const guint32 *) row)[x] & 0xffffff;
}

static void
test_diagram (void)
{
  ChessPosition pos;
  g_assert_cmpint (chess_position_from_fen (&pos, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", NULL), ==,
                   CHESS_FEN_OK);
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 180, 180);
  cairo_t *cr = cairo_create (s);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  hakem_report_draw_board (cr, &pos, 10, 0, 160, 0);
  cairo_destroy (cr);
  /* 20-pixel squares from x = 10: e1 is the square at x 90..110, y 140..160; e4 at y 80..100.
   * An empty square is one grey all over; a king's square has its ink, darker than that grey. */
  guint32 empty = pixel (s, 100, 90);
  g_assert_cmpuint (pixel (s, 92, 82), ==, empty);
  gboolean ink = FALSE;
  for (int y = 142; y < 158 && !ink; y++)
    for (int x = 92; x < 108 && !ink; x++)
      ink = (pixel (s, x, y) & 0xff) < 0x60;
  g_assert_true (ink);
  cairo_surface_destroy (s);
}

/* Activates action of w, finds the print dialog it opened for w, and cancels it. */
static void
print_from (GtkWindow *w, const char *action)
{
  g_assert_null (ui_test_find_transient (w));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), action, NULL));
  UI_TEST_WAIT_UNTIL (ui_test_find_transient (w) != NULL);
  GtkWindow *dialog = ui_test_find_transient (w);
  /* GTK's own print dialog: its type is not in the headers we build with. */
  g_assert_cmpstr (G_OBJECT_TYPE_NAME (dialog), ==, "GtkPrintUnixDialog");
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  G_GNUC_END_IGNORE_DEPRECATIONS
  UI_TEST_WAIT_UNTIL (ui_test_find_transient (w) == NULL);
}

static void
test_menus (void)
{
  g_autofree char *dir = ui_test_private_dir ("report-print-menus");
  HakemWindow *main_window = g_object_new (HAKEM_TYPE_WINDOW, NULL);
  gtk_window_present (GTK_WINDOW (main_window));
  ui_test_spin ();
  print_from (GTK_WINDOW (main_window), "win.print-report");
  gtk_window_destroy (GTK_WINDOW (main_window));

  g_autoptr (HakemSession) session = small_case ();
  g_autofree char *path = g_build_filename (dir, "small.hakem", NULL);
  g_autoptr (GError) error = NULL;
  g_assert_true (hakem_casefile_save (session, path, &error));
  g_autoptr (GFile) file = g_file_new_for_path (path);
  GtkWindow *review = hakem_review_window_new (NULL, file, &error);
  g_assert_no_error (error);
  gtk_window_present (review);
  ui_test_spin ();
  print_from (review, "review.print");
  gtk_window_destroy (review);
  ui_test_spin ();
  g_remove (path);
  ui_test_remove_private_dir (dir);
}

int
main (int argc, char **argv)
{
  if (ui_test_init (&argc, &argv, "report-print"))
    {
      g_test_add_func ("/report-print/export", test_export);
      g_test_add_func ("/report-print/diagram", test_diagram);
      g_test_add_func ("/report-print/menus", test_menus);
      g_test_add_func ("/report-print/record-then", test_record_then);
    }
  return g_test_run ();
}
