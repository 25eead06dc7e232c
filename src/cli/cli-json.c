/* cli-json.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * JSON strings and object members for hakem-cli --json (RFC 8259, section 7).
 */
#include "cli-json.h"

void
cli_json_append_string (GString *out, const char *text)
{
  if (!text)
    {
      g_string_append (out, "null");
      return;
    }
  g_string_append_c (out, '"');
  const char *p = text;
  while (*p)
    {
      const char *end = NULL;
      /* The longest valid run is copied as it is; what stops it is a bad byte. */
      gboolean valid = g_utf8_validate (p, -1, &end);
      for (const char *q = p; q < end; q++)
        {
          unsigned char c = (unsigned char) *q;
          switch (c)
            {
            case '"':
              g_string_append (out, "\\\"");
              break;
            case '\\':
              g_string_append (out, "\\\\");
              break;
            case '\n':
              g_string_append (out, "\\n");
              break;
            case '\r':
              g_string_append (out, "\\r");
              break;
            case '\t':
              g_string_append (out, "\\t");
              break;
            default:
              if (c < 0x20)
                g_string_append_printf (out, "\\u%04x", c);
              else
                g_string_append_c (out, (char) c);
            }
        }
      if (valid)
        break;
      g_string_append (out, "\\ufffd");
      p = end + 1;
    }
  g_string_append_c (out, '"');
}

void
cli_json_append_key (GString *out, const char *key, gboolean *first)
{
  if (!*first)
    g_string_append_c (out, ',');
  *first = FALSE;
  cli_json_append_string (out, key);
  g_string_append_c (out, ':');
}
