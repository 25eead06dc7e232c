/* test-session-result.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The results the arbiter records through the session: resignation (5.1.2), draw by agreement
 * (5.2.3, 9.1.1, 9.1.2), a player absent at the start (6.7.1) and the arbiter's own result.
 */
#include <glib.h>
#include <string.h>

#include "hakem-session.h"
#include "session-test-util.h"

#define STANDARD_TC "40/5400+30:1800+30"

/* A standard-play game under the FIDE profile with the event's default time and 9.1.1 move. */
static HakemSession *
session_with (const char *fen, const char *moves, int default_time, int draw_offer_move)
{
  HakemSession *s = hakem_session_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (HakemRegulations) regs = hakem_regulations_load_builtin ("fide-2023-standard", &error);
  g_assert_no_error (error);
  regs->default_time.value = default_time;
  regs->draw_offer_move.value = draw_offer_move;
  hakem_session_set_regulations (s, regs);
  start_game (s, fen, STANDARD_TC);
  play (s, moves);
  return s;
}

/* Twenty plies: ten moves each, White to move at move 11. */
#define TEN_MOVES                                                                                  \
  "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6 e1g1 f8e7 f1e1 b7b5 a4b3 d7d6 "                         \
  "c2c3 e8g8 h2h3 c6b8 d2d4 b8d7"
#define FOOLS_MATE "f2f3 e7e5 g2g4 d8h4"

#define RESIGN HAKEM_RESULT_RESIGNATION
#define AGREE HAKEM_RESULT_AGREEMENT
#define ABSENT HAKEM_RESULT_ABSENT
#define ARBITER HAKEM_RESULT_ARBITER
#define W CHESS_WHITE
#define B CHESS_BLACK
#define WHITE_WINS CHESS_RESULT_WHITE_WINS
#define BLACK_WINS CHESS_RESULT_BLACK_WINS
#define DRAW CHESS_RESULT_DRAW
#define GOES_ON CHESS_RESULT_NONE

typedef struct
{
  const char *name;
  const char *fen;     /* NULL: the initial position */
  const char *moves;   /* UCI, played first */
  int default_time;    /* the regulations' 6.7.1 seconds */
  int draw_offer_move; /* the regulations' 9.1.1 move */
  HakemResultKind kind;
  ChessColor player;
  int late; /* ABSENT: seconds late, -1 never */
  gboolean consent;
  gboolean play_on;
  ChessResult arbiter_result;
  const char *arbiter_articles;
  const char *note;
  /* Expected, from the Laws. */
  HakemResultError error;
  ChessResult result;
  ChessEnding ending;
  const char *articles; /* the ruling's, in order */
  gboolean consent_needed;
} ResultCase;

