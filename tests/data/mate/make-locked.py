#!/usr/bin/env python3
# tests/data/mate/make-locked.py
# SPDX-License-Identifier: GPL-3.0-or-later
# Makes the hard can-mate test set: locked pawn chains with pieces behind them, labelled by CHA.
"""Usage:
  make-locked.py generate [--seed S] [--count N] > raw.fen
  make-locked.py label --cha PATH [--limit NODES] raw.fen > locked.fen
  make-locked.py small [--seed S] [--per-class N] locked.fen > locked-small.fen

generate: random legal positions (seeded, deterministic) built around pawns that block each
other, one FEN a line with its class in the note:
  wall     pawns on all eight files, each white pawn blocked by a black one, adjacent files one
           rank apart (a chain): no pawn can ever move or capture
  gap      the same with one or two files left empty, so that kings and pieces can pass
  break    a chain with one breakable point: two adjacent files on the same rank (each side can
           capture), or a file with a square between the two pawns (a lever after one push)
  promo    a chain of five to seven files and a passed pawn on an empty file, which can promote
           (to a bishop of either colour, among others)
  partial  three to six locked files and more pieces, promoted ones included (two bishops of
           one colour, say)
Behind the pawns: bishops (of one colour or both), knights, rooks, sometimes queens; kings
mostly behind their own pawns, sometimes beyond. Every position is legal in the sense that
matters here: kings not adjacent, neither side in check (so the side not to move is not),
no pawn on the first or last rank, at most eight pawns a side and no more promoted pieces than
missing pawns (a second bishop on squares of one colour is a promoted one), no castling or en
passant rights.

label: asks the Chess Unwinnability Analyzer both questions of every position (white, black) in
one process at the given node limit (default 10,000,000; --answers reuses the answers of an
earlier run, --save keeps the new ones), keeps the decided answers, replays
every helpmate line it prints with tinychess.py (an independent move generator) and drops the
position if a line fails, and writes mate-bench lines 'FEN ; CLASS-N white=yes|no black=yes|no'
(a side CHA leaves undetermined gets no expectation; a position with neither is dropped).

small: the positions of issue 14, and a subset chosen per class and per pair of answers (more
of the classes where "dead" must not be declared; in promo, half of them with a side that has
bishops of one colour only and a pawn free to promote), for the rules test suite."""

import argparse
import os
import random
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tinychess import Position, replay_helpmate, sq  # noqa: E402

INITIAL = {"Q": 1, "R": 2, "B": 2, "N": 2}


