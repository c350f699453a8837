#!/usr/bin/env bash
# Builds the DocC documentation of every module that has a catalog (Sources/MODULE/MODULE.docc) with the
# swift-docc-plugin, as one combined archive so that a module's docs can link to the modules it depends on
# (``/ChoreographHeadless/View``). Warnings are errors: a broken symbol link, a broken <doc:> link or a parameter
# left undocumented fails. The archive is written to .build/plugins/Swift-DocC/outputs/Choreograph.doccarchive.
set -euo pipefail
cd "$(dirname "$0")/.."

targets=()
modules=()
for catalog in Sources/*/*.docc; do
    module="$(basename "$(dirname "$catalog")")"
    if [ "$(basename "$catalog" .docc)" != "$module" ]; then
        echo "docs: $catalog: a catalog must be named after its module ($module.docc)" >&2
        exit 1
    fi
    targets+=(--target "$module")
    modules+=("$module")
done

echo "+ swift package generate-documentation ${targets[*]} --enable-experimental-combined-documentation --warnings-as-errors"
swift package generate-documentation "${targets[@]}" --enable-experimental-combined-documentation --warnings-as-errors
echo "docs: ${#modules[@]} catalogs built without warnings: ${modules[*]}"
