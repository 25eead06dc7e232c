/* hakem-casefile.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The case file: a session written as XML, read back with every check, saved atomically, and
 * the autosave that keeps the file current after each change.
 *
 * A case file may come from anyone (an appeals committee's mail, a USB stick), so the reader
 * trusts nothing, as the regulations reader does: the size is checked before libxml2 sees a
 * byte; the parser runs without network, DTD loading, entity substitution or XML_PARSE_HUGE; a
 * DOCTYPE stops the parser the moment it is seen; errors go to handlers on this parse's own
 * contexts. The document is then checked against hakem-casefile.xsd (the copy compiled in) and
 * rebuilt in C with what the schema cannot say: positions and time controls must parse, each
 * move must be legal, scores must obey 10.2. Everything is built in a fresh session that is
 * swapped in only when all of it was read, so a bad file leaves the session as it was.
 *
 * The writer writes nothing its reader would refuse: text is made valid UTF-8 without the
 * control characters XML 1.0 forbids.
 */
#include "config.h"

#include "hakem-casefile.h"

#include <errno.h>
#include <string.h>

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlschemas.h>

#include "chess-movegen.h"
#include "hakem-model-resources.h"
#include "hakem-rules-text.h"

#define CASEFILE_NS "urn:hakem:casefile:1"
#define REGULATIONS_NS "urn:hakem:regulations:1"
#define MAX_MIB 16
#define MAX_BYTES ((gsize) MAX_MIB * 1024 * 1024)
#define SCHEMA_PATH "/io/github/hakem/Hakem/model/hakem-casefile.xsd"
#define MAX_COUNT 1000000
#define MAX_READING_MS G_GINT64_CONSTANT (1000000000000000)

G_DEFINE_QUARK (hakem-casefile-error-quark, hakem_casefile_error)

static const char *const ending_names[] = {
  [CHESS_ENDING_NONE] = "none",
  [CHESS_ENDING_CHECKMATE] = "checkmate",
  [CHESS_ENDING_STALEMATE] = "stalemate",
  [CHESS_ENDING_DEAD_POSITION] = "dead-position",
  [CHESS_ENDING_FIVEFOLD] = "fivefold",
  [CHESS_ENDING_SEVENTY_FIVE] = "seventy-five",
  [CHESS_ENDING_RESIGNATION] = "resignation",
  [CHESS_ENDING_AGREEMENT] = "agreement",
  [CHESS_ENDING_CLAIM] = "claim",
  [CHESS_ENDING_TIME] = "time",
  [CHESS_ENDING_ARBITER] = "arbiter",
};

static const char *
color_key (ChessColor color)
{
  return color == CHESS_WHITE ? "white" : "black";
}

