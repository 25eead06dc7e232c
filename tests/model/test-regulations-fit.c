/* test-regulations-fit.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The rules follow the game: regulations fit a time control of their class (A.1, B.1); a new
 * game keeps the event's regulations only then, and otherwise takes the FIDE profile of its own
 * class, so that a blitz profile never gives a 90'+30" game A.3's one minute.
 */
#include <glib.h>
#include <string.h>

#include "hakem-session.h"
#include "session-test-util.h"

static HakemRegulations *
builtin (const char *id)
{
  g_autoptr (GError) error = NULL;
  HakemRegulations *regs = hakem_regulations_load_builtin (id, &error);
  g_assert_no_error (error);
  return regs;
}

typedef struct
{
  const char *profile;
  const char *tc;
  gboolean fits;
  const char *why_has; /* a part of the explanation, or NULL */
} FitCase;

/* A.1: rapid is more than 10 and less than 60 minutes for a 60-move game (increments counted);
 * B.1: blitz 10 minutes or less; the rest standard play. 7.5.5, 9.5.3: 120 s; A.3: 60 s. */
static const FitCase fit_cases[] = {
  { "fide-2023-standard", "40/5400+30:1800+30", TRUE, NULL },
  { "fide-2023-standard", "5400+30", TRUE, NULL },
  { "fide-2023-rapid", "900+10", TRUE, NULL },
  { "fide-2023-blitz", "180+2", TRUE, NULL },
  { "fide-2023-blitz", "5400+30", FALSE,
    "would add 60 and 60 seconds to the opponent's time "
    "instead of 120 and 120" },
  { "fide-2023-rapid", "5400+30", FALSE, "(Article A.1)" },
  { "fide-2023-standard", "900+10", FALSE, "instead of 60 and 60" },
  { "fide-2023-standard", "180+2", FALSE, "(Article B.1)" },
  /* No clock or an unknown one: nothing to contradict. */
  { "fide-2023-blitz", "-", TRUE, NULL },
  { "fide-2023-blitz", "?", TRUE, NULL },
};

static void
test_fit (gconstpointer data)
{
  const FitCase *t = data;
  g_autoptr (HakemRegulations) regs = builtin (t->profile);
  ChessTimeControl tc;
  g_assert_cmpint (chess_time_control_parse (&tc, t->tc, NULL), ==, CHESS_TIME_CONTROL_OK);
  g_autofree char *why = NULL;
  g_assert_cmpint (hakem_regulations_fit_time_control (regs, &tc, &why), ==, t->fits);
  if (t->fits)
    g_assert_null (why);
  else
    {
      g_assert_nonnull (why);
      g_assert_nonnull (strstr (why, t->why_has));
    }
}

/* A.6, B.4: without a word from the regulations, partial supervision (A.5, B.3), printed. */
static void
test_in_force_text (void)
{
  static const struct
  {
    const char *id;
    const char *text;
  } cases[] = {
    { "fide-2023-standard", "Standard play" },
    { "fide-2023-rapid", "Rapid play, A.5 (partial supervision)" },
    { "fide-2023-blitz", "Blitz, B.3 (partial supervision)" },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (HakemRegulations) regs = builtin (cases[i].id);
      g_autofree char *text = hakem_regulations_in_force_text (regs);
      g_assert_cmpstr (text, ==, cases[i].text);
    }
  g_autoptr (HakemRegulations) b2 = builtin ("fide-2023-blitz");
  b2->supervision = CHESS_SUPERVISION_FULL;
  g_free (b2->supervision_article);
  b2->supervision_article = g_strdup ("B.2");
  g_autofree char *text = hakem_regulations_in_force_text (b2);
  g_assert_cmpstr (text, ==, "Blitz, B.2 (full supervision)");
}

/* The blitz profile set for the event, then a 90'+30" game: the game is standard play, and an
 * incorrect claim costs two minutes (9.5.3), not A.3's one. */
static void
test_new_game_drops_unfit (void)
{
  g_autoptr (HakemSession) s = hakem_session_new ();
  start_game (s, NULL, "180+2");
  g_autoptr (HakemRegulations) blitz = builtin ("fide-2023-blitz");
  hakem_session_set_regulations (s, blitz);
  g_assert_true (hakem_session_get_regulations_explicit (s));

  /* Another blitz game keeps the event's regulations. */
  start_game (s, NULL, "300+3");
  g_assert_true (hakem_session_get_regulations_explicit (s));
  g_assert_cmpint (hakem_session_get_regulations (s)->time_class, ==, CHESS_TIME_CLASS_BLITZ);

  start_game (s, NULL, "5400+30");
  g_assert_false (hakem_session_get_regulations_explicit (s));
  g_assert_cmpint (hakem_session_get_regulations (s)->time_class, ==, CHESS_TIME_CLASS_STANDARD);
  play (s, "e2e4");
  ChessRuling r;
  g_assert_true (hakem_session_rule_claim (s, CHESS_CLAIM_THREEFOLD, CHESS_MOVE_NONE, &r, NULL));
  g_assert_cmpint (r.verdict, ==, CHESS_VERDICT_INCORRECT);
  g_assert_cmpint (r.adjust_seconds, ==, 120);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (gsize i = 0; i < G_N_ELEMENTS (fit_cases); i++)
    {
      g_autofree char *name
          = g_strdup_printf ("/regulations-fit/%s/%s", fit_cases[i].profile, fit_cases[i].tc);
      g_test_add_data_func (name, &fit_cases[i], test_fit);
    }
  g_test_add_func ("/regulations-fit/in-force-text", test_in_force_text);
  g_test_add_func ("/regulations-fit/new-game-drops-unfit", test_new_game_drops_unfit);
  return g_test_run ();
}
