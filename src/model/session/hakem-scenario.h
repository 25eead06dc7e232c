/* hakem-scenario.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A training scenario: a start, a script of steps replayed through a session, questions for the
 * trainee and the rulings the Laws give, read from XML checked against hakem-scenario.xsd.
 */
#pragma once

#include "hakem-session.h"

G_BEGIN_DECLS

#define HAKEM_SCENARIO_ERROR (hakem_scenario_error_quark ())
GQuark hakem_scenario_error_quark (void);

typedef enum
{
  HAKEM_SCENARIO_ERROR_TOO_LARGE, /* above the size limit (1 MiB) */
  HAKEM_SCENARIO_ERROR_MALFORMED, /* not well-formed XML */
  HAKEM_SCENARIO_ERROR_FORBIDDEN, /* a DOCTYPE, an entity, XInclude */
  HAKEM_SCENARIO_ERROR_INVALID,   /* not what the schema allows, or a move that is not legal */
  HAKEM_SCENARIO_ERROR_REPLAY,    /* a step the session refuses */
  HAKEM_SCENARIO_ERROR_IO,        /* could not be read or written */
} HakemScenarioError;

/* A text in both languages; hakem_scenario_text picks the one of the interface's language (the
 * translation in use). */
typedef struct
{
  char *en;
  char *tr;
} HakemScenarioText;

const char *hakem_scenario_text (const HakemScenarioText *text);

typedef enum
{
  HAKEM_STEP_MOVES,
  HAKEM_STEP_PRESS,
  HAKEM_STEP_CLOCK,
  HAKEM_STEP_CLAIM,
  HAKEM_STEP_IRREGULARITY,
  HAKEM_STEP_FLAG,
  HAKEM_STEP_PENALTY,
  HAKEM_STEP_RECONSTRUCTION,
  HAKEM_STEP_RESIGNATION,
} HakemStepKind;

/* What a ruling decided, as the scenario expects it and as the session ruled it. */
typedef struct
{
  char score[8];  /* "1-0", "1/2-1/2", "0-0", ... or "*" while the game goes on */
  int verdict;    /* claims: CHESS_VERDICT_*; -1 otherwise */
  char *articles; /* space-separated, in the order of chess_article_compare */
  int adjust[2];  /* seconds given to (> 0) or taken from each player's clock */
} HakemScenarioRuling;

typedef struct
{
  HakemScenarioText question;
  HakemScenarioText choices[4];
  int n_choices;
  int correct; /* index of the right choice */
  HakemScenarioRuling expected;
  HakemScenarioText summary;     /* the ruling in one sentence */
  HakemScenarioText explanation; /* the articles and why, in our own words */
} HakemScenarioDecision;

typedef struct
{
  HakemStepKind kind;
  long line;             /* in the file, for messages */
  HakemScenarioText say; /* NULL texts when the step says nothing */
  char *san;             /* MOVES, RECONSTRUCTION: the moves; CLAIM: the written move */
  gint64 ms[2];          /* CLOCK, RECONSTRUCTION: readings (-1 unknown) */
  int kind_detail;       /* ChessClaimKind, ChessIrregularity, ChessPenaltyKind */
  ChessColor color;      /* FLAG: flagged; PENALTY: offender; RESIGNATION: who resigns */
  int ply;               /* IRREGULARITY: -1 now */
  char *uci;             /* IRREGULARITY: the move */
  gboolean opponent_moved, illegal_position, put_right;
  ChessFlagNotice notice;
  gboolean moves_known;
  char *occasion;     /* PENALTY */
  int seconds, score; /* PENALTY (score -1 when not given) */
  char *board_fen;    /* RECONSTRUCTION: the real board, or NULL */
  int moves_made;     /* RECONSTRUCTION: -1 unknown */
  gboolean adopt;
  HakemScenarioDecision *decision; /* a decision point, or NULL */
} HakemScenarioStep;

typedef struct
{
  char *id;
  HakemScenarioText title;
  HakemScenarioText summary;
  char *fen;          /* the start, or NULL for the initial position */
  char *start_moves;  /* moves from the start before the script, or NULL */
  char *pgn;          /* or the start as a game in PGN (then fen and start_moves NULL) */
  char *time_control; /* PGN TimeControl */
  char *profile;      /* a built-in regulations profile */
  int supervision;    /* ChessSupervision, or -1: the profile's */
  gint64 clock_ms[2]; /* -1: the time control's */
  GPtrArray *steps;   /* HakemScenarioStep */
} HakemScenario;

/* Reads and checks a scenario (at most 1 MiB, no DTD, entities, XInclude or network; valid
 * against the schema; every move legal). NULL with a translated error. The moves are checked by
 * replaying them: the rulings are not compared here (hakem_scenario_replay_step does). */
HakemScenario *hakem_scenario_parse (const char *data, gsize length, GError **error);
HakemScenario *hakem_scenario_load (const char *path, GError **error);
void hakem_scenario_free (HakemScenario *scenario);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HakemScenario, hakem_scenario_free)

/* The scenarios that ship with Hakem: resource paths under /io/github/hakem/Hakem/scenarios/,
 * sorted (free with g_strfreev), and a shipped one read by its id. */
char **hakem_scenario_builtin_paths (void);
HakemScenario *hakem_scenario_load_builtin (const char *resource_path, GError **error);

/* Replay. ------------------------------------------------------------------------------------ */

/* Sets the session to the scenario's start: position, moves before the script, time control,
 * regulations and clock readings. Use a session without autosave: nothing is written anywhere. */
gboolean hakem_scenario_setup (const HakemScenario *scenario, HakemSession *session,
                               GError **error);

/* Carries out one step on the session as the arbiter would at the board (rulings through the
 * same session calls); for a step that is ruled, the ruling in *ruled (cleared first; may be
 * NULL), and in *evidence the squares the ruling rests on (may be NULL). */
gboolean hakem_scenario_play_step (const HakemScenario *scenario, guint index,
                                   HakemSession *session, HakemScenarioRuling *ruled,
                                   ChessBitboard *evidence, GError **error);

/* Sets up and plays every step; FALSE at the first step refused or ruled otherwise than the
 * scenario expects, with a message saying which and how. */
gboolean hakem_scenario_replay (const HakemScenario *scenario, HakemSession *session,
                                GError **error);

/* The articles (space-separated) sorted and without repeats: rulings compare them as sets. */
char *hakem_scenario_articles_normalize (const char *articles);

void hakem_scenario_ruling_clear (HakemScenarioRuling *ruling);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (HakemScenarioRuling, hakem_scenario_ruling_clear)
/* Whether two rulings agree: score, verdict, the articles as sets, the time given. */
gboolean hakem_scenario_ruling_equal (const HakemScenarioRuling *a, const HakemScenarioRuling *b);
/* "1/2-1/2, correct, 9.2.1.2 9.2.2, black +120" for messages. */
char *hakem_scenario_ruling_to_string (const HakemScenarioRuling *ruling);

/* Save as scenario. -------------------------------------------------------------------------- */

/* A scenario (XML, valid and replaying) made of a case's incident INDEX (0-based): the game up
 * to it as the start, the incident as its decision point with the ruling given at the board;
 * with anonymous, the players' names (the White and Black tags) are replaced by "White" and
 * "Black" in every text. Claims, irregularities, flag falls, penalties and resignations can be
 * made into scenarios; NULL with a translated error otherwise. The texts are the case's own, in
 * both language slots, for the trainer to rewrite. */
char *hakem_scenario_from_incident (HakemSession *session, guint index, gboolean anonymous,
                                    GError **error);

G_END_DECLS
