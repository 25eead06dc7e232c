/* hakem-round-desk.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Several desks, one round folder: each desk's case files named so that no two desks write the
 * same file, and read back so that every desk's incidents stand beside their boards.
 */
#include "config.h"

#include "hakem-round-desk.h"

#include "hakem-casefile.h"
#include "hakem-round-private.h"

/* Letters, digits, '-' and '_' only: a name that is the same on every file system and share. */
static char *
file_word (const char *text, const char *fallback)
{
  GString *out = g_string_new (NULL);
  for (const char *p = text ? text : ""; *p; p++)
    g_string_append_c (out, g_ascii_isalnum (*p) || *p == '-' || *p == '_' ? *p : '_');
  if (out->len == 0)
    g_string_append (out, fallback);
  return g_string_free (out, FALSE);
}

char *
hakem_round_desk_id (void)
{
  const char *env = g_getenv ("HAKEM_DESK_ID");
  return file_word (env && *env ? env : g_get_host_name (), "desk");
}

char *
hakem_round_casefile_name (const char *desk, const char *round, const char *board)
{
  g_autofree char *d = file_word (desk, "desk");
  g_autofree char *r = file_word (round, "0");
  g_autofree char *b = file_word (board, "0");
  return g_strdup_printf ("round-%s-board-%s.%s.hakem", r, b, d);
}

ReadOutcome
hakem_round_read_casefile (HakemRoundFeed *self, FeedFile *ff)
{
  HakemRoundStamp before;
  ReadOutcome first = hakem_round_file_check (ff, &before);
  if (first != READ_DONE)
    return first;
  g_autoptr (HakemSession) session = hakem_session_new ();
  /* Desks write atomically (write, rename); a file that cannot be read is one being replaced
   * by a writer that does not: read it again later. */
  if (!hakem_casefile_load (session, ff->path, NULL))
    return READ_AGAIN;
  HakemRoundStamp after = hakem_round_stamp_query (ff->file);
  if (!hakem_round_stamp_equal (&before, &after))
    return READ_AGAIN;
  hakem_round_file_mark_read (ff, &before);

  const ChessGame *game = hakem_session_get_game (session);
  const char *none = "";
  /* A case that names no board (a desk's new game, not a board of the round) has no place in
   * the round view. */
  const char *named[] = { "Board", "White", "Black" };
  gboolean any = FALSE;
  for (gsize i = 0; i < G_N_ELEMENTS (named); i++)
    {
      const char *v = chess_game_get_tag (game, named[i]);
      any = any || (v && *v && g_strcmp0 (v, "?") != 0);
    }
  if (!any)
    return READ_DONE;
#define TAG(name) (chess_game_get_tag (game, name) ? chess_game_get_tag (game, name) : none)
  HakemRoundBoard *board = hakem_round_feed_board_for (self, TAG ("Round"), TAG ("Board"),
                                                       TAG ("White"), TAG ("Black"), TRUE);
#undef TAG
  g_autofree char *desk = g_path_get_basename (ff->path);
  for (guint i = 0; i < hakem_session_get_incident_count (session); i++)
    {
      const HakemIncident *incident = hakem_session_get_incident (session, i);
      /* Split at each space, as written: the CLI has always printed them joined by ','. */
      g_auto (GStrv) articles = g_strsplit (incident->articles ? incident->articles : "", " ", -1);
      g_autoptr (HakemRoundDetail) detail = hakem_round_detail_new ();
      hakem_round_detail_set_word (detail, HAKEM_ROUND_DETAIL_DESK, desk);
      hakem_round_detail_set_word (detail, HAKEM_ROUND_DETAIL_INCIDENT,
                                   hakem_incident_kind_to_string (incident->kind));
      hakem_round_detail_set_list (detail, HAKEM_ROUND_DETAIL_ARTICLES,
                                   (const char *const *) articles);
      hakem_round_board_add_incident (board, incident->ply, detail, hakem_round_feed_emit, self);
    }
  return READ_DONE;
}
