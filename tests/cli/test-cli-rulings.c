/* test-cli-rulings.c
 * SPDX-License-Identifier: GPL-3.0-or-later
 * hakem-cli flag and illegal against the CLI contract: results worked out by hand from Articles
 * 5.1.1, 5.2.1, 5.2.2, 6.9, 7.5.1 to 7.5.5, 8.6, 9.6.1, 9.6.2, A.3, A.4, A.5.2, A.5.3, A.5.5, B.2,
 * B.3 and the Guidelines III.3.1.
 */
#include "cli-test-util.h"

#define MAX_ARGS 20

typedef struct
{
  const char *name;
  const char *args[MAX_ARGS]; /* "@dir/name" is replaced by tests/data/dir/name */
  const char *lines[8];       /* lines that must appear whole in the output */
} RulingCase;

#define KNIGHTS "@claims/knights.pgn"
#define FIFTY "@claims/fifty.pgn"
/* Game 1: White's a7 pawn, Black's king and rook; game 2: the pawn against a bare king. After 4
 * plies White has the move. */
#define PROMOTION "@rulings/promotion.pgn"
/* 1.e4 e5 2.Nf3 Nc6 3.Bc4 Nf6, 15'+10" (rapid): White may castle after 6 plies. */
#define CASTLING "@rulings/castling.pgn"
/* The knights out and back four times: the initial position for the fifth time after 16 plies
 * (9.6.1); 90'+30" (standard). */
#define FIVEFOLD "@rulings/fivefold.pgn"
#define IN_RECORD "@rulings/illegal-in-record.pgn"
/* 1.c8=Q# (5.1.1), 90'+30". */
#define PROMOTION_MATE "@rulings/promotion-mate.pgn"
/* White's bare king against king and queen, White to move. */
#define QUEEN_BLACK "4k3/8/8/8/8/8/q7/4K3 w - - 0 50"
#define FOOLS_MATE "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
#define QUEEN "4k3/8/8/8/8/8/8/3QK3 w - - 0 1"
/* The initial placement at move 30, and at move 45. With 40/5400+30:1800+30 the first is in the
 * period of 40 moves, the second in the last period (all remaining moves). */
#define MOVE_30 "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 30"
#define MOVE_45 "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 45"
#define TC_40 "40/5400+30:1800+30"
/* The same periods without an increment: where Guidelines III can apply (III.2.2). */
#define TC_40_PLAIN "40/5400:1800"

