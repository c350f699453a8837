#!/usr/bin/env python3
"""Type-checks the UIKit bridge, the seeds and the example app on Linux against the Apple signatures in Interfaces/iOS.

Usage: scripts/apple-typecheck.py [--no-build] [--interfaces DIR] [--modules DIR] [--examples DIR] [PATH ...]

UIKit does not exist on Linux, so every file of Sources/ChoreographUIKit sits inside `#if canImport(UIKit)` and the
package builds it as an empty module, the seeds (Sources/ChoreographSeeds) build against HeadlessUIKit, and the
example app (Examples/ChoreographExamples.swiftpm, whose manifest only Xcode evaluates) is not built at all. This
check compiles all three against UIKit anyway: Interfaces/iOS holds hand-written `.swiftinterface` files for UIKit,
SwiftUI, QuartzCore, CoreGraphics and ObjectiveC that declare, with their iOS versions, the Apple signatures the code
uses (declarations only, transcribed from Apple's documentation). With that folder on the import path `canImport(UIKit)`
is true, and `swiftc -typecheck` checks every call, override, conformance and label against those declarations, and
the bridge against the core module as the package builds it.

Steps:
1. `swift build --target Choreograph` (skipped with --no-build), and the folder where `Choreograph.swiftmodule`
   lands (`<bin path>/Modules`, else the bin path; --modules overrides it);
2. every file of the bridge must open, after comments and blank lines, with `#if canImport(UIKit)` and end with
   `#endif`, so it builds empty elsewhere (the seeds' import block is the portability lint's to check);
3. `swiftc -typecheck -swift-version 6 -enable-objc-interop` of each module's files as one module, in order, each
   then emitted (declarations only) into a scratch folder on the import path of the modules after it:
   ChoreographUIKit with the core and the tested copies of its documentation examples,
   Tests/DocumentationExampleTests/UIKitBridge*Examples.swift; ChoreographSeeds alone; ChoreographSeedTransitions (the
   seeds' library transitions) with the core and the seeds; the example app with the core and those three. Each gets
   a sentinel file that fails when `canImport(UIKit)` is false (so a wrong import path cannot pass by checking
   nothing). A module after one that failed is not checked.

PATHs replace the default modules with one module, ChoreographUIKit, of the files under them; --examples DIR checks
the app's sources in DIR instead of the example app's (both for tests of the check). Prints `apple typecheck: clean (N files)` and exits 0; prints the compiler's diagnostics and exits 1 on any
error; exits 2 on a usage error (a PATH that does not exist, no Swift files, no core module, or a run on macOS, where
the interfaces would stand in for modules the system has: .ci/run builds for iOS with xcodebuild there). Warnings
are printed but do not fail, except two the check causes itself, which are left out: "must restate inherited
'@unchecked Sendable' conformance" (see Interfaces/README.md) and the examples' "ignoring import" of the module they
are checked in. Standard library only.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_INTERFACES = os.path.join(ROOT, 'Interfaces', 'iOS')
BRIDGE = os.path.join(ROOT, 'Sources', 'ChoreographUIKit')
SEEDS = os.path.join(ROOT, 'Sources', 'ChoreographSeeds')
# The seeds' library transitions, which the example app runs (built on the core and the seeds).
SEED_TRANSITIONS = os.path.join(ROOT, 'Sources', 'ChoreographSeedTransitions')
# The tested copies of the bridge's documentation examples (Tests/DocumentationExampleTests/UIKitBridge*Examples.swift),
# checked with the bridge as part of its module.
EXAMPLE_TESTS = os.path.join(ROOT, 'Tests', 'DocumentationExampleTests')
BRIDGE_EXAMPLES = os.path.join(EXAMPLE_TESTS, 'UIKitBridgeExamples.swift')
BRIDGE_EXAMPLE_FILES = sorted(
    os.path.join(EXAMPLE_TESTS, name) for name in os.listdir(EXAMPLE_TESTS)
    if name.startswith('UIKitBridge') and name.endswith('Examples.swift'))
# The example app's sources: an app package that only Xcode builds (its manifest imports AppleProductTypes).
EXAMPLES = os.path.join(ROOT, 'Examples', 'ChoreographExamples.swiftpm', 'Sources')
# (module name, folder, whether each file must be wholly inside `#if canImport(UIKit)`, whether it imports the core)
DEFAULT_MODULES = [
    ('ChoreographUIKit', [BRIDGE] + BRIDGE_EXAMPLE_FILES, True, True),
    ('ChoreographSeeds', [SEEDS], False, False),
    ('ChoreographSeedTransitions', [SEED_TRANSITIONS], False, True),
    ('ChoreographExamples', [EXAMPLES], False, True),
]
# Warnings the check causes, not the code: the interfaces' stated `@unchecked Sendable` (see Interfaces/README.md),
# and the examples' `import ChoreographUIKit`, which is the module they are checked in.
ARTIFACTS = (
    "must restate inherited '@unchecked Sendable' conformance",
    "is part of module 'ChoreographUIKit'; ignoring import",
)
ARTIFACT = ARTIFACTS[0]
DIAGNOSTIC = re.compile(r'^\S.*?:\d+:\d+: (error|warning|note|remark): ')
SENTINEL = '#if !canImport(UIKit)\n    #error("the Apple interfaces are not on the import path: UIKit cannot be imported")\n#endif\n'


def swift_files(paths):
    """The Swift files under `paths` (files or folders), sorted; raises ValueError for a path that does not exist."""
    found = []
    for path in paths:
        if os.path.isfile(path):
            found.append(path)
        elif os.path.isdir(path):
            for folder, _, names in os.walk(path):
                found.extend(os.path.join(folder, name) for name in names if name.endswith('.swift'))
        else:
            raise ValueError(f'{path}: no such file or folder')
    return sorted(found)


def unguarded(path):
    """A message when the file is not wholly inside `#if canImport(UIKit)` … `#endif`, else None."""
    with open(path, encoding='utf-8') as handle:
        lines = [line.strip() for line in handle]
    code = [line for line in lines if line and not line.startswith('//')]
    if not code or not re.fullmatch(r'#if canImport\(UIKit\)', code[0]) or code[-1] != '#endif':
        return f'{path}: must open with `#if canImport(UIKit)` and end with `#endif`, so it builds empty off Apple platforms'
    return None


def core_modules(build):
    """The folder holding Choreograph.swiftmodule, building the core first when `build`; None when not found."""
    if build:
        subprocess.run(['swift', 'build', '--target', 'Choreograph'], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
    bin_path = subprocess.run(['swift', 'build', '--show-bin-path'], cwd=ROOT, check=True, capture_output=True,
                              text=True).stdout.strip()
    for folder in (os.path.join(bin_path, 'Modules'), bin_path):
        if os.path.exists(os.path.join(folder, 'Choreograph.swiftmodule')):
            return folder
    return None


def without_artifacts(output):
    """The compiler's output without the diagnostics (and the notes under them) the interfaces cause."""
    kept, skipping = [], False
    for line in output.splitlines():
        match = DIAGNOSTIC.match(line)
        if match and match.group(1) != 'note':
            skipping = any(artifact in line for artifact in ARTIFACTS)
        if not skipping:
            kept.append(line)
    return '\n'.join(kept)


