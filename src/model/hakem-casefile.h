/* hakem-casefile.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The case file: a whole session (game, clock, regulations, incidents, reconstructions) as XML
 * checked against hakem-casefile.xsd, written atomically, and the autosave that keeps it current.
 */
#pragma once

#include "hakem-session.h"

G_BEGIN_DECLS

#define HAKEM_CASEFILE_ERROR (hakem_casefile_error_quark ())
GQuark hakem_casefile_error_quark (void);

typedef enum
{
  HAKEM_CASEFILE_ERROR_TOO_LARGE, /* above the size limit (16 MiB) */
  HAKEM_CASEFILE_ERROR_MALFORMED, /* not well-formed XML: line and column in the message */
  HAKEM_CASEFILE_ERROR_FORBIDDEN, /* a DOCTYPE, an entity, an external reference */
  HAKEM_CASEFILE_ERROR_INVALID,   /* well-formed but not a case file: what and where */
  HAKEM_CASEFILE_ERROR_IO,        /* could not be read or written */
} HakemCasefileError;

/* The session as a case file document. */
char *hakem_casefile_to_xml (HakemSession *session);

/* Replaces everything in session with the case file's contents; on failure the session is
 * unchanged. The clock comes back stopped at the saved times. */
gboolean hakem_casefile_from_xml (HakemSession *session, const char *data, gsize length,
                                  GError **error);

/* Writes the file atomically (write, flush, rename: g_file_set_contents_full). */
gboolean hakem_casefile_save (HakemSession *session, const char *path, GError **error);
gboolean hakem_casefile_load (HakemSession *session, const char *path, GError **error);

/* Moves the file at path, which cannot be read as a case, out of the autosave's way to a name
 * not in use: path.damaged, else path.damaged-2, path.damaged-3, ... An existing file is never
 * replaced, so every damaged file is kept. The name chosen in *kept_path (free it; may be NULL).
 * FALSE with HAKEM_CASEFILE_ERROR_IO when it cannot be moved: path is then as it was. */
gboolean hakem_casefile_keep_damaged (const char *path, char **kept_path, GError **error);

/* The autosave file: $XDG_STATE_HOME/hakem/current.hakem (or HAKEM_CASEFILE when set). */
char *hakem_casefile_autosave_path (void);

/* Saves the session to path after every change ("changed", "clock-changed", "incident-added",
 * "incident-changed"), synchronously, until the returned handle is freed. */
typedef struct _HakemAutosave HakemAutosave;
HakemAutosave *hakem_autosave_new (HakemSession *session, const char *path);
void hakem_autosave_free (HakemAutosave *autosave);
/* The last save's error, or NULL. */
const GError *hakem_autosave_get_error (HakemAutosave *autosave);
/* How many times the file has been written. */
guint hakem_autosave_get_saves (HakemAutosave *autosave);
/* Deletes the file: the arbiter closed the case without wanting it back. */
void hakem_autosave_discard (HakemAutosave *autosave);

G_END_DECLS
