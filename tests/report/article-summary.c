/* article-summary.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Prints what the report says an article says, for the article tests: each ARTICLE given, a tab
 * and its summary (nothing after the tab when it has none); with --list, the articles that have
 * one. The language is the environment's (LANGUAGE=tr), the catalogue the build tree's.
 *
 * Usage: article-summary --list | ARTICLE...
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>

#include "hakem-report-private.h"

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  const char *messages = setlocale (LC_MESSAGES, NULL);
  if (!messages || g_str_equal (messages, "C") || g_str_equal (messages, "POSIX"))
    setlocale (LC_MESSAGES, "C.UTF-8"); /* gettext ignores LANGUAGE in the C locale */
  const char *dir = g_getenv ("HAKEM_LOCALEDIR");
  bindtextdomain (GETTEXT_PACKAGE, dir && *dir ? dir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  if (argc == 2 && g_str_equal (argv[1], "--list"))
    {
      for (guint i = 0; i < hakem_report_article_count (); i++)
        printf ("%s\n", hakem_report_article_nth (i));
      return 0;
    }
  for (int i = 1; i < argc; i++)
    {
      const char *summary = hakem_report_article_summary (argv[i]);
      printf ("%s\t%s\n", argv[i], summary ? summary : "");
    }
  return 0;
}
