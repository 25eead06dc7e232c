/* hakem-casefile-parse.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The case file parsed and checked as a document: size, well-formedness, nothing a DOCTYPE or
 * XInclude could bring, the root element, and the schema.
 *
 * A case file may come from anyone (an appeals committee's mail, a USB stick), so the reader
 * trusts nothing, as the regulations reader does: hakem_xml_read_checked (hakem-xml.c) checks
 * the size before libxml2 sees a byte, parses without network, DTD loading, entity substitution
 * or XML_PARSE_HUGE, stops at a DOCTYPE, and checks the document against hakem-casefile.xsd (the
 * copy compiled in); this file says what a case file is and how its refusals are worded.
 * hakem-casefile-read.c checks what the schema cannot say.
 */
#include "config.h"

#include "hakem-casefile-private.h"

#include <glib/gi18n.h>
#include <libxml/parser.h>

#include "hakem-xml.h"

#define SCHEMA_PATH "/io/github/hakem/Hakem/model/hakem-casefile.xsd"

static const HakemXmlKind casefile_kind = {
  .root = "casefile",
  .ns = CASEFILE_NS,
  .schema_path = SCHEMA_PATH,
  .who = "hakem-casefile",
  .max_bytes = MAX_BYTES,
  .max_units = MAX_MIB,
  .domain = hakem_casefile_error_quark,
  .too_large_code = HAKEM_CASEFILE_ERROR_TOO_LARGE,
  .malformed_code = HAKEM_CASEFILE_ERROR_MALFORMED,
  .forbidden_code = HAKEM_CASEFILE_ERROR_FORBIDDEN,
  .invalid_code = HAKEM_CASEFILE_ERROR_INVALID,
  .too_large = N_ ("The case file is larger than %d MiB, the most Hakem reads."),
  .empty = N_ ("The case file is empty."),
  .doctype_at = N_ ("Line %d: the case file declares a document type (DOCTYPE), which may define "
                    "entities or load other files; a case file may not have one."),
  .malformed = N_ ("Line %d, column %d: the case file is not well-formed XML: %s."),
  .doctype = N_ ("The case file declares a document type (DOCTYPE), which may define entities or "
                 "load other files; a case file may not have one."),
  .entity = N_ ("Line %ld: the case file uses an entity or includes other content; a case file "
                "may not."),
  .xinclude = N_ ("Line %ld: the case file asks to include another file (XInclude); a case file "
                  "must be whole in one file."),
  .no_root = N_ ("The file holds no element: it is not a case file."),
  .other_root = N_ ("Line %ld: the document is <%s>, not <casefile>: it is not a case file."),
  .other_ns = N_ ("Line %ld: <casefile> must be in the namespace “%s”, not “%s”: it is not a case "
                  "file of this version."),
  /* TRANSLATORS: the last %s says what is wrong (hakem-xml.c) */
  .not_schema = N_ ("Line %d: the case file does not follow its schema: %s"),
  .not_schema_silent = N_ ("The case file does not follow its schema."),
};

/* The document, parsed and checked, or NULL with the error. */
xmlDocPtr
hakem_casefile_read_document (const char *data, gsize length, GError **error)
{
  return hakem_xml_read_checked (data, length, &casefile_kind, error);
}
