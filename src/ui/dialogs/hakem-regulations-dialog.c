/* hakem-regulations-dialog.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Shows the session's regulations with the article of each value, lets the arbiter take a FIDE
 * profile or a regulations file and change what the Laws leave to an event, writes them to a
 * file, and sets them for the event with a note in the incident log of what changed.
 */
#include "config.h"

#include "hakem-regulations-dialog.h"

#include "hakem-confirm.h"
#include "hakem-dialog-util.h"

#include <glib/gi18n.h>
#include <string.h>

#include "hakem-incident-data.h"
#include "hakem-rules-text.h"

/* The regulations schema's limits. */
#define MAX_DEFAULT_TIME_SECONDS 86400

struct _HakemRegulationsDialog
{
  HakemSessionDialog parent_instance;

  GPtrArray *sources;     /* HakemRegulations: the profiles, the event's own, files read */
  guint n_profiles;       /* the FIDE profiles come first in sources */
  HakemRegulations *regs; /* the selected source as the controls change it */
  gboolean filling;       /* the controls are being set from regs: no change of ours */
  gboolean default_valid;
  GtkFileChooserNative *chooser;

  GtkLabel *state_label;
  GtkDropDown *source_dropdown;
  GtkLabel *message_label;
  GtkLabel *class_label;
  GtkLabel *time_control_label;
  GtkDropDown *supervision_dropdown;
  GtkSpinButton *illegal_spin;
  GtkLabel *illegal_label;
  GtkSpinButton *claim_spin;
  GtkLabel *claim_label;
  GtkLabel *reading_label;
  GtkEntry *default_time_entry;
  GtkLabel *default_time_label;
  GtkSpinButton *draw_spin;
  GtkCheckButton *guidelines_check;
  GtkLabel *draw_label;
  GtkLabel *changes_label;
  GtkButton *apply_button;
};

G_DEFINE_FINAL_TYPE (HakemRegulationsDialog, hakem_regulations_dialog, HAKEM_TYPE_SESSION_DIALOG)

/* The supervision each class allows (A.6 chooses A.4 or A.5, B.4 chooses B.2 or B.3; standard
 * play is always supervised in full under Article 12), in the drop-down's order. */
typedef struct
{
  ChessSupervision supervision;
  const char *article;
  const char *label;
} SupervisionOption;

static const SupervisionOption rapid_options[] = {
  { CHESS_SUPERVISION_FULL, "A.4", N_ ("Full: the Competition Rules apply (Article A.4)") },
  { CHESS_SUPERVISION_PARTIAL, "A.5", N_ ("Not full (Article A.5)") },
};

static const SupervisionOption blitz_options[] = {
  { CHESS_SUPERVISION_FULL, "B.2", N_ ("One arbiter per game (Article B.2)") },
  { CHESS_SUPERVISION_PARTIAL, "B.3", N_ ("Otherwise: A.2, A.3 and A.5 apply (Article B.3)") },
};

static const SupervisionOption standard_options[] = {
  { CHESS_SUPERVISION_FULL, "12", N_ ("Full: the arbiter supervises every game (Article 12)") },
};

static const SupervisionOption *
supervision_options (ChessTimeClass cls, guint *n)
{
  switch (cls)
    {
    case CHESS_TIME_CLASS_RAPID:
      *n = G_N_ELEMENTS (rapid_options);
      return rapid_options;
    case CHESS_TIME_CLASS_BLITZ:
      *n = G_N_ELEMENTS (blitz_options);
      return blitz_options;
    case CHESS_TIME_CLASS_STANDARD:
    case CHESS_TIME_CLASS_UNKNOWN:
    case CHESS_TIME_CLASS_NONE:
    default:
      *n = G_N_ELEMENTS (standard_options);
      return standard_options;
    }
}

/* The FIDE profiles by their translated names; NULL for any other regulations. */
static const char *
profile_title (const char *id)
{
  if (g_strcmp0 (id, "fide-2023-standard") == 0)
    return _ ("FIDE Laws of Chess 2023: standard play");
  if (g_strcmp0 (id, "fide-2023-rapid") == 0)
    return _ ("FIDE Laws of Chess 2023: rapid play");
  if (g_strcmp0 (id, "fide-2023-blitz") == 0)
    return _ ("FIDE Laws of Chess 2023: blitz");
  return NULL;
}

