"""Tests for scripts/apple-typecheck.py: the check fails on a planted signature error and passes clean code.

The copies of the bridge, the seeds and the example app need the core module the Build step leaves in .build; the
app's tests check the bridge and the seeds first, as the script does, so they take about a minute each.

Run from the repository root: python3 -m unittest discover -s scripts -p 'test_*.py'

The snippets import only the Apple interfaces, so they need no build. The copy of the bridge needs the core module
the Build step leaves in .build; without it those tests are skipped, saying why.
"""

import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'apple-typecheck.py')
ROOT = os.path.dirname(os.path.dirname(SCRIPT))
BRIDGE = os.path.join(ROOT, 'Sources', 'ChoreographUIKit')
SEEDS = os.path.join(ROOT, 'Sources', 'ChoreographSeeds')
APP = os.path.join(ROOT, 'Examples', 'ChoreographExamples.swiftpm', 'Sources', 'ChoreographExamples')
_spec = importlib.util.spec_from_file_location('apple_typecheck', SCRIPT)
check = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(check)

CLEAN = '''#if canImport(UIKit)
    import Foundation
    import UIKit

    @MainActor
    func copy(of view: UIView) -> UIView? {
        view.snapshotView(afterScreenUpdates: true)
    }
#endif
'''


def run(*args):
    """Runs the script; returns (exit code, output)."""
    result = subprocess.run([sys.executable, SCRIPT, *args], capture_output=True, text=True, cwd=ROOT)
    return result.returncode, result.stdout + result.stderr


def shutil_which(name):
    return shutil.which(name) is not None


class CopyTestCase(unittest.TestCase):
    """A copy of a folder of the repository in a scratch folder, with the core module as built (skipped without it)."""

    source = None

    def setUp(self):
        try:
            self.modules = check.core_modules(build=False)
        except (OSError, subprocess.CalledProcessError):
            self.modules = None
        if self.modules is None:
            self.skipTest('the core module is not built (swift build --target Choreograph)')
        self.dir = tempfile.mkdtemp(prefix='apple-typecheck-copy-')
        self.addCleanup(shutil.rmtree, self.dir)
        self.copy = os.path.join(self.dir, os.path.basename(self.source))
        shutil.copytree(self.source, self.copy)

    def plant(self, file, old, new):
        """Replaces the first `old` in the copy's `file` with `new`, failing when `old` is no longer there."""
        path = os.path.join(self.copy, file)
        with open(path, encoding='utf-8') as handle:
            text = handle.read()
        self.assertIn(old, text, f'{file} no longer holds the code the test changes')
        with open(path, 'w', encoding='utf-8') as handle:
            handle.write(text.replace(old, new, 1))


