/* test-session-procedures.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The arbiter's procedures carried out through the session: illegal moves (7.5, A.3, A.5.2),
 * flag falls (6.9, 8.6, A.5.3), penalties (12.9 within 10.2), reconstructions (8.5.3), the log.
 */
#include <glib.h>
#include <string.h>

#include "chess-movegen.h"
#include "chess-pgn.h"
#include "hakem-session.h"

#define STANDARD_TC "40/5400+30:1800+30"
#define RAPID_TC "900+10"
#define BLITZ_TC "180+2"

/* The legal move written as uci in pos; fails the test when there is none. */
static ChessMove
find_move (const ChessPosition *pos, const char *uci)
{
  ChessMoveList list;
  chess_movegen_legal (pos, &list);
  for (int i = 0; i < list.count; i++)
    {
      char buf[8];
      if (strcmp (chess_move_to_uci (pos, list.moves[i], buf), uci) == 0)
        return list.moves[i];
    }
  g_error ("%s is not a legal move here", uci);
  return CHESS_MOVE_NONE;
}

static void
play (HakemSession *s, const char *moves)
{
  if (!moves)
    return;
  g_auto (GStrv) list = g_strsplit (moves, " ", -1);
  for (int i = 0; list[i]; i++)
    if (*list[i])
      g_assert_true (hakem_session_play (s, find_move (&hakem_session_get_game (s)->current,
                                                       list[i])));
}

static HakemSession *
session_with (const char *fen, const char *tc_text, const char *moves)
{
  HakemSession *s = hakem_session_new ();
  ChessPosition pos;
  if (fen)
    g_assert_cmpint (chess_position_from_fen (&pos, fen, NULL), ==, CHESS_FEN_OK);
  ChessTimeControl tc;
  g_assert_cmpint (chess_time_control_parse (&tc, tc_text, NULL), ==, CHESS_TIME_CONTROL_OK);
  hakem_session_new_game (s, fen ? &pos : NULL, &tc);
  play (s, moves);
  return s;
}

/* Every article of want (space-separated) is among those of have. */
static void
assert_articles (const char *have, const char *want)
{
  g_auto (GStrv) h = g_strsplit (have ? have : "", " ", -1);
  g_auto (GStrv) w = g_strsplit (want, " ", -1);
  for (int i = 0; w[i]; i++)
    if (*w[i] && !g_strv_contains ((const char *const *) h, w[i]))
      g_error ("article %s missing from \"%s\"", w[i], have);
}

static char *
ruling_articles (const ChessRuling *r)
{
  GString *s = g_string_new (NULL);
  for (int i = 0; i < r->article_count; i++)
    g_string_append_printf (s, "%s%s", i ? " " : "", r->articles[i]);
  return g_string_free (s, FALSE);
}

static const char *
last_uci (HakemSession *s, char buf[8])
{
  const ChessGame *g = hakem_session_get_game (s);
  ChessPosition pos;
  chess_game_position_at (g, g->count - 1, &pos);
  return chess_move_to_uci (&pos, g->moves[g->count - 1].move, buf);
}

/* Illegal moves and the other irregularities of 7.5. ----------------------------------------- */

#define ILLEGAL CHESS_IRREGULARITY_ILLEGAL_MOVE
#define NO_PROMO CHESS_IRREGULARITY_NO_PROMOTION
#define HANDS CHESS_IRREGULARITY_TWO_HANDS
#define GOES_ON CHESS_RESULT_NONE

typedef struct
{
  const char *name;
  const char *fen;       /* NULL: the initial position */
  const char *tc;
  const char *moves;     /* UCI, played through the session first */
  int previous;          /* earlier illegal moves of the offender, ruled through the session */
  gboolean full;         /* the event's regulations choose full supervision (A.6) */
  ChessIrregularity kind;
  int ply;               /* -1: now */
  const char *move;      /* the move of 7.5.2 / 7.5.4, UCI */
  gboolean opponent_moved;
  /* Expected, from the Laws. */
  int count_after;       /* plies in the record afterwards */
  const char *last_move; /* the record's last move afterwards (the replacement), or NULL */
  int add_white, add_black; /* seconds given to each clock */
  ChessResult result;
  gboolean stands;
  int illegal_after;     /* the offender's count afterwards */
  const char *articles;
} IrregularityCase;

