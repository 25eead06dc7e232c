/* chess-ruling.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * Rulings of the Laws on claims (9.2, 9.3, 9.5), irregular moves (7.5, A.5.2) and fallen flags
 * (6.9, 8.6, A.5.3, A.5.5, Guidelines III.3.1).
 */
#include "chess-ruling.h"

#include <stdlib.h>
#include <string.h>

#include "chess-movegen.h"

static void
add_article (ChessRuling *r, const char *article)
{
  if (r->article_count < CHESS_RULING_MAX_ARTICLES)
    r->articles[r->article_count++] = article;
}

static void
ruling_init (ChessRuling *out)
{
  memset (out, 0, sizeof *out);
  out->last_irreversible_ply = -1;
  out->ended_ply = -1;
  out->restore_ply = -1;
  out->opponent_can_mate = CHESS_MATE_UNDETERMINED;
  out->can_mate[0] = out->can_mate[1] = CHESS_MATE_UNDETERMINED;
}

static ChessResult
win_for (ChessColor winner)
{
  return winner == CHESS_WHITE ? CHESS_RESULT_WHITE_WINS : CHESS_RESULT_BLACK_WINS;
}

ChessBitboard
chess_ruling_evidence_squares (const ChessRuling *r, const ChessGame *game)
{
  int from, to;
  if (r->occurrence_count)
    {
      from = r->occurrences[0];
      to = r->occurrences[r->occurrence_count - 1];
    }
  else if (r->last_irreversible_ply >= 1)
    {
      from = r->last_irreversible_ply - 1;
      to = r->last_irreversible_ply;
    }
  else
    return 0;
  ChessBitboard squares = 0;
  for (int p = from < 0 ? 0 : from; p < to && p < game->count; p++)
    squares |= CHESS_BB (chess_move_from (game->moves[p].move))
               | CHESS_BB (chess_move_to (game->moves[p].move));
  return squares;
}

/* Why an incorrect threefold claim fails, when the men have stood as in the claimed position
 * (claimed, at claimed_ply) at least three times with the same side to move: some of those
 * positions differed in castling rights (9.2.2.2) or in an en passant capture that was possible
 * (9.2.2.1), so that 9.2.2 does not count them as the same. Placements repeat only between
 * irreversible moves, so scanning the whole game finds no others. */
static void
add_repetition_subarticles (const ChessGame *game, const ChessPosition *claimed, int claimed_ply,
                            ChessRuling *out)
{
  ChessKey key = chess_position_repetition_key (claimed);
  int placements = 1;
  bool castling = false, en_passant = false;
  for (int p = claimed_ply - 2; p >= 0; p -= 2)
    {
      ChessPosition q;
      chess_game_position_at (game, p, &q);
      if (memcmp (q.board, claimed->board, sizeof q.board) != 0)
        continue;
      placements++;
      if (chess_position_repetition_key (&q) == key)
        continue;
      if (q.castling != claimed->castling)
        castling = true;
      else
        en_passant = true;
    }
  if (placements < 3)
    return;
  if (en_passant)
    add_article (out, "9.2.2.1");
  if (castling)
    add_article (out, "9.2.2.2");
}

/* Nothing to rule on: the game had ended (e) before the moment asked about. The ending's result
 * and article; for 9.6.1 and 9.6.2 the positions or the count that show it. */
static void
rule_game_over (const ChessGame *game, const ChessEnded *e, ChessRuling *out)
{
  out->game_over = true;
  out->verdict = CHESS_VERDICT_CORRECT;
  out->result = e->result;
  out->ended_by = e->ending;
  out->ended_ply = e->ply;
  if (e->article)
    add_article (out, e->article);
  if (!game || e->ply < 0)
    return;
  if (e->ending == CHESS_ENDING_FIVEFOLD)
    {
      int n = chess_game_occurrences (game, e->ply, out->occurrences, CHESS_RULING_MAX_PLIES);
      out->occurrence_count = n < CHESS_RULING_MAX_PLIES ? n : CHESS_RULING_MAX_PLIES;
    }
  else if (e->ending == CHESS_ENDING_SEVENTY_FIVE)
    {
      out->last_irreversible_ply = chess_game_last_irreversible (game, e->ply);
      out->moves_without = game->halfmove[e->ply];
    }
}

/* The plies at which the position the written move would make (after, at ply + 1) stood before,
 * with ply + 1 itself last; returns how many times it stands then. */
