#!/usr/bin/env bash
# Checks that every Swift file is formatted as .swift-format asks; exits non-zero on the first finding.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "+ swift format lint --strict --recursive Sources Tests Package.swift Examples"
swift format lint --strict --recursive Sources Tests Package.swift Examples
echo "lint: clean"