@unittest.skipUnless(shutil_which('swiftc') and sys.platform != 'darwin', 'needs swiftc, off macOS (where xcodebuild checks the bridge)')
class SnippetTests(unittest.TestCase):
    """Small files against the interfaces alone (an empty module folder stands in for the core's)."""

    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix='apple-typecheck-')
        self.addCleanup(shutil.rmtree, self.dir)

    def check(self, text):
        path = os.path.join(self.dir, 'Snippet.swift')
        with open(path, 'w', encoding='utf-8') as handle:
            handle.write(text)
        return run('--no-build', '--modules', self.dir, path)

    def test_clean_code_passes(self):
        status, output = self.check(CLEAN)
        self.assertEqual(status, 0, output)
        self.assertIn('apple typecheck: clean (1 files)', output)

    def test_wrong_argument_label_fails(self):
        status, output = self.check(CLEAN.replace('afterScreenUpdates:', 'afterUpdates:'))
        self.assertEqual(status, 1, output)
        self.assertIn("incorrect argument label in call (have 'afterUpdates:', expected 'afterScreenUpdates:')", output)

    def test_wrong_return_type_fails(self):
        status, output = self.check(CLEAN.replace('-> UIView?', '-> UIView'))
        self.assertEqual(status, 1, output)
        self.assertIn('error:', output)

    def test_api_newer_than_declared_members_fails(self):
        # UIView has no `snapshot()`; a name the interfaces do not declare is an error, not a skip.
        status, output = self.check(CLEAN.replace('snapshotView(afterScreenUpdates: true)', 'snapshot()'))
        self.assertEqual(status, 1, output)
        self.assertIn("has no member 'snapshot'", output)

    def test_wrong_optional_requirement_signature_fails(self):
        text = '''#if canImport(UIKit)
    import Foundation
    import UIKit

    @MainActor
    final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            0.3
        }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {}
    }
#endif
'''
        status, output = self.check(text)
        self.assertEqual(status, 0, output)
        status, output = self.check(text.replace('-> TimeInterval', '-> Int').replace('0.3', '1'))
        self.assertEqual(status, 1, output)
        self.assertIn('error:', output)

    def test_objective_c_name_of_a_nested_type_fails(self):
        # Swift spells UIKit's UIViewAnimationOptions `UIView.AnimationOptions`; the C name is unavailable, as in
        # the SDK.
        text = CLEAN.replace('view.snapshotView(afterScreenUpdates: true)',
                             'let options: UIView.AnimationOptions = [.curveLinear]\n        _ = options\n'
                             '        return view.snapshotView(afterScreenUpdates: true)')
        status, output = self.check(text)
        self.assertEqual(status, 0, output)
        status, output = self.check(text.replace('UIView.AnimationOptions', 'UIViewAnimationOptions'))
        self.assertEqual(status, 1, output)
        self.assertIn("'UIViewAnimationOptions' has been renamed to 'UIView.AnimationOptions'", output)

    def test_main_actor_class_is_sendable(self):
        # A main-actor class is Sendable in the SDK, also when its superclass is NSObject rather than UIResponder.
        text = CLEAN.replace('func copy(of view: UIView) -> UIView? {\n'
                             '        view.snapshotView(afterScreenUpdates: true)',
                             'func keep(_ recognizer: UIGestureRecognizer) -> @Sendable () -> Void {\n'
                             '        { _ = recognizer }')
        self.assertIn('UIGestureRecognizer', text)
        status, output = self.check(text)
        self.assertEqual(status, 0, output)

    def test_file_outside_the_uikit_guard_fails(self):
        text = CLEAN.replace('#if canImport(UIKit)\n', '').replace('#endif\n', '')
        status, output = self.check(text)
        self.assertEqual(status, 1, output)
        self.assertIn('must open with `#if canImport(UIKit)`', output)

    def test_interfaces_off_the_import_path_fail_instead_of_checking_nothing(self):
        path = os.path.join(self.dir, 'Snippet.swift')
        with open(path, 'w', encoding='utf-8') as handle:
            handle.write(CLEAN)
        status, output = run('--no-build', '--modules', self.dir, '--interfaces', self.dir, path)
        self.assertEqual(status, 1, output)
        self.assertIn('the Apple interfaces are not on the import path', output)

    def test_missing_path_is_a_usage_error(self):
        status, output = run('--no-build', '--modules', self.dir, os.path.join(self.dir, 'Nothing.swift'))
        self.assertEqual(status, 2, output)
        self.assertIn('no such file or folder', output)


@unittest.skipUnless(shutil_which('swiftc') and sys.platform != 'darwin', 'needs swiftc, off macOS (where xcodebuild checks the bridge)')
class BridgeCopyTests(CopyTestCase):
    """A copy of Sources/ChoreographUIKit against the interfaces and the core module as built."""

    source = BRIDGE

    def test_the_bridge_passes(self):
        status, output = run('--no-build', '--modules', self.modules, self.copy)
        self.assertEqual(status, 0, output)
        self.assertIn('apple typecheck: clean', output)

    def test_a_wrong_uikit_signature_in_the_bridge_fails(self):
        self.plant('TimelineAnimator.swift', 'run.animator.startAnimation()',
                   'run.animator.startAnimation(after: 0)')
        status, output = run('--no-build', '--modules', self.modules, self.copy)
        self.assertEqual(status, 1, output)
        self.assertIn('TimelineAnimator.swift', output)

    def test_a_wrong_core_animation_call_in_the_bridge_fails(self):
        self.plant('TimelineStage+RenderServer.swift', 'layer.removeAnimation(forKey:', 'layer.removeAnimation(named:')
        status, output = run('--no-build', '--modules', self.modules, self.copy)
        self.assertEqual(status, 1, output)
        self.assertIn('TimelineStage+RenderServer.swift', output)

    def test_a_wrong_call_in_a_documentation_example_fails(self):
        examples = os.path.join(self.dir, 'UIKitBridgeExamples.swift')
        shutil.copy(check.BRIDGE_EXAMPLES, examples)
        status, output = run('--no-build', '--modules', self.modules, self.copy, examples)
        self.assertEqual(status, 0, output)
        with open(examples, encoding='utf-8') as handle:
            text = handle.read()
        old = '.push(from: .trailing)'
        self.assertIn(old, text, 'the examples no longer hold the call the test changes')
        with open(examples, 'w', encoding='utf-8') as handle:
            handle.write(text.replace(old, '.push(edge: .trailing)', 1))
        status, output = run('--no-build', '--modules', self.modules, self.copy, examples)
        self.assertEqual(status, 1, output)
        self.assertIn('UIKitBridgeExamples.swift', output)

    def test_a_wrong_core_signature_in_the_bridge_fails(self):
        self.plant('TimelineStage.swift', 'interactive: context.isInteractive,', 'interactively: context.isInteractive,')
        status, output = run('--no-build', '--modules', self.modules, self.copy)
        self.assertEqual(status, 1, output)
        self.assertIn('TimelineStage.swift', output)


