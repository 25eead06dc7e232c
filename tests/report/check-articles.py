#!/usr/bin/env python3
# check-articles.py
# SPDX-License-Identifier: GPL-3.0-or-later
# Every article a ruling of Hakem can cite has a summary of its own, in English and Turkish, that
# says what the 2023 Laws say: the articles are found by scanning the sources for the article
# numbers they cite (the rules core, the model, the CLI, the dialogs), the summaries read through
# the report library (article-summary), a case ruled by the session itself (make-article-case:
# 6.2.4 and twice 7.5.5) reported as a PDF and read back with poppler, and docs/articles.md
# compared with the program. Expected words come from the Laws (../shared/laws/003, the 2023
# text, and glossary-tr.md's terms), never from the program.
import os, re, sys, tempfile

from tap import finish, ok, run

SRC = sys.argv[1]
SUMMARY = sys.argv[2]
MAKE_CASE = sys.argv[3]
CLI = os.environ['HAKEM_CLI']
# The table itself: scanning it would find every article it has.
TABLE = os.path.join('src', 'report', 'hakem-report-articles.c')
ARTICLE_WORD = {'en': 'Article', 'tr': 'Madde'}

# An article number as the Laws write one: 7.5.5, 12.9.4, 9.2.1.1, A.5.4, B.3, III.3.1 (no part
# is 0, so "1.0", an XML version, is none). A string literal made only of such numbers, one or
# several separated by spaces, is a citation: "7.5.1 7.5.5", "9.1.1 5.2.3".
NUMBER = r'(?:[1-9][0-9]?(?:\.[1-9][0-9]?){1,3}|[AB]\.[1-9](?:\.[1-9][0-9]?){0,2}|III(?:\.[1-9]){0,3})'
CITATION = re.compile(r'^%s(?: %s)*$' % (NUMBER, NUMBER))
TOKENS = re.compile(r'"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\'|/\*.*?\*/|//[^\n]*', re.S)

def cited_articles():
    """Every article number a string literal of the sources cites (comments skipped), with the
    files that cite it."""
    found = {}
    for root in ('rules', 'src'):
        for d, _, files in os.walk(os.path.join(SRC, root)):
            for f in sorted(files):
                path = os.path.join(d, f)
                rel = os.path.relpath(path, SRC)
                if not f.endswith(('.c', '.h')) or rel == TABLE:
                    continue
                for m in TOKENS.finditer(open(path, encoding='utf-8').read()):
                    text = m.group(0)
                    if text.startswith('"') and CITATION.match(text[1:-1]):
                        for a in text[1:-1].split():
                            found.setdefault(a, set()).add(rel)
    return found


def summaries(lang, articles):
    env = dict(os.environ, LANGUAGE=lang)
    out = run(SUMMARY, *articles, env=env) if articles else ''
    return dict(line.split('\t', 1) for line in out.splitlines())


def parent(article):
    return article.rsplit('.', 1)[0] if '.' in article else None


def no_space(text):
    return re.sub(r'\s+', '', text)


