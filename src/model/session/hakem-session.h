/* hakem-session.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The game under the arbiter's control: the record, whose changes the views follow.
 */
#pragma once

#include <gio/gio.h>

#include "chess-clock.h"
#include "chess-game.h"
#include "chess-penalty.h"
#include "chess-reconstruct.h"
#include "chess-ruling.h"
#include "chess-san.h"
#include "hakem-incident.h"
#include "hakem-outcome.h"
#include "hakem-position-type.h"
#include "hakem-reconciliation.h"
#include "hakem-regulations.h"

G_BEGIN_DECLS

#define HAKEM_TYPE_SESSION (hakem_session_get_type ())
G_DECLARE_FINAL_TYPE (HakemSession, hakem_session, HAKEM, SESSION, GObject)

HakemSession *hakem_session_new (void);

/* What the clock is doing: the "clock-state" property. */
typedef enum
{
  HAKEM_CLOCK_NONE,    /* the game is played without a clock, or its control is not known */
  HAKEM_CLOCK_READY,   /* not started yet (6.6) */
  HAKEM_CLOCK_RUNNING, /* running for the "clock-side" player */
  HAKEM_CLOCK_STOPPED, /* the arbiter stopped it (6.11) while it counted for "clock-side" */
} HakemClockState;

#define HAKEM_TYPE_CLOCK_STATE (hakem_clock_state_get_type ())
GType hakem_clock_state_get_type (void);

/* The session's state as read-only properties, notified only when they change and before the
 * "changed" or "clock-changed" that follows the change (hakem-session-state.c):
 *   "clock-state"   HakemClockState
 *   "clock-side"    int, a ChessColor: the player whose clock runs, was stopped, or starts
 *   "clock-running" boolean: "clock-state" is HAKEM_CLOCK_RUNNING
 *   "result"        int, a ChessResult: recorded, or the one the position made; NONE meanwhile
 *   "over"          boolean: hakem_session_is_over
 *   "outcome"       string: hakem_session_outcome_text, NULL while the game goes on
 *   "side-to-move"  int, a ChessColor: the player to move in the record's position
 *   "ply"           int: the half-moves recorded
 * The times are not properties: a running clock changes them all the time, and views read them
 * (hakem_session_get_clock) when "clock-changed" says they jumped and on their own frames. */
HakemClockState hakem_session_get_clock_state (HakemSession *self);
ChessColor hakem_session_get_clock_side (HakemSession *self);
ChessResult hakem_session_get_result (HakemSession *self);

/* Starts a new game from pos (the initial position when NULL). Emits "changed". */
void hakem_session_reset (HakemSession *self, const ChessPosition *pos);

const ChessGame *hakem_session_get_game (HakemSession *self);

/* Starts a new game from pos (the initial position when NULL) under a time control (the FIDE
 * standard 40/5400+30:1800+30 when NULL); the clock waits to be started. Emits "changed". */
void hakem_session_new_game (HakemSession *self, const ChessPosition *pos,
                             const ChessTimeControl *tc);

/* Plays a legal move; FALSE (nothing changes) when it is not legal or the game is over. The move
 * is completed on the clock (6.2.1) and its clock figures go into the record: a running clock is
 * pressed, a stopped one too at no time used since it stopped; a clock not started yet counts
 * the move when it starts. A move that checkmates, stalemates, leaves a dead position or makes
 * 9.6's draw ends the game. Emits "changed". */
gboolean hakem_session_play (HakemSession *self, ChessMove move);

/* The clock, read at g_get_monotonic_time(). */
const ChessClock *hakem_session_get_clock (HakemSession *self);
const ChessTimeControl *hakem_session_get_time_control (HakemSession *self);

/* Starts the clock (6.6), or the arbiter stops and restarts it (6.11). FALSE when the clock
 * refuses (not started, already running, ...) or, for start and restart, the game is over. Emit
 * "clock-changed". */
gboolean hakem_session_start_clock (HakemSession *self);
gboolean hakem_session_stop_clock (HakemSession *self);
gboolean hakem_session_resume_clock (HakemSession *self);

/* The arbiter examines an irregularity, a claim or a flag: 6.11.1 has the clock stopped while
 * they do. begin stops a running clock; end starts it again when no ruling was recorded in
 * between (the examination was cancelled), and otherwise leaves it to the ruling and the arbiter
 * (6.11.3). One examination at a time: a second begin before end does nothing. */
