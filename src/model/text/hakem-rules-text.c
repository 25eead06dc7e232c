/* hakem-rules-text.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Turns the rules core's codes into translated sentences a person can act on.
 */
#include "config.h"

#include "hakem-rules-text.h"

#include <glib/gi18n.h>

#include "hakem-outcome.h"

const char *
hakem_color_text (ChessColor color)
{
  return color == CHESS_WHITE ? _ ("White") : _ ("Black");
}

char *
hakem_time_amount_text (int seconds)
{
  if (seconds < 0)
    seconds = -seconds;
  int minutes = seconds / 60, rest = seconds % 60;
  /* The Laws write the usual penalties in words (7.5.5, 9.5.3, A.3). */
  if (seconds == 60)
    return g_strdup (_ ("one minute"));
  if (seconds == 120)
    return g_strdup (_ ("two minutes"));
  if (minutes && !rest)
    return g_strdup_printf (ngettext ("%d minute", "%d minutes", (unsigned long) minutes), minutes);
  if (!minutes)
    return g_strdup_printf (ngettext ("%d second", "%d seconds", (unsigned long) rest), rest);
  g_autofree char *m
      = g_strdup_printf (ngettext ("%d minute", "%d minutes", (unsigned long) minutes), minutes);
  g_autofree char *s
      = g_strdup_printf (ngettext ("%d second", "%d seconds", (unsigned long) rest), rest);
  /* TRANSLATORS: minutes and seconds of a time: "1 minute 30 seconds" */
  return g_strdup_printf (_ ("%s %s"), m, s);
}

char *
hakem_clock_reading_text (int64_t ms)
{
  if (ms < 0)
    return g_strdup ("—");
  char buf[24];
  return g_strdup (chess_clock_format_reading (ms * 1000, buf, sizeof buf));
}

const char *
hakem_time_class_text (ChessTimeClass cls)
{
  switch (cls)
    {
    case CHESS_TIME_CLASS_BLITZ:
      return _ ("blitz");
    case CHESS_TIME_CLASS_RAPID:
      return _ ("rapid play");
    case CHESS_TIME_CLASS_STANDARD:
      return _ ("standard play");
    case CHESS_TIME_CLASS_NONE:
    case CHESS_TIME_CLASS_UNKNOWN:
      break;
    }
  return _ ("unknown");
}

char *
hakem_time_control_text (const ChessTimeControl *tc)
{
  /* TRANSLATORS: in the short form of a time control before the seconds of a simple delay
   * (Article 6.3.2), as in 25' + delay 5" */
  g_autofree char *delay = g_strconcat (_ ("delay"), " ", NULL);
  /* TRANSLATORS: in the short form of a time control before the seconds of a Bronstein delay,
   * as in 5' + Bronstein 3" */
  g_autofree char *bronstein = g_strconcat (_ ("Bronstein"), " ", NULL);
  /* TRANSLATORS: in the short form of a time control before a sandclock's time, as in
   * sandclock 3' */
  g_autofree char *sandclock = g_strconcat (_ ("sandclock"), " ", NULL);
  /* TRANSLATORS: after a last period with a move count, which starts again, as in 120'/40 */
  g_autofree char *repeated = g_strdup_printf (" (%s)", _ ("repeated"));
  const ChessTimeWords words = {
    .delay = delay,
    .bronstein = bronstein,
    .sandclock = sandclock,
    .unknown = _ ("unknown time control"),
    .none = _ ("no clock"),
    .repeated = repeated,
  };
  size_t len = chess_time_control_to_human (tc, &words, NULL, 0);
  char *human = g_malloc (len + 1);
  chess_time_control_to_human (tc, &words, human, len + 1);
  return human;
}

const char *
hakem_piece_text (ChessPiece piece)
{
  static const char *const names[12] = {
    N_ ("white pawn"),   N_ ("white knight"), N_ ("white bishop"), N_ ("white rook"),
    N_ ("white queen"),  N_ ("white king"),   N_ ("black pawn"),   N_ ("black knight"),
    N_ ("black bishop"), N_ ("black rook"),   N_ ("black queen"),  N_ ("black king"),
  };
  return piece < 12 ? _ (names[piece]) : _ ("empty");
}

const char *
hakem_score_text (int halves)
{
  switch (halves)
    {
    case CHESS_SCORE_LOSS:
      return "0";
    case CHESS_SCORE_DRAW:
      return "½";
    case CHESS_SCORE_WIN:
      return "1";
    case CHESS_SCORE_UNSET:
      /* TRANSLATORS: a score that a penalty leaves as it is */
      return _ ("unchanged");
    default:
      return "?";
    }
}

char *
hakem_articles_text (const char *const *articles, int count)
{
  g_autoptr (GString) list = g_string_new (NULL);
  for (int i = 0; i < count; i++)
    if (articles[i] && *articles[i])
      g_string_append_printf (list, "%s%s", list->len ? ", " : "", articles[i]);
  /* TRANSLATORS: %s is a list of article numbers such as "9.2.1.2, 9.2.2, 7.5.5" */
  return g_strdup_printf (_ ("Articles: %s"), list->str);
}

