/* hakem-round-feed.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The round's files watched (GFileMonitor, or polling where there are no notifications) and
 * read from where they last stopped, game by game, into the boards.
 */
#include "config.h"

#include "hakem-round-feed.h"

#include <glib/gi18n.h>
#include <string.h>

#include "hakem-file-read.h"
#include "hakem-pgn-index.h"
#include "hakem-round-glitch.h"
#include "hakem-round-private.h"

/* Bytes kept from before the place an append read starts, to see that the file was not
 * rewritten under us. */
#define WINDOW 64
/* Writes come in bursts (a move, its clock, the marker): one read after the last. */
#define SETTLE_MS 150
/* A file that changed while it was read is read again after this, a few times at most. */
#define RETRIES 5

struct _HakemRoundFeed
{
  GObject parent_instance;
  GFile *location;
  gboolean is_dir;
  gboolean force_poll;
  guint poll_ms;
  HakemRoundWatch watch;
  GFileMonitor *monitor;
  GSource *poll_source;
  GCancellable *poll_cancel; /* the stamps being queried in a worker thread, or NULL */
  gboolean polling;          /* started and not stopped, without a monitor */
  GSource *settle_source;
  GMainContext *context;
  GHashTable *files; /* path -> FeedFile */
  GHashTable *dirty; /* paths to read at the next settle (a set) */
  gboolean rescan;   /* the folder's list must be read again */
  GListStore *boards;
  GHashTable *by_key; /* key -> HakemRoundBoard (borrowed from boards) */
  ChessPgnReader *reader;
  guint64 games_parsed, games_extended, bytes_read, file_reads;
};

G_DEFINE_FINAL_TYPE (HakemRoundFeed, hakem_round_feed, G_TYPE_OBJECT)

enum
{
  SIGNAL_EVENT,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

static void
feed_file_free (gpointer data)
{
  FeedFile *ff = data;
  g_object_unref (ff->file);
  g_free (ff->path);
  g_free (ff);
}

static void
hakem_round_feed_dispose (GObject *object)
{
  HakemRoundFeed *self = HAKEM_ROUND_FEED (object);
  hakem_round_feed_stop (self);
  G_OBJECT_CLASS (hakem_round_feed_parent_class)->dispose (object);
}

static void
hakem_round_feed_finalize (GObject *object)
{
  HakemRoundFeed *self = HAKEM_ROUND_FEED (object);
  g_object_unref (self->location);
  g_hash_table_unref (self->files);
  g_hash_table_unref (self->dirty);
  g_hash_table_unref (self->by_key);
  g_object_unref (self->boards);
  g_clear_pointer (&self->context, g_main_context_unref);
  chess_pgn_reader_clear (self->reader);
  g_free (self->reader);
  G_OBJECT_CLASS (hakem_round_feed_parent_class)->finalize (object);
}

static void
hakem_round_feed_class_init (HakemRoundFeedClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  object_class->dispose = hakem_round_feed_dispose;
  object_class->finalize = hakem_round_feed_finalize;
  signals[SIGNAL_EVENT]
      = g_signal_new ("event", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                      G_TYPE_NONE, 2, HAKEM_TYPE_ROUND_BOARD, G_TYPE_POINTER);
}

static void
hakem_round_feed_init (HakemRoundFeed *self)
{
  self->files = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, feed_file_free);
  self->dirty = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->by_key = g_hash_table_new (g_str_hash, g_str_equal);
  self->boards = g_list_store_new (HAKEM_TYPE_ROUND_BOARD);
  self->reader = g_new0 (ChessPgnReader, 1);
  self->poll_ms = 2000;
  const char *env = g_getenv ("HAKEM_ROUND_POLL");
  self->force_poll = env && *env && strcmp (env, "0") != 0;
  env = g_getenv ("HAKEM_ROUND_POLL_MS");
  if (env && *env)
    self->poll_ms = MAX (10, (guint) g_ascii_strtoull (env, NULL, 10));
}

HakemRoundFeed *
hakem_round_feed_new (GFile *location)
{
  HakemRoundFeed *self = g_object_new (HAKEM_TYPE_ROUND_FEED, NULL);
  self->location = g_object_ref (location);
  return self;
}

void
hakem_round_feed_set_force_polling (HakemRoundFeed *self, gboolean force)
{
  self->force_poll = force;
}

void
hakem_round_feed_set_poll_interval (HakemRoundFeed *self, guint ms)
{
  self->poll_ms = MAX (ms, 10);
}

HakemRoundWatch
hakem_round_feed_get_watch (HakemRoundFeed *self)
{
  return self->watch;
}

GListModel *
hakem_round_feed_get_boards (HakemRoundFeed *self)
{
  return G_LIST_MODEL (self->boards);
}

