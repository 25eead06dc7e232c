/* hakem-incident-data.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A ruling's details as typed values: the table of keys and their types, the accessors, and the
 * one writer and reader of the text the case file keeps.
 */
#include "config.h"

#include "hakem-incident-data.h"

#include <stdio.h>
#include <string.h>

#include "chess-movegen.h"

typedef enum
{
  TYPE_WORD,
  TYPE_INT,    /* a number; milliseconds too */
  TYPE_BOOL,   /* 0 or 1 */
  TYPE_SWITCH, /* present with its word, or absent */
  TYPE_COLOR,  /* white, black */
  TYPE_COLORS, /* white, black, white,black */
  TYPE_MOVE,   /* uci */
  TYPE_MOVES,  /* uci words, space-separated */
  TYPE_ADJUST, /* white+120 */
  TYPE_SCORES, /* 2,0: half-points */
} ValueType;

static const struct
{
  const char *name;
  ValueType type;
  const char *on; /* a switch's word */
} keys[HAKEM_DATA_N_KEYS] = {
  [HAKEM_DATA_CLAIMANT] = { "claimant", TYPE_COLOR, NULL },
  [HAKEM_DATA_VERDICT] = { "verdict", TYPE_WORD, NULL },
  [HAKEM_DATA_CLAIM] = { "claim", TYPE_WORD, NULL },
  [HAKEM_DATA_INTENDED] = { "intended", TYPE_MOVE, NULL },
  [HAKEM_DATA_WRITTEN] = { "written", TYPE_SWITCH, "illegal" },
  [HAKEM_DATA_WRITTEN_AS] = { "written-as", TYPE_WORD, NULL },
  [HAKEM_DATA_IRREGULARITY] = { "irregularity", TYPE_WORD, NULL },
  [HAKEM_DATA_OFFENDER] = { "offender", TYPE_COLOR, NULL },
  [HAKEM_DATA_PLY] = { "ply", TYPE_INT, NULL },
  [HAKEM_DATA_FOUND_AT] = { "found-at", TYPE_INT, NULL },
  [HAKEM_DATA_MOVE] = { "move", TYPE_MOVE, NULL },
  [HAKEM_DATA_STANDS] = { "stands", TYPE_SWITCH, "1" },
  [HAKEM_DATA_ILLEGAL_POSITION] = { "illegal-position", TYPE_WORD, NULL },
  [HAKEM_DATA_RESTORE] = { "restore", TYPE_INT, NULL },
  [HAKEM_DATA_DROPPED] = { "dropped", TYPE_MOVES, NULL },
  [HAKEM_DATA_REPLACEMENT] = { "replacement", TYPE_MOVE, NULL },
  [HAKEM_DATA_COUNT] = { "count", TYPE_INT, NULL },
  [HAKEM_DATA_FALLEN] = { "fallen", TYPE_COLORS, NULL },
  [HAKEM_DATA_NOTICE] = { "notice", TYPE_WORD, NULL },
  [HAKEM_DATA_MOVES_KNOWN] = { "moves-known", TYPE_BOOL, NULL },
  [HAKEM_DATA_FIRST] = { "first", TYPE_COLOR, NULL },
  [HAKEM_DATA_NO_RULE] = { "no-rule", TYPE_SWITCH, "1" },
  [HAKEM_DATA_NEXT_PERIOD] = { "next-period", TYPE_SWITCH, "1" },
  [HAKEM_DATA_WHITE_NEXT_MOVE] = { "white-next-move", TYPE_INT, NULL },
  [HAKEM_DATA_BLACK_NEXT_MOVE] = { "black-next-move", TYPE_INT, NULL },
  [HAKEM_DATA_PENALTY] = { "penalty", TYPE_WORD, NULL },
  [HAKEM_DATA_OCCASION] = { "occasion", TYPE_WORD, NULL },
  [HAKEM_DATA_ROUNDS] = { "rounds", TYPE_INT, NULL },
  [HAKEM_DATA_SCORES] = { "scores", TYPE_SCORES, NULL },
  [HAKEM_DATA_RESULT_KIND] = { "result-kind", TYPE_WORD, NULL },
  [HAKEM_DATA_PLAYER] = { "player", TYPE_COLOR, NULL },
  [HAKEM_DATA_LATE] = { "late", TYPE_INT, NULL },
  [HAKEM_DATA_PLAY_ON] = { "play-on", TYPE_SWITCH, "yes" },
  [HAKEM_DATA_CONSENT] = { "consent", TYPE_SWITCH, "yes" },
  [HAKEM_DATA_REOPENED] = { "reopened", TYPE_SWITCH, "yes" },
  [HAKEM_DATA_PREVIOUS] = { "previous", TYPE_WORD, NULL },
  [HAKEM_DATA_PREVIOUS_REASON] = { "previous-reason", TYPE_WORD, NULL },
  [HAKEM_DATA_ENDING] = { "ending", TYPE_WORD, NULL },
  [HAKEM_DATA_RECONSTRUCTION] = { "reconstruction", TYPE_INT, NULL },
  [HAKEM_DATA_ADOPTED] = { "adopted", TYPE_BOOL, NULL },
  [HAKEM_DATA_REPLAYED] = { "replayed", TYPE_INT, NULL },
  [HAKEM_DATA_MATCHES] = { "matches", TYPE_BOOL, NULL },
  [HAKEM_DATA_RECONCILED] = { "reconciled", TYPE_BOOL, NULL },
  [HAKEM_DATA_DISCREPANCIES] = { "discrepancies", TYPE_INT, NULL },
  [HAKEM_DATA_DECIDED] = { "decided", TYPE_INT, NULL },
  [HAKEM_DATA_SET_WHITE_MS] = { "set-white-ms", TYPE_INT, NULL },
  [HAKEM_DATA_SET_BLACK_MS] = { "set-black-ms", TYPE_INT, NULL },
  [HAKEM_DATA_WAS_WHITE_MS] = { "was-white-ms", TYPE_INT, NULL },
  [HAKEM_DATA_WAS_BLACK_MS] = { "was-black-ms", TYPE_INT, NULL },
  [HAKEM_DATA_REGULATIONS] = { "regulations", TYPE_WORD, NULL },
  [HAKEM_DATA_SUPERVISION] = { "supervision", TYPE_WORD, NULL },
  [HAKEM_DATA_ILLEGAL_MOVE_PENALTY] = { "illegal-move-penalty", TYPE_INT, NULL },
  [HAKEM_DATA_CLAIM_PENALTY] = { "claim-penalty", TYPE_INT, NULL },
  [HAKEM_DATA_DRAW_OFFER_MOVE] = { "draw-offer-move", TYPE_INT, NULL },
  [HAKEM_DATA_CLASS_MISMATCH] = { "class-mismatch", TYPE_SWITCH, "confirmed" },
  [HAKEM_DATA_ADJUST] = { "adjust", TYPE_ADJUST, NULL },
  [HAKEM_DATA_DEFAULT_TIME] = { "default-time", TYPE_INT, NULL },
  [HAKEM_DATA_RESULT] = { "result", TYPE_WORD, NULL },
};