/* Writing. ---------------------------------------------------------------------------------- */

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
  chess_position_to_fen (pos, pos->chess960 ? CHESS_FEN_STYLE_SHREDDER : CHESS_FEN_STYLE_XFEN,
                         fen, sizeof fen);
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
write_game (xmlNodePtr root, xmlNsPtr ns, const ChessGame *game)
{
  xmlNodePtr node = xmlNewChild (root, ns, BAD_CAST "game", NULL);
  put_position (node, "start", &game->start);
  put_attr (node, "result", chess_result_to_string (game->result));
  put_attr (node, "ending", (guint) game->ending < G_N_ELEMENTS (ending_names)
                              ? ending_names[game->ending] : "none");
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
  put_attr (node, "to-move", color_key (clock->to_move));
  if (flags.fallen[0] || flags.fallen[1])
    put_attr (node, "first-flag", color_key (flags.first));
  for (int c = 0; c < 2; c++)
    {
      xmlNodePtr side = xmlNewChild (node, ns, BAD_CAST "side", NULL);
      put_attr (side, "color", color_key ((ChessColor) c));
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
      g_autofree char *time = g_date_time_format_iso8601 (incident->wall_time ? incident->wall_time
                                                                              : now);
      put_attr (node, "time", time);
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
      put_attr (s, "running", snap->running_known ? color_key (snap->running) : "unknown");
      put_int (s, "moves-made", CLAMP (snap->moves_made, -1, MAX_COUNT));
      xmlNodePtr replay = xmlNewChild (node, ns, BAD_CAST "replay", NULL);
      put_position (replay, "start", &record->reconstruction.replay.start);
      write_moves (replay, ns, &record->reconstruction.replay);
      if (record->replaced_pgn)
        put_text_child (node, ns, "replaced", record->replaced_pgn);
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
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *saved = g_date_time_format_iso8601 (now);
  put_attr (root, "saved", saved);

  write_game (root, ns, hakem_session_get_game (session));
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

/* Parsing. ---------------------------------------------------------------------------------- */

/* The first error of one parse or validation: later ones are mostly echoes. */
typedef struct
{
  gboolean doctype;
  int doctype_line;
  gboolean failed;
  gboolean at_end;  /* the first error came with the input used up: the file was cut short */
  int code;
  int line;
  int column;
  char *message;    /* libxml2's English text, when we have no sentence of our own */
} ParseReport;

static void
report_error (ParseReport *report, const xmlError *error)
{
  if (report->failed || !error || error->level < XML_ERR_ERROR)
    return;
  report->failed = TRUE;
  report->code = error->code;
  report->line = error->line;
  report->column = error->int2;
  g_autoptr (GString) text = g_string_new (error->message ? error->message : "");
  g_string_replace (text, "{" CASEFILE_NS "}", "", 0);
  while (text->len > 0 && g_ascii_isspace (text->str[text->len - 1]))
    g_string_truncate (text, text->len - 1);
  report->message = g_string_free (g_steal_pointer (&text), FALSE);
}

static void
on_parse_error (void *user_data, xmlErrorPtr error)
{
  xmlParserCtxtPtr ctxt = user_data;
  ParseReport *report = ctxt->_private;
  if (!report->failed && ctxt->input)
    report->at_end = ctxt->input->cur >= ctxt->input->end;
  report_error (report, error);
}

static void
on_schema_error (void *user_data, xmlErrorPtr error)
{
  report_error (user_data, error);
}

/* "<!DOCTYPE name ..." was read: stopping before any internal subset means no declaration of
 * it is parsed and no entity is expanded, however nested. */
static void
on_doctype (void *user_data, const xmlChar *name, const xmlChar *external_id,
            const xmlChar *system_id)
{
  xmlParserCtxtPtr ctxt = user_data;
  ParseReport *report = ctxt->_private;
  report->doctype = TRUE;
  report->doctype_line = xmlSAX2GetLineNumber (ctxt);
  xmlStopParser (ctxt);
}

static const char *
malformed_text (const ParseReport *report)
{
  if (report->at_end && report->code != XML_ERR_DOCUMENT_EMPTY)
    return _("the file ends before an element is closed: it may have been cut short");
  switch (report->code)
    {
    case XML_ERR_DOCUMENT_EMPTY:
      return _("there is no element in it");
    case XML_ERR_INVALID_CHAR:
    case XML_ERR_INVALID_ENCODING:
    case XML_ERR_UNKNOWN_ENCODING:
    case XML_ERR_UNSUPPORTED_ENCODING:
      return _("these bytes are not text in the file's encoding (UTF-8 unless it declares "
               "another)");
    case XML_ERR_TAG_NOT_FINISHED:
    case XML_ERR_LTSLASH_REQUIRED:
    case XML_ERR_GT_REQUIRED:
      return _("the file ends before an element is closed: it may have been cut short");
    case XML_ERR_TAG_NAME_MISMATCH:
      return _("an element is closed with another element's name");
    case XML_ERR_DOCUMENT_END:
      return _("there is more after the end of the document element");
    case XML_ERR_UNDECLARED_ENTITY:
      return _("it refers to an entity that is not declared");
    default:
      return report->message && *report->message ? report->message : "?";
    }
}

/* Anything a DOCTYPE could have brought, and XInclude, which we never process but refuse so
 * that nobody believes a file was included. */
static gboolean
check_forbidden_nodes (xmlDocPtr doc, GError **error)
{
  if (doc->intSubset || doc->extSubset)
    {
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_FORBIDDEN,
                   _("The case file declares a document type (DOCTYPE), which may define "
                     "entities or load other files; a case file may not have one."));
      return FALSE;
    }
  xmlNodePtr node = doc->children;
  while (node)
    {
      switch (node->type)
        {
        case XML_DTD_NODE:
        case XML_ENTITY_REF_NODE:
        case XML_ENTITY_NODE:
        case XML_ENTITY_DECL:
        case XML_XINCLUDE_START:
        case XML_XINCLUDE_END:
          g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_FORBIDDEN,
                       _("Line %ld: the case file uses an entity or includes other content; "
                         "a case file may not."),
                       xmlGetLineNo (node));
          return FALSE;
        case XML_ELEMENT_NODE:
          if (node->ns
              && (xmlStrEqual (node->ns->href, BAD_CAST "http://www.w3.org/2001/XInclude")
                  || xmlStrEqual (node->ns->href, BAD_CAST "http://www.w3.org/2003/XInclude")))
            {
              g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_FORBIDDEN,
                           _("Line %ld: the case file asks to include another file (XInclude); "
                             "a case file must be whole in one file."),
                           xmlGetLineNo (node));
              return FALSE;
            }
          break;
        default:
          break;
        }
      /* Depth first without recursion. */
      if (node->type == XML_ELEMENT_NODE && node->children)
        node = node->children;
      else
        {
          while (node && !node->next)
            node = node->parent != (xmlNodePtr) doc ? node->parent : NULL;
          if (node)
            node = node->next;
        }
    }
  return TRUE;
}