HakemRoundBoard *
hakem_round_feed_find_board (HakemRoundFeed *self, const char *key)
{
  return g_hash_table_lookup (self->by_key, key);
}

guint
hakem_round_feed_get_pending (HakemRoundFeed *self)
{
  guint n = 0;
  GHashTableIter it;
  gpointer value;
  g_hash_table_iter_init (&it, self->files);
  while (g_hash_table_iter_next (&it, NULL, &value))
    n += ((FeedFile *) value)->pending ? 1 : 0;
  return n;
}

guint64
hakem_round_feed_get_games_parsed (HakemRoundFeed *self)
{
  return self->games_parsed;
}

guint64
hakem_round_feed_get_games_extended (HakemRoundFeed *self)
{
  return self->games_extended;
}

guint64
hakem_round_feed_get_bytes_read (HakemRoundFeed *self)
{
  return self->bytes_read;
}

guint64
hakem_round_feed_get_file_reads (HakemRoundFeed *self)
{
  return self->file_reads;
}

void
hakem_round_feed_emit (HakemRoundBoard *board, const HakemRoundFlag *flag, gpointer user_data)
{
  g_signal_emit (HAKEM_ROUND_FEED (user_data), signals[SIGNAL_EVENT], 0, board, flag);
}

HakemRoundBoard *
hakem_round_feed_board_for (HakemRoundFeed *self, const char *round, const char *board,
                            const char *white, const char *black, gboolean create)
{
  g_autofree char *key = hakem_round_board_key (round, board, white, black);
  HakemRoundBoard *b = g_hash_table_lookup (self->by_key, key);
  if (b || !create)
    return b;
  b = hakem_round_board_new (key, round, board, white, black);
  g_list_store_append (self->boards, b);
  g_hash_table_insert (self->by_key, (char *) hakem_round_board_get_key (b), b);
  g_object_unref (b);
  HakemRoundFlag added = { HAKEM_ROUND_NEW_BOARD, 0, NULL };
  hakem_round_feed_emit (b, &added, self);
  return b;
}

/* FNV-1a: only to tell a game's text from its last reading. */
static guint64
text_hash (const char *p, gsize n)
{
  guint64 h = 0xcbf29ce484222325u;
  for (gsize i = 0; i < n; i++)
    h = (h ^ (guchar) p[i]) * 0x100000001b3u;
  return h ^ n;
}

/* Where a game's termination marker begins, or -1 when its text does not end with one: a game
 * still being written does not (a cut "O-O-O" could read as "O-O", so nothing of it is read
 * before it is whole). */
static gssize
marker_start (const char *p, gsize n)
{
  while (n > 0 && g_ascii_isspace (p[n - 1]))
    n--;
  static const char *const markers[] = { "*", "1-0", "0-1", "1/2-1/2" };
  for (gsize i = 0; i < G_N_ELEMENTS (markers); i++)
    {
      gsize m = strlen (markers[i]);
      if (n >= m && memcmp (p + n - m, markers[i], m) == 0
          && (n == m || g_ascii_isspace (p[n - m - 1]) || strchr (")}.", p[n - m - 1])))
        return (gssize) (n - m);
    }
  return -1;
}

static gboolean
parse (HakemRoundFeed *self, const char *p, gsize n, ChessGame *game, ChessPgnProblem *problem)
{
  ChessPgnMemory src;
  chess_pgn_reader_init_memory (self->reader, &src, p, n, CHESS_SAN_ENGLISH, 0);
  ChessPgnStatus status = chess_pgn_read_game (self->reader, game, problem);
  chess_pgn_reader_clear (self->reader);
  self->games_parsed++;
  /* A text that ends in the moves is a game still being written, though the reader takes it as
   * unfinished with a warning. */
  for (int i = 0; i < MIN (problem->warning_count, CHESS_PGN_MAX_WARNINGS); i++)
    if (problem->warnings[i].code == CHESS_PGN_WARNING_NO_RESULT)
      return FALSE;
  return status == CHESS_PGN_GAME && problem->code != CHESS_PGN_ERROR_NO_TERMINATION
         && problem->code != CHESS_PGN_ERROR_UNTERMINATED_COMMENT
         && problem->code != CHESS_PGN_ERROR_UNTERMINATED_STRING
         && problem->code != CHESS_PGN_ERROR_UNTERMINATED_VARIATION;
}

/* An electronic board's glitches where the reader stopped at a move that is not legal
 * (hakem-round-glitch.h), handed to the board with the game. TRUE when there were any: such a
 * game is then read whole at each reading, never extended, so that they are judged again. */