struct _HakemIncidentData
{
  GPtrArray *names;  /* owned strings, as put or read */
  GPtrArray *values; /* owned strings, as the text writes them */
};

const char *
hakem_incident_data_key_name (HakemDataKey key)
{
  g_return_val_if_fail ((guint) key < HAKEM_DATA_N_KEYS, NULL);
  return keys[key].name;
}

static gboolean
key_is (HakemDataKey key, ValueType type)
{
  return (guint) key < HAKEM_DATA_N_KEYS && keys[key].type == type;
}

static const char *
color_word (ChessColor color)
{
  return color == CHESS_WHITE ? "white" : "black";
}

HakemIncidentData *
hakem_incident_data_new (void)
{
  HakemIncidentData *data = g_new0 (HakemIncidentData, 1);
  data->names = g_ptr_array_new_with_free_func (g_free);
  data->values = g_ptr_array_new_with_free_func (g_free);
  return data;
}

void
hakem_incident_data_free (HakemIncidentData *data)
{
  if (!data)
    return;
  g_ptr_array_unref (data->names);
  g_ptr_array_unref (data->values);
  g_free (data);
}

static void
put (HakemIncidentData *data, const char *name, char *value)
{
  g_ptr_array_add (data->names, g_strdup (name));
  g_ptr_array_add (data->values, value);
}

