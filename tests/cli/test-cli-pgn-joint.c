/* test-cli-pgn-joint.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Every PGN Hakem writes, read back by every reader it has and by pgn-extract: the same games.
 *
 * Issue 25: a game with five incidents saved with Ctrl+S listed as three games, because the
 * writer wrapped a comment before "[%emt ...]" and the game list took that line for a tag. The
 * writers here are the real ones: the window's save (hakem_session_to_pgn) of a game with clock
 * stamps and five incidents, of the built-in scenarios replayed, of the cases in tests/data and
 * of the scenario scenario-from-case writes; and the round view's board (hakem_round_board_to_pgn).
 * Their output, alone, a one-game file joined to a seven-game one, and all of it in one file, is
 * read by the game list (the chooser's model), by the session from each listed offset (what
 * picking a game in the chooser does), by the full reader, by `hakem-cli check`, and by
 * pgn-extract, which owes nothing to Hakem. Each must find the games written, with their moves.
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "chess-pgn.h"
#include "chess-san.h"
#include "cli-test-util.h"
#include "hakem-casefile.h"
#include "hakem-incident.h"
#include "hakem-pgn-index.h"
#include "hakem-round-board.h"
#include "hakem-scenario.h"
#include "hakem-session.h"

#ifndef PGN_EXTRACT
#error "PGN_EXTRACT must name pgn-extract, or be empty when meson did not find it"
#endif

/* The "Opera game" (Paris 1858) as published. */
static const char opera_san[]
    = "e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 Bxb5+ "
      "Nbd7 O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#";

/* One written text and the games it holds, each as its moves in SAN separated by spaces. */
typedef struct
{
  char *name;
  GString *text;
  GPtrArray *games;
} Written;

static Written *
written_new (const char *name)
{
  Written *w = g_new0 (Written, 1);
  w->name = g_strdup (name);
  w->text = g_string_new (NULL);
  w->games = g_ptr_array_new_with_free_func (g_free);
  return w;
}

static void
written_free (Written *w)
{
  g_free (w->name);
  g_string_free (w->text, TRUE);
  g_ptr_array_unref (w->games);
  g_free (w);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Written, written_free)

/* The moves of a record, as the writer was given them. */
static char *
san_moves (const ChessGame *g)
{
  GString *s = g_string_new (NULL);
  ChessPosition pos = g->start;
  for (int i = 0; i < g->count; i++)
    {
      char san[CHESS_SAN_MAX];
      g_string_append_printf (
          s, "%s%s", s->len ? " " : "",
          chess_san_write (&pos, g->moves[i].move, CHESS_SAN_ENGLISH, san, sizeof san));
      ChessUndo undo;
      chess_position_make (&pos, g->moves[i].move, &undo);
    }
  return g_string_free (s, FALSE);
}

/* Appends a game as a writer wrote it, with the record it was written from. */
static void
add_game (Written *w, const char *text, const ChessGame *record)
{
  g_assert_nonnull (text);
  g_string_append (w->text, text);
  g_ptr_array_add (w->games, san_moves (record));
}

static void
add_session (Written *w, HakemSession *s)
{
  g_autofree char *pgn = hakem_session_to_pgn (s);
  add_game (w, pgn, hakem_session_get_game (s));
}

static void
join (Written *to, const Written *from, guint games)
{
  /* Whole games only: the texts are cut at the starts of the games as written. */
  g_assert_cmpuint (games, ==, from->games->len);
  g_string_append (to->text, from->text->str);
  for (guint i = 0; i < from->games->len; i++)
    g_ptr_array_add (to->games, g_strdup (g_ptr_array_index (from->games, i)));
}

static char *
write_temp (const char *text, gsize len)
{
  g_autoptr (GError) error = NULL;
  char *path = NULL;
  int fd = g_file_open_tmp ("hakem-joint-XXXXXX.pgn", &path, &error);
  g_assert_no_error (error);
  close (fd);
  g_assert_true (g_file_set_contents (path, text, (gssize) len, NULL));
  return path;
}

/* ---- the writers ---- */

