/* hakem-adaptive-box.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * HakemAdaptiveBox: its children side by side when its width allows, one above the other below.
 */
#include "config.h"

#include "hakem-adaptive-box.h"

struct _HakemAdaptiveBox
{
  GtkWidget parent_instance;
  /* The two arrangements: box layouts that measure and place this widget's children. */
  GtkLayoutManager *across;
  GtkLayoutManager *down;
  int threshold;
  gboolean side_by_side;
};

G_DEFINE_FINAL_TYPE (HakemAdaptiveBox, hakem_adaptive_box, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_THRESHOLD,
  PROP_SIDE_BY_SIDE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Side by side at width: from the threshold up, and only when the children fit across. */
static gboolean
fits_across (HakemAdaptiveBox *self, int width)
{
  if (width < self->threshold)
    return FALSE;
  int min = 0;
  gtk_layout_manager_measure (self->across, GTK_WIDGET (self), GTK_ORIENTATION_HORIZONTAL, -1, &min,
                              NULL, NULL, NULL);
  return width >= min;
}

static GtkSizeRequestMode
hakem_adaptive_box_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
hakem_adaptive_box_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                            int *minimum, int *natural, int *minimum_baseline,
                            int *natural_baseline)
{
  HakemAdaptiveBox *self = HAKEM_ADAPTIVE_BOX (widget);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* As narrow as the children one above the other; as wide as they are side by side. */
      int across_nat = 0;
      gtk_layout_manager_measure (self->down, widget, orientation, -1, minimum, NULL, NULL, NULL);
      gtk_layout_manager_measure (self->across, widget, orientation, -1, NULL, &across_nat, NULL,
                                  NULL);
      *natural = MAX (*minimum, across_nat);
      return;
    }
  /* The height at a width is the arrangement's there; without a width, the narrow one's. */
  GtkLayoutManager *layout
      = for_size >= 0 && fits_across (self, for_size) ? self->across : self->down;
  gtk_layout_manager_measure (layout, widget, orientation, for_size, minimum, natural, NULL, NULL);
}

static void
hakem_adaptive_box_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  HakemAdaptiveBox *self = HAKEM_ADAPTIVE_BOX (widget);
  gboolean across = fits_across (self, width);
  gtk_layout_manager_allocate (across ? self->across : self->down, widget, width, height, -1);
  if (across != self->side_by_side)
    {
      self->side_by_side = across;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SIDE_BY_SIDE]);
    }
}

static void
hakem_adaptive_box_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  HakemAdaptiveBox *self = HAKEM_ADAPTIVE_BOX (object);
  switch (prop_id)
    {
    case PROP_THRESHOLD:
      g_value_set_int (value, self->threshold);
      break;
    case PROP_SIDE_BY_SIDE:
      g_value_set_boolean (value, self->side_by_side);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hakem_adaptive_box_set_property (GObject *object, guint prop_id, const GValue *value,
                                 GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_THRESHOLD:
      hakem_adaptive_box_set_threshold (HAKEM_ADAPTIVE_BOX (object), g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hakem_adaptive_box_dispose (GObject *object)
{
  HakemAdaptiveBox *self = HAKEM_ADAPTIVE_BOX (object);
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  g_clear_object (&self->across);
  g_clear_object (&self->down);
  G_OBJECT_CLASS (hakem_adaptive_box_parent_class)->dispose (object);
}

static void
hakem_adaptive_box_class_init (HakemAdaptiveBoxClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = hakem_adaptive_box_dispose;
  object_class->get_property = hakem_adaptive_box_get_property;
  object_class->set_property = hakem_adaptive_box_set_property;
  widget_class->get_request_mode = hakem_adaptive_box_get_request_mode;
  widget_class->measure = hakem_adaptive_box_measure;
  widget_class->size_allocate = hakem_adaptive_box_size_allocate;
  /* A layout, not a control: read as a group, as a GtkBox is, not by its type's name. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  /* The width from which the children go side by side (when they fit). */
  properties[PROP_THRESHOLD]
      = g_param_spec_int ("threshold", NULL, NULL, 0, G_MAXINT, 0,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Whether the last allocation put the children side by side. */
  properties[PROP_SIDE_BY_SIDE]
      = g_param_spec_boolean ("side-by-side", NULL, NULL, TRUE,
                              G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hakem_adaptive_box_init (HakemAdaptiveBox *self)
{
  self->across = gtk_box_layout_new (GTK_ORIENTATION_HORIZONTAL);
  self->down = gtk_box_layout_new (GTK_ORIENTATION_VERTICAL);
  self->side_by_side = TRUE;
}

GtkWidget *
hakem_adaptive_box_new (void)
{
  return g_object_new (HAKEM_TYPE_ADAPTIVE_BOX, NULL);
}

gboolean
hakem_adaptive_box_get_side_by_side (HakemAdaptiveBox *self)
{
  g_return_val_if_fail (HAKEM_IS_ADAPTIVE_BOX (self), FALSE);
  return self->side_by_side;
}

void
hakem_adaptive_box_set_threshold (HakemAdaptiveBox *self, int width)
{
  g_return_if_fail (HAKEM_IS_ADAPTIVE_BOX (self));
  if (self->threshold == width)
    return;
  self->threshold = width;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THRESHOLD]);
}