static const IrregularityCase irregularity_cases[] = {
  { "standard-first", NULL, STANDARD_TC, "e2e4 e7e5 g1f3", 0, FALSE, ILLEGAL, -1, NULL, FALSE,
    /* 7.5.1: position before the irregularity; 7.5.5: two minutes to the opponent */
    3, "g1f3", 120, 0, GOES_ON, FALSE, 1, "7.5.1 7.5.5" },
  { "standard-found-later", NULL, STANDARD_TC, "e2e4 e7e5 g1f3 b8c6 f1b5", 0, FALSE, ILLEGAL, 2,
    NULL, FALSE,
    /* 7.5.1: White's illegal second move found three plies later: back to the position after 2
     * plies; the moves after it are void */
    2, "e7e5", 0, 120, GOES_ON, FALSE, 1, "7.5.1 7.5.5" },
  { "rapid-first", NULL, RAPID_TC, "e2e4 e7e5 g1f3", 0, FALSE, ILLEGAL, -1, NULL, FALSE,
    /* A.3: one minute instead of two in rapid */
    3, "g1f3", 60, 0, GOES_ON, FALSE, 1, "7.5.1 7.5.5 A.3" },
  { "blitz-first", NULL, BLITZ_TC, "e2e4", 0, FALSE, ILLEGAL, -1, NULL, FALSE,
    /* A.3 through B.3: one minute in blitz, to White, Black's opponent */
    1, "e2e4", 60, 0, GOES_ON, FALSE, 1, "7.5.1 7.5.5 A.3" },
  { "standard-second-loss", NULL, STANDARD_TC, "e2e4 e7e5", 1, FALSE, ILLEGAL, -1, NULL, FALSE,
    /* 7.5.5: the second illegal move loses; Black keeps all his pieces and can checkmate */
    2, "e7e5", 0, 0, CHESS_RESULT_BLACK_WINS, FALSE, 2, "7.5.1 7.5.5" },
  { "standard-second-bare-king", "4k3/8/8/8/8/8/3Q4/4K3 w - - 0 1", STANDARD_TC, NULL, 1, FALSE,
    ILLEGAL, -1, NULL, FALSE,
    /* 7.5.5: Black has a bare king and cannot checkmate by any series of legal moves: drawn */
    0, NULL, 0, 0, CHESS_RESULT_DRAW, FALSE, 2, "7.5.1 7.5.5" },
  { "not-promoted", "8/4P3/8/8/8/8/k7/4K3 w - - 0 1", STANDARD_TC, NULL, 0, FALSE, NO_PROMO, -1,
    "e7e8n", FALSE,
    /* 7.5.2: the pawn is replaced by a queen of its colour; penalised as an illegal move */
    1, "e7e8q", 0, 120, GOES_ON, FALSE, 1, "7.5.2 7.5.5" },
  { "two-hands-castling", NULL, STANDARD_TC, "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6", 0, FALSE, HANDS,
    -1, "e1g1", FALSE,
    /* 7.5.4: castling made with both hands; the legal move stands, penalised as 7.5.5 says */
    7, "e1g1", 0, 120, GOES_ON, FALSE, 1, "7.5.4 7.5.5" },
  { "rapid-partial-opponent-moved", NULL, RAPID_TC, "e2e4 e7e5 g1f3", 0, FALSE, ILLEGAL, 2, NULL,
    TRUE,
    /* A.5.2: the opponent made his next move before anyone acted: the move stands */
    3, "g1f3", 0, 0, GOES_ON, TRUE, 0, "A.5.2" },
  { "rapid-full-opponent-moved", NULL, RAPID_TC, "e2e4 e7e5 g1f3", 0, TRUE, ILLEGAL, 2, NULL,
    TRUE,
    /* A.4 (chosen under A.6): the Competition Rules apply, the arbiter acts at any time;
     * Black gets one minute (A.3) and the position after 2 plies comes back */
    2, "e7e5", 0, 60, GOES_ON, FALSE, 1, "7.5.1 7.5.5 A.3 A.4" },
};

