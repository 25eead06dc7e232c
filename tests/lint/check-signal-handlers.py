#!/usr/bin/env python3
# check-signal-handlers.py
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks that every signal handler in src/ has the signature of the signal it is connected to,
# and that no handler is connected to two signals of different shapes.
#
#   check-signal-handlers.py [--src DIR]... [--ui DIR] [-v]
#
# It reads every g_signal_connect, g_signal_connect_after, g_signal_connect_swapped,
# g_signal_connect_object and g_signal_connect_data in the C files under --src, and every
# <signal name=... handler=...> of the GtkBuilder templates under --ui with the
# gtk_widget_class_bind_template_callback that binds it. For each it finds the handler's
# definition and compares its parameters with the arguments GObject passes: the instance, the
# signal's own parameters, the user data (user data first and instance last when swapped). A
# handler may leave trailing arguments out (C passes them all and it ignores them) but each
# parameter it declares must have a compatible type, and its return type must be the signal's.
# The signatures come from the g_signal_new calls under --src (Hakem's own signals) and from the
# table below (GTK's and GLib's). Prints one line per problem, 'file:line: what'; exit status 1
# when there is one.

import argparse
import glob
import os
import re
import sys
import xml.etree.ElementTree as ET

# ---- GTK 4.8 and GLib 2.74: the signals Hakem uses, and the types around them --------------
#
# Each signature is the C handler's as the API reference documents it (instance and user data
# left out): GTK 4.8 at https://docs.gtk.org/gtk4/ (class pages, "Signals": GtkButton::clicked,
# GtkCheckButton::toggled, GtkToggleButton::toggled, GtkEditable::changed, GtkEntry::activate,
# GtkSpinButton::value-changed, GtkWidget::destroy, GtkWindow::close-request,
# GtkListBox::row-selected/row-activated,
# GtkNativeDialog::response, GtkSignalListItemFactory::setup/bind/unbind/teardown (GtkListItem*
# in 4.8; GObject* only from 4.12), GtkGestureDrag::drag-begin/drag-update/drag-end,
# GtkGestureClick::pressed/released, GtkEventControllerKey::key-pressed/key-released,
# GtkEventControllerFocus::enter/leave); GDK 4.8 at https://docs.gtk.org/gdk4/
# (GdkFrameClock::update/layout/paint/after-paint/before-paint); GObject 2.74 at
# https://docs.gtk.org/gobject/ (GObject::notify); GIO 2.74 at https://docs.gtk.org/gio/
# (GSettings::changed); libadwaita 1.2 at https://gnome.pages.gitlab.gnome.org/libadwaita/doc/1.2/
# (AdwMessageDialog::response). A signal the code connects that is in neither
# this table nor a g_signal_new is reported, so that it gets added here with its documented
# signature.
LIBRARY_SIGNALS = {
    'GObject': {'notify': ('void', ['GParamSpec*'])},
    'GtkWidget': {'destroy': ('void', []), 'realize': ('void', []), 'unrealize': ('void', []),
                  'map': ('void', []), 'unmap': ('void', []), 'show': ('void', []),
                  'hide': ('void', [])},
    'GtkWindow': {'close-request': ('gboolean', [])},
    'GtkApplication': {'window-added': ('void', ['GtkWindow*']),
                       'window-removed': ('void', ['GtkWindow*'])},
    'GtkButton': {'clicked': ('void', [])},
    'GtkToggleButton': {'toggled': ('void', [])},
    'GtkCheckButton': {'toggled': ('void', [])},
    'GtkEditable': {'changed': ('void', [])},
    'GtkEntry': {'activate': ('void', [])},
    'GtkSpinButton': {'value-changed': ('void', [])},
    'GtkNativeDialog': {'response': ('void', ['int'])},
    'GtkColumnView': {'activate': ('void', ['guint'])},
    'GtkSearchEntry': {'search-changed': ('void', []), 'activate': ('void', []),
                       'stop-search': ('void', [])},
    'GtkDropTarget': {'drop': ('gboolean', ['GValue*', 'double', 'double'])},
    'GtkListBox': {'row-selected': ('void', ['GtkListBoxRow*']),
                   'row-activated': ('void', ['GtkListBoxRow*'])},
    'GtkSignalListItemFactory': {'setup': ('void', ['GtkListItem*']),
                                 'bind': ('void', ['GtkListItem*']),
                                 'unbind': ('void', ['GtkListItem*']),
                                 'teardown': ('void', ['GtkListItem*'])},
    'GtkGestureDrag': {'drag-begin': ('void', ['double', 'double']),
                       'drag-update': ('void', ['double', 'double']),
                       'drag-end': ('void', ['double', 'double'])},
    'GtkGestureClick': {'pressed': ('void', ['int', 'double', 'double']),
                        'released': ('void', ['int', 'double', 'double'])},
    'GtkEventControllerKey': {'key-pressed': ('gboolean', ['guint', 'guint', 'GdkModifierType']),
                              'key-released': ('void', ['guint', 'guint', 'GdkModifierType'])},
    'GtkEventControllerFocus': {'enter': ('void', []), 'leave': ('void', [])},
    'GdkFrameClock': {'update': ('void', []), 'layout': ('void', []), 'paint': ('void', []),
                      'after-paint': ('void', []), 'before-paint': ('void', [])},
    'GSettings': {'changed': ('void', ['char*'])},
    'GFileMonitor': {'changed': ('void', ['GFile*', 'GFile*', 'GFileMonitorEvent'])},
    'GListModel': {'items-changed': ('void', ['guint', 'guint', 'guint'])},
    'GtkGridView': {'activate': ('void', ['guint'])},
    'AdwMessageDialog': {'response': ('void', ['char*'])},
    'AdwActionRow': {'activated': ('void', [])},
    'GtkPrintOperation': {'begin-print': ('void', ['GtkPrintContext*']),
                          'draw-page': ('void', ['GtkPrintContext*', 'int']),
                          'done': ('void', ['GtkPrintOperationResult'])},
}

