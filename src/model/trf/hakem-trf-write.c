/* hakem-trf-write.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A round's results written back into a Tournament Report File: only that round's result
 * column and the points (columns 81-84) of the players concerned change; every other byte,
 * line ends included, stays as it was.
 */
#include "config.h"

#include "hakem-trf.h"

#include <glib/gi18n.h>
#include <string.h>

#define COL_POINTS 81
#define COL_RESULT1 99 /* round r's result at 99 + 10 (r - 1) */

/* A player's new result, keyed by the 001 line. */
typedef struct
{
  const HakemTrfPlayer *player;
  char result;
} Change;

static void
set_round_error (GError **error, const char *message)
{
  g_set_error_literal (error, HAKEM_TRF_ERROR, HAKEM_TRF_ERROR_ROUND, message);
}

/* Fills changes (line number -> Change) from the results; FALSE with the error when a board
 * does not exist or is given twice. */
static gboolean
collect_changes (const HakemTrf *trf, int round, const HakemTrfResult *results, guint n,
                 GHashTable *changes, GError **error)
{
  g_autoptr (GArray) boards = NULL, byes = NULL;
  if (!hakem_trf_round (trf, round, &boards, &byes, error))
    return FALSE;
  g_autoptr (GHashTable) seen = g_hash_table_new (g_direct_hash, g_direct_equal);
  for (guint i = 0; i < n; i++)
    {
      int k = results[i].board;
      if (k < 1 || (guint) k > boards->len)
        {
          g_autofree char *m = g_strdup_printf (_ ("%s: round %d has no board %d (it has %u)"),
                                                trf->source, round, k, boards->len);
          set_round_error (error, m);
          return FALSE;
        }
      if (!g_hash_table_add (seen, GINT_TO_POINTER (k)))
        {
          g_autofree char *m = g_strdup_printf (_ ("%s: round %d: board %d is given twice"),
                                                trf->source, round, k);
          set_round_error (error, m);
          return FALSE;
        }
      const HakemTrfBoard *b = &g_array_index (boards, HakemTrfBoard, k - 1);
      const HakemTrfPlayer *w = hakem_trf_player (trf, b->white);
      const HakemTrfPlayer *bl = hakem_trf_player (trf, b->black);
      Change *cw = g_new (Change, 1), *cb = g_new (Change, 1);
      *cw = (Change){ w, results[i].white };
      *cb = (Change){ bl, results[i].black };
      g_hash_table_insert (changes, GUINT_TO_POINTER (w->line), cw);
      g_hash_table_insert (changes, GUINT_TO_POINTER (bl->line), cb);
    }
  return TRUE;
}

/* The points with the round's result changed: the file's points less the old result's plus the
 * new one's, or every round's results added up when the line has no points. */
static double
new_points (const HakemTrf *trf, const Change *c, int round)
{
  const HakemTrfPlayer *p = c->player;
  if (p->has_points)
    return p->points - hakem_trf_points (trf, hakem_trf_game (p, round).result)
           + hakem_trf_points (trf, c->result);
  double sum = hakem_trf_points (trf, c->result);
  for (guint r = 1; r <= p->games->len; r++)
    if ((int) r != round)
      sum += hakem_trf_points (trf, hakem_trf_game (p, (int) r).result);
  return sum;
}

static void
put (GString *line, int col, const char *text)
{
  gsize need = (gsize) col - 1 + strlen (text);
  while (line->len < need)
    g_string_append_c (line, ' ');
  memcpy (line->str + col - 1, text, strlen (text));
}

static gboolean
rewrite_line (const HakemTrf *trf, GString *line, const Change *c, int round, GError **error)
{
  double pts = new_points (trf, c, round);
  char buf[G_ASCII_DTOSTR_BUF_SIZE];
  g_ascii_formatd (buf, sizeof buf, "%4.1f", pts);
  if (strlen (buf) > 4)
    {
      g_set_error (error, HAKEM_TRF_ERROR, HAKEM_TRF_ERROR_ROUND,
                   _ ("%s:%u: the points %s do not fit in columns 81-84"), trf->source,
                   c->player->line, buf);
      return FALSE;
    }
  char result[2] = { c->result, 0 };
  put (line, COL_RESULT1 + 10 * (round - 1), result);
  put (line, COL_POINTS, buf);
  return TRUE;
}

char *
hakem_trf_write_results (const HakemTrf *trf, int round, const HakemTrfResult *results,
                         guint n_results, gsize *length, GError **error)
{
  g_autoptr (GHashTable) changes
      = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, g_free);
  if (!collect_changes (trf, round, results, n_results, changes, error))
    return NULL;
  GString *out = g_string_sized_new (trf->length + 64);
  const char *p = trf->text, *end = trf->text + trf->length;
  for (guint line = 1; p < end; line++)
    {
      const char *nl = memchr (p, '\n', (gsize) (end - p));
      const char *stop = nl ? nl : end;
      const char *content_end = stop > p && stop[-1] == '\r' ? stop - 1 : stop;
      const Change *c = g_hash_table_lookup (changes, GUINT_TO_POINTER (line));
      if (!c)
        g_string_append_len (out, p, stop - p);
      else
        {
          /* The reader counts the columns of the first line after a UTF-8 byte order mark. */
          const char *from = p;
          if (line == 1 && content_end - p >= 3 && memcmp (p, "\xEF\xBB\xBF", 3) == 0)
            {
              g_string_append_len (out, p, 3);
              from = p + 3;
            }
          g_autoptr (GString) l = g_string_new_len (from, content_end - from);
          if (!rewrite_line (trf, l, c, round, error))
            {
              g_string_free (out, TRUE);
              return NULL;
            }
          g_string_append_len (out, l->str, (gssize) l->len);
          g_string_append_len (out, content_end, stop - content_end);
        }
      if (nl)
        g_string_append_c (out, '\n');
      p = nl ? nl + 1 : end;
    }
  *length = out->len;
  return g_string_free (out, FALSE);
}