static gboolean
check_root (xmlNodePtr root, GError **error)
{
  if (!root)
    {
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
                   _("The file holds no element: it is not a case file."));
      return FALSE;
    }
  if (!xmlStrEqual (root->name, BAD_CAST "casefile"))
    {
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
                   _("Line %ld: the document is <%s>, not <casefile>: it is not a case file."),
                   xmlGetLineNo (root), (const char *) root->name);
      return FALSE;
    }
  if (!root->ns || !xmlStrEqual (root->ns->href, BAD_CAST CASEFILE_NS))
    {
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
                   _("Line %ld: <casefile> must be in the namespace “%s”, not “%s”: it is not a "
                     "case file of this version."),
                   xmlGetLineNo (root), CASEFILE_NS, root->ns ? (const char *) root->ns->href : "");
      return FALSE;
    }
  return TRUE;
}

static gboolean
validate (xmlDocPtr doc, GError **error)
{
  g_autoptr (GError) local_error = NULL;
  g_autoptr (GBytes) xsd = g_resource_lookup_data (hakem_model_get_resource (), SCHEMA_PATH,
                                                   G_RESOURCE_LOOKUP_FLAGS_NONE, &local_error);
  if (!xsd)
    g_error ("hakem-casefile: %s", local_error->message);
  ParseReport report = { 0 };
  gsize size;
  const char *data = g_bytes_get_data (xsd, &size);
  xmlSchemaParserCtxtPtr pctxt = xmlSchemaNewMemParserCtxt (data, (int) size);
  xmlSchemaSetParserStructuredErrors (pctxt, on_schema_error, &report);
  xmlSchemaPtr schema = xmlSchemaParse (pctxt);
  xmlSchemaFreeParserCtxt (pctxt);
  if (!schema)
    g_error ("hakem-casefile: the compiled-in schema does not compile: line %d: %s", report.line,
             report.message);
  xmlSchemaValidCtxtPtr vctxt = xmlSchemaNewValidCtxt (schema);
  xmlSchemaSetValidStructuredErrors (vctxt, on_schema_error, &report);
  int result = xmlSchemaValidateDoc (vctxt, doc);
  xmlSchemaFreeValidCtxt (vctxt);
  xmlSchemaFree (schema);
  if (result != 0)
    {
      if (report.failed)
        g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
                     /* TRANSLATORS: the last %s is libxml2's own message, in English. */
                     _("Line %d: the case file does not follow its schema: %s"), report.line,
                     report.message);
      else
        g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
                     _("The case file does not follow its schema."));
    }
  g_free (report.message);
  return result == 0;
}

