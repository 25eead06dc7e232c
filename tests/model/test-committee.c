/* test-committee.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The committee's decisions: kept beside the case file, read back as written, the case file
 * itself never touched, and a damaged committee file refused rather than overwritten.
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "hakem-committee.h"

static void
test_round_trip (void)
{
  g_autofree char *dir = g_dir_make_tmp ("hakem-committee-XXXXXX", NULL);
  g_autofree char *case_path = g_build_filename (dir, "game.hakem", NULL);
  const char *case_text = "<case/>";
  g_assert_true (g_file_set_contents (case_path, case_text, -1, NULL));

  g_autoptr (GError) error = NULL;
  HakemCommittee *c = hakem_committee_load (case_path, &error);
  g_assert_no_error (error);
  g_assert_null (hakem_committee_get_decision (c, 0));
  hakem_committee_set_decision (c, 2, "  The arbiter's ruling under 7.5.5 stands.\nUnanimous. ");
  hakem_committee_set_decision (c, HAKEM_COMMITTEE_CASE, "Appeal rejected; deposit returned.");
  g_assert_true (hakem_committee_save (c, &error));
  g_assert_no_error (error);
  hakem_committee_free (c);

  c = hakem_committee_load (case_path, &error);
  g_assert_no_error (error);
  g_autofree char *a = hakem_committee_get_decision (c, 2);
  g_assert_cmpstr (a, ==, "The arbiter's ruling under 7.5.5 stands.\nUnanimous.");
  g_autofree char *b = hakem_committee_get_decision (c, HAKEM_COMMITTEE_CASE);
  g_assert_cmpstr (b, ==, "Appeal rejected; deposit returned.");
  g_assert_null (hakem_committee_get_decision (c, 1));
  g_autoptr (GDateTime) when = hakem_committee_get_decided_at (c, 2);
  g_assert_nonnull (when);
  /* An empty decision removes it. */
  hakem_committee_set_decision (c, 2, "   ");
  g_assert_null (hakem_committee_get_decision (c, 2));
  hakem_committee_free (c);

  /* The case file is as it was. */
  g_autofree char *after = NULL;
  g_assert_true (g_file_get_contents (case_path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, case_text);

  /* A committee file that is not a key file is refused, and left as it is. */
  g_autofree char *side = hakem_committee_path (case_path);
  g_assert_true (g_file_set_contents (side, "\x01\x02 not [a key file", -1, NULL));
  g_clear_error (&error);
  g_assert_null (hakem_committee_load (case_path, &error));
  g_assert_nonnull (error);
  g_autofree char *kept = NULL;
  g_assert_true (g_file_get_contents (side, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, "\x01\x02 not [a key file");

  /* A decision in Latin-1 (issue 26.7: it read as no decision): refused, the file and the line
   * named, and left as it is. */
  const char *latin1 = "[incident 1]\ndecision=ok\n[incident 2]\ndecision=Karar g\xfc\xe7l\xfc\n";
  g_assert_true (g_file_set_contents (side, latin1, -1, NULL));
  g_clear_error (&error);
  g_assert_null (hakem_committee_load (case_path, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
  g_assert_nonnull (strstr (error->message, side));
  g_assert_nonnull (strstr (error->message, "line 4"));
  g_clear_pointer (&kept, g_free);
  g_assert_true (g_file_get_contents (side, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, latin1);
  g_remove (side);
  g_remove (case_path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/committee/round-trip", test_round_trip);
  return g_test_run ();
}
