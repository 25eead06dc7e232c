/* hakem-case-records.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The records a case's game has had, told apart by the reconstructions adopted in its log: each
 * adoption (8.5.3) ends one record, kept in the reconstruction as movetext, and starts the next.
 */
#include "config.h"

#include "hakem-case-records.h"

#include <glib/gi18n.h>
#include <string.h>

#include "chess-pgn.h"
#include "chess-san.h"
#include "hakem-rerule-private.h"
#include "hakem-session-private.h"

/* A reconstruction's incident names its reconstruction in its data; a log without it goes by
 * their order, which is the same. */
GArray *
hakem_case_record_adoptions (HakemSession *session)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (session), NULL);
  GArray *out = g_array_new (FALSE, FALSE, sizeof (HakemCaseAdoption));
  int nth = 0;
  for (guint i = 0; i < session->incidents->len; i++)
    {
      const HakemIncident *incident = g_ptr_array_index (session->incidents, i);
      if (incident->kind != HAKEM_INCIDENT_RECONSTRUCTION)
        continue;
      int index = nth++;
      g_autoptr (HakemIncidentData) data = hakem_incident_data_parse (incident->data);
      hakem_incident_data_get_int (data, HAKEM_DATA_RECONSTRUCTION, &index);
      if ((guint) index >= session->reconstructions->len)
        continue;
      const HakemReconstructionRecord *record
          = g_ptr_array_index (session->reconstructions, (guint) index);
      if (!record->adopted)
        continue;
      HakemCaseAdoption a = { i, (guint) index };
      g_array_append_val (out, a);
    }
  return out;
}

#define ADOPTION(list, k) g_array_index (list, HakemCaseAdoption, k)

guint
hakem_case_record_count (HakemSession *session)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (session), 1);
  g_autoptr (GArray) list = hakem_case_record_adoptions (session);
  return list->len + 1;
}

guint
hakem_case_record_of (HakemSession *session, guint index)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (session), 0);
  g_autoptr (GArray) list = hakem_case_record_adoptions (session);
  guint k = 0;
  while (k < list->len && ADOPTION (list, k).incident < index)
    k++;
  return k;
}

int
hakem_case_record_adopted_at (HakemSession *session, guint k)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (session), -1);
  g_autoptr (GArray) list = hakem_case_record_adoptions (session);
  return k >= 1 && k <= list->len ? (int) ADOPTION (list, k - 1).incident : -1;
}

int
hakem_case_record_replaced_at (HakemSession *session, guint k)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (session), -1);
  g_autoptr (GArray) list = hakem_case_record_adoptions (session);
  return k < list->len ? (int) ADOPTION (list, k).incident : -1;
}

const HakemReconstructionRecord *
hakem_case_record_reconstruction (HakemSession *session, guint k)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (session), NULL);
  g_autoptr (GArray) list = hakem_case_record_adoptions (session);
  if (k < 1 || k > list->len)
    return NULL;
  return g_ptr_array_index (session->reconstructions, ADOPTION (list, k - 1).reconstruction);
}

/* movetext read from start into *game; FALSE, *game empty, when a move does not fit. */
static gboolean
read_movetext (const ChessPosition *start, const char *movetext, ChessGame *game)
{
  char fen[CHESS_FEN_MAX];
  chess_position_to_fen (start, start->chess960 ? CHESS_FEN_STYLE_SHREDDER : CHESS_FEN_STYLE_XFEN,
                         fen, sizeof fen);
  g_autofree char *text = g_strdup_printf ("[SetUp \"1\"]\n[FEN \"%s\"]\n\n%s\n", fen, movetext);
  ChessPgnMemory src;
  ChessPgnReader reader;
  chess_pgn_reader_init_memory (&reader, &src, text, strlen (text), CHESS_SAN_ENGLISH, 0);
  ChessPgnProblem problem;
  memset (game, 0, sizeof *game);
  ChessPgnStatus status = chess_pgn_read_game (&reader, game, &problem);
  chess_pgn_reader_clear (&reader);
  if (status == CHESS_PGN_GAME && problem.code == CHESS_PGN_OK)
    return TRUE;
  chess_game_clear (game);
  memset (game, 0, sizeof *game);
  return FALSE;
}