/* The document, parsed and checked, or NULL with the error. */
static xmlDocPtr
read_document (const char *data, gsize length, GError **error)
{
  if (length > MAX_BYTES)
    {
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_TOO_LARGE,
                   _("The case file is larger than %d MiB, the most Hakem reads."), MAX_MIB);
      return NULL;
    }
  if (length == 0)
    {
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_MALFORMED,
                   _("The case file is empty."));
      return NULL;
    }
  ParseReport report = { 0 };
  xmlParserCtxtPtr ctxt = xmlNewParserCtxt ();
  if (!ctxt)
    g_error ("hakem-casefile: out of memory");
  ctxt->_private = &report;
  ctxt->sax->serror = on_parse_error;
  ctxt->sax->internalSubset = on_doctype;
  /* Never XML_PARSE_NOENT, DTDLOAD, DTDATTR, XINCLUDE or HUGE: see the top of the file. */
  xmlDocPtr doc = xmlCtxtReadMemory (ctxt, data, (int) length, NULL, NULL,
                                     XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING
                                       | XML_PARSE_BIG_LINES);
  gboolean ok = FALSE;
  if (report.doctype)
    g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_FORBIDDEN,
                 _("Line %d: the case file declares a document type (DOCTYPE), which may define "
                   "entities or load other files; a case file may not have one."),
                 report.doctype_line);
  else if (!doc || !ctxt->wellFormed)
    {
      if (!report.failed)
        report.code = -1;
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_MALFORMED,
                   _("Line %d, column %d: the case file is not well-formed XML: %s."),
                   report.line, report.column, malformed_text (&report));
    }
  else
    ok = check_forbidden_nodes (doc, error) && check_root (xmlDocGetRootElement (doc), error)
         && validate (doc, error);
  xmlFreeParserCtxt (ctxt);
  g_free (report.message);
  if (!ok)
    {
      xmlFreeDoc (doc);
      return NULL;
    }
  return doc;
}

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

static char *
text_of (xmlNodePtr node)
{
  xmlChar *text = xmlNodeGetContent (node);
  char *copy = g_strdup (text ? (const char *) text : "");
  xmlFree (text);
  return copy;
}

/* An optional child's text, or NULL. */
static char *
child_text (xmlNodePtr parent, const char *name)
{
  xmlNodePtr node = child (parent, name);
  return node ? text_of (node) : NULL;
}

static char *
attr (xmlNodePtr node, const char *name)
{
  xmlChar *value = xmlGetNoNsProp (node, BAD_CAST name);
  char *copy = g_strdup ((const char *) value);
  xmlFree (value);
  return copy;
}

static gboolean
set_missing (GError **error, xmlNodePtr node, const char *attribute)
{
  g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
               _("Line %ld: <%s> lacks the attribute “%s”."), xmlGetLineNo (node),
               (const char *) node->name, attribute);
  return FALSE;
}

/* A whole number within bounds; def when the attribute is absent and not required. */
static gboolean
attr_int (xmlNodePtr node, const char *name, gint64 min, gint64 max, gboolean required,
          gint64 def, gint64 *out, GError **error)
{
  g_autofree char *text = attr (node, name);
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
                   _("Line %ld: “%s” of <%s> must be a whole number from %lld to %lld, not "
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
  g_autofree char *text = attr (node, name);
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
                   _("Line %ld: “%s” of <%s> must be true or false, not “%s”."),
                   xmlGetLineNo (node), name, (const char *) node->name, text);
      return FALSE;
    }
  return TRUE;
}

static gboolean
attr_color (xmlNodePtr node, const char *name, ChessColor *out, GError **error)
{
  g_autofree char *text = attr (node, name);
  if (!text)
    return set_missing (error, node, name);
  if (strcmp (text, "white") == 0)
    *out = CHESS_WHITE;
  else if (strcmp (text, "black") == 0)
    *out = CHESS_BLACK;
  else
    {
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
                   _("Line %ld: “%s” of <%s> must be white or black, not “%s”."),
                   xmlGetLineNo (node), name, (const char *) node->name, text);
      return FALSE;
    }
  return TRUE;
}

