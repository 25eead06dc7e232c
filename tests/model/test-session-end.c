/* test-session-end.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A result ends the game: after a correct claim, a flag, a second illegal move, 12.9.6, an
 * agreement or checkmate the session refuses moves and clock presses and says why, in one line
 * with the articles; the arbiter can reopen a game a ruling ended, not one the position ended.
 */
#include <glib.h>
#include <string.h>

#include "hakem-casefile.h"
#include "hakem-session.h"
#include "session-test-util.h"

#define STANDARD_TC "40/5400+30:1800+30"
#define KNIGHTS_TWICE "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8"

static HakemSession *
session_with (const char *fen, const char *moves)
{
  HakemSession *s = hakem_session_new ();
  start_game (s, fen, STANDARD_TC);
  play (s, moves);
  return s;
}

static ChessMove
any_move (HakemSession *s)
{
  return find_move (&hakem_session_get_game (s)->current, "e2e4");
}

/* Moves, clock presses and starts are refused; nothing in the record changes. */
static void
assert_refuses_play (HakemSession *s, ChessMove move)
{
  int count = hakem_session_get_game (s)->count;
  g_assert_true (hakem_session_is_over (s));
  g_assert_false (hakem_session_play (s, move));
  g_assert_false (hakem_session_press_clock (s));
  g_assert_false (hakem_session_start_clock (s));
  g_assert_false (hakem_session_resume_clock (s));
  g_assert_false (hakem_session_get_clock (s)->running);
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, count);
}

static void
assert_outcome (HakemSession *s, const char *want)
{
  g_autofree char *have = hakem_session_outcome_text (s);
  g_assert_cmpstr (have, ==, want);
}

static ChessRuling
claim (HakemSession *s, ChessClaimKind kind)
{
  ChessRuling r;
  ChessRulingError err;
  g_assert_true (hakem_session_rule_claim (s, kind, CHESS_MOVE_NONE, &r, &err));
  hakem_session_apply_claim (s, &r, CHESS_MOVE_NONE);
  return r;
}

/* 9.2.1.2, 9.5.2: the start position for the third time; the game ends drawn. */
static void
test_threefold_ends_and_reopens (void)
{
  g_autoptr (HakemSession) s = session_with (NULL, KNIGHTS_TWICE);
  g_assert_true (hakem_session_start_clock (s));
  ChessRuling r = claim (s, CHESS_CLAIM_THREEFOLD);
  g_assert_cmpint (r.verdict, ==, CHESS_VERDICT_CORRECT);
  assert_outcome (s, "½–½ threefold repetition, 9.2");
  g_assert_cmpstr (chess_game_get_tag (hakem_session_get_game (s), "Result"), ==, "1/2-1/2");
  assert_refuses_play (s, any_move (s));
  /* A result the arbiter recorded is not taken back with a move. */
  g_assert_false (hakem_session_undo (s));

  guint incidents = hakem_session_get_incident_count (s);
  HakemReopenError error;
  g_assert_true (hakem_session_reopen (s, "claim written on the wrong scoresheet", &error));
  g_assert_cmpint (error, ==, HAKEM_REOPEN_OK);
  g_assert_false (hakem_session_is_over (s));
  g_assert_null (hakem_session_outcome_text (s));
  g_assert_cmpstr (chess_game_get_tag (hakem_session_get_game (s), "Result"), ==, "*");
  g_assert_cmpuint (hakem_session_get_incident_count (s), ==, incidents + 1);
  const HakemIncident *reopened = hakem_session_get_incident (s, incidents);
  g_assert_cmpint (reopened->kind, ==, HAKEM_INCIDENT_RESULT);
  g_assert_nonnull (strstr (reopened->data, "reopened=yes"));
  g_assert_nonnull (strstr (reopened->data, "previous=1/2-1/2"));
  g_assert_nonnull (strstr (reopened->data, "previous-reason=threefold"));
  g_assert_cmpstr (reopened->note, ==, "claim written on the wrong scoresheet");
  g_assert_nonnull (strstr (reopened->ruling, "½–½ threefold repetition, 9.2"));
  /* The game goes on. */
  g_assert_true (hakem_session_play (s, any_move (s)));
  g_assert_false (hakem_session_reopen (s, NULL, &error));
  g_assert_cmpint (error, ==, HAKEM_REOPEN_NOT_OVER);
}

