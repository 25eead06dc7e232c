/* hakem-round-feed.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A round watched live: a PGN file, or a folder of PGN files (and of the desks' case files),
 * read again where it changed, its boards kept as HakemRoundBoard.
 */
#pragma once

#include "hakem-round-board.h"

G_BEGIN_DECLS

/* The most the feed reads of one file of the round, 16 MiB: a board's game is some kilobytes,
 * and a whole round's file of a few hundred boards well under a megabyte. A file over it, or one
 * that is no regular file (a FIFO, a device, a link to one), is not opened: its board, named
 * after the file, gets the flag HAKEM_ROUND_FILE_REFUSED. */
#define HAKEM_ROUND_MAX_FILE ((gsize) 16 * 1024 * 1024)

#define HAKEM_TYPE_ROUND_FEED (hakem_round_feed_get_type ())
G_DECLARE_FINAL_TYPE (HakemRoundFeed, hakem_round_feed, HAKEM, ROUND_FEED, GObject)

/* How a feed learns of changes. */
typedef enum
{
  HAKEM_ROUND_WATCH_MONITOR = 0, /* GFileMonitor */
  HAKEM_ROUND_WATCH_POLL,        /* size and modification time queried on a timeout */
} HakemRoundWatch;

/* location: a PGN file, or a folder whose *.pgn files are the round and whose *.hakem files are
 * the desks' case files. Nothing is read before hakem_round_feed_start or _scan. */
HakemRoundFeed *hakem_round_feed_new (GFile *location);

/* Polling instead of monitoring, whatever the file system (tests: the "slow share"). Also set
 * by the environment variable HAKEM_ROUND_POLL=1. Call before start. */
void hakem_round_feed_set_force_polling (HakemRoundFeed *self, gboolean force);
/* Milliseconds between two polls (default 2000; HAKEM_ROUND_POLL_MS). */
void hakem_round_feed_set_poll_interval (HakemRoundFeed *self, guint ms);

/* Reads what is there, then watches for changes on the thread-default main context: a
 * GFileMonitor, or polling (the folder listed and the stamps queried in a worker thread, the
 * changed files read on the main context) when the location is on a file system that
 * hakem_round_filesystem_needs_polling names (SMB or WebDAV through GVfs, NFS, FUSE), is not
 * native, or cannot be monitored (GLib would give its own polling monitor). FALSE when the location
 * cannot be read at all. */
gboolean hakem_round_feed_start (HakemRoundFeed *self, GError **error);
/* Stops watching (the boards stay). */
void hakem_round_feed_stop (HakemRoundFeed *self);
HakemRoundWatch hakem_round_feed_get_watch (HakemRoundFeed *self);

/* Reads now every file whose size or time changed since it was last read. FALSE when the
 * location cannot be read. */
gboolean hakem_round_feed_scan (HakemRoundFeed *self, GError **error);

/* The boards (HakemRoundBoard), in the order they appeared. */
GListModel *hakem_round_feed_get_boards (HakemRoundFeed *self);
HakemRoundBoard *hakem_round_feed_find_board (HakemRoundFeed *self, const char *key);

/* Games at the end of a file that are not complete yet (no termination marker): they are read
 * when they are. */
guint hakem_round_feed_get_pending (HakemRoundFeed *self);
/* How many games were parsed, and how many bytes read, since the feed was made (for tests and
 * the bench: what an update costs). */
guint64 hakem_round_feed_get_games_parsed (HakemRoundFeed *self);
guint64 hakem_round_feed_get_bytes_read (HakemRoundFeed *self);
/* Of the games parsed, those read from the board's last position on (only their new moves). */
guint64 hakem_round_feed_get_games_extended (HakemRoundFeed *self);
/* How many times a file was read (a file whose stamp had not changed is not read). */
guint64 hakem_round_feed_get_file_reads (HakemRoundFeed *self);

/* Whether a file system of this type (GLib's filesystem::type: "ext3/ext4", "nfs", "fuse",
 * "fuse.sshfs", ...) and remote flag must be polled: its notifications do not tell of other
 * machines' writes (network file systems, and FUSE, through which GVfs, sshfs and davfs mount
 * shares), so a GFileMonitor would wait for ever. */
gboolean hakem_round_filesystem_needs_polling (const char *type, gboolean remote);

/* Signal "event" (HakemRoundBoard *board, gpointer flag): a HakemRoundFlag * valid during the
 * emission, for each flag or event raised, in the order found. */

G_END_DECLS
