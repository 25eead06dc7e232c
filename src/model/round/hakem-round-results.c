/* hakem-round-results.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Each board's result from its sources, checked against the game before it is accepted, and the
 * round's results written for the pairing program (TRF) and for people (CSV).
 */
#include "config.h"

#include "hakem-round-pairing-private.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>

#include "hakem-casefile.h"
#include "hakem-round-desk.h"
#include "hakem-rules-text.h"

const char *
hakem_result_source_name (HakemResultSource source)
{
  static const char *const names[] = { "none", "trf", "feed", "desk", "arbiter" };
  return source <= HAKEM_RESULT_FROM_ARBITER ? names[source] : "none";
}

const char *
hakem_result_source_label (HakemResultSource source)
{
  switch (source)
    {
    case HAKEM_RESULT_FROM_TRF:
      return _ ("Pairing file");
    case HAKEM_RESULT_FROM_FEED:
      return _ ("PGN");
    case HAKEM_RESULT_FROM_DESK:
      return _ ("Desk");
    case HAKEM_RESULT_FROM_ARBITER:
      return _ ("Arbiter");
    default:
      return "";
    }
}

char *
hakem_round_result_text (char white, char black)
{
  HakemTrfBoard b = { 0 };
  b.white_result = white;
  b.black_result = black;
  return hakem_trf_board_result (&b);
}

const char *
hakem_round_bye_text (char kind)
{
  switch (kind)
    {
    case 'H':
      return _ ("half-point bye");
    case 'F':
      return _ ("full-point bye");
    case 'U':
      return _ ("pairing-allocated bye");
    default:
      return _ ("zero-point bye");
    }
}

static gboolean
is_forfeit (char c)
{
  return c == '+' || c == '-';
}

/* A game played's result, or CHESS_RESULT_NONE for a forfeit or an unknown pair. W, D and L are
 * the TRF's games played but not rated. */
static ChessResult
played_result (char white, char black)
{
  if ((white == '1' || white == 'W') && (black == '0' || black == 'L'))
    return CHESS_RESULT_WHITE_WINS;
  if ((white == '0' || white == 'L') && (black == '1' || black == 'W'))
    return CHESS_RESULT_BLACK_WINS;
  if ((white == '=' || white == 'D') && (black == '=' || black == 'D'))
    return CHESS_RESULT_DRAW;
  return CHESS_RESULT_NONE;
}

static void
result_letters (ChessResult r, char out[2])
{
  out[0] = r == CHESS_RESULT_WHITE_WINS ? '1' : r == CHESS_RESULT_BLACK_WINS ? '0' : '=';
  out[1] = r == CHESS_RESULT_WHITE_WINS ? '0' : r == CHESS_RESULT_BLACK_WINS ? '1' : '=';
}

static ChessResult
reverse_result (ChessResult r)
{
  return r == CHESS_RESULT_WHITE_WINS   ? CHESS_RESULT_BLACK_WINS
         : r == CHESS_RESULT_BLACK_WINS ? CHESS_RESULT_WHITE_WINS
                                        : r;
}

char *
hakem_round_result_doubt (char white, char black, const ChessEnded *ended, int plies)
{
  g_autofree char *given = hakem_round_result_text (white, black);
  if (is_forfeit (white) || is_forfeit (black))
    {
      /* A game in which both players moved was played: FIDE's rating rules rate it, and a
       * forfeit there is a mistake or a decision the arbiter must own. */
      if (plies >= 2)
        /* TRANSLATORS: a result such as "+/-" and the half-moves played */
        return g_strdup_printf (_ ("%s is a forfeit, but both players moved (%d half-moves)."),
                                given, plies);
      return NULL;
    }
  if (!ended || ended->ending == CHESS_ENDING_NONE || ended->result == CHESS_RESULT_NONE)
    return NULL;
  if (played_result (white, black) == ended->result)
    return NULL;
  /* TRANSLATORS: the result given, the result the final position gives, then how the game
   * ended with its article */
  return g_strdup_printf (_ ("%s is given, but the position gives %s. %s"), given,
                          chess_result_to_string (ended->result),
                          hakem_ending_text (ended->ending));
}

