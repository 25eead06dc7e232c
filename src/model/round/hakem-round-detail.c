/* hakem-round-detail.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A round flag's details as typed values: the table of keys and their types, the accessors, the
 * walk in the keys' order and the one writer of their text.
 */
#include "config.h"

#include "hakem-round-detail.h"

#include <string.h>

static const struct
{
  const char *name;
  HakemRoundValueType type;
  gboolean nullable;
} keys[HAKEM_ROUND_DETAIL_N_KEYS] = {
  [HAKEM_ROUND_DETAIL_RESULT] = { "result", HAKEM_ROUND_VALUE_RESULT, FALSE },
  [HAKEM_ROUND_DETAIL_EXPECTED] = { "expected", HAKEM_ROUND_VALUE_RESULT, FALSE },
  [HAKEM_ROUND_DETAIL_MOVE] = { "move", HAKEM_ROUND_VALUE_WORD, FALSE },
  [HAKEM_ROUND_DETAIL_CANDIDATES] = { "candidates", HAKEM_ROUND_VALUE_LIST, FALSE },
  [HAKEM_ROUND_DETAIL_INSERTED] = { "inserted", HAKEM_ROUND_VALUE_WORD, TRUE },
  [HAKEM_ROUND_DETAIL_MOVES] = { "moves", HAKEM_ROUND_VALUE_LIST, FALSE },
  [HAKEM_ROUND_DETAIL_FEN_BEFORE] = { "fen-before", HAKEM_ROUND_VALUE_FEN, TRUE },
  [HAKEM_ROUND_DETAIL_FEN_AFTER] = { "fen-after", HAKEM_ROUND_VALUE_FEN, TRUE },
  [HAKEM_ROUND_DETAIL_BY] = { "by", HAKEM_ROUND_VALUE_COLOR, FALSE },
  [HAKEM_ROUND_DETAIL_WINNER] = { "winner", HAKEM_ROUND_VALUE_COLOR, FALSE },
  [HAKEM_ROUND_DETAIL_SIDE] = { "side", HAKEM_ROUND_VALUE_COLOR, FALSE },
  [HAKEM_ROUND_DETAIL_PROBLEM] = { "problem", HAKEM_ROUND_VALUE_WORD, FALSE },
  [HAKEM_ROUND_DETAIL_DROPPED] = { "dropped", HAKEM_ROUND_VALUE_NUMBER, FALSE },
  [HAKEM_ROUND_DETAIL_DESK] = { "desk", HAKEM_ROUND_VALUE_WORD, FALSE },
  [HAKEM_ROUND_DETAIL_INCIDENT] = { "incident", HAKEM_ROUND_VALUE_WORD, FALSE },
  [HAKEM_ROUND_DETAIL_ARTICLES] = { "articles", HAKEM_ROUND_VALUE_ARTICLES, FALSE },
  [HAKEM_ROUND_DETAIL_REASON] = { "reason", HAKEM_ROUND_VALUE_WORD, FALSE },
  [HAKEM_ROUND_DETAIL_MAX_BYTES] = { "max-bytes", HAKEM_ROUND_VALUE_NUMBER, FALSE },
  [HAKEM_ROUND_DETAIL_BOARD] = { "board", HAKEM_ROUND_VALUE_NUMBER, FALSE },
  [HAKEM_ROUND_DETAIL_EXPECTED_PAIRING] = { "expected", HAKEM_ROUND_VALUE_PAIR, FALSE },
  [HAKEM_ROUND_DETAIL_CAME] = { "came", HAKEM_ROUND_VALUE_PAIR, FALSE },
  [HAKEM_ROUND_DETAIL_FEED_BOARD] = { "feed-board", HAKEM_ROUND_VALUE_LABEL, FALSE },
  [HAKEM_ROUND_DETAIL_ROUND] = { "round", HAKEM_ROUND_VALUE_NUMBER, FALSE },
  [HAKEM_ROUND_DETAIL_EXPECTED_ROUND] = { "expected-round", HAKEM_ROUND_VALUE_NUMBER, FALSE },
};

/* One key's value: numbers (a number, a colour, a result, a pair), text (a word, a label, a
 * FEN) or words (a list, the articles), by the key's type; or none. */
typedef struct
{
  HakemRoundDetailKey key;
  gboolean none;
  int numbers[2];
  char *text;
  char **words;
} Entry;

struct _HakemRoundDetail
{
  GArray *entries; /* Entry, in the order of their keys */
};

