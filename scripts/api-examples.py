#!/usr/bin/env python3
"""Checks that every public entry point of the UIKit bridge shows a Swift example in its documentation comment.

The bridge is what app developers call; each way into it gets an example they can copy. An entry point is:

1. a public type declared at the top level of a file (class, struct, enum, protocol, actor, typealias);
2. a public function, property, initializer or subscript declared at the top level of a file;
3. a public function, property, initializer or subscript declared in an extension of a type the checked module does
   not declare itself (a UIKit type such as `UIViewController`, or a core type such as `Color`): these are new
   entry points on someone else's type, so each shows its own example.

Members of a public type the module declares (in its body or in an extension of it in the module), nested types
and enum cases included, are covered by that type's example; their `///` comments describe them without one. An
entry point's comment must hold a ```swift block (the `///` lines just above the declaration, attributes on lines of
their own between them allowed). doc-examples.py checks, separately, that every such block has a word-for-word
tested copy in Tests/DocumentationExampleTests.

`public` and `open` are the public access levels; members of a `public extension` without an access level of their
own are public. Braces, strings and comments are told apart, so braces in a string or a comment do not change the
nesting.

Usage: scripts/api-examples.py [--root DIR] [MODULE_DIR ...]. MODULE_DIR is relative to the root, default
Sources/ChoreographUIKit. Prints `path:line: message` per entry point without an example and exits 1; prints a
summary and exits 0 when every one has an example; exits 2 on a usage error (a folder that does not exist). Standard
library only.
"""

import importlib.util
import os
import re
import sys
from collections import namedtuple

DEFAULT_MODULES = [os.path.join('Sources', 'ChoreographUIKit')]
TYPE_KINDS = {'class', 'struct', 'enum', 'protocol', 'actor', 'typealias'}
MEMBER_KINDS = {'func', 'var', 'let', 'init', 'subscript', 'case'}
MODIFIERS = {
    'public', 'open', 'private', 'fileprivate', 'internal', 'package', 'final', 'static', 'class', 'override',
    'convenience', 'required', 'nonisolated', 'mutating', 'nonmutating', 'lazy', 'weak', 'unowned', 'dynamic',
    'indirect', 'optional', 'prefix', 'postfix', 'infix',
}
ATTRIBUTE = re.compile(r'@[A-Za-z_][\w.]*(\([^()]*(\([^()]*\)[^()]*)*\))?')
WORD = re.compile(r'[A-Za-z_][\w]*[?!]?')
NAME = re.compile(r'[A-Za-z_][\w.]*')
FENCE = re.compile(r'^\s*```\s*swift\s*$')

Declaration = namedtuple('Declaration', 'path line kind name access scope')
Finding = namedtuple('Finding', 'path line message')


