"""One headless Chromium kept open and driven through the DevTools protocol over a pipe (`--remote-debugging-pipe`:
JSON messages, each ended by a NUL byte, written to the browser's file descriptor 3 and read from its 4).

Starting a browser for every screenshot costs about a second; one browser per worker that loads page after page
costs a few milliseconds per page. Only the Python standard library is used.
"""

import base64
import fcntl
import json
import os
import select
import subprocess
import time

LOAD_TIMEOUT = 60.0  # seconds a page may take to load before the check gives up on it


class BrowserError(Exception):
    """The browser quit, answered with an error, or did not answer in time."""


class Browser:
    """A headless Chromium with one tab. `load` opens a page at a viewport size and returns the page's console
    errors; `evaluate` runs JavaScript in it; `screenshot` writes a PNG of the viewport. Use it in a `with` block, or
    call `close`."""

    def __init__(self, executable):
        to_browser_read, self._write_fd = os.pipe()
        self._read_fd, from_browser_write = os.pipe()
        # The browser's ends moved to descriptors of 10 or more, so that putting them at 3 and 4 cannot overwrite one
        # with the other.
        to_browser_read, from_browser_write = (self._above_four(to_browser_read), self._above_four(from_browser_write))

        # The browser reads commands from descriptor 3 and writes answers to descriptor 4. A shell puts the two pipe
        # ends there just before it becomes the browser (bash, as a POSIX shell need not take descriptors above 9).
        arguments = [executable, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                     "--force-device-scale-factor=1", "--remote-debugging-pipe", "--no-first-run",
                     "--allow-file-access-from-files", "--disable-lcd-text", "about:blank"]
        self._process = subprocess.Popen(
            ["bash", "-c", f'exec "$@" 3<&{to_browser_read} 4>&{from_browser_write}', "bash", *arguments],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            pass_fds=(to_browser_read, from_browser_write))
        os.close(to_browser_read)
        os.close(from_browser_write)
        self._buffer = b""
        self._next_id = 0
        self._events = []
        target = self._call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self._session = self._call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Page", "Runtime", "Log"):
            self._call(f"{domain}.enable", session=True)
        self._call("Emulation.setScrollbarsHidden", {"hidden": True}, session=True)

    @staticmethod
    def _above_four(descriptor):
        moved = fcntl.fcntl(descriptor, fcntl.F_DUPFD_CLOEXEC, 10)
        os.close(descriptor)
        return moved

    def __enter__(self):
        return self

    def __exit__(self, *exception):
        self.close()

    def close(self):
        if self._process.poll() is None:
            try:
                self._send("Browser.close", {}, None)
                self._process.wait(timeout=10)
            except (BrowserError, OSError, subprocess.TimeoutExpired):
                self._process.kill()
                self._process.wait()
        for descriptor in (self._read_fd, self._write_fd):
            try:
                os.close(descriptor)
            except OSError:
                pass

    def load(self, url, size):
        """Opens `url` in a viewport of `size` (width, height) CSS pixels and waits for its load event (its frames'
        included). Returns the page's uncaught script errors and failed resource loads, one line each."""
        width, height = size
        self._call("Emulation.setDeviceMetricsOverride",
                   {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False}, session=True)
        # A blank page in between, so that a URL differing from the last one only by its fragment loads anew.
        for address in ("about:blank", url):
            self._events = []
            answer = self._call("Page.navigate", {"url": address}, session=True)
            if "errorText" in answer:
                raise BrowserError(f"{address}: {answer['errorText']}")
            self._wait_for_event("Page.loadEventFired")
        errors = []
        for method, params in self._events:
            if method == "Runtime.exceptionThrown":
                details = params.get("exceptionDetails", {})
                description = details.get("exception", {}).get("description") or details.get("text", "")
                errors.append(f"Uncaught {description.splitlines()[0] if description else ''}".strip())
            elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
                errors.append(params["entry"].get("text", "error"))
        return errors

    def evaluate(self, expression):
        """The value of a JavaScript expression in the page (JSON-representable values only)."""
        answer = self._call("Runtime.evaluate", {"expression": expression, "returnByValue": True}, session=True)
        if "exceptionDetails" in answer:
            raise BrowserError(f"{expression}: {answer['exceptionDetails'].get('text', 'exception')}")
        return answer.get("result", {}).get("value")

    def screenshot(self, path):
        """Writes a PNG of the viewport to `path`."""
        answer = self._call("Page.captureScreenshot", {"format": "png"}, session=True)
        with open(path, "wb") as file:
            file.write(base64.b64decode(answer["data"]))

    # The protocol.

    def _send(self, method, params, session):
        self._next_id += 1
        message = {"id": self._next_id, "method": method, "params": params}
        if session:
            message["sessionId"] = self._session
        data = json.dumps(message).encode() + b"\0"
        while data:
            written = os.write(self._write_fd, data)
            data = data[written:]
        return self._next_id

    def _call(self, method, params=None, session=False):
        identifier = self._send(method, params or {}, session)
        while True:
            message = self._read_message()
            if message.get("id") == identifier:
                if "error" in message:
                    raise BrowserError(f"{method}: {message['error'].get('message', message['error'])}")
                return message.get("result", {})
            if "method" in message:
                self._events.append((message["method"], message.get("params", {})))

    def _wait_for_event(self, name):
        deadline = time.monotonic() + LOAD_TIMEOUT
        while True:
            if any(method == name for method, _ in self._events):
                return
            message = self._read_message(deadline)
            if "method" in message:
                self._events.append((message["method"], message.get("params", {})))

    def _read_message(self, deadline=None):
        deadline = deadline or time.monotonic() + LOAD_TIMEOUT
        while b"\0" not in self._buffer:
            remaining = deadline - time.monotonic()
            ready, _, _ = select.select([self._read_fd], [], [], max(remaining, 0))
            if not ready:
                raise BrowserError(f"no answer from the browser in {LOAD_TIMEOUT:g} s")
            chunk = os.read(self._read_fd, 1 << 20)
            if not chunk:
                raise BrowserError("the browser quit")
            self._buffer += chunk
        message, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(message)
