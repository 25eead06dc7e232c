/* hakem-casefile-read.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The case file's reader: a checked document rebuilt as a session.
 *
 * The schema has checked the document's shape (hakem-casefile-parse.c); here it is rebuilt in C
 * with what the schema cannot say: positions and time controls must parse, each move must be
 * legal, scores must obey 10.2. Everything is built in a fresh session that is swapped in only
 * when all of it was read, so a bad file leaves the session as it was.
 */
#include "config.h"

#include "hakem-casefile-private.h"

#include <string.h>

#include <glib/gi18n.h>

#include "chess-ended.h"
#include "chess-movegen.h"
#include "hakem-rules-text.h"
#include "hakem-session-private.h"
#include "hakem-text-safe.h"
#include "hakem-xml.h"

/* Reading values. ---------------------------------------------------------------------------- */

static gboolean
is_element (xmlNodePtr node, const char *name)
{
  return node->type == XML_ELEMENT_NODE && node->ns
         && xmlStrEqual (node->ns->href, BAD_CAST CASEFILE_NS)
         && (!name || xmlStrEqual (node->name, BAD_CAST name));
}

static xmlNodePtr
next_element (xmlNodePtr node, const char *name)
{
  for (; node; node = node->next)
    if (is_element (node, name))
      return node;
  return NULL;
}

static xmlNodePtr
child (xmlNodePtr parent, const char *name)
{
  return next_element (parent->children, name);
}

/* An optional child's text, or NULL. */
static char *
child_text (xmlNodePtr parent, const char *name)
{
  xmlNodePtr node = child (parent, name);
  return node ? hakem_xml_text (node) : NULL;
}

static gboolean
set_missing (GError **error, xmlNodePtr node, const char *attribute)
{
  g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
               _ ("Line %ld: <%s> lacks the attribute “%s”."), xmlGetLineNo (node),
               (const char *) node->name, attribute);
  return FALSE;
}

/* A whole number within bounds; def when the attribute is absent and not required. */
static gboolean
attr_int (xmlNodePtr node, const char *name, gint64 min, gint64 max, gboolean required, gint64 def,
          gint64 *out, GError **error)
{
  g_autofree char *text = hakem_xml_attr (node, name);
  if (!text)
    {
      if (required)
        return set_missing (error, node, name);
      *out = def;
      return TRUE;
    }
  /* The schema's numbers collapse whitespace and allow a '+'; so does this. */
  char *p = g_strstrip (text);
  if (*p == '+')
    p++;
  if (!g_ascii_string_to_signed (p, 10, min, max, out, NULL))
    {
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
                   /* TRANSLATORS: an attribute's name, an element's name (keep both), the
                    * bounds and the value the file gives. */
                   _ ("Line %ld: “%s” of <%s> must be a whole number from %lld to %lld, not "
                      "“%s”."),
                   xmlGetLineNo (node), name, (const char *) node->name, (long long) min,
                   (long long) max, text);
      return FALSE;
    }
  return TRUE;
}

static gboolean
attr_bool (xmlNodePtr node, const char *name, gboolean required, gboolean *out, GError **error)
{
  g_autofree char *text = hakem_xml_attr (node, name);
  if (!text)
    {
      if (required)
        return set_missing (error, node, name);
      *out = FALSE;
      return TRUE;
    }
  const char *p = g_strstrip (text);
  if (strcmp (p, "true") == 0 || strcmp (p, "1") == 0)
    *out = TRUE;
  else if (strcmp (p, "false") == 0 || strcmp (p, "0") == 0)
    *out = FALSE;
  else
    {
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
                   _ ("Line %ld: “%s” of <%s> must be true or false, not “%s”."),
                   xmlGetLineNo (node), name, (const char *) node->name, text);
      return FALSE;
    }
  return TRUE;
}

static gboolean
attr_color (xmlNodePtr node, const char *name, ChessColor *out, GError **error)
{
  g_autofree char *text = hakem_xml_attr (node, name);
  if (!text)
    return set_missing (error, node, name);
  if (!chess_color_from_name (text, out))
    {
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
                   _ ("Line %ld: “%s” of <%s> must be white or black, not “%s”."),
                   xmlGetLineNo (node), name, (const char *) node->name, text);
      return FALSE;
    }
  return TRUE;
}