void hakem_session_begin_examination (HakemSession *self);
void hakem_session_end_examination (HakemSession *self);
gboolean hakem_session_is_examining (HakemSession *self);

/* The arbiter sets both clocks, stopped, to the readings of the clock on the table (6.10.2: after
 * a crash, a restore): logged with why (a sentence) when they change. FALSE while the clock runs
 * or without a clock. Emits "clock-changed". */
gboolean hakem_session_set_clocks (HakemSession *self, const gint64 ms[2], const char *why);

/* Adds (or with delta_seconds < 0 removes) time on a player's clock. Emits "clock-changed". */
gboolean hakem_session_adjust_clock (HakemSession *self, ChessColor color, int delta_seconds);

/* Takes back the last move (with the automatic ending it made); FALSE when a result the arbiter
 * recorded stands (reopen the game first). Emits "changed". */
gboolean hakem_session_undo (HakemSession *self);

/* Presses the clock without a move (the arbiter mirrors what happened at the board; 7.5.3);
 * FALSE when the game is over. */
gboolean hakem_session_press_clock (HakemSession *self);

/* Records how the game ended; stops the clock. Emits "changed". */
void hakem_session_end_game (HakemSession *self, ChessResult result, ChessEnding ending);

/* Rules on a draw claim by the player having the move, now, with an optional intended move
 * (CHESS_MOVE_NONE), under the session's time control. FALSE with the error in *error_out. */
gboolean hakem_session_rule_claim (HakemSession *self, ChessClaimKind kind, ChessMove intended,
                                   ChessRuling *out, ChessRulingError *error_out);

/* The same with a written move that names no legal move at all (written_illegal: "Ke7" where no
 * king reaches e7): the claim is incorrect (9.5.3). */
gboolean hakem_session_rule_claim_written (HakemSession *self, ChessClaimKind kind,
                                           ChessMove intended, gboolean written_illegal,
                                           ChessRuling *out, ChessRulingError *error_out);

/* Carries out a claim's ruling (9.5.2 or 9.5.3): a draw, or the penalty on the opponent's
 * clock and the intended move played. A ruling on a game that had already ended (game_over)
 * changes nothing and is not logged. */
void hakem_session_apply_claim (HakemSession *self, const ChessRuling *ruling, ChessMove intended);
/* The same, with the move as it was written (for the log) when it was not legal. */
void hakem_session_apply_claim_written (HakemSession *self, const ChessRuling *ruling,
                                        ChessMove intended, const char *written);

/* Makes, on a worker thread, the searches a ruling at ply (-1: the present position) will make:
 * whether the game had ended (a dead position decided exactly) and whether each side can still
 * checkmate there. The answers are kept, so that the ruling, made on the main thread once the
 * callback runs, takes no longer than a frame (hakem-session-prepare.c). */
void hakem_session_prepare_async (HakemSession *self, int ply, GCancellable *cancellable,
                                  GAsyncReadyCallback callback, gpointer user_data);
gboolean hakem_session_prepare_finish (HakemSession *self, GAsyncResult *result, GError **error);
/* How many preparations have not called back yet (on the main thread; for tests that wait). */
guint hakem_session_prepare_pending (void);

/* Had the game ended by itself in its present position (chess_ended_game: 5.1.1, 5.2.1, a dead
 * position decided exactly, 9.6.1, 9.6.2)? Every ruling asks it first. */
gboolean hakem_session_ended (HakemSession *self, ChessEnded *out);

/* Replaces the game with the first game of a PGN file, its moves in English letters or, as older
 * Hakem wrote them, in Turkish ones (chess-pgn.h: which is decided for the whole game). On failure
 * the session is unchanged and *message (free it) says, translated, what is wrong and where; on
 * success *message is NULL, or says in which letters the moves were read when they were not the
 * standard's alone (Turkish letters; a game that reads in both). */
gboolean hakem_session_load_pgn (HakemSession *self, const char *path, char **message);
/* The same with the game whose text begins offset bytes into the file, on line line (1-based,
 * for the messages): one a HakemPgnIndex listed. */
gboolean hakem_session_load_pgn_at (HakemSession *self, const char *path, goffset offset, long line,
                                    char **message);

/* A file name for the game from its tags: "2026.11.26 Ankara Open R3 B12 Carlsen-Nepo.pgn"
 * (Date, Event, Round, Board, the players), made safe for any file system; fallback when the
 * tags say nothing. extension is appended (".pgn"). */