def _load_portability_lint():
    """The portability lint's module, whose `strip_code` blanks Swift comments and strings (raw strings and strings
    nested in interpolations included)."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'portability-lint.py')
    spec = importlib.util.spec_from_file_location('portability_lint', path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_strip_code = _load_portability_lint().strip_code


def code_lines(text):
    """The lines of Swift source with comments and string contents blanked out (quotes kept), so that braces and
    keywords in them are not read as code."""
    return _strip_code(text).split('\n')


def parse_declaration(code):
    """(kind, name, modifiers) of the declaration a line of code starts, or None."""
    rest = code.strip()
    modifiers = set()
    while rest:
        attribute = ATTRIBUTE.match(rest)
        if attribute:
            rest = rest[attribute.end():].lstrip()
            continue
        word = WORD.match(rest)
        if not word:
            return None
        token = word.group(0)
        after = rest[word.end():]
        if after.startswith('(set)'):
            after = after[len('(set)'):]
            token += '(set)'
        if token == 'class':
            following = WORD.match(after.lstrip())
            if following and following.group(0) in MODIFIERS | MEMBER_KINDS - {'case'}:
                modifiers.add(token)
                rest = after.lstrip()
                continue
        if token in TYPE_KINDS or token in MEMBER_KINDS or token == 'extension' or token in ('init?', 'init!'):
            kind = token.rstrip('?!')
            if kind in ('init', 'subscript'):
                return kind, kind, modifiers
            name = NAME.match(after.lstrip())
            return kind, (name.group(0) if name else ''), modifiers
        if token.split('(')[0] in MODIFIERS:
            modifiers.add(token)
            rest = after.lstrip()
            continue
        return None
    return None


def doc_comment(lines, index):
    """The `///` lines just above line `index`, skipping attribute lines between them and the declaration."""
    comment = []
    j = index - 1
    while j >= 0:
        stripped = lines[j].strip()
        if stripped.startswith('///'):
            comment.insert(0, stripped[3:])
        elif stripped.startswith('@') and not comment and ATTRIBUTE.fullmatch(stripped):
            pass
        else:
            break
        j -= 1
    return comment


def declarations(path, text):
    """Every declaration of the file with the scope it is in: ('file',), ('type', name) or ('extension', name);
    declarations inside function and property bodies are left out. Returns (declarations, doc comments by line)."""
    lines = text.split('\n')
    found, comments = [], {}
    stack = []  # (kind, name, public) per open brace: kind is 'type', 'extension' or 'body'
    pending = None  # what the next opening brace opens: the last declaration's scope, which may span lines
    for index, line in enumerate(code_lines(text)):
        parsed = None if any(scope[0] == 'body' for scope in stack) else parse_declaration(line)
        if parsed:
            kind, name, modifiers = parsed
            enclosing = next((s for s in reversed(stack) if s[0] != 'body'), None)
            levels = {m.split('(')[0] for m in modifiers} & {'public', 'open', 'private', 'fileprivate', 'internal',
                                                             'package'}
            public = bool(levels & {'public', 'open'}) or (
                not levels and enclosing is not None and enclosing[0] == 'extension' and enclosing[2])
            if kind == 'extension':
                pending = ('extension', name, 'public' in levels)
            elif kind in TYPE_KINDS and kind != 'typealias':
                pending = ('type', name, public)
            else:
                pending = ('body', name, False)
            scope = ('file',) if enclosing is None else (enclosing[0], enclosing[1])
            found.append(Declaration(path, index + 1, kind, name, public, scope))
            comments[index + 1] = doc_comment(lines, index)
        for c in line:
            if c == '{':
                stack.append(pending or ('body', '', False))
                pending = None
            elif c == '}' and stack:
                stack.pop()
    return found, comments


def check(root, modules):
    """(findings, number of entry points checked) for the module folders under `root`."""
    parsed = []
    for module in modules:
        folder = os.path.join(root, module)
        for directory, _, names in sorted(os.walk(folder)):
            for name in sorted(names):
                if name.endswith('.swift'):
                    path = os.path.relpath(os.path.join(directory, name), root)
                    with open(os.path.join(root, path), encoding='utf-8') as f:
                        parsed.append(declarations(path, f.read()))
    own_types = {d.name for found, _ in parsed for d in found if d.kind in TYPE_KINDS and d.scope == ('file',)}
    findings, count = [], 0
    for found, comments in parsed:
        for d in found:
            if not d.access or d.kind == 'extension':
                continue
            named = d.kind if d.kind in ('init', 'subscript') else '%s %s' % (d.kind, d.name)
            if d.scope == ('file',):
                what = 'public type %s' % d.name if d.kind in TYPE_KINDS else 'public %s' % named
            elif d.scope[0] == 'extension' and d.scope[1].split('.')[0] not in own_types and d.kind != 'case':
                what = 'public %s in an extension of %s' % (named, d.scope[1])
            else:
                continue  # a member of a type of the module: its type's example covers it
            count += 1
            if not any(FENCE.match(line) for line in comments[d.line]):
                findings.append(Finding(d.path, d.line, '%s has no ```swift example in its /// comment.' % what))
    return findings, count


def main(argv):
    root, modules = '.', []
    args = list(argv)
    while args:
        arg = args.pop(0)
        if arg == '--root' and args:
            root = args.pop(0)
        elif arg.startswith('-'):
            print('usage: scripts/api-examples.py [--root DIR] [MODULE_DIR ...]', file=sys.stderr)
            return 2
        else:
            modules.append(arg)
    modules = modules or DEFAULT_MODULES
    for module in modules:
        if not os.path.isdir(os.path.join(root, module)):
            print('api examples: %s is not a folder' % os.path.join(root, module), file=sys.stderr)
            return 2
    findings, count = check(root, modules)
    for finding in findings:
        print('%s:%d: %s' % finding)
    if findings:
        print('api examples: %d of %d entry points without an example' % (len(findings), count), file=sys.stderr)
        return 1
    print('api examples: all %d public entry points of %s show a swift example' % (count, ', '.join(modules)))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
