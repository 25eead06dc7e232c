/* hakem-incident.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * One entry of the arbiter's incident log: construction, copies, names and the PGN comment.
 */
#include "config.h"

#include "chess-clock.h"
#include "hakem-incident.h"

#include <glib/gi18n.h>
#include <string.h>

static const char *const kind_names[] = {
  [HAKEM_INCIDENT_CLAIM] = "claim",
  [HAKEM_INCIDENT_ILLEGAL_MOVE] = "illegal-move",
  [HAKEM_INCIDENT_FLAG] = "flag",
  [HAKEM_INCIDENT_PENALTY] = "penalty",
  [HAKEM_INCIDENT_RECONSTRUCTION] = "reconstruction",
  [HAKEM_INCIDENT_CLOCK] = "clock",
  [HAKEM_INCIDENT_RESULT] = "result",
  [HAKEM_INCIDENT_NOTE] = "note",
};

HakemIncident *
hakem_incident_new (HakemIncidentKind kind, int ply, const gint64 clock_ms[2],
                    const char *articles, const char *ruling, const char *note)
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
  if ((guint) kind < G_N_ELEMENTS (kind_names))
    return kind_names[kind];
  return NULL;
}

gboolean
hakem_incident_kind_from_string (const char *text, HakemIncidentKind *out)
{
  if (!text)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (kind_names); i++)
    if (strcmp (text, kind_names[i]) == 0)
      {
        if (out)
          *out = (HakemIncidentKind) i;
        return TRUE;
      }
  return FALSE;
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
  switch (kind)
    {
    case HAKEM_INCIDENT_CLAIM:
      return _("Draw claim");
    case HAKEM_INCIDENT_ILLEGAL_MOVE:
      return _("Irregularity");
    case HAKEM_INCIDENT_FLAG:
      return _("Flag fall");
    case HAKEM_INCIDENT_PENALTY:
      return _("Penalty");
    case HAKEM_INCIDENT_RECONSTRUCTION:
      return _("Reconstruction");
    case HAKEM_INCIDENT_CLOCK:
      return _("Clock");
    case HAKEM_INCIDENT_RESULT:
      return _("Result");
    case HAKEM_INCIDENT_NOTE:
    default:
      return _("Note");
    }
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
