"""Tests for scripts/doc-examples.py.

Run from the repository root: python3 -m unittest discover -s scripts -p 'test_*.py'
"""

import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
import textwrap
import unittest

SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'doc-examples.py')
_spec = importlib.util.spec_from_file_location('doc_examples', SCRIPT)
doc = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(doc)

TIMELINE = '''
    /// Samples a timeline.
    ///
    /// ```swift
    /// var frame = timeline.makeFrame()
    /// timeline.sample(at: 0.25, into: &frame)
    /// ```
    public struct Timeline {}
'''

TESTED = '''
    @Test func sampling() {
        let timeline = Timeline()
        // example: Sources/Core/Timeline.swift
        var frame = timeline.makeFrame()
        timeline.sample(at: 0.25, into: &frame)
        // end example
    }
'''

ARTICLE = '''
    # Rules

    ## Overview

    ### The transition context

    ## Where the host departs from UIKit
'''


class DocExamplesCase(unittest.TestCase):
    """Writes a small repository to a temporary folder and checks it."""

    def setUp(self):
        self.root = tempfile.mkdtemp(prefix='doc-examples-')
        self.addCleanup(shutil.rmtree, self.root)

    def write(self, path, text):
        full = os.path.join(self.root, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, 'w', encoding='utf-8') as f:
            f.write(textwrap.dedent(text).lstrip('\n'))

    def findings(self):
        examples, _ = doc.check_examples(self.root)
        links, _ = doc.check_links(self.root)
        return [(f.path, f.line, f.message) for f in examples + links]

    def run_script(self):
        return subprocess.run([sys.executable, SCRIPT, '--root', self.root], capture_output=True, text=True)


class ExampleTests(DocExamplesCase):
    def test_an_example_tested_word_for_word_passes(self):
        self.write('Sources/Core/Timeline.swift', TIMELINE)
        self.write('Tests/DocumentationExampleTests/CoreTests.swift', TESTED)
        self.assertEqual(self.findings(), [])
        result = self.run_script()
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)
        self.assertIn('1 swift blocks tested word for word', result.stdout)

    def test_a_stale_example_fails_at_the_test_and_the_documentation(self):
        # The API was renamed and the test updated, but the documentation still shows the old name.
        self.write('Sources/Core/Timeline.swift', TIMELINE.replace('makeFrame()', 'makeFrames()'))
        self.write('Tests/DocumentationExampleTests/CoreTests.swift', TESTED)
        found = self.findings()
        self.assertEqual([(path, line) for path, line, _ in found],
                         [('Sources/Core/Timeline.swift', 3), ('Tests/DocumentationExampleTests/CoreTests.swift', 3)])
        self.assertIn('not tested word for word', found[0][2])
        self.assertIn('stale example', found[1][2])
        self.assertIn('-var frame = timeline.makeFrames()', found[1][2])
        self.assertIn('+var frame = timeline.makeFrame()', found[1][2])
        result = self.run_script()
        self.assertEqual(result.returncode, 1)
        self.assertIn('Sources/Core/Timeline.swift:3: this swift example is not tested', result.stdout)

    def test_an_untested_example_fails(self):
        self.write('Sources/Core/Timeline.swift', TIMELINE)
        self.assertEqual([(p, n) for p, n, _ in self.findings()], [('Sources/Core/Timeline.swift', 3)])

    def test_examples_in_articles_readme_and_contributing_are_checked(self):
        block = '```swift\nlet x = 1\n```\n'
        self.write('README.md', block)
        self.write('CONTRIBUTING.md', '# Contributing\n\n' + block)
        self.write('Sources/Core/Core.docc/Guide.md', '# Guide\n\n```swift\nlet y = 2\n```\n')
        self.assertEqual([(p, n) for p, n, _ in self.findings()],
                         [('CONTRIBUTING.md', 3), ('README.md', 1), ('Sources/Core/Core.docc/Guide.md', 3)])

    def test_other_languages_and_plain_comments_are_not_examples(self):
        self.write('README.md', '```sh\nswift test\n```\n')
        self.write('Sources/Core/A.swift', '''
            /// ```
            /// {"json": true}
            /// ```
            // ```swift
            // let notDocumentation = 1
            // ```
            struct A {}
        ''')
        self.assertEqual(self.findings(), [])

    def test_indentation_is_ignored_but_every_line_counts(self):
        self.write('Sources/Core/Timeline.swift', TIMELINE)
        self.write('Tests/DocumentationExampleTests/CoreTests.swift', TESTED.replace(
            '        timeline.sample(at: 0.25, into: &frame)\n',
            '        timeline.sample(at: 0.25, into: &frame)\n        timeline.sample(at: 0.5, into: &frame)\n'))
        self.assertEqual(len(self.findings()), 2)

    def test_a_region_naming_a_missing_file_or_left_open_fails(self):
        self.write('Tests/DocumentationExampleTests/A.swift', '''
            // example: Sources/Nowhere.swift
            let a = 1
            // end example
            // example: README.md
            let b = 2
        ''')
        messages = [m for _, _, m in self.findings()]
        self.assertTrue(any('does not exist' in m for m in messages), messages)
        self.assertTrue(any('not closed' in m for m in messages), messages)


class LinkTests(DocExamplesCase):
    def test_links_to_existing_sections_pass(self):
        self.write('Sources/Host/Host.docc/HostRules.md', ARTICLE)
        self.write('Sources/Host/Context.swift', '''
            /// The rules (<doc:HostRules#The-transition-context>, <doc:HostRules#Where-the-host-departs-from-UIKit>).
            struct Context {}
        ''')
        self.assertEqual(self.findings(), [])

    def test_a_renamed_section_fails_even_in_an_internal_comment(self):
        self.write('Sources/Host/Host.docc/HostRules.md', ARTICLE)
        self.write('Sources/Host/Run.swift', '''
            /// Cleans up (<doc:HostRules#Cleaning-up>).
            struct Run {}
        ''')
        found = self.findings()
        self.assertEqual([(p, n) for p, n, _ in found], [('Sources/Host/Run.swift', 1)])
        self.assertIn('no heading "Cleaning-up"', found[0][2])

    def test_a_missing_article_fails_when_a_section_is_named(self):
        self.write('Sources/Host/Host.docc/Host.md', '# ``Host``\n')
        self.write('Sources/Host/Run.swift', '/// See <doc:Rules#Overview>.\nstruct Run {}\n')
        self.assertEqual([(p, n) for p, n, _ in self.findings()], [('Sources/Host/Run.swift', 1)])

    def test_a_test_citing_a_missing_section_fails(self):
        self.write('Sources/Host/Host.docc/HostRules.md', ARTICLE)
        self.write('Tests/HostTests/ContextTests.swift', '''
            @Test("Frames per HostRules#The-transition-context") func frames() {}
            @Test("Order per HostRules#Order-of-calls") func order() {}
            @Test("Not an article: Issue#42") func other() {}
        ''')
        found = self.findings()
        self.assertEqual([(p, n) for p, n, _ in found], [('Tests/HostTests/ContextTests.swift', 2)])
        self.assertIn('no heading "Order-of-calls"', found[0][2])

    def test_anchor_drops_punctuation_and_joins_words(self):
        self.assertEqual(doc.anchor('Where the host departs from UIKit'), 'Where-the-host-departs-from-UIKit')


if __name__ == '__main__':
    unittest.main()