char *
hakem_numbered_move_text (const ChessPosition *pos, ChessMove move, ChessSanLanguage lang)
{
  char san[CHESS_SAN_MAX];
  chess_san_write (pos, move, lang, san, sizeof san);
  /* The numbering of PGN and of the Laws' Appendix C, the same in every language. */
  return g_strdup_printf (pos->side == CHESS_WHITE ? "%d.%s" : "%d...%s", pos->fullmove, san);
}

char *
hakem_move_text (const ChessGame *game, int index, ChessSanLanguage lang)
{
  g_return_val_if_fail (game && index >= 0 && index < game->count, NULL);
  ChessPosition pos;
  chess_game_position_at (game, index, &pos);
  return hakem_numbered_move_text (&pos, game->moves[index].move, lang);
}

/* "a", "a and b", "a, b and c". */
static char *
list_text (GPtrArray *items)
{
  if (items->len == 0)
    return g_strdup ("");
  g_autofree char *text = g_strdup (g_ptr_array_index (items, 0));
  for (guint i = 1; i < items->len; i++)
    {
      char *next;
      if (i + 1 < items->len)
        next = g_strdup_printf ("%s, %s", text, (char *) g_ptr_array_index (items, i));
      else
        /* TRANSLATORS: the last two of a list of moves: "2...Ng8 and 4...Ng8" */
        next = g_strdup_printf (_ ("%s and %s"), text, (char *) g_ptr_array_index (items, i));
      g_free (text);
      text = next;
    }
  return g_steal_pointer (&text);
}

char *
hakem_plies_as_moves_text (const ChessGame *game, const int *plies, int n, ChessSanLanguage lang)
{
  g_return_val_if_fail (game && (plies || n == 0), NULL);
  gboolean start = FALSE;
  g_autoptr (GPtrArray) moves = g_ptr_array_new_with_free_func (g_free);
  for (int i = 0; i < n; i++)
    {
      if (plies[i] == 0)
        start = TRUE;
      else if (plies[i] > 0 && plies[i] <= game->count)
        g_ptr_array_add (moves, hakem_move_text (game, plies[i] - 1, lang));
    }
  g_autofree char *list = list_text (moves);
  g_autofree char *after = NULL;
  if (moves->len)
    /* TRANSLATORS: %s is one move or a list of moves with their numbers, "2...Ng8 and 4...Ng8";
     * the positions occurred after them */
    after
        = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "after %s", "after %s", moves->len), list);
  if (!start)
    return after ? g_steal_pointer (&after) : g_strdup ("");
  if (!after)
    return g_strdup (_ ("at the start of the game"));
  /* TRANSLATORS: %s is "after 4.Ng1 and 8.Ng1": the position occurred at the start too */
  return g_strdup_printf (_ ("at the start of the game and %s"), after);
}

const char *
hakem_fen_error_text (ChessFenError code)
{
  switch (code)
    {
    case CHESS_FEN_OK:
      return _ ("no error");
    case CHESS_FEN_ERROR_FIELD_COUNT:
      return _ (
          "a FEN has 2 to 6 fields separated by spaces, the board and the side to move first");
    case CHESS_FEN_ERROR_BAD_CHARACTER:
      return _ ("this character is not a piece letter, a digit 1-8 or '/'");
    case CHESS_FEN_ERROR_RANK_COUNT:
      return _ ("the board must have exactly 8 ranks");
    case CHESS_FEN_ERROR_RANK_LENGTH:
      return _ ("this rank does not add up to 8 squares");
    case CHESS_FEN_ERROR_KING_COUNT:
      return _ ("each side must have exactly one king");
    case CHESS_FEN_ERROR_PAWN_ON_EDGE_RANK:
      return _ ("a pawn cannot stand on the first or the last rank");
    case CHESS_FEN_ERROR_SIDE:
      return _ ("the side to move must be 'w' or 'b'");
    case CHESS_FEN_ERROR_OPPONENT_IN_CHECK:
      return _ ("the side that is not to move is in check");
    case CHESS_FEN_ERROR_CASTLING_SYNTAX:
      return _ ("castling rights must be '-' or letters from KQkq or A-H/a-h, each once");
    case CHESS_FEN_ERROR_CASTLING_PIECES:
      return _ ("this castling right needs the king and the rook on their original squares");
    case CHESS_FEN_ERROR_EN_PASSANT_SYNTAX:
      return _ ("the en passant field must be '-' or a square such as e3");
    case CHESS_FEN_ERROR_EN_PASSANT_IMPOSSIBLE:
      return _ ("no double pawn move could have produced this en passant square");
    case CHESS_FEN_ERROR_HALFMOVE:
      return _ ("the halfmove clock must be a whole number, 0 or more");
    case CHESS_FEN_ERROR_FULLMOVE:
      return _ ("the move number must be a whole number, 0 or more");
    }
  return _ ("invalid FEN");
}