HakemIncidentData *
hakem_incident_data_parse (const char *text)
{
  HakemIncidentData *data = hakem_incident_data_new ();
  if (!text)
    return data;
  g_auto (GStrv) pairs = g_strsplit (text, ";", -1);
  for (int i = 0; pairs[i]; i++)
    {
      const char *eq = strchr (pairs[i], '=');
      if (!eq || eq == pairs[i])
        continue;
      g_ptr_array_add (data->names, g_strndup (pairs[i], (gsize) (eq - pairs[i])));
      g_ptr_array_add (data->values, g_strdup (eq + 1));
    }
  return data;
}

char *
hakem_incident_data_to_text (const HakemIncidentData *data)
{
  g_return_val_if_fail (data != NULL, NULL);
  if (!data->names->len)
    return NULL;
  GString *s = g_string_new (NULL);
  for (guint i = 0; i < data->names->len; i++)
    g_string_append_printf (s, "%s%s=%s", i ? ";" : "", (char *) data->names->pdata[i],
                            (char *) data->values->pdata[i]);
  return g_string_free (s, FALSE);
}

char *
hakem_incident_data_steal_text (HakemIncidentData *data)
{
  char *text = hakem_incident_data_to_text (data);
  hakem_incident_data_free (data);
  return text;
}

/* Putting. ---------------------------------------------------------------------------------- */

void
hakem_incident_data_put_word (HakemIncidentData *data, HakemDataKey key, const char *word)
{
  g_return_if_fail (data != NULL && key_is (key, TYPE_WORD) && word != NULL);
  put (data, keys[key].name, g_strdelimit (g_strdup (word), ";", ' '));
}

void
hakem_incident_data_put_int (HakemIncidentData *data, HakemDataKey key, gint64 value)
{
  g_return_if_fail (data != NULL && key_is (key, TYPE_INT));
  put (data, keys[key].name, g_strdup_printf ("%" G_GINT64_FORMAT, value));
}

void
hakem_incident_data_put_bool (HakemIncidentData *data, HakemDataKey key, gboolean value)
{
  g_return_if_fail (data != NULL && key_is (key, TYPE_BOOL));
  put (data, keys[key].name, g_strdup (value ? "1" : "0"));
}

void
hakem_incident_data_put_switch (HakemIncidentData *data, HakemDataKey key)
{
  g_return_if_fail (data != NULL && key_is (key, TYPE_SWITCH));
  put (data, keys[key].name, g_strdup (keys[key].on));
}

void
hakem_incident_data_put_color (HakemIncidentData *data, HakemDataKey key, ChessColor color)
{
  g_return_if_fail (data != NULL && key_is (key, TYPE_COLOR));
  put (data, keys[key].name, g_strdup (color_word (color)));
}

void
hakem_incident_data_put_colors (HakemIncidentData *data, HakemDataKey key, const gboolean colors[2])
{
  g_return_if_fail (data != NULL && key_is (key, TYPE_COLORS));
  put (data, keys[key].name,
       g_strdup_printf ("%s%s%s", colors[CHESS_WHITE] ? "white" : "",
                        colors[CHESS_WHITE] && colors[CHESS_BLACK] ? "," : "",
                        colors[CHESS_BLACK] ? "black" : ""));
}

