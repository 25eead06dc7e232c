/* chess-game.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * The game record and its repetition index.
 *
 * Positions can only repeat between two irreversible moves (a capture or a pawn move changes the
 * material or the pawns for good), so each new position is compared only with the positions of
 * the same side to move since the last such move: a few dozen key comparisons at most.
 */
#include "chess-game.h"

#include <stdlib.h>
#include <string.h>

#include "chess-ended.h"
#include "chess-movegen.h"

static char *
dup_string (const char *s)
{
  if (!s)
    return NULL;
  size_t n = strlen (s) + 1;
  char *d = malloc (n);
  if (d)
    memcpy (d, s, n);
  return d;
}

static bool
reserve (ChessGame *game, int n)
{
  if (n <= game->capacity)
    return true;
  int cap = game->capacity ? game->capacity * 2 : 128;
  while (cap < n)
    cap *= 2;
  ChessGameMove *m = realloc (game->moves, sizeof *m * (size_t) cap);
  if (!m)
    return false;
  game->moves = m;
  ChessKey *k = realloc (game->keys, sizeof *k * (size_t) (cap + 1));
  if (!k)
    return false;
  game->keys = k;
  int *h = realloc (game->halfmove, sizeof *h * (size_t) (cap + 1));
  if (!h)
    return false;
  game->halfmove = h;
  int *p = realloc (game->rep_prev, sizeof *p * (size_t) (cap + 1));
  if (!p)
    return false;
  game->rep_prev = p;
  int *c = realloc (game->rep_count, sizeof *c * (size_t) (cap + 1));
  if (!c)
    return false;
  game->rep_count = c;
  game->capacity = cap;
  return true;
}

static void
index_position (ChessGame *game, int ply)
{
  const ChessPosition *pos = &game->current;
  ChessKey key = chess_position_repetition_key (pos);
  game->keys[ply] = key;
  game->halfmove[ply] = pos->halfmove;
  game->rep_prev[ply] = -1;
  game->rep_count[ply] = 1;
  int window = pos->halfmove < ply ? pos->halfmove : ply;
  for (int back = 2; back <= window; back += 2)
    if (game->keys[ply - back] == key)
      {
        game->rep_prev[ply] = ply - back;
        game->rep_count[ply] = game->rep_count[ply - back] + 1;
        break;
      }
}

/* In the order the Laws give them: a checkmate stands even where the position would also count
 * as dead or drawn under 9.6 (5.1.1, 9.6.2), and stalemate (5.2.1) before a dead position
 * (5.2.2), which comes before the draws of 9.6. A dead position is seen by the proofs that need
 * no search (chess_mate_dead_by_rule): nothing is allocated and a move costs a few bit
 * operations more, where chess_mate_is_dead would want a 12 MB context and a search. A position
 * that only a search shows dead (a pawn that can only run into a locked chain, say) is reported
 * when the rules see it, at the latest when the last capture or pawn move makes it so. */
static ChessEnding
detect_ending (const ChessGame *game, int ply)
{
  ChessEnded ended;
  chess_ended_position (NULL, &game->current, game->rep_count[ply], NULL, &ended);
  return ended.ending;
}

void
chess_game_init (ChessGame *game, const ChessPosition *start)
{
  memset (game, 0, sizeof *game);
  if (start)
    game->start = *start;
  else
    chess_position_init_start (&game->start);
  game->current = game->start;
  game->auto_ending_ply = -1;
  if (!reserve (game, 1))
    return;
  index_position (game, 0);
  game->auto_ending = detect_ending (game, 0);
  if (game->auto_ending != CHESS_ENDING_NONE)
    game->auto_ending_ply = 0;
}

static void
clear_move (ChessGameMove *m)
{
  free (m->comment);
  free (m->variations);
  m->comment = NULL;
  m->variations = NULL;
}

void
chess_game_clear (ChessGame *game)
{
  for (int i = 0; i < game->count; i++)
    clear_move (&game->moves[i]);
  for (int i = 0; i < game->tag_count; i++)
    {
      free (game->tags[i].name);
      free (game->tags[i].value);
    }
  free (game->tags);
  free (game->comment);
  free (game->moves);
  free (game->keys);
  free (game->halfmove);
  free (game->rep_prev);
  free (game->rep_count);
  memset (game, 0, sizeof *game);
  game->auto_ending_ply = -1;
}

ChessGameStatus
chess_game_push (ChessGame *game, ChessMove move)
{
  if (!chess_movegen_is_legal (&game->current, move))
    return CHESS_GAME_ILLEGAL_MOVE;
  return chess_game_push_legal (game, move);
}

ChessGameStatus
chess_game_push_legal (ChessGame *game, ChessMove move)
{
  if (!reserve (game, game->count + 1))
    return CHESS_GAME_NO_MEMORY;
  ChessGameMove *m = &game->moves[game->count];
  memset (m, 0, sizeof *m);
  m->move = move;
  m->clock_ms = CHESS_GAME_NO_TIME;
  m->elapsed_ms = CHESS_GAME_NO_TIME;
  ChessUndo undo;
  chess_position_make (&game->current, move, &undo);
  game->count++;
  index_position (game, game->count);
  if (game->auto_ending != CHESS_ENDING_NONE)
    return CHESS_GAME_AFTER_END;
  game->auto_ending = detect_ending (game, game->count);
  if (game->auto_ending != CHESS_ENDING_NONE)
    game->auto_ending_ply = game->count;
  return CHESS_GAME_OK;
}

