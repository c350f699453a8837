#!/usr/bin/env python3
"""Opens Choreograph player pages and gallery indexes in headless Chromium and checks what a person would see.

Usage: scripts/browser-check.py PAGE.html [PAGE.html ...] [--out DIR]

A page with an embedded recording is a player; any other page is taken for a gallery index (`choreo gallery`
writes both, so `scripts/browser-check.py out/gallery/*.html` checks a whole gallery).

For each player page, at progress 0, 0.5 and 1 (the player's `#progress=` fragment), the check:

- loads the page and fails on a script error (the player's `data-status` on <body>, and uncaught errors in the
  browser's console log);
- takes a screenshot as a person sees it, and one in check mode (`check=1`: the stage at the top-left corner, each
  view filled with its own solid colour);
- fails when the 0% and 100% check screenshots are identical (nothing moved);
- fails when a named view is not where the recording's JSON puts it: the pixel at the view's center must have the
  view's check colour. Views that are hidden, translucent, smaller than 3 points, off the stage or under a later view
  are skipped.

For a gallery index, the check loads the page and fails on an uncaught script error or a resource that failed to
load, on a page without the gallery's heading or without a filmstrip, on a link to a page that is missing or is not
a player, and on a blank screenshot.

Screenshots go to DIR (default .ci-artifacts/browser, ignored by git). Chromium is installed with apt-get when it is
missing (this needs root). Only the Python standard library is used.
"""

import argparse
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import zlib
from pathlib import Path

PROGRESSES = (0.0, 0.5, 1.0)
TOLERANCE = 12  # per colour channel, out of 255
BROWSERS = ("chromium", "chromium-browser", "google-chrome")


def find_browser():
    for name in BROWSERS:
        path = shutil.which(name)
        if path:
            return path
    if os.geteuid() != 0:
        sys.exit("browser-check: Chromium is not installed, and installing it with apt-get needs root")
    print("browser-check: installing Chromium with apt-get", flush=True)
    subprocess.run(["apt-get", "update"], check=True, stdout=subprocess.DEVNULL)
    subprocess.run(
        ["apt-get", "install", "-y", "--no-install-recommends", "chromium"],
        check=True,
        stdout=subprocess.DEVNULL,
        env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"},
    )
    path = shutil.which("chromium")
    if not path:
        sys.exit("browser-check: apt-get installed chromium, but no chromium executable is on PATH")
    return path


def run_browser(browser, url, size, extra):
    command = [
        browser,
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--hide-scrollbars",
        "--force-device-scale-factor=1",
        "--enable-logging=stderr",
        "--v=0",
        f"--window-size={size[0]},{size[1]}",
        "--virtual-time-budget=3000",
        *extra,
        url,
    ]
    return subprocess.run(command, capture_output=True, text=True, timeout=120)


def read_png(path):
    """Decodes an 8-bit, non-interlaced RGB or RGBA PNG into (width, height, rows of (r, g, b) tuples)."""
    data = Path(path).read_bytes()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path} is not a PNG file")
    offset, chunks, header = 8, b"", None
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset : offset + 8])
        body = data[offset + 8 : offset + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks += body
        offset += 12 + length
    width, height, depth, color_type, _, _, interlace = header
    if depth != 8 or color_type not in (2, 6) or interlace != 0:
        raise ValueError(f"{path}: unsupported PNG (depth {depth}, colour type {color_type}, interlace {interlace})")
    channels = 3 if color_type == 2 else 4
    stride = width * channels
    raw = zlib.decompress(chunks)
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1 : start + 1 + stride])
        for x in range(stride):
            left = line[x - channels] if x >= channels else 0
            up = previous[x]
            corner = previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + left) & 0xFF
            elif kind == 2:
                line[x] = (line[x] + up) & 0xFF
            elif kind == 3:
                line[x] = (line[x] + (left + up) // 2) & 0xFF
            elif kind == 4:
                estimate = left + up - corner
                pa, pb, pc = abs(estimate - left), abs(estimate - up), abs(estimate - corner)
                predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else corner)
                line[x] = (line[x] + predictor) & 0xFF
        rows.append([tuple(line[i : i + 3]) for i in range(0, stride, channels)])
        previous = line
    return width, height, rows


def load_page(path):
    text = Path(path).read_text(encoding="utf-8")
    match = re.search(r'<script type="application/json" id="recording">(.*?)</script>', text, re.S)
    if not match:
        raise ValueError(f"{path}: no embedded recording")
    recording = json.loads(match.group(1))
    colors = dict(re.findall(r'data-key="([^"]*)" data-check-color="(#[0-9A-F]{6})"', text))
    return recording, {unescape(key): value for key, value in colors.items()}


def unescape(text):
    for entity, character in (("&lt;", "<"), ("&gt;", ">"), ("&quot;", '"'), ("&apos;", "'"), ("&amp;", "&")):
        text = text.replace(entity, character)
    return text


def keyed(views):
    counts, result = {}, []
    for view in views:
        name = view.get("id", view.get("path"))
        counts[name] = counts.get(name, 0) + 1
        result.append((name if counts[name] == 1 else f"{name}#{counts[name]}", view))
    return result


def covered(point, later):
    x, y = point
    for view in later:
        if view["hidden"] or view["opacity"] <= 0:
            continue
        left, top, width, height = view["visibleRect"]
        if left - 1 <= x <= left + width + 1 and top - 1 <= y <= top + height + 1:
            return True
    return False


