#!/usr/bin/env python3
"""Keeps the documentation honest where DocC cannot.

1. Every ```swift block of the documentation — in `///` comments under Sources/, in the DocC articles
   (Sources/*/*.docc/*.md), in README.md and in CONTRIBUTING.md — must appear word for word in a test of
   Tests/DocumentationExampleTests, between `// example: PATH` and `// end example` (PATH is the documentation file,
   relative to the repository root). The tests compile and run the examples, so a renamed API fails the build; this
   script fails when the documentation and the tested copy drift apart, so a stale example fails too. Every tested
   region must match a block of the file it names.
2. Every `<doc:Article#Section>` link under Sources/ — in comments of internal symbols too, which DocC does not
   read — must name an article of its module's catalog and a heading of that article; and every `Article#Section`
   that a test under Tests/ cites (`HostRules#Frames`) must name an article of some catalog and one of its headings.

Usage: scripts/doc-examples.py [--root DIR]. Prints `path:line: message` per finding and exits 1; prints a summary
and exits 0 when everything holds.
"""

import difflib
import os
import re
import sys
from collections import namedtuple

TEST_DIR = os.path.join('Tests', 'DocumentationExampleTests')
START = re.compile(r'^\s*// example: (\S+)\s*$')
END = re.compile(r'^\s*// end example\s*$')
FENCE = re.compile(r'^(\s*)```\s*(\S*)\s*$')
DOC_LINK = re.compile(r'<doc:([A-Za-z0-9_-]+)(?:#([A-Za-z0-9_-]+))?>')
CITATION = re.compile(r'\b([A-Z][A-Za-z0-9]*)#([A-Za-z0-9_-]+)')
HEADING = re.compile(r'^#{1,6}\s+(.+?)\s*#*\s*$')

Block = namedtuple('Block', 'path line lines')
Finding = namedtuple('Finding', 'path line message')


def dedent(lines):
    """The lines without their common indentation and trailing spaces; blank lines at both ends dropped."""
    lines = [line.rstrip() for line in lines]
    while lines and not lines[0]:
        lines.pop(0)
    while lines and not lines[-1]:
        lines.pop()
    indents = [len(line) - len(line.lstrip(' ')) for line in lines if line]
    cut = min(indents) if indents else 0
    return tuple(line[cut:] for line in lines)


def doc_comment_text(text):
    """The `///` comment lines of Swift source as (line number, text after `///` and one space), others as None."""
    result = []
    for number, line in enumerate(text.split('\n'), 1):
        stripped = line.lstrip()
        if stripped.startswith('///'):
            body = stripped[3:]
            result.append((number, body[1:] if body.startswith(' ') else body))
        else:
            result.append((number, None))
    return result


def swift_blocks(path, numbered_lines):
    """The ```swift blocks among (line number, text) pairs; a line of None ends any open block (end of comment)."""
    blocks, findings = [], []
    open_fence = None  # (line number, language, lines)
    for number, text in numbered_lines:
        if text is None:
            if open_fence:
                findings.append(Finding(path, open_fence[0], 'code block is not closed before the comment ends.'))
                open_fence = None
            continue
        fence = FENCE.match(text)
        if open_fence is None:
            if fence:
                open_fence = (number, fence.group(2), [])
        elif fence and not fence.group(2):
            start, language, lines = open_fence
            if language == 'swift':
                blocks.append(Block(path, start, dedent(lines)))
            open_fence = None
        else:
            open_fence[2].append(text)
    if open_fence:
        findings.append(Finding(path, open_fence[0], 'code block is not closed.'))
    return blocks, findings


def documentation_files(root):
    """Every file whose Swift blocks are documentation, relative to `root`, sorted."""
    paths = [name for name in ('README.md', 'CONTRIBUTING.md') if os.path.isfile(os.path.join(root, name))]
    for folder, _, names in os.walk(os.path.join(root, 'Sources')):
        for name in names:
            if name.endswith('.swift') or (name.endswith('.md') and '.docc' in folder):
                paths.append(os.path.relpath(os.path.join(folder, name), root))
    return sorted(paths)


def read(root, path):
    with open(os.path.join(root, path), encoding='utf-8') as f:
        return f.read()


def documented_blocks(root):
    blocks, findings = [], []
    for path in documentation_files(root):
        text = read(root, path)
        if path.endswith('.swift'):
            numbered = doc_comment_text(text)
        else:
            numbered = list(enumerate(text.split('\n'), 1))
        found, problems = swift_blocks(path, numbered)
        blocks += found
        findings += problems
    return blocks, findings


def tested_regions(root):
    regions, findings = [], []
    folder = os.path.join(root, TEST_DIR)
    names = sorted(name for name in os.listdir(folder) if name.endswith('.swift')) if os.path.isdir(folder) else []
    for name in names:
        path = os.path.join(TEST_DIR, name)
        current = None  # (documented path, start line, lines)
        for number, line in enumerate(read(root, path).split('\n'), 1):
            start, end = START.match(line), END.match(line)
            if start:
                if current:
                    findings.append(Finding(path, number, 'example starts inside the example of line %d.' % current[1]))
                current = (start.group(1), number, [])
            elif end:
                if current is None:
                    findings.append(Finding(path, number, '"// end example" without "// example: PATH".'))
                else:
                    regions.append((Block(current[0], current[1], dedent(current[2])), path))
                    current = None
            elif current:
                current[2].append(line)
        if current:
            findings.append(Finding(path, current[1], 'example is not closed with "// end example".'))
    return regions, findings