gboolean
hakem_incident_data_put_move (HakemIncidentData *data, HakemDataKey key, const ChessPosition *pos,
                              ChessMove move)
{
  g_return_val_if_fail (data != NULL && key_is (key, TYPE_MOVE) && pos != NULL, FALSE);
  if (move == CHESS_MOVE_NONE || !chess_movegen_is_legal (pos, move))
    return FALSE;
  char buf[8];
  put (data, keys[key].name, g_strdup (chess_move_to_uci (pos, move, buf)));
  return TRUE;
}

void
hakem_incident_data_put_moves (HakemIncidentData *data, HakemDataKey key, const ChessGame *game,
                               int from)
{
  g_return_if_fail (data != NULL && key_is (key, TYPE_MOVES) && game != NULL);
  GString *s = g_string_new (NULL);
  ChessPosition at;
  chess_game_position_at (game, from, &at);
  for (int i = from; i < game->count; i++)
    {
      char buf[8];
      ChessUndo undo;
      if (s->len)
        g_string_append_c (s, ' ');
      g_string_append (s, chess_move_to_uci (&at, game->moves[i].move, buf));
      chess_position_make (&at, game->moves[i].move, &undo);
    }
  put (data, keys[key].name, g_string_free (s, FALSE));
}

void
hakem_incident_data_put_adjust (HakemIncidentData *data, ChessColor color, int seconds)
{
  g_return_if_fail (data != NULL);
  put (data, keys[HAKEM_DATA_ADJUST].name, g_strdup_printf ("%s%+d", color_word (color), seconds));
}

void
hakem_incident_data_put_scores (HakemIncidentData *data, int white, int black)
{
  g_return_if_fail (data != NULL);
  put (data, keys[HAKEM_DATA_SCORES].name, g_strdup_printf ("%d,%d", white, black));
}

void
hakem_incident_data_put_next_move (HakemIncidentData *data, ChessColor color, int move)
{
  hakem_incident_data_put_int (
      data, color == CHESS_WHITE ? HAKEM_DATA_WHITE_NEXT_MOVE : HAKEM_DATA_BLACK_NEXT_MOVE, move);
}

/* Reading. ---------------------------------------------------------------------------------- */

const char *
hakem_incident_data_lookup (const HakemIncidentData *data, const char *name)
{
  g_return_val_if_fail (data != NULL && name != NULL, NULL);
  for (guint i = data->names->len; i-- > 0;)
    if (strcmp (data->names->pdata[i], name) == 0)
      return data->values->pdata[i];
  return NULL;
}

static const char *
value_of (const HakemIncidentData *data, HakemDataKey key, ValueType type)
{
  g_return_val_if_fail (data != NULL && key_is (key, type), NULL);
  return hakem_incident_data_lookup (data, keys[key].name);
}

gboolean
hakem_incident_data_has (const HakemIncidentData *data, HakemDataKey key)
{
  g_return_val_if_fail (data != NULL && (guint) key < HAKEM_DATA_N_KEYS, FALSE);
  return hakem_incident_data_lookup (data, keys[key].name) != NULL;
}

const char *
hakem_incident_data_get_word (const HakemIncidentData *data, HakemDataKey key)
{
  return value_of (data, key, TYPE_WORD);
}

gboolean
hakem_incident_data_is (const HakemIncidentData *data, HakemDataKey key, const char *word)
{
  return g_strcmp0 (value_of (data, key, TYPE_WORD), word) == 0;
}

gboolean
hakem_incident_data_get_int (const HakemIncidentData *data, HakemDataKey key, int *out)
{
  const char *text = value_of (data, key, TYPE_INT);
  gint64 value;
  if (!text || !g_ascii_string_to_signed (text, 10, -1000000000, 1000000000, &value, NULL))
    return FALSE;
  *out = (int) value;
  return TRUE;
}

gboolean
hakem_incident_data_get_bool (const HakemIncidentData *data, HakemDataKey key, gboolean fallback)
{
  const char *text = value_of (data, key, TYPE_BOOL);
  if (g_strcmp0 (text, "0") == 0)
    return FALSE;
  if (g_strcmp0 (text, "1") == 0)
    return TRUE;
  return fallback;
}

