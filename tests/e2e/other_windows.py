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

from hakem_e2e import check, find, find_all, key, name, type_text, xdotool
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


def window_id(title):
    """The X window of that title (GTK 4 tells AT-SPI no window ids), or None."""
    out = subprocess.run(['xdotool', 'search', '--name', '^' + re.escape(title) + '$'],
                         capture_output=True, text=True).stdout.split()
    return out[0] if out else None


def choose_file(h, title_msgid, path, accept_msgid=None):
    """GTK's file chooser, as the arbiter uses it from the keyboard: Ctrl+L, the path typed, then
    Return (a file) or the accept button (a folder, which Return would open instead)."""
    chooser = h.window(title_msgid)
    key('ctrl+l')
    type_text(path)
    if accept_msgid:
        # GTK 4.8 names its own file chooser's buttons by label and shown text ("_Choose Choose").
        label = h.T.plain(accept_msgid)
        accept = h.wait_for(lambda: find(chooser, 'push button',
                                         lambda s: s == label or s.endswith(' ' + label)),
                            f'the button {label!r}')
        h.click(accept)
    else:
        key('Return')
    h.window_gone(chooser, 'the file chooser')


def watch_pairings(t, h, trf, feed):
    """The round opened from the pairing program's file through its dialog, as from the menu."""
    subprocess.run(['gapplication', 'action', APP_ID, 'watch-round-pairings'], check=True)
    d = h.window('Watch a Round from Pairings')
    pairing_file = t.T.plain('_Pairing file')
    choose = t.T('Choose…')
    b = h.wait_for(lambda: find(d, 'push button', f'{choose} {pairing_file}'),
                   'the pairing file button, named by its label')
    h.click(b)
    choose_file(h, "Open the Pairing Program's File", trf)
    # The pairing file's button now names it: the one left to choose is the feed folder's.
    h.wait_for(lambda: find(d, 'push button', f'{os.path.basename(trf)} {pairing_file}'),
               'the pairing file chosen')
    # The feed folder is the pairing file's until another is chosen.
    folder = t.T.plain('_Feed folder')
    h.click(h.wait_for(lambda: find(d, 'push button', lambda s: s.endswith(' ' + folder)),
                       'the feed folder button, named by its label'))
    choose_file(h, "The Round's Feed Folder", feed + '/', '_Choose')
    h.press_button(d, '_Watch')
    return toplevel(h, t.T.pattern('Round'), 'the round view')


@scenario('pairings', "a round from the pairing file: a result entered, kept through kill -9, "
          "written back as TRF")
def pairings(t):
    # FIDE's sample file with round 7's results taken out (the opponents and colours stay, as
    # the pairing program writes a paired round).
    source = os.path.join(t.suite.source_root, 'tests', 'data', 'trf', 'fide-example1.trf')
    with open(source, 'rb') as f:
        lines = f.read().split(b'\n')
    at = 91 + 6 * 10 + 7  # round 7's result column (0-based): rounds start at 92, 10 wide
    blank = [line[:at] + b' ' + line[at + 1:] if line.startswith(b'001') and len(line) > at
             else line for line in lines]
    trf = t.path('round.trf')
    with open(trf, 'wb') as f:
        f.write(b'\n'.join(blank))
    feed = t.path('feed')
    os.makedirs(feed, exist_ok=True)
    state = t.path('state')
    os.makedirs(state, exist_ok=True)

    h = t.start(leak_check=False, state_home=state)
    r = watch_pairings(t, h, trf, feed)
    # Board 1 of round 7 (published order): Vasquez (1) against Uwira (31), no move yet.
    board = str(t.T.format('Board %s', '1'))
    h.wait_for(lambda: find(r, None, lambda s: s.startswith(board + '.') and 'Vasquez' in s),
               'board 1 with its pairing before any move')
    # The pointer away from the boards (a grid that opens on one click selects under the
    # pointer), the round view given the keyboard: Ctrl+R asks the result of the board
    # selected, the first.
    xdotool('mousemove', '2500', '1500')
    xdotool('windowfocus', '--sync', str(h.wait_for(lambda: window_id(t.T('Round')),
                                                     'the round view on the X display')))
    key('ctrl+r')
    d = h.wait_for(lambda: next((w for w in h.toplevels()
                                 if find(w, 'combo box', re.compile(
                                     '.*' + re.escape(t.T.plain('Result entered by the arbiter'))
                                     + '.*'))), None), 'the result dialog of board 1')
    check(name(d) == str(t.T.format('Result of Board %d', 1)), f'the dialog is {name(d)!r}')
    h.choose(d, 'Result entered by the arbiter', '1-0')
    h.press_button(d, '_Apply')
    h.window_gone(d, 'the result dialog')
    kept = h.wait_for(lambda: glob.glob(os.path.join(state, 'hakem', 'rounds', '*.results')),
                      "the arbiter's entries kept on disk")
    with open(kept[0], encoding='utf-8') as f:
        check('entered=1-0' in f.read(), 'the entry kept is not 1-0')
    h.kill()

    # After the crash: the same round watched again has the entry back, and says so.
    h = t.start('case-2.hakem', leak_check=False, state_home=state)
    r = watch_pairings(t, h, trf, feed)
    back = t.T.plural_pattern("%s (%u board's entry taken back from before)",
                              "%s (%u boards' entries taken back from before)", 1)
    h.wait_for(lambda: find(r, 'label', lambda s: bool(back.search(s))),
               'the status line saying one entry was taken back')
    # Written back for the pairing program: round 7 of players 1 and 31 only.
    out = t.path('round-7-results.trf')
    xdotool('windowfocus', '--sync', str(h.wait_for(lambda: window_id(t.T('Round')),
                                                     'the round view on the X display')))
    key('ctrl+s')
    chooser = h.window('Save Results as TRF')
    key('ctrl+a')
    type_text(out)
    key('Return')
    h.window_gone(chooser, 'the file chooser')
    written = h.wait_for(lambda: os.path.exists(out) and open(out, 'rb').read(), 'the TRF written')
    changed = [(a, b) for a, b in zip(blank, written.split(b'\n')) if a != b]
    check(len(changed) == 2, f'{len(changed)} lines changed in the TRF, not the two players\'')
    for old, new in changed:
        number = int(new[4:8])
        check(number in (1, 31), f'player {number} changed')
        check(new[at:at + 1] == (b'1' if number == 1 else b'0'),
              f'player {number}: round 7 written {new[at:at + 1]!r}')
