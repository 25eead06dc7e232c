/* hakem-casefile-write.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The case file's writer: a session as a document in urn:hakem:casefile:1.
 *
 * It writes nothing its reader would refuse: text is made valid UTF-8 without the control
 * characters XML 1.0 forbids.
 */
#include "config.h"

#include "hakem-casefile-private.h"

#include <string.h>

#include <libxml/parser.h>

#include "chess-ended.h"

/* Values. ------------------------------------------------------------------------------------ */

/* Text as XML 1.0 can carry it: valid UTF-8 without the control characters it forbids. */
static char *
xml_text (const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text ? text : "", -1);
  GString *s = g_string_sized_new (strlen (valid));
  for (const char *p = valid; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0xFFFE || c == 0xFFFF)
        continue;
      g_string_append_unichar (s, c);
    }
  return g_string_free (s, FALSE);
}

static void
put_attr (xmlNodePtr node, const char *name, const char *value)
{
  g_autofree char *text = xml_text (value);
  xmlNewProp (node, BAD_CAST name, BAD_CAST text);
}

static void
put_int (xmlNodePtr node, const char *name, gint64 value)
{
  char buf[32];
  g_snprintf (buf, sizeof buf, "%" G_GINT64_FORMAT, value);
  xmlNewProp (node, BAD_CAST name, BAD_CAST buf);
}

static void
put_bool (xmlNodePtr node, const char *name, gboolean value)
{
  xmlNewProp (node, BAD_CAST name, BAD_CAST (value ? "true" : "false"));
}

/* A wall time as xs:dateTime takes it: the offset as Z or ±hh:mm. ISO 8601 (and
 * g_date_time_format_iso8601) also allows ±hh, which the schema's type refuses: a file written so
 * in any whole-hour time zone would not load. An offset that is no whole number of minutes or
 * beyond ±14:00 (the type's bounds; old dates' local mean time) is written in UTC. */
static void
put_time (xmlNodePtr node, const char *name, GDateTime *time)
{
  g_autoptr (GDateTime) utc = NULL;
  GTimeSpan offset = g_date_time_get_utc_offset (time);
  if (offset % G_TIME_SPAN_MINUTE != 0 || ABS (offset) > 14 * G_TIME_SPAN_HOUR)
    {
      time = utc = g_date_time_to_utc (time);
      offset = 0;
    }
  g_autofree char *date = g_date_time_format (time, "%C%y-%m-%dT%H:%M:%S");
  GString *text = g_string_new (date);
  int us = g_date_time_get_microsecond (time);
  if (us != 0)
    g_string_append_printf (text, ".%06d", us);
  if (offset == 0)
    g_string_append_c (text, 'Z');
  else
    {
      gint64 minutes = ABS (offset) / G_TIME_SPAN_MINUTE;
      g_string_append_printf (text, "%c%02d:%02d", offset < 0 ? '-' : '+', (int) (minutes / 60),
                              (int) (minutes % 60));
    }
  xmlNewProp (node, BAD_CAST name, BAD_CAST text->str);
  g_string_free (text, TRUE);
}

static void
put_text_child (xmlNodePtr parent, xmlNsPtr ns, const char *name, const char *text)
{
  g_autofree char *clean = xml_text (text);
  xmlNewTextChild (parent, ns, BAD_CAST name, BAD_CAST clean);
}

static void
put_position (xmlNodePtr node, const char *name, const ChessPosition *pos)
{
  char fen[CHESS_FEN_MAX];
  chess_position_to_fen (pos, pos->chess960 ? CHESS_FEN_STYLE_SHREDDER : CHESS_FEN_STYLE_XFEN, fen,
                         sizeof fen);
  put_attr (node, name, fen);
  if (pos->chess960)
    put_bool (node, "chess960", TRUE);
}

static void
write_moves (xmlNodePtr parent, xmlNsPtr ns, const ChessGame *game)
{
  ChessPosition pos = game->start;
  for (int i = 0; i < game->count; i++)
    {
      const ChessGameMove *m = &game->moves[i];
      xmlNodePtr node = xmlNewChild (parent, ns, BAD_CAST "move", NULL);
      char uci[8];
      put_attr (node, "uci", chess_move_to_uci (&pos, m->move, uci));
      if (m->clock_ms >= 0)
        put_int (node, "clock-ms", m->clock_ms);
      if (m->elapsed_ms >= 0)
        put_int (node, "elapsed-ms", m->elapsed_ms);
      if (m->draw_offer)
        put_bool (node, "draw-offer", TRUE);
      if (m->nag_count > 0)
        {
          GString *nags = g_string_new (NULL);
          for (int k = 0; k < m->nag_count && k < CHESS_GAME_MAX_NAGS; k++)
            g_string_append_printf (nags, "%s%u", k ? " " : "", m->nags[k]);
          put_attr (node, "nags", nags->str);
          g_string_free (nags, TRUE);
        }
      if (m->comment)
        put_text_child (node, ns, "comment", m->comment);
      if (m->variations)
        put_text_child (node, ns, "variations", m->variations);
      ChessUndo undo;
      chess_position_make (&pos, m->move, &undo);
    }
}