# The class hierarchy of those types and of the ones handlers name (GTK 4.8 docs, "Hierarchy").
LIBRARY_PARENTS = {
    'GInitiallyUnowned': 'GObject', 'GtkWidget': 'GInitiallyUnowned',
    'GtkPrintOperation': 'GObject',
    'GtkWindow': 'GtkWidget', 'GtkApplicationWindow': 'GtkWindow',
    'GtkButton': 'GtkWidget', 'GtkToggleButton': 'GtkButton', 'GtkCheckButton': 'GtkWidget',
    'GtkMenuButton': 'GtkWidget', 'GtkEntry': 'GtkWidget', 'GtkSpinButton': 'GtkWidget',
    'GtkText': 'GtkWidget', 'GtkLabel': 'GtkWidget', 'GtkBox': 'GtkWidget',
    'GtkGrid': 'GtkWidget', 'GtkStack': 'GtkWidget', 'GtkDropDown': 'GtkWidget',
    'GtkListBox': 'GtkWidget', 'GtkListBoxRow': 'GtkWidget', 'GtkScrolledWindow': 'GtkWidget',
    'GtkRevealer': 'GtkWidget', 'GtkImage': 'GtkWidget', 'GtkPopover': 'GtkWidget',
    'GtkColumnView': 'GtkWidget', 'GtkListView': 'GtkWidget', 'GtkHeaderBar': 'GtkWidget',
    'GtkSeparator': 'GtkWidget', 'GtkStackSwitcher': 'GtkWidget', 'GtkSearchEntry': 'GtkWidget',
    'GtkDropTarget': 'GtkEventController',
    'GtkEventController': 'GObject', 'GtkGesture': 'GtkEventController',
    'GtkGestureSingle': 'GtkGesture', 'GtkGestureDrag': 'GtkGestureSingle',
    'GtkGestureClick': 'GtkGestureSingle', 'GtkEventControllerKey': 'GtkEventController',
    'GtkEventControllerFocus': 'GtkEventController', 'GtkShortcutController': 'GtkEventController',
    'GtkListItemFactory': 'GObject', 'GtkSignalListItemFactory': 'GtkListItemFactory',
    'GtkListItem': 'GObject', 'GtkNativeDialog': 'GObject',
    'GtkFileChooserNative': 'GtkNativeDialog', 'GdkFrameClock': 'GObject',
    'GApplication': 'GObject', 'GtkApplication': 'GApplication', 'GSettings': 'GObject',
    'GtkStringList': 'GObject', 'GtkStringObject': 'GObject', 'GtkAdjustment': 'GInitiallyUnowned',
    'AdwApplication': 'GtkApplication', 'AdwApplicationWindow': 'GtkApplicationWindow',
    'AdwMessageDialog': 'GtkWindow', 'AdwPreferencesRow': 'GtkListBoxRow',
    'AdwActionRow': 'AdwPreferencesRow',
}
# Interfaces (GTK 4.8 docs, "Implements"): a handler may name the interface for its instance.
LIBRARY_INTERFACES = {
    'GtkEditable': ['GtkEntry', 'GtkSpinButton', 'GtkText'],
    'GtkFileChooser': ['GtkFileChooserNative'],
}