# What the 2023 Laws make each of these articles say (laws/003), in the words of each language
# (glossary-tr.md): words the summary must have, and words of a wrong summary it must not have.
LAWS = {
    # The second completed illegal move loses (not the third); a draw if the opponent cannot mate.
    '7.5.5': {'en': (['first', 'two minutes', 'second', 'illegal move', 'loses', 'draw'],
                     ['third']),
              'tr': (['ilk', 'iki dakika', 'ikinci', 'geçersiz hamle', 'kayıp', 'berabere'],
                     ['üçüncü'])},
    # Both kings in check or a pawn on the last rank: wait for the next move; still there: drawn.
    'A.5.4': {'en': (['both kings', 'pawn', 'next move', 'still', 'drawn'], ['lost', 'loses']),
              'tr': (['iki şah', 'piyon', 'sonraki hamle', 'hâlâ', 'berabere'], ['kayb'])},
    # 12.8 forbids mobile phones; "watches the game ... short of time" is 12.3.
    '12.8': {'en': (['mobile phone', 'communication device', 'playing venue'], ['short of time']),
             'tr': (['cep telefonu', 'iletişim aracı', 'oyun sahası'], ['zaman sıkış'])},
    # 6.2.4: improper handling of the clock, penalised under 12.9; not 6.2.1's completed move.
    '6.2.4': {'en': (['clock', 'improperly', 'knocking it over', '12.9'], ['completed']),
              'tr': (['saat', 'uygunsuz', 'devirmek', '12.9'], ['tamamlan'])},
    # 6.7.1: the arbiter, not the regulations, may decide otherwise.
    '6.7.1': {'en': (['default time', 'unless the arbiter decides otherwise'], []),
              'tr': (['varsayılan zaman', 'hakem aksine karar vermedikçe'], [])},
    # 6.10.2: a clock set wrongly (a defective one is 6.10.1).
    '6.10.2': {'en': (['set wrongly', 'move counter'], ['defective']),
               'tr': (['kurulum', 'hamle sayacı'], ['kusurlu'])},
    # 5.1.2 (2023): resignation, but drawn when the opponent cannot checkmate.
    '5.1.2': {'en': (['resigns', 'loses', 'draw'], []),
              'tr': (['terk', 'kaybeder', 'berabere'], [])},
    # 10.2: the total never above the maximum, and no score such as 3/4-1/4.
    '10.2': {'en': (['total score', 'maximum', '¾-¼'], []),
             'tr': (['toplam puanı', 'en yüksek', '¾-¼'], [])},
    '9.6.1': {'en': (['five times'], []), 'tr': (['beş kez'], [])},
    '9.6.2': {'en': (['75 moves', 'checkmate'], []), 'tr': (['75 hamle', 'mat'], [])},
    'A.5.3': {'en': (['claim', 'own clock', 'draw'], []),
              'tr': (['zamandan kazanç savı', 'kendi saatinde', 'berabere'], [])},
    '12.9.6': {'en': (['lost', "opponent's score"], []),
               'tr': (['kayıp ilan', 'rakibin puanı'], [])},
}


def check_summaries(cited, table):
    missing = sorted(a for a in cited if a not in table)
    ok(not missing, 'every article a ruling can cite has a summary %s'
       % ['%s (%s)' % (a, ', '.join(sorted(cited[a]))) for a in missing])
    unused = sorted(set(table) - set(cited))
    ok(not unused, 'every summary is of an article a ruling can cite %s' % unused)
    for lang in ('en', 'tr'):
        got = summaries(lang, table)
        empty = [a for a in table if not got.get(a)]
        ok(not empty, '%s: every summary has words %s' % (lang, empty))
        # A child never shows its parent's line (nor any other article's).
        borrowed = [(a, parent(a)) for a in table if parent(a) in got and got[a] == got[parent(a)]]
        ok(not borrowed, '%s: no article shows its parent\'s summary %s' % (lang, borrowed))
        seen = {}
        for a in table:
            seen.setdefault(got[a], []).append(a)
        shared = [v for v in seen.values() if len(v) > 1]
        ok(not shared, '%s: no two articles share a summary %s' % (lang, shared))
        dash = [a for a in table if '–' in got[a]]
        ok(not dash, '%s: no summary has the dash that separates it from its number %s'
           % (lang, dash))
        # Numbers with no summary of their own, whose parents have one: nothing comes back.
        absent = ['9.2.1', '7.5.5.1', '12.9.10', 'A.5.4.1', '6.2', '12']
        fallback = {a: s for a, s in summaries(lang, absent).items() if s}
        ok(not fallback, '%s: a number without its own summary gets none, not its parent\'s %s'
           % (lang, fallback))
        for a, words in LAWS.items():
            need, wrong = words[lang]
            text = got.get(a, '')
            lack = [w for w in need if w.lower() not in text.lower()]
            bad = [w for w in wrong if w.lower() in text.lower()]
            ok(a in table and not lack and not bad,
               '%s: %s says what the 2023 Laws say (lacks %s, wrongly has %s)' % (lang, a, lack, bad))
    en, tr = summaries('en', table), summaries('tr', table)
    same = [a for a in table if en[a] == tr[a]]
    ok(not same, 'every summary is translated into Turkish %s' % same)
    return en, tr


