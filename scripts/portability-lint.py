#!/usr/bin/env python3
"""Finds Swift that builds on Linux but not on the Apple platforms Choreograph ships for (iOS 16+, macOS 13+).

Usage: scripts/portability-lint.py [PATH ...]

PATHs are Swift files or folders (searched for *.swift); the default is `Sources Tests Package.swift` in the
repository root. Prints `path:line: [rule-id] message` per finding, sorted, and exits 1; prints
`portability lint: clean (N files)` and exits 0 when there is nothing to report; exits 2 on a usage error.
Comments and string-literal contents are ignored (interpolated code is not). Standard library only.

Rules, and the Apple-platform reason for each:

coregraphics-import: a file using CoreGraphics geometry in code (a `CG…` type, or `.minX`…`.maxY`, `insetBy(`,
    `offsetBy(`, `.standardized`, `.integral`, `.divided(`) must hold `#if canImport(CoreGraphics)` /
    `import CoreGraphics` / `#endif`, unless the whole file is one `#if !canImport(CoreGraphics)` block with no
    `#else` (a stand-in for a CoreGraphics type where the platform has none), or the file holds the UIKit
    import block (`#if canImport(UIKit)` / `import UIKit` / `#else` / `import HeadlessUIKit` / `#endif`: both
    modules bring CoreGraphics with them), or the file is wholly `#if canImport(UIKit)` with no `#else` and imports UIKit
    (it builds only where UIKit, and so CoreGraphics, exists). On Apple platforms `import Foundation` does not bring the CoreGraphics Swift
    overlay (`CGRect(x:y:width:height:)`, `minX`, `CGRect.null`, `.zero`…); on Linux the types are Foundation's and
    there is no CoreGraphics module, hence the guard.
coregraphics-hashable: a struct, enum or class with a synthesized Hashable, Codable, Encodable or Decodable
    conformance (declared on it or in an extension in any scanned file) that stores a CGPoint, CGSize, CGRect,
    CGVector or CGAffineTransform (stored property or associated value). Those are Hashable and Codable in Linux's
    Foundation but only Equatable on Apple platforms, so the synthesis compiles here and fails there; write
    `hash(into:)`, `encode(to:)` or `init(from:)` by hand (synthesized Equatable is fine).
coregraphics-retroactive: `extension CGRect: Hashable` (or Codable…, on those types or CGFloat) clashes with the
    conformance the platform has on one side or the other.
linux-only-branch: an `#if` group whose only branches are os(Linux) / canImport(Glibc) / canImport(Musl): the
    code exists on Linux only and nothing stands in for it on Apple platforms. Add an `#else`.
unguarded-libc-import: `import Glibc` / `import Musl` outside an `#if` on Glibc, Musl or os(Linux), and
    `import Darwin` outside one on canImport(Darwin), os(macOS) or os(iOS): each exists on one side only.
process-unavailable: `Process` (not `ProcessInfo`) outside an `#if`/`#elseif` whose condition names os(macOS),
    os(Linux) or os(Windows) and no iOS-family OS (an `#else` branch does not count): iOS has no Process.
macos-only-api: the same for XMLDocument, XMLElement, XMLNode, NSTask, homeDirectoryForCurrentUser, NSAppleScript
    and Host.current, which Foundation also lacks on iOS.
linux-only-module: `import FoundationNetworking` / `import FoundationXML` outside `#if canImport(` that module `)`:
    they exist only in Linux's Foundation.
typed-throws-value: a function type with typed throws used as a value (`[() throws(E) -> T]`, a parameter or
    typealias of that type, a closure `{ () throws(E) in … }`): its metadata needs the Swift 6 runtime (iOS 18,
    macOS 15). A declaration's own effect (`func f(…) throws(E)`, `init(…) throws(E)`, `get throws(E)`) is fine.
isolated-deinit: `isolated deinit` in a class not annotated `@MainActor`: it back-deploys only for main-actor
    classes.
seed-imports: a file under a `ChoreographSeeds` folder (the seeds written as UIKit code) must hold the UIKit import
    block, or be wholly `#if canImport(UIKit)`, and import nothing but UIKit, HeadlessUIKit, Foundation and
    ObjectiveC: the same file is compiled against UIKit in an iOS app, where the host's modules do not exist.
"""