const char *
hakem_round_detail_key_name (HakemRoundDetailKey key)
{
  g_return_val_if_fail ((guint) key < HAKEM_ROUND_DETAIL_N_KEYS, NULL);
  return keys[key].name;
}

HakemRoundValueType
hakem_round_detail_key_type (HakemRoundDetailKey key)
{
  g_return_val_if_fail ((guint) key < HAKEM_ROUND_DETAIL_N_KEYS, HAKEM_ROUND_VALUE_WORD);
  return keys[key].type;
}

gboolean
hakem_round_detail_key_nullable (HakemRoundDetailKey key)
{
  g_return_val_if_fail ((guint) key < HAKEM_ROUND_DETAIL_N_KEYS, FALSE);
  return keys[key].nullable;
}

static gboolean
key_is (HakemRoundDetailKey key, HakemRoundValueType type)
{
  return (guint) key < HAKEM_ROUND_DETAIL_N_KEYS && keys[key].type == type;
}

static gboolean
key_is_either (HakemRoundDetailKey key, HakemRoundValueType a, HakemRoundValueType b)
{
  return key_is (key, a) || key_is (key, b);
}

static void
entry_clear (gpointer data)
{
  Entry *e = data;
  g_clear_pointer (&e->text, g_free);
  g_clear_pointer (&e->words, g_strfreev);
}

HakemRoundDetail *
hakem_round_detail_new (void)
{
  HakemRoundDetail *detail = g_new0 (HakemRoundDetail, 1);
  detail->entries = g_array_new (FALSE, TRUE, sizeof (Entry));
  g_array_set_clear_func (detail->entries, entry_clear);
  return detail;
}

HakemRoundDetail *
hakem_round_detail_copy (const HakemRoundDetail *detail)
{
  if (!detail)
    return NULL;
  HakemRoundDetail *copy = hakem_round_detail_new ();
  for (guint i = 0; i < detail->entries->len; i++)
    {
      Entry e = g_array_index (detail->entries, Entry, i);
      e.text = g_strdup (e.text);
      e.words = g_strdupv (e.words);
      g_array_append_val (copy->entries, e);
    }
  return copy;
}

void
hakem_round_detail_free (HakemRoundDetail *detail)
{
  if (!detail)
    return;
  g_array_unref (detail->entries);
  g_free (detail);
}

static guint
n_entries (const HakemRoundDetail *detail)
{
  return detail ? detail->entries->len : 0;
}

static gboolean
words_equal (char *const *a, char *const *b)
{
  if (!a || !b)
    return a == b;
  return g_strv_equal ((const char *const *) a, (const char *const *) b);
}

gboolean
hakem_round_detail_equal (const HakemRoundDetail *a, const HakemRoundDetail *b)
{
  if (n_entries (a) != n_entries (b))
    return FALSE;
  for (guint i = 0; i < n_entries (a); i++)
    {
      const Entry *x = &g_array_index (a->entries, Entry, i);
      const Entry *y = &g_array_index (b->entries, Entry, i);
      if (x->key != y->key || x->none != y->none || x->numbers[0] != y->numbers[0]
          || x->numbers[1] != y->numbers[1] || g_strcmp0 (x->text, y->text) != 0
          || !words_equal (x->words, y->words))
        return FALSE;
    }
  return TRUE;
}

/* Setting. ---------------------------------------------------------------------------------- */

/* The key's entry, emptied (a new one in its place in the order when absent). */
static Entry *
entry_for (HakemRoundDetail *detail, HakemRoundDetailKey key)
{
  guint i = 0;
  while (i < detail->entries->len && g_array_index (detail->entries, Entry, i).key < key)
    i++;
  if (i < detail->entries->len && g_array_index (detail->entries, Entry, i).key == key)
    {
      Entry *e = &g_array_index (detail->entries, Entry, i);
      entry_clear (e);
      memset (e, 0, sizeof *e);
      e->key = key;
      return e;
    }
  Entry e = { .key = key };
  g_array_insert_val (detail->entries, i, e);
  return &g_array_index (detail->entries, Entry, i);
}

void
hakem_round_detail_set_word (HakemRoundDetail *detail, HakemRoundDetailKey key, const char *word)
{
  g_return_if_fail (detail != NULL && word != NULL);
  g_return_if_fail (key_is_either (key, HAKEM_ROUND_VALUE_WORD, HAKEM_ROUND_VALUE_LABEL));
  char *text = g_strdup (word);
  if (keys[key].type == HAKEM_ROUND_VALUE_LABEL)
    g_strdelimit (text, " =", '_');
  entry_for (detail, key)->text = text;
}