static const ResultCase cases[] = {
  /* 5.1.2: the resigning player loses while the opponent can still checkmate. */
  { "resign-opponent-kq", "4k3/8/8/8/8/8/8/3QK3 b - - 0 1", NULL, 0, 0, RESIGN, B, 0, FALSE, FALSE,
    GOES_ON, NULL, NULL, HAKEM_RESULT_OK, WHITE_WINS, CHESS_ENDING_RESIGNATION, "5.1.2", FALSE },
  { "resign-opening", NULL, "e2e4 e7e5", 0, 0, RESIGN, W, 0, FALSE, FALSE, GOES_ON, NULL, NULL,
    HAKEM_RESULT_OK, BLACK_WINS, CHESS_ENDING_RESIGNATION, "5.1.2", FALSE },
  /* 5.1.2 (2023): "the game is drawn if the position is such that the opponent cannot checkmate
   * the player's king by any possible series of legal moves": a bare king; king and bishop
   * against king and rook. */
  { "resign-opponent-bare-king", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", NULL, 0, 0, RESIGN, W, 0, FALSE,
    FALSE, GOES_ON, NULL, NULL, HAKEM_RESULT_OK, DRAW, CHESS_ENDING_RESIGNATION, "5.1.2", FALSE },
  { "resign-opponent-kb-vs-kr", "4k2r/8/8/8/8/8/8/2B1K3 b - - 0 1", NULL, 0, 0, RESIGN, B, 0, FALSE,
    FALSE, GOES_ON, NULL, NULL, HAKEM_RESULT_OK, DRAW, CHESS_ENDING_RESIGNATION, "5.1.2", FALSE },
  /* King and bishop against a bare king is a dead position: the game ended already (5.2.2). */
  { "resign-dead-position", "4k3/8/8/8/8/8/8/2B1K3 b - - 0 1", NULL, 0, 0, RESIGN, B, 0, FALSE,
    FALSE, GOES_ON, NULL, NULL, HAKEM_RESULT_ERROR_ENDED, GOES_ON, CHESS_ENDING_NONE, "", FALSE },
  /* King and bishop against a king and a pawn can mate (the pawn blocks its own king). */
  { "resign-opponent-kb-vs-kp", "7k/7p/8/8/8/8/8/2B1K3 b - - 0 1", NULL, 0, 0, RESIGN, B, 0, FALSE,
    FALSE, GOES_ON, NULL, NULL, HAKEM_RESULT_OK, WHITE_WINS, CHESS_ENDING_RESIGNATION, "5.1.2",
    FALSE },
  /* 5.1.1: the checkmate ended the game; no resignation comes after it. */
  { "resign-after-mate", NULL, FOOLS_MATE, 0, 0, RESIGN, W, 0, FALSE, FALSE, GOES_ON, NULL, NULL,
    HAKEM_RESULT_ERROR_ENDED, GOES_ON, CHESS_ENDING_NONE, "", FALSE },

  /* 9.1.1: no agreement in fewer than the regulations' moves without the arbiter's consent. */
  { "agreement-move-10-limit-30", NULL, TEN_MOVES, 0, 30, AGREE, W, 0, FALSE, FALSE, GOES_ON, NULL,
    NULL, HAKEM_RESULT_ERROR_CONSENT, GOES_ON, CHESS_ENDING_NONE, "9.1.1", TRUE },
  { "agreement-move-10-limit-30-consent", NULL, TEN_MOVES, 0, 30, AGREE, W, 0, TRUE, FALSE, GOES_ON,
    NULL, NULL, HAKEM_RESULT_OK, DRAW, CHESS_ENDING_AGREEMENT, "9.1.1 5.2.3", TRUE },
  /* 9.1.2, 5.2.3: regulations without a limit allow the agreement. */
  { "agreement-no-limit", NULL, TEN_MOVES, 0, 0, AGREE, W, 0, FALSE, FALSE, GOES_ON, NULL, NULL,
    HAKEM_RESULT_OK, DRAW, CHESS_ENDING_AGREEMENT, "9.1.2 5.2.3", FALSE },
  /* Moves of a set-up position count: at move 31, thirty moves are completed. */
  { "agreement-at-limit", "r1bq1rk1/2pnbppp/p2p1n2/1p2p3/3PP3/1BP2N1P/PP3PP1/RNBQR1K1 w - - 0 31",
    NULL, 0, 30, AGREE, W, 0, FALSE, FALSE, GOES_ON, NULL, NULL, HAKEM_RESULT_OK, DRAW,
    CHESS_ENDING_AGREEMENT, "9.1.2 5.2.3", FALSE },
  { "agreement-one-short", "r1bq1rk1/2pnbppp/p2p1n2/1p2p3/3PP3/1BP2N1P/PP3PP1/RNBQR1K1 w - - 0 30",
    NULL, 0, 30, AGREE, W, 0, FALSE, FALSE, GOES_ON, NULL, NULL, HAKEM_RESULT_ERROR_CONSENT,
    GOES_ON, CHESS_ENDING_NONE, "9.1.1", TRUE },
  /* 5.2.3: "provided both players have made at least one move". */
  { "agreement-before-black-moved", NULL, "e2e4", 0, 0, AGREE, W, 0, FALSE, FALSE, GOES_ON, NULL,
    NULL, HAKEM_RESULT_ERROR_FIRST_MOVES, GOES_ON, CHESS_ENDING_NONE, "5.2.3", FALSE },

  /* 6.7.1: after the default time (zero when not specified) the absent player loses. */
  { "absent-default-0-late-1", NULL, NULL, 0, 0, ABSENT, W, 1, FALSE, FALSE, GOES_ON, NULL, NULL,
    HAKEM_RESULT_OK, BLACK_WINS, CHESS_ENDING_ARBITER, "6.7.1", FALSE },
  { "absent-default-0-on-time", NULL, NULL, 0, 0, ABSENT, W, 0, FALSE, FALSE, GOES_ON, NULL, NULL,
    HAKEM_RESULT_OK, GOES_ON, CHESS_ENDING_NONE, "6.7.1", FALSE },
  { "absent-default-900-late-600", NULL, NULL, 900, 0, ABSENT, W, 600, FALSE, FALSE, GOES_ON, NULL,
    NULL, HAKEM_RESULT_OK, GOES_ON, CHESS_ENDING_NONE, "6.7.1", FALSE },
  { "absent-default-900-late-900", NULL, NULL, 900, 0, ABSENT, B, 900, FALSE, FALSE, GOES_ON, NULL,
    NULL, HAKEM_RESULT_OK, GOES_ON, CHESS_ENDING_NONE, "6.7.1", FALSE },
  { "absent-default-900-late-901", NULL, NULL, 900, 0, ABSENT, B, 901, FALSE, FALSE, GOES_ON, NULL,
    NULL, HAKEM_RESULT_OK, WHITE_WINS, CHESS_ENDING_ARBITER, "6.7.1", FALSE },
  { "absent-never", NULL, NULL, 900, 0, ABSENT, B, -1, FALSE, FALSE, GOES_ON, NULL, NULL,
    HAKEM_RESULT_OK, WHITE_WINS, CHESS_ENDING_ARBITER, "6.7.1", FALSE },
  /* "... unless the arbiter decides otherwise". */
  { "absent-arbiter-decides-otherwise", NULL, NULL, 0, 0, ABSENT, W, 300, FALSE, TRUE, GOES_ON,
    NULL, NULL, HAKEM_RESULT_OK, GOES_ON, CHESS_ENDING_NONE, "6.7.1", FALSE },
  /* White has moved, Black has not: Black may still be the absent player. */
  { "absent-black-after-white-moved", NULL, "e2e4", 0, 0, ABSENT, B, 5, FALSE, FALSE, GOES_ON, NULL,
    NULL, HAKEM_RESULT_OK, WHITE_WINS, CHESS_ENDING_ARBITER, "6.7.1", FALSE },
  { "absent-white-moved", NULL, "e2e4", 0, 0, ABSENT, W, 5, FALSE, FALSE, GOES_ON, NULL, NULL,
    HAKEM_RESULT_ERROR_MOVED, GOES_ON, CHESS_ENDING_NONE, "6.7.1", FALSE },

  /* The arbiter's own result, with the articles cited and a note. */
  { "arbiter-result", NULL, "e2e4 e7e5", 0, 0, ARBITER, W, 0, FALSE, FALSE, WHITE_WINS,
    "11.7, 12.9.6", "persistent refusal to comply", HAKEM_RESULT_OK, WHITE_WINS,
    CHESS_ENDING_ARBITER, "11.7 12.9.6", FALSE },
  /* 5.1.1 ended the game at once, and 6.9 yields to it ("Except where one of Articles 5.1.1,
   * ... applies"): a flag that fell before the mate does not let the arbiter change the result. */
  { "arbiter-result-after-mate", NULL, FOOLS_MATE, 0, 0, ARBITER, W, 0, FALSE, FALSE, DRAW, NULL,
    "the mating move was made after the flag fell", HAKEM_RESULT_ERROR_ENDED, GOES_ON,
    CHESS_ENDING_NONE, "", FALSE },
  { "arbiter-result-without-note", NULL, NULL, 0, 0, ARBITER, W, 0, FALSE, FALSE, DRAW, NULL, "  ",
    HAKEM_RESULT_ERROR_NOTE, DRAW, CHESS_ENDING_ARBITER, "", FALSE },
  { "arbiter-result-bad-article", NULL, NULL, 0, 0, ARBITER, W, 0, FALSE, FALSE, DRAW, "12.9.x",
    "why", HAKEM_RESULT_ERROR_ARTICLES, GOES_ON, CHESS_ENDING_NONE, "", FALSE },
  { "arbiter-result-none", NULL, NULL, 0, 0, ARBITER, W, 0, FALSE, FALSE, GOES_ON, NULL, "why",
    HAKEM_RESULT_ERROR_NO_RESULT, GOES_ON, CHESS_ENDING_NONE, "", FALSE },
};

