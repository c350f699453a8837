#!/usr/bin/env python3
"""Type-checks the UIKit bridge on Linux against the Apple signatures in Interfaces/iOS.

Usage: scripts/apple-typecheck.py [--no-build] [--interfaces DIR] [--modules DIR] [PATH ...]

UIKit does not exist on Linux, so every file of Sources/ChoreographUIKit sits inside `#if canImport(UIKit)` and the
package builds it as an empty module. This check makes that code compile anyway: Interfaces/iOS holds hand-written
`.swiftinterface` files for UIKit, QuartzCore, CoreGraphics and ObjectiveC that declare, with their iOS versions, the
Apple signatures the bridge uses (declarations only, transcribed from Apple's documentation). With that folder on
the import path `canImport(UIKit)` is true, and `swiftc -typecheck` checks every call, override, conformance and
label of the bridge against those declarations, and against the core module as the package builds it.

Steps:
1. `swift build --target Choreograph` (skipped with --no-build), and the folder where `Choreograph.swiftmodule`
   lands (`<bin path>/Modules`, else the bin path; --modules overrides it);
2. every file named `*.swift` under each PATH (default Sources/ChoreographUIKit) must open, after comments and blank
   lines, with `#if canImport(UIKit)` and end with `#endif`, so it builds empty elsewhere;
3. `swiftc -typecheck -swift-version 6 -enable-objc-interop` of those files as one module, with a sentinel file
   that fails when `canImport(UIKit)` is false (so a wrong import path cannot pass by checking nothing).

Prints `apple typecheck: clean (N files)` and exits 0; prints the compiler's diagnostics and exits 1 on any error;
exits 2 on a usage error (a PATH that does not exist, no Swift files, no core module, or a run on macOS, where the
interfaces would stand in for modules the system has: .ci/run builds for iOS with xcodebuild there). Standard library
only.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_INTERFACES = os.path.join(ROOT, 'Interfaces', 'iOS')
DEFAULT_SOURCES = [os.path.join(ROOT, 'Sources', 'ChoreographUIKit')]
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


def typecheck(files, interfaces, modules, cache):
    """Runs swiftc -typecheck; returns (exit code, combined output)."""
    with tempfile.TemporaryDirectory(prefix='apple-typecheck-') as scratch:
        sentinel = os.path.join(scratch, 'UIKitIsImportable.swift')
        with open(sentinel, 'w', encoding='utf-8') as handle:
            handle.write(SENTINEL)
        command = [
            'swiftc', '-typecheck', '-swift-version', '6', '-module-name', 'ChoreographUIKit',
            '-Xfrontend', '-enable-objc-interop', '-I', interfaces, '-module-cache-path', cache,
        ]
        if modules:
            command += ['-I', modules]
        result = subprocess.run(command + files + [sentinel], capture_output=True, text=True)
        return result.returncode, result.stdout + result.stderr


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('paths', nargs='*', help='Swift files or folders (default Sources/ChoreographUIKit)')
    parser.add_argument('--no-build', action='store_true', help='use the core module already built')
    parser.add_argument('--interfaces', default=DEFAULT_INTERFACES, help='the folder of .swiftinterface files')
    parser.add_argument('--modules', help='the folder holding Choreograph.swiftmodule (default: found)')
    args = parser.parse_args(argv)
    if sys.platform == 'darwin':
        print('apple typecheck: on macOS, build for iOS with xcodebuild instead (the interfaces stand in for modules '
              'macOS has)', file=sys.stderr)
        return 2
    try:
        files = swift_files(args.paths or DEFAULT_SOURCES)
    except ValueError as error:
        print(f'apple typecheck: {error}', file=sys.stderr)
        return 2
    if not files:
        print('apple typecheck: no Swift files to check', file=sys.stderr)
        return 2
    if not os.path.isdir(args.interfaces):
        print(f'apple typecheck: {args.interfaces}: no such folder of interfaces', file=sys.stderr)
        return 2
    problems = [message for message in map(unguarded, files) if message]
    modules = args.modules or core_modules(build=not args.no_build)
    if modules is None:
        print('apple typecheck: Choreograph.swiftmodule not found; run `swift build --target Choreograph`',
              file=sys.stderr)
        return 2
    cache = os.path.join(ROOT, '.build', 'apple-typecheck-cache')
    status, output = typecheck(files, os.path.abspath(args.interfaces), modules, cache)
    if output.strip():
        print(output.rstrip())
    for problem in problems:
        print(problem)
    if status != 0 or problems:
        print(f'apple typecheck: failed ({len(files)} files)')
        return 1
    print(f'apple typecheck: clean ({len(files)} files)')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
