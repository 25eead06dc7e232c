# scenarios.py
# SPDX-License-Identifier: GPL-3.0-or-later
# The end-to-end scenarios: each drives the real hakem as an arbiter does and checks the window
# (through AT-SPI) and the case file; expected rulings come from the Laws, not from the program.

import os
import re
import shutil
import sys
import tempfile
import traceback

from hakem_e2e import name as name_of
from hakem_e2e import (DEADLINE, Failure, Hakem, Texts, check, describe, find_all, has_articles,
                       incidents_of, key, read_pgn, screenshot, type_text, validate_case)

# The letters the move entry reads in each interface language (the notation setting's default,
# 'interface': the interface's own).
NOTATION = {'en': 'en', 'tr': 'tr'}
TURKISH_PIECES = str.maketrans('KQRBN', 'ŞVKFA')

# The clock of the default game (90 minutes for 40 moves, then 30 minutes, 30 s a move: the
# first entry of assets/regulations/time-controls.txt).
START_MS = 90 * 60 * 1000

SCENARIOS = []
# Run only when named (long, and counted apart: kills.py).
OPT_IN = {'kills'}


def scenario(name, description):
    def register(fn):
        SCENARIOS.append((name, description, fn))
        return fn
    return register


class Scenario:
    """What a scenario works with: the texts of the language under test, a private directory,
    and the hakem processes it starts (each checked alive and quit cleanly at its end)."""

    def __init__(self, suite, name, language):
        self.suite = suite
        self.T = suite.texts[language]
        self.name = name
        self.dir = os.path.join(suite.workdir, name)
        os.makedirs(self.dir, exist_ok=True)
        self.runs = []
        self.todos = []

    def path(self, filename):
        return os.path.join(self.dir, filename)

    def start(self, casefile='case.hakem', leak_check=True, tz=None, state_home=None):
        """A fresh hakem on the case file. leak_check=False is for the runs that open GTK's file
        chooser only: in the sanitizer build GTK 4.8's chooser leaks now and then (strings of
        its asynchronous folder loading, cut short when it closes; through libcloudproviders
        too), from stacks of libgtk frames under GLib's main loop. A suppression of libgtk
        would hide every leak of Hakem's as well, since all of Hakem's window code runs under
        GTK's signal emission; so these runs go without the leak check (ASan and UBSan stay)."""
        log = os.path.join(self.name, f'hakem-{len(self.runs) + 1}.log')
        h = Hakem(self.suite, self.T, self.path(casefile), log, leak_check, tz, state_home)
        self.runs.append(h)
        return h.start()

    def san(self, move):
        """A move in the letters the move entry reads (written here in English letters)."""
        if NOTATION[self.T.language] != 'tr':
            return move
        return re.sub(r'^[KQRBN]|=[QRBN]', lambda m: m.group(0).translate(TURKISH_PIECES), move)

    def sans(self, moves):
        return [self.san(m) for m in moves.split()]

    def todo(self, condition, what, reason):
        """A check of something the Laws require that the program does not do yet: reported as
        a TAP TODO, so that it turns the suite red ('unexpected pass') once it is done and the
        TODO must be removed."""
        self.todos.append((bool(condition), what, reason))

    def game_over(self, h, move, result, article):
        """After a result the window gives it with the article it rests on (in the header and
        under the scoresheet: two labels at least), and the game takes no more moves."""
        def says(text):
            text = text.replace('\u2013', '-').replace('\u00bd', '1/2')
            return result in text and re.search(r'(?<![\d.])' + re.escape(article) + r'(?!\d)',
                                                text)
        h.wait_for(lambda: len(find_all(h.main(), 'label', says)) >= 2,
                   f'the window to show {result} and {article} (header, scoresheet)')
        check(not h.try_move(self.san(move)), f'the finished game took the move {move}')

    def schema(self):
        return os.path.join(self.suite.source_root, 'src', 'model', 'hakem-casefile.xsd')

    def incident(self, h, kind, *articles):
        """Waits for the case file to hold an incident of that kind citing those articles, then
        for the incident log to show it; returns the case and the incident."""
        case = h.wait_case(lambda c: any(has_articles(i, *articles) for i in incidents_of(c, kind)),
                           f'a {kind} incident citing {", ".join(articles)}')
        validate_case(h.casefile, self.schema())
        inc = [i for i in incidents_of(case, kind) if has_articles(i, *articles)][-1]
        self.shown_in_log(h, inc)
        return case, inc

    def shown_in_log(self, h, inc):
        """The incident log in the window reads the incident: its kind, articles and ruling."""
        kinds = {'claim': 'Draw claim', 'illegal-move': 'Irregularity', 'flag': 'Flag fall',
                 'penalty': 'Penalty', 'reconstruction': 'Reconstruction', 'clock': 'Clock',
                 'result': 'Result', 'note': 'Note'}
        title = self.T(kinds[inc['kind']])
        h.wait_for(lambda: any(title in e and inc['ruling'] in e
                               and all(a in e for a in inc['articles'])
                               for e in h.incident_log()),
                   f'the incident log to show the {inc["kind"]} ruling {inc["ruling"]!r}')


