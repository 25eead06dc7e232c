#!/usr/bin/env python3
# check-report.py
# SPDX-License-Identifier: GPL-3.0-or-later
# The case report read back with poppler: a 200-move, 30-incident case made through the model
# (make-case), its report in English and Turkish on A4 and Letter; the text has the players,
# every ruling with its articles, every half-move's clock reading and the draw offers on the
# scoresheet, the program's version and the page number on every page and the case file's
# SHA-256, no word leaves the margins or
# overlaps another, no ink falls outside the margins, the fonts are embedded, and the case file
# is the same byte for byte afterwards; a note of 200,000 words goes on over as many pages as it
# needs, every word in its order, inside the margins. Expected values come from the case as made
# and the paper standards, never from the report.
import hashlib, html, os, re, subprocess, sys, tempfile, zlib

from pdfcheck import MARGIN, PAPERS, check_ink, check_layout, words_by_page
from tap import finish, ok, run

CLI = os.environ['HAKEM_CLI']
MAKE_CASE = sys.argv[1]
DATA = sys.argv[2]
VERSION = sys.argv[3]  # meson's project version
# The Laws' words for an illegal move (glossary-tr.md: geçersiz hamle), which the summary of
# 7.5.5 must use in each language.
ILLEGAL = {'en': 'illegal move', 'tr': 'geçersiz hamle'}
ARTICLE_WORD = {'en': 'Article', 'tr': 'Madde'}
# Page n of m, in each language's way (Turkish writes "Sayfa 3 / 13").
PAGE = {'en': r'Page (\d+) of (\d+)', 'tr': r'Sayfa (\d+) / (\d+)'}
# A scoresheet row as pdftotext -layout sets it: number, White's move, (=) for a draw offered
# with it, clock, the same for Black.
ROW = re.compile(r'^\s*(\d+)\.\s+(\S+)( \(=\))?\s+(\d+:\d\d:\d\d)'
                 r'(?:\s+(\S+)( \(=\))?\s+(\d+:\d\d:\d\d))?', re.M)
def flat(text):
    return re.sub(r'\s+', ' ', text)


def check_scoresheet(pdf, expected, label):
    """Every half-move's clock reading as the case has it, (=) at the draw offers and only there."""
    want = {int(e[1]): e[2] for e in expected if e[0] == 'clock'}
    offers = {int(e[1]) for e in expected if e[0] == 'draw-offer'}
    have, marked = {}, set()
    for m in ROW.finditer(run('pdftotext', '-layout', pdf, '-')):
        n = int(m.group(1))
        for ply, offer, clock in [(2 * n - 1, m.group(3), m.group(4)),
                                  (2 * n, m.group(6), m.group(7))]:
            if clock is None:
                continue
            have[ply] = clock
            if offer:
                marked.add(ply)
    wrong = [(p, have.get(p), c) for p, c in sorted(want.items()) if have.get(p) != c]
    ok(not wrong and len(want) == 400,
       '%s: the scoresheet has all %d clock readings %s' % (label, len(want), wrong[:3]))
    ok(marked == offers and offers,
       '%s: draw offers marked at plies %s (marked %s)' % (label, sorted(offers), sorted(marked)))


def check_footers(pdf, lang, label):
    """The program's version and "page n of m" on every page."""
    pages = run('pdftotext', pdf, '-').split('\f')
    pages = [p for p in pages if p.strip()]
    m = len(pages)
    bad = [n + 1 for n, text in enumerate(pages)
           if ('Hakem %s' % VERSION) not in text
           or (str(n + 1), str(m)) not in re.findall(PAGE[lang], text)]
    ok(m > 0 and not bad, '%s: version %s and page numbers on all %d pages %s'
       % (label, VERSION, m, bad[:5]))


# The reconstruction's two boards are headed by these words (our translation of "the real board"
# and "the second board", glossary-tr.md: tahta).
BOARDS = {'en': ('real', 'second'), 'tr': ('Gerçek', 'İkinci')}


def check_reconstruction(pdf, lang, label):
    """The real board and the second board side by side: their headings on one line, apart."""
    first, second = BOARDS[lang]
    found = False
    for _, _, words in words_by_page(pdf):
        a = [w for w in words if w[4] == first]
        b = [w for w in words if w[4] == second]
        found = found or any(abs(x[1] - y[1]) < 1 and y[0] - x[2] > 150 for x in a for y in b)
    ok(found, '%s: the reconstruction\'s two boards side by side' % label)