/* 9.3.2: fifty moves by each player without a pawn move or a capture. */
static void
test_fifty (void)
{
  g_autoptr (HakemSession) s = session_with ("4k3/8/8/8/8/8/4K3/4R3 w - - 100 80", NULL);
  ChessRuling r = claim (s, CHESS_CLAIM_FIFTY);
  g_assert_cmpint (r.verdict, ==, CHESS_VERDICT_CORRECT);
  assert_outcome (s, "½–½ fifty-move rule, 9.3");
  assert_refuses_play (s, find_move (&hakem_session_get_game (s)->current, "e1a1"));
}

/* 5.1.1: the mating move ends the game at once and stops the clock; the position itself ended
 * it, so it is not reopened, but a move entered by mistake is taken back with its ending. */
static void
test_checkmate_by_move (void)
{
  g_autoptr (HakemSession) s = session_with (NULL, NULL);
  g_assert_true (hakem_session_start_clock (s));
  play (s, "f2f3 e7e5 g2g4 d8h4");
  g_assert_false (hakem_session_get_clock (s)->running);
  assert_outcome (s, "0–1 checkmate, 5.1.1");
  g_assert_cmpstr (chess_game_get_tag (hakem_session_get_game (s), "Result"), ==, "0-1");
  g_assert_cmpint (hakem_session_get_game (s)->result, ==, CHESS_RESULT_BLACK_WINS);
  HakemReopenError error;
  g_assert_false (hakem_session_reopen (s, NULL, &error));
  g_assert_cmpint (error, ==, HAKEM_REOPEN_POSITION);
  g_assert_true (hakem_session_is_over (s));
  g_assert_true (hakem_session_undo (s));
  g_assert_false (hakem_session_is_over (s));
  g_assert_cmpint (hakem_session_get_game (s)->result, ==, CHESS_RESULT_NONE);
  g_assert_cmpstr (chess_game_get_tag (hakem_session_get_game (s), "Result"), ==, "*");
}

/* 6.9: Black's flag falls; White has a bare king and cannot checkmate: a draw. */
static void
test_flag_draw (void)
{
  g_autoptr (HakemSession) s = session_with ("3qk3/8/8/8/8/8/8/4K3 b - - 0 60", NULL);
  ChessFlagCase c;
  ChessRuling r;
  ChessRulingError err;
  g_assert_true (
      hakem_session_rule_flag (s, CHESS_BLACK, CHESS_FLAG_SEEN_BY_ARBITER, TRUE, &c, &r, &err));
  hakem_session_apply_flag (s, &c, &r, NULL);
  assert_outcome (s, "½–½ flag fallen; the opponent cannot checkmate, 6.9");
  assert_refuses_play (s, find_move (&hakem_session_get_game (s)->current, "e8d7"));
}

/* 6.9: White's flag falls with Black's queen on the board: Black wins on time. */
static void
test_flag_loss (void)
{
  g_autoptr (HakemSession) s = session_with ("3qk3/8/8/8/8/8/8/4K3 w - - 0 60", NULL);
  ChessFlagCase c;
  ChessRuling r;
  g_assert_true (
      hakem_session_rule_flag (s, CHESS_WHITE, CHESS_FLAG_SEEN_BY_ARBITER, TRUE, &c, &r, NULL));
  hakem_session_apply_flag (s, &c, &r, NULL);
  assert_outcome (s, "0–1 on time, 6.9");
}

/* 7.5.5: the second illegal move of a player loses the game. */
static void
test_second_illegal_move (void)
{
  g_autoptr (HakemSession) s = session_with (NULL, "e2e4 e7e5");
  for (int i = 0; i < 2; i++)
    {
      ChessIrregularityCase c = { .kind = CHESS_IRREGULARITY_ILLEGAL_MOVE, .ply = -1 };
      ChessRuling r;
      g_assert_true (hakem_session_rule_irregularity (s, &c, &r, NULL));
      hakem_session_apply_irregularity (s, &c, &r, NULL);
    }
  assert_outcome (s, "0–1 second illegal move, 7.5.5");
  assert_refuses_play (s, find_move (&hakem_session_get_game (s)->current, "g1f3"));
}

/* A.5.4 in rapid play under partial supervision (the FIDE rapid profile, A.5): a pawn left on
 * the last rank is still there after the opponent's next move: drawn. */