# GTypes of g_signal_new parameter lists, as the C handler receives them.
GTYPE_C = {
    'G_TYPE_NONE': 'void', 'G_TYPE_BOOLEAN': 'gboolean', 'G_TYPE_INT': 'int',
    'G_TYPE_UINT': 'guint',
    'G_TYPE_LONG': 'long', 'G_TYPE_ULONG': 'gulong', 'G_TYPE_INT64': 'gint64',
    'G_TYPE_UINT64': 'guint64', 'G_TYPE_DOUBLE': 'double', 'G_TYPE_FLOAT': 'float',
    'G_TYPE_STRING': 'char*', 'G_TYPE_POINTER': 'void*', 'G_TYPE_OBJECT': 'GObject*',
    'G_TYPE_PARAM': 'GParamSpec*',
}

# C spellings that are one type to the ABI and to this check.
ALIASES = {
    'gint': 'int', 'gchar*': 'char*', 'gdouble': 'double', 'gfloat': 'float',
    'unsignedint': 'guint', 'unsigned': 'guint', 'gpointer': 'void*', 'gconstpointer': 'void*',
    'glong': 'long', 'gulong': 'gulong', 'unsignedlong': 'gulong', 'guint32': 'guint',
    'gint32': 'int',
}

USER_DATA = 'user data'


class Problem(Exception):
    pass


def normalise(ctype):
    """'const gchar *' -> 'char*'; 'HakemWindow *self' must have lost its name before."""
    t = re.sub(r'\bconst\b|\bvolatile\b', '', ctype)
    t = re.sub(r'\s+', '', t)
    stars = t.count('*')
    base = t.replace('*', '')
    full = ALIASES.get(base + '*' * stars, None)
    if full:
        return full
    return ALIASES.get(base, base) + '*' * stars


def camel_of_macro(macro):
    """GTK_TYPE_APPLICATION_WINDOW -> GtkApplicationWindow; HAKEM_WINDOW -> HakemWindow."""
    m = re.fullmatch(r'([A-Z]+)_TYPE_(\w+)', macro)
    prefix, rest = (m.group(1), m.group(2)) if m else macro.split('_', 1)
    prefix = {'G': 'G', 'GTK': 'Gtk', 'GDK': 'Gdk', 'GIO': 'G', 'HAKEM': 'Hakem'}.get(prefix)
    if prefix is None:
        return None
    return prefix + ''.join(w.capitalize() for w in rest.split('_'))


# ---- reading C ------------------------------------------------------------------------------

def literal_end(text, i):
    """The offset of the quote that closes the string or character literal opened at i."""
    j = i + 1
    while j < len(text) and text[j] != text[i]:
        j += 2 if text[j] == '\\' else 1
    return j


def strip_comments(text):
    """Comments become blanks (newlines kept, so offsets and lines stay); strings stay."""
    out = []
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c == '"' or c == "'":
            j = literal_end(text, i)
            out.append(text[i:j + 1])
            i = j + 1
        elif text.startswith('/*', i):
            j = text.find('*/', i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r'[^\n]', ' ', text[i:j]))
            i = j
        elif text.startswith('//', i):
            j = text.find('\n', i)
            j = n if j < 0 else j
            out.append(' ' * (j - i))
            i = j
        else:
            out.append(c)
            i += 1
    return ''.join(out)


def balanced(text, open_at):
    """The offset just after the parenthesis that closes the one at open_at."""
    depth = 0
    i = open_at
    while i < len(text):
        c = text[i]
        if c in '"\'':
            i = literal_end(text, i)
        elif c == '(':
            depth += 1
        elif c == ')':
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    raise Problem('unbalanced parentheses')


def split_args(inner):
    """Top-level comma-separated arguments of a call's parenthesised text (without the parens)."""
    args, depth, start, i = [], 0, 0, 0
    while i < len(inner):
        c = inner[i]
        if c in '"\'':
            i = literal_end(inner, i)
        elif c in '([{':
            depth += 1
        elif c in ')]}':
            depth -= 1
        elif c == ',' and depth == 0:
            args.append(inner[start:i].strip())
            start = i + 1
        i += 1
    if inner[start:].strip():
        args.append(inner[start:].strip())
    return args


