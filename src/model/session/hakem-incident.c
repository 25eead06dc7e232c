/* hakem-incident.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * One entry of the arbiter's incident log: construction, copies, names and the PGN comment.
 */
#include "config.h"

#include "chess-clock.h"
#include "hakem-incident.h"
#include "hakem-procedures.h"

#include <glib/gi18n.h>
#include <string.h>

HakemIncident *
hakem_incident_new (HakemIncidentKind kind, int ply, const gint64 clock_ms[2], const char *articles,
                    const char *ruling, const char *note)
{
  HakemIncident *incident = g_new0 (HakemIncident, 1);
  incident->kind = kind;
  incident->wall_time = g_date_time_new_now_local ();
  incident->clock_ms[0] = clock_ms ? clock_ms[0] : -1;
  incident->clock_ms[1] = clock_ms ? clock_ms[1] : -1;
  incident->ply = ply;
  incident->articles = g_strdup (articles ? articles : "");
  incident->ruling = g_strdup (ruling ? ruling : "");
  incident->note = note && *note ? g_strdup (note) : NULL;
  return incident;
}

HakemIncident *
hakem_incident_copy (const HakemIncident *incident)
{
  g_return_val_if_fail (incident != NULL, NULL);
  HakemIncident *copy = g_new0 (HakemIncident, 1);
  *copy = *incident;
  copy->wall_time = incident->wall_time ? g_date_time_ref (incident->wall_time) : NULL;
  copy->articles = g_strdup (incident->articles);
  copy->ruling = g_strdup (incident->ruling);
  copy->note = g_strdup (incident->note);
  copy->data = g_strdup (incident->data);
  return copy;
}

void
hakem_incident_free (HakemIncident *incident)
{
  if (!incident)
    return;
  g_clear_pointer (&incident->wall_time, g_date_time_unref);
  g_free (incident->articles);
  g_free (incident->ruling);
  g_free (incident->note);
  g_free (incident->data);
  g_free (incident);
}

const char *
hakem_incident_kind_to_string (HakemIncidentKind kind)
{
  const HakemProcedure *p = hakem_procedure_of (kind);
  return p ? p->key : NULL;
}

gboolean
hakem_incident_kind_from_string (const char *text, HakemIncidentKind *out)
{
  const HakemProcedure *p = hakem_procedure_by_key (text);
  if (p && out)
    *out = p->kind;
  return p != NULL;
}

/* A clock as the arbiter reads it off the display: hours always in two digits. */
static void
append_clock (GString *s, const char *label, gint64 ms)
{
  if (ms < 0)
    {
      g_string_append_printf (s, " %s -", label);
      return;
    }
  char reading[24];
  g_string_append_printf (s, " %s %s", label,
                          chess_clock_format_reading (ms * 1000, reading, sizeof reading));
}

/* PGN comments end at the first '}' and the export keeps one line per comment: a brace in the
 * arbiter's words must not cut the comment, nor a line break split it. */
static void
append_text (GString *s, const char *text)
{
  for (const char *p = text; *p; p++)
    {
      if (*p == '}')
        g_string_append_c (s, ')');
      else if (*p == '\n' || *p == '\r' || *p == '\t')
        g_string_append_c (s, ' ');
      else
        g_string_append_c (s, *p);
    }
}

const char *
hakem_incident_kind_text (HakemIncidentKind kind)
{
  const HakemProcedure *p = hakem_procedure_of (kind);
  return _ (p ? p->name : hakem_procedure_of (HAKEM_INCIDENT_NOTE)->name);
}

char *
hakem_incident_to_pgn_comment (const HakemIncident *incident)
{
  g_return_val_if_fail (incident != NULL, NULL);
  GString *s = g_string_new ("[Hakem]");
  if (incident->wall_time)
    {
      char *time = g_date_time_format (incident->wall_time, "%H:%M:%S");
      g_string_append_printf (s, " %s", time);
      g_free (time);
    }
  append_clock (s, "W", incident->clock_ms[CHESS_WHITE]);
  append_clock (s, "B", incident->clock_ms[CHESS_BLACK]);
  g_string_append_printf (s, " ply %d", incident->ply);
  if (incident->articles && *incident->articles)
    {
      g_string_append_c (s, ' ');
      append_text (s, incident->articles);
    }
  g_string_append_c (s, ':');
  const char *ruling = incident->ruling ? incident->ruling : "";
  if (*ruling)
    {
      g_string_append_c (s, ' ');
      append_text (s, ruling);
      if (ruling[strlen (ruling) - 1] != '.')
        g_string_append_c (s, '.');
    }
  if (incident->note && *incident->note)
    {
      g_string_append_c (s, ' ');
      append_text (s, incident->note);
    }
  return g_string_free (s, FALSE);
}