/* A standard game with clock stamps on every move (the elapsed times with milliseconds, as the
 * window records them) and five incidents whose long texts wrap over several lines. */
static HakemSession *
session_with_incidents (void)
{
  g_auto (GStrv) moves = g_strsplit (opera_san, " ", -1);
  GString *pgn = g_string_new ("[Event \"Paris\"]\n[White \"Morphy\"]\n[Black \"Duke Karl / Count "
                               "Isouard\"]\n[TimeControl \"5400+30\"]\n\n");
  for (guint i = 0; moves[i]; i++)
    {
      if (i % 2 == 0)
        g_string_append_printf (pgn, "%u. ", i / 2 + 1);
      g_string_append_printf (pgn, "%s {[%%clk 1:%02u:%02u] [%%emt 0:00:%02u.%03u]} ", moves[i],
                              59 - i, (i * 7) % 60, (i * 3) % 60, 788 + i);
    }
  g_string_append (pgn, "1-0\n");
  g_autofree char *path = write_temp (pgn->str, pgn->len);
  g_string_free (pgn, TRUE);
  HakemSession *s = hakem_session_new ();
  g_autofree char *msg = NULL;
  g_assert_true (hakem_session_load_pgn (s, path, &msg));
  g_unlink (path);
  static const struct
  {
    HakemIncidentKind kind;
    int ply;
    const char *articles, *ruling, *note;
  } incidents[] = {
    { HAKEM_INCIDENT_CLAIM, 4, "9.2.1.1 9.5.3",
      "The claim of a draw by repetition is incorrect: the position occurred twice only, two "
      "minutes are added to the opponent's time",
      "White wrote the move on the scoresheet and stopped the clocks [as he was told]" },
    { HAKEM_INCIDENT_ILLEGAL_MOVE, 10, "7.5.1 7.5.5",
      "An illegal move completed: the position before it is reinstated and the opponent gets "
      "two minutes",
      "%% the second illegal move of this player would lose the game" },
    { HAKEM_INCIDENT_PENALTY, 17, "12.9.2 11.3.1",
      "Black's mobile phone made a sound in the playing venue: the game is lost", NULL },
    { HAKEM_INCIDENT_CLOCK, 25, "6.11.1 6.11.2",
      "The clock was stopped to call the arbiter; it is set again as the players' times were",
      "[Hakem] [%clk 0:10:00] written here by the arbiter" },
    { HAKEM_INCIDENT_NOTE, 33, "",
      "A spectator spoke to White after the move; nothing was ruled, the spectator was asked to "
      "leave the playing area",
      "[x] [y] [z] %a %b %c ends the notes of this game" },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (incidents); i++)
    {
      gint64 clocks[2] = { 3600000 - (gint64) i * 61789, 3500000 - (gint64) i * 59123 };
      hakem_session_add_incident (s, hakem_incident_new (incidents[i].kind, incidents[i].ply,
                                                         clocks, incidents[i].articles,
                                                         incidents[i].ruling, incidents[i].note));
    }
  g_assert_cmpint (hakem_session_get_game (s)->count, ==, 33);
  return s;
}

static Written *
write_saved_game (void)
{
  Written *w = written_new ("saved-game");
  g_autoptr (HakemSession) s = session_with_incidents ();
  add_session (w, s);
  /* The issue's case: a comment of the save wrapped before "[%emt". No line may start so. */
  g_auto (GStrv) lines = g_strsplit (w->text->str, "\n", -1);
  gboolean movetext = FALSE;
  for (guint i = 0; lines[i]; i++)
    {
      movetext = movetext || lines[i][0] == '\0';
      if (movetext && (lines[i][0] == '[' || lines[i][0] == '%'))
        g_error ("line %u of the save starts with '%c':\n%s", i + 1, lines[i][0], w->text->str);
    }
  return w;
}