def parse_param(param):
    """'HakemWindow *self' -> ('HakemWindow*', 'self'); 'void' -> None."""
    p = param.strip()
    if p in ('void', ''):
        return None
    m = re.fullmatch(r'(.*?[\s\*])(\w+)', p)
    if not m:
        return (normalise(p), '')
    return (normalise(m.group(1)), m.group(2))


class Function:
    def __init__(self, name, ret, params, start, body_start, body_end, line):
        self.name, self.ret, self.params = name, ret, params
        self.start, self.body_start, self.body_end, self.line = start, body_start, body_end, line


class CFile:
    def __init__(self, path, display):
        self.path = path
        self.display = display
        with open(path, encoding='utf-8') as f:
            self.raw = f.read()
        self.text = strip_comments(self.raw)
        self.functions = {}
        self.ordered = []
        self.find_functions()

    def line_of(self, offset):
        return self.text.count('\n', 0, offset) + 1

    def find_functions(self):
        for m in re.finditer(r'^([A-Za-z_]\w*)\s*\(', self.text, re.M):
            name = m.group(1)
            if name in ('if', 'for', 'while', 'switch', 'return', 'sizeof'):
                continue
            try:
                close = balanced(self.text, m.end() - 1)
            except Problem:
                continue
            rest = self.text[close:close + 200]
            brace = re.match(r'\s*\{', rest)
            if not brace:
                continue
            line_start = self.text.rfind('\n', 0, m.start() - 1) + 1
            ret = self.text[line_start:m.start()].strip()
            ret = re.sub(r'\b(static|inline|G_GNUC_\w+)\b', '', ret).strip()
            body_start = close + brace.end()
            depth, i = 1, body_start
            while i < len(self.text) and depth:
                depth += {'{': 1, '}': -1}.get(self.text[i], 0)
                i += 1
            params = [parse_param(p) for p in split_args(self.text[m.end():close - 1])]
            params = [p for p in params if p is not None]
            fn = Function(name, normalise(ret) if ret else 'int', params, m.start(), body_start,
                          i, self.line_of(m.start()))
            self.functions[name] = fn
            self.ordered.append(fn)

    def enclosing(self, offset):
        for fn in self.ordered:
            if fn.body_start <= offset < fn.body_end:
                return fn
        return None

    def calls(self, names):
        """(name, args, offset) of every call of one of the functions named."""
        pattern = r'\b(' + '|'.join(map(re.escape, names)) + r')\s*\('
        for m in re.finditer(pattern, self.text):
            try:
                close = balanced(self.text, m.end() - 1)
            except Problem:
                continue
            yield m.group(1), split_args(self.text[m.end():close - 1]), m.start()


# ---- the model of the code: types, signals, prototypes --------------------------------------