static void
write_game (xmlNodePtr root, xmlNsPtr ns, HakemSession *session)
{
  const ChessGame *game = hakem_session_get_game (session);
  xmlNodePtr node = xmlNewChild (root, ns, BAD_CAST "game", NULL);
  put_position (node, "start", &game->start);
  put_attr (node, "result", chess_result_to_string (game->result));
  put_attr (node, "ending", chess_ending_word (game->ending));
  const char *articles;
  HakemEndReason reason = hakem_session_get_end_reason (session, &articles);
  if (reason != HAKEM_END_NONE)
    {
      put_attr (node, "reason", hakem_end_reason_to_key (reason));
      if (*articles)
        put_attr (node, "reason-articles", articles);
    }
  for (int i = 0; i < game->tag_count; i++)
    {
      g_autofree char *value = xml_text (game->tags[i].value);
      xmlNodePtr tag = xmlNewTextChild (node, ns, BAD_CAST "tag", BAD_CAST value);
      put_attr (tag, "name", game->tags[i].name);
    }
  if (game->comment)
    put_text_child (node, ns, "comment", game->comment);
  write_moves (node, ns, game);
}

static void
write_clock (xmlNodePtr root, xmlNsPtr ns, const ChessClock *clock)
{
  gint64 now = g_get_monotonic_time ();
  ChessClockFlags flags;
  chess_clock_flag_fall (clock, now, &flags);
  gboolean has_clock = clock->tc.kind == CHESS_TIME_CONTROL_PERIODS
                       || clock->tc.kind == CHESS_TIME_CONTROL_SANDCLOCK;
  xmlNodePtr node = xmlNewChild (root, ns, BAD_CAST "clock", NULL);
  char tc[CHESS_TIME_CONTROL_PGN_MAX];
  chess_time_control_to_pgn (&clock->tc, tc, sizeof tc);
  put_attr (node, "time-control", tc);
  put_bool (node, "started", clock->started);
  put_bool (node, "running", clock->running);
  put_attr (node, "to-move", hakem_casefile_color_key (clock->to_move));
  if (flags.fallen[0] || flags.fallen[1])
    put_attr (node, "first-flag", hakem_casefile_color_key (flags.first));
  for (int c = 0; c < 2; c++)
    {
      xmlNodePtr side = xmlNewChild (node, ns, BAD_CAST "side", NULL);
      put_attr (side, "color", hakem_casefile_color_key ((ChessColor) c));
      put_int (side, "remaining-ms",
               has_clock ? chess_clock_remaining (clock, (ChessColor) c, now) / 1000 : 0);
      put_int (side, "moves", clock->moves[c]);
      /* A flag that fell since the clock was last asked has not frozen it yet: it will. */
      gboolean frozen = clock->frozen[c] || (flags.fallen[c] && !clock->flags.fallen[c]);
      if (frozen)
        put_bool (side, "frozen", TRUE);
      if (clock->low[c] || frozen)
        put_bool (side, "low", TRUE);
      if (flags.fallen[c])
        {
          put_bool (side, "flag", TRUE);
          put_int (side, "flag-moves", flags.moves[c]);
        }
    }
}

static void
write_regulations (xmlNodePtr root, xmlNsPtr ns, HakemSession *session)
{
  xmlNodePtr node = xmlNewChild (root, ns, BAD_CAST "regulations-profile", NULL);
  put_bool (node, "set-for-event", hakem_session_get_regulations_explicit (session));
  const HakemRegulations *regs = hakem_session_get_regulations (session);
  g_autoptr (HakemRegulations) fallback = NULL;
  if (!regs)
    regs = fallback = hakem_regulations_for_time_control (hakem_session_get_time_control (session));
  if (!regs)
    return;
  /* Our own writer's output: read back as it is, to embed the element with its namespace. */
  g_autofree char *xml = hakem_regulations_to_xml (regs);
  xmlDocPtr doc = xmlReadMemory (xml, (int) strlen (xml), NULL, "UTF-8",
                                 XML_PARSE_NONET | XML_PARSE_NOBLANKS | XML_PARSE_NOERROR
                                     | XML_PARSE_NOWARNING);
  if (!doc)
    return;
  xmlNodePtr regs_root = xmlDocGetRootElement (doc);
  if (regs_root)
    xmlAddChild (node, xmlDocCopyNode (regs_root, root->doc, 1));
  xmlFreeDoc (doc);
}

static void
write_counts (xmlNodePtr root, xmlNsPtr ns, HakemSession *session)
{
  xmlNodePtr node = xmlNewChild (root, ns, BAD_CAST "counts", NULL);
  put_int (node, "illegal-white", hakem_session_get_illegal_count (session, CHESS_WHITE));
  put_int (node, "illegal-black", hakem_session_get_illegal_count (session, CHESS_BLACK));
  gboolean set = hakem_session_get_scores_set (session);
  int scores[2] = { CHESS_SCORE_UNSET, CHESS_SCORE_UNSET };
  if (set)
    hakem_session_get_scores (session, scores);
  put_bool (node, "scores-set", set);
  put_int (node, "score-white", scores[0]);
  put_int (node, "score-black", scores[1]);
}

