/* hakem-clock-view.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Shows the session's clock: both times, large, the running one marked, moves, period, delay and
 * fallen flags, with the buttons of the clock's actions.
 *
 * Which face runs or is stopped, and which buttons apply, follow the session's "clock-state" and
 * "clock-side" properties. The times are read with chess_clock_remaining() at
 * g_get_monotonic_time() on each frame while the clock runs, never counted from ticks, and again
 * at every "changed" and "clock-changed"; a label is set only when what it shows changes, so a
 * running clock changes its text once a second, ten times a second in its last ten seconds.
 * A clock shows its times as chess_clock_format_reading() writes every reading: H:MM:SS, tenths
 * under ten seconds, rounded up so that 0:00:00 is shown only once the flag has fallen.
 */
#include "config.h"

#include "hakem-clock-view.h"

#include <glib/gi18n.h>

#include "hakem-rules-text.h"

typedef enum
{
  FACE_IDLE = 0, /* not the clock that runs, or the clock is not started */
  FACE_RUNNING,
  FACE_STOPPED, /* the arbiter stopped it while this player was to move */
} FaceState;

typedef struct
{
  GtkWidget *face;
  GtkLabel *name;
  GtkImage *state_icon;
  GtkLabel *state_label;
  GtkLabel *time;
  GtkLabel *detail;
  GtkLabel *delay;
  GtkWidget *flag;

  /* What the face shows now; -1 (or an impossible state) after a refresh forces every text. */
  gint64 shown_tenths;
  gint64 shown_seconds; /* what the accessible description says */
  int shown_state;
  int shown_flag;
  gint64 shown_delay;
} Face;

struct _HakemClockView
{
  GtkWidget parent_instance;

  HakemSession *session;
  GBindingGroup *bindings; /* the session's clock state to the buttons */
  gboolean flipped;
  gboolean buttons_hidden; /* a view that only shows the clock (presentation mode) */
  guint tick_id;

  GtkLabel *control;
  GtkWidget *faces;
  GtkWidget *buttons;
  GtkWidget *start_button;
  GtkWidget *press_button;
  GtkWidget *stop_button;
  GtkWidget *resume_button;
  GtkLabel *press_key;
  Face face[2]; /* by ChessColor */
};

