#!/usr/bin/env python3
# expect-leak.py
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs a program built with the sanitizers that must end in a LeakSanitizer report: passes when
# the program fails and its report holds every expected text (the size of the leak, the
# function or module it came from); any other ending (success, a crash, another report) fails.
# Usage: expect-leak.py TEXT... -- PROGRAM ARGS...
import subprocess, sys

args = sys.argv[1:]
split = args.index('--')
expected, command = args[:split], args[split + 1:]
run = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
sys.stdout.write(run.stdout)
if run.returncode == 0:
    sys.exit(f'expect-leak: {command[0]} passed; a leak report was expected')
if 'ERROR: LeakSanitizer: detected memory leaks' not in run.stdout:
    sys.exit(f'expect-leak: {command[0]} failed ({run.returncode}) without a leak report')
missing = [t for t in expected if t not in run.stdout]
if missing:
    sys.exit(f'expect-leak: the report lacks {missing}')
print(f'expect-leak: the report holds {expected}')