static gboolean
attr_position (xmlNodePtr node, const char *name, ChessPosition *pos, GError **error)
{
  g_autofree char *fen = attr (node, name);
  if (!fen)
    return set_missing (error, node, name);
  int column = 0;
  ChessFenError err = chess_position_from_fen (pos, fen, &column);
  if (err != CHESS_FEN_OK)
    {
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
                   /* TRANSLATORS: the FEN, the column in it, then why it cannot be read */
                   _("Line %ld: the position “%s” cannot be read at column %d: %s"),
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

/* The legal move written as uci in pos, or CHESS_MOVE_NONE. */
static ChessMove
legal_uci (const ChessPosition *pos, const char *uci)
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

/* The <move> children of parent, played into game (started at its position). */
static gboolean
read_moves (xmlNodePtr parent, ChessGame *game, GError **error)
{
  for (xmlNodePtr node = child (parent, "move"); node; node = next_element (node->next, "move"))
    {
      g_autofree char *uci = attr (node, "uci");
      if (!uci)
        return set_missing (error, node, "uci");
      ChessMove move = legal_uci (&game->current, uci);
      if (move == CHESS_MOVE_NONE)
        {
          g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
                       /* TRANSLATORS: a move in UCI (e2e4) and a count of half-moves */
                       _("Line %ld: the move %s is not legal after %d half-moves."),
                       xmlGetLineNo (node), uci, game->count);
          return FALSE;
        }
      gint64 clock_ms, elapsed_ms;
      gboolean draw_offer;
      if (!attr_int (node, "clock-ms", -1, G_MAXINT32, FALSE, -1, &clock_ms, error)
          || !attr_int (node, "elapsed-ms", -1, G_MAXINT32, FALSE, -1, &elapsed_ms, error)
          || !attr_bool (node, "draw-offer", FALSE, &draw_offer, error))
        return FALSE;
      g_autofree char *nags = attr (node, "nags");
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
                           _("Line %ld: “nags” must be at most %d numbers from 0 to 255."),
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
read_game (xmlNodePtr node, ChessGame *game, GError **error)
{
  ChessPosition start;
  if (!attr_position (node, "start", &start, error))
    return FALSE;
  chess_game_init (game, &start);
  for (xmlNodePtr tag = child (node, "tag"); tag; tag = next_element (tag->next, "tag"))
    {
      g_autofree char *name = attr (tag, "name");
      if (!name)
        return set_missing (error, tag, "name");
      g_autofree char *value = text_of (tag);
      chess_game_set_tag (game, name, value);
    }
  g_autofree char *comment = child_text (node, "comment");
  if (comment)
    chess_game_set_comment (game, 0, comment);
  if (!read_moves (node, game, error))
    return FALSE;
  g_autofree char *result = attr (node, "result");
  g_autofree char *ending = attr (node, "ending");
  if (!result)
    return set_missing (error, node, "result");
  if (!ending)
    return set_missing (error, node, "ending");
  gboolean ending_known = FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (ending_names); i++)
    if (strcmp (ending, ending_names[i]) == 0)
      {
        game->ending = (ChessEnding) i;
        ending_known = TRUE;
      }
  if (!chess_result_from_string (result, &game->result) || !ending_known)
    {
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
                   _("Line %ld: the result “%s” or the ending “%s” is not one Hakem knows."),
                   xmlGetLineNo (node), result, ending);
      return FALSE;
    }
  return TRUE;
}

/* The clock as saved, stopped at the saved times. */
static gboolean
read_clock (xmlNodePtr node, ChessClock *clock, GError **error)
{
  g_autofree char *tc_text = attr (node, "time-control");
  if (!tc_text)
    return set_missing (error, node, "time-control");
  ChessTimeControl tc;
  int column = 0;
  ChessTimeControlError tc_err = chess_time_control_parse (&tc, tc_text, &column);
  if (tc_err != CHESS_TIME_CONTROL_OK)
    {
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
                   /* TRANSLATORS: the time control, the column in it, then why */
                   _("Line %ld: the time control “%s” cannot be read at column %d: %s"),
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
  g_autofree char *first_text = attr (node, "first-flag");
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
                       _("Line %ld: the clock gives %s's time twice."), xmlGetLineNo (side),
                       color_key (c));
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
                   _("Line %ld: the clock must give both players' times."), xmlGetLineNo (node));
      return FALSE;
    }

  chess_clock_init (clock, &tc);
  if (tc.kind != CHESS_TIME_CONTROL_PERIODS && tc.kind != CHESS_TIME_CONTROL_SANDCLOCK)
    return TRUE; /* no clock to set */
  if (chess_clock_set (clock, remaining, moves, to_move) != CHESS_CLOCK_OK)
    {
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
                   _("Line %ld: the clock cannot be set to these times."), xmlGetLineNo (node));
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
  if (!regs_node || !regs_node->ns
      || !xmlStrEqual (regs_node->ns->href, BAD_CAST REGULATIONS_NS))
    {
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
                   _("Line %ld: <regulations-profile> holds no regulations."),
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
  HakemRegulations *regs = mem ? hakem_regulations_parse ((const char *) mem, (gsize) size,
                                                          &local_error)
                               : NULL;
  xmlFree (mem);
  if (!regs)
    {
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
                   /* TRANSLATORS: the line of the regulations in the case file, then what the
                    * regulations' reader says about them */
                   _("Line %ld: the regulations in the case file are not valid: %s"),
                   xmlGetLineNo (regs_node),
                   local_error ? local_error->message : "?");
      return NULL;
    }
  return regs;
}

