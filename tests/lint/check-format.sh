#!/bin/bash
# check-format.sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The listed sources are as .clang-format lays them out: clang-format --dry-run --Werror on each,
# its differences shown. Usage: check-format.sh SOURCE-ROOT LIST-FILE [CLANG-FORMAT]
set -u
root=$1 list=$2 clang_format=${3:-clang-format}
cd "$root" || exit 1
failed=0 checked=0
while read -r file; do
  case "$file" in ''|'#'*) continue ;; esac
  [ -f "$file" ] || { echo "$list names a missing file: $file"; failed=1; continue; }
  checked=$((checked + 1))
  "$clang_format" --style=file --dry-run --Werror "$file" || failed=1
done < "$list"
echo "$checked files checked with $("$clang_format" --version)"
exit $failed