class Suite:
    def __init__(self, args):
        self.build_root = args.build
        self.source_root = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..'))
        # --lang en,tr: the scenarios take the languages in turn (the first scenario the first
        # language), so that one run drives the window in both; the sanitizer build gives them
        # in the other order, and so every scenario runs once in each language in all.
        self.languages = args.lang.split(',')
        self.texts = {lang: Texts(os.path.join(self.build_root, 'po'), lang)
                      for lang in self.languages}
        self.workdir = tempfile.mkdtemp(prefix=f'hakem-e2e-{"-".join(self.languages)}-')


def report_failure(t, error):
    """What a failed scenario leaves for whoever reads the test log."""
    for line in str(error).splitlines() or ['(no message)']:
        print(f'# {line}')
    if not isinstance(error, Failure):
        for line in traceback.format_exception(error):
            for part in line.rstrip().splitlines():
                print(f'# {part}')
    png = t.path('failure.png')
    if screenshot(png):
        print(f'# screenshot: {png}')
    for h in t.runs:
        if h.alive() and h.app is not None:
            tree = t.path('failure-tree.txt')
            with open(tree, 'w', encoding='utf-8') as f:
                f.write('\n'.join(describe(h.app)))
            print(f'# accessibility tree: {tree}')
        print(f'# hakem output: {h.log_path}')
        if os.path.exists(h.log_path):
            with open(h.log_path, encoding='utf-8', errors='replace') as f:
                for line in f.read().splitlines()[-20:]:
                    print(f'#   {line}')


def run(args):
    suite = Suite(args)
    chosen = [s for s in SCENARIOS
              if (s[0] in args.scenarios if args.scenarios else s[0] not in OPT_IN)]
    unknown = set(args.scenarios) - {s[0] for s in SCENARIOS}
    if unknown:
        print(f'run-e2e: no scenario {", ".join(sorted(unknown))}', file=sys.stderr)
        return 2
    print(f'# hakem end-to-end, LANGUAGE={args.lang} in turn, work directory {suite.workdir}, '
          f'hang after {DEADLINE:.0f} s')
    number = 0
    failed = 0
    for index, (name, description, fn) in enumerate(chosen):
        lang = suite.languages[index % len(suite.languages)]
        t = Scenario(suite, name, lang)
        error = None
        try:
            fn(t)
            for h in t.runs:
                if h.proc.returncode is None:
                    h.check_alive(f'at the end of {name}')
                    h.quit()
        except Exception as e:  # noqa: BLE001 - every error is this scenario's failure
            error = e
        for ok, what, reason in t.todos:
            number += 1
            print(f'{"ok" if ok else "not ok"} {number} - {lang} {name}: {what} '
                  f'# TODO {reason}')
        number += 1
        if error is None:
            print(f'ok {number} - {lang} {name}: {description}')
        else:
            failed += 1
            print(f'not ok {number} - {lang} {name}: {description}')
            report_failure(t, error)
        for h in t.runs:
            h.stop()
        sys.stdout.flush()
    print(f'1..{number}')
    if failed == 0 and not os.environ.get('E2E_KEEP'):
        shutil.rmtree(suite.workdir, ignore_errors=True)
    return 1 if failed else 0


# ---- the scenarios ---------------------------------------------------------------------------

@scenario('labels', 'the window shows its labels in the interface language')
def labels(t):
    h = t.start()
    T = t.T
    h.wait_status(lambda s: s == T('White to move'), repr(T('White to move')))
    if T.language != 'en':
        check(T('White to move') != 'White to move',
              f'no {T.language} translation of "White to move" in the catalogue')
    check(h.move_entry() is not None, 'no move entry named ' + repr(
        T.plain('Move as written on the scoresheet')))


