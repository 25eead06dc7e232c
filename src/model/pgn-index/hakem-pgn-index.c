/* hakem-pgn-index.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The quick pass over a PGN file that lists its games: tag pairs and move counts only.
 */
#include "config.h"

#include "hakem-pgn-index.h"

#include <string.h>
#include <unistd.h>

#include "chess-pgn.h"
#include "hakem-file-read.h"

struct _HakemPgnGame
{
  GObject parent_instance;
  guint number;
  char *white, *black, *event, *round, *board, *date;
  char *result_tag, *marker;
  guint plies;
  goffset offset;
  long line;
  char *key; /* both names case-folded, made at the first search */
};

G_DEFINE_FINAL_TYPE (HakemPgnGame, hakem_pgn_game, G_TYPE_OBJECT)

static void
hakem_pgn_game_finalize (GObject *object)
{
  HakemPgnGame *self = HAKEM_PGN_GAME (object);
  g_free (self->white);
  g_free (self->black);
  g_free (self->event);
  g_free (self->round);
  g_free (self->board);
  g_free (self->date);
  g_free (self->result_tag);
  g_free (self->marker);
  g_free (self->key);
  G_OBJECT_CLASS (hakem_pgn_game_parent_class)->finalize (object);
}

static void
hakem_pgn_game_class_init (HakemPgnGameClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = hakem_pgn_game_finalize;
}

static void
hakem_pgn_game_init (HakemPgnGame *self)
{
}

#define NON_NULL(s) ((s) ? (s) : "")

guint
hakem_pgn_game_get_number (HakemPgnGame *self)
{
  return self->number;
}

const char *
hakem_pgn_game_get_white (HakemPgnGame *self)
{
  return NON_NULL (self->white);
}

const char *
hakem_pgn_game_get_black (HakemPgnGame *self)
{
  return NON_NULL (self->black);
}

const char *
hakem_pgn_game_get_event (HakemPgnGame *self)
{
  return NON_NULL (self->event);
}

const char *
hakem_pgn_game_get_round (HakemPgnGame *self)
{
  return NON_NULL (self->round);
}

const char *
hakem_pgn_game_get_board (HakemPgnGame *self)
{
  return NON_NULL (self->board);
}

const char *
hakem_pgn_game_get_date (HakemPgnGame *self)
{
  return NON_NULL (self->date);
}

const char *
hakem_pgn_game_get_result (HakemPgnGame *self)
{
  if (self->result_tag && *self->result_tag && !g_str_equal (self->result_tag, "?"))
    return self->result_tag;
  return NON_NULL (self->marker);
}

guint
hakem_pgn_game_get_plies (HakemPgnGame *self)
{
  return self->plies;
}

goffset
hakem_pgn_game_get_offset (HakemPgnGame *self)
{
  return self->offset;
}

long
hakem_pgn_game_get_line (HakemPgnGame *self)
{
  return self->line;
}

gboolean
hakem_pgn_game_matches (HakemPgnGame *self, const char *needle_folded)
{
  if (!needle_folded || !*needle_folded)
    return TRUE;
  if (!self->key)
    {
      g_autofree char *both
          = g_strconcat (NON_NULL (self->white), "\n", NON_NULL (self->black), NULL);
      self->key = g_utf8_casefold (both, -1);
    }
  return strstr (self->key, needle_folded) != NULL;
}

/* Runs of digits compare by value, the rest byte by byte. */
int
hakem_pgn_natural_compare (const char *a, const char *b)
{
  while (*a && *b)
    {
      if (g_ascii_isdigit (*a) && g_ascii_isdigit (*b))
        {
          while (*a == '0')
            a++;
          while (*b == '0')
            b++;
          gsize la = 0, lb = 0;
          while (g_ascii_isdigit (a[la]))
            la++;
          while (g_ascii_isdigit (b[lb]))
            lb++;
          if (la != lb)
            return la < lb ? -1 : 1;
          int c = strncmp (a, b, la);
          if (c)
            return c;
          a += la;
          b += lb;
          continue;
        }
      if (*a != *b)
        return (unsigned char) *a < (unsigned char) *b ? -1 : 1;
      a++;
      b++;
    }
  return *a ? 1 : *b ? -1 : 0;
}

/* ---- the scan ---- */

struct _HakemPgnIndex
{
  GObject parent_instance;
  GPtrArray *games;
};

static void hakem_pgn_index_list_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (HakemPgnIndex, hakem_pgn_index, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, hakem_pgn_index_list_init))

static GType
index_get_item_type (GListModel *list)
{
  return HAKEM_TYPE_PGN_GAME;
}

static guint
index_get_n_items (GListModel *list)
{
  return HAKEM_PGN_INDEX (list)->games->len;
}

static gpointer
index_get_item (GListModel *list, guint position)
{
  HakemPgnIndex *self = HAKEM_PGN_INDEX (list);
  if (position >= self->games->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->games, position));
}