static const RulingCase cases[] = {
  /* 6.9: Black's lone king flags against K+Q: White can mate, so White wins. */
  { "flag-queen-wins",
    { "flag", "--fen", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "--flagged", "black" },
    { "result: 1-0", "adjust: none", "articles: 6.9" } },
  /* 6.9: White, with the queen, flags; Black has a lone king and can never mate: a draw. */
  { "flag-lone-king-draws",
    { "flag", "--fen", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "--flagged", "white" },
    { "result: 1/2-1/2", "articles: 6.9" } },
  /* A lone knight cannot force mate but need not: is there ANY series? Not against a bare
   * king (no piece can block the king's flight squares): neither side can ever mate, the position
   * is dead and the game ended there (5.2.2), before the flag fell: nothing to rule. Draw. */
  { "flag-knight-bare-king",
    { "flag", "--fen", "k7/8/8/8/8/8/8/K1N5 w - - 0 1", "--flagged", "black" },
    { "ruling: game-over", "ended: dead-position", "result: 1/2-1/2", "articles: 5.2.2" } },
  /* With a black pawn on a7 the helpmate Kc7 and Nb6# exists (a7 blocks the king): White wins. */
  { "flag-knight-with-pawn",
    { "flag", "--fen", "k7/p7/8/8/8/8/8/K1N5 w - - 0 1", "--flagged", "black" },
    { "result: 1-0", "opponent-can-mate: yes" } },
  /* Black flags with K+N against K+B: the knight can shut its own king in. Helpmate:
   * Black Ka8 Nb8, White Kb6 Bb7#: b7 is guarded by the king, a7 too, b8 is blocked. White wins. */
  { "flag-bishop-vs-knight",
    { "flag", "--fen", "k7/8/8/8/8/8/8/KB5n w - - 0 1", "--flagged", "black" },
    { "result: 1-0" } },
  /* K+B against K+R: the rook next to its king can always interpose or take on the square next to
   * it. Enumerating all 64^4 placements of the four pieces with Black to move finds no checkmate
   * of Black at all, so no series of moves ends in one: the rook side's flag gives a draw. */
  { "flag-bishop-vs-rook",
    { "flag", "--fen", "k7/8/8/8/8/8/8/KB5r w - - 0 1", "--flagged", "black" },
    { "result: 1/2-1/2", "opponent-can-mate: no" } },
  /* 7.5.5: first illegal move by Black after 3 half-moves: two minutes to White; reinstate 3. */
  { "illegal-first-standard",
    { "illegal", "--pgn", KNIGHTS, "--ply", "3" },
    { "result: *", "adjust: white +120", "articles: 7.5.1 7.5.5", "restore-ply: 3" } },
  /* In rapid (15'+10": 25 minutes) one minute (A.3); fully supervised unless told (A.4). */
  { "illegal-first-rapid",
    { "illegal", "--pgn", KNIGHTS, "--ply", "2", "--tc", "900+10", "--supervision", "full" },
    { "result: *", "adjust: black +60", "articles: 7.5.1 7.5.5 A.3 A.4", "restore-ply: 2",
      "replacement: none", "stands: no" } },
  /* Second illegal move by Black, White has K+R: White can mate, Black loses. */
  { "illegal-second-loses",
    { "illegal", "--pgn", FIFTY, "--ply", "1", "--previous", "1" },
    { "result: 1-0", "adjust: none", "articles: 7.5.1 7.5.5", "restore-ply: 1" } },
  /* Second illegal move by White, but Black has a lone king and cannot mate: drawn (7.5.5). */
  { "illegal-second-draws",
    { "illegal", "--pgn", FIFTY, "--ply", "2", "--previous", "1" },
    { "result: 1/2-1/2", "adjust: none", "restore-ply: 2" } },

  /* 5.1.1 before 6.9: White is checkmated (fool's mate), so Black wins though Black's flag
   * fell; and of course when White's flag fell too. */
  { "flag-fools-mate-black-flagged",
    { "flag", "--fen", FOOLS_MATE, "--flagged", "black" },
    { "ruling: game-over", "ended: checkmate", "result: 0-1", "articles: 5.1.1" } },
  { "flag-fools-mate-white-flagged",
    { "flag", "--fen", FOOLS_MATE, "--flagged", "white" },
    { "ruling: game-over", "ended: checkmate", "result: 0-1", "articles: 5.1.1" } },
  /* 5.2.1: Black, to move, is stalemated: drawn whoever's flag fell. */
  { "flag-stalemate",
    { "flag", "--fen", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "--flagged", "black" },
    { "ruling: game-over", "ended: stalemate", "result: 1/2-1/2", "articles: 5.2.1" } },
  /* 5.2.2: king and bishop against king is dead. */
  { "flag-dead",
    { "flag", "--fen", "4k3/8/8/8/8/8/8/4KB2 w - - 0 1", "--flagged", "black" },
    { "ruling: game-over", "ended: dead-position", "result: 1/2-1/2", "articles: 5.2.2" } },
  /* 5.2.2: king against king. */
  { "flag-king-king",
    { "flag", "--fen", "8/8/8/4k3/8/8/8/4K3 w - - 0 1", "--flagged", "white" },
    { "ruling: game-over", "ended: dead-position", "result: 1/2-1/2", "articles: 5.2.2" } },
  /* 9.6.1: the fivefold repetition ended the game; resigning after it changes nothing. */
  { "resign-after-fivefold",
    { "resign", "--pgn", FIVEFOLD, "--by", "white" },
    { "ruling: game-over", "ended: fivefold", "ended-ply: 16", "result: 1/2-1/2",
      "articles: 9.6.1" } },
  /* A.5.3 through B.3: a blitz claim without full supervision; Black's bare king cannot mate. */
  { "flag-blitz-claim",
    { "flag", "--fen", QUEEN, "--flagged", "white", "--tc", "300+3", "--supervision", "partial",
      "--claimed" },
    { "result: 1/2-1/2", "articles: 6.9 A.5.3 B.3", "opponent-can-mate: no" } },
  /* A.5.5: the arbiter calls the flag in rapid without full supervision. */
  { "flag-rapid-arbiter",
    { "flag", "--fen", QUEEN, "--flagged", "black", "--tc", "900+10", "--supervision", "partial" },
    { "result: 1-0", "articles: 6.9 A.5.5" } },
  /* A.4: rapid under full supervision (the default). */
  { "flag-rapid-full",
    { "flag", "--fen", QUEEN, "--flagged", "black", "--tc", "900+10", "--supervision", "full" },
    { "result: 1-0", "articles: 6.9 A.4" } },
  /* Both flags, the clock shows Black's first: 6.9 on Black. */
  { "flag-both-black-first",
    { "flag", "--fen", MOVE_30, "--both", "--first", "black" },
    { "result: 1-0", "articles: 6.9", "next-period: no" } },
  /* III.3.1.1: order unknown at move 30 of 40: the game goes on. */
  { "flag-both-unknown-earlier",
    { "flag", "--fen", MOVE_30, "--both", "--tc", TC_40_PLAIN, "--guidelines-iii" },
    { "result: *", "articles: III.3.1", "next-period: no" } },
  /* III.3.1.2: order unknown at move 45, in the last period: drawn. */
  { "flag-both-unknown-last",
    { "flag", "--fen", MOVE_45, "--both", "--tc", TC_40_PLAIN, "--guidelines-iii" },
    { "result: 1/2-1/2", "articles: III.3.1" } },
  /* Without a time control the game is one period for all moves: the last one. */
  { "flag-both-unknown-no-tc",
    { "flag", "--fen", MOVE_30, "--both", "--guidelines-iii" },
    { "result: 1/2-1/2", "articles: III.3.1" } },
  /* III.2.1: Guidelines III only where the event announced them: otherwise the Laws give no
   * rule; the facts (both sides can still checkmate from the initial placement) go to the
   * arbiter, who decides. */
  { "flag-both-unknown-not-announced",
    { "flag", "--fen", MOVE_45, "--both", "--tc", TC_40_PLAIN },
    { "result: *", "articles: III.2.1", "rule: none, the arbiter decides", "white-can-mate: yes",
      "black-can-mate: yes" } },
  /* III.2.2: not with an increment (30 s a move), even where announced... */
  { "flag-both-unknown-increment",
    { "flag", "--fen", MOVE_45, "--both", "--tc", TC_40, "--guidelines-iii" },
    { "result: *", "articles: III.2.2", "rule: none, the arbiter decides" } },
  /* ...nor in blitz. */
  { "flag-both-unknown-blitz",
    { "flag", "--fen", MOVE_45, "--both", "--tc", "300", "--guidelines-iii" },
    { "result: *", "articles: III.2.2 A.5.5 B.3", "rule: none, the arbiter decides" } },
  /* 8.6: move 30 of 40 and the scoresheets cannot show the control missed: the game goes on. */
  { "flag-8.6",
    { "flag", "--fen", MOVE_30, "--flagged", "white", "--unknown-moves", "--tc", TC_40 },
    { "result: *", "articles: 8.6", "next-period: yes" } },
  /* ...but at move 45 every remaining move is due: 6.9. */
  { "flag-8.6-last-period",
    { "flag", "--fen", MOVE_45, "--flagged", "white", "--unknown-moves", "--tc", TC_40 },
    { "result: 0-1", "articles: 6.9", "next-period: no" } },

  /* Which period: by default from the FEN's move number (30 of 40: the first period)... */
  { "flag-period-from-fen",
    { "flag", "--fen", MOVE_30, "--flagged", "white", "--tc", TC_40 },
    { "period: 1", "period-moves: 40", "last-period: no", "period-from: fen-move-number" } },
  /* ...Black flags with White to move at move 41: Black's move in progress was move 40, the
   * last of the first period, so 8.6 still lets the game go on. */
  { "flag-period-black-moved-last",
    { "flag", "--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 41", "--flagged",
      "black", "--unknown-moves", "--tc", TC_40 },
    { "result: *", "articles: 8.6", "period: 1", "period-from: fen-move-number" } },
  /* ...or as the arbiter says: --period 2 is the last period (all the remaining moves), where
   * 8.6 does not help: 6.9, and Black can mate from the initial placement. */
  { "flag-period-option",
    { "flag", "--fen", MOVE_30, "--flagged", "white", "--unknown-moves", "--tc", TC_40, "--period",
      "2" },
    { "result: 0-1", "articles: 6.9", "period: 2", "period-moves: all", "last-period: yes",
      "period-from: period" } },
  /* --moves: 44 completed, the 45th in progress: the second period; 39 completed: the 40th,
   * still the first (8.6). */
  { "flag-moves-last",
    { "flag", "--fen", MOVE_30, "--flagged", "white", "--unknown-moves", "--tc", TC_40, "--moves",
      "44" },
    { "result: 0-1", "articles: 6.9", "period: 2", "period-from: moves" } },
  { "flag-moves-first",
    { "flag", "--fen", MOVE_45, "--flagged", "white", "--unknown-moves", "--tc", TC_40, "--moves",
      "39" },
    { "result: *", "articles: 8.6", "next-period: yes", "period: 1", "period-moves: 40",
      "last-period: no", "period-from: moves" } },
  /* A last period with a move count repeats (PGN standard 9.6.1): period 5 of 40/5400:20/1800
   * is the third 20 moves. */
  { "flag-period-repeats",
    { "flag", "--fen", MOVE_30, "--flagged", "white", "--tc", "40/5400:20/1800", "--period", "5" },
    { "period: 5", "period-moves: 20", "last-period: no" } },
  /* A.5.3: the claimant named. Both flags down: the claim fails (the claimant has no time). */
  { "flag-claimed-by-both",
    { "flag", "--fen", QUEEN_BLACK, "--both", "--first", "white", "--claimed-by", "black", "--tc",
      "600" },
    { "result: *", "claim: rejected", "claimant: black" } },
  /* Only White's flag down: Black's claim stands; Black, with the queen, can mate (6.9). */
  { "flag-claimed-by-one",
    { "flag", "--fen", QUEEN_BLACK, "--flagged", "white", "--claimed-by", "black", "--tc", "600" },
    { "result: 0-1", "claim: upheld", "claimant: black" } },

  /* 7.5.3: the clock pressed without a move, a second time: lost, White can mate. */
  { "illegal-clock-second",
    { "illegal", "--pgn", KNIGHTS, "--ply", "3", "--kind", "clock", "--previous", "1" },
    { "result: 1-0", "articles: 7.5.3 7.5.5", "restore-ply: 3", "replacement: none",
      "stands: no" } },
  /* 7.5.2: the pawn left unreplaced becomes a queen; two minutes to Black. */
  { "illegal-no-promotion",
    { "illegal", "--pgn", PROMOTION, "--ply", "4", "--kind", "no-promotion", "--move", "a8" },
    { "result: *", "adjust: black +120", "articles: 7.5.2 7.5.5", "restore-ply: 4",
      "replacement: a8=Q", "stands: no" } },
  /* Written as UCI; a knight was meant, but 7.5.2 puts a queen. */
  { "illegal-no-promotion-uci",
    { "illegal", "--pgn", PROMOTION, "--ply", "4", "--kind", "no-promotion", "--move", "a7a8n" },
    { "replacement: a8=Q" } },
  /* The second time with Black's rook on the board: lost (7.5.5). */
  { "illegal-no-promotion-second",
    { "illegal", "--pgn", PROMOTION, "--ply", "4", "--kind", "no-promotion", "--move", "a8",
      "--previous", "1" },
    { "result: 0-1", "articles: 7.5.2 7.5.5", "replacement: a8=Q" } },
  /* Against a bare king, in blitz (game 2 is 3'+2"), under full supervision (B.2): drawn. */
  { "illegal-no-promotion-second-bare-king",
    { "illegal", "--pgn", PROMOTION, "--game", "2", "--ply", "4", "--kind", "no-promotion",
      "--move", "a8", "--previous", "1", "--supervision", "full" },
    { "result: 1/2-1/2", "articles: 7.5.2 7.5.5 B.2", "opponent-can-mate: no",
      "replacement: a8=Q" } },
  /* Turkish letters: the queen is V. */
  { "illegal-no-promotion-turkish",
    { "illegal", "--pgn", "@rulings/promotion-tr.pgn", "--lang", "tr", "--ply", "4", "--kind",
      "no-promotion", "--move", "a8" },
    { "replacement: a8=V" } },
  /* 7.5.4: castling with both hands is legal and stands; one minute to Black in rapid. */
  { "illegal-two-hands-castling",
    { "illegal", "--pgn", CASTLING, "--ply", "6", "--kind", "two-hands", "--move", "O-O",
      "--supervision", "full" },
    { "result: *", "adjust: black +60", "articles: 7.5.4 7.5.5 A.3 A.4", "restore-ply: 6",
      "replacement: O-O", "stands: no" } },
  /* The same move written as the king's UCI move, under partial supervision (A.5.2). */
  { "illegal-two-hands-uci-partial",
    { "illegal", "--pgn", CASTLING, "--ply", "6", "--kind", "two-hands", "--move", "e1g1",
      "--supervision", "partial" },
    { "articles: 7.5.4 7.5.5 A.3 A.5.2", "replacement: O-O" } },
  /* O-O-O is not legal there: 7.5.1 applies, nothing replaces it. */
  { "illegal-two-hands-not-legal",
    { "illegal", "--pgn", CASTLING, "--ply", "6", "--kind", "two-hands", "--move", "O-O-O",
      "--supervision", "full" },
    { "result: *", "articles: 7.5.4 7.5.1 7.5.5 A.3 A.4", "restore-ply: 6", "replacement: none" } },
  /* A.5.2: without full supervision, once the opponent has moved the illegal move stands. */
  { "illegal-opponent-moved-stands",
    { "illegal", "--pgn", KNIGHTS, "--ply", "2", "--tc", "180+2", "--supervision", "partial",
      "--opponent-moved" },
    { "result: *", "adjust: none", "articles: A.5.2 B.3", "restore-ply: none", "replacement: none",
      "stands: yes" } },
  /* A.5.4: in blitz without full supervision, White's a-pawn left on a8 unpromoted (game 2,
   * after 4 plies) is an illegal position: still on the board after Black's next move, drawn;
   * put right by it, the game goes on. */
  { "illegal-position-still",
    { "illegal", "--pgn", PROMOTION, "--game", "2", "--ply", "4", "--kind", "no-promotion",
      "--move", "a8", "--supervision", "partial", "--opponent-moved" },
    { "result: 1/2-1/2", "adjust: none", "articles: A.5.4 B.3", "restore-ply: none",
      "replacement: none", "stands: no" } },
  { "illegal-position-put-right",
    { "illegal", "--pgn", PROMOTION, "--game", "2", "--ply", "4", "--kind", "no-promotion",
      "--move", "a8", "--supervision", "partial", "--opponent-moved", "--put-right" },
    { "result: *", "articles: A.5.4 B.3", "stands: yes" } },
  /* Both kings in check after an illegal move (A.5.4), still so after the next move. */
  { "illegal-position-both-kings",
    { "illegal", "--pgn", KNIGHTS, "--ply", "2", "--tc", "180+2", "--supervision", "partial",
      "--opponent-moved", "--both-kings-in-check" },
    { "result: 1/2-1/2", "articles: A.5.4 B.3", "stands: no" } },
  /* The scoresheet holds the illegal 2. Ke3 itself, after 2 plies: the game up to it is read and
   * 7.5.1 reinstates the position after 1... e5, two minutes to Black (7.5.5). */
  { "illegal-move-in-record",
    { "illegal", "--pgn", IN_RECORD, "--ply", "2" },
    { "result: *", "adjust: black +120", "articles: 7.5.1 7.5.5", "restore-ply: 2" } },
  /* The record holds the opponent's next move (knights.pgn goes on after 2 plies): he
   * has moved, and the move stands without --opponent-moved (A.5.2). */
  { "illegal-record-shows-reply",
    { "illegal", "--pgn", KNIGHTS, "--ply", "2", "--tc", "180+2", "--supervision", "partial" },
    { "result: *", "adjust: none", "articles: A.5.2 B.3", "restore-ply: none", "stands: yes" } },
  /* Under full supervision (B.2) the opponent's move changes nothing (7.5.1); B.2 applies the
   * Competition Rules, so 7.5.5's two minutes by the letter, and says which reading it used. */
  { "illegal-opponent-moved-full",
    { "illegal", "--pgn", KNIGHTS, "--ply", "2", "--tc", "180+2", "--opponent-moved",
      "--supervision", "full" },
    { "result: *", "adjust: black +120", "articles: 7.5.1 7.5.5 B.2", "restore-ply: 2",
      "supervision-article: B.2", "supervision-assumed: no" } },
  /* Nothing says how the event supervises its rapid games (A.6): the usual case, A.5, is assumed
   * and printed; the record holds the reply, so the illegal move stands (A.5.2). */
  { "illegal-rapid-supervision-assumed",
    { "illegal", "--pgn", KNIGHTS, "--ply", "2", "--tc", "900+10" },
    { "result: *", "articles: A.5.2", "stands: yes", "supervision: partial",
      "supervision-article: A.5", "supervision-assumed: yes" } },
  /* A claim in blitz under B.2: 9.5.3's two minutes, no A.3; under B.3 (assumed) one minute. */
  { "claim-blitz-b2",
    { "claim", "--pgn", KNIGHTS, "--ply", "4", "--kind", "threefold", "--by", "white", "--tc",
      "180+2", "--supervision", "full" },
    { "verdict: incorrect", "adjust: black +120", "articles: 9.2.1.2 9.2.2 9.5.3",
      "supervision-article: B.2" } },
  { "claim-blitz-assumed",
    { "claim", "--pgn", KNIGHTS, "--ply", "4", "--kind", "threefold", "--by", "white", "--tc",
      "180+2" },
    { "verdict: incorrect", "adjust: black +60", "articles: 9.2.1.2 9.2.2 9.5.3 A.3",
      "supervision-article: B.3", "supervision-assumed: yes" } },

  /* 9.6.1: the fivefold repetition after 16 plies ended the game drawn; an illegal move after it
   * is none of the game's: the draw stands, nothing is reinstated or penalised. */
  { "illegal-after-fivefold",
    { "illegal", "--pgn", FIVEFOLD, "--ply", "16" },
    { "ruling: game-over", "ended: fivefold", "ended-ply: 16", "result: 1/2-1/2",
      "articles: 9.6.1" } },
  /* Black's illegal move after 15 plies voids 8...Ng8 and the repetition with it (7.5.1): two
   * minutes to White (7.5.5). */
  { "illegal-before-fivefold",
    { "illegal", "--pgn", FIVEFOLD, "--ply", "15" },
    { "result: *", "adjust: white +120", "articles: 7.5.1 7.5.5", "restore-ply: 15" } },
  /* 5.1.1: 1.c8=Q# won the game; Black's irregularity after it changes nothing. */
  { "illegal-after-mate",
    { "illegal", "--pgn", PROMOTION_MATE, "--ply", "1" },
    { "ruling: game-over", "ended: checkmate", "ended-ply: 1", "result: 1-0", "articles: 5.1.1" } },
  { "illegal-clock-after-mate",
    { "illegal", "--pgn", PROMOTION_MATE, "--ply", "1", "--kind", "clock", "--previous", "1" },
    { "ruling: game-over", "result: 1-0", "articles: 5.1.1" } },
  /* White's illegal move before the mate: back to the start, two minutes to Black. */
  { "illegal-before-mate",
    { "illegal", "--pgn", PROMOTION_MATE, "--ply", "0" },
    { "result: *", "adjust: black +120", "articles: 7.5.1 7.5.5", "restore-ply: 0" } },
  /* 9.6.2: 150 plies without capture or pawn move, 75 moves by each: drawn before the flag
   * fell, though Black could mate. */
  { "flag-after-75-moves",
    { "flag", "--fen", "4k3/8/8/8/8/8/q7/4K3 w - - 150 120", "--flagged", "white" },
    { "ruling: game-over", "ended: seventy-five", "result: 1/2-1/2", "articles: 9.6.2" } },
  /* 149 plies are one short: 6.9, Black can mate. */
  { "flag-149-plies",
    { "flag", "--fen", "4k3/8/8/8/8/8/q7/4K3 w - - 149 120", "--flagged", "white" },
    { "result: 0-1", "articles: 6.9", "opponent-can-mate: yes" } },
  /* A.5.3 through B.3 (10 minutes is blitz, B.1): Black claims White's flag with his own flag
   * down too; the claimant has no time remaining: the claim fails and the game goes on. */
  { "flag-claim-both-fallen",
    { "flag", "--fen", QUEEN_BLACK, "--both", "--first", "white", "--claimed", "--supervision",
      "partial", "--tc", "600" },
    { "result: *", "adjust: none", "articles: A.5.3 B.3", "next-period: no", "claim: rejected" } },
  /* The same in rapid (15'+10"), whose flag first unknown. */
  { "flag-claim-both-fallen-rapid",
    { "flag", "--fen", QUEEN_BLACK, "--both", "--claimed", "--supervision", "partial", "--tc",
      "900+10" },
    { "result: *", "articles: A.5.3", "claim: rejected" } },
  /* With only White's flag down Black's claim succeeds (A.5.3, 6.9). */
  { "flag-claim-upheld",
    { "flag", "--fen", QUEEN_BLACK, "--flagged", "white", "--claimed", "--supervision", "partial",
      "--tc", "600" },
    { "result: 0-1", "articles: 6.9 A.5.3 B.3", "claim: upheld" } },
};

