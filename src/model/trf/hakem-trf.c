/* hakem-trf.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Reading a Tournament Report File: the header tags and the fixed columns of the 001 lines, as
 * real files write them (CR LF or LF, lines cut after their last round, optional fields blank,
 * the XXR, XXC and DAT lines of the pairing programs, ### comments).
 */
#include "config.h"

#include "hakem-trf.h"

#include <glib/gi18n.h>
#include <string.h>

#include "chess-clock.h"
#include "hakem-file-read.h"
#include "hakem-text-safe.h"
#include "hakem-trf-private.h"

G_DEFINE_QUARK (hakem - trf - error - quark, hakem_trf_error)

/* The columns of a 001 line, 1-based as the format numbers them. */
#define COL_NUMBER 5
#define COL_SEX 10
#define COL_TITLE 11
#define COL_NAME 15
#define COL_RATING 49
#define COL_FEDERATION 54
#define COL_FIDE_ID 58
#define COL_BIRTH 70
#define COL_POINTS 81
#define COL_RANK 86
#define COL_ROUND1 92 /* round r's opponent at 92 + 10 (r - 1), colour +5, result +7 */

typedef struct
{
  const char *name; /* for the messages */
  guint line;
  const char *text; /* the line without its end */
  gsize len;
} Line;

/* Columns from..to (1-based, inclusive) of the line, blanks around removed. */
static char *
field (const Line *l, int from, int to)
{
  if ((gsize) from > l->len)
    return g_strdup ("");
  gsize end = MIN ((gsize) to, l->len);
  char *s = g_strstrip (g_strndup (l->text + from - 1, end - (gsize) from + 1));
  if (g_utf8_validate (s, -1, NULL))
    return s;
  /* Pairing programs on Windows write their code page, one byte a character (which keeps the
   * columns): read a field that is not UTF-8 as Windows-1252, else with its bad bytes marked. */
  char *converted = g_convert (s, -1, "UTF-8", "WINDOWS-1252", NULL, NULL, NULL);
  if (!converted)
    converted = g_utf8_make_valid (s, -1);
  g_free (s);
  return converted;
}

static char
column (const Line *l, int col)
{
  return (gsize) col <= l->len ? l->text[col - 1] : ' ';
}

/* A whole number of digits only in [0, max]; an empty text is 0 when allowed. */
static gboolean
read_number (const char *text, gboolean empty_ok, int max, int *out)
{
  if (!*text)
    {
      *out = 0;
      return empty_ok;
    }
  long v = 0;
  for (const char *c = text; *c; c++)
    {
      if (!g_ascii_isdigit (*c))
        return FALSE;
      v = v * 10 + (*c - '0');
      if (v > max)
        return FALSE;
    }
  *out = (int) v;
  return TRUE;
}

static void
set_line_error (GError **error, const Line *l, const char *what)
{
  g_set_error (error, HAKEM_TRF_ERROR, HAKEM_TRF_ERROR_INVALID, "%s:%u: %s", l->name, l->line,
               what);
}

static void
player_free (gpointer data)
{
  HakemTrfPlayer *p = data;
  g_free (p->title);
  g_free (p->name);
  g_free (p->federation);
  g_free (p->fide_id);
  g_free (p->birth);
  if (p->games)
    g_array_unref (p->games);
  g_free (p);
}

static gboolean
read_game (const Line *l, int round, HakemTrfGame *g, GError **error)
{
  int at = COL_ROUND1 + 10 * (round - 1);
  g_autofree char *opp = field (l, at, at + 3);
  if (!read_number (opp, TRUE, HAKEM_TRF_MAX_PLAYER, &g->opponent))
    {
      g_autofree char *shown = hakem_text_escape_line (opp);
      g_autofree char *m = g_strdup_printf (_ ("round %d: the opponent '%s' is not a starting "
                                               "rank from 0 to 9999"),
                                            round, shown);
      set_line_error (error, l, m);
      return FALSE;
    }
  char c = g_ascii_tolower (column (l, at + 5));
  g->colour = c == ' ' ? '-' : c;
  g->result = g_ascii_toupper (column (l, at + 7));
  if (!strchr ("wb-", g->colour))
    {
      char raw[2] = { c, 0 };
      g_autofree char *shown = hakem_text_escape_line (raw);
      g_autofree char *m
          = g_strdup_printf (_ ("round %d: the colour '%s' is none of w, b and -"), round, shown);
      set_line_error (error, l, m);
      return FALSE;
    }
  if (!strchr ("10=+-WDLHFUZ ", g->result))
    {
      char raw[2] = { g->result, 0 };
      g_autofree char *shown = hakem_text_escape_line (raw);
      g_autofree char *m = g_strdup_printf (_ ("round %d: the result '%s' is none of "
                                               "1 0 = + - W D L H F U Z"),
                                            round, shown);
      set_line_error (error, l, m);
      return FALSE;
    }
  return TRUE;
}