/* The suffix of a FIDE profile the arbiter changed for the event. */
#define EVENT_SUFFIX "-event"

static char *
regulations_title (const HakemRegulations *regs)
{
  const char *title = profile_title (regs->id);
  if (title)
    return g_strdup (title);
  if (regs->id && g_str_has_suffix (regs->id, EVENT_SUFFIX))
    {
      g_autofree char *base = g_strndup (regs->id, strlen (regs->id) - strlen (EVENT_SUFFIX));
      if (profile_title (base))
        /* TRANSLATORS: a FIDE profile's name: "FIDE Laws of Chess 2023: rapid play, as changed
         * for the event" */
        return g_strdup_printf (_ ("%s, as changed for the event"), profile_title (base));
    }
  return g_strdup (regs->name);
}

static gboolean
same_regulations (const HakemRegulations *a, const HakemRegulations *b)
{
  if (!a || !b)
    return a == b;
  g_autofree char *xa = hakem_regulations_to_xml (a);
  g_autofree char *xb = hakem_regulations_to_xml (b);
  return g_str_equal (xa, xb);
}

static void
show_message (HakemRegulationsDialog *self, const char *text, gboolean error)
{
  gtk_label_set_text (self->message_label, text ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->message_label), text && *text);
  if (error)
    gtk_widget_add_css_class (GTK_WIDGET (self->message_label), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->message_label), "error");
}

/* Texts. ------------------------------------------------------------------------------------ */

static char *
class_text (const HakemRegulations *regs)
{
  switch (regs->time_class)
    {
    case CHESS_TIME_CLASS_RAPID:
      /* TRANSLATORS: %s is the article that defines rapid play, A.1 */
      return g_strdup_printf (_ ("Rapid (Article %s)"), regs->time_class_article);
    case CHESS_TIME_CLASS_BLITZ:
      /* TRANSLATORS: %s is the article that defines blitz, B.1 */
      return g_strdup_printf (_ ("Blitz (Article %s)"), regs->time_class_article);
    case CHESS_TIME_CLASS_STANDARD:
    case CHESS_TIME_CLASS_UNKNOWN:
    case CHESS_TIME_CLASS_NONE:
    default:
      /* TRANSLATORS: %s is A.1, which sets the upper limit of rapid play */
      return g_strdup_printf (_ ("Standard play: more time than rapid play (Article %s)"),
                              regs->time_class_article);
    }
}

static char *
penalty_text (const HakemRuleValue *value, const char *via)
{
  if (via && *via)
    /* TRANSLATORS: after a number of seconds; the article of the penalty, then the article
     * that sets its amount: "seconds (Article 7.5.5, as Article A.3 sets it)" */
    return g_strdup_printf (_ ("seconds (Article %s, as Article %s sets it)"), value->article, via);
  /* TRANSLATORS: after a number of seconds: "seconds (Article 7.5.5)" */
  return g_strdup_printf (_ ("seconds (Article %s)"), value->article);
}

static char *
draw_move_text (int move)
{
  if (move == 0)
    return g_strdup (_ ("0: draw offers and agreements from the start (Article 9.1.1)"));
  /* TRANSLATORS: 9.1.1; %d is the move */
  return g_strdup_printf (_ ("No draw offer or agreement before move %d without the arbiter's "
                             "consent (Article 9.1.1)"),
                          move);
}

/* What differs from old to new, "supervision A.4 (was A.5); …", with the articles of each change
 * appended to articles; NULL when nothing differs. */