class Code:
    def __init__(self, sources, ui):
        self.ui = ui
        self.files = []
        for src in sources:
            for path in sorted(glob.glob(os.path.join(src, '**', '*.[ch]'), recursive=True)):
                self.files.append(CFile(path, os.path.relpath(path)))
        self.parents = dict(LIBRARY_PARENTS)
        self.interfaces = {k: list(v) for k, v in LIBRARY_INTERFACES.items()}
        self.signals = {owner: dict(sigs) for owner, sigs in LIBRARY_SIGNALS.items()}
        self.signal_source = {}
        self.returns = {}
        self.structs = {}
        self.problems = []
        for f in self.files:
            self.read_types(f)
        for f in self.files:
            self.read_signals(f)

    def problem(self, cfile, offset_or_line, message):
        line = offset_or_line if isinstance(offset_or_line, int) and cfile is None else (
            cfile.line_of(offset_or_line) if cfile else offset_or_line)
        where = cfile.display if cfile else ''
        self.problems.append(f'{where}:{line}: {message}')

    def read_types(self, f):
        for m in re.finditer(r'G_DEFINE_(?:FINAL_|ABSTRACT_)?TYPE(?:_WITH_\w+)?\s*\(\s*(\w+)\s*,\s*\w+\s*,'
                             r'\s*(\w+)', f.text):
            parent = camel_of_macro(m.group(2))
            if parent:
                self.parents[m.group(1)] = parent
        for m in re.finditer(r'G_DECLARE_(?:FINAL|DERIVABLE)_TYPE\s*\(\s*(\w+)\s*,[^,]+,[^,]+,'
                             r'[^,]+,\s*(\w+)\s*\)', f.text):
            self.parents.setdefault(m.group(1), m.group(2))
        # Prototypes and definitions: what a function returns, for 'x = some_getter (...)'.
        for m in re.finditer(r'^\s*(?:static\s+|const\s+)*([A-Z]\w*)\s*(\*+)\s*\n?\s*'
                             r'([a-z_]\w*)\s*\(', f.text, re.M):
            self.returns.setdefault(m.group(3), normalise(m.group(1) + m.group(2)))
        # Structures: field types, for 'self->field'.
        for m in re.finditer(r'struct\s+_(\w+)\s*\{', f.text):
            end = f.text.find('\n};', m.end())
            body = f.text[m.end():end]
            fields = {}
            for decl in body.split(';'):
                d = re.sub(r'\s+', ' ', decl).strip()
                dm = re.fullmatch(r'(?:const )?(\w+)\s*(\**)\s*(.*)', d)
                if not dm:
                    continue
                for var in dm.group(3).split(','):
                    vm = re.fullmatch(r'\s*(\**)\s*(\w+)\s*(\[.*\])?\s*', var)
                    if vm:
                        stars = dm.group(2) + vm.group(1)
                        fields[vm.group(2)] = normalise(dm.group(1) + stars)
            self.structs[m.group(1)] = fields

    def owner_of(self, f):
        m = re.search(r'G_DEFINE_(?:FINAL_|ABSTRACT_)?TYPE(?:_WITH_\w+)?\s*\(\s*(\w+)', f.text)
        return m.group(1) if m else None

    def read_signals(self, f):
        owner = self.owner_of(f)
        for _, args, offset in f.calls(['g_signal_new']):
            if len(args) < 9 or not args[0].startswith('"'):
                self.problem(f, offset, 'a g_signal_new this check cannot read')
                continue
            if owner is None:
                self.problem(f, offset, 'g_signal_new in a file without G_DEFINE_TYPE')
                continue
            name = args[0].strip('"')
            ret = self.gtype_c(args[7])
            count = int(args[8]) if args[8].isdigit() else -1
            params = [self.gtype_c(a) for a in args[9:]]
            if count != len(params):
                self.problem(f, offset, f'g_signal_new ("{name}"): {count} parameters announced, '
                                        f'{len(params)} given')
            self.signals.setdefault(owner, {})[name] = (ret, params)
            self.signal_source[(owner, name)] = f'{f.display}:{f.line_of(offset)}'

    def gtype_c(self, gtype):
        gtype = gtype.strip()
        gtype = re.sub(r'\s*\|\s*G_SIGNAL_TYPE_STATIC_SCOPE', '', gtype)
        if gtype in GTYPE_C:
            return GTYPE_C[gtype]
        camel = camel_of_macro(gtype)
        return camel + '*' if camel else 'void*'

    # -- the class hierarchy

    def ancestors(self, t):
        seen = []
        while t and t not in seen:
            seen.append(t)
            t = self.parents.get(t)
        return seen

    def known(self, t):
        return t in self.parents or t == 'GObject' or t in self.interfaces

    def related(self, a, b):
        """Whether a pointer to a may hold a b (or the other way): one derives from the other,
        or one is an interface the other implements."""
        if a == b:
            return True
        if a in self.ancestors(b) or b in self.ancestors(a):
            return True
        for iface, impl in self.interfaces.items():
            if (a == iface and any(i in self.ancestors(b) or b in self.ancestors(i)
                                   for i in impl)) or \
               (b == iface and any(i in self.ancestors(a) or a in self.ancestors(i)
                                   for i in impl)):
                return True
        return False

    def is_object(self, ctype):
        return ctype.endswith('*') and ctype.count('*') == 1 and self.known(ctype[:-1])

    def signal_candidates(self, itype, name):
        """(owner, signature) of the signals called name that an instance declared itype may
        emit: on its ancestors and interfaces, or on a type derived from it (a GtkWidget
        variable holding a GtkToggleButton)."""
        itype = itype.rstrip('*') if itype else None
        out = []
        for owner, sigs in self.signals.items():
            if name not in sigs:
                continue
            if itype is None or self.related(owner, itype) or owner == 'GObject':
                out.append((owner, sigs[name]))
        return out


