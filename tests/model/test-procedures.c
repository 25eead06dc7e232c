/* test-procedures.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The table of procedures: a row for every incident kind, its case-file name read back, its
 * scenario step found again, and the hakem-cli command it names documented in docs/cli.md.
 */
#include "config.h"

#include <string.h>

#include "hakem-procedures.h"

static void
test_every_kind (void)
{
  guint n;
  const HakemProcedure *rows = hakem_procedures (&n);
  /* The kinds the case file schema lists (hakem-casefile.xsd, incidentKind). */
  static const char *const keys[]
      = { "claim", "illegal-move", "flag", "penalty", "reconstruction", "clock", "result", "note" };
  g_assert_cmpuint (n, ==, G_N_ELEMENTS (keys));
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      const HakemProcedure *p = hakem_procedure_by_key (keys[i]);
      g_assert_nonnull (p);
      g_assert_true (hakem_procedure_of (p->kind) == p);
      HakemIncidentKind kind;
      g_assert_true (hakem_incident_kind_from_string (keys[i], &kind));
      g_assert_cmpint (kind, ==, p->kind);
      g_assert_cmpstr (hakem_incident_kind_to_string (kind), ==, keys[i]);
      g_assert_nonnull (p->name);
      /* Ruled again, or bounded, never both. */
      g_assert_false (p->rerule && p->bound);
      /* A step is played by its row's function. */
      g_assert_true ((p->step >= 0) == (p->play != NULL));
      if (p->step >= 0)
        g_assert_true (hakem_procedure_of_step ((HakemStepKind) p->step) == p);
    }
  g_assert_null (hakem_procedure_by_key ("unknown"));
  g_assert_false (hakem_incident_kind_from_string ("Claim", NULL));
  g_assert_true (rows[0].key != NULL);
}

static void
test_commands_documented (void)
{
  g_autofree char *path = g_build_filename (ASSETS_DIR, "..", "docs", "cli.md", NULL);
  g_autofree char *doc = NULL;
  g_assert_true (g_file_get_contents (path, &doc, NULL, NULL));
  guint n;
  const HakemProcedure *rows = hakem_procedures (&n);
  for (guint i = 0; i < n; i++)
    if (rows[i].command)
      {
        g_autofree char *heading = g_strdup_printf ("\n### %s\n", rows[i].command);
        g_assert_nonnull (strstr (doc, heading));
      }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/procedures/every-kind", test_every_kind);
  g_test_add_func ("/procedures/commands-documented", test_commands_documented);
  return g_test_run ();
}