/* The round view's board written from the game the feed read (the same save's text). */
static Written *
write_round_board (const Written *saved)
{
  Written *w = written_new ("round-board");
  ChessPgnMemory src;
  ChessPgnReader *reader = g_new0 (ChessPgnReader, 1);
  chess_pgn_reader_init_memory (reader, &src, saved->text->str, saved->text->len, CHESS_SAN_ENGLISH,
                                0);
  ChessGame game = { 0 };
  ChessPgnProblem problem;
  g_assert_cmpint (chess_pgn_read_game (reader, &game, &problem), ==, CHESS_PGN_GAME);
  g_autoptr (HakemRoundBoard) board = hakem_round_board_new ("1\x1f"
                                                             "1",
                                                             "1", "1", "Morphy", "Allies");
  hakem_round_board_update (board, &game, &problem, NULL, NULL);
  g_autofree char *text = hakem_round_board_to_pgn (board);
  add_game (w, text, hakem_round_board_get_game (board));
  chess_game_clear (&game);
  chess_pgn_reader_clear (reader);
  g_free (reader);
  return w;
}

/* The built-in training scenarios, replayed to their incident, saved as the window saves. */
static Written *
write_builtin_scenarios (void)
{
  Written *w = written_new ("builtin-scenarios");
  g_auto (GStrv) paths = hakem_scenario_builtin_paths ();
  for (guint i = 0; paths && paths[i]; i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (HakemScenario) sc = hakem_scenario_load_builtin (paths[i], &error);
      g_assert_no_error (error);
      g_autoptr (HakemSession) s = hakem_session_new ();
      g_assert_true (hakem_scenario_replay (sc, s, &error));
      g_assert_no_error (error);
      add_session (w, s);
    }
  return w;
}

/* The valid case files of the tests, saved as PGN. */
static Written *
write_cases (void)
{
  Written *w = written_new ("cases");
  static const char *const cases[]
      = { "casefile/valid.hakem", "casefile/short-offset.hakem", "scenario/claim-names.hakem" };
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_build_filename (TEST_DATA_DIR, cases[i], NULL);
      g_autoptr (HakemSession) s = hakem_session_new ();
      g_autoptr (GError) error = NULL;
      g_assert_true (hakem_casefile_load (s, path, &error));
      g_assert_no_error (error);
      add_session (w, s);
    }
  return w;
}

/* The scenario scenario-from-case writes for the saved game's case (its first incident that
 * converts: the claim), replayed and saved. */
static Written *
write_scenario_from_case (void)
{
  Written *w = written_new ("scenario-from-case");
  g_autoptr (HakemSession) s = session_with_incidents ();
  g_autofree char *dir = g_dir_make_tmp ("hakem-joint-XXXXXX", NULL);
  g_assert_nonnull (dir);
  g_autofree char *case_path = g_build_filename (dir, "case.hakem", NULL);
  g_autofree char *out = g_build_filename (dir, "scenario.xml", NULL);
  g_autoptr (GError) error = NULL;
  g_assert_true (hakem_casefile_save (s, case_path, &error));
  g_auto (CliResult) res = { 0 };
  cli_run_command (&res, "scenario-from-case",
                   (const char *const[]){ case_path, "--incident", "1", "-o", out, NULL });
  g_assert_cmpint (res.status, ==, 0);
  g_autoptr (HakemScenario) sc = hakem_scenario_load (out, &error);
  g_assert_no_error (error);
  g_autoptr (HakemSession) replayed = hakem_session_new ();
  g_assert_true (hakem_scenario_replay (sc, replayed, &error));
  g_assert_no_error (error);
  add_session (w, replayed);
  g_unlink (out);
  g_unlink (case_path);
  g_rmdir (dir);
  return w;
}

/* ---- the readers ---- */