const char *
hakem_illegal_reason_text (ChessIllegalReason reason)
{
  switch (reason)
    {
    case CHESS_ILLEGAL_NONE:
      return _ ("The move is legal.");
    case CHESS_ILLEGAL_NO_PIECE:
      return _ ("There is no piece on that square.");
    case CHESS_ILLEGAL_NOT_YOUR_TURN:
      return _ ("That piece belongs to the player who does not have the move.");
    case CHESS_ILLEGAL_OWN_PIECE:
      return _ (
          "A piece cannot move to a square occupied by a piece of the same colour (Article 3.1).");
    case CHESS_ILLEGAL_PIECE_RULES:
      return _ ("That piece does not move that way (Articles 3.2 to 3.8).");
    case CHESS_ILLEGAL_PATH_BLOCKED:
      return _ ("A piece stands in the way (Article 3.5).");
    case CHESS_ILLEGAL_KING_IN_CHECK:
      return _ ("The move would leave the king in check (Articles 3.9 and 3.10).");
    case CHESS_ILLEGAL_CASTLING_RIGHTS:
      return _ (
          "Castling is no longer possible: the king or that rook has moved (Article 3.8.2.1).");
    case CHESS_ILLEGAL_CASTLING_BLOCKED:
      return _ (
          "Castling is not possible now: a square between king and rook is occupied (Article 3.8.2.2.2).");
    case CHESS_ILLEGAL_CASTLING_CHECK:
      return _ (
          "Castling is not possible now: the king is in check or would pass or land on an attacked square (Article 3.8.2.2.1).");
    }
  return _ ("The move is not legal.");
}

char *
hakem_game_over_text (ChessEnding ending, int ply, ChessResult result)
{
  g_autofree char *when = NULL;
  if (ply >= 0)
    /* TRANSLATORS: %d counts half-moves from the start of the game */
    when = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "The game had already ended after %d half-move.",
                                         "The game had already ended after %d half-moves.", ply),
                            ply);
  else
    when = g_strdup (_ ("The game had already ended in this position."));
  g_autofree char *score = hakem_outcome_score_text (result, NULL);
  /* TRANSLATORS: the first %s says when the game ended, the second how and by which article
   * ("Checkmate: the game is over (Article 5.1.1)."), the third is the result ("1–0") */
  return g_strdup_printf (_ ("%s %s Nothing is ruled and nothing changes: the result %s stands."),
                          when, hakem_ending_text (ending), score ? score : "*");
}

const char *
hakem_ending_text (ChessEnding ending)
{
  switch (ending)
    {
    case CHESS_ENDING_NONE:
      return _ ("The game goes on.");
    case CHESS_ENDING_CHECKMATE:
      return _ ("Checkmate: the game is over (Article 5.1.1).");
    case CHESS_ENDING_STALEMATE:
      return _ ("Stalemate: the game is drawn (Article 5.2.1).");
    case CHESS_ENDING_DEAD_POSITION:
      return _ ("Dead position: neither player can checkmate; the game is drawn (Article 5.2.2).");
    case CHESS_ENDING_FIVEFOLD:
      return _ ("The same position has appeared five times: the game is drawn (Article 9.6.1).");
    case CHESS_ENDING_SEVENTY_FIVE:
      return _ (
          "75 moves by each player without a pawn move or a capture: the game is drawn (Article 9.6.2).");
    case CHESS_ENDING_RESIGNATION:
      return _ ("A player resigned (Article 5.1.2).");
    case CHESS_ENDING_AGREEMENT:
      return _ ("Drawn by agreement (Article 5.2.3).");
    case CHESS_ENDING_CLAIM:
      return _ ("Drawn on a correct claim (Article 9.5.2).");
    case CHESS_ENDING_TIME:
      return _ ("A flag has fallen (Article 6.9).");
    case CHESS_ENDING_ARBITER:
      return _ ("Ended by the arbiter's ruling.");
    }
  return "";
}

const char *
hakem_time_control_error_text (ChessTimeControlError code)
{
  switch (code)
    {
    case CHESS_TIME_CONTROL_OK:
      return _ ("no error");
    case CHESS_TIME_CONTROL_ERROR_EMPTY:
      return _ ("the time control is empty");
    case CHESS_TIME_CONTROL_ERROR_EXPECTED_NUMBER:
      return _ ("a number of moves or seconds belongs here");
    case CHESS_TIME_CONTROL_ERROR_NUMBER_RANGE:
      return _ ("the number is 0 where it must be at least 1, or it is too large");
    case CHESS_TIME_CONTROL_ERROR_UNEXPECTED:
      return _ ("unexpected character: '/', '+', 'd', 'b', ':' or the end belongs here");
    case CHESS_TIME_CONTROL_ERROR_NOT_ALONE:
      return _ ("'?', '-' and a sandclock '*' must stand alone");
    case CHESS_TIME_CONTROL_ERROR_AFTER_SUDDEN_DEATH:
      return _ ("a period follows one that has no move count and so lasts the rest of the game");
    case CHESS_TIME_CONTROL_ERROR_TOO_MANY_PERIODS:
      return _ ("too many periods");
    }
  return _ ("invalid time control");
}
