/* hakem-xml.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The safe parse and schema check of an untrusted XML document, and the whole check of one kind
 * of document, shared by the regulations, case file and scenario readers.
 *
 * The parser runs without network, without DTD loading, without entity substitution and without
 * XML_PARSE_HUGE; a DOCTYPE stops the parser the moment it is seen (so no entity of it is ever
 * expanded, not even once to check it); errors go to handlers set for this parse only (on
 * its own contexts, and on this thread for the few libxml2 raises without one), never to
 * libxml2's default ones, which print. The schema is the copy compiled into the model library's
 * GResource, never a file named by the document. hakem_xml_read_checked checks the size and the
 * number of attributes of each element before libxml2 sees a byte, and refuses XInclude and what
 * a DOCTYPE could have brought.
 */
#include "config.h"

#include "hakem-xml.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <libxml/xmlschemas.h>
#include <stdarg.h>
#include <string.h>

#include "hakem-model-resources.h"

void
hakem_xml_report_clear (HakemXmlReport *report)
{
  g_clear_pointer (&report->message, g_free);
  g_clear_pointer (&report->element, g_free);
}

static void
report_error (HakemXmlReport *report, const xmlError *error)
{
  if (report->failed || error == NULL || error->level < XML_ERR_ERROR)
    return;
  report->failed = TRUE;
  report->code = error->code;
  report->line = error->line;
  report->column = error->int2;
  xmlNodePtr node = error->node;
  if (node != NULL && node->type == XML_ELEMENT_NODE && node->name != NULL)
    report->element = g_strdup ((const char *) node->name);
  else if (node != NULL && node->type == XML_ATTRIBUTE_NODE && node->parent != NULL
           && node->parent->name != NULL)
    report->element = g_strdup ((const char *) node->parent->name);

  g_autoptr (GString) text = g_string_new (error->message != NULL ? error->message : "");
  /* The schema names elements as {namespace}name; in our own namespace the name says it all. */
  if (report->ns != NULL)
    {
      g_autofree char *braced = g_strdup_printf ("{%s}", report->ns);
      g_string_replace (text, braced, "", 0);
    }
  while (text->len > 0 && g_ascii_isspace (text->str[text->len - 1]))
    g_string_truncate (text, text->len - 1);
  report->message = g_string_free (g_steal_pointer (&text), FALSE);
}

static void
on_parse_error (void *user_data, xmlErrorPtr error)
{
  xmlParserCtxtPtr ctxt = user_data;
  HakemXmlReport *report = ctxt->_private;

  if (!report->failed && ctxt->input != NULL)
    report->at_end = ctxt->input->cur >= ctxt->input->end;
  report_error (report, error);
}

static void
on_schema_error (void *user_data, xmlErrorPtr error)
{
  report_error (user_data, error);
}

/* libxml2 raises a failed conversion from the declared encoding (and the I/O layer's "encoder
 * error" after it) without the parser's context, so they would reach its global handler, which
 * prints them to stderr in English. The parser then reports its own error, with its line. */
static void
on_context_free_error (void *user_data, xmlErrorPtr error)
{
  HakemXmlReport *report = user_data;

  if (error != NULL && (error->domain == XML_FROM_I18N || error->domain == XML_FROM_IO))
    report->undecodable = TRUE;
}

/* Called when "<!DOCTYPE name ..." has been read, before any internal subset: stopping here means
 * no declaration of it is parsed and no entity is expanded, however it is nested. */
static void
on_doctype (void *user_data, const xmlChar *name, const xmlChar *external_id,
            const xmlChar *system_id)
{
  xmlParserCtxtPtr ctxt = user_data;
  HakemXmlReport *report = ctxt->_private;

  report->doctype = TRUE;
  report->doctype_line = xmlSAX2GetLineNumber (ctxt);
  xmlStopParser (ctxt);
}

/* The document in data, or NULL; *well_formed tells whether the parser found it well-formed.
 * report says why not, or that a DOCTYPE stopped it. */
