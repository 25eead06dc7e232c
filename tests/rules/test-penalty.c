/* test-penalty.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The penalties of 12.9, the articles that lead to them and the score limits of 10.2; expected
 * values come from the Laws' text (laws/003, laws/004), not from the code.
 */
#include <glib.h>
#include <string.h>

#include "chess-penalty.h"

#define U CHESS_SCORE_UNSET
#define OK CHESS_SCORE_OK
#define NOT_NORMAL CHESS_SCORE_ERROR_NOT_NORMAL
#define ABOVE CHESS_SCORE_ERROR_ABOVE_MAXIMUM

/* 10.2 in half points. --------------------------------------------------------------------- */

typedef struct
{
  const char *name; /* the scores, "half" for 1/2 */
  int white, black;
  ChessScoreError expected;
} ScoreCase;

static const ScoreCase score_cases[] = {
  /* The results a game ends with (10.1). */
  { "1-0", 2, 0, OK },
  { "0-1", 0, 2, OK },
  { "half-half", 1, 1, OK },
  /* 10.2 does not forbid less than the maximum: the commentary in laws/003 names 0-1/2, 0-0 and
   * 1/2-0 as results of 12.9.3 to 12.9.6; 11.8 gives 0-0. */
  { "0-0", 0, 0, OK },
  { "half-0", 1, 0, OK },
  { "0-half", 0, 1, OK },
  /* 10.2: never above the maximum of the game. */
  { "1-half", 2, 1, ABOVE },
  { "half-1", 1, 2, ABOVE },
  { "1-1", 2, 2, ABOVE },
  /* 10.2: only the scores normally given: 3/4 or 1/4 is not a half point at all (in halves it
   * would be 1.5 and 0.5, which no whole number of halves is); a half point more than a win is
   * not a score either. */
  { "three-halves-0", 3, 0, NOT_NORMAL },
  { "0-three-halves", 0, 3, NOT_NORMAL },
  { "negative", -1, 2, NOT_NORMAL },
  { "negative-black", 2, -1, NOT_NORMAL },
  { "unset", U, U, NOT_NORMAL },
  { "minus-two", -2, 0, NOT_NORMAL },
};

static void
run_score (gconstpointer data)
{
  const ScoreCase *t = data;
  g_assert_cmpint (chess_score_check (t->white, t->black), ==, t->expected);
}

/* 12.9.1 to 12.9.9. ------------------------------------------------------------------------ */

#define W CHESS_WHITE
#define B CHESS_BLACK

typedef struct
{
  const char *name;
  ChessPenalty penalty;
  int current[2];
  /* Expected. */
  ChessPenaltyError error;
  ChessScoreError score_error;
  int clock_delta[2];
  int score[2];
  bool game_ends;
  const char *articles;
} PenaltyCase;

