# tap.py
# SPDX-License-Identifier: GPL-3.0-or-later
# What the report's checks share: a TAP line for each check, the commands they run.
import subprocess

failures = 0
count = 0


def ok(cond, what):
    """One TAP line: ok or not ok, numbered, with what was checked."""
    global failures, count
    count += 1
    print(('ok %d - ' if cond else 'not ok %d - ') % count + what)
    if not cond:
        failures += 1


def run(*args, env=None):
    """The command's standard output; a failing command fails the whole check."""
    return subprocess.run(args, check=True, capture_output=True, text=True, env=env).stdout


def finish():
    """The TAP plan; the exit status."""
    print('1..%d' % count)
    return 1 if failures else 0
