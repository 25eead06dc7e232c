/* hakem-presentation-window.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Presentation mode: a scenario stepped frame by frame on a large board and clocks.
 *
 * The scenario is cut into frames: its title, each step once carried out, and at a decision
 * point two frames, the question (the event not yet ruled) and the ruling revealed. A frame is
 * shown by replaying the scenario from its start on the window's own session up to that frame,
 * so stepping back is as exact as stepping forward and the ruling on the screen is always the
 * one the session makes. The session has no autosave: no case file is touched.
 */
#include "config.h"

#include "hakem-presentation-window.h"

#include <glib/gi18n.h>

#include "hakem-board-view.h"
#include "hakem-clock-view.h"

typedef enum
{
  FRAME_TITLE,
  FRAME_STEP,     /* a step carried out */
  FRAME_QUESTION, /* a decision asked, its event not yet carried out */
  FRAME_REVEAL,   /* the decision's event ruled and the ruling shown */
} FrameKind;

typedef struct
{
  FrameKind kind;
  guint step;
} Frame;

struct _HakemPresentationWindow
{
  AdwWindow parent_instance;

  HakemScenario *scenario;
  HakemSession *session;
  GArray *frames;
  guint frame;
  int *answers; /* by step: the choice the trainee made, -1 none */

  GtkWidget *board;
  GtkWidget *clock;
  GtkWidget *title;
  GtkWidget *text;
  GtkWidget *question;
  GtkWidget *choices;
  GtkWidget *choice_buttons[4];
  GtkWidget *choice_labels[4];
  GtkWidget *ruling_box;
  GtkWidget *verdict;
  GtkWidget *articles;
  GtkWidget *explanation;
  GtkWidget *position;
  GtkWidget *back_button;
  GtkWidget *forward_button;
};

G_DEFINE_FINAL_TYPE (HakemPresentationWindow, hakem_presentation_window, ADW_TYPE_WINDOW)

static const HakemScenarioStep *
step_at (HakemPresentationWindow *self, guint index)
{
  return g_ptr_array_index (self->scenario->steps, index);
}

static void
set_label (GtkWidget *label, const char *text)
{
  gtk_label_set_text (GTK_LABEL (label), text ? text : "");
  gtk_widget_set_visible (label, text && *text);
}

/* "9.2.1.2, 9.2.2 and 9.5.2" said as the Laws are cited. */
static char *
articles_text (const char *articles)
{
  g_auto (GStrv) list = g_strsplit (articles ? articles : "", " ", -1);
  guint n = g_strv_length (list);
  if (n == 0)
    return g_strdup ("");
  g_autofree char *joined = g_strjoinv (", ", list);
  /* TRANSLATORS: the articles a ruling rests on, "9.2.1.2, 9.2.2" */
  return n == 1 ? g_strdup_printf (_ ("Article %s"), joined)
                : g_strdup_printf (_ ("Articles %s"), joined);
}