void
hakem_round_detail_set_int (HakemRoundDetail *detail, HakemRoundDetailKey key, int value)
{
  g_return_if_fail (detail != NULL && key_is (key, HAKEM_ROUND_VALUE_NUMBER));
  entry_for (detail, key)->numbers[0] = value;
}

void
hakem_round_detail_set_color (HakemRoundDetail *detail, HakemRoundDetailKey key, ChessColor color)
{
  g_return_if_fail (detail != NULL && key_is (key, HAKEM_ROUND_VALUE_COLOR));
  g_return_if_fail (color == CHESS_WHITE || color == CHESS_BLACK);
  entry_for (detail, key)->numbers[0] = (int) color;
}

void
hakem_round_detail_set_result (HakemRoundDetail *detail, HakemRoundDetailKey key,
                               ChessResult result)
{
  g_return_if_fail (detail != NULL && key_is (key, HAKEM_ROUND_VALUE_RESULT));
  entry_for (detail, key)->numbers[0] = (int) result;
}

void
hakem_round_detail_set_fen (HakemRoundDetail *detail, HakemRoundDetailKey key,
                            const ChessPosition *pos)
{
  g_return_if_fail (detail != NULL && pos != NULL && key_is (key, HAKEM_ROUND_VALUE_FEN));
  char fen[CHESS_FEN_MAX];
  chess_position_to_fen (pos, CHESS_FEN_STYLE_XFEN, fen, sizeof fen);
  entry_for (detail, key)->text = g_strdup (fen);
}

void
hakem_round_detail_set_list (HakemRoundDetail *detail, HakemRoundDetailKey key,
                             const char *const *words)
{
  g_return_if_fail (detail != NULL);
  g_return_if_fail (key_is_either (key, HAKEM_ROUND_VALUE_LIST, HAKEM_ROUND_VALUE_ARTICLES));
  static const char *const no_words[] = { NULL };
  entry_for (detail, key)->words = g_strdupv ((char **) (words ? words : no_words));
}

void
hakem_round_detail_set_pair (HakemRoundDetail *detail, HakemRoundDetailKey key, int first,
                             int second)
{
  g_return_if_fail (detail != NULL && key_is (key, HAKEM_ROUND_VALUE_PAIR));
  Entry *e = entry_for (detail, key);
  e->numbers[0] = first;
  e->numbers[1] = second;
}

void
hakem_round_detail_set_none (HakemRoundDetail *detail, HakemRoundDetailKey key)
{
  g_return_if_fail (detail != NULL && hakem_round_detail_key_nullable (key));
  entry_for (detail, key)->none = TRUE;
}

/* Reading. ---------------------------------------------------------------------------------- */

static const Entry *
find (const HakemRoundDetail *detail, HakemRoundDetailKey key)
{
  for (guint i = 0; i < n_entries (detail); i++)
    {
      const Entry *e = &g_array_index (detail->entries, Entry, i);
      if (e->key == key)
        return e;
    }
  return NULL;
}

/* The key's value when it is of one of these types and not none. */
static const Entry *
value_of (const HakemRoundDetail *detail, HakemRoundDetailKey key, HakemRoundValueType a,
          HakemRoundValueType b)
{
  g_return_val_if_fail (key_is_either (key, a, b), NULL);
  const Entry *e = find (detail, key);
  return e && !e->none ? e : NULL;
}

gboolean
hakem_round_detail_has (const HakemRoundDetail *detail, HakemRoundDetailKey key)
{
  return find (detail, key) != NULL;
}

gboolean
hakem_round_detail_is_none (const HakemRoundDetail *detail, HakemRoundDetailKey key)
{
  const Entry *e = find (detail, key);
  return e && e->none;
}

const char *
hakem_round_detail_get_word (const HakemRoundDetail *detail, HakemRoundDetailKey key)
{
  const Entry *e = value_of (detail, key, HAKEM_ROUND_VALUE_WORD, HAKEM_ROUND_VALUE_LABEL);
  return e ? e->text : NULL;
}

gboolean
hakem_round_detail_get_int (const HakemRoundDetail *detail, HakemRoundDetailKey key, int *out)
{
  const Entry *e = value_of (detail, key, HAKEM_ROUND_VALUE_NUMBER, HAKEM_ROUND_VALUE_NUMBER);
  if (e)
    *out = e->numbers[0];
  return e != NULL;
}

gboolean
hakem_round_detail_get_color (const HakemRoundDetail *detail, HakemRoundDetailKey key,
                              ChessColor *out)
{
  const Entry *e = value_of (detail, key, HAKEM_ROUND_VALUE_COLOR, HAKEM_ROUND_VALUE_COLOR);
  if (e)
    *out = (ChessColor) e->numbers[0];
  return e != NULL;
}

