/* hakem-locale.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Where hakem and hakem-cli find their translations, installed or in the build tree.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The directory of the translations: $HAKEM_LOCALEDIR when set; the build tree's po/ when the
 * program runs from a meson build tree (build/src/hakem, build/src/cli/hakem-cli), which holds
 * the compiled catalogues; otherwise the installed LOCALEDIR. Free it. */
char *hakem_locale_dir (void);

/* Sets the locale from the environment and binds the text domain to hakem_locale_dir(). */
void hakem_locale_init (void);

/* Whether gettext finds a catalogue of the text domain for the languages asked for now
 * (LANGUAGE, LC_MESSAGES). English, the language of the source, has none. */
gboolean hakem_locale_translation_found (void);

G_END_DECLS