/* Replays the scenario up to the current frame and shows it. */
static void
show_frame (HakemPresentationWindow *self)
{
  const Frame *f = &g_array_index (self->frames, Frame, self->frame);
  g_autoptr (GError) error = NULL;
  hakem_scenario_setup (self->scenario, self->session, &error);
  guint upto = f->kind == FRAME_TITLE ? 0 : (f->kind == FRAME_QUESTION ? f->step : f->step + 1);
  g_auto (HakemScenarioRuling) ruled = { 0 };
  ChessBitboard evidence = 0;
  for (guint i = 0; i < upto && !error; i++)
    hakem_scenario_play_step (self->scenario, i, self->session, &ruled, &evidence, &error);
  if (error)
    g_warning ("presentation: %s", error->message);

  const ChessGame *game = hakem_session_get_game (self->session);
  hakem_board_view_set_position (HAKEM_BOARD_VIEW (self->board), &game->current);
  hakem_board_view_set_last_move (HAKEM_BOARD_VIEW (self->board),
                                  game->count > 0 ? game->moves[game->count - 1].move
                                                  : CHESS_MOVE_NONE);
  hakem_board_view_set_marked (HAKEM_BOARD_VIEW (self->board),
                               f->kind == FRAME_REVEAL ? evidence : 0);

  const HakemScenarioStep *s = f->kind == FRAME_TITLE ? NULL : step_at (self, f->step);
  const HakemScenarioDecision *d = s ? s->decision : NULL;
  set_label (self->title, hakem_scenario_text (&self->scenario->title));
  if (!s)
    set_label (self->text, hakem_scenario_text (&self->scenario->summary));
  else
    set_label (self->text, s->say.en ? hakem_scenario_text (&s->say) : NULL);

  gboolean asking = d && (f->kind == FRAME_QUESTION || f->kind == FRAME_REVEAL);
  set_label (self->question, asking ? hakem_scenario_text (&d->question) : NULL);
  gtk_widget_set_visible (self->choices, asking);
  int answer = s ? self->answers[f->step] : -1;
  for (int i = 0; i < 4; i++)
    {
      gboolean shown = asking && i < d->n_choices;
      gtk_widget_set_visible (self->choice_buttons[i], shown);
      if (!shown)
        continue;
      g_autofree char *label
          = g_strdup_printf ("%d. %s", i + 1, hakem_scenario_text (&d->choices[i]));
      gtk_label_set_text (GTK_LABEL (self->choice_labels[i]), label);
      GtkWidget *b = self->choice_buttons[i];
      /* Answered, the choices stay at full contrast for the room to read (an insensitive
       * button is greyed out on a projector); they only stop taking clicks and focus. */
      gtk_widget_set_can_target (b, f->kind == FRAME_QUESTION);
      gtk_widget_set_focusable (b, f->kind == FRAME_QUESTION);
      gboolean reveal = f->kind == FRAME_REVEAL;
      if (reveal && i == d->correct)
        gtk_widget_add_css_class (b, "success");
      else
        gtk_widget_remove_css_class (b, "success");
      if (reveal && i == answer && i != d->correct)
        gtk_widget_add_css_class (b, "error");
      else
        gtk_widget_remove_css_class (b, "error");
    }

  gtk_widget_set_visible (self->ruling_box, f->kind == FRAME_REVEAL);
  if (f->kind == FRAME_REVEAL)
    {
      const char *summary = hakem_scenario_text (&d->summary);
      g_autofree char *said = NULL;
      if (answer == d->correct)
        /* TRANSLATORS: the trainee chose the right answer; %s is the ruling in one sentence */
        said = g_strdup_printf (_ ("Right. %s"), summary);
      else if (answer >= 0)
        /* TRANSLATORS: the trainee chose a wrong answer; %s is the ruling in one sentence */
        said = g_strdup_printf (_ ("Not so. %s"), summary);
      set_label (self->verdict, said ? said : summary);
      g_autofree char *cited = articles_text (ruled.articles);
      set_label (self->articles, cited);
      set_label (self->explanation, hakem_scenario_text (&d->explanation));
    }

  /* TRANSLATORS: where the presentation stands, "3 / 7" */
  g_autofree char *where = g_strdup_printf (_ ("%u / %u"), self->frame + 1, self->frames->len);
  gtk_label_set_text (GTK_LABEL (self->position), where);
  gtk_widget_set_sensitive (self->back_button, self->frame > 0);
  gtk_widget_set_sensitive (self->forward_button, self->frame + 1 < self->frames->len);
}

gboolean
hakem_presentation_window_forward (HakemPresentationWindow *self)
{
  g_return_val_if_fail (HAKEM_IS_PRESENTATION_WINDOW (self), FALSE);
  if (self->frame + 1 >= self->frames->len)
    return FALSE;
  self->frame++;
  show_frame (self);
  return TRUE;
}

gboolean
hakem_presentation_window_back (HakemPresentationWindow *self)
{
  g_return_val_if_fail (HAKEM_IS_PRESENTATION_WINDOW (self), FALSE);
  if (self->frame == 0)
    return FALSE;
  self->frame--;
  show_frame (self);
  return TRUE;
}

gboolean
hakem_presentation_window_answer (HakemPresentationWindow *self, int choice)
{
  g_return_val_if_fail (HAKEM_IS_PRESENTATION_WINDOW (self), FALSE);
  const Frame *f = &g_array_index (self->frames, Frame, self->frame);
  if (f->kind != FRAME_QUESTION)
    return FALSE;
  const HakemScenarioDecision *d = step_at (self, f->step)->decision;
  if (choice < 0 || choice >= d->n_choices)
    return FALSE;
  self->answers[f->step] = choice;
  return hakem_presentation_window_forward (self);
}

guint
hakem_presentation_window_get_frame (HakemPresentationWindow *self)
{
  return self->frame;
}

guint
hakem_presentation_window_get_n_frames (HakemPresentationWindow *self)
{
  return self->frames->len;
}

