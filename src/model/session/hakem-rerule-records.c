/* hakem-rerule-records.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The record each incident of a case was logged on, as it stood then: the log is walked from its
 * newest incident back, the record taken back over what each did to it, and every incident's
 * record found in that one pass (issue 26.4).
 *
 * The record being walked keeps the position at its end and each move's undo, so taking moves
 * back and putting the voided ones again costs what is moved, never the record's length. Each
 * incident's record is kept as a node in a tree of moves all the records share (its last move)
 * and how many moves it holds; a record is written out as a ChessGame only when asked for. Taking
 * each incident's record back on its own went over every later incident again: 10,000 incidents
 * took minutes.
 */
#include "config.h"

#include "hakem-rerule.h"

#include <glib/gi18n.h>
#include <string.h>

#include "hakem-case-records.h"
#include "hakem-rerule-private.h"
#include "hakem-session-private.h"

static guint64 work;

guint64
hakem_rerule_work_done (void)
{
  return work;
}

void
hakem_rerule_work_add (guint64 n)
{
  work += n;
}

#define NO_PARENT G_MAXUINT

/* A move of a record: its parent the move before, or NO_PARENT for the record's first move; the
 * move with its clock stamps, offer and comments as the record it came from had them (a move a
 * correction voided has none: the log keeps only the move). */
typedef struct
{
  guint parent;
  ChessGameMove move;
} Node;

struct _HakemRerulePast
{
  /* ChessGame *: 0 the record now; then each record an adopted reconstruction replaced (8.5.3),
   * newest first. A record's start, tags and result come from its base; the moves' stamps and
   * comments point into it. */
  GPtrArray *bases;
  GArray *nodes; /* Node */
  guint n;       /* incidents */
  guint *base;   /* per incident: its record's base */
  guint *last;   /* per incident: its record's last node, NO_PARENT when it holds no moves */
  int *length;   /* per incident: how many moves its record held */
  guint *record; /* per incident: the record it was logged on (hakem_case_record_of) */
  guint records; /* how many records the game has had (hakem_case_record_count) */
  char **why;    /* per incident: why the log cannot tell (translated), or NULL */
};

/* The record being walked back. */
typedef struct
{
  HakemRerulePast *past;
  guint base;
  ChessPosition pos; /* after moves */
  GArray *moves;     /* ChessGameMove */
  GArray *undos;     /* ChessUndo */
  GArray *path;      /* guint: the node of each move */
} Walk;

static void
walk_push (Walk *w, const ChessGameMove *move)
{
  ChessUndo undo;
  chess_position_make (&w->pos, move->move, &undo);
  Node node
      = { w->path->len ? g_array_index (w->path, guint, w->path->len - 1) : NO_PARENT, *move };
  g_array_append_val (w->past->nodes, node);
  guint at = w->past->nodes->len - 1;
  g_array_append_val (w->path, at);
  g_array_append_val (w->moves, *move);
  g_array_append_val (w->undos, undo);
  work++;
}

static void
walk_truncate (Walk *w, guint length)
{
  while (w->moves->len > length)
    {
      guint last = w->moves->len - 1;
      chess_position_unmake (&w->pos, g_array_index (w->moves, ChessGameMove, last).move,
                             &g_array_index (w->undos, ChessUndo, last));
      g_array_set_size (w->moves, last);
      g_array_set_size (w->undos, last);
      g_array_set_size (w->path, last);
      work++;
    }
}

/* The walk on base (a record of past->bases) with all its moves. */
static void
walk_reset (Walk *w, guint base)
{
  const ChessGame *game = g_ptr_array_index (w->past->bases, base);
  w->base = base;
  w->pos = game->start;
  g_array_set_size (w->moves, 0);
  g_array_set_size (w->undos, 0);
  g_array_set_size (w->path, 0);
  for (int i = 0; i < game->count; i++)
    walk_push (w, &game->moves[i]);
}

static void
base_free (gpointer game)
{
  chess_game_clear (game);
  g_free (game);
}

/* A walk on the record as it stands now. */
static void
walk_init (Walk *w, HakemSession *session)
{
  HakemRerulePast *past = g_new0 (HakemRerulePast, 1);
  past->bases = g_ptr_array_new_with_free_func (base_free);
  past->nodes = g_array_new (FALSE, FALSE, sizeof (Node));
  ChessGame *now = g_new (ChessGame, 1);
  hakem_session_game_copy (now, &session->game);
  g_ptr_array_add (past->bases, now);
  w->past = past;
  w->moves = g_array_new (FALSE, FALSE, sizeof (ChessGameMove));
  w->undos = g_array_new (FALSE, FALSE, sizeof (ChessUndo));
  w->path = g_array_new (FALSE, FALSE, sizeof (guint));
  walk_reset (w, 0);
}