static gboolean
attr_position (xmlNodePtr node, const char *name, ChessPosition *pos, GError **error)
{
  g_autofree char *fen = hakem_xml_attr (node, name);
  if (!fen)
    return set_missing (error, node, name);
  int column = 0;
  ChessFenError err = chess_position_from_fen (pos, fen, &column);
  if (err != CHESS_FEN_OK)
    {
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
                   /* TRANSLATORS: the FEN, the column in it, then why it cannot be read */
                   _ ("Line %ld: the position “%s” cannot be read at column %d: %s"),
                   xmlGetLineNo (node), fen, column, hakem_fen_error_text (err));
      return FALSE;
    }
  gboolean chess960;
  if (!attr_bool (node, "chess960", FALSE, &chess960, error))
    return FALSE;
  if (chess960)
    pos->chess960 = true;
  return TRUE;
}

/* The <move> children of parent, played into game (started at its position). */
static gboolean
read_moves (xmlNodePtr parent, ChessGame *game, GError **error)
{
  for (xmlNodePtr node = child (parent, "move"); node; node = next_element (node->next, "move"))
    {
      g_autofree char *uci = hakem_xml_attr (node, "uci");
      if (!uci)
        return set_missing (error, node, "uci");
      ChessMove move = hakem_session_legal_uci (&game->current, uci);
      if (move == CHESS_MOVE_NONE)
        {
          g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
                       /* TRANSLATORS: a move in UCI (e2e4) and a count of half-moves */
                       _ ("Line %ld: the move %s is not legal after %d half-moves."),
                       xmlGetLineNo (node), uci, game->count);
          return FALSE;
        }
      gint64 clock_ms, elapsed_ms;
      gboolean draw_offer;
      if (!attr_int (node, "clock-ms", -1, G_MAXINT32, FALSE, -1, &clock_ms, error)
          || !attr_int (node, "elapsed-ms", -1, G_MAXINT32, FALSE, -1, &elapsed_ms, error)
          || !attr_bool (node, "draw-offer", FALSE, &draw_offer, error))
        return FALSE;
      g_autofree char *nags = hakem_xml_attr (node, "nags");
      g_auto (GStrv) nag_list = nags ? g_strsplit_set (g_strstrip (nags), " \t\n\r", -1) : NULL;
      uint8_t nag_values[CHESS_GAME_MAX_NAGS];
      int nag_count = 0;
      for (int k = 0; nag_list && nag_list[k]; k++)
        {
          guint64 value;
          if (!*nag_list[k])
            continue;
          if (nag_count == CHESS_GAME_MAX_NAGS
              || !g_ascii_string_to_unsigned (nag_list[k], 10, 0, 255, &value, NULL))
            {
              g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
                           _ ("Line %ld: “nags” must be at most %d numbers from 0 to 255."),
                           xmlGetLineNo (node), CHESS_GAME_MAX_NAGS);
              return FALSE;
            }
          nag_values[nag_count++] = (uint8_t) value;
        }
      if (chess_game_push_legal (game, move) == CHESS_GAME_NO_MEMORY)
        g_error ("hakem-casefile: out of memory");
      ChessGameMove *m = &game->moves[game->count - 1];
      m->clock_ms = (int32_t) clock_ms;
      m->elapsed_ms = (int32_t) elapsed_ms;
      m->draw_offer = draw_offer;
      m->nag_count = (uint8_t) nag_count;
      memcpy (m->nags, nag_values, (size_t) nag_count);
      g_autofree char *comment = child_text (node, "comment");
      if (comment)
        chess_game_set_comment (game, game->count, comment);
      m->variations = child_text (node, "variations");
    }
  return TRUE;
}