char *hakem_session_file_name (HakemSession *self, const char *fallback, const char *extension);

/* Sets a PGN tag of the game (White, Black, Event, ...). Emits "changed". */
void hakem_session_set_tag (HakemSession *self, const char *name, const char *value);

/* The event's regulations (a copy is kept). A new game keeps them when they are for its time
 * control's class, and takes the FIDE profile of its class otherwise (A.1, B.1); callers check
 * hakem_regulations_fit_time_control first and ask the arbiter before setting regulations that
 * do not fit. Emits "changed". */
void hakem_session_set_regulations (HakemSession *self, const HakemRegulations *regs);
const HakemRegulations *hakem_session_get_regulations (HakemSession *self);

/* Both clocks now, in milliseconds (-1 each without a clock). */
void hakem_session_clock_readings (HakemSession *self, gint64 ms[2]);

/* The incident log, oldest first. add takes ownership and emits "incident-added" with the
 * index. */
guint hakem_session_get_incident_count (HakemSession *self);
/* The same log as a list model of HakemIncidentItem (hakem-incident-item.h), kept by the session
 * and owned by it, which views bind to: "items-changed" as incidents are added or the log is
 * replaced (a new game, a case restored), each item's properties notified as its incident
 * changes (a note); emitted before "incident-added" and "changed". */
GListModel *hakem_session_get_incidents (HakemSession *self);
const HakemIncident *hakem_session_get_incident (HakemSession *self, guint index);
void hakem_session_add_incident (HakemSession *self, HakemIncident *incident);
/* Sets the arbiter's note of an incident. Emits "incident-changed" with the index. */
void hakem_session_set_incident_note (HakemSession *self, guint index, const char *note);

/* Illegal moves each player completed in this game (7.5.5). */
int hakem_session_get_illegal_count (HakemSession *self, ChessColor color);

/* Rules on an irregularity of 7.5 by the player having the move after c->ply half-moves (ply
 * -1: now, by the player to move); penalty, class and supervision come from the regulations and
 * the count of earlier illegal moves from the log: only kind, ply, move, opponent_moved,
 * illegal_position and position_put_right (A.5.4) of c are read. The completed case is written
 * back to *c. */
gboolean hakem_session_rule_irregularity (HakemSession *self, ChessIrregularityCase *c,
                                          ChessRuling *out, ChessRulingError *error_out);
/* Carries it out: the position reinstated (later moves dropped), the replacement move played,
 * the clock given back to the offender, the penalty, the result; logged with the note. */
void hakem_session_apply_irregularity (HakemSession *self, const ChessIrregularityCase *c,
                                       const ChessRuling *ruling, const char *note);

/* Rules on the flags the clock shows now (or the flagged colour given by the arbiter when the
 * clock shows none: flagged >= 0). */
gboolean hakem_session_rule_flag (HakemSession *self, int flagged, ChessFlagNotice notice,
                                  gboolean moves_known, ChessFlagCase *case_out, ChessRuling *out,
                                  ChessRulingError *error_out);
/* Carries it out, logged with the note: a result ends the game; under 8.6 (ruling->next_period)
 * each fallen flag's count goes to the end of its period, so that the next move is the first of
 * the following one, and that period's time is put on the clock. */
void hakem_session_apply_flag (HakemSession *self, const ChessFlagCase *c,
                               const ChessRuling *ruling, const char *note);

/* The game's scores in half points (CHESS_SCORE_UNSET each while no result is recorded). */
void hakem_session_get_scores (HakemSession *self, int scores[2]);

/* Applies a 12.9 penalty prompted by 'occasion' (an article such as "11.3"): time and score at
 * once, logged. FALSE (nothing changes) when the penalty is refused, with its effect's error. */
gboolean hakem_session_apply_penalty (HakemSession *self, const ChessPenalty *penalty,
                                      const char *occasion, const char *note,
                                      ChessPenaltyEffect *out);

/* Reconstructions (8.5.3), oldest first: each keeps its snapshot, the replayed moves and, when it
 * was adopted, the record it replaced. */
typedef struct
{
  ChessReconstruction reconstruction;
  gboolean adopted;
  char *replaced_pgn; /* the movetext the game had before adoption, or NULL */
  /* The position that record started from (a reconstruction may start from a set-up position,
   * 8.5.3); FALSE in a case file written before it was kept. */
  gboolean replaced_start_known;
  ChessPosition replaced_start;
  /* The reconciliation of both scoresheets the replay is, or NULL (a replay the arbiter made). */
  HakemReconciliation *reconciliation;
} HakemReconstructionRecord;