import bisect
import os
import re
import sys
from collections import namedtuple

RULES = {  # rule id (each also bound to a constant): what it finds
    (CG_IMPORT := 'coregraphics-import'): 'CoreGraphics geometry used without the guarded `import CoreGraphics`',
    (CG_HASHABLE := 'coregraphics-hashable'): 'synthesized Hashable/Codable over CGPoint, CGSize, CGRect…',
    (CG_RETROACTIVE := 'coregraphics-retroactive'): 'retroactive Hashable/Codable conformance of a CoreGraphics type',
    (LINUX_BRANCH := 'linux-only-branch'): '`#if` group with Linux-only branches and no branch for other platforms',
    (LIBC_IMPORT := 'unguarded-libc-import'): 'Glibc, Musl or Darwin imported outside an `#if` for its platform',
    (PROCESS := 'process-unavailable'): 'Foundation `Process` used where iOS would compile it',
    (MACOS_API := 'macos-only-api'): 'other Foundation API missing on iOS used where iOS would compile it',
    (LINUX_MODULE := 'linux-only-module'): 'FoundationNetworking or FoundationXML imported without `#if canImport`',
    (TYPED_THROWS := 'typed-throws-value'): 'function type with typed throws used as a value (iOS 18 / macOS 15)',
    (ISOLATED_DEINIT := 'isolated-deinit'): '`isolated deinit` in a class that is not `@MainActor`',
    (SEED_IMPORTS := 'seed-imports'): 'a UIKit-written seed without the import block, or importing a host module',
}

SEED_FOLDER = 'ChoreographSeeds'
SEED_MODULES = {'UIKit', 'HeadlessUIKit', 'Foundation', 'ObjectiveC'}
SEED_IMPORT = re.compile(r'^\s*(?:@\w+\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)',
                    re.MULTILINE)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_PATHS = ('Sources', 'Tests', 'Package.swift')

Finding = namedtuple('Finding', 'path line rule message')
Branch = namedtuple('Branch', 'kind cond line')  # one `#if`/`#elseif`/`#else` branch of a conditional group
Decl = namedtuple('Decl', 'kind name qualified attrs line start open close conformances')

CG_IMPORT_BLOCK = ['#if canImport(CoreGraphics)', 'import CoreGraphics', '#endif']
UIKIT_IMPORT_BLOCK = ['#if canImport(UIKit)', 'import UIKit', '#else', 'import HeadlessUIKit', '#endif']
CG_USE = re.compile(r'\bCG[A-Z][A-Za-z0-9]*\b|\.(?:min|mid|max)[XY]\b|\b(?:insetBy|offsetBy)\(|\.standardized\b'
                    r'|\.integral\b|\.divided\(')
CG_NOT_HASHABLE = re.compile(r'\bCG(?:Point|Size|Rect|Vector|AffineTransform)\b')
CG_RETRO_TYPES = {'CGPoint', 'CGSize', 'CGRect', 'CGVector', 'CGAffineTransform', 'CGFloat'}
SYNTHESIZED = {'Hashable': ('hash(into:)',), 'Codable': ('encode(to:)', 'init(from:)'),
               'Encodable': ('encode(to:)',), 'Decodable': ('init(from:)',)}
WITNESS = {'hash(into:)': re.compile(r'\bfunc\s+hash\s*\(\s*into\b'),
           'encode(to:)': re.compile(r'\bfunc\s+encode\s*\(\s*to\b'),
           'init(from:)': re.compile(r'(?<![\w.])init\s*\(\s*from\b')}

