/* hakem-restore-banner.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The banner over the board that offers back a case found at start-up, or says why it cannot.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define HAKEM_TYPE_RESTORE_BANNER (hakem_restore_banner_get_type ())
G_DECLARE_FINAL_TYPE (HakemRestoreBanner, hakem_restore_banner, HAKEM, RESTORE_BANNER, GtkWidget)

/* Properties: "text" (what the banner says), "question" (TRUE: Restore and Discard are offered;
 * FALSE: only Close), "revealed" (read only: shown or not).
 * Signals, one per button: "restore", "discard", "dismiss"; the banner stays shown until
 * hakem_restore_banner_conceal. */

GtkWidget *hakem_restore_banner_new (void);

/* Shows the banner with TEXT, its buttons as QUESTION says, and puts the focus on its first
 * button. */
void hakem_restore_banner_reveal (HakemRestoreBanner *self, const char *text, gboolean question);
/* Hides it, out of the accessibility tree too. */
void hakem_restore_banner_conceal (HakemRestoreBanner *self);
gboolean hakem_restore_banner_get_revealed (HakemRestoreBanner *self);

void hakem_restore_banner_set_text (HakemRestoreBanner *self, const char *text);
const char *hakem_restore_banner_get_text (HakemRestoreBanner *self);
void hakem_restore_banner_set_question (HakemRestoreBanner *self, gboolean question);
gboolean hakem_restore_banner_get_question (HakemRestoreBanner *self);

G_END_DECLS
