/* test-session-record.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Who and where: a new game's PGN Date is the day it starts, and the file name offered for it is
 * made from its tags, safe on any file system.
 */
#include <glib.h>
#include <string.h>

#include "hakem-session.h"
#include "session-test-util.h"

static void
test_date (void)
{
  g_autoptr (HakemSession) s = hakem_session_new ();
  start_game (s, NULL, "5400+30");
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *today = g_date_time_format (now, "%Y.%m.%d");
  g_assert_cmpstr (chess_game_get_tag (hakem_session_get_game (s), "Date"), ==, today);
  /* PGN's Seven Tag Roster writes it. */
  g_autofree char *pgn = hakem_session_to_pgn (s);
  g_autofree char *tag = g_strdup_printf ("[Date \"%s\"]", today);
  g_assert_nonnull (strstr (pgn, tag));
}

typedef struct
{
  const char *tags[6][2];
  const char *name;
} NameCase;

static const NameCase name_cases[] = {
  { { { "Date", "2026.11.26" },
      { "Event", "Ankara Open" },
      { "Round", "3" },
      { "Board", "12" },
      { "White", "Carlsen" },
      { "Black", "Nepomniachtchi" } },
    "2026.11.26 Ankara Open R3 B12 Carlsen-Nepomniachtchi.pgn" },
  /* Unknown parts ("?", "????.??.??") are left out, a player not named too. */
  { { { "Date", "????.??.??" }, { "Event", "?" }, { "White", "Polgar, Judit" } },
    "Polgar, Judit.pgn" },
  /* Separators and a leading dot cannot make a path or a hidden file. */
  { { { "Event", "../etc/passwd" }, { "Round", "1/2" } }, "-etc-passwd R1-2.pgn" },
  { { { "Date", "????.??.??" } }, "game.pgn" },
};

static void
test_file_name (gconstpointer data)
{
  const NameCase *t = data;
  g_autoptr (HakemSession) s = hakem_session_new ();
  hakem_session_set_tag (s, "Date", "????.??.??");
  for (int i = 0; i < 6 && t->tags[i][0]; i++)
    hakem_session_set_tag (s, t->tags[i][0], t->tags[i][1]);
  g_autofree char *name = hakem_session_file_name (s, "game", ".pgn");
  g_assert_cmpstr (name, ==, t->name);
  g_assert_null (strchr (name, '/'));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/record/date", test_date);
  for (gsize i = 0; i < G_N_ELEMENTS (name_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/record/file-name/%" G_GSIZE_FORMAT, i);
      g_test_add_data_func (path, &name_cases[i], test_file_name);
    }
  return g_test_run ();
}
