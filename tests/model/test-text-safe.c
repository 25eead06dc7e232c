/* test-text-safe.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Text from files made safe to show (issue 26.6): a name with a line end refused by the case
 * file and regulations readers, values escaped for key: value lines as docs/cli.md says, and
 * right-to-left overrides shown as marks. Expected texts are written from those rules by hand.
 */
#include <glib/gstdio.h>
#include <string.h>

#include "hakem-casefile.h"
#include "hakem-regulations.h"
#include "hakem-text-safe.h"

static void
test_escape (void)
{
  static const struct
  {
    const char *in, *out;
  } cases[] = {
    { "plain Şenyüz", "plain Şenyüz" },
    { "Evil\nevent: checkmate", "Evil\\nevent: checkmate" },
    { "a\tb\rc", "a\\tb\\rc" },
    { "back\\slash", "back\\\\slash" },
    { "esc\033[2J", "esc\\x1B[2J" },
    { "del\177", "del\\x7F" },
    { "c1\302\233", "c1\\u009B" },             /* U+009B, the C1 control sequence introducer */
    { "rlo\342\200\256txt", "rlo\\u202Etxt" }, /* U+202E RIGHT-TO-LEFT OVERRIDE */
    { "bad\377byte", "bad\\xFFbyte" },         /* not UTF-8 */
  };
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *out = hakem_text_escape_line (cases[i].in);
      g_assert_cmpstr (out, ==, cases[i].out);
    }
}

static void
test_controls (void)
{
  g_assert_null (hakem_text_find_control ("Magnus Ivarsson", FALSE));
  const char *tab = "a\tb";
  g_assert_true (hakem_text_find_control (tab, FALSE) == tab + 1);
  /* A note is free text: tabs and line ends are its own. */
  g_assert_null (hakem_text_find_control ("line one\nline\ttwo", TRUE));
  const char *esc = "note\033";
  g_assert_true (hakem_text_find_control (esc, TRUE) == esc + 4);
  const char *c1 = "x\302\205";
  g_assert_true (hakem_text_find_control (c1, TRUE) == c1 + 1);
}

static void
test_bidi (void)
{
  /* The override would print "txet" for "text" after it: shown as a mark, order kept. */
  g_autofree char *shown = hakem_text_show_bidi ("a \342\200\256text\342\201\251 b");
  g_assert_cmpstr (shown, ==, "a ⟨U+202E⟩text⟨U+2069⟩ b");
  g_autofree char *plain = hakem_text_show_bidi ("Çağla Şenyüz");
  g_assert_cmpstr (plain, ==, "Çağla Şenyüz");
}

/* tests/data/casefile/valid.hakem with its White tag replaced by replacement. */
static char *
case_with (const char *replacement)
{
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (TEST_DATA_DIR "/casefile/valid.hakem", &text, NULL, NULL));
  const char *tag = "<tag name=\"White\">Arbiter, A.</tag>";
  char *at = strstr (text, tag);
  g_assert_nonnull (at);
  *at = '\0';
  g_autofree char *changed = g_strconcat (text, replacement, at + strlen (tag), NULL);
  g_autofree char *dir = g_dir_make_tmp ("hakem-text-XXXXXX", NULL);
  char *path = g_build_filename (dir, "case.hakem", NULL);
  g_assert_true (g_file_set_contents (path, changed, -1, NULL));
  return path;
}

static void
remove_case (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_remove (path);
  g_rmdir (dir);
}

static void
test_casefile_tag (void)
{
  /* The forged name of issue 26.6: a line end, which XML carries as a character reference. */
  g_autofree char *bad = case_with ("<tag name=\"Black\">Evil&#10;event: checkmate</tag>");
  g_autoptr (HakemSession) session = hakem_session_new ();
  g_autoptr (GError) error = NULL;
  g_assert_false (hakem_casefile_load (session, bad, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "Black"));
  g_assert_nonnull (strstr (error->message, "control character"));
  remove_case (bad);

  /* The same case with a name of one line is read. */
  g_autofree char *good = case_with ("<tag name=\"Black\">Evil</tag>");
  g_autoptr (HakemSession) again = hakem_session_new ();
  g_autoptr (GError) none = NULL;
  g_assert_true (hakem_casefile_load (again, good, &none));
  g_assert_no_error (none);
  remove_case (good);
}

static void
test_regulations_name (void)
{
  static const char xml[]
      = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<regulations xmlns=\"urn:hakem:regulations:1\" id=\"x\" edition=\"2023\">\n"
        "  <name>Open&#9;tab</name>\n"
        "  <time-class article=\"A.1\">standard</time-class>\n"
        "  <time-control article=\"6.3.1\">40/5400+30:1800+30</time-control>\n"
        "  <supervision article=\"12\">full</supervision>\n"
        "  <illegal-move-penalty article=\"7.5.5\" seconds=\"120\"/>\n"
        "  <claim-penalty article=\"9.5.3\" seconds=\"120\"/>\n"
        "  <default-time article=\"6.7.1\" seconds=\"0\"/>\n"
        "  <draw-offers article=\"9.1.1\" not-before-move=\"0\"/>\n"
        "</regulations>\n";
  g_autoptr (GError) error = NULL;
  HakemRegulations *regs = hakem_regulations_parse (xml, sizeof xml - 1, &error);
  g_assert_null (regs);
  g_assert_error (error, HAKEM_REGULATIONS_ERROR, HAKEM_REGULATIONS_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "Line 3"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/text-safe/escape", test_escape);
  g_test_add_func ("/text-safe/controls", test_controls);
  g_test_add_func ("/text-safe/bidi", test_bidi);
  g_test_add_func ("/text-safe/casefile-tag", test_casefile_tag);
  g_test_add_func ("/text-safe/regulations-name", test_regulations_name);
  return g_test_run ();
}
