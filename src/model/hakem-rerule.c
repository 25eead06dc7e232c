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
      return _("Same ruling today");
    case HAKEM_RERULE_DIFFERENT:
      /* TRANSLATORS: the appeals committee's comparison: today's ruling differs */
      return _("Different ruling today");
    case HAKEM_RERULE_NOT_RULED:
      /* TRANSLATORS: a note, a clock setting or the arbiter's own result: nothing to rule again */
      return _("Not a ruling to repeat");
    case HAKEM_RERULE_CANNOT:
    default:
      /* TRANSLATORS: the case file does not hold what a second ruling needs */
      return _("Cannot be ruled again");
    }
}

GHashTable *
hakem_rerule_parse_data (const char *data)
{
  GHashTable *map = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  if (!data)
    return map;
  g_auto (GStrv) pairs = g_strsplit (data, ";", -1);
  for (int i = 0; pairs[i]; i++)
    {
      const char *eq = strchr (pairs[i], '=');
      if (!eq || eq == pairs[i])
        continue;
      g_hash_table_replace (map, g_strndup (pairs[i], (gsize) (eq - pairs[i])), g_strdup (eq + 1));
    }
  return map;
}

gboolean
hakem_rerule_data_int (GHashTable *map, const char *key, int *out)
{
  const char *text = g_hash_table_lookup (map, key);
  gint64 value;
  if (!text || !g_ascii_string_to_signed (text, 10, -1000000000, 1000000000, &value, NULL))
    return FALSE;
  *out = (int) value;
  return TRUE;
}

