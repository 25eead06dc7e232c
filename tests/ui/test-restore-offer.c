/* test-restore-offer.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The sentence of the restore banner: when the case found at start-up was saved, which game it
 * holds, in English and in Turkish, the date and time in the interface's forms.
 *
 * The expected sentences are written out here as an English or a Turkish reader expects them;
 * the tests run with LC_ALL=C.UTF-8, whose month names are English.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "hakem-casefile.h"
#include "hakem-restore-banner.h"
#include "hakem-window.h"
#include "session-test-util.h"
#include "ui-test-util.h"

/* A case of three half-moves, saved on 2 December 2026 at 14:32 local time. */
static char *
write_case (void)
{
  char *path = hakem_casefile_autosave_path ();
  g_autoptr (HakemSession) s = hakem_session_new ();
  play (s, "e2e4 e7e5 g1f3");
  g_autoptr (GError) error = NULL;
  g_assert_true (hakem_casefile_save (s, path, &error));
  g_assert_no_error (error);
  g_autoptr (GDateTime) when = g_date_time_new_local (2026, 12, 2, 14, 32, 0);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_assert_true (g_file_set_attribute_uint64 (file, G_FILE_ATTRIBUTE_TIME_MODIFIED,
                                              (guint64) g_date_time_to_unix (when),
                                              G_FILE_QUERY_INFO_NONE, NULL, &error));
  g_assert_no_error (error);
  return path;
}

static void
test_offer_sentence (void)
{
  g_autofree char *path = write_case ();
  HakemWindow *w = g_object_new (HAKEM_TYPE_WINDOW, NULL);
  gtk_window_present (GTK_WINDOW (w));
  gtk_widget_activate_action (GTK_WIDGET (w), "win.offer-restore", "s", path);
  ui_test_spin ();
  HakemRestoreBanner *banner = ui_test_child (w, HAKEM_TYPE_WINDOW, "restore_banner");
  g_assert_true (hakem_restore_banner_get_revealed (banner));
  gboolean turkish = g_strcmp0 (g_getenv ("LANGUAGE"), "tr") == 0;
  g_assert_cmpstr (hakem_restore_banner_get_text (banner), ==,
                   turkish ? "Kayıt zamanı 02.12.2026, saat 14:32 olan bir olay dosyası bulundu: "
                             "süren bir oyun (3 yarım hamle). Geri yüklensin mi?"
                           : "A case saved on 2 December 2026 at 14:32 was found: a game in "
                             "progress (3 half-moves). Restore it?");
  ui_test_render_png (GTK_WINDOW (w), "restore-offer");
  gtk_window_destroy (GTK_WINDOW (w));
  ui_test_spin ();
  g_unlink (path);
}

int
main (int argc, char **argv)
{
  if (!ui_test_init (&argc, &argv, "restore-offer"))
    return g_test_run ();
  g_autofree char *dir = ui_test_private_dir ("restore-offer");
  g_test_add_func ("/restore-offer/sentence", test_offer_sentence);
  int status = g_test_run ();
  ui_test_remove_private_dir (dir);
  return status;
}
