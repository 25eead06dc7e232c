/* test-round-feed.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The round feed on simulated electronic boards: files that grow, are rewritten, cut or added
 * mid-round, a share without notifications, and each flag at the ply the Laws put it.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <sys/stat.h>
#include <stdio.h>
#include <string.h>

#include "chess-pgn.h"
#include "hakem-casefile.h"
#include "hakem-file-read.h"
#include "hakem-round-desk.h"
#include "hakem-round-feed.h"

typedef struct
{
  char *dir;
  GFile *location;
  HakemRoundFeed *feed;
  GPtrArray *events; /* "board event ply detail" */
} Fixture;

static void
on_event (HakemRoundFeed *feed, HakemRoundBoard *board, gpointer flag_ptr, gpointer user_data)
{
  Fixture *fx = user_data;
  const HakemRoundFlag *f = flag_ptr;
  g_autofree char *detail = hakem_round_detail_to_text (f->detail);
  g_ptr_array_add (fx->events, g_strdup_printf ("%s %s %d%s%s", hakem_round_board_get_label (board),
                                                hakem_round_kind_name (f->kind), f->ply,
                                                detail ? " " : "", detail ? detail : ""));
}

static void
fixture_setup (Fixture *fx, gconstpointer data)
{
  fx->dir = g_dir_make_tmp ("hakem-round-XXXXXX", NULL);
  g_assert_nonnull (fx->dir);
  fx->events = g_ptr_array_new_with_free_func (g_free);
}

static void
fixture_teardown (Fixture *fx, gconstpointer data)
{
  g_clear_object (&fx->feed);
  g_clear_object (&fx->location);
  g_ptr_array_unref (fx->events);
  g_autoptr (GDir) d = g_dir_open (fx->dir, 0, NULL);
  const char *name;
  while (d && (name = g_dir_read_name (d)))
    {
      g_autofree char *p = g_build_filename (fx->dir, name, NULL);
      g_remove (p);
    }
  g_rmdir (fx->dir);
  g_free (fx->dir);
}

static char *
path_in (Fixture *fx, const char *name)
{
  return g_build_filename (fx->dir, name, NULL);
}

/* Writes in place (same inode), as a board's software that rewrites its file does. */
static void
write_in_place (const char *path, const char *mode, const char *text)
{
  FILE *f = fopen (path, mode);
  g_assert_nonnull (f);
  fputs (text, f);
  fclose (f);
}

static void
watch (Fixture *fx, const char *what)
{
  g_autofree char *p = what ? path_in (fx, what) : g_strdup (fx->dir);
  fx->location = g_file_new_for_path (p);
  fx->feed = hakem_round_feed_new (fx->location);
  g_signal_connect (fx->feed, "event", G_CALLBACK (on_event), fx);
}

static void
scan (Fixture *fx)
{
  g_autoptr (GError) error = NULL;
  g_assert_true (hakem_round_feed_scan (fx->feed, &error));
  g_assert_no_error (error);
}

static gboolean
has_event (Fixture *fx, const char *text)
{
  for (guint i = 0; i < fx->events->len; i++)
    if (strcmp (fx->events->pdata[i], text) == 0)
      return TRUE;
  return FALSE;
}

static guint
count_kind (Fixture *fx, const char *kind)
{
  guint n = 0;
  for (guint i = 0; i < fx->events->len; i++)
    n += strstr (fx->events->pdata[i], kind) != NULL;
  return n;
}

static void
dump (Fixture *fx)
{
  for (guint i = 0; i < fx->events->len; i++)
    g_test_message ("event: %s", (char *) fx->events->pdata[i]);
}

#define ASSERT_EVENT(fx, text)                                                                     \
  G_STMT_START                                                                                     \
  {                                                                                                \
    if (!has_event (fx, text))                                                                     \
      {                                                                                            \
        dump (fx);                                                                                 \
        g_error ("no event '%s'", text);                                                           \
      }                                                                                            \
  }                                                                                                \
  G_STMT_END

#define HEADER(board, result)                                                                      \
  "[Event \"Test Open\"]\n[Round \"1\"]\n[Board \"" board "\"]\n[White \"W" board                  \
  "\"]\n[Black \"B" board "\"]\n[Result \"" result "\"]\n\n"

/* Knights out and back from the initial position: the initial position stands again after 4, 8,
 * 12 and 16 half-moves. Its third occurrence (9.2.1) is at ply 8, its fifth (9.6.1) at ply 16. */
#define KNIGHTS_8 "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8"
#define KNIGHTS_16 KNIGHTS_8 " 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8"

static void
test_threefold_and_fivefold (Fixture *fx, gconstpointer data)
{
  g_autofree char *p = path_in (fx, "round.pgn");
  write_in_place (p, "w", HEADER ("1", "*") "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 *\n");
  watch (fx, "round.pgn");
  scan (fx);
  ASSERT_EVENT (fx, "1 board-added 0");
  g_assert_cmpuint (count_kind (fx, "threefold"), ==, 0);
  write_in_place (p, "w", HEADER ("1", "*") KNIGHTS_8 " *\n");
  scan (fx);
  ASSERT_EVENT (fx, "1 threefold-claimable 8 by=white");
  g_assert_cmpuint (count_kind (fx, "threefold"), ==, 1);
  write_in_place (p, "w", HEADER ("1", "*") KNIGHTS_16 " *\n");
  scan (fx);
  ASSERT_EVENT (fx, "1 fivefold 16");
  g_assert_cmpuint (count_kind (fx, "threefold"), ==, 1);
  /* Both times only the new moves were read, from the board's position. */
  g_assert_cmpuint (hakem_round_feed_get_games_extended (fx->feed), ==, 2);
  HakemRoundBoard *b = hakem_round_feed_find_board (fx->feed, "1\x1f"
                                                              "1");
  g_assert_cmpint (hakem_round_board_get_game (b)->count, ==, 16);
  /* Read again with nothing changed: nothing new. */
  guint before = fx->events->len;
  scan (fx);
  g_assert_cmpuint (fx->events->len, ==, before);
}