xmlDocPtr
hakem_xml_read (const char *data, gsize length, HakemXmlReport *report, gboolean *well_formed)
{
  xmlParserCtxtPtr ctxt = xmlNewParserCtxt ();
  if (ctxt == NULL)
    g_error ("hakem-xml: out of memory");
  ctxt->_private = report;
  ctxt->sax->serror = on_parse_error;
  ctxt->sax->internalSubset = on_doctype;
  /* libxml2's global handlers are per thread: this one is ours for the parse only. */
  xmlStructuredErrorFunc saved_handler = xmlStructuredError;
  void *saved_data = xmlStructuredErrorContext;
  xmlSetStructuredErrorFunc (report, on_context_free_error);
  /* Never XML_PARSE_NOENT, DTDLOAD, DTDATTR, XINCLUDE or HUGE: see the top of the file. */
  xmlDocPtr doc = xmlCtxtReadMemory (ctxt, data, (int) length, NULL, NULL,
                                     XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING
                                         | XML_PARSE_BIG_LINES);
  xmlSetStructuredErrorFunc (saved_data, saved_handler);
  *well_formed = doc != NULL && ctxt->wellFormed;
  if (!*well_formed && !report->failed)
    report->code = -1;
  xmlFreeParserCtxt (ctxt);
  return doc;
}

/* Why the document is not well-formed, translated where we have a sentence of our own. */
const char *
hakem_xml_malformed_text (const HakemXmlReport *report)
{
  /* libxml2 gives its limits (XML_PARSE_HUGE not set) codes that say nothing of them: an
   * attribute too long is "not finished". Only its text tells them apart. */
  const char *m = report->message != NULL ? report->message : "";
  if (strstr (m, "too long") || strstr (m, "Excessive depth") || strstr (m, "Huge input")
      || strstr (m, "huge"))
    return _ ("it goes beyond what Hakem reads safely (elements nested too deep, or a name, a "
              "text or an attribute too long)");
  /* A conversion that failed stops the parser as if the input had ended: the bytes are the
   * cause, not a file cut short. */
  if (report->at_end && !report->undecodable && report->code != XML_ERR_DOCUMENT_EMPTY)
    return _ ("the file ends before an element is closed: it may have been cut short");
  switch (report->undecodable ? XML_ERR_INVALID_ENCODING : report->code)
    {
    case XML_ERR_DOCUMENT_EMPTY:
      return _ ("there is no element in it");
    case XML_ERR_INVALID_CHAR:
    case XML_ERR_INVALID_ENCODING:
    case XML_ERR_UNKNOWN_ENCODING:
    case XML_ERR_UNSUPPORTED_ENCODING:
      return _ ("these bytes are not text in the file's encoding (UTF-8 unless it declares "
                "another)");
    case XML_ERR_TAG_NOT_FINISHED:
    case XML_ERR_LTSLASH_REQUIRED:
    case XML_ERR_GT_REQUIRED:
      return _ ("the file ends before an element is closed: it may have been cut short");
    case XML_ERR_TAG_NAME_MISMATCH:
      return _ ("an element is closed with another element's name");
    case XML_ERR_DOCUMENT_END:
      return _ ("there is more after the end of the document element");
    case XML_ERR_UNDECLARED_ENTITY:
      return _ ("it refers to an entity that is not declared");
    case XML_ERR_ENTITY_LOOP:
      return _ ("an entity refers to itself");
    case XML_ERR_NO_MEMORY:
      return _ ("there was not enough memory to read it");
    case XML_ERR_ATTRIBUTE_REDEFINED:
    case XML_NS_ERR_ATTRIBUTE_REDEFINED:
      return _ ("an element has the same attribute twice");
    case XML_ERR_LT_IN_ATTRIBUTE:
    case XML_ERR_ATTRIBUTE_NOT_STARTED:
    case XML_ERR_ATTRIBUTE_NOT_FINISHED:
    case XML_ERR_ATTRIBUTE_WITHOUT_VALUE:
    case XML_ERR_STRING_NOT_CLOSED:
    case XML_ERR_EQUAL_REQUIRED:
      return _ ("an attribute's value is not written as XML requires (name=\"value\")");
    case XML_ERR_COMMENT_NOT_FINISHED:
    case XML_ERR_HYPHEN_IN_COMMENT:
    case XML_ERR_PI_NOT_STARTED:
    case XML_ERR_PI_NOT_FINISHED:
    case XML_ERR_CDATA_NOT_FINISHED:
      return _ ("a comment, CDATA section or processing instruction is not closed properly");
    case XML_ERR_NAME_REQUIRED:
    case XML_ERR_LT_REQUIRED:
    case XML_ERR_SPACE_REQUIRED:
    case XML_ERR_RESERVED_XML_NAME:
    case XML_ERR_EXTRA_CONTENT:
      return _ ("the markup is broken here");
    case XML_NS_ERR_UNDEFINED_NAMESPACE:
    case XML_NS_ERR_QNAME:
    case XML_NS_ERR_XML_NAMESPACE:
    case XML_NS_ERR_EMPTY:
    case XML_NS_ERR_COLON:
      return _ ("a name uses a namespace prefix that is not declared or not valid");
    case XML_ERR_INTERNAL_ERROR:
      /* libxml2's limits without XML_PARSE_HUGE: elements nested too deep, a name, a text or an
       * attribute too long to read safely. */
      return _ ("it goes beyond what Hakem reads safely (elements nested too deep, or a name, a "
                "text or an attribute too long)");
    default:
      /* libxml2's own text is English: a sentence of ours, the line and column do the rest. */
      return _ ("the XML is broken here");
    }
}

