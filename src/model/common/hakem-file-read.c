/* hakem-file-read.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Files someone else named read safely: opened without blocking, checked to be regular files on
 * the descriptor itself (no window between the check and the read), and read to a limit. The
 * size stat() gives is no bound for a device (/dev/zero has none) or a file that grows while it
 * is read, so the reading itself stops one byte past the limit.
 */
#include "config.h"

#include "hakem-file-read.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <sys/stat.h>
#include <unistd.h>

GQuark
hakem_file_read_error_quark (void)
{
  return g_quark_from_static_string ("hakem-file-read-error-quark");
}

static void
set_errno_error (GError **error, int err)
{
  g_set_error_literal (error, G_FILE_ERROR, g_file_error_from_errno (err), g_strerror (err));
}

static void
set_not_regular (GError **error)
{
  g_set_error_literal (error, HAKEM_FILE_READ_ERROR, HAKEM_FILE_READ_ERROR_NOT_REGULAR,
                       _ ("it is not a regular file (a folder, a pipe or a device)"));
}

static void
set_too_large (GError **error, gsize max_bytes)
{
  g_autofree char *limit = g_format_size_full (max_bytes, G_FORMAT_SIZE_IEC_UNITS);
  /* TRANSLATORS: %s is a size such as "16.0 MiB" */
  g_set_error (error, HAKEM_FILE_READ_ERROR, HAKEM_FILE_READ_ERROR_TOO_LARGE,
               _ ("it is larger than %s, the most Hakem reads of it"), limit);
}

int
hakem_file_open_regular (const char *path, goffset *size, GError **error)
{
  int fd = g_open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY, 0);
  if (fd < 0)
    {
      set_errno_error (error, errno);
      return -1;
    }
  struct stat st;
  if (fstat (fd, &st) != 0)
    {
      int err = errno;
      close (fd);
      set_errno_error (error, err);
      return -1;
    }
  if (!S_ISREG (st.st_mode))
    {
      close (fd);
      set_not_regular (error);
      return -1;
    }
  /* A regular file's reads never wait; blocking mode again all the same, for stdio. */
  int flags = fcntl (fd, F_GETFL);
  if (flags >= 0)
    fcntl (fd, F_SETFL, flags & ~O_NONBLOCK);
  if (size)
    *size = (goffset) st.st_size;
  return fd;
}

gboolean
hakem_file_read_bounded (const char *path, goffset offset, gsize max_bytes, char **data,
                         gsize *length, GError **error)
{
  g_return_val_if_fail (offset >= 0, FALSE);
  goffset size;
  int fd = hakem_file_open_regular (path, &size, error);
  if (fd < 0)
    return FALSE;
  if ((guint64) size > max_bytes)
    {
      close (fd);
      set_too_large (error, max_bytes);
      return FALSE;
    }
  if (offset > 0 && lseek (fd, (off_t) offset, SEEK_SET) < 0)
    {
      int err = errno;
      close (fd);
      set_errno_error (error, err);
      return FALSE;
    }
  /* What may still be read: one byte past it tells a file that grew over the limit. */
  gsize room = (gsize) offset <= max_bytes ? max_bytes - (gsize) offset + 1 : 1;
  gsize cap = MIN ((gsize) size > (gsize) offset ? (gsize) size - (gsize) offset + 1 : 4096, room);
  char *buf = g_malloc (cap + 1);
  gsize got = 0;
  for (;;)
    {
      if (got == cap && cap < room)
        {
          cap = MIN (cap * 2, room);
          buf = g_realloc (buf, cap + 1);
        }
      if (got == cap)
        break;
      gssize n = read (fd, buf + got, cap - got);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int err = errno;
          close (fd);
          g_free (buf);
          set_errno_error (error, err);
          return FALSE;
        }
      if (n == 0)
        break;
      got += (gsize) n;
    }
  close (fd);
  if ((gsize) offset + got > max_bytes)
    {
      g_free (buf);
      set_too_large (error, max_bytes);
      return FALSE;
    }
  buf[got] = '\0';
  *data = buf;
  *length = got;
  return TRUE;
}

GBytes *
hakem_file_read_gfile (GFile *file, goffset offset, gsize max_bytes, GError **error)
{
  g_autofree char *path = g_file_get_path (file);
  if (path)
    {
      char *data;
      gsize length;
      if (!hakem_file_read_bounded (path, offset, max_bytes, &data, &length, error))
        return NULL;
      return g_bytes_new_take (data, length);
    }
  g_autoptr (GFileInfo) info
      = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE "," G_FILE_ATTRIBUTE_STANDARD_SIZE,
                           G_FILE_QUERY_INFO_NONE, NULL, error);
  if (!info)
    return NULL;
  if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    {
      set_not_regular (error);
      return NULL;
    }
  if ((guint64) g_file_info_get_size (info) > max_bytes)
    {
      set_too_large (error, max_bytes);
      return NULL;
    }
  g_autoptr (GFileInputStream) in = g_file_read (file, NULL, error);
  if (!in)
    return NULL;
  if (offset > 0 && !g_seekable_seek (G_SEEKABLE (in), offset, G_SEEK_SET, NULL, error))
    return NULL;
  g_autoptr (GByteArray) buf = g_byte_array_new ();
  gsize room = (gsize) offset <= max_bytes ? max_bytes - (gsize) offset + 1 : 1;
  while (buf->len < room)
    {
      gsize at = buf->len, want = MIN ((gsize) 65536, room - at);
      g_byte_array_set_size (buf, (guint) (at + want));
      gssize n = g_input_stream_read (G_INPUT_STREAM (in), buf->data + at, want, NULL, error);
      if (n < 0)
        return NULL;
      g_byte_array_set_size (buf, (guint) (at + (gsize) n));
      if (n == 0)
        break;
    }
  if ((gsize) offset + buf->len > max_bytes)
    {
      set_too_large (error, max_bytes);
      return NULL;
    }
  return g_byte_array_free_to_bytes (g_steal_pointer (&buf));
}
