#!/usr/bin/env python3
# gen-hostile.py
# SPDX-License-Identifier: GPL-3.0-or-later
# The large hostile inputs, made on demand in chunks (never whole in memory): written to a file,
# or streamed to stdout for a reader that may stop early (a closed pipe ends the generator).
import sys

MB = 1024 * 1024
HEADER = b'[Event "hostile"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "?"]\n' \
         b'[White "?"]\n[Black "?"]\n[Result "*"]\n\n'


def repeat(unit, total):
    """unit repeated to 'total' bytes, in chunks of about a megabyte."""
    chunk = unit * max(1, MB // len(unit))
    left = total
    while left > 0:
        piece = chunk[:left]
        left -= len(piece)
        yield piece


def pgn_200mb():
    # One game whose comments, in short lines, run to 200 MB.
    yield HEADER + b'1. e4 {'
    yield from repeat(b'a comment that goes on and on, line after line\n', 200 * MB)
    yield b'} *\n'


def pgn_50mb_line():
    # A movetext line of 50 MB: moves that repeat (after the fivefold they are only counted).
    yield HEADER
    yield from repeat(b'Nf3 Nf6 Ng1 Ng8 ', 50 * MB)
    yield b'*\n'


def pgn_100mb_comment():
    yield HEADER + b'1. e4 {'
    yield from repeat(b'x' * 79 + b'\n', 100 * MB)
    yield b'} e5 *\n'


def pgn_nested_variations():
    # 100,000 variations, each inside the one before, a line each.
    yield HEADER + b'1. e4 e5\n'
    yield from repeat(b'(1... c5\n', 100000 * 9)
    yield from repeat(b')\n', 100000 * 2)
    yield b'*\n'


def xml_100mb():
    yield b'<?xml version="1.0"?>\n<casefile xmlns="urn:hakem:casefile:1">\n'
    yield from repeat(b'<!-- padding padding padding padding padding padding padding -->\n', 100 * MB)
    yield b'</casefile>\n'


def xml_deep():
    # 100,000 elements, each inside the one before: far past libxml2's depth limit.
    yield b'<?xml version="1.0"?>\n<casefile xmlns="urn:hakem:casefile:1">'
    yield from repeat(b'<a>', 100000 * 3)
    yield from repeat(b'</a>', 100000 * 4)
    yield b'</casefile>\n'


def xml_deep_small():
    # 1,000 elements deep in 7 kB: under the regulations' 64 KiB, past libxml2's depth limit.
    yield b'<?xml version="1.0"?>\n<regulations xmlns="urn:hakem:regulations:1">'
    yield from repeat(b'<a>', 1000 * 3)
    yield from repeat(b'</a>', 1000 * 4)
    yield b'</regulations>\n'


def xml_huge_attribute():
    # One attribute of 12 MB: under the case file's 16 MiB, over libxml2's 10 MB for a value.
    yield b'<?xml version="1.0"?>\n<casefile xmlns="urn:hakem:casefile:1" version="'
    yield from repeat(b'1', 12 * MB)
    yield b'"/>\n'


CASES = {
    'pgn-200mb': pgn_200mb,
    'pgn-50mb-line': pgn_50mb_line,
    'pgn-100mb-comment': pgn_100mb_comment,
    'pgn-nested-variations': pgn_nested_variations,
    'xml-100mb': xml_100mb,
    'xml-deep': xml_deep,
    'xml-deep-small': xml_deep_small,
    'xml-huge-attribute': xml_huge_attribute,
}


def write(name, out):
    for chunk in CASES[name]():
        out.write(chunk)


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in CASES:
        sys.exit('usage: gen-hostile.py CASE FILE|-   (CASE: %s)' % ' '.join(CASES))
    name, path = sys.argv[1], sys.argv[2]
    try:
        if path == '-':
            write(name, sys.stdout.buffer)
            sys.stdout.flush()
        else:
            with open(path, 'wb') as f:
                write(name, f)
    except BrokenPipeError:
        pass


if __name__ == '__main__':
    main()