static gboolean
on_key (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
        gpointer user_data)
{
  HakemPresentationWindow *self = user_data;
  switch (keyval)
    {
    case GDK_KEY_Right:
    case GDK_KEY_Page_Down:
    case GDK_KEY_space:
    case GDK_KEY_KP_Page_Down:
      hakem_presentation_window_forward (self);
      return TRUE;
    case GDK_KEY_Left:
    case GDK_KEY_Page_Up:
    case GDK_KEY_BackSpace:
    case GDK_KEY_KP_Page_Up:
      hakem_presentation_window_back (self);
      return TRUE;
    case GDK_KEY_1:
    case GDK_KEY_2:
    case GDK_KEY_3:
    case GDK_KEY_4:
      hakem_presentation_window_answer (self, (int) (keyval - GDK_KEY_1));
      return TRUE;
    case GDK_KEY_KP_1:
    case GDK_KEY_KP_2:
    case GDK_KEY_KP_3:
    case GDK_KEY_KP_4:
      hakem_presentation_window_answer (self, (int) (keyval - GDK_KEY_KP_1));
      return TRUE;
    case GDK_KEY_F11:
      if (gtk_window_is_fullscreen (GTK_WINDOW (self)))
        gtk_window_unfullscreen (GTK_WINDOW (self));
      else
        gtk_window_fullscreen (GTK_WINDOW (self));
      return TRUE;
    case GDK_KEY_Escape:
      gtk_window_close (GTK_WINDOW (self));
      return TRUE;
    default:
      return FALSE;
    }
}

static void
on_choice_clicked (GtkButton *button, gpointer user_data)
{
  HakemPresentationWindow *self = user_data;
  for (int i = 0; i < 4; i++)
    if (GTK_WIDGET (button) == self->choice_buttons[i])
      hakem_presentation_window_answer (self, i);
}

static void
on_back_clicked (GtkButton *button, gpointer user_data)
{
  hakem_presentation_window_back (user_data);
}

static void
on_forward_clicked (GtkButton *button, gpointer user_data)
{
  hakem_presentation_window_forward (user_data);
}

static GtkWidget *
wrapping_label (const char *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_selectable (GTK_LABEL (label), FALSE);
  if (css_class)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

static void
name_widget (GtkWidget *widget, const char *name)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

static void
build (HakemPresentationWindow *self)
{
  gtk_widget_add_css_class (GTK_WIDGET (self), "presentation");
  GtkWidget *outer = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 24);
  gtk_widget_set_margin_start (outer, 24);
  gtk_widget_set_margin_end (outer, 24);
  gtk_widget_set_margin_top (outer, 24);
  gtk_widget_set_margin_bottom (outer, 24);

  self->board = hakem_board_view_new ();
  hakem_board_view_set_interactive (HAKEM_BOARD_VIEW (self->board), FALSE);
  hakem_board_view_set_mark_style (HAKEM_BOARD_VIEW (self->board), HAKEM_BOARD_MARK_HATCHED);
  gtk_widget_set_hexpand (self->board, TRUE);
  /* Nothing to do on it: no keyboard cursor over the lesson. */
  gtk_widget_set_focusable (self->board, FALSE);
  gtk_widget_set_vexpand (self->board, TRUE);
  name_widget (self->board, _ ("Board of the scenario"));
  gtk_box_append (GTK_BOX (outer), self->board);

  GtkWidget *side = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_size_request (side, 420, -1);
  gtk_widget_set_hexpand (side, TRUE);

  self->clock = hakem_clock_view_new ();
  hakem_clock_view_set_session (HAKEM_CLOCK_VIEW (self->clock), self->session);
  hakem_clock_view_set_side_by_side (HAKEM_CLOCK_VIEW (self->clock), TRUE);
  hakem_clock_view_set_show_buttons (HAKEM_CLOCK_VIEW (self->clock), FALSE);
  name_widget (self->clock, _ ("Clocks of the scenario"));
  gtk_box_append (GTK_BOX (side), self->clock);

  GtkWidget *scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scroller, TRUE);
  name_widget (scroller, _ ("Scenario text"));
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  self->title = wrapping_label ("title-2");
  self->text = wrapping_label (NULL);
  self->question = wrapping_label ("heading");
  gtk_box_append (GTK_BOX (texts), self->title);
  gtk_box_append (GTK_BOX (texts), self->text);
  gtk_box_append (GTK_BOX (texts), self->question);

  self->choices = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  for (int i = 0; i < 4; i++)
    {
      self->choice_labels[i] = wrapping_label (NULL);
      self->choice_buttons[i] = gtk_button_new ();
      gtk_button_set_child (GTK_BUTTON (self->choice_buttons[i]), self->choice_labels[i]);
      g_autofree char *name = g_strdup_printf (_ ("Answer %d"), i + 1);
      name_widget (self->choice_buttons[i], name);
      g_signal_connect (self->choice_buttons[i], "clicked", G_CALLBACK (on_choice_clicked), self);
      gtk_box_append (GTK_BOX (self->choices), self->choice_buttons[i]);
    }
  gtk_box_append (GTK_BOX (texts), self->choices);

  self->ruling_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_add_css_class (self->ruling_box, "card");
  self->verdict = wrapping_label ("title-4");
  self->articles = wrapping_label ("heading");
  self->explanation = wrapping_label (NULL);
  for (GtkWidget **w = (GtkWidget *[]){ self->verdict, self->articles, self->explanation, NULL };
       *w; w++)
    {
      gtk_widget_set_margin_start (*w, 12);
      gtk_widget_set_margin_end (*w, 12);
      gtk_box_append (GTK_BOX (self->ruling_box), *w);
    }
  gtk_widget_set_margin_top (self->verdict, 12);
  gtk_widget_set_margin_bottom (self->explanation, 12);
  gtk_box_append (GTK_BOX (texts), self->ruling_box);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), texts);
  gtk_box_append (GTK_BOX (side), scroller);

  GtkWidget *nav = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  self->back_button = gtk_button_new_from_icon_name ("go-previous-symbolic");
  gtk_widget_set_tooltip_text (self->back_button, _ ("Back (Left, Page Up)"));
  name_widget (self->back_button, _ ("Back"));
  self->forward_button = gtk_button_new_from_icon_name ("go-next-symbolic");
  gtk_widget_set_tooltip_text (self->forward_button, _ ("Forward (Right, Page Down)"));
  name_widget (self->forward_button, _ ("Forward"));
  self->position = gtk_label_new (NULL);
  gtk_widget_set_hexpand (self->position, TRUE);
  gtk_widget_add_css_class (self->position, "numeric");
  g_signal_connect (self->back_button, "clicked", G_CALLBACK (on_back_clicked), self);
  g_signal_connect (self->forward_button, "clicked", G_CALLBACK (on_forward_clicked), self);
  gtk_box_append (GTK_BOX (nav), self->back_button);
  gtk_box_append (GTK_BOX (nav), self->position);
  gtk_box_append (GTK_BOX (nav), self->forward_button);
  gtk_box_append (GTK_BOX (side), nav);

  gtk_box_append (GTK_BOX (outer), side);
  adw_window_set_content (ADW_WINDOW (self), outer);

  GtkEventController *keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

