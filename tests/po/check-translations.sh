#!/bin/bash
# check-translations.sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when po/tr.po misses a string the sources mark for translation, or has an untranslated
# or fuzzy entry, or a format string that does not match (msgfmt --check).
set -eu
src=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$src"
files=$(grep -v '^#' po/POTFILES.in | grep -v '^$')
missing=0
for f in $files; do [ -f "$f" ] || { echo "POTFILES.in names a missing file: $f"; missing=1; }; done
[ $missing -eq 0 ] || exit 1
# Every source that marks a string for translation must be listed, or its strings never reach
# the translators (a file that gained its first _() is easily forgotten).
for f in $(grep -rlE '(^|[^A-Za-z0-9_])N?_ ?\("|translatable="yes"' src rules ui 2>/dev/null | sort); do
  case "$f" in *.c|*.ui) ;; *) continue ;; esac
  printf '%s\n' $files | grep -qxF "$f" || { echo "POTFILES.in lacks $f, which marks strings"; missing=1; }
done
[ $missing -eq 0 ] || exit 1
xgettext --from-code=UTF-8 --keyword=_ --keyword=N_ --keyword=C_:1c,2 --keyword=NC_:1c,2 \
  --keyword=g_dngettext:2,3 --add-comments=TRANSLATORS -o "$tmp/hakem.pot" $files
msgcmp --use-untranslated po/tr.po "$tmp/hakem.pot" || { echo "po/tr.po lacks strings (above)"; exit 1; }
stats=$(msgfmt --check --statistics -o /dev/null po/tr.po 2>&1)
echo "$stats"
case "$stats" in *untranslated*|*fuzzy*) exit 1 ;; esac
