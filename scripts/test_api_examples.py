"""Tests for scripts/api-examples.py.

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

SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'api-examples.py')
_spec = importlib.util.spec_from_file_location('api_examples', SCRIPT)
api = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(api)

MODULE = 'Sources/Bridge'

# A bridge where every entry point shows an example: a type (its members covered), an extension of a UIKit type.
DOCUMENTED = {
    'Animator.swift': '''
        #if canImport(UIKit)
            import UIKit

            /// Runs a transition.
            ///
            /// ```swift
            /// let animator = Animator(.fade)
            /// ```
            @MainActor
            public final class Animator: NSObject,
                UIViewControllerAnimatedTransitioning
            {
                /// The transition it runs.
                public let transition: Transition
                /// The progress shown, "{" in a string and a } in a comment do not nest.
                public var label: String { "{ " + name }  // }}
                /// A nested type.
                public enum Phase { case idle, running }

                /// Creates one.
                public init(_ transition: Transition) {
                    self.transition = transition
                    func local() {}
                }
            }

            extension Animator {
                /// Starts: a member of the module's own type, in an extension.
                public func start() {}
            }
        #endif
    ''',
    'UIViewController+Present.swift': '''
        #if canImport(UIKit)
            import UIKit

            extension UIViewController {
                /// Presents with a transition.
                ///
                /// ```swift
                /// list.present(detail, transition: .fade)
                /// ```
                @MainActor
                public func present(_ controller: UIViewController, transition: Transition) {
                    if true { let inner = 1 }
                }

                /// Internal: not an entry point.
                func helper() {}
                private var hidden: Int { 0 }
            }
        #endif
    ''',
}


class ApiExamplesCase(unittest.TestCase):
    """Writes a small module to a temporary folder and checks it."""

    def setUp(self):
        self.root = tempfile.mkdtemp(prefix='api-examples-')
        self.addCleanup(shutil.rmtree, self.root)

    def write(self, name, text):
        full = os.path.join(self.root, MODULE, name)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, 'w', encoding='utf-8') as f:
            f.write(textwrap.dedent(text).lstrip('\n'))

    def findings(self):
        found, _ = api.check(self.root, [MODULE])
        return [(f.path, f.line, f.message) for f in found]

    def run_script(self, *args):
        return subprocess.run([sys.executable, SCRIPT, '--root', self.root, *args], capture_output=True, text=True)

    def test_a_documented_module_passes(self):
        for name, text in DOCUMENTED.items():
            self.write(name, text)
        self.assertEqual(self.findings(), [])
        _, count = api.check(self.root, [MODULE])
        self.assertEqual(count, 2, 'the type and the UIKit extension\'s function; members are covered')
        result = self.run_script(MODULE)
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)
        self.assertIn('all 2 public entry points', result.stdout)

    def test_a_brace_in_a_string_nested_in_an_interpolation_is_not_code(self):
        # Were the "{" read as code, the brace would stay open and hide the undocumented function after it.
        self.write('Label.swift', '''
            #if canImport(UIKit)
                let label = "\\(flag ? "{" : "b")"
                public func undocumented() {}
            #endif
        ''')
        self.assertEqual([line for _, line, _ in self.findings()], [3])

    def test_a_type_without_an_example_fails(self):
        self.write('Animator.swift', DOCUMENTED['Animator.swift'].replace(
            '            ///\n            /// ```swift\n            /// let animator = Animator(.fade)\n'
            '            /// ```\n', ''))
        found = self.findings()
        self.assertEqual([(p, n) for p, n, _ in found], [('Sources/Bridge/Animator.swift', 6)])
        self.assertIn('public type Animator has no ```swift example', found[0][2])

    def test_an_extension_of_a_uikit_type_without_an_example_fails(self):
        self.write('UIView+ID.swift', '''
            #if canImport(UIKit)
                extension UIView {
                    /// The identifier: documented, but with no example.
                    public var choreographID: String? { nil }
                }
                public extension UINavigationController {
                    /// Implicitly public: a member of a public extension.
                    func pop(transition: Transition) {}
                    /// Private stays out.
                    private func internalStep() {}
                }
            #endif
        ''')
        found = self.findings()
        self.assertEqual([(p, n) for p, n, _ in found],
                         [('Sources/Bridge/UIView+ID.swift', 4), ('Sources/Bridge/UIView+ID.swift', 8)])
        self.assertIn('public var choreographID in an extension of UIView', found[0][2])
        self.assertIn('public func pop in an extension of UINavigationController', found[1][2])
        result = self.run_script(MODULE)
        self.assertEqual(result.returncode, 1)
        self.assertIn('Sources/Bridge/UIView+ID.swift:4: public var choreographID', result.stdout)

    def test_an_extension_of_a_core_type_needs_its_own_example(self):
        self.write('Color+UIColor.swift', '''
            extension Color {
                /// The colour of a UIColor.
                public init?(_ color: UIColor) { return nil }
                /// The UIKit colour.
                ///
                /// ```swift
                /// let color = Color.red.uiColor
                /// ```
                public var uiColor: UIColor { .red }
            }
        ''')
        found = self.findings()
        self.assertEqual([(p, n) for p, n, _ in found], [('Sources/Bridge/Color+UIColor.swift', 3)])
        self.assertIn('public init in an extension of Color', found[0][2])

    def test_a_swift_block_only_in_a_member_does_not_cover_its_type(self):
        self.write('Driver.swift', '''
            /// Calls a closure every frame.
            public final class Driver {
                /// Starts.
                ///
                /// ```swift
                /// driver.start()
                /// ```
                public func start() {}
            }
        ''')
        self.assertEqual([(p, n) for p, n, _ in self.findings()], [('Sources/Bridge/Driver.swift', 2)])

    def test_a_block_in_another_language_or_a_plain_comment_is_no_example(self):
        self.write('Driver.swift', '''
            /// Calls a closure every frame.
            ///
            /// ```
            /// driver.start()
            /// ```
            // ```swift
            // driver.start()
            // ```
            public final class Driver {}
            /// ```swift
            /// let separated = 1
            /// ```

            public struct Apart {}
        ''')
        self.assertEqual([(p, n) for p, n, _ in self.findings()],
                         [('Sources/Bridge/Driver.swift', 9), ('Sources/Bridge/Driver.swift', 14)])

    def test_top_level_functions_and_attributes_on_their_own_lines(self):
        self.write('Free.swift', '''
            /// A free function.
            ///
            /// ```swift
            /// run()
            /// ```
            @MainActor
            @discardableResult
            public func run() -> Bool { true }

            /// Another, without an example.
            public func walk() {}
        ''')
        found = self.findings()
        self.assertEqual([(p, n) for p, n, _ in found], [('Sources/Bridge/Free.swift', 11)])
        self.assertIn('public func walk has no', found[0][2])

    def test_a_missing_folder_is_a_usage_error(self):
        result = self.run_script('Sources/Nowhere')
        self.assertEqual(result.returncode, 2)
        self.assertIn('is not a folder', result.stderr)


if __name__ == '__main__':
    unittest.main()
