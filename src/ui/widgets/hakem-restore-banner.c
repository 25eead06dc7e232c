/* hakem-restore-banner.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The banner over the board that offers back a case found at start-up, or says why it cannot.
 */
#include "config.h"

#include "hakem-restore-banner.h"

struct _HakemRestoreBanner
{
  GtkWidget parent_instance;

  GtkRevealer *revealer;
  GtkLabel *label;
  GtkWidget *restore_button;
  GtkWidget *discard_button;
  GtkWidget *dismiss_button;
  gboolean question;
};

G_DEFINE_FINAL_TYPE (HakemRestoreBanner, hakem_restore_banner, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_TEXT,
  PROP_QUESTION,
  PROP_REVEALED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_RESTORE,
  SIGNAL_DISCARD,
  SIGNAL_DISMISS,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
restore_clicked (HakemRestoreBanner *self)
{
  g_signal_emit (self, signals[SIGNAL_RESTORE], 0);
}

static void
discard_clicked (HakemRestoreBanner *self)
{
  g_signal_emit (self, signals[SIGNAL_DISCARD], 0);
}

static void
dismiss_clicked (HakemRestoreBanner *self)
{
  g_signal_emit (self, signals[SIGNAL_DISMISS], 0);
}

void
hakem_restore_banner_set_text (HakemRestoreBanner *self, const char *text)
{
  g_return_if_fail (HAKEM_IS_RESTORE_BANNER (self));
  if (g_strcmp0 (text, gtk_label_get_text (self->label)) == 0)
    return;
  gtk_label_set_text (self->label, text ? text : "");
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TEXT]);
}

const char *
hakem_restore_banner_get_text (HakemRestoreBanner *self)
{
  g_return_val_if_fail (HAKEM_IS_RESTORE_BANNER (self), NULL);
  return gtk_label_get_text (self->label);
}

void
hakem_restore_banner_set_question (HakemRestoreBanner *self, gboolean question)
{
  g_return_if_fail (HAKEM_IS_RESTORE_BANNER (self));
  question = !!question;
  if (question == self->question)
    return;
  self->question = question;
  gtk_widget_set_visible (self->restore_button, question);
  gtk_widget_set_visible (self->discard_button, question);
  gtk_widget_set_visible (self->dismiss_button, !question);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_QUESTION]);
}

gboolean
hakem_restore_banner_get_question (HakemRestoreBanner *self)
{
  g_return_val_if_fail (HAKEM_IS_RESTORE_BANNER (self), FALSE);
  return self->question;
}

gboolean
hakem_restore_banner_get_revealed (HakemRestoreBanner *self)
{
  g_return_val_if_fail (HAKEM_IS_RESTORE_BANNER (self), FALSE);
  return gtk_widget_get_visible (GTK_WIDGET (self));
}

void
hakem_restore_banner_reveal (HakemRestoreBanner *self, const char *text, gboolean question)
{
  g_return_if_fail (HAKEM_IS_RESTORE_BANNER (self));
  gboolean was = hakem_restore_banner_get_revealed (self);
  hakem_restore_banner_set_text (self, text);
  hakem_restore_banner_set_question (self, question);
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
  gtk_revealer_set_reveal_child (self->revealer, TRUE);
  gtk_widget_grab_focus (question ? self->restore_button : self->dismiss_button);
  if (!was)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVEALED]);
}

void
hakem_restore_banner_conceal (HakemRestoreBanner *self)
{
  g_return_if_fail (HAKEM_IS_RESTORE_BANNER (self));
  gboolean was = hakem_restore_banner_get_revealed (self);
  gtk_revealer_set_reveal_child (self->revealer, FALSE);
  /* A concealed revealer would stay in the accessibility tree: the banner is hidden while
   * closed. */
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  if (was)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVEALED]);
}

static void
hakem_restore_banner_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  HakemRestoreBanner *self = HAKEM_RESTORE_BANNER (object);
  switch (prop_id)
    {
    case PROP_TEXT:
      g_value_set_string (value, hakem_restore_banner_get_text (self));
      break;
    case PROP_QUESTION:
      g_value_set_boolean (value, self->question);
      break;
    case PROP_REVEALED:
      g_value_set_boolean (value, hakem_restore_banner_get_revealed (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hakem_restore_banner_set_property (GObject *object, guint prop_id, const GValue *value,
                                   GParamSpec *pspec)
{
  HakemRestoreBanner *self = HAKEM_RESTORE_BANNER (object);
  switch (prop_id)
    {
    case PROP_TEXT:
      hakem_restore_banner_set_text (self, g_value_get_string (value));
      break;
    case PROP_QUESTION:
      hakem_restore_banner_set_question (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hakem_restore_banner_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), HAKEM_TYPE_RESTORE_BANNER);
  G_OBJECT_CLASS (hakem_restore_banner_parent_class)->dispose (object);
}

static void
hakem_restore_banner_class_init (HakemRestoreBannerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->get_property = hakem_restore_banner_get_property;
  object_class->set_property = hakem_restore_banner_set_property;
  object_class->dispose = hakem_restore_banner_dispose;

  properties[PROP_TEXT] = g_param_spec_string (
      "text", NULL, NULL, "", G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_QUESTION]
      = g_param_spec_boolean ("question", NULL, NULL, TRUE,
                              G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_REVEALED] = g_param_spec_boolean ("revealed", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The arbiter's answer: take the case back, delete it, or close the banner's notice. */
  signals[SIGNAL_RESTORE] = g_signal_new ("restore", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_DISCARD] = g_signal_new ("discard", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_DISMISS] = g_signal_new ("dismiss", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hakem/Hakem/hakem-restore-banner.ui");
  gtk_widget_class_bind_template_child (widget_class, HakemRestoreBanner, revealer);
  gtk_widget_class_bind_template_child (widget_class, HakemRestoreBanner, label);
  gtk_widget_class_bind_template_child (widget_class, HakemRestoreBanner, restore_button);
  gtk_widget_class_bind_template_child (widget_class, HakemRestoreBanner, discard_button);
  gtk_widget_class_bind_template_child (widget_class, HakemRestoreBanner, dismiss_button);
  gtk_widget_class_bind_template_callback (widget_class, restore_clicked);
  gtk_widget_class_bind_template_callback (widget_class, discard_clicked);
  gtk_widget_class_bind_template_callback (widget_class, dismiss_clicked);
}

static void
hakem_restore_banner_init (HakemRestoreBanner *self)
{
  self->question = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
hakem_restore_banner_new (void)
{
  return g_object_new (HAKEM_TYPE_RESTORE_BANNER, NULL);
}