static char *
changes_text (const HakemRegulations *old, const HakemRegulations *now, GString *articles)
{
  g_autoptr (GString) out = g_string_new (NULL);
#define CHANGE(article, ...)                                                                       \
  do                                                                                               \
    {                                                                                              \
      if (out->len)                                                                                \
        g_string_append (out, "; ");                                                               \
      g_string_append_printf (out, __VA_ARGS__);                                                   \
      if (articles && !strstr (articles->str, article))                                            \
        g_string_append_printf (articles, "%s%s", articles->len ? " " : "", article);              \
    }                                                                                              \
  while (0)
  if (!old || g_strcmp0 (old->id, now->id) != 0)
    {
      g_autofree char *title = regulations_title (now);
      /* TRANSLATORS: the regulations' name, in the log of what changed */
      CHANGE ("", _ ("regulations: %s"), title);
    }
  if (old && old->time_class != now->time_class)
    /* TRANSLATORS: a change of time class: "time class rapid (was standard play)" */
    CHANGE (now->time_class_article, _ ("time class %s (was %s)"),
            hakem_time_class_text (now->time_class), hakem_time_class_text (old->time_class));
  if (old && g_strcmp0 (old->supervision_article, now->supervision_article) != 0)
    /* TRANSLATORS: the supervision articles: "supervision A.4 (was A.5)" */
    CHANGE (now->supervision_article, _ ("supervision %s (was %s)"), now->supervision_article,
            old->supervision_article);
  if (old && old->illegal_move_penalty.value != now->illegal_move_penalty.value)
    /* TRANSLATORS: seconds: "illegal-move penalty 60 s (was 120 s)" */
    CHANGE ("7.5.5", _ ("illegal-move penalty %d s (was %d s)"), now->illegal_move_penalty.value,
            old->illegal_move_penalty.value);
  if (old && old->claim_penalty.value != now->claim_penalty.value)
    /* TRANSLATORS: seconds: "incorrect-claim penalty 60 s (was 120 s)" */
    CHANGE ("9.5.3", _ ("incorrect-claim penalty %d s (was %d s)"), now->claim_penalty.value,
            old->claim_penalty.value);
  if (old && old->default_time.value != now->default_time.value)
    {
      g_autofree char *was = hakem_duration_text (old->default_time.value);
      g_autofree char *is = hakem_duration_text (now->default_time.value);
      /* TRANSLATORS: minutes:seconds: "default time 15:00 (was 0:00)" */
      CHANGE ("6.7.1", _ ("default time %s (was %s)"), is, was);
    }
  if (old && old->draw_offer_move.value != now->draw_offer_move.value)
    /* TRANSLATORS: 9.1.1, 0 meaning from the start: "draw offers not before move 30 (was 0)" */
    CHANGE ("9.1.1", _ ("draw offers not before move %d (was %d)"), now->draw_offer_move.value,
            old->draw_offer_move.value);
#undef CHANGE
  return out->len ? g_string_free (g_steal_pointer (&out), FALSE) : NULL;
}

/* The regulations Apply sets: a FIDE profile the arbiter changed is no longer that profile, so
 * it is named for the event instead. */
static HakemRegulations *
built_regulations (HakemRegulationsDialog *self)
{
  if (!self->default_valid)
    return NULL;
  HakemRegulations *regs = hakem_regulations_copy (self->regs);
  const HakemRegulations *profile = NULL;
  for (guint i = 0; i < self->n_profiles; i++)
    if (g_strcmp0 (((HakemRegulations *) g_ptr_array_index (self->sources, i))->id, regs->id) == 0)
      profile = g_ptr_array_index (self->sources, i);
  if (profile)
    {
      if (!same_regulations (profile, regs))
        {
          char *id = g_strconcat (regs->id, EVENT_SUFFIX, NULL);
          char *name = g_strconcat (regs->name, ", as changed for the event", NULL);
          g_free (regs->id);
          g_free (regs->name);
          regs->id = id;
          regs->name = name;
        }
    }
  return regs;
}

/* Controls. --------------------------------------------------------------------------------- */

