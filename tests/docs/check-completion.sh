#!/bin/bash
# check-completion.sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The bash completion against hakem-cli itself: the same commands as `hakem-cli --help`, for each
# the options of `hakem-cli COMMAND --help`, and a few completions typed as a user would.
# Usage: check-completion.sh COMPLETION-FILE HAKEM-CLI
set -u
completion=$1 cli=$2
source "$completion" || { echo "not ok: cannot source $completion"; exit 1; }
failed=0
fail () { echo "FAIL: $*"; failed=1; }

sorted () { tr ' \n' '\n\n' | sed '/^$/d' | sort -u | tr '\n' ' '; }

commands=$(LC_ALL=C "$cli" --help | sed -n '/^Commands:/,/^$/p' | awk 'NR > 1 && NF { print $1 }')
[ -n "$commands" ] || fail "no commands in hakem-cli --help"
complete_at () { # words...: the completion of the last word
  COMP_WORDS=("$@")
  COMP_CWORD=$(($# - 1))
  _hakem_cli
  echo "${COMPREPLY[*]}"
}
[ "$(complete_at hakem-cli '' | sorted)" = "$(echo "$commands --help --version" | sorted)" ] \
  || fail "commands: completion offers '$(complete_at hakem-cli '')', hakem-cli --help lists '$commands'"

for command in $commands; do
  expected=$(LC_ALL=C "$cli" "$command" --help | sed -n '/^Application Options:/,$p' \
    | grep -o '^  \(-[a-z], \)\?--[a-z0-9-]*' | sed 's/^ *\(-[a-z], \)\?//' | sorted)
  got=$(_hakem_cli_options "$command" | sorted)
  [ "$got" = "$expected" ] || fail "$command: completion has '$got', --help has '$expected'"
done

# What a user sees after Tab: values of a fixed list, in both spellings of an option.
check_value () { # expected words...
  local expected=$1; shift
  local got
  got=$(complete_at "$@")
  [ "$got" = "$expected" ] || fail "'$*': expected '$expected', got '$got'"
}
check_value "check claim canmate" hakem-cli c
check_value "threefold fifty" hakem-cli claim --kind ''
check_value "fifty" hakem-cli claim --kind = f
check_value "white black" hakem-cli flag --flagged ''
check_value "en tr" hakem-cli check --lang = ''
check_value "two-hands" hakem-cli illegal --kind t
check_value "--side" hakem-cli canmate --s

[ $failed -eq 0 ] && echo "completion matches hakem-cli"
exit $failed