static gboolean
read_game (xmlNodePtr node, ChessGame *game, HakemEndReason *end_reason, char **end_articles,
           GError **error)
{
  ChessPosition start;
  if (!attr_position (node, "start", &start, error))
    return FALSE;
  chess_game_init (game, &start);
  for (xmlNodePtr tag = child (node, "tag"); tag; tag = next_element (tag->next, "tag"))
    {
      g_autofree char *name = hakem_xml_attr (tag, "name");
      if (!name)
        return set_missing (error, tag, "name");
      g_autofree char *value = hakem_xml_text (tag);
      /* A player's name with a line end would forge lines where it is printed (monitor). */
      g_autofree char *what = g_strdup_printf (_ ("the tag “%s”"), name);
      if (!hakem_text_check_line (name, what, xmlGetLineNo (tag), HAKEM_CASEFILE_ERROR,
                                  HAKEM_CASEFILE_ERROR_INVALID, error)
          || !hakem_text_check_line (value, what, xmlGetLineNo (tag), HAKEM_CASEFILE_ERROR,
                                     HAKEM_CASEFILE_ERROR_INVALID, error))
        return FALSE;
      if (!chess_game_set_tag (game, name, value))
        {
          g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
                       _ ("Line %ld: the game has more than %d tags, the most Hakem reads."),
                       xmlGetLineNo (tag), CHESS_GAME_MAX_TAGS);
          return FALSE;
        }
    }
  g_autofree char *comment = child_text (node, "comment");
  if (comment)
    chess_game_set_comment (game, 0, comment);
  if (!read_moves (node, game, error))
    return FALSE;
  g_autofree char *result = hakem_xml_attr (node, "result");
  g_autofree char *ending = hakem_xml_attr (node, "ending");
  if (!result)
    return set_missing (error, node, "result");
  if (!ending)
    return set_missing (error, node, "ending");
  gboolean ending_known = chess_ending_from_word (ending, &game->ending);
  if (!chess_result_from_string (result, &game->result) || !ending_known)
    {
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
                   _ ("Line %ld: the result “%s” or the ending “%s” is not one Hakem knows."),
                   xmlGetLineNo (node), result, ending);
      return FALSE;
    }
  /* Why it ended: files written before the reason was kept have none (the ending tells). */
  g_autofree char *reason = hakem_xml_attr (node, "reason");
  *end_reason = HAKEM_END_NONE;
  if (reason && !hakem_end_reason_from_key (reason, end_reason))
    {
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
                   _ ("Line %ld: the reason “%s” is not one Hakem knows."), xmlGetLineNo (node),
                   reason);
      return FALSE;
    }
  *end_articles = hakem_xml_attr (node, "reason-articles");
  return TRUE;
}

/* A wall time as the schema's wallTime allows it: offset Z, ±hh:mm, ±hhmm or ±hh; NULL when
 * GLib cannot read it (the schema's pattern does not check the ranges of months or hours). */
static GDateTime *
parse_time (const char *text)
{
  g_autofree char *copy = g_strstrip (g_strdup (text));
  g_autoptr (GTimeZone) local = g_time_zone_new_local ();
  return g_date_time_new_from_iso8601 (copy, local);
}