LINUX_COND = re.compile(r'(?<!!)(?:os\(Linux\)|canImport\((?:Glibc|Musl)\))')
APPLE_COND = re.compile(r'canImport\(Darwin\)|os\((?:macOS|iOS|tvOS|watchOS|visionOS)\)')
IOS_FAMILY = re.compile(r'os\((?:iOS|tvOS|watchOS|visionOS)\)')
HAS_PROCESS = re.compile(r'(?<!!)os\((?:macOS|Linux|Windows)\)')
IMPORT_GUARDS = {  # module: its rule, and the condition of an `#if` that must enclose its import
    'Glibc': (LIBC_IMPORT, LINUX_COND), 'Musl': (LIBC_IMPORT, LINUX_COND),
    'Darwin': (LIBC_IMPORT, re.compile(r'(?<!!)(?:canImport\(Darwin\)|os\((?:macOS|iOS)\))')),
    'FoundationNetworking': (LINUX_MODULE, re.compile(r'(?<!!)canImport\(FoundationNetworking\)')),
    'FoundationXML': (LINUX_MODULE, re.compile(r'(?<!!)canImport\(FoundationXML\)')),
}
IMPORT = re.compile(r'^\s*(?:@\w+\s+)*import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?(\w+)')
MACOS_APIS = re.compile(r'\b(?:XMLDocument|XMLElement|XMLNode|NSTask|homeDirectoryForCurrentUser|NSAppleScript)\b'
                        r'|\bHost\.current\b')
DIRECTIVE = re.compile(r'^\s*#(if|elseif|else|endif)\b(.*)$')
DECL = re.compile(r'(?P<attrs>(?:@[\w.]+(?:\([^()]*\))?\s+|\b(?:public|private|fileprivate|internal|package|open|final'
                  r'|indirect|nonisolated)\s+)*)(?<![\w.@])(?P<kind>struct|enum|class|actor|extension)[ \t]+'
                  r'(?P<name>[A-Za-z_][\w.]*)')
NOT_A_TYPE = {'func', 'var', 'let', 'subscript', 'init', 'deinit', 'override', 'final', 'static', 'public',
              'private', 'fileprivate', 'internal', 'package', 'open', 'required', 'convenience', 'nonisolated'}
PROPERTY = re.compile(r'^(?P<mods>[ \t]*(?:[@\w]+(?:\([^()\n]*\))?[ \t]+)*?)(?:let|var)[ \t]+(?P<name>\w+)', re.M)
CASE = re.compile(r'^[ \t]*(?:indirect[ \t]+)?case\b', re.M)
THROWS = re.compile(r'\bthrows\s*\(')
OWN_EFFECT = re.compile(r'(?:\bfunc\s+(?:`[^`]+`|\w+|[^\s\w()`]+)|(?<![\w.])init[?!]?|\bsubscript)\s*$')
MAIN_ACTOR = re.compile(r'@(?:\w+\.)?MainActor\b')
CODE_STOP = re.compile(r'//|/\*|#*"|[()]')
COMMENT_TOKEN = re.compile(r'/\*|\*/')
REST_OF_LINE = re.compile(r'.*')


# MARK: - Reading Swift


def strip_code(text):
    """Returns `text` with comments and string-literal contents blanked (quotes, interpolated code and newlines
    stay), so that offsets and line numbers are unchanged."""
    out, n = list(text), len(text)

    def blank(a, b):
        out[a:b] = re.sub(r'[^\n]', ' ', text[a:b])

    def comment_end(i):
        depth = 0
        for m in COMMENT_TOKEN.finditer(text, i):
            depth += 1 if m.group() == '/*' else -1
            if depth == 0:
                return m.end()
        return n

    def code(i, interpolation):  # returns the index of an interpolation's closing `)`, or n
        depth = 0
        while (m := CODE_STOP.search(text, i)):
            tok, i = m.group(), m.start()
            if tok in ('//', '/*'):
                j = comment_end(i) if tok == '/*' else REST_OF_LINE.match(text, i).end()
                blank(i, j)
                i = j
            elif tok in '()':
                if tok == ')' and interpolation and depth == 0:
                    return i
                depth += 1 if tok == '(' else -1
                i += 1
            else:
                i = string(i)
        return n

    def string(i):  # `i` is at the opening delimiter; returns the index after the closing one
        hashes, quote = re.compile(r'(#*)("""|")').match(text, i).groups()
        close, escape = quote + hashes, '\\' + hashes
        stop = re.compile('|'.join(map(re.escape, [escape, close] + ['\n'] * (quote == '"'))))  # re caches it
        j = start = i + len(hashes) + len(quote)
        while (m := stop.search(text, j)):
            j = m.start()
            if m.group() in ('\n', close):
                blank(start, j)
                return j if m.group() == '\n' else j + len(close)
            k = j + len(escape)
            if text.startswith('(', k):  # interpolation: keep `(`, the code and `)`
                blank(start, k)
                j = start = min(code(k + 1, True) + 1, n)
            else:
                j = k + 1
        blank(start, n)
        return n

    code(0, False)
    return ''.join(out)