G_DEFINE_FINAL_TYPE (HakemClockView, hakem_clock_view, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_FLIPPED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static gboolean
has_clock (const ChessClock *clock)
{
  return clock->tc.kind == CHESS_TIME_CONTROL_PERIODS
         || clock->tc.kind == CHESS_TIME_CONTROL_SANDCLOCK;
}

/* Whether some period has a simple delay (6.3.2), whose time left the faces show. */
static gboolean
has_delay (const ChessClock *clock)
{
  if (clock->tc.kind != CHESS_TIME_CONTROL_PERIODS)
    return FALSE;
  for (int i = 0; i < clock->tc.n_periods; i++)
    if (clock->tc.periods[i].kind == CHESS_INCREMENT_DELAY && clock->tc.periods[i].increment > 0)
      return TRUE;
  return FALSE;
}

/* "1 hour 29 minutes 58 seconds", for screen readers. */
static char *
spoken_time (gint64 seconds)
{
  GString *out = g_string_new (NULL);
  gint64 h = seconds / 3600;
  int m = (int) (seconds / 60 % 60), s = (int) (seconds % 60);
  if (h > 0)
    g_string_append_printf (out, ngettext ("%d hour", "%d hours", (unsigned long) h), (int) h);
  if (m > 0)
    {
      if (out->len)
        g_string_append_c (out, ' ');
      g_string_append_printf (out, ngettext ("%d minute", "%d minutes", m), m);
    }
  if (s > 0 || out->len == 0)
    {
      if (out->len)
        g_string_append_c (out, ' ');
      g_string_append_printf (out, ngettext ("%d second", "%d seconds", s), s);
    }
  return g_string_free (out, FALSE);
}

static void
set_description (Face *f, ChessColor c)
{
  g_autofree char *when = spoken_time (f->shown_seconds);
  /* TRANSLATORS: what a screen reader says of a clock: the player, then the time left, as in
   * "White: 1 hour 29 minutes 58 seconds" */
  g_autofree char *text = g_strdup_printf (_ ("%s: %s"), gtk_label_get_text (f->name), when);
  if (f->shown_state == FACE_RUNNING)
    {
      /* TRANSLATORS: a clock's description, then that it runs */
      char *more = g_strdup_printf (_ ("%s, running"), text);
      g_free (text);
      text = more;
    }
  else if (f->shown_state == FACE_STOPPED)
    {
      /* TRANSLATORS: a clock's description, then that the arbiter has stopped it */
      char *more = g_strdup_printf (_ ("%s, stopped"), text);
      g_free (text);
      text = more;
    }
  if (f->shown_flag)
    {
      /* TRANSLATORS: a clock's description, then that the player's flag has fallen */
      char *more = g_strdup_printf (_ ("%s, flag fallen"), text);
      g_free (text);
      text = more;
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (f->time), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  text, -1);
}

static void
set_face_state (Face *f, FaceState state)
{
  gtk_widget_set_visible (GTK_WIDGET (f->state_icon), state != FACE_IDLE);
  /* An empty label would reach a screen reader as a nameless "GtkLabel": hide it instead. */
  gtk_widget_set_visible (GTK_WIDGET (f->state_label), state != FACE_IDLE);
  switch (state)
    {
    case FACE_RUNNING:
      gtk_image_set_from_icon_name (f->state_icon, "media-playback-start-symbolic");
      gtk_label_set_text (f->state_label, _ ("Running"));
      break;
    case FACE_STOPPED:
      gtk_image_set_from_icon_name (f->state_icon, "media-playback-pause-symbolic");
      gtk_label_set_text (f->state_label, _ ("Stopped"));
      break;
    case FACE_IDLE:
    default:
      gtk_label_set_text (f->state_label, "");
      break;
    }
  if (state == FACE_RUNNING)
    gtk_widget_add_css_class (f->face, "running");
  else
    gtk_widget_remove_css_class (f->face, "running");
  if (state == FACE_STOPPED)
    gtk_widget_add_css_class (f->face, "stopped");
  else
    gtk_widget_remove_css_class (f->face, "stopped");
}

/* Brings the faces to the clock at now_us, touching only what changed. Returns whether the clock
 * still changes with time, that is whether frames must keep reading it. */
static gboolean
sync_faces (HakemClockView *self, gint64 now_us)
{
  const ChessClock *clock = hakem_session_get_clock (self->session);
  ChessClockFlags flags;
  chess_clock_flag_fall (clock, now_us, &flags);
  gboolean delay = has_delay (clock);
  for (int i = 0; i < 2; i++)
    {
      ChessColor c = (ChessColor) i;
      Face *f = &self->face[c];
      gboolean mover = clock->to_move == c;
      gint64 us = chess_clock_remaining (clock, c, now_us);
      gint64 tenths = chess_clock_reading_tenths (us);
      gint64 seconds = (tenths + 9) / 10;
      gboolean flag = flags.fallen[c];
      if (tenths != f->shown_tenths)
        {
          char text[32];
          chess_clock_format_reading (us, text, sizeof text);
          gtk_label_set_text (f->time, text);
          f->shown_tenths = tenths;
        }
      if (flag != f->shown_flag)
        {
          gtk_widget_set_visible (f->flag, flag);
          if (flag)
            gtk_widget_add_css_class (f->face, "flag-fallen");
          else
            gtk_widget_remove_css_class (f->face, "flag-fallen");
        }
      if (seconds != f->shown_seconds || flag != f->shown_flag)
        {
          f->shown_seconds = seconds;
          f->shown_flag = flag;
          set_description (f, c);
        }
      gint64 delay_s = -1;
      if (delay && mover)
        delay_s = (chess_clock_delay_left (clock, now_us) + G_USEC_PER_SEC - 1) / G_USEC_PER_SEC;
      if (delay_s != f->shown_delay)
        {
          g_autofree char *text = NULL;
          if (delay_s >= 0)
            /* TRANSLATORS: the simple delay (Article 6.3.2) left of the move in progress */
            text = g_strdup_printf (
                ngettext ("Delay: %d second", "Delay: %d seconds", (unsigned long) delay_s),
                (int) delay_s);
          gtk_label_set_text (f->delay, text ? text : "");
          f->shown_delay = delay_s;
        }
    }
  return clock->running && chess_clock_remaining (clock, clock->to_move, now_us) > 0;
}

static gboolean
tick (GtkWidget *widget, GdkFrameClock *frame_clock, gpointer user_data)
{
  HakemClockView *self = HAKEM_CLOCK_VIEW (widget);
  if (self->session && sync_faces (self, g_get_monotonic_time ()))
    return G_SOURCE_CONTINUE;
  self->tick_id = 0;
  return G_SOURCE_REMOVE;
}

static void
set_ticking (HakemClockView *self, gboolean ticking)
{
  if (ticking && !self->tick_id)
    self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), tick, NULL, NULL);
  else if (!ticking && self->tick_id)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
}