static const PenaltyCase penalty_cases[] = {
  /* 12.9.1, 12.9.7, 12.9.8: nothing on the board or the clock. */
  { "warning",
    { CHESS_PENALTY_WARNING, W, 0, U, U, 0 },
    { U, U },
    CHESS_PENALTY_OK,
    OK,
    { 0, 0 },
    { U, U },
    false,
    "12.9.1" },
  { "fine",
    { CHESS_PENALTY_FINE, B, 0, U, U, 0 },
    { U, U },
    CHESS_PENALTY_OK,
    OK,
    { 0, 0 },
    { U, U },
    false,
    "12.9.7" },
  { "exclusion",
    { CHESS_PENALTY_EXCLUSION, B, 0, U, U, 2 },
    { U, U },
    CHESS_PENALTY_OK,
    OK,
    { 0, 0 },
    { U, U },
    false,
    "12.9.8" },
  { "exclusion-no-rounds",
    { CHESS_PENALTY_EXCLUSION, B, 0, U, U, 0 },
    { U, U },
    CHESS_PENALTY_ERROR_ROUNDS,
    OK,
    { 0, 0 },
    { U, U },
    false,
    "12.9.8" },
  /* 12.9.9: expulsion from the competition gives this game no result by itself (12.9.6 is the
   * penalty that does). */
  { "expulsion",
    { CHESS_PENALTY_EXPULSION, W, 0, U, U, 0 },
    { U, U },
    CHESS_PENALTY_OK,
    OK,
    { 0, 0 },
    { U, U },
    false,
    "12.9.9" },
  /* 12.9.2: the opponent's time goes up; 12.9.3: the offender's goes down. */
  { "opponent-time",
    { CHESS_PENALTY_OPPONENT_TIME, W, 120, U, U, 0 },
    { U, U },
    CHESS_PENALTY_OK,
    OK,
    { 0, 120 },
    { U, U },
    false,
    "12.9.2" },
  { "opponent-time-black",
    { CHESS_PENALTY_OPPONENT_TIME, B, 60, U, U, 0 },
    { U, U },
    CHESS_PENALTY_OK,
    OK,
    { 60, 0 },
    { U, U },
    false,
    "12.9.2" },
  { "offender-time",
    { CHESS_PENALTY_OFFENDER_TIME, W, 300, U, U, 0 },
    { U, U },
    CHESS_PENALTY_OK,
    OK,
    { -300, 0 },
    { U, U },
    false,
    "12.9.3" },
  { "offender-time-zero",
    { CHESS_PENALTY_OFFENDER_TIME, W, 0, U, U, 0 },
    { U, U },
    CHESS_PENALTY_ERROR_SECONDS,
    OK,
    { 0, 0 },
    { U, U },
    false,
    "12.9.3" },
  { "opponent-time-negative",
    { CHESS_PENALTY_OPPONENT_TIME, B, -60, U, U, 0 },
    { U, U },
    CHESS_PENALTY_ERROR_SECONDS,
    OK,
    { 0, 0 },
    { U, U },
    false,
    "12.9.2" },
  /* 12.9.4: the opponent's points up to the maximum (a win). A game still going on ends 0-1;
   * after a loss of the offender's it is 0-1 already; after a draw the offender would keep 1/2
   * and the game would total 3/2: 10.2 refuses (12.9.5 must come with it). */
  { "opponent-points-going-on",
    { CHESS_PENALTY_OPPONENT_POINTS, W, 0, U, U, 0 },
    { U, U },
    CHESS_PENALTY_OK,
    OK,
    { 0, 0 },
    { 0, 2 },
    true,
    "12.9.4 10.2" },
  { "opponent-points-after-loss",
    { CHESS_PENALTY_OPPONENT_POINTS, B, 0, U, U, 0 },
    { 2, 0 },
    CHESS_PENALTY_OK,
    OK,
    { 0, 0 },
    { 2, 0 },
    false,
    "12.9.4 10.2" },
  { "opponent-points-after-draw",
    { CHESS_PENALTY_OPPONENT_POINTS, B, 0, U, U, 0 },
    { 1, 1 },
    CHESS_PENALTY_ERROR_SCORE,
    ABOVE,
    { 0, 0 },
    { 2, 1 },
    false,
    "12.9.4 10.2" },
  { "opponent-points-after-0-0",
    { CHESS_PENALTY_OPPONENT_POINTS, B, 0, U, U, 0 },
    { 0, 0 },
    CHESS_PENALTY_OK,
    OK,
    { 0, 0 },
    { 2, 0 },
    false,
    "12.9.4 10.2" },
  /* 12.9.5: the offender's points down: a draw becomes 0-1/2 (allowed, laws/003 on 10.2). */
  { "offender-points-draw",
    { CHESS_PENALTY_OFFENDER_POINTS, W, 0, 0, U, 0 },
    { 1, 1 },
    CHESS_PENALTY_OK,
    OK,
    { 0, 0 },
    { 0, U },
    false,
    "12.9.5 10.2" },
  /* With 12.9.4 together: 0-1 from a draw. */
  { "offender-points-and-opponent",
    { CHESS_PENALTY_OFFENDER_POINTS, B, 0, 0, 2, 0 },
    { 1, 1 },
    CHESS_PENALTY_OK,
    OK,
    { 0, 0 },
    { 2, 0 },
    false,
    "12.9.5 10.2" },
  { "offender-points-win-to-draw",
    { CHESS_PENALTY_OFFENDER_POINTS, B, 0, 1, U, 0 },
    { 0, 2 },
    CHESS_PENALTY_OK,
    OK,
    { 0, 0 },
    { U, 1 },
    false,
    "12.9.5 10.2" },
  /* Lowered means lower. */
  { "offender-points-not-lower",
    { CHESS_PENALTY_OFFENDER_POINTS, W, 0, 1, U, 0 },
    { 1, 1 },
    CHESS_PENALTY_ERROR_NOT_LOWER,
    OK,
    { 0, 0 },
    { 1, U },
    false,
    "12.9.5 10.2" },
  { "offender-points-going-on",
    { CHESS_PENALTY_OFFENDER_POINTS, W, 0, 0, U, 0 },
    { U, U },
    CHESS_PENALTY_ERROR_NOT_LOWER,
    OK,
    { 0, 0 },
    { 0, U },
    false,
    "12.9.5 10.2" },
  { "offender-points-negative",
    { CHESS_PENALTY_OFFENDER_POINTS, W, 0, -1, U, 0 },
    { 1, 1 },
    CHESS_PENALTY_ERROR_SCORE,
    NOT_NORMAL,
    { 0, 0 },
    { -1, U },
    false,
    "12.9.5 10.2" },
  { "offender-points-unset",
    { CHESS_PENALTY_OFFENDER_POINTS, W, 0, U, U, 0 },
    { 1, 1 },
    CHESS_PENALTY_ERROR_SCORE,
    NOT_NORMAL,
    { 0, 0 },
    { U, U },
    false,
    "12.9.5 10.2" },
  /* Raising the opponent past the maximum alongside breaks 10.2. */
  { "offender-points-opponent-too-high",
    { CHESS_PENALTY_OFFENDER_POINTS, W, 0, 1, 2, 0 },
    { 2, 0 },
    CHESS_PENALTY_ERROR_SCORE,
    ABOVE,
    { 0, 0 },
    { 1, 2 },
    false,
    "12.9.5 10.2" },
  /* 12.9.6: lost by the offender, the arbiter decides the opponent's score: 1, 1/2 or 0. */
  { "loss-opponent-wins",
    { CHESS_PENALTY_LOSS, W, 0, 0, 2, 0 },
    { U, U },
    CHESS_PENALTY_OK,
    OK,
    { 0, 0 },
    { 0, 2 },
    true,
    "12.9.6 10.2" },
  { "loss-opponent-half",
    { CHESS_PENALTY_LOSS, B, 0, 0, 1, 0 },
    { U, U },
    CHESS_PENALTY_OK,
    OK,
    { 0, 0 },
    { 1, 0 },
    true,
    "12.9.6 10.2" },
  { "loss-opponent-nothing",
    { CHESS_PENALTY_LOSS, B, 0, 0, 0, 0 },
    { U, U },
    CHESS_PENALTY_OK,
    OK,
    { 0, 0 },
    { 0, 0 },
    true,
    "12.9.6 10.2" },
  { "loss-opponent-unset",
    { CHESS_PENALTY_LOSS, B, 0, 0, U, 0 },
    { U, U },
    CHESS_PENALTY_ERROR_SCORE,
    NOT_NORMAL,
    { 0, 0 },
    { U, U },
    false,
    "12.9.6 10.2" },
  { "loss-opponent-three-halves",
    { CHESS_PENALTY_LOSS, W, 0, 0, 3, 0 },
    { U, U },
    CHESS_PENALTY_ERROR_SCORE,
    NOT_NORMAL,
    { 0, 0 },
    { 0, 3 },
    false,
    "12.9.6 10.2" },
  /* Kinds and offenders out of range. */
  { "bad-kind",
    { CHESS_PENALTY_COUNT, W, 0, U, U, 0 },
    { U, U },
    CHESS_PENALTY_ERROR_KIND,
    OK,
    { 0, 0 },
    { U, U },
    false,
    "" },
  { "bad-offender",
    { CHESS_PENALTY_WARNING, (ChessColor) 2, 0, U, U, 0 },
    { U, U },
    CHESS_PENALTY_ERROR_KIND,
    OK,
    { 0, 0 },
    { U, U },
    false,
    "" },
};

