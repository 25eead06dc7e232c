/* hakem-side-panel.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The window's side panel: its widgets from a template; the window binds them to the session.
 */
#include "config.h"

#include "hakem-side-panel.h"

#include "hakem-dialog-util.h"

struct _HakemSidePanel
{
  GtkBox parent_instance;

  HakemClockView *clock;
  GtkEntry *move_entry;
  GtkLabel *status;
  GtkStack *side_stack;
  HakemScoresheet *scoresheet;
  HakemIncidentLog *incident_log;
};

G_DEFINE_FINAL_TYPE (HakemSidePanel, hakem_side_panel, GTK_TYPE_BOX)

static void
hakem_side_panel_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), HAKEM_TYPE_SIDE_PANEL);
  G_OBJECT_CLASS (hakem_side_panel_parent_class)->dispose (object);
}

static void
hakem_side_panel_class_init (HakemSidePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = hakem_side_panel_dispose;
  g_type_ensure (HAKEM_TYPE_CLOCK_VIEW);
  g_type_ensure (HAKEM_TYPE_SCORESHEET);
  g_type_ensure (HAKEM_TYPE_INCIDENT_LOG);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hakem/Hakem/hakem-side-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, HakemSidePanel, clock);
  gtk_widget_class_bind_template_child (widget_class, HakemSidePanel, move_entry);
  gtk_widget_class_bind_template_child (widget_class, HakemSidePanel, status);
  gtk_widget_class_bind_template_child (widget_class, HakemSidePanel, side_stack);
  gtk_widget_class_bind_template_child (widget_class, HakemSidePanel, scoresheet);
  gtk_widget_class_bind_template_child (widget_class, HakemSidePanel, incident_log);
}

static void
hakem_side_panel_init (HakemSidePanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Its mnemonic buttons have accessible labels of their own in the template. */
  hakem_dialog_unlink_mnemonic_labels (GTK_WIDGET (self));
}

GtkWidget *
hakem_side_panel_new (void)
{
  return g_object_new (HAKEM_TYPE_SIDE_PANEL, NULL);
}

HakemClockView *
hakem_side_panel_get_clock (HakemSidePanel *self)
{
  g_return_val_if_fail (HAKEM_IS_SIDE_PANEL (self), NULL);
  return self->clock;
}

GtkEntry *
hakem_side_panel_get_move_entry (HakemSidePanel *self)
{
  g_return_val_if_fail (HAKEM_IS_SIDE_PANEL (self), NULL);
  return self->move_entry;
}

GtkLabel *
hakem_side_panel_get_status (HakemSidePanel *self)
{
  g_return_val_if_fail (HAKEM_IS_SIDE_PANEL (self), NULL);
  return self->status;
}

GtkStack *
hakem_side_panel_get_stack (HakemSidePanel *self)
{
  g_return_val_if_fail (HAKEM_IS_SIDE_PANEL (self), NULL);
  return self->side_stack;
}

HakemScoresheet *
hakem_side_panel_get_scoresheet (HakemSidePanel *self)
{
  g_return_val_if_fail (HAKEM_IS_SIDE_PANEL (self), NULL);
  return self->scoresheet;
}

HakemIncidentLog *
hakem_side_panel_get_incident_log (HakemSidePanel *self)
{
  g_return_val_if_fail (HAKEM_IS_SIDE_PANEL (self), NULL);
  return self->incident_log;
}