/* "Moves: 22 · period 1 of 2": the moves the player completed and the period of the next. */
static char *
detail_text (const ChessClock *clock, ChessColor c)
{
  int moves = clock->moves[c];
  const ChessTimeControl *tc = &clock->tc;
  gboolean periods = tc->kind == CHESS_TIME_CONTROL_PERIODS && tc->n_periods > 0;
  gboolean repeats = periods && tc->periods[tc->n_periods - 1].moves > 0;
  if (!periods || (tc->n_periods == 1 && !repeats))
    /* TRANSLATORS: under a clock, the moves the player has completed */
    return g_strdup_printf (_ ("Moves: %d"), moves);
  int period = chess_clock_period (clock, c) + 1;
  if (repeats)
    /* TRANSLATORS: under a clock, the moves the player has completed and the period the next move
     * falls in, when the last period starts again and again */
    return g_strdup_printf (_ ("Moves: %d · period %d"), moves, period);
  /* TRANSLATORS: under a clock, the moves the player has completed, the period the next move falls
   * in and how many periods there are */
  return g_strdup_printf (_ ("Moves: %d · period %d of %d"), moves, period, tc->n_periods);
}

static char *
control_text (const ChessTimeControl *tc)
{
  if (tc->kind == CHESS_TIME_CONTROL_NONE)
    return g_strdup (_ ("Played without a clock"));
  if (tc->kind == CHESS_TIME_CONTROL_UNKNOWN)
    return g_strdup (_ ("The time control is not known"));
  g_autofree char *human = hakem_time_control_text (tc);
  /* TRANSLATORS: above the clocks, as in Time control: 90'/40 + 30' + 30" */
  return g_strdup_printf (_ ("Time control: %s"), human);
}

static void
refresh (HakemClockView *self)
{
  const ChessClock *clock = self->session ? hakem_session_get_clock (self->session) : NULL;
  gboolean shown = clock && has_clock (clock);
  gtk_widget_set_visible (self->faces, shown);
  gtk_widget_set_visible (self->buttons, shown && !self->buttons_hidden);
  if (!clock)
    {
      gtk_label_set_text (self->control, _ ("No game"));
      set_ticking (self, FALSE);
      return;
    }
  g_autofree char *control = control_text (&clock->tc);
  /* The regulations in force beside the control, and a warning when they are not its class's. */
  const HakemRegulations *regs = hakem_session_get_regulations (self->session);
  g_autofree char *in_force = regs ? hakem_regulations_in_force_text (regs) : NULL;
  gboolean fits = !regs || hakem_regulations_fit_time_control (regs, &clock->tc, NULL);
  g_autofree char *line = NULL;
  if (in_force && fits)
    /* TRANSLATORS: above the clocks: the time control, then the regulations in force */
    line = g_strdup_printf (_ ("%s · %s"), control, in_force);
  else if (in_force)
    /* TRANSLATORS: above the clocks: the time control, then regulations set by the arbiter that
     * are not for its class (A.1, B.1) */
    line = g_strdup_printf (_ ("%s · %s, not this time control's class (A.1, B.1)"), control,
                            in_force);
  gtk_label_set_text (self->control, line ? line : control);
  if (fits)
    gtk_widget_remove_css_class (GTK_WIDGET (self->control), "warning");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self->control), "warning");
  if (!shown)
    {
      set_ticking (self, FALSE);
      return;
    }

  gboolean delay = has_delay (clock);
  for (int c = 0; c < 2; c++)
    {
      Face *f = &self->face[c];
      /* Each clock is named after its player when the record names them: "White (Carlsen)". */
      g_autofree char *who = hakem_session_player_text (self->session, (ChessColor) c);
      gtk_label_set_text (f->name, who);
      /* The name shortens in a narrow window: whole on hover. */
      gtk_widget_set_tooltip_text (GTK_WIDGET (f->name), who);
      g_autofree char *detail = detail_text (clock, (ChessColor) c);
      gtk_label_set_text (f->detail, detail);
      gtk_widget_set_visible (GTK_WIDGET (f->delay), delay);
      f->shown_tenths = f->shown_seconds = f->shown_delay = -2;
      f->shown_flag = -1;
    }
  set_ticking (self, sync_faces (self, g_get_monotonic_time ()));
}

