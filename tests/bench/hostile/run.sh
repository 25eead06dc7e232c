#!/bin/bash
# run.sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Peak memory and CPU time of hakem-cli check and of the window's readers (PGN, case file,
# regulations) on the hostile set: the streamed inputs of the 'hostile' suite, then the 200 MB
# PGN and the 100 MB XML written to files first (as a user would have them on disk).
# Usage: tests/bench/hostile/run.sh [BUILD_DIR]   (prints a Markdown table)
set -eu
cd "$(dirname "$0")/../../.."
build=${1:-build}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export HAKEM_LOCALEDIR=$PWD/$build/po LC_ALL=C.UTF-8
python3 tests/hostile/run-hostile.py --cli "$build/src/cli/hakem-cli" \
  --reader "$build/tests/hostile/hostile-read" --data tests/data/hostile --bench "$tmp/table.md" \
  >/dev/null || true
cat "$tmp/table.md"
python3 tests/hostile/gen-hostile.py pgn-200mb "$tmp/200mb.pgn"
python3 tests/hostile/gen-hostile.py xml-100mb "$tmp/100mb.xml"
measure () { # name command...
  local name=$1; shift
  /usr/bin/time -f "%M %U %S %x" -o "$tmp/time" "$@" >/dev/null 2>"$tmp/err" || true
  read -r kib user sys status < <(tail -1 "$tmp/time")
  printf '| %s (file) | %s | %.1f MiB | %.2f s | %s |\n' "$name" "$status" "$(echo "$kib/1024" | bc -l)" \
    "$(echo "$user+$sys" | bc -l)" "$(tail -1 "$tmp/err" | cut -c1-90)"
}
measure check/pgn-200mb "$build/src/cli/hakem-cli" check "$tmp/200mb.pgn"
measure window/pgn-200mb "$build/tests/hostile/hostile-read" pgn "$tmp/200mb.pgn"
measure casefile/xml-100mb "$build/tests/hostile/hostile-read" casefile "$tmp/100mb.xml"
