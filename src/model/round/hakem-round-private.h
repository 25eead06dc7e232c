/* hakem-round-private.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * What the round feed's files share: one watched file's state and the helpers the readers call.
 */
#pragma once

#include "hakem-round-feed.h"

/* One file of the round as last read. */
typedef struct
{
  GFile *file;
  char *path;
  gboolean casefile; /* a desk's *.hakem, else PGN */
  gboolean seen;     /* read at least once */
  guint64 size, mtime_us, inode;
  /* PGN: the games before this offset are finished (they have their result); the bytes just
   * before it, to see that an append read still continues the same text. */
  goffset stable;
  guchar window[64];
  gsize window_len;
  gboolean pending; /* the last game is not complete yet */
  guint failures;   /* reads in a row that found the file changing or unreadable */
  int refused;      /* READ_REFUSED: why (HakemFileReadError) */
} FeedFile;

typedef enum
{
  READ_DONE,
  READ_UNCHANGED,
  READ_AGAIN, /* the file changed while it was read */
  READ_GONE,
  READ_REFUSED, /* not a regular file, or over HAKEM_ROUND_MAX_FILE: not opened (ff->refused) */
} ReadOutcome;

/* What tells a file's versions apart without reading it. */
typedef struct
{
  guint64 size, mtime_us, inode;
  gboolean exists;
  gboolean regular; /* a regular file (through a symbolic link too) */
} HakemRoundStamp;

HakemRoundStamp hakem_round_stamp_query (GFile *file);
gboolean hakem_round_stamp_equal (const HakemRoundStamp *a, const HakemRoundStamp *b);

/* The file's stamp now in *now; READ_GONE, READ_UNCHANGED since it was last read, READ_REFUSED
 * when it is not to be opened (not regular, too large), or READ_DONE when it must be read. */
ReadOutcome hakem_round_file_check (FeedFile *ff, HakemRoundStamp *now);
/* Remembers the stamp of the version just read. */
void hakem_round_file_mark_read (FeedFile *ff, const HakemRoundStamp *stamp);

/* Emits the feed's "event" (a HakemRoundEmit; user_data: the feed). */
void hakem_round_feed_emit (HakemRoundBoard *board, const HakemRoundFlag *flag, gpointer user_data);
/* The board of those tags, made (and announced) when create and not there yet. */
HakemRoundBoard *hakem_round_feed_board_for (HakemRoundFeed *self, const char *round,
                                             const char *board, const char *white,
                                             const char *black, gboolean create);
/* Reads a desk's case file and hands its incidents to their board. */
ReadOutcome hakem_round_read_casefile (HakemRoundFeed *self, FeedFile *ff);