void
chess_game_truncate (ChessGame *game, int ply)
{
  if (ply < 0)
    ply = 0;
  if (ply >= game->count)
    return;
  for (int i = ply; i < game->count; i++)
    clear_move (&game->moves[i]);
  game->count = ply;
  chess_game_position_at (game, ply, &game->current);
  if (game->auto_ending_ply > ply)
    {
      game->auto_ending = CHESS_ENDING_NONE;
      game->auto_ending_ply = -1;
    }
}

void
chess_game_pop (ChessGame *game)
{
  if (game->count > 0)
    chess_game_truncate (game, game->count - 1);
}

void
chess_game_position_at (const ChessGame *game, int ply, ChessPosition *out)
{
  *out = game->start;
  if (ply > game->count)
    ply = game->count;
  for (int i = 0; i < ply; i++)
    {
      ChessUndo undo;
      chess_position_make (out, game->moves[i].move, &undo);
    }
}

int
chess_game_occurrences (const ChessGame *game, int ply, int *plies, int max)
{
  if (ply < 0 || ply > game->count)
    return 0;
  int n = game->rep_count[ply];
  int i = n - 1;
  for (int p = ply; p >= 0; p = game->rep_prev[p], i--)
    if (i < max)
      plies[i] = p;
  return n;
}

int
chess_game_last_irreversible (const ChessGame *game, int ply)
{
  if (ply > game->count)
    ply = game->count;
  int h = game->halfmove[ply];
  return ply - h >= 1 ? ply - h : -1;
}

bool
chess_game_set_tag (ChessGame *game, const char *name, const char *value)
{
  for (int i = 0; i < game->tag_count; i++)
    if (strcmp (game->tags[i].name, name) == 0)
      {
        char *v = dup_string (value);
        if (!v)
          return false;
        free (game->tags[i].value);
        game->tags[i].value = v;
        return true;
      }
  if (game->tag_count >= CHESS_GAME_MAX_TAGS)
    return false;
  if (game->tag_count == game->tag_capacity)
    {
      int cap = game->tag_capacity ? game->tag_capacity * 2 : 16;
      ChessGameTag *t = realloc (game->tags, sizeof *t * (size_t) cap);
      if (!t)
        return false;
      game->tags = t;
      game->tag_capacity = cap;
    }
  char *n = dup_string (name), *v = dup_string (value);
  if (!n || !v)
    {
      free (n);
      free (v);
      return false;
    }
  game->tags[game->tag_count++] = (ChessGameTag){ n, v };
  return true;
}

const char *
chess_game_get_tag (const ChessGame *game, const char *name)
{
  for (int i = 0; i < game->tag_count; i++)
    if (strcmp (game->tags[i].name, name) == 0)
      return game->tags[i].value;
  return NULL;
}

bool
chess_game_set_comment (ChessGame *game, int ply, const char *text)
{
  if (ply < 0 || ply > game->count)
    return false;
  char *d = NULL;
  if (text && !(d = dup_string (text)))
    return false;
  char **slot = ply == 0 ? &game->comment : &game->moves[ply - 1].comment;
  free (*slot);
  *slot = d;
  return true;
}

ChessResult
chess_game_auto_result (const ChessGame *game)
{
  switch (game->auto_ending)
    {
    case CHESS_ENDING_CHECKMATE:
      {
        ChessPosition pos;
        chess_game_position_at (game, game->auto_ending_ply, &pos);
        return pos.side == CHESS_WHITE ? CHESS_RESULT_BLACK_WINS : CHESS_RESULT_WHITE_WINS;
      }
    case CHESS_ENDING_STALEMATE:
    case CHESS_ENDING_DEAD_POSITION:
    case CHESS_ENDING_FIVEFOLD:
    case CHESS_ENDING_SEVENTY_FIVE:
      return CHESS_RESULT_DRAW;
    default:
      return CHESS_RESULT_NONE;
    }
}

const char *
chess_result_to_string (ChessResult result)
{
  switch (result)
    {
    case CHESS_RESULT_WHITE_WINS:
      return "1-0";
    case CHESS_RESULT_BLACK_WINS:
      return "0-1";
    case CHESS_RESULT_DRAW:
      return "1/2-1/2";
    case CHESS_RESULT_NONE:
    default:
      return "*";
    }
}

bool
chess_result_from_string (const char *text, ChessResult *out)
{
  static const char *const names[] = { "*", "1-0", "0-1", "1/2-1/2" };
  for (int i = 0; i < 4; i++)
    if (strcmp (text, names[i]) == 0)
      {
        *out = (ChessResult) i;
        return true;
      }
  return false;
}
