/* cli-out.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * An answer's keys and values, printed as lines at once or gathered into one JSON object.
 */
#include "cli-out.h"

#include <stdio.h>

#include "cli-json.h"
#include "hakem-text-safe.h"

#include <glib/gi18n.h>

const char *const cli_out_json_help
    = N_ ("Print one JSON object with the same keys instead of key: value lines");

void
cli_out_init (CliOut *o, gboolean json)
{
  o->json = json;
  o->first = TRUE;
  o->in_list = FALSE;
  o->list_empty = TRUE;
  o->buf = json ? g_string_new ("{") : NULL;
}

void
cli_out_finish (CliOut *o)
{
  if (o->json)
    {
      g_string_append (o->buf, "}\n");
      fputs (o->buf->str, stdout);
      g_string_free (o->buf, TRUE);
      o->buf = NULL;
    }
  fflush (stdout);
}

static void
key (CliOut *o, const char *name)
{
  if (o->json)
    cli_json_append_key (o->buf, name, &o->first);
  else
    printf ("%s:", name);
}

char *
cli_out_escape (const char *text)
{
  return hakem_text_escape_line (text ? text : "");
}

/* Every value of a line goes through here: a name with a line end in it must not make a line of
 * its own ("Evil\nevent: checkmate"), nor a bidirectional control reorder the terminal's line. */
static void
print_value (const char *value, const char *end)
{
  g_autofree char *safe = cli_out_escape (value);
  printf (" %s%s", safe, end);
}

void
cli_out_word (CliOut *o, const char *name, const char *value)
{
  key (o, name);
  if (o->json)
    cli_json_append_string (o->buf, value);
  else
    print_value (value, "\n");
}

void
cli_out_int (CliOut *o, const char *name, long value)
{
  key (o, name);
  if (o->json)
    g_string_append_printf (o->buf, "%ld", value);
  else
    printf (" %ld\n", value);
}

void
cli_out_none (CliOut *o, const char *name)
{
  key (o, name);
  if (o->json)
    g_string_append (o->buf, "null");
  else
    printf (" none\n");
}

void
cli_out_int_or_none (CliOut *o, const char *name, long value)
{
  if (value < 0)
    cli_out_none (o, name);
  else
    cli_out_int (o, name, value);
}

void
cli_out_yes_no (CliOut *o, const char *name, gboolean value)
{
  cli_out_word (o, name, value ? "yes" : "no");
}

void
cli_out_list_begin (CliOut *o, const char *name)
{
  key (o, name);
  o->in_list = TRUE;
  o->list_empty = TRUE;
  if (o->json)
    g_string_append_c (o->buf, '[');
}

static void
item (CliOut *o)
{
  g_return_if_fail (o->in_list);
  if (o->json && !o->list_empty)
    g_string_append_c (o->buf, ',');
  o->list_empty = FALSE;
}

void
cli_out_list_word (CliOut *o, const char *value)
{
  item (o);
  if (o->json)
    cli_json_append_string (o->buf, value);
  else
    print_value (value, "");
}

void
cli_out_list_int (CliOut *o, long value)
{
  item (o);
  if (o->json)
    g_string_append_printf (o->buf, "%ld", value);
  else
    printf (" %ld", value);
}

void
cli_out_list_end (CliOut *o)
{
  o->in_list = FALSE;
  if (o->json)
    g_string_append_c (o->buf, ']');
  else
    printf ("\n");
}