static void
run_penalty (gconstpointer data)
{
  const PenaltyCase *t = data;
  ChessPenaltyEffect e;
  g_assert_cmpint (chess_penalty_apply (&t->penalty, t->current, &e), ==, t->error);
  g_assert_cmpint (e.score_error, ==, t->score_error);
  g_assert_cmpint (e.clock_delta[W], ==, t->clock_delta[W]);
  g_assert_cmpint (e.clock_delta[B], ==, t->clock_delta[B]);
  g_assert_cmpint (e.score[W], ==, t->score[W]);
  g_assert_cmpint (e.score[B], ==, t->score[B]);
  g_assert_cmpint (e.game_ends, ==, t->game_ends);
  GString *s = g_string_new (NULL);
  for (int i = 0; i < e.article_count; i++)
    g_string_append_printf (s, "%s%s", i ? " " : "", e.articles[i]);
  g_assert_cmpstr (s->str, ==, t->articles);
  g_string_free (s, TRUE);
}

/* Articles and occasions. ------------------------------------------------------------------ */

static void
test_articles (void)
{
  static const char *const expected[] = {
    "12.9.1", "12.9.2", "12.9.3", "12.9.4", "12.9.5", "12.9.6", "12.9.7", "12.9.8", "12.9.9",
  };
  G_STATIC_ASSERT (G_N_ELEMENTS (expected) == CHESS_PENALTY_COUNT);
  for (int k = 0; k < CHESS_PENALTY_COUNT; k++)
    g_assert_cmpstr (chess_penalty_article ((ChessPenaltyKind) k), ==, expected[k]);
  g_assert_null (chess_penalty_article (CHESS_PENALTY_COUNT));
}