static HakemTrfPlayer *
read_player (const Line *l, GError **error)
{
  g_autofree char *number = field (l, COL_NUMBER, COL_NUMBER + 3);
  int n;
  if (!read_number (number, FALSE, HAKEM_TRF_MAX_PLAYER, &n) || n == 0)
    {
      g_autofree char *shown = hakem_text_escape_line (number);
      g_autofree char *m = g_strdup_printf (_ ("the starting rank '%s' is not a number from 1 to "
                                               "9999"),
                                            shown);
      set_line_error (error, l, m);
      return NULL;
    }
  HakemTrfPlayer *p = g_new0 (HakemTrfPlayer, 1);
  p->number = n;
  p->line = l->line;
  p->sex = column (l, COL_SEX);
  p->title = field (l, COL_TITLE, COL_TITLE + 2);
  p->name = field (l, COL_NAME, COL_NAME + 32);
  g_autofree char *rating = field (l, COL_RATING, COL_RATING + 3);
  if (!read_number (rating, TRUE, 9999, &p->rating))
    p->rating = 0;
  p->federation = field (l, COL_FEDERATION, COL_FEDERATION + 2);
  p->fide_id = field (l, COL_FIDE_ID, COL_FIDE_ID + 10);
  p->birth = field (l, COL_BIRTH, COL_BIRTH + 9);
  /* What a name or a title shows goes into PGN tags and the window: no control characters. */
  const char *texts[] = { p->title, p->name, p->federation, p->fide_id, p->birth };
  for (gsize i = 0; i < G_N_ELEMENTS (texts); i++)
    if (hakem_text_find_control (texts[i], FALSE))
      {
        g_autofree char *shown = hakem_text_escape_line (texts[i]);
        /* TRANSLATORS: %s is the field as read, its control characters written as \xHH */
        g_autofree char *m = g_strdup_printf (_ ("a player's field holds a control character: "
                                                 "'%s'"),
                                              shown);
        set_line_error (error, l, m);
        player_free (p);
        return NULL;
      }
  g_autofree char *points = field (l, COL_POINTS, COL_POINTS + 3);
  char *end = NULL;
  p->points = g_ascii_strtod (points, &end);
  /* Digits only: g_ascii_strtod takes "inf", "nan" and hexadecimal too. */
  p->has_points = *points && end && !*end && strspn (points, "0123456789.") == strlen (points);
  if (!p->has_points)
    p->points = 0;
  g_autofree char *rank = field (l, COL_RANK, COL_RANK + 3);
  if (!read_number (rank, TRUE, 99999, &p->rank))
    p->rank = 0;
  p->games = g_array_new (FALSE, TRUE, sizeof (HakemTrfGame));
  for (int r = 1; (gsize) (COL_ROUND1 + 10 * (r - 1)) <= l->len; r++)
    {
      HakemTrfGame g;
      if (!read_game (l, r, &g, error))
        {
          player_free (p);
          return NULL;
        }
      g_array_append_val (p->games, g);
    }
  /* Trailing blank rounds say nothing the missing columns would not. */
  while (p->games->len > 0)
    {
      HakemTrfGame *g = &g_array_index (p->games, HakemTrfGame, p->games->len - 1);
      if (g->opponent || g->result != ' ' || g->colour != '-')
        break;
      g_array_set_size (p->games, p->games->len - 1);
    }
  return p;
}

/* The value of a header line: from column 5, blanks around removed; NULL when empty. */
static char *
tag_value (const Line *l)
{
  char *v = field (l, 5, (int) MIN (l->len, (gsize) HAKEM_TRF_MAX_LINE));
  if (!*v)
    g_clear_pointer (&v, g_free);
  return v;
}

static void
replace (char **slot, char *value)
{
  g_free (*slot);
  *slot = value;
}

