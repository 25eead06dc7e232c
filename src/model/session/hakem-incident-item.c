/* hakem-incident-item.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * One incident of the log as a GObject for list models: its texts as the incident log shows
 * them, kept current by the session (hakem_session_get_incidents).
 */
#include "config.h"

#include "hakem-incident-item.h"

#include <glib/gi18n.h>

#include "hakem-rules-text.h"
#include "hakem-text-safe.h"

struct _HakemIncidentItem
{
  GObject parent_instance;

  guint index;
  char *title;
  char *meta;
  char *ruling;
  char *note;
  char *text;
};

G_DEFINE_FINAL_TYPE (HakemIncidentItem, hakem_incident_item, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_INDEX,
  PROP_TITLE,
  PROP_META,
  PROP_RULING,
  PROP_NOTE,
  PROP_TEXT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static char *
articles_text (const char *articles)
{
  if (!articles || !*articles)
    return g_strdup ("");
  g_auto (GStrv) list = g_strsplit (articles, " ", -1);
  g_autofree char *joined = g_strjoinv (", ", list);
  /* TRANSLATORS: %s is a list of article numbers such as "7.5.1, 7.5.5" */
  return g_strdup_printf (_ ("Articles %s"), joined);
}

static char *
meta_text (const HakemIncident *incident)
{
  g_autofree char *time
      = incident->wall_time ? g_date_time_format (incident->wall_time, "%H:%M:%S") : g_strdup ("—");
  g_autofree char *white = hakem_clock_reading_text (incident->clock_ms[CHESS_WHITE]);
  g_autofree char *black = hakem_clock_reading_text (incident->clock_ms[CHESS_BLACK]);
  /* TRANSLATORS: the time of day, the half-moves played, both clocks:
   * "14:03:12 · half-move 37 · White 1:12:00 · Black 0:58:10" */
  return g_strdup_printf (_ ("%s · half-move %d · White %s · Black %s"), time, incident->ply, white,
                          black);
}

static char *
title_text (const HakemIncident *incident)
{
  g_autofree char *arts = articles_text (incident->articles);
  if (!*arts)
    return g_strdup (hakem_incident_kind_text (incident->kind));
  /* TRANSLATORS: the kind of incident and its articles: "Penalty · Articles 11.5, 12.9.2" */
  return g_strdup_printf (_ ("%s · %s"), hakem_incident_kind_text (incident->kind), arts);
}

/* The whole incident as one sentence group, for screen readers and tests. */
static char *
row_text (const HakemIncident *incident)
{
  g_autofree char *title = title_text (incident);
  g_autofree char *meta = meta_text (incident);
  g_autoptr (GString) text = g_string_new (NULL);
  g_string_append_printf (text, "%s. %s.", title, meta);
  if (incident->ruling && *incident->ruling)
    g_string_append_printf (text, " %s", incident->ruling);
  if (incident->note && *incident->note)
    {
      g_string_append_c (text, ' ');
      /* TRANSLATORS: %s is the arbiter's note on an incident */
      g_string_append_printf (text, _ ("Note: %s"), incident->note);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* Replaces *field with value (taken), notifying prop when it differs. */
static void
set_text (HakemIncidentItem *self, char **field, char *value, int prop)
{
  if (g_strcmp0 (*field, value) == 0)
    {
      g_free (value);
      return;
    }
  g_free (*field);
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

void
hakem_incident_item_update (HakemIncidentItem *self, const HakemIncident *incident)
{
  g_return_if_fail (HAKEM_IS_INCIDENT_ITEM (self));
  set_text (self, &self->title, title_text (incident), PROP_TITLE);
  set_text (self, &self->meta, meta_text (incident), PROP_META);
  /* A right-to-left override would reorder the words of the log: shown as a mark instead. The
   * note is left as it is: the arbiter edits it in the row, and a mark would be saved back. */
  set_text (self, &self->ruling, hakem_text_show_bidi (incident->ruling ? incident->ruling : ""),
            PROP_RULING);
  set_text (self, &self->note, g_strdup (incident->note ? incident->note : ""), PROP_NOTE);
  g_autofree char *text = row_text (incident);
  set_text (self, &self->text, hakem_text_show_bidi (text), PROP_TEXT);
}

static void
hakem_incident_item_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  HakemIncidentItem *self = HAKEM_INCIDENT_ITEM (object);
  switch (prop_id)
    {
    case PROP_INDEX:
      g_value_set_uint (value, self->index);
      break;
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case PROP_META:
      g_value_set_string (value, self->meta);
      break;
    case PROP_RULING:
      g_value_set_string (value, self->ruling);
      break;
    case PROP_NOTE:
      g_value_set_string (value, self->note);
      break;
    case PROP_TEXT:
      g_value_set_string (value, self->text);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hakem_incident_item_finalize (GObject *object)
{
  HakemIncidentItem *self = HAKEM_INCIDENT_ITEM (object);
  g_free (self->title);
  g_free (self->meta);
  g_free (self->ruling);
  g_free (self->note);
  g_free (self->text);
  G_OBJECT_CLASS (hakem_incident_item_parent_class)->finalize (object);
}

static void
hakem_incident_item_class_init (HakemIncidentItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  object_class->get_property = hakem_incident_item_get_property;
  object_class->finalize = hakem_incident_item_finalize;
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  properties[PROP_INDEX] = g_param_spec_uint ("index", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL, flags);
  properties[PROP_META] = g_param_spec_string ("meta", NULL, NULL, NULL, flags);
  properties[PROP_RULING] = g_param_spec_string ("ruling", NULL, NULL, NULL, flags);
  properties[PROP_NOTE] = g_param_spec_string ("note", NULL, NULL, NULL, flags);
  properties[PROP_TEXT] = g_param_spec_string ("text", NULL, NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hakem_incident_item_init (HakemIncidentItem *self)
{
}

HakemIncidentItem *
hakem_incident_item_new (guint index, const HakemIncident *incident)
{
  HakemIncidentItem *self = g_object_new (HAKEM_TYPE_INCIDENT_ITEM, NULL);
  self->index = index;
  hakem_incident_item_update (self, incident);
  return self;
}

guint
hakem_incident_item_get_index (HakemIncidentItem *self)
{
  g_return_val_if_fail (HAKEM_IS_INCIDENT_ITEM (self), 0);
  return self->index;
}

const char *
hakem_incident_item_get_title (HakemIncidentItem *self)
{
  g_return_val_if_fail (HAKEM_IS_INCIDENT_ITEM (self), NULL);
  return self->title;
}

const char *
hakem_incident_item_get_meta (HakemIncidentItem *self)
{
  g_return_val_if_fail (HAKEM_IS_INCIDENT_ITEM (self), NULL);
  return self->meta;
}

const char *
hakem_incident_item_get_ruling (HakemIncidentItem *self)
{
  g_return_val_if_fail (HAKEM_IS_INCIDENT_ITEM (self), NULL);
  return self->ruling;
}

const char *
hakem_incident_item_get_note (HakemIncidentItem *self)
{
  g_return_val_if_fail (HAKEM_IS_INCIDENT_ITEM (self), NULL);
  return self->note;
}

const char *
hakem_incident_item_get_text (HakemIncidentItem *self)
{
  g_return_val_if_fail (HAKEM_IS_INCIDENT_ITEM (self), NULL);
  return self->text;
}
