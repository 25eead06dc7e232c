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

/* What the clock was doing when the file was written, for the arbiter to compare with the
 * clock on the table: "White's clock was running; 1:23:45 when saved at 14:03:12". While a
 * clock runs the autosave writes at least once a second, so a running side's reading is at most
 * a second behind what that clock showed when the program ended. */
typedef struct
{
  gboolean running;        /* a clock was running */
  ChessColor running_side; /* whose (while running; else whose clock would run next) */
  gint64 ms[2];            /* both readings at saved_at, ms, as the restored clock has them;
                            * -1 each when the time control has no clock */
  GDateTime *saved_at;     /* when the file was written, in the local time zone */
} HakemSavedClock;

void hakem_saved_clock_clear (HakemSavedClock *saved);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (HakemSavedClock, hakem_saved_clock_clear)

/* hakem_casefile_from_xml and hakem_casefile_load, and on success what the clock was doing in
 * *saved (NULL: not wanted). saved must be initialised, { 0 } or filled before: what it held is
 * cleared. On failure it is left as it was. */
gboolean hakem_casefile_from_xml_full (HakemSession *session, const char *data, gsize length,
                                       HakemSavedClock *saved, GError **error);

/* Writes the file atomically (write, flush, rename: g_file_set_contents_full). */
gboolean hakem_casefile_save (HakemSession *session, const char *path, GError **error);
gboolean hakem_casefile_load (HakemSession *session, const char *path, GError **error);
gboolean hakem_casefile_load_full (HakemSession *session, const char *path, HakemSavedClock *saved,
                                   GError **error);
/* The bytes of the case file at path as the loader reads them (a regular file of at most the
 * case file's 16 MiB), NUL-terminated: for a checksum of the very bytes a case is read from.
 * HAKEM_CASEFILE_ERROR_TOO_LARGE or _IO with a sentence naming the file. */
gboolean hakem_casefile_read_file (const char *path, char **data, gsize *length, GError **error);

/* Moves the file at path, which cannot be read as a case, out of the autosave's way to a name
 * not in use: path.damaged, else path.damaged-2, path.damaged-3, ... An existing file is never
 * replaced, so every damaged file is kept. The name chosen in *kept_path (free it; may be NULL).
 * FALSE with HAKEM_CASEFILE_ERROR_IO when it cannot be moved: path is then as it was. */
gboolean hakem_casefile_keep_damaged (const char *path, char **kept_path, GError **error);
/* The same with another suffix: path.SUFFIX, path.SUFFIX-2, ... ("earlier" for a case set aside
 * unanswered while the arbiter works on). */
gboolean hakem_casefile_keep_aside (const char *path, const char *suffix, char **kept_path,
                                    GError **error);

/* The autosave file: $XDG_STATE_HOME/hakem/current.hakem (or HAKEM_CASEFILE when set). */
char *hakem_casefile_autosave_path (void);

/* Saves the session to path after every change ("changed", "clock-changed", "incident-added",
 * "incident-changed"), synchronously, until the returned handle is freed; and while the clock
 * runs, from a timeout on the default main context, whenever a reading has moved a whole
 * second from the file's, so that the file is never more than a second behind the clock. */
typedef struct _HakemAutosave HakemAutosave;
HakemAutosave *hakem_autosave_new (HakemSession *session, const char *path);
void hakem_autosave_free (HakemAutosave *autosave);
/* The last save's error, or NULL. */
const GError *hakem_autosave_get_error (HakemAutosave *autosave);
/* How many times the file has been written. */
guint hakem_autosave_get_saves (HakemAutosave *autosave);
/* Deletes the file: the arbiter closed the case without wanting it back. */
void hakem_autosave_discard (HakemAutosave *autosave);

/* A writer of the case file on a worker thread, so that a large case written and flushed to the
 * disk never holds up the window: the caller makes the document (hakem_casefile_to_xml, on the
 * thread that owns the session) and queues it; the worker writes it atomically as
 * hakem_casefile_save does. Writes coalesce: while one is under way, only the last document
 * queued is kept, and written next; none is ever written out of order. */
typedef struct _HakemCasefileWriter HakemCasefileWriter;
HakemCasefileWriter *hakem_casefile_writer_new (const char *path);
/* Queues xml (taken: the writer frees it). FALSE with HAKEM_CASEFILE_ERROR_TOO_LARGE at once,
 * and nothing queued, when it is larger than the reader takes. */
gboolean hakem_casefile_writer_queue (HakemCasefileWriter *writer, char *xml, GError **error);
/* Waits until everything queued is written; FALSE with the last write's error. */
gboolean hakem_casefile_writer_flush (HakemCasefileWriter *writer, GError **error);
/* Files written so far, and documents dropped because a later one replaced them unwritten. */
guint hakem_casefile_writer_get_writes (HakemCasefileWriter *writer);
guint hakem_casefile_writer_get_coalesced (HakemCasefileWriter *writer);
/* Flushes, then stops the worker. */
void hakem_casefile_writer_free (HakemCasefileWriter *writer);

G_END_DECLS
