/* cli-rerule.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * hakem-cli rerule: every ruling of a case file ruled again with today's rules and the case's
 * regulations, beside the arbiter's (the appeals committee's first question).
 */
#include "cli-common.h"
#include "cli-out.h"

#include "hakem-casefile.h"
#include "hakem-rerule.h"

static void
out_articles (CliOut *o, const char *key, const char *articles)
{
  cli_out_list_begin (o, key);
  g_auto (GStrv) words = g_strsplit (articles ? articles : "", " ", -1);
  for (int i = 0; words[i]; i++)
    if (*words[i])
      cli_out_list_word (o, words[i]);
  cli_out_list_end (o);
}

int
cli_rerule (int argc, char **argv)
{
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    CLI_OUT_JSON_ENTRY (&json),
    G_OPTION_ENTRY_NULL,
  };
  if (!cli_parse_options ("rerule", "CASE", entries, &argc, &argv))
    return CLI_EXIT_USAGE;
  if (argc < 2)
    return cli_error (_ ("rerule: the case file is required"));
  if (argc > 2)
    return cli_error (_ ("rerule: unexpected argument '%s'"), argv[2]);
  g_autoptr (HakemSession) session = hakem_session_new ();
  g_autoptr (GError) error = NULL;
  /* The reader's message names the file already. */
  if (!hakem_casefile_load (session, argv[1], &error))
    return cli_error ("rerule: %s", error->message);
  g_autoptr (GPtrArray) rulings = hakem_rerule_case (session);
  int counts[4] = { 0 };
  /* One block per incident, a blank line between (text); one JSON object per line (--json). */
  for (guint i = 0; i < rulings->len; i++)
    {
      const HakemReruling *r = g_ptr_array_index (rulings, i);
      const HakemIncident *incident = hakem_session_get_incident (session, r->index);
      counts[r->status]++;
      CliOut o;
      cli_out_init (&o, json);
      cli_out_int (&o, "incident", (long) r->index + 1);
      cli_out_word (&o, "kind", hakem_incident_kind_to_string (incident->kind));
      cli_out_int (&o, "ply", incident->ply);
      cli_out_word (&o, "status", hakem_reruling_status_key (r->status));
      out_articles (&o, "recorded-articles", r->recorded_articles);
      if (r->today_articles)
        out_articles (&o, "today-articles", r->today_articles);
      else
        cli_out_none (&o, "today-articles");
      /* Sentences: a JSON array, or one "difference:" line each (a list's words are spaced). */
      if (json)
        {
          cli_out_list_begin (&o, "differences");
          for (guint d = 0; d < r->differences->len; d++)
            cli_out_list_word (&o, g_ptr_array_index (r->differences, d));
          cli_out_list_end (&o);
        }
      else
        for (guint d = 0; d < r->differences->len; d++)
          cli_out_word (&o, "difference", g_ptr_array_index (r->differences, d));
      if (r->today_ruling)
        cli_out_word (&o, "today", r->today_ruling);
      cli_out_finish (&o);
      if (!json)
        putchar ('\n');
    }
  CliOut o;
  cli_out_init (&o, json);
  cli_out_int (&o, "incidents", (long) rulings->len);
  cli_out_int (&o, "same", counts[HAKEM_RERULE_SAME]);
  cli_out_int (&o, "different", counts[HAKEM_RERULE_DIFFERENT]);
  cli_out_int (&o, "not-ruled", counts[HAKEM_RERULE_NOT_RULED]);
  cli_out_int (&o, "cannot", counts[HAKEM_RERULE_CANNOT]);
  cli_out_finish (&o);
  return CLI_EXIT_OK;
}