@scenario('moves', 'moves typed into the move entry reach the scoresheet and the case file')
def moves(t):
    h = t.start()
    h.play(*t.sans('e4 e5 Nf3 Nc6 Bb5 a6'))
    # A move the position does not allow (the knight on f3 blocks the queen) is refused, said
    # why, and the record stays as it was.
    h.type_move(t.san('Qh5'))
    h.wait_status(lambda s: s and s != t.T('White to move'), 'why Qh5 is refused')
    check(h.scoresheet() == t.sans('e4 e5 Nf3 Nc6 Bb5 a6'),
          'the refused move reached the scoresheet')
    case = h.wait_case(lambda c: len(c.moves) == 6, 'six moves')
    check(case.moves == ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1b5', 'a7a6'],
          f'the case file holds {case.moves}')
    validate_case(h.casefile, t.schema())


def open_claim(t, h):
    """Ctrl+D, the kind of claim, then Enter: the dialog's first default rules on the claim."""
    d = h.open_dialog('ctrl+d', 'Draw Claim')
    h.choose(d, 'Kind of claim', t.T('Threefold repetition (Article 9.2)'))
    key('Return')
    return d


@scenario('claim-correct', 'a correct threefold repetition claim (9.2) draws the game')
def claim_correct(t):
    h = t.start()
    # The start position occurs after 0, 4 and 8 half-moves, White to move each time: 9.2.2.
    h.play(*t.sans('Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8'))
    d = open_claim(t, h)
    h.label_text(d, lambda s: s == t.T('The claim is correct: the game is drawn (Article 9.5.2).'),
                 'the verdict: correct')
    h.apply(d, '_Apply Ruling')
    case, inc = t.incident(h, 'claim', '9.2')
    check(inc['data'].get('verdict') == 'correct', f'the claim is recorded as {inc["data"]}')
    check(case.result == '1/2-1/2', f'the game is not drawn in the case file: {case.result}')
    t.game_over(h, 'e4', '1/2-1/2', '9.2')


@scenario('claim-incorrect', 'an incorrect claim gives the opponent two minutes (9.5.3)')
def claim_incorrect(t):
    h = t.start()
    # The start position has occurred twice (after 0 and 4 half-moves): no threefold repetition.
    h.play(*t.sans('Nf3 Nf6 Ng1 Ng8'))
    d = open_claim(t, h)
    h.label_text(d, t.T.pattern('The claim is incorrect: %s gets %s more and the game goes on '
                                '(Article 9.5.3).').fullmatch, 'the verdict: incorrect')
    h.apply(d, '_Apply Ruling')
    case, inc = t.incident(h, 'claim', '9.5.3')
    check(inc['data'].get('verdict') == 'incorrect', f'the claim is recorded as {inc["data"]}')
    # White claimed (White is to move); 9.5.3: two minutes more for Black, the game goes on.
    case = h.wait_case(lambda c: c.clock['black'] == START_MS + 120_000,
                       "Black's clock two minutes up")
    check(case.clock['white'] == START_MS, f"White's clock changed: {case.clock}")
    check(case.result == '*', f'the game ended: {case.result}')
    h.wait_for(lambda: h.find_in_main('label', '1:32:00'), "Black's clock showing 1:32:00")


def rule_illegal_by_black(t, h):
    """After 1.e4 e5 2.Nf3, Ctrl+I: Black, to move, has just completed an illegal move on the
    board (not entered here); returns the case and the incident (7.5.1, 7.5.5)."""
    h.play(*t.sans('e4 e5 Nf3'))
    d = h.open_dialog('ctrl+i', 'Illegal Move')
    h.choose(d, 'What _happened', t.T('An illegal move was completed (Article 7.5.1)'))
    h.tick(d, t.T.format('Now, by %s, the player _to move', t.T('Black')))
    h.apply(d, '_Apply Ruling')
    return t.incident(h, 'illegal-move', '7.5.1', '7.5.5')


