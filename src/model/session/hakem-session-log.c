/* hakem-session-log.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The session's incident log as the rulings write it: the texts they share, the entry, and the
 * game as PGN with the log in its comments.
 */
#include "config.h"

#include "hakem-session-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "chess-movegen.h"
#include "chess-pgn.h"

/* Texts. ------------------------------------------------------------------------------------- */

const char *
hakem_session_color_key (ChessColor color)
{
  return chess_color_name (color);
}

const char *
hakem_session_player_name (HakemSession *self, ChessColor color)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), NULL);
  const char *name = chess_game_get_tag (&self->game, color == CHESS_WHITE ? "White" : "Black");
  return name && *name && strcmp (name, "?") != 0 ? name : NULL;
}

char *
hakem_session_player_text (HakemSession *self, ChessColor color)
{
  const char *name = hakem_session_player_name (self, color);
  if (!name)
    return g_strdup (hakem_color_text (color));
  /* A name from a file is text of any kind: the log keeps what can be shown and saved. */
  g_autofree char *valid = g_utf8_make_valid (name, -1);
  GString *shown = g_string_new (NULL);
  for (const char *p = valid; *p; p = g_utf8_next_char (p))
    if (!g_unichar_iscntrl (g_utf8_get_char (p)))
      g_string_append_unichar (shown, g_utf8_get_char (p));
  g_autofree char *clean = g_string_free (shown, FALSE);
  /* TRANSLATORS: a player as the log names them: White or Black, then the name, as in
   * "White (Carlsen)" */
  return g_strdup_printf (_ ("%s (%s)"), hakem_color_text (color), clean);
}

char *
hakem_session_adjust_text (ChessColor color, int seconds)
{
  g_autofree char *amount = hakem_time_amount_text (seconds);
  if (seconds >= 0)
    /* TRANSLATORS: a time adjustment: the amount ("two minutes"), then White or Black, as in
     * "two minutes added to White's clock" */
    return g_strdup_printf (_ ("%s added to %s's clock"), amount, hakem_color_text (color));
  /* TRANSLATORS: a time adjustment: the amount, then White or Black, as in "one minute taken
   * from Black's clock" */
  return g_strdup_printf (_ ("%s taken from %s's clock"), amount, hakem_color_text (color));
}

char *
hakem_session_articles_text (const char *const *articles, int count)
{
  GString *s = g_string_new (NULL);
  for (int i = 0; i < count; i++)
    if (articles[i] && *articles[i])
      {
        if (s->len)
          g_string_append_c (s, ' ');
        g_string_append (s, articles[i]);
      }
  return g_string_free (s, FALSE);
}

char *
hakem_session_move_uci (const ChessPosition *pos, ChessMove move)
{
  char buf[8];
  return g_strdup (chess_move_to_uci (pos, move, buf));
}

ChessMove
hakem_session_legal_uci (const ChessPosition *pos, const char *uci)
{
  ChessMoveList list;
  chess_movegen_legal (pos, &list);
  for (int i = 0; i < list.count; i++)
    {
      char buf[8];
      if (strcmp (chess_move_to_uci (pos, list.moves[i], buf), uci) == 0)
        return list.moves[i];
    }
  return CHESS_MOVE_NONE;
}

char *
hakem_session_move_san (HakemSession *self, const ChessPosition *pos, ChessMove move)
{
  char buf[CHESS_SAN_MAX];
  return g_strdup (chess_san_write (pos, move, self->san_language, buf, sizeof buf));
}