def light(s):
    return (s % 8 + s // 8) % 2 == 1


def chain(rng, files, lo=1, hi=5):
    """White pawn ranks (0-based: 1 is rank 2) for the given adjacent files, one rank apart."""
    ranks = {}
    r = rng.randint(lo, hi)
    for f in files:
        ranks[f] = r
        step = rng.choice((-1, 1))
        if not lo <= r + step <= hi:
            step = -step
        r += step
    return ranks


def runs(files):
    """Splits a sorted file list into runs of adjacent files."""
    out = []
    for f in files:
        if out and out[-1][-1] == f - 1:
            out[-1].append(f)
        else:
            out.append([f])
    return out


def pawn_structure(rng, kind):
    """Returns (white pawn ranks by file, black pawn ranks by file, extra pawns)."""
    files = list(range(8))
    extra = []
    if kind in ("gap", "promo", "partial"):
        drop = {"gap": rng.randint(1, 2), "promo": rng.randint(1, 3), "partial": rng.randint(2, 5)}
        for f in rng.sample(files, drop[kind]):
            files.remove(f)
    wr = {}
    for run in runs(files):
        wr.update(chain(rng, run))
    br = {f: r + 1 for f, r in wr.items()}
    if kind == "break":
        if rng.random() < 0.5:
            f = rng.randint(0, 6)
            wr[f + 1] = wr[f]
            br[f + 1] = wr[f] + 1
        else:
            f = rng.choice([f for f in wr if wr[f] <= 4])
            br[f] = wr[f] + 2
    if kind == "promo":
        empty = [f for f in range(8) if f not in wr]
        f = rng.choice(empty)
        extra.append(("P" if rng.random() < 0.5 else "p", f, rng.randint(1, 6)))
    return wr, br, extra


# Pieces of one side: Bo a bishop on the colour of the side's own pawns (which can never attack
# the other side's pawns of a chain, all on the other colour), Be one on the other colour.
ARMIES = [
    ("", 4), ("Bo", 8), ("BoBo", 3), ("BoBoBo", 1), ("Be", 3), ("BoBe", 2), ("N", 2), ("BoN", 1),
    ("R", 1), ("RBo", 1), ("Q", 1), ("BeBe", 1),
]


def army(rng, promotions_allowed, own_light):
    while True:
        text = rng.choices([a for a, _ in ARMIES], [w for _, w in ARMIES])[0]
        pieces = []
        for p in re.findall(r"B[oe]|[NRQ]", text):
            if p[0] == "B":
                pieces.append("Bl" if (p == "Bo") == own_light else "Bd")
            else:
                pieces.append(p)
        counts = {}
        for p in pieces:
            counts[p[0]] = counts.get(p[0], 0) + 1
        promoted = sum(max(0, n - INITIAL[k]) for k, n in counts.items())
        if promoted <= promotions_allowed:
            return pieces


def behind(board, s, is_white, wr, br):
    """Is square s on its side of the pawns (below White's pawn on that file, above Black's)?"""
    f, r = s % 8, s // 8
    if is_white:
        return r < wr.get(f, 3)
    return r > br.get(f, 4)


def place(rng, board, piece, is_white, wr, br, own_side):
    ok = [s for s in range(64) if board[s] == "."]
    if own_side:
        ok = [s for s in ok if behind(board, s, is_white, wr, br)]
    if piece in ("Bl", "Bd"):
        ok = [s for s in ok if light(s) == (piece == "Bl")]
    if not ok:
        return False
    letter = piece[0]
    board[rng.choice(ok)] = letter if is_white else letter.lower()
    return True


def sane(board):
    """At most eight pawns a side and no more promoted pieces than missing pawns, a second
    bishop on squares of one colour counting as promoted."""
    for is_white in (True, False):
        men = [(p.upper(), light(s)) for s, p in enumerate(board)
               if p != "." and p.isupper() == is_white]
        pawns = sum(p == "P" for p, _ in men)
        count = lambda kind: sum(p == kind for p, _ in men)
        promoted = sum(max(0, count(k) - INITIAL[k]) for k in "QRN")
        promoted += sum(max(0, sum(p == "B" and c == colour for p, c in men) - 1)
                        for colour in (True, False))
        if pawns > 8 or promoted > 8 - pawns:
            return False
    return True


def make_one(rng, kind):
    wr, br, extra = pawn_structure(rng, kind)
    board = ["."] * 64
    for f, r in wr.items():
        board[sq(f, r)] = "P"
    for f, r in br.items():
        board[sq(f, r)] = "p"
    for p, f, r in extra:
        board[sq(f, r)] = p
    for is_white in (True, False):
        mine = [s for s in range(64) if board[s] == ("P" if is_white else "p")]
        own_light = 2 * sum(light(s) for s in mine) > len(mine)
        for piece in army(rng, 8 - len(mine), own_light):
            if not place(rng, board, piece, is_white, wr, br, rng.random() < 0.85):
                return None
    for is_white in (True, False):
        if not place(rng, board, "K", is_white, wr, br, rng.random() < 0.8):
            return None
    pos = Position("8/8/8/8/8/8/8/8 w - -")
    pos.board = board
    pos.white_to_move = rng.random() < 0.5
    if pos.in_check(True) or pos.in_check(False):
        return None
    for s in list(range(8)) + list(range(56, 64)):
        if board[s] in "Pp":
            return None
    # army() counts bishops by kind only; this is the check that matters.
    if not sane(board):
        return None
    return pos.fen() + " 0 1"


KINDS = [("wall", 6), ("gap", 4), ("break", 3), ("promo", 2), ("partial", 2)]


def generate(args):
    rng = random.Random(args.seed)
    seen = set()
    n = 0
    while n < args.count:
        kind = rng.choices([k for k, _ in KINDS], [w for _, w in KINDS])[0]
        fen = make_one(rng, kind)
        if fen is None or fen.split()[0] in seen:
            continue
        seen.add(fen.split()[0])
        n += 1
        print("%s ; %s-%d" % (fen, kind, n))


def label(args):
    items = []
    with open(args.raw) as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith("#"):
                fen, note = line.split(" ; ")
                items.append((fen, note))
    # CHA's answer lines end with the question in brackets: '(FEN white)'.
    known = {}
    if args.answers:
        with open(args.answers) as f:
            for l in f:
                m = re.match(r"(winnable|unwinnable|undetermined)[ #].*\((.*) (white|black)\)$",
                             l.strip())
                if m:
                    known[(" ".join(m.group(2).split()[:4]), m.group(3))] = l.strip()
    asked = [(fen, side) for fen, _ in items for side in ("white", "black")]
    missing = [q for q in asked if (" ".join(q[0].split()[:4]), q[1]) not in known]
    if missing:
        if not args.cha:
            sys.exit("%d questions have no answer and there is no --cha" % len(missing))
        out = subprocess.run([args.cha, "-limit", str(args.limit)], text=True,
                             input="".join("%s %s\n" % q for q in missing),
                             capture_output=True, check=True).stdout.splitlines()
        out = [l for l in out if re.match(r"(winnable|unwinnable|undetermined)[ #]", l)]
        if len(out) != len(missing):
            sys.exit("CHA answered %d of %d questions" % (len(out), len(missing)))
        for q, l in zip(missing, out):
            known[(" ".join(q[0].split()[:4]), q[1])] = l
            if args.save:
                with open(args.save, "a") as f:
                    f.write(l + "\n")
    answers = [known[(" ".join(fen.split()[:4]), side)] for fen, side in asked]
    labelled = []
    undecided = bad = 0
    for i, (fen, note) in enumerate(items):
        want = {}
        nodes = 0
        for k, side in enumerate(("white", "black")):
            words = answers[2 * i + k].split()
            mated = words[0] == "winnable#"  # the opponent is checkmated already: no line
            words[0] = words[0].rstrip("#")
            nodes = max(nodes, int(words[words.index("nodes") + 1]))
            if words[0] == "unwinnable":
                want[side] = "no"
            elif words[0] == "winnable":
                line = []
                for w in [] if mated else words[1:]:
                    line.append(w.rstrip("#"))
                    if w.endswith("#"):
                        break
                why = replay_helpmate(fen, line, side == "white", forced_first=True)
                if why is not None:
                    print("bad line for %s in %s: %s" % (side, fen, why), file=sys.stderr)
                    bad += 1
                    want = None
                    break
                want[side] = "yes"
            else:
                undecided += 1
        if want:
            labelled.append((fen, note, want, nodes))
    # Positions where both sides can mate are most of what the generator makes; keep the
    # hardest ones for CHA (most nodes) and a random sample of the rest, all the others.
    both = [x for x in labelled if set(x[2].values()) == {"yes"} and len(x[2]) == 2]
    keep = set()
    if args.keep_yes is not None and len(both) > args.keep_yes:
        rng = random.Random(args.seed)
        hard = sorted(both, key=lambda x: -x[3])[:args.keep_yes // 2]
        rest = [x for x in both if x not in hard]
        keep = {id(x) for x in hard + rng.sample(rest, args.keep_yes - len(hard))}
        labelled = [x for x in labelled if x not in both or id(x) in keep]
    for fen, note, want, _ in labelled:
        print("%s ; %s %s" % (fen, note, " ".join("%s=%s" % kv for kv in want.items())))
    print("kept %d positions of %d, %d questions undetermined, %d bad lines"
          % (len(labelled), len(items), undecided, bad), file=sys.stderr)


# How many positions of each (class, white can mate, black can mate) the small set takes; the
# classes where "dead" must not be declared get more.
SMALL_QUOTA = {
    ("break", "yes", "yes"): 10, ("promo", "yes", "yes"): 8, ("partial", "yes", "yes"): 8,
    ("gap", "yes", "yes"): 6, ("wall", "yes", "yes"): 6, ("wall", "no", "no"): 6,
    ("gap", "no", "no"): 6, ("partial", "no", "no"): 4,
}

# Positions of issue 14, with the answers the issue states; CHA 2.6.1 at -limit 10000000 gives
# the same (the first: the pawn break ...d5 opens the position, both sides can mate).
ISSUE = [
    ("8/8/3p4/1p2p2k/pP1pP1p1/P2P2P1/6K1/8 b - - 0 1", "issue14-break", "yes", "yes"),
    ("4b3/5k1p/6pP/1pBp1pP1/1P1P1P2/6K1/8/8 w - - 0 1", "issue14-a", "yes", "no"),
    ("8/4k3/3b1b2/p1pBp1p1/P1P1P1P1/3B4/4K3/8 w - - 0 1", "issue14-b", "yes", "no"),
    ("8/b1k3b1/5b2/p1p1p1p1/P1P1P1P1/2K2B2/5bB1/8 w - - 0 1", "issue14-c", "no", "yes"),
    ("8/1p3k2/pPp3p1/P1Pp1pPp/2bP1P1P/4BK2/7B/4B3 b - - 0 1", "issue14-d", "no", "yes"),
]


def runs_to_promotion(fen, is_white):
    """Does the side have only bishops of one colour besides king and pawns, and a pawn with
    no pawn in front of it on its file (one that can promote, to a bishop of the other colour
    among others)?"""
    pos = Position(fen)
    b = pos.board
    mine = [(p.upper(), s) for s, p in enumerate(b) if p != "." and p.isupper() == is_white]
    pieces = [(p, s) for p, s in mine if p not in "KP"]
    if not pieces or any(p != "B" for p, _ in pieces) or len({light(s) for _, s in pieces}) != 1:
        return False
    step = 8 if is_white else -8
    for p, s in mine:
        if p == "P":
            t = s + step
            while 0 <= t < 64 and b[t].upper() != "P":
                t += step
            if not 0 <= t < 64:
                return True
    return False


def small(args):
    rng = random.Random(args.seed)
    groups = {}
    with open(args.labelled) as f:
        for line in f:
            if line.startswith("#") or " ; " not in line:
                continue
            fen, note = line.rstrip("\n").split(" ; ")
            kind = note.split("-")[0]
            w = re.search(r"white=(\w+)", note)
            b = re.search(r"black=(\w+)", note)
            if not w or not b:
                continue
            groups.setdefault((kind, w.group(1), b.group(1)), []).append(line.rstrip("\n"))
    for fen, label, w, b in ISSUE:
        print("%s ; %s white=%s black=%s" % (fen, label, w, b))
    for key in sorted(groups):
        lines = groups[key]
        n = min(SMALL_QUOTA.get(key, args.per_class), len(lines))
        chosen = []
        if key[0] == "promo":
            promo = [l for l in lines if any(runs_to_promotion(l.split(" ; ")[0], c)
                                             for c in (True, False))]
            chosen = rng.sample(promo, min(len(promo), n // 2))
        rest = [l for l in lines if l not in chosen]
        chosen += rng.sample(rest, n - len(chosen))
        for line in chosen:
            print(line)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="command", required=True)
    g = sub.add_parser("generate")
    g.add_argument("--seed", type=int, default=14)
    g.add_argument("--count", type=int, default=3000)
    la = sub.add_parser("label")
    la.add_argument("--cha")
    la.add_argument("--limit", type=int, default=10000000)
    la.add_argument("--answers", help="CHA's output from an earlier run: the questions it"
                    " answers are not asked again")
    la.add_argument("--save", help="append CHA's new answers to this file")
    la.add_argument("--keep-yes", type=int, help="keep at most N positions where both can mate")
    la.add_argument("--seed", type=int, default=14)
    la.add_argument("raw")
    s = sub.add_parser("small")
    s.add_argument("--seed", type=int, default=14)
    s.add_argument("--per-class", type=int, default=6,
                   help="positions of a class and answer pair that SMALL_QUOTA does not name")
    s.add_argument("labelled")
    args = ap.parse_args()
    {"generate": generate, "label": label, "small": small}[args.command](args)


if __name__ == "__main__":
    main()