static gboolean
read_glitches (HakemRoundBoard *board, const char *p, gsize n, ChessGame *game,
               ChessPgnProblem *problem)
{
  GArray *glitches = g_array_new (FALSE, TRUE, sizeof (HakemRoundFlag));
  g_array_set_clear_func (glitches, hakem_round_glitch_clear);
  if (!hakem_round_glitch_resolve (p, n, game, problem, glitches))
    {
      g_array_unref (glitches);
      return FALSE;
    }
  hakem_round_board_set_glitches (board, glitches);
  return TRUE;
}

/* A game that only grew since its last reading (its text then, up to the marker, begins the
 * text now) is read from the board's position on: the moves before are not read again, which
 * keeps a move's cost flat however long the game. FALSE when that does not apply. */
static gboolean
extend_game (HakemRoundFeed *self, HakemRoundBoard *board, const char *p, gsize n, gsize body,
             guint64 hash, goffset offset, const char *path)
{
  guint64 old_hash;
  gsize old_body = hakem_round_board_get_body (board, &old_hash);
  const ChessGame *g = hakem_round_board_get_game (board);
  if (old_body == 0 || old_body > body || g->start.chess960 || text_hash (p, old_body) != old_hash)
    return FALSE;
  const char *tail = p + old_body;
  gsize tail_len = n - old_body;
  while (tail_len > 0 && g_ascii_isspace (*tail))
    tail++, tail_len--;
  /* A comment first would belong to the last move read (its clock): read it all again. */
  if (tail_len == 0 || *tail == '{' || *tail == ';' || *tail == '[')
    return FALSE;
  char fen[CHESS_FEN_MAX];
  chess_position_to_fen (&g->current, CHESS_FEN_STYLE_XFEN, fen, sizeof fen);
  g_autoptr (GString) text = g_string_new (NULL);
  g_string_append_printf (text, "[SetUp \"1\"]\n[FEN \"%s\"]\n\n", fen);
  g_string_append_len (text, tail, (gssize) tail_len);
  ChessGame game = { 0 };
  ChessPgnProblem problem;
  gboolean ok = parse (self, text->str, text->len, &game, &problem)
                && problem.code != CHESS_PGN_ERROR_SYNTAX && game.start.key == g->current.key;
  if (ok)
    {
      gboolean glitched = read_glitches (board, text->str, text->len, &game, &problem);
      hakem_round_board_extend (board, &game, &problem, hakem_round_feed_emit, self);
      self->games_extended++;
      gsize keep = problem.code == CHESS_PGN_OK && !glitched ? body : 0;
      hakem_round_board_set_source (board, path, offset, hash, keep, text_hash (p, keep));
    }
  chess_game_clear (&game);
  return ok;
}

/* Reads one game's text and gives it to its board. FALSE when the text does not hold a whole
 * game after all (the reader ran out of text inside it). */
static gboolean
read_game (HakemRoundFeed *self, FeedFile *ff, HakemPgnGame *entry, const char *p, gsize n,
           goffset offset)
{
  guint64 hash = text_hash (p, n);
  HakemRoundBoard *board = hakem_round_feed_board_for (
      self, hakem_pgn_game_get_round (entry), hakem_pgn_game_get_board (entry),
      hakem_pgn_game_get_white (entry), hakem_pgn_game_get_black (entry), FALSE);
  gboolean same_file = board && g_strcmp0 (hakem_round_board_get_path (board), ff->path) == 0;
  if (same_file && hakem_round_board_get_text_hash (board) == hash)
    return TRUE;
  gssize body = marker_start (p, n);
  if (body < 0)
    return FALSE;
  if (same_file && extend_game (self, board, p, n, (gsize) body, hash, offset, ff->path))
    return TRUE;

  ChessGame game = { 0 };
  ChessPgnProblem problem;
  gboolean whole = parse (self, p, n, &game, &problem);
  if (whole)
    {
      board = hakem_round_feed_board_for (
          self, hakem_pgn_game_get_round (entry), hakem_pgn_game_get_board (entry),
          hakem_pgn_game_get_white (entry), hakem_pgn_game_get_black (entry), TRUE);
      gboolean glitched = read_glitches (board, p, n, &game, &problem);
      gsize keep = problem.code == CHESS_PGN_OK && !glitched ? (gsize) body : 0;
      hakem_round_board_set_source (board, ff->path, offset, hash, keep, text_hash (p, keep));
      hakem_round_board_update (board, &game, &problem, hakem_round_feed_emit, self);
    }
  chess_game_clear (&game);
  return whole;
}

