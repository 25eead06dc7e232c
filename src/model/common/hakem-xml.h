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
  const char *ns;   /* the document's namespace, left out of libxml2's "{ns}name" */
  gboolean doctype; /* the parser met a DOCTYPE and was stopped there */
  int doctype_line;
  gboolean failed;
  gboolean at_end;      /* the first error came with the input used up: the file was cut short */
  gboolean undecodable; /* bytes the declared encoding does not convert (said outside the parse) */
  int code;             /* xmlParserErrors, or -1 when the parser failed without saying why */
  int line;
  int column;
  char *message; /* libxml2's English text: for logs and tests, never shown to a person */
  char *element; /* the element the error is about, when libxml2 names it */
} HakemXmlReport;

void hakem_xml_report_clear (HakemXmlReport *report);

/* The attribute name of node (no namespace) as a GLib string, or NULL when it is absent. */
char *hakem_xml_attr (xmlNodePtr node, const char *name);
/* The text content of node as a GLib string ("" when it has none). */
char *hakem_xml_text (xmlNodePtr node);

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

/* One kind of document (case file, regulations, scenario): what it is, and what its reader says
 * of a document that is not one. The texts are marked N_() and translated when said; each takes
 * the arguments written beside it, in that order, which the compiler cannot check from here. */
typedef struct
{
  const char *root;        /* the document element's name */
  const char *ns;          /* the document element's namespace */
  const char *schema_path; /* the schema in the model's resource */
  const char *who;         /* names the reader in fatal messages */
  gsize max_bytes;
  int max_units;           /* max_bytes in the unit too_large speaks of */
  GQuark (*domain) (void); /* the error domain's quark function */
  int too_large_code;
  int malformed_code;
  int forbidden_code;
  int invalid_code;
  const char *too_large;         /* int max_units (a text may spell the number out and skip it) */
  const char *empty;             /* none */
  const char *doctype_at;        /* int line: the parser stopped at a DOCTYPE */
  const char *malformed;         /* int line, int column, const char *why */
  const char *doctype;           /* none: a DOCTYPE the parser let through */
  const char *entity;            /* long line */
  const char *xinclude;          /* long line */
  const char *no_root;           /* none */
  const char *other_root;        /* long line, const char *name found */
  const char *other_ns;          /* long line, const char *ns wanted, const char *ns found */
  const char *not_schema;        /* int line, const char *why */
  const char *not_schema_silent; /* none: libxml2 failed without saying why */
} HakemXmlKind;

/* The most attributes one element of a checked document may have (namespace declarations
 * included): far above any of the schemas' elements. */
#define HAKEM_XML_MAX_ATTRIBUTES 256

/* The document in data parsed and checked as KIND: its size, at most HAKEM_XML_MAX_ATTRIBUTES
 * attributes an element (counted before libxml2 parses), well-formed, nothing a DOCTYPE or
 * XInclude could bring, its root element and namespace, its schema. NULL with the error in
 * KIND's domain and words. Free the document with xmlFreeDoc. */
xmlDocPtr hakem_xml_read_checked (const char *data, gsize length, const HakemXmlKind *kind,
                                  GError **error);

G_END_DECLS
