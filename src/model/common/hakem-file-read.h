/* hakem-file-read.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Files someone else named read safely: only a regular file, and never more than a limit.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define HAKEM_FILE_READ_ERROR (hakem_file_read_error_quark ())
GQuark hakem_file_read_error_quark (void);

typedef enum
{
  HAKEM_FILE_READ_ERROR_NOT_REGULAR, /* a folder, a pipe (FIFO), a device or a socket */
  HAKEM_FILE_READ_ERROR_TOO_LARGE,   /* over the reader's limit, or grew past it while read */
} HakemFileReadError;

/* Opens path to read without waiting on it (a FIFO without a writer would block the caller
 * for ever) and keeps it only when it is a regular file: a symbolic link to one is one, a link
 * to /dev/zero is not. The descriptor (blocking again) and its size in *size, or -1 with the
 * error: the system's in G_FILE_ERROR, or HAKEM_FILE_READ_ERROR_NOT_REGULAR. */
int hakem_file_open_regular (const char *path, goffset *size, GError **error);

/* The errors' messages are translated clauses ("it is not a regular file ..."), for the caller
 * to put after the file's name. */

/* The bytes of path from offset to its end, NUL-terminated (not counted in *length). Refused
 * before a byte is read when path is not a regular file or is larger than max_bytes, and
 * refused when it grows past max_bytes while it is read: at most max_bytes + 1 bytes are ever
 * held. */
gboolean hakem_file_read_bounded (const char *path, goffset offset, gsize max_bytes, char **data,
                                  gsize *length, GError **error);

/* The same for a GFile: its local path when it has one, else through GIO (a share of GVfs),
 * with the same checks from its file information. */
GBytes *hakem_file_read_gfile (GFile *file, goffset offset, gsize max_bytes, GError **error);

G_END_DECLS