static void
test_irregularity (gconstpointer data)
{
  const IrregularityCase *t = data;
  g_autoptr (HakemSession) s = session_with (t->fen, t->tc, t->moves);
  if (t->full)
    {
      const HakemRegulations *profile = hakem_session_get_regulations (s);
      g_autoptr (HakemRegulations) regs = hakem_regulations_copy (profile);
      regs->supervision = CHESS_SUPERVISION_FULL;
      hakem_session_set_regulations (s, regs);
    }
  int ply = t->ply < 0 ? hakem_session_get_game (s)->count : t->ply;
  ChessPosition at;
  chess_game_position_at (hakem_session_get_game (s), ply, &at);
  ChessColor offender = at.side;

  for (int i = 0; i < t->previous; i++)
    {
      ChessIrregularityCase c = { .kind = ILLEGAL, .ply = -1 };
      ChessRuling r;
      ChessRulingError err;
      g_assert_true (hakem_session_rule_irregularity (s, &c, &r, &err));
      hakem_session_apply_irregularity (s, &c, &r, NULL);
    }
  g_assert_cmpint (hakem_session_get_illegal_count (s, offender), ==, t->previous);

  gint64 before[2], after[2];
  hakem_session_clock_readings (s, before);
  guint incidents = hakem_session_get_incident_count (s);
  int count_before = hakem_session_get_game (s)->count;

  ChessIrregularityCase c = {
    .kind = t->kind,
    .ply = t->ply,
    .move = t->move ? find_move (&at, t->move) : CHESS_MOVE_NONE,
    .opponent_moved = t->opponent_moved,
  };
  ChessRuling r;
  ChessRulingError err = CHESS_RULING_ERROR_PLY;
  g_assert_true (hakem_session_rule_irregularity (s, &c, &r, &err));
  g_assert_cmpint (err, ==, CHESS_RULING_OK);
  /* The case was completed from the regulations and the count. */
  g_assert_cmpint (c.ply, ==, ply);
  g_assert_cmpint (c.previous, ==, t->previous);
  hakem_session_apply_irregularity (s, &c, &r, "seen by the deputy");

  const ChessGame *g = hakem_session_get_game (s);
  g_assert_cmpint (g->count, ==, t->count_after);
  if (t->last_move)
    {
      char buf[8];
      g_assert_cmpstr (last_uci (s, buf), ==, t->last_move);
    }
  hakem_session_clock_readings (s, after);
  g_assert_cmpint (after[CHESS_WHITE] - before[CHESS_WHITE], ==, t->add_white * 1000);
  g_assert_cmpint (after[CHESS_BLACK] - before[CHESS_BLACK], ==, t->add_black * 1000);
  g_assert_cmpint (g->result, ==, t->result);
  if (t->result != GOES_ON)
    g_assert_cmpint (g->ending, ==, CHESS_ENDING_ARBITER);
  g_assert_cmpint (r.stands, ==, t->stands);
  g_assert_cmpint (hakem_session_get_illegal_count (s, offender), ==, t->illegal_after);
  g_assert_cmpint (hakem_session_get_illegal_count (s, !offender), ==, 0);

  g_assert_cmpuint (hakem_session_get_incident_count (s), ==, incidents + 1);
  const HakemIncident *inc = hakem_session_get_incident (s, incidents);
  g_assert_cmpint (inc->kind, ==, HAKEM_INCIDENT_ILLEGAL_MOVE);
  g_assert_cmpint (inc->ply, ==, ply);
  g_assert_cmpint (inc->clock_ms[CHESS_WHITE], ==, before[CHESS_WHITE]);
  g_assert_cmpint (inc->clock_ms[CHESS_BLACK], ==, before[CHESS_BLACK]);
  g_assert_cmpstr (inc->note, ==, "seen by the deputy");
  g_assert_nonnull (inc->ruling);
  g_assert_cmpuint (strlen (inc->ruling), >, 0);
  g_assert_nonnull (inc->wall_time);
  assert_articles (inc->articles, t->articles);
  /* Nothing is lost: the void moves are quoted in the incident. */
  if (ply < count_before && !t->stands)
    {
      g_assert_nonnull (inc->data);
      g_assert_nonnull (strstr (inc->data, "dropped="));
    }
}

/* 7.5.3: the clock was pressed without a move; it must run for the offender again. */
static void
test_clock_only (void)
{
  g_autoptr (HakemSession) s = session_with (NULL, STANDARD_TC, NULL);
  g_assert_true (hakem_session_start_clock (s));
  play (s, "e2e4");
  g_assert_cmpint (hakem_session_get_clock (s)->to_move, ==, CHESS_BLACK);
  /* Black presses without moving: White's clock runs. */
  g_assert_true (hakem_session_press_clock (s));
  g_assert_cmpint (hakem_session_get_clock (s)->to_move, ==, CHESS_WHITE);
  g_assert_cmpint (hakem_session_get_clock (s)->moves[CHESS_BLACK], ==, 1);

  ChessIrregularityCase c = { .kind = CHESS_IRREGULARITY_CLOCK_ONLY, .ply = -1 };
  ChessRuling r;
  g_assert_true (hakem_session_rule_irregularity (s, &c, &r, NULL));
  g_autofree char *arts = ruling_articles (&r);
  assert_articles (arts, "7.5.3 7.5.5");
  gint64 before[2], after[2];
  hakem_session_clock_readings (s, before);
  hakem_session_apply_irregularity (s, &c, &r, NULL);
  hakem_session_clock_readings (s, after);

  const ChessClock *clock = hakem_session_get_clock (s);
  g_assert_true (clock->running);
  g_assert_cmpint (clock->to_move, ==, CHESS_BLACK);
  /* The press was no move: Black has completed none. */
  g_assert_cmpint (clock->moves[CHESS_BLACK], ==, 0);
  g_assert_cmpint (clock->moves[CHESS_WHITE], ==, 1);
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, 1);
  /* 7.5.5: two minutes to White (the running clock may have moved a little since). */
  g_assert_cmpint (after[CHESS_WHITE] - before[CHESS_WHITE], >=, 119000);
  g_assert_cmpint (after[CHESS_WHITE] - before[CHESS_WHITE], <=, 120000);
  g_assert_cmpint (hakem_session_get_illegal_count (s, CHESS_BLACK), ==, 1);
}