/* Whole outputs, to hold the order of the lines: the contract's first, the additions after. */
typedef struct
{
  const char *name;
  const char *args[MAX_ARGS];
  const char *out;
} ExactCase;

static const ExactCase exact[] = {
  { "flag",
    { "flag", "--fen", QUEEN, "--flagged", "black" },
    "result: 1-0\nadjust: none\narticles: 6.9\nopponent-can-mate: yes\nnext-period: no\n"
    /* No time control: one period for all the moves, as 6.9 alone has it. */
    "period: none\nperiod-moves: all\nlast-period: yes\nperiod-from: no-time-control\n" },
  /* 5.1.1 had ended the game before the flag fell: the game-over answer alone. */
  { "flag-after-mate",
    { "flag", "--fen", FOOLS_MATE, "--flagged", "black" },
    "ruling: game-over\nended: checkmate\nended-ply: none\nresult: 0-1\narticles: 5.1.1\n" },
  { "illegal",
    { "illegal", "--pgn", PROMOTION, "--ply", "4", "--kind", "no-promotion", "--move", "a8" },
    "result: *\nadjust: black +120\narticles: 7.5.2 7.5.5\nrestore-ply: 4\n"
    "time-class: standard\nreplacement: a8=Q\nstands: no\n" },
  /* The verdict of a claim comes after the contract's lines. */
  { "flag-claim-rejected",
    { "flag", "--fen", QUEEN_BLACK, "--both", "--first", "white", "--claimed", "--supervision",
      "partial", "--tc", "600" },
    "result: *\nadjust: none\narticles: A.5.3 B.3\nnext-period: no\nclaim: rejected\n"
    "supervision: partial\nsupervision-article: B.3\nsupervision-assumed: no\n"
    /* "600": one period, all the moves in it. */
    "period: 1\nperiod-moves: all\nlast-period: yes\nperiod-from: fen-move-number\n" },
  { "illegal-after-fivefold",
    { "illegal", "--pgn", FIVEFOLD, "--ply", "16" },
    "ruling: game-over\nended: fivefold\nended-ply: 16\nresult: 1/2-1/2\narticles: 9.6.1\n" },
};