static void
test_illegal_position (void)
{
  g_autoptr (HakemSession) s = hakem_session_new ();
  start_game (s, "4k3/P7/8/8/8/8/8/4K3 w - - 0 60", "900+10");
  ChessIrregularityCase c = {
    .kind = CHESS_IRREGULARITY_NO_PROMOTION,
    .ply = -1,
    .move = find_move (&hakem_session_get_game (s)->current, "a7a8q"),
    .opponent_moved = TRUE,
  };
  ChessRuling r;
  g_assert_true (hakem_session_rule_irregularity (s, &c, &r, NULL));
  g_assert_true (r.illegal_position_draw);
  hakem_session_apply_irregularity (s, &c, &r, NULL);
  assert_outcome (s, "½–½ illegal position left on the board, A.5.4");
  assert_refuses_play (s, find_move (&hakem_session_get_game (s)->current, "e1d1"));
}

/* 12.9.6 prompted by 11.3.2.2: the game is lost, the opponent wins. */
static void
test_penalty_loss (void)
{
  g_autoptr (HakemSession) s = session_with (NULL, "e2e4 e7e5");
  ChessPenalty p = { CHESS_PENALTY_LOSS, CHESS_WHITE, 0, CHESS_SCORE_LOSS, CHESS_SCORE_WIN, 0 };
  ChessPenaltyEffect effect;
  g_assert_true (hakem_session_apply_penalty (s, &p, "11.3.2.2", NULL, &effect));
  assert_outcome (s, "0–1 penalty, 11.3.2.2");
  assert_refuses_play (s, find_move (&hakem_session_get_game (s)->current, "g1f3"));
  /* 10.2 allows 0-0, which no PGN result stands for: the scores say it. */
  g_autoptr (HakemSession) both = session_with (NULL, "e2e4 e7e5");
  ChessPenalty q = { CHESS_PENALTY_LOSS, CHESS_WHITE, 0, CHESS_SCORE_LOSS, CHESS_SCORE_LOSS, 0 };
  g_assert_true (hakem_session_apply_penalty (both, &q, "11.3.2.2", NULL, &effect));
  assert_outcome (both, "0–0 penalty, 11.3.2.2");
}

/* 9.1.2, 5.2.3: agreed after each player has moved. */
static void
test_agreement (void)
{
  g_autoptr (HakemSession) s = session_with (NULL, "e2e4 e7e5");
  HakemResultCase c = { .kind = HAKEM_RESULT_AGREEMENT };
  HakemResultRuling r;
  HakemResultError err;
  g_assert_true (hakem_session_apply_result (s, &c, NULL, &r, &err));
  assert_outcome (s, "½–½ draw by agreement, 9.1");
  assert_refuses_play (s, find_move (&hakem_session_get_game (s)->current, "g1f3"));
}

/* The case file keeps why the game ended; a file from before that was kept says what it can. */
static void
test_casefile_keeps_reason (void)
{
  g_autoptr (HakemSession) s = session_with ("4k3/8/8/8/8/8/4K3/4R3 w - - 100 80", NULL);
  claim (s, CHESS_CLAIM_FIFTY);
  g_autofree char *xml = hakem_casefile_to_xml (s);
  g_assert_nonnull (strstr (xml, "reason=\"fifty\""));
  g_autoptr (HakemSession) back = hakem_session_new ();
  g_autoptr (GError) error = NULL;
  g_assert_true (hakem_casefile_from_xml (back, xml, strlen (xml), &error));
  g_assert_no_error (error);
  assert_outcome (back, "½–½ fifty-move rule, 9.3");
  assert_refuses_play (back, find_move (&hakem_session_get_game (back)->current, "e1a1"));

  /* An older file has only the ending: a correct claim (9.5.2). */
  g_autoptr (GString) old = g_string_new (xml);
  g_string_replace (old, " reason=\"fifty\"", "", 1);
  g_string_replace (old, " reason-articles=\"9.3\"", "", 1);
  g_assert_null (strstr (old->str, "reason"));
  g_autoptr (HakemSession) older = hakem_session_new ();
  g_assert_true (hakem_casefile_from_xml (older, old->str, old->len, &error));
  g_assert_no_error (error);
  assert_outcome (older, "½–½ correct draw claim, 9.5.2");
}

static void
assert_contains (const char *text, const char *part)
{
  if (!text || !strstr (text, part))
    g_error ("\"%s\" is not in \"%s\"", part, text);
}