# ---- resolving the types of expressions -------------------------------------------------------

def expression_type(code, f, fn, expr):
    """The static type of a simple C expression (identifier, a->b, a cast, a getter call), or
    None when it is not known."""
    e = expr.strip()
    while e.startswith('(') and e.endswith(')') and balanced(e, 0) == len(e):
        e = e[1:-1].strip()
    m = re.fullmatch(r'\(\s*(?:const\s+)?(\w+)\s*(\*+)\s*\)\s*(.+)', e, re.S)
    if m:
        return normalise(m.group(1) + m.group(2))
    m = re.fullmatch(r'([A-Z][A-Z0-9_]+)\s*\((.*)\)', e, re.S)
    if m and not m.group(1).startswith('G_CALLBACK'):
        camel = camel_of_macro(m.group(1))
        if camel and code.known(camel):
            return camel + '*'
        return expression_type(code, f, fn, m.group(2))
    m = re.fullmatch(r'(.+?)\s*->\s*(\w+)', e, re.S)
    if m:
        base = expression_type(code, f, fn, m.group(1))
        if base and base.endswith('*'):
            return code.structs.get(base[:-1], {}).get(m.group(2))
        return None
    m = re.fullmatch(r'([a-z_]\w*)\s*\(.*\)', e, re.S)
    if m:
        return code.returns.get(m.group(1))
    if re.fullmatch(r'\w+', e) and fn is not None:
        for ptype, pname in fn.params:
            if pname == e:
                return ptype
        body = f.text[fn.body_start:fn.body_end]
        decl = re.search(r'g_autoptr\s*\(\s*(\w+)\s*\)\s*' + re.escape(e) + r'\b', body)
        if decl:
            return decl.group(1) + '*'
        decl = re.search(r'(?:^|[;{}\s])(?:const\s+)?([A-Z]\w*)\s*(\*+)\s*' + re.escape(e)
                         + r'\s*[=;,)]', body)
        if decl:
            return normalise(decl.group(1) + decl.group(2))
    return None


# ---- connections -----------------------------------------------------------------------------

class Connection:
    """A handler connected to a signal: where, on what, how."""

    def __init__(self, where, cfile, offset, signal, itype, handler, data_type, swapped):
        self.where, self.cfile, self.offset = where, cfile, offset
        self.signal, self.itype, self.handler = signal, itype, handler
        self.data_type, self.swapped = data_type, swapped


def c_connections(code, f):
    calls = ['g_signal_connect', 'g_signal_connect_after', 'g_signal_connect_swapped',
             'g_signal_connect_object', 'g_signal_connect_data']
    for call, args, offset in f.calls(calls):
        fn = f.enclosing(offset)
        where = f'{f.display}:{f.line_of(offset)}'
        if fn is not None and fn.name in calls:
            continue
        if len(args) < 4:
            code.problem(f, offset, f'{call} with {len(args)} arguments')
            continue
        if not re.fullmatch(r'"[^"]*"', args[1]):
            code.problem(f, offset, f'{call}: the signal name {args[1]} is not a literal, so its '
                                    'handler cannot be checked')
            continue
        signal = args[1].strip('"')
        flags = args[4] if call == 'g_signal_connect_object' and len(args) > 4 else (
            args[5] if call == 'g_signal_connect_data' and len(args) > 5 else '')
        swapped = call == 'g_signal_connect_swapped' or 'G_CONNECT_SWAPPED' in flags
        itype = expression_type(code, f, fn, args[0])
        dtype = expression_type(code, f, fn, args[3])
        for handler, hfile in handlers_of(code, f, fn, args[2], offset):
            yield Connection(where, hfile, offset, signal, itype, handler, dtype, swapped)


def handlers_of(code, f, fn, expr, offset):
    """The functions a handler argument names: G_CALLBACK (name), or a GCallback parameter of
    the enclosing function, followed to the G_CALLBACK of each call of that function."""
    m = re.fullmatch(r'G_CALLBACK\s*\(\s*(\w+)\s*\)', expr.strip())
    if m:
        yield m.group(1), f
        return
    name = expr.strip()
    if fn is not None and re.fullmatch(r'\w+', name):
        index = next((i for i, (t, n) in enumerate(fn.params) if n == name), None)
        if index is not None and fn.params[index][0] == 'GCallback':
            found = False
            for _, args, call_at in f.calls([fn.name]):
                if call_at == fn.start or len(args) <= index:
                    continue
                found = True
                yield from handlers_of(code, f, f.enclosing(call_at), args[index], call_at)
            if found:
                return
    code.problem(f, offset, f'the handler {expr} cannot be followed to a function')


