#!/bin/bash
# run.sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs one libFuzzer harness for a given time on its seed corpus (tests/fuzz/corpus/NAME, kept in
# the repository) with its dictionary; new inputs go to a scratch corpus, not the repository.
# Usage: tests/fuzz/run.sh NAME SECONDS [BUILD_DIR]   (NAME: fen san pgn timecontrol casefile
# regulations round scenario committee rerule; BUILD_DIR: a tree set up with CC=clang meson setup BUILD -Dfuzzing=true, by
# default build-fuzz). The last line is the fuzzer's summary; the status is not 0 on a crash, a
# leak or undefined behaviour (a reproducer is left in the scratch directory, named on stderr).
set -eu
[ $# -ge 2 ] || { echo "usage: $0 NAME SECONDS [BUILD_DIR]" >&2; exit 64; }
here=$(cd "$(dirname "$0")" && pwd)
name=$1 seconds=$2 build=${3:-$here/../../build-fuzz}
set -- "$1" "$2" "$build"
build=$(cd "$build" 2>/dev/null && pwd) || { echo "$0: no build directory $3" >&2; exit 2; }
exe=$build/tests/fuzz/fuzz-$name
[ -x "$exe" ] || { echo "$0: $exe is not built (-Dfuzzing=true)" >&2; exit 2; }
scratch=${FUZZ_SCRATCH:-$(mktemp -d "${TMPDIR:-/tmp}/hakem-fuzz-$name.XXXXXX")}
mkdir -p "$scratch/corpus"
dict=()
[ -f "$here/dict/$name.dict" ] && dict=(-dict="$here/dict/$name.dict")
export HAKEM_LOCALEDIR=${HAKEM_LOCALEDIR:-$build/po}
# Leaks are errors (detect_leaks); UBSan reports abort (-fno-sanitize-recover at build time).
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
cd "$scratch"
exec "$exe" -max_total_time="$seconds" -print_final_stats=1 -timeout=20 -rss_limit_mb=1024 \
  -max_len=65536 -artifact_prefix="$scratch/" "${dict[@]}" "$scratch/corpus" "$here/corpus/$name"
