#!/bin/bash
# run.sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs each libFuzzer harness for SECONDS (600 by default: ten minutes) and prints a Markdown
# table: executions, executions a second, coverage (edges), features, corpus, and what was found
# (crashes, leaks, undefined behaviour: the fuzzer stops at the first, naming its reproducer).
# Usage: tests/bench/fuzz/run.sh [SECONDS] [BUILD_DIR] [NAME...]   (BUILD_DIR: -Dfuzzing=true,
# clang; NAME: the harnesses to run, all of them by default)
set -u
cd "$(dirname "$0")/../../.."
seconds=${1:-600} build=${2:-build-fuzz}
shift $(( $# < 2 ? $# : 2 ))
names=("$@")
[ ${#names[@]} -gt 0 ] || names=(fen san pgn timecontrol casefile regulations round scenario committee rerule)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "| harness | seconds | executions | exec/s | coverage (edges) | features | corpus | crashes, leaks, UB |"
echo "| --- | --: | --: | --: | --: | --: | --: | --- |"
for name in "${names[@]}"; do
  FUZZ_SCRATCH=$tmp/$name bash tests/fuzz/run.sh "$name" "$seconds" "$build" >"$tmp/$name.log" 2>&1
  status=$?
  stat () { grep -a "^stat::$1:" "$tmp/$name.log" | tail -1 | awk '{print $2}'; }
  last=$(grep -aE '^#[0-9]+' "$tmp/$name.log" | tail -1)
  cov=$(echo "$last" | sed -n 's/.*cov: \([0-9]*\).*/\1/p')
  ft=$(echo "$last" | sed -n 's/.*ft: \([0-9]*\).*/\1/p')
  corp=$(echo "$last" | sed -n 's/.*corp: \([0-9]*\/[0-9a-zA-Z]*\).*/\1/p')
  if [ $status -eq 0 ]; then found=none
  else found=$(grep -aE 'ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|runtime error' "$tmp/$name.log" \
    | head -1 | cut -c1-80); fi
  echo "| $name | $seconds | $(stat number_of_executed_units) | $(stat average_exec_per_sec) | $cov | $ft | $corp | $found |"
done