HakemRoundStamp
hakem_round_stamp_query (GFile *file)
{
  HakemRoundStamp s = { 0 };
  g_autoptr (GFileInfo) info
      = g_file_query_info (file,
                           G_FILE_ATTRIBUTE_STANDARD_TYPE
                           "," G_FILE_ATTRIBUTE_STANDARD_SIZE "," G_FILE_ATTRIBUTE_TIME_MODIFIED
                           "," G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC "," G_FILE_ATTRIBUTE_UNIX_INODE,
                           G_FILE_QUERY_INFO_NONE, NULL, NULL);
  if (!info)
    return s;
  s.exists = TRUE;
  s.regular = g_file_info_get_file_type (info) == G_FILE_TYPE_REGULAR;
  s.size = (guint64) g_file_info_get_size (info);
  s.mtime_us = g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED) * 1000000
               + g_file_info_get_attribute_uint32 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC);
  s.inode = g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_UNIX_INODE);
  return s;
}

gboolean
hakem_round_stamp_equal (const HakemRoundStamp *a, const HakemRoundStamp *b)
{
  return a->exists == b->exists && a->size == b->size && a->mtime_us == b->mtime_us
         && a->inode == b->inode;
}

ReadOutcome
hakem_round_file_check (FeedFile *ff, HakemRoundStamp *now)
{
  *now = hakem_round_stamp_query (ff->file);
  if (!now->exists)
    return READ_GONE;
  HakemRoundStamp last = { ff->size, ff->mtime_us, ff->inode, TRUE, TRUE };
  if (ff->seen && hakem_round_stamp_equal (now, &last))
    return READ_UNCHANGED;
  /* Checked before the file is opened, whoever asks (the first scan, a notification, a poll):
   * a FIFO would block the main loop in open(), a device or a huge file fill the memory. The
   * reader checks again on what it opened. */
  if (!now->regular || now->size > HAKEM_ROUND_MAX_FILE)
    {
      ff->refused
          = now->regular ? HAKEM_FILE_READ_ERROR_TOO_LARGE : HAKEM_FILE_READ_ERROR_NOT_REGULAR;
      return READ_REFUSED;
    }
  return READ_DONE;
}

void
hakem_round_file_mark_read (FeedFile *ff, const HakemRoundStamp *stamp)
{
  ff->seen = TRUE;
  ff->size = stamp->size;
  ff->mtime_us = stamp->mtime_us;
  ff->inode = stamp->inode;
}

/* The bytes from 'from' to the end; NULL with READ_REFUSED's reason in ff when the file
 * turned out not to be one to read. */
static GBytes *
read_from (FeedFile *ff, goffset from, ReadOutcome *outcome)
{
  g_autoptr (GError) error = NULL;
  GBytes *bytes = hakem_file_read_gfile (ff->file, from, HAKEM_ROUND_MAX_FILE, &error);
  *outcome = READ_AGAIN;
  if (!bytes && error->domain == HAKEM_FILE_READ_ERROR)
    {
      ff->refused = error->code;
      *outcome = READ_REFUSED;
    }
  return bytes;
}

/* Reads what changed in one PGN file: from the end of its finished games when the file only
 * grew behind them, the whole file when it was rewritten, replaced or cut. */
static ReadOutcome
read_pgn_file (HakemRoundFeed *self, FeedFile *ff)
{
  HakemRoundStamp before;
  ReadOutcome first = hakem_round_file_check (ff, &before);
  if (first != READ_DONE)
    return first;

  goffset start = 0;
  gsize window = 0;
  if (ff->seen && before.inode == ff->inode && before.size >= (guint64) ff->stable
      && ff->stable > 0)
    {
      window = ff->window_len;
      start = ff->stable - (goffset) window;
    }
  ReadOutcome failed;
  g_autoptr (GBytes) bytes = read_from (ff, start, &failed);
  if (!bytes)
    return failed;
  gsize len;
  const char *data = g_bytes_get_data (bytes, &len);
  if (window && (len < window || memcmp (data, ff->window, window) != 0))
    {
      /* Rewritten in place: what we had read before is no longer there. */
      g_clear_pointer (&bytes, g_bytes_unref);
      start = 0;
      window = 0;
      bytes = read_from (ff, 0, &failed);
      if (!bytes)
        return failed;
      data = g_bytes_get_data (bytes, &len);
    }
  HakemRoundStamp after = hakem_round_stamp_query (ff->file);
  if (!hakem_round_stamp_equal (&before, &after) || (guint64) (start + (goffset) len) != after.size)
    return READ_AGAIN;
  self->bytes_read += len;

  const char *text = data + window;
  gsize text_len = len - window;
  goffset base = start + (goffset) window;
  g_autoptr (HakemPgnIndex) index = hakem_pgn_index_new_for_text (text, text_len);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (index));
  gsize stable = 0;
  gboolean finished_so_far = TRUE;
  ff->pending = FALSE;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (HakemPgnGame) entry = g_list_model_get_item (G_LIST_MODEL (index), i);
      gsize o = (gsize) hakem_pgn_game_get_offset (entry);
      gsize e = text_len;
      if (i + 1 < n)
        {
          g_autoptr (HakemPgnGame) next = g_list_model_get_item (G_LIST_MODEL (index), i + 1);
          e = (gsize) hakem_pgn_game_get_offset (next);
        }
      if (i + 1 == n && marker_start (text + o, e - o) < 0)
        {
          ff->pending = TRUE;
          break;
        }
      if (!read_game (self, ff, entry, text + o, e - o, base + (goffset) o))
        {
          ff->pending = TRUE;
          break;
        }
      /* A game with its result will not change: the next read can start after it. */
      finished_so_far = finished_so_far && strcmp (hakem_pgn_game_get_result (entry), "*") != 0
                        && *hakem_pgn_game_get_result (entry);
      if (finished_so_far)
        stable = e;
    }

  hakem_round_file_mark_read (ff, &before);
  if (stable > 0)
    {
      ff->stable = base + (goffset) stable;
      gsize keep = MIN ((gsize) ff->stable, (gsize) WINDOW);
      memcpy (ff->window, data + (gsize) (ff->stable - start) - keep, keep);
      ff->window_len = keep;
    }
  else if (start == 0)
    {
      ff->stable = 0;
      ff->window_len = 0;
    }
  return READ_DONE;
}