/* Flag falls. -------------------------------------------------------------------------------- */

typedef struct
{
  const char *name;
  const char *fen;
  const char *tc;
  gboolean zero[2];     /* the clock shows 0 for these players (White's falls at the start) */
  int named;            /* the flag the arbiter names when the clock shows none, or -1 */
  ChessFlagNotice notice;
  gboolean moves_known;
  /* Expected, from the Laws. */
  ChessResult result;
  gboolean next_period;
  const char *articles;
} FlagCase;

static const FlagCase flag_cases[] = {
  { "white-flag-black-can-mate", NULL, STANDARD_TC, { TRUE, FALSE }, -1,
    CHESS_FLAG_SEEN_BY_ARBITER, TRUE,
    /* 6.9: the flagged player loses; Black has all his pieces */
    CHESS_RESULT_BLACK_WINS, FALSE, "6.9" },
  { "white-flag-bare-king", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", STANDARD_TC, { TRUE, FALSE }, -1,
    CHESS_FLAG_SEEN_BY_ARBITER, TRUE,
    /* 6.9: Black has a bare king and cannot checkmate: drawn */
    CHESS_RESULT_DRAW, FALSE, "6.9" },
  { "named-black-flag", NULL, STANDARD_TC, { FALSE, FALSE }, CHESS_BLACK,
    CHESS_FLAG_SEEN_BY_ARBITER, TRUE,
    /* 6.9: Black's flag, named by the arbiter */
    CHESS_RESULT_WHITE_WINS, FALSE, "6.9" },
  { "moves-unknown-first-period", NULL, STANDARD_TC, { TRUE, FALSE }, -1,
    CHESS_FLAG_SEEN_BY_ARBITER, FALSE,
    /* 8.6: the scoresheets cannot show the 40 moves missed: the game goes on */
    GOES_ON, TRUE, "8.6" },
  { "rapid-claim", NULL, RAPID_TC, { TRUE, FALSE }, -1, CHESS_FLAG_CLAIMED, TRUE,
    /* A.5.3: Black claims White's flag; Black can checkmate */
    CHESS_RESULT_BLACK_WINS, FALSE, "6.9 A.5.3" },
  { "both-white-first", NULL, STANDARD_TC, { TRUE, TRUE }, -1, CHESS_FLAG_SEEN_BY_ARBITER, TRUE,
    /* 6.9: White's flag fell first (the clock knows the order) */
    CHESS_RESULT_BLACK_WINS, FALSE, "6.9" },
};

static void
test_flag (gconstpointer data)
{
  const FlagCase *t = data;
  g_autoptr (HakemSession) s = session_with (t->fen, t->tc, NULL);
  gint64 ms[2];
  hakem_session_clock_readings (s, ms);
  /* Down to 0 on the clock before the start: the running player's flag falls at once. */
  for (int c = 0; c < 2; c++)
    if (t->zero[c])
      g_assert_true (hakem_session_adjust_clock (s, (ChessColor) c, (int) (-ms[c] / 1000)));
  if (t->zero[0] || t->zero[1])
    g_assert_true (hakem_session_start_clock (s));
  if (t->zero[1])
    g_assert_true (hakem_session_press_clock (s)); /* Black's flag falls at once too */

  ChessFlagCase c;
  ChessRuling r;
  ChessRulingError err;
  g_assert_true (hakem_session_rule_flag (s, t->named, t->notice, t->moves_known, &c, &r, &err));
  g_assert_cmpint (c.fallen[CHESS_WHITE], ==, t->zero[0] || t->named == CHESS_WHITE);
  g_assert_cmpint (c.fallen[CHESS_BLACK], ==, t->zero[1] || t->named == CHESS_BLACK);
  if (t->zero[0] && t->zero[1])
    {
      g_assert_true (c.order_known);
      g_assert_cmpint (c.first, ==, CHESS_WHITE);
    }
  g_autofree char *arts = ruling_articles (&r);
  assert_articles (arts, t->articles);
  g_assert_cmpint (r.result, ==, t->result);
  g_assert_cmpint (r.next_period, ==, t->next_period);

  guint incidents = hakem_session_get_incident_count (s);
  hakem_session_apply_flag (s, &c, &r, NULL);
  const ChessGame *g = hakem_session_get_game (s);
  g_assert_cmpint (g->result, ==, t->result);
  if (t->result != GOES_ON)
    {
      g_assert_cmpint (g->ending, ==, CHESS_ENDING_TIME);
      g_assert_false (hakem_session_get_clock (s)->running);
    }
  g_assert_cmpuint (hakem_session_get_incident_count (s), ==, incidents + 1);
  const HakemIncident *inc = hakem_session_get_incident (s, incidents);
  g_assert_cmpint (inc->kind, ==, HAKEM_INCIDENT_FLAG);
  assert_articles (inc->articles, t->articles);
}

