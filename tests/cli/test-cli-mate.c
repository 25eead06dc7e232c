/* test-cli-mate.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The CLI contract of 'hakem-cli canmate' and 'hakem-cli dead', with answers worked out by hand.
 *
 * A "yes" is checked twice: against the answer reasoned out beside the case, and by replaying the
 * printed line through 'hakem-cli check', which knows nothing of the search: the line must be
 * legal from the position and end in checkmate by the side asked about.
 */
#include "cli-test-util.h"

#include <glib/gstdio.h>
#include <string.h>

typedef struct
{
  const char *name;
  const char *fen;
  const char *side;
  const char *answer;   /* "yes" or "no" */
  const char *proof;    /* the 'proof:' value, or NULL when the way to a line is the search's */
  const char *contains; /* a move every helpmate must contain, or NULL */
} CanmateCase;

static const CanmateCase canmate_cases[] = {
  /* A lone king never gives check, so it never mates (6.9: a flag fall of the other side is a
   * draw); a queen mates a lone king (textbook). */
  { "lone-king", "8/8/4k3/8/8/8/3q4/K7 w - - 0 1", "white", "no", "material", NULL },
  { "queen", "8/8/4k3/8/8/8/3q4/K7 w - - 0 1", "black", "yes", "helpmate", NULL },
  /* K+B against K: one bishop never mates a lone king (5.2.2). */
  { "bishop", "8/8/8/4k3/8/3KB3/8/8 w - - 0 1", "white", "no", "material", NULL },
  /* K+N+N against K: Ka8 with White's Kc7, Nc6 and Nb6 is mate, though it cannot be forced. */
  { "two-knights", "8/8/4k3/8/8/3NN3/8/4K3 w - - 0 1", "white", "yes", "helpmate", NULL },
  /* K+N against K+B: the knight mates with the bishop as a blocker (Kh8, Bg8 against Kh6 and a
   * knight to g6). */
  { "knight-against-bishop", "8/8/4k3/3b4/8/3N4/8/4K3 w - - 0 1", "white", "yes", "helpmate",
    NULL },
  /* White has a light bishop; Black's pawn on b2 can only promote on b1 (its captures land on a1
   * and c1, where only White's king could stand to be taken). A queen, a rook or a light bishop
   * there never lets a light bishop mate; as a pawn it never shields both dark neighbours of its
   * king. So every helpmate of White passes through b1=N. */
  { "underpromotion", "8/8/8/4k3/8/8/1p6/4KB2 w - - 0 1", "white", "yes", "helpmate", "b2b1n" },
  /* Black has mated (1.f3 e5 2.g4 Qh4#): the position itself is the proof; White can do
   * nothing more. */
  { "mated", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", "black", "yes",
    "checkmate", NULL },
  { "mated-other-side", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", "white",
    "no", "no-moves", NULL },
  /* Stalemate (5.2.1): no legal move, the game is over; nobody mates. */
  { "stalemate", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "white", "no", "no-moves", NULL },
  /* Pawns head to head on ranks 4 and 5, every square between attacked by a pawn: the kings
   * stay on their sides; the light bishop never reaches a dark black pawn nor crosses the
   * white pawns on the light squares of rank 4. Nothing is ever captured, no check is ever
   * given. */
  { "locked", "8/8/1k6/p1p1p1p1/P1P1P1P1/8/3K4/5B2 w - - 0 1", "white", "no", "blocked", NULL },
  /* Both sides mate from the initial position (Fool's mate for Black; its mirror for White). */
  { "initial-white", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "white", "yes",
    "helpmate", NULL },
  { "initial-black", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "black", "yes",
    "helpmate", NULL },
};

typedef struct
{
  const char *name;
  const char *fen;
  const char *dead;
} DeadCase;