/* Occasion -> proposed penalty, from the 2023 text (laws/003, line numbers of that file). Where
 * the article prescribes the penalty, that one; where it leaves it to the arbiter under 12.9, the
 * mildest, a warning (12.9.1, 003:5643). */
typedef struct
{
  const char *name;
  const char *article;
  ChessPenaltyKind kind;
  int opponent_score;
  const char *source;
  bool prescribed;
  bool soften;
} OccasionCase;

#define WARN CHESS_PENALTY_WARNING
#define LOSS CHESS_PENALTY_LOSS

static const OccasionCase occasion_cases[] = {
  /* 003:2258-2267 6.2.4: improper clock handling "madde 12.9'a göre cezalandırılırlar"; the
   * commentary beside it (003:2246-2256) advises a warning first. */
  { "clock-handling", "6.2.4", WARN, U, "6.2.4", false, false },
  /* 003:2889-2899 6.11.4: no valid reason to pause the clock: penalised under 12.9. */
  { "clock-paused", "6.11.4", WARN, U, "6.11.4", false, false },
  /* 003:3153 7.4.3: "Hakem, taşların yerlerini bozan oyuncuya ceza verebilir" (may). */
  { "displaced-pieces", "7.4.3", WARN, U, "7.4.3", false, false },
  /* 003:5137-5141 11.6: any infringement of 11.1 to 11.5 is penalised under 12.9 (11.1 at
   * 003:4732, 11.2.3 at 4761, 11.3.1 at 4887, 11.3.4 at 5038, 11.4 at 5047, 11.5 at 5125). The
   * commentary on 11.2 (003:4830-4836) expects a loss for leaving the venue; the Laws leave it to
   * the arbiter, so the mildest is proposed there too. */
  { "disrepute", "11.1", WARN, U, "11.6", false, false },
  { "leaving-venue", "11.2.3", WARN, U, "11.6", false, false },
  { "notes-advice", "11.3.1", WARN, U, "11.6", false, false },
  /* 11.3.2.1 (003:4896-4907): devices forbidden in the venue, allowed switched off in a bag where
   * the regulations say so; no penalty of its own: 11.6. */
  { "device-in-venue", "11.3.2.1", WARN, U, "11.6", false, false },
  /* 003:4997-5003 11.3.2.2: "oyunu kaybeder, rakibi kazanır. Yarışma kuralları yolu ile daha
   * farklı, daha az katı cezalar öngörülebilir." */
  { "device-on-person", "11.3.2.2", LOSS, CHESS_SCORE_WIN, "11.3.2.2", true, true },
  /* 003:5019-5034 11.3.3: refusing the inspection: "madde 12.9'da öngörülen önlemleri". */
  { "inspection-refused", "11.3.3", WARN, U, "11.3.3", false, false },
  { "smoking", "11.3.4", WARN, U, "11.6", false, false },
  { "finished-player", "11.4", WARN, U, "11.6", false, false },
  { "distraction", "11.5", WARN, U, "11.6", false, false },
  /* 003:5144-5149 11.7: "oyunu kaybeder. Rakibinin puanı hakem tarafından belirlenir": a loss;
   * the opponent's score is the arbiter's, a win proposed. */
  { "persistent-refusal", "11.7", LOSS, CHESS_SCORE_WIN, "11.7", true, false },
  /* 003:5153-5157 11.8: both guilty under 11.7: "oyun her ikisi için de kayıp": 0-0. */
  { "both-refuse", "11.8", LOSS, CHESS_SCORE_LOSS, "11.8", true, false },
  /* 003:5629-5635 12.8 forbids anybody a phone in the venue; for a player it is on his person,
   * so 11.3.2.2 prescribes the loss. */
  { "phone-used", "12.8", LOSS, CHESS_SCORE_WIN, "11.3.2.2", true, true },
};

