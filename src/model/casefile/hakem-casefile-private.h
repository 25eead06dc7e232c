/* hakem-casefile-private.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * What the case file's writer, parser and reader share: its namespace, its limits, the names of
 * the endings, and the parsed, checked document the reader starts from.
 */
#pragma once

#include <libxml/tree.h>

#include "hakem-casefile.h"

G_BEGIN_DECLS

#define CASEFILE_NS "urn:hakem:casefile:1"
#define REGULATIONS_NS "urn:hakem:regulations:1"
#define MAX_MIB 16
#define MAX_BYTES ((gsize) MAX_MIB * 1024 * 1024)
#define MAX_COUNT 1000000
#define MAX_READING_MS G_GINT64_CONSTANT (1000000000000000)

/* By ChessEnding. */

static inline const char *
hakem_casefile_color_key (ChessColor color)
{
  return chess_color_name (color);
}

/* The document, parsed and checked against the schema, or NULL with the error
 * (hakem-casefile-parse.c). */
xmlDocPtr hakem_casefile_read_document (const char *data, gsize length, GError **error);

/* Writes xml to path atomically, refusing more than MAX_BYTES (the reader's limit); safe to call
 * from any thread (hakem-casefile.c). */
gboolean hakem_casefile_write_xml (const char *path, const char *xml, gsize length, GError **error);

/* A reconstruction's reconciliation of both scoresheets as <reconciliation> under parent, and
 * read back (the game found starts at start, the replay's start), every move checked legal; NULL
 * with the error otherwise (hakem-casefile-reconciliation.c). */
void hakem_casefile_write_reconciliation (xmlNodePtr parent, xmlNsPtr ns,
                                          const HakemReconciliation *r);
HakemReconciliation *
hakem_casefile_read_reconciliation (xmlNodePtr node, const ChessPosition *start, GError **error);

G_END_DECLS
