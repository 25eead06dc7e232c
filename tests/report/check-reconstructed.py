#!/usr/bin/env python3
# check-reconstructed.py
# SPDX-License-Identifier: GPL-3.0-or-later
# The report of a case whose record a reconstruction replaced (8.5.3), read back with poppler:
# the case (make-reconstructed, through the model and the case file's writer) has incidents on
# the record before and on the record adopted. Each record has its own scoresheet, each incident
# is numbered on the row of its own record's move, is said to be on its record, and shows the
# position of its record at its ply; the reconstruction shows the record replaced and the one
# adopted. The moves are the game as played (reconstructed-case.h), written here by hand; the
# positions come from pgn-extract, an independent reader.
import os, re, subprocess, sys, tempfile

CLI = os.environ['HAKEM_CLI']
MAKE = sys.argv[1]
PGN_EXTRACT = '/usr/games/pgn-extract'

BEFORE = 'e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8'.split()
ADOPTED = 'e4 c5 c3 Nf6 e5 Nd5 d4 cxd4 cxd4 d6'.split()
AFTER = 'Nf3 Nc6'.split()
RECORDS = [BEFORE, ADOPTED + AFTER]
# (half-move, record) of each incident, oldest first: the fifth is the reconstruction.
INCIDENTS = [(9, 0), (18, 0), (18, 0), (18, 0), (18, 0), (10, 1), (12, 1)]
TIME = '14:32'
HEADINGS = {
    'en': ['Record before the reconstruction of ' + TIME,
           'Record adopted by the reconstruction of ' + TIME],
    'tr': ['Saat %s yeniden oluşturmasından önceki kayıt' % TIME,
           'Saat %s yeniden oluşturmasıyla benimsenen kayıt' % TIME],
}
ON = ['on the record before the reconstruction of ' + TIME,
      'on the record adopted by the reconstruction of ' + TIME]
count = failures = 0


def ok(cond, what):
    global count, failures
    count += 1
    print(('ok %d - ' if cond else 'not ok %d - ') % count + what)
    if not cond:
        failures += 1


def movetext(sans):
    out = []
    for i, san in enumerate(sans):
        out.append('%d.%s' % (i // 2 + 1, san) if i % 2 == 0 else san)
    return ' '.join(out)


def move_text(sans, ply):
    """The move that made ply ply: '5.O-O', '5...d6'."""
    n = (ply - 1) // 2 + 1
    return '%d.%s' % (n, sans[ply - 1]) if ply % 2 == 1 else '%d...%s' % (n, sans[ply - 1])


def fen_after(sans, ply, tmp):
    pgn = os.path.join(tmp, 'game.pgn')
    with open(pgn, 'w') as f:
        f.write('[Event "?"]\n\n%s *\n' % movetext(sans[:ply]).replace('.', '. '))
    out = subprocess.run([PGN_EXTRACT, '-F', '-s', pgn], check=True, capture_output=True,
                         text=True).stdout
    return re.search(r'\{ "([^"]+)" \}', out).group(1)


def report_text(case, lang, tmp):
    pdf = os.path.join(tmp, 'report-%s.pdf' % lang)
    subprocess.run([CLI, 'report', case, '-o', pdf, '--lang', lang], check=True,
                   capture_output=True)
    return subprocess.run(['pdftotext', '-layout', pdf, '-'], check=True, capture_output=True,
                          text=True).stdout


def scoresheets(text, lang):
    """Each record's rows: {move number: (white, black, incidents)}, by record."""
    out = []
    for k, heading in enumerate(HEADINGS[lang]):
        start = text.find(heading)
        ok(start >= 0, '%s: the scoresheet of record %d is headed "%s"' % (lang, k, heading))
        end = text.find(HEADINGS[lang][k + 1]) if k + 1 < len(HEADINGS[lang]) else len(text)
        rows = {}
        for m in re.finditer(r'^\s*(\d+)\.\s+(\S+)\s+\S+\s+(\S+)\s+\S+[ \t]*([\d, ]*)$',
                             text[start:end], re.M):
            rows[int(m.group(1))] = (m.group(2), m.group(3), m.group(4).strip())
        out.append(rows)
    return out


def incident_sections(text, n):
    """The text beside each incident's diagram, its lines joined."""
    out = []
    for i in range(1, n + 1):
        start = text.find('Incident %d:' % i)
        end = text.find('Incident %d:' % (i + 1)) if i < n else text.find('Reconstructions')
        lines = []
        for line in text[start:end].splitlines()[1:]:
            # The diagram's rank numbers start lines (or stand alone on one, where the text
            # beside it wrapped: the wall time of the case, made now, moves the wrap), its file
            # letters make one line.
            if re.match(r'\s+a\s+b\s+c\s+d\s+e\s+f\s+g\s+h', line):
                line = re.sub(r'^\s+a\s+b\s+c\s+d\s+e\s+f\s+g\s+h', '', line)
            elif re.match(r'[1-8](\s|$)', line):
                line = line[1:]
            lines.append(line.strip())
        joined = re.sub(r'\s+', ' ', ' '.join(lines))
        out.append(re.sub(r'(\w)- ', r'\1-', joined))
    return out


def main():
    with tempfile.TemporaryDirectory() as tmp:
        case = os.path.join(tmp, 'reconstructed.hakem')
        subprocess.run([MAKE, case], check=True)
        for lang in ('en', 'tr'):
            text = report_text(case, lang, tmp)
            sheets = scoresheets(text, lang)
            for k, sans in enumerate(RECORDS):
                want = {}
                for i, (ply, record) in enumerate(INCIDENTS):
                    if record == k:
                        want.setdefault((ply + 1) // 2, []).append(str(i + 1))
                rows = sheets[k]
                ok(len(rows) == (len(sans) + 1) // 2,
                   '%s: record %d has %d rows (%d)' % (lang, k, (len(sans) + 1) // 2, len(rows)))
                for number, (white, black, incidents) in sorted(rows.items()):
                    if lang == 'en':
                        ok((white, black) == (sans[2 * number - 2], sans[2 * number - 1]),
                           'en: record %d, move %d is %s %s (%s %s)' % (
                               k, number, sans[2 * number - 2], sans[2 * number - 1], white,
                               black))
                    expected = ', '.join(want.get(number, []))
                    ok(incidents == expected, '%s: record %d, move %d names incidents "%s" ("%s")'
                       % (lang, k, number, expected, incidents))
            if lang != 'en':
                continue
            sections = incident_sections(text, len(INCIDENTS))
            for i, (ply, record) in enumerate(INCIDENTS):
                sans = RECORDS[record]
                when = 'after %s (ply %d) %s' % (move_text(sans, ply), ply, ON[record])
                ok(when in sections[i], 'incident %d: "%s"' % (i + 1, when))
                fen = fen_after(sans, ply, tmp)
                ok('Position (FEN): ' + fen in sections[i],
                   'incident %d: the position of its record after %d half-moves, %s' % (
                       i + 1, ply, fen))
            replaced = 'Record replaced: %s (18 half-moves)' % movetext(BEFORE)
            adopted = 'Record adopted: %s (10 half-moves)' % movetext(ADOPTED)
            ok(replaced in sections[4], 'the reconstruction shows the record it replaced')
            ok(adopted in sections[4], 'the reconstruction shows the record it adopted')
    print('1..%d' % count)
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
