/* hakem-procedures.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The arbiter's procedures in one table, one row per incident kind: its name in the case file
 * and on screen, the articles it rests on, the hakem-cli command that rules it, and the
 * functions that rule it again for the appeals committee and make it, and replay it, as a
 * training scenario. The model's files look a kind up here instead of switching on it.
 */
#pragma once

#include "hakem-incident-data.h"
#include "hakem-incident.h"
#include "hakem-rerule.h"
#include "hakem-scenario.h"

G_BEGIN_DECLS

/* Rules the case again on scratch, a session at the point the arbiter ruled, from the details
 * the log kept, by the session code the arbiter used; FALSE when today's rules refuse it.
 * *ruled FALSE: the incident was the arbiter's own decision, not a ruling to repeat. */
typedef gboolean (*HakemProcedureRerule) (HakemSession *scratch, const HakemIncidentData *data,
                                          gboolean *ruled);
/* Checks what the Laws bound in a ruling they leave to the arbiter (12.9's penalty: 10.2's
 * scores), setting r's status and differences, without ruling again. */
typedef void (*HakemProcedureBound) (const HakemIncidentData *data, HakemReruling *r);
/* The scenario's event element for the incident, ruled on game's record, or NULL when these
 * details cannot be replayed. */
typedef char *(*HakemProcedureScenario) (const ChessGame *game, const HakemIncident *incident,
                                         const HakemIncidentData *data);
/* Plays a scenario's step of the procedure on session: the ruling in *out, the evidence's
 * squares in *evidence; FALSE with error when the session refuses it. */
typedef gboolean (*HakemProcedurePlay) (HakemSession *session, const HakemScenarioStep *step,
                                        HakemScenarioRuling *out, ChessBitboard *evidence,
                                        GError **error);

typedef struct
{
  HakemIncidentKind kind;
  const char *key;                 /* in the case file: "illegal-move" */
  const char *name;                /* shown, translated through gettext: N_("Irregularity") */
  const char *articles;            /* the articles the procedure rests on */
  const char *command;             /* the hakem-cli command that rules it, or NULL */
  HakemProcedureRerule rerule;     /* NULL: not ruled again */
  HakemProcedureBound bound;       /* NULL: nothing to check instead */
  HakemProcedureScenario scenario; /* NULL: cannot be saved as a scenario */
  int step;                        /* its HakemStepKind in a scenario, or -1 */
  HakemProcedurePlay play;         /* NULL when it has no step */
} HakemProcedure;

/* The row of kind, or NULL for a kind the table does not have. */
const HakemProcedure *hakem_procedure_of (HakemIncidentKind kind);
/* The row of the case file's key, or NULL. */
const HakemProcedure *hakem_procedure_by_key (const char *key);
/* The row whose scenario step is step, or NULL. */
const HakemProcedure *hakem_procedure_of_step (HakemStepKind step);
/* Every row, count in *n. */
const HakemProcedure *hakem_procedures (guint *n);

/* The rows' functions, in the files of their trade. */
gboolean hakem_rerule_claim (HakemSession *scratch, const HakemIncidentData *data, gboolean *ruled);
gboolean hakem_rerule_irregularity (HakemSession *scratch, const HakemIncidentData *data,
                                    gboolean *ruled);
gboolean hakem_rerule_flag (HakemSession *scratch, const HakemIncidentData *data, gboolean *ruled);
gboolean hakem_rerule_result (HakemSession *scratch, const HakemIncidentData *data,
                              gboolean *ruled);
void hakem_rerule_penalty_bound (const HakemIncidentData *data, HakemReruling *r);

char *hakem_scenario_event_claim (const ChessGame *game, const HakemIncident *incident,
                                  const HakemIncidentData *data);
char *hakem_scenario_event_irregularity (const ChessGame *game, const HakemIncident *incident,
                                         const HakemIncidentData *data);
char *hakem_scenario_event_flag (const ChessGame *game, const HakemIncident *incident,
                                 const HakemIncidentData *data);
char *hakem_scenario_event_penalty (const ChessGame *game, const HakemIncident *incident,
                                    const HakemIncidentData *data);
char *hakem_scenario_event_resignation (const ChessGame *game, const HakemIncident *incident,
                                        const HakemIncidentData *data);

gboolean hakem_scenario_play_claim (HakemSession *session, const HakemScenarioStep *step,
                                    HakemScenarioRuling *out, ChessBitboard *evidence,
                                    GError **error);
gboolean hakem_scenario_play_irregularity (HakemSession *session, const HakemScenarioStep *step,
                                           HakemScenarioRuling *out, ChessBitboard *evidence,
                                           GError **error);
gboolean hakem_scenario_play_flag (HakemSession *session, const HakemScenarioStep *step,
                                   HakemScenarioRuling *out, ChessBitboard *evidence,
                                   GError **error);
gboolean hakem_scenario_play_penalty (HakemSession *session, const HakemScenarioStep *step,
                                      HakemScenarioRuling *out, ChessBitboard *evidence,
                                      GError **error);
gboolean hakem_scenario_play_reconstruction (HakemSession *session, const HakemScenarioStep *step,
                                             HakemScenarioRuling *out, ChessBitboard *evidence,
                                             GError **error);
gboolean hakem_scenario_play_clock (HakemSession *session, const HakemScenarioStep *step,
                                    HakemScenarioRuling *out, ChessBitboard *evidence,
                                    GError **error);
gboolean hakem_scenario_play_resignation (HakemSession *session, const HakemScenarioStep *step,
                                          HakemScenarioRuling *out, ChessBitboard *evidence,
                                          GError **error);

G_END_DECLS