static int
written_occurrences (const ChessGame *game, int ply, const ChessPosition *after, int *plies,
                     int max)
{
  ChessKey key = chess_position_repetition_key (after);
  int claimed_ply = ply + 1;
  int window = after->halfmove < claimed_ply ? after->halfmove : claimed_ply;
  int n = 0;
  for (int back = 2; back <= window; back += 2)
    if (game->keys[claimed_ply - back] == key)
      {
        n = chess_game_occurrences (game, claimed_ply - back, plies, max - 1);
        break;
      }
  if (n < max)
    plies[n] = claimed_ply;
  return n + 1;
}

ChessRulingError
chess_ruling_claim_case (ChessMateContext *ctx, const ChessGame *game, const ChessClaimCase *c,
                         ChessRuling *out)
{
  ruling_init (out);
  int ply = c->ply;
  if (ply < 0 || ply > game->count)
    return CHESS_RULING_ERROR_PLY;
  ChessClaimKind kind = c->kind;
  out->claim_kind = kind;
  /* 5.1.1, 5.2, 9.6: the game ended at once; a claim after that has nothing to draw. */
  ChessEnded ended;
  if (chess_ended_game (ctx, game, ply, &ended))
    {
      rule_game_over (game, &ended, out);
      return CHESS_RULING_OK;
    }

  ChessPosition pos;
  chess_game_position_at (game, ply, &pos);
  if (pos.side != c->by)
    return CHESS_RULING_ERROR_NOT_TO_MOVE;
  ChessMove intended = c->intended;
  bool written = intended != CHESS_MOVE_NONE || c->written_illegal;
  bool illegal = c->written_illegal
                 || (intended != CHESS_MOVE_NONE && !chess_movegen_is_legal (&pos, intended));
  if (illegal)
    intended = CHESS_MOVE_NONE;

  bool correct;
  /* A written move does not take away a claim the board already bears out: the third
   * occurrence has just appeared (9.2.1.2), or each player has completed fifty moves (9.3.2);
   * that article makes it correct, whatever was written. */
  bool holds_now = kind == CHESS_CLAIM_THREEFOLD ? game->rep_count[ply] >= 3 : pos.halfmove >= 100;
  if (holds_now)
    {
      intended = CHESS_MOVE_NONE;
      written = illegal = false;
    }
  ChessPosition after = pos;
  if (intended != CHESS_MOVE_NONE)
    {
      ChessUndo undo;
      chess_position_make (&after, intended, &undo);
    }
  int after_count = 0;
  int after_plies[CHESS_RULING_MAX_PLIES];
  if (intended != CHESS_MOVE_NONE)
    after_count = written_occurrences (game, ply, &after, after_plies, CHESS_RULING_MAX_PLIES);

  if (kind == CHESS_CLAIM_THREEFOLD)
    {
      int n;
      if (intended != CHESS_MOVE_NONE)
        {
          n = after_count;
          memcpy (out->occurrences, after_plies,
                  sizeof *after_plies
                      * (size_t) (n < CHESS_RULING_MAX_PLIES ? n : CHESS_RULING_MAX_PLIES));
        }
      else if (illegal)
        n = 0; /* the written move makes no position */
      else
        n = chess_game_occurrences (game, ply, out->occurrences, CHESS_RULING_MAX_PLIES);
      out->occurrence_count = n < CHESS_RULING_MAX_PLIES ? n : CHESS_RULING_MAX_PLIES;
      /* The written move cannot be made (Article 3): no position is about to appear. */
      correct = !illegal && n >= 3;
      add_article (out, written ? "9.2.1.1" : "9.2.1.2");
      add_article (out, "9.2.2");
      if (!correct && !illegal)
        add_repetition_subarticles (game, &after, intended != CHESS_MOVE_NONE ? ply + 1 : ply, out);
    }
  else
    {
      out->last_irreversible_ply = chess_game_last_irreversible (game, ply);
      out->moves_without = after.halfmove;
      if (intended != CHESS_MOVE_NONE && after.halfmove == 0)
        out->last_irreversible_ply = ply + 1;
      correct = !illegal && after.halfmove >= 100;
      add_article (out, written ? "9.3.1" : "9.3.2");
    }

  if (correct)
    {
      out->verdict = CHESS_VERDICT_CORRECT;
      out->result = CHESS_RESULT_DRAW;
      add_article (out, "9.5.2");
      return CHESS_RULING_OK;
    }
  out->verdict = CHESS_VERDICT_INCORRECT;
  out->result = CHESS_RESULT_NONE;
  out->adjust_color = !c->by;
  out->adjust_seconds = c->penalty_seconds;
  out->written_illegal = illegal;
  out->must_play_intended = intended != CHESS_MOVE_NONE;
  add_article (out, "9.5.3");
  if (c->rapid_or_blitz)
    add_article (out, "A.3");
  /* 9.5.3: the written move is made, and may itself end the game (a checkmate wins, 5.1.1). */
  if (out->must_play_intended && chess_ended_position (ctx, &after, after_count, NULL, &ended))
    {
      out->result = ended.result;
      out->ended_by = ended.ending;
      out->ended_ply = ply + 1;
      add_article (out, ended.article);
    }
  return CHESS_RULING_OK;
}