def typecheck(files, interfaces, modules, cache, module_name='ChoreographUIKit', emit_into=None):
    """Runs swiftc -typecheck of `files` as module `module_name`; returns (exit code, combined output). With
    `emit_into`, a folder also on the import path, a clean module is then emitted there for the modules after it:
    declarations only (function bodies skipped, as the compiler's SIL passes crash on Objective-C interoperation on
    Linux; the bodies were type-checked already)."""
    with tempfile.TemporaryDirectory(prefix='apple-typecheck-') as scratch:
        sentinel = os.path.join(scratch, 'UIKitIsImportable.swift')
        with open(sentinel, 'w', encoding='utf-8') as handle:
            handle.write(SENTINEL)
        command = [
            'swiftc', '-parse-as-library', '-swift-version', '6', '-module-name', module_name,
            '-Xfrontend', '-enable-objc-interop', '-I', interfaces, '-module-cache-path', cache,
        ]
        # The modules checked before come first: the package's own build of the bridge and the seeds (empty, and
        # built on HeadlessUIKit) sits beside the core's module.
        if emit_into:
            command += ['-I', emit_into]
        if modules:
            command += ['-I', modules]
        result = subprocess.run(command + ['-typecheck'] + files + [sentinel], capture_output=True, text=True)
        output = without_artifacts(result.stdout + result.stderr)
        if result.returncode != 0 or not emit_into:
            return result.returncode, output
        emit = ['-emit-module', '-Xfrontend', '-experimental-skip-all-function-bodies', '-emit-module-path',
                os.path.join(emit_into, module_name + '.swiftmodule')]
        emitted = subprocess.run(command + emit + files + [sentinel], capture_output=True, text=True)
        if emitted.returncode != 0:
            return emitted.returncode, output + '\n' + without_artifacts(emitted.stdout + emitted.stderr)
        return 0, output


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('paths', nargs='*', help='Swift files or folders checked as one module (default: the bridge '
                        'and the seeds)')
    parser.add_argument('--no-build', action='store_true', help='use the core module already built')
    parser.add_argument('--interfaces', default=DEFAULT_INTERFACES, help='the folder of .swiftinterface files')
    parser.add_argument('--modules', help='the folder holding Choreograph.swiftmodule (default: found)')
    parser.add_argument('--examples', help='the example app\'s sources (default: the app in Examples)')
    args = parser.parse_args(argv)
    if sys.platform == 'darwin':
        print('apple typecheck: on macOS, build for iOS with xcodebuild instead (the interfaces stand in for modules '
              'macOS has)', file=sys.stderr)
        return 2
    targets = [('ChoreographUIKit', args.paths, True, True)] if args.paths else DEFAULT_MODULES
    if args.examples:
        targets = [(name, [args.examples] if paths == [EXAMPLES] else paths, guarded, core)
                   for name, paths, guarded, core in targets]
    checked = []
    try:
        for name, paths, guarded, core in targets:
            files = swift_files(paths)
            if not files:
                raise ValueError(f'no Swift files in {", ".join(paths)}')
            checked.append((name, files, guarded, core))
    except ValueError as error:
        print(f'apple typecheck: {error}', file=sys.stderr)
        return 2
    if not os.path.isdir(args.interfaces):
        print(f'apple typecheck: {args.interfaces}: no such folder of interfaces', file=sys.stderr)
        return 2
    modules = args.modules or core_modules(build=not args.no_build)
    if modules is None:
        print('apple typecheck: Choreograph.swiftmodule not found; run `swift build --target Choreograph`',
              file=sys.stderr)
        return 2
    cache = os.path.join(ROOT, '.build', 'apple-typecheck-cache')
    failed, total = False, 0
    with tempfile.TemporaryDirectory(prefix='apple-typecheck-modules-') as built:
        for name, files, guarded, core in checked:
            if failed:
                print(f'apple typecheck: {name} not checked (a module before it failed)')
                continue
            total += len(files)
            problems = [message for message in map(unguarded, files) if message] if guarded else []
            status, output = typecheck(files, os.path.abspath(args.interfaces), modules if core else None, cache, name,
                                       emit_into=built)
            if output.strip():
                print(output.rstrip())
            for problem in problems:
                print(problem)
            if status != 0 or problems:
                print(f'apple typecheck: {name} failed ({len(files)} files)')
                failed = True
    if failed:
        return 1
    print(f'apple typecheck: clean ({total} files)')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
