/* resident-modules.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Sanitizer builds only (-Dsanitizers=true): no shared library is ever unloaded, so that
 * LeakSanitizer judges a library's memory while the library is still there to hold it.
 *
 * GTK, GLib and Mesa load libraries at run time and unload some of them again: GDK 4.8 on X11
 * tries EGL before GLX, and libEGL_mesa unloads Mesa's driver (dri/swrast_dri.so) when GDK goes
 * on to GLX; GIO loads every module of an extension point to choose one (on a GNOME desktop the
 * proxy and TLS modules of glib-networking) and unloads those it did not choose. Memory such a
 * library keeps in its own variables is reachable while it is loaded; once it is unmapped,
 * LeakSanitizer finds the memory referenced from nowhere and reports it as a leak allocated from
 * "<unknown module>", a name no suppression can match (tests/lsan-suppressions.txt lists
 * libraries). Defined in the executable, this dlclose() is the one every library's call binds
 * to (the executable comes first in the global scope; meson.build exports the symbol), and it
 * leaves the library loaded. Hakem's own code is never unloaded, so none of its leaks is hidden:
 * tests/sanitizer proves both (a module's memory passes, Hakem's leak of 128 bytes fails).
 */
#include <dlfcn.h>

__attribute__ ((visibility ("default"))) int
dlclose (void *handle)
{
  (void) handle;
  return 0;
}