/* 9.3 counts 50 moves of each player (100 half-moves) without capture or pawn move; 9.6.2, 75 of
 * each (150). From a FEN whose halfmove clock is 96, the 100th comes after 4 half-moves; from
 * 146, the 150th after 4. The moves shuffle a rook and the kings (no repetition). */
#define ROOK_4 "1. Ra2 Ke7 2. Ra3 Ke8"

static void
test_fifty_and_seventy_five (Fixture *fx, gconstpointer data)
{
  g_autofree char *p = path_in (fx, "round.pgn");
  write_in_place (p, "w",
                  "[Round \"1\"]\n[Board \"7\"]\n[Result \"*\"]\n[SetUp \"1\"]\n"
                  "[FEN \"8/8/4k3/8/8/3K4/8/R7 w - - 96 60\"]\n\n" ROOK_4 " *\n\n"
                  "[Round \"1\"]\n[Board \"8\"]\n[Result \"*\"]\n[SetUp \"1\"]\n"
                  "[FEN \"8/8/4k3/8/8/3K4/8/R7 w - - 146 80\"]\n\n" ROOK_4 " *\n");
  watch (fx, "round.pgn");
  scan (fx);
  ASSERT_EVENT (fx, "7 fifty-claimable 4 by=white");
  ASSERT_EVENT (fx, "8 seventy-five 4");
  /* Board 8 started past the 50 moves: claimable from its first position. */
  ASSERT_EVENT (fx, "8 fifty-claimable 0 by=white");
  g_assert_cmpuint (count_kind (fx, "seventy-five"), ==, 1);
}

/* Dead position (5.2.2): after 1. Kxb2 only a black knight is left against the white king, and
 * neither side can checkmate. A clock at 0:00:00, a result against a checkmate, an illegal move. */
static void
test_dead_flag_result_illegal (Fixture *fx, gconstpointer data)
{
  g_autofree char *p = path_in (fx, "round.pgn");
  write_in_place (
      p, "w",
      "[Round \"2\"]\n[Board \"1\"]\n[Result \"*\"]\n[SetUp \"1\"]\n"
      "[FEN \"1n6/8/4k3/8/8/2K5/1r6/8 w - - 0 40\"]\n\n40. Kxb2 *\n\n" HEADER (
          "2", "*") "1. e4 {[%clk 1:29:58]} e5 {[%clk 1:29:50]} "
                    "2. Nf3 {[%clk 1:29:00]} Nc6 {[%clk 0:00:00]} *\n\n"
      /* Fool's mate: Black mates at ply 4, the result says White won. */
      HEADER ("3", "1-0") "1. f3 e5 2. g4 Qh4# 1-0\n\n" HEADER ("4", "*") "1. e4 e5 2. Ke3 *\n");
  watch (fx, "round.pgn");
  scan (fx);
  ASSERT_EVENT (fx, "1 dead-position 1");
  ASSERT_EVENT (fx, "2 flag-fallen 4 side=black");
  g_assert_cmpuint (count_kind (fx, "flag-fallen"), ==, 1);
  ASSERT_EVENT (fx, "3 checkmate 4 winner=black");
  ASSERT_EVENT (fx, "3 result-mismatch 4 result=1-0 expected=0-1");
  ASSERT_EVENT (fx, "4 illegal-move 3 move=Ke3");
  HakemRoundBoard *b = hakem_round_feed_find_board (fx->feed, "1\x1f"
                                                              "2");
  g_assert_nonnull (b);
  g_assert_cmpint (hakem_round_board_get_clock (b, CHESS_WHITE), ==, (1 * 3600 + 29 * 60) * 1000);
  g_assert_cmpint (hakem_round_board_get_clock (b, CHESS_BLACK), ==, 0);
  g_assert_cmpuint (hakem_round_board_get_flag_mask (b), ==, HAKEM_ROUND_FLAG_FALLEN);
}

/* Moves appended to a game are read from the board's position: their clocks, an illegal move and
 * the result stand at the game's plies, not the appended text's. */
static void
test_appended_moves (Fixture *fx, gconstpointer data)
{
  g_autofree char *p = path_in (fx, "board9.pgn");
  write_in_place (p, "w", HEADER ("9", "*") "1. e4 {[%clk 0:10:00]} e5 {[%clk 0:10:00]} *\n");
  watch (fx, "board9.pgn");
  scan (fx);
  write_in_place (p, "w",
                  HEADER ("9", "*") "1. e4 {[%clk 0:10:00]} e5 {[%clk 0:10:00]} "
                                    "2. Nf3 {[%clk 0:09:00]} Nc6 {[%clk 0:00:00]} *\n");
  scan (fx);
  ASSERT_EVENT (fx, "9 flag-fallen 4 side=black");
  write_in_place (p, "w",
                  HEADER ("9", "*") "1. e4 {[%clk 0:10:00]} e5 {[%clk 0:10:00]} "
                                    "2. Nf3 {[%clk 0:09:00]} Nc6 {[%clk 0:00:00]} 3. Ke3 *\n");
  scan (fx);
  ASSERT_EVENT (fx, "9 illegal-move 5 move=Ke3");
  g_assert_cmpuint (hakem_round_feed_get_games_extended (fx->feed), ==, 2);
  HakemRoundBoard *b = hakem_round_feed_find_board (fx->feed, "1\x1f"
                                                              "9");
  g_assert_cmpint (hakem_round_board_get_clock (b, CHESS_WHITE), ==, 9 * 60 * 1000);
  g_assert_cmpint (hakem_round_board_get_game (b)->count, ==, 4);
  /* What the window opens for a board with an illegal move: the moves before it, with clocks. */
  g_autofree char *pgn = hakem_round_board_to_pgn (b);
  g_assert_null (strstr (pgn, "Ke3"));
  /* Read back as any PGN file is: the feed's four moves and clocks, its tags, no result. */
  ChessPgnMemory src;
  ChessPgnReader reader;
  chess_pgn_reader_init_memory (&reader, &src, pgn, strlen (pgn), CHESS_SAN_ENGLISH, 0);
  ChessGame game;
  memset (&game, 0, sizeof game);
  ChessPgnProblem problem;
  g_assert_cmpint (chess_pgn_read_game (&reader, &game, &problem), ==, CHESS_PGN_GAME);
  g_assert_cmpint (problem.code, ==, CHESS_PGN_OK);
  g_assert_cmpstr (chess_game_get_tag (&game, "White"), ==, "W9");
  g_assert_cmpint (game.result, ==, CHESS_RESULT_NONE);
  g_assert_cmpint (game.count, ==, 4);
  static const int32_t clocks[] = { 600000, 600000, 540000, 0 };
  for (int i = 0; i < 4; i++)
    g_assert_cmpint (game.moves[i].clock_ms, ==, clocks[i]);
  chess_game_clear (&game);
  chess_pgn_reader_clear (&reader);
}

