#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Measures hakem-cli reconcile on real games with made-up writing mistakes.

For each game of a PGN file (default: tests/bench/data/games-800.pgn.xz) two scoresheets are
written from its moves, White's and Black's, each with up to five independent mistakes: a wrong
piece letter, a wrong file or rank, a missing or extra 'x', '+', '=Q', an illegible ('?') or
empty ('-') cell, two moves of one side swapped, a move left out (later moves slide into the
other column), a move written that was not played, Turkish letters; some sheets stop early and
then the final position is given. hakem-cli reconcile --json is run on each pair and its game
compared with the real one.

The final position (for sheets that stop early) is taken from hakem-cli reconcile run on two
faithful copies of the game, after checking that it returns exactly the game's moves.

Python 3 standard library only; the seed makes every run write the same sheets.
"""
import argparse
import json
import lzma
import os
import random
import re
import resource
import subprocess
import sys
import tempfile
import time

TOP = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
PIECES = "KQRBN"
TURKISH = {"K": "Ş", "Q": "V", "R": "K", "B": "F", "N": "A"}


def read_games(path):
    opener = lzma.open if path.endswith(".xz") else open
    with opener(path, "rt", encoding="utf-8") as f:
        text = f.read()
    games = []
    for block in re.split(r"\n(?=\[Event )", text):
        body = "\n".join(l for l in block.splitlines()
                          if not re.match(r'^\[\w+ ".*"\]\s*$', l))
        body = re.sub(r"\{[^}]*\}", " ", body)
        while "(" in body:
            body = re.sub(r"\([^()]*\)", " ", body)
        body = re.sub(r"\$\d+", " ", body)
        moves = []
        for tok in body.split():
            tok = re.sub(r"^\d+\.+", "", tok)
            if not tok or tok in ("1-0", "0-1", "1/2-1/2", "*"):
                continue
            moves.append(tok)
        if len(moves) >= 2:
            games.append(moves)
    return games


def wrong_piece(rng, m):
    if m.startswith("O-O"):
        return None
    if m[0] in PIECES:
        return rng.choice([p for p in PIECES if p != m[0]]) + m[1:]
    return rng.choice("QRBN") + m  # a pawn move written with a piece letter


def wrong_square(rng, m):
    sq = [i for i in range(len(m) - 1) if m[i] in "abcdefgh" and m[i + 1] in "12345678"]
    if not sq:
        return None
    i = sq[-1]
    if rng.random() < 0.5:
        f = ord(m[i]) - ord("a")
        f = f + 1 if f == 0 or (f < 7 and rng.random() < 0.5) else f - 1
        return m[:i] + chr(ord("a") + f) + m[i + 1:]
    r = int(m[i + 1])
    r = r + 1 if r == 1 or (r < 8 and rng.random() < 0.5) else r - 1
    return m[:i + 1] + str(r) + m[i + 2:]


def wrong_decoration(rng, m):
    options = []
    if "x" in m:
        options.append(m.replace("x", ""))
    elif not m.startswith("O-O") and m[0] in PIECES:
        options.append(m[0] + "x" + m[1:].rstrip("+#") + ("+" if m.endswith("+") else ""))
    if m.endswith("+") or m.endswith("#"):
        options.append(m[:-1])
    else:
        options.append(m + "+")
    if "=" in m:
        options.append(re.sub(r"=[QRBN]", "", m))
    return rng.choice(options)


def make_sheet(rng, moves, mistakes):
    cells = list(moves)
    kinds = []
    for _ in range(mistakes):
        kind = rng.choice(["piece", "square", "decoration", "illegible", "empty", "swap",
                           "omit", "extra", "decoration", "square"])
        if len(cells) < 4:
            break
        i = rng.randrange(len(cells))
        if kind in ("piece", "square", "decoration"):
            if cells[i] in ("?", "-"):
                continue
            f = {"piece": wrong_piece, "square": wrong_square,
                 "decoration": wrong_decoration}[kind]
            new = f(rng, cells[i])
            if new is None or new == cells[i]:
                continue
            cells[i] = new
        elif kind == "illegible":
            cells[i] = "?"
        elif kind == "empty":
            cells[i] = "-"
        elif kind == "swap":
            if i + 2 >= len(cells):
                continue
            cells[i], cells[i + 2] = cells[i + 2], cells[i]
        elif kind == "omit":
            del cells[i]
        elif kind == "extra":
            cells.insert(i, cells[rng.randrange(len(cells))])
        kinds.append(kind)
    return cells, kinds


def turkish(cells):
    out = []
    for c in cells:
        out.append("".join(TURKISH.get(ch, ch) for ch in c))
    return out


def write_sheet(path, cells, result):
    with open(path, "w", encoding="utf-8") as f:
        for n in range(0, len(cells), 2):
            f.write("%d. %s\n" % (n // 2 + 1, " ".join(cells[n:n + 2])))
        if result:
            f.write(result + "\n")


def reconcile(cli, white, black, final_fen):
    args = [cli, "reconcile", "--white", white, "--black", black, "--json"]
    if final_fen:
        args += ["--final-fen", final_fen]
    t0 = time.perf_counter()
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    p = subprocess.run(args, capture_output=True, text=True)
    elapsed = time.perf_counter() - t0
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)
    if p.returncode != 0:
        raise RuntimeError("hakem-cli failed: %s" % p.stderr.strip())
    return json.loads(p.stdout), elapsed, cpu


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cli", default=os.path.join(TOP, "build", "src", "cli", "hakem-cli"))
    ap.add_argument("--pgn", default=os.path.join(TOP, "tests", "bench", "data",
                                                  "games-800.pgn.xz"))
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--seed", type=int, default=29)
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("--only", type=int, help="run only game N (the sheets are the same)")
    ap.add_argument("--keep", help="copy the sheets of games not recovered into this folder")
    a = ap.parse_args()
    games = read_games(a.pgn)[:a.games]
    rng = random.Random(a.seed)
    exact = among = plies_right = plies_total = 0
    worst = total_time = 0.0
    worst_game = 0
    worst_cpu = 0.0
    with tempfile.TemporaryDirectory() as tmp:
        wpath, bpath = os.path.join(tmp, "white.txt"), os.path.join(tmp, "black.txt")
        for g, moves in enumerate(games):
            skip = a.only is not None and a.only != g + 1
            if not skip:
                write_sheet(wpath, moves, None)
                write_sheet(bpath, moves, None)
                clean, _, _ = reconcile(a.cli, wpath, bpath, None)
                if clean["moves"] != moves:
                    sys.exit("game %d: the faithful sheets do not give the game back" % (g + 1))
            sheets, kinds = [], []
            for side in range(2):
                cells, k = make_sheet(rng, moves, rng.randint(0, 5))
                sheets.append(cells)
                kinds.append(k)
            final_fen = None
            if rng.random() < 0.25:
                short = rng.randrange(2)
                sheets[short] = sheets[short][:max(2, len(sheets[short]) - rng.randint(1, 20))]
                kinds[short].append("stop")
                if rng.random() < 0.3:
                    other = 1 - short
                    sheets[other] = sheets[other][:len(sheets[other]) - rng.randint(1, 3)]
                    kinds[other].append("stop")
                final_fen = None if skip else clean["final-fen"]
            for side in range(2):
                if rng.random() < 0.2:
                    sheets[side] = turkish(sheets[side])
                    kinds[side].append("turkish")
            result = rng.choice([None, "1-0", "*"])
            if skip:
                continue
            write_sheet(wpath, sheets[0], result)
            write_sheet(bpath, sheets[1], None)
            out, elapsed, cpu = reconcile(a.cli, wpath, bpath, final_fen)
            worst_cpu = max(worst_cpu, cpu)
            if elapsed > worst:
                worst, worst_game = elapsed, g + 1
            total_time += elapsed
            got = out["moves"]
            right = sum(1 for x, y in zip(got, moves) if x == y)
            plies_right += right
            plies_total += max(len(moves), len(got))
            if got == moves:
                exact += 1
            elif any(alt["moves"] == moves for alt in out["alternatives"]):
                among += 1
            if got != moves or elapsed > 0.5:
                if a.keep:
                    os.makedirs(a.keep, exist_ok=True)
                    for name, path in (("white", wpath), ("black", bpath)):
                        with open(path, encoding="utf-8") as src, \
                             open(os.path.join(a.keep, "%d-%s.txt" % (g + 1, name)), "w",
                                  encoding="utf-8") as dst:
                            dst.write(src.read())
                    with open(os.path.join(a.keep, "%d-game.txt" % (g + 1)), "w") as dst:
                        dst.write(" ".join(moves) + "\n" + (final_fen or "") + "\n")
            if got != moves and not any(alt["moves"] == moves for alt in out["alternatives"]) \
               and a.verbose:
                print("game %d (%d plies): %d right; white %s, black %s" %
                      (g + 1, len(moves), right, kinds[0], kinds[1]))
    n = len(games) if a.only is None else 1
    print("games: %d" % n)
    print("exact: %d (%.1f%%)" % (exact, 100.0 * exact / n))
    print("among-alternatives: %d" % among)
    print("recovered: %.1f%%" % (100.0 * (exact + among) / n))
    print("half-moves-right: %.2f%%" % (100.0 * plies_right / plies_total))
    print("worst-seconds: %.3f (game %d)" % (worst, worst_game))
    print("mean-seconds: %.3f" % (total_time / n))
    print("worst-cpu-seconds: %.3f" % worst_cpu)


if __name__ == "__main__":
    main()
