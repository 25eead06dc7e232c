# other_windows.py
# SPDX-License-Identifier: GPL-3.0-or-later
# End-to-end scenarios of the windows beside the main one: the appeals committee's review, a
# course's presentation of a scenario, the round at the control desk. Expected texts come from
# the scenario files and the Laws; each checks that no case file is changed where none may be.

import glob
import hashlib
import os
import re
import subprocess
import xml.etree.ElementTree as ET

from hakem_e2e import check, find, find_all, key, name
from scenarios import rule_illegal_by_black, scenario

APP_ID = 'io.github.hakem.Hakem'
SCENARIO_NS = {'s': 'urn:hakem:scenario:1'}


def sha256(path):
    with open(path, 'rb') as f:
        return hashlib.sha256(f.read()).hexdigest()


def app_action(action, path):
    """An application action with a file, as the desktop (or a script) activates it over D-Bus:
    no file chooser."""
    subprocess.run(['gapplication', 'action', APP_ID, action, f"'{path}'"], check=True)


def toplevel(h, pattern, what):
    return h.wait_for(lambda: next((w for w in h.toplevels() if pattern.fullmatch(name(w))),
                                   None), what)


@scenario('review', "a case reviewed read-only: the arbiter's ruling beside today's, file unchanged")
def review(t):
    h = t.start()
    rule_illegal_by_black(t, h)
    # The committee reviews the case as saved (the autosave goes on writing the live one).
    case = t.path('appeal.hakem')
    with open(h.casefile, 'rb') as src, open(case, 'wb') as dst:
        dst.write(src.read())
    before = sha256(case)

    app_action('review-file', case)
    r = toplevel(h, t.T.pattern('Review: %s'), 'the review window')
    incidents = h.wait_for(lambda: find(r, 'list', t.T('Incidents')), 'the incident list')
    row = h.wait_for(lambda: next(iter(find_all(incidents, 'list item')), None),
                     'the incident in the list')
    h.click(row)
    arbiter, today = t.T('As the arbiter ruled'), t.T('Ruled again today')
    # 7.5.5: the first completed illegal move, two minutes for the opponent; ruled again today
    # with the same Laws, the same articles.
    h.label_text(r, lambda s: arbiter in s and '7.5.5' in s, "the arbiter's ruling with 7.5.5")
    h.label_text(r, lambda s: today in s and '7.5.5' in s, "today's ruling with 7.5.5")
    check(not find(r, 'label', lambda s: t.T("Today's ruling differs:") in s),
          "today's ruling is said to differ from the arbiter's")
    # Stepping through the record with the keyboard, then closing.
    for k in ('Home', 'Page_Down', 'End'):
        key(k)
    key('ctrl+w')
    h.window_gone(r, 'the review window')
    check(sha256(case) == before, 'the review changed the case file')


def shipped_scenario(t, file_name):
    root = ET.parse(os.path.join(t.suite.source_root, 'assets', 'scenarios', file_name)).getroot()
    lang = t.T.language

    def text_of(element):
        return ' '.join(element.find(f's:{lang}', SCENARIO_NS).text.split())
    script = root.find('s:script', SCENARIO_NS)
    decision = script.find('s:decision', SCENARIO_NS)
    choices = decision.findall('s:choice', SCENARIO_NS)
    correct = next(n for n, c in enumerate(choices) if c.get('correct') == 'true')
    ruling = decision.find('s:ruling', SCENARIO_NS)
    # The frames: the title, then one a step of the script; the decision's is its question.
    question_frame = 1 + list(script).index(decision)
    return (text_of(root.find('s:title', SCENARIO_NS)), question_frame, correct,
            text_of(ruling.find('s:summary', SCENARIO_NS)),
            [a.text for a in ruling.findall('s:article', SCENARIO_NS)])


