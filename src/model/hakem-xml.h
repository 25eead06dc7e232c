/* hakem-xml.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Private to the model library: the safe parse and schema check of an untrusted XML document.
 */
#pragma once

#include <glib.h>
#include <libxml/parser.h>

G_BEGIN_DECLS

/* What went wrong during one parse or validation: the first error only, since later ones are
 * mostly echoes. */
typedef struct
{
  const char *ns;     /* the document's namespace, left out of libxml2's "{ns}name" */
  gboolean doctype;   /* the parser met a DOCTYPE and was stopped there */
  int doctype_line;
  gboolean failed;
  gboolean at_end;    /* the first error came with the input used up: the file was cut short */
  gboolean undecodable; /* bytes the declared encoding does not convert (said outside the parse) */
  int code;           /* xmlParserErrors, or -1 when the parser failed without saying why */
  int line;
  int column;
  char *message;      /* libxml2's English text: for logs and tests, never shown to a person */
  char *element;      /* the element the error is about, when libxml2 names it */
} HakemXmlReport;

void hakem_xml_report_clear (HakemXmlReport *report);

xmlDocPtr hakem_xml_read (const char *data, gsize length, HakemXmlReport *report,
                          gboolean *well_formed);
const char *hakem_xml_malformed_text (const HakemXmlReport *report);
/* Why the document does not follow its schema, as a translated sentence naming the element:
 * libxml2's own text is English and is not shown. Free it. */
char *hakem_xml_schema_text (const HakemXmlReport *report);
gboolean hakem_xml_validate (xmlDocPtr doc, const char *schema_path, const char *who,
                             HakemXmlReport *report);

/* What a reader of untrusted files refuses even when the parser let it through: anything a
 * DOCTYPE could have brought, and XInclude, which is never processed but refused so that nobody
 * believes a file was included. */
typedef enum
{
  HAKEM_XML_CLEAN = 0,
  HAKEM_XML_DOCTYPE,  /* an internal or external subset */
  HAKEM_XML_ENTITY,   /* an entity, its reference or declaration, a DTD or XInclude node */
  HAKEM_XML_XINCLUDE, /* an element in an XInclude namespace */
} HakemXmlForbidden;

/* The first forbidden thing in DOC, with its line in *line (0 for a DOCTYPE). */
HakemXmlForbidden hakem_xml_find_forbidden (xmlDocPtr doc, long *line);

G_END_DECLS