/* The clock as saved, stopped at the saved times; what it was doing then in *saved. */
static gboolean
read_clock (xmlNodePtr node, ChessClock *clock, HakemSavedClock *saved, GError **error)
{
  g_autofree char *tc_text = hakem_xml_attr (node, "time-control");
  if (!tc_text)
    return set_missing (error, node, "time-control");
  ChessTimeControl tc;
  int column = 0;
  ChessTimeControlError tc_err = chess_time_control_parse (&tc, tc_text, &column);
  if (tc_err != CHESS_TIME_CONTROL_OK)
    {
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
                   /* TRANSLATORS: the time control, the column in it, then why */
                   _ ("Line %ld: the time control “%s” cannot be read at column %d: %s"),
                   xmlGetLineNo (node), tc_text, column, hakem_time_control_error_text (tc_err));
      return FALSE;
    }
  gboolean started, running;
  ChessColor to_move;
  if (!attr_bool (node, "started", TRUE, &started, error)
      || !attr_bool (node, "running", TRUE, &running, error)
      || !attr_color (node, "to-move", &to_move, error))
    return FALSE;
  ChessColor first = CHESS_WHITE;
  g_autofree char *first_text = hakem_xml_attr (node, "first-flag");
  if (first_text && !attr_color (node, "first-flag", &first, error))
    return FALSE;

  int64_t remaining[2] = { 0, 0 };
  int moves[2] = { 0, 0 };
  gboolean frozen[2] = { FALSE, FALSE }, low[2] = { FALSE, FALSE }, flag[2] = { FALSE, FALSE };
  int flag_moves[2] = { 0, 0 };
  gboolean seen[2] = { FALSE, FALSE };
  for (xmlNodePtr side = child (node, "side"); side; side = next_element (side->next, "side"))
    {
      ChessColor c;
      gint64 ms, n, fm;
      if (!attr_color (side, "color", &c, error)
          || !attr_int (side, "remaining-ms", -1, MAX_READING_MS, TRUE, 0, &ms, error)
          || !attr_int (side, "moves", 0, MAX_COUNT, TRUE, 0, &n, error)
          || !attr_bool (side, "frozen", FALSE, &frozen[c], error)
          || !attr_bool (side, "low", FALSE, &low[c], error)
          || !attr_bool (side, "flag", FALSE, &flag[c], error)
          || !attr_int (side, "flag-moves", 0, MAX_COUNT, FALSE, 0, &fm, error))
        return FALSE;
      if (seen[c])
        {
          g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
                       _ ("Line %ld: the clock gives %s's time twice."), xmlGetLineNo (side),
                       hakem_casefile_color_key (c));
          return FALSE;
        }
      seen[c] = TRUE;
      remaining[c] = MAX (ms, 0) * 1000;
      moves[c] = (int) n;
      flag_moves[c] = (int) fm;
    }
  if (!seen[0] || !seen[1])
    {
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
                   _ ("Line %ld: the clock must give both players' times."), xmlGetLineNo (node));
      return FALSE;
    }

  gboolean has_clock
      = tc.kind == CHESS_TIME_CONTROL_PERIODS || tc.kind == CHESS_TIME_CONTROL_SANDCLOCK;
  saved->running = running;
  saved->running_side = to_move;
  for (int c = 0; c < 2; c++)
    saved->ms[c] = has_clock ? remaining[c] / 1000 : -1;
  chess_clock_init (clock, &tc);
  if (!has_clock)
    return TRUE; /* no clock to set */
  if (chess_clock_set (clock, remaining, moves, to_move) != CHESS_CLOCK_OK)
    {
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
                   _ ("Line %ld: the clock cannot be set to these times."), xmlGetLineNo (node));
      return FALSE;
    }
  if (started || running)
    {
      gint64 now = g_get_monotonic_time ();
      chess_clock_start (clock, now);
      chess_clock_stop (clock, now);
    }
  /* What chess_clock_set clears: the fallen flags and 8.4's record. The instants of the flags
   * belonged to another run of the monotonic clock; their order is what counts. */
  gint64 now = g_get_monotonic_time ();
  memset (&clock->flags, 0, sizeof clock->flags);
  for (int c = 0; c < 2; c++)
    {
      clock->frozen[c] = frozen[c];
      clock->low[c] = low[c] || clock->low[c];
      clock->flags.fallen[c] = flag[c];
      clock->flags.moves[c] = flag_moves[c];
      clock->flags.at_us[c] = now;
    }
  clock->flags.first = flag[0] && flag[1] ? first : flag[0] ? CHESS_WHITE : CHESS_BLACK;
  return TRUE;
}