/* Without a fallen flag and without one named, there is nothing to rule on. */
static void
test_flag_none (void)
{
  g_autoptr (HakemSession) s = session_with (NULL, STANDARD_TC, NULL);
  ChessFlagCase c;
  ChessRuling r;
  ChessRulingError err = CHESS_RULING_OK;
  g_assert_false (hakem_session_rule_flag (s, -1, CHESS_FLAG_SEEN_BY_ARBITER, TRUE, &c, &r, &err));
  g_assert_cmpint (err, ==, CHESS_RULING_ERROR_NO_FLAG);
  g_assert_cmpuint (hakem_session_get_incident_count (s), ==, 0);
}

/* Penalties (12.9) within 10.2. ------------------------------------------------------------- */

#define UNSET CHESS_SCORE_UNSET

typedef struct
{
  const char *name;
  ChessResult ended;       /* the game's result before the penalty (by resignation) */
  ChessPenalty penalty;
  /* Expected, from the Laws. */
  gboolean accepted;
  int add_white, add_black;
  int scores[2];
  ChessResult result;
  gboolean ends;
} PenaltyCase;

static const PenaltyCase penalty_cases[] = {
  { "warning", GOES_ON, { CHESS_PENALTY_WARNING, CHESS_WHITE, 0, UNSET, UNSET, 0 },
    /* 12.9.1: a warning changes nothing on the board */
    TRUE, 0, 0, { UNSET, UNSET }, GOES_ON, FALSE },
  { "opponent-time", GOES_ON, { CHESS_PENALTY_OPPONENT_TIME, CHESS_WHITE, 120, UNSET, UNSET, 0 },
    /* 12.9.2: time added to the opponent's clock */
    TRUE, 0, 120, { UNSET, UNSET }, GOES_ON, FALSE },
  { "offender-time", GOES_ON, { CHESS_PENALTY_OFFENDER_TIME, CHESS_BLACK, 300, UNSET, UNSET, 0 },
    /* 12.9.3: time taken from the offender */
    TRUE, 0, -300, { UNSET, UNSET }, GOES_ON, FALSE },
  { "loss-opponent-wins", GOES_ON, { CHESS_PENALTY_LOSS, CHESS_WHITE, 0, 0, 2, 0 },
    /* 12.9.6: the game is lost; the arbiter gives the opponent the win */
    TRUE, 0, 0, { 0, 2 }, CHESS_RESULT_BLACK_WINS, TRUE },
  { "loss-both-lose", GOES_ON, { CHESS_PENALTY_LOSS, CHESS_BLACK, 0, 0, 0, 0 },
    /* 12.9.6 with 10.2: 0-0 is allowed; no PGN result stands for it */
    TRUE, 0, 0, { 0, 0 }, GOES_ON, TRUE },
  { "opponent-points", GOES_ON, { CHESS_PENALTY_OPPONENT_POINTS, CHESS_WHITE, 0, UNSET, UNSET, 0 },
    /* 12.9.4: the opponent's score raised to the maximum */
    TRUE, 0, 0, { 0, 2 }, CHESS_RESULT_BLACK_WINS, TRUE },
  { "offender-points-lowered", CHESS_RESULT_WHITE_WINS,
    { CHESS_PENALTY_OFFENDER_POINTS, CHESS_WHITE, 0, 1, UNSET, 0 },
    /* 12.9.5: White's win lowered to a half; 10.2 allows 1/2-0 */
    TRUE, 0, 0, { 1, 0 }, CHESS_RESULT_WHITE_WINS, FALSE },
  { "refused-loss-without-opponent-score", GOES_ON,
    { CHESS_PENALTY_LOSS, CHESS_WHITE, 0, 0, UNSET, 0 },
    /* 12.9.6: the arbiter must decide the opponent's score */
    FALSE, 0, 0, { UNSET, UNSET }, GOES_ON, FALSE },
  { "refused-score-not-normal", CHESS_RESULT_WHITE_WINS,
    { CHESS_PENALTY_OFFENDER_POINTS, CHESS_WHITE, 0, 3, UNSET, 0 },
    /* 10.2: a score other than 0, 1/2 or 1 */
    FALSE, 0, 0, { 2, 0 }, CHESS_RESULT_WHITE_WINS, FALSE },
  { "refused-above-maximum", CHESS_RESULT_WHITE_WINS,
    { CHESS_PENALTY_OPPONENT_POINTS, CHESS_WHITE, 0, UNSET, UNSET, 0 },
    /* 10.2: White keeps 1, Black would get 1: above the game's maximum */
    FALSE, 0, 0, { 2, 0 }, CHESS_RESULT_WHITE_WINS, FALSE },
  { "refused-no-seconds", GOES_ON, { CHESS_PENALTY_OPPONENT_TIME, CHESS_WHITE, 0, UNSET, UNSET, 0 },
    /* 12.9.2 needs an amount of time */
    FALSE, 0, 0, { UNSET, UNSET }, GOES_ON, FALSE },
};