/* A round file where finished games stay and the live one grows: the next read starts after
 * the finished games, and only the new moves are judged. */
static void
test_growing_file (Fixture *fx, gconstpointer data)
{
  g_autofree char *p = path_in (fx, "round.pgn");
  const char *finished = HEADER ("1", "1-0") "1. f3 e5 2. g4 Qh4# 0-1\n\n";
  g_autofree char *first = g_strconcat (finished, HEADER ("2", "*"), "1. Nf3 Nf6 *\n", NULL);
  write_in_place (p, "w", first);
  watch (fx, "round.pgn");
  scan (fx);
  ASSERT_EVENT (fx, "2 board-added 0");
  guint64 parsed = hakem_round_feed_get_games_parsed (fx->feed);
  guint64 bytes = hakem_round_feed_get_bytes_read (fx->feed);
  g_assert_cmpuint (parsed, ==, 2);

  g_autofree char *second = g_strconcat (finished, HEADER ("2", "*"), KNIGHTS_8 " *\n", NULL);
  write_in_place (p, "r+", second);
  scan (fx);
  ASSERT_EVENT (fx, "2 threefold-claimable 8 by=white");
  /* Only the live game was read again, from after the finished one (and a few bytes before). */
  g_assert_cmpuint (hakem_round_feed_get_games_parsed (fx->feed), ==, parsed + 1);
  g_assert_cmpuint (hakem_round_feed_get_bytes_read (fx->feed) - bytes, <,
                    strlen (second) - strlen (finished) + 65);
  /* The board keeps its game and grew by the new moves. */
  HakemRoundBoard *b = hakem_round_feed_find_board (fx->feed, "1\x1f"
                                                              "2");
  g_assert_cmpint (hakem_round_board_get_game (b)->count, ==, 8);

  /* A game appended at the end (a board added mid-round in a round file). */
  write_in_place (p, "a", "\n" HEADER ("3", "*") "1. d4 *\n");
  scan (fx);
  ASSERT_EVENT (fx, "3 board-added 0");
  g_assert_cmpuint (g_list_model_get_n_items (hakem_round_feed_get_boards (fx->feed)), ==, 3);
}

/* The feed takes moves back (a board's operator corrected a move): the board drops them with
 * their flags, says so, and judges the new moves. A cut file is read again whole. */
static void
test_rewritten_file (Fixture *fx, gconstpointer data)
{
  g_autofree char *p = path_in (fx, "board5.pgn");
  write_in_place (p, "w", HEADER ("5", "*") KNIGHTS_8 " *\n");
  watch (fx, "board5.pgn");
  scan (fx);
  ASSERT_EVENT (fx, "5 threefold-claimable 8 by=white");
  write_in_place (p, "w", HEADER ("5", "*") "1. Nf3 Nf6 2. Ng1 Ng8 3. e4 *\n");
  scan (fx);
  ASSERT_EVENT (fx, "5 rewritten 4 dropped=4");
  HakemRoundBoard *b = hakem_round_feed_find_board (fx->feed, "1\x1f"
                                                              "5");
  g_assert_cmpint (hakem_round_board_get_game (b)->count, ==, 5);
  g_assert_cmpuint (hakem_round_board_get_flag_mask (b), ==, 0);
  /* The same moves again: the threefold is raised again, at its ply. */
  write_in_place (p, "w", HEADER ("5", "*") KNIGHTS_8 " *\n");
  scan (fx);
  g_assert_cmpuint (count_kind (fx, "threefold"), ==, 2);
  g_assert_cmpuint (hakem_round_board_get_flag_mask (b), ==, HAKEM_ROUND_THREEFOLD);
  /* Cut (truncated in place) to an empty file, then written again from the start. */
  write_in_place (p, "w", "");
  scan (fx);
  write_in_place (p, "w", HEADER ("5", "*") "1. e4 *\n");
  scan (fx);
  ASSERT_EVENT (fx, "5 rewritten 0 dropped=8");
  g_assert_cmpint (hakem_round_board_get_game (b)->count, ==, 1);
}

/* A game still being written (no termination marker yet) is not read: a cut "O-O-O" would read
 * as "O-O". It is read once whole. */
static void
test_half_written_game (Fixture *fx, gconstpointer data)
{
  g_autofree char *p = path_in (fx, "round.pgn");
  write_in_place (
      p, "w",
      HEADER ("1", "1/2-1/2") "1. e4 e5 1/2-1/2\n\n" HEADER (
          "2", "*") "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Qc2 Nbd7 7. O-O");
  watch (fx, "round.pgn");
  scan (fx);
  ASSERT_EVENT (fx, "1 board-added 0");
  g_assert_cmpuint (count_kind (fx, "board-added"), ==, 1);
  g_assert_cmpuint (hakem_round_feed_get_pending (fx->feed), ==, 1);
  write_in_place (p, "a", "-O *\n");
  scan (fx);
  ASSERT_EVENT (fx, "2 board-added 0");
  g_assert_cmpuint (hakem_round_feed_get_pending (fx->feed), ==, 0);
  HakemRoundBoard *b = hakem_round_feed_find_board (fx->feed, "1\x1f"
                                                              "2");
  const ChessGame *g = hakem_round_board_get_game (b);
  g_assert_cmpint (g->count, ==, 13);
  char uci[8];
  ChessPosition before;
  chess_game_position_at (g, 12, &before);
  g_assert_cmpstr (chess_move_to_uci (&before, g->moves[12].move, uci), ==, "e1c1");
}