@scenario('illegal', "an illegal move (7.5.1): the opponent's clock gets two minutes (7.5.5)")
def illegal(t):
    h = t.start()
    case, inc = rule_illegal_by_black(t, h)
    # 7.5.5: the first completed illegal move: two minutes more for the opponent (White).
    case = h.wait_case(lambda c: c.clock['white'] == START_MS + 120_000,
                       "White's clock two minutes up")
    check(case.illegal == {'white': 0, 'black': 1}, f'illegal moves counted: {case.illegal}')
    check(case.moves == ['e2e4', 'e7e5', 'g1f3'], f'the moves changed: {case.moves}')


@scenario('flag', 'a flag fall (6.9): White out of time, Black can mate, Black wins')
def flag(t):
    h = t.start()
    h.play(*t.sans('e4 e5'))
    d = h.open_dialog('ctrl+l', 'Flag Fall')
    h.tick(d, "_White's flag")
    h.apply(d, '_Apply Ruling')
    case, inc = t.incident(h, 'flag', '6.9')
    check(inc['data'].get('result') == '0-1', f'the flag fall is recorded as {inc["data"]}')
    check(case.result == '0-1', f'the game is not lost in the case file: {case.result}')
    t.game_over(h, 'Nf3', '0-1', '6.9')


@scenario('penalty', "a penalty (12.9.2): a minute more on the offender's opponent's clock")
def penalty(t):
    h = t.start()
    h.play(*t.sans('e4 e5'))
    d = h.open_dialog('ctrl+p', 'Penalty')
    h.tick(d, '_Black')
    h.tick(d, "_Increasing the opponent's remaining time (Article 12.9.2)")
    h.fill(d, 'spin button', '_Seconds', '60')
    h.apply(d, '_Apply Penalty')
    case, inc = t.incident(h, 'penalty', '12.9.2')
    case = h.wait_case(lambda c: c.clock['white'] == START_MS + 60_000, "White's clock a minute up")
    check(case.clock['black'] == START_MS, f"Black's clock changed: {case.clock}")


@scenario('result', 'a resignation (5.1.2): White resigns, Black wins')
def result(t):
    h = t.start()
    h.play(*t.sans('e4 e5 Nf3 Nc6'))
    d = h.open_dialog('ctrl+e', 'Record Result')
    h.tick(d, '_White resigns (Article 5.1.2)')
    h.apply(d, '_Apply Result')
    case, inc = t.incident(h, 'result', '5.1.2')
    case = h.wait_case(lambda c: c.result == '0-1', 'the result 0-1')
    check(case.ending == 'resignation', f'the game ended by {case.ending}')
    t.game_over(h, 'Bb5', '0-1', '5.1.2')


@scenario('reopen', 'a result recorded by mistake: the game reopened (an incident), play goes on')
def reopen(t):
    h = t.start()
    h.play(*t.sans('e4 e5 Nf3 Nc6'))
    d = h.open_dialog('ctrl+e', 'Record Result')
    h.tick(d, '_White resigns (Article 5.1.2)')
    h.apply(d, '_Apply Result')
    h.wait_case(lambda c: c.result == '0-1', 'the result 0-1')
    t.game_over(h, 'Bb5', '0-1', '5.1.2')
    q = h.open_dialog('ctrl+shift+e', 'Reopen the finished game?')
    h.fill(q, 'text', '_Why (for the incident log)', 'resigned the wrong game')
    h.press_button(q, '_Reopen')
    h.window_gone(q, 'the question')
    case = h.wait_case(lambda c: c.result == '*' and any(
        i['data'].get('reopened') == 'yes' for i in incidents_of(c, 'result')),
        'the game going on again, with an incident that says it was reopened')
    validate_case(h.casefile, t.schema())
    inc = [i for i in incidents_of(case, 'result') if i['data'].get('reopened') == 'yes'][-1]
    check(inc['data'].get('previous') == '0-1', f'the reopened result is not named: {inc["data"]}')
    check(inc['note'] == 'resigned the wrong game', f"the arbiter's reason is not kept: {inc}")
    h.focus_main()
    h.play(t.san('Bb5'))
    h.wait_case(lambda c: c.moves == ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1b5'],
                'the move after reopening')