@unittest.skipUnless(shutil_which('swiftc') and sys.platform != 'darwin', 'needs swiftc, off macOS (where xcodebuild checks the bridge)')
class SeedCopyTests(unittest.TestCase):
    """A copy of Sources/ChoreographSeeds, checked as the script checks the seeds: against the interfaces alone."""

    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix='apple-typecheck-seeds-')
        self.addCleanup(shutil.rmtree, self.dir)
        self.copy = os.path.join(self.dir, 'ChoreographSeeds')
        shutil.copytree(SEEDS, self.copy)

    def check(self):
        files = check.swift_files([self.copy])
        cache = os.path.join(check.ROOT, '.build', 'apple-typecheck-cache')
        return check.typecheck(files, check.DEFAULT_INTERFACES, None, cache, 'ChoreographSeeds')

    def test_the_seeds_pass(self):
        status, output = self.check()
        self.assertEqual(status, 0, output)
        self.assertNotIn(check.ARTIFACT, output)

    def test_a_wrong_uikit_call_in_a_seed_fails(self):
        path = os.path.join(self.copy, 'Fade', 'FadeAnimator.swift')
        with open(path, encoding='utf-8') as handle:
            text = handle.read()
        old = 'transitionContext.view(forKey: .from)'
        self.assertIn(old, text, 'FadeAnimator.swift no longer holds the call the test changes')
        with open(path, 'w', encoding='utf-8') as handle:
            handle.write(text.replace(old, 'transitionContext.view(for: .from)', 1))
        status, output = self.check()
        self.assertEqual(status, 1, output)
        self.assertIn('FadeAnimator.swift', output)


@unittest.skipUnless(shutil_which('swiftc') and sys.platform != 'darwin', 'needs swiftc, off macOS (where xcodebuild checks the bridge)')
class ExampleAppCopyTests(CopyTestCase):
    """A copy of the example app's sources, checked as the script checks the app: after the bridge and the seeds, with
    the modules they make, against the UIKit and SwiftUI interfaces."""

    source = APP

    def plant(self, file, old, new):
        super().plant(file, old, new)
        return run('--no-build', '--modules', self.modules, '--examples', self.copy)

    def test_a_wrong_swiftui_requirement_in_the_app_fails(self):
        status, output = self.plant('ExamplesApp.swift', 'uiViewController: UINavigationController, context: Context',
                                    'uiViewController: UINavigationController, in context: Context')
        self.assertEqual(status, 1, output)
        self.assertIn("required by protocol 'UIViewControllerRepresentable'", output)
        self.assertIn('apple typecheck: ChoreographExamples failed', output)

    def test_a_wrong_bridge_call_in_the_app_fails(self):
        status, output = self.plant('ExampleListViewController.swift', 'pushViewController(detail, transition:',
                                    'pushViewController(detail, using:')
        self.assertEqual(status, 1, output)
        self.assertIn('ExampleListViewController.swift', output)
        self.assertIn('apple typecheck: ChoreographExamples failed', output)


if __name__ == '__main__':
    unittest.main()