static void
test_result_case (gconstpointer data)
{
  const ResultCase *t = data;
  g_autoptr (HakemSession) s = session_with (t->fen, t->moves, t->default_time, t->draw_offer_move);
  /* A game already over has no clock to start. */
  gboolean running = hakem_session_start_clock (s);
  const ChessGame *game = hakem_session_get_game (s);
  ChessResult result_before = game->result;
  guint incidents = hakem_session_get_incident_count (s);
  HakemResultCase c = { t->kind,           t->player,          t->late, t->consent, t->play_on,
                        t->arbiter_result, t->arbiter_articles };

  HakemResultRuling r;
  HakemResultError err = (HakemResultError) 99;
  gboolean ruled = hakem_session_rule_result (s, &c, &r, &err);
  /* The note is asked for only when the ruling is carried out. */
  HakemResultError rule_error = t->error == HAKEM_RESULT_ERROR_NOTE ? HAKEM_RESULT_OK : t->error;
  g_assert_cmpint (err, ==, rule_error);
  g_assert_cmpint (ruled, ==, rule_error == HAKEM_RESULT_OK);
  g_assert_cmpint (r.consent_needed, ==, t->consent_needed);
  if (ruled)
    {
      g_assert_cmpint (r.result, ==, t->result);
      g_assert_cmpint (r.ending, ==, t->ending);
      g_assert_cmpstr (r.articles, ==, t->articles);
      g_autofree char *text = hakem_result_ruling_text (NULL, &c, &r);
      g_assert_nonnull (strstr (text, t->kind == ARBITER && !*t->articles ? "." : "Article"));
    }
  else
    {
      g_autofree char *why = hakem_result_error_text (err, &c, &r);
      g_assert_cmpstr (why, !=, "");
    }

  HakemResultRuling done;
  gboolean applied = hakem_session_apply_result (s, &c, t->note, &done, &err);
  g_assert_cmpint (err, ==, t->error);
  g_assert_cmpint (applied, ==, t->error == HAKEM_RESULT_OK);
  if (!applied)
    {
      /* Refused: nothing changes. */
      g_assert_cmpuint (hakem_session_get_incident_count (s), ==, incidents);
      g_assert_cmpint (game->result, ==, result_before);
      return;
    }
  g_assert_cmpint (game->result, ==, t->result != GOES_ON ? t->result : result_before);
  if (t->result != GOES_ON)
    {
      g_assert_cmpint (game->ending, ==, t->ending);
      g_assert_false (hakem_session_get_clock (s)->running);
      g_assert_cmpstr (chess_game_get_tag (game, "Result"), ==, chess_result_to_string (t->result));
    }
  else
    g_assert_cmpint (hakem_session_get_clock (s)->running, ==, running);
  g_assert_cmpuint (hakem_session_get_incident_count (s), ==, incidents + 1);
  const HakemIncident *inc = hakem_session_get_incident (s, incidents);
  g_assert_cmpint (inc->kind, ==,
                   t->result != GOES_ON ? HAKEM_INCIDENT_RESULT : HAKEM_INCIDENT_NOTE);
  g_assert_cmpstr (inc->articles, ==, t->articles);
  g_assert_cmpint (inc->ply, ==, game->count);
  g_autofree char *note = t->note ? g_strstrip (g_strdup (t->note)) : NULL;
  g_assert_cmpstr (inc->note, ==, note && *note ? note : NULL);
  g_assert_nonnull (strstr (inc->data, "result="));
}