@scenario('presentation', 'a scenario presented: stepped with Page Down, answered, ruling shown')
def presentation(t):
    h = t.start()
    h.play(*t.sans('d4 d5'))
    before = h.wait_case(lambda c: len(c.moves) == 2, 'two moves')
    saved = sha256(h.casefile)
    title, question_frame, correct, summary, articles = shipped_scenario(
        t, 'threefold-written-move.xml')
    chooser = h.open_dialog('ctrl+shift+t', 'Present a Scenario')
    listing = h.wait_for(lambda: find(chooser, 'list', t.T('Shipped scenarios')),
                         'the list of shipped scenarios')
    rows = h.wait_for(lambda: find_all(listing, 'list item'), 'the shipped scenarios')
    target = next((n for n, r in enumerate(rows) if name(r).startswith(title)), None)
    check(target is not None, f'the scenario {title!r} is not in the list')

    def focused_row():
        return next((n for n, r in enumerate(rows) if h.focused(r)), None)
    # Chosen with the keyboard, as the list scrolls to the row that has the focus.
    for _ in range(6):
        if focused_row() is not None:
            break
        key('Tab')
    while focused_row() != target:
        now = focused_row()
        check(now is not None, 'no scenario has the keyboard')
        key('Down' if now < target else 'Up')
        h.wait_for(lambda: focused_row() != now, 'the focus to move in the list')
    key('Return')
    p = toplevel(h, t.T.pattern('Presentation: %s'), 'the presentation window')
    where = t.T.pattern('%u / %u')

    def frame():
        shown = h.label_text(p, lambda s: where.fullmatch(s) and re.fullmatch(r'\d+\D+\d+', s),
                             'where the presentation stands')
        return int(re.findall(r'\d+', shown)[0]) - 1
    # Stepped with the presenter's remote (Page Down) up to the question, then answered.
    while frame() < question_frame:
        now = frame()
        key('Page_Down')
        h.wait_for(lambda: frame() == now + 1, f'the step after frame {now}')
    key(str(correct + 1))
    right = str(t.T.format('Right. %s', summary))
    h.label_text(p, lambda s: s == right, f'the ruling revealed: {right!r}')
    cited = t.T.pattern('Articles %s')
    h.label_text(p, lambda s: cited.fullmatch(s) and all(a in s.split(', ') or a + ',' in s
                                                         for a in articles),
                 f'the articles {", ".join(articles)}')
    key('Escape')
    h.window_gone(p, 'the presentation window')
    check(sha256(h.casefile) == saved, 'the presentation wrote into the case file')
    check(h.case().moves == before.moves, 'the game in the main window changed')


ROUND = """[Event "E2E Open"]
[Site "?"]
[Date "2026.11.27"]
[Round "1"]
[Board "{board}"]
[White "{white}"]
[Black "{black}"]
[Result "*"]

{moves} *

"""


@scenario('round', 'a round folder watched: a claimable board flagged, opened, ruled at this desk')
def round_view(t):
    folder = t.path('round')
    os.makedirs(folder, exist_ok=True)
    feed = os.path.join(folder, 'round-1.pgn')
    with open(feed, 'w', encoding='utf-8') as f:
        # Board 1: the start position after 0, 4 and 8 half-moves, White to move (9.2.2).
        f.write(ROUND.format(board=1, white='Ada', black='Ahmet',
                             moves='1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8'))
        f.write(ROUND.format(board=2, white='Zeynep', black='Emre', moves='1. e4 e5'))
    h = t.start()
    app_action('watch-round', folder)
    r = toplevel(h, t.T.pattern('Round'), 'the round view')
    threefold = t.T('Threefold claimable')
    board = str(t.T.format('Board %s', '1'))
    cell = h.wait_for(lambda: find(r, None, lambda s: s.startswith(board + '.') and threefold in s),
                      'board 1 flagged as threefold claimable')
    check(not find(r, None, lambda s: s.startswith(str(t.T.format('Board %s', '2')) + '.')
                   and threefold in s), 'board 2 flagged as threefold claimable')
    h.click(cell)
    h.wait_scoresheet(t.sans('Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8'))
    kept = h.wait_for(lambda: glob.glob(os.path.join(folder, 'round-1-board-1.*.hakem')),
                      "this desk's case file of board 1 in the round folder")
    d = h.open_dialog('ctrl+d', 'Draw Claim')
    h.choose(d, 'Kind of claim', t.T('Threefold repetition (Article 9.2)'))
    key('Return')
    h.label_text(d, lambda s: s == t.T('The claim is correct: the game is drawn (Article 9.5.2).'),
                 'the verdict: correct')
    h.apply(d, '_Apply Ruling')
    # The desk's ruling reaches the round view through its case file in the shared folder.
    incident = t.T('Incident at a desk')
    h.wait_for(lambda: find(r, None, lambda s: s.startswith(board + '.') and incident in s),
               'board 1 showing the incident of this desk')
    with open(kept[0], encoding='utf-8') as f:
        check('9.2' in f.read(), "the desk's case file does not hold the claim")