static const DeadCase dead_cases[] = {
  /* Two lone kings. */
  { "bare-kings", "8/8/4k3/8/8/3K4/8/8 w - - 0 1", "yes" },
  /* Light bishops only: the mated king would stand on a light square and need both orthogonal
   * neighbours beside the checking diagonal covered, which are dark. */
  { "same-colour-bishops", "8/8/4k3/3b4/8/3B4/4B3/4K3 w - - 0 1", "yes" },
  /* Opposite bishops: Ka8, Ba7 against Kc7 and a bishop on the long diagonal. */
  { "opposite-bishops", "8/8/4k3/4b3/8/3B4/8/4K3 w - - 0 1", "no" },
  /* The locked chain with kings only. */
  { "locked", "8/8/1k6/p1p1p1p1/P1P1P1P1/8/3K4/8 w - - 0 1", "yes" },
  /* White's only move is Kxg2 (g1 and h2 touch the queen, which the king on f4 does not
   * guard), after which two lone kings remain. */
  { "forced-capture", "8/8/8/8/5k2/8/6q1/7K w - - 0 1", "yes" },
  /* Both sides mate from the initial position. */
  { "initial", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "no" },
  /* A rook mates a lone king. */
  { "rook", "8/8/8/3k4/8/8/3RK3/8 b - - 0 60", "no" },
};

/* The value of the line 'key: value' in out, or NULL when there is no such line. */
static char *
value_of (const char *out, const char *key)
{
  g_auto (GStrv) lines = g_strsplit (out, "\n", -1);
  g_autofree char *prefix = g_strdup_printf ("%s: ", key);
  for (int i = 0; lines[i]; i++)
    if (g_str_has_prefix (lines[i], prefix))
      return g_strdup (lines[i] + strlen (prefix));
  return NULL;
}

/* Replays the UCI moves of 'line' from fen through 'hakem-cli check' and requires them to end in
 * checkmate by 'side' after exactly their number of plies. */
static void
assert_line_mates (const char *fen, const char *side, const char *line)
{
  g_auto (GStrv) moves = g_strsplit (line, " ", -1);
  guint plies = g_strv_length (moves);
  g_assert_cmpuint (plies, >, 0);
  const char *result = strcmp (side, "white") == 0 ? "1-0" : "0-1";
  g_autofree char *pgn = g_strdup_printf ("[Event \"line\"]\n[SetUp \"1\"]\n[FEN \"%s\"]\n"
                                          "[Result \"%s\"]\n\n%s %s\n",
                                          fen, result, line, result);
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("hakem-mate-XXXXXX", &error);
  g_assert_no_error (error);
  g_autofree char *path = g_build_filename (dir, "line.pgn", NULL);
  g_assert_true (g_file_set_contents (path, pgn, -1, &error));
  g_auto (CliResult) res = { 0 };
  cli_runv (&res, "check", path, NULL);
  g_autofree char *want
      = g_strdup_printf ("1\t%u\tcheckmate\twinner=%s\ngames: 1 errors: 0\n", plies, side);
  g_assert_cmpint (res.status, ==, 0);
  g_assert_cmpstr (res.out, ==, want);
  g_remove (path);
  g_rmdir (dir);
}

static void
test_canmate (gconstpointer data)
{
  const CanmateCase *c = data;
  g_auto (CliResult) res = { 0 };
  cli_runv (&res, "canmate", "--fen", c->fen, "--side", c->side, NULL);
  if (res.status != 0)
    g_test_message ("stderr: <%s>", res.err);
  g_assert_cmpint (res.status, ==, 0);
  g_assert_cmpstr (res.err, ==, "");
  g_autofree char *first = g_strdup_printf ("canmate: %s\n", c->answer);
  g_assert_true (g_str_has_prefix (res.out, first));
  g_autofree char *proof = value_of (res.out, "proof");
  if (c->proof)
    g_assert_cmpstr (proof, ==, c->proof);
  g_autofree char *line = value_of (res.out, "line");
  if (g_strcmp0 (proof, "helpmate") == 0)
    {
      g_assert_nonnull (line);
      assert_line_mates (c->fen, c->side, line);
      if (c->contains)
        {
          g_auto (GStrv) moves = g_strsplit (line, " ", -1);
          g_assert_true (g_strv_contains ((const char *const *) moves, c->contains));
        }
    }
  else
    /* Only a helpmate has a line to show. */
    g_assert_null (line);
}