static void
hakem_pgn_index_list_init (GListModelInterface *iface)
{
  iface->get_item_type = index_get_item_type;
  iface->get_n_items = index_get_n_items;
  iface->get_item = index_get_item;
}

static void
hakem_pgn_index_finalize (GObject *object)
{
  g_ptr_array_unref (HAKEM_PGN_INDEX (object)->games);
  G_OBJECT_CLASS (hakem_pgn_index_parent_class)->finalize (object);
}

static void
hakem_pgn_index_class_init (HakemPgnIndexClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = hakem_pgn_index_finalize;
}

static void
hakem_pgn_index_init (HakemPgnIndex *self)
{
  self->games = g_ptr_array_new_with_free_func (g_object_unref);
}

typedef struct
{
  const char *p, *end, *start;
  long line;
  HakemPgnIndex *index;
  HakemPgnGame *game; /* the game being read; NULL between games */
  gboolean in_moves;  /* the game's movetext has begun: a tag now starts the next game */
  int depth;          /* of variations */
} Scan;

static void
begin_game (Scan *s, const char *at)
{
  s->game = g_object_new (HAKEM_TYPE_PGN_GAME, NULL);
  s->game->number = s->index->games->len;
  s->game->offset = at - s->start;
  s->game->line = s->line;
  s->in_moves = FALSE;
  s->depth = 0;
  g_ptr_array_add (s->index->games, s->game);
}

static void
skip_line (Scan *s)
{
  const char *nl = memchr (s->p, '\n', s->end - s->p);
  s->p = nl ? nl : s->end;
}

/* The value of a tag the list shows; others are passed over. */
static char **
tag_slot (HakemPgnGame *g, const char *name, gsize len)
{
  static const struct
  {
    const char *name;
    gsize offset;
  } slots[] = {
    { "White", G_STRUCT_OFFSET (HakemPgnGame, white) },
    { "Black", G_STRUCT_OFFSET (HakemPgnGame, black) },
    { "Event", G_STRUCT_OFFSET (HakemPgnGame, event) },
    { "Round", G_STRUCT_OFFSET (HakemPgnGame, round) },
    { "Board", G_STRUCT_OFFSET (HakemPgnGame, board) },
    { "Date", G_STRUCT_OFFSET (HakemPgnGame, date) },
    { "Result", G_STRUCT_OFFSET (HakemPgnGame, result_tag) },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (slots); i++)
    if (strlen (slots[i].name) == len && memcmp (slots[i].name, name, len) == 0)
      return G_STRUCT_MEMBER_P (g, slots[i].offset);
  return NULL;
}

/* Does a tag pair, '[' name space* '"', begin at p? Where a line begins with one, a comment left
 * open ends, as the reader has it; any other '[' at a line's start inside a comment (a wrapped
 * "[%emt 0:00:01]") is the comment's text. */
static gboolean
tag_pair_at (const char *p, const char *end)
{
  if (p >= end || *p != '[')
    return FALSE;
  const char *q = p + 1;
  while (q < end && (g_ascii_isalnum (*q) || *q == '_'))
    q++;
  if (q == p + 1)
    return FALSE;
  while (q < end && (*q == ' ' || *q == '\t'))
    q++;
  return q < end && *q == '"';
}

/* After a value's closing quote that no ']' follows: the value's real last quote, as the reader
 * takes it (chess_pgn_stray_quote), or NULL. */
static const char *
stray_quotes_end (const char *p, const char *end)
{
  size_t at;
  return chess_pgn_stray_quote (p, (size_t) (end - p), TRUE, &at) ? p + at : NULL;
}

/* [Name "value"]: a string ends at its quote or, damaged, at the end of its line. */
static void
read_tag (Scan *s)
{
  if (!s->game || s->in_moves)
    begin_game (s, s->p);
  s->p++;
  while (s->p < s->end && (*s->p == ' ' || *s->p == '\t'))
    s->p++;
  const char *name = s->p;
  while (s->p < s->end && (g_ascii_isalnum (*s->p) || *s->p == '_'))
    s->p++;
  char **slot = tag_slot (s->game, name, s->p - name);
  while (s->p < s->end && (*s->p == ' ' || *s->p == '\t'))
    s->p++;
  if (s->p < s->end && *s->p == '"')
    {
      s->p++;
      GString *value = slot ? g_string_new (NULL) : NULL;
      const char *last = NULL; /* with quotes not escaped: the value's last quote */
      while (s->p < s->end && *s->p != '\n' && *s->p != '\0')
        {
          if (*s->p == '"')
            {
              if (s->p == last || (!last && !(last = stray_quotes_end (s->p + 1, s->end))))
                break;
            }
          else if (*s->p == '\\' && s->p + 1 < s->end && (s->p[1] == '"' || s->p[1] == '\\')
                   && s->p + 1 != last)
            s->p++;
          if (value)
            g_string_append_c (value, *s->p);
          s->p++;
        }
      if (slot)
        {
          g_free (*slot);
          *slot = g_string_free (value, FALSE);
        }
    }
  while (s->p < s->end && *s->p != ']' && *s->p != '\n' && *s->p != '\0')
    s->p++;
  if (s->p < s->end && *s->p == ']')
    s->p++;
}

