/* hakem-casefile-parse.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The case file parsed and checked as a document: size, well-formedness, nothing a DOCTYPE or
 * XInclude could bring, the root element, and the schema.
 *
 * A case file may come from anyone (an appeals committee's mail, a USB stick), so the reader
 * trusts nothing, as the regulations reader does: the size is checked before libxml2 sees a
 * byte; the parser runs without network, DTD loading, entity substitution or XML_PARSE_HUGE; a
 * DOCTYPE stops the parser the moment it is seen; errors go to handlers on this parse's own
 * contexts. The document is then checked against hakem-casefile.xsd (the copy compiled in);
 * hakem-casefile-read.c checks what the schema cannot say.
 */
#include "config.h"

#include "hakem-casefile-private.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <libxml/parser.h>
#include <libxml/xmlschemas.h>

#include "hakem-model-resources.h"

#define SCHEMA_PATH "/io/github/hakem/Hakem/model/hakem-casefile.xsd"

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
xmlDocPtr
hakem_casefile_read_document (const char *data, gsize length, GError **error)
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
