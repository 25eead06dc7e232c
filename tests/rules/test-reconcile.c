/* test-reconcile.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Two scoresheets of a real game, each with writing mistakes, reconciled into the game.
 *
 * The game is Morphy against the Duke of Brunswick and Count Isouard, Paris 1858 (the "Opera
 * game"), read from tests/data/pgn/opera-en.pgn and, in Turkish letters, opera-tr.pgn. The
 * sheets are the file's moves with mistakes made by hand; the expected game is always the
 * file's, and the expected discrepancies are the mistakes made.
 */
#include <glib.h>
#include <string.h>

#include "chess-game.h"
#include "chess-movegen.h"
#include "chess-reconcile.h"

/* The final position of the Opera game after 17.Rd8#, set up by hand from the moves. */
#define OPERA_FINAL "1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17"

/* The moves of a PGN file's movetext, without numbers and result. */
static GPtrArray *
pgn_moves (const char *name)
{
  g_autofree char *path = g_build_filename (TEST_DATA_DIR, "pgn", name, NULL);
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  GPtrArray *moves = g_ptr_array_new_with_free_func (g_free);
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  for (int i = 0; lines[i]; i++)
    {
      if (lines[i][0] == '[' || lines[i][0] == '%')
        continue;
      g_auto (GStrv) tokens = g_strsplit_set (lines[i], " \r", -1);
      /* Move numbers and the result begin with a digit. */
      for (int k = 0; tokens[k]; k++)
        if (*tokens[k] && !g_ascii_isdigit (tokens[k][0]) && strcmp (tokens[k], "*") != 0)
          g_ptr_array_add (moves, g_strdup (tokens[k]));
    }
  return moves;
}

static GPtrArray *
copy_moves (GPtrArray *moves)
{
  GPtrArray *c = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < moves->len; i++)
    g_ptr_array_add (c, g_strdup (moves->pdata[i]));
  return c;
}

static void
set_cell (GPtrArray *sheet, int ply, const char *text)
{
  g_free (sheet->pdata[ply - 1]);
  sheet->pdata[ply - 1] = g_strdup (text);
}

static void
swap_cells (GPtrArray *sheet, int a, int b)
{
  gpointer t = sheet->pdata[a - 1];
  sheet->pdata[a - 1] = sheet->pdata[b - 1];
  sheet->pdata[b - 1] = t;
}

static ChessReconcileSheet
view (GPtrArray *cells)
{
  return (ChessReconcileSheet){ (const char *const *) cells->pdata, (int) cells->len };
}

/* Whether game g is the file's game 'moves', read move by move in English. */
static gboolean
is_game (const ChessReconcileGame *g, GPtrArray *moves)
{
  if (g->count != (int) moves->len)
    return FALSE;
  ChessPosition pos;
  chess_position_init_start (&pos);
  for (int k = 0; k < g->count; k++)
    {
      ChessSanReading r;
      if (chess_san_read (&pos, moves->pdata[k], CHESS_SAN_ENGLISH, 0, &r) != CHESS_SAN_OK
          || r.move != g->moves[k])
        return FALSE;
      ChessUndo undo;
      chess_position_make (&pos, g->moves[k], &undo);
    }
  return TRUE;
}

static void
reconcile (GPtrArray *white, GPtrArray *black, const char *final_fen, ChessReconcileResult *r)
{
  ChessPosition start, final;
  chess_position_init_start (&start);
  if (final_fen)
    g_assert_cmpint (chess_position_from_fen (&final, final_fen, NULL), ==, CHESS_FEN_OK);
  ChessReconcileSheet sheets[2] = { view (white), view (black) };
  g_assert_true (chess_reconcile (&start, sheets, final_fen ? &final : NULL, r));
}

/* The discrepancies must be exactly these "PLY SHEET KIND" items, in order. */
static void
assert_discrepancies (const ChessReconcileResult *r, const char *const *expected)
{
  GString *got = g_string_new (NULL), *want = g_string_new (NULL);
  for (int k = 0; k < r->discrepancy_count; k++)
    g_string_append_printf (got, "%d %s %s;", r->discrepancies[k].ply,
                            r->discrepancies[k].sheet == CHESS_WHITE ? "white" : "black",
                            chess_reconcile_kind_name (r->discrepancies[k].kind));
  for (int k = 0; expected[k]; k++)
    g_string_append_printf (want, "%s;", expected[k]);
  g_assert_cmpstr (got->str, ==, want->str);
  g_string_free (got, TRUE);
  g_string_free (want, TRUE);
}