static gboolean
has_suffix_fold (const char *name, const char *suffix)
{
  gsize n = strlen (name), m = strlen (suffix);
  return n > m && g_ascii_strcasecmp (name + n - m, suffix) == 0;
}

static FeedFile *
file_for (HakemRoundFeed *self, GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  if (!path)
    path = g_file_get_uri (file);
  FeedFile *ff = g_hash_table_lookup (self->files, path);
  if (ff)
    return ff;
  ff = g_new0 (FeedFile, 1);
  ff->file = g_object_ref (file);
  ff->path = g_steal_pointer (&path);
  ff->casefile = has_suffix_fold (ff->path, ".hakem");
  g_hash_table_insert (self->files, ff->path, ff);
  return ff;
}

static void settle_later (HakemRoundFeed *self);

/* A file not opened is a problem of the round the arbiter must see: a board named after the
 * file carries the flag, raised once for each reason. */
static void
refuse_file (HakemRoundFeed *self, FeedFile *ff)
{
  g_autofree char *name = g_file_get_basename (ff->file);
  HakemRoundBoard *board = hakem_round_feed_board_for (self, "", name, NULL, NULL, TRUE);
  g_autoptr (HakemRoundDetail) detail = hakem_round_detail_new ();
  gboolean too_large = ff->refused == HAKEM_FILE_READ_ERROR_TOO_LARGE;
  hakem_round_detail_set_word (detail, HAKEM_ROUND_DETAIL_REASON,
                               too_large ? "too-large" : "not-regular");
  if (too_large)
    hakem_round_detail_set_int (detail, HAKEM_ROUND_DETAIL_MAX_BYTES, (int) HAKEM_ROUND_MAX_FILE);
  hakem_round_board_add_flag (board, HAKEM_ROUND_FILE_REFUSED, 0, detail, hakem_round_feed_emit,
                              self);
}

/* Reads one file. One that changes under the reader is read again: after the settling delay on
 * the main context when the feed is watching, else (a single scan) a few times right away. */
static void
read_file (HakemRoundFeed *self, FeedFile *ff)
{
  for (int i = 0; i < RETRIES; i++)
    {
      ReadOutcome r
          = ff->casefile ? hakem_round_read_casefile (self, ff) : read_pgn_file (self, ff);
      if (r == READ_REFUSED)
        {
          refuse_file (self, ff);
          break;
        }
      if (r != READ_UNCHANGED && r != READ_GONE)
        self->file_reads++;
      if (r != READ_AGAIN)
        {
          ff->failures = 0;
          return;
        }
      if (++ff->failures >= RETRIES)
        break;
      if (self->context)
        {
          g_hash_table_add (self->dirty, g_strdup (ff->path));
          settle_later (self);
          return;
        }
      g_usleep (20000);
    }
  /* A file that stays unreadable (a damaged case file, one we may not open) or is refused is left
   * as it is now: it is read again when it changes, not every few milliseconds for ever. */
  HakemRoundStamp now = hakem_round_stamp_query (ff->file);
  hakem_round_file_mark_read (ff, &now);
  ff->failures = 0;
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return hakem_pgn_natural_compare (*(char *const *) a, *(char *const *) b);
}

