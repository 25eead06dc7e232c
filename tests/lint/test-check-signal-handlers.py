#!/usr/bin/env python3
# test-check-signal-handlers.py
# SPDX-License-Identifier: GPL-3.0-or-later
# Proves that check-signal-handlers.py can fail: it runs the check on small trees in fixtures/
# (the autosave crash of issue 13 as it was and as fixed, template callbacks of wrong shapes) and
# expects the problems each holds, in TAP.
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CHECK = os.path.join(HERE, 'check-signal-handlers.py')

# fixture, the trees it reads besides its own src/, its expected exit status, and lines the output
# must have (in part). fixtures/session holds the session both autosave fixtures connect to.
CASES = [
    ('original-bug', ['session'], 1, [
        'window.c:26: autosave_checked parameter 2 (self) takes HakemWindow* where guint comes',
        'autosave_checked is connected to signals of different shapes: "changed" at',
        '2 connections checked, 2 problems',
    ]),
    ('fixed', ['session'], 0, ['3 connections checked, 0 problems']),
    ('template-bug', [], 1, [
        'never_bound is not bound with gtk_widget_class_bind_template_callback',
        'key_pressed returns void but "key-pressed" expects gboolean',
        'chosen parameter 1 (self) takes HakemDialog* where HakemBoardView* comes',
        'toggled takes 3 parameters but "toggled" passes 2',
        'chosen is connected to signals of different shapes',
        '4 connections checked, 5 problems',
    ]),
]


def main():
    print(f'1..{len(CASES)}')
    failed = 0
    for number, (name, shared, status, expected) in enumerate(CASES, 1):
        tree = os.path.join(HERE, 'fixtures', name)
        sources = [os.path.join(tree, 'src')] + [os.path.join(HERE, 'fixtures', s) for s in shared]
        command = [sys.executable, CHECK, '--ui', os.path.join(tree, 'ui')]
        for src in sources:
            command += ['--src', src]
        run = subprocess.run(command, capture_output=True, text=True)
        missing = [e for e in expected if e not in run.stdout]
        ok = run.returncode == status and not missing
        print(f'{"ok" if ok else "not ok"} {number} - {name}: exit status {status} and its '
              f'{len(expected)} expected lines')
        if not ok:
            failed += 1
            print(f'# exit status {run.returncode}, expected {status}')
            for e in missing:
                print(f'# missing: {e}')
            for line in (run.stdout + run.stderr).splitlines():
                print(f'#   {line}')
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