static void
write_incidents (xmlNodePtr root, xmlNsPtr ns, HakemSession *session)
{
  xmlNodePtr list = xmlNewChild (root, ns, BAD_CAST "incidents", NULL);
  guint n = hakem_session_get_incident_count (session);
  for (guint i = 0; i < n; i++)
    {
      const HakemIncident *incident = hakem_session_get_incident (session, i);
      xmlNodePtr node = xmlNewChild (list, ns, BAD_CAST "incident", NULL);
      const char *kind = hakem_incident_kind_to_string (incident->kind);
      put_attr (node, "kind", kind ? kind : "note");
      g_autoptr (GDateTime) now = g_date_time_new_now_local ();
      put_time (node, "time", incident->wall_time ? incident->wall_time : now);
      put_int (node, "ply", CLAMP (incident->ply, 0, MAX_COUNT));
      put_int (node, "white-ms", CLAMP (incident->clock_ms[0], -1, MAX_READING_MS));
      put_int (node, "black-ms", CLAMP (incident->clock_ms[1], -1, MAX_READING_MS));
      put_attr (node, "articles", incident->articles);
      put_text_child (node, ns, "ruling", incident->ruling);
      if (incident->note)
        put_text_child (node, ns, "note", incident->note);
      if (incident->data)
        put_text_child (node, ns, "data", incident->data);
    }
}

static void
write_reconstructions (xmlNodePtr root, xmlNsPtr ns, HakemSession *session)
{
  xmlNodePtr list = xmlNewChild (root, ns, BAD_CAST "reconstructions", NULL);
  guint n = hakem_session_get_reconstruction_count (session);
  for (guint i = 0; i < n; i++)
    {
      const HakemReconstructionRecord *record = hakem_session_get_reconstruction (session, i);
      const ChessReconstructSnapshot *snap = &record->reconstruction.snapshot;
      xmlNodePtr node = xmlNewChild (list, ns, BAD_CAST "reconstruction", NULL);
      put_bool (node, "adopted", record->adopted);
      xmlNodePtr s = xmlNewChild (node, ns, BAD_CAST "snapshot", NULL);
      put_position (s, "position", &snap->actual);
      put_int (s, "white-ms", CLAMP (snap->remaining_ms[0], -1, MAX_READING_MS));
      put_int (s, "black-ms", CLAMP (snap->remaining_ms[1], -1, MAX_READING_MS));
      put_attr (s, "running",
                snap->running_known ? hakem_casefile_color_key (snap->running) : "unknown");
      put_int (s, "moves-made", CLAMP (snap->moves_made, -1, MAX_COUNT));
      xmlNodePtr replay = xmlNewChild (node, ns, BAD_CAST "replay", NULL);
      put_position (replay, "start", &record->reconstruction.replay.start);
      write_moves (replay, ns, &record->reconstruction.replay);
      if (record->replaced_pgn)
        {
          g_autofree char *clean = xml_text (record->replaced_pgn);
          xmlNodePtr replaced = xmlNewTextChild (node, ns, BAD_CAST "replaced", BAD_CAST clean);
          if (record->replaced_start_known)
            put_position (replaced, "start", &record->replaced_start);
        }
      if (record->reconciliation)
        hakem_casefile_write_reconciliation (node, ns, record->reconciliation);
    }
}

char *
hakem_casefile_to_xml (HakemSession *session)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (session), NULL);
  xmlDocPtr doc = xmlNewDoc (BAD_CAST "1.0");
  xmlNodePtr root = xmlNewDocNode (doc, NULL, BAD_CAST "casefile", NULL);
  xmlDocSetRootElement (doc, root);
  xmlNsPtr ns = xmlNewNs (root, BAD_CAST CASEFILE_NS, NULL);
  xmlSetNs (root, ns);
  put_attr (root, "version", "1");
  /* When the clock's readings were taken too (write_clock, a moment later): the restore tells
   * the arbiter what a running clock showed at that time. */
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  put_time (root, "saved", now);

  write_game (root, ns, session);
  write_clock (root, ns, hakem_session_get_clock (session));
  write_regulations (root, ns, session);
  write_counts (root, ns, session);
  write_incidents (root, ns, session);
  write_reconstructions (root, ns, session);

  xmlChar *mem = NULL;
  int size = 0;
  xmlDocDumpFormatMemoryEnc (doc, &mem, &size, "UTF-8", 1);
  xmlFreeDoc (doc);
  if (!mem)
    g_error ("hakem-casefile: out of memory");
  char *text = g_strndup ((const char *) mem, (gsize) size);
  xmlFree (mem);
  return text;
}