ChessRulingError
chess_ruling_claim (const ChessGame *game, int ply, ChessClaimKind kind, ChessColor by,
                    ChessMove intended, int penalty_seconds, bool rapid_or_blitz, ChessRuling *out)
{
  const ChessClaimCase c = {
    .ply = ply,
    .kind = kind,
    .by = by,
    .intended = intended,
    .penalty_seconds = penalty_seconds,
    .rapid_or_blitz = rapid_or_blitz,
  };
  return chess_ruling_claim_case (NULL, game, &c, out);
}

/* The loser's opponent wins, unless it cannot checkmate from pos: then a draw (6.9, 7.5.5). */
static ChessRulingError
loss_unless_no_mate (ChessMateContext *ctx, const ChessPosition *pos, ChessColor loser,
                     ChessRuling *out)
{
  ChessMateResult *mate = malloc (sizeof *mate);
  if (!mate)
    return CHESS_RULING_ERROR_UNDETERMINED;
  out->opponent_can_mate = chess_mate_can_checkmate (ctx, pos, !loser, mate);
  free (mate);
  if (out->opponent_can_mate == CHESS_MATE_UNDETERMINED)
    return CHESS_RULING_ERROR_UNDETERMINED;
  out->result = out->opponent_can_mate == CHESS_MATE_YES ? win_for (!loser) : CHESS_RESULT_DRAW;
  return CHESS_RULING_OK;
}

static bool
is_rapid_or_blitz (ChessTimeClass cls)
{
  return cls == CHESS_TIME_CLASS_RAPID || cls == CHESS_TIME_CLASS_BLITZ;
}

/* Standard play is always fully supervised; A.5 and B.3 exist only in rapid and blitz. */
static bool
is_partial (ChessTimeClass cls, ChessSupervision supervision)
{
  return is_rapid_or_blitz (cls) && supervision == CHESS_SUPERVISION_PARTIAL;
}

/* Under full supervision the Competition Rules apply through A.4 (rapid) or B.2 (blitz). */
static void
add_full_supervision (ChessRuling *r, ChessTimeClass cls)
{
  if (cls == CHESS_TIME_CLASS_RAPID)
    add_article (r, "A.4");
  else if (cls == CHESS_TIME_CLASS_BLITZ)
    add_article (r, "B.2");
}

/* The 7.5.2 move: a pawn of the side to move reaching the last rank, completed as a queen. */
static ChessMove
queen_promotion (const ChessPosition *pos, ChessMove move)
{
  ChessSquare from = chess_move_from (move), to = chess_move_to (move);
  ChessPiece piece = pos->board[from];
  if (piece != CHESS_PIECE (pos->side, CHESS_PAWN))
    return CHESS_MOVE_NONE;
  ChessMove queen = chess_move_make (from, to, CHESS_MOVE_PROMOTION, CHESS_QUEEN);
  return chess_movegen_is_legal (pos, queen) ? queen : CHESS_MOVE_NONE;
}

/* A move that stands on the board (7.5.4's legal move, 7.5.2's pawn made a queen) may leave a
 * position in which the game cannot go on: checkmate (5.1.1; the two-handed move broke only 4.1,
 * which 5.1.1 does not name), stalemate (5.2.1) or a dead position (5.2.2). The game then ended
 * with that move, before 7.5.5 had anything left to penalise. Returns false when the game goes
 * on. */
static bool
ended_by_replacement (ChessMateContext *ctx, const ChessPosition *after, int ply, ChessRuling *out)
{
  ChessEnded ended;
  if (!chess_ended_position (ctx, after, 1, NULL, &ended))
    return false;
  out->result = ended.result;
  out->ended_by = ended.ending;
  out->ended_ply = ply + 1;
  add_article (out, ended.article);
  return true;
}

/* The body of chess_ruling_irregularity; cite_supervision is false for the older entry point,
 * which knows only "rapid or blitz" and so cannot tell A.4 from B.2. */