static gboolean
is_key (GHashTable *map, const char *key, const char *value)
{
  const char *text = g_hash_table_lookup (map, key);
  return text && strcmp (text, value) == 0;
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

static ChessMove
move_in (GHashTable *map, const char *key, const ChessPosition *pos)
{
  const char *uci = g_hash_table_lookup (map, key);
  return uci ? hakem_session_legal_uci (pos, uci) : CHESS_MOVE_NONE;
}

static gboolean
rerule_claim (HakemSession *s, GHashTable *map)
{
  ChessClaimKind kind = is_key (map, "claim", "fifty") ? CHESS_CLAIM_FIFTY : CHESS_CLAIM_THREEFOLD;
  ChessMove intended = move_in (map, "intended", &s->game.current);
  /* 9.5.3: a written move that was not legal is kept only as that fact. */
  gboolean written_illegal = is_key (map, "written", "illegal");
  ChessRuling ruling;
  if (!hakem_session_rule_claim_written (s, kind, intended, written_illegal, &ruling, NULL))
    return FALSE;
  hakem_session_apply_claim_written (s, &ruling, intended, g_hash_table_lookup (map, "written-as"));
  return TRUE;
}

static gboolean
rerule_irregularity (HakemSession *s, GHashTable *map, int ply)
{
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
    if (is_key (map, "irregularity", kinds[i].key))
      c.kind = kinds[i].kind;
  c.ply = ply;
  ChessPosition at;
  chess_game_position_at (&s->game, ply, &at);
  c.move = move_in (map, "move", &at);
  /* A.5.4: what the arbiter saw after the next move, as the log has it. */
  c.illegal_position = g_hash_table_contains (map, "illegal-position");
  c.position_put_right = is_key (map, "illegal-position", "put-right");
  ChessRuling ruling;
  if (!hakem_session_rule_irregularity (s, &c, &ruling, NULL))
    return FALSE;
  hakem_session_apply_irregularity (s, &c, &ruling, NULL);
  return TRUE;
}

static gboolean
rerule_flag (HakemSession *s, GHashTable *map)
{
  ChessClockFlags flags;
  memset (&flags, 0, sizeof flags);
  const char *fallen = g_hash_table_lookup (map, "fallen");
  if (!fallen)
    return FALSE;
  flags.fallen[CHESS_WHITE] = strstr (fallen, "white") != NULL;
  flags.fallen[CHESS_BLACK] = strstr (fallen, "black") != NULL;
  gboolean both = flags.fallen[0] && flags.fallen[1];
  gboolean order_known = !both || g_hash_table_contains (map, "first");
  flags.first = flags.fallen[CHESS_WHITE] ? CHESS_WHITE : CHESS_BLACK;
  if (both && is_key (map, "first", "black"))
    flags.first = CHESS_BLACK;
  hakem_session_recorded_moves (&s->game, flags.moves);
  ChessFlagNotice notice
      = is_key (map, "notice", "claimed") ? CHESS_FLAG_CLAIMED : CHESS_FLAG_SEEN_BY_ARBITER;
  ChessFlagCase c;
  ChessRuling ruling;
  if (!hakem_session_rule_flags (s, &flags, order_known, notice, !is_key (map, "moves-known", "0"),
                                 &c, &ruling, NULL))
    return FALSE;
  hakem_session_apply_flag (s, &c, &ruling, NULL);
  return TRUE;
}

/* A result the Laws decide (resignation 5.1.2, agreement 5.2.3 and 9.1.1, absence 6.7.1); the
 * arbiter's own result is his decision, not a ruling to repeat (*ruled FALSE). */
static gboolean
rerule_result (HakemSession *s, GHashTable *map, gboolean *ruled)
{
  HakemResultCase c;
  memset (&c, 0, sizeof c);
  *ruled = TRUE;
  if (is_key (map, "result-kind", "resignation"))
    c.kind = HAKEM_RESULT_RESIGNATION;
  else if (is_key (map, "result-kind", "agreement"))
    c.kind = HAKEM_RESULT_AGREEMENT;
  else if (is_key (map, "result-kind", "absent"))
    c.kind = HAKEM_RESULT_ABSENT;
  else
    {
      *ruled = FALSE;
      return TRUE;
    }
  c.player = is_key (map, "player", "black") ? CHESS_BLACK : CHESS_WHITE;
  if (!hakem_rerule_data_int (map, "late", &c.late_seconds))
    c.late_seconds = -1;
  c.consent = is_key (map, "consent", "yes");
  c.play_on = is_key (map, "play-on", "yes");
  return hakem_session_apply_result (s, &c, NULL, NULL, NULL);
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
    { "verdict", N_("verdict on the claim") },
      { "result", N_("result") },
        { "adjust", N_("time adjustment") },
          { "restore", N_("position reinstated (half-moves)") },
            { "replacement", N_("move put in place") },
              { "dropped", N_("moves made void") },
                { "stands", N_("the move stands") },
                  { "count", N_("illegal moves counted") },
                    { "ended", N_("game already ended (half-moves)") },
                      { "illegal-position", N_("illegal position") },
                        { "next-period", N_("next period (Article 8.6)") },
                          { "no-rule", N_("no rule in the Laws") },
                            { "default-time", N_("default time") },
                              { "scores", N_("scores") },
                            };
  for (gsize i = 0; i < G_N_ELEMENTS (keys); i++)
    if (strcmp (keys[i].key, key) == 0)
      return _(keys[i].text);
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
  char sign;
  gboolean white = g_str_has_prefix (value, "white"), black = g_str_has_prefix (value, "black");
  if (strcmp (key, "adjust") == 0 && (white || black)
      && sscanf (value + 5, "%c%d", &sign, &seconds) == 2 && (sign == '+' || sign == '-'))
    /* TRANSLATORS: re-ruling: seconds added to (or taken from) a player's clock, as in "Black
     * +120 s" */
    return g_strdup_printf (_("%s %+d s"),
                               white ? _("White") : _("Black"), sign == '-' ? -seconds : seconds);
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
  const char *none = _("none");
  if (!same_articles (recorded->articles, today->articles))
    /* TRANSLATORS: re-ruling: the articles cited by the arbiter, then today */
    g_ptr_array_add (
        r->differences,
        g_strdup_printf (_("articles: %s recorded, %s today"),
                            recorded->articles && *recorded->articles ? recorded->articles : none,
                            today->articles && *today->articles ? today->articles : none));
  g_autoptr (GHashTable) a = hakem_rerule_parse_data (recorded->data);
  g_autoptr (GHashTable) b = hakem_rerule_parse_data (today->data);
  g_autoptr (GPtrArray) keys = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer key;
  g_hash_table_iter_init (&iter, a);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    g_ptr_array_add (keys, key);
  g_hash_table_iter_init (&iter, b);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    if (!g_hash_table_contains (a, key))
      g_ptr_array_add (keys, key);
  g_ptr_array_sort (keys, keys_compare);
  for (guint i = 0; i < keys->len; i++)
    {
      const char *k = g_ptr_array_index (keys, i);
      const char *va = g_hash_table_lookup (a, k);
      const char *vb = g_hash_table_lookup (b, k);
      if (g_strcmp0 (va, vb) == 0)
        continue;
      g_autofree char *ta = va ? value_text (k, va) : g_strdup (none);
      g_autofree char *tb = vb ? value_text (k, vb) : g_strdup (none);
      /* TRANSLATORS: re-ruling: what differs (a name from the list above), the arbiter's value,
       * today's value */
      g_ptr_array_add (r->differences,
                       g_strdup_printf (_("%s: %s recorded, %s today"), key_text (k), ta, tb));
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
  g_autoptr (GHashTable) map = hakem_rerule_parse_data (incident->data);
  int count;
  if (hakem_rerule_data_int (map, "count", &count))
    illegal[is_key (map, "offender", "white") ? CHESS_WHITE : CHESS_BLACK] = count;
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
  g_autoptr (GHashTable) map = hakem_rerule_parse_data (incident->data);

  if (incident->kind == HAKEM_INCIDENT_PENALTY)
    {
      /* 12.9 leaves the penalty to the arbiter; what the Laws bound is the scores (10.2). */
      int scores[2];
      const char *text = g_hash_table_lookup (map, "scores");
      if (text && sscanf (text, "%d,%d", &scores[0], &scores[1]) == 2)
        {
          r->status = chess_score_check (scores[0], scores[1]) == CHESS_SCORE_OK
                          ? HAKEM_RERULE_SAME
                          : HAKEM_RERULE_DIFFERENT;
          if (r->status == HAKEM_RERULE_DIFFERENT)
            g_ptr_array_add (r->differences,
                             g_strdup (_("scores: outside what Article 10.2 allows")));
        }
      return r;
    }
  if (incident->kind != HAKEM_INCIDENT_CLAIM && incident->kind != HAKEM_INCIDENT_ILLEGAL_MOVE
      && incident->kind != HAKEM_INCIDENT_FLAG && incident->kind != HAKEM_INCIDENT_RESULT)
    return r;
  if (!incident->data || !*incident->data)
    {
      r->status = HAKEM_RERULE_CANNOT;
      g_ptr_array_add (r->differences,
                       g_strdup (_("The log keeps no details of this ruling to rule it again.")));
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
  gboolean ruled = TRUE, ok = FALSE;
  int ply = incident->ply;
  switch (incident->kind)
    {
    case HAKEM_INCIDENT_CLAIM:
      ok = rerule_claim (s, map);
      break;
    case HAKEM_INCIDENT_ILLEGAL_MOVE:
      ok = hakem_rerule_data_int (map, "ply", &ply) && rerule_irregularity (s, map, ply);
      break;
    case HAKEM_INCIDENT_FLAG:
      ok = rerule_flag (s, map);
      break;
    case HAKEM_INCIDENT_RESULT:
    default:
      ok = rerule_result (s, map, &ruled);
      break;
    }
  if (!ruled)
    return r;
  if (!ok || s->incidents->len != before + 1)
    {
      r->status = HAKEM_RERULE_CANNOT;
      g_ptr_array_add (r->differences,
                       g_strdup (_("Today's rules refuse this case as the log records it: "
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
