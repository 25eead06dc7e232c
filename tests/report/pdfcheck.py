# pdfcheck.py
# SPDX-License-Identifier: GPL-3.0-or-later
# What the report's checks read in a PDF with poppler: the words of each page with their boxes;
# every page of the paper's size, no word outside the margins, over another or too small; no ink
# outside the margins.
import html, os, re

from tap import ok, run

MARGIN = 42.0  # the margin the report promises on every side, in points
PAPERS = {'a4': (595.28, 841.89), 'letter': (612.0, 792.0)}


def words_by_page(pdf):
    out = run('pdftotext', '-bbox', pdf, '-')
    pages = []
    for page in re.finditer(r'<page width="([\d.]+)" height="([\d.]+)">(.*?)</page>', out, re.S):
        words = [(float(a), float(b), float(c), float(d), html.unescape(w)) for a, b, c, d, w in
                 re.findall(r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" '
                            r'yMax="([\d.]+)">(.*?)</word>', page.group(3))]
        pages.append((float(page.group(1)), float(page.group(2)), words))
    return pages


def check_layout(pdf, paper, label):
    pages = words_by_page(pdf)
    pw, ph = PAPERS[paper]
    ok(all(abs(w - pw) < 0.5 and abs(h - ph) < 0.5 for w, h, _ in pages),
       '%s: every page is %s (%.2f x %.2f pt)' % (label, paper, pw, ph))
    outside, overlaps, small = [], [], []
    for n, (w, h, words) in enumerate(pages):
        for x0, y0, x1, y1, t in words:
            if x0 < MARGIN - 0.5 or y0 < MARGIN - 0.5 or x1 > w - MARGIN + 0.5 or y1 > h - MARGIN + 0.5:
                outside.append((n + 1, t))
            if y1 - y0 < 6.0:
                small.append((n + 1, t))
        # Word boxes are the fonts' ascent to descent: shrink them a little so that lines set
        # one under the other do not count, text drawn over text does.
        boxes = sorted((x0 + 0.3, y0 + 1.0, x1 - 0.3, y1 - 1.0, t) for x0, y0, x1, y1, t in words)
        for i, a in enumerate(boxes):
            for b in boxes[i + 1:]:
                if b[0] >= a[2]:
                    break
                if b[1] < a[3] and a[1] < b[3]:
                    overlaps.append((n + 1, a[4], b[4]))
    ok(not outside, '%s: no word outside the margins %s' % (label, outside[:5]))
    ok(not overlaps, '%s: no words overlap %s' % (label, overlaps[:5]))
    ok(not small, '%s: no text under 6 pt high %s' % (label, small[:5]))
    return len(pages)


def check_ink(pdf, paper, label, tmp):
    res = 36
    run('pdftoppm', '-r', str(res), '-gray', pdf, os.path.join(tmp, 'page'))
    edge = int(MARGIN * res / 72) - 1
    bad = []
    for name in sorted(f for f in os.listdir(tmp) if f.startswith('page')):
        data = open(os.path.join(tmp, name), 'rb').read()
        m = re.match(rb'P5\s+(\d+)\s+(\d+)\s+(\d+)\s', data)
        w, h = int(m.group(1)), int(m.group(2))
        px = data[m.end():]
        for y in range(h):
            row = px[y * w:(y + 1) * w]
            if y < edge or y >= h - edge:
                if min(row) < 250:
                    bad.append(name)
                    break
            elif min(row[:edge]) < 250 or min(row[w - edge:]) < 250:
                bad.append(name)
                break
        os.remove(os.path.join(tmp, name))
    ok(not bad, '%s: no ink outside the margins (pdftoppm at %d dpi) %s' % (label, res, bad[:5]))