static ChessRulingError
rule_irregularity (ChessMateContext *ctx, const ChessGame *game, const ChessIrregularityCase *c,
                   bool cite_supervision, ChessRuling *out)
{
  ruling_init (out);
  if (c->ply < 0 || c->ply > game->count || c->previous < 0)
    return CHESS_RULING_ERROR_PLY;
  ChessPosition pos;
  chess_game_position_at (game, c->ply, &pos);
  ChessColor offender = pos.side;
  if ((unsigned) c->kind > CHESS_IRREGULARITY_TWO_HANDS)
    return CHESS_RULING_ERROR_MOVE;
  if ((c->kind == CHESS_IRREGULARITY_ILLEGAL_MOVE || c->kind == CHESS_IRREGULARITY_CLOCK_ONLY)
      && c->move != CHESS_MOVE_NONE)
    return CHESS_RULING_ERROR_MOVE;

  /* The game had ended at or before the irregularity (5.1.1, 5.2.1, 5.2.2, 9.6.1, 9.6.2 end it
   * at once): nothing played after that is a move of the game, so 7.5 has nothing to reinstate
   * or penalise and the ending's result stands. An irregularity before the ending voids the
   * moves after it (7.5.1), the ending with them, and is ruled as any other. */
  ChessEnded ended_before;
  if (chess_ended_game (ctx, game, c->ply, &ended_before))
    {
      rule_game_over (game, &ended_before, out);
      return CHESS_RULING_OK;
    }

  bool broke_two_hands = false;
  switch (c->kind)
    {
    case CHESS_IRREGULARITY_ILLEGAL_MOVE:
    case CHESS_IRREGULARITY_CLOCK_ONLY:
      break;
    case CHESS_IRREGULARITY_NO_PROMOTION:
      out->replacement = queen_promotion (&pos, c->move);
      if (out->replacement == CHESS_MOVE_NONE)
        return CHESS_RULING_ERROR_MOVE;
      break;
    case CHESS_IRREGULARITY_TWO_HANDS:
      /* The commentary to 7.5.3 and 7.5.4 (laws/003): a legal move made with both hands stands;
       * one that is not legal is handled by 7.5.1. */
      if (c->move != CHESS_MOVE_NONE && chess_movegen_is_legal (&pos, c->move))
        out->replacement = c->move;
      else
        broke_two_hands = true;
      break;
    default:
      return CHESS_RULING_ERROR_MOVE;
    }

  out->verdict = CHESS_VERDICT_CORRECT;
  bool partial = is_partial (c->time_class, c->supervision);
  bool blitz = c->time_class == CHESS_TIME_CLASS_BLITZ;

  /* A.5.4: an illegal position (a pawn on the last rank, both kings in check) cannot stay on
   * the board as an illegal move does under A.5.2: the arbiter waits for the next move to be
   * completed, then declares the game drawn if the position is still illegal; put right by that
   * move, the game goes on. */
  bool illegal_position = c->kind == CHESS_IRREGULARITY_NO_PROMOTION
                          || (c->kind == CHESS_IRREGULARITY_ILLEGAL_MOVE && c->illegal_position);
  if (partial && c->opponent_moved && illegal_position)
    {
      out->replacement = CHESS_MOVE_NONE;
      if (c->position_put_right)
        {
          out->stands = true;
          out->result = CHESS_RESULT_NONE;
        }
      else
        {
          out->illegal_position_draw = true;
          out->result = CHESS_RESULT_DRAW;
        }
      add_article (out, "A.5.4");
      if (blitz)
        add_article (out, "B.3");
      return CHESS_RULING_OK;
    }

  /* A.5.2: nobody acted before the opponent's next move; the move stays on the board. */
  if (partial && c->opponent_moved)
    {
      out->replacement = CHESS_MOVE_NONE;
      out->stands = true;
      out->result = CHESS_RESULT_NONE;
      add_article (out, "A.5.2");
      if (blitz)
        add_article (out, "B.3");
      return CHESS_RULING_OK;
    }

  static const char *const kind_articles[] = { "7.5.1", "7.5.2", "7.5.3", "7.5.4" };
  add_article (out, kind_articles[c->kind]);
  if (broke_two_hands)
    add_article (out, "7.5.1");
  out->restore_ply = c->ply;

  ChessPosition after = pos;
  bool ended = false;
  if (out->replacement != CHESS_MOVE_NONE)
    {
      ChessUndo undo;
      chess_position_make (&after, out->replacement, &undo);
      ended = ended_by_replacement (ctx, &after, c->ply, out);
    }
  ChessRulingError err = CHESS_RULING_OK;
  if (!ended)
    {
      add_article (out, "7.5.5");
      if (c->previous == 0)
        {
          out->result = CHESS_RESULT_NONE;
          out->adjust_color = !offender;
          out->adjust_seconds = c->penalty_seconds;
          /* A.3: rapid play, and blitz under B.3; under B.2 the Competition Rules' own 7.5.5. */
          if (c->time_class == CHESS_TIME_CLASS_RAPID || is_partial (c->time_class, c->supervision))
            add_article (out, "A.3");
        }
      else
        err = loss_unless_no_mate (ctx, &after, offender, out);
    }

  if (!cite_supervision)
    return err;
  if (partial)
    {
      add_article (out, "A.5.2");
      if (blitz)
        add_article (out, "B.3");
    }
  else
    add_full_supervision (out, c->time_class);
  return err;
}