typedef void (*Spoil) (GPtrArray *white, GPtrArray *black);

typedef struct
{
  const char *name;
  Spoil spoil;
  const char *final_fen;
  const char *expected[12]; /* discrepancies */
} Case;

static void
none (GPtrArray *w, GPtrArray *b)
{
  (void) w, (void) b;
}

/* 3.Nf3 written as a bishop move, on White's sheet. */
static void
piece (GPtrArray *w, GPtrArray *b)
{
  (void) b;
  set_cell (w, 3, "Bf3");
}

/* 3...Bg4 written Bg5 (rank) on Black's sheet, 7.Qb3 written Qc3 (file) on White's. */
static void
square (GPtrArray *w, GPtrArray *b)
{
  set_cell (b, 6, "Bg5");
  set_cell (w, 13, "Qc3");
}

/* 4...Bxf3 without 'x', 11.Bxb5+ without '+', 11...Nbd7 as Nd7, 17.Rd8# as Rd8. */
static void
decoration (GPtrArray *w, GPtrArray *b)
{
  set_cell (b, 8, "Bf3");
  set_cell (w, 21, "Bxb5");
  set_cell (b, 22, "Nd7");
  set_cell (w, 33, "Rd8");
}

static void
illegible (GPtrArray *w, GPtrArray *b)
{
  set_cell (w, 9, "?");
  set_cell (b, 20, "-");
}

/* White's 4.dxe5 and 5.Qxf3 in each other's place: Qxf3 cannot come first, the knight is on f3. */
static void
swapped (GPtrArray *w, GPtrArray *b)
{
  (void) b;
  swap_cells (w, 7, 9);
}

/* 8...c6 left out on Black's sheet: every later move slides into the other column. */
static void
omitted (GPtrArray *w, GPtrArray *b)
{
  (void) w;
  g_free (g_ptr_array_steal_index (b, 15));
}

/* A move written twice on White's sheet (9.Bg5 again after it). */
static void
extra (GPtrArray *w, GPtrArray *b)
{
  (void) b;
  g_ptr_array_insert (w, 18, g_strdup ("Bg5"));
}

/* Black's sheet stops after 12...Rd8 (time trouble); the final position is known. */
static void
stops_early (GPtrArray *w, GPtrArray *b)
{
  (void) w;
  g_ptr_array_set_size (b, 24);
}

/* Both sheets stop after 15...Nxd7: the last three plies are found from the final position. */
static void
both_stop (GPtrArray *w, GPtrArray *b)
{
  g_ptr_array_set_size (w, 30);
  g_ptr_array_set_size (b, 30);
}

/* Mistakes on both sheets at once, some at the same ply. */
static void
combined (GPtrArray *w, GPtrArray *b)
{
  set_cell (w, 5, "d3");                    /* 3.d4: rank */
  set_cell (b, 5, "Nd4");                   /* 3.d4: piece */
  g_free (g_ptr_array_steal_index (w, 11)); /* 6...Nf6 left out */
  set_cell (b, 16, "?");                    /* 8...c6 */
  swap_cells (b, 25, 27);                   /* 13.Rxd7 and 14.Rd1 */
}

