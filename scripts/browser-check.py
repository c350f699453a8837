#!/usr/bin/env python3
"""Opens Choreograph player pages and gallery indexes in headless Chromium and checks what a person would see.

Usage: scripts/browser-check.py PAGE.html [PAGE.html ...] [--out DIR]

A page with an embedded recording is a player; any other page is taken for a gallery index (`choreo gallery`
writes both, so `scripts/browser-check.py out/gallery/*.html` checks a whole gallery).

Player pages are checked at every progress the gallery wrote a still frame for: `choreo gallery` writes, beside
each player `DEMO-OP.html`, the SVG of the run at 0, 5, 25, 50, 75 and 100% as `frames/DEMO-OP-PPP.svg` (PPP the
percentage in three digits), the frame the player shows at `#progress=` the same fraction. A page without the stills
at 0, 50 and 100% fails. At each of these progresses, the check:

- loads the page and fails on a script error (the player's `data-status` on <body>, and uncaught errors in the
  browser's console log);
- takes a screenshot in check mode (`check=1`: the stage alone at the top-left corner, each view filled with its
  own solid colour), and fails when a named view is not where the recording's JSON puts it: the pixel at the view's
  center must have the view's check colour. Views that are hidden, translucent, smaller than 3 points, off the stage,
  under a later view or masked (`maskedBy` in the JSON: a mask may hide the view's center) are skipped;
- compares the player with the SVG of the same frame, pixel by pixel. One page, `DIR/DEMO-OP-compare.html`, shows
  for every progress the player in stage mode (`stage=1`: the stage alone, drawn as a person sees it) in an iframe
  beside the still as an image, each at the window's size, and one screenshot of it gives both renderings from the
  same browser. A pixel differs when one of its colour channels differs by more than PIXEL_TOLERANCE (out of 255).
  Even where the player is right, CSS and SVG rasterize some things differently: text drawn under a scale lands a
  fraction of a pixel apart, glyph outlines are hinted differently from one Chromium version to the next, and
  Chromium snaps the edges of boxes at fractional positions to whole pixels where SVG anti-aliases them. All of that
  differs along edges and strokes one or two pixels wide, and in Chromium 156 it reaches 1.95% of a frame's pixels
  (herbs-pop dismiss at 5%, its scaled text). So only the *solid* part of a difference counts: the differing pixels
  whose eight neighbours differ too (a 3 × 3 erosion, which takes away every stroke and edge up to two pixels wide).
  The frame fails when more than MAX_SOLID_FRACTION of its pixels are solid differences. Measured over the gallery,
  correct frames have at most 0.12% (pizza-push-library); a view drawn where it should not be is another matter: the
  herbs-pop details' background escaping its scaled card, the bug this comparison was made for, differed by 60 to 90
  in its channels over 7.1% of the frame at 5% and 3.8% at 50%, filled areas that erosion only trims at their
  borders. So 0.5% passes every correct frame four times over and fails that one by a factor of seven. Every
  comparison's counts and percentages (all differing pixels, then the solid ones) are printed; a failing one writes
  `DIR/DEMO-OP-PPP-diff.png`: the SVG faded, with the differing pixels in
  red. A frame in which a visible view is drawn in perspective (its recorded transform has a projective term, as in a
  flip or a cube turning) is not compared: the SVG draws such a view by the linear part of its transform at its
  center, without foreshortening, while the player draws it with CSS `matrix3d`, so the two differ by design (up to
  12% of the frame in the gallery's preset-flip). It is listed as `not compared (perspective)`; the positions of its
  views are still checked.

It also takes a screenshot of the page as a person sees it at 0, 50 and 100%, and fails when the 0% and 100% check
screenshots are identical (nothing moved) — except on a mistake's page (named `mistake-…`), where standing still can
be the very mistake shown (a transition that completes at once, an animation hidden under another view), and on a run
whose recording ends where it started (a drag that is cancelled and springs back), which fails instead when no check
screenshot differs from the one at 0%.

For a gallery index, the check loads the page and fails on an uncaught script error or a resource that failed to
load, on a page without the gallery's heading or without a filmstrip, on a link to a page that is missing or is not
a player, and on a blank screenshot.

Pages are checked JOBS at a time (`--jobs`, default 2). Each worker keeps one headless Chromium open and drives it
through the DevTools protocol over a pipe (`devtools_pipe.py`), loading page after page rather than starting a
browser for every screenshot; the report lists the pages in the order given. Screenshots go to DIR (default .ci-artifacts/browser, ignored by git). Chromium is installed with apt-get when it is
missing (this needs root). Only the Python standard library is used.
"""