gboolean
hakem_case_record_game (HakemSession *session, guint k, ChessGame *game)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (session), FALSE);
  g_autoptr (GArray) list = hakem_case_record_adoptions (session);
  return hakem_case_record_game_in (session, list, k, game);
}

gboolean
hakem_case_record_game_in (HakemSession *session, GArray *list, guint k, ChessGame *game)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (session), FALSE);
  if (k > list->len)
    {
      memset (game, 0, sizeof *game);
      return FALSE;
    }
  if (k == list->len)
    {
      hakem_session_game_copy (game, &session->game);
      return TRUE;
    }
  const HakemReconstructionRecord *replacer
      = g_ptr_array_index (session->reconstructions, ADOPTION (list, k).reconstruction);
  const char *movetext = replacer->replaced_pgn ? replacer->replaced_pgn : "";
  if (replacer->replaced_start_known)
    return read_movetext (&replacer->replaced_start, movetext, game);
  /* A case file from before the start was kept: a record made by an adoption starts where that
   * reconstruction did; the first, where the game does now, or where its FEN tag says, or at the
   * initial position, whichever the moves fit. */
  ChessPosition starts[3];
  int n = 0;
  if (k >= 1)
    {
      const HakemReconstructionRecord *maker
          = g_ptr_array_index (session->reconstructions, ADOPTION (list, k - 1).reconstruction);
      starts[n++] = maker->reconstruction.replay.start;
    }
  else
    {
      starts[n++] = session->game.start;
      const char *fen = chess_game_get_tag (&session->game, "FEN");
      if (fen && chess_position_from_fen (&starts[n], fen, NULL) == CHESS_FEN_OK)
        n++;
      chess_position_from_fen (&starts[n++], CHESS_FEN_START, NULL);
    }
  for (int i = 0; i < n; i++)
    if (read_movetext (&starts[i], movetext, game))
      return TRUE;
  return FALSE;
}

/* The time of incident index, as the arbiter's clock on the wall showed it: "14:32". */
static char *
incident_time (HakemSession *self, int index)
{
  const HakemIncident *incident
      = index >= 0 ? g_ptr_array_index (self->incidents, (guint) index) : NULL;
  if (!incident || !incident->wall_time)
    return g_strdup ("?");
  return g_date_time_format (incident->wall_time, "%H:%M");
}

/* Record k named by the reconstruction that replaced it or, the last, by the one that made it: as
 * a heading or for a sentence; NULL when the game has had one record. list: the adoptions. */
static char *
record_name (HakemSession *session, GArray *list, guint k, gboolean heading)
{
  guint count = list->len + 1;
  if (count <= 1)
    return NULL;
  gboolean replaced = k + 1 < count;
  int at = replaced ? (k < list->len ? (int) ADOPTION (list, k).incident : -1)
                    : (k >= 1 ? (int) ADOPTION (list, k - 1).incident : -1);
  g_autofree char *time = incident_time (session, at);
  if (heading)
    return g_strdup_printf (
        replaced
            /* TRANSLATORS: a heading: the game's record as it stood before a reconstruction on a
             * second board (8.5.3) replaced it; %s is the time of that reconstruction, "14:32" */
            ? _ ("Record before the reconstruction of %s")
            /* TRANSLATORS: a heading: the record a reconstruction on a second board (8.5.3) made
             * the game's record; %s is its time */
            : _ ("Record adopted by the reconstruction of %s"),
        time);
  return g_strdup_printf (
      replaced
          /* TRANSLATORS: which record of the game an incident was logged on: the one a
           * reconstruction on a second board (8.5.3) later replaced; %s is the time of that
           * reconstruction, "14:32" */
          ? _ ("on the record before the reconstruction of %s")
          /* TRANSLATORS: which record of the game an incident was logged on: the one a
           * reconstruction on a second board (8.5.3) made the game's record; %s is its time */
          : _ ("on the record adopted by the reconstruction of %s"),
      time);
}