/* The scores follow the arbiter's result, not what a penalty had made of them (12.9.4). */
static void
test_arbiter_replaces_penalty_scores (void)
{
  g_autoptr (HakemSession) s = session_with (NULL, "e2e4 e7e5", 0, 0);
  ChessPenalty p = { 0 };
  p.kind = CHESS_PENALTY_LOSS;
  p.offender = CHESS_WHITE;
  p.offender_score = CHESS_SCORE_LOSS;
  p.opponent_score = CHESS_SCORE_DRAW;
  g_assert_true (hakem_session_apply_penalty (s, &p, "11.3", NULL, NULL));
  g_assert_true (hakem_session_get_scores_set (s));
  HakemResultCase c = { .kind = ARBITER, .result = DRAW };
  g_assert_true (hakem_session_apply_result (s, &c, "appeal upheld", NULL, NULL));
  int scores[2];
  hakem_session_get_scores (s, scores);
  g_assert_cmpint (scores[CHESS_WHITE], ==, CHESS_SCORE_DRAW);
  g_assert_cmpint (scores[CHESS_BLACK], ==, CHESS_SCORE_DRAW);
}

/* Without regulations giving one, the default time is zero (6.7.1). */
static void
test_default_time_from_regulations (void)
{
  g_autoptr (HakemSession) s = hakem_session_new ();
  hakem_session_new_game (s, NULL, NULL);
  HakemResultCase c = { .kind = ABSENT, .player = CHESS_WHITE, .late_seconds = 1 };
  HakemResultRuling r;
  g_assert_true (hakem_session_rule_result (s, &c, &r, NULL));
  g_assert_cmpint (r.default_time, ==, 0);
  g_assert_cmpint (r.result, ==, BLACK_WINS);
}

