/* hakem-session-private.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * What the files of HakemSession share and nothing else may use: the instance, its signals, the
 * log's helpers, and the restoring of a saved case (hakem-casefile-read.c). The scenario replay
 * looks moves up with hakem_session_legal_uci, like the session's own files.
 */
#pragma once

#include "hakem-incident-data.h"
#include "hakem-outcome.h"
#include "hakem-rules-text.h"
#include "hakem-session.h"

G_BEGIN_DECLS

/* What the read-only properties last said, that is what observers were told (the session's own
 * fields say what is true now); hakem_session_sync_state compares the two. Not swapped by
 * hakem_session_swap: they belong to the object its observers watch. */
typedef struct
{
  HakemClockState clock_state;
  ChessColor clock_side;
  ChessResult result;
  gboolean over;
  char *outcome;
  ChessColor side_to_move;
  int ply;
  /* The live position, told by what a board shows of it: its key (pieces, side, castling, en
   * passant), its counters and the move that reached it. */
  ChessKey position_key;
  int halfmove, fullmove;
  ChessMove last_move;
} HakemSessionState;

struct _HakemSession
{
  GObject parent_instance;
  ChessGame game;
  ChessTimeControl tc;
  ChessClock clock;
  HakemRegulations *regs;
  gboolean regs_explicit; /* set for the event: a new game keeps them */
  GPtrArray *incidents;   /* HakemIncident, oldest first */
  /* A HakemIncidentItem for each of them, the list views follow (hakem_session_get_incidents);
   * not swapped by hakem_session_swap: it is the model its observers watch. */
  GListStore *incident_items;
  GPtrArray *reconstructions; /* HakemReconstructionRecord, oldest first */
  int illegal[2];
  /* A penalty decided the scores (10.2 lets them differ from the result); otherwise the
   * game's result gives them. */
  gboolean scores_set;
  int scores[2];
  ChessSanLanguage san_language;
  /* Why the game ended and the articles the window cites (HAKEM_END_NONE while it goes on, and
   * for an automatic ending, which the record itself tells). */
  HakemEndReason end_reason;
  char *end_articles;
  /* An examination (6.11.1) under way: how many incidents there were when it began, and
   * whether it was the examination that stopped the running clock. */
  gboolean examining;
  gboolean examination_stopped;
  guint examination_incidents;
  HakemSessionState state;
};

/* The properties (hakem-session.c installs them; hakem-session-state.c defines those of the
 * state). */
enum
{
  HAKEM_SESSION_PROP_0,
  HAKEM_SESSION_PROP_SAN_LANGUAGE,
  HAKEM_SESSION_PROP_CLOCK_STATE,
  HAKEM_SESSION_PROP_CLOCK_SIDE,
  HAKEM_SESSION_PROP_CLOCK_RUNNING,
  HAKEM_SESSION_PROP_RESULT,
  HAKEM_SESSION_PROP_OVER,
  HAKEM_SESSION_PROP_OUTCOME,
  HAKEM_SESSION_PROP_SIDE_TO_MOVE,
  HAKEM_SESSION_PROP_PLY,
  HAKEM_SESSION_PROP_POSITION,
  HAKEM_SESSION_PROP_LAST_MOVE,
  HAKEM_SESSION_N_PROPS
};

extern GParamSpec *hakem_session_properties[HAKEM_SESSION_N_PROPS];

/* Fills in the state's properties (CLOCK_STATE to LAST_MOVE) of hakem_session_properties. */
void hakem_session_state_class_init (void);
/* Takes the state as it is now without notifying (a new session); clear frees it. */
void hakem_session_state_init (HakemSession *self);
void hakem_session_state_clear (HakemSession *self);
/* The value of a state property (prop_id CLOCK_STATE to LAST_MOVE), as it is now. */
void hakem_session_state_get_property (HakemSession *self, guint prop_id, GValue *value);
/* Notifies each state property whose value changed since the last call: called before "changed"
 * and "clock-changed" are emitted, so that their handlers and the properties' agree. */
void hakem_session_sync_state (HakemSession *self);

/* Brings the items of hakem_session_get_incidents in step with the log: the texts of those kept
 * written again, the others removed or added in one "items-changed". */
void hakem_session_sync_incident_items (HakemSession *self);

/* "changed" and "clock-changed" (hakem-session.c defines the signals). */
void hakem_session_emit_changed (HakemSession *self);
/* The moves each player has completed in the game as recorded, those before a set-up start
 * included (from its move number). */
void hakem_session_recorded_moves (const ChessGame *game, int moves[2]);
void hakem_session_emit_clock_changed (HakemSession *self);

