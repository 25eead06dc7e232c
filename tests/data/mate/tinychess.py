# tests/data/mate/tinychess.py
# SPDX-License-Identifier: GPL-3.0-or-later
# A small, slow, self-contained chess move generator for checking data made by other programs.
"""Legal moves, check and checkmate, enough to replay a helpmate line given in UCI and to test
that a generated position is legal, without any of Hakem's code (so that the check is
independent of the program under test). Squares are 0..63, a1 = 0, h8 = 63; a board is a list
of 64 one-character strings, '.' for an empty square, upper case for White."""

KNIGHT = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))
KING = ((1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1))
ROOK = ((1, 0), (0, 1), (-1, 0), (0, -1))
BISHOP = ((1, 1), (-1, 1), (-1, -1), (1, -1))


def sq(f, r):
    return r * 8 + f


def name(s):
    return "abcdefgh"[s % 8] + str(s // 8 + 1)


def parse_square(t):
    return sq(ord(t[0]) - 97, int(t[1]) - 1)


def white(p):
    return p.isupper()


class Position:
    def __init__(self, fen):
        f = fen.split()
        self.board = ["."] * 64
        for i, row in enumerate(f[0].split("/")):
            file = 0
            for ch in row:
                if ch.isdigit():
                    file += int(ch)
                else:
                    self.board[sq(file, 7 - i)] = ch
                    file += 1
        self.white_to_move = f[1] == "w"
        self.castling = f[2] if len(f) > 2 else "-"
        self.ep = parse_square(f[3]) if len(f) > 3 and f[3] != "-" else None

    def fen(self):
        rows = []
        for r in range(7, -1, -1):
            row, empty = "", 0
            for f in range(8):
                p = self.board[sq(f, r)]
                if p == ".":
                    empty += 1
                else:
                    row += (str(empty) if empty else "") + p
                    empty = 0
            rows.append(row + (str(empty) if empty else ""))
        ep = name(self.ep) if self.ep is not None else "-"
        return "%s %s %s %s" % ("/".join(rows), "w" if self.white_to_move else "b",
                                self.castling or "-", ep)

    def king(self, is_white):
        return self.board.index("K" if is_white else "k")

    def attacked(self, s, by_white):
        """Is square s attacked by a piece of the given colour?"""
        b = self.board
        f0, r0 = s % 8, s // 8
        pawn_rank = r0 - 1 if by_white else r0 + 1
        pawn = "P" if by_white else "p"
        for df in (-1, 1):
            f = f0 + df
            if 0 <= f < 8 and 0 <= pawn_rank < 8 and b[sq(f, pawn_rank)] == pawn:
                return True
        for steps, kinds in ((KNIGHT, "N"), (KING, "K")):
            for df, dr in steps:
                f, r = f0 + df, r0 + dr
                if 0 <= f < 8 and 0 <= r < 8:
                    p = b[sq(f, r)]
                    if p != "." and white(p) == by_white and p.upper() == kinds:
                        return True
        for dirs, kinds in ((ROOK, "RQ"), (BISHOP, "BQ")):
            for df, dr in dirs:
                f, r = f0 + df, r0 + dr
                while 0 <= f < 8 and 0 <= r < 8:
                    p = b[sq(f, r)]
                    if p != ".":
                        if white(p) == by_white and p.upper() in kinds:
                            return True
                        break
                    f, r = f + df, r + dr
        return False

    def in_check(self, is_white):
        return self.attacked(self.king(is_white), not is_white)

    def _pseudo(self):
        """(from, to, promotion piece letter or '') of the side to move, castling left out."""
        b, us = self.board, self.white_to_move
        out = []
        for s in range(64):
            p = b[s]
            if p == "." or white(p) != us:
                continue
            f0, r0 = s % 8, s // 8
            kind = p.upper()
            if kind == "P":
                dr = 1 if us else -1
                last = 7 if us else 0
                start = 1 if us else 6
                promos = "qrbn"

                def add(t):
                    if t // 8 == last:
                        out.extend((s, t, x) for x in promos)
                    else:
                        out.append((s, t, ""))

                t = sq(f0, r0 + dr)
                if b[t] == ".":
                    add(t)
                    t2 = sq(f0, r0 + 2 * dr)
                    if r0 == start and b[t2] == ".":
                        out.append((s, t2, ""))
                for df in (-1, 1):
                    f = f0 + df
                    if 0 <= f < 8:
                        t = sq(f, r0 + dr)
                        if (b[t] != "." and white(b[t]) != us) or t == self.ep:
                            add(t)
                continue
            if kind in "NK":
                for df, dr in KNIGHT if kind == "N" else KING:
                    f, r = f0 + df, r0 + dr
                    if 0 <= f < 8 and 0 <= r < 8:
                        t = sq(f, r)
                        if b[t] == "." or white(b[t]) != us:
                            out.append((s, t, ""))
                continue
            dirs = {"R": ROOK, "B": BISHOP, "Q": ROOK + BISHOP}[kind]
            for df, dr in dirs:
                f, r = f0 + df, r0 + dr
                while 0 <= f < 8 and 0 <= r < 8:
                    t = sq(f, r)
                    if b[t] != ".":
                        if white(b[t]) != us:
                            out.append((s, t, ""))
                        break
                    out.append((s, t, ""))
                    f, r = f + df, r + dr
        return out

    def play(self, s, t, promo):
        """The position after the move (not checked for legality)."""
        n = Position.__new__(Position)
        n.board = self.board[:]
        n.castling = "-"
        p = n.board[s]
        if p.upper() == "P" and t == self.ep:
            n.board[t - 8 if self.white_to_move else t + 8] = "."
        n.board[t] = (promo.upper() if self.white_to_move else promo) if promo else p
        n.board[s] = "."
        n.ep = None
        if p.upper() == "P" and abs(t - s) == 16:
            n.ep = (s + t) // 2
        n.white_to_move = not self.white_to_move
        return n

    def legal(self):
        """Legal moves as a dict from UCI text to the position after the move."""
        if self.castling not in ("-", ""):
            raise ValueError("castling is not handled: " + self.fen())
        out = {}
        for s, t, promo in self._pseudo():
            n = self.play(s, t, promo)
            if not n.in_check(self.white_to_move):
                out[name(s) + name(t) + promo] = n
        return out

    def checkmated(self):
        """Is the side to move checkmated?"""
        return self.in_check(self.white_to_move) and not self.legal()


def replay_helpmate(fen, moves, winner_white, forced_first=False):
    """Do the UCI moves replay legally from fen and end with the winner's opponent mated?
    Returns None when they do, else a sentence saying what is wrong. With forced_first, moves
    that are the only legal move of the side to move may precede the line (CHA plays those
    before its search and leaves them out of the line it prints)."""
    pos = Position(fen)
    while forced_first and moves and moves[0] not in pos.legal():
        only = pos.legal()
        if len(only) != 1:
            break
        pos = next(iter(only.values()))
    for i, m in enumerate(moves):
        nxt = pos.legal().get(m)
        if nxt is None:
            return "ply %d: %s is not legal in %s" % (i + 1, m, pos.fen())
        pos = nxt
    if not pos.checkmated():
        return "the line ends without checkmate: " + pos.fen()
    if pos.white_to_move == winner_white:
        return "the line ends with the wrong side mated"
    return None