/* The embedded regulations, read by their own loader from a document of their own. */
static HakemRegulations *
read_regulations (xmlNodePtr node, gboolean *set_for_event, GError **error)
{
  if (!attr_bool (node, "set-for-event", TRUE, set_for_event, error))
    return NULL;
  xmlNodePtr regs_node = NULL;
  for (xmlNodePtr n = node->children; n; n = n->next)
    if (n->type == XML_ELEMENT_NODE)
      {
        regs_node = n;
        break;
      }
  if (!regs_node || !regs_node->ns || !xmlStrEqual (regs_node->ns->href, BAD_CAST REGULATIONS_NS))
    {
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
                   _ ("Line %ld: <regulations-profile> holds no regulations."),
                   xmlGetLineNo (node));
      return NULL;
    }
  xmlDocPtr doc = xmlNewDoc (BAD_CAST "1.0");
  xmlDocSetRootElement (doc, xmlDocCopyNode (regs_node, doc, 1));
  xmlChar *mem = NULL;
  int size = 0;
  xmlDocDumpMemoryEnc (doc, &mem, &size, "UTF-8");
  xmlFreeDoc (doc);
  g_autoptr (GError) local_error = NULL;
  HakemRegulations *regs
      = mem ? hakem_regulations_parse ((const char *) mem, (gsize) size, &local_error) : NULL;
  xmlFree (mem);
  if (!regs)
    {
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
                   /* TRANSLATORS: the line of the regulations in the case file, then what the
                    * regulations' reader says about them */
                   _ ("Line %ld: the regulations in the case file are not valid: %s"),
                   xmlGetLineNo (regs_node), local_error ? local_error->message : "?");
      return NULL;
    }
  return regs;
}

static gboolean
read_counts (xmlNodePtr node, int illegal[2], gboolean *scores_set, int scores[2], GError **error)
{
  gint64 iw, ib, sw, sb;
  if (!attr_int (node, "illegal-white", 0, MAX_COUNT, TRUE, 0, &iw, error)
      || !attr_int (node, "illegal-black", 0, MAX_COUNT, TRUE, 0, &ib, error)
      || !attr_bool (node, "scores-set", TRUE, scores_set, error)
      || !attr_int (node, "score-white", CHESS_SCORE_UNSET, CHESS_SCORE_WIN, TRUE, 0, &sw, error)
      || !attr_int (node, "score-black", CHESS_SCORE_UNSET, CHESS_SCORE_WIN, TRUE, 0, &sb, error))
    return FALSE;
  illegal[0] = (int) iw;
  illegal[1] = (int) ib;
  scores[0] = (int) sw;
  scores[1] = (int) sb;
  /* 10.2: scores a penalty set are each 0, 1/2 or 1 and together at most 1; an unset one
   * counts as nothing. */
  if (*scores_set
      && chess_score_check (scores[0] < 0 ? 0 : scores[0], scores[1] < 0 ? 0 : scores[1])
             != CHESS_SCORE_OK)
    {
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
                   _ ("Line %ld: the scores break Article 10.2 (each 0, 1/2 or 1, together at "
                      "most 1)."),
                   xmlGetLineNo (node));
      return FALSE;
    }
  return TRUE;
}

static HakemIncident *
read_incident (xmlNodePtr node, GError **error)
{
  g_autofree char *kind_text = hakem_xml_attr (node, "kind");
  g_autofree char *time_text = hakem_xml_attr (node, "time");
  g_autofree char *articles = hakem_xml_attr (node, "articles");
  HakemIncidentKind kind;
  if (!kind_text || !time_text)
    {
      set_missing (error, node, kind_text ? "time" : "kind");
      return NULL;
    }
  if (!hakem_incident_kind_from_string (kind_text, &kind))
    {
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
                   _ ("Line %ld: “%s” is no kind of incident Hakem knows."), xmlGetLineNo (node),
                   kind_text);
      return NULL;
    }
  GDateTime *when = parse_time (time_text);
  if (!when)
    {
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
                   _ ("Line %ld: the time “%s” of the incident cannot be read."),
                   xmlGetLineNo (node), time_text);
      return NULL;
    }
  gint64 ply, ms[2];
  if (!attr_int (node, "ply", 0, MAX_COUNT, TRUE, 0, &ply, error)
      || !attr_int (node, "white-ms", -1, MAX_READING_MS, TRUE, 0, &ms[0], error)
      || !attr_int (node, "black-ms", -1, MAX_READING_MS, TRUE, 0, &ms[1], error))
    {
      g_date_time_unref (when);
      return NULL;
    }
  g_autofree char *ruling = child_text (node, "ruling");
  g_autofree char *note = child_text (node, "note");
  HakemIncident *incident = hakem_incident_new (kind, (int) ply, ms, articles, ruling, note);
  g_date_time_unref (incident->wall_time);
  incident->wall_time = when;
  incident->data = child_text (node, "data");
  return incident;
}

