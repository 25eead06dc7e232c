/* hakem-case-records.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The records a case's game has had: the first, and one more for each reconstruction adopted as
 * the record (8.5.3); which of them each incident was logged on, and their names in the report.
 */
#pragma once

#include "hakem-session.h"

G_BEGIN_DECLS

/* How many records the game has had: one, and one more for each reconstruction adopted. */
guint hakem_case_record_count (HakemSession *session);

/* The record incident index was logged on: 0 for the game's first record, k for the one the k-th
 * adopted reconstruction made. A reconstruction's own incident belongs to the record it
 * replaced: it was ruled on that record. */
guint hakem_case_record_of (HakemSession *session, guint index);

/* The log's index of the reconstruction's incident that made record k (k >= 1), or that replaced
 * it (k below the last); -1 when there is none. */
int hakem_case_record_adopted_at (HakemSession *session, guint k);
int hakem_case_record_replaced_at (HakemSession *session, guint k);

/* The reconstruction whose adoption made record k (k >= 1), or NULL: its replay is the record as
 * the reconstruction decided it, before any move played on it. */
const HakemReconstructionRecord *hakem_case_record_reconstruction (HakemSession *session, guint k);

/* Record k as it stood when a reconstruction replaced it, or as it stands (the last): its start,
 * its moves with their clock stamps and draw offers, in *game (initialised here; clear it with
 * chess_game_clear). FALSE, *game empty, when the case file cannot give it back. */
gboolean hakem_case_record_game (HakemSession *session, guint k, ChessGame *game);

/* The reconstructions adopted, oldest first: the log's index of each one's incident and its index
 * among the session's reconstructions; the k-th (from 0) made record k + 1. What the functions
 * above look up on each call, found once for a caller that goes over the whole log (free it). */
typedef struct
{
  guint incident;
  guint reconstruction;
} HakemCaseAdoption;
GArray *hakem_case_record_adoptions (HakemSession *session);

/* hakem_case_record_game with the list hakem_case_record_adoptions gave. */
gboolean hakem_case_record_game_in (HakemSession *session, GArray *adoptions, guint k,
                                    ChessGame *game);

/* Which record, translated, for a sentence: "on the record before the reconstruction of 14:32",
 * "on the record adopted by the reconstruction of 14:32"; NULL when the game has had one record.
 */
char *hakem_case_record_text (HakemSession *session, guint k);

/* The same as a heading: "Record before the reconstruction of 14:32", "Record adopted by the
 * reconstruction of 14:32"; NULL when the game has had one record. */
char *hakem_case_record_heading (HakemSession *session, guint k);
/* Both with the list hakem_case_record_adoptions gave, for a caller that names many records. */
char *hakem_case_record_text_in (HakemSession *session, GArray *adoptions, guint k);
char *hakem_case_record_heading_in (HakemSession *session, GArray *adoptions, guint k);

/* The moves of a record as the scoresheet reads them, in lang's letters: "1.e4 c5 2.c3 Nf6", a
 * record that starts with Black to move "12...Kg8 13.Qh5"; "" without moves. */
char *hakem_case_record_movetext (const ChessGame *record, ChessSanLanguage lang);

/* What the reconstruction of incident index decided, when it was adopted: the record it replaced
 * and the record it made, each as its moves and how many half-moves it holds ("1.e4 c5 2.c3
 * (3 half-moves)", translated), in *replaced and *adopted (free them). FALSE, nothing set, for
 * any other incident or when the case file cannot give the record replaced back. */
gboolean hakem_case_record_decision (HakemSession *session, guint index, ChessSanLanguage lang,
                                     char **replaced, char **adopted);

/* A session of its own holding record (its start, moves and clock stamps) with the case's tags,
 * time control and letters, for a view that follows a session (the review's scoresheet); nothing
 * is ruled or saved in it. */
HakemSession *hakem_case_record_session (HakemSession *session, const ChessGame *record);

G_END_DECLS