static void
test_duration_text (void)
{
  static const struct
  {
    int seconds;
    const char *text;
  } durations[] = {
    { 0, "0:00" },     { 1, "0:01" },       { 600, "10:00" },
    { 3599, "59:59" }, { 3600, "1:00:00" }, { 86400, "24:00:00" },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (durations); i++)
    {
      g_autofree char *text = hakem_duration_text (durations[i].seconds);
      g_assert_cmpstr (text, ==, durations[i].text);
    }
}

static void
test_duration_parse (void)
{
  static const struct
  {
    const char *text;
    gboolean ok;
    int seconds;
  } texts[] = {
    { "0", TRUE, 0 },           { "900", TRUE, 900 },      { "15:00", TRUE, 900 },
    { " 1:30 ", TRUE, 90 },     { "1:00:00", TRUE, 3600 }, { "24:00:00", TRUE, 86400 },
    { "24:00:01", FALSE, 0 },   { "86401", FALSE, 0 },     { "1:5", FALSE, 0 },
    { "1:60", FALSE, 0 },       { "", FALSE, 0 },          { "-1", FALSE, 0 },
    { "1:00:00:00", FALSE, 0 }, { "ten", FALSE, 0 },       { "1::00", FALSE, 0 },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      int seconds = -1;
      g_assert_cmpint (hakem_duration_parse (texts[i].text, 86400, &seconds), ==, texts[i].ok);
      if (texts[i].ok)
        g_assert_cmpint (seconds, ==, texts[i].seconds);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/session-result/%s", cases[i].name);
      g_test_add_data_func (path, &cases[i], test_result_case);
    }
  g_test_add_func ("/session-result/arbiter-replaces-penalty-scores",
                   test_arbiter_replaces_penalty_scores);
  g_test_add_func ("/session-result/default-time-zero", test_default_time_from_regulations);
  g_test_add_func ("/session-result/duration-text", test_duration_text);
  g_test_add_func ("/session-result/duration-parse", test_duration_parse);
  return g_test_run ();
}