ChessRulingError
chess_ruling_irregularity (ChessMateContext *ctx, const ChessGame *game,
                           const ChessIrregularityCase *c, ChessRuling *out)
{
  return rule_irregularity (ctx, game, c, true, out);
}

ChessRulingError
chess_ruling_illegal (ChessMateContext *ctx, const ChessGame *game, int ply, int previous,
                      int penalty_seconds, bool rapid_or_blitz, ChessRuling *out)
{
  const ChessIrregularityCase c = {
    .kind = CHESS_IRREGULARITY_ILLEGAL_MOVE,
    .ply = ply,
    .move = CHESS_MOVE_NONE,
    .previous = previous,
    .penalty_seconds = penalty_seconds,
    .time_class = rapid_or_blitz ? CHESS_TIME_CLASS_RAPID : CHESS_TIME_CLASS_STANDARD,
    .supervision = CHESS_SUPERVISION_FULL,
  };
  return rule_irregularity (ctx, game, &c, false, out);
}

/* How the flag was noticed, in rapid and blitz (A.4 / B.2 under full supervision; A.5.3 for a
 * claim and A.5.5 for the arbiter's call otherwise, through B.3 in blitz). */
static void
add_flag_notice (ChessRuling *r, const ChessFlagCase *c)
{
  if (!is_partial (c->time_class, c->supervision))
    {
      add_full_supervision (r, c->time_class);
      return;
    }
  add_article (r, c->notice == CHESS_FLAG_CLAIMED ? "A.5.3" : "A.5.5");
  if (c->time_class == CHESS_TIME_CLASS_BLITZ)
    add_article (r, "B.3");
}

/* 6.9 does not apply where the game had already ended: 5.1.1, 5.2.1, 5.2.2, 9.6.1 or 9.6.2.
 * The record's ending comes first (c->ended_by_record: its draws of 5.2.2 and 9.6, whatever came
 * after); otherwise what pos shows (chess_ended_position: checkmate and stalemate leave no move
 * to play; a dead position; 9.6.2 from its count). The side answers of the dead-position search
 * go to answers[]. */
static bool
flag_after_ending (ChessMateContext *ctx, const ChessPosition *pos, const ChessFlagCase *c,
                   ChessMateResult answers[2], ChessRuling *out)
{
  ChessEnded ended;
  answers[0].proof = answers[1].proof = CHESS_MATE_PROOF_SKIPPED;
  switch (c->ended_by_record)
    {
    case CHESS_ENDING_DEAD_POSITION:
    case CHESS_ENDING_FIVEFOLD:
    case CHESS_ENDING_SEVENTY_FIVE:
      ended.ending = c->ended_by_record;
      ended.ply = -1;
      ended.result = CHESS_RESULT_DRAW;
      ended.article = chess_ending_article (c->ended_by_record);
      break;
    default:
      if (!chess_ended_position (ctx, pos, 1, answers, &ended))
        return false;
    }
  rule_game_over (NULL, &ended, out);
  if (ended.ending == CHESS_ENDING_DEAD_POSITION)
    out->opponent_can_mate = CHESS_MATE_NO; /* neither side can, whoever flagged */
  return true;
}