static void
update_texts (HakemRegulationsDialog *self)
{
  const HakemRegulations *r = self->regs;
  g_autofree char *cls = class_text (r);
  gtk_label_set_text (self->class_label, cls);
  char tc[CHESS_TIME_CONTROL_PGN_MAX];
  chess_time_control_to_pgn (&r->time_control, tc, sizeof tc);
  /* TRANSLATORS: a PGN time control such as 900+10, then its article, 6.3.1 */
  g_autofree char *tc_text = g_strdup_printf (_ ("%s (Article %s)"), tc, r->time_control_article);
  gtk_label_set_text (self->time_control_label, tc_text);
  g_autofree char *illegal = penalty_text (&r->illegal_move_penalty, r->illegal_move_penalty_via);
  gtk_label_set_text (self->illegal_label, illegal);
  g_autofree char *claim = penalty_text (&r->claim_penalty, r->claim_penalty_via);
  gtk_label_set_text (self->claim_label, claim);

  gboolean b2 = r->time_class == CHESS_TIME_CLASS_BLITZ && r->supervision == CHESS_SUPERVISION_FULL;
  gtk_widget_set_visible (GTK_WIDGET (self->reading_label), b2);
  if (b2)
    gtk_label_set_text (self->reading_label,
                        _ ("Blitz under B.2 (one arbiter per game): the Competition Rules apply, "
                           "so 7.5.5 and 9.5.3 give two minutes by the letter; A.3's one minute "
                           "reaches blitz only through B.3. The reading used: two minutes, unless "
                           "the event's regulations choose otherwise (the figures above)."));

  if (self->default_valid)
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->default_time_entry), "error");
      gtk_label_set_text (self->default_time_label,
                          _ ("minutes:seconds or seconds (Article 6.7.1; zero unless the "
                             "regulations say otherwise)"));
    }
  else
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->default_time_entry), "error");
      gtk_label_set_text (self->default_time_label,
                          _ ("Not a time: write minutes:seconds, such as 15:00, or seconds; at "
                             "most 24 hours (Article 6.7.1)."));
    }
  g_autofree char *draw = draw_move_text (r->draw_offer_move.value);
  gtk_label_set_text (self->draw_label, draw);

  const HakemRegulations *now = hakem_session_get_regulations (hakem_dialog_session (self));
  gboolean set = hakem_session_get_regulations_explicit (hakem_dialog_session (self));
  g_autofree char *state = NULL;
  g_autofree char *now_title = now ? regulations_title (now) : NULL;
  if (set && now)
    /* TRANSLATORS: %s is the regulations' name */
    state = g_strdup_printf (_ ("Set for this event: %s."), now_title);
  else if (now)
    /* TRANSLATORS: %s is the regulations' name */
    state = g_strdup_printf (_ ("No regulations have been set for the event: each game takes the "
                                "FIDE profile of its time control. This game: %s."),
                             now_title);
  else
    state = g_strdup (_ ("No regulations have been set for the event."));
  gtk_label_set_text (self->state_label, state);

  g_autoptr (HakemRegulations) built = built_regulations (self);
  g_autofree char *changes = built ? changes_text (now, built, NULL) : NULL;
  g_autofree char *summary = NULL;
  if (!built)
    summary = g_strdup (_ ("A value does not read; nothing can be set or written."));
  else if (changes)
    /* TRANSLATORS: %s lists the changes: "supervision A.4 (was A.5); default time …" */
    summary = g_strdup_printf (_ ("Apply sets these regulations for the event. Changes, for the "
                                  "incident log: %s."),
                               changes);
  else
    summary = g_strdup (_ ("Apply sets these regulations for the event; no value changes."));
  gtk_label_set_text (self->changes_label, summary);
  gtk_widget_set_sensitive (GTK_WIDGET (self->apply_button), built != NULL);
}

static void
fill_controls (HakemRegulationsDialog *self)
{
  const HakemRegulations *r = self->regs;
  self->filling = TRUE;
  guint n;
  const SupervisionOption *options = supervision_options (r->time_class, &n);
  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);
  guint selected = 0;
  for (guint i = 0; i < n; i++)
    {
      gtk_string_list_append (names, _ (options[i].label));
      if (options[i].supervision == r->supervision)
        selected = i;
    }
  gtk_drop_down_set_model (self->supervision_dropdown, G_LIST_MODEL (names));
  gtk_drop_down_set_selected (self->supervision_dropdown, selected);
  gtk_widget_set_sensitive (GTK_WIDGET (self->supervision_dropdown), n > 1);
  gtk_spin_button_set_value (self->illegal_spin, r->illegal_move_penalty.value);
  gtk_spin_button_set_value (self->claim_spin, r->claim_penalty.value);
  g_autofree char *limit = hakem_duration_text (r->default_time.value);
  gtk_editable_set_text (GTK_EDITABLE (self->default_time_entry), limit);
  gtk_spin_button_set_value (self->draw_spin, r->draw_offer_move.value);
  gtk_check_button_set_active (self->guidelines_check, r->guidelines_iii);
  self->default_valid = TRUE;
  self->filling = FALSE;
  update_texts (self);
}