@scenario('reconstruction', 'a reconstruction on a second board (8.5.3) kept without adopting')
def reconstruction(t):
    h = t.start()
    h.play(*t.sans('e4 e5 Nf3 Nc6'))
    d = h.open_dialog('ctrl+r', 'Reconstruction on a Second Board')
    h.press_button(d, '_Take from the Live Board')
    h.press_button(d, '_Record and Start the Reconstruction')
    recalled = t.T.plain('Recalled move')
    entry = h.wait_for(lambda: h.find_focused(d, 'text', lambda n: n.startswith(recalled)),
                       'the recalled move entry to have the keyboard')
    for move in t.sans('e4 e5 Nf3 Nc6'):
        type_text(move)
        h.wait_for(lambda: h.text_of(entry) == move, f'the recalled move entry to read {move!r}')
        key('Return')
        h.wait_for(lambda: h.text_of(entry) == '', f'{move} to be replayed')
    # Keeping is not the default (adopting is): clicked.
    h.press_button(d, '_Keep without Adopting')
    h.window_gone(d, 'the reconstruction')
    case, inc = t.incident(h, 'reconstruction', '8.5.3')
    check(len(case.reconstructions) == 1, f'{len(case.reconstructions)} reconstructions kept')
    check(case.reconstructions[0]['replay'] == ['e2e4', 'e7e5', 'g1f3', 'b8c6'],
          f'the replay holds {case.reconstructions[0]["replay"]}')
    check(not case.reconstructions[0]['adopted'], 'the reconstruction was adopted')
    check(case.moves == ['e2e4', 'e7e5', 'g1f3', 'b8c6'], f'the game changed: {case.moves}')


def new_game(t, h, white, black, time_control):
    d = h.open_dialog('ctrl+n', 'New Game')
    h.fill(d, 'text', '_White', white)
    h.fill(d, 'text', '_Black', black)
    h.choose(d, '_Time control', t.T('Custom time control'))
    h.fill(d, 'text', 'Custom time control', time_control)
    h.apply(d, '_Start')


@scenario('new-game', 'a new game takes its players and time control')
def new_game_scenario(t):
    h = t.start()
    new_game(t, h, 'Ada Lovelace', 'Ahmet Yilmaz', '900+10')
    case = h.wait_case(lambda c: c.tags.get('White') == 'Ada Lovelace', 'the new game')
    check(case.tags.get('Black') == 'Ahmet Yilmaz', f'tags: {case.tags}')
    check(case.tags.get('TimeControl') == '900+10', f'tags: {case.tags}')
    check(case.clock == {'white': 900_000, 'black': 900_000}, f'clocks: {case.clock}')
    check(case.moves == [] and case.incidents == [], 'the new game is not empty')
    h.wait_for(lambda: h.find_in_main('label', '15:00') or h.find_in_main('label', '0:15:00'),
               'the clocks showing 15 minutes')
    validate_case(h.casefile, t.schema())


@scenario('new-game-asks', 'a game in progress is not left for a new one without asking')
def new_game_asks(t):
    h = t.start()
    h.play(*t.sans('e4 e5'))
    question = h.open_dialog('ctrl+n', 'Leave the game in progress?')
    # The focus is on Cancel in a question whose answer loses something: Enter is the safe
    # answer, as Escape is.
    key('Return')
    h.window_gone(question, 'the question')
    check(h.scoresheet() == t.sans('e4 e5'), 'the game in progress was left')
    check(not any(name_of(w) == t.T('New Game') for w in h.toplevels()),
          'the new game dialog opened though the arbiter said no')
    question = h.open_dialog('ctrl+n', 'Leave the game in progress?')
    h.press_button(question, '_Leave It')
    d = h.window('New Game')
    h.apply(d, '_Start')
    h.wait_scoresheet([])
    h.wait_case(lambda c: c.moves == [], 'the new game, empty')


@scenario('regulations', 'the rapid profile (A.1) set for the event on a 15 min + 10 s game')
def regulations(t):
    h = t.start()
    # 15 minutes + 10 s a move is 25 minutes over 60 moves: rapid (A.1).
    new_game(t, h, 'Ada Lovelace', 'Ahmet Yilmaz', '900+10')
    d = h.open_dialog('ctrl+g', 'Event Regulations')
    h.choose(d, '_Regulations', t.T('FIDE Laws of Chess 2023: rapid play'))
    h.apply(d, '_Apply')
    case = h.wait_case(lambda c: c.regulations_set_for_event, 'regulations set for the event')
    check(case.regulations_id == 'fide-2023-rapid', f'the profile is {case.regulations_id}')
    validate_case(h.casefile, t.schema())