def check_report(tmp):
    """A case the session ruled (6.2.4 with 12.9.1, then 7.5.1 and 7.5.5 twice), its report in
    each language: each article with its own summary, none left without one."""
    case = os.path.join(tmp, 'articles.hakem')
    run(MAKE_CASE, case)
    ruled = ['6.2.4', '12.9.1', '7.5.1', '7.5.5']
    for lang in ('en', 'tr'):
        said = summaries(lang, ruled)
        pdf = os.path.join(tmp, 'articles-%s.pdf' % lang)
        run(CLI, 'report', case, '-o', pdf, '--lang', lang)
        text = run('pdftotext', pdf, '-')
        flat = no_space(text)
        word = ARTICLE_WORD[lang]
        for a in ruled:
            shown = no_space('%s %s – %s' % (word, a, said[a]))
            ok(shown in flat, '%s: the report shows %s %s with its own summary' % (lang, word, a))
        # What the PDF prints after 6.2.4 and 7.5.5 says what the Laws say: 6.2.4 improper
        # handling of the clock, not 6.2's completed move; 7.5.5 the second illegal move.
        for a in ('6.2.4', '7.5.5'):
            m = re.search(r'%s %s – (.*?)(?=%s [0-9A-Z.]+ –|$)' % (word, re.escape(a), word),
                          re.sub(r'\s+', ' ', text), re.S)
            need, wrong = LAWS[a][lang]
            shown = m.group(1).lower() if m else ''
            ok(m and all(w.lower() in shown for w in need)
               and not any(w.lower() in shown for w in wrong),
               '%s: the report sums up %s as the 2023 Laws have it' % (lang, a))
        # An article line of a ruling is "Article 7.5.5 – summary"; one alone on its line has
        # lost its summary.
        flat_text = re.sub(r'\s+', ' ', text)
        cited = set(re.findall(r'%s ([0-9A-Z][0-9A-Z.]*[0-9]) –' % word, flat_text))
        ok(cited >= {'6.2.4', '12.9.1', '7.5.1', '7.5.5'},
           '%s: the rulings cite 6.2.4, 12.9.1, 7.5.1 and 7.5.5 (%s)' % (lang, sorted(cited)))
        bare = re.findall(r'^%s ([0-9A-Z][0-9A-Z.]*[0-9])\s*$' % word, text, re.M)
        ok(not bare, '%s: no article line without its summary %s' % (lang, bare))


def check_docs(table, en, tr):
    """docs/articles.md lists every article with the program's two summaries and the Laws'
    words they condense."""
    doc = open(os.path.join(SRC, 'docs', 'articles.md'), encoding='utf-8').read()
    sections = {}
    for m in re.finditer(r'^### (\S+)\n(.*?)(?=^### |\Z)', doc, re.S | re.M):
        sections[m.group(1)] = m.group(2)
    ok(sorted(sections) == sorted(table),
       'docs/articles.md has a section for each article and no other (missing %s, extra %s)'
       % (sorted(set(table) - set(sections)), sorted(set(sections) - set(table))))
    wrong = []
    for a in table:
        body = re.sub(r'\s+', ' ', sections.get(a, ''))
        if ('**English:** %s' % en[a]) not in body or ('**Türkçe:** %s' % tr[a]) not in body \
           or not re.search(r'\*\*The Laws[^*]*:\*\* \S', body):
            wrong.append(a)
    ok(not wrong, 'docs/articles.md gives each article\'s summaries as the program has them and '
       'the Laws\' words beside them %s' % wrong)


def main():
    cited = cited_articles()
    ok(len(cited) > 50, 'the sources cite %d articles' % len(cited))
    # A few the Laws make Hakem cite, found by the scan: the scan itself works.
    ok({'6.2.4', '7.5.5', 'A.5.4', '12.8', '9.2.1.1', '12.9.4', 'III.3.1'} <= set(cited),
       'the scan finds 6.2.4, 7.5.5, A.5.4, 12.8, 9.2.1.1, 12.9.4 and III.3.1')
    table = run(SUMMARY, '--list').split()
    en, tr = check_summaries(cited, table)
    with tempfile.TemporaryDirectory() as tmp:
        check_report(tmp)
    check_docs(table, en, tr)
    return finish()


sys.exit(main())