static const Case cases[] = {
  { "clean", none, NULL, { NULL } },
  { "piece", piece, NULL, { "3 white piece", NULL } },
  { "square", square, NULL, { "6 black square", "13 white square", NULL } },
  { "decoration",
    decoration,
    NULL,
    { "8 black decoration", "21 white decoration", "22 black decoration", "33 white decoration",
      NULL } },
  { "illegible", illegible, NULL, { "9 white illegible", "20 black not-written", NULL } },
  { "swapped", swapped, NULL, { "7 white swapped", "9 white swapped", NULL } },
  { "omitted", omitted, NULL, { "16 black omitted", NULL } },
  { "extra", extra, NULL, { "19 white extra", NULL } },
  { "stops-early",
    stops_early,
    OPERA_FINAL,
    { "25 black not-recorded", "26 black not-recorded", "27 black not-recorded",
      "28 black not-recorded", "29 black not-recorded", "30 black not-recorded",
      "31 black not-recorded", "32 black not-recorded", "33 black not-recorded", NULL } },
  { "both-stop",
    both_stop,
    OPERA_FINAL,
    { "31 white not-recorded", "31 black not-recorded", "32 white not-recorded",
      "32 black not-recorded", "33 white not-recorded", "33 black not-recorded", NULL } },
  { "combined",
    combined,
    NULL,
    { "5 white square", "5 black piece", "12 white omitted", "16 black illegible",
      "25 black swapped", "27 black swapped", NULL } },
};

static void
test_case (gconstpointer data)
{
  const Case *c = data;
  g_autoptr (GPtrArray) moves = pgn_moves ("opera-en.pgn");
  g_assert_cmpint (moves->len, ==, 33);
  g_autoptr (GPtrArray) white = copy_moves (moves);
  g_autoptr (GPtrArray) black = copy_moves (moves);
  c->spoil (white, black);
  ChessReconcileResult r;
  reconcile (white, black, c->final_fen, &r);
  g_assert_true (is_game (&r.game, moves));
  assert_discrepancies (&r, c->expected);
  g_assert_cmpint (r.alternative_count, ==, 0);
  if (c->final_fen)
    g_assert_true (r.final_reached);
  chess_reconcile_result_clear (&r);
}

/* Black's sheet in Turkish letters (opera-tr.pgn), with a wrong Turkish piece letter (12...Kd8,
 * the rook, written Fd8) and White's in English with 16.Qb8+ as Qb8. */
static void
test_turkish (void)
{
  g_autoptr (GPtrArray) moves = pgn_moves ("opera-en.pgn");
  g_autoptr (GPtrArray) white = copy_moves (moves);
  g_autoptr (GPtrArray) black = pgn_moves ("opera-tr.pgn");
  set_cell (black, 24, "Fd8");
  set_cell (white, 31, "Qb8");
  ChessReconcileResult r;
  reconcile (white, black, NULL, &r);
  g_assert_cmpint (r.lang[CHESS_WHITE], ==, CHESS_SAN_ENGLISH);
  g_assert_cmpint (r.lang[CHESS_BLACK], ==, CHESS_SAN_TURKISH);
  g_assert_true (is_game (&r.game, moves));
  const char *const expected[] = { "24 black piece", "31 white decoration", NULL };
  assert_discrepancies (&r, expected);
  chess_reconcile_result_clear (&r);
}

/* White's sheet has 2.Nf3 and 3.d4 in each other's place, Black's has them right: 1.e4 e5 2.d4
 * d6 3.Nf3 Bg4 reaches the same position, and the sheets cannot tell which order was played (one
 * sheet for each). Both are offered. */
static void
test_two_games (void)
{
  g_autoptr (GPtrArray) moves = pgn_moves ("opera-en.pgn");
  g_autoptr (GPtrArray) white = copy_moves (moves);
  g_autoptr (GPtrArray) black = copy_moves (moves);
  swap_cells (white, 3, 5);
  ChessReconcileResult r;
  reconcile (white, black, NULL, &r);
  g_autoptr (GPtrArray) other = copy_moves (moves);
  swap_cells (other, 3, 5);
  gboolean found_real = is_game (&r.game, moves), found_other = is_game (&r.game, other);
  for (int a = 0; a < r.alternative_count; a++)
    {
      found_real = found_real || is_game (&r.alternatives[a], moves);
      found_other = found_other || is_game (&r.alternatives[a], other);
      g_assert_cmpint (r.alternatives[a].cost, <=, r.game.cost + 1);
    }
  g_assert_true (found_real);
  g_assert_true (found_other);
  chess_reconcile_result_clear (&r);
}

