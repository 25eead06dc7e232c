/* test-session-incidents.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The session's incident log as a list model: one item per incident, "items-changed" as the log
 * grows or is replaced (a new game, a case restored), before the signals views also follow; a
 * note changes its item's properties, not the list.
 */
#include <glib.h>
#include <string.h>

#include "hakem-incident-item.h"
#include "hakem-session-private.h"

typedef struct
{
  GString *log;
} Watch;

static void
on_items_changed (GListModel *model, guint position, guint removed, guint added, Watch *w)
{
  g_string_append_printf (w->log, "items-changed:%u-%u+%u ", position, removed, added);
}

static void
on_incident_added (HakemSession *s, guint index, Watch *w)
{
  g_string_append_printf (w->log, "incident-added:%u ", index);
}

static void
on_incident_changed (HakemSession *s, guint index, Watch *w)
{
  g_string_append_printf (w->log, "incident-changed:%u ", index);
}

static void
on_changed (HakemSession *s, Watch *w)
{
  g_string_append (w->log, "changed ");
}

static void
on_notify (GObject *item, GParamSpec *pspec, Watch *w)
{
  g_string_append_printf (w->log, "notify:%s ", pspec->name);
}

static void
watch (HakemSession *s, Watch *w)
{
  w->log = g_string_new (NULL);
  g_signal_connect (hakem_session_get_incidents (s), "items-changed", G_CALLBACK (on_items_changed),
                    w);
  g_signal_connect (s, "incident-added", G_CALLBACK (on_incident_added), w);
  g_signal_connect (s, "incident-changed", G_CALLBACK (on_incident_changed), w);
  g_signal_connect (s, "changed", G_CALLBACK (on_changed), w);
}

static char *
take (Watch *w)
{
  char *text = g_strdup (g_strstrip (w->log->str));
  g_string_truncate (w->log, 0);
  return text;
}

#define ASSERT_LOG(w, expected)                                                                    \
  do                                                                                               \
    {                                                                                              \
      g_autofree char *have_ = take (w);                                                           \
      g_assert_cmpstr (have_, ==, expected);                                                       \
    }                                                                                              \
  while (0)

static void
add (HakemSession *s, HakemIncidentKind kind, int ply, const char *articles, const char *ruling)
{
  const gint64 ms[2] = { 60000, 120000 };
  hakem_session_add_incident (s, hakem_incident_new (kind, ply, ms, articles, ruling, NULL));
}

static HakemIncidentItem *
item_at (HakemSession *s, guint index)
{
  /* The model keeps its own reference; the test borrows it. */
  HakemIncidentItem *item = g_list_model_get_item (hakem_session_get_incidents (s), index);
  g_assert_nonnull (item);
  g_object_unref (item);
  return item;
}

static void
test_grows (void)
{
  g_autoptr (HakemSession) s = hakem_session_new ();
  GListModel *incidents = hakem_session_get_incidents (s);
  g_assert_true (g_list_model_get_item_type (incidents) == HAKEM_TYPE_INCIDENT_ITEM);
  g_assert_cmpuint (g_list_model_get_n_items (incidents), ==, 0);
  Watch w;
  watch (s, &w);

  add (s, HAKEM_INCIDENT_ILLEGAL_MOVE, 3, "7.5.1 7.5.5", "two minutes added");
  ASSERT_LOG (&w, "items-changed:0-0+1 incident-added:0");
  add (s, HAKEM_INCIDENT_PENALTY, 4, "11.3 12.9", "warning");
  ASSERT_LOG (&w, "items-changed:1-0+1 incident-added:1");
  g_assert_cmpuint (g_list_model_get_n_items (incidents), ==, 2);
  g_assert_cmpuint (hakem_session_get_incident_count (s), ==, 2);

  HakemIncidentItem *first = item_at (s, 0);
  g_assert_cmpuint (hakem_incident_item_get_index (first), ==, 0);
  g_assert_cmpuint (hakem_incident_item_get_index (item_at (s, 1)), ==, 1);
  g_assert_nonnull (strstr (hakem_incident_item_get_title (first), "7.5.5"));
  g_assert_cmpstr (hakem_incident_item_get_ruling (first), ==, "two minutes added");

  /* A note changes its item, whose "note" and "text" say so; the list is the same. */
  g_signal_connect (first, "notify", G_CALLBACK (on_notify), &w);
  hakem_session_set_incident_note (s, 0, "seen by the deputy");
  ASSERT_LOG (&w, "notify:note notify:text incident-changed:0");
  g_assert_cmpstr (hakem_incident_item_get_note (first), ==, "seen by the deputy");
  g_assert_nonnull (strstr (hakem_incident_item_get_text (first), "seen by the deputy"));
  g_assert_true (item_at (s, 0) == first);
  g_signal_handlers_disconnect_by_data (first, &w);

  /* A new game has a log of its own: the list is emptied before "changed". */
  hakem_session_new_game (s, NULL, NULL);
  ASSERT_LOG (&w, "items-changed:0-2+0 changed");
  g_assert_cmpuint (g_list_model_get_n_items (incidents), ==, 0);
  g_string_free (w.log, TRUE);
}

/* A case restored (hakem_session_swap): the same model, with the restored log's items. */
static void
test_restored (void)
{
  g_autoptr (HakemSession) s = hakem_session_new ();
  GListModel *incidents = hakem_session_get_incidents (s);
  add (s, HAKEM_INCIDENT_CLAIM, 10, "9.2", "incorrect claim");
  g_autoptr (HakemSession) found = hakem_session_new ();
  add (found, HAKEM_INCIDENT_FLAG, 80, "6.9", "flag fell");
  add (found, HAKEM_INCIDENT_RESULT, 80, "6.9", "0-1");
  add (found, HAKEM_INCIDENT_NOTE, 81, NULL, "spectator");
  GListModel *found_incidents = hakem_session_get_incidents (found);
  Watch w;
  watch (s, &w);

  hakem_session_swap (s, found);
  /* The item kept is written again; two are added, before the views read everything again. */
  g_assert_true (hakem_session_get_incidents (s) == incidents);
  ASSERT_LOG (&w, "items-changed:1-0+2 changed");
  g_assert_cmpuint (g_list_model_get_n_items (incidents), ==, 3);
  g_assert_cmpstr (hakem_incident_item_get_ruling (item_at (s, 0)), ==, "flag fell");
  g_assert_cmpstr (hakem_incident_item_get_ruling (item_at (s, 2)), ==, "spectator");
  g_assert_cmpuint (hakem_incident_item_get_index (item_at (s, 2)), ==, 2);
  /* The other session's model follows its own log. */
  g_assert_cmpuint (g_list_model_get_n_items (found_incidents), ==, 1);
  g_assert_cmpstr (hakem_incident_item_get_ruling (item_at (found, 0)), ==, "incorrect claim");
  g_string_free (w.log, TRUE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/session-incidents/grows", test_grows);
  g_test_add_func ("/session-incidents/restored", test_restored);
  return g_test_run ();
}