static void
read_by_index_and_chooser (const Written *w, const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (HakemPgnIndex) index = hakem_pgn_index_new_for_path (path, &error);
  g_assert_no_error (error);
  GListModel *list = G_LIST_MODEL (index);
  if (g_list_model_get_n_items (list) != w->games->len)
    g_error ("%s: the game list has %u games, %u were written:\n%s", w->name,
             g_list_model_get_n_items (list), w->games->len, w->text->str);
  for (guint i = 0; i < w->games->len; i++)
    {
      g_autoptr (HakemPgnGame) g = g_list_model_get_item (list, i);
      const char *want = g_ptr_array_index (w->games, i);
      g_auto (GStrv) moves = g_strsplit (want, " ", -1);
      g_assert_cmpuint (hakem_pgn_game_get_plies (g), ==, *want ? g_strv_length (moves) : 0);
      /* Picking the game in the chooser. */
      g_autoptr (HakemSession) s = hakem_session_new ();
      g_autofree char *msg = NULL;
      if (!hakem_session_load_pgn_at (s, path, hakem_pgn_game_get_offset (g),
                                      hakem_pgn_game_get_line (g), &msg))
        g_error ("%s: game %u of the list does not open: %s", w->name, i + 1, msg);
      g_autofree char *got = san_moves (hakem_session_get_game (s));
      g_assert_cmpstr (got, ==, want);
    }
}

static void
read_by_reader (const Written *w)
{
  ChessPgnMemory src;
  ChessPgnReader *reader = g_new0 (ChessPgnReader, 1);
  chess_pgn_reader_init_memory (reader, &src, w->text->str, w->text->len, CHESS_SAN_ENGLISH, 0);
  for (guint i = 0;; i++)
    {
      ChessGame game = { 0 };
      ChessPgnProblem problem;
      ChessPgnStatus st = chess_pgn_read_game (reader, &game, &problem);
      if (st == CHESS_PGN_END)
        {
          g_assert_cmpuint (i, ==, w->games->len);
          chess_game_clear (&game);
          break;
        }
      g_assert_cmpint (st, ==, CHESS_PGN_GAME);
      g_assert_cmpuint (i, <, w->games->len);
      g_assert_cmpint (problem.code, ==, CHESS_PGN_OK);
      g_assert_cmpint (problem.warning_count, ==, 0);
      g_autofree char *got = san_moves (&game);
      g_assert_cmpstr (got, ==, g_ptr_array_index (w->games, i));
      chess_game_clear (&game);
    }
  chess_pgn_reader_clear (reader);
  g_free (reader);
}

static void
read_by_check (const Written *w, const char *path)
{
  g_auto (CliResult) res = { 0 };
  cli_run_command (&res, "check", (const char *const[]){ path, NULL });
  g_autofree char *summary = g_strdup_printf ("games: %u errors: 0\n", w->games->len);
  if (res.status != 0 || !g_str_has_suffix (res.out, summary))
    g_error ("%s: check says\n%s%s", w->name, res.out, res.err);
  g_assert_cmpstr (res.err, ==, "");
}

static gboolean
is_result (const char *word)
{
  return g_str_equal (word, "*") || g_str_equal (word, "1-0") || g_str_equal (word, "0-1")
         || g_str_equal (word, "1/2-1/2");
}

static void
read_by_pgn_extract (const Written *w, const char *path)
{
  if (!*PGN_EXTRACT)
    {
      g_test_fail_printf ("pgn-extract was not found (build-aux/packages.txt installs it)");
      return;
    }
  /* The moves alone, a game's on one line, games apart by an empty line. */
  const char *argv[] = { PGN_EXTRACT,   "--notags", "-C",     "-N", "-V", "--nomovenumbers",
                         "--noresults", "-w",       "100000", path, NULL };
  g_autofree char *out = NULL, *err = NULL;
  int status = -1;
  g_autoptr (GError) error = NULL;
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err,
                               &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_autoptr (GPtrArray) games = g_ptr_array_new_with_free_func (g_free);
  g_auto (GStrv) blocks = g_regex_split_simple ("\n\\s*\n", out, 0, 0);
  for (guint i = 0; blocks[i]; i++)
    {
      g_auto (GStrv) words = g_strsplit_set (blocks[i], " \n", -1);
      g_autoptr (GString) moves = g_string_new (NULL);
      gboolean any = FALSE;
      for (guint k = 0; words[k]; k++)
        {
          if (!*words[k])
            continue;
          any = TRUE;
          if (!is_result (words[k]))
            g_string_append_printf (moves, "%s%s", moves->len ? " " : "", words[k]);
        }
      if (any)
        g_ptr_array_add (games, g_strdup (moves->str));
    }
  if (games->len != w->games->len)
    g_error ("%s: pgn-extract reads %u games, %u were written:\n%s\n%s", w->name, games->len,
             w->games->len, out, err);
  for (guint i = 0; i < games->len; i++)
    g_assert_cmpstr (g_ptr_array_index (games, i), ==, g_ptr_array_index (w->games, i));
  guint n = w->games->len;
  g_autofree char *matched
      = g_strdup_printf ("%u game%s matched out of %u.", n, n == 1 ? "" : "s", n);
  g_assert_nonnull (strstr (err, matched));
}