gboolean
hakem_round_pairing_enter_result (HakemRoundPairing *self, const char *text)
{
  char w = 0, b = 0;
  if (text && *text)
    {
      g_autofree char *ascii = g_strdup (text);
      /* The glyph the window shows for a half point. */
      g_autoptr (GString) s = g_string_new (ascii);
      g_string_replace (s, "½", "1/2", 0);
      g_string_replace (s, "–", "-", 0);
      if (!hakem_trf_result_parse (s->str, &w, &b))
        return FALSE;
    }
  if (self->arbiter[0] == w && self->arbiter[1] == b)
    return TRUE;
  self->arbiter[0] = w;
  self->arbiter[1] = b;
  hakem_round_pairing_changed (self);
  return TRUE;
}

/* The feed's result in the pairing's colours, and how its game ended. */
static gboolean
feed_result (HakemRoundPairing *self, char out[2])
{
  if (!self->fed)
    return FALSE;
  ChessResult r = hakem_round_board_get_game (self->fed)->result;
  if (r == CHESS_RESULT_NONE)
    return FALSE;
  result_letters (self->reversed ? reverse_result (r) : r, out);
  return TRUE;
}

gboolean
hakem_round_pairing_get_result (HakemRoundPairing *self, char *white, char *black,
                                HakemResultSource *source)
{
  char r[2] = { 0, 0 };
  HakemResultSource from = HAKEM_RESULT_FROM_NONE;
  if (self->arbiter[0])
    {
      memcpy (r, self->arbiter, 2);
      from = HAKEM_RESULT_FROM_ARBITER;
    }
  else if (self->desk[0])
    {
      memcpy (r, self->desk, 2);
      from = HAKEM_RESULT_FROM_DESK;
    }
  else if (feed_result (self, r))
    from = HAKEM_RESULT_FROM_FEED;
  else if (self->trf_result[0])
    {
      memcpy (r, self->trf_result, 2);
      from = HAKEM_RESULT_FROM_TRF;
    }
  if (white)
    *white = r[0];
  if (black)
    *black = r[1];
  if (source)
    *source = from;
  return from != HAKEM_RESULT_FROM_NONE;
}

/* How the game that speaks for the board ended (the pairing's colours), and its half-moves: the
 * desk's case when there is one, else the feed's game. FALSE when there is no game. */
static gboolean
board_game_end (HakemRoundPairing *self, ChessEnded *ended, int *plies)
{
  if (self->desk_path && (self->desk[0] || !self->fed))
    {
      *ended = self->desk_ended;
      *plies = self->desk_plies;
      if (self->desk_reversed)
        ended->result = reverse_result (ended->result);
      return TRUE;
    }
  if (!self->fed)
    return FALSE;
  const ChessGame *g = hakem_round_board_get_game (self->fed);
  chess_ended_game (NULL, g, g->count, ended);
  *plies = g->count;
  if (self->reversed)
    ended->result = reverse_result (ended->result);
  return TRUE;
}

char *
hakem_round_pairing_get_doubt (HakemRoundPairing *self)
{
  char w, b;
  HakemResultSource source;
  if (!hakem_round_pairing_get_result (self, &w, &b, &source))
    return NULL;
  g_autoptr (GString) out = g_string_new (NULL);
  ChessEnded ended;
  int plies = 0;
  if (board_game_end (self, &ended, &plies))
    {
      g_autofree char *doubt = hakem_round_result_doubt (w, b, &ended, plies);
      if (doubt)
        g_string_append (out, doubt);
    }
  if (self->mismatch && (source == HAKEM_RESULT_FROM_FEED || source == HAKEM_RESULT_FROM_DESK))
    {
      g_autofree char *text = hakem_round_pairing_mismatch_text (self);
      g_string_append_printf (out, "%s%s", out->len ? " " : "", text);
    }
  return out->len ? g_string_free (g_steal_pointer (&out), FALSE) : NULL;
}

void
hakem_round_pairing_confirm (HakemRoundPairing *self)
{
  char w, b;
  HakemResultSource source;
  if (!hakem_round_pairing_get_result (self, &w, &b, &source))
    return;
  self->confirmed[0] = w;
  self->confirmed[1] = b;
  self->confirmed_source = source;
  hakem_round_pairing_changed (self);
}

gboolean
hakem_round_pairing_is_accepted (HakemRoundPairing *self)
{
  char w, b;
  HakemResultSource source;
  if (!hakem_round_pairing_get_result (self, &w, &b, &source))
    return FALSE;
  if (self->confirmed[0] == w && self->confirmed[1] == b && self->confirmed_source == source)
    return TRUE;
  g_autofree char *doubt = hakem_round_pairing_get_doubt (self);
  return doubt == NULL;
}

