# hakem_e2e.py
# SPDX-License-Identifier: GPL-3.0-or-later
# The end-to-end suite's library: starts build/src/hakem as a user runs it, drives it with
# xdotool (keys, typing, clicks) and reads it through AT-SPI (pyatspi) and its case file.

import gettext
import os
import re
import shutil
import signal
import subprocess
import time
import xml.etree.ElementTree as ET

import pyatspi
from gi.repository import Atspi, GLib

# How long a condition may take before the suite calls it a hang. Only a hang detector: every
# wait returns as soon as its condition holds, so a generous value costs nothing when all is well
# (hakem under AddressSanitizer on a busy machine is slow).
DEADLINE = float(os.environ.get('E2E_DEADLINE', '120'))
POLL = 0.05

CASEFILE_NS = 'urn:hakem:casefile:1'
REGULATIONS_NS = 'urn:hakem:regulations:1'


class Failure(Exception):
    """A check that did not hold; the scenario stops and is reported as 'not ok'."""


def check(condition, what):
    if not condition:
        raise Failure(what)


# ---- translations: widgets are found by the names the user sees ------------------------------

class Shown(str):
    """A text as the program shows it (already translated and filled in), where a helper
    otherwise takes an English msgid."""


class Texts:
    """The program's texts in the language under test, looked up by their English msgid in the
    build tree's catalogue, so that nothing Turkish is written into the tests."""

    def __init__(self, localedir, language):
        self.language = language
        self.catalogue = gettext.translation('hakem', localedir=localedir,
                                             languages=[language], fallback=language == 'en')
        # Every msgid a test names must be one the program has: checked against the Turkish
        # catalogue in either language, so that a misspelt msgid fails in English too.
        self.known = gettext.translation('hakem', localedir=localedir, languages=['tr'])._catalog

    def __call__(self, msgid):
        if isinstance(msgid, Shown):
            return str(msgid)
        if msgid not in self.known:
            raise Failure(f'no msgid {msgid!r} in the catalogue (misspelt, or changed in src/?)')
        return self.catalogue.gettext(msgid)

    def plain(self, msgid):
        """A translated label as screen readers (and AT-SPI) give it: without the mnemonic
        underscores ('_Apply Ruling' -> 'Apply Ruling'; '__' is a literal underscore)."""
        return re.sub(r'_(.)', r'\1', self(msgid))

    def format(self, msgid, *args):
        """A translated C format filled in as g_strdup_printf would ('%d', '%s', '%1$s')."""
        return Shown(c_format(self(msgid), args))

    def pattern(self, msgid):
        """A regular expression matching the translated C format whatever its arguments are."""
        return self._pattern_of(self(msgid))

    def plural_pattern(self, msgid, msgid_plural, n):
        """pattern for a message with plural forms, in the form for n."""
        if (msgid, 0) not in self.known:
            raise Failure(f'no plural msgid {msgid!r} in the catalogue')
        return self._pattern_of(self.catalogue.ngettext(msgid, msgid_plural, n))

    @staticmethod
    def _pattern_of(translated):
        parts = re.split(r'%(?:\d+\$)?[-+ #0-9.]*(?:l|ll|h|z)?[dusf]', translated)
        return re.compile('.*?'.join(re.escape(p.replace('%%', '%')) for p in parts), re.S)


def c_format(fmt, args):
    counter = iter(range(len(args)))

    def fill(m):
        if m.group(0) == '%%':
            return '%'
        index = int(m.group(1)) - 1 if m.group(1) else next(counter)
        return str(args[index])
    return re.sub(r'%%|%(?:(\d+)\$)?[-+ #0-9.]*(?:l|ll|h|z)?[dusf]', fill, fmt)


# ---- the accessibility tree ----------------------------------------------------------------

def safe(fn, default=None):
    """AT-SPI calls on a widget that is going away raise; to a poller that means 'not yet'."""
    try:
        return fn()
    except (GLib.GError, AttributeError, RuntimeError):
        return default