char *
hakem_xml_schema_text (const HakemXmlReport *report)
{
  const char *element = report->element != NULL ? report->element : "?";
  switch (report->code)
    {
    case XML_SCHEMAV_CVC_COMPLEX_TYPE_2_4:
    case XML_SCHEMAV_CVC_COMPLEX_TYPE_2_2:
    case XML_SCHEMAV_ELEMENT_CONTENT:
      /* TRANSLATORS: %s is an element's name, for example <game> */
      return g_strdup_printf (_ ("<%s> is not allowed here, or an element it needs is missing or "
                                 "out of order"),
                              element);
    case XML_SCHEMAV_CVC_COMPLEX_TYPE_2_1:
    case XML_SCHEMAV_CVC_COMPLEX_TYPE_2_3:
      return g_strdup_printf (_ ("<%s> holds text or elements where it may hold none"), element);
    case XML_SCHEMAV_CVC_COMPLEX_TYPE_3_2_1:
    case XML_SCHEMAV_CVC_COMPLEX_TYPE_3_2_2:
      return g_strdup_printf (_ ("<%s> has an attribute it may not have"), element);
    case XML_SCHEMAV_CVC_COMPLEX_TYPE_4:
      return g_strdup_printf (_ ("<%s> lacks an attribute it must have"), element);
    case XML_SCHEMAV_CVC_ELT_1:
    case XML_SCHEMAV_DOCUMENT_ELEMENT_MISSING:
      return g_strdup_printf (_ ("<%s> is not an element of this kind of file"), element);
    case XML_SCHEMAV_CVC_DATATYPE_VALID_1_2_1:
    case XML_SCHEMAV_CVC_DATATYPE_VALID_1_2_2:
    case XML_SCHEMAV_CVC_DATATYPE_VALID_1_2_3:
    case XML_SCHEMAV_CVC_TYPE_3_1_1:
    case XML_SCHEMAV_CVC_TYPE_3_1_2:
    case XML_SCHEMAV_CVC_FACET_VALID:
    case XML_SCHEMAV_CVC_LENGTH_VALID:
    case XML_SCHEMAV_CVC_MINLENGTH_VALID:
    case XML_SCHEMAV_CVC_MAXLENGTH_VALID:
    case XML_SCHEMAV_CVC_MININCLUSIVE_VALID:
    case XML_SCHEMAV_CVC_MAXINCLUSIVE_VALID:
    case XML_SCHEMAV_CVC_MINEXCLUSIVE_VALID:
    case XML_SCHEMAV_CVC_MAXEXCLUSIVE_VALID:
    case XML_SCHEMAV_CVC_TOTALDIGITS_VALID:
    case XML_SCHEMAV_CVC_FRACTIONDIGITS_VALID:
    case XML_SCHEMAV_CVC_PATTERN_VALID:
    case XML_SCHEMAV_CVC_ENUMERATION_VALID:
    case XML_SCHEMAV_CVC_ATTRIBUTE_3:
    case XML_SCHEMAV_CVC_ELT_5_2_1:
      return g_strdup_printf (_ ("a value in <%s> is not of the kind, form or range the schema "
                                 "allows"),
                              element);
    default:
      return g_strdup_printf (_ ("<%s> does not follow the schema here"), element);
    }
}

/* Whether doc follows the schema at schema_path in the model's resource; if not, report holds
 * libxml2's first error when it gave one. who names the reader in fatal messages: a schema that
 * is not there or does not compile is a bug of the build. */