@scenario('save-open', "the game saved as PGN through GTK's file chooser, then opened again")
def save_open(t):
    h = t.start(leak_check=False)
    h.play(*t.sans('e4 e5 Nf3 Nc6 Bb5'))
    pgn = t.path('saved game.pgn')
    chooser = h.open_dialog('ctrl+s', 'Save the Game as PGN')
    # The name field has the keyboard with "game.pgn" in it: replace it by a whole path.
    key('ctrl+a')
    type_text(pgn)
    key('Return')
    h.window_gone(chooser, 'the file chooser')
    h.wait_toast('The game was saved.')
    tags, moves = h.wait_for(lambda: os.path.exists(pgn) and read_pgn(pgn), 'the PGN file')
    # PGN writes English piece letters whatever the interface (PGN standard 8.2.3: SAN uses the
    # English letters; other programs read nothing else).
    check(moves == ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5'],
          f'the PGN holds the moves {" ".join(moves)}, not in English letters')
    check(tags.get('Result') == '*', f'the PGN result is {tags.get("Result")}')

    # Opened in a fresh window, with no game in progress to lose.
    h.quit()
    h = t.start('case-2.hakem', leak_check=False)
    chooser = h.open_dialog('ctrl+o', 'Open a Game')
    key('ctrl+l')
    type_text(pgn)
    key('Return')
    h.window_gone(chooser, 'the file chooser')
    h.wait_toast('The game was opened.')
    h.wait_scoresheet(t.sans('e4 e5 Nf3 Nc6 Bb5'))
    h.wait_case(lambda c: c.moves == ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1b5'], 'the opened game')


@scenario('kill-restore', 'after kill -9 the case is offered back and restored with its incidents')
def kill_restore(t):
    h = t.start()
    h.play(*t.sans('d4 d5 c4'))
    d = h.open_dialog('ctrl+p', 'Penalty')
    h.tick(d, 'Warnin_g (Article 12.9.1)')
    h.apply(d, '_Apply Penalty')
    t.incident(h, 'penalty', '12.9.1')
    h.kill()

    h = t.start()
    banner = h.label_text(h.main(), t.T.pattern('A case saved on %s at %s was found: a game in '
                                                'progress (%s). Restore it?').fullmatch,
                          'the offer to restore the game in progress')
    restore = h.button(h.main(), '_Restore')
    h.wait_for(lambda: h.focused(restore), f'{t.T.plain("_Restore")!r} to have the keyboard')
    h.main_key('Return')
    h.wait_scoresheet(t.sans('d4 d5 c4'))
    h.wait_for(lambda: len(h.incident_log()) == 1, 'the restored incident in the log')
    case, inc = t.incident(h, 'penalty', '12.9.1')
    check(case.moves == ['d2d4', 'd7d5', 'c2c4'], f'the case file holds {case.moves}')
    check(len(case.incidents) == 1, f'{len(case.incidents)} incidents after the restore')
    check(banner, 'no banner')


@scenario('kill-restore-finished', 'a finished game is offered back as finished after kill -9')
def kill_restore_finished(t):
    h = t.start()
    h.play(*t.sans('e4 e5 Nf3'))
    d = h.open_dialog('ctrl+e', 'Record Result')
    h.tick(d, '_Black resigns (Article 5.1.2)')
    h.apply(d, '_Apply Result')
    h.wait_case(lambda c: c.result == '1-0', 'the result 1-0')
    h.kill()

    h = t.start()
    h.label_text(h.main(), t.T.pattern('A case saved on %s at %s was found: a finished game '
                                       '(%s; %s). Restore it?').fullmatch,
                 'the offer to restore the finished game')
    h.press_button(h.main(), '_Restore')
    h.wait_status(t.T.pattern('The case of the finished game (%s) was restored.').fullmatch,
                  'the finished game restored')
    h.wait_scoresheet(t.sans('e4 e5 Nf3'))
    case = h.wait_case(lambda c: c.result == '1-0', 'the result 1-0 after the restore')
    check(case.ending == 'resignation', f'the game ended by {case.ending}')
    t.game_over(h, 'Nc6', '1-0', '5.1.2')


# The kill scenario registers itself here (it needs the decorator above).
import kills  # noqa: E402,F401  pylint: disable=wrong-import-position,unused-import
import other_windows  # noqa: E402,F401  pylint: disable=wrong-import-position,unused-import
