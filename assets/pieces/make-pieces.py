#!/usr/bin/env python3
# make-pieces.py
# SPDX-License-Identifier: GPL-3.0-or-later
# Writes Hakem's twelve piece SVGs from one geometry, so both colours share every line.
"""Usage: make-pieces.py [--check] [DIR]

Each piece is a silhouette (a list of shapes whose union is the piece) and detail lines.
The silhouette is painted twice, a wide stroke first and the fill over it, so the outline sits
outside the fill and overlapping shapes merge; the details are drawn last. White pieces get a light
fill with dark outline and details; black pieces a dark fill whose details are light, so they read
on dark squares. With --check nothing is written: the exit status says whether DIR is up to date.
"""
import os
import sys

OUTLINE = 5.0  # painted under the fill, so 2.5 units show outside the silhouette
DETAIL = 2.5

RING = 2.6  # black only: a light line this wide (half of it shows) just inside the outline

COLOURS = {
    'white': {'fill': '#f7f3ea', 'line': '#1c1c1c', 'detail': '#1c1c1c', 'ring': None},
    'black': {'fill': '#2f2d2b', 'line': '#141414', 'detail': '#ece6d8', 'ring': '#ece6d8'},
}

# The plinth every piece stands on.
BASE = [
    '<path d="M24 91H76Q81 91 81 86Q81 81 76 81H24Q19 81 19 86Q19 91 24 91Z"/>',
    '<path d="M27 82L29 75H71L73 82Z"/>',
]
BASE_DETAIL = ['<path d="M27 81H73"/>']

PIECES = {
    'pawn': {
        'shapes': [
            '<path d="M31 77C38 68 42 60 42 50H58C58 60 62 68 69 77Z"/>',
            '<rect x="36" y="46" width="28" height="7" rx="3.5"/>',
            '<circle cx="50" cy="33" r="13"/>',
        ],
        'details': ['<path d="M38 53H62"/>', '<path d="M30 75H70"/>'],
    },
    'rook': {
        'shapes': [
            '<path d="M34 76L36 40H64L66 76Z"/>',
            '<path d="M27 41V15H37V23H45V15H55V23H63V15H73V41Z"/>',
            '<rect x="30" y="68" width="40" height="8" rx="2"/>',
        ],
        'details': [
            '<path d="M28 34H72"/>', '<path d="M34 41H66"/>',
            '<path d="M34 68H66"/>', '<path d="M30 75H70"/>',
        ],
    },
    'bishop': {
        'shapes': [
            '<path d="M33 76C40 70 42 66 42 62H58C58 66 60 70 67 76Z"/>',
            '<rect x="35" y="57" width="30" height="7" rx="3.5"/>',
            '<path d="M50 17C62 26 67 36 67 45C67 53 60 58 50 58C40 58 33 53 33 45'
            'C33 36 38 26 50 17Z"/>',
            '<circle cx="50" cy="13" r="5"/>',
        ],
        'details': [
            '<path d="M37 64H63"/>', '<path d="M40 57H60"/>',
            '<path d="M45 44L57 30"/>', '<path d="M31 75H69"/>',
        ],
    },
    'knight': {
        'shapes': [
            '<path d="M32 77C31 64 36 56 44 50C40 50 34 52 30 55C26 58 20 57 18 53'
            'C16 49 17 46 20 43L36 24C37 19 40 15 44 12L47 17L52 11L56 18C68 22 74 38 72 56'
            'C71 64 70 70 70 77Z"/>',
        ],
        'details': [
            '<path d="M31 75H70"/>',
            '<circle cx="40" cy="30" r="2.5" fill="{detail}" stroke="none"/>',
            '<path d="M22 49L26 47"/>',
            '<path d="M58 22C65 30 66 46 63 60"/>',
        ],
    },
    'queen': {
        'shapes': [
            '<path d="M33 76C39 70 40 66 40 64H60C60 66 61 70 67 76Z"/>',
            '<path d="M33 62L21 27L35 44L36 20L45 41L50 16L55 41L64 20L65 44L79 27L67 62Z"/>',
            '<rect x="32" y="58" width="36" height="8" rx="4"/>',
            '<circle cx="21" cy="26" r="4.5"/>', '<circle cx="36" cy="19" r="4.5"/>',
            '<circle cx="50" cy="14" r="4.5"/>', '<circle cx="64" cy="19" r="4.5"/>',
            '<circle cx="79" cy="26" r="4.5"/>',
        ],
        'details': [
            '<path d="M35 58H65"/>', '<path d="M36 66H64"/>', '<path d="M31 75H69"/>',
        ],
    },
    'king': {
        'shapes': [
            '<path d="M33 76C39 70 40 66 40 64H60C60 66 61 70 67 76Z"/>',
            '<path d="M32 62C18 50 20 30 34 30C42 30 47 36 50 42C53 36 58 30 66 30'
            'C80 30 82 50 68 62Z"/>',
            '<rect x="32" y="58" width="36" height="8" rx="4"/>',
            '<path d="M47 5H53V12H59V18H53V28H47V18H41V12H47Z"/>',
            '<path d="M44 34C44 28 47 26 50 26C53 26 56 28 56 34L50 42Z"/>',
        ],
        'details': [
            '<path d="M35 58H65"/>', '<path d="M36 66H64"/>', '<path d="M31 75H69"/>',
            '<path d="M50 42V57"/>',
        ],
    },
}

HEADER = '''<!-- {name}
     SPDX-License-Identifier: GPL-3.0-or-later
     Hakem's own {colour} {piece}, drawn on a 100 x 100 grid by make-pieces.py. -->
'''


def render(colour, piece):
    c = COLOURS[colour]
    spec = PIECES[piece]
    shapes = spec['shapes'] + BASE
    details = [d.format(**c) for d in spec['details'] + BASE_DETAIL]
    ind = '\n    '
    out = [HEADER.format(name=f'{colour}-{piece}.svg', colour=colour, piece=piece)]
    out.append('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" '
               'viewBox="0 0 100 100">\n')
    out.append(f'  <g fill="none" stroke="{c["line"]}" stroke-width="{OUTLINE:g}" '
               f'stroke-linejoin="round">{ind}' + ind.join(shapes) + '\n  </g>\n')
    if c['ring']:
        out.append(f'  <g fill="none" stroke="{c["ring"]}" stroke-width="{RING:g}" '
                   f'stroke-linejoin="round">{ind}' + ind.join(shapes) + '\n  </g>\n')
    out.append(f'  <g fill="{c["fill"]}">{ind}' + ind.join(shapes) + '\n  </g>\n')
    out.append(f'  <g fill="none" stroke="{c["detail"]}" stroke-width="{DETAIL:g}" '
               f'stroke-linecap="round" stroke-linejoin="round">{ind}'
               + ind.join(details) + '\n  </g>\n')
    out.append('</svg>\n')
    return ''.join(out)


def main(argv):
    check = '--check' in argv
    args = [a for a in argv if a != '--check']
    outdir = args[0] if args else os.path.dirname(os.path.abspath(__file__))
    stale = []
    for colour in COLOURS:
        for piece in PIECES:
            path = os.path.join(outdir, f'{colour}-{piece}.svg')
            text = render(colour, piece)
            if check:
                try:
                    with open(path, encoding='utf-8') as f:
                        if f.read() != text:
                            stale.append(path)
                except OSError:
                    stale.append(path)
            else:
                with open(path, 'w', encoding='utf-8') as f:
                    f.write(text)
    for path in stale:
        print(f'{path}: differs from make-pieces.py; run it again', file=sys.stderr)
    return 1 if stale else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