static void
walk_clear (Walk *w)
{
  g_array_unref (w->moves);
  g_array_unref (w->undos);
  g_array_unref (w->path);
}

/* Why the record before incident k cannot be had: FALSE. */
static gboolean
damaged (guint k, char **why)
{
  /* TRANSLATORS: re-ruling a case: %u is the number of a later incident in the log */
  *why = g_strdup_printf (_ ("The record before incident %u cannot be rebuilt from the case "
                             "file."),
                          k + 1);
  return FALSE;
}

/* Takes the walk back over what incident k did to the record: the moves an illegal move's
 * correction voided (7.5.1) come back; a reconstruction adopted (8.5.3) gives way to the record
 * it replaced, record *next - 1 (adoptions: hakem_case_record_adoptions; *next: how many of them
 * the walk has not yet taken back), with that record's start and clock stamps. Moves a ruling
 * played (9.5.3's written move, 7.5.2's queen) lie past the incident's ply and need nothing: the
 * records are taken only to that ply. */
static gboolean
undo_incident (HakemSession *self, GArray *adoptions, guint *next, guint k, Walk *w, char **why)
{
  const HakemIncident *incident = g_ptr_array_index (self->incidents, k);
  work++;
  if (*next > 0 && g_array_index (adoptions, HakemCaseAdoption, *next - 1).incident == k)
    {
      (*next)--;
      ChessGame *replaced = g_new (ChessGame, 1);
      if (!hakem_case_record_game_in (self, adoptions, *next, replaced))
        {
          g_free (replaced);
          return damaged (k, why);
        }
      g_ptr_array_add (w->past->bases, replaced);
      walk_reset (w, w->past->bases->len - 1);
      return TRUE;
    }
  if (incident->kind != HAKEM_INCIDENT_ILLEGAL_MOVE || !incident->data)
    return TRUE;
  g_autoptr (HakemIncidentData) data = hakem_incident_data_parse (incident->data);
  g_auto (GStrv) list = hakem_incident_data_get_moves (data, HAKEM_DATA_DROPPED);
  if (!list)
    return TRUE;
  int restore;
  if (!hakem_incident_data_get_int (data, HAKEM_DATA_RESTORE, &restore) || restore < 0
      || restore > (int) w->moves->len)
    return damaged (k, why);
  walk_truncate (w, (guint) restore);
  for (int i = 0; list[i]; i++)
    {
      ChessGameMove move = { 0 };
      move.move = hakem_session_legal_uci (&w->pos, list[i]);
      move.clock_ms = CHESS_GAME_NO_TIME;
      move.elapsed_ms = CHESS_GAME_NO_TIME;
      if (move.move == CHESS_MOVE_NONE)
        return damaged (k, why);
      walk_push (w, &move);
    }
  return TRUE;
}

/* How long the record was when incident index was logged: its ply, or where an illegal move was
 * found (found-at). */
static int
length_at (const HakemIncident *incident)
{
  int length = incident->ply;
  if (incident->kind == HAKEM_INCIDENT_ILLEGAL_MOVE && incident->data)
    {
      g_autoptr (HakemIncidentData) data = hakem_incident_data_parse (incident->data);
      hakem_incident_data_get_int (data, HAKEM_DATA_FOUND_AT, &length);
    }
  return length;
}

static char *
too_long (guint index)
{
  /* TRANSLATORS: re-ruling a case: %u is the incident's number in the log */
  return g_strdup_printf (_ ("Incident %u was logged after more moves than the record holds."),
                          index + 1);
}

/* Takes the walk back from the newest incident to incident index, keeping in past (when keep)
 * each incident's record as it stood; FALSE at the first incident the log cannot take the record
 * back over, why in *why. */
static gboolean
walk_back (HakemSession *session, Walk *w, guint index, gboolean keep, char **why)
{
  HakemRerulePast *past = w->past;
  g_autoptr (GArray) adoptions = hakem_case_record_adoptions (session);
  guint next = adoptions->len;
  past->records = adoptions->len + 1;
  for (guint k = session->incidents->len; k-- > index;)
    {
      if (!undo_incident (session, adoptions, &next, k, w, why))
        {
          if (keep)
            for (guint j = 0; j <= k; j++)
              past->why[j] = g_strdup (*why);
          return FALSE;
        }
      if (!keep)
        continue;
      past->record[k] = next;
      int length = length_at (g_ptr_array_index (session->incidents, k));
      if (length < 0 || length > (int) w->moves->len)
        past->why[k] = too_long (k);
      else
        {
          past->base[k] = w->base;
          past->length[k] = length;
          past->last[k] = length ? g_array_index (w->path, guint, length - 1) : NO_PARENT;
        }
    }
  return TRUE;
}

