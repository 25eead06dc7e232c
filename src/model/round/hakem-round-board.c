/* hakem-round-board.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * A board of the round: the feed's game kept as a ChessGame and judged only where it grew.
 */
#include "config.h"

#include "hakem-round-board.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "chess-pgn.h"
#include "hakem-session-private.h"

struct _HakemRoundBoard
{
  GObject parent_instance;
  char *key, *round, *label, *white, *black;
  ChessGame game;
  GArray *flags; /* HakemRoundFlag */
  guint mask;
  char *path;
  goffset offset;
  guint64 text_hash;
  gsize body_len; /* the text before its termination marker, when it can be extended */
  guint64 body_hash;
  GArray *glitches; /* HakemRoundFlag: the next update's (hakem_round_board_set_glitches) */
};

G_DEFINE_FINAL_TYPE (HakemRoundBoard, hakem_round_board, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_PLIES,
  PROP_FLAGS,
  PROP_LABEL,
  N_PROPS
};
static GParamSpec *props[N_PROPS];

enum
{
  SIGNAL_CHANGED,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

/* clang-format off */
static const struct
{
  HakemRoundKind kind;
  const char *name;
  const char *label;
} kinds[] = {
  { HAKEM_ROUND_THREEFOLD, "threefold-claimable", N_("Threefold claimable") },
  { HAKEM_ROUND_FIFTY, "fifty-claimable", N_("Fifty moves claimable") },
  { HAKEM_ROUND_FIVEFOLD, "fivefold", N_("Fivefold repetition") },
  { HAKEM_ROUND_SEVENTY_FIVE, "seventy-five", N_("Seventy-five moves") },
  { HAKEM_ROUND_DEAD, "dead-position", N_("Dead position") },
  { HAKEM_ROUND_ILLEGAL, "illegal-move", N_("Illegal move in the feed") },
  { HAKEM_ROUND_FLAG_FALLEN, "flag-fallen", N_("Flag fallen") },
  { HAKEM_ROUND_RESULT_MISMATCH, "result-mismatch", N_("Result contradicts the position") },
  { HAKEM_ROUND_INCIDENT, "incident", N_("Incident at a desk") },
  { HAKEM_ROUND_DAMAGED, "damaged", N_("Damaged file in the feed") },
  { HAKEM_ROUND_FILE_REFUSED, "file-refused", N_("File not read") },
  { HAKEM_ROUND_PAIRING_MISMATCH, "pairing-mismatch", N_("Players are not the pairing's") },
  { HAKEM_ROUND_MISSED_MOVE, "missed-move", N_("Move missed by the e-board") },
  { HAKEM_ROUND_BOARD_JUMP, "board-jump", N_("Pieces displaced on the e-board") },
  { HAKEM_ROUND_CHECKMATE, "checkmate", N_("Checkmate") },
  { HAKEM_ROUND_STALEMATE, "stalemate", N_("Stalemate") },
  { HAKEM_ROUND_NEW_BOARD, "board-added", N_("Board added") },
  { HAKEM_ROUND_REWRITTEN, "rewritten", N_("Moves taken back in the feed") },
  { HAKEM_ROUND_RESULT_SIGNALLED, "result-signalled", N_("Result set out with the kings") },
};
/* clang-format on */

const char *
hakem_round_kind_name (HakemRoundKind kind)
{
  for (gsize i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (kinds[i].kind == kind)
      return kinds[i].name;
  return "unknown";
}

const char *
hakem_round_kind_label (HakemRoundKind kind)
{
  for (gsize i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (kinds[i].kind == kind)
      return _ (kinds[i].label);
  return "";
}

static void
flag_clear (gpointer data)
{
  HakemRoundFlag *f = data;
  g_clear_pointer (&f->detail, hakem_round_detail_free);
}

static void
hakem_round_board_finalize (GObject *object)
{
  HakemRoundBoard *self = HAKEM_ROUND_BOARD (object);
  g_free (self->key);
  g_free (self->round);
  g_free (self->label);
  g_free (self->white);
  g_free (self->black);
  g_free (self->path);
  chess_game_clear (&self->game);
  g_array_unref (self->flags);
  g_clear_pointer (&self->glitches, g_array_unref);
  G_OBJECT_CLASS (hakem_round_board_parent_class)->finalize (object);
}

static void
hakem_round_board_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  HakemRoundBoard *self = HAKEM_ROUND_BOARD (object);
  switch (id)
    {
    case PROP_PLIES:
      g_value_set_int (value, self->game.count);
      break;
    case PROP_FLAGS:
      g_value_set_uint (value, self->mask);
      break;
    case PROP_LABEL:
      g_value_set_string (value, self->label);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
hakem_round_board_class_init (HakemRoundBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  object_class->finalize = hakem_round_board_finalize;
  object_class->get_property = hakem_round_board_get_property;
  props[PROP_PLIES] = g_param_spec_int ("plies", NULL, NULL, 0, G_MAXINT, 0,
                                        G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  props[PROP_FLAGS] = g_param_spec_uint ("flags", NULL, NULL, 0, G_MAXUINT, 0,
                                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  props[PROP_LABEL]
      = g_param_spec_string ("label", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);
  /* Anything shown changed: moves, clocks, flags. */
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
hakem_round_board_init (HakemRoundBoard *self)
{
  self->flags = g_array_new (FALSE, TRUE, sizeof (HakemRoundFlag));
  g_array_set_clear_func (self->flags, flag_clear);
  chess_game_init (&self->game, NULL);
}

char *
hakem_round_board_key (const char *round, const char *board, const char *white, const char *black)
{
  if (board && *board && strcmp (board, "?") != 0)
    return g_strconcat (round ? round : "", "\x1f", board, NULL);
  return g_strconcat (round ? round : "", "\x1f", white ? white : "", "\x1f", black ? black : "",
                      NULL);
}

HakemRoundBoard *
hakem_round_board_new (const char *key, const char *round, const char *board, const char *white,
                       const char *black)
{
  HakemRoundBoard *self = g_object_new (HAKEM_TYPE_ROUND_BOARD, NULL);
  self->key = g_strdup (key);
  self->round = g_strdup (round ? round : "");
  self->white = g_strdup (white ? white : "");
  self->black = g_strdup (black ? black : "");
  if (board && *board && strcmp (board, "?") != 0)
    self->label = g_strdup (board);
  else
    self->label = g_strdup_printf ("%s - %s", self->white, self->black);
  return self;
}

const char *
hakem_round_board_get_key (HakemRoundBoard *self)
{
  return self->key;
}

const char *
hakem_round_board_get_round (HakemRoundBoard *self)
{
  return self->round;
}

const char *
hakem_round_board_get_label (HakemRoundBoard *self)
{
  return self->label;
}

const char *
hakem_round_board_get_white (HakemRoundBoard *self)
{
  return self->white;
}

const char *
hakem_round_board_get_black (HakemRoundBoard *self)
{
  return self->black;
}

const ChessGame *
hakem_round_board_get_game (HakemRoundBoard *self)
{
  return &self->game;
}

gint32
hakem_round_board_get_clock (HakemRoundBoard *self, ChessColor side)
{
  for (int i = self->game.count - 1; i >= 0; i--)
    if ((ChessColor) ((self->game.start.side + i) & 1) == side
        && self->game.moves[i].clock_ms != CHESS_GAME_NO_TIME)
      return self->game.moves[i].clock_ms;
  return CHESS_GAME_NO_TIME;
}

const GArray *
hakem_round_board_get_flags (HakemRoundBoard *self)
{
  return self->flags;
}

guint
hakem_round_board_get_flag_mask (HakemRoundBoard *self)
{
  return self->mask;
}

const char *
hakem_round_board_get_path (HakemRoundBoard *self)
{
  return self->path;
}

goffset
hakem_round_board_get_offset (HakemRoundBoard *self)
{
  return self->offset;
}

void
hakem_round_board_set_source (HakemRoundBoard *self, const char *path, goffset offset,
                              guint64 text_hash, gsize body_len, guint64 body_hash)
{
  self->body_len = body_len;
  self->body_hash = body_hash;
  if (g_strcmp0 (self->path, path) != 0)
    {
      g_free (self->path);
      self->path = g_strdup (path);
    }
  self->offset = offset;
  self->text_hash = text_hash;
}

guint64
hakem_round_board_get_text_hash (HakemRoundBoard *self)
{
  return self->text_hash;
}

gsize
hakem_round_board_get_body (HakemRoundBoard *self, guint64 *body_hash)
{
  *body_hash = self->body_hash;
  return self->body_len;
}

/* An update in progress: the flags it took away (to tell the re-raised from the new). */
typedef struct
{
  HakemRoundBoard *self;
  GArray *removed;
  HakemRoundEmit emit;
  gpointer user_data;
} Update;

static gboolean
flag_equal (const HakemRoundFlag *a, HakemRoundKind kind, int ply, const HakemRoundDetail *detail)
{
  return a->kind == kind && a->ply == ply && hakem_round_detail_equal (a->detail, detail);
}

/* What the board keeps: the flags, and the events that say how its game ended. */
#define KEPT                                                                                       \
  (HAKEM_ROUND_FLAGS | HAKEM_ROUND_CHECKMATE | HAKEM_ROUND_STALEMATE | HAKEM_ROUND_RESULT_SIGNALLED)

/* An electronic board's glitches are read from the whole text again at each reading (the feed
 * does not extend a game that had one). */
#define GLITCHES (HAKEM_ROUND_MISSED_MOVE | HAKEM_ROUND_BOARD_JUMP | HAKEM_ROUND_RESULT_SIGNALLED)

static void
raise_flag (Update *u, HakemRoundKind kind, int ply, HakemRoundDetail *detail /* owned */)
{
  GArray *flags = u->self->flags;
  for (guint i = 0; i < flags->len; i++)
    if (flag_equal (&g_array_index (flags, HakemRoundFlag, i), kind, ply, detail))
      {
        hakem_round_detail_free (detail);
        return;
      }
  HakemRoundFlag f = { kind, ply, detail };
  gboolean again = FALSE;
  if (u->removed)
    for (guint i = 0; i < u->removed->len && !again; i++)
      again = flag_equal (&g_array_index (u->removed, HakemRoundFlag, i), kind, ply, detail);
  if (kind & KEPT)
    g_array_append_val (flags, f);
  if (!again && u->emit)
    u->emit (u->self, &f, u->user_data);
  if (!(kind & KEPT))
    hakem_round_detail_free (detail);
}

/* Drops the flags after 'ply' (and the result's and the text's, judged again each time) into
 * u->removed. */
static void
take_back_flags (Update *u, int ply)
{
  GArray *flags = u->self->flags;
  for (guint i = flags->len; i-- > 0;)
    {
      HakemRoundFlag *f = &g_array_index (flags, HakemRoundFlag, i);
      if (f->kind == HAKEM_ROUND_INCIDENT)
        continue;
      if (f->ply > ply || f->kind == HAKEM_ROUND_RESULT_MISMATCH || f->kind == HAKEM_ROUND_DAMAGED
          || (f->kind & GLITCHES))
        {
          HakemRoundFlag copy = *f;
          f->detail = NULL;
          g_array_append_val (u->removed, copy);
          g_array_remove_index (flags, i);
        }
    }
}

/* A detail of one colour (by, winner, side). */
static HakemRoundDetail *
color_detail (HakemRoundDetailKey key, ChessColor c)
{
  HakemRoundDetail *detail = hakem_round_detail_new ();
  hakem_round_detail_set_color (detail, key, c);
  return detail;
}

/* A detail of one word (move, problem). */
static HakemRoundDetail *
word_detail (HakemRoundDetailKey key, const char *word)
{
  HakemRoundDetail *detail = hakem_round_detail_new ();
  hakem_round_detail_set_word (detail, key, word);
  return detail;
}

/* Whether a flag of this kind stands after 'ply': one repetition claim per stretch of
 * reversible moves is enough for the arbiter (the positions after it repeat the same shuffle). */
static gboolean
raised_since (HakemRoundBoard *self, HakemRoundKind kind, int ply)
{
  for (guint i = 0; i < self->flags->len; i++)
    {
      const HakemRoundFlag *f = &g_array_index (self->flags, HakemRoundFlag, i);
      if (f->kind == kind && f->ply > ply)
        return TRUE;
    }
  return FALSE;
}

/* The automatic end of the game (or checkmate, stalemate) at the position after ply p. */
static void
judge_ending (Update *u, int p)
{
  const ChessGame *g = &u->self->game;
  ChessColor mover = (ChessColor) !((g->start.side + p) & 1);
  if (g->auto_ending_ply == p)
    switch (g->auto_ending)
      {
      case CHESS_ENDING_FIVEFOLD:
        raise_flag (u, HAKEM_ROUND_FIVEFOLD, p, NULL);
        break;
      case CHESS_ENDING_SEVENTY_FIVE:
        raise_flag (u, HAKEM_ROUND_SEVENTY_FIVE, p, NULL);
        break;
      case CHESS_ENDING_DEAD_POSITION:
        raise_flag (u, HAKEM_ROUND_DEAD, p, NULL);
        break;
      case CHESS_ENDING_CHECKMATE:
        raise_flag (u, HAKEM_ROUND_CHECKMATE, p, color_detail (HAKEM_ROUND_DETAIL_WINNER, mover));
        break;
      case CHESS_ENDING_STALEMATE:
        raise_flag (u, HAKEM_ROUND_STALEMATE, p, NULL);
        break;
      default:
        break;
      }
}

/* The flags of the position after ply p (1 .. count) and of the move that led there. */
static void
judge_ply (Update *u, int p)
{
  const ChessGame *g = &u->self->game;
  ChessColor mover = (ChessColor) ((g->start.side + p - 1) & 1);
  gboolean mate_here = g->auto_ending == CHESS_ENDING_CHECKMATE && g->auto_ending_ply == p;
  /* 9.2 and 9.3 are claims: none after the game ended by itself (5.1.1, 9.6). */
  gboolean ended_before = g->auto_ending != CHESS_ENDING_NONE && g->auto_ending_ply < p;
  if (!ended_before && g->rep_count[p] == 3
      && !raised_since (u->self, HAKEM_ROUND_THREEFOLD, chess_game_last_irreversible (g, p)))
    raise_flag (u, HAKEM_ROUND_THREEFOLD, p,
                color_detail (HAKEM_ROUND_DETAIL_BY, (ChessColor) !mover));
  if (!ended_before && !mate_here && g->halfmove[p] == 100)
    raise_flag (u, HAKEM_ROUND_FIFTY, p, color_detail (HAKEM_ROUND_DETAIL_BY, (ChessColor) !mover));
  judge_ending (u, p);
  if (g->moves[p - 1].clock_ms == 0)
    raise_flag (u, HAKEM_ROUND_FLAG_FALLEN, p, color_detail (HAKEM_ROUND_DETAIL_SIDE, mover));
}

/* A game set up from a FEN may start where a claim stands already, or in a dead position. */
static void
judge_start (Update *u)
{
  const ChessGame *g = &u->self->game;
  if (g->halfmove[0] >= 100 && g->auto_ending_ply != 0)
    raise_flag (u, HAKEM_ROUND_FIFTY, 0, color_detail (HAKEM_ROUND_DETAIL_BY, g->start.side));
  judge_ending (u, 0);
}

static gboolean
same_start (const ChessGame *a, const ChessGame *b)
{
  return a->keys[0] == b->keys[0] && a->start.side == b->start.side
         && a->start.fullmove == b->start.fullmove && a->start.halfmove == b->start.halfmove;
}

void
hakem_round_board_set_glitches (HakemRoundBoard *self, GArray *glitches)
{
  g_clear_pointer (&self->glitches, g_array_unref);
  self->glitches = glitches;
}

/* The glitches given for this update, at their plies after 'base' (where the game read starts in
 * the board's), taken. */
static void
raise_glitches (Update *u, int base)
{
  g_autoptr (GArray) glitches = g_steal_pointer (&u->self->glitches);
  for (guint i = 0; glitches && i < glitches->len; i++)
    {
      HakemRoundFlag *f = &g_array_index (glitches, HakemRoundFlag, i);
      raise_flag (u, f->kind, base + f->ply, g_steal_pointer (&f->detail));
    }
}

/* Pushes read's moves from 'skip' on (those before are the board's already, or were dropped
 * above 'common'), then judges what is new: the plies after 'common', the feed's illegal move
 * (at problem->ply after read's start, which is ply 'base' of the board's game), the result. */
static void
push_and_judge (Update *u, const ChessGame *read, int skip, int common, int base,
                const ChessPgnProblem *problem, ChessResult result, int old_count, guint old_mask)
{
  HakemRoundBoard *self = u->self;
  ChessGame *g = &self->game;
  for (int i = 0; i < read->count; i++)
    {
      if (i >= skip && chess_game_push_legal (g, read->moves[i].move) == CHESS_GAME_NO_MEMORY)
        break;
      g->moves[base + i].clock_ms = read->moves[i].clock_ms;
      g->moves[base + i].elapsed_ms = read->moves[i].elapsed_ms;
    }
  g->result = result;
  if (common == 0)
    judge_start (u);
  for (int p = common + 1; p <= g->count; p++)
    judge_ply (u, p);

  raise_glitches (u, base);
  if (problem && problem->code == CHESS_PGN_ERROR_MOVE)
    raise_flag (u, HAKEM_ROUND_ILLEGAL, base + problem->ply + 1,
                word_detail (HAKEM_ROUND_DETAIL_MOVE, problem->text[0] ? problem->text : "?"));
  else if (problem && problem->code != CHESS_PGN_OK)
    raise_flag (u, HAKEM_ROUND_DAMAGED, base + problem->ply,
                word_detail (HAKEM_ROUND_DETAIL_PROBLEM, chess_pgn_error_word (problem->code)
                                                             ? chess_pgn_error_word (problem->code)
                                                             : "syntax"));
  ChessResult expected = chess_game_auto_result (g);
  if (g->result != CHESS_RESULT_NONE && expected != CHESS_RESULT_NONE && expected != g->result)
    {
      HakemRoundDetail *detail = hakem_round_detail_new ();
      hakem_round_detail_set_result (detail, HAKEM_ROUND_DETAIL_RESULT, g->result);
      hakem_round_detail_set_result (detail, HAKEM_ROUND_DETAIL_EXPECTED, expected);
      raise_flag (u, HAKEM_ROUND_RESULT_MISMATCH, g->auto_ending_ply, detail);
    }

  self->mask = 0;
  for (guint i = 0; i < self->flags->len; i++)
    self->mask |= g_array_index (self->flags, HakemRoundFlag, i).kind & HAKEM_ROUND_FLAGS;
  if (old_count != g->count)
    g_object_notify_by_pspec (G_OBJECT (self), props[PROP_PLIES]);
  if (old_mask != self->mask)
    g_object_notify_by_pspec (G_OBJECT (self), props[PROP_FLAGS]);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

void
hakem_round_board_update (HakemRoundBoard *self, const ChessGame *read,
                          const ChessPgnProblem *problem, HakemRoundEmit emit, gpointer user_data)
{
  g_autoptr (GArray) removed = g_array_new (FALSE, TRUE, sizeof (HakemRoundFlag));
  g_array_set_clear_func (removed, flag_clear);
  Update u = { self, removed, emit, user_data };
  ChessGame *g = &self->game;
  int old_count = g->count;
  guint old_mask = self->mask;

  int common = 0;
  if (!same_start (g, read))
    {
      chess_game_clear (g);
      chess_game_init (g, &read->start);
    }
  else
    while (common < g->count && common < read->count
           && g->moves[common].move == read->moves[common].move)
      common++;
  take_back_flags (&u, common);
  if (common < old_count)
    {
      chess_game_truncate (g, common);
      HakemRoundDetail *detail = hakem_round_detail_new ();
      hakem_round_detail_set_int (detail, HAKEM_ROUND_DETAIL_DROPPED, old_count - common);
      raise_flag (&u, HAKEM_ROUND_REWRITTEN, common, detail);
    }
  for (int i = 0; i < read->tag_count; i++)
    chess_game_set_tag (g, read->tags[i].name, read->tags[i].value);
  push_and_judge (&u, read, common, common, 0, problem, read->result, old_count, old_mask);
}

void
hakem_round_board_extend (HakemRoundBoard *self, const ChessGame *tail,
                          const ChessPgnProblem *problem, HakemRoundEmit emit, gpointer user_data)
{
  g_autoptr (GArray) removed = g_array_new (FALSE, TRUE, sizeof (HakemRoundFlag));
  g_array_set_clear_func (removed, flag_clear);
  Update u = { self, removed, emit, user_data };
  ChessGame *g = &self->game;
  int old_count = g->count;
  take_back_flags (&u, old_count);
  /* The Result tag stands in the text read before; the marker counts when it holds none. */
  ChessResult result = CHESS_RESULT_NONE;
  const char *tag = chess_game_get_tag (g, "Result");
  if (!tag || !chess_result_from_string (tag, &result) || result == CHESS_RESULT_NONE)
    result = tail->result;
  push_and_judge (&u, tail, 0, old_count, old_count, problem, result, old_count, self->mask);
}

gboolean
hakem_round_board_add_flag (HakemRoundBoard *self, HakemRoundKind kind, int ply,
                            const HakemRoundDetail *detail, HakemRoundEmit emit, gpointer user_data)
{
  for (guint i = 0; i < self->flags->len; i++)
    if (flag_equal (&g_array_index (self->flags, HakemRoundFlag, i), kind, ply, detail))
      return FALSE;
  Update u = { self, NULL, emit, user_data };
  raise_flag (&u, kind, ply, hakem_round_detail_copy (detail));
  guint old_mask = self->mask;
  self->mask |= kind & HAKEM_ROUND_FLAGS;
  if (old_mask != self->mask)
    g_object_notify_by_pspec (G_OBJECT (self), props[PROP_FLAGS]);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return TRUE;
}

gboolean
hakem_round_board_add_incident (HakemRoundBoard *self, int ply, const HakemRoundDetail *detail,
                                HakemRoundEmit emit, gpointer user_data)
{
  return hakem_round_board_add_flag (self, HAKEM_ROUND_INCIDENT, ply, detail, emit, user_data);
}

char *
hakem_round_board_to_pgn (HakemRoundBoard *self)
{
  /* The rules core's export writer, on a view of the game without its result: the game stops
   * short of the feed's illegal move, so the result recorded for it does not hold. */
  ChessGame view = self->game;
  view.result = CHESS_RESULT_NONE;
  GString *out = g_string_new (NULL);
  chess_pgn_write_game (&view, hakem_session_append_chunk, out);
  return g_string_free (out, FALSE);
}