void
hakem_session_append_next_period (HakemSession *self, GString *text, HakemIncidentData *data,
                                  ChessColor color, int next_move, int seconds)
{
  const ChessTimeControl *tc = &self->tc;
  int period = chess_time_control_period_index (tc, next_move);
  gboolean first = next_move == 1 || chess_time_control_period_index (tc, next_move - 1) != period;
  g_autofree char *move = NULL;
  /* Periods are numbered from 1 for people. */
  if (first && color == CHESS_WHITE)
    /* TRANSLATORS: 8.6; "White's next move is move 41, the first of period 2" */
    move = g_strdup_printf (_ ("White's next move is move %d, the first of period %d"), next_move,
                            period + 1);
  else if (first)
    /* TRANSLATORS: 8.6; "Black's next move is move 41, the first of period 2" */
    move = g_strdup_printf (_ ("Black's next move is move %d, the first of period %d"), next_move,
                            period + 1);
  else if (color == CHESS_WHITE)
    /* TRANSLATORS: 8.6 with evidence of more moves; "White's next move is move 46, in period 2" */
    move
        = g_strdup_printf (_ ("White's next move is move %d, in period %d"), next_move, period + 1);
  else
    /* TRANSLATORS: 8.6 with evidence of more moves; "Black's next move is move 46, in period 2" */
    move
        = g_strdup_printf (_ ("Black's next move is move %d, in period %d"), next_move, period + 1);
  g_string_append_printf (text, "; %s", move);
  hakem_incident_data_put_next_move (data, color, next_move);
  if (seconds)
    {
      g_autofree char *adj = hakem_session_adjust_text (color, seconds);
      g_string_append_printf (text, "; %s", adj);
      hakem_incident_data_put_adjust (data, color, seconds);
    }
}

void
hakem_session_log_incident (HakemSession *self, HakemIncidentKind kind, int ply, const gint64 ms[2],
                            const char *articles, const char *ruling, const char *note,
                            HakemIncidentData *data)
{
  HakemIncident *incident = hakem_incident_new (kind, ply, ms, articles, ruling, note);
  incident->data = data ? hakem_incident_data_steal_text (data) : NULL;
  hakem_session_add_incident (self, incident);
}

/* Records and their PGN. --------------------------------------------------------------------- */

gboolean
hakem_session_game_push_copy (ChessGame *dst, const ChessGameMove *s)
{
  if (chess_game_push_legal (dst, s->move) == CHESS_GAME_NO_MEMORY)
    return FALSE;
  ChessGameMove *d = &dst->moves[dst->count - 1];
  d->clock_ms = s->clock_ms;
  d->elapsed_ms = s->elapsed_ms;
  d->draw_offer = s->draw_offer;
  d->nag_count = s->nag_count;
  memcpy (d->nags, s->nags, sizeof d->nags);
  if (s->comment)
    chess_game_set_comment (dst, dst->count, s->comment);
  d->variations = s->variations ? g_strdup (s->variations) : NULL;
  return TRUE;
}

void
hakem_session_game_copy_header (ChessGame *dst, const ChessGame *src)
{
  for (int i = 0; i < src->tag_count; i++)
    chess_game_set_tag (dst, src->tags[i].name, src->tags[i].value);
  if (src->comment)
    chess_game_set_comment (dst, 0, src->comment);
  dst->result = src->result;
  dst->ending = src->ending;
}

void
hakem_session_game_copy (ChessGame *dst, const ChessGame *src)
{
  chess_game_init (dst, &src->start);
  for (int i = 0; i < src->count; i++)
    if (!hakem_session_game_push_copy (dst, &src->moves[i]))
      break;
  hakem_session_game_copy_header (dst, src);
}

bool
hakem_session_append_chunk (void *user_data, const char *data, size_t len)
{
  g_string_append_len (user_data, data, (gssize) len);
  return true;
}

/* PGN with the log. -------------------------------------------------------------------------- */

static void
append_comment (ChessGame *game, int ply, const char *text)
{
  const char *old = ply == 0 ? game->comment : game->moves[ply - 1].comment;
  char *joined = old && *old ? g_strconcat (old, " ", text, NULL) : g_strdup (text);
  chess_game_set_comment (game, ply, joined);
  g_free (joined);
}

char *
hakem_session_to_pgn (HakemSession *self)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), NULL);
  ChessGame game;
  hakem_session_game_copy (&game, &self->game);
  for (guint i = 0; i < self->incidents->len; i++)
    {
      const HakemIncident *incident = g_ptr_array_index (self->incidents, i);
      /* A ruling may have cut the record back past an incident's ply: it goes after the last
       * move that is still there. */
      int ply = CLAMP (incident->ply, 0, game.count);
      g_autofree char *text = hakem_incident_to_pgn_comment (incident);
      append_comment (&game, ply, text);
    }
  GString *s = g_string_new (NULL);
  ChessPgnWriteStatus st = chess_pgn_write_game (&game, hakem_session_append_chunk, s);
  chess_game_clear (&game);
  if (st != CHESS_PGN_WRITE_OK)
    {
      g_string_free (s, TRUE);
      return NULL;
    }
  return g_string_free (s, FALSE);
}
