/* hakem-locale.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Where hakem and hakem-cli find their translations, installed or in the build tree.
 */
#include "config.h"

#include "hakem-locale.h"

#include <libintl.h>
#include <locale.h>

/* How far above the executable a build tree's root may be: build/src/cli/hakem-cli is two. */
#define BUILD_TREE_DEPTH 3

/* The po/ of the meson build tree the running executable lives in, or NULL. A build tree is
 * known by the meson-private folder meson keeps at its root; an installed program's folders
 * (/usr/bin, /app/bin) have none above them. Linux's /proc/self/exe names the executable. */
static char *
build_tree_locale_dir (void)
{
  g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);
  if (!exe)
    return NULL;
  g_autofree char *dir = g_path_get_dirname (exe);
  for (int i = 0; i < BUILD_TREE_DEPTH; i++)
    {
      g_autofree char *marker = g_build_filename (dir, "meson-private", NULL);
      g_autofree char *po = g_build_filename (dir, "po", NULL);
      if (g_file_test (marker, G_FILE_TEST_IS_DIR) && g_file_test (po, G_FILE_TEST_IS_DIR))
        return g_steal_pointer (&po);
      char *parent = g_path_get_dirname (dir);
      g_free (dir);
      dir = parent;
    }
  return NULL;
}

char *
hakem_locale_dir (void)
{
  const char *dir = g_getenv ("HAKEM_LOCALEDIR");
  if (dir && *dir)
    return g_strdup (dir);
  char *build = build_tree_locale_dir ();
  return build ? build : g_strdup (LOCALEDIR);
}

void
hakem_locale_init (void)
{
  setlocale (LC_ALL, "");
  g_autofree char *dir = hakem_locale_dir ();
  bindtextdomain (GETTEXT_PACKAGE, dir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

gboolean
hakem_locale_translation_found (void)
{
  /* The catalogue's header is the translation of the empty message: without a catalogue the
   * empty message comes back. */
  const char *header = dgettext (GETTEXT_PACKAGE, "");
  return header && *header;
}
