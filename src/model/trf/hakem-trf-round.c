/* hakem-trf-round.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A round of a Tournament Report File as the pairings are published: its boards, each game
 * read from both players' lines, sorted by the scores before the round (C.04.1 F.1, C.04.3
 * pairing publication: the higher score of the two, then their sum, then the higher player's
 * rank), and its byes.
 */
#include "config.h"

#include "hakem-trf-private.h"

#include <glib/gi18n.h>
#include <string.h>

/* A board with what sorts it: scores before the round. */
typedef struct
{
  HakemTrfBoard b;
  double high; /* the higher score of the two */
  double sum;
  int high_number; /* the pairing number of the higher player (on equal scores the smaller) */
} Sorted;

static double
score_before (const HakemTrf *trf, const HakemTrfPlayer *p, int round)
{
  double sum = 0;
  for (int r = 1; r < round; r++)
    sum += hakem_trf_points (trf, hakem_trf_game (p, r).result);
  return sum;
}

static int
compare_sorted (gconstpointer a, gconstpointer b)
{
  const Sorted *x = a, *y = b;
  if (x->high != y->high)
    return x->high < y->high ? 1 : -1;
  if (x->sum != y->sum)
    return x->sum < y->sum ? 1 : -1;
  return x->high_number - y->high_number;
}

static int
compare_byes (gconstpointer a, gconstpointer b)
{
  return ((const HakemTrfBye *) a)->player - ((const HakemTrfBye *) b)->player;
}

/* What a round without opponent gives: the letters of byes; a win or draw without an opponent
 * as the bye that scores it; a blank round what a 240 record says, else, as anything else ("-",
 * "0"), a zero-point bye. */
static char
bye_kind (const HakemTrf *trf, int round, int player, char result)
{
  if (strchr ("HFUZ", result))
    return result;
  if (strchr ("1+W", result))
    return 'F';
  if (strchr ("=D", result))
    return 'H';
  char ahead = result == ' ' ? hakem_trf_bye_record_kind (trf, round, player) : 0;
  return ahead ? ahead : 'Z';
}

static void
set_disagree (GError **error, const HakemTrf *trf, const HakemTrfPlayer *p, const HakemTrfPlayer *q,
              int round, const char *why)
{
  g_set_error (error, HAKEM_TRF_ERROR, HAKEM_TRF_ERROR_INVALID,
               /* TRANSLATORS: "FILE:12: round 3: players 4 and 9: <why> (their lines 12 and 20)" */
               _ ("%s:%u: round %d: players %d and %d: %s (their lines %u and %u)"), trf->source,
               p->line, round, p->number, q->number, why, p->line, q->line);
}

/* The board p plays in round (p the smaller pairing number of the two). */
static gboolean
make_board (const HakemTrf *trf, const HakemTrfPlayer *p, int round, Sorted *s, GError **error)
{
  HakemTrfGame g = hakem_trf_game (p, round);
  const HakemTrfPlayer *q = hakem_trf_player (trf, g.opponent);
  if (!q)
    {
      g_set_error (error, HAKEM_TRF_ERROR, HAKEM_TRF_ERROR_INVALID,
                   _ ("%s:%u: round %d: player %d's opponent %d has no 001 line"), trf->source,
                   p->line, round, p->number, g.opponent);
      return FALSE;
    }
  HakemTrfGame h = hakem_trf_game (q, round);
  if (h.opponent != p->number)
    {
      set_disagree (error, trf, p, q, round, _ ("the opponents do not match"));
      return FALSE;
    }
  if ((g.colour != '-' && g.colour == h.colour))
    {
      set_disagree (error, trf, p, q, round, _ ("both have the same colour"));
      return FALSE;
    }
  gboolean p_white = g.colour == 'w' || h.colour == 'b' || (g.colour == '-' && h.colour == '-');
  const HakemTrfPlayer *w = p_white ? p : q, *b = p_white ? q : p;
  memset (s, 0, sizeof *s);
  s->b.white = w->number;
  s->b.black = b->number;
  s->b.colours_known = g.colour != '-' || h.colour != '-';
  s->b.white_result = hakem_trf_game (w, round).result;
  s->b.black_result = hakem_trf_game (b, round).result;
  double sp = score_before (trf, p, round), sq = score_before (trf, q, round);
  s->high = MAX (sp, sq);
  s->sum = sp + sq;
  /* p has the smaller number: it is the higher player unless q has more points. */
  s->high_number = sq > sp ? q->number : p->number;
  return TRUE;
}