/* ---- The desks' case files ---- */

/* Whether name is a desk's case file of round round, board board ("round-R-board-B.DESK.hakem",
 * any desk). */
static gboolean
casefile_of (const char *name, const char *round, const char *board)
{
  g_autofree char *model = hakem_round_casefile_name ("x", round, board);
  gsize prefix = strlen (model) - strlen ("x.hakem");
  if (strncmp (name, model, prefix) != 0 || !g_str_has_suffix (name, ".hakem"))
    return FALSE;
  const char *desk = name + prefix;
  gsize n = strlen (desk) - strlen (".hakem");
  return n > 0 && memchr (desk, '.', n) == NULL;
}

/* Reads the case at path into the pairing. */
static void
read_desk (HakemRoundPairing *p, const char *path, guint64 mtime, guint64 size)
{
  if (g_strcmp0 (p->desk_path, path) == 0 && p->desk_mtime == mtime && p->desk_size == size)
    return;
  g_autoptr (HakemSession) session = hakem_session_new ();
  /* A case being replaced is read at the next look. */
  if (!hakem_casefile_load (session, path, NULL))
    return;
  g_free (p->desk_path);
  p->desk_path = g_strdup (path);
  p->desk_mtime = mtime;
  p->desk_size = size;
  const ChessGame *g = hakem_session_get_game (session);
  /* The case's players: the pairing's, or the same with colours reversed (a board's feed
   * opened as it came). */
  p->desk_reversed = hakem_round_pairing_side_of (p, chess_game_get_tag (g, "White"),
                                                  chess_game_get_tag (g, "WhiteFideId"))
                     == 1;
  ChessResult r = hakem_session_get_result (session);
  if (r == CHESS_RESULT_NONE)
    p->desk[0] = p->desk[1] = 0;
  else
    result_letters (p->desk_reversed ? reverse_result (r) : r, p->desk);
  chess_ended_game (NULL, g, g->count, &p->desk_ended);
  p->desk_plies = g->count;
  hakem_round_pairing_changed (p);
}

void
hakem_round_pairings_read_desks (HakemRoundPairings *self)
{
  const char *folder = hakem_round_pairings_folder (self);
  if (!folder)
    return;
  g_autoptr (GDir) dir = g_dir_open (folder, 0, NULL);
  if (!dir)
    return;
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  for (const char *name; (name = g_dir_read_name (dir));)
    if (g_str_has_suffix (name, ".hakem") && name[0] != '.')
      g_ptr_array_add (names, g_strdup (name));
  g_autofree char *round = g_strdup_printf ("%d", hakem_round_pairings_get_round (self));
  GListModel *pairings = hakem_round_pairings_get_pairings (self);
  for (guint i = 0; i < g_list_model_get_n_items (pairings); i++)
    {
      g_autoptr (HakemRoundPairing) p = g_list_model_get_item (pairings, i);
      g_autofree char *board = g_strdup_printf ("%d", p->number);
      g_autofree char *best = NULL;
      guint64 best_mtime = 0, best_size = 0;
      for (guint k = 0; k < names->len; k++)
        {
          const char *name = names->pdata[k];
          gboolean ours = casefile_of (name, round, board)
                          || (p->fed
                              && casefile_of (name, hakem_round_board_get_round (p->fed),
                                              hakem_round_board_get_label (p->fed)));
          if (!ours)
            continue;
          g_autofree char *path = g_build_filename (folder, name, NULL);
          GStatBuf st;
          if (g_stat (path, &st) != 0 || !S_ISREG (st.st_mode))
            continue;
          guint64 mtime = (guint64) st.st_mtime;
          if (!best || mtime > best_mtime)
            {
              g_free (best);
              best = g_steal_pointer (&path);
              best_mtime = mtime;
              best_size = (guint64) st.st_size;
            }
        }
      if (best)
        read_desk (p, best, best_mtime, best_size);
    }
}

guint
hakem_round_pairings_count_results (HakemRoundPairings *self, guint *waiting)
{
  guint accepted = 0, wait = 0;
  GListModel *pairings = hakem_round_pairings_get_pairings (self);
  for (guint i = 0; i < g_list_model_get_n_items (pairings); i++)
    {
      g_autoptr (HakemRoundPairing) p = g_list_model_get_item (pairings, i);
      if (hakem_round_pairing_is_accepted (p))
        accepted++;
      else if (hakem_round_pairing_get_result (p, NULL, NULL, NULL))
        wait++;
    }
  if (waiting)
    *waiting = wait;
  return accepted;
}

