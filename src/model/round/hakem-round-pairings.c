/* hakem-round-pairings.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The round from its pairings: a board per pairing before any move arrives, and each board of
 * the live feed matched to the pairing its players belong to, by FIDE ids first, then by names.
 */
#include "config.h"

#include "hakem-round-pairing-private.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "hakem-round-private.h"

/* ---- One pairing ---- */

G_DEFINE_FINAL_TYPE (HakemRoundPairing, hakem_round_pairing, G_TYPE_OBJECT)

enum
{
  PAIRING_CHANGED,
  N_PAIRING_SIGNALS
};
static guint pairing_signals[N_PAIRING_SIGNALS];

static void
player_clear (HakemRoundPlayer *p)
{
  g_clear_pointer (&p->name, g_free);
  g_clear_pointer (&p->title, g_free);
  g_clear_pointer (&p->fide_id, g_free);
  g_clear_pointer (&p->federation, g_free);
}

static void
hakem_round_pairing_finalize (GObject *object)
{
  HakemRoundPairing *self = HAKEM_ROUND_PAIRING (object);
  for (int i = 0; i < 2; i++)
    {
      player_clear (&self->players[i]);
      g_free (self->came[i]);
    }
  g_clear_object (&self->own);
  g_clear_object (&self->fed);
  hakem_round_detail_free (self->mismatch);
  g_free (self->desk_path);
  G_OBJECT_CLASS (hakem_round_pairing_parent_class)->finalize (object);
}

