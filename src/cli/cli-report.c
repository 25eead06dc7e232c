/* cli-report.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * hakem-cli report: the appeals committee's report of a case file (or a PGN game) as PDF.
 */
#include "cli-common.h"

#include <locale.h>

#include "cli-out.h"
#include "hakem-locale.h"
#include "hakem-report.h"

/* --lang chooses the report's language whatever the environment's: gettext reads LANGUAGE,
 * which the "C" locale ignores, so messages then take C.UTF-8. */
static void
set_report_language (const char *lang)
{
  g_setenv ("LANGUAGE", lang, TRUE);
  const char *messages = setlocale (LC_MESSAGES, NULL);
  if (!messages || g_str_equal (messages, "C") || g_str_equal (messages, "POSIX"))
    setlocale (LC_MESSAGES, "C.UTF-8");
}

int
cli_report (int argc, char **argv)
{
  g_autofree char *output = NULL, *lang_text = NULL, *paper_text = NULL;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_ ("The PDF file to write"), "FILE" },
    { "lang", 0, 0, G_OPTION_ARG_STRING, &lang_text,
      N_ ("The report's language and move letters: en or tr"), "LANG" },
    { "paper", 0, 0, G_OPTION_ARG_STRING, &paper_text, N_ ("Paper size: a4 (default) or letter"),
      "PAPER" },
    G_OPTION_ENTRY_NULL,
  };
  if (!cli_parse_options ("report", "CASE", entries, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc < 2)
    return cli_error (_ ("report: the case file is required"));
  if (argc > 2)
    return cli_error (_ ("report: unexpected argument '%s'"), argv[2]);
  if (!output)
    return cli_error (_ ("report: the output is required: -o FILE.pdf"));
  ChessSanLanguage lang;
  if (!cli_parse_language (lang_text, &lang))
    return CLI_EXIT_USAGE;
  HakemPaper paper = HAKEM_PAPER_A4;
  if (paper_text && g_ascii_strcasecmp (paper_text, "letter") == 0)
    paper = HAKEM_PAPER_LETTER;
  else if (paper_text && g_ascii_strcasecmp (paper_text, "a4") != 0)
    return cli_error (_ ("--paper: '%s' is not a paper size (a4 or letter)"), paper_text);
  if (lang_text)
    set_report_language (chess_san_language_code (lang));
  /* A report asked for in Turkish is never English without a word. */
  if (lang_text && lang == CHESS_SAN_TURKISH && !hakem_locale_translation_found ())
    {
      g_autofree char *dir = hakem_locale_dir ();
      cli_warning (_ ("report: the Turkish translation was not found in %s: the report is in "
                      "English, its moves in Turkish letters"),
                   dir);
    }

  g_autoptr (GError) error = NULL;
  g_autofree char *sha256 = NULL;
  g_autoptr (HakemSession) session = hakem_report_load (argv[1], &sha256, &error);
  if (!session)
    return cli_error ("%s: %s", argv[1], error->message);
  g_autofree char *source = g_path_get_basename (argv[1]);
  if (!hakem_report_write_pdf (session, source, sha256, paper, lang, output, &error))
    {
      cli_error ("%s", error->message);
      return CLI_EXIT_FAILURE;
    }
  CliOut o;
  cli_out_init (&o, FALSE);
  cli_out_word (&o, "pdf", output);
  cli_out_word (&o, "sha256", sha256);
  cli_out_finish (&o);
  return CLI_EXIT_OK;
}