guint hakem_session_get_reconstruction_count (HakemSession *self);
const HakemReconstructionRecord *hakem_session_get_reconstruction (HakemSession *self, guint index);
/* Keeps a reconstruction; when adopt, its moves become the game's record (the old record kept in
 * the reconstruction), the clock is set from the snapshot and stopped, with the move counts of
 * chess_reconstruction_next_moves and, for a player whose next move 8.6 puts in a new period,
 * that period's time. Logged with the note. */
void hakem_session_add_reconstruction (HakemSession *self, const ChessReconstruction *r,
                                       gboolean adopt, const char *note);
/* The same for a replay that is the game reconciled from both scoresheets: the reconciliation
 * (copied) is kept with it (and in the case file). */
void hakem_session_add_reconciled (HakemSession *self, const ChessReconstruction *r, gboolean adopt,
                                   const char *note, const HakemReconciliation *reconciliation);

/* Whether the game record is the game reconciled from both scoresheets, adopted by a
 * reconstruction that showed the real board, and not played on since (8.5.3): then each
 * player's completed moves in completed[] (moves before a set-up start included), counted from
 * it. */
gboolean hakem_session_reconciled_moves (HakemSession *self, int completed[2]);
/* When it is (hakem_session_reconciled_moves), a sentence saying how many moves color has
 * completed by that game, and how many of them in the present period of how many it requires
 * (6.9); the flag rulings then count from it. NULL otherwise. */
char *hakem_session_flag_count_text (HakemSession *self, ChessColor color);

/* The game as PGN in export format with the incident log in its comments: English piece letters
 * whatever the notation shown (the PGN standard has no other), the Seven Tag Roster first, lines
 * under 80 characters, clock readings as [%clk]. */
char *hakem_session_to_pgn (HakemSession *self);

/* Added with the case file. ----------------------------------------------------------------- */

/* The piece letters moves are shown, entered and quoted in by the incident log's rulings
 * (English until set): the "san-language" property, which the views follow. */
void hakem_session_set_san_language (HakemSession *self, ChessSanLanguage lang);
ChessSanLanguage hakem_session_get_san_language (HakemSession *self);

/* Whether the regulations were set for the event (a new game then keeps them). */
gboolean hakem_session_get_regulations_explicit (HakemSession *self);

/* Whether a penalty decided the scores (12.9.4 to 12.9.6): they then stand apart from the
 * result, which is "*" when no PGN result fits them (0-0, 1/2-0, 0-1/2). */
gboolean hakem_session_get_scores_set (HakemSession *self);

/* Added with the result dialog: how the game ended (5.1.2, 5.2.3, 6.7.1, 9.1). ------------ */

typedef enum
{
  HAKEM_RESULT_RESIGNATION, /* 5.1.2: 'player' resigns */
  HAKEM_RESULT_AGREEMENT,   /* 5.2.3, 9.1: the players agree to a draw */
  HAKEM_RESULT_ABSENT,      /* 6.7.1: 'player' was not at the board when the game started */
  HAKEM_RESULT_ARBITER,     /* the arbiter's own result, with a note that says why */
} HakemResultKind;

typedef struct
{
  HakemResultKind kind;
  ChessColor player;    /* RESIGNATION, ABSENT: who resigned, who was absent */
  int late_seconds;     /* ABSENT: how long after the start the player arrived; -1: never */
  gboolean consent;     /* AGREEMENT: the arbiter consents where 9.1.1 asks for it */
  gboolean play_on;     /* ABSENT: the arbiter decides otherwise (6.7.1): the game goes on */
  ChessResult result;   /* ARBITER: 1-0, 0-1 or 1/2-1/2 */
  const char *articles; /* ARBITER: the articles the arbiter cites, space-separated, or NULL */
} HakemResultCase;

