#!/bin/bash
# check-man.sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A manual page formats without a single groff warning (all warnings on, -ww), and man(1) shows
# it without complaint; with a hakem-cli given, the page names every command of its --help.
# Usage: check-man.sh PAGE [HAKEM-CLI]
set -u
page=$1 cli=${2:-}
failed=0
warnings=$(LC_ALL=C.UTF-8 groff -ww -z -K utf-8 -man "$page" 2>&1)
[ -z "$warnings" ] || { echo "groff warns on $page:"; echo "$warnings"; failed=1; }
if command -v man >/dev/null; then
  warnings=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -E UTF-8 -l "$page" 2>&1 >/dev/null)
  [ -z "$warnings" ] || { echo "man warns on $page:"; echo "$warnings"; failed=1; }
fi
if [ -n "$cli" ]; then
  for command in $(LC_ALL=C "$cli" --help | sed -n '/^Commands:/,/^$/p' | awk 'NR > 1 && NF { print $1 }'); do
    grep -q "^\.B[IR]* $command\b" "$page" || { echo "$page does not describe '$command'"; failed=1; }
  done
fi
[ $failed -eq 0 ] && echo "$page: no warnings"
exit $failed
