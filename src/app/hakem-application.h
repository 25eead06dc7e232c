/* hakem-application.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * HakemApplication: the AdwApplication with the app-wide actions and their accelerators.
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define HAKEM_TYPE_APPLICATION (hakem_application_get_type ())
G_DECLARE_FINAL_TYPE (HakemApplication, hakem_application, HAKEM, APPLICATION, AdwApplication)

HakemApplication *hakem_application_new (void);

G_END_DECLS