static gboolean
read_counts (xmlNodePtr node, int illegal[2], gboolean *scores_set, int scores[2],
             GError **error)
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
                   _("Line %ld: the scores break Article 10.2 (each 0, 1/2 or 1, together at "
                     "most 1)."),
                   xmlGetLineNo (node));
      return FALSE;
    }
  return TRUE;
}

static HakemIncident *
read_incident (xmlNodePtr node, GError **error)
{
  g_autofree char *kind_text = attr (node, "kind");
  g_autofree char *time_text = attr (node, "time");
  g_autofree char *articles = attr (node, "articles");
  HakemIncidentKind kind;
  if (!kind_text || !time_text)
    {
      set_missing (error, node, kind_text ? "time" : "kind");
      return NULL;
    }
  if (!hakem_incident_kind_from_string (kind_text, &kind))
    {
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
                   _("Line %ld: “%s” is no kind of incident Hakem knows."), xmlGetLineNo (node),
                   kind_text);
      return NULL;
    }
  g_autoptr (GTimeZone) local = g_time_zone_new_local ();
  GDateTime *when = g_date_time_new_from_iso8601 (g_strstrip (time_text), local);
  if (!when)
    {
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
                   _("Line %ld: the time “%s” of the incident cannot be read."),
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
                   _("Line %ld: a reconstruction needs its <snapshot> and <replay>."),
                   xmlGetLineNo (node));
      return NULL;
    }
  ChessReconstructSnapshot snap;
  memset (&snap, 0, sizeof snap);
  gint64 ms[2], moves_made;
  gboolean adopted;
  g_autofree char *running = attr (snap_node, "running");
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
  if (!read_moves (replay_node, &record->reconstruction.replay, error))
    {
      record_free (record);
      return NULL;
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
  GPtrArray *incidents;
  GPtrArray *records;
} CaseContents;

static void
contents_clear (CaseContents *c)
{
  chess_game_clear (&c->game);
  g_clear_pointer (&c->regs, hakem_regulations_free);
  g_clear_pointer (&c->incidents, g_ptr_array_unref);
  g_clear_pointer (&c->records, g_ptr_array_unref);
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
                   _("Line %ld: the case file lacks a part (game, clock, regulations, counts, "
                     "incidents or reconstructions)."),
                   xmlGetLineNo (root));
      return FALSE;
    }
  if (!read_game (game, &c->game, error) || !read_clock (clock, &c->clock, error)
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

gboolean
hakem_casefile_from_xml (HakemSession *session, const char *data, gsize length, GError **error)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (session), FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  xmlDocPtr doc = read_document (data, length, error);
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
  for (guint i = 0; i < c.incidents->len; i++)
    hakem_session_add_incident (fresh, g_steal_pointer (&c.incidents->pdata[i]));
  for (guint i = 0; i < c.records->len; i++)
    hakem_session_restore_reconstruction (fresh, g_steal_pointer (&c.records->pdata[i]));
  contents_clear (&c);
  hakem_session_swap (session, fresh);
  g_object_unref (fresh);
  return TRUE;
}

/* Files. -------------------------------------------------------------------------------------- */

gboolean
hakem_casefile_save (HakemSession *session, const char *path, GError **error)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (session), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_autofree char *xml = hakem_casefile_to_xml (session);
  g_autoptr (GError) local_error = NULL;
  /* Written to a new file, flushed to the disk and renamed over the old one: a crash at any
   * moment leaves either the old file or the new one, whole. */
  if (!g_file_set_contents_full (path, xml, -1,
                                 G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                 0600, &local_error))
    {
      g_autofree char *display = g_filename_display_name (path);
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_IO,
                   _("Cannot save the case file “%s”: %s"), display, local_error->message);
      return FALSE;
    }
  return TRUE;
}

