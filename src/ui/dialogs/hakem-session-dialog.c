/* hakem-session-dialog.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * HakemSessionDialog: a GtkWindow holding the session its dialog rules on, given once at
 * construction.
 */
#include "config.h"

#include "hakem-session-dialog.h"

#include <glib/gi18n.h>

typedef struct
{
  HakemSession *session;
  /* The searches asked for (hakem_session_dialog_wait): for which ply and record, done or not. */
  GCancellable *preparing;
  int prepared_ply;
  int prepared_count;
  ChessKey prepared_key;
  gboolean prepared;
  HakemSessionDialogReady ready;
} HakemSessionDialogPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (HakemSessionDialog, hakem_session_dialog, GTK_TYPE_WINDOW)

enum
{
  PROP_0,
  PROP_SESSION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_APPLIED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

void
hakem_session_dialog_emit_applied (HakemSessionDialog *self)
{
  g_return_if_fail (HAKEM_IS_SESSION_DIALOG (self));
  g_signal_emit (self, signals[SIGNAL_APPLIED], 0);
}

HakemSession *
hakem_session_dialog_get_session (HakemSessionDialog *self)
{
  g_return_val_if_fail (HAKEM_IS_SESSION_DIALOG (self), NULL);
  HakemSessionDialogPrivate *priv = hakem_session_dialog_get_instance_private (self);
  return priv->session;
}

static void
prepared (GObject *source, GAsyncResult *result, gpointer data)
{
  HakemSessionDialog *self = data;
  HakemSessionDialogPrivate *priv = hakem_session_dialog_get_instance_private (self);
  GCancellable *cancellable = g_task_get_cancellable (G_TASK (result));
  hakem_session_prepare_finish (HAKEM_SESSION (source), result, NULL);
  if (!g_cancellable_is_cancelled (cancellable))
    {
      g_clear_object (&priv->preparing);
      priv->prepared = TRUE;
      if (priv->ready)
        priv->ready (self);
    }
  g_object_unref (self);
}

gboolean
hakem_session_dialog_wait (HakemSessionDialog *self, int ply, HakemSessionDialogReady ready,
                           GtkWidget *apply_button, GtkLabel *verdict_label,
                           GtkLabel *details_label)
{
  g_return_val_if_fail (HAKEM_IS_SESSION_DIALOG (self), FALSE);
  HakemSessionDialogPrivate *priv = hakem_session_dialog_get_instance_private (self);
  const ChessGame *game = hakem_session_get_game (priv->session);
  /* The record, told by its length and its last position's key: a move made or taken back
   * while the dialog is open asks again. */
  ChessKey key = game->keys[game->count];
  gboolean same = ply == priv->prepared_ply && game->count == priv->prepared_count
                  && key == priv->prepared_key;
  if (same && priv->prepared)
    return FALSE;
  priv->ready = ready;
  if (!same || !priv->preparing)
    {
      if (priv->preparing)
        g_cancellable_cancel (priv->preparing);
      g_clear_object (&priv->preparing);
      priv->preparing = g_cancellable_new ();
      priv->prepared = FALSE;
      priv->prepared_ply = ply;
      priv->prepared_count = game->count;
      priv->prepared_key = key;
      hakem_session_prepare_async (priv->session, ply, priv->preparing, prepared,
                                   g_object_ref (self));
    }
  gtk_widget_set_sensitive (apply_button, FALSE);
  gtk_label_set_text (verdict_label, _ ("Deciding whether either side can still checkmate…"));
  gtk_label_set_text (details_label, "");
  return TRUE;
}

void
hakem_session_dialog_release (HakemSessionDialog *self)
{
  g_return_if_fail (HAKEM_IS_SESSION_DIALOG (self));
  HakemSessionDialogPrivate *priv = hakem_session_dialog_get_instance_private (self);
  if (priv->preparing)
    g_cancellable_cancel (priv->preparing);
  g_clear_object (&priv->preparing);
  priv->ready = NULL;
  g_clear_object (&priv->session);
}

static void
hakem_session_dialog_dispose (GObject *object)
{
  hakem_session_dialog_release (HAKEM_SESSION_DIALOG (object));
  G_OBJECT_CLASS (hakem_session_dialog_parent_class)->dispose (object);
}

static void
hakem_session_dialog_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, hakem_session_dialog_get_session (HAKEM_SESSION_DIALOG (object)));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hakem_session_dialog_set_property (GObject *object, guint prop_id, const GValue *value,
                                   GParamSpec *pspec)
{
  HakemSessionDialogPrivate *priv
      = hakem_session_dialog_get_instance_private (HAKEM_SESSION_DIALOG (object));
  switch (prop_id)
    {
    case PROP_SESSION:
      priv->session = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hakem_session_dialog_constructed (GObject *object)
{
  G_OBJECT_CLASS (hakem_session_dialog_parent_class)->constructed (object);
  /* Every dialog rules on a session: without one it has nothing to show. */
  g_return_if_fail (hakem_session_dialog_get_session (HAKEM_SESSION_DIALOG (object)) != NULL);
}

static void
hakem_session_dialog_class_init (HakemSessionDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  object_class->dispose = hakem_session_dialog_dispose;
  object_class->get_property = hakem_session_dialog_get_property;
  object_class->set_property = hakem_session_dialog_set_property;
  object_class->constructed = hakem_session_dialog_constructed;
  /* The game the dialog rules on. */
  properties[PROP_SESSION]
      = g_param_spec_object ("session", NULL, NULL, HAKEM_TYPE_SESSION,
                             G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  /* The dialog carried out its ruling or setting on the session. */
  signals[SIGNAL_APPLIED] = g_signal_new ("applied", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
hakem_session_dialog_init (HakemSessionDialog *self)
{
  HakemSessionDialogPrivate *priv = hakem_session_dialog_get_instance_private (self);
  priv->prepared_ply = G_MININT;
}