def check_positions(recording, colors, progress, image):
    """Returns (checked, failures) for the named views of the frame shown at `progress`."""
    width, height, rows = image
    frames = recording["frames"]
    frame = keyed(frames[round(progress * (len(frames) - 1))]["views"])
    checked, failures = 0, []
    for index, (key, view) in enumerate(frame):
        if "id" not in view or view["hidden"] or view["opacity"] < 0.99 or key not in colors:
            continue
        if min(view["visibleRect"][2], view["visibleRect"][3]) < 3:
            continue
        x, y = view["center"]
        if not (0 <= x < min(width, recording["size"][0]) and 0 <= y < min(height, recording["size"][1])):
            continue
        if covered((x, y), [later for _, later in frame[index + 1 :]]):
            continue
        expected = tuple(int(colors[key][i : i + 2], 16) for i in (1, 3, 5))
        actual = rows[int(y)][int(x)]
        checked += 1
        if any(abs(a - e) > TOLERANCE for a, e in zip(actual, expected)):
            failures.append(
                f"view {key} at progress {progress}: pixel ({int(x)}, {int(y)}) is #{bytes(actual).hex().upper()}, "
                f"expected its colour {colors[key]}"
            )
    return checked, failures


def check_page(browser, page, out):
    recording, colors = load_page(page)
    stage = (max(int(recording["size"][0]), 64), max(int(recording["size"][1]), 64))
    stem = Path(page).stem
    url = Path(page).resolve().as_uri()
    failures, shots, checked = [], {}, 0
    for progress in PROGRESSES:
        label = f"{int(progress * 100):03d}"
        fragment = f"#progress={progress}&check=1"
        dom = run_browser(browser, url + fragment, stage, ["--dump-dom"])
        status = re.search(r'<body[^>]*data-status="([^"]*)"', dom.stdout)
        if not status or status.group(1) != "ready":
            failures.append(f"progress {progress}: page status is {status.group(1) if status else 'missing'}")
        errors = [line for line in dom.stderr.splitlines() if "Uncaught" in line]
        failures += [f"progress {progress}: console error: {line.strip()}" for line in errors]
        check_shot = out / f"{stem}-{label}-check.png"
        run_browser(browser, url + fragment, stage, [f"--screenshot={check_shot}"])
        run_browser(browser, url + f"#progress={progress}", (1280, max(stage[1] + 160, 720)),
                    [f"--screenshot={out / f'{stem}-{label}.png'}"])
        if not check_shot.exists():
            failures.append(f"progress {progress}: no screenshot was written")
            continue
        image = read_png(check_shot)
        shots[progress] = image[2]
        count, problems = check_positions(recording, colors, progress, image)
        checked += count
        failures += problems
    if 0.0 in shots and 1.0 in shots and shots[0.0] == shots[1.0]:
        failures.append("the screenshots at 0% and 100% are identical: nothing moved")
    if checked == 0:
        print(f"  note: no named view of {stem} could be checked by position (all hidden, translucent or covered)")
    return checked, failures


def is_player(path):
    return 'id="recording"' in Path(path).read_text(encoding="utf-8")


def check_index(browser, page, out):
    """Returns (links checked, failures) for a gallery index page."""
    text = Path(page).read_text(encoding="utf-8")
    url = Path(page).resolve().as_uri()
    failures = []
    dom = run_browser(browser, url, (1280, 900), ["--dump-dom"])
    if "<h1>Choreograph gallery</h1>" not in dom.stdout:
        failures.append("the page has no 'Choreograph gallery' heading once loaded")
    errors = [line for line in dom.stderr.splitlines() if "Uncaught" in line or "Failed to load resource" in line]
    failures += [f"console error: {line.strip()}" for line in errors]
    links = sorted(set(unescape(link) for link in re.findall(r'<a[^>]* href="([^"]+)"', text)))
    sections = text.count("<section>")
    strips = len(re.findall(r'<a class="strip"[^>]*><svg ', text))
    if sections == 0 or strips != sections:
        failures.append(f"{sections} sections but {strips} filmstrips: each run needs its filmstrip")
    for link in links:
        if "://" in link or link.startswith("//"):
            failures.append(f"link {link} leaves the gallery folder; pages must work offline")
            continue
        target = Path(page).parent / link
        if not target.is_file():
            failures.append(f"link {link}: no such page")
        elif not is_player(target):
            failures.append(f"link {link}: not a player page (no embedded recording)")
    shot = out / f"{Path(page).parent.name}-{Path(page).stem}.png"
    run_browser(browser, url, (1280, 900), [f"--screenshot={shot}"])
    if not shot.exists():
        failures.append("no screenshot was written")
    else:
        rows = read_png(shot)[2]
        if len({pixel for row in rows for pixel in row}) < 2:
            failures.append("the screenshot is a single colour: nothing was drawn")
    return len(links), failures


def main():
    parser = argparse.ArgumentParser(
        description="Check Choreograph player pages and gallery indexes in headless Chromium.")
    parser.add_argument("pages", nargs="+", help="player pages and gallery index pages")
    parser.add_argument("--out", default=".ci-artifacts/browser", help="screenshot folder (default %(default)s)")
    arguments = parser.parse_args()
    out = Path(arguments.out)
    out.mkdir(parents=True, exist_ok=True)
    browser = find_browser()
    failed = False
    for page in arguments.pages:
        if is_player(page):
            checked, failures = check_page(browser, page, out)
            print(f"{page}: {checked} view positions checked, {len(failures)} problems")
        else:
            checked, failures = check_index(browser, page, out)
            print(f"{page}: gallery index, {checked} links checked, {len(failures)} problems")
        for failure in failures:
            print(f"  FAIL {failure}")
        failed = failed or bool(failures)
    print(f"screenshots in {out}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