static void
session_changed (HakemSession *session, HakemClockView *self)
{
  refresh (self);
}

/* The running or stopped face, from the session's "clock-state" and "clock-side". */
static void
clock_state_changed (HakemClockView *self)
{
  HakemClockState state = hakem_session_get_clock_state (self->session);
  ChessColor side = hakem_session_get_clock_side (self->session);
  for (int c = 0; c < 2; c++)
    {
      Face *f = &self->face[c];
      FaceState face = (int) side != c                ? FACE_IDLE
                       : state == HAKEM_CLOCK_RUNNING ? FACE_RUNNING
                       : state == HAKEM_CLOCK_STOPPED ? FACE_STOPPED
                                                      : FACE_IDLE;
      if ((int) face == f->shown_state)
        continue;
      set_face_state (f, face);
      f->shown_state = face;
      set_description (f, (ChessColor) c);
    }
  set_ticking (self, state != HAKEM_CLOCK_NONE && sync_faces (self, g_get_monotonic_time ()));
}

static gboolean
state_is (GBinding *binding, const GValue *from, GValue *to, gpointer state)
{
  g_value_set_boolean (to, g_value_get_enum (from) == GPOINTER_TO_INT (state));
  return TRUE;
}

void
hakem_clock_view_set_session (HakemClockView *self, HakemSession *session)
{
  g_return_if_fail (HAKEM_IS_CLOCK_VIEW (self));
  g_return_if_fail (session == NULL || HAKEM_IS_SESSION (session));
  if (self->session == session)
    return;
  if (self->session)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_set_object (&self->session, session);
  g_binding_group_set_source (self->bindings, session);
  if (session)
    {
      g_signal_connect (session, "changed", G_CALLBACK (session_changed), self);
      g_signal_connect (session, "clock-changed", G_CALLBACK (session_changed), self);
      g_signal_connect_swapped (session, "notify::clock-state", G_CALLBACK (clock_state_changed),
                                self);
      g_signal_connect_swapped (session, "notify::clock-side", G_CALLBACK (clock_state_changed),
                                self);
    }
  refresh (self);
  if (session)
    clock_state_changed (self);
}

HakemSession *
hakem_clock_view_get_session (HakemClockView *self)
{
  g_return_val_if_fail (HAKEM_IS_CLOCK_VIEW (self), NULL);
  return self->session;
}

void
hakem_clock_view_set_flipped (HakemClockView *self, gboolean flipped)
{
  g_return_if_fail (HAKEM_IS_CLOCK_VIEW (self));
  gboolean changed = self->flipped != !!flipped;
  self->flipped = !!flipped;
  GtkWidget *top = self->face[self->flipped ? CHESS_WHITE : CHESS_BLACK].face;
  gtk_box_reorder_child_after (GTK_BOX (self->faces), top, NULL);
  if (changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FLIPPED]);
}

void
hakem_clock_view_set_show_buttons (HakemClockView *self, gboolean show)
{
  g_return_if_fail (HAKEM_IS_CLOCK_VIEW (self));
  self->buttons_hidden = !show;
  refresh (self);
}

void
hakem_clock_view_set_side_by_side (HakemClockView *self, gboolean side_by_side)
{
  g_return_if_fail (HAKEM_IS_CLOCK_VIEW (self));
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->faces), side_by_side
                                                                    ? GTK_ORIENTATION_HORIZONTAL
                                                                    : GTK_ORIENTATION_VERTICAL);
  gtk_box_set_homogeneous (GTK_BOX (self->faces), side_by_side);
  /* Half a phone's width each: the state's text may shorten, its icon and the face's border
   * still say it. */
  for (int c = 0; c < 2; c++)
    gtk_label_set_ellipsize (self->face[c].state_label,
                             side_by_side ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE);
}

gboolean
hakem_clock_view_get_flipped (HakemClockView *self)
{
  g_return_val_if_fail (HAKEM_IS_CLOCK_VIEW (self), FALSE);
  return self->flipped;
}

GtkWidget *
hakem_clock_view_new (void)
{
  return g_object_new (HAKEM_TYPE_CLOCK_VIEW, NULL);
}

