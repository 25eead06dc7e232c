#!/bin/bash
# check-format.sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Every C source of the tree (rules/, src/, tests/; not the lint's own fixtures, which are inputs
# to the signal-handler check) is as .clang-format lays it out: clang-format --dry-run --Werror on
# each, its differences shown. Usage: check-format.sh SOURCE-ROOT [CLANG-FORMAT]
set -u
root=$1 clang_format=${2:-clang-format}
cd "$root" || exit 1
failed=0 checked=0
while IFS= read -r -d '' file; do
  checked=$((checked + 1))
  "$clang_format" --style=file --dry-run --Werror "$file" || failed=1
done < <(find rules src tests \( -path tests/lint/fixtures -o -path tests/data \) -prune -o \
           -type f \( -name '*.c' -o -name '*.h' \) -print0 | sort -z)
echo "$checked files checked with $("$clang_format" --version)"
[ "$checked" -gt 0 ] || { echo "no C source found under $root"; exit 1; }
exit $failed