/* The same sheets give the same answer, alternatives in the same order. */
static void
test_deterministic (void)
{
  g_autoptr (GPtrArray) moves = pgn_moves ("opera-en.pgn");
  g_autoptr (GPtrArray) white = copy_moves (moves);
  g_autoptr (GPtrArray) black = copy_moves (moves);
  swap_cells (white, 3, 5);
  ChessReconcileResult a, b;
  reconcile (white, black, NULL, &a);
  reconcile (white, black, NULL, &b);
  g_assert_cmpint (a.game.count, ==, b.game.count);
  g_assert_cmpmem (a.game.moves, a.game.count * 2, b.game.moves, b.game.count * 2);
  g_assert_cmpint (a.alternative_count, ==, b.alternative_count);
  for (int k = 0; k < a.alternative_count; k++)
    g_assert_cmpmem (a.alternatives[k].moves, a.alternatives[k].count * 2, b.alternatives[k].moves,
                     b.alternatives[k].count * 2);
  chess_reconcile_result_clear (&a);
  chess_reconcile_result_clear (&b);
}

/* Sheets of garbage, the same on both: every cell is read as some move (or as extra), and the
 * search does not give up half-way with the empty game (it once did, when every state of the
 * beam was in the middle of a swap of two cells that fit no move). */
static void
test_garbage (void)
{
  const char *cells[] = { "\xff\xfe",    "e5",          "Nf3+++#", "??", "O-O-O-O", "e8=K",
                          "\xc5\x9exe2", "Ka1b2c3d4e5", "x",       "x",  "=",       "+" };
  ChessReconcileSheet sheets[2]
      = { { cells, G_N_ELEMENTS (cells) }, { cells, G_N_ELEMENTS (cells) } };
  ChessPosition start;
  chess_position_init_start (&start);
  ChessReconcileResult r;
  g_assert_true (chess_reconcile (&start, sheets, NULL, &r));
  g_assert_cmpint (r.game.count, >=, 8);
  g_assert_cmpint (r.discrepancy_count, >, 0);
  chess_reconcile_result_clear (&r);
}

/* Two empty sheets: the empty game. */
static void
test_empty (void)
{
  g_autoptr (GPtrArray) white = g_ptr_array_new ();
  g_autoptr (GPtrArray) black = g_ptr_array_new ();
  ChessReconcileResult r;
  reconcile (white, black, NULL, &r);
  g_assert_cmpint (r.game.count, ==, 0);
  g_assert_cmpint (r.discrepancy_count, ==, 0);
  chess_reconcile_result_clear (&r);
}

/* The moves of SAN text from the initial position, into moves[]; returns their number. */
static int
read_line_moves (const char *text, ChessMove *moves, ChessPosition *end)
{
  ChessPosition pos;
  chess_position_init_start (&pos);
  g_auto (GStrv) tokens = g_strsplit (text, " ", -1);
  int n = 0;
  for (; tokens[n]; n++)
    {
      ChessSanReading r;
      g_assert_cmpint (chess_san_read (&pos, tokens[n], CHESS_SAN_ENGLISH, 0, &r), ==,
                       CHESS_SAN_OK);
      moves[n] = r.move;
      ChessUndo undo;
      chess_position_make (&pos, r.move, &undo);
    }
  if (end)
    *end = pos;
  return n;
}

static gboolean
game_is (const ChessReconcileGame *g, const char *text)
{
  ChessMove want[16];
  int n = read_line_moves (text, want, NULL);
  return g->count == n && memcmp (g->moves, want, (size_t) n * sizeof *want) == 0;
}

/* The arbiter decides what the sheets cannot tell. Both sheets have 2.? and 3.?, and the board
 * shows the Bishop's Opening after 3...Nf6 (1.e4 e5 2.Bc4 Nc6 3.Nf3 Nf6): 2.Bc4 3.Nf3 and
 * 2.Nf3 3.Bc4 both reach it. Either move given at ply 3, the search finds the other at ply 5;
 * a move the sheets do not have is read against them; an illegal one is refused. */