static void
test_penalty (gconstpointer data)
{
  const PenaltyCase *t = data;
  g_autoptr (HakemSession) s = session_with (NULL, STANDARD_TC, "e2e4 e7e5 g1f3");
  if (t->ended != GOES_ON)
    hakem_session_end_game (s, t->ended, CHESS_ENDING_RESIGNATION);
  gint64 before[2], after[2];
  hakem_session_clock_readings (s, before);
  guint incidents = hakem_session_get_incident_count (s);
  int scores_before[2];
  hakem_session_get_scores (s, scores_before);

  ChessPenaltyEffect effect;
  gboolean ok = hakem_session_apply_penalty (s, &t->penalty, "11.3", "mobile phone", &effect);
  g_assert_cmpint (ok, ==, t->accepted);
  hakem_session_clock_readings (s, after);
  g_assert_cmpint (after[0] - before[0], ==, t->add_white * 1000);
  g_assert_cmpint (after[1] - before[1], ==, t->add_black * 1000);
  int scores[2];
  hakem_session_get_scores (s, scores);
  g_assert_cmpint (scores[0], ==, t->scores[0]);
  g_assert_cmpint (scores[1], ==, t->scores[1]);
  const ChessGame *g = hakem_session_get_game (s);
  g_assert_cmpint (g->result, ==, t->result);
  g_assert_cmpint (g->count, ==, 3);
  if (!t->accepted)
    {
      /* Refused: nothing changed, nothing logged. */
      g_assert_cmpuint (hakem_session_get_incident_count (s), ==, incidents);
      g_assert_cmpint (scores[0], ==, scores_before[0]);
      g_assert_cmpint (scores[1], ==, scores_before[1]);
      g_assert_cmpint (g->ending, ==, t->ended != GOES_ON ? CHESS_ENDING_RESIGNATION
                                                          : CHESS_ENDING_NONE);
      return;
    }
  if (t->ends)
    g_assert_cmpint (g->ending, ==, CHESS_ENDING_ARBITER);
  g_assert_cmpuint (hakem_session_get_incident_count (s), ==, incidents + 1);
  const HakemIncident *inc = hakem_session_get_incident (s, incidents);
  g_assert_cmpint (inc->kind, ==, HAKEM_INCIDENT_PENALTY);
  assert_articles (inc->articles, "11.3");
  assert_articles (inc->articles, chess_penalty_article (t->penalty.kind));
  g_assert_cmpstr (inc->note, ==, "mobile phone");
}

/* Claims and results in the log. ----------------------------------------------------------- */

/* 9.5.3: an incorrect claim adds two minutes to the opponent's clock and the written move is
 * made; the ruling is logged. */
static void
test_claim_logged (void)
{
  g_autoptr (HakemSession) s = session_with (NULL, STANDARD_TC, "g1f3 g8f6 f3g1 f6g8");
  ChessPosition pos = hakem_session_get_game (s)->current;
  ChessMove intended = find_move (&pos, "e2e4");
  ChessRuling r;
  ChessRulingError err;
  g_assert_true (hakem_session_rule_claim (s, CHESS_CLAIM_THREEFOLD, intended, &r, &err));
  g_assert_cmpint (r.verdict, ==, CHESS_VERDICT_INCORRECT);
  gint64 before[2], after[2];
  hakem_session_clock_readings (s, before);
  hakem_session_apply_claim (s, &r, intended);
  hakem_session_clock_readings (s, after);
  g_assert_cmpint (after[CHESS_BLACK] - before[CHESS_BLACK], ==, 120000);
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, 5);
  g_assert_cmpuint (hakem_session_get_incident_count (s), ==, 1);
  const HakemIncident *inc = hakem_session_get_incident (s, 0);
  g_assert_cmpint (inc->kind, ==, HAKEM_INCIDENT_CLAIM);
  g_assert_cmpint (inc->ply, ==, 4);
  assert_articles (inc->articles, "9.5.3");
}

