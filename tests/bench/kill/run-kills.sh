#!/bin/bash
# run-kills.sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The long kill run: the real window killed (kill -9) at random moments of scripted play, with
# the case file small and large, in three time zones; after each kill the case file must hold
# every move and incident the window had shown (tests/e2e/kills.py). CI runs 20 of these kills
# (the e2e-kills-* tests); this runs about 200 (50 a run: 3 x 50 small, 3 x 17 large) and prints
# a line per run and the totals. Each run's whole output (its seed, the steps of a failure) is
# kept in a directory named on the last line.
#
#   tests/bench/kill/run-kills.sh [BUILD-DIR] [KILLS-PER-RUN]   (default: build, 50)
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
build=$(cd "${1:-$root/build}" && pwd)
per=${2:-50}
passed=0 failed=0 kills=0
logs=$(mktemp -d "${TMPDIR:-/tmp}/hakem-kills.XXXXXX")
for size in small large; do
  for zone in UTC Europe/Istanbul America/New_York; do
    n=$per
    # A large case's restore lays out 150 long notes: fewer of those.
    [ "$size" = large ] && n=$(( per / 3 + 1 ))
    start=$(date +%s)
    out=$(TZ=$zone E2E_KILLS=$n E2E_KILL_LARGE=$([ $size = large ] && echo 1 || echo 0) \
          /usr/bin/python3 "$root/tests/e2e/run-e2e.py" --build "$build" --lang en kills 2>&1)
    took=$(( $(date +%s) - start ))
    printf '%s\n' "$out" >"$logs/$size-${zone//\//-}.log"
    done_line=$(grep -o 'kills done: [0-9]*, mean [0-9.]* s a cycle' <<<"$out")
    seed=$(grep -o 'seed [0-9]*' <<<"$out" | head -1)
    done_n=$(grep -o 'kills done: [0-9]*' <<<"$out" | grep -o '[0-9]*$')
    kills=$((kills + ${done_n:-0}))
    if grep -q '^ok ' <<<"$out"; then
      passed=$((passed + 1)); verdict=ok
    else
      failed=$((failed + 1)); verdict=FAILED
      grep '^#' <<<"$out" | head -5
    fi
    echo "$size $zone: $verdict, $done_line, $seed, ${took} s"
  done
done
echo "kills: $kills, runs passed: $passed, runs failed: $failed, logs: $logs"
[ "$failed" -eq 0 ]