/* The arguments with "@dir/name" made a path under tests/data; the paths go into owned. */
static void
build_argv (const char *const *args, const char **argv, GPtrArray *owned)
{
  for (int i = 0; args[i]; i++)
    {
      if (args[i][0] == '@')
        {
          char *p = g_build_filename (TEST_DATA_DIR, args[i] + 1, NULL);
          g_ptr_array_add (owned, p);
          argv[i] = p;
        }
      else
        argv[i] = args[i];
    }
}

static void
run_case (gconstpointer data)
{
  const RulingCase *c = data;
  const char *argv[MAX_ARGS + 1] = { NULL };
  g_autoptr (GPtrArray) owned = g_ptr_array_new_with_free_func (g_free);
  build_argv (c->args, argv, owned);
  g_auto (CliResult) res = { 0 };
  cli_run (&res, argv);
  cli_assert_ok_with_lines (&res, c->lines);
}

static void
run_exact (gconstpointer data)
{
  const ExactCase *c = data;
  const char *argv[MAX_ARGS + 1] = { NULL };
  g_autoptr (GPtrArray) owned = g_ptr_array_new_with_free_func (g_free);
  build_argv (c->args, argv, owned);
  g_auto (CliResult) res = { 0 };
  cli_run (&res, argv);
  g_assert_cmpstr (res.err, ==, "");
  g_assert_cmpint (res.status, ==, 0);
  g_assert_cmpstr (res.out, ==, c->out);
}