/* Every incident names its player as the record does, and a ruling that rests on "can the
 * opponent still checkmate?" says why, with the material (6.9, 7.5.5, 5.1.2). */
static void
test_named_and_why (void)
{
  g_autoptr (HakemSession) s = session_with (NULL, KNIGHTS_TWICE);
  hakem_session_set_tag (s, "White", "Carlsen, Magnus");
  hakem_session_set_tag (s, "Black", "Nepomniachtchi, Ian");
  claim (s, CHESS_CLAIM_THREEFOLD);
  const HakemIncident *i = hakem_session_get_incident (s, hakem_session_get_incident_count (s) - 1);
  assert_contains (i->ruling, "White (Carlsen, Magnus) claims a draw by threefold repetition "
                              "(Article 9.2).");
  /* The evidence, cited as moves (9.2.2: the same position, White to move, three times). */
  assert_contains (i->ruling, "The position has occurred 3 times: at the start of the game and "
                              "after 2...Ng8 and 4...Ng8.");
  g_autofree char *comment = hakem_incident_to_pgn_comment (i);
  assert_contains (comment, "White (Carlsen, Magnus)");

  /* 6.9: Black's flag falls; White's bare king cannot checkmate. */
  g_autoptr (HakemSession) f = session_with ("3qk3/8/8/8/8/8/8/4K3 b - - 0 60", NULL);
  hakem_session_set_tag (f, "Black", "Nepomniachtchi, Ian");
  ChessFlagCase c;
  ChessRuling r;
  g_assert_true (
      hakem_session_rule_flag (f, CHESS_BLACK, CHESS_FLAG_SEEN_BY_ARBITER, TRUE, &c, &r, NULL));
  hakem_session_apply_flag (f, &c, &r, NULL);
  i = hakem_session_get_incident (f, 0);
  assert_contains (i->ruling, "The flag of Black (Nepomniachtchi, Ian) has fallen");
  assert_contains (i->ruling, "White cannot checkmate by any series of legal moves: K against "
                              "K+Q");

  /* 7.5.5: White's second illegal move; Black, with K+R, can still checkmate. */
  g_autoptr (HakemSession) m = session_with ("4k3/8/8/8/8/8/7r/K7 w - - 0 60", NULL);
  for (int n = 0; n < 2; n++)
    {
      ChessIrregularityCase ic = { .kind = CHESS_IRREGULARITY_ILLEGAL_MOVE, .ply = -1 };
      g_assert_true (hakem_session_rule_irregularity (m, &ic, &r, NULL));
      hakem_session_apply_irregularity (m, &ic, &r, NULL);
    }
  i = hakem_session_get_incident (m, 1);
  assert_contains (i->ruling, "White completed an illegal move");
  assert_contains (i->ruling, "Black can still checkmate by a series of legal moves: K+R against "
                              "K");
  assert_outcome (m, "0–1 second illegal move, 7.5.5");

  /* 5.1.2: White resigns with a queen against a bare king: Black cannot checkmate. */
  g_autoptr (HakemSession) q = session_with ("4k3/8/8/8/8/8/8/3QK3 w - - 0 60", NULL);
  HakemResultCase rc = { .kind = HAKEM_RESULT_RESIGNATION, .player = CHESS_WHITE };
  HakemResultRuling rr;
  g_assert_true (hakem_session_apply_result (q, &rc, NULL, &rr, NULL));
  i = hakem_session_get_incident (q, 0);
  assert_contains (i->ruling, "(K against K+Q)");
  assert_outcome (q, "½–½ resignation; the opponent cannot checkmate, 5.1.2");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/end/threefold-ends-and-reopens", test_threefold_ends_and_reopens);
  g_test_add_func ("/end/fifty", test_fifty);
  g_test_add_func ("/end/checkmate-by-move", test_checkmate_by_move);
  g_test_add_func ("/end/flag-draw", test_flag_draw);
  g_test_add_func ("/end/flag-loss", test_flag_loss);
  g_test_add_func ("/end/second-illegal-move", test_second_illegal_move);
  g_test_add_func ("/end/penalty-loss", test_penalty_loss);
  g_test_add_func ("/end/illegal-position", test_illegal_position);
  g_test_add_func ("/end/agreement", test_agreement);
  g_test_add_func ("/end/casefile-keeps-reason", test_casefile_keeps_reason);
  g_test_add_func ("/end/named-and-why", test_named_and_why);
  return g_test_run ();
}
