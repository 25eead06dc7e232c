/* hakem-text-safe.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Text read from files made safe to show: control characters found, escaped for one line, and
 * bidirectional controls shown.
 */
#include "config.h"

#include "hakem-text-safe.h"

#include <string.h>

#include <glib/gi18n.h>

static gboolean
is_control (gunichar c)
{
  return c < 0x20 || (c >= 0x7f && c <= 0x9f);
}

const char *
hakem_text_find_control (const char *text, gboolean free_text)
{
  const char *p = text;
  while (p && *p)
    {
      gunichar c = g_utf8_get_char_validated (p, -1);
      /* A byte that is no UTF-8 is the reader's concern; here it stands for itself. */
      gboolean bad = c == (gunichar) -1 || c == (gunichar) -2;
      if (bad)
        c = (unsigned char) *p;
      if (is_control (c) && !(free_text && (c == '\n' || c == '\t' || c == '\r')))
        return p;
      p = bad ? p + 1 : g_utf8_next_char (p);
    }
  return NULL;
}

gboolean
hakem_text_check_line (const char *text, const char *what, long line, GQuark domain, int code,
                       GError **error)
{
  const char *bad = hakem_text_find_control (text, FALSE);
  if (!bad)
    return TRUE;
  g_set_error (error, domain, code,
               /* TRANSLATORS: the line of the file, then what holds the character: "the tag
                * “White”", "<name>"; U+%04X the character's code */
               _ ("Line %ld: %s holds a control character (U+%04X): a name or a tag is one line "
                  "of printing characters."),
               line, what,
               (unsigned) (unsigned char) *bad < 0x80 ? (unsigned char) *bad
                                                      : g_utf8_get_char (bad));
  return FALSE;
}

gboolean
hakem_text_is_bidi_control (gunichar c)
{
  return c == 0x061c || c == 0x200e || c == 0x200f || (c >= 0x202a && c <= 0x202e)
         || (c >= 0x2066 && c <= 0x2069);
}

/* Writes one character of text to out: c, or (gunichar) -1 for a byte that is no UTF-8; the
 * character's bytes are p to p + len. */
typedef void (*Rewrite) (GString *out, gunichar c, const char *p, gsize len);

static char *
rewrite (const char *text, Rewrite one)
{
  if (!text)
    return NULL;
  GString *out = g_string_sized_new (strlen (text));
  const char *p = text;
  while (*p)
    {
      gunichar c = g_utf8_get_char_validated (p, -1);
      gboolean bad = c == (gunichar) -1 || c == (gunichar) -2;
      const char *next = bad ? p + 1 : g_utf8_next_char (p);
      one (out, bad ? (gunichar) -1 : c, p, (gsize) (next - p));
      p = next;
    }
  return g_string_free (out, FALSE);
}

static void
show_bidi (GString *out, gunichar c, const char *p, gsize len)
{
  if (c != (gunichar) -1 && hakem_text_is_bidi_control (c))
    g_string_append_printf (out, "⟨U+%04X⟩", c);
  else
    g_string_append_len (out, p, (gssize) len);
}

char *
hakem_text_show_bidi (const char *text)
{
  return rewrite (text, show_bidi);
}

static void
escape (GString *out, gunichar c, const char *p, gsize len)
{
  if (c == (gunichar) -1)
    g_string_append_printf (out, "\\x%02X", (unsigned char) *p);
  else if (c == '\\')
    g_string_append (out, "\\\\");
  else if (c == '\n')
    g_string_append (out, "\\n");
  else if (c == '\r')
    g_string_append (out, "\\r");
  else if (c == '\t')
    g_string_append (out, "\\t");
  else if (c < 0x20 || c == 0x7f)
    g_string_append_printf (out, "\\x%02X", c);
  else if (is_control (c) || hakem_text_is_bidi_control (c))
    g_string_append_printf (out, "\\u%04X", c);
  else
    g_string_append_len (out, p, (gssize) len);
}

char *
hakem_text_escape_line (const char *text)
{
  return rewrite (text, escape);
}