/* The folder's PGN files first, in their names' order, then the desks' case files. */
static gboolean
scan_folder (HakemRoundFeed *self, GError **error)
{
  g_autoptr (GFileEnumerator) en = g_file_enumerate_children (
      self->location, G_FILE_ATTRIBUTE_STANDARD_NAME "," G_FILE_ATTRIBUTE_STANDARD_TYPE,
      G_FILE_QUERY_INFO_NONE, NULL, error);
  if (!en)
    return FALSE;
  g_autoptr (GPtrArray) pgn = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) cases = g_ptr_array_new_with_free_func (g_free);
  for (;;)
    {
      GFileInfo *info;
      if (!g_file_enumerator_iterate (en, &info, NULL, NULL, error))
        return FALSE;
      if (!info)
        break;
      /* Pipes and devices too: read_file refuses them, and says so. */
      if (g_file_info_get_file_type (info) == G_FILE_TYPE_DIRECTORY)
        continue;
      const char *name = g_file_info_get_name (info);
      if (name[0] == '.')
        continue;
      if (has_suffix_fold (name, ".pgn"))
        g_ptr_array_add (pgn, g_strdup (name));
      else if (has_suffix_fold (name, ".hakem"))
        g_ptr_array_add (cases, g_strdup (name));
    }
  g_ptr_array_sort (pgn, compare_names);
  g_ptr_array_sort (cases, compare_names);
  for (guint i = 0; i < pgn->len; i++)
    {
      g_autoptr (GFile) child = g_file_get_child (self->location, pgn->pdata[i]);
      read_file (self, file_for (self, child));
    }
  for (guint i = 0; i < cases->len; i++)
    {
      g_autoptr (GFile) child = g_file_get_child (self->location, cases->pdata[i]);
      read_file (self, file_for (self, child));
    }
  return TRUE;
}

gboolean
hakem_round_feed_scan (HakemRoundFeed *self, GError **error)
{
  g_autoptr (GFileInfo) info = g_file_query_info (self->location, G_FILE_ATTRIBUTE_STANDARD_TYPE,
                                                  G_FILE_QUERY_INFO_NONE, NULL, error);
  if (!info)
    return FALSE;
  self->is_dir = g_file_info_get_file_type (info) == G_FILE_TYPE_DIRECTORY;
  if (self->is_dir)
    return scan_folder (self, error);
  /* The one file to watch is named by the arbiter: a pipe or a device there is a mistake to say
   * at once (a file of a folder that is one is a board's problem, flagged). */
  if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    {
      g_autofree char *name = g_file_get_parse_name (self->location);
      g_set_error_literal (error, HAKEM_FILE_READ_ERROR, HAKEM_FILE_READ_ERROR_NOT_REGULAR,
                           _ ("it is not a regular file (a folder, a pipe or a device)"));
      /* TRANSLATORS: the file's name, then the error that follows it. */
      g_prefix_error (error, _ ("%s: "), name);
      return FALSE;
    }
  read_file (self, file_for (self, self->location));
  return TRUE;
}

static GSource *
attach_timeout (HakemRoundFeed *self, guint ms, GSourceFunc func)
{
  GSource *source = g_timeout_source_new (ms);
  g_source_set_callback (source, func, self, NULL);
  g_source_attach (source, self->context);
  return source;
}

static gboolean
on_settled (gpointer user_data)
{
  HakemRoundFeed *self = user_data;
  g_clear_pointer (&self->settle_source, g_source_unref);
  if (self->rescan)
    {
      self->rescan = FALSE;
      g_hash_table_remove_all (self->dirty);
      hakem_round_feed_scan (self, NULL);
      return G_SOURCE_REMOVE;
    }
  GHashTableIter it;
  gpointer key;
  g_autoptr (GHashTable) dirty = g_steal_pointer (&self->dirty);
  self->dirty = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_hash_table_iter_init (&it, dirty);
  while (g_hash_table_iter_next (&it, &key, NULL))
    {
      FeedFile *ff = g_hash_table_lookup (self->files, key);
      if (!ff)
        {
          g_autoptr (GFile) file = g_file_new_for_path (key);
          ff = file_for (self, file);
        }
      read_file (self, ff);
    }
  return G_SOURCE_REMOVE;
}

static void
settle_later (HakemRoundFeed *self)
{
  if (!self->settle_source)
    self->settle_source = attach_timeout (self, SETTLE_MS, on_settled);
}

