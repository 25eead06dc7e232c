/* hakem-committee.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The appeals committee's decisions on a case, kept beside the case file and apart from the
 * arbiter's record: reviewing a case never writes the case file.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _HakemCommittee HakemCommittee;

/* The committee's file for a case: CASE.committee beside it. */
char *hakem_committee_path (const char *case_path);

/* The decisions kept for the case at case_path (none when its committee file does not exist
 * yet); NULL with the error when the file exists and cannot be read. */
HakemCommittee *hakem_committee_load (const char *case_path, GError **error);
void hakem_committee_free (HakemCommittee *committee);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HakemCommittee, hakem_committee_free)

/* The decision on incident index (its place in the case's log, from 0), or on the case as a whole
 * with HAKEM_COMMITTEE_CASE (free it); NULL when there is none. */
#define HAKEM_COMMITTEE_CASE (-1)
char *hakem_committee_get_decision (HakemCommittee *committee, int index);
/* Sets it (NULL or empty text removes it) and when it was taken (now). */
void hakem_committee_set_decision (HakemCommittee *committee, int index, const char *text);
/* When the decision was last set, or NULL. */
GDateTime *hakem_committee_get_decided_at (HakemCommittee *committee, int index);

/* Writes the committee's file atomically. */
gboolean hakem_committee_save (HakemCommittee *committee, GError **error);

G_END_DECLS