/* The arbiter's result is logged; a resignation is the player's and is not. */
static void
test_end_game_logged (void)
{
  g_autoptr (HakemSession) s = session_with (NULL, STANDARD_TC, "e2e4");
  hakem_session_end_game (s, CHESS_RESULT_WHITE_WINS, CHESS_ENDING_RESIGNATION);
  g_assert_cmpuint (hakem_session_get_incident_count (s), ==, 0);
  hakem_session_end_game (s, CHESS_RESULT_DRAW, CHESS_ENDING_ARBITER);
  g_assert_cmpuint (hakem_session_get_incident_count (s), ==, 1);
  g_assert_cmpint (hakem_session_get_incident (s, 0)->kind, ==, HAKEM_INCIDENT_RESULT);
  int scores[2];
  hakem_session_get_scores (s, scores);
  g_assert_cmpint (scores[0], ==, CHESS_SCORE_DRAW);
  g_assert_cmpint (scores[1], ==, CHESS_SCORE_DRAW);
}

/* Signals, notes, regulations. ---------------------------------------------------------------- */

static void
count_signal (HakemSession *s, guint index, gpointer user_data)
{
  guint *seen = user_data;
  seen[0]++;
  seen[1] = index;
}

static void
test_incident_signals (void)
{
  g_autoptr (HakemSession) s = hakem_session_new ();
  guint added[2] = { 0, 0 }, changed[2] = { 0, 0 };
  g_signal_connect (s, "incident-added", G_CALLBACK (count_signal), added);
  g_signal_connect (s, "incident-changed", G_CALLBACK (count_signal), changed);
  gint64 ms[2] = { 1000, 2000 };
  hakem_session_add_incident (s, hakem_incident_new (HAKEM_INCIDENT_NOTE, 0, ms, "", "", NULL));
  hakem_session_add_incident (s, hakem_incident_new (HAKEM_INCIDENT_NOTE, 0, ms, "", "", NULL));
  g_assert_cmpuint (added[0], ==, 2);
  g_assert_cmpuint (added[1], ==, 1);
  hakem_session_set_incident_note (s, 0, "the player left the hall");
  g_assert_cmpuint (changed[0], ==, 1);
  g_assert_cmpuint (changed[1], ==, 0);
  g_assert_cmpstr (hakem_session_get_incident (s, 0)->note, ==, "the player left the hall");
  /* A new game starts a new case. */
  hakem_session_new_game (s, NULL, NULL);
  g_assert_cmpuint (hakem_session_get_incident_count (s), ==, 0);
}

/* A new game takes the profile of its time control (A.1, B.1) unless the event chose one. */
static void
test_regulations_follow_time_control (void)
{
  g_autoptr (HakemSession) s = session_with (NULL, RAPID_TC, NULL);
  g_assert_cmpint (hakem_session_get_regulations (s)->time_class, ==, CHESS_TIME_CLASS_RAPID);
  g_assert_false (hakem_session_get_regulations_explicit (s));
  ChessTimeControl tc;
  chess_time_control_parse (&tc, BLITZ_TC, NULL);
  hakem_session_new_game (s, NULL, &tc);
  g_assert_cmpint (hakem_session_get_regulations (s)->time_class, ==, CHESS_TIME_CLASS_BLITZ);
  g_autoptr (HakemRegulations) regs = hakem_regulations_copy (hakem_session_get_regulations (s));
  regs->illegal_move_penalty.value = 90;
  hakem_session_set_regulations (s, regs);
  chess_time_control_parse (&tc, STANDARD_TC, NULL);
  hakem_session_new_game (s, NULL, &tc);
  g_assert_true (hakem_session_get_regulations_explicit (s));
  g_assert_cmpint (hakem_session_get_regulations (s)->illegal_move_penalty.value, ==, 90);
}

/* Reconstruction (8.5.3). ---------------------------------------------------------------------- */

