/* hakem-session-reconstruct.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Reconstructions on a second board (8.5.3) kept with the session, or adopted as its record.
 */
#include "config.h"

#include "hakem-session-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "chess-pgn.h"

/* The movetext of a game, without its tag section: PGN, so in English letters. */
static char *
movetext (const ChessGame *game)
{
  GString *s = g_string_new (NULL);
  chess_pgn_write_game (game, hakem_session_append_chunk, s);
  const char *body = strstr (s->str, "\n\n");
  char *text = g_strdup (body ? body + 2 : s->str);
  g_string_free (s, TRUE);
  return g_strchomp (text);
}

/* Whose flag had fallen when the arbiter recorded the board (8.5.3): a clock he read shows it by
 * its 0; one he did not read, by the session's clock. */
static void
snapshot_flags (HakemSession *self, const ChessReconstructSnapshot *snap, gint64 now,
                bool fallen[2])
{
  ChessClockFlags flags;
  chess_clock_flag_fall (&self->clock, now, &flags);
  for (int c = 0; c < 2; c++)
    fallen[c] = snap->remaining_ms[c] == CHESS_RECONSTRUCT_UNKNOWN ? flags.fallen[c]
                                                                   : snap->remaining_ms[c] <= 0;
}

/* 8.5.3: the clock as the arbiter read it before the reconstruction, stopped, a time he did not
 * read as the session's clock shows it; each player's count as chess_reconstruction_next_moves
 * gives it (the moves before a set-up start included, the moves recorded as made when the
 * replay does not reach the board). A player whose next move 8.6 makes the first of a period
 * (or one further on, on evidence of more moves) gets that period's time besides, which the
 * clock adds at the control but never to a fallen flag (chess_clock_press); given and next_move
 * say so for the log (0: not). */
static void
adopt_clock (HakemSession *self, const ChessReconstruction *r, int given[2], int next_move[2])
{
  ChessClock *clock = &self->clock;
  gint64 now = g_get_monotonic_time ();
  if (clock->running)
    chess_clock_stop (clock, now);
  bool fallen[2];
  snapshot_flags (self, &r->snapshot, now, fallen);
  ChessReconstructTime t;
  int next[2];
  chess_reconstruction_time (r, &self->tc, fallen, &t);
  chess_reconstruction_next_moves (r, &self->tc, fallen, next);
  int64_t remaining[2];
  int moves[2];
  for (int c = 0; c < 2; c++)
    {
      remaining[c] = r->snapshot.remaining_ms[c] == CHESS_RECONSTRUCT_UNKNOWN
                         ? chess_clock_remaining (clock, (ChessColor) c, now)
                         : r->snapshot.remaining_ms[c] * 1000;
      if (remaining[c] < 0)
        remaining[c] = 0;
      moves[c] = MAX (next[c] - 1, 0);
      if (t.next_move_new_period[c] && self->tc.kind == CHESS_TIME_CONTROL_PERIODS)
        {
          given[c] = chess_time_control_period (&self->tc, t.period[c])->seconds;
          remaining[c] += given[c] * CHESS_CLOCK_US_PER_SECOND;
          next_move[c] = next[c];
        }
    }
  chess_clock_set (clock, remaining, moves, self->game.current.side);
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
  hakem_session_add_reconciled (self, r, adopt, note, NULL);
}

gboolean
hakem_session_reconciled_moves (HakemSession *self, int completed[2])
{
  g_return_val_if_fail (HAKEM_IS_SESSION (self), FALSE);
  for (guint i = self->reconstructions->len; i-- > 0;)
    {
      const HakemReconstructionRecord *record = g_ptr_array_index (self->reconstructions, i);
      if (!record->adopted)
        continue;
      /* The last record adopted must be the reconciled game, showing the real board, with no
       * move played after it. */
      if (!record->reconciliation || !chess_reconstruction_matches (&record->reconstruction)
          || self->game.count != record->reconstruction.replay.count)
        return FALSE;
      const ChessPosition *now = &self->game.current;
      completed[CHESS_WHITE] = now->fullmove - (now->side == CHESS_WHITE ? 1 : 0);
      completed[CHESS_BLACK] = now->fullmove - 1;
      return TRUE;
    }
  return FALSE;
}

void
hakem_session_add_reconciled (HakemSession *self, const ChessReconstruction *r, gboolean adopt,
                              const char *note, const HakemReconciliation *reconciliation)
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
  if (reconciliation)
    record->reconciliation = hakem_reconciliation_copy (reconciliation);
  gboolean matches = chess_reconstruction_matches (r);
  int replayed = r->replay.count;
  int given[2] = { 0, 0 }, next_move[2] = { 0, 0 };

  if (adopt)
    {
      record->replaced_pgn = movetext (&self->game);
      record->replaced_start = self->game.start;
      record->replaced_start_known = TRUE;
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

      adopt_clock (self, r, given, next_move);
    }
  g_ptr_array_add (self->reconstructions, record);

  GString *text = g_string_new (NULL);
  if (adopt)
    /* TRANSLATORS: 8.5.3; %d counts half-moves */
    g_string_append_printf (text,
                            _ ("The reconstruction on a second board (%d half-moves) is "
                               "adopted as the game record; the clock is set from the "
                               "snapshot"),
                            replayed);
  else
    /* TRANSLATORS: 8.5.3; %d counts half-moves */
    g_string_append_printf (text,
                            _ ("The reconstruction on a second board (%d half-moves) is "
                               "kept; the game record stands"),
                            replayed);
  g_string_append (text, "; ");
  g_string_append (text, matches ? _ ("it shows the position on the board")
                                 : _ ("it differs from the position on the board"));
  HakemIncidentData *data = hakem_incident_data_new ();
  hakem_incident_data_put_int (data, HAKEM_DATA_RECONSTRUCTION, self->reconstructions->len - 1);
  hakem_incident_data_put_bool (data, HAKEM_DATA_ADOPTED, adopt);
  hakem_incident_data_put_int (data, HAKEM_DATA_REPLAYED, replayed);
  hakem_incident_data_put_bool (data, HAKEM_DATA_MATCHES, matches);
  if (reconciliation)
    {
      hakem_incident_data_put_bool (data, HAKEM_DATA_RECONCILED, TRUE);
      hakem_incident_data_put_int (data, HAKEM_DATA_DISCREPANCIES,
                                   (int) reconciliation->discrepancies->len);
      hakem_incident_data_put_int (data, HAKEM_DATA_DECIDED, reconciliation->decided);
    }
  for (int c = 0; c < 2; c++)
    if (next_move[c])
      hakem_session_append_next_period (self, text, data, (ChessColor) c, next_move[c], given[c]);
  g_string_append_c (text, '.');
  if (adopt)
    {
      hakem_session_emit_changed (self);
      hakem_session_emit_clock_changed (self);
    }
  hakem_session_log_incident (self, HAKEM_INCIDENT_RECONSTRUCTION, ply, ms,
                              next_move[0] || next_move[1] ? "8.5.3 8.6" : "8.5.3", text->str, note,
                              data);
  g_string_free (text, TRUE);
}
