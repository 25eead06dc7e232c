/* cli-json.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The JSON text hakem-cli --json writes: strings escaped so that any input gives valid JSON.
 */
#pragma once

#include <glib.h>

/* Appends text as a JSON string, quotes included: '"', '\' and control characters escaped, UTF-8
 * kept as it is, and each byte that is not part of valid UTF-8 (a file in another encoding)
 * written as U+FFFD, so that the result is always valid JSON. NULL is written as null. */
void cli_json_append_string (GString *out, const char *text);

/* Appends "key": with the key escaped as a string, after a comma unless it is the first member
 * ('first' is then cleared). */
void cli_json_append_key (GString *out, const char *key, gboolean *first);