static void
record_free (HakemReconstructionRecord *record)
{
  if (!record)
    return;
  chess_reconstruction_clear (&record->reconstruction);
  g_free (record->replaced_pgn);
  hakem_reconciliation_free (record->reconciliation);
  g_free (record);
}

static HakemReconstructionRecord *
read_reconstruction (xmlNodePtr node, GError **error)
{
  xmlNodePtr snap_node = child (node, "snapshot");
  xmlNodePtr replay_node = child (node, "replay");
  if (!snap_node || !replay_node)
    {
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
                   _ ("Line %ld: a reconstruction needs its <snapshot> and <replay>."),
                   xmlGetLineNo (node));
      return NULL;
    }
  ChessReconstructSnapshot snap;
  memset (&snap, 0, sizeof snap);
  gint64 ms[2], moves_made;
  gboolean adopted;
  g_autofree char *running = hakem_xml_attr (snap_node, "running");
  if (!attr_bool (node, "adopted", TRUE, &adopted, error)
      || !attr_position (snap_node, "position", &snap.actual, error)
      || !attr_int (snap_node, "white-ms", -1, MAX_READING_MS, TRUE, 0, &ms[0], error)
      || !attr_int (snap_node, "black-ms", -1, MAX_READING_MS, TRUE, 0, &ms[1], error)
      || !attr_int (snap_node, "moves-made", -1, MAX_COUNT, TRUE, 0, &moves_made, error))
    return NULL;
  if (!running)
    {
      set_missing (error, snap_node, "running");
      return NULL;
    }
  snap.remaining_ms[0] = ms[0];
  snap.remaining_ms[1] = ms[1];
  snap.moves_made = (int) moves_made;
  snap.running_known = strcmp (running, "unknown") != 0;
  if (snap.running_known && !attr_color (snap_node, "running", &snap.running, error))
    return NULL;
  ChessPosition start;
  if (!attr_position (replay_node, "start", &start, error))
    return NULL;
  HakemReconstructionRecord *record = g_new0 (HakemReconstructionRecord, 1);
  chess_reconstruction_init (&record->reconstruction, &snap, &start);
  record->adopted = adopted;
  record->replaced_pgn = child_text (node, "replaced");
  /* Files written before the replaced record's start was kept have none (hakem-case-records.c
   * then finds it). */
  xmlNodePtr replaced = child (node, "replaced");
  if (replaced && xmlHasNsProp (replaced, BAD_CAST "start", NULL))
    {
      if (!attr_position (replaced, "start", &record->replaced_start, error))
        {
          record_free (record);
          return NULL;
        }
      record->replaced_start_known = TRUE;
    }
  if (!read_moves (replay_node, &record->reconstruction.replay, error))
    {
      record_free (record);
      return NULL;
    }
  xmlNodePtr reconciliation = child (node, "reconciliation");
  if (reconciliation)
    {
      record->reconciliation = hakem_casefile_read_reconciliation (reconciliation, &start, error);
      if (!record->reconciliation)
        {
          record_free (record);
          return NULL;
        }
    }
  return record;
}

/* Everything read from a document before it goes into a session. */
typedef struct
{
  ChessGame game;
  ChessClock clock;
  HakemRegulations *regs;
  gboolean set_for_event;
  int illegal[2];
  gboolean scores_set;
  int scores[2];
  HakemEndReason end_reason;
  char *end_articles;
  GPtrArray *incidents;
  GPtrArray *records;
  HakemSavedClock saved;
} CaseContents;

static void
contents_clear (CaseContents *c)
{
  chess_game_clear (&c->game);
  g_clear_pointer (&c->end_articles, g_free);
  g_clear_pointer (&c->regs, hakem_regulations_free);
  g_clear_pointer (&c->incidents, g_ptr_array_unref);
  g_clear_pointer (&c->records, g_ptr_array_unref);
  hakem_saved_clock_clear (&c->saved);
}

