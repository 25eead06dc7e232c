# kills.py
# SPDX-License-Identifier: GPL-3.0-or-later
# The kill scenario (run only when named: `run-e2e.py kills`): the real window is killed (kill -9)
# at random moments of scripted play, again and again, on one case file. After each kill the
# file must follow its schema and hold every move and incident the window had shown, and nothing
# else than the script's moves; the next start must offer the case back, restore it whole, and
# leave every file kept beside it (a damaged or earlier case) as it was.
#
# E2E_KILLS: how many kills (20); E2E_KILL_ZONES: time zones, comma-separated, taken in turn by
# the starts (the case file's wall times carry their offsets: a restore across a change of zone
# must keep them; default: TZ as given); E2E_KILL_SEED: the random seed (printed, to replay a failure);
# E2E_KILL_LARGE=1: start from a large case (200 half-moves, 150 incidents with long notes),
# written from the first small case the window saved.

import hashlib
import os
import random
import threading
import time
import xml.etree.ElementTree as ET

from hakem_e2e import check, find, read_case, validate_case
from scenarios import scenario

CASEFILE_NS = 'urn:hakem:casefile:1'


def long_game(source_root):
    path = os.path.join(source_root, 'tests', 'data', 'kill', 'long-game.txt')
    with open(path, encoding='utf-8') as f:
        pairs = [line.split() for line in f if line.strip() and not line.startswith('#')]
    return [p[0] for p in pairs], [p[1] for p in pairs]


def kept_files(case_path):
    """The files kept beside the case (case.hakem.damaged, .earlier, ...): name -> SHA-256."""
    folder, base = os.path.split(case_path)
    out = {}
    for name in os.listdir(folder):
        if name.startswith(base + '.'):
            with open(os.path.join(folder, name), 'rb') as f:
                out[name] = hashlib.sha256(f.read()).hexdigest()
    return out


def make_large(path, ucis):
    """Rewrites the small case at path into a large one: the first 200 half-moves of the script,
    150 notes with long texts. The window wrote the rest, so it is a case it reads."""
    ET.register_namespace('', CASEFILE_NS)
    tree = ET.parse(path)
    root = tree.getroot()
    ns = {'c': CASEFILE_NS}
    game = root.find('c:game', ns)
    for m in game.findall('c:move', ns):
        game.remove(m)
    for uci in ucis[:200]:
        ET.SubElement(game, f'{{{CASEFILE_NS}}}move', {'uci': uci})
    for side in root.findall('c:clock/c:side', ns):
        side.set('moves', '100')
    incidents = root.find('c:incidents', ns)
    for i in range(150):
        inc = ET.SubElement(incidents, f'{{{CASEFILE_NS}}}incident', {
            'kind': 'note', 'time': '2026-11-26T10:00:00Z', 'ply': str(i + 1),
            'white-ms': '5400000', 'black-ms': '5400000', 'articles': ''})
        ET.SubElement(inc, f'{{{CASEFILE_NS}}}ruling').text = (
            f'Note {i + 1}. ' + 'The arbiter saw the players talk near the board. ' * 40)
    tree.write(path, encoding='UTF-8', xml_declaration=True)


class Confirmed:
    """What the window has shown done: the file must hold at least this after a kill."""

    def __init__(self, moves=0, incidents=0):
        self.moves = moves
        self.incidents = incidents


def step(t, h, rng, sans, confirmed, clock_state):
    """One scripted action, chosen at random; updates confirmed once the window shows it."""
    kind = rng.choices(['move', 'move', 'move', 'clock', 'penalty'], k=1)[0]
    if kind == 'clock':
        keys = {'idle': ('F5', 'running'), 'running': ('F6', 'stopped'),
                'stopped': ('F7', 'running')}
        k, after = keys[clock_state[0]]
        h.main_key(k)
        clock_state[0] = after
        return
    if kind == 'penalty':
        d = h.open_dialog('ctrl+p', 'Penalty')
        h.tick(d, 'Warnin_g (Article 12.9.1)')
        h.apply(d, '_Apply Penalty')
        h.wait_for(lambda: len(h.incident_log()) >= confirmed.incidents + 1,
                   'the penalty in the incident log')
        confirmed.incidents += 1
        return
    if confirmed.moves >= len(sans):
        return
    san = t.san(sans[confirmed.moves])
    h.type_move(san)
    h.wait_for(lambda: any(m.startswith(san) for m in h.scoresheet()[-2:]),
               f'the move {san} on the scoresheet')
    confirmed.moves += 1


