"""Tests for the parts of scripts/browser-check.py that need no browser: PNG reading and writing, the pixel
comparison, the frame a progress picks, and finding a player's still frames.

Run from the repository root: python3 -m unittest discover -s scripts -p 'test_*.py'
"""

import importlib.util
import os
import struct
import tempfile
import unittest
import zlib
from pathlib import Path

SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "browser-check.py")
_spec = importlib.util.spec_from_file_location("browser_check", SCRIPT)
check = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(check)


def paeth(left, up, corner):
    estimate = left + up - corner
    pa, pb, pc = abs(estimate - left), abs(estimate - up), abs(estimate - corner)
    return left if pa <= pb and pa <= pc else (up if pb <= pc else corner)


def filtered_png(rows, width, channels, kinds):
    """A PNG of `rows` (bytes of width × channels), row y filtered with PNG filter kinds[y], written out by the
    filters' definitions in the PNG specification."""
    raw, previous = b"", bytes(width * channels)
    for row, kind in zip(rows, kinds):
        out = bytearray()
        for x, value in enumerate(row):
            left = row[x - channels] if x >= channels else 0
            up = previous[x]
            corner = previous[x - channels] if x >= channels else 0
            predictor = (0, left, up, (left + up) // 2, paeth(left, up, corner))[kind]
            out.append((value - predictor) & 0xFF)
        raw += bytes([kind]) + bytes(out)
        previous = row

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    color_type = 2 if channels == 3 else 6
    header = struct.pack(">IIBBBBB", width, len(rows), 8, color_type, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")


class PNGTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.addCleanup(self.folder.cleanup)

    def test_every_filter_decodes_to_the_pixels_written(self):
        width = 7
        rows = [bytes((x * 37 + y * 91 + c * 53) % 256 for x in range(width) for c in range(3)) for y in range(10)]
        path = Path(self.folder.name) / "filters.png"
        path.write_bytes(filtered_png(rows, width, 3, [0, 1, 2, 3, 4, 2, 2, 4, 1, 3]))
        image = check.read_png(path)
        self.assertEqual((image.width, image.height), (width, 10))
        self.assertEqual(image.rows, rows)
        self.assertEqual(image.pixel(2, 3), tuple(rows[3][6:9]))

    def test_alpha_is_dropped(self):
        rgba = [bytes([10, 20, 30, 255, 40, 50, 60, 128])]
        path = Path(self.folder.name) / "alpha.png"
        path.write_bytes(filtered_png(rgba, 2, 4, [4]))
        self.assertEqual(check.read_png(path).rows, [bytes([10, 20, 30, 40, 50, 60])])

    def test_written_png_reads_back(self):
        image = check.Image(3, 2, [bytes(range(9)), bytes(range(100, 109))])
        path = Path(self.folder.name) / "written.png"
        check.write_png(path, image)
        self.assertEqual(check.read_png(path).rows, image.rows)

    def test_not_a_png_is_refused(self):
        path = Path(self.folder.name) / "text.png"
        path.write_text("hello")
        with self.assertRaises(ValueError):
            check.read_png(path)


class ComparisonTests(unittest.TestCase):
    def test_a_pixel_differs_when_one_channel_differs_by_more_than_the_tolerance(self):
        tolerance = check.PIXEL_TOLERANCE
        reference = check.Image(4, 1, [bytes([100] * 12)])
        player = check.Image(4, 1, [bytes([100, 100, 100 + tolerance, 100 - tolerance - 1, 100, 100,
                                           100, 100 + tolerance + 1, 100, 100, 100, 100])])
        self.assertEqual(check.differing_pixels(player, reference), [(1, 0), (2, 0)])
        self.assertEqual(check.differing_pixels(reference, reference), [])

    def test_strokes_up_to_two_pixels_wide_leave_no_solid_difference(self):
        stroke = [(x, y) for x in range(20) for y in (5, 6)]  # a horizontal stroke two pixels thick
        edge = [(3, y) for y in range(20)]  # a one-pixel edge crossing it
        self.assertEqual(check.solid_pixels(stroke + edge), [])

    def test_a_filled_area_keeps_its_interior(self):
        block = [(x, y) for y in range(10, 15) for x in range(20, 25)]  # 5 × 5
        self.assertEqual(sorted(check.solid_pixels(block)), [(x, y) for x in range(21, 24) for y in range(11, 14)])

    def test_the_threshold_passes_text_edges_and_fails_a_misplaced_view(self):
        width, height = 200, 400
        # Text-like: every other pixel along every fourth row differs (far more than the threshold in all).
        text = [(x, y) for y in range(0, height, 4) for x in range(0, width, 2)]
        self.assertGreater(len(text) / (width * height), check.MAX_SOLID_FRACTION)
        self.assertEqual(check.solid_pixels(text), [])
        # A view drawn where it should not be: a filled 40 × 40 square, 2% of the frame.
        view = [(x, y) for y in range(100, 140) for x in range(50, 90)]
        self.assertGreater(len(check.solid_pixels(view)) / (width * height), check.MAX_SOLID_FRACTION)

    def test_the_diff_shows_the_reference_faded_and_the_differing_pixels_red(self):
        reference = check.Image(2, 1, [bytes([0, 0, 0, 255, 255, 255])])
        diff = check.diff_image(reference, [(1, 0)])
        self.assertEqual(diff.rows, [bytes([170, 170, 170, 255, 0, 0])])

    def test_pictures_of_different_sizes_are_refused(self):
        with self.assertRaises(ValueError):
            check.differing_pixels(check.Image(1, 1, [b"\x00\x00\x00"]), check.Image(1, 2, [b"\x00" * 3] * 2))

    def test_crop(self):
        image = check.Image(3, 2, [bytes(range(9)), bytes(range(9, 18))])
        self.assertEqual(check.Image.crop(image, 1, 1, 2, 1).rows, [bytes(range(12, 18))])


class GalleryPageTests(unittest.TestCase):
    def test_sections_with_attributes_count_as_runs(self):
        text = '<section><a class="strip"></a></section><section class="mistake"></section><sectionx></sectionx>'
        self.assertEqual(check.count_sections(text), 2)

    def test_a_run_returns_to_start_when_its_last_frame_shows_the_views_as_its_first(self):
        view = {"id": "card", "center": [195, 600]}
        moved = {"id": "card", "center": [195, 700]}
        frames = [{"t": 0, "progress": 0, "views": [view]}, {"t": 0.5, "progress": 0.5, "views": [moved]},
                  {"t": 1, "progress": 1, "views": [dict(view)]}]
        self.assertTrue(check.returns_to_start({"frames": frames}))
        self.assertFalse(check.returns_to_start({"frames": frames[:2]}))
        self.assertFalse(check.returns_to_start({"frames": frames[:1]}))
        self.assertFalse(check.returns_to_start({}))

    def test_only_a_mistakes_page_may_stand_still(self):
        self.assertTrue(check.may_stand_still("gallery/mistake-container-cast-present.html"))
        self.assertFalse(check.may_stand_still("gallery/fade-present.html"))
        self.assertFalse(check.may_stand_still("gallery/no-mistake-present.html"))


class FrameTests(unittest.TestCase):
    def test_progress_picks_the_players_frame_halves_up(self):
        # 0.05 · 90 = 4.5: the player's Math.round gives 5 where Python's round() gives 4.
        self.assertEqual(check.frame_index(0.05, 91), 5)
        self.assertEqual(check.frame_index(0.5, 22), 11)
        self.assertEqual(check.frame_index(0.75, 43), 32)
        self.assertEqual(check.frame_index(0, 43), 0)
        self.assertEqual(check.frame_index(1, 43), 42)
        self.assertEqual(check.frame_index(1, 1), 0)

    def test_stills_are_found_by_page_name_and_percentage(self):
        with tempfile.TemporaryDirectory() as folder:
            frames = Path(folder) / "frames"
            frames.mkdir()
            for name in ("demo-present-000.svg", "demo-present-005.svg", "demo-present-100.svg",
                         "demo-present-extra-050.svg", "demo-present-5.svg", "demo-dismiss-050.svg",
                         "demo-present-101.svg"):
                (frames / name).write_text("<svg/>")
            found = check.stills(Path(folder) / "demo-present.html")
            self.assertEqual(list(found), [0, 5, 100])
            self.assertEqual(found[5].name, "demo-present-005.svg")

    def test_the_comparison_page_puts_each_player_frame_beside_its_still(self):
        page = check.comparison_page(Path("/gallery/demo-present.html"),
                                     [(0, Path("/gallery/frames/demo-present-000.svg")),
                                      (5, Path("/gallery/frames/demo-present-005.svg"))], (390, 844))
        self.assertIn('<iframe src="file:///gallery/demo-present.html#progress=0.05&amp;stage=1" '
                      'style="left: 0; top: 844px; width: 390px; height: 844px"', page)
        self.assertIn('<img src="file:///gallery/frames/demo-present-005.svg" '
                      'style="left: 390px; top: 844px; width: 390px; height: 844px"', page)
        self.assertIn("#progress=0.0&amp;stage=1", page)


def view(transform, hidden=False, opacity=1):
    return {"id": "v", "transform": transform, "hidden": hidden, "opacity": opacity}


IDENTITY = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]


class PerspectiveTests(unittest.TestCase):
    def test_a_visible_view_with_a_projective_term_is_in_perspective(self):
        # A flip's turning screen: m11 = cos 45°, m14 = −sin 45° / 500, as a 45° turn about y seen from 500 points.
        turned = [0.7071, 0, 0, -0.0014, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
        recording = {"frames": [{"views": [view(IDENTITY)]}, {"views": [view(IDENTITY), view(turned)]}]}
        self.assertFalse(check.in_perspective(recording, 0))
        self.assertTrue(check.in_perspective(recording, 1))
        tilted = list(IDENTITY)
        tilted[7] = 0.001  # m24: a turn about x
        self.assertTrue(check.in_perspective({"frames": [{"views": [view(tilted)]}]}, 0))

    def test_hidden_or_transparent_views_and_flat_transforms_do_not_count(self):
        turned = [0.7071, 0, 0, -0.0014, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
        scaled = [2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 1, 0, 30, 40, 0, 1]
        frames = [{"views": [view(turned, hidden=True), view(turned, opacity=0), view(scaled)]}]
        self.assertFalse(check.in_perspective({"frames": frames}, 0))



class Image:
    """A picture that is one colour everywhere, as read_png gives pictures."""

    def __init__(self, width, height, color):
        self.width, self.height, self.color = width, height, color

    def pixel(self, x, y):
        return self.color


def placed(name, center):
    return {"id": name, "hidden": False, "opacity": 1, "center": center, "visibleRect": [0, 0, 40, 40]}


class PositionTests(unittest.TestCase):
    def test_a_view_off_its_colour_fails_unless_a_mask_may_hide_its_center(self):
        recording = {"size": [100, 100], "frames": [{"views": [placed("a", [20, 20])]}]}
        colors = {"a": "#FF0000"}
        checked, failures = check.check_positions(recording, colors, 0, Image(100, 100, (0, 0, 255)))
        self.assertEqual((checked, len(failures)), (1, 1))
        recording["frames"][0]["views"][0]["maskedBy"] = [0]
        checked, failures = check.check_positions(recording, colors, 0, Image(100, 100, (0, 0, 255)))
        self.assertEqual((checked, failures), (0, []))

    def test_a_view_of_its_colour_passes(self):
        recording = {"size": [100, 100], "frames": [{"views": [placed("a", [20, 20])]}]}
        checked, failures = check.check_positions(recording, {"a": "#0000FF"}, 0, Image(100, 100, (0, 0, 255)))
        self.assertEqual((checked, failures), (1, []))


if __name__ == "__main__":
    unittest.main()