def without_text(pdf, out):
    """A copy of pdf with its text taken out (each BT ... ET of its content streams): what is
    drawn besides the text. Poppler rebuilds the cross-reference table this leaves stale."""
    def strip(m):
        # The data may end in a carriage return of its own before the stream's end of line.
        raw = None
        for data in (m.group(2), m.group(2) + m.group(3)):
            try:
                raw = zlib.decompress(data)
                break
            except zlib.error:
                pass
        if raw is None:
            return m.group(0)
        raw = re.sub(rb'(?<![A-Za-z])BT(?![A-Za-z]).*?(?<![A-Za-z])ET(?![A-Za-z])', b'', raw,
                     flags=re.S)
        body = zlib.compress(raw)
        head = re.sub(rb'/Length \d+(?=\s*[/>])', b'/Length %d' % len(body), m.group(1))
        return head + b'stream\n' + body + b'\nendstream'
    data = open(pdf, 'rb').read()
    data = re.sub(rb'(<<(?:(?!>>).)*?/FlateDecode(?:(?!>>).)*?>>\s*)stream\r?\n(.*?)(\r?)\nendstream',
                  strip, data, flags=re.S)
    open(out, 'wb').write(data)


def check_text_over_graphics(pdf, label, tmp):
    """No word is drawn over a diagram, a rule or a frame: rendered without its text (pdftoppm,
    72 dpi, a pixel a point), the page under each word is one even tone (the paper, or a
    scoresheet row's band), not a drawing."""
    bare = os.path.join(tmp, 'bare.pdf')
    without_text(pdf, bare)
    left = run('pdftotext', bare, '-').split()
    ok(not left, '%s: the text taken out for the check %s' % (label, left[:5]))
    run('pdftoppm', '-r', '72', '-gray', bare, os.path.join(tmp, 'bare'))
    names = sorted(f for f in os.listdir(tmp) if f.startswith('bare-'))
    bad = []
    for (w, h, words), name in zip(words_by_page(pdf), names):
        data = open(os.path.join(tmp, name), 'rb').read()
        m = re.match(rb'P5\s+(\d+)\s+(\d+)\s+(\d+)\s', data)
        pw, ph, px = int(m.group(1)), int(m.group(2)), data[m.end():]
        for x0, y0, x1, y1, t in words:
            # The box shrunk as check_layout does: the fonts' ascent and descent are not ink.
            left, right = int(x0 + 0.5), min(int(x1 - 0.5), pw)
            rows = [px[y * pw + left:y * pw + right]
                    for y in range(int(y0 + 1.5), min(int(y1 - 1.5), ph))]
            rows = [r for r in rows if r]
            if rows and max(map(max, rows)) - min(map(min, rows)) > 40:
                bad.append((name, t))
        os.remove(os.path.join(tmp, name))
    os.remove(bare)
    ok(names and not bad, '%s: no word drawn over a drawing (pdftoppm without the text) %s'
       % (label, bad[:5]))


def check_inputs(tmp):
    # A PGN game: the Opera game (tests/data/pgn/opera-en.pgn), its last move 17.Rd8# in English
    # letters and 17.Kd8# in Turkish ones (glossary-tr.md: rook = K).
    for lang, mate in [('en', 'Rd8#'), ('tr', 'Kd8#')]:
        pdf = os.path.join(tmp, 'opera-%s.pdf' % lang)
        run(CLI, 'report', os.path.join(DATA, 'pgn', 'opera-en.pgn'), '-o', pdf, '--lang', lang)
        text = run('pdftotext', '-layout', pdf, '-')
        ok('Morphy, Paul' in text and re.search(r'^\s*17\.\s+%s' % mate, text, re.M),
           '%s: a PGN game is reported, its last move 17.%s' % (lang, mate))
    # Bad input: exit status 2, one line on stderr, no PDF.
    for what, args in [('a missing file', [os.path.join(tmp, 'none.hakem')]),
                       ('a forbidden DOCTYPE', [os.path.join(DATA, 'casefile', 'doctype.hakem')]),
                       ('an unknown paper', [os.path.join(DATA, 'pgn', 'opera-en.pgn'),
                                             '--paper', 'legal'])]:
        pdf = os.path.join(tmp, 'bad.pdf')
        r = subprocess.run([CLI, 'report'] + args + ['-o', pdf], capture_output=True, text=True)
        ok(r.returncode == 2 and r.stderr.count('\n') == 1 and not os.path.exists(pdf),
           'bad input (%s): exit 2, one line on stderr, no PDF' % what)