static gboolean
check_round (const HakemTrf *trf, int round, GError **error)
{
  if (round >= 1 && round <= trf->rounds)
    return TRUE;
  g_set_error (error, HAKEM_TRF_ERROR, HAKEM_TRF_ERROR_ROUND,
               _ ("%s: there is no round %d: the file holds rounds 1 to %d"), trf->source, round,
               trf->rounds);
  return FALSE;
}

gboolean
hakem_trf_round (const HakemTrf *trf, int round, GArray **boards, GArray **byes, GError **error)
{
  if (!check_round (trf, round, error))
    return FALSE;
  g_autoptr (GArray) sorted = g_array_new (FALSE, TRUE, sizeof (Sorted));
  g_autoptr (GArray) free_rounds = g_array_new (FALSE, TRUE, sizeof (HakemTrfBye));
  for (guint i = 0; i < trf->players->len; i++)
    {
      const HakemTrfPlayer *p = g_ptr_array_index (trf->players, i);
      HakemTrfGame g = hakem_trf_game (p, round);
      if (g.opponent == 0)
        {
          HakemTrfBye bye = { p->number, bye_kind (trf, round, p->number, g.result) };
          g_array_append_val (free_rounds, bye);
          continue;
        }
      if (g.opponent == p->number)
        {
          g_set_error (error, HAKEM_TRF_ERROR, HAKEM_TRF_ERROR_INVALID,
                       _ ("%s:%u: round %d: player %d is paired against themselves"), trf->source,
                       p->line, round, p->number);
          return FALSE;
        }
      /* The smaller number of the two makes the board; the larger only checks that the
       * smaller names it (else the larger would be in no board and no bye). */
      const HakemTrfPlayer *q = hakem_trf_player (trf, g.opponent);
      if (g.opponent < p->number && q && hakem_trf_game (q, round).opponent != p->number)
        {
          set_disagree (error, trf, p, q, round, _ ("the opponents do not match"));
          return FALSE;
        }
      if (g.opponent < p->number && q)
        continue;
      Sorted s;
      if (!make_board (trf, p, round, &s, error))
        return FALSE;
      g_array_append_val (sorted, s);
    }
  g_array_sort (sorted, compare_sorted);
  g_array_sort (free_rounds, compare_byes);
  *boards = g_array_sized_new (FALSE, TRUE, sizeof (HakemTrfBoard), sorted->len);
  for (guint i = 0; i < sorted->len; i++)
    {
      HakemTrfBoard b = g_array_index (sorted, Sorted, i).b;
      b.board = (int) i + 1;
      g_array_append_val (*boards, b);
    }
  *byes = g_steal_pointer (&free_rounds);
  return TRUE;
}

int
hakem_trf_default_round (const HakemTrf *trf)
{
  int last_paired = 0;
  for (int r = 1; r <= trf->rounds; r++)
    {
      gboolean paired = FALSE, results = FALSE;
      for (guint i = 0; i < trf->players->len; i++)
        {
          HakemTrfGame g = hakem_trf_game (g_ptr_array_index (trf->players, i), r);
          paired |= g.opponent != 0;
          results |= g.opponent != 0 && g.result != ' ';
        }
      if (paired && !results)
        return r;
      if (paired)
        last_paired = r;
    }
  return last_paired;
}

char *
hakem_trf_board_result (const HakemTrfBoard *board)
{
  char w = board->white_result, b = board->black_result;
  if (w == ' ' && b == ' ')
    return NULL;
  static const struct
  {
    char w, b;
    const char *text;
  } known[] = {
    { '1', '0', "1-0" }, { '0', '1', "0-1" }, { '=', '=', "1/2-1/2" },
    { '+', '-', "+/-" }, { '-', '+', "-/+" }, { '-', '-', "-/-" },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (known); i++)
    if (known[i].w == w && known[i].b == b)
      return g_strdup (known[i].text);
  return g_strdup_printf ("%c/%c", w == ' ' ? '?' : w, b == ' ' ? '?' : b);
}

gboolean
hakem_trf_result_parse (const char *text, char *white, char *black)
{
  static const struct
  {
    const char *text;
    char w, b;
  } forms[] = {
    { "1-0", '1', '0' },     { "0-1", '0', '1' }, { "1/2-1/2", '=', '=' }, { "=-=", '=', '=' },
    { "0.5-0.5", '=', '=' }, { "+/-", '+', '-' }, { "-/+", '-', '+' },     { "-/-", '-', '-' },
    { "+-", '+', '-' },      { "-+", '-', '+' },  { "--", '-', '-' },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (forms); i++)
    if (strcmp (text, forms[i].text) == 0)
      {
        *white = forms[i].w;
        *black = forms[i].b;
        return TRUE;
      }
  return FALSE;
}
