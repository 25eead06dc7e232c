#!/usr/bin/env python3
# check-manifest.py
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks the Flatpak manifest's syntax and that every local path it names exists (the GNOME
# runtime cannot be fetched here, so the manifest is not built in tests).
import json, os, sys

manifest, root = sys.argv[1], sys.argv[2]
with open(manifest, encoding='utf-8') as f:
    data = json.load(f)
errors = []
for key in ('id', 'runtime', 'sdk', 'command', 'modules'):
    if key not in data:
        errors.append(f'missing key {key}')
base = os.path.dirname(os.path.abspath(manifest))
for module in data.get('modules', []):
    for src in module.get('sources', []):
        path = src.get('path')
        if path and not os.path.exists(os.path.join(base, path)):
            errors.append(f'source path {path} does not exist')
    if module.get('buildsystem') == 'meson' and not os.path.exists(os.path.join(root, 'meson.build')):
        errors.append('meson module but no meson.build')
for e in errors:
    print('error:', e)
sys.exit(1 if errors else 0)