gboolean
hakem_round_detail_get_result (const HakemRoundDetail *detail, HakemRoundDetailKey key,
                               ChessResult *out)
{
  const Entry *e = value_of (detail, key, HAKEM_ROUND_VALUE_RESULT, HAKEM_ROUND_VALUE_RESULT);
  if (e)
    *out = (ChessResult) e->numbers[0];
  return e != NULL;
}

const char *
hakem_round_detail_get_fen (const HakemRoundDetail *detail, HakemRoundDetailKey key)
{
  const Entry *e = value_of (detail, key, HAKEM_ROUND_VALUE_FEN, HAKEM_ROUND_VALUE_FEN);
  return e ? e->text : NULL;
}

const char *const *
hakem_round_detail_get_list (const HakemRoundDetail *detail, HakemRoundDetailKey key)
{
  const Entry *e = value_of (detail, key, HAKEM_ROUND_VALUE_LIST, HAKEM_ROUND_VALUE_ARTICLES);
  return e ? (const char *const *) e->words : NULL;
}

gboolean
hakem_round_detail_get_pair (const HakemRoundDetail *detail, HakemRoundDetailKey key, int out[2])
{
  const Entry *e = value_of (detail, key, HAKEM_ROUND_VALUE_PAIR, HAKEM_ROUND_VALUE_PAIR);
  if (e)
    {
      out[0] = e->numbers[0];
      out[1] = e->numbers[1];
    }
  return e != NULL;
}

static void
append_pair_number (GString *out, int n)
{
  if (n)
    g_string_append_printf (out, "%d", n);
  else
    g_string_append_c (out, '?');
}

/* A value as one word; lists joined by ','. */
static char *
value_text (const Entry *e)
{
  switch (keys[e->key].type)
    {
    case HAKEM_ROUND_VALUE_WORD:
    case HAKEM_ROUND_VALUE_LABEL:
    case HAKEM_ROUND_VALUE_FEN:
      return g_strdup (e->text);
    case HAKEM_ROUND_VALUE_NUMBER:
      return g_strdup_printf ("%d", e->numbers[0]);
    case HAKEM_ROUND_VALUE_COLOR:
      return g_strdup (chess_color_name ((ChessColor) e->numbers[0]));
    case HAKEM_ROUND_VALUE_RESULT:
      return g_strdup (chess_result_to_string ((ChessResult) e->numbers[0]));
    case HAKEM_ROUND_VALUE_LIST:
      return g_strjoinv (",", e->words);
    case HAKEM_ROUND_VALUE_ARTICLES:
      return e->words[0] ? g_strjoinv (",", e->words) : g_strdup ("none");
    case HAKEM_ROUND_VALUE_PAIR:
      {
        GString *out = g_string_new (NULL);
        append_pair_number (out, e->numbers[0]);
        g_string_append_c (out, '-');
        append_pair_number (out, e->numbers[1]);
        return g_string_free (out, FALSE);
      }
    }
  g_return_val_if_reached (NULL);
}

char *
hakem_round_detail_get_text (const HakemRoundDetail *detail, HakemRoundDetailKey key)
{
  g_return_val_if_fail ((guint) key < HAKEM_ROUND_DETAIL_N_KEYS, NULL);
  const Entry *e = find (detail, key);
  if (!e || e->none || keys[key].type == HAKEM_ROUND_VALUE_LIST)
    return NULL;
  return value_text (e);
}

void
hakem_round_detail_foreach (const HakemRoundDetail *detail, HakemRoundDetailFunc func,
                            gpointer user_data)
{
  for (guint i = 0; i < n_entries (detail); i++)
    func (detail, g_array_index (detail->entries, Entry, i).key, user_data);
}

char *
hakem_round_detail_to_text (const HakemRoundDetail *detail)
{
  if (!n_entries (detail))
    return NULL;
  GString *out = g_string_new (NULL);
  for (guint i = 0; i < detail->entries->len; i++)
    {
      const Entry *e = &g_array_index (detail->entries, Entry, i);
      g_autofree char *value = e->none ? g_strdup ("none") : value_text (e);
      /* No FEN holds a '_': its spaces written so keep it one word. */
      if (keys[e->key].type == HAKEM_ROUND_VALUE_FEN)
        g_strdelimit (value, " ", '_');
      g_string_append_printf (out, "%s%s=%s", i ? " " : "", keys[e->key].name, value);
    }
  return g_string_free (out, FALSE);
}