static void
hakem_presentation_window_finalize (GObject *object)
{
  HakemPresentationWindow *self = HAKEM_PRESENTATION_WINDOW (object);
  hakem_scenario_free (self->scenario);
  g_clear_object (&self->session);
  g_array_unref (self->frames);
  g_free (self->answers);
  G_OBJECT_CLASS (hakem_presentation_window_parent_class)->finalize (object);
}

static void
hakem_presentation_window_class_init (HakemPresentationWindowClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = hakem_presentation_window_finalize;
}

static void
hakem_presentation_window_init (HakemPresentationWindow *self)
{
  self->session = hakem_session_new ();
  self->frames = g_array_new (FALSE, FALSE, sizeof (Frame));
}

GtkWidget *
hakem_presentation_window_new (GtkApplication *app, HakemScenario *scenario)
{
  g_return_val_if_fail (scenario != NULL, NULL);
  HakemPresentationWindow *self
      = g_object_new (HAKEM_TYPE_PRESENTATION_WINDOW, "application", app, NULL);
  self->scenario = scenario;
  self->answers = g_new (int, scenario->steps->len + 1);
  Frame title = { FRAME_TITLE, 0 };
  g_array_append_val (self->frames, title);
  for (guint i = 0; i < scenario->steps->len; i++)
    {
      self->answers[i] = -1;
      if (step_at (self, i)->decision)
        {
          Frame q = { FRAME_QUESTION, i }, r = { FRAME_REVEAL, i };
          g_array_append_val (self->frames, q);
          g_array_append_val (self->frames, r);
        }
      else
        {
          Frame s = { FRAME_STEP, i };
          g_array_append_val (self->frames, s);
        }
    }
  /* TRANSLATORS: the window's title; %s is the scenario's */
  g_autofree char *window_title
      = g_strdup_printf (_ ("Presentation: %s"), hakem_scenario_text (&scenario->title));
  gtk_window_set_title (GTK_WINDOW (self), window_title);
  gtk_window_set_default_size (GTK_WINDOW (self), 1280, 720);
  build (self);
  show_frame (self);
  return GTK_WIDGET (self);
}
