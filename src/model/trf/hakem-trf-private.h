/* hakem-trf-private.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Between the TRF reader and its records beyond the 001 lines (hakem-trf-records.c).
 */
#pragma once

#include "hakem-trf.h"

void hakem_trf_scoring_defaults (HakemTrf *trf);

/* One 162 or 240 line (text without its end); FALSE with "NAME:LINE: ..." when it is damaged. */
gboolean hakem_trf_read_scoring (HakemTrf *trf, const char *text, gsize len, const char *name,
                                 guint line, GError **error);
gboolean hakem_trf_read_bye_record (HakemTrf *trf, const char *text, gsize len, const char *name,
                                    guint line, GError **error);

/* The kind a 240 record gives player in round, or 0. */
char hakem_trf_bye_record_kind (const HakemTrf *trf, int round, int player);