static void
read_time_control (HakemTrf *trf, const Line *l, int tag)
{
  char *v = tag_value (l);
  if (tag == 122)
    {
      replace (&trf->time_text, v);
      return;
    }
  replace (&trf->time_control, v);
  trf->time_control_tag = v ? 222 : 0;
}

static gboolean
read_line (HakemTrf *trf, const Line *l, GError **error)
{
  if (l->len < 3)
    return TRUE;
  char tag[4] = { l->text[0], l->text[1], l->text[2], 0 };
  if (l->len > 3 && l->text[3] != ' ')
    return TRUE; /* not a tag line (a program's own) */
  if (strcmp (tag, "001") == 0)
    {
      HakemTrfPlayer *p = read_player (l, error);
      if (!p)
        return FALSE;
      const HakemTrfPlayer *seen = hakem_trf_player (trf, p->number);
      if (seen)
        {
          g_autofree char *m
              = g_strdup_printf (_ ("player %d is already on line %u"), p->number, seen->line);
          player_free (p);
          set_line_error (error, l, m);
          return FALSE;
        }
      g_ptr_array_add (trf->players, p);
      g_hash_table_insert (trf->by_number, GINT_TO_POINTER (p->number), p);
      trf->rounds = MAX (trf->rounds, (int) p->games->len);
    }
  else if (strcmp (tag, "012") == 0)
    replace (&trf->name, tag_value (l));
  else if (strcmp (tag, "022") == 0)
    replace (&trf->city, tag_value (l));
  else if (strcmp (tag, "032") == 0)
    replace (&trf->federation, tag_value (l));
  else if (strcmp (tag, "042") == 0)
    replace (&trf->start_date, tag_value (l));
  else if (strcmp (tag, "052") == 0)
    replace (&trf->end_date, tag_value (l));
  else if (strcmp (tag, "102") == 0)
    replace (&trf->chief_arbiter, tag_value (l));
  else if (strcmp (tag, "122") == 0)
    read_time_control (trf, l, 122);
  else if (strcmp (tag, "222") == 0)
    read_time_control (trf, l, 222);
  else if (strcmp (tag, "162") == 0)
    return hakem_trf_read_scoring (trf, l->text, l->len, l->name, l->line, error);
  else if (strcmp (tag, "240") == 0)
    return hakem_trf_read_bye_record (trf, l->text, l->len, l->name, l->line, error);
  else if (strcmp (tag, "XXR") == 0 || strcmp (tag, "142") == 0)
    {
      g_autofree char *v = tag_value (l);
      int n;
      if (v && read_number (v, FALSE, 999, &n))
        trf->declared_rounds = n;
    }
  return TRUE;
}

/* 122 stands in for 222 when it is written as a PGN TimeControl value. */
static void
settle_time_control (HakemTrf *trf)
{
  if (trf->time_control || !trf->time_text)
    return;
  ChessTimeControl tc;
  int col;
  if (chess_time_control_parse (&tc, trf->time_text, &col) == CHESS_TIME_CONTROL_OK)
    {
      trf->time_control = g_strdup (trf->time_text);
      trf->time_control_tag = 122;
    }
}

static HakemTrf *
trf_new (void)
{
  HakemTrf *trf = g_new0 (HakemTrf, 1);
  trf->players = g_ptr_array_new_with_free_func (player_free);
  trf->by_number = g_hash_table_new (g_direct_hash, g_direct_equal);
  trf->bye_kinds = g_hash_table_new (NULL, NULL);
  hakem_trf_scoring_defaults (trf);
  return trf;
}

static gboolean
read_lines (HakemTrf *trf, const char *name, GError **error)
{
  Line l = { .name = name, .line = 0 };
  const char *p = trf->text, *end = trf->text + trf->length;
  while (p < end)
    {
      const char *nl = memchr (p, '\n', (gsize) (end - p));
      const char *stop = nl ? nl : end;
      l.line++;
      l.text = p;
      l.len = (gsize) (stop - p);
      if (l.len > 0 && l.text[l.len - 1] == '\r')
        l.len--;
      /* A UTF-8 byte order mark, as some Windows programs write: not part of the first tag. */
      if (l.line == 1 && l.len >= 3 && memcmp (l.text, "\xEF\xBB\xBF", 3) == 0)
        {
          l.text += 3;
          l.len -= 3;
        }
      if (l.line == 1)
        trf->crlf = nl && nl > p && nl[-1] == '\r';
      if (l.len > HAKEM_TRF_MAX_LINE)
        {
          g_autofree char *m = g_strdup_printf (_ ("the line is longer than %d bytes, the most "
                                                   "Hakem reads"),
                                                HAKEM_TRF_MAX_LINE);
          set_line_error (error, &l, m);
          return FALSE;
        }
      if (!read_line (trf, &l, error))
        return FALSE;
      p = nl ? nl + 1 : end;
    }
  return TRUE;
}