def match_pairs(code, opener, closer):
    """Maps the offset of each `opener` to its `closer` and back (stripped code, so only real brackets count)."""
    pairs, stack = {}, []
    for m in re.finditer(re.escape(opener) + '|' + re.escape(closer), code):
        if m.group() == opener:
            stack.append(m.start())
        elif stack:
            o = stack.pop()
            pairs[o], pairs[m.start()] = m.start(), o
    return pairs


def scan_to(text, i, stops):
    """Index of the first character in `stops` at bracket depth 0 from `i` (a newline counts only at depth 0)."""
    depth = 0
    while i < len(text):
        c = text[i]
        if depth == 0 and c in stops:
            return i
        if c in '([' or (c == '<' and text[i - 1:i].isidentifier()):  # `Array<T>` but not `a < b`
            depth += 1
        elif c in ')]' or (c == '>' and text[i - 1] != '-'):
            depth = max(depth - 1, 0)
        i += 1
    return i


class Source:
    """One Swift file: its stripped code, its `#if` structure and its type declarations."""

    def __init__(self, path, text):
        self.path = path
        self.code = strip_code(text)
        self.lines = self.code.split('\n')
        self.line_starts = [0] + [m.end() for m in re.finditer('\n', self.code)]
        self.braces = match_pairs(self.code, '{', '}')
        self.parens = match_pairs(self.code, '(', ')')
        self.groups, self.chains = self._conditionals()
        self.decls = self._declarations()

    def line(self, offset):
        """The 1-based line number of an offset."""
        return bisect.bisect_right(self.line_starts, offset)

    def _conditionals(self):
        """The `#if` groups (lists of branches) and, per line, the innermost open branch of each enclosing group."""
        groups, stack, chains = [], [], []
        for number, text in enumerate(self.lines, 1):
            chains.append(tuple(group[-1] for group in stack))
            m = DIRECTIVE.match(text)
            if not m:
                continue
            kind, cond = m.group(1), m.group(2).strip()
            if kind == 'if':
                stack.append([])
                groups.append(stack[-1])
            if kind == 'endif':
                stack = stack[:-1]
            elif stack:
                stack[-1].append(Branch(kind, cond, number))
        return groups, chains

    def guarded(self, line, condition):
        """Whether `line` is in an `#if`/`#elseif` branch (not `#else`) whose condition matches `condition`."""
        return any(b.kind != 'else' and condition(b.cond) for b in self.chains[line - 1])

    def _declarations(self):
        """Type and extension declarations in source order, nested ones with their qualified names."""
        decls = []
        for m in DECL.finditer(self.code):
            kind, name, start = m.group('kind'), m.group('name'), m.start('kind')
            open_ = self.code.find('{', m.end())
            if name in NOT_A_TYPE or open_ not in self.braces:
                continue
            header = self.code[m.end():open_]
            if header.lstrip().startswith('<'):  # generic parameters
                header = header[scan_to(header, header.index('<') + 1, '>') + 1:]
            inherited = re.split(r'\bwhere\b', header)[0].partition(':')[2]
            outer = [d for d in decls if d.open < start < d.close]
            decls.append(Decl(kind, name, f'{outer[-1].qualified}.{name}' if outer else name, m.group('attrs'),
                              self.line(start), start, open_, self.braces[open_],
                              {word.split('.')[-1] for word in re.findall(r'[\w.]+', inherited)}))
        return decls

    def top_level(self, decl):
        """The body of `decl` with the contents of nested blocks blanked (same length, so offsets still map)."""
        parts, i = [], decl.open + 1
        while (j := self.code.find('{', i, decl.close)) >= 0:
            end = self.braces.get(j, decl.close)
            parts += [self.code[i:j + 1], re.sub(r'[^\n]', ' ', self.code[j + 1:end])]
            i = end
        parts.append(self.code[i:decl.close])
        return ''.join(parts)


