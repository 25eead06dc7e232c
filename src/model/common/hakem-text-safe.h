/* hakem-text-safe.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Text read from files made safe to show: control characters found, escaped for one line, and
 * the bidirectional controls that reorder what is printed shown as visible marks.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The first control character of text (C0, DEL or C1), or NULL when it has none. With
 * free_text (a note), tabs and line ends are text and not counted. */
const char *hakem_text_find_control (const char *text, gboolean free_text);

/* TRUE when text (a name, a tag: one line) has no control character; else FALSE with error
 * (domain, code) set to a sentence naming what (a tag, an element) and the file's line. */
gboolean hakem_text_check_line (const char *text, const char *what, long line, GQuark domain,
                                int code, GError **error);

/* TRUE for the characters that change the order text is printed in (Unicode's bidirectional
 * formatting characters): U+061C, U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069. */
gboolean hakem_text_is_bidi_control (gunichar c);

/* text with each bidirectional control shown as a mark, "⟨U+202E⟩", so that it neither
 * reorders the text around it nor goes unseen. Free the result. */
char *hakem_text_show_bidi (const char *text);

/* text fit for one "key: value" line: a backslash as \\, a line end as \n, a carriage return as
 * \r, a tab as \t, other C0 characters, DEL and bytes that are not UTF-8 as \xHH, C1 characters
 * and bidirectional controls as \uHHHH. Free the result. */
char *hakem_text_escape_line (const char *text);

G_END_DECLS