static void
values_changed (HakemRegulationsDialog *self)
{
  if (self->filling || !self->regs)
    return;
  HakemRegulations *r = self->regs;
  guint n;
  const SupervisionOption *options = supervision_options (r->time_class, &n);
  guint i = gtk_drop_down_get_selected (self->supervision_dropdown);
  if (i < n && g_strcmp0 (r->supervision_article, options[i].article) != 0)
    {
      /* In blitz the penalties follow by the letter: B.3 brings in A.3's one minute, B.2 the
       * Competition Rules' two minutes; the event may then change them. */
      hakem_regulations_set_supervision (r, options[i].supervision);
      self->filling = TRUE;
      gtk_spin_button_set_value (self->illegal_spin, r->illegal_move_penalty.value);
      gtk_spin_button_set_value (self->claim_spin, r->claim_penalty.value);
      self->filling = FALSE;
    }
  r->illegal_move_penalty.value = gtk_spin_button_get_value_as_int (self->illegal_spin);
  r->claim_penalty.value = gtk_spin_button_get_value_as_int (self->claim_spin);
  int seconds;
  self->default_valid
      = hakem_duration_parse (gtk_editable_get_text (GTK_EDITABLE (self->default_time_entry)),
                              MAX_DEFAULT_TIME_SECONDS, &seconds);
  if (self->default_valid)
    r->default_time.value = seconds;
  r->draw_offer_move.value = gtk_spin_button_get_value_as_int (self->draw_spin);
  r->guidelines_iii = gtk_check_button_get_active (self->guidelines_check);
  update_texts (self);
}

static void
source_changed (HakemRegulationsDialog *self)
{
  guint i = gtk_drop_down_get_selected (self->source_dropdown);
  if (i >= self->sources->len)
    return;
  g_clear_pointer (&self->regs, hakem_regulations_free);
  self->regs = hakem_regulations_copy (g_ptr_array_index (self->sources, i));
  fill_controls (self);
}

/* Adds a source under its title and returns its place in the list. */
static guint
add_source (HakemRegulationsDialog *self, HakemRegulations *regs, const char *title)
{
  g_ptr_array_add (self->sources, regs);
  GListModel *model = gtk_drop_down_get_model (self->source_dropdown);
  gtk_string_list_append (GTK_STRING_LIST (model), title);
  return self->sources->len - 1;
}

static void
fill_sources (HakemRegulationsDialog *self)
{
  g_autoptr (GtkStringList) titles = gtk_string_list_new (NULL);
  gtk_drop_down_set_model (self->source_dropdown, G_LIST_MODEL (titles));
  const HakemRegulations *now = hakem_session_get_regulations (hakem_dialog_session (self));
  guint selected = GTK_INVALID_LIST_POSITION;
  for (const char *const *id = hakem_regulations_builtin_ids (); *id; id++)
    {
      g_autoptr (GError) error = NULL;
      HakemRegulations *regs = hakem_regulations_load_builtin (*id, &error);
      if (!regs)
        {
          show_message (self, error->message, TRUE);
          continue;
        }
      gboolean same = same_regulations (regs, now);
      g_autofree char *title = regulations_title (regs);
      guint i = add_source (self, regs, title);
      self->n_profiles = i + 1;
      if (same && selected == GTK_INVALID_LIST_POSITION)
        selected = i;
    }
  if (now && selected == GTK_INVALID_LIST_POSITION)
    {
      g_autofree char *name = regulations_title (now);
      /* TRANSLATORS: %s is the name of regulations set for the event */
      g_autofree char *title = g_strdup_printf (_ ("This event's: %s"), name);
      selected = add_source (self, hakem_regulations_copy (now), title);
    }
  self->filling = TRUE;
  gtk_drop_down_set_selected (self->source_dropdown,
                              selected != GTK_INVALID_LIST_POSITION ? selected : 0);
  self->filling = FALSE;
  source_changed (self);
}

/* Files. ------------------------------------------------------------------------------------ */

gboolean
hakem_regulations_dialog_open_file (HakemRegulationsDialog *self, const char *path)
{
  g_return_val_if_fail (HAKEM_IS_REGULATIONS_DIALOG (self), FALSE);
  g_autoptr (GError) error = NULL;
  HakemRegulations *regs = hakem_regulations_load_file (path, &error);
  if (!regs)
    {
      /* The loader's message is translated and names the file and the line. */
      show_message (self, error->message, TRUE);
      return FALSE;
    }
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *display = g_filename_display_name (base);
  /* TRANSLATORS: the regulations' name, then the file they were read from */
  g_autofree char *name = regulations_title (regs);
  g_autofree char *title = g_strdup_printf (_ ("%s (from %s)"), name, display);
  guint i = add_source (self, regs, title);
  show_message (self, NULL, FALSE);
  gtk_drop_down_set_selected (self->source_dropdown, i);
  return TRUE;
}