import argparse
import concurrent.futures
import html
import json
import math
import os
import re
import shutil
import struct
import subprocess
import sys
import threading
import zlib
from pathlib import Path

from devtools_pipe import Browser, BrowserError

REQUIRED_PERCENTAGES = (0, 50, 100)  # stills a player page must have
PERSON_PERCENTAGES = (0, 50, 100)  # progresses also screenshotted as a person sees the page
TOLERANCE = 12  # per colour channel, out of 255, for a view's check colour
PIXEL_TOLERANCE = 32  # per colour channel, out of 255, for the player against the SVG
MAX_SOLID_FRACTION = 0.005  # of a frame's pixels differing with their neighbours, for the player against the SVG
PERSPECTIVE_EPSILON = 1e-9  # a projective term of a recorded transform larger than this draws the view in perspective
STILLS_FOLDER = "frames"
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


class Image:
    """An 8-bit RGB picture: `rows` holds one `bytes` of width × 3 per row."""

    def __init__(self, width, height, rows):
        self.width, self.height, self.rows = width, height, rows

    def pixel(self, x, y):
        start = 3 * x
        return tuple(self.rows[y][start : start + 3])

    def crop(self, left, top, width, height):
        return Image(width, height, [row[3 * left : 3 * (left + width)] for row in self.rows[top : top + height]])


def _add_bytes(first, second):
    """Adds two byte strings of one length byte by byte, modulo 256, all at once (PNG's Up filter)."""
    count = len(first)
    low = int.from_bytes(b"\x7f" * count, "big")
    a, b = int.from_bytes(first, "big"), int.from_bytes(second, "big")
    return (((a & low) + (b & low)) ^ ((a ^ b) & ~low)).to_bytes(count, "big")


def read_png(path):
    """Decodes an 8-bit, non-interlaced RGB or RGBA PNG into an Image (alpha dropped)."""
    data = Path(path).read_bytes()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path} is not a PNG file")
    offset, chunks, header = 8, [], None
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset : offset + 8])
        body = data[offset + 8 : offset + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        offset += 12 + length
    width, height, depth, color_type, _, _, interlace = header
    if depth != 8 or color_type not in (2, 6) or interlace != 0:
        raise ValueError(f"{path}: unsupported PNG (depth {depth}, colour type {color_type}, interlace {interlace})")
    channels = 3 if color_type == 2 else 4
    stride = width * channels
    raw = zlib.decompress(b"".join(chunks))
    rows, previous = [], bytes(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], raw[start + 1 : start + 1 + stride]
        if kind == 2:
            line = _add_bytes(line, previous)
        elif kind != 0:
            line = bytearray(line)
            for x in range(stride):
                left = line[x - channels] if x >= channels else 0
                if kind == 1:
                    line[x] = (line[x] + left) & 0xFF
                    continue
                up = previous[x]
                if kind == 3:
                    line[x] = (line[x] + (left + up) // 2) & 0xFF
                elif kind == 4:
                    corner = previous[x - channels] if x >= channels else 0
                    estimate = left + up - corner
                    pa, pb, pc = abs(estimate - left), abs(estimate - up), abs(estimate - corner)
                    predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else corner)
                    line[x] = (line[x] + predictor) & 0xFF
            line = bytes(line)
        previous = line
        if channels == 4:
            line = bytes(value for index, value in enumerate(line) if index % 4 != 3)
        rows.append(line)
    return Image(width, height, rows)


def write_png(path, image):
    """Writes an Image as an 8-bit RGB PNG."""
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    raw = b"".join(b"\x00" + row for row in image.rows)
    header = struct.pack(">IIBBBBB", image.width, image.height, 8, 2, 0, 0, 0)
    Path(path).write_bytes(
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b""))