static gboolean
read_contents (xmlNodePtr root, CaseContents *c, GError **error)
{
  xmlNodePtr game = child (root, "game"), clock = child (root, "clock");
  xmlNodePtr profile = child (root, "regulations-profile"), counts = child (root, "counts");
  xmlNodePtr incidents = child (root, "incidents");
  xmlNodePtr records = child (root, "reconstructions");
  if (!game || !clock || !profile || !counts || !incidents || !records)
    {
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
                   _ ("Line %ld: the case file lacks a part (game, clock, regulations, counts, "
                      "incidents or reconstructions)."),
                   xmlGetLineNo (root));
      return FALSE;
    }
  g_autofree char *saved_text = hakem_xml_attr (root, "saved");
  if (!saved_text)
    return set_missing (error, root, "saved");
  g_autoptr (GDateTime) saved_at = parse_time (saved_text);
  if (!saved_at)
    {
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
                   _ ("Line %ld: the time “%s” at which the case file was saved cannot be read."),
                   xmlGetLineNo (root), saved_text);
      return FALSE;
    }
  c->saved.saved_at = g_date_time_to_local (saved_at);
  if (!read_game (game, &c->game, &c->end_reason, &c->end_articles, error)
      || !read_clock (clock, &c->clock, &c->saved, error)
      || !(c->regs = read_regulations (profile, &c->set_for_event, error))
      || !read_counts (counts, c->illegal, &c->scores_set, c->scores, error))
    return FALSE;
  c->incidents = g_ptr_array_new_with_free_func ((GDestroyNotify) hakem_incident_free);
  for (xmlNodePtr n = child (incidents, "incident"); n; n = next_element (n->next, "incident"))
    {
      HakemIncident *incident = read_incident (n, error);
      if (!incident)
        return FALSE;
      g_ptr_array_add (c->incidents, incident);
    }
  c->records = g_ptr_array_new_with_free_func ((GDestroyNotify) record_free);
  for (xmlNodePtr n = child (records, "reconstruction"); n;
       n = next_element (n->next, "reconstruction"))
    {
      HakemReconstructionRecord *record = read_reconstruction (n, error);
      if (!record)
        return FALSE;
      g_ptr_array_add (c->records, record);
    }
  return TRUE;
}

void
hakem_saved_clock_clear (HakemSavedClock *saved)
{
  g_return_if_fail (saved != NULL);
  g_clear_pointer (&saved->saved_at, g_date_time_unref);
}

gboolean
hakem_casefile_from_xml (HakemSession *session, const char *data, gsize length, GError **error)
{
  return hakem_casefile_from_xml_full (session, data, length, NULL, error);
}

gboolean
hakem_casefile_from_xml_full (HakemSession *session, const char *data, gsize length,
                              HakemSavedClock *saved, GError **error)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (session), FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  xmlDocPtr doc = hakem_casefile_read_document (data, length, error);
  if (!doc)
    return FALSE;
  CaseContents c;
  memset (&c, 0, sizeof c);
  gboolean ok = read_contents (xmlDocGetRootElement (doc), &c, error);
  xmlFreeDoc (doc);
  if (!ok)
    {
      contents_clear (&c);
      return FALSE;
    }

  /* All of it was read: build the new session apart, then swap it in at once. */
  HakemSession *fresh = hakem_session_new ();
  hakem_session_restore_game (fresh, &c.game, &c.clock);
  hakem_session_restore_regulations (fresh, g_steal_pointer (&c.regs), c.set_for_event);
  hakem_session_restore_counts (fresh, c.illegal, c.scores_set, c.scores);
  hakem_session_restore_end_reason (fresh, c.end_reason, c.end_articles);
  for (guint i = 0; i < c.incidents->len; i++)
    hakem_session_add_incident (fresh, g_steal_pointer (&c.incidents->pdata[i]));
  for (guint i = 0; i < c.records->len; i++)
    hakem_session_restore_reconstruction (fresh, g_steal_pointer (&c.records->pdata[i]));
  if (saved)
    {
      hakem_saved_clock_clear (saved);
      *saved = c.saved;
      c.saved.saved_at = NULL;
    }
  contents_clear (&c);
  hakem_session_swap (session, fresh);
  g_object_unref (fresh);
  return TRUE;
}
