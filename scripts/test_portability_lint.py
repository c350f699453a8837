"""Tests for scripts/portability-lint.py.

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

SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'portability-lint.py')
_spec = importlib.util.spec_from_file_location('portability_lint', SCRIPT)
lint = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(lint)

CG = '#if canImport(CoreGraphics)\n    import CoreGraphics\n#endif\n'  # the block coregraphics-import asks for


class LintCase(unittest.TestCase):
    """Writes Swift snippets to a temporary folder and lints them."""

    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix='portability-lint-')
        self.addCleanup(shutil.rmtree, self.dir)

    def write(self, name, text):
        """Writes `text`, dedented (after the leading CG block, if any) and without its first newline."""
        head = CG if text.startswith(CG) else ''
        path = os.path.join(self.dir, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, 'w', encoding='utf-8') as f:
            f.write(head + textwrap.dedent(text[len(head):]).lstrip('\n'))
        return path

    def findings(self, files, rule=None):
        """(file name, line, rule) of each finding for `files` ({name: Swift}), optionally of one rule only."""
        for name, text in files.items():
            self.write(name, text)
        found, _ = lint.lint([self.dir])
        for f in found:
            self.assertIn(f.rule, lint.RULES)
            self.assertTrue(f.message.endswith('.'), f.message)
        return [(os.path.relpath(f.path, self.dir), f.line, f.rule) for f in found if rule in (None, f.rule)]

    def check(self, text, rule, lines):
        """Lints `text` as A.swift and asserts that `rule` is reported exactly at `lines`."""
        self.assertEqual(self.findings({'A.swift': text}, rule), [('A.swift', n, rule) for n in lines])

    def run_script(self, *args, cwd=None, script=SCRIPT):
        return subprocess.run([sys.executable, script, *args], cwd=cwd or self.dir, capture_output=True, text=True)


class CoreGraphicsImportTests(LintCase):
    def test_type_use_without_import_is_reported_at_first_use(self):
        self.check('''
            import Foundation

            struct Card {
                var frame = CGRect.zero
                var corner: CGFloat = 4
            }
            ''', lint.CG_IMPORT, [4])

    def test_overlay_member_without_import_is_reported(self):
        self.check('''
            import Foundation

            func middle(_ r: Rect) -> Double {
                r.midX
            }
            ''', lint.CG_IMPORT, [4])

    def test_insetBy_without_import_is_reported(self):
        self.check('import Foundation\nlet r = frame.insetBy(dx: 1, dy: 1)\n', lint.CG_IMPORT, [2])

    def test_guarded_import_passes(self):
        self.check('import Foundation\n' + CG + 'struct Card {\n    var frame = CGRect.zero\n}\n', lint.CG_IMPORT, [])

    def test_stand_in_file_for_missing_coregraphics_passes(self):
        self.check('#if !canImport(CoreGraphics)\n    import Foundation\n    public struct CGAffineTransform {\n'
                   '        var tx: CGFloat\n    }\n#endif\n', lint.CG_IMPORT, [])

    def test_stand_in_with_else_or_code_outside_fails(self):
        self.check('#if !canImport(CoreGraphics)\n    import Foundation\n#else\n    import Foundation\n#endif\n'
                   'let r = CGRect.zero\n', lint.CG_IMPORT, [6])
        self.check('#if !canImport(CoreGraphics)\n    import Foundation\n#endif\nlet r = CGRect.zero\n',
                   lint.CG_IMPORT, [4])

    def test_uikit_import_block_brings_coregraphics(self):
        block = '#if canImport(UIKit)\n    import UIKit\n#else\n    import HeadlessUIKit\n#endif\n'
        self.check(block + 'let r = CGRect.zero\n', lint.CG_IMPORT, [])
        self.check('import Foundation\nimport Testing\n\n' + block + 'let r = CGRect.zero\n', lint.CG_IMPORT, [])
        # One branch only, or another module in the else branch, does not.
        self.check('#if canImport(UIKit)\n    import UIKit\n#else\n    import Foundation\n#endif\nlet r = CGRect.zero\n',
                   lint.CG_IMPORT, [6])
        self.check('#if canImport(UIKit)\n    import UIKit\n#endif\nlet r = CGRect.zero\n', lint.CG_IMPORT, [4])

    def test_wholly_uikit_file_importing_uikit_brings_coregraphics(self):
        # The bridge's form: the whole file builds only where UIKit exists.
        self.check('#if canImport(UIKit)\n    import Foundation\n    import UIKit\n\n    let r = CGRect.zero\n#endif\n',
                   lint.CG_IMPORT, [])
        # Without `import UIKit`, or with code after the block, it does not.
        self.check('#if canImport(UIKit)\n    import Foundation\n\n    let r = CGRect.zero\n#endif\n',
                   lint.CG_IMPORT, [4])
        self.check('#if canImport(UIKit)\n    import UIKit\n#endif\nlet r = CGRect.zero\n', lint.CG_IMPORT, [4])

    def test_import_block_must_be_verbatim(self):
        self.check('import Foundation\nimport CoreGraphics\nlet r = CGRect.zero\n', lint.CG_IMPORT, [3])
        self.check('// #if canImport(CoreGraphics)\n// import CoreGraphics\n// #endif\nlet r = CGRect.zero\n',
                   lint.CG_IMPORT, [4])

    def test_comments_and_strings_do_not_count_as_use(self):
        self.check('''
            import Foundation

            /// Returns a CGRect, or rather its `minX`.
            func describe() -> String {
                // CGPoint.zero.insetBy(dx: 1, dy: 1)
                /* CGSize /* nested CGVector */ still a comment .maxY */
                let text = """
                    a CGRect \\(label).midX
                    """
                return "CGAffineTransform" + text + "\\(".integral")"
            }
            ''', lint.CG_IMPORT, [])

    def test_interpolated_code_counts_as_use(self):
        self.check('let text = "size: \\(CGSize.zero)"\n', lint.CG_IMPORT, [1])

    def test_index_offsetBy_label_is_not_geometry(self):
        self.check('let i = s.index(s.startIndex, offsetBy: 2)\n', lint.CG_IMPORT, [])


class CoreGraphicsHashableTests(LintCase):
    def test_struct_with_rect_property_is_reported_at_its_declaration(self):
        self.check(CG + '''
            /// A card.
            public struct Card: Hashable, Sendable {
                public var name: String
                public var frame: CGRect
            }
            ''', lint.CG_HASHABLE, [5])

    def test_inheritance_clause_over_several_lines(self):
        self.check(CG + '''
            struct Path:
                Sendable,
                Codable
            {
                let names: Dictionary<String, Int>
                let points: Array<CGPoint>
            }
            ''', lint.CG_HASHABLE, [4])

    def test_enum_associated_value_is_reported(self):
        self.check(CG + '''
            enum Value: Hashable {
                case scalar(CGFloat)
                case point(CGPoint), size(CGSize)
            }
            ''', lint.CG_HASHABLE, [4])

    def test_conformance_in_an_extension_in_another_file(self):
        found = self.findings({
            'Card.swift': CG + 'struct Card {\n    var origin: CGPoint?\n}\n',
            'Card+Hashable.swift': 'extension Card: Hashable {}\n',
        }, lint.CG_HASHABLE)
        self.assertEqual(found, [('Card.swift', 4, lint.CG_HASHABLE)])

    def test_nested_type_is_checked(self):
        self.check(CG + '''
            enum Outer {
                static let name = "{"
                struct Inner: Hashable {
                    var size: CGSize
                }
                case plain
            }
            ''', lint.CG_HASHABLE, [6])

    def test_observed_property_is_stored(self):
        self.check(CG + '''
            struct Card: Hashable {
                var frame: CGRect {
                    didSet { print("}") }
                }
            }
            ''', lint.CG_HASHABLE, [4])

    def test_tuple_and_transform_types(self):
        self.check(CG + 'struct T: Encodable {\n    let pair: (CGVector, CGAffineTransform)\n}\n', lint.CG_HASHABLE, [4])

    def test_message_names_member_and_missing_requirements(self):
        self.findings({'A.swift': CG + 'struct Box: Codable {\n    var rect: CGRect\n}\n'})
        (finding,), _ = lint.lint([self.dir])
        self.assertIn('`rect: CGRect`', finding.message)
        self.assertIn('encode(to:) and init(from:)', finding.message)

    def test_hand_written_hash_passes(self):
        self.check(CG + '''
            struct Card: Hashable {
                var frame: CGRect

                func hash(into hasher: inout Hasher) {
                    hasher.combine(frame.minX)
                }
            }
            ''', lint.CG_HASHABLE, [])

    def test_hand_written_requirements_in_extensions_of_another_file_pass(self):
        found = self.findings({
            'Card.swift': CG + 'struct Card: Hashable, Codable {\n    var frame: CGRect\n}\n',
            'Card+Hashable.swift': '''
                extension Card {
                    func hash(into hasher: inout Hasher) {}
                }
                extension Card {
                    init(from decoder: any Decoder) throws { fatalError() }
                    func encode(to encoder: any Encoder) throws {}
                }
                ''',
        }, lint.CG_HASHABLE)
        self.assertEqual(found, [])

    def test_partly_hand_written_codable_is_still_reported(self):
        self.check(CG + '''
            struct Card: Codable {
                var frame: CGRect
                func encode(to encoder: any Encoder) throws {}
            }
            ''', lint.CG_HASHABLE, [4])

    def test_computed_static_equatable_and_cgfloat_pass(self):
        self.check(CG + '''
            struct Card: Hashable {
                static let standard: CGRect = .zero
                var width: CGFloat
                var isSmall = width < 10
                var name: String // was a CGRect
                var frame: CGRect { CGRect(x: 0, y: 0, width: width, height: 1) }
                var center: CGPoint {
                    get { .zero }
                    set {}
                }
                func rect() -> CGRect { let r: CGRect = .zero; return r }
            }
            struct Plain: Equatable {
                var frame: CGRect
            }
            enum Kind: String, Hashable {
                case point = "CGPoint"
            }
            ''', lint.CG_HASHABLE, [])

    def test_nested_types_hash_does_not_cover_the_outer_type(self):
        self.check(CG + '''
            struct Outer: Hashable {
                var frame: CGRect
                struct Inner: Hashable {
                    func hash(into hasher: inout Hasher) {}
                }
            }
            ''', lint.CG_HASHABLE, [4])


class CoreGraphicsRetroactiveTests(LintCase):
    def test_retroactive_conformance_is_reported(self):
        self.check(CG + 'extension CGRect: @retroactive Hashable {\n}\nextension CGFloat: Codable {}\n',
                   lint.CG_RETROACTIVE, [4, 6])

    def test_plain_extension_passes(self):
        self.check(CG + 'extension CGRect {\n    var center: CGPoint { CGPoint(x: midX, y: midY) }\n}\n',
                   lint.CG_RETROACTIVE, [])


class LinuxOnlyBranchTests(LintCase):
    def test_if_without_else_is_reported(self):
        self.check('''
            struct Bench {
                #if os(Linux)
                    func allocations() {}
                #endif
                #if canImport(Glibc)
                    let libc = "glibc"
                #elseif canImport(Musl)
                    let libc = "musl"
                #endif
            }
            ''', lint.LINUX_BRANCH, [2, 5])

    def test_nested_group_is_tracked(self):
        self.check('''
            #if DEBUG
                #if os(Linux)
                    let debugLinux = true
                #endif
            #else
                let release = true
            #endif
            ''', lint.LINUX_BRANCH, [2])

    def test_group_with_other_branches_passes(self):
        self.check('''
            #if os(Linux)
                let path = "/proc/self/exe"
            #else
                let path = Bundle.main.bundlePath
            #endif
            #if canImport(Darwin)
                import Darwin
            #elseif canImport(Glibc)
                import Glibc
            #endif
            #if !os(Linux)
                let apple = true
            #endif
            // #if os(Linux)
            ''', lint.LINUX_BRANCH, [])


class LibcImportTests(LintCase):
    def test_unguarded_imports_are_reported(self):
        self.check('import Foundation\nimport Glibc\nimport Darwin.C\n@preconcurrency import Musl\n',
                   lint.LIBC_IMPORT, [2, 3, 4])

    def test_import_in_the_wrong_branch_is_reported(self):
        self.check('#if canImport(Glibc)\n    let x = 1\n#else\n    import Glibc\n#endif\n', lint.LIBC_IMPORT, [4])

    def test_guarded_imports_pass(self):
        self.check('''
            #if canImport(Darwin)
                import Darwin
            #elseif os(Linux)
                #if canImport(Musl)
                    import Musl
                #else
                    import Glibc
                #endif
            #endif
            #if os(macOS)
                import Darwin.C
            #endif
            ''', lint.LIBC_IMPORT, [])


class ProcessTests(LintCase):
    def test_unguarded_process_is_reported(self):
        self.check('''
            import Foundation

            func run() throws {
                let process = Process()
                try process.run()
            }
            ''', lint.PROCESS, [4])

    def test_else_branch_and_ios_conditions_do_not_guard(self):
        self.check('''
            #if os(macOS) || os(Linux)
                let a = 1
            #else
                let b = Process()
            #endif
            #if os(macOS) || os(iOS)
                let c = Process()
            #endif
            #if !os(macOS)
                let d = Process()
            #endif
            ''', lint.PROCESS, [4, 7, 10])

    def test_guarded_process_passes(self):
        self.check('''
            #if os(macOS) || os(Linux) || os(Windows)
                func run() -> Process {
                    #if DEBUG
                        print("debug")
                    #endif
                    return Process()
                }
            #elseif os(Linux)
                let p = Process()
            #endif
            ''', lint.PROCESS, [])

    def test_process_info_strings_and_comments_pass(self):
        self.check('''
            let name = ProcessInfo.processInfo.processName
            let label = "Process"  // a Process would not work on iOS
            /// Runs a `Process`.
            func f() {}
            ''', lint.PROCESS, [])


class MacOSOnlyAPITests(LintCase):
    def test_apis_missing_on_ios_are_reported(self):
        self.check('''
            let home = FileManager.default.homeDirectoryForCurrentUser
            let host = Host.current().localizedName
            let doc = try XMLDocument(data: data)
            ''', lint.MACOS_API, [1, 2, 3])

    def test_guarded_apis_pass(self):
        self.check('''
            #if os(macOS)
                let home = FileManager.default.homeDirectoryForCurrentUser
                let doc = try XMLDocument(data: data)
            #endif
            let parser = XMLParser(data: data) // not XMLDocument
            ''', lint.MACOS_API, [])


class LinuxOnlyModuleTests(LintCase):
    def test_unguarded_imports_are_reported(self):
        self.check('import Foundation\nimport FoundationNetworking\n#if os(Linux)\n    import FoundationXML\n#endif\n',
                   lint.LINUX_MODULE, [2, 4])

    def test_guarded_imports_pass(self):
        self.check('''
            #if canImport(FoundationNetworking)
                import FoundationNetworking
            #endif
            #if canImport(FoundationXML)
                import FoundationXML
            #endif
            ''', lint.LINUX_MODULE, [])


class TypedThrowsValueTests(LintCase):
    def test_function_types_used_as_values_are_reported(self):
        self.check('''
            struct Tests {
                private func error(_ build: () throws(TimelineError) -> Track) -> TimelineError? {
                    nil
                }
                typealias Builder = () throws(TimelineError) -> Void
                func cases() {
                    let cases: [(String, () throws(TimelineError) -> Track)] = [
                        ("a", { () throws(TimelineError) in try make() }),
                    ]
                    let names = try items.map { item throws(ValidationError) in item.name }
                    let value = try MainActor.assumeIsolated { [weak self] () throws(E) -> Int in 1 }
                    var handler: (@Sendable (Int) async throws(E) -> Void)?
                }
            }
            ''', lint.TYPED_THROWS, [2, 5, 7, 8, 10, 11, 12])

    def test_parameter_is_reported_but_not_the_functions_own_effect(self):
        self.check('func run<T>(_ body: () throws(E) -> T) throws(E) -> T {\n    try body()\n}\n',
                   lint.TYPED_THROWS, [1])
        self.assertEqual(len(self.findings({}, lint.TYPED_THROWS)), 1)

    def test_declaration_effects_pass(self):
        self.check('''
            public struct Spring {
                public init(
                    mass: Double = 1,
                    stiffness: Double,
                    damping: Double = sqrt(4 * (1 + 2))
                ) throws(TimingError) {
                    try check(mass)
                }

                public init(response: Double, dampingFraction: Double = 0.825)
                    throws(TimingError)
                {
                }

                init?(text: String) throws(ParseError) {}
                init<T: Sequence<Int>>(values: T) async throws(ParseError) {}
                static func requireFinite(_ value: Double, _ parameter: String) throws(Self) {}
                public func withVelocity(_ v: Double) throws(TimingError) -> Spring { self }
                static func + (lhs: Spring, rhs: Spring) throws(TimingError) -> Spring { lhs }
                func `default`() throws(TimingError) {}
                func map<T, E>(_ transform: (Int) -> T) async throws(E) -> [T] { [] }
                subscript(index: Int) throws(TimingError) -> Double { 0 }
                var settled: Bool {
                    get throws(TimingError) { true }
                }
                // let cases: [() throws(TimingError) -> Spring]
                let label = "{ () throws(TimingError) in }"
            }
            ''', lint.TYPED_THROWS, [])


class IsolatedDeinitTests(LintCase):
    def test_isolated_deinit_outside_main_actor_class_is_reported(self):
        self.check('''
            @available(macOS 13, *)
            public final class Animator {
                isolated deinit {
                    print("bye")
                }
            }
            @MainActor
            final class Outer {
                final class Inner {
                    isolated deinit {}
                }
            }
            ''', lint.ISOLATED_DEINIT, [3, 10])

    def test_main_actor_class_passes(self):
        self.check('''
            @MainActor
            public final class PropertyAnimator {
                /// Releasing an active animator is reported.
                isolated deinit {
                    cleanUp()
                }
            }
            @MainActor public final class Other {
                isolated deinit {}
            }
            @MainActor
            @available(iOS 16, *)
            final class Third: Base {
                deinit {}
                // isolated deinit {}
            }
            ''', lint.ISOLATED_DEINIT, [])


class StripCodeTests(unittest.TestCase):
    def test_keeps_offsets_lines_and_interpolated_code(self):
        source = textwrap.dedent('''
            let a = "x\\(f("y{"))z" // CGRect
            /* outer /* inner */ still */ let b = #"raw " \\(no) "# + """
              multi "CGRect" \\(CGPoint.zero)
              """
            let c = "unterminated
            let d = 1
            ''')
        stripped = lint.strip_code(source)
        self.assertEqual(len(stripped), len(source))
        self.assertEqual(stripped.count('\n'), source.count('\n'))
        self.assertNotIn('CGRect', stripped)
        self.assertNotIn('inner', stripped)
        self.assertNotIn('raw', stripped)
        self.assertIn('(f("  "))', stripped)
        self.assertIn('(CGPoint.zero)', stripped)
        self.assertIn('let d = 1', stripped)


class CommandLineTests(LintCase):
    def test_clean_run_exits_0(self):
        self.write('A.swift', 'import Foundation\nlet x = 1\n')
        self.write('Sub/B.swift', 'let y = ProcessInfo.processInfo\n')
        self.write('Sub/notes.txt', 'Process()\n')
        result = self.run_script('.')
        self.assertEqual((result.returncode, result.stdout), (0, 'portability lint: clean (2 files)\n'))

    def test_findings_exit_1_sorted_by_path_then_line(self):
        self.write('b.swift', 'let p = Process()\nlet r = CGRect.zero\n')
        self.write('a/z.swift', 'import Glibc\n')
        self.write('a.swift', '// a\n\n\nimport FoundationXML\nlet x = 1\nlet h = Host.current()\n')
        result = self.run_script('b.swift', 'a', 'a.swift')
        self.assertEqual(result.returncode, 1)
        lines = result.stdout.splitlines()
        self.assertEqual([line.split(' ')[0:2] for line in lines], [
            ['a.swift:4:', '[linux-only-module]'],
            ['a.swift:6:', '[macos-only-api]'],
            ['a/z.swift:1:', '[unguarded-libc-import]'],
            ['b.swift:1:', '[process-unavailable]'],
            ['b.swift:2:', '[coregraphics-import]'],
        ])
        self.assertEqual(result.stdout, self.run_script('a.swift', 'b.swift', 'a').stdout)

    def test_missing_path_exits_2_naming_it(self):
        self.write('A.swift', 'let x = 1\n')
        result = self.run_script('A.swift', 'Nope.swift')
        self.assertEqual(result.returncode, 2)
        self.assertEqual(result.stdout, '')
        self.assertEqual(len(result.stderr.splitlines()), 1)
        self.assertIn('Nope.swift', result.stderr)

    def test_unknown_option_exits_2(self):
        self.assertEqual(self.run_script('--fix').returncode, 2)

    def test_default_paths_are_sources_tests_and_package_in_the_repository_root(self):
        script = os.path.join(self.dir, 'scripts', 'portability-lint.py')
        os.makedirs(os.path.dirname(script))
        shutil.copy(SCRIPT, script)
        self.write('Sources/Lib/A.swift', 'let p = Process()\n')
        self.write('Tests/LibTests/B.swift', 'import Glibc\n')
        self.write('Package.swift', '// swift-tools-version: 6.0\nimport PackageDescription\nlet x = Process()\n')
        self.write('Other/C.swift', 'import Musl\n')
        self.write('Sources/.build/D.swift', 'import Musl\n')
        result = self.run_script(script=script, cwd=self.dir)
        self.assertEqual(result.returncode, 1)
        self.assertEqual([line.split(': [')[0] for line in result.stdout.splitlines()],
                         ['Package.swift:3', 'Sources/Lib/A.swift:1', 'Tests/LibTests/B.swift:1'])
        elsewhere = self.run_script(script=script, cwd=os.path.join(self.dir, 'Other'))
        self.assertEqual([line.split(': [')[0] for line in elsewhere.stdout.splitlines()],
                         ['../Package.swift:3', '../Sources/Lib/A.swift:1', '../Tests/LibTests/B.swift:1'])

    def test_every_rule_is_documented(self):
        for rule in lint.RULES:
            self.assertIn(f'\n{rule}: ', lint.__doc__)


if __name__ == '__main__':
    unittest.main()


class SeedImportTests(LintCase):
    BLOCK = '#if canImport(UIKit)\n    import UIKit\n#else\n    import HeadlessUIKit\n#endif\n'

    def seed(self, text):
        return self.findings({os.path.join('ChoreographSeeds', 'Fade', 'A.swift'): text}, lint.SEED_IMPORTS)

    def test_import_block_and_foundation_pass(self):
        self.assertEqual(self.seed('import Foundation\n' + self.BLOCK + 'final class A: UIView {}\n'), [])

    def test_wholly_uikit_file_passes(self):
        self.assertEqual(self.seed('#if canImport(UIKit)\n    import ObjectiveC\n    import UIKit\n#endif\n'), [])

    def test_missing_block_is_reported(self):
        path = os.path.join('ChoreographSeeds', 'Fade', 'A.swift')
        self.assertEqual(self.seed('import HeadlessUIKit\nfinal class A {}\n'), [(path, 1, lint.SEED_IMPORTS)])

    def test_host_module_import_is_reported_at_its_line(self):
        path = os.path.join('ChoreographSeeds', 'Fade', 'A.swift')
        self.assertEqual(self.seed(self.BLOCK + 'import ChoreographHeadless\n'), [(path, 6, lint.SEED_IMPORTS)])

    def test_files_outside_the_seeds_are_not_checked(self):
        self.assertEqual(self.findings({'A.swift': 'import ChoreographHeadless\n'}, lint.SEED_IMPORTS), [])