/* The 1-based line of byte offset at in text. */
static guint
line_of (const char *text, gsize at)
{
  guint line = 1;
  for (gsize i = 0; i < at; i++)
    line += text[i] == '\n';
  return line;
}

HakemTrf *
hakem_trf_parse (const char *data, gsize length, const char *name, GError **error)
{
  if (length > HAKEM_TRF_MAX_BYTES)
    {
      g_set_error (error, HAKEM_TRF_ERROR, HAKEM_TRF_ERROR_INVALID,
                   _ ("%s: it is larger than %u MiB, the most Hakem reads of it"), name,
                   HAKEM_TRF_MAX_BYTES / (1024u * 1024u));
      return NULL;
    }
  const char *nul = memchr (data, '\0', length);
  if (nul)
    {
      g_set_error (error, HAKEM_TRF_ERROR, HAKEM_TRF_ERROR_INVALID,
                   _ ("%s:%u: a NUL byte: this is no tournament report file"), name,
                   line_of (data, (gsize) (nul - data)));
      return NULL;
    }
  HakemTrf *trf = trf_new ();
  trf->source = g_strdup (name);
  trf->text = g_strndup (data, length);
  trf->length = length;
  if (!read_lines (trf, name, error))
    {
      hakem_trf_free (trf);
      return NULL;
    }
  if (trf->players->len == 0)
    {
      g_set_error (error, HAKEM_TRF_ERROR, HAKEM_TRF_ERROR_INVALID,
                   _ ("%s: no player line (001): this is no tournament report file"), name);
      hakem_trf_free (trf);
      return NULL;
    }
  trf->rounds = MAX (trf->rounds, trf->declared_rounds);
  settle_time_control (trf);
  return trf;
}

HakemTrf *
hakem_trf_read (const char *path, GError **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;
  g_autoptr (GError) local = NULL;
  if (!hakem_file_read_bounded (path, 0, HAKEM_TRF_MAX_BYTES, &data, &length, &local))
    {
      g_set_error (error, HAKEM_TRF_ERROR, HAKEM_TRF_ERROR_INVALID, "%s: %s", path, local->message);
      return NULL;
    }
  return hakem_trf_parse (data, length, path, error);
}

void
hakem_trf_free (HakemTrf *trf)
{
  if (!trf)
    return;
  g_free (trf->source);
  g_free (trf->text);
  g_free (trf->name);
  g_free (trf->city);
  g_free (trf->federation);
  g_free (trf->start_date);
  g_free (trf->end_date);
  g_free (trf->chief_arbiter);
  g_free (trf->time_control);
  g_free (trf->time_text);
  g_hash_table_unref (trf->by_number);
  g_hash_table_unref (trf->bye_kinds);
  g_ptr_array_unref (trf->players);
  g_free (trf);
}

const HakemTrfPlayer *
hakem_trf_player (const HakemTrf *trf, int number)
{
  return g_hash_table_lookup (trf->by_number, GINT_TO_POINTER (number));
}

HakemTrfGame
hakem_trf_game (const HakemTrfPlayer *player, int round)
{
  HakemTrfGame blank = { 0, '-', ' ' };
  if (round < 1 || (guint) round > player->games->len)
    return blank;
  return g_array_index (player->games, HakemTrfGame, round - 1);
}

const char *
hakem_trf_pgn_title (const char *title)
{
  static const char *const letters[][2] = {
    { "g", "GM" },   { "m", "IM" },   { "f", "FM" },   { "c", "CM" },
    { "wg", "WGM" }, { "wm", "WIM" }, { "wf", "WFM" }, { "wc", "WCM" },
  };
  for (gsize i = 0; title && i < G_N_ELEMENTS (letters); i++)
    if (g_ascii_strcasecmp (title, letters[i][0]) == 0)
      return letters[i][1];
  return title ? title : "";
}