static void
test_reconstruction_adopted (void)
{
  g_autoptr (HakemSession) s = session_with (NULL, STANDARD_TC, "e2e4 e7e5 g1f3");
  hakem_session_start_clock (s);
  ChessReconstructSnapshot snap = { 0 };
  chess_position_init_start (&snap.actual);
  snap.remaining_ms[CHESS_WHITE] = 3000000;
  snap.remaining_ms[CHESS_BLACK] = 2500000;
  snap.running_known = true;
  snap.running = CHESS_WHITE;
  snap.moves_made = CHESS_RECONSTRUCT_UNKNOWN;
  ChessReconstruction r;
  chess_reconstruction_init (&r, &snap, NULL);
  const char *replay[] = { "d2d4", "d7d5", "c2c4", "e7e6" };
  for (guint i = 0; i < G_N_ELEMENTS (replay); i++)
    g_assert_cmpint (chess_reconstruction_push (&r, find_move (&r.replay.current, replay[i])), ==,
                     CHESS_GAME_OK);
  hakem_session_set_tag (s, "White", "Arbiter, A.");
  hakem_session_add_reconstruction (s, &r, TRUE, "scoresheets lost");
  chess_reconstruction_clear (&r);

  const ChessGame *g = hakem_session_get_game (s);
  g_assert_cmpint (g->count, ==, 4);
  g_assert_cmpstr (chess_game_get_tag (g, "White"), ==, "Arbiter, A.");
  g_assert_cmpuint (hakem_session_get_reconstruction_count (s), ==, 1);
  const HakemReconstructionRecord *rec = hakem_session_get_reconstruction (s, 0);
  g_assert_true (rec->adopted);
  g_assert_cmpint (rec->reconstruction.replay.count, ==, 4);
  g_assert_nonnull (rec->replaced_pgn);
  g_assert_nonnull (strstr (rec->replaced_pgn, "Nf3"));
  g_assert_null (strstr (rec->replaced_pgn, "[White"));
  const ChessClock *clock = hakem_session_get_clock (s);
  g_assert_false (clock->running);
  g_assert_cmpint (clock->to_move, ==, CHESS_WHITE);
  gint64 ms[2];
  hakem_session_clock_readings (s, ms);
  g_assert_cmpint (ms[CHESS_WHITE], ==, 3000000);
  g_assert_cmpint (ms[CHESS_BLACK], ==, 2500000);
  g_assert_cmpuint (hakem_session_get_incident_count (s), ==, 1);
  g_assert_cmpint (hakem_session_get_incident (s, 0)->kind, ==, HAKEM_INCIDENT_RECONSTRUCTION);
}

typedef struct
{
  const char *data;
  size_t left;
} MemoryText;

static long
read_memory (void *user_data, char *buf, size_t size)
{
  MemoryText *m = user_data;
  size_t n = MIN (size, m->left);
  memcpy (buf, m->data, n);
  m->data += n;
  m->left -= n;
  return (long) n;
}

/* PGN with the log. ------------------------------------------------------------------------- */

static void
test_pgn_comments (void)
{
  g_autoptr (HakemSession) s = session_with (NULL, STANDARD_TC, "e2e4 e7e5 g1f3");
  gint64 ms[2] = { 5400000, 5400000 };
  hakem_session_add_incident (s, hakem_incident_new (HAKEM_INCIDENT_NOTE, 0, ms, "", "before",
                                                     "players late"));
  hakem_session_add_incident (s, hakem_incident_new (HAKEM_INCIDENT_NOTE, 2, ms, "11.3",
                                                     "a phone rang", "brace } inside"));
  g_autofree char *pgn = hakem_session_to_pgn (s, CHESS_SAN_ENGLISH);
  g_assert_nonnull (pgn);

  ChessPgnReader *reader = g_new0 (ChessPgnReader, 1);
  MemoryText text = { pgn, strlen (pgn) };
  chess_pgn_reader_init (reader, read_memory, &text, CHESS_SAN_ENGLISH, 0);
  ChessGame game = { 0 };
  ChessPgnProblem problem;
  g_assert_cmpint (chess_pgn_read_game (reader, &game, &problem), ==, CHESS_PGN_GAME);
  g_assert_cmpint (problem.code, ==, CHESS_PGN_OK);
  g_assert_cmpint (game.count, ==, 3);
  g_assert_nonnull (game.comment);
  g_assert_nonnull (strstr (game.comment, "[Hakem]"));
  g_assert_nonnull (strstr (game.comment, "players late"));
  g_assert_nonnull (game.moves[1].comment);
  g_assert_true (g_str_has_prefix (game.moves[1].comment, "[Hakem]"));
  g_assert_nonnull (strstr (game.moves[1].comment, "11.3"));
  g_assert_null (game.moves[0].comment);
  chess_game_clear (&game);
  chess_pgn_reader_clear (reader);
  g_free (reader);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (irregularity_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/session/irregularity/%s",
                                               irregularity_cases[i].name);
      g_test_add_data_func (path, &irregularity_cases[i], test_irregularity);
    }
  g_test_add_func ("/session/irregularity/clock-only", test_clock_only);
  for (guint i = 0; i < G_N_ELEMENTS (flag_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/session/flag/%s", flag_cases[i].name);
      g_test_add_data_func (path, &flag_cases[i], test_flag);
    }
  g_test_add_func ("/session/flag/none", test_flag_none);
  for (guint i = 0; i < G_N_ELEMENTS (penalty_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/session/penalty/%s", penalty_cases[i].name);
      g_test_add_data_func (path, &penalty_cases[i], test_penalty);
    }
  g_test_add_func ("/session/claim/logged", test_claim_logged);
  g_test_add_func ("/session/result/logged", test_end_game_logged);
  g_test_add_func ("/session/incidents/signals", test_incident_signals);
  g_test_add_func ("/session/regulations/time-control", test_regulations_follow_time_control);
  g_test_add_func ("/session/reconstruction/adopted", test_reconstruction_adopted);
  g_test_add_func ("/session/pgn/comments", test_pgn_comments);
  return g_test_run ();
}