gboolean
hakem_regulations_dialog_export (HakemRegulationsDialog *self, const char *path, GError **error)
{
  g_return_val_if_fail (HAKEM_IS_REGULATIONS_DIALOG (self), FALSE);
  g_autoptr (HakemRegulations) regs = built_regulations (self);
  if (!regs)
    {
      g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                           _ ("A value does not read; nothing can be set or written."));
      return FALSE;
    }
  g_autofree char *xml = hakem_regulations_to_xml (regs);
  return g_file_set_contents (path, xml, -1, error);
}

HakemRegulations *
hakem_regulations_dialog_get_regulations (HakemRegulationsDialog *self)
{
  g_return_val_if_fail (HAKEM_IS_REGULATIONS_DIALOG (self), NULL);
  return built_regulations (self);
}

static GtkFileFilter *
xml_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _ ("Regulations (*.xml)"));
  gtk_file_filter_add_pattern (filter, "*.xml");
  gtk_file_filter_add_mime_type (filter, "application/xml");
  return filter;
}

static void
open_response (GtkNativeDialog *chooser, int response, HakemRegulationsDialog *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *path = file ? g_file_get_path (file) : NULL;
      if (path)
        hakem_regulations_dialog_open_file (self, path);
    }
  g_clear_object (&self->chooser);
}

static void
export_response (GtkNativeDialog *chooser, int response, HakemRegulationsDialog *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *path = file ? g_file_get_path (file) : NULL;
      g_autoptr (GError) error = NULL;
      g_autofree char *display = path ? g_filename_display_name (path) : g_strdup ("?");
      if (path && hakem_regulations_dialog_export (self, path, &error))
        {
          /* TRANSLATORS: %s is a file name */
          g_autofree char *text
              = g_strdup_printf (_ ("The regulations were written to %s."), display);
          show_message (self, text, FALSE);
        }
      else
        {
          /* TRANSLATORS: a file name, then why it could not be written */
          g_autofree char *text = g_strdup_printf (_ ("The regulations could not be written to "
                                                      "%s: %s"),
                                                   display, error ? error->message : "?");
          show_message (self, text, TRUE);
        }
    }
  g_clear_object (&self->chooser);
}