# MARK: - Rules


def check_file(src):
    """Findings of every rule that needs only this file."""
    found = []

    def report(line, rule, message):
        found.append(Finding(src.path, line, rule, message))

    stripped = [line.strip() for line in src.lines]
    has_block = any(stripped[i:i + 3] == CG_IMPORT_BLOCK for i in range(len(stripped)))
    # A file that is wholly `#if !canImport(CoreGraphics)` stands in for CoreGraphics where it is missing.
    code_lines = [line for line in stripped if line and not line.startswith('//')]
    shim = bool(code_lines) and code_lines[0] == '#if !canImport(CoreGraphics)' and code_lines[-1] == '#endif' \
        and len(src.groups) >= 1 and src.groups[0][0].line == stripped.index(code_lines[0]) + 1 \
        and len(src.groups[0]) == 1
    # A file with the UIKit import block gets CoreGraphics from UIKit or from HeadlessUIKit.
    span = len(UIKIT_IMPORT_BLOCK)
    uikit = any(stripped[i:i + span] == UIKIT_IMPORT_BLOCK for i in range(len(stripped)))
    # So does a file that is wholly `#if canImport(UIKit)` (no `#else`) and imports UIKit: it builds nowhere else.
    wholly_uikit = bool(code_lines) and code_lines[0] == '#if canImport(UIKit)' and code_lines[-1] == '#endif' \
        and '#else' not in code_lines
    uikit_only = wholly_uikit and 'import UIKit' in code_lines
    if not has_block and not shim and not uikit and not uikit_only and (use := CG_USE.search(src.code)):
        report(src.line(use.start()), CG_IMPORT,
               f'`{use.group().strip(".(")}` needs the CoreGraphics overlay on Apple platforms; add '
               '`#if canImport(CoreGraphics)` / `import CoreGraphics` / `#endif` after `import Foundation`.')

    if SEED_FOLDER in os.path.normpath(src.path).split(os.sep):
        if not uikit and not wholly_uikit:
            report(1, SEED_IMPORTS, 'a seed file must hold the UIKit import block (`#if canImport(UIKit)` / `import UIKit` '
                   '/ `#else` / `import HeadlessUIKit` / `#endif`) so that it compiles unchanged on both hosts.')
        for m in SEED_IMPORT.finditer(src.code):
            if m.group(1) not in SEED_MODULES:
                report(src.line(m.start(1)), SEED_IMPORTS,
                       f'`import {m.group(1)}` in a seed: a seed imports only UIKit, HeadlessUIKit, Foundation and '
                       'ObjectiveC, because an iOS app compiles it against UIKit alone.')

    for group in src.groups:
        linux = [b for b in group if b.kind != 'else' and LINUX_COND.search(b.cond) and not APPLE_COND.search(b.cond)]
        if linux and len(linux) == len(group):
            report(linux[0].line, LINUX_BRANCH,
                   f'`#{linux[0].kind} {linux[0].cond}` has no `#else` for Apple platforms; add an `#else` branch '
                   'that does the same job there (or says why nothing is needed).')

    for number, text in enumerate(src.lines, 1):
        if (m := IMPORT.match(text)):
            rule, condition = IMPORT_GUARDS.get(m.group(1), (None, None))
            if rule == LINUX_MODULE and not src.guarded(number, condition.search):
                report(number, rule, f'`{m.group(1)}` exists only in Linux\'s Foundation; wrap the import in '
                       f'`#if canImport({m.group(1)})` / `#endif`.')
            elif rule == LIBC_IMPORT and not src.guarded(number, condition.search):
                other = 'Linux' if m.group(1) == 'Darwin' else 'Apple platforms'
                report(number, rule, f'`import {m.group(1)}` fails on {other}; wrap it in '
                       f'`#if canImport({m.group(1)})`, with an `#elseif` for the other side.')
            continue
        uses = [(PROCESS, 'Process')] if re.search(r'\bProcess\b', text) else []
        uses += [(MACOS_API, api.group()) for api in MACOS_APIS.finditer(text)][:1]
        for rule, name in uses:
            if not src.guarded(number, lambda cond: HAS_PROCESS.search(cond) and not IOS_FAMILY.search(cond)):
                report(number, rule, f'`{name}` does not exist on iOS; use it only inside `#if os(macOS) || '
                       'os(Linux)` (not in its `#else`) or find an API that iOS has.')

    for m in THROWS.finditer(src.code):
        if not is_own_effect(src, m.start()):
            report(src.line(m.start()), TYPED_THROWS,
                   'a function type with typed throws used as a value needs iOS 18 / macOS 15 at run time; '
                   'use plain `throws` here and cast the error where it is caught.')

    for m in re.finditer(r'\bisolated\s+deinit\b', src.code):
        owners = [d for d in src.decls if d.open < m.start() < d.close and d.kind in ('class', 'actor')]
        if not owners or not MAIN_ACTOR.search(owners[-1].attrs):
            name = owners[-1].qualified if owners else 'the enclosing type'
            report(src.line(m.start()), ISOLATED_DEINIT,
                   f'`isolated deinit` back-deploys only in `@MainActor` classes; mark {name} `@MainActor` '
                   'or use a plain `deinit`.')
    return found


