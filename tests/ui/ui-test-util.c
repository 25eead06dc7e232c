/* ui-test-util.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Helpers the window tests share: running the main loop, finding a dialog, rendering a PNG.
 */
#include "config.h"

#include "ui-test-util.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <adwaita.h>
#include <locale.h>

#include "hakem-session.h"

static void
no_display (void)
{
  g_test_skip ("no display to open a window on");
}

gboolean
ui_test_init (int *argc, char ***argv, const char *suite)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("HAKEM_LOCALEDIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_test_init (argc, argv, NULL);
  if (!gtk_init_check ())
    {
      g_autofree char *path = g_strdup_printf ("/%s/no-display", suite);
      g_test_add_func (path, no_display);
      return FALSE;
    }
  /* libadwaita and the application's style, as HakemApplication (an AdwApplication) loads them
   * at start-up. */
  adw_init ();
  g_autoptr (GtkCssProvider) css = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (css, "/io/github/hakem/Hakem/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  return TRUE;
}

char *
ui_test_private_dir (const char *name)
{
  g_autofree char *template = g_strdup_printf ("hakem-%s-XXXXXX", name);
  char *dir = g_dir_make_tmp (template, NULL);
  g_assert_nonnull (dir);
  g_autofree char *casefile = g_build_filename (dir, "current.hakem", NULL);
  g_setenv ("HAKEM_CASEFILE", casefile, TRUE);
  return dir;
}

void
ui_test_remove_private_dir (const char *dir)
{
  g_autofree char *casefile = g_build_filename (dir, "current.hakem", NULL);
  g_remove (casefile);
  g_rmdir (dir);
}

int
ui_test_surface_width (GtkWidget *w)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (w));
  return surface ? gdk_surface_get_width (surface) : 0;
}

void
ui_test_spin (void)
{
  /* A dialog's searches run on a worker thread (hakem_session_prepare_async): wait for their
   * answers too, as a user waits for the verdict. */
  for (;;)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      if (!hakem_session_prepare_pending ())
        break;
      g_usleep (1000);
    }
}

static gboolean
count_frame (GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)
{
  int *left = user_data;
  return --*left > 0 ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}

void
ui_test_wait_frames (GtkWidget *widget, int frames)
{
  int left = frames;
  gtk_widget_add_tick_callback (widget, count_frame, &left, NULL);
  gtk_widget_queue_draw (widget);
  UI_TEST_WAIT_UNTIL (left <= 0);
}

/* The probe is a button in a popover of the window's content, so that it sees the window's
 * actions as a menu's items do. */
gboolean
ui_test_action_enabled (GtkWindow *window, const char *action)
{
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *probe = gtk_button_new ();
  gtk_actionable_set_action_name (GTK_ACTIONABLE (probe), action);
  gtk_popover_set_child (GTK_POPOVER (popover), probe);
  gtk_widget_set_parent (popover, gtk_window_get_child (window));
  ui_test_spin ();
  gboolean enabled = gtk_widget_get_sensitive (probe);
  gtk_widget_unparent (popover);
  return enabled;
}

GtkWindow *
ui_test_find_toplevel (GType type)
{
  GListModel *tops = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (tops); i++)
    {
      g_autoptr (GObject) o = g_list_model_get_item (tops, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (o, type))
        return GTK_WINDOW (o);
    }
  return NULL;
}

void
ui_test_render_png (GtkWindow *window, const char *name)
{
  GdkPaintable *p = gtk_widget_paintable_new (GTK_WIDGET (window));
  GskRenderNode *node = NULL;
  for (int i = 0; !node; i++)
    {
      ui_test_spin ();
      g_usleep (20000);
      int width = gtk_widget_get_width (GTK_WIDGET (window));
      int height = gtk_widget_get_height (GTK_WIDGET (window));
      if (!gtk_widget_get_mapped (GTK_WIDGET (window)) || width <= 0 || height <= 0)
        continue;
      /* Without a window manager an X11 window that has grown after it was mapped may keep its
       * old height (the PNG would cut the dialog off): mapped afresh, it takes its new size. */
      int natural;
      gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_VERTICAL, width, NULL, &natural,
                          NULL, NULL);
      if (height < natural && i < 100)
        {
          if (i == 10)
            {
              gtk_widget_set_visible (GTK_WIDGET (window), FALSE);
              gtk_window_present (window);
            }
          continue;
        }
      GtkSnapshot *snap = gtk_snapshot_new ();
      gdk_paintable_snapshot (p, GDK_SNAPSHOT (snap), width, height);
      node = gtk_snapshot_free_to_node (snap);
    }
  g_assert_nonnull (node);
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  g_autoptr (GdkTexture) texture = gsk_renderer_render_texture (renderer, node, NULL);
  gsk_render_node_unref (node);
  const char *lang = g_getenv ("LANGUAGE");
  g_autofree char *file = g_strdup_printf ("%s-%s.png", name, lang && *lang ? lang : "en");
  const char *root = g_getenv ("MESON_BUILD_ROOT");
  g_autofree char *path = g_build_filename (root ? root : ".", file, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("%s rendered to %s", name, path);
  g_object_unref (p);
}

GtkWidget *
ui_test_find (GtkWidget *root, UiTestMatch match, gconstpointer data)
{
  if (match (root, data))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = ui_test_find (c, match, data);
      if (found)
        return found;
    }
  return NULL;
}

static gboolean
is_of_type (GtkWidget *widget, gconstpointer type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (type));
}

GtkWidget *
ui_test_find_widget (GtkWidget *root, GType type)
{
  return ui_test_find (root, is_of_type, GSIZE_TO_POINTER (type));
}

GtkWindow *
ui_test_open_dialog (GtkWindow *w, const char *action, GType type)
{
  g_autofree char *name = g_strconcat ("win.", action, NULL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (w), name, NULL));
  ui_test_spin ();
  GtkWindow *d = ui_test_find_toplevel (type);
  g_assert_nonnull (d);
  g_assert_true (gtk_window_get_modal (d));
  g_assert_true (gtk_window_get_transient_for (d) == w);
  return d;
}

gpointer
ui_test_child (gpointer widget, GType type, const char *name)
{
  GObject *o = gtk_widget_get_template_child (GTK_WIDGET (widget), type, name);
  g_assert_nonnull (o);
  return o;
}

GtkWindow *
ui_test_find_transient (GtkWindow *parent)
{
  GListModel *tops = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (tops); i++)
    {
      g_autoptr (GtkWindow) top = g_list_model_get_item (tops, i);
      if (gtk_window_get_transient_for (top) == parent && gtk_widget_get_visible (GTK_WIDGET (top)))
        return top;
    }
  return NULL;
}

static gboolean
button_labelled (GtkWidget *widget, gconstpointer label)
{
  return GTK_IS_BUTTON (widget)
         && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

GtkWidget *
ui_test_find_button (GtkWidget *root, const char *label)
{
  return ui_test_find (root, button_labelled, label);
}

void
ui_test_click_button (GtkWidget *root, const char *label)
{
  GtkWidget *button = ui_test_find_button (root, label);
  if (!button)
    g_error ("no button \"%s\"", label);
  g_signal_emit_by_name (button, "clicked");
  ui_test_spin ();
}