def children(acc):
    n = safe(lambda: acc.childCount, 0) or 0
    for i in range(n):
        c = safe(lambda: acc.getChildAtIndex(i))
        if c is not None:
            yield c


def walk(acc):
    yield acc
    for c in children(acc):
        yield from walk(c)


def role(acc):
    # acc may be None: a node gone while it was read (the window rebuilt under a busy machine).
    return safe(lambda: acc.getRoleName(), '')


def name(acc):
    return safe(lambda: acc.name, '') or ''


def text(acc):
    """What a label or an entry shows: its Text interface, else its name."""
    t = safe(acc.queryText)
    if t is not None:
        # GTK 4.8 answers nothing to the usual -1 for 'to the end'.
        value = safe(lambda: t.getText(0, t.characterCount))
        if value is not None:
            return value
    return name(acc)


def has_state(acc, state):
    return bool(safe(lambda: acc.getState().contains(state), False))


def focused_within(acc):
    return any(has_state(a, pyatspi.STATE_FOCUSED) for a in walk(acc))


def matches(value, want):
    if want is None:
        return True
    if isinstance(want, re.Pattern):
        return bool(want.fullmatch(value))
    if callable(want):
        return bool(want(value))
    return value == want


def find_all(root, role_name=None, name_is=None, text_is=None):
    """Every node under root (root included) with that role and name (a string, a compiled
    regular expression matched in full, or a predicate) and text."""
    return [a for a in walk(root)
            if (role_name is None or role(a) == role_name) and matches(name(a), name_is)
            and (text_is is None or matches(text(a), text_is))]


def find(root, role_name=None, name_is=None, text_is=None):
    found = find_all(root, role_name, name_is, text_is)
    return found[0] if found else None


def describe(acc, depth=0, out=None):
    """The subtree as text, for a failure's diagnostics."""
    out = [] if out is None else out
    states = ''.join(flag for flag, s in (('F', pyatspi.STATE_FOCUSED),
                                          ('A', pyatspi.STATE_ACTIVE),
                                          ('C', pyatspi.STATE_CHECKED))
                     if has_state(acc, s))
    insensitive = '' if has_state(acc, pyatspi.STATE_SENSITIVE) else ' (insensitive)'
    line = f"{'  ' * depth}[{role(acc)}] {name(acc)!r}{insensitive} {states}".rstrip()
    shown = text(acc)
    if shown and shown != name(acc):
        line += f' text={shown!r}'
    out.append(line)
    for c in children(acc):
        describe(c, depth + 1, out)
    return out


# ---- the X display: keys, typing and clicks as a user makes them -----------------------------

def xdotool(*args):
    subprocess.run(['xdotool', *args], check=True, stdout=subprocess.DEVNULL)


def key(*keys):
    """Presses keys as xdotool names them ('ctrl+d', 'Return', 'Escape')."""
    xdotool('key', '--delay', '30', *keys)


def type_text(value):
    xdotool('type', '--delay', '20', value)


def click_at(x, y):
    xdotool('mousemove', '--sync', str(x), str(y), 'click', '1')


# ---- the program under test ----------------------------------------------------------------

