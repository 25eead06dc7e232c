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

#include <glib/gi18n.h>
#include <libxml/parser.h>

#include "hakem-xml.h"

#define SCHEMA_PATH "/io/github/hakem/Hakem/model/hakem-casefile.xsd"

/* Parsing. ---------------------------------------------------------------------------------- */

/* What hakem_xml_find_forbidden finds, said of a case file. */
static gboolean
check_forbidden_nodes (xmlDocPtr doc, GError **error)
{
  long line;
  switch (hakem_xml_find_forbidden (doc, &line))
    {
    case HAKEM_XML_DOCTYPE:
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_FORBIDDEN,
                   _("The case file declares a document type (DOCTYPE), which may define "
                     "entities or load other files; a case file may not have one."));
      return FALSE;
    case HAKEM_XML_ENTITY:
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_FORBIDDEN,
                   _("Line %ld: the case file uses an entity or includes other content; "
                     "a case file may not."),
                   line);
      return FALSE;
    case HAKEM_XML_XINCLUDE:
      g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_FORBIDDEN,
                   _("Line %ld: the case file asks to include another file (XInclude); "
                     "a case file must be whole in one file."),
                   line);
      return FALSE;
    case HAKEM_XML_CLEAN:
    default:
      return TRUE;
    }
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
  HakemXmlReport report = { .ns = CASEFILE_NS };
  gboolean valid = hakem_xml_validate (doc, SCHEMA_PATH, "hakem-casefile", &report);
  if (!valid)
    {
      if (report.failed)
        {
          g_autofree char *why = hakem_xml_schema_text (&report);
          g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
                       /* TRANSLATORS: the last %s says what is wrong (hakem-xml.c) */
                       _("Line %d: the case file does not follow its schema: %s"), report.line,
                       why);
        }
      else
        g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_INVALID,
                     _("The case file does not follow its schema."));
    }
  hakem_xml_report_clear (&report);
  return valid;
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
  HakemXmlReport report = { .ns = CASEFILE_NS };
  gboolean well_formed;
  xmlDocPtr doc = hakem_xml_read (data, length, &report, &well_formed);
  gboolean ok = FALSE;
  if (report.doctype)
    g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_FORBIDDEN,
                 _("Line %d: the case file declares a document type (DOCTYPE), which may define "
                   "entities or load other files; a case file may not have one."),
                 report.doctype_line);
  else if (!well_formed)
    g_set_error (error, HAKEM_CASEFILE_ERROR, HAKEM_CASEFILE_ERROR_MALFORMED,
                 _("Line %d, column %d: the case file is not well-formed XML: %s."),
                 report.line, report.column, hakem_xml_malformed_text (&report));
  else
    ok = check_forbidden_nodes (doc, error) && check_root (xmlDocGetRootElement (doc), error)
         && validate (doc, error);
  hakem_xml_report_clear (&report);
  if (!ok)
    {
      xmlFreeDoc (doc);
      return NULL;
    }
  return doc;
}