@scenario('kills', 'kill -9 at random moments: every move and incident shown is in the case file')
def kills(t):
    count = int(os.environ.get('E2E_KILLS', '20'))
    seed = int(os.environ.get('E2E_KILL_SEED', '0')) or random.SystemRandom().randrange(1, 10**9)
    large = os.environ.get('E2E_KILL_LARGE') == '1'
    zones = [z for z in os.environ.get('E2E_KILL_ZONES', '').split(',') if z] or [None]
    print(f'# kills: {count}, seed {seed}, {"large" if large else "small"} case, '
          f'zones {",".join(z or os.environ.get("TZ", "(unset)") for z in zones)}')
    rng = random.Random(seed)
    sans, ucis = long_game(t.suite.source_root)
    case_path = t.path('case.hakem')
    confirmed = Confirmed()
    clock_state = ['idle']
    times = []

    for n in range(count):
        existed = os.path.exists(case_path)
        before_kept = kept_files(case_path)
        before = read_case(case_path) if existed else None
        started = time.monotonic()
        h = t.start(leak_check=False, tz=zones[n % len(zones)])
        # A file with nothing in it (killed before the first move) is not offered back.
        if existed and (before.moves or before.incidents):
            offer = t.T.pattern('A case saved on %s at %s was found: a game in progress (%s). '
                                'Restore it?').fullmatch
            h.label_text(h.main(), offer, f'kill {n}: the offer to restore the game in progress')
            h.press_button(h.main(), '_Restore')
            # Answered: the banner goes. (The file reads the same before the restore as after,
            # so only the banner says the window has taken the case back; a move made while it
            # still asks sets the found case aside instead.)
            h.wait_for(lambda: not find(h.main(), 'label', text_is=offer),
                       f'kill {n}: the offer to go once answered')
            # The restored game is written back as it was read: not a move or incident lost.
            h.wait_case(lambda c: c.moves == before.moves
                        and len(c.incidents) == len(before.incidents),
                        f'kill {n}: the restored case with {len(before.moves)} moves and '
                        f'{len(before.incidents)} incidents')
            if before.clock_started:
                # The clock had started when the file was written: the arbiter is asked to
                # compare it with the clock on the table (6.10.2) and keeps the saved times.
                d = h.window('Set the Clocks')
                h.press_button(d, '_Keep These Times')
                h.window_gone(d, 'the clock dialog')
            if before.moves:
                last = t.san(sans[len(before.moves) - 1])
                h.wait_for(lambda: any(m.startswith(last) for m in h.scoresheet()[-2:]),
                           f'kill {n}: the last move {last} on the restored scoresheet '
                           f'(it shows {h.scoresheet()[-2:]})')
            confirmed = Confirmed(len(before.moves), len(before.incidents))
            clock_state = ['stopped' if before.clock_started else 'idle']
        check(kept_files(case_path) == before_kept,
              f'kill {n}: a file kept beside the case changed: {before_kept} -> '
              f'{kept_files(case_path)}')
        if n == 0 and large:
            h.play(*t.sans(' '.join(sans[:2])))
            h.kill()
            make_large(case_path, ucis)
            continue

        # Play, and kill at a random moment: between steps, or in the middle of one.
        deadline = rng.uniform(0.2, 2.5)
        killer = threading.Timer(deadline, h.kill_now)
        killer.start()
        try:
            for _ in range(rng.randint(1, 4)):
                step(t, h, rng, sans, confirmed, clock_state)
        except Exception:  # noqa: BLE001 - a step the kill cut short fails in any way
            if h.alive():
                raise
        killer.join()
        h.wait_killed()
        times.append(time.monotonic() - started)

        after = read_case(case_path)
        validate_case(case_path, t.schema())
        check(len(after.moves) >= confirmed.moves,
              f'kill {n}: the file holds {len(after.moves)} moves, the window had shown '
              f'{confirmed.moves}')
        check(after.moves == ucis[:len(after.moves)],
              f'kill {n}: the file holds moves the script did not play: {after.moves}')
        check(len(after.incidents) >= confirmed.incidents,
              f'kill {n}: the file holds {len(after.incidents)} incidents, the window had shown '
              f'{confirmed.incidents}')
        if len(after.moves) >= len(sans) - 2:
            break

    # The last kill's case is offered back, unless nothing had reached it (killed before the
    # first move was shown); then the window starts a new game and says nothing of it.
    last = read_case(case_path) if os.path.exists(case_path) else None
    h = t.start(leak_check=False, tz=zones[count % len(zones)])
    if last and (last.moves or last.incidents):
        h.press_button(h.main(), '_Restore')
        h.wait_case(lambda c: c.moves == last.moves and len(c.incidents) == len(last.incidents),
                    f'the restored case with {len(last.moves)} moves and '
                    f'{len(last.incidents)} incidents')
    print(f'# kills done: {len(times)}, mean {sum(times) / max(1, len(times)):.1f} s a cycle')

