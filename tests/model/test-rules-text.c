/* test-rules-text.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Positions cited as moves (hakem_plies_as_moves_text) and penalties' time in words
 * (hakem_time_amount_text) in English and, with LANGUAGE=tr, in Turkish: the expected texts are
 * written as an arbiter cites moves (Appendix C numbering, the Turkish piece letters of
 * laws/glossary-tr.md), not taken from the program.
 */
#include "config.h"

#include <glib.h>
#include <glib/gi18n.h>
#include <locale.h>

#include "chess-san.h"
#include "hakem-rules-text.h"

static gboolean turkish;

typedef struct
{
  const char *name;
  const char *fen;   /* NULL: the initial position */
  const char *moves; /* SAN, English letters, space-separated */
  int plies[4];
  int n;
  const char *english;
  const char *turkish; /* in Turkish letters (A knight, S king) */
} CiteCase;

static const CiteCase cite_cases[] = {
  /* The knights out and back twice: the initial position stands at plies 0, 4 and 8, the
   * position after 1.Nf3 at plies 1 and 5 (9.2.2). */
  { "start-and-two-moves",
    NULL,
    "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8",
    { 0, 4, 8 },
    3,
    "at the start of the game and after 2...Ng8 and 4...Ng8",
    "oyunun başında, 2...Ag8 ve 4...Ag8 hamlelerinden sonra" },
  { "two-white-moves",
    NULL,
    "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8",
    { 1, 5 },
    2,
    "after 1.Nf3 and 3.Nf3",
    "1.Af3 ve 3.Af3 hamlelerinden sonra" },
  { "black-moves",
    NULL,
    "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8",
    { 4, 8 },
    2,
    "after 2...Ng8 and 4...Ng8",
    "2...Ag8 ve 4...Ag8 hamlelerinden sonra" },
  { "three-moves",
    NULL,
    "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3",
    { 1, 5, 9 },
    3,
    "after 1.Nf3, 3.Nf3 and 5.Nf3",
    "1.Af3, 3.Af3 ve 5.Af3 hamlelerinden sonra" },
  /* One move: the singular of the Turkish ("hamlesinden"). */
  { "one-move", NULL, "e4 e5 Nf3", { 3 }, 1, "after 2.Nf3", "2.Af3 hamlesinden sonra" },
  { "start-only", NULL, "e4", { 0 }, 1, "at the start of the game", "oyunun başında" },
  /* A game set up with Black to move at move 30: its first move is 30...; checks stay in the
   * move as SAN writes them, and the king is Ş in Turkish. */
  { "set-up-black",
    "4k3/8/8/8/8/8/8/R3K3 b - - 0 30",
    "Kf7 Ra7+ Kf8",
    { 1, 3 },
    2,
    "after 30...Kf7 and 31...Kf8",
    "30...Şf7 ve 31...Şf8 hamlelerinden sonra" },
  { "none", NULL, "e4", { 0 }, 0, "", "" },
};

static void
run_cite (gconstpointer data)
{
  const CiteCase *t = data;
  ChessPosition start;
  if (t->fen)
    g_assert_cmpint (chess_position_from_fen (&start, t->fen, NULL), ==, CHESS_FEN_OK);
  else
    chess_position_init_start (&start);
  ChessGame game;
  chess_game_init (&game, &start);
  g_auto (GStrv) moves = g_strsplit (t->moves, " ", -1);
  for (int i = 0; moves[i]; i++)
    {
      ChessSanReading r;
      g_assert_cmpint (chess_san_read (&game.current, moves[i], CHESS_SAN_ENGLISH, 0, &r), ==,
                       CHESS_SAN_OK);
      g_assert_cmpint (chess_game_push (&game, r.move), ==, CHESS_GAME_OK);
    }
  ChessSanLanguage lang = turkish ? CHESS_SAN_TURKISH : CHESS_SAN_ENGLISH;
  g_autofree char *text = hakem_plies_as_moves_text (&game, t->plies, t->n, lang);
  g_assert_cmpstr (text, ==, turkish ? t->turkish : t->english);
  chess_game_clear (&game);
}

/* Penalties said as the Laws say them: 7.5.5 and 9.5.3 "two minutes", A.3 "one minute" (2023
 * Turkish text: "iki dakika", "bir dakika"). */
static void
test_time_amounts (void)
{
  static const struct
  {
    int seconds;
    const char *english, *turkish;
  } cases[] = {
    { 120, "two minutes", "iki dakika" },  { 60, "one minute", "bir dakika" },
    { 300, "5 minutes", "5 dakika" },      { 90, "1 minute 30 seconds", "1 dakika 30 saniye" },
    { 45, "45 seconds", "45 saniye" },     { 1, "1 second", "1 saniye" },
    { -120, "two minutes", "iki dakika" },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = hakem_time_amount_text (cases[i].seconds);
      g_assert_cmpstr (text, ==, turkish ? cases[i].turkish : cases[i].english);
    }
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("HAKEM_LOCALEDIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  turkish = g_strcmp0 (g_getenv ("LANGUAGE"), "tr") == 0;
  g_test_init (&argc, &argv, NULL);
  for (gsize i = 0; i < G_N_ELEMENTS (cite_cases); i++)
    {
      g_autofree char *path = g_strconcat ("/rules-text/cite/", cite_cases[i].name, NULL);
      g_test_add_data_func (path, &cite_cases[i], run_cite);
    }
  g_test_add_func ("/rules-text/time-amounts", test_time_amounts);
  return g_test_run ();
}