static void
on_changed (GFileMonitor *monitor, GFile *file, GFile *other, GFileMonitorEvent event,
            gpointer user_data)
{
  HakemRoundFeed *self = user_data;
  if (event == G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED || event == G_FILE_MONITOR_EVENT_PRE_UNMOUNT)
    return;
  if (!self->is_dir)
    {
      self->rescan = TRUE;
      settle_later (self);
      return;
    }
  GFile *target
      = (event == G_FILE_MONITOR_EVENT_MOVED_IN || event == G_FILE_MONITOR_EVENT_RENAMED) && other
            ? other
            : file;
  g_autofree char *name = g_file_get_basename (target);
  g_autofree char *path = g_file_get_path (target);
  if (!name || !path || name[0] == '.'
      || !(has_suffix_fold (name, ".pgn") || has_suffix_fold (name, ".hakem")))
    return;
  g_hash_table_add (self->dirty, g_steal_pointer (&path));
  settle_later (self);
}

/* Polling, without a loop in the thread of the main context (the window's): a worker thread
 * lists the folder and queries each file's stamp, which on a network share is a round trip per
 * file; the main context then reads only the files whose stamp changed, as it does for a
 * monitor's notification. One poll at a time: the next is timed from the end of the last. */

typedef struct
{
  char *path;
  gboolean casefile;
  HakemRoundStamp stamp;
} PolledFile;

static void
polled_file_free (gpointer data)
{
  PolledFile *pf = data;
  g_free (pf->path);
  g_free (pf);
}

static int
compare_polled (gconstpointer a, gconstpointer b)
{
  const PolledFile *x = *(PolledFile *const *) a, *y = *(PolledFile *const *) b;
  if (x->casefile != y->casefile)
    return x->casefile ? 1 : -1;
  return hakem_pgn_natural_compare (x->path, y->path);
}

static void
poll_in_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  GFile *location = task_data;
  GPtrArray *found = g_ptr_array_new_with_free_func (polled_file_free);
  g_autoptr (GFileInfo) info = g_file_query_info (location, G_FILE_ATTRIBUTE_STANDARD_TYPE,
                                                  G_FILE_QUERY_INFO_NONE, cancellable, NULL);
  if (info && g_file_info_get_file_type (info) == G_FILE_TYPE_DIRECTORY)
    {
      g_autoptr (GFileEnumerator) en = g_file_enumerate_children (
          location, G_FILE_ATTRIBUTE_STANDARD_NAME "," G_FILE_ATTRIBUTE_STANDARD_TYPE,
          G_FILE_QUERY_INFO_NONE, cancellable, NULL);
      GFileInfo *child;
      while (en && g_file_enumerator_iterate (en, &child, NULL, cancellable, NULL) && child)
        {
          const char *name = g_file_info_get_name (child);
          if (g_file_info_get_file_type (child) == G_FILE_TYPE_DIRECTORY || name[0] == '.')
            continue;
          gboolean pgn = has_suffix_fold (name, ".pgn"),
                   casefile = has_suffix_fold (name, ".hakem");
          if (!pgn && !casefile)
            continue;
          g_autoptr (GFile) file = g_file_get_child (location, name);
          PolledFile *pf = g_new0 (PolledFile, 1);
          pf->path = g_file_get_path (file);
          pf->casefile = casefile;
          pf->stamp = hakem_round_stamp_query (file);
          if (pf->path && pf->stamp.exists)
            g_ptr_array_add (found, pf);
          else
            polled_file_free (pf);
        }
    }
  else if (info)
    {
      PolledFile *pf = g_new0 (PolledFile, 1);
      pf->path = g_file_get_path (location);
      pf->stamp = hakem_round_stamp_query (location);
      if (pf->path && pf->stamp.exists)
        g_ptr_array_add (found, pf);
      else
        polled_file_free (pf);
    }
  g_ptr_array_sort (found, compare_polled);
  g_task_return_pointer (task, found, (GDestroyNotify) g_ptr_array_unref);
}

static gboolean on_poll (gpointer user_data);

static void
polled (GObject *source, GAsyncResult *result, gpointer user_data)
{
  HakemRoundFeed *self = HAKEM_ROUND_FEED (source);
  g_autoptr (GPtrArray) found = g_task_propagate_pointer (G_TASK (result), NULL);
  /* Stopped meanwhile: what was found is no longer wanted. */
  if (g_task_get_cancellable (G_TASK (result)) != self->poll_cancel)
    return;
  g_clear_object (&self->poll_cancel);
  for (guint i = 0; found && i < found->len; i++)
    {
      const PolledFile *pf = found->pdata[i];
      FeedFile *ff = g_hash_table_lookup (self->files, pf->path);
      HakemRoundStamp last
          = { ff ? ff->size : 0, ff ? ff->mtime_us : 0, ff ? ff->inode : 0, TRUE, TRUE };
      if (ff && ff->seen && hakem_round_stamp_equal (&pf->stamp, &last))
        continue;
      if (!ff)
        {
          g_autoptr (GFile) file = g_file_new_for_path (pf->path);
          ff = file_for (self, file);
        }
      read_file (self, ff);
    }
  /* Unless a handler of the events just emitted stopped the feed. */
  if (self->polling && !self->poll_source && !self->poll_cancel)
    self->poll_source = attach_timeout (self, self->poll_ms, on_poll);
}