static void
test_dead (gconstpointer data)
{
  const DeadCase *c = data;
  g_auto (CliResult) res = { 0 };
  cli_runv (&res, "dead", "--fen", c->fen, NULL);
  g_assert_cmpint (res.status, ==, 0);
  g_assert_cmpstr (res.err, ==, "");
  g_autofree char *first = g_strdup_printf ("dead: %s\n", c->dead);
  g_assert_true (g_str_has_prefix (res.out, first));
  /* Not dead: some side has a helpmate, shown as a line that must replay. */
  g_autofree char *line = value_of (res.out, "line");
  if (strcmp (c->dead, "no") == 0)
    {
      g_autofree char *white = value_of (res.out, "white");
      g_autofree char *black = value_of (res.out, "black");
      gboolean by_white = g_str_has_prefix (white, "yes");
      g_assert_true (by_white || g_str_has_prefix (black, "yes"));
      if (line && *line)
        assert_line_mates (c->fen, by_white ? "white" : "black", line);
    }
  else
    g_assert_null (line);
}

#define MAX_ARGS 8

typedef struct
{
  const char *name;
  const char *args[MAX_ARGS + 1];
  const char *what;
  const char *where; /* NULL when only 'what' is named */
} ErrorCase;

#define KINGS "4k3/8/8/8/8/8/8/4K3 w - - 0 1"

static const ErrorCase error_cases[] = {
  { "canmate-no-fen", { "canmate", "--side", "white" }, "--fen", NULL },
  { "canmate-no-side", { "canmate", "--fen", KINGS }, "--side", "required" },
  { "claim-no-side", { "claim", "--pgn", "x.pgn", "--kind", "fifty" }, "--by", "required" },
  { "flag-no-side", { "flag", "--fen", KINGS }, "--flagged", "required" },
  { "canmate-bad-side", { "canmate", "--fen", KINGS, "--side", "green" }, "--side", "green" },
  /* "4k3/8/8/8/8/8/8/4K3" is 19 characters, so the side to move is in column 21. */
  { "canmate-bad-fen",
    { "canmate", "--fen", "4k3/8/8/8/8/8/8/4K3 x - - 0 1", "--side", "white" },
    "--fen",
    "column 21" },
  { "canmate-extra", { "canmate", "--fen", KINGS, "--side", "white", "extra" }, "extra", NULL },
  { "canmate-unknown-option", { "canmate", "--bogus" }, "--bogus", NULL },
  { "dead-no-fen", { "dead" }, "--fen", NULL },
  /* Two white kings: the count of kings is wrong. */
  { "dead-bad-fen", { "dead", "--fen", "4k3/8/8/8/8/8/8/4KK2 w - - 0 1" }, "--fen", "column" },
  { "dead-extra", { "dead", "--fen", KINGS, "extra" }, "extra", NULL },
  { "dead-side", { "dead", "--fen", KINGS, "--side", "white" }, "--side", NULL },
};

static void
test_error (gconstpointer data)
{
  const ErrorCase *c = data;
  g_auto (CliResult) res = { 0 };
  cli_run (&res, c->args);
  cli_assert_usage_error (&res, c->what, c->where, NULL);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* One wrong case must not hide the verdicts on the others. */
  g_test_set_nonfatal_assertions ();
  for (gsize i = 0; i < G_N_ELEMENTS (canmate_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/cli/canmate/%s", canmate_cases[i].name);
      g_test_add_data_func (path, &canmate_cases[i], test_canmate);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (dead_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/cli/dead/%s", dead_cases[i].name);
      g_test_add_data_func (path, &dead_cases[i], test_dead);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (error_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/cli/mate/error/%s", error_cases[i].name);
      g_test_add_data_func (path, &error_cases[i], test_error);
    }
  return g_test_run ();
}
