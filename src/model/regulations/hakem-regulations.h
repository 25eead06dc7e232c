/* hakem-regulations.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * An event's regulations as the Laws let them vary: read from assets/regulations/ID.xml (checked
 * against hakem-regulations.xsd), every value with the article that allows it.
 */
#pragma once

#include <glib.h>

#include "chess-clock.h"
#include "chess-ruling.h"

G_BEGIN_DECLS

#define HAKEM_REGULATIONS_ERROR (hakem_regulations_error_quark ())
GQuark hakem_regulations_error_quark (void);

typedef enum
{
  HAKEM_REGULATIONS_ERROR_TOO_LARGE, /* above the size limit */
  HAKEM_REGULATIONS_ERROR_MALFORMED, /* not well-formed XML (message has line and column) */
  HAKEM_REGULATIONS_ERROR_FORBIDDEN, /* a DOCTYPE, an entity, an external reference */
  HAKEM_REGULATIONS_ERROR_INVALID,   /* well-formed but not what the schema allows */
} HakemRegulationsError;

/* A value and the article that names it (owned by the regulations: freed with them). */
typedef struct
{
  int value;
  char *article;
} HakemRuleValue;

typedef struct
{
  char *id;                  /* "fide-2023-standard" */
  char *name;                /* the name as written in the file (English) */
  char *edition;             /* "2023" */
  ChessTimeClass time_class; /* standard, rapid or blitz (A.1, B.1) */
  char *time_class_article;
  ChessTimeControl time_control; /* the event's default time control */
  char *time_control_article;
  ChessSupervision supervision; /* always FULL in standard play; A.4/A.5, B.2/B.3 (A.6, B.4) */
  char *supervision_article;    /* "A.4", "A.5", "B.2", "B.3" or "12" for standard play */
  HakemRuleValue illegal_move_penalty; /* 7.5.5 seconds added to the opponent (A.3: 60) */
  HakemRuleValue claim_penalty;        /* 9.5.3 seconds added to the opponent (A.3: 60) */
  HakemRuleValue default_time;         /* 6.7.1 seconds; 0 */
  HakemRuleValue draw_offer_move;      /* 9.1.1: no draw offer before this move; 0 none */
  gboolean guidelines_iii;             /* III.2.1: the event announced Guidelines III */
  /* The article that sets a penalty's amount when it is not the penalty's own ("A.3" in rapid
   * and blitz), or NULL. */
  char *illegal_move_penalty_via;
  char *claim_penalty_via;
} HakemRegulations;

/* Reads regulations from memory: no network, no DTD, no entities, at most 64 KiB, checked
 * against the schema's rules. NULL with an error a person can act on. */
HakemRegulations *hakem_regulations_parse (const char *data, gsize length, GError **error);
HakemRegulations *hakem_regulations_load_file (const char *path, GError **error);

/* The profiles shipped in the GResource: "fide-2023-standard", "fide-2023-rapid",
 * "fide-2023-blitz". */
HakemRegulations *hakem_regulations_load_builtin (const char *id, GError **error);
const char *const *hakem_regulations_builtin_ids (void);

/* The profile that fits a time control's class (standard when unknown). */
HakemRegulations *hakem_regulations_for_time_control (const ChessTimeControl *tc);

/* The profile in force in a few words: "Standard play", "Rapid play, A.5 (partial
 * supervision)", "Blitz, B.2 (full supervision)" (hakem-regulations-fit.c). */
char *hakem_regulations_in_force_text (const HakemRegulations *regs);
/* Whether the regulations are for the class of the time control (A.1, B.1; a game without a
 * clock or with an unknown one fits any); when not, *why (free it) says how and what it would
 * change, with the articles. */
gboolean hakem_regulations_fit_time_control (const HakemRegulations *regs,
                                             const ChessTimeControl *tc, char **why);

/* The supervision the event chooses (A.6, B.4): its article (A.4/A.5, B.2/B.3, 12 in standard
 * play) and, in blitz, the penalties of 7.5.5 and 9.5.3 by the letter: B.3 brings in A.3's one
 * minute, B.2 the Competition Rules' two minutes (hakem-regulations-fit.c). */
void hakem_regulations_set_supervision (HakemRegulations *regs, ChessSupervision supervision);

/* The document again, valid against the schema (the case file embeds it). */
char *hakem_regulations_to_xml (const HakemRegulations *regs);

HakemRegulations *hakem_regulations_copy (const HakemRegulations *regs);
void hakem_regulations_free (HakemRegulations *regs);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (HakemRegulations, hakem_regulations_free)

G_END_DECLS