/* ---- Written out ---- */

char *
hakem_round_pairings_write_trf (HakemRoundPairings *self, gsize *length, GError **error)
{
  g_autoptr (GArray) results = g_array_new (FALSE, TRUE, sizeof (HakemTrfResult));
  GListModel *pairings = hakem_round_pairings_get_pairings (self);
  for (guint i = 0; i < g_list_model_get_n_items (pairings); i++)
    {
      g_autoptr (HakemRoundPairing) p = g_list_model_get_item (pairings, i);
      HakemTrfResult r = { p->number, 0, 0 };
      if (hakem_round_pairing_is_accepted (p)
          && hakem_round_pairing_get_result (p, &r.white, &r.black, NULL))
        g_array_append_val (results, r);
    }
  return hakem_trf_write_results (
      hakem_round_pairings_get_trf (self), hakem_round_pairings_get_round (self),
      (const HakemTrfResult *) (void *) results->data, results->len, length, error);
}

/* One CSV field: quoted when it holds a comma, a quote or a line end (RFC 4180). */
static void
csv_field (GString *out, const char *text, gboolean last)
{
  text = text ? text : "";
  if (strpbrk (text, ",\"\r\n"))
    {
      g_string_append_c (out, '"');
      for (const char *p = text; *p; p++)
        {
          if (*p == '"')
            g_string_append_c (out, '"');
          g_string_append_c (out, *p);
        }
      g_string_append_c (out, '"');
    }
  else
    g_string_append (out, text);
  g_string_append (out, last ? "\r\n" : ",");
}

static void
csv_player (GString *out, const HakemRoundPlayer *p)
{
  g_autofree char *number = g_strdup_printf ("%d", p->number);
  g_autofree char *rating = p->rating ? g_strdup_printf ("%d", p->rating) : g_strdup ("");
  csv_field (out, number, FALSE);
  csv_field (out, p->title, FALSE);
  csv_field (out, p->name, FALSE);
  csv_field (out, rating, FALSE);
  csv_field (out, p->fide_id, FALSE);
}

char *
hakem_round_pairings_to_csv (HakemRoundPairings *self)
{
  GString *out = g_string_new (NULL);
  /* TRANSLATORS: the header of the results list's CSV: keep the commas, no comma inside */
  const char *header = _ ("Board,White No.,White Title,White,White Rating,White FIDE ID,Result,"
                          "Black No.,Black Title,Black,Black Rating,Black FIDE ID,Source,Accepted");
  g_string_append_printf (out, "%s\r\n", header);
  GListModel *pairings = hakem_round_pairings_get_pairings (self);
  for (guint i = 0; i < g_list_model_get_n_items (pairings); i++)
    {
      g_autoptr (HakemRoundPairing) p = g_list_model_get_item (pairings, i);
      g_autofree char *board = g_strdup_printf ("%d", p->number);
      char w, b;
      HakemResultSource source;
      gboolean has = hakem_round_pairing_get_result (p, &w, &b, &source);
      g_autofree char *result = has ? hakem_round_result_text (w, b) : g_strdup ("");
      csv_field (out, board, FALSE);
      csv_player (out, &p->players[0]);
      csv_field (out, result, FALSE);
      csv_player (out, &p->players[1]);
      csv_field (out, has ? hakem_result_source_name (source) : "", FALSE);
      csv_field (out, hakem_round_pairing_is_accepted (p) ? "yes" : "no", TRUE);
    }
  const GArray *byes = hakem_round_pairings_get_byes (self);
  const HakemTrf *trf = hakem_round_pairings_get_trf (self);
  for (guint i = 0; i < byes->len; i++)
    {
      const HakemTrfBye *bye = &g_array_index (byes, HakemTrfBye, i);
      HakemRoundPlayer player = hakem_round_bye_player (trf, bye->player);
      csv_field (out, "", FALSE);
      csv_player (out, &player);
      csv_field (out, hakem_round_bye_text (bye->kind), FALSE);
      for (int k = 0; k < 5; k++)
        csv_field (out, "", FALSE);
      csv_field (out, "trf", FALSE);
      csv_field (out, "yes", TRUE);
    }
  return g_string_free (out, FALSE);
}
