/* hakem-round-entries.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The arbiter's work on a round's results kept on disk as it is done: each result entered and
 * each result confirmed is written at once to a small file of the user's state directory, named
 * after the pairing file and the round, and read back when the same round is watched again, so
 * that a crash or a kill loses nothing the arbiter entered.
 */
#include "config.h"

#include "hakem-round-entries.h"

#include <glib/gstdio.h>
#include <stdio.h>

#include "hakem-round-pairing-private.h"

#define GROUP_ROUND "round"

char *
hakem_round_entries_path (HakemRoundPairings *self)
{
  g_return_val_if_fail (HAKEM_IS_ROUND_PAIRINGS (self), NULL);
  const HakemTrf *trf = hakem_round_pairings_get_trf (self);
  g_autofree char *absolute = g_canonicalize_filename (trf->source, NULL);
  g_autofree char *sum = g_compute_checksum_for_string (G_CHECKSUM_SHA256, absolute, -1);
  /* The checksum of the whole path keeps two pairing files of one name in different folders
   * apart; the round is in the name. */
  g_autofree char *name
      = g_strdup_printf ("%.16s-round-%d.results", sum, hakem_round_pairings_get_round (self));
  /* The entries hold players' names and results: for the user's eyes only. */
  g_autofree char *dir = g_build_filename (g_get_user_state_dir (), "hakem", "rounds", NULL);
  g_mkdir_with_parents (dir, 0700);
  return g_build_filename (dir, name, NULL);
}

static void
set_result (GKeyFile *file, const char *group, const char *key, const char pair[2])
{
  g_autofree char *text = hakem_round_result_text (pair[0], pair[1]);
  g_key_file_set_string (file, group, key, text);
}

gboolean
hakem_round_entries_save (HakemRoundPairings *self, GError **error)
{
  g_return_val_if_fail (HAKEM_IS_ROUND_PAIRINGS (self), FALSE);
  g_autoptr (GKeyFile) file = g_key_file_new ();
  const HakemTrf *trf = hakem_round_pairings_get_trf (self);
  g_key_file_set_string (file, GROUP_ROUND, "file", trf->source);
  g_key_file_set_integer (file, GROUP_ROUND, "round", hakem_round_pairings_get_round (self));
  guint kept = 0;
  GListModel *list = hakem_round_pairings_get_pairings (self);
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr (HakemRoundPairing) p = g_list_model_get_item (list, i);
      /* A confirmation is kept while the result it confirmed stands. */
      char w, b;
      HakemResultSource source;
      gboolean confirmed = p->confirmed[0] && hakem_round_pairing_get_result (p, &w, &b, &source)
                           && w == p->confirmed[0] && b == p->confirmed[1]
                           && source == p->confirmed_source;
      if (!p->arbiter[0] && !confirmed)
        continue;
      g_autofree char *group = g_strdup_printf ("board %d", p->number);
      /* The players the entry is for: a round paired again is not given these entries. */
      g_key_file_set_integer (file, group, "white", p->players[CHESS_WHITE].number);
      g_key_file_set_integer (file, group, "black", p->players[CHESS_BLACK].number);
      if (p->arbiter[0])
        set_result (file, group, "entered", p->arbiter);
      if (confirmed)
        {
          set_result (file, group, "confirmed", p->confirmed);
          g_key_file_set_string (file, group, "confirmed-source",
                                 hakem_result_source_name (p->confirmed_source));
        }
      kept++;
    }
  g_autofree char *path = hakem_round_entries_path (self);
  if (kept == 0)
    {
      /* Nothing entered any more: no file to offer back. */
      g_unlink (path);
      return TRUE;
    }
  /* g_key_file_save_to_file writes through g_file_set_contents: a new file renamed over the
   * old, so that a kill in the middle leaves the old entries whole. */
  return g_key_file_save_to_file (file, path, error);
}

static gboolean
source_from_name (const char *name, HakemResultSource *out)
{
  for (HakemResultSource s = HAKEM_RESULT_FROM_NONE; s <= HAKEM_RESULT_FROM_ARBITER; s++)
    if (g_strcmp0 (name, hakem_result_source_name (s)) == 0)
      {
        *out = s;
        return TRUE;
      }
  return FALSE;
}

/* Reads one board's group into its pairing; TRUE when something was taken. */
static gboolean
restore_board (HakemRoundPairings *self, GKeyFile *file, const char *group)
{
  int number;
  if (sscanf (group, "board %d", &number) != 1)
    return FALSE;
  HakemRoundPairing *p = hakem_round_pairings_get_pairing (self, number);
  if (!p || g_key_file_get_integer (file, group, "white", NULL) != p->players[CHESS_WHITE].number
      || g_key_file_get_integer (file, group, "black", NULL) != p->players[CHESS_BLACK].number)
    return FALSE;
  gboolean taken = FALSE;
  g_autofree char *entered = g_key_file_get_string (file, group, "entered", NULL);
  if (entered && hakem_round_pairing_enter_result (p, entered))
    taken = TRUE;
  g_autofree char *confirmed = g_key_file_get_string (file, group, "confirmed", NULL);
  g_autofree char *source = g_key_file_get_string (file, group, "confirmed-source", NULL);
  char w, b;
  HakemResultSource from;
  if (confirmed && hakem_trf_result_parse (confirmed, &w, &b) && source_from_name (source, &from))
    {
      /* A confirmation holds for the result it confirmed, from where it came: when the feed or a
       * desk has changed it since, it is not that result's (hakem_round_pairing_is_accepted). */
      p->confirmed[0] = w;
      p->confirmed[1] = b;
      p->confirmed_source = from;
      hakem_round_pairing_changed (p);
      taken = TRUE;
    }
  return taken;
}

guint
hakem_round_entries_restore (HakemRoundPairings *self)
{
  g_return_val_if_fail (HAKEM_IS_ROUND_PAIRINGS (self), 0);
  g_autofree char *path = hakem_round_entries_path (self);
  g_autoptr (GKeyFile) file = g_key_file_new ();
  /* No file (nothing entered yet), or one that cannot be read: nothing to take back. */
  if (!g_key_file_load_from_file (file, path, G_KEY_FILE_NONE, NULL))
    return 0;
  if (g_key_file_get_integer (file, GROUP_ROUND, "round", NULL)
      != hakem_round_pairings_get_round (self))
    return 0;
  guint restored = 0;
  g_auto (GStrv) groups = g_key_file_get_groups (file, NULL);
  for (guint i = 0; groups && groups[i]; i++)
    restored += restore_board (self, file, groups[i]);
  return restored;
}
