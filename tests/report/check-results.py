#!/usr/bin/env python3
# check-results.py
# SPDX-License-Identifier: GPL-3.0-or-later
# The results list of a round (hakem-cli trf --csv --pdf) on FIDE's example, round 7, read back:
# the CSV with Python's csv reader, the PDF with poppler (pdftotext, pdfinfo, pdffonts). What is
# expected is read here off the TRF's columns (TRF16: starting rank 5-8, title 11-13, name 15-47,
# rating 49-52, FIDE id 58-68; round r's opponent, colour and result at 92, 97 and 99 + 10 (r-1)),
# not from the reader under test.
import csv, io, os, subprocess, sys, tempfile

from tap import ok, run, finish

CLI = os.environ['HAKEM_CLI']
TRF = os.path.join(sys.argv[1], 'trf', 'fide-example1.trf')
ROUND = 7
TITLES = {'g': 'GM', 'm': 'IM', 'f': 'FM', 'c': 'CM', 'wg': 'WGM', 'wm': 'WIM', 'wf': 'WFM'}

players = {}
with open(TRF, encoding='latin-1') as f:
    for line in f:
        if not line.startswith('001'):
            continue
        line = line.rstrip('\n')
        at = 91 + 10 * (ROUND - 1)
        opponent = line[at:at + 4].strip()
        players[int(line[4:8])] = {
            'title': TITLES.get(line[10:13].strip(), line[10:13].strip()),
            'name': line[14:47].rstrip(),
            'rating': line[48:52].strip(),
            'id': line[57:68].strip(),
            'opponent': int(opponent) if opponent else 0,
            'colour': line[at + 5:at + 6],
            'result': line[at + 7:at + 8],
        }
paired = [n for n, p in players.items() if p['opponent']]

with tempfile.TemporaryDirectory() as tmp:
    out_csv = os.path.join(tmp, 'r7.csv')
    out_pdf = os.path.join(tmp, 'r7.pdf')
    env = dict(os.environ, LANGUAGE='en', LC_ALL='C.UTF-8')
    run(CLI, 'trf', TRF, '--round', str(ROUND), '--csv', out_csv, '--pdf', out_pdf, env=env)
    with open(out_csv, newline='', encoding='utf-8') as f:
        text = f.read()
    ok(text.endswith('\r\n') and '\n' not in text.replace('\r\n', ''), 'CSV lines end in CR LF')
    rows = list(csv.reader(io.StringIO(text)))
    ok(rows[0] == ['Board', 'White No.', 'White Title', 'White', 'White Rating', 'White FIDE ID',
                   'Result', 'Black No.', 'Black Title', 'Black', 'Black Rating', 'Black FIDE ID',
                   'Source', 'Accepted'], 'CSV header')
    boards = [r for r in rows[1:] if r[0]]
    byes = [r for r in rows[1:] if not r[0]]
    ok(len(boards) * 2 == len(paired), 'a CSV line per board (%d)' % len(boards))
    ok(len(byes) == len(players) - len(paired), 'a CSV line per bye (%d)' % len(byes))
    ok([int(r[0]) for r in boards] == list(range(1, len(boards) + 1)), 'boards numbered 1..n')
    words = {'1': '1', '0': '0', '=': '1/2', '+': '+', '-': '-'}
    good = True
    for r in boards:
        w, b = players[int(r[1])], players[int(r[7])]
        good &= w['opponent'] == int(r[7]) and b['opponent'] == int(r[1])
        for p, at in ((w, 2), (b, 8)):
            good &= r[at:at + 4] == [p['title'], p['name'], p['rating'], p['id']]
        if w['colour'] in 'wb':
            good &= w['colour'] == 'w'
        sep = '-' if w['result'] in '10=' else '/'
        good &= r[6] == words[w['result']] + sep + words[b['result']]
        good &= r[12:] == ['trf', 'yes']
        if not good:
            print('# wrong line: %s' % r)
            break
    ok(good, 'each board: both players as the file has them, the result of their columns')
    ok(all(players[int(r[1])]['opponent'] == 0 for r in byes), 'the byes are the unpaired')

    pdf = run('pdftotext', out_pdf, '-')
    pages = int([l for l in run('pdfinfo', out_pdf).splitlines()
                 if l.startswith('Pages:')][0].split()[1])
    ok(pages > 1, 'the list takes %d pages' % pages)
    ok('Results of round 7' in pdf and '9. Karl-Mala-Gedenkturnier' in pdf, 'title and round')
    ok(all(('Page %d of %d' % (i, pages)) in pdf for i in range(1, pages + 1)), 'page numbers')
    flat = ' '.join(pdf.split())
    ok('GM Vasquez,Rodrigo (2558)' in flat, 'board 1: title, name and rating')
    # A long name wraps in its column, at a hyphen too (which pdftotext then drops): compared
    # without blanks and hyphens.
    solid = ''.join(pdf.split()).replace('-', '')
    missing = [players[n]['name'] for n in paired
               if ''.join(players[n]['name'].split()).replace('-', '') not in solid]
    ok(not missing, 'every player paired is in the PDF %s' % missing[:3])
    ok(pdf.count('Result') >= pages, "the table's head on every page")
    fonts = run('pdffonts', out_pdf).splitlines()[2:]
    ok(fonts and all(' yes ' in f for f in fonts), 'fonts embedded')
sys.exit(finish())