static void
hakem_round_pairing_class_init (HakemRoundPairingClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = hakem_round_pairing_finalize;
  pairing_signals[PAIRING_CHANGED] = g_signal_new (
      "changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
hakem_round_pairing_init (HakemRoundPairing *self)
{
  self->desk_ended.ending = CHESS_ENDING_NONE;
  self->desk_ended.ply = -1;
}

void
hakem_round_pairing_changed (HakemRoundPairing *self)
{
  g_signal_emit (self, pairing_signals[PAIRING_CHANGED], 0);
}

int
hakem_round_pairing_get_number (HakemRoundPairing *self)
{
  return self->number;
}

const HakemRoundPlayer *
hakem_round_pairing_get_player (HakemRoundPairing *self, ChessColor side)
{
  return &self->players[side == CHESS_BLACK];
}

HakemRoundBoard *
hakem_round_pairing_get_fed (HakemRoundPairing *self)
{
  return self->fed;
}

HakemRoundBoard *
hakem_round_pairing_get_board (HakemRoundPairing *self)
{
  return self->fed ? self->fed : self->own;
}

gboolean
hakem_round_pairing_get_reversed (HakemRoundPairing *self)
{
  return self->reversed;
}

const HakemRoundDetail *
hakem_round_pairing_get_mismatch (HakemRoundPairing *self)
{
  return self->mismatch;
}

char *
hakem_round_pairing_mismatch_text (HakemRoundPairing *self)
{
  if (!self->mismatch)
    return NULL;
  const char *reason = hakem_round_detail_get_word (self->mismatch, HAKEM_ROUND_DETAIL_REASON);
  const char *feed_board
      = hakem_round_detail_get_word (self->mismatch, HAKEM_ROUND_DETAIL_FEED_BOARD);
  const char *why;
  if (g_strcmp0 (reason, "colours-reversed") == 0)
    why = _ ("the colours are reversed");
  else if (g_strcmp0 (reason, "other-board") == 0)
    why = _ ("the players sit at another board");
  else if (g_strcmp0 (reason, "other-board-colours-reversed") == 0)
    why = _ ("the players sit at another board, colours reversed");
  else if (g_strcmp0 (reason, "other-player") == 0)
    why = _ ("one player is not the pairing's");
  else
    why = _ ("the players are not the pairing's");
  g_autofree char *where
      = feed_board ? g_strdup_printf (_ (" (the feed's board %s)"), feed_board) : g_strdup ("");
  /* TRANSLATORS: the pairing's White – Black, the feed's White – Black, why they differ, and
   * " (the feed's board N)" or nothing */
  return g_strdup_printf (_ ("Paired %s – %s; the feed has %s – %s: %s%s."), self->players[0].name,
                          self->players[1].name, self->came[0] ? self->came[0] : "?",
                          self->came[1] ? self->came[1] : "?", why, where);
}

/* ---- Names ---- */

static int
compare_words (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

char *
hakem_round_name_key (const char *name)
{
  if (!name || !g_utf8_validate (name, -1, NULL))
    return NULL;
  g_autofree char *normal = g_utf8_normalize (name, -1, G_NORMALIZE_ALL_COMPOSE);
  g_autofree char *folded = g_utf8_casefold (normal ? normal : name, -1);
  g_autoptr (GPtrArray) words = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GString) word = g_string_new (NULL);
  for (const char *p = folded;; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      if (c == 0 || g_unichar_isspace (c) || c == ',' || c == '.')
        {
          /* A word needs a letter or a digit: "?" and "-" are no name. */
          gboolean any = FALSE;
          for (const char *q = word->str; *q; q = g_utf8_next_char (q))
            any = any || g_unichar_isalnum (g_utf8_get_char (q));
          if (any)
            g_ptr_array_add (words, g_strdup (word->str));
          g_string_truncate (word, 0);
          if (c == 0)
            break;
          continue;
        }
      g_string_append_unichar (word, c);
    }
  if (words->len == 0)
    return NULL;
  g_ptr_array_sort (words, compare_words);
  g_ptr_array_add (words, NULL);
  return g_strjoinv (" ", (char **) words->pdata);
}

/* A FIDE id without blanks and leading zeros; NULL when none ("", "0"). */
static char *
clean_id (const char *id)
{
  if (!id)
    return NULL;
  while (*id == ' ' || *id == '0')
    id++;
  g_autofree char *copy = g_strstrip (g_strdup (id));
  for (const char *p = copy; *p; p++)
    if (!g_ascii_isdigit (*p))
      return NULL;
  return *copy ? g_steal_pointer (&copy) : NULL;
}

int
hakem_round_pairing_side_of (HakemRoundPairing *self, const char *name, const char *fide_id)
{
  g_autofree char *id = clean_id (fide_id);
  g_autofree char *key = hakem_round_name_key (name);
  for (int side = 0; side < 2; side++)
    {
      g_autofree char *own_id = clean_id (self->players[side].fide_id);
      if (id && own_id && strcmp (id, own_id) == 0)
        return side;
    }
  for (int side = 0; side < 2; side++)
    {
      g_autofree char *own = hakem_round_name_key (self->players[side].name);
      if (key && own && strcmp (key, own) == 0)
        return side;
    }
  return -1;
}

/* ---- The round ---- */

struct _HakemRoundPairings
{
  GObject parent_instance;
  HakemTrf *trf;
  int round;
  GListStore *pairings;
  GArray *byes;
  GListStore *shown;
  HakemRoundFeed *feed;
  char *folder;
  GHashTable *owner; /* HakemRoundBoard * -> HakemRoundPairing * (the own boards and those fed) */
  GHashTable *signature; /* HakemRoundBoard * (the feed's) -> the tags it was last matched on */
  /* A seat is (board - 1) * 2 + side + 1; 0 for an id or name two players share. */
  GHashTable *by_id;   /* clean FIDE id -> seat */
  GHashTable *by_name; /* name key -> seat */
};

G_DEFINE_FINAL_TYPE (HakemRoundPairings, hakem_round_pairings, G_TYPE_OBJECT)

static void
hakem_round_pairings_dispose (GObject *object)
{
  HakemRoundPairings *self = HAKEM_ROUND_PAIRINGS (object);
  if (self->feed)
    {
      g_signal_handlers_disconnect_by_data (hakem_round_feed_get_boards (self->feed), self);
      GListModel *boards = hakem_round_feed_get_boards (self->feed);
      for (guint i = 0; i < g_list_model_get_n_items (boards); i++)
        {
          g_autoptr (HakemRoundBoard) b = g_list_model_get_item (boards, i);
          g_signal_handlers_disconnect_by_data (b, self);
        }
    }
  g_clear_object (&self->feed);
  if (self->pairings)
    g_list_store_remove_all (self->pairings);
  if (self->shown)
    g_list_store_remove_all (self->shown);
  G_OBJECT_CLASS (hakem_round_pairings_parent_class)->dispose (object);
}

static void
hakem_round_pairings_finalize (GObject *object)
{
  HakemRoundPairings *self = HAKEM_ROUND_PAIRINGS (object);
  g_clear_pointer (&self->trf, hakem_trf_free);
  g_clear_object (&self->pairings);
  g_clear_object (&self->shown);
  g_clear_pointer (&self->byes, g_array_unref);
  g_free (self->folder);
  g_hash_table_unref (self->owner);
  g_hash_table_unref (self->signature);
  g_hash_table_unref (self->by_id);
  g_hash_table_unref (self->by_name);
  G_OBJECT_CLASS (hakem_round_pairings_parent_class)->finalize (object);
}

static void
hakem_round_pairings_class_init (HakemRoundPairingsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  object_class->dispose = hakem_round_pairings_dispose;
  object_class->finalize = hakem_round_pairings_finalize;
}

static void
hakem_round_pairings_init (HakemRoundPairings *self)
{
  self->pairings = g_list_store_new (HAKEM_TYPE_ROUND_PAIRING);
  self->shown = g_list_store_new (HAKEM_TYPE_ROUND_BOARD);
  self->owner = g_hash_table_new (g_direct_hash, g_direct_equal);
  self->signature = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, g_free);
  self->by_id = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->by_name = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

static void
player_from_trf (HakemRoundPlayer *out, const HakemTrfPlayer *p, int number)
{
  out->number = number;
  out->name = g_strdup (p ? p->name : "?");
  out->title = g_strdup (p ? hakem_trf_pgn_title (p->title) : "");
  out->rating = p ? p->rating : 0;
  out->fide_id = g_strdup (p ? p->fide_id : "");
  out->federation = g_strdup (p ? p->federation : "");
}

/* Remembers a seat under key; a key two seats share leads to neither. */
static void
index_seat (GHashTable *table, char *key /* owned */, int seat)
{
  if (!key)
    return;
  if (g_hash_table_contains (table, key))
    {
      g_hash_table_insert (table, key, GINT_TO_POINTER (0));
      return;
    }
  g_hash_table_insert (table, key, GINT_TO_POINTER (seat));
}

HakemRoundPairings *
hakem_round_pairings_new (HakemTrf *trf, int round, GError **error)
{
  g_autoptr (HakemTrf) owned = trf;
  if (round == 0)
    round = hakem_trf_default_round (trf);
  g_autoptr (GArray) boards = NULL;
  g_autoptr (GArray) byes = NULL;
  if (round == 0)
    {
      g_set_error (error, HAKEM_TRF_ERROR, HAKEM_TRF_ERROR_ROUND, _ ("%s: no round has pairings"),
                   trf->source);
      return NULL;
    }
  if (!hakem_trf_round (trf, round, &boards, &byes, error))
    return NULL;
  HakemRoundPairings *self = g_object_new (HAKEM_TYPE_ROUND_PAIRINGS, NULL);
  self->trf = g_steal_pointer (&owned);
  self->round = round;
  self->byes = g_steal_pointer (&byes);
  g_autofree char *round_text = g_strdup_printf ("%d", round);
  for (guint i = 0; i < boards->len; i++)
    {
      const HakemTrfBoard *b = &g_array_index (boards, HakemTrfBoard, i);
      HakemRoundPairing *p = g_object_new (HAKEM_TYPE_ROUND_PAIRING, NULL);
      p->number = b->board;
      p->colours_known = b->colours_known;
      player_from_trf (&p->players[0], hakem_trf_player (self->trf, b->white), b->white);
      player_from_trf (&p->players[1], hakem_trf_player (self->trf, b->black), b->black);
      /* What the pairing program wrote already for the round stands until another result does. */
      if (b->white_result != ' ' && b->black_result != ' ')
        {
          p->trf_result[0] = b->white_result;
          p->trf_result[1] = b->black_result;
        }
      g_autofree char *number = g_strdup_printf ("%d", b->board);
      g_autofree char *key = g_strconcat ("pairing\x1f", round_text, "\x1f", number, NULL);
      p->own
          = hakem_round_board_new (key, round_text, number, p->players[0].name, p->players[1].name);
      g_hash_table_insert (self->owner, p->own, p);
      for (int side = 0; side < 2; side++)
        {
          int seat = (int) i * 2 + side + 1;
          index_seat (self->by_id, clean_id (p->players[side].fide_id), seat);
          index_seat (self->by_name, hakem_round_name_key (p->players[side].name), seat);
        }
      g_list_store_append (self->pairings, p);
      g_list_store_append (self->shown, p->own);
      g_object_unref (p);
    }
  return self;
}

HakemRoundPairings *
hakem_round_pairings_new_for_path (const char *path, int round, GError **error)
{
  HakemTrf *trf = hakem_trf_read (path, error);
  return trf ? hakem_round_pairings_new (trf, round, error) : NULL;
}

const HakemTrf *
hakem_round_pairings_get_trf (HakemRoundPairings *self)
{
  return self->trf;
}

int
hakem_round_pairings_get_round (HakemRoundPairings *self)
{
  return self->round;
}

GListModel *
hakem_round_pairings_get_pairings (HakemRoundPairings *self)
{
  return G_LIST_MODEL (self->pairings);
}

HakemRoundPairing *
hakem_round_pairings_get_pairing (HakemRoundPairings *self, int number)
{
  if (number < 1 || (guint) number > g_list_model_get_n_items (G_LIST_MODEL (self->pairings)))
    return NULL;
  HakemRoundPairing *p = g_list_model_get_item (G_LIST_MODEL (self->pairings), (guint) number - 1);
  g_object_unref (p); /* the store keeps it */
  return p;
}

const GArray *
hakem_round_pairings_get_byes (HakemRoundPairings *self)
{
  return self->byes;
}

GListModel *
hakem_round_pairings_get_shown (HakemRoundPairings *self)
{
  return G_LIST_MODEL (self->shown);
}

HakemRoundPairing *
hakem_round_pairings_find (HakemRoundPairings *self, HakemRoundBoard *board)
{
  return board ? g_hash_table_lookup (self->owner, board) : NULL;
}

const char *
hakem_round_pairings_folder (HakemRoundPairings *self)
{
  return self->folder;
}

/* ---- Matching ---- */

typedef struct
{
  HakemRoundPairing *pairing; /* NULL when no player is known */
  int side;
} Seat;

static Seat
seat_at (HakemRoundPairings *self, int seat)
{
  Seat s = { NULL, -1 };
  if (seat > 0)
    {
      s.pairing = hakem_round_pairings_get_pairing (self, (seat - 1) / 2 + 1);
      s.side = (seat - 1) % 2;
    }
  return s;
}

/* The player a feed names: by FIDE id when the feed gives one the pairings know, else by name. */
static Seat
find_seat (HakemRoundPairings *self, const char *name, const char *fide_id)
{
  g_autofree char *id = clean_id (fide_id);
  if (id && g_hash_table_contains (self->by_id, id))
    return seat_at (self, GPOINTER_TO_INT (g_hash_table_lookup (self->by_id, id)));
  g_autofree char *key = hakem_round_name_key (name);
  if (key && g_hash_table_contains (self->by_name, key))
    return seat_at (self, GPOINTER_TO_INT (g_hash_table_lookup (self->by_name, key)));
  return (Seat){ NULL, -1 };
}

static const char *
tag (const ChessGame *g, const char *name)
{
  const char *v = chess_game_get_tag (g, name);
  return v && *v && strcmp (v, "?") != 0 ? v : NULL;
}

/* The number a tag gives, or 0 ("3", and "3.5" for round 3's board 5 when 'last'). */
static int
tag_number (const char *text, gboolean last)
{
  if (!text)
    return 0;
  const char *dot = strchr (text, '.');
  const char *from = dot && last ? dot + 1 : text;
  char *end;
  long n = strtol (from, &end, 10);
  if (end == from || (*end && !(*end == '.' && !last)) || n <= 0 || n > 99999)
    return 0;
  return (int) n;
}

/* The pairing number of the player in a seat, 0 when none is known. */
static int
seat_number (Seat s)
{
  return s.pairing ? s.pairing->players[s.side].number : 0;
}

static void
rebuild_shown (HakemRoundPairings *self)
{
  g_autoptr (GPtrArray) items = g_ptr_array_new ();
  GListModel *pairings = G_LIST_MODEL (self->pairings);
  for (guint i = 0; i < g_list_model_get_n_items (pairings); i++)
    {
      g_autoptr (HakemRoundPairing) p = g_list_model_get_item (pairings, i);
      g_ptr_array_add (items, hakem_round_pairing_get_board (p));
    }
  if (self->feed)
    {
      GListModel *boards = hakem_round_feed_get_boards (self->feed);
      for (guint i = 0; i < g_list_model_get_n_items (boards); i++)
        {
          g_autoptr (HakemRoundBoard) b = g_list_model_get_item (boards, i);
          if (!g_hash_table_contains (self->owner, b))
            g_ptr_array_add (items, b);
        }
    }
  GListModel *shown = G_LIST_MODEL (self->shown);
  guint n = g_list_model_get_n_items (shown);
  gboolean same = n == items->len;
  for (guint i = 0; same && i < n; i++)
    {
      g_autoptr (HakemRoundBoard) b = g_list_model_get_item (shown, i);
      same = b == items->pdata[i];
    }
  if (!same)
    g_list_store_splice (self->shown, 0, n, items->pdata, items->len);
}

static void
unmatch (HakemRoundPairings *self, HakemRoundBoard *board)
{
  HakemRoundPairing *p = g_hash_table_lookup (self->owner, board);
  if (!p || p->own == board)
    return;
  g_hash_table_remove (self->owner, board);
  g_clear_object (&p->fed);
  p->fed_by_players = FALSE;
  p->reversed = FALSE;
  g_clear_pointer (&p->mismatch, hakem_round_detail_free);
  for (int i = 0; i < 2; i++)
    g_clear_pointer (&p->came[i], g_free);
  hakem_round_pairing_changed (p);
}

/* Matches one board of the feed to its pairing, and flags it when its players are not the
 * pairing's as paired. */
static void
match_board (HakemRoundPairings *self, HakemRoundBoard *board)
{
  const ChessGame *g = hakem_round_board_get_game (board);
  const char *white = tag (g, "White"), *black = tag (g, "Black");
  const char *white_id = tag (g, "WhiteFideId"), *black_id = tag (g, "BlackFideId");
  const char *board_tag = tag (g, "Board"), *round_tag = tag (g, "Round");
  g_autofree char *signature = g_strjoin (
      "\x1f", white ? white : "", black ? black : "", white_id ? white_id : "",
      black_id ? black_id : "", board_tag ? board_tag : "", round_tag ? round_tag : "", NULL);
  const char *old = g_hash_table_lookup (self->signature, board);
  if (old && strcmp (old, signature) == 0)
    return;
  g_hash_table_insert (self->signature, board, g_strdup (signature));
  unmatch (self, board);
  /* A board without players (a file the feed could not read) belongs to no pairing. */
  if (!white && !black && !white_id && !black_id)
    {
      rebuild_shown (self);
      return;
    }

  /* The board number a feed's tags give: Board, else the part after the round in "3.5". */
  int tagged_number = board_tag ? tag_number (board_tag, FALSE) : tag_number (round_tag, TRUE);
  if (!board_tag && round_tag && !strchr (round_tag, '.'))
    tagged_number = 0;
  HakemRoundPairing *tagged = hakem_round_pairings_get_pairing (self, tagged_number);
  Seat sw = find_seat (self, white, white_id), sb = find_seat (self, black, black_id);

  HakemRoundPairing *target = NULL;
  const char *reason = NULL;
  gboolean by_players = FALSE, reversed = FALSE;
  int round_number = tag_number (round_tag, FALSE);
  if (round_number && round_number != self->round)
    {
      reason = "other-round";
      tagged = NULL;
    }
  else if (sw.pairing && sw.pairing == sb.pairing && sw.side != sb.side)
    {
      target = sw.pairing;
      by_players = TRUE;
      reversed = sw.side == 1;
      gboolean elsewhere = tagged_number && tagged_number != target->number;
      /* Article 7.3: a game begun with the colours reversed goes on after ten moves; the
       * arbiter must know either way. */
      reason = elsewhere ? (reversed ? "other-board-colours-reversed" : "other-board")
                         : (reversed ? "colours-reversed" : NULL);
    }
  else if ((sw.pairing != NULL) != (sb.pairing != NULL))
    {
      Seat known = sw.pairing ? sw : sb;
      target = known.pairing;
      by_players = TRUE;
      reversed = (sw.pairing ? 0 : 1) != known.side;
      reason = "other-player";
    }
  else
    {
      /* Players of two boards together, or none the pairings know: the Board tag alone. */
      target = tagged;
      reason = sw.pairing ? "players-of-two-boards" : "unknown-players";
    }

  /* A pairing keeps the board matched by its players over one matched by the Board tag alone;
   * between two of the same kind, the first. */
  if (target && target->fed && target->fed != board)
    {
      if (by_players && !target->fed_by_players)
        {
          HakemRoundBoard *other = target->fed;
          unmatch (self, other);
          g_hash_table_remove (self->signature, other);
        }
      else
        {
          target = NULL;
          reason = "pairing-taken";
        }
    }

  g_autoptr (HakemRoundDetail) detail = NULL;
  if (reason)
    {
      detail = hakem_round_detail_new ();
      hakem_round_detail_set_word (detail, HAKEM_ROUND_DETAIL_REASON, reason);
      HakemRoundPairing *expected = target ? target : tagged;
      if (expected)
        {
          hakem_round_detail_set_int (detail, HAKEM_ROUND_DETAIL_BOARD, expected->number);
          hakem_round_detail_set_pair (detail, HAKEM_ROUND_DETAIL_EXPECTED_PAIRING,
                                       expected->players[0].number, expected->players[1].number);
        }
      hakem_round_detail_set_pair (detail, HAKEM_ROUND_DETAIL_CAME, seat_number (sw),
                                   seat_number (sb));
      if (board_tag)
        hakem_round_detail_set_word (detail, HAKEM_ROUND_DETAIL_FEED_BOARD, board_tag);
      if (round_number && round_number != self->round)
        {
          hakem_round_detail_set_int (detail, HAKEM_ROUND_DETAIL_ROUND, round_number);
          hakem_round_detail_set_int (detail, HAKEM_ROUND_DETAIL_EXPECTED_ROUND, self->round);
        }
    }
  if (target)
    {
      target->fed = g_object_ref (board);
      target->fed_by_players = by_players;
      target->reversed = reversed;
      target->mismatch = hakem_round_detail_copy (detail);
      target->came[0] = g_strdup (white ? white : "?");
      target->came[1] = g_strdup (black ? black : "?");
      g_hash_table_insert (self->owner, board, target);
    }
  rebuild_shown (self);
  if (detail)
    hakem_round_board_add_flag (board, HAKEM_ROUND_PAIRING_MISMATCH, 0, detail,
                                hakem_round_feed_emit, self->feed);
  if (target)
    hakem_round_pairing_changed (target);
}

static void
board_changed (HakemRoundBoard *board, gpointer user_data)
{
  HakemRoundPairings *self = user_data;
  match_board (self, board);
  HakemRoundPairing *p = g_hash_table_lookup (self->owner, board);
  if (p)
    hakem_round_pairing_changed (p);
}

static void
boards_added (GListModel *boards, guint position, guint removed, guint added, gpointer user_data)
{
  HakemRoundPairings *self = user_data;
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr (HakemRoundBoard) b = g_list_model_get_item (boards, i);
      g_signal_connect (b, "changed", G_CALLBACK (board_changed), self);
      /* Its game is read after it is announced: matched on its first "changed". */
      if (hakem_round_board_get_game (b)->tag_count > 0)
        match_board (self, b);
    }
  if (added)
    rebuild_shown (self);
}

void
hakem_round_pairings_follow (HakemRoundPairings *self, HakemRoundFeed *feed, GFile *location)
{
  g_return_if_fail (self->feed == NULL);
  self->feed = g_object_ref (feed);
  g_autoptr (GFileInfo) info = g_file_query_info (location, G_FILE_ATTRIBUTE_STANDARD_TYPE,
                                                  G_FILE_QUERY_INFO_NONE, NULL, NULL);
  g_autoptr (GFile) folder = info && g_file_info_get_file_type (info) == G_FILE_TYPE_DIRECTORY
                                 ? g_object_ref (location)
                                 : g_file_get_parent (location);
  self->folder = folder ? g_file_get_path (folder) : NULL;
  GListModel *boards = hakem_round_feed_get_boards (feed);
  g_signal_connect (boards, "items-changed", G_CALLBACK (boards_added), self);
  boards_added (boards, 0, 0, g_list_model_get_n_items (boards), self);
}

HakemRoundPlayer
hakem_round_bye_player (const HakemTrf *trf, int number)
{
  const HakemTrfPlayer *tp = hakem_trf_player (trf, number);
  HakemRoundPlayer player = { number,
                              tp ? tp->name : (char *) "?",
                              (char *) (tp ? hakem_trf_pgn_title (tp->title) : ""),
                              tp ? tp->rating : 0,
                              tp ? tp->fide_id : (char *) "",
                              tp ? tp->federation : (char *) "" };
  return player;
}
