/* hakem-rerule.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Each ruling of a case ruled again: the record is taken back to where it stood when the arbiter
 * ruled, a scratch session is set up there with the case's time control, regulations, players
 * and earlier illegal moves, and the incident's case (kept in its machine-readable data) is
 * ruled and carried out by the same session code the arbiter used. The two incidents' data and
 * articles are then compared key by key.
 */
#include "config.h"

#include "hakem-rerule.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "chess-pgn.h"
#include "hakem-procedures.h"
#include "hakem-rerule-private.h"
#include "hakem-session-private.h"

void
hakem_reruling_free (HakemReruling *r)
{
  if (!r)
    return;
  g_free (r->recorded_articles);
  g_free (r->recorded_ruling);
  g_free (r->today_articles);
  g_free (r->today_ruling);
  if (r->differences)
    g_ptr_array_unref (r->differences);
  g_free (r);
}

const char *
hakem_reruling_status_key (HakemRerulingStatus status)
{
  switch (status)
    {
    case HAKEM_RERULE_SAME:
      return "same";
    case HAKEM_RERULE_DIFFERENT:
      return "different";
    case HAKEM_RERULE_NOT_RULED:
      return "not-ruled";
    case HAKEM_RERULE_CANNOT:
    default:
      return "cannot";
    }
}

const char *
hakem_reruling_status_text (HakemRerulingStatus status)
{
  switch (status)
    {
    case HAKEM_RERULE_SAME:
      /* TRANSLATORS: the appeals committee's comparison: today's ruling is the arbiter's */
      return _ ("Same ruling today");
    case HAKEM_RERULE_DIFFERENT:
      /* TRANSLATORS: the appeals committee's comparison: today's ruling differs */
      return _ ("Different ruling today");
    case HAKEM_RERULE_NOT_RULED:
      /* TRANSLATORS: a note, a clock setting or the arbiter's own result: nothing to rule again */
      return _ ("Not a ruling to repeat");
    case HAKEM_RERULE_CANNOT:
    default:
      /* TRANSLATORS: the case file does not hold what a second ruling needs */
      return _ ("Cannot be ruled again");
    }
}

/* The scratch session. ---------------------------------------------------------------------- */

/* A session at the point incident index was ruled: the record up to it, the case's time
 * control, regulations, tags and notation, the illegal moves each player had completed before
 * (illegal: the counts the log kept), and the clocks as the incident read them, stopped. */
static HakemSession *
session_at (HakemSession *self, guint index, const ChessGame *record, const int illegal[2])
{
  HakemSession *s = hakem_session_new ();
  hakem_session_new_game (s, &record->start, &self->tc);
  if (self->regs)
    hakem_session_set_regulations (s, self->regs);
  s->regs_explicit = self->regs_explicit;
  s->san_language = self->san_language;
  for (int i = 0; i < self->game.tag_count; i++)
    chess_game_set_tag (&s->game, self->game.tags[i].name, self->game.tags[i].value);
  for (int i = 0; i < record->count; i++)
    chess_game_push_legal (&s->game, record->moves[i].move);
  hakem_rerule_work_add ((guint64) record->count);
  s->illegal[CHESS_WHITE] = illegal[CHESS_WHITE];
  s->illegal[CHESS_BLACK] = illegal[CHESS_BLACK];
  const HakemIncident *incident = g_ptr_array_index (self->incidents, index);
  if (self->tc.kind != CHESS_TIME_CONTROL_NONE && incident->clock_ms[0] >= 0
      && incident->clock_ms[1] >= 0)
    {
      int64_t remaining[2] = { incident->clock_ms[0] * 1000, incident->clock_ms[1] * 1000 };
      int counts[2];
      hakem_session_recorded_moves (&s->game, counts);
      chess_clock_set (&s->clock, remaining, counts, s->game.current.side);
    }
  return s;
}

/* Ruling again, kind by kind. --------------------------------------------------------------- */