def check_examples(root):
    blocks, findings = documented_blocks(root)
    regions, problems = tested_regions(root)
    findings += problems
    unmatched = list(regions)
    for block in blocks:
        match = next((r for r in unmatched if r[0].path == block.path and r[0].lines == block.lines), None)
        if match:
            unmatched.remove(match)
        else:
            findings.append(Finding(
                block.path, block.line,
                'this swift example is not tested word for word: copy it into %s between "// example: %s" and '
                '"// end example".' % (TEST_DIR, block.path)))
    for region, test_path in unmatched:
        candidates = [b for b in blocks if b.path == region.path]
        if not os.path.isfile(os.path.join(root, region.path)):
            message = 'the example names %s, which does not exist.' % region.path
        elif not candidates:
            message = 'the example names %s, which has no swift code block.' % region.path
        else:
            nearest = max(candidates, key=lambda b: difflib.SequenceMatcher(None, b.lines, region.lines).ratio())
            diff = '\n'.join(difflib.unified_diff(
                nearest.lines, region.lines, '%s:%d' % (nearest.path, nearest.line), 'tested', lineterm='', n=1))
            message = ('the tested example differs from every swift block of %s: update the documentation (a stale '
                       'example) or the test.\n%s' % (region.path, diff))
        findings.append(Finding(test_path, region.line, message))
    return findings, len(blocks)


def anchor(title):
    """The fragment DocC gives a heading: whitespace runs become `-`, other punctuation is dropped."""
    title = re.sub(r'[`*_]', '', title)
    return re.sub(r'[^A-Za-z0-9-]', '', re.sub(r'\s+', '-', title.strip()))


def check_links(root):
    findings, count = [], 0
    sources = os.path.join(root, 'Sources')
    modules = sorted(os.listdir(sources)) if os.path.isdir(sources) else []
    every_article = {}
    for module in modules:
        catalog = os.path.join(sources, module, module + '.docc')
        articles = {}
        if os.path.isdir(catalog):
            for name in os.listdir(catalog):
                if name.endswith('.md'):
                    text = read(root, os.path.join('Sources', module, module + '.docc', name))
                    articles[name[:-3]] = {anchor(m.group(1)) for m in map(HEADING.match, text.split('\n')) if m}
        every_article.update(articles)
        for folder, _, names in os.walk(os.path.join(sources, module)):
            for name in sorted(names):
                if not (name.endswith('.swift') or name.endswith('.md')):
                    continue
                path = os.path.relpath(os.path.join(folder, name), root)
                for number, line in enumerate(read(root, path).split('\n'), 1):
                    for match in DOC_LINK.finditer(line):
                        article, section = match.group(1), match.group(2)
                        if section is None and article not in articles:
                            continue  # a page DocC resolves itself (a symbol or another module's article)
                        count += 1
                        if article not in articles:
                            findings.append(Finding(path, number, '<doc:%s#%s>: %s has no article %s.md.' % (
                                article, section, os.path.join('Sources', module, module + '.docc'), article)))
                        elif section is not None and section not in articles[article]:
                            findings.append(Finding(path, number, '<doc:%s#%s>: the article has no heading "%s"; '
                                                    'its sections are %s.' % (
                                                        article, section, section, ', '.join(sorted(articles[article])))))
    tests = os.path.join(root, 'Tests')
    for folder, _, names in sorted(os.walk(tests)):
        for name in sorted(names):
            if not name.endswith('.swift'):
                continue
            path = os.path.relpath(os.path.join(folder, name), root)
            for number, line in enumerate(read(root, path).split('\n'), 1):
                for match in CITATION.finditer(line):
                    article, section = match.group(1), match.group(2)
                    if article not in every_article:
                        continue
                    count += 1
                    if section not in every_article[article]:
                        findings.append(Finding(path, number, '%s#%s: the article has no heading "%s".' % (
                            article, section, section)))
    return findings, count


def main(argv):
    root = '.'
    if argv[:1] == ['--root'] and len(argv) == 2:
        root = argv[1]
    elif argv:
        print('usage: scripts/doc-examples.py [--root DIR]', file=sys.stderr)
        return 64
    examples, blocks = check_examples(root)
    links, count = check_links(root)
    findings = sorted(examples + links, key=lambda f: (f.path, f.line, f.message))
    for finding in findings:
        print('%s:%d: %s' % (finding.path, finding.line, finding.message))
    if findings:
        print('doc examples: %d finding%s' % (len(findings), '' if len(findings) == 1 else 's'), file=sys.stderr)
        return 1
    print('doc examples: %d swift blocks tested word for word; %d article links point at real sections' % (blocks, count))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
