/* hakem-trf-records.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The records of a Tournament Report File that change what a round says beyond its 001 lines:
 * 162, the points of each result (a win worth 3 in some events), and TRF-2026's 240, byes given
 * ahead of the pairing ("240 H 003  026  047": players 26 and 47 have a half-point bye in
 * round 3). Both read by their letters and numbers rather than their columns, which files do
 * not all keep.
 */
#include "config.h"

#include "hakem-trf-private.h"

#include <glib/gi18n.h>
#include <string.h>

enum
{
  SCORE_W,
  SCORE_D,
  SCORE_L,
  SCORE_A,
  SCORE_P,
};

void
hakem_trf_scoring_defaults (HakemTrf *trf)
{
  trf->scoring[SCORE_W] = 1.0;
  trf->scoring[SCORE_D] = 0.5;
  trf->scoring[SCORE_L] = 0.0;
  trf->scoring[SCORE_A] = 0.0;
  trf->scoring[SCORE_P] = -1.0; /* as W */
}

static gboolean
set_error (GError **error, const char *name, guint line, const char *tag, const char *what)
{
  /* TRANSLATORS: "FILE:LINE: record 162: what is wrong" */
  g_set_error (error, HAKEM_TRF_ERROR, HAKEM_TRF_ERROR_INVALID, _ ("%s:%u: record %s: %s"), name,
               line, tag, what);
  return FALSE;
}

/* The line after its tag, split at blanks. */
static char **
words (const char *text, gsize len)
{
  g_autofree char *rest = len > 3 ? g_strndup (text + 3, len - 3) : g_strdup ("");
  char **w = g_strsplit_set (g_strstrip (rest), " \t", -1);
  /* g_strsplit_set leaves empty words between blanks: drop them. */
  int k = 0;
  for (int i = 0; w[i]; i++)
    if (*w[i])
      w[k++] = w[i];
    else
      g_free (w[i]);
  w[k] = NULL;
  return w;
}

gboolean
hakem_trf_read_scoring (HakemTrf *trf, const char *text, gsize len, const char *name, guint line,
                        GError **error)
{
  g_auto (GStrv) w = words (text, len);
  for (int i = 0; w[i]; i++)
    {
      /* "W 1.0" or "W1.0": a letter, then its points. */
      const char *codes = "WDLAPX";
      const char *at = strchr (codes, g_ascii_toupper (w[i][0]));
      const char *number = w[i][1] ? w[i] + 1 : w[i + 1];
      if (!w[i][0] || !at || !number)
        return set_error (error, name, line, "162",
                          _ ("a result letter (W, D, L, A, P, X) and its points are expected"));
      char *end = NULL;
      double v = g_ascii_strtod (number, &end);
      if (end == number || *end || v < 0 || v > 1000)
        return set_error (error, name, line, "162", _ ("the points are not a number"));
      if (!w[i][1])
        i++;
      if (*at != 'X') /* an unknown result's points: no 001 letter stands for one */
        trf->scoring[at - codes] = v;
    }
  return TRUE;
}

gboolean
hakem_trf_read_bye_record (HakemTrf *trf, const char *text, gsize len, const char *name, guint line,
                           GError **error)
{
  g_auto (GStrv) w = words (text, len);
  if (!w[0] || !w[1] || strlen (w[0]) != 1 || !strchr ("HFZ", g_ascii_toupper (w[0][0])))
    return set_error (error, name, line, "240",
                      _ ("a bye (H, F or Z), a round and players are expected"));
  int kind = g_ascii_toupper (w[0][0]);
  gint64 round, player;
  /* Range-checked before it is narrowed: 4294967297 is no round 1. */
  if (!g_ascii_string_to_signed (w[1], 10, 1, 999, &round, NULL))
    return set_error (error, name, line, "240", _ ("the round is not a number from 1 to 999"));
  for (int i = 2; w[i]; i++)
    {
      if (!g_ascii_string_to_signed (w[i], 10, 1, HAKEM_TRF_MAX_PLAYER, &player, NULL))
        return set_error (error, name, line, "240",
                          _ ("a player is not a starting rank from 1 to 9999"));
      /* The first record naming a player for a round stands. */
      gpointer key = GINT_TO_POINTER ((int) (round * 10000 + player));
      if (!g_hash_table_contains (trf->bye_kinds, key))
        g_hash_table_insert (trf->bye_kinds, key, GINT_TO_POINTER (kind));
    }
  return TRUE;
}

char
hakem_trf_bye_record_kind (const HakemTrf *trf, int round, int player)
{
  /* Looked up for every blank round of every player: a table, not a walk of the records. */
  return (char) GPOINTER_TO_INT (
      g_hash_table_lookup (trf->bye_kinds, GINT_TO_POINTER (round * 10000 + player)));
}

double
hakem_trf_points (const HakemTrf *trf, char result)
{
  switch (g_ascii_toupper (result))
    {
    case '1':
    case '+':
    case 'W':
    case 'F':
      return trf->scoring[SCORE_W];
    case '=':
    case 'D':
    case 'H':
      return trf->scoring[SCORE_D];
    case '0':
    case 'L':
      return trf->scoring[SCORE_L];
    case 'U':
      return trf->scoring[SCORE_P] < 0 ? trf->scoring[SCORE_W] : trf->scoring[SCORE_P];
    default: /* '-', 'Z', blank */
      return trf->scoring[SCORE_A];
    }
}