gboolean
hakem_xml_validate (xmlDocPtr doc, const char *schema_path, const char *who, HakemXmlReport *report)
{
  g_autoptr (GError) local_error = NULL;
  g_autoptr (GBytes) xsd = g_resource_lookup_data (hakem_model_get_resource (), schema_path,
                                                   G_RESOURCE_LOOKUP_FLAGS_NONE, &local_error);
  if (xsd == NULL)
    g_error ("%s: %s", who, local_error->message);
  gsize size;
  const char *data = g_bytes_get_data (xsd, &size);
  xmlSchemaParserCtxtPtr pctxt = xmlSchemaNewMemParserCtxt (data, (int) size);
  xmlSchemaSetParserStructuredErrors (pctxt, on_schema_error, report);
  xmlSchemaPtr schema = xmlSchemaParse (pctxt);
  xmlSchemaFreeParserCtxt (pctxt);
  if (schema == NULL)
    g_error ("%s: the compiled-in schema does not compile: line %d: %s", who, report->line,
             report->message);

  xmlSchemaValidCtxtPtr vctxt = xmlSchemaNewValidCtxt (schema);
  xmlSchemaSetValidStructuredErrors (vctxt, on_schema_error, report);
  int result = xmlSchemaValidateDoc (vctxt, doc);
  xmlSchemaFreeValidCtxt (vctxt);
  xmlSchemaFree (schema);
  return result == 0;
}

HakemXmlForbidden
hakem_xml_find_forbidden (xmlDocPtr doc, long *line)
{
  *line = 0;
  if (doc->intSubset || doc->extSubset)
    return HAKEM_XML_DOCTYPE;
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
          *line = xmlGetLineNo (node);
          return HAKEM_XML_ENTITY;
        case XML_ELEMENT_NODE:
          if (node->ns
              && (xmlStrEqual (node->ns->href, BAD_CAST "http://www.w3.org/2001/XInclude")
                  || xmlStrEqual (node->ns->href, BAD_CAST "http://www.w3.org/2003/XInclude")))
            {
              *line = xmlGetLineNo (node);
              return HAKEM_XML_XINCLUDE;
            }
          break;
        default:
          break;
        }
      /* Depth first without recursion: the parser bounds the depth, but this needs no bound. */
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
  return HAKEM_XML_CLEAN;
}

/* Checking a document of one kind. ------------------------------------------------------------ */

/* The texts come from the kind's table, so no format here is a literal the compiler could check
 * against its arguments: HakemXmlKind says which each takes, and only this function formats
 * them. */
static void
set_error (GError **error, const HakemXmlKind *kind, int code, const char *text, ...)
{
  va_list args;
  va_start (args, text);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  char *message = g_strdup_vprintf (_ (text), args);
#pragma GCC diagnostic pop
  va_end (args);
  g_set_error_literal (error, kind->domain (), code, message);
  g_free (message);
}

static gboolean
check_forbidden (xmlDocPtr doc, const HakemXmlKind *kind, GError **error)
{
  long line;
  switch (hakem_xml_find_forbidden (doc, &line))
    {
    case HAKEM_XML_DOCTYPE:
      set_error (error, kind, kind->forbidden_code, kind->doctype);
      return FALSE;
    case HAKEM_XML_ENTITY:
      set_error (error, kind, kind->forbidden_code, kind->entity, line);
      return FALSE;
    case HAKEM_XML_XINCLUDE:
      set_error (error, kind, kind->forbidden_code, kind->xinclude, line);
      return FALSE;
    case HAKEM_XML_CLEAN:
    default:
      return TRUE;
    }
}

static gboolean
check_root (xmlNodePtr root, const HakemXmlKind *kind, GError **error)
{
  if (root == NULL)
    set_error (error, kind, kind->invalid_code, kind->no_root);
  else if (!xmlStrEqual (root->name, BAD_CAST kind->root))
    set_error (error, kind, kind->invalid_code, kind->other_root, xmlGetLineNo (root),
               (const char *) root->name);
  else if (root->ns == NULL || !xmlStrEqual (root->ns->href, BAD_CAST kind->ns))
    set_error (error, kind, kind->invalid_code, kind->other_ns, xmlGetLineNo (root), kind->ns,
               root->ns != NULL ? (const char *) root->ns->href : "");
  else
    return TRUE;
  return FALSE;
}

static gboolean
check_schema (xmlDocPtr doc, const HakemXmlKind *kind, GError **error)
{
  HakemXmlReport report = { .ns = kind->ns };
  gboolean valid = hakem_xml_validate (doc, kind->schema_path, kind->who, &report);
  if (!valid && report.failed)
    {
      g_autofree char *why = hakem_xml_schema_text (&report);
      set_error (error, kind, kind->invalid_code, kind->not_schema, report.line, why);
    }
  else if (!valid)
    set_error (error, kind, kind->invalid_code, kind->not_schema_silent);
  hakem_xml_report_clear (&report);
  return valid;
}

/* The start tag at data[i] ('<' followed by a name) read to its end: the number of its
 * attributes (namespace declarations included: each '=' outside a quoted value) and where it
 * ends. Linear in the tag's length whatever it holds. */