def is_own_effect(src, at):
    """Whether the `throws(` at offset `at` is the effect of a func/init/subscript declaration or a getter."""
    code = src.code
    k = _skip_back(code, at - 1)
    if code[k - 4:k + 1] == 'async' and not re.match(r'\w', code[k - 5:k - 4]):
        k = _skip_back(code, k - 5)
    if code[k] != ')':
        return re.search(r'(?<![\w.])get$', code[max(k - 3, 0):k + 1]) is not None
    k = _skip_back(code, src.parens.get(k, k) - 1)
    if code[k] == '>':  # generic parameters
        depth = 0
        while k > 0:
            depth += (code[k] == '>' and code[k - 1] != '-') - (code[k] == '<')
            if depth == 0:
                break
            k -= 1
        k = _skip_back(code, k - 1)
    return OWN_EFFECT.search(code, max(k - 200, 0), k + 1) is not None


def _skip_back(code, k):
    while k > 0 and code[k].isspace():
        k -= 1
    return k


def check_hashable(sources):
    """coregraphics-hashable and coregraphics-retroactive, which look at extensions in every file."""
    found, extensions = [], {}
    for src in sources:
        for d in src.decls:
            if d.kind == 'extension':
                extensions.setdefault(d.name.split('.')[-1], []).append((src, d))
                if d.name.split('.')[-1] in CG_RETRO_TYPES and d.conformances & SYNTHESIZED.keys():
                    protocols = ', '.join(sorted(d.conformances & SYNTHESIZED.keys()))
                    found.append(Finding(src.path, d.line, CG_RETROACTIVE,
                                         f'{d.name}: {protocols} clashes with the conformance Foundation or '
                                         'CoreGraphics already has on one platform; wrap the value in a type of '
                                         'your own instead.'))
    for src in sources:
        for d in src.decls:
            if d.kind not in ('struct', 'enum', 'class'):
                continue
            parts = [(src, d)] + [(s, e) for s, e in extensions.get(d.name, [])
                                  if e.name == d.qualified or e.name.endswith('.' + d.qualified)]
            declared = set().union(*(p.conformances for _, p in parts)) & SYNTHESIZED.keys()
            if not declared:
                continue
            bodies = [s.top_level(p) for s, p in parts]
            written = {w for w, pattern in WITNESS.items() if any(pattern.search(b) for b in bodies)}
            missing = sorted({w for p in declared for w in SYNTHESIZED[p]} - written)
            member = missing and stored_geometry(src, d, bodies[0])
            if member:
                found.append(Finding(src.path, d.line, CG_HASHABLE,
                                     f'{d.qualified} synthesizes {"/".join(sorted(declared))} over `{member}`, '
                                     f'which is only Equatable on Apple platforms; write {" and ".join(missing)} '
                                     'by hand.'))
    return found


