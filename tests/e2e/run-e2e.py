#!/usr/bin/python3
# run-e2e.py
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs the end-to-end scenarios (scenarios.py) against the real hakem on a private X server, D-Bus
# session and accessibility bus, and prints TAP: one line per scenario and per known gap.
#
#   run-e2e.py [--build DIR] [--lang en|tr|en,tr|tr,en] [--list] [SCENARIO...]
#
# Environment: E2E_DISPLAY=:N drives an X server you watch (Xephyr) instead of a private Xvfb;
# E2E_KEEP=1 keeps the work directory (case files, PGN, logs, screenshots); E2E_DEADLINE=SECONDS
# is how long a condition may take before it counts as a hang (120); E2E_WATCHDOG=SECONDS, how long
# the whole run may take before it stops with every thread's stack (1500, under meson's 1800).

import argparse
import faulthandler
import os
import shutil
import signal
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TOOLS = ['Xvfb', 'xdotool', 'dbus-run-session', 'dbus-send', 'xmllint', 'gapplication']
BUS_LAUNCHER = '/usr/libexec/at-spi-bus-launcher'


def arguments():
    p = argparse.ArgumentParser(description='Hakem end-to-end scenarios (TAP output)')
    p.add_argument('--build', default=os.environ.get('MESON_BUILD_ROOT',
                                                     os.path.join(HERE, '..', '..', 'build')),
                   help='the build directory holding src/hakem (default: build)')
    p.add_argument('--lang', default='en', help='interface language (LANGUAGE), en or tr; a list such as en,tr: '
                   'the scenarios take them in turn')
    p.add_argument('--list', action='store_true', help='list the scenarios and exit')
    p.add_argument('--inner', action='store_true', help=argparse.SUPPRESS)
    p.add_argument('scenarios', nargs='*', help='the scenarios to run (default: all)')
    return p.parse_args()


def skip(reason):
    print(f'1..0 # SKIP {reason}')
    sys.exit(0)


def missing_tools():
    missing = [t for t in TOOLS if not shutil.which(t)]
    if not os.access(BUS_LAUNCHER, os.X_OK):
        missing.append(BUS_LAUNCHER)
    probe = subprocess.run([sys.executable, '-c', 'import pyatspi'], capture_output=True)
    if probe.returncode != 0:
        missing.append(f'pyatspi for {sys.executable}')
    return missing


def start_xvfb():
    """A private X server on the first free display; -displayfd makes the choice race-free when
    several suites start at once."""
    read_end, write_end = os.pipe()
    xvfb = subprocess.Popen(['Xvfb', '-displayfd', str(write_end), '-screen', '0', '1280x1024x24',
                             '-nolisten', 'tcp', '-noreset'], pass_fds=(write_end,),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_end)
    number = b''
    while not number.endswith(b'\n'):
        chunk = os.read(read_end, 16)
        if not chunk:
            break
        number += chunk
    os.close(read_end)
    display = ':' + number.decode().strip()
    # Ready when a client gets through, not only when the number is written.
    for _ in range(600):
        if number.strip() and xvfb.poll() is None and subprocess.run(
                ['xdotool', 'getdisplaygeometry'], env=dict(os.environ, DISPLAY=display),
                capture_output=True).returncode == 0:
            return xvfb, display
        time.sleep(0.05)
    xvfb.kill()
    sys.exit('run-e2e: Xvfb did not start')


def relay(source, target):
    """Copies a child's output to ours, line by line, as it comes."""
    for line in iter(source.readline, b''):
        target.buffer.write(line)
        target.buffer.flush()


def outer(args):
    """Own X server (keys typed into hakem must not go to another test's window) and own D-Bus
    session, then the scenarios in a second process inside them."""
    missing = missing_tools()
    if missing:
        skip('missing ' + ', '.join(missing) + ' (build-aux/ensure-packages installs them)')
    env = dict(os.environ)
    xvfb = None
    if os.environ.get('E2E_DISPLAY'):
        env['DISPLAY'] = os.environ['E2E_DISPLAY']
    else:
        xvfb, env['DISPLAY'] = start_xvfb()
    env.pop('WAYLAND_DISPLAY', None)
    env.pop('DBUS_SESSION_BUS_ADDRESS', None)
    env.pop('AT_SPI_BUS_ADDRESS', None)
    # G_DEBUG (meson sets fatal-warnings) is for hakem: pyatspi's own GLib warnings (GTK 4 has
    # no AT-SPI cache object to read) must not abort the driver.
    if 'G_DEBUG' in env:
        env['E2E_HAKEM_G_DEBUG'] = env.pop('G_DEBUG')
    session = None
    try:
        inner = [sys.executable, os.path.abspath(__file__), '--inner', '--build', args.build,
                 '--lang', args.lang, *args.scenarios]
        # In a process group of its own: whatever the D-Bus session started (a bus daemon, a
        # service it activated) and outlives it is killed below. And its output comes through
        # pipes of ours, relayed: a process left running that held meson's own pipes would make
        # meson wait for it until its timeout, although every scenario had passed.
        session = subprocess.Popen(['dbus-run-session', '--', *inner], env=env,
                                   start_new_session=True, stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE)
        relays = [threading.Thread(target=relay, args=(src, dst), daemon=True)
                  for src, dst in ((session.stdout, sys.stdout), (session.stderr, sys.stderr))]
        for r in relays:
            r.start()
        status = session.wait()
        for r in relays:
            r.join(timeout=10)
        return status
    finally:
        if session is not None:
            try:
                os.killpg(session.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        if xvfb:
            xvfb.terminate()
            try:
                xvfb.wait(timeout=10)
            except subprocess.TimeoutExpired:
                xvfb.kill()
                xvfb.wait()


def wait_for_accessibility_bus():
    """The bus launcher owns org.a11y.Bus on the session bus once it is ready."""
    for _ in range(600):
        has = subprocess.run(['dbus-send', '--session', '--print-reply',
                              '--dest=org.freedesktop.DBus', '/org/freedesktop/DBus',
                              'org.freedesktop.DBus.NameHasOwner', 'string:org.a11y.Bus'],
                             capture_output=True, text=True).stdout
        if 'boolean true' in has:
            return
        time.sleep(0.05)
    sys.exit('run-e2e: the accessibility bus did not start')


def inner(args):
    # A hang the scenarios' own waits do not catch (a call that never returns) is reported with
    # where every thread stood, instead of a silent meson timeout.
    watchdog = float(os.environ.get('E2E_WATCHDOG', '1500'))
    faulthandler.dump_traceback_later(watchdog, exit=True)
    launcher = subprocess.Popen([BUS_LAUNCHER, '--launch-immediately'],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_for_accessibility_bus()
        sys.path.insert(0, HERE)
        import scenarios  # imports pyatspi, which needs the bus
        return scenarios.run(args)
    finally:
        launcher.terminate()
        try:
            launcher.wait(timeout=10)
        except subprocess.TimeoutExpired:
            launcher.kill()
            launcher.wait()


def main():
    args = arguments()
    args.build = os.path.abspath(args.build)
    if args.list:
        sys.path.insert(0, HERE)
        with open(os.path.join(HERE, 'scenarios.py'), encoding='utf-8') as f:
            for line in f:
                if line.startswith('@scenario('):
                    print(line.split("'")[1])
        return 0
    if args.inner:
        return inner(args)
    return outer(args)


if __name__ == '__main__':
    sys.exit(main())