def template_connections(code):
    """<signal> elements of the templates under --ui, each bound by the C file that sets the
    template (gtk_widget_class_bind_template_callback); the template instance is the data."""
    for ui in sorted(glob.glob(os.path.join(code.ui, '*.ui'))):
        base = os.path.basename(ui)
        owner = next((f for f in code.files if re.search(
            r'gtk_widget_class_set_template_from_resource\s*\([^;]*/' + re.escape(base) + '"',
            f.text)), None)
        # A list item factory's template: its handlers are the scope's callback symbols.
        factory = next((f for f in code.files if re.search(
            r'gtk_builder_list_item_factory_new_from_resource\s*\([^;]*/' + re.escape(base)
            + '"', f.text)), None) if owner is None else None
        owner = owner or factory
        root = ET.parse(ui).getroot()
        template = root.find('template')
        for parent in root.iter():
            for sig in parent.findall('signal'):
                cls = parent.get('class') if parent.tag == 'object' else (
                    template.get('class') if parent is template else None)
                where = f'{os.path.relpath(ui)}:<signal name="{sig.get("name")}" ' \
                        f'handler="{sig.get("handler")}">'
                if owner is None:
                    code.problems.append(f'{where}: no C file sets the template {base}')
                    continue
                handler = sig.get('handler')
                if factory is not None and not re.search(
                        r'gtk_builder_cscope_add_callback_symbol\s*\(\s*\w+\s*,\s*"'
                        + re.escape(handler) + r'"\s*,\s*G_CALLBACK\s*\(\s*'
                        + re.escape(handler) + r'\s*\)\s*\)', owner.text):
                    code.problems.append(f'{where}: {handler} is not added with '
                                         f'gtk_builder_cscope_add_callback_symbol in '
                                         f'{owner.display}')
                    continue
                if factory is None and not re.search(
                        r'gtk_widget_class_bind_template_callback\s*\(\s*\w+\s*,\s*'
                        + re.escape(handler) + r'\s*\)', owner.text):
                    code.problems.append(f'{where}: {handler} is not bound with '
                                         f'gtk_widget_class_bind_template_callback in '
                                         f'{owner.display}')
                    continue
                # GtkBuilder: swapped defaults to yes only when an object= is given.
                swapped_attr = sig.get('swapped', 'yes' if sig.get('object') else 'no')
                swapped = swapped_attr.lower() in ('yes', 'true', '1')
                data = template.get('class') + '*' if sig.get('object') is None else None
                yield Connection(where, owner, None, sig.get('name'), cls and cls + '*', handler,
                                 data, swapped)


# ---- the check -------------------------------------------------------------------------------

def compatible(code, declared, actual, data_type):
    """Whether a handler parameter declared so can take the argument passed there; a message
    when not."""
    d = declared
    if actual == USER_DATA:
        if not d.endswith('*') and d != 'GCallback':
            return f'takes {d} where the user data (a pointer) comes'
        if data_type and d != 'void*' and data_type != 'void*' and code.is_object(d) \
                and code.is_object(data_type) and not code.related(d[:-1], data_type[:-1]):
            return f'takes {d} where the user data is {data_type}'
        return None
    a = actual
    if a == d or d == 'void*' and a.endswith('*'):
        return None
    if a in ('char*',) and d in ('char*',):
        return None
    if code.is_object(a) and code.is_object(d):
        return None if code.related(a[:-1], d[:-1]) else f'takes {d} where {a} comes'
    if code.is_object(a) and d.endswith('*') and not code.known(d.rstrip('*')):
        return f'takes {d} where {a} comes (a type this check does not know: add it to ' \
               'LIBRARY_PARENTS if it is a GObject)'
    return f'takes {d} where {a} comes'


def shape_of(code, args):
    """What the handler receives at each position, as the ABI sees it: an object, a string, a
    scalar of its type, or the user data."""
    out = []
    for a in args:
        if a == USER_DATA:
            out.append(USER_DATA)
        elif code.is_object(a) or a == 'GParamSpec*':
            out.append('object')
        elif a.endswith('*'):
            out.append('pointer')
        else:
            out.append(a)
    return tuple(out)