static guint
count_attributes (const char *data, gsize length, gsize *i)
{
  guint count = 0;
  gsize at = *i + 1;
  while (at < length && data[at] != '>')
    {
      char c = data[at++];
      if (c == '=')
        count++;
      else if (c == '"' || c == '\'')
        {
          while (at < length && data[at] != c)
            at++;
          at++;
        }
    }
  *i = at;
  return count;
}

/* Skips from data[i] past the first occurrence of end, or to the end of the data. */
static gsize
skip_past (const char *data, gsize length, gsize i, const char *end)
{
  gsize m = strlen (end);
  while (i + m <= length && memcmp (data + i, end, m) != 0)
    i++;
  return MIN (i + m, length);
}

/* Whether no element of the document has more than HAKEM_XML_MAX_ATTRIBUTES attributes, told
 * from its bytes before libxml2 sees them: libxml2 2.9 checks each attribute against the ones
 * before it, so a single element with 80,000 attributes costs it seconds, 160,000 minutes,
 * before the schema would refuse them. A rough reading is enough: the limit is far above every
 * schema's (seven at most), and a document this reading misjudges is not well-formed anyway. On
 * failure the line and column of the element. */
static gboolean
attributes_within_limit (const char *data, gsize length, int *line, int *column)
{
  gsize line_start = 0;
  *line = 1;
  for (gsize i = 0; i < length;)
    {
      if (data[i] == '\n')
        {
          (*line)++;
          line_start = ++i;
          continue;
        }
      if (data[i] != '<' || i + 1 >= length)
        {
          i++;
          continue;
        }
      gsize start = i, next;
      const char *p = data + i + 1;
      gsize left = length - i - 1;
      if (left >= 3 && memcmp (p, "!--", 3) == 0)
        next = skip_past (data, length, i + 4, "-->");
      else if (left >= 8 && memcmp (p, "![CDATA[", 8) == 0)
        next = skip_past (data, length, i + 9, "]]>");
      else if (*p == '?')
        next = skip_past (data, length, i + 2, "?>");
      else if (*p == '!' || *p == '/')
        next = skip_past (data, length, i + 2, ">");
      else
        {
          next = i;
          if (count_attributes (data, length, &next) > HAKEM_XML_MAX_ATTRIBUTES)
            {
              *column = (int) (start - line_start) + 1;
              return FALSE;
            }
        }
      /* The lines of what was skipped still count. */
      for (gsize k = start; k < next && k < length; k++)
        if (data[k] == '\n')
          {
            (*line)++;
            line_start = k + 1;
          }
      i = MAX (next, start + 1);
    }
  return TRUE;
}

xmlDocPtr
hakem_xml_read_checked (const char *data, gsize length, const HakemXmlKind *kind, GError **error)
{
  if (length > kind->max_bytes)
    {
      set_error (error, kind, kind->too_large_code, kind->too_large, kind->max_units);
      return NULL;
    }
  if (length == 0)
    {
      set_error (error, kind, kind->malformed_code, kind->empty);
      return NULL;
    }
  int line, column;
  if (!attributes_within_limit (data, length, &line, &column))
    {
      g_autofree char *why
          = g_strdup_printf (_ ("an element has more than %d attributes, the most Hakem reads"),
                             HAKEM_XML_MAX_ATTRIBUTES);
      set_error (error, kind, kind->malformed_code, kind->malformed, line, column, why);
      return NULL;
    }
  HakemXmlReport report = { .ns = kind->ns };
  gboolean well_formed;
  xmlDocPtr doc = hakem_xml_read (data, length, &report, &well_formed);
  gboolean ok = FALSE;
  if (report.doctype)
    set_error (error, kind, kind->forbidden_code, kind->doctype_at, report.doctype_line);
  else if (!well_formed)
    set_error (error, kind, kind->malformed_code, kind->malformed, report.line, report.column,
               hakem_xml_malformed_text (&report));
  else
    ok = check_forbidden (doc, kind, error) && check_root (xmlDocGetRootElement (doc), kind, error)
         && check_schema (doc, kind, error);
  hakem_xml_report_clear (&report);
  if (!ok)
    {
      xmlFreeDoc (doc);
      return NULL;
    }
  return doc;
}

char *
hakem_xml_attr (xmlNodePtr node, const char *name)
{
  xmlChar *value = xmlGetNoNsProp (node, BAD_CAST name);
  char *copy = g_strdup ((const char *) value);
  xmlFree (value);
  return copy;
}

char *
hakem_xml_text (xmlNodePtr node)
{
  xmlChar *text = xmlNodeGetContent (node);
  char *copy = g_strdup (text ? (const char *) text : "");
  xmlFree (text);
  return copy;
}
