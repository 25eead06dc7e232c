#!/usr/bin/env python3
# check-svg.py
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks that SVGs parse, have the expected viewBox and draw with nothing but their own shapes.
"""Usage: check-svg.py VIEWBOX [--manifest GRESOURCE.xml] FILE.svg...

Every FILE must be well-formed XML whose root is an <svg> with viewBox VIEWBOX, open with a
comment naming the file, and hold no text, raster images, scripts, filters or references to
anything outside itself. With --manifest, the GResource manifest must list exactly the FILEs
(by alias, else by file name) and no other SVG.
"""
import os
import re
import sys
import xml.etree.ElementTree as ET

SVG_NS = '{http://www.w3.org/2000/svg}'
FORBIDDEN = {'text', 'tspan', 'textPath', 'image', 'foreignObject', 'script', 'filter', 'font',
             'style', 'feImage'}
HREF = re.compile(r'(^|\})href$')
URL = re.compile(r'url\(\s*([^)]*)\)')


def local(tag):
    return tag.rsplit('}', 1)[-1]


def check_svg(path, viewbox):
    errors = []
    name = os.path.basename(path)
    with open(path, encoding='utf-8') as f:
        text = f.read()
    head = re.sub(r'^<\?xml[^>]*\?>\s*', '', text.lstrip())
    if not head.startswith('<!-- ' + name):
        errors.append('does not open with a comment naming the file')
    if 'SPDX-License-Identifier:' not in text.split('-->', 1)[0]:
        errors.append('has no SPDX line in its opening comment')
    try:
        root = ET.fromstring(text)
    except ET.ParseError as e:
        return [f'does not parse: {e}']
    if root.tag != SVG_NS + 'svg':
        errors.append(f'root element is {root.tag}, not an SVG <svg>')
    if ' '.join((root.get('viewBox') or '').replace(',', ' ').split()) != viewbox:
        errors.append(f'viewBox is {root.get("viewBox")!r}, not {viewbox!r}')
    ids = {el.get('id') for el in root.iter() if el.get('id')}
    for el in root.iter():
        tag = local(el.tag)
        if tag in FORBIDDEN:
            errors.append(f'holds a <{tag}> element')
        for attr, value in el.attrib.items():
            refs = []
            if HREF.search(attr):
                refs.append(value.strip())
            refs += [m.strip('\'" ') for m in URL.findall(value)]
            for ref in refs:
                if not ref.startswith('#'):
                    errors.append(f'<{tag} {local(attr)}> refers outside the file: {ref!r}')
                elif ref[1:] not in ids:
                    errors.append(f'<{tag} {local(attr)}> refers to a missing id: {ref!r}')
    return errors


def check_manifest(manifest, paths):
    root = ET.parse(manifest).getroot()
    listed = set()
    for res in root.iter('file'):
        if not res.text.strip().endswith('.svg'):
            continue  # other data (the regulations' time controls) shares the manifest
        listed.add(res.get('alias') or os.path.basename(res.text.strip()))
        target = os.path.join(os.path.dirname(manifest), res.text.strip())
        if not os.path.isfile(target):
            print(f'{manifest}: lists {res.text.strip()}, which does not exist')
            return False
    wanted = {os.path.basename(p) for p in paths}
    ok = True
    for missing in sorted(wanted - listed):
        print(f'{manifest}: does not list {missing}')
        ok = False
    for extra in sorted(listed - wanted):
        print(f'{manifest}: lists {extra}, which is not a piece')
        ok = False
    return ok


def main(argv):
    if not argv:
        print(__doc__, file=sys.stderr)
        return 2
    viewbox, rest = argv[0], argv[1:]
    manifest = None
    if rest[:1] == ['--manifest']:
        manifest, rest = rest[1], rest[2:]
    if not rest:
        print('check-svg.py: no files', file=sys.stderr)
        return 2
    ok = True
    for path in rest:
        for error in check_svg(path, viewbox):
            print(f'{path}: {error}')
            ok = False
    if manifest and not check_manifest(manifest, rest):
        ok = False
    print(f'checked {len(rest)} file(s): {"ok" if ok else "FAILED"}')
    return 0 if ok else 1


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
