#!/usr/bin/env python3
# run-hostile.py
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs hakem-cli check and the case-file and regulations readers on each hostile input and checks
# that each ends with the expected, clear error (in Turkish where asked) within bounded memory
# (the child's peak resident size, ru_maxrss) and CPU time (generous: no wall-clock limit).
# TAP on stdout. --bench FILE writes a Markdown table of the figures instead of failing.
import argparse
import os
import re
import resource
import subprocess
import sys
import tempfile
import threading

MAX_RSS_KIB = 200 * 1024
MAX_CPU_SECONDS = 60.0
HANG_GUARD_SECONDS = 300
HERE = os.path.dirname(os.path.abspath(__file__))
GEN = os.path.join(HERE, 'gen-hostile.py')


def feed(proc, name):
    """Streams generated case 'name' into the child's stdin until it ends or stops reading."""
    sys.path.insert(0, HERE)
    import importlib
    gen = importlib.import_module('gen-hostile')
    try:
        for chunk in gen.CASES[name]():
            proc.stdin.write(chunk)
    except (BrokenPipeError, OSError):
        pass
    finally:
        try:
            proc.stdin.close()
        except (BrokenPipeError, OSError):
            pass


def run(argv, env, stream=None, nofile=None):
    def limits():
        if nofile:
            resource.setrlimit(resource.RLIMIT_NOFILE, (nofile, nofile))
        # A reader that does not stop at its limit (a link to /dev/zero) dies of this instead of
        # filling the machine's memory; a CPU limit ends one that waits or spins for ever. The
        # sanitizers reserve address space of their own: there the peak resident size tells.
        if 'LSAN_OPTIONS' not in env:
            resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))
        resource.setrlimit(resource.RLIMIT_CPU, (int(MAX_CPU_SECONDS) + 5,) * 2)
    proc = subprocess.Popen(argv, env=env, stdin=subprocess.PIPE if stream else subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, preexec_fn=limits)
    feeder = None
    if stream:
        feeder = threading.Thread(target=feed, args=(proc, stream))
        feeder.start()
    out, err = [], []
    readers = [threading.Thread(target=lambda s, b: b.append(s.read()), args=(proc.stdout, out)),
               threading.Thread(target=lambda s, b: b.append(s.read()), args=(proc.stderr, err))]
    for t in readers:
        t.start()
    # A reader waiting on a FIFO for a writer uses no CPU: this guard turns that wait, which
    # would hold the suite until meson's timeout, into a failure. It times nothing that passes.
    guard = threading.Timer(HANG_GUARD_SECONDS, proc.kill)
    guard.start()
    _, status, usage = os.wait4(proc.pid, 0)
    guard.cancel()
    proc.returncode = os.waitstatus_to_exitcode(status)
    for t in readers:
        t.join()
    if feeder:
        feeder.join()
    return (proc.returncode, out[0], err[0], usage.ru_maxrss, usage.ru_utime + usage.ru_stime)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--cli', required=True)
    ap.add_argument('--reader', required=True)
    ap.add_argument('--data', required=True)
    ap.add_argument('--bench')
    a = ap.parse_args()
    data = lambda f: os.path.join(a.data, f)
    tmp = tempfile.mkdtemp(prefix='hakem-hostile-')
    many = []
    for i in range(1100):
        p = os.path.join(tmp, 'game-%04d.pgn' % i)
        with open(p, 'w') as f:
            f.write('[Result "*"]\n\n1. e4 e5 *\n')
        many.append(p)

    # Files that are no regular file (26.2, 26.3): a FIFO without a writer, links to /dev/zero,
    # a round folder holding both beside a real board.
    fifo = os.path.join(tmp, 'board-9.pgn')
    os.mkfifo(fifo)
    zero_case = os.path.join(tmp, 'zero.hakem')
    os.symlink('/dev/zero', zero_case)
    zero_pgn = os.path.join(tmp, 'zero.pgn')
    os.symlink('/dev/zero', zero_pgn)
    case = os.path.join(tmp, 'case.hakem')
    open(case, 'w').close()
    os.symlink('/dev/zero', case + '.committee')
    fifo_case = os.path.join(tmp, 'fifo.hakem')
    os.mkfifo(fifo_case)
    os.mkfifo(fifo_case + '.committee')
    round_dir = os.path.join(tmp, 'round')
    os.mkdir(round_dir)
    with open(os.path.join(round_dir, 'board-1.pgn'), 'w') as f:
        f.write('[Round "1"]\n[Board "1"]\n[White "A"]\n[Black "B"]\n[Result "*"]\n\n1. e4 *\n')
    os.mkfifo(os.path.join(round_dir, 'board-9.pgn'))
    os.symlink('/dev/zero', os.path.join(round_dir, 'board-3.pgn'))
    pdf = os.path.join(tmp, 'out.pdf')
    # 26.4: one element with 80,000 attributes (a scenario), one with 160,000 (a case file), a
    # game with 100,000 tags.
    def attributes(root, ns, n):
        return ('<?xml version="1.0"?>\n<%s xmlns="%s" %s/>\n'
                % (root, ns, ' '.join('a%d="1"' % i for i in range(n))))
    many_attr_case = os.path.join(tmp, 'attributes.hakem')
    with open(many_attr_case, 'w') as f:
        f.write(attributes('casefile', 'urn:hakem:casefile:1', 160000))
    many_attr_scenario = os.path.join(tmp, 'attributes.xml')
    with open(many_attr_scenario, 'w') as f:
        f.write(attributes('scenario', 'urn:hakem:scenario:1', 80000))
    many_tags = os.path.join(tmp, 'tags.pgn')
    with open(many_tags, 'w') as f:
        f.write(''.join('[T%d "v"]\n' % i for i in range(100000)) + '\n1. e4 *\n')
    made = [fifo, zero_case, zero_pgn, case, case + '.committee', fifo_case,
            fifo_case + '.committee', os.path.join(round_dir, 'board-1.pgn'),
            os.path.join(round_dir, 'board-9.pgn'), os.path.join(round_dir, 'board-3.pgn'),
            many_attr_case, many_attr_scenario, many_tags]

    cli, rd = a.cli, a.reader
    # name, argv, stream, LANGUAGE, expected status, pattern in stdout+stderr, RLIMIT_NOFILE
    cases = [
        ('check/pgn-200mb', [cli, 'check', '/dev/stdin'], 'pgn-200mb', None, 2,
         r'a game is longer than 16 MiB', None),
        ('check/pgn-50mb-line', [cli, 'check', '/dev/stdin'], 'pgn-50mb-line', None, 2,
         r'a line is longer than 1 MiB', None),
        ('check/pgn-50mb-line-tr', [cli, 'check', '/dev/stdin'], 'pgn-50mb-line', 'tr', 2,
         r'bir satır 1 MiB', None),
        ('check/pgn-100mb-comment', [cli, 'check', '/dev/stdin'], 'pgn-100mb-comment', None, 2,
         r'a game is longer than 16 MiB', None),
        ('check/nested-variations', [cli, 'check', '/dev/stdin'], 'pgn-nested-variations', None,
         0, r'games: 1 errors: 0', None),
        ('check/dev-zero', [cli, 'check', '/dev/zero'], None, None, 2,
         r'/dev/zero:1:\d+: a line is longer than 1 MiB', None),
        ('check/nul-tag', [cli, 'check', data('nul-tag.pgn')], None, None, 1,
         r'1\t0\terror\tline=1 column=11 expected=string-end problem=nul', None),
        ('check/nul-comment', [cli, 'check', data('nul-comment.pgn')], None, None, 1,
         r'problem=nul', None),
        ('check/nul-movetext', [cli, 'check', data('nul-movetext.pgn')], None, None, 1,
         r'1\t1\terror\tline=4 column=7 expected=move', None),
        ('check/invalid-utf8', [cli, 'check', data('invalid-utf8.pgn')], None, None, 1,
         r'illegal\tmove=N\?f3', None),
        ('check/1100-files', [cli, 'check'] + many, None, None, 0,
         r'games: 1100 errors: 0', 32),
        ('window/pgn-100mb-comment', [rd, 'pgn', '/dev/stdin'], 'pgn-100mb-comment', None, 2,
         r'a game is longer than 16 MiB', None),
        ('window/nested-variations', [rd, 'pgn', '/dev/stdin'], 'pgn-nested-variations', None, 2,
         r'longer than 256 KiB', None),
        ('window/nul-comment', [rd, 'pgn', data('nul-comment.pgn')], None, 'tr', 2,
         r'NUL baytı', None),
        ('casefile/dev-zero', [rd, 'casefile', '/dev/zero'], None, None, 2,
         r'not a regular file', None),
        ('casefile/xml-100mb', [rd, 'casefile', '/dev/stdin'], 'xml-100mb', None, 2,
         r'larger than 16 MiB', None),
        ('casefile/xml-deep', [rd, 'casefile', '/dev/stdin'], 'xml-deep', 'tr', 2,
         r'güvenle okuyabildiğinin ötesine', None),
        ('casefile/xml-huge-attribute', [rd, 'casefile', '/dev/stdin'], 'xml-huge-attribute', 'tr',
         2, r'Satır 2, sütun \d+: .*güvenle okuyabildiğinin ötesine', None),
        ('casefile/entity-bomb', [rd, 'casefile', data('entity-bomb.xml')], None, None, 2,
         r'document type \(DOCTYPE\)', None),
        ('casefile/external-entity', [rd, 'casefile', data('external-entity.xml')], None, None, 2,
         r'document type \(DOCTYPE\)', None),
        ('casefile/xinclude', [rd, 'casefile', data('xinclude.xml')], None, None, 2,
         r'XInclude', None),
        ('casefile/undeclared-entity', [rd, 'casefile', data('undeclared-entity.xml')], None,
         'tr', 2, r'bildirilmemiş bir varlığa', None),
        ('regulations/dev-zero', [rd, 'regulations', '/dev/zero'], None, None, 2,
         r'not a regular file', None),
        ('regulations/xml-100mb', [rd, 'regulations', '/dev/stdin'], 'xml-100mb', None, 2,
         r'64 KiB', None),
        ('regulations/entity-bomb', [rd, 'regulations', data('entity-bomb.xml')], None, None, 2,
         r'DOCTYPE', None),
        ('regulations/xinclude', [rd, 'regulations', data('xinclude.xml')], None, None, 2,
         r'XInclude|<casefile>', None),
        ('regulations/xml-deep', [rd, 'regulations', '/dev/stdin'], 'xml-deep', 'tr', 2,
         r'64 KiB', None),
        ('regulations/xml-deep-small', [rd, 'regulations', '/dev/stdin'], 'xml-deep-small', 'tr',
         2, r'güvenle okuyabildiğinin ötesine', None),
        ('casefile/fifo', [rd, 'casefile', fifo_case], None, None, 2,
         r'not a regular file', None),
        ('casefile/dev-zero-link', [rd, 'casefile', zero_case], None, None, 2,
         r'not a regular file', None),
        ('casefile/160000-attributes', [rd, 'casefile', many_attr_case], None, None, 2,
         r'Line 2, column 1: .*more than 256 attributes', None),
        ('regulations/fifo', [rd, 'regulations', fifo], None, None, 2,
         r'not a regular file', None),
        ('window/fifo', [rd, 'pgn', fifo], None, None, 2, r'not a regular file', None),
        ('window/100000-tags', [rd, 'pgn', many_tags], None, 'tr', 2, r':1001:\d+: .*1000', None),
        ('committee/dev-zero-link', [rd, 'committee', case], None, None, 2,
         r'not a regular file', None),
        ('committee/fifo', [rd, 'committee', fifo_case], None, None, 2,
         r'not a regular file', None),
        ('report/dev-zero', [cli, 'report', '/dev/zero', '-o', pdf], None, None, 2,
         r'not a regular file', None),
        ('report/dev-zero-link-pgn', [cli, 'report', zero_pgn, '-o', pdf], None, None, 2,
         r'not a regular file', None),
        ('report/fifo', [cli, 'report', fifo_case, '-o', pdf], None, None, 2,
         r'not a regular file', None),
        ('monitor/dev-zero', [cli, 'monitor', '--once', '/dev/zero'], None, None, 2,
         r'/dev/zero: it is not a regular file', None),
        ('monitor/fifo-and-zero-in-folder', [cli, 'monitor', '--once', round_dir], None, None, 0,
         r'(?s)board: 1\n.*board: board-3.pgn\n.*event: file-refused.*board: board-9.pgn\n.*'
         r'event: file-refused', None),
        ('scenario/80000-attributes', [rd, 'scenario', many_attr_scenario], None, None, 2,
         r'more than 256 attributes', None),
        ('scenario/fifo', [rd, 'scenario', fifo], None, None, 2, r'not a regular file', None),
    ]
    rows = []
    failed = 0
    print('1..%d' % len(cases))
    for n, (name, argv, stream, lang, want_status, pattern, nofile) in enumerate(cases, 1):
        env = dict(os.environ)
        env.pop('LANGUAGE', None)
        if lang:
            env['LANGUAGE'] = lang
        # The readers take regular files only: a generated input is written to one first.
        spilled = None
        if stream and '/dev/stdin' in argv and argv[0] != cli:
            sys.path.insert(0, HERE)
            import importlib
            gen = importlib.import_module('gen-hostile')
            spilled = os.path.join(tmp, 'input-' + stream)
            with open(spilled, 'wb') as f:
                for chunk in gen.CASES[stream]():
                    f.write(chunk)
            argv = [spilled if x == '/dev/stdin' else x for x in argv]
            stream = None
        status, out, err, rss, cpu = run(argv, env, stream, nofile)
        if spilled:
            os.unlink(spilled)
        text = (out + err).decode('utf-8', 'replace')
        problems = []
        if status != want_status:
            problems.append('status %d, not %d' % (status, want_status))
        if not re.search(pattern, text):
            problems.append('no match for %r' % pattern)
        try:
            out.decode('utf-8')
            err.decode('utf-8')
        except UnicodeDecodeError:
            problems.append('output is not valid UTF-8')
        if rss > MAX_RSS_KIB:
            problems.append('peak memory %d KiB > %d KiB' % (rss, MAX_RSS_KIB))
        if cpu > MAX_CPU_SECONDS:
            problems.append('CPU time %.1f s > %.0f s' % (cpu, MAX_CPU_SECONDS))
        last = text.strip().splitlines()[-1] if text.strip() else ''
        rows.append((name, status, rss, cpu, last))
        if problems:
            failed += 1
            print('not ok %d %s' % (n, name))
            for p in problems:
                print('# ' + p)
            for line in text.splitlines()[-5:]:
                print('#   ' + line)
        else:
            print('ok %d %s # %d KiB, %.2f s CPU' % (n, name, rss, cpu))
    for p in many + made:
        os.unlink(p)
    if os.path.exists(pdf):
        os.unlink(pdf)
    os.rmdir(round_dir)
    os.rmdir(tmp)
    if a.bench:
        with open(a.bench, 'w') as f:
            f.write('| input | status | peak memory | CPU time | last line |\n')
            f.write('| --- | --- | --- | --- | --- |\n')
            for name, status, rss, cpu, last in rows:
                f.write('| %s | %d | %.1f MiB | %.2f s | %s |\n'
                        % (name, status, rss / 1024, cpu, last.replace('|', '\\|')[:90]))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