/* A folder with one file per board; a board's file appears mid-round. */
static void
test_folder_board_added (Fixture *fx, gconstpointer data)
{
  g_autofree char *p1 = path_in (fx, "board1.pgn");
  write_in_place (p1, "w", HEADER ("1", "*") "1. e4 *\n");
  watch (fx, NULL);
  scan (fx);
  ASSERT_EVENT (fx, "1 board-added 0");
  g_autofree char *p2 = path_in (fx, "board2.pgn");
  write_in_place (p2, "w",
                  HEADER ("2", "*") "1. d4 d5 2. Nf3 Nf6 3. Ng1 Ng8 4. Nf3 Nf6 5. Ng1 Ng8 *\n");
  scan (fx);
  ASSERT_EVENT (fx, "2 board-added 0");
  /* d4 d5 then knights out and back: the position after ply 2 stands again at 6 and 10. */
  ASSERT_EVENT (fx, "2 threefold-claimable 10 by=white");
  g_assert_cmpuint (g_list_model_get_n_items (hakem_round_feed_get_boards (fx->feed)), ==, 2);
}

/* Each desk writes its own case file into the round folder; the reader puts every desk's
 * incidents beside their board. */
static void
test_desks (Fixture *fx, gconstpointer data)
{
  g_autofree char *a = hakem_round_casefile_name ("desk-a", "1", "3");
  g_autofree char *b = hakem_round_casefile_name ("desk/b", "1", "3");
  g_assert_cmpstr (a, ==, "round-1-board-3.desk-a.hakem");
  g_assert_cmpstr (b, ==, "round-1-board-3.desk_b.hakem");
  g_autofree char *p = path_in (fx, "round.pgn");
  write_in_place (p, "w", HEADER ("3", "*") "1. e4 e5 *\n");
  const char *desks[] = { a, b };
  for (int i = 0; i < 2; i++)
    {
      g_autoptr (HakemSession) s = hakem_session_new ();
      hakem_session_set_tag (s, "Round", "1");
      hakem_session_set_tag (s, "Board", "3");
      gint64 clocks[2] = { -1, -1 };
      hakem_session_add_incident (
          s, hakem_incident_new (i ? HAKEM_INCIDENT_NOTE : HAKEM_INCIDENT_CLAIM, 0, clocks,
                                 i ? "" : "9.2", "ruled", NULL));
      g_autofree char *cp = path_in (fx, desks[i]);
      g_autoptr (GError) error = NULL;
      g_assert_true (hakem_casefile_save (s, cp, &error));
    }
  /* A desk's case of a game that is no board of the round (no Board tag, no players). */
  g_autoptr (HakemSession) lone = hakem_session_new ();
  g_autofree char *lone_path = path_in (fx, "round-0-board-0.desk-z.hakem");
  g_assert_true (hakem_casefile_save (lone, lone_path, NULL));
  watch (fx, NULL);
  scan (fx);
  ASSERT_EVENT (fx, "3 incident 0 desk=round-1-board-3.desk-a.hakem incident=claim articles=9.2");
  ASSERT_EVENT (fx, "3 incident 0 desk=round-1-board-3.desk_b.hakem incident=note articles=none");
  g_assert_cmpuint (g_list_model_get_n_items (hakem_round_feed_get_boards (fx->feed)), ==, 1);
}

/* A draw recorded where the game ended in checkmate (5.1.1: the checkmate ends the game; the
 * result is the mating side's), and a result where none contradicts: nothing raised. */
static void
test_draw_recorded_at_mate (Fixture *fx, gconstpointer data)
{
  g_autofree char *p = path_in (fx, "round.pgn");
  /* Scholar's mate: White mates with 4. Qxf7# at ply 7. */
  write_in_place (
      p, "w",
      HEADER ("5", "1/2-1/2") "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1/2-1/2\n\n" HEADER (
          "6", "1-0") "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n");
  watch (fx, "round.pgn");
  scan (fx);
  ASSERT_EVENT (fx, "5 checkmate 7 winner=white");
  ASSERT_EVENT (fx, "5 result-mismatch 7 result=1/2-1/2 expected=1-0");
  ASSERT_EVENT (fx, "6 checkmate 7 winner=white");
  g_assert_cmpuint (count_kind (fx, "result-mismatch"), ==, 1);
}

/* A board's file replaced by a rename (a new inode) with a shorter text: the operator took the
 * last moves back. Read again whole, the board drops the moves and their flag. */
static void
test_renamed_over (Fixture *fx, gconstpointer data)
{
  g_autofree char *p = path_in (fx, "round.pgn");
  g_autofree char *tmp = path_in (fx, "round.pgn.part");
  write_in_place (p, "w",
                  HEADER ("1", "1-0") "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n" HEADER (
                      "2", "*") KNIGHTS_8 " *\n");
  watch (fx, "round.pgn");
  scan (fx);
  ASSERT_EVENT (fx, "2 threefold-claimable 8 by=white");
  /* Board 1's result corrected, board 2 cut back to 6 half-moves: the finished game before the
   * live one changed too, so no append read can be trusted. */
  write_in_place (tmp, "w",
                  HEADER ("1", "*") "1. e4 e5 2. Qh5 Nc6 *\n\n" HEADER (
                      "2", "*") "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 *\n");
  g_assert_cmpint (g_rename (tmp, p), ==, 0);
  scan (fx);
  ASSERT_EVENT (fx, "1 rewritten 4 dropped=3");
  ASSERT_EVENT (fx, "2 rewritten 6 dropped=2");
  HakemRoundBoard *b = hakem_round_feed_find_board (fx->feed, "1\x1f"
                                                              "2");
  g_assert_cmpint (hakem_round_board_get_game (b)->count, ==, 6);
  g_assert_cmpuint (hakem_round_board_get_flag_mask (b), ==, 0);
}

