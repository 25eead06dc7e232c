#!/usr/bin/env python3
# tests/data/mate/make-positions.py
# SPDX-License-Identifier: GPL-3.0-or-later
# Makes the benchmark positions: stockfish self-play from random openings, every 10th ply and
# every final position, one FEN a line.
"""Usage: make-positions.py [--games N] [--seed S] [--stockfish PATH] > games.fen

Each game starts with 2 to 7 random legal plies, then stockfish plays both sides at a depth
drawn from 1..8 for each game (with 'Skill Level' drawn from 0..20, so that some games are won
by blunders and some are long endings). A game ends at checkmate, stalemate, threefold
repetition, the 50-move rule, a king-and-minor against king ending, or after 400 plies.
Written: every position whose ply count is a multiple of 10, and the final position (marked
with '; final' and how the game ended)."""

import argparse
import random
import subprocess
import sys


class Engine:
    def __init__(self, path):
        self.p = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)
        self.send("uci")
        self.wait("uciok")
        self.send("setoption name Threads value 1")
        self.send("setoption name Hash value 16")

    def send(self, line):
        self.p.stdin.write(line + "\n")

    def wait(self, prefix):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                sys.exit("stockfish died")
            line = line.rstrip("\n")
            lines.append(line)
            if line.startswith(prefix):
                return lines

    def set_position(self, moves):
        self.send("position startpos moves " + " ".join(moves) if moves else "position startpos")

    def legal_moves(self):
        self.send("go perft 1")
        lines = self.wait("Nodes searched")
        return [l.split(":")[0] for l in lines if ":" in l and not l.startswith("Nodes")]

    def fen(self):
        self.send("d")
        lines = self.wait("Checkers")
        for l in lines:
            if l.startswith("Fen: "):
                return l[5:].strip()
        sys.exit("no FEN from stockfish")

    def best(self, depth):
        self.send(f"go depth {depth}")
        return self.wait("bestmove").pop().split()[1]


def insufficient(fen):
    board = fen.split()[0]
    pieces = sorted(c for c in board if c.isalpha() and c not in "Kk")
    return pieces in ([], ["B"], ["N"], ["b"], ["n"])


def play(engine, rng, out):
    moves = []
    engine.send("ucinewgame")
    engine.send(f"setoption name Skill Level value {rng.randint(0, 20)}")
    depth = rng.randint(1, 8)
    opening = rng.randint(2, 7)
    seen = {}
    while True:
        engine.set_position(moves)
        fen = engine.fen()
        legal = engine.legal_moves()
        ply = len(moves)
        rep = " ".join(fen.split()[:4])
        seen[rep] = seen.get(rep, 0) + 1
        end = None
        if not legal:
            end = "no-moves"
        elif seen[rep] >= 3:
            end = "threefold"
        elif int(fen.split()[4]) >= 100:
            end = "fifty"
        elif insufficient(fen):
            end = "insufficient"
        elif ply >= 400:
            end = "length"
        if end:
            out.write(f"{fen} ; final {end} ply {ply}\n")
            return
        if ply % 10 == 0:
            out.write(f"{fen}\n")
        moves.append(rng.choice(legal) if ply < opening else engine.best(depth))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=800)
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--stockfish", default="/usr/games/stockfish")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    engine = Engine(args.stockfish)
    for _ in range(args.games):
        play(engine, rng, sys.stdout)
        sys.stdout.flush()


if __name__ == "__main__":
    main()