static gboolean
is_termination (const char *t, gsize len)
{
  return (len == 1 && *t == '*') || (len == 3 && (!memcmp (t, "1-0", 3) || !memcmp (t, "0-1", 3)))
         || (len == 7 && !memcmp (t, "1/2-1/2", 7));
}

/* A NUL too: strchr would find the string's own terminator, but say so plainly. */
static gboolean
is_delimiter (char c)
{
  return c == '\0' || g_ascii_isspace (c) || strchr ("{}()[];\"", c) != NULL;
}

/* A symbol of the movetext: a termination marker ends the game; a move number ("12.", "12...",
 * glued to its move as in "12.e4" too) is passed over; what is left of a main-line symbol that
 * is not an annotation is a move. */
static void
read_symbol (Scan *s)
{
  const char *symbol = s->p, *t = s->p;
  while (s->p < s->end && !is_delimiter (*s->p))
    s->p++;
  /* Every call consumes a byte, whatever the byte: the scan cannot stand still. */
  if (s->p == t)
    {
      s->p++;
      return;
    }
  gsize len = s->p - t;
  /* NAGs, suffixes written apart, "e.p." or "ep" after an en passant capture. */
  if (s->depth > 0 || *t == '$' || *t == '!' || *t == '?' || (len == 4 && !memcmp (t, "e.p.", 4))
      || (len == 2 && !memcmp (t, "ep", 2)))
    return;
  if (is_termination (t, len))
    {
      if (s->game)
        {
          g_free (s->game->marker);
          s->game->marker = g_strndup (t, len);
        }
      s->game = NULL;
      return;
    }
  const char *m = t;
  while (m < s->p && g_ascii_isdigit (*m))
    m++;
  if (m > t && (m == s->p || *m == '.'))
    {
      while (m < s->p && *m == '.')
        m++;
      t = m;
    }
  /* A game without tags begins at its first move number or move. */
  if (!s->game)
    begin_game (s, symbol);
  s->in_moves = TRUE;
  if (t < s->p)
    s->game->plies++;
}

static void
scan (HakemPgnIndex *index, const char *text, gsize length)
{
  Scan s = { .p = text, .end = text + length, .start = text, .line = 1, .index = index };
  if (length >= 3 && !memcmp (text, "\xEF\xBB\xBF", 3))
    s.p += 3;
  gboolean line_start = TRUE;
  while (s.p < s.end)
    {
      char c = *s.p;
      if (c == '\n')
        {
          s.line++;
          s.p++;
          line_start = TRUE;
          continue;
        }
      if (line_start && c == '%')
        {
          skip_line (&s);
          continue;
        }
      line_start = FALSE;
      if (g_ascii_isspace (c))
        s.p++;
      else if (c == '[')
        read_tag (&s);
      else if (c == '{')
        {
          /* Comments may span lines (counted on the way); one never closed ends, as the
           * reader has it, where a line begins with the next game's tag pair. */
          for (s.p++; s.p < s.end && *s.p != '}'; s.p++)
            if (*s.p == '\n')
              {
                if (tag_pair_at (s.p + 1, s.end))
                  break;
                s.line++;
              }
          if (s.p < s.end && *s.p == '}')
            s.p++;
        }
      else if (c == ';')
        skip_line (&s);
      else if (c == '(')
        {
          s.depth++;
          s.p++;
        }
      else if (c == ')')
        {
          if (s.depth > 0)
            s.depth--;
          s.p++;
        }
      else if (c == ']' || c == '"' || c == '}' || c == '\0')
        s.p++;
      else
        read_symbol (&s);
    }
}

HakemPgnIndex *
hakem_pgn_index_new_for_text (const char *text, gsize length)
{
  HakemPgnIndex *self = g_object_new (HAKEM_TYPE_PGN_INDEX, NULL);
  scan (self, text, length);
  return self;
}

HakemPgnIndex *
hakem_pgn_index_new_for_path (const char *path, GError **error)
{
  /* Opened without waiting and kept only when regular: a FIFO would hold the chooser. Mapped,
   * not read: the pages of a large database come and go as the index passes. */
  int fd = hakem_file_open_regular (path, NULL, error);
  if (fd < 0)
    return NULL;
  g_autoptr (GMappedFile) map = g_mapped_file_new_from_fd (fd, FALSE, error);
  close (fd);
  if (!map)
    return NULL;
  const char *text = g_mapped_file_get_contents (map);
  return hakem_pgn_index_new_for_text (text ? text : "", g_mapped_file_get_length (map));
}