gboolean
hakem_rerule_claim (HakemSession *s, const HakemIncidentData *data, gboolean *ruled)
{
  *ruled = TRUE;
  ChessClaimKind kind = hakem_incident_data_is (data, HAKEM_DATA_CLAIM, "fifty")
                            ? CHESS_CLAIM_FIFTY
                            : CHESS_CLAIM_THREEFOLD;
  ChessMove intended = hakem_incident_data_get_move (data, HAKEM_DATA_INTENDED, &s->game.current);
  /* 9.5.3: a written move that was not legal is kept only as that fact. */
  gboolean written_illegal = hakem_incident_data_get_switch (data, HAKEM_DATA_WRITTEN);
  ChessRuling ruling;
  if (!hakem_session_rule_claim_written (s, kind, intended, written_illegal, &ruling, NULL))
    return FALSE;
  hakem_session_apply_claim_written (s, &ruling, intended,
                                     hakem_incident_data_get_word (data, HAKEM_DATA_WRITTEN_AS));
  return TRUE;
}

gboolean
hakem_rerule_irregularity (HakemSession *s, const HakemIncidentData *data, gboolean *ruled)
{
  *ruled = TRUE;
  int ply;
  if (!hakem_incident_data_get_int (data, HAKEM_DATA_PLY, &ply))
    return FALSE;
  static const struct
  {
    const char *key;
    ChessIrregularity kind;
  } kinds[] = {
    { "illegal-move", CHESS_IRREGULARITY_ILLEGAL_MOVE },
    { "no-promotion", CHESS_IRREGULARITY_NO_PROMOTION },
    { "clock-only", CHESS_IRREGULARITY_CLOCK_ONLY },
    { "two-hands", CHESS_IRREGULARITY_TWO_HANDS },
  };
  ChessIrregularityCase c;
  memset (&c, 0, sizeof c);
  c.kind = CHESS_IRREGULARITY_ILLEGAL_MOVE;
  for (gsize i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (hakem_incident_data_is (data, HAKEM_DATA_IRREGULARITY, kinds[i].key))
      c.kind = kinds[i].kind;
  c.ply = ply;
  ChessPosition at;
  chess_game_position_at (&s->game, ply, &at);
  c.move = hakem_incident_data_get_move (data, HAKEM_DATA_MOVE, &at);
  /* A.5.4: what the arbiter saw after the next move, as the log has it. */
  c.illegal_position = hakem_incident_data_has (data, HAKEM_DATA_ILLEGAL_POSITION);
  c.position_put_right = hakem_incident_data_is (data, HAKEM_DATA_ILLEGAL_POSITION, "put-right");
  ChessRuling ruling;
  if (!hakem_session_rule_irregularity (s, &c, &ruling, NULL))
    return FALSE;
  hakem_session_apply_irregularity (s, &c, &ruling, NULL);
  return TRUE;
}

gboolean
hakem_rerule_flag (HakemSession *s, const HakemIncidentData *data, gboolean *ruled)
{
  *ruled = TRUE;
  ChessClockFlags flags;
  memset (&flags, 0, sizeof flags);
  gboolean fallen[2];
  if (!hakem_incident_data_get_colors (data, HAKEM_DATA_FALLEN, fallen))
    return FALSE;
  flags.fallen[CHESS_WHITE] = fallen[CHESS_WHITE];
  flags.fallen[CHESS_BLACK] = fallen[CHESS_BLACK];
  gboolean both = flags.fallen[0] && flags.fallen[1];
  gboolean order_known = !both || hakem_incident_data_has (data, HAKEM_DATA_FIRST);
  flags.first = flags.fallen[CHESS_WHITE] ? CHESS_WHITE : CHESS_BLACK;
  ChessColor first;
  if (both && hakem_incident_data_get_color (data, HAKEM_DATA_FIRST, &first)
      && first == CHESS_BLACK)
    flags.first = CHESS_BLACK;
  hakem_session_recorded_moves (&s->game, flags.moves);
  ChessFlagNotice notice = hakem_incident_data_is (data, HAKEM_DATA_NOTICE, "claimed")
                               ? CHESS_FLAG_CLAIMED
                               : CHESS_FLAG_SEEN_BY_ARBITER;
  ChessFlagCase c;
  ChessRuling ruling;
  if (!hakem_session_rule_flags (s, &flags, order_known, notice,
                                 hakem_incident_data_get_bool (data, HAKEM_DATA_MOVES_KNOWN, TRUE),
                                 &c, &ruling, NULL))
    return FALSE;
  hakem_session_apply_flag (s, &c, &ruling, NULL);
  return TRUE;
}

/* A result the Laws decide (resignation 5.1.2, agreement 5.2.3 and 9.1.1, absence 6.7.1); the
 * arbiter's own result is his decision, not a ruling to repeat (*ruled FALSE). */
gboolean
hakem_rerule_result (HakemSession *s, const HakemIncidentData *data, gboolean *ruled)
{
  HakemResultCase c;
  memset (&c, 0, sizeof c);
  *ruled = TRUE;
  if (hakem_incident_data_is (data, HAKEM_DATA_RESULT_KIND, "resignation"))
    c.kind = HAKEM_RESULT_RESIGNATION;
  else if (hakem_incident_data_is (data, HAKEM_DATA_RESULT_KIND, "agreement"))
    c.kind = HAKEM_RESULT_AGREEMENT;
  else if (hakem_incident_data_is (data, HAKEM_DATA_RESULT_KIND, "absent"))
    c.kind = HAKEM_RESULT_ABSENT;
  else
    {
      *ruled = FALSE;
      return TRUE;
    }
  ChessColor player = CHESS_WHITE;
  hakem_incident_data_get_color (data, HAKEM_DATA_PLAYER, &player);
  c.player = player;
  if (!hakem_incident_data_get_int (data, HAKEM_DATA_LATE, &c.late_seconds))
    c.late_seconds = -1;
  c.consent = hakem_incident_data_get_switch (data, HAKEM_DATA_CONSENT);
  c.play_on = hakem_incident_data_get_switch (data, HAKEM_DATA_PLAY_ON);
  return hakem_session_apply_result (s, &c, NULL, NULL, NULL);
}

/* 12.9 leaves the penalty to the arbiter; what the Laws bound is the scores (10.2). */
void
hakem_rerule_penalty_bound (const HakemIncidentData *data, HakemReruling *r)
{
  int scores[2];
  if (!hakem_incident_data_get_scores (data, scores))
    return;
  r->status = chess_score_check (scores[0], scores[1]) == CHESS_SCORE_OK ? HAKEM_RERULE_SAME
                                                                         : HAKEM_RERULE_DIFFERENT;
  if (r->status == HAKEM_RERULE_DIFFERENT)
    g_ptr_array_add (r->differences, g_strdup (_ ("scores: outside what Article 10.2 allows")));
}

/* Comparing. -------------------------------------------------------------------------------- */

/* What a key of the log's data means, translated, for the list of differences. */
static const char *
key_text (const char *key)
{
  static const struct
  {
    const char *key;
    const char *text;
  } keys[] = {
    /* TRANSLATORS: re-ruling: names of what a ruling decided, compared line by line */
    { "verdict", N_ ("verdict on the claim") },
    { "result", N_ ("result") },
    { "adjust", N_ ("time adjustment") },
    { "restore", N_ ("position reinstated (half-moves)") },
    { "replacement", N_ ("move put in place") },
    { "dropped", N_ ("moves made void") },
    { "stands", N_ ("the move stands") },
    { "count", N_ ("illegal moves counted") },
    { "ended", N_ ("game already ended (half-moves)") },
    { "illegal-position", N_ ("illegal position") },
    { "next-period", N_ ("next period (Article 8.6)") },
    { "no-rule", N_ ("no rule in the Laws") },
    { "default-time", N_ ("default time") },
    { "scores", N_ ("scores") },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (keys); i++)
    if (strcmp (keys[i].key, key) == 0)
      return _ (keys[i].text);
  return key;
}

/* A value of the log's data as the committee reads it: a claim's verdict and a player's time
 * in the interface's language; half-moves, results and moves as they are. */
static char *
value_text (const char *key, const char *value)
{
  if (strcmp (key, "verdict") == 0 && strcmp (value, "correct") == 0)
    /* TRANSLATORS: re-ruling: the verdict on a draw claim, as in "verdict on the claim:
     * incorrect recorded, correct today" */
    return g_strdup (C_ ("claim verdict", "correct"));
  if (strcmp (key, "verdict") == 0 && strcmp (value, "incorrect") == 0)
    return g_strdup (C_ ("claim verdict", "incorrect"));
  int seconds;
  ChessColor color;
  if (strcmp (key, hakem_incident_data_key_name (HAKEM_DATA_ADJUST)) == 0
      && hakem_incident_data_parse_adjust (value, &color, &seconds))
    /* TRANSLATORS: re-ruling: seconds added to (or taken from) a player's clock, as in "Black
     * +120 s" */
    return g_strdup_printf (_ ("%s %+d s"), color == CHESS_WHITE ? _ ("White") : _ ("Black"),
                            seconds);
  return g_strdup (value);
}

static char **
article_set (const char *articles)
{
  char **set = g_strsplit_set (articles ? articles : "", " ,", -1);
  guint n = 0;
  for (guint i = 0; set[i]; i++)
    if (*set[i])
      set[n++] = set[i];
    else
      g_free (set[i]);
  set[n] = NULL;
  return set;
}

static gboolean
same_articles (const char *a, const char *b)
{
  g_auto (GStrv) x = article_set (a);
  g_auto (GStrv) y = article_set (b);
  if (g_strv_length (x) != g_strv_length (y))
    return FALSE;
  for (guint i = 0; x[i]; i++)
    if (!g_strv_contains ((const char *const *) y, x[i]))
      return FALSE;
  return TRUE;
}

static int
keys_compare (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

static void
compare (HakemReruling *r, const HakemIncident *recorded, const HakemIncident *today)
{
  /* TRANSLATORS: re-ruling: what differs, recorded then today ("result: 1-0 recorded, 1/2-1/2
   * today"); "none" stands for a part one of the two rulings does not have */
  const char *none = _ ("none");
  if (!same_articles (recorded->articles, today->articles))
    /* TRANSLATORS: re-ruling: the articles cited by the arbiter, then today */
    g_ptr_array_add (
        r->differences,
        g_strdup_printf (_ ("articles: %s recorded, %s today"),
                         recorded->articles && *recorded->articles ? recorded->articles : none,
                         today->articles && *today->articles ? today->articles : none));
  g_autoptr (HakemIncidentData) a = hakem_incident_data_parse (recorded->data);
  g_autoptr (HakemIncidentData) b = hakem_incident_data_parse (today->data);
  g_autoptr (GPtrArray) keys = hakem_incident_data_names (a);
  g_autoptr (GPtrArray) more = hakem_incident_data_names (b);
  for (guint i = 0; i < more->len; i++)
    if (!hakem_incident_data_lookup (a, more->pdata[i]))
      g_ptr_array_add (keys, more->pdata[i]);
  g_ptr_array_sort (keys, keys_compare);
  for (guint i = 0; i < keys->len; i++)
    {
      const char *k = g_ptr_array_index (keys, i);
      const char *va = hakem_incident_data_lookup (a, k);
      const char *vb = hakem_incident_data_lookup (b, k);
      if (g_strcmp0 (va, vb) == 0)
        continue;
      g_autofree char *ta = va ? value_text (k, va) : g_strdup (none);
      g_autofree char *tb = vb ? value_text (k, vb) : g_strdup (none);
      /* TRANSLATORS: re-ruling: what differs (a name from the list above), the arbiter's value,
       * today's value */
      g_ptr_array_add (r->differences,
                       g_strdup_printf (_ ("%s: %s recorded, %s today"), key_text (k), ta, tb));
    }
  r->status = r->differences->len ? HAKEM_RERULE_DIFFERENT : HAKEM_RERULE_SAME;
}

/* The illegal moves the log counted for each player up to and including incident k, from the
 * counts up to the one before it. */
static void
count_illegal (HakemSession *self, guint k, int illegal[2])
{
  const HakemIncident *incident = g_ptr_array_index (self->incidents, k);
  if (incident->kind != HAKEM_INCIDENT_ILLEGAL_MOVE)
    return;
  g_autoptr (HakemIncidentData) data = hakem_incident_data_parse (incident->data);
  int count;
  ChessColor offender = CHESS_BLACK;
  hakem_incident_data_get_color (data, HAKEM_DATA_OFFENDER, &offender);
  if (hakem_incident_data_get_int (data, HAKEM_DATA_COUNT, &count))
    illegal[offender] = count;
}

static HakemReruling *
rerule_one (HakemSession *self, HakemRerulePast *past, guint index, const int illegal[2])
{
  const HakemIncident *incident = g_ptr_array_index (self->incidents, index);
  HakemReruling *r = g_new0 (HakemReruling, 1);
  r->index = index;
  r->recorded_articles = g_strdup (incident->articles);
  r->recorded_ruling = g_strdup (incident->ruling);
  r->differences = g_ptr_array_new_with_free_func (g_free);
  r->status = HAKEM_RERULE_NOT_RULED;
  g_autoptr (HakemIncidentData) data = hakem_incident_data_parse (incident->data);
  const HakemProcedure *procedure = hakem_procedure_of (incident->kind);

  if (procedure && procedure->bound)
    {
      procedure->bound (data, r);
      return r;
    }
  if (!procedure || !procedure->rerule)
    return r;
  if (!incident->data || !*incident->data)
    {
      r->status = HAKEM_RERULE_CANNOT;
      g_ptr_array_add (r->differences,
                       g_strdup (_ ("The log keeps no details of this ruling to rule it again.")));
      return r;
    }

  ChessGame record;
  char *why = NULL;
  if (!hakem_rerule_past_get (past, index, &record, &why))
    {
      r->status = HAKEM_RERULE_CANNOT;
      g_ptr_array_add (r->differences, why);
      return r;
    }
  g_autoptr (HakemSession) s = session_at (self, index, &record, illegal);
  chess_game_clear (&record);
  guint before = s->incidents->len;
  gboolean ruled = TRUE;
  gboolean ok = procedure->rerule (s, data, &ruled);
  if (!ruled)
    return r;
  if (!ok || s->incidents->len != before + 1)
    {
      r->status = HAKEM_RERULE_CANNOT;
      g_ptr_array_add (r->differences,
                       g_strdup (_ ("Today's rules refuse this case as the log records it: "
                                    "the record or the case does not allow the ruling.")));
      return r;
    }
  const HakemIncident *today = g_ptr_array_index (s->incidents, before);
  r->today_articles = g_strdup (today->articles);
  r->today_ruling = g_strdup (today->ruling);
  compare (r, incident, today);
  return r;
}

GPtrArray *
hakem_rerule_case (HakemSession *session)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (session), NULL);
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) hakem_reruling_free);
  /* Every incident's record from one pass over the log, and the illegal moves counted carried
   * forward: both were found again for each incident, over the whole log. */
  g_autoptr (HakemRerulePast) past = hakem_rerule_past_new (session);
  int illegal[2] = { 0, 0 };
  for (guint i = 0; i < session->incidents->len; i++)
    {
      g_ptr_array_add (out, rerule_one (session, past, i, illegal));
      count_illegal (session, i, illegal);
    }
  return out;
}