gboolean
hakem_casefile_load (HakemSession *session, const char *path, GError **error)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (session), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_autofree char *display = g_filename_display_name (path);
  GStatBuf st;
  if (g_stat (path, &st) == 0 && (guint64) st.st_size > MAX_BYTES)
    {
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_TOO_LARGE,
                   _("%s: the case file is larger than %d MiB, the most Hakem reads."), display,
                   MAX_MIB);
      return FALSE;
    }
  g_autofree char *data = NULL;
  gsize length = 0;
  g_autoptr (GError) local_error = NULL;
  if (!g_file_get_contents (path, &data, &length, &local_error))
    {
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_IO,
                   _("Cannot read the case file “%s”: %s"), display, local_error->message);
      return FALSE;
    }
  if (!hakem_casefile_from_xml (session, data, length, error))
    {
      /* TRANSLATORS: the file's name, then the error that follows it. */
      g_prefix_error (error, _("%s: "), display);
      return FALSE;
    }
  return TRUE;
}

char *
hakem_casefile_autosave_path (void)
{
  const char *env = g_getenv ("HAKEM_CASEFILE");
  if (env && *env)
    return g_strdup (env);
  g_autofree char *dir = g_build_filename (g_get_user_state_dir (), "hakem", NULL);
  /* The case holds players' names and the arbiter's notes: for the user's eyes only. */
  g_mkdir_with_parents (dir, 0700);
  return g_build_filename (dir, "current.hakem", NULL);
}

/* Autosave. ------------------------------------------------------------------------------------ */

struct _HakemAutosave
{
  HakemSession *session;
  char *path;
  GError *error;
  gulong handlers[4];
};

static void
autosave_now (HakemAutosave *autosave)
{
  g_clear_error (&autosave->error);
  hakem_casefile_save (autosave->session, autosave->path, &autosave->error);
}

static void
on_change (HakemSession *session, gpointer user_data)
{
  autosave_now (user_data);
}

static void
on_incident (HakemSession *session, guint index, gpointer user_data)
{
  autosave_now (user_data);
}

HakemAutosave *
hakem_autosave_new (HakemSession *session, const char *path)
{
  g_return_val_if_fail (HAKEM_IS_SESSION (session), NULL);
  g_return_val_if_fail (path != NULL, NULL);
  HakemAutosave *autosave = g_new0 (HakemAutosave, 1);
  autosave->session = g_object_ref (session);
  autosave->path = g_strdup (path);
  /* The clock's ticking is no change: only its events (start, stop, press, adjust) save. */
  autosave->handlers[0] = g_signal_connect (session, "changed", G_CALLBACK (on_change), autosave);
  autosave->handlers[1] = g_signal_connect (session, "clock-changed", G_CALLBACK (on_change),
                                            autosave);
  autosave->handlers[2] = g_signal_connect (session, "incident-added", G_CALLBACK (on_incident),
                                            autosave);
  autosave->handlers[3] = g_signal_connect (session, "incident-changed",
                                            G_CALLBACK (on_incident), autosave);
  /* The case as it stands now: the file exists from the start. */
  autosave_now (autosave);
  return autosave;
}

void
hakem_autosave_free (HakemAutosave *autosave)
{
  if (!autosave)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (autosave->handlers); i++)
    g_clear_signal_handler (&autosave->handlers[i], autosave->session);
  g_object_unref (autosave->session);
  g_free (autosave->path);
  g_clear_error (&autosave->error);
  g_free (autosave);
}

const GError *
hakem_autosave_get_error (HakemAutosave *autosave)
{
  g_return_val_if_fail (autosave != NULL, NULL);
  return autosave->error;
}

/* The handle stays connected: a later change writes the file anew (a new case in the same
 * window is saved like the first). */
void
hakem_autosave_discard (HakemAutosave *autosave)
{
  g_return_if_fail (autosave != NULL);
  if (g_unlink (autosave->path) != 0 && errno != ENOENT)
    {
      int saved = errno;
      g_autofree char *display = g_filename_display_name (autosave->path);
      g_clear_error (&autosave->error);
      g_set_error (&autosave->error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_IO,
                   _("Cannot delete the case file “%s”: %s"), display, g_strerror (saved));
    }
}