FADE = bytes(255 - (255 - value) // 3 for value in range(256))  # a channel faded to a third of its strength


def differing_pixels(player, reference, tolerance=PIXEL_TOLERANCE):
    """For two pictures of one size, the (x, y) of every pixel with a channel that differs by more than `tolerance`."""
    if (player.width, player.height) != (reference.width, reference.height):
        raise ValueError(
            f"sizes differ: {player.width}×{player.height} and {reference.width}×{reference.height}")
    found = []
    for y, (mine, theirs) in enumerate(zip(player.rows, reference.rows)):
        if mine == theirs:
            continue
        for start in range(0, len(mine), 3):
            if (abs(mine[start] - theirs[start]) > tolerance
                    or abs(mine[start + 1] - theirs[start + 1]) > tolerance
                    or abs(mine[start + 2] - theirs[start + 2]) > tolerance):
                found.append((start // 3, y))
    return found


def solid_pixels(pixels):
    """The pixels of `pixels` whose eight neighbours are all in `pixels` too: what is left of a difference once
    every stroke and edge at most two pixels wide is taken away (a 3 × 3 erosion)."""
    found = set(pixels)
    return [(x, y) for x, y in pixels
            if all((x + dx, y + dy) in found for dx in (-1, 0, 1) for dy in (-1, 0, 1))]


def diff_image(reference, pixels):
    """The reference faded to a third, with `pixels` in red."""
    rows = [bytearray(row.translate(FADE)) for row in reference.rows]
    for x, y in pixels:
        rows[y][3 * x : 3 * x + 3] = b"\xff\x00\x00"
    return Image(reference.width, reference.height, [bytes(row) for row in rows])


def frame_index(progress, count):
    """The frame the player shows at `progress`: round(progress · (count − 1)), halves up, as JavaScript's
    Math.round (Python's round() would take halves to even)."""
    return min(max(math.floor(progress * (count - 1) + 0.5), 0), count - 1)


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


def in_perspective(recording, progress):
    """Whether a visible view of the frame shown at `progress` is drawn in perspective: its recorded transform (16
    numbers, Core Animation's m11 … m44, which CSS matrix3d reads in the same order) has m14 or m24 non-zero."""
    frames = recording["frames"]
    for view in frames[frame_index(progress, len(frames))]["views"]:
        if view["hidden"] or view["opacity"] <= 0:
            continue
        transform = view["transform"]
        if abs(transform[3]) > PERSPECTIVE_EPSILON or abs(transform[7]) > PERSPECTIVE_EPSILON:
            return True
    return False


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
    frames = recording["frames"]
    frame = keyed(frames[frame_index(progress, len(frames))]["views"])
    checked, failures = 0, []
    for index, (key, view) in enumerate(frame):
        if "id" not in view or view["hidden"] or view["opacity"] < 0.99 or key not in colors:
            continue
        if view.get("maskedBy"):
            continue
        if min(view["visibleRect"][2], view["visibleRect"][3]) < 3:
            continue
        x, y = view["center"]
        if not (0 <= x < min(image.width, recording["size"][0]) and 0 <= y < min(image.height, recording["size"][1])):
            continue
        if covered((x, y), [later for _, later in frame[index + 1 :]]):
            continue
        expected = tuple(int(colors[key][i : i + 2], 16) for i in (1, 3, 5))
        actual = image.pixel(int(x), int(y))
        checked += 1
        if any(abs(a - e) > TOLERANCE for a, e in zip(actual, expected)):
            failures.append(
                f"view {key} at progress {progress}: pixel ({int(x)}, {int(y)}) is #{bytes(actual).hex().upper()}, "
                f"expected its colour {colors[key]}"
            )
    return checked, failures


def stills(page):
    """The still frames the gallery wrote for a player page: {percentage: path}."""
    stem = Path(page).stem
    found = {}
    for path in (Path(page).parent / STILLS_FOLDER).glob(f"{stem}-*.svg"):
        match = re.fullmatch(re.escape(stem) + r"-(\d{3})", path.stem)
        if match and int(match.group(1)) <= 100:
            found[int(match.group(1))] = path
    return dict(sorted(found.items()))


def comparison_page(page, frames, size):
    """A page showing, for each (percentage, still) in `frames`, the player in stage mode beside the still: row k at
    y = k · height, the player at x = 0 and the still at x = width, each width × height."""
    width, height = size
    url = Path(page).resolve().as_uri()
    cells = []
    for row, (percent, still) in enumerate(frames):
        top = row * height
        player = html.escape(f"{url}#progress={percent / 100}&stage=1")
        cells.append(
            f'<iframe src="{player}" style="left: 0; top: {top}px; width: {width}px; height: {height}px" '
            f'scrolling="no"></iframe>\n'
            f'<img src="{html.escape(Path(still).resolve().as_uri())}" '
            f'style="left: {width}px; top: {top}px; width: {width}px; height: {height}px" alt="">\n')
    return (
        "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><style>\n"
        "html, body { margin: 0; padding: 0; background: #FFF; overflow: hidden; }\n"
        "iframe, img { position: absolute; border: 0; display: block; }\n"
        "</style></head><body>\n" + "".join(cells) + "</body></html>\n")


def compare_with_stills(browser, page, frames, size, out, skipped=()):
    """Returns (report, failures): the differing pixels of each frame of the player against its still; the
    percentages in `skipped` (frames in perspective) are reported as not compared."""
    stem = Path(page).stem
    width, height = size
    compare = out / f"{stem}-compare.html"
    compare.write_text(comparison_page(page, frames, size), encoding="utf-8")
    shot = out / f"{stem}-compare.png"
    if shot.exists():
        shot.unlink()
    errors = browser.load(compare.resolve().as_uri(), (2 * width, len(frames) * height))
    browser.screenshot(shot)
    failures = [f"comparison page: console error: {line}" for line in errors if "Uncaught" in line]
    if not shot.exists():
        return [], failures + ["comparison page: no screenshot was written"]
    picture = read_png(shot)
    report = []
    for row, (percent, _) in enumerate(frames):
        if percent in skipped:
            report.append(f"{percent}% not compared (perspective)")
            continue
        player = picture.crop(0, row * height, width, height)
        reference = picture.crop(width, row * height, width, height)
        pixels = differing_pixels(player, reference)
        solid = solid_pixels(pixels)
        fraction = len(solid) / (width * height)
        report.append(f"{percent}% {len(pixels)} ({100 * len(pixels) / (width * height):.2f}%), "
                      f"solid {len(solid)} ({100 * fraction:.2f}%)")
        if fraction > MAX_SOLID_FRACTION:
            diff_path = out / f"{stem}-{percent:03d}-diff.png"
            write_png(diff_path, diff_image(reference, pixels))
            failures.append(
                f"progress {percent / 100}: {len(solid)} pixels ({100 * fraction:.2f}%) differ from the SVG of the "
                f"frame by more than {PIXEL_TOLERANCE} in a channel together with their eight neighbours (at most "
                f"{100 * MAX_SOLID_FRACTION:g}% may); diff in {diff_path}")
    return report, failures


def check_page(browser, page, out):
    recording, colors = load_page(page)
    width, height = int(math.ceil(recording["size"][0])), int(math.ceil(recording["size"][1]))
    stage = (max(width, 64), max(height, 64))
    stem = Path(page).stem
    url = Path(page).resolve().as_uri()
    frames = stills(page)
    failures, shots, checked = [], {}, 0
    missing = [percent for percent in REQUIRED_PERCENTAGES if percent not in frames]
    if missing:
        failures.append(
            f"no still frame for {', '.join(f'{percent}%' for percent in missing)} in "
            f"{Path(page).parent / STILLS_FOLDER}: write the gallery with `choreo gallery`")
    for percent in sorted(set(frames) | set(REQUIRED_PERCENTAGES)):
        progress = percent / 100
        label = f"{percent:03d}"
        fragment = f"#progress={progress}&check=1"
        check_shot = out / f"{stem}-{label}-check.png"
        if check_shot.exists():
            check_shot.unlink()
        errors = browser.load(url + fragment, stage)
        browser.screenshot(check_shot)
        status = browser.evaluate("document.body ? document.body.dataset.status ?? null : null")
        if status != "ready":
            failures.append(f"progress {progress}: page status is {status if status is not None else 'missing'}")
        failures += [f"progress {progress}: console error: {line}" for line in errors if "Uncaught" in line]
        if percent in PERSON_PERCENTAGES:
            browser.load(url + f"#progress={progress}", (1280, max(stage[1] + 160, 720)))
            browser.screenshot(out / f"{stem}-{label}.png")
        if not check_shot.exists():
            failures.append(f"progress {progress}: no screenshot was written")
            continue
        image = read_png(check_shot)
        shots[percent] = image.rows
        count, problems = check_positions(recording, colors, progress, image)
        checked += count
        failures += problems
    if 0 in shots and 100 in shots and shots[0] == shots[100] and not may_stand_still(page):
        if not returns_to_start(recording):
            failures.append("the screenshots at 0% and 100% are identical: nothing moved")
        elif all(rows == shots[0] for rows in shots.values()):
            failures.append("the run ends where it started, and no screenshot differs from the one at 0%: nothing "
                            "moved")
    skipped = {percent for percent in frames if in_perspective(recording, percent / 100)}
    report, problems = compare_with_stills(browser, page, list(frames.items()), (width, height), out, skipped) \
        if frames else ([], [])
    return checked, report, failures + problems


MISTAKE_PREFIX = "mistake-"


def returns_to_start(recording):
    """Whether the recording's last frame shows every view as its first does (a cancelled drag): such a run's 0% and
    100% look the same, and only the progresses between show it moving."""
    frames = recording.get("frames") or []
    return len(frames) >= 2 and frames[0].get("views") == frames[-1].get("views")


def may_stand_still(page):
    """Whether a player page may show nothing moving: a mistake's page, whose run may be the mistake itself."""
    return Path(page).name.startswith(MISTAKE_PREFIX)


def count_sections(text):
    """The runs an index lists: its `<section>` elements, with or without attributes (a mistake's has a class)."""
    return len(re.findall(r"<section[\s>]", text))


def is_player(path):
    return 'id="recording"' in Path(path).read_text(encoding="utf-8")


def check_index(browser, page, out):
    """Returns (links checked, failures) for a gallery index page."""
    text = Path(page).read_text(encoding="utf-8")
    url = Path(page).resolve().as_uri()
    failures = []
    errors = browser.load(url, (1280, 900))
    if "<h1>Choreograph gallery</h1>" not in browser.evaluate("document.documentElement.outerHTML"):
        failures.append("the page has no 'Choreograph gallery' heading once loaded")
    failures += [f"console error: {line}" for line in errors]
    links = sorted(set(unescape(link) for link in re.findall(r'<a[^>]* href="([^"]+)"', text)))
    sections = count_sections(text)
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
    browser.screenshot(shot)
    if not shot.exists():
        failures.append("no screenshot was written")
    else:
        image = read_png(shot)
        first = image.rows[0][:3] * image.width
        if all(row == first for row in image.rows):
            failures.append("the screenshot is a single colour: nothing was drawn")
    return len(links), failures


def check_one(browser, page, out):
    """Checks a player or an index page; returns (page, report lines, failures)."""
    if is_player(page):
        checked, report, failures = check_page(browser, page, out)
        lines = [f"{page}: {checked} view positions checked, {len(failures)} problems"]
        if checked == 0:
            lines.append(f"  note: no named view of {Path(page).stem} could be checked by position (all hidden, "
                         "translucent or covered)")
        if report:
            lines.append(f"  pixels differing from the SVG: {', '.join(report)}")
    else:
        checked, failures = check_index(browser, page, out)
        lines = [f"{page}: gallery index, {checked} links checked, {len(failures)} problems"]
    return page, lines + [f"  FAIL {failure}" for failure in failures], failures


def main():
    parser = argparse.ArgumentParser(
        description="Check Choreograph player pages and gallery indexes in headless Chromium.")
    parser.add_argument("pages", nargs="+", help="player pages and gallery index pages")
    parser.add_argument("--out", default=".ci-artifacts/browser", help="screenshot folder (default %(default)s)")
    parser.add_argument("--jobs", type=int, default=2, help="pages checked at a time, 1 or more (default %(default)s)")
    arguments = parser.parse_args()
    if arguments.jobs < 1:
        parser.error(f"--jobs {arguments.jobs}: must be 1 or more")
    out = Path(arguments.out)
    out.mkdir(parents=True, exist_ok=True)
    executable = find_browser()
    failed = False
    # One browser per worker thread, kept open for all the pages the worker checks.
    local, browsers, lock = threading.local(), [], threading.Lock()

    def check_in_own_browser(page):
        if not hasattr(local, "browser"):
            local.browser = Browser(executable)
            with lock:
                browsers.append(local.browser)
        try:
            return check_one(local.browser, page, out)
        except BrowserError as error:
            return page, [f"{page}: the browser failed", f"  FAIL {error}"], [str(error)]

    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=arguments.jobs) as pool:
            # Each page's report is printed as soon as it and every page before it are done, in the order given.
            for page, lines, failures in pool.map(check_in_own_browser, arguments.pages):
                print("\n".join(lines))
                sys.stdout.flush()
                failed = failed or bool(failures)
    finally:
        for browser in browsers:
            browser.close()
    print(f"screenshots in {out}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