/* A desk's case file that cannot be read (damaged, or caught half-written by a writer that does
 * not rename) is tried a few times, then again only once it changes; a good version is read. */
static void
test_damaged_casefile (Fixture *fx, gconstpointer data)
{
  g_autofree char *p = path_in (fx, "round.pgn");
  write_in_place (p, "w", HEADER ("3", "*") "1. e4 e5 *\n");
  g_autofree char *name = hakem_round_casefile_name ("desk-c", "1", "3");
  g_autofree char *cp = path_in (fx, name);
  write_in_place (cp, "w", "<?xml version=\"1.0\"?>\n<case xmlns=");
  watch (fx, NULL);
  scan (fx);
  guint64 reads = hakem_round_feed_get_file_reads (fx->feed);
  /* round.pgn once, the case file a few times. */
  g_assert_cmpuint (reads, >=, 2);
  g_assert_cmpuint (reads, <=, 1 + 5);
  scan (fx);
  g_assert_cmpuint (hakem_round_feed_get_file_reads (fx->feed), ==, reads);
  g_autoptr (HakemSession) s = hakem_session_new ();
  hakem_session_set_tag (s, "Round", "1");
  hakem_session_set_tag (s, "Board", "3");
  gint64 clocks[2] = { -1, -1 };
  hakem_session_add_incident (
      s, hakem_incident_new (HAKEM_INCIDENT_CLAIM, 0, clocks, "9.2", "ruled", NULL));
  g_assert_true (hakem_casefile_save (s, cp, NULL));
  scan (fx);
  g_assert_cmpuint (hakem_round_feed_get_file_reads (fx->feed), ==, reads + 1);
  g_assert_cmpuint (count_kind (fx, " incident "), ==, 1);
}

/* Which file systems are polled: GLib's names of them (filesystem::type). */
static void
test_polled_filesystems (void)
{
  g_assert_false (hakem_round_filesystem_needs_polling ("ext3/ext4", FALSE));
  g_assert_false (hakem_round_filesystem_needs_polling ("tmpfs", FALSE));
  g_assert_false (hakem_round_filesystem_needs_polling ("btrfs", FALSE));
  g_assert_false (hakem_round_filesystem_needs_polling (NULL, FALSE));
  g_assert_true (hakem_round_filesystem_needs_polling ("ext3/ext4", TRUE));
  g_assert_true (hakem_round_filesystem_needs_polling ("nfs", FALSE));
  g_assert_true (hakem_round_filesystem_needs_polling ("cifs", FALSE));
  g_assert_true (hakem_round_filesystem_needs_polling ("smb2", FALSE));
  g_assert_true (hakem_round_filesystem_needs_polling ("fuse", FALSE));
  g_assert_true (hakem_round_filesystem_needs_polling ("fuse.sshfs", FALSE));
  g_assert_true (hakem_round_filesystem_needs_polling ("fuse.gvfsd-fuse", FALSE));
  g_assert_true (hakem_round_filesystem_needs_polling ("davfs", FALSE));
}

static void
on_event_quit (HakemRoundFeed *feed, HakemRoundBoard *board, gpointer flag, gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
}

/* Runs the main context until an event comes (the test harness's timeout bounds it). */
static void
wait_for_event (Fixture *fx)
{
  gboolean seen = FALSE;
  gulong id = g_signal_connect (fx->feed, "event", G_CALLBACK (on_event_quit), &seen);
  while (!seen)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (fx->feed, id);
}

/* The folder watched with board 1 after 1.Nf3 Nf6 in it, polled every ms or not: its path. */
static char *
start_board1 (Fixture *fx, gboolean poll, guint ms)
{
  char *p = path_in (fx, "board1.pgn");
  write_in_place (p, "w", HEADER ("1", "*") "1. Nf3 Nf6 *\n");
  watch (fx, NULL);
  hakem_round_feed_set_force_polling (fx->feed, poll);
  hakem_round_feed_set_poll_interval (fx->feed, ms);
  g_assert_true (hakem_round_feed_start (fx->feed, NULL));
  return p;
}

/* A share that sends no notifications: the feed polls and still sees each new move. */
static void
test_slow_share (Fixture *fx, gconstpointer data)
{
  g_autofree char *p = start_board1 (fx, TRUE, 20);
  g_assert_cmpint (hakem_round_feed_get_watch (fx->feed), ==, HAKEM_ROUND_WATCH_POLL);
  ASSERT_EVENT (fx, "1 board-added 0");
  write_in_place (p, "w", HEADER ("1", "*") KNIGHTS_8 " *\n");
  wait_for_event (fx);
  ASSERT_EVENT (fx, "1 threefold-claimable 8 by=white");
  /* A board's file appears mid-round on the share (the folder is listed by the poll, in a
   * worker thread, and the new file read on the main context). */
  g_autofree char *p2 = path_in (fx, "board2.pgn");
  write_in_place (p2, "w", HEADER ("2", "*") "1. f3 e5 2. g4 Qh4# *\n");
  while (!has_event (fx, "2 checkmate 4 winner=black"))
    wait_for_event (fx);
  ASSERT_EVENT (fx, "2 board-added 0");
  hakem_round_feed_stop (fx->feed);
}