def stored_geometry(src, decl, body):
    """`name: Type` (or `name = value`, or `case …`) of the first stored property or enum case of `decl` that holds
    non-Hashable geometry; `body` is the top level of its body."""
    for m in PROPERTY.finditer(body):
        if re.search(r'\b(?:static|class)\b', m.group('mods')):
            continue
        i = scan_to(body, m.end(), ':={;\n')
        if body.startswith(':', i):
            end = scan_to(body, i + 1, '={;\n')
            kind, type_text = body[end:end + 1], body[i + 1:end]
            if kind == '{':
                block = src.code[decl.open + 1 + end + 1:src.braces.get(decl.open + 1 + end, decl.close)]
                if not re.match(r'\s*(?:didSet|willSet)\b', block):
                    continue  # computed
        else:
            type_text = body[i + 1:scan_to(body, i + 1, ';\n')] if body.startswith('=', i) else ''
        if CG_NOT_HASHABLE.search(type_text):
            return f'{m.group("name")}{":" if body[i] == ":" else " ="} {" ".join(type_text.split())}'
    if decl.kind == 'enum':
        for m in CASE.finditer(body):
            text = body[m.end():scan_to(body, m.end(), ';\n')]
            if CG_NOT_HASHABLE.search(text):
                return 'case ' + ' '.join(text.split())
    return None


# MARK: - Command line


def swift_files(paths):
    """Each Swift file under `paths` once (folders searched recursively, hidden ones skipped), in a stable order."""
    seen, files = set(), []
    for shown in paths:
        if os.path.isdir(shown):
            found = []
            for folder, dirs, names in os.walk(shown):
                dirs[:] = sorted(d for d in dirs if not d.startswith('.'))
                found += [os.path.join(folder, n) for n in sorted(names) if n.endswith('.swift')]
        else:
            found = [shown]
        for path in found:
            real = os.path.realpath(path)
            if real not in seen:
                seen.add(real)
                files.append(os.path.normpath(path))
    return files


def lint(paths):
    """All findings for the Swift files under `paths`, sorted, and the number of files read."""
    sources = []
    for path in swift_files(paths):
        with open(path, encoding='utf-8', errors='replace') as f:
            sources.append(Source(path, f.read()))
    found = check_hashable(sources)
    for src in sources:
        found += check_file(src)
    return sorted(set(found), key=lambda f: (f.path, f.line, f.rule, f.message)), len(sources)


def main(argv):
    args = argv[1:]
    if args and args[0] in ('-h', '--help'):
        print(__doc__)
        return 0
    if args and args[0] == '--':
        args = args[1:]
    elif any(a.startswith('-') for a in args):
        print(f'portability-lint: unknown option {next(a for a in args if a.startswith("-"))} '
              '(usage: scripts/portability-lint.py [PATH ...])', file=sys.stderr)
        return 2
    if not args:
        args = [os.path.relpath(os.path.join(ROOT, p)) for p in DEFAULT_PATHS if os.path.exists(os.path.join(ROOT, p))]
    for path in args:
        if not os.path.exists(path):
            print(f'portability-lint: no such file or directory: {path}', file=sys.stderr)
            return 2
    found, count = lint(args)
    for f in found:
        print(f'{f.path}:{f.line}: [{f.rule}] {f.message}')
    if found:
        print(f'portability lint: {len(found)} finding(s) in {count} files', file=sys.stderr)
        return 1
    print(f'portability lint: clean ({count} files)')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
