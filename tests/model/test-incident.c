/* test-incident.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Incident log entries: kind names, copies and the one-line PGN comment.
 */
#include <glib.h>
#include <string.h>

#include "hakem-incident.h"

static const struct
{
  HakemIncidentKind kind;
  const char *name;
} kind_names[] = {
  { HAKEM_INCIDENT_CLAIM, "claim" },
  { HAKEM_INCIDENT_ILLEGAL_MOVE, "illegal-move" },
  { HAKEM_INCIDENT_FLAG, "flag" },
  { HAKEM_INCIDENT_PENALTY, "penalty" },
  { HAKEM_INCIDENT_RECONSTRUCTION, "reconstruction" },
  { HAKEM_INCIDENT_CLOCK, "clock" },
  { HAKEM_INCIDENT_RESULT, "result" },
  { HAKEM_INCIDENT_NOTE, "note" },
};

static void
test_kind_names (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (kind_names); i++)
    {
      g_assert_cmpstr (hakem_incident_kind_to_string (kind_names[i].kind), ==, kind_names[i].name);
      HakemIncidentKind kind = HAKEM_INCIDENT_NOTE;
      g_assert_true (hakem_incident_kind_from_string (kind_names[i].name, &kind));
      g_assert_cmpint (kind, ==, kind_names[i].kind);
    }
  const char *unknown[] = { "", "Claim", "illegal", "claim ", "notes" };
  for (guint i = 0; i < G_N_ELEMENTS (unknown); i++)
    g_assert_false (hakem_incident_kind_from_string (unknown[i], NULL));
  g_assert_false (hakem_incident_kind_from_string (NULL, NULL));
  g_assert_null (hakem_incident_kind_to_string ((HakemIncidentKind) 99));
}

static void
test_copy (void)
{
  gint64 ms[2] = { 4320000, 3490000 };
  g_autoptr (HakemIncident) a
      = hakem_incident_new (HAKEM_INCIDENT_ILLEGAL_MOVE, 37, ms, "7.5.1 7.5.5", "ruled", "note");
  a->data = g_strdup ("restore=36");
  g_autoptr (HakemIncident) b = hakem_incident_copy (a);
  g_assert_true (a->articles != b->articles && a->data != b->data);
  g_assert_cmpint (b->kind, ==, a->kind);
  g_assert_cmpint (b->ply, ==, 37);
  g_assert_cmpint (b->clock_ms[0], ==, ms[0]);
  g_assert_cmpint (b->clock_ms[1], ==, ms[1]);
  g_assert_cmpstr (b->articles, ==, "7.5.1 7.5.5");
  g_assert_cmpstr (b->ruling, ==, "ruled");
  g_assert_cmpstr (b->note, ==, "note");
  g_assert_cmpstr (b->data, ==, "restore=36");
  g_assert_true (g_date_time_equal (a->wall_time, b->wall_time));

  g_autoptr (HakemIncident) c = hakem_incident_new (HAKEM_INCIDENT_NOTE, 0, NULL, NULL, NULL, "");
  g_assert_cmpint (c->clock_ms[0], ==, -1);
  g_assert_cmpint (c->clock_ms[1], ==, -1);
  g_assert_null (c->note);
}

typedef struct
{
  const char *name;
  gint64 ms[2];
  int ply;
  const char *articles;
  const char *ruling;
  const char *note;
  const char *expected; /* after "[Hakem] HH:MM:SS" */
} CommentCase;

static const CommentCase comment_cases[] = {
  { "full",
    { 4320000, 3490000 },
    37,
    "7.5.1 7.5.5",
    "two minutes added to White's clock",
    "seen by the deputy",
    " W 1:12:00 B 0:58:10 ply 37 7.5.1 7.5.5: two minutes added to White's "
    "clock. seen by the deputy" },
  { "no-clock", { -1, -1 }, 0, "", "Drawn.", NULL, " W - B - ply 0: Drawn." },
  { "braces-and-lines",
    { 59999, 0 },
    3,
    "11.3",
    "a {phone} rang",
    "line one\nline two}",
    /* 59.999 s reads 0:01:00, as a clock shows it (rounded up); 0 is 0:00:00.0 */
    " W 0:01:00 B 0:00:00.0 ply 3 11.3: a {phone) rang. line one line two)" },
};

static void
test_comment (gconstpointer data)
{
  const CommentCase *t = data;
  g_autoptr (HakemIncident) incident
      = hakem_incident_new (HAKEM_INCIDENT_NOTE, t->ply, t->ms, t->articles, t->ruling, t->note);
  g_autofree char *text = hakem_incident_to_pgn_comment (incident);
  g_autofree char *time = g_date_time_format (incident->wall_time, "%H:%M:%S");
  g_autofree char *expected = g_strdup_printf ("[Hakem] %s%s", time, t->expected);
  g_assert_cmpstr (text, ==, expected);
  /* A PGN comment ends at '}' and the export keeps one line per comment. */
  g_assert_null (strchr (text, '}'));
  g_assert_null (strchr (text, '\n'));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/incident/kind-names", test_kind_names);
  g_test_add_func ("/incident/copy", test_copy);
  for (guint i = 0; i < G_N_ELEMENTS (comment_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/incident/comment/%s", comment_cases[i].name);
      g_test_add_data_func (path, &comment_cases[i], test_comment);
    }
  return g_test_run ();
}