def check_long_note(tmp):
    """A note far longer than a page (issue 26.5: it was cut after the first page, exit 0): every
    one of its words in the PDF, in order, every page inside the margins."""
    case = os.path.join(tmp, 'note.hakem')
    expected_path = os.path.join(tmp, 'note.txt')
    run(MAKE_CASE, case, expected_path, '40', '3', '200000')
    n = int(dict(line.split('\t')[:2] for line in open(expected_path, encoding='utf-8')
                 .read().splitlines())['note-words'])
    pdf = os.path.join(tmp, 'note.pdf')
    run(CLI, 'report', case, '-o', pdf, '--paper', 'a4')
    words = re.findall(r'\bw\d+\b', run('pdftotext', pdf, '-'))
    want = ['w%d' % i for i in range(n)]
    first_wrong = next((i for i, (a, b) in enumerate(zip(words, want)) if a != b),
                       None if len(words) == n else min(len(words), n))
    ok(words == want, 'a note of %d words: all %d in the PDF, in order (first difference at %s)'
       % (n, len(words), first_wrong))
    pages = check_layout(pdf, 'a4', 'long note')
    ok(pages > 100, 'long note: %d pages' % pages)
    check_ink(pdf, 'a4', 'long note', tmp)
    check_footers(pdf, 'en', 'long note')
    # The second note's right-to-left override (U+202E) is shown as a mark, and the words after
    # it keep the order they were written in (issue 26.6).
    text = flat(run('pdftotext', pdf, '-'))
    ok('the players said ⟨U+202E⟩it was a draw' in text,
       'a right-to-left override in a note is shown, the words in their order')


def main():
    with tempfile.TemporaryDirectory() as tmp:
        case = os.path.join(tmp, 'long.hakem')
        expected_path = os.path.join(tmp, 'expected.txt')
        run(MAKE_CASE, case, expected_path, '200', '30')
        expected = [line.split('\t') for line in open(expected_path, encoding='utf-8').read().splitlines()]
        before = hashlib.sha256(open(case, 'rb').read()).hexdigest()
        ok(int(dict((e[0], e[1]) for e in expected)['plies']) == 400, 'the case has 200 moves')
        for lang, paper in [('en', 'a4'), ('tr', 'a4'), ('tr', 'letter')]:
            label = '%s %s' % (lang, paper)
            pdf = os.path.join(tmp, 'report-%s-%s.pdf' % (lang, paper))
            run(CLI, 'report', case, '-o', pdf, '--lang', lang, '--paper', paper)
            after = hashlib.sha256(open(case, 'rb').read()).hexdigest()
            ok(after == before, '%s: the case file is unchanged' % label)
            text = flat(run('pdftotext', pdf, '-'))
            for e in expected:
                if e[0] in ('player', 'event'):
                    ok(e[1] in text, '%s: the report names %s' % (label, e[1]))
            rulings = [e[1] for e in expected if e[0] == 'ruling']
            arts = [e[2].split() for e in expected if e[0] == 'articles']
            missing = []
            for i, ruling in enumerate(rulings):
                start = text.find(ruling)
                if start < 0:
                    missing.append(ruling)
                    continue
                end = text.find(rulings[i + 1]) if i + 1 < len(rulings) else len(text)
                section = text[start:end]
                for a in arts[i]:
                    if '%s %s' % (ARTICLE_WORD[lang], a) not in section:
                        missing.append('%s: %s %s' % (ruling, ARTICLE_WORD[lang], a))
            ok(not missing, '%s: all %d rulings with their articles %s' % (label, len(rulings), missing[:3]))
            m = re.search(r'%s 7\.5\.5 – ([^–]*)' % ARTICLE_WORD[lang], text)
            ok(m is not None and ILLEGAL[lang] in m.group(1),
               '%s: 7.5.5 summed up in the language ("%s")' % (label, ILLEGAL[lang]))
            ok(before in text.replace(' ', ''), '%s: the SHA-256 of the case file is shown' % label)
            check_scoresheet(pdf, expected, label)
            check_footers(pdf, lang, label)
            check_reconstruction(pdf, lang, label)
            fonts = run('pdffonts', pdf).splitlines()[2:]
            ok(fonts and all(re.search(r'\s(yes)\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+$', f) for f in fonts),
               '%s: every font is embedded' % label)
            pages = check_layout(pdf, paper, label)
            ok(pages >= 5, '%s: %d pages' % (label, pages))
            check_ink(pdf, paper, label, tmp)
            check_text_over_graphics(pdf, label, tmp)
        check_inputs(tmp)
        check_long_note(tmp)
    return finish()


sys.exit(main())