/* A local folder: GFileMonitor brings the change without polling. */
static void
test_monitor (Fixture *fx, gconstpointer data)
{
  g_autofree char *p = path_in (fx, "board1.pgn");
  write_in_place (p, "w", HEADER ("1", "*") "1. Nf3 Nf6 *\n");
  watch (fx, NULL);
  hakem_round_feed_set_force_polling (fx->feed, FALSE);
  g_assert_true (hakem_round_feed_start (fx->feed, NULL));
  if (hakem_round_feed_get_watch (fx->feed) != HAKEM_ROUND_WATCH_MONITOR)
    {
      g_test_skip ("no file monitoring here");
      return;
    }
  /* Replaced by rename, as careful writers do. */
  g_autofree char *text = g_strconcat (HEADER ("1", "*"), KNIGHTS_8, " *\n", NULL);
  g_assert_true (g_file_set_contents (p, text, -1, NULL));
  wait_for_event (fx);
  while (!has_event (fx, "1 threefold-claimable 8 by=white"))
    wait_for_event (fx);
  hakem_round_feed_stop (fx->feed);
}

/* One round file watched (not its folder), replaced by a rename and then appended to: the
 * file's monitor brings both. */
static void
test_monitor_file (Fixture *fx, gconstpointer data)
{
  g_autofree char *p = path_in (fx, "round.pgn");
  write_in_place (p, "w", HEADER ("1", "*") "1. Nf3 Nf6 *\n");
  watch (fx, "round.pgn");
  hakem_round_feed_set_force_polling (fx->feed, FALSE);
  g_assert_true (hakem_round_feed_start (fx->feed, NULL));
  if (hakem_round_feed_get_watch (fx->feed) != HAKEM_ROUND_WATCH_MONITOR)
    {
      g_test_skip ("no file monitoring here");
      return;
    }
  g_autofree char *text = g_strconcat (HEADER ("1", "*"), KNIGHTS_8, " *\n", NULL);
  g_assert_true (g_file_set_contents (p, text, -1, NULL));
  while (!has_event (fx, "1 threefold-claimable 8 by=white"))
    wait_for_event (fx);
  write_in_place (p, "a", "\n" HEADER ("2", "*") "1. f3 e5 2. g4 Qh4# *\n");
  while (!has_event (fx, "2 checkmate 4 winner=black"))
    wait_for_event (fx);
  hakem_round_feed_stop (fx->feed);
}

/* Files of the round that are not to be opened (26.2): a FIFO (open() would wait for a writer
 * for ever), a link to /dev/zero (it never ends) and a file one byte over the 16 MiB the feed
 * reads of a file (sparse: nothing of it is written). Each is a problem on a board named after
 * the file; the real board beside them is read. */
static void
make_refused_files (Fixture *fx)
{
  g_autofree char *fifo = path_in (fx, "board-9.pgn");
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_autofree char *zero = path_in (fx, "board-3.pgn");
  g_autoptr (GFile) link = g_file_new_for_path (zero);
  g_assert_true (g_file_make_symbolic_link (link, "/dev/zero", NULL, NULL));
  g_autofree char *big = path_in (fx, "big.pgn");
  g_autoptr (GFile) file = g_file_new_for_path (big);
  g_autoptr (GFileOutputStream) out
      = g_file_replace (file, NULL, FALSE, G_FILE_CREATE_NONE, NULL, NULL);
  g_assert_true (
      g_seekable_truncate (G_SEEKABLE (out), (goffset) HAKEM_ROUND_MAX_FILE + 1, NULL, NULL));
  g_assert_true (g_output_stream_close (G_OUTPUT_STREAM (out), NULL, NULL));
}

#define REFUSED_BIG "big.pgn file-refused 0 reason=too-large max-bytes=16777216"
#define REFUSED_FIFO "board-9.pgn file-refused 0 reason=not-regular"
#define REFUSED_ZERO "board-3.pgn file-refused 0 reason=not-regular"

static void
test_refused_files (Fixture *fx, gconstpointer data)
{
  g_autofree char *p = path_in (fx, "board1.pgn");
  write_in_place (p, "w", HEADER ("1", "*") "1. e4 *\n");
  make_refused_files (fx);
  watch (fx, NULL);
  scan (fx);
  ASSERT_EVENT (fx, "1 board-added 0");
  ASSERT_EVENT (fx, REFUSED_FIFO);
  ASSERT_EVENT (fx, REFUSED_ZERO);
  ASSERT_EVENT (fx, REFUSED_BIG);
  /* Raised once: a second scan finds the same files. */
  scan (fx);
  g_assert_cmpuint (count_kind (fx, "file-refused"), ==, 3);

  /* The one file watched named by the arbiter is refused at once. */
  g_autoptr (GFile) zero = g_file_new_for_path ("/dev/zero");
  g_autoptr (HakemRoundFeed) feed = hakem_round_feed_new (zero);
  g_autoptr (GError) error = NULL;
  g_assert_false (hakem_round_feed_scan (feed, &error));
  g_assert_error (error, HAKEM_FILE_READ_ERROR, HAKEM_FILE_READ_ERROR_NOT_REGULAR);
}

/* The same files appearing while the feed watches, through the monitor's notification (or a
 * poll, where there are no notifications): the main loop must not stop in open() on the FIFO,
 * and the board written after it is still read. Run in a child: before the fix it waited for
 * ever, which the parent's limit turns into a failure; the limit times nothing that passes. */
static void
watch_refused_files (Fixture *fx, gboolean poll)
{
  g_autofree char *p = start_board1 (fx, poll, 10);
  make_refused_files (fx);
  while (!has_event (fx, REFUSED_FIFO) || !has_event (fx, REFUSED_ZERO)
         || !has_event (fx, REFUSED_BIG))
    wait_for_event (fx);
  g_autofree char *text = g_strconcat (HEADER ("1", "*"), KNIGHTS_8, " *\n", NULL);
  g_assert_true (g_file_set_contents (p, text, -1, NULL));
  while (!has_event (fx, "1 threefold-claimable 8 by=white"))
    wait_for_event (fx);
  hakem_round_feed_stop (fx->feed);
}