static void
test_forced_prefix (void)
{
  const char *cells[] = { "e4", "e5", "?", "Nc6", "?", "Nf6" };
  ChessReconcileSheet sheets[2] = { { cells, 6 }, { cells, 6 } };
  ChessPosition start, final;
  chess_position_init_start (&start);
  ChessMove bc4[8], nf3[8];
  g_assert_cmpint (read_line_moves ("e4 e5 Bc4 Nc6 Nf3 Nf6", bc4, &final), ==, 6);
  read_line_moves ("e4 e5 Nf3 Nc6 Bc4 Nf6", nf3, NULL);
  ChessReconcileResult r;
  g_assert_true (chess_reconcile (&start, sheets, &final, &r));
  /* The sheets cannot tell the order: the other is an alternative. */
  g_assert_cmpint (r.alternative_count, >=, 1);
  chess_reconcile_result_clear (&r);

  g_assert_true (chess_reconcile_from (&start, sheets, &final, bc4, 3, &r));
  g_assert_true (r.final_reached);
  g_assert_true (game_is (&r.game, "e4 e5 Bc4 Nc6 Nf3 Nf6"));
  g_assert_cmpint (r.alternative_count, ==, 0);
  chess_reconcile_result_clear (&r);
  g_assert_true (chess_reconcile_from (&start, sheets, &final, nf3, 3, &r));
  g_assert_true (game_is (&r.game, "e4 e5 Nf3 Nc6 Bc4 Nf6"));
  chess_reconcile_result_clear (&r);

  /* Both sheets say 2.Nf3; the arbiter rules 2.Nc3 was played: a wrong file on each sheet. */
  const char *written[] = { "e4", "e5", "Nf3", "Nc6" };
  ChessReconcileSheet two[2] = { { written, 4 }, { written, 4 } };
  ChessMove nc3[4];
  read_line_moves ("e4 e5 Nc3", nc3, NULL);
  g_assert_true (chess_reconcile_from (&start, two, NULL, nc3, 3, &r));
  g_assert_true (game_is (&r.game, "e4 e5 Nc3 Nc6"));
  g_assert_cmpint (r.discrepancy_count, ==, 2);
  for (int k = 0; k < 2; k++)
    {
      g_assert_cmpint (r.discrepancies[k].ply, ==, 3);
      g_assert_cmpint (r.discrepancies[k].cell, ==, 2);
      g_assert_cmpint (r.discrepancies[k].kind, ==, CHESS_RECONCILE_SQUARE);
      g_assert_true (r.discrepancies[k].played == nc3[2]);
    }
  chess_reconcile_result_clear (&r);

  /* A prefix longer than the sheets is played out all the same. */
  g_assert_true (chess_reconcile_from (&start, two, NULL, bc4, 6, &r));
  g_assert_true (game_is (&r.game, "e4 e5 Bc4 Nc6 Nf3 Nf6"));
  chess_reconcile_result_clear (&r);

  /* 1.e4 twice: the second is no legal move for Black. */
  ChessMove twice[2] = { bc4[0], bc4[0] };
  g_assert_false (chess_reconcile_from (&start, sheets, NULL, twice, 2, &r));
  g_assert_cmpint (r.game.count, ==, 0);
}

/* Whether the game, replayed, goes on after a position that ended it by itself (checkmate,
 * stalemate, a dead position by rule, 9.6.1, 9.6.2): the rules core's record marks where. */
static gboolean
goes_on_after_end (const ChessPosition *start, const ChessReconcileGame *g)
{
  ChessGame game;
  chess_game_init (&game, start);
  for (int k = 0; k < g->count; k++)
    chess_game_push (&game, g->moves[k]);
  gboolean after = game.auto_ending_ply >= 0 && game.auto_ending_ply < g->count;
  chess_game_clear (&game);
  return after;
}

/* No reconciled game goes on after the position itself ended it, however the sheets go on.
 * (1) Both sheets have the knights out and back four times, then 9.e4 e5: after 16 half-moves
 * the start position stands for the fifth time (plies 0, 4, 8, 12, 16), a draw by 9.6.1, so the
 * sheets' game cannot be the game; it was found before this rule at no cost. (2) From White
 * Kd1, Nh1 against Black Ke8 and a pawn on d2, both sheets have 1.Kxd2 Ke7 2.Nf2 Ke6: after
 * 1.Kxd2 king and knight against king cannot checkmate (5.2.2). Which game is found instead
 * (the written one cut at the end, or one a mistake of each sheet keeps going) is the cost
 * table's choice; that it is a game of the Laws is the rule's. */