char *
hakem_case_record_text (HakemSession *session, guint k)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (session), NULL);
  g_autoptr (GArray) list = hakem_case_record_adoptions (session);
  return record_name (session, list, k, FALSE);
}

char *
hakem_case_record_text_in (HakemSession *session, GArray *adoptions, guint k)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (session), NULL);
  return record_name (session, adoptions, k, FALSE);
}

char *
hakem_case_record_heading (HakemSession *session, guint k)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (session), NULL);
  g_autoptr (GArray) list = hakem_case_record_adoptions (session);
  return record_name (session, list, k, TRUE);
}

char *
hakem_case_record_heading_in (HakemSession *session, GArray *adoptions, guint k)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (session), NULL);
  return record_name (session, adoptions, k, TRUE);
}

HakemSession *
hakem_case_record_session (HakemSession *session, const ChessGame *record)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (session), NULL);
  g_return_val_if_fail (record != NULL, NULL);
  HakemSession *s = hakem_session_new ();
  hakem_session_new_game (s, &record->start, &session->tc);
  chess_game_clear (&s->game);
  hakem_session_game_copy (&s->game, record);
  for (int i = 0; i < session->game.tag_count; i++)
    chess_game_set_tag (&s->game, session->game.tags[i].name, session->game.tags[i].value);
  s->san_language = session->san_language;
  return s;
}

char *
hakem_case_record_movetext (const ChessGame *record, ChessSanLanguage lang)
{
  g_return_val_if_fail (record != NULL, NULL);
  GString *s = g_string_new (NULL);
  ChessPosition pos = record->start;
  for (int i = 0; i < record->count; i++)
    {
      if (s->len)
        g_string_append_c (s, ' ');
      if (pos.side == CHESS_WHITE)
        g_string_append_printf (s, "%d.", pos.fullmove);
      else if (i == 0)
        g_string_append_printf (s, "%d...", pos.fullmove);
      char san[CHESS_SAN_MAX];
      chess_san_write (&pos, record->moves[i].move, lang, san, sizeof san);
      g_string_append (s, san);
      ChessUndo undo;
      chess_position_make (&pos, record->moves[i].move, &undo);
    }
  return g_string_free (s, FALSE);
}

/* "1.e4 c5 2.c3 (3 half-moves)". */
static char *
record_moves_text (const ChessGame *record, ChessSanLanguage lang)
{
  g_autofree char *moves = hakem_case_record_movetext (record, lang);
  /* TRANSLATORS: a record's moves and how many half-moves it holds: "1.e4 c5 2.c3 (3
   * half-moves)" */
  return g_strdup_printf (
      ngettext ("%s (%d half-move)", "%s (%d half-moves)", (gulong) record->count), moves,
      record->count);
}

gboolean
hakem_case_record_decision (HakemSession *session, guint index, ChessSanLanguage lang,
                            char **replaced, char **adopted)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (session), FALSE);
  /* Most incidents are not reconstructions: told without going over the log. */
  if (index >= session->incidents->len
      || ((const HakemIncident *) g_ptr_array_index (session->incidents, index))->kind
             != HAKEM_INCIDENT_RECONSTRUCTION)
    return FALSE;
  guint k = hakem_case_record_of (session, index);
  if (hakem_case_record_adopted_at (session, k + 1) != (int) index)
    return FALSE;
  ChessGame before;
  if (!hakem_case_record_game (session, k, &before))
    return FALSE;
  const HakemReconstructionRecord *maker = hakem_case_record_reconstruction (session, k + 1);
  *replaced = record_moves_text (&before, lang);
  *adopted = record_moves_text (&maker->reconstruction.replay, lang);
  chess_game_clear (&before);
  return TRUE;
}