gboolean
hakem_incident_data_get_switch (const HakemIncidentData *data, HakemDataKey key)
{
  return g_strcmp0 (value_of (data, key, TYPE_SWITCH), keys[key].on) == 0;
}

gboolean
hakem_incident_data_get_color (const HakemIncidentData *data, HakemDataKey key, ChessColor *out)
{
  const char *text = value_of (data, key, TYPE_COLOR);
  if (g_strcmp0 (text, "white") == 0)
    *out = CHESS_WHITE;
  else if (g_strcmp0 (text, "black") == 0)
    *out = CHESS_BLACK;
  else
    return FALSE;
  return TRUE;
}

gboolean
hakem_incident_data_get_colors (const HakemIncidentData *data, HakemDataKey key, gboolean out[2])
{
  const char *text = value_of (data, key, TYPE_COLORS);
  if (!text)
    return FALSE;
  out[CHESS_WHITE] = strstr (text, "white") != NULL;
  out[CHESS_BLACK] = strstr (text, "black") != NULL;
  return TRUE;
}

ChessMove
hakem_incident_data_get_move (const HakemIncidentData *data, HakemDataKey key,
                              const ChessPosition *pos)
{
  const char *uci = value_of (data, key, TYPE_MOVE);
  if (!uci || !pos)
    return CHESS_MOVE_NONE;
  ChessMoveList list;
  chess_movegen_legal (pos, &list);
  for (int i = 0; i < list.count; i++)
    {
      char buf[8];
      if (strcmp (chess_move_to_uci (pos, list.moves[i], buf), uci) == 0)
        return list.moves[i];
    }
  return CHESS_MOVE_NONE;
}

const char *
hakem_incident_data_get_uci (const HakemIncidentData *data, HakemDataKey key)
{
  return value_of (data, key, TYPE_MOVE);
}

char **
hakem_incident_data_get_moves (const HakemIncidentData *data, HakemDataKey key)
{
  const char *text = value_of (data, key, TYPE_MOVES);
  return text ? g_strsplit (text, " ", -1) : NULL;
}

gboolean
hakem_incident_data_parse_adjust (const char *value, ChessColor *color, int *seconds)
{
  gboolean white = g_str_has_prefix (value, "white"), black = g_str_has_prefix (value, "black");
  char sign;
  int n;
  if (!(white || black) || sscanf (value + 5, "%c%d", &sign, &n) != 2
      || (sign != '+' && sign != '-'))
    return FALSE;
  *color = white ? CHESS_WHITE : CHESS_BLACK;
  *seconds = sign == '-' ? -n : n;
  return TRUE;
}

gboolean
hakem_incident_data_get_adjust (const HakemIncidentData *data, ChessColor *color, int *seconds)
{
  const char *text = value_of (data, HAKEM_DATA_ADJUST, TYPE_ADJUST);
  return text && hakem_incident_data_parse_adjust (text, color, seconds);
}

gboolean
hakem_incident_data_get_scores (const HakemIncidentData *data, int scores[2])
{
  const char *text = value_of (data, HAKEM_DATA_SCORES, TYPE_SCORES);
  return text && sscanf (text, "%d,%d", &scores[0], &scores[1]) == 2;
}

GPtrArray *
hakem_incident_data_names (const HakemIncidentData *data)
{
  g_return_val_if_fail (data != NULL, NULL);
  GPtrArray *out = g_ptr_array_new ();
  for (guint i = 0; i < data->names->len; i++)
    {
      const char *name = data->names->pdata[i];
      gboolean seen = FALSE;
      for (guint j = 0; j < out->len && !seen; j++)
        seen = strcmp (out->pdata[j], name) == 0;
      if (!seen)
        g_ptr_array_add (out, (gpointer) name);
    }
  return out;
}
