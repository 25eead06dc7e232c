/* test-zones.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Time zones as a parameter of one test run: a case registered under a zone sets TZ (and
 * tzset) before it runs, so that one process covers every zone instead of one whole run per
 * zone. GLib's local zone follows TZ when it changes (g_time_zone_new_local compares it with
 * the zone it holds), which test-casefile's /zone case checks in each zone.
 */
#pragma once

#include <glib.h>
#include <time.h>

/* A case wall times depend on: one with whole hours east (Turkey, where the arbiters are), one
 * west that changes in summer, one of half an hour, and none. */
static const char *const test_zones[]
    = { "UTC", "Europe/Istanbul", "America/New_York", "Asia/Kolkata" };

typedef struct
{
  const char *zone;
  GTestFunc func;
  GTestDataFunc data_func;
  gconstpointer data;
} TestZoneCase;

static inline void
test_zone_run (gconstpointer p)
{
  const TestZoneCase *c = p;
  g_setenv ("TZ", c->zone, TRUE);
  tzset ();
  g_test_message ("TZ=%s", c->zone);
  if (c->func)
    c->func ();
  else
    c->data_func (c->data);
}

/* Registers path (its zone appended, "/casefile/saved/Asia/Kolkata") to run func, or data_func
 * on data, under zone. The case is kept for the whole run. */
static inline void
test_zone_add (const char *path, const char *zone, GTestFunc func, GTestDataFunc data_func,
               gconstpointer data)
{
  TestZoneCase *c = g_new0 (TestZoneCase, 1);
  c->zone = zone;
  c->func = func;
  c->data_func = data_func;
  c->data = data;
  g_autofree char *full = g_strdup_printf ("%s/%s", path, zone);
  g_test_add_data_func_full (full, c, test_zone_run, g_free);
}

/* The zone for the n-th case of a run that gives each case one zone in turn: the zones of
 * HAKEM_TEST_ZONES (comma-separated), else all of test_zones. */
static inline const char *
test_zone_in_turn (guint n)
{
  static char **chosen;
  if (!chosen)
    {
      const char *env = g_getenv ("HAKEM_TEST_ZONES");
      chosen = env && *env ? g_strsplit (env, ",", -1) : NULL;
    }
  if (!chosen)
    return test_zones[n % G_N_ELEMENTS (test_zones)];
  return chosen[n % g_strv_length (chosen)];
}