static void
test_monitor_refused (Fixture *fx, gconstpointer data)
{
  if (g_test_subprocess ())
    {
      watch_refused_files (fx, GPOINTER_TO_INT (data));
      return;
    }
  g_autofree char *child = g_strconcat (g_test_get_path (), "/subprocess", NULL);
  g_test_trap_subprocess (child, 100 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* Issue 30.5: an electronic board's glitches in the recorded round of
 * tests/data/round/glitches, whose README says what each board's file holds and why each value
 * below is what it is (worked out by hand from the positions). */
#define GLITCHES TEST_DATA_DIR "/round/glitches"

/* The moves of a game written out, read by the PGN reader alone: what a board should hold. */
static void
assert_moves (HakemRoundBoard *b, const char *movetext)
{
  g_autofree char *text = g_strdup_printf ("[Result \"*\"]\n\n%s *\n", movetext);
  ChessPgnMemory src;
  ChessPgnReader reader;
  chess_pgn_reader_init_memory (&reader, &src, text, strlen (text), CHESS_SAN_ENGLISH, 0);
  ChessGame game;
  memset (&game, 0, sizeof game);
  ChessPgnProblem problem;
  g_assert_cmpint (chess_pgn_read_game (&reader, &game, &problem), ==, CHESS_PGN_GAME);
  g_assert_cmpint (problem.code, ==, CHESS_PGN_OK);
  const ChessGame *g = hakem_round_board_get_game (b);
  g_assert_cmpint (g->count, ==, game.count);
  for (int i = 0; i < game.count; i++)
    g_assert_cmpuint (g->moves[i].move, ==, game.moves[i].move);
  chess_game_clear (&game);
  chess_pgn_reader_clear (&reader);
}

static HakemRoundBoard *
glitch_board (Fixture *fx, const char *board)
{
  g_autofree char *key = g_strconcat ("5\x1f", board, NULL);
  HakemRoundBoard *b = hakem_round_feed_find_board (fx->feed, key);
  g_assert_nonnull (b);
  return b;
}

static void
test_glitches (Fixture *fx, gconstpointer data)
{
  fx->location = g_file_new_for_path (GLITCHES);
  fx->feed = hakem_round_feed_new (fx->location);
  g_signal_connect (fx->feed, "event", G_CALLBACK (on_event), fx);
  scan (fx);
  dump (fx);
  /* Board 1: 1...d5 missed, the only half-move after which exd5 is White's; inserted. */
  ASSERT_EVENT (fx, "1 missed-move 2 move=exd5 candidates=d5 inserted=d5 "
                    "fen-before=rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR_b_KQkq_e3_0_1 "
                    "fen-after=rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR_b_KQkq_-_0_2");
  HakemRoundBoard *b = glitch_board (fx, "1");
  assert_moves (b, "1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5");
  g_assert_cmpuint (hakem_round_board_get_flag_mask (b), ==, HAKEM_ROUND_MISSED_MOVE);
  /* Each clock is the one written after the move it belongs to, whatever slot it stood in. */
  g_assert_cmpint (hakem_round_board_get_clock (b, CHESS_WHITE), ==, (3600 + 29 * 60 + 32) * 1000);
  g_assert_cmpint (hakem_round_board_get_clock (b, CHESS_BLACK), ==, (3600 + 29 * 60 + 20) * 1000);
  /* Board 2: 2...Nc6 or 2...c6; the board stops after 2. Bb5. */
  ASSERT_EVENT (fx, "2 missed-move 4 move=Bxc6 candidates=Nc6,c6 inserted=none "
                    "fen-before=rnbqkbnr/pppp1ppp/8/1B2p3/4P3/8/PPPP1PPP/RNBQK1NR_b_KQkq_-_1_2 "
                    "fen-after=none");
  assert_moves (glitch_board (fx, "2"), "1. e4 e5 2. Bb5");
  /* Board 3: the bishop knocked to d3 and put back; the game goes on. */
  ASSERT_EVENT (fx, "3 board-jump 5 moves=Bd3,Bc4 "
                    "fen-before=r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R_b_KQkq_-_3_3 "
                    "fen-after=r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R_b_KQkq_-_3_3");
  b = glitch_board (fx, "3");
  assert_moves (b, "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. d3");
  g_assert_cmpuint (hakem_round_board_get_flag_mask (b), ==, HAKEM_ROUND_BOARD_JUMP);
  g_assert_cmpint (hakem_round_board_get_clock (b, CHESS_WHITE), ==, (3600 + 28 * 60 + 55) * 1000);
  g_assert_cmpint (hakem_round_board_get_clock (b, CHESS_BLACK), ==, (3600 + 28 * 60 + 40) * 1000);
  /* Boards 4 to 6: the kings set out, light squares 1-0, dark 0-1, one of each a draw. */
  const char *before = "fen-before=rnbqkb1r/pppppp1p/5np1/8/8/5NP1/PPPPPP1P/RNBQKB1R_w_KQkq_-_0_3";
  g_autofree char *white = g_strdup_printf (
      "4 result-signalled 4 result=1-0 moves=Ke4,Kd5 %s "
      "fen-after=rnbq1b1r/pppppp1p/5np1/3k4/4K3/5NP1/PPPPPP1P/RNBQ1B1R_w_-_-_0_3",
      before);
  g_autofree char *black = g_strdup_printf (
      "5 result-signalled 4 result=0-1 moves=Ke5,Kd4 %s "
      "fen-after=rnbq1b1r/pppppp1p/5np1/4k3/3K4/5NP1/PPPPPP1P/RNBQ1B1R_w_-_-_0_3",
      before);
  g_autofree char *draw = g_strdup_printf (
      "6 result-signalled 4 result=1/2-1/2 moves=Ke4,Ke5 %s "
      "fen-after=rnbq1b1r/pppppp1p/5np1/4k3/4K3/5NP1/PPPPPP1P/RNBQ1B1R_w_-_-_0_3",
      before);
  ASSERT_EVENT (fx, white);
  ASSERT_EVENT (fx, black);
  ASSERT_EVENT (fx, draw);
  static const struct
  {
    const char *board;
    ChessResult result;
  } signalled[] = { { "4", CHESS_RESULT_WHITE_WINS },
                    { "5", CHESS_RESULT_BLACK_WINS },
                    { "6", CHESS_RESULT_DRAW } };
  for (gsize i = 0; i < G_N_ELEMENTS (signalled); i++)
    {
      b = glitch_board (fx, signalled[i].board);
      assert_moves (b, "1. Nf3 Nf6 2. g3 g6");
      g_assert_cmpint (hakem_round_board_get_game (b)->result, ==, signalled[i].result);
      /* An event, not a flag: nothing for the arbiter to act on. */
      g_assert_cmpuint (hakem_round_board_get_flag_mask (b), ==, 0);
    }
  /* Board 7: a player's illegal move stays one, and only it is. */
  ASSERT_EVENT (fx, "7 illegal-move 3 move=Ke3");
  b = glitch_board (fx, "7");
  assert_moves (b, "1. e4 e5");
  g_assert_cmpuint (hakem_round_board_get_flag_mask (b), ==, HAKEM_ROUND_ILLEGAL);
  g_assert_cmpuint (count_kind (fx, "illegal-move"), ==, 1);
  g_assert_cmpuint (count_kind (fx, "missed-move"), ==, 2);
  g_assert_cmpuint (count_kind (fx, "board-jump"), ==, 1);
  g_assert_cmpuint (count_kind (fx, "result-signalled"), ==, 3);
  g_assert_cmpuint (fx->events->len, ==, 7 + 7);
}

/* A board's file that goes on growing after a missed move: read whole again each time, the
 * inserted half-move stays where it was, the event is not raised again and nothing is taken
 * back; what the window opens is the board's game, the inserted half-move in it. */
static void
test_glitch_grows (Fixture *fx, gconstpointer data)
{
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (GLITCHES "/board1-missed.pgn", &text, NULL, NULL));
  g_autofree char *p = path_in (fx, "board1.pgn");
  write_in_place (p, "w", text);
  watch (fx, NULL);
  scan (fx);
  g_assert_cmpuint (count_kind (fx, "missed-move"), ==, 1);
  char *end = strrchr (text, '*');
  g_assert_nonnull (end);
  *end = '\0';
  g_autofree char *grown = g_strconcat (text, "4. d4 {[%clk 1:28:50]} *\n", NULL);
  write_in_place (p, "w", grown);
  scan (fx);
  dump (fx);
  g_assert_cmpuint (count_kind (fx, "missed-move"), ==, 1);
  g_assert_cmpuint (count_kind (fx, "rewritten"), ==, 0);
  HakemRoundBoard *b = glitch_board (fx, "1");
  assert_moves (b, "1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. d4");
  g_autofree char *pgn = hakem_round_board_to_pgn (b);
  /* The inserted half-move has no clock; exd5 keeps the one written after it. */
  g_assert_nonnull (strstr (pgn, "1. e4 {[%clk 1:29:58]} 1... d5 2. exd5 {[%clk 1:29:51]}"));
}

/* What follows a move that is not legal is read by the glitches' own pass over the moves: a
 * stray '}' or ')' there once stopped that pass for ever (found by random board files). */
static void
test_glitch_stray (Fixture *fx, gconstpointer data)
{
  g_autofree char *p = path_in (fx, "stray.pgn");
  write_in_place (p, "w", HEADER ("8", "*") "1. e4 e5 2. Ke3 } Nc6 ) 3. Kd3 } *\n");
  watch (fx, NULL);
  scan (fx);
  ASSERT_EVENT (fx, "8 illegal-move 3 move=Ke3");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_unsetenv ("HAKEM_ROUND_POLL");
  g_unsetenv ("HAKEM_ROUND_POLL_MS");
#define ADD(name, func)                                                                            \
  g_test_add ("/round/" name, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("threefold-fivefold", test_threefold_and_fivefold);
  ADD ("fifty-seventy-five", test_fifty_and_seventy_five);
  ADD ("dead-flag-result-illegal", test_dead_flag_result_illegal);
  ADD ("growing-file", test_growing_file);
  ADD ("appended-moves", test_appended_moves);
  ADD ("rewritten-file", test_rewritten_file);
  ADD ("half-written-game", test_half_written_game);
  ADD ("folder-board-added", test_folder_board_added);
  ADD ("desks", test_desks);
  ADD ("draw-recorded-at-mate", test_draw_recorded_at_mate);
  ADD ("renamed-over", test_renamed_over);
  ADD ("damaged-casefile", test_damaged_casefile);
  g_test_add_func ("/round/polled-filesystems", test_polled_filesystems);
  ADD ("slow-share", test_slow_share);
  ADD ("monitor", test_monitor);
  ADD ("monitor-file", test_monitor_file);
  ADD ("refused-files", test_refused_files);
  ADD ("glitches", test_glitches);
  ADD ("glitch-grows", test_glitch_grows);
  ADD ("glitch-stray", test_glitch_stray);
  g_test_add ("/round/monitor-refused", Fixture, GINT_TO_POINTER (FALSE), fixture_setup,
              test_monitor_refused, fixture_teardown);
  g_test_add ("/round/monitor-refused/subprocess", Fixture, GINT_TO_POINTER (FALSE), fixture_setup,
              test_monitor_refused, fixture_teardown);
  g_test_add ("/round/poll-refused", Fixture, GINT_TO_POINTER (TRUE), fixture_setup,
              test_monitor_refused, fixture_teardown);
  g_test_add ("/round/poll-refused/subprocess", Fixture, GINT_TO_POINTER (TRUE), fixture_setup,
              test_monitor_refused, fixture_teardown);
  return g_test_run ();
}