typedef enum
{
  HAKEM_RESULT_OK = 0,
  HAKEM_RESULT_ERROR_OVER,         /* the game has ended: only the arbiter's result replaces it */
  HAKEM_RESULT_ERROR_FIRST_MOVES,  /* 5.2.3: each player must have made a move first */
  HAKEM_RESULT_ERROR_CONSENT,      /* 9.1.1: too early for an agreement without consent */
  HAKEM_RESULT_ERROR_MOVED,        /* 6.7.1: the player has moved, so was at the board */
  HAKEM_RESULT_ERROR_UNDETERMINED, /* 5.1.2: the search could not tell whether mate is possible */
  HAKEM_RESULT_ERROR_NO_RESULT,    /* ARBITER: no result given */
  HAKEM_RESULT_ERROR_ARTICLES,     /* ARBITER: a cited article is no article number */
  HAKEM_RESULT_ERROR_NOTE,         /* ARBITER: the note saying why is missing (apply only) */
  HAKEM_RESULT_ERROR_ENDED,        /* the position had ended the game by itself (5.1.1, 5.2.1,
                                    * 5.2.2, 9.6.1, 9.6.2): its result stands, whatever the case */
} HakemResultError;

typedef struct
{
  ChessResult result;      /* CHESS_RESULT_NONE: the game goes on */
  ChessEnding ending;      /* CHESS_ENDING_NONE while the game goes on */
  char articles[64];       /* space-separated, "5.1.2" */
  int moves_completed;     /* moves both players have completed (9.1.1), set-up moves too */
  int draw_offer_move;     /* the regulations' 9.1.1 move; 0: agreements from the start */
  gboolean consent_needed; /* AGREEMENT: 9.1.1 asks for the arbiter's consent */
  int default_time;        /* the regulations' 6.7.1 seconds (0 when they give none) */
  gboolean late;           /* ABSENT: arrived after the default time, or never */
  ChessMateAnswer opponent_can_mate; /* RESIGNATION: can the opponent still checkmate? */
  ChessEnded ended;                  /* ERROR_ENDED: how the game had ended, its ply and result */
} HakemResultRuling;

/* Rules on how the game ended, now, under the session's regulations; FALSE with the reason in
 * *error_out (the ruling still says what is known: moves completed, default time, ...). */
gboolean hakem_session_rule_result (HakemSession *self, const HakemResultCase *c,
                                    HakemResultRuling *out, HakemResultError *error_out);
/* Rules again and carries it out: a result ends the game (the clock stops); everything, the
 * game going on under 6.7.1 too, is logged with the note. FALSE (nothing changes) when refused. */
gboolean hakem_session_apply_result (HakemSession *self, const HakemResultCase *c, const char *note,
                                     HakemResultRuling *out, HakemResultError *error_out);
/* The ruling and why, translated, as the log writes it; with a session (or NULL) the players are
 * named as its record names them and a resignation that draws gives the material. */
char *hakem_result_ruling_text (HakemSession *session, const HakemResultCase *c,
                                const HakemResultRuling *r);
/* Why a case is refused, translated. */
char *hakem_result_error_text (HakemResultError error, const HakemResultCase *c,
                               const HakemResultRuling *r);
/* Seconds as the arbiter reads a time: "m:ss", or "h:mm:ss" from an hour. */
char *hakem_duration_text (int seconds);
/* Reads "m:ss", "h:mm:ss" or plain seconds (spaces around allowed) up to max_seconds; FALSE for
 * anything else. */
gboolean hakem_duration_parse (const char *text, int max_seconds, int *out);

/* Added with the end of the game. ------------------------------------------------------------ */

/* Whether the game is over: a result is recorded or the position itself ended it. Moves and
 * clock presses are then refused until the arbiter reopens it. */
gboolean hakem_session_is_over (HakemSession *self);
/* Why it ended (HAKEM_END_NONE while it goes on) and the articles cited (never NULL). */
HakemEndReason hakem_session_get_end_reason (HakemSession *self, const char **articles);
/* The player's name from the record (the White or Black tag), or NULL when it does not say. */
const char *hakem_session_player_name (HakemSession *self, ChessColor color);
/* "White (Carlsen)", or "White" without a name: how rulings name a player. */
char *hakem_session_player_text (HakemSession *self, ChessColor color);

/* "½–½ threefold repetition, 9.2", translated; NULL while the game goes on. */
char *hakem_session_outcome_text (HakemSession *self);

typedef enum
{
  HAKEM_REOPEN_OK = 0,
  HAKEM_REOPEN_NOT_OVER, /* the game goes on */
  HAKEM_REOPEN_POSITION, /* the position itself ended it (5.1.1, 5.2, 9.6): take the move back */
} HakemReopenError;

/* The arbiter reopens a finished game: the result no longer stands (scores a penalty set go with
 * it), the clock stays stopped; logged with the note. Emits "changed". */
gboolean hakem_session_reopen (HakemSession *self, const char *note, HakemReopenError *error);

G_END_DECLS
