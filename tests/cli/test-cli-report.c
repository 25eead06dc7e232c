/* test-cli-report.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * 'hakem-cli report --lang tr' run from the build tree, as the README shows: the PDF is Turkish,
 * or the program says on stderr why it is not.
 *
 * The PDF is read back by pdftotext (poppler), which knows nothing of Hakem; the Turkish words
 * looked for are the report's headings in po/tr.po ("İtiraz raporu", "Zaman kontrolü").
 */
#include "cli-test-util.h"

#include <glib/gstdio.h>
#include <string.h>

static char *
pdf_text (const char *pdf)
{
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");
  if (!pdftotext)
    return NULL;
  const char *argv[] = { pdftotext, "-enc", "UTF-8", pdf, "-", NULL };
  char *out = NULL;
  int status = 0;
  g_autoptr (GError) error = NULL;
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                               &out, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return out;
}

/* The report of a case in Turkish, with the environment meson's devenv would set removed: the
 * program finds the build tree's translations by itself. */
static void
test_turkish_from_build_tree (void)
{
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");
  if (!pdftotext)
    {
      g_test_skip ("pdftotext (poppler-utils) is not installed");
      return;
    }
  g_unsetenv ("HAKEM_LOCALEDIR");
  g_unsetenv ("LANGUAGE");
  g_autofree char *dir = g_dir_make_tmp ("hakem-report-XXXXXX", NULL);
  g_autofree char *pdf = g_build_filename (dir, "case.pdf", NULL);
  g_auto (CliResult) res = { 0 };
  cli_runv (&res, "report", TEST_DATA_DIR "/casefile/valid.hakem", "-o", pdf, "--lang", "tr", NULL);
  g_assert_cmpint (res.status, ==, 0);
  g_assert_cmpstr (res.err, ==, "");
  g_autofree char *text = pdf_text (pdf);
  g_assert_nonnull (strstr (text, "İtiraz raporu"));
  g_assert_nonnull (strstr (text, "Zaman kontrolü"));
  g_assert_null (strstr (text, "Appeals report"));
  g_remove (pdf);
  g_rmdir (dir);
}

/* Translations looked for where there are none: the report is written, in English, and stderr
 * says that the Turkish one was not found. */
static void
test_missing_translation_warns (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hakem-report-XXXXXX", NULL);
  g_setenv ("HAKEM_LOCALEDIR", dir, TRUE);
  g_unsetenv ("LANGUAGE");
  g_autofree char *pdf = g_build_filename (dir, "case.pdf", NULL);
  g_auto (CliResult) res = { 0 };
  cli_runv (&res, "report", TEST_DATA_DIR "/casefile/valid.hakem", "-o", pdf, "--lang", "tr", NULL);
  g_assert_cmpint (res.status, ==, 0);
  g_assert_nonnull (strstr (res.err, "hakem-cli: warning: "));
  g_assert_nonnull (strstr (res.err, "Turkish translation was not found"));
  g_assert_nonnull (strstr (res.err, dir));
  g_assert_cmpuint (cli_count_lines (res.err), ==, 1);
  g_assert_true (g_file_test (pdf, G_FILE_TEST_EXISTS));
  g_remove (pdf);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/report/turkish-from-build-tree", test_turkish_from_build_tree);
  g_test_add_func ("/cli/report/missing-translation-warns", test_missing_translation_warns);
  return g_test_run ();
}
