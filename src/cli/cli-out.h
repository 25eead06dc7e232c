/* cli-out.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * One answer of hakem-cli written as "key: value" lines or, with --json, as one JSON object with
 * the same keys in the same order.
 *
 * The mapping (docs/cli.md): a word is a JSON string, a whole number a JSON number, a list a
 * JSON array, and "none" null.
 */
#pragma once

#include <glib.h>

typedef struct
{
  gboolean json;
  gboolean first; /* no member written yet */
  gboolean in_list;
  gboolean list_empty;
  GString *buf; /* JSON: the object so far */
} CliOut;

void cli_out_init (CliOut *o, gboolean json);
/* JSON: writes the object on one line; text: nothing left to write. Frees what o holds. */
void cli_out_finish (CliOut *o);

/* value escaped (hakem_text_escape_line): one line whatever it holds. */
void cli_out_word (CliOut *o, const char *key, const char *value);
void cli_out_int (CliOut *o, const char *key, long value);
/* "none" (JSON null). */
void cli_out_none (CliOut *o, const char *key);
/* value, or "none" when it is below 0 (a ply that does not exist). */
void cli_out_int_or_none (CliOut *o, const char *key, long value);
/* "yes" or "no". */
void cli_out_yes_no (CliOut *o, const char *key, gboolean value);

/* A list: "key: a b c" (space-separated), or a JSON array. */
void cli_out_list_begin (CliOut *o, const char *key);
void cli_out_list_word (CliOut *o, const char *value);
void cli_out_list_int (CliOut *o, long value);
void cli_out_list_end (CliOut *o);

/* text escaped as every value of a line is (a backslash, line ends, tabs, control and
 * bidirectional characters written with a backslash): for output that is not key: value lines
 * (check's columns). Free the result. */
char *cli_out_escape (const char *text);

/* The help text of --json (untranslated; GOption translates it). */
extern const char *const cli_out_json_help;

/* The --json option among a command's entries (before G_OPTION_ENTRY_NULL). */
#define CLI_OUT_JSON_ENTRY(flag)                                                                   \
  {                                                                                                \
    "json", 0, 0, G_OPTION_ARG_NONE, (flag), cli_out_json_help, NULL                               \
  }