static void
read_back (const Written *w)
{
  g_test_message ("%s: %u games, %zu bytes", w->name, w->games->len, w->text->len);
  g_autofree char *path = write_temp (w->text->str, w->text->len);
  read_by_index_and_chooser (w, path);
  read_by_reader (w);
  read_by_check (w, path);
  read_by_pgn_extract (w, path);
  g_unlink (path);
}

/* ---- the tests ---- */

static void
test_saved_game (void)
{
  g_autoptr (Written) w = write_saved_game ();
  g_assert_cmpuint (w->games->len, ==, 1);
  read_back (w);
}

static void
test_round_board (void)
{
  g_autoptr (Written) saved = write_saved_game ();
  g_autoptr (Written) w = write_round_board (saved);
  read_back (w);
}

static void
test_builtin_scenarios (void)
{
  g_autoptr (Written) w = write_builtin_scenarios ();
  read_back (w);
}

static void
test_cases (void)
{
  g_autoptr (Written) w = write_cases ();
  read_back (w);
}

static void
test_scenario_from_case (void)
{
  g_autoptr (Written) w = write_scenario_from_case ();
  read_back (w);
}

/* A one-game file joined to a seven-game one: eight games (the issue's list showed nine). */
static void
test_one_and_seven (void)
{
  g_autoptr (Written) saved = write_saved_game ();
  g_autoptr (Written) scenarios = write_builtin_scenarios ();
  g_assert_cmpuint (scenarios->games->len, >=, 8);
  /* The first seven games of the scenarios' file, cut where the eighth begins. */
  g_autoptr (Written) first = written_new ("one-and-seven");
  join (first, saved, 1);
  const char *text = scenarios->text->str;
  const char *cut = text;
  for (guint i = 0; i < 7; i++)
    {
      cut = strstr (cut + 1, "\n[Event ");
      g_assert_nonnull (cut);
    }
  g_string_append_len (first->text, text, cut + 1 - text);
  for (guint i = 0; i < 7; i++)
    g_ptr_array_add (first->games, g_strdup (g_ptr_array_index (scenarios->games, i)));
  g_assert_cmpuint (first->games->len, ==, 8);
  read_back (first);
}

/* Everything every writer wrote, in one file. */
static void
test_all_in_one (void)
{
  g_autoptr (Written) saved = write_saved_game ();
  g_autoptr (Written) round = write_round_board (saved);
  g_autoptr (Written) scenarios = write_builtin_scenarios ();
  g_autoptr (Written) cases = write_cases ();
  g_autoptr (Written) from_case = write_scenario_from_case ();
  g_autoptr (Written) all = written_new ("all");
  const Written *parts[] = { saved, round, scenarios, cases, from_case, saved };
  for (gsize i = 0; i < G_N_ELEMENTS (parts); i++)
    join (all, parts[i], parts[i]->games->len);
  read_back (all);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/pgn-joint/saved-game", test_saved_game);
  g_test_add_func ("/pgn-joint/round-board", test_round_board);
  g_test_add_func ("/pgn-joint/builtin-scenarios", test_builtin_scenarios);
  g_test_add_func ("/pgn-joint/cases", test_cases);
  g_test_add_func ("/pgn-joint/scenario-from-case", test_scenario_from_case);
  g_test_add_func ("/pgn-joint/one-and-seven", test_one_and_seven);
  g_test_add_func ("/pgn-joint/all-in-one", test_all_in_one);
  return g_test_run ();
}