/* The record of base with moves (n of them) in *record. */
static void
write_record (HakemRerulePast *past, guint base, const ChessGameMove *moves, int n,
              ChessGame *record)
{
  const ChessGame *game = g_ptr_array_index (past->bases, base);
  chess_game_init (record, &game->start);
  for (int i = 0; i < n; i++)
    if (!hakem_session_game_push_copy (record, &moves[i]))
      break;
  hakem_session_game_copy_header (record, game);
  work += (guint64) n;
}

HakemRerulePast *
hakem_rerule_past_new (HakemSession *session)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (session), NULL);
  Walk w;
  walk_init (&w, session);
  HakemRerulePast *past = w.past;
  past->n = session->incidents->len;
  past->base = g_new0 (guint, past->n);
  past->last = g_new0 (guint, past->n);
  past->length = g_new0 (int, past->n);
  past->record = g_new0 (guint, past->n);
  past->why = g_new0 (char *, past->n);
  g_autofree char *why = NULL;
  walk_back (session, &w, 0, TRUE, &why);
  walk_clear (&w);
  return past;
}

void
hakem_rerule_past_free (HakemRerulePast *past)
{
  if (!past)
    return;
  for (guint i = 0; i < past->n; i++)
    g_free (past->why[i]);
  g_free (past->why);
  g_free (past->base);
  g_free (past->last);
  g_free (past->length);
  g_free (past->record);
  g_array_unref (past->nodes);
  g_ptr_array_unref (past->bases);
  g_free (past);
}

guint
hakem_rerule_past_count (HakemRerulePast *past)
{
  g_return_val_if_fail (past != NULL, 0);
  return past->n;
}

gboolean
hakem_rerule_past_get (HakemRerulePast *past, guint index, ChessGame *record, char **why)
{
  g_return_val_if_fail (past != NULL && index < past->n, FALSE);
  if (past->why[index])
    {
      if (why)
        *why = g_strdup (past->why[index]);
      chess_game_clear (memset (record, 0, sizeof *record));
      return FALSE;
    }
  int n = past->length[index];
  g_autofree ChessGameMove *moves = g_new (ChessGameMove, MAX (n, 1));
  guint node = past->last[index];
  for (int i = n; i-- > 0;)
    {
      const Node *p = &g_array_index (past->nodes, Node, node);
      moves[i] = p->move;
      node = p->parent;
    }
  write_record (past, past->base[index], moves, n, record);
  return TRUE;
}

guint
hakem_rerule_past_record (HakemRerulePast *past, guint index)
{
  g_return_val_if_fail (past != NULL && index < past->n, 0);
  return past->record[index];
}

guint
hakem_rerule_past_record_count (HakemRerulePast *past)
{
  g_return_val_if_fail (past != NULL, 1);
  return past->records;
}

void
hakem_rerule_past_now (HakemRerulePast *past, ChessGame *record)
{
  g_return_if_fail (past != NULL);
  hakem_session_game_copy (record, g_ptr_array_index (past->bases, 0));
}

gboolean
hakem_rerule_record_of (HakemSession *session, guint index, ChessGame *record, char **why)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (session), FALSE);
  g_return_val_if_fail (index < session->incidents->len, FALSE);
  Walk w;
  walk_init (&w, session);
  char *reason = NULL;
  gboolean ok = walk_back (session, &w, index, FALSE, &reason);
  if (ok)
    write_record (w.past, w.base, (const ChessGameMove *) w.moves->data, (int) w.moves->len,
                  record);
  else
    {
      chess_game_clear (memset (record, 0, sizeof *record));
      if (why)
        *why = reason;
      else
        g_free (reason);
    }
  walk_clear (&w);
  hakem_rerule_past_free (w.past);
  return ok;
}

gboolean
hakem_rerule_record_at (HakemSession *session, guint index, ChessGame *record, char **why)
{
  if (!hakem_rerule_record_of (session, index, record, why))
    return FALSE;
  int length = length_at (g_ptr_array_index (session->incidents, index));
  if (length < 0 || length > record->count)
    {
      chess_game_clear (record);
      if (why)
        *why = too_long (index);
      return FALSE;
    }
  chess_game_truncate (record, length);
  return TRUE;
}
