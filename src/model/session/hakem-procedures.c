/* hakem-procedures.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The table of the arbiter's procedures: a row for each incident kind. A new procedure is a new
 * HakemIncidentKind, its ruling function (a hakem-session-*.c) and a row here (ARCHITECTURE.md).
 */
#include "config.h"

#include "hakem-procedures.h"

#include <glib/gi18n.h>
#include <string.h>

/* Laid out by hand, a row a block (clang-format would not keep it so). */
static const HakemProcedure rows[] = {
  { .kind = HAKEM_INCIDENT_CLAIM,
    .key = "claim",
    .name = N_ ("Draw claim"),
    .articles = "9.2 9.3",
    .command = "claim",
    .rerule = hakem_rerule_claim,
    .scenario = hakem_scenario_event_claim,
    .step = HAKEM_STEP_CLAIM,
    .play = hakem_scenario_play_claim },
  { .kind = HAKEM_INCIDENT_ILLEGAL_MOVE,
    .key = "illegal-move",
    .name = N_ ("Irregularity"),
    .articles = "7.5.1 7.5.2 7.5.3 7.5.4 7.5.5 A.5.2 A.5.4",
    .command = "illegal",
    .rerule = hakem_rerule_irregularity,
    .scenario = hakem_scenario_event_irregularity,
    .step = HAKEM_STEP_IRREGULARITY,
    .play = hakem_scenario_play_irregularity },
  { .kind = HAKEM_INCIDENT_FLAG,
    .key = "flag",
    .name = N_ ("Flag fall"),
    .articles = "6.9 8.6 A.5.3 A.5.5",
    .command = "flag",
    .rerule = hakem_rerule_flag,
    .scenario = hakem_scenario_event_flag,
    .step = HAKEM_STEP_FLAG,
    .play = hakem_scenario_play_flag },
  /* 12.9 leaves the penalty to the arbiter: what is checked again is 10.2's scores. */
  { .kind = HAKEM_INCIDENT_PENALTY,
    .key = "penalty",
    .name = N_ ("Penalty"),
    .articles = "12.9",
    .command = "penalty",
    .bound = hakem_rerule_penalty_bound,
    .scenario = hakem_scenario_event_penalty,
    .step = HAKEM_STEP_PENALTY,
    .play = hakem_scenario_play_penalty },
  { .kind = HAKEM_INCIDENT_RECONSTRUCTION,
    .key = "reconstruction",
    .name = N_ ("Reconstruction"),
    .articles = "8.5.3 8.6",
    .step = HAKEM_STEP_RECONSTRUCTION,
    .play = hakem_scenario_play_reconstruction },
  { .kind = HAKEM_INCIDENT_CLOCK,
    .key = "clock",
    .name = N_ ("Clock"),
    .articles = "6.10.2",
    .step = HAKEM_STEP_CLOCK,
    .play = hakem_scenario_play_clock },
  /* Resignation, agreement and absence are ruled again; the arbiter's own result is not. */
  { .kind = HAKEM_INCIDENT_RESULT,
    .key = "result",
    .name = N_ ("Result"),
    .articles = "5.1.2 9.1.1 6.7.1",
    .command = "resign",
    .rerule = hakem_rerule_result,
    .scenario = hakem_scenario_event_resignation,
    .step = HAKEM_STEP_RESIGNATION,
    .play = hakem_scenario_play_resignation },
  { .kind = HAKEM_INCIDENT_NOTE, .key = "note", .name = N_ ("Note"), .articles = "", .step = -1 },
};

const HakemProcedure *
hakem_procedures (guint *n)
{
  *n = G_N_ELEMENTS (rows);
  return rows;
}

const HakemProcedure *
hakem_procedure_of (HakemIncidentKind kind)
{
  for (gsize i = 0; i < G_N_ELEMENTS (rows); i++)
    if (rows[i].kind == kind)
      return &rows[i];
  return NULL;
}

const HakemProcedure *
hakem_procedure_by_key (const char *key)
{
  for (gsize i = 0; key && i < G_N_ELEMENTS (rows); i++)
    if (strcmp (rows[i].key, key) == 0)
      return &rows[i];
  return NULL;
}

const HakemProcedure *
hakem_procedure_of_step (HakemStepKind step)
{
  for (gsize i = 0; i < G_N_ELEMENTS (rows); i++)
    if (rows[i].step == (int) step)
      return &rows[i];
  return NULL;
}