class Hakem:
    """One run of build/src/hakem with a private case file, and the helpers a scenario needs."""

    def __init__(self, suite, texts, casefile, log_name, leak_check=True, tz=None,
                 state_home=None):
        self.suite = suite
        self.T = texts  # the texts of this run's interface language
        self.casefile = casefile
        self.log_path = os.path.join(suite.workdir, log_name)
        self.proc = None
        self.app = None
        self.xid = None
        self.cache = {}
        self.leak_check = leak_check
        self.tz = tz  # the time zone of this run (TZ), or the suite's
        self.state_home = state_home  # XDG_STATE_HOME shared with other runs, or the run's own

    # -- the process

    def start(self):
        env = dict(os.environ)
        env.update({
            'HAKEM_CASEFILE': self.casefile,
            'HAKEM_LOCALEDIR': os.path.join(self.suite.build_root, 'po'),
            'GSETTINGS_SCHEMA_DIR': os.path.join(self.suite.build_root, 'assets'),
            'GSETTINGS_BACKEND': 'memory',
            'GTK_A11Y': 'atspi',
            'GSK_RENDERER': 'cairo',
            'LANGUAGE': self.T.language,
        })
        if not self.leak_check:
            # In the sanitizer build: no leak report at exit for this run (see Scenario.start).
            env['ASAN_OPTIONS'] = ':'.join(filter(None, [env.get('ASAN_OPTIONS'),
                                                         'detect_leaks=0']))
        if self.tz:
            env['TZ'] = self.tz
        if 'E2E_HAKEM_G_DEBUG' in env:
            env['G_DEBUG'] = env.pop('E2E_HAKEM_G_DEBUG')
        # A user of their own: GTK keeps recent files and settings under these, and a file
        # chooser full of another run's recent files opens in another mode.
        home = self.log_path[:-len('.log')] + '-home'
        for var in ('XDG_DATA_HOME', 'XDG_CONFIG_HOME', 'XDG_CACHE_HOME', 'XDG_STATE_HOME'):
            env[var] = os.path.join(home, var.lower())
            if var == 'XDG_STATE_HOME' and self.state_home:
                env[var] = self.state_home
            os.makedirs(env[var], exist_ok=True)
        exe = os.path.join(self.suite.build_root, 'src', 'hakem')
        self.log = open(self.log_path, 'ab')
        self.proc = subprocess.Popen([exe], env=env, cwd=self.suite.workdir, stdout=self.log,
                                     stderr=subprocess.STDOUT)
        self.app = self.wait_for(self._find_app, 'hakem on the accessibility bus')
        # The window's side panel is built after its first frame: the move entry says it is.
        self.wait_for(lambda: self.move_entry(), 'the main window with its move entry')
        self.xid = self.wait_for(self._main_xid, 'the main window on the X display')
        return self

    def _find_app(self):
        desktop = pyatspi.Registry.getDesktop(0)
        for a in children(desktop):
            if safe(a.get_process_id) == self.proc.pid:
                # Read every name and state afresh: GTK 4.8 does not announce every change.
                safe(lambda: a.set_cache_mask(Atspi.Cache.NONE))
                return a
        return None

    def _main_xid(self):
        out = subprocess.run(['xdotool', 'search', '--onlyvisible', '--pid', str(self.proc.pid)],
                             capture_output=True, text=True).stdout.split()
        title = name(self.main())
        for xid in out:
            got = subprocess.run(['xdotool', 'getwindowname', xid], capture_output=True,
                                 text=True).stdout.strip()
            if got == title:
                return xid
        return None

    def alive(self):
        return self.proc is not None and self.proc.poll() is None

    def check_alive(self, when):
        if not self.alive():
            raise Failure(f'hakem exited with status {exit_text(self.proc.returncode)} {when} '
                          f'(its output: {self.log_path})')

    def quit(self):
        """Ctrl+Q as the user quits; the exit status must be 0 (under AddressSanitizer this is
        also the leak check)."""
        self.main_key('ctrl+q')
        self.wait_for(lambda: self.proc.poll() is not None, 'hakem to quit', alive=False)
        self.log.close()
        check(self.proc.returncode == 0,
              f'hakem quit with status {exit_text(self.proc.returncode)} (see {self.log_path})')

    def kill(self):
        """kill -9: what a crash or a power cut leaves behind."""
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()
        self.log.close()

    def kill_now(self):
        """kill -9 from another thread (a timer in the middle of a step): the signal only;
        wait_killed reaps the process."""
        try:
            self.proc.send_signal(signal.SIGKILL)
        except ProcessLookupError:
            pass

    def wait_killed(self):
        self.proc.wait()
        if not self.log.closed:
            self.log.close()

    def stop(self):
        """Clean-up after a failed scenario."""
        if self.alive():
            self.kill()

    # -- waiting

    def wait_for(self, predicate, what, alive=True, deadline=None):
        """Polls predicate until it returns a true value and returns that value. Fails at once
        if hakem dies, and after the deadline (a hang)."""
        end = time.monotonic() + (deadline or DEADLINE)
        while True:
            if alive:
                self.check_alive(f'while waiting for {what}')
            value = safe(predicate)
            if value:
                return value
            if time.monotonic() > end:
                raise Failure(f'{what}: not seen after {deadline or DEADLINE:.0f} s')
            time.sleep(POLL)

    # -- windows

    def toplevels(self):
        return list(children(self.app))

    def kept(self, key, finder):
        """A widget found once and kept while it lives: a walk of the tree costs a D-Bus call
        per node, and the main window's parts live as long as the window."""
        acc = self.cache.get(key)
        if acc is None or not role(acc) or safe(lambda: acc.parent) is None:
            acc = self.cache[key] = finder()
        return acc

    def main(self):
        """The main window: the toplevel holding the move entry."""
        entry = self.T.plain('Move as written on the scoresheet')
        return self.kept('main', lambda: next(
            (w for w in self.toplevels() if find(w, 'text', entry)), None))

    def window(self, title_msgid):
        """Waits for the toplevel with that (translated) title to be shown and to have the
        keyboard: GTK gives the focus to a window it presents. GTK 4.8 says 'active' of frames
        only; of another toplevel (GTK's file chooser reads as a filler) a focused widget inside
        says it."""
        title = self.T(title_msgid)

        def ready():
            for w in self.toplevels():
                if name(w) == title and (has_state(w, pyatspi.STATE_ACTIVE) or (
                        role(w) != 'frame' and focused_within(w))):
                    return w
            return None
        return self.wait_for(ready, f'the window {title!r}')

    def window_gone(self, window, what):
        self.wait_for(lambda: all(not is_same(w, window) for w in self.toplevels()),
                      f'{what} to close')

    def focus_main(self):
        """Gives the main window the keyboard, as a window manager does when the user clicks on
        it. There is none under Xvfb: when a dialog closes, X gives the focus to no window."""
        main = self.main()
        if not has_state(main, pyatspi.STATE_ACTIVE):
            xdotool('windowfocus', '--sync', self.xid)
            self.wait_for(lambda: has_state(self.main(), pyatspi.STATE_ACTIVE),
                          'the main window to have the keyboard')

    def main_key(self, *keys):
        """A shortcut pressed in the main window."""
        self.check_alive('before a key in the main window')
        self.focus_main()
        key(*keys)

    def open_dialog(self, keys, title_msgid):
        """Presses a shortcut in the main window and waits for the window it opens."""
        self.main_key(keys)
        return self.window(title_msgid)

    # -- widgets

    def find_in_main(self, role_name=None, name_is=None, text_is=None):
        return find(self.main(), role_name, name_is, text_is)

    def find_focused(self, within, role_name=None, name_is=None):
        return next((a for a in find_all(within, role_name, name_is)
                     if has_state(a, pyatspi.STATE_FOCUSED)), None)

    @staticmethod
    def focused(acc):
        return has_state(acc, pyatspi.STATE_FOCUSED)

    @staticmethod
    def text_of(acc):
        return text(acc)

    def button(self, within, msgid):
        label = self.T.plain(msgid)
        return self.wait_for(lambda: find(within, 'push button', label),
                             f'the button {label!r}')

    def press_button(self, within, msgid):
        """Clicks a button through its accessible action (a screen reader's click)."""
        b = self.button(within, msgid)
        self.wait_for(lambda: has_state(b, pyatspi.STATE_SENSITIVE),
                      f'the button {name(b)!r} to be sensitive')
        check(safe(lambda: b.queryAction().doAction(0), False),
              f'the button {name(b)!r} did not take its click')

    def apply(self, dialog, msgid):
        """Applies a dialog as the arbiter does: Enter, which activates its default button (the
        button msgid, awaited sensitive first), then waits for the dialog to close."""
        b = self.button(dialog, msgid)
        self.wait_for(lambda: has_state(b, pyatspi.STATE_SENSITIVE),
                      f'the button {name(b)!r} to be sensitive')
        key('Return')
        self.window_gone(dialog, f'the dialog after Enter (its default {name(b)!r})')

    def click(self, acc):
        """A mouse click in the middle of a widget. Every toplevel is at 0,0 without a window
        manager, so window coordinates are screen coordinates (GTK 4 gives no others; asking
        for them is a warning, fatal under G_DEBUG=fatal-warnings)."""
        ext = self.wait_for(lambda: acc.queryComponent().getExtents(pyatspi.WINDOW_COORDS),
                            f'the place of {name(acc)!r}')
        check(ext.width > 0 and ext.height > 0, f'{name(acc)!r} is not on the screen')
        click_at(ext.x + ext.width // 2, ext.y + ext.height // 2)

    def tick(self, within, msgid):
        """Checks a check box or radio button by clicking it (GTK 4.8 gives them no accessible
        action) and waits until it is checked."""
        label = self.T.plain(msgid)
        box = self.wait_for(lambda: find(within, 'check box', label), f'the check box {label!r}')
        self.click(box)
        self.wait_for(lambda: has_state(box, pyatspi.STATE_CHECKED), f'{label!r} to be checked')

    def fill(self, within, role_name, msgid, value):
        """Replaces the text of an entry or spin button named msgid by typing value."""
        label = self.T.plain(msgid)
        entry = self.wait_for(lambda: find(within, role_name, label), f'the entry {label!r}')
        self.click(entry)
        self.wait_for(lambda: focused_within(entry), f'{label!r} to have the keyboard')
        key('ctrl+a')
        type_text(value)
        self.wait_for(lambda: text(entry) == value, f'{label!r} to read {value!r}')
        return entry

    def choose(self, within, combo_msgid, item):
        """Chooses item (a shown text) in the drop-down named combo_msgid with the keyboard: it
        opens with a click, the arrows move through the list, Return chooses."""
        label = self.T.plain(combo_msgid)
        combo = self.wait_for(lambda: find(within, 'combo box', re.compile(
            r'(.* )?' + re.escape(label) + r'( .*)?')), f'the drop-down {label!r}')
        if find(combo, 'label', item) and not find(combo, 'list'):
            return  # already chosen
        self.click(combo)
        listing = self.wait_for(lambda: find(combo, 'list'), f'the list of {label!r}')
        items = self.wait_for(lambda: find_all(listing, 'list item'), f'the items of {label!r}')
        texts = [text(find(i, 'label')) for i in items]
        check(item in texts, f'{item!r} is not offered in {label!r}: {texts}')
        target = texts.index(item)
        self.wait_for(lambda: any(has_state(i, pyatspi.STATE_FOCUSED) for i in items),
                      f'the list of {label!r} to have the keyboard')
        for _ in range(len(items)):
            focused = [n for n, i in enumerate(items) if has_state(i, pyatspi.STATE_FOCUSED)]
            if focused and focused[0] == target:
                break
            key('Down' if not focused or focused[0] < target else 'Up')
            before = focused[0] if focused else None
            self.wait_for(lambda: [n for n, i in enumerate(items)
                                   if has_state(i, pyatspi.STATE_FOCUSED)][:1] != [before],
                          f'the focus to move in {label!r}')
        key('Return')
        self.wait_for(lambda: not find(combo, 'list') and find(combo, 'label', item),
                      f'{item!r} chosen in {label!r}')

    def label_text(self, within, predicate, what):
        return self.wait_for(lambda: next((text(a) for a in find_all(within, 'label')
                                           if predicate(text(a))), None), what)

    # -- the main window's parts

    def move_entry(self):
        return self.kept('entry', lambda: find(
            self.main(), 'text', self.T.plain('Move as written on the scoresheet')))

    def status(self):
        """The status line: the label that follows the row of the move entry."""
        def after_entry():
            row = self.move_entry().parent
            line = row.parent.getChildAtIndex(row.getIndexInParent() + 1)
            check(role(line) == 'label', 'no status line after the move entry')
            return line
        return text(self.kept('status', after_entry))

    def wait_status(self, predicate, what):
        return self.wait_for(lambda: predicate(self.status()) and self.status(),
                             f'the status line to say {what}')

    def wait_toast(self, msgid):
        """Waits for a toast over the main window (a passing confirmation: saved, opened,
        applied) that says msgid; it goes by itself after a few seconds."""
        want = self.T(msgid)
        return self.wait_for(lambda: find(self.main(), 'label', text_is=want),
                             f'the toast {want!r}')

    def scoresheet(self):
        """The moves as the scoresheet shows them, in order (SAN in the notation in use)."""
        moves = self.kept('moves', lambda: find(
            find(self.main(), 'tree table', self.T('Scoresheet')), 'list', self.T('Moves')))
        out = []
        for row in children(moves):
            cells = find_all(row, 'table cell')
            for cell in cells[1:]:
                label = find(cell, 'label')
                value = text(label) if label else ''
                if value:
                    out.append(value)
        return out

    def wait_scoresheet(self, moves):
        return self.wait_for(lambda: self.scoresheet() == moves,
                             f'the scoresheet to show {" ".join(moves)!r} '
                             f'(it shows {" ".join(safe(self.scoresheet, []))!r})')

    def incident_log(self):
        """The incident log's entries as screen readers read them (one text each)."""
        listing = self.kept('incidents', lambda: find(
            self.main(), 'list', self.T('Incidents, oldest first')))
        return [name(i) for i in children(listing)] if listing else []

    def type_move(self, san):
        """Ctrl+M, then the move as written, then Return, as the arbiter enters a move."""
        entry = self.move_entry()
        if not has_state(entry, pyatspi.STATE_FOCUSED):
            self.main_key('ctrl+m')
            self.wait_for(lambda: has_state(self.move_entry(), pyatspi.STATE_FOCUSED),
                          'the move entry to have the keyboard')
        if text(self.move_entry()):
            # A refused move stays in the entry to be corrected; the arbiter types over it.
            key('ctrl+a')
        type_text(san)
        self.wait_for(lambda: text(self.move_entry()) == san, f'the move entry to read {san!r}')
        key('Return')

    def try_move(self, san):
        """Enters a move and tells whether the scoresheet took it, once the window has answered
        (the scoresheet or the status line changed)."""
        before, said = self.scoresheet(), self.status()
        self.type_move(san)
        self.wait_for(lambda: self.scoresheet() != before or self.status() != said,
                      f'the window to answer the move {san!r}')
        return self.scoresheet() != before

    def play(self, *moves):
        """Enters moves one after another, each checked on the scoresheet before the next."""
        for san in moves:
            before = self.scoresheet()
            self.type_move(san)
            self.wait_scoresheet(before + [san])

    # -- the case file

    def case(self):
        return read_case(self.casefile)

    def wait_case(self, predicate, what):
        return self.wait_for(lambda: (lambda c: c if c and predicate(c) else None)(
            safe(self.case)), f'the case file to hold {what}')


def is_same(a, b):
    try:
        return a == b or (a.path == b.path)
    except AttributeError:
        return a == b


def exit_text(status):
    if status is None:
        return 'none (running)'
    if status < 0:
        return f'{128 - status} (signal {signal.Signals(-status).name})'
    return str(status)


# ---- the case file, read as XML by its schema (src/model/hakem-casefile.xsd) -----------------

class Case:
    pass


def read_case(path):
    root = ET.parse(path).getroot()
    ns = {'c': CASEFILE_NS, 'r': REGULATIONS_NS}
    if root.tag != f'{{{CASEFILE_NS}}}casefile':
        raise Failure(f'{path} is not a case file: {root.tag}')
    c = Case()
    game = root.find('c:game', ns)
    c.result = game.get('result')
    c.ending = game.get('ending')
    c.tags = {t.get('name'): t.text or '' for t in game.findall('c:tag', ns)}
    c.moves = [m.get('uci') for m in game.findall('c:move', ns)]
    clock = root.find('c:clock', ns)
    c.clock = {s.get('color'): int(s.get('remaining-ms')) for s in clock.findall('c:side', ns)}
    c.clock_started = clock.get('started') == 'true'
    c.clock_running = clock.get('running') == 'true'
    profile = root.find('c:regulations-profile', ns)
    c.regulations_set_for_event = profile is not None and profile.get('set-for-event') == 'true'
    regs = profile.find('r:regulations', ns) if profile is not None else None
    c.regulations_id = regs.get('id') if regs is not None else None
    counts = root.find('c:counts', ns)
    c.illegal = {'white': int(counts.get('illegal-white')),
                 'black': int(counts.get('illegal-black'))}
    c.incidents = []
    for i in root.findall('c:incidents/c:incident', ns):
        data = i.findtext('c:data', '', ns)
        c.incidents.append({
            'kind': i.get('kind'),
            'ply': int(i.get('ply')),
            'articles': i.get('articles').split(),
            'ruling': i.findtext('c:ruling', '', ns),
            'note': i.findtext('c:note', None, ns),
            'data': dict(kv.split('=', 1) for kv in data.split(';') if '=' in kv),
        })
    c.reconstructions = []
    for r in root.findall('c:reconstructions/c:reconstruction', ns):
        c.reconstructions.append({
            'adopted': r.get('adopted') == 'true',
            'replay': [m.get('uci') for m in r.findall('c:replay/c:move', ns)],
        })
    return c


def validate_case(path, schema):
    """The case file against its schema, with xmllint (libxml2, as the program's own loader)."""
    run = subprocess.run(['xmllint', '--noout', '--schema', schema, path],
                         capture_output=True, text=True)
    check(run.returncode == 0, f'{path} does not follow {schema}: {run.stderr.strip()}')


def incidents_of(case, kind):
    return [i for i in case.incidents if i['kind'] == kind]


def has_articles(incident, *articles):
    """Whether the incident cites each article, or one under it ('9.2' is cited by '9.2.2')."""
    return all(any(a == cited or cited.startswith(a + '.') for cited in incident['articles'])
               for a in articles)


# ---- PGN, read back as the test wrote nothing of it ----------------------------------------

def read_pgn(path):
    """The tags and the SAN moves of the first game in a PGN file."""
    with open(path, encoding='utf-8') as f:
        content = f.read()
    tags = dict(re.findall(r'^\[(\w+)\s+"((?:[^"\\]|\\.)*)"\]', content, re.M))
    body = re.sub(r'^\[.*\]\s*$', '', content, flags=re.M)
    body = re.sub(r'\{[^}]*\}', ' ', body)
    body = re.sub(r';[^\n]*', ' ', body)
    while re.search(r'\([^()]*\)', body):
        body = re.sub(r'\([^()]*\)', ' ', body)
    moves = [t for t in body.split()
             if not re.fullmatch(r'\d+\.(\.\.)?|\$\d+|1-0|0-1|1/2-1/2|\*', t)]
    moves = [re.sub(r'^\d+\.+', '', m) for m in moves]
    return tags, [m for m in moves if m]


# ---- screenshots for a failure ---------------------------------------------------------------

def screenshot(path):
    """The screen as a PNG, when ImageMagick's import is there (it is optional)."""
    if shutil.which('import'):
        subprocess.run(['import', '-window', 'root', path], stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)
        return os.path.exists(path)
    return False