static void
run_chooser (HakemRegulationsDialog *self, GtkFileChooserNative *chooser, GCallback response)
{
  g_autoptr (GtkFileFilter) filter = xml_filter ();
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_clear_object (&self->chooser);
  self->chooser = chooser;
  g_signal_connect (chooser, "response", response, self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
open_clicked (HakemRegulationsDialog *self)
{
  run_chooser (self,
               gtk_file_chooser_native_new (_ ("Open Regulations"), GTK_WINDOW (self),
                                            GTK_FILE_CHOOSER_ACTION_OPEN, _ ("_Open"),
                                            _ ("_Cancel")),
               G_CALLBACK (open_response));
}

static void
export_clicked (HakemRegulationsDialog *self)
{
  GtkFileChooserNative *chooser
      = gtk_file_chooser_native_new (_ ("Export Regulations"), GTK_WINDOW (self),
                                     GTK_FILE_CHOOSER_ACTION_SAVE, _ ("_Save"), _ ("_Cancel"));
  g_autoptr (HakemRegulations) regs = built_regulations (self);
  g_autofree char *name = g_strconcat (regs ? regs->id : "regulations", ".xml", NULL);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  run_chooser (self, chooser, G_CALLBACK (export_response));
}

/* Applying. --------------------------------------------------------------------------------- */

static void apply_regulations (HakemRegulationsDialog *self, HakemRegulations *regs,
                               const char *mismatch);

typedef struct
{
  HakemRegulationsDialog *dialog;
  HakemRegulations *regs;
  char *why;
} Mismatch;

static void
mismatch_answered (gboolean accepted, const char *note, gpointer user_data)
{
  Mismatch *m = user_data;
  if (accepted)
    apply_regulations (m->dialog, m->regs, m->why);
  g_object_unref (m->dialog);
  hakem_regulations_free (m->regs);
  g_free (m->why);
  g_free (m);
}

/* Regulations for another class than the game's time control (a blitz profile on a 90'+30"
 * game) are set only when the arbiter confirms it, having read what they would change. */
static void
apply_clicked (HakemRegulationsDialog *self)
{
  HakemRegulations *regs = built_regulations (self);
  if (!regs)
    return;
  char *why = NULL;
  if (hakem_regulations_fit_time_control (
          regs, hakem_session_get_time_control (hakem_dialog_session (self)), &why))
    {
      apply_regulations (self, regs, NULL);
      hakem_regulations_free (regs);
      return;
    }
  Mismatch *m = g_new0 (Mismatch, 1);
  m->dialog = g_object_ref (self);
  m->regs = regs;
  m->why = why;
  hakem_confirm (GTK_WINDOW (self), _ ("Set regulations of another class for this game?"), why,
                 _ ("_Set Them Anyway"), TRUE, NULL, mismatch_answered, m);
}

static void
apply_regulations (HakemRegulationsDialog *self, HakemRegulations *regs, const char *mismatch)
{
  const HakemRegulations *current = hakem_session_get_regulations (hakem_dialog_session (self));
  g_autoptr (HakemRegulations) old = current ? hakem_regulations_copy (current) : NULL;
  g_autoptr (GString) articles = g_string_new (NULL);
  g_autofree char *changes = changes_text (old, regs, articles);
  g_autofree char *text = NULL;
  g_autofree char *title = regulations_title (regs);
  if (changes)
    /* TRANSLATORS: the regulations' name, then what changed */
    text = g_strdup_printf (_ ("Regulations set for the event: %s; %s."), title, changes);
  else
    /* TRANSLATORS: %s is the regulations' name */
    text = g_strdup_printf (_ ("Regulations set for the event: %s."), title);
  if (mismatch)
    {
      /* TRANSLATORS: the log's text for regulations set, then why they do not fit the game */
      char *more
          = g_strdup_printf (_ ("%s The arbiter confirmed them although %s"), text, mismatch);
      g_free (text);
      text = more;
      g_string_append (articles, articles->len ? " A.1 B.1" : "A.1 B.1");
    }
  HakemIncidentData *data = hakem_incident_data_new ();
  hakem_incident_data_put_word (data, HAKEM_DATA_REGULATIONS, regs->id);
  if (regs->supervision_article)
    hakem_incident_data_put_word (data, HAKEM_DATA_SUPERVISION, regs->supervision_article);
  hakem_incident_data_put_int (data, HAKEM_DATA_ILLEGAL_MOVE_PENALTY,
                               regs->illegal_move_penalty.value);
  hakem_incident_data_put_int (data, HAKEM_DATA_CLAIM_PENALTY, regs->claim_penalty.value);
  hakem_incident_data_put_int (data, HAKEM_DATA_DEFAULT_TIME, regs->default_time.value);
  hakem_incident_data_put_int (data, HAKEM_DATA_DRAW_OFFER_MOVE, regs->draw_offer_move.value);
  if (mismatch)
    hakem_incident_data_put_switch (data, HAKEM_DATA_CLASS_MISMATCH);

  hakem_session_set_regulations (hakem_dialog_session (self), regs);
  gint64 ms[2];
  hakem_session_clock_readings (hakem_dialog_session (self), ms);
  HakemIncident *incident = hakem_incident_new (
      HAKEM_INCIDENT_NOTE, hakem_session_get_game (hakem_dialog_session (self))->count, ms,
      articles->str, text, NULL);
  incident->data = hakem_incident_data_steal_text (data);
  hakem_session_add_incident (hakem_dialog_session (self), incident);
  hakem_session_dialog_emit_applied (HAKEM_SESSION_DIALOG (self));
  gtk_window_destroy (GTK_WINDOW (self));
}

/* The type. --------------------------------------------------------------------------------- */

static void
hakem_regulations_dialog_dispose (GObject *object)
{
  HakemRegulationsDialog *self = HAKEM_REGULATIONS_DIALOG (object);
  if (self->chooser)
    {
      g_signal_handlers_disconnect_by_data (self->chooser, self);
      gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
      g_clear_object (&self->chooser);
    }
  hakem_session_dialog_release (HAKEM_SESSION_DIALOG (self));
  g_clear_pointer (&self->sources, g_ptr_array_unref);
  g_clear_pointer (&self->regs, hakem_regulations_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), HAKEM_TYPE_REGULATIONS_DIALOG);
  G_OBJECT_CLASS (hakem_regulations_dialog_parent_class)->dispose (object);
}

/* The sources of regulations, the session's first. */
static void
hakem_regulations_dialog_constructed (GObject *object)
{
  HakemRegulationsDialog *self = HAKEM_REGULATIONS_DIALOG (object);
  G_OBJECT_CLASS (hakem_regulations_dialog_parent_class)->constructed (object);
  fill_sources (self);
  hakem_name_mnemonic_buttons (GTK_WIDGET (self));
}

static void
hakem_regulations_dialog_class_init (HakemRegulationsDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = hakem_regulations_dialog_dispose;
  object_class->constructed = hakem_regulations_dialog_constructed;
  gtk_widget_class_set_template_from_resource (
      widget_class, "/io/github/hakem/Hakem/hakem-regulations-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, HakemRegulationsDialog, state_label);
  gtk_widget_class_bind_template_child (widget_class, HakemRegulationsDialog, source_dropdown);
  gtk_widget_class_bind_template_child (widget_class, HakemRegulationsDialog, message_label);
  gtk_widget_class_bind_template_child (widget_class, HakemRegulationsDialog, class_label);
  gtk_widget_class_bind_template_child (widget_class, HakemRegulationsDialog, time_control_label);
  gtk_widget_class_bind_template_child (widget_class, HakemRegulationsDialog, supervision_dropdown);
  gtk_widget_class_bind_template_child (widget_class, HakemRegulationsDialog, illegal_spin);
  gtk_widget_class_bind_template_child (widget_class, HakemRegulationsDialog, illegal_label);
  gtk_widget_class_bind_template_child (widget_class, HakemRegulationsDialog, claim_spin);
  gtk_widget_class_bind_template_child (widget_class, HakemRegulationsDialog, claim_label);
  gtk_widget_class_bind_template_child (widget_class, HakemRegulationsDialog, reading_label);
  gtk_widget_class_bind_template_child (widget_class, HakemRegulationsDialog, default_time_entry);
  gtk_widget_class_bind_template_child (widget_class, HakemRegulationsDialog, default_time_label);
  gtk_widget_class_bind_template_child (widget_class, HakemRegulationsDialog, draw_spin);
  gtk_widget_class_bind_template_child (widget_class, HakemRegulationsDialog, guidelines_check);
  gtk_widget_class_bind_template_child (widget_class, HakemRegulationsDialog, draw_label);
  gtk_widget_class_bind_template_child (widget_class, HakemRegulationsDialog, changes_label);
  gtk_widget_class_bind_template_child (widget_class, HakemRegulationsDialog, apply_button);
  gtk_widget_class_bind_template_callback (widget_class, source_changed);
  gtk_widget_class_bind_template_callback (widget_class, values_changed);
  gtk_widget_class_bind_template_callback (widget_class, open_clicked);
  gtk_widget_class_bind_template_callback (widget_class, export_clicked);
  gtk_widget_class_bind_template_callback (widget_class, apply_clicked);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
hakem_regulations_dialog_init (HakemRegulationsDialog *self)
{
  self->sources = g_ptr_array_new_with_free_func ((GDestroyNotify) hakem_regulations_free);
  self->default_valid = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));
  /* The check button's long label wraps instead of widening the dialog. */
  GtkWidget *guidelines_label = gtk_widget_get_last_child (GTK_WIDGET (self->guidelines_check));
  if (GTK_IS_LABEL (guidelines_label))
    {
      gtk_label_set_wrap (GTK_LABEL (guidelines_label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (guidelines_label), 60);
    }
  hakem_dialog_set_long_text_factories (self->source_dropdown, 46);
  hakem_dialog_set_long_text_factories (self->supervision_dropdown, 46);
  hakem_dialog_enter_applies (GTK_WINDOW (self), GTK_WIDGET (self->apply_button));
}

HakemRegulationsDialog *
hakem_regulations_dialog_new (GtkWindow *parent, HakemSession *session)
{
  return g_object_new (HAKEM_TYPE_REGULATIONS_DIALOG, "transient-for", parent, "session", session,
                       NULL);
}