typedef struct
{
  const char *name;
  const char *args[MAX_ARGS];
  const char *needle;
} ErrorCase;

static const ErrorCase errors[] = {
  { "flag-no-fen", { "flag", "--flagged", "white" }, "--fen" },
  { "flag-bad-side",
    { "flag", "--fen", "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "--flagged", "both" },
    "--flagged" },
  { "flag-bad-fen",
    { "flag", "--fen", "4k3/8/8/8/8/8/8/3QK2 w - - 0 1", "--flagged", "white" },
    "--fen" },
  { "illegal-no-ply", { "illegal", "--pgn", "x.pgn" }, "--ply" },
  /* The record's illegal move comes before the ply asked about: the game cannot be read there. */
  { "illegal-past-the-bad-move", { "illegal", "--pgn", IN_RECORD, "--ply", "3" }, "--pgn" },
  /* A claim needs the whole record. */
  { "claim-illegal-in-record",
    { "claim", "--pgn", IN_RECORD, "--ply", "2", "--kind", "fifty", "--by", "white" },
    "--pgn" },
  { "illegal-negative-previous",
    { "illegal", "--pgn", "x.pgn", "--ply", "1", "--previous=-1" },
    "--previous" },
  /* 7.5.5: the second completed illegal move lost the game; there is no third. */
  { "illegal-previous-two",
    { "illegal", "--pgn", KNIGHTS, "--ply", "3", "--previous", "2" },
    "--previous" },
  { "illegal-bad-kind",
    { "illegal", "--pgn", KNIGHTS, "--ply", "1", "--kind", "castling" },
    "--kind" },
  { "illegal-bad-supervision",
    { "illegal", "--pgn", KNIGHTS, "--ply", "1", "--supervision", "some" },
    "--supervision" },
  { "illegal-no-promotion-without-move",
    { "illegal", "--pgn", PROMOTION, "--ply", "4", "--kind", "no-promotion" },
    "--move" },
  { "illegal-clock-with-move",
    { "illegal", "--pgn", KNIGHTS, "--ply", "3", "--kind", "clock", "--move", "Nc6" },
    "--move" },
  /* 7.5.2 is about a pawn: a king move is refused. */
  { "illegal-no-promotion-king",
    { "illegal", "--pgn", PROMOTION, "--ply", "4", "--kind", "no-promotion", "--move", "Kc4" },
    "Kc4" },
  { "illegal-unreadable-move",
    { "illegal", "--pgn", CASTLING, "--ply", "6", "--kind", "two-hands", "--move", "zz9" },
    "--move" },
  { "flag-both-and-flagged",
    { "flag", "--fen", MOVE_30, "--both", "--flagged", "white" },
    "--both" },
  { "flag-first-without-both",
    { "flag", "--fen", MOVE_30, "--flagged", "white", "--first", "white" },
    "--first" },
  { "flag-bad-first", { "flag", "--fen", MOVE_30, "--both", "--first", "grey" }, "--first" },
  { "flag-bad-supervision",
    { "flag", "--fen", QUEEN, "--flagged", "white", "--supervision", "none" },
    "--supervision" },
  { "flag-bad-tc", { "flag", "--fen", QUEEN, "--flagged", "white", "--tc", "40/" }, "--tc" },
  /* 40/5400+30:1800+30 has two periods, the second for all remaining moves. */
  { "flag-period-beyond",
    { "flag", "--fen", MOVE_30, "--flagged", "white", "--tc", TC_40, "--period", "3" },
    "--period" },
  { "flag-period-zero",
    { "flag", "--fen", MOVE_30, "--flagged", "white", "--tc", TC_40, "--period", "0" },
    "--period" },
  { "flag-period-without-tc",
    { "flag", "--fen", MOVE_30, "--flagged", "white", "--period", "2" },
    "--period" },
  { "flag-period-and-moves",
    { "flag", "--fen", MOVE_30, "--flagged", "white", "--tc", TC_40, "--period", "1", "--moves",
      "3" },
    "--moves" },
  { "flag-negative-moves",
    { "flag", "--fen", MOVE_30, "--flagged", "white", "--tc", TC_40, "--moves=-1" },
    "--moves" },
  /* A player does not claim on his own flag. */
  { "flag-claim-own-flag",
    { "flag", "--fen", QUEEN, "--flagged", "white", "--claimed-by", "white" },
    "--claimed-by" },
};

static void
run_error (gconstpointer data)
{
  const ErrorCase *c = data;
  const char *argv[MAX_ARGS + 1] = { NULL };
  g_autoptr (GPtrArray) owned = g_ptr_array_new_with_free_func (g_free);
  build_argv (c->args, argv, owned);
  g_auto (CliResult) res = { 0 };
  cli_run (&res, argv);
  cli_assert_usage_error (&res, c->needle, NULL);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  cli_add_cases ("/cli/rulings", cases, sizeof cases[0], G_N_ELEMENTS (cases), run_case);
  cli_add_cases ("/cli/rulings/exact", exact, sizeof exact[0], G_N_ELEMENTS (exact), run_exact);
  cli_add_cases ("/cli/rulings/error", errors, sizeof errors[0], G_N_ELEMENTS (errors), run_error);
  return g_test_run ();
}
