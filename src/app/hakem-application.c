/* hakem-application.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Application start-up: accelerators, the about, preferences and quit actions, and the offer to
 * restore an unfinished case once the window is shown. AdwApplication loads style.css from the
 * resource base path and follows the system's light or dark style.
 */
#include "config.h"

#include "hakem-application.h"

#include <glib/gi18n.h>

#include "hakem-casefile.h"
#include "hakem-preferences-window.h"
#include "hakem-presentation-window.h"
#include "hakem-review-window.h"
#include "hakem-round-actions.h"
#include "hakem-window.h"

struct _HakemApplication
{
  AdwApplication parent_instance;
  GtkWindow *about; /* while it exists (a weak pointer) */
};

G_DEFINE_FINAL_TYPE (HakemApplication, hakem_application, ADW_TYPE_APPLICATION)

static void
quit_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  g_application_quit (G_APPLICATION (user_data));
}

/* The About window, hidden on close and shown again, transient for the window it was asked
 * from and destroyed with it. Its title is our own: in Turkish "Hakem Hakkında" would read
 * "about the arbiter" (hakem = arbiter). */
static void
about_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  HakemApplication *self = HAKEM_APPLICATION (user_data);
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  if (self->about && gtk_window_get_transient_for (self->about) != parent)
    gtk_window_destroy (self->about); /* clears self->about: a weak pointer */
  GtkWindow *about = self->about;
  if (!about)
    {
      const char *developers[] = { _ ("The Hakem developers"), NULL };
      about = GTK_WINDOW (adw_about_window_new ());
      g_object_set (about, "application-name", _ ("Hakem"), "application-icon", APPLICATION_ID,
                    "version", PACKAGE_VERSION, "comments",
                    _ ("A workstation for chess arbiters under the FIDE Laws of Chess"),
                    "developer-name", _ ("The Hakem developers"), "website",
                    "https://github.com/hakem/hakem", "issue-url",
                    "https://github.com/hakem/hakem/issues", "license-type", GTK_LICENSE_GPL_3_0,
                    "developers", developers, "translator-credits", _ ("translator-credits"), NULL);
      /* TRANSLATORS: the About window's title; say that it is about the program, not about
       * an arbiter (in Turkish "Hakem Hakkında" reads "about the arbiter") */
      gtk_window_set_title (about, _ ("About Hakem"));
      if (parent)
        {
          gtk_window_set_hide_on_close (about, TRUE);
          gtk_window_set_modal (about, TRUE);
          gtk_window_set_transient_for (about, parent);
          gtk_window_set_destroy_with_parent (about, TRUE);
          self->about = about;
          g_object_add_weak_pointer (G_OBJECT (about), (gpointer *) &self->about);
        }
    }
  gtk_window_present (about);
}

/* The preferences: the keys of the GSettings schema an arbiter chooses (not the window's size).
 * Without the schema (a bare build tree) there is nothing to set. */
static void
preferences_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (user_data));
  GtkWindow *prefs = hakem_preferences_window_new (parent);
  if (prefs)
    gtk_window_present (prefs);
  else if (parent)
    gtk_widget_error_bell (GTK_WIDGET (parent));
}

/* Presentation mode: the chooser of training scenarios, which opens the chosen one full screen in
 * a window of its own (no case file is touched). */
static void
present_scenario_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);
  gtk_window_present (hakem_scenario_chooser_new (app, gtk_application_get_active_window (app)));
}

/* The appeals committee's review, in a window of its own beside the arbiter's. */
static void
review_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);
  GtkWindow *parent = gtk_application_get_active_window (app);
  if (param)
    {
      g_autoptr (GFile) file = g_file_new_for_commandline_arg (g_variant_get_string (param, NULL));
      hakem_review_window_open (app, parent, file);
    }
  else
    hakem_review_window_choose (app, parent);
}

static const GActionEntry app_actions[] = {
  { "quit", quit_activated, NULL, NULL, NULL, { 0 } },
  { "about", about_activated, NULL, NULL, NULL, { 0 } },
  { "preferences", preferences_activated, NULL, NULL, NULL, { 0 } },
  { "present-scenario", present_scenario_activated, NULL, NULL, NULL, { 0 } },
  { "review", review_activated, NULL, NULL, NULL, { 0 } },
  { "review-file", review_activated, "s", NULL, NULL, { 0 } },
};

/* Every command is an action with its accelerator, so menus, shortcuts and tests share a path. */
static const struct
{
  const char *action;
  const char *accels[3];
} accelerators[] = {
  { "app.quit", { "<Control>q", NULL } },
  { "app.preferences", { "<Control>comma", NULL } },
  { "app.present-scenario", { "<Control><Shift>t", NULL } },
  { "app.review", { "<Control><Shift>o", NULL } },
};

static void
hakem_application_startup (GApplication *app)
{
  G_APPLICATION_CLASS (hakem_application_parent_class)->startup (app);
  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions, G_N_ELEMENTS (app_actions),
                                   app);
  for (gsize i = 0; i < G_N_ELEMENTS (accelerators); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (app), accelerators[i].action,
                                           accelerators[i].accels);
  hakem_window_set_accels (GTK_APPLICATION (app));
  hakem_round_add_actions (GTK_APPLICATION (app));
  gtk_window_set_default_icon_name (APPLICATION_ID);
}

/* After the first frame: reading the autosave file is cheap but not needed to show the window.
 * The window offers the case back, then keeps the file current. */
static gboolean
offer_restore (gpointer user_data)
{
  GtkWidget *window = user_data;
  g_autofree char *path = hakem_casefile_autosave_path ();
  if (path)
    gtk_widget_activate_action (GTK_WIDGET (window), "win.offer-restore", "s", path);
  return G_SOURCE_REMOVE;
}

/* The window, made and shown on first use. A file opened from the start offers the case found
 * at once, so that the file's game is saved beside it rather than replaced by it unasked. */
static GtkWindow *
present_window (GApplication *app, gboolean offer_now)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));
  gboolean first = !window;
  if (!window)
    window = GTK_WINDOW (hakem_window_new (GTK_APPLICATION (app)));
  gtk_window_present (window);
  if (first && offer_now)
    offer_restore (window);
  else if (first)
    g_idle_add_full (G_PRIORITY_LOW, offer_restore, g_object_ref (window), g_object_unref);
  return window;
}

static void
hakem_application_activate (GApplication *app)
{
  present_window (app, FALSE);
}

/* `hakem FILE`, the desktop's Open With: one game is in the window at a time, so the first
 * file. */
static void
hakem_application_open (GApplication *app, GFile **files, int n_files, const char *hint)
{
  GtkWindow *window = present_window (app, TRUE);
  if (n_files > 0)
    hakem_window_open_file (HAKEM_WINDOW (window), files[0]);
}

static void
hakem_application_class_init (HakemApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);
  app_class->startup = hakem_application_startup;
  app_class->activate = hakem_application_activate;
  app_class->open = hakem_application_open;
}

static void
hakem_application_init (HakemApplication *self)
{
}

HakemApplication *
hakem_application_new (void)
{
  return g_object_new (HAKEM_TYPE_APPLICATION, "application-id", APPLICATION_ID, "flags",
                       G_APPLICATION_HANDLES_OPEN, "resource-base-path", "/io/github/hakem/Hakem",
                       NULL);
}