static void
run_occasion (gconstpointer data)
{
  const OccasionCase *t = data;
  const ChessPenaltyOccasion *o = chess_penalty_occasion_find (t->article);
  g_assert_nonnull (o);
  g_assert_cmpstr (o->article, ==, t->article);
  g_assert_nonnull (o->about);
  g_assert_cmpuint (strlen (o->about), >, 10);
  g_assert_cmpint (o->proposed, ==, t->kind);
  g_assert_cmpint (o->opponent_score, ==, t->opponent_score);
  g_assert_cmpstr (o->source, ==, t->source);
  g_assert_cmpint (o->prescribed, ==, t->prescribed);
  g_assert_cmpint (o->regulations_may_soften, ==, t->soften);

  /* The proposal for each offender is a penalty 10.2 allows in a game going on, and a loss
   * ends the game with the scores the Laws give. */
  for (ChessColor c = W; c <= B; c++)
    {
      ChessPenalty p;
      chess_penalty_propose (o, c, &p);
      g_assert_cmpint (p.kind, ==, t->kind);
      g_assert_cmpint (p.offender, ==, c);
      ChessPenaltyEffect e;
      const int going_on[2] = { U, U };
      g_assert_cmpint (chess_penalty_apply (&p, going_on, &e), ==, CHESS_PENALTY_OK);
      g_assert_cmpint (e.game_ends, ==, t->kind == LOSS);
      if (t->kind == LOSS)
        {
          g_assert_cmpint (e.score[c], ==, CHESS_SCORE_LOSS);
          g_assert_cmpint (e.score[!c], ==, t->opponent_score);
        }
    }
}

/* The table above is the whole list, in the Laws' order; nothing else is found. */
static void
test_occasions (void)
{
  g_assert_cmpint (chess_penalty_occasion_count (), ==, G_N_ELEMENTS (occasion_cases));
  for (int i = 0; i < chess_penalty_occasion_count (); i++)
    g_assert_cmpstr (chess_penalty_occasion (i)->article, ==, occasion_cases[i].article);
  g_assert_null (chess_penalty_occasion (-1));
  g_assert_null (chess_penalty_occasion (chess_penalty_occasion_count ()));
  g_assert_null (chess_penalty_occasion_find ("11.6.1"));
  g_assert_null (chess_penalty_occasion_find (NULL));
  /* Without an occasion: a warning, nothing more. */
  ChessPenalty p;
  chess_penalty_propose (NULL, B, &p);
  g_assert_cmpint (p.kind, ==, WARN);
  g_assert_cmpint (p.opponent_score, ==, U);
}

#define ADD_CASES(prefix, table, func)                                                             \
  for (gsize i = 0; i < G_N_ELEMENTS (table); i++)                                                 \
    {                                                                                              \
      g_autofree char *path = g_strconcat (prefix, table[i].name, NULL);                           \
      g_test_add_data_func (path, &table[i], func);                                                \
    }

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  ADD_CASES ("/penalty/score/", score_cases, run_score);
  ADD_CASES ("/penalty/apply/", penalty_cases, run_penalty);
  g_test_add_func ("/penalty/articles", test_articles);
  ADD_CASES ("/penalty/occasion/", occasion_cases, run_occasion);
  g_test_add_func ("/penalty/occasions", test_occasions);
  return g_test_run ();
}
