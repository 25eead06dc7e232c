/* hakem-pairing-picker.h
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A row that takes a game from the pairing program's file (TRF): a button that opens the file and
 * a list of the boards of its round, in the order pairings are published.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define HAKEM_TYPE_PAIRING_PICKER (hakem_pairing_picker_get_type ())
G_DECLARE_FINAL_TYPE (HakemPairingPicker, hakem_pairing_picker, HAKEM, PAIRING_PICKER, GtkBox)

/* The game of one board, as the new game's tags take it: empty strings for what the file does
 * not give. */
typedef struct
{
  char *white, *black;             /* names as the file writes them ("Lastname, Firstname") */
  char *white_title, *black_title; /* "GM", ... */
  int white_rating, black_rating;  /* 0: none */
  char *white_fide_id, *black_fide_id;
  char *event, *site;
  int round, board;
  char *time_control; /* a PGN TimeControl value (tag 222, or 122 when it is one), or NULL */
} HakemPairing;

void hakem_pairing_clear (HakemPairing *pairing);

HakemPairingPicker *hakem_pairing_picker_new (void);

/* Reads path and lists the boards of its round (the first round paired but not played, else the
 * last one paired); FALSE with a message naming the file (and line) when it cannot. */
gboolean hakem_pairing_picker_load (HakemPairingPicker *self, const char *path, GError **error);

/* Chooses the board at index (0: board 1) of the list; "picked" follows. */
void hakem_pairing_picker_select (HakemPairingPicker *self, guint index);

/* The board chosen, into out (hakem_pairing_clear frees it); FALSE when none is. */
gboolean hakem_pairing_picker_get_pairing (HakemPairingPicker *self, HakemPairing *out);

G_END_DECLS
