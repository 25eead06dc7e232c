#!/usr/bin/env python3
# check-reconciled.py
# SPDX-License-Identifier: GPL-3.0-or-later
# The report of a reconstruction reconciled from both scoresheets (8.5.3), read back with
# poppler. The Opera case (make-reconciled opera: sheets with mistakes made by hand, the
# arbiter's correction of 8...b5 to 8...c6 and his acceptance up to 12...Rd8) shows, after its
# incident, the game found, the arbiter's decisions and each discrepancy with its move, sheet,
# what was written, what was played and the kind of mistake, in English and in Turkish (with
# --lang tr, and with LANGUAGE=tr alone), no English word left in the Turkish section; the same
# case without the reconciliation is reported line for line as the reconciled one without its
# section. A long game (make-reconciled long) has all its moves, cut at a page's foot rather than
# moved whole to the next page, and every discrepancy, over as many pages as they need, the
# table's head on each, inside the margins. The moves, the mistakes
# and their places are those the sheets were made with, written here by hand (the Opera game) or
# by the maker as it made the mistakes (the long game), never read from the report.
import os, re, subprocess, sys, tempfile

from pdfcheck import check_ink, check_layout
from tap import finish, ok, run

CLI = os.environ['HAKEM_CLI']
MAKE = sys.argv[1]

OPERA = ('e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 '
         'Bxb5+ Nbd7 O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7').split()
# The Turkish piece letters (glossary-tr.md): king Ş, queen V, rook K, bishop F, knight A.
TURKISH = str.maketrans('KQRBN', 'ŞVKFA')
KINDS = {
    'en': {'piece': 'the wrong piece letter',
           'omitted': 'left out: the later moves slide into the other column',
           'swapped': "two moves of one side in each other's place",
           'decoration': 'a capture, check or promotion sign wrong',
           'not-written': 'not written',
           'illegible': 'cannot be read'},
    'tr': {'piece': 'taş harfi yanlış',
           'omitted': 'atlanmış: sonraki hamleler öbür sütuna kaymış',
           'swapped': 'aynı tarafın iki hamlesi birbirinin yerine yazılmış',
           'decoration': 'alma, şah ya da terfi işareti yanlış',
           'not-written': 'yazılmamış',
           'illegible': 'okunamıyor'},
}
COLOURS = {'en': {'white': 'White', 'black': 'Black'}, 'tr': {'white': 'Beyaz', 'black': 'Siyah'}}
# The Opera case's mistakes as the sheets were made (make-reconciled.c): half-move, sheet, the
# cell as written (None: no cell), kind.
OPERA_MISTAKES = [(12, 'black', 'Ff6', 'piece'), (15, 'black', None, 'omitted'),
                  (16, 'white', 'b5', 'swapped'), (16, 'black', 'b5', 'swapped'),
                  (18, 'white', 'c6', 'swapped'), (18, 'black', 'c6', 'swapped'),
                  (22, 'white', 'Nd7', 'decoration'), (28, 'white', '-', 'not-written'),
                  (29, 'black', '?', 'illegible')]
HEADING = {'en': 'Reconciliation of both scoresheets (incident %d; Article 8.5.3)',
           'tr': 'İki hamle kayıt gerecinin uzlaştırılması (olay %d; Madde 8.5.3)'}
INCIDENT = {'en': 'Incident %d:', 'tr': 'Olay %d:'}
TABLE_HEAD = {'en': r'Move\s+Sheet\s+Written\s+Played\s+Mistake',
              'tr': r'Hamle\s+Kayıt gereci\s+Yazılan\s+Oynanan\s+Hata'}
DECISIONS = {
    'en': ['Corrected by the arbiter: 8... c6, where the reconciler had b5.',
           'The arbiter decided the moves up to 12... Rd8; the reconciler found the rest.'],
    'tr': ['Hakem tarafından düzeltildi: 8... c6; uzlaştırıcıda b5 vardı.',
           '12... Rd8 hamlesine kadarki hamlelere hakem karar verdi; gerisini uzlaştırıcı buldu.'],
}
ROW = re.compile(r'^\s*(\d+\.(?:\.\.)?)\s{2,}(White|Black|Beyaz|Siyah)\s{2,}(“[^”]*”|—)\s{2,}(\S+)\s{2,}(\S.*?)\s*$')


def flat(text):
    return re.sub(r'\s+', ' ', text).strip()


