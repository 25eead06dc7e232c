#!/usr/bin/env python3
# check-manifest.py
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks a Flatpak manifest's syntax and sources (the GNOME runtime cannot be fetched here, so the
# manifest is not built in tests): a release manifest builds a fixed state of the sources (a git
# tag or commit, or an archive with its sha256), the development one the working tree.
# Usage: check-manifest.py MANIFEST SOURCE-ROOT release|devel
import json, os, sys

manifest, root, kind = sys.argv[1], sys.argv[2], sys.argv[3]
with open(manifest, encoding='utf-8') as f:
    data = json.load(f)
errors = []
for key in ('id', 'runtime', 'runtime-version', 'sdk', 'command', 'modules'):
    if key not in data:
        errors.append(f'missing key {key}')
if data.get('runtime') != 'org.gnome.Platform' or data.get('sdk') != 'org.gnome.Sdk':
    errors.append('the runtime is not GNOME\'s')
# GTK 4.8 and GLib 2.74 are the oldest Hakem supports: GNOME 43's; older runtimes lack them.
version = str(data.get('runtime-version', ''))
if not version.isdigit() or int(version) < 43:
    errors.append(f'runtime-version {version!r} is not a GNOME release from 43 on')
base = os.path.dirname(os.path.abspath(manifest))
hakem = [m for m in data.get('modules', []) if isinstance(m, dict) and m.get('name') == 'hakem']
if len(hakem) != 1:
    errors.append('no module named hakem')
for module in hakem:
    if module.get('buildsystem') != 'meson':
        errors.append('hakem is not built with meson')
    if not os.path.exists(os.path.join(root, 'meson.build')):
        errors.append('meson module but no meson.build')
    for src in module.get('sources', []):
        kind_of = src.get('type')
        if kind == 'release':
            if kind_of == 'git' and not (src.get('tag') or src.get('commit')):
                errors.append('a git source without a tag or commit does not build a release')
            elif kind_of == 'archive' and len(src.get('sha256', '')) != 64:
                errors.append('an archive source without its sha256')
            elif kind_of not in ('git', 'archive'):
                errors.append(f'a release built from a {kind_of} source')
        else:
            path = src.get('path')
            if kind_of != 'dir' or not path:
                errors.append('the development manifest does not build the working tree (type dir)')
            elif os.path.realpath(os.path.join(base, path)) != os.path.realpath(root):
                errors.append(f'source path {path} is not the top of the tree')
for e in errors:
    print('error:', e)
print(f'{manifest}: {"fails" if errors else "passes"}')
sys.exit(1 if errors else 0)