static void
test_ended_by_position (void)
{
  const char *shuffle[18];
  for (int i = 0; i < 16; i++)
    shuffle[i] = (const char *[]){ "Nf3", "Nf6", "Ng1", "Ng8" }[i % 4];
  shuffle[16] = "e4";
  shuffle[17] = "e5";
  ChessReconcileSheet sheets[2] = { { shuffle, 18 }, { shuffle, 18 } };
  ChessPosition start;
  chess_position_init_start (&start);
  ChessReconcileResult r;
  g_assert_true (chess_reconcile (&start, sheets, NULL, &r));
  g_assert_false (goes_on_after_end (&start, &r.game));
  g_assert_cmpint (r.game.cost, >, 0);
  g_assert_cmpint (r.discrepancy_count, >, 0);
  chess_reconcile_result_clear (&r);

  const char *dead[] = { "Kxd2", "Ke7", "Nf2", "Ke6" };
  ChessReconcileSheet dead_sheets[2] = { { dead, 4 }, { dead, 4 } };
  g_assert_cmpint (chess_position_from_fen (&start, "4k3/8/8/8/8/8/3p4/3K3N w - - 0 1", NULL), ==,
                   CHESS_FEN_OK);
  g_assert_true (chess_reconcile (&start, dead_sheets, NULL, &r));
  g_assert_false (goes_on_after_end (&start, &r.game));
  g_assert_cmpint (r.game.cost, >, 0);
  chess_reconcile_result_clear (&r);
}

/* Both sheets unreadable in every one of their 1200 cells: each cell is read as one move, since
 * an unreadable cell costs 3 and leaving a move out or a cell over costs 6 (the cost table of
 * chess-reconcile.h): a game of 1200 half-moves, every cell of both sheets "illegible", at cost
 * 3 each. */
static void
test_all_unreadable (void)
{
  const char *cells[CHESS_RECONCILE_MAX_CELLS];
  for (int i = 0; i < CHESS_RECONCILE_MAX_CELLS; i++)
    cells[i] = "?";
  ChessReconcileSheet sheets[2]
      = { { cells, CHESS_RECONCILE_MAX_CELLS }, { cells, CHESS_RECONCILE_MAX_CELLS } };
  ChessPosition start;
  chess_position_init_start (&start);
  ChessReconcileResult r;
  g_assert_true (chess_reconcile (&start, sheets, NULL, &r));
  g_assert_cmpint (r.game.count, ==, CHESS_RECONCILE_MAX_CELLS);
  g_assert_cmpint (r.game.cost, ==, 3 * 2 * CHESS_RECONCILE_MAX_CELLS);
  g_assert_cmpint (r.discrepancy_count, ==, 2 * CHESS_RECONCILE_MAX_CELLS);
  for (int k = 0; k < r.discrepancy_count; k++)
    {
      const ChessReconcileDiscrepancy *d = &r.discrepancies[k];
      g_assert_cmpint (d->kind, ==, CHESS_RECONCILE_ILLEGIBLE);
      g_assert_cmpint (d->cell, ==, d->ply - 1);
    }
  /* Every move is legal where it stands. */
  ChessPosition pos = start;
  for (int i = 0; i < r.game.count; i++)
    {
      g_assert_true (chess_movegen_is_legal (&pos, r.game.moves[i]));
      ChessUndo undo;
      chess_position_make (&pos, r.game.moves[i], &undo);
    }
  chess_reconcile_result_clear (&r);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (gsize k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      g_autofree char *name = g_strdup_printf ("/reconcile/opera/%s", cases[k].name);
      g_test_add_data_func (name, &cases[k], test_case);
    }
  g_test_add_func ("/reconcile/turkish", test_turkish);
  g_test_add_func ("/reconcile/two-games", test_two_games);
  g_test_add_func ("/reconcile/deterministic", test_deterministic);
  g_test_add_func ("/reconcile/empty", test_empty);
  g_test_add_func ("/reconcile/garbage", test_garbage);
  g_test_add_func ("/reconcile/forced-prefix", test_forced_prefix);
  g_test_add_func ("/reconcile/all-unreadable", test_all_unreadable);
  g_test_add_func ("/reconcile/ended-by-position", test_ended_by_position);
  return g_test_run ();
}