static gboolean
on_poll (gpointer user_data)
{
  HakemRoundFeed *self = user_data;
  g_clear_pointer (&self->poll_source, g_source_unref);
  self->poll_cancel = g_cancellable_new ();
  g_autoptr (GTask) task = g_task_new (self, self->poll_cancel, polled, NULL);
  g_task_set_task_data (task, g_object_ref (self->location), g_object_unref);
  g_task_set_return_on_cancel (task, FALSE);
  g_task_run_in_thread (task, poll_in_thread);
  return G_SOURCE_REMOVE;
}

gboolean
hakem_round_filesystem_needs_polling (const char *type, gboolean remote)
{
  if (remote)
    return TRUE;
  if (!type)
    return FALSE;
  /* "fuse", "fuseblk", "fuse.sshfs", "fuse.gvfsd-fuse": inotify sees only the writes made
   * through this machine's mount. A local disk through FUSE (ntfs-3g) is polled too, at little
   * cost. */
  if (g_str_has_prefix (type, "fuse"))
    return TRUE;
  static const char *const networked[] = { "nfs",    "nfs4",      "cifs",  "smb",   "smb2",
                                           "smbfs",  "ncpfs",     "afs",   "coda",  "9p",
                                           "v9fs",   "ceph",      "gfs",   "gfs2",  "ocfs2",
                                           "lustre", "glusterfs", "davfs", "sshfs", "afpfs" };
  for (gsize i = 0; i < G_N_ELEMENTS (networked); i++)
    if (g_ascii_strcasecmp (type, networked[i]) == 0)
      return TRUE;
  return FALSE;
}

/* Network file systems (SMB, NFS, WebDAV through GVfs) often send no notifications of other
 * machines' writes: poll those. */
static gboolean
is_remote (GFile *location)
{
  if (!g_file_is_native (location))
    return TRUE;
  g_autoptr (GFileInfo) fs = g_file_query_filesystem_info (
      location, G_FILE_ATTRIBUTE_FILESYSTEM_REMOTE "," G_FILE_ATTRIBUTE_FILESYSTEM_TYPE, NULL,
      NULL);
  return fs
         && hakem_round_filesystem_needs_polling (
             g_file_info_get_attribute_string (fs, G_FILE_ATTRIBUTE_FILESYSTEM_TYPE),
             g_file_info_get_attribute_boolean (fs, G_FILE_ATTRIBUTE_FILESYSTEM_REMOTE));
}

gboolean
hakem_round_feed_start (HakemRoundFeed *self, GError **error)
{
  hakem_round_feed_stop (self);
  self->context = g_main_context_ref_thread_default ();
  if (!hakem_round_feed_scan (self, error))
    return FALSE;
  self->watch = HAKEM_ROUND_WATCH_POLL;
  if (!self->force_poll && !is_remote (self->location))
    {
      self->monitor
          = self->is_dir
                ? g_file_monitor_directory (self->location, G_FILE_MONITOR_WATCH_MOVES, NULL, NULL)
                : g_file_monitor_file (self->location, G_FILE_MONITOR_WATCH_MOVES, NULL, NULL);
      /* GLib's own fallback polls every file in the main context without our settling: ours
       * does the same with fewer reads. */
      if (self->monitor && g_strcmp0 (G_OBJECT_TYPE_NAME (self->monitor), "GPollFileMonitor") == 0)
        g_clear_object (&self->monitor);
      if (self->monitor)
        {
          self->watch = HAKEM_ROUND_WATCH_MONITOR;
          g_signal_connect (self->monitor, "changed", G_CALLBACK (on_changed), self);
        }
    }
  if (self->watch == HAKEM_ROUND_WATCH_POLL)
    {
      self->polling = TRUE;
      self->poll_source = attach_timeout (self, self->poll_ms, on_poll);
    }
  return TRUE;
}

void
hakem_round_feed_stop (HakemRoundFeed *self)
{
  if (self->monitor)
    {
      g_signal_handlers_disconnect_by_data (self->monitor, self);
      g_file_monitor_cancel (self->monitor);
      g_clear_object (&self->monitor);
    }
  if (self->poll_source)
    g_source_destroy (self->poll_source);
  g_clear_pointer (&self->poll_source, g_source_unref);
  self->polling = FALSE;
  if (self->poll_cancel)
    g_cancellable_cancel (self->poll_cancel);
  g_clear_object (&self->poll_cancel);
  if (self->settle_source)
    g_source_destroy (self->settle_source);
  g_clear_pointer (&self->settle_source, g_source_unref);
}
