/* hakem-session-reconstruct.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Reconstructions on a second board (8.5.3) kept with the session, or adopted as its record.
 */
#include "config.h"

#include "hakem-session-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "chess-pgn.h"

/* The movetext of a game, without its tag section. */
static char *
movetext (const ChessGame *game, ChessSanLanguage lang)
{
  GString *s = g_string_new (NULL);
  chess_pgn_write_game (game, lang, hakem_session_append_chunk, s);
  const char *body = strstr (s->str, "\n\n");
  char *text = g_strdup (body ? body + 2 : s->str);
  g_string_free (s, TRUE);
  return g_strchomp (text);
}

guint
hakem_session_get_reconstruction_count (HakemSession *self)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), 0);
  return self->reconstructions->len;
}

const HakemReconstructionRecord *
hakem_session_get_reconstruction (HakemSession *self, guint index)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), NULL);
  g_return_val_if_fail (index < self->reconstructions->len, NULL);
  return g_ptr_array_index (self->reconstructions, index);
}

void
hakem_session_add_reconstruction (HakemSession *self, const ChessReconstruction *r, gboolean adopt,
                                  const char *note)
{
  g_return_if_fail (HAKEM_IS_SESSION (self));
  g_return_if_fail (r != NULL);
  gint64 ms[2];
  hakem_session_clock_readings (self, ms);
  int ply = self->game.count;
  HakemReconstructionRecord *record = g_new0 (HakemReconstructionRecord, 1);
  record->reconstruction.snapshot = r->snapshot;
  hakem_session_game_copy (&record->reconstruction.replay, &r->replay);
  record->adopted = adopt;
  gboolean matches = chess_reconstruction_matches (r);
  int replayed = r->replay.count;

  if (adopt)
    {
      record->replaced_pgn = movetext (&self->game, self->san_language);
      /* The reconstruction's moves become the record; the game keeps its tags and result. */
      ChessGame game;
      hakem_session_game_copy (&game, &r->replay);
      for (int i = 0; i < self->game.tag_count; i++)
        chess_game_set_tag (&game, self->game.tags[i].name, self->game.tags[i].value);
      if (self->game.comment)
        chess_game_set_comment (&game, 0, self->game.comment);
      game.result = self->game.result;
      game.ending = self->game.ending;
      chess_game_clear (&self->game);
      self->game = game;

      /* 8.5.3: the clock as the arbiter read it before the reconstruction, stopped. */
      ChessClock *clock = &self->clock;
      gint64 now = g_get_monotonic_time ();
      if (clock->running)
        chess_clock_stop (clock, now);
      int64_t remaining[2];
      int moves[2] = { 0, 0 };
      for (int c = 0; c < 2; c++)
        {
          remaining[c] = r->snapshot.remaining_ms[c] == CHESS_RECONSTRUCT_UNKNOWN
                           ? chess_clock_remaining (clock, (ChessColor) c, now)
                           : r->snapshot.remaining_ms[c] * 1000;
          if (remaining[c] < 0)
            remaining[c] = 0;
        }
      ChessPosition pos = self->game.start;
      for (int i = 0; i < self->game.count; i++)
        {
          ChessUndo undo;
          moves[pos.side]++;
          chess_position_make (&pos, self->game.moves[i].move, &undo);
        }
      chess_clock_set (clock, remaining, moves, self->game.current.side);
    }
  g_ptr_array_add (self->reconstructions, record);

  GString *text = g_string_new (NULL);
  if (adopt)
    /* TRANSLATORS: 8.5.3; %d counts half-moves */
    g_string_append_printf (text, _("The reconstruction on a second board (%d half-moves) is "
                                    "adopted as the game record; the clock is set from the "
                                    "snapshot"),
                            replayed);
  else
    /* TRANSLATORS: 8.5.3; %d counts half-moves */
    g_string_append_printf (text, _("The reconstruction on a second board (%d half-moves) is "
                                    "kept; the game record stands"),
                            replayed);
  g_string_append (text, "; ");
  g_string_append (text, matches ? _("it shows the position on the board")
                                 : _("it differs from the position on the board"));
  g_string_append_c (text, '.');
  char *data = g_strdup_printf ("reconstruction=%u;adopted=%d;replayed=%d;matches=%d",
                                self->reconstructions->len - 1, adopt ? 1 : 0, replayed,
                                matches ? 1 : 0);
  if (adopt)
    {
      hakem_session_emit_changed (self);
      hakem_session_emit_clock_changed (self);
    }
  hakem_session_log_incident (self, HAKEM_INCIDENT_RECONSTRUCTION, ply, ms, "8.5.3", text->str,
                              note, data);
  g_string_free (text, TRUE);
}