ChessRulingError
chess_ruling_flag_case (ChessMateContext *ctx, const ChessPosition *pos, const ChessFlagCase *c,
                        ChessRuling *out)
{
  ruling_init (out);
  if (!c->fallen[CHESS_WHITE] && !c->fallen[CHESS_BLACK])
    return CHESS_RULING_ERROR_NO_FLAG;
  out->verdict = CHESS_VERDICT_CORRECT;
  ChessMateResult *answers = malloc (2 * sizeof *answers);
  if (!answers)
    return CHESS_RULING_ERROR_UNDETERMINED;
  ChessRulingError err = CHESS_RULING_OK;
  if (flag_after_ending (ctx, pos, c, answers, out))
    goto out;

  bool both = c->fallen[CHESS_WHITE] && c->fallen[CHESS_BLACK];
  if (both && c->notice == CHESS_FLAG_CLAIMED && is_partial (c->time_class, c->supervision))
    {
      /* A.5.3: "the claimant must have time remaining on his own clock after the chess clock has
       * been stopped". Both flags are down, the claimant's too, whoever's fell first: the claim
       * fails and the game goes on (the arbiter may still call the flags under A.5.5). */
      out->verdict = CHESS_VERDICT_INCORRECT;
      out->result = CHESS_RESULT_NONE;
      add_flag_notice (out, c);
      goto out;
    }
  ChessColor flagged = both ? c->first : c->fallen[CHESS_WHITE] ? CHESS_WHITE : CHESS_BLACK;
  bool guidelines = c->guidelines_iii && !c->increment && c->time_class != CHESS_TIME_CLASS_BLITZ;
  if (both && !c->order_known && !guidelines)
    {
      /* Guidelines III are not in force (not announced, III.2.1; blitz or an increment,
       * III.2.2): nothing in the Laws says who lost. The facts for the arbiter's decision. */
      out->no_rule = true;
      out->result = CHESS_RESULT_NONE;
      add_article (out, c->guidelines_iii ? "III.2.2" : "III.2.1");
      add_flag_notice (out, c);
      for (int side = 0; side < 2 && err == CHESS_RULING_OK; side++)
        {
          const ChessMateResult *known = &answers[side];
          if (known->proof != CHESS_MATE_PROOF_SKIPPED)
            out->can_mate[side] = known->answer;
          else
            {
              ChessMateResult *mate = malloc (sizeof *mate);
              if (!mate)
                {
                  err = CHESS_RULING_ERROR_UNDETERMINED;
                  break;
                }
              out->can_mate[side] = chess_mate_can_checkmate (ctx, pos, (ChessColor) side, mate);
              free (mate);
            }
          if (out->can_mate[side] == CHESS_MATE_UNDETERMINED)
            err = CHESS_RULING_ERROR_UNDETERMINED;
        }
      goto out;
    }
  if (both && !c->order_known)
    {
      /* Guidelines III.3.1: nobody can say whose flag fell first. III.3.1.1: the game goes on
       * in any period but the last; III.3.1.2: drawn in the one with all remaining moves. */
      out->result = c->last_period ? CHESS_RESULT_DRAW : CHESS_RESULT_NONE;
      add_article (out, "III.3.1");
      add_flag_notice (out, c);
      goto out;
    }
  if (!c->moves_known && !c->last_period)
    {
      /* 8.6: without a scoresheet that shows the control missed, the next move counts as the
       * first of the following period. */
      out->result = CHESS_RESULT_NONE;
      out->next_period = true;
      add_article (out, "8.6");
      add_flag_notice (out, c);
      goto out;
    }

  add_article (out, "6.9");
  add_flag_notice (out, c);
  const ChessMateResult *known = &answers[!flagged];
  if (known->proof == CHESS_MATE_PROOF_SKIPPED)
    err = loss_unless_no_mate (ctx, pos, flagged, out);
  else
    {
      /* The dead-position test has asked the opponent's question already. */
      out->opponent_can_mate = known->answer;
      if (known->answer == CHESS_MATE_UNDETERMINED)
        err = CHESS_RULING_ERROR_UNDETERMINED;
      else
        out->result = known->answer == CHESS_MATE_YES ? win_for (!flagged) : CHESS_RESULT_DRAW;
    }
out:
  free (answers);
  return err;
}

ChessRulingError
chess_ruling_flag (ChessMateContext *ctx, const ChessPosition *pos, ChessColor flagged,
                   ChessRuling *out)
{
  ChessFlagCase c = {
    .order_known = true,
    .first = flagged,
    .last_period = true,
    .moves_known = true,
    .time_class = CHESS_TIME_CLASS_STANDARD,
    .supervision = CHESS_SUPERVISION_FULL,
    .notice = CHESS_FLAG_SEEN_BY_ARBITER,
  };
  c.fallen[flagged] = true;
  return chess_ruling_flag_case (ctx, pos, &c, out);
}