def check_connection(code, c):
    """The problems of one connection (strings), and its shape for the per-handler check."""
    fn = c.cfile.functions.get(c.handler)
    if fn is None:
        return [f'{c.where}: no definition of the handler {c.handler} in {c.cfile.display}'], None
    base = c.signal.split('::', 1)[0]
    candidates = code.signal_candidates(c.itype, base)
    if not candidates:
        return [f'{c.where}: "{c.signal}" of {c.itype or "an unknown type"}: a signal this check '
                'does not know (a g_signal_new under --src, or LIBRARY_SIGNALS for GTK/GLib)'], None
    shapes = {(ret, tuple(params)) for _, (ret, params) in candidates}
    if len(shapes) > 1:
        # Several signals of that name could be meant: the handler's instance parameter says.
        inst_pos = -1 if c.swapped else 0
        declared = fn.params[inst_pos][0] if fn.params else None
        narrowed = [(o, s) for o, s in candidates
                    if declared and code.is_object(declared) and code.related(o, declared[:-1])]
        if len({(r, tuple(p)) for _, (r, p) in narrowed}) == 1:
            candidates = narrowed
        else:
            owners = ', '.join(sorted(o for o, _ in candidates))
            return [f'{c.where}: "{c.signal}" of {c.itype or "an unknown type"} could be the '
                    f'signal of {owners}: say the instance\'s type'], None
    owner, (ret, params) = candidates[0]
    itype = c.itype if c.itype and code.known(c.itype.rstrip('*')) else owner + '*'
    args = ([USER_DATA] + params + [itype]) if c.swapped else ([itype] + params + [USER_DATA])
    source = code.signal_source.get((owner, base), 'GTK 4.8 / GLib 2.74 docs')
    signature = f'{owner}::{base} ({", ".join(params) or "no parameters"}) -> {ret} [{source}]'
    problems = []
    if len(fn.params) > len(args):
        problems.append(f'{c.where}: {c.handler} takes {len(fn.params)} parameters but '
                        f'"{c.signal}" passes {len(args)} ({", ".join(args)}'
                        f'{", swapped" if c.swapped else ""}); {signature}')
    if not fn.params:
        problems.append(f'{c.where}: {c.handler} takes no parameters')
    for i, ((declared, pname), actual) in enumerate(zip(fn.params, args)):
        why = compatible(code, declared, actual, c.data_type)
        if why:
            problems.append(f'{c.where}: {c.handler} parameter {i + 1} ({pname}) {why}; '
                            f'{signature}{" (connected swapped)" if c.swapped else ""}')
    if normalise(fn.ret) != normalise(ret) and not (ret == 'gboolean' and fn.ret == 'int'):
        problems.append(f'{c.where}: {c.handler} returns {fn.ret} but "{c.signal}" expects '
                        f'{ret}; {signature}')
    shape = shape_of(code, args[:len(fn.params)])
    return problems, shape


def run(sources, ui, verbose=False):
    code = Code(sources, ui)
    connections = []
    for f in code.files:
        if f.path.endswith('.c'):
            connections.extend(c_connections(code, f))
    connections.extend(template_connections(code))
    shapes = {}
    for c in connections:
        problems, shape = check_connection(code, c)
        code.problems.extend(problems)
        if shape is not None:
            shapes.setdefault((c.cfile.display, c.handler), []).append((shape, c))
        if verbose and not problems:
            print(f'ok {c.where}: {c.handler} for "{c.signal}"')
    for (display, handler), uses in shapes.items():
        distinct = {}
        for shape, c in uses:
            distinct.setdefault(shape, c)
        if len(distinct) > 1:
            listed = '; '.join(f'"{c.signal}" at {c.where} passes ({", ".join(s)})'
                               for s, c in distinct.items())
            code.problems.append(f'{display}: {handler} is connected to signals of different '
                                 f'shapes: {listed}')
    return code.problems, len(connections)


def main():
    p = argparse.ArgumentParser(description=__doc__)
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.normpath(os.path.join(here, '..', '..'))
    p.add_argument('--src', action='append',
                   help='a tree of C files (may be given more than once; default: src)')
    p.add_argument('--ui', default=os.path.join(root, 'ui'))
    p.add_argument('-v', '--verbose', action='store_true')
    a = p.parse_args()
    problems, count = run(a.src or [os.path.join(root, 'src')], a.ui, a.verbose)
    for line in problems:
        print(line)
    print(f'{count} connections checked, {len(problems)} problems')
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
