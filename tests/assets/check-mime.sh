#!/bin/sh
# tests/assets/check-mime.sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The case file's MIME type: usage check-mime.sh MIME.xml CASE.hakem. The XML is well-formed,
# update-mime-database takes it into a database of its own (offline, in a temporary directory),
# with the root element for readers that look inside (GIO goes by the name), and gio, with that
# database before the system's, calls a case file application/x-hakem-case.
set -eu
xml=$1
case_file=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
xmllint --noout --nonet "$xml"
mkdir -p "$tmp/mime/packages"
cp "$xml" "$tmp/mime/packages/io.github.hakem.Hakem.xml"
update-mime-database "$tmp/mime"
grep -qx 'application/x-hakem-case' "$tmp/mime/types"
grep -q ':application/x-hakem-case:\*\.hakem' "$tmp/mime/globs2"
grep -qx 'urn:hakem:casefile:1 casefile application/x-hakem-case' "$tmp/mime/XMLnamespaces"
cp "$case_file" "$tmp/case.hakem"
cp "$case_file" "$tmp/CASE.HAKEM"
for f in case.hakem CASE.HAKEM; do
  type=$(XDG_DATA_HOME="$tmp" XDG_DATA_DIRS="${XDG_DATA_DIRS:-/usr/local/share:/usr/share}" \
         gio info -a standard::content-type "$tmp/$f" | sed -n 's/^ *standard::content-type: //p')
  echo "$f: $type"
  [ "$type" = application/x-hakem-case ]
done