/* The mate search's context for one question (hakem-session-mate.c): taken initialised, given
 * back when the question is answered. */
ChessMateContext *hakem_session_mate_context_take (void);
void hakem_session_mate_context_give (ChessMateContext *ctx);
/* How many searches (not answers found kept) the contexts have made so far, on any thread. */
guint hakem_session_mate_searches (void);

/* Records the result, how the game ended, why and on which articles (NULL: the reason's own),
 * and stops the clock; emits nothing itself. */
void hakem_session_finish_game (HakemSession *self, ChessResult result, ChessEnding ending,
                                HakemEndReason reason, const char *articles);

/* The terms the regulations set for rulings: penalty seconds for 7.5.5 and 9.5.3, the class,
 * and who watches the games. Without regulations, the Laws' defaults for the time control. */
typedef struct
{
  int illegal_penalty;
  int claim_penalty;
  ChessTimeClass time_class;
  ChessSupervision supervision;
} HakemRulingTerms;

void hakem_session_ruling_terms (HakemSession *self, HakemRulingTerms *t);

/* hakem_session_rule_flag on flags given (the clock dates each flag: order_known; the arbiter
 * names one; a case re-ruled from the log): each fallen flag's period is the one its player's
 * move after flags->moves is in. */
gboolean hakem_session_rule_flags (HakemSession *self, const ChessClockFlags *flags,
                                   gboolean order_known, ChessFlagNotice notice,
                                   gboolean moves_known, ChessFlagCase *case_out, ChessRuling *out,
                                   ChessRulingError *error_out);

/* The log (hakem-session-log.c). ----------------------------------------------------------- */

/* Logs an incident with the clocks read at ms; data (taken) are the machine-readable details. */
void hakem_session_log_incident (HakemSession *self, HakemIncidentKind kind, int ply,
                                 const gint64 ms[2], const char *articles, const char *ruling,
                                 const char *note, HakemIncidentData *data);

/* "White" or "Black", translated; "white" or "black" for the log's data. */
const char *hakem_color_text (ChessColor color);
const char *hakem_session_color_key (ChessColor color);
/* "White's clock +120 s": what a ruling did to a clock. */
char *hakem_session_adjust_text (ChessColor color, int seconds);
/* The articles of a ruling, space-separated. */
char *hakem_session_articles_text (const char *const *articles, int count);
char *hakem_session_move_uci (const ChessPosition *pos, ChessMove move);
/* The legal move written as uci in pos, or CHESS_MOVE_NONE. */
ChessMove hakem_session_legal_uci (const ChessPosition *pos, const char *uci);
/* In the session's language for the log. */
char *hakem_session_move_san (HakemSession *self, const ChessPosition *pos, ChessMove move);

/* 8.6 in a ruling's text and data: the player's next move (the first of its period, or further
 * on when there is evidence of more moves) and the seconds the period gave (0: none). */
void hakem_session_append_next_period (HakemSession *self, GString *text, HakemIncidentData *data,
                                       ChessColor color, int next_move, int seconds);

/* A deep copy of a record, move by move, with every note. */
void hakem_session_game_copy (ChessGame *dst, const ChessGame *src);
/* Its parts: one move pushed on dst with its clock stamps, offer, NAGs, comment and variations
 * (FALSE when memory ran out), and the tags, the game's comment, result and ending. */
gboolean hakem_session_game_push_copy (ChessGame *dst, const ChessGameMove *move);
void hakem_session_game_copy_header (ChessGame *dst, const ChessGame *src);
/* A ChessPgnWriteFunc appending to a GString. */
bool hakem_session_append_chunk (void *user_data, const char *data, size_t len);

/* Restoring a saved case (hakem-session-restore.c). ----------------------------------------- */

/* A fresh session is filled without logging anything: restore_game takes the contents of *game
 * (left empty) and the clock as it is (its time control becomes the session's);
 * restore_regulations takes regs; restore_reconstruction takes record. hakem_session_swap then
 * exchanges the whole contents of two sessions and emits "changed" and "clock-changed" on self:
 * views read everything again, the incident log included. */
void hakem_session_restore_game (HakemSession *self, ChessGame *game, const ChessClock *clock);
void hakem_session_restore_regulations (HakemSession *self, HakemRegulations *regs,
                                        gboolean set_for_event);
void hakem_session_restore_counts (HakemSession *self, const int illegal[2], gboolean scores_set,
                                   const int scores[2]);
void hakem_session_restore_end_reason (HakemSession *self, HakemEndReason reason,
                                       const char *articles);
void hakem_session_restore_reconstruction (HakemSession *self, HakemReconstructionRecord *record);
void hakem_session_swap (HakemSession *self, HakemSession *other);

G_END_DECLS