static void
hakem_clock_view_dispose (GObject *object)
{
  HakemClockView *self = HAKEM_CLOCK_VIEW (object);
  set_ticking (self, FALSE);
  if (self->session)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  g_clear_object (&self->bindings);
  gtk_widget_dispose_template (GTK_WIDGET (self), HAKEM_TYPE_CLOCK_VIEW);
  G_OBJECT_CLASS (hakem_clock_view_parent_class)->dispose (object);
}

/* The faces' widgets are named like their Face members: "white_time" is face[CHESS_WHITE].time. */
#define BIND_FACE_CHILD(color, prefix, member)                                                     \
  gtk_widget_class_bind_template_child_full (widget_class, prefix "_" #member, FALSE,              \
                                             G_STRUCT_OFFSET (HakemClockView, face)                \
                                                 + (color) * sizeof (Face)                         \
                                                 + G_STRUCT_OFFSET (Face, member))
#define BIND_FACE(color, prefix)                                                                   \
  do                                                                                               \
    {                                                                                              \
      BIND_FACE_CHILD (color, prefix, face);                                                       \
      BIND_FACE_CHILD (color, prefix, name);                                                       \
      BIND_FACE_CHILD (color, prefix, state_icon);                                                 \
      BIND_FACE_CHILD (color, prefix, state_label);                                                \
      BIND_FACE_CHILD (color, prefix, time);                                                       \
      BIND_FACE_CHILD (color, prefix, detail);                                                     \
      BIND_FACE_CHILD (color, prefix, delay);                                                      \
      BIND_FACE_CHILD (color, prefix, flag);                                                       \
    }                                                                                              \
  while (0)

static void
hakem_clock_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  HakemClockView *self = HAKEM_CLOCK_VIEW (object);
  switch (prop_id)
    {
    case PROP_FLIPPED:
      g_value_set_boolean (value, self->flipped);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hakem_clock_view_set_property (GObject *object, guint prop_id, const GValue *value,
                               GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_FLIPPED:
      hakem_clock_view_set_flipped (HAKEM_CLOCK_VIEW (object), g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hakem_clock_view_class_init (HakemClockViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = hakem_clock_view_dispose;
  object_class->get_property = hakem_clock_view_get_property;
  object_class->set_property = hakem_clock_view_set_property;
  /* White's clock above Black's, as a board seen from Black's side has it. */
  properties[PROP_FLIPPED]
      = g_param_spec_boolean ("flipped", NULL, NULL, FALSE,
                              G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hakem/Hakem/hakem-clock-view.ui");
  gtk_widget_class_bind_template_child (widget_class, HakemClockView, control);
  gtk_widget_class_bind_template_child (widget_class, HakemClockView, faces);
  gtk_widget_class_bind_template_child (widget_class, HakemClockView, buttons);
  gtk_widget_class_bind_template_child (widget_class, HakemClockView, start_button);
  gtk_widget_class_bind_template_child (widget_class, HakemClockView, press_button);
  gtk_widget_class_bind_template_child (widget_class, HakemClockView, stop_button);
  gtk_widget_class_bind_template_child (widget_class, HakemClockView, resume_button);
  gtk_widget_class_bind_template_child (widget_class, HakemClockView, press_key);
  BIND_FACE (CHESS_WHITE, "white");
  BIND_FACE (CHESS_BLACK, "black");
  gtk_widget_class_set_css_name (widget_class, "clockview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
hakem_clock_view_init (HakemClockView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* The key's name in GTK's words, as its shortcut windows write it. */
  g_autofree char *key = gtk_accelerator_get_label (GDK_KEY_space, 0);
  gtk_label_set_text (self->press_key, key);
  /* Start before the clock is started, Stop while it runs, Restart once the arbiter stopped it. */
  self->bindings = g_binding_group_new ();
  g_binding_group_bind_full (self->bindings, "clock-state", self->start_button, "visible",
                             G_BINDING_SYNC_CREATE, state_is, NULL,
                             GINT_TO_POINTER (HAKEM_CLOCK_READY), NULL);
  g_binding_group_bind (self->bindings, "clock-running", self->stop_button, "visible",
                        G_BINDING_SYNC_CREATE);
  g_binding_group_bind_full (self->bindings, "clock-state", self->resume_button, "visible",
                             G_BINDING_SYNC_CREATE, state_is, NULL,
                             GINT_TO_POINTER (HAKEM_CLOCK_STOPPED), NULL);
  for (int c = 0; c < 2; c++)
    self->face[c].shown_state = -1;
  hakem_clock_view_set_flipped (self, FALSE);
  refresh (self);
}