def number(ply):
    """The move number of a half-move as the sheet's row has it: '8.' or '8...'."""
    return '%d.' % ((ply + 1) // 2) if ply % 2 == 1 else '%d...' % (ply // 2)


def movetext(sans):
    return ' '.join(('%d. %s' % (i // 2 + 1, s)) if i % 2 == 0 else s for i, s in enumerate(sans))


def report(case, lang, paper='a4', env_lang=None):
    """The report's PDF beside the case and its text as pdftotext -layout sets it."""
    pdf = '%s-%s-%s%s.pdf' % (case, lang, paper, '-env' if env_lang else '')
    args = [CLI, 'report', os.path.basename(case), '-o', os.path.abspath(pdf), '--paper', paper]
    env = dict(os.environ)
    if env_lang:
        env['LANGUAGE'] = env_lang
    else:
        args += ['--lang', lang]
    # Run beside the case, so that the report names it alike whatever its folder.
    subprocess.run(args, check=True, capture_output=True, cwd=os.path.dirname(case), env=env)
    # A move number is bound to its move by a no-break space.
    return pdf, run('pdftotext', '-layout', pdf, '-').replace('\u00a0', ' ')


def section(text, lang, incident):
    """The lines of the reconciliation's section: from its heading to the next incident."""
    # The footers (the program's name, Hakem, is Turkish for arbiter) are no part of it.
    lines = [l for l in text.splitlines()
             if 'SHA-256' not in l and not re.search(r'Page \d+ of \d+|Sayfa \d+ / \d+', l)]
    start = next((i for i, l in enumerate(lines) if HEADING[lang] % incident in l), None)
    if start is None:
        return None
    end = next((i for i in range(start, len(lines))
                if lines[i].startswith(INCIDENT[lang] % (incident + 1))), len(lines))
    return lines[start:end]


def table(lines, lang):
    """The discrepancies' rows (number, sheet, written, played, kind), a kind that wraps joined."""
    rows = []
    for line in lines:
        m = ROW.match(line)
        if m:
            rows.append(list(m.groups()))
        elif rows and re.match(r'\s{30,}\S', line) and not re.search(TABLE_HEAD[lang], line):
            rows[-1][4] += ' ' + line.strip()
    return [tuple(r) for r in rows]


def english_words(lines):
    """The words of the English section that are words (letters alone), not moves or cells."""
    words = set()
    for line in lines:
        for w in re.findall(r"[^\s“”().,;:]+", line):
            if re.fullmatch(r"[A-Za-z']{3,}", w):
                words.add(w)
    return words


def check_opera(tmp):
    folders = [os.path.join(tmp, d) for d in ('reconciled', 'plain')]
    for d in folders:
        os.mkdir(d)
    case, plain = [os.path.join(d, 'opera.hakem') for d in folders]
    run(MAKE, 'opera', case, plain)
    english = None
    for lang, env_lang in [('en', None), ('tr', None), ('tr', 'tr')]:
        label = '%s%s' % (lang, ' (LANGUAGE=tr)' if env_lang else '')
        # Without --lang the moves are in English letters (docs/cli.md).
        letters = 'tr' if lang == 'tr' and not env_lang else 'en'
        pdf, text = report(case, lang, env_lang=env_lang)
        lines = section(text, lang, 2)
        ok(lines is not None, '%s: the reconciliation is reported after incident 2' % label)
        if lines is None:
            continue
        start = text.find(HEADING[lang] % 2)
        ok(text.find(INCIDENT[lang] % 2) < start < text.find(INCIDENT[lang] % 3),
           '%s: between incident 2 and incident 3' % label)
        body = flat('\n'.join(lines))
        sans = [s.translate(TURKISH) if letters == 'tr' else s for s in OPERA]
        ok(movetext(sans) in body, '%s: the game found, %s' % (label, movetext(sans)[:40]))
        decisions = [d if letters == 'en' else d.replace('Rd8', 'Rd8'.translate(TURKISH))
                     for d in DECISIONS[lang]]
        for d in decisions:
            ok(d in body, '%s: the decision "%s"' % (label, d))
        ok(any(re.search(TABLE_HEAD[lang], l) for l in lines), '%s: the table\'s head' % label)
        want = [(number(ply), COLOURS[lang][sheet], '“%s”' % w if w is not None else '—',
                 sans[ply - 1], KINDS[lang][kind])
                for ply, sheet, w, kind in OPERA_MISTAKES]
        have = table(lines, lang)
        ok(sorted(have) == sorted(want),
           '%s: the %d discrepancies, each with its move, sheet, writing, move played and kind '
           '(missing %s, more %s)' % (label, len(want), sorted(set(want) - set(have))[:3],
                                      sorted(set(have) - set(want))[:3]))
        ok([r[0] for r in have] == [w[0] for w in want], '%s: the discrepancies in the order '
           'of the game' % label)
        if lang == 'en':
            english = english_words(lines)
            ok('Article' in english and 'written' in english,
               'en: the English section has words to look for in the Turkish one')
        else:
            left = sorted(english & set(re.findall(r"[A-Za-z']+", '\n'.join(lines))))
            ok(not left, '%s: no English word in the Turkish section %s' % (label, left[:8]))
        check_layout(pdf, 'a4', 'opera ' + label)

    # The case without the reconciliation: the same report but for the section.
    for lang in ('en', 'tr'):
        _, with_text = report(case, lang)
        _, plain_text = report(plain, lang)
        ok(HEADING[lang].split(' (')[0] not in plain_text,
           '%s: no reconciliation in the report of a case without one' % lang)

        def body_lines(text):
            # Each line with its spaces made one (pdftotext sets the columns page by page), the
            # footers left out: the pages are numbered differently.
            return [flat(l) for l in text.replace('\f', '\n').splitlines()
                    if l.strip() and 'SHA-256' not in l
                    and not re.search(r'Page \d+ of \d+|Sayfa \d+ / \d+', l)]
        lines = body_lines(with_text)
        sec = body_lines('\n'.join(section(with_text, lang, 2) or []))
        start = next((i for i, l in enumerate(lines) if sec and l == sec[0]), None)
        rest = lines[:start] + lines[start + len(sec):] if start is not None else lines
        plain_lines = body_lines(plain_text)
        diff = next((i for i, (a, b) in enumerate(zip(rest, plain_lines)) if a != b),
                    None if len(rest) == len(plain_lines) else min(len(rest), len(plain_lines)))
        ok(diff is None, '%s: the plain case\'s report is the reconciled one without its section '
           '(first difference at line %s: %r / %r)' % (
               lang, diff, rest[diff] if diff is not None and diff < len(rest) else None,
               plain_lines[diff] if diff is not None and diff < len(plain_lines) else None))


def check_long(tmp, moves, full):
    """A game of moves moves: 380 moves' list is shorter than a page but does not fit below the
    reconstruction's incident, 600 moves' is longer than a page; both are cut at the page's foot
    after the heading, never moved whole to the next page. With full, every discrepancy too, and
    the layout on both papers."""
    label = 'long %d' % moves
    folder = os.path.join(tmp, 'long-%d' % moves)
    os.mkdir(folder)
    case = os.path.join(folder, 'long.hakem')
    expected_path = os.path.join(folder, 'expected.txt')
    run(MAKE, 'long', case, expected_path, str(moves))
    expected = [l.split('\t') for l in open(expected_path, encoding='utf-8').read().splitlines()]
    sans = [e[2] for e in expected if e[0] == 'move']
    kinds = {'illegible': 'cannot be read', 'not-written': 'not written'}
    want = [(number(int(e[1])), COLOURS['en'][e[2]], '“%s”' % e[3], e[4], kinds[e[5]])
            for e in expected if e[0] == 'discrepancy']
    ok(len(sans) == 2 * moves and len(want) == moves,
       '%s: %d half-moves, %d mistakes' % (label, 2 * moves, moves))
    pdf, text = report(case, 'en')
    lines = section(text, 'en', 1)
    ok(lines is not None, '%s: the reconciliation is reported' % label)
    if lines is None:
        return
    body = flat('\n'.join(lines))
    ok(movetext(sans) in body, '%s: all %d half-moves of the game found, in order'
       % (label, 2 * moves))
    # Page by page: where the game's moves run.
    pages = text.split('\f')
    heading = next(i for i, p in enumerate(pages) if HEADING['en'] % 1 in p)
    first = next(i for i, p in enumerate(pages) if re.search(r'^1\. %s %s' % (
        re.escape(sans[0]), re.escape(sans[1])), p, re.M))
    last = next(i for i, p in enumerate(pages) if re.search(r'\b%d\. %s %s\s*$' % (
        moves, re.escape(sans[-2]), re.escape(sans[-1])), p, re.M))
    ok(heading == first and 'The game found' in pages[heading],
       '%s: the heading on the page of the game\'s first move (%d, %d)' % (label, heading, first))
    ok(last == first + 1, '%s: the game\'s moves go on over the next page (pages %d to %d)' % (
        label, first + 1, last + 1))
    if not full:
        check_layout(pdf, 'a4', label)
        return
    have = table(lines, 'en')
    ok(have == want, '%s: all %d discrepancies, in order (%d read; first wrong %s)' % (
        label, moves, len(have), next(((a, b) for a, b in zip(have, want) if a != b), None)))
    # The table's head over each page of rows.
    headless = [n + 1 for n, p in enumerate(pages)
                if any(ROW.match(l) for l in p.splitlines())
                and not re.search(r'^\s*' + TABLE_HEAD['en'], p, re.M)]
    row_pages = [n for n, p in enumerate(pages) if any(ROW.match(l) for l in p.splitlines())]
    ok(len(row_pages) >= 3 and not headless,
       '%s: the table over %d pages, its head on each %s' % (label, len(row_pages), headless))
    check_layout(pdf, 'a4', label + ' en a4')
    ink = os.path.join(folder, 'ink')
    os.mkdir(ink)
    check_ink(pdf, 'a4', label + ' en a4', ink)
    pdf, _ = report(case, 'tr', 'letter')
    check_layout(pdf, 'letter', label + ' tr letter')
    check_ink(pdf, 'letter', label + ' tr letter', ink)


def main():
    with tempfile.TemporaryDirectory() as tmp:
        check_opera(tmp)
        check_long(tmp, 380, True)
        check_long(tmp, 600, False)
    return finish()


sys.exit(main())
